# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; curly quotes are deliberate)
"""Kaduna Ledger: a Nigerian daily (Kaduna) on WordPress with the TieLabs "Jannah" theme: `tie-container`,
`entry-header`, `single-post-meta post-meta`, `<div class="entry-content entry clearfix">`, Jannah's own
`tie-schema-json` Article JSON-LD (the WordPress account as author), plain `/slug/` permalinks, `/category/news/`,
`/category/news/page/2/`, `/tag/kaduna-state/`, `/author/aishabello/`, `/?s=fuel`. Five pages are written in
windows-1252 and declare it only in the HTTP header (no `<meta charset>`); the rest are UTF-8 with a meta. A
syndicated press release ends with its "SOURCE" line; a job ad is published as a dated post. WAT (+01:00)."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

CP1252 = {"fuel", "opinion", "market", "news2", "search"}  # pages sent as windows-1252 (HTTP header only)


def jdump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")


class Ledger(Base):
    origin = "https://www.kadunaledger.test"
    name = "Kaduna Ledger"
    prefix = "kl"
    language = "en"
    absolute = True
    _enc_key = ""

    # the charset is per page: write_set asks for the file name first, then the codec, then the label fields
    def file_name(self, doc: Doc) -> str:
        self._enc_key = doc.key
        return super().file_name(doc)

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return "windows-1252" if self._enc_key in CP1252 else "utf-8"

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return "text/html; charset=windows-1252" if self._enc_key in CP1252 else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kl",
            [
                "#tie-wrapper",
                ".main-nav",
                ".entry-content",
                ".post-meta",
                ".mag-box",
                "#related-posts",
                ".sidebar .widget",
                "#footer",
                ".breaking-news",
            ],
            250,
        )

    @staticmethod
    def dated_page(
        key: str, path: str, kind: str, title: str, iso: str, stamp: str, lines: list[str], shape: str, **extra: Any
    ) -> Doc:
        """A non-article published as a dated post (story template, byline account, date, og:type=article)."""
        doc = page(key, path, kind, title, shape, lines, story_template=True, **extra)
        doc.iso, doc.stamp = iso, stamp
        doc.section = extra.get("section", "")
        doc.byline = extra.get("byline", "")
        return doc

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Kaduna Ledger",
                "jannah-home",
                list=["fuel", "press", "rail", "opinion", "photos", "power"],
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "jannah-category",
                list=["power", "fuel", "rail", "press"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "jannah-category-page2-cp1252-header-only",
                list=["photos", "market"],
                prev="news",
            )
        )
        add(page("tag", "/tag/kaduna-state/", "tag", "Kaduna State", "jannah-tag", list=["fuel", "press", "opinion"]))
        add(
            page(
                "author",
                "/author/aishabello/",
                "author",
                "Aisha Bello",
                "jannah-author-archive",
                ["Aisha Bello is a senior reporter covering energy, business and the economy in northern Nigeria."],
                list=["fuel"],
            )
        )
        add(
            page(
                "search",
                "/?s=fuel",
                "search",
                "Search Results for: fuel",
                "jannah-search-cp1252-header-only",
                list=["fuel", "market", "opinion"],
            )
        )
        add(
            page(
                "event",
                "/events/kaduna-readers-and-writers-festival-2026/",
                "events",
                "Kaduna Readers and Writers Festival 2026",
                "jannah-page-event-long-description",
                [
                    "Date: Thursday, December 10 to Saturday, December 12, 2026. Venue: Gamji Gate Arts Centre, Independence Way, Kaduna. Admission: free, with registration.",
                    "The Kaduna Readers and Writers Festival returns for its fifth edition with three days of readings, panel conversations, workshops and performances celebrating writing from northern Nigeria and beyond. This year's theme, “Many Tongues, One Table”, looks at literature written in Hausa, English, Nupe, Gbagyi and other languages of the region, and at the translators who carry stories between them.",
                    "More than 40 writers are expected, including novelists, poets, playwrights and screenwriters from Kaduna, Kano, Jos, Abuja, Niamey and Accra. Each morning opens with a reading session in Hausa and English, followed by conversations on publishing, translation, children's books and writing for film and radio drama.",
                    "Workshops for young writers aged 16 to 25 run every afternoon in fiction, poetry and journalism. Places are limited to 30 per workshop and must be booked in advance; priority goes to applicants from schools and universities in Kaduna State.",
                    "The festival's book market brings together more than 20 publishers and booksellers, with new titles, second-hand books and special discounts for students. A children's corner offers storytelling, puppet shows and drawing sessions every day from 10am to 1pm.",
                    "On Saturday evening, the festival closes with a night of poetry and music in the amphitheatre featuring spoken-word artists and a kalangu ensemble. Food vendors will be on site throughout.",
                    "Registration is free and opens on the festival's partner page. Volunteers, sponsors and exhibitors can contact the organisers through the Kaduna Ledger events desk.",
                ],
            )
        )
        add(
            self.dated_page(
                "jobs",
                "/vacancy-sales-and-marketing-executives/",
                "jobs",
                "Vacancy: Sales and Marketing Executives (Kaduna)",
                "2026-11-27T09:00:00+01:00",
                "November 27, 2026",
                [
                    "Kaduna Ledger, a leading daily newspaper and news website in northern Nigeria, is recruiting suitably qualified candidates for the position below.",
                    "## Position: Sales and Marketing Executive (3 openings)",
                    "Location: Kaduna. Reports to: Head of Advertising.",
                    "## Responsibilities",
                    "- Sell print and digital advertising packages to businesses, schools, hospitals and government agencies.",
                    "- Meet monthly revenue targets and keep records of client accounts.",
                    "- Plan and attend events and exhibitions on behalf of the company.",
                    "## Requirements",
                    "- B.Sc or HND in Marketing, Mass Communication, Business Administration or a related field.",
                    "- At least two years of sales experience, preferably in media.",
                    "- Good command of English and Hausa; ability to ride a motorcycle is an advantage.",
                    "## How to apply",
                    "Interested and qualified candidates should send their CV and a cover letter to careers@kadunaledger.test with the job title as the subject of the mail. Deadline: December 18, 2026. Only shortlisted candidates will be contacted.",
                ],
                "jannah-job-ad-as-dated-post",
                section="Vacancies",
                byline="Kaduna Ledger",
                job=True,
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Subscribe to our newsletter",
                "jannah-page-newsletter",
                [
                    "Get the Kaduna Ledger Morning Brief in your inbox every weekday at 6am: the day's top stories from Kaduna and the North, market prices, fuel prices and the weather.",
                    "- Morning Brief (weekdays)",
                    "- Business and Markets (Mondays and Thursdays)",
                    "- Weekend Reads (Saturdays)",
                    "We will never share your e-mail address. You can unsubscribe at any time with one click.",
                ],
            )
        )
        add(
            page(
                "contact",
                "/contact-us/",
                "contact",
                "Contact Us",
                "jannah-page-contact",
                [
                    "Kaduna Ledger, 14 Ali Akilu Road, Kaduna, Kaduna State, Nigeria.",
                    "Newsroom: news@kadunaledger.test, 0803 555 0147.",
                    "Advertising: adverts@kadunaledger.test, 0805 555 0163.",
                    "Press releases: send your releases to pr@kadunaledger.test. We publish press releases marked as such and do not edit them.",
                    "Office hours: Monday to Friday, 8am to 5pm.",
                ],
            )
        )

        add(
            story(
                "press",
                "/zenora-foods-opens-n14bn-tomato-processing-plant-in-kaduna/",
                "Zenora Foods Opens N14bn Tomato Processing Plant in Kaduna",
                "2026-12-01",
                "2026-12-01T10:00:00+01:00",
                "December 1, 2026",
                [],
                [
                    "KADUNA, Nigeria, Dec. 1, 2026 /AfriWire PR/ -- Zenora Foods Plc, one of West Africa's fastest-growing food processors, today announced the opening of its N14 billion tomato processing plant in Kaduna State, the company's largest investment in northern Nigeria to date.",
                    "The plant, located in the Kaduna Inland Dry Port industrial cluster, can process 1,200 metric tonnes of fresh tomatoes a day into paste, purée and ketchup for the Nigerian and West African markets. It will create about 850 direct jobs and source tomatoes from more than 14,000 smallholder farmers in Kaduna, Kano and Katsina states through the company's out-grower scheme.",
                    "“Nigeria grows more than three million tonnes of tomatoes every year, but almost half is lost before it reaches the consumer,” said Adaeze Nwankwo, Group Managing Director of Zenora Foods. “This plant is about keeping that value here, with our farmers, our workers and our communities.”",
                    "The facility runs partly on a 4.5-megawatt solar installation and recycles 70 percent of the water used in processing. Zenora Foods has also partnered with two microfinance banks to offer farmers in its out-grower scheme input loans repayable at harvest.",
                    "The Kaduna State Commissioner for Commerce, Industry and Tourism, Hajiya Bilkisu Aliyu, who attended the commissioning, said the investment would “strengthen the state's position as the agro-industrial hub of the North.”",
                    "## About Zenora Foods Plc",
                    "Zenora Foods Plc is a Lagos-based food processing company founded in 2009. It operates five plants in Nigeria and Ghana, producing tomato paste, seasoning, noodles and packaged rice, and employs more than 4,000 people.",
                    "SIGN: Media Contact: Tolu Adeyemi, Corporate Communications, Zenora Foods Plc, +234 803 555 0192, media@zenorafoods.test",
                    "SIGN: SOURCE Zenora Foods Plc",
                ],
                "jannah-press-release-source-line",
                section="Press Release",
                byline="PR Wire",
                fig="The Zenora Foods tomato processing plant in Kaduna. Photo: Zenora Foods",
                image="The Zenora Foods plant",
                tags=["Kaduna State", "Agriculture", "Press Release"],
                views="712",
            )
        )
        add(
            story(
                "fuel",
                "/fuel-queues-return-to-kaduna-as-depot-prices-climb/",
                "Fuel queues return to Kaduna as depot prices climb",
                "2026-12-02",
                "2026-12-02T08:45:00+01:00",
                "December 2, 2026",
                ["Aisha Bello", "Chinedu Okafor"],
                [
                    "Long queues returned to filling stations across Kaduna metropolis on Tuesday as independent marketers cut supply, blaming a fresh rise in depot prices and the cost of moving products from Lagos and Port Harcourt.",
                    "At several stations on Ahmadu Bello Way, Kachia Road and the Nnamdi Azikiwe Bypass, motorists waited for up to three hours, while many outlets that had fuel sold a litre at between N1,180 and N1,250, up from about N1,050 last week.",
                    "“I came here by 6am and I’m still on the line,” said Ibrahim Sani, a commercial driver at a station in Barnawa. “If I don’t buy fuel, I don’t work. If I buy at this price, I cannot pay my owner and still feed my family.”",
                    "## Marketers blame depot prices",
                    "The Kaduna chapter chairman of the independent petroleum marketers’ association, Alhaji Musa Danjuma, said depot prices had risen by N70 per litre in ten days, while the cost of trucking a 45,000-litre tanker from Lagos to Kaduna had gone up to about N3.8 million.",
                    "“Our members are not hoarding. Nobody wants to keep fuel in a tank when the price can come down tomorrow,” he said. “But many of them cannot afford to buy at the depot and sell at a loss.”",
                    "Officials of the downstream regulator in the state said they had visited 42 stations since Monday and sealed three for dispensing less than the quantity paid for. They urged residents not to engage in panic buying.",
                    "## Transport fares up",
                    "The queues have already pushed up transport fares. A trip by tricycle from Kawo to the Central Market, which cost N300 last month, now costs N500, riders said. Bus fares from Kaduna to Zaria rose from N2,500 to N3,200 at the Mando motor park.",
                    "Traders at the Central Market said fewer customers were coming in from surrounding towns. “People are keeping their money for transport,” said Hauwa Abdullahi, who sells fabrics. “Since Friday, my sales have dropped by half.”",
                    "An energy economist at Kaduna State University, Dr. Yusuf Garba, said the situation would ease only when supply from the new private refinery to the northern depots became regular. “The North is still at the end of a very long supply chain,” he said.",
                ],
                "jannah-long-two-authors-cp1252-header-only",
                section="News",
                fig="Motorists queue at a filling station on Ahmadu Bello Way, Kaduna, on Tuesday. Photo: Kaduna Ledger",
                image="A fuel queue in Kaduna",
                tags=["Kaduna State", "Fuel"],
                views="3,118",
            )
        )
        add(
            story(
                "rail",
                "/rail-corporation-suspends-kaduna-kano-train-for-track-repairs/",
                "Rail corporation suspends Kaduna-Kano train for track repairs",
                "2026-12-02",
                "2026-12-02T13:10:00+01:00",
                "December 2, 2026",
                [],
                [
                    "The Nigerian Railway Corporation has suspended the Kaduna-Kano passenger service on Thursday and Friday to allow for repairs on a section of track near Zaria, the corporation said on Wednesday. Passengers who bought tickets for the affected trips will get full refunds.",
                    "SIGN: (FNA)",
                ],
                "jannah-brief-agency-credit",
                section="News",
                byline="FNA",
                tags=["Rail"],
                views="540",
            )
        )
        add(
            story(
                "opinion",
                "/kaduna-needs-a-proper-bus-terminal-not-more-roadside-parks/",
                "Kaduna needs a proper bus terminal, not more roadside parks",
                "2026-12-01",
                "2026-12-01T16:00:00+01:00",
                "December 1, 2026",
                ["Ibrahim Musa Lawal"],
                [
                    "Anyone who has tried to board a bus to Abuja at Mando on a Friday afternoon knows what I am talking about. Buses park on both sides of the road, touts pull at your bag, tricycles squeeze through any gap, and the traffic backs up all the way to the refinery junction.",
                    "Kaduna is a city of more than two million people and a crossroads for the whole of the North. Yet most of our intercity traffic still loads and offloads by the roadside, in parks that grew by accident rather than by plan.",
                    "The state government’s decision last month to relocate the Kawo motor park to a new site on the Western Bypass is a step, but it is not a solution. Moving a roadside park from one roadside to another only moves the problem.",
                    "What the city needs is a proper central terminal: covered waiting areas, toilets, ticket offices, a clinic, security, and bays where buses can enter and leave without blocking the highway. Lagos, Abuja and Kano have all built such terminals in the past decade, with private partners operating them and the state regulating fares and safety.",
                    "Such a terminal would also give the government something it badly needs: data. Today nobody can say with confidence how many passengers leave Kaduna by road each day, or where they are going. Without that, planning is guesswork.",
                    "The transport unions must be part of the conversation from the start. Many of them fear that a modern terminal means losing control of the parks. It does not have to. Their members know the routes and the passengers better than anyone.",
                    "Kaduna was once a model of urban planning in this country. It can be again, but only if we stop treating the bus park as an afterthought.",
                    "SIGN: Dr Ibrahim Musa Lawal, a transport planner, lectures in urban and regional planning at a polytechnic in Kaduna. He wrote in from Malali.",
                ],
                "jannah-opinion-signed-at-end-cp1252",
                section="Opinion",
                byline="Guest Writer",
                tags=["Kaduna State", "Transport"],
                views="845",
            )
        )
        add(
            story(
                "photos",
                "/photos-durbar-rehearsals-light-up-zaria-ahead-of-festival/",
                "Photos: Durbar rehearsals light up Zaria ahead of festival",
                "2026-11-30",
                "2026-11-30T17:20:00+01:00",
                "November 30, 2026",
                ["Yusuf Abdullahi"],
                [
                    "Horsemen in bright robes rehearsed in front of the Emir's palace in Zaria on Monday ahead of next week's durbar.",
                    "FIG: Horsemen ride past the palace | Horsemen ride past the Emir's palace during the rehearsal.",
                    "FIG: A decorated horse | A horse dressed in embroidered cloth and silver ornaments.",
                    "FIG: Drummers at the rehearsal | Drummers keep time for the riders.",
                    "FIG: Children watching | Children watch from a wall near the palace gate.",
                ],
                "jannah-photo-story-photographer",
                section="News",
                byline_prefix="Photos:",
                tags=["Zaria", "Culture"],
                views="1,406",
            )
        )
        add(
            story(
                "market",
                "/tomato-prices-fall-by-half-at-kawo-market-as-harvest-peaks/",
                "Tomato prices fall by half at Kawo market as harvest peaks",
                "2026-11-29",
                "2026-11-29T12:30:00+01:00",
                "November 29, 2026",
                ["Chinedu Okafor"],
                [
                    "The price of tomatoes at the Kawo market in Kaduna has fallen by about half in three weeks as the dry-season harvest from irrigated farms in Kaduna and Kano states reaches its peak.",
                    "A big basket of tomatoes, which sold for N48,000 in early November, was going for between N22,000 and N25,000 on Saturday, traders said. A small “paint” measure now costs N1,500, down from N3,000.",
                    "“This is the time when we make small money and the farmers lose,” said Garba Yakubu, who has sold tomatoes at Kawo for 20 years. “In two months, when the harvest is finished, the price will climb again.”",
                    "Farmers say much of the crop spoils before it reaches the market because of poor roads and a lack of storage. Some are hoping that the new processing plant in the state, which buys fresh tomatoes directly from out-growers, will give them a steadier price.",
                    "Buyers were not complaining. “I bought two baskets to make stew and keep in the freezer,” said Mrs Ngozi Eze, a caterer in Ungwan Rimi.",
                    "Prices of pepper and onions were steady during the week, while a 50kg bag of local rice rose slightly to N78,000.",
                ],
                "jannah-story-only-on-page2-and-search-cp1252",
                section="News",
                fig="Traders sort tomatoes at the Kawo market on Saturday. Photo: Chinedu Okafor",
                image="Tomato baskets at Kawo market",
                tags=["Markets", "Agriculture"],
                views="688",
            )
        )
        add(
            story(
                "power",
                "/power-outage-hits-barnawa-narayi-after-transformer-fire/",
                "Power outage hits Barnawa, Narayi after transformer fire",
                "2026-12-02",
                "2026-12-02T18:40:00+01:00",
                "December 2, 2026",
                [],
                [
                    "Residents of Barnawa and Narayi High Cost were without electricity on Wednesday after a transformer caught fire at the Barnawa injection substation. The distribution company said engineers were working to restore supply by Thursday evening.",
                ],
                "jannah-brief-no-credit-editor-account",
                section="News",
                byline="Editor",
                tags=["Electricity"],
                views="301",
            )
        )

    # ------------------------------------------------------------------ chrome
    def author_href(self, name: str) -> str:
        return (
            "author"
            if name == "Aisha Bello"
            else self.origin + "/author/" + name.split()[0].lower() + name.split()[-1].lower() + "/"
        )

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        url = self.url(doc.key)
        cp = doc.key in CP1252
        charset = "" if cp else '<meta charset="UTF-8">\n'
        metas = [
            f"<title>{esc(doc.title + ' - ' + self.name if doc.key != 'home' else self.name + ' - News from Kaduna and the North')}</title>",
            f'<link rel="canonical" href="{url}">',
        ]
        if doc.is_article or doc.extra.get("job"):
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{url}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{x}</li>'
            for x in [
                a("home", "Home", "chrome:nav"),
                a("news", "News", "chrome:nav"),
                a(self.origin + "/category/politics/", "Politics", "chrome:nav"),
                a(self.origin + "/category/business/", "Business", "chrome:nav"),
                a(self.origin + "/category/opinion/", "Opinion", "chrome:nav"),
                a("event", "Events", "chrome:nav"),
                a("contact", "Contact Us", "chrome:nav"),
            ]
        )
        ticker = "".join(
            f'<li class="news-item">{a(k, self.docs[k].title, "chrome:header")}</li>' for k in ("power", "rail", "fuel")
        )
        recent = "".join(
            f'<li class="widget-single-post-item widget-post-list tie-standard"><div class="post-widget-body"><h3 class="post-title">{a(k, self.docs[k].title, "chrome:rail")}</h3><div class="post-meta"><span class="date meta-item tie-icon">{ago}</span></div></div></li>'
            for k, ago in (
                ("power", "3 hours ago"),
                ("rail", "9 hours ago"),
                ("fuel", "14 hours ago"),
                ("opinion", "1 day ago"),
            )
        )
        sidebar = f"""<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky" aria-label="Primary Sidebar"><div class="theiaStickySidebar">
