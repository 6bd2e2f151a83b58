# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Swedish dashes are deliberate)
"""Klara Sidor: a Swedish easy-news site in the 8 Sidor mould on **WordPress** with **Yoast SEO** (an underscores theme:
`site-branding`, `entry-header`, `entry-title`, `entry-content`, `entry-footer`, `time.entry-date.published`,
`/2026/12/04/<slug>/`, `/kategori/sverige/page/2/`, tags under `/amne/`, `/author/<user>/`, `/?s=`, Yoast's
`yoast-schema-graph` `@graph`), Swedish (lättläst), Stockholm time (+01:00 in December).

Short stories of short sentences, each with a "Lyssna" audio player and some with a "Svåra ord" box; **no bylines**:
the WordPress user shown in the entry footer and in Yoast's graph is "Redaktionen" or the site itself, the agency
credit "Text: TT" is the last paragraph of the content, one feature ends with "Text och bild: Elin Sjöberg". Yoast
prints every time in **UTC** (`+00:00`): the snow story's 23:20Z on 3 Dec is 00:20 on **4 Dec** in Stockholm. One
story has a non-breaking space in "1 300" (labelled with a plain space). Service pages: a quiz (Quiz Maker markup),
an audio-only podcast episode (Seriously Simple Podcasting markup), "Dagens ord"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://klarasidor.test"
NAME = "Klara Sidor"
ARTS = ["sno", "handboll", "nobel", "el", "varg", "mobil", "inflation", "isen"]
MONTHS = [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
]
PERSON_ID = {
    "Redaktionen": "5f2c8e1a9b3d4c6e7f8a9b0c1d2e3f4a",
    "Klara Sidor": "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    "Elin Sjöberg": "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
}


def sv_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}"


class KlaraSidor(Base):
    origin = ORIGIN
    name = NAME
    prefix = "kls"
    language = "sv"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kls",
            [
                ".site-title a",
                ".main-navigation li",
                ".entry-title",
                ".entry-content p",
                ".entry-meta time",
                ".lyssna audio",
                ".ordlista dt",
                ".widget-area .widget",
                ".ays-quiz-container",
                "#cookie-notice",
                ".site-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", NAME, "wp-home-latest", list=["sno", "handboll", "nobel", "el", "varg", "mobil"]))
        add(
            page(
                "sverige",
                "/kategori/sverige/",
                "section",
                "Sverige",
                "wp-category",
                list=["sno", "nobel", "el", "varg", "mobil"],
                more="sverige2",
            )
        )
        add(
            page(
                "sverige2",
                "/kategori/sverige/page/2/",
                "section",
                "Sverige",
                "wp-category-page2",
                list=["inflation", "isen"],
            )
        )
        add(page("tag", "/amne/vinter/", "tag", "Ämne: vinter", "wp-tag-custom-base", list=["sno", "isen", "el"]))
        add(page("author", "/author/elin-sjoberg/", "author", "Elin Sjöberg", "wp-author-archive", list=["mobil"]))
        add(page("search", "/?s=" + quote("snö"), "search", "Sökresultat för: snö", "wp-search", list=["sno", "isen"]))
        add(
            page(
                "quiz",
                "/veckans-quiz-vecka-49/",
                "quiz",
                "Veckans quiz: vecka 49",
                "wp-page-quiz-maker",
                [
                    "Q: Hur mycket snö kom i Stockholm på torsdagen? || 5 centimeter|20 centimeter|50 centimeter|1",
                    "Q: Vem delar ut Nobelpriset den 10 december? || Kungen|Statsministern|Polisen|0",
                    "Q: Hur tjock ska isen vara för att du ska gå på den? || 2 centimeter|5 centimeter|10 centimeter|2",
                    "Q: Vad betyder inflation? || Att saker blir billigare|Att saker blir dyrare|Att det blir kallare|1",
                ],
            )
        )
        add(
            page(
                "lyssna",
                "/lyssna/nyheterna-4-december/",
                "audio",
                "Lyssna: Nyheterna 4 december",
                "wp-podcast-episode",
                local="2026-12-04 16:30",
            )
        )
        add(
            page(
                "ord",
                "/dagens-ord/halka/",
                "word-of-the-day",
                "Dagens ord: halka",
                "wp-cpt-word-of-the-day",
                [
                    "Halka betyder att det är lätt att glida och ramla. Det blir halka när vatten fryser till is på vägen.",
                    "Exempel: Det var halka i morse, så jag gick långsamt till bussen.",
                    "Andra ord: halt, glatt, isigt.",
                ],
                local="2026-12-04 06:00",
            )
        )
        add(
            story(
                "sno",
                "/2026/12/04/mycket-sno-i-stockholm/",
                "Mycket snö i Stockholm",
                "2026-12-04",
                "2026-12-03T23:20:00+00:00",
                sv_date("2026-12-04 00:20"),
                [],
                [
                    "Det snöade mycket i Stockholm på torsdagen.",
                    "På några timmar kom 20 centimeter snö.",
                    "Många bussar blev sena.",
                    "Vissa bussar kunde inte köra alls.",
                    "Det var också halt på gatorna.",
                    "Många människor ramlade och fick åka till sjukhus.",
                    "SMHI tror att det blir mer snö på fredagen.",
                    "SMHI säger: Var försiktig när du går ute.",
                ],
                "wp-yoast-utc-after-midnight-redaktionen",
                section="Sverige",
                local="2026-12-04 00:20",
                wp_user="Redaktionen",
                post_id=4711,
                modified="2026-12-04T09:15:00+00:00",
                ord=[
                    ("halt", "när det är lätt att glida och ramla"),
                    ("SMHI", "en myndighet som berättar hur vädret blir"),
                ],
                tags=["vinter", "väder"],
            )
        )
        add(
            story(
                "handboll",
                "/2026/12/04/sverige-vann-forsta-matchen-i-em/",
                "Sverige vann första matchen i EM",
                "2026-12-04",
                "2026-12-04T21:05:00+00:00",
                sv_date("2026-12-04 22:05"),
                [],
                [
                    "Sveriges damlandslag i handboll har börjat spela EM.",
                    "På fredagen mötte Sverige Spanien.",
                    "Sverige vann med 31–27.",
                    "Bästa spelare i matchen var målvakten.",
                    "Hon räddade 17 skott.",
                    "På söndag spelar Sverige mot Serbien.",
                    "EM spelas i flera länder.",
                    "Finalen är den 20 december.",
                ],
                "wp-agency-credit-last-paragraph",
                section="Sport",
                local="2026-12-04 22:05",
                wp_user="Redaktionen",
                post_id=4714,
                credit_p="Text: TT",
                tags=["sport"],
            )
        )
        add(
            story(
                "nobel",
                "/2026/12/03/snart-ar-det-nobelfest/",
                "Snart är det Nobelfest",
                "2026-12-03",
                "2026-12-03T07:00:00+00:00",
                sv_date("2026-12-03 08:00"),
                [],
                [
                    "Den 10 december är det Nobeldagen.",
                    "Då får årets Nobelpristagare sina priser.",
                    "Det händer i Konserthuset i Stockholm.",
                    "Kungen delar ut priserna.",
                    "Efter det är det en stor fest i Stadshuset.",
                    "1 300 gäster ska äta middag där.",
                    "Maten är hemlig fram till samma kväll.",
                ],
                "wp-no-credit-nbsp-number",
                section="Sverige",
                local="2026-12-03 08:00",
                wp_user="Redaktionen",
                post_id=4702,
                ord=[("Nobelpristagare", "en person som får Nobelpriset")],
                tags=["nobel"],
            )
        )
        add(
            story(
                "el",
                "/2026/12/02/elen-blir-dyrare-i-vinter/",
                "Elen blir dyrare i vinter",
                "2026-12-02",
                "2026-12-02T07:30:00+00:00",
                sv_date("2026-12-02 08:30"),
                [],
                [
                    "Priset på el går upp i vinter.",
                    "Det är mest i södra Sverige.",
                    "När det är kallt behöver folk mer el.",
                    "Då blir elen dyrare.",
                    "Det kan också bli dyrare när det inte blåser.",
                    "Då ger vindkraften mindre el.",
                    "Energimyndigheten har tips för att spara el:",
                    "- Sänk värmen inne med en grad.",
                    "- Stäng av lampor som du inte behöver.",
                    "- Duscha kortare tid.",
                ],
                "wp-list-agency-credit",
                section="Sverige",
                local="2026-12-02 08:30",
                wp_user="Redaktionen",
                post_id=4695,
                credit_p="Text: TT",
                tags=["vinter", "pengar"],
            )
        )
        add(
            story(
                "varg",
                "/2026/12/01/fler-vargar-i-sverige/",
                "Fler vargar i Sverige",
                "2026-12-01",
                "2026-12-01T07:45:00+00:00",
                sv_date("2026-12-01 08:45"),
                [],
                [
                    "Det finns fler vargar i Sverige nu.",
                    "Förra vintern fanns det ungefär 400 vargar.",
                    "De flesta bor i Värmland och Dalarna.",
                    "Naturvårdsverket räknar vargarna varje vinter.",
                    "Många som har får är oroliga.",
                    "Vargar kan döda får.",
                    "Andra människor tycker att vargen behöver skydd.",
                    "Riksdagen har bestämt att det ska finnas minst 170 vargar i Sverige.",
                ],
                "wp-site-as-author",
                section="Sverige",
                local="2026-12-01 08:45",
                wp_user="Klara Sidor",
                post_id=4688,
                tags=["djur"],
            )
        )
        add(
            story(
                "mobil",
                "/2026/11/30/skolan-utan-mobiler/",
                "Skolan utan mobiler",
                "2026-11-30",
                "2026-11-30T06:00:00+00:00",
                sv_date("2026-11-30 07:00"),
                ["Elin Sjöberg"],
                [
                    "Från hösten 2026 får elever inte ha mobiler i skolan.",
                    "Det är en ny lag.",
                    "Eleverna lämnar mobilen på morgonen.",
                    "De får tillbaka den när skoldagen är slut.",
                    "## Mer tid att prata",
                    "Klara Sidor har besökt en skola i Örebro.",
                    "Där har eleverna lämnat in mobilerna i ett år.",
                    "Ali går i åttan. Han tycker att det är bra.",
                    "– Nu pratar vi mer med varandra på rasterna, säger han.",
                    "## Svårt i början",
                    "Lärarna säger att det var svårt i början.",
                    "Några elever var arga.",
                    "Nu har de flesta vant sig.",
                ],
                "wp-feature-credit-last-paragraph",
                section="Sverige",
                local="2026-11-30 07:00",
                wp_user="Elin Sjöberg",
                post_id=4680,
                credit_p="Text och bild: Elin Sjöberg",
                photo=("Elever i en skolkorridor", "Eleverna lämnar sina mobiler i ett skåp på morgonen."),
                tags=["skola"],
            )
        )
        add(
            story(
                "inflation",
                "/2026/11/29/fragor-och-svar-vad-ar-inflation/",
                "Frågor och svar: Vad är inflation?",
                "2026-11-29",
                "2026-11-29T09:00:00+00:00",
                sv_date("2026-11-29 10:00"),
                [],
                [
                    "Q: Vad är inflation? || Inflation betyder att saker blir dyrare. För 100 kronor kan du köpa mindre än förut.",
                    "Q: Varför blir det inflation? || Det kan finnas många orsaker. Till exempel att el och mat blir dyrare i hela världen.",
                    "Q: Vem bestämmer om inflationen? || Ingen bestämmer den. Men Riksbanken försöker hålla den låg. Riksbanken kan höja eller sänka räntan.",
                    "Q: Hur hög är inflationen nu? || I oktober var inflationen 2,1 procent. Riksbanken vill att inflationen ska vara 2 procent.",
                ],
                "wp-qa-kicker-in-title",
                section="Sverige",
                local="2026-11-29 10:00",
                wp_user="Redaktionen",
                post_id=4676,
                tags=["pengar"],
            )
        )
        add(
            story(
                "isen",
                "/2026/11/27/isen-kan-vara-farlig/",
                "Isen kan vara farlig",
                "2026-11-27",
                "2026-11-27T08:10:00+00:00",
                sv_date("2026-11-27 09:10"),
                [],
                [
                    "Nu börjar sjöarna frysa.",
                    "Det är roligt att åka skridskor.",
                    "Men isen kan vara tunn och farlig.",
                    "Isen ska vara minst 10 centimeter tjock.",
                    "Här är några råd:",
                    "- Gå aldrig ensam ut på isen.",
                    "- Ha alltid isdubbar runt halsen.",
                    "- Ta med en ispik.",
                    "- Fråga någon som kan mycket om is.",
                    "Om du ramlar i vattnet: Ring 112.",
                ],
                "wp-tips-list-no-credit",
                section="Sverige",
                local="2026-11-27 09:10",
                wp_user="Redaktionen",
                post_id=4661,
                ord=[("isdubbar", "två handtag med spikar. Med dem kan du ta dig upp ur vattnet.")],
                tags=["vinter"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict[str, object]] = []
        if doc.is_article:
            user = doc.extra["wp_user"]
            pid = PERSON_ID[user]
            words = sum(len(str(b[1]).split()) for b in doc.blocks if b[0] == "p")
            graph.append({
                "@type": "Article", "@id": url + "#article", "isPartOf": {"@id": url},
                "author": {"name": user, "@id": f"{ORIGIN}/#/schema/person/{pid}"},
                "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.extra.get("modified", doc.iso),
                "mainEntityOfPage": {"@id": url}, "wordCount": words, "publisher": {"@id": ORIGIN + "/#organization"},
                "articleSection": [doc.section], "keywords": doc.extra.get("tags", []), "inLanguage": "sv-SE",
            })  # fmt: skip
        graph.append({
            "@type": "CollectionPage" if not doc.is_article and doc.kind != "quiz" else "WebPage", "@id": url, "url": url,
            "name": f"{doc.title} - {NAME}", "isPartOf": {"@id": ORIGIN + "/#website"}, "inLanguage": "sv-SE",
            "breadcrumb": {"@id": url + "#breadcrumb"},
        })  # fmt: skip
        if doc.is_article:
            graph[-1]["datePublished"] = doc.iso
        graph.append({"@type": "BreadcrumbList", "@id": url + "#breadcrumb", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": "Hem", "item": ORIGIN + "/"},
            {"@type": "ListItem", "position": 2, "name": doc.title}]})  # fmt: skip
        graph.append(
            {
                "@type": "WebSite",
                "@id": ORIGIN + "/#website",
                "url": ORIGIN + "/",
                "name": NAME,
                "description": "Lätta nyheter varje dag",
                "publisher": {"@id": ORIGIN + "/#organization"},
                "inLanguage": "sv-SE",
            }
        )
        graph.append(
            {
                "@type": "Organization",
                "@id": ORIGIN + "/#organization",
                "name": NAME,
                "url": ORIGIN + "/",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/wp-content/uploads/2024/01/klarasidor-logo.png"},
            }
        )
        if doc.is_article:
            user = doc.extra["wp_user"]
            graph.append(
                {
                    "@type": "Person",
                    "@id": f"{ORIGIN}/#/schema/person/{PERSON_ID[user]}",
                    "name": user,
                    "url": f"{ORIGIN}/author/{'elin-sjoberg' if user == 'Elin Sjöberg' else 'redaktionen' if user == 'Redaktionen' else 'klarasidor'}/",
                }
            )
        data = {"@context": "https://schema.org", "@graph": graph}
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Start"),
                ("sverige", "Sverige"),
                ("/kategori/varlden/", "Världen"),
                ("/kategori/sport/", "Sport"),
                ("lyssna", "Lyssna"),
                ("quiz", "Quiz"),
                ("ord", "Dagens ord"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["sno", "nobel", "handboll", "isen"]
        )
        if doc.is_article:
            body_class = (
                f"post-template-default single single-post postid-{doc.extra['post_id']} single-format-standard"
            )
            og = f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{doc.iso}">\n<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">\n<meta name="author" content="{esc(doc.extra["wp_user"])}">\n<meta name="twitter:label1" content="Skriven av">\n<meta name="twitter:data1" content="{esc(doc.extra["wp_user"])}">\n<meta name="twitter:label2" content="Beräknad lästid">\n<meta name="twitter:data2" content="1 minut">'
        else:
            body_class = {
                "home": "home blog",
                "section": "archive category category-sverige",
                "tag": "archive tax-amne",
                "author": "archive author author-elin-sjoberg",
                "search": "search search-results",
            }.get(doc.kind, "page-template-default page")
            og = '<meta property="og:type" content="website">'
        title = f"{doc.title} - {NAME}" if doc.key != "home" else f"{NAME} - Lätta nyheter varje dag"
        return f"""<!doctype html>
