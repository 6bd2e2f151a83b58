# ruff: noqa: E501 (page texts and markup are long literal lines; Portuguese typography is deliberate)
"""Folha do Litoral: a Santos daily on a **home-made PHP portal from 2008** still running in 2026: a 1000-pixel
**layout table** (`coluna_principal`, `coluna_direita`), `<font face="Verdana">` and `<center>` everywhere, a red
`<font class="chapeu">` kicker, `titulo_noticia`, `linha_fina`, `texto_noticia`; URLs `/noticia/48213/<slug>`,
`/colunas/<colunista>/48201/<slug>`, `/cidades/?pag=2`, `/tags/<tag>`, `/busca/?q=`, `/tv/?video=311`. Brazilian
Portuguese, São Paulo time (-03:00).

The server sends `Content-Type: text/html; charset=UTF-8` and the bytes are UTF-8, but the 2008 template still says
`<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">`: **the header contradicts the meta** (the
header is right). Stories come in the markup of the editor that wrote them: paragraphs made of **`<br /><br />` inside
one `<div>`** (two stories), **unclosed `<p>`** (the port story, which also leaves a `<div class="foto">` open),
paragraphs wrapped in `<font>` with a `<center>`ed photo, closed `<p>`. An ad server pastes **a whole second
`<html><head>…</head><body>…</body></html>`** into the middle of the surf story. Scripts use `//<![CDATA[`.

Dates print "Publicado em 04/12/2026 às 08h12 | Atualizado em 04/12/2026 às 19h47". JSON-LD only on six stories and
messy: a naive "2026-12-04 08:12:00" without zone, UTC stamps that cross midnight (the fire at 23h10 on 4 Dec is
02:10Z on 5 Dec; the football at 21h55 on 3 Dec is 00:55Z on 4 Dec), the agency as a Person ("Agência SP"), the site
as author of a credited interview. Credits: "Da Redação", "Da Agência SP", "Texto: … | Fotos: …", "Por …, com
informações da Polícia Militar". One story URL answers with the page head, the headline and then **PHP warnings and a
fatal error** (status 200): an error page."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.folhadolitoral.test"
ARTS = ["ressaca", "porto", "coluna", "agencia", "balsa", "incendio", "entrevista", "esporte"]
DIAS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
VERDANA = 'face="Verdana, Arial, Helvetica, sans-serif"'
LISTA = 'class="titulo_lista"'


def br_date(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    h, mi = time.split(":")
    return f"{d}/{m}/{y} às {h}h{mi}"


class Folha(Base):
    origin = ORIGIN
    name = "Folha do Litoral"
    prefix = "fdl"
    language = "pt"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "fdl",
            [
                "#topo",
                "#menu a",
                ".titulo_noticia",
                ".linha_fina",
                "#texto_noticia",
                ".chapeu",
                "#coluna_direita .box",
                ".mais_lidas li",
                "#rodape",
                "#lgpd",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Folha do Litoral",
                "php-table-layout-home",
                list=["ressaca", "balsa", "porto", "incendio", "agencia", "esporte"],
            )
        )
        add(
            page(
                "cidades",
                "/cidades/",
                "section",
                "Cidades",
                "editoria-table-layout",
                list=["ressaca", "balsa", "porto", "incendio"],
                more="cidades2",
            )
        )
        add(page("cidades2", "/cidades/?pag=2", "section", "Cidades", "editoria-pag-2", list=["agencia", "entrevista"]))
        add(page("tag", "/tags/ressaca", "tag", "Notícias sobre: ressaca", "tag-list", list=["ressaca", "balsa"]))
        add(
            page(
                "colunista",
                "/colunistas/marcos-vinicius-tavares/",
                "author",
                "Marcos Vinícius Tavares",
                "colunista-page",
                list=["coluna"],
                bio="Jornalista e historiador, é autor de três livros sobre a história de Santos. Escreve na Folha do Litoral às sextas-feiras.",
            )
        )
        add(
            page(
                "busca",
                "/busca/?q=balsa",
                "search",
                "Resultado da busca por: balsa",
                "busca-results",
                list=["balsa", "ressaca"],
            )
        )
        add(
            page(
                "video",
                "/tv/?video=311",
                "video",
                "Vídeo: ondas invadem a avenida na Ponta da Praia",
                "tv-folha-youtube-embed",
                caption="Imagens feitas por leitores mostram a água do mar sobre a Avenida Almirante Saldanha da Gama na madrugada desta sexta-feira.",
            )
        )
        add(
            page(
                "erro",
                "/noticia/48190/camara-de-sao-vicente-aprova-reajuste-da-tarifa-de-onibus",
                "error",
                "Câmara de São Vicente aprova reajuste da tarifa de ônibus",
                "php-fatal-error-after-headline-200",
                local="2026-12-03 16:40",
            )
        )
        add(
            page(
                "mare",
                "/mare/",
                "live-data",
                "Tábua de marés - Porto de Santos",
                "tide-table",
                rows=[
                    ("Sex 04/12", "02h47 - 1,6 m", "09h12 - 0,1 m", "15h20 - 1,4 m", "21h38 - 0,2 m"),
                    ("Sáb 05/12", "03h31 - 1,5 m", "09h58 - 0,1 m", "16h02 - 1,4 m", "22h19 - 0,3 m"),
                    ("Dom 06/12", "04h15 - 1,4 m", "10h44 - 0,2 m", "16h45 - 1,3 m", "23h01 - 0,3 m"),
                    ("Seg 07/12", "05h02 - 1,3 m", "11h33 - 0,3 m", "17h30 - 1,2 m", "23h47 - 0,4 m"),
                    ("Ter 08/12", "05h55 - 1,2 m", "12h27 - 0,4 m", "18h21 - 1,1 m", "-"),
                ],
            )
        )
        add(
            page(
                "expediente",
                "/expediente.php",
                "about",
                "Expediente",
                "expediente-imprint",
                [
                    "A Folha do Litoral é publicada pela Editora Litoral Paulista Ltda. desde 1987.",
                    "- Diretor de Redação: Otávio Bastos",
                    "- Editora-chefe: Cláudia Menezes",
                    "- Editor de Cidades: Paulo Roberto Sales",
                    "- Editor de Esportes: Bruno Mattos",
                    "- Redação: Rua Amador Bueno, 333, Centro, Santos - SP, CEP 11013-153",
                    "- Telefone: (13) 3219-5500 - E-mail: redacao@folhadolitoral.test",
                    "Os artigos assinados não refletem necessariamente a opinião do jornal.",
                ],
            )
        )

        add(
            story(
                "ressaca",
                "/noticia/48213/ressaca-atinge-orla-de-santos-e-derruba-muretas-na-ponta-da-praia",
                "Ressaca atinge orla de Santos e derruba muretas na Ponta da Praia",
                "2026-12-04",
                "2026-12-04 08:12:00",
                br_date("2026-12-04 08:12"),
                ["Renata Figueiredo"],
                [
                    "A ressaca que atinge o litoral paulista desde a noite de quinta-feira (3) provocou estragos na orla de Santos. Na madrugada desta sexta-feira (4), ondas de até 2,5 metros invadiram a Avenida Almirante Saldanha da Gama, na Ponta da Praia, e derrubaram cerca de 40 metros da mureta que separa o calçadão da faixa de areia.",
                    "O trecho entre o Canal 6 e o Aquário Municipal precisou ser interditado para veículos por volta das 3h. A água do mar chegou a cobrir a pista e invadiu a garagem de ao menos dois prédios residenciais, segundo a Defesa Civil.",
                    "“Nunca vi a água chegar tão longe. Acordei com o barulho e, quando desci, o mar já estava na porta da garagem”, contou o aposentado Wilson Pereira, de 71 anos, morador da avenida há mais de três décadas.",
                    "RAW:ad",
                    "De acordo com a Marinha, a ressaca é provocada por um ciclone extratropical que se formou na costa do Rio Grande do Sul e se desloca em direção ao oceano. O fenômeno coincide com a maré de sizígia, quando as marés atingem seus níveis mais altos, o que potencializa o avanço do mar.",
                    "A Prefeitura de Santos informou que equipes da Secretaria de Serviços Públicos trabalham desde o início da manhã na limpeza da pista e na retirada dos blocos de concreto. A previsão é que a avenida seja liberada ao longo da tarde, mas o trecho da mureta danificada permanecerá isolado até a conclusão do reparo.",
                    "A [[balsa|travessia de balsas entre Santos e Guarujá]] chegou a ser suspensa por duas horas durante a madrugada e operou com intervalos maiores ao longo do dia.",
                    "A Defesa Civil mantém o alerta para ressaca até a manhã de sábado (5) e recomenda que a população evite a faixa de areia, a prática de esportes náuticos e a pesca em costões e na mureta da Ponta da Praia.",
                    "Atualização às 19h47: a Avenida Almirante Saldanha da Gama foi totalmente liberada ao tráfego no fim da tarde. O reparo da mureta deve levar cerca de 15 dias, segundo a prefeitura.",
                ],
                "br-paragraphs-in-one-div-second-html-body-from-ad-server",
                section="Cidades",
                dek="Ondas de até 2,5 metros invadiram a Avenida Almirante Saldanha da Gama na madrugada; Defesa Civil mantém alerta até sábado",
                local="2026-12-04 08:12",
                updated="2026-12-04 19:47",
                ld="naive",
                fmt="br",
                chapeu="CIDADES",
            )
        )
        add(
            story(
                "porto",
                "/noticia/48209/porto-de-santos-bate-recorde-de-movimentacao-em-novembro",
                "Porto de Santos bate recorde de movimentação em novembro",
                "2026-12-04",
                None,
                br_date("2026-12-04 10:30"),
                [],
                [
                    "O Porto de Santos registrou em novembro o maior volume de cargas já movimentado em um mês de novembro desde o início da série histórica. Segundo balanço divulgado nesta sexta-feira (4) pela Autoridade Portuária de Santos (APS), o complexo movimentou 16,2 milhões de toneladas, alta de 7,4% em relação ao mesmo mês do ano passado.",
                    "O desempenho foi puxado pelas exportações de açúcar e de milho, que cresceram 18% e 23%, respectivamente. A movimentação de contêineres também avançou e chegou a 462 mil TEUs (unidade equivalente a um contêiner de 20 pés).",
                    "No acumulado do ano, o porto soma 168,9 milhões de toneladas, o que indica que 2026 deve superar o recorde anual registrado em 2025.",
                    "T: Carga | Nov/2025 | Nov/2026 | Variação",
                    "T: Açúcar | 2,9 mi t | 3,4 mi t | +18%",
                    "T: Milho | 1,7 mi t | 2,1 mi t | +23%",
                    "T: Soja | 1,1 mi t | 1,0 mi t | -9%",
                    "T: Contêineres | 441 mil TEUs | 462 mil TEUs | +4,8%",
                    "Para o diretor-presidente da APS, Ricardo Moura, o resultado reflete os investimentos em dragagem e na ampliação dos terminais da margem esquerda. “Estamos operando perto da capacidade máxima em alguns terminais, o que reforça a urgência das obras do túnel Santos-Guarujá e da nova entrada de caminhões”, afirmou.",
                    "Caminhoneiros, no entanto, relatam filas de até seis horas na entrada da margem direita nos dias de maior movimento. A APS diz que o novo sistema de agendamento, que entra em operação em fevereiro, deve reduzir o tempo de espera.",
                ],
                "unclosed-p-and-div-data-table-no-jsonld",
                section="Cidades",
                dek="Complexo movimentou 16,2 milhões de toneladas no mês, alta de 7,4% em relação a novembro de 2025",
                local="2026-12-04 10:30",
                og="2026-12-04T10:30:00-03:00",
                fmt="open-p",
                desk="Da Redação",
                chapeu="ECONOMIA",
            )
        )
        add(
            story(
                "coluna",
                "/colunas/marcos-vinicius-tavares/48201/o-bonde-que-santos-esqueceu",
                "O bonde que Santos esqueceu",
                "2026-12-04",
                "2026-12-04T06:00:00-03:00",
                "04/12/2026",
                ["Marcos Vinícius Tavares"],
                [
                    "Quem passa hoje pela Praça Mauá e vê o bonde turístico fazendo a volta no Centro Histórico talvez não imagine que, até 1971, Santos tinha uma das maiores redes de bondes elétricos do país. Eram mais de 60 quilômetros de trilhos, que ligavam o Valongo ao José Menino, o Macuco à Vila Mathias.",
                    "Meu avô foi motorneiro da linha 19 por vinte e dois anos. Contava que conhecia cada passageiro pelo nome e que, nos dias de chuva, esperava as professoras do Grupo Escolar descerem a ladeira antes de seguir viagem. Havia uma cidade inteira dentro daqueles vagões abertos.",
                    "Os bondes foram desaparecendo aos poucos, em nome da modernidade e do automóvel. Os trilhos foram cobertos de asfalto, os postes arrancados, as garagens vendidas. Sobrou a memória, e sobraram algumas fotografias amareladas nos arquivos da Fundação Arquivo e Memória.",
                    "Agora a prefeitura anuncia a ampliação da linha turística até o Museu Pelé. É uma boa notícia, mas é pouco. Uma cidade que discute há vinte anos o VLT, que vê seus canais congestionados todas as manhãs, deveria olhar para trás com menos nostalgia e mais método.",
                    "O bonde não era só um charme. Era transporte de massa, barato, elétrico e silencioso, tudo aquilo que hoje os técnicos recomendam como solução. Santos teve isso e jogou fora. O mínimo que podemos fazer é não esquecer.",
                ],
                "column-font-tags-writer-tail",
                section="Colunas",
                local="2026-12-04 06:00",
                ld="article",
                fmt="font",
                column=True,
                tail="*Marcos Vinícius Tavares é jornalista e historiador. Escreve às sextas-feiras.",
            )
        )
        add(
            story(
                "agencia",
                "/noticia/48205/governo-de-sp-libera-r-48-milhoes-para-obras-contra-enchentes-na-baixada-santista",
                "Governo de SP libera R$ 48 milhões para obras contra enchentes na Baixada Santista",
                "2026-12-03",
                "2026-12-03T17:20:00-03:00",
                br_date("2026-12-03 17:20"),
                [],
                [
                    "O Governo do Estado de São Paulo anunciou nesta quinta-feira (3) a liberação de R$ 48 milhões para obras de macrodrenagem em quatro cidades da Baixada Santista. Os recursos serão aplicados em Santos, São Vicente, Cubatão e Praia Grande, municípios que registraram alagamentos graves nos últimos verões.",
                    "Em Santos, a maior parte do dinheiro vai para a construção de um reservatório de retenção na Zona Noroeste, região que sofre com enchentes sempre que a chuva forte coincide com a maré alta. A obra deve começar em março e tem prazo de 18 meses.",
                    "Em São Vicente, os recursos serão usados na limpeza e no alargamento do canal do Parque Bitaru. Cubatão receberá verba para a recuperação de comportas na Vila Natal, e Praia Grande, para a ampliação da rede de galerias no bairro Melvi.",
                    "Segundo a Secretaria de Meio Ambiente, Infraestrutura e Logística, os projetos foram escolhidos a partir de um mapeamento das áreas de maior risco feito em parceria com as prefeituras e com a Defesa Civil estadual.",
                    "Os convênios com os municípios devem ser assinados até o fim de dezembro.",
                ],
                "agency-credit-jsonld-person-agency",
                section="Cidades",
                dek="Recursos vão para obras de macrodrenagem em Santos, São Vicente, Cubatão e Praia Grande",
                local="2026-12-03 17:20",
                ld="agency",
                fmt="p",
                desk="Da Agência SP",
                chapeu="REGIÃO",
            )
        )
        add(
            story(
                "balsa",
                "/noticia/48211/travessia-de-balsas-entre-santos-e-guaruja-tem-espera-de-ate-2-horas",
                "Travessia de balsas entre Santos e Guarujá tem espera de até 2 horas",
                "2026-12-04",
                None,
                br_date("2026-12-04 14:05"),
                ["Carlos Eduardo Nunes"],
                [
                    "Quem precisou atravessar o canal do porto entre Santos e Guarujá nesta sexta-feira (4) enfrentou uma longa espera. Com a ressaca e os ventos fortes, a travessia de balsas operou com menos embarcações, e o tempo de espera para veículos chegou a duas horas no início da tarde, segundo o Departamento Hidroviário.",
                    "FIG: Fila de carros na Ponta da Praia à espera da balsa | Foto: Marina Prado",
                    "A fila de carros na Ponta da Praia se estendia por mais de um quilômetro pela Avenida Almirante Saldanha da Gama por volta das 13h. Do lado do Guarujá, no bairro de Vicente de Carvalho, a situação era semelhante.",
                    "Das oito balsas que normalmente fazem a travessia, apenas cinco estavam em operação. Duas embarcações passam por manutenção programada e uma terceira foi retirada de circulação por causa das condições do mar durante a madrugada.",
                    "“Saí do Guarujá às 11h para uma consulta em Santos marcada para o meio-dia. Vou perder a consulta”, reclamava a comerciária Sônia Alves, de 45 anos, dentro do carro parado na fila.",
                    "Para pedestres e ciclistas, a travessia por catraias e pela lancha funcionou normalmente, com intervalos de dez minutos.",
                    "O Departamento Hidroviário recomenda que os motoristas consultem o tempo de espera pelo aplicativo oficial antes de sair de casa e, se possível, usem a Rodovia Cônego Domênico Rangoni como alternativa.",
                ],
                "font-wrapped-paragraphs-center-photo-text-and-photo-credit",
                section="Cidades",
                dek="Ressaca e manutenção de embarcações reduziram a frota; fila se estendeu por mais de um quilômetro na Ponta da Praia",
                local="2026-12-04 14:05",
                fmt="font",
                byline="Texto: Carlos Eduardo Nunes | Fotos: Marina Prado",
                chapeu="TRÂNSITO",
            )
        )
        add(
            story(
                "incendio",
                "/noticia/48215/incendio-atinge-galpao-de-reciclagem-na-zona-noroeste-de-santos",
                "Incêndio atinge galpão de reciclagem na Zona Noroeste de Santos",
                "2026-12-04",
                "2026-12-05T02:10:00Z",
                br_date("2026-12-04 23:10"),
                ["Felipe Andrade"],
                [
                    "Um incêndio de grandes proporções atingiu um galpão de materiais recicláveis no bairro Jardim São Manoel, na Zona Noroeste de Santos, na noite desta sexta-feira (4). Não há registro de feridos.",
                    "O fogo começou por volta das 21h30 e pôde ser visto de vários pontos da cidade. Segundo o Corpo de Bombeiros, oito viaturas e 26 homens foram enviados ao local. Até as 23h, as chamas estavam controladas, mas as equipes continuavam o trabalho de rescaldo.",
                    "Moradores de casas vizinhas foram retirados por precaução. A Polícia Militar interditou um trecho da Avenida Brigadeiro Faria Lima para facilitar o acesso das viaturas.",
                    "De acordo com a PM, o galpão estava fechado no momento do incêndio. A causa ainda será investigada pela perícia.",
                    "A Defesa Civil vai vistoriar o imóvel e as construções vizinhas na manhã deste sábado (5).",
                ],
                "br-paragraphs-utc-jsonld-next-day",
                section="Cidades",
                dek="Fogo começou por volta das 21h30 no Jardim São Manoel; moradores vizinhos foram retirados",
                local="2026-12-04 23:10",
                ld="utc",
                fmt="br",
                byline="Por Felipe Andrade, com informações da Polícia Militar",
                chapeu="POLÍCIA",
            )
        )
        add(
            story(
                "entrevista",
                "/noticia/48207/a-pesca-artesanal-precisa-de-politica-publica-nao-de-homenagem",
                "“A pesca artesanal precisa de política pública, não de homenagem”",
                "2026-12-03",
                "2026-12-03T11:00:00-03:00",
                br_date("2026-12-03 11:00"),
                ["Juliana Castro"],
                [
                    "Filha e neta de pescadores da Praia do Góes, a bióloga Ana Lúcia Prado, de 39 anos, coordena há uma década um projeto de monitoramento da pesca artesanal no estuário de Santos. Nesta semana, ela lançou um levantamento que aponta queda de 40% no número de pescadores em atividade na região desde 2010. Ela falou à Folha sobre o futuro da atividade.",
                    "Q: Por que tantos pescadores abandonaram a profissão? || Por uma soma de fatores. O pescado diminuiu, o custo do óleo diesel subiu e a renda ficou imprevisível. Muitos filhos de pescadores preferiram trabalhar no porto ou no comércio, onde há carteira assinada.",
                    "Q: O que o levantamento mostra sobre o estuário? || Mostra que há áreas onde a pesca praticamente desapareceu, como o Largo do Caneu, por causa do assoreamento e da contaminação. Em outras, como a Barra de Santos, a atividade resiste, mas com muita dificuldade.",
                    "Q: A prefeitura acaba de criar o Dia do Pescador Artesanal. Isso ajuda? || É simbólico, e símbolo é importante. Mas a pesca artesanal precisa de política pública, não de homenagem. Precisamos de crédito, de um entreposto para vender o peixe sem atravessador e de fiscalização da pesca industrial perto da costa.",
                    "Q: Há espaço para o turismo nas comunidades? || Há, desde que seja feito com as comunidades e não apesar delas. O turismo de base comunitária pode complementar a renda, mas o pescador não quer virar cartão-postal. Ele quer continuar pescando.",
                ],
                "qa-interview-site-as-jsonld-author",
                section="Cidades",
                dek="Bióloga que monitora a pesca no estuário de Santos diz que atividade perdeu 40% dos trabalhadores desde 2010",
                local="2026-12-03 11:00",
                ld="site",
                fmt="p",
                chapeu="ENTREVISTA",
            )
        )
        add(
            story(
                "esporte",
                "/noticia/48203/portuarios-fc-vence-e-garante-o-acesso-a-serie-a3-do-paulista",
                "Portuários FC vence e garante o acesso à Série A3 do Paulista",
                "2026-12-03",
                "2026-12-04T00:55:00Z",
                br_date("2026-12-03 21:55"),
                ["Bruno Mattos"],
                [
                    "O Portuários FC está de volta à Série A3 do Campeonato Paulista. Na noite desta quinta-feira (3), o time santista venceu o Atlético Vale do Paraíba por 2 a 0, no Estádio Ulrico Mursa, e garantiu uma das duas vagas de acesso com uma rodada de antecedência.",
                    "Os gols saíram no segundo tempo. Aos 14 minutos, o atacante Diego Farias aproveitou cruzamento de Léo Santana e cabeceou no canto. Aos 38, o volante Rafael Cunha ampliou em cobrança de falta.",
                    "Cerca de 4.800 torcedores acompanharam a partida, o maior público do clube na temporada. Ao apito final, jogadores e torcedores comemoraram juntos no gramado.",
                    "“Esse grupo merecia. Foi um ano difícil, com salário atrasado no começo, e ninguém desistiu”, disse o técnico Adilson Ramos, que assumiu a equipe em agosto.",
                    "O Portuários volta a campo no domingo (6), contra o Esporte Clube Serra Azul, fora de casa, para decidir o título da divisão.",
                ],
                "closed-p-utc-jsonld-next-day",
                section="Esportes",
                dek="Time santista vence o Atlético Vale do Paraíba por 2 a 0 no Ulrico Mursa e volta à terceira divisão estadual",
                local="2026-12-03 21:55",
                ld="utc",
                fmt="p",
                chapeu="ESPORTES",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    AD = (
        '<br /><br /><!-- LitoralAds zona 14 --><html><head><title>LitoralAds</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>'
        '<body style="margin:0;padding:0;background:transparent"><center><font size="1" color="#999999">PUBLICIDADE</font><br>'
        '<a href="https://ads.litoralads.test/clique.php?b=8812&amp;z=14" target="_blank"><img src="https://ads.litoralads.test/banners/imobiliaria-orla-300x250.gif" width="300" height="250" border="0" alt="Imobiliária Orla"></a></center>'
        '<script type="text/javascript">//<![CDATA[\nvar la_imp = new Image(); la_imp.src = "https://ads.litoralads.test/imp.php?b=8812&z=14&r=" + Math.random();\n//]]></script></body></html><!-- /LitoralAds -->'
    )

    def texto(self, doc: Doc) -> str:
        fmt = doc.extra.get("fmt", "p")
        out: list[str] = []
        for block in doc.blocks:
            kind = block[0]
            if kind == "box":
                out.append(self.AD if block[1] == "ad" else block[1])
            elif kind == "p":
                text = self.inline(block[1])
                if fmt == "br":
                    out.append(f"{text}<br /><br />")
                elif fmt == "open-p":
                    out.append(f"<p>{text}")
                elif fmt == "font":
                    out.append(f'<p><font face="Georgia, Times New Roman, serif" size="3">{text}</font></p>')
                else:
                    out.append(f"<p>{text}</p>")
            elif kind == "qa":
                out.append(f"<p><b>{esc(block[1])}</b></p>\n<p>{self.inline(block[2])}</p>")
            elif kind == "fig":
                out.append(
                    f'<center><img src="https://img.folhadolitoral.test/fotos/2026/12/48211-1.jpg" width="620" height="349" border="0" alt="{esc(block[1])}"><br><font size="1" {VERDANA} color="#666666">{esc(block[1])}. {esc(block[2])}</font></center>'
                )
            elif kind == "table":
                head, *rows = block[1]
                th = "\n".join(
                    f'<td bgcolor="#003366"><font color="#FFFFFF" {VERDANA} size="2"><b>{esc(c)}</b></font></td>'
                    for c in head
                )
                trs = "\n".join(
                    "<tr>\n" + "\n".join(f'<td><font {VERDANA} size="2">{esc(c)}</font></td>' for c in row) + "\n</tr>"
                    for row in rows
                )
                out.append(
                    f'<div class="foto"><img src="https://img.folhadolitoral.test/fotos/2026/12/48209-1.jpg" width="620" height="349" alt="Navio no canal do porto"><span class="credito">Foto: Divulgação/APS</span>\n<table class="tabela" width="100%" border="1" cellspacing="0" cellpadding="4" bordercolor="#CCCCCC">\n<tr>{th}</tr>\n{trs}\n</table>'
                )
        if fmt == "br":
            return '<div id="texto_noticia" class="texto">\n' + "\n".join(out) + "\n</div>"
        return '<div id="texto_noticia" class="texto">\n' + "\n".join(out) + "\n</div>"

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "agency":
            author: object = {"@type": "Person", "name": "Agência SP"}
        elif mode == "site":
            author = {"@type": "Organization", "name": "Folha do Litoral"}
        else:
            author = {"@type": "Person", "name": doc.authors[0]}
        modified = doc.iso
        if doc.extra.get("updated") and mode == "naive":
            modified = doc.extra["updated"] + ":00"
        data = {
            "@context": "http://schema.org",
            "@type": "Article" if mode == "article" else "NewsArticle",
            "mainEntityOfPage": url,
            "headline": doc.title,
            "description": doc.dek or doc.title,
            "image": f"https://img.folhadolitoral.test/fotos/2026/12/{doc.path.split('/')[-2]}-1.jpg",
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Folha do Litoral",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/imagens/logo.gif"},
            },
        }
        return f'\n<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def story_main(self, doc: Doc) -> str:
        chapeu = (
            f'<font class="chapeu" color="#CC0000" {VERDANA} size="2"><b>{esc(doc.extra.get("chapeu", ""))}</b></font><br />'
            if doc.extra.get("chapeu")
            else ""
        )
        if doc.extra.get("column"):
            name = doc.authors[0]
            head = (
                f'<table class="colunista" cellpadding="0" cellspacing="0" border="0"><tr><td><img src="https://img.folhadolitoral.test/colunistas/marcos-tavares.jpg" width="80" height="80" alt="{esc(name)}"></td>'
                f'<td valign="middle"><font {VERDANA} size="2"><b>{self.a("colunista", name, "byline")}</b><br>Crônica de sexta</font></td></tr></table>'
            )
        else:
            head = ""
        if doc.extra.get("byline"):
            by = f'<div class="autor"><font {VERDANA} size="1">{esc(doc.extra["byline"])}</font></div>'
        elif doc.extra.get("desk"):
            by = f'<div class="autor"><font {VERDANA} size="1">{esc(doc.extra["desk"])}</font></div>'
        elif doc.extra.get("column"):
            by = ""
        else:
            by = f'<div class="autor"><font {VERDANA} size="1">Por <b>{esc(doc.authors[0])}</b></font></div>'
        when = f"Publicado em {doc.stamp}" if not doc.extra.get("column") else doc.stamp
        if doc.extra.get("updated"):
            when += f" | Atualizado em {br_date(doc.extra['updated'])}"
        dek = f'<h2 class="linha_fina">{esc(doc.dek)}</h2>' if doc.dek else ""
        tail = f'<p class="rodape_coluna"><i>{esc(doc.extra["tail"])}</i></p>' if doc.extra.get("tail") else ""
        tags = ""
        if doc.key in ("ressaca", "balsa"):
            tags = f'<div class="tags"><font {VERDANA} size="1"><b>Tags:</b> {self.a("tag", "ressaca", "tag")}, <a href="/tags/defesa-civil">defesa civil</a>, <a href="/tags/ponta-da-praia">ponta da praia</a></font></div>'
        leia = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key and k != "coluna"
        )
        u = quote(self.url(doc.key), safe="")
        share = (
            f'<div class="compartilhe"><a href="https://www.facebook.com/sharer.php?u={u}" target="_blank"><img src="/imagens/ico_face.gif" border="0" alt="Facebook"></a> '
            f'<a href="https://api.whatsapp.com/send?text={u}" target="_blank"><img src="/imagens/ico_whats.gif" border="0" alt="WhatsApp"></a> '
            f'<a href="javascript:window.print()"><img src="/imagens/ico_imprimir.gif" border="0" alt="Imprimir"></a></div>'
        )
        return f"""<div id="noticia">
{head}{chapeu}
<h1 class="titulo_noticia">{esc(doc.title)}</h1>
{dek}
{by}
<div class="data"><font {VERDANA} size="1" color="#666666">{when}</font></div>
{share}
{self.texto(doc)}
{tail}
{tags}
<div class="leia_tambem"><font {VERDANA} size="2"><b>Leia também</b></font><ul>{leia}</ul></div>
<div id="comentarios"><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-width="620" data-numposts="5"></div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = br_date(d.extra["local"]) if not d.extra.get("column") else d.stamp
            rows.append(
                f'<tr><td width="130" valign="top"><img src="https://img.folhadolitoral.test/fotos/2026/12/{d.path.split("/")[-2]}-p.jpg" width="120" height="80" border="0" alt=""></td>'
                f'<td valign="top"><font {VERDANA} size="1" color="#CC0000">{esc(d.extra.get("chapeu", "COLUNAS"))}</font><br><font {VERDANA} size="3"><b>{self.a(k, d.title, "content", LISTA)}</b></font><br>'
                f'<font {VERDANA} size="2">{esc(d.dek)}</font><br><font {VERDANA} size="1" color="#999999">{when}</font></td></tr>'
            )
        table = (
            '<table class="lista" width="100%" cellpadding="5" cellspacing="0" border="0">\n'
            + "\n".join(rows)
            + "\n</table>"
        )
        if doc.key == "home":
            top = self.docs["ressaca"]
            return f"""<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="manchete">
<font {VERDANA} size="1" color="#CC0000"><b>CIDADES</b></font><br>
<font face="Georgia, Times New Roman, serif" size="6"><b>{self.a("ressaca", top.title, "content")}</b></font><br>
<font {VERDANA} size="2">{esc(top.dek)}</font>
</td></tr></table>
<h1 style="display:none">{esc(doc.title)}</h1>
{table}
<table width="100%" cellpadding="5" cellspacing="0" border="0"><tr>
<td width="50%" valign="top" class="box_coluna"><font {VERDANA} size="1" color="#CC0000"><b>COLUNAS</b></font><br>{self.a("coluna", self.docs["coluna"].title, "content")}<br><font size="1">{self.a("colunista", "Marcos Vinícius Tavares", "content")}</font></td>
<td width="50%" valign="top" class="box_tv"><font {VERDANA} size="1" color="#CC0000"><b>TV FOLHA</b></font><br>{self.a("video", self.docs["video"].title, "content")}</td>
</tr><tr>
<td valign="top" class="box_entrevista"><font {VERDANA} size="1" color="#CC0000"><b>ENTREVISTA</b></font><br>{self.a("entrevista", self.docs["entrevista"].title, "content")}</td>
<td valign="top"><center>{self.a("cidades", "Mais notícias de Cidades", "content")}</center></td>
</tr></table>"""
        title = f'<h1 class="titulo_editoria">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            title = (
                f'<table cellpadding="5"><tr><td><img src="https://img.folhadolitoral.test/colunistas/marcos-tavares.jpg" width="120" height="120" alt=""></td>'
                f'<td><h1 class="titulo_editoria">{esc(doc.title)}</h1><font {VERDANA} size="2">{esc(doc.extra["bio"])}</font></td></tr></table>'
            )
            extra = f'<p><font {VERDANA} size="2"><a href="/colunas/marcos-vinicius-tavares/48102/o-cine-atlantico-e-as-matines-de-domingo">O Cine Atlântico e as matinês de domingo</a> - 27/11/2026<br><a href="/colunas/marcos-vinicius-tavares/47995/a-enchente-de-1928">A enchente de 1928</a> - 20/11/2026</font></p>'
        elif doc.kind == "search":
            title = f'<h1 class="titulo_editoria">{esc(doc.title)}</h1><form action="/busca/" method="get"><input type="text" name="q" value="balsa" size="30"> <input type="submit" value="Buscar"></form><p><font {VERDANA} size="1">Foram encontrados 2 resultados.</font></p>'
        pager = ""
        if doc.key == "cidades":
            pager = f'<center><font {VERDANA} size="2"><b>1</b> | {self.a("cidades2", "2", "pagination")} | <a href="/cidades/?pag=3">3</a> | <a href="/cidades/?pag=4">4</a> | {self.a("cidades2", "Próxima »", "pagination")}</font></center>'
        elif doc.key == "cidades2":
            pager = f'<center><font {VERDANA} size="2">{self.a("cidades", "« Anterior", "pagination")} | {self.a("cidades", "1", "pagination")} | <b>2</b> | <a href="/cidades/?pag=3">3</a> | <a href="/cidades/?pag=4">4</a></font></center>'
            table += f'<table class="lista" width="100%" cellpadding="5"><tr><td><font {VERDANA} size="3"><b><a href="/noticia/48188/cubatao-inaugura-ecoponto-na-vila-natal">Cubatão inaugura ecoponto na Vila Natal</a></b></font><br><font size="1" color="#999999">02/12/2026 às 15h30</font></td></tr></table>'
        return f"{title}\n{table}\n{extra}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<font {VERDANA} size="1" color="#CC0000"><b>TV FOLHA</b></font>
