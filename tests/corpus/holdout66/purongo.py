# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; macrons and typographic quotes are deliberate)
"""Pūrongo: a Stuff-like New Zealand news site (`sics-component__story`, `sics-component__byline`,
`sics-component__story__paragraph`, `/nz-news/350112190/<slug>`, `/te-ao-maori/…`, `/topic/…`, `/authors/<slug
without macrons>`, `/search?q=`, `/nz-news?page=2`), English and **te reo Māori**, UTF-8 declared only in `<meta>`
(the header is plain `text/html`), New Zealand summer time (NZDT, **+13:00**).

The site's own name has a macron, and so do headlines, place names and bylines (Ōrākei, Tāmaki Makaurau, Aroha
Tāwhai, Anahera Pōtae). `<title>` writes non-ASCII letters as numeric character references and the JSON-LD as
`\\u` escapes. Two stories are in te reo Māori (labelled `mi`): one on a page whose `<html lang="mi">`, one inside the
English template (`<html lang="en-NZ">`, `og:locale en_NZ`, JSON-LD `inLanguage` `en-NZ`) with `lang="mi"` only on the
article body. Dates print "Last updated 08:10, December 5 2026" (NZ time; the template prints no separate publish
time) and `<time datetime>` / JSON-LD are **UTC**: a 9:05am story on Sat 5 Dec is 20:05Z on 4 Dec (labelled 5 Dec);
the Kāpiti outage story went up at 11:30pm on 4 Dec (10:30Z) and prints only its **update** ("08:10, December 5"), so
it is labelled 4 Dec from the JSON-LD `datePublished`. Credits: "Anahera Pōtae, Local Democracy Reporter" (one text
node, NZ On Air tail), "RNZ" (syndicated, no person), "Pūrongo reporters" (desk). A "Ngā kupu" glossary box and a
"support our journalism" box sit inside the body container (not body)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, local_dt, month, page, story, utc_iso
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.purongo.test"
OFF = 13
ARTS = ["wharekai", "ferry", "kapiti", "waterfront", "kura", "rotorua", "dotterel", "avon"]
SLUGS = {
    "Aroha Tāwhai": "aroha-tawhai",
    "Mānia Te Huia": "mania-te-huia",
    "Sophie Carmody": "sophie-carmody",
    "Hēmi Walker": "hemi-walker",
}


def nz_time(local: str) -> str:
    t = local_dt(local)
    return f"{t.hour:02d}:{t.minute:02d}, {month(local)} {t.day} {t.year}"


def ncr(text: str) -> str:
    """Non-ASCII letters as numeric character references, as the site's <title> writes them."""
    return esc(text).encode("ascii", "xmlcharrefreplace").decode("ascii")


