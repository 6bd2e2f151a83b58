# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""PilhaDev em Português: a **Stack Exchange**-like programming Q&A site in Brazilian Portuguese (`question-hyperlink`,
`js-post-body`, `s-prose`, `accepted-answer`, `itemprop="acceptedAnswer"` / `suggestedAnswer`, `user-details`,
`relativetime` spans whose `title` is UTC, `post-tag`, `/questions/412873/<slug>`, `/questions/tagged/<tag>`,
`/users/5812/<slug>`, `/?tab=hot`, `/questions?tab=newest&page=2`, `/search?q=`), schema.org **QAPage** microdata, no
JSON-LD, `og:type` website; the `<title>` starts with the question's first tag ("python - Como …"). Its **blog** at
`/blog/` is WordPress (São Paulo, -03:00) with a JSON-LD `BlogPosting` written in **UTC**: the AI-policy post
published at 22:40 on 8 Feb in São Paulo is 01:40Z on 9 Feb (labelled 8 Feb, the printed date).

Q&A pages are not articles, whatever their length: the accepted answer that is not the top-voted one (sorted second),
a question **closed as duplicate**, the old canonical question whose **community-wiki answer** reads like a tutorial
(subheads, a table, code), a question with a bounty and no accepted answer, and **page 2 of the answers** of a
34-answer question. The deleted question is a "Página não encontrada" page (soft 404). The three blog posts are
articles: a staff policy announcement (a person), the moderator election result credited "Equipe PilhaDev" (no
person) and a Q&A interview with a member of the community."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, Post, blocks_html, iso_utc, page, parse, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://pt.pilhadev.test"
TZ = -3  # the blog's São Paulo time; the Q&A pages print UTC
MESES = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
SLINK = 'class="s-link"'
GPS, QLINK = 'class="js-gps-track"', 'class="question-hyperlink"'
BTN = 'class="s-btn s-btn__muted s-btn__outlined s-btn__sm"'
BTN_ON = 'class="s-btn s-btn__muted s-btn__outlined s-btn__sm is-selected"'
QS = ["q_acentos", "q_uteis", "q_float", "q_joins", "q_closures"]
BLOG = ["b_ia", "b_eleicao", "b_entrevista"]


def se_time(utc: str) -> str:
    """Q&A times are UTC: '2027-02-08 13:05' -> '08/02/2027 às 13:05'."""
    d, t = utc.split()
    y, m, dd = d.split("-")
    return f"{dd}/{m}/{y} às {t}"


def se_title(utc: str) -> str:
    return f"{utc}:00Z"


def blog_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} de {MESES[int(m) - 1]} de {y}"


USERS = {
    "Ana Souza": (5812, "ana-souza", "102 mil"),
    "Lucas Ferreira": (7731, "lucas-ferreira", "845"),
    "Guilherme Nunes": (1190, "guilherme-nunes", "48,3 mil"),
    "user48213": (48213, "user48213", "11"),
    "Marcelo Prado": (311, "marcelo-prado", "76,1 mil"),
    "Beatriz Lima": (20417, "beatriz-lima", "2.310"),
    "Rafael Couto": (9054, "rafael-couto", "15,7 mil"),
    "Comunidade": (-1, "comunidade", "1"),
    "Camila Rocha": (30122, "camila-rocha", "402"),
    "Pedro H. Alves": (6621, "pedro-h-alves", "9.870"),
    "Júlia Tavares": (14450, "julia-tavares", "5.512"),
    "Diego Sampaio": (25130, "diego-sampaio", "1.208"),
}


def code(text: str, lang: str = "python") -> str:
    return f'RAW:<pre class="lang-{lang} s-code-block"><code class="hljs language-{lang}">{esc(text)}</code></pre>'


