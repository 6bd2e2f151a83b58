# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Kivisilla: an Estonian island culture magazine on a Wix-like hosted builder with its blog app (/post/<slug>, /blog,
/blog/page/2, /blog/categories/, /profile/<slug>/profile), "time-ago" dates, honest metadata (BlogPosting in UTC)."""

from __future__ import annotations

import json
import zlib
from datetime import date

from common import Base, page, story
from sitekit import Doc, Link, css_rules, esc

MONTHS = ["jaan", "veebr", "märts", "apr", "mai", "juuni", "juuli", "aug", "sept", "okt", "nov", "dets"]
CRAWL_DAY = date(2026, 12, 3)
HOOK_TITLE = 'data-hook="post-title"'
HOOK_USER = 'data-hook="user-name"'
HOOK_CAT = 'data-hook="category-label"'
HOOK_ITEM = 'data-hook="post-list-item__title"'
HOOK_PAGE = 'data-hook="pagination__page"'
HOOK_RECENT = 'data-hook="recent-post__title"'
NAV_A = 'data-testid="linkElement" class="UiHgGh"'
BRAND = 'data-testid="linkElement" class="wixui-image"'


def wix_when(day: str) -> str:
    """The Wix blog's time-ago: under a week "N päeva tagasi", then "24. nov 2026"."""
    d = date.fromisoformat(day)
    n = (CRAWL_DAY - d).days
    if n == 0:
        return "täna"
    if n == 1:
        return "1 päev tagasi"
    if n < 7:
        return f"{n} päeva tagasi"
    return f"{d.day}. {MONTHS[d.month - 1]} {d.year}"


def cid(text: str) -> str:
    return "comp-" + f"{zlib.crc32(text.encode()):08x}"[:8]


def et(day: str) -> str:
    return wix_when(day)


