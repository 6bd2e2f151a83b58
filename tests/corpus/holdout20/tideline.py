# ruff: noqa: E501, RUF001
"""The Tacoma Tideline: an American (en-US) metro daily on **Next.js 14 with the App Router** (React Server
Components). Every page is server-rendered HTML followed by the RSC flight payload in `self.__next_f.push([1,"…"])`
script chunks (the same tree again, cut at arbitrary points). Story bodies come from the CMS as HTML and travel in
the payload as `dangerouslySetInnerHTML`. Machine times are UTC (`toISOString()`); the printed times are Pacific.

One story (the freight story) is payload-only: its body is a client component loaded with `ssr: false`, so the
server HTML holds the header, a skeleton and a `BAILOUT_TO_CLIENT_SIDE_RENDERING` template; the paragraphs exist
only inside the `__next_f` chunks. The council story's UTC time (05:42Z on 1 December) is 9:42 p.m. on Monday 30
November in Tacoma; its URL carries the UTC day."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, plain

Node = tuple[str, dict[str, Any], list[Any]]
VOID = {"img", "meta", "link", "br", "hr", "input", "source"}


def E(tag: str, props: dict[str, Any] | None = None, *kids: Any) -> Node:
    return (tag, props or {}, [k for k in kids if k is not None and k != ""])


def _h(n: int) -> str:
    return f"{zlib.crc32(str(n).encode()):08x}{zlib.crc32(str(n * 7).encode()):08x}"


BUILD = "tTl7qJv2cX0aP4wE9mZ1k"
NAV = [
    ("local", "Local"),
    ("/sports", "Sports"),
    ("/business", "Business"),
    ("/opinion", "Opinion"),
    ("tag", "Transportation"),
    ("/weather", "Weather"),
    ("/obituaries", "Obituaries"),
]
RAIL = ["lightrail", "council", "windstorm", "photo", "interview"]


class Tideline(Base):
    origin = "https://www.tacomatideline.test"
    name = "The Tacoma Tideline"
    prefix = "tl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tl",
            [".site-header", ".story-body", ".card", ".rail", ".byline", ".site-footer", ".dek", ".skeleton"],
            260,
        )

    # ------------------------------------------------------------------ the pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Tacoma Tideline",
                "nextjs-home",
                list=["windstorm", "port", "lightrail", "council", "interview", "photo"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/local",
                "section",
                "Local News",
                "nextjs-section-front",
                list=["windstorm", "port", "lightrail", "council", "photo", "interview"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/local?page=2",
                "section",
                "Local News",
                "nextjs-section-page2",
                list=["opinion", "photo", "interview"],
                prev="local",
                page_no=2,
            )
        )
        add(
            page(
                "tag",
                "/tag/transportation",
                "tag",
                "Transportation",
                "nextjs-tag",
                list=["lightrail", "ferry", "interview", "windstorm"],
            )
        )
        add(
            page(
                "author",
                "/staff/dana-whitcomb",
                "author",
                "Dana Whitcomb",
                "nextjs-staff-page-long-bio",
                [
                    "Dana Whitcomb covers transportation, growth and the way people get around Pierce County for The Tacoma Tideline. Before joining the newsroom in 2019 she spent six years at a small daily in Yakima, where she covered city hall, agriculture and two wildfire seasons, and a year as a fellow on a statehouse reporting team in Olympia.",
                    "Her reporting on the delayed streetcar extension, including a 2024 series on how contractors billed the city for idle equipment, was a finalist for a regional public-service award. She also writes the weekly Commute Check column, which answers readers’ questions about potholes, signal timing and the bus that never seems to come.",
                    "Dana grew up in Spokane and studied journalism and geography at Western Washington University. She rides the No. 1 bus most days, owns a bicycle she describes as “older than some of my sources,” and still keeps a paper map of the county in her desk drawer for the days the cell network goes down.",
                    "She can be reached at the address below or through the newsroom’s secure tip line. She does not accept gifts from the agencies or companies she covers, and she discloses that her partner works for a nonprofit that advocates for safer streets; she does not report on that group.",
                ],
                list=["windstorm", "lightrail", "tag"],
                role="Transportation reporter",
            )
        )
        add(
            page(
                "search",
                "/search?q=ferry",
                "search",
                "Search results for “ferry”",
                "nextjs-search-results",
                list=["ferry", "windstorm"],
                query="ferry",
            )
        )
        add(
            page(
                "events",
                "/events/winter-lantern-walk-wright-park",
                "events",
                "Winter Lantern Walk at Wright Park",
                "nextjs-event-long-description",
                [
                    "The Winter Lantern Walk returns to Wright Park for three weekends this season, with more than 400 handmade paper lanterns hung along the loop path between the conservatory and the duck pond. The lanterns are made in free workshops at neighborhood libraries during November, and every one of them is signed by the person who built it, so part of the fun is looking for names you know.",
                    "This year the organizers have added a quiet hour from 5 to 6 p.m. on Sundays, with no amplified music and softer lighting near the entrance, for visitors with sensory sensitivities and for families with very young children. Strollers and wheelchairs can use the paved route the whole way around; volunteers with flashlights will be posted at the two places where the path narrows.",
                    "Hot cider and cocoa will be sold by the Hilltop youth choir, whose members also sing at 7 p.m. each Saturday near the bandstand. Food trucks park on the South G Street side. There is no parking inside the park, and nearby streets fill quickly after 5 p.m.; the No. 1 and No. 11 buses stop two blocks away.",
                    "Entry is free, but organizers ask for a $5 donation toward next year’s lantern supplies. Dogs on short leashes are welcome. The walk is canceled if winds exceed 25 mph, because the lanterns are paper; check this page or the organizers’ social media accounts after 3 p.m. on the day of your visit.",
                ],
                when="Fridays to Sundays, Dec. 4–20, 2026 · 4:30–8:30 p.m.",
                where="Wright Park, 501 S. I St., Tacoma",
                price="Free (suggested donation $5)",
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "product",
                "Subscribe to The Tacoma Tideline",
                "nextjs-subscription-offer-photos",
                [
                    "FIG: A reader holding the Sunday print edition on a porch in the North End | The Sunday print edition, delivered by 7 a.m.",
                    "FIG: The Tideline app open on a phone showing the morning briefing | The app’s morning briefing, ready at 6 a.m. every weekday.",
                    "Local journalism costs money to make. Your subscription pays for the reporters who sit through five-hour council meetings, drive out to the windstorm damage and read the port’s freight reports so you don’t have to.",
                ],
                plans=[
                    (
                        "Digital",
                        "$1 for 6 months",
                        "then $12.99 a month. Unlimited articles, the app, the e-edition and all newsletters.",
                    ),
                    (
                        "Digital + Sunday print",
                        "$4.99 a month for 3 months",
                        "then $21.99 a month. Everything in Digital plus the Sunday paper at your door.",
                    ),
                    (
                        "All access",
                        "$9.99 a month for 3 months",
                        "then $39.99 a month. Print delivery seven days a week and everything in Digital.",
                    ),
                ],
            )
        )
        add(
            page(
                "soft404",
                "/news/2026/11/17/council-budget-hearing-first-look",
                "soft404",
                "Page not found",
                "nextjs-soft404-served-200",
                [
                    "Sorry, we can’t find the page you were looking for. It may have been moved, renamed or taken down, or the link you followed may be mistyped.",
                    "Try searching for the story, or start again from one of the pages below.",
                ],
            )
        )
        add(
            page(
                "podcast",
                "/podcasts/tideline-daily/212-what-the-windstorm-taught-us",
                "podcast",
                "Episode 212: What the windstorm taught us",
                "nextjs-podcast-episode-short-notes",
                [
                    "Reporter Dana Whitcomb talks about a long Wednesday of downed lines, dark intersections and the crews who worked through it. Plus: why the outage map kept crashing.",
                ],
                duration="18:42",
                show="The Tideline Daily",
            )
        )

        add(
            story(
                "lightrail",
                "/news/2026/12/01/eastside-streetcar-extension-weekends-only",
                "Eastside streetcar extension will open on weekends only until February",
                "2026-12-01",
                "2026-12-01T14:05:00.000Z",
                "Dec. 1, 2026, 6:05 a.m. PT",
                ["Dana Whitcomb", "Marcus Oyelaran"],
                [
                    "The long-delayed streetcar extension to the Eastside will carry its first riders on Saturday, Dec. 12, but only on weekends, transit officials said Monday, because the agency has not yet trained enough operators to run the line seven days a week.",
                    "The 2.4-mile extension, which adds six stops between the Dome District and the Eastside Community Center, cost $212 million and was originally scheduled to open in the spring of 2025. Trains will run every 20 minutes from 8 a.m. to 10 p.m. on Saturdays and Sundays until at least Feb. 7, according to a service plan presented to the Pierce Metro board.",
                    "“We would rather open carefully than open badly,” said Renata Solberg, the agency’s chief executive, who took the job in October. “Every operator on that line will have done at least 40 hours on the new track before they carry a single passenger.”",
                    "## Why weekdays have to wait",
                    "Streetcar operators need a separate certification from bus drivers, and the agency lost 11 of its 34 certified operators to retirement and to better-paying jobs in Seattle over the past two years, according to figures shared with the board. Eighteen trainees are in the current class; the earliest of them will finish in late January.",
                    "Board member Carla Brandt, who represents the Eastside, said residents had been told to expect daily service before the holidays. “People planned around this,” she said. “A grandmother who was going to take the train to her job at the hospital on Monday is still taking two buses.”",
                    "Agency staff said weekday buses on Route 41, which the streetcar is meant to replace, will keep running at their current frequency until the line opens fully. A free shuttle will run along the streetcar route on weekdays during the morning and evening rush from Dec. 14.",
                    "## Opening weekend",
                    "Rides will be free on the opening weekend. The first train is scheduled to leave the Dome District stop at 10 a.m. on Dec. 12, after a short ceremony; the agency expects crowds and has asked riders who need a seat to board at the Eastside end.",
                    "Solberg said the agency would publish a date for full weekday service once the current training class passes its final checks. For more on her plans for the system, read our [[interview|interview with the new chief]].",
                ],
                "nextjs-story-two-authors",
                section="Local",
                kicker="Transportation",
                dek="A shortage of certified operators means the $212 million line will sit idle on weekdays for its first two months.",
                topics=["tag"],
            )
        )
        add(
            story(
                "council",
                "/news/2026/12/01/council-approves-winter-shelter-money",
                "Council approves $4.8 million for winter shelters after five-hour hearing",
                "2026-11-30",
                "2026-12-01T05:42:00.000Z",
                "Nov. 30, 2026, 9:42 p.m. PT",
                ["Marcus Oyelaran"],
                [
                    "The Tacoma City Council voted 7-2 late Monday night to spend $4.8 million opening three temporary winter shelters, ending a five-hour hearing in which more than 90 people signed up to speak.",
                    "The money, taken from the city’s reserve fund, will pay for about 260 beds from Dec. 15 through the end of March in a former furniture warehouse on South Tacoma Way, a church gym in the Hilltop neighborhood and a city-owned building near the Tacoma Dome.",
                    "Council member Teresa Alvarado, who proposed the plan, said the city could not wait for the county’s new shelter to open next summer. “Every winter we say we’ll do better next year,” she said just before the vote. “This is next year.”",
                    "The two members who voted no, Paul Lindqvist and Andrea Moss, said they supported more shelter but objected to drawing down reserves that are meant for emergencies. Lindqvist said the city should have asked the county to share the cost. Moss said she had not seen an operating plan for the warehouse site.",
                    "Many of the speakers lived near the proposed sites. Several neighbors of the South Tacoma Way warehouse asked for more lighting and a staffed entrance, and staff said both were included in the contract. Others spoke of friends and relatives who had slept outside during last February’s cold snap.",
                    "The vote came after the council’s [[soft404|first budget hearing]] this month ended without a decision. City staff said the shelters will be run by two nonprofits already under contract with the city and that the first site could open within two weeks.",
                ],
                "nextjs-story-utc-previous-day",
                section="Local",
                kicker="City Hall",
                dek="The money from the city’s reserves will pay for about 260 beds through March.",
            )
        )
        add(
            story(
                "port",
                "/news/2026/12/02/tideflats-freight-volumes-slide-november",
                "Freight volumes at Tideflats terminals slid 9% in November",
                "2026-12-02",
                "2026-12-02T17:20:00.000Z",
                "Dec. 2, 2026, 9:20 a.m. PT",
                ["Priya Natarajan"],
                [
                    "Container traffic through the Tideflats terminals fell 9% in November compared with a year earlier, as retailers who rushed imports in over the summer to get ahead of new tariffs had little left to bring in for the holidays, according to figures released Wednesday by the Northwest Gateway Alliance.",
                    "The terminals handled about 241,000 twenty-foot equivalent units last month, the industry measure for containers, down from roughly 265,000 in November 2025. Imports fell 12%; exports, led by hay, soybeans and frozen potatoes bound for Asia, were nearly flat.",
                    "“We saw the wave in July and August, and this is the trough that comes after it,” said Miguel Ferraro, the alliance’s chief commercial officer. “Nobody here is panicking. The warehouses in Kent and Fife are still full of the goods that came in early.”",
                    "The slowdown is already showing up on the waterfront. Longshore workers said fewer extra shifts were posted in the second half of the month, and two trucking companies that haul containers to inland warehouses said they had cut weekend hours.",
                    "Ferraro said bookings for January look stronger, with two new weekly services from South Korea starting after the new year. The alliance expects the full year to finish about 3% above 2025, which was itself a record.",
                    "Economists at the state’s forecast council have warned that a longer slump in imports would cut into sales tax revenue in Pierce County, where warehouses and distribution centers now employ more than 20,000 people.",
                ],
                "nextjs-payload-only-story",
                section="Business",
                kicker="Economy",
                dek="Retailers pulled their holiday imports forward to beat new tariffs, leaving the waterfront quiet after Thanksgiving.",
                payload_only=True,
            )
        )
        add(
            story(
                "windstorm",
                "/news/2026/12/02/windstorm-power-outages-live-updates",
                "Live updates: Windstorm cuts power to 60,000 Pierce County customers",
                "2026-12-02",
                "2026-12-02T14:10:00.000Z",
                "Updated Dec. 2, 2026, 11:35 a.m. PT",
                ["Dana Whitcomb"],
                [
                    'RAW:<div class="update-stamp"><time dateTime="2026-12-02T19:35:00.000Z">11:35 a.m.</time></div>',
                    "## Outages fall below 40,000",
                    "Tacoma Public Utilities says crews have restored power to about 22,000 customers since 9 a.m. The largest remaining outages are in Fircrest, University Place and the North End, where a falling fir took down a feeder line on North 26th Street.",
                    'RAW:<div class="update-stamp"><time dateTime="2026-12-02T18:50:00.000Z">10:50 a.m.</time></div>',
                    "## Schools in two districts close for the day",
                    "The University Place and Fife school districts have canceled classes for the rest of the day. Tacoma Public Schools remain open, but buses on 14 routes are running up to an hour late because of blocked roads.",
                    'RAW:<div class="update-stamp"><time dateTime="2026-12-02T17:15:00.000Z">9:15 a.m.</time></div>',
                    "## Narrows bridge reopens to high-profile vehicles",
                    "State transportation officials lifted the restriction on trucks, campers and trailers on the Tacoma Narrows Bridge after gusts dropped below 40 mph. The ferry between Point Defiance and Tahlequah is still not sailing.",
                    'RAW:<div class="update-stamp"><time dateTime="2026-12-02T15:40:00.000Z">7:40 a.m.</time></div>',
                    "## Dark signals: treat them as four-way stops",
                    "Police are asking drivers to treat every dark traffic signal as an all-way stop. Officers are directing traffic at South 38th Street and Pacific Avenue, where the signals lost power before 6 a.m.",
                    'RAW:<div class="update-stamp"><time dateTime="2026-12-02T14:10:00.000Z">6:10 a.m.</time></div>',
                    "## Overnight gusts topped 60 mph",
                    "The strongest gusts of the storm reached 63 mph at the Tacoma Narrows Airport at about 3:20 a.m., according to the National Weather Service. A wind advisory remains in effect until noon. This post will be updated through the day.",
                    "NOTE: Listen: [[podcast|The Tideline Daily on the storm]]",
                ],
                "nextjs-liveblog-updates",
                section="Local",
                kicker="Weather",
                dek="Crews worked through the morning to clear trees from lines across the county. Here is what we know.",
                modified="2026-12-02T19:35:00.000Z",
            )
        )
        add(
            story(
                "ferry",
                "/news/2026/12/01/state-ferry-fares-rise-in-may",
                "State ferry fares to rise 3% in May",
                "2026-12-01",
                "2026-12-01T20:00:00.000Z",
                "Dec. 1, 2026, 12 p.m. PT",
                [],
                [
                    "Fares on state ferry routes, including the crossing between Point Defiance and Vashon Island, will rise 3% on May 1 under a plan approved Tuesday by the state Transportation Commission. A second 3% increase is scheduled for May 2028.",
                ],
                "nextjs-agency-brief-no-author",
                section="Local",
                kicker="Transportation",
                agency="Cascade News Service",
                topics=["tag"],
            )
        )
        add(
            story(
                "interview",
                "/news/2026/11/30/qa-pierce-metro-chief-renata-solberg",
                "Q&A: Pierce Metro’s new chief on late buses, bike lanes and rider safety",
                "2026-11-30",
                "2026-11-30T19:00:00.000Z",
                "Nov. 30, 2026, 11 a.m. PT",
                ["Marcus Oyelaran"],
                [
                    "Renata Solberg started as chief executive of Pierce Metro in October after a decade running the bus system in Spokane. She sat down with the Tideline last week at the agency’s headquarters. The conversation has been edited for length and clarity.",
                    "Q: You arrived to find the streetcar extension months late and short of operators. What did you think on your first day? || Honestly, I thought: this is fixable. The track is built. The cars are here. What we don’t have is people, and people we can train. It takes time, and I’d rather tell riders the truth about that time than promise a date we can’t keep.",
                    "Q: Riders complain most about buses that don’t show up, especially at night. Why does that keep happening? || Because we cut late-night service during the pandemic and never fully rebuilt it, and the buses we do run at night are the first ones we cancel when someone calls in sick. I want to stop doing that. Starting in March, night routes will be the last to be cut, not the first.",
                    "Q: Some business owners on Sixth Avenue say the new bike lanes hurt them. Will you revisit them? || The lanes belong to the city, not to us, but I ride that street. Our buses are actually faster there now because cars aren’t pulling in and out of the curb lane. I’m happy to share those numbers with anyone.",
                    "Q: Drivers say they don’t feel safe. What will you change? || We’re adding 12 transit officers, and we’re finishing the barriers in every bus cab by summer. But safety also means a full bus with people on it. Empty buses at 11 p.m. don’t feel safe to anybody.",
                    "Q: What should riders expect a year from now? || A weekday streetcar, buses every 15 minutes on our six busiest routes, and an app that tells you the truth about where your bus is. If I don’t deliver those, you can write that I didn’t.",
                ],
                "nextjs-qa-interview",
                section="Local",
                kicker="Transportation",
                dek="Renata Solberg took over the county’s transit agency in October. We asked her what riders should expect.",
                topics=["tag"],
            )
        )
        add(
            story(
                "photo",
                "/news/2026/11/29/photos-lantern-walk-wright-park-preview",
                "Photos: Lanterns go up in Wright Park ahead of winter walk",
                "2026-11-29",
                "2026-11-29T16:30:00.000Z",
                "Nov. 29, 2026, 8:30 a.m. PT",
                ["Lena Kowalczyk"],
                [
                    "Volunteers spent a cold Saturday hanging more than 400 handmade paper lanterns in Wright Park for the [[events|Winter Lantern Walk]], which opens Friday.",
                    "FIG: Two volunteers on ladders tie paper lanterns to a cedar branch at dusk | Sofia Mendes, left, and her son Tomás hang lanterns near the conservatory on Saturday. (Lena Kowalczyk / The Tacoma Tideline)",
                    "FIG: A child holds a lantern shaped like a salmon up to the camera | Eight-year-old Ava Chen shows the salmon lantern she made at the Swasey library branch. (Lena Kowalczyk / The Tacoma Tideline)",
                ],
                "nextjs-photo-story-photographer-only",
                section="Local",
                kicker="Photos",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/2026/11/28/give-us-back-sunday-library-hours",
                "Opinion: Give us back Sunday library hours",
                "2026-11-28",
                "2026-11-28T15:00:00.000Z",
                "Nov. 28, 2026",
                ["Harold Ng"],
                [
                    "On Sunday afternoons when I was teaching, the Moore branch library was the busiest room in South Tacoma. Kids who did not have a quiet corner at home did their homework at the long tables. Retirees read the out-of-town papers. A man I never learned the name of played chess with anyone who would sit down across from him.",
                    "The branch has been closed on Sundays since 2020. So have all but one of the city’s libraries. The library board says it cannot afford the staff to open them again, and I believe the board. But I also believe the city can find the money if it decides that Sundays matter.",
                    "The cost is not large. According to the library’s own budget documents, restoring four hours of Sunday service at the four busiest branches would cost about $610,000 a year. That is less than the city will spend this winter resurfacing two blocks of Pacific Avenue.",
                    "Sunday is the only day many working families can visit. It is the day before a week of school, when a student realizes the report is due and the printer at home is out of ink. It is the day a lonely person most needs somewhere warm to go.",
                    "The council will take up the library budget in January. I hope its members will visit a branch on a Saturday afternoon first, see how full it is, and then imagine where all of those people go the next day.",
                    "SIGN: Harold Ng is a retired middle-school science teacher who lives in South Tacoma.",
                ],
                "nextjs-opinion-signed-at-end",
                section="Opinion",
                kicker="Guest opinion",
            )
        )
        for d in self.docs.values():
            d.kicker = d.extra.pop("kicker", d.kicker)

    # ------------------------------------------------------------------ element trees: one tree, two renderings
    def html(self, node: Any) -> str:
        if isinstance(node, str):
            return esc(node)
        tag, props, kids = node
        if props.get("rscOnly"):
            return ""
        if tag == "a":
            inner = "".join(self.html(k) for k in kids)
            text = "".join(k for k in kids if isinstance(k, str)) or props.get("label", "")
            attrs = " ".join(
                f'{self._attr(k)}="{esc(str(v))}"' for k, v in props.items() if k in ("className", "aria-label", "rel")
            )
            return self.a(props["to"], text, props.get("zone", "content"), attrs, inner)
        if "__html" in props:
            attrs = self._attrs(props)
            return f"<{tag}{attrs}>{props['__html']}</{tag}>"
        attrs = self._attrs(props)
        if tag in VOID:
            return f"<{tag}{attrs}/>"
        return f"<{tag}{attrs}>{''.join(self.html(k) for k in kids)}</{tag}>"

    @staticmethod
    def _attr(name: str) -> str:
        return {"className": "class", "htmlFor": "for"}.get(name, name)

    def _attrs(self, props: dict[str, Any]) -> str:
        out = []
        for k, v in props.items():
            if k in ("to", "zone", "label", "key", "__html", "htmlOnly", "rscOnly", "rscProps", "rscTag"):
                continue
            if v is True:
                out.append(f' {self._attr(k)}=""')
            else:
                out.append(f' {self._attr(k)}="{esc(str(v))}"')
        return "".join(out)

    def rsc(self, node: Any) -> Any:
        if isinstance(node, str):
            return node
        tag, props, kids = node
        if props.get("htmlOnly"):
            return None
        if "rscProps" in props:
            return ["$", props.get("rscTag", tag), props.get("key"), props["rscProps"]]
        clean: dict[str, Any] = {}
        for k, v in props.items():
            if k in ("zone", "label", "key", "rscOnly"):
                continue
            if k == "to":
                clean["href"] = self.href(v)
            elif k == "__html":
                clean["dangerouslySetInnerHTML"] = {"__html": v}
            else:
                clean[k] = v
        children = [c for c in (self.rsc(k) for k in kids) if c is not None]
        if children:
            clean["children"] = children[0] if len(children) == 1 else children
        return ["$", "$L5" if tag == "a" else tag, props.get("key"), clean]

    def link(self, key: str, text: str, zone: str, cls: str = "") -> Node:
        return E("a", {"to": key, "zone": zone, **({"className": cls} if cls else {})}, text)

    # ------------------------------------------------------------------ chrome
    def header(self) -> Node:
        items = [E("li", {"key": t}, self.link(k, t, "chrome:nav", "nav-link")) for k, t in NAV]
        return E(
            "header",
            {"className": "site-header"},
            E(
                "div",
                {"className": "masthead"},
                E(
                    "a",
                    {
                        "to": "home",
                        "zone": "chrome:header",
                        "className": "logo",
                        "aria-label": "The Tacoma Tideline home",
                    },
                    "The Tacoma Tideline",
                ),
                E("span", {"className": "edition-date"}, "Wednesday, December 2, 2026"),
                self.link("subscribe", "Subscribe", "chrome:header", "btn btn-subscribe"),
                E("a", {"to": "/account/login", "zone": "chrome:header", "className": "btn btn-ghost"}, "Sign in"),
            ),
            E("nav", {"className": "main-nav", "aria-label": "Sections"}, E("ul", {}, *items)),
            E(
                "form",
                {"className": "search-form", "action": "/search", "role": "search"},
                E("label", {"htmlFor": "q", "className": "sr-only"}, "Search"),
                E("input", {"id": "q", "name": "q", "type": "search", "placeholder": "Search the Tideline"}),
            ),
        )

    def footer(self) -> Node:
        cols = [
            ("/about", "About us"),
            ("/contact", "Contact the newsroom"),
            ("/corrections", "Corrections"),
            ("/ethics", "Ethics policy"),
            ("subscribe", "Subscribe"),
            ("/newsletters", "Newsletters"),
            ("/privacy", "Privacy policy"),
            ("/terms", "Terms of service"),
            ("/rss.xml", "RSS"),
        ]
        return E(
            "footer",
            {"className": "site-footer"},
            E(
                "ul",
                {"className": "footer-links"},
                *[E("li", {"key": t}, self.link(k, t, "chrome:footer")) for k, t in cols],
            ),
            E(
                "p",
                {"className": "copyright"},
                "© 2026 Tideline Media LLC. All rights reserved. 1950 Pacific Ave., Tacoma, WA 98402.",
            ),
        )

    def rail(self, doc: Doc) -> Node:
        keys = [k for k in RAIL if k != doc.key][:4]
        return E(
            "aside",
            {"className": "rail"},
            E("h2", {"className": "rail-title"}, "Most read"),
            E(
                "ol",
                {"className": "most-read"},
                *[E("li", {"key": k}, self.link(k, self.docs[k].title, "chrome:rail")) for k in keys],
            ),
            E(
                "div",
                {"className": "rail-promo"},
                E("p", {}, "Get the morning briefing in your inbox."),
                E("a", {"to": "/newsletters", "className": "btn"}, "Sign up"),
            ),
            E(
                "p",
                {"className": "trending"},
                "Trending: ",
                self.link("search", "ferry", "chrome:rail"),
                " · ",
                self.link("/search?q=snow", "snow", "chrome:rail"),
            ),
        )

    def names(self, doc: Doc) -> str:
        return " and ".join(doc.authors)

    def card(self, key: str, big: bool = False) -> Node:
        d = self.docs[key]
        img = None
        if big:
            img = E(
                "img",
                {
                    "alt": d.title,
                    "loading": "lazy",
                    "width": "800",
                    "height": "450",
                    "decoding": "async",
                    "data-nimg": "1",
                    "src": f"/_next/image?url=%2Fuploads%2F2026%2F12%2F{zlib.crc32(key.encode()) % 99991}.jpg&w=828&q=75",
                },
            )
        byline = None
        if d.authors and d.kicker != "Photos" and d.kicker != "Guest opinion":
            byline = E("span", {"className": "card-byline"}, "By " + self.names(d))
        return E(
            "article",
            {"className": "card card-lg" if big else "card", "key": key},
            img,
            E("p", {"className": "card-kicker"}, d.kicker),
            E("h3", {"className": "card-title"}, self.link(key, d.title, "content")),
            E("p", {"className": "card-dek"}, self.lede(d)),
            E(
                "div",
                {"className": "card-meta"},
                byline,
                E("time", {"dateTime": d.iso}, d.stamp.replace("Updated ", "")),
            ),
        )

    # ------------------------------------------------------------------ main areas
    def story_main(self, doc: Doc) -> str:
        self._tree = self.story_tree(doc)
        return ""

    def listing_main(self, doc: Doc) -> str:
        self._tree = self.listing_tree(doc)
        return ""

    def service_main(self, doc: Doc) -> str:
        self._tree = self.service_tree(doc)
        return ""

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 99991
        src = f"/_next/image?url=%2Fuploads%2F2026%2F11%2F{n}.jpg"
        credit = ""
        if cap.endswith(")") and " (" in cap:
            cap, credit = cap[:-1].rsplit(" (", 1)
        return (
            f'<figure class="story-figure"><img alt="{esc(alt)}" loading="lazy" width="1200" height="800" decoding="async" '
            f'data-nimg="1" style="color:transparent" srcSet="{src}&amp;w=1200&amp;q=75 1x, {src}&amp;w=3840&amp;q=75 2x" '
            f'src="{src}&amp;w=3840&amp;q=75"/><figcaption>{esc(cap)}'
            + (f' <span class="credit">({esc(credit)})</span>' if credit else "")
            + "</figcaption></figure>"
        )

    def story_tree(self, doc: Doc) -> Node:
        body_html = blocks_html(self, doc.blocks, fig=self.fig)
        byline: Node | None = None
        if doc.extra.get("agency"):
            byline = E("div", {"className": "byline"}, E("span", {"className": "byline-agency"}, doc.extra["agency"]))
        elif doc.kicker not in ("Photos", "Guest opinion"):
            parts: list[Any] = ["By "]
            for i, n in enumerate(doc.authors):
                if i:
                    parts.append(" and ")
                slug = n.lower().replace(" ", "-")
                key = "author" if slug == "dana-whitcomb" else f"/staff/{slug}"
                parts.append(E("a", {"to": key, "zone": "byline", "className": "byline-name"}, n))
            byline = E("div", {"className": "byline"}, *parts)
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": [{"@type": "Person", "name": n} for n in doc.authors]
            or [{"@type": "Organization", "name": doc.extra.get("agency", self.name)}],
            "publisher": {
                "@type": "Organization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": self.origin + "/logo-600.png"},
            },
            "mainEntityOfPage": self.url(doc.key),
        }
        ld_node = E(
            "script",
            {"type": "application/ld+json", "__html": json.dumps(ld, ensure_ascii=False).replace("<", "\\u003c")},
        )
        if doc.extra.get("payload_only"):
            bones = [
                E("div", {"className": "skeleton-line", "key": str(i), "style": f"width:{92 - i * 7 % 30}%"})
                for i in range(9)
            ]
            body: Node = E(
                "div",
                {
                    "className": "story-body",
                    "rscTag": "$L9",
                    "rscProps": {
                        "storyId": f"tl-{zlib.crc32(doc.key.encode()) % 90000 + 10000}",
                        "bodyHtml": body_html,
                        "paywall": False,
                    },
                },
                E("template", {"data-dgst": "BAILOUT_TO_CLIENT_SIDE_RENDERING"}),
                E("div", {"className": "skeleton", "aria-busy": "true", "aria-label": "Loading story"}, *bones),
            )
        else:
            body = E("div", {"className": "story-body", "__html": body_html})
        topics = None
        if doc.extra.get("topics"):
            topics = E(
                "div",
                {"className": "topics"},
                E("span", {}, "Topics: "),
                *[self.link(k, self.docs[k].title, "tags", "topic-pill") for k in doc.extra["topics"]],
            )
        section_key = "local" if doc.section == "Local" else f"/{doc.section.lower()}"
        crumbs = E(
            "nav",
            {"className": "breadcrumb", "aria-label": "Breadcrumb"},
            self.link("home", "Home", "chrome:breadcrumb"),
            " / ",
            self.link(section_key, doc.section, "chrome:breadcrumb"),
        )
        credit = E("p", {"className": "agency-credit"}, "— " + doc.extra["agency"]) if doc.extra.get("agency") else None
        art = E(
            "article",
            {"className": "story", "data-story-id": f"tl-{zlib.crc32(doc.key.encode()) % 90000 + 10000}"},
            crumbs,
            E("p", {"className": "kicker"}, doc.kicker),
            E("h1", {"className": "headline"}, doc.title),
            E("p", {"className": "dek"}, doc.dek) if doc.dek else None,
            E(
                "div",
                {"className": "story-meta"},
                byline,
                E("time", {"dateTime": doc.extra.get("modified", doc.iso)}, doc.stamp),
            ),
            ld_node,
            body,
            credit,
            topics,
            E(
                "div",
                {"className": "share"},
                E("button", {"type": "button", "aria-label": "Share"}, "Share"),
                E("button", {"type": "button", "aria-label": "Save"}, "Save"),
            ),
        )
        return E("main", {"className": "container layout-story"}, art, self.rail(doc))

    def listing_tree(self, doc: Doc) -> Node:
        keys = doc.extra["list"]
        if doc.kind == "home":
            top = E(
                "section",
                {"className": "top-stories"},
                E("h2", {"className": "section-label"}, "Top stories"),
                self.card(keys[0], True),
                E("div", {"className": "card-grid"}, *[self.card(k) for k in keys[1:]]),
            )
            promos = E(
                "section",
                {"className": "promos"},
                E(
                    "div",
                    {"className": "promo"},
                    E("h2", {}, "This weekend"),
                    E("p", {}, self.link("events", "Winter Lantern Walk at Wright Park", "content"), " opens Friday."),
                ),
                E(
                    "div",
                    {"className": "promo"},
                    E("h2", {}, "Listen"),
                    E("p", {}, self.link("podcast", "The Tideline Daily: What the windstorm taught us", "content")),
                ),
                E(
                    "div",
                    {"className": "promo"},
                    E("h2", {}, "More local news"),
                    E(
                        "p",
                        {},
                        self.link("local", "All local stories", "content"),
                        " · ",
                        self.link("local2", "Older stories", "content"),
                    ),
                ),
            )
            return E(
                "main",
                {"className": "container layout-home"},
                E("h1", {"className": "sr-only"}, doc.title),
                top,
                promos,
                self.rail(doc),
            )
        head: list[Any] = [E("h1", {"className": "front-title"}, doc.title)]
        if doc.kind == "author":
            head.append(E("p", {"className": "staff-role"}, doc.extra["role"]))
            head.append(
                E(
                    "img",
                    {
                        "alt": doc.title,
                        "width": "160",
                        "height": "160",
                        "src": "/_next/image?url=%2Fstaff%2Fwhitcomb.jpg&w=384&q=75",
                    },
                )
            )
            head.append(E("div", {"className": "staff-bio", "__html": blocks_html(self, doc.blocks)}))
            head.append(
                E(
                    "p",
                    {"className": "staff-contact"},
                    E("a", {"to": "mailto:dana.whitcomb@tacomatideline.test"}, "dana.whitcomb@tacomatideline.test"),
                )
            )
            head.append(E("h2", {}, "Latest from Dana Whitcomb"))
        if doc.kind == "search":
            head.append(
                E(
                    "form",
                    {"action": "/search", "className": "search-page-form"},
                    E(
                        "input",
                        {
                            "name": "q",
                            "type": "search",
                            "defaultValue": doc.extra["query"],
                            "value": doc.extra["query"],
                        },
                    ),
                    E("button", {"type": "submit"}, "Search"),
                )
            )
            head.append(E("p", {"className": "result-count"}, f"{len(keys)} results"))
        if doc.kind == "tag":
            head.append(
                E(
                    "p",
                    {"className": "tag-desc"},
                    "Coverage of buses, trains, ferries, roads and the people who use them.",
                )
            )
        cards = []
        for k in keys:
            if k in self.docs and not self.docs[k].is_article:
                cards.append(
                    E(
                        "p",
                        {"className": "see-also", "key": k},
                        "See also: ",
                        self.link(k, self.docs[k].title, "content"),
                    )
                )
            else:
                cards.append(self.card(k))
        pager = None
        if doc.extra.get("more"):
            pager = E(
                "nav",
                {"className": "pager"},
                E("span", {}, "Page 1"),
                self.link(doc.extra["more"], "Next page", "content", "pager-next"),
            )
        elif doc.extra.get("prev"):
            pager = E(
                "nav",
                {"className": "pager"},
                self.link(doc.extra["prev"], "Previous page", "content", "pager-prev"),
                E("span", {}, f"Page {doc.extra['page_no']}"),
                E("a", {"to": "/local?page=3", "className": "pager-next"}, "Next page"),
            )
        return E(
            "main",
            {"className": f"container layout-{doc.kind}"},
            E("div", {"className": "front"}, *head, E("div", {"className": "card-list"}, *cards), pager),
            self.rail(doc),
        )

    def service_tree(self, doc: Doc) -> Node:
        kids: list[Any] = [E("h1", {"className": "page-title"}, doc.title)]
        if doc.kind == "events":
            kids.append(
                E(
                    "dl",
                    {"className": "event-facts"},
                    E("dt", {}, "When"),
                    E("dd", {}, doc.extra["when"]),
                    E("dt", {}, "Where"),
                    E("dd", {}, doc.extra["where"]),
                    E("dt", {}, "Cost"),
                    E("dd", {}, doc.extra["price"]),
                )
            )
            kids.append(E("div", {"className": "event-description", "__html": blocks_html(self, doc.blocks)}))
            kids.append(
                E(
                    "p",
                    {},
                    E(
                        "a",
                        {"to": "/events/winter-lantern-walk-wright-park.ics", "className": "btn"},
                        "Add to calendar",
                    ),
                    " ",
                    E("a", {"to": "/events"}, "All events"),
                )
            )
        elif doc.kind == "product":
            kids.append(E("div", {"className": "offer-intro", "__html": blocks_html(self, doc.blocks, fig=self.fig)}))
            plans = [
                E(
                    "div",
                    {"className": "plan", "key": n},
                    E("h2", {}, n),
                    E("p", {"className": "price"}, p),
                    E("p", {}, t),
                    E("a", {"to": f"/checkout?plan={n.split()[0].lower()}", "className": "btn"}, "Choose"),
                )
                for n, p, t in doc.extra["plans"]
            ]
            kids.append(E("div", {"className": "plans"}, *plans))
            kids.append(
                E(
                    "p",
                    {"className": "fine-print"},
                    "Cancel anytime. Taxes may apply. Offer for new subscribers only; rates renew automatically until you cancel.",
                )
            )
        elif doc.kind == "soft404":
            kids.append(E("div", {"className": "not-found", "__html": blocks_html(self, doc.blocks)}))
            kids.append(
                E(
                    "ul",
                    {"className": "not-found-links"},
                    E("li", {}, self.link("home", "Home page", "content")),
                    E("li", {}, self.link("local", "Local news", "content")),
                    E("li", {}, self.link("/search", "Search", "content")),
                )
            )
        elif doc.kind == "podcast":
            kids.insert(0, E("p", {"className": "show-name"}, doc.extra["show"]))
            kids.append(
                E(
                    "audio",
                    {
                        "controls": True,
                        "preload": "none",
                        "src": "https://cdn.tacomatideline.test/audio/tideline-daily-212.mp3",
                    },
                )
            )
            kids.append(E("p", {"className": "episode-meta"}, f"Dec. 2, 2026 · {doc.extra['duration']}"))
            kids.append(E("div", {"className": "show-notes", "__html": blocks_html(self, doc.blocks)}))
            kids.append(E("p", {}, "Read more: ", self.link("windstorm", self.docs["windstorm"].title, "content")))
            kids.append(
                E(
                    "p",
                    {"className": "listen-on"},
                    "Listen on ",
                    E("a", {"to": "https://podcasts.example.test/tideline-daily"}, "Apple Podcasts"),
                    " · ",
                    E("a", {"to": "https://open.example.test/show/tideline"}, "Spotify"),
                )
            )
        return E(
            "main",
            {"className": f"container layout-{doc.kind}"},
            E("div", {"className": "page"}, *kids),
            self.rail(doc),
        )

    # ------------------------------------------------------------------ the document
    def frame(self, doc: Doc, main: str) -> str:
        tree = E("div", {"className": "app"}, self.header(), self._tree, self.footer())
        body_html = self.html(tree)
        title = f"{doc.title} | {self.name}" if doc.key != "home" else f"{self.name} | Tacoma news, weather and events"
        desc = self.lede(doc) if doc.is_article else f"{doc.title} from The Tacoma Tideline."
        heads = [
            '<meta charSet="utf-8"/>',
            '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
            f'<link rel="stylesheet" href="/_next/static/css/{_h(3)[:16]}.css" data-precedence="next"/>',
            f'<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-{_h(4)}.js"/>',
            f'<script src="/_next/static/chunks/fd9d1056-{_h(5)}.js" async=""></script>',
            f'<script src="/_next/static/chunks/main-app-{_h(6)}.js" async=""></script>',
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}"/>',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:description" content="{esc(desc)}"/>',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}"/>',
            f'<meta property="og:site_name" content="{self.name}"/>',
            '<meta property="og:locale" content="en_US"/>',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article"/>')
            heads.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            heads.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}"/>')
            heads.append(f'<meta property="article:section" content="{esc(doc.section)}"/>')
            for n in doc.authors:
                heads.append(f'<meta property="article:author" content="{esc(n)}"/>')
        else:
            heads.append('<meta property="og:type" content="website"/>')
        heads.append('<meta name="twitter:card" content="summary_large_image"/>')
        heads.append('<meta name="twitter:site" content="@tacomatideline"/>')
        heads.append('<link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="16x16"/>')
        heads.append('<style data-precedence="tl-inline">/*PAD*/</style>')
        heads.append(f'<script src="/_next/static/chunks/polyfills-{_h(7)}.js" noModule=""></script>')
        scripts = self.flight(doc, tree, title)
        return (
            '<!DOCTYPE html><html lang="en-US"><head>'
            + "".join(heads)
            + '</head><body class="__className_36bd41">'
            + body_html
            + f'<script src="/_next/static/chunks/webpack-{_h(4)}.js" async=""></script>'
            + scripts
            + "</body></html>"
        )

    def flight(self, doc: Doc, tree: Node, title: str) -> str:
        """The RSC payload: module references, the route tree, metadata and the rendered tree, cut into chunks."""
        seg = doc.path.split("?")[0].strip("/").split("/")[0] or "__PAGE__"
        route = "news/[...slug]" if doc.is_article else seg
        lines = [
            f'1:HL["/_next/static/css/{_h(3)[:16]}.css","style"]',
            '2:I[5751,[],""]',
            f'3:I[9275,["185","static/chunks/app/layout-{_h(8)}.js"],""]',
            '4:I[1343,[],""]',
            f'5:I[2972,["972","static/chunks/972-{_h(9)}.js","931","static/chunks/app/{route}/page-{_h(10)}.js"],""]',
        ]
        if doc.extra.get("payload_only"):
            lines.append(
                f'9:I[6410,["410","static/chunks/410-{_h(11)}.js","931","static/chunks/app/{route}/page-{_h(10)}.js"],"StoryBody"]'
            )
        meta = [
            ["$", "meta", "0", {"name": "viewport", "content": "width=device-width, initial-scale=1"}],
            ["$", "meta", "1", {"charSet": "utf-8"}],
            ["$", "title", "2", {"children": title}],
            ["$", "link", "3", {"rel": "canonical", "href": self.url(doc.key)}],
        ]
        root = [
            BUILD,
            [
                [
                    ["", {"children": [seg, {"children": ["__PAGE__", {}]}]}, "$undefined", "$undefined", True],
                    ["", {"children": [seg, {"children": ["__PAGE__", {}, [["$L6", "$L7"]]]}]}, None],
                    [None, "$L8"],
                ]
            ],
        ]
        lines.append("0:" + json.dumps(root, ensure_ascii=False, separators=(",", ":")))
        lines.append("8:" + json.dumps(meta, ensure_ascii=False, separators=(",", ":")))
        lines.append("6:null")
        body = [
            "$",
            "html",
            None,
            {
                "lang": "en-US",
                "children": ["$", "body", None, {"className": "__className_36bd41", "children": self.rsc(tree)}],
            },
        ]
        lines.append("7:" + json.dumps(body, ensure_ascii=False, separators=(",", ":")))
        text = "\n".join(lines) + "\n"
        pieces = [text[i : i + 2600] for i in range(0, len(text), 2600)]
        out = ["<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>"]
        for piece in pieces:
            js = json.dumps(piece, ensure_ascii=False)
            js = (
                js.replace("<", "\\u003c")
                .replace(">", "\\u003e")
                .replace("&", "\\u0026")
                .replace("\u2028", "\\u2028")
                .replace("\u2029", "\\u2029")
            )
            out.append(f"<script>self.__next_f.push([1,{js}])</script>")
        return "".join(out)


__all__ = ["Tideline", "plain"]
