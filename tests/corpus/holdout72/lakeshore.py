# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Lakeshore Signal: a CBC-like Toronto daily on a **web-components front end** with server-side rendered custom
elements (`<signal-app>`, `<site-header>`, `<story-page>`, `<story-headline>`, `<byline-block>`, `<story-body>`,
`<x-paragraph>`, `<ad-slot>`, `<consent-manager>`), English, UTF-8, Toronto time (EST, -05:00). URLs in the CBC
mould: `/news/toronto/<slug>-1.7412345`, `/news/toronto?page=2`, `/news/topic/transit`, `/news/author/<name>-1.5…`,
`/search?q=…&section=news`, `/player/news/toronto`, and a **lite edition** at `/lite/news` and `/lite/story/1.74…`
(no CSS, no scripts, plain links, the text in `<p>`).

No page of the full site has a `<p>` or an `<h1>`: the headline is `<div role="heading" aria-level="1">`, subheads
`<div role="heading" aria-level="2">`, paragraphs `<x-paragraph>`. The greenhouse story's text is inside a
**declarative shadow root** (`<template shadowrootmode="open">`, `<p>` and `<h2>` there); the long-term-care story
renders its first three paragraphs and holds the rest in **`data-text` attributes** with a visible "Loading…"
skeleton and a `<noscript>` copy; the ferry feature splits its headline and first two paragraphs into one `<span>` a
word for an entrance animation.

Dates print "Posted: Dec 09, 2026 9:10 PM EST | Last Updated: Dec 10, 2026"; the `NewsArticle` JSON-LD is in UTC
with milliseconds, so the streetcar story posted at 9:10 PM on 9 Dec is `2026-12-10T02:10:00.000Z` (labelled 9 Dec)
and the police-board story at 12:40 AM on 10 Dec is 05:40Z on 10 Dec. The greenhouse story has no JSON-LD. The wire
story's JSON-LD author is a Person named "The Canadian Press"; the op-ed's is the site (Organization); the ferry
feature's lists the writer and the photographer as Persons."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import EN_DAYS, EN_MONTHS, Base, headlines, pad_target, page, para_blocks, story, weekday, word_spans, ymd
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.lakeshoresignal.test"
ARTS = ["police", "streetcar", "ltc", "greenhouse", "ferry", "opinion", "wire"]
FULL = ["police", "streetcar", "ltc", "greenhouse", "ferry", "opinion", "wire"]
SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def clock(local: str) -> str:
    """'2026-12-09 21:10' -> 'Dec 09, 2026 9:10 PM EST' (the CBC-like stamp)."""
    day, time = local.split()
    y, m, d = ymd(day)
    hh, mm = (int(x) for x in time.split(":"))
    ap = "AM" if hh < 12 else "PM"
    return f"{SHORT[m - 1]} {d:02d}, {y} {(hh % 12) or 12}:{mm:02d} {ap} EST"


def long_day(local: str) -> str:
    y, m, d = ymd(local)
    return f"{EN_MONTHS[m - 1]} {d}, {y}"


def slug(name: str) -> str:
    return name.lower().replace(" ", "-").replace("é", "e")


LITE_TEMPLATES = [
    "{city} council votes to {action}",
    "{city} police investigate {incident}",
    "{city} residents asked to {request}",
    "Ontario announces {n} new {things}",
    "Winter storm could bring {cm} cm of snow to {region}",
    "{team} {result}",
    "What we know about {topic}",
    "{city} man charged after {incident}",
    "GO Transit to {transit}",
    "{region}: school buses cancelled as {weather}",
]
LITE_SLOTS = {
    "city": ["Mississauga", "Brampton", "Hamilton", "Oshawa", "Vaughan", "Markham", "Burlington", "Pickering", "Barrie", "Kitchener", "Guelph", "Oakville", "Whitby", "Ajax"],
    "action": ["freeze property taxes for 2027", "expand its speed camera program", "review snow-clearing contracts", "ban gas-powered leaf blowers", "raise parking fees downtown", "build a new community centre", "add 40 beds to its winter shelter", "pause a bike lane project"],
    "incident": ["an overnight shooting", "a string of car thefts", "a break-in at a jewellery store", "a fatal collision on Highway 401", "a fire at a vacant house", "a stabbing near a transit station", "a hit-and-run involving a cyclist"],
    "request": ["conserve water during a main repair", "move their cars for snow clearing", "report potholes online", "check on elderly neighbours during the cold snap", "avoid the waterfront during high winds"],
    "n": ["120", "300", "1,500", "45", "2,000", "18"],
    "things": ["family doctors for rural areas", "child care spaces in Peel", "long-term care beds in Durham", "nurse practitioner clinics", "affordable rental units", "paramedic positions"],
    "cm": ["10", "15", "20", "25", "30"],
    "region": ["York Region", "Durham Region", "Simcoe County", "Niagara", "the Greater Toronto Area", "cottage country", "Waterloo Region"],
    "team": ["Toronto Lynx", "Hamilton Forge", "Brampton Comets", "Toronto Harbourmasters", "Mississauga Stormers"],
    "result": ["win third straight game at home", "lose in overtime on the road", "sign veteran goalie to one-year deal", "fire head coach after slow start", "clinch playoff spot with late goal"],
    "topic": ["the city's new garbage bin rules", "Ontario's plan for highway tolls", "the changes to your hydro bill", "the federal dental care program", "the new rules for short-term rentals", "this winter's flu season"],
    "transit": ["add weekend trips on the Kitchener line", "close Union Station entrance for repairs", "run extra trains for New Year's Eve", "cut fares for students in January", "test new double-decker trains"],
    "weather": ["freezing rain coats roads", "heavy snow falls overnight", "fog reduces visibility", "snow squalls hit the area"],
}  # fmt: skip