class Kivisilla(Base):
    origin = "https://www.kivisilla.test"
    name = "Kivisilla"
    prefix = "ks"
    language = "et"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ks",
            [
                "#SITE_HEADER",
                "#SITE_FOOTER",
                ".wixui-rich-text",
                ".blog-post-page-font",
                "[data-hook=post-list-item]",
                ".font_8",
                "#PAGES_CONTAINER",
                ".wixui-button",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Kivisilla", "wix-home", list=["lambad", "talv", "keraamik", "pimedus"]))
        add(
            page(
                "lood",
                "/blog",
                "section",
                "Lood",
                "wix-blog-feed",
                list=["talv", "lambad", "raamatukogu", "keraamik", "kohvik", "pimedus"],
                more="lood2",
            )
        )
        add(page("lood2", "/blog/page/2", "section", "Lood", "wix-blog-feed-page-2", list=["hanid"], prev="lood"))
        add(
            page(
                "inimesed",
                "/blog/categories/inimesed",
                "section",
                "Inimesed",
                "wix-blog-category",
                list=["keraamik", "lambad", "kohvik"],
            )
        )
        add(
            page(
                "autor",
                "/profile/mari-tamm/profile",
                "author",
                "Mari Tamm",
                "wix-member-profile",
                list=["lambad", "keraamik"],
            )
        )
        add(
            page(
                "otsing",
                "/search?q=lambad",
                "search",
                "Otsingu tulemused",
                "wix-site-search",
                list=["lambad", "keraamik"],
            )
        )
        add(page("retseptid", "/retseptid", "recipes", "Saare köök", "recipe-index"))
        add(page("podcast", "/podcast", "podcasts", "Kivisilla taskuhääling", "podcast-page"))
        add(
            page(
                "uudiskiri",
                "/uudiskiri",
                "subscribe",
                "Telli uudiskiri",
                "newsletter-signup",
                lines=[
                    "Kord kuus saadame sulle kirja: uued lood, retsept ja üks foto, mida ajakirjas pole olnud.",
                    "Uudiskirja saab igal ajal tühistada iga kirja lõpus oleva lingiga.",
                ],
            )
        )
        add(
            page(
                "privaatsus",
                "/privaatsus",
                "policy",
                "Privaatsuspoliitika",
                "privacy-updated",
                lines=[
                    "Viimati uuendatud: 9. jaanuar 2026",
                    "Kivisilla OÜ kogub ainult neid andmeid, mida on vaja ajakirja tellimiseks ja uudiskirja saatmiseks: nime, e-posti ja postiaadressi.",
                    "## Küpsised",
                    "Meie veebileht kasutab hädavajalikke küpsiseid ning, sinu nõusolekul, külastusstatistika küpsiseid. Nõusoleku saad tagasi võtta lehe allservas oleva lingi kaudu.",
                    "## Andmete säilitamine",
                    "Tellija andmeid hoiame kuni tellimuse lõppemiseni ja seejärel veel kaksteist kuud raamatupidamise tarbeks.",
                    "Küsimuste korral kirjuta aadressil info@kivisilla.test.",
                ],
            )
        )
        add(
            page(
                "meist",
                "/meist",
                "about",
                "Toimetus",
                "staff-bios",
                lines=[
                    "Kivisilla on 2014. aastast ilmuv saarte kultuuri- ja looduseajakiri. Paberajakiri ilmub neli korda aastas, veebis avaldame lugusid iga nädal.",
                    "## Mari Tamm, peatoimetaja",
                    "Mari on sündinud Kivisaarel ja töötanud varem raadioajakirjanikuna. Ta kirjutab inimestest, kes saarele jäävad.",
                    "## Jaan Kask, toimetaja",
                    "Jaan on kalur ja ajakirjanik. Talvel kirjutab, suvel püüab räime.",
                    "## Kaspar Lepp, fotograaf",
                    "Kaspar pildistab saare loodust ja linde. Tema fotonäitus „Madal vesi“ oli 2025. aastal väljas Kuressaares.",
                    "## Tiina Rand, kolumnist",
                    "Tiina on kirjanik, kelle viimane raamat räägib talvedest majakasaarel.",
                ],
            )
        )
        add(
            story(
                "lambad",
                "/post/viimased-lambakasvatajad",
                "Viimased lambakasvatajad",
                "2026-12-01",
                "2026-11-30T22:40:00.000Z",
                et("2026-12-01"),
                ["Mari Tamm", "Jaan Kask"],
                [
                    "Kui Ants Vaher oli poiss, peeti Kivisaarel üle kahe tuhande lamba. Täna on neid alla neljasaja ja karjuseid vaid kolm.",
                    "Vaher, kes on nüüd 68-aastane, ajab oma 140 lammast igal hommikul rannakarjamaale. Ta ei kasuta koera. „Lambad tunnevad mu häält, koera nad kardavad,“ ütleb ta.",
                    "## Villa, mida keegi ei osta",
                    "Suurim mure on vill. Kohalik ketrusvabrik suleti 1990ndatel ja mandrile vedamine maksab rohkem, kui villa eest saab. Vaher põletab osa villast igal kevadel.",
                    "Noor kudujate ühendus Saarevill on nüüd hakanud villa kokku ostma. Nende eestvedaja Kertu Leht loodab, et kolme aasta pärast suudetakse saarel taas lõnga ketrata.",
                    "## Karjamaad kasvavad kinni",
                    "Lammaste kadumisega kaovad ka rannaniidud. Kui karjamaad ei karjatata, kasvavad need kadaka ja pilliroo alla ning koos nendega kaovad käokingad ja niidurüdid.",
                    "„Lammas on siin saarel maastikuarhitekt,“ ütleb keskkonnaameti spetsialist Helen Pärn. Amet maksab karjatamise eest toetust, kuid see ei kata talvist söödakulu.",
                    "Vaher ei tea, kes tema karja üle võtab. Tema pojad elavad Tallinnas. „Aga ma ei müü neid lihaks,“ ütleb ta. „Mitte enne, kui keegi tuleb.“",
                ],
                "long-feature-two-authors-relative-and-utc-date",
                category="Inimesed",
                dek="Kivisaarel on alles kolm karjust. Kes hoiab rannaniidud lahti, kui nemad lõpetavad?",
                image="Lambakari rannaniidul",
            )
        )
        add(
            story(
                "talv",
                "/post/talv-saabub-sadamasse",
                "Talv saabub sadamasse",
                "2026-12-02",
                "2026-12-02T08:05:00.000Z",
                "",
                ["Kaspar Lepp"],
                [
                    "Esimene jää tuli sadamasse ööl vastu esmaspäeva.",
                    "FIG: Jäätunud kai | Kai pollarid hommikul kell seitse.",
                    "FIG: Kalapaat | Viimane paat tõmmati kaldale teisipäeval.",
                    "FIG: Luiged | Laululuiged ootavad avavees.",
                ],
                "photo-essay-relative-date",
                category="Fotolood",
                photo=True,
            )
        )
        add(
            story(
                "keraamik",
                "/post/keraamik-liis-org",
                "Keraamik Liis Org: „Savi õpetab kannatlikkust“",
                "2026-11-28",
                "2026-11-28T10:00:00.000Z",
                et("2026-11-28"),
                ["Mari Tamm"],
                [
                    "Liis Org kolis Kivisaarele viis aastat tagasi ja ehitas vanasse saunahoonesse põletusahju. Küsisime, miks.",
                    "Q: Miks just saar? || Siin on vaikne ja siin on savi. Kaevan seda ise mererannast, vanast tellisetehase karjäärist.",
                    "Q: Mis on saare savis erilist? || Selles on palju rauda. Põletades tuleb sellest sügav punakaspruun, mida poest ostetud saviga ei saa.",
                    "Q: Kas saarel saab keraamikast ära elada? || Suvel jah, talvel mitte. Talvel õpetan koolis kunsti ja teen tellimusi Tallinna restoranidele.",
                    "Q: Mida savi sulle õpetanud on? || Kannatlikkust. Kui kiirustad, praguneb kõik ahjus. Mõni kauss kuivab kolm nädalat.",
                ],
                "qa-interview",
                category="Inimesed",
                image="Liis Org oma töökojas",
            )
        )
        add(
            story(
                "pimedus",
                "/post/miks-me-vajame-pimedat-aega",
                "Miks me vajame pimedat aega",
                "2026-11-26",
                "2026-11-26T06:30:00.000Z",
                et("2026-11-26"),
                ["Tiina Rand"],
                [
                    "Igal novembril kuulen samu kaebusi: päike loojub liiga vara, ei jaksa, ootame kevadet. Mina ootan pimedat aega terve suve.",
                    "Pimedus on ainus aeg, mil saarel on lubatud mitte midagi teha. Suvel on kõik kiire: külalised, heinateod, võrgud. Novembris ei oota keegi sinult midagi.",
                    "Meie vanaemad teadsid seda. Nad kudusid, jutustasid ja magasid kaua. Me nimetame seda nüüd talveuneks ja otsime selle vastu D-vitamiini.",
                    "Ma ei ütle, et pimedus on lihtne. Aga võib-olla on see vajalik, nagu põllule on vajalik kesa.",
                ],
                "column-bio-line",
                category="Arvamus",
                bio="Tiina Rand on kirjanik ja Kivisilla kolumnist. Tema viimane raamat „Majakasaare talved“ ilmus 2025. aastal.",
            )
        )
        add(
            story(
                "kohvik",
                "/post/kalurite-kohvik-jaab-talveks-lahti",
                "Kalurite kohvik jääb talveks lahti",
                "2026-11-24",
                "2026-11-24T12:15:00.000Z",
                et("2026-11-24"),
                ["Jaan Kask"],
                [
                    "Esimest korda kümne aasta jooksul ei pane Kalurite kohvik Sääreotsa sadamas talveks uksi kinni.",
                    "Perenaine Reet Saar ütleb, et otsus sündis külaelanike palvel. „Talvel pole saarel kohta, kus inimesed saaksid kokku saada. Pood on kinni kell kuus, raamatukogu on lahti kaks päeva nädalas.“",
                    "Kohvik on talvel avatud neljapäevast pühapäevani. Menüüs on kalasupp, ahjukala ja rukkileib, mida Saar küpsetab ise.",
                    "Neljapäeviti toimub kohvikus mälumäng, mida juhib kohalik ajalooõpetaja.",
                ],
                "byline-at-end",
                category="Inimesed",
                credit="Tekst ja fotod: Jaan Kask",
                image="Kalurite kohvik",
            )
        )
        add(
            story(
                "raamatukogu",
                "/post/raamatukogu-saab-uue-maja",
                "Saare raamatukogu saab uue maja",
                "2026-11-30",
                "2026-11-30T14:00:00.000Z",
                et("2026-11-30"),
                [],
                [
                    "Vallavolikogu otsustas neljapäeval, et Kivisaare raamatukogu kolib vanast koolimajast endisesse postkontorisse.",
                    "Remont algab märtsis ja uus raamatukogu avatakse 2027. aasta sügisel.",
                    "Raamatukogu lahtiolekuajad uues majas pikenevad viie päevani nädalas.",
                ],
                "brief-desk-byline",
                category="Uudised",
                desk="Toimetus",
            )
        )
        add(
            story(
                "hanid",
                "/post/sugisene-ranne-40000-hane",
                "Sügisene ränne: 40 000 hane",
                "2026-11-20",
                "2026-11-20T07:40:00.000Z",
                et("2026-11-20"),
                ["Kaspar Lepp"],
                [
                    "Novembri keskel peatus Kivisaare lahel rekordiline hanede hulk. Linnuvaatlejad loendasid 14. novembril ligi 40 000 valgepõsk-hane.",
                    "Ornitoloog Peeter Rebane sõnul on põhjus soe sügis: lahed pole jäätunud ja põldudel leidub toitu.",
                    "„Veel kümme aastat tagasi lahkusid haned oktoobri lõpus. Nüüd jäävad nad detsembrini,“ ütles Rebane.",
                    "Linnuvaatlejatel palutakse mitte minna karjamaadele, kus haned toituvad, ja kasutada vaatlustorne.",
                ],
                "older-post-page-2-and-recent-posts",
                category="Loodus",
                image="Haned lahel",
            )
        )

    # ---------- chrome ----------
    # ---------- chrome ----------
    def ld(self, doc: Doc) -> str:
        if not doc.is_article:
            return ""
        art = {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": {"@type": "Person", "name": doc.authors[0]}
            if doc.authors
            else {"@type": "Organization", "name": "Kivisilla"},
            "publisher": {
                "@type": "Organization",
                "name": "Kivisilla",
                "logo": {"@type": "ImageObject", "url": "https://static.wixstatic.test/media/kivisilla-logo.png"},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"https://static.wixstatic.test/media/{zlib.crc32(doc.key.encode()):08x}.jpg",
            },
        }
        return f'<script type="application/ld+json">{json.dumps(art, ensure_ascii=False)}</script>'

    def rich(self, inner: str, key: str = "") -> str:
        return f'<div id="{cid(key or inner[:60])}" class="KcpHeO tz5f0K comp-rich wixui-rich-text" data-testid="richTextElement">{inner}</div>'

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        kind = "article" if doc.is_article else "website"
        nav = [
            ("home", "Avaleht"),
            ("lood", "Lood"),
            ("inimesed", "Inimesed"),
            ("retseptid", "Retseptid"),
            ("podcast", "Taskuhääling"),
            ("meist", "Meist"),
            ("/pood", "Pood"),
        ]
        navh = "".join(f'<li class="wixui-dropdown-menu__item">{a(k, t, "chrome:nav", NAV_A)}</li>' for k, t in nav)
        return f"""<!DOCTYPE html>
<html lang="et" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="https://static.wixstatic.test/media/kivisilla-favicon.png" type="image/png"/>
<title>{esc(doc.title)} | Kivisilla</title>
<meta name="description" content="{esc(self.lede(doc)) if doc.is_article else "Saarte kultuuri- ja looduseajakiri."}"/>
<link rel="canonical" href="{self.url(doc.key)}"/>
<meta property="og:title" content="{esc(doc.title)}"/>
<meta property="og:url" content="{self.url(doc.key)}"/>
<meta property="og:site_name" content="Kivisilla"/>
<meta property="og:type" content="{kind}"/>
<meta name="twitter:card" content="summary_large_image"/>
{self.ld(doc)}
<script type="text/javascript">window.viewerModel = {{"site":{{"metaSiteId":"8b1e2c4d-7a90-4f3e-b512-93cc0d6a1e77","siteId":"c3f1a9e2-55d0-4b7c-9e21-4a6f0b8d2c13","isPremium":true,"language":"et","locale":"et-ee"}},"requestUrl":"{self.url(doc.key)}","rollout":{{"siteAssetsVersionsRollout":false}},"fleetConfig":{{"fleetName":"wix-thunderbolt","type":"GA","code":0}}}};</script>
<style id="css_masterPage">/*PAD*/</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-layout">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content">
<div id="comp-logo" class="j7pOnl">{a("home", "Kivisilla", "chrome:header", BRAND, '<img src="https://static.wixstatic.test/media/kivisilla-logo.png" alt="Kivisilla logo">')}</div>
{self.rich('<p class="font_9 wixui-rich-text__text">Saarte kultuuri- ja looduseajakiri</p>', "tagline")}
<nav id="comp-menu" aria-label="Sait" class="wixui-dropdown-menu"><ul class="JS76Uv">{navh}</ul></nav>
<div id="comp-login" class="wixui-login-social-bar"><button type="button">Logi sisse</button></div>
</div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="{cid(doc.path)}" class="dBAkHi theme-vars">
{main}
</div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div data-testid="inline-content">
{self.rich('<p class="font_8 wixui-rich-text__text">Kivisilla OÜ · Sadama 3, Kivisaare küla · info@kivisilla.test</p>', "addr")}
{self.rich(f'<p class="font_8 wixui-rich-text__text">{a("uudiskiri", "Telli uudiskiri", "chrome:footer")} · {a("privaatsus", "Privaatsus ja küpsised", "chrome:footer")} · {a("otsing", "Otsi saidilt: lambad", "chrome:footer")}</p>', "links")}
<div id="comp-social" class="wixui-social-bar"><ul aria-label="Social Bar"><li><a href="https://instagram.test/kivisilla" target="_blank">Instagram</a></li><li><a href="https://facebook.test/kivisilla" target="_blank">Facebook</a></li></ul></div>
{self.rich('<p class="font_8 wixui-rich-text__text">© 2026 Kivisilla. Loodud Wix.com abil</p>', "copy")}
</div></div></footer>
</div></div></div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div>
</body>
</html>
"""

    def img(self, alt: str, cap: str = "") -> str:
        src = f"https://static.wixstatic.test/media/a1f0c2_{zlib.crc32(alt.encode()):08x}~mv2.jpg/v1/fill/w_740,h_493,al_c,q_85/{zlib.crc32(alt.encode()) % 9999}.jpg"
        capt = f'<figcaption data-hook="imageViewerCaption" class="dG3ox">{esc(cap)}</figcaption>' if cap else ""
        return f'<figure data-hook="figure-IMAGE" class="Bqn7X"><div data-hook="imageViewer"><wow-image data-image-info=\'{{"alignType":"center"}}\'><img src="{src}" alt="{esc(alt)}" loading="lazy"></wow-image></div>{capt}</figure>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        parts = []
        for n, b in enumerate(doc.blocks, 1):
            if b[0] == "fig":
                parts.append(f'<div data-hook="rcv-block{n}" type="image" class="_3Q7ob">{self.img(b[1], b[2])}</div>')
            else:
                inner = self.blocks(
                    Doc("x", "", "", "", blocks=[b]),
                    p_tag='<p dir="auto" class="mm8Nw _1j-51 roLFQS _1FoOD"><span class="_2PHJq public-DraftStyleDefault-ltr">',
                    p_end="</span></p>",
                )
                parts.append(f'<div data-hook="rcv-block{n}" type="{b[0]}">{inner}</div>')
        if doc.image:
            parts.insert(0, f'<div data-hook="rcv-block0" type="image" class="_3Q7ob">{self.img(doc.image)}</div>')
        if "bio" in doc.extra:
            parts.append(
                f'<div data-hook="rcv-block-bio"><p dir="auto" class="mm8Nw"><em>{esc(doc.extra["bio"])}</em></p></div>'
            )
        if "credit" in doc.extra:
            parts.append(
                f'<div data-hook="rcv-block-credit"><p dir="auto" class="mm8Nw" style="text-align:right"><strong>{esc(doc.extra["credit"])}</strong></p></div>'
            )
        if doc.extra.get("photo"):
            parts.append(
                f'<div data-hook="rcv-block-photo"><p dir="auto" class="mm8Nw">Fotod: {esc(doc.authors[0])}</p></div>'
            )
        author = doc.authors[0] if doc.authors else doc.extra.get("desk", "")
        if author == "Mari Tamm":
            who = a("autor", "Mari Tamm", "byline", HOOK_USER)
        else:
            who = f'<a href="/profile/{author.lower().replace(" ", "-")}/profile" {HOOK_USER}>{esc(author)}</a>'
        if len(doc.authors) > 1:
            who += f' <span class="co-author">ja {esc(doc.authors[1])}</span>'
        if "credit" in doc.extra:
            who = ""
        words = sum(len(str(b[1]).split()) for b in doc.blocks)
        cat = doc.extra["category"]
        catlink = (
            a("inimesed", cat, "tags", HOOK_CAT)
            if cat == "Inimesed"
            else f'<a href="/blog/categories/{cat.lower()}" {HOOK_CAT}>{esc(cat)}</a>'
        )
        recent = sorted(
            (k for k in self.docs if self.docs[k].is_article and k != doc.key),
            key=lambda k: self.docs[k].iso,
            reverse=True,
        )[:3]
        rec = "".join(
            f'<li data-hook="recent-post-list-item">{a(k, self.docs[k].title, "chrome:related", HOOK_RECENT)}</li>'
            for k in recent
        )
        dek = f'<div data-hook="post-description"><p class="_1j-51">{esc(doc.dek)}</p></div>' if doc.dek else ""
        return f"""<div class="blog-post-page-font" data-hook="post-page">
<article class="blog-post-page-font" data-hook="post">
<div data-hook="post-header" class="post-header">
<div class="post-metadata"><span class="avatar"><img src="https://static.wixstatic.test/media/avatar_{zlib.crc32(author.encode()) % 999}.jpg" alt="{esc(author)}"></span>{who}
<ul class="post-metadata__list"><li><span data-hook="time-ago" class="post-metadata__date time-ago">{esc(wix_when(doc.date))}</span></li><li><span data-hook="time-to-read" class="post-metadata__readTime">{max(1, words // 200)} min lugemist</span></li></ul></div>
</div>
<h1 class="post-title blog-post-title-font" {HOOK_TITLE}><span class="post-title__text">{esc(doc.title)}</span></h1>
{dek}
<div class="post-content__body" data-hook="post-description"><div data-id="content-viewer" class="rich-content-viewer" dir="ltr">
{"".join(parts)}
</div></div>
<div data-hook="post-footer" class="post-footer"><ul class="post-categories-list">{catlink}</ul>
<div data-hook="share-buttons"><a href="https://www.facebook.test/sharer.php?u={self.url(doc.key)}">Jaga</a> <button type="button" data-hook="copy-link">Kopeeri link</button></div>
<div data-hook="post-stats"><span data-hook="view-count">{words * 3} vaatamist</span> <span data-hook="comment-count">0 kommentaari</span></div></div>
</article>
<section data-hook="recent-posts" class="recent-posts"><h2 class="recent-posts__title">Viimased postitused</h2><ul>{rec}</ul><a href="/blog" data-hook="see-all">Vaata kõiki</a></section>
<section data-hook="comments"><p>Kommentaarid on välja lülitatud.</p></section>
</div>"""

    def item(self, key: str) -> str:
        d = self.docs[key]
        who = d.authors[0] if d.authors else d.extra.get("desk", "")
        img = self.a(
            key,
            d.title,
            "content",
            'data-hook="post-list-item__image"',
            f'<img src="https://static.wixstatic.test/media/{zlib.crc32(key.encode()):08x}.jpg" alt="">',
        )
        return (
            f'<article data-hook="post-list-item" class="post-list-item">{img}<div class="post-list-item__content"><div class="post-metadata"><span data-hook="user-name">{esc(who)}</span>'
            f'<span data-hook="time-ago">{esc(wix_when(d.date))}</span></div><h2 class="post-title">{self.a(key, d.title, "content", HOOK_ITEM)}</h2>'
            f'<div data-hook="post-description" class="post-description"><p>{esc(self.lede(d))}</p></div></div></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        if doc.key == "home":
            first, rest = keys[0], keys[1:]
            d = self.docs[first]
            hero = f'<section id="{cid("hero")}" class="wixui-section">{self.img(d.image)}{self.rich("<h2 class=font_2>" + a(first, d.title, "content") + "</h2><p class=font_8>" + esc(d.dek) + "</p>", "hero")}</section>'
            cards = "".join(self.item(k) for k in rest)
            promo = self.rich(
                f'<p class="font_8">Uus number on müügil! {a("/pood", "Telli paberajakiri", "content")}.</p><p class="font_8">{a("podcast", "Kuula taskuhäälingut", "content")} · {a("retseptid", "Saare köögi retseptid", "content")} · {a("lood", "Kõik lood", "content")}</p>',
                "promo",
            )
            news = self.rich(
                f'<h3 class="font_5">Telli uudiskiri</h3><p class="font_8">Kord kuus otse postkasti. {a("uudiskiri", "Telli", "content")}</p>',
                "news",
            )
            return (
                hero
                + f'<section class="wixui-section"><div data-hook="blog-feed" class="post-list">{cards}</div>{promo}{news}</section>'
            )
        if doc.kind == "search":
            rows = "".join(
                f'<li data-hook="search-result"><a href="{self.href(k)}" class="sr-title">{esc(self.docs[k].title)}</a><p>{esc(self.lede(self.docs[k]))}</p></li>'
                for k in keys
            )
            for k in keys:
                self.links.append(Link(doc.key, k, "content", self.docs[k].title))
            return f'<div data-hook="search-page"><h1>Otsingu tulemused</h1><form role="search"><input type="search" name="q" value="lambad" aria-label="Otsi"></form><p data-hook="search-results-count">2 tulemust päringule „lambad“</p><div data-hook="tabs"><span>Kõik</span> <span>Blogi (2)</span> <span>Lehed (0)</span></div><ul>{rows}</ul></div>'
        head = ""
        if doc.kind == "author":
            head = (
                '<div data-hook="profile-header" class="profile"><img src="https://static.wixstatic.test/media/avatar_mari.jpg" alt="Mari Tamm"><h1>Mari Tamm</h1>'
                '<p data-hook="profile-title">Peatoimetaja</p><p>Liitus: 12. märts 2014</p><div data-hook="tabs"><span>Postitused</span> <span>Meeldimised</span></div></div>'
            )
        elif doc.key == "inimesed":
            head = '<h1 data-hook="category-title">Inimesed</h1><p data-hook="category-description">Lood saare inimestest.</p>'
        else:
            head = '<h1 data-hook="blog-title" class="font_2">Lood</h1>'
        cats = (
            f'<nav data-hook="category-menu" class="category-menu"><ul><li>{a("lood", "Kõik postitused", "content")}</li><li>{a("inimesed", "Inimesed", "content")}</li><li><a href="/blog/categories/loodus">Loodus</a></li><li><a href="/blog/categories/fotolood">Fotolood</a></li><li><a href="/blog/categories/arvamus">Arvamus</a></li></ul></nav>'
            if doc.kind == "section"
            else ""
        )
        rows = "".join(self.item(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav data-hook="blog-pagination" class="pagination"><span aria-current="page">1</span>{a(doc.extra["more"], "2", "content", HOOK_PAGE)}{a(doc.extra["more"], "›", "content", HOOK_PAGE)}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav data-hook="blog-pagination" class="pagination">{a(doc.extra["prev"], "‹", "content", HOOK_PAGE)}{a(doc.extra["prev"], "1", "content", HOOK_PAGE)}<span aria-current="page">2</span></nav>'
        return f'{cats}{head}<div data-hook="post-list" class="post-list">{rows}</div>{pager}'

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "recipes":
            recs = [
                ("Rukkileib juuretisega", "Leib"),
                ("Suitsuräime pajaroog", "Kala"),
                ("Kadakamarjadega lambapraad", "Liha"),
                ("Astelpajukissell", "Magustoit"),
                ("Kama ja kohupiimavaht", "Magustoit"),
                ("Räimekotletid", "Kala"),
                ("Kartuli-kaalikapuder", "Lisand"),
                ("Kadakasiirup", "Jook"),
            ]
            cards = "".join(
                f'<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.test/media/r{zlib.crc32(n.encode()) % 99991}.jpg" alt="{esc(n)}">{self.rich(f"<h3 class=font_5><a href=/retseptid/{zlib.crc32(n.encode()) % 9999}>{esc(n)}</a></h3><p class=font_9>{c}</p>", n)}</div>'
                for n, c in recs
            )
            return (
                self.rich(
                    '<h1 class="font_0">Saare köök</h1><p class="font_8">Retseptid, mida saarel on tehtud põlvkondi. Iga retsepti juures on lugu, kust see pärit on.</p>',
                    "rhead",
                )
                + f'<div role="list" class="wixui-repeater">{cards}</div>'
            )
        if doc.kind == "podcasts":
            eps = [
                ("12. osa: Majakavahi tütar", "48 min"),
                ("11. osa: Kuidas püüda räime jää alt", "39 min"),
                ("10. osa: Saare murre ja noored", "52 min"),
                ("9. osa: Lambad ja niidud", "41 min"),
            ]
            items = "".join(
                f'<div class="wixui-audio-player" data-testid="audioPlayer"><div class="title">{esc(t)}</div><div class="duration">{d}</div><a href="https://podcasts.test/kivisilla/{i}">Kuula</a></div>'
                for i, (t, d) in enumerate(eps)
            )
            return (
                self.rich(
                    '<h1 class="font_0">Kivisilla taskuhääling</h1><p class="font_8">Vestlused saare inimestega. Uus osa ilmub iga kuu esimesel esmaspäeval.</p>',
                    "phead",
                )
                + items
                + self.rich(
                    f'<p class="font_8">Telli meid Spotifys, Apple Podcastsis või {a("uudiskiri", "uudiskirjaga", "content")}.</p>',
                    "pfoot",
                )
            )
        inner = self.rich(
            f'<h1 class="font_0">{esc(doc.title)}</h1>'
            + self.blocks(doc, p_tag='<p class="font_8 wixui-rich-text__text">'),
            doc.key,
        )
        if doc.kind == "subscribe":
            inner += '<form class="wixui-form" data-testid="form"><label for="input_email">E-post *</label><input id="input_email" type="email" name="email" required><label><input type="checkbox" name="consent"> Soovin saada uudiskirja</label><button type="submit" class="wixui-button">Telli</button></form>'
        if doc.kind == "about":
            inner += self.rich(
                f'<p class="font_8">{a("autor", "Mari Tamme profiil", "content")} · {a("lood", "Kõik lood", "content")}</p>',
                "about-links",
            )
        return inner
