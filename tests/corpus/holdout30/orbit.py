# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Orbit: a US news portal / aggregator like MSN (`/en-us/news/world/<slug>/ar-AA1xYz2`, `/en-us/news/us`,
`/en-us/news/world?page=2`, `/en-us/news/topic/…`, `/en-us/channel/source/…/sr-…`, `/en-us/news/search?q=`,
`/en-us/news/photos/…/ss-…`, `/en-us/news/video/…/vi-…`, `/en-us/weather/forecast/in-…`,
`/en-us/money/stockdetails/…/fi-…`), English (US), UTF-8. Stories are syndicated from partner publishers and shown
in the portal's template: the partner's name and logo sit above the headline as the "source" (never an author); the
real byline ("Story by …") is sometimes there, sometimes not. JSON-LD names the partner as an `Organization` author
when there is no byline. Printed times are mostly relative ("5h"); machine times are UTC; labels are the US Eastern
day. Non-articles of the portal: a slideshow with captions only, a video clip, a weather forecast, a stock quote."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PARTNERS = {
    "courier": ("The Lakeshore Courier", "sr-vid-k3x8q2"),
    "herald": ("Gulf Coast Herald", "sr-vid-p9w1fe"),
    "tidewire": ("Tidewire", "sr-vid-tw0001"),
    "pinecrest": ("Pinecrest Daily", "sr-vid-pc44n7"),
    "andes": ("Andes Report", "sr-vid-an12b5"),
}

SEARCH_GO = 'class="search-go"'
CARD_TITLE = 'class="card-title"'
LOAD_MORE = 'class="load-more"'

SLIDES = [
    ("Linemen on a bucket truck in Macon", "Georgia Power crews work on a downed line in Macon, Ga., on Thursday."),
    ("Tree on a roof in Augusta", "A live oak rests on the roof of a house on Walton Way in Augusta."),
    ("Flooded street in Savannah", "Water covers Abercorn Street in Savannah after 4 inches of rain fell overnight."),
    ("Shelter cots in Columbia", "Cots are set up at a Red Cross shelter in Columbia, S.C."),
    ("Car under a fallen pine", "A car crushed by a fallen pine in Florence, S.C."),
    ("Volunteers with chainsaws", "Volunteers clear a church parking lot in Rock Hill."),
    ("Utility poles down along a highway", "Utility poles lean over U.S. 301 near Statesboro."),
    ("Boy looks at a flooded yard", "A boy looks at his flooded back yard in Pooler, Ga."),
]


