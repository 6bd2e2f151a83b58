# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Mudra Times: an Indian business paper modelled on Mint's Next.js story pages (`storyPage_title__…`,
`storyPage_summary__…`, `/market/stock-market-news/<slug>-11764844512345.html`, `/market/page-2`, `/authors/<name>`),
English (India), UTF-8, rupee amounts in lakh/crore. The top of a story says "Updated: 04 Dec 2026, 09:41 PM IST",
the foot "First Published: 04 Dec 2026, 04:05 PM IST" (the label date is the first-published day; the opinion piece
was updated the next morning). `NewsArticle` JSON-LD in +05:30, except the auto-sales story (**UTC**: 19:15Z on 1 Dec
= 2 Dec 00:45 IST). Desk credits "MT Bureau" and "PTI" give no author (the JSON-LD calls "MT Bureau" a Person). The
"Sensex Today Live" blog (`LiveBlogPosting`) is an article (relabelled per the live-page policy: `relabel`); the tax explainer has a print twin (`?print=1`)
that is."""

from __future__ import annotations

import json
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["close", "rbi", "ipo", "budget", "tax", "auto", "opinion"]
AUTHOR_SLUG = {
    "Priya Sharma": "priya-sharma",
    "Vikram Rao": "vikram-rao",
    "Rohan Mehta": "rohan-mehta",
    "Ananya Iyer": "ananya-iyer",
    "Meera Raghavan": "meera-raghavan",
}
A_PRINT = 'class="storyPage_print__1xQ2m" rel="nofollow"'
DISCLAIMER = "Disclaimer: The views and recommendations made above are those of individual analysts or broking companies, and not of Mudra Times. We advise investors to check with certified experts before making any investment decisions."
CATCH = "Catch all the Business News, Market News, Breaking News Events and Latest News Updates on Mudra Times. Download the Mudra Times App to get Daily Market Updates."
TAX_PATH = "/money/personal-finance/old-vs-new-tax-regime-which-one-should-you-choose-for-fy2026-27-11764727200431.html"
TAX_LINES = [
    "With the financial year's final quarter approaching, salaried taxpayers must soon submit proof of their tax-saving investments to their employers. Before doing that, it is worth checking once again whether the old tax regime or the new one works out better for you.",
    "The new regime has been the default option for several years. It offers lower tax rates and a higher rebate, so that income of up to ₹12 lakh is effectively tax-free for resident individuals, but it does away with most deductions and exemptions. The old regime keeps deductions such as those under Section 80C and 80D and the exemption for house rent allowance (HRA), but its tax rates are higher.",
    "### How the two regimes compare",
    "Under the new regime, a salaried individual gets a standard deduction of ₹75,000. Under the old regime, the standard deduction is ₹50,000, but taxpayers can also claim:",
    "- up to ₹1.5 lakh under Section 80C for investments such as the Public Provident Fund, equity-linked savings schemes and life insurance premiums",
    "- up to ₹25,000 for health insurance premiums under Section 80D (₹50,000 for senior citizens)",
    "- up to ₹2 lakh of interest on a home loan for a self-occupied property",
    "- the HRA exemption, for those who live in rented accommodation",
    "### Find your break-even point",
    "The simplest way to decide is to add up all the deductions and exemptions you can claim under the old regime and compare the tax payable under both. Tax planners say that for most people earning up to ₹15 lakh a year, the new regime is now the better choice unless they have substantial deductions, such as a large home loan.",
    '"For someone earning ₹18 lakh, the old regime starts to make sense only if total deductions exceed roughly ₹5.5 lakh," said chartered accountant Nikhil Deshpande. "That usually means a home loan plus full use of Section 80C and HRA. Without a home loan, very few salaried people reach that level."',
    "### Can you switch?",
    "Salaried taxpayers without business income can choose between the two regimes every year at the time of filing their income tax return. The choice you declare to your employer at the start of the year only determines how much tax is deducted from your salary; you can still opt for the other regime when you file your return.",
    "Those with business or professional income have less flexibility: once they opt out of the new regime, they can switch back only once in their lifetime.",
    "Whichever regime you choose, do not make investments only to save tax. An investment should fit your financial goals first; the tax benefit is a bonus.",
]


class Mudra(Base):
    origin = "https://www.mudratimes.test"
    name = "Mudra Times"
    prefix = "mdt"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mdt",
            [
                ".storyPage_storyBox__zvlqF",
                ".storyPage_title__ZtFfT",
                ".storyPage_summary__Ge5ys",
                ".storyPage_date__JS9qJ",
                ".listingNew_cardHolder__3sD1c",
                ".header_nav__1wH3k",
                ".footer_footerWrapper__2pYq5",
                ".liveSec_liveBox__3Qw8e",
            ],
            260,
        )

    def relabel(self, doc: Doc) -> dict[str, Any]:
        # The project's policy: a live blog of written entries is an article (this set's brief said otherwise, so the
        # page was first labelled a non-article). Body: each entry's heading and text, newest first, without its time;
        # the byline is the paper, so no author.
        if doc.key != "live":
            return {}
        body = "\n".join(f"{h}\n{p}" for _, h, p in LIVE)
        return {"is_article": True, "kind": "article", "authors": [], "date": "2026-12-04", "body": body}

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Mudra Times: Business News, Stock Market News, Sensex, Nifty, Personal Finance",
                "business-paper-home",
                list=["close", "rbi", "live", "ipo", "auto", "tax", "opinion"],
                more="market",
            )
        )
        add(
            page(
                "market",
                "/market",
                "section",
                "Market",
                "section-listing",
                list=["close", "live", "rbi", "ipo"],
                more="market2",
            )
        )
        add(page("market2", "/market/page-2", "section", "Market", "section-listing-page2", list=["auto", "budget"]))
        add(
            page(
                "budgettopic",
                "/budget",
                "tag",
                "Budget 2027",
                "topic-hub",
                list=["budget", "tax", "opinion"],
                intro="Union Budget 2027-28 will be presented in Parliament on February 1, 2027. Follow the latest news on income tax slabs, capital gains, fiscal deficit and the industry's wish list.",
            )
        )
        add(
            page(
                "nav",
                "/mutual-fund/nav",
                "data",
                "Mutual Fund NAV Today",
                "mutual-fund-nav-table",
                [
                    "Net asset values (NAV) of mutual fund schemes as of December 3, 2026. NAVs are updated daily after 11 pm.",
                    "T: Scheme | Category | NAV (₹) | 1-day change | 1-year return",
                    "T: Sahyadri Bluechip Fund - Direct Growth | Large Cap | 68.4215 | +0.42% | 14.8%",
                    "T: Ganga Flexi Cap Fund - Direct Growth | Flexi Cap | 112.0876 | +0.51% | 17.2%",
                    "T: Konkan Midcap Opportunities - Direct Growth | Mid Cap | 154.3302 | +0.33% | 22.6%",
                    "T: Nilgiri Small Cap Fund - Direct Growth | Small Cap | 47.9011 | -0.08% | 19.4%",
                    "T: Deccan ELSS Tax Saver - Direct Growth | ELSS | 91.6623 | +0.46% | 16.1%",
                    "T: Indus Balanced Advantage - Direct Growth | Dynamic Asset Allocation | 39.2280 | +0.21% | 11.3%",
                    "T: Sahyadri Liquid Fund - Direct Growth | Liquid | 3,412.8871 | +0.02% | 6.9%",
                    "T: Ganga Corporate Bond Fund - Direct Growth | Corporate Bond | 31.5049 | +0.04% | 8.2%",
                    "T: Nifty 50 Index Fund (Konkan) - Direct Growth | Index | 24.7713 | +0.69% | 12.9%",
                    "T: Everest Gold ETF Fund of Fund - Direct Growth | FoF (Gold) | 28.0462 | -0.35% | 41.7%",
                    "Mutual fund investments are subject to market risks. Read all scheme-related documents carefully. Past performance is not indicative of future returns.",
                ],
            )
        )
        add(
            page(
                "live",
                "/market/stock-market-news/sensex-today-live-updates-4-december-2026-11764824100123.html",
                "live",
                "Sensex Today Live: Sensex, Nifty end higher after RBI policy; banks lead gains",
                "liveblog-timestamped-entries",
                story_template=True,
            )
        )
        add(page("author", "/authors/priya-sharma", "author", "Priya Sharma", "author-page", list=["close", "auto"]))
        add(
            page(
                "search",
                "/search?q=sensex",
                "search",
                "Search results for 'sensex'",
                "search-page",
                list=["close", "live"],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "About Us",
                "about-page",
                [
                    "Mudra Times is a business and financial daily published from Mumbai, with editions in New Delhi, Bengaluru and Chennai. Its website and app carry news on markets, companies, the economy, personal finance and policy.",
                    "## Editorial team",
                    "Our reporters and editors are based in 14 Indian cities. Stories credited to MT Bureau are written by our staff; agency copy is credited to the agency concerned.",
                    "## Contact",
                    "Editorial: editor@mudratimes.test. Subscriptions: 1800-000-0000 (Monday to Saturday, 9 am to 7 pm). Grievance officer: grievance@mudratimes.test.",
                ],
            )
        )
        add(
            story(
                "close",
                "/market/stock-market-news/sensex-rises-612-points-nifty-ends-above-26-350-as-bank-stocks-rally-11764844512345.html",
                "Sensex rises 612 points, Nifty ends above 26,350 as bank stocks rally",
                "2026-12-04",
                "2026-12-04T16:05:00+05:30",
                "04 Dec 2026, 04:05 PM IST",
                ["Priya Sharma"],
                [
                    "Indian equity benchmarks ended higher for a second straight session on Friday, led by gains in banking and financial stocks after the Reserve Bank of India kept its policy rate unchanged and struck a reassuring note on inflation.",
                    "The BSE Sensex rose 612.34 points, or 0.71%, to close at 86,412.57, while the NSE Nifty 50 gained 184.65 points, or 0.70%, to settle at 26,381.40. For the week, the Sensex gained 1.4% and the Nifty 1.3%.",
                    "The Nifty Bank index climbed 1.3% to a record closing high of 60,218.75, with Bharat Union Bank, Deccan Finance and Indus Crest Bank among the top gainers.",
                    "[[rbi|The RBI's monetary policy committee]] voted unanimously to hold the repo rate at 5.25% and retained its neutral stance. The central bank also lowered its inflation projection for the current financial year to 2.4% from 2.8%, which analysts said left room for a rate cut early next year.",
                    '"The policy was a non-event in terms of rates, but the dovish tilt in the inflation outlook is what the market liked. Rate-sensitive sectors such as banks, auto and real estate should continue to do well," said Arvind Kulkarni, head of research at Sagar Securities.',
                    "Broader markets lagged the benchmarks. The Nifty Midcap 100 index rose 0.3%, while the Nifty Smallcap 100 index ended flat.",
                    "Among sectoral indices, Nifty Realty gained 2.1% and Nifty Auto rose 1.2%. Nifty IT fell 0.6% as a stronger rupee weighed on exporters.",
                    "Foreign institutional investors (FIIs) were net buyers of equities worth ₹2,146 crore on Thursday, according to provisional exchange data, while domestic institutional investors (DIIs) bought shares worth ₹1,380 crore.",
                    "The rupee settled 14 paise higher at 88.62 against the US dollar.",
                    "Market participants will now track the US non-farm payrolls data due later in the evening and domestic inflation figures next week for further cues, analysts said.",
                ],
                "market-close-updated-first-published",
                section="Markets",
                dek="The Sensex closed at 86,412.57 and the Nifty 50 at 26,381.40 after the RBI kept rates on hold and lowered its inflation forecast; the Nifty Bank index hit a record closing high.",
                updated="04 Dec 2026, 09:41 PM IST",
                modified="2026-12-04T21:41:00+05:30",
                disclaimer=True,
            )
        )
        add(
            story(
                "rbi",
                "/economy/rbi-keeps-repo-rate-unchanged-at-5-25-retains-neutral-stance-cuts-inflation-forecast-11764824340987.html",
                "RBI keeps repo rate unchanged at 5.25%, retains neutral stance; cuts inflation forecast",
                "2026-12-04",
                "2026-12-04T10:22:00+05:30",
                "04 Dec 2026, 10:22 AM IST",
                [],
                [
                    "The Reserve Bank of India (RBI) on Friday kept its key policy rate unchanged at 5.25% for a second consecutive meeting, as the central bank assessed the impact of earlier rate cuts on the economy amid benign inflation.",
                    "The six-member monetary policy committee (MPC) voted unanimously to keep the repo rate on hold and to retain its neutral stance. The standing deposit facility (SDF) rate remains at 5% and the marginal standing facility (MSF) rate at 5.5%.",
                    "Announcing the decision, the governor said the economy remained resilient, supported by strong rural demand and a recovery in private investment, while inflation had stayed well below the central bank's 4% target for several months.",
                    "### Inflation and growth projections",
                    "The RBI lowered its consumer price inflation projection for 2026-27 to 2.4% from 2.8% earlier, citing a good kharif harvest and softer vegetable prices. It retained its real GDP growth forecast for the year at 7.1%.",
                    "- Q3 FY27 inflation: 1.9%",
                    "- Q4 FY27 inflation: 2.6%",
                    "- Q1 FY28 inflation: 3.8%",
                    "- FY27 GDP growth: 7.1%",
                    "The central bank also announced measures to improve liquidity in the banking system, including open market purchases of government securities worth ₹1 lakh crore in two tranches this month.",
                    '"The MPC has kept its powder dry. With inflation well below target and growth holding up, the RBI can afford to wait and see how the global environment evolves before cutting again," said Radhika Menon, chief economist at Konkan Capital.',
                    "Most economists polled by Mudra Times ahead of the policy had expected a status quo. Some now see room for a 25-basis-point cut in February if inflation continues to undershoot.",
                    "The next meeting of the MPC is scheduled for February 3-5, 2027.",
                ],
                "desk-credit-bureau-ld-person",
                section="Economy",
                dek="The monetary policy committee voted unanimously for a pause; the RBI lowered its inflation projection for 2026-27 to 2.4% and kept its growth forecast at 7.1%.",
                updated="04 Dec 2026, 12:48 PM IST",
                modified="2026-12-04T12:48:00+05:30",
                credit="MT Bureau",
            )
        )
        add(
            story(
                "ipo",
                "/market/ipo/vedantra-foods-ipo-day-2-issue-subscribed-3-4-times-check-gmp-price-band-11764763920554.html",
                "Vedantra Foods IPO day 2: Issue subscribed 3.4 times so far; check GMP, price band and other details",
                "2026-12-03",
                "2026-12-03T17:52:00+05:30",
                "03 Dec 2026, 05:52 PM IST",
                ["Rohan Mehta"],
                [
                    "The initial public offering (IPO) of Vedantra Foods Ltd, a Pune-based maker of packaged snacks and ready-to-cook foods, was subscribed 3.42 times by 5 pm on the second day of bidding on Thursday, according to data from the stock exchanges.",
                    "The ₹1,240 crore issue received bids for 12.96 crore shares against 3.79 crore shares on offer. Non-institutional investors led the demand, while the portion reserved for qualified institutional buyers (QIBs) was subscribed 1.12 times.",
                    "### Subscription status on day 2",
                    "T: Investor category | Subscription (times)",
                    "T: Qualified institutional buyers (QIBs) | 1.12",
                    "T: Non-institutional investors (NIIs) | 6.87",
                    "T: Retail individual investors (RIIs) | 3.95",
                    "T: Employees | 5.21",
                    "T: Total | 3.42",
                    "Vedantra Foods has fixed the price band at ₹312 to ₹328 per share. Investors can bid for a minimum of 45 shares and in multiples thereafter, which works out to ₹14,760 at the upper end of the price band.",
                    "The issue comprises a fresh issue of shares worth ₹540 crore and an offer for sale (OFS) of ₹700 crore by promoters and existing shareholders, including private equity investor Ashoka Growth Partners.",
                    "### Vedantra Foods IPO GMP today",
                    "Shares of Vedantra Foods were trading at a premium of ₹64 in the grey market on Thursday, according to market observers, indicating a listing price of about ₹392, or nearly 20% above the upper end of the price band.",
                    "The grey market premium is an unofficial indicator and is not regulated; it can change sharply before listing.",
                    "The company plans to use the proceeds from the fresh issue to repay debt, set up a new plant in Madhya Pradesh and for general corporate purposes. For the six months ended September 2026, Vedantra reported revenue of ₹986 crore and a net profit of ₹71 crore.",
                    "The IPO closes on Friday, December 4. The allotment is likely to be finalised on Monday, and the shares are expected to list on the BSE and NSE on Wednesday, December 9.",
                ],
                "ipo-table-gmp",
                section="IPO",
                dek="The ₹1,240 crore IPO of Vedantra Foods was subscribed 3.42 times by the end of day 2, led by non-institutional investors.",
                disclaimer=True,
            )
        )
        add(
            story(
                "budget",
                "/budget/news/budget-2027-industry-body-seeks-higher-ltcg-exemption-lower-surcharge-11764680640215.html",
                "Budget 2027: Industry body seeks higher LTCG exemption, lower surcharge for firms",
                "2026-12-02",
                "2026-12-02T18:34:00+05:30",
                "02 Dec 2026, 06:34 PM IST",
                [],
                [
                    "New Delhi, Dec 2 (PTI) An industry chamber on Wednesday urged the government to raise the annual exemption limit on long-term capital gains from listed equities to ₹2 lakh and to lower the surcharge on corporate income in the upcoming Budget for 2027-28.",
                    "In its pre-Budget memorandum submitted to the finance ministry, the Federation of Indian Trade and Enterprise (FITE) said the current exemption threshold of ₹1.25 lakh had been eroded by inflation and discouraged long-term retail investment in equities.",
                    "The chamber also sought a reduction in the surcharge for companies with income above ₹10 crore, a simpler regime for tax deducted at source (TDS) with fewer rates, and faster resolution of pending tax disputes.",
                    '"Tax certainty and simplicity are as important as tax rates. A predictable regime will encourage companies to step up capital expenditure," FITE president Sanjay Khanna said.',
                    "Among other suggestions, the industry body called for an extension of the production-linked incentive (PLI) scheme to labour-intensive sectors such as footwear and toys, and a higher allocation for infrastructure.",
                    "Union Budget 2027-28 is expected to be presented in Parliament on February 1, 2027.",
                ],
                "agency-copy-pti-credit",
                section="Budget",
                updated="02 Dec 2026, 06:34 PM IST",
                credit="PTI",
                budget=True,
            )
        )
        add(
            story(
                "tax",
                TAX_PATH,
                "Old vs new tax regime: Which one should you choose for FY2026-27?",
                "2026-12-03",
                "2026-12-03T07:00:00+05:30",
                "03 Dec 2026, 07:00 AM IST",
                ["Ananya Iyer"],
                TAX_LINES,
                "explainer-subheads-list-print-link",
                section="Personal Finance",
                dek="For most salaried people earning up to ₹15 lakh a year, the new regime now works out better. Here is how to find your break-even point.",
                updated="03 Dec 2026, 07:00 AM IST",
                budget=True,
                printable=True,
            )
        )
        add(
            story(
                "taxprint",
                TAX_PATH + "?print=1",
                "Old vs new tax regime: Which one should you choose for FY2026-27?",
                "2026-12-03",
                "2026-12-03T07:00:00+05:30",
                "03 Dec 2026, 07:00 AM IST",
                ["Ananya Iyer"],
                TAX_LINES,
                "print-version-twin",
                section="Personal Finance",
                print_of="tax",
            )
        )
        add(
            story(
                "auto",
                "/companies/news/kesari-motors-november-sales-rise-14-on-strong-suv-demand-11764616500732.html",
                "Kesari Motors November sales rise 14% on strong SUV demand",
                "2026-12-02",
                "2026-12-01T19:15:00Z",
                "02 Dec 2026, 12:45 AM IST",
                ["Priya Sharma", "Vikram Rao"],
                [
                    "Kesari Motors Ltd reported a 14% rise in total sales to 1,86,420 units in November, compared with 1,63,527 units in the same month last year, driven by strong demand for its sport utility vehicles (SUVs) during the wedding season.",
                    "Domestic passenger vehicle sales rose 17% to 1,12,305 units, while exports climbed 9% to 21,480 units, the Mumbai-based company said in a regulatory filing on Tuesday.",
                    "Sales of its commercial vehicles were flat at 52,635 units as demand for heavy trucks remained subdued.",
                    "SUVs accounted for nearly 68% of Kesari's domestic passenger vehicle sales in the month. The company's new compact SUV, the Kesari Vayu, launched in September, clocked sales of 14,210 units.",
                    '"The festive and wedding season demand has been robust, and lower interest rates have improved affordability. We expect the momentum to continue into the last quarter of the financial year," said Rajiv Menon, executive director, Kesari Motors.',
                    "Rival automakers also reported higher sales. Pinnacle Automobiles' domestic sales rose 8% to 1,64,380 units, while Orion Auto India posted a 21% increase to 54,002 units.",
                    "Passenger vehicle wholesales across the industry are estimated to have risen about 10% in November, as carmakers restocked dealerships after strong retail sales during the festive period. Inventory at dealerships fell to about 38 days from more than 50 days in October, according to dealers.",
                    "Two-wheeler makers reported mixed numbers. Vega Two Wheelers' sales grew 11%, while Surya Motorcycles reported a 3% decline as rural demand for entry-level motorcycles slowed after the festive season.",
                    "Shares of Kesari Motors closed 1.8% higher at ₹3,412.50 on the BSE on Tuesday.",
                    "Analysts at Sagar Securities said Kesari's share of the SUV market had risen to 19.4% in the first eight months of the financial year from 17.1% a year earlier, and retained their 'buy' rating on the stock.",
                ],
                "two-reporters-utc-jsonld-after-midnight",
                section="Companies",
                dek="Domestic passenger vehicle sales rose 17%, helped by the new Kesari Vayu compact SUV; commercial vehicle sales were flat.",
                updated="02 Dec 2026, 08:10 AM IST",
                modified="2026-12-02T02:40:00Z",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/columns/rural-demand-is-recovering-but-its-foundations-remain-fragile-11764607500318.html",
                "Rural demand is recovering, but its foundations remain fragile",
                "2026-12-01",
                "2026-12-01T22:15:00+05:30",
                "01 Dec 2026, 10:15 PM IST",
                ["Meera Raghavan"],
                [
                    "After two years of lagging behind the cities, India's villages are finally spending again. Sales of two-wheelers, tractors and fast-moving consumer goods in rural areas have outpaced urban growth for three consecutive quarters. Companies that had written off rural India as a growth engine are now rushing to expand their distribution networks.",
                    "The recovery is welcome, and it is real. A good monsoon, higher minimum support prices and a sharp fall in food inflation have put more money in the hands of farm households. Wages for agricultural labour, adjusted for inflation, have risen for the first time in nearly four years.",
                    "But a closer look at the numbers suggests that the foundations of this revival are narrower than the headlines imply.",
                    "First, a large part of the rise in rural incomes has come from a single good harvest. Farm incomes remain hostage to the weather, and an erratic monsoon next year could reverse much of this year's gains. Non-farm employment in rural areas, which would provide a more stable source of income, has grown only modestly.",
                    "Second, household debt in rural India has risen sharply. Data from microfinance lenders and banks show that borrowing by rural households for consumption, rather than for productive purposes, has grown faster than incomes. Some of the recent spending on durables has been financed by credit that will have to be repaid.",
                    "Third, government transfers have played an outsized role. Cash transfer schemes for women run by several state governments have boosted consumption, but they also strain state finances. If states are forced to scale them back, demand could weaken quickly.",
                    "What would make the recovery durable? The answer lies in creating more non-farm jobs in and around villages. Food processing, warehousing, rural tourism and small manufacturing can absorb labour that agriculture no longer needs. That requires better roads, reliable electricity and easier access to credit for small enterprises, not just higher transfers.",
                    "Policymakers should also resist the temptation to declare victory. The Budget for 2027-28 offers an opportunity to shift spending from consumption support towards rural infrastructure and skills. A revival built on one good monsoon and cheap credit is not a revival that will last.",
                ],
                "opinion-updated-next-day-author-note",
                section="Opinion",
                kicker="Opinion",
                dek="A good harvest, cheap credit and state cash transfers are doing much of the work. Durable growth needs non-farm jobs.",
                updated="02 Dec 2026, 09:05 AM IST",
                modified="2026-12-02T09:05:00+05:30",
                note="Meera Raghavan is a professor of development economics at the Deccan School of Public Policy, Pune. Views are personal.",
                budget=True,
            )
        )

    # ---------------------------------------------------------------- templates
    def ld(self, doc: Doc) -> str:
        if doc.kind == "live":
            data: dict[str, object] = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "url": self.url(doc.key),
                "coverageStartTime": "2026-12-04T08:02:00+05:30",
                "coverageEndTime": "2026-12-04T16:20:00+05:30",
                "datePublished": "2026-12-04T08:02:00+05:30",
                "dateModified": "2026-12-04T16:20:00+05:30",
                "author": {"@type": "Person", "name": "Mudra Times"},
                "liveBlogUpdate": [
                    {"@type": "BlogPosting", "headline": h, "datePublished": f"2026-12-04T{t}:00+05:30"}
                    for t, h, _ in LIVE[:3]
                ],
            }
        else:
            author: object = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/authors/{AUTHOR_SLUG[a]}"} for a in doc.authors
            ]
            if not doc.authors:
                author = [{"@type": "Person", "name": doc.extra.get("credit", "Mudra Times")}]
            data = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "url": self.url(doc.key),
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": author,
                "articleSection": doc.section,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Mudra Times",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/mt-logo.png"},
                },
                "inLanguage": "en",
            }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("print_of"):
            return self.print_frame(doc, main)
        meta = [
            f"<title>{esc(doc.title)} | Mudra Times</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article or doc.kind == "live":
            meta += [
                f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="Mudra Times">',
                f'<meta name="news_keywords" content="{esc(doc.section or "Sensex, Nifty")}">',
                f'<link rel="amphtml" href="{esc(self.origin)}/amp{esc(doc.path)}">',
                self.ld(doc),
            ]
            if doc.is_article and doc.iso and "+05:30" in doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
        else:
            meta += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f'<li class="header_navItem__3Kq1x">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("market", "Market"),
                ("live", "Sensex Today"),
                ("budgettopic", "Budget 2027"),
                ("nav", "Mutual Funds"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="preconnect" href="https://images.mudratimes.test">
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
<style>/*PAD*/</style>
</head>
<body>
<div id="__next">
<header class="header_header__1xNq8">
<div class="header_logo__2Zp0d">{self.a("home", "Mudra Times", "nav", 'aria-label="Mudra Times home"', '<img src="/static/mt-logo.svg" alt="Mudra Times" width="150" height="32">')}</div>
<nav class="header_nav__1wH3k"><ul>{nav}<li class="header_navItem__3Kq1x"><a href="/companies">Companies</a></li><li class="header_navItem__3Kq1x"><a href="/money">Money</a></li><li class="header_navItem__3Kq1x"><a href="/opinion">Opinion</a></li><li class="header_navItem__3Kq1x"><a href="/economy">Economy</a></li></ul></nav>
<div class="header_tools__3mH9p"><a href="{esc(self.href("search"))}" aria-label="Search">Search</a> <a href="https://accounts.mudratimes.test/login">Sign in</a> <a href="https://subscribe.mudratimes.test/" class="header_subscribe__1qW3e">Subscribe</a> <a href="https://epaper.mudratimes.test/">E-Paper</a></div>
</header>
<div class="marketTicker_tickerBar__2mX1q"><span>Sensex 86,412.57 <b class="up">+612.34</b></span> <span>Nifty 50 26,381.40 <b class="up">+184.65</b></span> <span>Nifty Bank 60,218.75 <b class="up">+1.3%</b></span> <span>USD/INR 88.62</span> <span>Gold (10 gm) ₹1,29,450</span></div>
<main class="layout_mainContainer__3YtQ4">
{main}
</main>
<footer class="footer_footerWrapper__2pYq5">
<div class="footer_links__1rP7k"><ul><li>{self.a("market", "Market", "footer")}</li><li>{self.a("nav", "Mutual Fund NAV", "footer")}</li><li>{self.a("budgettopic", "Budget 2027", "footer")}</li><li><a href="/calculators/income-tax-calculator">Income Tax Calculator</a></li></ul>
<ul><li>{self.a("about", "About Us", "footer")}</li><li><a href="/contact-us">Contact Us</a></li><li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/rss">RSS</a></li></ul></div>
<p class="footer_copyright__3nM6o">Copyright © 2026 Mudra Times. All rights reserved.</p>
</div>
</footer>
<div class="cookieNudge_box__1sW2e">We use cookies to improve your experience and to show you personalised ads. By continuing to use this site you accept our <a href="/privacy-policy">privacy policy</a>. <button>Got it</button></div>
</div>
<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"type":"{"story" if doc.is_article else doc.kind}","id":"{doc.path.rsplit("-", 1)[-1].split(".")[0] if doc.is_article or doc.kind == "live" else doc.key}"}}}},"page":"/[...slug]","buildId":"mt-9f2c1e7"}}</script>
</body>
</html>"""

    def byline_html(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="storyPage_authorInfo__X9aA2"><span class="storyPage_authorDesc__zPjwo">{esc(doc.extra.get("credit", ""))}</span></div>'
        names = [
            self.a("author", a, "byline")
            if a == "Priya Sharma"
            else f'<a href="/authors/{AUTHOR_SLUG[a]}">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<div class="storyPage_authorInfo__X9aA2"><span class="storyPage_authorDesc__zPjwo">By {" and ".join(names)}</span></div>'

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            return self.live_main(doc)
        if doc.extra.get("print_of"):
            return self.blocks(doc)
        body = self.blocks(doc)
        body = body.replace('<table class="data">', '<table class="storyPage_table__1mQ2x">')
        kicker = (
            f'<span class="storyPage_kicker__2nT4q">{esc(doc.extra["kicker"])}</span>'
            if doc.extra.get("kicker")
            else ""
        )
        updated = doc.extra.get("updated", doc.stamp)
        tools = f'<div class="storyPage_tools__3bX1r"><a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}">LinkedIn</a>'
        if doc.extra.get("printable"):
            tools += f" {self.a('taxprint', 'Print', 'content', A_PRINT)}"
        tools += ' <button class="storyPage_fontSize__2c1Nq">Aa</button></div>'
        after = []
        if doc.extra.get("note"):
            after.append(f'<p class="storyPage_authorNote__1mX2z"><em>{esc(doc.extra["note"])}</em></p>')
        if doc.extra.get("disclaimer"):
            after.append(f'<p class="storyPage_disclaimer__3hY0k">{esc(DISCLAIMER)}</p>')
        after.append(f'<p class="storyPage_catchAll__2Q8rL">{esc(CATCH)}</p>')
        after.append(f'<div class="storyPage_firstPublished__1yK3w">First Published: {doc.stamp}</div>')
        topics = ""
        if doc.extra.get("budget"):
            topics = f'<div class="storyPage_topics__2Qz7p"><span>Topics</span> {self.a("budgettopic", "Budget 2027", "content")} <a href="/topic/income-tax">Income Tax</a></div>'
        related = "".join(
            f'<li class="listingNew_cardHolder__3sD1c">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        trending = f'<aside class="storyPage_trending__1pQ3c"><h3>Trending</h3><ul><li>{self.a("live", "Sensex Today Live", "aside")}</li><li>{self.a("nav", "Mutual fund NAV today", "aside")}</li><li>{self.a("ipo", "Vedantra Foods IPO GMP", "aside")}</li></ul></aside>'
        return f"""<div class="storyPage_storyBox__zvlqF">
<div class="storyPage_breadcrumb__1nY4z">{self.a("home", "Home", "nav")} / {self.a("market", "Market", "nav") if doc.section in ("Markets", "IPO") else esc(doc.section)} / <span>{esc(doc.section)}</span></div>
{kicker}<h1 class="storyPage_title__ZtFfT" id="article-0">{esc(doc.title)}</h1>
<h2 class="storyPage_summary__Ge5ys">{esc(doc.dek)}</h2>
{self.byline_html(doc)}
<div class="storyPage_date__JS9qJ"><span>Updated: </span><span>{updated}</span></div>
{tools}
<figure class="storyPage_leadImage__2pN8c"><img src="https://images.mudratimes.test/img/2026/12/{doc.key}_lead.jpg" alt="" width="800" height="450"><figcaption class="storyPage_caption__1K2qT">Representative image (Pixabay)</figcaption></figure>
<div class="storyPage_storyContent__m_MYl" id="storyContent">
<div class="storyParagraph">
{body}
</div>
</div>
{"".join(after)}
{topics}
</div>
<div class="storyPage_newsletter__3cV1n"><p>Get the Mudra Times Markets newsletter every morning before the bell.</p><a href="https://www.mudratimes.test/newsletters">Sign up</a></div>
<section class="storyPage_related__2w5Ht"><h3>Also read</h3><ul>{related}</ul></section>
{trending}"""

    def print_frame(self, doc: Doc, main: str) -> str:
        orig = self.docs[doc.extra["print_of"]]
        return f"""<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Mudra Times</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="{esc(self.url(orig.key))}">
<style>/*PAD*/</style>
<style media="print">.noprint{{display:none}}</style>
</head>
<body class="printPage" onload="window.print()">
<div class="printHeader"><img src="/static/mt-logo-print.png" alt="Mudra Times" width="150"> <span class="noprint">{self.a(orig.key, "Back to the article", "content")} · {self.a("home", "mudratimes.test", "nav")}</span></div>
<div class="printArticle">
<h1>{esc(doc.title)}</h1>
<p class="printByline">By {esc(" and ".join(doc.authors))} · First Published: {doc.stamp}</p>
{main}
</div>
<p class="printFooter">Printed from {esc(self.url(orig.key))}. Copyright © 2026 Mudra Times. All rights reserved.</p>
</body>
</html>"""

    def live_main(self, doc: Doc) -> str:
        entries = "".join(
            f'<div class="liveSec_liveBox__3Qw8e" id="live-{t.replace(":", "")}"><span class="liveSec_time__1qX2c">04 Dec 2026, {t} IST</span><h2 class="liveSec_liveTitle__2mK1p">{esc(h)}</h2><p>{esc(p)}</p></div>'
            for t, h, p in LIVE
        )
        return f"""<div class="storyPage_storyBox__zvlqF liveBlog">
<div class="storyPage_breadcrumb__1nY4z">{self.a("home", "Home", "nav")} / {self.a("market", "Market", "nav")} / <span>Stock Market Today</span></div>
<span class="liveSec_liveBadge__1wP2r">LIVE UPDATES</span>
<h1 class="storyPage_title__ZtFfT">{esc(doc.title)}</h1>
<h2 class="storyPage_summary__Ge5ys">Sensex Today Live: Follow all the latest updates on the Sensex, Nifty 50, Bank Nifty, RBI policy, stocks in focus, FII flows and the rupee through the trading day.</h2>
<div class="storyPage_authorInfo__X9aA2"><span class="storyPage_authorDesc__zPjwo">Mudra Times</span></div>
<div class="storyPage_date__JS9qJ"><span>Updated: </span><span>04 Dec 2026, 04:20 PM IST</span></div>
<div class="liveSec_keyEvents__2nQ1s"><h3>Key events</h3><ul><li><a href="#live-1545">Sensex ends 612 points higher</a></li><li><a href="#live-1004">RBI keeps repo rate unchanged</a></li><li><a href="#live-0916">Markets open higher</a></li></ul></div>
<div class="liveSec_liveList__3pW2x">{entries}</div>
<p>Read the full market report: {self.a("close", self.docs["close"].title, "content")}</p>
<p>RBI policy: {self.a("rbi", self.docs["rbi"].title, "content")}</p>
<p class="storyPage_disclaimer__3hY0k">{esc(DISCLAIMER)}</p>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            when = d.extra.get("updated", d.stamp) if d.is_article else "04 Dec 2026, 04:20 PM IST"
            label = '<span class="listingNew_live__1pX9q">LIVE</span>' if d.kind == "live" else ""
            img = (
                f'<img src="https://images.mudratimes.test/img/2026/12/{k}_thumb.jpg" alt="" loading="lazy" width="164" height="92">'
                if i < 4
                else ""
            )
            cards.append(
                f'<div class="listingNew_cardHolder__3sD1c">{img}{label}<h2 class="listingNew_headline__2Zq3m">{self.a(k, d.title, "content")}</h2><span class="listingNew_date__1nW1x">{when}</span></div>'
            )
        head = f'<h1 class="listingNew_sectionTitle__1Qx7k">{esc(doc.title)}</h1>'
        if doc.extra.get("intro"):
            head += f'<p class="topicPage_intro__2kM3c">{esc(doc.extra["intro"])}</p><div class="topicPage_keyDates__1cW2d"><h3>Key dates</h3><ul><li>Pre-Budget consultations: November-December 2026</li><li>Economic Survey: January 30, 2027</li><li>Union Budget 2027-28: February 1, 2027</li></ul></div>'
        if doc.kind == "author":
            head += '<div class="authorPage_profile__3nX1c"><img src="https://images.mudratimes.test/authors/priya-sharma.jpg" alt="Priya Sharma" width="96"><p>Priya Sharma is a senior assistant editor at Mudra Times in Mumbai. She covers equity markets, brokerages and the automobile industry.</p><a href="https://twitter.com/priyasharma_mt">@priyasharma_mt</a></div>'
        if doc.kind == "search":
            head += '<form class="searchPage_form__1kX2w" action="/search"><input name="q" value="sensex"><button>Search</button></form><p class="searchPage_count__3pQ1x">2 results</p>'
        pager = ""
        if doc.extra.get("more") and doc.kind != "home":
            pager = f'<nav class="listingNew_pagination__2qY3c"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next", "pagination")}</nav>'
        if doc.key == "market2":
            pager = f'<nav class="listingNew_pagination__2qY3c">{self.a("market", "Previous", "pagination")} {self.a("market", "1", "pagination")} <span>2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home_widgets__2nQ3x"><div>{self.a("budgettopic", "Budget 2027", "content")}: {self.a("budget", self.docs["budget"].title, "content")}</div><div>{self.a("nav", "Mutual Fund NAV today", "content")} · {self.a("author", "Priya Sharma", "content")} · {self.a("search", "Search", "content")}</div></section>'
        return f'<div class="listingNew_listing__1nQ2w">{head}{extra}{"".join(cards)}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc).replace('<table class="data">', '<table class="navTable_table__2mQ1c">')
        if doc.kind == "data":
            return f'<div class="navPage_container__1kW2q"><h1 class="listingNew_sectionTitle__1Qx7k">{esc(doc.title)}</h1><form class="navPage_filter__3nX2c"><select name="amc"><option>All fund houses</option></select><select name="category"><option>All categories</option></select></form>\n{body}\n<p>{self.a("market", "Latest market news", "content")}</p></div>'
        return f'<div class="staticPage_container__2pQ1w"><h1 class="listingNew_sectionTitle__1Qx7k">{esc(doc.title)}</h1>\n{body}\n</div>'


LIVE = [
    (
        "15:45",
        "Sensex ends 612 points higher, Nifty above 26,350",
        "The Sensex closed 612.34 points, or 0.71%, higher at 86,412.57 and the Nifty 50 rose 0.70% to 26,381.40. Banks and realty stocks led the gains.",
    ),
    (
        "14:30",
        "Nifty Bank hits record high",
        "The Nifty Bank index rose 1.4% to an intraday record of 60,274, with Bharat Union Bank up 2.6%.",
    ),
    (
        "12:15",
        "Rupee firms to 88.60 against the dollar",
        "The rupee rose 16 paise to 88.60 in afternoon trade as foreign inflows into equities continued.",
    ),
    (
        "10:04",
        "RBI keeps repo rate unchanged at 5.25%",
        "The monetary policy committee voted unanimously to keep the repo rate at 5.25% and retain a neutral stance. The RBI cut its FY27 inflation projection to 2.4%.",
    ),
    (
        "09:16",
        "Markets open higher ahead of RBI policy",
        "The Sensex rose 180 points to 85,980 in opening trade, while the Nifty 50 was up 52 points at 26,249.",
    ),
    (
        "08:02",
        "Gift Nifty signals a positive start",
        "Gift Nifty was trading at 26,290, about 60 points above the Nifty futures' previous close, indicating a firm opening.",
    ),
]
