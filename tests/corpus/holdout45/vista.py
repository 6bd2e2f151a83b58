# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Vista: an MSN/Yahoo-like portal that syndicates other publishers' stories (`/en-us/news/<cat>/<slug>/ar-AA…`,
slideshows `/ss-AA…`, videos `/vi-AA…`, a "For you" feed, a provider channel `/en-us/channel/source/…`), English,
UTF-8, Pacific time. Every story page credits its provider ("Story by Kelsey Brandt • The Harbour Times" next to a
provider logo; on two stories the provider alone), and its canonical points to the original publisher's URL on
another domain. Metadata: a portal `NewsArticle` JSON-LD with times in **UTC** (`.000Z`), the provider as
`publisher` and, on the provider-only stories, as an `Organization` author; the storm story's 05:40Z is 9:40 p.m. on
3 Dec in California; the flu story carries **no JSON-LD** (only a `datePublished` meta). Pages print relative times
("6h") or "12/3/2026". Slideshows (captions only) and the video page are not articles."""

from __future__ import annotations

import json

from common import Base, page, story, text
from sitekit import Doc, css_rules, esc

ARTS = ["ferry", "chipjobs", "wildfire", "opinion", "explainer", "storm", "review", "flu"]
CDN = "https://img-s.vistacdn.test/tenant/amp/entityid"

PROVIDERS = {
    "The Harbour Times": ("harbourtimes.test", "vid-hk4x9p2ws1"),
    "Cascade Business Journal": ("cascadebiz.test", "vid-c8m2r5tq0e"),
    "KPNW 8 News": ("kpnw8.test", "vid-k3p9w8n4ha"),
    "The Coastline Courier": ("coastlinecourier.test", "vid-t6c1q7zz3m"),
    "Sierra Ledger": ("sierraledger.test", "vid-s2l5d9e8rk"),
    "North Bay Chronicle": ("northbaychronicle.test", "vid-n7b3c2x6yu"),
    "Inland Table": ("inlandtable.test", "vid-i4t8b1m5gf"),
}


class Vista(Base):
    origin = "https://www.vistanews.test"
    name = "Vista"
    prefix = "vst"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vst",
            [
                ".article-page",
                ".article-content",
                ".provider-byline",
                ".card-grid",
                ".more-for-you",
                ".slideshow-slide",
                ".header-wrapper",
                ".footer-links",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/en-us",
                "home",
                "Vista",
                "portal-home-cards",
                list=[
                    "ferry",
                    "storm",
                    "chipjobs",
                    "explainer",
                    "opinion",
                    "ss_storm",
                    "wildfire",
                    "video",
                    "flu",
                    "review",
                    "ss_ferry",
                ],
            )
        )
        add(
            page(
                "news",
                "/en-us/news",
                "section",
                "News",
                "portal-news-front",
                list=["ferry", "chipjobs", "explainer", "storm", "opinion", "ss_ferry"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/en-us/news?page=2",
                "section",
                "News",
                "portal-news-page2",
                list=["wildfire", "review", "flu", "video", "ss_storm"],
            )
        )
        add(
            page(
                "foryou",
                "/en-us/feed",
                "section",
                "For you",
                "for-you-feed-personalised",
                list=[
                    "review",
                    "ferry",
                    "ss_storm",
                    "flu",
                    "opinion",
                    "video",
                    "explainer",
                    "wildfire",
                    "chipjobs",
                    "storm",
                ],
            )
        )
        add(
            page(
                "topic",
                "/en-us/news/topic/pacific-northwest",
                "tag",
                "Pacific Northwest",
                "portal-topic-page",
                list=["ferry", "chipjobs", "wildfire", "flu", "ss_ferry"],
            )
        )
        add(
            page(
                "provider",
                "/en-us/channel/source/The%20Harbour%20Times/sr-vid-hk4x9p2ws1",
                "provider",
                "The Harbour Times",
                "provider-channel-page",
                list=["ferry", "ss_ferry"],
            )
        )
        add(
            page(
                "search",
                "/en-us/search?q=ferry&form=VSTSRCH",
                "search",
                "Results for “ferry”",
                "portal-search-results",
                list=["ferry", "ss_ferry"],
            )
        )
        add(
            page(
                "ss_ferry",
                "/en-us/news/photos/photos-a-century-of-ferries-on-puget-sound/ss-AA1uQ4rT",
                "gallery",
                "Photos: A century of ferries on Puget Sound",
                "slideshow-captions-only",
                provider="The Harbour Times",
                slides=[
                    (
                        "The Vashon Island dock, 1926",
                        "Passengers wait for the steamer Virginia V at the old Vashon dock. The wooden pier was replaced in 1951.",
                    ),
                    (
                        "Loading cars at Point Defiance",
                        "Cars line up for one of the first automobile ferries on the Tacoma side, around 1938.",
                    ),
                    (
                        "The Quartermaster is launched",
                        "The Quartermaster slides into the water at a Seattle shipyard in 1967. It still carries cars to Tahlequah.",
                    ),
                    (
                        "A winter crossing",
                        "Deckhands clear ice from the car deck during the cold snap of January 1979.",
                    ),
                    ("Commuters on the upper deck", "Morning commuters read newspapers on the way to Tacoma in 1988."),
                    (
                        "The Fox Island at the dock",
                        "The Fox Island waits at the Point Defiance terminal after its 2016 engine refit.",
                    ),
                    ("Inspection in dry dock", "Engineers measure hull plating on the Quartermaster in November 2026."),
                    ("The line at Tahlequah", "Cars back up along Vashon Highway on a weekday morning this fall."),
                ],
            )
        )
        add(
            page(
                "ss_storm",
                "/en-us/news/photos/photos-atmospheric-river-floods-north-bay-roads/ss-AA1uR8kW",
                "gallery",
                "Photos: Atmospheric river floods North Bay roads",
                "slideshow-captions-only",
                provider="North Bay Chronicle",
                slides=[
                    (
                        "River Road under water",
                        "Floodwater covers River Road west of Forestville on Thursday afternoon.",
                    ),
                    (
                        "Sandbags in Guerneville",
                        "Volunteers fill sandbags outside the fire station on Armstrong Woods Road.",
                    ),
                    ("A stalled pickup", "A pickup truck sits in standing water on Highway 116 near Monte Rio."),
                    ("Rising Russian River", "The Russian River runs high under the Johnson’s Beach bridge."),
                    ("Closed road", "A Sonoma County crew closes Westside Road near Healdsburg."),
                    ("Downed oak", "An oak tree lies across a driveway in Occidental after gusts reached 50 mph."),
                    ("Flooded vineyard", "Rows of vines stand in water along the Dry Creek Valley."),
                    ("Waiting it out", "A family watches the rain from their porch in Guerneville."),
                ],
            )
        )
        add(
            page(
                "video",
                "/en-us/news/video/drone-video-shows-flooded-vineyards-near-healdsburg/vi-AA1uS2pX",
                "video",
                "Drone video shows flooded vineyards near Healdsburg",
                "video-one-line-description",
                [
                    "Drone footage recorded Thursday shows floodwater spreading across vineyards in the Dry Creek Valley as the Russian River rose."
                ],
                provider="North Bay Chronicle",
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "ferry",
                "/en-us/news/us/two-of-puget-sound-s-oldest-ferries-pulled-from-service-after-hull-inspections/ar-AA1uP3nQ",
                "Two of Puget Sound’s oldest ferries pulled from service after hull inspections",
                "2026-12-04",
                "2026-12-04T17:05:00.000Z",
                "6h",
                ["Kelsey Brandt"],
                text("""
