# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Kivisilla: an Estonian island culture magazine on a Squarespace-like hosted builder (/lood/YYYY/M/D/slug), honest metadata."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

MONTHS = [
    "jaanuar",
    "veebruar",
    "märts",
    "aprill",
    "mai",
    "juuni",
    "juuli",
    "august",
    "september",
    "oktoober",
    "november",
    "detsember",
]
AUTHOR_ID = "5f1ca8e2b9d04c6a7e3f1102"
OFFSET = "/lood?offset=1763629200000"
TITLE_A = 'class="BlogList-item-title" data-content-field="title"'
MORE_A = 'class="BlogList-item-readmore"'
PAGER_A = 'class="BlogList-pagination-link"'
PREV_A = 'class="BlogItem-pagination-link BlogItem-pagination-link--prev"'
NEXT_A = 'class="BlogItem-pagination-link BlogItem-pagination-link--next"'
BRAND_A = 'class="Header-branding" data-nc-element="branding" data-content-field="site-title"'
AUTH_A = 'class="Blog-meta-item Blog-meta-item--author"'
CAT_A = 'class="Blog-meta-item Blog-meta-item--categories"'


def et(day: str) -> str:
    y, m, d = day.split("-")
    return f"{int(d)}. {MONTHS[int(m) - 1]} {y}"


def sid(text: str) -> str:
    return f"{zlib.crc32(text.encode()):08x}{zlib.crc32(text[::-1].encode()):08x}"


