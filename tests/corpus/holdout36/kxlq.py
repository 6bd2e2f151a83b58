# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""KXLQ 9 News: a Boise, Idaho TV station of a broadcast group (Gray-like) on an **Arc XP / Fusion** front end:
`/2026/12/04/<slug>/` URLs whose date is the **UTC** day, a `window.Fusion=` state blob with the ANS story
(`content_elements`) in a `<script id="fusion-metadata">`, styled-components class names
(`default__StyledText-sc-…`), a red "WEATHER ALERT" bar on every page, and the group's habit of printing
**"Published: Dec. 4, 2026 at 2:40 AM UTC"**. The station is in Mountain time (MST, -07:00 in December), so an
evening story is printed, stamped and filed under the next day. Stories are mostly a lead video plus 3-5 short
paragraphs; bylines "By KXLQ Staff", "By KXLQ Staff and Daniel Reyes", and an AP wire story printed
"By MARCUS HALE Associated Press" (JSON-LD `Person` "MARCUS HALE"); staff stories carry a JSON-LD `Person`
named "KXLQ Staff", the investigation an `Organization`, the brief no JSON-LD at all. The video page (a player
and one line) is not an article."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

from common import Base, moment, page, story, zulu
from sitekit import Doc, css_rules, esc, plain

MST = -7
ARTS = ["storm", "forecast", "crash", "brief", "toydrive", "ap", "levy", "investigates"]
TLH, HL, BTN, IMGL = 'class="text-list-headline"', 'class="headline-link"', 'class="btn btn-more"', 'class="image-link"'
SC = "default__StyledText-sc-1wxyvyl-0 fZkLpq body-paragraph"


def gray_stamp(t: datetime) -> str:
    """The group's printed time: always UTC."""
    u = t.astimezone(UTC)
    return f"{u:%b}. {u.day}, {u.year} at {u.hour % 12 or 12}:{u:%M} {'AM' if u.hour < 12 else 'PM'} UTC"


def arc_id(key: str) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    h = int(hashlib.sha256(key.encode()).hexdigest(), 16)
    return "".join(alphabet[(h >> (5 * i)) & 31] for i in range(26))


