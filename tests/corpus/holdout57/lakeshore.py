# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Lakeshore Courier: a Buffalo, N.Y., daily on an **Arc XP / Fusion**-like front end (`b-headline`,
`b-byline`, `b-article-body`, `c-paragraph`, `window.Fusion`, `/news/local/2026/12/04/<slug>/`,
`/news/local/page/2/`, `/topics/…/`, `/people/…/`, `/search/?q=`), English, UTF-8.

Every story page carries **two complete stories**: the requested one, then, under a "Read next" rule, the full
text of the next story (the infinite-scroll prefetch) in a second `<article class="b-article b-article--next">`
with its own `<h1>`, byline, date and body. The label is the first story only. The eight stories form one
chain, so every story is also printed in full as somebody else's "next". JSON-LD: the requested story's
`NewsArticle` in the head on most pages; the **next story's** `NewsArticle` too on five (inside the prefetched
container on four, in one head `@graph` listing both on one); the review page has **no JSON-LD of its own but
carries the next story's**. Times: printed "Dec. 4, 2026 at 9:40 p.m. ET" (-05:00); the storm story's ISO stamp
is **UTC** (02:40Z on 5 Dec). The editorial (Editorial Board) and the police brief ("From staff reports") credit
no person; their `author` is an Organization."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["snow", "skyway", "paczki", "hoops", "editorial", "ramen", "robbery", "salestax"]
NEXT = {a: ARTS[(i + 1) % len(ARTS)] for i, a in enumerate(ARTS)}
AUTHOR_PAGES = {"Megan Walsh": "people"}
TAG_CLS = 'class="c-tag"'
IMG_CLS = 'class="c-image-link" tabindex="-1" aria-hidden="true"'
BTN_CLS = 'class="c-button"'


