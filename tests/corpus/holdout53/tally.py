# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Tally: a FiveThirtyEight-like data-journalism desk on WordPress VIP (`single-header`, `article-title entry-title`,
`single-metadata`, `single-byline`, `datetime updated`, `entry-content single-post-content`, `/features/<slug>/`,
`/methodology/<slug>/`, `/politics/page/2/`, `/contributors/…/`, `/tag/…/`, `/?s=`), English, UTF-8, New York time
(-05:00). Charts are `<figure class="chart">` with an inline SVG (its axis labels are visible text) and a
`<details>` "Show the data" table fallback: **the fallback tables are not body** (they repeat the chart); a table
printed in the running text (rents, daylight saving time) **is body**, a line a row. Footnotes (`div.footnotes`)
are not body. Metadata: `NewsArticle` JSON-LD in -05:00 on most stories; the politics chat's is in **UTC**
(03:15Z on 4 Dec = 10:15 p.m. on 3 Dec in New York); the Poll of the Week has none; the Pudding-like scrollytelling
essay prints only "December 2026" and carries its day in `article:published_time`. The methodology page is a
bylined, dated story (an article); the model-updates changelog and the election results tables are not."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["primary", "rent", "snow", "chat", "method", "fourth", "dst", "youth"]
SLUG = {
    "Maya Lindqvist": "maya-lindqvist",
    "Theo Andersen": "theo-andersen",
    "Rashida Ncube": "rashida-ncube",
    "Sam Whitaker": "sam-whitaker",
    "Ines Okafor": "ines-okafor",
}
AUTHOR_ATTR = 'class="author url fn" rel="author"'


def chart(title: str, unit: str, rows: list[tuple[str, float]], head: tuple[str, str], source: str) -> str:
    """A bar chart: inline SVG with labels, a data-table fallback in <details>, a source caption (none of it body)."""
    top = max(v for _, v in rows)
    bars = []
    for i, (label, v) in enumerate(rows):
        w = round(420 * v / top)
        y = 30 + i * 34
        bars.append(
            f'<g class="bar"><text x="0" y="{y + 16}" class="label">{esc(label)}</text><rect x="190" y="{y}" width="{w}" height="22" fill="#ed713a"></rect><text x="{196 + w}" y="{y + 16}" class="value">{v:g}{esc(unit)}</text></g>'
        )
    height = 40 + 34 * len(rows)
    cid = f"chart-{zlib.crc32(title.encode()) % 100000}"
    table = "".join(f"<tr><td>{esc(lbl)}</td><td>{v:g}{esc(unit)}</td></tr>" for lbl, v in rows)
    return (
        f'<figure class="chart image-container" id="{cid}"><div class="chart-title">{esc(title)}</div>'
        f'<svg role="img" aria-labelledby="{cid}-t" viewBox="0 0 680 {height}" width="680" height="{height}"><title id="{cid}-t">{esc(title)}</title>{"".join(bars)}</svg>'
        f'<details class="chart-data"><summary>Show the data</summary><table class="chart-fallback"><thead><tr><th>{esc(head[0])}</th><th>{esc(head[1])}</th></tr></thead><tbody>{table}</tbody></table></details>'
        f'<figcaption class="caption">{esc(source)}</figcaption></figure>'
    )