def tv(
    key: str,
    slug: str,
    title: str,
    local: str,
    authors: list[str],
    byline: str,
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    t = moment(local, MST)
    u = t.astimezone(UTC)
    return story(
        key,
        f"/{u:%Y/%m/%d}/{slug}/",
        title,
        t.date().isoformat(),
        zulu(t, millis=True),
        gray_stamp(t),
        authors,
        lines,
        shape,
        byline=byline,
        local=local,
        **extra,
    )


class Kxlq(Base):
    origin = "https://www.kxlq.test"
    name = "KXLQ"
    prefix = "kxlq"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kxlq",
            [
                ".alert-bar",
                ".headline__StyledText-sc-1x9k3pd-0",
                ".default__StyledText-sc-1wxyvyl-0",
                ".article-body-wrapper",
                ".video-player-container",
                ".results-list-container",
                ".site-footer",
                ".chain-list",
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
                "KXLQ 9 News",
                "arc-homepage",
                list=["storm", "forecast", "crash", "brief", "toydrive", "ap", "levy", "investigates"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "arc-section-front",
                list=["crash", "brief", "toydrive", "levy", "storm"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local/?page=2",
                "section",
                "Local News",
                "arc-section-front-page2",
                list=["investigates", "ap", "forecast"],
            )
        )
        add(
            page(
                "weather",
                "/weather/",
                "section",
                "First Alert Weather",
                "arc-weather-front",
                list=["forecast", "storm", "video"],
                intro="FIRST ALERT WEATHER DAY: Friday night into Saturday. Snow develops after 6 PM; 1-3 inches in the valley, 6-10 inches in the mountains.",
            )
        )
        add(
            page(
                "tag",
                "/topic/boise-school-district/",
                "tag",
                "Boise School District",
                "arc-topic-page",
                list=["levy", "brief"],
            )
        )
        add(
            page(
                "author",
                "/authors/hannah-brooks/",
                "author",
                "Hannah Brooks",
                "arc-author-page",
                list=["levy"],
                bio="Hannah Brooks covers education and Boise city government for KXLQ. She joined the station in 2023 from a newspaper in Twin Falls.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=snow",
                "search",
                "Search results for “snow”",
                "arc-search-results",
                list=["forecast", "storm", "video"],
            )
        )
        add(
            page(
                "video",
                "/video/2026/12/04/raw-ride-along-with-itd-snowplow-i-84/",
                "video",
                "RAW: Ride along with an ITD snowplow on I-84",
                "arc-video-page-one-line",
                [
                    "Take a ride with an Idaho Transportation Department plow driver on Interstate 84 near Mountain Home early Friday."
                ],
                local="2026-12-04 07:45",
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About KXLQ",
                "station-about",
                [
                    "KXLQ 9 has served southwest Idaho and eastern Oregon since 1959. Our newsroom on Fairview Avenue produces more than 30 hours of local news every week, along with the First Alert Weather team’s forecasts on air, online and in the KXLQ 9 News app.",
                    "## Contact the newsroom",
                    "Send story ideas, photos and video to news@kxlq.test or call (208) 555-0199. For questions about programming, call the main station line at (208) 555-0100.",
                    "## Careers",
                    "KXLQ is part of Summit Media Group. Open positions are listed on our careers page. Summit Media Group is an equal opportunity employer.",
                ],
            )
        )
        add(
            page(
                "eeo",
                "/eeo-public-file-report/",
                "policy",
                "EEO Public File Report",
                "fcc-eeo-report",
                [
                    "This report covers the period from Dec. 1, 2025 to Nov. 30, 2026 for KXLQ(TV), Boise, Idaho, and is placed in the station’s public inspection file as required by the Federal Communications Commission.",
                    "T: Position filled | Date filled | Recruitment sources used | Source of hire",
                    "T: Multimedia Journalist | Feb. 9, 2026 | 1, 2, 4, 7 | 2",
                    "T: Master Control Operator | April 20, 2026 | 1, 3, 5 | 5",
                    "T: Account Executive | June 1, 2026 | 1, 2, 6 | 1",
                    "T: Meteorologist | Aug. 17, 2026 | 1, 2, 4 | 4",
                    "T: Producer | Oct. 5, 2026 | 1, 2, 7 | 7",
                    "Recruitment sources: 1. Station website; 2. Indeed; 3. Boise State University career services; 4. TVNewsCheck job board; 5. Idaho Department of Labor; 6. Employee referral; 7. Idaho State Broadcasters Association.",
                    "Supplemental efforts during the period included two job fairs, a mentoring program with Boise State student journalists and a station tour for high school media classes.",
                ],
            )
        )

        add(
            tv(
                "storm",
                "itd-crews-pre-treat-i-84-highway-55-ahead-seasons-first-big-snow",
                "ITD crews pre-treat I-84 and Highway 55 ahead of season’s first big snow",
                "2026-12-04 05:52",
                ["Daniel Reyes"],
                "By KXLQ Staff and [[author-dr|Daniel Reyes]]",
                [
                    "BOISE, Idaho (KXLQ) — Idaho Transportation Department crews spent Thursday night spraying brine on Interstate 84 and Highway 55 as the Treasure Valley braces for its first significant snowfall of the season.",
                    "ITD spokesperson Carla Mendenhall said 42 plows are staged between Mountain Home and the Oregon line, with another 18 assigned to the Highway 55 corridor toward McCall. Drivers will work 12-hour rotations through Sunday.",
                    "“Brine buys us time, but it doesn’t make the road snow-proof,” Mendenhall said. “If you don’t have to be out Friday night, that’s the best thing you can do for our crews.”",
                    "The National Weather Service has issued a winter storm warning for the West Central Mountains from 5 p.m. Friday until 11 a.m. Saturday. The valley floor could see 2 to 4 inches, with up to 10 inches above 5,000 feet.",
                    "Road conditions are updated around the clock on the state’s 511 website and app.",
                ],
                "video-lead-staff-plus-reporter",
                section="Local News",
                video=("ITD crews prepare for first big snow of the season", "1:48"),
                tags=["Weather", "ITD", "Interstate 84"],
            )
        )
        add(
            tv(
                "forecast",
                "first-alert-weather-day-snow-arrives-friday-evening",
                "First Alert Weather Day: Snow arrives Friday evening, heaviest after midnight",
                "2026-12-04 04:30",
                ["Tyler Jensen"],
                "By Tyler Jensen",
                [
                    "We’ve issued a First Alert Weather Day for Friday night into Saturday morning as a cold Pacific system drops into southwest Idaho.",
                    "Friday starts dry and cloudy with highs near 38 degrees in Boise. Snow showers develop along the Owyhee front by late afternoon and spread into the valley between 6 and 8 p.m.",
                    "Here’s what to expect by Saturday at noon:",
                    "- Treasure Valley floor: 1 to 3 inches, locally 4 inches in the foothills",
                    "- Boise Mountains and West Central Mountains: 6 to 10 inches",
                    "- Magic Valley: 1 to 2 inches, with gusty west winds",
                    "Snow tapers to flurries by Saturday midday, but the cold sticks around. Expect lows in the teens Sunday and Monday mornings, so any slush left on side streets will freeze.",
                    "If you’re headed to McCall or Idaho City this weekend, plan for chain requirements and slow going on Highway 55 and Highway 21.",
                ],
                "weather-story-bulleted-totals",
                section="Weather",
                video=("First Alert Forecast: Friday, Dec. 4", "2:31"),
                tags=["Weather", "First Alert Weather Day"],
            )
        )
        add(
            tv(
                "crash",
                "two-hurt-wrong-way-crash-i-84-near-nampa",
                "Two hurt in wrong-way crash on I-84 near Nampa",
                "2026-12-03 19:40",
                [],
                "By KXLQ Staff",
                [
                    "NAMPA, Idaho (KXLQ) — Two people were taken to a hospital Thursday evening after a wrong-way driver collided with a pickup on Interstate 84 near the Garrity Boulevard exit, Idaho State Police said.",
                    "Troopers received several 911 calls around 6:15 p.m. reporting a sedan traveling west in the eastbound lanes. The sedan struck a Ford F-150 head-on about a mile east of the exit.",
                    "The 54-year-old driver of the pickup, a Nampa man, was flown to Saint Alphonsus Regional Medical Center in Boise. The sedan’s driver, a 31-year-old Caldwell woman, was taken by ground ambulance. Their conditions were not released.",
                    "Eastbound lanes were blocked for nearly two hours. The crash remains under investigation, and ISP said it has not yet determined whether impairment was a factor.",
                ],
                "staff-utc-next-day-url-and-stamp",
                section="Local News",
                video=("Wrong-way crash closes I-84 eastbound near Nampa", "0:58"),
                tags=["Crime & Courts", "Interstate 84"],
            )
        )
        add(
            tv(
                "brief",
                "missing-meridian-teen-found-safe-police-say",
                "Missing Meridian teen found safe, police say",
                "2026-12-04 08:10",
                [],
                "By KXLQ Staff",
                [
                    "MERIDIAN, Idaho (KXLQ) — A 15-year-old Meridian girl reported missing Wednesday has been found safe, the Meridian Police Department said Friday morning.",
                    "Police thanked the public for sharing the alert and said no further information would be released.",
                ],
                "brief-no-video-no-jsonld",
                section="Local News",
                nold=True,
                tags=["Meridian"],
            )
        )
        add(
            tv(
                "toydrive",
                "caldwell-firefighters-toy-drive-falls-short-with-three-weeks-go",
                "Caldwell firefighters’ toy drive falls short with three weeks to go",
                "2026-12-04 10:20",
                ["Daniel Reyes"],
                "By [[author-dr|Daniel Reyes]]",
                [
                    "CALDWELL, Idaho (KXLQ) — The bins at Caldwell Fire Station 1 are usually overflowing by the first week of December. This year, firefighters say they are about half full.",
                    "The department’s Spark of Kindness drive aims to give at least one new toy to 1,400 children in Canyon County. As of Thursday, crews had collected roughly 640 toys and $3,200 in cash donations.",
                    "“People have been generous. There are just more families signing up than ever before,” said Capt. Ruben Aldana, who has organized the drive for nine years.",
                    "New, unwrapped toys can be dropped off at any Caldwell fire station through Dec. 20. The department especially needs gifts for kids ages 10 to 14, which Aldana says are always the hardest to fill.",
                ],
                "video-lead-reporter",
                section="Community",
                video=("Caldwell toy drive needs help for older kids", "2:05"),
                tags=["Caldwell", "Holidays"],
            )
        )
        add(
            tv(
                "ap",
                "idaho-oregon-reach-deal-snake-river-water-releases-salmon",
                "Idaho and Oregon reach deal on Snake River water releases for salmon",
                "2026-12-03 15:25",
                ["MARCUS HALE"],
                "By MARCUS HALE Associated Press",
                [
                    "BOISE, Idaho (AP) — Idaho and Oregon have agreed to a five-year plan for releasing extra water from reservoirs on the Snake River to help young salmon reach the Pacific Ocean, officials from both states said Thursday.",
                    "The agreement, reached after 14 months of negotiations, calls for up to 487,000 acre-feet of water to be released each spring from reservoirs in southern Idaho and along the Oregon border. The water is meant to speed the current through slow stretches of the lower river, where juvenile fish can linger and fall prey to predators.",
                    "Irrigators had worried the deal would take water away from farms in dry years. Under the final terms, the releases would shrink by as much as a third when snowpack in the upper Snake basin falls below 80% of normal on April 1.",
                    "“This is not everything anybody wanted, which is usually how you know it’s a real compromise,” said Gretchen Iverson, director of the Idaho Department of Water Resources.",
                    "Tribal leaders, whose treaty fishing rights have long been at the center of the region’s salmon disputes, gave the plan a cautious welcome. Samuel Whitehorse, fisheries manager for a coalition of Columbia Basin tribes, called the agreement “a step, not a solution” and said the tribes would keep pressing for broader changes to the four dams on the lower Snake in Washington state.",
                    "Snake River sockeye and spring chinook are listed under the Endangered Species Act. Returns of wild spring chinook to Idaho have averaged fewer than 6,000 fish in recent years, a small fraction of historic runs.",
                    "Oregon’s governor said in a statement that the plan “keeps water flowing to fish without pulling the rug out from under farm families.”",
                    "The agreement still needs approval from the U.S. Bureau of Reclamation, which operates most of the reservoirs. A bureau spokesperson said the agency expects to finish its review by early spring.",
                    "SIGN: Associated Press writer Lena Ortiz in Portland, Oregon, contributed to this report.",
                ],
                "ap-wire-caps-byline-no-video",
                section="Regional",
                wire=True,
                tags=["Snake River", "Salmon", "AP"],
            )
        )
        add(
            tv(
                "levy",
                "boise-school-district-trustees-send-38-million-levy-march-ballot",
                "Boise School District trustees send $38 million supplemental levy to March ballot",
                "2026-12-02 21:05",
                ["Hannah Brooks"],
                "By [[author|Hannah Brooks]]",
                [
                    "BOISE, Idaho (KXLQ) — Voters in the Boise School District will decide in March whether to renew and expand the supplemental levy that pays for about 300 teaching positions, trustees decided Wednesday night.",
                    "The board voted 5-2 to ask for $38 million a year for two years, up from the $32 million voters approved in 2024. District officials say the increase would cover rising health insurance costs and keep class sizes in kindergarten through third grade at or below 22 students.",
                    "“We are not asking for anything new,” board chair Linda Okafor said before the vote. “We are asking the community to help us hold on to what we have.”",
                    "Trustees Mark Albrecht and Sheryl Voss voted no, arguing the district should wait until the Legislature finishes its school funding debate in January.",
                    "If approved, the levy would cost the owner of a $450,000 home about $148 a year more than the current one, according to district estimates. The election is March 9.",
                ],
                "reporter-utc-next-day-url-and-stamp",
                section="Local News",
                video=("Boise trustees approve levy request for March ballot", "1:36"),
                tags=["Boise School District", "Education"],
                topic=True,
            )
        )
        add(
            tv(
                "investigates",
                "kxlq-investigates-911-callers-ada-county-waited-minutes-hold",
                "KXLQ Investigates: 911 callers in Ada County waited on hold during staffing crunch",
                "2026-12-01 14:00",
                ["Priya Natarajan"],
                "By Priya Natarajan",
                [
                    "BOISE, Idaho (KXLQ) — When Deborah Lindqvist called 911 on the night her husband collapsed in their Garden City kitchen, she expected a voice right away. Instead, she heard a recording asking her to stay on the line.",
                    "“It felt like forever,” she said. “I was doing CPR with one hand and holding the phone with the other.”",
                    "Call records obtained by KXLQ Investigates through a public records request show Lindqvist waited 74 seconds before a dispatcher answered. She was not alone.",
                    "## Hundreds of calls over the national standard",
                    "Between January and September, 1,912 emergency calls to the Ada County Sheriff’s Office dispatch center waited longer than 20 seconds to be answered, according to the records. The national standard calls for 90% of calls to be answered within 15 seconds and 95% within 20.",
                    "The center met the 15-second standard in only four of those nine months. In July, its worst month, 83% of calls were answered within 15 seconds.",
                    "The longest waits clustered on weekend nights and on wildfire smoke days in August, when call volume jumped by as much as 40%.",
                    "## Vacancies and overtime",
                    "The dispatch center is budgeted for 68 full-time telecommunicators. In September, 17 of those positions were vacant, according to county payroll data. Dispatchers worked more than 21,000 hours of overtime in the first nine months of the year, nearly double the same period in 2025.",
                    "“We have people working 16-hour shifts back to back,” said a dispatcher who asked not to be named because she was not authorized to speak publicly. “You can hear it in everybody’s voice by the end of the night.”",
                    "Training a new dispatcher takes about six months, and nearly a third of trainees leave before finishing, the sheriff’s office said.",
                    "## What the county says",
                    "Communications manager Travis Coburn acknowledged the delays and said the center has taken steps to close the gap, including a $4-an-hour raise approved in October and a new schedule that cuts mandatory overtime.",
                    "“Every second matters on those calls, and our people know that better than anybody,” Coburn said. “We’re not where we want to be, but the trend since October is in the right direction.”",
                    "Coburn said the center answered 91% of calls within 15 seconds in October and November, the first months above the national standard this year.",
                    "Lindqvist’s husband survived after paramedics arrived and took over CPR. She says she doesn’t blame the dispatcher who answered, but wants county commissioners to keep pushing for more staff.",
                    "“The person who picked up was amazing,” she said. “There just needs to be more of them.”",
                    "Ada County commissioners are scheduled to review the dispatch center’s staffing plan at their Dec. 15 meeting.",
                ],
                "investigation-h2-subheads-ld-organization",
                section="Investigates",
                video=("KXLQ Investigates: Waiting on 911", "4:12"),
                dek="Records show nearly 2,000 emergency calls missed the national answer-time standard this year.",
                ld_org=True,
                tags=["KXLQ Investigates", "Ada County"],
            )
        )

    # ---- markup -------------------------------------------------------------------------------------------------
    def href(self, key_or_path: str) -> str:
        # the reporter Daniel Reyes has no page in the set: his byline links outside it
        if key_or_path == "author-dr":
            return "/authors/daniel-reyes/"
        return super().href(key_or_path)

    def ans(self, doc: Doc) -> dict[str, Any]:
        t = moment(doc.extra["local"], MST) if doc.extra.get("local") else None
        elements: list[dict[str, Any]] = []
        for i, b in enumerate(doc.blocks):
            eid = arc_id(f"{doc.key}-{i}")
            if b[0] == "p":
                elements.append({"_id": eid, "type": "text", "content": esc(plain(b[1]))})
            elif b[0] in ("h2", "h3"):
                elements.append({"_id": eid, "type": "header", "level": int(b[0][1]), "content": esc(plain(b[1]))})
            elif b[0] == "ul":
                elements.append(
                    {
                        "_id": eid,
                        "type": "list",
                        "list_type": "unordered",
                        "items": [{"type": "text", "content": esc(plain(x))} for x in b[1]],
                    }
                )
            elif b[0] == "table":
                elements.append({"_id": eid, "type": "table", "rows": b[1]})
        by: list[dict[str, Any]]
        if doc.extra.get("wire"):
            by = [{"type": "author", "name": "MARCUS HALE", "org": "Associated Press"}]
        else:
            by = [{"type": "author", "name": a, "_id": a.lower().replace(" ", "-")} for a in doc.authors]
            if "Staff" in doc.byline:
                by.insert(0, {"type": "author", "name": "KXLQ Staff"})
        out: dict[str, Any] = {
            "_id": arc_id(doc.key),
            "type": "story" if doc.is_article else doc.kind,
            "version": "0.10.9",
            "canonical_url": doc.path,
            "canonical_website": "kxlq",
            "headlines": {"basic": doc.title},
            "credits": {"by": by},
            "content_elements": elements,
            "taxonomy": {
                "primary_section": {"_id": "/news/local", "name": doc.section or "News"},
                "tags": [{"text": x} for x in doc.extra.get("tags", [])],
            },
        }
        if doc.dek:
            out["subheadlines"] = {"basic": doc.dek}
        if t:
            out["display_date"] = out["first_publish_date"] = zulu(t, millis=True)
        if doc.extra.get("wire"):
            out["distributor"] = {"name": "Associated Press", "category": "wires", "subcategory": "ap"}
        if doc.extra.get("video"):
            out["promo_items"] = {
                "basic": {
                    "type": "video",
                    "headlines": {"basic": doc.extra["video"][0]},
                    "duration": doc.extra["video"][1],
                }
            }
        return out

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("local", "Local News"),
                ("weather", "First Alert Weather"),
                ("video", "Watch"),
                ("about", "About Us"),
            )
        )
        nav += '<li class="nav-item"><a href="/news/national/">National</a></li><li class="nav-item"><a href="/sports/">Sports</a></li><li class="nav-item"><a href="/livestream/">Livestream</a></li>'
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)}</title>" if doc.key == "home" else f"<title>{esc(doc.title)} | KXLQ</title>",
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="KXLQ"/>',
            '<meta name="twitter:site" content="@KXLQ9"/>',
        ]
        ld = ""
        if doc.is_article:
            t = moment(doc.extra["local"], MST)
            metas.append('<meta property="og:type" content="article"/>')
            metas.append(f'<meta property="article:published_time" content="{zulu(t, millis=True)}"/>')
            metas.append(f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}"/>')
            if not doc.extra.get("nold"):
                if doc.extra.get("ld_org"):
                    author: Any = {"@type": "Organization", "name": "KXLQ"}
                elif doc.extra.get("wire"):
                    author = [{"@type": "Person", "name": "MARCUS HALE"}]
                else:
                    author = [
                        {"@type": "Person", "name": n}
                        for n in (["KXLQ Staff"] if "Staff" in doc.byline else []) + doc.authors
                    ]
                data = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "datePublished": zulu(t, millis=True),
                    "dateModified": zulu(t, millis=True),
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "KXLQ",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://www.kxlq.test/pf/resources/images/kxlq-logo.png",
                        },
                    },
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "image": [
                        f"https://www.kxlq.test/resizer/{arc_id(doc.key + 'img')}=/1200x675/smart/filters:quality(70)/"
                    ],
                }
                ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        elif doc.kind == "video":
            metas.append('<meta property="og:type" content="video.other"/>')
        else:
            metas.append('<meta property="og:type" content="website"/>')
        fusion = {"arcSite": "kxlq", "contextPath": "/pf", "deployment": "1187", "globalContent": self.ans(doc)}
        blob = (
            'window.Fusion=window.Fusion||{};Fusion.arcSite="kxlq";Fusion.contextPath="/pf";Fusion.mxId=null;'
            f'Fusion.deployment="{fusion["deployment"]}";Fusion.globalContent={json.dumps(fusion["globalContent"], ensure_ascii=False, separators=(",", ":"))};'
            f'Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":{json.dumps(doc.path)},"published":true}}}};'
            'Fusion.contentCache={};Fusion.layout="right-rail";Fusion.lastModified=1796392800000;'
        )
        latest = "".join(
            f'<li class="chain-list__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("storm", "crash", "toydrive", "investigates")
            if k != doc.key
        )
        return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
{chr(10).join(metas)}
{ld}
<link rel="preconnect" href="https://kxlq-prod.cdn.arcpublishing.test"/>
<link rel="stylesheet" href="/pf/dist/engine/react.css?d=1187&amp;mxId=00000000"/>
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head><body><div id="fusion-app" class="layout-section wrap-bottom">
<div class="alert-bar weather-alert" role="alert"><span class="alert-bar__label">WEATHER ALERT</span> {self.a("weather", "Winter Storm Warning for the West Central Mountains from 5 PM Friday until 11 AM MST Saturday", "banner")}</div>
<header class="site-header"><div class="site-header__logo">{self.a("home", "KXLQ 9 News", "nav")}</div><nav class="site-navigation" aria-label="Sections"><ul class="nav-list">{nav}</ul></nav>
<a class="header-search" href="/search/">Search</a> <a class="header-live" href="/livestream/">WATCH LIVE</a></header>
<main class="container" id="main">
{main}
<aside class="right-rail"><div class="chain chain-latest"><h2 class="chain-title">Latest News</h2><ul class="chain-list">{latest}</ul></div>
<div class="ad-container" id="ad-right-1"><div class="arcad" data-slot="right-1">Advertisement</div></div>
<div class="weather-widget"><span class="temp">34°</span> Boise · Cloudy · {self.a("weather", "7-Day Forecast", "aside")}</div></aside>
</main>
<footer class="site-footer"><div class="footer-logo">KXLQ</div><address>1234 W. Fairview Ave., Boise, ID 83702 · (208) 555-0100</address>
<ul class="footer-links"><li><a href="/public-inspection-file/">Public Inspection File</a></li><li><a href="https://publicfiles.fcc.test/tv-profile/kxlq">FCC Applications</a></li><li>{self.a("eeo", "EEO Report", "footer")}</li><li>{self.a("about", "Contact Us", "footer")}</li><li><a href="/terms-of-service/">Terms of Service</a></li><li><a href="/privacy-policy/">Privacy Policy</a></li><li><a href="/closed-captioning/">Closed Captioning/Audio Description</a></li><li><a href="https://apps.apple.test/app/kxlq-9-news/id1189">Get the App</a></li></ul>
<p class="copyright">A Summit Media Station © 2026</p></footer>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We use cookies and similar technologies to personalize content and ads and to analyze our traffic. <a href="/privacy-policy/">Privacy Policy</a></p><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
</div>
<script id="fusion-metadata" type="application/javascript">{blob}</script>
<script src="/pf/dist/engine/react.js?d=1187&amp;mxId=00000000" defer=""></script>
<script src="/pf/dist/components/combinations/default.js?d=1187&amp;mxId=00000000" defer=""></script>
</body></html>"""

    def video_lead(self, doc: Doc) -> str:
        title, dur = doc.extra["video"]
        vid = arc_id(doc.key + "video")
        return (
            f'<div class="lead-art-wrapper"><div class="video-player-container" data-video-id="{vid}" data-autoplay="true">'
            f'<div class="vjs-poster" style="background-image:url(https://kxlq-prod.cdn.arcpublishing.test/photo/{vid[:12]}.jpg)"></div>'
            f'<button class="vjs-big-play-button" title="Play Video">Play Video</button><span class="video-duration">{dur}</span></div>'
            f'<div class="video-caption"><span class="video-title">{esc(title)}</span></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        section_key = "weather" if doc.section == "Weather" else "local"
        lead = self.video_lead(doc) if doc.extra.get("video") else ""
        body = self.blocks(doc, p_tag=f'<p class="{SC}">')
        share = (
            '<div class="share-bar"><a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u='
            + esc(self.url(doc.key))
            + '">Share on Facebook</a>'
            '<a class="share-x" href="https://twitter.com/intent/tweet?url='
            + esc(self.url(doc.key))
            + '">Share on X</a>'
            f'<a class="share-email" href="mailto:?subject={esc(doc.title)}">Email This Link</a></div>'
        )
        updated = ""
        if doc.key in ("storm", "forecast", "investigates"):
            t = moment(doc.extra["local"], MST)
            later = t.replace(hour=min(t.hour + 3, 23))
            updated = f' <span class="updated-date__value">|Updated: {gray_stamp(later)}</span>'
        topic = (
            f'<div class="tags-row">{self.a("tag", "Boise School District", "content")}</div>'
            if doc.extra.get("topic")
            else ""
        )
        copy = (
            "Copyright 2026 The Associated Press. All rights reserved."
            if doc.extra.get("wire")
            else "Copyright 2026 KXLQ. All rights reserved."
        )
        more = "".join(
            f'<div class="results-list--headline-container">{self.a(k, self.docs[k].title, "related", TLH)}</div>'
            for k in ARTS
            if k != doc.key
        )
        dek = f'<h2 class="subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        return f"""<article class="article-container" data-arc-id="{arc_id(doc.key)}">
