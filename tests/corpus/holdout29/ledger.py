# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Ledger: a UK national on a **Guardian-DCR-like** renderer (`data-gu-name` attributes, emotion `dcr-` classes,
`<gu-island>`, `window.guardian` config, `/uk-news/2026/dec/04/<slug>`, `/uk-news/live/…`, `/uk-news/gallery/…`,
`/uk-news?page=2`, `/environment/flooding`, `/profile/…`), British English, UTF-8. NewsArticle / LiveBlogPosting
JSON-LD and `article:published_time` in UTC (= GMT, the local time in December). A live blog with timestamped
blocks and a "(now) / (earlier) / Edited by" byline, a photo gallery of captions (not an article), an obituary whose
closing "born …; died …" line is body, a letters page whose signatures are body, and a comment piece whose italic
bio line is not."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PROFILES = {
    "Mark Hughes": "mark-hughes",
    "Sian Powell": "sian-powell",
    "Rhiannon Bale": "rhiannon-bale",
    "Dev Malhotra": "dev-malhotra",
    "Catriona Maclean": "catriona-maclean",
    "Peter Ashdown": "peter-ashdown",
    "Yasmin Farouk": "yasmin-farouk",
}

BLOCKS = [
    (
        "2026-12-04T16:10:00.000Z",
        "16.10 GMT",
        "Environment Agency: 31 severe flood warnings remain",
        "The Environment Agency says 31 severe flood warnings, meaning a danger to life, remain in place across Yorkshire and the Midlands. It expects river levels on the Ouse at York to peak overnight.",
    ),
    (
        "2026-12-04T15:25:00.000Z",
        "15.25 GMT",
        "Rail services suspended between Leeds and York",
        "Northern and TransPennine Express say no trains will run between Leeds and York for the rest of the day after water covered the line at Church Fenton.",
    ),
    (
        "2026-12-04T14:02:00.000Z",
        "14.02 GMT",
        "",
        "Residents of Tadcaster have been filling sandbags at the rugby club since early morning. One volunteer, Lynn Carter, said: “We’ve done this before. We know the drill, but it doesn’t get easier.”",
    ),
    (
        "2026-12-04T12:40:00.000Z",
        "12.40 GMT",
        "Prime minister to chair Cobra meeting",
        "Downing Street says the prime minister will chair a meeting of the Cobra emergency committee at 4pm. The environment secretary will travel to York this evening.",
    ),
    (
        "2026-12-04T10:15:00.000Z",
        "10.15 GMT",
        "Welcome",
        "Good morning and welcome to our live coverage of the flooding across northern England after Storm Ingrid brought more than a month’s rain in 36 hours. We will bring you the latest warnings, travel news and reports from our correspondents.",
    ),
]

REL, SEC = 'data-link-name="related"', 'data-link-name="article section"'
NXT, PRV = 'rel="next" data-link-name="pagination | next"', 'rel="prev"'

GALLERY = [
    (
        "A kayaker on a flooded street in York",
        "York, England: a resident paddles along Skeldergate after the Ouse burst its banks. Photograph: Ian Fenwick/The Ledger",
    ),
    (
        "Sheep on a hillside in the Lake District",
        "Borrowdale, Cumbria: sheep gather on higher ground during Storm Ingrid. Photograph: Amy Tranter/Reuters",
    ),
    (
        "Christmas lights in Cardiff",
        "Cardiff, Wales: the Christmas lights are switched on in Queen Street. Photograph: Owain Pugh/PA",
    ),
    (
        "A seal pup on a beach",
        "Horsey, Norfolk: one of the first grey seal pups of the season. Photograph: Graham Rudd/The Ledger",
    ),
    (
        "Commuters under umbrellas on London Bridge",
        "London: commuters cross London Bridge in heavy rain. Photograph: Dev Malhotra/The Ledger",
    ),
    (
        "A frosty field at dawn",
        "Lockerbie, Scotland: frost covers a field at dawn as temperatures fell to -7C. Photograph: Hamish Coull/Alamy",
    ),
    (
        "Children at a nativity rehearsal",
        "Belfast, Northern Ireland: pupils rehearse their nativity play. Photograph: Orla Devlin/PA",
    ),
    (
        "A lifeboat launching at night",
        "Whitby, North Yorkshire: the RNLI lifeboat launches to help a fishing boat. Photograph: RNLI/PA",
    ),
]