class Tally(Base):
    origin = "https://www.thetally.test"
    name = "The Tally"
    prefix = "tly"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tly",
            [
                ".single-header",
                ".article-title",
                ".single-metadata",
                ".single-post-content",
                ".chart",
                ".footnotes",
                ".results-table",
                ".site-footer",
                ".scrolly .step",
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
                "The Tally",
                "data-desk-home",
                list=["youth", "primary", "chat", "rent", "fourth", "dst", "snow", "method"],
                more="politics2",
            )
        )
        add(
            page(
                "politics",
                "/politics/",
                "section",
                "Politics",
                "wp-category",
                list=["youth", "primary", "chat"],
                more="politics2",
            )
        )
        add(
            page(
                "politics2",
                "/politics/page/2/",
                "section",
                "Politics",
                "wp-category-page2",
                list=["dst", "method", "results"],
            )
        )
        add(
            page(
                "results",
                "/2026-election-results/ohio/",
                "results",
                "Ohio Election Results 2026",
                "results-tables-only",
                [
                    "### Governor",
                    "T: Candidate | Party | Votes | Share",
                    "T: Karen Holloway | R | 2,418,332 | 52.6%",
                    "T: Marcus Delgado | D | 2,126,907 | 46.3%",
                    "T: Jamie Sutter | Libertarian | 51,204 | 1.1%",
                    "### Secretary of State",
                    "T: Candidate | Party | Votes | Share",
                    "T: Paul Brennan | R | 2,391,870 | 53.1%",
                    "T: Aisha Grant | D | 2,112,446 | 46.9%",
                    "### U.S. House, District 9",
                    "T: Candidate | Party | Votes | Share",
                    "T: Laura Kowalski | D | 151,208 | 50.8%",
                    "T: Derek Stahl | R | 146,455 | 49.2%",
                    "### U.S. House, District 13",
                    "T: Candidate | Party | Votes | Share",
                    "T: Nathan Okoye | D | 163,772 | 51.4%",
                    "T: Sheila Warren | R | 154,866 | 48.6%",
                    "### Issue 1 (redistricting amendment)",
                    "T: Choice | Votes | Share",
                    "T: Yes | 2,304,117 | 50.9%",
                    "T: No | 2,222,845 | 49.1%",
                ],
                stamp="Certified results. Updated Dec. 1, 2026, at 4:12 PM",
            )
        )
        add(
            page(
                "changelog",
                "/approval/model-updates/",
                "changelog",
                "Presidential approval average: Model updates",
                "model-changelog",
                [
                    "### Dec. 4, 2026",
                    "Shortened the half-life of poll weights from 18 to 14 days. Began including text-message-only polls from pollsters with a rating of B or higher. See the [[method|methodology]] for details.",
                    "### Dec. 1, 2026",
                    "Recalculated house effects using the past 24 months of polls instead of 36.",
                    "### Oct. 15, 2026",
                    "Fixed a bug that double-counted two tracking polls released on the same day. The average moved by 0.2 points on Oct. 9-14.",
                    "### Aug. 3, 2026",
                    "Added likely-voter polls to the approval average, adjusted to the adult population.",
                    "### Jan. 20, 2025",
                    "Launched the approval average for the new administration.",
                ],
            )
        )
        add(page("tag", "/tag/polling/", "tag", "Polling", "wp-tag", list=["primary", "dst", "method", "chat"]))
        add(
            page(
                "author",
                "/contributors/maya-lindqvist/",
                "author",
                "Maya Lindqvist",
                "contributor-page",
                list=["primary", "chat", "method"],
                bio="Maya Lindqvist is the politics editor at The Tally.",
            )
        )
        add(page("search", "/?s=rent", "search", "Search Results for: rent", "wp-search", list=["rent"]))
        add(
            page(
                "about",
                "/about/",
                "about",
                "About The Tally",
                "about-masthead",
                [
                    "The Tally uses statistical analysis, data visualization and reporting to tell compelling stories about elections, politics, sports, science and economics. We were founded in 2019 and are based in New York.",
                    "## Our data",
                    "Much of the data behind our stories and forecasts is available on our GitHub page, where you can download it and check our work. If you find an error, please tell us.",
                    "## Masthead",
                    "- Maya Lindqvist, politics editor",
                    "- Sam Whitaker, data editor",
                    "- Theo Andersen, senior elections analyst",
                    "- Rashida Ncube, politics and sports reporter",
                    "- Ines Okafor, visual journalist",
                    "Contact us at tips@thetally.test.",
                ],
            )
        )
        add(
            story(
                "primary",
                "/features/how-much-should-you-trust-early-2028-primary-polls/",
                "How Much Should You Trust Early 2028 Primary Polls? Not Much.",
                "2026-12-04",
                "2026-12-04T06:00:00-05:00",
                "Dec. 4, 2026, at 6:00 AM",
                ["Maya Lindqvist"],
                [
                    "It’s December 2026, which means the 2028 presidential primary has, unofficially, begun. Several would-be candidates have already visited Iowa and New Hampshire, and pollsters have started asking voters whom they would like to see at the top of the ticket. The results are already being treated as news.",
                    "They shouldn’t be, or at least not very much. We looked at every national primary poll conducted more than two years before the first nominating contest in competitive primaries since 1980 and compared the polling leader at that point with the eventual nominee.",
                    "The short version: Early leaders win their party’s nomination a little more than half the time, and their margin in early polls tells you surprisingly little about whether they will.",
                    "RAW:"
                    + chart(
                        "Early leaders won about half the time",
                        "%",
                        [
                            ("24+ months out", 53),
                            ("18 months out", 58),
                            ("12 months out", 64),
                            ("6 months out", 76),
                            ("1 month out", 85),
                        ],
                        ("Time before first contest", "Early leader won nomination"),
                        "Source: National primary polls, 1980-2024, The Tally analysis",
                    ),
                    "## Name recognition does most of the work",
                    "Polls this early mostly measure which candidates voters have heard of. In our data, candidates whose name recognition was above 80 percent two years out led the early polls in 15 of 19 cases, but only nine of those 15 went on to win the nomination. Candidates who started with name recognition below 50 percent almost never led early, yet six eventual nominees came from that group.",
                    "The averages also shift more than people expect. Across our sample, the typical early leader’s support moved by 11 percentage points, in one direction or the other, between the first polls and the start of voting. For candidates in fourth place or lower, the movement was even larger in relative terms, because small numbers can double overnight after a strong debate or a viral moment.",
                    "## When early polls do mean something",
                    "There are exceptions. Early polls have been more predictive when a candidate is a former vice president or a previous nominee, someone voters have already evaluated in a national race. In those cases, the early leader won the nomination in five of six primaries in our data. Polls also become more useful once candidates formally declare, debates begin and voters start paying attention, typically about six months before the Iowa caucuses.",
                    "A second signal worth watching is the share of voters who say they are undecided or who name no one. When that share is above 40 percent, as it is in most polls of the 2028 field so far, the leader’s advantage has historically meant very little.",
                    "## What to watch instead",
                    "If you want to know who is serious about 2028, indicators other than polls tend to be more informative: endorsements from members of Congress and governors, the ability to hire experienced staff in early states and, later, fundraising from small donors. We will start tracking those in the new year.",
                    "Until then, enjoy the early polls for what they are: a snapshot of who is famous.",
                ],
                "chart-svg-fallback-table-footnote",
                section="Politics",
                dek="Two years out, primary polls mostly measure name recognition",
                footnotes=[
                    "We count a poll as “early” if its field dates ended at least 730 days before the first nominating contest. Polls of registered voters and of adults are both included."
                ],
                tag=True,
            )
        )
        add(
            story(
                "rent",
                "/features/rents-fell-in-31-of-the-50-biggest-metros/",
                "Rents Fell In 31 Of The 50 Biggest Metros This Year",
                "2026-12-03",
                "2026-12-03T07:00:00-05:00",
                "Dec. 3, 2026, at 7:00 AM",
                ["Theo Andersen"],
                [
                    "For the first time in more than a decade, asking rents fell in a majority of the country’s largest metropolitan areas over the past year. According to listings data compiled by a rental marketplace and analyzed by The Tally, the median asking rent for a two-bedroom apartment declined between November 2025 and November 2026 in 31 of the 50 biggest metros.",
                    "The declines were modest, a median of 2.1 percent among the metros where rents fell, and rents remain far above their pre-pandemic levels almost everywhere. But the pattern is striking, and it lines up closely with one variable: how many new apartments were built.",
                    "## Supply did the heavy lifting",
                    "Metros that added the most new units relative to their existing stock saw the biggest drops. In Austin, Texas, where the number of apartments grew by nearly 7 percent in two years, the median asking rent for a two-bedroom fell by 6.8 percent. Rents also fell sharply in Nashville, Tennessee; Phoenix; and Raleigh, North Carolina, all of which had construction booms.",
                    "By contrast, the metros where rents kept climbing were mostly places where building has been slow, largely in the Northeast and the Midwest. Here are the metros with the biggest changes in either direction:",
                    "T: Metro | Nov. 2025 | Nov. 2026 | Change",
                    "T: Austin, Texas | $1,742 | $1,624 | -6.8%",
                    "T: Nashville, Tenn. | $1,865 | $1,771 | -5.0%",
                    "T: Phoenix | $1,690 | $1,614 | -4.5%",
                    "T: Raleigh, N.C. | $1,640 | $1,576 | -3.9%",
                    "T: Chicago | $1,980 | $2,069 | +4.5%",
                    "T: Cincinnati | $1,395 | $1,462 | +4.8%",
                    "T: Providence, R.I. | $2,105 | $2,218 | +5.4%",
                    "T: New York | $3,610 | $3,812 | +5.6%",
                    "NOTE: Median asking rent for two-bedroom units. Source: Rental listings data, The Tally analysis",
                    "## What renters actually pay",
                    "Asking rents measure what landlords advertise for vacant units, not what existing tenants pay. Because most leases are renewed at rates negotiated months earlier, changes in asking rents take time to show up in government inflation data. The shelter component of the consumer price index was still rising at an annual rate of 3.9 percent in October.",
                    "That lag cuts both ways. If asking rents keep falling into 2027, economists expect the shelter index to slow further over the next year, which would pull down overall inflation.",
                    "## Will it last?",
                    "Probably not everywhere. Construction starts for apartment buildings fell by about a third between 2023 and 2025 as interest rates rose, which means fewer new units will be completed in 2027 and 2028. Several analysts we spoke with expect rents to flatten next year and start rising again in 2028 in the metros where they are falling now.",
                ],
                "body-data-table",
                section="Economics",
            )
        )
        add(
            story(
                "snow",
                "/features/snow-days/",
                "The Snow Day Is Melting Away",
                "2026-12-02",
                "2026-12-02T09:00:00-05:00",
                "December 2026",
                ["Ines Okafor"],
                [
                    "When I was in fourth grade in Syracuse, New York, we had eleven snow days. I remember the number because we kept a tally on the classroom whiteboard, and because the district had to add three days to the end of the school year to make up for them.",
                    "My niece, who is in fourth grade in the same district now, has had a total of four snow days in her entire life.",
                    "Some of that is climate. Some of it is technology. To find out how much of each, I collected closure records from 212 school districts in 14 northern states going back to the 1990-91 school year.",
                    "## Fewer storms, and fewer closures per storm",
                    "The first thing the data shows is that closures for weather have been falling for decades. The median district in our sample closed for snow or ice 5.2 days a year in the 1990s. In the five school years before the pandemic, it was 3.4. Since 2021, it has been 1.9.",
                    "RAW:"
                    + chart(
                        "Snow days per year, median district",
                        "",
                        [("1990s", 5.2), ("2000s", 4.6), ("2010s", 3.9), ("2015-2019", 3.4), ("2021-2026", 1.9)],
                        ("Period", "Snow days"),
                        "Source: Closure records from 212 districts in 14 states",
                    ),
                    "Part of that decline follows the weather. In the same districts, the number of school days with at least six inches of snowfall fell by about a quarter between the 1990s and the 2010s, according to weather station records near each district.",
                    "But the drop in closures is steeper than the drop in big storms. In the 1990s, districts closed on about 62 percent of days with six or more inches of snow. Since 2021, they have closed on 38 percent.",
                    "## The remote-learning effect",
                    "The biggest change came with the pandemic. Once nearly every student had a school-issued laptop, many districts began replacing some or all snow days with remote-learning days. Of the districts in our data, 71 percent used at least one remote day for weather in the 2024-25 school year. Some states now cap the number of traditional snow days a district can take before it must switch to remote instruction.",
                    "Superintendents I spoke with described the choice as a practical one. “Every snow day we take in January is a day we add in June, when attendance is terrible,” said Karen Doyle, superintendent of a district outside Buffalo. “A remote day isn’t perfect, but it keeps the calendar intact.”",
                    "## What kids lose",
                    "Not everyone is convinced. Several teachers told me remote snow days are often little more than worksheets, and parents of younger children said they were harder to manage than a day off. A handful of districts have gone back to traditional snow days after trying the remote version, citing low participation.",
                    "And some people simply miss the ritual: the early-morning radio announcement, the phone tree, the sledding hill. My niece asked me what a snow day was like. I told her about the tally on the whiteboard. She thought it sounded made up.",
                ],
                "pudding-scrolly-month-only-date",
                section="Science",
                pudding=True,
            )
        )
        add(
            story(
                "chat",
                "/features/politics-chat-special-elections-december/",
                "Politics Chat: Did This Week’s Special Elections Tell Us Anything?",
                "2026-12-03",
                "2026-12-04T03:15:00Z",
                "Dec. 3, 2026, at 10:15 PM",
                ["Maya Lindqvist", "Theo Andersen", "Rashida Ncube", "Sam Whitaker"],
                [
                    "In this installment of the Tally’s politics chat, our team discusses Tuesday’s special elections. The transcript has been lightly edited.",
                    "maya.lindqvist (Maya Lindqvist, politics editor): Welcome, everyone. On Tuesday, voters in three places went to the polls in special elections: a U.S. House seat in suburban Nashville, a state Senate seat outside Richmond, Virginia, and a state House seat in western Michigan. Democrats held the two seats they already had and came within 3 points in the Michigan seat, which Republicans won by 14 points in 2024. So, the usual question: Does any of this mean anything?",
                    "theo.andersen (Theo Andersen, senior elections analyst): The boring but honest answer is “a little.” Special elections are low-turnout affairs, and the people who show up are disproportionately the most engaged voters. Right now those voters lean Democratic, which has been true for most of the year.",
                    "rashida.ncube (Rashida Ncube, politics reporter): And the numbers are consistent with that. Across the 41 special elections we’ve tracked since January, Democrats have run an average of 7 points ahead of the 2024 presidential margin in those districts. Tuesday’s three races averaged about 8 points.",
                    "maya.lindqvist: So it’s more of the same, not a new trend.",
                    "sam.whitaker (Sam Whitaker, data editor): Right. If anything, what stands out is turnout. In the Nashville seat, about 24 percent of registered voters cast a ballot, which is high for a December special. That suggests both parties invested in getting people out.",
                    "theo.andersen: I’d also caution against reading too much into Michigan. The Republican candidate had a residency controversy that got a lot of local coverage. Candidate quality matters more when turnout is low and voters know little about the race.",
                    "maya.lindqvist: Fair. But historically, has special-election overperformance predicted the next midterm?",
                    "rashida.ncube: Loosely. In the cycles we looked at, the party that did better in specials relative to the presidential baseline usually also gained ground in the following midterm, but the special-election swing overstated the eventual shift by about half.",
                    "sam.whitaker: And we’re almost two years from the next federal election, which is a presidential one. Presidential electorates look very different from special-election electorates.",
                    "maya.lindqvist: Last question: What’s one thing you’ll watch in the next round of specials in February?",
                    "theo.andersen: Whether the Democratic overperformance holds in districts with lots of voters without a college degree.",
                    "rashida.ncube: Turnout among young voters, which has been unusually low in these races.",
                    "sam.whitaker: Spending. Outside groups have barely played in these races so far. If that changes, it tells you the parties think they matter.",
                    "maya.lindqvist: Thanks, all.",
                ],
                "chat-transcript-four-authors-utc",
                section="Politics",
                tag=True,
            )
        )
        add(
            story(
                "method",
                "/methodology/how-our-presidential-approval-average-works/",
                "How Our Presidential Approval Average Works",
                "2026-12-01",
                "2026-12-01T09:00:00-05:00",
                "Dec. 1, 2026, at 9:00 AM",
                ["Sam Whitaker", "Maya Lindqvist"],
                [
                    "Our presidential approval average combines hundreds of public polls into a single estimate of how Americans view the president’s job performance. This page explains how we collect polls, how we weight them and how we calculate the uncertainty around our estimate. We revised the methodology this month; the changes are described at the end.",
                    "## Which polls we include",
                    "We include every publicly released national poll that asks whether respondents approve or disapprove of the president’s job performance, as long as the pollster discloses its sample size, field dates and population (adults, registered voters or likely voters). We exclude polls sponsored by campaigns or party committees, and polls whose methods we cannot verify.",
                    "When a pollster releases several versions of the same poll, we use the one based on the broadest population, in this order: adults, registered voters, likely voters.",
                    "## How we weight polls",
                    "Each poll’s weight depends on three factors:",
                    "- Recency: A poll’s weight declines as it ages, with a half-life of about two weeks.",
                    "- Sample size: Larger polls count for more, but with diminishing returns above 1,500 respondents.",
                    "- Pollster rating: Pollsters with a stronger historical record and greater transparency receive more weight.",
                    "We also limit the influence of pollsters that publish very frequently. No single pollster can account for more than 20 percent of the total weight in our average at any time.",
                    "## Adjustments",
                    "Before averaging, we adjust each poll for two known sources of systematic difference. The house effect adjustment accounts for a pollster’s tendency to show results more or less favorable to the president than the average of other pollsters. The population adjustment accounts for differences between polls of adults, registered voters and likely voters, which historically differ by about a point.",
                    "## Uncertainty",
                    "The shaded band around our average represents the range within which we expect the true level of approval to fall 90 percent of the time. It is calculated by simulating the average thousands of times, each time drawing poll results that reflect both sampling error and the extra, non-sampling error we have measured in past polls. The band is wider when there are few recent polls.",
                    "## What changed in December 2026",
                    "With this update, we made three changes to the model. We shortened the half-life for poll weights from 18 days to 14 days, so the average responds more quickly to real shifts in opinion. We began including polls conducted entirely by text message, after reviewing their track record in the 2026 midterms. And we recalculated house effects using data from the past 24 months instead of 36.",
                    "Taken together, the changes moved the average by less than half a point on any given day in 2026. A list of all changes is in our [[changelog|model updates log]].",
                ],
                "methodology-bylined-updated",
                section="Politics",
                updated="Dec. 4, 2026, at 11:30 AM",
                modified="2026-12-04T11:30:00-05:00",
                tag=True,
            )
        )
        add(
            story(
                "fourth",
                "/features/nfl-coaches-are-finally-going-for-it-on-fourth-down-mostly/",
                "NFL Coaches Are Finally Going For It On Fourth Down. Mostly.",
                "2026-12-03",
                "2026-12-03T12:30:00-05:00",
                "Dec. 3, 2026, at 12:30 PM",
                ["Rashida Ncube"],
                [
                    "For years, analysts have argued that NFL coaches punt too often. The math is fairly simple: In many fourth-and-short situations, the expected value of going for it, meaning the points a team gains on average by trying to convert, is higher than the value of punting the ball away. Coaches, fearing the backlash from a failed attempt, kept punting anyway.",
                    "That is changing. Through the first 13 weeks of the 2026 season, teams have gone for it on 21.4 percent of fourth downs, the highest rate since at least 2000. In 2015, the rate was 12.9 percent.",
                    "RAW:"
                    + chart(
                        "Share of fourth downs where teams went for it",
                        "%",
                        [
                            ("2000", 11.8),
                            ("2005", 12.1),
                            ("2010", 12.4),
                            ("2015", 12.9),
                            ("2020", 16.7),
                            ("2026", 21.4),
                        ],
                        ("Season", "Went for it"),
                        "Through Week 13 of each season. Source: Play-by-play data",
                    ),
                    "## Where coaches have changed",
                    "The shift has been concentrated in two situations. On fourth-and-1 between midfield and the opponent’s 35-yard line, teams went for it 71 percent of the time this season, up from 35 percent a decade ago. And in the “dead zone” just outside field goal range, coaches are far more likely to keep the offense on the field than to try to pin the opponent deep with a punt.",
                    "The results have justified the aggression. Teams converted 58 percent of their fourth-down attempts this season, roughly the same rate as in years when they went for it far less often. That suggests coaches haven’t simply been taking worse bets as they take more of them.",
                    "## Where they haven’t",
                    "But coaches remain conservative in their own territory. On fourth-and-1 from their own 30 to 45, where most win-probability models say going for it is the better choice in a close game, teams went for it only 24 percent of the time. That number has barely moved since 2020.",
                    "There is also a big gap between teams. The most aggressive team this season has gone for it on 33 percent of fourth downs; the most cautious, on 11 percent. Coaches hired in the last three years went for it more often, on average, than those who had been in their jobs longer.",
                    "“The data has been pretty clear for a while,” said Erik Solberg, a former NFL analytics staffer who now consults for college programs. “What’s changed is that owners and general managers now expect coaches to follow it. A coach who punts on fourth-and-1 at midfield gets asked about it at the press conference.”",
                    "## Does it win games?",
                    "It is hard to measure directly, because aggressive teams differ in other ways. But by our estimate, the decisions coaches made this season added about 0.3 wins per team compared with the choices a typical 2015 coach would have made in the same situations. For teams on the edge of the playoffs, that can be the difference.",
                ],
                "sports-chart",
                section="Sports",
            )
        )
        add(
            story(
                "dst",
                "/features/poll-of-the-week-americans-souring-on-daylight-saving-time/",
                "Poll Of The Week: Americans Are Souring On Daylight Saving Time",
                "2026-12-02",
                None,
                "Dec. 2, 2026, at 4:00 PM",
                ["Theo Andersen"],
                [
                    "Welcome to Poll of the Week, where we take a closer look at an interesting poll from the past few days.",
                    "Twice a year, when the clocks change, Americans complain about it. This year, those complaints showed up in the data. In a national survey conducted Nov. 20-24 by a university polling center, 62 percent of adults said they would prefer to stop changing the clocks, up from 54 percent when the same question was asked in 2021.",
                    "The interesting part is what people want instead. Respondents were split on whether the country should adopt permanent daylight saving time, with lighter evenings in winter, or permanent standard time, with lighter mornings:",
                    "T: Option | 2021 | 2026",
                    "T: Permanent daylight saving time | 31% | 29%",
                    "T: Permanent standard time | 23% | 33%",
                    "T: Keep changing the clocks | 40% | 33%",
                    "T: Not sure | 6% | 5%",
                    "The shift toward permanent standard time is notable, because most legislative proposals in Congress and in state capitals would make daylight saving time permanent instead. Sleep researchers have generally favored standard time, arguing that dark winter mornings are harder on the body than dark evenings.",
                    "Support for ending the clock changes was similar among Democrats and Republicans, but older Americans were more likely than younger ones to prefer permanent standard time. Respondents in northern states, where winter mornings are darkest under daylight saving time, were the most likely to prefer it.",
                    "Of course, Congress has considered ending the clock changes before. Don’t set your alarm for it.",
                ],
                "short-column-body-table-no-jsonld",
                section="Politics",
                nold=True,
                tag=True,
            )
        )
        add(
            story(
                "youth",
                "/features/young-voters-turned-out-in-the-midterms-just-not-where-youd-expect/",
                "Young Voters Turned Out In The Midterms. Just Not Where You’d Expect.",
                "2026-12-04",
                "2026-12-04T17:00:00-05:00",
                "Dec. 4, 2026, at 5:00 PM",
                ["Sam Whitaker"],
                [
                    "Turnout among voters under 30 in the 2026 midterms was the second-highest for a midterm in at least three decades, according to our analysis of voter files from 38 states. About 27 percent of eligible Americans ages 18 to 29 cast a ballot.",
                    "But the increase wasn’t evenly distributed. Young-voter turnout rose the most not in the college towns and big cities that campaigns usually target, but in exurban and small-town counties.",
                    "RAW:"
                    + chart(
                        "Turnout of 18- to 29-year-olds by county type, 2026",
                        "%",
                        [("Urban core", 29), ("Inner suburbs", 28), ("Exurbs", 25), ("Small towns", 22), ("Rural", 22)],
                        ("County type", "Turnout"),
                        "Source: Voter files from 38 states, The Tally analysis",
                    ),
                    "## A shift outside the cities",
                    "We grouped counties into five categories based on population density. In the most urban counties, turnout among 18- to 29-year-olds was 29 percent, roughly the same as in 2022. In exurban counties, those on the edges of metropolitan areas, it rose from 19 percent to 25 percent. In small-town and rural counties, it climbed from 17 percent to 22 percent.",
                    "Part of the explanation is that young people have been moving out of the largest cities, drawn by lower housing costs. But the change in turnout is larger than what migration alone would produce. In counties where the number of young residents was stable, turnout still rose by about four points.",
                    "## Why it matters",
                    "Campaigns have long assumed that young voters are concentrated in places that already vote heavily for Democrats. Our data suggests that assumption is increasingly out of date. Young voters in exurban counties split more evenly between the parties, according to exit polls, which makes them a more competitive group than their urban peers.",
                    "“Campaigns spend their youth outreach budgets on campuses,” said Nadia Farouk, a political scientist who studies youth participation. “That’s where the easiest contacts are, but it’s not where the growth is.”",
                    "## The caveats",
                    "Voter files are not perfect. They are updated at different times in different states, and some states had not finished processing records from the November election when we ran our analysis. We will update the numbers when files from all 50 states are available, likely in the spring.",
                ],
                "analysis-chart",
                section="Politics",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("politics", "Politics"), ("results", "2026 Results"), ("changelog", "Approval Average"))
        )
        nav += '<li class="menu-item"><a href="/sports/">Sports</a></li><li class="menu-item"><a href="/economics/">Economics</a></li><li class="menu-item"><a href="/science/">Science</a></li>'
        heads = [
            f"<title>{esc(doc.title)} | The Tally</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="The Tally" />',
            '<meta name="twitter:site" content="@thetally" />',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article" />')
            if doc.iso and (doc.extra.get("pudding") or not doc.extra.get("nold")):
                heads.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if not doc.extra.get("nold") and not doc.extra.get("pudding"):
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": self.url(doc.key),
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/contributors/{SLUG[a]}/"}
                        for a in doc.authors
                    ],
                    "publisher": {
                        "@type": "Organization",
                        "name": "The Tally",
                        "logo": {
                            "@type": "ImageObject",
                            "url": f"{self.origin}/assets/logo.png",
                            "width": 600,
                            "height": 60,
                        },
                    },
                    "image": {
                        "@type": "ImageObject",
                        "url": f"{self.origin}/wp-content/uploads/2026/12/{doc.key}-4x3.png",
                    },
                }
                heads.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            heads.append('<meta property="og:type" content="website" />')
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{chr(10).join(heads)}
<link rel="alternate" type="application/rss+xml" title="The Tally" href="{self.origin}/feed/" />
<link rel="stylesheet" href="/wp-content/themes/tally/assets/css/main.css?ver=3.8.2" />
<style>/*PAD*/</style>
<script>var tallyDataLayer = {{"pageType":"{"single" if doc.is_article else doc.kind}","section":"{esc(doc.section)}"}};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TALLY0000"></script>
</head>
<body class="{"single single-fte_features" if doc.is_article else "archive"}">
<div id="consent-banner" class="consent">We use cookies and similar technologies to analyze traffic and show you relevant content. <a href="/privacy-policy/">Privacy policy</a> <button>Accept</button> <button>Manage</button></div>
<header class="site-header">
<div class="logo">{self.a("home", "The Tally", "nav", attrs='rel="home"')}</div>
<nav class="primary-nav"><ul id="menu-main">{nav}</ul></nav>
<a class="search-toggle" href="/?s=">Search</a>
</header>
<div id="main" class="site-main">
{main}
</div>
<footer class="site-footer">
<div class="footer-nav"><a href="/politics/">Politics</a> <a href="/sports/">Sports</a> <a href="/economics/">Economics</a> {self.a("about", "About", "footer")} {self.a("search", "Search", "footer")} <a href="https://github.com/thetally-data">Data on GitHub</a> <a href="/privacy-policy/">Privacy</a> <a href="/terms/">Terms</a></div>
<div class="newsletter-signup"><p>Get our newsletter: the week in data, every Saturday.</p><form action="https://newsletter.thetally.test/subscribe"><input type="email" name="email"><button>Sign up</button></form></div>
<p class="copyright">© 2026 The Tally Media LLC. All rights reserved.</p>
</footer>
<script src="/wp-content/themes/tally/assets/js/main.js?ver=3.8.2" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        names = [
            self.a("author", a, "byline", attrs=AUTHOR_ATTR)
            if a == "Maya Lindqvist"
            else f'<a class="author url fn" rel="author" href="/contributors/{SLUG[a]}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        joined = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 2 else " and ".join(names)
        return f'<span class="single-byline">By {joined}</span>'

    def story_main(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        share = f'<div class="share"><a href="https://www.facebook.com/sharer.php?u={url}">Share on Facebook</a> <a href="https://x.com/intent/tweet?url={url}">Share on X</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>'
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(f'<li class="related-item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        if doc.extra.get("pudding"):
            steps = "\n".join(
                f'<div class="step" data-step="{i}">{b}</div>' for i, b in enumerate(self.blocks(doc).split("\n"))
            )
            return f"""<div class="pudding-story">
<header class="story-intro"><h1 class="hed">{esc(doc.title)}</h1><p class="dek">Winter closures are down by two-thirds since the 1990s. The weather explains only part of it.</p>
<p class="byline">By {esc(doc.authors[0])} · <time>{doc.stamp}</time></p></header>
<section id="scrolly" class="scrolly"><figure class="sticky"><div class="chart-placeholder" aria-hidden="true"></div></figure><article class="prose">
{steps}
</article></section>
<section class="methods"><h3>Methods</h3><p>Closure records were requested from 212 districts; 187 provided complete data for every year. Snowfall comes from the nearest weather station with continuous records. Code and data are on GitHub.</p></section>
{share}
<section class="related"><h3>More from The Tally</h3><ul>{related}</ul></section>
</div>"""
        dek = f'<h2 class="article-subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        updated = (
            f' <span class="updated-date">Updated {doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        )
        notes = ""
        if doc.extra.get("footnotes"):
            notes = (
                '<div class="footnotes"><h4>Footnotes</h4><ol>'
                + "".join(f'<li id="fn-{i + 1}">{esc(n)}</li>' for i, n in enumerate(doc.extra["footnotes"]))
                + "</ol></div>"
            )
        tags = f'<p class="single-topic">Filed under <a href="/{doc.section.lower()}/" rel="tag">{esc(doc.section)}</a>'
        if doc.extra.get("tag"):
            tags += ", " + self.a("tag", "Polling", "content", attrs='rel="tag"')
        tags += "</p>"
        comments = '<section id="comments" class="comments-area"><h3>Comments</h3><p>Comments are closed for this story.</p></section>'
        return f"""<article class="fte_features post type-fte_features">
<header class="single-header">
<p class="topic">{esc(doc.section)}</p>
<h1 class="article-title article-title-single entry-title">{esc(doc.title)}</h1>
{dek}
<p class="single-metadata">{self.byline(doc)} <span class="datetime updated">{"Published " if updated else ""}{doc.stamp}</span>{updated}</p>
{share}
</header>
<div class="entry-content single-post-content">
{self.blocks(doc)}
{notes}
</div>
<footer class="post-footer">{tags}</footer>
</article>
{comments}
<section class="related"><h3>Related</h3><ul>{related}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if not d.is_article:
                items.append(
                    f'<article class="post-teaser"><h2 class="article-title">{self.a(k, d.title, "content")}</h2><p class="meta">Interactive</p></article>'
                )
                continue
            items.append(
                f'<article class="post-teaser"><p class="topic">{esc(d.section)}</p><h2 class="article-title entry-title">{self.a(k, d.title, "content")}</h2><p class="meta">By {esc(", ".join(d.authors))} · {d.stamp}</p><p class="excerpt">{esc(self.lede(d))}</p></article>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/mayalindqvist">@mayalindqvist</a></div>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination">{self.a(doc.extra["more"], "Older posts", "pagination")}</nav>'
        if doc.key == "politics2":
            pag = f'<nav class="pagination">{self.a("politics", "Newer posts", "pagination")} <a href="/politics/page/3/">Older posts</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="interactives"><h2>Interactives</h2><ul><li>{self.a("changelog", "Presidential approval average: what’s new", "content")}</li><li>{self.a("results", "2026 election results: Ohio", "content")}</li></ul><p>{self.a("politics", "More politics", "content")} · {self.a("tag", "Polling", "content")} · {self.a("author", "Maya Lindqvist", "content")}</p></section>'
        return f'<section class="archive">{head}<div class="posts">{"".join(items)}</div>{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        stamp = f'<p class="results-updated">{esc(doc.extra["stamp"])}</p>' if doc.extra.get("stamp") else ""
        cls = "results-page" if doc.kind == "results" else "page"
        return f'<section class="{cls}"><h1 class="page-title">{esc(doc.title)}</h1>{stamp}<div class="entry-content">\n{self.blocks(doc)}\n</div></section>'
