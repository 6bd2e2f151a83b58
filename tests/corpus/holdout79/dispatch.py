# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Lakeshore Dispatch: a Gannett-like Duluth, Minnesota daily on **Remix** (React 18 SSR: `<meta charSet>`, self-closed
void tags, `<!-- -->` between adjacent text nodes, route data in `window.__remixContext` whose `loaderData` holds the
story as a **Contentful rich-text document**, `window.__remixRouteModules`, and React's out-of-order streaming for
deferred data: a `<template id="B:0">` and a "Loading" fallback where the text belongs, the text itself at the end of
`<body>` in `<div hidden id="S:0">` moved in by `$RC("B:0","S:0")`, and the deferred data resolved by
`__remixContext.r(…)`). URLs `/story/news/local/2026/12/04/<slug>/87654321007/`, `/topics/<tag>/`,
`/staff/<slug>/`, `/search/?q=`, `/news/local/?page=2`. English (US), UTF-8 (header `text/html` only; `<meta
charSet>`), Central time (-06:00).

Dates print "Published 7:45 p.m. CT Dec. 4, 2026 | Updated 9:12 p.m. CT Dec. 4, 2026"; JSON-LD in UTC, so evening
stories carry the next day (school board 01:45Z, hockey 04:58Z on 5 Dec; both labelled 4 Dec). Bylines "By Marcus
Elliott" with the role line ("Staff Writer") in the same element, names upper-cased by CSS only; "The Associated Press"; "The
Dispatch Editorial Board"; "Staff report" (JSON-LD Person "Staff"); the guest column's "Dr." and its bio tail."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, blocks_html, contentful_doc, page, remix_json, story, to_utc
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.lakeshoredispatch.test"
ARTS = ["bridge", "schools", "ap", "port", "editorial", "guest", "hockey", "storm"]
CARD_A = 'class="gnt_m_flm_a"'
MON = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]

OLDER = [
    (
        "/story/news/local/2026/12/03/canal-park-hotel-project-gets-final-approval/87650011007/",
        "Canal Park hotel project gets final approval",
    ),
    (
        "/story/news/local/2026/12/03/duluth-transit-adds-sunday-service-on-route-12/87650022007/",
        "Duluth Transit adds Sunday service on Route 12",
    ),
    (
        "/story/sports/2026/12/03/denfeld-girls-basketball-opens-with-win/87650033007/",
        "Denfeld girls basketball opens with win",
    ),
    (
        "/story/news/local/2026/12/02/superior-street-reconstruction-wraps-up-early/87650044007/",
        "Superior Street reconstruction wraps up early",
    ),
    (
        "/story/news/local/2026/12/02/bentleyville-opens-for-the-season/87650055007/",
        "Bentleyville opens for the season with new light tunnel",
    ),
    (
        "/story/business/2026/12/02/north-shore-brewery-expands-to-two-harbors/87650066007/",
        "North Shore brewery expands to Two Harbors",
    ),
    (
        "/story/news/local/2026/12/01/park-point-residents-push-for-speed-bumps/87650077007/",
        "Park Point residents push for speed bumps",
    ),
    (
        "/story/news/local/2026/12/01/lakewalk-repairs-to-continue-into-spring/87650088007/",
        "Lakewalk repairs to continue into spring",
    ),
    (
        "/story/news/state/2026/12/01/minnesota-deer-harvest-up-slightly/87650099007/",
        "Minnesota deer harvest up slightly from last year",
    ),
    (
        "/story/entertainment/2026/11/30/duluth-playhouse-announces-2027-season/87650100007/",
        "Duluth Playhouse announces 2027 season",
    ),
]


