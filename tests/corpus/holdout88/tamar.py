# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Tamar Herald: a Plymouth independent on **Ghost** since its relaunch in October 2026 (`gh-article`,
`gh-content`, `gh-article-author-name`, flat `/<slug>/` posts, `/tag/plymouth/` with `/tag/plymouth/page/2/`,
`/author/<slug>/`, a custom `/search/?q=` route), British English, UTF-8, UK time (GMT in December). Ghost prints the
day only ("4 Dec 2026", `<time datetime="2026-12-04">`) and writes an `Article` JSON-LD in UTC with milliseconds.
Credits: "Jess Trelawny", two authors, "Herald Newsdesk" (a staff user: a JSON-LD Person, no person),
"Dr Lowenna Pengelly" (an honorific in the name).

Its old **WordPress** site (the tagDiv "Newspaper" theme, Yoast `@graph`, `/2024/07/18/<slug>/`) is gone: its URLs
give a 200 "page not found" on the new site (soft 404), and the old stories survive as **web-archive captures** on a
Wayback-like replay service (`https://web.archive.test/web/20260314092215/https://www.tamarherald.test/2024/…`):
the replay's scripts and style sheets in the head, its toolbar (`#wm-ipp-base`: the URL box, "7 captures", "18 Jul
2024 - 21 Sep 2026", month and day navigation, "About this capture") at the top of the body, every `href` and `src`
rewritten to `/web/<stamp>[im_|js_|cs_]/https://…`, the "FILE ARCHIVED ON …" comment at the end, the original Yoast
JSON-LD kept. Two captured stories (2024 and 2025, both captured in 2026) and the calendar of the first one's captures
("Captures of this URL", not an article) are in the set; the new site links them from its "Finding our older
stories" page and from a follow-up story.

