# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Lakeshore Public Radio, text-only edition: the `text.` host of a Milwaukee public broadcaster in the mould of
text.npr.org and lite.cnn.com. Almost no markup (`<main>`, `<article>`, `story-head`, `paragraphs-container`,
`topic-container`), no JSON-LD, no Open Graph, no images, no scripts; a "Go To Full Site" link on every page to the
same page on `www.`; stories at `/nx-s2-5521847`, sections and topics at `/t/1001` (page 2 `?page=2`), people at
`/people/4471`, search at `/search?query=`. English, UTF-8, Central time (CST, -06:00 in December).

The only dates are printed lines: "Friday, December 4, 2026 • 5:12 PM CST", one late-night story on 3 Dec, one that
prints only "Updated December 4, 2026 • 9:02 AM CST", one (newscast copy) without a weekday. Bylines "By ...",
"By Marcus Oyelaran, Dana Whitfield", "Commentary by Rev. Harold Jenkins", "By The Associated Press" and "By LPR
News" (no person). Two stories come from other systems and have their lines separated by `<br>` instead of `<p>`:
the radio transcript (speaker labels in capitals) and the newscast copy. A story URL that the section page 2 still
lists returns a 200 "Page Not Found" (soft 404)."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://text.lakeshorepublic.test"
FULL = "https://www.lakeshorepublic.test"
ARTS = ["budget", "snow", "hiawatha", "wire", "boil", "lakefront", "arson", "kringle"]
# older stories the listings link to (not labelled)
OLDER = [
    (
        "/nx-s2-5520988",
        "Milwaukee County Transit System to test battery buses on Route 30 through winter",
        "December 1, 2026",
    ),
    ("/nx-s2-5520871", "Port Washington approves plan for new public fishing pier", "November 30, 2026"),
    (
        "/nx-s2-5520702",
        "Kenosha Unified School District moves to four-day week for high school seniors",
        "November 27, 2026",
    ),
    ("/nx-s2-5520633", "State audit finds delays in lead service line replacement grants", "November 26, 2026"),
    ("/nx-s2-5520590", "How Milwaukee's Hmong community is preserving a New Year tradition", "November 25, 2026"),
    ("/nx-s2-5520544", "Racine Unified adds bilingual aides at three elementary schools", "November 25, 2026"),
    ("/nx-s2-5520497", "Sheboygan County sheriff's office gets grant for crisis response team", "November 24, 2026"),
    (
        "/nx-s2-5520410",
        "Waukesha approves rezoning for 300-unit apartment complex near Les Paul Parkway",
        "November 23, 2026",
    ),
    ("/nx-s2-5520366", "Why Milwaukee's first snow came three weeks late this year", "November 22, 2026"),
    ("/nx-s2-5520302", "Lake Effect: A Bay View choir marks 50 years of holiday concerts", "November 21, 2026"),
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip


def short_day(stamp: str) -> str:
    """'Friday, December 4, 2026 • 5:12 PM CST' / 'Updated December 4, …' -> 'December 4, 2026'."""
    head = stamp.split(" • ")[0].replace("Updated ", "")
    return head.split(", ", 1)[1] if head.split(", ")[0] not in MONTHS and "," in head else head


class LakeshoreText(Base):
    origin = ORIGIN
    name = "Lakeshore Public Radio"
    prefix = "lpr"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lpr",
            [
                "body",
                ".global-nav",
                ".global-nav a",
                ".story-head",
                ".story-title",
                ".paragraphs-container p",
                ".topic-container ul li",
                ".topic-title",
                ".topic-date",
                ".transcript",
                "footer",
                ".next-page a",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page("home", "/", "home", "Lakeshore Public Radio", "text-only-home-list", list=ARTS, older=OLDER, full="/")
        )
        add(
            page(
                "news",
                "/t/1001",
                "section",
                "Local News",
                "text-only-section",
                list=["budget", "boil", "arson", "snow", "hiawatha"],
                more="news2",
                full="/sections/local-news/",
            )
        )
        add(
            page(
                "news2",
                "/t/1001?page=2",
                "section",
                "Local News",
                "text-only-section-page2",
                list=["kringle", "lakefront", "soft404"],
                older=OLDER[:4],
                full="/sections/local-news/?page=2",
            )
        )
        add(
            page(
                "lake",
                "/t/1167",
                "tag",
                "Lake Michigan",
                "text-only-topic",
                list=["snow", "wire", "lakefront"],
                older=OLDER[1:2],
                full="/tags/lake-michigan/",
            )
        )
        add(
            page(
                "author",
                "/people/4471",
                "author",
                "Dana Whitfield",
                "text-only-person",
                list=["budget", "snow"],
                bio="Dana Whitfield covers Milwaukee City Hall and county government for Lakeshore Public Radio. Before joining LPR in 2019 she reported for newspapers in Green Bay and Madison.",
                full="/people/4471/dana-whitfield",
            )
        )
        add(
            page(
                "search",
                "/search?query=snow",
                "search",
                "Search results for: snow",
                "text-only-search",
                list=["snow", "hiawatha"],
                older=OLDER[:1],
                full="/search/?query=snow",
            )
        )
        add(
            page(
                "schedule",
                "/schedule",
                "schedule",
                "Program Schedule",
                "text-only-schedule-table",
                [
                    "Friday, December 4, 2026. All times Central.",
                    "T: Time | Program",
                    "T: 5:00 AM | Morning Edition",
                    "T: 6:04 AM | Lakeshore Morning (local news at :04 and :34 past the hour)",
                    "T: 9:00 AM | Lake Effect",
                    "T: 10:00 AM | 1A",
                    "T: 12:00 PM | Here & Now",
                    "T: 2:00 PM | The Takeaway",
                    "T: 3:00 PM | All Things Considered",
                    "T: 6:30 PM | Marketplace",
                    "T: 7:00 PM | The Friday Night Blues Show with Ray Voss",
                    "T: 11:00 PM | BBC World Service",
                    "Schedule subject to change. Programs on our HD2 channel are listed on the full site.",
                ],
                full="/schedule/",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About LPR Text-Only",
                "text-only-about",
                [
                    "This text-only version of Lakeshore Public Radio's website is built for slow or expensive internet connections, older phones and screen readers. Pages have no images, video, advertising or tracking scripts, and most load in under a second on a 2G connection.",
                    "Stories appear here at the same time as on our full site. Audio, photos, interactive graphics and comments are only available on the full site; where a story has audio, a link to the MP3 file is given.",
                    "Transcripts of our broadcasts are prepared on a rush deadline by a contractor and may not be in their final form.",
                    "Found a problem with this site? Write to text@lakeshorepublic.test.",
                ],
                full="/about/",
            )
        )
        add(
            page(
                "terms",
                "/terms",
                "policy",
                "Terms of Use",
                "text-only-terms",
                [
                    "Last updated: June 1, 2026",
                    "By using lakeshorepublic.test and text.lakeshorepublic.test you agree to these terms. Content on this site, including text, audio and transcripts, is the property of Lakeshore Public Radio or its licensors and is provided for personal, non-commercial use.",
                    "You may link to our stories and quote brief excerpts with attribution. You may not republish entire stories, transcripts or audio without written permission from Lakeshore Public Radio.",
                    "Our privacy policy, which explains what information we collect on the full site, is available at lakeshorepublic.test/privacy. The text-only site sets no cookies.",
                ],
                full="/terms/",
            )
        )
        add(
            page(
                "soft404",
                "/nx-s2-5519073",
                "soft404",
                "Page Not Found",
                "text-only-soft404",
                [
                    "Sorry, we can't find that page. The story may have been moved, renamed or removed.",
                    "Try our home page or search below.",
                ],
                full="/nx-s2-5519073",
                teaser="Milwaukee County Board delays vote on courthouse renovation",
            )
        )
        add(
            story(
                "budget",
                "/nx-s2-5521847",
                "Milwaukee Common Council passes budget that trims library hours and adds 40 police recruits",
                "2026-12-04",
                None,
                "Friday, December 4, 2026 • 5:12 PM CST",
                ["Dana Whitfield"],
                [
                    "The Milwaukee Common Council on Friday approved a $1.9 billion budget for 2027 that cuts Monday hours at two branch libraries, adds 40 police recruits and raises the city's vehicle registration fee by $10.",
                    "The vote was 11 to 4. The budget now goes to the mayor, who has six days to issue vetoes. A spokesperson for the mayor said Friday that he was “reviewing the amendments closely” but did not say whether he would use his line-item veto.",
                    "The library cuts drew the most debate. Under the amended plan, the Tippecanoe and Zablocki branches will close on Mondays starting in March, saving about $310,000 a year. Alderperson Rosa Delgado-Finch, whose South Side district includes Zablocki, called the move “a tax on the families who can least afford it.”",
                    "Supporters said the city had few options after the state's shared revenue payment came in below projections for a second year. “Nobody on this council wanted to touch the libraries,” said Alderperson Tom Brekke, who chairs the Finance and Personnel Committee. “But we had to find the money somewhere, and every other option was worse.”",
                    "The police recruits will be paid for with a federal grant that covers 75% of their salaries for three years. The Milwaukee Police Department has about 1,550 sworn officers, down from more than 1,800 a decade ago.",
                    "The $10 increase in the vehicle registration fee, known locally as the wheel tax, brings it to $40 a year and is expected to raise about $3.4 million for street repairs.",
                    "Property owners will see a small increase in the city portion of their tax bills. For a home assessed at the city median of about $190,000, the city levy will rise by roughly $38.",
                ],
                "text-only-story-single-byline",
                section="Local News",
                full="/2026/12/04/nx-s2-5521847/milwaukee-common-council-budget-library-hours-police",
            )
        )
        add(
            story(
                "snow",
                "/nx-s2-5521655",
                "Lake-effect snow could bring up to 10 inches to Sheboygan and Ozaukee counties",
                "2026-12-03",
                None,
                "Thursday, December 3, 2026 • 11:48 PM CST",
                ["Marcus Oyelaran", "Dana Whitfield"],
                [
                    "The National Weather Service has issued a winter storm warning for Sheboygan and Ozaukee counties from 6 a.m. Friday until noon Saturday, with forecasters warning that narrow bands of lake-effect snow could drop 6 to 10 inches in spots along the lakeshore.",
                    "A winter weather advisory covers Milwaukee, Racine and Kenosha counties, where 2 to 4 inches are expected. Totals could vary widely over short distances, said meteorologist Janelle Fricke at the weather service office in Sullivan.",
                    "“These bands can park over one town for hours and leave the next town over with a dusting,” Fricke said. “If you're driving on I-43 on Friday afternoon, expect conditions to change from one mile to the next.”",
                    "Northwest winds of 20 to 30 miles per hour will pull cold air across the relatively warm waters of Lake Michigan, which were still about 44 degrees at the Milwaukee harbor on Thursday.",
                    "### What to know",
                    "- Winter storm warning: Sheboygan and Ozaukee counties, 6 a.m. Friday to noon Saturday.",
                    "- Winter weather advisory: Milwaukee, Racine and Kenosha counties, same hours.",
                    "- Milwaukee's Department of Public Works says 120 plows and salt trucks will be on city streets from early Friday.",
                    "- Milwaukee Public Schools will announce by 5 a.m. Friday whether classes are canceled.",
                    "The last significant lake-effect event in the area, in January, closed a 12-mile stretch of I-43 near Port Washington for four hours after a series of crashes.",
                ],
                "text-only-story-two-bylines-late-night",
                section="Local News",
                full="/2026/12/03/nx-s2-5521655/lake-effect-snow-sheboygan-ozaukee-winter-storm-warning",
            )
        )
        add(
            story(
                "hiawatha",
                "/nx-s2-5521102",
                "Amtrak's Hiawatha adds a 10th daily round trip, but riders say the delays haven't gone away",
                "2026-12-04",
                None,
                "Friday, December 4, 2026 • 6:04 AM CST",
                ["Marcus Oyelaran"],
                [
                    "LEAH KOWALCZYK, HOST: Starting Monday, there will be one more way to get between Milwaukee and Chicago by train. Amtrak is adding a 10th daily round trip on its Hiawatha line. But as Lakeshore Public Radio's Marcus Oyelaran reports, regular riders say they would settle for the trains they already have running on time.",
                    "MARCUS OYELARAN, BYLINE: At 6:45 on a weekday morning, the platform at the Milwaukee Intermodal Station is already crowded with commuters holding coffee and laptops. Kayla Brandt has taken the Hiawatha to her job in Chicago's Loop three days a week for six years.",
                    "KAYLA BRANDT: When it works, it's the best commute in the Midwest. You sit down, you open your laptop, and 90 minutes later you're at Union Station. But this fall it's been late more often than it's been on time.",
                    "OYELARAN: Amtrak's own figures back her up. In October, about 71% of Hiawatha trains arrived within 10 minutes of schedule, down from 88% a year earlier. The railroad blames freight traffic and track work north of Chicago.",
                    "The Wisconsin Department of Transportation, which helps pay for the service, says the new trip is part of a long-planned expansion. Spokesperson Derek Voss says ridership is back above where it was before the pandemic.",
                    "DEREK VOSS: We carried more than 900,000 passengers on the Hiawatha last year. The demand is there, and the new departure gives people a late-evening option out of Chicago that they've been asking for for years.",
                    "OYELARAN: The new train leaves Chicago at 10:25 p.m. and reaches Milwaukee just before midnight. For Kayla Brandt, it's welcome news, but not the news she was hoping for.",
                    "BRANDT: I'll take a later train. I'd rather have the 7:05 show up at 7:05.",
                    "OYELARAN: For Lakeshore Public Radio News, I'm Marcus Oyelaran in Milwaukee.",
                ],
                "text-only-transcript-br-lines",
                section="Lakeshore Morning",
                fmt="br",
                audio="3:58",
                program="Lakeshore Morning",
                full="/2026/12/04/nx-s2-5521102/amtrak-hiawatha-10th-round-trip-delays",
            )
        )
        add(
            story(
                "wire",
                "/nx-s2-5521390",
                "Great Lakes water levels expected to dip below average next summer, Army Corps says",
                "2026-12-04",
                None,
                "Friday, December 4, 2026 • 1:37 PM CST",
                [],
                [
                    "DETROIT — Water levels on lakes Michigan and Huron are expected to fall below their long-term average next summer for the first time since 2014, the U.S. Army Corps of Engineers said Friday.",
                    "Forecasters with the Corps' Detroit District said a dry autumn across the upper Great Lakes basin and above-normal evaporation during a mild November had pushed levels down about 4 inches since September.",
                    "Lakes Michigan and Huron, which are considered a single lake by hydrologists because they are joined at the Straits of Mackinac, stood at 578.9 feet above sea level at the end of November, about 3 inches below their average for the month.",
                    "Lower water can be a relief for lakeshore property owners who lost beaches and bluffs to erosion during the record highs of 2019 and 2020. But it means cargo ships must carry lighter loads, and some marinas may need to dredge before the boating season.",
                    "“We're not talking about anything dramatic yet,” said Carla Mendel, a hydrologist with the Corps. “But if we get a low-snow winter, the decline could continue into 2028.”",
                ],
                "text-only-wire-story-agency-byline",
                section="National",
                credit="By The Associated Press",
                full="/2026/12/04/nx-s2-5521390/great-lakes-water-levels-below-average-army-corps",
            )
        )
        add(
            story(
                "boil",
                "/nx-s2-5521498",
                "Boil water advisory lifted for Cudahy and St. Francis",
                "2026-12-04",
                None,
                "Updated December 4, 2026 • 9:02 AM CST",
                ["Priya Natarajan"],
                [
                    "A boil water advisory that affected about 24,000 residents of Cudahy and St. Francis has been lifted after two rounds of testing found no bacteria in the water supply, officials said Friday morning.",
                    "The advisory was issued Wednesday night after a 36-inch water main broke near South Pennsylvania Avenue and East Layton Avenue, causing pressure to drop across much of the area. Low pressure can allow contaminants to enter the system.",
                    "Crews finished repairing the main late Thursday, and samples taken Thursday afternoon and early Friday came back clean, according to the Cudahy Water Utility.",
                    "Residents are advised to run cold water taps for at least five minutes before using water for drinking or cooking, and to throw away any ice made during the advisory.",
                    "Schools in both cities, which switched to bottled water on Thursday, will operate normally on Monday.",
                    "NOTE: This story was updated at 9:02 a.m. Friday to report that the advisory had been lifted. An earlier version was published Thursday evening.",
                ],
                "text-only-story-updated-stamp-only",
                section="Local News",
                full="/2026/12/04/nx-s2-5521498/boil-water-advisory-lifted-cudahy-st-francis",
            )
        )
        add(
            story(
                "lakefront",
                "/nx-s2-5521720",
                "Milwaukee's lakefront deserves better than another parking garage",
                "2026-12-04",
                None,
                "Friday, December 4, 2026 • 3:00 PM CST",
                ["Harold Jenkins"],
                [
                    "Every few years someone in this city discovers that the most valuable land we own is the strip between Lincoln Memorial Drive and the water, and every few years the answer to what we should do with it looks the same: more parking.",
                    "The latest proposal, a four-level garage north of the Summerfest grounds with 900 spaces and a rooftop “observation deck,” goes before the county's parks committee next week. Its backers say it will ease congestion on festival weekends and pay for itself within 12 years.",
                    "I have walked that stretch of shoreline with my congregation's youth group every summer for two decades. Many of those young people live less than three miles from the lake and had never put their feet in it before we took them. What keeps them away is not a shortage of parking. It is a shortage of bus service, of safe crossings and of reasons to come.",
                    "The county has spent years studying how to connect the neighborhoods west of the freeway to the lakefront. Those plans call for a protected bike route along Michigan Street, a pedestrian bridge over Lincoln Memorial Drive and more frequent buses on the Route 30 and GreenLine corridors. A garage does none of that.",
                    "If the parks committee wants to do something for festival traffic, it can start by running shuttles from the park-and-ride lots that already sit half empty on summer weekends.",
                    "The lakefront belongs to every family in Milwaukee County. Let's build something that brings them there.",
                ],
                "text-only-commentary-kicker-in-title-tag",
                section="Commentary",
                byline="Commentary by Rev. Harold Jenkins",
                tail="Rev. Harold Jenkins is pastor of Calvary Baptist Church in Milwaukee and a member of the Lakefront Access Coalition. Views expressed in commentaries are the author's own and do not necessarily reflect those of Lakeshore Public Radio.",
                title_tag="Commentary: Milwaukee's lakefront deserves better than another parking garage",
                full="/2026/12/04/nx-s2-5521720/commentary-milwaukee-lakefront-parking-garage",
            )
        )
        add(
            story(
                "arson",
                "/nx-s2-5521802",
                "Man charged with arson in Plymouth warehouse fire",
                "2026-12-04",
                None,
                "December 4, 2026 • 7:30 AM CST",
                [],
                [
                    "A 34-year-old Sheboygan man has been charged with arson in connection with a fire that destroyed a cheese storage warehouse in Plymouth last month.",
                    "According to a criminal complaint filed Thursday in Sheboygan County Circuit Court, surveillance video shows the man entering the property about 20 minutes before the fire was reported on the night of November 14. No one was injured.",
                    "He is being held on a $50,000 cash bond and is scheduled to make his first court appearance on Monday.",
                ],
                "text-only-newscast-br-lines-desk-credit",
                section="Local News",
                credit="By LPR News",
                fmt="br",
                full="/2026/12/04/nx-s2-5521802/plymouth-warehouse-fire-arson-charge",
            )
        )
        add(
            story(
                "kringle",
                "/nx-s2-5521601",
                "A Racine bakery's kringle goes global, one overnight box at a time",
                "2026-12-03",
                None,
                "Thursday, December 3, 2026 • 5:00 AM CST",
                ["Leah Kowalczyk"],
                [
                    "It is 3 a.m. on a Tuesday in December, and the ovens at Nielsen's Bakery on Racine's Washington Avenue have been running for two hours. Trays of oval pastries, each about the size of a hubcap, slide out golden and are set on racks to cool before being filled, iced and boxed.",
                    "By Christmas Eve, the bakery expects to have shipped about 38,000 kringles this season, a fifth of them outside Wisconsin. Orders have come from all 50 states and, this year for the first time, from customers in Japan and Australia.",
                    "### A Danish recipe, a Wisconsin town",
                    "Racine's kringle tradition dates to the Danish immigrants who settled the city in the late 1800s. The pastry is made from dough that is folded and rolled dozens of times to create thin layers of butter, then shaped into a ring and filled with fruit or nuts.",
                    "“My grandfather used 36 layers, and so do we,” said owner Anders Nielsen, whose family has run the bakery since 1948. “People ask if we use a machine for the folding. We do not.”",
                    "### Shipping by the pallet",
                    "What has changed is the shipping. Five years ago, the bakery mailed a few hundred boxes a week in December. Now it has a second building for packing and a contract with an overnight carrier that picks up pallets at 4 p.m. every weekday.",
                    "Nielsen said the bakery's most popular flavor outside Wisconsin is pecan. Inside the state, it is still raspberry. “Nobody knows why,” he said. “We have stopped trying to figure it out.”",
                    "NOTE: Support for Lakeshore Public Radio's small business coverage comes from the Greater Racine Community Foundation.",
                ],
                "text-only-feature-subheads-support-note",
                section="Business",
                full="/2026/12/03/nx-s2-5521601/racine-kringle-bakery-shipping-holiday",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        title = doc.extra.get("title_tag", doc.title)
        head_title = "LPR : Text-Only : Top Stories" if doc.key == "home" else f"{title} : LPR"
        full = FULL + doc.extra.get("full", "/")
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(head_title)}</title>
<style>/*PAD*/</style>
</head>
<body>
<header>
<nav class="global-nav" aria-label="site navigation">
{self.a("home", "LPR", "nav", 'class="brand"', inner="<b>Lakeshore Public Radio</b> : Text-Only")}
<a href="{esc(full)}" class="full-site">Go To Full Site</a>
</nav>
<nav class="section-nav"><ul><li>{self.a("news", "Local News", "nav")}</li><li><a href="/t/1003">National</a></li><li><a href="/t/1004">World</a></li><li>{self.a("lake", "Lake Michigan", "nav")}</li><li><a href="/t/1008">Arts &amp; Culture</a></li><li>{self.a("schedule", "Schedule", "nav")}</li></ul></nav>
</header>
<main>
{main}
</main>
<footer>
<form action="/search" method="get" class="search-form"><label for="q">Search LPR</label> <input id="q" name="query" type="text"> <button type="submit">Search</button></form>
<ul class="footer-nav"><li>{self.a("about", "About Text-Only", "footer")}</li><li><a href="{FULL}/contact">Contact Us</a></li><li>{self.a("terms", "Terms of Use", "footer")}</li><li><a href="{FULL}/privacy">Privacy Policy</a></li><li><a href="{FULL}/donate">Donate</a></li><li><a href="https://ondemand.lakeshorepublic.test/live.m3u">Listen Live</a></li></ul>
<p>© 2026 Lakeshore Public Radio. 88.1 FM Milwaukee · 90.7 FM Sheboygan · 89.5 FM Racine/Kenosha</p>
</footer>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f"<p>{esc(doc.extra['credit'])}</p>"
        if doc.byline:
            return f"<p>{esc(doc.byline)}</p>"
        names = [self.a("author", a, "byline") if a == "Dana Whitfield" else esc(a) for a in doc.authors]
        return f"<p>By {', '.join(names)}</p>"

    def story_main(self, doc: Doc) -> str:
        section = doc.section
        crumb = self.a("news", section, "breadcrumb") if section == "Local News" else esc(section)
        listen = ""
        if doc.extra.get("audio"):
            listen = f'<p class="audio-link"><a href="https://ondemand.lakeshorepublic.test/lakeshore-morning/2026/12/20261204_lm_hiawatha.mp3">Listen · {doc.extra["audio"]}</a> · <a href="https://ondemand.lakeshorepublic.test/lakeshore-morning/2026/12/20261204_lm_hiawatha.mp3?download=1">Download</a></p>'
        if doc.extra.get("fmt") == "br":
            lines = [b for b in doc.blocks if b[0] == "p"]
            notes = [b for b in doc.blocks if b[0] != "p"]
            text = "<br><br>\n".join(self.inline(b[1]) for b in lines)
            if doc.extra.get("program"):
                body = f'<div class="transcript"><h3>Transcript</h3>\n<p class="transcript-note">{esc(doc.extra["program"])}</p>\n<p>{text}</p>\n<p class="transcript-disclaimer">Copyright © 2026 Lakeshore Public Radio. All rights reserved. Visit our website terms of use and permissions pages for further information. This transcript is provided for reference and may not be in its final form.</p></div>'
            else:
                body = f'<div class="paragraphs-container newscast">{text}</div>' + self.blocks(
                    Doc("x", "", "", "", blocks=notes)
                )
        else:
            body = f'<div class="paragraphs-container">\n{self.blocks(doc)}\n</div>'
        tail = f'<p class="commentary-tail"><em>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        slug = f'<p class="slug">{esc(doc.section)}</p>' if doc.section == "Commentary" else ""
        more = [k for k in ARTS if k != doc.key][:3]
        more_html = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in more)
        return f"""<article>
<div class="story-head">
<p>{self.a("home", "LPR", "breadcrumb")} &gt; {crumb}</p>
{slug}
<h1 class="story-title">{esc(doc.title)}</h1>
</div>
<div class="story-head">
{self.byline(doc)}
<p>{esc(doc.stamp)}</p>
</div>
{listen}
{body}
{tail}
<div class="more-stories"><h3>More Stories From LPR</h3><ul>{more_html}</ul></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        cls = 'class="topic-title"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.kind == "soft404":
                # a story unpublished since the list was cached: the link now gives the soft 404
                items.append(
                    f'<li>{self.a(k, d.extra["teaser"], "content", cls)}<p class="topic-date">November 24, 2026</p></li>'
                )
                continue
            items.append(
                f'<li>{self.a(k, d.title, "content", cls)}<p class="topic-date">{esc(short_day(d.stamp))}</p></li>'
            )
        for path, title, day in doc.extra.get("older", []):
            items.append(
                f'<li><a class="topic-title" href="{path}">{esc(title)}</a><p class="topic-date">{day}</p></li>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<h1>{esc(doc.title)}</h1><p class="person-title">Reporter, City Hall</p><p class="bio">{esc(doc.extra["bio"])}</p>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/search" method="get"><input name="query" type="text" value="snow"> <button type="submit">Search</button></form>'
        elif doc.key == "home":
            head = '<h2 class="topic-heading">Top Stories</h2>'
            extra = f'<p class="home-links">{self.a("news", "More Local News", "content")} · {self.a("lake", "Lake Michigan", "content")} · {self.a("schedule", "What’s on the air today", "content")}</p>\n<p class="trending">Trending searches: {self.a("search", "snow", "content")} · <a href="/search?query=budget">budget</a> · <a href="/search?query=Hiawatha">Hiawatha</a></p>'
        pager = ""
        if doc.key == "news":
            pager = f'<div class="next-page">{self.a("news2", "Next Page >", "pagination")}</div>'
        elif doc.key == "news2":
            pager = f'<div class="next-page">{self.a("news", "< Previous Page", "pagination")} <a href="/t/1001?page=3">Next Page &gt;</a></div>'
        return f'<div class="topic-container">\n{head}\n<ul>\n' + "\n".join(items) + f"\n</ul>\n{extra}{pager}\n</div>"

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.kind == "soft404":
            more = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ARTS[:4])
            return f'<div class="error-page">\n<h1>{esc(doc.title)}</h1>\n{body}\n<p>{self.a("home", "Go to the LPR text-only home page", "content")}</p>\n<h3>Latest stories</h3><ul>{more}</ul>\n</div>'
        return f'<div class="static-page">\n<h1>{esc(doc.title)}</h1>\n{body}\n</div>'
