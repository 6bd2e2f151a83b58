# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Gulf Chronicle: a Gulf News-like English daily in Dubai on a **Quintype**-like front end (`story-element`,
`story-element-text`, `author-card`, `window.qtState`, `/uae/transport/<slug>-1.500345678`, `/topic/…`, `/author/…`,
`/search?q=`, `/uae?page=2`), English, UTF-8, Gulf time (+04:00).

Dates are printed "Published: December 04, 2026 21:40" and, when edited, "Last updated: December 05, 2026 07:12" in
Gulf time, while the `NewsArticle` JSON-LD is in UTC: the metro story (21:40 on 4 Dec, 17:40Z) stays on 4 Dec; the
flights story published at 01:15 on 5 Dec is 21:15Z on 4 Dec in its JSON-LD (labelled 5 Dec). Credits: "Staff
Reporter" (JSON-LD author a Person named "Staff Reporter"), "Special to Gulf Chronicle" with no name (JSON-LD author
the site), "WAM" (agency), and names followed by roles ("Hamza Qureshi, Correspondent" in one text node; "Priya
Menon" with "Senior Reporter" on the next line; "Dr Leila Haddad" with "Special to Gulf Chronicle" under it). The
weather live blog (timestamped written entries by two reporters) is an article. The prayer-times page and the gold
rate page (tables of numbers) are not."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://gulfchronicle.test"
ARTS = ["live", "metro", "flights", "hatta", "opinion", "gold", "review", "brief"]
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


def gulf(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{MONTHS[int(m) - 1]} {d}, {y} {time}"


def live_entry(time: str, n: int) -> str:
    return f'RAW:<div class="live-blog-card" id="update-{n}"><div class="card-time"><span class="live-dot"></span>{time} GST</div>'


class GulfChronicle(Base):
    origin = ORIGIN
    name = "Gulf Chronicle"
    prefix = "gch"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gch",
            [
                ".arr--header",
                ".arr--nav-item",
                ".story-headline",
                ".story-element-text p",
                ".author-card",
                ".live-blog-card",
                ".arr--collection .card",
                ".data-table td",
                ".arr--footer",
                ".consent-banner",
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
                "Gulf Chronicle",
                "quintype-home",
                list=["live", "flights", "metro", "gold", "hatta", "opinion", "review", "brief"],
                more="uae",
            )
        )
        add(
            page(
                "uae",
                "/uae",
                "section",
                "UAE",
                "section-collection",
                list=["live", "flights", "metro", "brief"],
                more="uae2",
            )
        )
        add(
            page(
                "uae2", "/uae?page=2", "section", "UAE", "section-collection-page2", list=["hatta", "review", "opinion"]
            )
        )
        add(
            page(
                "business", "/business", "section", "Business", "section-collection", list=["gold", "goldrate", "metro"]
            )
        )
        add(page("tag", "/topic/uae-weather", "tag", "UAE weather", "topic-page", list=["live", "flights"]))
        add(
            page(
                "author",
                "/author/priya-menon",
                "author",
                "Priya Menon",
                "author-page",
                list=["gold", "live"],
                bio="Priya Menon is a Senior Reporter at Gulf Chronicle, covering business, consumer affairs and the UAE economy. She joined the paper in 2014.",
            )
        )
        add(
            page(
                "search",
                "/search?q=rain",
                "search",
                "Search results for “rain”",
                "search-results",
                list=["live", "flights"],
            )
        )
        add(
            page(
                "prayer",
                "/prayer-times/dubai",
                "prayer-times",
                "Prayer times in Dubai today",
                "prayer-times-table",
                [
                    "Prayer times for Dubai on Saturday, December 05, 2026 (24 Jumada Al Akhirah 1448).",
                    "T: Prayer | Time",
                    "T: Fajr | 05:32",
                    "T: Sunrise | 06:51",
                    "T: Dhuhr | 12:16",
                    "T: Asr | 15:13",
                    "T: Maghrib | 17:35",
                    "T: Isha | 18:53",
                    "Times are based on the official calendar for the emirate and may differ by one or two minutes in Hatta and other areas. Prayer times for Abu Dhabi, Sharjah and the other emirates are listed below.",
                ],
            )
        )
        add(
            page(
                "goldrate",
                "/gold-forex/gold-rate-in-uae",
                "live-data",
                "Gold rate in UAE today: 24K, 22K, 21K and 18K prices in Dubai",
                "gold-rate-data-table",
                [
                    "Last updated: December 05, 2026 09:00",
                    "T: Gold | Morning (Dh per gram) | Evening, previous day (Dh per gram)",
                    "T: 24K | 511.25 | 512.00",
                    "T: 22K | 473.50 | 474.25",
                    "T: 21K | 453.00 | 453.75",
                    "T: 18K | 388.25 | 389.00",
                    "Rates are indicative retail prices per gram published by the city's jewellers' association and exclude VAT and making charges.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "policy-updated",
                [
                    "Effective date: October 1, 2026",
                    "This policy explains how Gulf Chronicle collects, uses and protects information when you visit our website, use our apps or subscribe to our newsletters.",
                    "## Information we collect",
                    "We collect information you give us, such as your name and email address when you register, and information collected automatically, such as your device type, pages viewed and approximate location.",
                    "## How we use it",
                    "We use this information to provide and improve our services, to personalise content and advertising, and to comply with the laws of the United Arab Emirates. We do not sell your personal data.",
                    "Questions about this policy can be sent to privacy@gulfchronicle.test.",
                ],
            )
        )
        add(
            story(
                "live",
                "/uae/weather/uae-weather-live-heavy-rain-hail-lash-dubai-sharjah-ras-al-khaimah-1.500345601",
                "UAE weather live: Heavy rain, hail lash Dubai, Sharjah and Ras Al Khaimah",
                "2026-12-04",
                "2026-12-04T02:30:00Z",
                "2026-12-04 06:30",
                ["Priya Menon", "Omar Al Hashimi"],
                [
                    live_entry("19:55", 10),
                    "### Storm moves out to sea",
                    "The National Centre of Meteorology says the storm cell has moved over the Gulf of Oman and conditions will improve overnight. A yellow alert for fog remains in place for coastal areas until 9am on Saturday.",
                    "This is where we end our live coverage for today. Thank you for following along.",
                    "RAW:</div>",
                    live_entry("18:40", 9),
                    "Dubai Police say they handled 412 calls between 6am and 6pm, most of them about minor collisions on Sheikh Mohammed bin Zayed Road and Emirates Road. No serious injuries have been reported.",
                    "RAW:</div>",
                    live_entry("17:15", 8),
                    "### Flights disrupted at DXB",
                    "Dubai Airports says 38 departures have been delayed and 11 inbound flights diverted to Al Maktoum International and Sharjah because of the storm. Passengers are advised to check their flight status with their airline before leaving for the airport.",
                    "RAW:</div>",
                    live_entry("16:05", 7),
                    "Hail the size of marbles fell in parts of Al Barsha and Jumeirah Village Circle shortly after 4pm, according to readers who sent us photos and videos. Several residents reported cracked car windscreens.",
                    "FIG: Hail in Al Barsha | Hail on a car bonnet in Al Barsha. Image Credit: Reader",
                    "RAW:</div>",
                    live_entry("14:30", 6),
                    "### Ras Al Khaimah: Jebel Jais road closed",
                    "Ras Al Khaimah Police have closed the road to Jebel Jais in both directions as a precaution after rocks fell onto the carriageway near the 14km mark. Visitors already at the summit are being escorted down in convoys.",
                    "RAW:</div>",
                    live_entry("12:50", 5),
                    "The NCM has recorded 64.3mm of rain at Masafi in Fujairah since midnight, the highest total in the country so far today. Dubai International Airport has recorded 21mm.",
                    "RAW:</div>",
                    live_entry("11:20", 4),
                    "### Remote work for federal employees",
                    "The federal government's human resources authority has announced that federal employees will work remotely for the rest of Friday, except those whose jobs require them to be on site.",
                    "RAW:</div>",
                    live_entry("09:45", 3),
                    "Traffic is moving slowly on Sheikh Zayed Road towards Abu Dhabi after water collected on the carriageway near the Al Barsha interchange. The Roads and Transport Authority has deployed tankers to pump water from low-lying areas.",
                    "RAW:</div>",
                    live_entry("08:10", 2),
                    "### Orange alert issued",
                    "The National Centre of Meteorology has upgraded its warning to orange for Dubai, Sharjah, Ajman and Ras Al Khaimah, meaning residents should take precautions and avoid unnecessary travel. Winds of up to 60km/h are expected, stirring up dust and reducing visibility.",
                    "RAW:</div>",
                    live_entry("06:30", 1),
                    "Good morning and welcome to our live coverage of the storm that has been building over the country overnight. Heavy rain is already falling in Ras Al Khaimah and Fujairah, and forecasters expect the system to reach Dubai and Sharjah by mid-morning. Stay with us for the latest updates.",
                    "RAW:</div>",
                ],
                "live-blog-two-reporters",
                section="UAE",
                roles=["Senior Reporter", "Correspondent"],
                updated="2026-12-04 19:55",
                ld="live",
            )
        )
        add(
            story(
                "metro",
                "/uae/transport/dubai-metro-blue-line-rta-completes-first-tunnel-under-dubai-creek-1.500345678",
                "Dubai Metro Blue Line: RTA completes first tunnel section under Dubai Creek",
                "2026-12-04",
                "2026-12-04T17:40:00Z",
                "2026-12-04 21:40",
                [],
                [
                    "Dubai's Roads and Transport Authority (RTA) has completed the first tunnel section of the Dubai Metro Blue Line, a 1.3km bore that runs beneath Dubai Creek between Al Jaddaf and Dubai Festival City, the authority announced on Friday.",
                    "The tunnel boring machine, named Al Reem, broke through at the Festival City shaft at around 4pm after 11 months of digging at depths of up to 28 metres below the creek bed, the RTA said in a statement.",
                    "“This is one of the most technically demanding parts of the project,” said Khalid Al Mansoori, director of rail projects at the RTA. “The crew worked through the summer in difficult ground conditions, and we completed the crossing two weeks ahead of schedule.”",
                    "FIG: Tunnel boring machine | The tunnel boring machine breaks through at the Dubai Festival City shaft. Image Credit: Supplied",
                    "The Blue Line will run for 30km, with 14 stations linking Al Jaddaf, Dubai Creek Harbour, Dubai Festival City, Mirdif, Dubai Silicon Oasis and International City. Around 15km of the route will be underground, with the remainder on an elevated viaduct.",
                    "The line is expected to open in September 2029, 20 years after the launch of the Dubai Metro network. The RTA estimates that it will carry 200,000 passengers a day within five years of opening and cut travel times between Mirdif and Downtown Dubai by around a third.",
                    "A second tunnel boring machine is now working on the section between Dubai Creek Harbour and Ras Al Khor, and is due to finish in the second half of next year. Work on the elevated stretch through Mirdif began in the summer, with foundations for the first six stations already in place.",
                    "Residents of the areas along the route have welcomed the project, although some have complained about traffic diversions. “It has been a difficult year with the road closures on Tripoli Street, but if the Metro comes to Mirdif it will be worth it,” said Farah Siddiqui, who commutes daily to Business Bay.",
                    "The RTA said it would announce further diversions on Al Khail Road in January and urged motorists to follow temporary signs.",
                ],
                "staff-reporter-jsonld-person-staff",
                section="UAE",
                credit="Staff Reporter",
                updated="2026-12-05 07:12",
                modified="2026-12-05T03:12:00Z",
                ld="staff",
            )
        )
        add(
            story(
                "flights",
                "/uae/transport/dozens-of-flights-delayed-at-dubai-airports-as-storm-backlog-spills-into-saturday-1.500345702",
                "Dozens of flights delayed at Dubai airports as storm backlog spills into Saturday",
                "2026-12-05",
                "2026-12-04T21:15:00Z",
                "2026-12-05 01:15",
                ["Hamza Qureshi"],
                [
                    "Passengers at Dubai International Airport (DXB) faced long queues late on Friday night as airlines worked to clear a backlog of flights delayed by the day's storm, with disruption expected to continue into Saturday morning.",
                    "Dubai Airports said in an update shortly after midnight that 64 departures had been delayed and 17 arrivals diverted over the course of the day, most of them between 3pm and 7pm, when heavy rain and hail passed directly over the airport.",
                    "“Operations have now returned to normal, but some schedules will take time to recover as aircraft and crew are out of position,” a spokesperson said. “We ask passengers to check their flight status with their airline before travelling to the airport.”",
                    "At Terminal 3, several hundred passengers waited at transfer desks for rebooking. Meera Pillai, travelling to Kochi with her two children, said her flight had been pushed back three times. “We have been here since 5pm. The staff are trying their best, but there is very little information,” she said.",
                    "A low-cost carrier based at the airport said 22 of its flights had been affected and that it was offering free rebooking for passengers due to travel until Sunday. Another airline said it had deployed extra staff and was providing meal vouchers to passengers delayed by more than four hours.",
                    "Al Maktoum International at Dubai World Central received nine diverted flights, according to flight tracking data, while Sharjah International Airport took in six. Most of the diverted aircraft had returned to DXB by midnight.",
                    "The National Centre of Meteorology said conditions would remain unsettled until Saturday afternoon, with a chance of further light rain over eastern and northern areas.",
                ],
                "name-comma-correspondent-utc-previous-day",
                section="UAE",
                credit="Hamza Qureshi, Correspondent",
                ld="person",
            )
        )
        add(
            story(
                "hatta",
                "/uae/tourism/why-hattas-winter-season-is-drawing-record-crowds-1.500344980",
                "Why Hatta's winter season is drawing record crowds",
                "2026-12-03",
                "2026-12-03T06:00:00Z",
                "2026-12-03 10:00",
                [],
                [
                    "On a Saturday morning in late November, the car park at the Hatta Dam is full before 9am. Families unload cool boxes and camping chairs, cyclists check their tyres, and a queue has already formed at the kayak rental kiosk on the water's edge. Ten years ago, the mountain town on Dubai's border with Oman was a quiet stop on the way to somewhere else. Today it is one of the busiest weekend destinations in the country.",
                    "Figures from the town's visitor centre show that more than 1.2 million people visited Hatta in the last winter season, from October to April, a rise of 18 per cent on the year before. This season is on track to beat that, with hotel and campsite bookings for December already close to capacity.",
                    "Part of the appeal is simple: temperatures. While the coast can still feel warm in early winter, the Hajar Mountains are several degrees cooler, and evenings in December and January can drop below 15°C. For residents who spend the summer indoors, that is reason enough to make the 90-minute drive.",
                    "FIG: Kayaks on Hatta Dam | Kayaks on the Hatta Dam on a winter morning. Image Credit: Supplied",
                    "But investment has also changed the town. A network of mountain bike trails now stretches for more than 50km, graded from beginner loops to steep technical descents. A new walking path links the dam to the heritage village, and several farms have opened their gates to visitors, selling honey, dates and fresh vegetables.",
                    "“When we started, we had four kayaks and a tent,” says Saeed Al Kaabi, who runs an outdoor activities company in the town. “Now we employ 30 people in the winter, most of them from Hatta. The young people don't have to move to the city to find work any more.”",
                    "The growth has brought challenges. On busy weekends, traffic on the road into town can back up for several kilometres, and some residents worry about litter on the trails and noise from campsites late at night. The local municipality has introduced a booking system for the most popular sites and increased the number of rangers.",
                    "For first-time visitors, the advice from locals is to arrive early, bring layers and avoid the last Saturday of the month, when the farmers' market draws the biggest crowds. And to look beyond the dam: the wadis and villages a short drive away remain as quiet as they were a decade ago.",
                ],
                "special-to-paper-no-name",
                section="UAE",
                credit="Special to Gulf Chronicle",
                ld="org",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/op-eds/the-gulfs-water-future-depends-on-what-we-waste-not-what-we-desalinate-1.500344512",
                "The Gulf's water future depends on what we waste, not what we desalinate",
                "2026-12-02",
                "2026-12-02T04:00:00Z",
                "2026-12-02 08:00",
                ["Leila Haddad"],
                [
                    "Every few months, a new desalination plant opens somewhere in the Gulf, and the announcement follows a familiar pattern: a ribbon, a figure in millions of cubic metres, and a promise that the region's water needs are secure for another generation. The engineering is impressive. The plants are more efficient than ever, and many now run partly on solar power. But I have come to believe we are asking the wrong question.",
                    "The countries of the Gulf Co-operation Council are among the highest per-capita water consumers in the world. Household use in some cities exceeds 500 litres per person a day, more than three times the European average. A significant share of the water we produce at great cost is lost before it reaches a tap, or used to irrigate lawns and crops that could never survive here without it.",
                    "Desalination allows us to postpone that conversation. When supply can always be increased, demand never has to be questioned. Yet each new plant locks in decades of energy use and discharges brine back into a sea that is already among the saltiest and warmest on the planet. Marine scientists have warned for years about the cumulative effect on coral and fisheries in the shallower parts of the Gulf.",
                    "There is a better place to start. Leakage in municipal networks in parts of the region is estimated at between 15 and 30 per cent. Fixing old pipes is less glamorous than building a plant, but it is usually cheaper per cubic metre saved. Smart meters, tiered pricing that rewards careful use and stricter rules for landscaping in new developments would reduce demand further, without anyone going thirsty.",
                    "Agriculture is the harder conversation. Farming still accounts for the majority of groundwater use in several Gulf states, and aquifers that took thousands of years to fill are being drawn down in decades. Supporting farmers to move to crops and techniques that use less water, or to greenhouses and hydroponics, is a matter of long-term food security, not just conservation.",
                    "None of this means desalination is the enemy. It will remain the backbone of supply for cities on the coast. But it should be the last step in a water strategy, not the first. A litre saved is always cheaper, and cleaner, than a litre produced.",
                    "The next time a new plant is announced, I would like to see a second figure beside the production capacity: how much water we saved that year. That is the number that will tell us whether our water future is truly secure.",
                    "SIGN: Dr Leila Haddad is a water policy researcher based in Abu Dhabi.",
                ],
                "op-ed-dr-special-to-role",
                section="Opinion",
                printed_name="Dr Leila Haddad",
                roles=["Special to Gulf Chronicle"],
                ld="person",
            )
        )
        add(
            story(
                "gold",
                "/business/markets/gold-in-dubai-hits-record-dh512-a-gram-as-wedding-season-buyers-hold-back-1.500345117",
                "Gold in Dubai hits record Dh512 a gram as wedding season buyers hold back",
                "2026-12-03",
                "2026-12-03T08:35:00Z",
                "2026-12-03 12:35",
                ["Priya Menon"],
                [
                    "The price of 24-carat gold in Dubai rose to a record Dh512 per gram on Thursday morning, according to rates published by the city's jewellers' association, as global prices climbed on expectations of further interest rate cuts in the United States.",
                    "The 22-carat variety, the most popular among buyers from South Asia, reached Dh474.25 a gram, while 21-carat and 18-carat gold traded at Dh453.75 and Dh389 respectively. You can follow today's prices on our [[goldrate|gold rate page]].",
                    "The rise comes at an awkward time for retailers in the Gold Souk and Meena Bazaar, who usually see strong demand in December as families shop for weddings in India and Pakistan. Several jewellers told Gulf Chronicle that footfall was steady but that customers were buying lighter pieces or postponing purchases.",
                    "“People are still coming in, but the budget is the same as last year, so they buy fewer grams,” said Anil Kumar Varghese, who manages a jewellery store in Deira. “Some are exchanging old gold for new designs instead of buying fresh. That is becoming very common.”",
                    "Spot gold was trading at around $4,340 an ounce at 11am UAE time, up 1.2 per cent on the day. Analysts say the metal has been supported this year by central bank buying and demand for safe-haven assets amid uncertainty over global growth.",
                    "“Prices could ease if the dollar strengthens, but the overall trend remains upwards,” said Rohan Desai, a market analyst at a Dubai-based brokerage. “For buyers with a wedding date fixed, waiting for a big dip is a gamble.”",
                    "Retailers have responded with promotions, including waived making charges on selected items and buy-back guarantees. The Dubai Shopping Festival, which starts later this month, is expected to bring further discounts and raffles for gold buyers.",
                ],
                "name-then-role-line",
                section="Business",
                roles=["Senior Reporter"],
                ld="person",
            )
        )
        add(
            story(
                "review",
                "/food/restaurant-reviews/restaurant-review-sahn-in-al-seef-gets-the-levantine-basics-right-1.500344730",
                "Restaurant review: Sahn in Al Seef gets the Levantine basics right",
                "2026-12-02",
                "2026-12-02T13:00:00Z",
                "2026-12-02 17:00",
                ["Rania Aziz"],
                [
                    "There is a moment, about halfway through a meal at Sahn, when the bread arrives. It comes straight from a domed oven near the entrance, puffed and blistered, and the waiter tears it open at the table so the steam escapes. It is a small piece of theatre, but it tells you something about the place: this is a restaurant that cares about the basics.",
                    "Sahn opened in October in one of the restored coral-stone buildings along the creek at Al Seef, and its menu covers familiar ground from Lebanon, Syria and Palestine. There are no surprises on paper — hummus, mutabal, fattoush, grills, a daily stew — but the execution is consistently careful.",
                    "The hummus (Dh32) is smooth and properly lemony, topped with warm chickpeas and a generous pool of olive oil. The mutabal has a deep smoky flavour that can only come from aubergines charred over an open flame, and the fattoush is crisp and sharp with sumac and pomegranate molasses. A plate of muhammara (Dh34), thick with walnuts and Aleppo pepper, was the highlight of the cold mezze.",
                    "FIG: Mezze at Sahn | Cold mezze at Sahn, Al Seef. Image Credit: Rania Aziz/Gulf Chronicle",
                    "From the hot section, the kibbeh (Dh42 for four) were light and well seasoned, although the shells could have been a little thinner. Cheese sambousek were golden and not at all greasy. The arayes, pitta stuffed with spiced lamb and grilled until crunchy, were so good we ordered a second round.",
                    "Mains are where Sahn is less assured. A mixed grill (Dh115) included tender shish tawook and well-charred lamb kofta, but the lamb cubes were overcooked and dry. The daily special, a freekeh with chicken, was comforting but under-salted. Portions are large, and sharing is the best approach.",
                    "Desserts are simple: knafeh made to order (Dh38) with a good stretch of cheese, and a rose-scented muhallabia. Coffee is served Arabic or Turkish, and there is a short list of fresh juices and mocktails.",
                    "The dining room is bright and relaxed, with long tables suited to groups and a small terrace facing the water. Service was warm and quick, even on a busy Friday evening. Sahn is not trying to reinvent Levantine cooking, and it doesn't need to. Go for the mezze and the bread, and you will leave happy.",
                ],
                "review-rating-info-box",
                section="Food",
                roles=["Food Writer"],
                ld="person",
                info="Sahn, Al Seef, Dubai. Open daily, noon to midnight. Dinner for two about Dh350 without drinks. Rating: 4/5",
            )
        )
        add(
            story(
                "brief",
                "/uae/crime/two-arrested-in-ajman-over-fake-car-rental-adverts-1.500345590",
                "Two arrested in Ajman over fake car rental adverts",
                "2026-12-04",
                "2026-12-04T07:05:00Z",
                "2026-12-04 11:05",
                [],
                [
                    "Ajman Police have arrested two men accused of posting fake car rental adverts on social media and collecting deposits from more than 40 victims, the emirate's police said on Friday.",
                    "The suspects, both in their thirties, advertised luxury cars at low daily rates and asked customers to transfer a deposit of between Dh500 and Dh1,500 to secure a booking. The cars never arrived, and the phone numbers were disconnected soon afterwards.",
                    "Police urged residents to rent vehicles only from licensed companies and to avoid transferring money to personal bank accounts. The case has been referred to the Public Prosecution.",
                ],
                "agency-brief",
                section="UAE",
                credit="WAM",
                ld="wam",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | Gulf Chronicle</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Gulf Chronicle">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:site" content="@gulfchronicle_test">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("modified"):
            out.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
        mode = doc.extra["ld"]
        if mode in ("person", "live"):
            author: object = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/author/{a.lower().replace(' ', '-')}"}
                for a in doc.authors
            ]
        elif mode == "staff":
            author = [{"@type": "Person", "name": "Staff Reporter", "url": f"{ORIGIN}/author/staff-reporter"}]
        elif mode == "wam":
            author = [{"@type": "Organization", "name": "WAM"}]
        else:
            author = [{"@type": "Organization", "name": "Gulf Chronicle"}]
        ld: dict = {
            "@context": "http://schema.org",
            "@type": "LiveBlogPosting" if mode == "live" else "NewsArticle",
            "headline": doc.title,
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Gulf Chronicle",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/logo.png", "width": 600, "height": 60},
            },
            "image": [f"https://images.gulfchronicle.test/{doc.path.rsplit('-', 1)[-1]}/16x9.jpg"],
            "articleSection": doc.section,
        }
        if mode == "live":
            ld["coverageStartTime"] = doc.iso
            ld["dateModified"] = "2026-12-04T15:55:00Z"
            ld["liveBlogUpdate"] = [
                {"@type": "BlogPosting", "headline": h, "datePublished": t}
                for t, h in (
                    ("2026-12-04T15:55:00Z", "Storm moves out to sea"),
                    ("2026-12-04T13:15:00Z", "Flights disrupted at DXB"),
                    ("2026-12-04T10:30:00Z", "Ras Al Khaimah: Jebel Jais road closed"),
                )
            ]
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="arr--nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("uae", "UAE"),
                ("https://gulfchronicle.test/gulf", "Gulf"),
                ("https://gulfchronicle.test/world", "World"),
                ("business", "Business"),
                ("https://gulfchronicle.test/opinion", "Opinion"),
                ("https://gulfchronicle.test/food", "Food"),
                ("https://gulfchronicle.test/sport", "Sport"),
            )
        )
        qt = {
            "qt": {
                "config": {"publisher-name": "gulfchronicle", "cdn-image": "images.gulfchronicle.test"},
                "pageType": "story-page" if doc.is_article else f"{doc.kind}-page",
                "data": {"story": {"id": doc.path.rsplit("-", 1)[-1]} if doc.is_article else None},
            }
        }
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["live", "gold", "flights", "metro", "hatta"]
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://images.gulfchronicle.test">
<link rel="stylesheet" href="/static/app-6f0e1c.css">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-GCH2026"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-GCH2026');</script>
</head>
<body>
<div id="container">
<header class="arr--header">
<div class="header-top"><span class="header-date">Saturday, December 05, 2026</span> <span class="weather">Dubai 22°C</span> {self.a("prayer", "Prayer times", "nav")} {self.a("goldrate", "Gold rate", "nav")} <a href="/subscribe" class="subscribe">Subscribe</a> <a href="/login">Sign in</a></div>
<a class="logo" href="/" aria-label="Gulf Chronicle home"><img src="/static/logo.svg" alt="Gulf Chronicle" width="220" height="36"></a>
<nav class="arr--nav"><ul>{nav}</ul><a class="search-icon" href="/search" aria-label="Search">Search</a></nav>
</header>
<div class="ad-slot ad-leaderboard" id="div-gpt-ad-leaderboard"></div>
<main class="arr--main">
{main}
<aside class="arr--sidebar"><div class="trending"><h3>Trending</h3><ol>{trending}</ol></div>
<div class="quick-links"><h3>Topics</h3>{self.a("tag", "UAE weather", "aside")} · {self.a("search", "Rain", "aside")} · <a href="/topic/dubai-metro">Dubai Metro</a></div>
<div class="newsletter-signup"><h3>Get the Morning Brief</h3><p>Our top stories in your inbox, every weekday.</p><form action="/newsletters" method="post"><input type="email" placeholder="Email address"><button>Sign up</button></form></div></aside>
</main>
<footer class="arr--footer">
<nav class="footer-nav"><a href="/about-us">About us</a> · <a href="/contact-us">Contact us</a> · <a href="/advertise">Advertise with us</a> · {self.a("privacy", "Privacy Policy", "footer")} · <a href="/terms-and-conditions">Terms &amp; Conditions</a> · <a href="/rss">RSS</a></nav>
<div class="social"><a href="https://www.facebook.com/gulfchronicle.test">Facebook</a> <a href="https://x.com/gulfchronicle_test">X</a> <a href="https://www.instagram.com/gulfchronicle.test">Instagram</a> <a href="https://www.linkedin.com/company/gulfchronicle-test">LinkedIn</a></div>
<p class="copyright">© Gulf Chronicle Media LLC 2026. All rights reserved.</p>
</footer>
<div class="consent-banner" role="dialog">We use cookies to personalise content and ads and to analyse our traffic. <a href="/cookie-policy">Learn more</a> <button>Accept all</button> <button>Manage choices</button></div>
</div>
<script>window.qtState = {json.dumps(qt)};</script>
<script src="/static/app-6f0e1c.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            credit = doc.extra["credit"]
            return f'<div class="author-card"><div class="author-name">{esc(credit)}</div></div>'
        cards = []
        roles = doc.extra.get("roles", [])
        for i, a in enumerate(doc.authors):
            shown = doc.extra.get("printed_name", a)
            name = (
                self.a("author", shown, "byline")
                if a == "Priya Menon"
                else f'<a href="/author/{a.lower().replace(" ", "-")}">{esc(shown)}</a>'
            )
            role = f'<div class="author-designation">{esc(roles[i])}</div>' if i < len(roles) else ""
            cards.append(
                f'<div class="author-card"><img src="https://images.gulfchronicle.test/authors/{a.lower().replace(" ", "-")}.jpg" alt="" width="40" height="40"><div><div class="author-name">{name}</div>{role}</div></div>'
            )
        return "".join(cards)

    def story_main(self, doc: Doc) -> str:
        updated = (
            f'<div class="updated-time">Last updated: {gulf(doc.extra["updated"])}</div>'
            if doc.extra.get("updated")
            else ""
        )
        live = '<div class="live-badge">LIVE</div>' if doc.extra.get("ld") == "live" else ""
        info = f'<div class="review-info-box">{esc(doc.extra["info"])}</div>' if doc.extra.get("info") else ""
        topics = ""
        if doc.key in ("live", "flights"):
            topics = f'<div class="story-tags">{self.a("tag", "UAE weather", "tag")} <a href="/topic/dubai-airports">Dubai Airports</a> <a href="/topic/ncm">NCM</a></div>'
        elif doc.key == "gold":
            topics = f'<div class="story-tags"><a href="/topic/gold">Gold</a> {self.a("goldrate", "Gold rate today", "tag")}</div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        also = "".join(f'<div class="card">{self.a(k, self.docs[k].title, "related")}</div>' for k in rel)
        u = quote(self.url(doc.key), safe="")
        part = doc.path.split("/")[1]
        section = (
            self.a(part, doc.section, "breadcrumb")
            if part in ("uae", "business")
            else f'<a href="/{part}">{esc(doc.section)}</a>'
        )
        return f"""<article class="arr--story-page">
<div class="story-section">{section}</div>
{live}
<h1 class="story-headline headline">{esc(doc.title)}</h1>
<div class="story-meta">
{self.byline(doc)}
<div class="story-time"><div class="published-time">Published: {gulf(doc.stamp)}</div>{updated}</div>
<div class="share-icons"><a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://wa.me/?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</div>
<div class="story-element story-element-image"><img src="https://images.gulfchronicle.test/{doc.path.rsplit("-", 1)[-1]}/16x9.jpg" alt="{esc(doc.title)}" width="1200" height="675"><div class="image-caption">Image Credit: Gulf Chronicle Archives</div></div>
<div class="story-element story-element-text">
{self.blocks(doc)}
</div>
{info}
{topics}
<div class="also-read"><h3>More from Gulf Chronicle</h3>{also}</div>
<div class="newsletter-inline">Sign up for the Daily Briefing. Get the latest news and updates straight to your inbox. <a href="/newsletters">Subscribe</a></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            meta = (
                f'<span class="card-time">{gulf(d.stamp)}</span>'
                if d.is_article
                else '<span class="card-time">Updated daily</span>'
            )
            cards.append(
                f'<div class="card"><img src="https://images.gulfchronicle.test/{d.path.rsplit("-", 1)[-1].strip("/")}/4x3.jpg" alt="" loading="lazy"><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d) if d.is_article else "Latest retail gold prices per gram in the UAE.")}</p>{meta}</div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://images.gulfchronicle.test/authors/priya-menon.jpg" alt="Priya Menon" width="120" height="120"><h1>{esc(doc.title)}</h1><div class="author-designation">Senior Reporter</div><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/priyamenon_test">@priyamenon_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/search"><input name="q" value="rain"><button>Search</button></form><p>{len(cards)} results</p>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Gulf Chronicle: UAE news, Gulf news and world news</h1>'
            extra = f'<section class="home-services"><h2>Services</h2>{self.a("prayer", "Prayer times in Dubai", "content")} · {self.a("goldrate", "Today’s gold rate", "content")}</section>'
        pager = ""
        if doc.key == "uae":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("uae2", "2", "pagination")} {self.a("uae2", "Next", "pagination")}</div>'
        elif doc.key == "uae2":
            pager = f'<div class="pagination">{self.a("uae", "Previous", "pagination")} {self.a("uae", "1", "pagination")} <span class="current">2</span> <a href="/uae?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("uae", "More UAE news", "content")} · {self.a("business", "More business", "content")}</div>'
        return f'<section class="arr--collection collection-{doc.kind}">{head}<div class="cards">{"".join(cards)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "prayer-times":
            others = "".join(
                f'<li><a href="/prayer-times/{c.lower().replace(" ", "-")}">{c}</a></li>'
                for c in ("Abu Dhabi", "Sharjah", "Ajman", "Ras Al Khaimah", "Fujairah", "Umm Al Quwain", "Al Ain")
            )
            return f'<section class="service-page prayer-times"><h1>{esc(doc.title)}</h1>\n{html}\n<ul class="other-cities">{others}</ul></section>'
        if doc.kind == "live-data":
            return f'<section class="service-page gold-rate"><h1>{esc(doc.title)}</h1>\n{html}\n<div class="chart" data-series="gold-24k-30d"></div><p class="related-link">{self.a("gold", "Read: Gold in Dubai hits record Dh512 a gram", "content")}</p></section>'
        return f'<section class="service-page"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
