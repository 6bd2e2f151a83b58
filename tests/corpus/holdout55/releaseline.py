# ruff: noqa: E501 (page texts and markup are long literal lines)
"""ReleaseLine: a press-release distribution wire modelled on PR Newswire's release pages (`/news-releases/<slug>-
302xxxxxx.html`, `/news-releases/news-releases-list/?page=2&pagesize=25`, `/news/<organization>/` newsrooms,
`release-header`, `release-body`, `xn-location` / `xn-chron` spans in the dateline, "News provided by", a
`<p id="PURL">SOURCE …</p>` line), English, UTF-8. Every release page says `og:type=website`; the company is the
author (`meta name=author` and an Organization in the JSON-LD, which three releases lack). The printed time is
"Dec 03, 2026, 16:05 ET"; `meta name=date` is in UTC on most releases (the Quillmark launch, 21:30 ET, is
2026-12-04T02:30Z). A release is an article: its dateline paragraph and its "About …" boilerplate are body, the
media/investor contact box, the SOURCE line and the logo line are not. A withdrawn release still answers 200 with a
"page not found" text (a soft 404)."""

from __future__ import annotations

import json
import re

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["earnings", "trial", "ai", "acquire", "dividend", "cfo", "survey", "conference"]
HALVORSEN_ABOUT = "Halvorsen Biotherapeutics, Inc. is a clinical-stage biotechnology company based in Cambridge, Massachusetts, focused on discovering and developing oral medicines for patients with immune-mediated diseases. For more information, visit www.halvorsenbio.test."
CARD_A = 'class="newsreleaseconsolidatelink display-outline"'
NEXT_A = 'aria-label="Next"'
_DATELINE = re.compile(r"<p>([A-Z][A-Z .]+(?:, [A-Z][a-z]+\.)?), ((?:Nov|Dec)\. \d{1,2}, 2026) /ReleaseLine/ --")


