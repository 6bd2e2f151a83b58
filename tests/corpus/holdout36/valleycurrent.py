# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Valley Current: a Fresno nonprofit newsroom on **WordPress with Newspack** (`newspack-post-subtitle`,
`entry-content`, `author vcard` bylines from Co-Authors Plus, `/2026/12/03/<slug>/`, `/category/news/page/2/`,
`/tag/…/`, `/author/…/`, `/?s=`). Every story carries the INN **"Republish this story"** tool: a modal whose
`<textarea>` holds the **whole story again as escaped HTML** (title, byline, every paragraph, the tracking pixel);
the body must be taken once. Co-published stories carry a "This story was produced in partnership with …" /
"co-published with …" note (top of one story, bottom of the other) that is a credit, not body. The long
investigation has seven `<h2>` subheads and WordPress core footnotes (`<sup class="fn">` markers at paragraph ends,
`<ol class="wp-block-footnotes">` with "↩︎" back links): the footnote texts are body, the markers are not. Pacific
time (PST, -08:00): the visible `<time datetime>` has the local offset, while Yoast's `@graph` and
`article:published_time` are in **UTC** (`+00:00`): the clinic story (4:30 p.m. Thursday) and the attendance
analysis (6:30 p.m. Monday) are stamped the next day. Yoast names only the first of two co-authors, and "Valley
Current Staff" as a Person on the brief. The corrections page, the donation page and the republishing guidelines
are not articles."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

from common import Base, blocks_html, moment, page, story
from sitekit import Doc, css_rules, esc, plain

PST = -8
ARTS = ["brief", "burn", "clinic", "opinion", "farmworkers", "qa", "wells", "schools"]
BIOS = {
    "Marisol Ibarra": (
        "marisol-ibarra",
        "Marisol Ibarra is The Valley Current’s water and environment reporter. She grew up in Firebaugh and previously reported for public radio in Bakersfield.",
    ),
    "Ben Whitaker": (
        "ben-whitaker",
        "Ben Whitaker covers agriculture, air quality and regional government for The Valley Current.",
    ),
    "Ana Lucía Ferreira": (
        "ana-lucia-ferreira",
        "Ana Lucía Ferreira covers health and education. She is a Report for America corps member.",
    ),
    "Rosa Delgado": (
        "rosa-delgado",
        "Rosa Delgado is a branch manager with the Kings County Library. The views expressed are her own.",
    ),
}
FOOT = "↩︎"
REL_TAG, REL_BM = 'rel="tag"', 'rel="bookmark"'
PN, PN_NEXT, PN_PREV = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'


def wp_date(t: datetime) -> str:
    return f"{t:%B} {t.day}, {t.year}"


def yoast(t: datetime) -> str:
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def post_id(key: str) -> int:
    return 48_000 + int(hashlib.sha256(("vc" + key).encode()).hexdigest()[:4], 16) % 900


def vc(
    key: str, slug: str, title: str, local: str, authors: list[str], lines: list[str], shape: str, **extra: Any
) -> Doc:
    t = moment(local, PST)
    return story(
        key,
        f"/{t:%Y/%m/%d}/{slug}/",
        title,
        t.date().isoformat(),
        yoast(t),
        wp_date(t),
        authors,
        lines,
        shape,
        local=local,
        **extra,
    )