class PilhaDev(Base):
    origin = ORIGIN
    name = "PilhaDev em Português"
    prefix = "pdv"
    language = "pt"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self.current and (self.current in BLOG or self.current == "blog"):
            return css_rules(
                "pdv-blog",
                [
                    ".blog-header",
                    ".post-title",
                    ".post-meta",
                    ".s-prose p",
                    ".author-card",
                    ".blog-footer",
                    ".post-list article",
                ],
                220,
            )
        return css_rules(
            "pdv",
            [
                ".s-topbar",
                ".left-sidebar",
                "#question-header h1",
                ".js-post-body",
                ".post-tag",
                ".user-info",
                ".comment-copy",
                ".s-post-summary",
                "#hot-network-questions li",
                ".site-footer",
                ".js-consent-banner",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "PilhaDev em Português",
                "se-home-interesting",
                list=["q_acentos", "q_uteis", "q_float", "q_joins", "q_closures"],
                tab="interesting",
            )
        )
        add(
            page(
                "hot",
                "/?tab=hot",
                "section",
                "Perguntas principais",
                "se-home-hot-tab",
                list=["q_closures", "q_float", "q_acentos", "q_joins"],
                tab="hot",
            )
        )
        add(
            page(
                "newest2",
                "/questions?tab=newest&page=2",
                "section",
                "Todas as perguntas",
                "se-questions-newest-page2",
                list=["q_acentos", "q_uteis"],
                tab="newest",
            )
        )
        add(
            page(
                "tag",
                "/questions/tagged/python",
                "tag",
                "Perguntas com a tag [python]",
                "se-tagged",
                list=["q_acentos"],
                tab="tag",
            )
        )
        add(page("user", "/users/5812/ana-souza", "profile", "Ana Souza", "se-user-profile"))
        add(
            page(
                "search",
                "/search?q=acentos",
                "search",
                "Resultados da pesquisa",
                "se-search",
                list=["q_acentos"],
                tab="search",
            )
        )
        add(page("blog", "/blog/", "section", "Blog do PilhaDev", "wordpress-blog-index", list=BLOG))
        add(
            page(
                "gone",
                "/questions/398112/como-fazer-scraping-do-site-do-detran-sem-ser-bloqueado",
                "soft-404",
                "Página não encontrada",
                "se-deleted-question-200",
            )
        )

        add(
            page(
                "q_acentos",
                "/questions/412873/como-remover-acentos-de-uma-string-em-python",
                "qa",
                "Como remover acentos de uma string em Python?",
                "se-question-accepted-not-top",
                qid=412873,
                tags=["python", "string", "unicode"],
                asked=("Lucas Ferreira", "2027-02-08 13:05"),
                modified="2027-02-09 18:22",
                views="1k",
                score=12,
                q=[
                    "Estou processando nomes de cidades vindos de uma planilha e preciso comparar com uma lista que não tem acentos. Por exemplo, <code>São Paulo</code> deve virar <code>Sao Paulo</code> e <code>Ribeirão Preto</code> deve virar <code>Ribeirao Preto</code>.",
                    "Tentei fazer assim, mas fica enorme e sempre esqueço alguma letra:",
                    code(
                        "nome = nome.replace('ã', 'a').replace('á', 'a').replace('ç', 'c')\n# ... mais umas vinte linhas"
                    ),
                    "Existe uma forma mais simples, de preferência sem instalar bibliotecas externas?",
                ],
                comments=[
                    (
                        "Marcelo Prado",
                        "2027-02-08 13:11",
                        "Relacionada: como comparar strings ignorando maiúsculas e acentos. Depende se você quer só comparar ou realmente transformar o texto.",
                    ),
                    (
                        "Lucas Ferreira",
                        "2027-02-08 13:20",
                        "@MarceloPrado preciso transformar mesmo, o resultado vai para um arquivo CSV.",
                    ),
                ],
                answers=[
                    Post(
                        "Guilherme Nunes",
                        "2027-02-08 13:31",
                        [
                            "Se puder instalar um pacote, a biblioteca <code>unidecode</code> resolve isso e muito mais (inclusive letras de outros alfabetos):",
                            code(
                                "from unidecode import unidecode\n\nprint(unidecode('Ribeirão Preto'))  # Ribeirao Preto"
                            ),
                            "Ela é bem usada e mantida, mas lembre que ela faz transliteração, então <code>ß</code> vira <code>ss</code>, e assim por diante. Para a maioria dos casos com nomes em português é exatamente o que você quer.",
                        ],
                        14,
                    ),
                    Post(
                        "Ana Souza",
                        "2027-02-08 13:26",
                        [
                            "Dá para fazer só com a biblioteca padrão, usando <code>unicodedata</code>. A ideia é decompor cada caractere acentuado na letra base mais o acento (forma NFKD) e depois descartar os acentos, que são caracteres da categoria <code>Mn</code> (marca não espaçadora):",
                            code(
                                "import unicodedata\n\ndef remover_acentos(texto):\n    nfkd = unicodedata.normalize('NFKD', texto)\n    return ''.join(c for c in nfkd if not unicodedata.combining(c))\n\nprint(remover_acentos('São Paulo'))       # Sao Paulo\nprint(remover_acentos('Ribeirão Preto'))  # Ribeirao Preto"
                            ),
                            "Isso funciona para <code>ç</code> também, porque ele se decompõe em <code>c</code> + cedilha.",
                            "Só tome cuidado com caracteres que não se decompõem, como <code>ø</code> ou <code>ł</code>: eles passam sem alteração. Se isso for um problema, veja a resposta com <code>unidecode</code>.",
                        ],
                        9,
                        flags={"accepted": True},
                    ),
                    Post(
                        "user48213",
                        "2027-02-09 18:22",
                        [
                            "Uma alternativa sem loop, com <code>str.translate</code>:",
                            code(
                                "tabela = str.maketrans('áàãâéêíóôõúüç', 'aaaaeeiooouuc')\nprint('Ribeirão Preto'.translate(tabela))"
                            ),
                            "Não cobre maiúsculas, mas é só acrescentar.",
                        ],
                        2,
                    ),
                ],
            )
        )
        add(
            page(
                "q_float",
                "/questions/413002/por-que-0-1-0-2-retorna-0-30000000000000004-em-javascript",
                "qa",
                "Por que 0.1 + 0.2 retorna 0.30000000000000004 em JavaScript?",
                "se-question-closed-duplicate",
                qid=413002,
                tags=["javascript", "ponto-flutuante"],
                asked=("Camila Rocha", "2027-02-09 10:47"),
                modified="2027-02-09 11:15",
                views="212",
                score=-1,
                closed=(
                    "Como funciona a representação de ponto flutuante? Por que há erros de arredondamento?",
                    "/questions/5133/como-funciona-a-representacao-de-ponto-flutuante-por-que-ha-erros-de-arredondamento",
                    "2027-02-09 11:15",
                ),
                q=[
                    "Estou fazendo um carrinho de compras e somando os preços dos produtos. Quando somo <code>0.1 + 0.2</code> no console do navegador o resultado é <code>0.30000000000000004</code> em vez de <code>0.3</code>.",
                    code("console.log(0.1 + 0.2); // 0.30000000000000004", "javascript"),
                    "Isso é um bug do JavaScript? Como faço para o total aparecer certo?",
                ],
                comments=[
                    (
                        "Rafael Couto",
                        "2027-02-09 10:52",
                        "Não é bug do JavaScript, acontece em qualquer linguagem que use ponto flutuante binário. Veja a pergunta vinculada.",
                    ),
                    (
                        "Pedro H. Alves",
                        "2027-02-09 11:01",
                        "Para dinheiro, trabalhe em centavos (inteiros) e só divida por 100 na hora de mostrar.",
                    ),
                ],
                answers=[
                    Post(
                        "Beatriz Lima",
                        "2027-02-09 11:04",
                        [
                            "Os números <code>0.1</code> e <code>0.2</code> não têm representação exata em binário, assim como 1/3 não tem representação exata em decimal. A soma dos valores aproximados dá um número um pouquinho maior que 0.3.",
                            "Para exibir, use <code>toFixed</code>:",
                            code('(0.1 + 0.2).toFixed(2); // "0.30"', "javascript"),
                        ],
                        3,
                    ),
                ],
            )
        )
        add(
            page(
                "q_joins",
                "/questions/1902/qual-e-a-diferenca-entre-inner-join-e-outer-join",
                "qa",
                "Qual é a diferença entre INNER JOIN e OUTER JOIN?",
                "se-canonical-community-wiki-answer",
                qid=1902,
                tags=["sql", "join"],
                asked=("Pedro H. Alves", "2014-01-22 17:40"),
                modified="2027-02-09 09:12",
                views="412k",
                score=318,
                q=[
                    "Qual é a diferença entre <code>INNER JOIN</code>, <code>LEFT JOIN</code>, <code>RIGHT JOIN</code> e <code>FULL OUTER JOIN</code>? Quando devo usar cada um?",
                ],
                comments=[],
                answers=[
                    Post(
                        "Marcelo Prado",
                        "2014-01-22 18:03",
                        [
                            "Vou usar duas tabelas de exemplo: <code>clientes</code> e <code>pedidos</code>. Nem todo cliente fez pedido, e há pedidos de clientes que já foram apagados.",
                            "### INNER JOIN",
                            "Retorna apenas as linhas que têm correspondência nas duas tabelas. Clientes sem pedido e pedidos sem cliente ficam de fora.",
                            code(
                                "SELECT c.nome, p.total\nFROM clientes c\nINNER JOIN pedidos p ON p.cliente_id = c.id;",
                                "sql",
                            ),
                            "### LEFT JOIN (LEFT OUTER JOIN)",
                            "Retorna todas as linhas da tabela da esquerda e as correspondentes da direita. Quando não há correspondência, as colunas da direita vêm como <code>NULL</code>. É o que você usa para listar todos os clientes, tenham feito pedido ou não.",
                            "### RIGHT JOIN",
                            "O espelho do LEFT JOIN: todas as linhas da direita. Na prática quase ninguém usa, porque basta inverter a ordem das tabelas e usar LEFT JOIN.",
                            "### FULL OUTER JOIN",
                            "Todas as linhas das duas tabelas, com <code>NULL</code> onde não houver correspondência. O MySQL não tem FULL OUTER JOIN; é preciso simular com <code>UNION</code> de um LEFT e um RIGHT JOIN.",
                            "### Resumo",
                            "T: Tipo | Linhas sem correspondência à esquerda | Linhas sem correspondência à direita",
                            "T: INNER JOIN | descartadas | descartadas",
                            "T: LEFT JOIN | mantidas | descartadas",
                            "T: RIGHT JOIN | descartadas | mantidas",
                            "T: FULL OUTER JOIN | mantidas | mantidas",
                            "Uma dica: se você aplica um filtro na tabela da direita no <code>WHERE</code> depois de um LEFT JOIN, ele vira na prática um INNER JOIN. Coloque o filtro no <code>ON</code>.",
                        ],
                        402,
                        flags={"accepted": True, "wiki": True, "edited": ("Comunidade", "2027-02-09 09:12")},
                    ),
                    Post(
                        "Júlia Tavares",
                        "2016-05-03 12:20",
                        [
                            "Complementando a resposta acima: os famosos diagramas de Venn ajudam a lembrar, mas podem enganar quando há linhas duplicadas na tabela da direita, porque cada correspondência gera uma linha no resultado.",
                        ],
                        41,
                    ),
                ],
            )
        )
        add(
            page(
                "q_uteis",
                "/questions/412950/como-calcular-dias-uteis-entre-duas-datas-considerando-feriados-em-java",
                "qa",
                "Como calcular dias úteis entre duas datas considerando feriados em Java?",
                "se-question-bounty-no-accepted",
                qid=412950,
                tags=["java", "datas", "java-time"],
                asked=("Diego Sampaio", "2027-02-05 19:48"),
                modified="2027-02-09 14:03",
                views="389",
                score=5,
                bounty="Esta pergunta tem uma recompensa aberta valendo +50 de reputação. A recompensa termina em 4 dias. Diego Sampaio quer uma resposta que considere feriados municipais carregados de um arquivo.",
                q=[
                    "Preciso calcular o prazo de entrega de um pedido em dias úteis, desconsiderando sábados, domingos e os feriados nacionais e municipais. Os feriados estão em um arquivo com uma data por linha.",
                    "Estou usando Java 17 e <code>java.time</code>. Minha tentativa atual percorre os dias um a um, mas fica lenta quando o intervalo é de vários anos:",
                    code(
                        "long uteis = 0;\nfor (LocalDate d = inicio; d.isBefore(fim); d = d.plusDays(1)) {\n    if (d.getDayOfWeek().getValue() < 6 && !feriados.contains(d)) uteis++;\n}",
                        "java",
                    ),
                    "Existe uma forma mais eficiente?",
                ],
                comments=[
                    (
                        "Rafael Couto",
                        "2027-02-05 20:02",
                        "Quantos anos tem o intervalo, na prática? Para poucos anos o loop é perfeitamente aceitável.",
                    )
                ],
                answers=[
                    Post(
                        "Rafael Couto",
                        "2027-02-06 09:15",
                        [
                            "Dá para calcular as semanas inteiras de uma vez (cada uma tem 5 dias úteis) e só percorrer o resto, depois subtrair os feriados que caem em dia de semana dentro do intervalo:",
                            code(
                                "long dias = ChronoUnit.DAYS.between(inicio, fim);\nlong uteis = (dias / 7) * 5;\n// percorre os dias restantes...\nuteis -= feriados.stream()\n    .filter(f -> !f.isBefore(inicio) && f.isBefore(fim))\n    .filter(f -> f.getDayOfWeek().getValue() < 6)\n    .count();",
                                "java",
                            ),
                        ],
                        4,
                    ),
                    Post(
                        "Pedro H. Alves",
                        "2027-02-09 14:03",
                        [
                            "Se o arquivo de feriados for grande, guarde-os num <code>TreeSet</code> e use <code>subSet(inicio, fim)</code> para contar só os do intervalo, em vez de filtrar a lista inteira.",
                        ],
                        1,
                    ),
                ],
            )
        )
        add(
            page(
                "q_closures",
                "/questions/2841/como-funcionam-closures-em-javascript?page=2&tab=scoredesc",
                "qa",
                "Como funcionam closures em JavaScript?",
                "se-answers-page2",
                qid=2841,
                tags=["javascript", "closures", "escopo"],
                asked=("Beatriz Lima", "2014-02-11 02:15"),
                modified="2027-02-08 22:30",
                views="98k",
                score=207,
                page2=True,
                q=[
                    "Sei que closures são muito usadas em JavaScript, mas ainda não entendi o que elas são. Alguém pode explicar de forma simples, com um exemplo?",
                ],
                comments=[],
                answers=[
                    Post(
                        "Camila Rocha",
                        "2025-06-30 11:02",
                        [
                            "Uma closure é uma função que lembra as variáveis do lugar onde foi criada, mesmo depois que esse lugar já terminou de executar. É como uma mochila que a função carrega."
                        ],
                        2,
                    ),
                    Post(
                        "user48213",
                        "2023-11-14 16:40",
                        [
                            "Exemplo prático que uso no dia a dia: um contador.",
                            code(
                                "function criarContador() {\n  let n = 0;\n  return () => ++n;\n}\nconst c = criarContador();\nc(); c(); // 2",
                                "javascript",
                            ),
                        ],
                        1,
                    ),
                    Post(
                        "Diego Sampaio",
                        "2027-02-08 22:30",
                        [
                            "Nenhuma resposta menciona o problema clássico do <code>var</code> dentro do <code>for</code> com <code>setTimeout</code>. Com <code>let</code> cada iteração ganha sua própria variável, e a closure captura o valor certo."
                        ],
                        0,
                    ),
                    Post(
                        "Júlia Tavares",
                        "2019-08-21 08:55",
                        [
                            "Closures também são a base do padrão módulo, que era a forma de ter variáveis privadas antes das classes com campos <code>#privados</code>."
                        ],
                        0,
                    ),
                ],
            )
        )
        # --- the blog (WordPress, São Paulo time) ----------------------------------------------------------------------
        add(
            story(
                "b_ia",
                "/blog/2027/02/08/nossa-nova-politica-para-respostas-geradas-por-ia/",
                "Nossa nova política para respostas geradas por IA",
                "2027-02-08",
                iso_utc("2027-02-08 22:40", TZ, z=False),
                "2027-02-08 22:40",
                ["Renata Vasconcelos"],
                [
                    "Depois de três semanas de discussão no Meta e de mais de 400 comentários, estamos publicando hoje a política definitiva do PilhaDev em Português sobre conteúdo gerado por inteligência artificial. Ela entra em vigor na próxima segunda-feira, 15 de fevereiro.",
                    "## O que muda",
                    "Respostas escritas integralmente por ferramentas de IA e publicadas sem revisão continuam proibidas. A novidade é que passamos a permitir o uso dessas ferramentas como apoio, desde que a pessoa que publica tenha testado o código, entenda o que está escrito e assuma a responsabilidade pelo conteúdo.",
                    "Quem usar IA para redigir ou traduzir parte da resposta deve dizer isso no fim do texto. Não é uma punição: é uma informação útil para quem lê.",
                    "## Como vamos moderar",
                    "Os moderadores não vão usar detectores automáticos de texto gerado por IA, que erram demais, principalmente com textos em português. As respostas serão avaliadas pelo que são: se estão corretas, se respondem à pergunta e se o autor consegue explicá-las quando questionado nos comentários.",
                    "Contas que publicarem muitas respostas erradas em sequência poderão ter a publicação limitada temporariamente, como já acontece hoje.",
                    "## Por que decidimos assim",
                    "A maior parte da comunidade pediu uma regra clara e aplicável. Proibir qualquer uso de IA seria impossível de fiscalizar, e liberar tudo encheria o site de respostas que parecem certas, mas não foram testadas.",
                    "Agradecemos a todos que participaram da discussão. A política será revista em seis meses, e o tópico no Meta continua aberto para sugestões.",
                ],
                "wordpress-blog-utc-jsonld-staff-announcement",
                role="Gerente de comunidade",
                tags=["anúncios", "políticas", "ia"],
            )
        )
        add(
            story(
                "b_eleicao",
                "/blog/2027/02/05/resultado-da-eleicao-de-moderadores-de-2027/",
                "Resultado da eleição de moderadores de 2027",
                "2027-02-05",
                iso_utc("2027-02-05 15:00", TZ, z=False),
                "2027-02-05 15:00",
                [],
                [
                    "A eleição de moderadores de 2027 terminou ontem à noite, e temos o prazer de anunciar os três novos moderadores do PilhaDev em Português: Rafael Couto, Júlia Tavares e Pedro H. Alves.",
                    "Foram 1.934 votos, o maior número desde a primeira eleição do site, em 2015. A contagem foi feita pelo método de voto único transferível, e o relatório completo com todas as rodadas está disponível na página da eleição.",
                    "Os novos moderadores começam a trabalhar na próxima semana, depois de um período de treinamento com a equipe. Eles se juntam a Ana Souza e Marcelo Prado, que continuam no cargo.",
                    "Agradecemos aos oito candidatos e a todos que votaram. A próxima eleição está prevista para o início de 2028.",
                ],
                "wordpress-blog-team-credit",
                credit="Equipe PilhaDev",
                tags=["anúncios", "eleições"],
            )
        )
        add(
            story(
                "b_entrevista",
                "/blog/2027/02/03/conheca-a-comunidade-uma-conversa-com-ana-souza/",
                "Conheça a comunidade: uma conversa com Ana Souza",
                "2027-02-03",
                iso_utc("2027-02-03 10:00", TZ, z=False),
                "2027-02-03 10:00",
                ["Thiago Moreira"],
                [
                    "Ana Souza é desenvolvedora em Recife, moderadora do site desde 2019 e a primeira pessoa a passar de 100 mil pontos de reputação no PilhaDev em Português. Conversamos com ela sobre como tudo começou e sobre o que mudou na comunidade.",
                    "Q: Como você chegou ao PilhaDev? || Procurando uma resposta, como todo mundo. Eu estava no primeiro emprego e tinha um erro de encoding que ninguém na empresa sabia resolver. Achei a resposta aqui, e na semana seguinte respondi minha primeira pergunta.",
                    "Q: O que te fez continuar respondendo? || Eu aprendo muito respondendo. Para explicar uma coisa direito, você precisa entendê-la de verdade. Muitas vezes eu começo uma resposta achando que sei e termino lendo a documentação por uma hora.",
                    "Q: O que mudou desde 2015? || As perguntas ficaram mais difíceis, o que é bom. As básicas já estão respondidas, então quem chega hoje costuma trazer problemas mais específicos. O desafio é acolher quem está começando sem deixar o site virar um fórum de dúvidas repetidas.",
                    "Q: E a inteligência artificial? || Eu uso no trabalho, como todo mundo. Mas uma resposta aqui precisa ter alguém por trás que testou e que responde aos comentários. Acho que a nova política acerta nisso.",
                    "Q: Um conselho para quem quer começar a responder? || Escolha uma tag pequena que você conhece bem e acompanhe as perguntas novas dela. E não tenha medo de errar: os comentários existem para isso.",
                ],
                "wordpress-blog-interview-qa",
                tags=["comunidade", "entrevistas"],
            )
        )

    # --- the Q&A templates ---------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.key in BLOG or doc.key == "blog":
            return self.blog_frame(doc, self.blog_main(doc))
        if doc.kind == "qa":
            main = self.question_main(doc)
        elif doc.kind == "soft-404":
            main = self.gone_main(doc)
        elif doc.key == "user":
            main = self.user_main(doc)
        else:
            main = self.list_main(doc)
        return self.frame(doc, main)

    def user_link(self, name: str, zone: str = "byline") -> str:
        uid, slug, _ = USERS[name]
        if name == "Ana Souza":
            return self.a("user", name, zone)
        if uid < 0:
            return f'<a href="/users/-1/comunidade">{esc(name)}</a>'
        return f'<a href="/users/{uid}/{slug}">{esc(name)}</a>'

    def tag_link(self, t: str) -> str:
        attrs = f'class="post-tag" title="mostrar perguntas com a tag &#39;{t}&#39;" rel="tag"'
        if t == "python":
            return self.a("tag", t, "tag", attrs)
        return f'<a href="/questions/tagged/{quote(t)}" {attrs}>{esc(t)}</a>'

    def signature(self, who: str, verb: str, when: str, owner: bool = False) -> str:
        uid, _slug, rep = USERS[who]
        return f"""<div class="post-signature{" owner" if owner else ""} flex--item"><div class="user-info user-hover"><div class="user-action-time">{verb} <span title="{se_title(when)}" class="relativetime">{se_time(when)}</span></div><div class="user-gravatar32"><img src="https://i.pilhadev.test/avatar/{uid}.png?s=64" alt="" width="32" height="32"></div><div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person">{self.user_link(who)}<span class="d-none" itemprop="name">{esc(who)}</span><div class="-flair"><span class="reputation-score" title="pontuação de reputação " dir="ltr">{rep}</span></div></div></div></div>"""

    def body_html(self, lines: list[str]) -> str:
        out = []
        for block in parse(lines):
            if block[0] == "p":
                out.append(f"<p>{block[1]}</p>")  # the texts carry <code> markup
            else:
                out.append(blocks_html(self, [block]))
        return "\n".join(out)

    def votes(self, n: int, accepted: bool = False) -> str:
        acc = (
            '<div class="js-accepted-answer-indicator flex--item fc-green-700 py6 mtn8" tabindex="0" role="note" aria-label="Aceita">✔</div>'
            if accepted
            else ""
        )
        return f'<div class="votecell post-layout--left"><div class="js-voting-container"><button class="js-vote-up-btn" aria-label="Voto positivo">▲</button><div class="js-vote-count" itemprop="upvoteCount" data-value="{n}">{n}</div><button class="js-vote-down-btn" aria-label="Voto negativo">▼</button>{acc}</div></div>'

    def question_main(self, doc: Doc) -> str:
        x = doc.extra
        asker, asked = x["asked"]
        path = doc.path.split("?")[0]
        tags = "".join(f'<li class="d-inline mr4 js-post-tag-list-item">{self.tag_link(t)}</li>' for t in x["tags"])
        comments = "".join(
            f'<li class="comment js-comment"><div class="comment-text js-comment-text-and-form"><div class="comment-body js-comment-edit-hide"><span class="comment-copy">{esc(text)}</span> – <div class="d-inline-flex ai-center">{self.user_link(who, "comments")}</div> <span class="comment-date" dir="ltr"><span title="{se_title(when)}, Licença: CC BY-SA 4.0" class="relativetime-clean">{se_time(when)}</span></span></div></div></li>'
            for who, when, text in x["comments"]
        )
        notice = ""
        if x.get("closed"):
            t, href, when = x["closed"]
            notice = f'<aside class="s-notice s-notice__info post-notice js-post-notice mb16" role="status"><div class="d-flex fd-column fw-nowrap"><div class="d-flex fw-nowrap"><div class="flex--item mr8"><svg class="svg-icon iconInfo" width="18" height="18"></svg></div><div class="flex--item wmn0 fl1 lh-lg"><div class="flex--item fl1 lh-lg"><div><b>Esta pergunta já tem respostas aqui</b>:</div><div class="mt8"><a href="{href}">{esc(t)}</a> <span class="question-originals-answer-count">(4 respostas)</span></div></div></div></div><div class="flex--item mb0 mt4">Fechada <span title="{se_title(when)}" class="relativetime">{se_time(when)}</span>.</div></div></aside>'
        if x.get("bounty"):
            notice = f'<aside class="s-notice s-notice__info post-notice js-post-notice mb16" role="status"><div class="d-flex fd-column fw-nowrap"><div class="flex--item"><span class="s-badge s-badge__bounty">+50</span></div><div class="flex--item mb0 mt8">{esc(x["bounty"])}</div></div></aside>'
        answers = []
        for a in x["answers"]:
            acc = a.flags.get("accepted", False)
            prop = 'itemprop="acceptedAnswer"' if acc else 'itemprop="suggestedAnswer"'
            aid = x["qid"] * 10 + len(answers) + 7
            edited = ""
            if a.flags.get("edited"):
                who, when = a.flags["edited"]
                edited = f'<div class="post-signature flex--item"><div class="user-info"><div class="user-action-time"><a href="/posts/{aid}/revisions" title="mostrar todas as edições desta postagem">editada</a> <span title="{se_title(when)}" class="relativetime">{se_time(when)}</span></div><div class="user-details">{self.user_link(who)}</div></div></div>'
            wiki = (
                '<div class="community-wiki" title="Esta postagem é wiki da comunidade. Editar as respostas existentes para melhorá-las é recomendado.">Wiki da Comunidade</div>'
                if a.flags.get("wiki")
                else ""
            )
            answers.append(f"""<a name="{aid}"></a>
<div id="answer-{aid}" class="answer js-answer{" accepted-answer js-accepted-answer" if acc else ""}" data-answerid="{aid}" data-parentid="{x["qid"]}" data-score="{a.score}" {prop} itemscope itemtype="https://schema.org/Answer">
<div class="post-layout">
{self.votes(a.score, acc)}
<div class="answercell post-layout--right">
<div class="s-prose js-post-body" itemprop="text">
{self.body_html(a.lines)}
</div>
<div class="mt24"><div class="d-flex fw-wrap ai-start jc-end gs8 gsy"><time itemprop="dateCreated" datetime="{a.time.replace(" ", "T")}:00"></time><div class="flex--item mr16"><div class="js-post-menu pt2"><a href="/a/{aid}" rel="nofollow" itemprop="url" class="js-share-link">Compartilhar</a> <a href="/posts/{aid}/edit">Melhore esta resposta</a></div></div>{edited}{self.signature(a.user, "respondida", a.time)}</div>{wiki}</div>
</div>
</div>
</div>""")
        total = len(x["answers"]) if not x.get("page2") else 34
        pager = ""
        if x.get("page2"):
            pager = f'<div class="s-pagination site1 themed pager-answers"><a class="s-pagination--item js-pagination-item" href="{path}?page=1&amp;tab=scoredesc#tab-top" rel="prev">Anterior</a> <a class="s-pagination--item js-pagination-item" href="{path}?page=1&amp;tab=scoredesc#tab-top">1</a> <span class="s-pagination--item is-selected" aria-current="page">2</span></div>'
        related = "".join(
            f'<div class="spacer"><a href="{self.href(k)}" title="Pontuação da pergunta (maior de 0 significa positiva)"><div class="answer-votes">{self.docs[k].extra["score"]}</div></a> {self.a(k, self.docs[k].title, "related", QLINK)}</div>'
            for k in QS
            if k != doc.key
        )
        return f"""<div id="content" class="snippet-hidden">
<div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
<link itemprop="image" href="https://cdn.pilhadev.test/img/apple-touch-icon.png">
<div class="inner-content clearfix">
<div id="question-header" class="d-flex sm:fd-column">
<h1 itemprop="name" class="fs-headline1 ow-break-word mb8 flex--item fl1"><a href="{path}" class="question-hyperlink">{esc(doc.title)}</a></h1>
<div class="ml12 aside-cta flex--item print:d-none sm:ml0 sm:mb12 sm:order-first sm:as-end"><a href="/questions/ask" class="ws-nowrap s-btn s-btn__primary">Faça uma pergunta</a></div>
</div>
<div class="d-flex fw-wrap pb8 mb16 bb bc-black-225">
<div class="flex--item ws-nowrap mr16 mb8" title="{se_title(asked)}"><span class="fc-black-400 mr2">Perguntada</span> <time itemprop="dateCreated" datetime="{asked.replace(" ", "T")}:00">{se_time(asked)}</time></div>
<div class="flex--item ws-nowrap mr16 mb8"><span class="fc-black-400 mr2">Modificada</span> <a href="?lastactivity" class="s-link s-link__inherit" title="{se_title(x["modified"])}">{se_time(x["modified"])}</a></div>
<div class="flex--item ws-nowrap mb8"><span class="fc-black-400 mr2">Vista</span> {x["views"]} vezes</div>
</div>
<div id="mainbar" role="main" aria-label="pergunta e respostas">
{notice}
<div class="question js-question" data-questionid="{x["qid"]}" data-score="{x["score"]}" id="question">
<div class="post-layout">
{self.votes(x["score"])}
<div class="postcell post-layout--right">
<div class="s-prose js-post-body" itemprop="text">
{self.body_html(x["q"])}
</div>
<div class="mt24 mb12"><div class="post-taglist d-flex gs4 gsy fd-column"><div class="d-flex ps-relative fw-wrap"><ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline">{tags}</ul></div></div></div>
<div class="mb0"><div class="mt16 d-flex gs8 gsy fw-wrap jc-end ai-start pt4 mb16"><div class="flex--item mr16 fl1 w96"><div class="js-post-menu pt2"><a href="/q/{x["qid"]}" rel="nofollow" class="js-share-link">Compartilhar</a> <a href="/posts/{x["qid"]}/edit">Melhore esta pergunta</a> <button class="s-btn s-btn__link">Seguir</button></div></div>{self.signature(asker, "perguntada", asked, owner=True)}</div></div>
</div>
<span class="d-none" itemprop="commentCount">{len(x["comments"])}</span>
<div class="post-layout--right js-post-comments-component"><div id="comments-{x["qid"]}" class="comments js-comments-container bt bc-black-075 mt12"><ul class="comments-list js-comments-list">{comments}</ul></div><div class="pt12"><a class="js-add-link comments-link" href="#" role="button">Adicionar comentário</a></div></div>
</div>
</div>
<div id="answers">
<a name="tab-top"></a>
<div id="answers-header"><div class="answers-subheader d-flex ai-center mb8"><div class="flex--item fl1"><h2 class="mb0" data-answercount="{total}">{total} Respostas <span style="display:none;" itemprop="answerCount">{total}</span></h2></div><div class="flex--item"><label for="answer-sort-dropdown-select-menu">Ordenado por:</label> <select id="answer-sort-dropdown-select-menu"><option value="scoredesc" selected>Maior pontuação (padrão)</option><option value="modifieddesc">Data de modificação (mais recentes primeiro)</option><option value="createdasc">Data de criação (mais antigas primeiro)</option></select></div></div></div>
{chr(10).join(answers)}
{pager}
<h2 class="bottom-notice" data-loc="5">Não encontrou uma resposta? Veja outras perguntas marcadas {" ".join(self.tag_link(t) for t in x["tags"])} ou <a href="/questions/ask">faça sua própria pergunta</a>.</h2>
</div>
</div>
<div id="sidebar" class="show-votes" role="complementary" aria-label="barra lateral">
<div class="s-sidebarwidget s-sidebarwidget__yellow s-anchors s-anchors__grayscale mb16"><ul class="d-block p0 m0"><li class="s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-black-600 d:fc-black-900 bb bbw1">Blog do PilhaDev</li>{"".join(f'<li class="s-sidebarwidget--item d-flex px16"><div class="flex--item1 fl-shrink0">✎</div><div class="flex--item wmn0 ow-break-word">{self.a(k, self.docs[k].title, "aside", GPS)}</div></li>' for k in BLOG[:2])}</ul></div>
<div class="module sidebar-related"><h4 id="h-related">Relacionadas</h4><div class="related js-gps-related-questions">{related}</div></div>
<div id="hot-network-questions" class="module tex2jax_ignore"><h4><a href="https://pilhadev.test/hot-questions" class="js-gps-track s-link s-link__inherit">Perguntas em alta na rede</a></h4><ul><li><a href="https://en.pilhadev.test/questions/79102211/why-does-my-regex-match-an-empty-string">Why does my regex match an empty string at the end?</a></li><li><a href="https://es.pilhadev.test/questions/611203/diferencia-entre-let-y-const">¿Cuál es la diferencia entre let y const?</a></li><li><a href="https://ru.pilhadev.test/questions/1530112/">Как отсортировать словарь по значению?</a></li><li><a href="https://en.pilhadev.test/questions/79104432/git-rebase-vs-merge-for-a-small-team">Git rebase vs merge for a small team?</a></li></ul></div>
</div>
</div>
</div>
</div>"""

    def summary(self, k: str) -> str:
        d = self.docs[k]
        x = d.extra
        ans = 34 if x.get("page2") else len(x["answers"])
        acc = any(a.flags.get("accepted") for a in x["answers"])
        who, when = x["asked"]
        tags = "".join(f'<li class="d-inline mr4 js-post-tag-list-item">{self.tag_link(t)}</li>' for t in x["tags"])
        return f"""<div id="question-summary-{x["qid"]}" class="s-post-summary js-post-summary" data-post-id="{x["qid"]}" data-post-type-id="1">
<div class="s-post-summary--stats js-post-summary-stats"><div class="s-post-summary--stats-item s-post-summary--stats-item__emphasized" title="Pontuação de {x["score"]}"><span class="s-post-summary--stats-item-number">{x["score"]}</span><span class="s-post-summary--stats-item-unit">votos</span></div><div class="s-post-summary--stats-item{" has-answers has-accepted-answer" if acc else ""}" title="{ans} respostas"><span class="s-post-summary--stats-item-number">{ans}</span><span class="s-post-summary--stats-item-unit">respostas</span></div><div class="s-post-summary--stats-item" title="{x["views"]} visualizações"><span class="s-post-summary--stats-item-number">{x["views"]}</span><span class="s-post-summary--stats-item-unit">visualizações</span></div></div>
<div class="s-post-summary--content"><h3 class="s-post-summary--content-title">{self.a(k, d.title, "content", 'class="s-link"')}</h3>
<div class="s-post-summary--meta"><div class="s-post-summary--meta-tags d-inline-block tags js-tags"><ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline">{tags}</ul></div>
<div class="s-user-card s-user-card__minimal"><div class="s-user-card--info"><div class="s-user-card--link d-flex gs4">{self.user_link(who, "content")}</div></div><time class="s-user-card--time">perguntada <span title="{se_title(when)}" class="relativetime">{se_time(when)}</span></time></div></div></div>
</div>"""

    def list_main(self, doc: Doc) -> str:
        tab = doc.extra["tab"]
        items = "\n".join(self.summary(k) for k in doc.extra["list"])
        extra_rows = {
            "interesting": [
                (
                    "Como ler um arquivo JSON grande em Node.js sem estourar a memória?",
                    "/questions/412990/como-ler-um-arquivo-json-grande-em-node-js-sem-estourar-a-memoria",
                    "node.js",
                ),
                ("Diferença entre == e === em PHP 8", "/questions/412981/diferenca-entre-e-em-php-8", "php"),
            ],
            "hot": [
                (
                    "Qual a diferença entre git pull e git fetch?",
                    "/questions/1711/qual-a-diferenca-entre-git-pull-e-git-fetch",
                    "git",
                ),
                (
                    "O que é injeção de dependência?",
                    "/questions/3155/o-que-e-injecao-de-dependencia",
                    "design-patterns",
                ),
            ],
            "newest": [
                ("Como fazer scraping do site do Detran sem ser bloqueado?", "gone", "web-scraping"),
                (
                    "Erro 'ModuleNotFoundError' ao rodar script com cron",
                    "/questions/412866/erro-modulenotfounderror-ao-rodar-script-com-cron",
                    "python",
                ),
                (
                    "Como formatar CPF com máscara em React?",
                    "/questions/412861/como-formatar-cpf-com-mascara-em-react",
                    "reactjs",
                ),
                (
                    "Consulta lenta com LIKE '%texto%' no PostgreSQL",
                    "/questions/412858/consulta-lenta-com-like-texto-no-postgresql",
                    "postgresql",
                ),
            ],
            "tag": [
                (
                    "Como ordenar uma lista de dicionários por uma chave?",
                    "/questions/2330/como-ordenar-uma-lista-de-dicionarios-por-uma-chave",
                    "python",
                ),
                (
                    "Erro 'ModuleNotFoundError' ao rodar script com cron",
                    "/questions/412866/erro-modulenotfounderror-ao-rodar-script-com-cron",
                    "python",
                ),
            ],
            "search": [
                (
                    "Remover acentos e caracteres especiais em JavaScript",
                    "/questions/8310/remover-acentos-e-caracteres-especiais-em-javascript",
                    "javascript",
                ),
                ("Ordenar strings com acentos em Java", "/questions/20119/ordenar-strings-com-acentos-em-java", "java"),
            ],
        }[tab]
        more = "\n".join(
            f'<div class="s-post-summary js-post-summary"><div class="s-post-summary--content"><h3 class="s-post-summary--content-title">{self.a(h, t, "content", SLINK) if h in self.docs else f"<a href={chr(34)}{h}{chr(34)} class={chr(34)}s-link{chr(34)}>{esc(t)}</a>"}</h3><div class="s-post-summary--meta-tags"><a href="/questions/tagged/{g}" class="post-tag">{g}</a></div></div></div>'
            for t, h, g in extra_rows
        )
        if tab in ("interesting", "hot"):
            tabs = f'<div class="d-flex flex__fl-equal"><div class="s-btn-group js-filter-btn"><a class="s-btn s-btn__muted s-btn__outlined s-btn__sm{" is-selected" if tab == "interesting" else ""}" href="/?tab=interesting">Interessantes</a>{self.a("hot" if tab == "interesting" else "home", "Em alta", "nav", BTN_ON if tab == "hot" else BTN)}<a class="s-btn s-btn__muted s-btn__outlined s-btn__sm" href="/?tab=week">Semana</a><a class="s-btn s-btn__muted s-btn__outlined s-btn__sm" href="/?tab=month">Mês</a></div></div>'
            head = f'<div class="d-flex"><h1 class="flex--item fl1 fs-headline1 mb0">Perguntas principais</h1><div class="ml12 aside-cta flex--item"><a href="/questions/ask" class="ws-nowrap s-btn s-btn__primary">Faça uma pergunta</a></div></div>{tabs}'
        elif tab == "newest":
            head = f'<div class="d-flex"><h1 class="flex--item fl1 fs-headline1 mb12">{esc(doc.title)}</h1></div><div class="fs-body3 mr12">412.311 perguntas</div><div class="s-btn-group"><a class="s-btn is-selected" href="/questions?tab=newest">Mais recentes</a><a class="s-btn" href="/questions?tab=active">Ativas</a><a class="s-btn" href="/questions?tab=bounties">Recompensas</a><a class="s-btn" href="/questions?tab=unanswered">Sem resposta</a></div>'
        elif tab == "tag":
            head = f'<div class="d-flex"><h1 class="flex--item fl1 fs-headline1 mb12">{esc(doc.title)}</h1></div><div class="mb24 s-prose"><p>Python é uma linguagem de programação interpretada, de tipagem dinâmica e forte, multiparadigma. Use esta tag para perguntas sobre a linguagem; para versões específicas, acrescente também a tag da versão.</p></div><div class="fs-body3">25.417 perguntas</div>'
        else:
            head = f'<h1 class="fs-headline1 mb16">{esc(doc.title)}</h1><form id="bigsearch" action="/search" method="get"><input name="q" type="text" value="acentos" maxlength="240" class="s-input"><button class="s-btn s-btn__primary">Pesquisar</button></form><div class="fs-body3">Resultados para <b>acentos</b> · 214 resultados</div>'
        pager = ""
        if tab == "newest":
            pager = '<div class="s-pagination site1 themed pager fl"><a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=1" rel="prev">Anterior</a> <a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=1">1</a> <span class="s-pagination--item is-selected" aria-current="page">2</span> <a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=3">3</a> <a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=3" rel="next">Próxima</a></div>'
        elif tab == "interesting":
            pager = f'<h2 class="bottom-notice">Procurando mais? Navegue pela {self.a("newest2", "lista completa de perguntas", "content")}, ou veja as {self.a("tag", "perguntas de python", "content")}. Novidades no {self.a("blog", "blog", "content")}.</h2>'
        return f"""<div id="content" class="snippet-hidden"><div id="mainbar" role="main" aria-label="perguntas">
{head}
<div id="questions" class="flush-left">
{items}
{more}
</div>
{pager}
</div>
<div id="sidebar" class="show-votes" role="complementary"><div class="s-sidebarwidget s-sidebarwidget__yellow"><ul class="d-block p0 m0"><li class="s-sidebarwidget--header">Blog do PilhaDev</li>{"".join(f'<li class="s-sidebarwidget--item">{self.a(k, self.docs[k].title, "aside")}</li>' for k in BLOG)}</ul></div>
<div class="module js-gps-related-tags"><h4>Tags relacionadas</h4><div>{self.tag_link("python")} × 25417<br><a href="/questions/tagged/javascript" class="post-tag">javascript</a> × 61203<br><a href="/questions/tagged/java" class="post-tag">java</a> × 39170<br><a href="/questions/tagged/sql" class="post-tag">sql</a> × 14308</div></div></div>
</div>"""

    def gone_main(self, doc: Doc) -> str:
        return f"""<div id="content" class="snippet-hidden"><div id="mainbar-full" class="page-not-found" role="main">
<div class="d-flex gs32 fd-column ai-center py48"><img src="https://cdn.pilhadev.test/img/404.svg" alt="" width="196" height="196">
<div class="flex--item"><h1 class="fs-headline1 mb4">{esc(doc.title)}</h1>
<p class="fs-body3 fc-black-500">Esta pergunta foi removida do PilhaDev em Português por motivos de moderação.</p>
<p>Procure outras perguntas sobre o mesmo assunto com a nossa {self.a("search", "busca", "content")}, navegue pelas {self.a("hot", "perguntas em alta", "content")} ou vá para a <a href="/">página inicial</a>.</p>
<p class="fc-black-400">Se você acha que a remoção foi um engano, abra uma discussão no <a href="https://pt.meta.pilhadev.test/">Meta</a>.</p></div></div>
</div></div>"""

    def user_main(self, doc: Doc) -> str:
        answers = [
            ("q_acentos", 9, True),
            ("/questions/3990/o-que-e-utf-8-e-por-que-devo-usar", 288, True),
            ("/questions/11200/como-ler-um-csv-com-encoding-latin-1-no-pandas", 141, True),
            (
                "/questions/5133/como-funciona-a-representacao-de-ponto-flutuante-por-que-ha-erros-de-arredondamento",
                97,
                False,
            ),
        ]
        rows = []
        for k, score, acc in answers:
            link = (
                self.a(k, self.docs[k].title, "content")
                if k in self.docs
                else f'<a href="{k}">{esc(k.split("/")[3].replace("-", " ").capitalize())}</a>'
            )
            rows.append(
                f'<div class="s-card bar0 bb"><div class="d-flex gs12"><div class="s-badge s-badge__votes{" s-badge__answered" if acc else ""}">{score}</div><div class="fl1">{link}</div></div></div>'
            )
        return f"""<div id="content" class="snippet-hidden"><div id="mainbar-full" class="user-show-new">
<div class="d-flex ai-center fw-wrap mb16 md:fd-column md:ai-start"><a href="/users/5812/ana-souza?tab=profile"><img src="https://i.pilhadev.test/avatar/5812.png?s=256" alt="Avatar do usuário Ana Souza" width="128" height="128" class="bar-md"></a>
<div class="flex--item fl1"><div class="fs-headline2 fw-bold">{esc(doc.title)}</div><div class="mb8 fc-black-400">♦ Moderadora</div>
<ul class="list-reset s-anchors d-flex gs8 fw-wrap fc-black-400"><li>Membro há 12 anos e 1 mês</li><li>Visto pela última vez esta semana</li><li>Recife, PE, Brasil</li><li><a href="https://github.test/anasouza">github.test/anasouza</a></li></ul></div></div>
<div class="d-flex gs12 mb24 s-navigation"><a href="/users/5812/ana-souza?tab=profile" class="s-navigation--item is-selected">Perfil</a><a href="/users/5812/ana-souza?tab=activity" class="s-navigation--item">Atividade</a></div>
<div class="d-flex gs24 md:fd-column">
<div class="flex--item3"><h2 class="fs-title mb8">Estatísticas</h2><div class="s-card fc-black-400"><div class="d-flex flex__allcells6 fw-wrap"><div><div class="fs-body3 fc-black-600">102.418</div>reputação</div><div><div class="fs-body3 fc-black-600">8,1m</div>alcançados</div><div><div class="fs-body3 fc-black-600">3.902</div>respostas</div><div><div class="fs-body3 fc-black-600">41</div>perguntas</div></div></div>
<h2 class="fs-title mb8 mt24">Comunidades</h2><div class="s-card"><a href="https://pt.meta.pilhadev.test/users/5812">Meta do PilhaDev em Português</a> · <a href="https://en.pilhadev.test/users/88213">PilhaDev (English)</a></div></div>
<div class="flex--item fl1"><h2 class="fs-title mb8">Sobre</h2><div class="s-prose"><p>Desenvolvedora back-end em Recife. Python, PostgreSQL e muita paciência com encoding.</p><p>Moderadora eleita desde 2019. Se precisar falar com a moderação, use a bandeira “precisa de atenção do moderador”.</p><p>Entrevista no blog: {self.a("b_entrevista", "Conheça a comunidade: uma conversa com Ana Souza", "content")}</p></div>
<h2 class="fs-title mb8 mt24">Principais publicações</h2><div class="s-card p0">{"".join(rows)}</div>
<h2 class="fs-title mb8 mt24">Principais tags</h2><div class="s-card">{self.tag_link("python")} Pontuação 9.812 · Publicações 1.204 · <a href="/questions/tagged/unicode" class="post-tag">unicode</a> Pontuação 2.117 · <a href="/questions/tagged/postgresql" class="post-tag">postgresql</a> Pontuação 1.880</div></div>
</div></div></div>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.kind == "qa":
            title = f"{doc.extra['tags'][0]} - {doc.title} - PilhaDev em Português"
            desc = " ".join(ln for ln in doc.extra["q"] if not ln.startswith("RAW:"))
            desc = desc.replace("<code>", "").replace("</code>", "")[:160].rsplit(" ", 1)[0] + "…"
            canonical = url.split("?")[0]
        elif doc.kind == "soft-404":
            title, desc, canonical = "Página não encontrada - PilhaDev em Português", "", url
        elif doc.key == "user":
            title, desc, canonical = (
                "Usuário Ana Souza - PilhaDev em Português",
                "Desenvolvedora back-end em Recife.",
                url,
            )
        elif doc.key == "home":
            title, desc, canonical = (
                "PilhaDev em Português",
                "Perguntas e respostas para programadores profissionais e entusiastas.",
                url,
            )
        else:
            title, desc, canonical = (
                f"{doc.title} - PilhaDev em Português",
                "Perguntas e respostas para programadores profissionais e entusiastas.",
                url,
            )
        html_attrs = ' itemscope itemtype="https://schema.org/QAPage"' if doc.kind == "qa" else ""
        body_class = (
            "question-page unified-theme"
            if doc.kind == "qa"
            else ("user-page unified-theme" if doc.key == "user" else "questions-page unified-theme")
        )
        init = {
            "locale": "pt-BR",
            "serverTime": 1802253000,
            "routeName": "Questions/Show" if doc.kind == "qa" else "Home/Index",
            "stackAuthUrl": "https://pilhadev.test/auth",
            "networkMetaHostname": "meta.pilhadev.test",
            "site": {"name": "PilhaDev em Português", "styleCodeWithHighlightjs": True, "enableUserHovercards": True},
        }
        nav = f"""<nav class="left-sidebar--sticky-container js-sticky-leftnav" aria-label="Principal"><ol class="nav-links"><li class="ps-relative">{self.a("home", "Página inicial", "nav", 'class="pl8 js-gps-track nav-links--link"')}</li><li><ol class="nav-links"><li class="fs-fine tt-uppercase ml8 mt16 mb4 fc-light">Público</li><li class="ps-relative"><a href="/questions" class="pl8 nav-links--link">Perguntas</a></li><li><a href="/tags" class="nav-links--link">Tags</a></li><li><a href="/users" class="nav-links--link">Usuários</a></li><li><a href="/unanswered" class="nav-links--link">Sem resposta</a></li></ol></li></ol></nav>"""
        return f"""<!DOCTYPE html>