<div id="posts-list-widget-2" class="container-wrapper widget posts-list"><div class="widget-title the-global-title"><div class="the-subtitle">Recent Posts<span class="widget-title-icon tie-icon"></span></div></div><div class="widget-posts-list-wrapper"><div class="widget-posts-list-container"><ul class="posts-list-items widget-posts-wrapper">{recent}</ul></div></div><div class="clearfix"></div></div>
<div id="text-html-widget-3" class="container-wrapper widget text-html"><div class="widget-title the-global-title"><div class="the-subtitle">Morning Brief</div></div><div class="tie-padding">Get the day's top stories every weekday at 6am. {a("newsletter", "Subscribe to our newsletter", "chrome:rail", 'class="button"')}</div></div>
<div id="tag_cloud-2" class="container-wrapper widget widget_tag_cloud"><div class="widget-title the-global-title"><div class="the-subtitle">Trending Searches</div></div><div class="tagcloud">{a("search", "fuel", "chrome:rail")} <a href="{self.origin}/?s=naira">naira</a> <a href="{self.origin}/?s=rail">rail</a></div></div>
<div id="stream-item-widget-4" class="container-wrapper widget stream-item-widget"><div class="stream-item-widget-content"><!-- Advert 300x250 --></div></div>
<div id="tie-widget-categories-2" class="container-wrapper widget widget_categories"><div class="widget-title the-global-title"><div class="the-subtitle">Upcoming</div></div><p>{a("event", "Kaduna Readers and Writers Festival, Dec 10-12", "chrome:rail")}</p></div>
</div></aside>"""
        return f"""<!DOCTYPE html>
