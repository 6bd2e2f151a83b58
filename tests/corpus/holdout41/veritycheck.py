# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""VerityCheck: an Ohio fact-checking newsroom on a custom Django CMS modelled on the big US fact-checkers' markup
(BEM classes `m-statement__quote`, `m-statement__meta` "stated on … in …", `m-statement__meter` with the rating
image, `m-author__content` / `m-author__date`, `m-textblock`, a `short-on-time` summary box, an `m-superbox` of
sources; URLs `/factchecks/2026/dec/03/<claimant>/<slug>/`, `/factchecks/list/?page=2`, `/issues/energy/`,
`/staff/<slug>/`, `/search/?q=`). UTF-8, US Eastern time (-05:00).

Fact checks carry a **`ClaimReview`** JSON-LD (no `NewsArticle`): its `author` is the **Organization**, the person
in `itemReviewed.author` is the **claimant** (not an author), `itemReviewed.datePublished` is the day the claim was
made. `datePublished` is a bare date on most; the AI-photo check has a UTC time that is already the next day
(02:30Z = 21:30 EST on 3 Dec); the school-funding check wrongly gives the **claim's** date (28 Nov) while the page
prints 1 Dec; the governor roundup has a `NewsArticle` in UTC (01:10Z on 5 Dec = 20:10 EST on 4 Dec) plus an array
of three `ClaimReview`s. The claim quote, the rating meter, the "If your time is short" box, "Our sources" and the
partner note are not body; the "Our ruling" section and data tables are. The ratings explainer is an `about` page,
the "Corrections and updates" log (dated entries) a `policy` page."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

FCS = ["roundup", "heating", "deer", "gastax", "crime", "bmv", "socsec", "vinegar"]
RATINGS = ["Fabricated", "False", "Mostly False", "Missing Context", "Mostly True", "True"]
STAFF = {"Hannah Cole": "hannah-cole"}


