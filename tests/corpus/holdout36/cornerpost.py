# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Cornerpost Montclair: a Patch-like hyperlocal network page for Montclair, New Jersey, on **Next.js** with an
Apollo cache in `__NEXT_DATA__` (`props.pageProps.__APOLLO_STATE__`, the story's HTML in `Article:<id>.body`,
`<`/`>`/`&` escaped as `\\u003c`… as Next does). URLs `/new-jersey/montclair/<slug>`, the town front at
`/new-jersey/montclair` (`?page=2`), `/new-jersey/montclair/calendar`, calendar events
`/new-jersey/montclair/calendar/event/20261205/<id>/<slug>`, `/new-jersey/montclair/neighbor-posts`,
`/users/<name>`, `/search?q=`. Most stories are server-rendered (CSS-module classes `styles_HTMLContent__…`);
**two (the council and police stories) have a thin server HTML**: headline, byline and time are rendered, the
body container is an empty skeleton and the text is **only in the state JSON**. Eastern time (-05:00); printed
"Posted Thu, Dec 3, 2026 at 11:40 am ET"; `NewsArticle` JSON-LD in **UTC** (the council story, posted 11:48 pm
Wednesday, is 04:48Z Thursday; the neighbor post, 8:20 pm Tuesday, is 01:20Z Wednesday); the police story's
JSON-LD author is the site (Organization). Bylines "By Eleanor Brandt, Cornerpost Staff" (author: the name only).
A **neighbor post** (a resident's signed community announcement, flagged "Neighbor Post" with a disclaimer) is
labelled an article; calendar listings and event pages are not (kinds `calendar`, `event`)."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any

from common import Base, moment, page, story, zulu
from sitekit import Doc, css_rules, esc, plain

EST = -5
TOWN = "/new-jersey/montclair"
ARTS = ["weather", "holiday", "restaurant", "roads", "police", "council", "school", "neighbor"]
USERS = {
    "Eleanor Brandt": ("eleanor-brandt", "Cornerpost Staff"),
    "Daniel Cho": ("daniel-cho", "Cornerpost Staff"),
    "Tom Kessler": ("tom-kessler", "Cornerpost Staff"),
    "Margaret Ostrowski": ("margaret-ostrowski", "Neighbor"),
}
CARD = 'class="styles_CardLink__q8X1v"'


def posted(t: datetime) -> str:
    return f"{t:%a}, {t:%b} {t.day}, {t.year} at {t.hour % 12 or 12}:{t:%M} {'am' if t.hour < 12 else 'pm'} ET"


def num(key: str) -> int:
    return 31_000_000 + int(hashlib.sha256(("cp" + key).encode()).hexdigest()[:6], 16) % 900_000


def next_json(data: Any) -> str:
    """JSON as Next.js writes it into the page: `<`, `>` and `&` escaped."""
    return (
        json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


def cp(
    key: str, slug: str, title: str, local: str, authors: list[str], lines: list[str], shape: str, **extra: Any
) -> Doc:
    t = moment(local, EST)
    return story(
        key,
        f"{TOWN}/{slug}",
        title,
        t.date().isoformat(),
        zulu(t),
        "Posted " + posted(t),
        authors,
        lines,
        shape,
        local=local,
        **extra,
    )


class Cornerpost(Base):
    origin = "https://cornerpost.test"
    name = "Cornerpost"
    prefix = "cp"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cp",
            [
                ".styles_Header__z3Fq0",
                ".styles_HTMLContent__LDG2k",
                ".styles_Byline__Pw1kE",
                ".styles_Card__Yt6bH",
                ".styles_Newsletter__m2cVx",
                ".styles_Footer__d0Kq2",
                ".styles_Skeleton__h7RwA",
                ".styles_Comment__u9BnT",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                TOWN,
                "home",
                "Montclair, NJ News",
                "next-town-front",
                list=["weather", "holiday", "restaurant", "roads", "police", "council", "neighbor", "school"],
                more="home2",
            )
        )
        add(
            page(
                "home2",
                TOWN + "?page=2",
                "section",
                "Montclair, NJ News",
                "next-town-front-page2",
                list=["council", "school", "neighbor"],
            )
        )
        add(
            page(
                "tag",
                TOWN + "/traffic-transit",
                "tag",
                "Traffic & Transit",
                "next-topic-feed",
                list=["roads", "weather", "police"],
            )
        )
        add(
            page(
                "author",
                "/users/eleanor-brandt",
                "author",
                "Eleanor Brandt",
                "next-user-profile",
                list=["holiday", "roads", "police", "council"],
            )
        )
        add(
            page(
                "search",
                "/search?q=snow",
                "search",
                "Search results for “snow”",
                "next-search",
                list=["weather", "roads"],
            )
        )
        add(
            page(
                "neighbors",
                TOWN + "/neighbor-posts",
                "section",
                "Neighbor Posts",
                "next-neighbor-feed",
                list=["neighbor"],
            )
        )
        add(
            page(
                "calendar",
                TOWN + "/calendar",
                "calendar",
                "Montclair Community Calendar",
                "next-calendar-list",
                list=[],
                events=[
                    (
                        "Sat, Dec 5",
                        "9:00 am",
                        "event",
                        "Holiday Cookie Walk at Edgemont Park House",
                        "Edgemont Park House",
                    ),
                    ("Sat, Dec 5", "10:00 am", None, "Holiday Makers Market", "Church Street Plaza"),
                    ("Sat, Dec 5", "1:00 pm", None, "Santa at the Firehouse", "Fire Station 2, Valley Road"),
                    (
                        "Sun, Dec 6",
                        "2:00 pm",
                        None,
                        "Classic Film Sunday: It’s a Wonderful Life",
                        "Bellevue Avenue Library",
                    ),
                    ("Sun, Dec 6", "4:30 pm", None, "Community Menorah Lighting", "Crane Park"),
                    (
                        "Tue, Dec 8",
                        "7:00 pm",
                        None,
                        "Township Council Conference Meeting",
                        "Municipal Building, 205 Claremont Ave.",
                    ),
                    ("Wed, Dec 9", "10:30 am", None, "Toddler Story Time: Snowy Day Tales", "Montclair Public Library"),
                    ("Thu, Dec 10", "6:30 pm", None, "Montclair Camera Club Holiday Print Show", "Van Vleck House"),
                ],
            )
        )
        add(
            page(
                "event",
                TOWN + "/calendar/event/20261205/" + str(num("event")) + "/holiday-cookie-walk-at-edgemont-park-house",
                "event",
                "Holiday Cookie Walk at Edgemont Park House",
                "next-calendar-event",
                [
                    "Pick up an empty tin and fill it with homemade cookies baked by more than 60 volunteer bakers. Proceeds support the Edgemont Park Conservancy’s pond restoration fund.",
                    "Tins are $20 and sell out early. Cash, card and Venmo accepted.",
                ],
                when="Saturday, December 5, 2026, 9:00 am – 12:00 pm",
                venue="Edgemont Park House, 20 Edgemont Rd., Montclair, NJ",
                host="Edgemont Park Conservancy",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About Cornerpost",
                "network-about",
                [
                    "Cornerpost is a network of more than 400 hyperlocal news sites in 18 states. Each site is run by a local editor who lives in or near the community they cover.",
                    "## What we cover",
                    "Breaking news, local government, schools, traffic, weather, restaurants, real estate and the events that make each town tick. Residents, businesses and community groups can also share news through Neighbor Posts and list events on our community calendars for free.",
                    "## Contact",
                    "Have a news tip? Email montclair@cornerpost.test. For advertising, visit our business center or call 212-555-0175.",
                ],
            )
        )

        add(
            cp(
                "roads",
                "montclair-road-closures-bloomfield-avenue-paving-valley-road-water-main",
                "Montclair Road Closures: Bloomfield Avenue Paving, Valley Road Water Main Work Through Dec. 11",
                "2026-12-03 11:40",
                ["Eleanor Brandt"],
                [
                    "MONTCLAIR, NJ — Drivers in Montclair should expect detours and lane closures over the next week as Essex County finishes repaving a stretch of Bloomfield Avenue and the Montclair Water Bureau replaces a water main under Valley Road.",
                    "The work is scheduled to run through Friday, Dec. 11, weather permitting, according to a notice from the township’s Department of Community Services.",
                    "Here are the closures and detours to know about:",
                    "- Bloomfield Avenue between Park Street and South Fullerton Avenue: one lane in each direction, 9 a.m. to 3:30 p.m. weekdays, for milling and paving",
                    "- Valley Road between Bellevue Avenue and Lorraine Avenue: closed to through traffic 7 a.m. to 5 p.m. Monday through Thursday; local access only",
                    "- Church Street between South Fullerton Avenue and Trinity Place: closed Saturday, Dec. 5, from 6 a.m. to 2 p.m. for a crane lift at a construction site",
                    "- Watchung Avenue at the railroad bridge: alternating one-way traffic overnight Tuesday, 10 p.m. to 5 a.m.",
                    "Two NJ Transit bus routes will be detoured around the Bloomfield Avenue work zone. Riders should check the agency’s app for stop changes.",
                    "Police officers will direct traffic at Valley Road and Bellevue Avenue during rush hours. Township officials urged residents to use Grove Street or Upper Mountain Avenue instead.",
                    "“We know the timing isn’t ideal during the holiday shopping season,” Township Manager Renee Calloway said in a statement. “The county’s paving contract had to be finished before the asphalt plants close for the winter.”",
                    "Residents with questions can call the Department of Community Services at 973-555-0140.",
                ],
                "ssr-bulleted-road-closures",
                section="Traffic & Transit",
                topic=True,
            )
        )
        add(
            cp(
                "council",
                "montclair-council-approves-14-6m-capital-plan-after-late-night-debate",
                "Montclair Council Approves $14.6M Capital Plan After Late-Night Debate",
                "2026-12-02 23:48",
                ["Eleanor Brandt"],
                [
                    "MONTCLAIR, NJ — After nearly four hours of public comment and debate, the Montclair Township Council approved a $14.6 million capital plan for 2027 late Wednesday night, including money for a long-delayed overhaul of the Edgemont Park pond and new turf at Woodman Field.",
                    "The plan passed 5-2, with Councilors Priya Venkataraman and Walter Hughes voting no.",
                    "The biggest single item is $3.2 million for road resurfacing, up from $2.4 million last year. Council members said the increase was a response to complaints about potholes on Grove Street, Valley Road and several side streets in the South End.",
                    "Most of the public comment focused on a proposal to spend $850,000 on design work for a parking deck near the Bay Street train station. Residents who spoke against it said the township should be encouraging people to walk, bike and take transit rather than building more parking.",
                    "“We keep saying we want a walkable downtown, and then we keep paying for cars,” said Lisa Marchetti, who lives on Forest Street.",
                    "Supporters, including several downtown business owners, said a shortage of parking is driving customers to malls in Wayne and Livingston.",
                    "Venkataraman said she supported most of the plan but could not vote for the parking deck money without a traffic study. Hughes said he objected to the size of the borrowing at a time when the township’s debt service costs are rising.",
                    "Mayor Carla Desmond said the design money does not commit the township to building the deck. “This is us figuring out what it would cost and what it would look like,” she said. “Nobody is pouring concrete next month.”",
                    "The capital plan will be financed mostly through bonds. The township’s chief financial officer said the borrowing would add about $38 a year to the tax bill of the average Montclair home, assessed at $612,000.",
                ],
                "text-only-in-next-data-utc-next-day",
                section="Politics & Government",
                thin=True,
            )
        )
        add(
            cp(
                "restaurant",
                "new-ramen-shop-opens-church-street-former-bakery-space",
                "New Ramen Shop Opens On Church Street In Former Bakery Space",
                "2026-12-04 14:15",
                ["Daniel Cho"],
                [
                    "MONTCLAIR, NJ — The smell of simmering pork broth has replaced fresh bread at 41 Church St., where Kōji Noodle Bar opened its doors Thursday.",
                    "The 36-seat restaurant is the first solo venture for chef Kenji Moriyama, who spent eight years cooking at ramen shops in Manhattan’s East Village before moving to Montclair with his family in 2023.",
                    "“I wanted a place where people could walk in on a Tuesday night and have a bowl of soup that takes 18 hours to make,” Moriyama said. “Nothing fancy. Just done carefully.”",
                    "FIG: Ramen bowl | Tonkotsu ramen at Kōji Noodle Bar. (Daniel Cho/Cornerpost)",
                    "The menu is short: four ramens, including a vegetarian miso ramen with roasted mushrooms, plus a handful of small plates like gyoza, pickles and a chicken karaage that Moriyama says is his mother’s recipe. Bowls run from $17 to $22.",
                    "Moriyama’s wife, Aiko, runs the front of the house, and the couple’s two children have already claimed the corner table for homework after school. “It’s a family restaurant in every sense,” Moriyama said.",
                    "The space was home to a bakery for nearly 15 years before it closed in March. Moriyama kept the bakery’s tin ceiling and long wooden counter, and added a row of stools facing the open kitchen.",
                    "Kōji Noodle Bar is open Tuesday through Sunday from 11:30 a.m. to 9 p.m., and until 10 p.m. on Fridays and Saturdays. The restaurant does not take reservations, but Moriyama said he plans to add online ordering for pickup in January.",
                    "Several neighbors on Church Street said they were glad to see the storefront filled. “It was dark for eight months,” said Ana Ruiz, who owns a gift shop a few doors down. “Any light on this block helps all of us.”",
                ],
                "ssr-business-story-photo",
                section="Restaurants & Bars",
            )
        )
        add(
            cp(
                "police",
                "police-4-cars-stolen-upper-montclair-week-keys-left-inside-3",
                "Police: 4 Cars Stolen In Upper Montclair In A Week; Keys Left Inside In 3",
                "2026-12-03 16:30",
                ["Eleanor Brandt"],
                [
                    "MONTCLAIR, NJ — Montclair police are warning residents to lock their cars and take their key fobs inside after four vehicles were stolen from driveways in Upper Montclair in the past week.",
                    "Three of the four cars had been left unlocked with a key fob inside, according to Lt. Marcus Bell, the department’s public information officer. The fourth, a 2024 Honda CR-V, was taken from a driveway on Lorraine Avenue overnight Sunday, and police believe the thieves used a device to copy the signal from the fob inside the house.",
                    "The thefts happened on Upper Mountain Avenue, Lorraine Avenue, Highland Avenue and Wayside Place between Nov. 26 and Dec. 2. All took place between 1 a.m. and 5 a.m., and in two cases home security cameras captured a dark-colored sedan driving slowly through the neighborhood shortly before the theft.",
                    "One of the vehicles, a 2022 Jeep Grand Cherokee, was recovered Tuesday in Newark. The others have not been found.",
                    "“These are crimes of opportunity,” Bell said. “If the car is locked and the fob isn’t in it, most of these crews will just move on to the next driveway.”",
                    "Police recommend keeping fobs in a signal-blocking pouch or metal container, parking in a garage when possible and calling 911 right away if you see someone checking car door handles.",
                    "Statewide, car thefts have fallen from their 2022 peak, but Essex County still accounts for roughly a quarter of the vehicles stolen in New Jersey, according to state police data. Investigators say many stolen cars are used in other crimes within days.",
                    "Anyone with information or video is asked to call the Montclair Police Department’s detective bureau at 973-555-0112.",
                ],
                "text-only-in-next-data-ld-organization",
                section="Crime & Safety",
                thin=True,
                ld_org=True,
            )
        )
        add(
            cp(
                "neighbor",
                "rotary-coat-drive-collects-1-200-coats-needs-volunteers-sort-them",
                "Rotary Coat Drive Collects 1,200 Coats — And Needs Volunteers To Sort Them",
                "2026-12-01 20:20",
                ["Margaret Ostrowski"],
                [
                    "Thank you, Montclair! The Rotary Club of Montclair’s annual coat drive collected more than 1,200 coats, hats and pairs of gloves during November, our best year since the drive began in 2011.",
                    "Donations came in from 14 drop-off sites around town, including three coffee shops near the train stations, the public library and every elementary school. The Glenfield Middle School student council alone brought in 186 coats.",
                    "Now we need help getting them to the people who need them. We are looking for volunteers to sort, size and bag coats at the First Congregational Church fellowship hall on Saturday, Dec. 5 and Saturday, Dec. 12, from 9 a.m. to noon. No experience is needed, and older kids are welcome with a parent.",
                    "The coats will be handed out through the Bay Street Community Pantry, the township’s senior center and two shelters in Newark before the end of the month.",
                    "Last year’s coats went to more than 900 children and adults. This year, for the first time, we also collected 300 pairs of new socks, which shelters tell us are the most requested item all winter.",
                    "To sign up for a shift, email coatdrive@montclairrotary.test or just show up. Coffee and doughnuts are on us.",
                ],
                "neighbor-post-user-submitted-utc-next-day",
                section="Neighbor Posts",
                neighbor=True,
            )
        )
        add(
            cp(
                "school",
                "montclair-school-board-pushes-later-high-school-start-time-vote-january",
                "Montclair School Board Pushes Later High School Start Time Vote To January",
                "2026-12-01 18:45",
                ["Daniel Cho"],
                [
                    "MONTCLAIR, NJ — Montclair High School students will have to wait a little longer to find out whether their school day will start later next fall.",
                    "The Montclair Board of Education on Monday postponed a vote on a proposal to move the high school’s first bell from 7:55 a.m. to 8:40 a.m., saying it needed more information about the effect on bus routes and after-school sports.",
                    "The proposal, recommended by a committee of parents, teachers and students that met for most of last year, cites research linking later start times with better attendance, fewer car crashes among teen drivers and improved mental health.",
                    "But the district’s transportation director told the board that a later high school start would require either 11 more bus routes or a reshuffling of elementary and middle school schedules. Adding routes would cost an estimated $1.3 million a year.",
                    "“Nobody on this board is against the idea,” board President Ayesha Grant said. “We owe families a plan that actually works before we vote on it.”",
                    "Several students who spoke during public comment urged the board not to delay any further. Montclair High junior Theo Sandoval said many of his classmates catch buses before 7 a.m. “We’re being asked to do calculus half asleep,” he said.",
                    "Athletic Director Brian Kowalski said a later dismissal would mean some teams would have to leave class early for away games, particularly in the fall and winter when daylight is short.",
                    "The board asked Superintendent Howard Ames to return in January with three scheduling options and their costs. A vote is expected at the Jan. 25 meeting.",
                ],
                "ssr-school-news",
                section="Schools",
            )
        )
        add(
            cp(
                "holiday",
                "things-do-montclair-weekend-holiday-market-menorah-lighting-more",
                "Things To Do In Montclair This Weekend: Holiday Market, Menorah Lighting, More",
                "2026-12-04 07:00",
                ["Eleanor Brandt"],
                [
                    "MONTCLAIR, NJ — The first full weekend of December is packed in Montclair. Here are a few events worth bundling up for.",
                    "### Holiday Makers Market",
                    "More than 40 local artists and makers will sell ceramics, jewelry, candles and baked goods at Church Street Plaza. Saturday and Sunday, 10 a.m. to 5 p.m. Free.",
                    "### Holiday Cookie Walk",
                    "Pick up a tin and fill it with homemade cookies at the [[event|Edgemont Park House]]. Proceeds benefit the Edgemont Park Conservancy. Saturday, 9 a.m. to noon. $20 per tin.",
                    "### Santa at the Firehouse",
                    "Fire Station 2 on Valley Road opens its doors for photos with Santa and a close look at the trucks. Saturday, 1 to 4 p.m. Bring a canned food donation.",
                    "### ‘It’s a Wonderful Life’ on the Big Screen",
                    "The Bellevue Avenue Library shows the holiday classic in its community room. Sunday at 2 p.m. Free with a library card; registration required.",
                    "### Winter Farmers Market",
                    "The indoor winter market returns with local apples, cider, cheese and bread from a dozen farms in Sussex and Warren counties. Saturday, 9 a.m. to 1 p.m. at the Lackawanna Plaza lobby.",
                    "### Community Menorah Lighting",
                    "Latkes, doughnuts and live music at Crane Park. Sunday at 4:30 p.m. Free.",
                    "NOTE: Know of an event we missed? [[calendar|Add it to the Cornerpost calendar]] — it’s free.",
                ],
                "ssr-weekend-roundup-h3-events",
                section="Arts & Entertainment",
            )
        )
        add(
            cp(
                "weather",
                "noreaster-could-bring-first-snow-season-essex-county-sunday-forecast",
                "Nor’easter Could Bring First Snow Of Season To Essex County Sunday: Forecast",
                "2026-12-04 06:05",
                ["Tom Kessler"],
                [
                    "MONTCLAIR, NJ — A developing coastal storm could bring the first measurable snow of the season to northern New Jersey on Sunday, though forecasters say the exact track will decide whether Essex County sees snow, rain or a messy mix.",
                    "The National Weather Service office in Upton, New York, which covers northeastern New Jersey, said Friday morning that a low-pressure system forming off the Carolina coast is expected to move northeast Saturday night and pass near or just south of Long Island on Sunday.",
                    "If the storm tracks closer to the coast, warmer air would keep most of Essex County in rain, with snow limited to higher ground in Sussex and Passaic counties. A track farther offshore would pull colder air south and could bring 2 to 5 inches to Montclair and surrounding towns.",
                    "“This is one of those setups where 30 miles makes all the difference,” said meteorologist Rachel Imbriano of Garden State Weather Desk, a private forecasting firm. “By Saturday afternoon we should have a much better idea.”",
                    "Either way, the storm is expected to bring gusty northeast winds of 25 to 35 mph along the coast and heavy rain at times in southern New Jersey.",
                    "Temperatures behind the storm will be the coldest of the season so far, with lows in the low 20s Monday and Tuesday nights and highs struggling to reach 35 degrees.",
                    "Montclair’s Department of Community Services said plows and salt spreaders have been checked and loaded. Residents are reminded that cars must be moved off snow emergency routes, including Bloomfield Avenue and Valley Road, if the township declares a snow emergency.",
                    "Cornerpost will update this story as the forecast becomes clearer.",
                ],
                "ssr-regional-weather",
                section="Weather",
                topic=True,
            )
        )

    # ---- markup -------------------------------------------------------------------------------------------------
    def href(self, key_or_path: str) -> str:
        if key_or_path.startswith("user:"):
            return "/users/" + USERS[key_or_path[5:]][0]
        return super().href(key_or_path)

    def body_html(self, doc: Doc) -> str:
        return self.blocks(doc)

    def apollo(self, doc: Doc) -> dict[str, Any]:
        state: dict[str, Any] = {"ROOT_QUERY": {"__typename": "Query"}}
        if doc.is_article:
            aid = num(doc.key)
            a = doc.authors[0]
            uid = USERS[a][0]
            t = moment(doc.extra["local"], EST)
            # the body as the CMS stores it (plain HTML, no inline links kept as site keys)
            html = []
            for b in doc.blocks:
                if b[0] == "p":
                    html.append(f"<p>{esc(plain(b[1]))}</p>")
                elif b[0] in ("h2", "h3"):
                    html.append(f"<{b[0]}>{esc(plain(b[1]))}</{b[0]}>")
                elif b[0] == "ul":
                    html.append("<ul>" + "".join(f"<li>{esc(plain(x))}</li>" for x in b[1]) + "</ul>")
                elif b[0] == "fig":
                    html.append(
                        f'<figure><img src="https://cornerpost-images.test/{aid}/{b[1].replace(" ", "-").lower()}.jpg" alt="{esc(b[1])}"/><figcaption>{esc(b[2])}</figcaption></figure>'
                    )
            state[f"Article:{aid}"] = {
                "__typename": "Article",
                "id": str(aid),
                "title": doc.title,
                "slug": doc.path.rsplit("/", 1)[1],
                "canonicalUrl": self.url(doc.key),
                "publishedAt": zulu(t),
                "isNeighborPost": bool(doc.extra.get("neighbor")),
                "category": {"__typename": "Category", "name": doc.section},
                "author": {"__ref": f"User:{uid}"},
                "body": "".join(html),
                "commentCount": 3 if doc.key in ("council", "school") else 0,
            }
            state[f"User:{uid}"] = {
                "__typename": "User",
                "id": uid,
                "displayName": a,
                "title": USERS[a][1],
                "profileUrl": f"/users/{uid}",
            }
            state["ROOT_QUERY"][f'article({{"slug":"{doc.path.rsplit("/", 1)[1]}"}})'] = {"__ref": f"Article:{aid}"}
        else:
            state["ROOT_QUERY"]["page"] = {"kind": doc.kind, "title": doc.title}
        return state

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} | Montclair, NJ Cornerpost</title>"
            if doc.is_article
            else f"<title>{esc(doc.title)} | Cornerpost</title>",
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="Cornerpost"/>',
        ]
        ld = ""
        if doc.is_article:
            t = moment(doc.extra["local"], EST)
            metas.append('<meta property="og:type" content="article"/>')
            metas.append(f'<meta name="description" content="{esc(self.lede(doc))}"/>')
            metas.append(f'<meta property="article:published_time" content="{zulu(t)}"/>')
            author: Any = (
                {"@type": "Organization", "name": "Cornerpost"}
                if doc.extra.get("ld_org")
                else [
                    {
                        "@type": "Person",
                        "name": doc.authors[0],
                        "url": self.origin + "/users/" + USERS[doc.authors[0]][0],
                    }
                ]
            )
            data = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": zulu(t),
                "dateModified": zulu(t),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Cornerpost",
                    "logo": {"@type": "ImageObject", "url": "https://cornerpost.test/static/img/logo.png"},
                },
                "mainEntityOfPage": url,
                "isAccessibleForFree": True,
            }
            ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        elif doc.kind == "event":
            metas.append('<meta property="og:type" content="website"/>')
            data = {
                "@context": "https://schema.org",
                "@type": "Event",
                "name": doc.title,
                "startDate": "2026-12-05T09:00:00-05:00",
                "endDate": "2026-12-05T12:00:00-05:00",
                "location": {
                    "@type": "Place",
                    "name": "Edgemont Park House",
                    "address": "20 Edgemont Rd., Montclair, NJ",
                },
            }
            ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        else:
            metas.append('<meta property="og:type" content="website"/>')
        nd = {
            "props": {
                "pageProps": {
                    "__APOLLO_STATE__": self.apollo(doc),
                    "patch": {"slug": "montclair", "name": "Montclair", "state": "NJ"},
                    "pageType": doc.kind,
                },
                "__N_SSP": True,
            },
            "page": "/[state]/[patch]/[slug]"
            if doc.is_article
            else "/[state]/[patch]"
            if doc.key in ("home", "home2")
            else "/_page",
            "query": {"state": "new-jersey", "patch": "montclair"},
            "buildId": "Qm4xT8eWz0aL3kRcY7p1N",
            "isFallback": False,
            "gssp": True,
            "scriptLoader": [],
        }
        nav = "".join(
            self.a(k, t, "nav", 'class="styles_NavLink__b3Kp9"')
            for k, t in (
                ("home", "News"),
                ("calendar", "Calendar"),
                ("neighbors", "Neighbor Posts"),
                ("tag", "Traffic"),
                ("search", "Search"),
            )
        )
        nav += '<a class="styles_NavLink__b3Kp9" href="/new-jersey/montclair/classifieds">Classifieds</a><a class="styles_NavLink__b3Kp9" href="/new-jersey/montclair/real-estate">Real Estate</a>'
        return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
{chr(10).join(metas)}
{ld}
<link rel="preload" href="/_next/static/css/5c1f0a3e9d2b7a41.css" as="style"/><link rel="stylesheet" href="/_next/static/css/5c1f0a3e9d2b7a41.css" data-n-g=""/>
<style>/*PAD*/</style>
<noscript data-n-css=""></noscript>
</head><body><div id="__next">
<header class="styles_Header__z3Fq0"><a class="styles_Logo__a1QwE" href="/">Cornerpost</a><div class="styles_TownName__kq3Vd">{self.a("home", "Montclair, NJ", "nav")}</div>
<nav class="styles_Nav__c8WmR" aria-label="Montclair sections">{nav}</nav>
<a class="styles_Login__x0Pq2" href="/login">Log in</a> <a class="styles_Join__n3Zr1" href="/signup?patch=montclair">Join</a></header>
<main class="styles_Main__r2TyL">
{main}
</main>
<aside class="styles_Rail__w0LmB"><section class="styles_Newsletter__m2cVx"><h2>Get Cornerpost Montclair in your inbox</h2><p>Local news, every morning. Free.</p><form action="/newsletter/subscribe"><input type="email" placeholder="Email address"/><button>Subscribe</button></form></section>
<section class="styles_Upcoming__p1FvS"><h3>Upcoming events</h3><ul><li>{self.a("event", "Holiday Cookie Walk at Edgemont Park House", "aside")}</li><li><a href="{TOWN}/calendar/event/20261205/31877422/holiday-makers-market">Holiday Makers Market</a></li></ul>{self.a("calendar", "See all events", "aside")}</section>
<div class="styles_Ad__t9Uq3" data-ad-unit="/21809957681/montclair/rail">Advertisement</div></aside>
<footer class="styles_Footer__d0Kq2"><ul><li>{self.a("about", "About Cornerpost", "footer")}</li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li><li><a href="/community-guidelines">Community Guidelines</a></li><li><a href="/advertise">Advertise</a></li><li><a href="/do-not-sell">Do Not Sell or Share My Personal Information</a></li></ul>
<p>© 2026 Cornerpost Media. All Rights Reserved.</p></footer>
</div><script id="__NEXT_DATA__" type="application/json">{next_json(nd)}</script>
<script src="/_next/static/chunks/webpack-8d3e1f2a.js" defer=""></script><script src="/_next/static/chunks/framework-0c7a5b9e.js" defer=""></script><script src="/_next/static/chunks/pages/%5Bstate%5D/%5Bpatch%5D/%5Bslug%5D-4f2b8c1d.js" defer=""></script>
</body></html>"""

    def byline(self, doc: Doc) -> str:
        a = doc.authors[0]
        link = (
            self.a("author", a, "byline")
            if a == "Eleanor Brandt"
            else f'<a href="{self.href("user:" + a)}">{esc(a)}</a>'
        )
        return f'<div class="styles_Byline__Pw1kE"><img class="styles_Avatar__e5Lk0" alt="" src="https://cornerpost-images.test/avatars/{USERS[a][0]}.jpg"/><span>By {link}, {esc(USERS[a][1])}</span></div>'

    def story_main(self, doc: Doc) -> str:
        t = moment(doc.extra["local"], EST)
        flag = ""
        if doc.extra.get("neighbor"):
            flag = '<div class="styles_NeighborFlag__k1Jx8"><span>Neighbor Post</span><p>This post was contributed by a community member. The views expressed here are the author’s own.</p></div>'
        if doc.extra.get("thin"):
            body = (
                '<div class="styles_HTMLContent__LDG2k" data-testid="article-body">'
                + "".join(
                    f'<div class="styles_Skeleton__h7RwA" style="width:{w}%"></div>' for w in (96, 91, 98, 72, 94, 88)
                )
                + "</div>"
            )
        else:
            body = f'<div class="styles_HTMLContent__LDG2k" data-testid="article-body">\n{self.body_html(doc)}\n</div>'
        topic = (
            f'<div class="styles_Topics__u2Qe4">Topics: {self.a("tag", "Traffic & Transit", "content")}</div>'
            if doc.extra.get("topic")
            else ""
        )
        comments = ""
        if doc.key in ("council", "school"):
            comments = (
                '<section class="styles_Comments__j3Ws0"><h2>Replies (3)</h2>'
                '<div class="styles_Comment__u9BnT"><b>Karen M.</b> <span>8h</span><p>Thank you for staying until the end of the meeting to cover this.</p><button>Reply</button> <button>Thank</button></div>'
                '<div class="styles_Comment__u9BnT"><b>Jim Delaney</b> <span>6h</span><p>Every year the same debate and every year nothing changes.</p><button>Reply</button> <button>Thank</button></div>'
                '<div class="styles_Comment__u9BnT"><b>R. Okafor</b> <span>2h</span><p>Does anyone know when the next public hearing is?</p><button>Reply</button> <button>Thank</button></div>'
                "<p>The rules of replying: Be respectful. Keep it civil and stay on topic. No profanity, vulgar, racist or hateful language.</p></section>"
            )
        more = "".join(
            f'<li class="styles_Card__Yt6bH">{self.a(k, self.docs[k].title, "related", CARD)}</li>'
            for k in ARTS
            if k != doc.key
        )
        upd = ""
        if doc.key in ("weather", "roads"):
            u = t.replace(hour=t.hour + 3)
            upd = f' <span class="styles_Updated__y7Tb1">Updated {posted(u)}</span>'
        return f"""<article class="styles_Article__s8QfE">
