# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Meridian: a markets news agency site modelled on Reuters' Fusion front end (`/markets/us/<slug>-2026-12-04/`,
`data-testid="Heading"`, `data-testid="paragraph-N"`, hashed CSS-module classes such as
`article-body__content__17Yit`, `/authors/anna-lee/`, `/markets/companies/ALVR.O/`, `/site-search/?query=`), English,
UTF-8. Stories carry a `NewsArticle` JSON-LD and `article:published_time` in **UTC**; the page prints "December 4,
2026 4:41 PM EST Updated 2 hours ago". The Asia open story was published at 7:55 PM EST on 3 Dec (00:55Z on 4 Dec)
with a Tokyo dateline "Dec 4": the label is the publisher's day, 3 Dec. The oil story's JSON-LD names the agency
as an Organization author while the page prints a person; the Fed story has no JSON-LD. The "Reporting by …;
Editing by …" sign-off and the "Our Standards" line are not body; a "BRIEF-" item is one paragraph and an article."""

from __future__ import annotations

import json
import re

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["wrap", "asia", "brief", "column", "alverra", "oil", "fed", "factbox"]
AUTHOR_SLUG = {
    "Anna Lee": "anna-lee",
    "Tom Park": "tom-park",
    "Hiroshi Tanabe": "hiroshi-tanabe",
    "Margaret Okafor": "margaret-okafor",
    "Daniel Brenner": "daniel-brenner",
}
WIRE = "https://www.releaseline.test/news-releases/northgate-realty-trust-declares-quarterly-cash-dividend-of-0-48-per-share-302020741.html"
A_LINK = 'data-testid="Link"'
A_HEAD = 'data-testid="Heading"'
A_TITLE = 'data-testid="TitleLink"'
A_NEXT = 'aria-label="Next page"'
A_PREV = 'aria-label="Previous page"'
A_AUTHOR = 'rel="author"'
A_HOME = 'aria-label="Meridian home"'
TXT = "text__text__1FZLe text__dark-grey__3Ml43 text__regular__2N1Xr"