class Lakeshore(Base):
    origin = ORIGIN
    name = "The Lakeshore Signal"
    prefix = "lks"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lks",
            [
                "signal-app",
                "site-header .logo",
                "x-menu nav li",
                "story-headline [role=heading]",
                "byline-block .authorText",
                "story-body x-paragraph",
                "related-rail .card",
                "most-popular ol li",
                "site-footer",
                "consent-manager",
                "ad-slot",
                "story-card",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Lakeshore Signal", "web-components-home", list=ARTS, more="toronto"))
        add(
            page(
                "toronto",
                "/news/toronto",
                "section",
                "Toronto",
                "section-front",
                list=["police", "streetcar", "ltc", "greenhouse"],
                more="toronto2",
            )
        )
        add(
            page(
                "toronto2",
                "/news/toronto?page=2",
                "section",
                "Toronto",
                "section-front-page2",
                list=["ferry", "opinion"],
                older=[
                    (
                        "/news/toronto/union-station-bike-parking-1.7409981",
                        "Union Station's new bike parking opens with room for 1,200 bikes",
                    ),
                    (
                        "/news/toronto/high-park-coyote-warning-1.7409874",
                        "City warns High Park visitors after coyote sightings near the zoo",
                    ),
                    (
                        "/news/toronto/rent-bank-demand-1.7409702",
                        "Toronto rent bank runs out of money three months early",
                    ),
                ],
            )
        )
        add(page("tag", "/news/topic/transit", "tag", "Transit", "topic-page", list=["streetcar", "ferry"]))
        add(
            page(
                "author",
                "/news/author/priya-raman-1.5123456",
                "author",
                "Priya Raman",
                "author-page",
                list=["streetcar", "police"],
                bio="Priya Raman covers city hall and transit for The Lakeshore Signal. She has reported from Toronto since 2016. You can reach her at priya.raman@lakeshoresignal.test.",
            )
        )
        add(
            page(
                "search",
                "/search?q=streetcar&section=news",
                "search",
                "Search results for “streetcar”",
                "search-results",
                list=["streetcar", "ferry"],
            )
        )
        add(
            page(
                "video",
                "/player/news/toronto",
                "video",
                "Toronto News Video",
                "video-hub",
                videos=[
                    ("1:42", "Crews begin pulling up old track on King Street", "streetcar"),
                    ("2:15", "Inside the Scarborough farm growing strawberries in December", "greenhouse"),
                    ("0:58", "Police board meeting runs past midnight", "police"),
                    ("3:30", "The Aquilo's final winter crossings to Ward's Island", "ferry"),
                    ("1:20", "Snow squall warning for areas north of the city", None),
                    ("4:05", "Our Toronto: the drummers of Kensington Market", None),
                    ("2:47", "Why your hydro bill is going up in January", None),
                    ("1:09", "Raccoon rescued from a Leslieville chimney", None),
                ],
            )
        )
        add(
            page(
                "front-lite",
                "/lite/news",
                "home",
                "The Lakeshore Signal Lite",
                "lite-text-only-front",
                list=["lite-sidewalks", "police", "streetcar", "ltc", "greenhouse", "ferry", "wire", "opinion"],
            )
        )
        add(
            page(
                "notfound",
                "/news/toronto/ontario-place-spa-hearing-1.6998812",
                "not-found",
                "Sorry, we can’t find the page you’re looking for",
                "soft-404-200",
            )
        )
        add(
            story(
                "police",
                "/news/toronto/police-board-2027-budget-1.7412480",
                "Toronto police board approves $1.3B budget for 2027 after eight-hour meeting",
                "2026-12-10",
                "2026-12-10T05:40:00.000Z",
                "2026-12-10 00:40",
                ["Amélie Tremblay", "Priya Raman"],
                [
                    "The Toronto Police Services Board approved a $1.3-billion operating budget for 2027 early Thursday, after a meeting that ran for more than eight hours and heard from 61 deputants, most of whom asked the board to freeze or cut police spending.",
                    "The budget is an increase of $38.4 million, or 3.1 per cent, over this year. The service says most of the increase covers salary increases negotiated in the last collective agreement and the cost of hiring 90 new officers, who will be assigned to neighbourhood patrols and the traffic enforcement unit.",
                    "Police Chief Rowan Kessler told the board the service had cut overtime by 11 per cent this year and would keep looking for savings. “We have heard very clearly that people want to see officers in their neighbourhoods, and they want us to respond faster when they call 911,” he said.",
                    "## Deputants ask for mental health response",
                    "Many of the people who spoke at the meeting asked the board to move more money into the city's community crisis service, which sends trained workers instead of officers to some calls involving people in a mental health crisis.",
                    "“Every dollar that goes into a new cruiser is a dollar that does not go to a crisis worker,” said Naomi Achebe, who spoke on behalf of a coalition of community health centres.",
                    "The board voted on three amendments before approving the budget:",
                    "- a report on how response times have changed in each division since 2022",
                    "- a review of the cost of paid-duty policing at city construction sites",
                    "- an update on the body-worn camera program, due in March",
                    "The budget now goes to city council, which will vote on the city's overall 2027 budget in February. Council can approve or reject the police budget as a whole but cannot change individual items.",
                ],
                "two-names-one-byline-utc-same-day",
                section="Toronto",
                dek="Board heard from 61 deputants, most asking for a freeze",
                updated="2026-12-10 06:55",
                ld="persons",
            )
        )
        add(
            story(
                "streetcar",
                "/news/toronto/king-street-streetcar-track-work-1.7412345",
                "King Street streetcars to be replaced by buses for six weeks as track work begins in January",
                "2026-12-09",
                "2026-12-10T02:10:00.000Z",
                "2026-12-09 21:10",
                ["Priya Raman"],
                [
                    "Streetcars will stop running on a two-kilometre stretch of King Street for six weeks starting in January while crews replace worn-out track and overhead wires, the Toronto Transit Commission said Wednesday.",
                    "Buses will replace the 504 King streetcar between Dufferin Street and Spadina Avenue from Jan. 11 to Feb. 21, the TTC said in a notice posted to its website. The agency said the work had been planned for 2025 but was pushed back after a shortage of special track components.",
                    "“We know that any closure on King Street is a big disruption for the tens of thousands of people who rely on the 504 every day,” said TTC spokesperson Dana Whitfield. “Doing the track and the overhead at the same time means we only have to close the street once.”",
                    "FIG: Streetcar on King Street | A 504 King streetcar passes Bathurst Street on Wednesday. (Priya Raman/The Lakeshore Signal)",
                    "## Businesses brace for a quieter winter",
                    "Some business owners along the route say they are worried the work will keep customers away during what is already a slow season. Marco Ferreira, who runs a café near King and Bathurst, said sales fell by almost a third during a shorter closure two years ago.",
                    "“January and February are hard enough,” Ferreira said. “If people see barricades, they just go somewhere else.”",
                    "The city's economic development office says it will run a winter promotion for King Street businesses, with signs directing people to shops that remain open, and will waive sidewalk patio fees in the spring.",
                    "The TTC says the replacement buses will run every four to six minutes at peak times. Cyclists will still be able to use the bike lanes, although some short sections may close while crews work at intersections.",
                    "Coun. Helen Dufresne, who represents the area, said she would ask the TTC to add service on the 501 Queen route during the closure. Riders can find the detour maps on the [[tag|TTC's service changes page]].",
                ],
                "custom-elements-no-p-utc-next-day",
                section="Toronto",
                dek="Replacement buses will run between Dufferin Street and Spadina Avenue",
                updated="2026-12-10 06:45",
                ld="persons",
            )
        )
        add(
            story(
                "ltc",
                "/news/toronto/ontario-long-term-care-psw-shortage-report-1.7412260",
                "Ontario's long-term care homes still short 4,000 personal support workers, watchdog finds",
                "2026-12-09",
                "2026-12-09T16:58:00.000Z",
                "2026-12-09 11:58",
                ["Amélie Tremblay"],
                [
                    "Ontario's long-term care homes are still short about 4,000 personal support workers, three years after the province promised to hire thousands more, according to a report released Wednesday by the province's Financial Accountability Office.",
                    "The report says the number of residents in long-term care has grown faster than the workforce since 2023, and that homes in northern Ontario and the Greater Toronto Area have the most vacancies. About one in eight PSW positions in the GTA was unfilled in September.",
                    "The province had committed to an average of four hours of direct care per resident per day by March 2025. The report found that homes averaged 3.6 hours this fall, up from 3.1 hours in 2022.",
                    "The Ministry of Long-Term Care said in a statement that the government had made “historic investments” in staffing and pointed to a tuition-free PSW program that has trained more than 16,000 workers since it began.",
                    "But the report says many of those graduates have left the sector within two years. Of the workers who finished the program in 2023, 38 per cent were no longer working in long-term care by the end of 2025, most of them for hospitals or home care agencies.",
                    "Sharleen Baptiste, a PSW at a home in Etobicoke, said the problem is the workload rather than the pay. “New people come in, they work three weeks on a floor with 32 residents and two staff, and they don't come back,” she said.",
                    "The Ontario Long Term Care Association said homes need stable funding to hire permanent staff instead of relying on temporary agencies, which it said cost homes about $390 million last year.",
                    "The Financial Accountability Office estimates the province would need to spend an extra $1.1 billion a year to reach the four-hour target in every home by 2029.",
                ],
                "lazy-data-text-skeleton-noscript",
                section="Toronto",
                dek="Many graduates of a free training program have already left the sector, report says",
                lazy_from=3,
                ld="persons",
            )
        )
        add(
            story(
                "greenhouse",
                "/news/toronto/scarborough-vertical-farm-strawberries-1.7412102",
                "How a Scarborough farm is growing strawberries in December",
                "2026-12-08",
                None,
                "2026-12-08 05:00",
                ["Jonah Whitecloud"],
                [
                    "Inside a former printing plant near Kennedy Road and Highway 401, rows of strawberry plants climb nine metres toward the ceiling under pink LED lights, while outside the first snow of the season melts on the parking lot.",
                    "Northfield Growers, which opened the facility in March, says it now ships about 1,800 kilograms of strawberries a week to grocery stores across the Greater Toronto Area, most of them picked less than a day before they reach the shelves.",
                    "“In December, almost every strawberry you buy in Ontario has travelled from California or Mexico,” said co-founder Lydia Chen. “We wanted to see whether we could grow something that tastes like June in the middle of winter.”",
                    "## Bees under the lights",
                    "The plants are pollinated by bumblebees that live in boxes hung at the end of each row. Chen said the bees took weeks to adjust to the artificial daylight, and the company had to change the colour of its lights twice before they would fly normally.",
                    "The farm uses about 90 per cent less water than a field of the same size, according to the company, but electricity is its biggest expense. Chen said Northfield negotiated an overnight rate with its supplier and runs most of its lights between 11 p.m. and 7 a.m.",
                    "Anil Mehta, who studies controlled-environment agriculture at the University of Guelph, said indoor farms have struggled to turn a profit with fruit. “Leafy greens are easy. Strawberries are a real test,” he said. “If they can keep their energy costs down, they could be one of the first to make it work at this scale.”",
                    "Northfield plans to open a second site in Brampton in 2028 and is testing raspberries in a small room at the back of the Scarborough plant.",
                ],
                "declarative-shadow-dom-body-no-jsonld",
                section="Toronto",
                dek="Bumblebees, pink LEDs and an overnight hydro rate",
                ld="none",
            )
        )
        add(
            story(
                "ferry",
                "/news/toronto/features/wards-island-ferry-aquilo-final-winter-1.7410555",
                "After 64 years, the little ferry to Ward's Island is making its final winter crossings",
                "2026-12-07",
                "2026-12-07T12:00:00.000Z",
                "2026-12-07 07:00",
                ["Jonah Whitecloud"],
                [
                    "At 6:35 on a dark December morning, the Aquilo pulls away from the foot of Bay Street with eleven passengers, two bicycles and a dog named Pickle on board.",
                    "The crossing to Ward's Island takes twelve minutes. For most of the people who make it every day, it is the only way home.",
                    "The Aquilo was launched in 1962 and has carried island residents through every winter since, breaking thin ice in the harbour with a reinforced steel bow. In the spring, the city will retire it and replace it with an electric ferry built in Nova Scotia, one of three new vessels ordered in 2023.",
                    "Captain Denise Okafor has worked on the Aquilo for 19 years. She knows which passengers take the first boat and which ones always run for the last one, and she keeps a box of dog treats under the wheelhouse window. “You get to know everybody,” she said. “In winter there are maybe 200 people on the island. It is a village.”",
                    "The new ferries will be quieter and cheaper to run, and the city says they will cut greenhouse gas emissions from the fleet by more than 80 per cent. But some residents say they will miss the old boat's diesel rumble and the wooden benches on its lower deck.",
                    "“My kids learned to walk on this boat,” said Tom Ashdown, who has lived on Ward's Island since 1998. “I know it's time. But it's hard to imagine the harbour without it.”",
                    "The Aquilo's last scheduled crossing is planned for March 31. The Toronto Island Community Association is asking the city to keep the vessel in the harbour as a floating museum, and has collected more than 4,000 signatures.",
                ],
                "per-word-spans-headline-and-lede",
                section="Toronto",
                dek="The Aquilo has carried islanders through every winter since 1962",
                words_paras=2,
                photographer="Kateryna Bondar",
                ld="persons+photo",
            )
        )
        add(
            story(
                "opinion",
                "/news/opinion/toronto-parks-winter-plan-1.7411988",
                "Toronto needs a winter plan for its parks, not just its roads",
                "2026-12-08",
                "2026-12-08T11:00:00.000Z",
                "2026-12-08 06:00",
                ["Margaret Osei"],
                [
                    "Every November, Toronto publishes a detailed plan for clearing snow from its roads and sidewalks. It tells us how many plows the city has, how quickly each kind of street will be cleared and what happens when more than 15 centimetres falls overnight.",
                    "There is no such plan for our parks. Paths are cleared in some and not in others. Washrooms close in October. Water fountains are shut off. For five months of the year, many of the green spaces that kept us sane during the pandemic become places we walk past rather than into.",
                    "As a family doctor in Thorncliffe Park, I see what that means. Many of my patients live in high-rise apartments without balconies. For them, a cleared path and an open washroom are the difference between a daily walk and four months indoors. Older patients tell me they stop going out after the first fall on an icy path.",
                    "Other cold cities have done better. Montreal keeps dozens of park paths cleared all winter and floods outdoor rinks in every borough. Edmonton has a winter city strategy that treats the cold season as something to design for rather than wait out.",
                    "Toronto could start small. It could publish a list of park paths that will be cleared within 24 hours of a snowfall, keep one washroom open in each large park and add lighting on the busiest routes. None of this is expensive compared with the cost of a winter of inactivity.",
                    "We plan for cars in the winter. It is time we planned for people.",
                ],
                "op-ed-honorific-disclaimer-bio-jsonld-site",
                section="Opinion",
                byline_text="Dr. Margaret Osei",
                byline_detail="for Signal Opinion",
                disclaimer="This column is an opinion by Margaret Osei. For more information about our Opinion section, please see our FAQ.",
                tail="Margaret Osei is a family physician in Thorncliffe Park and a member of the city's parks and recreation advisory committee.",
                ld="site",
            )
        )
        add(
            story(
                "wire",
                "/news/business/canada-post-holiday-parcel-volumes-1.7412377",
                "Canada Post says holiday parcel volumes up 12 per cent from last year",
                "2026-12-09",
                "2026-12-09T21:32:00.000Z",
                "2026-12-09 16:32",
                [],
                [
                    "Canada Post says it has handled 12 per cent more parcels so far this holiday season than it did at the same point last year, and is asking customers to send gifts within Canada by Dec. 16 to make sure they arrive before Christmas.",
                    "The Crown corporation said Wednesday it processed a record 3.1 million parcels on Monday alone, and has hired about 2,000 seasonal workers to keep up with demand.",
                    "It says the busiest week is expected to be the one before Christmas, and customers in rural and remote communities should allow extra time.",
                ],
                "wire-brief-jsonld-person-agency",
                section="Business",
                credit="The Canadian Press",
                ld="cp",
            )
        )
        add(
            story(
                "lite-sidewalks",
                "/lite/story/1.7412399",
                "City to hire extra snow-clearing crews after complaints about icy sidewalks",
                "2026-12-10",
                None,
                "2026-12-10 05:30",
                ["Priya Raman"],
                [
                    "Toronto will hire 150 extra snow-clearing workers and add 40 sidewalk plows for the rest of the winter after hundreds of complaints about icy sidewalks following last week's storm, the city's general manager of transportation services said Wednesday night.",
                    "The city received more than 2,300 calls to 311 about uncleared sidewalks in the four days after the storm, which dropped 24 centimetres of snow on parts of the city. Some sidewalks in Etobicoke and Scarborough were not cleared for three days.",
                    "“That is not the standard we want to meet and it is not the standard residents expect,” said general manager Rafael Quintero. He said one of the city's contractors had not put enough equipment on the road and would be fined.",
                    "The storm began late on Dec. 2 and continued through the next afternoon. Crews cleared main roads within the city's 24-hour target, but sidewalk clearing on residential streets, which the city took over from homeowners in most neighbourhoods in 2023, fell far behind.",
                    "Councillors from both ends of the city said their offices were flooded with calls from residents who could not get to bus stops, medical appointments or work. Coun. Samira Haddad, who represents part of Scarborough, said one constituent who uses a wheelchair was stuck at home for three days.",
                    "“People were told that the city would do this job for them, and they stopped buying shovels,” Haddad said. “When the city doesn't show up, there is no plan B.”",
                    "## What changes",
                    "Under the changes announced Wednesday, the city will add 40 smaller sidewalk plows, bringing its fleet to about 360, and hire 150 seasonal workers to clear bus stops, crosswalks and stairs by hand. Crews will also start clearing sidewalks once two centimetres of snow has fallen, down from five.",
                    "The new crews will cost about $6.5 million and will be paid for from the city's winter maintenance reserve. They are expected to start work before the end of December.",
                    "Quintero said the city would also publish a live map showing where sidewalk plows are working, similar to the one it already offers for road plows, by the end of January.",
                    "The contractor responsible for parts of Etobicoke will be fined about $380,000 under the terms of its contract, he said. The city is reviewing whether to end the contract early.",
                    "Environment Canada is forecasting more snow for the Greater Toronto Area early next week, with five to 10 centimetres possible on Monday.",
                    "Residents can report an uncleared sidewalk by calling 311 or through the city's website.",
                ],
                "lite-edition-only-plain-text",
                section="Toronto",
                lite=True,
                ld="none",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def file_name(self, doc: Doc) -> str:
        return f"{self.prefix}-{doc.key}.html"

    def render(self, doc: Doc) -> str:
        if doc.extra.get("lite") or doc.key == "front-lite":
            self.current = doc.key
            return self.lite_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (doc.dek or self.lede(doc)) if doc.is_article else f"{doc.title} - The Lakeshore Signal"
        out = [
            f"<title>{esc(doc.title)} | The Lakeshore Signal</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="The Lakeshore Signal">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        mode = doc.extra.get("ld", "")
        if doc.key == "home":
            ld: dict = {
                "@context": "http://schema.org",
                "@type": "WebSite",
                "name": "The Lakeshore Signal",
                "url": ORIGIN + "/",
                "potentialAction": {
                    "@type": "SearchAction",
                    "target": ORIGIN + "/search?q={search_term_string}",
                    "query-input": "required name=search_term_string",
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        if not doc.is_article or mode == "none":
            return "\n".join(out)
        if mode == "persons":
            author: list = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "persons+photo":
            author = [{"@type": "Person", "name": a} for a in [*doc.authors, doc.extra["photographer"]]]
        elif mode == "cp":
            author = [{"@type": "Person", "name": "The Canadian Press"}]
        else:
            author = [{"@type": "Organization", "name": "The Lakeshore Signal"}]
        modified = doc.iso
        if doc.extra.get("updated"):
            h, m = (int(x) for x in doc.extra["updated"].split()[1].split(":"))
            modified = f"{doc.extra['updated'].split()[0]}T{h + 5:02d}:{m:02d}:00.000Z"
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": url,
            "headline": doc.title,
            "description": doc.dek,
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "The Lakeshore Signal",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/_assets/logo-600x60.png"},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"https://i.lakeshoresignal.test/{doc.path.rsplit('-', 1)[-1]}/16x9.jpg",
            },
        }
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("toronto", "Toronto"),
                ("/news/ontario", "Ontario"),
                ("/news/canada", "Canada"),
                ("/news/world", "World"),
                ("/news/business", "Business"),
                ("/news/opinion", "Opinion"),
                ("video", "Video"),
                ("front-lite", "Lite"),
            )
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["streetcar", "police", "ferry", "ltc", "greenhouse"]
        )
        state = {
            "page": {
                "type": "story" if doc.is_article else doc.kind,
                "id": doc.path.rsplit("-", 1)[-1] if doc.is_article else doc.key,
            },
            "flags": {"dsd": True, "lazyParagraphs": doc.extra.get("lazy_from") is not None, "liteLink": True},
            "ads": {"network": "/23081990/lakeshore", "section": doc.section.lower() or "home"},
        }
        return f"""<!DOCTYPE html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_assets/fonts/signal-sans.woff2" as="font" crossorigin>
<style>/*PAD*/</style>
<script type="module" src="/_assets/signal-app.3f9c2a.js"></script>
<script>window.__SIGNAL_STATE__ = {json.dumps(state)};</script>
</head>
<body>
<signal-app>
<consent-manager region="CA" policy-version="2026-09">
<div class="consent-text">We use cookies and similar technologies to show you relevant content and ads and to measure how our sites are used. <a href="/privacy">Privacy policy</a></div>
<button data-action="accept">Accept</button> <button data-action="manage">Manage preferences</button>
</consent-manager>
<site-header>
<a class="skip-link" href="#main-content">Skip to Main Content</a>
<a class="logo" href="/" aria-label="The Lakeshore Signal home"><svg viewBox="0 0 200 32" role="img" aria-hidden="true"><use href="/_assets/sprite.svg#logo"></use></svg></a>
<x-menu><nav aria-label="Primary"><ul>{nav}</ul></nav></x-menu>
<search-toggle><form action="/search" role="search"><input name="q" aria-label="Search"><input type="hidden" name="section" value="news"><button>Search</button></form></search-toggle>
<a class="signin" href="/account/signin">Sign In</a>
</site-header>
<ad-slot slot-id="leaderboard" sizes="728x90,970x250" lazy></ad-slot>
<main id="main-content">
{main}
<aside class="rail">
<most-popular><div role="heading" aria-level="2">Most popular</div><ol>{popular}</ol></most-popular>
<ad-slot slot-id="bigbox" sizes="300x250,300x600" lazy></ad-slot>
<newsletter-promo><div role="heading" aria-level="2">Signal Morning</div><div class="promo-text">The day's top stories in your inbox before 7 a.m.</div><a href="/newsletters">Sign up</a></newsletter-promo>
</aside>
</main>
<site-footer>
<nav aria-label="Footer"><a href="/about">About</a> · <a href="/contact">Contact us</a> · <a href="/accessibility">Accessibility</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms of use</a> · <a href="/corrections">Corrections and clarifications</a> · {self.a("front-lite", "Lite version", "footer")}</nav>
<div class="social"><a href="https://www.facebook.com/lakeshoresignal.test">Facebook</a> <a href="https://x.com/lakeshore_test">X</a> <a href="https://www.instagram.com/lakeshoresignal.test">Instagram</a> <a href="/rss">RSS</a></div>
<div class="copyright">©2026 The Lakeshore Signal. All rights reserved.</div>
</site-footer>
</signal-app>
<script src="/_assets/vendor-ads.91b2e0.js" async></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        detail = doc.extra.get("byline_detail", "Signal News")
        if doc.extra.get("credit"):
            names = esc(doc.extra["credit"])
            detail = ""
        elif doc.extra.get("byline_text"):
            names = f'<a href="/news/author/{slug(doc.authors[0])}-1.5998120">{esc(doc.extra["byline_text"])}</a>'
        else:
            names = ", ".join(
                self.a("author", a, "byline")
                if a == "Priya Raman"
                else f'<a href="/news/author/{slug(a)}-1.5{len(a)}41207">{esc(a)}</a>'
                for a in doc.authors
            )
        sep = f' <span class="bylineDetails">· {esc(detail)}</span>' if detail else ""
        updated = (
            f' | <span class="updated">Last Updated: {long_day(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        photo = (
            f'<div class="photoCredit">Photography by {esc(doc.extra["photographer"])}</div>'
            if doc.extra.get("photographer")
            else ""
        )
        dt = doc.iso or ""
        time_attr = f' datetime="{dt}"' if dt else ""
        return (
            f'<byline-block><div class="bylineAuthors"><span class="authorText">{names}</span>{sep}</div>{photo}'
            f'<div class="timeStamps"><time class="timeStamp"{time_attr}>Posted: {clock(doc.stamp)}</time>{updated}</div></byline-block>'
        )

    def story_body(self, doc: Doc) -> str:
        lazy_from = doc.extra.get("lazy_from")
        words = doc.extra.get("words_paras", 0)
        count = [0]

        def para(inner: str, n: int) -> str:
            if n < words:
                text = plain(doc.blocks[[i for i, b in enumerate(doc.blocks) if b[0] == "p"][n]][1])
                start = count[0]
                count[0] += len(text.split(" "))
                return f'<x-paragraph class="reveal" data-animate="words">{word_spans(text, start)}</x-paragraph>'
            if lazy_from is not None and n >= lazy_from:
                text = plain(doc.blocks[[i for i, b in enumerate(doc.blocks) if b[0] == "p"][n]][1])
                return (
                    f'<x-paragraph data-lazy="true" data-text="{esc(text)}"><span class="skeleton-line" aria-hidden="true">Loading…</span>'
                    f"<noscript>{inner}</noscript></x-paragraph>"
                )
            return f"<x-paragraph>{inner}</x-paragraph>"

        def head(kind: str, inner: str) -> str:
            return f'<div role="heading" aria-level="2" class="subhead">{inner}</div>'

        def item(kind: str, items: list[str]) -> str:
            return f'<x-list type="{kind}">' + "".join(f"<x-list-item>{i}</x-list-item>" for i in items) + "</x-list>"

        def fig(alt: str, cap: str) -> str:
            return f'<x-figure class="embeddedImage"><img src="https://i.lakeshoresignal.test/{zlib.crc32(alt.encode()) % 99991}/620x349.jpg" alt="{esc(alt)}" loading="lazy"><span class="caption">{esc(cap)}</span></x-figure>'

        if doc.extra.get("ld") == "none" and not doc.extra.get("lite"):
            # the body is a declarative shadow root: the text lives inside the template
            inner = "\n".join(
                para_blocks(
                    self,
                    doc.blocks,
                    lambda h, n: f'<p part="para">{h}</p>',
                    head=lambda k, h: f'<h2 part="subhead">{h}</h2>',
                )
            )
            return (
                '<story-body story-id="1.7412102">\n<template shadowrootmode="open">\n'
                "<style>:host{display:block;max-width:660px}p{font:400 1.125rem/1.6 var(--signal-serif,Georgia,serif);margin:0 0 1.25rem}"
                "h2{font:700 1.375rem/1.3 var(--signal-sans,sans-serif);margin:2rem 0 1rem}::slotted(ad-slot){margin:2rem auto}</style>\n"
                f'<div class="story" part="story">\n{inner}\n</div>\n<slot name="midstory"></slot>\n</template>\n'
                '<ad-slot slot="midstory" slot-id="midstory" sizes="300x250" lazy></ad-slot>\n</story-body>'
            )
        parts = para_blocks(self, doc.blocks, para, head=head, item=item, fig=fig)
        if len(parts) > 4:
            parts.insert(3, '<ad-slot slot-id="midstory" sizes="300x250" lazy></ad-slot>')
        return "<story-body>\n" + "\n".join(parts) + "\n</story-body>"

    def story_main(self, doc: Doc) -> str:
        title = esc(doc.title)
        if doc.extra.get("words_paras"):
            title = word_spans(doc.title)
        section = (
            self.a("toronto", "Toronto", "breadcrumb")
            if doc.section == "Toronto"
            else f'<a href="/news/{doc.section.lower()}">{esc(doc.section)}</a>'
        )
        disclaimer = (
            f'<div class="opinionDisclaimer">{esc(doc.extra["disclaimer"])} <a href="/news/opinion/faq">FAQ</a></div>'
            if doc.extra.get("disclaimer")
            else ""
        )
        tail = f'<div class="storyTail"><em>{esc(doc.extra["tail"])}</em></div>' if doc.extra.get("tail") else ""
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<div class="card">{self.a(k, self.docs[k].title, "related")}<span class="cardTime">{clock(self.docs[k].stamp)}</span></div>'
            for k in rel
        )
        extra_rel = ""
        if doc.key == "opinion":
            extra_rel = f'<div class="card">{self.a("notfound", "Ontario Place spa plan goes to tribunal hearing", "related")}<span class="cardTime">Mar 12, 2024</span></div>'
        u = quote(self.url(doc.key), safe="")
        topics = (
            f'<div class="topics">Topics: {self.a("tag", "Transit", "tag")}</div>'
            if doc.key in ("streetcar", "ferry")
            else ""
        )
        return f"""<story-page story-id="{doc.path.rsplit("-", 1)[-1]}" content-type="story">
<div class="sectionLabel">{section}</div>
<story-headline>
<div role="heading" aria-level="1" class="detailHeadline">{title}</div>
<div class="deck" role="doc-subtitle">{esc(doc.dek)}</div>
</story-headline>
{disclaimer}
<x-figure class="leadmedia"><img src="https://i.lakeshoresignal.test/{doc.path.rsplit("-", 1)[-1]}/1180x664.jpg" alt="" width="1180" height="664"><span class="caption">(The Lakeshore Signal)</span></x-figure>
{self.byline(doc)}
<share-bar><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share on Facebook</a> <a href="https://x.com/intent/post?url={u}">Share on X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></share-bar>
{self.story_body(doc)}
{tail}
{topics}
<div class="corrections">Corrections and clarifications | <a href="/submit-news-tip">Submit a news tip</a> | <a href="/report-error">Report error</a></div>
<related-rail><div role="heading" aria-level="2">Related stories</div>{related}{extra_rel}</related-rail>
<div class="comments-closed">Commenting is now closed for this story.</div>
</story-page>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<story-card><img src="https://i.lakeshoresignal.test/{d.path.rsplit("-", 1)[-1]}/460x259.jpg" alt="" loading="lazy">'
            f'<div role="heading" aria-level="3" class="headline">{self.a(k, d.title, "content")}</div>'
            f'<div class="description">{esc(d.dek or self.lede(d))}</div><time class="cardTime">{clock(d.stamp)}</time></story-card>'
        )

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "front-lite":  # pragma: no cover - the lite front has its own page
            return ""
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<div role="heading" aria-level="1" class="pageHeading">{esc(doc.title)}</div>'
        if doc.key == "home":
            head = '<div role="heading" aria-level="1" class="visually-hidden">The Lakeshore Signal</div><div class="topStories">Top Stories</div>'
        elif doc.kind == "author":
            head = f'<div class="authorProfile"><img src="https://i.lakeshoresignal.test/authors/priya-raman.jpg" alt="Priya Raman" width="96" height="96"><div role="heading" aria-level="1">{esc(doc.title)}</div><div class="authorBio">{esc(doc.extra["bio"])}</div><a href="https://x.com/priyaraman_test">@priyaraman_test</a></div>'
        elif doc.kind == "search":
            head = f'<div role="heading" aria-level="1">{esc(doc.title)}</div><form action="/search" role="search"><input name="q" value="streetcar"><select name="section"><option value="news" selected>News</option><option value="sports">Sports</option></select><button>Search</button></form><div class="resultCount">About 1,140 results</div>'
        older = "".join(
            f'<story-card><div role="heading" aria-level="3" class="headline"><a href="{h}">{esc(t)}</a></div></story-card>'
            for h, t in doc.extra.get("older", [])
        )
        pager = ""
        if doc.key == "toronto":
            pager = f'<nav class="pagination" aria-label="Pagination"><span aria-current="page">1</span> {self.a("toronto2", "2", "pagination")} <a href="/news/toronto?page=3">3</a> {self.a("toronto2", "Next", "pagination")}</nav>'
        elif doc.key == "toronto2":
            pager = f'<nav class="pagination" aria-label="Pagination">{self.a("toronto", "Previous", "pagination")} {self.a("toronto", "1", "pagination")} <span aria-current="page">2</span> <a href="/news/toronto?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="moreLinks">{self.a("toronto", "More Toronto news", "content")} · {self.a("video", "Watch: Toronto news video", "content")} · {self.a("search", "Search stories about streetcars", "content")}</div>'
        elif doc.kind in ("search", "tag"):
            pager = (
                '<nav class="pagination"><span aria-current="page">1</span> <a href="?page=2">2</a></nav>'
                if doc.kind == "tag"
                else '<nav class="pagination"><span aria-current="page">1</span> <a href="/search?q=streetcar&amp;section=news&amp;page=2">2</a></nav>'
            )
        return f'<section-front kind="{doc.kind}">{head}<div class="cards">{cards}{older}</div>{pager}</section-front>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            items = []
            for dur, title, key in doc.extra["videos"]:
                link = (
                    self.a(key, title, "content")
                    if key
                    else f'<a href="/player/play/video/9.{6400000 + len(title) * 37}">{esc(title)}</a>'
                )
                items.append(
                    f'<video-card><img src="https://i.lakeshoresignal.test/video/{len(title)}.jpg" alt="" loading="lazy"><span class="duration">{dur}</span><div role="heading" aria-level="3">{link}</div></video-card>'
                )
            return (
                f'<video-hub><div role="heading" aria-level="1">{esc(doc.title)}</div>'
                '<video-player src="https://media.lakeshoresignal.test/hls/toronto-live/master.m3u8" autoplay muted><div class="playerFallback">Your browser does not support this video.</div></video-player>'
                f'<div class="playlist">{"".join(items)}</div><div class="channels"><a href="/player/news/canada">Canada</a> · <a href="/player/news/world">World</a> · <a href="/player/sports">Sports</a></div></video-hub>'
            )
        # the soft 404: a 200 page saying the story is gone
        return f"""<error-page code="404">
<div role="heading" aria-level="1">{esc(doc.title)}</div>
<div class="errorText">The page may have moved, or it may no longer be available. Try searching for it, or start again from our home page.</div>
<form action="/search" role="search"><input name="q" aria-label="Search"><button>Search</button></form>
<div class="errorLinks">{self.a("home", "Go to the home page", "content")} · {self.a("toronto", "Toronto news", "content")}</div>
</error-page>"""

    # --- the lite edition: no CSS, no scripts, plain links ---------------------------------------------------

    def lite_page(self, doc: Doc) -> str:
        if doc.key == "front-lite":
            top = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content', inner=None)}</li>" for k in ["lite-sidewalks"]
            )
            top += "".join(
                f'<li><a href="/lite/story/{self.docs[k].path.rsplit("-", 1)[-1]}">{esc(self.docs[k].title)}</a></li>'
                for k in doc.extra["list"][1:]
            )
            head = f"<h1>{esc(doc.title)}</h1>\n<div>{EN_DAYS[weekday('2026-12-10')]}, December 10, 2026</div>\n<h2>Top stories</h2>\n<ul>\n{top}\n</ul>\n<h2>More headlines</h2>"
            canonical = ""
        else:
            paras = "\n".join(
                para_blocks(self, doc.blocks, lambda h, n: f"<p>{h}</p>", head=lambda k, h: f"<h2>{h}</h2>")
            )
            head = (
                f"<h1>{esc(doc.title)}</h1>\n<div>By {esc(doc.authors[0])}, Signal News</div>\n<div>Posted: {clock(doc.stamp)}</div>\n"
                f'{paras}\n<div><a href="/news/toronto/snow-clearing-crews-icy-sidewalks-1.7412399">View the full version of this story</a></div>\n'
                f"<hr>\n<h2>More top stories</h2>"
            )
            canonical = '\n<link rel="canonical" href="https://www.lakeshoresignal.test/news/toronto/snow-clearing-crews-icy-sidewalks-1.7412399">'
        top_link = self.a("front-lite", "Lite home", "nav") if doc.key != "front-lite" else "Lite home"
        page_start = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} - The Lakeshore Signal Lite</title>{canonical}
</head>
<body>
<div>{top_link} | {self.a("home", "Go to the full site", "nav")} | <a href="/lite/sports">Sports</a> | <a href="/lite/weather">Weather</a></div>
<hr>
{head}
<ul>
"""
        page_end = f"""</ul>
<hr>
<div><a href="/lite/news">Back to top stories</a> | {self.a("home", "Full site", "footer")} | <a href="/privacy">Privacy</a> | <a href="/terms">Terms of use</a></div>
<div>©2026 The Lakeshore Signal</div>
</body>
</html>"""
        # the lite pages carry no CSS to pad with: a long plain list of headlines brings them to their size
        target = pad_target(self.file_name(doc))
        items: list[str] = []
        gen = headlines("lks-lite-" + doc.key, LITE_TEMPLATES, LITE_SLOTS, minor="city")
        n = 7413000
        size = len((page_start + page_end).encode())
        while size < target:
            n += 7 + len(items) % 5
            item = f'<li><a href="/lite/story/1.{n}">{esc(next(gen))}</a></li>\n'
            items.append(item)
            size += len(item.encode())
        return page_start + "".join(items) + page_end
