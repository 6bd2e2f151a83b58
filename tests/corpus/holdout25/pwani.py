# ruff: noqa: E501 (page texts are long literal lines)
"""Sauti ya Pwani: a Swahili daily on WordPress 6 in the Mwananchi manner (`/2026/12/02/<slug>/`,
`/category/habari/` and `/category/habari/page/2/`, `/tag/<slug>/`, `/author/<slug>/`, `/?s=`), UTF-8.
Bylines "Na Jina Jina" ("Na" = by; "Na Mwandishi Wetu" = our correspondent, no author), "Imechapishwa" dates,
agency briefs; Yoast-like og and `article:published_time` (East Africa Time, +03:00) on posts."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [
    ("habari", "Habari"),
    ("tag", "Mvua"),
    ("kazi", "Nafasi za Kazi"),
    ("jiunge", "Jiunge"),
    ("kuhusu", "Kuhusu Sisi"),
]


class Pwani(Base):
    origin = "https://www.sautiyapwani.test"
    name = "Sauti ya Pwani"
    prefix = "sp"
    language = "sw"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sp",
            [".site-header", ".main-navigation", ".entry-content", ".widget", ".post", ".site-footer", ".nav-links"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Sauti ya Pwani",
                "wp-home",
                list=["bandari", "mvua", "ajali", "mahojiano", "maoni", "picha"],
                more="habari2",
            )
        )
        add(
            page(
                "habari",
                "/category/habari/",
                "section",
                "Habari",
                "wp-category",
                list=["bandari", "mvua", "ajali", "maji", "picha"],
                more="habari2",
            )
        )
        add(
            page(
                "habari2",
                "/category/habari/page/2/",
                "section",
                "Habari - Ukurasa 2",
                "wp-category-page2",
                list=["soko", "mahojiano", "maoni"],
                prev="habari",
            )
        )
        add(page("tag", "/tag/mvua/", "tag", "Mvua", "wp-tag", list=["mvua", "picha", "maji"]))
        add(
            page(
                "mwandishi",
                "/author/amina-juma/",
                "author",
                "Amina Juma",
                "wp-author-archive",
                list=["bandari", "soko"],
                bio="Amina Juma ni mwandishi wa habari za uchumi na bandari. Amefanya kazi Sauti ya Pwani tangu 2019.",
            )
        )
        add(
            page(
                "search",
                "/?s=bandari",
                "search",
                "Matokeo ya utafutaji: bandari",
                "wp-search",
                list=["bandari", "soko"],
            )
        )
        add(
            story(
                "bandari",
                "/2026/12/02/bandari-ya-tanga-yapokea-meli-kubwa/",
                "Bandari ya Tanga yapokea meli kubwa zaidi katika historia yake",
                "2026-12-02",
                "2026-12-02T11:20:00+03:00",
                "Jumatano, Desemba 2, 2026",
                ["Amina Juma"],
                [
                    "Bandari ya Tanga jana ilipokea meli ya mizigo yenye urefu wa mita 260, kubwa zaidi kuwahi kutia nanga katika bandari hiyo tangu ilipojengwa miaka ya 1890.",
                    "Meneja wa bandari hiyo, Bw. Salim Mwinyi, alisema upanuzi wa gati uliokamilika mwezi Septemba sasa unaruhusu meli zenye kina cha mita 13 kuingia bila kusubiri maji kujaa.",
                    "## Ajira kwa vijana",
                    "Wafanyabiashara wa mjini Tanga wanasema ongezeko la meli limeanza kuleta ajira mpya kwa vijana, hasa katika upakiaji wa mizigo na usafirishaji wa malori kwenda Arusha na Moshi.",
                    '"Zamani tulikuwa tunasubiri meli moja kwa wiki, sasa zinakuja tatu au nne", alisema Rajabu Shehe, dereva wa lori.',
                    "Mamlaka ya Bandari inatarajia kuhudumia tani milioni 1.8 mwaka huu, ongezeko la asilimia 30 ukilinganisha na mwaka jana.",
                ],
                "long-story-na-byline",
                byline="Na Amina Juma",
            )
        )
        add(
            story(
                "mvua",
                "/2026/12/02/mvua-kubwa-yasababisha-mafuriko-mombasa/",
                "Mvua kubwa yasababisha mafuriko Mombasa",
                "2026-12-02",
                "2026-12-02T08:45:00+03:00",
                "Jumatano, Desemba 2, 2026",
                ["Hassan Mussa", "Zuhura Ali"],
                [
                    "Mvua kubwa iliyonyesha usiku kucha imesababisha mafuriko katika maeneo ya Kisauni na Likoni, na familia zaidi ya 200 kuhama makazi yao.",
                    "Kamanda wa polisi wa kaunti, Bw. Peter Otieno, alisema hakuna aliyepoteza maisha lakini barabara kadhaa zimefungwa kwa muda.",
                    "Idara ya hali ya hewa imetabiri mvua zaidi hadi Ijumaa na kuwashauri wakazi wa mabondeni kuhamia maeneo ya juu.",
                ],
                "two-authors-na-na",
                byline="Na Hassan Mussa na Zuhura Ali",
            )
        )
        add(
            story(
                "ajali",
                "/2026/12/01/watu-wanne-wajeruhiwa-ajali-ya-basi/",
                "Watu wanne wajeruhiwa katika ajali ya basi Chalinze",
                "2026-12-01",
                "2026-12-01T19:30:00+03:00",
                "Jumanne, Desemba 1, 2026",
                [],
                [
                    "Watu wanne wamejeruhiwa baada ya basi la abiria lililokuwa likitoka Dar es Salaam kwenda Tanga kugongana na lori eneo la Chalinze jana jioni. Majeruhi wamelazwa katika hospitali ya wilaya.",
                ],
                "agency-brief-no-author",
                byline="Na Shirika la Habari la Pwani (SHP)",
            )
        )
        add(
            story(
                "maji",
                "/2026/12/01/maji-kukatwa-kilindini-alhamisi/",
                "Maji kukatwa Kilindini Alhamisi",
                "2026-12-01",
                "2026-12-01T14:00:00+03:00",
                "Jumanne, Desemba 1, 2026",
                [],
                [
                    "Kampuni ya maji ya pwani imetangaza kuwa huduma ya maji itakatwa katika mitaa ya Kilindini na Mwembe Tayari siku ya Alhamisi kuanzia saa mbili asubuhi hadi saa kumi jioni ili kukarabati bomba kuu.",
                ],
                "brief-mwandishi-wetu",
                byline="Na Mwandishi Wetu",
            )
        )
        add(
            story(
                "mahojiano",
                "/2026/11/30/mahojiano-mvuvi-bi-mwanaisha/",
                "Mahojiano: Bi Mwanaisha, mvuvi mwanamke wa Bagamoyo",
                "2026-11-30",
                "2026-11-30T10:00:00+03:00",
                "Jumatatu, Novemba 30, 2026",
                ["Neema Said"],
                [
                    "Bi Mwanaisha Omari amekuwa akivua samaki katika bahari ya Bagamoyo kwa miaka 18. Tulizungumza naye kuhusu maisha yake baharini.",
                    "Q: Ulianzaje kazi ya uvuvi? || Baba yangu alikuwa mvuvi. Alipougua, mimi ndiye niliyechukua mtumbwi wake kwa sababu ndugu zangu wa kiume walikuwa shuleni.",
                    "Q: Wanaume wavuvi walikupokeaje? || Mwanzoni walicheka. Lakini walipoona ninarudi na samaki wengi kama wao, walianza kuniheshimu.",
                    "Q: Changamoto kubwa ni ipi leo? || Samaki wamepungua sana karibu na pwani. Sasa tunalazimika kwenda mbali zaidi, na mafuta ni ghali.",
                ],
                "qa-interview",
                byline="Na Neema Said",
            )
        )
        add(
            story(
                "maoni",
                "/2026/11/29/maoni-elimu-bure-isiwe-bora-elimu/",
                "Maoni: Elimu bure isiwe bora elimu",
                "2026-11-29",
                "2026-11-29T07:00:00+03:00",
                "Jumapili, Novemba 29, 2026",
                ["Yusuf Kombo"],
                [
                    "Miaka kumi baada ya kuanzishwa kwa elimu bila ada, madarasa yetu yamejaa watoto. Hili ni jambo la kujivunia, lakini idadi si kila kitu.",
                    "Katika shule nyingi za pwani, mwalimu mmoja anafundisha wanafunzi zaidi ya 90. Vitabu vinashirikiwa na watoto watano. Matokeo ya mitihani yanaonyesha kuwa wengi wanamaliza darasa la saba bila kusoma vizuri.",
                    "Serikali inapaswa kuajiri walimu zaidi na kuwapa motisha wale wanaokubali kufanya kazi vijijini. Bila hivyo, elimu bure itabaki kuwa kauli mbiu tu.",
                ],
                "opinion-signed-at-end",
                sign="Dkt. Yusuf Kombo ni mhadhiri wa elimu katika Chuo Kikuu cha Pwani. Maoni haya ni yake binafsi.",
            )
        )
        add(
            story(
                "picha",
                "/2026/12/02/picha-wakazi-wa-likoni-baada-ya-mafuriko/",
                "Picha: Wakazi wa Likoni baada ya mafuriko",
                "2026-12-02",
                "2026-12-02T13:10:00+03:00",
                "Jumatano, Desemba 2, 2026",
                ["Juma Bakari"],
                [
                    "FIG: Mtaa uliofurika Likoni | Wakazi wa Likoni wakivuka mtaa uliofurika maji asubuhi ya Jumatano.",
                    "Wakazi wa Likoni walianza kusafisha nyumba zao baada ya maji kupungua.",
                    "FIG: Mama akianika nguo | Mama akianika nguo na magodoro juani baada ya mafuriko.",
                ],
                "photo-story-photographer",
                byline="Picha na Juma Bakari",
            )
        )
        add(
            story(
                "soko",
                "/2026/11/27/soko-la-samaki-ferry-lajengwa-upya/",
                "Soko la samaki la Feri kujengwa upya",
                "2026-11-27",
                "2026-11-27T16:25:00+03:00",
                "Ijumaa, Novemba 27, 2026",
                ["Amina Juma"],
                [
                    "Halmashauri ya jiji imetangaza mpango wa kujenga upya soko la samaki la Feri kwa gharama ya shilingi bilioni 6.4, kazi itakayoanza Januari.",
                    "Wachuuzi wa samaki wamehakikishiwa nafasi katika soko la muda lililopo karibu na kituo cha mabasi, ingawa baadhi yao wana wasiwasi kuhusu kupotea kwa wateja.",
                ],
                "only-from-page2-author-search",
                byline="Na Amina Juma",
            )
        )
        add(
            page(
                "kazi",
                "/nafasi-za-kazi/",
                "jobs",
                "Nafasi za Kazi: Mhariri wa Habari za Mtandaoni",
                "job-ad",
                [
                    "Sauti ya Pwani inatafuta mhariri wa habari za mtandaoni atakayefanya kazi katika ofisi zetu za Mombasa.",
                    "## Majukumu",
                    "- Kuhariri habari na kuziweka mtandaoni kwa wakati",
                    "- Kusimamia mitandao ya kijamii ya gazeti",
                    "- Kushirikiana na waandishi wa mikoani",
                    "## Sifa",
                    "Shahada ya uandishi wa habari na uzoefu wa miaka mitatu. Maombi yatumwe kabla ya Desemba 20, 2026.",
                ],
            )
        )
        add(
            page(
                "jiunge",
                "/jiunge/",
                "product",
                "Jiunge na Sauti ya Pwani Digital",
                "subscription-product",
                [
                    "Soma gazeti la kila siku kwenye simu yako kabla halijafika mitaani.",
                    "- Mwezi mmoja: Sh 5,000",
                    "- Miezi sita: Sh 25,000",
                    "- Mwaka mzima: Sh 45,000",
                    "FIG: Gazeti kwenye simu | Toleo la kidijitali la Sauti ya Pwani",
                    "Malipo kwa M-Pesa, Tigo Pesa au kadi ya benki.",
                ],
            )
        )
        add(
            page(
                "kuhusu",
                "/kuhusu-sisi/",
                "about",
                "Kuhusu Sisi",
                "about-page",
                [
                    "Sauti ya Pwani ni gazeti la kila siku linaloandika habari za mikoa ya pwani ya Afrika Mashariki. Lilianzishwa mwaka 1998 mjini Mombasa.",
                    "Tuna waandishi 40 katika miji ya Mombasa, Tanga, Dar es Salaam, Zanzibar na Lamu.",
                    "Mhariri Mkuu: Bi Halima Mbarak. Barua pepe: wahariri@sautiyapwani.test",
                ],
            )
        )
        add(
            page(
                "faragha",
                "/sera-ya-faragha/",
                "policy",
                "Sera ya Faragha",
                "policy-updated-date",
                [
                    "Imesasishwa: Oktoba 12, 2026",
                    "Sera hii inaeleza jinsi tunavyokusanya na kutumia taarifa zako unapotumia tovuti yetu.",
                    "## Taarifa tunazokusanya",
                    "Jina, barua pepe na namba ya simu unapojiunga, pamoja na takwimu za matumizi kupitia vidakuzi (cookies).",
                    "## Haki zako",
                    "Unaweza kuomba kuona, kurekebisha au kufuta taarifa zako wakati wowote kwa kutuandikia.",
                ],
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="menu-item">{self.a(k, t, "chrome:nav")}</li>' for k, t in NAV)
        head = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta name="generator" content="WordPress 6.7.1">',
        ]
        if doc.is_article:
            head += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        else:
            head.append('<meta property="og:type" content="website">')
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("bandari", "mvua", "mahojiano")
        )
        foot = " | ".join(
            self.a(k, self.docs[k].title, "chrome:footer") for k in ("faragha", "kuhusu", "mwandishi", "search")
        )
        cls = "single single-post" if doc.is_article else "archive"
        return f"""<!DOCTYPE html>