class Meridian(Base):
    origin = "https://www.meridianmarkets.test"
    name = "Meridian"
    prefix = "mrd"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mrd",
            [
                ".article-body__content__17Yit",
                ".article-header__heading__15OpQ",
                ".info-content__author-date__1Epi_",
                ".media-story-card__body__3tRWy",
                ".site-header__container__2Xe0P",
                ".markets-ticker__item__2cCpm",
                ".site-footer__wrapper__1Wq3p",
                ".quote-header__price__3VqN6",
            ],
            270,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Meridian | Breaking International Business and Markets News",
                "agency-home",
                list=["wrap", "alverra", "oil", "fed", "column", "factbox", "asia"],
                more="markets",
            )
        )
        add(
            page(
                "markets",
                "/markets/",
                "section",
                "Markets",
                "agency-section",
                list=["wrap", "brief", "alverra", "asia", "oil"],
                more="markets2",
            )
        )
        add(
            page(
                "markets2",
                "/markets/?page=2",
                "section",
                "Markets",
                "agency-section-page2",
                list=["fed", "factbox", "column"],
            )
        )
        add(
            page(
                "quote",
                "/markets/companies/ALVR.O/",
                "quote",
                "Alverra Semiconductor Corp (ALVR.O)",
                "stock-quote-chart-headlines",
                list=["alverra", "wrap"],
            )
        )
        add(
            page(
                "calendar",
                "/markets/earnings-calendar/",
                "calendar",
                "Earnings Calendar",
                "earnings-calendar-table",
                [
                    "Upcoming quarterly results from companies in the S&P 500 and Nasdaq 100. Times are Eastern; BMO = before market open, AMC = after market close.",
                    "T: Company | Symbol | Date | Time | EPS estimate | Revenue estimate",
                    "T: Corvane Industries Inc | CVNI.N | Dec 7, 2026 | BMO | $2.18 | $9.42B",
                    "T: Lumen & Lace Inc | LMNL.N | Dec 8, 2026 | AMC | $0.64 | $1.21B",
                    "T: Parkway Stores Inc | PKWY.N | Dec 9, 2026 | BMO | $1.02 | $6.87B",
                    "T: Orrin Software Corp | ORRN.O | Dec 9, 2026 | AMC | $0.91 | $2.35B",
                    "T: Trailhead Sports Co | TRLH.N | Dec 10, 2026 | BMO | $0.47 | $1.64B",
                    "T: Kestrel Aerospace Inc | KSTA.N | Dec 10, 2026 | AMC | $3.06 | $5.11B",
                    "T: Greenleaf Pharmacy Inc | GRNL.O | Dec 11, 2026 | BMO | $0.82 | $12.9B",
                    "Estimates are the mean of analysts' forecasts compiled by Meridian Data. Dates are confirmed by the companies unless marked as projected.",
                ],
                list=["alverra"],
            )
        )
        add(
            page(
                "tag",
                "/markets/topic/interest-rates/",
                "tag",
                "Interest Rates",
                "agency-topic",
                list=["fed", "wrap", "asia"],
            )
        )
        add(
            page(
                "author",
                "/authors/anna-lee/",
                "author",
                "Anna Lee",
                "agency-author",
                list=["wrap", "fed"],
                bio="Anna Lee covers U.S. stock markets and the Federal Reserve from New York. She joined Meridian in 2017 after reporting on emerging markets from Seoul and Singapore.",
            )
        )
        add(
            page(
                "search",
                "/site-search/?query=alverra",
                "search",
                "Search results for \u201calverra\u201d",
                "agency-search",
                list=["alverra", "wrap"],
            )
        )
        add(
            page(
                "about",
                "/info-pages/about-us/",
                "about",
                "About Meridian",
                "about-page",
                [
                    "Meridian is a global news agency providing business, financial and markets news to professionals, media organizations and the public. Our journalists report from more than 120 bureaus in over 90 countries.",
                    "## Our standards",
                    "Meridian journalism is governed by the Meridian Trust Principles, which commit us to integrity, independence and freedom from bias. Corrections are published promptly and marked as such.",
                    "## Contact us",
                    "Newsroom: newsdesk@meridianmarkets.test. Licensing and partnerships: sales@meridianmarkets.test.",
                ],
            )
        )
        add(
            page(
                "video",
                "/video/watch/idOV7Q2K41/",
                "video",
                "Chip stocks lift Wall Street to weekly gain",
                "video-one-line",
                [
                    "U.S. stocks rose on Friday as chipmakers rallied and softer wage growth eased rate worries. Anna Lee reports."
                ],
            )
        )
        add(
            story(
                "wrap",
                "/markets/us/wall-street-closes-higher-chipmakers-rally-treasury-yields-slip-2026-12-04/",
                "Wall Street closes higher as chipmakers rally, Treasury yields slip",
                "2026-12-04",
                "2026-12-04T21:41:00Z",
                "December 4, 2026 4:41 PM EST",
                ["Anna Lee", "Tom Park"],
                [
                    "FIG: Traders work on the floor of the New York Stock Exchange | Traders work on the floor of the New York Stock Exchange (NYSE) in New York City, U.S., December 4, 2026. MERIDIAN/Daniel Ortiz",
                    "NEW YORK, Dec 4 (Meridian) - Wall Street's main indexes closed higher on Friday, led by a rebound in semiconductor shares, as softer-than-expected wage growth eased worries that the Federal Reserve would keep borrowing costs elevated well into next year.",
                    "The S&P 500 rose 0.84% to end at 6,912.37 points, while the Nasdaq Composite gained 1.31% to 23,418.06. The Dow Jones Industrial Average added 0.42% to 47,206.55.",
                    "For the week, the S&P 500 gained 1.6%, its third weekly advance in four, and the Nasdaq rose 2.2%.",
                    "The Labor Department's November employment report showed nonfarm payrolls rose by 168,000 jobs, close to economists' forecasts, but average hourly earnings increased just 0.2% on the month, below the 0.3% expected. The unemployment rate held at 4.3%.",
                    '"This was the Goldilocks version of the report that the market was hoping for," said Carla Mendes, chief investment strategist at Pell Harbor Wealth in Boston. "Hiring is holding up, but wage growth is cooling enough that the Fed can keep its options open for March."',
                    "Traders in fed funds futures raised the probability of a quarter-point rate cut at the Fed's March meeting to about 48% from 36% before the data, according to the Meridian rate tracker. The yield on the benchmark 10-year Treasury note fell 7 basis points to 3.94%.",
                    "Chip stocks led the rally after [[alverra|Alverra Semiconductor reported quarterly results]] late on Thursday that beat analysts' estimates. [[quote|Alverra shares]] jumped 9.8%, and the Philadelphia SE Semiconductor index climbed 2.9%.",
                    "Technology was the best performer among the 11 S&P 500 sector indexes, up 1.9%, while energy shares fell 1.2%, extending losses after [[oil|a slide in crude prices]] on Thursday.",
                    "Among other movers, Brightwater Outfitters rose 6.4% after the outdoor retailer raised its full-year earnings forecast, while shares of Corvane Industries slipped 3.1% after the industrial group said a strike at its Ohio plant would hurt fourth-quarter deliveries.",
                    "Investors will turn next week to consumer price data due on Wednesday and to the Fed's final policy meeting of the year later this month, where policymakers are widely expected to leave rates unchanged.",
                    "Advancing issues outnumbered decliners on the NYSE by a 2.1-to-1 ratio. The S&P 500 posted 31 new 52-week highs and 4 new lows; the Nasdaq Composite recorded 112 new highs and 58 new lows.",
                    "Volume on U.S. exchanges was 16.2 billion shares, compared with the 15.4 billion average for the full session over the last 20 trading days.",
                ],
                "markets-wrap-two-bylines-updated",
                section="Markets",
                updated="Updated 2 hours ago",
                modified="2026-12-04T23:52:00Z",
                signoff="Reporting by Anna Lee and Tom Park in New York; Additional reporting by Sruthi Nair in Bengaluru; Editing by Richard Chang",
                topics=["Markets", "Equities", "Interest Rates"],
            )
        )
        add(
            story(
                "asia",
                "/markets/asia/asian-shares-edge-higher-yen-steadies-before-us-jobs-data-2026-12-04/",
                "Asian shares edge higher as yen steadies before US jobs data",
                "2026-12-03",
                "2026-12-04T00:55:00Z",
                "December 3, 2026 7:55 PM EST",
                ["Hiroshi Tanabe"],
                [
                    "TOKYO, Dec 4 (Meridian) - Asian shares edged higher on Friday, tracking a firmer finish on Wall Street, while the yen held near a two-month high as investors waited for U.S. payrolls data that could shape the Federal Reserve's next move.",
                    "MSCI's broadest index of Asia-Pacific shares outside Japan rose 0.3% in early trade, while Japan's Nikkei share average gained 0.5%, helped by chip-related stocks. South Korea's KOSPI added 0.7%.",
                    "Chinese blue chips were little changed, and Hong Kong's Hang Seng index opened 0.2% higher.",
                    "Australia's S&P/ASX 200 index rose 0.4%, lifted by miners after iron ore prices climbed for a third straight session on hopes of further stimulus in China.",
                    "In China, investors were looking ahead to trade data due next week and to a key economic policy meeting expected later this month, at which leaders are likely to set growth targets for next year.",
                    "The yen was steady at 149.20 per dollar after gaining 0.6% in the previous session on bets that the Bank of Japan could raise interest rates again early next year. Data due later on Friday is expected to show that household spending in Japan fell for a second straight month in October.",
                    '"The market is in a holding pattern until payrolls," said Kenji Morioka, senior strategist at Asahikawa Securities in Tokyo. "A soft wage number would be good for risk assets across the region, but a strong one could push the dollar back above 150 yen very quickly."',
                    "Overnight, the S&P 500 rose 0.3% and the Nasdaq gained 0.5%, and [[alverra|Alverra Semiconductor jumped in extended trade]] after posting results that beat forecasts.",
                    "In commodities, Brent crude futures were flat at $71.85 a barrel after falling 2% in the previous session. Gold was steady at $4,118 an ounce.",
                    "The yield on 10-year Treasury notes was little changed at 4.01%.",
                ],
                "asia-open-utc-next-day-tokyo-dateline",
                section="Asia Markets",
                signoff="Reporting by Hiroshi Tanabe; Editing by Lincoln Faber",
                topics=["Markets", "Currencies"],
            )
        )
        add(
            story(
                "brief",
                "/markets/companies/brief-northgate-realty-trust-declares-quarterly-dividend-of-048shr-2026-12-04/",
                "BRIEF-Northgate Realty Trust Declares Quarterly Dividend Of $0.48/Shr",
                "2026-12-04",
                "2026-12-04T21:32:00Z",
                "December 4, 2026 4:32 PM EST",
                [],
                [
                    "Dec 4 (Meridian) - Northgate Realty Trust Inc: * NORTHGATE REALTY TRUST INC - DECLARES QUARTERLY CASH DIVIDEND OF $0.48 PER SHARE * NORTHGATE REALTY TRUST INC - DIVIDEND PAYABLE ON JANUARY 15, 2027 TO SHAREHOLDERS OF RECORD AT THE CLOSE OF BUSINESS ON DECEMBER 31, 2026",
                ],
                "brief-one-paragraph-source-text",
                section="Companies",
                brief=True,
                topics=["Markets"],
            )
        )
        add(
            story(
                "column",
                "/markets/us/buybacks-are-flattering-earnings-investors-should-look-past-them-okafor-2026-12-03/",
                "Buybacks are flattering earnings. Investors should look past them",
                "2026-12-03",
                "2026-12-03T11:00:00Z",
                "December 3, 2026 6:00 AM EST",
                ["Margaret Okafor"],
                [
                    "NEW YORK, Dec 3 (Meridian) - Corporate America is on track to spend a record $1.1 trillion buying back its own shares this year. Investors cheering the resulting lift to earnings per share should ask a simpler question: how much of the growth they are paying for is real?",
                    "Buybacks reduce the number of shares outstanding, so even a company whose profits are flat can report rising earnings per share. By my count, roughly a fifth of the 9% growth in S&P 500 earnings per share over the past four quarters came not from higher profits but from a shrinking share count. In some sectors the effect is much larger.",
                    "Take industrial conglomerate Corvane Industries. Its earnings per share have grown at an annual rate of 11% since 2022, a record that has helped its stock outperform the market. Yet its net income has grown only about 4% a year over the same period. The difference has been financed partly with debt: Corvane's net borrowings have risen by $6 billion since 2022, roughly the amount it spent on repurchases.",
                    "There is nothing wrong with buybacks as such. A company that generates more cash than it can sensibly reinvest should return it to shareholders, and repurchases are more flexible and often more tax-efficient than dividends. The problem is that per-share figures have become the yardstick by which executives are paid and by which many investors judge performance, and they can be managed.",
                    "Nearly two-thirds of S&P 500 companies use earnings per share or a similar per-share measure in their executive incentive plans, according to a study by the compensation consultancy Ferrand & Lowe. When a chief executive's bonus depends on hitting a per-share target, a well-timed repurchase can make the difference.",
                    "Timing matters in another way, too. Companies tend to buy back the most stock when their shares are expensive and cash is plentiful, and the least after a downturn, when prices are low. The average company would have done better simply by spreading its purchases evenly over time.",
                    "The results are telling. Over the past year, the companies in the S&P 500 that spent the most on buybacks relative to their market value delivered total shareholder returns roughly in line with the index, despite reporting faster growth in earnings per share. Investors, in other words, were not rewarded for the extra growth, because much of it reflected fewer shares rather than a better business.",
                    "Investors can look past the flattery in a few simple ways. The first is to compare the growth in net income with the growth in earnings per share; a persistent gap is a sign that repurchases are doing the heavy lifting. The second is to watch the balance sheet. Buybacks financed out of free cash flow are one thing; buybacks financed by borrowing at rates well above those of a few years ago are another.",
                    "The third is to look at what the company is not spending on. Capital expenditure at the 50 biggest repurchasers in the S&P 500, excluding technology groups, has fallen as a share of sales in four of the past five years. That may be rational for mature businesses, but it can also mean that future growth is being traded for a higher share price today.",
                    "Boards deserve scrutiny too. Directors who approve repurchase programs should be able to explain why buying back stock at current prices is a better use of capital than investing in the business, paying down debt or simply holding cash. Few do so in any detail. Annual reports typically devote pages to executive pay and a sentence or two to the logic of a multibillion-dollar buyback.",
                    "None of this means investors should shun companies that buy back stock. But with valuations near record highs and debt more expensive than it has been in more than a decade, they should be clear about what they are paying for. Earnings per share are a convenient number. They are not always the right one.",
                ],
                "opinion-column-disclaimer",
                section="Markets",
                kicker="Column",
                disclaimer="The opinions expressed here are those of the author, a columnist for Meridian.",
                topics=["Markets", "Equities"],
            )
        )
        add(
            story(
                "alverra",
                "/markets/companies/alverra-semiconductor-beats-estimates-ai-data-center-demand-shares-jump-2026-12-03/",
                "Alverra Semiconductor beats estimates on AI data center demand, shares jump",
                "2026-12-03",
                "2026-12-03T22:12:00Z",
                "December 3, 2026 5:12 PM EST",
                ["Tom Park"],
                [
                    "Dec 3 (Meridian) - Alverra Semiconductor Corp forecast fourth-quarter revenue above Wall Street estimates on Thursday, betting on strong demand for its networking chips used in artificial intelligence data centers, sending its shares up 8% in extended trading.",
                    "The Santa Clara, California-based company expects revenue of $3.85 billion, plus or minus 3%, for the quarter ending in January, compared with analysts' average estimate of $3.62 billion, according to data compiled by Meridian.",
                    "Revenue from Alverra's data center segment rose 41% to $2.27 billion in the third quarter, accounting for more than 60% of total sales for the first time.",
                    '"Customers are building out AI clusters at a pace we have never seen, and every one of those clusters needs to move enormous amounts of data between processors," Chief Executive Victor Lindqvist said on a call with analysts.',
                    "Total revenue rose 29% to $3.71 billion in the third quarter ended Nov. 1, beating estimates of $3.58 billion. Adjusted earnings per share of $1.42 topped expectations of $1.31.",
                    "Gross margin widened to 63.8% from 61.2% a year earlier, helped by a richer mix of high-end products, the company said.",
                    'Analysts said the forecast eased concerns that big cloud providers would slow their spending on AI infrastructure next year. "The guide was cleaner than feared, and the data center mix shift is driving margins higher," said Priya Natarajan, an analyst at Calder Ridge Capital.',
                    "Revenue from Alverra's automotive and industrial chips, however, fell 6% from a year earlier, reflecting weak demand from carmakers in Europe and China.",
                    "Alverra, which designs its chips and outsources manufacturing to contract foundries in Taiwan, said the supply of advanced packaging capacity remained tight but had improved since the summer.",
                    "The company also announced a new $5 billion share repurchase program and raised its quarterly dividend by 10% to 33 cents per share.",
                    "Its shares have risen about 46% so far this year, outpacing the 31% gain in the Philadelphia SE Semiconductor index.",
                ],
                "earnings-story-single-byline",
                section="Technology",
                updated="Updated December 3, 2026",
                modified="2026-12-03T23:40:00Z",
                signoff="Reporting by Tom Park in New York; Editing by Maureen Pascoe",
                topics=["Technology", "Markets"],
            )
        )
        add(
            story(
                "oil",
                "/markets/commodities/oil-falls-2-opec-signals-patience-us-crude-stocks-rise-2026-12-03/",
                "Oil falls 2% as OPEC+ signals patience, US crude stocks rise",
                "2026-12-03",
                "2026-12-03T20:02:00Z",
                "December 3, 2026 3:02 PM EST",
                ["Daniel Brenner"],
                [
                    "HOUSTON, Dec 3 (Meridian) - Oil prices fell about 2% on Thursday after OPEC+ delegates said the producer group was in no hurry to deepen output cuts and U.S. government data showed an unexpected build in crude inventories.",
                    "Brent crude futures settled down $1.47, or 2%, at $71.86 a barrel. U.S. West Texas Intermediate crude fell $1.39, or 2%, to $68.12.",
                    "Three delegates from the Organization of the Petroleum Exporting Countries and allies, speaking on condition of anonymity, said the group was likely to keep its current production policy unchanged at its meeting next week and would reassess the market in the spring.",
                    '"The market had priced in some chance of a deeper cut, and that premium is coming out today," said Joaquin Ferrer, an analyst at Redwater Energy Advisors in New York.',
                    "U.S. crude inventories rose by 3.1 million barrels in the week ended Nov. 27 to 431.6 million barrels, the Energy Information Administration said, compared with analysts' expectations in a Meridian poll for a 1.2 million-barrel draw.",
                    "Gasoline stocks rose by 2.4 million barrels, while distillate inventories, which include diesel and heating oil, fell by 1.1 million barrels.",
                    "Concerns about demand also weighed on prices. Factory activity in China contracted for a second month in November, a private survey showed this week, and several banks have trimmed their forecasts for global oil demand growth next year.",
                    "Money managers cut their net long positions in Brent futures and options for a third consecutive week, according to exchange data, a sign that speculative investors remain skeptical about the outlook for prices.",
                    "Still, analysts said prices were supported by lower output from some producers outside OPEC+ and by the onset of winter in the Northern Hemisphere, which typically lifts demand for heating fuel.",
                ],
                "commodities-ld-author-organization",
                section="Commodities",
                ld_org=True,
                signoff="Reporting by Daniel Brenner in Houston; Additional reporting by Aisha Rahman in London and Li Wen in Singapore; Editing by Lincoln Faber",
                topics=["Commodities", "Energy"],
            )
        )
        add(
            story(
                "fed",
                "/markets/us/feds-harlow-says-policy-well-positioned-sees-no-rush-cut-rates-2026-12-02/",
                "Fed's Harlow says policy 'well positioned', sees no rush to cut rates",
                "2026-12-02",
                "2026-12-02T18:18:00Z",
                "December 2, 2026 1:18 PM EST",
                ["Anna Lee"],
                [
                    "WASHINGTON, Dec 2 (Meridian) - Federal Reserve Governor Elaine Harlow said on Wednesday that monetary policy is well positioned to respond to the economic outlook and that the U.S. central bank can afford to wait for more evidence that inflation is returning to its 2% target before lowering borrowing costs again.",
                    '"With the labor market broadly in balance and inflation still somewhat elevated, I see no urgency to adjust our policy stance," Harlow said in remarks prepared for an event hosted by a business group in Cleveland.',
                    "Harlow said she expected inflation, as measured by the personal consumption expenditures price index, to ease to around 2.4% by the end of next year, helped by slowing rent increases. But she warned that import tariffs and a tight supply of workers in some industries could keep price pressures stubborn.",
                    'On the labor market, she said hiring had slowed but layoffs remained low, and that the unemployment rate, at 4.3%, was close to most estimates of its long-run sustainable level. "A gradual cooling of the labor market is what we would expect as the economy moves into better balance," she said.',
                    '"I would want to see several more months of data showing that inflation is moving sustainably toward our goal," she said, adding that she did not view the current policy rate as restrictive enough to justify a pre-emptive cut.',
                    "Her comments echoed those of several other policymakers in recent weeks who have signaled a preference for holding rates steady at the Fed's meeting this month.",
                    "Harlow, a permanent voter on the Fed's rate-setting committee, is generally seen as a centrist. In September she supported the Fed's decision to lower rates by a quarter of a percentage point, saying at the time that the risks to the labor market had increased.",
                    "Financial markets currently expect the Fed to leave rates unchanged in December, and see roughly even odds of a cut by March, according to rate futures.",
                ],
                "central-bank-no-jsonld",
                section="Markets",
                nold=True,
                signoff="Reporting by Anna Lee; Editing by Ted Harrow",
                topics=["Interest Rates", "Central Banks"],
            )
        )
        add(
            story(
                "factbox",
                "/business/retail-consumer/factbox-us-retailers-that-have-cut-their-holiday-quarter-forecasts-2026-12-02/",
                "Factbox: US retailers that have cut their holiday-quarter forecasts",
                "2026-12-02",
                "2026-12-02T15:47:00Z",
                "December 2, 2026 10:47 AM EST",
                [],
                [
                    "Dec 2 (Meridian) - A growing number of U.S. retailers have lowered their forecasts for the crucial holiday quarter, citing cautious spending by lower-income shoppers, higher import costs and an unusually warm start to the winter in parts of the country.",
                    "Below are some of the companies that have cut their outlooks in recent weeks:",
                    "### CASTELLAN HOME",
                    "The home furnishings chain on Nov. 24 cut its fourth-quarter comparable sales forecast to a decline of 2% to 4%, from a previous range of flat to down 2%, saying demand for big-ticket items such as sofas and mattresses remained weak.",
                    "### PARKWAY STORES",
                    "The discount department store operator on Nov. 20 lowered its annual profit forecast to $3.10 to $3.25 per share, from $3.40 to $3.60, citing higher freight costs and the heavier promotions needed to clear seasonal inventory.",
                    "### LUMEN & LACE",
                    "The specialty apparel retailer said on Nov. 25 it expected holiday-quarter sales to be roughly flat compared with a year earlier, below its earlier forecast of low single-digit growth, after a slow start to the season for outerwear.",
                    "### TRAILHEAD SPORTS",
                    "The sporting goods chain on Dec. 1 trimmed its fourth-quarter revenue forecast by about $90 million, saying unseasonably warm weather in the Northeast and Midwest had hurt sales of winter gear.",
                    "### GREENLEAF PHARMACY",
                    "The drugstore chain on Nov. 18 cut its full-year adjusted profit forecast, pointing to lower reimbursement rates and weaker sales of discretionary items such as cosmetics and seasonal goods in its front-of-store business.",
                    "Not all retailers are struggling. Discount chain Valuecrest and warehouse club operator Sentry Club both raised their annual forecasts last month, as shoppers traded down to cheaper stores.",
                ],
                "factbox-staff-byline-subheads",
                section="Retail & Consumer",
                byline="Meridian Staff",
                signoff="Compiled by Meridian Staff; Editing by Maureen Pascoe",
                topics=["Retail & Consumer", "Markets"],
            )
        )

    # ---------------------------------------------------------------- templates
    def frame(self, doc: Doc, main: str) -> str:
        meta = [f"<title>{esc(doc.title)} | Meridian</title>"]
        if doc.is_article:
            authors = doc.authors or [doc.byline]
            meta += [
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="Meridian">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
                f'<meta property="article:section" content="{esc(doc.section)}">',
                f'<meta name="article:author" content="{esc(", ".join(authors))}">',
                f'<meta name="analyticsAttributes.contentChannel" content="{esc(doc.section)}">',
            ]
            if not doc.extra.get("nold"):
                if doc.extra.get("ld_org") or not doc.authors:
                    author_ld: object = {"@type": "Organization", "name": "Meridian"}
                else:
                    author_ld = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/authors/{AUTHOR_SLUG[a]}/"}
                        for a in doc.authors
                    ]
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": author_ld,
                    "articleSection": doc.section,
                    "isAccessibleForFree": True,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Meridian",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/pf/resources/images/meridian/logo.png"},
                    },
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        else:
            meta += [
                f'<meta name="description" content="{esc(doc.title)} news from Meridian: markets, business and finance.">',
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
            if doc.kind == "video":
                meta[-2] = '<meta property="og:type" content="video.other">'
        meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        nav = "".join(
            f'<li class="nav-bar__item__2VuN8">{self.a(k, t, "nav", A_LINK)}</li>'
            for k, t in (("markets", "Markets"), ("calendar", "Earnings"), ("tag", "Rates"), ("video", "Video"))
        )
        ticker = "".join(
            f'<li class="markets-ticker__item__2cCpm"><span>{n}</span> <span>{v}</span> <span class="{"up" if c.startswith("+") else "down"}">{c}</span></li>'
            for n, v, c in (
                ("S&amp;P 500", "6,912.37", "+0.84%"),
                ("Nasdaq", "23,418.06", "+1.31%"),
                ("Dow", "47,206.55", "+0.42%"),
                ("US 10Y", "3.94%", "-0.07"),
                ("Brent", "71.52", "-0.47%"),
                ("EUR/USD", "1.1642", "+0.21%"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="preload" as="font" href="/pf/resources/fonts/knowledge2017/knowledge-regular.woff2" crossorigin>
<script>window.Fusion=window.Fusion||{{}};Fusion.arcSite="meridian";Fusion.contentCache={{}};Fusion.deployment="2241";</script>
<style>/*PAD*/</style>
</head>
<body>
<div id="fusion-app" class="fusion-app">
<a class="skip-link" href="#main-content">Skip to main content</a>
<header class="site-header__container__2Xe0P" data-testid="SiteHeader">
<div class="site-header__logo__1Z8sX">{self.a("home", "Meridian", "nav", A_HOME, '<svg viewBox="0 0 120 30" role="img"><title>Meridian</title><path d="M0 0h120v30H0z"/></svg>')}</div>
<nav aria-label="Main navigation"><ul class="nav-bar__list__2fzIm">{nav}<li class="nav-bar__item__2VuN8"><a href="/world/">World</a></li><li class="nav-bar__item__2VuN8"><a href="/business/">Business</a></li><li class="nav-bar__item__2VuN8"><a href="/technology/">Technology</a></li></ul></nav>
<div class="site-header__actions__3nFmg"><a href="{esc(self.href("search"))}" aria-label="Search">Search</a> <a href="https://accounts.meridianmarkets.test/signin">Sign In</a> <a href="https://accounts.meridianmarkets.test/register" class="button__primary__2xjPk">Register</a></div>
</header>
<ul class="markets-ticker__list__3bKx9" data-testid="MarketsTicker">{ticker}</ul>
<main id="main-content" class="regular-article-layout__main__1tvmT">
{main}
</main>
<footer class="site-footer__wrapper__1Wq3p" data-testid="Footer">
<div class="site-footer__links__2r7ZW"><h4>Browse</h4><ul><li>{self.a("markets", "Markets", "footer")}</li><li>{self.a("calendar", "Earnings calendar", "footer")}</li><li>{self.a("video", "Video", "footer")}</li><li><a href="/business/">Business</a></li><li><a href="/legal/">Legal</a></li></ul>
<h4>About Meridian</h4><ul><li>{self.a("about", "About Meridian", "footer")}</li><li><a href="/info-pages/careers/">Careers</a></li><li><a href="/info-pages/meridian-trust-principles/">Meridian Trust Principles</a></li><li><a href="/info-pages/privacy-policy/">Privacy</a></li><li><a href="/info-pages/terms-of-use/">Terms of use</a></li></ul></div>
<p class="site-footer__disclaimer__2mXz3">All quotes delayed a minimum of 15 minutes. See here for a complete list of exchanges and delays.</p>
<p>© 2026 Meridian. All rights reserved</p>
</div>
</footer>
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="dialog"><p>By clicking "Accept All Cookies", you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-reject-all-handler">Reject All</button></div></div>
</div>
<script id="fusion-metadata" type="application/javascript">window.Fusion.globalContent={{"_id":"{doc.key.upper()}3Q4ZJ7","type":"{"story" if doc.is_article else "section"}","canonical_url":"{doc.path}"}};</script>
<script src="/pf/dist/engine/react.js?d=2241" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=2241" defer></script>
</body>
</html>"""

    def byline_html(self, doc: Doc) -> str:
        if not doc.authors:
            return (
                f'<div class="article-header__byline__2d6x8" data-testid="AuthorByLine">By {esc(doc.byline)}</div>'
                if doc.byline
                else ""
            )
        names = [
            self.a("author", a, "byline", A_AUTHOR)
            if a == "Anna Lee"
            else f'<a href="/authors/{AUTHOR_SLUG[a]}/" rel="author">{esc(a)}</a>'
            for a in doc.authors
        ]
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f'<div class="article-header__byline__2d6x8" data-testid="AuthorByLine">By {joined}</div>'

    def story_main(self, doc: Doc) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<figure class="primary-image__container__3Yl5p"><div class="styles__image-container__3hkY5"><img src="/resizer/v2/{doc.key}-main.jpg?width=960&amp;quality=80" alt="{esc(alt)}" width="960" height="640"></div><figcaption class="{TXT} body__full_width__ekUdw" data-testid="Body">{esc(cap)} <a href="https://www.meridianagency.test/licensing/" class="image-caption__license__3M6mT">Purchase Licensing Rights</a></figcaption></figure>'

        body = self.blocks(
            doc, p_tag=f'<p class="{TXT} article-body__paragraph__2-BtD" data-testid="paragraph-N">', fig=fig
        )
        counter = iter(range(100))
        body = re.sub(r'data-testid="paragraph-N"', lambda m: f'data-testid="paragraph-{next(counter)}"', body)
        kicker = doc.extra.get("kicker")
        kick = (
            f'<span class="article-header__kicker__3XqVp" data-testid="Kicker">{esc(kicker)}</span>' if kicker else ""
        )
        updated = (
            f' <span class="date-line__date___kNbY" data-testid="UpdatedTime">{esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        date, time_ = doc.stamp.rsplit(" ", 3)[0], " ".join(doc.stamp.rsplit(" ", 3)[1:])
        after = []
        if doc.extra.get("brief"):
            after.append(f'<p class="{TXT}">Source text: <a href="{WIRE}">{esc(WIRE)}</a></p>')
            after.append(
                f'<p class="{TXT}">Further company coverage: <a href="/markets/companies/NGRT.N/">NGRT.N</a></p>'
            )
        if doc.extra.get("signoff"):
            after.append(f'<p class="{TXT} sign-off" data-testid="SignOff">{esc(doc.extra["signoff"])}</p>')
        if doc.extra.get("disclaimer"):
            after.append(
                f'<div class="article-body__disclaimer__1aU_H"><p><i>{esc(doc.extra["disclaimer"])}</i></p></div>'
            )
        after.append(
            '<div class="trust-badge__container__1xzUx"><a href="/info-pages/meridian-trust-principles/">Our Standards: The Meridian Trust Principles.</a></div>'
        )
        topics = "".join(
            f'<li><a href="/markets/{"" if t == "Markets" else t.lower().replace(" & ", "-").replace(" ", "-") + "/"}">{esc(t)}</a></li>'
            for t in doc.extra.get("topics", [])
        )
        if "Interest Rates" in doc.extra.get("topics", []):
            topics = topics.replace(
                '<li><a href="/markets/interest-rates/">Interest Rates</a></li>',
                f"<li>{self.a('tag', 'Interest Rates', 'content')}</li>",
            )
        read_next = "".join(
            f'<li class="media-story-card__body__3tRWy"><span class="kicker">{esc(self.docs[k].section)}</span>{self.a(k, self.docs[k].title, "related", A_HEAD)}<time>{self.docs[k].stamp}</time></li>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        return f"""<article class="article__container__2cUwa" data-testid="Article">
<header class="article-header__container__3Y2B1">
<nav aria-label="Tags" class="article-header__tags__3lgm2"><ul><li>{self.a("markets", "Markets", "nav", A_LINK)}</li>{"" if doc.section == "Markets" else f"<li><span>{esc(doc.section)}</span></li>"}</ul></nav>
{kick}<h1 data-testid="Heading" class="text__text__1FZLe text__dark-grey__3Ml43 text__medium__1kbOh text__heading_2__1K_hh heading__base__2T28j heading__heading_2__3Fcw5">{esc(doc.title)}</h1>
<div class="info-content__author-date__1Epi_">
{self.byline_html(doc)}
<time datetime="{doc.iso}" class="{TXT}" data-testid="DateLineText"><span class="date-line__date___kNbY">{date}</span> <span class="date-line__date___kNbY">{time_}</span>{updated}</time>
</div>
<div class="article-header__share__2dSr3" data-testid="ShareButtons"><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" aria-label="Share on X">X</a> <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" aria-label="Share on Facebook">Facebook</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}" aria-label="Share on LinkedIn">LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}" aria-label="Share by email">Email</a> <button aria-label="Copy link">Link</button></div>
<a class="article-header__licensing__2Q1sC" href="https://www.meridianagency.test/licensing/?story={doc.key}">Purchase Licensing Rights</a>
</header>
<div class="article-body__container__3ypuX">
<div class="article-body__content__17Yit">
{body}
</div>
{"".join(after)}
<div class="article-body__tags__2c0d9"><h4>Suggested Topics:</h4><ul>{topics}</ul></div>
</div>
</article>
<aside class="regular-article-layout__sidebar__2vhdR"><div class="read-next__container__1nWz0"><h2>Read Next</h2><ul>{read_next}</ul></div>
<div class="ad-slot__container__1YwRf" data-ad-slot="right-rail-1">Advertisement · Scroll to continue</div>
<div class="sponsored__container__2ZqXb"><h3>Sponsored Content</h3><p><a href="https://ads.partner.test/click?c=88231" rel="sponsored nofollow">The retirement question most people get wrong</a></p></div></aside>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = f'<img src="/resizer/v2/{k}-thumb.jpg?width=320" alt="" loading="lazy">' if i < 3 else ""
            cards.append(
                f'<li class="story-collection__story__LeZ29"><div class="media-story-card__body__3tRWy">{img}<span class="kicker" data-testid="Label">{esc(d.section)}</span><h3 data-testid="Heading">{self.a(k, d.title, "content", A_TITLE)}</h3><time class="{TXT}" data-testid="Label">{d.stamp}</time></div></li>'
            )
        title = f'<h1 data-testid="Heading" class="section-title__heading__3Phbm">{esc(doc.title)}</h1>'
        if doc.kind == "quote":
            return self.quote_main(doc, cards)
        if doc.kind == "calendar":
            return f'<div class="calendar-page__container__1VkxR">{title}\n{self.blocks(doc)}\n<div class="calendar-page__recent__2Lw3k"><h2>Recently reported</h2><ul>{"".join(cards)}</ul></div><nav class="calendar-page__weeks__2kFz8"><a href="/markets/earnings-calendar/?week=2026-12-14">Next week</a></nav></div>'
        extra = ""
        if doc.kind == "author":
            extra = f'<div class="author-bio__container__2pX9c"><img src="/resizer/v2/authors/anna-lee.jpg?width=120" alt="Anna Lee"><p class="author-bio__title__3aQ1h">Markets Correspondent, New York</p><p>{esc(doc.extra["bio"])}</p><a href="https://twitter.com/annalee_mer">@annalee_mer</a></div>'
        if doc.kind == "search":
            extra = '<form class="search-bar__form__1qX2m" action="/site-search/"><input name="query" value="alverra"><select name="date"><option>Past year</option></select><button>Search</button></form><p class="search-results__count__3c9vK">Showing 1-2 of 2 results</p>'
        pager = ""
        if doc.extra.get("more") and doc.kind != "home":
            pager = f'<nav class="pagination__container__1Bf4a"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next", "pagination", A_NEXT)}</nav>'
        if doc.key == "markets2":
            pager = f'<nav class="pagination__container__1Bf4a">{self.a("markets", "Previous", "pagination", A_PREV)} {self.a("markets", "1", "pagination")} <span>2</span></nav>'
        if doc.kind == "home":
            extra = f'<section class="home-page__markets__3nN1g"><h2>{self.a("markets", "Markets", "content")}</h2><p>{self.a("quote", "ALVR.O 153.41 +9.82%", "content")} · {self.a("calendar", "Earnings this week", "content")} · {self.a("video", "Video: Chip stocks lift Wall Street", "content")}</p></section><section class="home-page__more__1cZ8b"><h2>More</h2><p>{self.a("brief", self.docs["brief"].title, "content")}</p><p>{self.a("author", "Anna Lee", "content")} · {self.a("tag", "Interest Rates", "content")}</p></section>'
        return f'<div class="section-page__container__3gyn7">{title}{extra}<ul class="story-collection__list__2M49i">{"".join(cards)}</ul>{pager}</div>'

    def quote_main(self, doc: Doc, cards: list[str]) -> str:
        stats = "".join(
            f"<tr><th>{k}</th><td>{v}</td></tr>"
            for k, v in (
                ("Open", "150.02"),
                ("Day High", "154.88"),
                ("Day Low", "148.75"),
                ("Prev Close", "139.69"),
                ("Volume", "38,417,220"),
                ("52 Week High", "158.30"),
                ("52 Week Low", "96.14"),
                ("Market Cap", "$249.6B"),
                ("P/E (TTM)", "41.8"),
                ("Dividend Yield", "0.86%"),
            )
        )
        points = " ".join(f"{i * 12},{140 - int(30 * abs(((i * 37) % 17) - 8) / 8)}" for i in range(40))
        return f"""<div class="quote-page__container__2yXwQ">
<div class="quote-header__container__1dGWt"><h1 data-testid="Heading">{esc(doc.title)}</h1><p class="quote-header__exchange__2iVfB">Nasdaq · Currency in USD</p>
<div class="quote-header__price__3VqN6"><span class="price">153.41</span> <span class="change up">+13.72 (+9.82%)</span></div>
<p class="quote-header__time__1n1kq">As of Dec 4, 2026 4:00 PM EST. Market closed.</p></div>
<div class="quote-chart__container__3Qy2B" data-symbol="ALVR.O" data-range="1D"><div class="range-tabs"><button>1D</button><button>5D</button><button>1M</button><button>6M</button><button>YTD</button><button>1Y</button><button>5Y</button></div><svg viewBox="0 0 480 160" class="quote-chart__svg__2sXr8" role="img" aria-label="ALVR.O price chart"><polyline fill="none" stroke="#0a7a3d" points="{points}"/></svg></div>
<table class="key-stats__table__1cJZP"><caption>Key Stats</caption><tbody>{stats}</tbody></table>
<div class="company-profile__container__1Lr0m"><h2>About the company</h2><p>Alverra Semiconductor Corp designs networking, storage and custom processor chips for data center, enterprise and automotive customers. Santa Clara, California. Employees: 9,800.</p></div>
<div class="quote-news__container__3tqZd"><h2>Latest news on Alverra Semiconductor Corp</h2><ul>{"".join(cards)}</ul></div>
<p class="quote-page__disclaimer__1oWmQ">Data provided by Meridian Data. Quotes delayed at least 15 minutes.</p>
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="video-page__container__2nD3m"><div class="video-player__container__1pWq3" data-video-id="OV7Q2K41"><video poster="/resizer/v2/video/OV7Q2K41.jpg" controls preload="none"><source src="https://video.meridianmarkets.test/OV7Q2K41/master.m3u8" type="application/x-mpegURL"></video></div>
<h1 data-testid="Heading">{esc(doc.title)}</h1><span class="video-page__duration__2Rf1c">01:48</span> <time>December 4, 2026</time>
{self.blocks(doc)}
<div class="video-page__playlist__1nWpR"><h2>Up next</h2><ul><li>{self.a("wrap", self.docs["wrap"].title, "related")}</li><li>{self.a("oil", self.docs["oil"].title, "related")}</li></ul></div></div>"""
        return f'<div class="info-page__container__2bQ7k"><h1 data-testid="Heading">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