The 2024 story was published at 00:20 BST on 18 July: the page prints "18th July 2024" (`datetime`
"2024-07-18T00:20:13+01:00"), Yoast writes "2024-07-17T23:20:13+00:00"; labelled 18 July. The old theme's top bar
prints the day the page was rendered (the capture's, March 2026), and the capture stamp in the URL is 2026."""

from __future__ import annotations

import json

from common import Base, page, story, wayback_rewrite, wb_stamp
from sitekit import Doc, Link, css_rules, esc

ORIGIN = "https://www.tamarherald.test"
WB = "https://web.archive.test"
BRIDGE_URL = f"{ORIGIN}/2024/07/18/tamar-bridge-and-torpoint-ferry-tolls-to-rise-by-almost-a-third/"
FLOOD_URL = f"{ORIGIN}/2025/01/06/calstock-residents-told-to-prepare-for-flooding-as-river-tamar-rises/"
BRIDGE_TS = "20260314092215"
FLOOD_TS = "20260921174530"
CAPTURES = [
    "20240718063512",
    "20240718190244",
    "20240902112005",
    "20250114084731",
    "20250630221009",
    BRIDGE_TS,
    "20260921174530",
]
ARTS = ["followup", "ferry", "hospital", "fish", "dartmoor", "opinion"]
OLDER = [
    ("/plymouth-hoe-lido-to-stay-open-all-winter/", "Tinside Lido to open for winter swims on Sundays", "1 Dec 2026"),
    (
        "/mayflower-street-bus-lane-cameras-switched-on/",
        "Bus lane cameras switched on in Mayflower Street",
        "30 Nov 2026",
    ),
    (
        "/stonehouse-community-fridge-marks-first-year/",
        "Stonehouse community fridge marks its first year",
        "28 Nov 2026",
    ),
    (
        "/city-council-approves-tree-plan-for-armada-way/",
        "Council approves new tree plan for Armada Way",
        "27 Nov 2026",
    ),
]
OLD_RELATED = [
    ("/2024/07/16/saltash-town-council-backs-new-skatepark/", "Saltash Town Council backs plans for new skatepark"),
    (
        "/2024/07/15/torpoint-ferry-back-to-three-boats-after-repairs/",
        "Torpoint Ferry back to three boats after repairs",
    ),
    ("/2024/07/12/plymouth-city-council-budget-gap-widens/", "Plymouth City Council budget gap widens to £18m"),
]


def ghost_day(iso: str) -> str:
    """'2026-12-04T09:12:00.000Z' -> '4 Dec 2026' (Ghost's default date format)."""
    from datetime import datetime

    day = datetime.strptime(iso[:10], "%Y-%m-%d")
    return f"{day.day} {day:%b %Y}"


class TamarHerald(Base):
    origin = ORIGIN
    name = "The Tamar Herald"
    prefix = "tmh"
    language = "en"
    content_type = "text/html; charset=utf-8"
    _writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    def pad_rules(self) -> list[str]:
        d = self._writing
        if d is not None and d.extra.get("wayback"):
            return css_rules(
                "tmh-wp",
                [
                    ".td-header-wrap",
                    ".td-header-menu-wrap a",
                    ".td-post-title .entry-title",
                    ".td-post-content p",
                    ".td-author-name",
                    ".td-module-meta-info",
                    ".td-related-row",
                    ".td-footer-wrapper",
                    ".td_block_widget",
                ],
                220,
            )
        if d is not None and d.kind == "calendar":
            return css_rules(
                "tmh-wb",
                [".calendar-layout", ".captures-list li", ".year-block", ".month-grid td", "#wm-search", ".wb-footer"],
                200,
            )
        return css_rules(
            "tmh",
            [
                ".gh-navigation",
                ".gh-navigation-menu a",
                ".gh-article-title",
                ".gh-content p",
                ".gh-article-meta",
                ".gh-card",
                ".gh-footer",
                ".gh-portal-trigger",
                ".kg-image-card figcaption",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Tamar Herald",
                "ghost-home",
                list=["followup", "ferry", "hospital", "fish", "dartmoor", "opinion"],
                more="plymouth",
            )
        )
        add(
            page(
                "plymouth",
                "/tag/plymouth/",
                "section",
                "Plymouth",
                "ghost-tag-as-section",
                list=["followup", "ferry", "hospital", "fish"],
                more="plymouth2",
            )
        )
        add(
            page(
                "plymouth2",
                "/tag/plymouth/page/2/",
                "section",
                "Plymouth",
                "ghost-tag-page2",
                list=["opinion"],
                older=OLDER,
            )
        )
        add(page("dartmoor_tag", "/tag/dartmoor/", "tag", "Dartmoor", "ghost-tag", list=["dartmoor"], older=OLDER[3:]))
        add(
            page(
                "author",
                "/author/jess-trelawny/",
                "author",
                "Jess Trelawny",
                "ghost-author",
                list=["followup", "ferry"],
                bio="Local democracy and transport reporter covering Plymouth, Saltash and the Tamar crossings. Tips: jess@tamarherald.test",
            )
        )
        add(
            page(
                "search",
                "/search/?q=ferry",
                "search",
                "Search results for ferry",
                "ghost-custom-search",
                list=["ferry", "followup"],
            )
        )
        add(
            page(
                "archivehelp",
                "/finding-older-stories/",
                "about",
                "Finding our older stories",
                "ghost-page-archive-help",
                [
                    "In October 2026 we moved the Herald to a new website. Stories published since then are here, but most of the 11,000 stories we published on our old site between 2014 and 2026 did not make the move, and their old web addresses no longer work.",
                    "Many of them were saved by public web archives before the switch. To find one, paste the old address of the story into the archive's search box, or browse the list of copies the archive holds for it.",
                    "We are working to bring the most important stories back onto this site during 2027. If there is one you need, email archive@tamarherald.test and we will try to help.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/2023/03/02/tamar-crossings-survey-finds-most-users-have-no-alternative/",
                "soft404",
                "Page not found",
                "ghost-soft404-old-wordpress-url",
                [
                    "Sorry, we couldn't find that page. If you followed a link to a story published before October 2026, it may be on our old website.",
                ],
                teaser="A survey carried out by the crossings in 2023",
            )
        )
        add(
            page(
                "calendar",
                f"{WB}/web/*/{BRIDGE_URL}",
                "calendar",
                "Captures of this URL",
                "wayback-calendar-captures-list",
                wayback=False,
            )
        )
        add(
            story(
                "ferry",
                "/torpoint-ferry-fares-to-rise-as-tamar-crossings-face-shortfall/",
                "Torpoint Ferry fares to rise 20p as Tamar crossings face £4m shortfall",
                "2026-12-04",
                "2026-12-04T09:12:00.000Z",
                "2026-12-04",
                ["Jess Trelawny"],
                [
                    "Fares on the Torpoint Ferry and tolls on the Tamar Bridge will rise by 20p from April, the joint committee that runs the crossings has agreed, as it tries to close a £4 million gap in its budget for the next financial year.",
                    "Drivers paying cash will be charged £2.80 for a crossing, while those with a TamarTag account will pay £1.40. Tolls are collected only from vehicles travelling east, into Plymouth.",
                    "The Tamar Bridge and Torpoint Ferry Joint Committee, made up of councillors from Cornwall Council and Plymouth City Council, said rising fuel and maintenance costs meant the crossings could not break even without the rise. The ferry's three chain-driven vessels are due for major refits over the next four years.",
                    "“Nobody on this committee wants to put up fares, but the alternative is cutting services, and that is not something we are prepared to do,” said the committee's chair, Cllr Sarah Kitto.",
                    "Passenger groups said the rise would hit shift workers at Devonport Dockyard and Derriford Hospital hardest. “For people crossing twice a day, five days a week, it adds up to more than £50 a year on top of what we already pay,” said Paul Rowe of the Torpoint Commuters' Group.",
                    "The committee will also ask the Department for Transport for a one-off grant towards the refits. A decision is expected in the spring.",
                ],
                "ghost-post-single-author",
                tag="Plymouth",
                dek="The joint committee says higher fuel and refit costs leave it no choice. Commuters say they are paying for it again.",
                reading="3 min read",
                fig="The Torpoint Ferry crossing the Hamoaze. Photo: Jess Trelawny",
            )
        )
        add(
            story(
                "followup",
                "/two-years-on-tamar-tolls-still-hit-saltash-commuters-hardest/",
                "Two years on, Tamar tolls still hit Saltash commuters hardest",
                "2026-12-05",
                "2026-12-05T06:30:00.000Z",
                "2026-12-05",
                ["Jess Trelawny"],
                [
                    "When tolls on the Tamar Bridge and the Torpoint Ferry rose by almost a third in the summer of 2024, the committee that runs the crossings promised to keep an eye on the people who use them every day. [[wb_bridge|As we reported at the time]], the cash toll for a car went from £2 to £2.60 and the TamarTag rate from £1 to £1.30.",
                    "Two years on, and with [[ferry|another rise agreed this week]], figures obtained by the Herald suggest that the heaviest burden still falls on commuters from Saltash, Torpoint and the Rame peninsula.",
                    "Around 14,000 TamarTag accounts are registered to addresses in Saltash, Torpoint and the surrounding villages, more than half of all active accounts. Many holders cross at least twice every working day.",
                    "[[soft404|A survey carried out by the crossings in 2023]] found that two thirds of regular users had no realistic alternative to driving, because bus and train services across the river do not match their working hours.",
                    "“The ferry is not a choice for most of us, it is the road to work,” said Donna Rickard, a care worker from Torpoint who crosses four times a day. “Every rise comes straight out of the shopping budget.”",
                    "The joint committee says its discounts for frequent users remain among the most generous of any toll crossing in the country, and that it has frozen the price of a TamarTag account for the past three years.",
                ],
                "ghost-post-links-to-archived-copy-and-dead-old-url",
                tag="Plymouth",
                dek="Another rise has been agreed. We looked at who pays the most.",
                reading="4 min read",
            )
        )
        add(
            story(
                "hospital",
                "/derriford-hospital-opens-40m-emergency-department-extension/",
                "Derriford Hospital opens £40m emergency department extension",
                "2026-12-04",
                "2026-12-04T16:05:00.000Z",
                "2026-12-04",
                [],
                [
                    "A £40 million extension to the emergency department at Derriford Hospital has opened to patients, adding 22 treatment cubicles and a dedicated area for children.",
                    "University Hospitals Plymouth NHS Trust said the new building would help reduce the time patients spend waiting in corridors, a problem highlighted in several inspection reports.",
                    "The extension also includes a same-day emergency care unit, where patients who do not need to be admitted can be assessed, treated and sent home.",
                    "The trust said the department had seen record numbers of patients last winter, with more than 400 attendances on its busiest days.",
                    "Patients are still being urged to use NHS 111 or their local minor injuries unit for problems that are not emergencies.",
                ],
                "ghost-post-staff-user-newsdesk",
                tag="Plymouth",
                ghost_author="Herald Newsdesk",
                reading="2 min read",
            )
        )
        add(
            story(
                "fish",
                "/sutton-harbour-fish-market-switches-to-3am-auctions/",
                "Sutton Harbour fish market switches to 3am auctions to cut energy bills",
                "2026-12-04",
                "2026-12-04T11:30:00.000Z",
                "2026-12-04",
                ["Morwenna Hicks"],
                [
                    "Plymouth Fisheries will start its daily auctions at 3am instead of 6am from January, so that fish can be chilled and dispatched before the most expensive hours on its electricity tariff.",
                    "The market, on the east side of Sutton Harbour, handles around 10,000 tonnes of fish a year landed by boats from Plymouth, Looe and Brixham, as well as visiting French and Belgian trawlers.",
                    "Its managers said the change would save about £120,000 a year. Buyers will be able to bid online as well as on the market floor.",
                    "Some skippers said the earlier start would leave them less time to land their catch. “If you are coming in from the Eddystone grounds on a bad night, 3am is tight,” said Tristan Hoskin, who fishes out of Plymouth.",
                    "The market said boats that could not make the early auction would be able to sell in a second, smaller sale at 7am.",
                ],
                "ghost-post-feature-image-caption",
                tag="Business",
                reading="3 min read",
                fig="Boxes of fish on the market floor at Sutton Harbour. Photo: Morwenna Hicks",
            )
        )
        add(
            story(
                "dartmoor",
                "/dartmoor-wild-camping-map-adds-12-permitted-areas/",
                "Dartmoor wild camping map adds 12 permitted areas after consultation",
                "2026-12-03",
                "2026-12-03T14:40:00.000Z",
                "2026-12-03",
                ["Tom Pascoe", "Morwenna Hicks"],
                [
                    "The Dartmoor National Park Authority has added 12 areas to its map of land where backpack camping is permitted, following a public consultation that drew more than 4,000 responses.",
                    "The new areas, most of them on the northern and western edges of the moor, bring the total permitted land to about 18,500 hectares. The authority said it had also removed two small areas near Postbridge after landowners raised concerns about litter and fires over the summer.",
                    "### What the rules say",
                    "- Stay no more than two nights in the same place.",
                    "- Pitch out of sight of roads and buildings.",
                    "- Leave no trace, and light no fires or barbecues.",
                    "Campaigners who fought for the right to wild camp on the moor welcomed the changes but said they did not go far enough. “It is good news, but the map still leaves out large parts of the moor that people have camped on for generations,” said a spokesperson for the Dartmoor Preservation Group.",
                    "The updated map will be published on the authority's website on Monday and will come into force immediately.",
                ],
                "ghost-post-two-authors-list",
                tag="Dartmoor",
                reading="3 min read",
            )
        )
        add(
            story(
                "opinion",
                "/our-buses-need-a-champion-not-another-consultation/",
                "Our buses need a champion, not another consultation",
                "2026-12-03",
                "2026-12-03T07:00:00.000Z",
                "2026-12-03",
                ["Lowenna Pengelly"],
                [
                    "Plymouth City Council has launched another consultation on the future of the city's buses. It will be the fourth since 2019, and I can already tell you what it will find.",
                    "People want buses that turn up, that run in the evening, and that go where they need to go. They want to pay one fare, whichever company runs the route. And they want someone to be in charge.",
                    "That last point matters most. At the moment, nobody is. The routes are set by private operators, the bus stops belong to the council, and the timetables change whenever it suits a company's spreadsheet.",
                    "Other places have shown that it can be different. Where councils have taken control of routes and fares, passenger numbers have gone up, not down.",
                    "Plymouth does not need more questions. It needs a decision, and someone willing to take it.",
                ],
                "ghost-post-opinion-honorific-bio",
                tag="Comment",
                ghost_author="Dr Lowenna Pengelly",
                bio="Dr Lowenna Pengelly is a lecturer in transport planning at the University of Plymouth. She writes a monthly column for the Herald.",
                reading="2 min read",
            )
        )
        add(
            story(
                "wb_bridge",
                f"{WB}/web/{BRIDGE_TS}/{BRIDGE_URL}",
                "Tamar Bridge and Torpoint Ferry tolls to rise by almost a third",
                "2024-07-18",
                "2024-07-17T23:20:13+00:00",
                "2024-07-18T00:20:13+01:00",
                ["Jess Trelawny"],
                [
                    "Tolls on the Tamar Bridge and the Torpoint Ferry will rise by almost a third from September, after the joint committee that runs the crossings voted through the increase at a meeting that ran late into Wednesday night.",
                    "The cash toll for a car will go up from £2 to £2.60, while drivers with a TamarTag account will pay £1.30 instead of £1. It is the first increase since 2020.",
                    "The committee said the crossings faced a deficit of almost £3 million because of higher energy, staffing and maintenance costs, and that it had no power to raise money any other way.",
                    "“We have looked at every option,” said the committee's chair. “Without this increase, we would have to reduce ferry sailings, and that would hurt the same people even more.”",
                    "Several councillors from the Cornish side of the river voted against, saying their residents were being asked to pay for a crossing that many Plymouth residents rarely needed.",
                    "The increase still needs the approval of the Department for Transport, which is expected to make a decision within eight weeks.",
                ],
                "wayback-capture-old-wordpress-yoast-utc-bst-midnight",
                wayback=True,
                original=BRIDGE_URL,
                ts=BRIDGE_TS,
                post_id=48213,
                printed="18th July 2024",
                modified="2024-07-18T07:02:41+00:00",
                cats=["News", "Saltash"],
                ldrs=True,
                top_date="Saturday, March 14, 2026",
                captures=7,
                span="18 Jul 2024 - 21 Sep 2026",
                calendar=True,
            )
        )
        add(
            story(
                "wb_flood",
                f"{WB}/web/{FLOOD_TS}/{FLOOD_URL}",
                "Calstock residents told to prepare for flooding as River Tamar rises",
                "2025-01-06",
                "2025-01-06T17:45:00+00:00",
                "2025-01-06T17:45:00+00:00",
                ["Tom Pascoe"],
                [
                    "Residents and businesses in Calstock have been told to prepare for flooding tonight as the River Tamar continues to rise after two days of heavy rain.",
                    "The Environment Agency has issued flood warnings for the Tamar at Calstock quay and at Gunnislake, where the river is expected to peak around high tide at 9pm.",
                    "Cornwall Council has handed out sandbags at Calstock village hall, and the road along the quay has been closed to traffic.",
                    "“We have seen the water come over the quay before, but the forecast this time is higher than anything since 2012,” said one resident, who runs a café near the viaduct.",
                    "The Environment Agency said people should avoid walking or driving through flood water, and urged residents to sign up for its free flood warnings by phone.",
                ],
                "wayback-capture-old-wordpress-yoast",
                wayback=True,
                original=FLOOD_URL,
                ts=FLOOD_TS,
                post_id=51877,
                printed="6th January 2025",
                modified="2025-01-06T19:02:10+00:00",
                cats=["News", "Calstock"],
                top_date="Monday, September 21, 2026",
                captures=3,
                span="6 Jan 2025 - 21 Sep 2026",
            )
        )

    # --- the new site: Ghost ---------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.extra.get("wayback"):
            return self.wayback_page(doc)
        if doc.kind == "calendar":
            return self.calendar_page(doc)
        return super().render(doc)

    def authors_of(self, doc: Doc) -> list[str]:
        return [doc.extra["ghost_author"]] if doc.extra.get("ghost_author") else doc.authors

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        names = self.authors_of(doc)
        people = [{"@type": "Person", "name": n, "url": f"{ORIGIN}/author/{slug(n)}/", "sameAs": []} for n in names]
        ld = {
            "@context": "https://schema.org",
            "@type": "Article",
            "publisher": {
                "@type": "Organization",
                "name": "The Tamar Herald",
                "url": ORIGIN + "/",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/2026/10/tamar-herald-logo.png",
                    "width": 600,
                    "height": 72,
                },
            },
            "author": people[0] if len(people) == 1 else people,
            "headline": doc.title,
            "url": url,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "keywords": doc.extra.get("tag", ""),
            "description": doc.dek or self.lede(doc),
            "mainEntityOfPage": url,
        }
        return json.dumps(ld, ensure_ascii=False, indent=4)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
            '<meta property="og:site_name" content="The Tamar Herald">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.is_article:
            metas += [
                f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.iso}">',
                f'<meta property="article:tag" content="{esc(doc.extra.get("tag", ""))}">',
                '<meta name="twitter:card" content="summary_large_image">',
                f'<script type="application/ld+json">\n{self.ld(doc)}\n</script>',
            ]
        title = doc.title if doc.key == "home" else f"{doc.title}" + ("" if doc.is_article else " - The Tamar Herald")
        if doc.is_article and doc.extra.get("tag") == "Comment":
            title = f"Comment | {doc.title}"
        body_class = (
            "post-template" if doc.is_article else ("home-template" if doc.key == "home" else f"{doc.kind}-template")
        )
        nav = "".join(
            f'<li class="nav-{t.lower()}">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="nav-{t.lower()}"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("plymouth", "Plymouth"),
                ("/tag/cornwall/", "Cornwall"),
                ("dartmoor_tag", "Dartmoor"),
                ("/tag/business/", "Business"),
                ("/tag/comment/", "Comment"),
                ("/tag/sport/", "Sport"),
            )
        )
        metas_html = "\n".join(metas)
        return f"""<!DOCTYPE html>
<html lang="en-gb">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{esc(title)}</title>
<meta name="HandheldFriendly" content="True">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="preload" as="style" href="/assets/built/screen.css?v=4f1c2a9b3e">
<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=4f1c2a9b3e">
<link rel="icon" href="/content/images/size/w256h256/2026/10/favicon.png" type="image/png">
{metas_html}
<meta name="generator" content="Ghost 6.4">
<link rel="alternate" type="application/rss+xml" title="The Tamar Herald" href="{ORIGIN}/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.51/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="4c1b7e2f9a0d3c5e8b6a1f2d7c" data-api="{ORIGIN}/ghost/api/content/" data-locale="en" crossorigin="anonymous"></script>
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.8/umd/sodo-search.min.js" data-key="4c1b7e2f9a0d3c5e8b6a1f2d7c" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.8/umd/main.css" data-sodo-search="{ORIGIN}/" data-locale="en" crossorigin="anonymous"></script>
<link href="{ORIGIN}/webmentions/receive/" rel="webmention">
<script defer src="/public/cards.min.js?v=4f1c2a9b3e"></script>
<link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=4f1c2a9b3e">
<style>/*PAD*/</style>
</head>
<body class="{body_class} has-sans-title has-serif-body">
<div class="gh-site">
<header id="gh-navigation" class="gh-navigation is-left-logo gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand">{self.a("home", "The Tamar Herald", "nav", 'class="gh-navigation-logo is-title"')}<button class="gh-search gh-icon-button" aria-label="Search this site" data-ghost-search><svg width="20" height="20" viewBox="0 0 20 20"><path d="M17.5 17.5 12 12"/></svg></button></div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions"><div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Sign in</a> <a class="gh-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div>
</div>
</header>
<main class="gh-main">
{main}
</main>
<footer class="gh-footer gh-outer">
<div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar"><span class="gh-footer-logo is-title">The Tamar Herald</span>
<nav class="gh-footer-menu"><ul class="nav"><li><a href="/about/">About</a></li><li>{self.a("archivehelp", "Older stories", "footer")}</li><li><a href="/contact/">Contact</a></li><li><a href="/privacy/">Privacy</a></li><li><a href="{ORIGIN}/rss/">RSS</a></li></ul></nav>
<div class="gh-footer-copyright">Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div>
<section class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">The Tamar Herald</h2><p class="gh-footer-signup-subhead is-body">Independent news for Plymouth, the Tamar Valley and south-east Cornwall. Free in your inbox every morning.</p><button class="gh-button" data-portal="signup">Subscribe</button></section>
</div>
</footer>
</div>
<script src="/assets/built/source.js?v=4f1c2a9b3e"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        names = self.authors_of(doc)
        imgs = "".join(
            f'<a href="/author/{slug(n)}/" class="gh-author-image"><img src="/content/images/size/w160/2026/10/{slug(n)}.jpg" alt="{esc(n)}"></a>'
            for n in names
        )
        links = ", ".join(
            self.a("author", n, "byline") if n == "Jess Trelawny" else f'<a href="/author/{slug(n)}/">{esc(n)}</a>'
            for n in names
        )
        tag = doc.extra.get("tag", "")
        tag_link = (
            self.a("plymouth", tag, "breadcrumb", 'class="gh-article-tag"')
            if tag == "Plymouth"
            else (
                self.a("dartmoor_tag", tag, "breadcrumb", 'class="gh-article-tag"')
                if tag == "Dartmoor"
                else f'<a class="gh-article-tag" href="/tag/{tag.lower()}/">{esc(tag)}</a>'
            )
        )
        excerpt = f'<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>' if doc.dek else ""
        fig = ""
        if doc.extra.get("fig"):
            fig = f'<figure class="gh-article-image"><img srcset="/content/images/size/w600/2026/12/{doc.key}.jpg 600w, /content/images/size/w1200/2026/12/{doc.key}.jpg 1200w" sizes="(min-width: 1200px) 1200px, 92vw" src="/content/images/size/w1200/2026/12/{doc.key}.jpg" alt="{esc(doc.title)}"><figcaption><span style="white-space: pre-wrap;">{esc(doc.extra["fig"])}</span></figcaption></figure>'
        bio = f"<p><em>{esc(doc.extra['bio'])}</em></p>" if doc.extra.get("bio") else ""
        more = "".join(
            f'<article class="gh-card post"><a class="gh-card-link" href="{esc(self.href(k))}"><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">{esc(self.docs[k].title)}</h3><footer class="gh-card-meta"><time class="gh-card-date" datetime="{self.docs[k].iso[:10]}">{ghost_day(self.docs[k].iso)}</time></footer></div></a></article>'
            for k in [x for x in ARTS if x != doc.key][:4]
        )
        for k in [x for x in ARTS if x != doc.key][:4]:
            self.record(k, "related")
        return f"""<article class="gh-article post tag-{tag.lower()}">