<html lang="en-US" class="" data-skin="light">
<head>
{charset}<link rel="profile" href="https://gmpg.org/xfn/11">
{chr(10).join(metas)}
<meta property="og:site_name" content="{self.name}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Feed" href="{self.origin}/feed/">
<link rel="stylesheet" id="tie-css-base-css" href="{self.origin}/wp-content/themes/jannah/assets/css/base.min.css?ver=7.3.2" type="text/css" media="all">
<link rel="stylesheet" id="tie-css-styles-css" href="{self.origin}/wp-content/themes/jannah/assets/css/style.min.css?ver=7.3.2" type="text/css" media="all">
<style id="tie-css-styles-inline-css" type="text/css">/*PAD*/</style>
<meta name="generator" content="WordPress 6.6.2">
</head>
<body id="tie-body" class="{"post-template-default single single-post single-format-standard" if doc.is_article or doc.extra.get("job") else ("home" if doc.key == "home" else "archive " + doc.kind)} tie-no-js wrapper-has-shadow block-head-1 magazine1 is-thumb-overlay-disabled is-desktop is-header-layout-3 sidebar-right has-sidebar">
<div class="background-overlay">
<div id="tie-container" class="site tie-container">
<div id="tie-wrapper">
<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark main-nav-below no-stream-item top-nav-active top-nav-light top-nav-above has-shadow has-normal-width-logo mobile-header-default">
<nav id="top-nav" class="has-date-breaking-components top-nav header-nav has-breaking-news" aria-label="Secondary Navigation"><div class="container"><div class="topbar-wrapper">
<div class="topbar-today-date tie-icon">Wednesday, December 2, 2026</div>
<div class="tie-alignleft"><div class="breaking controls-is-active"><span class="breaking-title"><span class="tie-icon-bolt breaking-icon" aria-hidden="true"></span><span class="breaking-title-text">Breaking News</span></span><ul id="breaking-news-in-header" class="breaking-news" data-type="reveal">{ticker}</ul></div></div>
<div class="tie-alignright"><ul class="components"><li class="social-icons-item"><a class="social-link facebook-social-icon" rel="external noopener nofollow" target="_blank" href="https://www.facebook.com/kadunaledger"><span class="tie-social-icon tie-icon-facebook"></span><span class="screen-reader-text">Facebook</span></a></li></ul></div>
</div></div></nav>
<div class="container header-container"><div class="tie-row logo-row"><div class="logo-wrapper"><div class="tie-col-md-4 logo-container clearfix"><div id="logo" class="image-logo">{a("home", self.name, "chrome:header", 'title="Kaduna Ledger"', '<img src="' + self.origin + '/wp-content/uploads/2024/03/kaduna-ledger-logo.png" alt="Kaduna Ledger" class="logo_normal" width="300" height="70"><h1 class="h1-off">Kaduna Ledger</h1>' if doc.key == "home" else '<img src="' + self.origin + '/wp-content/uploads/2024/03/kaduna-ledger-logo.png" alt="Kaduna Ledger" class="logo_normal" width="300" height="70">')}</div></div></div></div></div>
<div class="main-nav-wrapper"><nav id="main-nav" class="main-nav header-nav" aria-label="Primary Navigation"><div class="container"><div class="main-menu-wrapper"><div id="menu-components-wrap"><div class="main-menu main-menu-wrap tie-alignleft"><div id="main-nav-menu" class="main-menu header-menu"><ul id="menu-main-menu" class="menu">{nav}</ul></div></div>
<ul class="components"><li class="search-compact-icon menu-item custom-menu-link"><a href="#" class="tie-search-trigger"><span class="tie-icon-search tie-search-icon" aria-hidden="true"></span><span class="screen-reader-text">Search for</span></a></li></ul></div></div></div></nav></div>
</header>
<div id="content" class="site-content container"><div id="main-content-row" class="tie-row main-content-row">
<div class="main-content tie-col-md-8 tie-col-xs-12" role="main">
{main}
</div>
{sidebar}
</div></div>
<footer id="footer" class="site-footer dark-skin dark-widgetized-area">
<div id="footer-widgets-container"><div class="container"><div class="footer-widget-area"><div class="tie-row">
<div class="tie-col-md-4 normal-side"><div id="text-2" class="container-wrapper widget widget_text"><div class="widget-title the-global-title"><div class="the-subtitle">About Kaduna Ledger</div></div><div class="textwidget"><p>Independent news from Kaduna and northern Nigeria since 2011.</p></div></div></div>
<div class="tie-col-md-4 normal-side"><div class="container-wrapper widget widget_nav_menu"><div class="widget-title the-global-title"><div class="the-subtitle">Useful Links</div></div><ul class="menu"><li>{a("contact", "Contact Us", "chrome:footer")}</li><li>{a("newsletter", "Newsletter", "chrome:footer")}</li><li>{a("jobs", "Careers", "chrome:footer")}</li><li>{a(self.origin + "/privacy-policy/", "Privacy Policy", "chrome:footer")}</li><li>{a(self.origin + "/advertise-with-us/", "Advertise", "chrome:footer")}</li></ul></div></div>
</div></div></div></div>
<div id="site-info" class="site-info site-info-layout-2"><div class="container"><div class="tie-row"><div class="tie-col-md-12"><div class="copyright-text copyright-text-first">&copy; Copyright 2026, All Rights Reserved &nbsp;|&nbsp; Kaduna Ledger</div></div></div></div></div>
</footer>
<a id="go-to-top" class="go-to-top-button" href="#go-to-tie-body"><span class="tie-icon-angle-up"></span><span class="screen-reader-text">Back to top button</span></a>
</div></div></div>
<script type="text/javascript" src="{self.origin}/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.3.2" id="tie-scripts-js"></script>
</body>
</html>
"""

    # ------------------------------------------------------------------ stories
    RELATED = ["fuel", "press", "rail", "power", "photos", "opinion"]

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.authors and doc.key != "opinion":
            prefix = doc.extra.get("byline_prefix", "")
            names = " and ".join(
                a(self.author_href(n), n, "byline", f'class="author-name tie-icon" title="{esc(n)}"')
                for n in doc.authors
            )
            author = f'<span class="author-meta single-author with-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author-avatar"><img alt="Photo of {esc(doc.authors[0])}" src="{self.origin}/wp-content/uploads/avatars/{zlib.crc32(doc.authors[0].encode()) % 9999}-140x140.jpg" class="avatar avatar-140 photo" height="140" width="140"></span><span class="meta-author">{prefix + " " if prefix else ""}{names}</span></span></span>'
        else:
            author = f'<span class="author-meta single-author no-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author"><a href="{self.origin}/author/{doc.byline.lower().replace(" ", "-")}/" class="author-name tie-icon" title="{esc(doc.byline)}">{esc(doc.byline)}</a></span></span></span>'
        cat_href = (
            "news"
            if doc.section == "News"
            else self.origin + "/category/" + doc.section.lower().replace(" ", "-") + "/"
        )
        words = sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")
        meta = f'<div class="single-post-meta post-meta clearfix">{author}<span class="date meta-item tie-icon">{doc.stamp}</span><div class="tie-alignright"><span class="meta-comment tie-icon meta-item fa-before">0</span><span class="meta-views meta-item"><span class="tie-icon-fire" aria-hidden="true"></span> {doc.extra.get("views", "96")} </span><span class="meta-reading-time meta-item"><span class="tie-icon-bookmark" aria-hidden="true"></span> {max(1, words // 200)} minute{"s" if words >= 400 else ""} read</span></div></div>'
        feat = ""
        if doc.extra.get("fig"):
            feat = f'<div class="featured-area"><div class="featured-area-inner"><figure class="single-featured-image"><img width="780" height="470" src="{self.origin}/wp-content/uploads/2026/12/{doc.key}-780x470.jpg" class="attachment-jannah-image-post size-jannah-image-post wp-post-image" alt="{esc(doc.image)}"><figcaption class="single-caption-text"><span class="tie-icon-camera" aria-hidden="true"></span> {esc(doc.extra["fig"])}</figcaption></figure></div></div>'

        def fig(alt: str, cap: str) -> str:
            return f'<figure class="wp-block-image size-large"><img src="{self.origin}/wp-content/uploads/2026/11/durbar-{zlib.crc32(alt.encode()) % 999}.jpg" alt="{esc(alt)}"><figcaption class="wp-element-caption">{esc(cap)} Photo: Yusuf Abdullahi/Kaduna Ledger</figcaption></figure>'

        content = self.blocks(doc, fig=fig)
        if doc.key == "press":
            content = f'<p class="pr-disclaimer"><em>This is a press release distributed by AfriWire PR. Kaduna Ledger is not responsible for its content.</em></p>\n{content}'
        tags = "".join(
            a(
                "tag" if t == "Kaduna State" else self.origin + "/tag/" + t.lower().replace(" ", "-") + "/",
                t,
                "tags",
                'rel="tag"',
            )
            for t in doc.extra.get("tags", [])
        )
        schema_author = ", ".join(doc.authors) if doc.authors and doc.key != "opinion" else doc.byline
        schema = {
            "@context": "http://schema.org", "@type": "Article", "dateCreated": doc.iso, "datePublished": doc.iso, "dateModified": doc.iso,
            "headline": doc.title, "name": doc.title, "keywords": ",".join(doc.extra.get("tags", [])), "url": self.url(doc.key),
            "description": self.lede(doc), "copyrightYear": "2026", "articleSection": doc.section, "articleBody": "",
            "publisher": {"@id": "#Publisher", "@type": "Organization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/wp-content/uploads/2024/03/kaduna-ledger-logo.png"}},
            "sourceOrganization": {"@id": "#Publisher"}, "copyrightHolder": {"@id": "#Publisher"},
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "author": {"@type": "Person", "name": schema_author, "url": self.origin + "/author/" + schema_author.split()[0].lower() + "/"},
        }  # fmt: skip
        schema["articleBody"] = " ".join(plain(b[1]) for b in doc.blocks if b[0] == "p")[:400]
        related = [k for k in self.RELATED if k != doc.key][:3]
        rel = "".join(
            f"""<div class="related-item tie-standard">{a(k, self.docs[k].title, "chrome:related", 'aria-label="' + esc(self.docs[k].title) + '" class="post-thumb"', f'<img width="390" height="220" src="{self.origin}/wp-content/uploads/2026/12/{k}-390x220.jpg" class="attachment-jannah-image-large" alt="">')}<h3 class="post-title">{a(k, self.docs[k].title, "chrome:related")}</h3><div class="post-meta clearfix"><span class="date meta-item tie-icon">{self.docs[k].stamp}</span></div></div>"""
            for k in related
        )
        about = ""
        if doc.authors and doc.key not in ("opinion",):
            bio = {
                "Aisha Bello": "Aisha Bello is a senior reporter covering energy, business and the economy.",
                "Chinedu Okafor": "Chinedu Okafor reports on markets and agriculture.",
                "Yusuf Abdullahi": "Yusuf Abdullahi is a photojournalist based in Zaria.",
            }.get(doc.authors[0], "")
            about = f'<div class="about-author container-wrapper about-author-1"><div class="author-avatar"><img alt="Photo of {esc(doc.authors[0])}" src="{self.origin}/wp-content/uploads/avatars/{zlib.crc32(doc.authors[0].encode()) % 9999}-180x180.jpg" class="avatar avatar-180 photo" height="180" width="180"></div><div class="author-info"><h3 class="author-name">{esc(doc.authors[0])}</h3><div class="author-bio">{esc(bio)}</div></div><div class="clearfix"></div></div>'
        prevnext = f"""<div class="prev-next-post-nav container-wrapper media-overlay"><div class="tie-col-xs-6 prev-next-post-nav-wrapper">{a(related[0], self.docs[related[0]].title, "chrome:related", 'class="prev-post"')}</div><div class="tie-col-xs-6 prev-next-post-nav-wrapper">{a(related[1], self.docs[related[1]].title, "chrome:related", 'class="next-post"')}</div></div>"""
        return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer">
<nav id="breadcrumb">{a("home", "Home", "chrome:breadcrumb")}<em class="delimiter">/</em>{a(cat_href, doc.section, "chrome:breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav>
<div class="entry-header">
<span class="post-cat-wrap">{a(cat_href, doc.section, "tags", 'class="post-cat tie-cat-' + str(len(doc.section)) + '"')}</span>
<h1 class="post-title entry-title">{esc(doc.title)}</h1>
{meta}
</div>
</header>
{feat}
<div class="entry-content entry clearfix">
{content}
<div class="stream-item stream-item-below-post-content"><!-- Advert below content --></div>
</div>
<div id="post-extra-info"><div class="theiaStickySidebar">{meta}</div></div>
<div class="clearfix"></div>
<script id="tie-schema-json" type="application/ld+json">{jdump(schema)}</script>
<div class="post-footer post-footer-on-bottom"><div class="post-footer-inner"><div class="share-links share-centered icons-only"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" rel="external noopener nofollow" class="facebook-share-btn" target="_blank"><span class="share-btn-icon tie-icon-facebook"></span> <span class="screen-reader-text">Facebook</span></a><a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}" rel="external noopener nofollow" class="whatsapp-share-btn" target="_blank"><span class="share-btn-icon tie-icon-whatsapp"></span> <span class="screen-reader-text">WhatsApp</span></a></div></div></div>
<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title"><span class="tie-icon-tags" aria-hidden="true"></span> Tags</div><span class="tagcloud">{tags}</span></div>
</article>
<div class="post-components">
{about}
{prevnext}
<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title"><h3>Related Articles</h3></div><div class="related-posts-list">{rel}</div></div>
<div id="comments" class="comments-area"><div id="add-comment-block" class="container-wrapper"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title the-global-title">Leave a Reply</h3><form action="{self.origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked *</p><p class="comment-form-comment"><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div></div></div>
</div>"""

    # ------------------------------------------------------------------ listings
    def post_item(self, k: str) -> str:
        d = self.docs[k]
        a = self.a
        by = " and ".join(d.authors) if d.authors and k != "opinion" else d.byline
        thumb = a(
            k,
            d.title,
            "content",
            'aria-label="' + esc(d.title) + '" class="post-thumb"',
            f'<span class="post-cat-wrap"><span class="post-cat tie-cat-2">{esc(d.section)}</span></span><img width="390" height="220" src="{self.origin}/wp-content/uploads/2026/12/{k}-390x220.jpg" class="attachment-jannah-image-large size-jannah-image-large wp-post-image" alt="">',
        )
        return f"""<li class="post-item tie-standard">{thumb}<div class="post-details"><div class="post-meta clearfix"><span class="author-meta single-author no-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author">{esc(by)}</span></span></span><span class="date meta-item tie-icon">{d.stamp}</span></div><h2 class="post-title">{a(k, d.title, "content")}</h2><p class="post-excerpt">{esc(self.lede(d))}</p>{a(k, "Read More »", "content", 'class="more-link button"')}</div></li>"""

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        items = "".join(self.post_item(k) for k in keys)
        if doc.key == "home":
            return f"""<div id="tie-block_1" class="mag-box big-post-left-box has-first-big-post"><div class="container-wrapper"><div class="mag-box-title the-global-title"><h3>{a("news", "Latest News", "content")}</h3></div><div class="mag-box-container clearfix"><ul class="posts-items posts-list-container">{items}</ul></div></div></div>
<div id="tie-block_2" class="mag-box stream-item-mag"><div class="container-wrapper"><div class="mag-box-title the-global-title"><h3>Notices</h3></div><ul><li>{a("event", self.docs["event"].title + ": December 10-12 at Gamji Gate Arts Centre", "content")}</li><li>{a("jobs", self.docs["jobs"].title, "content")}</li></ul></div></div>"""
        if doc.kind == "author":
            head = f'<div class="container-wrapper about-author about-author-1"><div class="author-avatar"><img alt="" src="{self.origin}/wp-content/uploads/avatars/bello-180x180.jpg" class="avatar" width="180" height="180"></div><div class="author-info"><h1 class="page-title author-name">{esc(doc.title)}</h1><div class="author-bio">{self.blocks(doc)}</div><ul class="social-icons"><li><a href="https://twitter.com/aishabello_kl">X</a></li></ul></div></div>'
        elif doc.kind == "search":
            head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">Search Results for: <span>fuel</span></h1><form role="search" method="get" class="search-form" action="{self.origin}/"><input type="search" class="search-field" placeholder="Search &hellip;" value="fuel" name="s"><input type="submit" class="search-submit" value="Search"></form></header>'
        else:
            label = "Tag" if doc.kind == "tag" else "Category"
            head = f'<header class="entry-header-outer container-wrapper"><nav id="breadcrumb">{a("home", "Home", "chrome:breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav><h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-description entry">{label} archive</div></header>'
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="first-page first-last-pages"></span><span class="last-page first-last-pages">{a(doc.extra["more"], "Next page »", "content")}</span></div><ul class="pages-numbers"><li class="current"><span class="pages-nav-item">1</span></li><li>{a(doc.extra["more"], "2", "content", 'class="pages-nav-item"')}</li><li><a class="pages-nav-item" href="{self.origin}/category/news/page/3/">3</a></li></ul></div>"""
        elif doc.extra.get("prev"):
            pager = f"""<div class="pages-nav"><ul class="pages-numbers"><li>{a(doc.extra["prev"], "« Previous page", "content", 'class="pages-nav-item"')}</li><li>{a(doc.extra["prev"], "1", "content", 'class="pages-nav-item"')}</li><li class="current"><span class="pages-nav-item">2</span></li><li><a class="pages-nav-item" href="{self.origin}/category/news/page/3/">3</a></li></ul></div>"""
        return f'{head}<div class="mag-box wide-post-box"><div class="container-wrapper"><div class="mag-box-container clearfix"><ul id="posts-container" class="posts-items">{items}</ul></div></div></div>{pager}'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "subscribe":
            extra = '<form class="tie-newsletter-form" action="https://list.kadunaledger.test/subscribe" method="post"><input type="email" name="EMAIL" placeholder="Enter your e-mail address"><button type="submit">Subscribe</button></form>'
        elif doc.kind == "contact":
            extra = '<div class="wpcf7"><form class="wpcf7-form" action="/contact-us/#wpcf7-f212" method="post"><p><label>Your name<br><input type="text" name="your-name"></label></p><p><label>Your email<br><input type="email" name="your-email"></label></p><p><label>Your message<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Send"></p></form></div>'
        elif doc.kind == "events":
            extra = '<p class="event-register"><a class="button" href="https://tickets.kadunaledger.test/krwf-2026">Register for free</a></p>'
        return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer"><nav id="breadcrumb">{self.a("home", "Home", "chrome:breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav><div class="entry-header"><h1 class="post-title entry-title">{esc(doc.title)}</h1></div></header>
<div class="entry-content entry clearfix">{self.blocks(doc)}{extra}</div>
</article>"""