class ValleyCurrent(Base):
    origin = "https://valleycurrent.test"
    name = "The Valley Current"
    prefix = "vc"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vc",
            [
                ".site-header",
                ".entry-title",
                ".newspack-post-subtitle",
                ".entry-content",
                ".author-bio",
                ".republication-tracker-tool-modal",
                ".wp-block-footnotes",
                ".site-footer",
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
                "The Valley Current",
                "newspack-homepage-blocks",
                list=["wells", "clinic", "burn", "brief", "farmworkers", "opinion", "qa", "schools"],
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "newspack-category",
                list=["brief", "burn", "clinic", "farmworkers"],
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
                list=["qa", "wells", "schools"],
            )
        )
        add(page("tag", "/tag/groundwater/", "tag", "groundwater", "newspack-tag", list=["wells", "qa"]))
        add(
            page(
                "author",
                "/author/marisol-ibarra/",
                "author",
                "Marisol Ibarra",
                "newspack-author-archive",
                list=["wells", "farmworkers"],
            )
        )
        add(page("search", "/?s=wells", "search", "wells", "newspack-search", list=["wells", "qa", "brief"]))
        add(
            page(
                "about",
                "/about/",
                "about",
                "About The Valley Current",
                "nonprofit-about",
                [
                    "The Valley Current is a nonprofit, nonpartisan newsroom covering the San Joaquin Valley. We launched in 2021 to report on water, health, housing, labor and local government in communities that too often go uncovered.",
                    "## Our funding",
                    "We are supported by readers, local and national foundations and a small number of sponsors. Donors have no say over what we cover. A full list of supporters who gave $1,000 or more in the past year is published on this page and updated each January.",
                    "## Our staff",
                    "Editor in chief: Lorraine Okada. Reporters: Marisol Ibarra, Ben Whitaker, Ana Lucía Ferreira. Audience and engagement: Tomás Reyna.",
                    "The Valley Current is a fiscally sponsored project of the Central California Media Trust, a 501(c)(3) organization. EIN 00-0000000.",
                ],
            )
        )
        add(
            page(
                "donate",
                "/donate/",
                "donate",
                "Support independent Valley journalism",
                "newspack-donate-block",
                [
                    "Our reporting is free to read and free to republish. That only works because readers like you chip in.",
                    "T: Frequency | Suggested | Most popular",
                    "T: Monthly | $10 | $25",
                    "T: Annually | $120 | $250",
                    "T: One-time | $50 | $100",
                    "Donations are tax-deductible to the full extent allowed by law. Questions? Email members@valleycurrent.test.",
                ],
            )
        )
        add(
            page(
                "corrections",
                "/corrections/",
                "corrections",
                "Corrections",
                "corrections-log",
                [
                    "We work hard to get things right. When we don’t, we say so here and at the bottom of the story that contained the error. To report an error, email corrections@valleycurrent.test.",
                    "### Dec. 2, 2026",
                    "An earlier version of [[wells|Drying wells, rising bills]] misstated the depth of the new well in Lanare. It is 840 feet deep, not 480 feet.",
                    "### Nov. 24, 2026",
                    "A story about the Fresno County housing bond misspelled the name of Supervisor Luis Pedraza.",
                    "### Nov. 10, 2026",
                    "A photo caption in a story about the Kings River misidentified the location. The photo was taken near Reedley, not Sanger.",
                ],
            )
        )
        add(
            page(
                "republish",
                "/republishing-guidelines/",
                "policy",
                "Republish our stories",
                "cc-republishing-guidelines",
                [
                    "Most stories published by The Valley Current are available to republish for free under a Creative Commons Attribution-NoDerivatives 4.0 International license.",
                    "- You must credit The Valley Current and the author, and link to the original story.",
                    "- You may not edit our stories, except to reflect changes in time, location and editorial style.",
                    "- You cannot republish our photographs or illustrations without specific permission.",
                    "- You may not sell our stories or place them behind a paywall.",
                    "- Stories credited to partner newsrooms are subject to those partners’ terms.",
                    "Use the “Republish this story” button on any article to copy the full text and a tracking pixel that tells us where our work appears.",
                ],
            )
        )

        add(
            vc(
                "wells",
                "drying-wells-rising-bills-groundwater-rules-small-towns",
                "Drying wells, rising bills: How the Valley’s groundwater rules left small towns behind",
                "2026-12-01 05:00",
                ["Marisol Ibarra", "Ben Whitaker"],
                [
                    "When the well that supplies the town of Lanare went dry for the third time in August, Esperanza Villalobos did what she has learned to do. She filled the bathtub from a neighbor’s hose, drove to Riverdale for bottled water and waited for someone to tell her when the taps would run again.",
                    "It took 19 days.",
                    "Villalobos, 58, has lived in Lanare for 31 years. In that time, she said, she has watched the almond orchards around the town grow and the water table beneath it fall. “The big farms drill deeper,” she said. “We can’t.”",
                    "Lanare is not unusual. A Valley Current investigation found that 41 small community water systems in Fresno, Kings, Tulare and Madera counties lost at least one well to falling groundwater between 2021 and 2025. Twenty-six of them still rely on emergency hookups, hauled water or a single backup well. [^1]",
                    "## A law meant to protect them",
                    "California’s Sustainable Groundwater Management Act, passed in 2014, required local agencies to bring overdrafted basins into balance by 2040. Each basin had to write a plan showing how it would stop the decline without causing “significant and unreasonable” harm, including to drinking water wells.",
                    "In practice, the plans written for the Valley’s most depleted basins allowed groundwater levels to keep dropping for years before any cuts took effect. In the Cottonwood Creek subbasin, for example, the plan approved in 2022 set a minimum threshold more than 60 feet below the levels of that year. [^2]",
                    "“The plans essentially said, we will protect drinking water wells — the ones that are deep enough,” said Lorena Castañeda, a hydrologist with the Community Water Justice Project, a nonprofit that reviewed every plan in the southern Valley. “Shallow domestic wells and small town wells were written off from day one.”",
                    "## Who pays for deeper wells",
                    "When a town’s well fails, replacing it usually means drilling 600 to 900 feet, compared with 200 to 300 feet a generation ago. The cost has grown accordingly. State records show the average cost of a replacement municipal well in the four counties rose from about $1.1 million in 2018 to $2.7 million in 2025. [^3]",
                    "State drought and safe drinking water programs have covered most of those costs. But the money comes with long timelines. Of the 41 systems the Current identified, the median time between a well failure and a funded replacement was 27 months.",
                    "## Residents pay more for less",
                    "In the meantime, residents often pay more for less. In Lanare, the community services district raised monthly water rates from $48 to $71 in 2024 to pay for hauled water and emergency repairs. About a third of households are behind on their bills, according to district records.",
                    "## The agencies’ response",
                    "Officials at the groundwater agencies said their plans reflect a difficult balance between protecting drinking water and avoiding sudden cuts that would idle hundreds of thousands of acres of farmland.",
                    "“Nobody wants to see a town lose its water,” said Warren Pickett, general manager of the Cottonwood Creek Groundwater Authority. “But if we cut pumping by 40% overnight, you’d see packing houses close and those same residents out of work.”",
                    "Pickett said his agency has set aside $4 million for a mitigation fund that pays to lower pumps or deepen household wells. As of October, the fund had paid about $610,000 to 38 households. It had not paid for any community system wells. [^4]",
                    "## What could change",
                    "State regulators have begun stepping in. In 2025, the water board placed two southern Valley subbasins on probation, a step that allows the state to charge pumping fees and require metering. A third subbasin faces a probation hearing in February.",
                    "Advocates say probation is a blunt tool that arrives years too late. They are pushing for a bill that would require groundwater agencies to pay the full cost of replacing any community well that fails because of declining water levels.",
                    "Assemblymember Daniel Orozco, who represents part of Fresno County, said he plans to introduce the measure in January. “If you cause the damage, you should pay to fix it,” he said. “That’s true everywhere else in the law.” Farm groups have said they will oppose any bill that puts open-ended liability on growers. [^5]",
                    "## Waiting in Lanare",
                    "In Lanare, a new well was finally drilled in November, 840 feet deep. It is expected to go into service in February, once a treatment system for arsenic is installed.",
                    "Villalobos said she will believe it when she sees it. She still keeps six five-gallon jugs of water in her garage.",
                    "“They tell us next month, next year,” she said. “I have heard it so many times. I just want to turn on the tap and not think about it.”",
                    "+ The Valley Current compiled the list from state drought reports, county emergency declarations and interviews with 29 water system operators. A system was counted if it reported a well failure attributed to declining groundwater levels.",
                    "+ Cottonwood Creek Subbasin Groundwater Sustainability Plan, 2022 revision, Section 3.3, minimum thresholds for representative monitoring wells.",
                    "+ Averages of 23 replacement wells funded through the state’s drinking water revolving fund and drought programs, adjusted to 2025 dollars.",
                    "+ Cottonwood Creek Groundwater Authority, mitigation program quarterly report, October 2026.",
                    "+ Joint statement from a coalition of Valley farm groups, Nov. 18, 2026.",
                ],
                "investigation-h2-footnotes-republish-two-authors",
                section="Water",
                dek="A Valley Current investigation found 41 small water systems in four counties lost a well in five years. Most are still waiting for help.",
                corrected="Correction, Dec. 2, 2026: An earlier version of this story misstated the depth of the new well in Lanare. It is 840 feet deep.",
                tag=True,
            )
        )
        add(
            vc(
                "clinic",
                "valley-pediatric-dental-surgery-center-cuts-medi-cal-appointments",
                "The Valley’s only pediatric dental surgery center is cutting Medi-Cal days. Families are waiting months.",
                "2026-12-03 16:30",
                ["Ana Lucía Ferreira"],
                [
                    "NOTE: This story was produced in partnership with the Sierra Health Reporting Collaborative, a nonprofit newsroom covering health in rural California.",
                    "For most of this year, 6-year-old Mateo Reyes has been chewing on one side of his mouth.",
                    "His mother, Claudia, noticed in March that he had stopped eating apples. By June, a dentist in Selma had found four cavities so deep that he would need to be treated under general anesthesia. Then came the hard part: finding somewhere to do it.",
                    "“They gave me a number to call in Fresno, and the first appointment was in January,” Claudia Reyes said. “January. He’s in pain now.”",
                    "Children like Mateo are facing longer waits after the region’s only outpatient surgery center dedicated to pediatric dentistry cut the number of operating room days it sets aside for Medi-Cal patients from four a week to two, starting in October.",
                    "The center, Sequoia Pediatric Dental Surgery in north Fresno, treated about 2,300 children last year, roughly 80% of them covered by Medi-Cal, the state’s health insurance program for low-income residents.",
                    "FIG: Dental chair | An empty treatment room at a Fresno pediatric dental practice. (Ana Lucía Ferreira / The Valley Current)",
                    "In a letter to referring dentists, the center’s medical director, Dr. Alan Whitford, wrote that Medi-Cal’s payment for anesthesia services “no longer covers the cost of a safe operating room day.” The center will continue to see Medi-Cal patients on Tuesdays and Thursdays, he wrote, and will prioritize children with infections or severe pain.",
                    "Pediatric dentists say the change is the latest sign of a problem that has been building for years. Untreated tooth decay is the most common chronic disease among children in the San Joaquin Valley, and the wait for hospital-based dental surgery in the region already stretched to six months at some facilities before the cut.",
                    "“When you delay these cases, cavities become abscesses,” said Dr. Nimisha Rao, a pediatric dentist in Visalia who refers patients to the center. “Abscesses become emergency room visits. We end up paying more for a worse outcome.”",
                    "The state Department of Health Care Services, which runs Medi-Cal, said in a statement that it raised dental anesthesia rates by 12% in 2025 and is “reviewing access concerns in the Central Valley region.” The department did not say whether it was considering further increases.",
                    "Some families are driving to Sacramento or Los Angeles for faster appointments. Others, like the Reyes family, are waiting.",
                    "Mateo’s surgery is scheduled for Jan. 14. Until then, his mother gives him children’s ibuprofen before school and cuts his food into small pieces. “He doesn’t complain much anymore,” she said. “That’s almost worse.”",
                ],
                "copublished-note-top-utc-next-day",
                section="Health",
            )
        )
        add(
            vc(
                "farmworkers",
                "farmworker-families-still-waiting-housing-promised-2022-bond",
                "Farmworker families still waiting for housing promised in 2022 bond",
                "2026-12-02 06:00",
                ["Marisol Ibarra"],
                [
                    "Four years after Fresno County voters approved a $120 million housing bond that promised hundreds of new homes for farmworker families, the first project has yet to break ground.",
                    "The bond, Measure H, set aside $45 million for farmworker housing in rural communities such as Huron, Mendota and Orange Cove. Supporters at the time said the money would build at least 400 units by 2027.",
                    "As of November, the county had committed $18 million to three projects with a combined 146 units. None has started construction, according to county records reviewed by The Valley Current.",
                    "County housing officials blame rising construction costs and an approval process that requires each project to secure state tax credits before bond money can be released.",
                    "“Every project has to stack four or five funding sources,” said Irene Castillo, the county’s deputy director of housing. “If one falls through, the whole thing goes back to the starting line.”",
                    "Meanwhile, farmworker families say conditions have not improved. In Mendota, where a two-bedroom apartment now rents for about $1,450 a month, it is common for two or three families to share a single home, said Silvia Mejía, an organizer with a local tenants’ group.",
                    "“People work 10 hours in the fields and then come home to sleep in a living room,” Mejía said. “They voted for this money. They want to see something.”",
                    "The largest of the three pending projects, a 72-unit complex in Huron, is expected to learn in March whether it will receive state tax credits. If it does, construction could begin by the end of 2027.",
                    "Supervisor Luis Pedraza, who championed the bond, said he was frustrated by the pace and had asked county staff to explore using bond money for smaller projects, such as converting motels or building backyard units, that could move faster.",
                    "“We told voters this would help families,” Pedraza said. “I intend to keep that promise, even if it doesn’t look exactly like what we drew up in 2022.”",
                    "NOTE: This story was co-published with the Tulare Basin Herald as part of the Valley Housing Reporting Project.",
                ],
                "copublished-note-bottom",
                section="Housing",
            )
        )
        add(
            vc(
                "burn",
                "air-district-extends-no-burn-days-valley-inversion-traps-smoke",
                "Air district extends no-burn days across the Valley as inversion traps smoke",
                "2026-12-04 09:15",
                ["Ben Whitaker"],
                [
                    "The San Joaquin Valley’s air district extended its ban on residential wood burning through at least Sunday in all eight Valley counties, as a stubborn temperature inversion keeps smoke and soot trapped close to the ground.",
                    "Fine-particle pollution reached “unhealthy” levels on the federal air quality index in parts of Fresno, Visalia and Bakersfield on Thursday evening, according to district monitors.",
                    "Under the ban, residents may not burn wood, pellets or manufactured fire logs in fireplaces or wood stoves unless it is their only source of heat or they have a registered clean-burning device. First-time violators can take an online course instead of paying a $100 fine.",
                    "Inversions form when a layer of warm air settles over cooler air near the ground, acting like a lid. They are common in the Valley in December and January, when long nights and light winds allow cold air to pool on the Valley floor.",
                    "“The forecast doesn’t show much change until a storm system arrives early next week,” said Cristina Beltrán, a district spokesperson. “Until then, every fire lit makes it worse for the people living around it.”",
                    "The district has declared 19 no-burn days in Fresno County since the wood-burning season began Nov. 1, compared with 11 at this point last year. Residents can check the daily status by phone or on the district’s website before lighting a fire.",
                    "Health officials urged people with asthma, heart disease or other respiratory conditions to limit time outdoors and keep windows closed. The district’s daily forecasts are available on its website and app.",
                ],
                "news-short-single-author",
                section="Environment",
            )
        )
        add(
            vc(
                "opinion",
                "opinion-rural-libraries-valley-broadband-lifeline",
                "Opinion: Rural libraries are the Valley’s broadband lifeline. Don’t cut their hours.",
                "2026-12-03 07:00",
                ["Rosa Delgado"],
                [
                    "Every weekday at 3:15 p.m., the line starts forming outside the Avenal branch library. By the time we open the doors at 3:30, there are usually a dozen students waiting, backpacks on, Chromebooks in hand.",
                    "They are not here for the books, though many of them check some out. They are here for the Wi-Fi.",
                    "I have worked in rural libraries in Kings and Fresno counties for 22 years. In that time, our role has changed more than in the previous hundred. We are still where children learn to read and where retirees find mysteries. But we have also become the place where people apply for jobs, renew their driver’s licenses, meet their doctors over video and file for unemployment.",
                    "For thousands of Valley families, the library is the only reliable internet connection they have. A 2025 state survey found that 31% of households in rural Kings County lack home broadband, compared with 9% statewide.",
                    "That is why the proposal before the county Board of Supervisors to cut branch hours by 20% next year worries me so much.",
                    "I understand the pressure the county is under. Costs are rising and revenues are flat. But closing branches on Mondays and shortening evening hours would fall hardest on the people with the fewest alternatives. A student in Avenal cannot drive to a coffee shop in Hanford to finish a homework assignment. A farmworker in Kettleman City cannot take a video appointment in a car with one bar of signal.",
                    "There are better options. The county could partner with school districts to keep campus Wi-Fi running after hours. It could apply for federal digital equity grants that several neighboring counties have already won. It could ask the library foundation, which raised $340,000 last year, to help cover evening hours at the busiest branches.",
                    "What it should not do is balance the budget on the backs of people who already have the least access.",
                    "The supervisors will vote on the budget on Dec. 15. If the library matters to you, tell them. Better yet, come by any weekday at 3:30 and see the line for yourself.",
                ],
                "guest-opinion-bio-box",
                section="Opinion",
            )
        )
        add(
            vc(
                "qa",
                "qa-valley-water-council-chair-after-the-drought",
                "Q&A: The Valley’s new water council chair on what comes after the drought",
                "2026-12-02 11:00",
                ["Ben Whitaker"],
                [
                    "Hector Villaseñor took over last month as chair of the San Joaquin Valley Water Council, a coalition of irrigation districts, cities and community groups formed to coordinate water planning across the region. A former irrigation district manager in Madera County, he spoke with The Valley Current about groundwater, flood water and why he thinks the next five years will decide the Valley’s future.",
                    "This interview has been edited for length and clarity.",
                    "Q: You start this job after two wet winters. Does that make it easier or harder? || Harder, honestly. When the reservoirs are full, people want to believe the problem is solved. But our aquifers are still hundreds of thousands of acre-feet below where they were 20 years ago. Two good years don’t undo two bad decades.",
                    "Q: What’s the single most important thing the Valley can do? || Capture flood water when we have it. In 2023 we watched enormous amounts of water run to the ocean or flood towns like Corcoran because we didn’t have places to put it. Every recharge basin we build now is a savings account for the next drought.",
                    "Q: Small towns say the groundwater plans protect farms at their expense. Are they wrong? || They’re not wrong that they’ve been hurt. Some of the early plans didn’t take drinking water seriously enough. I think that is changing, partly because the state is watching and partly because people in agriculture are realizing their workers live in those towns.",
                    "Q: Should groundwater agencies pay to replace wells that go dry? || I think the agencies should have a fund, and it should be big enough to matter. Whether that’s written into state law or done voluntarily is a fight I expect we’ll have in Sacramento this spring.",
                    "Q: What does success look like in five years? || Groundwater levels that have stopped falling in most of the Valley, no town hauling water in a dry summer, and farmers who know what they can pump and plan around it. That’s not a dream. It’s just hard.",
                ],
                "qa-interview-bold-questions",
                section="Water",
                tag=True,
            )
        )
        add(
            vc(
                "schools",
                "chronic-absenteeism-fell-most-valley-districts-heres-where-it-didnt",
                "Chronic absenteeism fell in most Valley districts last year. Here’s where it didn’t.",
                "2026-11-30 18:30",
                ["Ana Lucía Ferreira"],
                [
                    "Chronic absenteeism dropped in 11 of the 14 largest school districts in the central San Joaquin Valley during the 2025-26 school year, according to state data released last week, continuing a slow recovery from the pandemic-era spike.",
                    "Students are considered chronically absent if they miss at least 10% of the school days they are enrolled, for any reason. In 2021-22, more than 40% of students in several Valley districts met that definition.",
                    "The new figures show progress, but also how far some districts still have to go.",
                    "T: District | 2024-25 | 2025-26 | Change",
                    "T: Fresno Unified | 31.4% | 27.9% | -3.5",
                    "T: Clovis Unified | 14.2% | 12.8% | -1.4",
                    "T: Central Unified | 22.7% | 20.1% | -2.6",
                    "T: Visalia Unified | 24.9% | 23.6% | -1.3",
                    "T: Hanford Elementary | 19.8% | 21.2% | +1.4",
                    "T: Madera Unified | 28.3% | 29.0% | +0.7",
                    "T: Parlier Unified | 26.1% | 26.8% | +0.7",
                    "Fresno Unified, the region’s largest district, posted the biggest improvement. District spokesperson Nora Lindqvist credited a team of 48 attendance caseworkers, hired with federal relief money, who visit the homes of students who miss several days in a row.",
                    "“Most of the time, it’s not that a kid doesn’t want to come,” Lindqvist said. “It’s a car that broke down, a younger sibling who needs watching, an asthma flare-up. Those are things we can help with.”",
                    "The federal money that paid for many of those positions expired in 2024, and districts have had to decide whether to keep the programs with their own funds. Fresno Unified kept 40 of the 48 caseworker positions.",
                    "In Madera and Parlier, where rates rose slightly, administrators pointed to a difficult flu season and to families who leave for extended trips during the winter holidays.",
                    "Researchers who study attendance warn that district averages hide wide differences between schools. At some Fresno Unified elementary schools, more than half of students are still chronically absent.",
                    "“The recovery has been real, but it’s been uneven,” said Daniel Whitcomb, a researcher at a Sacramento education policy center. “The schools serving the poorest neighborhoods are recovering the slowest.”",
                ],
                "data-analysis-table-utc-next-day",
                section="Education",
            )
        )
        add(
            vc(
                "brief",
                "fresno-county-approves-2-1-million-rural-bus-pilot",
                "Fresno County approves $2.1 million rural bus pilot",
                "2026-12-04 13:10",
                [],
                [
                    "Fresno County supervisors on Tuesday approved $2.1 million for a two-year pilot that will add on-demand van service in six rural communities west of Highway 99, including Lanare, Cantua Creek and Tranquillity.",
                    "Riders will be able to book trips through an app or by phone for $1.50 each way. The service is expected to start in April.",
                ],
                "staff-brief-ld-staff-person",
                section="News",
                credit="Valley Current Staff",
            )
        )

    # ---- markup -------------------------------------------------------------------------------------------------
    def href(self, key_or_path: str) -> str:
        if key_or_path.startswith("author:"):
            return f"/author/{BIOS[key_or_path[7:]][0]}/"
        return super().href(key_or_path)

    def author_link(self, name: str, zone: str) -> str:
        if name == "Marisol Ibarra":
            return self.a("author", name, zone, 'class="url fn n"')
        return f'<a class="url fn n" href="{self.href("author:" + name)}">{esc(name)}</a>'

    def content_html(self, doc: Doc) -> str:
        """The entry content: paragraphs with footnote markers, the core footnotes list, notes as small italics."""
        out = []
        for b in doc.blocks:
            if b[0] == "ol":
                items = "".join(
                    f'<li id="fn-{i}">{esc(plain(x))} <a href="#fnref-{i}" aria-label="Jump to footnote reference {i}">{FOOT}</a></li>'
                    for i, x in enumerate(b[1], 1)
                )
                out.append(f'<ol class="wp-block-footnotes">{items}</ol>')
            elif b[0] == "note":
                out.append(f'<p class="has-small-font-size"><em>{self.inline(b[1])}</em></p>')
            elif b[0] == "fig":
                out.append(
                    f'<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2026/12/{b[1].lower().replace(" ", "-")}-1200x800.jpg" alt="{esc(b[1])}"/><figcaption class="wp-element-caption">{esc(b[2])}</figcaption></figure>'
                )
            elif b[0] == "qa":
                out.append(f"<p><strong>{esc(b[1])}</strong></p>\n<p>{self.inline(b[2])}</p>")
            else:
                out.append(blocks_html(self, [b], table_class="wp-block-table is-style-stripes"))
        return "\n".join(out)

    def republish_text(self, doc: Doc) -> str:
        """What the INN tool puts in the textarea: the story as HTML, escaped once more by the page."""
        t = moment(doc.extra["local"], PST)
        names = " and ".join(doc.authors) or doc.extra.get("credit", "")
        parts = [f"<h1>{doc.title}</h1>", f'<p class="byline">by {names}, The Valley Current<br />{wp_date(t)}</p>']
        for b in doc.blocks:
            if b[0] == "p":
                parts.append(f"<p>{plain(b[1]).split(' [^')[0]}</p>")
            elif b[0] in ("h2", "h3"):
                parts.append(f"<{b[0]}>{plain(b[1])}</{b[0]}>")
            elif b[0] in ("ul", "ol"):
                parts.append(f"<{b[0]}>" + "".join(f"<li>{plain(x)}</li>" for x in b[1]) + f"</{b[0]}>")
            elif b[0] == "qa":
                parts.append(f"<p><strong>{b[1]}</strong></p><p>{b[2]}</p>")
            elif b[0] == "table":
                parts.append(
                    "<table>"
                    + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in b[1])
                    + "</table>"
                )
            elif b[0] == "note":
                parts.append(f"<p><em>{plain(b[1])}</em></p>")
        parts.append(
            f'<p>This <a target="_blank" href="{self.url(doc.key)}">article</a> first appeared on <a target="_blank" href="https://valleycurrent.test">The Valley Current</a> and is republished here under a Creative Commons Attribution-NoDerivatives 4.0 International License.</p>'
        )
        parts.append(
            f'<img id="republication-tracker-tool-source" src="https://valleycurrent.test/?republication-pixel=true&post={post_id(doc.key)}&ga4=G-XXXXXXX" style="width:1px;height:1px;">'
        )
        return esc("".join(parts))

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} - The Valley Current</title>"
            if doc.key != "home"
            else "<title>The Valley Current - Nonprofit news for the San Joaquin Valley</title>",
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="The Valley Current" />',
            '<meta property="og:locale" content="en_US" />',
        ]
        if doc.is_article:
            t = moment(doc.extra["local"], PST)
            metas.append('<meta property="og:type" content="article" />')
            metas.append(f'<meta property="article:published_time" content="{yoast(t)}" />')
            metas.append(
                f'<meta name="author" content="{esc(doc.authors[0] if doc.authors else doc.extra.get("credit", ""))}" />'
            )
            first = doc.authors[0] if doc.authors else doc.extra.get("credit", "")
            pid = f"{self.origin}/#/schema/person/{hashlib.md5(first.encode()).hexdigest()}"
            graph = [
                {
                    "@type": "NewsArticle",
                    "@id": url + "#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": first, "@id": pid},
                    "headline": doc.title[:110],
                    "datePublished": yoast(t),
                    "dateModified": yoast(t),
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": [doc.section],
                    "inLanguage": "en-US",
                    "copyrightHolder": {"@id": self.origin + "/#organization"},
                },
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": doc.title + " - The Valley Current",
                    "datePublished": yoast(t),
                    "inLanguage": "en-US",
                },
                {
                    "@type": "Person",
                    "@id": pid,
                    "name": first,
                    "url": self.origin + (f"/author/{BIOS[first][0]}/" if first in BIOS else "/"),
                },
                {
                    "@type": "Organization",
                    "@id": self.origin + "/#organization",
                    "name": "The Valley Current",
                    "url": self.origin + "/",
                    "nonprofitStatus": "Nonprofit501c3",
                },
            ]
            metas.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
            )
        else:
            metas.append('<meta property="og:type" content="website" />')
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "News"),
                ("tag", "Water"),
                ("corrections", "Corrections"),
                ("about", "About"),
                ("republish", "Republish"),
            )
        )
        nav += '<li class="menu-item"><a href="/category/opinion/">Opinion</a></li><li class="menu-item"><a href="/newsletters/">Newsletters</a></li>'
        body_class = (
            "post-template-default single single-post single-format-standard singular has-featured-image"
            if doc.is_article
            else "archive"
            if "list" in doc.extra
            else "page-template-default page"
        )
        return f"""<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<meta name="generator" content="WordPress 6.7.1" />
<meta name="generator" content="Newspack 5.12.0" />
<link rel="stylesheet" id="newspack-style-css" href="/wp-content/themes/newspack-theme/style.css?ver=2.6.1" media="all" />
<style id="newspack-theme-colors">/*PAD*/</style>
<script type="text/javascript" id="newspack-blocks-data">var newspack_blocks_data = {{"assets_path":"/wp-content/plugins/newspack-blocks/dist/"}};</script>
</head>
<body class="{body_class} h-nsub h-db h-ll h-dh has-sidebar">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<div id="page" class="site">
<div class="newspack-popup-container newspack-lightbox" role="dialog" data-segments="anonymous"><div class="newspack-popup"><p>The Valley Current is nonprofit and free to read. {self.a("donate", "Donate today", "banner")} to keep it that way.</p><button class="newspack-lightbox__close">Close</button></div></div>
<header id="masthead" class="site-header hide-header-search"><div class="middle-header-contain"><div class="wrapper"><div class="site-branding">{self.a("home", "The Valley Current", "nav", 'class="custom-logo-link" rel="home"')}<p class="site-description">Nonprofit news for the San Joaquin Valley</p></div>
<nav class="main-navigation nav1 dd-menu" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">{nav}</ul></nav>
<div class="header-search-contain"><form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" name="s" placeholder="Search …"/></form></div>
<a class="button donate-button" href="/donate/">Donate</a></div></div></header>
<div id="content" class="site-content">
{main}
</div>
<footer id="colophon" class="site-footer"><div class="footer-branding"><div class="wrapper">{self.a("home", "The Valley Current", "footer")}</div></div>
<div class="footer-widgets"><section class="widget widget_text"><h2 class="widget-title">About</h2><p>The Valley Current is a member of the Institute for Nonprofit News. {self.a("about", "Learn more", "footer")}</p></section>
<section class="widget"><h2 class="widget-title">Policies</h2><ul><li>{self.a("corrections", "Corrections", "footer")}</li><li>{self.a("republish", "Republishing guidelines", "footer")}</li><li><a href="/ethics-policy/">Ethics policy</a></li><li><a href="/privacy-policy/">Privacy policy</a></li></ul></section></div>
<div class="site-info"><div class="wrapper"><span class="copyright">© 2026 The Valley Current.</span> <a class="privacy-policy-link" href="/privacy-policy/">Privacy Policy</a> <a href="https://newspack.com" class="imprint">Proudly powered by Newspack</a></div></div></footer>
</div>
<script type="speculationrules">{{"prefetch":[{{"source":"document","where":{{"and":[{{"href_matches":"/*"}}]}},"eagerness":"conservative"}}]}}</script>
<script src="/wp-content/plugins/republication-tracker-tool/assets/widget.js?ver=2.0.1" id="republication-tracker-tool-js-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        t = moment(doc.extra["local"], PST)
        if doc.authors:
            names = [f'<span class="author vcard">{self.author_link(a, "byline")}</span>' for a in doc.authors]
            byline = f'<span class="byline"><span>by</span> {" and ".join(names)}</span>'
        else:
            byline = f'<span class="byline"><span>by</span> <span class="author vcard"><a class="url fn n" href="/author/staff/">{esc(doc.extra.get("credit", ""))}</a></span></span>'
        sub = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        bios = "".join(
            f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{esc(a)}</h2></div><p>{esc(BIOS[a][1])} <a class="author-link" href="{self.href("author:" + a)}">More by {esc(a)}</a></p></div></div>'
            for a in doc.authors
        )
        correction = (
            f'<p class="correction"><em>{esc(doc.extra["corrected"])}</em></p>' if doc.extra.get("corrected") else ""
        )
        tags = (
            f'<span class="tags-links"><span>Tagged: </span>{self.a("tag", "groundwater", "content", REL_TAG)}</span>'
            if doc.extra.get("tag")
            else ""
        )
        related = "".join(
            f'<article class="entry-wrapper"><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in [k for k in ARTS if k not in (doc.key, "opinion")][:4]
        )
        return f"""<section id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-{post_id(doc.key)}" class="post-{post_id(doc.key)} post type-post status-publish format-standard has-post-thumbnail hentry category-{doc.section.lower()}">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span><a href="/category/{doc.section.lower()}/" rel="category tag">{esc(doc.section)}</a></span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{sub}