class VerityCheck(Base):
    origin = "https://www.veritycheck.test"
    name = "VerityCheck"
    prefix = "vck"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vck",
            [
                ".o-header",
                ".m-statement__quote",
                ".m-statement__meta",
                ".m-author",
                ".m-textblock",
                ".short-on-time",
                ".m-superbox",
                ".o-listing__item",
                ".o-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "VerityCheck", "factcheck-home", list=FCS))
        add(
            page(
                "list",
                "/factchecks/list/",
                "section",
                "Latest fact-checks",
                "factcheck-list",
                list=["heating", "deer", "gastax", "crime"],
                more="list2",
            )
        )
        add(
            page(
                "list2",
                "/factchecks/list/?page=2",
                "section",
                "Latest fact-checks",
                "factcheck-list-page2",
                list=["bmv", "socsec", "vinegar"],
            )
        )
        add(page("tag", "/issues/energy/", "tag", "Energy", "issue-topic-page", list=["heating", "gastax"]))
        add(
            page(
                "author",
                "/staff/hannah-cole/",
                "author",
                "Hannah Cole",
                "staff-page",
                [
                    "Hannah Cole is a senior correspondent at VerityCheck, where she covers the Ohio Statehouse and state budget. Before joining VerityCheck in 2021 she reported for newspapers in Toledo and Canton."
                ],
                list=["roundup", "gastax", "crime"],
            )
        )
        add(
            page(
                "search",
                "/search/?q=gas+tax",
                "search",
                "Search results for “gas tax”",
                "site-search",
                list=["gastax", "heating"],
            )
        )
        add(
            page(
                "ratings",
                "/ratings/",
                "about",
                "The Verity Meter: how we rate claims",
                "ratings-explainer",
                [
                    "Every fact-check we publish ends with a rating on the Verity Meter. The rating is decided by a panel of three editors, who read the reporter’s draft and sources and vote. The reporter does not vote.",
                    "### True",
                    "The statement is accurate and nothing significant is missing.",
                    "### Mostly True",
                    "The statement is accurate but needs clarification or additional information.",
                    "### Missing Context",
                    "The statement may be accurate in a narrow sense but leaves out information that would change a reasonable person’s understanding of it.",
                    "### Mostly False",
                    "The statement contains an element of truth but ignores critical facts that would give a different impression.",
                    "### False",
                    "The statement is not accurate.",
                    "### Fabricated",
                    "The statement, image or video is invented, doctored or generated, with no basis in fact.",
                    "## How we choose what to check",
                    "We check statements by elected officials, candidates, advocacy groups, companies and widely shared social media posts. We choose claims that are newsworthy, verifiable and likely to be repeated. We do not check opinions or predictions.",
                ],
            )
        )
        add(
            page(
                "corrections",
                "/corrections-and-updates/",
                "policy",
                "Corrections and updates",
                "corrections-log",
                [
                    "We correct our mistakes promptly and in the open. When we change a rating, we say so at the top of the fact-check and explain why. Below is a log of every correction and update we have made in the past 90 days, newest first.",
                    "To report an error, email corrections@veritycheck.test.",
                ],
                entries=[
                    (
                        "December 3, 2026",
                        "crime",
                        "An earlier version of this fact-check gave the wrong year for the city’s 911 mental health unit. It started in 2024, not 2023. The rating is unchanged.",
                    ),
                    (
                        "December 1, 2026",
                        "socsec",
                        "Updated to add a response from Rep. Osterhout’s office received after publication.",
                    ),
                    (
                        "November 14, 2026",
                        "Ohio candidate’s claim about early voting hours",
                        "Rating changed from Mostly False to Missing Context after the county board of elections provided records we had requested before publication.",
                    ),
                    (
                        "October 22, 2026",
                        "Fact-check of a viral post about school bus routes in Akron",
                        "Corrected the name of the school district’s spokesperson.",
                    ),
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About VerityCheck",
                "about-funding",
                [
                    "VerityCheck is a nonpartisan fact-checking newsroom based in Columbus, Ohio. Since 2018 we have checked more than 2,400 claims by Ohio politicians, advocacy groups, companies and social media posts.",
                    "We are a signatory of an international code of principles for fact-checkers, which commits us to nonpartisanship, transparency of sources, methods and funding, and an open corrections policy.",
                    "## Funding",
                    "VerityCheck is part of a nonprofit media organization. In 2025 our revenue came from reader donations (41%), foundation grants (37%), partnerships with news outlets that republish our work (15%) and other sources (7%). No single donor gave more than 10% of our budget.",
                ],
            )
        )
        add(
            story(
                "gastax",
                "/factchecks/2026/dec/03/dale-whitaker/ohio-gas-tax-highest-midwest/",
                "Ohio senator overstates where the state’s gas tax ranks in the Midwest",
                "2026-12-03",
                "2026-12-03",
                "December 3, 2026",
                ["Hannah Cole"],
                [
                    "State Sen. Dale Whitaker wants Ohio to freeze its gas tax, and he has a simple argument for it: Ohioans, he says, are paying more than their neighbors.",
                    "“Ohio has the highest gas tax of any state in the Midwest,” Whitaker, a Republican from Lancaster, said Nov. 30 during an interview on a Columbus talk radio station. “Every time you fill up, you’re paying a premium to live here.”",
                    "Whitaker is sponsoring a bill that would cancel the automatic inflation adjustment scheduled to raise the tax in July. We wanted to know whether his comparison holds up.",
                    "## What the numbers show",
                    "The U.S. Census Bureau counts 12 states in the Midwest: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconsin.",
                    "According to a December survey of state fuel taxes by the Tax Policy Institute, a nonpartisan research group, Ohio’s gas tax is 39.1 cents per gallon. That is higher than the tax in most of its neighbors, but three Midwestern states charge more once per-gallon fees are counted alongside the excise tax.",
                    "T: State | Tax per gallon",
                    "T: Illinois | 47.2 cents",
                    "T: Indiana | 41.8 cents",
                    "T: Michigan | 40.6 cents",
                    "T: Ohio | 39.1 cents",
                    "T: Wisconsin | 32.9 cents",
                    "Whitaker’s office told us the senator was referring to the excise tax alone, without the additional fees some states levy. By that measure, Ohio ranks second in the region, behind Illinois.",
                    "His spokesperson, Kara Lindgren, also pointed to pump prices, noting that Ohio drivers paid more on average in November than drivers in Indiana and Kentucky. But pump prices reflect many factors besides taxes, including refinery supply and local competition, and Kentucky is not a Midwestern state under the Census definition.",
                    "Economists we spoke with said comparisons of gas taxes across states can be tricky. Some states, including Illinois and Indiana, also apply sales tax to gasoline, which pushes their totals higher. “If you include sales taxes, Ohio falls further down the list, not up,” said Rebecca Amato, a public finance professor at Miami Valley State University.",
                    "## Our ruling",
                    "Whitaker said Ohio has “the highest gas tax of any state in the Midwest.”",
                    "Ohio’s gas tax is higher than that of most Midwestern states, but three states in the region charge more per gallon, and Ohio ranks fourth. Even by the narrower measure his office cited, Ohio is second, not first.",
                    "The statement contains an element of truth but ignores facts that would give a different impression. We rate it Mostly False.",
                ],
                "claimreview-date-only-table",
                section="Taxes",
                claim="“Ohio has the highest gas tax of any state in the Midwest.”",
                claimant="Dale Whitaker",
                claimant_desc="Ohio state senator",
                claim_date="2026-11-30",
                claim_where="stated on November 30, 2026 in a radio interview",
                rating="Mostly False",
                short=[
                    "Ohio’s gas tax is 39.1 cents a gallon.",
                    "Illinois, Indiana and Michigan charge more per gallon. Ohio ranks fourth of the 12 Midwestern states.",
                    "Counting the excise tax alone, as the senator’s office suggested, Ohio ranks second.",
                ],
                sources=[
                    "Interview with Sen. Dale Whitaker, WCBX Radio, Nov. 30, 2026",
                    "Tax Policy Institute, State fuel tax rates, December 2026",
                    "Email interview with Kara Lindgren, spokesperson for Sen. Whitaker, Dec. 1, 2026",
                    "Phone interview with Rebecca Amato, Miami Valley State University, Dec. 2, 2026",
                ],
                tags=["tag"],
            )
        )
        add(
            story(
                "deer",
                "/factchecks/2026/dec/03/facebook-posts/snowplow-deer-rescue-photo-ai/",
                "No, this photo doesn’t show a snowplow driver rescuing a deer from a frozen lake",
                "2026-12-03",
                "2026-12-04T02:30:00Z",
                "December 3, 2026",
                ["Marcus Webb"],
                [
                    "A photo circulating on Facebook this week shows a man in a high-visibility jacket carrying a young deer across a snow-covered lake, a yellow snowplow idling on the shore behind him.",
                    "“Michigan snowplow driver stopped his route at 4 a.m. to save this baby deer that fell through the ice,” says one post, which has been shared more than 80,000 times. “Not all heroes wear capes.”",
                    "It’s a heartwarming image. It is also not real.",
                    "## Signs of an AI-generated image",
                    "The photo has several features common to images created with artificial intelligence tools. The man’s left hand has six fingers where it wraps around the deer’s leg. The lettering on the side of the plow is a jumble of shapes that resemble letters but spell nothing. The deer’s shadow falls to the right, while the man’s falls toward the camera.",
                    "We ran the image through two detection tools, both of which rated it as very likely generated by AI. Detection tools are not always reliable, so we also looked for the original.",
                    "The earliest version we found was posted Nov. 29 to an Instagram account that regularly shares AI-generated animal rescue scenes. Its caption reads, in part, “Made with AI. Winter rescue series, part 3.” Later posts dropped that label.",
                    "We also asked the Michigan Department of Transportation whether any of its drivers had reported a rescue like the one described. A spokesperson said the department had no record of one and noted that most lakes in the state had not yet frozen over when the posts began circulating.",
                    "## Our ruling",
                    "Facebook posts say a photo shows a Michigan snowplow driver rescuing a deer from a frozen lake.",
                    "The image was made with an AI tool and was first shared by an account that labeled it as such. There is no record of the rescue it describes.",
                    "We rate this claim Fabricated.",
                ],
                "claimreview-utc-next-day",
                section="Viral image",
                claim="Photo shows a Michigan snowplow driver carrying a deer off a frozen lake.",
                claimant="Facebook posts",
                claimant_desc="",
                claim_date="2026-12-01",
                claim_where="stated on December 1, 2026 in a Facebook post",
                rating="Fabricated",
                short=[
                    "The image shows signs of having been generated with AI, including a six-fingered hand and garbled lettering.",
                    "Its earliest known version was posted by an account that labels its images as AI-made.",
                ],
                sources=[
                    "Facebook post, Dec. 1, 2026 (archived)",
                    "Instagram post, Nov. 29, 2026 (archived)",
                    "Email interview with a Michigan Department of Transportation spokesperson, Dec. 2, 2026",
                ],
                stamp_time="9:30 p.m.",
            )
        )
        add(
            story(
                "crime",
                "/factchecks/2026/dec/02/carla-denning/dayton-mayor-violent-crime-down-third/",
                "Dayton mayor’s claim that violent crime fell by a third checks out, with a caveat",
                "2026-12-02",
                "2026-12-02",
                "December 2, 2026",
                ["Hannah Cole", "Luis Ortega"],
                [
                    "Dayton Mayor Carla Denning used her annual State of the City address to highlight what she called the most important number of her tenure.",
                    "“Violent crime in Dayton is down by a third since I took office,” Denning said Nov. 24. “That is not luck. That is the result of choices we made together.”",
                    "Denning took office in January 2022. Her office pointed us to the police department’s annual crime reports, which count homicides, rapes, robberies and aggravated assaults.",
                    "## The data",
                    "In 2021, the last full year before Denning took office, Dayton police recorded 1,912 violent crimes. In 2025, the most recent full year available, they recorded 1,268. That is a decline of about 34%.",
                    "T: Year | Violent crimes reported",
                    "T: 2021 | 1,912",
                    "T: 2022 | 1,804",
                    "T: 2023 | 1,560",
                    "T: 2024 | 1,391",
                    "T: 2025 | 1,268",
                    "Figures for the first nine months of 2026 suggest the decline has continued, though police officials cautioned that the numbers can change as cases are reclassified.",
                    "So the numbers support the mayor. But there are two caveats.",
                    "First, 2021 was an unusually violent year, in Dayton and nationally. Violent crime rose across the country during the pandemic and began falling in 2022. Measuring from a peak makes a decline look larger than it would from a more typical year. Compared with 2019, violent crime in Dayton is down about 19%.",
                    "Second, crime fell in many similar cities over the same period. “Most midsize cities in the Midwest saw significant drops after 2021,” said Tomasz Wilk, a criminologist at Ohio Valley University who studies urban crime trends. “Dayton’s decline is a bit larger than average, which is good news, but it is part of a broad national pattern.”",
                    "Denning’s office said the city’s violence interruption program and a 911 response unit for mental health calls, started in 2024, had contributed. Researchers say it is too soon to measure how much.",
                    "## Our ruling",
                    "Denning said violent crime in Dayton is “down by a third since I took office.”",
                    "Police data show violent crime fell by about 34% from 2021 to 2025. That supports her claim, but 2021 was an unusually high starting point, and the decline mirrors trends in many other cities.",
                    "We rate it Mostly True.",
                ],
                "claimreview-two-authors-table-correction-note",
                section="Crime",
                claim="“Violent crime in Dayton is down by a third since I took office.”",
                claimant="Carla Denning",
                claimant_desc="Mayor of Dayton, Ohio",
                claim_date="2026-11-24",
                claim_where="stated on November 24, 2026 in a State of the City address",
                rating="Mostly True",
                short=[
                    "Dayton police recorded 1,912 violent crimes in 2021 and 1,268 in 2025, a drop of about 34%.",
                    "2021 was an unusually violent year, and crime fell in many cities over the same period.",
                ],
                sources=[
                    "City of Dayton, State of the City address, Nov. 24, 2026",
                    "Dayton Police Department, annual crime reports, 2019-2025",
                    "Phone interview with Tomasz Wilk, Ohio Valley University, Nov. 30, 2026",
                ],
                correction="CORRECTION, Dec. 3, 2026: An earlier version of this fact-check gave the wrong year for the city’s 911 mental health unit. It started in 2024.",
            )
        )
        add(
            story(
                "socsec",
                "/factchecks/2026/dec/01/ohio-education-fund/mailer-osterhout-school-funding-cuts/",
                "Mailer’s claim that lawmaker voted to cut school funding ‘three times’ leaves out key context",
                "2026-12-01",
                "2026-11-28",
                "December 1, 2026",
                ["Priyanka Shah"],
                [
                    "A mailer sent to voters in central Ohio this week accuses a state lawmaker of repeatedly cutting school funding.",
                    "“Rep. Glenn Osterhout voted to cut funding for our public schools three times,” reads the mailer, paid for by the Ohio Education Fund, an advocacy group that supports higher spending on public schools. It urges recipients to call Osterhout and “tell him to stop.”",
                    "Osterhout, a Republican from Marion, is not on the ballot until 2028, but the group says it is targeting lawmakers ahead of next year’s budget debate.",
                    "## The three votes",
                    "The group pointed us to three votes: Osterhout’s vote for the state’s two-year budget in 2023, his vote for the 2025 budget, and a 2024 vote on a bill that changed the formula used to distribute aid to school districts.",
                    "In each case, Osterhout voted with the majority. But whether those votes amounted to cuts depends on how you count.",
                    "Total state spending on K-12 schools rose in both budgets, according to the Legislative Service Commission, the legislature’s nonpartisan research office. Basic aid increased from $9.2 billion in the 2023 fiscal year to $10.1 billion in 2026.",
                    "The group’s argument is that the increases did not keep pace with inflation or with the costs set out in the school funding formula, which lawmakers did not fully fund. Adjusted for inflation, per-pupil aid in the 2025 budget was about 2% lower than in 2023, according to an analysis by the Buckeye Policy Center, a left-leaning research group.",
                    "The 2024 formula bill shifted money among districts. Some rural districts, including two in Osterhout’s own district, received less; several urban districts received more. Overall funding was unchanged.",
                    "Osterhout’s office called the mailer “flatly false.” “Every budget he has voted for has put more money into Ohio’s schools than the last one,” said spokesperson Ben Harlow.",
                    "## Our ruling",
                    "The mailer said Osterhout “voted to cut funding for our public schools three times.”",
                    "Osterhout voted for two budgets that increased school spending in dollars but fell slightly behind inflation, and for a formula change that reduced aid to some districts while leaving the total unchanged. Calling those votes “cuts” leaves out context that would change a reader’s impression.",
                    "We rate it Missing Context.",
                ],
                "claimreview-datepublished-is-claim-date",
                section="Education",
                claim="Says Rep. Glenn Osterhout “voted to cut funding for our public schools three times.”",
                claimant="Ohio Education Fund",
                claimant_desc="Advocacy group",
                claim_date="2026-11-28",
                claim_where="stated on November 28, 2026 in a mailer",
                rating="Missing Context",
                short=[
                    "Osterhout voted for two state budgets that increased school funding in dollars but not after inflation.",
                    "A 2024 formula change he backed cut aid to some districts and raised it for others.",
                ],
                sources=[
                    "Ohio Education Fund, mailer, received Nov. 28, 2026",
                    "Legislative Service Commission, school funding reports, 2023-2026",
                    "Buckeye Policy Center, “Falling behind,” October 2026",
                    "Email interview with Ben Harlow, Nov. 30 and Dec. 1, 2026",
                ],
                org_claimant=True,
            )
        )
        add(
            story(
                "vinegar",
                "/factchecks/2026/nov/30/tiktok-posts/apple-cider-vinegar-blood-sugar-40-percent/",
                "No, apple cider vinegar before bed won’t lower your blood sugar by 40%",
                "2026-11-30",
                "2026-11-30",
                "November 30, 2026",
                [],
                [
                    "A TikTok video with more than 3 million views promises an easy fix for high blood sugar.",
                    "“One tablespoon of apple cider vinegar in water before bed, and your morning blood sugar drops 40%,” says a man in the video, who describes himself as a wellness coach. “Doctors don’t want you to know this.”",
                    "Versions of the claim have been shared on TikTok, Instagram and Facebook since late November. Some add that the vinegar can replace diabetes medication.",
                    "## What the research says",
                    "Researchers have studied vinegar and blood sugar for years. Some small studies have found that vinegar taken with a meal can modestly reduce the rise in blood sugar after eating, probably because acetic acid slows the rate at which the stomach empties.",
                    "But the effects in those studies were far smaller than 40%, and they involved small groups of people, often fewer than 20, over short periods. A review of published trials found that vinegar lowered fasting blood sugar by an average of about 8 milligrams per deciliter, a change doctors describe as small.",
                    "“There’s no evidence that a spoonful of vinegar at night produces anything like a 40% drop,” said Anita Rao, an endocrinologist in Cleveland. “And I worry about anyone who stops taking their medication because of a video.”",
                    "Vinegar is acidic and can damage tooth enamel and irritate the throat, especially when taken undiluted. It can also interact with some medicines, including insulin and certain diuretics.",
                    "We contacted the creator of the most widely shared video and did not receive a response.",
                    "## Our ruling",
                    "TikTok videos say a tablespoon of apple cider vinegar before bed lowers blood sugar by 40%.",
                    "Research suggests vinegar may have a small effect on blood sugar after meals. There is no evidence it produces a drop anywhere near 40%, and doctors warn against using it in place of medication.",
                    "We rate this claim False.",
                ],
                "claimreview-staff-byline",
                section="Health",
                byline="VerityCheck Staff",
                claim="Says drinking a tablespoon of apple cider vinegar before bed lowers blood sugar by 40%.",
                claimant="TikTok posts",
                claimant_desc="",
                claim_date="2026-11-25",
                claim_where="stated on November 25, 2026 in a TikTok video",
                rating="False",
                short=[
                    "Small studies suggest vinegar can slightly blunt the rise in blood sugar after a meal.",
                    "None has found anything close to a 40% drop, and doctors warn against using vinegar in place of medication.",
                ],
                sources=[
                    "TikTok video, Nov. 25, 2026 (archived)",
                    "Phone interview with Anita Rao, endocrinologist, Nov. 28, 2026",
                ],
                partner="This fact-check was produced in partnership with the Ohio Health News Collaborative.",
            )
        )
        add(
            story(
                "heating",
                "/factchecks/2026/dec/04/buckeye-gas-light/gas-heat-half-cost-heat-pump-ad/",
                "Gas utility ad overstates how much cheaper gas heat is than a heat pump",
                "2026-12-04",
                "2026-12-04",
                "December 4, 2026",
                ["Luis Ortega"],
                [
                    "As temperatures fall, a television ad from one of Ohio’s largest gas utilities is making a pitch to homeowners thinking about switching to electric heat.",
                    "“Heating your home with natural gas costs half as much as using an electric heat pump,” a narrator says over images of a family gathered around a fireplace. The ad, from Buckeye Gas & Light, has aired in the Columbus and Cincinnati markets since mid-November.",
                    "The company said the claim was based on a comparison it commissioned in 2023. But the cost of heating a home depends on fuel prices, the efficiency of the equipment and the climate, and all three matter a great deal here.",
                    "## Comparing the costs",
                    "The company’s comparison assumed an older heat pump with a seasonal efficiency well below that of most models sold today, and used electricity and gas prices from the winter of 2022-23, when gas was unusually cheap relative to electricity.",
                    "We asked the Ohio Energy Research Center, a university-affiliated group, to run the numbers using current prices and equipment. For a typical 1,800-square-foot home in Columbus, it estimated annual heating costs of $1,140 with a new high-efficiency gas furnace and $1,310 with a modern cold-climate heat pump.",
                    "T: Heating system | Estimated annual cost",
                    "T: High-efficiency gas furnace | $1,140",
                    "T: Cold-climate heat pump | $1,310",
                    "T: Older heat pump (2015 model) | $1,860",
                    "T: Electric baseboard heat | $2,720",
                    "By that estimate, gas heat is about 13% cheaper than a new heat pump, not 50%. The gap approaches the company’s figure only when gas is compared with electric baseboard heat, which is far less efficient than a heat pump.",
                    "“Gas can still be cheaper to run in Ohio, depending on your rates,” said Erin Kowalczyk, the center’s director. “But ‘half as much’ is not what we see with the equipment people are buying now.”",
                    "Buckeye Gas & Light spokesperson Nathan Pruitt said the ad was “based on an independent study” and that the company would review its assumptions. He did not say whether the ad would be changed.",
                    "Costs also vary widely from home to home. Heat pumps tend to do better in well-insulated houses and when they replace oil or propane rather than gas.",
                    "## Our ruling",
                    "A Buckeye Gas & Light ad says heating with natural gas “costs half as much” as heating with an electric heat pump.",
                    "Current estimates suggest gas heat is somewhat cheaper than a modern heat pump in Ohio, but by about 13%, not 50%. The company’s figure relies on older equipment and prices from an unusual winter.",
                    "We rate it Mostly False.",
                ],
                "claimreview-company-claimant-table",
                section="Energy",
                claim="“Heating your home with natural gas costs half as much as using an electric heat pump.”",
                claimant="Buckeye Gas & Light",
                claimant_desc="Utility company",
                claim_date="2026-11-16",
                claim_where="stated on November 16, 2026 in a TV ad",
                rating="Mostly False",
                short=[
                    "With current prices and equipment, a new gas furnace costs about 13% less to run than a modern heat pump in Columbus.",
                    "The ad’s figure relies on an older heat pump and 2022-23 prices.",
                ],
                sources=[
                    "Buckeye Gas & Light, TV ad, aired Nov. 16, 2026",
                    "Ohio Energy Research Center, heating cost estimates prepared for VerityCheck, Dec. 2, 2026",
                    "Email interview with Nathan Pruitt, Dec. 3, 2026",
                ],
                org_claimant=True,
                tags=["tag"],
            )
        )
        add(
            story(
                "roundup",
                "/article/2026/dec/04/fact-checking-gov-ames-state-of-the-state/",
                "Fact-checking Gov. Ames’ State of the State: what held up and what didn’t",
                "2026-12-04",
                "2026-12-05T01:10:00Z",
                "December 4, 2026",
                ["Hannah Cole", "Marcus Webb"],
                [
                    "Gov. Patricia Ames delivered her State of the State address to a joint session of the legislature on Thursday, laying out her priorities for the second half of her term, from housing to broadband to the state’s rainy-day fund.",
                    "We checked four of her claims. Here is what we found.",
                    "### “We have created more than 100,000 jobs since I took office.”",
                    "Rating: Mostly True",
                    "Ohio added about 104,000 nonfarm payroll jobs between January 2023, when Ames took office, and October 2026, according to the state’s labor department. Most of that growth came in health care and logistics. Governors have limited control over job growth, which tracks the national economy, and the state’s rate of growth was slightly below the national average over the same period.",
                    "### “Our rainy-day fund is the largest in state history.”",
                    "Rating: True",
                    "The Budget Stabilization Fund held $3.9 billion at the end of the 2026 fiscal year, according to the Office of Budget and Management, the largest balance on record in dollar terms. Measured as a share of the state budget, it is also at a record, slightly above its previous peak in 2019.",
                    "### “We’ve brought high-speed internet to every county in Ohio.”",
                    "Rating: Mostly False",
                    "The state’s broadband office says projects funded under Ames have reached all 88 counties. But reaching a county is not the same as reaching everyone in it. The office’s own map shows about 190,000 homes and businesses still without access to high-speed service, most of them in Appalachian counties in the southeast. Officials expect many of them to be connected by 2028.",
                    "### “Housing permits are at a 20-year high.”",
                    "Rating: Missing Context",
                    "Permits for new homes rose to about 38,000 in 2025, the highest number since 2005, according to federal data. But the increase was concentrated in apartment buildings in the Columbus area. Permits for single-family homes, which the governor emphasized in the same passage of the speech, were below their 2022 level.",
                    "## What we didn’t check",
                    "The governor also described several plans, including a proposal to cut the state income tax rate and a promise to hire 500 more state troopers. We don’t rate promises about the future, but we will track them.",
                ],
                "roundup-newsarticle-utc-plus-claimreview-array",
                section="State government",
                roundup=True,
            )
        )
        add(
            story(
                "bmv",
                "/factchecks/2026/dec/02/x-posts/ohio-bmv-offices-not-closing-fridays/",
                "Fact-check in brief: No, Ohio BMV offices aren’t closing on Fridays",
                "2026-12-02",
                "2026-12-02",
                "December 2, 2026",
                ["Priyanka Shah"],
                [
                    "Posts on X claim that Ohio’s Bureau of Motor Vehicles will close its deputy registrar offices every Friday starting in January to save money.",
                    "That’s not true. A spokesperson for the Ohio Department of Public Safety, which oversees the BMV, told us there are no plans to change office hours in January. The department’s published hours for 2027 show offices open Monday through Saturday, as they are now.",
                    "The posts appear to have started after a single office in Ashtabula County announced it would close on Fridays for three weeks in December because of staff shortages. That office will resume its normal hours on Jan. 4.",
                    "We rate the claim False.",
                ],
                "claimreview-brief",
                section="In brief",
                claim="Says Ohio BMV offices will close every Friday starting in January.",
                claimant="X posts",
                claimant_desc="",
                claim_date="2026-11-29",
                claim_where="stated on November 29, 2026 in a post on X",
                rating="False",
                sources=[
                    "Posts on X, Nov. 29, 2026 (archived)",
                    "Email interview with an Ohio Department of Public Safety spokesperson, Dec. 1, 2026",
                ],
            )
        )

    # the templates
    def claim_ld(self, doc: Doc) -> dict:
        rating = doc.extra["rating"]
        claimant: dict = {
            "@type": "Organization"
            if doc.extra.get("org_claimant") or doc.extra["claimant"].endswith("posts")
            else "Person",
            "name": doc.extra["claimant"],
        }
        if doc.extra["claimant_desc"] and not doc.extra.get("org_claimant"):
            claimant["jobTitle"] = doc.extra["claimant_desc"]
        return {
            "@context": "http://schema.org",
            "@type": "ClaimReview",
            "datePublished": doc.iso,
            "url": self.url(doc.key),
            "author": {
                "@type": "Organization",
                "name": "VerityCheck",
                "url": self.origin,
                "sameAs": "https://twitter.com/veritycheck",
            },
            "claimReviewed": doc.extra["claim"][1:-1] if doc.extra["claim"].startswith("“") else doc.extra["claim"],
            "reviewRating": {
                "@type": "Rating",
                "ratingValue": RATINGS.index(rating) + 1,
                "bestRating": 6,
                "worstRating": 1,
                "alternateName": rating,
                "image": f"{self.origin}/static/img/meter-{rating.lower().replace(' ', '-')}.png",
            },
            "itemReviewed": {
                "@type": "Claim",
                "author": claimant,
                "datePublished": doc.extra["claim_date"],
                "name": doc.extra["claim_where"].split(" in ", 1)[1],
            },
        }

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        lds = []
        if doc.is_article and not doc.extra.get("roundup"):
            lds.append(self.claim_ld(doc))
        if doc.extra.get("roundup"):
            lds.append(
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors],
                    "publisher": {"@type": "Organization", "name": "VerityCheck"},
                }
            )
            for claim, rating in (
                ("We have created more than 100,000 jobs since I took office.", "Mostly True"),
                ("Our rainy-day fund is the largest in state history.", "True"),
                ("We’ve brought high-speed internet to every county in Ohio.", "Mostly False"),
            ):
                lds.append(
                    {
                        "@context": "http://schema.org",
                        "@type": "ClaimReview",
                        "datePublished": "2026-12-05",
                        "url": url,
                        "author": {"@type": "Organization", "name": "VerityCheck"},
                        "claimReviewed": claim,
                        "reviewRating": {
                            "@type": "Rating",
                            "ratingValue": RATINGS.index(rating) + 1,
                            "bestRating": 6,
                            "worstRating": 1,
                            "alternateName": rating,
                        },
                        "itemReviewed": {
                            "@type": "Claim",
                            "author": {"@type": "Person", "name": "Patricia Ames", "jobTitle": "Governor of Ohio"},
                            "datePublished": "2026-12-03",
                        },
                    }
                )
        ld_html = "".join(
            f'\n<script type="application/ld+json">{json.dumps(x, ensure_ascii=False)}</script>' for x in lds
        )
        if lds and doc.extra.get("roundup"):
            ld_html = f'\n<script type="application/ld+json">{json.dumps(lds, ensure_ascii=False)}</script>'
        og_type = "article" if doc.is_article else "website"
        title = "VerityCheck: Fact-checking Ohio" if doc.key == "home" else f"{doc.title} | VerityCheck"
        if doc.is_article and not doc.extra.get("roundup"):
            title = f"VerityCheck | {doc.title}"
        nav = "".join(
            f"""<li class="o-menu__item">{self.a(k, t, "nav", 'class="o-menu__link"')}</li>"""
            for k, t in (
                ("list", "Latest fact-checks"),
                ("tag", "Energy"),
                ("ratings", "Our ratings"),
                ("about", "About us"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "VerityCheck is a nonpartisan fact-checking newsroom in Ohio.")}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="VerityCheck">
<meta name="twitter:site" content="@veritycheck">
<link rel="stylesheet" href="/static/css/main.8c1f2e.css">
<style>/*PAD*/</style>{ld_html}
<script async src="https://www.googletagmanager.com/gtag/js?id=G-VRTY00001"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}} gtag('js', new Date()); gtag('config', 'G-VRTY00001');</script>
</head>
<body class="{"t-factcheck" if doc.is_article else "t-" + doc.kind}">
<div class="o-alert o-alert--cookies" role="dialog">We use cookies to analyze traffic. See our {self.a("https://www.veritycheck.test/privacy/", "privacy policy", "nav")}. <button class="c-button">Got it</button></div>
<header class="o-header">
<div class="o-header__top"><div class="o-header__logo">{self.a("home", "VerityCheck", "nav", 'class="c-logo" aria-label="VerityCheck home"')}</div><div class="o-header__tagline">Fact-checking Ohio since 2018</div>
<form class="m-search" action="/search/" method="get"><label for="q" class="u-visually-hidden">Search</label><input id="q" type="text" name="q" placeholder="Search fact-checks"><button type="submit">Search</button></form>
<a class="c-button c-button--donate" href="https://www.veritycheck.test/donate/">Donate</a></div>
<nav class="o-menu"><ul class="o-menu__list">{nav}</ul></nav>
</header>
<main class="o-main" id="main">
{main}
</main>
<footer class="o-footer">
<div class="o-footer__cols">
<div class="o-footer__col"><h4>VerityCheck</h4><ul><li>{self.a("about", "About us", "footer")}</li><li>{self.a("ratings", "The Verity Meter", "footer")}</li><li>{self.a("corrections", "Corrections and updates", "footer")}</li><li>{self.a("mailto:tips@veritycheck.test", "Suggest a fact-check", "footer")}</li></ul></div>
<div class="o-footer__col"><h4>Follow us</h4><ul><li><a href="https://twitter.com/veritycheck">X</a></li><li><a href="https://www.facebook.com/veritycheck">Facebook</a></li><li><a href="https://www.veritycheck.test/feeds/all/">RSS</a></li></ul></div>
<div class="o-footer__col"><h4>Newsletter</h4><p>Get our weekly roundup of fact-checks.</p><form class="m-newsletter" action="https://www.veritycheck.test/newsletter/signup/" method="post"><input type="email" name="email" placeholder="Your email"><button>Subscribe</button></form></div>
</div>
<p class="o-footer__legal">© 2026 VerityCheck, a project of the Ohio Civic Media Foundation. All rights reserved.</p>
</footer>
<script src="/static/js/main.4ab21c.js" defer></script>
</body>
</html>"""

    def authors_html(self, doc: Doc) -> str:
        if doc.byline:
            return f'<div class="m-author"><div class="m-author__content copy-xs u-color--chateau">By <span class="m-author__name">{esc(doc.byline)}</span> • <span class="m-author__date">{doc.stamp}</span></div></div>'
        names = ", ".join(
            self.a("author", a, "byline") if a in STAFF else f"<span>{esc(a)}</span>" for a in doc.authors
        )
        when = doc.stamp + (f" {doc.extra['stamp_time']}" if doc.extra.get("stamp_time") else "")
        return f'<div class="m-author"><div class="m-author__content copy-xs u-color--chateau">By {names} • <span class="m-author__date">{when}</span></div></div>'

    def story_main(self, doc: Doc) -> str:
        share = '<div class="m-social"><a href="https://www.facebook.com/sharer/sharer.php?u=" class="m-social__item">Share</a> <a href="https://twitter.com/intent/tweet?url=" class="m-social__item">Post</a> <a href="mailto:?subject=" class="m-social__item">Email</a></div>'
        body = self.blocks(
            doc,
            heads={
                "h2": ('<h2 class="m-textblock__heading">', "</h2>"),
                "h3": ('<h3 class="m-textblock__claim">', "</h3>"),
            },
        )
        related = "".join(
            f'<li class="o-listing__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in FCS if k != doc.key
        )
        if doc.extra.get("roundup"):
            authors = self.authors_html(doc)
            return f"""<section class="o-pick">