<html class="html__responsive html__unpinned-leftnav" lang="pt"{html_attrs}>
<head>
<title>{esc(title)}</title>
<link rel="shortcut icon" href="https://cdn.pilhadev.test/Sites/ptpilhadev/Img/favicon.ico">
<link rel="apple-touch-icon" href="https://cdn.pilhadev.test/Sites/ptpilhadev/Img/apple-touch-icon.png">
<link rel="search" type="application/opensearchdescription+xml" title="PilhaDev em Português" href="/opensearch.xml">
<link rel="canonical" href="{esc(canonical)}">
<meta name="viewport" content="width=device-width, height=device-height, initial-scale=1.0, minimum-scale=1.0">
<meta property="og:type" content="website">
<meta property="og:url" content="{esc(canonical)}">
<meta property="og:site_name" content="PilhaDev em Português">
<meta property="og:image" itemprop="image primaryImageOfPage" content="https://cdn.pilhadev.test/Sites/ptpilhadev/Img/apple-touch-icon@2.png">
<meta name="twitter:card" content="summary">
<meta name="twitter:domain" content="pt.pilhadev.test">
<meta name="twitter:title" property="og:title" itemprop="name" content="{esc(doc.title)}">
<meta name="twitter:description" property="og:description" itemprop="description" content="{esc(desc)}">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
<script src="https://cdn.pilhadev.test/Js/stub.pt.js?v=7c3a1f2e"></script>
<link rel="stylesheet" type="text/css" href="https://cdn.pilhadev.test/Shared/stacks.css?v=2b1e7f0a">
<link rel="stylesheet" type="text/css" href="https://cdn.pilhadev.test/Sites/ptpilhadev/primary.css?v=9d2c44b1">
<style>/*PAD*/</style>
<script>StackExchange.init({json.dumps(init, ensure_ascii=False)});StackExchange.using.setCacheBreakers({{"mathjax":"4d3a3e4f","hljs":"c1a5bd84"}});</script>
</head>
<body class="{body_class}">
<div id="notify-container"></div>
<div id="custom-header"></div>
<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container"><a href="#" class="s-topbar--menu-btn js-left-sidebar-toggle" role="menuitem" aria-label="Menu"><span></span></a>
<a href="/" class="s-topbar--logo js-gps-track"><span class="-img _glyph">PilhaDev em Português</span></a>
<ol class="s-topbar--content" role="menubar"><li role="none"><a href="https://pilhadev.test/sobre" class="s-topbar--item">Sobre</a></li><li role="none"><a href="https://pilhadev.test/empresas" class="s-topbar--item">Para empresas</a></li></ol>
<form id="search" role="search" action="/search" class="s-topbar--searchbar js-searchbar" autocomplete="off"><div class="s-topbar--searchbar--input-group"><input name="q" type="text" role="combobox" placeholder="Pesquisar…" value="" autocomplete="off" maxlength="240" class="s-input s-input__search js-search-field" aria-label="Pesquisar"></div></form>
<ol class="overflow-x-auto ml-auto -secondary grid ai-center list-reset h100 user-logged-out" role="presentation"><li class="-item"><a href="/users/login" class="s-topbar--item s-topbar--item__unset s-btn s-btn__filled ws-nowrap" rel="nofollow">Entrar</a></li><li class="-item"><a href="/users/signup" class="s-topbar--item s-topbar--item__unset ml4 s-btn s-btn__primary ws-nowrap" rel="nofollow">Cadastre-se</a></li></ol></div></header>
<div class="container">
<div id="left-sidebar" data-is-here-when="md lg" class="left-sidebar js-pinned-left-sidebar ps-relative">{nav}</div>
{main}
</div>
<footer id="footer" class="site-footer js-footer" role="contentinfo"><div class="site-footer--container">
<div class="site-footer--logo"><a href="https://pilhadev.test" aria-label="página inicial">PilhaDev em Português</a></div>
<nav class="site-footer--nav"><div class="site-footer--col"><h5 class="-title">PilhaDev</h5><ul class="-list"><li>{self.a("home", "Perguntas", "footer", 'class="-link"')}</li><li><a href="/help" class="-link">Ajuda</a></li><li>{self.a("blog", "Blog", "footer", 'class="-link"')}</li><li><a href="https://pt.meta.pilhadev.test" class="-link">Meta</a></li></ul></div>
<div class="site-footer--col"><h5 class="-title">Empresa</h5><ul class="-list"><li><a href="https://pilhadev.test/sobre" class="-link">Sobre</a></li><li><a href="https://pilhadev.test/legal/privacidade" class="-link">Política de privacidade</a></li><li><a href="https://pilhadev.test/legal/termos" class="-link">Termos de serviço</a></li><li><a href="/contact" class="-link">Fale conosco</a></li><li><a href="#" class="-link js-cookie-settings">Configurações de cookies</a></li></ul></div></nav>
<div class="site-footer--copyright fs-fine md:mt24"><p class="md:mb0">Design do site / logo © 2027 PilhaDev; contribuições dos usuários licenciadas sob <a href="https://pilhadev.test/help/licensing">CC BY-SA</a>. <span id="svnrev">rev 2027.2.9.41182</span></p></div>
</div></footer>
<div id="onetrust-consent-sdk" class="js-consent-banner"><div class="ot-sdk-container" role="dialog" aria-label="Privacidade"><p>Ao clicar em “Aceitar todos os cookies”, você concorda que o PilhaDev pode armazenar cookies no seu dispositivo e divulgar informações de acordo com a nossa <a href="https://pilhadev.test/legal/cookies">Política de Cookies</a>.</p><button id="onetrust-accept-btn-handler">Aceitar todos os cookies</button> <button class="ot-pc-refuse-all-handler">Somente os necessários</button> <button id="onetrust-pc-btn-handler">Personalizar configurações</button></div></div>
<script>StackExchange.ready(function(){{StackExchange.realtime.init('wss://qa.sockets.pilhadev.test');StackExchange.realtime.subscribeToQuestion('{doc.extra.get("qid", 0)}');}});</script>
</body>
</html>"""

    # --- the blog (WordPress) ------------------------------------------------------------------------------------

    def blog_frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        ld = ""
        metas = [
            f'<link rel="canonical" href="{url}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="Blog do PilhaDev">',
            '<meta property="og:locale" content="pt_BR">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            names = doc.authors or [doc.extra["credit"]]
            data: dict[str, Any] = {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": [
                    {"@type": "Person", "name": n, "url": f"{ORIGIN}/blog/author/{n.lower().replace(' ', '-')}/"}
                    for n in names
                ],
                "publisher": {
                    "@type": "Organization",
                    "name": "PilhaDev",
                    "logo": {"@type": "ImageObject", "url": "https://cdn.pilhadev.test/img/logo-blog.png"},
                },
                "inLanguage": "pt-BR",
                "keywords": doc.extra["tags"],
            }
            ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        title = (
            f"{doc.title} - Blog do PilhaDev"
            if doc.is_article
            else "Blog do PilhaDev - Notícias e novidades da comunidade"
        )
        return f"""<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{chr(10).join(metas)}
{ld}
<link rel="alternate" type="application/rss+xml" title="Blog do PilhaDev &raquo; Feed" href="/blog/feed/">
<link rel="stylesheet" id="pilhadev-blog-css" href="/blog/wp-content/themes/pilhadev-blog/dist/main.css?ver=1.8.2" media="all">
<style>/*PAD*/</style>
<meta name="generator" content="WordPress 6.7.1">
</head>
<body class="{"post-template-default single single-post" if doc.is_article else "blog"} wp-embed-responsive">
<header class="blog-header"><div class="wrapper"><a href="/blog/" class="blog-logo">Blog do PilhaDev</a>
<nav class="blog-nav"><ul><li>{self.a("home", "Perguntas", "nav")}</li><li><a href="/blog/category/anuncios/">Anúncios</a></li><li><a href="/blog/category/comunidade/">Comunidade</a></li><li><a href="/blog/category/produto/">Produto</a></li><li><a href="https://pt.meta.pilhadev.test">Meta</a></li></ul></nav></div></header>
<main id="main" class="site-main">
{main}
</main>
<footer class="blog-footer"><div class="wrapper"><p>{self.a("blog", "Blog do PilhaDev", "footer")} · <a href="/">PilhaDev em Português</a> · <a href="/blog/feed/">RSS</a> · <a href="https://pilhadev.test/legal/privacidade">Privacidade</a></p><p>© 2027 PilhaDev. Conteúdo do blog licenciado sob CC BY-SA 4.0.</p></div></footer>
<div class="cookie-consent" role="dialog"><p>Usamos cookies para melhorar sua experiência. <a href="https://pilhadev.test/legal/cookies">Saiba mais</a></p><button>Aceitar</button></div>
<script src="/blog/wp-content/themes/pilhadev-blog/dist/main.js?ver=1.8.2" id="main-js"></script>
</body>
</html>"""

    def blog_main(self, doc: Doc) -> str:
        if not doc.is_article:
            cards = []
            for k in doc.extra["list"]:
                d = self.docs[k]
                by = ", ".join(d.authors) or d.extra["credit"]
                cards.append(
                    f'<article class="post-card"><div class="post-card--meta"><span class="cat">{esc(d.extra["tags"][0].capitalize())}</span> <time datetime="{d.iso}">{blog_date(d.stamp)}</time></div><h2 class="post-card--title">{self.a(k, d.title, "content")}</h2><p class="post-card--excerpt">{esc(self.lede(d))}</p><div class="post-card--author">{esc(by)}</div></article>'
                )
            older = [
                (
                    "/blog/2027/01/27/novo-editor-de-markdown-com-pre-visualizacao-ao-vivo/",
                    "Novo editor de Markdown com pré-visualização ao vivo",
                ),
                ("/blog/2027/01/14/os-numeros-do-pilhadev-em-2026/", "Os números do PilhaDev em 2026"),
                ("/blog/2026/12/18/recesso-de-fim-de-ano-da-equipe/", "Recesso de fim de ano da equipe"),
            ]
            cards += [
                f'<article class="post-card"><h2 class="post-card--title"><a href="{h}">{esc(t)}</a></h2></article>'
                for h, t in older
            ]
            return f'<div class="wrapper"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><p>Anúncios, novidades do produto e histórias da comunidade do PilhaDev em Português.</p></header><div class="post-list">{"".join(cards)}</div><nav class="pagination"><span class="current">1</span> <a href="/blog/page/2/">2</a> <a href="/blog/page/2/" class="next">Posts mais antigos</a></nav></div>'
        role = f'<div class="author-role">{esc(doc.extra["role"])}</div>' if doc.extra.get("role") else ""
        if doc.authors:
            a = doc.authors[0]
            byline = f'<div class="author-card"><img src="/blog/wp-content/uploads/authors/{a.lower().replace(" ", "-")}.jpg" alt="" width="48" height="48"><div><a class="author-name" href="/blog/author/{a.lower().replace(" ", "-")}/">{esc(a)}</a>{role}</div></div>'
        else:
            byline = f'<div class="author-card"><img src="/blog/wp-content/uploads/authors/equipe.png" alt="" width="48" height="48"><div><a class="author-name" href="/blog/author/equipe/">{esc(doc.extra["credit"])}</a></div></div>'
        content = blocks_html(self, doc.blocks).replace("<h2>", '<h2 class="wp-block-heading">')
        tags = " ".join(f'<a href="/blog/tag/{quote(t)}/" rel="tag">{esc(t)}</a>' for t in doc.extra["tags"])
        more = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in BLOG if k != doc.key)
        meta_link = (
            '<p class="post-cta">Comentários sobre este post? Participe da discussão no <a href="https://pt.meta.pilhadev.test/questions/9120/politica-sobre-conteudo-gerado-por-ia">Meta</a>.</p>'
            if doc.key == "b_ia"
            else ""
        )
        return f"""<div class="wrapper">
<article class="post type-post status-publish hentry">
<header class="post-header">
<div class="post-cat"><a href="/blog/category/{"comunidade" if doc.key == "b_entrevista" else "anuncios"}/">{"Comunidade" if doc.key == "b_entrevista" else "Anúncios"}</a></div>
<h1 class="post-title">{esc(doc.title)}</h1>
<div class="post-meta">{byline}<time class="published" datetime="{doc.iso}">{blog_date(doc.stamp)}</time></div>
</header>
<div class="s-prose post-content">
{content}
</div>
{meta_link}
<footer class="post-footer"><div class="post-tags">Tags: {tags}</div><div class="share"><a href="https://x.com/intent/post?url={quote(self.url(doc.key), safe="")}">Compartilhar no X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={quote(self.url(doc.key), safe="")}">LinkedIn</a></div></footer>
</article>
<aside class="related-posts"><h2>Leia também</h2><ul>{more}</ul><p>{self.a("hot", "Veja as perguntas em alta no PilhaDev", "related")}</p></aside>
</div>"""
