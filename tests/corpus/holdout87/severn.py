# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Severn Gazette: a Bristol and Gloucestershire daily on **WordPress** (classic theme markup: `entry-title`,
`entry-content`, `entry-meta`, `posted-on`, `author vcard`, body classes `single single-post postid-…`, permalinks
`/2026/12/03/<slug>/`, `/category/news/`, `/category/news/page/2/`, `/tag/<slug>/`, `/author/<slug>/`, `/?s=`),
British English, UTF-8, UK time (GMT, +00:00 in December: the JSON-LD's offset is the local one).

**Yoast**-like JSON-LD: one `@graph` whose `NewsArticle` names its author only by `@id`, the `Person` node further
down. Access is run by a **Zephr**-like script (`zephrBrowser.run`, `data-zephr-feature`): the clean-air-zone story
is cut server-side after its **third paragraph** by a **registration wall** ("Register to continue reading"), the rest
sent nowhere; the hospital-wards investigation is **Premium** and shows only its headline, **standfirst**, byline and
date before a subscription box (its JSON-LD says `isAccessibleForFree: false` with a `hasPart` whose `cssSelector`
names the box's container); the electric-bus story is Premium too but served **whole**, the wall being applied in the
browser (`isAccessibleForFree: false`, `hasPart` `.entry-content`). The Premium badge sits **inside** the `<h1>`. The
lantern-parade story has a newsletter sign-up box and a "support the Gazette" interrupter between paragraphs.

Dates are printed "Thursday 3 December 2026, 6:05pm"; `time.updated` carries the modified time. Credits: "By Tom
Ellery, Transport Correspondent" (a role after the linked name); "By Hannah Price and Tom Ellery"; "By PA Reporter"
and "Gazette Reporter" (WordPress users named after a desk, Yoast `Person` nodes of the same name); a columnist with
her photo and a bio line at the end of `entry-content`."""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote, quote_plus

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.severngazette.test"
NAME = "The Severn Gazette"
ARTS = ["caz", "wards", "buses", "lanterns", "railfares", "counciltax", "column", "window"]
SEARCH_Q = "electric buses"
USERS = {
    "Tom Ellery": "author",
    "Hannah Price": "/author/hannah-price/",
    "Lucy Okonjo": "/author/lucy-okonjo/",
    "Margaret Doyle": "/author/margaret-doyle/",
    "PA Reporter": "/author/pa-reporter/",
    "Gazette Reporter": "/author/gazette-reporter/",
}
DAYS = {"01": "Tuesday", "02": "Wednesday", "03": "Thursday", "04": "Friday", "05": "Saturday"}


def uk(local: str) -> str:
    """'2026-12-03 18:05' as the theme prints it: 'Thursday 3 December 2026, 6:05pm'."""
    day, hm = local.split()
    _, _, d = day.split("-")
    h, mi = (int(x) for x in hm.split(":"))
    return f"{DAYS[d]} {int(d)} December 2026, {h % 12 or 12}:{mi:02d}{'am' if h < 12 else 'pm'}"


def slug(text: str) -> str:
    return text.lower().replace(" ", "-").replace("'", "")


def iso(local: str) -> str:
    return local.replace(" ", "T") + ":00+00:00"


def art(
    key: str, path: str, title: str, local: str, authors: list[str], lines: list[str], shape: str, **extra: Any
) -> Doc:
    return story(key, path, title, local[:10], iso(local), uk(local), authors, lines, shape, **extra)


class Severn(Base):
    origin = ORIGIN
    name = NAME
    prefix = "svg"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "svg",
            [
                ".site-header",
                ".main-navigation .menu-item a",
                ".entry-title",
                ".entry-content p",
                ".entry-meta .byline",
                ".premium-label",
                ".zephr-registration-wall",
                ".widget-area .widget",
                ".site-footer",
                ".cky-consent-bar",
                ".ad-slot",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "wordpress-front-page",
                list=["lanterns", "caz", "wards", "buses", "counciltax", "railfares", "column", "window"],
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "wordpress-category-archive",
                list=["caz", "railfares", "wards", "counciltax"],
                heading="Category: ",
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "wordpress-category-archive-page2",
                list=["buses", "window", "lanterns"],
                heading="Category: ",
            )
        )
        add(
            page(
                "tag",
                "/tag/clean-air-zone/",
                "tag",
                "clean air zone",
                "wordpress-tag-archive",
                list=["caz", "buses"],
                heading="Tag: ",
            )
        )
        add(
            page(
                "author",
                "/author/tom-ellery/",
                "author",
                "Tom Ellery",
                "wordpress-author-archive",
                list=["caz", "counciltax", "buses"],
                heading="Author: ",
                bio="Tom Ellery is the Gazette's transport correspondent. He covers buses, trains, roads and the clean air zone across Bristol and Gloucestershire.",
            )
        )
        add(
            page(
                "search",
                "/?s=" + quote_plus(SEARCH_Q),
                "search",
                f"Search Results for: {SEARCH_Q}",
                "wordpress-search-results",
                list=["buses", "caz"],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to the Gazette",
                "zephr-offer-page",
                [
                    "Independent local journalism for Bristol, Bath and Gloucestershire. Support it, and read everything we publish.",
                    "## Digital",
                    "£1 for your first month, then £6.99 a month. Unlimited access to every article, including Premium investigations, and the Gazette app.",
                    "## Digital + Weekend paper",
                    "£12.99 a month. Everything in Digital, plus the Saturday paper delivered to your door.",
                    "You can cancel at any time from your account page.",
                ],
            )
        )
        add(
            page(
                "login",
                "/my-account/login/",
                "login",
                "Log in to your account",
                "zephr-login-form",
                ["Log in with the email address you used to register or subscribe."],
            )
        )
        add(
            page(
                "soft404",
                "/2023/11/28/clean-air-zone-one-year-on/",
                "soft-404",
                "Oops! That page can’t be found.",
                "wordpress-404-template-served-200",
                list=["caz", "lanterns", "wards"],
            )
        )

        add(
            art(
                "caz",
                "/2026/12/03/bristol-clean-air-zone-fines-double-repeat-offenders/",
                "Bristol clean air zone fines to double for repeat offenders from April",
                "2026-12-03 18:05",
                ["Tom Ellery"],
                [
                    "Drivers who repeatedly take non-compliant vehicles into Bristol’s clean air zone will face fines of up to £240 from April, after councillors approved changes to the scheme on Thursday.",
                    "The daily charge of £9 for older cars and vans will stay the same, but the penalty for failing to pay within the deadline will rise from £120 to £240 for anyone caught three or more times in a year. The penalty for first and second offences is unchanged.",
                    "Bristol City Council said the change was aimed at a small number of drivers who ignore the zone entirely. According to council figures, about 2,300 vehicles have received five or more penalty notices since the zone [[soft404|launched in November 2022]], accounting for almost a third of all unpaid fines.",
                ],
                "registration-wall-after-p3-no-full-text",
                section="News",
                byline="By Tom Ellery, Transport Correspondent",
                dek="Council says a small number of drivers ignore the zone entirely and account for a third of unpaid penalties",
                wall="registration",
                tags=[("tag", "clean air zone"), ("/tag/bristol-city-council/", "Bristol City Council")],
                image="Clean air zone sign on the Cumberland Road",
            )
        )
        add(
            art(
                "wards",
                "/2026/12/02/gloucestershire-hospital-wards-longest-waits-for-a-bed/",
                "The Gloucestershire wards where patients wait longest for a bed",
                "2026-12-02 07:00",
                ["Hannah Price"],
                [],
                "premium-standfirst-only-zephr-paywall-haspart",
                section="News",
                byline="By Hannah Price, Health Correspondent",
                dek="A Gazette investigation using a year of hospital data shows some patients at Cheltenham General waited more than 30 hours in A&E before being admitted, while others were moved four times in a single stay",
                premium=True,
                body_is_dek=True,
                wall="premium",
                has_part=".entry-content--premium",
            )
        )
        add(
            art(
                "buses",
                "/2026/12/01/inside-depot-bristol-new-electric-buses-sit-idle/",
                "Inside the depot where Bristol’s new electric buses sit idle",
                "2026-12-01 20:00",
                ["Tom Ellery"],
                [
                    "Behind the fence at the Hengrove bus depot, 32 new electric double-deckers are parked in neat rows. They were delivered in the summer, painted in the operator’s new livery and fitted with USB chargers at every seat. Most of them have not carried a single passenger.",
                    "The reason, according to documents seen by the Gazette, is a shortage of power. The depot’s electricity connection can charge only 12 buses overnight, and an upgrade promised for September has been pushed back to next spring.",
                    "## A £19m fleet waiting for a cable",
                    "The buses cost about £19 million, more than half of it paid by a government grant for zero-emission fleets. Under the grant’s terms, the operator must have them in service by the end of March or risk repaying part of the money.",
                    "“It is frustrating for everybody,” said a manager at the depot, who asked not to be named because he was not authorised to speak to the press. “We have drivers trained, we have the buses, and we are still running diesels from 2009 because we cannot charge the new ones.”",
                    "The electricity network operator said the connection needed a new cable from a substation about a mile away, and that permits for the roadworks had taken longer than expected. It said it expected to complete the work “in the first quarter of next year”.",
                    "## Passengers still waiting for cleaner air",
                    "Campaigners in south Bristol, where the diesel buses run most often, said the delay undermined the city’s promises on air quality. “We were told these buses would be on our streets this year,” said Amira Said of a residents’ group in Hengrove. “Instead we are breathing the same fumes.”",
                    "The operator said it would put 12 of the new buses into service on the routes through Hengrove from January and the rest as soon as the depot’s connection was upgraded.",
                    "Bristol City Council said it was “working closely with all partners” to speed up the work.",
                ],
                "premium-served-whole-client-side-wall-haspart",
                section="News",
                byline="By Tom Ellery, Transport Correspondent",
                dek="Thirty-two zero-emission double-deckers have been delivered. The depot can only charge twelve of them",
                premium=True,
                has_part=".entry-content",
                tags=[("tag", "clean air zone"), ("/tag/buses/", "buses")],
                image="Electric double-decker buses parked at the Hengrove depot",
                modified="2026-12-02T09:14:00+00:00",
            )
        )
        add(
            art(
                "lanterns",
                "/2026/12/04/harbour-lantern-parade-returns-record-600-lanterns/",
                "Harbour lantern parade returns after two-year break with record 600 lanterns",
                "2026-12-04 12:30",
                ["Lucy Okonjo"],
                [
                    "Bristol’s winter lantern parade will return to the harbourside next weekend for the first time in two years, with organisers expecting a record 600 handmade lanterns.",
                    "The parade, which was cancelled in 2024 and 2025 because of building work along the waterfront, will start at the Underfall Yard at 5pm on Saturday 12 December and finish at Millennium Square about an hour later.",
                    "SLOT: newsletter",
                    "Schools and community groups have spent the past six weeks making lanterns from willow and tissue paper at workshops across the city. This year’s theme is “the river”, and organisers said they had seen everything from herons and eels to a 12ft narrowboat.",
                    "“People have really missed it,” said Joe Carter, the parade’s artistic director. “We’ve had families sign up who came when their children were toddlers, and now those children are making lanterns of their own.”",
                    "SLOT: support",
                    "Roads around the harbour will close from 4pm, and organisers are asking visitors to use public transport. Extra ferries will run between Temple Meads and the city centre until 8pm.",
                    "The event is free. A small number of accessible viewing spaces near the finish can be booked through the organisers’ website.",
                ],
                "free-newsletter-box-and-support-interrupter-mid-text",
                section="What's On",
                byline="By Lucy Okonjo",
                dek="Schools and community groups have been making lanterns for six weeks",
                image="Children carrying a heron lantern along the harbourside",
            )
        )
        add(
            art(
                "railfares",
                "/2026/12/03/regulated-rail-fares-england-rise-march/",
                "Regulated rail fares in England to rise by 4.1% in March",
                "2026-12-03 10:41",
                [],
                [
                    "Regulated rail fares in England will rise by 4.1% from March, the Government has announced.",
                    "The increase, which applies to season tickets on most commuter routes, some off-peak return fares and flexible tickets in major cities, is below July’s rate of RPI inflation, which is normally used to set the cap.",
                    "The Department for Transport said the decision balanced “the need to keep fares affordable for passengers with the cost of running the railway”.",
                    "Passenger groups said the rise would still hit commuters who had seen their fares go up almost every year for more than a decade.",
                    "Unregulated fares, which are set by train operators, are expected to rise by a similar amount.",
                ],
                "wire-desk-user-person-in-jsonld",
                section="News",
                byline="By PA Reporter",
                ld_person="PA Reporter",
            )
        )
        add(
            art(
                "counciltax",
                "/2026/12/02/gloucester-council-tax-rise-impossible-choices/",
                "Gloucester households face 4.99% council tax rise as city warns of ‘impossible’ choices",
                "2026-12-02 16:20",
                ["Hannah Price", "Tom Ellery"],
                [
                    "Households in Gloucester are set to see their council tax rise by the maximum 4.99% next April, after the city council warned it faced “impossible” choices to balance its budget.",
                    "The proposed increase, set out in draft budget papers published on Wednesday, would add about £1.45 a week to the bill for a typical Band D home once the county council and police increases are included.",
                    "Council leader Richard Ashby said the authority had already cut £3.2 million from its spending over the past two years and was running out of options. “Every line of this budget has been looked at,” he said. “What is left are the services people see every day: bins, parks, leisure centres and help for people who are homeless.”",
                    "## Leisure centre under review",
                    "The papers propose a review of the council’s Westgate leisure centre, which lost £640,000 last year. Options include handing it to a charitable trust, cutting opening hours or closing the learner pool.",
                    "Opposition councillors said the city had been too slow to sell buildings it no longer used. “There are offices sitting empty in the city centre while we talk about closing a swimming pool,” said Councillor Janet Moreau.",
                    "The budget will be debated at a full council meeting in February.",
                ],
                "two-authors-joined-and",
                section="News",
                byline="By Hannah Price and Tom Ellery",
            )
        )
        add(
            art(
                "column",
                "/2026/12/04/our-village-school-closed-ten-years-ago/",
                "Our village school closed ten years ago. We still haven’t got over it",
                "2026-12-04 06:00",
                ["Margaret Doyle"],
                [
                    "Every morning at a quarter to nine, I still hear the bell. It has not rung for ten years, and the building it hung on is now three holiday lets, but some habits do not leave you.",
                    "I was headteacher of our village primary in the Forest of Dean for the last eleven of its 130 years. When the county council closed it, we had 41 pupils, a waiting list for the reception class and the best reading results in the district. None of that mattered against the cost of a new roof.",
                    "What I did not understand then, and understand now, is that a village school is not just a school. It was where the parish council met and where the Brownies met, where we held the harvest supper and where new families met their neighbours at the gate.",
                    "The children now go by minibus to a school six miles away. They are well taught, and I have no complaint about the teachers. But the parents do not know each other as they once did, and the younger families who moved here for the school have, one by one, moved away.",
                    "This week the county published its plans for another round of rural school reviews. I would ask the councillors who read them to count something the spreadsheets do not: what a place loses when the bell stops.",
                ],
                "column-bio-line-inside-entry-content",
                section="Opinion",
                byline="Margaret Doyle",
                column=True,
                bio="Margaret Doyle is a retired headteacher who lives in the Forest of Dean.",
            )
        )
        add(
            art(
                "window",
                "/2026/12/01/cheltenham-toy-shop-christmas-window-last-year/",
                "Cheltenham toy shop’s Christmas window has drawn crowds for 40 years. This is its last",
                "2026-12-01 15:15",
                [],
                [
                    "For 40 years, families in Cheltenham have queued on the pavement to see the Christmas window at Harker’s Toys. This year will be the last.",
                    "Owner Peter Harker, 74, said he had decided to retire in the new year and close the shop his father opened in 1962. He built the first window display in 1986, with a wooden train set that ran on a loop past a snow-covered village.",
                    "This year’s display has 14 trains, a working Ferris wheel and more than 300 figures, many of them carved by Mr Harker himself. It takes him about three weeks to set up.",
                    "“People bring their grandchildren now, and tell me they came when they were small,” he said. “That is the part I will miss.”",
                    "The window will be lit every evening until 6 January. Mr Harker said he hoped to find a museum or school willing to take the trains.",
                ],
                "desk-user-credit-person-in-jsonld",
                section="News",
                byline="Gazette Reporter",
                ld_person="Gazette Reporter",
                image="The Christmas window at Harker’s Toys",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def user_id(self, name: str) -> str:
        return f"{ORIGIN}/#/schema/person/{zlib.crc32(name.encode()):08x}{zlib.crc32(name[::-1].encode()):08x}"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.title} - {NAME}" if doc.key != "home" else f"{NAME} - News for Bristol, Bath and Gloucestershire"
        metas = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">'
            if doc.kind != "soft-404"
            else '<meta name="robots" content="noindex, follow">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="en_GB">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{NAME}">',
        ]
        if not doc.is_article:
            return "\n".join(metas)
        credit = ", ".join(doc.authors) or doc.extra.get("ld_person", NAME)
        modified = doc.extra.get("modified", doc.iso)
        words = sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")
        metas += [
            '<meta property="article:publisher" content="https://www.facebook.com/severngazette">',
            f'<meta property="article:published_time" content="{doc.iso}">',
            f'<meta property="article:modified_time" content="{modified}">',
            f'<meta name="author" content="{esc(credit)}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:label1" content="Written by">',
            f'<meta name="twitter:data1" content="{esc(credit)}">',
            '<meta name="twitter:label2" content="Est. reading time">',
            f'<meta name="twitter:data2" content="{max(1, words // 230)} minute{"s" if words >= 460 else ""}">',
        ]
        people = doc.authors or [doc.extra.get("ld_person", "Gazette Reporter")]
        art_node: dict[str, Any] = {
            "@type": "NewsArticle",
            "@id": url + "#article",
            "isPartOf": {"@id": url},
            "author": [{"name": p, "@id": self.user_id(p)} for p in people]
            if len(people) > 1
            else {"name": people[0], "@id": self.user_id(people[0])},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": modified,
            "mainEntityOfPage": {"@id": url},
            "wordCount": words,
            "publisher": {"@id": ORIGIN + "/#organization"},
            "articleSection": [doc.section],
            "inLanguage": "en-GB",
        }
        if doc.extra.get("premium"):
            art_node["isAccessibleForFree"] = False
            art_node["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": doc.extra["has_part"],
            }
        graph = [
            art_node,
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.title} - {NAME}",
                "isPartOf": {"@id": ORIGIN + "/#website"},
                "datePublished": doc.iso,
                "dateModified": modified,
                "breadcrumb": {"@id": url + "#breadcrumb"},
                "inLanguage": "en-GB",
            },
            {
                "@type": "BreadcrumbList",
                "@id": url + "#breadcrumb",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Home", "item": ORIGIN + "/"},
                    {"@type": "ListItem", "position": 2, "name": doc.title},
                ],
            },
            {
                "@type": "WebSite",
                "@id": ORIGIN + "/#website",
                "url": ORIGIN + "/",
                "name": NAME,
                "publisher": {"@id": ORIGIN + "/#organization"},
                "inLanguage": "en-GB",
            },
            {
                "@type": "Organization",
                "@id": ORIGIN + "/#organization",
                "name": NAME,
                "url": ORIGIN + "/",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/wp-content/uploads/2021/03/gazette-logo.png"},
            },
        ]
        for p in people:
            href = USERS.get(p, "/author/" + p.lower().replace(" ", "-") + "/")
            graph.append(
                {
                    "@type": "Person",
                    "@id": self.user_id(p),
                    "name": p,
                    "url": ORIGIN + (self.docs[href].path if href in self.docs else href),
                }
            )
        metas.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        return "\n".join(metas)

    def body_class(self, doc: Doc) -> str:
        pid = 48000 + zlib.crc32(doc.key.encode()) % 900
        if doc.is_article:
            return f"post-template-default single single-post postid-{pid} single-format-standard wp-embed-responsive"
        return {
            "home": "home blog wp-embed-responsive",
            "section": "archive category category-news category-3 wp-embed-responsive"
            + (" paged paged-2 category-paged-2" if doc.key == "news2" else ""),
            "tag": "archive tag tag-clean-air-zone tag-212 wp-embed-responsive",
            "author": "archive author author-tom-ellery author-14 wp-embed-responsive",
            "search": "search search-results wp-embed-responsive",
            "soft-404": "error404 wp-embed-responsive",
        }.get(doc.kind, f"page-template-default page page-id-{pid} wp-embed-responsive")

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "News"),
                ("/category/bristol/", "Bristol"),
                ("/category/bath/", "Bath"),
                ("/category/gloucestershire/", "Gloucestershire"),
                ("/category/sport/", "Sport"),
                ("/category/whats-on/", "What's On"),
                ("/category/opinion/", "Opinion"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("lanterns", "caz", "window", "counciltax")
            if k != doc.key
        )
        zephr = json.dumps(
            {
                "isPremium": bool(doc.extra.get("premium")),
                "contentType": "article" if doc.is_article else doc.kind,
                "section": (doc.section or "home").lower(),
            }
        )
        return f"""<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; Feed" href="{ORIGIN}/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='{ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all'>
<link rel='stylesheet' id='gazette-style-css' href='{ORIGIN}/wp-content/themes/gazette/style.css?ver=3.4.0' media='all'>
<style id='global-styles-inline-css'>/*PAD*/</style>
<script src="https://assets.zephr.test/zephr-browser/1.5.1/zephr-browser.umd.js"></script>
<script>zephrBrowser.run({{cdnApi:"{ORIGIN}",customData:{zephr}}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<link rel="https://api.w.org/" href="{ORIGIN}/wp-json/">
<meta name="generator" content="WordPress 6.7.1">
</head>
<body class="{self.body_class(doc)}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div id="page" class="site">
<div class="ad-slot ad-slot--leaderboard" id="div-gpt-ad-leaderboard" data-ad-unit="/2281734/severngazette/{(doc.section or "home").lower().replace(" ", "-").replace("'", "")}"></div>
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title"><a href="/" rel="home">{NAME}</a></p><p class="site-description">News for Bristol, Bath and Gloucestershire</p></div>
<div class="header-account">{self.a("subscribe", "Subscribe", "nav", 'class="button button--subscribe"')} {self.a("login", "Log in", "nav", 'class="account-link"')}</div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><ul id="primary-menu" class="menu">{menu}</ul></nav>
<form role="search" method="get" class="search-form" action="{ORIGIN}/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" name="s"></label><input type="submit" class="search-submit" value="Search"></form>
</header>
<div id="content" class="site-content">
<div id="primary" class="content-area">
<main id="main" class="site-main">
{main}
</main>
</div>
<aside id="secondary" class="widget-area">
<section id="gazette_most_read-2" class="widget widget_most_read"><h2 class="widget-title">Most read</h2><ol>{most}</ol></section>
<section id="custom_html-4" class="widget_text widget widget_custom_html"><div class="ad-slot ad-slot--mpu" id="div-gpt-ad-mpu-1"></div></section>
<section id="gazette_newsletter-2" class="widget widget_newsletter"><h2 class="widget-title">The Gazette Daily</h2><p>Our top stories in your inbox every morning.</p><form action="/newsletter/" method="post"><input type="email" name="email" placeholder="Email address"><button>Sign up</button></form></section>
<section id="tag_cloud-2" class="widget widget_tag_cloud"><h2 class="widget-title">Trending</h2><div class="tagcloud">{self.a("tag", "clean air zone", "aside", 'class="tag-cloud-link"')} <a href="/tag/buses/" class="tag-cloud-link">buses</a> <a href="/tag/christmas/" class="tag-cloud-link">christmas</a> {self.a("search", "electric buses", "aside", 'class="tag-cloud-link"')}</div></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<nav class="footer-navigation"><ul class="menu"><li><a href="/about-us/">About us</a></li><li><a href="/contact/">Contact</a></li><li><a href="/advertise/">Advertise</a></li><li><a href="/complaints/">Complaints</a></li><li><a href="/privacy-notice/">Privacy notice</a></li><li><a href="/cookie-policy/">Cookie policy</a></li><li>{self.a("subscribe", "Subscribe", "footer")}</li></ul></nav>
<div class="site-info">© 2026 {NAME}. Regulated by IPSO. Registered in England and Wales. <a href="https://wordpress.org/">Proudly powered by WordPress</a></div>
</footer>
</div>
<div class="cky-consent-container" role="region" aria-label="We value your privacy"><div class="cky-consent-bar"><p class="cky-title">We value your privacy</p><p class="cky-notice-des">We use cookies to improve your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking “Accept All”, you consent to our use of cookies.</p><button class="cky-btn cky-btn-customize">Customise</button> <button class="cky-btn cky-btn-reject">Reject All</button> <button class="cky-btn cky-btn-accept">Accept All</button></div></div>
<script src='{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
<script src='{ORIGIN}/wp-content/themes/gazette/js/navigation.js?ver=3.4.0' id='gazette-navigation-js'></script>
</body>
</html>"""

    def user_link(self, name: str, zone: str = "byline") -> str:
        return self.a(
            USERS.get(name, "/author/" + name.lower().replace(" ", "-") + "/"), name, zone, 'class="url fn n"'
        )

    def byline(self, doc: Doc) -> str:
        text = doc.byline
        names = doc.authors or [doc.extra.get("ld_person", "Gazette Reporter")]
        out = esc(text)
        for n in names:
            out = out.replace(esc(n), f'<span class="author vcard">{self.user_link(n)}</span>', 1)
        return f'<span class="byline">{out}</span>'

    def slot(self, name: str) -> str:
        if name == "newsletter":
            return (
                '<div class="wp-block-group newsletter-signup" data-zephr-feature="newsletter-inline"><p class="newsletter-signup__title"><strong>Sign up to The Gazette Daily</strong></p>'
                "<p>The stories Bristol and Gloucestershire are talking about, in your inbox every morning at 7am.</p>"
                '<form action="/newsletter/" method="post"><input type="email" name="email" placeholder="Your email address"><button type="submit">Sign me up</button></form>'
                '<p class="newsletter-signup__small">By signing up you agree to our <a href="/privacy-notice/">privacy notice</a>.</p></div>'
            )
        if name == "support":
            return (
                '<aside class="support-interrupter" data-zephr-feature="support-inline"><p><strong>Support the Gazette.</strong> Local reporting costs money. '
                f"{self.a('subscribe', 'Subscribe from £1', 'content')} and help us keep covering the stories that matter where you live.</p></aside>"
            )
        raise KeyError(name)

    def wall(self, doc: Doc) -> str:
        back = quote(doc.path)
        if doc.extra.get("wall") == "registration":
            return (
                '<div class="zephr-registration-wall" data-zephr-feature="registration-wall">'
                "<h3>Register to continue reading</h3>"
                "<p>You’ve read your free article this month. Create a free Severn Gazette account to keep reading local news, and get The Gazette Daily newsletter.</p>"
                "<ul><li>Unlimited access to free articles</li><li>Fewer adverts</li><li>Comment on stories</li></ul>"
                f'<a class="zephr-btn zephr-btn--primary" href="/my-account/register/?redirect_to={back}">Register for free</a>'
                f"<p>Already registered? {self.a('login', 'Log in', 'content')}</p></div>"
            )
        return (
            '<div class="zephr-paywall" data-zephr-feature="premium-paywall"><span class="premium-label premium-label--large">Premium</span>'
            "<h3>This article is for subscribers</h3>"
            "<p>Subscribe from £1 for your first month to read this investigation and all of our Premium journalism.</p>"
            + self.a("subscribe", "Subscribe now", "content", 'class="zephr-btn zephr-btn--primary"')
            + f"<p>Already a subscriber? {self.a('login', 'Log in', 'content')}</p></div>"
        )

    def story_main(self, doc: Doc) -> str:
        cat = self.a(
            "news" if doc.section == "News" else f"/category/{slug(doc.section)}/",
            doc.section,
            "breadcrumb",
            'rel="category tag"',
        )
        badge = '<span class="premium-label">Premium</span> ' if doc.extra.get("premium") else ""
        standfirst = f'<p class="standfirst">{esc(doc.dek)}</p>' if doc.dek else ""
        photo = ""
        if doc.extra.get("column"):
            photo = f'<img class="columnist-photo" src="/wp-content/uploads/2024/01/{doc.authors[0].lower().replace(" ", "-")}-150x150.jpg" alt="" width="75" height="75"> '
        posted = f'<time class="entry-date published" datetime="{doc.iso}">{doc.stamp}</time>'
        if doc.extra.get("modified"):
            posted += (
                f'<time class="updated" datetime="{doc.extra["modified"]}">Wednesday 2 December 2026, 9:14am</time>'
            )
        else:
            posted += f'<time class="updated" datetime="{doc.iso}">{doc.stamp}</time>'
        thumb = ""
        if doc.image:
            thumb = f'<figure class="post-thumbnail"><img width="1024" height="576" src="/wp-content/uploads/2026/12/{doc.key}-1024x576.jpg" class="attachment-large size-large wp-post-image" alt="{esc(doc.image)}" loading="eager"><figcaption class="wp-caption-text">{esc(doc.image)} (Picture: {NAME})</figcaption></figure>'
        wall = doc.extra.get("wall")
        if wall == "premium":
            content = f'<div class="entry-content entry-content--premium">\n{self.wall(doc)}\n</div>'
        elif wall == "registration":
            content = f'<div class="entry-content" data-zephr-feature="article-body">\n{self.blocks(doc)}\n<div class="zephr-fade"></div>\n{self.wall(doc)}\n</div>'
        else:
            tail = f'<p class="author-bio"><em>{esc(doc.extra["bio"])}</em></p>' if doc.extra.get("bio") else ""
            feature = ' data-zephr-feature="premium-article"' if doc.extra.get("premium") else ""
            content = f'<div class="entry-content"{feature}>\n{self.blocks(doc)}\n{tail}\n</div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<span class="tags-links">Tagged '
                + ", ".join(self.a(k, t, "tag", 'rel="tag"') for k, t in doc.extra["tags"])
                + "</span>"
            )
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[i - 1], ARTS[(i + 1) % len(ARTS)]
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k not in (doc.key, prev_k, next_k)
        )
        pid = 48000 + zlib.crc32(doc.key.encode()) % 900
        share = quote_plus(self.url(doc.key))
        return f"""<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail hentry category-{slug(doc.section)}">
<header class="entry-header">
<span class="cat-links">{cat}</span>
<h1 class="entry-title">{badge}{esc(doc.title)}</h1>
{standfirst}
<div class="entry-meta">{photo}{self.byline(doc)} <span class="posted-on">{posted}</span></div>
<div class="share-links"><a href="https://www.facebook.com/sharer.php?u={share}">Share on Facebook</a> <a href="https://x.com/intent/post?url={share}">Share on X</a> <a href="https://api.whatsapp.com/send?text={share}">Share on WhatsApp</a></div>
</header>
{thumb}
{content}
<footer class="entry-footer">{tags}</footer>
</article>
<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous">{self.a(prev_k, self.docs[prev_k].title, "related", 'rel="prev"')}</div><div class="nav-next">{self.a(next_k, self.docs[next_k].title, "related", 'rel="next"')}</div></div></nav>
<section class="related-posts"><h2>More from the Gazette</h2><ul>{related}</ul></section>
<div id="comments" class="comments-area"><p class="no-comments">Comments are closed.</p></div>"""

    def excerpt(self, d: Doc) -> str:
        text = d.dek or self.lede(d)
        words = text.split()
        return " ".join(words[:30]) + (" [&hellip;]" if len(words) > 30 else "")

    def listing_main(self, doc: Doc) -> str:
        posts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            credit = " and ".join(d.authors) or d.byline.removeprefix("By ")
            badge = '<span class="premium-label">Premium</span> ' if d.extra.get("premium") else ""
            posts.append(
                f'<article class="post type-post status-publish format-standard hentry"><a class="post-thumbnail" href="{esc(self.href(k))}" aria-hidden="true" tabindex="-1"><img width="300" height="169" src="/wp-content/uploads/2026/12/{k}-300x169.jpg" alt=""></a>'
                f'<header class="entry-header"><h2 class="entry-title">{badge}{self.a(k, d.title, "content", "rel=bookmark")}</h2>'
                f'<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{d.iso}">{d.stamp.split(", ")[0]}</time></span> <span class="byline">{esc(credit)}</span></div></header>'
                f'<div class="entry-summary"><p>{self.excerpt(d)}</p></div></article>'
            )
        rows = "\n".join(posts)
        heading = doc.extra.get("heading", "")
        head = f'<header class="page-header"><h1 class="page-title">{esc(heading)}<span>{esc(doc.title)}</span></h1></header>'
        more = ""
        if doc.key == "home":
            head = f'<h1 class="screen-reader-text">{NAME}</h1><h2 class="section-heading">Top stories</h2>'
            more = f'<p class="more-link">{self.a("news", "More news", "content")} · {self.a("author", "Tom Ellery on transport", "content")}</p>'
        elif doc.key == "news":
            two = self.a("news2", "2", "pagination", 'class="page-numbers"')
            more = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {two} <a class="page-numbers" href="/category/news/page/3/">3</a> <a class="next page-numbers" href="{esc(self.href("news2"))}">Next</a></div></nav>'
        elif doc.key == "news2":
            one = self.a("news", "1", "pagination", 'class="page-numbers"')
            more = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><a class="prev page-numbers" href="{esc(self.href("news"))}">Previous</a> {one} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/category/news/page/3/">3</a></div></nav>'
        elif doc.kind == "author":
            head += f'<div class="author-info"><img src="/wp-content/uploads/2024/01/tom-ellery-150x150.jpg" alt="" width="96" height="96"><p class="author-description">{esc(doc.extra["bio"])}</p><p><a href="mailto:tom.ellery@severngazette.test">tom.ellery@severngazette.test</a></p></div>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">Search Results for: <span>{esc(SEARCH_Q)}</span></h1></header>'
        elif doc.kind == "soft-404":
            head = (
                f'<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
                '<div class="page-content"><p>It looks like nothing was found at this location. Maybe try one of the links below or a search?</p>'
                f'<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" name="s"><input type="submit" class="search-submit" value="Search"></form></div></section>'
                '<h2 class="widget-title">Most Recent Posts</h2>'
            )
        return f'<div class="archive-posts">{head}\n{rows}\n{more}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "login":
            form = (
                '<form class="zephr-form" action="/my-account/login/" method="post"><label for="zl-email">Email address</label><input id="zl-email" type="email" name="identifiers.email_address">'
                '<label for="zl-pass">Password</label><input id="zl-pass" type="password" name="validators.password"><button type="submit">Log in</button></form>'
                f'<p><a href="/my-account/forgotten-password/">Forgotten your password?</a></p><p>New here? <a href="/my-account/register/">Create a free account</a> or {self.a("subscribe", "subscribe", "content")}.</p>'
            )
            return f'<article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">{self.blocks(doc)}{form}</div></article>'
        return (
            f'<article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc)}\n'
            f'<div class="wp-block-buttons"><a class="wp-block-button__link" href="https://checkout.severngazette.test/?plan=digital">Choose Digital</a> <a class="wp-block-button__link" href="https://checkout.severngazette.test/?plan=weekend">Choose Digital + Weekend</a></div>'
            f"<p>Already a subscriber? {self.a('login', 'Log in', 'content')}</p></div></article>"
        )
