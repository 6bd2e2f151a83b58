# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""VerityMeter: a PolitiFact-like US fact-checking site (`m-statement__quote`, `m-statement__meter`,
`m-author__name`, `m-textblock`, `m-superbox` "Our Sources", `/factchecks/2026/dec/04/<speaker>/<slug>/`,
`/article/2026/dec/03/<slug>/`, `/factchecks/list/?page=2`, `/personalities/…/`, `/subjects/…/`, `/staff/…/`),
English, UTF-8. Fact-check pages carry `ClaimReview` JSON-LD: `author` is the site (Organization), `claimReviewed`
and `itemReviewed.author` name the **claimant** (a person or "Facebook posts"), `itemReviewed.datePublished` is the
**claim's** date (days before the fact-check), `datePublished` is a bare date, except on the AI-video check where it
is a UTC time (02:30Z on 5 Dec = 9:30 p.m. on 4 Dec in New York). The rating box, the claim box and the "If Your
Time is short" bullets are not body; the explanation including "Our ruling" is; the "Our Sources" list is **not**
body (a citation apparatus). The explainer, the debate round-up and the mailbag carry `NewsArticle` JSON-LD (the
mailbag's author an Organization). The ratings index, the "How we fact-check" page (an `/article/2021/…` URL with a
date) and the membership page are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["gas", "crime", "video", "schools", "water", "debate", "mailbag", "parade"]
RATINGS = ["True", "Mostly True", "Half True", "Misleading", "False", "Flat-Out Fiction"]
STAFF = {
    "Dana Whitfield": "dana-whitfield",
    "Marcus Bell": "marcus-bell",
    "Priya Raman": "priya-raman",
    "Angela Torres": "angela-torres",
}
CTAG = 'class="c-tag"'
HOLLOW = 'class="c-button c-button--hollow"'
META_NOTE = "The post was flagged as part of Meta’s efforts to combat false news and misinformation on its News Feed. (Read more about our partnership with Meta, which owns Facebook and Instagram.)"


