# ruff: noqa: E501, RUF001, RUF002, RUF003 (page texts and markup are long literal lines; the ʻokina and typographic quotes are deliberate)
"""Ka Leo ʻŌiwi: a Hawaiian/English news site built with the static generator **Hugo** (`<meta name="generator"
content="Hugo …">`, microformats `h-entry`, `p-name`, `dt-published`, `p-author h-card`, `e-content`,
`/news/2026/12/<slug>/`, `/olelo/…`, `/news/page/2/`, `/tags/<term>/` with a percent-encoded ʻokina,
`/authors/<slug>/`, a Pagefind `/search/` page), UTF-8, Hawaiʻi time (HST, -10:00, no daylight saving).

Every page prints its date in Hawaiian, English stories too: "Pōʻahā, Kēkēmapa 3, 2026". Names and titles carry
the ʻokina (U+02BB) and kahakō: ʻŌiwi, Kalākaua, Kaʻiulani Kahananui, Keola Nāone; the hand-written JSON-LD
template spells them with an ASCII apostrophe and without macrons ("Ka'iulani Kahananui", "Keola Naone"). Hawaiian
bylines read "Na Keola Nāone" ("by"). The fishpond story's JSON-LD is in **UTC** (18:30 HST on 3 Dec = 04:30Z on
4 Dec); the others carry -10:00; the land story has none. The graduation story is **bilingual paragraph by
paragraph** (Hawaiian, then English with `lang="en"`), the university story Hawaiian only. The column's name "Ke
Kuleana" is part of its `<h1>`; its author prints "Dr." An obituary of a kumu hula is an article. Non-articles: the
events calendar "Nā Hanana", a Hawaiian-language section front, and a **soft 404** (the host serves `404.html`
with status 200 under an old story URL that a related box still links to)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import DAYS_HAW, MONTHS_HAW, Base, local_iso, page, story, to_utc, weekday, words
from sitekit import Doc, css_rules, esc

ORIGIN = "https://kaleooiwi.test"
SITE = "Ka Leo ʻŌiwi"
TZ = "-10:00"
ARTS = ["loko", "land", "kalakaua", "bilingual", "olelo", "opinion", "obit", "brief"]
ASCII = {
    "Kaʻiulani Kahananui": "Ka'iulani Kahananui",
    "Keola Nāone": "Keola Naone",
    "Mahina Akana": "Mahina Akana",
    "Noelani Kealoha-Pua": "Noelani Kealoha-Pua",
}
SLUGS = {
    "Kaʻiulani Kahananui": "kaiulani-kahananui",
    "Keola Nāone": "keola-naone",
    "Mahina Akana": "mahina-akana",
    "Noelani Kealoha-Pua": "noelani-kealoha-pua",
}
TAG_LOKO = "loko iʻa"
U_URL = 'class="u-url"'
TAG_PATH = "/tags/" + quote("loko-iʻa") + "/"


def haw_date(local: str) -> str:
    """Pōʻahā, Kēkēmapa 3, 2026"""
    day = local.split()[0]
    y, m, d = day.split("-")
    return f"{DAYS_HAW[weekday(day)]}, {MONTHS_HAW[int(m) - 1]} {int(d)}, {y}"


class KaLeo(Base):
    origin = ORIGIN
    name = SITE
    prefix = "klo"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "klo",
            [
                ".site-header",
                ".site-nav a",
                ".post-title",
                ".post-content p",
                ".post-meta",
                ".post-byline",
                ".related-list li",
                ".summary-card",
                ".site-footer",
                ".pagefind-ui",
                ".event",
            ],
            270,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                SITE,
                "hugo-home",
                list=["loko", "kalakaua", "land", "bilingual", "olelo", "brief", "opinion", "obit", "events"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "hugo-section-list",
                list=["brief", "kalakaua", "loko", "land"],
                more="news2",
            )
        )
        add(page("news2", "/news/page/2/", "section", "News", "hugo-section-list-page2", list=["opinion", "obit"]))
        add(
            page(
                "olelo_front",
                "/olelo/",
                "section",
                "Ka ʻŌlelo",
                "hugo-section-hawaiian",
                list=["olelo", "bilingual"],
                lang="haw",
                intro="Nā moʻolelo ma ka ʻōlelo Hawaiʻi. Stories in the Hawaiian language.",
            )
        )
        add(page("tag", TAG_PATH, "tag", TAG_LOKO, "hugo-taxonomy-term-okina-url", list=["loko", "land"]))
        add(
            page(
                "author",
                "/authors/kaiulani-kahananui/",
                "author",
                "Kaʻiulani Kahananui",
                "hugo-author-term",
                list=["loko", "obit"],
                bio="Kaʻiulani Kahananui covers ʻāina, water and culture from Kāneʻohe. She has reported for Ka Leo ʻŌiwi since 2018.",
            )
        )
        add(page("search", "/search/?q=kalo", "search", "Huli · Search", "pagefind-search-js", list=["loko", "olelo"]))
        add(
            page(
                "events",
                "/events/",
                "events",
                "Nā Hanana · Events",
                "events-calendar",
                [
                    "Community events across the pae ʻāina. Send listings to hanana@kaleooiwi.test two weeks ahead.",
                    "### Kēkēmapa 6 · Heʻeia fishpond workday",
                    "Paepae o Heʻeia, 8 a.m. to noon. Bring gloves, water and a hat. Lunch provided. All ages welcome.",
                    "### Kēkēmapa 8 · Kalākaua exhibit opening",
                    "ʻIolani Palace, 5 p.m. Opening of the feather cape exhibit with oli and remarks. Free for Hawaiʻi residents with ID.",
                    "### Kēkēmapa 12 · Kanikapila at the library",
                    "Hilo Public Library, 10 a.m. Bring your ʻukulele. Songs in ʻōlelo Hawaiʻi for keiki and kūpuna.",
                    "### Kēkēmapa 19 · Makahiki games",
                    "Kapiʻolani Park, 9 a.m. to 3 p.m. Traditional games including ʻulu maika, moa paheʻe and hukihuki. Teams register at the park.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/news/2019/06/hokulea-crew-welcomed-home-in-hilo/",
                "not-found",
                "ʻAʻole i loaʻa · Page not found",
                "static-host-soft-404",
                [
                    "The page you are looking for may have moved when we rebuilt the site. Try the search or the latest stories below."
                ],
            )
        )
        add(
            story(
                "loko",
                "/news/2026/12/heeia-fishpond-wall-rebuilt/",
                "Heʻeia fishpond wall rebuilt after two years of community workdays",
                "2026-12-03",
                to_utc("2026-12-03 18:30", -10),
                "2026-12-03 18:30",
                ["Kaʻiulani Kahananui"],
                [
                    "The last stones of the kuapā, the 1.3-mile seawall that encloses the Heʻeia fishpond on Oʻahu’s windward side, were set in place on Thursday, completing a restoration that took more than two years of monthly community workdays.",
                    "More than 6,000 volunteers, from schoolchildren to retired stonemasons, moved an estimated 4,000 tons of basalt and coral by hand, following the methods used when the pond was built some 800 years ago.",
                    "“Every stone was passed from hand to hand. No machines,” said Hiʻilei Kawelo, who has led the work at the pond for two decades. “That is how our kūpuna did it, and that is how the wall learns who it belongs to.”",
                    "FIG: Volunteers at Heʻeia | Volunteers pass stones along a line at the Heʻeia fishpond on Thursday. (Photo: Kaʻiulani Kahananui)",
                    "## Fish return",
                    "With the wall complete, the mākāhā, the sluice gates that let seawater and young fish in, will be able to control the pond’s water level again. Staff have already counted growing numbers of ʻamaʻama, or mullet, and awa, or milkfish.",
                    "Scientists from the University of Hawaiʻi have monitored the pond’s water quality since the work began. They say the restored pond could eventually produce several thousand pounds of fish a year.",
                    "Monthly workdays will continue, now focused on clearing invasive mangrove from the pond’s edges. The next one is on Sunday.",
                ],
                "utc-jsonld-crosses-midnight",
                section="News",
                tags=[TAG_LOKO, "ʻāina", "Oʻahu"],
                ld_time="utc",
            )
        )
        add(
            story(
                "land",
                "/news/2026/12/oha-trustees-approve-waipa-land-purchase/",
                "OHA trustees approve $12 million purchase of Waipā lands",
                "2026-12-03",
                None,
                "2026-12-03 21:10",
                ["Keola Nāone", "Mahina Akana"],
                [
                    "The Office of Hawaiian Affairs board of trustees voted 7-2 on Thursday to buy 1,450 acres of former sugar land in Waipā, on Kauaʻi’s north shore, for $12 million.",
                    "The land, which stretches from the mountains to the sea, will be managed together with the community nonprofit that has farmed kalo and run education programmes in the ahupuaʻa since the 1990s.",
                    "“This is about putting ʻāina back in the hands of the people who care for it,” said the board chair. Two trustees voted against the purchase, saying the agency should first finish the plans for the lands it already owns.",
                    "## Kalo and water",
                    "Farmers in the valley hope the purchase will secure water for the loʻi kalo, the wetland taro patches, which have been reopened one by one over the past thirty years.",
                    "The sale is expected to close in March. OHA said it would hold community meetings in Hanalei in January.",
                ],
                "two-authors-no-jsonld",
                section="News",
                tags=[TAG_LOKO, "OHA", "Kauaʻi"],
                ld_time="none",
            )
        )
        add(
            story(
                "kalakaua",
                "/news/2026/12/kalakaua-feather-cape-returns-to-iolani-palace/",
                "Kalākaua’s feather cape returns to ʻIolani Palace for the first time in a century",
                "2026-12-04",
                local_iso("2026-12-04 16:40", TZ),
                "2026-12-04 16:40",
                ["Mahina Akana"],
                [
                    "A feather cape worn by King David Kalākaua has returned to ʻIolani Palace, the home he built in 1882, for the first time in more than a hundred years.",
                    "The ʻahu ʻula, made from the yellow and red feathers of thousands of forest birds, will be shown in the palace’s throne room from Tuesday for six months, on loan from a private collection in California.",
                    "“To see it back in this room, where the King received visitors from around the world, is very emotional for us,” said a palace curator. “These feathers carry the mana of the aliʻi.”",
                    "The cape arrived in a climate-controlled case and was blessed in a ceremony with oli and a hoʻokupu of lei from descendants of Kalākaua’s court.",
                    "Conservators spent several months checking each feather and the olonā fibre netting before the cape was allowed to travel.",
                    "Tickets for Hawaiʻi residents are free on the first Saturday of each month.",
                ],
                "kahako-okina-title-typographic-apostrophe",
                section="News",
                tags=["Kalākaua", "ʻIolani Palace"],
                ld_time="local",
            )
        )
        add(
            story(
                "bilingual",
                "/olelo/2026/12/ua-puka-ka-papa-mua-o-ke-kula-kaiapuni-o-kekaha/",
                "Ua puka ka papa mua o ke Kula Kaiapuni o Kekaha",
                "2026-12-02",
                local_iso("2026-12-02 10:00", TZ),
                "2026-12-02 10:00",
                ["Keola Nāone"],
                [
                    "Ua puka nā haumāna he ʻumikumamāhā o ka papa mua o ke Kula Kaiapuni o Kekaha ma ka Pōʻalua, ma hope o nā makahiki he ʻumikumamākolu o ke aʻo ʻana ma ka ʻōlelo Hawaiʻi wale nō.",
                    "@en Fourteen students from the first class of Kekaha’s Hawaiian immersion school graduated on Tuesday, after thirteen years of schooling entirely in the Hawaiian language.",
                    "Ua hōʻiliʻili nā ʻohana, nā kumu a me nā kūpuna ma ka pāka o Kekaha no ka ʻaha hoʻopuka. Ua oli nā haumāna i ke oli komo a ua hula lākou no ko lākou mau kumu.",
                    "@en Families, teachers and elders gathered at Kekaha park for the ceremony. The students chanted an entry chant and danced hula for their teachers.",
                    "“I ka wā i hoʻomaka ai mākou, ʻaʻohe puke, ʻaʻohe lumi papa kūpono,” wahi a Kumu Leināʻala Kauhane, kekahi o nā kumu mua o ke kula. “Na nā mākua i kūkulu i kēia kula.”",
                    "@en “When we started, there were no books and no proper classroom,” said Leināʻala Kauhane, one of the school’s first teachers. “This school was built by the parents.”",
                    "E hele ana ʻeiwa o nā haumāna i ke kulanui i kēia makahiki aʻe, a ʻelua e komo ana i ka pūʻali koa.",
                    "@en Nine of the graduates will go on to college next year, and two will join the military.",
                ],
                "bilingual-alternating-hawaiian-first",
                section="Ka ʻŌlelo",
                tags=["ʻōlelo Hawaiʻi", "Kauaʻi"],
                dek="First class graduates from Kekaha’s Hawaiian immersion school",
                lang="haw",
                ld_time="local",
            )
        )
        add(
            story(
                "olelo",
                "/olelo/2026/12/hoolaha-ia-he-papahana-hou-no-na-kumu/",
                "Hoʻolaha ʻia he papahana hou no nā kumu ʻōlelo Hawaiʻi",
                "2026-12-04",
                local_iso("2026-12-04 09:15", TZ),
                "2026-12-04 09:15",
                ["Mahina Akana"],
                [
                    "Ua hoʻolaha ʻia e ke Kulanui o Hawaiʻi ma Hilo i kēia pule he papahana hou e hoʻomākaukau ai i nā kumu no nā kula kaiapuni.",
                    "Ma ka papahana, e aʻo ana nā haumāna i nā makahiki ʻelua ma ka lumi papa a me hoʻokahi makahiki ma kekahi kula kaiapuni.",
                    "“He nui ka pono o nā kumu. He ʻumi mau kula e ʻimi ana i nā kumu no ka makahiki aʻe,” wahi a Kauka Pilialoha Kamakau, ke poʻo o ka papahana.",
                    "## Kālā kōkua no nā haumāna",
                    "E loaʻa ana i nā haumāna ke kālā kōkua no ke kāki kula inā e aʻo lākou ma kekahi kula kaiapuni no ʻekolu makahiki ma hope o ka puka ʻana.",
                    "E wehe ʻia ka palapala noi ma Ianuali 15, 2027.",
                ],
                "hawaiian-only-na-byline",
                section="Ka ʻŌlelo",
                tags=["ʻōlelo Hawaiʻi"],
                lang="haw",
                ld_time="local",
            )
        )
        add(
            story(
                "opinion",
                "/news/2026/12/ke-kuleana-our-aina-is-not-a-backdrop/",
                "Ke Kuleana: Our ʻāina is not a backdrop",
                "2026-12-02",
                local_iso("2026-12-02 06:00", TZ),
                "2026-12-02 06:00",
                ["Noelani Kealoha-Pua"],
                [
                    "Every winter the tourism campaigns return: a lone surfer, a waterfall, a lei draped over a railing. The islands appear as scenery, and the people who live here appear, if at all, as part of the service.",
                    "Our ʻāina is not a backdrop. It is a relative. The streams that feed the loʻi, the reefs that feed our families and the forests that catch the rain are not amenities; they are what make life here possible.",
                    "When a resort asks for more water, that water comes from a stream that someone’s grandparents farmed. When a road is widened along the shore, it is a fishing ground that disappears.",
                    "Visitors are welcome. Many come with respect and leave with aloha. But the way we sell these islands must change, and it must start by telling the truth about who lives here and what we are asking visitors to care for.",
                    "NOTE: Dr. Noelani Kealoha-Pua teaches Hawaiian studies at Windward Community College. Ke Kuleana is a column of opinion; the views are her own.",
                ],
                "column-name-in-h1-honorific",
                section="Opinion",
                tags=["ʻāina", "Tourism"],
                byline_text="By Dr. Noelani Kealoha-Pua",
                ld_time="local",
            )
        )
        add(
            story(
                "obit",
                "/news/2026/12/kumu-hula-leilani-makaike-dies-at-84/",
                "Kumu hula Leilani Makaʻike, who taught three generations in Hilo, dies at 84",
                "2026-12-01",
                local_iso("2026-12-01 14:00", TZ),
                "2026-12-01 14:00",
                ["Kaʻiulani Kahananui"],
                [
                    "Leilani Makaʻike, a kumu hula whose hālau in Hilo trained three generations of dancers and sent them to the Merrie Monarch Festival more than thirty times, died on Nov. 28 at her home in Keaukaha. She was 84.",
                    "Born in Pāpaʻikou in 1942, she began dancing at six under her aunt and graduated as a kumu hula in 1968. She opened her hālau two years later in a garage on Kalanianaʻole Avenue.",
                    "Her students remember a teacher who demanded precision but always explained the story behind each dance. “She would say: if you do not know what the mele means, your hands are lying,” said one of her former dancers.",
                    "She also taught ʻōlelo Hawaiʻi at night to adults, at a time when few schools offered the language.",
                    "She is survived by her sons Kekoa and Ikaika, her daughter Pualani, eleven grandchildren and four great-grandchildren.",
                    "A celebration of life will be held on Dec. 12 at the Hilo Civic Auditorium, with visitation from 9 a.m. The family asks that, in place of flowers, gifts be made to the hālau’s scholarship fund.",
                ],
                "obituary-article",
                section="News",
                kicker="Hoʻomanaʻo",
                tags=["Hula", "Hilo"],
                ld_time="local",
            )
        )
        add(
            story(
                "brief",
                "/news/2026/12/mauna-kea-summit-road-closed-for-snow/",
                "Mauna Kea summit road closed for snow and ice",
                "2026-12-04",
                local_iso("2026-12-04 07:20", TZ),
                "2026-12-04 07:20",
                [],
                [
                    "The road to the summit of Maunakea was closed on Friday morning after snow and ice built up overnight above the 9,200-foot level, the Maunakea rangers said.",
                    "A winter storm warning remains in effect for the summits of Maunakea and Mauna Loa until 6 p.m. Saturday, with up to 8 inches of snow and winds of up to 60 mph possible.",
                    "The visitor information station is open, but travel past it is not allowed until the road has been cleared.",
                ],
                "staff-credit-person-jsonld",
                section="News",
                credit="Ka Leo ʻŌiwi Staff",
                tags=["Weather", "Hawaiʻi Island"],
                ld_time="local",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang_of(self, doc: Doc) -> str:
        return doc.extra.get("lang", "en")

    def author_link(self, name: str, zone: str) -> str:
        if name == "Kaʻiulani Kahananui":
            return self.a("author", name, zone, 'class="p-author h-card"')
        return f'<a class="p-author h-card" href="/authors/{SLUGS[name]}/">{esc(name)}</a>'

    def tag_link(self, t: str, zone: str) -> str:
        if t == TAG_LOKO:
            return self.a("tag", t, zone)
        return f'<a href="/tags/{quote(t.lower().replace(" ", "-"))}/">{esc(t)}</a>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        ascii_title = doc.title.replace("ʻ", "'").replace("’", "'")
        out = [
            f"<title>{esc(ascii_title)} | Ka Leo 'Oiwi</title>"
            if doc.kind != "home"
            else f"<title>{esc(SITE)} · The voice of the lāhui</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else "News from Hawaiʻi in English and ʻōlelo Hawaiʻi.")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{esc(SITE)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{"haw_US" if self.lang_of(doc) == "haw" else "en_US"}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld_time"]
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        out.append(f'<meta property="article:published_time" content="{local_iso(doc.stamp, TZ)}">')
        out += [f'<meta property="article:tag" content="{esc(t)}">' for t in doc.extra.get("tags", [])]
        if mode == "none":
            return "\n".join(out)
        published = doc.iso
        if doc.extra.get("credit"):
            author: object = {"@type": "Person", "name": "Ka Leo 'Oiwi Staff"}
        else:
            author = [
                {"@type": "Person", "name": ASCII[a], "url": f"{ORIGIN}/authors/{SLUGS[a]}/"} for a in doc.authors
            ]
        ld = {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            "headline": doc.title.replace("ʻ", "'"),
            "inLanguage": "haw" if self.lang_of(doc) == "haw" else "en-US",
            "datePublished": published,
            "dateModified": published,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Ka Leo 'Oiwi",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.png"},
            },
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "image": f"{ORIGIN}/images/2026/12/{doc.path.rstrip('/').rsplit('/', 1)[-1]}.jpg",
            "keywords": [t.replace("ʻ", "'") for t in doc.extra.get("tags", [])],
            "wordCount": words(doc),
        }
        out.append(f'<script type="application/ld+json">\n{json.dumps(ld, indent=2)}\n</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        haw = self.lang_of(doc) == "haw"
        nav = " ".join(
            self.a(k, t, "nav", 'class="site-nav-link"')
            for k, t in (
                ("news", "News"),
                ("olelo_front", "Ka ʻŌlelo"),
                ("events", "Nā Hanana"),
                ("https://kaleooiwi.test/opinion/", "Opinion"),
                ("search", "Huli · Search"),
            )
        )
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["kalakaua", "loko", "bilingual", "brief", "obit"]
        )
        section = "olelo" if doc.path.startswith("/olelo/") else doc.path.strip("/").split("/")[0] or "home"
        kind = (
            "page"
            if doc.is_article
            else (
                "home"
                if doc.kind == "home"
                else "section"
                if doc.kind in ("section", "search", "events")
                else "term"
                if doc.kind in ("tag", "author")
                else "404"
            )
        )
        return f"""<!DOCTYPE html>
