# ruff: noqa: E501
"""O Tropeiro: a two-person news blog from Diamantina (Brazilian Portuguese) generated with **Pelican 4** and a
hand-edited copy of the notmyidea theme: `/<slug>.html`, `/index2.html`, `/category/cidade.html`,
`/tag/chuva.html`, `/author/helena-prado.html`, `/archives.html`, `/pages/<slug>.html`, a Tipue Search page whose
results are built in the browser (the server HTML has an empty results box). Minimal metadata: no og, no JSON-LD,
no machine-readable dates on the pages (only "Publicado em 2 de dezembro de 2026" in text); the photo essay alone
has og tags from a social-cards plugin. As in notmyidea, the index page shows the newest story in full
(`aside#featured`) above the summaries, so the home page holds a whole article and is not one."""

from __future__ import annotations

import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

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
MENU = [
    ("home", "Início"),
    ("cidade", "Cidade"),
    ("/category/regiao.html", "Região"),
    ("/category/cultura.html", "Cultura"),
    ("arquivo", "Arquivo"),
    ("sobre", "Sobre"),
]


def publicado(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"Publicado em {int(d)} de {MESES[int(m) - 1]} de {y}"


class Tropeiro(Base):
    origin = "https://otropeiro.test"
    name = "O Tropeiro"
    prefix = "ot"
    language = "pt"
    content_type = "text/html"
    relative = False

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ot",
            [
                "#banner",
                "#menu",
                ".post-info",
                ".entry-content",
                "#posts-list",
                "#contentinfo",
                ".paginator",
                "#featured",
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
                "O Tropeiro",
                "pelican-index-featured-full-article",
                list=["chuva", "nota", "entrevista"],
                featured="mercado",
                more="index2",
            )
        )
        add(
            page(
                "index2",
                "/index2.html",
                "section",
                "Notícias — página 2",
                "pelican-index-page2",
                list=["fotos", "cronica", "estrada"],
                prev="home",
            )
        )
        add(
            page(
                "cidade",
                "/category/cidade.html",
                "section",
                "Cidade",
                "pelican-category",
                list=["mercado", "chuva", "fotos", "cronica"],
            )
        )
        add(page("tagchuva", "/tag/chuva.html", "tag", "Tag: chuva", "pelican-tag", list=["chuva", "fotos", "estrada"]))
        add(
            page(
                "autora",
                "/author/helena-prado.html",
                "author",
                "Textos de Helena Prado",
                "pelican-author",
                list=["chuva", "entrevista"],
            )
        )
        add(
            page(
                "arquivo",
                "/archives.html",
                "section",
                "Arquivo",
                "pelican-archives",
                list=["mercado", "chuva", "nota", "entrevista", "fotos", "cronica", "estrada"],
            )
        )
        add(
            page(
                "busca",
                "/search.html?q=chuva",
                "search",
                "Busca",
                "pelican-tipue-search-js-only",
                [
                    "Digite uma palavra e aperte Enter. A busca procura nos títulos e no texto de todas as notícias publicadas desde 2019.",
                ],
                query="chuva",
            )
        )
        add(
            page(
                "cantata",
                "/pages/cantata-de-natal-2026.html",
                "events",
                "Cantata de Natal na Praça do Mercado",
                "pelican-page-event",
                [
                    "Quando: sábado, 19 de dezembro de 2026, às 20h. Onde: Praça do Mercado Velho. Entrada gratuita.",
                    "A Cantata de Natal chega à sua décima edição reunindo, pela primeira vez, os três corais da cidade: o Coral da Sé, o coral infantil da Escola Estadual Professora Júlia Kubitschek e o grupo de seresteiros Amigos da Lua Cheia. Serão cerca de 90 vozes cantando das sacadas do casarão do antigo hotel e do coreto, do jeito que a cidade gosta de ouvir música.",
                    "O repertório mistura cantigas tradicionais de Natal, modinhas mineiras e duas músicas compostas para esta edição pelo maestro Geraldo Tameirão, que rege o Coral da Sé há 31 anos. Uma delas, “Noite de tropeiro”, fala dos viajantes que cruzavam a serra em dezembro para passar o Natal em casa.",
                    "A organização pede que o público leve uma vela ou lanterna para o momento final, quando as luzes da praça serão apagadas. Haverá barracas de comida da associação de moradores, com pão de queijo, caldo de feijão e quentão sem álcool. O dinheiro arrecadado vai para a reforma do telhado da capela do Rosário.",
                    "Em caso de chuva, a cantata será transferida para o Teatro Santa Izabel, com capacidade para 300 pessoas e distribuição de senhas a partir das 18h.",
                ],
            )
        )
        add(
            page(
                "sobre",
                "/pages/sobre.html",
                "about",
                "Sobre o Tropeiro",
                "pelican-page-about",
                [
                    "O Tropeiro é um jornal feito por duas pessoas, um computador velho e muita ajuda dos leitores. Nasceu em 2019, quando o último jornal impresso da cidade fechou, com a ideia simples de contar o que acontece em Diamantina e nos distritos sem pressa e sem sensacionalismo.",
                    "- Helena Prado, jornalista, escreve sobre cidade, saúde e educação.",
                    "- Caio Ferreira, jornalista, cobre política, estradas e economia.",
                    "- Rafael Duarte, fotógrafo colaborador.",
                    "- Marta Quintão, cronista aos sábados.",
                    "Não temos anunciantes grandes nem ligação com partidos. O site é mantido por assinaturas voluntárias de R$ 10 por mês e por anúncios de comércios da cidade, sempre identificados. Para falar com a gente: redacao@otropeiro.test ou (38) 99900-1234, de segunda a sexta.",
                ],
            )
        )

        add(
            story(
                "mercado",
                "/mercado-velho-volta-a-abrir-aos-domingos.html",
                "Mercado Velho volta a abrir aos domingos a partir de janeiro",
                "2026-12-03",
                None,
                publicado("2026-12-03"),
                ["Caio Ferreira"],
                [
                    "Depois de quase três anos fechado aos domingos, o Mercado Velho volta a funcionar no dia em que sempre foi mais cheio. A prefeitura e a associação dos feirantes assinaram na terça-feira um acordo que permite a abertura das 7h às 13h a partir do primeiro domingo de janeiro.",
                    "O fechamento aos domingos começou em 2024, quando a prefeitura alegou falta de funcionários para a limpeza e a segurança do prédio. Desde então, os feirantes vinham reclamando da queda nas vendas. “Domingo era o dia de quem vem dos distritos, de quem desce da serra com queijo e farinha”, disse Dona Ivone Gomes, que vende doces no mercado há 40 anos.",
                    "Pelo acordo, a associação vai pagar dois vigias aos domingos e a prefeitura se compromete com a limpeza na segunda de manhã. O secretário de Cultura, Marcelo Pimenta, disse que a intenção é voltar também com a música ao vivo no coreto, que era tradição nos anos 90.",
                    "Os feirantes ainda pedem a reforma dos banheiros, fechados desde o ano passado. A prefeitura diz que a obra está prevista para o primeiro semestre.",
                ],
                "pelican-story-featured-on-home",
                section="Cidade",
                tags=["mercado", "cultura"],
            )
        )
        add(
            story(
                "chuva",
                "/chuva-forte-derruba-muro-no-centro-historico.html",
                "Chuva forte derruba muro e interdita rua no Centro Histórico",
                "2026-12-02",
                None,
                publicado("2026-12-02"),
                ["Helena Prado", "Caio Ferreira"],
                [
                    "A chuva de quase 80 milímetros que caiu entre a noite de segunda e a madrugada de terça derrubou um muro de pedra de cerca de 15 metros na rua do Bonfim, no Centro Histórico. Ninguém se feriu, mas duas casas foram interditadas pela Defesa Civil por precaução.",
                    "O muro, que segundo moradores tem mais de 150 anos, sustentava o quintal de um casarão desocupado. As pedras caíram sobre a calçada e parte da rua por volta das 3h. “Foi um barulho que parecia trovão, mas não parou”, contou a aposentada Lúcia Neves, vizinha do imóvel.",
                    "A Defesa Civil isolou o trecho entre a rua da Glória e o largo do Bonfim. O coordenador Antônio Lages disse que técnicos do patrimônio histórico vão avaliar o que pode ser recuperado, porque o muro é protegido pelo tombamento do conjunto urbano.",
                    "É o terceiro desabamento de muro antigo no Centro desde outubro. Moradores cobram um levantamento dos imóveis abandonados, que segundo a associação de bairro são pelo menos 40 só no núcleo tombado.",
                    "A previsão é de mais chuva até sexta-feira.",
                ],
                "pelican-story-two-authors-e",
                section="Cidade",
                tags=["tagchuva", "patrimonio"],
            )
        )
        add(
            story(
                "nota",
                "/vacina-da-gripe-liberada-para-todos.html",
                "Vacina da gripe liberada para todas as idades",
                "2026-12-01",
                None,
                publicado("2026-12-01"),
                [],
                [
                    "A vacina contra a gripe passa a ser oferecida a todas as pessoas a partir de 6 meses de idade nos postos de saúde de Diamantina e dos distritos, das 8h às 16h. É preciso levar documento com foto e o cartão do SUS.",
                    "SIGN: Fonte: Agência Mineira de Notícias",
                ],
                "pelican-brief-agency-credit",
                section="Região",
                tags=["saude"],
            )
        )
        add(
            story(
                "entrevista",
                "/entrevista-dona-zulmira-parteira.html",
                "Entrevista: Dona Zulmira, a parteira que ajudou 600 crianças a nascer",
                "2026-11-30",
                None,
                publicado("2026-11-30"),
                ["Helena Prado"],
                [
                    "Zulmira Rodrigues dos Santos tem 84 anos e mora no distrito de Extração desde que nasceu. Durante mais de cinco décadas foi chamada no meio da noite para ajudar mulheres a dar à luz, em casas sem luz elétrica e longe de qualquer hospital. Conversamos com ela na varanda da casa, com café e biscoito de polvilho.",
                    "Q: Como a senhora começou? || Com a minha mãe, que também era parteira. Eu tinha 14 anos quando ela me levou junto pela primeira vez. Segurei a lamparina a noite inteira. Quando o menino nasceu, ela me disse: agora você já sabe metade.",
                    "Q: E a outra metade? || A outra metade é ter calma. A mulher precisa sentir que quem está ali não tem medo. Se a parteira treme, a mãe treme junto.",
                    "Q: Alguma vez teve medo de verdade? || Muitas vezes. Teve uma noite de enchente que eu atravessei o rio com água na cintura. Mas graças a Deus nunca perdi uma mãe.",
                    "Q: O que a senhora acha dos partos de hoje, no hospital? || É melhor ter médico, não tenho dúvida. Mas eu queria que tratassem as mulheres com mais carinho. Parir não é doença.",
                ],
                "pelican-qa-interview",
                section="Região",
                tags=["saude"],
            )
        )
        add(
            story(
                "fotos",
                "/ensaio-a-serra-depois-da-chuva.html",
                "Ensaio: a serra depois da chuva",
                "2026-11-29",
                None,
                publicado("2026-11-29"),
                ["Rafael Duarte"],
                [
                    "O fotógrafo Rafael Duarte subiu a Serra dos Cristais na manhã seguinte à tempestade de sábado.",
                    "FIG: Nuvens baixas cobrindo a Serra dos Cristais vistas do alto do Cruzeiro | Nuvens baixas sobre a Serra dos Cristais, vistas do Cruzeiro. Foto: Rafael Duarte",
                    "FIG: Uma cachoeira cheia descendo entre pedras escuras | A cachoeira da Sentinela, cheia depois de dois dias de chuva. Foto: Rafael Duarte",
                ],
                "pelican-photo-essay-og-only-page",
                section="Cidade",
                tags=["tagchuva", "fotografia"],
                og=True,
            )
        )
        add(
            story(
                "cronica",
                "/cronica-o-sino-da-se-as-seis.html",
                "Crônica: o sino da Sé às seis da tarde",
                "2026-11-28",
                None,
                publicado("2026-11-28"),
                ["Marta Quintão"],
                [
                    "Tem uma hora do dia em que a cidade inteira parece parar para escutar. É às seis da tarde, quando o sino da Sé bate as badaladas do Ângelus e o sol já foi embora por trás da serra, mas a luz ainda não se decidiu.",
                    "Quando eu era menina, a gente parava de brincar na rua. As mães chamavam da janela, os homens tiravam o chapéu, e até o cachorro do seu Tonico, que latia para tudo, ficava quieto. Ninguém mandava. Era só o costume.",
                    "Hoje quase ninguém para. Os carros passam, os celulares tocam, os meninos não tiram o fone do ouvido. E não escrevo isso para reclamar do mundo, que mudou e tinha mesmo que mudar. Escrevo porque, outro dia, vi uma moça de mochila, turista, parada no meio do largo, de olhos fechados, ouvindo o sino como quem ouve uma música bonita pela primeira vez.",
                    "Fiquei pensando que talvez a cidade não precise que todo mundo pare. Basta que alguém pare. Basta que o sino continue batendo, às seis, para quem quiser ouvir.",
                    "SIGN: Marta Quintão é professora aposentada e escreve crônicas para o Tropeiro aos sábados.",
                ],
                "pelican-cronica-signed-at-end",
                section="Cidade",
                tags=["cronica"],
                signed=True,
            )
        )
        add(
            story(
                "estrada",
                "/br-367-pare-e-siga-serra-dos-cristais.html",
                "BR-367 terá pare e siga no trecho da Serra dos Cristais",
                "2026-11-27",
                None,
                publicado("2026-11-27"),
                ["Caio Ferreira"],
                [
                    "Quem viaja pela BR-367 entre Diamantina e Gouveia vai encontrar um trecho de pare e siga a partir de segunda-feira. A obra de contenção da encosta, que cedeu com as chuvas de outubro, deve durar seis semanas.",
                    "Segundo o escritório regional do departamento de estradas, o trânsito vai funcionar em meia pista das 7h às 18h, com espera de até 20 minutos. À noite, as duas pistas ficam liberadas.",
                    "Motoristas de ônibus e de caminhão pedem atenção redobrada na curva do Mirante, onde a sinalização provisória é pouca. O órgão prometeu instalar cones luminosos até o fim da semana.",
                ],
                "pelican-story-linked-from-page2-tag-only",
                section="Região",
                tags=["tagchuva", "estradas"],
            )
        )

    # ------------------------------------------------------------------ templates
    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 900 + 100
        cap, credit = cap.split(" Foto: ") if " Foto: " in cap else (cap, "")
        cred = f'<br><small class="credito">Foto: {esc(credit)}</small>' if credit else ""
        return f'<p class="foto"><img src="/images/2026/ensaio-serra-{n}.jpg" alt="{esc(alt)}" width="900"><br><em>{esc(cap)}</em>{cred}</p>'

    def tag_links(self, doc: Doc) -> str:
        out = []
        for t in doc.extra.get("tags", []):
            if t == "tagchuva":
                out.append(self.a(t, "chuva", "tags"))
            else:
                out.append(f'<a href="/tag/{t}.html">{t}</a>')
        return ", ".join(out)

    def post_info(self, doc: Doc, zone: str = "byline") -> str:
        parts = [f'<span class="published">{esc(doc.stamp)}</span>']
        if doc.authors and not doc.extra.get("signed"):
            names = []
            for n in doc.authors:
                names.append(
                    self.a("autora", n, zone)
                    if n == "Helena Prado"
                    else f'<a href="/author/{n.lower().replace(" ", "-").replace("ã", "a")}.html">{esc(n)}</a>'
                )
            parts.append(f'<span class="vcard author">por {" e ".join(names)}</span>')
        sec = "cidade" if doc.section == "Cidade" else f"/category/{doc.section.lower().replace('ã', 'a')}.html"
        parts.append(f"em {self.a(sec, doc.section, 'tags')}")
        tl = self.tag_links(doc)
        if tl:
            parts.append(f"· tags: {tl}")
        return f'<footer class="post-info">{" ".join(parts)}</footer>'

    def story_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks, fig=self.fig)
        return (
            f'<section id="content" class="body"><article><header><h1 class="entry-title">{self.a(doc.key, doc.title, "content", attrs=BOOKMARK)}</h1></header>'
            f"{self.post_info(doc)}"
            f'<div class="entry-content">{body}</div>'
            '<div class="comentarios"><p>Comentários? Escreva para <a href="mailto:redacao@otropeiro.test">redacao@otropeiro.test</a> — publicamos as cartas aos sábados.</p></div>'
            "</article></section>"
        )

    def summary(self, key: str) -> str:
        d = self.docs[key]
        return (
            f'<li><article class="hentry"><header><h2>{self.a(key, d.title, "content", attrs=BOOKMARK)}</h2></header>'
            f'<div class="entry-content">{self.post_info(d, "content")}<p>{esc(self.lede(d))}</p>'
            f"{self.a(key, 'leia mais', 'content', attrs=READMORE)}</div></article></li>"
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        out = ""
        if doc.extra.get("featured"):
            f = self.docs[doc.extra["featured"]]
            out += (
                f'<aside id="featured" class="body"><article><h1 class="entry-title">{self.a(f.key, f.title, "content")}</h1>'
                f"{self.post_info(f, 'content')}{blocks_html(self, f.blocks)}"
                '<p class="paginator">Página 1 / 2 '
                + self.a(doc.extra["more"], "»", "content")
                + "</p></article></aside>"
            )
        if doc.kind == "search":
            return (
                '<section id="content" class="body"><h1>Busca</h1>'
                f"{blocks_html(self, doc.blocks)}"
                '<form action="/search.html"><input type="text" name="q" id="tipue_search_input" pattern=".{3,}" title="Pelo menos 3 letras" required> <input type="submit" value="buscar"></form>'
                '<div id="tipue_search_content"><noscript>A busca precisa de JavaScript. Você também pode procurar no '
                + self.a("arquivo", "arquivo", "content")
                + ".</noscript></div></section>"
                + '<script>$(document).ready(function(){$("#tipue_search_input").tipuesearch({"show":10,"showURL":false,"descriptiveWords":25});});</script>'
            )
        if doc.key == "arquivo":
            rows = "".join(
                f"<dt>{esc(self.docs[k].stamp.replace('Publicado em ', ''))}</dt><dd>{self.a(k, self.docs[k].title, 'content')}</dd>"
                for k in keys
            )
            return f'<section id="content" class="body"><h1>Arquivo</h1><dl>{rows}</dl><p>Notícias de 2019 a 2025: <a href="/archives/2025.html">2025</a> · <a href="/archives/2024.html">2024</a> · <a href="/archives/2023.html">2023</a></p></section>'
        heading = {"home": "Outras notícias", "tag": doc.title, "author": doc.title, "section": doc.title}[doc.kind]
        if doc.kind == "home":
            heading = "Outras notícias"
        pag = ""
        if doc.extra.get("prev"):
            pag = '<p class="paginator">' + self.a(doc.extra["prev"], "«", "content") + " Página 2 / 2</p>"
        elif doc.extra.get("more"):
            pag = '<p class="paginator">Página 1 / 2 ' + self.a(doc.extra["more"], "»", "content") + "</p>"
        h = "h1" if doc.kind != "home" else "h2"
        return (
            out
            + f'<section id="content" class="body"><{h}>{esc(heading)}</{h}><ol id="posts-list" class="hfeed">{"".join(self.summary(k) for k in keys)}</ol>{pag}</section>'
        )

    def service_main(self, doc: Doc) -> str:
        return f'<section id="content" class="body"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-content">{blocks_html(self, doc.blocks)}</div></section>'

    def frame(self, doc: Doc, main: str) -> str:
        title = "O Tropeiro" if doc.key == "home" else f"{doc.title} | O Tropeiro"
        heads = [
            '<meta charset="utf-8" />',
            f"<title>{esc(title)}</title>",
            '<meta name="generator" content="Pelican" />',
        ]
        if doc.is_article:
            kws = [t for t in doc.extra.get("tags", [])]
            heads.append(
                f'<meta name="keywords" content="{", ".join("chuva" if k == "tagchuva" else k for k in kws)}" />'
            )
        if doc.extra.get("og"):
            heads += [
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:url" content="{self.url(doc.key)}" />',
                '<meta property="og:image" content="https://otropeiro.test/images/2026/ensaio-serra-capa.jpg" />',
                '<meta property="og:locale" content="pt_BR" />',
            ]
        heads.append('<link rel="stylesheet" href="/theme/css/main.css" />')
        heads.append(
            '<link href="/feeds/all.atom.xml" type="application/atom+xml" rel="alternate" title="O Tropeiro Atom Feed" />'
        )
        heads.append("<style>\n/* ajustes do tema (Caio) */\n/*PAD*/\n</style>")
        if doc.kind == "search":
            heads.append(
                '<script src="/theme/tipuesearch/jquery.min.js"></script><script src="/theme/tipuesearch/tipuesearch_content.js"></script><script src="/theme/tipuesearch/tipuesearch.min.js"></script>'
            )
        menu = "".join((ACTIVE if k == doc.key else "<li>") + self.a(k, t, "chrome:nav") + "</li>" for k, t in MENU)
        side = (
            '<section id="extras" class="body"><div class="blogroll"><h2>últimas</h2><ul>'
            + "".join(
                f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
                for k in ("mercado", "chuva", "entrevista")
                if k != doc.key
            )
            + '</ul></div><div class="social"><h2>siga</h2><ul><li><a href="/feeds/all.atom.xml" type="application/atom+xml" rel="alternate">atom feed</a></li>'
            '<li><a href="https://instagram.example.test/otropeiro">Instagram</a></li><li><a href="https://wa.example.test/5538999001234">WhatsApp da redação</a></li></ul></div>'
            f'<div class="busca"><h2>procurar</h2><p>{self.a("busca", "buscar no site", "chrome:rail")} · {self.a("cantata", "Cantata de Natal (19/12)", "chrome:rail")}</p></div></section>'
        )
        return (
            '<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n'
            + "\n".join(heads)
            + '\n</head>\n\n<body id="index" class="home">\n'
            + "<!-- cabeçalho: mudei o tema em 2023, ver README -->\n"
            + f'<header id="banner" class="body"><h1>{self.a("home", "O Tropeiro", "chrome:header")} <strong>notícias de Diamantina e região, sem pressa</strong></h1></header>\n'
            + f'<nav id="menu"><ul>{menu}</ul></nav>\n'
            + main
            + "\n"
            + side
            + '\n<footer id="contentinfo" class="body"><address id="about" class="vcard body">Feito com <a href="https://getpelican.com/">Pelican</a>, café e paciência. '
            + f'{self.a("sobre", "Quem somos", "chrome:footer")} · <a href="mailto:redacao@otropeiro.test">redacao@otropeiro.test</a></address>'
            + "<p>Os textos podem ser reproduzidos com crédito e link. Fotos: pedir autorização.</p></footer>\n"
            + "</body>\n</html>\n"
        )


BOOKMARK = 'rel="bookmark" title="Link permanente"'
READMORE = 'class="readmore"'
ACTIVE = '<li class="active">'
