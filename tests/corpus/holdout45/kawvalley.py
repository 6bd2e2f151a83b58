# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Kaw Valley Herald: a Lawrence, Kansas daily on a **BLOX/TownNews-like CMS** (`/news/<section>/article_<uuid>.html`,
`tnt-headline`, `tnt-byline`, `asset-body`, `subscriber-preview`, `/users/profile/<user>/`, keyword search URLs for
tags, `/site/<page>.html` service pages), English, UTF-8, Central time. It republishes wire copy next to its own:
AP stories with the agency's capitalised bylines ("By TERRENCE BALDWIN AP Business Writer", "By CARLA MENDEZ and
OWEN PRICE Associated Press") and "(AP) —" datelines, a Reuters story with a "Reporting by …; Editing by …" tail, a
staff story ending "The Associated Press contributed to this report.", an AP story under a local **editor's note**,
and a "News from the AP" hub. Metadata: `NewsArticle` JSON-LD whose `author.name` is the byline as printed (agency
and all), ISO times in -06:00 except the fire brief (**UTC**, 04:15Z = 10:15 p.m. on 3 Dec in Lawrence). A removed
story's URL answers 200 with a "Page not found" page (soft 404)."""

from __future__ import annotations

import hashlib
import json
import re

from common import Base, page, story, text
from sitekit import Doc, css_rules, esc

ARTS = ["commission", "ap_farm", "ap_grocery", "ap_hospitals", "petfood", "reuters_wheat", "fire", "editorial"]
AP_COPYRIGHT = "Copyright 2026 The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed without permission."


