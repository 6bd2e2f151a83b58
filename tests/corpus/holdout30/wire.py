# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Meridian Newswire: a press-release wire like PR Newswire (`/news-releases/<slug>-30261xxxx.html`,
`/news-releases/news-releases-list/`, `?page=2&pagesize=25`, industry lists, `/news/<company>/`,
`/search/news/?keyword=`), US English, UTF-8. Releases are articles without authors: `<meta name="author">` and
the JSON-LD author name the issuing company. The dateline ("CHICAGO, Dec. 4, 2026 /MeridianWire/ --", marked up
with `xn-location` / `xn-chron` spans) stays in the body; the subtitle, the "About <Company>" boilerplate, the
media contacts, the multimedia lines and "SOURCE <Company>" are not body. One release carries an earnings table
(body) and a recall release a product table (body). Times are Eastern; one release is stamped 19:05 ET, which is
the next day in UTC (the JSON-LD)."""

from __future__ import annotations

import json
import re

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NRC = 'class="newsreleaseconsolidatelink"'
NPL = 'class="news-provided-link"'

DATELINE = re.compile(r"<p>([A-Z][A-Z .,]+?), ((?:Jan|Feb|Dec|Nov)\. \d+, 2026) /MeridianWire/ --")


class Wire(Base):
    origin = "https://www.meridianwire.test"
    name = "Meridian Newswire"
    prefix = "mnw"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mnw",
            [
                ".release-header",
                ".release-body",
                ".row.card-list",
                ".newsCards",
                ".company-boilerplate",
                ".navbar-prnewswire",
                ".footer-links",
                ".search-results",
                ".col-sm-10",
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
                "Meridian Newswire",
                "wire-home",
                list=["northgate", "cobot", "solvara", "credit", "roof", "museum"],
                more="list2",
            )
        )
        add(
            page(
                "list",
                "/news-releases/news-releases-list/",
                "section",
                "News Releases",
                "wire-release-list",
                list=["recall", "northgate", "cobot", "solvara", "credit", "roof", "museum", "wind"],
                more="list2",
            )
        )
        add(
            page(
                "list2",
                "/news-releases/news-releases-list/?page=2&pagesize=25",
                "section",
                "News Releases",
                "wire-release-list-page2",
                list=["wind", "museum", "roof"],
                back="list",
            )
        )
        add(
            page(
                "industry",
                "/news-releases/energy-latest-news/utilities-list/",
                "tag",
                "Utilities",
                "wire-industry-list",
                list=["wind", "northgate"],
            )
        )
        add(
            page(
                "company",
                "/news/northgate-logistics/",
                "source",
                "Northgate Logistics, Inc.",
                "wire-company-newsroom",
                list=["northgate"],
            )
        )
        add(
            page(
                "search",
                "/search/news/?keyword=recall",
                "search",
                "recall",
                "wire-search-results",
                list=["recall", "cobot"],
            )
        )
        add(
            page(
                "terms",
                "/terms-of-use/",
                "policy",
                "Terms of Use",
                "wire-policy-updated",
                [
                    "Last Updated: September 22, 2026",
                    "These terms apply to the Meridian Newswire website and its feeds. By using the site you agree to them.",
                    "## Content",
                    "News releases are provided by the issuing organizations. Meridian Newswire does not check the accuracy of statements in releases and is not responsible for them.",
                    "## Feeds and reuse",
                    "Media may republish releases in full. Changing the text of a release, other than shortening it, is not allowed.",
                    "## Contact",
                    "Questions about these terms can be sent to the legal department at our New York office.",
                ],
            )
        )
        add(
            page(
                "distribution",
                "/distribution/",
                "product",
                "Send a Press Release",
                "wire-product-page",
                [
                    "Reach journalists, investors and search engines with one release.",
                    "- National circuit: 4,800 newsrooms, from $805",
                    "- State circuit: all outlets in one state, from $365",
                    "- Investor circuit with disclosure to regulators, from $1,250",
                    "- Add a photo or a video: $350 each",
                    "Every release is checked by our editors within 30 minutes, day or night.",
                ],
            )
        )
        S = story
        add(
            S(
                "northgate",
                "/news-releases/northgate-logistics-reports-third-quarter-2026-results-302614471.html",
                "Northgate Logistics Reports Third Quarter 2026 Results",
                "2026-12-04",
                "2026-12-04T12:30:00Z",
                "Dec 04, 2026, 07:30 ET",
                [],
                [
                    "CHICAGO, Dec. 4, 2026 /MeridianWire/ -- Northgate Logistics, Inc. (NYSE: NGLX), a provider of freight brokerage and warehousing services, today reported financial results for the third quarter of fiscal 2026, ended October 31, 2026.",
                    "Revenue for the quarter was $612.4 million, up 7.8% from $568.1 million a year ago. Net income was $31.9 million, or $0.74 per diluted share, compared with $24.6 million, or $0.57 per diluted share, in the third quarter of 2025.",
                    "\u201cOur warehousing business grew faster than we expected, and we kept costs in line even with higher fuel prices,\u201d said Thomas Reinholt, Chief Executive Officer. \u201cWe are raising our full-year outlook.\u201d",
                    "## Third Quarter Highlights",
                    "- Warehousing revenue rose 14.2% to $188.7 million.",
                    "- Brokerage volume grew 5.1%, with 412,000 loads moved.",
                    "- The company opened two new distribution centers, in Joliet, Illinois, and Columbus, Ohio.",
                    "- Northgate repurchased 420,000 shares for $18.3 million.",
                    "## Condensed Consolidated Statements of Income",
                    "T: (in millions, except per share data) | Q3 2026 | Q3 2025 | Change",
                    "T: Revenue | $612.4 | $568.1 | 7.8%",
                    "T: Cost of services | $498.0 | $468.9 | 6.2%",
                    "T: Gross profit | $114.4 | $99.2 | 15.3%",
                    "T: Operating expenses | $68.2 | $63.5 | 7.4%",
                    "T: Operating income | $46.2 | $35.7 | 29.4%",
                    "T: Net income | $31.9 | $24.6 | 29.7%",
                    "T: Diluted earnings per share | $0.74 | $0.57 | 29.8%",
                    "## Outlook",
                    "Northgate now expects full-year revenue of $2.38 billion to $2.42 billion, up from a previous range of $2.31 billion to $2.37 billion.",
                    "## Conference Call",
                    "The company will host a conference call at 10:00 a.m. ET today. The call can be heard on the investor relations section of the company website.",
                    'RAW:<p class="company-boilerplate-head"><b>About Northgate Logistics</b></p><p class="company-boilerplate">Northgate Logistics, Inc. provides truckload brokerage, intermodal and warehousing services to more than 6,000 shippers in North America. The company is based in Chicago and employs 4,100 people.</p>',
                    "RAW:<p><b>Investor Contact:</b><br>Laura Pemberton<br>312-555-0148<br>investors@northgate-logistics.test</p><p><b>Media Contact:</b><br>Ryan Ochoa<br>312-555-0177</p>",
                    'RAW:<p class="source">SOURCE Northgate Logistics, Inc.</p>',
                ],
                "wire-earnings-release-table",
                company="Northgate Logistics, Inc.",
                subtitle="Revenue up 7.8%; company raises full-year outlook",
                industry="Transportation, Trucking & Railroad",
            )
        )
        add(
            S(
                "cobot",
                "/news-releases/brightwell-robotics-introduces-compact-welding-cobot-for-small-shops-302613902.html",
                "Brightwell Robotics Introduces Compact Welding Cobot for Small Shops",
                "2026-12-03",
                "2026-12-03T14:00:00Z",
                "Dec 03, 2026, 09:00 ET",
                [],
                [
                    "PITTSBURGH, Dec. 3, 2026 /MeridianWire/ -- Brightwell Robotics today introduced the WeldMate C6, a collaborative welding robot designed for fabrication shops with fewer than 50 employees.",
                    "The C6 weighs 38 pounds and can be moved between work tables by one person. Welders teach it a seam by guiding the torch by hand; the robot then repeats the weld at a steady speed.",
                    'RAW:<div class="image-gallery"><figure><img src="https://mma.meridianwire.test/media/2231870/Brightwell_C6.jpg?p=publish" alt="The WeldMate C6 on a work table"><figcaption>The WeldMate C6 on a shop work table.</figcaption></figure></div>',
                    "\u201cSmall shops cannot find enough welders, and they cannot afford a big robot cell,\u201d said Priya Natarajan, Brightwell\u2019s founder and chief executive. \u201cThe C6 is built for them.\u201d",
                    "The C6 supports MIG and flux-core welding and comes with a 12-month warranty. It is priced at $39,500, including the welding power source.",
                    "Brightwell will show the C6 at the FABTECH East show in Atlanta in February. Deliveries begin in January.",
                    'RAW:<p class="multimedia">Photo - https://mma.meridianwire.test/media/2231870/Brightwell_C6.jpg</p>',
                    'RAW:<p class="company-boilerplate-head"><b>About Brightwell Robotics</b></p><p class="company-boilerplate">Brightwell Robotics designs collaborative robots for welding and finishing. Founded in 2019, the company is based in Pittsburgh and has installed more than 900 robots.</p>',
                    "RAW:<p><b>Media Contact:</b> Evan Kowal, evan@brightwell.test, 412-555-0190</p>",
                    'RAW:<p class="source">SOURCE Brightwell Robotics</p>',
                ],
                "wire-product-release-photo",
                company="Brightwell Robotics",
                industry="Machinery",
            )
        )
        add(
            S(
                "solvara",
                "/news-releases/solvara-health-closes-85-million-series-c-to-expand-home-dialysis-302614025.html",
                "Solvara Health Closes $85 Million Series C to Expand Home Dialysis",
                "2026-12-03",
                "2026-12-04T00:05:00Z",
                "Dec 03, 2026, 19:05 ET",
                [],
                [
                    "SAN FRANCISCO, Dec. 3, 2026 /MeridianWire/ -- Solvara Health, which provides home dialysis services for people with kidney failure, today announced it has closed an $85 million Series C financing round led by Harbor Lane Ventures.",
                    "Existing investors Oakridge Capital and Tenfold Health Partners also took part. The round brings Solvara\u2019s total funding to $142 million.",
                    "Solvara will use the funds to enter six new states in 2027 and to hire 300 home-care nurses. The company now serves 4,200 patients in California, Oregon and Washington.",
                    "\u201cMost patients would rather do dialysis at home, but only about one in seven do,\u201d said Dr. Naomi Feld, co-founder and chief executive of Solvara. \u201cWe want to change that number.\u201d",
                    "As part of the financing, Marcus Lindqvist, a partner at Harbor Lane Ventures, will join Solvara\u2019s board of directors.",
                    'RAW:<p class="company-boilerplate-head"><b>About Solvara Health</b></p><p class="company-boilerplate">Solvara Health trains and supports patients doing dialysis at home. The company was founded in 2020 and is based in San Francisco.</p>',
                    "RAW:<p><b>Contact:</b> Jenna Morrow, press@solvara.test</p>",
                    'RAW:<p class="source">SOURCE Solvara Health</p>',
                ],
                "wire-financing-release-evening-utc-next-day",
                company="Solvara Health",
                industry="Health Care & Hospitals",
            )
        )
        add(
            S(
                "credit",
                "/news-releases/tri-county-credit-union-names-maria-okafor-chief-executive-officer-302613555.html",
                "Tri-County Credit Union Names Maria Okafor Chief Executive Officer",
                "2026-12-02",
                "2026-12-02T16:00:00Z",
                "Dec 02, 2026, 11:00 ET",
                [],
                [
                    "DAYTON, Ohio, Dec. 2, 2026 /MeridianWire/ -- The board of directors of Tri-County Credit Union today named Maria Okafor president and chief executive officer, effective January 1, 2027.",
                    "Okafor, 47, has been the credit union\u2019s chief operating officer since 2021. She succeeds Gerald Whitcomb, who is retiring after 19 years as CEO.",
                    "\u201cMaria knows every branch and most of our members by name,\u201d said board chair Linda Sauer. \u201cShe was the clear choice.\u201d",
                    "Before joining Tri-County, Okafor spent 12 years at Miami Valley Savings Bank, where she led consumer lending.",
                    "\u201cI am grateful to Gerald and to the board,\u201d Okafor said. \u201cOur job is to keep banking simple and fair for the families of the Miami Valley.\u201d",
                    'RAW:<p class="company-boilerplate-head"><b>About Tri-County Credit Union</b></p><p class="company-boilerplate">Tri-County Credit Union serves 96,000 members in Montgomery, Greene and Miami counties, Ohio, with 14 branches and $1.3 billion in assets. Federally insured by NCUA.</p>',
                    "RAW:<p><b>Media Contact:</b><br>Beth Arnholt<br>937-555-0121</p>",
                    'RAW:<p class="source">SOURCE Tri-County Credit Union</p>',
                ],
                "wire-appointment-person-in-title",
                company="Tri-County Credit Union",
                industry="Banking & Financial Services",
            )
        )
        add(
            S(
                "roof",
                "/news-releases/survey-62-of-us-homeowners-delay-roof-repairs-over-cost-302612880.html",
                "Survey: 62% of US Homeowners Delay Roof Repairs Over Cost",
                "2026-12-01",
                "2026-12-01T15:00:00Z",
                "Dec 01, 2026, 10:00 ET",
                [],
                [
                    "DENVER, Dec. 1, 2026 /MeridianWire/ -- Nearly two in three American homeowners have put off a roof repair in the past two years because of cost, according to a new survey by ShieldTop Roofing Supply.",
                    "The survey of 2,000 homeowners found that the average delayed repair was expected to cost $4,800. One in five respondents said a delayed repair later caused water damage inside the home.",
                    "## Key findings",
                    "- 62% delayed a roof repair in the past two years.",
                    "- 41% did not know whether their insurance covers roof damage.",
                    "- 28% have never had their roof inspected.",
                    "- Homeowners in the South were most likely to delay repairs (68%).",
                    "\u201cA small leak ignored for a winter can become a $20,000 problem,\u201d said Carla Benitez, ShieldTop\u2019s vice president of contractor services.",
                    "## Methodology",
                    "The online survey was conducted by Fieldpoint Research from October 6 to October 17, 2026, among 2,000 U.S. homeowners aged 25 and older. The margin of error is plus or minus 2.2 percentage points.",
                    'RAW:<p class="company-boilerplate-head"><b>About ShieldTop Roofing Supply</b></p><p class="company-boilerplate">ShieldTop Roofing Supply distributes roofing materials to contractors from 220 branches in 31 states.</p>',
                    "RAW:<p><b>Media Contact:</b> Tom Garvey, 303-555-0166</p>",
                    'RAW:<p class="source">SOURCE ShieldTop Roofing Supply</p>',
                ],
                "wire-survey-release-list-methodology",
                company="ShieldTop Roofing Supply",
                industry="Construction & Building",
            )
        )
        add(
            S(
                "museum",
                "/news-releases/lakeview-children-s-museum-announces-2027-free-family-days-302612704.html",
                "Lakeview Children\u2019s Museum Announces 2027 Free Family Days",
                "2026-12-01",
                "2026-12-01T13:30:00Z",
                "Dec 01, 2026, 08:30 ET",
                [],
                [
                    "MILWAUKEE, Dec. 1, 2026 /MeridianWire/ -- The Lakeview Children\u2019s Museum will open its doors free of charge on twelve days in 2027, one each month, thanks to a gift from the Harriet and Paul Sobczak Foundation.",
                    "Free Family Days will fall on the first Sunday of each month. Timed tickets can be booked online two weeks in advance.",
                    "The 2027 season also brings a new exhibit, \u201cUnder the Lake,\u201d where children can steer a model research vessel and look at live zebra mussels through microscopes.",
                    "\u201cNo family should have to skip the museum because of the price of a ticket,\u201d said executive director Janelle Fortier.",
                    "Last year, about 31,000 people visited on free days, a third of them for the first time.",
                    'RAW:<p class="company-boilerplate-head"><b>About the Lakeview Children\u2019s Museum</b></p><p class="company-boilerplate">The Lakeview Children\u2019s Museum is a non-profit museum on Milwaukee\u2019s lakefront, open since 1986.</p>',
                    "RAW:<p><b>Contact:</b> Amy Reuter, 414-555-0102</p>",
                    'RAW:<p class="source">SOURCE Lakeview Children\'s Museum</p>',
                ],
                "wire-nonprofit-release",
                company="Lakeview Children\u2019s Museum",
                industry="Arts & Entertainment",
            )
        )
        add(
            S(
                "wind",
                "/news-releases/prairie-wind-cooperative-completes-240-megawatt-expansion-in-kansas-302611932.html",
                "Prairie Wind Cooperative Completes 240-Megawatt Expansion in Kansas",
                "2026-11-30",
                "2026-11-30T17:00:00Z",
                "Nov 30, 2026, 12:00 ET",
                [],
                [
                    "HUTCHINSON, Kan., Nov. 30, 2026 /MeridianWire/ -- Prairie Wind Cooperative today announced that the second phase of its Cheyenne Bottoms wind project is in commercial operation, adding 240 megawatts of capacity for its 18 member cooperatives.",
                    "The expansion includes 60 turbines in Barton and Rice counties. Together with the first phase, the project can supply the yearly electricity needs of about 150,000 homes.",
                    "Landowners will receive about $2.1 million a year in lease payments, and the two counties will share $1.6 million a year in payments in lieu of taxes.",
                    "\u201cThis is power made in Kansas and paid for by the members who use it,\u201d said general manager Robert Tillotson.",
                    "Construction employed about 350 workers at its peak. Eleven permanent jobs were created.",
                    'RAW:<p class="company-boilerplate-head"><b>About Prairie Wind Cooperative</b></p><p class="company-boilerplate">Prairie Wind Cooperative is a generation and transmission cooperative owned by 18 rural electric cooperatives in Kansas.</p>',
                    "RAW:<p><b>Media Contact:</b> Shelby Marr, 620-555-0133</p>",
                    'RAW:<p class="source">SOURCE Prairie Wind Cooperative</p>',
                ],
                "wire-energy-release-industry-only",
                company="Prairie Wind Cooperative",
                industry="Utilities",
            )
        )
        add(
            S(
                "recall",
                "/news-releases/harbor-point-foods-issues-voluntary-recall-of-frozen-chicken-dumplings-due-to-undeclared-sesame-302614190.html",
                "Harbor Point Foods Issues Voluntary Recall of Frozen Chicken Dumplings Due to Undeclared Sesame",
                "2026-12-04",
                "2026-12-04T21:40:00Z",
                "Dec 04, 2026, 16:40 ET",
                [],
                [
                    "SEATTLE, Dec. 4, 2026 /MeridianWire/ -- Harbor Point Foods of Seattle is voluntarily recalling two lots of its frozen chicken dumplings because they may contain sesame, which is not declared on the label. People who have an allergy or severe sensitivity to sesame run the risk of a serious or life-threatening allergic reaction if they eat these products.",
                    "The recalled dumplings were sold in grocery stores in Washington, Oregon, Idaho and Alaska between November 10 and December 2, 2026.",
                    "T: Product | Size | UPC | Best by",
                    "T: Harbor Point Chicken & Cabbage Dumplings | 24 oz bag | 0 71234 55210 4 | 11/2027",
                    "T: Harbor Point Chicken & Ginger Dumplings | 24 oz bag | 0 71234 55218 0 | 11/2027",
                    "No illnesses have been reported to date. The problem was found after a customer complaint; the company learned that a supplier changed the recipe of the dumpling wrapper.",
                    "Customers who bought the products can return them to the store for a full refund. Consumers with questions may call the company at 1-800-555-0199, Monday to Friday, 8 a.m. to 5 p.m. Pacific time.",
                    "This recall is being made with the knowledge of the U.S. Food and Drug Administration.",
                    'RAW:<p class="company-boilerplate-head"><b>About Harbor Point Foods</b></p><p class="company-boilerplate">Harbor Point Foods makes frozen Asian-style foods in Seattle and Kent, Washington.</p>',
                    "RAW:<p><b>Consumer Contact:</b> 1-800-555-0199<br><b>Media Contact:</b> Grace Lin, 206-555-0154</p>",
                    'RAW:<p class="source">SOURCE Harbor Point Foods</p>',
                ],
                "wire-recall-release-product-table",
                company="Harbor Point Foods",
                industry="Food & Beverages",
            )
        )

    # ---- templates
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="Meridian Newswire">',
        ]
        if doc.is_article:
            company = doc.extra["company"]
            out += [
                '<meta property="og:type" content="article">',
                f'<meta name="author" content="{esc(company)}">',
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                f'<meta name="date" content="{doc.iso}">',
                f'<meta name="keywords" content="{esc(doc.extra["industry"])}">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Organization", "name": company},
                "publisher": {"@type": "Organization", "name": "Meridian Newswire"},
                "articleSection": doc.extra["industry"],
            }
            if doc.key != "museum":
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = "".join(
            f"<li>{x}</li>"
            for x in [
                a("list", "News", "nav"),
                a("industry", "Energy", "nav"),
                '<a href="/news-releases/financial-services-latest-news/">Financial Services</a>',
                '<a href="/news-releases/health-latest-news/">Health</a>',
                '<a href="/news-releases/multimedia/">Multimedia</a>',
                a("distribution", "Send a Release", "nav"),
                '<a href="https://account.meridianwire.test/login">Log In</a>',
            ]
        )
        foot = " | ".join(
            [
                '<a href="/about/">About Us</a>',
                a("terms", "Terms of Use", "footer"),
                '<a href="/privacy-policy/">Privacy Policy</a>',
                '<a href="/rss-feeds/">RSS Feeds</a>',
                a("search", "Search", "footer"),
                '<a href="mailto:editorial@meridianwire.test">Contact</a>',
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{esc(doc.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/content/dam/mnw/static/css/main.min.3f91.css">
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"release" if doc.is_article else doc.kind}","siteSection":"news"}});</script>
<script src="https://www.googletagmanager.test/gtm.js?id=GTM-MNW7Q2" async></script>
<style>/*PAD*/</style>
</head>
<body class="{"release" if doc.is_article else "listing"}-page">
<div id="cookie-notice" class="cookie-banner"><p>This website uses cookies. By continuing to use this site you agree to our use of cookies.</p><button class="btn accept">OK</button></div>
<header class="navbar navbar-prnewswire"><div class="container"><a class="navbar-brand" href="/"><img src="/content/dam/mnw/static/logo.svg" alt="Meridian Newswire"></a><ul class="nav navbar-nav">{nav}</ul><form class="navbar-form" action="/search/news/" method="get"><input type="text" name="keyword" placeholder="Search"></form></div></header>
<main class="container main-container">
{main}
</main>
<footer class="footer"><div class="container"><p class="footer-links">{foot}</p><p>\u00a9 2026 Meridian Newswire. All Rights Reserved.</p></div></footer>
</body>
</html>
"""

    def company_link(self, doc: Doc) -> str:
        name = doc.extra["company"]
        if doc.key == "northgate":
            return self.a("company", name, "byline", NPL)
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        return f'<a class="news-provided-link" href="/news/{slug}/">{esc(name)}</a>'

    def story_main(self, doc: Doc) -> str:
        body = DATELINE.sub(
            lambda m: (
                f'<p><span class="xn-location">{m.group(1)}</span>, <span class="xn-chron">{m.group(2)}</span> /MeridianWire/ --'
            ),
            self.blocks(doc),
            count=1,
        )
        sub = f'<h2 class="subtitle">{esc(doc.extra["subtitle"])}</h2>' if doc.extra.get("subtitle") else ""
        related = [k for k in ("northgate", "cobot", "solvara", "credit", "roof", "recall") if k != doc.key][:4]
        rel = "".join(
            f'<div class="card col-sm-3">{self.a(k, self.docs[k].title, "related")}<small>{esc(self.docs[k].stamp)}</small></div>'
            for k in related
        )
        return f"""<article class="news-release inline-gallery-template">
<header class="container release-header"><div class="row"><div class="col-sm-10 col-sm-offset-1">
<h1>{esc(doc.title)}</h1>
{sub}
<div class="row"><div class="col-sm-7 meta"><p class="mb-no">News provided by</p><p class="mb-no">{self.company_link(doc)}</p><p class="mb-no">{esc(doc.stamp)}</p></div>
<div class="col-sm-5 social-share"><a href="https://twitter.test/intent/tweet?url={esc(self.url(doc.key))}">Share this article</a> <a href="https://www.linkedin.test/shareArticle?url={esc(self.url(doc.key))}">LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div></div>
</div></div></header>
<section class="release-body container"><div class="row"><div class="col-sm-10 col-sm-offset-1">
{body}
</div></div></section>
<div class="container"><div class="row"><div class="col-sm-10 col-sm-offset-1"><p class="view-original">View original content to download multimedia: {esc(self.url(doc.key))}</p>
<p class="industry-tags">Industry: <a href="/news-releases/{esc(doc.extra["industry"].lower().split()[0].strip(","))}-latest-news/">{esc(doc.extra["industry"])}</a></p></div></div></div>
</article>
<section class="container related-news"><h3>Also from this source / Explore more news</h3><div class="row newsCards">{rel}</div></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="row newsCards"><div class="col-sm-12 card"><h3><small>{esc(d.stamp)}</small> {self.a(k, d.title, "content", NRC)}</h3><p class="remove-outline">{esc(self.lede(d))}</p></div></div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "search":
            head = f'<h1>Search results for \u201c{esc(doc.title)}\u201d</h1><p class="results-count">Showing 1 - {len(cards)} of {len(cards)} results</p>'
        if doc.kind == "source":
            head = f'<h1>{esc(doc.title)}</h1><p class="company-about">Northgate Logistics provides truckload brokerage, intermodal and warehousing services. NYSE: NGLX. Chicago, Illinois.</p><p><a href="https://www.northgate-logistics.test/">Website</a></p>'
        if doc.kind == "tag":
            head = f'<ol class="breadcrumb"><li><a href="/news-releases/energy-latest-news/">Energy</a></li><li>{esc(doc.title)}</li></ol><h1>{esc(doc.title)} News</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "pager")}</li><li><a href="/news-releases/news-releases-list/?page=3&amp;pagesize=25">3</a></li><li>{self.a(doc.extra["more"], "Next", "pager")}</li></ul>'
        if doc.extra.get("back"):
            pager = f'<ul class="pagination"><li>{self.a(doc.extra["back"], "Previous", "pager")}</li><li>{self.a(doc.extra["back"], "1", "pager")}</li><li class="active"><span>2</span></li><li><a href="/news-releases/news-releases-list/?page=3&amp;pagesize=25">3</a></li></ul>'
        filters = '<aside class="col-sm-3 filters"><h4>Filter by</h4><ul><li><a href="?industry=energy">Energy</a></li><li><a href="?industry=health">Health</a></li><li><a href="?industry=tech">Technology</a></li><li><a href="?subject=earnings">Earnings</a></li></ul></aside>'
        return f'<div class="row">{filters}<section class="col-sm-9 card-list">{head}{"".join(cards)}{pager}</section></div>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="static-page col-sm-10"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</section>'