<div class="m-breadcrumb">{self.a("home", "Home", "nav")} / {esc(doc.section)}</div>
<h1 class="c-title c-title--article">{esc(doc.title)}</h1>
{authors}
{share}
<article class="m-textblock">
{body}
</article>
<div class="m-related"><h3>More fact-checks</h3><ul class="o-listing">{related}</ul></div>
</section>"""
        rating = doc.extra["rating"]
        claimant = doc.extra["claimant"]
        desc = (
            f'<div class="m-statement__subtitle">{esc(doc.extra["claimant_desc"])}</div>'
            if doc.extra["claimant_desc"]
            else ""
        )
        short = ""
        if doc.extra.get("short"):
            items = "".join(f"<li>{esc(s)}</li>" for s in doc.extra["short"])
            short = f'<div class="short-on-time"><h4 class="short-on-time__title">If your time is short</h4><ul>{items}</ul><p>{self.a("ratings", "See how we rate claims", "content")}</p></div>'
        sources = "".join(f"<p>{esc(s)}</p>" for s in doc.extra.get("sources", []))
        corr = (
            f'<div class="m-correction-note"><p><em>{esc(doc.extra["correction"])}</em> {self.a("corrections", "All corrections", "content")}</p></div>'
            if doc.extra.get("correction")
            else ""
        )
        partner = (
            f'<p class="m-partner-note"><em>{esc(doc.extra["partner"])}</em></p>' if doc.extra.get("partner") else ""
        )
        tags = "".join(
            f"""<li class="m-list__item">{self.a(t, self.docs[t].title, "content", 'class="c-tag"')}</li>"""
            for t in doc.extra.get("tags", [])
        )
        tags_html = f'<ul class="m-list m-list--horizontal"><li class="m-list__item"><span class="c-tag c-tag--section">{esc(doc.section)}</span></li>{tags}</ul>'
        return f"""<section class="o-stage">
