# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Goldfields Courier: a regional Victorian daily (Ballarat) on **WordPress VIP** with a Newspack-like theme
(`/news/2026/12/04/<slug>/`, `/category/news/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`), Australian English,
UTF-8. Yoast SEO `@graph` JSON-LD (`+11:00`, AEDT) on most stories; the storm story's graph is in **UTC** (14:40Z on
3 December = 01:40 on 4 December in Ballarat); the netball story's graph is broken (a trailing comma); the AAP brief
has none. The solar-farm story carries a sponsored "Partner content" box inside the body."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

BOOKMARK, PN, PREV = 'rel="bookmark"', 'class="page-numbers"', 'class="prev page-numbers"'

AUTHORS = {
    "Kate Brennan": ("kate-brennan", "Kate Brennan is the Courier's council and politics reporter."),
    "Liam Ferraro": ("liam-ferraro", "Liam Ferraro covers health, emergency services and the courts."),
    "Tom Fraser": ("tom-fraser", "Tom Fraser is the Courier's chief sports writer."),
    "Priya Nandakumar": ("priya-nandakumar", "Priya Nandakumar writes about business, farming and energy."),
    "Helen Cartwright": ("helen-cartwright", "Helen Cartwright is a retired teacher and a former Ballarat councillor."),
}


