# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""v1 (Portal Vértice): a g1/Globo-like Brazilian portal, Portuguese, UTF-8. URL shapes `/sp/sao-paulo/noticia/
2026/12/04/<slug>.ghtml`, blogs `/…/blog/<name>/post/2026/12/04/<slug>.ghtml`, video `/…/video/<slug>-<id>.ghtml`,
the feed's page 2 `/sp/sao-paulo/index/feed/pagina-2.ghtml`, topics `/tudo-sobre/…/`, `/busca/?q=`. Markup of the
Globo article template (`content-head__title`, `content-publication-data__from`, `content-text__container`,
`mc-column`, `feed-post-link`), bylines "Por Ana Souza e Rafael Nunes, v1 SP — São Paulo", dates "04/12/2026 22h40
Atualizado há 55 minutos". The publisher's time is America/Sao_Paulo (-03:00); the `itemprop` times and most
JSON-LD are UTC with milliseconds (the storm story, 22h40 local, is 01:40Z on the 5th). "Por Redação" on a brief,
whose JSON-LD author is an Organization; no JSON-LD on the dengue story; a photo gallery whose URL looks like a
story's (`/noticia/…/fotos-….ghtml`) and a video page are not articles."""

from __future__ import annotations

import json

from common import Base, blocks_html, extras, img, iso_local, iso_utc, page, story, text
from sitekit import Doc, css_rules, esc

OFF = -3
NOW = "2026-12-05 00:50"
ARTS = ["chuva", "metro", "brief", "varejo", "dengue", "blog", "festival", "decimo"]
IMG = "https://s2.vertice-img.test/fotos"
EXTRA = [
    (
        "/sp/sao-paulo/noticia/2026/12/04/incendio-atinge-galpao-de-reciclagem-na-zona-leste.ghtml",
        "Incêndio atinge galpão de reciclagem na Zona Leste; não há feridos",
        "São Paulo",
    ),
    (
        "/sp/sao-paulo/noticia/2026/12/04/prefeitura-abre-inscricoes-para-colonia-de-ferias-nas-escolas-municipais.ghtml",
        "Prefeitura abre inscrições para colônia de férias nas escolas municipais",
        "São Paulo",
    ),
    (
        "/sp/sao-paulo/noticia/2026/12/03/feira-de-natal-no-vale-do-anhangabau-comeca-neste-sabado.ghtml",
        "Feira de Natal no Vale do Anhangabaú começa neste sábado; veja horários",
        "São Paulo",
    ),
    (
        "/economia/noticia/2026/12/04/dolar-fecha-em-queda-apos-dados-de-emprego-nos-eua.ghtml",
        "Dólar fecha em queda após dados de emprego nos EUA",
        "Economia",
    ),
    (
        "/sp/sao-paulo/noticia/2026/12/03/policia-prende-suspeitos-de-roubo-de-celulares-na-avenida-paulista.ghtml",
        "Polícia prende suspeitos de roubo de celulares na Avenida Paulista",
        "São Paulo",
    ),
    (
        "/sp/campinas-regiao/noticia/2026/12/04/aeroporto-de-viracopos-espera-movimento-recorde-nas-ferias.ghtml",
        "Aeroporto de Viracopos espera movimento recorde nas férias de verão",
        "Campinas e Região",
    ),
    (
        "/educacao/noticia/2026/12/04/resultado-da-primeira-fase-do-vestibular-estadual-sai-na-proxima-semana.ghtml",
        "Resultado da primeira fase do vestibular estadual sai na próxima semana",
        "Educação",
    ),
]


def stamp(when: str) -> str:
    return f"{when[8:10]}/{when[5:7]}/{when[:4]} {when[11:13]}h{when[14:16]}"


def ago(when: str, now: str = NOW) -> str:
    from datetime import datetime

    mins = int(
        (datetime.strptime(now, "%Y-%m-%d %H:%M") - datetime.strptime(when, "%Y-%m-%d %H:%M")).total_seconds() // 60
    )
    if mins < 60:
        return f"há {mins} minutos"
    if mins < 120:
        return "há 1 hora"
    if mins < 24 * 60:
        return f"há {mins // 60} horas"
    return f"há {mins // 1440} dia" + ("s" if mins >= 2880 else "")


CHUVA = """
Um temporal com rajadas de vento de até 78 km/h atingiu a capital paulista e cidades da Região Metropolitana no fim da tarde desta sexta-feira (4) e deixou cerca de 120 mil imóveis sem energia elétrica, segundo a concessionária Energia Paulista. Até as 22h, a Defesa Civil municipal havia registrado 46 quedas de árvores e alagamentos em sete pontos da cidade.
A chuva começou por volta das 17h30 na Zona Sul e avançou em direção ao Centro e à Zona Leste em menos de uma hora. Às 18h05, toda a capital entrou em estado de atenção para alagamentos, e a Marginal Pinheiros chegou a ter dois trechos com água acumulada na pista local, na altura da Ponte do Socorro.
X: video | Temporal derruba árvore sobre carros no Jabaquara
No Jabaquara, uma tipuana de cerca de 15 metros caiu sobre dois carros estacionados na Avenida Engenheiro Armando de Arruda Pereira. Ninguém ficou ferido, mas a via ficou parcialmente bloqueada por mais de três horas, até a retirada do tronco pelas equipes da subprefeitura.
Na Vila Mariana, moradores relataram que a energia caiu às 17h50 e não havia sido restabelecida até a publicação desta reportagem. "A gente ligou quatro vezes e a previsão muda toda hora. Tenho remédio na geladeira e não sei o que fazer", disse a professora Helena Duarte, de 52 anos, que mora na Rua Domingos de Morais há duas décadas.
Em nota, a Energia Paulista afirmou que mobilizou 850 equipes extras e que a prioridade é atender hospitais, estações de bombeamento de água e semáforos. A empresa disse que cerca de 70% dos clientes afetados devem ter o serviço restabelecido até a manhã de sábado (5).
Os bairros com mais ocorrências, segundo a concessionária, são:
- Jabaquara e Saúde, na Zona Sul
- Vila Mariana e Vila Clementino, na Zona Sul
- Penha e Vila Matilde, na Zona Leste
- Butantã e Rio Pequeno, na Zona Oeste
X: leia | fotos metro brief
O temporal também afetou o transporte. A Linha 9-Esmeralda operou com velocidade reduzida entre as estações Santo Amaro e Grajaú por causa de um galho que atingiu a rede aérea, e o Aeroporto de Congonhas suspendeu pousos e decolagens por 35 minutos, entre 18h10 e 18h45.
Na Zona Leste, a Defesa Civil precisou retirar duas famílias de um imóvel no Jardim Helena depois que parte de um muro de contenção desabou com a força da enxurrada. Ninguém ficou ferido, e as famílias foram encaminhadas para a casa de parentes. O imóvel foi interditado até a realização de uma vistoria técnica, marcada para a manhã de sábado.
Em Guarulhos, na Grande São Paulo, a prefeitura informou que um córrego transbordou em dois pontos e que equipes de limpeza trabalhavam na desobstrução de bueiros ao longo da Avenida Monteiro Lobato. Em Osasco, uma árvore caiu sobre a fiação elétrica e deixou sem luz cerca de 4 mil imóveis da região central.
Dados da rede de estações meteorológicas da prefeitura indicam que o maior acumulado de chuva foi registrado no Jabaquara: 62 milímetros em pouco mais de duas horas, o equivalente a um terço da média prevista para todo o mês de dezembro.
## Previsão para o fim de semana
De acordo com a meteorologista Beatriz Kawano, uma frente fria avança pelo litoral e deve manter o tempo instável até domingo (6). "Ainda há condições para pancadas fortes no sábado à tarde, principalmente entre 15h e 20h, com risco de granizo isolado", explicou.
A Defesa Civil orienta que, durante as tempestades, a população evite se abrigar debaixo de árvores, não enfrente pontos de alagamento e acione o telefone 199 em caso de emergência. Para falta de energia, o contato é o 0800 da concessionária ou o aplicativo da empresa.
FIG: Árvore caída sobre carros na Zona Sul | Tipuana caiu sobre dois carros no Jabaquara, Zona Sul de São Paulo, nesta sexta-feira (4) — Foto: Reprodução/Redes sociais
X: whats | v1 SP
"""

METRO = """
A concessionária Via Laranja Mobilidade, responsável pela construção da Linha 6-Laranja do metrô de São Paulo, informou nesta sexta-feira (4) que o primeiro trecho da linha deve começar a operar em março de 2027, em regime de operação assistida. O anúncio foi feito durante visita de técnicos do governo estadual às obras da estação Freguesia do Ó.
Nessa primeira fase, os trens vão circular entre as estações Brasilândia e Perdizes, das 10h às 15h, apenas em dias úteis e sem cobrança de tarifa. A operação comercial completa, com as 15 estações até São Joaquim, está prevista para o segundo semestre de 2027.
FIG: Trem da Linha 6 em teste | Trem da Linha 6-Laranja durante teste dinâmico no pátio Morro Grande — Foto: Divulgação/Via Laranja
Segundo o diretor de engenharia da concessionária, Marcelo Tavares, o cronograma depende da conclusão dos testes de sinalização, que começaram em outubro. "Já temos 11 trens entregues e rodando em teste dinâmico. O que falta agora é a homologação do sistema de controle, que é a etapa mais sensível", afirmou.
Esta é a quarta vez que a data de inauguração é alterada. A obra ficou parada por quase quatro anos depois que o consórcio original enfrentou problemas financeiros, e o contrato só foi retomado com a entrada de um novo grupo de investidores.
As estações previstas para o trecho inicial são:
- Brasilândia
- Vila Cardoso
- Itaberaba-Hospital Vila Penteado
- João Paulo I
- Freguesia do Ó
- Santa Marina
- Água Branca
- Sesc-Pompeia
- Perdizes
Moradores da Brasilândia, na Zona Norte, aguardam a linha há mais de dez anos. Hoje, o trajeto até o Centro leva cerca de 1h40 no horário de pico, com pelo menos duas baldeações de ônibus. Com o metrô, a estimativa é de que a viagem até Perdizes caia para 23 minutos.
A comerciante Rosângela Batista, de 47 anos, tem uma lanchonete a duas quadras da futura estação. "Já vi muita gente fazer promessa aqui. Vou acreditar quando eu entrar no vagão", disse.
Procurada pelo v1, a Secretaria de Parcerias em Investimentos informou que acompanha o cronograma e que eventuais multas contratuais por atraso estão em análise.
X: whats | v1 SP
"""

BRIEF = """
Um caminhão carregado de areia tombou na pista expressa da Marginal Tietê, sentido Castello Branco, na altura da Ponte da Freguesia do Ó, por volta das 5h40 desta sexta-feira (4). Duas faixas foram interditadas para a retirada do veículo.
O motorista, de 38 anos, foi levado consciente a um hospital da Zona Norte com ferimentos leves. Segundo a Companhia de Engenharia de Tráfego (CET), a lentidão chegou a 9 km às 6h50, e a liberação total da via estava prevista para as 9h.
"""

VAREJO = """
A rede varejista Casa Aurora, especializada em móveis e eletrodomésticos, anunciou nesta quinta-feira (3) o fechamento de 40 lojas físicas até março de 2027 e o desligamento de cerca de 1,2 mil funcionários. A decisão faz parte de um plano de reestruturação apresentado a investidores após três trimestres seguidos de prejuízo.
Com o encerramento, a empresa passará de 212 para 172 unidades no país. As lojas afetadas ficam principalmente em cidades do interior de São Paulo, de Minas Gerais e do Paraná, em pontos que, segundo a companhia, tinham faturamento por metro quadrado abaixo da média da rede.
Em comunicado ao mercado, o presidente da Casa Aurora, Henrique Vasconcellos, afirmou que a empresa vai concentrar investimentos no comércio eletrônico e em lojas menores, de até 400 metros quadrados, com estoque reduzido e retirada de produtos comprados pela internet.
"O consumidor mudou a forma de comprar um sofá ou uma geladeira. Ele pesquisa no celular, compara preço e muitas vezes só vai à loja para ver o produto de perto. Nossa estrutura precisa refletir isso", disse o executivo.
X: leia | decimo
## Resultados em queda
No terceiro trimestre, a varejista registrou prejuízo líquido de R$ 86 milhões, ante lucro de R$ 14 milhões no mesmo período do ano passado. A receita caiu 9,4%, para R$ 1,31 bilhão. As vendas on-line, por outro lado, cresceram 20% e já representam 31% do faturamento.
Veja os principais números do balanço:
T: Indicador | 3º tri 2025 | 3º tri 2026
T: Receita líquida | R$ 1,45 bi | R$ 1,31 bi
T: Resultado líquido | R$ 14 mi | -R$ 86 mi
T: Vendas on-line | R$ 337 mi | R$ 406 mi
T: Lojas em operação | 218 | 212
A empresa informou que os funcionários desligados receberão todas as verbas rescisórias, além de plano de saúde estendido por seis meses e acesso a um programa de recolocação. O sindicato dos comerciários disse que vai pedir uma reunião com a direção para discutir a transferência de parte dos trabalhadores para outras unidades.
Para o professor de varejo Otávio Mendonça, o movimento acompanha o de outras redes do setor. "Os juros altos encareceram o crediário, que é o motor de vendas desse tipo de loja. Quem depende de parcelamento longo sentiu primeiro", avaliou.
As ações da Casa Aurora fecharam o pregão desta quinta em alta de 4,8%, após o anúncio.
"""

DENGUE = """
A Prefeitura de Campinas (SP) confirmou nesta sexta-feira (4) um aumento de 40% nos casos de dengue em novembro na comparação com o mesmo mês de 2025. Foram 1.184 casos confirmados, contra 846 no ano anterior. Não há mortes registradas no período.
Com a chegada do período de chuvas, a Secretaria de Saúde vai ampliar os mutirões de retirada de criadouros, que passam a ocorrer também aos sábados. A ação começa neste fim de semana em nove bairros com maior incidência da doença:
- Jardim Campo Belo
- Parque Oziel
- Jardim Itatinga
- Vila Padre Manoel da Nóbrega
- Jardim São José
- Parque Itália
- Vila Costa e Silva
- Jardim Florence
- Satélite Íris
Segundo a coordenadora do programa municipal de controle de arboviroses, Regina Tashiro, 78% dos focos encontrados pelos agentes estavam dentro de residências, em recipientes como vasos de plantas, baldes e calhas entupidas.
"A gente precisa que o morador abra a porta para o agente e reserve dez minutos por semana para olhar o quintal. Não adianta só o poder público passar recolhendo pneu", afirmou.
FIG: Agente de saúde em visita a casa | Agente de controle de endemias vistoria quintal no Parque Oziel — Foto: Juliana Prado/v1
A cidade também vai instalar 300 novas armadilhas para monitorar a presença do mosquito Aedes aegypti em escolas e unidades de saúde. Os dados serão usados para orientar a aplicação de inseticida, que passa a ser feita com base em mapas atualizados a cada duas semanas.
Quem tiver sintomas como febre alta, dor atrás dos olhos, dores no corpo e manchas vermelhas na pele deve procurar um centro de saúde e evitar a automedicação, principalmente com remédios à base de ácido acetilsalicílico.
X: whats | v1 Campinas
"""

BLOG = """
A votação do Orçamento de 2027 da cidade de São Paulo, prevista para a próxima terça-feira (8), deve ficar para a semana seguinte. Segundo líderes de três partidos da base ouvidos pelo blog, ainda não há acordo sobre a divisão das emendas parlamentares nem sobre o valor reservado ao programa de recapeamento de ruas.
A proposta enviada pelo Executivo prevê despesas de R$ 128,4 bilhões, um crescimento de 6,1% em relação ao orçamento deste ano. O relator, vereador Otávio Sampaio, pretende apresentar o substitutivo apenas na segunda-feira (7), o que, na prática, torna inviável a votação no dia seguinte.
O ponto de maior atrito é o recapeamento. A prefeitura reservou R$ 1,9 bilhão para a área, mas vereadores da própria base querem ao menos R$ 2,5 bilhões, com parte dos recursos carimbada para bairros das periferias. "Ninguém vai votar um orçamento que deixa a Zona Leste esburacada em ano pré-eleitoral", resumiu um vereador que pediu para não ser identificado.
Nos bastidores, o governo aposta que consegue fechar o texto até o dia 15. O regimento permite que a votação ocorra até o último dia da sessão legislativa, marcado para 18 de dezembro, e não seria a primeira vez que o Orçamento é aprovado na última semana do ano.
A oposição, por sua vez, tenta usar o atraso para incluir uma emenda que amplia em R$ 300 milhões a verba para a construção de creches. A bancada tem 16 dos 55 votos e não consegue aprovar mudanças sozinha, mas pode obstruir a sessão e empurrar a votação para perto do recesso.
A avaliação de assessores do prefeito é de que o adiamento, por si só, não preocupa. O risco é outro: que a negociação das emendas abra espaço para novos pedidos de última hora, num momento em que a arrecadação do ISS tem ficado abaixo do previsto.
O líder do governo, vereador Paulo Cerqueira, nega que haja dificuldade. "O texto está praticamente pronto. Estamos fazendo ajustes finos, como em qualquer ano", disse ao blog.
"""

FESTIVAL = """
A Prefeitura de Santos, no litoral de São Paulo, divulgou nesta quinta-feira (3) a programação do Festival Verão na Orla, que terá 30 shows gratuitos entre 26 de dezembro e 1º de fevereiro. As apresentações vão acontecer em dois palcos montados na praia do Gonzaga e na Ponta da Praia.
Entre as atrações confirmadas estão bandas de samba, pagode, rock e forró, além de DJs e artistas da cena local. A abertura fica por conta da Orquestra Popular da Baixada, que vai tocar ao lado de um coral de 80 crianças da rede municipal.
Confira algumas das datas:
- 26 de dezembro – Orquestra Popular da Baixada e Coral Cidade de Santos (Gonzaga, 20h)
- 31 de dezembro – Banda Maré Alta e DJ Kiko Salles, com queima de fogos (Gonzaga, 22h)
- 4 de janeiro – Trio Forró do Cais (Ponta da Praia, 19h)
- 11 de janeiro – Samba da Vila Nova (Gonzaga, 18h)
- 25 de janeiro – Festival de bandas independentes (Ponta da Praia, a partir das 16h)
Segundo o secretário de Cultura, Tiago Menezes, o investimento é de R$ 4,2 milhões, dos quais R$ 2,6 milhões vêm de patrocinadores. A expectativa é de que o festival atraia 400 mil pessoas ao longo das seis semanas.
"A ideia é ter programação espalhada pelo verão inteiro, e não só no Réveillon. Isso ajuda o comércio da orla e o turista que vem em janeiro", afirmou o secretário.
A prefeitura informou que haverá reforço na segurança, com 220 guardas municipais por noite, além de postos médicos e banheiros químicos próximos aos palcos. Vidros e garrafas serão proibidos nas áreas dos shows.
O trânsito na Avenida da Praia será interditado nos dias de apresentação a partir das 17h, entre os canais 2 e 4. Linhas de ônibus municipais terão horários estendidos até 1h.
X: whats | v1 Santos
"""

DECIMO = """
Os trabalhadores com carteira assinada devem receber a segunda parcela do 13º salário até 18 de dezembro. Pela lei, o prazo final é o dia 20, mas, como a data cai em um domingo neste ano, o pagamento precisa ser antecipado para o último dia útil anterior.
A primeira parcela deveria ter sido paga até 30 de novembro. Quem ainda não recebeu pode procurar o sindicato da categoria ou registrar uma denúncia nos canais de fiscalização do trabalho.
X: leia | varejo
## Quem tem direito
Têm direito ao benefício os trabalhadores com carteira assinada, inclusive domésticos, rurais e temporários, além de aposentados e pensionistas, que seguem um calendário próprio.
Quem trabalhou menos de 12 meses no ano recebe o valor proporcional. Cada mês em que o empregado trabalhou pelo menos 15 dias conta como um mês inteiro no cálculo.
## Como calcular
O valor integral do 13º corresponde a um salário do mês de dezembro. A primeira parcela é metade desse valor, sem descontos. Já na segunda incidem a contribuição previdenciária e o Imposto de Renda, calculados sobre o valor total do benefício.
Veja um exemplo para quem ganha R$ 3.000 por mês e trabalhou o ano inteiro:
- Primeira parcela (até 30/11): R$ 1.500,00
- Desconto da contribuição previdenciária sobre R$ 3.000: R$ 253,41
- Desconto de Imposto de Renda: R$ 0 (faixa de isenção)
- Segunda parcela (até 18/12): R$ 1.246,59
Quem recebe horas extras, comissões ou adicional noturno deve ter esses valores incluídos no cálculo pela média dos meses trabalhados.
## E se a empresa atrasar?
O atraso no pagamento pode gerar multa administrativa para o empregador, aplicada por trabalhador prejudicado. O advogado trabalhista Renato Figueira recomenda que o funcionário guarde os holerites e, se o depósito não for feito no prazo, tente primeiro uma conversa com o setor de recursos humanos.
"Muitas vezes é erro de sistema ou de calendário, ainda mais num ano em que o dia 20 cai no fim de semana. Se não resolver, o caminho é o sindicato ou a Justiça do Trabalho", explica.
O economista Fábio Marcondes sugere que quem tem dívidas no cartão de crédito ou no cheque especial use o dinheiro para quitá-las antes de pensar em compras de fim de ano. "São os juros mais altos do mercado. Qualquer real que sai dali rende mais do que em qualquer aplicação", diz.
"""


class Vertice(Base):
    origin = "https://v1.vertice.test"
    name = "v1"
    prefix = "vtc"
    language = "pt"
    page_ctype = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vtc",
            [
                ".content-head__title",
                ".content-publication-data__from",
                ".content-text__container",
                ".mc-column",
                ".feed-post-link",
                ".bastian-feed-item",
                ".header-navegacao",
                ".cookie-banner-lgpd",
                ".footer__products",
            ],
            260,
        )

    def st(
        self, key: str, path: str, title: str, when: str, authors: list[str], body: str, shape: str, **extra: object
    ) -> Doc:
        extra.setdefault("ld", "utc")
        return story(
            key,
            path,
            title,
            when[:10],
            iso_utc(when, OFF, ms=True),
            stamp(when),
            authors,
            text(body),
            shape,
            when=when,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "v1",
                "globo-home-feed",
                list=["chuva", "fotos", "metro", "varejo", "decimo", "blog", "dengue", "festival", "brief", "video"],
                more="sp",
            )
        )
        add(
            page(
                "sp",
                "/sp/sao-paulo/",
                "section",
                "São Paulo",
                "regional-front-feed",
                list=["chuva", "video", "metro", "blog", "brief"],
                more="sp2",
            )
        )
        add(
            page(
                "sp2",
                "/sp/sao-paulo/index/feed/pagina-2.ghtml",
                "section",
                "São Paulo",
                "feed-pagina-2",
                list=["fotos", "dengue", "festival", "varejo", "decimo"],
            )
        )
        add(
            page(
                "tag",
                "/tudo-sobre/transito-em-sao-paulo/",
                "tag",
                "Trânsito em São Paulo",
                "tudo-sobre-topic",
                list=["brief", "metro", "chuva"],
            )
        )
        add(
            page(
                "author",
                "/autores/camila-rocha/",
                "author",
                "Camila Rocha",
                "author-profile-feed",
                list=["decimo", "varejo"],
            )
        )
        add(
            page(
                "search",
                "/busca/?q=chuva",
                "search",
                "Busca",
                "busca-results",
                list=["chuva", "fotos", "video", "dengue"],
            )
        )
        add(
            page(
                "video",
                "/sp/sao-paulo/video/temporal-derruba-arvore-sobre-carros-no-jabaquara-13184522.ghtml",
                "video",
                "Temporal derruba árvore sobre carros no Jabaquara",
                "video-page-one-line",
                lines=[
                    "Imagens feitas por moradores mostram o momento em que a árvore cai na avenida, na Zona Sul de São Paulo."
                ],
                when="2026-12-04 20:55",
            )
        )
        add(
            page(
                "fotos",
                "/sp/sao-paulo/noticia/2026/12/04/fotos-temporal-derruba-arvores-e-alaga-ruas-em-sp.ghtml",
                "gallery",
                "FOTOS: temporal derruba árvores e alaga ruas em SP",
                "fotos-gallery-noticia-url",
                when="2026-12-04 21:30",
                photos=[
                    (
                        "Tipuana caída sobre dois carros na Avenida Engenheiro Armando de Arruda Pereira, no Jabaquara",
                        "Reprodução/Redes sociais",
                    ),
                    (
                        "Motoristas enfrentam alagamento na pista local da Marginal Pinheiros, perto da Ponte do Socorro",
                        "Rafael Nunes/v1",
                    ),
                    ("Moradores da Vila Mariana usam lanternas de celular durante a falta de energia", "Ana Souza/v1"),
                    ("Galho atingiu a rede aérea da Linha 9-Esmeralda entre Santo Amaro e Grajaú", "Divulgação"),
                    (
                        "Passageiros aguardam no saguão de Congonhas durante a suspensão de pousos e decolagens",
                        "Rafael Nunes/v1",
                    ),
                    (
                        "Equipes da subprefeitura cortam o tronco de uma árvore que caiu na Rua Vergueiro",
                        "Ana Souza/v1",
                    ),
                    ("Granizo acumulado em calçada do Butantã, na Zona Oeste", "Arquivo pessoal"),
                ],
            )
        )
        add(
            page(
                "about",
                "/sobre-o-v1.ghtml",
                "about",
                "Sobre o v1",
                "about-principles",
                lines=text("""
            O v1 é o portal de notícias do grupo Vértice. Reúne o trabalho de repórteres, editores, fotógrafos e produtores de vídeo nas redações de São Paulo, Campinas, Santos, Ribeirão Preto e Sorocaba.
            Nosso compromisso é com a informação correta, publicada com rapidez, mas nunca antes de checada. Quando erramos, corrigimos de forma transparente e indicamos no próprio texto o que foi alterado.
            ## Princípios editoriais
            - Isenção: ouvimos todos os lados envolvidos em uma notícia.
            - Correção: cada informação é confirmada por pelo menos duas fontes independentes.
            - Transparência: separamos claramente notícia, opinião e conteúdo publicitário.
            Sugestões de pauta, críticas e pedidos de correção podem ser enviados pelo formulário Fale com o v1.
        """),
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-privacidade.ghtml",
                "policy",
                "Política de Privacidade",
                "policy-updated",
                lines=text("""
            Última atualização: 10 de junho de 2026.
            Esta política explica como o Vértice coleta, usa e protege os dados pessoais de quem acessa o v1 e os demais produtos do grupo, em conformidade com a Lei Geral de Proteção de Dados (LGPD).
            ## Quais dados coletamos
            Coletamos dados que você nos fornece ao criar uma conta, como nome e e-mail, e dados de navegação, como endereço IP, tipo de dispositivo e páginas visitadas.
            ## Para que usamos
            Usamos essas informações para personalizar conteúdo, exibir publicidade adequada, medir audiência e garantir a segurança dos serviços.
            ## Seus direitos
            Você pode solicitar acesso, correção ou exclusão dos seus dados a qualquer momento pelo canal do encarregado de proteção de dados.
        """),
            )
        )
        add(
            self.st(
                "chuva",
                "/sp/sao-paulo/noticia/2026/12/04/temporal-derruba-arvores-e-deixa-120-mil-imoveis-sem-energia-na-grande-sp.ghtml",
                "Temporal derruba árvores e deixa 120 mil imóveis sem energia na Grande SP",
                "2026-12-04 22:40",
                ["Ana Souza", "Rafael Nunes"],
                CHUVA,
                "evening-utc-next-day-two-authors",
                upd="2026-12-04 23:55",
                desk="v1 SP — São Paulo",
                section="São Paulo",
                chapeu="Chuva em SP",
                dek="Ventos chegaram a 78 km/h na Zona Sul; Defesa Civil registrou 46 quedas de árvores e alagamentos em sete pontos da capital.",
                tags=[
                    ("tag", "Trânsito em São Paulo"),
                    ("https://v1.vertice.test/tudo-sobre/chuvas/", "Chuvas"),
                    ("https://v1.vertice.test/tudo-sobre/defesa-civil/", "Defesa Civil"),
                ],
                comments=[
                    (
                        "Roberto M.",
                        "Todo ano é a mesma coisa: basta uma chuva mais forte e metade da cidade fica no escuro.",
                        "há 40 minutos",
                    ),
                    ("Luciana P.", "Aqui na Saúde faltou luz às 18h e até agora nada.", "há 35 minutos"),
                ],
            )
        )
        add(
            self.st(
                "metro",
                "/sp/sao-paulo/noticia/2026/12/04/linha-6-laranja-do-metro-tera-inauguracao-parcial-em-marco-diz-concessionaria.ghtml",
                "Linha 6-Laranja do metrô terá inauguração parcial em março, diz concessionária",
                "2026-12-04 09:15",
                ["Pedro Lima"],
                METRO,
                "standard-station-list",
                upd="2026-12-04 11:40",
                desk="v1 SP — São Paulo",
                section="São Paulo",
                chapeu="Mobilidade",
                dek="Primeiro trecho, entre Brasilândia e Perdizes, deve receber passageiros em operação assistida; obra acumula quatro adiamentos.",
                tags=[
                    ("tag", "Trânsito em São Paulo"),
                    ("https://v1.vertice.test/tudo-sobre/metro-de-sao-paulo/", "Metrô de São Paulo"),
                ],
            )
        )
        add(
            self.st(
                "brief",
                "/sp/sao-paulo/noticia/2026/12/04/acidente-com-caminhao-interdita-faixas-da-marginal-tiete.ghtml",
                "Acidente com caminhão interdita faixas da Marginal Tietê na manhã desta sexta",
                "2026-12-04 07:02",
                [],
                BRIEF,
                "redacao-brief-org-author",
                desk="",
                redacao=True,
                section="São Paulo",
                chapeu="Trânsito",
                tags=[("tag", "Trânsito em São Paulo")],
            )
        )
        add(
            self.st(
                "varejo",
                "/economia/noticia/2026/12/03/casa-aurora-anuncia-fechamento-de-40-lojas-e-corte-de-12-mil-vagas.ghtml",
                "Casa Aurora anuncia fechamento de 40 lojas e corte de 1,2 mil vagas",
                "2026-12-03 18:27",
                ["Camila Rocha"],
                VAREJO,
                "economy-with-table",
                upd="2026-12-03 20:05",
                desk="v1 — São Paulo",
                section="Economia",
                chapeu="Varejo",
                dek="Rede de móveis e eletrodomésticos teve prejuízo de R$ 86 milhões no terceiro trimestre e vai apostar em lojas menores e no comércio eletrônico.",
            )
        )
        add(
            self.st(
                "dengue",
                "/sp/campinas-regiao/noticia/2026/12/04/campinas-confirma-alta-de-40percent-nos-casos-de-dengue-e-amplia-mutiroes.ghtml",
                "Campinas confirma alta de 40% nos casos de dengue e amplia mutirões em 9 bairros",
                "2026-12-04 12:48",
                ["Juliana Prado"],
                DENGUE,
                "regional-no-jsonld",
                desk="v1 Campinas e Região",
                section="Campinas e Região",
                chapeu="Saúde",
                ld=None,
                dek="Foram 1.184 casos confirmados em novembro; ações de retirada de criadouros passam a ocorrer também aos sábados.",
            )
        )
        add(
            self.st(
                "blog",
                "/sp/sao-paulo/blog/mariana-teles/post/2026/12/04/vereadores-devem-adiar-votacao-do-orcamento-de-sp.ghtml",
                "Vereadores devem adiar votação do Orçamento de SP para a próxima semana",
                "2026-12-04 16:30",
                ["Mariana Teles"],
                BLOG,
                "blog-post-local-offset",
                desk="",
                blog=True,
                section="Blog da Mariana Teles",
                chapeu="Blog da Mariana Teles",
                ld="local",
            )
        )
        add(
            self.st(
                "festival",
                "/sp/santos-regiao/noticia/2026/12/03/santos-anuncia-festival-de-verao-com-30-shows-gratuitos-na-orla-veja-a-programacao.ghtml",
                "Santos anuncia festival de verão com 30 shows gratuitos na orla; veja a programação",
                "2026-12-03 18:02",
                ["Lucas Andrade"],
                FESTIVAL,
                "regional-schedule-list",
                desk="v1 Santos",
                section="Santos e Região",
                chapeu="Verão 2027",
                dek="Apresentações vão de 26 de dezembro a 1º de fevereiro em dois palcos, no Gonzaga e na Ponta da Praia.",
            )
        )
        add(
            self.st(
                "decimo",
                "/trabalho-e-carreira/noticia/2026/12/04/13o-salario-segunda-parcela-deve-ser-paga-ate-18-de-dezembro-veja-como-calcular.ghtml",
                "13º salário: segunda parcela deve ser paga até 18 de dezembro; veja como calcular",
                "2026-12-04 06:00",
                ["Camila Rocha"],
                DECIMO,
                "explainer-intertitles",
                upd="2026-12-04 10:12",
                comments=[
                    (
                        "Sérgio A.",
                        "Empresa pequena também tem que antecipar? Aqui ninguém falou nada ainda.",
                        "há 9 horas",
                    ),
                    (
                        "Paula R.",
                        "Ótima explicação, finalmente entendi por que a segunda parcela vem menor.",
                        "há 12 horas",
                    ),
                ],
                desk="v1",
                section="Trabalho e Carreira",
                chapeu="13º salário",
                dek="Como o dia 20 cai em um domingo, empresas precisam antecipar o depósito. Saiba quem tem direito e quais descontos incidem.",
            )
        )

    # ---- boxes inside stories (never body)
    def box(self, name: str, arg: str) -> str:
        if name == "video":
            return (
                f'<div class="mc-column content-media content-media--video"><div class="content-video" data-video-id="13184522">'
                f'<div class="video-player__placeholder"><img src="{IMG}/video-13184522.jpg" alt=""></div></div>'
                f'<p class="content-video__description">{self.a("video", "VÍDEO: " + arg, "content")}</p></div>'
            )
        if name == "leia":
            items = "".join(
                f'<li><a class="theme-color-primary" href="{esc(self.href(k))}">{esc(self.docs[k].title)}</a></li>'
                for k in arg.split()
            )
            for k in arg.split():
                self.a(k, self.docs[k].title, "content")  # record the link
            return f'<div class="mc-column content-unordered-list"><p class="content-text__container"><strong>LEIA TAMBÉM:</strong></p><ul>{items}</ul></div>'
        if name == "whats":
            return (
                '<div class="mc-column content-text active-extra-styles"><p class="content-text__container">'
                f'<strong>📲 Receba no WhatsApp as notícias do {esc(arg)}</strong> — <a href="https://whatsapp.com/channel/v1vertice">entre no canal</a></p></div>'
            )
        raise KeyError(name)

    def fig(self, alt: str, cap: str) -> str:
        caption, _, credit = cap.partition(" — ")
        return (
            f'<div class="mc-column content-media content-media--image"><figure class="content-media-figure"><img class="content-media-image" src="{IMG}{img(alt)}" alt="{esc(alt)}">'
            f'<figcaption class="content-media__description"><span class="content-media__description__caption">{esc(caption)}</span> <span class="content-media__description__credit">— {esc(credit)}</span></figcaption></figure></div>'
        )

    def blocks(self, doc: Doc) -> str:
        return blocks_html(
            self,
            doc.blocks,
            p='<div class="mc-column content-text active-extra-styles"><p class="content-text__container">{}</p></div>',
            h='<div class="mc-column content-intertitle"><{tag} class="content-intertitle">{}</{tag}></div>',
            ul='<div class="mc-column content-unordered-list"><{tag}>{}</{tag}></div>',
            table="content-table",
            fig=self.fig,
            x=self.box,
        )

    # ---- frame
    def head_ld(self, doc: Doc) -> str:
        when = doc.extra.get("when", "")
        if doc.kind == "video":
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": iso_utc(when, OFF, ms=True),
                "thumbnailUrl": f"{IMG}/video-13184522.jpg",
                "duration": "PT1M04S",
            }
        elif doc.kind == "gallery":
            ld = {
                "@context": "https://schema.org",
                "@type": "ImageGallery",
                "name": doc.title,
                "datePublished": iso_utc(when, OFF, ms=True),
            }
        elif doc.is_article and doc.extra.get("ld"):
            mode = doc.extra["ld"]
            upd = doc.extra.get("upd") or when
            conv = (lambda w: iso_utc(w, OFF, ms=True)) if mode == "utc" else (lambda w: iso_local(w, OFF))
            author = [
                {"@type": "Person", "name": a, "url": self.url("author") if a == "Camila Rocha" else None}
                for a in doc.authors
            ]
            for a in author:
                if a["url"] is None:
                    del a["url"]
            ld = {
                "@context": "https://schema.org",
                "@type": "BlogPosting" if doc.extra.get("blog") else "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "image": {"@type": "ImageObject", "url": f"{IMG}/{doc.key}-1200x675.jpg", "width": 1200, "height": 675},
                "datePublished": conv(when),
                "dateModified": conv(upd),
                "author": author or {"@type": "Organization", "name": "Redação v1"},
                "publisher": {
                    "@type": "Organization",
                    "name": "v1",
                    "logo": {"@type": "ImageObject", "url": "https://s3.vertice-static.test/v1/logo-v1-600x60.png"},
                },
            }
        else:
            ld = {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": "v1",
                "url": self.origin + "/",
                "potentialAction": {
                    "@type": "SearchAction",
                    "target": self.origin + "/busca/?q={search_term_string}",
                    "query-input": "required name=search_term_string",
                },
            }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        region = doc.section or "São Paulo"
        title = f"{doc.title} | {region} | v1" if doc.key != "home" else "v1 - O portal de notícias do Vértice"
        og_type = (
            "article"
            if doc.is_article or doc.kind == "gallery"
            else ("video.other" if doc.kind == "video" else "website")
        )
        metas = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Notícias de São Paulo, do Brasil e do mundo.")}">',
            '<meta property="og:site_name" content="v1">',
            f'<meta property="og:type" content="{og_type}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            f'<meta property="og:image" content="{IMG}/{doc.key}-1200x675.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@v1vertice">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            metas.append(f'<link rel="amphtml" href="{self.origin}/google/amp{doc.path}">')
        metas.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        metas.append(self.head_ld(doc))
        settings = {
            "SITE_ID": "v1",
            "CHANNEL": {"name": region, "path": doc.path.split("/noticia/")[0] if "/noticia/" in doc.path else "/"},
            "PAGE_TYPE": "materia" if doc.is_article else doc.kind,
            "CDA_ENV": "prod",
            "ADS": {"site": "v1", "area": "sp"},
        }
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav", "class=" + chr(34) + "menu-item-link" + chr(34))}</li>'
            for k, t in (
                ("home", "Início"),
                ("sp", "São Paulo"),
                ("tag", "Trânsito"),
                ("video", "Vídeos"),
                ("search", "Busca"),
            )
        ) + "".join(
            f'<li class="menu-item"><a class="menu-item-link" href="{u}">{t}</a></li>'
            for u, t in (
                ("/economia/", "Economia"),
                ("/politica/", "Política"),
                ("/sp/campinas-regiao/", "Campinas e Região"),
                ("/sp/santos-regiao/", "Santos e Região"),
                ("/trabalho-e-carreira/", "Trabalho e Carreira"),
                ("/mundo/", "Mundo"),
                ("/saude/", "Saúde"),
                ("/educacao/", "Educação"),
                ("/previsao-do-tempo/", "Previsão do tempo"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="pt-br">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="preconnect" href="https://s3.vertice-static.test">
<link rel="stylesheet" href="https://s3.vertice-static.test/libs/v1/css/main.3f2a91.css">
<style>/*PAD*/</style>
<script>window.cdaaas={{"SETTINGS":{json.dumps(settings, ensure_ascii=False)}}};</script>
<script async src="https://s3.vertice-static.test/libs/horizon/horizon-client.min.js"></script>
</head>
<body class="glb-skin-v1 {"materia" if doc.is_article else "capa"}">
<div id="barra-vertice" class="barra-vertice"><a href="https://www.vertice.test/">vertice.test</a> <a href="https://esporte.vertice.test/">esporte</a> <a href="https://tv.vertice.test/">tv</a> <a href="https://play.vertice.test/">play</a> <a href="https://login.vertice.test/login?url={esc(self.url(doc.key))}">entrar</a></div>
<header id="header-produto" class="header-navegacao">
<div class="header-menu"><button class="header-menu-button" aria-label="menu">MENU</button></div>
<div class="header-title">{self.a("home", "v1", "nav", 'class="header-title-link"')}<span class="header-editoria--link">{esc(region)}</span></div>
<form class="header-search" action="/busca/" method="get"><input type="search" name="q" placeholder="BUSCAR"></form>
</header>
<nav id="menu-rendered" class="menu-rendered"><ul class="menu-root">{nav}</ul></nav>
<main id="glb-corpo" class="glb-corpo">
{main}
</main>
<footer class="footer">
<div class="footer__products"><span>v1</span> {self.a("sp", "São Paulo", "footer")} <a href="/sp/campinas-regiao/">Campinas</a> <a href="/sp/santos-regiao/">Santos</a> <a href="/economia/">Economia</a> <a href="/politica/">Política</a> <a href="/podcasts/">Podcasts</a> <a href="/rss/v1/">RSS</a></div>
<div class="footer__links">{self.a("about", "Sobre o v1", "footer")} · {self.a("privacy", "Política de Privacidade", "footer")} · <a href="https://anuncie.vertice.test/">Anuncie</a> · <a href="https://trabalheconosco.vertice.test/">Trabalhe conosco</a> · <a href="mailto:faleconosco@v1.vertice.test">Fale com o v1</a></div>
<p class="footer__copyright">© Copyright 2000-2026 Vértice Comunicação e Participações S.A.</p>
</footer>
<div class="cookie-banner-lgpd" id="cookie-banner-lgpd"><p class="cookie-banner-lgpd_text">Usamos cookies e tecnologias semelhantes para melhorar sua experiência, personalizar publicidade e recomendar conteúdo de seu interesse. Ao continuar navegando, você concorda com esse monitoramento. Saiba mais na nossa {self.a("privacy", "Política de Privacidade", "footer")}.</p><button class="cookie-banner-lgpd_accept-button">PROSSEGUIR</button></div>
<script src="https://s3.vertice-static.test/libs/v1/js/main.3f2a91.js" defer></script>
<script>(function(w,d){{w.dataLayer=w.dataLayer||[];w.dataLayer.push({{"event":"pageview","page_type":"{"materia" if doc.is_article else doc.kind}"}});var s=d.createElement("script");s.async=true;s.src="https://metrics.vertice.test/tag.js?site=v1";d.head.appendChild(s);}})(window,document);</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("redacao"):
            return '<p class="content-publication-data__from" title="Por Redação">Por Redação</p>'
        names = [
            self.a("author", a, "byline", 'class="multi_signatures"') if a == "Camila Rocha" else esc(a)
            for a in doc.authors
        ]
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " e " + names[-1]
        plain_names = doc.authors[0] if len(doc.authors) == 1 else ", ".join(doc.authors[:-1]) + " e " + doc.authors[-1]
        desk = doc.extra.get("desk", "")
        tail = f", {esc(desk)}" if desk else ""
        return f'<p class="content-publication-data__from" title="Por {esc(plain_names)}{tail}">Por {joined}{tail}</p>'

    def story_main(self, doc: Doc) -> str:
        when = doc.extra["when"]
        upd = doc.extra.get("upd")
        times = f'<time itemprop="datePublished" datetime="{iso_utc(when, OFF, ms=True)}">{stamp(when)}</time>'
        if upd:
            times += f' <span class="content-publication-data__updated-text">Atualizado <time itemprop="dateModified" datetime="{iso_utc(upd, OFF, ms=True)}">{ago(upd)}</time></span>'
        share = (
            '<div class="content-share-bar"><ul class="content-share-bar__list">'
            f'<li><a class="content-share-bar__facebook" href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a></li>'
            f'<li><a class="content-share-bar__twitter" href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a></li>'
            f'<li><a class="content-share-bar__whatsapp" href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a></li>'
            f'<li><a class="content-share-bar__email" href="mailto:?subject={esc(doc.title)}">E-mail</a></li></ul></div>'
        )
        blog_head = ""
        if doc.extra.get("blog"):
            blog_head = (
                '<div class="blog-header"><img class="blog-header__avatar" src="https://s2.vertice-img.test/blogs/mariana-teles-avatar.png" alt="Mariana Teles">'
                '<div class="blog-header__title"><a href="/sp/sao-paulo/blog/mariana-teles/">Blog da Mariana Teles</a></div>'
                '<p class="blog-header__description">Bastidores da política paulistana: Câmara Municipal, prefeitura e Assembleia Legislativa.</p></div>'
            )
        dek = (
            f'<div class="medium-centered subtitle"><h2 class="content-head__subtitle" itemprop="alternativeHeadline">{esc(doc.dek)}</h2></div>'
            if doc.dek
            else ""
        )
        tags = doc.extra.get("tags", [])
        ents = ""
        if tags:
            lis = "".join(
                f'<li class="entities__list-item">{self.a(k, t, "content", "class=" + chr(34) + "entities__list-itemLink" + chr(34))}</li>'
                for k, t in tags
            )
            ents = f'<div class="entities"><span class="entities__title">Tudo sobre</span><ul class="entities__list">{lis}</ul></div>'
        rel_keys = [k for k in ARTS if k != doc.key][:5]
        rel = "".join(
            f'<div class="bstn-related__item"><span class="bstn-related__chapeu">{esc(self.docs[k].extra.get("chapeu", ""))}</span>{self.a(k, self.docs[k].title, "related", "class=" + chr(34) + "bstn-related__link" + chr(34))}</div>'
            for k in rel_keys
        )
        comments = ""
        if doc.extra.get("comments"):
            items = "".join(
                f'<div class="comments__item"><span class="comments__author">{esc(who)}</span><p class="comments__text">{esc(what)}</p><span class="comments__time">{esc(t)}</span></div>'
                for who, what, t in doc.extra["comments"]
            )
            comments = (
                '<section class="comments" id="boxComentarios"><h3 class="comments__title">Comentários</h3><p class="comments__disclaimer">Os comentários são de responsabilidade exclusiva de seus autores e não representam a opinião deste site. Se achar algo que viole os termos de uso, denuncie.</p>'
                f'{items}<a class="comments__more" href="https://comentarios.vertice.test/?url={esc(self.url(doc.key))}">Ver todos os comentários</a></section>'
            )
        return f"""<div class="mc-article-header">
{blog_head}
<div class="title"><h1 class="content-head__title" itemprop="headline">{esc(doc.title)}</h1></div>
{dek}
<div class="content-publication-data"><div class="content-publication-data__text">
{self.byline(doc)}
<p class="content-publication-data__updated">{times}</p>
</div></div>
{share}
</div>
<article itemprop="articleBody" class="mc-body theme">
{self.blocks(doc)}
</article>
{ents}
<div class="mc-column content-footer"><p class="content-footer__disclaimer">Quer receber as notícias mais importantes do dia? Assine a newsletter do v1 e receba um resumo toda manhã.</p><a class="content-footer__newsletter" href="https://newsletter.vertice.test/v1">Assinar</a></div>
<section class="bstn-related"><h3 class="bstn-related__title">Veja também</h3>{rel}</section>
<section class="videos-mais-assistidos"><h3>VÍDEOS: mais assistidos do v1 nos últimos 7 dias</h3><ul><li>{self.a("video", self.docs["video"].title, "aside")}</li><li><a href="/sp/sao-paulo/video/incendio-atinge-galpao-na-zona-leste-13179011.ghtml">Incêndio atinge galpão na Zona Leste</a></li><li><a href="/economia/video/como-funciona-o-novo-pix-parcelado-13177320.ghtml">Como funciona o novo Pix parcelado</a></li></ul></section>
{comments}"""

    def feed_item(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        when = d.extra.get("when", NOW)
        chapeu = d.extra.get("chapeu") or {"video": "Vídeo", "gallery": "Fotos"}.get(d.kind, "")
        resumo = f'<div class="feed-post-body-resumo"><p>{esc(d.dek)}</p></div>' if d.dek else ""
        pic = ""
        if d.kind in ("video", "gallery") or d.key in ("chuva", "metro", "decimo"):
            pic = f'<div class="feed-media-wrapper"><a href="{esc(self.href(k))}" class="feed-post-figure-link" aria-hidden="true"><img class="bstn-fd-picture-image" src="{IMG}/{d.key}-304x171.jpg" alt="{esc(d.title)}"></a></div>'
        return (
            f'<div class="bastian-feed-item"><div class="feed-post bstn-item-shape type-{"materia" if d.is_article else d.kind}"><div class="feed-post-body">'
            f'<div class="feed-post-header"><span class="feed-post-header-chapeu">{esc(chapeu)}</span></div>{pic}'
            f'<div class="feed-post-body-title gui-color-primary"><div class="_evt"><h2>{self.a(k, d.title, zone, "class=" + chr(34) + "feed-post-link gui-color-primary gui-color-hover" + chr(34))}</h2></div></div>{resumo}'
            f'<div class="feed-post-metadata"><span class="feed-post-datetime">{ago(when).capitalize()}</span> <span class="feed-post-metadata-section"> {esc(d.section or "São Paulo")} </span></div>'
            "</div></div></div>"
        )

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            items = "".join(
                f'<li class="widget widget--card widget--info"><div class="widget--info__text-container">{self.a(k, self.docs[k].title, "content", "class=" + chr(34) + "widget--info__title" + chr(34))}'
                f'<p class="widget--info__description">{esc(self.lede(self.docs[k]))}</p><div class="widget--info__meta">{ago(self.docs[k].extra.get("when", NOW))}</div></div></li>'
                for k in doc.extra["list"]
            ) + "".join(
                f'<li class="widget widget--card widget--info"><div class="widget--info__text-container"><a href="{u}" class="widget--info__title">{esc(t)}</a><div class="widget--info__meta">{esc(sec)}</div></div></li>'
                for u, t, sec in extras(doc.key, doc.kind, EXTRA)
            )
            return f"""<div class="search-page"><h1 class="search-title">{esc(doc.title)}</h1>
<form class="search-form" action="/busca/"><input type="search" name="q" value="chuva"><button>Buscar</button></form>
<div class="search-filters"><a href="/busca/?q=chuva&amp;order=recent">mais recentes</a> <a href="/busca/?q=chuva&amp;order=relevant">mais relevantes</a> <a href="/busca/?q=chuva&amp;species=videos">vídeos</a></div>
<p class="results__count">Resultados para "chuva"</p>
<ul class="results__list">{items}</ul>
<div class="pagination"><a href="/busca/?q=chuva&amp;page=2">Próxima</a></div></div>"""
        feed = "".join(self.feed_item(k) for k in doc.extra["list"]) + "".join(
            f'<div class="bastian-feed-item"><div class="feed-post bstn-item-shape type-materia"><div class="feed-post-body"><div class="feed-post-body-title gui-color-primary"><div class="_evt"><h2><a href="{u}" class="feed-post-link gui-color-primary gui-color-hover">{esc(t)}</a></h2></div></div><div class="feed-post-metadata"><span class="feed-post-datetime">Há {3 + i * 2} horas</span> <span class="feed-post-metadata-section"> {esc(sec)} </span></div></div></div></div>'
            for i, (u, t, sec) in enumerate(extras(doc.key, doc.kind, EXTRA))
        )
        head = ""
        if doc.kind == "author":
            head = '<div class="author-profile"><img src="https://s2.vertice-img.test/equipe/camila-rocha.jpg" alt="Camila Rocha"><p class="author-profile__bio">Repórter de economia do v1 em São Paulo. Cobre varejo, mercado de trabalho e finanças pessoais.</p></div>'
        elif doc.kind == "tag":
            head = '<p class="topic-description">Notícias sobre o trânsito, o transporte público e as obras viárias na capital paulista.</p>'
        more = ""
        if doc.extra.get("more") and doc.key != "home":
            more = f'<div class="load-more gui-color-primary-bg">{self.a(doc.extra["more"], "Veja mais", "pagination")}</div>'
        elif doc.key == "sp2":
            more = f'<div class="pagination">{self.a("sp", "Página anterior", "pagination")} <a href="/sp/sao-paulo/index/feed/pagina-3.ghtml">Veja mais</a></div>'
        elif doc.key == "home":
            more = f'<div class="load-more">{self.a("sp", "Mais notícias de São Paulo", "content")}</div><div class="home-topics"><h3>Assuntos</h3>{self.a("tag", "Trânsito em São Paulo", "content")} {self.a("author", "Camila Rocha", "content")} {self.a("search", "Busca", "content")}</div>'
        h1 = (
            f'<h1 class="header-title header-title--{doc.kind}">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="sr-only">v1</h1>'
        )
        return f'<div class="_b"><div class="bastian-page">{h1}{head}<div class="_evg">{feed}</div>{more}</div></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            when = doc.extra["when"]
            more = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("chuva", "fotos", "metro"))
            return f"""<div class="video-page"><div id="player-13184522" class="video-player" data-video-id="13184522"><img src="{IMG}/video-13184522.jpg" alt=""></div>
<div class="video-info"><h1 class="video-info__title">{esc(doc.title)}</h1>
<p class="video-info__description">{esc(doc.blocks[0][1])}</p>
<p class="video-info__date">{stamp(when)} · Duração: 1 min</p></div>
<div class="video-share"><a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">Compartilhar</a></div>
<section class="video-playlist"><h2>Mais vídeos e notícias</h2><ul>{more}<li><a href="/sp/sao-paulo/video/incendio-atinge-galpao-na-zona-leste-13179011.ghtml">Incêndio atinge galpão na Zona Leste</a></li></ul></section></div>"""
        if doc.kind == "gallery":
            when = doc.extra["when"]
            pics = "".join(
                f'<div class="gallery-item"><figure><img src="{IMG}/galeria-temporal-{i:02d}.jpg" alt="{esc(c)}"><figcaption><span class="gallery-caption">{esc(c)}</span> <span class="gallery-credit">— Foto: {esc(cr)}</span></figcaption></figure><span class="gallery-counter">{i + 1}/{len(doc.extra["photos"])}</span></div>'
                for i, (c, cr) in enumerate(doc.extra["photos"])
            )
            return f"""<div class="mc-article-header"><div class="title"><h1 class="content-head__title">{esc(doc.title)}</h1></div>
<div class="content-publication-data"><p class="content-publication-data__from">Por v1 SP</p><p class="content-publication-data__updated"><time datetime="{iso_utc(when, OFF, ms=True)}">{stamp(when)}</time></p></div></div>
<div class="gallery" data-gallery-id="88213">{pics}</div>
<div class="gallery-related"><p>Entenda o que aconteceu: {self.a("chuva", self.docs["chuva"].title, "related")}</p></div>"""
        body = "\n".join(
            f"<h2>{esc(b[1])}</h2>"
            if b[0] == "h2"
            else (f"<ul>{''.join(f'<li>{esc(i)}</li>' for i in b[1])}</ul>" if b[0] == "ul" else f"<p>{esc(b[1])}</p>")
            for b in doc.blocks
        )
        return f'<div class="institucional"><h1 class="institucional__title">{esc(doc.title)}</h1>\n{body}\n</div>'
