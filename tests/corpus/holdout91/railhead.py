# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Railhead: a British railway weekly on **WordPress with the Newspack theme** (`entry-title`, `newspack-post-subtitle`,
`byline` / `author vcard`, `posted-on` with `entry-date published` and `updated`, `/2027/02/09/<slug>/`, `/news/`,
`/news/page/2/`, Yoast `@graph` JSON-LD whose author is a `@id` reference to a Person node), English (en-GB), UTF-8,
London time (GMT, +00:00 in February). Its community forum is a **Discourse** install in the subfolder `/forum`,
served to crawlers as Discourse's no-JavaScript "crawler view" (`#main-outlet`, `#topic-title`, `crawler-post`,
`crawler-post-meta`, `post-time`, `itemprop='text'`, `post-likes`, `/forum/t/<slug>/<id>`, `?page=2`, `/forum/hot`,
`/forum/tag/<tag>`, `/forum/u/<user>/summary`, `/forum/search?q=`), microdata and a JSON-LD
`DiscussionForumPosting`, `article:published_time` on topics.

Hard cases: the WP-Discourse plugin's **auto-created discussion topic** of the resignalling story carries the story's
headline, its first paragraph and a "Continue reading" link, then readers' replies (a forum topic: not an article);
the **trip report** is a 450-word first post with five subheads and two photos, longer than the magazine's own news
stories (still a forum topic); **page 2** of a long topic; a deleted topic served as "Oops! That page doesn't exist
or is private." with status 200 (soft 404). On the magazine: the brief's byline is the WordPress account "Railhead staff" (a Yoast Person; no person credited); the
resignalling story was updated the next day; the review has stars and an info box; the opinion piece a bio tail; the
photo competition results are a staff-written community announcement with captioned winners (an article); the
resignalling story embeds three forum replies under it (not body)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, Post, blocks_html, iso_local, page, parse, story, utc_parts
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.railhead.test"
TZ = 0
ARTS = ["signal", "sleeper", "works", "photocomp", "opinion", "boxes", "review"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MON3 = [m[:3] for m in MONTHS]
PN, PN_NEXT, PN_PREV = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'


def uk(local: str) -> str:
    """'2027-02-09 07:45' -> '9 February 2027' (the theme prints the day only)."""
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}"


def disc(local: str) -> str:
    """Discourse's crawler view prints UTC: 'February 9, 2027,  7:46am'."""
    t = utc_parts(local, TZ)
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h:2d}:{t.minute:02d}{'am' if t.hour < 12 else 'pm'}"


def disc_iso(local: str) -> str:
    return utc_parts(local, TZ).strftime("%Y-%m-%dT%H:%M:%SZ")


def short(local: str) -> str:
    t = utc_parts(local, TZ)
    return f"{MON3[t.month - 1]} {t.day}"


USERS = {
    "kestrel_ian": "Ian Kestrel",
    "wickline_dave": "Dave Sutherland",
    "mallaig_mike": "",
    "signalgirl": "Rhona",
    "railhead_editors": "Railhead Editors",
    "thurso_tom": "",
    "deltic_dan": "Dan",
    "brush4_ben": "",
    "growler_gav": "Gavin Rennie",
    "sheffield_pete": "",
    "tractor_fan": "",
    "highland_jo": "Jo Whitlock",
}

TOPIC_TITLES = {
    "/forum/t/class-37-farewell-railtour-tickets-sold-out-in-minutes/48156": "Class 37 farewell railtour: tickets sold out in minutes",
    "/forum/t/highland-sleeper-to-add-sunday-night-service-to-fort-william-from-may/48201": "Highland sleeper to add Sunday night service to Fort William from May",
    "/forum/t/photo-competition-2026-results-thread/48215": "Photo competition 2026: results thread",
    "/forum/t/why-do-class-158s-still-run-the-kyle-line-in-2027/48177": "Why do Class 158s still run the Kyle line in 2027?",
    "/forum/t/settle-carlisle-this-weekend-bus-replacement-or-avoid/48221": "Settle-Carlisle this weekend: bus replacement or avoid?",
    "/forum/t/open-access-and-the-ecml-timetable-the-opinion-piece/48204": "Open access and the ECML timetable (the opinion piece)",
    "/forum/t/best-lineside-spots-on-the-s-and-c-in-winter/48112": "Best lineside spots on the S&C in winter",
    "/forum/t/model-railway-show-calendar-2027/47960": "Model railway show calendar 2027",
    "/forum/t/wick-and-thurso-timetable-from-december-2026/47731": "Wick and Thurso timetable from December 2026",
    "/forum/t/ertms-on-the-far-north-line-what-actually-happens-to-the-tokens/47520": "ERTMS on the Far North Line: what actually happens to the tokens?",
    "/forum/t/lairg-loop-extension-consultation/47388": "Lairg loop extension consultation",
    "/forum/t/trip-report-inverness-to-thurso-on-a-158-in-a-gale/46902": "Trip report: Inverness to Thurso on a 158 in a gale",
    "/forum/t/far-north-line-photos-thread/41220": "Far North Line photos thread",
}

SIGNAL_TOPIC = "/forum/t/far-north-line-resignalling-contract-awarded-to-northlight-consortium/48211"
CLASS37_TOPIC = "/forum/t/class-37-farewell-railtour-tickets-sold-out-in-minutes/48156"