<header class="gh-article-header gh-canvas">
{tag_link}
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
{excerpt}
<div class="gh-article-meta">
<div class="gh-article-author-image instapaper_ignore">{imgs}</div>
<div class="gh-article-meta-wrapper">
<h4 class="gh-article-author-name">{links}</h4>
<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{doc.iso[:10]}">{ghost_day(doc.iso)}</time><span class="gh-article-meta-length"><span class="bull">—</span> {doc.extra.get("reading", "")}</span></div>
</div>
</div>
{fig}
</header>
<section class="gh-content gh-canvas is-body">
{self.blocks(doc)}
{bio}
</section>
</article>
<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Read more</h2><div class="gh-feed">{more}</div></div></section>"""

    def record(self, k: str, zone: str) -> None:
        """A link written by hand (a Ghost card wraps the whole teaser in one <a>): note it as self.a would."""
        self.links.append(Link(self.current, k, zone, self.docs[k].title))

    def card(self, k: str) -> str:
        d = self.docs[k]
        return f'<article class="gh-card post"><a class="gh-card-link" href="{esc(self.href(k))}"><figure class="gh-card-image"><img src="/content/images/size/w600/2026/12/{k}.jpg" alt="{esc(d.title)}" loading="lazy"></figure><div class="gh-card-wrapper"><p class="gh-card-tag">{esc(d.extra.get("tag", ""))}</p><h3 class="gh-card-title is-title">{esc(d.title)}</h3><p class="gh-card-excerpt is-body">{esc(self.lede(d))}</p><footer class="gh-card-meta"><span class="gh-card-author">By {esc(", ".join(self.authors_of(d)))}</span><time class="gh-card-date" datetime="{d.iso[:10]}">{ghost_day(d.iso)}</time></footer></div></a></article>'

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            cards.append(self.card(k))
            self.record(k, "content")
        for path, title, day in doc.extra.get("older", []):
            cards.append(
                f'<article class="gh-card post"><a class="gh-card-link" href="{path}"><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">{esc(title)}</h3><footer class="gh-card-meta"><time class="gh-card-date">{day}</time></footer></div></a></article>'
            )
        head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header></div></section>'
        if doc.key == "home":
            head = '<section class="gh-header is-classic gh-outer"><div class="gh-header-inner gh-inner"><h1 class="gh-header-title is-title">The Tamar Herald</h1><p class="gh-header-description is-body">Independent news for Plymouth, the Tamar Valley and south-east Cornwall.</p></div></section>'
        elif doc.kind == "author":
            head = f'<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["bio"])}</p><div class="gh-author-meta"><span class="gh-author-location">Plymouth</span> <a href="https://x.com/jesstrelawny_test">X</a></div></div><img class="gh-article-image" src="/content/images/size/w320/2026/10/jess-trelawny.jpg" alt="Jess Trelawny"></div></section>'
        elif doc.kind == "search":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><form action="/search/" method="get"><input name="q" value="ferry"> <button class="gh-button">Search</button></form><p>2 posts found</p></div></section>'
        pager = ""
        if doc.key == "plymouth":
            nxt = 'class="gh-pagination-next"'
            pager = f'<nav class="gh-pagination">{self.a("plymouth2", "Older posts →", "pagination", nxt)}</nav>'
        elif doc.key == "plymouth2":
            pager = f'<nav class="gh-pagination">{self.a("plymouth", "← Newer posts", "pagination")} <span>Page 2 of 14</span> <a href="/tag/plymouth/page/3/">Older posts →</a></nav>'
        elif doc.key == "home":
            pager = f'<nav class="gh-pagination">{self.a("plymouth", "More from Plymouth", "content")} · {self.a("archivehelp", "Looking for an older story?", "content")} · Popular: {self.a("search", "Torpoint Ferry", "content")}</nav>'
        return (
            f'{head}\n<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><div class="gh-feed">'
            + "\n".join(cards)
            + f"</div>{pager}</div></section>"
        )

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.key == "archivehelp":
            body += f"""