The Sound Island Ferry District will take two of its oldest boats out of service for at least three months after routine hull inspections turned up corrosion that was worse than engineers expected, the agency said Thursday.
The Quartermaster and the Fox Island, both built in the late 1960s, carry most of the traffic on the Point Defiance–Tahlequah run between Tacoma and Vashon Island. Starting Monday, the route will drop from 18 daily round trips to 11, and the district will move a smaller passenger-only boat onto the morning commute.
“We don’t take a boat out of service lightly, and we know what this means for people who depend on it,” district operations director Carla Benavides said at a news conference at the Point Defiance terminal. “But the numbers from the shipyard were clear. These hulls need steel work before we can carry cars on them again.”
Inspectors at a Seattle dry dock measured plate thickness on the Quartermaster’s hull at 31 points in November. At nine of them, the steel had thinned below the minimum allowed for a vessel of its class, according to a summary the district released. Similar readings turned up on the Fox Island two weeks later.
Replacing the plating will cost an estimated $6.8 million for the two vessels, money the district had set aside for a new terminal ramp at Tahlequah. Board members will vote Dec. 17 on whether to move the funds.
The reduced schedule lands at a difficult time for Vashon residents, many of whom commute to jobs in Tacoma or drive off the island for medical appointments. Lines at the Tahlequah dock already stretched past a mile on several weekday mornings this fall, said Marlene Osterhout, who chairs the island’s ferry advisory committee.
“People are going to be sitting in their cars for two, three sailings,” Osterhout said. “We’ve been warning about these boats for ten years. Nobody can say they didn’t see this coming.”
The district has ordered two hybrid-electric replacement ferries from a shipyard in Anacortes, but the first is not expected to enter service until 2029. Benavides said the agency is also talking with a private operator about chartering a car ferry for the winter, though no agreement has been signed.
Under the temporary schedule, the first departure from Point Defiance will leave at 5:10 a.m. and the last return from Tahlequah at 10:25 p.m. Medical vehicles and school buses will continue to board first, and the district said it would add a reservation system for commercial trucks by mid-January.
Riders can check wait times on the district’s website and through its text alert service. The agency is asking those who can shift their trips to midday to do so.
The Quartermaster last underwent major hull repairs in 2011. The Fox Island was refitted with new engines in 2016 but has not had significant steel replaced since it was launched in 1968.
"""),
                "story-by-provider-canonical-offsite",
                provider="The Harbour Times",
                canonical="https://www.harbourtimes.test/news/local/2026/12/04/ferries-pulled-hull-inspections/",
                inline_ss="ss_ferry",
                bystyle="provider",
                read="3 min read",
                cat="us",
            )
        )
        add(
            story(
                "chipjobs",
                "/en-us/money/companies/lumatrace-to-add-300-jobs-with-new-chip-testing-plant-in-hillsboro/ar-AA1uP7vC",
                "Lumatrace to add 300 jobs with new chip-testing plant in Hillsboro",
                "2026-12-04",
                "2026-12-04T15:30:00.000Z",
                "8h",
                [],
                text("""