<h1 class="titulo_noticia">{esc(doc.title)}</h1>
<div class="data"><font {VERDANA} size="1" color="#666666">Publicado em 04/12/2026 às 09h40</font></div>
<center><iframe width="620" height="349" src="https://www.youtube.com/embed/Qm7yR2xk0Lw" frameborder="0" allowfullscreen></iframe></center>
<p><font {VERDANA} size="2">{esc(doc.extra["caption"])}</font></p>
<p><font {VERDANA} size="2">Leia a reportagem: {self.a("ressaca", self.docs["ressaca"].title, "content")}</font></p>"""
        if doc.kind == "live-data":
            rows = "\n".join(
                "<tr>"
                + "".join(f'<td align="center"><font {VERDANA} size="2">{esc(c)}</font></td>' for c in r)
                + "</tr>"
                for r in doc.extra["rows"]
            )
            return f"""<h1 class="titulo_editoria">{esc(doc.title)}</h1>
<p><font {VERDANA} size="2">Horários e alturas previstos pela Marinha do Brasil para o Porto de Santos (horário de Brasília).</font></p>
<table width="100%" border="1" cellspacing="0" cellpadding="4" bordercolor="#CCCCCC">
<tr bgcolor="#003366"><td><font color="#FFFFFF" size="2"><b>Dia</b></font></td><td colspan="4"><font color="#FFFFFF" size="2"><b>Marés (hora - altura)</b></font></td></tr>
{rows}
</table>
<p><font {VERDANA} size="1" color="#666666">Fonte: Centro de Hidrografia da Marinha. Atualizado diariamente às 6h.</font></p>"""
        if doc.kind == "error":
            return f"""<div id="noticia">
