# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic dashes are deliberate)
"""The Tidewater Ledger: a Norfolk, Virginia metro daily on an **Arc XP**-like front end (`#fusion-app`,
`Fusion.globalContent`, `b-headline`, `b-article-body`, `c-paragraph`, `ts-byline__names`, story paths
`/news/local/2026/12/03/<slug>/`, `/tags/<slug>/`, `/people/<slug>/`, `/search/?query=`, section page 2
`/news/local/?page=2`), American English, UTF-8, Eastern time (-05:00 in December).

A **metered** paywall run by a **Piano/Tinypass**-like script (`tp.push(["setAid", …])`, `cdn.tinypass.com`): the
two metered stories ship their whole text in the HTML, hidden until the meter script lets a reader in. The floodwall
story puts everything after its third paragraph in a `<div class="paywall-hidden" hidden>` behind a server-rendered
Piano offer ("You've reached your free article limit"); the schools story wraps the rest in
`<div class="paywall" data-paywall="true" style="display:none">`. Both carry `isAccessibleForFree: false`; only the
schools story has `hasPart` with a `cssSelector`. The free stories use the same template. The crab-house feature has a
newsletter sign-up box and a "subscribe" interrupter between its paragraphs and an "Eat Local" overline that the
`og:title` glues to the headline.

Dates are printed AP style ("Dec. 3, 2026 at 9:40 p.m. EST", "Updated Dec. 4, 2026 at 7:05 a.m. EST"); the JSON-LD
and `Fusion.globalContent` are in **UTC**: the floodwall vote story's 02:40Z on 4 Dec is 9:40 p.m. on **3 Dec** in
Norfolk and the football report's 03:55Z on 5 Dec is 10:55 p.m. on **4 Dec** (labelled with the local day); the
schools story's JSON-LD alone carries a -05:00 offset. Credits: "By Marcus Bell and Tanya Okafor"; "By Ray Delgado,
The Tidewater Ledger"; "By Dwayne Hollis | Correspondent"; "Ledger Staff" and "The Ledger Editorial Board" (desk
credits, JSON-LD author the site as an Organization); "The Associated Press" (no JSON-LD on that page)."""

from __future__ import annotations

import json
import re
import zlib
from typing import Any
from urllib.parse import quote_plus

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.tidewaterledger.test"
NAME = "The Tidewater Ledger"
ARTS = ["floodwall", "schools", "crabhouse", "shipyard", "oysters", "editorial", "football", "tanker"]
SEARCH_Q = "floodwall"
PEOPLE = {
    "Marcus Bell": "author",
    "Tanya Okafor": "/people/tanya-okafor/",
    "Ray Delgado": "/people/ray-delgado/",
    "Leah Whitcombe": "/people/leah-whitcombe/",
    "Dwayne Hollis": "/people/dwayne-hollis/",
}
MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def ap(local: str) -> str:
    """'2026-12-03 21:40' as AP prints it: 'Dec. 3, 2026 at 9:40 p.m. EST'."""
    day, hm = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    h, mi = (int(x) for x in hm.split(":"))
    half = "a.m." if h < 12 else "p.m."
    h12 = h % 12 or 12
    return f"{MONTHS[m - 1]} {d}, {y} at {h12}:{mi:02d} {half} EST"