Lumatrace Inc., the Redmond-based maker of semiconductor testing equipment, plans to open a 140,000-square-foot assembly plant in Hillsboro next year and hire about 300 people to staff it, the company said Friday.
The facility, on a former nursery site off Northwest Evergreen Parkway, will build the probe cards and handler systems Lumatrace sells to chipmakers in Oregon, Arizona and Taiwan. Production is scheduled to start in the third quarter of 2027.
Chief executive Arun Mehta said the company chose Hillsboro to be closer to its largest customers and to a labor pool with experience in precision manufacturing. “We have been flying engineers down to Oregon every week for three years,” Mehta said in a statement. “It makes more sense to build where the work is.”
About two-thirds of the new positions will be technician and assembly jobs paying between $28 and $41 an hour, according to an application Lumatrace filed with the state’s business development agency. The rest will be engineering, quality and logistics roles.
The company is seeking a state grant of $4.5 million and a 15-year property tax exemption under Oregon’s enterprise zone program. Washington County commissioners are expected to take up the tax break in January.
Lumatrace, which went public in 2021, reported revenue of $612 million in its most recent fiscal year, up 19% from a year earlier, as demand for testing equipment rose along with orders for chips used in data centers. The company employs about 1,400 people, most of them at its headquarters and a plant in Everett.
The Hillsboro plant would be the company’s first manufacturing site outside Washington. Mehta said Lumatrace has no plans to reduce staff in Everett.
Economic development officials welcomed the announcement, which follows a year in which several smaller suppliers in the region cut jobs. “This is exactly the kind of supply-chain investment we hoped would follow the big fabs,” said Denise Kowalczyk, who leads a regional business recruitment group.
"""),
                "provider-only-credit-org-author",
                provider="Cascade Business Journal",
                canonical="https://www.cascadebiz.test/news/2026/12/04/lumatrace-hillsboro-plant-300-jobs",
                read="2 min read",
                cat="money",
            )
        )
        add(
            story(
                "wildfire",
                "/en-us/news/politics/oregon-lawmakers-approve-48-million-to-keep-seasonal-fire-crews-on-year-round/ar-AA1uO2jH",
                "Oregon lawmakers approve $48 million to keep seasonal fire crews on year-round",
                "2026-12-03",
                "2026-12-03T23:48:00.000Z",
                "1d",
                [],
                text("""
SALEM, Ore. — Oregon’s legislative Emergency Board on Thursday approved $48 million to keep about 250 seasonal wildland firefighters on the state payroll through the winter, a move fire officials say will let them finish thinning projects before next summer.
The money goes to the state forestry department, which usually lays off most of its seasonal crews in October. Instead, crews will spend the winter clearing brush and building fuel breaks near towns in Jackson, Deschutes and Klamath counties.
Agency officials told lawmakers that keeping trained crews also saves the cost of recruiting and training new hires each spring. The board’s vote was 14-3.
"""),
                "tv-provider-brief-no-person",
                provider="KPNW 8 News",
                canonical="https://www.kpnw8.test/news/politics/oregon-emergency-board-fire-crews-48-million/",
                read="1 min read",
                cat="politics",
            )
        )
        add(
            story(
                "opinion",
                "/en-us/news/opinion/san-diego-s-downtown-doesn-t-need-more-parking-it-needs-more-people/ar-AA1uP1dM",
                "San Diego’s downtown doesn’t need more parking. It needs more people.",
                "2026-12-04",
                "2026-12-04T13:00:00.000Z",
                "10h",
                ["Rosa Delgado"],
                text("""
Every few years, someone at City Hall rediscovers the parking problem downtown. There is a study, a map of colored blocks, a proposal to build a garage. This month it is a plan to spend $92 million on an 1,100-space structure on the lot next to the old Central Library. I would like to suggest, gently, that we stop.
Downtown San Diego does not have a parking shortage. It has a people shortage. On a Tuesday afternoon in November, I counted open spaces in the three city-owned garages within six blocks of Horton Plaza Park. There were 1,640 of them. The street meters along Broadway, which the city raised to $2.50 an hour last year, were about half full.
What downtown lacks is the steady foot traffic that keeps shops open after 6 p.m. — the office workers who never came back, the residents who were supposed to move into towers that were never built, the students who would live here if rent were anything short of ruinous.
A garage does not solve that. A garage is a very expensive building that sits empty most of the day, on land that could hold 300 apartments. The city’s own consultants estimated in 2024 that each structured parking space downtown costs between $60,000 and $85,000 to build. That is more than the city puts into each unit of most of its affordable housing deals.
Supporters of the garage say businesses need it. I have talked to a lot of business owners downtown, and what they describe is not a parking problem. The owner of a dumpling shop on Fifth Avenue told me her worst months are the ones when the convention center is dark, not the ones when the garages are full. A bookseller on G Street said his regulars mostly walk or take the trolley. Neither could remember a customer complaining about finding a space.
There is a better use for the $92 million. Put some of it into the gap financing that has stalled two residential towers on the east side of downtown. Use some to keep the trolley running every 7½ minutes into the evening instead of dropping to every 15 after 7 p.m. Spend a little on lighting and sidewalks on the blocks between the ballpark and the waterfront, which feel deserted after dark even on game nights.
None of this is as tidy as a ribbon-cutting at a new garage. It would take years, and the results would be harder to photograph. But the downtowns that have come back in the last decade did it by adding residents, not parking spaces.
The City Council’s land use committee takes up the garage on Dec. 10. Council members should ask one question before they vote: if the garages we already own are a third empty, who exactly is this one for?
"""),
                "opinion-column-bio-box",
                provider="The Coastline Courier",
                canonical="https://www.coastlinecourier.test/opinion/2026/12/04/downtown-parking-garage-column/",
                kicker="Opinion",
                bio="Rosa Delgado is a member of the Coastline Courier’s editorial board and writes about housing and urban policy.",
                read="4 min read",
                cat="opinion",
            )
        )
        add(
            story(
                "explainer",
                "/en-us/news/us/sacramento-s-new-rental-registry-starts-jan-1-here-s-what-tenants-and-landlords-need-to-know/ar-AA1uQ0bS",
                "Sacramento’s new rental registry starts Jan. 1. Here’s what tenants and landlords need to know",
                "2026-12-04",
                "2026-12-04T19:20:00.000Z",
                "Fri, December 4, 2026 at 11:20 AM PST",
                ["Maya Chen", "Luis Ortega"],
                text("""