<font class="chapeu" color="#CC0000" {VERDANA} size="2"><b>REGIÃO</b></font><br />
<h1 class="titulo_noticia">{esc(doc.title)}</h1>
<div class="data"><font {VERDANA} size="1" color="#666666">Publicado em {br_date(doc.extra["local"])}</font></div>
<div id="texto_noticia" class="texto">
<br />
<b>Warning</b>:  mysqli_query(): MySQL server has gone away in <b>/var/www/folhadolitoral/public_html/noticia.php</b> on line <b>87</b><br />
<br />
<b>Warning</b>:  mysqli_query(): Error reading result set's header in <b>/var/www/folhadolitoral/public_html/noticia.php</b> on line <b>87</b><br />
<br />
<b>Fatal error</b>:  Uncaught TypeError: mysqli_fetch_assoc(): Argument #1 ($result) must be of type mysqli_result, bool given in /var/www/folhadolitoral/public_html/noticia.php:88
Stack trace:
#0 /var/www/folhadolitoral/public_html/noticia.php(88): mysqli_fetch_assoc()
#1 {{main}}
  thrown in <b>/var/www/folhadolitoral/public_html/noticia.php</b> on line <b>88</b><br />
"""
        return f'<h1 class="titulo_editoria">{esc(doc.title)}</h1>\n<div class="texto"><font {VERDANA} size="2">\n{self.blocks(doc)}\n</font></div>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        menu = " | ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("home", "Home"),
                ("cidades", "Cidades"),
                ("/economia/", "Economia"),
                ("/policia/", "Polícia"),
                ("/esportes/", "Esportes"),
                ("/cultura/", "Cultura"),
                ("/colunas/", "Colunas"),
                ("video", "TV Folha"),
                ("mare", "Tábua de Marés"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("ressaca", "incendio", "erro", "balsa", "esporte")
        )
        og = ""
        if doc.is_article:
            og = f"""