<div class="entry-subhead"><div class="entry-meta">{byline}<span class="posted-on"><time class="entry-date published" datetime="{t.isoformat()}">{doc.stamp}</time></span></div>
<div class="sharedaddy sd-sharing-enabled"><div class="sd-content"><ul><li class="share-facebook"><a class="share-facebook sd-button" href="{esc(self.url(doc.key))}?share=facebook" rel="nofollow noopener">Facebook</a></li><li class="share-x"><a class="share-x sd-button" href="{esc(self.url(doc.key))}?share=x">X</a></li><li class="share-email"><a class="share-email sd-button" href="mailto:?subject={esc(doc.title)}">Email</a></li></ul></div></div></div>
</header>
<div class="entry-content">
{self.content_html(doc)}
{correction}
<div class="newspack-popup-container newspack-inline-popup" data-frequency="0,0,0,day"><p><strong>Support local reporting.</strong> Independent, nonprofit news for the Valley depends on readers like you. {self.a("donate", "Give monthly", "content")}</p></div>
</div>
<footer class="entry-footer">{tags}</footer>
{bios}
<aside class="widget republication-tracker-tool-widget"><button class="republication-tracker-tool-button">Republish this story</button>
<div id="republication-tracker-tool-modal" class="republication-tracker-tool-modal" style="display:none" role="dialog" aria-label="Republish this article">
<div class="republication-tracker-tool-modal-content"><h2>Republish this article</h2>
<p class="license"><a rel="license" href="https://creativecommons.org/licenses/by-nd/4.0/">Creative Commons License</a> This work is licensed under a Creative Commons Attribution-NoDerivatives 4.0 International License. {self.a("republish", "Read our republishing guidelines", "content")}.</p>
<textarea readonly id="republication-tracker-tool-shareable-content" rows="5">{self.republish_text(doc)}</textarea>
<button class="republication-tracker-tool-copy">Copy to clipboard</button></div></div></aside>
</article>
<div class="newspack-related"><h2 class="accent-header">Related stories</h2>{related}</div>
<div id="comments" class="comments-area"><p class="no-comments">Comments are closed.</p></div>
</main></section>"""

    def listing_main(self, doc: Doc) -> str:
        arts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            t = moment(d.extra["local"], PST)
            names = " and ".join(d.authors) or d.extra.get("credit", "")
            arts.append(
                f'<article class="post type-post entry"><div class="entry-container"><div class="cat-links">{esc(d.section)}</div><h2 class="entry-title">{self.a(k, self.teaser_text(d), "content", REL_BM)}</h2>'
                f'<div class="entry-meta"><span class="byline">by {esc(names)}</span><time class="entry-date published" datetime="{t.isoformat()}">{d.stamp}</time></div>'
                f'<div class="excerpt"><p>{esc(d.dek or self.lede(d))}</p></div></div></article>'
            )
        if doc.kind == "home":
            head = '<h1 class="screen-reader-text">The Valley Current</h1><div class="wp-block-newspack-blocks-homepage-articles">'
            tail = f'</div><div class="wp-block-group"><p>{self.a("news2", "More news", "content")} · {self.a("author", "Marisol Ibarra", "content")} · {self.a("search", "Search", "content")}</p></div>'
        else:
            label = {"tag": "Tag: ", "author": "Author: ", "search": "Search results for: "}.get(doc.kind, "")
            head = f'<header class="page-header"><h1 class="page-title">{label}<span class="page-description">{esc(doc.title)}</span></h1></header>'
            if doc.kind == "author":
                head += f'<div class="author-bio taxonomy-description"><p>{esc(BIOS["Marisol Ibarra"][1])}</p><a href="mailto:mibarra@valleycurrent.test">Email</a></div>'
            tail = ""
            if doc.extra.get("more"):
                tail = f'<nav class="navigation pagination"><div class="nav-links"><span class="page-numbers current">1</span>{self.a(doc.extra["more"], "2", "pagination", PN)}{self.a(doc.extra["more"], "Older", "pagination", PN_NEXT)}</div></nav>'
            elif doc.key == "news2":
                tail = f'<nav class="navigation pagination"><div class="nav-links">{self.a("news", "Newer", "pagination", PN_PREV)}<span class="page-numbers current">2</span></div></nav>'
        return f'<section id="primary" class="content-area"><main id="main" class="site-main">{head}{"".join(arts)}{tail}</main></section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section id="primary" class="content-area"><main id="main" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc, table_class="wp-block-table")}\n</div></article></main></section>'