<div class="o-stage__inner">
<div class="m-statement m-statement--is-xlarge">
{tags_html}
<div class="m-statement__author"><div class="m-statement__avatar"><img class="c-image__thumb" src="/static/img/claimant-{zlib.crc32(claimant.encode()) % 997}.jpg" alt="{esc(claimant)}"></div>
<div class="m-statement__body"><a class="m-statement__name" href="/personalities/{claimant.lower().replace(" ", "-").replace("&", "and")}/" title="{esc(claimant)}">{esc(claimant)}</a>{desc}</div></div>
<div class="m-statement__meta">{esc(doc.extra["claim_where"])}:</div>
<div class="m-statement__quote">{esc(doc.extra["claim"])}</div>
<div class="m-statement__meter"><div class="c-image"><img src="/static/img/meter-{rating.lower().replace(" ", "-")}.jpg" alt="{esc(rating)}" class="c-image__original"></div><p class="m-statement__meter-label">Verity Meter: <strong>{esc(rating)}</strong></p></div>
</div>
</div>
</section>
<section class="t-row">
<div class="t-row__center">
<h1 class="c-title c-title--article">{esc(doc.title)}</h1>
{self.authors_html(doc)}
{share}
{corr}
{short}
<article class="m-textblock">
{body}
</article>
{partner}
<section class="m-superbox"><h3 class="m-superbox__title">Our sources</h3><div class="m-superbox__content">{sources}</div></section>
<div class="m-related"><h3>More fact-checks</h3><ul class="o-listing">{related}</ul></div>
</div>
</section>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        if d.extra.get("roundup"):
            return f'<li class="o-listing__item"><article class="m-teaser"><h3 class="m-teaser__title">{self.a(k, d.title, "content")}</h3><div class="m-teaser__meta">{d.stamp}</div><p>{esc(self.lede(d))}</p></article></li>'
        return f'<li class="o-listing__item"><article class="m-statement m-statement--is-medium"><div class="m-statement__meta"><span class="m-statement__name">{esc(d.extra["claimant"])}</span> {esc(d.extra["claim_where"])}</div><div class="m-statement__quote">{self.a(k, d.extra["claim"], "content")}</div><div class="m-statement__meter"><img src="/static/img/meter-{d.extra["rating"].lower().replace(" ", "-")}.jpg" alt="{esc(d.extra["rating"])}" class="c-image__original"></div><footer class="m-statement__footer">By {esc(d.byline or ", ".join(d.authors))} • {d.stamp}</footer></article></li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        head = f'<h1 class="c-title c-title--subline">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head += f'<div class="m-pageheader__body"><p>{esc(doc.blocks[0][1])}</p></div><h2 class="c-title">Recent work</h2>'
        elif doc.kind == "search":
            head += '<form class="m-search m-search--page" action="/search/" method="get"><input type="text" name="q" value="gas tax"><button type="submit">Search</button></form><p class="m-results__count">2 results</p>'
        elif doc.kind == "tag":
            head += "<p>Fact-checks about energy prices, utilities, gas and electricity in Ohio.</p>"
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<nav class="c-pagination"><span class="c-pagination__current">1</span> {self.a("list2", "2", "pagination", 'class="c-button c-button--hollow"')} {self.a("list2", "Next »", "pagination", 'class="c-button c-button--hollow"')}</nav>"""
        elif doc.key == "list2":
            pager = f"""<nav class="c-pagination">{self.a("list", "« Previous", "pagination", 'class="c-button c-button--hollow"')} {self.a("list", "1", "pagination", 'class="c-button c-button--hollow"')} <span class="c-pagination__current">2</span></nav>"""
        if doc.key == "home":
            lead = self.docs["roundup"]
            head = f'<section class="o-pick o-pick--lead"><h2 class="c-title">{self.a("roundup", lead.title, "content")}</h2><p>{esc(self.lede(lead))}</p></section><h2 class="c-title c-title--subline">Latest fact-checks</h2>'
            items = "".join(self.item(k) for k in doc.extra["list"][1:])
            extra = f'<section class="o-platter"><h3>Topics</h3><p>{self.a("tag", "Energy", "content")} · <a href="/issues/taxes/">Taxes</a> · <a href="/issues/health/">Health</a></p><p>{self.a("list", "See all fact-checks", "content")} · {self.a("search", "Search: gas tax", "content")} · {self.a("author", "Hannah Cole’s fact-checks", "content")}</p></section>'
        return f'<section class="o-listing-wrap">{head}<ul class="o-listing">{items}</ul>{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.key == "corrections":
            entries = "".join(
                f'<li class="m-correction"><span class="m-correction__date">{d}</span> {self.a(k, self.docs[k].title, "content") if k in self.docs else esc(k)}: {esc(t)}</li>'
                for d, k, t in doc.extra["entries"]
            )
            first = blocks_html(self, doc.blocks[:1])
            rest = blocks_html(self, doc.blocks[1:])
            return f'<section class="t-row"><div class="t-row__center"><h1 class="c-title">{esc(doc.title)}</h1><div class="m-textblock">{first}<ul class="m-corrections">{entries}</ul>{rest}</div></div></section>'
        return f'<section class="t-row"><div class="t-row__center"><h1 class="c-title">{esc(doc.title)}</h1><div class="m-textblock">\n{self.blocks(doc)}\n</div></div></section>'