def ct(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    h, mi = (int(x) for x in time.split(":"))
    ampm = "a.m." if h < 12 else "p.m."
    h12 = h % 12 or 12
    return f"{h12}:{mi:02d} {ampm} CT {MON[int(m) - 1]} {int(d)}, {y}"


def utc(local: str) -> str:
    return to_utc(local, -6, "%Y-%m-%dT%H:%M:%S.000Z")


class Dispatch(Base):
    origin = ORIGIN
    name = "Lakeshore Dispatch"
    prefix = "lsd"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules("lsd", [".gnt_n", ".gnt_n_mn_l", ".gnt_ar_hl", ".gnt_ar_b_p", ".gnt_ar_by", ".gnt_m_flm_a",
                                 ".gnt_ar_dt", ".gnt_ft", ".gnt_cb", ".gnt_sb", ".gnt_em_t"], 260)  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Lakeshore Dispatch", "remix-home-loaderdata-teasers",
                 list=["storm", "schools", "bridge", "hockey", "port", "editorial", "guest", "ap"], more="local"))  # fmt: skip
        add(page("local", "/news/local/", "section", "Local News", "section-front", list=["storm", "schools", "bridge", "port"], more="local2"))  # fmt: skip
        add(
            page(
                "local2",
                "/news/local/?page=2",
                "section",
                "Local News",
                "section-front-page2",
                list=["editorial", "guest", "ap"],
            )
        )
        add(
            page(
                "tag",
                "/topics/aerial-lift-bridge/",
                "tag",
                "Aerial Lift Bridge",
                "topic-page",
                list=["bridge", "editorial"],
            )
        )
        add(page("author", "/staff/marcus-elliott/", "author", "Marcus Elliott", "staff-page", list=["bridge", "port"],
                 bio="Marcus Elliott covers city government, transportation and the Port of Duluth-Superior. He joined the Lakeshore Dispatch in 2018 after reporting for newspapers in Iowa and Wisconsin."))  # fmt: skip
        add(page("search", "/search/?q=bridge", "search", "Search results for: bridge", "search-results", list=["bridge", "editorial", "port"]))  # fmt: skip
        add(page("weather", "/weather/", "live-data", "Duluth weather forecast", "forecast-table",
                 ["Updated 9:00 a.m. CT Dec. 5, 2026",
                  "T: Day | High | Low | Conditions",
                  "T: Saturday | 24° | 12° | Snow likely, 3-5 inches",
                  "T: Sunday | 19° | 4° | Blowing snow, windy",
                  "T: Monday | 15° | -2° | Partly cloudy",
                  "T: Tuesday | 21° | 9° | Mostly sunny",
                  "Forecast data from the National Weather Service office in Duluth. Lake-effect snow totals may vary widely along the North Shore."]))  # fmt: skip
        add(page("subscribe", "/subscribe/", "subscribe", "Subscribe to the Lakeshore Dispatch", "subscription-offers",
                 ["Unlimited access to local news, sports and obituaries on any device.",
                  "- Digital: $1 for the first 6 months, then $14.99 a month.",
                  "- Digital + Sunday print: $19.99 a month.",
                  "- Digital + 7-day print: $34.99 a month.",
                  "Cancel anytime. Offer for new subscribers only."]))  # fmt: skip
        add(page("contact", "/contact-us/", "about", "Contact us", "contact-page",
                 ["The Lakeshore Dispatch newsroom is at 424 W. First St., Duluth, MN 55802.",
                  "## News tips",
                  "Call 218-555-0140 or email news@lakeshoredispatch.test. For corrections, email corrections@lakeshoredispatch.test.",
                  "## Customer service",
                  "For delivery and billing questions, call 218-555-0100 Monday through Friday, 7 a.m. to 5 p.m."]))  # fmt: skip
        add(page("obits", "/obituaries/", "obituaries", "Obituaries", "obituaries-list",
                 ["Recent obituaries from Duluth, Superior and the North Shore.",
                  "- Eleanor M. Hautala, 88, of Hermantown",
                  "- Robert J. Swenson, 74, of Duluth",
                  "- Carol Ann Pellinen, 81, of Cloquet",
                  "- Daniel T. Ruska, 63, of Superior, Wis.",
                  "To place an obituary, contact our obituary desk at 218-555-0175."]))  # fmt: skip

        add(story(
            "bridge",
            "/story/news/local/2026/12/04/aerial-lift-bridge-to-close-to-pedestrians-for-three-weeks/87654321007/",
            "Aerial Lift Bridge to close to pedestrians for three weeks in January",
            "2026-12-04", utc("2026-12-04 11:20"), "2026-12-04 11:20", ["Marcus Elliott"],
            [
                "The sidewalks on Duluth's Aerial Lift Bridge will close for three weeks starting Jan. 11 while crews replace worn deck plates and railings, city officials announced Friday.",
                "Vehicles will still be able to cross the bridge during the work, but pedestrians and cyclists heading to and from Park Point will have to use a shuttle van that will run every 15 minutes from Canal Park Drive.",
                "“We know how many people walk that bridge every day, even in January,” said city engineer Rachel Dahl. “We picked the quietest time of year, and we’ll try to finish early if the weather cooperates.”",
                "## Why now",
                "Inspectors found rust and cracking in several steel plates on both sidewalks during the bridge’s annual inspection in September. The plates are original to the 1929 conversion of the bridge to a lift span, Dahl said.",
                "The project will cost about $1.8 million, most of it covered by state bridge funds. The railings will be replaced with a design that matches the originals but is slightly taller to meet current safety codes.",
                "Park Point residents said they were worried about the shuttle during storms. “If it’s 10 below and the shuttle is late, that’s a long wait,” said Tom Brekke, who lives on Minnesota Avenue and walks to work downtown.",
                "The city said it will post shuttle arrival times online and set up a heated waiting area near the Maritime Visitor Center.",
            ],
            "remix-ssr-contentful-rich-text",
            section="Local News", role="Staff Writer", ld="person", aid="87654321007",
            tags=[("tag", "Aerial Lift Bridge"), ("/topics/park-point/", "Park Point")],
        ))  # fmt: skip
        add(story(
            "schools",
            "/story/news/local/2026/12/04/duluth-school-board-votes-to-close-two-elementary-schools/87654322007/",
            "Duluth School Board votes to close two elementary schools",
            "2026-12-04", utc("2026-12-04 19:45"), "2026-12-04 19:45", ["Dana Przybylski"],
            [
                "The Duluth School Board voted 5-2 on Friday night to close Lester Park and Piedmont elementary schools at the end of the 2027-28 school year, capping months of debate over falling enrollment and rising costs.",
                "Students from the two schools will move to Homecroft and Lincoln Park elementaries, which will each get new classrooms under a $24 million construction plan approved at the same meeting.",
                "Superintendent Karen Olafson said the district has about 1,100 fewer students than a decade ago, and that keeping every building open would mean cutting teachers. “This is the hardest decision a board can make, but it protects what happens in the classroom,” she said.",
                "More than 200 people packed the meeting at the Historic Old Central High School, and dozens spoke during public comment. Most opposed the closures.",
                "“Lester Park is the reason we moved to this neighborhood,” said parent Jenna Carlson, holding her 6-year-old son. “You are taking away the heart of our community.”",
                "Board members Sheila Marttila and Joe Pirkola voted against the plan, saying the district had not done enough to look at alternatives such as sharing buildings with the city or community groups.",
                "The district will hold meetings with families at both schools in January to discuss bus routes and staffing. Teachers at the closing schools will be offered positions elsewhere in the district, Olafson said.",
            ],
            "remix-streamed-rest-hidden-div-deferred",
            section="Local News", role="Education Reporter", ld="person", aid="87654322007", stream_cut=2,
            updated="2026-12-04 21:12",
            tags=[("/topics/duluth-public-schools/", "Duluth Public Schools")],
        ))  # fmt: skip
        add(story(
            "ap",
            "/story/news/state/2026/12/04/minnesota-unemployment-rate-holds-steady/87654323007/",
            "Minnesota unemployment rate holds steady at 3.1% in November",
            "2026-12-04", utc("2026-12-04 09:05"), "2026-12-04 09:05", [],
            [
                "ST. PAUL, Minn. (AP) — Minnesota’s unemployment rate held steady at 3.1% in November, state officials said Friday, as gains in health care and construction offset job losses in manufacturing.",
                "The state added 2,300 jobs last month, according to the Department of Employment and Economic Development. Health care and social assistance added 1,900 jobs, while manufacturers cut about 1,200.",
                "The national unemployment rate was 4.0% in November. Minnesota’s rate has been below the national figure for more than two decades.",
                "Labor force participation in the state edged up to 68.1%, one of the highest rates in the country, the agency said.",
            ],
            "ap-wire-dateline-in-first-paragraph",
            section="State", ld="ap", aid="87654323007", credit="The Associated Press",
        ))  # fmt: skip
        add(story(
            "port",
            "/story/news/local/2026/12/04/last-saltie-of-the-season-leaves-duluth-harbor/87654324007/",
            "Last ‘saltie’ of the season leaves Duluth harbor as shipping winds down",
            "2026-12-04", utc("2026-12-04 15:30"), "2026-12-04 15:30", ["Marcus Elliott", "Dana Przybylski"],
            [
                "The last oceangoing ship of the season passed under the Aerial Lift Bridge on Friday afternoon, loaded with 22,000 metric tons of North Dakota wheat bound for Italy.",
                "The Federal Yukon, a Marshall Islands-flagged bulk carrier, must clear the St. Lawrence Seaway before it closes for the winter in late December. Dozens of people braved the cold in Canal Park to watch it leave, a local tradition.",
                "“There’s something about the last saltie that tells you winter is really here,” said Linda Nyquist of Hermantown, who has watched the final departure for 15 years.",
                "The Port of Duluth-Superior handled about 31 million tons of cargo this year, up 4% from last year, port officials said. Iron ore shipments were steady while grain exports rose sharply after a strong harvest.",
                "Lake freighters that stay on the Great Lakes will keep sailing until mid-January, when the Soo Locks close for maintenance.",
            ],
            "two-authors-role-line",
            section="Local News", role="Staff Writers", ld="person", aid="87654324007",
            tags=[("/topics/port-of-duluth/", "Port of Duluth")],
        ))  # fmt: skip
        add(story(
            "editorial",
            "/story/opinion/editorials/2026/12/04/the-city-owes-bridge-walkers-a-better-detour/87654325007/",
            "The city owes bridge walkers a better detour",
            "2026-12-04", utc("2026-12-04 17:00"), "2026-12-04 17:00", [],
            [
                "Closing the Aerial Lift Bridge sidewalks for three weeks in January may be unavoidable. The steel is old, the repairs are needed, and no month is a good month for this kind of work.",
                "But the city’s plan to replace a two-minute walk with a shuttle van every 15 minutes falls short. For Park Point residents without cars, including many older people and students, that van will be the only way to get to jobs, groceries and appointments.",
                "The city should run the shuttle every 10 minutes at peak hours, keep it running until the last bus leaves downtown, and make sure the heated waiting area is actually open when people need it.",
                "Park Point has always depended on the bridge. For three weeks this winter, it will depend on the city keeping its promises.",
            ],
            "editorial-board-no-person",
            section="Opinion", kicker="Our View", ld="board", aid="87654325007", credit="The Dispatch Editorial Board",
        ))  # fmt: skip
        add(story(
            "guest",
            "/story/opinion/columnists/2026/12/04/lake-superior-is-warming-faster-than-we-think/87654326007/",
            "Lake Superior is warming faster than we think",
            "2026-12-04", utc("2026-12-04 06:00"), "2026-12-04 06:00", ["Anita Raske"],
            [
                "Most people who live along Lake Superior know it as the cold lake, the one you can barely swim in even in August. That reputation is becoming outdated.",
                "Summer surface temperatures in the lake have risen by about 2.5 degrees Celsius since the 1980s, one of the fastest rates of warming of any large lake in the world. Ice cover in winter has declined sharply, which in turn lets the water absorb more heat.",
                "These changes are not abstract. Warmer water has allowed algae blooms to appear in places where they were unheard of a generation ago, and has put pressure on cold-water fish such as lake trout and cisco.",
                "The good news is that the lake is still among the cleanest in the world. Protecting it means reducing runoff from roads and farms, restoring wetlands along tributaries, and supporting the long-term monitoring that tells us what is happening beneath the surface.",
            ],
            "guest-column-honorific-bio-tail",
            section="Opinion", kicker="Guest Column", ld="person", aid="87654326007", printed="Dr. Anita Raske", role="Guest columnist",
            tail="Dr. Anita Raske is a professor of limnology at the University of Minnesota Duluth and a member of the Large Lakes Observatory.",
        ))  # fmt: skip
        add(story(
            "hockey",
            "/story/sports/college/2026/12/04/umd-bulldogs-rally-past-st-cloud-state-in-overtime/87654327007/",
            "UMD Bulldogs rally past St. Cloud State in overtime",
            "2026-12-04", utc("2026-12-04 22:58"), "2026-12-04 22:58", ["Jake Lindqvist"],
            [
                "Ben Halvorsen scored 2:41 into overtime as the Minnesota Duluth men’s hockey team came back from two goals down to beat St. Cloud State 4-3 on Friday night at Amsoil Arena.",
                "The Huskies led 3-1 after two periods, but the Bulldogs scored twice in the first eight minutes of the third on goals by Carter Lindahl and Mason Reed to tie the game.",
                "Halvorsen, a junior from Grand Rapids, took a pass from Reed at the blue line, skated around a defender and beat goalie Erik Sandvik on the glove side.",
                "“We didn’t play our best for two periods, but the guys never stopped believing,” UMD coach Tom Karlsson said. “That’s a big win in this league.”",
                "Goalie Lucas Bergstrom made 31 saves for the Bulldogs, who improved to 9-4-1. The teams meet again Saturday at 7 p.m. in St. Cloud.",
            ],
            "game-report-utc-next-day",
            section="Sports", kicker="College Hockey", role="Sports Reporter", ld="person", aid="87654327007",
        ))  # fmt: skip
        add(story(
            "storm",
            "/story/news/weather/2026/12/04/winter-storm-watch-north-shore-what-to-know/87654328007/",
            "Winter storm watch issued for the North Shore: What to know",
            "2026-12-04", utc("2026-12-04 13:10"), "2026-12-04 13:10", [],
            [
                "The National Weather Service has issued a winter storm watch for Duluth and the North Shore from Saturday afternoon through Sunday evening, with 6 to 10 inches of snow possible and higher totals near the lake.",
                "## What to expect",
                "- Snow begins Saturday afternoon, heaviest Saturday night.",
                "- Northeast winds gusting to 40 mph, causing blowing and drifting snow.",
                "- Waves of 10 to 14 feet on Lake Superior.",
                "- Wind chills as low as 20 below zero by Monday morning.",
                "## Travel",
                "Travel could be very difficult Saturday night and Sunday, especially on Highway 61 and on the hill above the city. The Minnesota Department of Transportation said plows will be out in full force.",
                "The city of Duluth will declare a snow emergency if more than 4 inches falls. Residents should check the city’s website for parking rules before moving their cars.",
            ],
            "staff-report-list-jsonld-person-staff",
            section="Weather", ld="staff", aid="87654328007", credit="Staff report",
            tags=[("/topics/winter-weather/", "Winter weather")],
        ))  # fmt: skip

    # --- data ----------------------------------------------------------------------------------------------

    def teaser(self, k: str) -> dict[str, Any]:
        d = self.docs[k]
        return {"sys": {"id": d.extra["aid"]}, "headline": d.title, "url": d.path, "section": d.section,
                "label": d.extra.get("kicker_label") or d.kicker or None, "publishDate": utc(d.stamp),
                "promoImage": {"url": f"https://images.lakeshoredispatch.test/{d.extra['aid']}/4x3.jpg", "width": 400, "height": 300}}  # fmt: skip

    def context(self, doc: Doc) -> tuple[dict[str, Any], str]:
        route = "routes/story.$"
        root = {"user": None, "env": {"CONTENTFUL_SPACE": "lsd7k2q9x1", "GA_ID": "G-LSD2026"},
                "alert": {"text": "Winter storm watch for the North Shore this weekend", "url": self.docs["storm"].path}}  # fmt: skip
        if doc.is_article:
            blocks = doc.blocks
            cut = doc.extra.get("stream_cut")
            story_data: dict[str, Any] = {"sys": {"id": doc.extra["aid"], "contentType": {"sys": {"id": "story"}}},
                                          "headline": doc.title, "label": doc.kicker or None,
                                          "byline": [{"name": a, "slug": a.lower().replace(" ", "-")} for a in doc.authors],
                                          "bylineOverride": doc.extra.get("credit"), "publishDate": utc(doc.stamp),
                                          "updateDate": utc(doc.extra["updated"]) if doc.extra.get("updated") else None,
                                          "section": doc.section, "body": contentful_doc(self, blocks[:cut] if cut else blocks, doc.key)}  # fmt: skip
            leaf: dict[str, Any] = {"story": story_data, "related": [self.teaser(k) for k in ARTS if k != doc.key][:3]}
            if cut:
                leaf["rest"] = "__deferred_promise:rest"
        elif "list" in doc.extra:
            route = (
                "routes/search"
                if doc.kind == "search"
                else ("routes/topics.$slug" if doc.kind == "tag" else "routes/$section")
            )
            items = [self.teaser(k) for k in doc.extra["list"]]
            if doc.kind in ("home", "section"):
                items += [{"sys": {"id": p.rstrip("/").rsplit("/", 1)[-1]}, "headline": t, "url": p, "section": "Local News",
                           "label": None, "publishDate": None, "promoImage": None} for p, t in OLDER]  # fmt: skip
            leaf = {
                "items": items,
                "page": 2 if doc.key == "local2" else 1,
                "total": 1240 if doc.kind == "section" else len(items),
            }
            if doc.key == "home":
                route = "routes/_index"
        else:
            route = f"routes/{doc.path.strip('/').split('/')[0]}"
            leaf = {"page": {"title": doc.title, "slug": doc.path.strip("/")}}
        ctx = {"url": doc.path, "state": {"loaderData": {"root": root, route: leaf}, "actionData": None, "errors": None},
               "future": {"v3_fetcherPersist": True, "v3_relativeSplatPath": True, "v3_throwAbortReason": True},
               "isSpaMode": False}  # fmt: skip
        return ctx, route

    # --- templates -----------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title + " | Lakeshore Dispatch")}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="Lakeshore Dispatch"/>',
            '<meta name="twitter:card" content="summary_large_image"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
        ]
        if not doc.is_article:
            return "".join(out)
        mode = doc.extra["ld"]
        if mode == "ap":
            author: Any = [{"@type": "Organization", "name": "The Associated Press"}]
        elif mode == "board":
            author = [{"@type": "Organization", "name": "Lakeshore Dispatch Editorial Board"}]
        elif mode == "staff":
            author = [{"@type": "Person", "name": "Staff"}]
        else:
            author = [
                {"@type": "Person", "name": doc.extra.get("printed", a), "jobTitle": doc.extra.get("role")}
                for a in doc.authors
            ]
        ld = {"@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "url": url,
              "datePublished": utc(doc.stamp), "dateModified": utc(doc.extra.get("updated", doc.stamp)),
              "author": author, "publisher": {"@type": "Organization", "name": "Lakeshore Dispatch", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/logo-amp.png"}},
              "image": {"@type": "ImageObject", "url": f"https://images.lakeshoredispatch.test/{doc.extra['aid']}/16x9.jpg", "width": 1600, "height": 900},
              "articleSection": doc.section.lower().replace(" ", "-")}  # fmt: skip
        out.append(f'<meta property="article:published_time" content="{utc(doc.stamp)}"/>')
        out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "".join(out)

    def frame(self, doc: Doc, main: str, tail: str = "") -> str:
        nav = "".join(
            self.a(k, t, "nav", attrs='class="gnt_n_mn_l"')
            for k, t in (("local", "News"), ("/sports/", "Sports"), ("/opinion/", "Opinion"), ("/business/", "Business"),
                         ("obits", "Obituaries"), ("weather", "Weather"), ("/things-to-do/", "Things to Do"), ("/e-edition/", "E-Edition"))
        )  # fmt: skip
        pop = "".join(
            f'<li class="gnt_m_flm_a">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["schools", "storm", "hockey", "bridge", "port"]
        )
        ctx, route = self.context(doc)
        extra_init = ""
        if doc.extra.get("stream_cut"):
            extra_init = (';__remixContext.p = function(v,e,p,x) { if (typeof e !== "undefined") { x=new Error("Unexpected Server Error"); x.stack=undefined; p=Promise.reject(x); } else { p=Promise.resolve(v); } return p; };'
                          '__remixContext.n = function(i,k) { __remixContext.t = __remixContext.t || {}; __remixContext.t[i] = __remixContext.t[i] || {}; let p = new Promise((r, e) => {__remixContext.t[i][k] = {r:(v)=>{r(v);},e:(v)=>{e(v);}};}); return p; };'
                          '__remixContext.r = function(i,k,v,e,p,x) { p = __remixContext.t[i][k]; if (typeof e !== "undefined") { x=new Error("Unexpected Server Error"); x.stack=undefined; p.e(x); } else { p.r(v); } };'
                          f'Object.assign(__remixContext.state.loaderData["{route}"], {{"rest": __remixContext.n("{route}", "rest")}});')  # fmt: skip
        mod = route
        return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>{self.head(doc)}<link rel="modulepreload" href="/build/entry.client-5KLJ3QZ4.js"/><link rel="modulepreload" href="/build/_shared/chunk-ZWGWGGVF.js"/><link rel="modulepreload" href="/build/root-ZQ4N6X2M.js"/><link rel="modulepreload" href="/build/{mod}-HT8LMV3K.js"/><link rel="stylesheet" href="/build/_assets/tailwind-7HBJ2K5D.css"/><style>/*PAD*/</style><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-LSD2026"></script></head><body class="gnt_b"><div class="gnt_cb" role="region" aria-label="Cookie banner">We use cookies and other tracking technologies to improve your browsing experience and to show personalized ads. <a href="/privacy/">Privacy Policy</a> <button type="button">Accept</button> <button type="button">Do Not Sell or Share My Personal Information</button></div><header class="gnt_n"><div class="gnt_n_tb"><a class="gnt_n_logo" href="/" aria-label="Lakeshore Dispatch home"><img src="/static/logo-lsd.svg" alt="Lakeshore Dispatch" width="200" height="32"/></a><nav class="gnt_n_mn" aria-label="Main">{nav}</nav><div class="gnt_n_us">{self.a("subscribe", "Subscribe", "nav", attrs='class="gnt_n_us_a"')}<a class="gnt_n_us_a" href="/login/">Sign In</a></div></div><div class="gnt_n_alert"><strong>Weather alert</strong> <!-- -->{self.a("storm", "Winter storm watch for the North Shore this weekend", "nav")}</div></header><div class="gnt_ad gnt_ad_top" id="ad-top" aria-hidden="true"></div><main class="gnt_cw">{main}<aside class="gnt_sb"><h3 class="gnt_sb_hd">Most popular</h3><ol>{pop}</ol><div class="gnt_ad" id="ad-rail-1" aria-hidden="true"></div><p class="gnt_sb_topics">Topics: {self.a("tag", "Aerial Lift Bridge", "aside")} · {self.a("search", "Bridge", "aside")} · <a href="/topics/lake-superior/">Lake Superior</a></p></aside></main><footer class="gnt_ft"><nav class="gnt_ft_n">{self.a("contact", "Contact Us", "footer")} · <a href="/about/">About Us</a> · <a href="/privacy/">Privacy Policy</a> · <a href="/terms/">Terms of Service</a> · <a href="/accessibility/">Accessibility</a> · {self.a("subscribe", "Subscribe", "footer")} · {self.a("obits", "Obituaries", "footer")} · <a href="/rss/">RSS</a></nav><p class="gnt_ft_cp">© 2026 Lakeshore Dispatch. All rights reserved.</p></footer><script>window.__remixContext = {remix_json(ctx)}{extra_init};</script><script type="module" async="">import "/build/manifest-8A3F0C2B.js";
import * as route0 from "/build/root-ZQ4N6X2M.js";
import * as route1 from "/build/{mod}-HT8LMV3K.js";
window.__remixRouteModules = {{"root":route0,"{route}":route1}};

import("/build/entry.client-5KLJ3QZ4.js");</script>{tail}{self.deferred(doc, route)}</body></html>"""

    def deferred(self, doc: Doc, route: str) -> str:
        cut = doc.extra.get("stream_cut")
        if not cut:
            return ""
        rest = contentful_doc(self, doc.blocks[cut:], doc.key + "rest")
        return f'<script>__remixContext.r({json.dumps(route)}, "rest", {remix_json({"body": rest})})</script>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article:
            main, tail = self.story_parts(doc)
            return self.frame(doc, main, tail)
        return super().render(doc)

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="gnt_ar_by"><span class="gnt_ar_by_a">{esc(doc.extra["credit"])}</span></div>'
        names = []
        for a in doc.authors:
            shown = doc.extra.get("printed", a)
            slug = a.lower().replace(" ", "-")
            names.append(
                self.a("author", shown, "byline", attrs='class="gnt_ar_by_a gnt_ar_by_a__uc"')
                if a == "Marcus Elliott"
                else f'<a class="gnt_ar_by_a gnt_ar_by_a__uc" href="/staff/{slug}/">{esc(shown)}</a>'
            )
        role = f'<div class="gnt_ar_by_t">{esc(doc.extra["role"])}</div>' if doc.extra.get("role") else ""
        return f'<div class="gnt_ar_by">By <!-- -->{"<!-- --> and <!-- -->".join(names)}{role}</div>'

    def story_parts(self, doc: Doc) -> tuple[str, str]:
        cut = doc.extra.get("stream_cut")
        if cut:
            shown = blocks_html(self, doc.blocks[:cut], p_class="gnt_ar_b_p", sep="")
            rest = blocks_html(self, doc.blocks[cut:], p_class="gnt_ar_b_p", sep="")
            body = f'{shown}<!--$?--><template id="B:0"></template><div class="gnt_ar_b_sk" aria-busy="true"><p>Loading the rest of the story…</p></div><!--/$-->'
            tail = (f'<div hidden id="S:0">{rest}</div><script>$RC=function(b,c,e){{c=document.getElementById(c);c.parentNode.removeChild(c);var a=document.getElementById(b);if(a){{b=a.previousSibling;if(e)b.data="$!",a.setAttribute("data-dgst",e);else{{e=b.parentNode;a=b.nextSibling;var f=0;do{{if(a&&8===a.nodeType){{var d=a.data;if("/$"===d)if(0===f)break;else f--;else"$"!==d&&"$?"!==d&&"$!"!==d||f++}}d=a.nextSibling;e.removeChild(a);a=d}}while(a);for(;c.firstChild;)e.insertBefore(c.firstChild,a);b.data="$"}}b._reactRetry&&b._reactRetry()}}}};$RC("B:0","S:0")</script>')  # fmt: skip
        else:
            body = blocks_html(self, doc.blocks, p_class="gnt_ar_b_p", sep="")
            tail = ""
        upd = f" | Updated <!-- -->{ct(doc.extra['updated'])}" if doc.extra.get("updated") else ""
        label = f'<div class="gnt_ar_lbl">{esc(doc.kicker)}</div>' if doc.kicker else ""
        bio = (
            f'<p class="gnt_ar_b_p gnt_ar_b_p__bio"><em>{esc(doc.extra["tail"])}</em></p>'
            if doc.extra.get("tail")
            else ""
        )
        tags = "".join(f"<li>{self.a(k, t, 'tag')}</li>" for k, t in doc.extra.get("tags", []))
        rel = [k for k in ARTS if k != doc.key]
        rng("lsd-rel" + doc.key).shuffle(rel)
        related = "".join(f'<li class="gnt_em_t_li">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel[:3])
        u = quote(self.url(doc.key), safe="")
        sec = (
            self.a("local", doc.section, "breadcrumb", attrs='class="gnt_ar_sec"')
            if doc.section == "Local News"
            else f'<a class="gnt_ar_sec" href="/{doc.path.split("/")[2]}/">{esc(doc.section)}</a>'
        )
        main = f"""<article class="gnt_ar" data-story-id="{doc.extra["aid"]}">{sec}{label}<h1 class="gnt_ar_hl" elementtiming="ar-headline">{esc(doc.title)}</h1>{self.byline(doc)}<div class="gnt_ar_dt" aria-label="Published: {ct(doc.stamp)}{upd.replace("<!-- -->", "")}">Published <!-- -->{ct(doc.stamp)}{upd}</div><div class="gnt_ss"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Share to Facebook">Facebook</a><a href="mailto:?subject={quote(doc.title)}&amp;body={u}" aria-label="Email">Email</a></div><figure class="gnt_em_img"><img src="https://images.lakeshoredispatch.test/{doc.extra["aid"]}/16x9.jpg" alt="" width="1600" height="900"/><figcaption class="gnt_em_cp">Photo: Lakeshore Dispatch file</figcaption></figure><div class="gnt_ar_b">{body}{bio}<div class="gnt_ad gnt_ad_in" id="ad-in-1" aria-hidden="true"></div></div>{f'<ul class="gnt_ar_tags">{tags}</ul>' if tags else ""}<div class="gnt_em_t"><h3>More from the Dispatch</h3><ul>{related}</ul></div><div class="gnt_nl">Get the Morning Briefing newsletter in your inbox. <a href="/newsletters/">Sign up</a></div></article>"""
        return main, tail

    def story_main(self, doc: Doc) -> str:  # pragma: no cover - articles go through story_parts
        return self.story_parts(doc)[0]

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(f'<div class="gnt_m_flm_a_w"><img src="https://images.lakeshoredispatch.test/{d.extra["aid"]}/4x3.jpg" alt="" loading="lazy" width="400" height="300"/>'
                         f'<div>{self.a(k, d.title, "content", attrs=CARD_A)}<p class="gnt_m_flm_sm">{esc(self.lede(d))}</p></div></div>')  # fmt: skip
        older = ""
        if doc.kind in ("home", "section"):
            older = (
                '<div class="gnt_m_th"><h2>More stories</h2><ul>'
                + "".join(f'<li><a href="{p}">{esc(t)}</a></li>' for p, t in OLDER[:6])
                + "</ul></div>"
            )
        head = f'<h1 class="gnt_pr_h1">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="gnt_sr">Lakeshore Dispatch: Duluth news, sports and weather</h1>'
        elif doc.kind == "author":
            head = f'<div class="gnt_pr_au"><img src="https://images.lakeshoredispatch.test/staff/marcus-elliott.jpg" alt="" width="120" height="120"/><h1 class="gnt_pr_h1">{esc(doc.title)}</h1><p>Staff Writer</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:melliott@lakeshoredispatch.test">Email</a></div>'
        elif doc.kind == "search":
            head = f'<form action="/search/" class="gnt_srch"><input name="q" value="bridge"/><button type="submit">Search</button></form><h1 class="gnt_pr_h1">{esc(doc.title)}</h1><p>{len(cards)}<!-- --> results</p>'
        pager = ""
        if doc.key == "local":
            pager = f'<nav class="gnt_pgn"><span>1</span>{self.a("local2", "2", "pagination")}{self.a("local2", "Next", "pagination")}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="gnt_pgn">{self.a("local", "Previous", "pagination")}{self.a("local", "1", "pagination")}<span>2</span><a href="/news/local/?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="gnt_more">{self.a("local", "More local news", "content")} · {self.a("weather", "Weather forecast", "content")} · {self.a("obits", "Obituaries", "content")}</p>'
        return f'<section class="gnt_pr gnt_pr__{doc.kind}">{head}<div class="gnt_m_flm">{"".join(cards)}</div>{older}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks, sep="")
        extra = ""
        if doc.kind == "live-data":
            extra = f"<p>{self.a('storm', 'Related: ' + self.docs['storm'].title, 'content')}</p>"
        return f'<section class="gnt_pr gnt_pr__{doc.kind}"><h1 class="gnt_pr_h1">{esc(doc.title)}</h1>{html}{extra}</section>'