Starting Jan. 1, every owner of a rental home or apartment in the city of Sacramento will have to list it in a public registry, pay an annual fee and, for some buildings, open the doors to a city inspector.
The City Council approved the program in June after two years of debate, saying it needed better information about the roughly 94,000 rental units inside city limits. Supporters, including tenant groups, say the registry will help the city find neglected buildings before conditions become dangerous. Landlord associations argued the fee will end up in tenants’ rent.
Here is how the program will work, based on the ordinance and guidance the city published this week.
## Who has to register?
Any property with at least one unit rented for more than 30 days at a time. That includes single-family homes, duplexes, mobile homes on rented lots and accessory dwelling units. Owner-occupied homes that rent out a single room are exempt, as are hotels, dormitories and units owned by the city’s housing authority.
Owners have until March 31 to register without a penalty. After that, the city can charge $250 per unit for each month a property goes unregistered.
## What does it cost?
The annual fee depends on the size of the building:
- $38 per unit for buildings with one to four units
- $31 per unit for buildings with five to 49 units
- $26 per unit for buildings with 50 units or more
- No fee for units that are rent-restricted under a city or state affordable housing agreement
## Will every unit be inspected?
No. The city plans to inspect about 5% of registered buildings each year, chosen at random, plus any building that draws a complaint. Buildings that pass an inspection with no serious violations will be exempt from random selection for five years.
Inspectors will check for problems such as broken heating, exposed wiring, pests, mold and missing smoke detectors. Owners will get at least 48 hours’ notice, and tenants must be told before anyone enters their unit.
## What if my landlord doesn’t register?
Tenants can look up any address in the registry once it goes online in January. If a rental isn’t listed, tenants can report it to the city’s code enforcement office. The ordinance bars landlords from raising rent or evicting a tenant in retaliation for a report.
## Can the fee be passed on to tenants?
Yes, up to half of it. Landlords may add no more than 50% of the per-unit fee to a tenant’s rent, and only once a year. In rent-controlled units, that charge counts toward the annual cap on increases.
City officials expect the program to bring in about $3.2 million a year, enough to pay for eight inspectors and the registry’s software. The council will review the fees after the first year.
"""),
                "explainer-two-authors-subheads-list",
                provider="Sierra Ledger",
                canonical="https://www.sierraledger.test/local/housing/2026/12/04/sacramento-rental-registry-explained/",
                bystyle="yahoo",
                ago="4h",
                read="4 min read",
                cat="us",
            )
        )
        add(
            story(
                "storm",
                "/en-us/news/us/atmospheric-river-floods-sonoma-county-roads-closes-schools-in-guerneville/ar-AA1uO9fL",
                "Atmospheric river floods Sonoma County roads, closes schools in Guerneville",
                "2026-12-03",
                "2026-12-04T05:40:00.000Z",
                "12/3/2026",
                ["Priya Natarajan"],
                text("""
A slow-moving atmospheric river soaked Sonoma County on Thursday, flooding low-lying roads along the Russian River and prompting officials to close schools in Guerneville and Monte Rio for Friday.
The river was expected to crest at about 33 feet at Guerneville early Friday morning, roughly a foot above flood stage, according to the National Weather Service. Forecasters said the worst of the rain had passed by Thursday evening, but runoff from the hills would keep the river rising overnight.
Sonoma County sheriff’s deputies went door to door in the Rio Nido and Drake Road areas Thursday afternoon, urging residents to move cars to higher ground. No mandatory evacuation orders had been issued as of 9 p.m.
Parts of River Road, Westside Road and Highway 116 near Monte Rio were closed by late afternoon. A county roads crew pulled a driver from a pickup stalled in about two feet of water on Highway 116, said Cal Fire Battalion Chief Ron Whitaker. The driver was not hurt.
“People see a little water on the road and think they can make it,” Whitaker said. “Most of the rescues we do in a storm like this are people who drove around a closure sign.”
Some hillside neighborhoods near Occidental recorded more than 6 inches of rain in 24 hours. Gusts of up to 50 mph brought down trees and power lines, and the local utility reported about 7,800 customers without power across the county at the height of the storm.
The Guerneville School District said classes at its elementary and middle schools would be canceled Friday because buses could not safely reach several neighborhoods. The Monte Rio district made the same call.
Sandbags are available at fire stations in Guerneville, Forestville and Healdsburg. The county opened an evacuation center at the Sebastopol Veterans Memorial Building for anyone who needs to leave home.
Forecasters expect a drier weekend, with another, weaker storm possible Tuesday.
"""),
                "utc-crosses-midnight-printed-date",
                provider="North Bay Chronicle",
                canonical="https://www.northbaychronicle.test/2026/12/03/russian-river-flooding-schools-closed/",
                inline_ss="ss_storm",
                bystyle="provider",
                read="3 min read",
                cat="us",
            )
        )
        add(
            story(
                "review",
                "/en-us/foodanddrink/restaurantsandnews/review-at-ember-oak-a-spokane-pitmaster-finally-gets-a-room-to-match-his-brisket/ar-AA1uM5tY",
                "Review: At Ember & Oak, a Spokane pitmaster finally gets a room to match his brisket",
                "2026-12-02",
                "2026-12-02T18:00:00.000Z",
                "2d",
                ["Dev Kapoor"],
                text("""