class Orbit(Base):
    origin = "https://www.orbitnow.test"
    name = "Orbit"
    prefix = "orb"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "orb",
            [
                ".articlePage_container",
                ".articlePage_provider",
                ".article-body",
                ".feed-card",
                ".topNav",
                ".more-for-you",
                ".slideshow-slide",
                ".weather-card",
                ".quote-header",
                "fluent-design-system-provider",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/en-us",
                "home",
                "Orbit",
                "portal-home-feed",
                list=["storm", "ferry", "lake", "copper", "fafsa", "bank", "broadband"],
                more="world2",
            )
        )
        add(
            page(
                "world",
                "/en-us/news/world",
                "section",
                "World",
                "portal-section-feed",
                list=["ferry", "copper", "bank"],
                more="world2",
            )
        )
        add(
            page(
                "world2",
                "/en-us/news/world?page=2",
                "section",
                "World",
                "portal-section-page2",
                list=["bank", "copper"],
                older=True,
            )
        )
        add(
            page(
                "topic",
                "/en-us/news/topic/winter-storms",
                "tag",
                "Winter storms",
                "portal-topic-page",
                list=["storm", "lake"],
            )
        )
        add(
            page(
                "source",
                "/en-us/channel/source/Pinecrest%20Daily/sr-vid-pc44n7",
                "source",
                "Pinecrest Daily",
                "portal-partner-channel",
                list=["fafsa", "grocer"],
                partner="pinecrest",
            )
        )
        add(
            page(
                "search",
                "/en-us/news/search?q=store+closings",
                "search",
                "store closings",
                "portal-search-results",
                list=["grocer", "bank"],
            )
        )
        add(
            page(
                "slides",
                "/en-us/news/photos/in-photos-storm-damage-across-georgia-and-the-carolinas/ss-AA1vQ7rT",
                "gallery",
                "In photos: Storm damage across Georgia and the Carolinas",
                "portal-slideshow-captions-only",
                partner="herald",
            )
        )
        add(
            page(
                "video",
                "/en-us/news/video/drone-footage-shows-flooded-rail-yard-in-toledo/vi-AA1vP2mK",
                "video",
                "Drone footage shows flooded rail yard in Toledo",
                "portal-video-clip",
                partner="courier",
            )
        )
        add(
            page(
                "weather",
                "/en-us/weather/forecast/in-Toledo,OH",
                "weather",
                "Toledo, OH weather forecast",
                "portal-weather-forecast",
            )
        )
        add(
            page(
                "quote",
                "/en-us/money/stockdetails/harvest-lane-inc/fi-a1hvln",
                "quote",
                "Harvest Lane Inc",
                "portal-stock-quote",
                list=["grocer"],
            )
        )
        add(
            page(
                "policy",
                "/en-us/news/help/partner-content-standards",
                "policy",
                "Partner content standards",
                "portal-policy-updated",
                [
                    "Last updated: October 14, 2026",
                    "Orbit shows news from more than 1,200 partner publishers. Partners keep full ownership of their stories; Orbit does not edit the text of a partner story except to fix formatting.",
                    "## How partners are chosen",
                    "A partner must have a public corrections policy, name an editor in charge and publish a physical address. We review every partner once a year.",
                    "## Corrections",
                    "Corrections are made by the partner. When a partner updates a story, the version on Orbit is updated within 30 minutes.",
                    "## Sponsored content",
                    "Sponsored content is labelled \u201cSponsored\u201d and never appears inside a partner story.",
                ],
            )
        )
        S = story
        add(
            S(
                "ferry",
                "/en-us/news/world/ferry-strike-strands-thousands-on-greek-islands-as-talks-stall/ar-AA1vQ3bX",
                "Ferry strike strands thousands on Greek islands as talks stall",
                "2026-12-03",
                "2026-12-03T16:20:00Z",
                "6h",
                [],
                [
                    "ATHENS (Tidewire) \u2014 Thousands of travellers were stuck on Greek islands on Thursday as a ferry workers\u2019 strike entered its third day and talks between the seamen\u2019s union and shipowners broke up without a deal.",
                    "The Panhellenic Seamen\u2019s Federation said its members would stay in port until at least Saturday. About 140 scheduled sailings from Piraeus, Rafina and Lavrio were cancelled on Thursday alone, the coast guard said.",
                    'RAW:<div class="inline-readmore"><span>Read more:</span> <a href="/en-us/news/world/greek-tourism-revenue-hits-record/ar-AA1uZ0pp">Greek tourism revenue hits record</a></div>',
                    "The union wants a 9% pay rise and a cap on working hours during the summer season. Shipowners have offered 4% spread over two years.",
                    "\u201cWe are not asking for luxury. We are asking to sleep,\u201d union secretary Yannis Doukas told reporters outside the Labour Ministry.",
                    "On Syros and Naxos, hotels offered stranded guests free nights. Island authorities asked the government to send navy vessels for medical transfers; one patient was flown from Ikaria to Athens by helicopter on Wednesday.",
                    "The ministry said it would call both sides back on Friday morning.",
                ],
                "portal-agency-story-no-byline",
                partner="tidewire",
                section="World",
            )
        )
        add(
            S(
                "lake",
                "/en-us/news/us/ohio-lawmakers-approve-1-2-billion-lake-erie-cleanup-plan/ar-AA1vR0aQ",
                "Ohio lawmakers approve $1.2 billion Lake Erie cleanup plan",
                "2026-12-03",
                "2026-12-03T21:05:00Z",
                "5h",
                ["Karen Liu", "Marcus Dey"],
                [
                    "COLUMBUS \u2014 The Ohio House voted 71-24 on Wednesday to send Gov. Ellen Strickland a $1.2 billion plan to cut the farm runoff that feeds algae blooms in western Lake Erie.",
                    "The bill sets up a 10-year fund for wetlands, buffer strips and manure storage in 24 counties of the Maumee River basin. Farmers who join would receive up to $90 an acre for planting cover crops.",
                    "## What changes for farmers",
                    "Participation stays voluntary, a point that won over most rural Republicans. But counties where phosphorus levels do not fall by 2031 could face mandatory rules, a clause that divided the caucus until the last hour.",
                    "\u201cThis is the first time the state puts real money where the problem starts,\u201d said Rep. Alicia Monroe, a Toledo Democrat who co-wrote the bill.",
                    'RAW:<div class="embed-video"><div class="video-card"><span class="video-label">Related video</span><a href="/en-us/news/video/drone-footage-shows-flooded-rail-yard-in-toledo/vi-AA1vP2mK">Drone footage shows flooded rail yard in Toledo</a><span class="duration">1:12</span></div></div>',
                    "Opponents said the fund relies too much on one-time surplus money. Rep. Dale Harcourt of Defiance County called it \u201ca promise the next legislature will have to pay for.\u201d",
                    "Strickland is expected to sign the bill before Christmas. The first grants would go out next summer.",
                ],
                "portal-partner-story-two-authors",
                partner="courier",
                section="US",
            )
        )
        add(
            S(
                "copper",
                "/en-us/news/world/chile-s-copper-towns-brace-for-water-rationing/ar-AA1vN8cd",
                "Chile\u2019s copper towns brace for water rationing",
                "2026-12-02",
                "2026-12-02T14:00:00Z",
                "Dec 2, 2026",
                ["Sof\u00eda M\u00e1rquez"],
                [
                    "CALAMA, Chile \u2014 In this desert mining town, residents already plan their week around the water truck. From January, they may have to plan around a tap that runs only four days a week.",
                    "The regional water company told city officials last week that the Loa River aquifer is at its lowest level since records began in 1971. A rationing plan would cut supply to homes for 72 hours each week.",
                    "FIG: Water tank on a hill above Calama | A water tank above Calama. (Photo: Andes Report)",
                    "Mining companies use about 60% of the water drawn in the region. Two of them, Cobre Atacama and Minera Tolar, said they would speed up plans to use desalinated seawater piped from the coast, but the pipelines will not be ready before 2029.",
                    "\u201cThey always say the pipeline is coming,\u201d said Ximena Rojas, 54, who runs a bakery near the central market. \u201cMeanwhile I buy water in bottles to make bread.\u201d",
                    "The government in Santiago said it would send an emergency fund of 8 billion pesos to the Antofagasta region.",
                ],
                "portal-partner-story-byline",
                partner="andes",
                section="World",
            )
        )
        add(
            S(
                "fafsa",
                "/en-us/news/us/what-the-new-fafsa-changes-mean-for-families-7-questions-answered/ar-AA1vS5ee",
                "What the new FAFSA changes mean for families: 7 questions answered",
                "2026-12-04",
                "2026-12-04T13:30:00Z",
                "2h",
                ["Jordan Whitaker"],
                [
                    "The federal student aid form for the 2027-28 school year opened this week with several changes. Here is what parents and students need to know.",
                    "## 1. When can I file?",
                    "The form opened on Dec. 1. Some states give aid on a first-come basis, so filing early still matters.",
                    "## 2. Do I need a new account?",
                    "No. Accounts created last year still work, but every contributor must consent again to share tax data.",
                    "## 3. Does the family farm count as an asset?",
                    "Yes, for the second year in a row. Families with farms or small businesses should have a recent valuation ready.",
                    "## 4. What about grandparents\u2019 529 plans?",
                    "Money from a grandparent\u2019s plan no longer counts as student income, which can raise aid eligibility.",
                    "## 5. How long does processing take?",
                    "The Education Department says most forms will be processed within three days, down from weeks last year.",
                    "## 6. Can I fix a mistake?",
                    "Corrections open on Dec. 15. Until then, the form cannot be changed after it is submitted.",
                    "## 7. Where can I get help?",
                    "High school counselors and college aid offices run free filing nights. The federal help line is open seven days a week.",
                    'RAW:<div class="inline-readmore"><span>More from Pinecrest Daily:</span> <a href="/en-us/news/us/best-student-credit-cards/ar-AA1uXq11">The best student credit cards of 2027</a></div>',
                ],
                "portal-explainer-numbered-h2",
                partner="pinecrest",
                section="US",
            )
        )
        add(
            S(
                "storm",
                "/en-us/news/us/storm-knocks-out-power-to-180-000-in-georgia-and-the-carolinas/ar-AA1vQ9zz",
                "Storm knocks out power to 180,000 in Georgia and the Carolinas",
                "2026-12-03",
                "2026-12-04T03:40:00Z",
                "12/03/2026",
                ["Tasha Greene"],
                [
                    "SAVANNAH, Ga. \u2014 A line of severe storms tore across Georgia and the Carolinas on Thursday, knocking out power to more than 180,000 homes and businesses and leaving at least two people injured.",
                    "The National Weather Service confirmed an EF-1 tornado near Statesboro with winds of about 100 mph. A second possible tornado near Florence, S.C., is under review.",
                    'RAW:<div class="embed-slideshow"><a href="/en-us/news/photos/in-photos-storm-damage-across-georgia-and-the-carolinas/ss-AA1vQ7rT"><img src="https://img.orbitnow.test/tenant/amp/entityid/AA1vQ7rT.img?w=640" alt="Storm damage"><span class="slide-count">8 photos</span><span class="embed-title">In photos: Storm damage across Georgia and the Carolinas</span></a></div>',
                    "Georgia Power said 96,000 of its customers were without electricity at the peak, most of them around Savannah and Macon. Duke Energy reported 61,000 outages in South Carolina and another 24,000 in North Carolina.",
                    "In Pooler, a falling tree hit a mobile home and injured a man and his teenage son. Both were taken to Memorial Health and were in stable condition, Chatham County officials said.",
                    "Schools in Bulloch and Effingham counties will open two hours late on Friday.",
                    "Crews from Alabama and Tennessee were on their way to help. Utilities said most customers should have power back by Saturday night.",
                ],
                "portal-partner-story-utc-crosses-day",
                partner="herald",
                section="US",
                teaser="Storms knock out power to 180,000 across the Southeast",
            )
        )
        add(
            S(
                "bank",
                "/en-us/news/world/japan-s-central-bank-holds-rates-signals-spring-move/ar-AA1vM1bb",
                "Japan\u2019s central bank holds rates, signals spring move",
                "2026-12-02",
                "2026-12-02T06:10:00Z",
                "Dec 2, 2026",
                ["Kenji Ota"],
                [
                    "TOKYO (Tidewire) \u2014 The Bank of Japan kept its short-term rate at 0.75% on Wednesday but said wage talks in the spring could give it room to raise borrowing costs again.",
                    "Governor Hiroshi Kanda told reporters the bank wanted \u201cto see the numbers from the spring negotiations before moving.\u201d The yen gained 0.6% against the dollar after his remarks.",
                    "Seven of nine board members voted to hold. Two wanted an immediate rise to 1%.",
                    "SIGN: (Reporting by Kenji Ota; Editing by Ruth Amsel)",
                ],
                "portal-agency-brief-reporting-credit",
                partner="tidewire",
                section="World",
            )
        )
        add(
            S(
                "broadband",
                "/en-us/news/us/opinion-small-towns-don-t-need-more-broadband-pilots/ar-AA1vL4ff",
                "Opinion: Small towns don\u2019t need more broadband pilots",
                "2026-12-01",
                "2026-12-01T23:15:00Z",
                "Dec 1, 2026",
                ["Dana Kowalski"],
                [
                    "Every few years someone from a state office drives out to my town with a banner that says \u201cpilot project.\u201d They connect 40 houses, take a photo with the mayor and drive back. Then nothing.",
                    "I was that mayor in Millbrook for eight years. I stood in four of those photos. By my count, we have had more pilots than pilots have had airports.",
                    "What small towns need is boring: a long-term contract, a crew that lives within an hour, and a price that a retired farmer can pay without calling his daughter.",
                    "The federal money now flowing to the states is the largest in a generation. If it goes to another round of demonstrations, we will have wasted it.",
                    "Give it to counties that can show a plan to connect every address, and check in five years whether they did.",
                    "SIGN: Dana Kowalski was mayor of Millbrook, Ohio, from 2015 to 2023. She writes about rural policy.",
                ],
                "portal-opinion-signed-at-end",
                partner="courier",
                section="US",
                no_byline=True,
            )
        )
        add(
            S(
                "grocer",
                "/en-us/money/companies/grocery-chain-harvest-lane-to-close-40-stores/ar-AA1vR7gh",
                "Grocery chain Harvest Lane to close 40 stores",
                "2026-12-03",
                "2026-12-03T19:45:00Z",
                "7h",
                [],
                [
                    "Harvest Lane, the Midwest grocery chain, said Thursday it will close 40 of its 310 stores by the end of February as it struggles with falling sales and higher rents.",
                    'RAW:<div class="ticker-chip"><a href="/en-us/money/stockdetails/harvest-lane-inc/fi-a1hvln">HVLN</a> <span class="chg neg">-4.21%</span></div>',
                    "Most of the closing stores are in Illinois, Indiana and Michigan. The company said about 2,300 workers would be offered jobs at other locations.",
                    "Chief executive Lorraine Batts said the chain would spend the savings on lowering prices in its remaining stores. \u201cWe are going to be smaller, and we are going to be cheaper,\u201d she said on a call with analysts.",
                    "Shares fell more than 4% in afternoon trading.",
                ],
                "portal-money-story-no-byline",
                partner="pinecrest",
                section="Money",
            )
        )

    # ---- templates
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="Orbit">',
        ]
        if doc.is_article:
            partner, _ = PARTNERS[doc.extra["partner"]]
            metas.append('<meta property="og:type" content="article">')
            metas.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            if doc.key != "copper":
                metas.append(f'<meta name="publish_date" content="{doc.iso}">')
            author: object
            if doc.authors and not doc.extra.get("no_byline"):
                author = [{"@type": "Person", "name": a} for a in doc.authors]
            else:
                author = {"@type": "Organization", "name": partner}
                metas.append(f'<meta name="author" content="{esc(partner)}">')
            ld = {
                "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                "dateModified": doc.iso, "author": author, "publisher": {"@type": "Organization", "name": partner},
                "provider": {"@type": "Organization", "name": "Orbit"}, "isAccessibleForFree": True,
            }  # fmt: skip
            if doc.key == "bank":
                # broken JSON-LD: a trailing comma the page ships with
                metas.append('<script type="application/ld+json">' + json.dumps(ld)[:-1] + ",}</script>")
            elif doc.key != "grocer":
                metas.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        elif doc.kind == "video":
            metas.append('<meta property="og:type" content="video.other">')
            metas.append(
                '<script type="application/ld+json">'
                + json.dumps(
                    {
                        "@context": "https://schema.org",
                        "@type": "VideoObject",
                        "name": doc.title,
                        "uploadDate": "2026-12-03T18:02:00Z",
                        "duration": "PT1M12S",
                        "description": "Aerial footage of the Norfolk Southern yard in Toledo after the Maumee overflowed.",
                    }
                )
                + "</script>"
            )
        else:
            metas.append('<meta property="og:type" content="website">')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        page_type = "article" if doc.is_article else doc.kind
        settings = json.dumps(
            {
                "pcsInfo": {"v": "20261204.3_master", "env": "prod"},
                "pageType": page_type,
                "locale": {"language": "en", "market": "us"},
                "aid": f"{zlib.crc32(doc.key.encode()):08x}",
                "featureFlags": {"wpoEnabled": True, "cmpEnabled": True},
            }
        )
        nav = " ".join(
            [
                a("home", "Home", "nav", 'class="nav-item"'),
                a("world", "World", "nav", 'class="nav-item"'),
                '<a class="nav-item" href="/en-us/news/us">US</a>',
                a("topic", "Winter storms", "nav", 'class="nav-item"'),
                a("video", "Video", "nav", 'class="nav-item"'),
                a("weather", "Weather", "nav", 'class="nav-item"'),
                a("quote", "Money", "nav", 'class="nav-item"'),
                '<a class="nav-item" href="/en-us/sports">Sports</a>',
                '<a class="nav-item" href="/en-us/entertainment">Entertainment</a>',
                '<a class="nav-item" href="/en-us/play">Play</a>',
            ]
        )
        search = f'<form class="search-box" action="/en-us/news/search" method="get"><input type="search" name="q" placeholder="Search the web"><button>{a("search", "Search", "nav", SEARCH_GO)}</button></form>'
        footer = " ".join(
            [
                a("policy", "Partner content standards", "footer"),
                '<a href="https://privacy.orbit-corp.test/privacystatement">Privacy &amp; Cookies</a>',
                '<a href="https://www.orbit-corp.test/servicesagreement">Terms of use</a>',
                '<a href="/en-us/feedback">Feedback</a>',
                '<a href="/en-us/news/help/advertise">Advertise</a>',
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en-us" dir="ltr">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="preconnect" href="https://assets.orbitnow.test">
<link rel="icon" href="https://assets.orbitnow.test/statics/icons/favicon.ico">
{self.head(doc)}
<script>window._pageTimings={{"TTJSStart":Math.round(performance.now())}};var _clientSettings={settings};</script>
<script src="https://assets.orbitnow.test/bundles/v1/orbit/latest/common.9f31c2.js" defer></script>
<script src="https://assets.orbitnow.test/bundles/v1/orbit/latest/{page_type}.4ab20e.js" defer></script>
<style>/*PAD*/</style>
</head>
<body class="page-{page_type}">
<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Cookie consent"><p id="onetrust-policy-text">We and our 190 partners use cookies and similar technologies to personalize ads and content, measure performance and improve our services. You can change your choices at any time.</p><button id="onetrust-accept-btn-handler">Accept</button><button id="onetrust-reject-all-handler">Reject</button><button class="ot-sdk-show-settings">Manage preferences</button></div>
<fluent-design-system-provider base-layer-luminance="1">
<header class="header-wc" role="banner"><a class="logo" href="/en-us" aria-label="Orbit home"><svg viewBox="0 0 60 20"><circle cx="10" cy="10" r="8"></circle></svg></a>{search}<div class="header-tools"><button class="signin">Sign in</button><button class="settings" aria-label="Settings"></button></div></header>
<nav class="topNav" aria-label="Channels">{nav}</nav>
<main id="main" class="main-content">
{main}
</main>
<footer class="footer-wc" role="contentinfo"><div class="footer-links">{footer}</div><p class="copyright">\u00a9 2026 Orbit Corporation</p></footer>
</fluent-design-system-provider>
</body>
</html>
"""

    def provider(self, key: str, zone: str = "content") -> str:
        name, sid = PARTNERS[key]
        logo = f'<img class="provider-logo" src="https://img.orbitnow.test/tenant/amp/entityid/{sid}.img?h=32&amp;w=32" alt="{esc(name)} logo" width="16" height="16">'
        if key == "pinecrest":
            link = self.a(
                "source",
                name,
                zone,
                'class="providerLink"',
                inner=f'{logo}<span class="provider-name">{esc(name)}</span>',
            )
        else:
            link = f'<a class="providerLink" href="/en-us/channel/source/{esc(name.replace(" ", "%20"))}/{sid}">{logo}<span class="provider-name">{esc(name)}</span></a>'
        return f'<div class="articlePage_provider" data-t=\'{{"n":"provider"}}\'>{link}<button class="follow-button" aria-label="Follow {esc(name)}">Follow</button></div>'

    def story_main(self, doc: Doc) -> str:
        partner, _ = PARTNERS[doc.extra["partner"]]
        byline = ""
        if doc.authors and not doc.extra.get("no_byline"):
            byline = f'<span class="byline">Story by {esc(" and ".join(doc.authors))}</span> \u2022 '
        if doc.key == "bank":
            byline = ""  # the agency brief: the reporter only in the closing credit
        stamp = (
            f'<time class="articlePage_date" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.key != "copper"
            else f'<span class="articlePage_date">{esc(doc.stamp)}</span>'
        )
        minutes = max(1, sum(len(b[1].split()) for b in doc.blocks if b[0] == "p") // 200)
        more = [k for k in ("storm", "ferry", "lake", "copper", "fafsa", "grocer", "broadband") if k != doc.key][:4]
        cards = "".join(
            f'<div class="feed-card small">{self.provider_name(k)}{self.a(k, self.docs[k].teaser or self.docs[k].title, "related", CARD_TITLE)}</div>'
            for k in more
        )
        return f"""<msn-article-page>
<div class="articlePage_container">
<div class="breadcrumb"><span>{esc(doc.section)}</span></div>
{self.provider(doc.extra["partner"])}
<h1 class="viewsHeaderText">{esc(doc.title)}</h1>
<div class="articlePage_bylineContainer">{byline}{stamp} \u2022 <span class="read-time">{minutes} min read</span></div>
<div class="social-bar"><button class="like" aria-label="Like">&#x1F44D; 212</button><button class="comments" aria-label="Comments">&#x1F4AC; 48</button><button class="share">Share</button><button class="save">Save</button></div>
<div class="article-body" data-t='{{"n":"ArticleBody"}}'>
{self.blocks(doc)}
</div>
<div class="articlePage_copyright">\u00a9 2026 {esc(partner)}. Provided by {esc(partner)}.</div>
<div class="feedback-row"><span>Was this article helpful?</span><button>Yes</button><button>No</button></div>
</div>
<section class="more-for-you" aria-label="More for you"><h2>More for You</h2>{cards}</section>
<aside class="rr-column"><div class="native-ad" data-adslot="rr1"><span class="sponsored">Sponsored</span><a href="https://ad.orbitnow.test/click?id=4412">Seniors in Ohio are switching to this plan</a></div></aside>
</msn-article-page>"""

    def provider_name(self, key: str) -> str:
        return f'<span class="card-provider">{esc(PARTNERS[self.docs[key].extra["partner"]][0])}</span>'

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            img = f'<img src="https://img.orbitnow.test/tenant/amp/entityid/{d.path.rsplit("/", 1)[-1]}.img?w=300&amp;h=174" alt="" loading="lazy">'
            cards.append(
                f'<div class="feed-card">{img}{self.provider_name(k)}{self.a(k, d.teaser or d.title, "content", CARD_TITLE)}<p class="card-abstract">{esc(self.lede(d))}</p><span class="card-time">{esc(d.stamp)}</span></div>'
            )
        extra = ""
        if doc.key == "home":
            extra = f'<div class="weather-mini">{self.a("weather", "Toledo 34°F Cloudy", "content")}</div><div class="slides-teaser">{self.a("slides", "In photos: Storm damage across Georgia and the Carolinas", "content")}</div><div class="markets-mini">{self.a("quote", "HVLN 18.42 -4.21%", "content")}</div><div class="video-teaser">{self.a("video", "Drone footage shows flooded rail yard in Toledo", "content")}</div>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="feed-more">{self.a(doc.extra["more"], "See more stories", "pager", LOAD_MORE)}</div>'
        if doc.extra.get("older"):
            more = f'<div class="feed-more">{self.a("world", "Newer stories", "pager")}</div>'
        heading = esc(doc.title)
        if doc.kind == "search":
            heading = f"Results for \u201c{esc(doc.title)}\u201d"
        if doc.kind == "source":
            heading = f'{self.provider("pinecrest", "content")}<p class="channel-desc">News, money and lifestyle from the Pinecrest Valley. 212K followers.</p>'
            return f'<section class="channel-page">{heading}<div class="feed">{"".join(cards)}</div></section>'
        if doc.kind == "quote":
            return self.quote_main(doc, cards)
        return f'<section class="feed-page"><h1 class="feed-heading">{heading}</h1>{extra}<div class="feed">{"".join(cards)}</div>{more}</section>'

    def quote_main(self, doc: Doc, cards: list[str]) -> str:
        rows = [
            ("Open", "19.20"),
            ("High", "19.31"),
            ("Low", "18.05"),
            ("Prev close", "19.23"),
            ("Volume", "4.82M"),
            ("Market cap", "1.94B"),
            ("P/E ratio", "11.6"),
            ("52-wk high", "27.88"),
            ("52-wk low", "16.40"),
            ("Dividend yield", "2.1%"),
        ]
        table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
        return f"""<section class="quote-page">
<div class="quote-header"><h1>Harvest Lane Inc</h1><span class="ticker">NASDAQ: HVLN</span><div class="price">18.42 <span class="chg neg">-0.81 (-4.21%)</span></div><div class="asof">As of 4:00 PM EST 12/03/2026</div></div>
<div class="chart" data-range="1D"><svg viewBox="0 0 300 100"><polyline points="0,20 50,30 100,45 150,60 200,70 250,72 300,80"></polyline></svg><div class="ranges"><button>1D</button><button>5D</button><button>1M</button><button>1Y</button><button>5Y</button></div></div>
<table class="key-stats">{table}</table>
<div class="company-profile"><h2>About Harvest Lane Inc</h2><p>Harvest Lane Inc operates 310 grocery stores in nine Midwest states. Founded 1958. Headquarters: Naperville, IL. Employees: 28,400.</p></div>
<h2>Related news</h2><div class="feed">{"".join(cards)}</div>
</section>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            slides = "".join(
                f'<div class="slideshow-slide" data-index="{i + 1}"><img src="https://img.orbitnow.test/tenant/amp/entityid/AA1vQ7rT-{i + 1}.img?w=768" alt="{esc(alt)}"><div class="slide-caption"><span class="counter">{i + 1} of {len(SLIDES)}</span><p>{esc(cap)}</p><span class="credit">\u00a9 Gulf Coast Herald</span></div></div>'
                for i, (alt, cap) in enumerate(SLIDES)
            )
            return f'<section class="slideshow-page">{self.provider("herald")}<h1>{esc(doc.title)}</h1><div class="slideshow">{slides}</div><div class="slideshow-nav"><button>Previous</button><button>Next</button></div><div class="next-slideshow">{self.a("storm", "Storm knocks out power to 180,000 in Georgia and the Carolinas", "related")}</div></section>'
        if doc.kind == "video":
            return f'<section class="video-page">{self.provider("courier")}<div class="video-player" data-src="https://vid.orbitnow.test/hls/AA1vP2mK/master.m3u8"><video poster="https://img.orbitnow.test/tenant/amp/entityid/AA1vP2mK.img" controls></video></div><h1>{esc(doc.title)}</h1><p class="video-desc">Aerial footage of the Norfolk Southern yard in Toledo after the Maumee overflowed.</p><span class="video-meta">1:12 \u2022 12/03/2026</span><div class="up-next"><h2>Up next</h2>{self.a("lake", "Ohio lawmakers approve $1.2 billion Lake Erie cleanup plan", "related")}</div></section>'
        if doc.kind == "weather":
            days = [
                ("Fri", "38\u00b0", "27\u00b0", "Snow showers", "60%"),
                ("Sat", "31\u00b0", "22\u00b0", "Cloudy", "20%"),
                ("Sun", "35\u00b0", "25\u00b0", "Partly sunny", "10%"),
                ("Mon", "41\u00b0", "30\u00b0", "Rain", "70%"),
                ("Tue", "44\u00b0", "33\u00b0", "Cloudy", "30%"),
                ("Wed", "39\u00b0", "28\u00b0", "Snow", "50%"),
                ("Thu", "36\u00b0", "24\u00b0", "Sunny", "0%"),
            ]
            rows = "".join(
                f"<tr><td>{d}</td><td>{h}</td><td>{lo}</td><td>{c}</td><td>{p}</td></tr>" for d, h, lo, c, p in days
            )
            return f'<section class="weather-page"><h1>{esc(doc.title)}</h1><div class="weather-card current"><span class="temp">34\u00b0F</span><span class="cond">Cloudy</span><span class="feels">Feels like 27\u00b0</span><span class="wind">Wind 14 mph WSW</span></div><p class="weather-summary">Expect snow showers Friday morning with up to an inch on grassy surfaces. Colder air moves in for the weekend before rain returns Monday.</p><table class="daily-forecast"><thead><tr><th>Day</th><th>High</th><th>Low</th><th>Conditions</th><th>Precip</th></tr></thead><tbody>{rows}</tbody></table><div class="weather-news">{self.a("topic", "Winter storms: latest news", "related")}</div></section>'
        return f'<article class="help-article"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</article>'