class Kivisilla(Base):
    origin = "https://www.kivisilla.test"
    name = "Kivisilla"
    prefix = "ks"
    language = "et"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ks",
            [
                ".Header",
                ".BlogList-item",
                ".BlogItem",
                ".sqs-block-html",
                ".sqs-block-image",
                ".Footer",
                ".Index-page",
                ".newsletter-form",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Kivisilla", "squarespace-index", list=["lambad", "talv", "keraamik", "pimedus"]))
        add(
            page(
                "lood",
                "/lood",
                "section",
                "Lood",
                "squarespace-blog-list",
                list=["talv", "lambad", "raamatukogu", "keraamik", "kohvik", "pimedus"],
                more="lood2",
            )
        )
        add(page("lood2", OFFSET, "section", "Lood", "squarespace-blog-offset", list=["hanid"], prev="lood"))
        add(
            page(
                "inimesed",
                "/lood?category=Inimesed",
                "section",
                "Inimesed",
                "squarespace-category",
                list=["keraamik", "lambad", "kohvik"],
            )
        )
        add(
            page(
                "autor",
                f"/lood?author={AUTHOR_ID}",
                "author",
                "Mari Tamm",
                "squarespace-author-filter",
                list=["lambad", "keraamik"],
            )
        )
        add(page("otsing", "/search?q=lambad", "search", "Otsing", "squarespace-search", list=["lambad", "keraamik"]))
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
                "/lood/2026/12/1/viimased-lambakasvatajad",
                "Viimased lambakasvatajad",
                "2026-12-01",
                "2026-11-30T22:40:00+0000",
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
                "long-feature-two-authors-utc-date",
                category="Inimesed",
                dek="Kivisaarel on alles kolm karjust. Kes hoiab rannaniidud lahti, kui nemad lõpetavad?",
                image="Lambakari rannaniidul",
            )
        )
        add(
            story(
                "talv",
                "/lood/2026/12/2/talv-saabub-sadamasse",
                "Talv saabub sadamasse",
                "2026-12-02",
                "2026-12-02T10:05:00+0200",
                "",
                ["Kaspar Lepp"],
                [
                    "Esimene jää tuli sadamasse ööl vastu esmaspäeva.",
                    "FIG: Jäätunud kai | Kai pollarid hommikul kell seitse.",
                    "FIG: Kalapaat | Viimane paat tõmmati kaldale teisipäeval.",
                    "FIG: Luiged | Laululuiged ootavad avavees.",
                ],
                "photo-essay-date-only-in-url-and-json-ld",
                category="Fotolood",
                photo=True,
            )
        )
        add(
            story(
                "keraamik",
                "/lood/2026/11/28/keraamik-liis-org",
                "Keraamik Liis Org: „Savi õpetab kannatlikkust“",
                "2026-11-28",
                "2026-11-28T12:00:00+0200",
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
                "/lood/2026/11/26/miks-me-vajame-pimedat-aega",
                "Miks me vajame pimedat aega",
                "2026-11-26",
                "2026-11-26T08:30:00+0200",
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
                "/lood/2026/11/24/kalurite-kohvik-jaab-talveks-lahti",
                "Kalurite kohvik jääb talveks lahti",
                "2026-11-24",
                "2026-11-24T14:15:00+0200",
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
                "/lood/2026/11/30/raamatukogu-saab-uue-maja",
                "Saare raamatukogu saab uue maja",
                "2026-11-30",
                "2026-11-30T16:00:00+0200",
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
                "/lood/2026/11/20/sugisene-ranne-40000-hane",
                "Sügisene ränne: 40 000 hane",
                "2026-11-20",
                "2026-11-20T09:40:00+0200",
                et("2026-11-20"),
                ["Kaspar Lepp"],
                [
                    "Novembri keskel peatus Kivisaare lahel rekordiline hanede hulk. Linnuvaatlejad loendasid 14. novembril ligi 40 000 valgepõsk-hane.",
                    "Ornitoloog Peeter Rebane sõnul on põhjus soe sügis: lahed pole jäätunud ja põldudel leidub toitu.",
                    "„Veel kümme aastat tagasi lahkusid haned oktoobri lõpus. Nüüd jäävad nad detsembrini,“ ütles Rebane.",
                    "Linnuvaatlejatel palutakse mitte minna karjamaadele, kus haned toituvad, ja kasutada vaatlustorne.",
                ],
                "older-post-offset-page-and-prev-next",
                category="Loodus",
                image="Haned lahel",
            )
        )

    # ---------- chrome ----------
    def ld(self, doc: Doc) -> str:
        site = {"@context": "http://schema.org", "@type": "WebSite", "url": self.origin, "name": "Kivisilla"}
        out = [json.dumps(site, ensure_ascii=False)]
        if doc.is_article:
            art = {
                "@context": "http://schema.org",
                "@type": "Article",
                "name": doc.title,
                "headline": doc.title,
                "url": self.url(doc.key),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": ", ".join(doc.authors) or doc.extra.get("desk", "Kivisilla"),
                "publisher": {"@type": "Organization", "name": "Kivisilla"},
            }
            out.append(json.dumps(art, ensure_ascii=False))
        return "\n".join(f'<script type="application/ld+json">{x}</script>' for x in out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        kind = "article" if doc.is_article else "website"
        nav = [
            ("lood", "Lood"),
            ("inimesed", "Inimesed"),
            ("retseptid", "Retseptid"),
            ("podcast", "Taskuhääling"),
            ("meist", "Meist"),
            ("/pood", "Pood"),
        ]
        navh = "".join(f'<div class="Header-nav-item">{a(k, t, "chrome:nav")}</div>' for k, t in nav)
        coll = "view-item collection-type-blog" if doc.is_article else "collection-type-page"
        return f"""<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="et-EE">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>{esc(doc.title)} &mdash; Kivisilla</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.sqsp.test/favicon.ico?format=100w"/>
<link rel="canonical" href="{self.url(doc.key)}"/>
<meta property="og:site_name" content="Kivisilla"/>
<meta property="og:title" content="{esc(doc.title)} &mdash; Kivisilla"/>
<meta property="og:url" content="{self.url(doc.key)}"/>
<meta property="og:type" content="{kind}"/>
<meta itemprop="name" content="{esc(doc.title)} &mdash; Kivisilla"/>
<meta itemprop="url" content="{self.url(doc.key)}"/>
<meta name="twitter:title" content="{esc(doc.title)} &mdash; Kivisilla"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="{esc(self.lede(doc)) if doc.is_article else "Saarte kultuuri- ja looduseajakiri."}" />
<script type="text/javascript" crossorigin="anonymous" nomodule="nomodule" src="//assets.sqsp.test/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {{}};</script>
<script>Static.SQUARESPACE_CONTEXT = {{"facebookAppId":"314192535267336","rollups":{{}},"pageType":{2 if doc.is_article else 1},"website":{{"id":"5f1c0a77e1c3a02d6b8e9f10","identifier":"kivisilla","websiteType":1,"contentModifiedOn":1764662400000,"siteTitle":"Kivisilla","language":"et-EE","timeZone":"Europe/Tallinn"}},"collectionId":"{sid(doc.path)[:24]}","templateId":"5c5a519771c10ba3470d8101"}};</script>
{self.ld(doc)}
<style>/*PAD*/</style>
</head>
<body id="collection-{sid(doc.path)[:24]}" class="tweak-social-icons-style-regular header-layout-nav-right {coll} mobile-style-available">
<div class="Site" data-nc-base="header" data-controller="AncillaryLayout">
<header class="Header Header--top" data-nc-group="top">
<div class="Header-inner Header-inner--top">
<div data-nc-container="top-left">{a("home", "Kivisilla", "chrome:header", BRAND_A)}</div>
<div data-nc-container="top-right"><nav class="Header-nav Header-nav--primary" data-nc-element="primary-nav" data-content-field="navigation">{navh}</nav>
<div class="Header-search"><form class="Header-search-form" action="/search" method="get"><input type="search" name="q" placeholder="Otsi" aria-label="Otsi"></form></div>
<div class="Cart"><a href="/cart" class="Cart-inner"><span class="Cart-label">Ostukorv</span> <span class="sqs-cart-quantity">0</span></a></div></div>
</div></header>
<div class="Site-inner Site-inner--index"><div class="Content-outer">
<main class="Main Main--{"blog-item" if doc.is_article else "page"}">
<section class="Main-content" data-content-field="main-content">
{main}
</section>
</main>
</div></div>
<footer class="Footer" role="contentinfo" data-controller="FooterBreakpoints">
<div class="Footer-inner clear"><div class="sqs-layout sqs-grid-12 columns-12 Footer-blocks" data-layout-label="Footer Content" data-type="block-field"><div class="row sqs-row"><div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><p><strong>Kivisilla OÜ</strong><br>Sadama 3, Kivisaare küla<br>info@kivisilla.test</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><p>{a("uudiskiri", "Telli uudiskiri", "chrome:footer")}</p><p>{a("privaatsus", "Privaatsus ja küpsised", "chrome:footer")}</p><p>{a("otsing", "Otsi: lambad", "chrome:footer")}</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2"><div class="sqs-block-content"><a href="https://instagram.test/kivisilla" class="sqs-svg-icon--wrapper instagram-unauth"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use></svg></div></a> <a href="https://facebook.test/kivisilla">Facebook</a></div></div></div></div></div>
<div class="Footer-business"><p class="Footer-poweredby">Loodud Squarespace'is</p></div></div>
</footer>
</div>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {{if(Y && Y.Squarespace && Y.Squarespace.ImageLoader) {{ Y.all('img[data-src]').each(function(img) {{ Y.Squarespace.ImageLoader.load(img); }}); }} }})();</script>
</body>
</html>
"""

    def html_block(self, inner: str) -> str:
        return f'<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-{sid(inner[:40])}"><div class="sqs-block-content">{inner}</div></div>'

    def image_block(self, alt: str, cap: str = "") -> str:
        src = f"https://images.sqsp.test/content/v1/5f1c0a77e1c3a02d6b8e9f10/{zlib.crc32(alt.encode()) % 999991}/{zlib.crc32(alt.encode()) % 99}.jpg"
        capt = (
            f'<figcaption class="image-caption-wrapper"><div class="image-caption"><p>{esc(cap)}</p></div></figcaption>'
            if cap
            else ""
        )
        return (
            f'<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic">'
            f'<div class="image-block-wrapper"><img class="thumb-image" data-src="{src}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="{esc(alt)}" data-load="false" src="{src}?format=1000w"></div>{capt}</figure></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        a = self.a
        parts = []
        for b in doc.blocks:
            if b[0] == "fig":
                parts.append(self.image_block(b[1], b[2]))
            else:
                parts.append(self.html_block(self.blocks(Doc("x", "", "", "", blocks=[b]))))
        if doc.image:
            parts.insert(0, self.image_block(doc.image))
        if "bio" in doc.extra:
            parts.append(self.html_block(f"<p><em>{esc(doc.extra['bio'])}</em></p>"))
        if "credit" in doc.extra:
            parts.append(
                self.html_block(f'<p style="text-align:right"><strong>{esc(doc.extra["credit"])}</strong></p>')
            )
        if doc.extra.get("photo"):
            parts.append(self.html_block(f"<p>Fotod: {esc(doc.authors[0])}</p>"))
        author = doc.authors[0] if doc.authors else doc.extra.get("desk", "")
        if author == "Mari Tamm":
            auth = a("autor", "Mari Tamm", "byline", AUTH_A)
        else:
            auth = f'<a href="/lood?author={sid(author)[:24]}" class="Blog-meta-item Blog-meta-item--author">{esc(author)}</a>'
        if len(doc.authors) > 1:
            auth += f' <span class="Blog-meta-item">ja {esc(doc.authors[1])}</span>'
        # image posts: the template hides the date line (the day is only in the URL and the JSON-LD)
        meta = (
            f'<time class="Blog-meta-item Blog-meta-item--date" datetime="{doc.date}">{esc(doc.stamp)}</time>'
            if doc.stamp
            else ""
        )
        if "credit" not in doc.extra:
            meta += " " + auth
        cat = doc.extra["category"]
        catlink = (
            a("inimesed", cat, "tags", CAT_A)
            if cat == "Inimesed"
            else f'<a href="/lood?category={cat}" class="Blog-meta-item Blog-meta-item--categories">{esc(cat)}</a>'
        )
        keys = list(self.docs)
        arts = [k for k in keys if self.docs[k].is_article]
        i = arts.index(doc.key)
        prev_k, next_k = arts[i - 1], arts[(i + 1) % len(arts)]
        prev_in = f'<div class="BlogItem-pagination-link-content"><div class="BlogItem-pagination-link-label">Eelmine</div><h4 class="BlogItem-pagination-link-title">{esc(self.docs[prev_k].title)}</h4></div>'
        next_in = f'<div class="BlogItem-pagination-link-content"><div class="BlogItem-pagination-link-label">Järgmine</div><h4 class="BlogItem-pagination-link-title">{esc(self.docs[next_k].title)}</h4></div>'
        pager = (
            f'<nav class="BlogItem-pagination clear">{a(prev_k, self.docs[prev_k].title, "chrome:related", PREV_A, prev_in)}'
            f"{a(next_k, self.docs[next_k].title, 'chrome:related', NEXT_A, next_in)}</nav>"
        )
        dek = f'<p class="BlogItem-excerpt">{esc(doc.dek)}</p>' if doc.dek else ""
        return f"""<article class="BlogItem hentry category-{cat.lower()} author-{sid(author)[:6]} post-type-{"image" if doc.extra.get("photo") else "text"} article-index-{i + 1}" id="article-{sid(doc.path)[:24]}" data-item-id="{sid(doc.path)[:24]}">
<div class="BlogItem-topBorder"></div>
<div class="BlogItem-meta BlogItem-meta--top">{meta} {catlink}</div>
<h1 class="BlogItem-title" data-content-field="title">{esc(doc.title)}</h1>
{dek}
<div class="Blog-item-content e-content" data-layout-label="Post Body" data-type="item" data-updated-on="1764662400000" id="item-{sid(doc.path)[:24]}">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="1764662400000" id="item-{sid(doc.path)[:24]}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
{"".join(parts)}
</div></div></div>
</div>
<div class="BlogItem-share"><div class="Share"><a class="Share-buttons-item Share-buttons-item--facebook" href="https://www.facebook.test/sharer/sharer.php?u={self.url(doc.key)}">Jaga</a> <a class="Share-buttons-item Share-buttons-item--email" href="mailto:?subject={esc(doc.title)}">E-post</a></div></div>
</article>
{pager}"""

    def list_time(self, d: Doc) -> str:
        return (
            f'<time class="Blog-meta-item Blog-meta-item--date" datetime="{d.date}">{esc(d.stamp)}</time>'
            if d.stamp
            else ""
        )

    def item(self, key: str) -> str:
        d = self.docs[key]
        img = (
            self.a(
                key,
                d.title,
                "content",
                'class="BlogList-item-image-link"',
                f'<img data-src="https://images.sqsp.test/content/v1/{zlib.crc32(key.encode()) % 999991}.jpg" alt="{esc(d.image or d.title)}">',
            )
            if (d.image or d.extra.get("photo"))
            else ""
        )
        who = d.authors[0] if d.authors else d.extra.get("desk", "")
        return (
            f'<article class="BlogList-item hentry category-{d.extra["category"].lower()}" id="article-{sid(d.path)[:24]}">{img}'
            f"{self.a(key, d.title, 'content', TITLE_A)}"
            f'<div class="BlogList-item-meta">{self.list_time(d)}<span class="Blog-meta-item Blog-meta-item--author">{esc(who)}</span></div>'
            f'<div class="BlogList-item-excerpt"><p>{esc(self.lede(d))}</p></div>{self.a(key, "Loe edasi", "content", MORE_A)}</article>'
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        if doc.key == "home":
            first, rest = keys[0], keys[1:]
            d = self.docs[first]
            hero_txt = "<h2>" + a(first, d.title, "content") + "</h2><p>" + esc(d.dek) + "</p>"
            hero = (
                f'<div class="Index-page" id="esileht" data-collection-id="5f1c0a77"><div class="Index-page-content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">'
                f"{self.image_block(d.image)}{self.html_block(hero_txt)}</div></div></div></div></div>"
            )
            cards = "".join(
                self.html_block(f"<h3>{a(k, self.docs[k].title, 'content')}</h3><p>{esc(self.lede(self.docs[k]))}</p>")
                for k in rest
            )
            promos = self.html_block(
                f"<p>Uus number on müügil! {a('/pood', 'Telli paberajakiri', 'content')}.</p><p>{a('podcast', 'Kuula taskuhäälingut', 'content')} · {a('retseptid', 'Saare köögi retseptid', 'content')} · {a('lood', 'Kõik lood', 'content')}</p>"
            )
            news = self.html_block(
                f"<h3>Telli uudiskiri</h3><p>Kord kuus otse postkasti. {a('uudiskiri', 'Telli', 'content')}</p>"
            )
            return (
                hero
                + f'<div class="Index-page" id="viimased"><div class="Index-page-content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">{cards}{promos}{news}</div></div></div></div></div>'
            )
        head = ""
        if doc.kind == "search":
            head = '<div class="sqs-search-page"><h1 class="sqs-search-page-title">Otsing</h1><form class="sqs-search-page-input"><input type="search" name="q" value="lambad" aria-label="Otsi"></form><div class="sqs-search-page-notice">2 tulemust</div></div>'
            rows = "".join(
                f'<div class="sqs-search-page-item"><div class="sqs-content"><div class="sqs-title">{a(k, self.docs[k].title, "content")}</div><div class="sqs-main-content">…{esc(self.lede(self.docs[k]))}…</div><div class="sqs-url">kivisilla.test{self.docs[k].path}</div></div></div>'
                for k in keys
            )
            return head + f'<div class="sqs-search-page-result-list">{rows}</div>'
        if doc.kind == "author":
            head = '<div class="BlogList-filter">Postitused autorilt <strong>Mari Tamm</strong></div>'
        elif doc.key == "inimesed":
            head = '<div class="BlogList-filter">Postitused kategoorias <strong>Inimesed</strong></div>'
        rows = "".join(self.item(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="BlogList-pagination"><div class="BlogList-pagination-link BlogList-pagination-link--prev"></div>{a(doc.extra["more"], "Vanemad postitused", "content", PAGER_A)}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="BlogList-pagination">{a(doc.extra["prev"], "Uuemad postitused", "content", PAGER_A)}</nav>'
        return f'{head}<div class="BlogList BlogList--posts-excerpt sqs-blog-list clear" data-columns="1">{rows}</div>{pager}'

    def service_main(self, doc: Doc) -> str:
        a = self.a
        inner = ""
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
                f'<div class="summary-item"><div class="summary-thumbnail-container"><img data-src="https://images.sqsp.test/r/{zlib.crc32(n.encode()) % 99991}.jpg" alt="{esc(n)}"></div><div class="summary-title"><a href="/retseptid/{zlib.crc32(n.encode()) % 9999}">{esc(n)}</a></div><div class="summary-metadata"><span class="summary-metadata-item summary-metadata-item--cats">{c}</span></div></div>'
                for n, c in recs
            )
            inner = (
                self.html_block(
                    "<h1>Saare köök</h1><p>Retseptid, mida saarel on tehtud põlvkondi. Iga retsepti juures on lugu, kust see pärit on.</p>"
                )
                + f'<div class="sqs-block summary-v2-block"><div class="summary-item-list">{cards}</div></div>'
            )
        elif doc.kind == "podcasts":
            eps = [
                ("12. osa: Majakavahi tütar", "48 min"),
                ("11. osa: Kuidas püüda räime jää alt", "39 min"),
                ("10. osa: Saare murre ja noored", "52 min"),
                ("9. osa: Lambad ja niidud", "41 min"),
            ]
            items = "".join(
                f'<div class="sqs-block audio-block"><div class="sqs-audio-embed" data-title="{esc(t)}" data-duration="{d}"><div class="title">{esc(t)}</div><div class="duration">{d}</div><a href="https://podcasts.test/kivisilla/{i}" class="play">Kuula</a></div></div>'
                for i, (t, d) in enumerate(eps)
            )
            inner = (
                self.html_block(
                    "<h1>Kivisilla taskuhääling</h1><p>Vestlused saare inimestega. Uus osa ilmub iga kuu esimesel esmaspäeval.</p>"
                )
                + items
                + self.html_block(
                    f"<p>Telli meid Spotifys, Apple Podcastsis või {a('uudiskiri', 'uudiskirjaga', 'content')}.</p>"
                )
            )
        else:
            inner = self.html_block(f"<h1>{esc(doc.title)}</h1>" + self.blocks(doc))
            if doc.kind == "subscribe":
                inner += '<div class="sqs-block newsletter-block"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><form class="newsletter-form" data-form-id="5f1c" autocomplete="on" method="POST"><div class="newsletter-form-header"><h2 class="newsletter-form-header-title">Uudiskiri</h2></div><div class="newsletter-form-body"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui">E-post</label><input id="email-yui" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="E-posti aadress"></div></div><div class="newsletter-form-footer"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape" type="submit" value="Telli">Telli</button></div></form></div></div></div>'
            if doc.kind == "about":
                inner += self.html_block(
                    f"<p>{a('autor', 'Mari Tamme lood', 'content')} · {a('lood', 'Kõik lood', 'content')}</p>"
                )
        return f'<div class="sqs-layout sqs-grid-12 columns-12" data-type="page"><div class="row sqs-row"><div class="col sqs-col-12 span-12">{inner}</div></div></div>'