<html lang="sw-TZ">
<head>
<meta charset="UTF-8">
<title>{esc(doc.title)} &#8211; Sauti ya Pwani</title>
{chr(10).join(head)}
<link rel="stylesheet" href="/wp-content/themes/pwani/style.css?ver=2.3">
<link rel="alternate" type="application/rss+xml" href="/feed/">
<style>/*PAD*/</style>
</head>
<body class="{cls}">
<header class="site-header"><p class="site-title">{self.a("home", "Sauti ya Pwani", "chrome:header")}</p>
<form role="search" action="/"><input name="s" placeholder="Tafuta..."></form>
<nav class="main-navigation"><ul class="menu">{nav}</ul></nav></header>
<div id="content" class="site-content"><main id="main" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Habari Mpya</h2><ul>{recent}</ul></section></aside></div>
<footer class="site-footer"><p>{foot}</p><p>&copy; 2026 Sauti ya Pwani. Inaendeshwa na WordPress.</p></footer>
<script src="/wp-includes/js/wp-embed.min.js"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        sign = f'<p class="signoff"><em>{esc(doc.extra["sign"])}</em></p>' if doc.extra.get("sign") else ""
        by = ""
        if doc.byline:
            by = f'<span class="byline">{esc(doc.byline)}</span>'
            if doc.key in ("bandari", "soko"):
                by = f'<span class="byline">Na {self.a("mwandishi", "Amina Juma", "byline")}</span>'
        tags = (
            f'<footer class="entry-footer">Tagi: {self.a("tag", "Mvua", "tags")} {self.a("habari", "Habari", "tags")}</footer>'
            if doc.key in ("mvua", "picha", "maji")
            else f'<footer class="entry-footer">{self.a("habari", "Habari", "tags")}</footer>'
        )
        return f"""<article class="post type-post status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta">{by} <span class="posted-on">Imechapishwa: <time class="entry-date published" datetime="{doc.iso}">{doc.stamp}</time></span></div></header>
<div class="entry-content">
{self.blocks(doc)}
{sign}
</div>
{tags}
</article>
<div id="comments" class="comments-area"><h3>Acha maoni</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><button>Tuma</button></form></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<article class="post"><h2 class="entry-title">{self.a(k, d.title, "content")}</h2><div class="entry-summary"><p>{esc(self.lede(d))}</p></div><span class="posted-on">{d.stamp}</span></article>'
            )
        bio = f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="nav-links">{self.a(doc.extra["more"], "Habari za zamani", "content")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="nav-links">{self.a(doc.extra["prev"], "Habari mpya", "content")}</nav>'
        return (
            f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1>{bio}</header>\n'
            + "\n".join(rows)
            + pager
        )

    def service_main(self, doc: Doc) -> str:
        return f'<article class="page type-page"><h1 class="entry-title">{esc(doc.title)}</h1>\n<div class="entry-content">{self.blocks(doc)}</div></article>'
