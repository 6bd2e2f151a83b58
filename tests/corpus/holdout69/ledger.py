# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Lakeshore Ledger: a Chicago metro daily on **Arc XP** (Fusion: `window.Fusion.globalContent`, Themes blocks
`b-headline`, `b-subheadline`, `b-byline`, `b-date`, `b-article-body`, `c-paragraph`, `c-heading`, interstitial
links; `/news/2026/12/04/<slug>/` with a trailing slash, `/people/<name>/`, `/tags/<tag>/`,
`/topics/<hub>/`, `/search/?query=`, `/news/local/page/2/`; the **AMP** output at `?outputType=amp`), American
English, UTF-8, Chicago (CST, -06:00).

Dates are printed in AP style, "Published Dec. 4, 2026 at 7:40 p.m. CST" / "Updated …", while the JSON-LD and
`Fusion.globalContent` are in **UTC**, so every evening story is the **next day** in its metadata (the water main
01:40Z on 5 Dec, the timeline 03:05Z, the prep game 04:48Z, the obituary 00:00Z on 4 Dec for a 3 Dec story).

Hard cases: the **developing story that was rewritten**: its `<h1>` is the late-night headline ("Boil order lifted…")
while `<title>`, `og:title`, the JSON-LD `headline` and the URL keep the 7 p.m. one ("BREAKING: Water main bursts…"),
with "This story has been updated…" as the first line inside the body; a **timeline** article credited "Ledger staff";
the council story and its **AMP version** (`<html ⚡>`, `amp-img`, `amp-ad`, links to the canonical site); an AP story
with "CHICAGO (AP) —" inside its first paragraph and an "Associated Press writer … contributed" line; a column with a
"COMMENTARY" kicker and an e-mail tail; a prep game with a line score table; a **most-read** page and a **topic hub**
with an intro, key stories and the timeline."""

from __future__ import annotations

import datetime as dt
import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.lakeshoreledger.test"
AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]
ARTS = ["watermain", "timeline", "column", "council", "ap", "sports", "obit"]


def ap(local: str) -> str:
    """The printed form "Dec. 4, 2026 at 7:40 p.m. CST" from "2026-12-04 19:40"."""
    when = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    hour = when.hour % 12 or 12
    half = "a.m." if when.hour < 12 else "p.m."
    return f"{AP_MONTHS[when.month - 1]} {when.day}, {when.year} at {hour}:{when.minute:02d} {half} CST"


def utc(local: str) -> str:
    """The UTC stamp Arc writes for a Chicago local time (CST is six hours behind)."""
    when = dt.datetime.strptime(local, "%Y-%m-%d %H:%M") + dt.timedelta(hours=6)
    return when.strftime("%Y-%m-%dT%H:%M:%S") + f".{rng(local).randrange(1000):03d}Z"


def arc_id(key: str) -> str:
    r = rng("arc" + key)
    return "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(26))


COUNCIL = [
    "The Chicago City Council approved a $17.4 billion budget for 2027 early Friday after a session that ran for more than 15 hours, closing a $982 million shortfall with a mix of new fees, spending cuts and a smaller-than-proposed property tax increase.",
    "The spending plan passed 27-22 at about 4:50 a.m., with several aldermen who had opposed an earlier version switching their votes after the mayor’s office agreed to cut the property tax increase from $300 million to $150 million.",
    "“Nobody in this room got everything they wanted, and that is usually the sign of a real compromise,” the council’s budget committee chair, Ald. Denise Kowalczyk, said before the vote.",
    "RAW:INTERSTITIAL",
    "## Where the money comes from",
    "To close the gap, the budget raises the city’s amusement tax on streaming services, adds a fee on large online retail deliveries and draws $210 million from the city’s reserves. It also counts on $120 million in savings from leaving about 800 vacant city jobs unfilled.",
    "Opponents said the plan relied too heavily on one-time measures. “We are spending our savings to get through one more year,” said Ald. Raymond Okafor, who voted no. “Next year the hole will be bigger and the reserves will be smaller.”",
    "## Water mains and police overtime",
    "The budget sets aside $85 million for water main replacement on the North Side, up from $52 million this year, after a series of breaks that culminated in a burst main under Halsted Street on Friday evening. Police overtime, which ran $140 million over budget this year, is capped at $180 million.",
    "The mayor is expected to sign the budget next week. The city’s fiscal year begins Jan. 1.",
]


class Ledger(Base):
    origin = ORIGIN
    name = "Lakeshore Ledger"
    prefix = "lsl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lsl",
            [
                ".b-header-nav-chain",
                ".b-headline",
                ".b-subheadline",
                ".b-byline",
                ".b-article-body .c-paragraph",
                ".c-heading",
                ".b-top-table-list",
                ".b-results-list",
                ".b-footer",
                ".amp-article",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Lakeshore Ledger: Chicago news, sports, politics and weather",
                "arc-homepage",
                list=["watermain", "council", "timeline", "ap", "column", "sports", "obit"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local news",
                "arc-section-front",
                list=["watermain", "council", "timeline", "obit"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local/page/2/",
                "section",
                "Local news",
                "arc-section-front-page2",
                list=["ap", "column", "sports"],
            )
        )
        add(
            page(
                "tag",
                "/tags/boil-order/",
                "tag",
                "Boil order",
                "arc-tag-page",
                list=["watermain", "timeline", "column"],
            )
        )
        add(
            page(
                "author",
                "/people/dana-whitfield/",
                "author",
                "Dana Whitfield",
                "arc-author-page",
                list=["watermain", "timeline"],
                bio="Dana Whitfield covers City Hall and infrastructure for the Lakeshore Ledger. She joined the paper in 2019 from the Rockford Register.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=water+main",
                "search",
                "Search results for: water main",
                "arc-search-results",
                list=["watermain", "timeline", "council"],
            )
        )
        add(
            page(
                "mostread",
                "/most-read/",
                "most-read",
                "Most read",
                "most-read-ranked-list",
                list=["watermain", "column", "obit", "sports", "council", "ap", "timeline"],
            )
        )
        add(
            page(
                "hub",
                "/topics/north-side-water-crisis/",
                "topic-hub",
                "North Side water crisis",
                "topic-hub-intro-key-stories",
                list=["watermain", "timeline", "column", "council"],
                intro=[
                    "Three major water main breaks since July have flooded streets, cut service and forced boil orders across Chicago’s North Side, where about a quarter of the pipes are more than a century old.",
                    "The Ledger is tracking the breaks, the city’s plan to replace its oldest mains and what it means for residents. Have you been affected? Email metro@lakeshoreledger.test.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "subscribe",
                "Newsletters",
                "newsletter-signup-list",
                [
                    "Get the Ledger in your inbox. Choose from our free newsletters below and sign up with one click.",
                    "## The Morning Ledger",
                    "The stories you need to start your day, every weekday at 6 a.m.",
                    "## City Hall Memo",
                    "Dana Whitfield’s weekly guide to what the City Council is doing and why it matters, every Thursday.",
                    "## Prep Sports Extra",
                    "Scores, schedules and highlights from Chicago-area high school sports, Friday and Monday nights.",
                ],
            )
        )
        add(
            page(
                "contact",
                "/contact-us/",
                "about",
                "Contact the Ledger",
                "contact-page",
                [
                    "## Newsroom",
                    "Send news tips to metro@lakeshoreledger.test or call 312-555-0148. For corrections, email standards@lakeshoreledger.test.",
                    "## Customer service",
                    "For delivery and subscription questions, call 312-555-0100, Monday through Friday, 7 a.m. to 5 p.m.",
                    "## Mailing address",
                    "Lakeshore Ledger, 435 N. Michigan Ave., Suite 1200, Chicago, IL 60611",
                ],
            )
        )
        add(
            story(
                "watermain",
                "/news/2026/12/04/water-main-bursts-under-halsted-street-boil-order-issued/",
                "Boil order lifted for most of North Side after crews repair second water main",
                "2026-12-04",
                utc("2026-12-04 19:40"),
                "2026-12-04 19:40",
                ["Dana Whitfield", "Marcus Bell"],
                [
                    'RAW:<p class="c-paragraph b-article-body__update"><i>This story has been updated with news that the boil order was lifted for most of the North Side.</i></p>',
                    "Chicago lifted a boil-water order for most of the North Side late Friday after crews finished repairing a second broken water main under Halsted Street, about five hours after a 48-inch pipe burst and flooded basements across parts of Lincoln Park and Lakeview.",
                    "The order remains in place for about 1,200 households between Fullerton Avenue and Diversey Parkway, where water pressure dropped below safe levels for several hours, the Department of Water Management said in a statement shortly before 11:30 p.m.",
                    "Residents in that area should continue to boil tap water for at least one minute before drinking it or using it for cooking until further notice, the department said. Test results are expected Saturday afternoon.",
                    "## ‘Like a geyser’",
                    "The 48-inch main, installed in 1911, broke at about 6:15 p.m. near Halsted Street and Belden Avenue, sending water shooting several feet into the air and pouring into the basements of nearby homes and businesses.",
                    "“It was like a geyser. Within ten minutes the street was a river,” said Tomás Herrera, who manages a restaurant on the block. “We had customers sitting down to dinner and we had to send everybody home.”",
                    "RAW:INTERSTITIAL",
                    "A second, smaller main on Halsted near Wrightwood Avenue failed about an hour later as crews shut valves to isolate the first break, the department said. Both breaks were repaired by 10:45 p.m.",
                    "No injuries were reported. Firefighters pumped water from at least 14 basements, and the No. 8 Halsted bus was rerouted for most of the evening.",
                    "Ald. Marisol Vega, whose ward includes the area, said the city needed to speed up the replacement of its oldest mains. “This is the third major break on the North Side since the summer,” she said. “We can’t keep patching pipes that are more than a century old.”",
                    "The department has replaced about 900 miles of water main since 2012 but says roughly a quarter of the system is still more than 100 years old. It plans to replace 65 miles in 2027.",
                ],
                "developing-story-headline-rewritten",
                section="Local news",
                seo_title="BREAKING: Water main bursts under Halsted Street, flooding basements; boil order issued",
                dek="About 1,200 households between Fullerton Avenue and Diversey Parkway must keep boiling water until test results come back Saturday.",
                updated="2026-12-04 23:52",
                interstitial=("timeline", "Timeline: How the North Side water crisis unfolded"),
                caption="Water pours from a broken main at Halsted Street and Belden Avenue on Friday evening. (Marcus Bell / Lakeshore Ledger)",
                tags=[
                    ("tag", "Boil order"),
                    ("hub", "North Side water crisis"),
                    ("/tags/lincoln-park/", "Lincoln Park"),
                ],
            )
        )
        add(
            story(
                "timeline",
                "/news/2026/12/04/timeline-north-side-water-main-breaks/",
                "Timeline: How the North Side water crisis unfolded",
                "2026-12-04",
                utc("2026-12-04 21:05"),
                "2026-12-04 21:05",
                [],
                [
                    "A burst main under Halsted Street on Friday was the third major water main break on the North Side since the summer. Here is how the problems have unfolded.",
                    "- July 14: A 36-inch main breaks under Clark Street near Fullerton Avenue, flooding a parking lot and cutting water to about 300 homes for most of a day.",
                    "- Aug. 2: The Department of Water Management says it will inspect 40 miles of North Side pipe installed before 1920.",
                    "- Sept. 22: A 24-inch main fails under Sheffield Avenue. A boil order is issued for 900 households for two days after pressure drops.",
                    "- Oct. 9: The City Council holds a hearing on the breaks. Officials say inspections found 11 sections of pipe in “poor” condition.",
                    "- Nov. 18: The city says replacing the oldest North Side mains will cost about $340 million and take at least six years.",
                    "- Dec. 4, 6:15 p.m.: A 48-inch main installed in 1911 bursts under Halsted Street near Belden Avenue, flooding basements.",
                    "- Dec. 4, about 7:20 p.m.: A second main on Halsted fails as crews close valves. The city issues a boil order for much of the North Side.",
                    "- Dec. 4, 11:25 p.m.: The boil order is lifted for most of the area but remains in place for about 1,200 households.",
                ],
                "timeline-staff-credit",
                section="Local news",
                credit="Ledger staff",
                updated="2026-12-04 23:40",
                tags=[("hub", "North Side water crisis"), ("tag", "Boil order")],
            )
        )
        add(
            story(
                "council",
                "/news/2026/12/04/city-council-passes-budget-after-all-night-session/",
                "City Council passes $17.4 billion budget after all-night session",
                "2026-12-04",
                utc("2026-12-04 05:58"),
                "2026-12-04 05:58",
                ["Ana Lucía Ortega"],
                COUNCIL,
                "news-with-interstitial-has-amp",
                section="Politics",
                dek="The 27-22 vote came just before 5 a.m. after the mayor’s office halved a proposed property tax increase.",
                updated="2026-12-04 14:10",
                interstitial=(
                    "watermain",
                    "Boil order lifted for most of North Side after crews repair second water main",
                ),
                caption="Aldermen vote on the 2027 budget in the City Council chambers early Friday. (Ana Lucía Ortega / Lakeshore Ledger)",
                tags=[("/tags/city-council/", "City Council"), ("/tags/budget/", "Budget")],
            )
        )
        add(
            story(
                "council_amp",
                "/news/2026/12/04/city-council-passes-budget-after-all-night-session/?outputType=amp",
                "City Council passes $17.4 billion budget after all-night session",
                "2026-12-04",
                utc("2026-12-04 05:58"),
                "2026-12-04 05:58",
                ["Ana Lucía Ortega"],
                COUNCIL,
                "amp-version-of-canonical",
                section="Politics",
                amp_of="council",
                dek="The 27-22 vote came just before 5 a.m. after the mayor’s office halved a proposed property tax increase.",
                updated="2026-12-04 14:10",
                interstitial=(
                    "watermain",
                    "Boil order lifted for most of North Side after crews repair second water main",
                ),
            )
        )
        add(
            story(
                "ap",
                "/news/2026/12/04/winter-storm-great-lakes-flights-canceled/",
                "Winter storm snarls travel across Great Lakes as airlines cancel hundreds of flights",
                "2026-12-04",
                utc("2026-12-04 16:12"),
                "2026-12-04 16:12",
                ["Jennifer Marlow", "Luis Ferreira"],
                [
                    "CHICAGO (AP) — A fast-moving winter storm dumped up to 10 inches of snow across parts of the Great Lakes on Friday, snarling traffic, closing schools and forcing airlines to cancel hundreds of flights at Chicago’s two main airports.",
                    "More than 600 flights in and out of O’Hare International Airport had been canceled by mid-afternoon, according to the city’s aviation department, with average delays of more than an hour for flights that were still operating. About 140 flights were canceled at Midway.",
                    "The National Weather Service said the heaviest snow fell in a band from northern Illinois through southern Michigan, where Grand Rapids recorded 9.8 inches. Winds gusting to 40 mph whipped the snow into drifts and cut visibility on highways.",
                    "In Michigan, state police said they had responded to more than 200 crashes since midnight, including a pileup of about 30 vehicles on Interstate 94 near Kalamazoo that closed the eastbound lanes for several hours. No deaths were reported.",
                    "Forecasters said the snow would taper off overnight but warned of bitter cold through the weekend, with wind chills as low as 15 below zero in parts of Wisconsin and Minnesota.",
                    'RAW:<p class="c-paragraph"><i>Associated Press writer Karen Yoo in Detroit contributed to this report.</i></p>',
                ],
                "wire-dateline-in-first-paragraph",
                section="Nation & World",
                credit_suffix="The Associated Press",
                tags=[("/tags/weather/", "Weather"), ("/tags/ohare/", "O’Hare")],
            )
        )
        add(
            story(
                "obit",
                "/news/2026/12/03/rosa-delgado-pilsen-bakery-obituary/",
                "Rosa Delgado, who ran Pilsen’s beloved corner bakery for 52 years, dies at 88",
                "2026-12-03",
                utc("2026-12-03 18:00"),
                "2026-12-03 18:00",
                ["Kevin Tran"],
                [
                    "For more than half a century, the line outside Panadería Delgado on 18th Street started forming before dawn. Construction workers came for conchas, grandmothers for bolillos, and on Sundays whole families came for the tres leches cake that Rosa Delgado baked from a recipe she never wrote down.",
                    "Mrs. Delgado, who opened the bakery with her husband in 1974 and ran it until she was 86, died Nov. 29 at her home in Pilsen, her family said. She was 88.",
                    "Born in 1938 in Zacatecas, Mexico, she came to Chicago in 1961 and worked in a candy factory on the West Side while her husband, Ernesto, worked as a baker. They saved for 13 years to open their own shop.",
                    "“She knew every customer’s name and what they were going to order before they said it,” said her daughter, Lucía Delgado-Ruiz, who now runs the bakery. “If you didn’t come in for a week, she would ask your cousin if you were sick.”",
                    "Mrs. Delgado was honored by the City Council in 2014 for her work raising money for neighborhood scholarships, an effort that sent more than 40 students to college.",
                    "In addition to her daughter, she is survived by two sons, Ernesto Jr. and Miguel; nine grandchildren; and four great-grandchildren. Her husband died in 2009.",
                    "A funeral Mass will be held at 10 a.m. Dec. 7 at St. Adalbert Church.",
                ],
                "obituary-utc-next-day",
                section="Obituaries",
                tags=[("/tags/obituaries/", "Obituaries"), ("/tags/pilsen/", "Pilsen")],
            )
        )
        add(
            story(
                "sports",
                "/sports/high-school/2026/12/04/ravenswood-rallies-past-bridgeport-catholic-city-title-game/",
                "Ravenswood rallies past Bridgeport Catholic to reach city title game",
                "2026-12-04",
                utc("2026-12-04 22:48"),
                "2026-12-04 22:48",
                ["Marcus Bell"],
                [
                    "Down by 11 points with six minutes to play, Ravenswood coach Terrence Hale called a timeout and told his players to stop looking at the scoreboard.",
                    "They listened. Senior guard Jaylen Brooks scored 14 of his 27 points in the final six minutes, and Ravenswood closed the game on a 19-4 run to beat Bridgeport Catholic 64-60 in the Public League semifinal Friday night.",
                    "“We’ve been in that spot all season,” Brooks said. “Nobody panicked. We just got stops and got out and ran.”",
                    "Bridgeport Catholic led 56-45 after a three-pointer by Devin Walsh, who finished with 19 points. But the Bulldogs went more than four minutes without a field goal as Ravenswood switched to a full-court press.",
                    "Ravenswood (12-1) will play Morgan Park Academy in the city championship game Dec. 12 at the University of Illinois Chicago.",
                    "T: Team | 1 | 2 | 3 | 4 | Final",
                    "T: Bridgeport Catholic | 16 | 14 | 19 | 11 | 60",
                    "T: Ravenswood | 12 | 15 | 18 | 19 | 64",
                ],
                "prep-game-line-score",
                section="High school sports",
                tags=[("/tags/prep-basketball/", "Prep basketball")],
            )
        )
        add(
            story(
                "column",
                "/opinion/columns/2026/12/05/north-side-boil-order-water-mains-brennan/",
                "The North Side deserved better than a boil order and a shrug",
                "2026-12-05",
                utc("2026-12-05 05:00"),
                "2026-12-05 05:00",
                ["Mike Brennan"],
                [
                    "There is a particular sound a city makes when it has known about a problem for a long time and decided to live with it. On Friday night on Halsted Street, that sound was water.",
                    "By now you have seen the video: a 48-inch pipe, laid when William Howard Taft was president, giving up under the street and turning a block of Lincoln Park into a creek. By the time crews had closed the valves, a second main had failed, tens of thousands of people were boiling their water and a restaurant manager was sending his dinner customers home.",
                    "None of this was a surprise. It was the third big break on the North Side since July. The city’s own inspections, presented to the City Council in October, found 11 sections of pipe in “poor” condition. Officials told us in November that fixing the worst of them would take six years.",
                    "Six years. That is a long time to hope the next break happens somewhere else.",
                    "To be fair, the budget the council passed Friday morning does put more money into water mains — $85 million next year, up from $52 million. That is real money. It is also less than a third of what the city says it needs, and it was found only after a year of breaks made the problem impossible to ignore.",
                    "The people on Halsted Street did their part. They paid their water bills, which have roughly doubled since 2012 to pay for exactly this kind of work. What they got on Friday was a text alert and a pot of boiling water.",
                    "They deserved better. So does the rest of the North Side, which is sitting on the same century-old pipes and waiting to find out whose street is next.",
                ],
                "column-kicker-email-tail",
                section="Opinion",
                kicker="COMMENTARY",
                role="Columnist",
                tail="Mike Brennan is a Ledger columnist. Email: mbrennan@lakeshoreledger.test",
                tags=[("hub", "North Side water crisis"), ("tag", "Boil order")],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def file_name(self, doc: Doc) -> str:
        return f"{self.prefix}-{doc.key.replace('_', '-')}.html"

    def render(self, doc: Doc) -> str:
        if doc.extra.get("amp_of"):
            self.current = doc.key
            return self.amp(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.extra.get("amp_of", doc.key))
        if doc.authors:
            author: list = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/people/{self.slug(a)}/"} for a in doc.authors
            ]
        else:
            author = [{"@type": "Organization", "name": "Lakeshore Ledger"}]
        if doc.extra.get("credit_suffix"):
            author.append({"@type": "Organization", "name": doc.extra["credit_suffix"]})
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.extra.get("seo_title", doc.title),
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": utc(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Lakeshore Ledger",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/pf/resources/images/logo-amp.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "isAccessibleForFree": True,
            "articleSection": doc.section,
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    @staticmethod
    def slug(name: str) -> str:
        return name.lower().replace(" ", "-").replace("í", "i")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        seo = doc.extra.get("seo_title", doc.title)
        out = [
            f"<title>{esc(seo)} – Lakeshore Ledger</title>",
            f'<meta name="description" content="{esc(doc.dek or (self.lede(doc) if doc.is_article else doc.title))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(seo)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Lakeshore Ledger">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:site" content="@lakeshoreledger_test">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.key == "council":
                out.append(self.rel("council_amp", "amphtml"))
            out.append(self.ld(doc))
        return "\n".join(out)

    def fusion(self, doc: Doc) -> str:
        gc: dict = {
            "_id": arc_id(doc.key),
            "type": "story" if doc.is_article else "collection",
            "canonical_website": "lakeshoreledger",
        }
        if doc.is_article:
            gc["headlines"] = {"basic": doc.title, "meta_title": doc.extra.get("seo_title", "")}
            gc["display_date"] = utc(doc.extra.get("updated", doc.stamp)) if doc.extra.get("updated") else doc.iso
            gc["first_publish_date"] = doc.iso
            gc["credits"] = {
                "by": [{"type": "author", "name": a, "_id": self.slug(a)} for a in doc.authors]
                or [{"type": "author", "name": doc.extra.get("credit", "")}]
            }
            gc["taxonomy"] = {"primary_section": {"name": doc.section, "_id": "/" + doc.path.split("/")[1]}}
            # Arc ships the story's ANS in the page: the body elements, the first headline among them
            gc["content_elements"] = [
                {"_id": arc_id(doc.key + str(i)), "type": "list", "items": b[1]}
                if b[0] == "ul"
                else {"_id": arc_id(doc.key + str(i)), "type": "text" if b[0] == "p" else "header", "content": b[1]}
                for i, b in enumerate(doc.blocks)
                if b[0] in ("p", "h2", "ul")
            ]
        return f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="lakeshoreledger";Fusion.contextPath="/pf";Fusion.deployment="1423";Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{esc(doc.path)}"}}}};</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("local", "Local"),
                ("/nation-world/", "Nation & World"),
                ("/politics/", "Politics"),
                ("/sports/", "Sports"),
                ("/business/", "Business"),
                ("/opinion/", "Opinion"),
                ("/obituaries/", "Obituaries"),
                ("/weather/", "Weather"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" as="font" href="/pf/resources/fonts/Lora-Bold.woff2?d=1423" crossorigin>
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=1423">
<style>/*PAD*/</style>
{self.fusion(doc)}
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div id="fusion-app" class="layout-section">
<div class="b-alert-bar"><span class="b-alert-bar__label">Weather alert</span> Winter weather advisory in effect until 6 a.m. Saturday. <a href="/weather/">Forecast</a></div>
<header class="b-header-nav-chain">
<div class="b-header-nav-chain__top"><button class="b-header-nav-chain__sections-button" aria-label="Sections">Sections</button> <a href="{esc(self.href("home"))}" class="b-header-nav-chain__logo"><img src="/pf/resources/images/ledger-logo.svg?d=1423" alt="Lakeshore Ledger" width="240" height="36"></a> <a href="/subscribe/?src=header" class="b-header-nav-chain__subscribe">Subscribe for $1</a> <a href="/account/login/">Log in</a></div>
<nav class="b-header-nav-chain__nav" aria-label="Sections Menu"><ul>{nav}</ul></nav>
</header>
<div class="arcad b-ad-block" id="arcad-feature-f0fHj2h3eRbS" data-slot="/21791234/ledger/news/top"></div>
<main class="b-single-chain">
{main}
</main>
<aside class="b-right-rail"><div class="b-top-table-list"><h2>Most read</h2>{self.mostread_list(5, "aside")}<p>{self.a("mostread", "See all most-read stories", "aside")}</p></div><div class="arcad" data-slot="/21791234/ledger/news/right1"></div></aside>
<footer class="b-footer">
<div class="b-footer__links"><a href="/about-us/">About us</a> · {self.a("contact", "Contact us", "footer")} · {self.a("newsletters", "Newsletters", "footer")} · <a href="/e-edition/">E-edition</a> · <a href="/archives/">Archives</a> · <a href="/terms-of-use/">Terms of use</a> · <a href="/privacy-policy/">Privacy policy</a> · <a href="/privacy-policy/#ccpa">Do Not Sell or Share My Personal Information</a> · <a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a></div>
<p class="b-footer__copyright">Copyright © 2026 Lakeshore Ledger Media Co. All rights reserved.</p>
</footer>
<div class="b-consent" role="dialog" aria-label="Cookie consent">We use cookies and other technologies to improve your experience and to show you relevant ads. By continuing, you agree to our <a href="/privacy-policy/">Privacy Policy</a>. <button>OK</button></div>
</div>
<script src="/pf/dist/engine/react.js?d=1423" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=1423" defer></script>
</body>
</html>"""

    def mostread_list(self, n: int, zone: str) -> str:
        items = self.docs["mostread"].extra["list"][:n]
        return (
            "<ol>"
            + "".join(f'<li class="b-top-table-list__item">{self.a(k, self.docs[k].title, zone)}</li>' for k in items)
            + "</ol>"
        )

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="b-byline"><span class="c-attribution">By {esc(doc.extra["credit"])}</span></div>'
        links = [
            self.a("author", a, "byline", 'class="c-link"')
            if a == "Dana Whitfield"
            else f'<a class="c-link" href="/people/{self.slug(a)}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        who = " and ".join(links)
        if doc.extra.get("credit_suffix"):
            who += f", {esc(doc.extra['credit_suffix'])}"
        role = f'<span class="b-byline__role">{esc(doc.extra["role"])}</span>' if doc.extra.get("role") else ""
        mug = (
            f'<img class="b-byline__image" src="/resizer/v2/{self.slug(doc.authors[0])}.png?auth=4e1f&amp;width=80" alt="" width="40" height="40">'
            if doc.extra.get("role")
            else ""
        )
        return f'<div class="b-byline">{mug}<span class="c-attribution">By {who}</span>{role}</div>'

    def body(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="c-paragraph">')
        html = html.replace("<h2>", '<h2 class="c-heading">')
        if doc.extra.get("interstitial"):
            k, t = doc.extra["interstitial"]
            html = html.replace(
                "INTERSTITIAL",
                f'<div class="b-article-body__interstitial-link"><p class="c-paragraph"><strong>RELATED:</strong> {self.a(k, t, "related")}</p></div>',
            )
        if doc.key == "timeline":
            items = []
            for b in doc.blocks:
                if b[0] == "ul":
                    for item in b[1]:
                        when, what = item.split(": ", 1)
                        items.append(
                            f'<li class="b-timeline__item"><span class="b-timeline__date"><strong>{esc(when)}:</strong></span> <span class="b-timeline__text">{esc(what)}</span></li>'
                        )
            html = html.split("<ul>")[0] + f'<ol class="b-timeline">{"".join(items)}</ol>'
        if doc.shape == "prep-game-line-score":
            html = html.replace(
                '<table class="data">', '<h3 class="c-heading">Line score</h3><table class="data b-line-score">'
            )
        return html

    def story_main(self, doc: Doc) -> str:
        dates = f'<time class="b-date" datetime="{doc.iso}">Published {ap(doc.stamp)}</time>'
        if doc.extra.get("updated"):
            dates += f' <span class="b-date__separator">|</span> <time class="b-date b-date--updated" datetime="{utc(doc.extra["updated"])}">Updated {ap(doc.extra["updated"])}</time>'
        section = doc.path.split("/")[1]
        overline = (
            self.a("local", "Local news", "breadcrumb", 'class="b-overline"')
            if section == "news" and doc.section == "Local news"
            else f'<a class="b-overline" href="/{section}/">{esc(doc.section)}</a>'
        )
        if doc.extra.get("kicker"):
            overline = f'<a class="b-overline" href="/opinion/columns/">{esc(doc.extra["kicker"])}</a>'
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        lead = ""
        if doc.extra.get("caption"):
            lead = f'<figure class="b-lead-art"><img src="/resizer/v2/{arc_id(doc.key + "img")}.jpg?auth=9c2d&amp;width=1200&amp;height=800&amp;smart=true" alt="{esc(doc.extra["caption"].split(" (")[0])}" width="1200" height="800"><figcaption class="c-media-item__caption">{esc(doc.extra["caption"])}</figcaption></figure>'
        tail = (
            f'<p class="b-article-body__tagline"><i>{esc(doc.extra["tail"])}</i></p>' if doc.extra.get("tail") else ""
        )
        kw = 'class="c-link"'
        tags = " ".join(
            self.a(k, t, "tag", kw) if k in self.docs else f'<a class="c-link" href="{k}">{esc(t)}</a>'
            for k, t in doc.extra.get("tags", [])
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        more = "".join(f'<li class="b-card-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="b-article">
<div class="b-overline-wrapper">{overline}</div>
<h1 class="b-headline">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<div class="b-date-wrapper">{dates}</div>
<div class="b-share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Share on Facebook">Facebook</a> <a href="https://x.com/intent/post?url={u}" aria-label="Share on X">X</a> <a href="mailto:?body={u}" aria-label="Share by email">Email</a></div>
{lead}
<div class="b-article-body">
{self.body(doc)}
{tail}
</div>
<div class="b-tag-list"><span>Topics:</span> {tags}</div>
<div class="arcad" data-slot="/21791234/ledger/news/inline-bottom"></div>
<section class="b-card-list"><h2>More from the Ledger</h2><ul>{more}</ul></section>
<div class="b-newsletter-promo"><p><strong>Start your day with the Morning Ledger.</strong> The stories you need, every weekday at 6 a.m.</p><a href="/newsletters/#morning-ledger">Sign up</a></div>
</article>"""

    def result(self, k: str, zone: str = "content", n: int = 0, stale: bool = False) -> str:
        """A result card; the search index and the tag page still carry a rewritten story's first headline."""
        d = self.docs[k]
        title = d.extra.get("seo_title", d.title) if stale else d.title
        meta = f'<time class="b-results-list__date">{ap(d.stamp)}</time>' if d.is_article else ""
        by = ", ".join(d.authors) if d.authors else d.extra.get("credit", "")
        byline = f'<span class="b-results-list__byline">By {esc(by)}</span>' if by else ""
        num = f'<span class="b-top-table-list__rank">{n}</span>' if n else ""
        img = f'<img src="/resizer/v2/{arc_id(k + "img")}.jpg?auth=9c2d&amp;width=274&amp;height=183" alt="" loading="lazy" width="274" height="183">'
        return f'<div class="b-results-list__item">{num}{img}<h2 class="c-heading">{self.a(k, title, zone)}</h2><p class="b-results-list__description">{esc(d.dek or self.lede(d))}</p>{byline} {meta}</div>'

    def listing_main(self, doc: Doc) -> str:
        ranked = doc.kind == "most-read"
        stale = doc.kind in ("search", "tag")
        items = "".join(self.result(k, n=i if ranked else 0, stale=stale) for i, k in enumerate(doc.extra["list"], 1))
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="b-visually-hidden">{esc(doc.title)}</h1><div class="b-date-today">Saturday, December 5, 2026</div>'
            extra = f'<div class="b-link-bar">{self.a("hub", "North Side water crisis", "content")} · {self.a("tag", "Boil order", "content")} · {self.a("mostread", "Most read", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="b-full-author-bio"><img src="/resizer/v2/dana-whitfield.png?auth=4e1f&amp;width=180" alt="Dana Whitfield" width="90" height="90"><h1>{esc(doc.title)}</h1><p class="b-full-author-bio__role">City Hall reporter</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:dwhitfield@lakeshoreledger.test">Email</a> <a href="https://x.com/danawhitfield_test">X</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><form class="b-search-filters" action="/search/"><input name="query" value="water main"><button>Search</button></form><p>{len(doc.extra["list"])} results</p>'
            extra = f"<p>{self.a('hub', 'Read all our coverage of the North Side water crisis', 'content')}</p>"
        elif doc.kind == "most-read":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><p class="b-section-description">The stories our readers are reading most in the past 24 hours, updated every 15 minutes.</p>'
        elif doc.kind == "topic-hub":
            intro = "".join(f"<p>{esc(p)}</p>" for p in doc.extra["intro"])
            head = f'<div class="b-topic-header"><span class="b-overline">Special coverage</span><h1 class="b-section-title">{esc(doc.title)}</h1><div class="b-topic-intro">{intro}</div></div><h2 class="b-topic-subhead">Key stories</h2>'
            extra = f'<h2 class="b-topic-subhead">Timeline</h2><p>{self.a("timeline", "How the North Side water crisis unfolded, from July to the Halsted Street break", "content")}</p><h2 class="b-topic-subhead">Related topics</h2><p>{self.a("tag", "Boil order", "content")} · <a href="/tags/lincoln-park/">Lincoln Park</a> · <a href="/tags/city-council/">City Council</a></p>'
        elif doc.kind == "tag":
            extra = f"<p>{self.a('search', 'Search the Ledger for “water main”', 'content')}</p>"
        pager = ""
        if doc.key == "local":
            pager = f'<nav class="b-pagination"><span class="current">1</span> {self.a("local2", "2", "pagination")} <a href="/news/local/page/3/">3</a> {self.a("local2", "Next ›", "pagination")}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="b-pagination">{self.a("local", "‹ Previous", "pagination")} {self.a("local", "1", "pagination")} <span class="current">2</span> <a href="/news/local/page/3/">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="b-more">{self.a("local", "More local news", "content")}</div>'
        return f'<section class="b-results-list b-{doc.kind}">{head}{items}{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="c-paragraph">')
        form = (
            '<form class="b-newsletter-form" action="/newsletters/signup/" method="post"><input type="email" placeholder="Email address"><button>Sign up</button></form>'
            if doc.kind == "subscribe"
            else ""
        )
        return f'<section class="b-static-page"><h1 class="b-headline">{esc(doc.title)}</h1>{html}{form}</section>'

    # --- the AMP output ------------------------------------------------------------------------------------

    def amp(self, doc: Doc) -> str:
        canon = self.docs[doc.extra["amp_of"]]
        self.absolute = True  # AMP pages link to the canonical site with absolute URLs
        try:
            body = self.blocks(doc, p_tag="<p>").replace(
                "INTERSTITIAL",
                f'<p class="amp-related"><strong>RELATED:</strong> {self.a(doc.extra["interstitial"][0], doc.extra["interstitial"][1], "related")}</p>',
            )
            body = body.replace(
                "<h2>Where the money comes from</h2>",
                '<amp-ad width="300" height="250" type="doubleclick" data-slot="/21791234/ledger/amp/news/inline1"></amp-ad>\n<h2>Where the money comes from</h2>',
            )
            side = "".join(
                f"<li>{self.a(k, t, 'nav')}</li>"
                for k, t in (
                    ("home", "Home"),
                    ("local", "Local news"),
                    ("mostread", "Most read"),
                    ("hub", "North Side water crisis"),
                )
            )
            canonical = self.rel(canon.key, "canonical")
            author = f'<a href="{ORIGIN}/people/ana-lucia-ortega/">Ana Lucía Ortega</a>'
            more = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("watermain", "timeline", "column")
            )
            home = self.href("home")
        finally:
            self.absolute = False
        analytics = json.dumps(
            {
                "vars": {"account": "UA-000000-1"},
                "triggers": {"trackPageview": {"on": "visible", "request": "pageview"}},
            }
        )
        return f"""<!doctype html>
<html ⚡ lang="en">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<title>{esc(doc.title)} – Lakeshore Ledger</title>
{canonical}
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:type" content="article">
{self.ld(doc)}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@-webkit-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body>
<amp-sidebar id="sidebar" layout="nodisplay" side="left"><button on="tap:sidebar.close" class="amp-close">Close</button><ul class="amp-sidebar-nav">{side}</ul></amp-sidebar>
<header class="amp-header"><button on="tap:sidebar.toggle" class="amp-menu" aria-label="Menu">☰</button><a href="{esc(home)}"><amp-img src="{ORIGIN}/pf/resources/images/ledger-logo.svg" width="200" height="30" alt="Lakeshore Ledger"></amp-img></a><a class="amp-subscribe" href="{ORIGIN}/subscribe/?src=amp">Subscribe</a></header>
<amp-ad width="320" height="50" type="doubleclick" data-slot="/21791234/ledger/amp/news/top"></amp-ad>
<article class="amp-article">
<div class="amp-overline">{esc(doc.section)}</div>
<h1 class="amp-headline">{esc(doc.title)}</h1>
<p class="amp-subheadline">{esc(doc.dek)}</p>
<div class="amp-byline">By {author}</div>
<div class="amp-date">Published {ap(doc.stamp)} | Updated {ap(doc.extra["updated"])}</div>
<amp-img src="{ORIGIN}/resizer/v2/{arc_id("councilimg")}.jpg?auth=9c2d&amp;width=800&amp;height=533" width="800" height="533" layout="responsive" alt="Aldermen vote on the 2027 budget"></amp-img>
<p class="amp-caption">Aldermen vote on the 2027 budget in the City Council chambers early Friday. (Ana Lucía Ortega / Lakeshore Ledger)</p>
<div class="amp-article-body">
{body}
</div>
</article>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/21791234/ledger/amp/news/bottom"></amp-ad>
<section class="amp-more"><h2>More from the Ledger</h2><ul>{more}</ul></section>
<footer class="amp-footer"><a href="{ORIGIN}/privacy-policy/">Privacy policy</a> · <a href="{ORIGIN}/terms-of-use/">Terms of use</a><p>Copyright © 2026 Lakeshore Ledger Media Co.</p></footer>
<amp-analytics type="googleanalytics"><script type="application/json">{analytics}</script></amp-analytics>
</body>
</html>"""
