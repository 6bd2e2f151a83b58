# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Fleetwire: a London financial newswire on its own React system (Reuters-like: hashed CSS-module classes,
`data-testid="paragraph-N"`, `/business/<sub>/<slug>-2026-12-04/`, `/markets/companies/HRWL.L/`, `/authors/…/`,
`/site-search/?query=`), English (UK spelling), served as **`text/html; charset=ISO-8859-1`** with Windows-1252
bytes in it (the euro sign and curly quotes of the column): Scrapy decodes it as `cp1252`. Datelines
"LONDON, Dec 4 (Fleetwire) -" open the first paragraph; times are printed in GMT ("December 4, 2026 7:14 AM GMT")
and the `NewsArticle` JSON-LD carries UTC ("Z"). Bylines: the reporters at the top on the longer stories, always a
sign-off "Reporting by …; Editing by …" at the end (the editors are not authors; "Additional reporting by" is not
an author either). The earnings briefs put `author` as the Organization "Fleetwire" in the JSON-LD on one story; the
New York story is datelined "NEW YORK, Dec 3" but was published at 00:40 GMT on 4 Dec (London's day: 4 Dec)."""

from __future__ import annotations

import json

from common import Base, blocks_html, page, story
from sitekit import Doc, Link, css_rules, esc

ARTS = ["harwell", "kessler", "calder", "fenwick", "lens", "moves", "copper", "northgate"]
HEADING = 'data-testid="Heading"'
NEXT = 'rel="next"'
PREV = 'rel="prev"'
LOGO = 'class="site-header__logo__2Wn7E" aria-label="Fleetwire home"'
SEARCH = 'class="site-header__search__1fQ2v"'
SLUG = {
    "Priya Natarajan": "priya-natarajan",
    "Anna Vogler": "anna-vogler",
    "Oliver Grant": "oliver-grant",
    "Hannah Wyse": "hannah-wyse",
    "Daniel Okafor": "daniel-okafor",
    "Lucy Farrant": "lucy-farrant",
    "Joanna Pike": "joanna-pike",
    "Tobias Reinholt": "tobias-reinholt",
    "Eleanor Marsh": "eleanor-marsh",
    "Wei Lin Tan": "wei-lin-tan",
}


class Fleetwire(Base):
    origin = "https://www.fleetwire.test"
    name = "Fleetwire"
    prefix = "flw"
    language = "en"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "flw",
            [
                ".site-header__nav__2kQpL",
                ".article-body__content__17Yit",
                ".text__text__1FZLe",
                ".media-story-card__body__3tRWy",
                ".market-ticker__item__1Lx3a",
                ".site-footer__links__3mYtq",
                ".sign-off__text__2wDq7",
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
                "Fleetwire",
                "wire-home",
                list=["harwell", "calder", "fenwick", "moves", "copper", "lens", "kessler"],
                more="business2",
            )
        )
        add(
            page(
                "business",
                "/business/",
                "section",
                "Business",
                "wire-section-front",
                list=["calder", "harwell", "fenwick", "northgate"],
                more="business2",
            )
        )
        add(
            page(
                "business2",
                "/business/?page=2",
                "section",
                "Business",
                "wire-section-page2",
                list=["kessler", "northgate", "copper", "lens"],
            )
        )
        add(
            page(
                "topic",
                "/business/mergers-acquisitions/",
                "tag",
                "Mergers & Acquisitions",
                "wire-topic",
                list=["calder", "lens", "northgate"],
            )
        )
        add(
            page(
                "author",
                "/authors/oliver-grant/",
                "author",
                "Oliver Grant",
                "wire-author-page",
                list=["calder", "northgate"],
                bio="Oliver Grant covers mergers and acquisitions and private equity in Europe from London. He joined Fleetwire in 2017 after six years at a trade publication covering the insurance market.",
            )
        )
        add(
            page(
                "search",
                "/site-search/?query=harwell",
                "search",
                "Search results for harwell",
                "wire-search",
                list=["harwell", "moves"],
            )
        )
        add(
            page(
                "markets",
                "/markets/",
                "data",
                "Markets",
                "wire-markets-data-tables",
                [
                    "## Stock indexes",
                    "T: Index | Last | Change | % Chg",
                    "T: FTSE 100 | 8,412.67 | -31.08 | -0.37%",
                    "T: FTSE 250 | 21,096.40 | +58.12 | +0.28%",
                    "T: STOXX 600 | 532.19 | -1.44 | -0.27%",
                    "T: DAX | 19,873.05 | -92.61 | -0.46%",
                    "T: CAC 40 | 7,318.22 | -12.90 | -0.18%",
                    "## Currencies",
                    "T: Pair | Last | % Chg",
                    "T: GBP/USD | 1.2712 | +0.11%",
                    "T: EUR/USD | 1.0846 | -0.04%",
                    "T: EUR/GBP | 0.8532 | -0.15%",
                    "T: USD/JPY | 149.37 | +0.22%",
                    "## Commodities",
                    "T: Contract | Last | % Chg",
                    "T: LME copper ($/t) | 8,934.50 | -1.12%",
                    "T: Brent crude ($/bbl) | 76.41 | +0.38%",
                    "T: Gold spot ($/oz) | 2,418.70 | +0.21%",
                    "Data delayed by at least 15 minutes. Index values as of 10:02 AM GMT.",
                ],
            )
        )
        add(
            page(
                "quote",
                "/markets/companies/HRWL.L/",
                "quote",
                "Harwell Foods PLC (HRWL.L)",
                "wire-company-quote",
                [
                    "T: Latest trade | Change | Open | Previous close | Volume",
                    "T: 412.80 GBp | +22.60 (+5.79%) | 397.00 | 390.20 | 2,184,553",
                    "## Key stats",
                    "T: Market cap | P/E (TTM) | Dividend yield | 52-week range",
                    "T: 1.62B GBP | 14.8 | 3.1% | 352.40 - 488.00",
                    "## Profile",
                    "Harwell Foods PLC is a United Kingdom-based manufacturer of chilled and ambient own-label foods, including soups, sauces and ready meals, for grocery retailers. The Company operates through two segments: Chilled and Ambient. It has 11 manufacturing sites in England and Wales.",
                    "Industry: Food Processing. Employees: 6,420. Headquarters: Leeds, United Kingdom.",
                ],
            )
        )
        add(
            page(
                "about",
                "/info-pages/about-fleetwire/",
                "about",
                "About Fleetwire",
                "wire-about-trust",
                [
                    "Fleetwire is an independent news agency founded in London in 1994. Its 340 journalists in 38 bureaux file more than 2,000 stories a day on companies, markets, economies and politics to financial professionals, newspapers and broadcasters.",
                    "## The Fleetwire Trust Principles",
                    "- Fleetwire shall at no time pass into the hands of any one interest, group or faction.",
                    "- The integrity, independence and freedom from bias of Fleetwire shall at all times be fully preserved.",
                    "- Fleetwire shall supply unbiased and reliable news services to its clients.",
                    "## Corrections",
                    "To report an error, write to corrections@fleetwire.test. Corrections are flagged at the top of the story and noted in the sign-off.",
                    "Fleetwire Ltd, 1 Ludgate Circus, London EC4M 7AA. Registered in England and Wales No. 02987766.",
                ],
            )
        )
        add(
            story(
                "harwell",
                "/business/retail-consumer/harwell-foods-first-half-profit-beats-forecasts-2026-12-04/",
                "Harwell Foods first-half profit beats forecasts as price rises stick",
                "2026-12-04",
                "2026-12-04T07:14:22Z",
                "December 4, 2026 7:14 AM GMT",
                ["Priya Natarajan"],
                [
                    "LONDON, Dec 4 (Fleetwire) - Harwell Foods [[quote|(HRWL.L)]] posted a 17% rise in first-half adjusted operating profit on Friday, beating market forecasts, as price increases on its own-label soups and ready meals held and volumes recovered in the second quarter.",
                    "The Leeds-based company, which supplies most of Britain's big supermarket chains, said adjusted operating profit rose to 162.4 million pounds ($206 million) in the six months to Sept. 30, ahead of the 151 million pounds expected on average by analysts in a company-compiled consensus.",
                    "T: Six months to Sept 30 | 2026 | 2025 | Change",
                    "T: Revenue (mln stg) | 1,842 | 1,706 | +8%",
                    "T: Adj. operating profit (mln stg) | 162.4 | 138.9 | +17%",
                    "T: Adj. EPS (pence) | 21.3 | 17.8 | +20%",
                    "T: Interim dividend (pence) | 6.1 | 5.6 | +9%",
                    'Chief Executive Ruth Calloway said input cost inflation had eased to low single digits and that the group now expected full-year profit "at the upper end" of market expectations, which range from 298 million to 315 million pounds.',
                    "Shares in Harwell, which had fallen 9% this year before the results, were up 5.8% at 0815 GMT, the biggest gainer on the FTSE 250 midcap index.",
                    "The company kept its net debt target unchanged and said it would update investors on the planned closure of its soup plant in Wakefield in the new year.",
                    "SIGN: Reporting by Priya Natarajan; Editing by Tom Hebden",
                ],
                "earnings-brief-results-table-signoff-only",
                section="Retail & Consumer",
                ld="person",
            )
        )
        add(
            story(
                "kessler",
                "/business/autos-transportation/kessler-automotive-cuts-margin-goal-chip-costs-2026-12-03/",
                "Kessler Automotive cuts full-year margin goal as chip costs bite",
                "2026-12-03",
                "2026-12-03T06:42:10Z",
                "December 3, 2026 6:42 AM GMT",
                ["Anna Vogler"],
                [
                    "FRANKFURT, Dec 3 (Fleetwire) - German car parts maker Kessler Automotive [[/markets/companies/KSAG.DE/|(KSAG.DE)]] cut its full-year operating margin target for the second time this year on Thursday, blaming higher prices for semiconductors and weaker orders from European carmakers.",
                    "The Stuttgart-based supplier of braking and steering systems now expects an adjusted EBIT margin of 4.0% to 4.5% for 2026, down from 5.0% to 5.5% previously. Third-quarter sales fell 6% to 3.1 billion euros.",
                    "T: Q3 (\u20ac mln) | 2026 | 2025 | Change",
                    "T: Sales | 3,108 | 3,306 | -6%",
                    "T: Adj. EBIT | 121 | 178 | -32%",
                    "T: Adj. EBIT margin | 3.9% | 5.4% | -1.5 pts",
                    "T: Free cash flow | -46 | 87 | n/a",
                    '"The market environment remains challenging, and we see no sign of a recovery in European light vehicle production before the second half of next year," Chief Financial Officer Markus Endres told reporters on a call.',
                    "Kessler said it would accelerate a savings programme announced in March and now aims to cut 1,800 jobs worldwide by the end of 2027, up from 1,200, mostly in Germany and Hungary. The programme is expected to cost about 240 million euros in restructuring charges.",
                    "Shares in Kessler fell 7.4% in early Frankfurt trading, their lowest level since October 2022.",
                    "SIGN: Reporting by Anna Vogler; Editing by Rachel Kemp",
                ],
                "earnings-brief-ld-author-organization",
                section="Autos & Transportation",
                ld="org",
            )
        )
        add(
            story(
                "calder",
                "/business/calder-logistics-rejects-12-billion-pound-approach-stonebridge-2026-12-04/",
                "Calder Logistics rejects 1.2 billion pound approach from Stonebridge Partners",
                "2026-12-04",
                "2026-12-04T08:03:51Z",
                "December 4, 2026 8:03 AM GMT",
                ["Oliver Grant", "Hannah Wyse"],
                [
                    "LONDON, Dec 4 (Fleetwire) - British warehousing and haulage group Calder Logistics [[/markets/companies/CLDR.L/|(CLDR.L)]] said on Friday it had rejected a 1.2 billion pound ($1.53 billion) takeover proposal from U.S. private equity firm Stonebridge Partners, saying the offer significantly undervalued the company and its prospects.",
                    "Stonebridge's indicative proposal of 265 pence per share in cash represented a premium of 31% to Calder's closing price on Thursday, the Wakefield-based company said in a statement, confirming a Fleetwire report from last week that the two sides had held preliminary talks.",
                    'Calder\'s board said it had "carefully considered" the approach, the third it has received from Stonebridge since September, and had "unanimously rejected" it after consulting its financial advisers and its largest shareholders.',
                    "Shares in Calder jumped 24% to 251 pence by 0800 GMT, valuing the company at about 1.14 billion pounds and suggesting investors expect a higher bid.",
                    "Stonebridge, which manages about $38 billion in assets and owns logistics businesses in the Netherlands and Poland, has until Jan. 1 to announce a firm intention to make an offer or walk away under British takeover rules.",
                    "A spokesperson for Stonebridge said the firm was considering its position and declined to comment further.",
                    "## Warehousing demand",
                    "Calder operates 74 warehouses and a fleet of about 2,300 lorries, mostly serving supermarkets and online retailers in northern England and Scotland. It has benefited from a shortage of large distribution sites as retailers have pushed deliveries closer to customers.",
                    "The company is the latest in a string of mid-sized British firms to attract interest from overseas buyers, who have been drawn by valuations that remain below those of U.S. and European peers despite a recovery in the London market this year.",
                    '"This is an opportunistic approach for a business that is about to start harvesting several years of heavy investment," said Kieran Doherty, a fund manager at Alderley Asset Management, which owns about 4% of Calder. "We would not support anything in this range."',
                    "Analysts at Whitcombe Securities said a bid of around 300 pence would be needed to win over shareholders, putting a value of about 1.36 billion pounds on the equity.",
                    "Calder said in October that it expected annual underlying profit before tax of 88 million to 92 million pounds, and it reiterated that guidance on Friday. It will publish a trading update on Jan. 15.",
                    "Deutsche Kreditbank and Halden & Co are advising Calder. Stonebridge is being advised by Morrow Blake.",
                    "SIGN: Reporting by Oliver Grant and Hannah Wyse; Additional reporting by Marcus Bell in New York; Editing by Sarah Pocklington",
                ],
                "wire-news-top-byline-additional-reporting",
                section="Business",
                top=True,
                ld="person",
                dek="",
            )
        )
        add(
            story(
                "fenwick",
                "/business/finance/fenwick-capital-cut-400-jobs-wealth-unit-memo-2026-12-04/",
                "Fenwick Capital to cut 400 jobs in overhaul of wealth unit - memo",
                "2026-12-04",
                "2026-12-04T00:40:05Z",
                "December 4, 2026 12:40 AM GMT",
                ["Daniel Okafor"],
                [
                    "NEW YORK, Dec 3 (Fleetwire) - Fenwick Capital will cut about 400 jobs in its wealth management division as part of an overhaul that will merge two advisory businesses and close 23 branch offices across the United States, according to an internal memo seen by Fleetwire on Thursday.",
                    "The cuts amount to roughly 6% of the unit's staff and will fall mainly on operations and support roles, the memo from wealth management chief Laura Chen said. Client-facing financial advisers will not be affected, it said.",
                    '"We are simplifying how we are organised so that we can invest more in the areas where our clients are asking for more from us," Chen wrote. "These decisions are never easy, and we will support every colleague who is affected."',
                    "A Fenwick spokesperson confirmed the contents of the memo and declined to comment further.",
                    "The Boston-based firm, which oversees about $410 billion in client assets, has been under pressure from investors to lift the profitability of its wealth business, which reported a pre-tax margin of 19% in the third quarter, well below the mid-20s reported by larger rivals.",
                    "Under the plan, Fenwick's private client group, which serves households with more than $5 million in investable assets, will be combined with its independent adviser platform. The combined business will be run by Michael Torres, currently head of the private client group.",
                    "The branch closures, mostly in smaller markets in the Midwest and the South, will be completed by the end of the first quarter, the memo said. Clients of those branches will be served from regional hubs and through video appointments.",
                    "Fenwick's shares have risen 14% this year, lagging a 22% gain in the broader index of U.S. financial stocks. The company will give an investor update on its strategy in February.",
                    "SIGN: Reporting by Daniel Okafor in New York; Editing by Paul Lindqvist",
                ],
                "new-york-dateline-gmt-next-day",
                section="Finance",
                top=True,
                ld="person",
            )
        )
        add(
            story(
                "lens",
                "/lens/calders-board-is-right-hold-out-more-2026-12-04/",
                "Calder\u2019s board is right to hold out for more",
                "2026-12-04",
                "2026-12-04T12:05:00Z",
                "December 4, 2026 12:05 PM GMT",
                ["Lucy Farrant"],
                [
                    "LONDON, Dec 4 (Fleetwire Lens) - Private equity\u2019s shopping trip through Britain\u2019s midcap market has a new target, and for once the board on the receiving end is not rolling over. Calder Logistics on Friday rejected a third approach from Stonebridge Partners, worth 265 pence a share. Chair Fiona Aldous is right to hold out for more.",
                    "Start with the premium. The 31% uplift to Thursday\u2019s close looks generous, but Calder\u2019s shares have spent most of the year depressed by a heavy capital spending programme that is only now ending. Measured against the average price of the past two years, the offer is worth barely 8% more. That is a thin reward for shareholders who sat through the lean years.",
                    "Then there is the cash. Calder has spent roughly 400 million pounds since 2022 on automated warehouses in Doncaster, Motherwell and Warrington. Those sites are now filling up. If underlying operating profit rises to 130 million pounds by 2028, as the company hopes, and capital spending falls back to maintenance levels, free cash flow could reach 70 million pounds a year. At Stonebridge\u2019s price the buyer would be getting a 6% free cash flow yield on an asset base it did not have to build.",
                    "The buyer can afford more. Assume Stonebridge funds a deal with debt of five times operating profit and wants a 20% annual return over five years. By the Lens\u2019s back-of-the-envelope maths, it could pay up to 310 pence a share and still hit that target, provided it sells Calder on at the same multiple it is paying now. That leaves room for at least one more bump.",
                    "There are risks for Calder\u2019s board in playing hard to get. Stonebridge could walk away, and British midcaps that have rebuffed suitors have a patchy record of delivering on their own. Online retail volumes, which drive a third of Calder\u2019s revenue, have flattened. A big supermarket customer could take more of its logistics in-house.",
                    "Still, the approach has done shareholders a service by putting a floor under the valuation. Calder\u2019s investors, who include several long-only funds that have held the stock for a decade, now know what one informed buyer thinks the business is worth. They also know it was willing to come back three times. A fourth knock at something closer to 300 pence would be harder to refuse, and that is where the board should set its sights.",
                    'RAW:<div class="context-news__box__3hY2p"><h2>Context News</h2><ul><li>Calder Logistics said on Dec. 4 it had rejected an indicative cash proposal of 265 pence per share from Stonebridge Partners, valuing the company at about 1.2 billion pounds.</li><li>Calder\u2019s shares closed at 202 pence on Dec. 3.</li></ul></div>',
                    "SIGN: Editing by Neil Ashworth and Farah Qureshi",
                ],
                "column-disclaimer-context-news-box",
                section="Lens",
                top=True,
                ld="person",
                column=True,
                disclaimer="(The author is a Fleetwire Lens columnist. The opinions expressed are her own.)",
            )
        )
        add(
            story(
                "moves",
                "/markets/europe/market-moves-harwell-jumps-miners-slide-2026-12-04/",
                "MARKET MOVES-Harwell jumps on profit beat; miners slide with copper",
                "2026-12-04",
                "2026-12-04T09:47:30Z",
                "December 4, 2026 9:47 AM GMT",
                ["Joanna Pike", "Tobias Reinholt"],
                [
                    "Dec 4 (Fleetwire) - European shares were 0.3% lower at 0940 GMT on Friday, with basic resources the worst-performing sector as copper prices fell to a one-week low. The following companies were among the biggest movers in London and continental Europe:",
                    "- HARWELL FOODS [[quote|(HRWL.L)]], up 5.8%: The own-label food maker beat first-half profit forecasts and said full-year results would come in at the top end of expectations.",
                    "- CALDER LOGISTICS (CLDR.L), up 24.2%: The haulage and warehousing group rejected a 265 pence a share proposal from Stonebridge Partners.",
                    "- KESSLER AUTOMOTIVE (KSAG.DE), down 2.1%: The car parts maker extended Thursday's losses after cutting its margin goal; Jefferson Blount downgraded to 'underweight'.",
                    "- GRANTHAM MINERALS (GRMN.L), down 3.9%, and ALDERBURY RESOURCES (ALDR.L), down 3.2%: Miners tracked copper lower.",
                    "- VESTRA TELECOM (VSTR.PA), up 4.4%: The French operator said it had agreed to sell a 40% stake in its fibre network for 2.3 billion euros.",
                    "- NORDHAVN SHIPPING (NORD.CO), down 6.7%: The container line warned that freight rates on Asia-Europe routes would fall further in the first quarter.",
                    "- PELLERIN SA (PELL.PA), up 3.1%: Morrow Blake raised its rating on the luxury leather goods maker to 'buy', citing a recovery in Chinese demand.",
                    "- BRIGHTWATER UTILITIES (BWU.L), down 1.8%: The water company said the regulator's final determination would cut its allowed return.",
                    "- OSTERMANN PHARMA (OSTP.DE), up 2.6%: The drugmaker said its psoriasis treatment met the main goal of a late-stage trial.",
                    "- TALLIS HOMES (TLHS.L), up 2.2%: The housebuilder said reservations rose 11% in the past eight weeks.",
                    "- ROSSFIELD INSURANCE (RSFI.L), down 2.9%: The insurer said claims from November storms would cost it about 55 million pounds.",
                    "- HALDANE BANK (HLDN.L), up 1.5%: Whitcombe Securities started coverage with an 'outperform' rating.",
                    "SIGN: Compiled by Joanna Pike in London and Tobias Reinholt in Gdansk; Editing by Rhys Penhallow",
                ],
                "market-moves-roundup-one-line-items",
                section="Europe",
                ld="person",
            )
        )
        add(
            story(
                "copper",
                "/markets/commodities/copper-slips-one-week-low-chinese-demand-worries-2026-12-04/",
                "Copper slips to one-week low as Chinese demand worries weigh",
                "2026-12-04",
                "2026-12-04T10:31:12Z",
                "December 4, 2026 10:31 AM GMT",
                ["Eleanor Marsh", "Wei Lin Tan"],
                [
                    "LONDON, Dec 4 (Fleetwire) - Copper prices fell to their lowest in a week on Friday as weak factory data from China, the world's biggest consumer of industrial metals, and rising inventories in exchange warehouses fuelled concerns about demand.",
                    "Benchmark three-month copper on the London Metal Exchange was down 1.1% at $8,934.50 a metric ton by 1020 GMT, having earlier touched $8,902, its lowest since Nov. 26. The metal is on track for a weekly loss of 2.4%.",
                    "The most-traded January copper contract on the Shanghai Futures Exchange closed 0.9% lower at 71,480 yuan ($9,846) a ton.",
                    '"The demand picture out of China is still soft. Fabricators are running at low rates ahead of the year-end and nobody wants to build stock at these prices," said Samuel Greaves, head of metals research at Colebrook Commodities in London.',
                    "A private survey showed on Thursday that activity in China's manufacturing sector contracted for a second month in November, with new export orders falling at the fastest pace since the spring.",
                    "Copper stocks in LME-registered warehouses have risen by 38% since the start of November to 212,450 tons, the highest since August, while inventories tracked by the Shanghai exchange rose 7% this week.",
                    "## Fundamentals",
                    "- DOLLAR: A firmer dollar also weighed on metals, making them more expensive for holders of other currencies.",
                    "- ALUMINIUM: Aluminium slipped 0.6% to $2,512 a ton after a smelter in Yunnan province said it would restart 200,000 tons of idled capacity.",
                    "- NICKEL: Nickel fell 1.4% to $16,180, weighed down by growing supplies from Indonesia.",
                    "T: Metal | Last ($/t) | Change",
                    "T: Copper | 8,934.50 | -1.1%",
                    "T: Aluminium | 2,512.00 | -0.6%",
                    "T: Zinc | 2,876.00 | -0.3%",
                    "T: Nickel | 16,180.00 | -1.4%",
                    "SIGN: Reporting by Eleanor Marsh in London and Wei Lin Tan in Singapore; Editing by Kirsten Dowd",
                ],
                "metals-report-two-reporters-prices-table",
                section="Commodities",
                ld="person",
            )
        )
        add(
            story(
                "northgate",
                "/business/finance/exclusive-northgate-building-society-explores-sale-mortgage-book-2026-12-02/",
                "Exclusive: Northgate Building Society explores sale of 3 billion pound mortgage book, sources say",
                "2026-12-02",
                "2026-12-02T16:22:48Z",
                "December 2, 2026 4:22 PM GMT Updated December 3, 2026",
                ["Oliver Grant"],
                [
                    "LONDON, Dec 2 (Fleetwire) - Northgate Building Society, one of Britain's 10 largest mutual lenders, is exploring the sale of a portfolio of about 3 billion pounds ($3.8 billion) of buy-to-let mortgages as it seeks to free up capital for lending to first-time buyers, three people familiar with the matter said.",
                    "The Harrogate-based society has hired advisers at Halden & Co to sound out potential buyers, including specialist lenders and investment funds, the sources said, asking not to be named because the discussions are private.",
                    "The portfolio, made up of around 19,000 loans to landlords, could attract bids from at least four parties, one of the sources said. A deal could be agreed in the first quarter of next year, although no final decision has been made, the people added.",
                    '"As a responsible mutual we regularly review our balance sheet to make sure it serves our members, but we do not comment on market speculation," a Northgate spokesperson said.',
                    "Halden & Co declined to comment.",
                    "Building societies have come under pressure to shore up their capital ratios after two years of rising funding costs, and several have tried to shrink lending to landlords, whose loans carry higher capital requirements under new rules that come into force in 2027.",
                    "Northgate, which has 1.4 million members, reported a common equity tier 1 ratio of 14.2% at the end of June. Its buy-to-let book accounts for about 16% of its total mortgage lending.",
                    "Portfolio sales by British lenders have picked up this year as insurers and private credit funds seek long-dated, secured assets. Three portfolios worth a combined 7 billion pounds have changed hands since March, according to Fleetwire data.",
                    "SIGN: Reporting by Oliver Grant; Editing by Sarah Pocklington",
                ],
                "exclusive-sources-updated-next-day",
                section="Finance",
                top=True,
                ld="person",
                modified="2026-12-03T09:10:00Z",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="site-header__nav-item__3vP8d">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("business", "Business"),
                ("markets", "Markets"),
                ("topic", "Deals"),
                ("/sustainability/", "Sustainability"),
                ("/legal/", "Legal"),
                ("/lens/", "Lens"),
                ("/technology/", "Technology"),
            )
        )
        ticker = "".join(
            f'<li class="market-ticker__item__1Lx3a"><span>{n}</span> <span>{v}</span> <span class="{c}">{d}</span></li>'
            for n, v, c, d in (
                ("FTSE 100", "8,412.67", "down", "-0.37%"),
                ("STOXX 600", "532.19", "down", "-0.27%"),
                ("GBP/USD", "1.2712", "up", "+0.11%"),
                ("Brent", "76.41", "up", "+0.38%"),
                ("Copper", "8,934.50", "down", "-1.12%"),
            )
        )
        head = [
            f"<title>{esc(doc.title) + ' | Fleetwire' if doc.key != 'home' else 'Fleetwire | Breaking international business and markets news'}</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Fleetwire">',
            '<meta name="twitter:site" content="@Fleetwire">',
        ]
        if doc.is_article:
            head += self.article_meta(doc)
        else:
            head.append('<meta property="og:type" content="website">')
            head.append(f'<meta name="description" content="{esc(self.page_description(doc))}">')
        state = json.dumps(
            {
                "page": {"type": "article" if doc.is_article else doc.kind, "id": doc.key.upper()},
                "ads": {"enabled": True, "slots": ["leaderboard", "mpu"]},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="ISO-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<link rel="preload" href="/pf/resources/fonts/knowledge/knowledge2017-regular.woff2" as="font" crossorigin="anonymous">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=1201">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.__FW_STATE__={state};</script>
</head>
<body>
<div id="fusion-app">
<header class="site-header__header__1Dx3X" data-testid="SiteHeader">
{self.a("home", "Fleetwire", "nav", LOGO)}
<nav class="site-header__nav__2kQpL" aria-label="Main navigation"><ul>{nav}</ul></nav>
<div class="site-header__tools__3cK1s">{self.a("search", "Search", "nav", SEARCH)} <a href="/account/sign-in/?redirect=%2F">Sign In</a> <a href="/account/register/" class="site-header__register__3kZs0">Register</a></div>
</header>
<ul class="market-ticker__list__2LdP1" data-testid="MarketTicker">{ticker}</ul>
<main id="main-content" class="regular-article-layout__main__1tvqu">
{main}
</main>
<aside class="regular-article-layout__right-rail__2p0cK" data-testid="MostRead"><h2>Most Read</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("calder", "harwell", "fenwick", "copper") if k != doc.key)}</ol>
<div class="newsletter-signup__box__1Xy0p"><p>Get the Morning Bid newsletter: markets, companies and the day ahead.</p><a href="/newsletters/morning-bid/">Sign up here.</a></div></aside>
<footer class="site-footer__footer__3F0Wt" data-testid="SiteFooter">
<div class="site-footer__links__3mYtq">{self.a("about", "About Fleetwire", "footer")} <a href="/info-pages/careers/">Careers</a> <a href="/info-pages/contact-us/">Contact us</a> <a href="/info-pages/terms-of-use/">Terms of use</a> <a href="/info-pages/privacy/">Privacy</a> <a href="/info-pages/cookies/">Cookies</a> <a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a></div>
<p class="site-footer__legal__1qC2r">All quotes delayed a minimum of 15 minutes. See here for a complete list of exchanges and delays. &#169; 2026 Fleetwire. All rights reserved.</p>
</footer>
</div>
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We use cookies and similar technologies to run this site, to measure how it is used and to show you relevant advertising. You can change your choices at any time in Cookie Settings.</p><button id="onetrust-accept-btn-handler">Accept All</button> <button id="onetrust-pc-btn-handler">Cookie Settings</button></div></div>
<script src="/pf/dist/engine/react.js?d=1201" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=1201" defer></script>
</body>
</html>"""

    def page_description(self, doc: Doc) -> str:
        return {
            "home": "Fleetwire delivers business, financial and markets news from London and around the world.",
            "markets": "Stock indexes, currencies and commodity prices, with Fleetwire markets coverage.",
            "quote": "Harwell Foods PLC (HRWL.L) share price, key statistics and company profile.",
        }.get(doc.key, f"{doc.title} - the latest from Fleetwire.")

    def article_meta(self, doc: Doc) -> list[str]:
        ld_author: object
        if doc.extra.get("ld") == "org":
            ld_author = {"@type": "Organization", "name": "Fleetwire"}
        else:
            ld_author = [{"@type": "Person", "name": a, "url": self.url(f"/authors/{SLUG[a]}/")} for a in doc.authors]
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "url": self.url(doc.key),
            "dateCreated": doc.iso,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": ld_author,
            "creator": doc.authors if doc.extra.get("ld") != "org" else ["Fleetwire"],
            "articleSection": doc.section,
            "isAccessibleForFree": True,
            "publisher": {
                "@type": "Organization",
                "name": "Fleetwire",
                "logo": {"@type": "ImageObject", "url": self.url("/pf/resources/images/fleetwire/logo-amp.png")},
            },
        }
        return [
            '<meta property="og:type" content="article">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta name="article:published_time" content="{doc.iso}">',
            f'<meta name="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
            f'<meta name="analyticsAttributes.contentChannel" content="{esc(doc.section)}">',
            f'<meta name="analyticsAttributes.author" content="{esc(", ".join(doc.authors))}">',
            f'<meta name="analyticsAttributes.articleLength" content="{len(doc.body.split())}">',
            f'<script type="application/ld+json">{json.dumps(ld)}</script>',
        ]

    def story_main(self, doc: Doc) -> str:
        paras = []
        n = 0
        for b in doc.blocks:
            if b[0] == "p":
                paras.append(
                    f'<p data-testid="paragraph-{n}" class="text__text__1FZLe text__dark-grey__3Ml43 text__regular__2N1Xr text__large__nEccO body__full_width__ekUdw body__large_body__FV5_X article-body__element__2p5pI">{self.inline(b[1])}</p>'
                )
                n += 1
            elif b[0] == "sign":
                paras.append(
                    f'<p class="text__text__1FZLe sign-off__text__2wDq7" data-testid="SignOff">{esc(b[1])}</p>'
                )
            else:
                paras.append(blocks_html(self, [b]))
            if n == 2 and doc.key == "calder" and b[0] == "p":
                paras.append(
                    '<div class="article-body__newsletter__1bTqW" data-testid="Newsletter"><p>The Morning Bid brings you the day\'s biggest market moves before the bell. <a href="/newsletters/morning-bid/">Sign up here.</a></p></div>'
                )
        top = ""
        if doc.extra.get("top"):
            names = " and ".join(
                f'<a href="{esc(self.href("author") if a == "Oliver Grant" else "/authors/" + SLUG[a] + "/")}" rel="author" class="author-name__author__1gx5k">{esc(a)}</a>'
                for a in doc.authors
            )
            if "Oliver Grant" in doc.authors:
                self.links.append(Link(self.current, "author", "byline", "Oliver Grant"))
            top = f'<div class="article-header__author-date__3Lw7w" data-testid="AuthorByline">By {names}</div>'
        tags = "".join(
            f"<li>{self.a(k, t, 'content')}</li>"
            for k, t in (("topic", "Mergers & Acquisitions"), ("business", "Business"))
            if doc.key in ("calder", "lens", "northgate") or k == "business"
        )
        disclaimer = (
            f'<p class="text__text__1FZLe article-body__disclaimer__2Hj0s"><i>{esc(doc.extra["disclaimer"])}</i></p>'
            if doc.extra.get("disclaimer")
            else ""
        )
        related = "".join(
            f'<li class="media-story-card__body__3tRWy">{self.a(k, self.docs[k].title, "related")}<time>{self.docs[k].stamp.split(" GMT")[0]} GMT</time></li>'
            for k in ARTS
            if k != doc.key
        )
        kicker = f'<a class="article-header__kicker__1m1Ty" href="{esc(self.href("business") if doc.section in ("Business", "Finance") else "/" + doc.section.lower().replace(" & ", "-") + "/")}">{esc(doc.section)}</a>'
        if doc.section in ("Business", "Finance"):
            self.links.append(Link(self.current, "business", "breadcrumb", doc.section))
        return f"""<article class="article__container__2hDqT" data-testid="Article">