class Verity(Base):
    origin = "https://www.veritymeter.test"
    name = "VerityMeter"
    prefix = "vrm"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vrm",
            [
                ".m-statement",
                ".m-statement__quote",
                ".m-statement__meter",
                ".m-author",
                ".m-textblock",
                ".m-superbox",
                ".o-listicle__item",
                ".c-nav",
                ".short-on-time",
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
                "VerityMeter: Fact-checking U.S. politics",
                "factcheck-home",
                list=["gas", "video", "crime", "schools", "water", "debate", "parade", "mailbag"],
                more="latest2",
            )
        )
        add(
            page(
                "latest",
                "/factchecks/list/",
                "section",
                "Latest Fact-checks",
                "factcheck-list",
                list=["gas", "video", "crime", "schools"],
                more="latest2",
            )
        )
        add(
            page(
                "latest2",
                "/factchecks/list/?page=2",
                "section",
                "Latest Fact-checks",
                "factcheck-list-page2",
                list=["parade", "debate"],
            )
        )
        add(
            page(
                "ratings",
                "/ratings/",
                "section",
                "The VerityMeter ratings",
                "ratings-index",
                list=["schools", "crime", "gas", "video", "parade"],
            )
        )
        add(page("tag", "/subjects/energy/", "tag", "Energy", "subject-tag", list=["gas", "video"]))
        add(
            page(
                "author",
                "/staff/dana-whitfield/",
                "author",
                "Dana Whitfield",
                "staff-page",
                list=["gas", "schools", "debate"],
                bio="Dana Whitfield is a senior correspondent at VerityMeter covering energy, the economy and Midwest politics. She previously reported for newspapers in Toledo and Dayton.",
            )
        )
        add(page("search", "/search/?q=ohio", "search", "Search results for “ohio”", "search", list=["gas"]))
        add(
            page(
                "method",
                "/article/2021/feb/12/principles-veritymeter-how-we-fact-check/",
                "policy",
                "How we fact-check: the principles of the VerityMeter",
                "methodology-policy-article-url",
                [
                    "Updated: March 3, 2026",
                    "VerityMeter is a nonpartisan fact-checking website that rates the accuracy of claims by elected officials, candidates, advocacy groups and viral posts on social media. This page explains how we choose claims, how we research them and how we decide on a rating.",
                    "## Choosing claims",
                    "We cannot check every statement, so we select claims that are newsworthy, verifiable and likely to be repeated. We ask: Is the statement rooted in a fact that can be checked? Would a typical person hear it and wonder whether it is true? Is it significant, or is it an obvious slip of the tongue?",
                    "## Research",
                    "Every fact-check begins by asking the speaker for the evidence behind the claim. We then consult original documents, data and independent experts. We list every source we use at the end of each fact-check.",
                    "## The ratings",
                    "- True: The statement is accurate and nothing significant is missing.",
                    "- Mostly True: The statement is accurate but needs clarification or additional information.",
                    "- Half True: The statement is partially accurate but leaves out important details or takes things out of context.",
                    "- Misleading: The statement contains an element of truth but creates a false impression.",
                    "- False: The statement is not accurate.",
                    "- Flat-Out Fiction: The statement is not accurate and makes a ridiculous claim.",
                    "## Rulings and corrections",
                    "A panel of at least three editors votes on each rating. When we make a mistake, we correct it and note the change at the bottom of the fact-check. Readers can ask for a correction by emailing corrections@veritymeter.test.",
                ],
                stamp="Updated: March 3, 2026",
            )
        )
        add(
            page(
                "about",
                "/who-pays-for-veritymeter/",
                "about",
                "Who pays for VerityMeter?",
                "about-funding",
                [
                    "VerityMeter is owned by the Harlow Center for Media, a nonprofit journalism school in St. Petersburg, Florida. Our newsroom of 14 journalists works independently of the center’s board.",
                    "## Our funding",
                    "About half of our budget comes from individual members. The rest comes from foundation grants, online advertising and content partnerships with technology platforms, including Meta and TikTok, which pay us to review content flagged on their services. Partners have no say in which claims we check or how we rate them.",
                    "- Individual members: 48%",
                    "- Foundation grants: 27%",
                    "- Platform partnerships: 17%",
                    "- Advertising: 8%",
                    "We disclose every donation above $1,000 on this page each year.",
                ],
            )
        )
        add(
            page(
                "member",
                "/membership/",
                "subscribe",
                "Become a VerityMeter member",
                "membership-donate",
                [
                    "Misinformation is free. Fact-checking isn’t. Join more than 21,000 readers who support nonpartisan fact-checking with a monthly or annual gift.",
                    "- $5 a month: The VerityMeter Brief in your inbox every Friday",
                    "- $10 a month: All of the above, plus member-only Q&As with our editors",
                    "- $250 a year: All of the above, plus a VerityMeter mug",
                    "VerityMeter is part of a 501(c)(3) nonprofit. Your gift is tax-deductible.",
                ],
            )
        )
        add(
            story(
                "gas",
                "/factchecks/2026/dec/04/facebook-posts/no-ohio-gas-prices-have-not-doubled-since-january/",
                "No, Ohio gas prices have not doubled since January",
                "2026-12-04",
                "2026-12-04",
                "December 4, 2026",
                ["Dana Whitfield"],
                [
                    "A Facebook post that has been shared more than 14,000 times since Thanksgiving weekend claims that drivers in Ohio are paying twice as much at the pump as they were at the start of the year.",
                    "“Gas prices in Ohio have DOUBLED since January and nobody in Columbus is talking about it,” the Nov. 30 post reads, over a photo of a price sign showing $3.89 for a gallon of regular unleaded.",
                    META_NOTE,
                    "Prices have gone up this year, but nowhere near that much.",
                    "## What the data shows",
                    "We checked the statewide averages compiled by the Ohio Motorists Club, which surveys prices at more than 3,000 stations each day. On Jan. 2, 2026, the average price of a gallon of regular gasoline in Ohio was $2.91. On Dec. 1, it was $3.22 — an increase of 31 cents, or about 11%.",
                    "Prices did spike in between. The statewide average peaked at $3.58 in mid-July, after a refinery outage in Indiana cut supply to much of the Midwest. Even at that peak, though, the average was about 23% higher than in January, not 100%.",
                    "Federal data tells a similar story. The U.S. Energy Information Administration’s weekly survey for the Midwest showed regular gas averaging $2.88 in the first week of January and $3.19 in the last week of November.",
                    "## What about the photo?",
                    "The price sign in the post is real, but it isn’t representative. Using the station’s logo and a reverse image search, we traced the photo to a station off Interstate 71 near Cincinnati, where prices are often higher than the state average. An employee who answered the phone told us the $3.89 price was posted for about a day in July, during the refinery outage.",
                    "We could not reach the account that shared the post.",
                    "Patrick Dunmore, an energy economist at Lakeshore State University, said price spikes tend to stick in people’s memories. “Drivers remember the worst week at the pump, not the average,” he said. “But a doubling would mean $5.80 a gallon, and Ohio hasn’t seen anything close to that.”",
                    "## Our ruling",
                    "A Facebook post claimed that gas prices in Ohio have doubled since January.",
                    "Statewide averages show regular gas cost $2.91 a gallon in early January and $3.22 on Dec. 1, an increase of about 11%. Even at the summer peak, prices were about 23% above January levels.",
                    "We rate this claim False.",
                ],
                "claimreview-false-social-post",
                section="Energy",
                claim="Gas prices in Ohio have doubled since January.",
                claimant="Facebook posts",
                claimant_slug="facebook-posts",
                claim_desc="stated on November 30, 2026 in a Facebook post:",
                claim_date="2026-11-30",
                rating="False",
                short=[
                    "A Facebook post claimed gas prices in Ohio have doubled since January.",
                    "Statewide averages show regular gas rose from $2.91 a gallon in early January to $3.22 on Dec. 1, an increase of about 11%.",
                    "The $3.89 price sign in the post was photographed in July near Cincinnati, during a refinery outage.",
                ],
                sources=[
                    "Facebook post, Nov. 30, 2026",
                    "Ohio Motorists Club, Daily fuel gauge report, accessed Dec. 2, 2026",
                    "U.S. Energy Information Administration, Weekly retail gasoline and diesel prices, Midwest, accessed Dec. 2, 2026",
                    "Phone interview, Patrick Dunmore, energy economist, Lakeshore State University, Dec. 2, 2026",
                    "Phone interview, gas station employee, Cincinnati, Dec. 3, 2026",
                ],
            )
        )
        add(
            story(
                "crime",
                "/factchecks/2026/dec/03/gregory-haines/denver-mayoral-hopeful-cherry-picks-one-category-violent-crime/",
                "Denver mayoral hopeful cherry-picks one category to claim a 40% rise in violent crime",
                "2026-12-03",
                "2026-12-03",
                "December 3, 2026",
                ["Marcus Bell"],
                [
                    "Gregory Haines, a businessman running for Denver mayor in 2027, has made public safety the centerpiece of his campaign. In a Nov. 28 post on X, he wrote: “Violent crime in Denver is up 40% this year. The city council is asleep at the wheel.”",
                    "The post included a chart showing a steep red line climbing from January to October. We asked Haines’ campaign where the number came from.",
                    "## One category, not all violent crime",
                    "Campaign spokesperson Lila Ortega pointed us to the Denver Police Department’s public crime dashboard, specifically the category of aggravated assaults involving a vehicle, which rose from 212 incidents in the first ten months of 2025 to 297 in the same period of 2026. That is an increase of 40%.",
                    "But that category is a small slice of what the department counts as violent crime, which also includes homicide, robbery, sexual assault and other aggravated assaults. Taken together, the dashboard shows 5,941 violent crimes reported from January through October 2026, compared with 5,702 in the same months of 2025 — an increase of about 4%.",
                    "Some categories fell. Homicides dropped from 61 to 49, and robberies declined by about 7%, according to the dashboard.",
                    "Ortega said the campaign’s chart was “clearly labeled” and that vehicle assaults were “a growing danger that deserves attention.” The chart posted on X was titled “Denver violent crime, 2026,” with no mention of the narrower category.",
                    "## Why the time frame matters",
                    "Criminologists also caution against comparing single years. “Ten months of data in one city can swing quite a bit for reasons that have nothing to do with policy,” said Rachel Kessler, a professor of criminology at Front Range University. She noted that Denver’s violent crime rate in 2026 remains below its 2022 level, according to the department’s annual reports.",
                    "Kessler added that changes in how incidents are recorded, for example when a department switches to a new records system, can produce sudden jumps in particular categories.",
                    "## Our ruling",
                    "Haines said violent crime in Denver is up 40% this year.",
                    "That figure applies to one subcategory of aggravated assault. Overall violent crime reported to police rose about 4% in the first ten months of 2026 compared with the same period last year, and some violent crimes, including homicides, declined.",
                    "The claim contains an element of truth but leaves a misleading impression. We rate it Misleading.",
                ],
                "claimreview-misleading-person-claimant",
                section="Crime",
                claim="“Violent crime in Denver is up 40% this year.”",
                claimant="Gregory Haines",
                claimant_slug="gregory-haines",
                claim_desc="stated on November 28, 2026 in a post on X:",
                claim_date="2026-11-28",
                rating="Misleading",
                short=[
                    "The 40% figure refers to one subcategory, aggravated assaults involving a vehicle.",
                    "Overall violent crime in Denver rose about 4% in the first ten months of 2026.",
                ],
                sources=[
                    "Gregory Haines, post on X, Nov. 28, 2026",
                    "Denver Police Department, Crime dashboard, accessed Dec. 1, 2026",
                    "Email exchange, Lila Ortega, Haines campaign spokesperson, Dec. 1-2, 2026",
                    "Phone interview, Rachel Kessler, professor of criminology, Front Range University, Dec. 2, 2026",
                ],
            )
        )
        add(
            story(
                "video",
                "/factchecks/2026/dec/04/instagram-posts/video-of-gov-ellen-park-banning-gas-stoves-was-altered/",
                "Video of Gov. Ellen Park ‘banning gas stoves’ was altered with AI",
                "2026-12-04",
                "2026-12-05T02:30:00Z",
                "December 4, 2026",
                ["Priya Raman"],
                [
                    "A video circulating on Instagram and TikTok appears to show Oregon Gov. Ellen Park announcing a ban on gas stoves.",
                    "“Starting in 2028, every gas stove in every Oregon home will have to go. No exceptions,” Park appears to say in the 19-second clip, standing behind a lectern with the state seal.",
                    META_NOTE,
                    "Park said no such thing. The clip was made by altering the audio of a real news conference with artificial intelligence.",
                    "## The original video",
                    "Using the backdrop and Park’s clothing, we found the original footage: a Nov. 18 news conference at the state Capitol in Salem, posted in full on the governor’s official YouTube channel. At that event, Park announced a $40 million rebate program to help low-income households replace old furnaces and water heaters with heat pumps.",
                    "At the point in the news conference that matches the viral clip, Park says: “Starting in 2028, every family that wants to switch will be able to get help. No one will be forced to.” Her lip movements in the viral clip do not match the words heard, a common sign of audio manipulation. Two detection tools we used rated the audio as likely AI-generated.",
                    "A spokesperson for the governor, Daniel Cho, told VerityMeter the video was “a fabrication” and that the administration has “no plans, now or ever, to ban gas stoves.”",
                    "## No ban in the law",
                    "Oregon law does not ban gas stoves, and no bill to do so was introduced in the 2026 legislative session, according to the Legislature’s bill tracker. Some cities in other states have restricted gas hookups in new buildings, but those rules do not apply to existing homes.",
                    "## Our ruling",
                    "An Instagram video claims Park said she will ban gas stoves in every Oregon home by 2028.",
                    "The video was altered. In the original footage, Park announced voluntary rebates for heat pumps and said no one would be forced to switch. We rate this claim False.",
                ],
                "claimreview-utc-time-crosses-day",
                section="Energy",
                claim="Video shows Gov. Ellen Park saying every gas stove in every Oregon home will have to go by 2028.",
                claimant="Instagram posts",
                claimant_slug="instagram-posts",
                claim_desc="stated on December 1, 2026 in an Instagram video:",
                claim_date="2026-12-01",
                rating="False",
                short=[
                    "The viral clip was made by replacing the audio of a real Nov. 18 news conference with AI-generated speech.",
                    "In the original video, Park announced voluntary heat pump rebates.",
                ],
                sources=[
                    "Instagram video, Dec. 1, 2026",
                    "Office of the Governor, News conference on home energy rebates, YouTube, Nov. 18, 2026",
                    "Oregon State Legislature, Bill tracker, 2026 session, accessed Dec. 4, 2026",
                    "Email statement, Daniel Cho, spokesperson for Gov. Ellen Park, Dec. 4, 2026",
                ],
            )
        )
        add(
            story(
                "schools",
                "/factchecks/2026/dec/02/ruth-calloway/arizona-senator-close-on-per-pupil-funding-rank/",
                "Arizona senator is close on per-pupil funding rank, with a caveat",
                "2026-12-02",
                "2026-12-02",
                "December 2, 2026",
                ["Dana Whitfield", "Marcus Bell"],
                [
                    "At a Nov. 24 hearing of the Arizona Senate Education Committee, state Sen. Ruth Calloway, a Democrat from Tucson, argued against a proposed cap on school district budgets.",
                    "“Our state ranks in the bottom five for per-pupil funding, and this bill would push us lower,” Calloway said.",
                    "Arizona has long been near the bottom of national rankings on school spending. But the exact rank depends on which measure you use.",
                    "## The Census numbers",
                    "The most widely cited source is the U.S. Census Bureau’s annual survey of school system finances. In its most recent release, covering the 2023-24 school year, Arizona spent $10,412 per pupil on current expenses, ranking 48th among the 50 states and the District of Columbia, fourth from the bottom.",
                    "Calloway’s office pointed to these figures when we asked for her source.",
                    "## Other measures",
                    "Another common measure adjusts spending for regional differences in costs. A national education research group that publishes cost-adjusted figures ranks Arizona 45th of 51, seventh from the bottom. A third ranking, published by a national teachers union, looks at revenue rather than spending and places Arizona 47th.",
                    "Experts told us the measures answer slightly different questions:",
                    "- Census figures show what districts actually spent on day-to-day operations.",
                    "- Cost-adjusted rankings account for the fact that a dollar goes further in some states than in others.",
                    "- Revenue rankings include money collected but not yet spent, such as funds set aside for construction.",
                    "“All of these are defensible, and Arizona is in the bottom tier on every one of them,” said Helen Marsh, a school finance researcher at the Sonoran Policy Institute. “Whether it’s fourth or seventh from the bottom is within the noise.”",
                    "Calloway used the word “funding,” which could refer to either revenue or spending. Her statement matches the Census data she cited and is close on the other measures.",
                    "## Our ruling",
                    "Calloway said Arizona “ranks in the bottom five for per-pupil funding.”",
                    "Census data on current spending per pupil ranks Arizona 48th of 51, within the bottom five. Another revenue-based ranking also places the state in the bottom five, while a cost-adjusted measure puts it slightly higher, at 45th.",
                    "The statement is accurate but needs additional information. We rate it Mostly True.",
                ],
                "claimreview-two-authors-mostly-true",
                section="Education",
                claim="“Our state ranks in the bottom five for per-pupil funding.”",
                claimant="Ruth Calloway",
                claimant_slug="ruth-calloway",
                claim_desc="stated on November 24, 2026 in a committee hearing:",
                claim_date="2026-11-24",
                rating="Mostly True",
                short=[
                    "Census data ranks Arizona 48th of 51 in per-pupil current spending.",
                    "Other measures put the state between 45th and 47th.",
                ],
                sources=[
                    "Arizona Senate Education Committee, Hearing video, Nov. 24, 2026",
                    "U.S. Census Bureau, Annual Survey of School System Finances, 2023-24",
                    "Phone interview, Helen Marsh, Sonoran Policy Institute, Dec. 1, 2026",
                    "Email exchange, office of Sen. Ruth Calloway, Nov. 30, 2026",
                ],
            )
        )
        add(
            story(
                "water",
                "/article/2026/dec/03/what-we-know-about-tucsons-proposed-water-rate-increase/",
                "What we know — and don’t — about Tucson’s proposed water rate increase",
                "2026-12-03",
                "2026-12-03T15:12:00-05:00",
                "December 3, 2026",
                ["Priya Raman"],
                [
                    "Tucson residents have been flooding social media with warnings that their water bills are about to triple. The City Council is set to vote Dec. 15 on a package of water rate changes, and claims about what it would mean have spread faster than the details.",
                    "Here’s what we know so far.",
                    "## What is the city proposing?",
                    "The proposal from Tucson Water, the city-owned utility, would raise rates in two steps: 6.5% in July 2027 and another 5% in July 2028. It would also add a new tier for households that use more than 30 ccf (hundred cubic feet) of water a month, mostly large homes with pools and lawns.",
                    "Utility officials say the money would pay for replacing aging pipes and for a new treatment plant to remove PFAS, a class of persistent chemicals, from groundwater.",
                    "## Will my bill triple?",
                    "Almost certainly not. According to the utility’s own estimates, a typical single-family household using 10 ccf a month would see its bill rise from $48.20 to $51.33 in the first year and to $53.90 in the second, about $5.70 more a month after both increases.",
                    "The “triple” figure appears to come from a misreading of the new top tier. Households in that tier would pay about three times the base rate per unit of water above 30 ccf, not three times their total bill. Only about 4% of residential accounts used that much water in any month last year, according to the utility.",
                    "## What we don’t know yet",
                    "The council could amend the proposal before the vote. Two council members have said they want a larger discount for low-income households, which currently get 15% off. It is also unclear whether the state will provide grants for the PFAS plant, which could reduce the size of the second increase.",
                    "## How to weigh in",
                    "The council will take public comment at its Dec. 8 meeting, and residents can submit written comments through the city website until Dec. 12.",
                    "We’ll update this article after the vote.",
                ],
                "explainer-article-no-claimreview",
                section="Local",
            )
        )
        add(
            story(
                "debate",
                "/article/2026/dec/01/fact-checking-tucson-mayoral-runoff-debate/",
                "Fact-checking the Tucson mayoral runoff debate",
                "2026-12-01",
                "2026-12-01T11:40:00-05:00",
                "December 1, 2026",
                ["Dana Whitfield", "Marcus Bell", "Priya Raman"],
                [
                    "Council member Alma Reyes and businessman Carl Benton met Monday night in their only televised debate before the Dec. 15 runoff for Tucson mayor. For an hour, they sparred over jobs, traffic safety, policing and water bills.",
                    "We fact-checked four of the claims we heard. Our ratings are in parentheses.",
                    "## Benton: “Tucson has lost 9,000 jobs since Alma Reyes joined the council.” (False)",
                    "Reyes joined the council in December 2019. According to the Bureau of Labor Statistics, the Tucson metro area had about 392,000 nonfarm jobs that month and about 411,000 in October 2026, a gain of roughly 19,000. The area did lose about 40,000 jobs in the spring of 2020, during the pandemic, but it recovered them by the end of 2021. Benton’s campaign did not respond to our request for the source of the figure.",
                    "## Reyes: “We’ve added 40 miles of bike lanes and cut traffic deaths in half.” (Half True)",
                    "City transportation records show Tucson added 43 miles of bike lanes and protected paths since 2020, so the first part holds up. The second does not. Traffic deaths fell from 102 in 2022, a record year, to 71 in 2025, a decline of about 30%. Deaths in the first ten months of 2026 were on pace for a similar total.",
                    "## Benton: “Under her plan, water rates will go up 30%.” (Misleading)",
                    "Benton appears to be adding together the proposed rate increases and the new charge for the heaviest water users. As we explained in [[water|our guide to the water rate proposal]], the two proposed increases add up to about 12% for a typical household over two years. Only about 4% of households would pay the higher tier.",
                    "## Reyes: “Police response times are the fastest they’ve been in a decade.” (Mostly True)",
                    "For the most urgent calls, the department’s median response time was 5 minutes and 48 seconds in the first half of 2026, the lowest since at least 2016, according to police data. For lower-priority calls, however, response times have grown longer over the same period.",
                    "## What we didn’t check",
                    "Both candidates made claims about the city’s budget reserves that rely on projections we could not independently verify before publication. We will continue to review statements made during the campaign.",
                ],
                "debate-roundup-three-authors",
                section="Elections",
            )
        )
        add(
            story(
                "mailbag",
                "/article/2026/dec/02/mailbag-why-do-you-fact-check-memes/",
                "Mailbag: ‘Why do you fact-check memes nobody believes?’",
                "2026-12-02",
                "2026-12-02T08:00:00-05:00",
                "December 2, 2026",
                ["Angela Torres"],
                [
                    "Every few weeks, I answer questions from readers about how we work. This month’s mail brought complaints about our choice of claims, a question about artificial intelligence and one very kind note about a fact-check from 2019. Letters have been edited for length.",
                    "## “Nobody believes this stuff”",
                    "“Why waste your time on silly memes? Nobody actually believes a parade was canceled because of ‘offensive’ floats.” — a reader in Mesa, Arizona",
                    "We wish that were true. The image you mention was shared more than 60,000 times in two days, and many of the comments under it treated it as real news. We don’t choose claims based on how believable they seem to us, but on how widely they are spreading and how likely they are to mislead. A claim that looks absurd to one reader can look plausible to another who sees it without context.",
                    "## “Do you use AI to write fact-checks?”",
                    "“I keep reading that newsrooms are using chatbots. Is VerityMeter?” — a reader in Eugene, Oregon",
                    "No. Every fact-check is researched and written by a reporter and reviewed by at least three editors. We do use software to help us find claims, transcribe videos and detect manipulated audio, as in our recent fact-check of a doctored video of the Oregon governor. But no software decides a rating.",
                    "## “You were too easy on my senator”",
                    "“A Mostly True for a claim that was only partly right? You’re going soft.” — a reader in Tucson, Arizona",
                    "Our definition of Mostly True is a statement that is accurate but needs clarification or additional information. When a speaker cites a reliable source correctly, but other measures would give a somewhat different answer, that is usually where we land. You can read more about how we decide on ratings in our principles.",
                    "## A thank-you",
                    "Finally, a reader in Dayton, Ohio, wrote to say that a 2019 fact-check about a fake charity helped her persuade her father not to send money to a scam. Thank you for telling us. Notes like yours are why we do this work.",
                    "Have a question? Email mailbag@veritymeter.test.",
                ],
                "editor-mailbag-jsonld-org-author",
                section="Media",
                org_author=True,
            )
        )
        add(
            story(
                "parade",
                "/factchecks/2026/dec/01/viral-image/no-phoenix-holiday-parade-wasnt-canceled-over-floats/",
                "No, Phoenix’s holiday parade wasn’t canceled over ‘offensive’ floats",
                "2026-12-01",
                "2026-12-01",
                "December 1, 2026",
                ["Priya Raman"],
                [
                    "An image styled like a local TV news graphic claims that Phoenix canceled its annual holiday parade because some floats were deemed “offensive.”",
                    "“BREAKING: Phoenix cancels 2026 holiday parade after complaints about ‘offensive’ Christmas floats,” reads the image, which has been shared widely on Facebook and X since Nov. 29.",
                    "The parade was not canceled. It took place as scheduled on Saturday, Nov. 28, along Central Avenue, with 94 floats and marching bands and an estimated crowd of 150,000, according to the nonprofit that organizes it. Video of the event was broadcast live by two local stations.",
                    "The TV station whose logo appears in the image told us it never published such a report, and we found no news coverage of any cancellation. A spokesperson for the organizing nonprofit, Teresa Vidal, said the group had received “a flood of confused calls” after the image spread.",
                    "We rate this claim Flat-Out Fiction.",
                ],
                "short-factcheck-flat-out-fiction",
                section="Viral image",
                claim="Phoenix canceled its 2026 holiday parade after complaints about “offensive” floats.",
                claimant="Viral image",
                claimant_slug="viral-image",
                claim_desc="stated on November 29, 2026 in a social media post:",
                claim_date="2026-11-29",
                rating="Flat-Out Fiction",
                short=["The parade took place as scheduled on Nov. 28."],
                sources=[
                    "Facebook post, Nov. 29, 2026",
                    "Phone interview, Teresa Vidal, spokesperson for the parade organizers, Nov. 30, 2026",
                ],
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="c-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("latest", "Latest fact-checks"),
                ("ratings", "VerityMeter ratings"),
                ("method", "How we fact-check"),
                ("member", "Donate"),
            )
        )
        heads = [
            f"<title>VerityMeter | {esc(doc.title)}</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="VerityMeter - {esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="VerityMeter">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@veritymeter">',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article">')
            if "rating" in doc.extra:
                x = doc.extra
                ld = {
                    "@context": "https://schema.org",
                    "@type": "ClaimReview",
                    "datePublished": doc.iso,
                    "url": self.url(doc.key),
                    "author": {"@type": "Organization", "name": "VerityMeter", "url": f"{self.origin}/"},
                    "claimReviewed": x["claim"].strip("“”"),
                    "reviewRating": {
                        "@type": "Rating",
                        "ratingValue": 6 - RATINGS.index(x["rating"]),
                        "bestRating": 6,
                        "worstRating": 1,
                        "alternateName": x["rating"],
                        "image": f"{self.origin}/img/meter/{x['rating'].lower().replace(' ', '-')}.png",
                    },
                    "itemReviewed": {
                        "@type": "Claim",
                        "author": {
                            "@type": "Person"
                            if x["claimant"] in ("Gregory Haines", "Ruth Calloway")
                            else "Organization",
                            "name": x["claimant"],
                        },
                        "datePublished": x["claim_date"],
                        "name": x["claim"].strip("“”"),
                    },
                    "headline": doc.title,
                }
            else:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": [{"@type": "Organization", "name": "VerityMeter"}]
                    if doc.extra.get("org_author")
                    else [{"@type": "Person", "name": a} for a in doc.authors],
                    "publisher": {
                        "@type": "Organization",
                        "name": "VerityMeter",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/img/logo.png"},
                    },
                }
            heads.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            heads.append('<meta property="og:type" content="website">')
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(heads)}
<link rel="stylesheet" href="/static/css/main.b71c2e.css">
<style>/*PAD*/</style>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});}})(window,document,'script','dataLayer','GTM-VRM0000');</script>
</head>
<body>
<div class="c-banner c-banner--cookies" role="region" aria-label="Cookie notice">We use cookies to understand how you use our site and to improve your experience. By continuing, you accept our use of cookies. <a href="/privacy/">Privacy policy</a> <button class="c-button">OK</button></div>
<header class="o-platform__header">
<div class="c-logo">{self.a("home", "VerityMeter", "nav", attrs='class="c-logo__link"')}</div>
<nav class="c-nav"><ul class="c-nav__list">{nav}</ul>
<form class="c-search" action="/search/"><input type="search" name="q" placeholder="Search fact-checks"></form></nav>
</header>
<main class="o-platform__content">
{main}
</main>
<section class="o-newsletter"><h3>The VerityMeter Brief</h3><p>Get our fact-checks in your inbox every Friday.</p><form action="https://newsletters.veritymeter.test/subscribe"><input type="email" name="email"><button>Sign up</button></form></section>
<footer class="o-platform__footer">
<ul class="c-footer__links"><li>{self.a("about", "Who pays for VerityMeter?", "footer")}</li><li>{self.a("method", "Our principles", "footer")}</li><li>{self.a("member", "Become a member", "footer")}</li><li>{self.a("search", "Search", "footer")}</li><li><a href="/corrections/">Corrections</a></li><li><a href="/privacy/">Privacy</a></li><li><a href="mailto:tips@veritymeter.test">Send us a tip</a></li></ul>
<p class="c-footer__signatory">VerityMeter is a signatory of the International Fact-Checking Network’s code of principles.</p>
<p class="c-footer__copy">© 2026 VerityMeter, a project of the Harlow Center for Media. All rights reserved.</p>
<div class="c-social"><a href="https://www.facebook.com/veritymeter">Facebook</a> <a href="https://x.com/veritymeter">X</a> <a href="https://www.instagram.com/veritymeter/">Instagram</a> <a href="https://www.threads.net/@veritymeter">Threads</a></div>
</footer>
<script src="/static/js/main.b71c2e.js" defer></script>
</body>
</html>"""

    def authors_html(self, doc: Doc) -> str:
        out = []
        for a in doc.authors:
            who = (
                self.a("author", a, "byline", attrs='class="m-author__name"')
                if a == "Dana Whitfield"
                else f'<a class="m-author__name" href="/staff/{STAFF[a]}/">{esc(a)}</a>'
            )
            out.append(
                f'<div class="m-author"><div class="m-author__avatar"><img src="/img/staff/{STAFF[a]}.jpg" alt=""></div><div class="m-author__content">By {who}<span class="m-author__date">{doc.stamp}</span></div></div>'
            )
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        url = esc(self.url(doc.key))
        share = f'<div class="m-share"><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Share</a> <a href="https://x.com/intent/tweet?url={url}">Post</a> <a href="mailto:?body={url}">Email</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<article class="o-listicle__item"><div class="m-teaser">{self.a(k, self.docs[k].title, "related")}</div></article>'
            for k in rel
        )
        statement = ""
        short = ""
        sources = ""
        if "rating" in x:
            who = f'<a class="m-statement__name" href="/personalities/{x["claimant_slug"]}/">{esc(x["claimant"])}</a>'
            statement = f"""<div class="m-statement m-statement--is-xlarge">