<html lang="sv-SE">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
<title>{esc(title)}</title>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Lätta nyheter varje dag. Läs och lyssna.")}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:locale" content="sv_SE">
{og}
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="{NAME}">
<meta name="twitter:card" content="summary_large_image">
{self.yoast(doc)}
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//stats.wp.com'>
<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; Flöde" href="{ORIGIN}/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='{ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all'>
<link rel='stylesheet' id='klarasidor-style-css' href='{ORIGIN}/wp-content/themes/klarasidor/style.css?ver=2.4.0' media='all'>
<style id='global-styles-inline-css'>/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="{ORIGIN}/wp-json/">
{f'<link rel="shortlink" href="{ORIGIN}/?p={doc.extra["post_id"]}">' if doc.is_article else ""}
</head>
<body class="{body_class}">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">Hoppa till innehåll</a>
<header id="masthead" class="site-header">
<div class="site-branding">
<p class="site-title"><a href="{self.href("home")}" rel="home">{NAME}</a></p>
<p class="site-description">Lätta nyheter varje dag</p>
</div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Meny</button><ul id="primary-menu" class="menu">{menu}</ul></nav>
<form role="search" method="get" class="search-form" action="{ORIGIN}/"><label><span class="screen-reader-text">Sök efter:</span><input type="search" class="search-field" placeholder="Sök …" name="s"></label><input type="submit" class="search-submit" value="Sök"></form>
</header>
<div class="annons annons-topp" id="annons-980x240"></div>
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_mest_last"><h2 class="widget-title">Mest läst</h2><ol>{most}</ol></section>
<section class="widget widget_text"><h2 class="widget-title">Testa dig själv</h2><p>{self.a("quiz", "Gör veckans quiz", "aside")}</p><p>{self.a("ord", "Dagens ord: halka", "aside")}</p></section>
<section class="widget widget_tag_cloud"><h2 class="widget-title">Ämnen</h2><div class="tagcloud">{self.a("tag", "vinter", "aside", 'class="tag-cloud-link"')} <a href="{ORIGIN}/amne/sport/" class="tag-cloud-link">sport</a> <a href="{ORIGIN}/amne/pengar/" class="tag-cloud-link">pengar</a> <a href="{ORIGIN}/amne/djur/" class="tag-cloud-link">djur</a></div></section>
</aside>
<footer id="colophon" class="site-footer">
<div class="site-info"><p>{NAME} ges ut av Stiftelsen Klart Språk. Ansvarig utgivare: Maria Lund.</p>
<p><a href="{ORIGIN}/om-oss/">Om oss</a> | <a href="{ORIGIN}/for-larare/">För lärare</a> | <a href="{ORIGIN}/integritetspolicy/">Integritetspolicy</a> | <a href="{ORIGIN}/feed/">RSS</a> | <a href="mailto:redaktionen@klarasidor.test">Kontakta oss</a></p></div>
</footer>
</div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">Vi använder kakor (cookies) för att sidan ska fungera bra.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">Ok</a><a href="{ORIGIN}/integritetspolicy/" target="_blank" id="cn-more-info" class="cn-more-info cn-button">Läs mer</a></span></div></div>
<script src="{ORIGIN}/wp-content/themes/klarasidor/js/navigation.js?ver=2.4.0" id="klarasidor-navigation-js"></script>
<script src="{ORIGIN}/wp-includes/js/mediaelement/mediaelement-and-player.min.js?ver=4.2.17" id="mediaelement-core-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        pid = doc.extra["post_id"]
        user = doc.extra["wp_user"]
        user_link = (
            self.a("author", user, "byline", 'class="url fn n"')
            if user == "Elin Sjöberg"
            else f'<a class="url fn n" href="{ORIGIN}/author/{"redaktionen" if user == "Redaktionen" else "klarasidor"}/">{esc(user)}</a>'
        )
        cat = (
            self.a("sverige", "Sverige", "breadcrumb", 'rel="category tag"')
            if doc.section == "Sverige"
            else f'<a href="{ORIGIN}/kategori/sport/" rel="category tag">Sport</a>'
        )
        local = doc.extra["local"]
        published = (
            f'<time class="entry-date published" datetime="{local.replace(" ", "T")}:00+01:00">{doc.stamp}</time>'
        )
        if doc.extra.get("modified"):
            published += f'<time class="updated" datetime="2026-12-04T10:15:00+01:00">Uppdaterad {sv_date("2026-12-04 10:15")} kl. 10.15</time>'
        content = blocks_html(self, doc.blocks).replace("1 300", "1&nbsp;300")
        if doc.extra.get("credit_p"):
            content += f'\n<p class="has-small-font-size"><em>{esc(doc.extra["credit_p"])}</em></p>'
        ord_box = ""
        if doc.extra.get("ord"):
            items = "".join(f"<dt>{esc(w)}</dt><dd>{esc(e)}</dd>" for w, e in doc.extra["ord"])
            ord_box = f'<div class="wp-block-group ordlista"><h2 class="wp-block-heading">Svåra ord</h2><dl>{items}</dl></div>'
        photo = ""
        if doc.extra.get("photo"):
            alt, cap = doc.extra["photo"]
            photo = f'<figure class="wp-block-image size-large"><img decoding="async" src="{ORIGIN}/wp-content/uploads/2026/11/skola-orebro-1024x683.jpg" alt="{esc(alt)}" width="1024" height="683"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'
        tags = ", ".join(
            self.a("tag", t, "tag", 'rel="tag"')
            if t == "vinter"
            else f'<a href="{ORIGIN}/amne/{quote(t)}/" rel="tag">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        i = ARTS.index(doc.key)
        prev_k = ARTS[(i + 1) % len(ARTS)]
        next_k = ARTS[i - 1]
        others = [k for k in ARTS if k not in (doc.key, prev_k, next_k)][:3]
        also = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in others)
        slug = doc.path.strip("/").rsplit("/", 1)[-1]
        return f"""<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail hentry category-{doc.section.lower()}">
<header class="entry-header">
<span class="cat-links">{cat}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta"><span class="posted-on"><a href="{esc(self.href(doc.key))}" rel="bookmark">{published}</a></span></div>
</header>
<div class="post-thumbnail"><img width="1200" height="675" src="{ORIGIN}/wp-content/uploads/{doc.path[1:8]}{slug}-1200x675.jpg" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="" decoding="async"></div>
<div class="lyssna"><p class="lyssna-rubrik">Lyssna på nyheten</p><!--[if lt IE 9]><script>document.createElement('audio');</script><![endif]-->
<audio class="wp-audio-shortcode" id="audio-{pid}-1" preload="none" style="width: 100%;" controls="controls"><source type="audio/mpeg" src="{ORIGIN}/wp-content/uploads/{doc.path[1:8]}{slug}.mp3?_=1"><a href="{ORIGIN}/wp-content/uploads/{doc.path[1:8]}{slug}.mp3">{ORIGIN}/wp-content/uploads/{doc.path[1:8]}{slug}.mp3</a></audio></div>
<div class="entry-content">
{photo}
{content}
{ord_box}
</div>
<footer class="entry-footer"><span class="byline"> Av <span class="author vcard">{user_link}</span></span> <span class="tags-links">Ämnen: {tags}</span></footer>
</article>
<nav class="navigation post-navigation" aria-label="Inlägg"><h2 class="screen-reader-text">Inläggsnavigering</h2><div class="nav-links"><div class="nav-previous">{self.a(prev_k, self.docs[prev_k].title, "related", 'rel="prev"')}</div><div class="nav-next">{self.a(next_k, self.docs[next_k].title, "related", 'rel="next"')}</div></div></nav>
<section class="relaterat"><h2>Läs också</h2><ul>{also}</ul></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<article class="post-{d.extra["post_id"]} post type-post status-publish hentry"><header class="entry-header"><h2 class="entry-title">'
            + self.a(k, d.title, "content", 'rel="bookmark"')
            + "</h2>"
            f'<div class="entry-meta"><time class="entry-date published" datetime="{d.extra["local"].replace(" ", "T")}:00+01:00">{d.stamp}</time></div></header>'
            f'<div class="entry-summary"><p>{esc(self.lede(d))}</p></div></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        pager, head, extra = "", "", ""
        if doc.key == "home":
            head = f'<h1 class="screen-reader-text">{NAME}</h1><div class="dagens-datum">Lördag 5 december 2026</div>'
            extra = f'<section class="lyssna-puff"><h2>Lyssna på dagens nyheter</h2><p>{self.a("lyssna", self.docs["lyssna"].title, "content")}</p></section><p>{self.a("sverige", "Fler nyheter från Sverige", "content")}</p>'
        elif doc.kind == "section":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
            if doc.key == "sverige":
                pager = f'<nav class="navigation posts-navigation" aria-label="Inlägg"><div class="nav-links"><div class="nav-previous">{self.a("sverige2", "Äldre inlägg", "pagination")}</div></div></nav>'
            else:
                pager = f'<nav class="navigation posts-navigation" aria-label="Inlägg"><div class="nav-links"><div class="nav-previous"><a href="{ORIGIN}/kategori/sverige/page/3/">Äldre inlägg</a></div><div class="nav-next">{self.a("sverige", "Nyare inlägg", "pagination")}</div></div></nav>'
        elif doc.kind == "tag":
            head = (
                f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><div class="archive-description"><p>Nyheter om snö, is och kyla. '
                + self.a("search", "Sök på snö", "content")
                + "</p></div></header>"
            )
        elif doc.kind == "author":
            head = f'<header class="page-header"><h1 class="page-title"><span class="vcard">{esc(doc.title)}</span></h1><div class="archive-description"><p>Elin är reporter på {NAME}. Hon skriver mest om skola och unga.</p></div></header>'
            extra = f'<article class="post type-post"><h2 class="entry-title"><a href="{ORIGIN}/2026/10/21/nya-regler-for-fritids/" rel="bookmark">Nya regler för fritids</a></h2></article>'
        else:
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        return f"{head}\n{cards}\n{extra}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "quiz":
            qs = []
            for n, b in enumerate(doc.blocks):
                *opts, right = b[2].split("|")
                radios = "".join(
                    f'<div class="ays-field"><input type="radio" name="ays_questions[q{n}]" id="q{n}a{j}" value="{j}" data-right="{1 if str(j) == right else 0}"><label for="q{n}a{j}">{esc(o)}</label></div>'
                    for j, o in enumerate(opts)
                )
                qs.append(
                    f'<div class="step ays_question" data-question-id="{n + 1}"><div class="ays_quiz_question"><p>{esc(b[1])}</p></div><div class="ays-quiz-answers">{radios}</div></div>'
                )
            return f"""<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>
