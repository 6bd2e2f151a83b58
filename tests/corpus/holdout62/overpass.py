# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Overpass: a **Substack** newsletter on transit, streets and city budgets in Minneapolis–Saint Paul, written by
Dana Whitcombe (English, UTF-8). Substack's own markup: `post-title`, `subtitle`, `byline-wrapper`, `available-content`
/ `body markup`, `subscription-widget-wrap-editor` boxes in the middle and at the end of posts, `captioned-image-container`,
`post-ufi` like/comment/restack counts, a comments preview under the post, `window._preloads`. URLs `/p/<slug>`,
`/p/<slug>/comments`, `/archive`, `/archive?sort=search&search=…`, `/t/<tag>`, `/podcast`, `/about`, `/subscribe`,
`/@handle`. Dates printed "Dec 4, 2026" in a `<time>` whose `datetime` is UTC; `NewsArticle` JSON-LD with
`datePublished` in UTC ("+00:00"). The publisher is in Minneapolis (Central time, UTC−6 in December): the
Saint Paul budget post went out on Dec 1 at 21:40 local, which is Dec 2 03:40 UTC."""

from __future__ import annotations

import json
import zlib

from common import Base, bare, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["busmap", "note", "paid", "utc", "podcast", "roundup", "interview", "guest"]
HANDLES = {"Dana Whitcombe": "danawhitcombe", "Marcus Oyelaran": "marcusoyelaran"}
SUBSCRIBE = "RAW:SUBSCRIBE"


class Overpass(Base):
    origin = "https://theoverpass.substack.test"
    name = "The Overpass"
    prefix = "ovp"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ovp",
            [
                ".post-header",
                ".post-title",
                ".subscription-widget",
                ".available-content .body",
                ".post-ufi",
                ".comment-list-item",
                ".portable-archive-post",
                ".footer-wrap",
                ".pencraft.pc-display-flex",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Overpass", "substack-home", list=ARTS[:6], more="archive"))
        add(
            page(
                "archive",
                "/archive",
                "archive",
                "The Overpass archive",
                "substack-archive",
                list=["busmap", "note", "paid", "utc", "podcast", "roundup"],
                more="archive2",
            )
        )
        add(
            page(
                "archive2",
                "/archive?page=2",
                "archive",
                "The Overpass archive",
                "substack-archive-page2",
                list=["interview", "guest"],
                older=True,
            )
        )
        add(
            page(
                "podcast_list",
                "/podcast",
                "section",
                "The Overpass Podcast",
                "substack-podcast-index",
                list=["podcast"],
                older=True,
            )
        )
        add(page("tag", "/t/snow", "tag", "Snow", "substack-tag", list=["utc", "roundup"]))
        add(
            page(
                "search",
                "/archive?sort=search&search=parking",
                "search",
                "Search results for “parking”",
                "substack-archive-search",
                list=["podcast", "interview"],
            )
        )
        add(
            page(
                "profile",
                "/@danawhitcombe",
                "author",
                "Dana Whitcombe",
                "substack-profile",
                list=["busmap", "note", "utc"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About The Overpass",
                "substack-about",
                [
                    "The Overpass is a newsletter about how the Twin Cities move: buses and trains, streets and sidewalks, and the budgets that pay for all of it. It comes out once or twice a week, with a podcast episode most months.",
                    "I'm Dana Whitcombe. I covered city hall in Minneapolis for nine years before starting this newsletter in 2023. I ride the 2 and the Green Line, I own a bike with a very loud bell, and I still drive to my mother's house in Hastings on Sundays.",
                    "Most posts are free. Paid subscribers get the occasional deep dive, the full archive and my eternal gratitude. If you can't afford a subscription and want one, write to me and I'll comp you, no questions asked.",
                    "Tips, corrections and complaints about your bus route: dana@theoverpass.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Subscribe to The Overpass",
                "substack-subscribe-plans",
                [
                    "Get new posts in your inbox and support independent reporting on Twin Cities transit.",
                    "Free: the weekly newsletter and the podcast. Paid, $8 a month or $80 a year: deep dives, the full archive and comments. Founding member, $150 a year: all of that, plus a thank-you in the annual report.",
                ],
            )
        )
        add(
            page(
                "comments",
                "/p/the-bus-map-is-finally-getting-redrawn/comments",
                "comments",
                "The bus map is finally getting redrawn",
                "substack-comments-page",
                post="busmap",
            )
        )
        add(
            story(
                "busmap",
                "/p/the-bus-map-is-finally-getting-redrawn",
                "The bus map is finally getting redrawn",
                "2026-12-04",
                "2026-12-04T20:05:00+00:00",
                "Dec 4, 2026",
                ["Dana Whitcombe"],
                [
                    "For most of the last decade, the bus map in Minneapolis has looked less like a plan than a fossil record. Routes that made sense when the streetcars were pulled off the streets in 1954 still wind through neighborhoods that have changed beyond recognition, and every attempt to straighten them has died in a public meeting.",
                    "That may finally be changing. On Tuesday, Metro Transit released the draft of its Network Next redesign, a 212-page document that proposes cutting eleven low-ridership routes, merging six others and using the savings to run fourteen corridors every ten minutes or better, seven days a week.",
                    "I spent two evenings with the draft and a pot of coffee. Here is what stood out.",
                    "### Frequency wins, coverage loses",
                    "The core trade is familiar to anyone who has followed redesigns in Houston, Columbus or Richmond. If you want buses to come often enough that people stop checking the schedule, you have to concentrate service on fewer streets. The draft does exactly that: 71 percent of residents would live within half a mile of a frequent route, up from 48 percent today.",
                    "FIG: Draft network map | The draft frequent network. Thick lines run every ten minutes or better. (Metro Transit)",
                    "The cost is walking distance. About 9,400 riders, by the agency's own estimate, would have to walk more than a quarter mile farther to their nearest stop. Most of them live in the southwest corner of the city and in parts of Columbia Heights, where routes 25 and 27 would be folded into a single line on Central Avenue.",
                    SUBSCRIBE,
                    "### The crosstown problem",
                    "The part of the plan I like most is the least glamorous. Right now, getting from Northeast to Longfellow without going through downtown takes two transfers and, on a Sunday, close to an hour. The draft adds two crosstown lines, on Lowry Avenue and on 38th Street, that would each run every fifteen minutes.",
                    "Crosstown service is where transit systems usually lose riders to cars, because trips that don't involve downtown are the ones buses handle worst. If these two lines work, they will do more for ordinary errands than any rail project on the books. It is the same argument [[interview|Renée Castellanos made when I talked to her last month]] about the county's arterial roads: measure the trips people actually take.",
                    "### What's missing",
                    "What the draft does not have is a funding plan for the extra drivers. Metro Transit says it needs about 140 additional operators to run the new network at full frequency, and it is still about 60 short of the staffing it had in 2019. The document politely calls this a “phased implementation.” In practice it means the first year will look a lot like the current map with a few routes renamed.",
                    "I asked the agency's planning office how long the phase-in would take. A spokesperson, Alicia Brandt, told me the goal is to have the full network running by the fall of 2028, “depending on recruitment and the regional sales tax revenue.” That is a lot of depending.",
                    "### How to weigh in",
                    "Public comment is open until January 15. There are six open houses scheduled, including one at the Sabathani Community Center on December 12, and an online survey that takes about ten minutes. If your route is on the chopping block, say so, and say when you ride: the planners told me time-of-day comments are the ones that actually change the final map.",
                    "I'll be back next week with a route-by-route look at the north side, where the changes are biggest. If you ride the 5, the 19 or the 22, I would love to hear from you.",
                    SUBSCRIBE,
                ],
                "substack-post-two-subscribe-boxes",
                dek="Metro Transit's network redesign puts frequency ahead of coverage. Here's who wins, who walks farther, and what to tell the council before January 15.",
                likes=214,
                ncomments=38,
                restacks=19,
                comments=[
                    (
                        "Kevin Lindahl",
                        "Dec 4",
                        "As a 22 rider I'm torn. Ten-minute service on Lyndale would change my life, but my neighbor uses a walker and the new stop would be three blocks away.",
                    ),
                    (
                        "Sarah Okonkwo",
                        "Dec 4",
                        "The crosstown lines are the real story here. Thank you for saying it plainly.",
                    ),
                    (
                        "J. Marchetti",
                        "Dec 5",
                        "140 drivers is the whole ballgame. Until they fix pay and the split shifts none of this happens.",
                    ),
                ],
            )
        )
        add(
            story(
                "paid",
                "/p/what-the-met-council-didnt-say",
                "What the Met Council didn't say about the Blue Line extension",
                "2026-12-02",
                "2026-12-02T13:30:00+00:00",
                "Dec 2, 2026",
                ["Dana Whitcombe"],
                [
                    "When the Metropolitan Council released its updated cost estimate for the Blue Line extension last Wednesday, most of the coverage focused on the big number: $3.2 billion, about $400 million more than the figure the council was using a year ago.",
                    "That number deserves attention. But the more interesting part of the briefing was buried on page 37 of the technical appendix, in a table that most reporters, myself included on first reading, skipped right past. It shows that the council has quietly changed how it counts the project's expected riders, and the change makes the line look considerably busier than the old method would have.",
                    "Under the previous model, the extension was projected to carry about 26,000 weekday riders by 2045. Under the new one, the same line, on the same route, with the same stations, carries 33,500. Nothing about the project changed between the two estimates. What changed was the model.",
                ],
                "substack-paid-post-three-paragraphs-paywall",
                dek="The new cost estimate came with a footnote that matters more than the headline number.",
                paid=True,
                likes=96,
                ncomments=12,
                restacks=4,
            )
        )
        add(
            story(
                "podcast",
                "/p/episode-14-the-parking-hangover",
                "Episode 14: The parking hangover, with Priya Raman",
                "2026-11-30",
                "2026-11-30T16:00:00+00:00",
                "Nov 30, 2026",
                ["Dana Whitcombe"],
                [
                    "This week I talked with Priya Raman, an economist at the University of Minnesota's Center for Urban Land, about what has happened in the five years since Minneapolis stopped requiring off-street parking for new buildings. Her team has looked at every residential permit filed in the city since 2016.",
                    "We talked about who actually builds less parking when they're allowed to, why lenders still insist on garages, and the strange case of the half-empty ramp on Hennepin Avenue. A lightly edited transcript is below.",
                    "### Transcript",
                    "**Dana Whitcombe:** Priya, thanks for coming on. Let's start with the simple version. When the city dropped parking minimums, what did developers actually do?",
                    "**Priya Raman:** The simple version is that most of them kept building parking, just less of it. Before the change, the typical new apartment building had about 1.1 spaces per unit. In the permits we looked at from 2022 on, the median is closer to 0.6. And about one project in five now has no parking at all.",
                    "**Dana Whitcombe:** That's a big drop. Was it what people expected?",
                    "**Priya Raman:** It was bigger than the opponents predicted and smaller than some of the advocates hoped. The buildings with no parking are almost all small, under forty units, and close to a frequent bus line. The large projects still build garages, because their lenders ask for them.",
                    "**Dana Whitcombe:** Tell me about the lenders.",
                    "**Priya Raman:** Banks underwrite what they have seen before. If a loan officer is looking at a 200-unit building with no garage, there aren't many comparable projects to point to, so the risk looks higher and the terms get worse. Several developers told us they built parking they didn't think they needed because it was cheaper than the higher interest rate.",
                    "**Dana Whitcombe:** So the rule changed, but the market didn't.",
                    "**Priya Raman:** The market is changing slowly. Every building that leases up without a garage makes the next one easier to finance. That's partly why we see more zero-parking projects in 2025 and 2026 than in the first years.",
                    "**Dana Whitcombe:** Let's talk about the ramp on Hennepin.",
                    "**Priya Raman:** Right. That's a city-owned ramp that opened in 2019, on the assumption that the new apartments around it would need overflow parking. Our counts found it about 40 percent full on a typical weekday evening. It cost roughly $31 million.",
                    "**Dana Whitcombe:** What should other cities take from all this?",
                    "**Priya Raman:** That removing the requirement is not the same as removing the parking. It's a permission, not a mandate. If a city wants less parking, it also has to look at the other things that push builders toward it: financing, the bus network and, frankly, winter. People here are attached to a heated garage in January.",
                    "**Dana Whitcombe:** Priya Raman, thank you.",
                    "**Priya Raman:** Thanks for having me.",
                ],
                "substack-podcast-episode-transcript",
                dek="Minneapolis dropped parking minimums in 2021. A land-use economist on what happened next.",
                audio="41:12",
                likes=58,
                ncomments=7,
                restacks=3,
            )
        )
        add(
            story(
                "note",
                "/p/quick-note-the-21-is-detouring",
                "Quick note: the 21 is detouring until March",
                "2026-12-03",
                "2026-12-03T22:20:00+00:00",
                "Dec 3, 2026",
                ["Dana Whitcombe"],
                [
                    "A quick one, since several of you have written in about it: starting Monday, the 21 will detour off Lake Street between Chicago and Hiawatha avenues while Hennepin County replaces a water main under the intersection at Bloomington Avenue. Eastbound buses will use 31st Street; westbound buses will use 28th.",
                    "Metro Transit says the detour will last until at least March 6. The temporary stops are marked with yellow flags, and the B Line is not affected. I'll update this post if the dates move.",
                ],
                "substack-short-note-post",
                likes=41,
                ncomments=9,
                restacks=2,
                tiny=True,
            )
        )
        add(
            story(
                "interview",
                "/p/we-stopped-counting-cars",
                "“We stopped counting cars”: a conversation with Hennepin County's new traffic engineer",
                "2026-11-25",
                "2026-11-25T14:00:00+00:00",
                "Nov 25, 2026",
                ["Dana Whitcombe"],
                [
                    "Renée Castellanos became Hennepin County's chief traffic engineer in August, after eleven years with the city of Madison. She inherited a road network built to move cars out of downtown as fast as possible, and a county board that has asked her, in effect, to slow it down. We talked in her office in the Government Center, which has a good view of the light rail and a bad view of the parking lot. The conversation has been edited for length and clarity.",
                    "Q: You've said the county “stopped counting cars.” What does that mean in practice? || For decades, the main number we used to judge a road design was level of service, which is basically how long a driver waits at an intersection. If a design made drivers wait longer, it got a worse grade, and that was usually the end of it. Since last year, the county's design guide puts safety and the number of people moving through a corridor ahead of driver delay. A bus with forty people on it counts as forty people.",
                    "Q: Drivers will notice the difference. || Some will. On the corridors we've rebuilt so far, the average rush-hour trip is about forty seconds slower. Serious crashes on those same corridors are down by about a third. I think most people, if you put those two numbers next to each other, would take that trade.",
                    "Q: Which road is next? || Penn Avenue North, between Plymouth and Lowry. It's four lanes, it has one of the highest pedestrian crash rates in the county, and it carries fewer cars than a lot of two-lane roads. We're proposing three lanes with a center turn lane, protected bike lanes and bus bump-outs. Construction would start in 2028 if the board approves the design next spring.",
                    "Q: What's been the hardest part of the job so far? || Honestly, the snow. In Madison we plowed to the curb and that was that. Here, every design has to work during a snow emergency, which means the protected lanes have to be wide enough for our smallest plow. It sounds like a detail, but it shapes everything.",
                    "Q: Last question. What do you drive? || A 2014 Subaru with 190,000 miles on it. I also ride the 14 most days. I think you have to use the thing you are designing.",
                ],
                "substack-interview-qa",
                dek="Renée Castellanos on lane diets, speed limits and why the county no longer measures success in vehicles per hour.",
                likes=133,
                ncomments=21,
                restacks=11,
            )
        )
        add(
            story(
                "utc",
                "/p/saint-pauls-budget-has-a-snowplow-problem",
                "Saint Paul's budget has a snowplow problem",
                "2026-12-01",
                "2026-12-02T03:40:00+00:00",
                "Dec 1, 2026",
                ["Dana Whitcombe"],
                [
                    "Saint Paul's city council will vote on its 2027 budget on December 9, and if you read only the mayor's budget address, you would think the biggest question is whether the library system gets two more Sunday openings. It isn't. The biggest question is snow.",
                    "Over the past five winters, the city's street maintenance division has gone over its snow and ice budget four times. The overruns have grown from $1.3 million in the winter of 2021–22 to $6.8 million last winter, according to figures the Public Works department presented to the council's budget committee on November 18.",
                    "The reasons are not mysterious. Saint Paul has more lane-miles of street than it did twenty years ago and fewer plow drivers. Salt costs about 40 percent more per ton than it did in 2020. And the city's rules for declaring a snow emergency, which require towing cars off plow routes, generate a steady stream of overtime.",
                    "### Where the money comes from now",
                    "When the snow budget runs out, the city covers the difference from its general fund reserve. That reserve is supposed to hold about 15 percent of annual spending as a cushion against emergencies. After last winter, it is down to 11.2 percent, the lowest level since 2013.",
                    "The proposed 2027 budget adds $2.1 million to the snow line. Public Works says it needs at least $5 million to stop the overruns, assuming an average winter. Nobody at City Hall is assuming an average winter.",
                    SUBSCRIBE,
                    "### The options on the table",
                    "Council members have floated three ideas, none of them popular:",
                    "- Raise the street maintenance assessment, the fee property owners pay on their tax bills, by about 9 percent.",
                    "- Contract out plowing on residential streets, as Bloomington and Eagan already do.",
                    "- Stop plowing some alleys entirely and leave them to residents.",
                    "Council member Dao Vang, who chairs the budget committee, told me she expects the council to approve the mayor's budget largely as proposed and to “come back to snow in the spring, after we see what this winter does to us.” That is, in fairness, what the council said last year.",
                    "If you live in Saint Paul and have opinions about your alley, the public hearing is on December 3 at 5:30 p.m. in council chambers. Written comments can be sent through the city's website until the day of the vote.",
                ],
                "substack-post-utc-next-day",
                dek="The city is spending more on plowing every winter and has no new money to pay for it.",
                likes=172,
                ncomments=44,
                restacks=15,
            )
        )
        add(
            story(
                "guest",
                "/p/i-rode-every-green-line-station",
                "I rode every Green Line station in one afternoon. Here's what I saw.",
                "2026-11-20",
                "2026-11-20T18:00:00+00:00",
                "Nov 20, 2026",
                ["Marcus Oyelaran", "Dana Whitcombe"],
                [
                    "__A note from Dana: Marcus Oyelaran is a reader of this newsletter, a nurse at Hennepin Healthcare and, it turns out, a very patient man. When he told me he planned to ride the whole Green Line and get off at every station, I asked him to write it up.__",
                    "There are 23 stations on the Green Line between Target Field in Minneapolis and Union Depot in Saint Paul. I got off at every one of them on a gray Saturday in November, waited for the next train, and wrote down what I saw. It took five hours and forty minutes, two coffees and one very good egg roll.",
                    "The first thing I noticed is how different the stations feel from each other. The downtown Minneapolis platforms are busy and a little anonymous. By the time you reach the university, every stop has its own crowd: students at East Bank, families with strollers at Stadium Village, a group of older men arguing about soccer at Westgate.",
                    "### The good",
                    "University Avenue is alive in a way it was not when I moved here in 2009. Between Snelling and Dale, almost every block has a new building or a storefront that was empty ten years ago. The station at Victoria Street, which was added late after neighborhood pressure, now has a bakery, a barber and a clinic within a block.",
                    "The trains were on time. I waited an average of nine minutes for the next one, which on a Saturday is about what the schedule promises.",
                    "FIG: Platform at Victoria Street | The Victoria Street platform, around 3 p.m. Photo: Marcus Oyelaran",
                    "### The not so good",
                    "Four of the 23 stations had a broken elevator or escalator. At Raymond Avenue, the ticket machine took my card and then told me to try another one. At two stations I was the only person on the platform for the whole wait, which is not a comfortable feeling at four in the afternoon in November light.",
                    "Safety is the thing people ask me about most. I saw transit officers at three stations and on one train. Nothing happened to me, and I did not see anything that scared me, but I understand why people who ride at night feel differently, and I think the agency should take that seriously instead of quoting statistics at them.",
                    "### What I would fix first",
                    "If I could change one thing, it would be the waiting areas. Most Green Line stations have a small glass shelter with a heater that works about half the time. In a city with our winters, a warm place to wait is not a luxury. It is the difference between taking the train and calling a car.",
                    "I am going to try the Blue Line next. Dana says I should wait until spring.",
                    SUBSCRIBE,
                ],
                "substack-guest-post-two-bylines",
                dek="A reader spent a Saturday getting on and off the train. Broken elevators, a very good egg roll, and a case for better shelters.",
                likes=301,
                ncomments=52,
                restacks=27,
            )
        )
        add(
            story(
                "roundup",
                "/p/weekend-reading-snow-emergencies",
                "Weekend reading: snow emergencies, a zoning vote and a very good map",
                "2026-11-28",
                "2026-11-28T15:00:00+00:00",
                "Nov 28, 2026",
                ["Dana Whitcombe"],
                [
                    "Happy Thanksgiving weekend. I hope you are full of pie and not stuck in traffic on 94. Here are a few things I read this week that are worth your time.",
                    "- **Snow emergencies, explained.** Minneapolis has a new page that tells you, by address, which side of the street you need to clear on each day of a snow emergency. It is the single most useful thing the city has published this year.",
                    "- **Roseville's zoning vote.** The Roseville council approved fourplexes on every residential lot on Monday, by a 4–1 vote. The best part of the meeting video is the public comment from a retired pipefitter who wants to build a unit for his granddaughter.",
                    "- **A very good map.** Hannah Lindqvist, a graduate student at Macalester, mapped every bus stop in the metro by whether it has a shelter. The answer, outside downtown, is: not many.",
                    "- **From the archive.** If you are new here, [[guest|Marcus Oyelaran's ride along the whole Green Line]] got more replies than anything I have published this fall.",
                    "Next week: the north side bus routes, and a podcast episode about parking. Yes, parking again.",
                ],
                "substack-links-roundup",
                likes=64,
                ncomments=6,
                restacks=5,
            )
        )

    # ------------------------------------------------------------------ chrome
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            title = f"{doc.title} - by {' and '.join(doc.authors)}"
            desc = doc.dek or self.lede(doc)
        else:
            title = f"{doc.title} | Dana Whitcombe | Substack" if doc.key == "home" else f"{doc.title} | The Overpass"
            desc = "How the Twin Cities move: buses, trains, streets and the budgets behind them."
        head = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            '<meta property="og:image" content="https://substackcdn.test/image/fetch/w_1200,h_600,c_fill/overpass-card.png">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@theoverpassmsp">',
        ]
        if doc.is_article:
            head.append(f'<meta name="author" content="{esc(doc.authors[0])}">')
            authors = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": f"https://substack.test/@{HANDLES[a]}",
                    "description": "Writes The Overpass"
                    if a == "Dana Whitcombe"
                    else "Nurse, reader, Green Line rider",
                    "identifier": f"user:{4821390 if a == 'Dana Whitcombe' else 99120457}",
                    "image": {
                        "@type": "ImageObject",
                        "contentUrl": f"https://substackcdn.test/image/fetch/w_120/avatar-{HANDLES[a]}.png",
                    },
                }
                for a in doc.authors
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "url": url,
                "mainEntityOfPage": url,
                "headline": doc.title,
                "description": desc,
                "image": [
                    {"@type": "ImageObject", "url": "https://substackcdn.test/image/fetch/w_1200/overpass-card.png"}
                ],
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "isAccessibleForFree": not doc.extra.get("paid"),
                "author": authors,
                "publisher": {
                    "@type": "Organization",
                    "name": "The Overpass",
                    "url": self.origin,
                    "description": "How the Twin Cities move.",
                    "identifier": "pub:1738204",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://substackcdn.test/image/fetch/w_500/overpass-logo.png",
                    },
                },
            }
            if doc.extra.get("paid"):
                ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        preload = {
            "isEU": False,
            "language": "en",
            "base_url": self.origin,
            "pub": {
                "id": 1738204,
                "name": "The Overpass",
                "subdomain": "theoverpass",
                "author_id": 4821390,
                "type": "newsletter",
                "language": "en",
                "community_enabled": True,
            },
            "post": {
                "id": 149000000 + sum(map(ord, doc.key)),
                "slug": doc.path.rsplit("/", 1)[-1],
                "audience": "only_paid" if doc.extra.get("paid") else "everyone",
                "type": "podcast" if doc.extra.get("audio") else "newsletter",
            }
            if doc.is_article
            else None,
            "canonicalUrl": url,
            "features": {"notes_enabled": True, "chat_enabled": True},
        }
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav", cls=c)}</li>'
            for k, t, c in (
                ("home", "Home", "nav-link"),
                ("podcast_list", "Podcast", "nav-link"),
                ("archive", "Archive", "nav-link"),
                ("about", "About", "nav-link"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">
<meta name="theme-color" content="#ffffff">
{chr(10).join(head)}
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" type="application/rss+xml" href="{self.origin}/feed" title="The Overpass">
<link rel="icon" href="https://substackcdn.test/image/fetch/f_auto/overpass-favicon.png" sizes="32x32">
<link rel="stylesheet" type="text/css" href="https://substackcdn.test/bundle/theme/main.9b4e1c.css">
<style>/*PAD*/</style>
</head>
<body class="pc-root">
<div id="entry"><div id="main" class="main typography use-theme-bg">
<div class="main-menu"><div class="topbar-content">
<div class="navbar-title">{self.a("home", "The Overpass", "nav", cls="navbar-title-link")}</div>
<ul class="nav-items">{nav}</ul>
<div class="navbar-buttons">{self.a("subscribe", "Subscribe", "nav", cls="button primary subscribe-btn")} <a href="{self.origin}/account/login?redirect=%2F" class="button sign-in-link">Sign in</a></div>
</div></div>
{main}
<div class="footer-wrap publication-footer"><div class="footer themed-background">
<div class="container"><div class="footer-blurbs"><div class="footer-copyright-blurb">© 2026 Dana Whitcombe</div>
<div class="footer-terms-links"><a href="https://substack.test/privacy" target="_blank" rel="noopener">Privacy</a> ∙ <a href="https://substack.test/tos" target="_blank" rel="noopener">Terms</a> ∙ <a href="https://substack.test/ccpa#personal-data-collected" target="_blank" rel="noopener">Collection notice</a></div></div>
<div class="footer-substack-cta"><a href="https://substack.test/signup?utm_source=substack&amp;utm_medium=web&amp;utm_content=footer" class="button">Start writing</a> <a href="https://substack.test/app/app-store-redirect?utm_campaign=app-marketing&amp;utm_content=web-footer-button" class="button">Get the app</a></div>
<div class="footer-slogan-blurb">Substack is the home for great culture</div></div></div></div>
</div></div>
<div class="cookie-banner" role="dialog" aria-live="polite"><p>We use cookies to improve your experience, for analytics, and for marketing. <a href="https://substack.test/privacy">Learn more</a></p><button class="button primary">Accept</button><button class="button">Reject all</button></div>
<script>window._preloads = JSON.parse({json.dumps(json.dumps(preload, ensure_ascii=False))})</script>
<script src="https://substackcdn.test/bundle/static/js/main.4a1f93.js" charset="utf-8" defer></script>
<script src="https://substackcdn.test/bundle/static/js/vendor.77c2d0.js" charset="utf-8" defer></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}} gtag('js', new Date()); gtag('config', 'G-OVP2023');</script>
</body>
</html>"""

    def subscribe_box(self, end: bool = False) -> str:
        caption = (
            "The Overpass is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber."
            if end
            else "Thanks for reading The Overpass! Subscribe for free to receive new posts and support my work."
        )
        return (
            '<div class="subscription-widget-wrap-editor" data-attrs="{&quot;url&quot;:&quot;https://theoverpass.substack.test/subscribe?&quot;,&quot;text&quot;:&quot;Subscribe&quot;,&quot;language&quot;:&quot;en&quot;}" data-component-name="SubscribeWidgetToDOM">'
            f'<div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">{caption}</p></div>'
            '<form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" placeholder="Type your email…" tabindex="-1">'
            '<input type="submit" class="button primary" value="Subscribe"><div class="fake-input-wrapper"><div class="fake-input"></div><div class="fake-button"></div></div></form></div></div>'
        )

    def fig(self, alt: str, cap: str) -> str:
        slug = zlib.crc32(alt.encode()) % 9973
        return (
            f'<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.test/image/fetch/f_auto,q_auto:good/{len(alt)}{slug}a7c.png">'
            f'<div class="image2-inset"><picture><img src="https://substackcdn.test/image/fetch/w_1456,c_limit/{len(alt)}a7c.png" width="1456" height="970" alt="{esc(alt)}" class="sizing-normal" loading="lazy"></picture></div></a>'
            f'<figcaption class="image-caption">{esc(cap)}</figcaption></figure></div>'
        )

    def byline(self, doc: Doc) -> str:
        names = []
        for a in doc.authors:
            if a == "Dana Whitcombe":
                names.append(self.a("profile", a, "byline", cls="pencraft pc-reset decoration-hover-underline-ClDVps"))
            else:
                names.append(
                    f'<a href="https://substack.test/@{HANDLES[a]}" class="pencraft pc-reset decoration-hover-underline-ClDVps">{esc(a)}</a>'
                )
        avatars = "".join(
            f'<img class="avatar" src="https://substackcdn.test/image/fetch/w_64/avatar-{HANDLES[a]}.png" alt="" width="36" height="36">'
            for a in doc.authors
        )
        return (
            f'<div class="byline-wrapper"><div class="pencraft pc-display-flex pc-gap-12 pc-alignItems-center">{avatars}'
            f'<div class="pencraft pc-display-flex pc-flexDirection-column"><div class="pencraft pc-reset color-pub-primary-text-NyXPlw font-meta-MWBumP size-11-NuY2Zx weight-medium-fw81nC transform-uppercase-yKDgcq">{" and ".join(names)}</div>'
            f'<div class="pencraft pc-reset color-pub-secondary-text-hGQ02T font-meta-MWBumP size-11-NuY2Zx weight-medium-fw81nC transform-uppercase-yKDgcq meta-EgzBVA"><time datetime="{doc.iso.replace("+00:00", ".000Z")}">{doc.stamp}</time>'
            f"{'' if not doc.extra.get('paid') else ' ∙ Paid'}</div></div></div></div>"
        )

    def ufi(self, doc: Doc) -> str:
        return (
            f'<div class="post-ufi style-large"><div class="like-button-container post-ufi-button"><button class="post-ufi-button" aria-label="Like ({doc.extra["likes"]})"><span class="label">{doc.extra["likes"]}</span></button></div>'
            f'<a class="post-ufi-button post-ufi-comment-button" href="{self.origin}{doc.path}/comments"><span class="label">{doc.extra["ncomments"]}</span></a>'
            f'<button class="post-ufi-button restack-button" aria-label="Restack"><span class="label">{doc.extra["restacks"]}</span></button>'
            f'<a class="post-ufi-button share-button" href="https://twitter.test/intent/tweet?url={esc(self.url(doc.key))}">Share</a></div>'
        )

    def story_main(self, doc: Doc) -> str:
        parts = []
        first_box = True
        body_blocks = []
        for b in doc.blocks:
            if b == ("box", "SUBSCRIBE"):
                last = b is doc.blocks[-1]
                body_blocks.append(("box", self.subscribe_box(end=last or not first_box)))
                first_box = False
            else:
                body_blocks.append(b)
        from common import blocks_html

        body = blocks_html(self, body_blocks, fig=self.fig)
        if doc.extra.get("audio"):
            parts.append(
                f'<div class="podcast-post-header"><div class="player-wrapper-outer"><div class="audio-player-wrapper"><audio preload="none" src="https://api.substack.test/api/v1/audio/upload/7c2e1a90/src"></audio>'
                f'<button class="play-button" aria-label="Play">▶</button><div class="audio-duration">{doc.extra["audio"]}</div></div>'
                '<div class="podcast-platform-links"><a href="https://podcasts.apple.test/us/podcast/the-overpass/id1709922">Apple Podcasts</a> <a href="https://open.spotify.test/show/6overpass">Spotify</a></div></div></div>'
            )
        sub = f'<h3 dir="auto" class="subtitle subtitle-HEEcLo">{esc(doc.dek)}</h3>' if doc.dek else ""
        header = (
            f'<div class="post-header" role="region" aria-label="Post header"><h1 dir="auto" class="post-title published title-X77sOw">{esc(doc.title)}</h1>'
            f"{sub}{self.byline(doc)}{self.ufi(doc)}</div>"
        )
        if doc.extra.get("paid"):
            content = (
                f'<div class="available-content"><div dir="auto" class="body markup">\n{body}\n</div></div>'
                '<div class="paywall-jump" data-component-name="PaywallToDOM"></div>'
                '<div data-testid="paywall" class="paywall"><h2 class="paywall-title">This post is for paid subscribers</h2>'
                f'<div class="paywall-cta">{self.a("subscribe", "Subscribe", "paywall", cls="button primary")}</div>'
                f'<div class="paywall-login">Already a paid subscriber? <a href="{self.origin}/account/login?redirect=%2Fp%2Fwhat-the-met-council-didnt-say">Sign in</a></div></div>'
            )
        else:
            content = f'<div class="available-content"><div dir="auto" class="body markup">\n{body}\n</div></div>'
        comments = ""
        if doc.extra.get("comments"):
            items = "".join(
                f'<div class="comment-list-item"><div class="comment"><div class="comment-meta"><a class="commenter-name" href="https://substack.test/profile/{i}7731-reader">{esc(n)}</a> <span class="comment-timestamp">{d}</span></div>'
                f'<div class="comment-body"><p>{esc(t)}</p></div><div class="comment-actions"><button>Like ({3 + i})</button> <button>Reply</button> <button>Share</button></div></div></div>'
                for i, (n, d, t) in enumerate(doc.extra["comments"])
            )
            comments = f'<div class="comments-section"><h4 class="comments-heading">Discussion about this post</h4><div class="comment-list">{items}</div>{self.a("comments", "View all " + str(doc.extra["ncomments"]) + " comments", "comments", cls="more-comments")}</div>'
        elif doc.extra.get("ncomments"):
            comments = f'<div class="comments-section"><h4 class="comments-heading">Discussion about this post</h4><p class="comments-empty">{doc.extra["ncomments"]} comments. <a href="{self.origin}/account/login">Sign in</a> to join the discussion.</p></div>'
        more = "".join(
            f'<div class="post-preview portable-archive-post">{self.a(k, self.docs[k].title, "related", cls="post-preview-title newsletter")}<div class="post-meta"><time>{self.docs[k].stamp.rsplit(",", 1)[0].upper()}</time></div></div>'
            for k in [x for x in ARTS if x != doc.key][:3]
        )
        return f"""<div class="single-post-container"><div class="container"><div class="single-post"><article class="typography newsletter-post post">
{parts[0] if parts else ""}
{header}
{content}
</article>
{self.ufi(doc)}
<div class="subscribe-footer"><p>Ready for more?</p>{self.subscribe_box(end=True)}</div>
{comments}
<div class="post-footer-more"><h4>More from The Overpass</h4>{more}</div>
</div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = d.stamp.rsplit(",", 1)[0].upper()  # the archive drops the current year: "DEC 4"
            lock = ' <span class="audience-lock" aria-label="Paid">🔒</span>' if d.extra.get("paid") else ""
            rows.append(
                f'<div class="post-preview portable-archive-post has-image">{self.a(k, d.title, "content", cls="post-preview-title newsletter")}{lock}'
                f'<div class="post-preview-description">{esc(d.dek or self.lede(d))}</div>'
                f'<div class="post-meta"><time datetime="{d.iso.replace("+00:00", ".000Z")}">{when}</time> ∙ {esc(" and ".join(a.upper() for a in d.authors))}</div></div>'
            )
        if doc.extra.get("older"):
            rows.append(
                f'<div class="post-preview portable-archive-post"><a class="post-preview-title newsletter" href="{self.origin}/p/why-the-b-line-took-seven-years">Why the B Line took seven years</a><div class="post-meta"><time>OCT 30</time> ∙ DANA WHITCOMBE</div></div>'
                f'<div class="post-preview portable-archive-post"><a class="post-preview-title newsletter" href="{self.origin}/p/the-case-for-boring-bus-stops">The case for boring bus stops</a><div class="post-meta"><time>OCT 16</time> ∙ DANA WHITCOMBE</div></div>'
            )
        extra_top = ""
        if doc.key == "home":
            lead = self.docs[doc.extra["list"][0]]
            extra_top = (
                '<div class="home-hero"><h1 class="publication-name">The Overpass</h1><p class="publication-tagline">How the Twin Cities move: buses, trains, streets and the budgets behind them. By Dana Whitcombe.</p>'
                f"{self.subscribe_box(end=True)}</div>"
                f'<div class="featured-post">{self.a(lead.key, lead.title, "content", cls="post-preview-title newsletter featured")}<div class="post-preview-description">{esc(lead.dek)}</div></div>'
                f'<div class="home-tabs"><span class="tab active">Latest</span> <span class="tab">Top</span> <span class="tab">Discussions</span> {self.a("tag", "Snow", "nav", cls="tab")} {self.a("search", "Search", "nav", cls="tab search")}</div>'
            )
            rows = rows[1:]
        elif doc.key == "profile":
            extra_top = (
                '<div class="profile-header"><img class="avatar" src="https://substackcdn.test/image/fetch/w_120/avatar-danawhitcombe.png" alt="" width="96" height="96">'
                '<h1 class="profile-name">Dana Whitcombe</h1><div class="profile-handle">@danawhitcombe</div>'
                '<p class="profile-bio">Writes about buses, streets and budgets in the Twin Cities. Former city hall reporter. Green Line regular.</p>'
                f'<div class="profile-meta">3.1K subscribers · Writes {self.a("home", "The Overpass", "content")}</div></div><h2 class="profile-section">Posts</h2>'
            )
        elif doc.kind == "search":
            extra_top = '<form class="archive-search" action="/archive"><input type="hidden" name="sort" value="search"><input type="search" name="search" value="parking" placeholder="Search…"></form>'
        elif doc.kind == "tag":
            extra_top = '<div class="tag-header"><h1>Snow</h1><p class="tag-description">Plows, salt, emergencies and the budgets that pay for them.</p></div>'
        heading = (
            ""
            if doc.key in ("home", "profile") or doc.kind == "tag"
            else f'<h1 class="archive-title">{esc(doc.title)}</h1>'
        )
        pager = ""
        if doc.extra.get("more") and doc.key != "home":
            pager = f'<div class="archive-pager">{self.a(doc.extra["more"], "Older posts", "pagination", cls="button")}</div>'
        elif doc.key == "archive2":
            pager = f'<div class="archive-pager">{self.a("archive", "Newer posts", "pagination", cls="button")}</div>'
        elif doc.key == "home":
            pager = f'<div class="archive-pager">{self.a("archive", "See all", "content", cls="button")}</div>'
        return f"""<div class="container archive-page"><div class="portable-archive">
{extra_top}{heading}
<div class="portable-archive-tabs"><a class="tab" href="{self.origin}/archive?sort=new">Latest</a> <a class="tab" href="{self.origin}/archive?sort=top">Top</a> <a class="tab" href="{self.origin}/archive?sort=community">Discussions</a></div>
<div class="portable-archive-list">{"".join(rows)}</div>
{pager}
</div></div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "comments":
            post = self.docs[doc.extra["post"]]
            names = [
                (
                    "Kevin Lindahl",
                    "As a 22 rider I'm torn. Ten-minute service on Lyndale would change my life, but my neighbor uses a walker and the new stop would be three blocks away.",
                ),
                ("Sarah Okonkwo", "The crosstown lines are the real story here. Thank you for saying it plainly."),
                (
                    "J. Marchetti",
                    "140 drivers is the whole ballgame. Until they fix pay and the split shifts none of this happens.",
                ),
                (
                    "Dana Whitcombe",
                    "Kevin, that's exactly the kind of comment the planners say they want. Please send it to them too!",
                ),
                (
                    "Ruth Amundsen",
                    "The 27 is how I get to dialysis three times a week. Folding it into Central adds a transfer for me. I will be at the open house.",
                ),
                (
                    "Tomás Echeverría",
                    "Houston's redesign worked because they actually funded the drivers. Curious whether anyone has asked the Legislature.",
                ),
                ("Bea K.", "Lowry crosstown! Finally! I have been taking two buses and a prayer for six years."),
                ("Leif Sorensen", "Great piece. Small correction: the 19 runs on Penn, not Lyndale, north of Lowry."),
                ("Dana Whitcombe", "Thanks Leif, fixed."),
            ]
            badge = ' <span class="author-badge">Author</span>'
            items = "".join(
                f'<div class="comment-list-item depth-{1 if n == "Dana Whitcombe" else 0}"><div class="comment"><div class="comment-meta"><a class="commenter-name" href="https://substack.test/profile/{i}7731-reader">{esc(n)}</a>'
                f'{badge if n == "Dana Whitcombe" else ""} <span class="comment-timestamp">Dec {4 + i // 5}</span></div>'
                f'<div class="comment-body"><p>{esc(t)}</p></div><div class="comment-actions"><button>Like ({(i * 7) % 11 + 1})</button> <button>Reply</button></div></div></div>'
                for i, (n, t) in enumerate(names)
            )
            return f"""<div class="container comments-page"><div class="comments-page-header">
<div class="post-preview portable-archive-post"><h1 class="post-title">{esc(post.title)}</h1><div class="post-meta"><time datetime="{post.iso}">{post.stamp}</time> ∙ Dana Whitcombe</div>
{self.a("busmap", "Read the post", "content", cls="button")}</div>
<div class="comments-tabs"><span class="tab active">Comments</span> <span class="tab">Restacks</span></div></div>
<div class="comments-section"><div class="comment-input"><textarea placeholder="Write a comment…"></textarea><button class="button primary">Post</button></div>
<div class="comments-sort">Top · New · Chronological</div>
<div class="comment-list">{items}</div></div></div>"""
        body = "\n".join(f"<p>{self.inline(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        box = self.subscribe_box(end=True)
        if doc.kind == "subscribe":
            plans = (
                '<div class="plans"><div class="plan"><h3>Free</h3><p>$0</p></div><div class="plan featured"><h3>Monthly</h3><p>$8/month</p></div>'
                '<div class="plan"><h3>Annual</h3><p>$80/year</p></div><div class="plan"><h3>Founding Member</h3><p>$150/year</p></div></div>'
            )
            box = plans + box
        return f"""<div class="container about-page"><div class="single-post"><div class="post-header"><h1 class="post-title">{esc(doc.title)}</h1></div>
<div class="body markup">{body}</div>
{box}
<div class="about-links">{self.a("archive", "Archive", "content")} ∙ {self.a("podcast_list", "Podcast", "content")} ∙ {self.a("profile", "Dana Whitcombe", "content")} ∙ <a href="mailto:dana@theoverpass.test">Contact</a></div></div></div>"""

    def lede(self, doc: Doc) -> str:
        for b in doc.blocks:
            if b[0] == "p" and not b[1].startswith("__"):
                t = bare(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