<div class="m-statement__author"><div class="m-statement__avatar"><img src="/img/personalities/{x["claimant_slug"]}.jpg" alt="{esc(x["claimant"])}"></div>
<div class="m-statement__meta">{who}<div class="m-statement__desc">{esc(x["claim_desc"])}</div></div></div>
<div class="m-statement__content"><div class="m-statement__quote">{esc(x["claim"])}</div>
<div class="m-statement__body"><div class="m-statement__meter"><div class="c-image"><img src="/img/meter/{x["rating"].lower().replace(" ", "-")}.png" alt="{esc(x["rating"].lower())}" class="c-image__original"></div><span class="m-statement__rating">VerityMeter rating: {esc(x["rating"])}</span></div></div></div>
</div>"""
            short = (
                '<div class="short-on-time"><h4>If Your Time is short</h4><ul>'
                + "".join(f"<li>{esc(s)}</li>" for s in x["short"])
                + '</ul><p><a href="#sources">See the sources for this fact-check</a></p></div>'
            )
            sources = (
                '<section id="sources" class="m-superbox"><header class="m-superbox__header"><h3 class="m-superbox__title">Our Sources</h3></header><div class="m-superbox__content"><article class="m-textblock">'
                + "".join(f"<p>{esc(s)}</p>" for s in x["sources"])
                + "</article></div></section>"
            )
        tags = f'<ul class="m-list m-list--horizontal"><li class="m-list__item"><a class="c-tag" href="/subjects/{doc.section.lower().replace(" ", "-")}/">{esc(doc.section)}</a></li>'
        if doc.key in ("gas", "video"):
            tags = f'<ul class="m-list m-list--horizontal"><li class="m-list__item">{self.a("tag", "Energy", "content", attrs=CTAG)}</li>'
        if "rating" in x:
            tags += f'<li class="m-list__item"><a class="c-tag" href="/personalities/{x["claimant_slug"]}/">{esc(x["claimant"])}</a></li>'
        tags += "</ul>"
        rating_link = (
            f'<p class="m-rating-link">{self.a("ratings", "Read about our rating scale", "content")} · {self.a("method", "How we fact-check", "content")}</p>'
            if "rating" in x
            else ""
        )
        return f"""<section class="o-stage">
{tags}
{statement}
<h1 class="c-title c-title--subline">{esc(doc.title)}</h1>
{self.authors_html(doc)}
{share}
</section>
<section class="t-row">
<div class="t-row__center">
{short}
<article class="m-textblock">
{self.blocks(doc)}
</article>
{rating_link}
{sources}
</div>
<aside class="t-row__right"><div class="m-callout"><h3>Support nonpartisan fact-checking</h3><p>{self.a("member", "Become a member", "aside")}</p></div><div class="o-listicle"><h3>Recent fact-checks</h3>{related}</div></aside>
</section>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        x = d.extra
        if "rating" in x:
            return f'<article class="o-listicle__item"><div class="m-statement m-statement--is-medium"><div class="m-statement__meta"><span class="m-statement__name">{esc(x["claimant"])}</span><div class="m-statement__desc">{esc(x["claim_desc"])}</div></div><div class="m-statement__quote">{self.a(k, x["claim"], "content")}</div><div class="m-statement__meter"><img src="/img/meter/{x["rating"].lower().replace(" ", "-")}.png" alt="{esc(x["rating"].lower())}"></div><footer class="m-statement__footer">By {esc(" • ".join(d.authors))} • {d.stamp}</footer></div></article>'
        return f'<article class="o-listicle__item"><div class="m-teaser"><h3 class="m-teaser__title">{self.a(k, d.title, "content")}</h3><div class="m-teaser__meta">By {esc(", ".join(d.authors))} • {d.stamp}</div></div></article>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "ratings":
            blocks = []
            for r in RATINGS:
                ks = [k for k in doc.extra["list"] if self.docs[k].extra.get("rating") == r]
                items = (
                    "".join(self.teaser(k) for k in ks)
                    or '<p class="m-empty">No recent fact-checks with this rating.</p>'
                )
                blocks.append(
                    f'<section class="o-rating"><h2 class="c-title">{esc(r)}</h2><img src="/img/meter/{r.lower().replace(" ", "-")}.png" alt="{esc(r.lower())}"><a href="/factchecks/list/?ruling={r.lower().replace(" ", "-")}">See all {esc(r)} rulings</a>{items}</section>'
                )
            return f'<section class="o-pick"><h1 class="c-title">{esc(doc.title)}</h1><p>Each fact-check ends with a rating on our six-point scale. {self.a("method", "Read how we decide", "content")}.</p>{"".join(blocks)}</section>'
        head = f'<h1 class="c-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="m-pageheader__body"><p>{esc(doc.extra["bio"])}</p><a href="mailto:dwhitfield@veritymeter.test">Email</a></div>'
        if doc.kind == "search":
            head += '<p class="m-search__count">1 result in fact-checks</p>'
        items = "".join(self.teaser(k) for k in doc.extra["list"])
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="c-button-group">{self.a(doc.extra["more"], "Next »", "pagination", attrs=HOLLOW)}</nav>'
        if doc.key == "latest2":
            pag = f'<nav class="c-button-group">{self.a("latest", "« Previous", "pagination", attrs=HOLLOW)} <a class="c-button c-button--hollow" href="/factchecks/list/?page=3">Next »</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="o-pick"><h2>Explore</h2><p>{self.a("latest", "All fact-checks", "content")} · {self.a("ratings", "Ratings", "content")} · {self.a("tag", "Energy", "content")} · {self.a("author", "Dana Whitfield", "content")}</p></section>'
        return f'<section class="o-listing">{head}<div class="o-listicle">{items}</div>{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        stamp = f'<p class="m-author__date">{esc(doc.extra["stamp"])}</p>' if doc.extra.get("stamp") else ""
        return f'<section class="o-stage"><h1 class="c-title">{esc(doc.title)}</h1>{stamp}</section><section class="t-row"><div class="t-row__center"><article class="m-textblock">\n{self.blocks(doc)}\n</article></div></section>'