class Railhead(Base):
    origin = ORIGIN
    name = "Railhead"
    prefix = "rlh"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        if self.current and self.docs[self.current].extra.get("forum"):
            return css_rules(
                "rlh-forum",
                [
                    ".crawler-post",
                    ".crawler-post-meta",
                    ".post-time",
                    ".topic-list td",
                    ".badge-category",
                    ".discourse-tag",
                    ".crawler-nav li",
                    "#topic-title h1",
                    ".user-crawler",
                ],
                240,
            )
        return css_rules(
            "rlh",
            [
                ".site-header",
                ".main-navigation a",
                ".entry-title",
                ".newspack-post-subtitle",
                ".entry-content p",
                ".byline .author",
                ".wp-block-newspack-blocks-homepage-articles article",
                ".widget-area .widget",
                ".site-footer",
                ".cookie-notice",
                "#discourse-comments .comment",
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
                "Railhead",
                "newspack-home",
                list=["works", "signal", "photocomp", "sleeper", "opinion", "boxes", "review"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "category-archive",
                list=["works", "signal", "photocomp", "sleeper"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/page/2/",
                "section",
                "News",
                "category-archive-page2",
                list=[],
                older=[
                    (
                        "/2027/02/04/transpennine-upgrade-huddersfield-station-rebuild-begins/",
                        "TransPennine upgrade: Huddersfield station rebuild begins",
                        "4 February 2027",
                    ),
                    (
                        "/2027/02/03/borders-railway-extension-to-hawick-business-case-published/",
                        "Borders Railway extension to Hawick: business case published",
                        "3 February 2027",
                    ),
                    (
                        "/2027/02/03/heritage-diesel-gala-dates-announced-for-east-lancashire-railway/",
                        "Heritage diesel gala dates announced for East Lancashire Railway",
                        "3 February 2027",
                    ),
                    (
                        "/2027/02/02/new-footbridge-opens-at-dingwall-after-eight-month-closure/",
                        "New footbridge opens at Dingwall after eight-month closure",
                        "2 February 2027",
                    ),
                    (
                        "/2027/02/01/freight-operator-orders-twenty-battery-hybrid-locomotives/",
                        "Freight operator orders twenty battery-hybrid locomotives",
                        "1 February 2027",
                    ),
                    (
                        "/2027/01/29/storm-damage-closes-cambrian-coast-line-at-barmouth/",
                        "Storm damage closes Cambrian Coast line at Barmouth",
                        "29 January 2027",
                    ),
                    (
                        "/2027/01/28/passenger-numbers-on-rural-scottish-lines-pass-pre-pandemic-level/",
                        "Passenger numbers on rural Scottish lines pass pre-pandemic level",
                        "28 January 2027",
                    ),
                    (
                        "/2027/01/27/level-crossing-upgrades-planned-for-east-suffolk-line/",
                        "Level crossing upgrades planned for East Suffolk line",
                        "27 January 2027",
                    ),
                ],
            )
        )
        # --- the forum (Discourse in /forum) -------------------------------------------------------------------------
        add(
            page(
                "hot",
                "/forum/hot",
                "section",
                "Hot topics",
                "discourse-hot-list",
                forum=True,
                topics=[
                    ("t_trip", "Trip reports", 23, 1840, "2027-02-09 21:12", None),
                    ("t_signal", "News discussion", 34, 2210, "2027-02-10 08:02", None),
                    (CLASS37_TOPIC, "Railtours & events", 61, 5120, "2027-02-09 22:40", "class37"),
                    (
                        "/forum/t/highland-sleeper-to-add-sunday-night-service-to-fort-william-from-may/48201",
                        "News discussion",
                        18,
                        960,
                        "2027-02-09 19:31",
                        None,
                    ),
                    (
                        "/forum/t/photo-competition-2026-results-thread/48215",
                        "Photography",
                        12,
                        702,
                        "2027-02-09 17:05",
                        None,
                    ),
                    (
                        "/forum/t/why-do-class-158s-still-run-the-kyle-line-in-2027/48177",
                        "General railway discussion",
                        44,
                        3311,
                        "2027-02-09 15:48",
                        None,
                    ),
                    (
                        "/forum/t/settle-carlisle-this-weekend-bus-replacement-or-avoid/48221",
                        "Travel advice",
                        9,
                        410,
                        "2027-02-10 06:58",
                        None,
                    ),
                    (
                        "/forum/t/open-access-and-the-ecml-timetable-the-opinion-piece/48204",
                        "News discussion",
                        27,
                        1502,
                        "2027-02-09 11:20",
                        None,
                    ),
                    (
                        "/forum/t/best-lineside-spots-on-the-s-and-c-in-winter/48112",
                        "Photography",
                        15,
                        1190,
                        "2027-02-08 14:33",
                        None,
                    ),
                    ("/forum/t/model-railway-show-calendar-2027/47960", "Modelling", 6, 388, "2027-02-07 20:10", None),
                ],
                foot_search=True,
            )
        )
        add(
            page(
                "tag",
                "/forum/tag/far-north-line",
                "tag",
                "far-north-line",
                "discourse-tag-page",
                forum=True,
                topics=[
                    ("t_signal", "News discussion", 34, 2210, "2027-02-10 08:02", None),
                    (
                        "/forum/t/wick-and-thurso-timetable-from-december-2026/47731",
                        "Travel advice",
                        11,
                        866,
                        "2027-02-03 10:15",
                        None,
                    ),
                    (
                        "/forum/t/ertms-on-the-far-north-line-what-actually-happens-to-the-tokens/47520",
                        "General railway discussion",
                        52,
                        4120,
                        "2027-01-30 22:04",
                        None,
                    ),
                    (
                        "/forum/t/lairg-loop-extension-consultation/47388",
                        "News discussion",
                        8,
                        590,
                        "2027-01-26 16:42",
                        None,
                    ),
                    (
                        "/forum/t/trip-report-inverness-to-thurso-on-a-158-in-a-gale/46902",
                        "Trip reports",
                        19,
                        1388,
                        "2027-01-12 19:20",
                        None,
                    ),
                    (
                        "/forum/t/far-north-line-photos-thread/41220",
                        "Photography",
                        240,
                        30110,
                        "2027-01-09 08:31",
                        None,
                    ),
                ],
            )
        )
        add(
            page(
                "user",
                "/forum/u/kestrel_ian/summary",
                "profile",
                "kestrel_ian",
                "discourse-user-summary",
                forum=True,
            )
        )
        add(
            page(
                "search",
                "/forum/search?q=sleeper",
                "search",
                "Search results for “sleeper”",
                "discourse-search-crawler",
                forum=True,
            )
        )
        add(
            page(
                "t_signal",
                SIGNAL_TOPIC,
                "forum-topic",
                "Far North Line resignalling contract awarded to Northlight consortium",
                "discourse-embed-topic-article-excerpt",
                forum=True,
                category=("News discussion", "news-discussion/5", "0088CC"),
                tags=["far-north-line", "signalling"],
                views=2210,
                shares="signal",
                posts=[
                    Post(
                        "railhead_editors",
                        "2027-02-09 07:46",
                        [
                            "Network Rail has awarded a £214m contract to replace the ageing radio signalling on the Far North Line between Inverness, Wick and Thurso to a consortium led by Northlight Rail Systems, with the work due to be finished by the end of 2030.",
                            "RAW:<small>Continue reading at <a href='/2027/02/09/far-north-line-resignalling-contract-awarded-to-northlight-consortium/' class='onebox' target='_blank'>railhead.test</a></small>",
                        ],
                        6,
                    ),
                    Post(
                        "wickline_dave",
                        "2027-02-09 08:12",
                        [
                            "About time. RETB has done well for forty years but every winter we get a week of failures north of Lairg and the buses are no substitute on the A9 in the snow.",
                            "Still, 2030 is a long way off. I'll believe it when I see the first new balise go in at Dingwall.",
                        ],
                        21,
                    ),
                    Post(
                        "kestrel_ian",
                        "2027-02-09 08:40",
                        [
                            "The bit that caught my eye is the passing loop at Lairg being lengthened at the same time. If they actually do that, the hourly service people have been asking for stops being a fantasy.",
                            "> wickline_dave: I'll believe it when I see the first new balise go in at Dingwall.",
                            "Ha. Fair. Though the article says survey work starts in April, so we should see vans at least.",
                        ],
                        14,
                    ),
                    Post(
                        "signalgirl",
                        "2027-02-09 09:55",
                        [
                            "Speaking as someone who worked the Dingwall panel for a while: the tokens aren't the problem, the radio masts are. Half the failures are power to the masts. A new system that still depends on the same masts won't fix that, so I hope the contract covers the power supplies too.",
                        ],
                        33,
                    ),
                    Post(
                        "mallaig_mike",
                        "2027-02-09 11:02",
                        [
                            "Anyone know if this affects the Kyle line? It's RETB too and the article doesn't mention it.",
                        ],
                        2,
                    ),
                    Post(
                        "thurso_tom",
                        "2027-02-09 12:30",
                        [
                            "Kyle is a separate scheme, still at design stage as far as I know. There was a thread on it last month.",
                        ],
                        5,
                    ),
                    Post(
                        "growler_gav",
                        "2027-02-09 19:47",
                        [
                            "£214m for 170 miles of single track. Compare that with what gets spent on a single junction down south and it's a bargain, frankly.",
                        ],
                        18,
                    ),
                    Post(
                        "wickline_dave",
                        "2027-02-10 08:02",
                        [
                            "Update: BBC Highland are saying the work will be done in three blocks, Inverness to Lairg first. So Caithness gets it last, as usual.",
                        ],
                        9,
                    ),
                ],
            )
        )
        add(
            page(
                "t_trip",
                "/forum/t/trip-report-the-sleeper-to-fort-william-in-the-snow/48190",
                "forum-topic",
                "Trip report: the sleeper to Fort William in the snow",
                "discourse-topic-long-first-post",
                forum=True,
                category=("Trip reports", "trip-reports/7", "3AB54A"),
                tags=["sleeper", "west-highland-line"],
                views=1840,
                posts=[
                    Post(
                        "kestrel_ian",
                        "2027-02-07 18:02",
                        [
                            "Long one, sorry. I finally did the trip I've been putting off for years: the Highland sleeper from Euston to Fort William, in February, with snow forecast all the way from Crianlarich. Here's how it went, with a few photos.",
                            "### Euston, 21:15",
                            "The lounge at Euston was busier than I expected for a Thursday, mostly walkers with enormous rucksacks and two couples who were clearly on a special occasion. Boarding opened about forty minutes before departure. The Fort William portion is at the back, so it's a long walk down the platform past the Inverness and Aberdeen coaches.",
                            "My room was a classic with a single bunk. Compact, but the bed was comfortable and the shower actually worked, which was not the case last time I travelled north on a sleeper, back in the old Mark 3 days.",
                            "FIG: Sleeper at Euston | The Fort William portion waiting at Euston platform 1",
                            "### Overnight and the split at Edinburgh",
                            "I slept through most of the English part of the journey and woke briefly at Carstairs, then again during the shunting at Edinburgh, where the train is split into its three portions. There is a lot of clanking. Earplugs recommended.",
                            "By the time we left Glasgow's outskirts and started up the side of Loch Long, it was light enough to see the snow line, perhaps two hundred metres above the water.",
                            "### Crianlarich to Rannoch",
                            "This is the bit that makes the whole trip worth it. From Crianlarich the snow was down to the track. The horseshoe curve near Tyndrum was completely white and the 73 at the front was throwing up spray from the drifts. We lost perhaps fifteen minutes waiting at Bridge of Orchy for the southbound to clear the loop.",
                            "Rannoch Moor was something else. No sign of the road, no buildings, just snow and the odd deer. The guard told us they had been out with the snowplough on Tuesday and that the drifts near Corrour had been over a metre deep.",
                            "FIG: Rannoch Moor | Rannoch Moor from the lounge car, about 08:40",
                            "### Breakfast and arrival",
                            "Breakfast was a bacon roll and porridge from the lounge car. Fine, nothing special, but eating porridge while crossing Rannoch Moor in the snow is hard to beat. We arrived at Fort William 22 minutes late, which given the conditions I thought was remarkable.",
                            "### Would I do it again?",
                            "Absolutely, but I'd book a room with a proper en-suite next time and I'd get the lounge car seat on the left-hand side from Crianlarich. Total cost was £196 one way with a railcard, booked six weeks ahead.",
                            "There's an older thread about sleeper luck in the snow [[gone|here]] if anyone wants to compare notes, though I think some of it has been tidied away.",
                        ],
                        48,
                    ),
                    Post(
                        "mallaig_mike",
                        "2027-02-07 18:40",
                        [
                            "Brilliant write-up, thanks. That photo of the moor is exactly why I keep going back.",
                        ],
                        7,
                    ),
                    Post(
                        "deltic_dan",
                        "2027-02-07 19:15",
                        [
                            "Which 73 was it? There have been a couple swapped around since the autumn.",
                        ],
                        1,
                    ),
                    Post(
                        "kestrel_ian",
                        "2027-02-07 19:22",
                        [
                            "73 968 on the Fort William portion. The Inverness portion had 73 970.",
                        ],
                        4,
                    ),
                    Post(
                        "highland_jo",
                        "2027-02-08 09:10",
                        [
                            "Lovely photos, Ian. Would you be happy for us to feature the Rannoch one in the magazine? I'll drop you a message.",
                        ],
                        6,
                        flags={"staff": True},
                    ),
                    Post(
                        "brush4_ben",
                        "2027-02-08 22:45",
                        [
                            "Good to hear the showers work now. Mine didn't in October, but that was on the Aberdeen portion.",
                        ],
                        2,
                    ),
                    Post(
                        "sheffield_pete",
                        "2027-02-09 21:12",
                        [
                            "Booked for March on the strength of this. Left-hand side from Crianlarich, noted.",
                        ],
                        3,
                    ),
                ],
            )
        )
        add(
            page(
                "t_class37",
                CLASS37_TOPIC + "?page=2",
                "forum-topic",
                "Class 37 farewell railtour: tickets sold out in minutes",
                "discourse-topic-page2",
                forum=True,
                category=("Railtours & events", "railtours-events/11", "F7941D"),
                tags=["class-37", "railtours"],
                views=5120,
                first=21,
                pages=4,
                posts=[
                    Post(
                        "tractor_fan",
                        "2027-02-06 10:02",
                        [
                            "Refreshed the page at 9:59, in the queue at number 3,400 by 10:00. Sold out by 10:07. Not bitter at all."
                        ],
                        26,
                    ),
                    Post(
                        "growler_gav",
                        "2027-02-06 10:15",
                        [
                            "Same here. The operator says they might add a second date if the locos are available, but no promises."
                        ],
                        11,
                    ),
                    Post(
                        "deltic_dan",
                        "2027-02-06 11:31",
                        [
                            "It's a shame it's not a Saturday. Half the people who'd actually appreciate it can't take a Friday off at short notice."
                        ],
                        8,
                    ),
                    Post(
                        "brush4_ben",
                        "2027-02-06 13:04",
                        [
                            "Anyone know the route yet? Rumour is Crewe, Chester, the North Wales coast to Holyhead and back via Shrewsbury."
                        ],
                        3,
                    ),
                    Post(
                        "signalgirl",
                        "2027-02-06 14:20",
                        [
                            "That's what I heard too. Which means the usual crowd on every bridge between Llandudno Junction and Bangor. Get there early if you want a photo."
                        ],
                        14,
                    ),
                    Post(
                        "kestrel_ian",
                        "2027-02-07 09:48",
                        [
                            "Has anyone actually got a ticket? Seems like everyone in this thread missed out.",
                            "If someone did, I'd happily read a trip report afterwards. We can all be jealous together.",
                        ],
                        19,
                    ),
                    Post("sheffield_pete", "2027-02-07 12:12", ["Got two in standard. I'll report back, promise."], 22),
                    Post(
                        "tractor_fan",
                        "2027-02-08 08:05",
                        [
                            "The operator has now confirmed the second date: Sunday 25 April, same route. Tickets on sale Thursday at 10:00. Set your alarms."
                        ],
                        41,
                    ),
                    Post("wickline_dave", "2027-02-08 08:30", ["Good news. Still won't get one, but good news."], 10),
                    Post(
                        "growler_gav",
                        "2027-02-09 22:40",
                        ["Second date sold out in eleven minutes. Well done everyone who got through."],
                        15,
                    ),
                ],
            )
        )
        add(
            page(
                "gone",
                "/forum/t/sleeper-luck-in-the-snow-old-thread/47012",
                "soft-404",
                "Oops! That page doesn’t exist or is private.",
                "discourse-404-status-200",
                forum=True,
            )
        )
        # --- the magazine's stories ----------------------------------------------------------------------------------
        add(
            story(
                "signal",
                "/2027/02/09/far-north-line-resignalling-contract-awarded-to-northlight-consortium/",
                "Far North Line resignalling contract awarded to Northlight consortium",
                "2027-02-09",
                iso_local("2027-02-09 07:45", TZ),
                "2027-02-09 07:45",
                ["Fiona MacRae"],
                [
                    "Network Rail has awarded a £214m contract to replace the ageing radio signalling on the Far North Line between Inverness, Wick and Thurso to a consortium led by Northlight Rail Systems, with the work due to be finished by the end of 2030.",
                    "The line, which runs for 168 miles through some of the most sparsely populated country in Britain, has been controlled since the 1980s by Radio Electronic Token Block (RETB), in which drivers are given electronic permission to enter each single-track section by a signaller in Inverness.",
                    "RETB was pioneered on the line and later adopted on the West Highland and Cambrian routes, but its equipment is now obsolete and spare parts are increasingly hard to find. Failures, often caused by power cuts at remote radio masts, have led to repeated cancellations in recent winters.",
                    "The new system will use ETCS Level 2, the European standard already in service on the Cambrian line, with radio-based signalling and trackside balises. Network Rail said it would allow trains to be closer together, cut journey times by up to ten minutes and make an hourly service between Inverness and Invergordon possible.",
                    "## Passing loop at Lairg",
                    "As part of the same contract, the passing loop at Lairg will be extended so that longer trains can cross there, and power supplies at eleven radio masts between Dingwall and Georgemas Junction will be replaced with battery-backed units.",
                    "“This is the biggest investment in the Far North Line in a generation,” said Alison Craig, Network Rail Scotland's route director. “It will make the line more reliable for the communities that depend on it, and it gives us the capacity to run the more frequent services that people in the Highlands have been asking for.”",
                    "Survey work will begin in April, with the first section, between Inverness and Lairg, due to be commissioned in 2029. The northern sections to Wick and Thurso will follow in 2030. Some weekend closures will be needed, and Network Rail said it would publish a timetable of works in the summer.",
                    "The Friends of the Far North Line welcomed the award but said the timetable was too slow. “Every winter that passes with the old system means more cancelled trains and more people giving up on the railway,” said the group's chair, Murdo Gunn.",
                ],
                "newspack-yoast-updated-next-day-discourse-comments",
                section="News",
                subtitle="£214m deal to replace radio signalling between Inverness and Wick and Thurso by 2030",
                updated="2027-02-10 11:20",
                post_id=18234,
                topic=True,
                tags=[
                    ("far-north-line", "Far North Line"),
                    ("signalling", "Signalling"),
                    ("network-rail", "Network Rail"),
                ],
            )
        )
        add(
            story(
                "sleeper",
                "/2027/02/08/highland-sleeper-to-add-sunday-night-service-to-fort-william-from-may/",
                "Highland sleeper to add Sunday night service to Fort William from May",
                "2027-02-08",
                iso_local("2027-02-08 16:30", TZ),
                "2027-02-08 16:30",
                ["Tom Bexley", "Priya Nair"],
                [
                    "The overnight sleeper between London and Fort William will run on Sunday nights for the first time from May, after the operator said demand from walkers and tourists had outstripped the six-nights-a-week timetable.",
                    "The extra service will leave Euston at 21:15 and arrive in Fort William at 10:00 on Monday morning, calling at the usual stops along the West Highland Line including Crianlarich, Bridge of Orchy, Rannoch and Corrour. A return service will leave Fort William at 19:50 on Sundays.",
                    "The operator said the Fort William portion had been more than 90 per cent full on Fridays and Saturdays last summer, and that it had been turning away bookings for rooms on summer weekends as early as February.",
                    "The Sunday service will run between 2 May and 26 September and will be reviewed at the end of the summer. The extra trains will be formed of existing coaches that are currently spare on Sunday nights, the operator said.",
                    "Transport Scotland, which owns the franchise, said the change would not require extra public money. The Scottish Tourism Alliance said it was “great news for Lochaber” and for hill walkers planning trips to Ben Nevis and the Glen Coe hills at the start of the week.",
                    "Booking for May and June opens on 1 March. Fares will be the same as on other nights, starting at £55 for a seat and £170 for a classic room.",
                ],
                "newspack-two-authors",
                section="News",
                subtitle="Walkers and tourists have filled the Fort William portion on weekends, operator says",
                post_id=18229,
                tags=[("sleeper", "Sleeper"), ("west-highland-line", "West Highland Line")],
            )
        )
        add(
            story(
                "works",
                "/2027/02/10/engineering-works-close-settle-carlisle-line-north-of-appleby-this-weekend/",
                "Engineering works close Settle–Carlisle line north of Appleby this weekend",
                "2027-02-10",
                iso_local("2027-02-10 06:15", TZ),
                "2027-02-10 06:15",
                [],
                [
                    "The Settle–Carlisle line will be closed between Appleby and Carlisle on Saturday and Sunday while Network Rail replaces a section of track and drainage near Armathwaite.",
                    "Buses will replace trains between Appleby and Carlisle, calling at Langwathby, Lazonby and Armathwaite. Journey times will be extended by up to 40 minutes, and bicycles cannot be carried on the replacement buses.",
                    "Trains will run as normal between Leeds and Appleby. The line is due to reopen in time for the first train on Monday morning.",
                ],
                "newspack-staff-account-brief",
                section="News",
                credit="Railhead staff",
                post_id=18240,
                tags=[("settle-carlisle", "Settle–Carlisle")],
            )
        )
        add(
            story(
                "photocomp",
                "/2027/02/09/railhead-photo-competition-2026-the-winners/",
                "Railhead photo competition 2026: the winners",
                "2027-02-09",
                iso_local("2027-02-09 12:00", TZ),
                "2027-02-09 12:00",
                ["Jo Whitlock"],
                [
                    "Thank you to everyone who entered this year's Railhead photo competition. We received 1,412 photographs from 603 readers and forum members, more than ever before, and the judges had a very hard time choosing.",
                    "The overall winner is Ailsa Grant, whose picture of a two-car train crossing the Kyle of Sutherland at Invershin at dawn impressed all three judges with its light and its patience: Ailsa told us she went back to the same spot on eleven mornings before the mist and the sunrise lined up.",
                    "FIG: Invershin viaduct at dawn | Overall winner: dawn at Invershin, by Ailsa Grant",
                    "Second place goes to Marek Nowak for a night-time picture of freight wagons being shunted in the yard at Tinsley, lit only by the cab lights, and third place to forum regular Ian Kestrel for his view of the Fort William sleeper crossing Rannoch Moor in the snow.",
                    "FIG: Rannoch Moor in snow | Third place: Rannoch Moor, by Ian Kestrel",
                    "## The under-18 category",
                    "The under-18 prize goes to 15-year-old Callum Reid from Dumfries, for his photograph of a steam special reflected in a puddle at Kirkconnel station. The judges said it showed “an eye for composition that many adults never develop”.",
                    "All three winners receive a year's subscription to Railhead, and Ailsa's picture will appear on the cover of our March issue. The shortlisted entries will be shown in a gallery in the next issue.",
                    "## Next year's competition",
                    "The 2027 competition opens on 1 June. We are adding a category for pictures taken on a phone, after many of you asked for one in the forum. Entries can be shared in the Photography category of the forum as before, and the rules will be published in May.",
                ],
                "newspack-community-announcement-staff",
                section="News",
                post_id=18236,
                role="Community editor",
                tags=[("photo-competition", "Photo competition"), ("community", "Community")],
            )
        )
        add(
            story(
                "opinion",
                "/2027/02/08/open-access-operators-deserve-a-fairer-shot-at-the-timetable/",
                "Open access operators deserve a fairer shot at the timetable",
                "2027-02-08",
                iso_local("2027-02-08 12:00", TZ),
                "2027-02-08 12:00",
                ["Gareth Lloyd"],
                [
                    "Every few years the argument about open access comes back, and every few years it ends the same way: a handful of extra paths are granted to a new operator on the East Coast Main Line, the incumbents complain that their revenue is being “abstracted”, and nothing changes for the rest of the network.",
                    "I spent twenty years planning timetables, and I think the way we decide who gets to run trains is broken. Not because open access is always the right answer, but because the process rewards whoever already has the paths.",
                    "Consider the evidence. Where open access operators have been allowed in, on the routes to Hull, Sunderland and Bradford, passenger numbers have grown faster than on comparable routes without them, fares have fallen and towns that had lost their direct London trains have got them back.",
                    "The usual objection is that the new trains take money from the franchised operator, and therefore from the taxpayer. But most of their passengers are new to rail. They were driving, or flying, or not travelling at all.",
                    "What we need is a transparent test, applied to every application: does the service bring in new passengers, and does it fit on the network without making other trains late? If the answer to both is yes, it should run.",
                    "Instead, applications take years, the criteria are vague, and the final decision is made behind closed doors. No wonder investors have become wary. Great British Railways should fix this before it takes over the timetable, not after.",
                ],
                "newspack-opinion-bio-tail",
                section="Opinion",
                tail="Gareth Lloyd is a former timetable planner at Network Rail and now advises rail operators and local authorities on service planning.",
                post_id=18226,
                tags=[("open-access", "Open access"), ("ecml", "East Coast Main Line")],
            )
        )
        add(
            story(
                "boxes",
                "/2027/02/06/the-last-of-the-lever-frames-inside-cumbrias-surviving-signal-boxes/",
                "The last of the lever frames: inside Cumbria’s surviving signal boxes",
                "2027-02-06",
                iso_local("2027-02-06 09:00", TZ),
                "2027-02-06 09:00",
                ["Priya Nair"],
                [
                    "At ten past seven on a cold January morning, Stuart Hodgson pulls lever number 12 at Kirkby Stephen signal box and a semaphore signal a quarter of a mile away drops to let the first train of the day through. He has done this, or something very like it, almost every working day for 31 years.",
                    "Cumbria still has more mechanical signal boxes than almost any other county in England, thanks largely to the Settle–Carlisle line and the Cumbrian Coast route, where modernisation has come slowly. But their days are numbered. Network Rail plans to close most of them within the next fifteen years as signalling is concentrated in regional operating centres.",
                    "## A job that has barely changed",
                    "Inside, the boxes look much as they did a century ago: a row of polished levers, a diagram of the tracks on the wall, a train register in which every movement is written by hand, a kettle. The bell codes signallers use to talk to the boxes on either side have not changed since Victorian times.",
                    "“People think it's old-fashioned, and it is,” Hodgson says. “But it works, it's safe, and when the power goes off, it still works. Try that with a computer.”",
                    "FIG: Lever frame at Kirkby Stephen | The lever frame at Kirkby Stephen, installed in 1894",
                    "## What happens when they close",
                    "Some boxes will be demolished. Others, especially those that are listed buildings, will be left standing empty, or handed to heritage groups. At Sellafield and St Bees on the coast, local groups have already asked whether the boxes could be turned into small museums once the signallers leave.",
                    "For the signallers, closure means either retraining to work at a screen in a large operating centre, often many miles from home, or retirement. Most of those Railhead spoke to said they would choose the latter.",
                    "## The last shift",
                    "Hodgson expects his box to close in 2031. He has already decided what he will do on his last shift. “I'll write the last train in the register, same as always,” he says. “Then I'll put the kettle on and wait for someone to come and switch off the lights.”",
                ],
                "newspack-feature-subheads",
                section="Features",
                subtitle="Mechanical signalling has survived in Cumbria longer than almost anywhere else. Not for much longer",
                post_id=18210,
                tags=[("signal-boxes", "Signal boxes"), ("settle-carlisle", "Settle–Carlisle")],
            )
        )
        add(
            story(
                "review",
                "/2027/02/05/book-review-iron-roads-of-the-north-by-alan-pike/",
                "Book review: Iron Roads of the North by Alan Pike",
                "2027-02-05",
                iso_local("2027-02-05 10:00", TZ),
                "2027-02-05 10:00",
                ["Tom Bexley"],
                [
                    "Alan Pike has written about the railways of northern England for thirty years, and Iron Roads of the North reads like the book he has been building towards all that time: a history of the lines across the Pennines, from the first horse-drawn wagonways to the electrification of the TransPennine route.",
                    "It is at its best when Pike writes about people rather than engineering. The chapter on the navvies who built the Ribblehead viaduct, living with their families in shanty towns on the moor, is vivid and moving, and draws on letters and parish records that have not been published before.",
                    "The engineering chapters are thorough but heavier going. Readers who are not already familiar with the difference between a gradient post and a mile post may find the long passages about ruling gradients hard work.",
                    "The photographs, many from private collections, are superb, and the maps drawn for the book are clear and generous. It is a pity the index is so thin.",
                    "These are small complaints. This is the most complete history of the Pennine railways yet written, and it will be the standard work for years to come.",
                ],
                "newspack-review-stars-infobox",
                section="Reviews",
                stars=4,
                info="Iron Roads of the North, by Alan Pike. Ember Press, 320pp, £25",
                post_id=18201,
                tags=[("books", "Books")],
            )
        )

    # --- templates: the magazine -----------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.extra.get("forum"):
            return self.forum_frame(doc, self.forum_main(doc))
        return super().render(doc)

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict[str, Any]] = [
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.title} - Railhead",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "inLanguage": "en-GB",
            },
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": "Railhead",
                "description": "Britain's railway, every week",
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "potentialAction": [
                    {
                        "@type": "SearchAction",
                        "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                        "query-input": "required name=search_term_string",
                    }
                ],
            },
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Railhead Media Ltd",
                "url": f"{ORIGIN}/",
            },
        ]
        if doc.is_article:
            names = doc.authors or [doc.extra["credit"]]
            pids = [f"{ORIGIN}/#/schema/person/{abs(hash_name(n))}" for n in names]
            art: dict[str, Any] = {
                "@type": "Article",
                "@id": f"{url}#article",
                "isPartOf": {"@id": url},
                "author": [{"name": n, "@id": p} for n, p in zip(names, pids, strict=True)],
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": iso_local(doc.extra.get("updated", doc.stamp), TZ),
                "mainEntityOfPage": {"@id": url},
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "articleSection": [doc.section],
                "inLanguage": "en-GB",
            }
            if doc.extra.get("stars"):
                art["@type"] = ["Article", "Review"]
            graph.insert(0, art)
            for n, p in zip(names, pids, strict=True):
                graph.append(
                    {"@type": "Person", "@id": p, "name": n, "url": f"{ORIGIN}/author/{n.lower().replace(' ', '')}/"}
                )
        return json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = f"{doc.title} - Railhead" if doc.key != "home" else "Railhead - Britain's railway, every week"
        metas = [
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="en_GB">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Railhead">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("updated"):
                metas.append(f'<meta property="article:modified_time" content="{iso_local(doc.extra["updated"], TZ)}">')
            metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.extra["credit"])}">')
            metas.append('<meta name="twitter:label1" content="Written by">')
            metas.append(f'<meta name="twitter:data1" content="{esc(", ".join(doc.authors) or doc.extra["credit"])}">')
        body_class = (
            f"post-template-default single single-post postid-{doc.extra['post_id']} single-format-standard wp-custom-logo wp-embed-responsive singular has-sidebar h-nsub h-db h-ll h-dh"
            if doc.is_article
            else (
                "home blog wp-custom-logo h-nsub"
                if doc.key == "home"
                else "archive category category-news wp-custom-logo h-nsub"
            )
        )
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "News"),
                ("/features/", "Features"),
                ("/opinion/", "Opinion"),
                ("/reviews/", "Reviews"),
                ("/heritage/", "Heritage"),
                ("hot", "Forum"),
                ("/subscribe/", "Subscribe"),
            )
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["signal", "sleeper", "boxes", "photocomp", "works"]
        )
        forum_w = (
            "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["t_trip", "t_signal"])
            + f'<li><a href="{CLASS37_TOPIC}">Class 37 farewell railtour: tickets sold out in minutes</a></li>'
        )
        return f"""<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>{esc(title)}</title>
<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">
{chr(10).join(metas)}
<script type="application/ld+json" class="yoast-schema-graph">{self.yoast(doc)}</script>
<link rel="alternate" type="application/rss+xml" title="Railhead &raquo; Feed" href="{ORIGIN}/feed/">
<link rel="stylesheet" id="newspack-style-css" href="/wp-content/themes/newspack-theme/style.css?ver=2.3.1" media="all">
<style id="newspack-theme-colors-inline-css">/*PAD*/</style>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{body_class}">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<div id="page" class="site">
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper"><nav class="secondary-menu" aria-label="Secondary Menu"><ul><li><a href="/about/">About</a></li><li><a href="/advertise/">Advertise</a></li><li><a href="/newsletter/">Newsletter</a></li><li><a href="/forum/login">Forum log in</a></li></ul></nav></div></div>
<div class="middle-header-contain"><div class="wrapper">
<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="400" height="80" src="/wp-content/uploads/2024/03/railhead-logo.png" class="custom-logo" alt="Railhead"></a><p class="site-description">Britain’s railway, every week</p></div>
<nav id="site-navigation" class="main-navigation nav1 dd-menu" aria-label="Top Menu"><ul id="menu-primary-menu" class="main-menu">{nav}</ul></nav>
<div class="header-search-contain"><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" value="" name="s"></label><button type="submit" class="search-submit">Search</button></form></div>
</div></div>
</header>
<div class="newspack_global_ad global_above_header"><div id="div-gpt-ad-above-header" class="newspack-ad-unit" data-ad-unit="leaderboard" style="min-height:90px"></div></div>
<div id="content" class="site-content">
{main}
<aside id="secondary" class="widget-area">
<section id="newspack-popular-2" class="widget widget_newspack_popular"><h2 class="widget-title">Most read</h2><ol>{popular}</ol></section>
<section id="custom_html-3" class="widget widget_custom_html"><h2 class="widget-title">From the forum</h2><ul class="discourse-latest">{forum_w}</ul><p>Popular forum searches: {self.a("search", "sleeper", "aside")} · <a href="/forum/search?q=class%2037">class 37</a> · <a href="/forum/search?q=RETB">RETB</a></p></section>
<section id="newspack-ad-mpu" class="widget"><div class="newspack-ad-unit" data-ad-unit="mpu" style="min-height:250px"></div></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-branding"><div class="wrapper"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/03/railhead-logo-white.png" alt="Railhead" width="200" height="40"></a></div></div>
<div class="footer-widgets wrapper"><section class="widget"><h2 class="widget-title">About Railhead</h2><p>Railhead is an independent weekly magazine about Britain’s railways, published in print and online since 1998.</p></section>
<section class="widget"><ul><li><a href="/contact/">Contact</a></li><li><a href="/privacy-policy/">Privacy policy</a></li><li><a href="/terms/">Terms</a></li><li><a href="/feed/">RSS</a></li></ul></section></div>
<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">&copy; 2027 Railhead Media Ltd.</span> <a class="imprint" href="https://newspack.com/">Proudly powered by Newspack by Automattic</a></div></div>
</footer>
</div>
<div class="cookie-notice" id="cn-notice" role="dialog"><span id="cn-notice-text">We use cookies to give you the best experience on our website and to show you relevant advertising.</span> <a href="#" id="cn-accept-cookie" class="cn-button">Accept</a> <a href="/privacy-policy/" class="cn-more-info">Privacy policy</a></div>
<script src="/wp-content/themes/newspack-theme/js/dist/amp-fallback.js?ver=2.3.1" id="newspack-amp-fallback-js"></script>
<script src="/wp-content/plugins/wp-discourse/lib/discourse-comment/js/load-comments.js?ver=2.5.3"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = []
            for a in doc.authors:
                slug = a.lower().replace(" ", "")
                names.append(
                    f'<span class="author vcard"><a class="url fn n" href="/author/{slug}/">{esc(a)}</a></span>'
                )
            joined = " and ".join(names) if len(names) == 2 else names[0]
            avatars = "".join(
                f'<img alt="" src="/wp-content/uploads/avatars/{a.lower().replace(" ", "-")}-60x60.jpg" class="avatar avatar-80 photo" height="80" width="80">'
                for a in doc.authors
            )
            byline = f'<span class="author-avatar">{avatars}</span><span class="byline"><span>by</span> {joined}</span>'
        else:
            byline = f'<span class="byline"><span>by</span> <span class="author vcard"><a class="url fn n" href="/author/railhead-staff/">{esc(doc.extra["credit"])}</a></span></span>'
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<span class="updated-label">Updated</span> <time class="updated" datetime="{iso_local(doc.extra["updated"], TZ)}">{uk(doc.extra["updated"])}</time>'
        sub = (
            f'<div class="newspack-post-subtitle">{esc(doc.extra["subtitle"])}</div>'
            if doc.extra.get("subtitle")
            else ""
        )
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = f'<div class="review-rating" aria-label="{n} out of 5 stars">{"★" * n}{"☆" * (5 - n)}</div>'
        content = blocks_html(
            self,
            doc.blocks,
            fig=lambda alt, cap: (
                f'<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2027/02/{quote(alt.lower().replace(" ", "-"))}-1024x683.jpg" alt="{esc(alt)}"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'
            ),
        ).replace("<h2>", '<h2 class="wp-block-heading">')
        info = (
            f'<div class="wp-block-group review-info is-layout-flow"><p class="has-small-font-size">{esc(doc.extra["info"])}</p></div>'
            if doc.extra.get("info")
            else ""
        )
        tail = f'<p class="has-small-font-size"><em>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        tags = ", ".join(f'<a href="/tag/{s}/" rel="tag">{esc(t)}</a>' for s, t in doc.extra.get("tags", []))
        bio = ""
        if doc.extra.get("role"):
            bio = f'<div class="author-bio"><img alt="" src="/wp-content/uploads/avatars/jo-whitlock-60x60.jpg" class="avatar" width="60" height="60"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header"><span>{esc(doc.authors[0])}</span></h2><span class="author-job-title">{esc(doc.extra["role"])}</span></div><p>Jo looks after the Railhead forum, the readers’ letters page and our photo competition. You can reach her on the forum as highland_jo.</p><a class="author-link" href="/author/jowhitlock/">More by {esc(doc.authors[0])}</a></div></div>'
        comments = ""
        if doc.extra.get("topic"):
            t = self.docs["t_signal"]
            shown = t.extra["posts"][1:4]
            items = "".join(
                f'<div class="comment"><div class="comment-author-avatar"><img src="/forum/user_avatar/railhead.test/{p.user}/48/1_2.png" alt="" width="48"></div><div class="comment-body"><div class="comment-author"><span class="fn">{esc(p.user)}</span> <span class="comment-date">{short(p.time)}</span></div><div class="comment-content">{blocks_html(self, [b for b in p.blocks if b[0] == "p"], zone="comments")}</div></div></div>'
                for p in shown
            )
            comments = f"""<div id="discourse-comments" class="comments-area"><div id="comments-container" class="comment-list"><div class="respond comment-respond"><h3 class="comment-reply-title">{self.a("t_signal", "Continue the discussion", "comments", 'class="discourse-link"')} on the Railhead forum</h3></div>