class Goldfields(Base):
    origin = "https://www.goldfieldscourier.test"
    name = "The Goldfields Courier"
    prefix = "gfc"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gfc",
            [
                ".site-header",
                ".newspack-inline-popup",
                ".entry-content",
                ".wp-block-newspack-blocks-homepage-articles",
                ".cat-links",
                ".author-bio",
                ".site-footer",
                ".jp-relatedposts",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Goldfields Courier",
                "newspack-homepage",
                list=["storm", "rates", "solar", "hospital", "cricket", "netball", "column", "qa"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "newspack-category",
                list=["storm", "rates", "solar", "hospital", "aapbrief", "qa"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "newspack-category-page2",
                list=["aapbrief", "column", "rates", "solar"],
                prev="news",
            )
        )
        add(page("sport", "/category/sport/", "section", "Sport", "newspack-category", list=["cricket", "netball"]))
        add(
            page(
                "tag",
                "/tag/city-of-ballarat/",
                "tag",
                "City of Ballarat",
                "newspack-tag-archive",
                list=["rates", "column", "qa", "storm"],
            )
        )
        add(
            page(
                "author",
                "/author/kate-brennan/",
                "author",
                "Kate Brennan",
                "newspack-author-archive",
                list=["rates", "qa", "solar"],
                who="Kate Brennan",
            )
        )
        add(
            page(
                "search",
                "/?s=rates",
                "search",
                "Search results for “rates”",
                "wordpress-search",
                list=["rates", "column", "news2"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About us",
                "wordpress-page",
                [
                    "The Goldfields Courier has reported on Ballarat and the Central Highlands since 1867. Today our newsroom of 23 journalists and photographers works from the old Camp Street offices and from bureaus in Ararat, Maryborough and Daylesford.",
                    "We are owned by Central Highlands Media Pty Ltd, a company held by the Courier Community Trust. The trust's deed requires that our editorial decisions are made by the editor alone.",
                    "## Contact the newsroom",
                    "Phone (03) 5300 1867 or email news@goldfieldscourier.test. For corrections, write to the editor, Margaret O’Loughlin, at editor@goldfieldscourier.test.",
                    "## Our standards",
                    "We follow the Australian Press Council’s Standards of Practice. Complaints that are not resolved by us can be taken to the Press Council.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy policy",
                "wordpress-page",
                [
                    "Last updated: 12 November 2026",
                    "This policy explains how Central Highlands Media Pty Ltd collects, uses and discloses personal information in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.",
                    "## What we collect",
                    "We collect the name, email address, postal address and payment details you give us when you subscribe, register or enter a competition, and information about how you use our website and apps.",
                    "## Cookies and analytics",
                    "We and our partners use cookies to keep you logged in, to measure audiences and to show advertising. You can manage your preferences at any time through the cookie settings link at the foot of each page.",
                    "## Access and correction",
                    "You may ask for access to the personal information we hold about you by writing to our privacy officer at privacy@goldfieldscourier.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Goldfields Courier",
                "newspack-reader-revenue",
                [
                    "Local news matters. Get unlimited access to goldfieldscourier.test, the digital edition and our award-winning sport coverage.",
                    "## Digital",
                    "$4 a week for the first 12 weeks, then $6.50 a week. Cancel any time.",
                    "## Digital + Saturday paper",
                    "$8 a week, delivered to your door in Ballarat, Creswick, Buninyong and Smythesdale.",
                    "Already a subscriber? Log in to your account.",
                ],
            )
        )
        add(
            story(
                "storm",
                "/news/2026/12/04/hail-storm-smashes-windows-in-wendouree-and-sebastopol/",
                "Hail storm smashes windows in Wendouree and Sebastopol",
                "2026-12-04",
                "2026-12-03T14:40:00+00:00",
                "December 4, 2026 — 1:40am",
                ["Liam Ferraro"],
                [
                    "The State Emergency Service received more than 140 calls for help after a violent hail storm swept across Ballarat’s western suburbs late on Thursday night.",
                    "Hailstones the size of golf balls smashed windows and skylights in Wendouree, Alfredton and Sebastopol shortly after 11pm, and a section of roof was torn from a warehouse on Gillies Street North.",
                    "FIG: SES volunteers on a roof in Wendouree | SES volunteers cover a damaged roof in Wendouree early on Friday. Picture by Adam Trafford",
                    "Ballarat SES unit controller Deb Ashworth said volunteers worked through the night and would be out again from first light.",
                    "“Most of the jobs are leaking roofs and broken windows. We ask people to stay off their roofs and to call us on 132 500 if they need help,” she said.",
                    "Powercor said about 2300 homes lost power at the height of the storm. Crews had restored supply to all but 180 properties by 1am.",
                    "The Bureau of Meteorology recorded 21 millimetres of rain in 20 minutes at Ballarat Airport. A severe thunderstorm warning for the Central Highlands was cancelled at 12.50am.",
                    "No one was injured, police said.",
                ],
                "news-utc-ld-crosses-day",
                section="News",
                tags=["Weather", "SES"],
                ld="utc",
            )
        )
        add(
            story(
                "rates",
                "/news/2026/12/04/ballarat-ratepayers-face-3-5-per-cent-rise-in-draft-budget/",
                "Ballarat ratepayers face 3.5 per cent rise in draft budget",
                "2026-12-04",
                "2026-12-04T06:00:00+11:00",
                "December 4, 2026 — 6:00am",
                ["Kate Brennan", "Priya Nandakumar"],
                [
                    "Ballarat ratepayers will pay on average $71 more next year under a draft City of Ballarat budget that councillors will consider on Wednesday night.",
                    "The draft proposes a 3.5 per cent rise in the general rate, the maximum allowed under the state government’s rate cap, and a new $18 fee for green waste bins.",
                    "## Where the money goes",
                    "The largest item is $14.2 million for the renewal of roads and footpaths, including the long-delayed upgrade of Sturt Street’s central gardens.",
                    "- $6.8 million for the Ballarat Aquatic and Lifestyle Centre roof",
                    "- $3.1 million for kerbside recycling",
                    "- $1.4 million for new kindergarten rooms in Lucas and Winter Valley",
                    "Mayor Rhys Tenant said the council had cut $2.6 million from its operating costs but could not keep up with the cost of building materials.",
                    "“Nobody likes a rate rise. But if we don’t fix our roads now, we pay more later,” he said.",
                    "Cr Anne Whitfield said she would move to drop the green waste fee. “Families are already doing it tough. This is a tax on people who look after their gardens,” she said.",
                    "Residents can comment on the draft until January 15. Read our [[column|opinion piece on the rates debate]].",
                ],
                "news-two-authors-and",
                section="News",
                tags=["City of Ballarat", "Council"],
                ld="ok",
            )
        )
        add(
            story(
                "solar",
                "/news/2026/12/04/solar-farm-near-learmonth-gets-green-light/",
                "Solar farm near Learmonth gets green light",
                "2026-12-04",
                "2026-12-04T09:15:00+11:00",
                "December 4, 2026 — 9:15am",
                ["Priya Nandakumar"],
                [
                    "A 120-megawatt solar farm on grazing land north of Learmonth has been approved by the state planning minister, ending a two-year dispute with neighbours.",
                    "Developer Haddon Renewables will install about 220,000 panels on 260 hectares along the Sunraysia Highway. Construction is expected to start in mid-2027 and employ 180 people.",
                    "Neighbours had argued the project would take prime farming land and increase the bushfire risk.",
                    "Learmonth farmer Graham Duthie, who led the objectors, said he was disappointed but not surprised. “We were told from the start it was a done deal,” he said.",
                    'RAW:<aside class="wp-block-group partner-box is-style-sponsored"><p class="partner-box__label">Partner content</p><h4>Power your home with the sun</h4><p>Eureka Solar &amp; Batteries is Ballarat’s local installer. Get a free quote for panels and a home battery this summer.</p><p><a href="https://eurekasolar.test/quote?utm_source=gfc" rel="sponsored">Get your free quote</a></p></aside>',
                    "The permit requires the company to plant a three-row vegetation screen, keep sheep grazing under the panels and pay $1500 per megawatt a year into a community fund.",
                    "Haddon Renewables director Simone Achterberg said the fund would be worth $180,000 a year to Learmonth, Miners Rest and Waubra groups.",
                    "The project will connect to the grid at the Ballarat terminal station.",
                ],
                "news-partner-box-in-body",
                section="News",
                tags=["Energy", "Farming"],
                ld="ok",
            )
        )
        add(
            story(
                "hospital",
                "/news/2026/12/03/emergency-department-waits-worst-in-the-state/",
                "Emergency department waits ‘worst in the state’",
                "2026-12-03",
                "2026-12-03T17:30:00+11:00",
                "December 3, 2026 — 5:30pm",
                ["Liam Ferraro"],
                [
                    "Patients arriving at Ballarat Base Hospital’s emergency department waited longer to be seen than at any other major regional hospital in Victoria between July and September, new figures show.",
                    "Only 54 per cent of patients were treated within clinically recommended times, against a state average of 66 per cent, the Victorian Agency for Health Information reported.",
                    "Grampians Health chief executive Dr Farid Hassan said the hospital had seen a 12 per cent jump in presentations and was opening a 16-bed short-stay unit in February.",
                    "“Our staff are working incredibly hard. The new unit will take pressure off the department,” he said.",
                    "Australian Nursing and Midwifery Federation organiser Carla Dimitriou said nurses were being asked to do double shifts two or three times a week.",
                    "Health Minister Lorraine Goddard’s office said the government had invested $1.8 billion in the hospital’s redevelopment.",
                ],
                "news-plain",
                section="News",
                tags=["Health"],
                ld="ok",
            )
        )
        add(
            story(
                "cricket",
                "/sport/2026/12/04/east-ballarat-chase-down-214-with-two-balls-to-spare/",
                "East Ballarat chase down 214 with two balls to spare",
                "2026-12-04",
                "2026-12-04T11:05:00+11:00",
                "December 4, 2026 — 11:05am",
                ["Tom Fraser"],
                [
                    "East Ballarat captain Josh Kilpatrick hit an unbeaten 88 as his side chased down Mt Clear’s 7-214 in the final over at Eastern Oval on Thursday night.",
                    "Needing nine from the last over, Kilpatrick struck two fours off Mt Clear spinner Daniel Reyes before a scrambled single sealed the win.",
                    "“I thought we’d left it too late, to be honest. The boys kept believing,” Kilpatrick said.",
                    "Mt Clear had looked on top after opener Ben Sutherland made 71 from 64 balls.",
                    "The win lifts East Ballarat to third on the Ballarat Cricket Association ladder.",
                    "Meanwhile, Cricket Victoria confirmed Ballarat will host a Big Bash League pre-season match in January.",
                ],
                "sport-byline-with-aap",
                section="Sport",
                tags=["Cricket"],
                byline="By Tom Fraser, with AAP",
                ld="ok",
            )
        )
        add(
            story(
                "netball",
                "/sport/2026/12/03/north-ballarat-roosters-sign-former-vixens-defender/",
                "North Ballarat Roosters sign former Vixens defender",
                "2026-12-03",
                "2026-12-03T15:20:00+11:00",
                "December 3, 2026 — 3:20pm",
                ["Tom Fraser"],
                [
                    "North Ballarat has secured former Melbourne Vixens defender Tayla Okonkwo for the 2027 Ballarat Football Netball League season.",
                    "Okonkwo, 29, grew up in Wendouree and played her junior netball with the Roosters before moving to Melbourne at 17.",
                    "“It feels like coming home. I want to help the young girls coming through,” she said.",
                    "Roosters netball director Fiona McCrae said the signing was the club’s biggest in a decade.",
                    "Okonkwo will also coach the under-15 team.",
                ],
                "sport-broken-jsonld",
                section="Sport",
                tags=["Netball"],
                ld="broken",
            )
        )
        add(
            story(
                "aapbrief",
                "/news/2026/12/04/western-highway-reopens-after-truck-crash-at-beaufort/",
                "Western Highway reopens after truck crash at Beaufort",
                "2026-12-04",
                None,
                "December 4, 2026",
                [],
                [
                    "The Western Highway has reopened at Beaufort after a truck crash closed both lanes for five hours on Friday morning.",
                    "The truck’s driver, a 52-year-old man from Horsham, was taken to hospital with minor injuries.",
                    "A VicRoads spokeswoman said drivers should expect delays while crews repaired a damaged guardrail.",
                ],
                "agency-brief-no-metadata",
                section="News",
                tags=["Roads"],
                byline="AAP",
                ld="none",
            )
        )
        add(
            story(
                "column",
                "/opinion/2026/12/04/our-council-should-spend-less-on-glossy-plans/",
                "Our council should spend less on glossy plans",
                "2026-12-04",
                "2026-12-04T05:00:00+11:00",
                "December 4, 2026 — 5:00am",
                ["Helen Cartwright"],
                [
                    "Every year I read the City of Ballarat’s draft budget, and every year I find another strategy, another consultant and another glossy plan.",
                    "This year there are 14 of them. The Night-Time Economy Strategy alone cost $210,000. I have yet to meet anyone who has read it.",
                    "Meanwhile, the footpath outside my house in Soldiers Hill has been cracked since 2019.",
                    "I am not against planning. I was a councillor for eight years and I know that good plans save money. But a plan that sits on a shelf saves nothing.",
                    "Councillors should ask one question of every line in this budget: will a ratepayer notice the difference?",
                    "If the answer is no, cut it, and leave the rate rise below the cap.",
                ],
                "opinion-bio-at-end",
                section="Opinion",
                tags=["City of Ballarat"],
                bio="Helen Cartwright is a retired teacher and a former Ballarat councillor.",
                ld="ok",
            )
        )
        add(
            story(
                "qa",
                "/news/2026/12/02/qa-the-new-mayor-on-rates-roads-and-the-games-that-never-were/",
                "Q&A: The new mayor on rates, roads and the Games that never were",
                "2026-12-02",
                "2026-12-02T19:00:00+11:00",
                "December 2, 2026 — 7:00pm",
                ["Kate Brennan"],
                [
                    "Rhys Tenant was elected mayor of Ballarat last month. He spoke to Kate Brennan about his first year’s priorities.",
                    "Q: What is the first thing you want to fix? || Roads. Every conversation I have in the supermarket is about potholes.",
                    "Q: Will rates go up? || I won’t pretend otherwise. We are looking at the cap, but we’re also cutting costs.",
                    "Q: Is the city still paying for the cancelled Commonwealth Games? || We are still waiting on $4 million the state promised for the athletes’ village site. I raised it with the Premier on Monday.",
                    "Q: What does success look like in 12 months? || A council that people trust a bit more than they do today.",
                ],
                "qa-interview",
                section="News",
                tags=["City of Ballarat"],
                ld="ok",
            )
        )

    # --- templates ---------------------------------------------------------------------------------------------

    def author_link(self, name: str, zone: str = "byline") -> str:
        slug = AUTHORS[name][0]
        return self.a("author" if slug == "kate-brennan" else f"/author/{slug}/", name, zone, 'class="url fn n"')

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            '<meta charset="UTF-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(doc.title)} | The Goldfields Courier</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{url}">',
            '<meta property="og:locale" content="en_AU">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="The Goldfields Courier">',
            '<link rel="alternate" type="application/rss+xml" title="The Goldfields Courier &raquo; Feed" href="https://www.goldfieldscourier.test/feed/">',
            "<link rel='stylesheet' id='newspack-style-css' href='https://www.goldfieldscourier.test/wp-content/themes/newspack-theme/style.css?ver=2.9.1' media='all'>",
            "<link rel='dns-prefetch' href='//stats.wp.com'>",
        ]
        ld = doc.extra.get("ld")
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            if ld in ("ok", "utc"):
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if ld in ("ok", "utc", "broken"):
                people = [
                    {
                        "@type": "Person",
                        "@id": f"{self.origin}/#/schema/person/{zlib.crc32(a.encode()):x}",
                        "name": a,
                        "url": self.url(f"/author/{AUTHORS[a][0]}/"),
                    }
                    for a in doc.authors
                ]
                graph = {
                    "@context": "https://schema.org",
                    "@graph": [
                        {
                            "@type": "NewsArticle",
                            "@id": f"{url}#article",
                            "isPartOf": {"@id": url},
                            "author": [{"@id": p["@id"]} for p in people],
                            "headline": doc.title,
                            "datePublished": doc.iso or "",
                            "dateModified": doc.iso or "",
                            "mainEntityOfPage": {"@id": url},
                            "publisher": {"@id": f"{self.origin}/#organization"},
                            "articleSection": [doc.section],
                            "inLanguage": "en-AU",
                        },
                        {
                            "@type": "WebPage",
                            "@id": url,
                            "url": url,
                            "name": f"{doc.title} | The Goldfields Courier",
                            "datePublished": doc.iso or "",
                            "breadcrumb": {"@id": f"{url}#breadcrumb"},
                        },
                        {
                            "@type": "BreadcrumbList",
                            "@id": f"{url}#breadcrumb",
                            "itemListElement": [
                                {"@type": "ListItem", "position": 1, "name": "Home", "item": self.origin + "/"},
                                {"@type": "ListItem", "position": 2, "name": doc.title},
                            ],
                        },
                        {
                            "@type": "Organization",
                            "@id": f"{self.origin}/#organization",
                            "name": "The Goldfields Courier",
                            "url": self.origin + "/",
                        },
                        *people,
                    ],
                }
                text = json.dumps(graph, ensure_ascii=False)
                if ld == "broken":
                    text = text.replace('"inLanguage": "en-AU"}', '"inLanguage": "en-AU",}')
                out.append(f'<script type="application/ld+json" class="yoast-schema-graph">{text}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
            graph = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "CollectionPage" if "list" in doc.extra else "WebPage",
                        "@id": url,
                        "url": url,
                        "name": doc.title,
                        "inLanguage": "en-AU",
                    },
                    {
                        "@type": "WebSite",
                        "@id": f"{self.origin}/#website",
                        "url": self.origin + "/",
                        "name": "The Goldfields Courier",
                        "potentialAction": [
                            {
                                "@type": "SearchAction",
                                "target": {
                                    "@type": "EntryPoint",
                                    "urlTemplate": self.origin + "/?s={search_term_string}",
                                },
                                "query-input": "required name=search_term_string",
                            }
                        ],
                    },
                ],
            }
            out.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(graph, ensure_ascii=False)}</script>'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        body_class = (
            "single single-post single-format-standard"
            if doc.is_article
            else ("home blog" if doc.kind == "home" else "archive category")
        )
        nav = "\n".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "News"),
                ("sport", "Sport"),
                ("/category/opinion/", "Opinion"),
                ("/category/entertainment/", "Entertainment"),
                ("/category/property/", "Property"),
                ("/death-notices/", "Death notices"),
            )
        )
        return f"""<!doctype html>
<html lang="en-AU">
<head>
{self.head(doc)}
<style id="newspack-theme-inline-css">
/*PAD*/
</style>
<script>window._wpemojiSettings={{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png"}};</script>
</head>
<body class="{body_class} wp-embed-responsive newspack-theme h-nsub h-db h-dh h-sub header-default-background has-sidebar">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<div id="page" class="site">
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper"><span class="date">Saturday, December 5, 2026</span> <a href="https://www.goldfieldscourier.test/my-account/" class="account-link">Log in</a> <a href="/subscribe/" class="button">Subscribe</a></div></div>
<div class="middle-header-contain"><div class="wrapper"><div class="site-branding">{self.a("home", "The Goldfields Courier", "nav", 'class="custom-logo-link" rel="home"')}<p class="site-description">Ballarat and the Central Highlands since 1867</p></div>
<form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search …" name="s"></label><button type="submit" class="search-submit">Search</button></form></div></div>
<div class="bottom-header-contain desktop-only"><nav class="main-navigation nav1" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">{nav}</ul></nav></div>
</header>
<div id="content" class="site-content">
{main}
</div>
<footer id="colophon" class="site-footer">
<div class="footer-branding"><div class="wrapper">The Goldfields Courier, 18 Camp Street, Ballarat VIC 3350</div></div>
<div class="footer-widgets"><section class="widget widget_nav_menu"><h2 class="widget-title">About</h2><ul class="menu">
<li>{self.a("about", "About us", "footer")}</li><li>{self.a("privacy", "Privacy policy", "footer")}</li><li>{self.a("subscribe", "Subscribe", "footer")}</li><li>{self.a("/newsletters/", "Newsletters", "footer")}</li><li>{self.a("/advertise/", "Advertise with us", "footer")}</li><li><a href="mailto:news@goldfieldscourier.test">Send us a news tip</a></li></ul></section>
<section class="widget widget_text"><h2 class="widget-title">Follow us</h2><p><a href="https://www.facebook.com/goldfieldscourier.test">Facebook</a> · <a href="https://www.instagram.com/goldfieldscourier.test">Instagram</a> · <a href="/feed/">RSS</a></p></section></div>
<div class="site-info"><div class="wrapper">© 2026 Central Highlands Media Pty Ltd. <a href="https://wpvip.com/?utm_source=vip_powered_wpcom&amp;utm_medium=web&amp;utm_campaign=VIP%20Footer%20Credit" class="powered-by-wpvip" rel="generator nofollow">Powered by WordPress VIP</a></div></div>
</footer>
</div>
<div class="newspack-popup-container newspack-popup newspack-lightbox" role="dialog" data-popup-id="8812" hidden><div class="newspack-popup-wrapper"><p>Get the Courier’s morning email, free, every weekday.</p><form class="newspack-newsletters-subscribe"><input type="email" name="npe" placeholder="Email address"><input type="submit" value="Sign up"></form></div></div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner banner-1 optin" role="dialog" aria-live="polite"><div class="cmplz-message">We use cookies to improve your experience and show relevant advertising.</div><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button></div></div>
<!-- Powered by WordPress VIP <https://wpvip.com> -->
<script src="https://www.goldfieldscourier.test/wp-content/plugins/newspack-popups/dist/view.js?ver=2.33.0" id="newspack-popups-view-js" defer></script>
<script src="https://stats.wp.com/e-202649.js" defer></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        byline_text = doc.byline
        if byline_text and not doc.authors:
            byline = f'<span class="byline"><span class="author-source">{esc(byline_text)}</span></span>'
        elif byline_text:
            byline = f'<span class="byline"><span>By</span> <span class="author vcard">{self.author_link(doc.authors[0])}</span><span class="with-agency">, with AAP</span></span>'
        elif doc.extra.get("bio"):
            byline = ""
        else:
            parts = [f'<span class="author vcard">{self.author_link(a)}</span>' for a in doc.authors]
            byline = '<span class="byline"><span>By</span> ' + " and ".join(parts) + "</span>"
        time = (
            f'<time class="entry-date published" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.iso
            else f'<span class="entry-date published">{esc(doc.stamp)}</span>'
        )
        cat = self.a(
            "sport" if doc.section == "Sport" else ("news" if doc.section == "News" else "/category/opinion/"),
            doc.section,
            "content",
            'rel="category tag"',
        )
        tags = " ".join(
            self.a("tag" if t == "City of Ballarat" else f"/tag/{t.lower().replace(' ', '-')}/", t, "tags", 'rel="tag"')
            for t in doc.extra.get("tags", [])
        )
        body = self.blocks(doc, fig=self.fig)
        bio = ""
        if doc.extra.get("bio"):
            bio = f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{self.author_link(doc.authors[0], "content")}</h2></div><p>{esc(doc.extra["bio"])}</p></div></div>'
        related = [k for k in ("rates", "storm", "hospital", "solar", "cricket", "column") if k != doc.key][:3]
        rel = "\n".join(
            f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "related")}</h4><p class="jp-relatedposts-post-date">{esc(self.docs[k].stamp.split(" — ")[0])}</p></div>'
            for k in related
        )
        return f"""<div class="site-breadcrumb desktop-only"><div class="wrapper"><nav class="yoast-breadcrumbs"><span>{self.a("home", "Home", "breadcrumb")} » {cat}</span></nav></div></div>