<header class="article-header__header__1XQ1u">
{kicker}
<h1 data-testid="Heading" class="text__text__1FZLe text__dark-grey__3Ml43 text__medium__1kbOh text__heading_2__1K_hh heading__base__2T28j">{esc(doc.title)}</h1>
{top}
<div class="article-header__dateline__4jE04"><time datetime="{doc.iso}" class="date-line__date__23Ge-"><span>{esc(doc.stamp)}</span></time></div>
<div class="article-header__share__1Smz4"><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Share on X</a> <a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}">Share on LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}">Email</a> <button>Purchase Licensing Rights</button></div>
</header>
<div class="article-body__content__17Yit" data-testid="ArticleBody">
{chr(10).join(paras)}
{disclaimer}
<p class="trust-badge__text__3yPqF"><a href="{esc(self.href("about"))}">Our Standards: The Fleetwire Trust Principles.</a></p>
</div>
<ul class="tags-with-label__list__3Y3nh" data-testid="Tags">{tags}</ul>
</article>
<section class="related-coverage__container__1GJnQ"><h2>Read Next</h2><ul>{related}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<li class="story-collection__list-item__j4SQe"><div class="media-story-card__body__3tRWy" data-testid="MediaStoryCard"><span class="media-story-card__kicker__2Yx1k">{esc(d.section)}</span><h3 class="media-story-card__heading__eqhp9">{self.a(k, d.title, "content", HEADING)}</h3><p class="media-story-card__description__2icjO">{esc(self.lede(d))}</p><time class="media-story-card__time__2i9EK" datetime="{d.iso}">{esc(d.stamp.split(" Updated")[0])}</time></div></li>'
            )
        more = ""
        if doc.extra.get("more") and doc.key != "home":
            more = f'<nav class="pagination__container__3fnbY">{self.a(doc.extra["more"], "Next", "pagination", NEXT)}</nav>'
        if doc.key == "business2":
            more = f'<nav class="pagination__container__3fnbY">{self.a("business", "Previous", "pagination", PREV)} <span>Page 2</span> <a href="/business/?page=3" rel="next">Next</a></nav>'
        intro = ""
        if doc.kind == "author":
            intro = f'<div class="author-profile__bio__2Hn1x"><p>{esc(doc.extra["bio"])}</p><a href="https://twitter.com/oliverfw">@oliverfw</a> <a href="mailto:oliver.grant@fleetwire.test">Email</a></div>'
        if doc.kind == "search":
            intro = '<form class="search-bar__form__2mR0x" action="/site-search/"><input name="query" value="harwell"><select name="sort"><option>Newest</option><option>Relevance</option></select></form><p class="search-results__count__1Yt0c">Showing 1-2 of 2 results for harwell</p>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-page-grid__markets__1bkQx"><h2>{self.a("markets", "Markets", "content")}</h2><p>FTSE 100 8,412.67 -0.37% | STOXX 600 532.19 -0.27% | {self.a("quote", "Harwell Foods 412.80 +5.79%", "content")}</p></section><section><h2>{self.a("topic", "Deals", "content")}</h2><p>{self.a("author", "Oliver Grant", "content")} on the Calder bid battle</p><h2>{self.a("business", "Business", "content")}</h2></section>'
        return f"""<div class="section-layout__container__2cWbM">
<h1 class="text__text__1FZLe section-title__heading__1KkzH">{esc(doc.title if doc.key != "home" else "Top News")}</h1>
{intro}
<ul class="story-collection__list__2M49i">{"".join(cards)}</ul>
{more}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        sub = ""
        if doc.kind == "quote":
            sub = f'<p class="quote-header__exchange__3Gk9s">London Stock Exchange &#183; Delayed price &#183; Currency in GBp &#183; As of 10:02 AM GMT</p><p>Latest news: {self.a("harwell", self.docs["harwell"].title, "content")}</p>'
        if doc.kind == "data":
            sub = f'<p class="markets-header__updated__2Tq1b">Updated 10:02 AM GMT</p><p>Top movers: {self.a("quote", "Harwell Foods (HRWL.L) +5.79%", "content")} &#183; {self.a("moves", "Market moves", "content")}</p>'
        return f"""<div class="static-page__container__3pRtA data-page__container__2Lq8w">
<h1 class="text__text__1FZLe">{esc(doc.title)}</h1>
{sub}
{blocks_html(self, doc.blocks)}
</div>"""