<div class="comment-participants"><span>Participants</span> <img src="/forum/user_avatar/railhead.test/wickline_dave/48/1_2.png" alt="" width="25"> <img src="/forum/user_avatar/railhead.test/kestrel_ian/48/1_2.png" alt="" width="25"> <img src="/forum/user_avatar/railhead.test/signalgirl/48/1_2.png" alt="" width="25"></div>
<div class="comments-list">{items}</div><p class="more-replies">{self.a("t_signal", "34 more replies", "comments")}</p></div></div>"""
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<article class="post-has-image"><figure class="post-thumbnail"><img src="/wp-content/uploads/2027/02/thumb-{self.docs[k].extra["post_id"]}-400x300.jpg" alt=""></figure><div class="entry-wrapper"><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3></div></article>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        cat = (
            self.a("news", "News", "breadcrumb", 'rel="category tag"')
            if doc.section == "News"
            else f'<a href="/{doc.section.lower()}/" rel="category tag">{esc(doc.section)}</a>'
        )
        return f"""<div id="primary" class="content-area">
<main id="main" class="site-main">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span>{cat}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{sub}
<div class="entry-subhead">
<div class="entry-meta">{byline}<span class="posted-on"><time class="entry-date published" datetime="{doc.iso}">{uk(doc.stamp)}</time>{updated}</span></div>
<div class="newspack-sharing"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="share-facebook">Facebook</a> <a href="https://x.com/intent/tweet?url={u}" class="share-twitter">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}" class="share-email">Email</a></div>
</div>
</header>
<figure class="post-thumbnail"><img width="1200" height="800" src="/wp-content/uploads/2027/02/lead-{doc.extra["post_id"]}-1200x800.jpg" class="attachment-newspack-featured-image size-newspack-featured-image wp-post-image" alt=""><figcaption><span class="image-credit"><span class="credit-label-wrapper">Credit:</span> Railhead archive</span></figcaption></figure>
<div class="main-content">
<article id="post-{doc.extra["post_id"]}" class="post-{doc.extra["post_id"]} post type-post status-publish format-standard has-post-thumbnail hentry category-{doc.section.lower()} entry">
{stars}
<div class="entry-content">
{content}
{tail}
<div class="newspack-ad-unit in-article" data-ad-unit="in-article" style="min-height:250px"></div>
</div>
{info}
<footer class="entry-footer"><span class="tags-links"><span>Tagged: </span>{tags}</span></footer>
{bio}
</article>
{comments}
<div class="wp-block-newspack-blocks-homepage-articles related-posts"><h2 class="article-section-title"><span>Read more</span></h2>{related}</div>
<div class="newspack-newsletters-signup"><h3>The Railhead Weekly</h3><p>The week’s railway news in your inbox every Friday.</p><form><input type="email" placeholder="Email address"><button>Sign up</button></form></div>
</div>
</main>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        arts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            by = ", ".join(d.authors) or d.extra["credit"]
            arts.append(
                f'<article class="post-has-image tag-{d.section.lower()}"><figure class="post-thumbnail"><img src="/wp-content/uploads/2027/02/thumb-{d.extra["post_id"]}-400x300.jpg" alt="" loading="lazy"></figure><div class="entry-wrapper"><div class="cat-links">{esc(d.section)}</div><h2 class="entry-title">{self.a(k, d.title, "content")}</h2><div class="excerpt"><p>{esc(d.extra.get("subtitle") or self.lede(d))}</p></div><div class="entry-meta"><span class="byline">by {esc(by)}</span> <time class="entry-date published" datetime="{d.iso}">{uk(d.stamp)}</time></div></div></article>'
            )
        for path, title, day in doc.extra.get("older", []):
            arts.append(
                f'<article class="post-has-image"><div class="entry-wrapper"><h2 class="entry-title"><a href="{path}">{esc(title)}</a></h2><div class="entry-meta"><time class="entry-date">{day}</time></div></div></article>'
            )
        if doc.key == "home":
            head = '<h1 class="screen-reader-text">Railhead</h1>'
        else:
            head = f'<header class="page-header"><span class="page-subtitle">Category</span><h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-description"><p>Railway news from across Britain, every weekday.</p></div></header>'
        pager = ""
        if doc.key == "news":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("news2", "2", "pagination", PN)} <a class="page-numbers" href="/news/page/3/">3</a> <span class="page-numbers dots">&hellip;</span> <a class="page-numbers" href="/news/page/96/">96</a> {self.a("news2", "Next", "pagination", PN_NEXT)}</div></nav>'
        elif doc.key == "news2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("news", "Previous", "pagination", PN_PREV)} {self.a("news", "1", "pagination", PN)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/news/page/3/">3</a> <a class="next page-numbers" href="/news/page/3/">Next</a></div></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="wp-block-group home-forum"><h2 class="article-section-title"><span>On the forum</span></h2><p>{self.a("hot", "Hot topics", "content")} · {self.a("t_trip", "Trip report: the sleeper to Fort William in the snow", "content")} · {self.a("t_class37", "Class 37 railtour thread (page 2)", "content")}</p></div><div class="wp-block-group"><p>{self.a("news", "More news", "content")}</p></div>'
        return f"""<div id="primary" class="content-area">
<main id="main" class="site-main">
{head}
<div class="wp-block-newspack-blocks-homepage-articles wpnbha show-image image-alignleft ts-3 is-4 is-landscape">
{chr(10).join(arts)}
</div>
{extra}
{pager}
</main>
</div>"""

    def service_main(self, doc: Doc) -> str:  # pragma: no cover - no magazine service pages
        return f"<main id='main'><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</main>"

    # --- templates: the forum (Discourse crawler view) ------------------------------------------------------------

    def post_html(self, p: Post) -> str:
        out = []
        for line in p.lines:
            if line.startswith("> "):
                who, said = line[2:].split(": ", 1)
                out.append(
                    f'<aside class="quote no-group" data-username="{esc(who)}"><div class="title"><img alt="" width="24" height="24" src="/forum/user_avatar/railhead.test/{esc(who)}/48/1_2.png" class="avatar"> {esc(who)}:</div><blockquote><p>{esc(said)}</p></blockquote></aside>'
                )
            else:
                out.append(
                    blocks_html(
                        self,
                        parse([line]),
                        fig=lambda alt, cap: (
                            f'<div class="lightbox-wrapper"><a class="lightbox" href="/forum/uploads/default/original/3X/{abs(hash_name(alt)) % 10**8:08d}.jpeg" title="{esc(cap)}"><img src="/forum/uploads/default/optimized/3X/{abs(hash_name(alt)) % 10**8:08d}_2_690x460.jpeg" alt="{esc(alt)}" width="690" height="460"><div class="meta"><span class="filename">{esc(cap)}</span><span class="informations">4032×3024 2.1 MB</span></div></a></div>'
                        ),
                        zone="comments",
                    )
                )
        return "\n".join(out)

    def forum_head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.kind == "forum-topic":
            cat = doc.extra["category"][0]
            title = f"{doc.title} - {cat} - Railhead Forum"
            if doc.extra.get("first"):
                title = f"{doc.title} - {cat} - Page 2 - Railhead Forum"
        elif doc.kind == "soft-404":
            title = "Page Not Found - Railhead Forum"
        elif doc.key == "user":
            title = "Profile - kestrel_ian - Railhead Forum"
        elif doc.key == "tag":
            title = "Latest 'far-north-line' topics - Railhead Forum"
        elif doc.key == "search":
            title = "Search results for 'sleeper' - Railhead Forum"
        else:
            title = "Hot topics - Railhead Forum"
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.forum_description(doc))}">',
            '<meta name="generator" content="Discourse 3.4.2 - https://github.com/discourse/discourse version 5e7cf0b1a6">',
            '<link rel="icon" type="image/png" href="/forum/uploads/default/optimized/1X/favicon_32x32.png">',
            '<meta name="theme-color" media="all" content="#ffffff">',
            f'<link rel="canonical" href="{esc(url.split("?")[0] if doc.kind != "forum-topic" or not doc.extra.get("first") else url)}">',
            '<link rel="search" type="application/opensearchdescription+xml" href="/forum/opensearch.xml" title="Railhead Forum Search">',
            '<meta property="og:site_name" content="Railhead Forum">',
            '<meta property="og:type" content="website">',
            '<meta name="twitter:card" content="summary">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.kind == "forum-topic":
            first = doc.extra["posts"][0]
            name, _slug, color = doc.extra["category"]
            out += [
                f'<meta property="og:article:section" content="{esc(name)}">',
                f'<meta property="og:article:section:color" content="{color}">',
                *(f'<meta property="og:article:tag" content="{t}">' for t in doc.extra["tags"]),
                '<meta name="twitter:label1" value="Reading time">',
                f'<meta name="twitter:data1" value="{max(1, sum(len(" ".join(p.lines).split()) for p in doc.extra["posts"]) // 200)} mins 🕑">',
                '<meta name="twitter:label2" value="Likes">',
                f'<meta name="twitter:data2" value="{sum(p.score for p in doc.extra["posts"])} ❤">',
                f'<meta property="article:published_time" content="{disc_iso(first.time).replace("Z", "+00:00")}">',
                '<meta property="og:ignore_canonical" content="true">',
            ]
            if not doc.extra.get("first"):
                ld: dict[str, Any] = {
                    "@context": "http://schema.org",
                    "@type": "DiscussionForumPosting",
                    "@id": url,
                    "headline": doc.title,
                    "articleSection": name,
                    "keywords": ", ".join(doc.extra["tags"]),
                    "articleBody": " ".join(
                        ln for ln in first.lines if not ln.startswith(("RAW:", "FIG:", "### ", "> "))
                    )[:500],
                    "author": {"@type": "Person", "name": first.user, "url": f"{ORIGIN}/forum/u/{first.user}"},
                    "datePublished": disc_iso(first.time),
                    "interactionStatistic": [
                        {
                            "@type": "InteractionCounter",
                            "interactionType": "http://schema.org/LikeAction",
                            "userInteractionCount": sum(p.score for p in doc.extra["posts"]),
                        },
                        {
                            "@type": "InteractionCounter",
                            "interactionType": "http://schema.org/CommentAction",
                            "userInteractionCount": len(doc.extra["posts"]) - 1,
                        },
                    ],
                    "publisher": {
                        "@type": "Organization",
                        "name": "Railhead Forum",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/forum/uploads/default/original/1X/logo.png"},
                    },
                    "comment": [
                        {
                            "@type": "Comment",
                            "text": " ".join(ln for ln in p.lines if not ln.startswith(("RAW:", "> ")))[:300],
                            "datePublished": disc_iso(p.time),
                            "author": {"@type": "Person", "name": p.user, "url": f"{ORIGIN}/forum/u/{p.user}"},
                        }
                        for p in doc.extra["posts"][1:4]
                    ],
                }
                if doc.extra.get("shares"):
                    ld["sharedContent"] = {"@type": "WebPage", "url": self.url(doc.extra["shares"])}
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            else:
                out.append(f'<link rel="prev" href="{CLASS37_TOPIC}">')
                out.append(f'<link rel="next" href="{CLASS37_TOPIC}?page=3">')
        return "\n".join(out)

    def forum_description(self, doc: Doc) -> str:
        if doc.kind == "forum-topic":
            first = doc.extra["posts"][0]
            text = " ".join(ln for ln in first.lines if not ln.startswith(("RAW:", "FIG:", "### ", "> ")))
            return text[:150].rsplit(" ", 1)[0] + " …"
        return "The Railhead forum: Britain's railways discussed by readers, enthusiasts and railway staff."

    def forum_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
{self.forum_head(doc)}
<meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0, viewport-fit=cover">
<link href="/forum/stylesheets/color_definitions_railhead_3_5_0f2b0e1c.css" media="all" rel="stylesheet" class="light-scheme">
<link href="/forum/stylesheets/desktop_0f2b0e1c.css" media="all" rel="stylesheet" data-target="desktop">
<style>/*PAD*/</style>
</head>
<body class="crawler browser-update">
<header>
<a href="/forum/"><img src="/forum/uploads/default/original/1X/railhead-forum-logo.png" alt="Railhead Forum" id="site-logo" style="max-width: 150px;"></a>
<div class="custom-header-links"><a href="/">Railhead.test</a> · {self.a("news", "News", "nav")} · <a href="/subscribe/">Subscribe to the magazine</a></div>
</header>
<div id="main-outlet" class="wrap" role="main">
{main}
</div>
<footer class="container wrap">
<nav class="crawler-nav"><ul>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/forum/" itemprop="url">Home </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/forum/categories" itemprop="url">Categories </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name">{self.a("hot", "Hot ", "footer", 'itemprop="url"')}</span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/forum/guidelines" itemprop="url">Guidelines </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/forum/tos" itemprop="url">Terms of Service </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/privacy-policy/" itemprop="url">Privacy Policy </a></span></li>
</ul></nav>
<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p>
</footer>
<div class="buorg"><div>Unfortunately, <a href="https://www.discourse.org/faq/#browser">your browser is unsupported</a>. Please <a href="https://browsehappy.com">switch to a supported browser</a> to view rich content, log in and reply.</div></div>
</body>
</html>"""

    def forum_main(self, doc: Doc) -> str:
        if doc.kind == "forum-topic":
            return self.topic_main(doc)
        if doc.kind == "soft-404":
            return f"""<div class="page-not-found">
