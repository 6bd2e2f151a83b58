# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Lakeshore Ledger: a Milwaukee nonprofit newsroom on **Next.js App Router** with **Sanity** (English, UTF-8).

Server-rendered HTML with hashed CSS-module classes (`styles_body__x7Hq2`), React's `dateTime`/`charSet` attribute
spelling and `<!-- -->` text separators, and the React Server Components payload in `self.__next_f.push([1,"…"])`
chunks that carry the story document (its Portable Text body) from Sanity. Story URLs `/2026/12/04/<slug>`; fronts
`/topics/environment` and `?page=2`; `/tags/…`, `/people/…`, `/search?q=`. `NewsArticle` JSON-LD (rendered in the
page body) on most stories: in -06:00 on some, in UTC on the school story (01:30Z on 4 Dec = 7:30 p.m. on 3 Dec in
Milwaukee), with the author as the Organization on the PFAS story, and missing on the brief and the data story. The
ambulance story is streamed: the HTML holds the headline, dek and byline and a Suspense skeleton; the body is only in
the RSC payload. A "Republish this story" box and a donation banner sit next to every story (not body)."""

from __future__ import annotations

import hashlib
import json
import zlib

from common import Base, blocks_html, ckey, js_json, page, segments, story
from sitekit import Doc, css_rules, esc

ARTS = ["lead", "pfas", "ambulance", "schools", "papers", "climate", "warming", "evictions"]
BIO = {
    "Maria Okafor": "Maria Okafor covers environment and public health for the Lakeshore Ledger. She previously reported for newspapers in Green Bay and Duluth.",
    "Daniel Brzezinski": "Daniel Brzezinski is the Lakeshore Ledger's northern Wisconsin reporter, based in Marinette.",
    "Jenna Halvorsen": "Jenna Halvorsen covers rural Wisconsin for the Lakeshore Ledger from Eau Claire.",
    "Marcus Bell": "Marcus Bell covers education and housing for the Lakeshore Ledger.",
}
PEOPLE = {"Maria Okafor": "maria-okafor"}


def cm(name: str) -> str:
    """A CSS-module class as Next.js hashes it: styles_<name>__<5 chars>."""
    h = hashlib.sha1(name.encode()).digest()
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    return f"styles_{name}__" + "".join(alphabet[b % len(alphabet)] for b in h[:5])


def ca(name: str, more: str = "") -> str:
    return f'class="{cm(name)}"' + (f" {more}" if more else "")


BODY = "styles_body__x7Hq2"
MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


class Lakeshore(Base):
    origin = "https://lakeshoreledger.test"
    name = "Lakeshore Ledger"
    prefix = "lsl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lsl",
            [
                "." + cm(n)
                for n in (
                    "layout",
                    "header",
                    "nav",
                    "article",
                    "headline",
                    "dek",
                    "byline",
                    "card",
                    "footer",
                    "republish",
                    "donateBanner",
                )
            ]
            + ["." + BODY],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Lakeshore Ledger",
                "next-app-home",
                list=["lead", "ambulance", "schools", "pfas", "warming", "evictions", "papers", "climate"],
                more="env2",
            )
        )
        add(
            page(
                "env",
                "/topics/environment",
                "section",
                "Environment",
                "next-topic-front",
                list=["lead", "pfas", "climate", "warming"],
                more="env2",
            )
        )
        add(
            page(
                "env2",
                "/topics/environment?page=2",
                "section",
                "Environment",
                "next-topic-page2",
                list=["ambulance", "evictions", "schools", "papers"],
                prev="env",
            )
        )
        add(page("tag", "/tags/drinking-water", "tag", "Drinking water", "next-tag", list=["lead", "pfas"]))
        add(
            page(
                "author",
                "/people/maria-okafor",
                "author",
                "Maria Okafor",
                "next-person",
                list=["lead", "evictions"],
                bio=BIO["Maria Okafor"],
            )
        )
        add(
            page(
                "search",
                "/search?q=lead+pipes",
                "search",
                "Search results for “lead pipes”",
                "next-search",
                list=["lead", "pfas", "evictions"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About the Lakeshore Ledger",
                "about-page",
                [
                    "The Lakeshore Ledger is a nonpartisan, nonprofit newsroom that covers public policy, the environment and the people of Wisconsin. We were founded in 2019 by a group of former newspaper reporters who believed that accountability journalism should not depend on the fortunes of a single owner.",
                    "## Our funding",
                    "We are supported by more than 6,400 individual members, by foundations and by corporate sponsors. Donors have no say over what we cover or how. We list every gift of $1,000 or more on our funders page and update it each quarter.",
                    "## Our staff",
                    "Our newsroom has 14 full-time journalists in Milwaukee, Madison, Eau Claire and Marinette. Our editor-in-chief is Theresa Lundgren; our executive director is Kwame Osei.",
                    "## Corrections",
                    "We correct errors promptly and note the correction at the bottom of the story. To report an error, email corrections@lakeshoreledger.test.",
                ],
            )
        )
        add(
            page(
                "republish",
                "/republish",
                "policy",
                "Republishing guidelines",
                "policy-page",
                [
                    "Our stories may be republished online or in print under a Creative Commons Attribution-NoDerivatives 4.0 license. We want our journalism to reach as many Wisconsin readers as possible.",
                    "- You must credit the Lakeshore Ledger and the author in the byline.",
                    "- You may not edit our stories, except to reflect changes in time, location and editorial style.",
                    "- You may not sell our stories or republish them in a way that implies our endorsement.",
                    "- Photos and illustrations are not included in the license unless noted.",
                    "- Include the tracking pixel that comes with the HTML of each story.",
                    "Questions? Write to Gloria Fenske, our audience director, at republish@lakeshoreledger.test. Last updated Sept. 2, 2026.",
                ],
            )
        )
        add(
            page(
                "donate",
                "/donate",
                "subscribe",
                "Support nonprofit news in Wisconsin",
                "donate-form",
                [
                    "The Lakeshore Ledger is free to read because thousands of members chip in. Your gift pays for reporters in places that have lost their local paper.",
                    "Give monthly and become a Ledger member: $10, $25, $50 or an amount of your choice.",
                    "Gifts are tax-deductible to the extent allowed by law. The Lakeshore Ledger is a 501(c)(3) nonprofit, EIN 84-0000000.",
                ],
            )
        )

        add(
            story(
                "lead",
                "/2026/12/04/milwaukee-lead-service-lines-behind",
                "Milwaukee promised to replace 4,000 lead pipes this year. It will finish fewer than half.",
                "2026-12-04",
                "2026-12-04T12:00:00.000Z",
                "Dec. 4, 2026",
                ["Maria Okafor"],
                [
                    "Milwaukee Water Works set out in January to replace 4,000 lead service lines in 2026, the most ambitious target in the utility’s history. With four weeks left in the year, crews have finished 1,712, according to internal tracking reports obtained by the Lakeshore Ledger through an open records request.",
                    "The shortfall means that roughly 2,300 households that were told their pipes would be dug up this year will go into another winter drinking water that flows through lead. Utility officials say most of those homes will be reached by next summer, but the reports show the backlog has grown in every quarter since March.",
                    "“We made a commitment to these families, and we are not going to meet it on the timeline we gave them,” said Andre Whitfield, the utility’s deputy superintendent for distribution. “I’m not going to pretend otherwise.”",
                    "FIG: A crew digs at a curb stop on North 27th Street | A Markowski Underground crew replaces a lead line on North 27th Street in November. (Lakeshore Ledger photo)",
                    "## A shortage of hands",
                    "The biggest obstacle, according to the reports and interviews with six contractors, is labor. Wisconsin requires a licensed plumber to be present for the part of each replacement that runs from the curb stop into a house. The city’s three main contractors have 41 licensed plumbers among them, down from 58 two years ago.",
                    "“Every plumber in this state has more work than they can take,” said Colleen Markowski, who runs Markowski Underground, one of the contractors. “The city’s rates were set in 2023. Residential work pays better, and it’s indoors in January.”",
                    "Contracts show the city pays $11,400 on average per replacement. Markowski said her firm loses money on roughly one job in five, mostly those where crews find a second lead segment inside the basement wall.",
                    "The utility has asked the Common Council to raise the per-line rate by 12% for 2027. A vote is scheduled for Dec. 15.",
                    "## Permits and paperwork",
                    "The second obstacle is paperwork. Before a crew can dig, the property owner must sign a consent form, and for rental properties that owner is often hard to reach. The tracking reports list 640 addresses where work is “pending owner consent,” some of them for more than 200 days.",
                    "Tenants at those addresses have little recourse. Latrice Holloway, who rents a duplex on North 27th Street, received a letter in February telling her the pipe to her unit would be replaced by June. She has since called the utility nine times.",
                    "“They tell me they are waiting on my landlord,” Holloway said. “My landlord tells me he signed it. Meanwhile I’m buying bottled water for two kids.”",
                    "A state law passed in 2025 lets cities replace lead lines at rental properties without the owner’s consent after 90 days of attempted contact, but Milwaukee has not yet used it. Whitfield said the city attorney’s office is still drafting the notice procedure.",
                    "## What families can do now",
                    "Health officials recommend that households with lead service lines use a certified filter for drinking and cooking water, run the tap for several minutes after water has sat overnight, and use only cold water for baby formula. The Milwaukee Health Department hands out filters free of charge at its clinics.",
                    "Residents can look up whether their address has a lead line on the utility’s online map. For families outside the city system, our colleague Daniel Brzezinski has reported on [[pfas|what the state found in private wells near Marinette]].",
                    "Whitfield said the utility would publish monthly progress numbers starting in January. “People should be able to see where we are,” he said. “They’ve earned that.”",
                ],
                "portable-text-investigation",
                section="Environment",
                dek="A shortage of licensed plumbers and a slow consent process have left thousands of families waiting, records obtained by the Lakeshore Ledger show.",
                ld="local",
                tag=True,
                support="This story was produced with support from the Great Lakes Health Reporting Fund.",
            )
        )
        add(
            story(
                "pfas",
                "/2026/12/03/marinette-pfas-private-wells-expanded",
                "State finds PFAS above new limits in 38 more private wells near Marinette",
                "2026-12-03",
                "2026-12-03T16:15:00.000Z",
                "Dec. 3, 2026",
                ["Daniel Brzezinski"],
                [
                    "The Wisconsin Department of Natural Resources has found PFAS above the state’s new drinking water limits in 38 more private wells in the town of Peshtigo, expanding a testing zone that already covers more than 200 homes along the Menominee River.",
                    "The results, released Wednesday, come from a round of sampling that began in September after [[lead|earlier testing]] showed contamination moving north of Highway 41. Eleven of the new wells had combined levels of PFOA and PFOS more than ten times the limit of 20 parts per trillion.",
                    "“We expected to find some,” said Karen Vollmer, the DNR hydrogeologist leading the investigation. “We did not expect to find this many this far out.”",
                    "Homeowners with affected wells will receive bottled water within a week and can apply for a point-of-entry filtration system paid for by the state’s well compensation program. The program has $3.8 million left for the current budget year, Vollmer said, enough for roughly 250 systems.",
                    "The chemicals, used for decades in firefighting foam and stain-resistant coatings, have been linked to kidney cancer, thyroid disease and lower birth weights. The DNR says the most likely source in Peshtigo is a fire-training site operated by a foam manufacturer until 2017. The company, which has since been sold, is paying for part of the cleanup under a 2022 agreement with the state.",
                    "Residents who packed a town hall meeting at Peshtigo High School on Wednesday evening said they were frustrated by the pace of the response. Dale Kuchenbecker, whose family has lived on Shore Drive since 1971, said his well was first tested in 2023 and came back clean. This fall, the level was 94 parts per trillion.",
                    "“Three years we were told we were fine,” Kuchenbecker said. “My grandkids were drinking that water every weekend.”",
                    "Vollmer said contamination in groundwater can move several hundred feet a year and that wells near the edge of a plume can change quickly. The DNR plans to resample every well in the expanded zone twice a year until at least 2029.",
                    "State Sen. Lorraine Paquette, a Republican whose district includes Marinette County, said she would introduce a bill in January to double the well compensation fund. “This is not a partisan issue up here,” she said. “Everybody drinks water.”",
                    "Families in the testing zone who have not been contacted can request a free test by calling the DNR’s Northeast Region office in Green Bay.",
                ],
                "portable-text-news-ld-org-author",
                section="Environment",
                dek="The results expand a testing zone that already covers more than 200 homes on the Menominee River.",
                ld="org",
                tag=True,
            )
        )
        add(
            story(
                "ambulance",
                "/2026/12/02/rural-wisconsin-volunteer-ambulance-shortage",
                "Rural ambulance crews are running out of volunteers. Some towns are running out of time.",
                "2026-12-02",
                "2026-12-02T13:00:00.000Z",
                "Dec. 2, 2026",
                ["Jenna Halvorsen"],
                [
                    "When the pager went off at 2:40 a.m. on a Sunday in October, Gail Thorsen was the only person in the village of Cumberland who answered it. She drove the ambulance to a farmhouse seven miles north, found an 80-year-old man with chest pains, and waited 23 minutes for a second crew member to arrive from Turtle Lake so she could leave for the hospital.",
                    "“I can’t drive and do CPR at the same time,” said Thorsen, 64, who has volunteered with the Cumberland Area Ambulance Service for 31 years. “Nobody can.”",
                    "The man survived. But the call captures a problem that emergency medical services leaders across northern Wisconsin say is reaching a breaking point. In a survey of 212 rural EMS agencies conducted this summer by the Wisconsin Office of Rural Health, a third said they might not be able to staff every call by 2028. Nearly half said their average volunteer was older than 55.",
                    "## Fewer hands, longer shifts",
                    "Most rural ambulance services in Wisconsin were built on volunteers who lived and worked in town and could leave a job or a dinner table when the pager sounded. That model is fading. Young people have moved to cities, farms have consolidated and more residents commute 40 minutes or more to work.",
                    "Training requirements have also grown. An emergency medical responder now needs about 60 hours of coursework; an emergency medical technician needs about 180. Many services pay for the training, but volunteers still give up evenings and weekends for months.",
                    "“We ask people to do something incredibly hard for a stipend of $5 an hour on call,” said Russ Engebretson, the director of the Barron County EMS Council. “And then we’re surprised when they don’t stay.”",
                    "## A state fix, with limits",
                    "The Legislature last year created a $14 million grant program to help rural services hire paid staff or merge with neighbors. So far 38 agencies have applied. Ten have received money, according to the Department of Health Services.",
                    "Some towns have tried a middle path. In Rice Lake, the city pays two full-time paramedics who are joined by volunteers on nights and weekends. The service’s response times improved by four minutes on average in its first year, said its director, Amy Lindahl. But the model costs about $420,000 a year, more than many small towns spend on their entire road budget.",
                    "Others are counting on a new state license level, the emergency medical responder with a driving endorsement, which lets a responder drive an ambulance while a single EMT treats the patient. Thorsen said it would help, but only if someone signs up.",
                    "“People always ask me what they can do,” she said. “I tell them: come to the class. We start again in January.”",
                ],
                "rsc-payload-only-body",
                section="Health",
                dek="In northern Wisconsin, a third of volunteer EMS services say they may not be able to staff every call by 2028.",
                ld="local",
                streamed=True,
            )
        )
        add(
            story(
                "schools",
                "/2026/12/03/madison-school-board-closes-two-elementaries",
                "Madison school board votes to close two elementary schools in 2027",
                "2026-12-03",
                "2026-12-04T01:30:00.000Z",
                "Dec. 3, 2026",
                ["Marcus Bell"],
                [
                    "The Madison Metropolitan School District board voted 5-2 on Thursday evening to close Lapham Oaks and Midvale Ridge elementary schools at the end of the 2026-27 school year, the district’s first school closures in more than two decades.",
                    "About 540 students attend the two schools. Under the plan, most Lapham Oaks students will move to Marquette Hills Elementary, a half mile away, and Midvale Ridge students will be split between two schools on the city’s west side. The district says the change will save $3.1 million a year in building and staffing costs.",
                    "Board President Adriana Solis said the decision was painful but necessary after four years of falling enrollment. The district has lost about 2,300 students since 2019, a drop it attributes to lower birth rates, rising housing costs and the growth of the state’s private school voucher program.",
                    "“We have buildings designed for 450 children with 210 in them,” Solis said. “Every dollar we spend heating an empty classroom is a dollar we don’t spend on a teacher.”",
                    "More than 60 parents, teachers and students spoke during a public comment period that stretched past three hours. Most opposed the closures. Several Midvale Ridge parents said their children would lose access to the school’s bilingual program, which the district has promised to move but has not said where.",
                    "“You are asking the families with the least flexibility to absorb the most change,” said Tomás Herrera, who has two children at Midvale Ridge. “Nobody on this board will have to change their morning.”",
                    "Board members Leah Fitzgerald and Omar Haddad voted against the plan. Fitzgerald said the district should have waited for a facilities study due in the spring. Haddad proposed delaying the Midvale Ridge closure by a year; his amendment failed 3-4.",
                    "The district will hold transition meetings at each affected school in January. Superintendent Cheryl Dawkins said teachers at the closing schools will be guaranteed positions elsewhere in the district.",
                    "The vote comes as districts across Wisconsin weigh similar decisions. Milwaukee Public Schools is expected to present its own consolidation plan in February, and Green Bay closed three schools in 2025.",
                ],
                "portable-text-news-ld-utc",
                section="Education",
                dek="The closures, the district’s first in more than 20 years, will move about 540 students next fall.",
                ld="utc",
            )
        )
        add(
            story(
                "papers",
                "/2026/12/01/opinion-small-town-newspapers-left-alone",
                "Small-town newspapers aren’t dying. They’re being left alone.",
                "2026-12-01",
                "2026-12-01T15:00:00.000Z",
                "Dec. 1, 2026",
                ["Ruth Lindqvist"],
                [
                    "For 27 years I edited a weekly newspaper in a county of 16,000 people. We printed the school lunch menus, the obituaries, the minutes of every town board meeting and, once or twice a year, a story that made somebody powerful very uncomfortable. When I retired in 2021, the paper had three full-time employees. Today it has one.",
                    "The standard story about papers like mine is that the internet killed them. That is partly true. Classified ads went to free websites, and grocery inserts went to apps. But I have come to believe something else is going on: Wisconsin’s small papers are not so much dying as being abandoned by the institutions that once relied on them.",
                    "Consider public notices. For more than a century, state law required local governments to publish budgets, bids and meeting minutes in a newspaper of record. Those notices were a steady source of income for small weeklies, and they kept citizens informed. Every session, a bill comes forward to let governments post notices on their own websites instead. It has not passed yet. When it does, a dozen papers I know will close within a year.",
                    "Consider also the banks, hardware stores and car dealers that once bought a quarter page every week because it was the civic thing to do. Most of them are now owned by regional chains whose marketing is decided in Minneapolis or Chicago. They do not know that the paper exists.",
                    "And consider the readers. Most people in my old county still read the paper, often passed from hand to hand at the café. But a subscription costs $48 a year, and many of them no longer pay for it, because someone posts the photos on Facebook.",
                    "None of this is inevitable. Minnesota and Illinois have passed tax credits for hiring local reporters. Several Wisconsin foundations fund nonprofit newsrooms like this one. Community members can buy a subscription even if they read the paper at the café.",
                    "What small papers need most is not a rescue. It is for the people and institutions that depend on them to act like it. A town without a paper does not become quieter. It just stops hearing about itself.",
                ],
                "opinion-guest-with-bio",
                section="Opinion",
                dek="A retired editor on what Wisconsin’s weeklies have lost, and what could bring them back.",
                ld="opinion",
                label="Opinion",
                guest="Ruth Lindqvist was the editor of the Polk County Sentinel from 1994 to 2021. She lives in Balsam Lake.",
            )
        )
        add(
            story(
                "climate",
                "/2026/11/30/qa-state-climatologist-wetter-winters",
                "Q&A: Why Wisconsin’s winters are getting wetter, not just warmer",
                "2026-11-30",
                "2026-11-30T14:30:00.000Z",
                "Nov. 30, 2026",
                ["Jenna Halvorsen"],
                [
                    "Wisconsin’s state climatologist, Samuel Ostrowski, has spent the past decade tracking how the state’s winters are changing. His office’s latest report, released in November, found that winter precipitation has risen about 18% since 1950, while the number of days with snow on the ground has fallen in every region of the state. We spoke with him about what that means for farmers, towns and anyone who shovels a driveway. The conversation has been edited for length and clarity.",
                    "Q: Most people think of climate change in winter as less snow. Your report says it’s more complicated. || It is. Winters are warmer, about 4 degrees Fahrenheit warmer on average than in the 1950s, which is the fastest warming of any season here. But warmer air holds more moisture, so when it does snow, it often snows harder. And more of our winter precipitation now falls as rain or freezing rain.",
                    "Q: Why does that matter? || Rain on frozen ground has nowhere to go. It runs off into ditches and streams, carrying fertilizer and manure with it. We are seeing more winter and early spring flooding in places like the Kickapoo Valley that used to flood mostly in summer. Freezing rain is also much harder on power lines and roads than snow.",
                    "Q: What about the ice on Wisconsin’s lakes? || Lake Mendota, which has the longest ice record in the state, used to be frozen about 118 days a winter in the late 1800s. The average over the last decade is 79 days. Two winters ago it froze for only 51. That matters for ice fishing, for tourism in the north and for the lakes themselves, because ice cover affects how the water mixes in spring.",
                    "Q: Are there winners as well as losers? || Some. Shorter winters mean a longer growing season, and some farmers in the north are experimenting with crops they couldn’t grow before. Municipalities spend less on snow removal in some years. But the swings are larger. A town might use half its salt budget in December and then have a dry January. Planning gets harder.",
                    "Q: What should local governments be doing now? || Look at culverts and storm sewers first. Many were sized for a climate that no longer exists. Our office has published updated rainfall estimates for every county, and I would urge every public works director to use them when they replace infrastructure. It is much cheaper to put in a bigger pipe once than to repair a washed-out road three times.",
                    "Q: And individuals? || Pay attention to your basement. More winter rain and more freeze-thaw cycles mean more water in places it didn’t used to be. And if you fish on the ice, check it every time. The old rules of thumb about safe ice are less reliable than they were.",
                ],
                "qa-interview",
                section="Environment",
                dek="The state climatologist on rain on frozen ground, shrinking lake ice and what towns should do about it.",
                ld="local",
            )
        )
        add(
            story(
                "warming",
                "/2026/12/04/dane-county-warming-shelters-open-early",
                "Dane County opens warming shelters two weeks early as cold snap arrives",
                "2026-12-04",
                "2026-12-04T21:10:00.000Z",
                "Dec. 4, 2026",
                [],
                [
                    "Dane County will open its overnight warming shelters on Friday, two weeks earlier than planned, as forecasters predict lows near minus 10 degrees through the weekend.",
                    "The shelters at the Bethel Street community center and the former Sentry building on Park Street will open at 7 p.m. and close at 8 a.m. through at least Dec. 14, the county said in a statement. Both accept pets. Metro Transit will run a free shuttle from the Capitol Square starting at 6:30 p.m.",
                    "Last winter, the shelters served an average of 112 people a night. County Executive Hannah Lindqvist-Ortiz said the early opening was made possible by a $180,000 grant from the United Way of Dane County.",
                ],
                "brief-staff-no-jsonld",
                section="Health",
                byline="Lakeshore Ledger staff",
                ld=None,
                updated="Dec. 4, 2026, 3:10 p.m.",
            )
        )
        add(
            story(
                "evictions",
                "/2026/11/28/wisconsin-eviction-filings-by-county",
                "Eviction filings rose in 51 of Wisconsin’s 72 counties this year. See where.",
                "2026-11-28",
                "2026-11-28T17:00:00.000Z",
                "Nov. 28, 2026",
                ["Marcus Bell", "Maria Okafor"],
                [
                    "Landlords in Wisconsin filed 28,940 eviction cases in the first ten months of 2026, up 9% from the same period last year and the highest total since the state began publishing court data online, a Lakeshore Ledger analysis of circuit court records shows.",
                    "Filings rose in 51 of the state’s 72 counties. The steepest increases were not in Milwaukee, which still accounts for nearly half of all cases, but in mid-sized counties where rents have climbed fastest since 2022.",
                    "T: County | Filings, Jan.-Oct. 2026 | Change from 2025",
                    "T: Milwaukee | 13,205 | +6%",
                    "T: Dane | 2,874 | +14%",
                    "T: Brown | 1,312 | +19%",
                    "T: Eau Claire | 688 | +23%",
                    "T: La Crosse | 541 | +17%",
                    "Housing advocates say the increase reflects the end of pandemic-era rental assistance and a shortage of apartments affordable to families earning less than $40,000 a year. In Eau Claire County, the median rent for a two-bedroom apartment has risen from $890 in 2021 to $1,260.",
                    "“We’re seeing families who have never been behind on rent in their lives,” said Sheila Marten, a staff attorney at Legal Action of Wisconsin in Eau Claire. “One car repair, one hospital bill, and they’re in court.”",
                    "Not every filing ends in a family losing its home. About a third of cases in the records were dismissed, often because the tenant paid what was owed. But a filing alone can show up on tenant screening reports for years.",
                    "The Lakeshore Ledger analyzed records from the Wisconsin Circuit Court Access system for small claims eviction cases filed between Jan. 1 and Oct. 31 of each year. Cases filed against the same tenant at the same address within 30 days were counted once.",
                ],
                "data-table-no-jsonld",
                section="Housing",
                dek="A Lakeshore Ledger analysis of court records shows the steepest increases in mid-sized counties.",
                ld=None,
            )
        )

    # ---- rendering -------------------------------------------------------------------------------------------------

    def stamp_time(self, doc: Doc) -> str:
        return doc.stamp

    def fig(self, alt: str, cap: str) -> str:
        img = f"{ckey(alt, 40)}-1600x1067-jpg"
        src = f"https%3A%2F%2Fcdn.sanity.io%2Fimages%2Fq7x2k9mz%2Fproduction%2F{img[:40]}-1600x1067.jpg"
        return (
            f'<figure class="{cm("figure")}"><img alt="{esc(alt)}" loading="lazy" width="1600" height="1067" decoding="async" data-nimg="1" '
            f'class="{cm("image")}" style="color:transparent" srcSet="/_next/image?url={src}&amp;w=1920&amp;q=75 1x, /_next/image?url={src}&amp;w=3840&amp;q=75 2x" '
            f'src="/_next/image?url={src}&amp;w=3840&amp;q=75"/><figcaption class="{cm("caption")}">{esc(cap)}</figcaption></figure>'
        )

    def portable(self, doc: Doc) -> list[dict]:
        out: list[dict] = []
        for i, b in enumerate(doc.blocks):
            key = ckey(f"{doc.key}{i}", 12)
            if b[0] in ("p", "h2", "h3", "ul", "ol"):
                items = b[1] if b[0] in ("ul", "ol") else [b[1]]
                for j, item in enumerate(items):
                    marks, children = [], []
                    for k, (text, link) in enumerate(segments(item)):
                        span = {"_key": f"{key}{j}{k}", "_type": "span", "marks": [], "text": text}
                        if link:
                            mk = ckey(link + key, 8)
                            marks.append({"_key": mk, "_type": "link", "href": self.url(link)})
                            span["marks"] = [mk]
                        children.append(span)
                    block = {
                        "_key": f"{key}{j}",
                        "_type": "block",
                        "children": children,
                        "markDefs": marks,
                        "style": b[0] if b[0] in ("h2", "h3") else "normal",
                    }
                    if b[0] in ("ul", "ol"):
                        block["listItem"] = "bullet" if b[0] == "ul" else "number"
                        block["level"] = 1
                    out.append(block)
            elif b[0] == "qa":
                out.append({"_key": key, "_type": "qaPair", "question": b[1], "answer": b[2]})
            elif b[0] == "table":
                out.append(
                    {
                        "_key": key,
                        "_type": "table",
                        "rows": [{"_key": ckey(str(r), 8), "_type": "tableRow", "cells": r} for r in b[1]],
                    }
                )
            elif b[0] == "fig":
                out.append(
                    {
                        "_key": key,
                        "_type": "image",
                        "alt": b[1],
                        "caption": b[2],
                        "asset": {"_ref": f"image-{ckey(b[1], 40)}-1600x1067-jpg", "_type": "reference"},
                    }
                )
        return out

    def rsc(self, doc: Doc, data: dict) -> str:
        """The RSC flight chunks: module refs, the CSS hint, the tree root and the page's Sanity data."""
        build = ckey("lsl-build", 21)
        segs = [s for s in self.docs[doc.key].path.split("?")[0].split("/") if s]
        chunks = [
            '1:"$Sreact.fragment"\n2:I[87555,[],""]\n3:I[31295,[],""]\n4:I[6874,["874","static/chunks/874-3b1c7f2a9d0e4b61.js","177","static/chunks/app/layout-8f2d1a3c5b7e9f04.js"],""]\n5:I[90894,["874","static/chunks/874-3b1c7f2a9d0e4b61.js","931","static/chunks/app/(site)/[...slug]/page-2c6e0d9a1b4f7e35.js"],"PortableBody"]\n',
            ':HL["/_next/static/css/3c1a9e0b7d2f4e18.css","style"]\n',
            "0:"
            + json.dumps(
                {
                    "P": None,
                    "b": build,
                    "p": "",
                    "c": ["", *segs],
                    "i": False,
                    "f": [
                        [
                            ["", {"children": ["__PAGE__", {}]}, "$undefined", "$undefined", True],
                            [
                                "",
                                [
                                    "$",
                                    "$1",
                                    "c",
                                    {
                                        "children": [
                                            [
                                                "$",
                                                "link",
                                                "0",
                                                {
                                                    "rel": "stylesheet",
                                                    "href": "/_next/static/css/3c1a9e0b7d2f4e18.css",
                                                    "precedence": "next",
                                                    "crossOrigin": "$undefined",
                                                    "nonce": "$undefined",
                                                },
                                            ],
                                            "$L6",
                                        ]
                                    },
                                ],
                                {},
                            ],
                            None,
                            False,
                        ]
                    ],
                    "m": "$undefined",
                    "G": ["$7", "$undefined"],
                    "s": False,
                    "S": True,
                },
                separators=(",", ":"),
            )
            + "\n",
            "6:"
            + json.dumps(
                ["$", "main", None, {"className": cm("main"), "children": ["$", "$L5", None, {"doc": "$8"}]}],
                separators=(",", ":"),
            )
            + "\n",
            "8:" + json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
            "7:[]\n",
        ]
        out = ["<script>(self.__next_f=self.__next_f||[]).push([0])</script>"]
        for c in chunks:
            out.append(f"<script>self.__next_f.push([1,{js_json(c)}])</script>")
        return "".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = doc.dek or (self.lede(doc) if doc.blocks else "Nonprofit, nonpartisan news for Wisconsin.")
        meta = [
            f"<title>{esc(doc.title)} | Lakeshore Ledger</title>",
            f'<meta name="description" content="{esc(desc)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:description" content="{esc(desc)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="Lakeshore Ledger"/>',
            '<meta property="og:locale" content="en_US"/>',
        ]
        if doc.is_article:
            meta.append('<meta property="og:type" content="article"/>')
            meta.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            meta += [f'<meta property="article:author" content="{esc(a)}"/>' for a in doc.authors]
            meta.append(
                f'<meta property="og:image" content="https://cdn.sanity.io/images/q7x2k9mz/production/{ckey(doc.key, 40)}-1600x1067.jpg?w=1200&amp;h=630&amp;fit=crop"/>'
            )
        else:
            meta.append('<meta property="og:type" content="website"/>')
        meta.append(
            '<meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@lakeshoreledger"/>'
        )
        nl = f'class="{cm("navLink")}"'
        nav = "".join(
            f"<li>{self.a(k, t, 'nav', attrs=nl)}</li>" if k in self.docs else f'<li><a {nl} href="{k}">{t}</a></li>'
            for k, t in (
                ("env", "Environment"),
                ("/topics/education", "Education"),
                ("/topics/health", "Health"),
                ("/topics/housing", "Housing"),
                ("/topics/opinion", "Opinion"),
                ("about", "About"),
            )
        )
        data = {
            "_id": ckey(doc.key, 24),
            "_type": "story" if doc.is_article else "page",
            "title": doc.title,
            "slug": {"_type": "slug", "current": self.docs[doc.key].path.rsplit("/", 1)[-1]},
        }
        if doc.is_article:
            data.update(
                {
                    "publishedAt": doc.iso,
                    "dek": doc.dek,
                    "authors": [
                        {"_id": ckey(a, 24), "name": a, "slug": a.lower().replace(" ", "-")} for a in doc.authors
                    ],
                    "body": self.portable(doc),
                }
            )
        elif "list" in doc.extra:
            data["items"] = [
                {
                    "_id": ckey(k, 24),
                    "title": self.docs[k].title,
                    "slug": self.docs[k].path.rsplit("/", 1)[-1],
                    "publishedAt": self.docs[k].iso,
                }
                for k in doc.extra["list"]
            ]
        donate_banner = (
            f'<div class="{cm("donateBanner")}" role="region" aria-label="Donate"><p>Nonprofit news depends on readers like you. This month, every new monthly gift is matched up to $25,000.</p>'
            f'{self.a("donate", "Donate now", "banner", attrs=ca("donateButton"))}<button type="button" aria-label="Close" class="{cm("close")}">×</button></div>'
        )
        return f"""<!DOCTYPE html><html lang="en" class="__variable_6b1f2a __variable_c4e91d"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/3c1a9e0b7d2f4e18.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-5b0e7a1c2d3f4a6b.js"/><script src="/_next/static/chunks/4bd1b696-8e1f2c3a4b5d6e7f.js" async=""></script><script src="/_next/static/chunks/1684-0a9c3e7d5b2f1846.js" async=""></script><script src="/_next/static/chunks/main-app-6d2b8f0e4c1a3957.js" async=""></script>
{"".join(meta)}
<link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="48x48"/><link rel="alternate" type="application/rss+xml" title="Lakeshore Ledger" href="https://lakeshoreledger.test/feed.xml"/>
<style>/*PAD*/</style>
<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head><body class="__className_6b1f2a"><div hidden=""><!--$--><!--/$--></div><a class="{cm("skip")}" href="#main">Skip to content</a><div class="{cm("layout")}"><header class="{cm("header")}"><div class="{cm("brand")}">{self.a("home", "Lakeshore Ledger", "nav", attrs=ca("logo", 'aria-label="Lakeshore Ledger home"'))}<p class="{cm("tagline")}">Nonprofit, nonpartisan news for Wisconsin</p></div><nav class="{cm("nav")}" aria-label="Main"><ul class="{cm("navList")}">{nav}</ul></nav><div class="{cm("headerActions")}">{self.a("search", "Search", "nav", attrs=ca("searchLink"))}<a class="{cm("newsletter")}" href="/newsletters">Newsletters</a>{self.a("donate", "Donate", "nav", attrs=ca("donate"))}</div></header>
<main id="main" class="{cm("main")}">{main}</main>
{donate_banner if doc.kind != "subscribe" else ""}
<footer class="{cm("footer")}"><div class="{cm("footerCols")}"><div><p class="{cm("footerBrand")}">Lakeshore Ledger</p><p>1120 N. Water St., Suite 400, Milwaukee, WI 53202</p></div><ul class="{cm("footerLinks")}"><li>{self.a("about", "About us", "footer")}</li><li>{self.a("republish", "Republish our work", "footer")}</li><li>{self.a("donate", "Become a member", "footer")}</li><li><a href="/funders">Our funders</a></li><li><a href="/ethics">Ethics policy</a></li><li><a href="/privacy">Privacy</a></li><li><a href="mailto:tips@lakeshoreledger.test">Send a tip</a></li></ul><ul class="{cm("social")}"><li><a href="https://www.facebook.com/lakeshoreledger">Facebook</a></li><li><a href="https://bsky.app/profile/lakeshoreledger.test">Bluesky</a></li><li><a href="https://www.instagram.com/lakeshoreledger">Instagram</a></li></ul></div><p class="{cm("copyright")}">© 2026 Lakeshore Ledger. A member of the Institute for Nonprofit News.</p></footer></div>
{self.rsc(doc, data)}</body></html>"""

    def byline_html(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<p class="{cm("byline")}">{esc(doc.byline)}</p>'
        names = []
        for a in doc.authors:
            names.append(
                self.a("author", a, "byline", attrs=ca("authorLink"))
                if a in PEOPLE
                else f'<span class="{cm("authorName")}">{esc(a)}</span>'
            )
        joined = names[0] if len(names) == 1 else "<!-- --> and <!-- -->".join(names)
        return f'<p class="{cm("byline")}">By <!-- -->{joined}</p>'

    def story_main(self, doc: Doc) -> str:
        date = f'<time dateTime="{doc.iso}" class="{cm("date")}">{doc.stamp}</time>'
        if doc.extra.get("updated"):
            date += f'<span class="{cm("updated")}">Updated: <!-- -->{doc.extra["updated"]}</span>'
        label = f'<p class="{cm("eyebrow")}">{esc(doc.extra.get("label") or doc.section)}</p>'
        head = f'<header class="{cm("storyHeader")}">{label}<h1 class="{cm("headline")}">{esc(doc.title)}</h1>'
        if doc.dek:
            head += f'<p class="{cm("dek")}">{esc(doc.dek)}</p>'
        head += f'<div class="{cm("meta")}">{self.byline_html(doc)}{date}</div></header>'
        if doc.extra.get("streamed"):
            body = (
                f'<div class="{BODY}"><!--$?--><template id="B:0"></template><div class="{cm("skeleton")}" aria-busy="true">'
                + "".join(f'<div class="{cm("skeletonLine")}"></div>' for _ in range(9))
                + "</div><!--/$--></div>"
            )
        else:
            body = f'<div class="{BODY}">{blocks_html(self, doc.blocks, fig=self.fig)}</div>'
        extra = ""
        if doc.extra.get("support"):
            extra += f'<p class="{cm("support")}"><em>{esc(doc.extra["support"])}</em></p>'
        if doc.extra.get("guest"):
            extra += f'<aside class="{cm("authorBio")}"><p>{esc(doc.extra["guest"])}</p><p>The Lakeshore Ledger publishes opinion pieces from a range of perspectives. <a href="/opinion-guidelines">Submit a column</a>.</p></aside>'
        else:
            bios = "".join(
                f'<div class="{cm("bioCard")}"><p class="{cm("bioName")}">{esc(a)}</p><p>{esc(BIO[a])}</p></div>'
                for a in doc.authors
                if a in BIO
            )
            extra += f'<aside class="{cm("authorBio")}">{bios}</aside>' if bios else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<ul class="{cm("tags")}"><li>{self.a("tag", "Drinking water", "content")}</li><li>{self.a("env", "Environment", "content")}</li></ul>'
        share = (
            f'<div class="{cm("share")}"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share on Facebook</a>'
            f'<a href="https://bsky.app/intent/compose?text={esc(self.url(doc.key))}">Share on Bluesky</a><a href="mailto:?subject={esc(doc.title)}">Email</a><button type="button">Copy link</button></div>'
        )
        republish = (
            f'<aside class="{cm("republish")}"><h2 class="{cm("republishTitle")}">Republish this story</h2><p>You may republish this story for free, online or in print, under our Creative Commons license. '
            f"Please credit the author and the Lakeshore Ledger and do not edit the story. {self.a('republish', 'Read our republishing guidelines', 'related')}.</p>"
            f'<button type="button" class="{cm("copyHtml")}" data-story-id="{ckey(doc.key, 24)}">Copy the HTML</button></aside>'
        )
        ld = ""
        kind = doc.extra.get("ld")
        if kind:
            iso = {
                "local": doc.iso.replace(".000Z", "Z"),
                "utc": doc.iso.replace(".000Z", "Z"),
                "org": doc.iso,
                "opinion": doc.iso,
            }[kind]
            if kind in ("local", "opinion"):
                from datetime import datetime, timedelta

                t = datetime.fromisoformat(doc.iso.replace("Z", "+00:00")) - timedelta(hours=6)
                iso = t.strftime("%Y-%m-%dT%H:%M:%S") + "-06:00"
            author = (
                [{"@type": "Organization", "name": "Lakeshore Ledger", "url": self.origin}]
                if kind == "org"
                else [{"@type": "Person", "name": a} for a in doc.authors]
            )
            obj = {
                "@context": "https://schema.org", "@type": "OpinionNewsArticle" if kind == "opinion" else "NewsArticle", "headline": doc.title, "description": doc.dek,
                "datePublished": iso, "dateModified": iso, "author": author, "isAccessibleForFree": True,
                "publisher": {"@type": "NewsMediaOrganization", "name": "Lakeshore Ledger", "logo": {"@type": "ImageObject", "url": f"{self.origin}/logo.png"}},
                "mainEntityOfPage": self.url(doc.key),
            }  # fmt: skip
            ld = f'<script type="application/ld+json">{js_json(obj)}</script>'
        rel = "".join(
            f'<li class="{cm("relatedItem")}">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key and zlib.crc32((doc.key + k).encode()) % 3 != 0
        )
        return f"""<article class="{cm("article")}">{ld}{head}{share}{body}{extra}{tags}</article>{republish}<section class="{cm("related")}"><h2 class="{cm("sectionTitle")}">More from the Ledger</h2><ul>{rel}</ul></section><section class="{cm("newsletterBox")}"><h2>Get the Ledger in your inbox</h2><p>Our free weekday newsletter, with the stories that matter in Wisconsin.</p><form action="/api/subscribe" method="post"><input type="email" name="email" placeholder="Email address"/><button type="submit">Sign up</button></form></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        by = "Lakeshore Ledger staff" if not d.authors else " and ".join(d.authors)
        return (
            f'<article class="{cm("card")}"><p class="{cm("cardEyebrow")}">{esc(d.section)}</p><h3 class="{cm("cardTitle")}">{self.a(k, d.title, "content", attrs=ca("cardLink"))}</h3>'
            f'<p class="{cm("cardDek")}">{esc(self.lede(d))}</p><p class="{cm("cardMeta")}">{esc(by)}<!-- --> · <!-- --><time dateTime="{d.iso}">{d.stamp}</time></p></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="{cm("pageTitle")}">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<header class="{cm("personHeader")}"><h1 class="{cm("pageTitle")}">{esc(doc.title)}</h1><p class="{cm("personRole")}">Environment and public health reporter</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:mokafor@lakeshoreledger.test">Email Maria</a></header>'
        if doc.kind == "search":
            head += f'<form role="search" class="{cm("searchForm")}" action="/search"><input type="search" name="q" value="lead pipes"/><button type="submit">Search</button></form><p class="{cm("resultCount")}">{len(doc.extra["list"])}<!-- --> results</p>'
        if doc.kind == "home":
            lead = doc.extra["list"][0]
            d = self.docs[lead]
            top = f'<section class="{cm("hero")}"><h2 class="{cm("heroTitle")}">{self.a(lead, d.title, "content")}</h2><p class="{cm("heroDek")}">{esc(d.dek)}</p></section>'
            cards = "".join(self.card(k) for k in doc.extra["list"][1:])
            more = f'<nav class="{cm("moreLinks")}">{self.a("env", "More environment coverage", "content")} · {self.a("tag", "Drinking water", "content")} · {self.a("author", "Maria Okafor", "content")}</nav>'
            return f'{top}<section class="{cm("grid")}"><h2 class="{cm("sectionTitle")}">Latest</h2>{cards}</section>{more}'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="{cm("pagination")}" aria-label="Pagination">{self.a(doc.extra["more"], "Next page", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="{cm("pagination")}" aria-label="Pagination">{self.a(doc.extra["prev"], "Previous page", "pagination")}</nav>'
        return f'<section class="{cm("listing")}">{head}<div class="{cm("grid")}">{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        if doc.kind == "subscribe":
            body += f'<form class="{cm("donateForm")}" action="https://donate.lakeshoreledger.test/checkout" method="post"><fieldset><legend>Frequency</legend><label><input type="radio" name="freq" value="monthly" checked=""/>Monthly</label><label><input type="radio" name="freq" value="once"/>One time</label></fieldset><button type="submit">Continue</button></form>'
        return f'<div class="{cm("page")}"><h1 class="{cm("pageTitle")}">{esc(doc.title)}</h1><div class="{cm("pageBody")}">{body}</div></div>'