def nz(
    key: str,
    part: str,
    num: int,
    slug: str,
    title: str,
    date: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(
        key, f"/{part}/{num}/{slug}", title, date, utc_iso(stamp, OFF, "z"), stamp, authors, lines, shape, **extra
    )


class Purongo(Base):
    origin = ORIGIN
    name = "Pūrongo"
    prefix = "prg"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "prg",
            [".sics-component__header", ".sics-component__nav a", ".sics-component__headline__title",
             ".sics-component__byline", ".sics-component__story__paragraph", ".sics-component__glossary",
             ".sics-component__support", ".sics-component__teaser", ".sics-component__footer", ".privacy-banner",
             ".tide-table td"],
            280,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Pūrongo",
                "stuff-like-home",
                list=["ferry", "kapiti", "wharekai", "waterfront", "kura", "rotorua", "dotterel", "avon"],
                more="nz",
            )
        )
        add(
            page(
                "nz",
                "/nz-news",
                "section",
                "NZ News",
                "section-front",
                list=["ferry", "kapiti", "waterfront", "rotorua"],
                more="nz2",
            )
        )
        add(page("nz2", "/nz-news?page=2", "section", "NZ News", "section-front-page2", list=["dotterel", "avon"]))
        add(
            page(
                "teao",
                "/te-ao-maori",
                "section",
                "Te Ao Māori",
                "te-ao-maori-front",
                list=["wharekai", "kura", "waterfront"],
            )
        )
        add(page("topic", "/topic/te-reo-maori", "tag", "Te reo Māori", "topic-page", list=["kura", "wharekai"]))
        add(
            page(
                "author",
                "/authors/aroha-tawhai",
                "author",
                "Aroha Tāwhai",
                "author-page",
                list=["waterfront", "kura"],
                bio="Aroha Tāwhai (Ngāti Whātua, Ngāpuhi) is Pūrongo's Te Ao Māori reporter, based in Tāmaki Makaurau. She writes in English and te reo Māori.",
            )
        )
        add(
            page(
                "search",
                "/search?q=marae",
                "search",
                "Search: marae",
                "search-results",
                list=["wharekai", "waterfront"],
            )
        )
        add(
            page(
                "tides", "/weather/tides/auckland", "live-data", "Auckland tide times", "tide-table",
                [
                    "Tide times for Auckland (Waitematā Harbour) for the next four days. Times are NZDT.",
                    "T: Day | High | Low | High | Low",
                    "T: Sat 5 Dec | 03:12 (3.1m) | 09:24 (0.4m) | 15:36 (3.2m) | 21:50 (0.5m)",
                    "T: Sun 6 Dec | 03:58 (3.0m) | 10:10 (0.5m) | 16:22 (3.1m) | 22:37 (0.6m)",
                    "T: Mon 7 Dec | 04:45 (2.9m) | 10:58 (0.6m) | 17:10 (3.0m) | 23:26 (0.7m)",
                    "T: Tue 8 Dec | 05:35 (2.8m) | 11:49 (0.7m) | 18:01 (2.9m) | —",
                    "Tide predictions are supplied by Land Information New Zealand and are not for navigation.",
                ],
            )
        )  # fmt: skip
        add(
            page(
                "newsletters", "/newsletters", "subscribe", "Pūrongo newsletters", "newsletter-signup",
                [
                    "Get the news that matters, straight to your inbox. All our newsletters are free.",
                    "## The Morning Pūrongo",
                    "The day's top stories, every weekday at 6am.",
                    "## Te Ao Māori",
                    "News, kōrero and kaupapa from across Aotearoa, every Friday, in English and te reo Māori.",
                    "## Weekend Read",
                    "Our best long reads and features, every Saturday morning.",
                ],
            )
        )  # fmt: skip
        add(
            page(
                "about", "/about-us", "about", "About Pūrongo", "about-page",
                [
                    "Pūrongo is an independent New Zealand news site. Our journalism is free to read and is supported by our readers and advertisers.",
                    "We have newsrooms in Tāmaki Makaurau Auckland, Te Whanganui-a-Tara Wellington and Ōtautahi Christchurch, and reporters across the regions.",
                    "## Our standards",
                    "Pūrongo is a member of the New Zealand Media Council and follows its principles. Complaints should first be made to our editor at editor@purongo.test.",
                ],
            )
        )  # fmt: skip

        add(
            nz(
                "wharekai",
                "te-ao-maori",
                350112233,
                "kua-whakatuwheratia-te-wharekai-hou-i-orakei",
                "Kua whakatuwheratia te wharekai hou i Ōrākei",
                "2026-12-05",
                "2026-12-05 08:30",
                ["Mānia Te Huia"],
                [
                    "I te ata o te Rāmere, i whakatuwheratia te wharekai hou o te marae o Ōrākei, i Tāmaki Makaurau. Neke atu i te rima rau ngā tāngata i tae mai ki te pōhiri.",
                    "Kua whā tau te hapori e kohi pūtea ana mō te whare. E ai ki te heamana o te marae, ki a Hēmi Rāwiri, he rā nui tēnei mō te iwi katoa.",
                    "“Nō ngā whānau katoa tēnei whare. I mahi tahi rātou, i tuku koha rātou, ā, nā rātou anō i hanga,” tāna.",
                    "Ka taea e te wharekai te manaaki i ngā manuhiri e toru rau i te wā kotahi. He kīhini hou anō tōna, me ngā papa hiko rā ki runga i te tuanui.",
                    "FIG: Te pōhiri | Ko te pōhiri i te ata o te Rāmere. Whakaahua: Pūrongo",
                    "Hei te marama o Hānuere, ka tū te hui tuatahi ki te whare hou, arā, te huritau o te kura reo o te rohe.",
                    "I tautokohia te kaupapa e te Kaunihera o Tāmaki Makaurau, e Te Puni Kōkiri hoki, ā, e $4.2 miriona te utu katoa.",
                ],
                "te-reo-page-html-lang-mi-utc-previous-day",
                section="Te Ao Māori",
                lang="mi",
                page_lang="mi",
            )
        )
        add(
            nz(
                "kura",
                "te-ao-maori",
                350112301,
                "ka-whakanui-te-kura-o-te-rito-i-tona-30-tau",
                "Ka whakanui te kura o Te Rito i tōna 30 tau",
                "2026-12-04",
                "2026-12-04 15:00",
                ["Aroha Tāwhai"],
                [
                    "I tēnei wiki, i whakanuia e te kura kaupapa Māori o Te Rito, i Rotorua, tōna huritau 30. I hoki mai ngā tauira o mua mai i ngā pito katoa o te motu.",
                    "I tīmata te kura i te tau 1996 me ngā tamariki tekau mā rua anake. Ināianei, neke atu i te rua rau ngā tauira.",
                    "E ai ki te tumuaki, ki a Whaea Rangi Ngātai, ko te reo te pūtake o ngā mahi katoa a te kura.",
                    "“Ko tā mātou e whai nei, kia kōrero Māori ā mātou tamariki i te kāinga, i te papa tākaro, i ngā wāhi katoa,” tāna.",
                    "Ko ētahi o ngā tauira tuatahi, he kaiako ināianei i taua kura anō.",
                    "Ka mutu ngā whakanuitanga ā te Rātapu, ki tētahi karakia me tētahi hākari ki te marae.",
                ],
                "te-reo-body-in-english-template-lang-on-article-only",
                section="Te Ao Māori",
                lang="mi",
                role="Te Ao Māori reporter",
            )
        )
        add(
            nz(
                "waterfront",
                "nz-news",
                350112190,
                "ngati-whatua-orakei-and-council-agree-plan-for-tamaki-makaurau-waterfront",
                "Ngāti Whātua Ōrākei and council agree plan for Tāmaki Makaurau waterfront",
                "2026-12-04",
                "2026-12-04 12:20",
                ["Aroha Tāwhai"],
                [
                    "Ngāti Whātua Ōrākei and Auckland Council have agreed on a 20-year plan for a stretch of the Tāmaki Makaurau waterfront, including a new walkway, a waka landing and a restored wetland at the mouth of the Ōrākei Basin.",
                    "The agreement, signed at Ōrākei Marae on Thursday, makes the hapū a co-governor of the area alongside the council for the first time.",
                    "“This is our whenua and our moana. Our tūpuna lived and fished here for generations, and now our mokopuna will help look after it,” said trust board chair Ngarimu Paora.",
                    "The plan sets aside $36 million over the first decade, most of it for the walkway between Ōkahu Bay and Hobson Bay and for replanting the wetland with native species.",
                    'RAW:<aside class="sics-component__glossary"><h3>Ngā kupu</h3><ul><li>hapū – sub-tribe</li><li>whenua – land</li><li>moana – sea</li><li>tūpuna – ancestors</li><li>mokopuna – grandchildren, descendants</li></ul></aside>',
                    "Auckland's mayor said the partnership would be a model for other parts of the city. “We have spent too long making decisions about this coastline without the people who know it best,” he said.",
                    "Some residents of Ōrākei have raised concerns about car parking near the new waka landing. The council says a traffic plan will go out for consultation in February.",
                ],
                "maori-words-macrons-in-title-and-byline-glossary-box",
                section="NZ News",
                role="Te Ao Māori reporter",
            )
        )
        add(
            nz(
                "rotorua",
                "nz-news",
                350112055,
                "rotorua-lakes-council-votes-to-keep-lake-water-rates-flat",
                "Rotorua Lakes Council votes to freeze lake water rates for another year",
                "2026-12-04",
                "2026-12-04 10:00",
                ["Anahera Pōtae"],
                [
                    "Rotorua Lakes Council has voted to freeze the targeted rate it charges lakeside properties for water quality work, after a heated debate about how to pay for cleaning up the district's lakes.",
                    "Councillors voted 7-4 on Thursday to keep the rate at $312 a year for 2027, despite staff warning that the programme would face a $1.4 million shortfall.",
                    "Te Arawa Lakes Trust representative Tiana Mītai told the meeting that the health of Rotoiti and Rotoehu could not wait. “The lakes are our taonga. Every year we delay, the job gets bigger,” she said.",
                    "Councillor Brent Harwood, who supported the freeze, said lakeside owners were already struggling with higher insurance and general rates.",
                    "The council will ask the regional council and central government to help cover the shortfall.",
                    "SIGN: Local Democracy Reporting is Public Interest Journalism funded through NZ On Air.",
                ],
                "ldr-name-comma-role-one-node-nzonair-tail",
                section="NZ News",
                credit="Anahera Pōtae, Local Democracy Reporter",
            )
        )
        add(
            nz(
                "ferry",
                "nz-news",
                350112410,
                "cook-strait-ferry-sailings-cancelled-as-gales-hit",
                "Cook Strait ferry sailings cancelled as gales hit the capital",
                "2026-12-05",
                "2026-12-05 09:05",
                ["Sophie Carmody"],
                [
                    "Ferry sailings across Cook Strait have been cancelled for the rest of Saturday as gale-force northerlies batter Wellington and the top of the South Island.",
                    "MetService has issued a strong wind warning for Wellington, the Wairarapa and Marlborough Sounds, with gusts of up to 130km/h expected on exposed parts of the coast until Sunday morning.",
                    "Both ferry operators said passengers booked on cancelled sailings would be moved to the first available crossing, but warned that sailings on Sunday were already close to full.",
                    "Holidaymaker Jess Turnbull, who was due to travel to Picton with her family and a campervan, said they would spend another night in Wellington. “It's annoying, but I'd rather be stuck here than out in that,” she said.",
                    "Wellington Airport said a small number of regional flights had also been cancelled.",
                ],
                "nzdt-morning-utc-previous-day",
                section="NZ News",
                role="Reporter",
            )
        )
        add(
            nz(
                "kapiti",
                "nz-news",
                350112388,
                "thousands-without-power-on-kapiti-coast-after-substation-fault",
                "Thousands without power on Kāpiti Coast after substation fault",
                "2026-12-04",
                "2026-12-04 23:30",
                ["Hēmi Walker"],
                [
                    "More than 6000 homes and businesses on the Kāpiti Coast lost power on Friday night after a fault at a substation near Paraparaumu.",
                    "Electra said the outage began just before 10pm and affected customers from Paekākāriki to Waikanae. Power had been restored to most of them by 6am on Saturday.",
                    "About 400 customers in Raumati South were still without power on Saturday morning, and the lines company said they should be reconnected by midday.",
                    "Residents reported hearing a loud bang shortly before the lights went out. Fire and Emergency New Zealand said crews attended a small fire at the substation, which was quickly put out.",
                    "Electra apologised for the disruption and said it was investigating the cause of the fault.",
                ],
                "prints-only-update-next-day-published-from-jsonld",
                section="NZ News",
                updated="2026-12-05 08:10",
            )
        )
        add(
            nz(
                "dotterel",
                "nz-news",
                350111987,
                "beachgoers-urged-to-give-nesting-tuturiwhatu-space",
                "Beachgoers urged to give nesting tūturiwhatu space this summer",
                "2026-12-04",
                "2026-12-04 17:45",
                [],
                [
                    "The Department of Conservation is asking beachgoers to keep their distance from nesting tūturiwhatu, or New Zealand dotterels, as the breeding season reaches its peak.",
                    "The birds lay their eggs in shallow scrapes in the sand above the high-tide mark, where they are easily trampled or disturbed by people and dogs.",
                    "DOC ranger Mere Hēnare said numbers on some Coromandel and Northland beaches had recovered thanks to volunteers, but the birds were still at risk. “Please keep dogs on a lead, stay outside the roped-off areas and take your rubbish home,” she said.",
                    "There are estimated to be about 2500 northern New Zealand dotterels left, and fewer than 150 of the southern subspecies, which breeds on Stewart Island.",
                ],
                "syndicated-rnz-credit-org",
                section="NZ News",
                credit="RNZ",
                ld_org="RNZ",
            )
        )
        add(
            nz(
                "avon",
                "nz-news",
                350111840,
                "otautahi-river-trail-final-section-opens",
                "Ōtautahi river trail's final section opens, linking city to the sea",
                "2026-12-03",
                "2026-12-03 16:30",
                [],
                [
                    "The final section of a walking and cycling trail along the Ōtākaro Avon River in Ōtautahi Christchurch has opened, completing a 12-kilometre route from the city centre to the estuary.",
                    "The trail runs through the former red zone, where thousands of homes were demolished after the 2011 earthquake.",
                    "Christchurch City Council said more than 2000 people used the newly opened section on its first day. A ceremony at dawn was led by Ngāi Tūāhuriri.",
                    "The council plans to add public toilets and more seating along the route next year.",
                ],
                "desk-credit-no-person",
                section="NZ News",
                credit="Pūrongo reporters",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{ncr(doc.title)} | {ncr('Pūrongo')}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:locale" content="{"mi_NZ" if doc.extra.get("page_lang") == "mi" else "en_NZ"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Pūrongo">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        if doc.authors:
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        else:
            author = {"@type": "Organization", "name": doc.extra.get("ld_org", "Pūrongo")}
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "inLanguage": "mi" if doc.extra.get("page_lang") == "mi" else "en-NZ",
            "datePublished": doc.iso,
            "dateModified": utc_iso(doc.extra["updated"], OFF, "z") if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Pūrongo",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/purongo-logo.png"},
            },
            "mainEntityOfPage": url,
            "articleSection": doc.section,
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("nz", "NZ News"),
                (f"{ORIGIN}/world-news", "World"),
                (f"{ORIGIN}/politics", "Politics"),
                ("teao", "Te Ao Māori"),
                (f"{ORIGIN}/business", "Business"),
                (f"{ORIGIN}/sport", "Sport"),
                (f"{ORIGIN}/weather", "Weather"),
            )
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["ferry", "kapiti", "waterfront", "wharekai", "dotterel"]
        )
        lang = doc.extra.get("page_lang", "en-NZ")
        return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/sics.2f81c0.css">