<h1 class="title">{esc(doc.title)}</h1>
</div>
<div class="row"><div class="page-not-found-topics">
<div class="popular-topics"><h2 class="popular-topics-title">Popular</h2>
{"".join(f'<div class="not-found-topic">{self.a(k, self.docs[k].title, "content")}</div>' for k in ["t_trip", "t_signal"])}
<div class="not-found-topic"><a href="{CLASS37_TOPIC}">Class 37 farewell railtour: tickets sold out in minutes</a></div>
<a href="/forum/latest" class="btn btn-default">More…</a></div>
<div class="recent-topics"><h2 class="recent-topics-title">Recent</h2><div class="not-found-topic"><a href="/forum/t/settle-carlisle-this-weekend-bus-replacement-or-avoid/48221">Settle-Carlisle this weekend: bus replacement or avoid?</a></div></div>
</div></div>
<div class="row"><div class="page-not-found-search"><h2>Search this site</h2><form action="/forum/search" id="discourse-search"><input type="text" name="q" value=""><button class="btn btn-primary">Search</button></form></div></div>"""
        if doc.key == "user":
            return self.user_main(doc)
        if doc.key == "search":
            return self.search_main(doc)
        return self.topic_list(doc)

    def topic_row(self, t: tuple[Any, ...]) -> str:
        key, cat, replies, views, last, pages = t
        if key in self.docs:
            title = self.docs[key].title
            link = self.a(key, title, "content", "itemprop='url' class='title raw-link raw-topic-link'")
        else:
            title = TOPIC_TITLES[key]
            link = f"<a href='{key}' itemprop='url' class='title raw-link raw-topic-link'>{esc(title)}</a>"
        page_links = ""
        if pages:
            page_links = f" <span class='page-links'>( {self.a('t_class37', '2', 'content')} <a href='{CLASS37_TOPIC}?page=3'>3</a> <a href='{CLASS37_TOPIC}?page=4'>4</a> )</span>"
        return f"""<tr class="topic-list-item">