<h2>Where to look</h2>
<ul><li>{self.a("calendar", "Every saved copy of our July 2024 report on the Tamar tolls", "content")}</li><li>{self.a("wb_bridge", "Tamar Bridge and Torpoint Ferry tolls to rise by almost a third (July 2024, archived copy)", "content")}</li><li>{self.a("wb_flood", "Calstock residents told to prepare for flooding as River Tamar rises (January 2025, archived copy)", "content")}</li><li><a href="{WB}/web/*/www.tamarherald.test/*">All archived pages from our old website</a></li></ul>"""
            return f'<article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas is-body">\n{body}\n</section></article>'
        if doc.kind == "soft404":
            more = "".join(self.card(k) for k in ARTS[:3])
            link_cls = 'class="gh-error-link"'
            for k in ARTS[:3]:
                self.record(k, "content")
            return f'<section class="gh-error gh-outer"><div class="gh-error-inner gh-inner"><h1 class="gh-error-code">404</h1><p class="gh-error-description">{esc(doc.title)}</p>\n{body}\n<p>{self.a("archivehelp", "How to find stories from our old website", "content")} · {self.a("home", "Go to the front page →", "content", link_cls)}</p></div></section><section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Latest</h2><div class="gh-feed">{more}</div></div></section>'
        return f'<article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas is-body">\n{body}\n</section></article>'

    # --- the old site (WordPress, tagDiv Newspaper, Yoast), as the web archive replays it ---------------------------

    def old_page(self, doc: Doc) -> str:
        """The old WordPress page as it was served (absolute links to the old site), before the archive's rewriting."""
        orig = doc.extra["original"]
        site = ORIGIN + "/"
        person_id = f"{site}#/schema/person/{abs(hash_name(doc.authors[0])):x}"
        graph = {
            "@context": "https://schema.org",
            "@graph": [
                {
                    "@type": "NewsArticle",
                    "@id": f"{orig}#article",
                    "isPartOf": {"@id": orig},
                    "author": {"name": doc.authors[0], "@id": person_id},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra["modified"],
                    "mainEntityOfPage": {"@id": orig},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks),
                    "publisher": {"@id": f"{site}#organization"},
                    "image": {"@id": f"{orig}#primaryimage"},
                    "articleSection": doc.extra["cats"],
                    "inLanguage": "en-GB",
                },
                {
                    "@type": "WebPage",
                    "@id": orig,
                    "url": orig,
                    "name": f"{doc.title} | The Tamar Herald",
                    "isPartOf": {"@id": f"{site}#website"},
                    "datePublished": doc.iso,
                    "dateModified": doc.extra["modified"],
                    "inLanguage": "en-GB",
                },
                {
                    "@type": "WebSite",
                    "@id": f"{site}#website",
                    "url": site,
                    "name": "The Tamar Herald",
                    "description": "News for Plymouth and the Tamar Valley",
                    "publisher": {"@id": f"{site}#organization"},
                },
                {
                    "@type": "Organization",
                    "@id": f"{site}#organization",
                    "name": "The Tamar Herald",
                    "url": site,
                    "logo": {"@type": "ImageObject", "url": f"{site}wp-content/uploads/2019/05/tamar-herald-logo.png"},
                },
                {
                    "@type": "Person",
                    "@id": person_id,
                    "name": doc.authors[0],
                    "url": f"{site}author/{slug(doc.authors[0])}/",
                },
            ],
        }
        cats = " ".join(f"category-{c.lower()}" for c in doc.extra["cats"])
        body = "\n".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        ldrs = (
            '<p class="ldrs-credit"><em>This story was written by a Local Democracy Reporter, funded by the BBC and provided to the Herald under the Local Democracy Reporting Service.</em></p>'
            if doc.extra.get("ldrs")
            else ""
        )
        related = "".join(
            f'<div class="td_module_related_posts"><h3 class="entry-title td-module-title"><a href="{site}{p.lstrip("/")}" rel="bookmark">{esc(t)}</a></h3></div>'
            for p, t in OLD_RELATED
        )
        menu = "".join(
            f'<li class="menu-item"><a href="{site}category/{c.lower()}/">{c}</a></li>'
            for c in ("News", "Plymouth", "Saltash", "Calstock", "Sport", "What's On", "Opinion")
        )
        img = f"{site}wp-content/uploads/{doc.iso[:4]}/{doc.iso[5:7]}/{slug(doc.title)[:40]}-696x392.jpg"
        return f"""<!doctype html >
<html lang="en-GB">
<head>
<title>{esc(doc.title)} | The Tamar Herald</title>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{site}xmlrpc.php" />
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v22.9 - https://yoast.com/wordpress/plugins/seo/ -->
<link rel="canonical" href="{orig}" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="article" />
<meta property="og:title" content="{esc(doc.title)}" />
<meta property="og:url" content="{orig}" />
<meta property="og:site_name" content="The Tamar Herald" />
<meta property="article:published_time" content="{doc.iso}" />
<meta property="article:modified_time" content="{doc.extra["modified"]}" />
<meta property="og:image" content="{img}" />
<meta name="author" content="{esc(doc.authors[0])}" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:label1" content="Written by" />
<meta name="twitter:data1" content="{esc(doc.authors[0])}" />
<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(graph, ensure_ascii=False)}</script>
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='td-theme-css' href='{site}wp-content/themes/Newspaper/style.css?ver=12.6.5' type='text/css' media='all' />
<script type="text/javascript" src="{site}wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<style>/*PAD*/</style>
</head>
<body class="post-template-default single single-post postid-{doc.extra["post_id"]} single-format-standard td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu"><div class="top-bar-style-1"><div class="td-header-sp-top-menu"><div class="td_data_time">{doc.extra["top_date"]}</div><ul class="top-header-menu"><li><a href="{site}advertise/">Advertise</a></li><li><a href="{site}contact/">Contact</a></li></ul></div></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header"><div class="td-header-sp-logo"><a class="td-main-logo" href="{site}"><img src="{site}wp-content/uploads/2019/05/tamar-herald-logo.png" alt="The Tamar Herald" width="272" height="90"/></a></div><div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script></div></div></div></div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><div class="menu-main-menu-container"><ul id="menu-main-menu" class="sf-menu">{menu}</ul></div></div></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container td-post-template-default">
<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="{site}">Home</a></span> <i class="td-icon-right td-bread-sep"></i> <span><a title="View all posts in {doc.extra["cats"][0]}" class="entry-crumb" href="{site}category/{doc.extra["cats"][0].lower()}/">{doc.extra["cats"][0]}</a></span></div></div>
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
<div class="td-ss-main-content">
<article id="post-{doc.extra["post_id"]}" class="post-{doc.extra["post_id"]} post type-post status-publish format-standard has-post-thumbnail {cats}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category">{"".join(f'<li class="entry-category"><a href="{site}category/{c.lower()}/">{c}</a></li>' for c in doc.extra["cats"])}</ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">By</div> <a href="{site}author/{slug(doc.authors[0])}/">{esc(doc.authors[0])}</a><div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.stamp}">{doc.extra["printed"]}</time></span>
<div class="td-post-comments"><a href="{orig}#respond"><i class="td-icon-comments"></i>0</a></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={orig}"><span>Facebook</span></a> <a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?text={esc(doc.title)}&amp;url={orig}"><span>Twitter</span></a></div>
<div class="td-post-content tagdiv-type">
<div class="td-post-featured-image"><figure><a href="{img}" data-caption="The Tamar Herald"><img width="696" height="392" class="entry-thumb td-modal-image" src="{img}" alt="" title="{esc(doc.title)}"/></a><figcaption class="wp-caption-text">Picture: The Tamar Herald</figcaption></figure></div>
{body}
{ldrs}
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{"".join(f'<li><a href="{site}tag/{c.lower()}/">{c}</a></li>' for c in doc.extra["cats"][1:])}</ul></div>
<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Previous article</span><a href="{site}{OLD_RELATED[0][0].lstrip("/")}">{esc(OLD_RELATED[0][1])}</a></div></div></div>
<div class="td-author-name vcard author"><span class="fn"><a href="{site}author/{slug(doc.authors[0])}/">{esc(doc.authors[0])}</a></span></div>
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><a class="td-related-left td-cur-simple-item" href="#">RELATED ARTICLES</a><a class="td-related-right" href="#">MORE FROM AUTHOR</a></h4><div class="td-related-row">{related}</div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h4 id="reply-title" class="comment-reply-title">LEAVE A REPLY</h4><form action="{site}wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea placeholder="Comment:" id="comment" name="comment" cols="45" rows="8"></textarea><input class="" name="author" id="author" type="text" placeholder="Name:*"><input type="submit" name="submit" id="submit" class="submit" value="Post Comment"></form></div></div>
</div>
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar"><div class="td_block_wrap td_block_popular"><h4 class="block-title"><span>MOST POPULAR</span></h4>{related}</div></div></div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="footer-text-wrap">The Tamar Herald is an independent news website for Plymouth, the Tamar Valley and south-east Cornwall. Contact us: <a href="mailto:news@tamarherald.test">news@tamarherald.test</a></div></div></div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-copy">© The Tamar Herald {doc.iso[:4]}</div><div class="td-pb-span td-sub-footer-menu"><ul class="td-subfooter-menu"><li><a href="{site}privacy-policy/">Privacy Policy</a></li><li><a href="{site}terms/">Terms</a></li></ul></div></div></div></div>
</div>
<script type="text/javascript" src="{site}wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.5" id="td-site-min-js"></script>
</body>
</html>"""

    def wayback_page(self, doc: Doc) -> str:
        orig, ts = doc.extra["original"], doc.extra["ts"]
        html = self.quiet(lambda: wayback_rewrite(self.old_page(doc), orig, ts))
        head_insert = f"""<head><script type="text/javascript" src="/_static/js/bundle-playback.js?v=t1Bf4PY_" charset="utf-8"></script>
<script type="text/javascript" src="/_static/js/wombat.js?v=txqj7nKC" charset="utf-8"></script>
<script>window.RufflePlayer=window.RufflePlayer||{{}};window.RufflePlayer.config={{"autoplay":"on","unmuteOverlay":"hidden"}};</script>
<script type="text/javascript" src="/_static/js/ruffle/ruffle.js"></script>
<script type="text/javascript">
  __wm.init("{WB}/web");
  __wm.wombat("{orig}","{ts}","{WB}/","web","/_static/",
              "{1773480135 if ts == BRIDGE_TS else 1790012730}");
</script>
<link rel="stylesheet" type="text/css" href="/_static/css/banner-styles.css?v=S1zqJCYt" />
<link rel="stylesheet" type="text/css" href="/_static/css/iconochive.css?v=3PDvdIFv" />
<!-- End Wayback Rewrite JS Include -->
"""
        y = ts[:4]
        month = wb_stamp(ts, "%b").upper()
        day = ts[6:8]
        cal = f"/web/*/{orig}"
        if doc.extra.get("calendar"):
            captures = self.a(
                "calendar",
                f"{doc.extra['captures']} captures",
                "content",
                'class="t" title="See a list of every capture for this URL"',
            )
        else:
            captures = f'<a class="t" href="{esc(cal)}" title="See a list of every capture for this URL">{doc.extra["captures"]} captures</a>'
        toolbar = f"""<!-- BEGIN WAYBACK TOOLBAR INSERT -->
<script>__wm.rw(0);</script>
<div id="wm-ipp-base" lang="en" style="display:none;direction:ltr;">
<div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;">
<div id="donato" style="position:relative;width:100%;"><div id="donato-base"><iframe id="donato-if" src="https://archive.test/includes/donate.php?as_page=1&amp;platform=wb&amp;referer={esc(WB)}/web/{ts}/{esc(orig)}" scrolling="no" frameborder="0" style="width:100%; height:100%"></iframe></div></div>
<div id="wm-ipp-inside">
<div id="wm-toolbar" style="position:relative;display:flex;flex-flow:row nowrap;justify-content:space-between;">
<div id="wm-logo" style="/*width:110px;*/padding-top:12px;"><a href="/web/" title="Wayback Machine home page"><img src="/_static/images/toolbar/wayback-toolbar-logo-200.png" srcset="/_static/images/toolbar/wayback-toolbar-logo-100.png, /_static/images/toolbar/wayback-toolbar-logo-150.png 1.5x, /_static/images/toolbar/wayback-toolbar-logo-200.png 2x" alt="Wayback Machine" style="width:100px" border="0" /></a></div>
<div class="c" style="display:flex;flex-flow:column nowrap;justify-content:space-between;flex:1;">
<form class="u" style="display:flex;flex-direction:row;flex-wrap:nowrap;" target="_top" method="get" action="/web/submit" name="wmtb" id="wmtb"><input type="text" name="url" id="wmtbURL" value="{esc(orig)}" onfocus="this.focus();this.select();" style="flex:1;"/><input type="hidden" name="type" value="replay" /><input type="hidden" name="date" value="{ts}" /><input type="submit" value="Go" /></form>
<div style="display:flex;flex-flow:row nowrap;align-items:flex-end;">
<div class="s" id="wm-nav-captures" style="flex:1;">{captures}<div class="r" title="Timespan for captures of this URL">{doc.extra["span"]}</div></div>
<div class="k">
<table class="n" cellspacing="0" cellpadding="0">
<tr class="m"><td class="b" nowrap="nowrap">PREV</td><td class="c" id="displayMonthEl" title="You are here: {wb_stamp(ts)}">{month}</td><td class="f" nowrap="nowrap">NEXT</td></tr>
<tr class="d"><td class="b" nowrap="nowrap"></td><td class="c" id="displayDayEl" style="width:34px;font-size:22px;white-space:nowrap;" title="You are here: {wb_stamp(ts)}">{day}</td><td class="f" nowrap="nowrap"></td></tr>
<tr class="y"><td class="b" nowrap="nowrap">{int(y) - 1}</td><td class="c" id="displayYearEl" title="You are here: {wb_stamp(ts)}">{y}</td><td class="f" nowrap="nowrap">{int(y) + 1}</td></tr>
</table>
</div>
</div>
</div>
<div class="r" style="display:flex;flex-flow:column nowrap;align-items:flex-end;justify-content:space-between;">
<div id="wm-btns" style="white-space:nowrap;"><a href="#close" onclick="__wm.h(event);return false;" style="visibility:hidden;" id="wm-tb-close" title="Close the toolbar">close</a> <a href="https://help.archive.test/help-category/wayback-machine/" title="Get some help using the Wayback Machine">help</a></div>
<div id="wm-share"><a href="/web/{ts}/{esc(orig)}" id="wm-screenshot" title="screenshot">screenshot</a> <a href="#disclaimer" id="wm-disclaim" title="Hide/show disclaimer">?</a></div>
</div>
</div>
<div id="wm-capinfo" style="border-top:1px solid #777;display:none; overflow:hidden">
<div id="wm-capinfo-collected-by"><div style="background-color:#666;color:#fff;font-weight:bold;text-align:center">COLLECTED BY</div><div style="padding:3px;position:relative" id="wm-collected-by-content"><div style="display:inline-block;vertical-align:top;width:50%;"><span class="c-logo" style="background-image:url(https://archive.test/services/img/commoncrawl);"></span> Organization: <a style="color:#33f;" href="https://archive.test/details/commoncrawl" target="_new"><span class="wm-title">Common Crawl</span></a><div style="max-height:75px;overflow:hidden;position:relative;"><div style="position:absolute;top:0;left:0;width:100%;height:75px;background:linear-gradient(to bottom,rgba(255,255,255,0) 0%,rgba(255,255,255,0) 90%,rgba(255,255,255,255) 100%);"></div>Common Crawl crawls the web and freely provides its archives and datasets to the public.</div></div></div></div>
<div id="wm-capinfo-timestamps"><div style="background-color:#666;color:#fff;font-weight:bold;text-align:center" title="Timestamps for the elements of this page">TIMESTAMPS</div></div>
</div>
</div>
</div>
<div id="wm-ipp-print">The Wayback Machine - {WB}/web/{ts}/{esc(orig)}</div>
<script type="text/javascript">//<![CDATA[
__wm.bt(750,27,25,2,"web","{esc(orig)}","{ts}",1996,"/_static/",["/_static/css/banner-styles.css?v=S1zqJCYt","/_static/css/iconochive.css?v=3PDvdIFv"], false);
  __wm.rw(1);
//]]></script>
<!-- END WAYBACK TOOLBAR INSERT -->
"""
        retrieved = "10:41:07 Dec 05, 2026"
        tail = f"""
<!--
     FILE ARCHIVED ON {wb_stamp(ts)} AND RETRIEVED FROM THE
     WEB ARCHIVE ON {retrieved}.
     JAVASCRIPT APPENDED BY WAYBACK MACHINE, COPYRIGHT WEB ARCHIVE.

     ALL OTHER CONTENT MAY ALSO BE PROTECTED BY COPYRIGHT (17 U.S.C.
     SECTION 108(a)(3)).
-->
<!--
playback timings (ms):
  captures_list: 0.611
  exclusion.robots: 0.028
  exclusion.robots.policy: 0.016
  esindex: 0.011
  cdx.remote: 12.804
  LoadShardBlock: 214.553 (3)
  PetaboxLoader3.datanode: 188.209 (4)
  load_resource: 96.417
  PetaboxLoader3.resolve: 71.332
-->"""
        html = html.replace("<head>", head_insert, 1)
        body_at = html.index("<body")
        body_end = html.index(">", body_at) + 1
        html = html[:body_end] + "\n" + toolbar + html[body_end:]
        return html + tail

    def calendar_page(self, doc: Doc) -> str:
        orig = BRIDGE_URL
        rows = []
        by_year: dict[str, list[str]] = {}
        for ts in CAPTURES:
            by_year.setdefault(ts[:4], []).append(ts)
        for year, stamps in by_year.items():
            items = []
            for ts in stamps:
                label = wb_stamp(ts, "%B %d, %Y %H:%M:%S")
                if ts == BRIDGE_TS:
                    items.append(f'<li>{self.a("wb_bridge", label, "content")} <span class="status">200</span></li>')
                else:
                    items.append(
                        f'<li><a href="/web/{ts}/{esc(orig)}">{label}</a> <span class="status">{"301" if ts == "20250630221009" else "200"}</span></li>'
                    )
            rows.append(
                f'<div class="year-block"><h3>{year}</h3><ul class="captures-list">' + "".join(items) + "</ul></div>"
            )
        first, last = wb_stamp(CAPTURES[0], "%B %d, %Y"), wb_stamp(CAPTURES[-1], "%B %d, %Y")
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Wayback Machine</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" type="text/css" href="/_static/css/calendar.css?v=9aT2c1Qm">
<style>/*PAD*/</style>
<script src="/_static/js/calendar.js?v=9aT2c1Qm" defer></script>
</head>
<body>
<div id="wm-search" class="wb-header">
<a href="/web/" class="wb-logo"><img src="/_static/images/toolbar/wayback-toolbar-logo-200.png" alt="Wayback Machine" width="100"></a>
<span class="wb-brand">Web Archive · Wayback Machine</span>
<form action="/web/" method="get" class="wb-search"><input type="text" name="url" value="{esc(orig)}" size="80"> <button type="submit">Browse History</button></form>
<nav class="wb-tabs"><span class="active">Calendar</span> · <a href="/web/*/{esc(orig)}*">Collections</a> · <a href="/web/changes/{esc(orig)}">Changes</a> · <a href="/web/sitemap/{esc(orig)}">Site Map</a> · <a href="/web/urls/{esc(orig)}">URLs</a></nav>
</div>
<div class="calendar-layout">
<h1>{esc(doc.title)}</h1>
<p class="captures-url"><a href="{esc(orig)}" rel="nofollow">{esc(orig)}</a></p>
<h2 class="captures-summary">Saved {len(CAPTURES)} times between {first} and {last}.</h2>
<div class="sparkline" title="Captures per year"><span class="year">2024 (3)</span> <span class="year">2025 (2)</span> <span class="year">2026 (2)</span></div>
<p class="calendar-help">Choose a capture below. Captures shown in green returned a page; captures shown in orange were redirects.</p>
{"".join(rows)}
<p class="calendar-note">This calendar view maps the number of times {esc(orig)} was crawled by the Wayback Machine, not how many times the site was actually updated. <a href="https://help.archive.test/how-do-i-use-the-wayback-machine/">More info in the FAQ</a>.</p>
</div>
<footer class="wb-footer"><p><a href="https://archive.test/about/">About</a> · <a href="https://archive.test/about/terms.php">Terms of Service</a> · <a href="https://archive.test/donate/">Donate</a></p></footer>
</body>
</html>"""


def slug(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def hash_name(name: str) -> int:
    import hashlib

    return int(hashlib.md5(name.encode()).hexdigest()[:12], 16)
