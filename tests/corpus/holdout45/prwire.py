# ruff: noqa: E501 (page texts and markup are long literal lines)
"""PR Wireline: a PR Newswire-like press release distributor (`/news-releases/<slug>-30261xxxx.html`, a release list
with `?page=2&pagesize=25`, an industry list, a company newsroom `/news/<company>/`, `/search/news/?keyword=`),
English, UTF-8 (header `text/html;charset=UTF-8`), Eastern time. Releases open with a dateline "AUSTIN, Texas, Dec.
4, 2026 /PRWireline/ --" wrapped in `xn-location` / `xn-chron` spans, carry "News provided by <company>" and "Dec 04,
2026, 08:00 ET", and end with "About <Company>" boilerplate, media contacts and "SOURCE <Company>" inside the same
`release-body` (none of which is body); one has a "Forward-Looking Statements" block and one a "Photo - https://…"
line (not body either). Metadata: `NewsArticle` JSON-LD with the company as an `Organization` author and times in
-05:00; the Tidewell release's is **UTC** (01:30Z = 8:30 p.m. ET on 3 Dec); the Northline release has **none**.
Releases are labelled articles with no authors (a company speaks; the media contact is not an author)."""

from __future__ import annotations

import json

from common import Base, page, story, text
from sitekit import Doc, css_rules, esc

ARTS = ["solar", "earnings", "appoint", "survey", "launch", "merger", "grants", "event"]

OLDER = [
    (
        "/news-releases/quarry-ridge-bancorp-declares-quarterly-dividend-302611874.html",
        "Quarry Ridge Bancorp Declares Quarterly Dividend",
        "Dec 01, 2026, 16:30 ET",
    ),
    (
        "/news-releases/lumen-pet-health-opens-third-veterinary-hospital-in-phoenix-302611652.html",
        "Lumen Pet Health Opens Third Veterinary Hospital in Phoenix",
        "Nov 30, 2026, 09:00 ET",
    ),
    (
        "/news-releases/copperline-software-named-a-leader-in-field-service-report-302611430.html",
        "Copperline Software Named a Leader in Field Service Management Report",
        "Nov 30, 2026, 08:30 ET",
    ),
    (
        "/news-releases/brightwater-energy-closes-financing-for-red-fork-wind-302598112.html",
        "Brightwater Energy Closes Financing for 180-MW Red Fork Wind Project",
        "Oct 14, 2026, 08:00 ET",
    ),
    (
        "/news-releases/brightwater-energy-appoints-chief-financial-officer-302571906.html",
        "Brightwater Energy Appoints Marcus Hale Chief Financial Officer",
        "Aug 27, 2026, 09:00 ET",
    ),
    (
        "/news-releases/sunfield-organics-expands-oat-milk-line-302611209.html",
        "Sunfield Organics Expands Oat Milk Line to 4,000 Stores",
        "Nov 27, 2026, 10:00 ET",
    ),
]


ALSO = {
    "Brightwater Energy": [3, 4],
    "Halvorsen Foods": [
        (
            "halvorsen-foods-declares-quarterly-dividend-302598730",
            "Halvorsen Foods Declares Quarterly Dividend",
            "Oct 16, 2026, 16:15 ET",
        ),
        (
            "halvorsen-foods-to-present-at-consumer-conference-302604411",
            "Halvorsen Foods to Present at the Great Lakes Consumer Conference",
            "Nov 05, 2026, 08:00 ET",
        ),
    ],
    "Tidewell Health": [
        (
            "tidewell-health-opens-rural-clinic-in-wadesboro-302601176",
            "Tidewell Health Opens Rural Clinic in Wadesboro",
            "Oct 22, 2026, 10:00 ET",
        )
    ],
    "Ledgerly": [
        (
            "ledgerly-launches-instant-payouts-for-small-businesses-302588420",
            "Ledgerly Launches Instant Payouts for Small Businesses",
            "Sep 17, 2026, 09:00 ET",
        ),
        (
            "ledgerly-survey-small-business-hiring-slows-302566002",
            "Ledgerly Survey: Small Business Hiring Slows for Second Quarter",
            "Jul 23, 2026, 09:00 ET",
        ),
    ],
    "Kestrel Audio": [
        (
            "kestrel-audio-opens-flagship-listening-room-in-portland-302574390",
            "Kestrel Audio Opens Flagship Listening Room in Portland",
            "Aug 12, 2026, 12:00 ET",
        )
    ],
    "Northline Logistics": [
        (
            "northline-logistics-reports-third-quarter-2026-results-302599817",
            "Northline Logistics Reports Third Quarter 2026 Results",
            "Oct 28, 2026, 16:05 ET",
        )
    ],
    "Harbor Literacy Alliance": [
        (
            "harbor-literacy-alliance-names-new-board-chair-302581265",
            "Harbor Literacy Alliance Names New Board Chair",
            "Sep 02, 2026, 10:00 ET",
        )
    ],
    "Midwest AgTech Summit": [
        (
            "midwest-agtech-summit-opens-call-for-speakers-302590021",
            "Midwest AgTech Summit Opens Call for Speakers",
            "Sep 24, 2026, 10:00 ET",
        )
    ],
}