<td class="main-link" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><meta itemprop="position" content="1"><span class="link-top-line">{link}{page_links}</span><div class="link-bottom-line"><a href="/forum/c/{cat.lower().replace(" & ", "-").replace(" ", "-")}" class="badge-wrapper bullet"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name">{esc(cat)}</span></span></a></div></td>
<td class="replies"><span class="posts" title="posts">{replies}</span></td>
<td class="views"><span class="views" title="views">{views}</span></td>
<td>{short(last)}</td>
</tr>"""

    def topic_list(self, doc: Doc) -> str:
        rows = "\n".join(self.topic_row(t) for t in doc.extra["topics"])
        if doc.key == "tag":
            head = f'<div class="tag-show-heading"><h1 class="discourse-tag">{esc(doc.title)}</h1><p class="tag-info">Topics about the line from Inverness to Wick and Thurso.</p></div>'
        else:
            head = f'<div class="navigation-container"><ul class="nav nav-pills"><li><a href="/forum/latest">Latest</a></li><li><a href="/forum/top">Top</a></li><li class="active">{self.a("hot", "Hot", "nav")}</li><li><a href="/forum/categories">Categories</a></li></ul></div><h1 class="list-title">{esc(doc.title)}</h1>'
        return f"""{head}
<div class="topic-list-container" itemscope itemtype="http://schema.org/ItemList">
<meta itemprop="itemListOrder" content="http://schema.org/ItemListOrderDescending">
<table class="topic-list">
<thead><tr><th>Topic</th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead>
<tbody>
{rows}
</tbody>
</table>
</div>
<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><b><a rel="next" itemprop="url" href="{self.docs[doc.key].path}?page=1">next page →</a></b></span></div>"""

    def topic_main(self, doc: Doc) -> str:
        name, slug, color = doc.extra["category"]
        tags = "".join(
            self.a("tag", t, "tag", "class='discourse-tag' rel='tag'")
            if t == "far-north-line"
            else f"<a href='/forum/tag/{t}' class='discourse-tag' rel='tag'>{t}</a>"
            for t in doc.extra["tags"]
        )
        base = doc.path.split("?")[0]
        first_n = doc.extra.get("first", 1)
        posts = []
        for i, p in enumerate(doc.extra["posts"]):
            n = first_n + i
            user = (
                self.a("user", p.user, "byline", "itemprop='url'", inner=f"<span itemprop='name'>{esc(p.user)}</span>")
                if p.user == "kestrel_ian"
                else f"<a itemprop='url' href='/forum/u/{p.user}'><span itemprop='name'>{esc(p.user)}</span></a>"
            )
            staff = (
                " <span class='user-title'>Railhead staff</span>"
                if p.flags.get("staff") or p.user == "railhead_editors"
                else ""
            )
            prop = "" if n == 1 else " itemprop='comment' itemscope itemtype='http://schema.org/Comment'"
            likes = (
                f"<div itemprop='interactionStatistic' itemscope itemtype='http://schema.org/InteractionCounter'><meta itemprop='interactionType' content='http://schema.org/LikeAction'><meta itemprop='userInteractionCount' content='{p.score}'><span class='post-likes'>{p.score} Likes</span></div>"
                if p.score
                else ""
            )
            posts.append(f"""<div id="post_{n}"{prop} class="topic-body crawler-post">