<meta property="og:type" content="article" />
<meta property="og:title" content="{esc(doc.title)}" />
<meta property="og:description" content="{esc(doc.dek or doc.title)}" />
<meta property="og:url" content="{esc(url)}" />
<meta property="og:site_name" content="Folha do Litoral" />"""
            if doc.extra.get("og"):
                og += f'\n<meta property="article:published_time" content="{doc.extra["og"]}" />'
        title = (
            f"{doc.title} - Folha do Litoral" if doc.key != "home" else "Folha do Litoral - Notícias de Santos e Região"
        )
        head = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
<title>{esc(title)}</title>
<meta name="keywords" content="santos, guarujá, são vicente, cubatão, praia grande, notícias, baixada santista" />
<meta name="description" content="{esc(doc.dek or title)}" />
<link rel="canonical" href="{esc(url)}" />{og}
<link href="/css/estilo.css?v=20260311" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.4.2.min.js"></script>
<script type="text/javascript">//<![CDATA[
function MM_openBrWindow(theURL,winName,features) {{ window.open(theURL,winName,features); }}
var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-4471902-1']); _gaq.push(['_trackPageview']);
//]]></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-FDL2026XY"></script>{self.ld(doc)}
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<center><div id="banner_topo"><script type="text/javascript" src="https://ads.litoralads.test/serve.js?z=12"></script></div></center>
<table width="1000" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2" id="topo"><a href="/"><img src="/imagens/logo.gif" width="320" height="70" alt="Folha do Litoral" border="0" /></a>
<font {VERDANA} size="1" color="#666666">Santos, sábado, 5 de dezembro de 2026 | <a href="/assine.php">Assine</a> | <a href="/anuncie.php">Anuncie</a></font></td></tr>
<tr><td colspan="2" id="menu" bgcolor="#003366"><font {VERDANA} size="2" color="#FFFFFF"><b>{menu}</b></font></td></tr>
<tr>
<td width="680" valign="top" id="coluna_principal">
{main}"""
        if doc.kind == "error":
            return head  # PHP died here: nothing more is sent
        return f"""{head}
</td>
<td width="300" valign="top" id="coluna_direita">
<div class="box"><center><script type="text/javascript" src="https://ads.litoralads.test/serve.js?z=15"></script></center></div>
<div class="box mais_lidas"><font {VERDANA} size="2"><b>MAIS LIDAS</b></font><ol>{most}</ol></div>
<div class="box"><font {VERDANA} size="2"><b>MAIS BUSCADOS</b></font><br><font size="1">{self.a("busca", "balsa", "aside")} | {self.a("tag", "ressaca", "aside")} | <a href="/tags/vlt">VLT</a></font></div>
<div class="box mare"><font {VERDANA} size="2"><b>MARÉ HOJE</b></font><br><font size="1">Preamar 15h20 - 1,4 m<br>Baixa-mar 21h38 - 0,2 m<br>{self.a("mare", "Veja a tábua completa", "aside")}</font></div>
</td>
</tr>
<tr><td colspan="2" id="rodape" bgcolor="#EEEEEE"><center><font {VERDANA} size="1">
{self.a("expediente", "Expediente", "footer")} | <a href="/politica-de-privacidade.php">Política de Privacidade</a> | <a href="/fale-conosco.php">Fale Conosco</a> | <a href="/rss.php">RSS</a><br />
© 1987-2026 Folha do Litoral. Todos os direitos reservados. É proibida a reprodução do conteúdo deste site sem autorização.<br />
Rua Amador Bueno, 333 - Centro - Santos/SP
</font></center></td></tr>
</table>
<div id="lgpd" style="position:fixed;bottom:0;width:100%;background:#003366;color:#fff;padding:10px"><font {VERDANA} size="2">Utilizamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa <a href="/politica-de-privacidade.php" style="color:#fff">Política de Privacidade</a>. <input type="button" value="Aceitar" onclick="document.getElementById('lgpd').style.display='none'"></font></div>
<div id="fb-root"></div>
<script type="text/javascript">//<![CDATA[
(function(d, s, id) {{ var js, fjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) return; js = d.createElement(s); js.id = id; js.src = "https://connect.facebook.net/pt_BR/sdk.js#xfbml=1&version=v18.0"; fjs.parentNode.insertBefore(js, fjs); }}(document, 'script', 'facebook-jssdk'));
//]]></script>
</body>
</html>"""