<style>/*PAD*/</style>
<script>window.__PRG__ = {json.dumps({"pageType": "story" if doc.is_article else doc.kind, "section": doc.section or doc.title, "storyId": doc.path.split("/")[2] if doc.is_article else None})};</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-PRG2026"></script>
</head>
<body class="sics-page sics-page--{"story" if doc.is_article else doc.kind}">
<div class="privacy-banner" role="dialog">We use cookies to improve your experience and to show you relevant advertising. <a href="{ORIGIN}/privacy">Read our privacy policy</a>. <button>Got it</button></div>
<header class="sics-component__header">
<a class="sics-component__logo" href="/" aria-label="Pūrongo home"><img src="/static/img/purongo.svg" alt="Pūrongo" width="180" height="40"></a>
<span class="sics-component__header__date">Rāhoroi, 5 Hakihea 2026 · Saturday, December 5 2026</span>
<nav class="sics-component__nav"><ul>{nav}</ul></nav>
<div class="sics-component__header__tools">{self.a("search", "Search", "nav")} {self.a("newsletters", "Newsletters", "nav")} <a href="{ORIGIN}/login">Log in</a></div>
</header>
<div class="sics-component__ad sics-component__ad--banner" data-ad-slot="prg-top">Advertisement</div>
<main class="sics-component__main">
{main}
</main>
<aside class="sics-component__most-read"><h2>Most read</h2><ol>{popular}</ol><p>{self.a("tides", "Auckland tide times", "aside")}</p></aside>
<footer class="sics-component__footer">
<ul><li>{self.a("about", "About Pūrongo", "footer")}</li><li><a href="{ORIGIN}/contact">Contact us</a></li><li><a href="{ORIGIN}/privacy">Privacy policy</a></li><li><a href="{ORIGIN}/terms">Terms and conditions</a></li><li>{self.a("newsletters", "Newsletters", "footer")}</li><li><a href="https://www.mediacouncil.org.nz/">NZ Media Council</a></li></ul>
<p>© 2026 Pūrongo Limited. Ngā mihi nui ki a koutou.</p>
</footer>
<script src="/static/js/sics.2f81c0.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="sics-component__byline"><span class="sics-component__byline__author">{esc(doc.extra["credit"])}</span></div>'
        out = []
        for a in doc.authors:
            name = (
                self.a("author", a, "byline") if a == "Aroha Tāwhai" else f'<a href="/authors/{SLUGS[a]}">{esc(a)}</a>'
            )
            role = (
                f'<span class="sics-component__byline__role">{esc(doc.extra["role"])}</span>'
                if doc.extra.get("role")
                else ""
            )
            out.append(
                f'<div class="sics-component__byline"><span class="sics-component__byline__author">{name}</span>{role}</div>'
            )
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        shown = doc.extra.get("updated") or doc.stamp
        when = f'<span class="sics-component__byline__date"><time datetime="{utc_iso(shown, OFF, "z")}">Last updated {nz_time(shown)}</time></span>'
        u = quote(self.url(doc.key), safe="")
        body = self.blocks(
            doc,
            p_tag='<p class="sics-component__story__paragraph">',
            fig=lambda alt, cap: (
                f'<figure class="sics-component__image"><img src="https://resources.purongo.test/images/{doc.path.split("/")[2]}/inline.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        lang_attr = ' lang="mi"' if doc.extra.get("lang") == "mi" and not doc.extra.get("page_lang") else ""
        topics = ""
        if doc.extra.get("lang") == "mi":
            topics = f'<div class="sics-component__topics">{self.a("topic", "Te reo Māori", "tag")} <a href="/topic/marae">Marae</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        more = "".join(
            f'<li class="sics-component__teaser">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        crumb = (
            self.a("teao", "Te Ao Māori", "breadcrumb")
            if doc.section == "Te Ao Māori"
            else self.a("nz", "NZ News", "breadcrumb")
        )
        return f"""<article class="sics-component__story" data-story-id="{doc.path.split("/")[2]}">
<nav class="sics-component__breadcrumb">{crumb}</nav>
<h1 class="sics-component__headline__title">{esc(doc.title)}</h1>
<div class="sics-component__story-info">
{self.byline(doc)}
{when}
</div>
<div class="sics-component__share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share on Facebook</a> <a href="https://x.com/intent/post?url={u}">Share on X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
<figure class="sics-component__image sics-component__image--lead"><img src="https://resources.purongo.test/images/{doc.path.split("/")[2]}/lead.jpg" alt=""><figcaption>Photo: Pūrongo</figcaption></figure>
<div class="sics-component__story__body"{lang_attr}>
{body}
<aside class="sics-component__support"><h3>Kia ora, thanks for reading</h3><p>Pūrongo's journalism is free to read. If you can, please support us with a one-off or monthly contribution.</p><a href="{ORIGIN}/support">Support Pūrongo</a></aside>
</div>
{topics}
<section class="sics-component__related"><h2>More from Pūrongo</h2><ul>{more}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            shown = d.extra.get("updated") or d.stamp
            cards.append(
                f'<div class="sics-component__teaser"><img src="https://resources.purongo.test/images/{d.path.split("/")[2]}/teaser.jpg" alt="" loading="lazy"><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d))}</p><span class="sics-component__teaser__date">{nz_time(shown)}</span></div>'
            )
        head = f'<h1 class="sics-component__section-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "nz":
            pager = f'<div class="sics-component__pagination">{self.a("nz2", "Next page", "pagination")}</div>'
        elif doc.key == "nz2":
            pager = f'<div class="sics-component__pagination">{self.a("nz", "Previous page", "pagination")} · <a href="/nz-news?page=3">Next page</a></div>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Pūrongo: New Zealand news</h1>'
            pager = f'<div class="sics-component__more">{self.a("nz", "More NZ News", "content")} · {self.a("teao", "More from Te Ao Māori", "content")} · {self.a("tides", "Tide times", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="sics-component__author-profile"><img src="https://resources.purongo.test/authors/aroha-tawhai.jpg" alt="" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/search"><input name="q" value="marae"><button>Search</button></form>'
        elif doc.kind == "tag":
            head = f"<h1>Topic: {esc(doc.title)}</h1><p>Ngā kōrero katoa i te reo Māori. All our stories in te reo Māori.</p>"
        elif doc.key == "teao":
            head = f'<h1 class="sics-component__section-title">{esc(doc.title)}</h1><p>{self.a("topic", "Ngā kōrero i te reo Māori", "content")}</p>'
        return f'<section class="sics-component__section sics-component__section--{doc.kind}">{head}<div class="sics-component__teasers">{"".join(cards)}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "live-data":
            html = html.replace('<table class="data">', '<table class="tide-table">')
            return f'<section class="sics-component__service sics-component__service--tides"><h1>{esc(doc.title)}</h1>\n{html}\n<p><a href="/weather/tides/wellington">Wellington</a> · <a href="/weather/tides/christchurch">Christchurch</a> · <a href="/weather/tides/tauranga">Tauranga</a></p></section>'
        if doc.kind == "subscribe":
            return f'<section class="sics-component__service"><h1>{esc(doc.title)}</h1>\n{html}\n<form action="/newsletters/signup" method="post"><input type="email" placeholder="Your email address"><button>Sign up</button></form></section>'
        return f'<section class="sics-component__service"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