<div class="crawler-post-meta">
<span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">{user}{staff}</span>
<link itemprop="mainEntityOfPage" href="{ORIGIN}{base}">
<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{disc_iso(p.time)}" class="post-time">{disc(p.time)}</time><meta itemprop="dateModified" content="{disc_iso(p.time)}"><span itemprop="position">{n}</span></span>
</div>
<div class="post" itemprop="text">
{self.post_html(p)}
</div>
{likes}
</div>""")
        nav = ""
        if doc.extra.get("first"):
            nav = f"""<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" class="topic-body crawler-post"><span itemprop="name"><a rel="prev" itemprop="url" href="{base}">← previous page</a></span> <span itemprop="name"><b><a rel="next" itemprop="url" href="{base}?page=3">next page →</a></b></span></div>"""
        related = "".join(
            self.topic_row(t) for t in self.docs["hot"].extra["topics"][:6] if t[0] not in (doc.key, base)
        )
        return f"""<div id="topic-title">
<h1><a href="{base}">{esc(doc.title)}</a></h1>
<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="/forum/c/{slug}" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg" style="background-color: #{color}"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">{esc(name)}</span></span></a><meta itemprop="position" content="1"></span></div>
<div class="topic-category"><div class="discourse-tags list-tags">{tags}</div></div>
</div>
<div itemscope itemtype="http://schema.org/DiscussionForumPosting">
<meta itemprop="headline" content="{esc(doc.title)}">
<link itemprop="url" href="{ORIGIN}{base}">
<meta itemprop="articleSection" content="{esc(name)}">
<meta itemprop="keywords" content="{", ".join(doc.extra["tags"])}">
<div itemprop="publisher" itemscope itemtype="http://schema.org/Organization"><meta itemprop="name" content="Railhead Forum"></div>
{chr(10).join(posts)}
</div>
{nav}
<div id="related-topics" class="more-topics__list" role="complementary" aria-labelledby="related-topics-title"><h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3><div class="topic-list-container"><table class="topic-list"><thead><tr><th>Topic</th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead><tbody>{related}</tbody></table></div></div>"""

    def user_main(self, doc: Doc) -> str:
        tops = f"<li>{self.a('t_trip', self.docs['t_trip'].title, 'content')} <span class='likes'>48 ❤</span></li><li><a href='/forum/t/trip-report-inverness-to-thurso-on-a-158-in-a-gale/46902'>Trip report: Inverness to Thurso on a 158 in a gale</a> <span class='likes'>31 ❤</span></li><li><a href='/forum/t/best-lineside-spots-on-the-s-and-c-in-winter/48112'>Best lineside spots on the S&amp;C in winter</a> <span class='likes'>17 ❤</span></li>"
        replies = f"<li>{self.a('t_class37', 'Class 37 farewell railtour: tickets sold out in minutes', 'content')}</li><li>{self.a('t_signal', self.docs['t_signal'].title, 'content')}</li><li><a href='/forum/t/why-do-class-158s-still-run-the-kyle-line-in-2027/48177'>Why do Class 158s still run the Kyle line in 2027?</a></li>"
        return f"""<div class="user-crawler">
<img alt="" src="/forum/user_avatar/railhead.test/kestrel_ian/240/88_2.png" class="avatar" width="120" height="120">
<h1 class="username">{esc(doc.title)}</h1>
<h2 class="full-name">Ian Kestrel</h2>
<h3 class="user-profile-title">Trip reporter</h3>
<div class="bio"><p>Retired schoolteacher in Perth. Forty years of travelling on Scottish branch lines and writing about it. Photos mostly taken on an old Fuji.</p></div>
<div class="details"><span>Joined</span> <span class="value">Mar 14, 2011</span> · <span>Last post</span> <span class="value">{short("2027-02-09 08:40")}</span> · <span>Seen</span> <span class="value">Feb 10</span> · <span>Trust level</span> <span class="value">Regular</span> · <span>Location</span> <span class="value">Perth, Scotland</span></div>
</div>
<section class="user-content user-summary-page">
<div class="stats-section"><h3 class="stats-title">Stats</h3><ul><li><span class="value">1.2k</span> days visited</li><li><span class="value">19d</span> read time</li><li><span class="value">211</span> topics created</li><li><span class="value">3.4k</span> posts created</li><li><span class="value">9.8k</span> ❤ received</li></ul></div>
<div class="top-section"><div class="replies-section"><h3 class="stats-title">Top replies</h3><ul>{replies}</ul></div>
<div class="topics-section"><h3 class="stats-title">Top topics</h3><ul>{tops}</ul></div></div>
<div class="top-section"><div class="links-section"><h3 class="stats-title">Top links</h3><ul><li>{self.a("signal", "Far North Line resignalling contract awarded to Northlight consortium", "content")}</li><li><a href="https://www.networkrail.test/running-the-railway/our-routes/scotland/">networkrail.test</a></li></ul></div>
<div class="badges-section"><h3 class="stats-title">Top badges</h3><ul><li>Great Topic</li><li>Nice Reply</li><li>Anniversary</li></ul></div></div>
</section>"""

    def search_main(self, doc: Doc) -> str:
        results = [
            (
                "t_trip",
                "Long one, sorry. I finally did the trip I've been putting off for years: the Highland sleeper from Euston to Fort William, in February…",
            ),
            (
                "/forum/t/highland-sleeper-to-add-sunday-night-service-to-fort-william-from-may/48201",
                "The overnight sleeper between London and Fort William will run on Sunday nights for the first time from May…",
            ),
            (
                "/forum/t/sleeper-rooms-is-the-club-room-worth-the-extra/47811",
                "Booked a club room for the Inverness sleeper next month. Anyone got views on whether the en-suite is worth another £90?",
            ),
            (
                "/forum/t/sleeper-cancelled-at-short-notice-what-are-my-rights/47654",
                "Got a text at 19:30 saying tonight's Aberdeen sleeper is cancelled because of the storm. What am I entitled to?",
            ),
            (
                "/forum/t/class-73-on-the-sleepers-how-much-longer/47102",
                "With the new bi-modes arriving, how long are the 73s going to last on the Highland sleepers?",
            ),
        ]
        items = []
        for key, blurb in results:
            if key in self.docs:
                link = self.a(key, self.docs[key].title, "content", "class='search-link'")
            else:
                link = (
                    f"<a class='search-link' href='{key}'>{esc(key.split('/')[3].replace('-', ' ').capitalize())}</a>"
                )
            items.append(
                f"<div class='fps-result'><div class='topic'>{link}</div><div class='blurb container'>{esc(blurb)}</div></div>"
            )
        return f"""<div class="search-container">
<h1 class="search-page-heading">{esc(doc.title)}</h1>
<form action="/forum/search" class="search-bar"><input type="text" name="q" value="sleeper" class="full-page-search"><button class="btn btn-primary search">Search</button></form>
<div class="search-info"><span class="result-count">5 results for <span class="term">sleeper</span></span> <a href="/forum/search?q=sleeper&amp;page=2" rel="next">More…</a></div>
<div class="search-results fps-search-results" role="region">
{"".join(items)}
</div>
</div>"""


def hash_name(name: str) -> int:
    """A stable number for a name (Yoast person ids, upload hashes): not Python's salted hash()."""
    h = 0
    for ch in name:
        h = (h * 131 + ord(ch)) % 2_147_483_647
    return h