class Tidewater(Base):
    origin = ORIGIN
    name = NAME
    prefix = "tdl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tdl",
            [
                ".b-header-nav-chain",
                ".b-header-nav-chain__links a",
                ".b-headline",
                ".b-article-body .c-paragraph",
                ".ts-byline__names",
                ".b-results-list__item",
                ".tp-container-inner",
                ".b-newsletter-signup",
                ".b-footer",
                ".ccpa-banner",
                ".arcad",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "arc-homepage-top-table",
                list=["floodwall", "editorial", "football", "tanker", "schools", "crabhouse", "shipyard", "oysters"],
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "arc-section-front",
                list=["floodwall", "tanker", "schools", "shipyard"],
            )
        )
        add(
            page(
                "local2",
                "/news/local/?page=2",
                "section",
                "Local News",
                "arc-section-front-page2",
                list=["oysters", "crabhouse", "football", "editorial"],
            )
        )
        add(
            page(
                "tag",
                "/tags/flooding/",
                "tag",
                "Flooding & Resilience",
                "arc-tag-page",
                list=["floodwall", "editorial"],
            )
        )
        add(
            page(
                "author",
                "/people/marcus-bell/",
                "author",
                "Marcus Bell",
                "arc-author-bio-page",
                list=["floodwall"],
                bio="Marcus Bell covers Norfolk City Hall, flooding and the region's fight against rising water. He joined the Ledger in 2019 after six years at newspapers in North Carolina.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=" + quote_plus(SEARCH_Q),
                "search",
                f"Search results for “{SEARCH_Q}”",
                "arc-search-results-with-dead-result",
                list=["floodwall", "editorial"],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Tidewater Ledger",
                "piano-offer-page",
                [
                    "Get unlimited access to local news, sports, food and opinion from across Hampton Roads.",
                    "## Digital Basic",
                    "$1 a week for your first 6 months, then $3.99 a week. Unlimited articles on our website and apps, the daily e-Edition, and subscriber-only newsletters.",
                    "## Digital + Sunday Print",
                    "$2 a week for your first 6 months, then $5.49 a week. Everything in Digital Basic plus the Sunday paper delivered to your door.",
                    "Cancel anytime. Taxes may apply. Offer valid for new subscribers only.",
                ],
            )
        )
        add(
            page(
                "login",
                "/account/login/",
                "login",
                "Sign in",
                "piano-id-login-form",
                ["Sign in to your Tidewater Ledger account to keep reading."],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "newsletters",
                "Newsletters",
                "newsletter-signup-list",
                [
                    "## Morning Ledger",
                    "The day's top stories from across Hampton Roads, in your inbox by 6 a.m. every weekday.",
                    "## Eat Local",
                    "Where to eat and drink, new openings and old favorites. Every Thursday.",
                    "## Friday Night Lights",
                    "High school football scores and highlights, every Saturday morning during the season.",
                    "## Breaking News",
                    "Alerts when big news happens.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/news/local/2026/06/18/norfolk-releases-seawall-study/",
                "soft-404",
                "Page not found",
                "arc-404-served-200-at-story-url",
                list=["floodwall", "tanker", "football"],
            )
        )

        add(
            story(
                "floodwall",
                "/news/local/2026/12/03/norfolk-council-approves-floodwall-bond/",
                "Norfolk council approves $1.2 billion floodwall bond over residents’ objections",
                "2026-12-03",
                "2026-12-04T02:40:00Z",
                ap("2026-12-03 21:40"),
                ["Marcus Bell", "Tanya Okafor"],
                [
                    "NORFOLK — The City Council voted 6-2 late Thursday to borrow up to $1.2 billion for the first phase of a floodwall and pump-station system meant to protect downtown and the neighborhoods along the Elizabeth River from storm surge and rising tides.",
                    "The vote came after nearly four hours of public comment, much of it from homeowners in Chelsea and Larchmont who said the plan would wall off their streets from the water without protecting them from the flooding they already see several times a month.",
                    "“We are the ones who get our cars flooded on a sunny day, and we are the ones left outside the wall,” said Denise Carrow, who has lived on Spotswood Avenue for 31 years. “Nobody from the city came to our civic league until the plan was already drawn.”",
                    "Council members who supported the bond said the city could not afford to wait. The Army Corps of Engineers has agreed to cover 65% of the project’s total cost, estimated at $2.6 billion, but only if Norfolk secures its local share by the end of the federal fiscal year.",
                    "“If we walk away from this now, the federal money goes to another city and we start over in ten years,” said Councilwoman Andrea Whitfield, who represents the downtown ward. “Every one of those ten years, the water is going to be higher.”",
                    "## What the first phase includes",
                    "The first phase covers about 1.4 miles of wall and earthen levee from the Downtown Tunnel to the Hague, along with two pump stations and a tide gate at the mouth of the Hague. Construction is scheduled to begin in the fall of 2027 and take about four years.",
                    "City staff said design work on protections for Chelsea and Larchmont, first outlined in a [[soft404|seawall study released in June]], would begin next year, paid for with a separate state resilience grant. Critics noted that no construction money has been identified for those areas.",
                    "## How the bond will be repaid",
                    "The bond will be repaid over 30 years through the city’s general fund and a stormwater utility fee that the council voted in September to raise by $4 a month for the average household. Finance Director Paul Osei told the council the debt would not require a real estate tax increase “under current projections.”",
                    "The two dissenting votes came from Councilmen Robert Greer and Luis Santana, who asked for a 90-day delay to hold meetings in the neighborhoods outside the wall. Their motion failed 5-3.",
                    "A second vote on the final bond documents is expected in January.",
                ],
                "metered-full-text-hidden-attr-after-p3-utc-next-day",
                section="Local News",
                dek="The 6-2 vote clears the way for the first phase of a wall along the Elizabeth River, but homeowners in Chelsea and Larchmont say they were left out.",
                metered="hidden",
                wall_after=3,
                free=False,
                tags=[("tag", "Flooding & Resilience"), ("/tags/norfolk-city-council/", "Norfolk City Council")],
                image="Residents line up to speak at Norfolk City Hall",
                caption="Residents wait to speak during Thursday’s City Council meeting. (Kendra Mills/The Tidewater Ledger)",
            )
        )
        add(
            story(
                "schools",
                "/news/education/2026/12/02/virginia-beach-schools-budget-gap/",
                "Virginia Beach schools face $38 million gap as pandemic-era aid runs out",
                "2026-12-02",
                "2026-12-02T18:15:00-05:00",
                ap("2026-12-02 18:15"),
                ["Ray Delgado"],
                [
                    "VIRGINIA BEACH — The city’s public schools will need to close a $38 million gap in next year’s budget as the last of the federal pandemic relief money runs out, Superintendent Karen Mbeki told the School Board on Tuesday night.",
                    "Mbeki’s preliminary plan would close two elementary schools with falling enrollment, cut about 60 central office positions through attrition and consolidate 45 bus routes. It would not cut teaching positions, she said, but class sizes in some grades could grow by one or two students.",
                    "“None of these choices are easy, and none of them are choices we wanted to make,” Mbeki said. “But the money we used to hire reading specialists and tutors since 2021 was always temporary, and we have known this day was coming.”",
                    "The two schools proposed for closure, Lynnhaven Elementary and Pembroke Meadows Elementary, are each below 60% of their capacity. Their students would be reassigned to three nearby schools, and the buildings would be offered to the city for other uses.",
                    "Parents who spoke at the meeting were divided. Several from Lynnhaven said the school was the center of their neighborhood and questioned why enrollment projections had not been shared earlier. Others urged the board to protect the tutoring programs that the relief money paid for.",
                    "## Tutoring program at risk",
                    "The high-dosage tutoring program, which served about 4,200 students last year, costs $9.4 million a year. Mbeki proposed keeping it at about half that size, focused on third through fifth grades, where the division’s reading scores fell the most.",
                    "Board Chair Lionel Pratt said the board would hold two public hearings before voting on the budget in March. The city, which provides about half of the school division’s funding, has not said whether it can increase its contribution.",
                    "The school division’s total operating budget this year is about $1.1 billion.",
                ],
                "metered-full-text-data-paywall-display-none-haspart",
                section="Education",
                byline="By Ray Delgado, The Tidewater Ledger",
                dek="The superintendent proposes closing two elementary schools and trimming bus routes; the School Board takes up the plan in January.",
                metered="display-none",
                wall_after=2,
                free=False,
                has_part=True,
            )
        )
        add(
            story(
                "crabhouse",
                "/food/2026/12/04/pearls-on-the-creek-hampton-new-owners/",
                "A 70-year-old crab house in Hampton gets a second life — and keeps the same recipe",
                "2026-12-04",
                "2026-12-04T16:00:00Z",
                ap("2026-12-04 11:00"),
                ["Leah Whitcombe"],
                [
                    "HAMPTON — For seven decades, the steamed crabs at Pearl’s on the Creek have come out the same way: dumped onto brown paper, dusted red with a spice blend that the family never wrote down, with a wooden mallet and a roll of paper towels on the side.",
                    "When Pearl Lassiter’s grandson put the restaurant up for sale last spring, regulars worried the recipe would leave with him. It didn’t. The new owners, Danny and Marisol Reyes, spent three weeks in the kitchen with him before the sale closed, measuring every scoop.",
                    "SLOT: newsletter",
                    "“He would throw in a handful of this and a pinch of that, and I would stop him and weigh it,” Marisol Reyes said. “By the end, we had it down to the gram. He said it was the first time anybody had ever seen it on paper.”",
                    "The couple, who ran a food truck in Newport News for six years, reopened Pearl’s in October after a two-month renovation that mostly involved things customers cannot see: a new walk-in cooler, new wiring and a kitchen floor that had been patched so many times it was uneven.",
                    "The dining room looks the same, down to the faded photographs of watermen on the walls and the hand-lettered sign that reads “No crabs on Mondays.” The Reyeses added a short list of sides, including hush puppies and a corn salad from Marisol’s grandmother in Veracruz.",
                    "SLOT: subscribe",
                    "Prices went up by about 10%, which Danny Reyes said reflects what they pay watermen for crabs this season. A dozen large males sells for $58, market price permitting.",
                    "Longtime customer Harold Dunn, 82, said he had eaten at Pearl’s at least once a month since 1961. He gave the new owners his verdict on opening night. “Same crabs,” he said. “Better chairs.”",
                    "Pearl’s on the Creek is at 1410 Back River Road. It is open Tuesday through Sunday from 11 a.m. to 9 p.m.",
                ],
                "free-newsletter-box-and-subscribe-interrupter-mid-text-overline",
                section="Food",
                overline="Eat Local",
                dek="The new owners kept the wooden tables, the mallets and the spice blend. They changed almost nothing else, and the regulars noticed.",
                free=True,
                image="Steamed crabs on brown paper at Pearl’s on the Creek",
                caption="Steamed crabs at Pearl’s on the Creek in Hampton. (Leah Whitcombe/The Tidewater Ledger)",
            )
        )
        add(
            story(
                "shipyard",
                "/news/local/2026/12/03/portsmouth-shipyard-navy-repair-contract/",
                "Portsmouth shipyard lands $410 million Navy repair contract",
                "2026-12-03",
                "2026-12-03T19:30:00Z",
                ap("2026-12-03 14:30"),
                [],
                [
                    "PORTSMOUTH — A Portsmouth ship repair company has won a $410 million contract to overhaul three Navy destroyers over the next five years, the Navy announced Thursday.",
                    "Atlantic Drydock Services will perform maintenance, modernization and repair work on the ships at its yard on the Elizabeth River, according to the Defense Department’s daily contract announcements. The first ship is expected to arrive in the spring.",
                    "The company employs about 1,100 people and plans to hire roughly 250 more welders, pipefitters and electricians over the next year, company president Glenn Harkins said in a statement.",
                    "“This contract gives our workforce steady work through the end of the decade,” Harkins said. “We’re going to be looking for people in every trade, and we’re going to be training a lot of them ourselves.”",
                    "The award is the largest in the company’s 40-year history. Hampton Roads’ private shipyards have been competing for a growing share of Navy surface-ship maintenance as the service tries to reduce a backlog of delayed repairs.",
                ],
                "free-desk-credit-ld-author-site",
                section="Local News",
                byline="Ledger Staff",
                free=True,
                ld_org=True,
            )
        )
        add(
            story(
                "oysters",
                "/news/environment/2026/12/02/chesapeake-oyster-survey/",
                "Chesapeake Bay oyster population reaches highest level in 35 years, survey finds",
                "2026-12-02",
                "2026-12-02T15:48:00Z",
                ap("2026-12-02 10:48"),
                [],
                [
                    "ANNAPOLIS, Md. (AP) — The Chesapeake Bay’s oyster population has grown to its highest level in more than three decades, according to an annual survey released Wednesday, a sign that restoration work and limits on harvesting are paying off.",
                    "Maryland’s fall survey found the number of young oysters settling on reefs was well above the long-term average for the fourth year in a row, state natural resources officials said. Virginia has reported a similar trend in its own waters.",
                    "Scientists cautioned that the bay’s oysters remain at a small fraction of their historic numbers, which were reduced by overharvesting, disease and pollution over the past century.",
                    "“This is real progress, but we are measuring against a very low baseline,” said a biologist with the state’s shellfish program. “It took a hundred years to lose these reefs, and it will take a long time to bring them back.”",
                    "Watermen have reported larger catches this season, and prices at the dock have fallen slightly as a result.",
                ],
                "wire-no-jsonld",
                section="Environment",
                byline="The Associated Press",
                free=True,
                ld=False,
            )
        )
        add(
            story(
                "editorial",
                "/opinion/editorials/2026/12/04/editorial-floodwall-neighborhoods-outside/",
                "The floodwall vote was the right call. Now finish the plan for the neighborhoods outside it",
                "2026-12-04",
                "2026-12-04T10:00:00Z",
                ap("2026-12-04 05:00"),
                [],
                [
                    "Norfolk’s City Council made the right decision Thursday when it agreed to [[floodwall|borrow for the first phase of a floodwall]] along the Elizabeth River. The federal government is offering to pay nearly two-thirds of a project the city could never afford alone, and that offer would not have waited.",
                    "But the council also owes the people of Chelsea and Larchmont more than a promise of future design work. Residents of those neighborhoods spent hours at the microphone explaining that they already live with regular flooding, and that the first phase of the wall will do little for them.",
                    "They are right to be frustrated. The city has studied flooding in these neighborhoods for more than a decade. What it has not done is put money behind the conclusions.",
                    "The council should set a date, before next year’s budget is adopted, to identify construction money for protections outside the wall, whether from the state’s resilience fund, the stormwater utility or the city’s own capital budget.",
                    "It should also hold the meetings that Councilmen Robert Greer and Luis Santana asked for. A vote that has already happened is no reason to stop listening.",
                    "The wall will take years to build. The neighborhoods outside it should not have to wait as long to learn when their turn will come.",
                ],
                "editorial-board-credit-ld-author-site",
                section="Editorials",
                overline="Editorial",
                byline="The Ledger Editorial Board",
                free=True,
                ld_org=True,
                tags=[("tag", "Flooding & Resilience")],
            )
        )
        add(
            story(
                "football",
                "/sports/high-school/2026/12/04/lake-drummond-cape-henry-prep-region-final/",
                "Lake Drummond holds off Cape Henry Prep late to reach state semifinals",
                "2026-12-04",
                "2026-12-05T03:55:00Z",
                ap("2026-12-04 22:55"),
                ["Dwayne Hollis"],
                [
                    "CHESAPEAKE — Lake Drummond’s defense had given up 21 points in the second half. It needed one more stop.",
                    "With 38 seconds left and Cape Henry Prep facing fourth-and-6 at the Lake Drummond 14, senior linebacker Isaiah Greene read the quick slant, stepped in front of it and knocked the ball to the turf, sealing a 28-24 win in the Region 6A final on Friday night.",
                    "“I saw it in the film all week,” Greene said. “They run that route every time they need a first down. I just had to trust it.”",
                    "Lake Drummond (12-1) will play in the state semifinals next Friday, its first trip that far since 2009.",
                    "The Raiders led 21-3 at halftime behind two touchdown passes from junior quarterback Micah Lyles, who finished 17-of-24 for 236 yards. But Cape Henry Prep (11-2) scored on its first three possessions of the second half to take a 24-21 lead early in the fourth quarter.",
                    "Lyles answered with a 12-play, 75-yard drive, capped by a 3-yard run by senior running back Terrell Vance with 4:11 left.",
                    "“We didn’t panic,” Lake Drummond coach Dave Pruitt said. “These kids have been down before. They know how to come back.”",
                ],
                "free-role-in-byline-utc-next-day",
                section="High School Sports",
                byline="By Dwayne Hollis | Correspondent",
                free=True,
            )
        )
        add(
            story(
                "tanker",
                "/news/local/2026/12/03/tanker-crash-closes-hampton-roads-bridge-tunnel/",
                "Tanker crash closes eastbound Hampton Roads Bridge-Tunnel for six hours",
                "2026-12-03",
                "2026-12-03T21:12:00Z",
                ap("2026-12-03 16:12"),
                ["Tanya Okafor"],
                [
                    "HAMPTON — A tanker truck carrying diesel fuel overturned near the north entrance of the Hampton Roads Bridge-Tunnel on Thursday afternoon, closing the eastbound lanes for about six hours and backing up traffic for miles on Interstate 64.",
                    "The driver, a 46-year-old man from Suffolk, was taken to a hospital with injuries that were not life-threatening, Virginia State Police said. No other vehicles were involved.",
                    "The tanker was carrying about 8,000 gallons of diesel. Hazardous materials crews from Hampton and the state Department of Environmental Quality contained a leak of about 150 gallons before it reached storm drains, a department spokesperson said.",
                    "All eastbound lanes reopened shortly before 10:30 p.m. Thursday. The westbound lanes stayed open throughout, though drivers reported delays as traffic slowed past the scene.",
                    "State police said Friday morning that the driver had been charged with failure to maintain control of a vehicle. The crash remains under investigation.",
                    "Drivers were detoured to the Monitor-Merrimac Memorial Bridge-Tunnel on Interstate 664 during the closure, which added as much as an hour to trips between the Peninsula and Norfolk during the evening rush.",
                ],
                "free-updated-next-day-editors-note",
                section="Local News",
                free=True,
                updated=ap("2026-12-04 07:05"),
                modified="2026-12-04T12:05:00Z",
                note="This story has been updated with information from Virginia State Police.",
                tags=[("/tags/traffic/", "Traffic")],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def person_href(self, name: str) -> str:
        return PEOPLE.get(name, "/people/" + name.lower().replace(" ", "-") + "/")

    def global_content(self, doc: Doc) -> dict[str, Any]:
        if not doc.is_article:
            return {"type": "section" if "list" in doc.extra else "page", "_id": f"/{doc.key}", "name": doc.title}
        by = (
            [{"type": "author", "name": a, "_id": a.lower().replace(" ", "-")} for a in doc.authors]
            if doc.authors
            else [{"type": "author", "name": doc.byline, "org": doc.byline if "Associated" in doc.byline else ""}]
        )
        return {
            "_id": f"{zlib.crc32(doc.key.encode()):08X}WQ4NFLEDGER",
            "type": "story",
            "version": "0.10.9",
            "canonical_url": doc.path,
            "headlines": {"basic": doc.title},
            "subheadlines": {"basic": doc.dek},
            "credits": {"by": by},
            "display_date": doc.iso,
            "first_publish_date": doc.iso,
            "last_updated_date": doc.extra.get("modified", doc.iso),
            "taxonomy": {"primary_section": {"_id": "/" + doc.path.split("/")[1], "name": doc.section}},
            "content_restrictions": {"content_code": "free" if doc.extra.get("free") else "metered"},
            "word_count": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p"),
        }

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        og_title = f"{doc.extra['overline']}: {doc.title}" if doc.extra.get("overline") else doc.title
        desc = doc.dek or (self.lede(doc) if doc.is_article else f"{doc.title} | {NAME}")
        metas = [
            f"<title>{esc(doc.title)} – {NAME}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{NAME}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@TidewaterLedger">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.extra.get("modified"):
                metas.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
            metas.append(f'<meta name="arc-content-code" content="{"free" if doc.extra.get("free") else "metered"}">')
            if doc.extra.get("ld", True):
                ld: dict[str, Any] = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": (
                        [{"@type": "Organization", "name": NAME, "url": ORIGIN}]
                        if doc.extra.get("ld_org")
                        else [{"@type": "Person", "name": a, "url": ORIGIN + self.person_href(a)} for a in doc.authors]
                    ),
                    "publisher": {
                        "@type": "Organization",
                        "name": NAME,
                        "logo": {"@type": "ImageObject", "url": ORIGIN + "/pf/resources/images/logo-amp.png"},
                    },
                    "isAccessibleForFree": bool(doc.extra.get("free")),
                }
                if doc.extra.get("has_part"):
                    ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
                if doc.image:
                    ld["image"] = [f"{ORIGIN}/resizer/{zlib.crc32(doc.key.encode()) % 10**8}/1200x675.jpg"]
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("local", "Local News"),
                ("/news/politics/", "Politics"),
                ("/business/", "Business"),
                ("/sports/", "Sports"),
                ("/opinion/", "Opinion"),
                ("/food/", "Food"),
                ("https://www.legacy.test/us/obituaries/tidewaterledger/", "Obituaries"),
                ("newsletters", "Newsletters"),
                ("https://eedition.tidewaterledger.test/", "e-Edition"),
            )
        )
        section = doc.section or "home"
        gc = json.dumps(self.global_content(doc), ensure_ascii=False)
        tags = json.dumps(["premium" if not doc.extra.get("free") and doc.is_article else "free", section.lower()])
        trending = f'<div class="b-trending"><span>Trending:</span> {self.a("search", "Floodwall vote", "nav")} {self.a("tag", "Flooding", "nav")} <a href="/sports/high-school/">Playoffs</a> <a href="/weather/">Weather</a></div>'
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="icon" href="/pf/resources/images/favicon.ico?d=412">
<link rel="preconnect" href="https://cdn.tinypass.com">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412&amp;mxId=00000000">
<style>/*PAD*/</style>
<script>window.Fusion=window.Fusion||{{}};Fusion.arcSite="tidewater";Fusion.contextPath="/pf";Fusion.mxId="00000000";Fusion.deployment="412";Fusion.globalContent={gc};Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{esc(doc.path)}","published":true}}}};</script>
<script>tp=window.tp||[];tp.push(["setAid","Tw7kQ2pLxa"]);tp.push(["setCxenseSiteId","1139721487"]);tp.push(["setEndpoint","https://buy.tinypass.com/api/v3"]);tp.push(["setUseTinypassAccounts",false]);tp.push(["setUsePianoIdUserProvider",true]);tp.push(["setTags",{tags}]);tp.push(["setContentSection","{esc(section)}"]);tp.push(["init",function(){{tp.experience.init()}}]);</script>
<script async src="https://cdn.tinypass.com/api/tinypass.min.js"></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script defer src="/pf/dist/engine/react.js?d=412"></script>
</head>
<body>
<div id="fusion-app" class="layout-section">
<div class="b-alert-bar"><a href="https://www.tidewaterledger.test/weather/">Coastal flood warning for Norfolk and Hampton until 4 p.m. Saturday</a></div>
<header class="b-header-nav-chain">
<div class="b-header-nav-chain__top"><button class="nav-sections-btn" aria-label="Sections">Sections</button>
<a class="b-header-nav-chain__logo" href="/" aria-label="{NAME} home"><img src="/pf/resources/images/tidewater-ledger-logo.svg" alt="{NAME}" width="240" height="34"></a>
<div class="b-header-nav-chain__actions">{self.a("subscribe", "Subscribe", "nav", 'class="b-subscribe-button"')} {self.a("login", "Sign In", "nav", 'class="b-signin-button"')}</div></div>
<nav class="b-header-nav-chain__links" aria-label="Top Links"><ul>{nav}</ul></nav>
{trending}
</header>
<div class="arcad ad-leaderboard" id="arcad_f0fBmR2Xq4" data-ad-name="leaderboard" data-slot="/21781234/tidewater/{esc(section.lower().replace(" ", "-"))}"><span class="arcad-label">Advertisement</span></div>
<main id="main" class="b-main">
{main}
</main>
<div class="arcad ad-footer" id="arcad_f0fK93nWv1" data-ad-name="bottom-leaderboard"><span class="arcad-label">Advertisement</span></div>
<footer class="b-footer">
<div class="b-footer__links">
<ul><li><a href="/about/">About us</a></li><li><a href="/contact-us/">Contact us</a></li><li><a href="/careers/">Careers</a></li><li><a href="/advertise/">Advertise</a></li></ul>
<ul><li>{self.a("subscribe", "Subscribe", "footer")}</li><li><a href="https://help.tidewaterledger.test/">Subscriber services</a></li><li>{self.a("newsletters", "Newsletters", "footer")}</li><li><a href="https://eedition.tidewaterledger.test/">e-Edition</a></li></ul>
<ul><li><a href="/privacy-policy/">Privacy policy</a></li><li><a href="/terms-of-service/">Terms of service</a></li><li><a href="/privacy-policy/#ccpa">Do Not Sell or Share My Personal Information</a></li><li><a href="/arcio/rss/">RSS</a></li></ul>
</div>
<p class="b-footer__copyright">Copyright © 2026 {NAME}, 150 W. Brambleton Ave., Norfolk, VA 23510. All rights reserved.</p>
</footer>
</div>
<div class="ccpa-banner" role="region" aria-label="Cookie notice"><p>We use cookies and similar technologies to personalize content and ads and to analyze our traffic. California residents can opt out of the sale or sharing of personal information. <a href="/privacy-policy/">Learn more</a></p><button class="ccpa-banner__ok">OK</button></div>
<div id="piano-modal-container"></div>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"event":"pageview","pageType":"{"story" if doc.is_article else doc.kind}","contentCode":"{"free" if doc.extra.get("free") or not doc.is_article else "metered"}"}});</script>
</body>
</html>"""

    def section_link(self, doc: Doc, text: str) -> str:
        path = re.split(r"/20\d\d/", doc.path)[0] + "/"
        return self.a("local" if path == self.docs["local"].path else path, text, "breadcrumb")

    def byline(self, doc: Doc) -> str:
        if doc.authors and not doc.byline:
            names = [self.a(self.person_href(a), a, "byline", 'class="ts-byline__names"') for a in doc.authors]
            joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            return f'<div class="b-byline"><span class="ts-byline__by">By </span>{joined}</div>'
        text = esc(doc.byline)
        for a in doc.authors:
            text = text.replace(esc(a), self.a(self.person_href(a), a, "byline", 'class="ts-byline__names"'))
        return f'<div class="b-byline b-byline--text">{text}</div>'

    def slot(self, name: str) -> str:
        if name == "newsletter":
            return (
                '<div class="b-newsletter-signup" data-newsletter="eat-local"><h4>Get the Eat Local newsletter</h4>'
                "<p>Where to eat and drink in Hampton Roads, from our food writers. Every Thursday.</p>"
                '<form action="/newsletters/subscribe/" method="post"><label for="nl-email">Email address</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Sign up</button></form>'
                f'<p class="b-newsletter-signup__more">{self.a("newsletters", "See all newsletters", "content")}</p></div>'
            )
        if name == "subscribe":
            return (
                '<aside class="b-subscribe-interrupter"><p class="b-subscribe-interrupter__head">Local journalism needs your support.</p>'
                f"<p>{self.a('subscribe', 'Subscribe today for $1 a week', 'content')} and get unlimited access to every story.</p></aside>"
            )
        raise KeyError(name)

    def piano_offer(self, doc: Doc) -> str:
        return (
            '<div class="tp-container-inner piano-inline-offer" id="piano-inline" data-piano-template="OTQ2A8B7WXY1">'
            "<h3>You’ve reached your free article limit</h3>"
            "<p>Subscribe now for $1 a week for 6 months and keep reading local news you can’t get anywhere else.</p>"
            + self.a("subscribe", "Subscribe now", "content", 'class="tp-cta"')
            + " "
            f"<p>Already a subscriber? {self.a('login', 'Sign in', 'content')}</p></div>"
        )

    def story_main(self, doc: Doc) -> str:
        kw: dict[str, Any] = {"p_tag": '<p class="c-paragraph">'}
        mode = doc.extra.get("metered")
        if mode:
            cut = self.cut(doc)
            before = self.blocks_of(doc.blocks[:cut], **kw)
            after = self.blocks_of(doc.blocks[cut:], **kw)
            if mode == "hidden":
                body = f'{before}\n<div class="paywall-fade" aria-hidden="true"></div>\n{self.piano_offer(doc)}\n<div class="paywall-hidden" hidden>\n{after}\n</div>'
            else:
                body = f'{before}\n<div id="piano-inline"></div>\n<div class="paywall" data-paywall="true" style="display:none">\n{after}\n</div>'
        else:
            body = self.blocks(doc, **kw)
        overline = doc.extra.get("overline") or doc.section
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        note = f'<p class="b-correction"><em>{esc(doc.extra["note"])}</em></p>' if doc.extra.get("note") else ""
        dates = f'<div class="b-date"><span class="b-date__label">Published </span><time datetime="{doc.iso}">{doc.stamp}</time>'
        if doc.extra.get("updated"):
            dates += f' <span class="b-date__updated">Updated <time datetime="{doc.extra["modified"]}">{doc.extra["updated"]}</time></span>'
        dates += "</div>"
        lead = ""
        if doc.image:
            lead = (
                f'<figure class="b-lead-art"><img src="/resizer/{zlib.crc32(doc.key.encode()) % 10**8}/1200x675.jpg" alt="{esc(doc.image)}" width="1200" height="675">'
                f'<figcaption class="c-media-item__caption">{esc(doc.extra["caption"])}</figcaption></figure>'
            )
        share = quote_plus(self.url(doc.key))
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="b-tags"><span>Tags:</span> '
                + " ".join(self.a(k, t, "tag", 'class="c-tag"') for k, t in doc.extra["tags"])
                + "</div>"
            )
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="b-results-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        most = [k for k in ("floodwall", "football", "crabhouse", "tanker", "schools") if k != doc.key][:4]
        most_read = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in most)
        return f"""<article class="b-article" data-content-code="{"free" if doc.extra.get("free") else "metered"}">