<div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-{zlib.crc32(doc.key.encode()) % 90000 + 10000}" class="post type-post status-publish format-standard has-post-thumbnail hentry entry">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span>{cat}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-subhead"><div class="entry-meta">{byline}{time}</div>
<div class="tools"><button class="share-button" data-share="facebook">Share</button><a class="share-twitter" href="https://twitter.com/intent/tweet?url={self.url(doc.key)}">Post</a><a class="share-email" href="mailto:?subject={esc(doc.title)}">Email</a></div></div>
</header>
<div class="entry-content">
{body}
{bio}
<div class="newspack-inline-popup" data-popup-id="8813"><p><strong>Support local journalism.</strong> Subscribe to the Courier from $4 a week. {self.a("subscribe", "Subscribe now", "promo")}</p></div>
</div>
<footer class="entry-footer"><span class="tags-links"><span>Tagged:</span> {tags}</span></footer>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>{rel}</div>
<div id="comments" class="comments-area"><p class="no-comments">Comments are closed.</p></div>
</article>
</main></div>"""

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 99991
        return f'<figure class="wp-block-image size-large"><img decoding="async" src="https://www.goldfieldscourier.test/wp-content/uploads/2026/12/{n}.jpg?w=1200" alt="{esc(alt)}" class="wp-image-{n}"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            if not d.is_article:
                items.append(f'<p class="search-more">More results on {self.a(k, "page 2 of News", "content")}</p>')
                continue
            by = ", ".join(d.authors) or d.byline
            pic = f'<img src="/wp-content/uploads/2026/12/t{zlib.crc32(k.encode()) % 9999}.jpg" alt="">'
            img = f'<figure class="post-thumbnail">{self.a(k, d.title, "image", "", pic)}</figure>' if i < 3 else ""
            items.append(
                f'<article class="post-has-image entry">{img}<div class="entry-wrapper"><div class="cat-links">{esc(d.section)}</div><h2 class="entry-title">{self.a(k, d.title, "content", BOOKMARK)}</h2><p>{esc(self.lede(d))}</p><div class="entry-meta"><span class="byline">{esc(by)}</span> <time class="entry-date">{esc(d.stamp.split(" — ")[0])}</time></div></div></article>'
            )
        head = f'<h1 class="page-title"><span class="page-description">{esc(doc.title)}</span></h1>'
        if doc.kind == "author":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-description"><p>{esc(AUTHORS[doc.extra["who"]][1])}</p><p><a href="mailto:kate.brennan@goldfieldscourier.test">Email Kate</a></p></div></header>'
        elif doc.kind == "home":
            head = '<h2 class="screen-reader-text">Top stories</h2>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="navigation pagination"><div class="nav-links"><span class="page-numbers current">1</span> {self.a(doc.extra["more"], "2", "pagination", PN)} <a class="next page-numbers" href="{esc(self.href(doc.extra["more"]))}">Next</a></div></nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="navigation pagination"><div class="nav-links">{self.a(doc.extra["prev"], "Previous", "pagination", PREV)} {self.a(doc.extra["prev"], "1", "pagination", PN)} <span class="page-numbers current">2</span></div></nav>'
        most = "".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("storm", "rates", "netball"))
        side = f'<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Most read</h2><ol>{most}</ol></section><section class="widget"><h2 class="widget-title">Trending searches</h2><p>{self.a("search", "rates", "sidebar")} · {self.a("tag", "City of Ballarat", "sidebar")} · {self.a("author", "Kate Brennan", "sidebar")}</p></section></aside>'
        home_extra = ""
        if doc.kind == "home":
            home_extra = f'<div class="wp-block-newspack-blocks-homepage-articles"><h2 class="article-section-title">More from the newsroom</h2><p>{self.a("news", "All news", "content")} · {self.a("sport", "All sport", "content")} · {self.a("news2", "Older stories", "content")} · {self.a("qa", self.docs["qa"].title, "content")}</p></div>'
        return f"""<section id="primary" class="content-area"><main id="main" class="site-main">
{head}
<div class="wp-block-newspack-blocks-homepage-articles is-grid columns-3 show-image image-aligntop">
{chr(10).join(items)}
</div>
{home_extra}
{pager}
</main>{side}</section>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div id="primary" class="content-area"><main id="main" class="site-main">
<article class="page type-page status-publish hentry entry"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>
<div class="entry-content">{self.blocks(doc)}</div></article>
<aside class="widget"><h2 class="widget-title">Latest news</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("storm", "rates", "aapbrief"))}</ul></aside>
</main></div>"""