For six years, the best brisket in Spokane came out of a trailer parked behind a tire shop on East Sprague. Marcus Tillery would start his smoker at 3 a.m., sell out by 1 p.m. and, on good days, hand the last slices to whoever was still in line as a kind of apology.
Ember & Oak, which Tillery opened in October in a former bank building on Monroe Street, is the restaurant his fans have been asking him to open since roughly the second week of the trailer. The wait was worth it, mostly.
Start with the brisket, because everyone does. It is sliced to order, thick enough to hold its shape, with a black, peppery bark and a ribbon of fat that melts at the first bite. Tillery smokes it over a mix of oak and local apple wood, and the apple shows up as a faint sweetness at the edge. A half pound costs $19. It is the reason to come.
The pork spare ribs ($24 for a half rack) are nearly as good, glazed lightly enough that the smoke still does the talking. The house sausage, made with pork shoulder and roasted Walla Walla onions, snaps the way good sausage should. Smoked turkey breast, often a dutiful menu item at barbecue places, is surprisingly juicy here.
The sides are where a bigger kitchen has made the most difference. The trailer sold beans and coleslaw. Ember & Oak adds a green chile mac and cheese with a crackly top, collard greens cooked down with smoked turkey necks, and a tangy potato salad that tastes like someone’s aunt made it. Skip the cornbread, which was dry on two of three visits.
The room is handsome: the bank’s old vault door now frames the entrance to the bar, and the high ceilings keep the smoke and the noise from pressing in. Service is friendly but can stall when the dining room fills up around 7 p.m. On a Friday night, our order took nearly 40 minutes to arrive, long enough that the kitchen sent out a plate of burnt ends by way of apology. It was an apology worth waiting for.
The bar leans on regional beer and a short list of bourbon cocktails. The smoked old-fashioned, which arrives under a glass dome, is more show than substance; a local pilsner does the brisket more good.
Ember & Oak is open Wednesday through Sunday from 11 a.m. until the meat runs out, which on weekends can be as early as 8 p.m. Tillery says he is still smoking the same amount he did in the trailer, just more often.
Ember & Oak, 911 N. Monroe St., Spokane. Mains $16-$34. Reservations for groups of six or more.
"""),
                "review-provider-food-site",
                provider="Inland Table",
                canonical="https://www.inlandtable.test/reviews/ember-and-oak-spokane-review/",
                kicker="Review",
                read="4 min read",
                cat="foodanddrink",
            )
        )
        add(
            story(
                "flu",
                "/en-us/health/medical/flu-cases-climb-early-in-oregon-as-two-portland-hospitals-restore-visitor-limits/ar-AA1uQ6hB",
                "Flu cases climb early in Oregon as two Portland hospitals restore visitor limits",
                "2026-12-04",
                None,
                "12/4/2026",
                ["Hannah Lowe"],
                text("""