<div class="b-overline">{self.section_link(doc, overline)}</div>
<h1 class="b-headline">{esc(doc.title)}</h1>
{dek}
{note}
{self.byline(doc)}
{dates}
<div class="b-share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={share}" aria-label="Share on Facebook">Facebook</a> <a href="https://twitter.com/intent/tweet?url={share}" aria-label="Share on X">X</a> <a href="mailto:?subject={quote_plus(doc.title)}&amp;body={share}" aria-label="Share by email">Email</a> <button class="b-gift-button">Gift this article</button></div>
{lead}
<div class="b-article-body article-body">
{body}
</div>
{tags}
<div class="arcad ad-inarticle" id="arcad_{doc.key}" data-ad-name="box-1"><span class="arcad-label">Advertisement</span></div>
<section class="b-related"><h2>Read more</h2><ul>{related}</ul></section>
</article>
<aside class="b-right-rail"><section class="b-most-read"><h2>Most Read</h2><ol>{most_read}</ol></section>
<div class="arcad ad-rail" id="arcad_rail_{doc.key}" data-ad-name="right-rail-1"><span class="arcad-label">Advertisement</span></div></aside>"""

    def teaser(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        credit = ", ".join(d.authors) if d.authors else d.byline
        return (
            f'<div class="b-results-list__item"><a class="c-image-link" href="{esc(self.href(k))}" aria-hidden="true" tabindex="-1"><img src="/resizer/{zlib.crc32(k.encode()) % 10**8}/300x200.jpg" alt="" width="300" height="200" loading="lazy"></a>'
            f'<div class="b-results-list__text"><h2 class="c-heading">{self.a(k, d.title, zone)}</h2>'
            f'<p class="c-paragraph b-results-list__desc">{esc(d.dek or self.lede(d))}</p>'
            f'<div class="c-attribution">{esc(credit)}</div> <time class="c-date" datetime="{d.iso}">{d.stamp.split(" at ")[0]}</time></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = "".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        more = ""
        if doc.key == "home":
            lead, *rest = doc.extra["list"]
            d = self.docs[lead]
            top = f'<section class="b-top-table-list"><div class="b-top-table-list__lead"><h2 class="c-heading c-heading--xl">{self.a(lead, d.title, "content")}</h2><p class="c-paragraph">{esc(d.dek)}</p></div>'
            side = "".join(
                f'<li class="b-top-table-list__item">{self.a(k, self.docs[k].title, "content")}</li>' for k in rest[:3]
            )
            rows = "".join(self.teaser(k) for k in rest[3:])
            return (
                f'<h1 class="visually-hidden">{NAME}</h1>{top}<ul class="b-top-table-list__side">{side}</ul></section>'
                f'<section class="b-results-list"><h2 class="b-section-heading">Latest</h2>{rows}</section>'
                f'<section class="b-chain"><h2>{self.a("local", "More Local News", "content")}</h2><p>{self.a("tag", "Flooding & Resilience coverage", "content")} · {self.a("author", "Marcus Bell on City Hall", "content")}</p></section>'
            )
        if doc.key == "local":
            more = '<nav class="b-pagination">' + self.a("local2", "Next page", "pagination", 'rel="next"') + "</nav>"
        elif doc.key == "local2":
            prev = self.a("local", "Previous page", "pagination", 'rel="prev"')
            more = f'<nav class="b-pagination">{prev} <a href="/news/local/?page=3" rel="next">Next page</a></nav>'
        elif doc.kind == "author":
            head = (
                f'<div class="b-author-bio"><img src="/resizer/authors/marcus-bell.jpg" alt="Marcus Bell" width="120" height="120"><h1 class="b-author-bio__name">{esc(doc.title)}</h1>'
                f'<p class="b-author-bio__role">Reporter</p><p class="b-author-bio__bio">{esc(doc.extra["bio"])}</p>'
                '<p><a href="mailto:mbell@tidewaterledger.test">mbell@tidewaterledger.test</a> · <a href="https://twitter.com/mbell_ledger">@mbell_ledger</a></p></div>'
            )
            older = "".join(
                f'<div class="b-results-list__item"><h2 class="c-heading"><a href="{p}">{esc(t)}</a></h2><time class="c-date">{dt}</time></div>'
                for p, t, dt in (
                    (
                        "/news/local/2026/11/19/norfolk-stormwater-fee-hearing/",
                        "Norfolk stormwater fee hearing draws dozens of homeowners",
                        "Nov. 19, 2026",
                    ),
                    (
                        "/news/local/2026/11/05/chelsea-larchmont-civic-leagues-flooding/",
                        "Civic leagues in Chelsea and Larchmont press city on flooding",
                        "Nov. 5, 2026",
                    ),
                    (
                        "/news/local/2026/10/22/army-corps-norfolk-cost-share/",
                        "Army Corps sets deadline for Norfolk’s share of floodwall cost",
                        "Oct. 22, 2026",
                    ),
                )
            )
            rows += older
        elif doc.kind == "search":
            head = (
                f'<h1 class="b-search-title">{esc(doc.title)}</h1><form class="b-search-form" action="/search/" method="get"><input name="query" value="{esc(SEARCH_Q)}" aria-label="Search"><button>Search</button></form>'
                '<p class="b-search-count">Showing 3 results</p>'
            )
            rows += (
                f'<div class="b-results-list__item"><div class="b-results-list__text"><h2 class="c-heading">{self.a("soft404", "Norfolk releases long-awaited seawall study", "content")}</h2>'
                '<p class="c-paragraph b-results-list__desc">The study recommends walls, levees and pump stations for downtown, and more work in Chelsea and Larchmont.</p><time class="c-date">June 18, 2026</time></div></div>'
            )
        elif doc.kind == "soft-404":
            head = (
                f'<div class="b-error-page"><h1 class="b-error-page__title">{esc(doc.title)}</h1>'
                "<p>Sorry, we can’t find the page you were looking for. It may have been moved or removed, or the link may be out of date.</p>"
                f'<form class="b-search-form" action="/search/" method="get"><input name="query" aria-label="Search"><button>Search</button></form><p>Or go to the {self.a("home", "homepage", "content")}.</p></div>'
                '<h2 class="b-section-heading">Popular stories</h2>'
            )
        elif doc.kind == "tag":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><p class="b-section-desc">Coverage of tidal flooding, storm surge and the region’s plans to adapt.</p>'
        return f'<section class="b-results-list b-results-list--{doc.kind}">{head}{rows}{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "login":
            return (
                f'<section class="piano-id-login"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n'
                '<form class="piano-id-form" action="/account/login/" method="post"><label for="li-email">Email</label><input id="li-email" type="email" name="email">'
                '<label for="li-pass">Password</label><input id="li-pass" type="password" name="password"><button type="submit">Sign in</button></form>'
                f'<p><a href="/account/forgot-password/">Forgot password?</a></p><p>Not a subscriber? {self.a("subscribe", "See our offers", "content")}</p></section>'
            )
        if doc.kind == "subscribe":
            return (
                f'<section class="piano-offer-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n'
                '<div class="offer-buttons"><a class="offer-cta" href="https://checkout.tidewaterledger.test/?offer=OF7K2Q&amp;term=TM1WEEK">Get Digital Basic</a> '
                f'<a class="offer-cta" href="https://checkout.tidewaterledger.test/?offer=OF7K2Q&amp;term=TMSUNDAY">Get Digital + Sunday</a></div><p>Already a subscriber? {self.a("login", "Sign in", "content")}</p></section>'
            )
        return f'<section class="b-newsletters"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<form action="/newsletters/subscribe/" method="post"><input type="email" name="email" aria-label="Email"><button>Sign up</button></form></section>'
