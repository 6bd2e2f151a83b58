# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""A Meada: a Brazilian newsletter on economy, energy and climate, on a **beehiiv/Buttondown-like** platform
(`https://ameada.beehiiv.test`, issues at `/p/<slug>`, `/archive?page=2`, `/t/<tag>`, `/authors/<slug>`, `/search?q=`,
`/subscribe`, `/upgrade`). Each issue's web page is **the e-mail itself**: a thin web bar, then nested presentation
`<table>`s with inline styles, every block in its own `<tr><td>`; "Leia no navegador" at the top, a "Patrocinado por"
sponsor slot inside the issue (not body), a reader poll and the unsubscribe footer. A real data table (fuel prices)
sits in one issue among the layout tables. Portuguese (Brazil), UTF-8. Metadata is thin: `og:*` on every issue, an
`Article` JSON-LD on some whose `author` is the newsletter (**Organization**) and whose `datePublished` is **UTC**
(São Paulo is UTC−3: the extra edition sent at 22:30 on 2 Dec is 01:30Z on 3 Dec); no JSON-LD on the others. The
printed date is "4 de dezembro de 2026" under the byline."""

from __future__ import annotations

import json

from common import Base, bare, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["ed118", "utc", "digest", "entrevista", "breve", "tabela", "convidado", "ensaio"]
MESES = {"11": "novembro", "12": "dezembro"}
CUR = {"11": "nov.", "12": "dez."}
FONT = "font-family:Georgia,'Times New Roman',serif"
SANS = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif"


def longo(date: str) -> str:
    y, m, d = date.split("-")
    return f"{int(d)} de {MESES[m]} de {y}"


def curto(date: str) -> str:
    y, m, d = date.split("-")
    return f"{int(d)} de {CUR[m]} de {y}"


SPONSOR = (
    'RAW:<tr><td style="padding:8px 32px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f7f3ea;border:1px solid #e6dcc8;border-radius:6px;"><tr><td style="padding:18px 22px;'
    + SANS
    + ';"><p style="margin:0 0 8px;font-size:11px;letter-spacing:1px;text-transform:uppercase;color:#8a8175;">Patrocinado por</p>'
    '<p style="margin:0 0 10px;font-size:15px;line-height:23px;color:#2b2622;"><b>Conta Ipê</b> — a conta digital que rende 105% do CDI desde o primeiro dia, sem tarifa de manutenção. Leitores d\'A Meada ganham R$ 30 no primeiro Pix.</p>'
    '<a href="https://contaipe.test/abrir?utm_source=ameada&amp;utm_medium=newsletter&amp;utm_campaign=dez26" style="display:inline-block;background-color:#2f6b4f;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-size:14px;">Abra sua conta</a></td></tr></table></td></tr>'
)


class AMeada(Base):
    origin = "https://ameada.beehiiv.test"
    name = "A Meada"
    prefix = "amd"
    language = "pt"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "amd",
            [
                "body",
                ".bh__table",
                ".bh__table_cell",
                ".dd",
                ".webbar",
                ".wt-card",
                ".wt-header",
                "@media only screen .mob",
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
                "A Meada",
                "beehiiv-web-home",
                list=["ed118", "utc", "digest", "entrevista", "breve"],
            )
        )
        add(
            page(
                "archive",
                "/archive",
                "archive",
                "Todas as edições",
                "beehiiv-archive",
                list=["ed118", "utc", "digest", "entrevista", "breve"],
                more="archive2",
            )
        )
        add(
            page(
                "archive2",
                "/archive?page=2",
                "archive",
                "Todas as edições",
                "beehiiv-archive-page2",
                list=["tabela", "convidado", "ensaio"],
            )
        )
        add(
            page(
                "tag",
                "/t/energia",
                "tag",
                "Energia",
                "beehiiv-content-tag",
                list=["ed118", "utc", "entrevista", "ensaio"],
            )
        )
        add(
            page(
                "author",
                "/authors/carolina-menezes",
                "author",
                "Carolina Menezes",
                "beehiiv-author",
                list=["ed118", "digest", "tabela", "ensaio"],
            )
        )
        add(
            page(
                "search",
                "/search?q=seca",
                "search",
                "Resultados para “seca”",
                "beehiiv-search",
                list=["digest", "convidado", "ed118"],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Assine A Meada",
                "beehiiv-subscribe-page",
                [
                    "Economia, energia e clima explicados sem jargão, toda terça e sexta no seu e-mail. Mais de 41 mil pessoas já leem.",
                    "É de graça. Você pode cancelar quando quiser, com um clique, no rodapé de qualquer edição.",
                ],
            )
        )
        add(
            page(
                "upgrade",
                "/upgrade",
                "subscribe",
                "Apoie A Meada",
                "beehiiv-upgrade-premium-tiers",
                [
                    "A Meada é independente e continua gratuita. Quem apoia recebe a edição de domingo com análises exclusivas, acesso ao arquivo de planilhas e convites para as conversas mensais com a Carolina.",
                    "Apoio mensal: R$ 15. Apoio anual: R$ 150 (dois meses de graça).",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "Sobre A Meada",
                "beehiiv-custom-page-about",
                [
                    "A Meada é uma newsletter sobre economia, energia e clima no Brasil, escrita pela jornalista Carolina Menezes desde 2022. A ideia é simples: puxar o fio das notícias que afetam o seu bolso até entender de onde elas vêm.",
                    "Carolina trabalhou dez anos em redações de economia em São Paulo e Brasília antes de começar a newsletter. Ela mora em São Paulo, anda de bicicleta e tem opiniões fortes sobre tarifas de energia.",
                    "Correções, sugestões e críticas: carolina@ameada.test. Para anunciar, escreva para anuncie@ameada.test; os patrocínios são sempre identificados e nunca influenciam o conteúdo.",
                ],
            )
        )
        add(
            story(
                "ed118",
                "/p/a-conta-de-luz-vai-subir-de-novo",
                "A conta de luz vai subir (de novo). Por quê?",
                "2026-12-04",
                "2026-12-04T10:00:00.000Z",
                longo("2026-12-04"),
                ["Carolina Menezes"],
                [
                    "Bom dia! Aqui é a Carolina, e esta é a edição 118 d'A Meada.",
                    "Se você abriu a conta de luz de novembro e levou um susto, não está sozinho. A Aneel acionou a bandeira vermelha patamar 1 pelo segundo mês seguido, e as distribuidoras já pediram reajustes médios de 9% para 2027. Hoje eu tento explicar, sem jargão, por que a energia fica mais cara justamente quando o Brasil nunca teve tanta usina solar e eólica.",
                    "## A bandeira é só a ponta",
                    "As bandeiras tarifárias existem desde 2015 e funcionam como um sinal: quando os reservatórios das hidrelétricas estão baixos, o sistema liga termelétricas, que custam mais, e a diferença aparece na conta. Com a seca prolongada no Sudeste e no Centro-Oeste, os reservatórios terminaram outubro com 41% da capacidade, o menor nível para o mês desde 2021.",
                    "Mas a bandeira explica só uma parte do aumento. A maior fatia vem de algo menos visível: os encargos setoriais, cobranças embutidas na tarifa para bancar subsídios e programas do governo. Em 2026, eles somam cerca de R$ 49 bilhões, segundo a própria Aneel. É dinheiro que todo consumidor paga, tenha ou não painel solar no telhado.",
                    SPONSOR,
                    "## O paradoxo do sol",
                    "Aqui está a parte que parece não fazer sentido. O Brasil instalou mais de 40 gigawatts de energia solar nos últimos cinco anos, boa parte em telhados de casas e empresas. Só que quem gera a própria energia continua usando a rede, à noite e nos dias nublados, e paga menos por ela. O custo de manter fios, postes e subestações é dividido entre um número menor de consumidores, que em geral são os que não têm dinheiro para instalar painéis.",
                    "“É uma transferência silenciosa de quem tem menos para quem tem mais”, me disse a economista Luíza Prado, da consultoria Volt Dados. Ela calcula que esse efeito responde por algo entre 2 e 3 pontos do reajuste previsto para o ano que vem.",
                    "## E a usina parada?",
                    "Tem mais. Em Santa Catarina, uma termelétrica a carvão que quase não opera recebe R$ 1,1 bilhão por ano para ficar disponível, por um contrato que vai até 2040. É um exemplo extremo, mas não único: o sistema paga para manter de prontidão usinas que raramente são ligadas.",
                    "Nada disso é ilegal. São escolhas políticas, feitas ao longo de vinte anos, que foram se acumulando na tarifa. O problema é que ninguém as revisa de uma vez, e a conta chega todo mês.",
                    "## O que dá para fazer",
                    "No curto prazo, pouca coisa além de economizar. No médio prazo, vale acompanhar a reforma do setor elétrico, que o Senado aprovou na quarta e que agora volta para a Câmara. Ela mexe justamente nos subsídios; expliquei os pontos principais na [[utc|edição extra de quarta]].",
                    "SIGN: Um abraço,<br>Carolina",
                ],
                "email-issue-nested-tables-sponsor-mid",
                dek="Bandeira tarifária, subsídios e uma usina que ninguém usa.",
                tags=["Energia", "Economia"],
                ld=True,
            )
        )
        add(
            story(
                "digest",
                "/p/cinco-coisas-para-entender-a-semana",
                "Cinco coisas para entender a semana",
                "2026-12-01",
                "2026-12-01T10:00:00.000Z",
                longo("2026-12-01"),
                ["Carolina Menezes"],
                [
                    "Bom dia! Começamos dezembro com a edição de resumo. Cinco assuntos, poucos minutos.",
                    "## 1. O Copom deve manter os juros",
                    "O Comitê de Política Monetária se reúne na semana que vem, e a aposta quase unânime do mercado é a manutenção da Selic em 12,25% ao ano. O que vai importar é o comunicado: se o Banco Central sinalizar cortes no início de 2027, o crédito imobiliário pode começar a reagir.",
                    "## 2. A seca no Pantanal bateu recorde",
                    "O rio Paraguai chegou a 58 centímetros abaixo de zero na régua de Ladário, a marca mais baixa desde o início das medições, em 1900. A navegação de barcaças de minério está suspensa desde outubro, e os incêndios já consumiram 2,1 milhões de hectares neste ano.",
                    "## 3. O novo marco do gás saiu do papel",
                    "O decreto que regulamenta o acesso de terceiros aos gasodutos foi publicado na sexta. Na prática, outras empresas além da Petrobras poderão vender gás usando a mesma infraestrutura. A promessa é de preço mais baixo para a indústria em dois ou três anos.",
                    "## 4. O trem Campinas–São Paulo ganhou data",
                    "O governo paulista marcou para março o início das obras do Trem Intercidades. A viagem entre as duas cidades deve levar 64 minutos, e a previsão de operação é 2031. Se você acompanha essa história há tempo, sabe que datas aqui são sempre provisórias.",
                    "## 5. Café bate recorde de exportação",
                    "O Brasil exportou 47,3 milhões de sacas de café no ano-safra encerrado em novembro, um recorde. O preço alto no mercado internacional ajudou, mas também pesou no bolso por aqui: o quilo do café torrado subiu 38% em doze meses no IPCA.",
                    "SIGN: Até sexta!<br>Carolina",
                ],
                "email-digest-five-items-headlines",
                dek="Copom, Pantanal, gás, trem e um recorde de exportação.",
                tags=["Economia", "Resumo"],
                ld=True,
            )
        )
        add(
            story(
                "entrevista",
                "/p/o-brasil-exporta-sol-e-importa-painel",
                "“O Brasil exporta sol e importa painel”: uma conversa com Otávio Brandão",
                "2026-11-27",
                "2026-11-27T10:00:00.000Z",
                longo("2026-11-27"),
                ["Carolina Menezes"],
                [
                    "Otávio Brandão é engenheiro eletricista, trabalhou quinze anos em fabricantes de equipamentos e hoje coordena o programa de transição energética de um centro de pesquisa em Belo Horizonte. Conversamos por vídeo sobre a indústria solar brasileira, que cresce muito e fabrica quase nada. A entrevista foi editada para ficar mais curta.",
                    "Q: Por que você diz que o Brasil exporta sol e importa painel? || Porque é o que acontece. Temos uma das melhores radiações solares do mundo e instalamos gigawatts por ano, mas mais de 95% dos módulos vêm da China. A gente fica com a parte de instalar e vender, que gera emprego, mas não com a parte de fabricar, que gera tecnologia.",
                    "Q: Dá para mudar isso? || Dá, mas não com a estratégia dos anos 2010, de proteger o mercado com tarifa de importação e esperar. Os chineses têm uma escala que ninguém vai alcançar em módulos comuns. O espaço para o Brasil está em componentes específicos, como inversores, estruturas e sistemas de armazenamento, e em reciclagem, que vai ser um negócio enorme daqui a dez anos.",
                    "Q: Reciclagem de painéis? || Exatamente. Um painel dura de 25 a 30 anos. Os primeiros grandes parques solares do país foram instalados por volta de 2017. Em meados da década de 2040, vamos ter milhões de toneladas de módulos para descartar. Quem souber recuperar o vidro, o alumínio e a prata com eficiência vai ter uma indústria nas mãos.",
                    "Q: E as baterias? || As baterias são o próximo gargalo. Com tanta geração solar ao meio-dia, o sistema precisa guardar energia para a noite. Hoje isso quase não existe no Brasil, porque as regras não remuneram quem armazena. A Aneel prometeu um leilão de armazenamento para 2027. Se sair, muda o jogo.",
                    "Q: Qual é a sua maior preocupação? || Que a gente perca de novo a janela. Já aconteceu com a eólica: o Brasil chegou a ter uma cadeia de fabricantes razoável e deixou boa parte ir embora quando os incentivos mudaram. Política industrial precisa de constância, e isso é o que a gente menos tem.",
                ],
                "email-interview-qa",
                dek="Um engenheiro explica por que a indústria solar brasileira cresce tanto e fabrica tão pouco.",
                tags=["Energia", "Entrevista"],
            )
        )
        add(
            story(
                "utc",
                "/p/edicao-extra-senado-aprova-reforma-do-setor-eletrico",
                "Edição extra: o Senado aprovou a reforma do setor elétrico",
                "2026-12-02",
                "2026-12-03T01:30:00.000Z",
                longo("2026-12-02"),
                ["Carolina Menezes"],
                [
                    "Boa noite. Mando esta edição fora de hora porque o Senado acabou de aprovar, por 52 votos a 19, o projeto que reorganiza o setor elétrico. Ele mexe diretamente na sua conta de luz. Os pontos principais:",
                    "- Consumidores residenciais poderão escolher de quem compram energia a partir de 2029, como já fazem as grandes empresas no chamado mercado livre.",
                    "- Os subsídios para quem gera a própria energia com painéis solares serão reduzidos gradualmente até 2033.",
                    "- Parte dos encargos que hoje estão na tarifa passará a ser paga pelo Orçamento da União, o que deve aliviar a conta em cerca de 4%, segundo o relator.",
                    "O texto volta para a Câmara, porque foi alterado no Senado. A expectativa é que seja votado ainda antes do recesso, que começa no dia 23.",
                    "Na sexta eu volto ao assunto com mais calma, incluindo quem ganha e quem perde. Por hoje, é isso.",
                    "SIGN: Carolina",
                ],
                "email-extra-edition-utc-next-day",
                dek="O que muda na sua conta de luz, em três pontos.",
                tags=["Energia", "Política"],
                ld=True,
            )
        )
        add(
            story(
                "convidado",
                "/p/o-que-a-seca-do-pantanal-tem-a-ver-com-o-preco-da-carne",
                "O que a seca do Pantanal tem a ver com o preço da carne",
                "2026-11-20",
                "2026-11-20T10:00:00.000Z",
                longo("2026-11-20"),
                ["Rafael Tavares"],
                [
                    "NOTE: **Uma nota da Carolina:** estou de férias esta semana, e quem assina a edição é o Rafael Tavares, repórter de clima e agronegócio em Campo Grande. Volto na terça.",
                    "Quem vive em Mato Grosso do Sul aprendeu a medir a seca pela régua de Ladário, em Corumbá, que marca o nível do rio Paraguai. Neste ano ela passou boa parte de outubro abaixo de zero. Para quem mora longe, o número pode parecer abstrato. Para os pecuaristas do Pantanal, ele decide quantas cabeças de gado vão sobreviver até a próxima cheia.",
                    "O Pantanal tem cerca de 3,8 milhões de bovinos, criados de forma extensiva em pastagens naturais que dependem do ciclo das cheias. Quando a água não vem, o capim não rebrota, e o criador tem duas escolhas: comprar ração, o que poucos conseguem bancar, ou vender os animais antes da hora.",
                    "## Mais oferta agora, menos depois",
                    "É por isso que a seca, num primeiro momento, até derrubou o preço do boi gordo em Mato Grosso do Sul. Em setembro, a arroba chegou a ser negociada a R$ 268 na região, cerca de 6% abaixo da média de São Paulo, porque muita gente vendeu ao mesmo tempo.",
                    "O efeito se inverte depois. As vacas vendidas agora são as que dariam bezerros no ano que vem, e um rebanho não se recompõe de uma safra para outra. Analistas da Embrapa Pantanal estimam que a oferta de animais da região pode cair até 15% em 2027 e 2028.",
                    "## E no açougue?",
                    "O Pantanal responde por uma fatia pequena da carne consumida no país, então ninguém deve esperar um choque de preços por causa dele isoladamente. O problema é que a seca não é só pantaneira. Ela atinge também o Cerrado e partes da Amazônia, onde está a maior parte do rebanho.",
                    "“Não é uma crise de um ano”, resume o veterinário Anselmo Duarte, que atende fazendas na região do Nabileque há vinte anos. “É a terceira seca forte em seis anos. O pantaneiro sabe lidar com seca. O que ele não sabe é lidar com seca todo ano.”",
                    "SIGN: Rafael Tavares",
                ],
                "email-guest-issue-editor-note-box",
                dek="A régua de Ladário, o boi gordo e uma conta que só fecha daqui a dois anos.",
                tags=["Clima", "Agro"],
            )
        )
        add(
            story(
                "tabela",
                "/p/quanto-custa-encher-o-tanque",
                "Quanto custa encher o tanque em cinco capitais",
                "2026-11-24",
                "2026-11-24T10:00:00.000Z",
                longo("2026-11-24"),
                ["Carolina Menezes"],
                [
                    "Bom dia! Hoje a edição é mais curta e tem tabela, porque muita gente respondeu à pesquisa da semana passada pedindo números de combustível. Pegamos os preços médios da gasolina comum e do etanol levantados pela ANP na semana de 16 a 22 de novembro em cinco capitais e calculamos quanto custa encher um tanque de 50 litros.",
                    "T: Capital | Gasolina (R$/l) | Etanol (R$/l) | Tanque de gasolina (R$) | Etanol compensa?",
                    "T: São Paulo | 6,09 | 4,05 | 304,50 | Sim",
                    "T: Rio de Janeiro | 6,35 | 4,71 | 317,50 | Não",
                    "T: Belo Horizonte | 6,21 | 4,39 | 310,50 | Não",
                    "T: Porto Alegre | 6,48 | 4,92 | 324,00 | Não",
                    "T: Recife | 6,62 | 4,83 | 331,00 | Não",
                    "A regra prática diz que o etanol compensa quando custa até 70% do preço da gasolina, porque rende menos por litro. Pelos preços da semana, isso só acontece em São Paulo, onde a relação ficou em 66,5%. No Rio, em Belo Horizonte e no Recife, a conta fica entre 70% e 75%, perto do limite. Em Porto Alegre, longe das usinas, o etanol passa dos 75% e não vale a pena.",
                    "Vale lembrar que a regra dos 70% é uma média. Carros mais novos, com motores mais eficientes no etanol, podem ter uma relação um pouco mais favorável. O manual do seu carro costuma trazer o consumo com cada combustível.",
                    "Na próxima edição: por que o preço na bomba demora tanto a cair quando a Petrobras anuncia redução.",
                    "SIGN: Boa semana!<br>Carolina",
                ],
                "email-issue-data-table-among-layout-tables",
                dek="Gasolina, etanol e a regra dos 70%, com os preços da ANP.",
                tags=["Economia", "Combustíveis"],
            )
        )
        add(
            story(
                "breve",
                "/p/edicao-curta-desemprego-cai",
                "Edição curta: desemprego cai a 5,9%, o menor da série",
                "2026-11-26",
                "2026-11-26T21:00:00.000Z",
                longo("2026-11-26"),
                ["Carolina Menezes"],
                [
                    "Uma edição rápida, porque o dado saiu hoje de manhã e vale o registro: a taxa de desemprego do trimestre encerrado em outubro ficou em 5,9%, a menor desde o início da série da Pnad Contínua, em 2012. São 6,4 milhões de pessoas procurando trabalho.",
                    "A informalidade, porém, continua alta, em 38,2% dos ocupados, e o rendimento médio subiu só 1,1% acima da inflação em doze meses. Ou seja: há mais gente trabalhando, mas boa parte sem carteira e ganhando pouco mais do que antes. Volto ao tema com calma na próxima semana.",
                ],
                "email-short-issue",
                dek="Mais gente trabalhando, mas a informalidade não cede.",
                tags=["Economia"],
                ld=True,
            )
        )
        add(
            story(
                "ensaio",
                "/p/por-que-esta-tao-dificil-achar-um-eletricista",
                "Por que está tão difícil achar um eletricista",
                "2026-11-17",
                "2026-11-17T10:00:00.000Z",
                longo("2026-11-17"),
                ["Carolina Menezes"],
                [
                    SPONSOR,
                    "Bom dia! Esta edição nasceu de uma reclamação. Em outubro, precisei trocar o quadro de distribuição do apartamento e levei três semanas para encontrar um eletricista que pudesse vir. Achei que era azar. Conversando com leitores, descobri que não era.",
                    "O Brasil tem hoje cerca de 390 mil eletricistas com registro formal, segundo a Rais. O número cresceu pouco na última década, enquanto a demanda disparou: instalação de painéis solares, carregadores de carros elétricos, ar-condicionado em casas que nunca tiveram, reformas de prédios antigos. O resultado é fila, preço alto e, muitas vezes, serviço malfeito por quem não tem formação.",
                    "## Um ofício que envelheceu",
                    "A idade média dos eletricistas formais passou de 37 para 43 anos entre 2014 e 2025. Os jovens não estão entrando na profissão na mesma velocidade em que os mais velhos se aposentam. Nos cursos técnicos do Senai, as vagas de eletrotécnica sobram em várias cidades, enquanto as de informática lotam.",
                    "Parte da explicação é salarial: um eletricista com carteira ganha, em média, R$ 2.900 por mês, pouco mais que um operador de telemarketing e bem menos do que a demanda faria supor. Quem ganha bem é o autônomo com clientela, mas construir essa clientela leva anos.",
                    "## O que poderia mudar",
                    "Empresas de energia solar já perceberam o problema e começaram a treinar os próprios instaladores, em cursos de três a seis meses. Algumas prefeituras, como a de Londrina, criaram programas de formação gratuitos voltados para mulheres, que hoje são menos de 3% da categoria.",
                    "É pouco diante do tamanho da transição que o país quer fazer. Não existe energia limpa sem gente para instalar, consertar e manter os equipamentos. E essa gente, hoje, está em falta.",
                    "SIGN: Um abraço,<br>Carolina",
                ],
                "email-issue-sponsor-top",
                dek="A transição energética tem um gargalo que ninguém vê: mão de obra.",
                tags=["Energia", "Trabalho"],
            )
        )

    # ------------------------------------------------------------------ issue pages: the e-mail
    def webbar(self) -> str:
        return (
            f'<div class="webbar" style="{SANS};font-size:13px;background:#1f1b16;color:#f2efe9;padding:8px 16px;display:flex;justify-content:space-between;">'
            f"<span>{self.sa('home', 'A Meada', 'nav', 'color:#f2efe9;font-weight:700;text-decoration:none;')}</span>"
            f'<span>{self.sa("archive", "Edições anteriores", "nav", "color:#f2efe9;")} · {self.sa("subscribe", "Assinar", "nav", "color:#f2efe9;")} · <a href="{self.origin}/feed" style="color:#f2efe9;">RSS</a></span></div>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = doc.dek or "Economia, energia e clima explicados sem jargão. Por Carolina Menezes."
        head = [
            f"<title>{esc(doc.title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="A Meada">',
            f'<meta property="og:image" content="https://media.beehiiv.test/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/asset/file/ameada/{doc.key}-thumb.png">',
            '<meta name="twitter:card" content="summary_large_image">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<link rel="alternate" type="application/rss+xml" title="A Meada" href="{self.origin}/feed">',
        ]
        if doc.is_article and doc.extra.get("ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": doc.title,
                "description": desc,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": {"@type": "Organization", "name": "A Meada", "url": self.origin},
                "publisher": {
                    "@type": "Organization",
                    "name": "A Meada",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://media.beehiiv.test/uploads/publication/logo/ameada/logo.png",
                    },
                },
                "image": f"https://media.beehiiv.test/uploads/asset/file/ameada/{doc.key}-thumb.png",
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.is_article:
            return f"""<!DOCTYPE html>
