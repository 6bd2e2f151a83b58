# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Jornal do Mondego: a Coimbra regional paper on WordPress 6 with the AMP plugin in transitional mode (`/2026/12/02/
<slug>/`, `/regiao/`, `/regiao/page/2/`, `/tag/…/`, `/autor/…/`, `/?s=`), European Portuguese, UTF-8. Every story
is also served at `/amp/<path>` (`<html ⚡>`, `amp-img`, `amp-carousel`, `amp-analytics`, `<link rel="canonical">`
to the non-AMP url); three AMP pages are labelled as articles next to their canonical pages. Canonical pages carry
og only (`og:type=article`, `article:published_time`, Lisbon = +00:00 in December), the AMP pages a `NewsArticle`
JSON-LD in UTC; the school story has no article metadata at all."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, Link, css_rules, esc

AMP_BOILER = "<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>"


class Mondego(Base):
    origin = "https://jornaldomondego.test"
    name = "Jornal do Mondego"
    prefix = "jm"
    language = "pt"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "jm",
            [
                ".site-header",
                ".entry-content",
                ".entry-meta",
                ".amp-wp-article",
                ".widget",
                ".site-footer",
                ".post-list",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Jornal do Mondego", "wp-home",
                 list=["cheias", "reitora", "ponte", "opiniao", "mercado"], more="regiao2"))  # fmt: skip
        add(
            page(
                "regiao",
                "/regiao/",
                "section",
                "Região",
                "wp-category",
                list=["cheias", "ponte", "mercado", "reitora"],
                more="regiao2",
            )
        )
        add(
            page(
                "regiao2",
                "/regiao/page/2/",
                "section",
                "Região – Página 2",
                "wp-category-page2",
                list=["escola", "opiniao"],
                prev="regiao",
            )
        )
        add(
            page(
                "tag", "/tag/rio-mondego/", "tag", "Etiqueta: Rio Mondego", "wp-tag", list=["cheias", "escola", "ponte"]
            )
        )
        add(page("autor", "/autor/ines-carvalho/", "author", "Inês Carvalho", "wp-author-archive", list=["cheias", "escola"],
                 bio="Jornalista desde 2009, acompanha o ambiente, a agricultura e a educação no distrito de Coimbra. Carteira profissional 4187."))  # fmt: skip
        add(
            page(
                "pesquisa",
                "/?s=cheias",
                "search",
                "Resultados da pesquisa por “cheias”",
                "wp-search",
                list=["cheias", "escola"],
            )
        )
        add(page("estatuto", "/estatuto-editorial/", "about", "Estatuto editorial", "wp-page-about",
                 lines=["O Jornal do Mondego é um jornal diário regional, independente de qualquer poder político, económico ou religioso, fundado em Coimbra em 1987 e publicado em papel até 2019.",
                        "O Jornal do Mondego compromete-se a respeitar os princípios deontológicos e a ética profissional dos jornalistas, assim como a boa-fé dos leitores.",
                        "## Ficha técnica",
                        "- Diretora: Margarida Lobo",
                        "- Diretor-adjunto: Paulo Azevedo",
                        "- Redação: Inês Carvalho, Rui Tavares, Sofia Mendes (fotografia), Tiago Ramalho",
                        "- Propriedade: Mondego Media, Lda., NIPC 509 218 440, Rua da Sofia 112, 3000-389 Coimbra",
                        "Registo na ERC n.º 124 918.",
                        ]))  # fmt: skip
        add(page("privacidade", "/politica-de-privacidade/", "policy", "Política de privacidade", "wp-page-policy",
                 lines=["Atualizada a 3 de março de 2026.",
                        "A Mondego Media, Lda. trata os dados pessoais dos leitores de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD).",
                        "## Que dados recolhemos",
                        "Recolhemos o endereço de correio eletrónico de quem subscreve a newsletter ou cria uma assinatura, e dados de navegação anónimos através de cookies.",
                        "## Os seus direitos",
                        "Pode pedir o acesso, a retificação ou o apagamento dos seus dados através de privacidade@jornaldomondego.test. Tem ainda o direito de apresentar queixa à CNPD.",
                        ]))  # fmt: skip
        add(page("assinaturas", "/assinaturas/", "product", "Assinaturas", "wp-product-page",
                 lines=["FIG: Leitora com o jornal no tablet | A assinatura digital dá acesso a todos os artigos e à edição do fim de semana.",
                        "Apoie o jornalismo regional. Escolha a sua assinatura:",
                        "## Digital mensal – 4,99 €",
                        "Acesso ilimitado ao site e à aplicação, newsletter diária e arquivo desde 1987.",
                        "## Digital anual – 49 €",
                        "Dois meses grátis em relação à mensal. Pode cancelar a qualquer momento.",
                        "## Estudante – 1,99 €/mês",
                        "Para estudantes da Universidade e do Politécnico de Coimbra, com comprovativo de matrícula.",
                        ]))  # fmt: skip
        add(page("tempo", "/meteorologia/", "weather", "Tempo em Coimbra", "weather-forecast-prose",
                 lines=["Previsão para quarta-feira, 2 de dezembro: céu muito nublado com períodos de chuva, por vezes forte durante a tarde. Vento fraco a moderado do quadrante sul. Aviso amarelo para precipitação no distrito até às 21h00.",
                        "T: Dia | Mínima | Máxima | Chuva",
                        "T: Quarta | 9 °C | 14 °C | 90%", "T: Quinta | 8 °C | 13 °C | 70%", "T: Sexta | 6 °C | 12 °C | 20%", "T: Sábado | 4 °C | 13 °C | 5%",
                        "NOTE: Dados: Estação Meteorológica da Universidade de Coimbra.",
                        ]))  # fmt: skip
        cheias = [
            "Os campos de arroz entre Montemor-o-Velho e a Figueira da Foz estão debaixo de água desde a madrugada de terça-feira, depois de o dique da margem esquerda do Mondego ter cedido numa extensão de cerca de 30 metros, junto a Formoselha.",
            "A Proteção Civil cortou a EN 341 entre Ereira e Alfarelos e a estrada municipal que liga Montemor à Carapinheira. Não há desalojados, mas dez famílias foram avisadas para estarem prontas a sair.",
            "FIG: Campos alagados vistos do castelo de Montemor | Os campos do Baixo Mondego vistos do castelo de Montemor-o-Velho.",
            "«Perdemos a colheita toda do ano que vem se a água ficar mais de duas semanas», disse Armando Cerveira, presidente da Associação de Regantes. Os agricultores estimam prejuízos acima de três milhões de euros.",
            "## Barragem a descarregar",
            "A Agência Portuguesa do Ambiente explicou que a barragem da Aguieira está a descarregar 850 metros cúbicos por segundo, o valor mais alto desde 2019, e que as descargas vão continuar enquanto chover no interior.",
            "A autarquia de Montemor abriu o pavilhão municipal para receber quem precise e pede aos moradores das zonas baixas que não atravessem estradas inundadas.",
        ]
        add(story("cheias", "/2026/12/02/cheias-no-baixo-mondego-campos-submersos/", "Cheias no Baixo Mondego: campos de arroz submersos e duas estradas cortadas",
                  "2026-12-02", "2026-12-02T08:30:00+00:00", "2 de dezembro de 2026", ["Inês Carvalho", "Rui Tavares"], cheias,
                  "canonical-two-authors-e-has-amp", section="Região", amp="cheias_amp", og=True))  # fmt: skip
        add(story("cheias_amp", "/amp/2026/12/02/cheias-no-baixo-mondego-campos-submersos/", "Cheias no Baixo Mondego: campos de arroz submersos e duas estradas cortadas",
                  "2026-12-02", "2026-12-02T08:30:00Z", "2 de dezembro de 2026", ["Inês Carvalho", "Rui Tavares"], cheias,
                  "amp-page-carousel-canonical-elsewhere", section="Região", amp_of="cheias", carousel=["Dique rompido junto a Formoselha", "Máquinas da APA no dique", "Arrozais alagados em Alfarelos"]))  # fmt: skip
        reitora = [
            "Helena Brandão tomou posse em outubro como reitora da Universidade de Coimbra, a primeira mulher no cargo. Quer levar cursos para a Baixa e para os concelhos vizinhos.",
            "Q: Porquê sair da Alta? || Porque a Alta é património mundial, mas também é um sítio onde os estudantes não conseguem morar. Um quarto custa 450 euros. Temos de ir para onde as pessoas estão.",
            "Q: Que cursos vão para a Baixa? || Para já, a pós-graduação em Gestão Cultural e dois cursos técnicos superiores com o Politécnico, no antigo edifício dos Correios da Avenida Fernão de Magalhães.",
            "Q: E as residências prometidas? || Temos 612 camas novas em obra. As primeiras 200 abrem em setembro, em Celas. Sei que é pouco. O PRR não chega para tudo.",
            "Q: O que diria a um estudante que desiste por falta de casa? || Que nos procure antes de desistir. Há bolsas de emergência que muitos não conhecem, e este ano reforçámos o fundo em 40 por cento.",
        ]
        add(story("reitora", "/2026/12/01/helena-brandao-a-universidade-nao-pode-ficar-fechada-na-alta/", "Helena Brandão: «A universidade não pode ficar fechada na Alta»",
                  "2026-12-01", "2026-12-01T19:00:00+00:00", "1 de dezembro de 2026", ["Rui Tavares"], reitora,
                  "canonical-qa-interviewer-author", section="Entrevista", amp="reitora_amp", og=True, lead="Retrato de Helena Brandão no Paço das Escolas"))  # fmt: skip
        add(story("reitora_amp", "/amp/2026/12/01/helena-brandao-a-universidade-nao-pode-ficar-fechada-na-alta/", "Helena Brandão: «A universidade não pode ficar fechada na Alta»",
                  "2026-12-01", "2026-12-01T19:00:00Z", "1 de dezembro de 2026", ["Rui Tavares"], reitora,
                  "amp-page-qa", section="Entrevista", amp_of="reitora", lead="Retrato de Helena Brandão no Paço das Escolas"))  # fmt: skip
        ponte = [
            "A Ponte de Santa Clara tem trânsito condicionado a uma via em cada sentido até sexta-feira, entre as 9h00 e as 17h00, para trabalhos de inspeção aos apoios. A Câmara aconselha o uso da Ponte Rainha Santa Isabel.",
            "SIGN: ACN – Agência Centro Notícias",
        ]
        add(story("ponte", "/2026/12/02/ponte-de-santa-clara-com-transito-condicionado/", "Ponte de Santa Clara com trânsito condicionado até sexta-feira",
                  "2026-12-02", "2026-12-02T10:12:00+00:00", "2 de dezembro de 2026", [], ponte,
                  "canonical-brief-agency", section="Região", amp="ponte_amp", og=True))  # fmt: skip
        add(story("ponte_amp", "/amp/2026/12/02/ponte-de-santa-clara-com-transito-condicionado/", "Ponte de Santa Clara com trânsito condicionado até sexta-feira",
                  "2026-12-02", "2026-12-02T10:12:00Z", "2 de dezembro de 2026", [], ponte,
                  "amp-page-brief-agency", section="Região", amp_of="ponte"))  # fmt: skip
        add(story("opiniao", "/2026/12/01/o-comboio-que-coimbra-ainda-espera/", "Opinião | O comboio que Coimbra ainda espera",
                  "2026-12-01", "2026-12-01T07:00:00+00:00", "1 de dezembro de 2026", ["Joaquim Serrano"],
                  ["Há trinta anos que se fala da ligação ferroviária da Lousã. Tiraram-se os carris, prometeu-se um metro, fez-se um autocarro. O Metro Mondego anda finalmente, mas sobre pneus, e ainda não chega à Lousã nem a Serpins como estava prometido.",
                   "Não se trata de nostalgia. Cada dia, seis mil pessoas entram em Coimbra vindas do vale do Ceira e da serra, e a maioria vem de carro porque o autocarro demora uma hora e dez minutos.",
                   "A estação nova de Coimbra-B, que deveria ser o centro disto tudo, continua um estaleiro. Entretanto, o comboio de alta velocidade vai passar por cá sem que a cidade tenha decidido onde quer que ele pare.",
                   "Coimbra precisa de decidir depressa. Quem não decide, deixa que decidam por si em Lisboa.",
                   "SIGN: Joaquim Serrano, engenheiro civil, foi presidente da Ordem dos Engenheiros – Região Centro. Escreve às terças-feiras.",
                   ],
                  "opinion-signed-at-end-kicker-in-title", section="Opinião", og=True, no_byline=True))  # fmt: skip
        add(story("mercado", "/2026/11/30/fotogaleria-mercado-de-natal-da-baixa/", "Fotogaleria: o Mercado de Natal da Baixa abriu portas",
                  "2026-11-30", "2026-11-30T18:45:00+00:00", "30 de novembro de 2026", ["Sofia Mendes"],
                  ["FIG: Barracas iluminadas na Praça 8 de Maio | Quarenta barracas de madeira ocupam a Praça 8 de Maio até 6 de janeiro.",
                   "O Mercado de Natal abriu no domingo à tarde com a iluminação da árvore na Praça 8 de Maio.",
                   "FIG: Crianças junto à roda gigante | A roda gigante funciona todos os dias das 15h00 às 23h00.",
                   "FIG: Castanhas assadas à venda | As castanhas a 4 euros a dúzia foram o produto mais procurado.",
                   ],
                  "photo-story-photographer-author", section="Região", og=True, byline_role="Fotografia"))  # fmt: skip
        add(story("escola", "/2026/11/28/escola-da-pedrulha-vai-ter-cantina-nova/", "Escola da Pedrulha vai ter cantina nova em 2027",
                  "2026-11-28", None, "28 de novembro de 2026", ["Inês Carvalho"],
                  ["A Escola Básica da Pedrulha vai ter uma cantina nova a partir do segundo período de 2027. A obra, de 780 mil euros, foi adjudicada esta semana pela Câmara de Coimbra.",
                   "Os 340 alunos almoçam hoje num pavilhão pré-fabricado instalado em 2011 como solução «provisória». Os pais queixam-se do frio no inverno e do calor em junho.",
                   "A nova cantina terá 180 lugares e uma cozinha própria, deixando de receber as refeições de uma empresa de Pombal. A associação de pais diz que vai acompanhar a obra «de perto».",
                   ],
                  "no-metadata-only-on-page2-tag-search", section="Região", og=False))  # fmt: skip

    # ---- templates
    def render(self, doc: Doc) -> str:
        if doc.extra.get("amp_of"):
            self.current = doc.key
            return self.amp(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        metas = [f'<meta property="og:title" content="{esc(doc.title)}">', f'<meta property="og:url" content="{self.url(doc.key)}">',
                 '<meta property="og:locale" content="pt_PT">', f'<meta property="og:site_name" content="{self.name}">']  # fmt: skip
        if doc.is_article and doc.extra.get("og"):
            metas += ['<meta property="og:type" content="article">', f'<meta property="article:published_time" content="{doc.iso}">',
                      f'<meta property="article:section" content="{esc(doc.section)}">']  # fmt: skip
        elif not doc.is_article:
            metas.append('<meta property="og:type" content="website">')
        if doc.extra.get("amp"):
            amp_key = doc.extra["amp"]
            metas.append(f'<link rel="amphtml" href="{self.url(amp_key)}">')
            self.links.append(Link(doc.key, amp_key, "head:amphtml", ""))
        else:
            metas.append(f'<link rel="amphtml" href="{self.origin}/amp{doc.path}">' if doc.is_article else "")
        nav = "".join(f"<li>{x}</li>" for x in (a("home", "Início", "chrome:nav"), a("regiao", "Região", "chrome:nav"), a("/desporto/", "Desporto", "chrome:nav"),
                                                a("/cultura/", "Cultura", "chrome:nav"), a("tempo", "Tempo", "chrome:nav"), a("assinaturas", "Assinar", "chrome:nav")))  # fmt: skip
        recent = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("cheias", "reitora", "mercado")
        )
        return f"""<!DOCTYPE html>
<html lang="pt-PT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title) if doc.key != "home" else "Notícias de Coimbra e da região"} – {self.name}</title>
<link rel="canonical" href="{self.url(doc.key)}">
{chr(10).join(m for m in metas if m)}
<meta name="generator" content="WordPress 6.7.1">
<link rel="alternate" type="application/rss+xml" title="{self.name} » Feed" href="{self.origin}/feed/">
<link rel="stylesheet" id="mondego-style-css" href="/wp-content/themes/mondego/style.css?ver=3.2" media="all">
<style id="mondego-inline-css">/*PAD*/</style>
</head>
<body class="{"single single-post" if doc.is_article else "archive"} wp-theme-mondego">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Saltar para o conteúdo</a>
<header id="masthead" class="site-header"><p class="site-title">{a("home", self.name, "chrome:header")}</p><p class="site-description">Diário digital de Coimbra</p>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{nav}</ul></nav>
<form role="search" class="search-form" action="/"><input type="search" name="s" placeholder="Pesquisar …"></form></header>
<div id="content" class="site-content">
<div id="primary" class="content-area"><main id="main" class="site-main">
{main}
</main></div>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Artigos recentes</h2><ul>{recent}</ul></section>
<section class="widget widget_tag_cloud"><h2 class="widget-title">Etiquetas</h2>{a("tag", "Rio Mondego", "chrome:rail")} <a href="/tag/universidade/">Universidade</a> <a href="/tag/natal/">Natal</a></section>
<section class="widget"><h2 class="widget-title">Mais pesquisado</h2>{a("pesquisa", "cheias", "chrome:rail")}</section></aside>
</div>
<footer id="colophon" class="site-footer"><p>{a("estatuto", "Estatuto editorial e ficha técnica", "chrome:footer")} | {a("privacidade", "Política de privacidade", "chrome:footer")} | {a("assinaturas", "Assinaturas", "chrome:footer")} | <a href="mailto:redacao@jornaldomondego.test">Contacte a redação</a></p>
<p>© 2026 Mondego Media, Lda. Orgulhosamente desenvolvido com WordPress.</p></footer>
</div>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("no_byline"):
            return ""
        if not doc.authors:
            return ""
        names = [
            self.a("autor", n, "byline", 'class="url fn n"')
            if n == "Inês Carvalho"
            else f'<span class="fn">{esc(n)}</span>'
            for n in doc.authors
        ]
        lead = f"{doc.extra['byline_role']}:" if doc.extra.get("byline_role") else "Por"
        return f'<span class="byline"> {lead} <span class="author vcard">{" e ".join(names)}</span></span>'

    def story_main(self, doc: Doc) -> str:
        date = (
            f'<span class="posted-on"><time class="entry-date published" datetime="{doc.iso or ""}">{doc.stamp}</time></span>'
            if doc.iso
            else f'<span class="posted-on">{doc.stamp}</span>'
        )
        lead = ""
        if doc.extra.get("lead"):
            lead = f'<div class="post-thumbnail"><img src="/wp-content/uploads/2026/12/{zlib.crc32(doc.key.encode()) % 9973}-1024x683.jpg" alt="{esc(doc.extra["lead"])}"></div>'
        cat = (
            self.a("regiao", "Região", "tags")
            if doc.section == "Região"
            else f'<a href="/{doc.section.lower()}/">{esc(doc.section)}</a>'
        )
        tags = (
            self.a("tag", "Rio Mondego", "tags")
            if doc.key in ("cheias", "escola", "ponte")
            else '<a href="/tag/coimbra/">Coimbra</a>'
        )
        return f"""<article id="post-{zlib.crc32(doc.key.encode()) % 99991}" class="post type-post status-publish hentry">
<header class="entry-header"><span class="cat-links">{cat}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta">{date}{self.byline(doc)}</div></header>
{lead}
<div class="entry-content">
{self.blocks(doc)}
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Partilhar:</h3><a href="https://www.facebook.com/sharer.php">Facebook</a> <a href="https://wa.me/">WhatsApp</a></div>
</div>
<footer class="entry-footer"><span class="tags-links">Etiquetas: {tags}</span></footer>
</article>
<nav class="navigation post-navigation"><h2 class="screen-reader-text">Navegação de artigos</h2><div class="nav-links">{self.a("reitora" if doc.key != "reitora" else "cheias", "Artigo seguinte", "chrome:related")}</div></nav>
<div id="comments" class="comments-area"><p class="no-comments">Os comentários estão fechados.</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = (
                f'<a class="post-thumbnail" href="{self.href(k)}"><img src="/wp-content/uploads/2026/11/{zlib.crc32(k.encode()) % 9973}-300x200.jpg" alt=""></a>'
                if i % 2 == 0
                else ""
            )
            self.links.append(Link(self.current, k, "content", "")) if img else None
            rows.append(
                f'<article class="post hentry">{img}<h2 class="entry-title">{self.a(k, d.title, "content")}</h2><div class="entry-meta">{d.stamp}</div><div class="entry-summary"><p>{esc(self.lede(d))}</p></div></article>'
            )
        top = (
            f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
            if doc.key != "home"
            else '<h2 class="screen-reader-text">Últimas</h2>'
        )
        if doc.kind == "author":
            top += f'<div class="author-info"><p>{esc(doc.extra["bio"])}</p></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Artigos mais antigos", "content")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Artigos mais recentes", "content")} <a href="/regiao/page/3/">3</a></nav>'
        home = ""
        if doc.key == "home":
            home = f'<section class="home-weather"><h2>Tempo</h2><p>{self.a("tempo", "Coimbra: chuva, 9 °C / 14 °C", "content")}</p></section>'
        return f"{top}\n{home}\n{''.join(rows)}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        return f'<article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc)}\n</div></article>'

    # ---- AMP
    def amp_fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 9973
        return f'<figure class="wp-block-image"><amp-img src="/wp-content/uploads/2026/12/{n}-1024x683.jpg" width="1024" height="683" layout="responsive" alt="{esc(alt)}"></amp-img><figcaption>{esc(cap)}</figcaption></figure>'

    def amp(self, doc: Doc) -> str:
        canon = self.docs[doc.extra["amp_of"]]
        self.links.append(Link(doc.key, canon.key, "head:canonical", ""))
        ld = {"@context": "http://schema.org", "@type": "NewsArticle", "mainEntityOfPage": self.url(canon.key), "headline": doc.title,
              "datePublished": doc.iso, "dateModified": doc.iso, "publisher": {"@type": "Organization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/wp-content/uploads/logo-amp.png"}},
              "author": [{"@type": "Person", "name": n} for n in doc.authors] or {"@type": "Organization", "name": self.name},
              "image": {"@type": "ImageObject", "url": self.origin + "/wp-content/uploads/2026/12/capa.jpg", "width": 1200, "height": 800}}  # fmt: skip
        carousel = ""
        if doc.extra.get("carousel"):
            slides = "".join(
                f'<figure><amp-img src="/wp-content/uploads/2026/12/{zlib.crc32(s.encode()) % 9973}-1024x683.jpg" width="1024" height="683" layout="responsive" alt="{esc(s)}"></amp-img><figcaption>{esc(s)}</figcaption></figure>'
                for s in doc.extra["carousel"]
            )
            carousel = f'<amp-carousel width="1024" height="683" layout="responsive" type="slides" role="region" aria-label="Galeria">{slides}</amp-carousel>'
        lead = ""
        if doc.extra.get("lead"):
            lead = f'<amp-img src="/wp-content/uploads/2026/12/{zlib.crc32(doc.key.encode()) % 9973}-1024x683.jpg" width="1024" height="683" layout="responsive" alt="{esc(doc.extra["lead"])}"></amp-img>'
        by = " e ".join(doc.authors)
        meta = (
            f'<div class="amp-wp-meta amp-wp-byline"><span class="amp-wp-author author vcard">{esc(by)}</span></div>'
            if by
            else ""
        )
        return f"""<!doctype html>
<html ⚡ lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<title>{esc(doc.title)} – {self.name}</title>
<link rel="canonical" href="{self.url(canon.key)}">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-carousel" src="https://cdn.ampproject.org/v0/amp-carousel-0.1.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
{AMP_BOILER}
<style amp-custom>/*PAD*/</style>
</head>
<body class="amp-wp-default">
<header id="top" class="amp-wp-header"><div>{self.a("home", self.name, "chrome:header")}</div></header>
<article class="amp-wp-article">
<header class="amp-wp-article-header">
<h1 class="amp-wp-title">{esc(doc.title)}</h1>
{meta}
<div class="amp-wp-meta amp-wp-posted-on"><time datetime="{doc.iso}">{doc.stamp}</time></div>
</header>
{lead}{carousel}
<div class="amp-wp-article-content">
{self.blocks(doc, fig=self.amp_fig)}
</div>
<footer class="amp-wp-article-footer"><div class="amp-wp-meta amp-wp-tax-category">Categorias: <a href="{self.href("regiao")}">Região</a></div></footer>
</article>
<footer class="amp-wp-footer"><div><p>© 2026 {self.name}</p><p><a href="{self.href(canon.key)}">Ver versão completa</a> · <a href="#top" class="back-to-top">Voltar ao topo</a></p></div></footer>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars": {{"gtag_id": "G-MND0001"}}}}</script></amp-analytics>
</body>
</html>"""