<div class="article-header">
<div class="section-label">{self.a(section_key, doc.section, "breadcrumb")}</div>
<h1 class="headline__StyledText-sc-1x9k3pd-0 hDmLwU headline">{esc(doc.title)}</h1>
{dek}
<div class="byline-container"><span class="byline">{self.inline(doc.byline, "byline")}</span></div>
<div class="article-dates"><span class="published-date__value">Published: {doc.stamp}</span>{updated}</div>
{share}
</div>
{lead}
<div class="article-body-wrapper b-article-body">
{body}
</div>
<div class="ad-container" id="ad-inline-2"><div class="arcad">Advertisement</div></div>
<p class="copyright-notice">{copy}</p>
{topic}
</article>
<section class="more-stories"><h2 class="chain-title">More Local News</h2>{more}</section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            stamp = d.stamp if d.is_article else gray_stamp(moment(d.extra["local"], MST))
            if doc.key == "home" and i == 0:
                img = f'<img alt="" src="/resizer/{arc_id(k)}=/980x551/"/>'
                items.append(
                    f'<div class="top-table-list-section top-story"><div class="image-wrapper">{self.a(k, d.title, "content", IMGL, inner=img)}</div>'
                    f'<h2 class="headline-text">{self.a(k, self.teaser_text(d), "content")}</h2><p class="description-text">{esc(self.lede(d))}</p></div>'
                )
            else:
                items.append(
                    f'<div class="results-list-container"><div class="list-item">{self.a(k, self.teaser_text(d), "content", HL)}'
                    f'<span class="list-item__date">{stamp}</span></div></div>'
                )
        more = ""
        if doc.extra.get("more") and doc.key != "home":
            more = f'<div class="see-more">{self.a(doc.extra["more"], "See More", "pagination", BTN)}</div>'
        elif doc.key == "home":
            more = f'<div class="see-more">{self.a("local", "More Local News", "content")} · {self.a("local2", "Older stories", "pagination")}</div>'
        if doc.key == "local2":
            more = f'<div class="see-more">{self.a("local", "Newer stories", "pagination")}</div>'
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1><div class="trending-bar"><span>Trending:</span> {self.a("tag", "Boise School District", "content")} {self.a("weather", "First Alert Weather Day", "content")} {self.a("search", "Snow", "content")} <a href="/news/elections/">Elections</a></div>'
        if doc.extra.get("intro"):
            head += f'<div class="weather-discussion"><p class="first-alert-banner">{esc(doc.extra["intro"])}</p><table class="seven-day"><tr><td>FRI 38°/24°</td><td>SAT 31°/18°</td><td>SUN 29°/14°</td><td>MON 33°/16°</td><td>TUE 37°/21°</td></tr></table></div>'
        if doc.extra.get("bio"):
            head += f'<div class="author-bio"><img alt="Hannah Brooks" src="/authors/hannah-brooks.jpg"/><p>{esc(doc.extra["bio"])}</p><a href="mailto:hbrooks@kxlq.test">Email</a> <a href="https://twitter.com/hbrookskxlq">X</a></div>'
        if doc.kind == "search":
            head += '<form class="search-form" action="/search/"><input type="text" name="query" value="snow"/><button>Search</button></form><p class="search-count">3 results</p>'
        return f'<section class="section-front">{head}<div class="chain">{"".join(items)}</div>{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            t = moment(doc.extra["local"], MST)
            return f"""<div class="video-page"><div class="video-player-container" data-video-id="{arc_id("video")}" data-autoplay="true"><div class="vjs-poster"></div><button class="vjs-big-play-button">Play Video</button><span class="video-duration">3:17</span></div>
<h1 class="video-headline">{esc(doc.title)}</h1>
<p class="video-description">{esc(doc.blocks[0][1])}</p>
<span class="published-date__value">Published: {gray_stamp(t)}</span>
<div class="related-video"><h2>Related</h2>{self.a("storm", self.docs["storm"].title, "related")} · {self.a("forecast", self.docs["forecast"].title, "related")}</div></div>"""
        return f'<div class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc, table_class="eeo-table")}\n</div>'