<html lang="pt-BR" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no,address=no,email=no,date=no,url=no">
{chr(10).join(head)}
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style type="text/css">body{{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}}table,td{{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}}img{{border:0;height:auto;line-height:100%;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}}@media only screen and (max-width:620px){{.mob{{width:100% !important}}.mob-pad{{padding-left:16px !important;padding-right:16px !important}}}}/*PAD*/</style>
</head>
<body style="margin:0;padding:0;background-color:#f2efe9;">
{self.webbar()}
<div style="display:none;font-size:1px;color:#f2efe9;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">{esc(doc.dek)}&#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp;</div>
{main}
<img src="https://email.beehiiv.test/o/eJyNkE1uwzAIRk8TtkYwjr0IeqfO_-{doc.key}.gif" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0;">
</body>
</html>"""
        return f"""<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<link rel="stylesheet" href="https://beehiiv-assets.test/web/assets/application-5f2a9c.css">
<style>/*PAD*/</style>
</head>
<body class="bg-wt-background font-regular">
<header class="wt-header sticky top-0 z-10 bg-wt-header"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
{self.a("home", "A Meada", "nav", cls="text-wt-header-text text-xl font-bold")}
<nav class="flex gap-4 text-sm">{self.a("archive", "Edições", "nav", cls="hover:underline")} {self.a("tag", "Energia", "nav", cls="hover:underline")} {self.a("about", "Sobre", "nav", cls="hover:underline")} {self.a("upgrade", "Apoie", "nav", cls="hover:underline")}</nav>
<div class="flex gap-2"><a href="{self.origin}/login" class="rounded-wt px-3 py-2 text-sm">Entrar</a>{self.a("subscribe", "Assinar", "nav", cls="rounded-wt bg-wt-primary px-3 py-2 text-sm text-wt-text-on-primary")}</div></div></header>
<main class="mx-auto max-w-3xl px-4 py-10">
{main}
</main>
<footer class="wt-footer border-t border-wt-border py-10 text-sm"><div class="mx-auto max-w-6xl px-4">
<p class="font-bold">A Meada</p><p>Economia, energia e clima explicados sem jargão.</p>
<form class="mt-4 flex gap-2" action="{self.origin}/create_subscription" method="post"><input type="email" name="email" placeholder="Digite seu e-mail" class="rounded-wt border px-3 py-2"><button type="submit" class="rounded-wt bg-wt-primary px-3 py-2">Assinar</button></form>
<div class="mt-6 flex gap-4">{self.a("about", "Sobre", "footer")} <a href="{self.origin}/privacy">Política de privacidade</a> <a href="{self.origin}/tos">Termos de uso</a> <a href="https://www.beehiiv.test/?utm_source=ameada&amp;utm_medium=footer">Powered by beehiiv</a></div>
<p class="mt-4 text-xs">© 2026 A Meada. Todos os direitos reservados.</p></div></footer>
<div id="cookie-consent" class="fixed bottom-0 w-full bg-white p-4 shadow"><p>Usamos cookies para entender como o site é usado. <button class="underline">Aceitar</button> <button class="underline">Recusar</button></p></div>
<script src="https://beehiiv-assets.test/web/assets/application-8e1d07.js" defer></script>
</body>
</html>"""

    def sa(self, key: str, text: str, zone: str, style: str) -> str:
        """A link with an inline style, as e-mail templates write them."""
        return self.a(key, text, zone, attrs=f'style="{style}"')

    def td(self, inner: str, pad: str = "0 32px 18px") -> str:
        return f'<tr><td class="dd mob-pad" align="left" valign="top" style="padding:{pad};{FONT};font-size:17px;line-height:28px;color:#2b2622;">{inner}</td></tr>'

    def issue_blocks(self, doc: Doc) -> str:
        def p(inner: str) -> str:
            return self.td(f'<p style="margin:0;">{inner}</p>')

        def h2(inner: str) -> str:
            return f'<tr><td class="dd mob-pad" align="left" style="padding:12px 32px 10px;"><h2 style="margin:0;{FONT};font-size:22px;line-height:28px;font-weight:700;color:#1f1b16;">{inner}</h2></td></tr>'

        def ul(items: list[str]) -> str:
            lis = "".join(f'<li style="margin:0 0 10px;">{i}</li>' for i in items)
            return self.td(f'<ul style="margin:0;padding:0 0 0 22px;">{lis}</ul>')

        def qa(q: str, a: str) -> str:
            return self.td(f'<p style="margin:0;"><strong>{q}</strong></p>', "0 32px 6px") + p(a)

        def table(rows: list[list[str]]) -> str:
            head, *rest = rows
            th = "\n".join(
                f'<th style="{SANS};font-size:13px;text-align:left;padding:8px 10px;border-bottom:2px solid #1f1b16;">{c}</th>'
                for c in head
            )
            trs = "\n".join(
                "<tr>\n"
                + "\n".join(
                    f'<td style="{SANS};font-size:14px;padding:7px 10px;border-bottom:1px solid #e6dcc8;">{c}</td>'
                    for c in r
                )
                + "\n</tr>"
                for r in rest
            )
            return f'<tr><td class="dd mob-pad" style="padding:0 32px 20px;"><table class="precos" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table></td></tr>'

        def note(inner: str) -> str:
            return f'<tr><td style="padding:0 32px 20px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#eef4f8;border-left:4px solid #3b6f94;"><tr><td style="padding:14px 18px;{SANS};font-size:15px;line-height:23px;color:#2b2622;">{inner}</td></tr></table></td></tr>'

        def sign(inner: str) -> str:
            return self.td(f'<p style="margin:0;">{inner.replace("&lt;br&gt;", "<br>")}</p>', "6px 32px 24px")

        return blocks_html(
            self,
            doc.blocks,
            wrap={"p": p, "h2": h2, "h3": h2, "ul": ul, "qa": qa, "table": table, "note": note, "sign": sign},
        )

    def story_main(self, doc: Doc) -> str:
        author = doc.authors[0]
        slug = "carolina-menezes" if author == "Carolina Menezes" else "rafael-tavares"
        name = (
            self.a("author", author, "byline", attrs='style="color:#1f1b16;text-decoration:none;font-weight:700;"')
            if slug == "carolina-menezes"
            else f'<a href="{self.origin}/authors/{slug}" style="color:#1f1b16;text-decoration:none;font-weight:700;">{esc(author)}</a>'
        )
        byline = (
            f'<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding-right:10px;"><img src="https://media.beehiiv.test/uploads/user/profile_picture/{slug}.jpg" alt="" width="36" height="36" style="border-radius:18px;display:block;"></td>'
            f'<td style="{SANS};font-size:13px;line-height:18px;color:#5c554c;">{name}<br>{doc.stamp}</td></tr></table>'
        )
        poll = (
            f'<tr><td style="padding:8px 32px 24px;{SANS};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e6dcc8;"><tr><td style="padding-top:18px;font-size:15px;color:#2b2622;"><p style="margin:0 0 10px;font-weight:700;">O que você achou desta edição?</p>'
            + "".join(
                f'<a href="{self.origin}/polls/5a1e9c/vote?choice={c}&amp;post={doc.key}" style="display:inline-block;margin:0 6px 6px 0;padding:8px 12px;border:1px solid #d8cdb9;border-radius:4px;color:#2b2622;text-decoration:none;">{t}</a>'
                for c, t in (("1", "😍 Adorei"), ("2", "😐 Mais ou menos"), ("3", "😞 Não gostei"))
            )
            + "</td></tr></table></td></tr>"
        )
        share = (
            f'<tr><td align="center" style="padding:0 32px 24px;{SANS};font-size:14px;color:#5c554c;"><p style="margin:0 0 8px;">Gostou? Encaminhe para alguém que também vai gostar.</p>'
            f'{self.sa("subscribe", "Recebeu de alguém? Assine aqui", "content", "color:#2f6b4f;")} · <a href="https://api.whatsapp.test/send?text={esc(self.url(doc.key))}" style="color:#2f6b4f;">WhatsApp</a> · <a href="https://www.linkedin.test/sharing/share-offsite?url={esc(self.url(doc.key))}" style="color:#2f6b4f;">LinkedIn</a></td></tr>'
        )
        older = [k for k in ARTS if k != doc.key][:3]
        recent = "".join(
            f'<p style="margin:0 0 8px;">{self.sa(k, self.docs[k].title, "related", "color:#2f6b4f;")}</p>'
            for k in older
        )
        return f"""<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2efe9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="mob bh__table" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;">