<div class="entry-content">
<p>Har du läst veckans nyheter? Testa dig själv! Frågorna handlar om {self.a("sno", "snön i Stockholm", "content")}, {self.a("nobel", "Nobelfesten", "content")}, {self.a("isen", "isen", "content")} och {self.a("inflation", "inflation", "content")}.</p>
<div class="ays-quiz-container ays_quiz_classic_light" id="ays-quiz-container-12"><form method="post" class="ays-quiz-form">{"".join(qs)}<input type="button" class="ays_finish action-button" value="Se resultat"></form><div class="ays_thank_you_fs"><p class="ays_score">Du fick <span class="ays_score_percent"></span> rätt!</p></div></div>
</div>
</article>"""
        if doc.kind == "audio":
            return f"""<article class="podcast type-podcast status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-meta"><time class="entry-date published" datetime="2026-12-04T16:30:00+01:00">4 december 2026</time></div></header>
<div class="entry-content">
<div class="castos-player dark-mode" data-episode="5121"><div class="player"><div class="player__main"><div class="player__artwork"><img src="{ORIGIN}/wp-content/uploads/2024/01/podd-omslag.jpg" alt="{NAME}" title="{NAME}"></div><div class="player__body"><div class="currently-playing"><div class="show"><strong>{NAME}</strong></div><div class="episode-title">Nyheterna 4 december</div></div><div class="play-progress"><div class="play-pause-controls"><button title="Spela" class="play-btn"><span class="screen-reader-text">Spela avsnitt</span></button></div><audio preload="none" class="clip clip-5121"><source src="{ORIGIN}/podcast-player/5121/nyheterna-4-december.mp3"></audio><div class="ssp-content"><div class="ssp-timer"><span class="ssp-duration">6:42</span></div></div></div></div></div></div></div>
<p>Dagens nyheter på lätt svenska. Du kan lyssna och läsa samtidigt.</p>
<ul><li>{self.a("sno", self.docs["sno"].title, "content")}</li><li>{self.a("handboll", self.docs["handboll"].title, "content")}</li></ul>
<p class="podcast-links"><a href="{ORIGIN}/podcast-download/5121/nyheterna-4-december.mp3?ref=download">Ladda ner</a> | <a href="{ORIGIN}/feed/podcast/klarasidor/">Prenumerera</a></p>
</div>
</article>"""
        # Dagens ord
        return f"""<article class="dagens_ord type-dagens_ord status-publish hentry">
<header class="entry-header"><p class="kicker">Dagens ord</p><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-meta"><time class="entry-date published" datetime="2026-12-04T06:00:00+01:00">4 december 2026</time></div></header>
<div class="entry-content">
<p class="ordet"><strong>halka</strong> <span class="ordklass">(substantiv)</span> <button class="uttal" data-src="{ORIGIN}/wp-content/uploads/ord/halka.mp3">Lyssna på ordet</button></p>
{blocks_html(self, doc.blocks)}
<p>Läs mer: {self.a("sno", self.docs["sno"].title, "content")}</p>
</div>
</article>"""