class Lakeshore(Base):
    origin = "https://www.lakeshorecourier.test"
    name = "The Lakeshore Courier"
    prefix = "lsc"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lsc",
            [
                ".b-header-nav",
                ".b-headline",
                ".b-byline",
                ".b-date",
                ".b-article-body .c-paragraph",
                ".b-read-next",
                ".b-card-list",
                ".b-footer",
                ".c-ad",
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
                "The Lakeshore Courier",
                "arc-homepage",
                list=["snow", "skyway", "salestax", "paczki", "hoops", "ramen", "editorial", "robbery"],
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "arc-section-front",
                list=["snow", "skyway", "robbery", "salestax"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local/page/2/",
                "section",
                "Local News",
                "arc-section-page2",
                list=["paczki", "editorial"],
                prev="local",
            )
        )
        add(page("sports", "/sports/", "section", "Sports", "arc-section-front", list=["hoops"]))
        add(
            page(
                "topic", "/topics/lake-effect-snow/", "tag", "Lake-effect snow", "arc-topic", list=["snow", "salestax"]
            )
        )
        add(
            page(
                "people",
                "/people/megan-walsh/",
                "author",
                "Megan Walsh",
                "arc-author",
                list=["snow", "salestax"],
                bio="Megan Walsh covers weather, transportation and the environment for The Lakeshore Courier. She joined the paper in 2019 from the Rochester Daily Record.",
            )
        )
        add(
            page(
                "search",
                "/search/?q=skyway",
                "search",
                "Search results for “skyway”",
                "arc-search",
                list=["skyway", "editorial"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About The Lakeshore Courier",
                "arc-static",
                [
                    "The Lakeshore Courier has covered Buffalo and Western New York since 1911. Our newsroom of 48 journalists works from the old Courier building on Washington Street.",
                    "We are owned by Lakeshore Media Partners, a locally held company. Our editorial board is separate from the newsroom: news reporters do not write editorials, and editorial writers do not cover the news.",
                    "To reach the newsroom, email news@lakeshorecourier.test or call 716-555-0142. To report an error, email corrections@lakeshorecourier.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "arc-static",
                [
                    "Last updated: Oct. 20, 2026",
                    "This policy explains what information Lakeshore Media Partners collects when you use our websites, apps and newsletters, and how we use it.",
                    "We collect information you give us, such as your name and email address when you subscribe, and information collected automatically, such as the pages you read and the device you use.",
                    "California and Virginia residents may have additional rights. You can opt out of the sale or sharing of personal information by using the “Do Not Sell or Share My Personal Information” link at the bottom of every page.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "subscribe",
                "Newsletters",
                "arc-newsletter-signup",
                letters=[
                    (
                        "The Morning Courier",
                        "The day's top stories from Buffalo and Western New York, every weekday at 6 a.m.",
                    ),
                    ("Snow Day", "Storm alerts, closings and the forecast, whenever lake-effect snow is on the way."),
                    ("Eat Buffalo", "Restaurant reviews and food news, every Thursday."),
                    ("Friday Night Lights", "High school scores and highlights from across the region."),
                ],
            )
        )
        add(
            story(
                "snow",
                "/news/local/2026/12/04/lake-effect-storm-could-drop-3-feet-of-snow-on-southtowns/",
                "Lake-effect storm could drop 3 feet of snow on the Southtowns by Sunday",
                "2026-12-04",
                "2026-12-05T02:40:00Z",
                "Published Dec. 4, 2026 at 9:40 p.m. ET",
                ["Megan Walsh"],
                [
                    "The first major lake-effect storm of the season is taking aim at the Southtowns, and forecasters say some communities could see 3 feet of snow or more by Sunday morning.",
                    "The National Weather Service issued a lake-effect snow warning Friday evening for southern Erie County, Chautauqua County and the Boston Hills, in effect from 7 a.m. Saturday to 1 p.m. Sunday. A band of heavy snow is expected to set up off Lake Erie early Saturday and drift between Hamburg and Orchard Park through the day.",
                    "“This is the kind of setup we watch for all fall,” said meteorologist Karen Liu of the weather service's Buffalo office. “The lake is still warm, about 48 degrees, and the air coming across it is very cold. That's a recipe for snowfall rates of 3 to 4 inches an hour under the heaviest band.”",
                    "Where exactly that band stalls will make all the difference. Areas just a few miles north, including the city of Buffalo, may see only a dusting, while towns such as Eden, Colden and Boston could be buried.",
                    "Erie County Executive Janet Morrow said the county has 140 plows and crews ready and urged residents in the warning area to stay off the roads Saturday afternoon and evening. The state Thruway Authority said it may close the Thruway between exits 55 and 59 if visibility drops.",
                    "Several school districts have already canceled Saturday activities. The Orchard Park Central School District moved its winter concert to Tuesday, and youth hockey tournaments at two rinks in Hamburg were postponed.",
                    "The storm comes less than two weeks after a November system dropped 14 inches on parts of Chautauqua County. Forecasters expect the lake to stay warm enough for more lake-effect events through at least mid-December.",
                    "Residents can check the county's snow emergency map and plow tracker online, and National Grid reminded customers to report downed lines by phone rather than approaching them.",
                ],
                "arc-story-utc-ld-both-lds",
                section="Local News",
                ld="main+next",
                topic=True,
            )
        )
        add(
            story(
                "skyway",
                "/news/local/2026/12/04/city-council-votes-to-study-turning-skyway-into-elevated-park/",
                "City council votes to study turning the Skyway into an elevated park",
                "2026-12-04",
                "2026-12-04T14:15:00-05:00",
                "Published Dec. 4, 2026 at 2:15 p.m. ET",
                ["Daniel Okafor"],
                [
                    "The Buffalo Common Council voted 7-2 on Friday to spend $450,000 on a feasibility study of turning the Skyway, the elevated stretch of Route 5 that towers over the Outer Harbor, into a linear park once traffic is moved to a new surface road.",
                    "The idea has circulated for years among architects and waterfront advocates, who point to New York City's High Line as proof that old transportation structures can become destinations. Supporters say a park 110 feet above the harbor would offer views of the lake, the grain elevators and the downtown skyline that no other place in the city can match.",
                    "“We have a chance to take something that divided this city from its waterfront and turn it into the thing that connects them,” said Council Member Andrea Pettit, who sponsored the resolution.",
                    "Skeptics on the council questioned the cost of maintaining a nearly mile-long concrete bridge that is already more than 70 years old. The state Department of Transportation has estimated that simply keeping the structure safe would cost at least $5 million a year.",
                    "“I'm not against dreaming,” said Council Member Robert Kaczmarek, who voted no. “But before we fall in love with renderings, I want to know who pays to keep the lights on and the concrete from falling into the river.”",
                    "The study, to be carried out by a consultant chosen next spring, will look at engineering, costs, access from downtown and the Outer Harbor, and possible private partners. Results are due by the end of 2027.",
                    "The state has not yet decided the Skyway's fate. Its current plan calls for a new route for Route 5 traffic by 2031, but leaves open whether the bridge itself is torn down.",
                ],
                "arc-story-main-ld-only",
                section="Local News",
                ld="main",
            )
        )
        add(
            story(
                "paczki",
                "/news/local/2026/12/03/polonia-bakery-paczki-recipe-survives-third-owner/",
                "A Polonia bakery's paczki recipe survives its third owner",
                "2026-12-03",
                "2026-12-03T06:00:00-05:00",
                "Published Dec. 3, 2026 at 6 a.m. ET",
                ["Rosa Delgado"],
                [
                    "At 3 a.m., the only light on Fillmore Avenue comes from the front window of Wozniak's Bakery, where Luis Ortega is rolling out dough by hand on a steel table that has been in the building since 1952.",
                    "Ortega, 41, bought the bakery in March from the family that had run it for three decades. He is its third owner, and the first who did not grow up speaking Polish. But the recipe for the bakery's paczki, the filled doughnuts that draw lines around the block every Fat Tuesday, has not changed by a gram.",
                    "“They gave me the recipe on an index card, all in pencil,” Ortega said. “The card is so old you can barely read it. I had it laminated the first day.”",
                    "The bakery was opened by Stanisław Wozniak, who arrived in Buffalo after World War II and worked at a steel plant before saving enough to buy the storefront. His daughter sold the business in 1994 to Teresa and Mark Zielinski, who kept the name, the recipe and the customers.",
                    "When the Zielinskis decided to retire, they had two offers. One was from a developer who wanted the building for apartments. The other was from Ortega, who had worked at the bakery for eleven years, first washing pans and then running the night shift.",
                    "“It was not a hard decision,” Teresa Zielinski said. “Luis knew the ovens better than we did.”",
                    "Ortega has added a few things, including conchas and a guava-filled pastry that sells out most Saturdays. But the paczki, filled with prune, rose hip, custard or raspberry, are still the reason most people come in.",
                    "Last Fat Tuesday, the bakery sold about 9,000 of them. Ortega is already planning for February. “My mother came up from Puerto Rico to help last time,” he said. “Now she tells everyone she is Polish.”",
                ],
                "arc-feature-graph-both",
                section="Local News",
                ld="graph",
            )
        )
        add(
            story(
                "hoops",
                "/sports/2026/12/04/orchard-park-girls-basketball-opens-with-overtime-win/",
                "Orchard Park girls basketball opens with overtime win over Williamsville North",
                "2026-12-04",
                "2026-12-04T22:50:00-05:00",
                "Published Dec. 4, 2026 at 10:50 p.m. ET",
                ["Tom Brennan"],
                [
                    "Orchard Park's Ella Sikorski hit two free throws with 4.1 seconds left in overtime Friday night to give the Quakers a 58-56 win over Williamsville North in the season opener for both teams.",
                    "Sikorski, a junior guard, finished with 22 points, including four 3-pointers, and added seven rebounds. Senior forward Maya Jenkins had 14 points and 11 rebounds for Orchard Park, which trailed by nine at halftime.",
                    "Williamsville North, which reached the sectional semifinals last season, led 44-38 with three minutes left in regulation before Orchard Park closed on a 10-4 run. Jenkins tied the game with a putback at the buzzer to force overtime.",
                    "Orchard Park's defense made the difference after halftime. The Quakers switched to a full-court press for most of the third quarter and forced 11 turnovers in the second half, turning them into 15 points. Freshman guard Ava Thompson, playing in her first varsity game, came off the bench to record four steals.",
                    "In overtime, the teams traded baskets until Sikorski drove the lane in the final seconds and was fouled by North's Claire Hughes, who fouled out on the play.",
                    "“We were tired, we were sloppy, and we found a way,” Orchard Park coach Lisa Marchetti said. “That's a good team over there. I'll take a win like this in December every time.”",
                    "Grace Nowicki led Williamsville North with 19 points. The Spartans host Lancaster on Tuesday. Orchard Park travels to Frontier on Wednesday.",
                ],
                "arc-sports-recap",
                section="Sports",
                ld="main",
            )
        )
        add(
            story(
                "editorial",
                "/opinion/editorials/2026/12/03/editorial-thruway-toll-hike-needs-a-public-hearing/",
                "Editorial: The Thruway toll hike needs a public hearing in Buffalo",
                "2026-12-03",
                "2026-12-03T17:00:00-05:00",
                "Published Dec. 3, 2026 at 5 p.m. ET",
                [],
                [
                    "The New York State Thruway Authority wants to raise tolls by 5% in each of the next three years. It has scheduled public hearings on the plan in Albany, Syracuse and New Windsor. It has not scheduled one west of Rochester.",
                    "That is a mistake, and the authority should fix it before its board votes in February.",
                    "Western New Yorkers rely on the Thruway as much as anyone in the state. Thousands of commuters use it every day between the Southtowns and downtown Buffalo, and between Niagara County and the city. Truckers who move goods across the Peace Bridge and the Lewiston-Queenston Bridge pay tolls on nearly every trip. For many of them, a 15% increase over three years is not a rounding error.",
                    "The authority says it needs the money to repair aging bridges and pavement, and that its tolls remain low compared with other toll roads in the Northeast. Both claims may be true. But an agency asking drivers for more money owes them a chance to ask questions in person, without driving three hours to do it.",
                    "A hearing in Buffalo would also let the authority explain how the increase will be spent here. Drivers on the 190 have watched the same stretches of road go under construction year after year. They deserve to know what they are getting for their money.",
                    "The authority has said that written comments will be accepted online through January. That is welcome, but it is not enough. The board should add a hearing in Erie County, hold it in the evening so working people can attend, and publish a list of Western New York projects the new revenue will pay for.",
                ],
                "arc-editorial-board-org-author",
                section="Opinion",
                ld="main+next",
                desk="The Lakeshore Courier Editorial Board",
            )
        )
        add(
            story(
                "ramen",
                "/food/2026/12/03/review-halftone-allentown-ramen-counter/",
                "Review: At Halftone, Allentown's new ramen counter, the broth is the star",
                "2026-12-03",
                None,
                "Published Dec. 3, 2026 at 11 a.m. ET",
                ["Priya Raman"],
                [
                    "There are eleven stools at Halftone, a ramen counter that opened in October in a former print shop on Allen Street, and on a Tuesday night in late November every one of them was taken by 6:15.",
                    "The draw is the broth. Chef-owner Kenji Mercer, who cooked in Chicago and Toronto before coming home to Buffalo, simmers pork bones for eighteen hours until the tonkotsu turns the color of heavy cream. It is rich without being greasy, and it clings to the noodles the way a good sauce should.",
                    "Mercer's shoyu ramen ($16) is lighter and, to my taste, even better: a clear chicken and dashi broth seasoned with three kinds of soy sauce, topped with a slice of chashu, a soft egg marinated overnight and a tangle of bamboo shoots. The noodles come from a small producer in Toronto and hold their bite to the last slurp.",
                    "Not everything works as well. A vegan miso ramen ($15) tasted flat on one visit and oversalted on another. The gyoza ($9) were crisp on the bottom but slightly doughy on top.",
                    "The small plates are worth exploring, though. A cucumber salad with sesame and chili crisp ($6) is a bright counterpoint to the broth, and the karaage ($11), fried chicken thighs with a yuzu mayonnaise, disappeared from our plate in about a minute.",
                    "Halftone does not take reservations, and the wait can stretch past an hour on weekends. The room is loud and cramped, with the kitchen a few feet from the counter. That is part of the fun: you can watch Mercer and his two cooks move through the tiny space like a practiced band.",
                    "Halftone, 212 Allen St., Buffalo. Open Tuesday through Saturday, 5 to 10 p.m. Ramen $14 to $18.",
                ],
                "arc-review-no-own-ld-next-ld-only",
                section="Food",
                ld="next-only",
            )
        )
        add(
            story(
                "robbery",
                "/news/local/2026/12/04/man-charged-after-cheektowaga-pharmacy-robbery/",
                "Police: Man charged after Cheektowaga pharmacy robbery",
                "2026-12-04",
                "2026-12-04T11:30:00-05:00",
                "Published Dec. 4, 2026 at 11:30 a.m. ET",
                [],
                [
                    "A 29-year-old Buffalo man has been charged with first-degree robbery after police said he threatened a pharmacist with a knife Thursday night at a drugstore on Union Road in Cheektowaga.",
                    "Cheektowaga police said the man left with cash and prescription drugs and was arrested about 20 minutes later on Walden Avenue after an officer spotted a car matching a witness's description. No one was hurt. He is being held in the Erie County Holding Center pending arraignment.",
                ],
                "arc-brief-staff-reports",
                section="Local News",
                ld="main-org",
                desk="From staff reports",
            )
        )
        add(
            story(
                "salestax",
                "/news/local/2026/12/02/analysis-erie-county-sales-tax-windfall-may-not-last/",
                "Analysis: Why Erie County's sales tax windfall may not last",
                "2026-12-02",
                "2026-12-02T07:00:00-05:00",
                "Published Dec. 2, 2026 at 7 a.m. ET",
                ["Daniel Okafor", "Megan Walsh"],
                [
                    "For the fourth year in a row, Erie County is on track to collect more sales tax than it budgeted for. County officials expect about $42 million more than planned this year, money that has paid for road work, a new mental health crisis team and a property tax cut.",
                    "But a closer look at the numbers suggests the good times may be ending.",
                    "## Inflation did much of the work",
                    "Sales tax is charged as a percentage of what people spend. When prices rise, so do collections, even if people are not buying more. A Courier analysis of county figures found that after adjusting for inflation, sales tax revenue has grown by less than 1% a year since 2022.",
                    "“A lot of what looked like growth was just prices going up,” said Ellen Brandt, an economist who studies local government finances. “Now that inflation has cooled, that cushion is going away.”",
                    "## Online sales are leveling off",
                    "Another source of new money was online shopping. Since 2019, out-of-state retailers have had to collect New York sales tax, and the switch brought in a burst of revenue. That growth has slowed sharply this year, county records show.",
                    "## What it means for the budget",
                    "County Executive Janet Morrow's proposed 2027 budget assumes sales tax will grow by 3.5% next year. Several county legislators, including members of her own party, have called that optimistic.",
                    "If collections come in flat, the county would face a gap of about $18 million, roughly the cost of the road program. Morrow's budget director said the county has reserves to cover a shortfall for at least a year, but acknowledged that the assumptions are “on the hopeful side.”",
                    "The Legislature is scheduled to vote on the budget Dec. 10.",
                ],
                "arc-analysis-subheads-two-authors",
                section="Local News",
                ld="main+next",
                topic=True,
            )
        )

    # --- JSON-LD ---
    def ld(self, doc: Doc) -> dict:
        url = self.url(doc.key)
        if doc.authors:
            author = [
                {"@type": "Person", "name": a, **({"url": self.url("people")} if a in AUTHOR_PAGES else {})}
                for a in doc.authors
            ]
        else:
            author = {"@type": "Organization", "name": self.name}
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle" if doc.section != "Opinion" else "OpinionNewsArticle",
            "headline": doc.title,
            "description": self.lede(doc),
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "image": {
                "@type": "ImageObject",
                "url": f"https://www.lakeshorecourier.test/resizer/{zlib.crc32(doc.key.encode()) % 99991}.jpg",
                "width": 1200,
                "height": 800,
            },
            "articleSection": doc.section,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": "https://www.lakeshorecourier.test/pf/resources/logo.png"},
            },
        }
        if doc.iso is None:
            ld["datePublished"] = "2026-12-03T16:00:00Z"
            ld["dateModified"] = "2026-12-03T16:00:00Z"
        return ld

    def ld_tag(self, data: object) -> str:
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Breaking news, weather, sports and opinion from Buffalo and Western New York."
        )
        meta = [
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' – The Lakeshore Courier'}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="The Lakeshore Courier">',
            '<meta name="twitter:site" content="@LakeshoreCourier">',
        ]
        if doc.is_article:
            mode = doc.extra["ld"]
            if doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.authors:
                meta.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if mode in ("main", "main+next", "main-org"):
                meta.append(self.ld_tag(self.ld(doc)))
            elif mode == "graph":
                nxt = self.docs[NEXT[doc.key]]
                meta.append(self.ld_tag({"@context": "https://schema.org", "@graph": [self.ld(doc), self.ld(nxt)]}))
        nav = "".join(
            f'<li class="b-header-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("local", "Local News"), ("sports", "Sports"))
        )
        nav += "".join(
            f'<li class="b-header-nav__item"><a href="{p}">{t}</a></li>'
            for p, t in (
                ("/business/", "Business"),
                ("/opinion/", "Opinion"),
                ("/food/", "Food"),
                ("/weather/", "Weather"),
                ("/obituaries/", "Obituaries"),
                ("/e-edition/", "E-Edition"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="preload" as="font" href="/pf/resources/fonts/Publico-Roman.woff2" crossorigin="">
<link rel="stylesheet" href="/pf/dist/css/lakeshore.css?d=812">
<style>/*PAD*/</style>
<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="lakeshore";Fusion.contextPath="/pf";Fusion.deployment="812";Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{esc(doc.path)}"}}}};</script>
<script async src="/pf/dist/engine/react.js?d=812"></script>
<script>window.ArcP=window.ArcP||{{}};ArcP.paywall={{"meter":5,"registerWall":true}};</script>
</head>
<body class="{"article-page" if doc.is_article else doc.kind + "-page"}">
<div id="fusion-app" class="layout-section">
<div class="c-ad c-ad--leaderboard" data-ad-slot="leaderboard"><div id="arcad_leaderboard"></div></div>
<header class="b-header-nav">
<a href="#main" class="skip-link">Skip to main content</a>
<button class="b-header-nav__menu" aria-label="Sections">Sections</button>
<div class="b-header-nav__logo">{self.a("home", "The Lakeshore Courier", "nav", 'aria-label="The Lakeshore Courier home"', inner='<img src="/pf/resources/logo.svg" alt="The Lakeshore Courier">')}</div>
<nav aria-label="Top Navigation"><ul class="b-header-nav__list">{nav}</ul></nav>
<div class="b-header-nav__actions"><a href="/account/login/">Sign in</a> <a href="/subscribe/" class="c-button c-button--primary">Subscribe — $1 for 6 months</a></div>
<div class="b-alert-bar">WEATHER ALERT: {self.a("snow", "Lake-effect snow warning for the Southtowns through Sunday", "nav")}</div>
</header>
<main id="main" class="b-main">
{main}
</main>
<footer class="b-footer">
<div class="b-footer__logo">The Lakeshore Courier</div>
<ul class="b-footer__links"><li>{self.a("about", "About us", "footer")}</li><li><a href="/contact/">Contact</a></li><li>{self.a("newsletters", "Newsletters", "footer")}</li><li><a href="/subscribe/">Subscribe</a></li><li><a href="/e-edition/">E-Edition</a></li><li><a href="/careers/">Careers</a></li><li>{self.a("privacy", "Privacy Policy", "footer")}</li><li><a href="/terms-of-service/">Terms of Service</a></li><li><a href="/privacy-policy/#do-not-sell">Do Not Sell or Share My Personal Information</a></li></ul>
<p class="b-footer__social"><a href="https://www.facebook.com/lakeshorecourier">Facebook</a> <a href="https://www.instagram.com/lakeshorecourier">Instagram</a> <a href="https://x.com/LakeshoreCourier">X</a></p>
<p class="b-footer__copyright">© 2026 The Lakeshore Courier. All rights reserved.</p>
</footer>
</div>
<div id="onetrust-banner-sdk" class="otFlat"><p>We use cookies and similar technologies to personalize content and ads and to analyze our traffic. <a href="/privacy-policy/">Privacy Policy</a></p><button id="onetrust-accept-btn-handler">Accept All</button><button id="onetrust-reject-all-handler">Reject All</button></div>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="b-byline"><span class="b-byline__desk">{esc(doc.extra["desk"])}</span></div>'
        names = [self.a(AUTHOR_PAGES[a], a, "byline") if a in AUTHOR_PAGES else esc(a) for a in doc.authors]
        joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        return f'<div class="b-byline">By {joined}</div>'

    def body_html(self, doc: Doc) -> str:
        out = []
        n = 0
        for b in doc.blocks:
            if b[0] == "p":
                out.append(f'<p class="c-paragraph">{self.inline(b[1])}</p>')
                n += 1
                if n == 3 and len(doc.blocks) > 5:
                    out.append('<div class="c-ad c-ad--inline"><div id="arcad_inline_1"></div></div>')
            elif b[0] == "h2":
                out.append(f'<h2 class="c-heading">{self.inline(b[1])}</h2>')
        return "\n".join(out)

    def one_story(self, doc: Doc, nxt: bool) -> str:
        kicker = {
            "Local News": "LOCAL NEWS",
            "Sports": "HIGH SCHOOL SPORTS",
            "Opinion": "EDITORIAL",
            "Food": "RESTAURANT REVIEW",
        }[doc.section]
        img = zlib.crc32(doc.key.encode()) % 99991
        topic = ""
        if doc.extra.get("topic"):
            topic = f'<div class="b-tag-list">{self.a("topic", "Lake-effect snow", "content", TAG_CLS)} <a class="c-tag" href="/topics/erie-county/">Erie County</a></div>'
        url = self.url(doc.key)
        share = f'<div class="b-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(url)}" aria-label="Share on Facebook">Facebook</a> <a href="https://x.com/intent/tweet?url={esc(url)}" aria-label="Share on X">X</a> <a href="mailto:?subject={esc(doc.title)}&amp;body={esc(url)}">Email</a> <button class="b-share__copy">Copy link</button></div>'
        attrs = f' data-canonical="{esc(url)}" data-story-id="{"ABCDEFGHJKLMNPQR"[img % 16]}{img}XQ"'
        next_ld = ""
        if nxt:
            owner = ARTS[ARTS.index(doc.key) - 1]  # the story whose "next" this is
            if self.docs[owner].extra["ld"] in ("main+next", "next-only"):
                next_ld = self.ld_tag(self.ld(doc))
        photo = ""
        if doc.section != "Opinion" and doc.key != "robbery":
            photo = f'<figure class="b-lead-art"><img src="https://www.lakeshorecourier.test/resizer/{img}.jpg" alt="" width="1200" height="800"><figcaption class="c-caption">File photo. <span class="c-credit">(Courier file photo)</span></figcaption></figure>'
        return f"""<article class="b-article{" b-article--next" if nxt else ""}"{attrs}>
{next_ld}
<div class="b-overline"><a href="/{doc.path.split("/")[1]}/">{kicker}</a></div>
<h1 class="b-headline">{esc(doc.title)}</h1>
{self.byline(doc)}
<div class="b-date"><time{f' datetime="{doc.iso}"' if doc.iso else ""}>{doc.stamp}</time></div>
{share if not nxt else ""}
{photo}
<div class="b-article-body">
{self.body_html(doc)}
</div>
{topic}
</article>"""

    def story_main(self, doc: Doc) -> str:
        nxt = self.docs[NEXT[doc.key]]
        more = "".join(
            f'<li class="b-card-list__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k not in (doc.key, nxt.key)
        )
        return f"""<div class="b-infinite-scroll" data-next-url="{esc(nxt.path)}">
{self.one_story(doc, False)}
<div class="c-ad c-ad--box"><div id="arcad_box_1"></div></div>
<div class="b-read-next" role="separator"><span class="b-read-next__label">Read next</span></div>
{self.one_story(nxt, True)}
</div>
<aside class="b-card-list"><h2 class="b-card-list__title">Most popular</h2><ol>{more}</ol></aside>
<div class="b-newsletter-promo"><h2>Get The Morning Courier</h2><p>The day's top stories in your inbox every weekday.</p>{self.a("newsletters", "Sign up", "content")}</div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = ""
            if i < 3:
                thumb = f'<img src="https://www.lakeshorecourier.test/resizer/{zlib.crc32(k.encode()) % 99991}_400.jpg" alt="">'
                img = self.a(k, d.title, "content", IMG_CLS, inner=thumb)
            by = f'<span class="c-byline">By {esc(" and ".join(d.authors))}</span>' if d.authors else ""
            cards.append(
                f'<div class="b-results-list__item">{img}<h2 class="c-heading">{self.a(k, d.title, "content")}</h2><p class="c-description">{esc(self.lede(d))}</p>{by}<span class="c-date">{d.stamp.replace("Published ", "")}</span></div>'
            )
        head = "" if doc.kind == "home" else f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="b-author-bio"><img src="/pf/resources/authors/megan-walsh.jpg" alt="Megan Walsh"><p>{esc(doc.extra["bio"])}</p><a href="mailto:mwalsh@lakeshorecourier.test">Email Megan</a></div>'
        if doc.kind == "search":
            head += (
                '<form class="b-search" action="/search/"><input name="q" value="skyway"><button>Search</button></form>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="b-pagination">{self.a(doc.extra["more"], "Load more stories", "pagination", BTN_CLS)}</div>'
        if doc.extra.get("prev"):
            pager = (
                f'<div class="b-pagination">{self.a(doc.extra["prev"], "Previous page", "pagination", BTN_CLS)}</div>'
            )
        extra = ""
        if doc.key == "home":
            extra = f'<div class="b-links-bar"><h2>Trending</h2>{self.a("topic", "Lake-effect snow", "content")} · {self.a("search", "Skyway", "content")} · {self.a("people", "Megan Walsh", "content")} · {self.a("sports", "High school sports", "content")} · {self.a("local", "Local News", "content")}</div>'
        return f'<div class="b-results-list">\n{head}\n' + "\n".join(cards) + f"\n{pager}\n{extra}\n</div>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "subscribe":
            rows = "".join(
                f'<li class="b-newsletter"><label><input type="checkbox" name="nl" value="{i}"> <strong>{esc(n)}</strong></label><p>{esc(d)}</p></li>'
                for i, (n, d) in enumerate(doc.extra["letters"])
            )
            return f'<div class="b-newsletter-center"><h1 class="b-section-title">{esc(doc.title)}</h1><p>Choose the newsletters you want. It\'s free.</p><form action="/newsletters/subscribe/" method="post"><ul>{rows}</ul><input type="email" name="email" placeholder="Email address"><button class="c-button">Sign up</button></form></div>'
        body = "".join(f'<p class="c-paragraph">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        return f'<article class="b-static"><h1 class="b-section-title">{esc(doc.title)}</h1>{body}</article>'