<tr><td align="right" style="padding:14px 32px 0;{SANS};font-size:12px;color:#8a8175;">{self.sa(doc.key, "Leia no navegador", "nav", "color:#8a8175;")}</td></tr>
<tr><td align="center" style="padding:18px 32px 8px;"><img src="https://media.beehiiv.test/uploads/publication/logo/ameada/logo.png" alt="A Meada" width="160" style="display:block;"></td></tr>
<tr><td class="mob-pad" style="padding:16px 32px 6px;"><h1 style="margin:0;{FONT};font-size:30px;line-height:37px;font-weight:700;color:#1f1b16;">{esc(doc.title)}</h1></td></tr>
<tr><td class="mob-pad" style="padding:0 32px 14px;{FONT};font-size:18px;line-height:26px;color:#5c554c;"><p style="margin:0;">{esc(doc.dek)}</p></td></tr>
<tr><td class="mob-pad" style="padding:0 32px 22px;">{byline}</td></tr>
{self.issue_blocks(doc)}
{poll}
{share}
<tr><td style="padding:0 32px 24px;{SANS};font-size:14px;line-height:21px;color:#5c554c;"><p style="margin:0 0 8px;font-weight:700;">Edições recentes</p>{recent}</td></tr>
</table>
<table role="presentation" class="mob" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;"><tr><td align="center" style="padding:24px 32px;{SANS};font-size:12px;line-height:18px;color:#8a8175;">
<p style="margin:0 0 8px;">Você está recebendo este e-mail porque se inscreveu n'A Meada.</p>
<p style="margin:0 0 8px;"><a href="{self.origin}/subscribe/manage?utm_source=email" style="color:#8a8175;">Atualizar preferências</a> · <a href="https://ameada.beehiiv.test/unsubscribe?e=1c9f2b" style="color:#8a8175;">Cancelar inscrição</a></p>
<p style="margin:0 0 8px;">A Meada Comunicação Ltda. · Rua Fradique Coutinho, 1000 · São Paulo, SP 05416-001</p>
<p style="margin:0;"><a href="https://www.beehiiv.test/?utm_campaign=ameada&amp;utm_medium=newsletter&amp;utm_source=footer" style="color:#8a8175;">Powered by beehiiv</a> · {self.sa("upgrade", "Apoie A Meada", "footer", "color:#8a8175;")}</p></td></tr></table>
</td></tr></table>"""

    # ------------------------------------------------------------------ web pages
    def card(self, key: str) -> str:
        d = self.docs[key]
        return (
            f'<div class="wt-card flex flex-col gap-2 rounded-wt border border-wt-border p-5"><p class="text-xs uppercase text-wt-text-secondary">{esc(" · ".join(d.extra["tags"]))}</p>'
            f'<h3 class="text-xl font-bold">{self.a(key, d.title, "content", cls="hover:underline")}</h3><p class="text-wt-text-secondary">{esc(d.dek or self.lede(d))}</p>'
            f'<p class="text-sm text-wt-text-secondary"><span>{esc(d.authors[0])}</span> · <time>{curto(d.date)}</time></p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        top = f'<h1 class="text-3xl font-bold">{esc(doc.title)}</h1>'
        tail = ""
        if doc.key == "home":
            top = (
                '<section class="wt-header flex flex-col items-center gap-4 py-12 text-center"><h1 class="text-4xl font-bold">A Meada</h1><p class="text-lg">Economia, energia e clima explicados sem jargão. Toda terça e sexta, por Carolina Menezes.</p>'
                f'<form class="flex gap-2" action="{self.origin}/create_subscription" method="post"><input type="email" name="email" placeholder="Digite seu e-mail" class="rounded-wt border px-3 py-2"><button type="submit" class="rounded-wt bg-wt-primary px-4 py-2">Assinar</button></form><p class="text-sm">Junte-se a mais de 41 mil leitores.</p></section>'
                '<h2 class="mt-10 text-2xl font-bold">Últimas edições</h2>'
            )
            tail = f'<div class="mt-8 flex gap-4">{self.a("archive", "Ver todas as edições", "content", cls="rounded-wt border px-4 py-2")} {self.a("search", "Tudo sobre a seca", "content", cls="underline")}</div>'
        elif doc.kind == "archive":
            top += f'<form class="mt-4" action="{self.origin}/search"><input type="search" name="q" placeholder="Buscar edições" class="rounded-wt border px-3 py-2"></form><div class="mt-4 flex gap-2 text-sm">{self.a("tag", "Energia", "content", cls="rounded-full border px-3 py-1")} <a href="{self.origin}/t/economia" class="rounded-full border px-3 py-1">Economia</a> <a href="{self.origin}/t/clima" class="rounded-full border px-3 py-1">Clima</a></div>'
            if doc.key == "archive":
                tail = f'<nav class="mt-8 flex items-center gap-3"><span class="font-bold">1</span> {self.a("archive2", "2", "pagination")} {self.a("archive2", "Próxima →", "pagination")}</nav>'
            else:
                tail = f'<nav class="mt-8 flex items-center gap-3">{self.a("archive", "← Anterior", "pagination")} {self.a("archive", "1", "pagination")} <span class="font-bold">2</span></nav>'
        elif doc.kind == "author":
            top = (
                '<section class="flex items-center gap-4"><img src="https://media.beehiiv.test/uploads/user/profile_picture/carolina-menezes.jpg" alt="" width="80" height="80" class="rounded-full">'
                '<div><h1 class="text-3xl font-bold">Carolina Menezes</h1><p>Jornalista de economia. Escreve A Meada desde 2022. São Paulo.</p><p class="text-sm"><a href="https://x.test/carolmenezes">X</a> · <a href="https://www.linkedin.test/in/carolinamenezes">LinkedIn</a></p></div></section>'
                '<h2 class="mt-8 text-xl font-bold">Edições de Carolina Menezes</h2>'
            )
        elif doc.kind == "tag":
            top += (
                '<p class="text-wt-text-secondary">Tarifas, usinas, painéis solares e a reforma do setor elétrico.</p>'
            )
        elif doc.kind == "search":
            top = f'<form action="{self.origin}/search"><input type="search" name="q" value="seca" class="rounded-wt border px-3 py-2"><button type="submit">Buscar</button></form><h1 class="mt-4 text-2xl font-bold">{esc(doc.title)}</h1><p class="text-sm">3 edições encontradas</p>'
        return f'{top}<div class="mt-6 grid gap-6">{cards}</div>{tail}'

    def service_main(self, doc: Doc) -> str:
        body = "".join(f'<p class="mb-4 text-lg">{self.inline(b[1])}</p>' for b in doc.blocks)
        form = ""
        if doc.kind == "subscribe":
            if doc.key == "upgrade":
                form = (
                    '<div class="grid gap-4 md:grid-cols-2"><div class="rounded-wt border p-6"><h3 class="font-bold">Mensal</h3><p class="text-2xl">R$ 15/mês</p><a href="#checkout-monthly" class="rounded-wt bg-wt-primary px-4 py-2">Apoiar</a></div>'
                    '<div class="rounded-wt border p-6"><h3 class="font-bold">Anual</h3><p class="text-2xl">R$ 150/ano</p><a href="#checkout-yearly" class="rounded-wt bg-wt-primary px-4 py-2">Apoiar</a></div></div>'
                )
            else:
                form = f'<form class="flex gap-2" action="{self.origin}/create_subscription" method="post"><input type="email" name="email" placeholder="Digite seu e-mail" class="rounded-wt border px-3 py-2"><button type="submit" class="rounded-wt bg-wt-primary px-4 py-2">Assinar grátis</button></form><p class="mt-2 text-sm">Ao assinar, você concorda com os termos de uso e a política de privacidade.</p>'
        return f'<article class="prose"><h1 class="text-3xl font-bold">{esc(doc.title)}</h1>{body}{form}<p class="mt-6">{self.a("archive", "Leia as edições anteriores", "content", cls="underline")}</p></article>'

    def lede(self, doc: Doc) -> str:
        for b in doc.blocks:
            if b[0] == "p":
                t = bare(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