INDUSTRIES = [
    "Automotive & Transportation", "Business Technology", "Consumer Technology", "Energy & Natural Resources", "Environment",
    "Financial Services & Investing", "General Business", "Health", "Heavy Industry & Manufacturing", "Policy & Public Interest",
    "Retail", "Sports", "Travel", "Agriculture", "Education", "Entertainment & Media", "Food & Beverages", "Nonprofits",
    "Real Estate", "Telecommunications",
]  # fmt: skip


def release(
    key: str,
    slug: str,
    title: str,
    date: str,
    iso: str | None,
    stamp: str,
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(key, f"/news-releases/{slug}.html", title, date, iso, stamp, [], lines, shape, **extra)


class PRWire(Base):
    origin = "https://www.prwireline.test"
    name = "PR Wireline"
    prefix = "prw"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "prw",
            [
                ".release-header",
                ".release-body",
                ".news-release-list",
                ".card-list-hr",
                ".company-newsroom",
                ".prw-footer",
                ".social-links",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "PR Wireline",
                "distributor-home",
                list=["grants", "event", "solar", "earnings", "appoint", "survey"],
            )
        )
        add(
            page(
                "list",
                "/news-releases/news-releases-list/",
                "section",
                "News Releases",
                "release-list",
                list=["event", "grants", "solar", "earnings", "appoint", "survey"],
                more="list2",
            )
        )
        add(
            page(
                "list2",
                "/news-releases/news-releases-list/?page=2&pagesize=25",
                "section",
                "News Releases",
                "release-list-page2",
                list=["launch", "merger"],
                older=[0, 1, 2, 5],
            )
        )
        add(
            page(
                "industry",
                "/news-releases/consumer-products-retail-latest-news/",
                "section",
                "Consumer Products & Retail News",
                "industry-list",
                list=["survey", "earnings", "launch"],
                older=[5],
            )
        )
        add(
            page(
                "newsroom",
                "/news/brightwater-energy/",
                "newsroom",
                "Brightwater Energy",
                "company-newsroom-profile",
                list=["solar"],
                older=[3, 4],
            )
        )
        add(
            page(
                "search",
                "/search/news/?keyword=solar",
                "search",
                "Search results for “solar”",
                "release-search",
                list=["solar"],
                older=[3],
            )
        )
        add(
            page(
                "journalists",
                "/journalists/",
                "subscribe",
                "PR Wireline for Journalists",
                "journalist-signup",
                text("""
Get the releases you need, without the ones you don't. Journalists and bloggers can sign up free to receive customized feeds of news releases by industry, subject and location.
## What you get
- Daily or real-time email alerts filtered by the beats you cover
- Access to multimedia assets, including photos, video and logos, cleared for editorial use
- Embargoed releases from participating companies, delivered before public distribution
- A searchable archive of releases going back to 2004
## Who can register
Working journalists, freelancers, bloggers and newsletter writers who publish on a regular basis. We review every application and may ask for links to recent work.
"""),
            )
        )
        add(
            page(
                "terms",
                "/terms-of-use/",
                "policy",
                "Terms of Use",
                "policy-terms",
                text("""
Last updated: June 1, 2026
These Terms of Use govern your access to and use of prwireline.test and related services. By using the site, you agree to these terms.
## Content on this site
News releases on PR Wireline are provided by the issuing organizations, which are solely responsible for their content. PR Wireline does not edit releases for accuracy and makes no representation about the statements they contain.
## Permitted use
You may view, download and republish releases for news and informational purposes, provided that you do not alter their content and you credit the issuing organization.
## Contact
Questions about these terms may be sent to legal@prwireline.test.
"""),
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About PR Wireline",
                "about-page",
                text("""
PR Wireline distributes news releases, photos and video from companies, nonprofits and government agencies to newsrooms, websites and financial terminals across North America.
Founded in 1998 in New York, we deliver about 1,200 releases on a typical business day to more than 4,500 media outlets and 12,000 registered journalists.
## Send a release
Organizations can send a release through our online portal or with help from our editorial desk, which is staffed 24 hours a day. Releases are checked for formatting and disclosure requirements, not for accuracy.
"""),
            )
        )
        self.releases()

    def releases(self) -> None:
        add = self.add
        add(
            release(
                "solar",
                "brightwater-energy-begins-commercial-operation-of-220-megawatt-pecos-mesa-solar-and-storage-project-302612418",
                "Brightwater Energy Begins Commercial Operation of 220-Megawatt Pecos Mesa Solar and Storage Project",
                "2026-12-04",
                "2026-12-04T08:00:00-05:00",
                "Dec 04, 2026, 08:00 ET",
                text("""
AUSTIN, Texas, Dec. 4, 2026 /PRWireline/ -- Brightwater Energy, an independent developer and operator of utility-scale renewable power, today announced that its Pecos Mesa Solar and Storage project in Reeves County, Texas, has entered commercial operation. The 220-megawatt solar facility, paired with a 120-megawatt, four-hour battery system, is the largest project in Brightwater's portfolio to date.
Pecos Mesa will generate enough electricity to power more than 40,000 Texas homes each year. The battery system allows the facility to store energy produced during the day and deliver it to the grid during the evening peak, when demand and prices are highest.
"Pecos Mesa shows what solar and storage can do together on the Texas grid," said Elena Vasquez, Chief Executive Officer of Brightwater Energy. "We're delivering clean power when families need it most, after the sun goes down, and we're doing it on a schedule and budget we're proud of."
Project highlights include:
- 220 MW of single-axis tracking solar panels across approximately 1,900 acres
- 120 MW / 480 MWh of lithium iron phosphate battery storage
- A 15-year power purchase agreement with Lone Prairie Electric Cooperative for 60% of the project's output
- An estimated $18 million in property tax payments to Reeves County and local schools over the life of the project
- Roughly 450 construction jobs at peak and 14 permanent operations positions
Construction began in March 2025. Brightwater worked with Texas-based contractor Mesquite Field Services, which hired more than half of the project's construction workforce from the Permian Basin region.
"This project has brought steady work and new revenue to our county at a time when we needed both," said Reeves County Judge Ray Salcido. "We appreciate Brightwater's commitment to hiring local and to being a good neighbor."
The project was financed through tax equity from a national insurance company and construction debt from a group of lenders led by Southwestern Capital Bank.
Brightwater has an additional 1.4 gigawatts of solar and storage projects under development in Texas, New Mexico and Oklahoma, with three projects expected to begin construction in 2027.
"""),
                "release-dateline-highlights-list",
                company="Brightwater Energy",
                loc="AUSTIN, Texas",
                chron="Dec. 4, 2026",
                subtitle="Project will supply power to more than 40,000 homes and includes 480 megawatt-hours of battery storage",
                about="Brightwater Energy is an Austin-based independent power producer that develops, owns and operates utility-scale solar, wind and battery storage projects across the southern United States. Founded in 2014, the company has more than 1.1 gigawatts of projects in operation. For more information, visit www.brightwaterenergy.test.",
                contact=[
                    "Media Contact:",
                    "Jordan Blake",
                    "Brightwater Energy",
                    "press@brightwaterenergy.test",
                    "512-555-0199",
                ],
                newsroom=True,
            )
        )
        add(
            release(
                "earnings",
                "halvorsen-foods-reports-third-quarter-fiscal-2027-results-302612296",
                "Halvorsen Foods Reports Third Quarter Fiscal 2027 Results",
                "2026-12-04",
                "2026-12-04T07:00:00-05:00",
                "Dec 04, 2026, 07:00 ET",
                text("""
MINNEAPOLIS, Dec. 4, 2026 /PRWireline/ -- Halvorsen Foods, Inc. (NYSE: HVF), a maker of frozen meals, baked goods and snacks, today reported results for its third quarter of fiscal 2027, which ended Oct. 31, 2026.
## Third Quarter Highlights
- Net sales of $1.21 billion, up 3.8% from the prior-year quarter, including organic net sales growth of 2.9%
- Gross margin of 31.4%, an increase of 120 basis points, driven by lower ingredient costs and productivity savings
- Diluted earnings per share of $0.74, compared with $0.61 in the prior-year quarter
- Cash flow from operations of $186 million year to date
"Our teams delivered another solid quarter, with growth in our frozen and snacks businesses and meaningful margin improvement," said Karin Lindqvist, President and Chief Executive Officer. "Consumers continue to look for value, and our investments in our core brands and in pricing discipline are paying off."
Frozen Foods net sales rose 5.2% to $642 million, led by the Northwoods Kitchen line of family-size entrées. Bakery net sales were flat at $318 million, as higher volumes in private-label bread offset lower sales of sweet goods. Snacks net sales increased 4.6% to $250 million.
T: (in millions, except per share data) | Q3 FY2027 | Q3 FY2026 | Change
T: Net sales | $1,210.4 | $1,166.1 | 3.8%
T: Gross profit | $380.1 | $352.2 | 7.9%
T: Operating income | $142.6 | $121.9 | 17.0%
T: Net income | $88.3 | $72.5 | 21.8%
T: Diluted EPS | $0.74 | $0.61 | 21.3%
## Outlook
The company now expects full-year fiscal 2027 organic net sales growth of 2.5% to 3.5%, compared with its previous range of 2% to 3.5%, and diluted earnings per share of $2.78 to $2.86, up from $2.70 to $2.82.
## Conference Call
Halvorsen Foods will host a conference call to discuss these results today at 9:00 a.m. ET. The call will be webcast live on the investor relations section of the company's website, and a replay will be available for 90 days.
"""),
                "earnings-release-table-fls",
                company="Halvorsen Foods, Inc.",
                loc="MINNEAPOLIS",
                chron="Dec. 4, 2026",
                fls="This release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995, including statements about the company's outlook for fiscal 2027. These statements are based on current expectations and are subject to risks and uncertainties that could cause actual results to differ materially, including changes in ingredient and energy costs, consumer demand, competition and the other factors described in the company's most recent annual report. The company undertakes no obligation to update any forward-looking statement.",
                about="Halvorsen Foods, Inc. is one of the leading makers of frozen meals, baked goods and snacks in North America, with brands including Northwoods Kitchen, Prairie Hearth and Crisp Harbor. Headquartered in Minneapolis, the company employs approximately 9,800 people at 17 facilities.",
                contact=[
                    "Investor Contact: Daniel Ostrowski, 612-555-0184, investors@halvorsenfoods.test",
                    "Media Contact: Megan Farrell, 612-555-0127, media@halvorsenfoods.test",
                ],
            )
        )
        add(
            release(
                "appoint",
                "tidewell-health-names-dr-ana-whitaker-chief-medical-officer-302612033",
                "Tidewell Health Names Dr. Ana Whitaker Chief Medical Officer",
                "2026-12-03",
                "2026-12-04T01:30:00Z",
                "Dec 03, 2026, 20:30 ET",
                text("""
CHARLOTTE, N.C., Dec. 3, 2026 /PRWireline/ -- Tidewell Health, a nonprofit health system serving the Carolinas, today announced that Dr. Ana Whitaker has been named Chief Medical Officer, effective Jan. 4, 2027. Whitaker will oversee clinical quality, patient safety and physician practices across the system's nine hospitals and 140 outpatient sites.
Whitaker joins Tidewell from Blue Ridge Medical Partners in Asheville, where she has served as Chief Quality Officer since 2021. During her tenure, Blue Ridge reduced hospital-acquired infections by 38% and cut average emergency department wait times by nearly an hour.
"Ana is a physician first, and she has spent her career making hospitals safer for patients and better places to work for clinicians," said Robert Greene, President and Chief Executive Officer of Tidewell Health. "She is exactly the leader we need as we expand access to care in rural communities."
A board-certified internal medicine physician, Whitaker practiced as a hospitalist for 12 years before moving into leadership roles. She earned her medical degree from the University of Virginia and a master's degree in health care management from Duke University.
"I'm honored to join a health system with such deep roots in the communities it serves," Whitaker said. "I look forward to working with Tidewell's physicians, nurses and staff to keep improving the care we deliver."
Whitaker succeeds Dr. James Porter, who is retiring after 31 years with Tidewell, including the last eight as Chief Medical Officer.
Tidewell has added three hospitals and more than 40 outpatient sites since 2020, most of them in rural counties in the western part of the state. The system is building a new 96-bed hospital in Gastonia scheduled to open in 2028, and last year launched a virtual nursing program that connects bedside nurses in small hospitals with experienced colleagues in Charlotte.
"""),
                "appointment-release-utc-ld",
                company="Tidewell Health",
                loc="CHARLOTTE, N.C.",
                chron="Dec. 3, 2026",
                about="Tidewell Health is a nonprofit health system with nine hospitals, 140 outpatient locations and more than 21,000 employees in North Carolina and South Carolina. For more information, visit tidewellhealth.test.",
                contact=["Media Contact:", "Lauren Mitchell", "704-555-0166", "lauren.mitchell@tidewellhealth.test"],
            )
        )
        add(
            release(
                "survey",
                "ledgerly-survey-61-of-small-retailers-plan-to-raise-prices-in-2027-302611987",
                "Ledgerly Survey: 61% of Small Retailers Plan to Raise Prices in 2027",
                "2026-12-03",
                "2026-12-03T09:00:00-05:00",
                "Dec 03, 2026, 09:00 ET",
                text("""
NEW YORK, Dec. 3, 2026 /PRWireline/ -- Most small retailers in the United States expect to raise prices next year, even as many report that customers are pulling back on spending, according to a new survey from Ledgerly, the accounting and payments platform for small businesses.
The Ledgerly Small Retail Outlook, based on responses from 1,450 owners of independent retail businesses, found that 61% plan to raise prices in 2027, most by between 3% and 6%. Rising rent, insurance and wholesale costs were the most commonly cited reasons.
At the same time, 44% of respondents said their customers were buying fewer items per visit than a year ago, and 37% said foot traffic had declined.
"Small retailers are caught in a squeeze," said Priya Desai, Chief Economist at Ledgerly. "Their costs keep climbing, and they know their customers are stretched. Most of them are choosing small, steady price increases over one big jump, and they're looking hard at every other line of their budget."
Key findings include:
- 61% plan to raise prices in 2027; 8% plan to lower at least some prices
- 52% said commercial rent was their fastest-growing expense, followed by insurance (47%) and wholesale goods (41%)
- 33% plan to reduce store hours, most often on weekday mornings
- 29% expect to hire at least one new employee, down from 38% a year ago
- 71% said online sales now account for at least a tenth of their revenue, up from 58% in 2024
Owners of clothing and gift stores were the most likely to plan price increases, at 68%, while hardware and home goods stores were the least likely, at 49%.
Despite the pressures, most owners remained cautiously optimistic. Fifty-five percent said they expect their revenue to grow in 2027, and only 12% said they were considering closing or selling their business.
## Methodology
The Ledgerly Small Retail Outlook was conducted online from Oct. 6 to Oct. 27, 2026, among 1,450 owners and managers of U.S. retail businesses with fewer than 50 employees. The margin of error is plus or minus 2.6 percentage points.
"""),
                "survey-release-findings-list",
                company="Ledgerly",
                loc="NEW YORK",
                chron="Dec. 3, 2026",
                about="Ledgerly provides accounting, invoicing and payment software to more than 600,000 small businesses in the United States and Canada. The company is based in New York and has offices in Austin and Toronto.",
                contact=["Media Contact:", "Sam Whitaker", "press@ledgerly.test"],
            )
        )
        add(
            release(
                "launch",
                "kestrel-audio-unveils-aria-open-its-first-open-back-wireless-headphones-302611702",
                "Kestrel Audio Unveils Aria Open, Its First Open-Back Wireless Headphones",
                "2026-12-02",
                "2026-12-02T09:00:00-05:00",
                "Dec 02, 2026, 09:00 ET",
                text("""
PORTLAND, Ore., Dec. 2, 2026 /PRWireline/ -- Kestrel Audio, the Oregon-based maker of premium headphones and speakers, today introduced Aria Open, its first open-back wireless headphones. Designed for listening at home and in quiet offices, Aria Open delivers the spacious, natural sound of an open-back design with up to 60 hours of battery life.
Open-back headphones let air and sound pass through the ear cups, which produces a wider soundstage than closed designs but lets more sound in and out. They have long been popular with audiophiles and recording engineers, but until recently have rarely been wireless.
"Our customers kept telling us they loved open-back sound but hated being tethered to a desk," said Mateo Reyes, co-founder and Chief Product Officer of Kestrel Audio. "Aria Open gives them that sound with the freedom to get up and walk around the house."
Aria Open features:
- 50 mm custom drivers with beryllium-coated diaphragms
- Up to 60 hours of playback on a single charge, with 10 minutes of charging adding six hours
- Support for high-resolution wireless codecs and a wired USB-C mode for lossless listening
- Replaceable ear pads and headband cushion made from recycled materials
- A weight of 298 grams
The headphones were tuned over two years with input from a panel of recording engineers and mastering studios in Portland and Los Angeles. Kestrel says the open-back design also reduces the pressure and heat that many listeners feel during long sessions with closed headphones.
"We think of Aria Open as the headphones you put on after dinner and forget you're wearing," Reyes said.
## Pricing and Availability
Aria Open is available for preorder today at kestrelaudio.test for $349 in Slate and Sand colors, and will ship beginning Dec. 15, 2026. It will be available at select specialty audio retailers in January 2027.
"""),
                "product-launch-photo-line",
                company="Kestrel Audio",
                loc="PORTLAND, Ore.",
                chron="Dec. 2, 2026",
                photo="https://mma.prwireline.test/media/2284117/Kestrel_Aria_Open.jpg",
                about="Founded in 2016 in Portland, Oregon, Kestrel Audio designs headphones and speakers for people who care how their music sounds. Its products are sold in more than 30 countries.",
                contact=["Media Contact:", "Harper Lin", "harper@kestrelaudio.test"],
            )
        )
        add(
            release(
                "merger",
                "northline-logistics-to-acquire-great-basin-freight-for-410-million-302611455",
                "Northline Logistics to Acquire Great Basin Freight for $410 Million",
                "2026-12-01",
                None,
                "Dec 01, 2026, 16:05 ET",
                text("""
DENVER, Dec. 1, 2026 /PRWireline/ -- Northline Logistics, Inc. (NASDAQ: NLGX), a provider of truckload, intermodal and warehousing services, today announced that it has entered into a definitive agreement to acquire Great Basin Freight, a privately held regional carrier based in Salt Lake City, for $410 million in cash.
Great Basin Freight operates about 1,100 tractors and 3,400 trailers and serves customers in the Mountain West and Pacific Northwest, with a focus on food, beverage and building products. The company generated revenue of approximately $520 million over the last twelve months.
"Great Basin gives us density in a region where our customers have been asking us to do more," said Claire Donovan, Chairman and Chief Executive Officer of Northline. "They have an outstanding safety record, a loyal driver base and a culture that fits ours. We expect the combination to be accretive to earnings in its first full year."
## Transaction Details
- Northline will pay $410 million in cash, funded with cash on hand and borrowings under its existing credit facility
- The transaction is expected to close in the first quarter of 2027, subject to regulatory approval and customary closing conditions
- Great Basin will continue to operate under its own name, and its president, Wade Christensen, will join Northline's leadership team
- Northline expects annual cost savings of $18 million to $22 million by the end of 2028
Great Basin was founded in 1987 by Christensen's father and has grown from a single truck to one of the largest carriers in the Intermountain West.
"Joining Northline lets us offer our customers a national network while keeping the people and service they know," Christensen said.
Harlow & Finch served as financial advisor to Northline, and Kessler Grant LLP served as legal counsel.
## Conference Call
Northline will discuss the transaction on a conference call on Dec. 2, 2026, at 8:30 a.m. ET.
"""),
                "acquisition-release-no-jsonld",
                company="Northline Logistics, Inc.",
                loc="DENVER",
                chron="Dec. 1, 2026",
                nold=True,
                about="Northline Logistics, Inc. is a transportation and logistics company headquartered in Denver, Colorado, with more than 7,500 employees and a fleet of approximately 5,200 tractors.",
                contact=["Investor Relations:", "Alan Pruitt", "303-555-0112", "ir@northline.test"],
            )
        )
        add(
            release(
                "grants",
                "harbor-literacy-alliance-awards-1-2-million-in-grants-to-40-community-libraries-302612544",
                "Harbor Literacy Alliance Awards $1.2 Million in Grants to 40 Community Libraries",
                "2026-12-04",
                "2026-12-04T10:00:00-05:00",
                "Dec 04, 2026, 10:00 ET",
                text("""
BALTIMORE, Dec. 4, 2026 /PRWireline/ -- The Harbor Literacy Alliance, a national nonprofit that supports reading programs in small and rural communities, today announced $1.2 million in grants to 40 public libraries in 22 states. The grants, ranging from $15,000 to $50,000, will fund early literacy programs, adult reading classes and bookmobile service in communities where the nearest library branch is often miles away.
This year's recipients were chosen from more than 380 applications. Nearly two-thirds serve towns with fewer than 10,000 residents, and 11 serve tribal communities.
"Libraries in small towns do remarkable work with very little money," said Denise Okonkwo, Executive Director of the Harbor Literacy Alliance. "These grants are aimed at the programs that librarians told us would make the biggest difference, whether that's a story time for toddlers or a class that helps an adult read a prescription label."
Among this year's recipients:
- The Alpine County Library in California, which will use its grant to extend bookmobile service to three mountain communities during winter months
- The Chinle Chapter Library in Arizona, which will expand a bilingual Navajo and English story hour
- The Fayette County Public Library in West Virginia, which will launch evening reading classes for adults at two branches
- The Sioux Center Public Library in Iowa, which will start a reading program for the children of farmworkers
Grant recipients will also join a yearlong peer network, in which librarians share program ideas and meet virtually each month with literacy specialists from the Alliance.
"A $30,000 grant might not sound like much in a big city," said Marcy Dillard, director of a county library in eastern Kentucky that received funding last year. "For us, it meant a second bookmobile day every week and a reading class that now has a waiting list."
The Alliance has awarded more than $9 million to libraries since it began its grant program in 2016. Applications for the 2027 cycle will open in April.
"""),
                "nonprofit-grants-release",
                company="Harbor Literacy Alliance",
                loc="BALTIMORE",
                chron="Dec. 4, 2026",
                about="The Harbor Literacy Alliance supports reading programs in small and rural communities across the United States through grants, training and donated books. It was founded in 2009 and is based in Baltimore.",
                contact=["Contact:", "Grace Fulton", "410-555-0135", "gfulton@harborliteracy.test"],
            )
        )
        add(
            release(
                "event",
                "midwest-agtech-summit-returns-to-des-moines-in-march-with-focus-on-water-and-soil-data-302612610",
                "Midwest AgTech Summit Returns to Des Moines in March With Focus on Water and Soil Data",
                "2026-12-04",
                "2026-12-04T11:30:00-05:00",
                "Dec 04, 2026, 11:30 ET",
                text("""
DES MOINES, Iowa, Dec. 4, 2026 /PRWireline/ -- The Midwest AgTech Summit will return to Des Moines on March 16-18, 2027, bringing together farmers, researchers, investors and startups to discuss how data is changing the way growers manage water and soil.
Now in its sixth year, the summit is expected to draw more than 2,000 attendees to the Iowa Events Center. This year's program includes more than 90 speakers and a new Field Data Pavilion, where companies will demonstrate soil sensors, drainage controls and irrigation software on working equipment.
"Every farmer we talk to is sitting on more data than ever, and most of them are still figuring out what to do with it," said Karen Mueller, the summit's founder and executive director. "This year we wanted to focus on the two things that matter most to the long-term health of a farm: its water and its soil."
Keynote speakers will include Luis Herrera, a fourth-generation corn and soybean grower from Nebraska who has converted his operation to variable-rate irrigation, and Dr. Hannah Cole, a soil scientist whose research on cover crops has been adopted by conservation programs in several states.
The summit will also host its annual startup competition, in which 12 early-stage companies will compete for $250,000 in investment. Applications are open until Jan. 15.
Sessions will cover drainage water management, nitrate monitoring, carbon programs and the use of satellite imagery to track soil moisture, along with practical workshops on farm data privacy and on choosing and integrating software tools. A closing panel will bring together lenders and crop insurers to discuss how field-level data is beginning to affect financing and coverage decisions.
Registration opens Dec. 8. Farmers can attend at a reduced rate, and students may apply for free passes.
"""),
                "event-release-contact-line",
                company="Midwest AgTech Summit",
                loc="DES MOINES, Iowa",
                chron="Dec. 4, 2026",
                about="The Midwest AgTech Summit is an annual conference that connects farmers, researchers, investors and entrepreneurs working on agricultural technology in the Midwest. It was founded in 2021.",
                contact=["CONTACT: Olivia Brandt, 515-555-0148, media@midwestagtechsummit.test"],
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        metas = [
            f"<title>{esc(doc.title)}</title>" if doc.is_article else f"<title>{esc(doc.title)} | PR Wireline</title>"
        ]
        metas.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        if doc.is_article:
            company = doc.extra["company"]
            metas += [
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                f'<meta name="author" content="{esc(company)}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="PR Wireline">',
                f'<meta name="twitter:title" content="{esc(doc.title)}">',
            ]
            if not doc.extra.get("nold"):
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "author": {"@type": "Organization", "name": company},
                    "publisher": {
                        "@type": "Organization",
                        "name": "PR Wireline",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/content/dam/prw/logo.png"},
                    },
                    "articleSection": "News Releases",
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas.append('<meta property="og:type" content="website">')
        nav = (
            f"<li>{self.a('list', 'News', 'nav')}</li>"
            f"<li>{self.a('industry', 'Consumer Products', 'nav')}</li>"
            '<li><a href="/news-releases/business-technology-latest-news/">Business & Technology</a></li>'
            '<li><a href="/news-releases/health-latest-news/">Health</a></li>'
            '<li><a href="/news-releases/energy-latest-news/">Energy</a></li>'
            '<li><a href="/news-releases/policy-public-interest-latest-news/">Policy & Public Interest</a></li>'
            '<li><a href="/news-releases/multimedia/">Multimedia</a></li>'
            f"<li>{self.a('journalists', 'For Journalists', 'nav')}</li>"
        ).replace("& ", "&amp; ")
        mega = "".join(
            f'<li><a href="/news-releases/{x.lower().replace(" & ", "-").replace(" ", "-")}-latest-news/">{esc(x)}</a></li>'
            for x in INDUSTRIES
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<meta name="robots" content="index,follow">
<link rel="stylesheet" href="/content/dam/prw/clientlibs/site.min.8c41f2.css">
<script src="/etc.clientlibs/prw/clientlibs/clientlib-dependencies.min.js"></script>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{"release" if doc.is_article else doc.kind}","releaseId":"{doc.path.rsplit("-", 1)[-1].replace(".html", "")}"}});</script>
<style>/*PAD*/</style>
</head>
<body class="prw-{"release" if doc.is_article else doc.kind}">
<div class="prw-cookie-banner" role="region" aria-label="Cookie banner"><p>We use cookies to make our website work, to analyse traffic and to personalise content. See our <a href="/privacy-policy/">Privacy Policy</a>.</p><button class="btn-accept">Accept All Cookies</button><button class="btn-settings">Cookie Settings</button></div>
<header class="prw-header">
<div class="container"><div class="prw-logo">{self.a("home", "PR Wireline", "nav")}</div>
<div class="header-links"><a href="/contact-us/">Contact Us</a> <a href="https://portal.prwireline.test/login">Sign In</a> <a href="https://portal.prwireline.test/register" class="btn btn-orange">Send a Release</a></div>
<form class="prw-search" action="/search/news/" method="get"><input type="text" name="keyword" placeholder="Search news releases"><button type="submit">Search</button></form>
<nav class="prw-nav"><ul>{nav}</ul><div class="mega-menu" aria-label="All industries"><h4>Browse News Releases by Industry</h4><ul>{mega}</ul></div></nav></div>
</header>
<main class="prw-main">
{main}
</main>
<footer class="prw-footer">
<div class="container"><div class="row">
<div class="col-sm-3"><h4>Contact</h4><p>888-555-0177 from 8 AM - 9 PM ET</p><p><a href="/contact-us/">Chat with an expert</a></p></div>
<div class="col-sm-3"><h4>Products</h4><ul><li><a href="/products/distribution/">Distribution</a></li><li><a href="/products/monitoring/">Media Monitoring</a></li><li><a href="/products/multimedia/">Multimedia Services</a></li></ul></div>
<div class="col-sm-3"><h4>About</h4><ul><li>{self.a("about", "About PR Wireline", "footer")}</li><li>{self.a("journalists", "Journalists", "footer")}</li><li><a href="/careers/">Careers</a></li></ul></div>
<div class="col-sm-3"><h4>Legal</h4><ul><li>{self.a("terms", "Terms of Use", "footer")}</li><li><a href="/privacy-policy/">Privacy Policy</a></li><li><a href="/accessibility/">Accessibility</a></li></ul></div>
</div>
<p class="copyright">© 2026 PR Wireline Inc. All Rights Reserved. Releases are the responsibility of the organizations that issue them.</p></div>
</footer>
<script src="/etc.clientlibs/prw/clientlibs/clientlib-site.min.3e70aa.js" async></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        company = doc.extra["company"]
        html = self.blocks(doc)
        first = f"{doc.extra['loc']}, {doc.extra['chron']} /PRWireline/ -- "
        first_html = esc(first)
        assert first_html in html, doc.key
        spans = f'<span class="xn-location">{esc(doc.extra["loc"])}</span>, <span class="legendSpanClass"><span class="xn-chron">{esc(doc.extra["chron"])}</span></span> /PRWireline/ -- '
        html = html.replace(first_html, spans, 1)
        html = html.replace("<h2>", "<p><b>").replace("</h2>", "</b></p>")
        tail = []
        if doc.extra.get("photo"):
            tail.append(
                f'<p>Photo - <a href="{doc.extra["photo"]}" rel="nofollow" target="_blank">{doc.extra["photo"]}</a></p>'
            )
        if doc.extra.get("fls"):
            tail.append(f"<p><b>Forward-Looking Statements</b></p><p>{esc(doc.extra['fls'])}</p>")
        short = company.replace(", Inc.", "").replace(" Inc.", "")
        tail.append(f"<p><b>About {esc(short)}</b></p><p>{esc(doc.extra['about'])}</p>")
        tail.append("<p>" + "<br>".join(esc(c) for c in doc.extra["contact"]) + "</p>")
        co_link = (
            self.a("newsroom", company, "byline", 'class="font-link"', inner=f"<strong>{esc(company)}</strong>")
            if doc.extra.get("newsroom")
            else f'<a class="font-link" href="/news/{esc(short.lower().replace(" ", "-"))}/"><strong>{esc(company)}</strong></a>'
        )
        tail.append(f'<p id="PURL">SOURCE {esc(company)}</p>')
        sub = f'<h2 class="subtitle">{esc(doc.extra["subtitle"])}</h2>' if doc.extra.get("subtitle") else ""
        also = "".join(
            f'<li><a href="{OLDER[x][0]}">{esc(OLDER[x][1])}</a><span>{OLDER[x][2]}</span></li>'
            if isinstance(x, int)
            else f'<li><a href="/news-releases/{x[0]}.html">{esc(x[1])}</a><span>{x[2]}</span></li>'
            for x in ALSO[short]
        )
        explore = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and k in ("survey", "launch", "earnings", "solar")
        )
        url = esc(self.url(doc.key))
        return f"""<article class="news-release inline-gallery-template">
<header class="release-header"><div class="container">
<div class="row"><div class="col-sm-12 detail-headline"><h1>{esc(doc.title)}</h1>{sub}</div></div>
<div class="row release-meta"><div class="col-lg-8 col-md-8 col-sm-7 swaping-class-left"><div class="meta-block"><img class="company-logo" src="/content/dam/prw/logos/{esc(short.lower().replace(" ", "-"))}-logo.png" alt="{esc(short)} Logo"><p class="mb-no">News provided by</p>{co_link}<p class="mb-no">{doc.stamp}</p></div></div>
<div class="col-lg-4 col-md-4 col-sm-5 social-bar"><p>Share this article</p><ul class="social-links"><li><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Facebook</a></li><li><a href="https://twitter.com/intent/tweet?url={url}">X</a></li><li><a href="https://www.linkedin.com/shareArticle?url={url}">LinkedIn</a></li><li><a href="mailto:?subject={esc(doc.title)}&amp;body={url}">Email</a></li></ul></div></div>
</div></header>
<section class="release-body container"><div class="row"><div class="col-lg-10 col-lg-offset-1">
{html}
{chr(10).join(tail)}
</div></div></section>
<section class="release-footer container"><div class="row"><div class="col-sm-12">
<div class="also-from-source"><h3>Also from this source</h3><ul>{also}</ul></div>
<div class="explore"><h3>Explore</h3><p>More news releases in similar topics</p><ul>{explore}</ul></div>
</div></div></section>
<div class="prw-promo"><h3>WANT YOUR ORGANIZATION'S NEWS FEATURED ON PR WIRELINE?</h3><p>Reach 4,500+ newsrooms and 12,000 journalists, plus websites, apps and financial terminals.</p><a href="https://portal.prwireline.test/register">Get Started</a></div>
</article>"""

    def item(self, key: str) -> str:
        d = self.docs[key]
        link = self.a(key, d.title, "content", 'class="newsreleaseconsolidatelink"')
        return (
            f'<div class="row newsCards"><div class="col-sm-12 card"><h3><small>{d.stamp}</small>{link}</h3>'
            f'<p class="remove-outline">{esc(self.lede(d))}</p></div></div>'
        )

    def older(self, i: int) -> str:
        p, t, d = OLDER[i]
        return f'<div class="row newsCards"><div class="col-sm-12 card"><h3><small>{d}</small><a class="newsreleaseconsolidatelink" href="{p}">{esc(t)}</a></h3></div></div>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"]) + "".join(
            self.older(i) for i in doc.extra.get("older", [])
        )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "newsroom":
            head = (
                '<div class="company-newsroom"><img src="/content/dam/prw/logos/brightwater-energy-logo.png" alt="Brightwater Energy Logo"><h1 class="page-title">Brightwater Energy</h1>'
                "<p>Brightwater Energy is an Austin-based independent power producer that develops, owns and operates utility-scale solar, wind and battery storage projects across the southern United States.</p>"
                '<ul class="company-facts"><li>Headquarters: Austin, Texas</li><li>Industry: Energy, Utilities</li><li>Website: <a href="https://www.brightwaterenergy.test/">brightwaterenergy.test</a></li></ul>'
                '<p class="follow">Follow this company: <a href="https://www.linkedin.com/company/brightwater-energy">LinkedIn</a> · <a href="/rss/company/brightwater-energy.rss">RSS</a></p></div><h2>News Releases</h2>'
            )
        elif doc.kind == "search":
            head = '<h1 class="page-title">Search results for “solar”</h1><p class="results-count">2 results</p>'
        elif doc.kind == "home":
            head = (
                '<div class="home-hero"><h1 class="visually-hidden">PR Wireline</h1><p class="hero-tag">Get your news in front of the journalists and audiences who matter.</p>'
                '<a href="https://portal.prwireline.test/register" class="btn btn-orange">Send a Release</a></div><h2>Latest News Releases</h2>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "pagination")}</li><li><a href="/news-releases/news-releases-list/?page=3&amp;pagesize=25">3</a></li><li>{self.a(doc.extra["more"], "Next", "pagination")}</li></ul>'
        elif doc.key == "list2":
            pager = f'<ul class="pagination"><li>{self.a("list", "Previous", "pagination")}</li><li>{self.a("list", "1", "pagination")}</li><li class="active"><span>2</span></li></ul>'
        extra = ""
        if doc.kind == "home":
            extra = (
                f'<div class="home-links"><h2>Browse</h2><ul><li>{self.a("list", "All News Releases", "content")}</li><li>{self.a("industry", "Consumer Products & Retail", "content")}</li>'
                f"<li>{self.a('newsroom', 'Brightwater Energy newsroom', 'content')}</li><li>{self.a('search', 'Solar news', 'content')}</li><li>{self.a('launch', self.docs['launch'].title, 'content')}</li><li>{self.a('merger', self.docs['merger'].title, 'content')}</li></ul></div>"
            )
        return f'<div class="container news-release-list">{head}<div class="card-list card-list-hr">{items}</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="container static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