<div class="styles_Category__n4Ld2">{esc(doc.section)}</div>
<h1 class="styles_Title__f2Mq9">{esc(doc.title)}</h1>
{flag}
{self.byline(doc)}
<div class="styles_Timestamp__o6Hv3"><time dateTime="{zulu(t)}">{doc.stamp}</time>{upd}</div>
<div class="styles_Share__g7Nn1"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share</a> <button>Reply</button> <button>Thank</button></div>
{body}
<div class="styles_Newsletter__m2cVx styles_Inline__v1Ac4"><p>Get more local news delivered straight to your inbox. Sign up for free Cornerpost newsletters and alerts.</p></div>
{topic}
</article>
{comments}
<section class="styles_More__h0Rt5"><h2>More from Montclair</h2><ul>{more}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "calendar":
            rows = []
            for day, time, key, title, venue in doc.extra["events"]:
                link = (
                    self.a(key, title, "content")
                    if key
                    else f'<a href="{TOWN}/calendar/event/20261205/{num(title)}/{title.lower().replace(" ", "-").replace(":", "").replace("’", "")}">{esc(title)}</a>'
                )
                rows.append(
                    f'<li class="styles_EventCard__r4Hs2"><div class="styles_EventDate__c0Vb7">{day}</div><div class="styles_EventTime__w8Jd1">{time}</div><h3>{link}</h3><div class="styles_EventVenue__l5Rt2">{esc(venue)}</div></li>'
                )
            return f'<section class="styles_Calendar__q3Ns8"><h1>{esc(doc.title)}</h1><a class="styles_AddEvent__x2Mk7" href="/new-jersey/montclair/calendar/new">+ Add your event</a><ul>{"".join(rows)}</ul><p class="styles_Pager__n1Lp5"><a href="{TOWN}/calendar?date=2026-12-11">Next week</a></p></section>'
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            t = moment(d.extra["local"], EST)
            label = (
                '<span class="styles_Label__e2Wq9">Neighbor Post</span>'
                if d.extra.get("neighbor")
                else f'<span class="styles_Label__e2Wq9">{esc(d.section)}</span>'
            )
            cards.append(
                f'<article class="styles_Card__Yt6bH">{label}<h2>{self.a(k, self.teaser_text(d), "content", CARD)}</h2>'
                f'<p class="styles_CardDek__p5Km8">{esc(self.lede(d))}</p><span class="styles_CardTime__y3Lp1">{posted(t)}</span></article>'
            )
        head = f'<h1 class="styles_FeedTitle__r7Gq2">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<div class="styles_Profile__g3Ha1"><h1>Eleanor Brandt</h1><p>Cornerpost Staff · Montclair editor</p><p>Eleanor Brandt has covered Montclair and Glen Ridge since 2019. Send tips to montclair@cornerpost.test.</p></div>'
        if doc.key == "neighbors":
            head += f'<p>News, announcements and events shared by people in Montclair. <a href="{TOWN}/neighbor-posts/new">Post something</a></p><article class="styles_Card__Yt6bH"><h2><a href="{TOWN}/lost-gray-tabby-cat-near-watchung-plaza">Lost Gray Tabby Cat Near Watchung Plaza</a></h2></article>'
        more = ""
        if doc.key == "home":
            more = f'<nav class="styles_Pager__n1Lp5">{self.a("home2", "Next page", "pagination")}</nav><div class="styles_QuickLinks__z5Nv2">{self.a("calendar", "Community Calendar", "content")} · {self.a("neighbors", "Neighbor Posts", "content")} · {self.a("tag", "Traffic & Transit", "content")} · {self.a("author", "Eleanor Brandt", "content")}</div>'
        elif doc.key == "home2":
            more = f'<nav class="styles_Pager__n1Lp5">{self.a("home", "Previous page", "pagination")} <a href="{TOWN}?page=3">Next page</a></nav>'
        if doc.kind == "search":
            head += '<form action="/search"><input name="q" value="snow"/><button>Search</button></form>'
        return f'<section class="styles_Feed__b6Tc0">{head}{"".join(cards)}{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "event":
            return f"""<article class="styles_Event__f3Lk9"><div class="styles_Category__n4Ld2">Community Calendar</div>
<h1 class="styles_Title__f2Mq9">{esc(doc.title)}</h1>
<dl class="styles_EventFacts__k8Qw1"><dt>When</dt><dd>{esc(doc.extra["when"])}</dd><dt>Where</dt><dd>{esc(doc.extra["venue"])}</dd><dt>Hosted by</dt><dd>{esc(doc.extra["host"])}</dd></dl>
<div class="styles_EventDescription__m1Tx4">{self.blocks(doc)}</div>
<a class="styles_AddToCal__s2Kp0" href="{TOWN}/calendar/event/{num("event")}.ics">Add to calendar</a> · {self.a("calendar", "Back to calendar", "content")}
<p class="styles_Disclaimer__x9Wd2">Events are submitted by community members. Cornerpost does not verify event details.</p></article>"""
        return f'<article class="styles_Static__h2Pe8"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'
