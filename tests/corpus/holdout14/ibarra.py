# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Ibarreko Hitza: a Basque local weekly built with Jekyll (minima-style layout, /YYYY/MM/DD/slug.html posts,
jekyll-paginate /page2/, jekyll-seo-tag), honest metadata: BlogPosting JSON-LD and og:type=article on posts only.
Dates are printed year-first ("2026ko abenduaren 2a")."""

from __future__ import annotations

import json
from datetime import date

from common import Base, page, story
from sitekit import Doc, css_rules, esc

C_POST_LINK = 'class="post-link"'
C_NEXT = 'class="next"'
C_PREVIOUS = 'class="previous"'
C_PREV = 'class="prev"'
MONTHS = [
    "urtarrilaren",
    "otsailaren",
    "martxoaren",
    "apirilaren",
    "maiatzaren",
    "ekainaren",
    "uztailaren",
    "abuztuaren",
    "irailaren",
    "urriaren",
    "azaroaren",
    "abenduaren",
]


def eu_date(day: str) -> str:
    d = date.fromisoformat(day)
    return f"{d.year}ko {MONTHS[d.month - 1]} {d.day}a"


def post(
    key: str,
    day: str,
    hhmm: str,
    slug: str,
    title: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    y, m, d = day.split("-")
    return story(
        key,
        f"/{y}/{m}/{d}/{slug}.html",
        title,
        day,
        f"{day}T{hhmm}:00+01:00",
        eu_date(day),
        authors,
        lines,
        shape,
        **extra,
    )


class Ibarra(Base):
    origin = "https://ibarrekohitza.test"
    name = "Ibarreko Hitza"
    prefix = "ih"
    language = "eu"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ih",
            [
                ".site-header",
                ".site-nav",
                ".page-content",
                ".post-list",
                ".post-meta",
                ".post-content",
                ".site-footer",
                ".wrapper",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Ibarreko Hitza",
                "jekyll-home",
                list=["zubia", "bertsolaria", "udala", "iritzia", "azoka"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page2/",
                "section",
                "Ibarreko Hitza - 2. orria",
                "jekyll-paginate-page-2",
                list=["errota", "albistea"],
                prev="home",
            )
        )
        add(
            page(
                "herria",
                "/gaiak/herria/",
                "section",
                "Herria",
                "jekyll-category",
                list=["zubia", "udala", "azoka", "errota"],
            )
        )
        add(page("etiketak", "/etiketak/", "tag", "Etiketak", "jekyll-tag-archive"))
        add(
            page(
                "egilea",
                "/egileak/maite-etxeberria/",
                "author",
                "Maite Etxeberria",
                "jekyll-author-page",
                list=["zubia", "azoka"],
            )
        )
        add(page("bilatu", "/bilatu/", "search", "Bilatu", "lunr-search-js-only"))
        add(page("agenda", "/agenda/", "events", "Agenda", "events-list"))
        add(page("errezetak", "/errezetak/", "recipes", "Amonaren errezetak", "recipe-index"))
        add(page("podcasta", "/podcasta/", "podcasts", "Ibarreko Hitza podcasta", "podcast-page"))
        add(
            page(
                "harpidetu",
                "/harpidetu/",
                "subscribe",
                "Harpidetu buletinera",
                "newsletter-signup",
                lines=[
                    "Astero, ostiral goizean, asteko albiste nagusiak jasoko dituzu zure posta elektronikoan.",
                    "Buletina doakoa da eta edozein unetan utz dezakezu harpidetza.",
                ],
            )
        )
        add(
            page(
                "pribatutasuna",
                "/pribatutasuna/",
                "policy",
                "Pribatutasun politika",
                "privacy-updated",
                lines=[
                    "Azken eguneraketa: 2026ko otsailaren 3a",
                    "Ibarreko Hitza kultur elkarteak harpidedunen izena eta helbide elektronikoa baino ez ditu gordetzen, buletina bidaltzeko.",
                    "## Cookieak",
                    "Webguneak ez du jarraipen cookierik erabiltzen. Bisiten estatistikak zerbitzari propioan eta anonimoki neurtzen dira.",
                    "## Zure eskubideak",
                    "Zure datuak ikusi, zuzendu edo ezabatzeko idatzi helbide honetara: idazkaritza@ibarrekohitza.test.",
                ],
            )
        )
        add(
            post(
                "zubia",
                "2026-12-02",
                "08:30",
                "zubi-zaharra-berriztatuko-dute",
                "Zubi zaharra berriztatuko dute udaberrian",
                ["Maite Etxeberria"],
                [
                    "Erdi Aroko zubi zaharra berriztatzeko lanak martxoan hasiko dira, Gipuzkoako Foru Aldundiak astelehenean jakinarazi duenez.",
                    "Zubiak hiru arku ditu eta azken hamarkadetan harriak askatzen hasi dira. Iaz, uholdeen ondoren, ibilgailuentzat itxi zuten.",
                    "Lanek zortzi hilabete iraungo dute eta 480.000 euro balioko dute. Bitartean, oinezkoek aldi baterako pasabide bat izango dute ibaiaren beheko aldean.",
                    'Auzotarrek pozik hartu dute berria, baina zalantzak dituzte. "Zubia berritu bai, baina ez dezatela hormigoiz bete", esan du Patxi Larrañaga auzo elkarteko kideak.',
                ],
                "byline-at-end",
                section="Herria",
                endcredit="Testua eta argazkiak: Maite Etxeberria",
            )
        )
        add(
            post(
                "bertsolaria",
                "2026-12-01",
                "19:00",
                "elkarrizketa-nerea-aranburu",
                'Nerea Aranburu: "Plazan galtzen ikasi nuen"',
                ["Jon Agirre", "Ane Zubiri"],
                [
                    "Nerea Aranburu bertsolariak Gipuzkoako txapelketako finalean abestuko du lehen aldiz igandean. Bere etxean hitz egin dugu berarekin.",
                    "Q: Noiz hasi zinen bertsotan? || Hamar urterekin, eskolako bertso eskolan. Lotsatia nintzen, eta bertsoak ahotsa eman zidan.",
                    "Q: Zer da zailena plazan? || Gaia entzun eta isilunea betetzea. Segundo horiek oso luzeak dira.",
                    "Q: Finalera zer moduz zoaz? || Lasai. Ez dut ezer galtzeko, eta hori askatasuna da.",
                ],
                "qa-interview-two-authors",
                section="Kultura",
                teaser="Nerea Aranburu bertsolaria finalera",
            )
        )
        add(
            post(
                "udala",
                "2026-12-01",
                "12:15",
                "udalak-aurrekontua-onartu-du",
                "Udalak 2027ko aurrekontua onartu du",
                ["Jon Agirre"],
                [
                    "Ibarrako udalbatzak 2027ko aurrekontua onartu du atzo arratsaldeko osoko bilkuran, gobernu taldearen botoekin eta oposizioaren abstentzioarekin.",
                    "Aurrekontuak 14,2 milioi euro ditu, iaz baino %3 gehiago. Inbertsio nagusia kiroldegiko igerilekua estaltzea izango da.",
                    "Oposizioak gazteentzako etxebizitza plan bat eskatu zuen, eta gobernuak urtarrilean aztertuko duela agindu du.",
                ],
                "news-correction-appended",
                section="Herria",
                correction="Zuzenketa: albistearen lehen bertsioan aurrekontua 12,4 milioikoa zela idatzi genuen. Zuzena 14,2 milioi da.",
            )
        )
        add(
            post(
                "iritzia",
                "2026-11-30",
                "07:00",
                "negua-eta-mendia",
                "Negua eta mendia",
                ["Itziar Olano"],
                [
                    "Urtero gertatzen da. Lehen elurrak mendira erakartzen ditu ehunka lagun, eta urtero norbait galtzen da Aralarren.",
                    "Mendia ez da parke bat. Eguraldiak hiru ordutan alda dezake dena, eta telefonoak ez du beti estaldurarik.",
                    "Ez dut inor mendira ez joateko esango. Baina joan zaitezte prestatuta, esan etxean nora zoazten, eta itzuli garaiz.",
                ],
                "opinion-bio-line",
                section="Iritzia",
                bio="Itziar Olano mendi gidaria eta Ibarrako mendi taldeko kidea da.",
            )
        )
        add(
            post(
                "azoka",
                "2026-11-29",
                "18:40",
                "argazkiak-santa-luzia-azoka",
                "Argazkiak: Santa Luzia azoka",
                ["Maite Etxeberria"],
                [
                    "FIG: Gazta postua plazan | Gazta ekoizleak goizeko zortzietatik plazan.",
                    "FIG: Haurrak idi probetan | Idi probak eguerdian egin ziren.",
                    "Azokak 60 postu izan zituen aurten, iaz baino hamar gehiago.",
                ],
                "photo-story-date-only-in-url-and-jsonld",
                section="Herria",
                layout="gallery",
                credit="Argazkiak: Maite Etxeberria",
            )
        )
        add(
            post(
                "errota",
                "2026-11-24",
                "10:00",
                "errota-museoa-bihurtuko-da",
                "Errota zaharra museo bihurtuko da",
                ["Ane Zubiri", "Jon Agirre"],
                [
                    "Ibai ertzeko errota zaharra museo bihurtuko da 2028an. Udalak eraikina erosi du 210.000 euroren truke.",
                    "Museoak eskualdeko irin eta ogi tradizioa erakutsiko du, eta errotaren harriak berriro martxan jarriko dituzte bisitarientzat.",
                    "Proiektua herritarrekin batera diseinatuko da. Lehen bilera urtarrilaren 15ean izango da kultur etxean.",
                ],
                "only-on-page-2-and-category",
                section="Herria",
            )
        )
        add(
            post(
                "albistea",
                "2026-11-23",
                "14:05",
                "gasolindegiko-lapurreta",
                "Lapurreta gasolindegian",
                [],
                [
                    "Bi lagunek gasolindegi bateko kutxa lapurtu zuten igande gauean, Ertzaintzaren arabera. Ez zen inor zauritu.",
                    "Ertzaintzak ikerketa zabaldu du eta lekukoei deitzeko eskatu die.",
                ],
                "brief-agency",
                section="Herria",
                credit="(ALBISTEAK)",
            )
        )

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lines = [
            "<!-- Begin Jekyll SEO tag v2.8.0 -->",
            f"<title>{esc(doc.title)} | Ibarreko Hitza</title>",
            '<meta name="generator" content="Jekyll v4.3.4">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:locale" content="eu_ES">',
            f'<link rel="canonical" href="{url}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="Ibarreko Hitza">',
        ]
        if doc.is_article:
            lines += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "url": url,
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            }
            if doc.authors:
                ld["author"] = {"@type": "Person", "name": doc.authors[0]}
        else:
            lines.append('<meta property="og:type" content="website">')
            ld = {
                "@context": "https://schema.org",
                "@type": "WebSite" if doc.key == "home" else "WebPage",
                "headline": doc.title,
                "name": "Ibarreko Hitza",
                "url": url,
            }
        lines.append(
            f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, sort_keys=True)}</script>'
        )
        lines.append("<!-- End Jekyll SEO tag -->")
        return "\n".join(lines)

    def meta(self, d: Doc) -> str:
        return f'<time class="dt-published" datetime="{d.iso}" itemprop="datePublished">{esc(d.stamp)}</time>'

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.key == "home":
            out.append('<div class="home"><h2 class="post-list-heading">Azken albisteak</h2>')
        else:
            out.append(f'<div class="home"><h1 class="page-heading">{esc(doc.title)}</h1>')
        if doc.key == "egilea":
            out.append(
                '<p class="author-bio">Maite Etxeberria kazetaria eta argazkilaria da. Herriko gaiak eta ibarreko bizitza lantzen ditu. <a href="https://mastodon.eus/@maite.test">@maite</a></p>'
            )
        out.append('<ul class="post-list">')
        for k in doc.extra["list"]:
            d = self.docs[k]
            meta = self.meta(d) if d.extra.get("layout") != "gallery" else ""
            out.append(
                f'<li><span class="post-meta">{meta}</span><h3>{self.a(k, self.teaser_text(d), "content", attrs=C_POST_LINK)}</h3><p>{esc(self.lede(d))}</p></li>'
            )
        out.append("</ul>")
        if doc.extra.get("more"):
            out.append(
                f'<div class="pagination"><span class="previous">Berriagoak</span> <span class="page_number">1. orria / 2</span> {self.a(doc.extra["more"], "Zaharragoak", "content", attrs=C_NEXT)}</div>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<div class="pagination">{self.a(doc.extra["prev"], "Berriagoak", "content", attrs=C_PREVIOUS)} <span class="page_number">2. orria / 2</span> <span class="next">Zaharragoak</span></div>'
            )
        if doc.key == "home":
            out.append(
                f'<p class="rss-subscribe">{self.a("harpidetu", "Harpidetu astekari digitalera", "content")} · {self.a("agenda", "Asteburuko agenda", "content")} · <a href="/feed.xml">RSS</a></p>'
            )
        return "\n".join(out) + "</div>"

    def story_main(self, doc: Doc) -> str:
        who = ""
        if doc.authors and not doc.extra.get("endcredit") and doc.extra.get("layout") != "gallery":
            names = " eta ".join(doc.authors)
            who = f' • <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">{esc(names)}</span></span>'
        meta = "" if doc.extra.get("layout") == "gallery" else f'<p class="post-meta">{self.meta(doc)}{who}</p>'
        out = [
            f'<article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting"><header class="post-header"><h1 class="post-title p-name" itemprop="name headline">{esc(doc.title)}</h1>{meta}</header>'
        ]
        out.append(f'<div class="post-content e-content" itemprop="articleBody">{self.blocks(doc)}')
        if doc.extra.get("endcredit"):
            out.append(f'<p style="text-align:right"><em>{self.a("egilea", doc.extra["endcredit"], "byline")}</em></p>')
        if doc.extra.get("credit"):
            out.append(f'<p class="credit"><em>{esc(doc.extra["credit"])}</em></p>')
        if doc.extra.get("bio"):
            out.append(f"<hr><p><small>{esc(doc.extra['bio'])}</small></p>")
        if doc.extra.get("correction"):
            out.append(f'<blockquote class="zuzenketa"><p>{esc(doc.extra["correction"])}</p></blockquote>')
        out.append("</div>")
        cat = "herria" if doc.section == "Herria" else None
        tags = (
            f'<p class="tags">Gaia: {self.a(cat, doc.section, "tags")} · {self.a("etiketak", "etiketa guztiak", "tags")}</p>'
            if cat
            else f'<p class="tags">Gaia: {esc(doc.section)} · {self.a("etiketak", "etiketa guztiak", "tags")}</p>'
        )
        out.append(tags)
        keys = list(self.docs)
        posts = [k for k in keys if self.docs[k].is_article]
        i = posts.index(doc.key)
        nav = []
        if i > 0:
            nav.append(f"{self.a(posts[i - 1], '« ' + self.docs[posts[i - 1]].title, 'chrome:related', attrs=C_PREV)}")
        if i + 1 < len(posts):
            nav.append(f"{self.a(posts[i + 1], self.docs[posts[i + 1]].title + ' »', 'chrome:related', attrs=C_NEXT)}")
        out.append(
            f'<nav class="post-nav">{" | ".join(nav)}</nav><a class="u-url" href="{self.href(doc.key)}" hidden></a></article>'
        )
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        k = doc.key
        h = f'<article class="post"><header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1></header><div class="post-content">'
        if k == "etiketak":
            tags = [
                ("herria", "herria", 4),
                (None, "kultura", 2),
                (None, "iritzia", 1),
                (None, "hezkuntza", 3),
                (None, "mendia", 2),
                (None, "ibaia", 2),
            ]
            items = "".join(
                f"<li>{self.a(t, n, 'content') if t else self.a('/etiketak/#' + n, n, 'content')} ({c})</li>"
                for t, n, c in tags
            )
            return h + f'<ul class="tag-cloud">{items}</ul></div></article>'
        if k == "bilatu":
            store = {self.docs[x].path: {"title": self.docs[x].title} for x in ("zubia", "udala", "errota")}
            return (
                h
                + f'<form action="/bilatu/" method="get"><label for="search-box">Bilatu</label><input type="text" id="search-box" name="query"><input type="submit" value="Bilatu"></form><ul id="search-results"></ul><noscript>Bilaketak JavaScript behar du.</noscript><script>window.store = {json.dumps(store, ensure_ascii=False)};</script><script src="/assets/js/lunr.min.js"></script><script src="/assets/js/search.js"></script></div></article>'
            )
        if k == "agenda":
            ev = [
                ("abenduaren 5a, larunbata", "Bertso saioa pilotalekuan, 18:00"),
                ("abenduaren 6a, igandea", "Mendi irteera Aralarrera, 7:30 plazan"),
                ("abenduaren 12a, larunbata", "Gabonetako kontzertua elizan, 19:30"),
                ("abenduaren 13a, igandea", "Santa Luzia azokaren bigarren eguna"),
                ("abenduaren 19a, larunbata", "Olentzero tailerra haurrentzat, 11:00"),
            ]
            return (
                h
                + "<dl>"
                + "".join(f"<dt>{esc(a)}</dt><dd>{esc(b)}</dd>" for a, b in ev)
                + f"</dl><p>Zure ekitaldia agendan jartzeko, idatzi agenda@ibarrekohitza.test helbidera.</p><p>{self.a('podcasta', 'Entzun asteko agenda podcastean', 'content')}</p></div></article>"
            )
        if k == "errezetak":
            rec = [
                "Intxaur saltsa",
                "Bakailaoa pil-pilean",
                "Talo ta txorizo",
                "Gaztain krema",
                "Porrusalda",
                "Mamia etxean",
                "Sagar tarta",
                "Babarrunak Tolosako erara",
            ]
            return (
                h
                + '<div class="recipe-grid">'
                + "".join(
                    f'<div class="card"><img src="/assets/img/errezetak/{i}.jpg" alt=""><h3><a href="/errezetak/{i}/">{esc(r)}</a></h3><p>{20 + 10 * (i % 4)} min · {2 + i % 3} lagun</p></div>'
                    for i, r in enumerate(rec)
                )
                + "</div></div></article>"
            )
        if k == "podcasta":
            eps = [
                ("42. atala: Zubi zaharraren historia", "34 min"),
                ("41. atala: Bertsolaritza gazteen ahotan", "41 min"),
                ("40. atala: Errota eta ogia", "29 min"),
                ("39. atala: Azaroko albisteak", "22 min"),
            ]
            return (
                h
                + "".join(
                    f'<div class="episode"><h3>{esc(a)}</h3><p>{b}</p><audio controls preload="none" src="https://podcast.ibarrekohitza.test/{i}.mp3"></audio></div>'
                    for i, (a, b) in enumerate(eps)
                )
                + '<p><a href="https://open.spotify.com/show/ibarrekohitza">Spotify</a> · <a href="https://podcasts.apple.com/eu/podcast/ibarreko-hitza">Apple Podcasts</a></p></div></article>'
            )
        form = (
            '<form action="https://buletina.ibarrekohitza.test/subscribe" method="post"><input type="email" name="EMAIL" placeholder="zure@helbidea"><button>Harpidetu</button></form>'
            if k == "harpidetu"
            else ""
        )
        return h + self.blocks(doc) + form + "</div></article>"

    def frame(self, doc: Doc, main: str) -> str:
        nav = [
            ("herria", "Herria"),
            ("agenda", "Agenda"),
            ("errezetak", "Errezetak"),
            ("podcasta", "Podcasta"),
            ("bilatu", "Bilatu"),
        ]
        navh = "".join(self.a(k, t, "chrome:nav", attrs='class="page-link"') for k, t in nav)
        return f"""<!DOCTYPE html>