<html lang="{"haw" if haw else "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hugo 0.139.3">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" href="/index.xml" title="{esc(SITE)}">
<link rel="stylesheet" href="/css/main.min.8c3f2a1d.css" integrity="sha256-2JtQk1Jb0r1m4Pq7xV0aYk1e3F6Gf8hQ9Zr5nW1u0dE=">
<style>/*PAD*/</style>
<link rel="preload" href="/fonts/noto-sans-hawaiian.woff2" as="font" type="font/woff2" crossorigin>
</head>
<body class="kind-{kind} section-{section}">
<a class="skip" href="#main">Lele i ka ʻike · Skip to content</a>
<header class="site-header">
<div class="wrap">
{self.a("home", SITE, "nav", 'class="site-title" rel="home"')}
<p class="tagline">Ka leo o ka lāhui · Independent Native Hawaiian news since 2011</p>
<nav class="site-nav" aria-label="Main">{nav}</nav>
<a class="donate" href="https://kaleooiwi.test/kokua/">Kōkua · Support us</a>
</div>
</header>
<div class="notice-bar">{haw_date("2026-12-05 00:00")} · Honolulu 77°F · <a href="https://kaleooiwi.test/newsletter/">Get the weekly nūhou by email</a></div>
<main id="main" class="wrap">
{main}
</main>
<aside class="wrap recent"><h2>Nā moʻolelo hou · Latest</h2><ul class="related-list">{recent}</ul></aside>
<footer class="site-footer">
<div class="wrap">
<p>{esc(SITE)} is an independent, reader-supported newsroom. <a href="https://kaleooiwi.test/about/">About</a> · <a href="https://kaleooiwi.test/contact/">Contact</a> · <a href="https://kaleooiwi.test/corrections/">Corrections</a> · {self.a("news", "Archive", "footer")} · {self.a("tag", TAG_LOKO, "footer")} · {self.a("author", "Kaʻiulani Kahananui", "footer")} · <a href="/index.xml">RSS</a></p>
<p class="small">© 2026 Ka Leo ʻŌiwi. Built with Hugo. Hosted on the edge.</p>
</div>
</footer>
<div id="consent" class="consent" hidden>We use privacy-friendly analytics and no advertising cookies. <button id="consent-ok">Mahalo, got it</button></div>
<script src="/js/site.min.4b1e.js" defer></script>
<script data-goatcounter="https://kaleooiwi.goatcounter.test/count" async src="https://gc.zgo.at/count.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        haw = self.lang_of(doc) == "haw"
        if doc.extra.get("credit"):
            byline = f'<p class="post-byline">By <span class="p-author">{esc(doc.extra["credit"])}</span></p>'
        elif doc.extra.get("byline_text"):
            byline = f'<p class="post-byline"><a class="p-author h-card" href="/authors/{SLUGS[doc.authors[0]]}/">{esc(doc.extra["byline_text"])}</a></p>'
        else:
            names = " and ".join(self.author_link(a, "byline") for a in doc.authors)
            byline = f'<p class="post-byline">{"Na" if haw else "By"} {names}</p>'
        kicker = f'<p class="post-kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        dek = f'<p class="post-dek" lang="en">{esc(doc.dek)}</p>' if doc.dek else ""
        minutes = max(1, words(doc) // 220)
        tags = "".join(f"<li>{self.tag_link(t, 'tag')}</li>" for t in doc.extra.get("tags", []))
        pool = [k for k in ARTS if k != doc.key]
        rel = pool[:3]
        rel_html = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')} <time>{haw_date(self.docs[k].stamp)}</time></li>"
            for k in rel
        )
        if doc.key in ("loko", "land"):
            rel_html += f"<li>{self.a('notfound', 'Hōkūleʻa crew welcomed home in Hilo', 'related')} <time>Pōʻaono, Iune 15, 2019</time></li>"
        img = doc.path.rstrip("/").rsplit("/", 1)[-1]
        section_link = (
            self.a("olelo_front", doc.section, "breadcrumb")
            if haw
            else (
                self.a("news", doc.section, "breadcrumb")
                if doc.section == "News"
                else f'<a href="/opinion/">{esc(doc.section)}</a>'
            )
        )
        return f"""<article class="h-entry post">
<header class="post-header">
<p class="post-section">{section_link}</p>
{kicker}
<h1 class="p-name post-title">{esc(doc.title)}</h1>
{dek}
<p class="post-meta"><time class="dt-published" datetime="{local_iso(doc.stamp, TZ)}">{haw_date(doc.stamp)}</time> · <span class="reading-time">{minutes} min read</span></p>
{byline}
</header>
<figure class="post-hero"><img src="/images/2026/12/{img}.jpg" alt="" width="1600" height="900" loading="eager"></figure>
<div class="e-content post-content">
{self.blocks(doc)}
</div>
<footer class="post-footer">
<ul class="post-tags">{tags}</ul>
<p class="share">Share: <a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> · <a href="https://bsky.app/intent/compose?text={quote(self.url(doc.key), safe="")}">Bluesky</a> · <a href="mailto:?subject={quote(doc.title)}">Email</a></p>
<div class="support-box">Ka Leo ʻŌiwi is free to read because readers like you support it. <a href="https://kaleooiwi.test/kokua/">Kōkua today</a>.</div>
</footer>
</article>
<section class="related"><h2>Pili · Related</h2><ul class="related-list">{rel_html}</ul></section>"""

    def summary(self, k: str) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<article class="summary-card"><h2>{self.a(k, d.title, "content")}</h2><p>Fishpond workdays, exhibit openings, kanikapila and Makahiki games.</p></article>'
        return f'<article class="summary-card h-entry"><h2 class="p-name">{self.a(k, d.title, "content", U_URL)}</h2><p class="post-meta"><time class="dt-published" datetime="{local_iso(d.stamp, TZ)}">{haw_date(d.stamp)}</time></p><p class="p-summary">{esc(self.lede(d))}</p></article>'

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.summary(k) for k in doc.extra["list"])
        if doc.kind == "home":
            head = f'<h1 class="visually-hidden">{esc(SITE)}</h1><p class="home-intro">Aloha mai! Nūhou from Hawaiʻi, in English and ʻōlelo Hawaiʻi.</p>'
        elif doc.kind == "author":
            head = f'<header class="term-header h-card"><img class="u-photo" src="/images/authors/kaiulani-kahananui.jpg" alt="" width="96" height="96"><h1 class="p-name">{esc(doc.title)}</h1><p class="p-note">{esc(doc.extra["bio"])}</p></header>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><div id="search" class="pagefind-ui"></div><script src="/pagefind/pagefind-ui.js"></script><script>window.addEventListener("DOMContentLoaded",()=>{{new PagefindUI({{element:"#search",showSubResults:true}});}});</script><noscript><p>Search needs JavaScript. Recent stories about kalo:</p></noscript>'
        elif doc.kind == "tag":
            head = f'<header class="term-header"><p class="term-kind">Kumuhana · Topic</p><h1>{esc(doc.title)}</h1></header>'
        else:
            intro = f'<p class="section-intro">{esc(doc.extra["intro"])}</p>' if doc.extra.get("intro") else ""
            head = f"<h1>{esc(doc.title)}</h1>{intro}"
        pager = ""
        if doc.key == "news":
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="/news/page/3/">3</a> {self.a("news2", "Older →", "pagination")}</nav>'
        elif doc.key == "news2":
            pager = f'<nav class="pagination">{self.a("news", "← Newer", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="/news/page/3/">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="more">{self.a("news", "All news →", "content")} · {self.a("olelo_front", "Ka ʻŌlelo →", "content")}</p>'
        return f'<section class="list">\n{head}\n{items}\n{pager}\n</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["kalakaua", "loko", "brief"]
            )
            return f'<section class="error-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p>{self.a("search", "Search the site", "content")} · {self.a("home", "Go home", "content")}</p><ul>{latest}</ul></section>'
        return f'<section class="events"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p class="more">Related: {self.a("kalakaua", "Kalākaua’s cape returns", "content")}</p></section>'