PORTLAND, Ore. — Flu cases in Oregon are rising weeks earlier than usual this winter, and two Portland hospitals said Friday they would again limit visitors and require masks in patient areas.
Willamette Crest Medical Center and Eastbank Community Hospital will allow no more than two visitors per patient at a time starting Monday, and will bar visitors younger than 12 from inpatient units. Staff and visitors will have to wear masks in patient rooms and waiting areas.
State health officials reported that 11.4% of flu tests came back positive in the last week of November, up from 4.2% at the start of the month. In a typical year, positivity does not pass 10% until late December.
“We are seeing the kind of numbers in November that we usually see around the holidays,” said Dr. Nora Feldstein, an infectious disease physician at Willamette Crest. “That tells us this season could be long, and it could be hard on our emergency departments.”
Emergency rooms at both hospitals have been running at or above capacity for much of the week, with some patients waiting more than eight hours for a bed. Most of the flu patients admitted so far have been older adults and children under 5, Feldstein said.
Doctors are urging anyone who has not had a flu shot this season to get one. Vaccines are available at most pharmacies and county clinics, usually at no cost with insurance.
Health officials also recommend that people with flu symptoms, including fever, cough and body aches, stay home and call their doctor before going to an emergency room unless they are having trouble breathing.
The hospitals said they would review the visitor rules every two weeks.
"""),
                "no-jsonld-meta-date-only",
                provider="KPNW 8 News",
                canonical="https://www.kpnw8.test/news/health/flu-cases-rise-portland-hospitals-visitor-limits/",
                nold=True,
                meta_iso="2026-12-04T20:15:00Z",
                read="2 min read",
                cat="health",
            )
        )

    # templates
    def provider_logo(self, name: str) -> str:
        _host, vid = PROVIDERS[name]
        return f'<img class="provider-logo" src="{CDN}/{vid}/logo.png" alt="{esc(name)}" width="20" height="20">'

    def provider_link(self, name: str) -> str:
        inner = f'{self.provider_logo(name)}<span class="provider-name">{esc(name)}</span>'
        if name == "The Harbour Times":
            return self.a("provider", name, "byline", 'class="provider-link"', inner=inner)
        vid = PROVIDERS[name][1]
        return f'<a class="provider-link" href="/en-us/channel/source/{esc(name.replace(" ", "%20"))}/sr-{vid}">{inner}</a>'

    def card(self, key: str, zone: str, big: bool = False) -> str:
        d = self.docs[key]
        provider = d.extra.get("provider", "")
        label = ""
        if d.kind == "gallery":
            label = f'<span class="card-badge">Slideshow · {len(d.extra["slides"])} photos</span>'
        elif d.kind == "video":
            label = '<span class="card-badge">Video · 1:48</span>'
        when = d.extra.get("ago", d.stamp) if d.is_article else "1d"
        img = f'<img class="card-image" src="{CDN}/{key}-{d.path[-8:]}.img?w={612 if big else 300}" alt="" loading="lazy">'
        return (
            f'<div class="card{" card-large" if big else ""}" data-t=\'{{"n":"card","k":"{key}"}}\'>'
            f"{self.a(key, d.title, zone, inner=img)}"
            f'<div class="card-meta">{self.provider_logo(provider)}<span class="card-provider">{esc(provider)}</span> · <span class="card-time">{esc(when)}</span></div>'
            f'<h3 class="card-title">{self.a(key, d.title, zone)}</h3>{label}'
            f'<div class="card-actions"><button aria-label="Like">👍</button><button aria-label="Dislike">👎</button><button aria-label="More options">···</button></div></div>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "Home"), ("foryou", "For you"), ("news", "News"), ("topic", "Pacific Northwest"))
        )
        nav += "".join(
            f'<li><a href="{h}">{t}</a></li>'
            for h, t in (
                ("/en-us/sports", "Sports"),
                ("/en-us/money", "Money"),
                ("/en-us/weather/forecast", "Weather"),
                ("/en-us/health", "Health"),
                ("/en-us/foodanddrink", "Food & Drink"),
                ("/en-us/travel", "Travel"),
                ("/en-us/autos", "Autos"),
                ("/en-us/play", "Play"),
            )
        )
        metas = [f"<title>{esc(doc.title)}</title>"]
        desc = (
            self.lede(doc) if doc.is_article else f"{doc.title} on Vista. Stories from thousands of trusted publishers."
        )
        metas.append(f'<meta name="description" content="{esc(desc)}">')
        canonical = doc.extra.get("canonical") or self.url(doc.key)
        metas.append(f'<link rel="canonical" href="{esc(canonical)}">')
        metas.append(f'<meta property="og:url" content="{esc(self.url(doc.key))}">')
        metas.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        metas.append('<meta property="og:site_name" content="Vista">')
        if doc.is_article or doc.kind in ("gallery", "video"):
            og_type = {"gallery": "website", "video": "video.other"}.get(doc.kind, "article")
            metas.append(f'<meta property="og:type" content="{og_type}">')
            metas.append(f'<meta name="provider" content="{esc(doc.extra["provider"])}">')
            metas.append(f'<meta name="providerId" content="{PROVIDERS[doc.extra["provider"]][1]}">')
            metas.append(f'<meta property="og:image" content="{CDN}/{doc.key}/cover.img?w=1200&amp;h=630">')
        else:
            metas.append('<meta property="og:type" content="website">')
        if doc.is_article:
            iso = doc.iso or doc.extra.get("meta_iso")
            metas.append(f'<meta name="datePublished" content="{iso}">')
            if not doc.extra.get("nold"):
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "headline": doc.title,
                    "description": self.lede(doc),
                    "image": [f"{CDN}/{doc.key}/cover.img?w=1200&h=630"],
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors]
                    or {"@type": "Organization", "name": doc.extra["provider"]},
                    "publisher": {
                        "@type": "Organization",
                        "name": doc.extra["provider"],
                        "logo": {
                            "@type": "ImageObject",
                            "url": f"{CDN}/{PROVIDERS[doc.extra['provider']][1]}/logo.png",
                        },
                    },
                    "isBasedOn": doc.extra["canonical"],
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        settings = {
            "pcsInfo": {"v": "20261203.4", "env": "prod"},
            "locale": {"language": "en", "market": "us"},
            "pageType": "article" if doc.is_article else doc.kind,
            "contentId": doc.path.rsplit("/", 1)[-1],
            "aid": "3f1c9d2b7a8e4f06b5d1c2e3a4f5b6c7",
            "featureFlags": ["prg-1sw-cmntv2", "prg-wea-hero", "prg-ss-inline", "prg-ad-refresh"],
        }
        return f"""<!DOCTYPE html>