def uuid(key: str) -> str:
    h = hashlib.sha1(key.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-11f1-{h[12:16]}-{h[16:28]}"


def art(section: str, key: str) -> str:
    return f"/news/{section}/article_{uuid(key)}.html"


# older stories the fronts link to but the set does not hold (links inside the site, outside the set)
OLDER = [
    ("local", "old1", "Douglas County adds second overnight warming center for winter"),
    ("local", "old2", "Free State High drama students take 'Our Town' on the road"),
    ("local", "old3", "Eudora council approves water rate increase of 4% for 2027"),
    ("national", "ap_old1", "Stocks drift higher as investors wait for jobs report"),
    ("national", "ap_old2", "Winter storm warning issued for parts of Colorado and Nebraska"),
    ("national", "ap_old3", "Supreme Court to hear dispute over river water between two states"),
]


class KawValley(Base):
    origin = "https://www.kawvalleyherald.test"
    name = "The Kaw Valley Herald"
    prefix = "kvh"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kvh",
            [
                ".asset-masthead",
                ".tnt-headline",
                ".asset-body",
                ".tnt-byline",
                ".card-panel",
                "#site-navbar-container",
                "#site-footer",
                ".tncms-region",
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
                "The Kaw Valley Herald",
                "blox-home",
                list=[
                    "commission",
                    "petfood",
                    "fire",
                    "editorial",
                    "ap_hospitals",
                    "ap_farm",
                    "reuters_wheat",
                    "ap_grocery",
                ],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "blox-section",
                list=["commission", "petfood", "fire"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local/?page=2",
                "section",
                "Local News",
                "blox-section-page2",
                list=["editorial"],
                older=["old1", "old2", "old3"],
            )
        )
        add(
            page(
                "aphub",
                "/news/ap/",
                "section",
                "News from the AP",
                "wire-hub-ap",
                list=["ap_hospitals", "ap_farm", "ap_grocery"],
                older=["ap_old1", "ap_old2", "ap_old3"],
            )
        )
        add(
            page(
                "tag",
                "/search/?f=html&t=article&l=25&s=start_time&sd=desc&k%5B%5D=%23citycommission",
                "tag",
                "#citycommission",
                "blox-keyword-search",
                list=["commission", "editorial"],
            )
        )
        add(
            page(
                "author",
                "/users/profile/dwhitfield/",
                "author",
                "Dana Whitfield",
                "blox-user-profile",
                list=["commission"],
                older=["old1", "old3"],
            )
        )
        add(
            page(
                "search",
                "/search/?q=recall&t=article&s=start_time&sd=desc&l=25",
                "search",
                "Search results for “recall”",
                "blox-search",
                list=["petfood"],
                older=["old3"],
            )
        )
        add(
            page(
                "subscribe",
                "/site/subscribe.html",
                "subscribe",
                "Subscribe to The Kaw Valley Herald",
                "blox-subscribe-offers",
                text("""
Local journalism depends on local readers. Your subscription pays for the reporters who cover the Lawrence City Commission, the school board, the courthouse and Douglas County's small towns.
## Digital Access
Unlimited access to kawvalleyherald.test and our apps, plus the e-Edition, a page-by-page replica of the printed paper. $9.99 a month, or $99 a year.
## Print + Digital
Home delivery Wednesday through Sunday, plus everything in Digital Access. $24.50 a month.
## Already a print subscriber?
Activate your digital access at no extra charge with your account number, which is printed on your billing statement.
Questions? Call our customer service team at 785-555-0140, Monday through Friday, 8 a.m. to 5 p.m.
"""),
            )
        )
        add(
            page(
                "soft404",
                art("local", "removed-sidewalk-vote"),
                "error",
                "Page not found",
                "soft-404-status-200",
                text("""
Sorry, we couldn't find the page you were looking for. It may have been moved or removed, or the address may have been typed incorrectly.
Try searching our site, or browse the latest headlines below.
"""),
            )
        )
        add(
            page(
                "contact",
                "/site/contact.html",
                "about",
                "Contact Us",
                "blox-contact-page",
                text("""
The Kaw Valley Herald has been published in Lawrence since 1889. Our newsroom is at 645 New Hampshire St., Lawrence, KS 66044.
## News tips
Email news@kawvalleyherald.test or call the newsroom at 785-555-0133. For corrections, email corrections@kawvalleyherald.test.
## Staff
Editor: Ruth Callahan. Managing editor: Jamal Pierce. Local government reporter: Dana Whitfield. Business reporter: Marcus Lee.
## Wire services
We are members of The Associated Press and subscribe to Reuters. Stories from those services carry their bylines and credits.
## Advertising
For print and digital advertising, call 785-555-0150 or email ads@kawvalleyherald.test.
"""),
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "commission",
                art("local", "commission"),
                "Lawrence commissioners back $14 million plan to rebuild downtown sidewalks",
                "2026-12-02",
                "2026-12-02T06:30:00-06:00",
                "Dec 2, 2026",
                ["Dana Whitfield"],
                text("""
Lawrence city commissioners on Tuesday night gave their support to a $14 million plan to tear out and rebuild the sidewalks along eight blocks of Massachusetts Street, the first major overhaul of downtown's main street in more than 30 years.
The commission voted 4-1 to direct city staff to begin final design work, with construction expected to start in spring 2028 and be finished by the fall of 2030. Commissioner Rachel Oduya cast the dissenting vote, saying the city should not commit to the project before it knows how it will pay for all of it.
The plan would replace the brick-and-concrete sidewalks between Sixth and 11th streets, many of which have buckled over tree roots and aging utility vaults underneath. It would also widen the sidewalk at six intersections, add new lighting and replace about 90 trees, most of them honey locusts planted during a 1990s streetscape project.
"Anybody who has walked downtown with a stroller or a wheelchair knows what we're dealing with," Mayor Tom Halvorsen said before the vote. "We can keep patching it, or we can fix it once."
City engineer Priya Raman told commissioners that crews made more than 140 sidewalk repairs downtown in the past two years. Several of the vaults under the sidewalks, which once served as basement storage for storefronts, have partially collapsed and had to be filled with concrete.
About $8.5 million of the cost would come from the city's infrastructure sales tax, Raman said. The city plans to apply for a federal transportation grant to cover much of the rest, and downtown property owners would pay about $1.2 million through a special assessment spread over 15 years.
That assessment drew objections from several business owners who spoke at Tuesday's meeting. Jenna Whitcomb, who owns a bookstore in the 700 block, said three summers of construction could be hard enough on small shops without an added bill.
"We're not against the project. We just want to survive it," Whitcomb said. She asked the city to consider building one block at a time and to keep at least one side of the street open to foot traffic at all times.
Raman said the current plan calls for work on two blocks at a time, with sidewalks on one side of the street kept open. The city will hire a business liaison to work with shop owners during construction, she said.
Oduya said she supported the goals of the project but worried about committing sales tax money that might be needed for street repairs elsewhere in the city. "Downtown matters, but so do the neighborhoods in east and north Lawrence that have been waiting years for basic repairs," she said.
Commissioners are expected to vote on the special assessment district next spring. A public open house on the design is planned for February at the library.
"""),
                "staff-byline-author-card",
                section="local",
                dek="Work on Massachusetts Street would start in 2028 and take three summers",
                byline_html='By <a href="/users/profile/dwhitfield/">Dana Whitfield</a> Staff Writer',
                card="Dana Whitfield covers Lawrence city government and Douglas County. Reach her at dwhitfield@kawvalleyherald.test or 785-555-0171.",
                tags=True,
                dead_related=True,
                caption="Pedestrians cross Massachusetts Street at Eighth Street on Tuesday. The sidewalk plan would widen six downtown intersections.",
                credit="Jamal Pierce/Herald",
            )
        )
        add(
            story(
                "ap_farm",
                art("national", "ap_farm"),
                "US farm income expected to fall for a third straight year as crop prices sag",
                "2026-12-04",
                "2026-12-04T11:42:00-06:00",
                "Dec 4, 2026",
                ["TERRENCE BALDWIN"],
                text("""
WASHINGTON (AP) — Net farm income in the United States is expected to fall for a third straight year in 2027 as prices for corn, soybeans and wheat stay low and the costs of fertilizer, labor and machinery remain stubbornly high, the Agriculture Department said Friday.
The department projected that net farm income, a broad measure of profitability, will slip to about $118 billion next year, down 6% from its estimate for 2026 and roughly a third below its recent peak. Adjusted for inflation, it would be the lowest level since 2019.
Crop farmers are expected to take the biggest hit. The department forecast that cash receipts for corn will fall 9% and soybeans 7%, after large harvests in the U.S. and South America left bins full and prices near five-year lows. Wheat receipts are expected to drop 4%.
Livestock producers are in better shape. Cattle prices remain near record highs because ranchers have been slow to rebuild herds after years of drought, and the department expects receipts from cattle and calves to rise 5%. Egg prices have eased from last year's highs but are still above their long-term average.
"What you're seeing is a tale of two farm economies," said Laura Kessler, an agricultural economist at the Great Plains Policy Center, a research group in Omaha. "If you run cattle, you're having a pretty good run. If you grow corn and beans on rented ground, you're probably losing money on every acre right now."
Production expenses are forecast to rise about 2% next year, led by interest costs and hired labor. Fertilizer prices have come down from their 2022 spike but remain about 30% higher than they were a decade ago.
Government payments are expected to make up a larger share of farm income than usual. The forecast includes about $14 billion in direct payments next year, much of it from price-loss and disaster aid programs. Without those payments, the department said, net farm income would fall closer to 15%.
Farm lenders have reported a rise in borrowers asking to restructure operating loans, though delinquency rates remain low by historical standards. Farmland values, which climbed sharply earlier in the decade, have flattened in much of the Corn Belt and fallen slightly in parts of Illinois and Indiana.
The department will update its forecast in February.
"""),
                "ap-caps-byline-business-writer",
                section="national",
                byline_html="By TERRENCE BALDWIN AP Business Writer",
                ld_author="TERRENCE BALDWIN AP Business Writer",
                ap=True,
                caption="A combine harvests soybeans near Fremont, Neb., in October. Large harvests have kept crop prices low.",
                credit="AP Photo/Rebecca Stahl, File",
            )
        )
        add(
            story(
                "ap_grocery",
                art("national", "ap_grocery"),
                "A year after a tornado, an Oklahoma town gets its grocery store back",
                "2026-12-03",
                "2026-12-03T14:10:00-06:00",
                "Dec 3, 2026",
                ["CARLA MENDEZ", "OWEN PRICE"],
                text("""
MARLOW, Okla. (AP) — The line started forming before sunrise. By the time the doors of the new Main Street Market opened at 8 a.m. Thursday, more than 200 people stood along the sidewalk in the cold, some holding coffee, a few holding handwritten signs that said simply "Welcome back."
It had been 13 months since a tornado tore through this town of about 4,500 people, flattening the only full-size grocery store within 20 miles along with a church, a feed store and dozens of homes. Since then, residents have driven to Duncan or Chickasha for groceries, or made do with the dollar store and a gas station that added a refrigerated case.
"You don't know what a grocery store means to a town until it's gone," said Betty Lou Harkins, 78, who was third in line. "I've been riding with my neighbor to Duncan every Saturday. She's been a saint, but I'm ready to buy my own bananas."
The store's owner, Ray Castellano, had run the old market for 22 years. After the storm, he said, insurance covered only part of the cost of rebuilding, and construction prices had climbed so much that he considered retiring instead.
What changed his mind, he said, was a group of residents who started a community fund and raised $310,000 in six months, much of it in donations of $50 or less. The state's rural grocery program added a $750,000 grant, and a regional bank made a low-interest loan for the rest.
The new store is smaller than the old one, about 14,000 square feet, but it has a deli, a small pharmacy counter and a community room that local groups can reserve for meetings. It also has a storm shelter built to hold 150 people, something the town did not have before.
"We lost two people in that tornado, and a lot of folks had nowhere to go," Castellano said. "I wasn't going to build anything without a safe room."
Rural grocery stores have been closing across the Great Plains for decades as populations shrink and shoppers drive to big-box stores in larger towns. Researchers who study food access say a disaster can finish off a store that was already struggling.
In Marlow, the store hired 38 people, 30 of whom worked at the old market. Cashier Denise Roberts said she spent the past year commuting 45 minutes each way to a job at a warehouse.
"I cried when Ray called me," she said. "I get to walk to work again."
Associated Press writer Lucy Tran in Oklahoma City contributed to this report.
"""),
                "ap-two-caps-bylines-contributor-line",
                section="national",
                byline_html="By CARLA MENDEZ and OWEN PRICE Associated Press",
                ld_author="CARLA MENDEZ and OWEN PRICE Associated Press",
                ap=True,
                caption="Shoppers wait outside the new Main Street Market in Marlow, Okla., on Thursday.",
                credit="AP Photo/Jon Hardesty",
            )
        )
        add(
            story(
                "ap_hospitals",
                art("national", "ap_hospitals"),
                "Rural hospitals are closing birthing units as staffing costs climb",
                "2026-12-04",
                "2026-12-04T07:05:00-06:00",
                "Dec 4, 2026",
                ["LENA HOFFMAN"],
                text("""
RAW:<div class="tnt-editors-note"><p><em><strong>Editor's note:</strong> Two hospitals in the Herald's coverage area, in Baldwin City and Ottawa, are among those mentioned in this Associated Press report. Herald reporter Dana Whitfield will have more on their plans in Sunday's edition.</em></p></div>
TOPEKA, Kan. (AP) — When the labor and delivery unit at Prairie Bend Regional Hospital closes at the end of the month, expectant mothers in three rural counties will have to drive at least an hour to give birth.
The 25-bed hospital is one of at least 11 in Kansas, Missouri and Nebraska that have stopped delivering babies or announced plans to stop in the past two years, according to a count by The Associated Press. Hospital leaders say they can no longer afford to keep obstetricians, nurses and anesthesia staff on call around the clock for units that may see only a few births a week.
"We did 94 deliveries last year. To staff that safely, you need the same people you would need for 400," said Kevin Marsh, the hospital's chief executive. "Every year we lose more money on it, and every year it gets harder to find the nurses."
Nationally, more than a third of rural counties now have no hospital that offers obstetric care, researchers say, and the number has grown each year for more than a decade. The closures are concentrated in small, independent hospitals that rely heavily on Medicaid, which pays for roughly half of all births in rural areas.
Doctors who work in rural areas warn that longer drives are not just an inconvenience. Women who live far from a birthing unit are more likely to deliver in an emergency room or on the way to the hospital, and less likely to get regular prenatal care.
"When the unit closes, the prenatal clinic usually goes with it," said Dr. Alicia Romero, a family physician who has delivered babies in western Kansas for 19 years. "So now you're asking a young mother with two kids and one car to drive two hours for every checkup."
Some hospitals are trying to keep a smaller version of the service. A hospital in Ottawa, Kansas, plans to keep its prenatal clinic open and partner with a larger hospital in the Kansas City area for deliveries. A hospital in Baldwin City is training emergency room staff to handle unplanned births and has bought a second ambulance.
State lawmakers in Kansas and Missouri have proposed higher Medicaid payments for rural births, but neither bill passed this year. Hospital groups say the payment increases under discussion would not cover the cost of keeping a unit staffed.
Marsh said Prairie Bend would keep the unit's rooms intact in case the finances change. "We're not tearing anything out," he said. "I'd love nothing more than to open it again."
"""),
                "ap-story-local-editors-note",
                section="national",
                byline_html="By LENA HOFFMAN Associated Press",
                ld_author="LENA HOFFMAN Associated Press",
                ap=True,
                caption="A nurse walks through the labor and delivery unit at Prairie Bend Regional Hospital in November.",
                credit="AP Photo/Marcus Ortiz",
            )
        )
        add(
            story(
                "petfood",
                art("local", "petfood"),
                "Lawrence pet food maker recalls 18,000 bags of dog food over salmonella risk",
                "2026-12-04",
                "2026-12-04T13:25:00-06:00",
                "Dec 4, 2026",
                ["Marcus Lee"],
                text("""
Prairie Bowl Pet Foods, a Lawrence company that makes dry dog food sold in 14 states, is recalling about 18,000 bags of its Farmhouse Recipe chicken and rice formula because they may be contaminated with salmonella.
The company announced the voluntary recall Friday after a routine test by a retailer in Missouri found the bacteria in a sample from one production lot. No illnesses in pets or people had been reported as of Friday afternoon, the company said.
The recall covers 5-pound, 15-pound and 30-pound bags with "best by" dates between Aug. 12 and Sept. 3, 2027. The lot numbers, printed on the back of each bag below the date, begin with PB26-10 or PB26-11.
Salmonella can make dogs sick and can also spread to people who handle contaminated food or clean up after an infected pet. Dogs with salmonella may be lethargic and have diarrhea, fever or vomiting, though some show no symptoms.
Customers who bought the recalled food should stop using it and return it to the store for a full refund, the company said. People who develop symptoms after handling the food, including diarrhea, stomach cramps and fever, should contact a doctor.
Prairie Bowl chief executive Hannah Greer said in a statement that the company had stopped production on the affected line and was working with federal regulators to find the source of the contamination.
"Our dogs eat this food too," Greer said. "We are taking this seriously and will not restart the line until we know exactly what happened."
The company, founded in 2011, employs about 160 people at its plant in east Lawrence. Its products are sold mostly through independent pet stores and farm supply chains in the Midwest.
Pet food recalls for salmonella have become more common in recent years as testing has increased. Federal regulators announced at least nine such recalls nationally in 2026.
The Associated Press contributed to this report.
"""),
                "staff-story-ap-contributed",
                section="local",
                byline_html="By Marcus Lee Staff Writer",
                card="Marcus Lee covers business and agriculture for the Herald. Email mlee@kawvalleyherald.test.",
                caption="Bags of Farmhouse Recipe dog food on a store shelf in Lawrence on Friday.",
                credit="Marcus Lee/Herald",
            )
        )
        add(
            story(
                "reuters_wheat",
                art("business", "reuters_wheat"),
                "Wheat futures climb as dry weather threatens Kansas crop",
                "2026-12-04",
                "2026-12-04T10:58:00-06:00",
                "Dec 4, 2026",
                ["Anjali Rao"],
                text("""
CHICAGO, Dec 4 (Reuters) - U.S. wheat futures rose for a third straight session on Friday as persistent dry weather across the southern Plains raised concerns about the condition of the winter wheat crop in Kansas, the country's top producer.
The most-active March hard red winter wheat contract on the Kansas City Board of Trade rose 11-1/4 cents to $5.78-1/2 a bushel by 10:45 a.m. CST (1645 GMT), its highest level in seven weeks. Chicago soft red winter wheat gained 6-3/4 cents to $5.62.
Much of western and central Kansas has received less than a quarter of its normal rainfall since September, according to the latest drought monitor, and forecasts show little relief over the next two weeks.
"The market had been ignoring the dryness because the crop went dormant in decent shape, but we're running out of time for moisture before spring," said Brent Okafor, a grain analyst at Midwest Commodity Advisors in Kansas City.
Only 41% of the Kansas crop was rated in good to excellent condition in the government's last weekly report of the season, down from 52% a year ago.
Traders said funds that had built large short positions in wheat over the autumn were buying back contracts, adding to the rally. Some exporters also reported steady demand for U.S. hard red winter wheat from buyers in Mexico and Southeast Asia.
Gains were limited by ample global supplies. Harvests in Argentina and Australia are running ahead of last year, and Russian export prices fell for a second week.
Corn futures were little changed, while soybeans slipped 2 cents on weak export demand.
"""),
                "reuters-dateline-credits-tail",
                section="business",
                byline_html="By Anjali Rao Reuters",
                ld_author="Anjali Rao",
                reuters="Reporting by Anjali Rao in Chicago; Additional reporting by Tomás Ferreira in Buenos Aires; Editing by Paul Whitcomb",
                caption="Winter wheat emerges from dry soil near Hays, Kan., in November.",
                credit="REUTERS/Nick Oberle",
            )
        )
        add(
            story(
                "fire",
                art("local", "fire"),
                "Man hurt in late-night fire at east Lawrence duplex",
                "2026-12-03",
                "2026-12-04T04:15:00Z",
                "Dec 3, 2026",
                [],
                text("""
A man was taken to a Kansas City-area burn center with serious injuries after a fire broke out Thursday night at a duplex in the 1200 block of East 13th Street, Lawrence-Douglas County Fire Medical said.
Crews were called at about 9:25 p.m. and found heavy smoke coming from one unit, a department spokesperson said. Firefighters pulled the man from a back bedroom. A woman and a child who lived in the other unit got out on their own.
The cause of the fire is under investigation. The Red Cross is helping the displaced residents.
"""),
                "staff-report-brief-utc",
                section="local",
                byline_html="Herald staff report",
                ld_author="Herald staff report",
                utc=True,
            )
        )
        add(
            story(
                "editorial",
                art("opinion/editorial", "editorial"),
                "Editorial: Fix downtown's sidewalks, but don't make small shops pay twice",
                "2026-12-04",
                "2026-12-04T05:00:00-06:00",
                "Dec 4, 2026",
                [],
                text("""
The sidewalks on Massachusetts Street are a mess, and everyone who walks them knows it. Bricks heave over tree roots, concrete panels tilt toward the curb, and a few of the old storage vaults underneath have given way. City commissioners were right on Tuesday to move ahead with a [[commission|$14 million plan to rebuild eight blocks]] of them.
But the plan has a flaw that the commission should fix before it goes any further: it asks downtown property owners to pay for it twice.
Property owners on Massachusetts Street already pay the same infrastructure sales tax as the rest of us, and because downtown is where much of that tax is collected, its shops contribute more than their share. Under the current plan, they would also pay $1.2 million through a special assessment spread over 15 years. For a small building with two storefronts, that could mean an extra bill of several thousand dollars a year, which landlords will pass on to tenants.
Those tenants are the independent bookstores, restaurants and clothing shops that make downtown worth visiting in the first place. They are also the businesses that will lose the most during three summers of construction, when customers have to navigate detours and barricades to reach their doors.
There is a better way. The city could cover the assessment's share from the federal transportation grant it plans to seek, or phase the project so that the most damaged blocks come first and the remaining work waits for the next round of sales tax revenue. Either would spread the cost across the whole community that uses downtown, not just the people who happen to own it.
Commissioner Rachel Oduya, who voted against the plan, also raised a fair point about priorities. Neighborhoods in east and north Lawrence have waited years for basic street and sidewalk repairs. Downtown deserves attention, but it should not jump to the front of every line.
None of this is a reason to delay. The sidewalks will only get worse, and so will the cost of fixing them. But the commission has until spring, when it votes on the assessment, to get the financing right. It should use that time.
"""),
                "unsigned-editorial-board",
                section="opinion",
                byline_html="The Herald Editorial Board",
                ld_author="The Kaw Valley Herald",
                ld_org=True,
                tags=True,
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        nav_items = [
            self.a("home", "Home", "nav"),
            self.a("local", "Local News", "nav"),
            self.a("aphub", "News from the AP", "nav"),
            '<a href="/news/kansas/">Kansas</a>',
            '<a href="/sports/">Sports</a>',
            '<a href="/opinion/">Opinion</a>',
            '<a href="/obituaries/">Obituaries</a>',
            '<a href="/business/">Business</a>',
            '<a href="/eedition/">e-Edition</a>',
            '<a href="/classifieds/">Classifieds</a>',
            self.a("contact", "Contact Us", "nav"),
        ]
        nav = "".join(f'<li class="nav-item">{x}</li>' for x in nav_items)
        section = {"local": "Local News", "national": "National", "business": "Business", "opinion": "Opinion"}.get(
            doc.section, ""
        )
        title = (
            f"{doc.title} | {section} | kawvalleyherald.test"
            if doc.is_article
            else f"{doc.title} | kawvalleyherald.test"
        )
        if doc.key == "home":
            title = "The Kaw Valley Herald | Lawrence, Kansas news, sports and obituaries"
        metas = [f"<title>{esc(title)}</title>", f'<link rel="canonical" href="{esc(self.url(doc.key))}">']
        if doc.is_article:
            author_meta = doc.extra.get("ld_author", "")
            metas += [
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                f'<meta name="author" content="{esc(re.sub(r"<[^>]+>", "", doc.extra["byline_html"]))}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:section" content="{esc(section)}">',
                '<meta name="tncms-access-version" content="meter">'
                if not doc.extra.get("ap")
                else '<meta name="tncms-access-version" content="open">',
            ]
            name = author_meta or ", ".join(doc.authors)
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "url": self.url(doc.key),
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": {"@type": "Organization" if doc.extra.get("ld_org") else "Person", "name": name},
                "publisher": {
                    "@type": "Organization",
                    "name": "The Kaw Valley Herald",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/content/tncms/custom/image/kvh-logo.png"},
                },
                "isAccessibleForFree": bool(doc.extra.get("ap")),
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas.append('<meta property="og:type" content="website">')
            metas.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        tnt = {
            "site": "kawvalleyherald.test",
            "asset_type": "article" if doc.is_article else "section",
            "uuid": uuid(doc.key),
            "section": doc.section or doc.kind,
            "access": "open" if doc.extra.get("ap") else "meter",
        }
        popular = "".join(
            f'<li class="tnt-popular">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("commission", "petfood", "ap_grocery", "fire")
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="stylesheet" href="https://bloximages.newyork1.vip.townnews.test/kawvalleyherald.test/shared-content/art/tncms/templates/libraries/flex/components/bootstrap/resources/styles/bootstrap.min.css">
<link rel="stylesheet" href="/shared-content/art/tncms/templates/libraries/flex/components/template/resources/styles/layout.5f1e0b.css">
<script>var __tnt = {json.dumps(tnt)};</script>
<script src="https://www.googletagmanager.test/gtm.js?id=GTM-KVH7X2" async></script>
<style>/*PAD*/</style>
</head>
<body class="{"asset-article" if doc.is_article else "section-" + doc.kind} fixed-nav">
<div id="site-container">
<div id="tncms-region-global-skyline" class="tncms-region"></div>
<header id="site-header" class="hidden-print">
<div id="site-top-nav"><span class="weather-now">Lawrence, KS <strong>41°</strong> Cloudy</span> <span class="date-today">Friday, December 4, 2026</span></div>
<div id="site-logo">{self.a("home", "The Kaw Valley Herald", "nav")}</div>
<div class="user-controls">{self.a("subscribe", "Subscribe", "nav", 'class="btn btn-primary"')} <a href="/users/login/?referer_url=%2F" class="btn btn-link">Log In</a> <a href="/users/signup/?referer_url=%2F" class="btn btn-link">Sign Up</a></div>
<div id="site-navbar-container"><ul class="nav navbar-nav">{nav}</ul>
<form action="/search/" method="get" class="site-search-form"><input type="text" name="q" class="form-control" placeholder="Search"><input type="hidden" name="t" value="article"><button type="submit">Search</button></form></div>
</header>
<div class="breaking-news-bar"><span class="label">Weather alert</span> <a href="/news/local/weather/">Wind advisory for Douglas County until 6 p.m. Saturday</a></div>
<div id="main-page-container" class="container"><div class="row">
<section id="main-body-container" class="col-md-8">
{main}
</section>
<aside class="col-md-4 hidden-print">
<div class="card-panel"><h3 class="block-title">Most Popular</h3><ol class="tnt-popular-list">{popular}</ol></div>
<div class="card-panel newsletter-signup"><h3 class="block-title">Morning Headlines</h3><p>Get the day's top local stories in your inbox every weekday at 6 a.m.</p><form action="/newsletters/" method="post"><input type="email" name="email" placeholder="Email address"><button type="submit">Sign up</button></form></div>
<div id="tncms-region-rail-ad" class="tncms-region"><div class="tnt-ads" data-slot="rail-1"></div></div>
</aside>
</div></div>
<footer id="site-footer" class="hidden-print">
<div class="footer-links"><ul><li>{self.a("contact", "Contact Us", "footer")}</li><li>{self.a("subscribe", "Subscribe", "footer")}</li><li><a href="/eedition/">e-Edition</a></li><li><a href="/site/privacy.html">Privacy Policy</a></li><li><a href="/site/terms.html">Terms of Use</a></li><li><a href="/site/forms/">Submission Forms</a></li><li><a href="/rss/">RSS</a></li></ul></div>
<p class="copyright">© Copyright 2026 The Kaw Valley Herald, 645 New Hampshire St. Lawrence, KS | <a href="/site/terms.html">Terms of Use</a> | <a href="/site/privacy.html">Privacy Policy</a></p>
<p class="powered">Powered by BLOX Content Management System from TownNews.</p>
</footer>
<div id="tncms-gdpr" class="cookie-notice">This site uses cookies to improve your experience and to show relevant advertising. By continuing to use the site, you agree to our <a href="/site/privacy.html">privacy policy</a>. <button>OK</button></div>
</div>
<script src="/shared-content/art/tncms/templates/libraries/flex/components/template/resources/scripts/tnt.min.4a9c2e.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        section_link = {
            "local": self.a("local", "Local News", "content"),
            "national": self.a("aphub", "News from the AP", "content"),
            "business": '<a href="/business/">Business</a>',
            "opinion": '<a href="/opinion/">Opinion</a>',
        }[doc.section]
        dek = f'<h2 class="subhead"><span class="tnt-subheadline">{esc(doc.dek)}</span></h2>' if doc.dek else ""
        byline = doc.extra["byline_html"]
        if doc.authors and doc.authors[0] == "Dana Whitfield":
            byline = f"By {self.a('author', 'Dana Whitfield', 'byline')} Staff Writer"
        elif "<" not in byline:
            byline = esc(byline)
        datetime_attr = doc.iso
        photo = ""
        if doc.extra.get("caption"):
            photo = (
                f'<div class="asset-photo"><figure class="photo layout-horizontal"><div class="image"><img src="https://bloximages.newyork1.vip.townnews.test/kawvalleyherald.test/content/tncms/assets/v3/editorial/{uuid(doc.key + "img")[:8]}.image.jpg?resize=750%2C500" alt="" class="img-responsive"></div>'
                f'<figcaption class="caption"><div class="caption-text"><p>{esc(doc.extra["caption"])}</p></div><div class="photo-credit">{esc(doc.extra["credit"])}</div></figcaption></figure></div>'
            )
        parts = []
        for i, html in enumerate(self.blocks(doc).split("\n")):
            parts.append(html)
            if i == 2:
                parts.append(
                    '<div id="tncms-region-article_instory_top" class="tncms-region"><div class="tnt-ads" data-slot="instory-1"></div></div>'
                )
        body = "\n".join(parts)
        access = (
            ""
            if doc.extra.get("ap")
            else '<div class="subscriber-only-notice hidden">You have reached your limit of free articles. <a href="/site/subscribe.html">Subscribe</a> for unlimited access.</div>'
        )
        after = ""
        if doc.extra.get("ap"):
            after += f'<div class="asset-copyright"><p>{esc(AP_COPYRIGHT)}</p></div>'
        if doc.extra.get("reuters"):
            after += f'<p class="wire-credits"><em>{esc(doc.extra["reuters"])}</em></p>'
        tags = ""
        if doc.extra.get("tags"):
            label = 'class="label label-default"'
            tags = f'<div class="asset-tags"><h4>Tags</h4><ul class="list-inline"><li>{self.a("tag", "#citycommission", "content", label)}</li><li><a href="/search/?k%5B%5D=%23downtown" class="label label-default">#downtown</a></li></ul></div>'
        card = ""
        if doc.extra.get("card"):
            name = doc.authors[0]
            link = self.a("author", name, "byline") if name == "Dana Whitfield" else esc(name)
            card = f'<div class="card author-card"><div class="card-body"><h5 class="card-title">{link}</h5><p class="card-subtitle">Staff Writer</p><p class="card-text">{esc(doc.extra["card"])}</p></div></div>'
        related_keys = [k for k in ARTS if k != doc.key][:4]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related_keys)
        if doc.extra.get("dead_related"):
            related += f"<li>{self.a('soft404', 'Commissioners delay vote on downtown sidewalk plan', 'related')}</li>"
        share_url = esc(self.url(doc.key))
        return f"""<article class="asset-article" itemscope itemtype="http://schema.org/NewsArticle">
<header class="asset-header asset-masthead">
<div class="meta"><span class="kicker">{section_link}</span></div>
<h1 class="headline"><span class="tnt-headline" itemprop="headline">{esc(doc.title)}</span></h1>
{dek}
<div class="meta"><ul class="list-inline"><li><span class="tnt-byline">{byline}</span></li><li><time datetime="{datetime_attr}" class="tnt-date asset-date text-muted">{doc.stamp}</time></li><li class="text-muted"><span class="asset-date"><i class="fa fa-clock-o"></i> Updated 3 hrs ago</span></li></ul></div>
<div class="share-container"><a href="https://www.facebook.com/sharer.php?u={share_url}" class="tnt-share-facebook">Facebook</a> <a href="https://twitter.com/intent/tweet?url={share_url}" class="tnt-share-twitter">Twitter</a> <a href="https://api.whatsapp.com/send?text={share_url}">WhatsApp</a> <a href="sms:?&amp;body={share_url}">SMS</a> <a href="mailto:?subject={esc(doc.title)}&amp;body={share_url}">Email</a> <a href="#" class="tnt-print">Print</a> <a href="#" class="tnt-copy">Copy article link</a> <a href="#" class="tnt-save">Save</a></div>
</header>
{photo}
<div class="asset-content subscriber-premium">
<div id="article-body" class="asset-body" itemprop="articleBody">
{body}
</div>
{access}
</div>
{after}
{tags}
{card}
<div id="asset-related-items" class="asset-related"><h4 class="block-title">More from this section</h4><ul>{related}</ul></div>
<div id="comments" class="asset-comments"><h4>Comments</h4><div class="comment-policy">Welcome to the discussion. Keep it clean: please avoid obscene, vulgar, racist or sexually oriented language. Don't threaten. Be truthful. Be nice. Be proactive: use the "Report" link on each comment to let us know of abusive posts. Share with us: we'd love to hear eyewitness accounts and the history behind an article.</div><div id="tncms-comments-container" data-asset="{uuid(doc.key)}"></div></div>
</article>"""

    def list_item(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        by = re.sub(r"<[^>]+>", "", d.extra.get("byline_html", ""))
        link = self.a(key, d.title, zone, 'class="tnt-asset-link"')
        return (
            f'<article class="card summary tnt-asset-type-article"><div class="card-container"><div class="card-body">'
            f'<h3 class="tnt-headline">{link}</h3>'
            f'<ul class="list-inline card-byline"><li>{esc(by)}</li><li><time datetime="{d.iso}">{d.stamp}</time></li></ul>'
            f'<div class="card-lead"><p class="tnt-summary">{esc(self.lede(d))}</p></div></div></div></article>'
        )

    def older_item(self, key: str) -> str:
        sec, _, title = next(o for o in OLDER if o[1] == key)
        return f'<article class="card summary"><div class="card-body"><h3 class="tnt-headline"><a href="{art(sec, key)}" class="tnt-asset-link">{esc(title)}</a></h3><ul class="list-inline card-byline"><li><time>Nov 28, 2026</time></li></ul></div></article>'

    def listing_main(self, doc: Doc) -> str:
        items = [self.list_item(k) for k in doc.extra["list"]]
        items += [self.older_item(k) for k in doc.extra.get("older", [])]
        head = f'<h1 class="block-title section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = (
                '<div class="user-profile"><h1 class="block-title">Dana Whitfield</h1><p class="user-title">Staff Writer</p>'
                "<p>Dana Whitfield covers Lawrence city government and Douglas County. She joined the Herald in 2019 after four years at a daily paper in Salina.</p>"
                '<p><a href="mailto:dwhitfield@kawvalleyherald.test">Email</a> · <a href="https://twitter.com/dwhitfield_kvh">@dwhitfield_kvh</a></p></div><h2 class="block-title">Recent stories</h2>'
            )
        elif doc.kind == "search":
            head = '<h1 class="block-title">Search results for “recall”</h1><p class="text-muted">Showing results 1-2 of 2, sorted by newest first</p>'
        elif doc.key == "aphub":
            head = '<h1 class="block-title section-title">News from the AP</h1><p class="section-description">National and world news from The Associated Press, updated throughout the day.</p>'
        elif doc.key == "home":
            lead = self.docs["commission"]
            head = (
                f'<div class="lead-story"><h2 class="tnt-headline lead">{self.a("commission", lead.title, "content")}</h2><p>{esc(self.lede(lead))}</p></div>'
                '<h2 class="block-title">Latest</h2>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = (
                f'<ul class="pager"><li class="next">{self.a(doc.extra["more"], "Next page", "pagination")}</li></ul>'
            )
        elif doc.key == "local2":
            pager = f'<ul class="pager"><li class="previous">{self.a("local", "Previous page", "pagination")}</li></ul>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<div class="block-ap"><h2 class="block-title">{self.a("aphub", "News from the AP", "content")}</h2></div>'
                f'<div class="block-links">{self.a("tag", "#citycommission", "content")} · {self.a("search", "Recalls", "content")} · {self.a("author", "Dana Whitfield", "content")}</div>'
            )
        return f'<div class="section-front">{head}<div class="tnt-list">{"".join(items)}</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            popular = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("commission", "petfood", "ap_farm", "editorial")
            )
            return f"""<div class="error-page"><h1 class="block-title">{esc(doc.title)}</h1>
{self.blocks(doc)}
<form action="/search/" method="get"><input type="text" name="q" placeholder="Search"><button type="submit">Search</button></form>
<h2 class="block-title">Latest headlines</h2><ul>{popular}</ul></div>"""
        return f'<div class="static-page"><h1 class="block-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