class ReleaseLine(Base):
    origin = "https://www.releaseline.test"
    name = "ReleaseLine"
    prefix = "rln"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rln",
            [
                ".release-header",
                ".release-body",
                ".news-release-provider",
                ".card-list-hr",
                ".newsreleaseconsolidatelink",
                ".footer-links",
                ".share-bar",
                ".ot-sdk-container",
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
                "ReleaseLine: Press Release Distribution, Targeting and Monitoring",
                "wire-home-latest-releases",
                list=["trial", "dividend", "ai", "earnings", "acquire", "survey"],
                more="list",
            )
        )
        add(
            page(
                "list",
                "/news-releases/news-releases-list/",
                "section",
                "News Releases",
                "wire-all-releases-list",
                list=["trial", "dividend", "ai", "earnings", "acquire", "survey"],
                more="list2",
            )
        )
        add(
            page(
                "list2",
                "/news-releases/news-releases-list/?page=2&pagesize=25",
                "section",
                "News Releases",
                "wire-all-releases-list-page2",
                list=["soft404", "cfo", "conference"],
            )
        )
        add(
            page(
                "earningslist",
                "/news-releases/financial-services-latest-news/earnings-list/",
                "section",
                "Earnings News",
                "wire-category-list",
                list=["earnings", "dividend"],
            )
        )
        add(
            page(
                "newsroom",
                "/news/halvorsen-biotherapeutics/",
                "newsroom",
                "Halvorsen Biotherapeutics, Inc.",
                "organization-newsroom",
                list=["trial", "conference"],
                profile=True,
            )
        )
        add(
            page(
                "tag",
                "/news-releases/topics/artificial-intelligence/",
                "tag",
                "Artificial Intelligence",
                "wire-topic-list",
                list=["ai"],
            )
        )
        add(
            page(
                "search",
                "/search/news/?keyword=dividend",
                "search",
                "Search results for: dividend",
                "wire-search",
                list=["dividend", "earnings"],
            )
        )
        add(
            page(
                "about",
                "/about-releaseline/",
                "about",
                "About ReleaseLine",
                "about-page",
                [
                    "ReleaseLine distributes press releases, earnings announcements and multimedia content for more than 12,000 organizations a year, from early-stage companies to listed corporations, government agencies and non-profits.",
                    "Each release is sent to newsrooms, trade publications, financial terminals and websites in our network, and published on releaseline.test, where it stays available to journalists, investors and the public.",
                    "## Our network",
                    "Our distribution reaches more than 4,500 websites and 3,000 media outlets in 170 countries, with translations available in 40 languages. Disclosure-compliant circuits meet the requirements of U.S., Canadian and U.K. securities regulators.",
                    "## Editorial standards",
                    "ReleaseLine's editorial team reviews every release before it crosses the wire. We verify the identity of each member and decline releases that are misleading, defamatory or that make unsupported claims.",
                    "Contact our editorial desk at editorial@releaseline.test or +1 (212) 555-0190, 24 hours a day, seven days a week.",
                ],
            )
        )
        add(
            page(
                "terms",
                "/terms-of-use/",
                "policy",
                "Terms of Use",
                "policy-updated",
                [
                    "Last updated: September 15, 2026",
                    "These Terms of Use govern your access to and use of releaseline.test. By using the site you agree to these terms.",
                    "## Content on this site",
                    "News releases are provided by the issuing organizations, which are solely responsible for their content. ReleaseLine does not endorse and makes no representation as to the accuracy of any release.",
                    "## Permitted use",
                    "You may view, download and print releases for your personal, non-commercial use, or for news reporting, provided that the source is credited. Automated collection of content for resale is prohibited.",
                    "## Changes",
                    "We may revise these terms from time to time. The date at the top of this page shows when they were last changed.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/news-releases/ardent-mining-provides-update-on-kestrel-lake-project-302017734.html",
                "error",
                "Page Not Found",
                "soft-404-withdrawn-release-status-200",
                [
                    "We're sorry, the page you requested could not be found.",
                    "The news release may have been removed by the issuing organization or the link may be out of date. Please use the search box above, or browse the latest releases below.",
                ],
            )
        )
        add(
            story(
                "earnings",
                "/news-releases/brightwater-outfitters-reports-third-quarter-fiscal-2026-results-302019415.html",
                "Brightwater Outfitters Reports Third Quarter Fiscal 2026 Results",
                "2026-12-03",
                "2026-12-03T21:05:00Z",
                "Dec 03, 2026, 16:05 ET",
                [],
                [
                    "PORTLAND, Ore., Dec. 3, 2026 /ReleaseLine/ -- Brightwater Outfitters, Inc. (NYSE: BWO), a specialty retailer of outdoor apparel and equipment, today announced financial results for the third quarter of fiscal 2026 ended November 1, 2026.",
                    "### Third Quarter Fiscal 2026 Highlights",
                    "- Net sales increased 6.8% to $612.4 million, compared with $573.4 million in the third quarter of fiscal 2025.",
                    "- Comparable sales, including e-commerce, increased 4.1%.",
                    "- Gross margin expanded 90 basis points to 41.7% of net sales.",
                    "- Diluted earnings per share were $0.87, compared with $0.71 a year ago.",
                    '"Our teams delivered another quarter of profitable growth, led by strong demand for insulated outerwear and a continued recovery in footwear," said Melissa Hartigan, President and Chief Executive Officer. "We entered the holiday season with clean inventories and the strongest loyalty-program enrollment in our history, and we are raising our outlook for the full year."',
                    "E-commerce sales grew 11.2% and represented 34% of net sales. The company opened six new stores during the quarter, ending the period with 187 stores in 29 states.",
                    "### Selected Financial Data",
                    "T: (in thousands, except per share data) | Q3 FY2026 | Q3 FY2025 | Change",
                    "T: Net sales | $612,414 | $573,402 | 6.8%",
                    "T: Gross profit | $255,377 | $233,950 | 9.2%",
                    "T: Operating income | $71,826 | $59,114 | 21.5%",
                    "T: Net income | $53,209 | $43,871 | 21.3%",
                    "T: Diluted earnings per share | $0.87 | $0.71 | 22.5%",
                    "T: Diluted weighted average shares | 61,160 | 61,790 | (1.0)%",
                    "### Balance Sheet and Capital Allocation",
                    "Cash and cash equivalents totaled $214.6 million at the end of the quarter, and the company had no borrowings under its $300 million revolving credit facility. Merchandise inventories were $398.2 million, up 2.3% from a year earlier. During the quarter, Brightwater repurchased 412,000 shares of common stock for $17.9 million.",
                    "### Fiscal 2026 Outlook",
                    "The company now expects full-year net sales growth of 5.5% to 6.0% and diluted earnings per share of $2.64 to $2.70, up from its previous guidance of $2.48 to $2.58.",
                    "### Conference Call",
                    "Brightwater will host a conference call today at 4:30 p.m. Eastern Time to discuss these results. A live webcast will be available in the investor relations section of the company's website, and a replay will be archived for 90 days.",
                    "### About Brightwater Outfitters",
                    "Founded in 1979 in Portland, Oregon, Brightwater Outfitters, Inc. is a specialty retailer of apparel, footwear and equipment for hiking, camping, paddling and snow sports. The company operates 187 stores in 29 states and an e-commerce business at brightwateroutfitters.test.",
                ],
                "release-earnings-financial-table",
                section="Earnings",
                dek="Net sales up 6.8% to $612.4 million; comparable sales up 4.1%; company raises full-year earnings outlook",
                company="Brightwater Outfitters, Inc.",
                contact=["Investor Contact:", "Daniel Ostrowski", "ir@brightwateroutfitters.test", "(503) 555-0142"],
                logo="2291034/Brightwater_Outfitters_Logo.jpg",
                ld=True,
                topics=["earningslist"],
            )
        )
        add(
            story(
                "trial",
                "/news-releases/halvorsen-biotherapeutics-announces-positive-topline-results-from-phase-2-northstar-trial-of-hb-214-302020188.html",
                "Halvorsen Biotherapeutics Announces Positive Topline Results from Phase 2 NORTHSTAR Trial of HB-214 in Moderate-to-Severe Atopic Dermatitis",
                "2026-12-04",
                "2026-12-04T12:00:00Z",
                "Dec 04, 2026, 07:00 ET",
                [],
                [
                    "CAMBRIDGE, Mass., Dec. 4, 2026 /ReleaseLine/ -- Halvorsen Biotherapeutics, Inc. (Nasdaq: HLVB), a clinical-stage biotechnology company developing oral therapies for immune-mediated diseases, today announced positive topline results from NORTHSTAR, its Phase 2 randomized, double-blind, placebo-controlled trial of HB-214 in adults with moderate-to-severe atopic dermatitis.",
                    "The trial enrolled 246 patients at 38 sites in the United States, Canada and Poland. Patients were randomized to receive one of two once-daily doses of HB-214 (40 mg or 80 mg) or placebo for 16 weeks.",
                    "### Key Findings",
                    "- At Week 16, 58% of patients in the 80 mg arm achieved at least a 75% improvement in the Eczema Area and Severity Index (EASI-75), compared with 17% of patients receiving placebo (p<0.001), meeting the trial's primary endpoint.",
                    "- The 40 mg arm also showed a statistically significant effect, with 44% of patients reaching EASI-75 (p<0.001).",
                    "- An improvement in itch of at least four points on the Peak Pruritus Numerical Rating Scale was seen as early as Week 2 in the 80 mg arm.",
                    "- HB-214 was generally well tolerated. The most common adverse events were headache, nausea and upper respiratory tract infection; no serious infections were reported in the treatment arms.",
                    '"These results are a strong validation of our oral approach and of the selectivity of HB-214," said Ingrid Halvorsen, Ph.D., co-founder and Chief Executive Officer. "Patients with atopic dermatitis still have too few oral options that combine rapid itch relief with a favorable safety profile, and we look forward to discussing the design of a Phase 3 program with regulators in the coming months."',
                    "Full results from NORTHSTAR will be submitted for presentation at an upcoming medical meeting. The company plans to begin its Phase 3 program in the second half of 2027 and will host a conference call and webcast for investors today at 8:30 a.m. ET.",
                    "### About HB-214",
                    "HB-214 is an investigational, orally administered small molecule designed to selectively inhibit TYK2 signaling, a pathway involved in the inflammatory response that underlies several immune-mediated diseases. HB-214 has not been approved by any regulatory authority.",
                    "### About Halvorsen Biotherapeutics",
                    HALVORSEN_ABOUT,
                    "### Forward-Looking Statements",
                    "This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995, including statements regarding the therapeutic potential of HB-214 and the timing and design of future clinical trials and regulatory interactions. These statements are subject to risks and uncertainties that could cause actual results to differ materially, including those described in the company's filings with the Securities and Exchange Commission. Halvorsen undertakes no obligation to update these statements except as required by law.",
                ],
                "release-biotech-contacts-forward-looking",
                section="Health",
                dek="HB-214 met its primary endpoint, with 58% of patients achieving EASI-75 at Week 16 versus 17% on placebo; company plans to begin Phase 3 program in second half of 2027",
                company="Halvorsen Biotherapeutics, Inc.",
                newsroom=True,
                contact=[
                    "Media Contact:",
                    "Caroline Pettibone",
                    "Lindqvist Communications",
                    "media@halvorsenbio.test",
                    "Investor Contact:",
                    "Jonah Weintraub",
                    "ir@halvorsenbio.test",
                ],
                ld=True,
                topics=["newsroom"],
            )
        )
        add(
            story(
                "conference",
                "/news-releases/halvorsen-biotherapeutics-to-present-at-the-pinecrest-healthcare-investor-conference-302016502.html",
                "Halvorsen Biotherapeutics to Present at the Pinecrest Healthcare Investor Conference",
                "2026-12-01",
                "2026-12-01T13:00:00Z",
                "Dec 01, 2026, 08:00 ET",
                [],
                [
                    "CAMBRIDGE, Mass., Dec. 1, 2026 /ReleaseLine/ -- Halvorsen Biotherapeutics, Inc. (Nasdaq: HLVB), a clinical-stage biotechnology company developing oral therapies for immune-mediated diseases, today announced that Ingrid Halvorsen, Ph.D., Chief Executive Officer, will participate in a fireside chat at the Pinecrest Healthcare Investor Conference on Tuesday, January 12, 2027, at 10:15 a.m. Pacific Time in San Francisco.",
                    'A live webcast of the presentation will be available under "Events & Presentations" in the Investors section of the company\'s website. An archived replay will be available for 30 days following the event.',
                    "### About Halvorsen Biotherapeutics",
                    HALVORSEN_ABOUT,
                ],
                "release-short-no-jsonld",
                section="Health",
                company="Halvorsen Biotherapeutics, Inc.",
                newsroom=True,
                contact=["Investor Contact:", "Jonah Weintraub", "ir@halvorsenbio.test"],
                topics=["newsroom"],
            )
        )
        add(
            story(
                "ai",
                "/news-releases/quillmark-launches-ledgerly-ai-a-bookkeeping-assistant-built-for-small-businesses-302019873.html",
                "Quillmark Launches Ledgerly AI, a Bookkeeping Assistant Built for Small Businesses",
                "2026-12-03",
                "2026-12-04T02:30:00Z",
                "Dec 03, 2026, 21:30 ET",
                [],
                [
                    "SAN FRANCISCO, Dec. 3, 2026 /ReleaseLine/ -- Quillmark, Inc., a provider of accounting software for small and mid-sized businesses, today introduced Ledgerly AI, an assistant that works inside Quillmark's cloud ledger to automate routine bookkeeping and explain a company's finances in plain language.",
                    "Small-business owners spend an average of 11 hours a month on bookkeeping, according to a Quillmark survey of 2,300 customers conducted in September. Ledgerly AI is designed to cut that time by handling the repetitive work and leaving owners and their accountants to review and approve it.",
                    "Ledgerly AI can:",
                    "- Categorize bank and card transactions automatically, learning from corrections made by the user or their accountant",
                    "- Flag duplicate invoices, unusual vendor payments and expenses that fall outside a company's normal patterns",
                    "- Reconcile accounts at month-end and list the items that still need a human decision",
                    "- Draft a monthly summary of cash flow, receivables and spending that owners can share with lenders or partners",
                    '"Most small-business owners didn\'t start a company to do data entry," said Rahul Venkataraman, co-founder and Chief Executive Officer of Quillmark. "Ledgerly AI takes on the tedious parts of the job, but every change it proposes is visible and reversible, so the books stay in the hands of the owner and their accountant."',
                    "Quillmark said the assistant does not use customer financial data to train models shared with other customers, and that every suggested entry is logged in an audit trail. Accountants who manage several clients can review the assistant's suggestions for all of them from a single dashboard.",
                    "### Pricing and Availability",
                    "Ledgerly AI is available immediately to customers in the United States on Quillmark's Plus and Advanced plans at no additional cost through March 31, 2027. After that date, it will be included in the Advanced plan and offered as a $15-per-month add-on to the Plus plan. Availability in Canada and the United Kingdom is planned for the first half of 2027.",
                    "### About Quillmark",
                    "Quillmark, Inc. makes cloud accounting, invoicing and payroll software used by more than 410,000 small and mid-sized businesses. Founded in 2014, the company is headquartered in San Francisco and has offices in Austin, Toronto and Bengaluru. Learn more at quillmark.test.",
                ],
                "release-late-evening-utc-next-day",
                section="Technology",
                dek="New assistant categorizes transactions, flags unusual spending and drafts month-end reports in plain English",
                company="Quillmark, Inc.",
                contact=["Media Contact:", "Tessa Romero", "press@quillmark.test", "(415) 555-0117"],
                logo="2291877/Quillmark_Logo.jpg",
                ld=True,
                topics=["tag"],
            )
        )
        add(
            story(
                "acquire",
                "/news-releases/tessaline-foods-to-acquire-marlow-creek-dairy-for-410-million-302018266.html",
                "Tessaline Foods to Acquire Marlow Creek Dairy for $410 Million",
                "2026-12-02",
                "2026-12-02T07:30:00-05:00",
                "Dec 02, 2026, 07:30 ET",
                [],
                [
                    "CHICAGO, Dec. 2, 2026 /ReleaseLine/ -- Tessaline Foods Corporation (NYSE: TSLF) today announced that it has entered into a definitive agreement to acquire Marlow Creek Dairy, LLC, a Wisconsin-based maker of organic yogurt, kefir and cultured butter, from private equity firm Calloway Ridge Partners for $410 million in cash.",
                    "Marlow Creek's products are sold in more than 14,000 grocery and natural food stores across the United States. The company expects net sales of approximately $185 million in 2026, an increase of about 19% from the prior year, and operates two production facilities in Sheboygan Falls and Plymouth, Wisconsin, that employ about 520 people.",
                    '"Marlow Creek is one of the most respected brands in organic dairy, and it gives us immediate scale in a category where consumers keep trading up," said Thomas Brennaman, Chairman and Chief Executive Officer of Tessaline Foods. "We intend to keep the team, the farms it buys from and the recipes that built the brand, while bringing Tessaline\'s distribution reach to help it grow faster."',
                    "Marlow Creek founder and President Ellen Sorensen will continue to lead the business, which will become part of Tessaline's Refrigerated Foods segment.",
                    "### Transaction Details",
                    "The purchase price represents approximately 13.5 times Marlow Creek's expected 2026 adjusted EBITDA, or approximately 11 times including estimated annual cost synergies of $7 million, which Tessaline expects to achieve by the end of fiscal 2028. Tessaline will fund the transaction with cash on hand and borrowings under its existing credit facility.",
                    "The acquisition is expected to be accretive to Tessaline's adjusted earnings per share in the first full fiscal year after closing. The transaction is subject to customary closing conditions, including the expiration of the waiting period under the Hart-Scott-Rodino Antitrust Improvements Act, and is expected to close in the first quarter of calendar 2027.",
                    "Halden & Pryce LLC is serving as financial advisor to Tessaline Foods and Whitmore Lane LLP as its legal counsel. Marlow Creek was advised by Ashcombe Securities and Fairleigh Grant LLP.",
                    "### About Tessaline Foods",
                    "Tessaline Foods Corporation is a packaged foods company whose brands include Golden Acre soups, Parlor Hill cheeses and Tessaline frozen meals. Headquartered in Chicago, Tessaline had net sales of $4.2 billion in fiscal 2026 and employs about 11,000 people.",
                    "### About Marlow Creek Dairy",
                    "Founded in 1998 by Ellen and Karl Sorensen on a 60-cow farm near Sheboygan Falls, Wisconsin, Marlow Creek Dairy makes certified organic yogurt, kefir and cultured butter using milk from more than 90 family farms in Wisconsin and Minnesota.",
                ],
                "release-acquisition-no-jsonld",
                section="Mergers & Acquisitions",
                dek="Acquisition adds a fast-growing portfolio of organic yogurts and cultured dairy products; expected to be accretive to adjusted earnings in first full year",
                company="Tessaline Foods Corporation",
                contact=[
                    "Media Contacts:",
                    "Tessaline Foods: Rebecca Lund, media@tessalinefoods.test",
                    "Marlow Creek Dairy: Owen Hargreave, owen@marlowcreek.test",
                ],
                topics=["earningslist"],
            )
        )
        add(
            story(
                "dividend",
                "/news-releases/northgate-realty-trust-declares-quarterly-cash-dividend-of-0-48-per-share-302020741.html",
                "Northgate Realty Trust Declares Quarterly Cash Dividend of $0.48 per Share",
                "2026-12-04",
                "2026-12-04T21:15:00Z",
                "Dec 04, 2026, 16:15 ET",
                [],
                [
                    "DALLAS, Dec. 4, 2026 /ReleaseLine/ -- The Board of Trustees of Northgate Realty Trust, Inc. (NYSE: NGRT) today declared a regular quarterly cash dividend of $0.48 per common share for the fourth quarter of 2026. The dividend will be paid on January 15, 2027, to shareholders of record at the close of business on December 31, 2026.",
                    "The dividend represents an annualized rate of $1.92 per share and is the 54th consecutive quarterly dividend paid by the company since its initial public offering in 2013.",
                    "### About Northgate Realty Trust",
                    "Northgate Realty Trust, Inc. is a self-administered real estate investment trust that owns, operates and develops grocery-anchored shopping centers in the Sun Belt. As of September 30, 2026, the company's portfolio consisted of 112 properties totaling 14.8 million square feet in Texas, Arizona, Georgia, Florida and the Carolinas.",
                ],
                "release-dividend-short",
                section="Earnings",
                company="Northgate Realty Trust, Inc.",
                contact=["Investor Relations:", "Alicia Moreno", "(214) 555-0166", "investors@northgaterealty.test"],
                ld=True,
                topics=["earningslist"],
            )
        )
        add(
            story(
                "cfo",
                "/news-releases/vireo-logistics-names-sandra-whitcombe-chief-financial-officer-302016934.html",
                "Vireo Logistics Names Sandra Whitcombe Chief Financial Officer",
                "2026-12-01",
                "2026-12-01T09:00:00-05:00",
                "Dec 01, 2026, 09:00 ET",
                [],
                [
                    "ATLANTA, Dec. 1, 2026 /ReleaseLine/ -- Vireo Logistics, Inc., a third-party logistics provider specializing in temperature-controlled freight, today announced the appointment of Sandra Whitcombe as Executive Vice President and Chief Financial Officer, effective January 4, 2027. She will report to Chief Executive Officer Marcus Delacroix and join the company's executive leadership team.",
                    "Whitcombe joins Vireo from Harbinger Freight Systems, where she served as Chief Financial Officer for the past five years and led the company through the integration of three acquisitions and the refinancing of its $1.1 billion term loan. Earlier in her career, she held finance leadership roles at Castlebrook Distribution and spent nine years in the audit practice of a global accounting firm.",
                    '"Sandra brings deep experience in our industry and a track record of building finance teams that support fast growth," Delacroix said. "As we expand our cold-chain network into the Midwest and Mexico, her experience with acquisitions and capital markets will be invaluable."',
                    '"Vireo has built an exceptional reputation with some of the most demanding shippers in food and pharmaceuticals," Whitcombe said. "I\'m excited to join the team at a moment when the company is investing in new capacity, and I look forward to helping it grow profitably."',
                    "Whitcombe succeeds Gregory Amsel, who announced in August his plan to retire. Amsel will remain with the company as an advisor through March 2027 to ensure a smooth transition.",
                    "Whitcombe holds a bachelor's degree in accounting and an MBA, and is a Certified Public Accountant.",
                    "### About Vireo Logistics",
                    "Headquartered in Atlanta, Vireo Logistics, Inc. provides refrigerated and frozen truckload, warehousing and last-mile delivery services to food, beverage and pharmaceutical companies across North America. The company operates 23 distribution centers and a fleet of more than 1,400 temperature-controlled trailers.",
                ],
                "release-appointment-no-jsonld",
                section="Personnel Announcements",
                company="Vireo Logistics, Inc.",
                contact=["Media Contact:", "Priscilla Okonjo", "pr@vireologistics.test"],
                logo="2290455/Vireo_Logistics_Logo.jpg",
                topics=[],
            )
        )
        add(
            story(
                "survey",
                "/news-releases/nearly-two-thirds-of-uk-mid-sized-firms-plan-price-rises-in-2027-halberd-survey-finds-302017958.html",
                "Nearly Two-Thirds of UK Mid-Sized Firms Plan Price Rises in 2027, Halberd Survey Finds",
                "2026-12-02",
                "2026-12-02T07:00:00Z",
                "Dec 02, 2026, 02:00 ET",
                [],
                [
                    "LONDON, Dec. 2, 2026 /ReleaseLine/ -- Almost two-thirds (64%) of mid-sized businesses in the United Kingdom plan to raise their prices next year, according to the annual Mid-Market Outlook published today by Halberd Business Finance, the commercial lending arm of Halberd Group.",
                    "The survey of 1,250 firms with annual turnover between £10 million and £250 million, conducted between 14 October and 6 November 2026, found that rising wage bills were the most common reason for planned increases, cited by 71% of those expecting to raise prices.",
                    "### Key findings",
                    "- 64% of firms plan to raise prices in 2027, up from 58% a year ago; the average planned increase is 4.3%",
                    "- 52% expect to increase headcount, while 11% expect to reduce it",
                    "- Manufacturing firms were the most likely to plan price rises (73%), followed by hospitality (69%) and construction (66%)",
                    "- 38% said they would delay investment if borrowing costs did not fall in the first half of the year",
                    '"Mid-sized firms are telling us they are still absorbing higher costs, and many feel they have no choice but to pass some of them on," said Fiona Marchbanks, Managing Director of Halberd Business Finance. "The encouraging news is that hiring intentions remain positive, and most businesses expect their revenues to grow next year."',
                    "Regional differences were marked. Firms in the North West and Yorkshire reported the strongest hiring plans, while businesses in London were the most likely to say that they would delay investment.",
                    "### Methodology",
                    "The Mid-Market Outlook 2027 was conducted online by Cardew Research on behalf of Halberd Business Finance. Results are weighted by sector and region to be representative of UK mid-sized businesses.",
                    "### About Halberd Business Finance",
                    "Halberd Business Finance provides asset finance, invoice finance and term loans to small and mid-sized businesses across the UK. It is part of Halberd Group plc, which is listed on the London Stock Exchange.",
                ],
                "release-survey-london-dateline",
                section="Banking & Financial Services",
                company="Halberd Business Finance",
                contact=["Media enquiries:", "Hamish Collier", "+44 20 7946 0321", "press@halberdgroup.test"],
                ld=True,
                topics=[],
            )
        )

    # ---------------------------------------------------------------- templates
    def frame(self, doc: Doc, main: str) -> str:
        is_release = doc.is_article
        desc = (
            self.lede(doc)
            if is_release
            else f"{doc.title} from ReleaseLine, the leading source of corporate news releases."
        )
        meta = [
            f"<title>{esc(doc.title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            '<meta property="og:type" content="website">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="ReleaseLine">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@ReleaseLine">',
        ]
        if is_release:
            meta.append(f'<meta name="author" content="{esc(doc.extra["company"])}">')
            meta.append(f'<meta name="date" content="{doc.iso}">')
            meta.append(f'<meta name="keywords" content="{esc(doc.section)}, {esc(doc.extra["company"])}">')
            meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
            if doc.extra.get("ld"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "author": {"@type": "Organization", "name": doc.extra["company"]},
                    "publisher": {
                        "@type": "Organization",
                        "name": "ReleaseLine",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/content/dam/releaseline/logo.png"},
                    },
                    "articleSection": doc.section,
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        elif doc.key != "soft404":
            meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        nav = "".join(
            f'<li class="dropdown">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("list", "News"),
                ("earningslist", "Earnings"),
                ("tag", "Artificial Intelligence"),
                ("search", "Search"),
                ("about", "About"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="stylesheet" href="/etc/designs/releaseline/clientlibs/clientlib-site.min.css">
<link rel="alternate" type="application/rss+xml" title="ReleaseLine: All News Releases" href="/rss/news-releases-list.rss">
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"release" if is_release else doc.kind}","releaseId":"{doc.path.rsplit("-", 1)[-1].split(".")[0] if is_release else ""}"}});</script>
<style>/*PAD*/</style>
</head>
<body class="{"release-page" if is_release else "listing-page"}">
<div id="onetrust-banner-sdk" class="ot-sdk-container" role="dialog" aria-label="Cookie banner"><p id="onetrust-policy-text">We use cookies to personalize content, analyze our traffic and improve your experience. By clicking "Accept All Cookies", you agree to the storing of cookies on your device.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button> <button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<header class="header-main">
<div class="container"><div class="navbar-header">{self.a("home", "ReleaseLine", "nav", 'class="navbar-brand"', '<img src="/content/dam/releaseline/logo.svg" alt="ReleaseLine">')}</div>
<ul class="nav navbar-nav">{nav}</ul>
<div class="header-cta"><a href="https://app.releaseline.test/login" class="btn-login">Log In</a> <a href="https://app.releaseline.test/send-release" class="btn btn-primary">Send a Release</a></div>
<form class="search-form" action="/search/news/" method="get"><input type="text" name="keyword" placeholder="Search news releases"><button type="submit">Search</button></form>
</div>
</header>
<main id="main">
{main}
</main>
<footer class="footer">
<div class="container">
<div class="row footer-links">
<div class="col-sm-3"><h4>Contact</h4><p>Call 888-555-0144 from 8 AM - 10 PM ET</p><p><a href="mailto:editorial@releaseline.test">editorial@releaseline.test</a></p></div>
<div class="col-sm-3"><h4>Products</h4><ul><li><a href="https://www.releaseline.test/products/distribution/">Distribution</a></li><li><a href="https://www.releaseline.test/products/monitoring/">Media Monitoring</a></li><li><a href="https://www.releaseline.test/products/ir-websites/">IR Websites</a></li></ul></div>
<div class="col-sm-3"><h4>About</h4><ul><li>{self.a("about", "About ReleaseLine", "footer")}</li><li><a href="/careers/">Careers</a></li><li>{self.a("newsroom", "Customer newsroom example", "footer")}</li></ul></div>
<div class="col-sm-3"><h4>Follow us</h4><ul class="social"><li><a href="https://twitter.com/ReleaseLine">X</a></li><li><a href="https://www.linkedin.com/company/releaseline">LinkedIn</a></li><li><a href="/rss/">RSS</a></li></ul></div>
</div>
<p class="copyright">Copyright © 2026 ReleaseLine Inc. All Rights Reserved. {self.a("terms", "Terms of Use", "footer")} | <a href="/privacy-policy/">Privacy Policy</a> | <a href="/site-map/">Site Map</a> | <a href="#" class="ot-sdk-show-settings">Cookie Settings</a></p>
</div>
</footer>
<script src="/etc/designs/releaseline/clientlibs/clientlib-site.min.js" defer></script>
<script src="https://cdn.cookielaw.test/scripttemplates/otSDKStub.js" data-domain-script="7a1c0f3e-0d1b-4f45-9c71-releaseline" async></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        body = self.blocks(doc, fig=None)
        body = _DATELINE.sub(
            r'<p><span class="legendSpanClass"><span class="xn-location">\1</span></span>, <span class="legendSpanClass"><span class="xn-chron">\2</span></span> /ReleaseLine/ --',
            body,
            count=1,
        )
        body = body.replace(
            "<table class=", '<table class="prntblns" cellspacing="0" cellpadding="0" border="0" data-class='
        )
        company = doc.extra["company"]
        provider = (
            self.a("newsroom", company, "byline", 'class="news-release-provider"')
            if doc.extra.get("newsroom")
            else f'<a class="news-release-provider" href="/news/{esc(company.split(",")[0].lower().replace(" ", "-"))}/">{esc(company)}</a>'
        )
        contact = "".join(f"<br>{esc(c)}" if i else esc(c) for i, c in enumerate(doc.extra["contact"]))
        logo = f"<p>Logo - https://mma.releaseline.test/media/{doc.extra['logo']}</p>" if doc.extra.get("logo") else ""
        dek = f'<p class="subtitle">{esc(doc.dek)}</p>' if doc.dek else ""
        also = [k for k in ARTS if k != doc.key and self.docs[k].extra.get("company") == company][:3]
        if not also:
            also = [k for k in ARTS if k != doc.key][:3]
        also_html = "".join(
            f'<div class="col-sm-4 card"><small>{self.docs[k].stamp}</small><h3>{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in also
        )
        explore = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in doc.extra.get("topics", []))
        return f"""<article class="news-release inline-gallery-template">
<header class="container release-header">
<div class="row"><div class="col-sm-12 col-lg-10 col-lg-offset-1">
<h1>{esc(doc.title)}</h1>
{dek}
</div></div>
<div class="row"><div class="col-lg-8 col-lg-offset-1 col-sm-12"><div class="meta">
<div class="swaping-class-left"><p class="meta"><strong>News provided by</strong></p>{provider}
<p class="mb-no">{doc.stamp}</p></div>
<div class="share-bar"><span>Share this article</span> <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" class="share-fb">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="share-x">X</a> <a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}" class="share-li">LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}" class="share-mail">Email</a></div>
</div></div></div>
</header>
<section class="release-body container">
<div class="row"><div class="col-lg-10 col-lg-offset-1">
{body}
<p class="contact-box">{contact}</p>
{logo}
<p id="PURL">SOURCE {esc(company)}</p>
</div></div>
</section>
<div class="container newsreleaseconsolidatelink"><h4>WANT YOUR COMPANY'S NEWS FEATURED ON RELEASELINE.TEST?</h4><p>440k+ newsrooms and influencers, 9k+ websites and 270k+ social followers. <a href="https://app.releaseline.test/send-release">Get started</a></p></div>
<section class="container also-from-source"><h2>Also from this source</h2><div class="row">{also_html}</div></section>
<section class="container explore"><h2>Explore</h2><ul>{explore}<li>{self.a("list", "More news releases", "related")}</li></ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.kind == "error":
                # a withdrawn release still listed: the list keeps its old headline
                cards.append(
                    f'<div class="row newsCards"><div class="col-sm-12 card"><h3><small>Nov 30, 2026, 18:40 ET</small>{self.a(k, "Ardent Mining Provides Update on Kestrel Lake Project", "content", CARD_A)}</h3><p class="remove-outline">Ardent Mining Corp. provides an update on drilling results and permitting at its Kestrel Lake copper project …</p></div></div>'
                )
                continue
            cards.append(
                f'<div class="row newsCards"><div class="col-sm-12 card"><h3><small>{d.stamp}</small>{self.a(k, d.title, "content", CARD_A)}</h3><p class="remove-outline">{esc(self.lede(d))}</p></div></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination"><span class="active">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next", "pagination", NEXT_A)}</nav>'
        if doc.key == "list2":
            pager = f'<nav class="pagination">{self.a("list", "Previous", "pagination")} {self.a("list", "1", "pagination")} <span class="active">2</span></nav>'
        head = f'<div class="container"><h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.extra.get("profile"):
            head += '<div class="newsroom-profile row"><div class="col-sm-3"><img src="/content/dam/newsroom/halvorsen-logo.png" alt="Halvorsen Biotherapeutics logo"></div><div class="col-sm-9"><p><strong>Cambridge, Massachusetts</strong> · Biotechnology · Nasdaq: HLVB</p><p>Website: <a href="https://www.halvorsenbio.test/">www.halvorsenbio.test</a></p><p><a href="/rss/news/halvorsen-biotherapeutics.rss">RSS feed</a> · <a href="https://app.releaseline.test/follow?org=halvorsen">Follow this newsroom</a></p></div></div><h2>News Releases</h2>'
        if doc.kind == "search":
            head += '<p class="search-summary">Showing 1 - 2 of 2 results for <strong>dividend</strong> in News Releases</p><div class="filters"><a href="/search/news/?keyword=dividend&amp;sort=date">Sort by date</a> · <a href="/search/news/?keyword=dividend&amp;page=1&amp;pagesize=100">Show 100</a></div>'
        side = f'<aside class="col-sm-3 sidebar"><h4>Browse News Releases</h4><ul><li>{self.a("list", "All News Releases", "aside")}</li><li>{self.a("earningslist", "Earnings", "aside")}</li><li>{self.a("tag", "Artificial Intelligence", "aside")}</li><li><a href="/news-releases/health-latest-news/biotechnology-list/">Biotechnology</a></li><li><a href="/news-releases/energy-latest-news/">Energy</a></li></ul></aside>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="container home-tiles"><div class="row"><div class="col-sm-4"><h3>Send a press release</h3><p>Reach newsrooms, journalists and investors in 170 countries. <a href="https://app.releaseline.test/send-release">Get started</a></p></div><div class="col-sm-4"><h3>Featured newsroom</h3><p>{self.a("newsroom", "Halvorsen Biotherapeutics", "content")}</p></div><div class="col-sm-4"><h3>Journalists</h3><p>Get releases by email. {self.a("search", "Search the archive", "content")}</p></div></div></section>'
        return f'{head}<div class="row"><div class="col-sm-9 card-list card-list-hr">{"".join(cards)}{pager}</div>{side}</div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            latest = "".join(
                f"<li><small>{self.docs[k].stamp}</small> {self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("trial", "dividend", "ai", "earnings")
            )
            return f'<div class="container error-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<h2>Latest News Releases</h2><ul class="latest">{latest}</ul><p>{self.a("list", "View all news releases", "content")}</p></div>'
        return f'<div class="container static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