<html lang="eu"><head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/assets/main.css">
<style>/*PAD*/</style>
<link type="application/atom+xml" rel="alternate" href="https://ibarrekohitza.test/feed.xml" title="Ibarreko Hitza">
</head>
<body><header class="site-header" role="banner">
<div class="wrapper">{self.a("home", "Ibarreko Hitza", "chrome:header", attrs='class="site-title" rel="author"')}
<nav class="site-nav"><input type="checkbox" id="nav-trigger" class="nav-trigger"><label for="nav-trigger"><span class="menu-icon"></span></label>
<div class="trigger">{navh}</div></nav></div></header>
<main class="page-content" aria-label="Content"><div class="wrapper">
{main}
</div></main>
<footer class="site-footer h-card"><data class="u-url" href="/"></data>
<div class="wrapper"><h2 class="footer-heading">Ibarreko Hitza</h2>
<div class="footer-col-wrapper"><div class="footer-col footer-col-1"><ul class="contact-list"><li class="p-name">Ibarreko Hitza kultur elkartea</li><li><a class="u-email" href="mailto:idazkaritza@ibarrekohitza.test">idazkaritza@ibarrekohitza.test</a></li></ul></div>
<div class="footer-col footer-col-2"><ul class="social-media-list"><li><a href="https://mastodon.eus/@ibarrekohitza">Mastodon</a></li><li>{self.a("harpidetu", "Buletina", "chrome:footer")}</li><li>{self.a("pribatutasuna", "Pribatutasuna", "chrome:footer")}</li></ul></div>
<div class="footer-col footer-col-3"><p>Ibarrako herri aldizkaria, 1991tik. Astero kalean, egunero sarean.</p></div></div></div></footer>
</body></html>
"""