<html lang="en-us" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<meta name="robots" content="index, follow, max-image-preview:large">
<meta name="referrer" content="strict-origin-when-cross-origin">
<link rel="preconnect" href="https://assets.vistacdn.test" crossorigin>
<link rel="icon" href="https://assets.vistacdn.test/statics/icons/favicon.ico">
<link rel="stylesheet" href="https://assets.vistacdn.test/bundles/v1/vista/latest/common.6d2f1a.css">
<script>window._clientSettings = {json.dumps(settings)};</script>
<style>/*PAD*/</style>
</head>
<body class="vista-{doc.kind}">
<div id="root">
<header class="header-wrapper">
<div class="header-top"><a class="logo" href="/en-us" aria-label="Vista home">Vista</a>
<form class="search-box" action="/en-us/search" method="get" role="search"><input type="search" name="q" placeholder="Search the web" aria-label="Search"><input type="hidden" name="form" value="VSTSRCH"><button type="submit">Search</button></form>
<div class="header-actions"><a href="https://login.vistanews.test/signin?ru=%2Fen-us">Sign in</a><button class="settings-button" aria-label="Page settings">⚙</button></div></div>
<nav class="channel-nav" aria-label="Channels"><ul>{nav}</ul></nav>
</header>
<main id="main" class="main-content">
{main}
</main>
<footer class="footer-wrapper">
<ul class="footer-links"><li><a href="https://privacy.vistanews.test/privacystatement">Privacy &amp; Cookies</a></li><li><a href="https://www.vistanews.test/en-us/legal/terms">Terms of use</a></li><li><a href="https://www.vistanews.test/en-us/legal/provider-policy">Content policy</a></li><li><a href="https://advertise.vistanews.test/">Advertise</a></li><li><a href="https://www.vistanews.test/en-us/about/feedback">Feedback</a></li><li><a href="https://www.vistanews.test/en-us/about/your-privacy-choices">Your Privacy Choices</a></li></ul>
<p class="footer-note">Vista brings together stories from thousands of publishers. Articles are the property of their providers and appear under license.</p>
<p class="copyright">© 2026 Vista</p>
</footer>
<div id="consent-banner" class="consent-banner" role="dialog" aria-label="Cookie consent"><p>We and our partners use cookies and similar technologies to show you personalised content and ads, and to measure how our services are used. You can change your choices at any time in Your Privacy Choices.</p><button class="consent-accept">Accept</button><button class="consent-reject">Reject</button><a href="https://privacy.vistanews.test/privacystatement">Manage preferences</a></div>
</div>
<script src="https://assets.vistacdn.test/bundles/v1/vista/latest/vendors.61c2b8.js" async></script>
<script src="https://assets.vistacdn.test/bundles/v1/vista/latest/experience.4f1d0a.js" async></script>
<script>window.__telemetry=window.__telemetry||[];window.__telemetry.push({{"event":"pageview","ct":"{doc.kind}"}});</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        provider = doc.extra["provider"]
        style = doc.extra.get("bystyle", "")
        if doc.authors and style == "provider":
            who = ", ".join(doc.authors)
            byline = f'<span class="byline-text">Story by {esc(who)} • {esc(provider)}</span> • <span class="byline-time">{esc(doc.stamp)}</span>'
        elif doc.authors and style == "yahoo":
            who = " and ".join(doc.authors)
            byline = f'<span class="caas-author-byline"><span class="byline-text">{esc(who)}</span> · <span class="provider-name">{esc(provider)}</span></span> · <time class="byline-time" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
        elif doc.authors:
            who = ", ".join(doc.authors)
            byline = f'<span class="byline-text">Story by {esc(who)}</span> • <span class="byline-time">{esc(doc.stamp)}</span>'
        else:
            byline = f'<span class="byline-time">{esc(doc.stamp)}</span>'
        kicker = f'<span class="article-label">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        body = []
        for i, html in enumerate(self.blocks(doc).split("\n")):
            body.append(html)
            if i in (3, 8):
                body.append(
                    f'<div class="intra-article-module" data-t=\'{{"n":"nativeAd","s":{i}}}\'><span class="ad-label">Ad</span><div class="ad-slot" id="ad-{i}"></div></div>'
                )
        if doc.extra.get("inline_ss"):
            ss = self.docs[doc.extra["inline_ss"]]
            inner = f'<span class="ss-embed-title">{esc(ss.title)}</span><span class="ss-embed-count">{len(ss.extra["slides"])} photos</span>'
            body.insert(5, f'<div class="slideshow-embed">{self.a(ss.key, ss.title, "content", inner=inner)}</div>')
        bio = f'<div class="author-bio">{esc(doc.extra["bio"])}</div>' if doc.extra.get("bio") else ""
        more = "".join(self.card(k, "related") for k in ARTS if k != doc.key)
        return f"""<div class="article-page-wrapper"><article class="article-page">
<div class="content-header">
<div class="provider-byline">{self.provider_link(provider)}<button class="follow-button" data-provider="{PROVIDERS[provider][1]}">Follow</button></div>
{kicker}<h1 class="article-title viewsHeaderText">{esc(doc.title)}</h1>
<div class="article-byline">{byline} • <span class="read-time">{esc(doc.extra.get("read", ""))}</span></div>
<div class="article-image"><img src="{CDN}/{doc.key}/hero.img?w=768" alt="" ><span class="image-credit">© {esc(provider)}</span></div>
</div>
<div class="article-body"><section class="article-content" data-t='{{"n":"articleBody"}}'>
{chr(10).join(body)}
</section>
{bio}
<div class="source-link"><a href="{esc(doc.extra["canonical"])}" rel="noopener" target="_blank">Read the original article on {esc(provider)}</a></div>
</div>
<div class="article-footer"><div class="reactions"><button>👍 Like</button><button>❤️ Love</button><button>😮 Wow</button><button>👎 Dislike</button></div>
<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a><a href="mailto:?subject={esc(doc.title)}">Email</a><button>Copy link</button></div></div>
<div class="comments-section"><h2>Comments</h2><p class="comments-note">Sign in to join the conversation. Comments are moderated and must follow our community guidelines.</p><div class="comments-placeholder" data-count="{len(doc.title) % 40 + 7}"></div></div>
</article>
<aside class="more-for-you"><h2>More for you</h2><div class="card-grid">{more}</div></aside></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = [
            self.card(k, "content", big=i == 0 and doc.kind in ("home", "section"))
            for i, k in enumerate(doc.extra["list"])
        ]
        if doc.kind in ("home", "section"):
            sponsored = (
                '<div class="card card-sponsored"><a href="https://ad.vistanews.test/click?c=8812&amp;u=homeinsure" rel="sponsored"><img src="https://ad.vistanews.test/c/8812.jpg" alt=""></a>'
                '<div class="card-meta"><span class="card-provider">QuoteHarbor</span> · <span>Sponsored</span></div><h3 class="card-title"><a href="https://ad.vistanews.test/click?c=8812&amp;u=homeinsure" rel="sponsored">Washington drivers are switching insurers before January. Here’s why</a></h3></div>'
            )
            cards.insert(3, sponsored)
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "provider":
            head = (
                f'<div class="channel-header">{self.provider_logo("The Harbour Times")}<h1 class="page-title">{esc(doc.title)}</h1>'
                '<p class="channel-description">News from Tacoma, Pierce County and the South Sound since 1911.</p><button class="follow-button">Follow</button>'
                '<a class="channel-site" href="https://www.harbourtimes.test/" rel="noopener">harbourtimes.test</a></div>'
            )
        elif doc.kind == "search":
            head = '<h1 class="page-title">Results for “ferry”</h1><p class="search-note">Showing news from the past 7 days. <a href="https://www.bingly.test/search?q=ferry">Search the web instead</a></p>'
        elif doc.kind == "home":
            head = (
                '<h1 class="visually-hidden">Vista</h1><div class="hero-widgets"><div class="weather-card"><span class="weather-city">Redmond, WA</span><span class="weather-temp">44°F</span><span class="weather-cond">Light rain</span><a href="/en-us/weather/forecast">See full forecast</a></div>'
                '<div class="markets-card"><span>DOW 46,112.40 ▲ 0.38%</span><span>S&amp;P 500 6,402.18 ▲ 0.21%</span><span>NASDAQ 21,877.95 ▼ 0.12%</span><a href="/en-us/money">Markets</a></div></div>'
                f'<div class="trending"><h2>Trending searches</h2>{self.a("search", "ferry", "content")} <a href="/en-us/search?q=snow+forecast">snow forecast</a> <a href="/en-us/search?q=mortgage+rates">mortgage rates</a></div>'
                f'<p class="home-links">{self.a("foryou", "Your feed", "content")} · {self.a("topic", "Pacific Northwest", "content")} · {self.a("provider", "The Harbour Times", "content")}</p>'
            )
        elif doc.kind == "section" and doc.key == "foryou":
            head = '<h1 class="page-title">For you</h1><p class="feed-note">Stories picked for you based on your interests. <a href="/en-us/interests">Personalize your feed</a></p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager">{self.a(doc.extra["more"], "Load more stories", "pagination")}</nav>'
        elif doc.key == "news2":
            pager = f'<nav class="pager">{self.a("news", "Back to News", "pagination")}</nav>'
        return f'<div class="feed-page">{head}<div class="card-grid">{"".join(cards)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        provider = doc.extra.get("provider", "")
        if doc.kind == "gallery":
            slides = "".join(
                f'<div class="slideshow-slide" id="slide-{i + 1}"><div class="slide-counter">{i + 1} of {len(doc.extra["slides"])}</div>'
                f'<img src="{CDN}/{doc.key}-{i + 1}.img?w=1024" alt="{esc(t)}"><div class="slide-caption"><h2 class="slide-title">{esc(t)}</h2><p>{esc(c)}</p><span class="slide-credit">© {esc(provider)}</span></div></div>'
                for i, (t, c) in enumerate(doc.extra["slides"])
            )
            return f"""<div class="slideshow-page">