class Ledger(Base):
    origin = "https://www.theledger.test"
    name = "The Ledger"
    prefix = "ldg"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def dcr(self, seed: str) -> str:
        return f"dcr-{zlib.crc32(seed.encode()):08x}"[:11]

    def pad_rules(self) -> list[str]:
        return css_rules("ldg", [f".{self.dcr(str(i))}" for i in range(12)], 260)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/uk",
                "home",
                "The Ledger",
                "dcr-front",
                list=["live", "floods", "obit", "letters", "comment", "longread", "explainer", "pa"],
            )
        )
        add(
            page(
                "uknews",
                "/uk-news",
                "section",
                "UK news",
                "dcr-front-section",
                list=["live", "floods", "explainer", "pa", "obit", "gallery"],
                more="uknews2",
            )
        )
        add(
            page(
                "uknews2",
                "/uk-news?page=2",
                "section",
                "UK news",
                "dcr-tag-page2",
                list=["longread", "letters", "comment"],
                prev="uknews",
            )
        )
        add(
            page(
                "tag",
                "/environment/flooding",
                "tag",
                "Flooding",
                "dcr-tag-page",
                list=["live", "floods", "explainer", "gallery", "letters"],
            )
        )
        add(
            page(
                "profile",
                "/profile/mark-hughes",
                "author",
                "Mark Hughes",
                "dcr-profile",
                list=["live", "floods", "explainer"],
                bio="Mark Hughes is the Ledger’s north of England correspondent, based in Leeds.",
            )
        )
        add(
            page(
                "search",
                "/search?q=storm+ingrid",
                "search",
                "Search",
                "site-search",
                list=["live", "floods", "gallery", "explainer"],
            )
        )
        add(
            page(
                "gallery",
                "/uk-news/gallery/2026/dec/04/storm-ingrid-seal-pups-and-christmas-lights-the-week-in-pictures",
                "gallery",
                "Storm Ingrid, seal pups and Christmas lights: the week in pictures",
                "dcr-gallery-captions-only",
                story_template=True,
                section="UK news",
                stamp="Fri 4 Dec 2026 17.00 GMT",
                iso="2026-12-04T17:00:00.000Z",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About us",
                "dcr-info-page",
                [
                    "The Ledger has been published in London since 1889 and online since 1996. It is owned by the Ledger Foundation, a charity whose only purpose is to secure the paper’s editorial independence in perpetuity.",
                    "## Our editors",
                    "Editor: Fiona Lachlan. Deputy editor: Kwame Asante. Readers’ editor: Janet Moss.",
                    "## Complaints and corrections",
                    "If you think we have got something wrong, email the readers’ editor at reader@theledger.test. Corrections are published daily in print and online.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/info/privacy",
                "policy",
                "Privacy policy",
                "dcr-info-page",
                [
                    "Our privacy policy was last updated on 2 September 2026.",
                    "This policy explains how Ledger News & Media Ltd uses the personal data we collect from you when you use our website, apps and services.",
                    "## What data do we collect?",
                    "We collect registration data such as your email address, payment data when you support us, and data about your use of our services, including through cookies.",
                    "## Your rights",
                    "Under UK data protection law you have the right to access, correct and delete your personal data. Contact our data protection officer at privacy@theledger.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Support The Ledger",
                "dcr-support-page",
                [
                    "Our journalism is free and open for everyone, funded by readers. Support us from just £2 a month.",
                    "## All-access digital",
                    "£12 a month: unlimited access to the app, ad-free reading and the Saturday edition in digital.",
                    "## Print + digital",
                    "From £22.99 a month, delivered or collected from your local shop.",
                ],
            )
        )
        add(
            story(
                "live",
                "/uk-news/live/2026/dec/04/storm-ingrid-flooding-york-leeds-latest-updates",
                "Storm Ingrid: severe flood warnings in Yorkshire as rail lines close – latest updates",
                "2026-12-04",
                "2026-12-04T10:15:00.000Z",
                "Fri 4 Dec 2026 16.10 GMT",
                ["Mark Hughes", "Sian Powell"],
                [line for _iso, _hm, h, t in BLOCKS for line in ([f"## {h}", t] if h else [t])],
                "liveblog-blocks-edited-by",
                section="UK news",
                editor="Rhiannon Bale",
            )
        )
        add(
            story(
                "floods",
                "/uk-news/2026/dec/04/york-residents-evacuated-as-ouse-rises",
                "York residents evacuated as Ouse rises to near-record level",
                "2026-12-04",
                "2026-12-04T08:30:00.000Z",
                "Fri 4 Dec 2026 08.30 GMT",
                ["Mark Hughes", "Dev Malhotra"],
                [
                    "Hundreds of people have been evacuated from their homes in York as the River Ouse rose to within 30cm of its record level, with more rain forecast for northern England.",
                    "FIG: Sandbags outside a house in York | Residents in Clementhorpe prepare for the river to peak. Photograph: Ian Fenwick/The Ledger",
                    "The Environment Agency issued 31 severe flood warnings on Friday morning, the highest number since the winter of 2015-16.",
                    "City of York council opened rest centres at two schools and a leisure centre. Its leader, Ruth Dawson, said about 420 properties had been evacuated overnight.",
                    "“The water came up through the floorboards at 3am. We just grabbed the children and the dog,” said Sophie Bennett, who lives on Lower Ebor Street.",
                    "The Met Office said Storm Ingrid had brought 94mm of rain to parts of the Yorkshire Dales in 36 hours.",
                    "Follow the latest in our [[live|live blog]].",
                ],
                "news-two-authors-and",
                section="UK news",
                standfirst="Environment Agency issues 31 severe flood warnings as Storm Ingrid brings a month’s rain in 36 hours",
            )
        )
        add(
            story(
                "obit",
                "/uk-news/2026/dec/04/margaret-ellison-obituary",
                "Margaret Ellison obituary",
                "2026-12-04",
                "2026-12-04T15:43:00.000Z",
                "Fri 4 Dec 2026 15.43 GMT",
                ["Catriona Maclean"],
                [
                    "Margaret Ellison, who has died aged 88, was a potter whose stoneware bowls, glazed in the greys and greens of the Cumbrian fells, found their way into kitchens and museums across Britain.",
                    "Born in Keswick, the daughter of Thomas Ellison, a quarryman, and his wife, Edith (nee Blamire), a dressmaker, she left school at 15 to work in a pencil factory. At 22 she enrolled at evening classes in ceramics in Carlisle, and by 30 she had set up her own workshop in a former byre at Threlkeld.",
                    "Her breakthrough came in 1974, when the Victoria and Albert Museum bought a set of six storage jars. Commissions followed from restaurants and, in 1989, from the Cumbria cathedral for a baptismal bowl.",
                    "She taught hundreds of students at her workshop and refused to retire, firing her kiln for the last time in September.",
                    "Her husband, the painter John Caird, died in 2011. She is survived by her son, Robert, and two grandchildren.",
                    "Margaret Ann Ellison, potter, born 3 March 1938; died 19 November 2026",
                ],
                "obituary-born-died-line-is-body",
                section="UK news",
                standfirst="Potter whose stoneware, glazed in the colours of the Cumbrian fells, found its way into homes and museums",
            )
        )
        add(
            story(
                "letters",
                "/uk-news/2026/dec/04/rail-fare-rise-will-price-families-off-the-trains",
                "The rail fare rise will price families off the trains",
                "2026-12-04",
                "2026-12-04T17:26:00.000Z",
                "Fri 4 Dec 2026 17.26 GMT",
                [],
                [
                    "Your report on the 4.6% rise in regulated rail fares (3 December) makes grim reading for those of us who have no alternative to the train. My daughter’s season ticket from Huddersfield to Manchester will cost more than her rent.",
                    "Joan Baker, Huddersfield, West Yorkshire",
                    "The government says the rise is needed to fund investment. Yet the same week, it postponed the electrification of the line to Hull for the third time. Passengers are paying more for less.",
                    "Alan Pritchard, Beverley, East Riding of Yorkshire",
                    "I took the train to see my grandson in Bristol last month. The return fare from Norwich was £187. I drove this month and paid £60 in fuel. I would rather take the train, but I am not a fool.",
                    "Elizabeth Crane, Norwich",
                    "Fares are only half the story. On my line the 07:12 has been cancelled 23 times since September. A price rise would be easier to swallow if the trains actually ran.",
                    "Dr Kieran Walsh, Hebden Bridge, West Yorkshire",
                ],
                "letters-page-signatures-are-body",
                section="UK news",
                standfirst="Letters: Readers respond to the 4.6% rise in regulated fares and the delays to electrification",
                byline_text="Letters",
            )
        )
        add(
            story(
                "comment",
                "/commentisfree/2026/dec/04/flood-defences-north-of-england-funding",
                "Every winter the north floods, and every winter London acts surprised",
                "2026-12-04",
                "2026-12-04T12:00:00.000Z",
                "Fri 4 Dec 2026 12.00 GMT",
                ["Yasmin Farouk"],
                [
                    "I grew up in Hebden Bridge. I have lost count of the number of times I have watched the Calder come through my parents’ front door.",
                    "Every time, ministers arrive in wellies, promise money and leave. Every time, the money turns out to be less than promised and slower than needed.",
                    "The Environment Agency’s own figures show that schemes in the south-east receive almost twice as much per household protected as schemes in Yorkshire. The formula favours places where houses are expensive.",
                    "That is not a law of nature. It is a choice, and it can be changed.",
                    "Until it is, the people of York and Tadcaster and Hebden Bridge will keep filling sandbags.",
                ],
                "comment-italic-bio-not-body",
                section="Opinion",
                standfirst="Flood defence money follows house prices. That is a political choice, and it can be changed",
                bio="Yasmin Farouk is a writer and broadcaster from West Yorkshire",
            )
        )
        add(
            story(
                "pa",
                "/uk-news/2026/dec/04/man-rescued-from-car-in-floodwater-near-selby",
                "Man rescued from car in floodwater near Selby",
                "2026-12-04",
                "2026-12-04T11:48:00.000Z",
                "Fri 4 Dec 2026 11.48 GMT",
                [],
                [
                    "A man has been rescued from the roof of his car after driving into floodwater near Selby, North Yorkshire.",
                    "Firefighters used a boat to reach the 64-year-old on the A19 at Barlby shortly before 7am on Friday, North Yorkshire fire and rescue service said.",
                    "He was checked by paramedics but did not need hospital treatment.",
                    "Group manager Andy Lister said: “Please do not drive through floodwater. Just 30cm of moving water is enough to float a car.”",
                ],
                "agency-brief-pa-media",
                section="UK news",
                standfirst="Firefighters used a boat to reach driver, 64, on A19 at Barlby",
                byline_text="PA Media",
            )
        )
        add(
            story(
                "longread",
                "/uk-news/2026/dec/03/the-town-that-decided-to-let-the-river-in",
                "The town that decided to let the river in",
                "2026-12-03",
                "2026-12-03T06:00:00.000Z",
                "Thu 3 Dec 2026 06.00 GMT",
                ["Peter Ashdown"],
                [
                    "On a wet morning in November, Gwen Holroyd walked me along the bank of the river Derwent at Malton and pointed to a field. “That used to be a car park,” she said. “Now it’s a sponge.”",
                    "After the floods of 2020, Malton did something that most towns refuse to consider. It bought back low-lying land, tore up tarmac and gave it back to the river.",
                    "## A new kind of defence",
                    "Engineers call it natural flood management: leaky dams on moorland streams, new woodland on the hillsides, fields that are allowed to flood so that streets do not.",
                    "The scheme cost £9.2m, less than a third of the price of the concrete wall that was first proposed.",
                    "## Did it work?",
                    "This week, as Storm Ingrid flooded York, Malton stayed dry. The field beside the Derwent was a lake. The streets behind it were not.",
                    "“People thought we were mad,” Holroyd said. “Nobody thinks that now.”",
                ],
                "long-read-pullquote-not-body",
                section="UK news",
                standfirst="After the floods of 2020, Malton bought back its floodplain and gave it to the river. This week, it stayed dry",
                pullquote="“People thought we were mad. Nobody thinks that now.”",
            )
        )
        add(
            story(
                "explainer",
                "/uk-news/2026/dec/04/storm-ingrid-what-we-know",
                "Storm Ingrid: what we know so far",
                "2026-12-04",
                "2026-12-04T13:20:00.000Z",
                "Fri 4 Dec 2026 13.20 GMT",
                ["Sian Powell"],
                [
                    "## Where is worst affected?",
                    "Yorkshire, especially York, Tadcaster and Selby, and parts of Derbyshire and Nottinghamshire along the Trent.",
                    "## How much rain has fallen?",
                    "Up to 94mm in 36 hours in the Yorkshire Dales, according to the Met Office.",
                    "## What about travel?",
                    "Rail lines between Leeds and York are closed. National Highways has closed parts of the A64 and the A19.",
                    "## When will it end?",
                    "The rain should ease by Saturday afternoon, but river levels will stay high into next week.",
                ],
                "explainer-h2-questions",
                section="UK news",
                standfirst="Where the worst flooding is, how much rain has fallen and when it will ease",
            )
        )

    # --- templates ---------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iso = doc.iso or doc.extra.get("iso")
        out = [
            '<meta charset="utf-8">',
            f"<title>{esc(doc.title)} | {esc(doc.section or 'The Ledger')} | The Ledger</title>",
            f'<link rel="canonical" href="{url}">',
            '<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="the Ledger">',
            '<link rel="preconnect" href="https://assets.ledgerapis.test">',
        ]
        if doc.is_article or doc.kind == "gallery":
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="article:published_time" content="{iso}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
                for a in doc.authors:
                    out.append(f'<meta property="article:author" content="{self.origin}/profile/{PROFILES[a]}">')
            ld_type = "LiveBlogPosting" if doc.key == "live" else "NewsArticle"
            ld = {
                "@type": ld_type,
                "@context": "https://schema.org",
                "@id": url,
                "publisher": {
                    "@type": "Organization",
                    "name": "The Ledger",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://uploads.ledger.test/logo.png",
                        "width": 300,
                        "height": 60,
                    },
                },
                "isAccessibleForFree": True,
                "isPartOf": {
                    "@type": ["CreativeWork", "Product"],
                    "name": "The Ledger",
                    "productID": "theledger.test:basic",
                },
                "image": [f"https://i.ledger.test/img/{zlib.crc32(doc.key.encode()) % 99999}.jpg"],
                "author": [
                    {"@type": "Person", "name": a, "sameAs": f"{self.origin}/profile/{PROFILES[a]}"}
                    for a in doc.authors
                ]
                or [{"@type": "Organization", "name": "The Ledger", "sameAs": self.origin}],
                "datePublished": iso,
                "headline": doc.title,
                "dateModified": iso,
                "mainEntityOfPage": url,
            }
            if doc.key == "live":
                ld["coverageStartTime"] = iso
                ld["liveBlogUpdate"] = [
                    {
                        "@type": "BlogPosting",
                        "headline": h or t[:60],
                        "datePublished": b_iso,
                        "url": f"{url}#block-{zlib.crc32(b_iso.encode()):x}",
                    }
                    for b_iso, _hm, h, t in BLOCKS
                ]
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
            out.append(
                f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@type": "WebPage", "name": doc.title, "url": url, "potentialAction": {"@type": "ViewAction", "target": "android-app://com.ledger/https/theledger.test" + doc.path}})}</script>'
            )
        config = {
            "config": {
                "page": {
                    "contentType": "Article"
                    if doc.is_article
                    else ("Gallery" if doc.kind == "gallery" else "Network Front" if doc.kind == "home" else "Tag"),
                    "section": "uk-news",
                    "headline": doc.title,
                    "byline": self.byline_text(doc),
                    "webPublicationDate": iso or "",
                    "isLiveBlog": doc.key == "live",
                    "pageId": doc.path.lstrip("/"),
                    "edition": "UK",
                },
                "switches": {"consentManagement": True, "commercial": True},
            }
        }
        out.append(f"<script>window.guardian = {json.dumps(config, ensure_ascii=False)};</script>")
        return "\n".join(out)

    def byline_text(self, doc: Doc) -> str:
        if doc.extra.get("byline_text"):
            return doc.extra["byline_text"]
        if doc.key == "live":
            return f"{doc.authors[0]} (now) and {doc.authors[1]} (earlier). Edited by {doc.extra['editor']}"
        return " and ".join(doc.authors)

    def frame(self, doc: Doc, main: str) -> str:
        d = self.dcr
        pl = d("pl")
        li = d("pillar")
        pillars = ""
        for k, t in (
            ("home", "News"),
            ("/commentisfree", "Opinion"),
            ("/sport", "Sport"),
            ("/culture", "Culture"),
            ("/lifeandstyle", "Lifestyle"),
        ):
            link = self.a(k, t, "nav", f'class="{pl}" data-link-name="nav3 : primary : {t}"')
            pillars += f'<li class="{li}">{link}</li>'

        subnav = " ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("uknews", "UK"),
                ("/world", "World"),
                ("/environment/climate-crisis", "Climate crisis"),
                ("tag", "Flooding"),
                ("/business", "Business"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
{self.head(doc)}
<style class="webfont">
/*PAD*/
</style>
<script src="https://assets.ledgerapis.test/assets/frameworks.2c1b7f9e.js" defer></script>
<script src="https://assets.ledgerapis.test/assets/index.b6a51e0c.js" type="module"></script>
</head>
<body>
<div id="bannerandheader">
<div data-gu-name="top-bar" class="{d("tb")}"><a href="https://support.theledger.test/?INTCMP=header_support" class="{d("sup")}">Support us</a> <a href="https://profile.theledger.test/signin" data-link-name="nav3 : topbar : signin">Sign in</a> {self.a("search", "Search", "nav")}</div>
<header data-component="nav2" class="{d("hd")}"><div class="{d("logo")}">{self.a("home", "The Ledger - Back to home", "nav", 'data-link-name="nav3 : logo"')}</div>
<nav aria-label="Ledger sections" data-component="nav2"><ul class="{d("pillars")}">{pillars}</ul></nav>
<div data-gu-name="sub-nav" class="{d("subnav")}">{subnav}</div></header>
</div>
<main data-layout="{"LiveLayout" if doc.key == "live" else "StandardLayout" if doc.is_article else "FrontLayout"}" id="maincontent">
{main}
</main>
<footer data-link-name="footer" data-component="footer" class="{d("ft")}">
<ul class="{d("ftl")}"><li>{self.a("about", "About us", "footer")}</li><li>{self.a("privacy", "Privacy policy", "footer")}</li><li><a href="/info/cookies">Cookie policy</a></li><li>{self.a("/index/subjects/a", "All topics", "footer")}</li><li>{self.a("/help/terms-of-service", "Terms & conditions", "footer")}</li><li><a href="mailto:reader@theledger.test">Contact us</a></li><li><a href="https://www.theledger.test/help/accessibility-help">Accessibility settings</a></li></ul>
<div class="{d("ftsup")}"><p>Support the Ledger</p><p>Available for everyone, funded by readers</p>{self.a("subscribe", "Support us", "footer")}</div>
<p class="{d("copy")}">© 2026 Ledger News &amp; Media Limited or its affiliated companies. All rights reserved.</p>
</footer>
<gu-island name="SignInGateSelector" priority="feature" deferuntil="visible" props="{{}}"></gu-island>
<div id="sp_message_container_1103" class="sp_message_container"><div class="message-component">It’s your choice. We and our partners use cookies and similar technologies. <button title="Yes, I’m happy">Yes, I’m happy</button> <button title="Manage or reject cookies">Manage or reject cookies</button></div></div>
</body>
</html>
"""

    def meta_block(self, doc: Doc) -> str:
        d = self.dcr
        if doc.extra.get("byline_text"):
            by = f'<div class="{d("bl")}">{esc(doc.extra["byline_text"])}</div>'
        elif doc.key == "live":
            a, b = doc.authors
            by = f'<div class="{d("bl")}">{self.prof(a)} (now) and {self.prof(b)} (earlier)<span class="{d("ed")}"> Edited by {esc(doc.extra["editor"])}</span></div>'
        elif doc.extra.get("bio"):
            by = f'<div class="{d("bl")}">{self.prof(doc.authors[0])}</div>'
        else:
            by = f'<div class="{d("bl")}">' + " and ".join(self.prof(a) for a in doc.authors) + "</div>"
        stamp = doc.stamp or doc.extra.get("stamp", "")
        return f"""<div data-gu-name="meta" class="{d("meta")}"><address aria-label="Contributor info" data-component="meta-byline" data-link-name="byline">{by}</address>
<details data-gu-name="dateline" class="{d("dl")}"><summary><span class="{d("dls")}">{esc(stamp)}</span></summary></details>
<div class="{d("share")}"><gu-island name="ShareButton" priority="feature" deferuntil="visible" props='{{"pageId":"{doc.path.lstrip("/")}","webTitle":"share"}}'></gu-island><a href="https://www.facebook.com/dialog/share?href={self.url(doc.key)}" data-link-name="facebook">Share on Facebook</a></div></div>"""

    def prof(self, name: str) -> str:
        target = "profile" if name == "Mark Hughes" else f"/profile/{PROFILES[name]}"
        return self.a(target, name, "byline", f'rel="author" class="{self.dcr("au")}" data-link-name="auto tag link"')

    def story_main(self, doc: Doc) -> str:
        d = self.dcr
        if doc.kind == "gallery":
            return self.gallery_main(doc)
        stand = (
            f'<div data-gu-name="standfirst"><div class="{d("sf")}"><p>{esc(doc.extra.get("standfirst", ""))}</p></div></div>'
            if doc.extra.get("standfirst")
            else ""
        )
        if doc.key == "live":
            body = self.live_body(doc)
        else:
            parts = []
            for i, b in enumerate(doc.blocks):
                if b[0] == "p" and doc.key == "letters" and i % 2:
                    who, where = b[1].split(", ", 1)
                    parts.append(f'<p class="{d("p")}"><strong>{esc(who)}</strong>, {esc(where)}</p>')
                elif b[0] == "p":
                    parts.append(f'<p class="{d("p")}">{self.inline(b[1])}</p>')
                elif b[0] == "h2":
                    parts.append(
                        f'<h2 id="{b[1].lower().replace(" ", "-").strip("?")}" class="{d("h2")}">{esc(b[1])}</h2>'
                    )
                elif b[0] == "fig":
                    parts.append(
                        f'<figure id="{zlib.crc32(b[1].encode()):x}" data-spacefinder-role="inline" class="{d("fig")}"><div class="{d("img")}"><picture><img alt="{esc(b[1])}" src="https://i.ledger.test/img/media/{zlib.crc32(b[2].encode()):x}/master/1000.jpg" width="445" height="267" loading="lazy"></picture></div><figcaption data-spacefinder-role="inline" class="{d("cap")}"><span class="{d("capt")}">{esc(b[2])}</span></figcaption></figure>'
                    )
                if i == 2 and doc.extra.get("pullquote"):
                    parts.append(
                        f'<aside data-spacefinder-role="supporting" class="{d("pq")}"><blockquote class="{d("pqb")}">{esc(doc.extra["pullquote"])}</blockquote></aside>'
                    )
            if doc.extra.get("bio"):
                parts.append(f'<p class="{d("p")}"><em>{esc(doc.extra["bio"])}</em></p>')
            if doc.key == "letters":
                parts.append(
                    f'<p class="{d("p")}"><em>Have an opinion on anything you’ve read in the Ledger today? Please <a href="mailto:letters@theledger.test">email us</a> your letter and it will be considered for publication in our letters section.</em></p>'
                )
            body = "\n".join(parts)
        related = "".join(
            f'<li class="{d("rel")}">{self.a(k, self.docs[k].title, "related", REL)}</li>'
            for k in ("floods", "live", "longread", "explainer")
            if k != doc.key
        )
        hero = (
            f'<div data-gu-name="media" class="{d("media")}"><figure><img src="https://i.ledger.test/img/media/{zlib.crc32(doc.path.encode()):x}/main.jpg" alt=""><figcaption class="{d("cap")}">Photograph: Ian Fenwick/The Ledger</figcaption></figure></div>'
            if doc.key not in ("letters", "comment")
            else ""
        )
        return f"""<article class="{d("article")}">
<div class="{d("grid")}">
<div data-gu-name="title" class="{d("title")}"><div class="{d("series")}">{self.a("uknews" if doc.section == "UK news" else "/commentisfree", doc.section, "content", SEC)}</div></div>
<div data-gu-name="headline" class="{d("hl")}"><h1 class="{d("h1")}">{esc(doc.title)}</h1></div>
{stand}
{hero}
{self.meta_block(doc)}
<div data-gu-name="body" class="article-body-commercial-selector article-body-viewer-selector {d("body")}">
{body}
</div>
<div class="{d("submeta")}"><span>Topics</span><ul>{"".join(f"<li>{self.a(k, t, 'tags')}</li>" for k, t in (("tag", "Flooding"), ("uknews", "UK news"), ("/uk/weather", "Weather")))}</ul></div>
<gu-island name="ContributionsEpic" priority="feature" deferuntil="visible"><div class="{d("epic")}"><p>Before you move on… we have a small favour to ask. Millions turn to the Ledger every year for open, independent journalism.</p>{self.a("subscribe", "Support us", "promo")}</div></gu-island>
<aside class="{d("onward")}"><h2>More on this story</h2><ul>{related}</ul></aside>
</div>
</article>"""

    def live_body(self, doc: Doc) -> str:
        d = self.dcr
        keys = "".join(
            f'<li><a href="#block-{zlib.crc32(b[0].encode()):x}">{esc(b[1])} {esc(b[2] or "Volunteers in Tadcaster")}</a></li>'
            for b in BLOCKS[:4]
        )
        out = [
            f'<div data-gu-name="key-events" class="{d("ke")}"><details open><summary>Key events</summary><ul>{keys}</ul></details></div>'
        ]
        out.append(
            f'<div class="{d("filter")}"><span>Show key events only</span> <a href="?filterKeyEvents=true">Please turn on JavaScript to use this feature</a></div>'
        )
        for iso, hm, h, t in BLOCKS:
            hd = f'<h2 class="{d("bh")}">{esc(h)}</h2>' if h else ""
            out.append(
                f'<article id="block-{zlib.crc32(iso.encode()):x}" class="block {d("blk")}" data-gu-name="liveblock"><header class="{d("bhd")}"><a href="#block-{zlib.crc32(iso.encode()):x}" data-link-name="permalink"><time datetime="{iso}" data-relativeformat="med">{hm}</time></a><span class="{d("upd")}">{"Updated at " + hm if h else ""}</span></header>{hd}<div class="block-elements"><p class="{d("p")}">{esc(t)}</p></div><footer class="{d("bf")}"><a href="https://www.facebook.com/dialog/share">Share</a></footer></article>'
            )
        out.append(
            f'<div class="{d("pag")}"><a href="?page=with:block-{zlib.crc32(BLOCKS[-1][0].encode()):x}#liveblog-navigation">Oldest</a></div>'
        )
        return "\n".join(out)

    def gallery_main(self, doc: Doc) -> str:
        d = self.dcr
        items = "\n".join(
            f'<li class="{d("gi")}"><figure><img src="https://i.ledger.test/img/gallery/{zlib.crc32(alt.encode()):x}.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="{d("gc")}"><span>{esc(cap.split(" Photograph:")[0])}</span><span class="{d("gcr")}">Photograph:{esc(cap.split(" Photograph:")[1])}</span></figcaption></figure></li>'
            for alt, cap in GALLERY
        )
        return f"""<article class="{d("gallery")}" data-layout="GalleryLayout">
<div data-gu-name="headline"><span class="{d("gk")}">{self.a("uknews", "UK news", "content")}</span><h1 class="{d("h1g")}">{esc(doc.title)}</h1></div>
<div data-gu-name="standfirst"><p>The week’s best photographs from around the UK, selected by our picture desk.</p></div>
<div data-gu-name="meta"><details data-gu-name="dateline"><summary>{esc(doc.extra["stamp"])}</summary></details></div>
<ul class="{d("gl")}">
{items}
</ul>
<aside class="{d("onward")}"><h2>Most viewed</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("floods", "obit", "live"))}</ul></aside>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        d = self.dcr
        cards = []
        for k in doc.extra["list"]:
            x = self.docs[k]
            kick = (
                "Live"
                if k == "live"
                else (
                    "Obituary"
                    if k == "obit"
                    else (
                        "Letters"
                        if k == "letters"
                        else ("Opinion" if k == "comment" else ("In pictures" if k == "gallery" else ""))
                    )
                )
            )
            kk = f'<span class="{d("kick")}">{kick} </span>' if kick else ""
            cl = 'class="' + d("cl") + '"'
            cards.append(
                f'<li class="{d("card")}"><div data-link-name="card"><h3 class="{d("ch")}">{kk}<span>{self.a(k, x.teaser or x.title, "content", cl)}</span></h3><p class="{d("ct")}">{esc(x.extra.get("standfirst", ""))}</p><footer><time datetime="{x.iso or x.extra.get("iso", "")}">{esc((x.stamp or x.extra.get("stamp", "")).split(" 2026")[0])}</time></footer></div></li>'
            )
        head = f'<section data-link-name="container | headlines"><h2 class="{d("fh")}">{esc(doc.title if doc.kind != "home" else "Headlines")}</h2>'
        if doc.kind == "author":
            head = f'<section><div class="{d("prof")}"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<section><h1 class="{d("fh")}">Search</h1><form action="/search"><input name="q" value="storm ingrid"></form><p>About 4 results</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="{d("pg")}">{self.a(doc.extra["more"], "Next page", "pagination", NXT)}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="{d("pg")}">{self.a(doc.extra["prev"], "Previous page", "pagination", PRV)}</div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section data-link-name="container | spotlight"><h2>Spotlight</h2><ul><li>{self.a("gallery", self.docs["gallery"].title, "content")}</li><li>{self.a("uknews", "More UK news", "content")}</li><li>{self.a("profile", "Mark Hughes in York", "content")}</li></ul></section>'
        return f"""<div class="{d("front")}" data-gu-name="front">
{head}
<ul class="{d("cards")}">
{chr(10).join(cards)}
</ul>{pager}</section>
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        d = self.dcr
        return f"""<article class="{d("info")}"><div data-gu-name="headline"><h1 class="{d("h1")}">{esc(doc.title)}</h1></div>
<div data-gu-name="body" class="article-body-commercial-selector {d("body")}">{self.blocks(doc)}</div>
<aside class="{d("onward")}"><h2>Most viewed</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("floods", "live", "obit"))}</ul></aside></article>"""