<div class="provider-byline">{self.provider_link(provider)}<span class="byline-time">1d</span></div>
<h1 class="slideshow-title">{esc(doc.title)}</h1>
<div class="slideshow-controls"><button class="prev" aria-label="Previous slide">‹</button><button class="next" aria-label="Next slide">›</button><button class="fullscreen">Full screen</button></div>
<div class="slideshow-slides">{slides}</div>
<div class="slideshow-end"><h2>Next slideshow</h2>{self.card("ss_storm" if doc.key == "ss_ferry" else "ss_ferry", "related")}</div>
<aside class="more-for-you"><h2>More for you</h2><div class="card-grid">{"".join(self.card(k, "related") for k in ("ferry", "storm", "flu"))}</div></aside>
</div>"""
        # video
        return f"""<div class="video-page">
<div class="video-player" data-video-id="{doc.path.rsplit("-", 1)[-1]}"><video poster="{CDN}/{doc.key}/poster.img?w=1280" controls preload="none"><source src="https://prod-video.vistacdn.test/{doc.key}.mp4" type="video/mp4"></video><span class="video-duration">1:48</span></div>
<div class="provider-byline">{self.provider_link(provider)}<span class="byline-time">1d</span></div>
<h1 class="video-title">{esc(doc.title)}</h1>
{self.blocks(doc)}
<div class="video-reactions"><button>👍 Like</button><button>👎 Dislike</button><button>Share</button></div>
<aside class="up-next"><h2>Up next</h2><div class="card-grid">{"".join(self.card(k, "related") for k in ("storm", "ss_storm", "ferry"))}</div></aside>
</div>"""
