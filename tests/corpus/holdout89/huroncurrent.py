# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Huron Current: a nonprofit hyperlocal newsroom for Ypsilanti, Michigan on **WordPress with the Newspack theme**
(`entry-title`, `newspack-post-subtitle`, `entry-meta`, `author vcard`, `entry-content` with `wp-block-*`, Jetpack
related posts, absolute URLs, `/2026/12/02/<slug>/`, `/category/government/page/2/`, `/tag/…/`, `/author/…/`,
`/?s=`), English, UTF-8, US Eastern time (-05:00 in December).

The newsroom runs a **Documenters** program: residents paid to take notes at public meetings, whose notes run under
"Notes by …" with a meeting-details box, agenda items as `<h3>`s, vote tables and follow-up questions. It also
publishes a **daily police blotter** (entries that open with a bold time and block, "Compiled by …"), the paper's own
**obituary**, an events calendar (The Events Calendar: `tribe-events-*`), classifieds and a soft 404.

Dates are printed "December 2, 2026" in a `<time datetime>` with the local offset, while **Yoast's** JSON-LD `@graph`
and `article:published_time` are in **UTC**: the council notes (21:40 on 2 Dec, 02:40Z on 3 Dec) and the blotter
(19:05 on 3 Dec, 00:05Z on 4 Dec) cross midnight. Yoast names the WordPress user who posted: the Documenters' notes
are posted by "Huron Current Documenters", the library brief by "Huron Current Staff" (a Person), and the guest
column by the opinion editor who posted it, not the guest writer in the byline."""

from __future__ import annotations

import hashlib
import json
from urllib.parse import quote

from common import Base, long_date, page, story, us_time
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://huroncurrent.test"
ARTS = ["council", "school", "blotter", "obit", "lane", "library", "water", "oped"]
MOST_READ = ["blotter", "water", "obit", "council", "lane"]
# older posts that fill the fronts: (path, title, day); not labelled, links outside the set
OLDER = [
    (
        "/2026/11/30/ypsilanti-township-board-approves-2027-road-millage-ballot-language/",
        "Ypsilanti Township board approves 2027 road millage ballot language",
        "2026-11-30",
    ),
    (
        "/2026/11/26/notes-ypsilanti-planning-commission-nov-18/",
        "Notes: Ypsilanti Planning Commission, Nov. 18",
        "2026-11-26",
    ),
    (
        "/2026/11/24/ycua-board-hears-lead-service-line-progress-report/",
        "YCUA board hears lead service line progress report",
        "2026-11-24",
    ),
    (
        "/2026/11/20/city-clerk-certifies-recall-petition-signatures-fall-short/",
        "City clerk: recall petition signatures fall short",
        "2026-11-20",
    ),
    ("/2026/11/18/notes-ypsilanti-city-council-nov-17/", "Notes: Ypsilanti City Council, Nov. 17", "2026-11-18"),
    (
        "/2026/11/13/washtenaw-county-commissioners-approve-2027-budget/",
        "Washtenaw County commissioners approve 2027 budget",
        "2026-11-13",
    ),
    (
        "/2026/11/10/what-the-new-state-housing-money-means-for-ypsilanti/",
        "What the new state housing money means for Ypsilanti",
        "2026-11-10",
    ),
    (
        "/2026/11/05/election-results-ypsilanti-school-bond-passes/",
        "Election results: Ypsilanti school bond passes with 61%",
        "2026-11-05",
    ),
    ("/2026/11/04/notes-ypsilanti-city-council-nov-3/", "Notes: Ypsilanti City Council, Nov. 3", "2026-11-04"),
    (
        "/2026/10/29/sidewalk-gap-program-to-fill-12-blocks-on-the-south-side/",
        "Sidewalk gap program to fill 12 blocks on the south side",
        "2026-10-29",
    ),
    (
        "/2026/10/27/ypsilanti-seeks-input-on-riverside-park-master-plan/",
        "Ypsilanti seeks input on Riverside Park master plan",
        "2026-10-27",
    ),
    (
        "/2026/10/22/city-hires-first-full-time-housing-inspector-since-2019/",
        "City hires first full-time housing inspector since 2019",
        "2026-10-22",
    ),
    ("/2026/10/20/notes-ypsilanti-city-council-oct-20/", "Notes: Ypsilanti City Council, Oct. 20", "2026-10-20"),
    ("/2026/10/15/candidates-forum-ward-2-council-seat/", "Candidates forum: the Ward 2 council seat", "2026-10-15"),
]
SOFT404 = "/2019/06/11/ypsi-heritage-festival-parade-route-changes/"
PEOPLE = {
    "Dana Larkin": ("dana-larkin", "Editor"),
    "Kate Brennan": ("kate-brennan", "Reporter"),
    "Marisol Vega": ("marisol-vega", "Documenter"),
    "Terrell Haynes": ("terrell-haynes", "Documenter"),
    "Ana Ruiz": ("ana-ruiz", "Documenter"),
    "Jordan Pike": ("jordan-pike", "Public safety reporter"),
    "Alvin Greer": ("alvin-greer", "Guest contributor"),
    "Huron Current Staff": ("staff", ""),
    "Huron Current Documenters": ("documenters", ""),
}


def utc(local: str) -> str:
    """'2026-12-02 21:40' Eastern (-05:00) as Yoast's UTC '2026-12-03T02:40:00+00:00'."""
    day, hm = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    h, mi = (int(x) for x in hm.split(":"))
    h += 5
    if h >= 24:
        h -= 24
        d += 1  # December: no month end in this set
    return f"{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00+00:00"


def local_iso(local: str) -> str:
    day, hm = local.split()
    return f"{day}T{hm}:00-05:00"


def post_id(key: str) -> int:
    return 48000 + int(hashlib.sha256(key.encode()).hexdigest()[:4], 16) % 900


class HuronCurrent(Base):
    origin = ORIGIN
    name = "The Huron Current"
    prefix = "hcu"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hcu",
            [
                ".site-header",
                ".main-navigation a",
                ".entry-title",
                ".entry-content p",
                ".entry-meta .byline",
                ".wp-block-newspack-blocks-homepage-articles article",
                ".documenters-meeting-details",
                ".tribe-events-calendar-list__event",
                ".site-footer",
                ".newspack-popup",
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
                "The Huron Current",
                "newspack-home",
                list=["water", "council", "blotter", "obit", "school", "lane", "library", "oped"],
                more="gov",
            )
        )
        add(
            page(
                "gov",
                "/category/government/",
                "section",
                "Government",
                "category-archive",
                list=["lane", "council", "school", "water"],
                more="gov2",
                older=OLDER[:6],
            )
        )
        add(
            page(
                "gov2",
                "/category/government/page/2/",
                "section",
                "Government",
                "category-archive-page2",
                list=[],
                older=OLDER[6:],
            )
        )
        add(
            page(
                "tag",
                "/tag/ypsilanti-city-council/",
                "tag",
                "Ypsilanti City Council",
                "tag-archive",
                list=["council", "oped", "water"],
                older=[OLDER[1], OLDER[4], OLDER[8], OLDER[12]],
            )
        )
        add(page("author", "/author/marisol-vega/", "author", "Marisol Vega", "documenter-author-archive", list=["council"], older=[OLDER[4], OLDER[8], OLDER[12]],
                 bio="Marisol Vega has been a Huron Current Documenter since 2024. She lives on Ypsilanti’s south side, where she coaches youth soccer, and takes notes at city council, planning commission and YCUA board meetings."))  # fmt: skip
        add(
            page(
                "search",
                "/?s=water+rates",
                "search",
                "Search Results for: water rates",
                "wp-search-results",
                list=["council", "water", "oped"],
                older=[OLDER[2]],
            )
        )
        add(page("events", "/events/", "events", "Events", "tribe-events-list", [], events=True))
        add(
            page(
                "event",
                "/event/depot-town-holiday-tree-lighting/",
                "event",
                "Depot Town Holiday Tree Lighting",
                "tribe-single-event",
                [
                    "Join neighbors in Depot Town for the annual lighting of the holiday tree at the Freight House. The Ypsilanti High School brass ensemble will play carols from 5:30 p.m., Santa arrives on the historic fire engine at 6 p.m., and the tree will be lit at 6:15 p.m.",
                    "Hot cocoa and cookies are provided by the Depot Town Merchants Association. Cross Street will be closed to traffic between River Street and Rice Street from 4 p.m. to 8 p.m.",
                    "The event is free and wheelchair accessible. In case of severe weather, check the Freight House’s Facebook page for updates.",
                ],
                when="December 5, 2026 @ 5:30 pm - 7:30 pm",
                venue="Ypsilanti Freight House, 100 Market Place, Ypsilanti, MI 48198",
                organizer="Depot Town Merchants Association",
            )
        )
        add(
            page(
                "classifieds",
                "/classifieds/",
                "classifieds",
                "Classifieds",
                "newspack-listings-marketplace",
                [],
                ads=[
                    (
                        "For Sale",
                        "Snowblower, Toro 24-inch two-stage",
                        "Used two winters, electric start, stored indoors. $450 or best offer. Pickup near Normal Park.",
                        "Posted Dec. 3",
                    ),
                    (
                        "For Sale",
                        "Oak dining table with 6 chairs",
                        "Solid oak, seats 8 with leaf. Some wear on one chair. $300. Call or text 734-555-0148.",
                        "Posted Dec. 2",
                    ),
                    (
                        "Help Wanted",
                        "Part-time bookkeeper, Depot Town retailer",
                        "15-20 hours a week, QuickBooks experience required. Send résumé to jobs@example.test.",
                        "Posted Dec. 2",
                    ),
                    (
                        "Help Wanted",
                        "Crossing guards, Ypsilanti Community Schools",
                        "Mornings and afternoons, $17.50 an hour. Training provided. Apply through the district’s employment page.",
                        "Posted Dec. 1",
                    ),
                    (
                        "For Rent",
                        "2-bedroom upper flat, Normal Park",
                        "Hardwood floors, off-street parking, heat included. $1,275 a month. No smoking. Available Jan. 1.",
                        "Posted Nov. 30",
                    ),
                    (
                        "Services",
                        "Snow removal, residential driveways",
                        "Seasonal contracts or per visit. Ypsilanti and Ypsilanti Township. Licensed and insured.",
                        "Posted Nov. 29",
                    ),
                    (
                        "Legal Notices",
                        "City of Ypsilanti: notice of public hearing",
                        "The Planning Commission will hold a public hearing on Dec. 16, 2026, at 7 p.m. on a request to rezone 512 Ecorse Road. Documents are available at City Hall.",
                        "Posted Nov. 27",
                    ),
                    (
                        "Free",
                        "Moving boxes",
                        "About 40 boxes, various sizes, free to whoever picks them up. Leave a message.",
                        "Posted Nov. 27",
                    ),
                ],
            )
        )
        add(
            page(
                "notfound",
                SOFT404,
                "soft-404",
                "Oops! That page can’t be found.",
                "wp-404-served-200",
                ["It looks like nothing was found at this location. Maybe try one of the links below or a search?"],
            )
        )

        add(
            story(
                "council",
                "/2026/12/02/notes-ypsilanti-city-council-stormwater-fee-rental-inspections/",
                "Ypsilanti City Council raises stormwater fee, delays vote on rental inspection changes",
                "2026-12-02",
                utc("2026-12-02 21:40"),
                "2026-12-02 21:40",
                ["Marisol Vega"],
                [
                    "## Summary",
                    "Ypsilanti City Council voted 5-2 on Tuesday to raise the city’s stormwater utility fee for the first time since 2018, and postponed until January a first reading of changes to the rental inspection ordinance after more than an hour of public comment.",
                    "The new fee, $9.40 a month for a typical single-family lot, takes effect with bills issued after March 1. Council also approved the consent agenda and moved $1.2 million in unspent federal pandemic relief money to lead service line replacement.",
                    "## Follow-up questions",
                    "- How many rental units are currently overdue for inspection, and how long is the backlog?",
                    "- Will the stormwater fee credit program for rain gardens and permeable driveways be expanded, as several residents asked?",
                    "- What happens to the lead line money if the state grant the city applied for in October comes through?",
                    "## Agenda items",
                    "### Consent agenda",
                    "Council approved the consent agenda without discussion, 7-0. It included the minutes of the Nov. 17 meeting, a $48,600 contract for salt storage repairs at the Department of Public Services yard and the renewal of the city’s agreement with the Ypsilanti Downtown Development Authority for holiday decorations.",
                    "### Stormwater utility fee",
                    "Public Services Director Gail Morrow said the fee had not kept up with the cost of cleaning catch basins and repairing culverts, and that the city had drawn $310,000 from its general fund last year to cover the gap. The increase raises the monthly charge for a typical lot from $7.15 to $9.40, with larger charges for commercial properties based on their hard surfaces.",
                    "Council members Harold Stiles and Anita Kowalski voted no. Stiles said he could not support an increase “in the same winter people are getting higher heating bills.” Council member Leah Goldfarb said the city had “deferred this for eight years, and the culverts don’t care about our feelings.”",
                    "T: Council member | Stormwater fee | Postpone rental ordinance",
                    "T: Carla Benton (mayor) | Yes | Yes",
                    "T: Joel Whitfield (mayor pro tem) | Yes | Yes",
                    "T: Anita Kowalski | No | Yes",
                    "T: Desmond Ray | Yes | No",
                    "T: Priya Natarajan | Yes | Yes",
                    "T: Harold Stiles | No | Yes",
                    "T: Leah Goldfarb | Yes | Yes",
                    "### Rental inspection ordinance",
                    "The proposed changes would move most rental properties from a three-year to a two-year inspection cycle and raise the registration fee from $95 to $140 per unit. Building Official Tomás Reyes said the city had 1,140 units overdue for inspection.",
                    "Mayor Pro Tem Joel Whitfield moved to postpone the first reading to Jan. 5 so that staff could answer questions from landlords about re-inspection fees. The motion passed 6-1, with Council member Desmond Ray voting no. “Tenants have waited long enough,” Ray said.",
                    "### Lead service line funding",
                    "Council voted 7-0 to move $1.2 million in unspent American Rescue Plan Act money from a sidewalk program to the replacement of lead service lines, which the Ypsilanti Community Utilities Authority is carrying out on the city’s behalf. Morrow said the money would cover about 160 homes.",
                    "## Public comment",
                    "Twenty-three people spoke, most of them about the rental ordinance. Several tenants described waiting months for repairs, while landlords said the higher fees would be passed on in rents. Two residents of the south side asked council to extend the rain garden credit to renters.",
                    "## Next meeting",
                    "The next regular meeting is scheduled for Tuesday, Dec. 15, at 7 p.m. at City Hall, 1 S. Huron St., and on Zoom.",
                ],
                "documenters-notes-vote-table",
                section="Government",
                cat="government",
                dek="Documenter notes from the Dec. 1 meeting: a 5-2 vote on the fee, 23 public comments and a postponed first reading.",
                byline="Notes by",
                editor="Dana Larkin",
                meeting=[
                    ("Agency", "Ypsilanti City Council"),
                    ("Date", "Tuesday, Dec. 1, 2026, 7 p.m."),
                    ("Where", "City Hall, 1 S. Huron St., and on Zoom"),
                    ("Documenter", "Marisol Vega"),
                    ("Sources", "Agenda packet, meeting video"),
                ],
                updated="2026-12-03 09:15",
                correction="Correction, Dec. 3: An earlier version of these notes misstated the current stormwater fee. It is $7.15 a month, not $7.50.",
                ld_author="Huron Current Documenters",
                tags=[
                    ("tag", "Ypsilanti City Council"),
                    ("/tag/stormwater/", "stormwater"),
                    ("/tag/rental-housing/", "rental housing"),
                ],
            )
        )
        add(
            story(
                "school",
                "/2026/12/03/notes-ypsilanti-community-schools-board-universal-breakfast-bus-drivers/",
                "Ypsilanti Community Schools board expands breakfast in the classroom, hears bus driver shortage update",
                "2026-12-03",
                utc("2026-12-03 08:30"),
                "2026-12-03 08:30",
                ["Terrell Haynes", "Ana Ruiz"],
                [
                    "## Summary",
                    "The Ypsilanti Community Schools Board of Education voted 7-0 on Monday to extend breakfast in the classroom to Estabrook and Holmes elementary schools in January, adopted the 2027-28 school calendar and heard that the district is still 11 bus drivers short of a full roster.",
                    "## Agenda",
                    "# Call to order and roll call: all seven trustees present",
                    "# Superintendent’s report: transportation staffing",
                    "# Action item: breakfast in the classroom expansion",
                    "# Action item: 2027-28 school calendar",
                    "# Action item: purchase of two electric buses",
                    "# Public comment",
                    "# Board comments and adjournment at 9:12 p.m.",
                    "## Breakfast in the classroom",
                    "Food Service Director Monique Ellis said classroom breakfast at Erickson Elementary had raised participation from 41% to 88% of students since it began last year, and that the program is paid for by federal reimbursements. Teachers at Holmes had asked for extra time at the start of the day, she said, and the district will add a 10-minute breakfast block to the schedule.",
                    "Trustee Gloria Sampson asked whether custodial staff would be paid for the extra cleaning. Ellis said two part-time positions are included in the plan.",
                    "## Transportation",
                    "Assistant Superintendent Craig Hollis said the district has 38 drivers and needs 49. Some routes are being doubled up, which means about 600 students at three schools arrive up to 25 minutes late twice a week. The district raised starting pay to $23 an hour in October and has hired four drivers since then.",
                    "## Calendar and electric buses",
                    "The board adopted a 2027-28 calendar that starts classes on Aug. 30, 2027, before Labor Day, with a two-week winter break. The board also approved the purchase of two electric buses for $781,000, most of it covered by a federal clean school bus grant.",
                    "## Public comment",
                    "Four people spoke. Two parents from Holmes thanked the board for the breakfast program; a bus driver asked the district to fix the heaters on older buses before January.",
                    "The board’s next regular meeting is Monday, Dec. 14, at 6:30 p.m.",
                ],
                "documenters-notes-two-documenters-agenda-list",
                section="Education",
                cat="education",
                dek="Documenter notes from the Nov. 30 Board of Education meeting.",
                byline="Notes by",
                editor="Dana Larkin",
                meeting=[
                    ("Agency", "Ypsilanti Community Schools Board of Education"),
                    ("Date", "Monday, Nov. 30, 2026, 6:30 p.m."),
                    ("Where", "Ypsilanti Community High School media center"),
                    ("Documenters", "Terrell Haynes and Ana Ruiz"),
                ],
                ld_author="Huron Current Documenters",
                tags=[
                    ("/tag/ypsilanti-community-schools/", "Ypsilanti Community Schools"),
                    ("/tag/school-meals/", "school meals"),
                ],
            )
        )
        add(
            story(
                "blotter",
                "/2026/12/03/police-blotter-catalytic-converters-porch-pirate-loose-goat/",
                "Police blotter: Catalytic converters, a porch pirate and a loose goat on Grove Road",
                "2026-12-03",
                utc("2026-12-03 19:05"),
                "2026-12-03 19:05",
                ["Jordan Pike"],
                [
                    "The following incidents were reported to the Ypsilanti Police Department and the Washtenaw County Sheriff’s Office from Monday, Nov. 30, through Wednesday, Dec. 2. Information comes from police reports and dispatch logs. An arrest is not a conviction; everyone charged with a crime is presumed innocent.",
                    "B: Monday, 2:14 a.m., 1100 block of Washtenaw Avenue: || A resident reported hearing a power saw in the parking lot of an apartment complex. Officers found two vehicles with their catalytic converters cut off. No suspects have been identified.",
                    "B: Monday, 9:40 a.m., 200 block of North Huron Street: || A business owner reported that someone had spray-painted a tag on the side of the building overnight. Damage was estimated at $600.",
                    "B: Monday, 4:55 p.m., 600 block of West Cross Street: || A delivery driver’s package was taken from a porch minutes after it was left. A doorbell camera recorded a man in a gray hooded sweatshirt leaving on a bicycle. The case is under investigation.",
                    "B: Tuesday, 7:20 a.m., Grove Road near Textile Road: || Sheriff’s deputies responded to a report of a goat walking along the shoulder. The animal was returned to its owner, who said it had escaped through a damaged fence.",
                    "B: Tuesday, 1:05 p.m., 2800 block of Washtenaw Avenue: || A 34-year-old Ypsilanti Township man was arrested on suspicion of retail fraud after store employees said he left without paying for $412 in power tools.",
                    "B: Tuesday, 11:48 p.m., Michigan Avenue and Park Street: || Officers stopped a vehicle traveling 58 mph in a 30 mph zone. The 22-year-old driver was cited for speeding and driving without proof of insurance.",
                    "B: Wednesday, 3:30 a.m., 400 block of Emmet Street: || A man reported that his car window was broken and a backpack containing a laptop was taken. Police reminded residents not to leave valuables in vehicles.",
                    "B: Wednesday, 6:12 p.m., Riverside Park: || Officers checked on a report of people fighting near the footbridge and found no one there. No injuries were reported.",
                    "Anyone with information about these incidents can contact Ypsilanti police or leave an anonymous tip with Crime Stoppers of Michigan at 1-800-SPEAK-UP.",
                ],
                "police-blotter-daily-entries",
                section="Public Safety",
                cat="public-safety",
                byline="Compiled by",
                tags=[("/tag/police-blotter/", "police blotter"), ("/tag/ypsilanti-police/", "Ypsilanti police")],
            )
        )
        add(
            story(
                "obit",
                "/2026/12/03/obituary-dolores-dee-whitaker-depot-town-hardware/",
                "Dolores “Dee” Whitaker, who ran Depot Town’s hardware store for 40 years, dies at 91",
                "2026-12-03",
                utc("2026-12-03 14:10"),
                "2026-12-03 14:10",
                ["Kate Brennan"],
                [
                    "Dolores “Dee” Whitaker, who sold nails, paint and advice from behind the counter of Whitaker Hardware in Depot Town for four decades, died Nov. 29 at her home in Ypsilanti. She was 91.",
                    "Her daughter, Ruth Whitaker-Lane, said her mother died peacefully with her family around her after a short illness.",
                    "Born Dolores Ann Kaminski on March 2, 1935, in Hamtramck, she moved to Ypsilanti in 1956 after marrying Robert Whitaker, whose father had opened the store on East Cross Street in 1948. When Robert died in 1971, she took over the business at 36, with three children at home and, as she liked to say, “no idea how a furnace filter was supposed to fit.”",
                    "She learned quickly. For 40 years she opened the store at 7 a.m. six days a week, kept a handwritten tab for customers who were short at the end of the month, and became a fixture of the Depot Town Merchants Association, which she chaired twice.",
                    "“If you wanted to know what was going on in Ypsilanti, you went to Dee’s,” said Frank Osei, who owns a bakery across the street. “She knew everyone’s plumbing problems and most of their other problems too.”",
                    "FIG: Dee Whitaker behind the counter | Dee Whitaker behind the counter of Whitaker Hardware in 1994. Courtesy of the Whitaker family",
                    "Whitaker sold the store in 2011. The building now houses a bicycle shop, which kept the original wooden drawers of screws and bolts along the back wall.",
                    "In retirement she volunteered at the Ypsilanti Historical Society’s archives and at the Riverside Arts Center, and she rarely missed a city council meeting until the pandemic. In 2015 the city named her its Citizen of the Year.",
                    "She is survived by her daughter Ruth (Michael) Whitaker-Lane; sons Paul and Gregory; seven grandchildren; and four great-grandchildren.",
                    "A memorial service will be held at 11 a.m. Saturday, Dec. 12, at First Presbyterian Church of Ypsilanti, 300 N. Washington St. The family asks that memorial gifts go to the Ypsilanti Historical Society.",
                ],
                "paper-obituary-staff-written",
                section="Obituaries",
                cat="obituaries",
                sign="Arrangements are by Stanton-Ray Funeral Home.",
                tags=[("/tag/depot-town/", "Depot Town")],
            )
        )
        add(
            story(
                "lane",
                "/2026/12/04/michigan-avenue-lane-closure-near-huron-street-extended-to-dec-18/",
                "Michigan Avenue lane closure near Huron Street extended to Dec. 18",
                "2026-12-04",
                utc("2026-12-04 10:20"),
                "2026-12-04 10:20",
                ["Kate Brennan"],
                [
                    "The eastbound right lane of Michigan Avenue between Huron Street and Adams Street will stay closed until Dec. 18, a week longer than planned, because crews found a second broken water valve under the road, the city said Friday.",
                    "The Ypsilanti Community Utilities Authority is replacing the valves as part of its water main work downtown. Traffic is being shifted into the left lane, and parking on the south side of the block is not allowed while the work continues.",
                    "Businesses on the block remain open. The city is asking drivers to use Cross Street or Pearl Street to avoid delays during the evening rush.",
                    "YCUA said water service to nearby buildings may be shut off for up to four hours on Dec. 9 and that affected customers will be notified by door hanger at least 48 hours in advance.",
                    "The lane is expected to reopen before the Dec. 19 holiday market in Depot Town.",
                ],
                "short-news-150-words",
                section="Government",
                cat="government",
                tags=[("/tag/road-construction/", "road construction")],
            )
        )
        add(
            story(
                "library",
                "/2026/12/04/ypsilanti-district-library-adds-sunday-hours-whittaker-road/",
                "Ypsilanti District Library adds Sunday hours at Whittaker Road branch",
                "2026-12-04",
                utc("2026-12-04 12:05"),
                "2026-12-04 12:05",
                [],
                [
                    "The Ypsilanti District Library’s Whittaker Road branch will open on Sundays from 1 p.m. to 5 p.m. starting Jan. 10, the library board decided at its November meeting.",
                    "The branch has been closed on Sundays since 2020. Library director Evelyn Marsh said patrons had asked for weekend study space, especially during exams at Eastern Michigan University and Washtenaw Community College.",
                    "The extra hours will cost about $62,000 a year, paid from the library’s operating millage. The Michigan Avenue branch will keep its current Sunday schedule.",
                    "The library will also extend the hours of its seed library and tool lending collection, which includes snow shovels and ice choppers this winter.",
                    "Holiday closures are unchanged: all three branches will be closed Dec. 24, 25 and 31 and Jan. 1.",
                ],
                "short-brief-staff-credit",
                section="Community",
                cat="community",
                ld_author="Huron Current Staff",
                ld_person=True,
                tags=[("/tag/ypsilanti-district-library/", "Ypsilanti District Library")],
            )
        )
        add(
            story(
                "water",
                "/2026/12/01/water-street-25-years-64-million-housing-plan/",
                "After 25 years and four failed deals, Water Street’s fate rests on a $64 million housing plan",
                "2026-12-01",
                utc("2026-12-01 06:00"),
                "2026-12-01 06:00",
                ["Dana Larkin", "Kate Brennan"],
                [
                    "The city of Ypsilanti bought the first parcels along Michigan Avenue and the Huron River in 1998 with a plan to turn a strip of old factories, scrapyards and car lots into a new neighborhood. Twenty-five years, four developers and several million dollars in debt payments later, the land is still mostly empty.",
                    "Now a Detroit-based developer, Riverline Partners, wants to build 240 apartments and townhouses on the site’s eastern 14 acres, a third of them reserved for households earning less than 60% of the area median income. City Council is expected to vote on a development agreement in January.",
                    "FIG: Water Street site | The eastern part of the Water Street site, seen from Michigan Avenue, in November. Photo by Kate Brennan",
                    "## Why it matters",
                    "For years the city made annual payments of close to $1 million on the bonds it issued to buy and clean up the land, a burden that contributed to layoffs in the 2010s. The last of those bonds are scheduled to be paid off in 2031, and the city still spends money to mow the site and maintain its trails.",
                    "“Every council member I’ve served with has had a Water Street plan,” Mayor Carla Benton said. “What’s different this time is that the developer has financing lined up and is not asking us for cash.”",
                    "## What’s proposed",
                    "The plan calls for four apartment buildings of four stories along Michigan Avenue, 36 townhouses closer to the river and a small plaza at the corner of Park Street. The developer would extend the riverside trail and build a public parking lot for Riverside Park.",
                    "Riverline is seeking a brownfield tax increment financing plan worth an estimated $11.2 million over 25 years, which would repay it for environmental cleanup and infrastructure. It would also buy the land from the city for $1.",
                    "## The skeptics",
                    "Some residents question the $1 sale. Others worry that the plan, which has been scaled down from an earlier proposal of 400 units, is too small to pay for the road and sewer work the site needs. At a community meeting in November, several people recalled the earlier deals that collapsed, one of them after the city had spent months preparing the site for a big-box store, [["
                    + SOFT404
                    + "|as the Current reported in 2019]].",
                    "“I have been to so many of these meetings,” said Linda Tran, who lives on South Park Street. “I want to believe it. I just need to see a shovel.”",
                    "## What’s next",
                    "The planning commission will review the site plan on Dec. 16. If council approves the development agreement in January, Riverline says construction could start in the fall of 2027, with the first buildings open in 2029.",
                ],
                "feature-coauthors-republish-textarea",
                section="Development",
                cat="development",
                dek="A Detroit developer wants to build 240 homes on the eastern end of the riverfront site. Council votes in January.",
                republish=True,
                tags=[
                    ("tag", "Ypsilanti City Council"),
                    ("/tag/water-street/", "Water Street"),
                    ("/tag/housing/", "housing"),
                ],
            )
        )
        add(
            story(
                "oped",
                "/2026/12/04/opinion-ypsilanti-rental-inspections-overdue-underfunded/",
                "Opinion: Ypsilanti’s rental inspections are overdue — and underfunded",
                "2026-12-04",
                utc("2026-12-04 07:00"),
                "2026-12-04 07:00",
                ["Alvin Greer"],
                [
                    "Every Sunday after service, someone in my congregation tells me about their apartment. A ceiling that leaks into a child’s bedroom. A furnace that has been “about to be fixed” since October. A landlord who does not answer the phone.",
                    "Most of these families rent in Ypsilanti, where more than two-thirds of homes are rentals. The city’s rental inspection program is supposed to catch these problems before they become emergencies. By the city’s own count, 1,140 units are overdue for an inspection.",
                    "On Tuesday, City Council postponed a first reading of changes that would move most rentals to a two-year inspection cycle. I understand why: landlords raised fair questions about re-inspection fees, and council members want answers. But every month of delay is another month of cold bedrooms.",
                    "The changes are not radical. Ann Arbor and Ypsilanti Township already inspect more often. The higher registration fee, $140 a unit, works out to less than $6 a month per apartment over two years.",
                    "What worries me more is staffing. The city hired its first full-time housing inspector since 2019 this fall. One inspector, plus part-time help, cannot clear a backlog of more than a thousand units and keep up with new registrations. If council wants the new cycle to mean something, the 2027 budget needs money for at least two more inspectors.",
                    "Tenants also need a way to report problems without fear. Council should add a clear anti-retaliation rule to the ordinance and publish inspection results online, as many Michigan cities do.",
                    "The first reading is now scheduled for Jan. 5. I hope council will use the time to fix the staffing question, not to start over. Our neighbors have waited long enough.",
                ],
                "guest-column-jsonld-poster-not-writer",
                section="Opinion",
                cat="opinion",
                kicker="Opinion",
                printed_name="Rev. Alvin Greer",
                tail="The Rev. Alvin Greer is pastor of Second Baptist Church of Ypsilanti and a member of the Washtenaw Housing Alliance’s tenant advisory board.",
                disclaimer="Opinions expressed in guest columns are the author’s own. The Huron Current welcomes submissions of up to 700 words; write to opinion@huroncurrent.test.",
                ld_author="Dana Larkin",
                tags=[("tag", "Ypsilanti City Council"), ("/tag/rental-housing/", "rental housing")],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def person_link(self, name: str, zone: str) -> str:
        slug = PEOPLE[name][0]
        key = "author" if slug == "marisol-vega" else f"/author/{slug}/"
        return self.a(key, name, zone, 'class="url fn n"')

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            names = [doc.extra["ld_author"]] if doc.extra.get("ld_author") else doc.authors
            persons = [
                {
                    "@type": "Person",
                    "@id": f"{ORIGIN}/#/schema/person/{hashlib.md5(n.encode()).hexdigest()}",
                    "name": n,
                    "url": f"{ORIGIN}/author/{PEOPLE[n][0]}/",
                }
                for n in names
            ]
            graph: list[dict] = [
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": [{"name": p["name"], "@id": p["@id"]} for p in persons],
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": utc(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "image": {"@id": f"{url}#primaryimage"},
                    "articleSection": [doc.section],
                    "inLanguage": "en-US",
                },
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - The Huron Current",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "breadcrumb": {"@id": f"{url}#breadcrumb"},
                    "inLanguage": "en-US",
                },
                *persons,
            ]
        else:
            graph = [
                {
                    "@type": "CollectionPage" if doc.kind in ("section", "tag", "author", "search") else "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - The Huron Current",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "en-US",
                }
            ]
        graph += [
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": "The Huron Current",
                "description": "Nonprofit news for Ypsilanti and Ypsilanti Township",
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
                "name": "The Huron Current",
                "url": f"{ORIGIN}/",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/wp-content/uploads/2023/02/huron-current-logo.png",
                    "width": 600,
                    "height": 120,
                },
                "sameAs": ["https://www.facebook.com/huroncurrent.test", "https://www.instagram.com/huroncurrent.test"],
            },
        ]
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = "Page not found - The Huron Current" if doc.kind == "soft-404" else f"{doc.title} - The Huron Current"
        if doc.key == "home":
            title = "The Huron Current - Nonprofit news for Ypsilanti and Ypsilanti Township"
        out = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
        ]
        if doc.kind != "soft-404":
            out += [
                f'<link rel="canonical" href="{esc(url)}">',
                '<meta property="og:locale" content="en_US">',
                f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(url)}">',
                '<meta property="og:site_name" content="The Huron Current">',
            ]
        if doc.is_article:
            out += [
                f'<meta property="og:description" content="{esc(self.lede(doc))}">',
                '<meta property="article:publisher" content="https://www.facebook.com/huroncurrent.test">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            if doc.extra.get("updated"):
                out.append(f'<meta property="article:modified_time" content="{utc(doc.extra["updated"])}">')
            shown = doc.extra.get("ld_author") or (" and ".join(doc.authors))
            out += [
                f'<meta name="author" content="{esc(shown)}">',
                '<meta name="twitter:card" content="summary_large_image">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(shown)}">',
            ]
        if doc.kind != "soft-404":
            out.append(self.yoast(doc))
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("gov", "Government"),
                (f"{ORIGIN}/category/education/", "Education"),
                (f"{ORIGIN}/category/public-safety/", "Public Safety"),
                (f"{ORIGIN}/category/development/", "Development"),
                (f"{ORIGIN}/documenters/", "Documenters"),
                (f"{ORIGIN}/category/obituaries/", "Obituaries"),
                (f"{ORIGIN}/category/opinion/", "Opinion"),
                ("events", "Events"),
                ("classifieds", "Classifieds"),
            )
        )
        body_class = (
            f"post-template-default single single-post postid-{post_id(doc.key)} single-format-standard"
            if doc.is_article
            else {
                "home": "home page-template-default page",
                "soft-404": "error404",
                "search": "search search-results",
                "author": "archive author",
                "tag": "archive tag",
                "section": "archive category",
                "events": "post-type-archive post-type-archive-tribe_events tribe-events-page-template",
                "event": "tribe_events-template-default single single-tribe_events",
                "classifieds": "page-template-default page",
            }[doc.kind]
        )
        wpp = 'class="wpp-post-title"'
        most = "".join(
            f'<li class="wpp-list-item">{self.a(k, self.docs[k].title, "aside", wpp)}</li>'
            for k in MOST_READ
            if k != doc.key
        )
        upcoming = f'<section id="tribe-widget-events-list-3" class="widget tribe-widget-events-list"><h2 class="widget-title">Upcoming events</h2><ul><li>{self.a("event", "Depot Town Holiday Tree Lighting", "aside")} <span class="tribe-event-date">Dec. 5</span></li><li><a href="{ORIGIN}/event/ypsilanti-city-council-regular-meeting-dec-15/">Ypsilanti City Council regular meeting</a> <span class="tribe-event-date">Dec. 15</span></li></ul>{self.a("events", "View calendar", "aside")}</section>'
        return f"""<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="The Huron Current &raquo; Feed" href="{ORIGIN}/feed/">
<link rel="stylesheet" id="newspack-style-css" href="{ORIGIN}/wp-content/themes/newspack-theme/style.css?ver=2.4.1" media="all">
<link rel="stylesheet" id="wp-block-library-css" href="{ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1" media="all">
<style id="newspack-theme-inline-css">/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HCUR2023"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-HCUR2023');</script>
</head>
<body class="{body_class} wp-custom-logo wp-embed-responsive header-default-background header-default-height h-nsub h-db h-ll h-dh has-sidebar">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<div class="newspack_global_ad global_above_header"><div id="div-gpt-ad-huroncurrent-leaderboard" class="newspack-ads-gam"></div></div>
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper"><nav class="secondary-menu" aria-label="Secondary Menu"><ul><li><a href="{ORIGIN}/about/">About</a></li><li><a href="{ORIGIN}/newsletters/">Newsletters</a></li><li><a href="{ORIGIN}/documenters/">Become a Documenter</a></li></ul></nav><div class="header-date">Friday, December 4, 2026</div><a class="button donate" href="{ORIGIN}/donate/">Donate</a></div></div>
<div class="middle-header-contain"><div class="wrapper"><div class="site-branding"><a href="{ORIGIN}/" class="custom-logo-link" rel="home"><img width="400" height="80" src="{ORIGIN}/wp-content/uploads/2023/02/huron-current-logo.png" class="custom-logo" alt="The Huron Current"></a><p class="site-description">Nonprofit news for Ypsilanti and Ypsilanti Township</p></div>
<div class="header-search-contain"><form role="search" method="get" class="search-form" action="{ORIGIN}/"><label for="header-search"><span class="screen-reader-text">Search for:</span></label><input type="search" id="header-search" class="search-field" placeholder="Search &hellip;" name="s"><button type="submit">Search</button></form></div></div></div>
<div class="bottom-header-contain desktop-only"><div class="wrapper"><nav id="site-navigation" class="main-navigation nav1 dd-menu" aria-label="Top Menu"><ul id="menu-primary-menu" class="main-menu">{nav}</ul></nav></div></div>
</header>
<div id="content" class="site-content">
{main}
<aside id="secondary" class="widget-area">
<section id="newspack-popular-posts-2" class="widget popular-posts"><h2 class="widget-title">Most read</h2><ul class="wpp-list">{most}</ul></section>
{upcoming}
<section class="widget newsletter-widget"><h2 class="widget-title">The Current in your inbox</h2><p>Our free newsletter arrives Tuesday and Friday mornings.</p><form class="newspack-newsletters-subscribe" action="{ORIGIN}/newsletters/" method="post"><input type="email" name="npe" placeholder="Your email address"><button type="submit">Sign up</button></form></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-branding"><div class="wrapper"><a href="{ORIGIN}/" class="custom-logo-link" rel="home">The Huron Current</a></div></div>
<div class="footer-widgets"><section class="widget"><h2 class="widget-title">About us</h2><p>The Huron Current is a nonprofit, nonpartisan newsroom covering local government, schools and public life in Ypsilanti and Ypsilanti Township. We are a member of the Institute for Nonprofit News.</p></section>
<section class="widget"><h2 class="widget-title">Trending searches</h2><p>{self.a("search", "water rates", "footer")} · <a href="{ORIGIN}/?s=snow+emergency">snow emergency</a> · {self.a("tag", "city council", "footer")}</p></section></div>
<div class="site-info"><div class="wrapper"><span class="copyright">&copy; 2026 The Huron Current.</span> <a href="{ORIGIN}/privacy-policy/">Privacy Policy</a> <a href="{ORIGIN}/ethics-policy/">Ethics policy</a> <a href="{ORIGIN}/corrections/">Corrections</a> <a href="https://newspack.com/" class="imprint">Proudly powered by Newspack</a></div></div>
</footer>
</div>
<div class="newspack-popup-container newspack-popup newspack-lightbox" role="dialog" aria-label="Donate"><div class="newspack-popup-wrapper"><p><strong>Local news that answers to you.</strong> The Huron Current is free to read and supported by readers like you.</p><a class="wp-block-button__link" href="{ORIGIN}/donate/">Give now</a> <button class="newspack-lightbox__close">Not now</button></div></div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden"><span id="cn-notice-text">We use cookies to understand how you use our site and to improve your experience.</span><a href="#" id="cn-accept-cookie" class="cn-set-cookie">Ok</a><a href="{ORIGIN}/privacy-policy/" class="cn-privacy-policy-link">Privacy policy</a></div>
<script src="{ORIGIN}/wp-content/themes/newspack-theme/js/dist/menu.js?ver=2.4.1" id="newspack-menu-js"></script>
<script src="{ORIGIN}/wp-content/plugins/jetpack/_inc/build/related-posts/related-posts.min.js?ver=20240116" id="jetpack_related-posts-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        prefix = doc.byline or "by"
        if not doc.authors:
            return f'<span class="byline"><span>by</span> <span class="author vcard"><a class="url fn n" href="{ORIGIN}/author/staff/">Huron Current Staff</a></span></span>'
        if doc.extra.get("printed_name"):
            names = f'<span class="author vcard"><a class="url fn n" href="{ORIGIN}/author/alvin-greer/">{esc(doc.extra["printed_name"])}</a></span>'
        else:
            parts = [f'<span class="author vcard">{self.person_link(n, "byline")}</span>' for n in doc.authors]
            names = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        editor = (
            f'<span class="edited-by">Edited by {esc(doc.extra["editor"])}</span>' if doc.extra.get("editor") else ""
        )
        return f'<span class="byline"><span>{esc(prefix)}</span> {names}</span>{editor}'

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        day = doc.stamp.split()[0]
        upd = ""
        if doc.extra.get("updated"):
            uday, uhm = doc.extra["updated"].split()
            upd = f'<time class="updated" datetime="{local_iso(doc.extra["updated"])}"><span class="updated-label">Updated </span>{long_date(uday)} {us_time(uhm)}</time>'
        posted = f'<span class="posted-on"><time class="entry-date published" datetime="{local_iso(doc.stamp)}">{long_date(day)}</time>{upd}</span>'
        cat = doc.extra["cat"]
        cat_link = (
            self.a("gov", "Government", "breadcrumb", 'rel="category tag"')
            if cat == "government"
            else f'<a href="{ORIGIN}/category/{cat}/" rel="category tag">{esc(doc.section)}</a>'
        )
        subtitle = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        meeting = ""
        if doc.extra.get("meeting"):
            rows = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in doc.extra["meeting"])
            meeting = f'<div class="wp-block-group documenters-meeting-details"><h2 class="documenters-box-title">Meeting details</h2><dl>{rows}</dl></div>'
        correction = (
            f'<p class="correction-notice has-background"><em>{esc(doc.extra["correction"])}</em></p>'
            if doc.extra.get("correction")
            else ""
        )
        avatar = ""
        if doc.authors and len(doc.authors) == 1:
            avatar = f'<span class="author-avatar"><img alt="" src="https://secure.gravatar.com/avatar/{hashlib.md5(doc.authors[0].encode()).hexdigest()}?s=80&amp;d=mm&amp;r=g" class="avatar avatar-80 photo" height="80" width="80"></span>'
        body = self.blocks(doc, table_class="wp-block-table votes")
        body = body.replace("<p>", '<p class="wp-block-paragraph">')
        extra_end = []
        if doc.extra.get("sign"):
            extra_end.append(f'<p class="has-small-font-size"><em>{esc(doc.extra["sign"])}</em></p>')
        if doc.extra.get("tail"):
            extra_end.append(f'<p class="guest-author-bio"><em>{esc(doc.extra["tail"])}</em></p>')
        if doc.extra.get("disclaimer"):
            extra_end.append(
                f'<div class="wp-block-group opinion-disclaimer"><p>{esc(doc.extra["disclaimer"])}</p></div>'
            )
        if doc.extra.get("meeting"):
            extra_end.append(
                f'<div class="wp-block-group documenters-about has-background"><p><strong>About Documenters:</strong> The Huron Current trains and pays residents to take notes at public meetings. Documenters’ notes are edited for clarity before publication. <a href="{ORIGIN}/documenters/">Learn how to join</a>. Notice an error? Email <a href="mailto:documenters@huroncurrent.test">documenters@huroncurrent.test</a>.</p></div>'
            )
        republish = ""
        if doc.extra.get("republish"):
            code = "".join(
                f"<p>{esc(plain(b[1]))}</p>" if b[0] == "p" else f"<h2>{esc(plain(b[1]))}</h2>" if b[0] == "h2" else ""
                for b in doc.blocks
            )
            republish = f'<div class="newspack-republication-tracker"><button class="republication-tracker-tool-button">Republish this story</button><div id="republication-tracker-tool-modal" class="modal" style="display:none"><h2>Republish this article</h2><p>This work is licensed under a Creative Commons Attribution-NoDerivatives 4.0 International License.</p><textarea readonly id="republication-tracker-tool-modal-content" rows="5">&lt;h1&gt;{esc(doc.title)}&lt;/h1&gt;&lt;p class="byline"&gt;by Dana Larkin and Kate Brennan, The Huron Current&lt;br /&gt;{long_date(day)}&lt;/p&gt;{esc(code)}&lt;p&gt;This article first appeared on &lt;a href="{esc(url)}"&gt;The Huron Current&lt;/a&gt; and is republished here under a Creative Commons license.&lt;/p&gt;</textarea></div></div>'
        tags = " ".join(
            self.a(k, t, "tag", 'rel="tag"') if k in self.docs else f'<a href="{ORIGIN}{k}" rel="tag">{esc(t)}</a>'
            for k, t in doc.extra.get("tags", [])
        )
        bios = []
        for n in doc.authors:
            role = PEOPLE[n][1]
            bios.append(
                f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{esc(doc.extra.get("printed_name", n))}</h2><p class="author-bio-role">{esc(role)}</p></div><a class="author-link" href="{ORIGIN}/author/{PEOPLE[n][0]}/">More by {esc(n.split()[0])}</a></div></div>'
            )
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<div class="jp-relatedposts-post jp-relatedposts-post{i}"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "related")}</h4><p class="jp-relatedposts-post-date">{long_date(self.docs[k].stamp.split()[0])}</p><p class="jp-relatedposts-post-context">In &quot;{esc(self.docs[k].section)}&quot;</p></div>'
            for i, k in enumerate(rel)
        )
        u = quote(url, safe="")
        img = hashlib.md5(doc.key.encode()).hexdigest()[:10]
        return f"""<section id="primary" class="content-area">
<main id="main" class="site-main">
<article id="post-{post_id(doc.key)}" class="post-{post_id(doc.key)} post type-post status-publish format-standard has-post-thumbnail hentry category-{cat} entry">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span>{cat_link}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{subtitle}
<div class="entry-subhead">
<div class="entry-meta">{avatar}{self.byline(doc)}{posted}</div>
<div class="newspack-sharing"><a class="share-facebook" href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a class="share-twitter" href="https://x.com/intent/post?url={u}">X</a> <a class="share-email" href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a> <a class="share-print" href="#print">Print</a></div>
</div>
</header>
<figure class="post-thumbnail"><img width="1200" height="800" src="{ORIGIN}/wp-content/uploads/2026/12/{img}-1200x800.jpg" class="attachment-newspack-featured-image wp-post-image" alt="" loading="eager"></figure>
<div class="main-content">
<div class="entry-content">
{correction}
{meeting}
{body}
{"".join(extra_end)}
{republish}
<div class="wp-block-newspack-blocks-donate"><p><strong>Before you go:</strong> Reporting like this depends on readers. <a href="{ORIGIN}/donate/">Become a member of the Current</a> for as little as $5 a month.</p></div>
</div>
<footer class="entry-footer"><span class="tags-links"><span>Tagged: </span>{tags}</span></footer>
{"".join(bios)}
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>{related}</div>
</div>
</article>
</main>
</section>"""

    def teaser(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        names = " and ".join(d.authors) if d.authors else "Huron Current Staff"
        if d.extra.get("printed_name"):
            names = d.extra["printed_name"]
        img = f'<img src="{ORIGIN}/wp-content/uploads/2026/12/{hashlib.md5(k.encode()).hexdigest()[:10]}-400x300.jpg" alt="" loading="lazy">'
        bookmark = 'rel="bookmark"'
        return f'<article class="post-has-image entry"><figure class="post-thumbnail">{self.a(k, d.title, zone, inner=img)}</figure><div class="entry-wrapper"><span class="cat-links">{esc(d.section)}</span><h3 class="entry-title">{self.a(k, d.title, zone, bookmark)}</h3><div class="newspack-post-subtitle">{esc(self.lede(d))}</div><div class="entry-meta"><span class="byline">by {esc(names)}</span><time class="entry-date published" datetime="{local_iso(d.stamp)}">{long_date(d.stamp.split()[0])}</time></div></div></article>'

    def older_teaser(self, path: str, title: str, day: str) -> str:
        return f'<article class="entry"><div class="entry-wrapper"><h3 class="entry-title"><a href="{ORIGIN}{path}" rel="bookmark">{esc(title)}</a></h3><div class="entry-meta"><time class="entry-date published" datetime="{day}T09:00:00-05:00">{long_date(day)}</time></div></div></article>'

    def listing_main(self, doc: Doc) -> str:
        items = [self.teaser(k) for k in doc.extra["list"]]
        items += [self.older_teaser(*o) for o in doc.extra.get("older", [])]
        head = (
            f'<header class="page-header"><h1 class="page-title article-section-title">{esc(doc.title)}</h1></header>'
        )
        if doc.kind == "tag":
            head = f'<header class="page-header"><h1 class="page-title article-section-title"><span class="page-description">Tag: </span>{esc(doc.title)}</h1></header>'
        elif doc.kind == "author":
            head = f'<header class="page-header author-archive"><img alt="" src="https://secure.gravatar.com/avatar/{hashlib.md5(b"Marisol Vega").hexdigest()}?s=120&amp;d=mm" class="avatar avatar-120" height="120" width="120"><h1 class="page-title article-section-title">{esc(doc.title)}</h1><p class="author-bio-role">Documenter</p><div class="taxonomy-description">{esc(doc.extra["bio"])}</div></header>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title"><span class="page-description">Search Results for: </span><span>water rates</span></h1><form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" value="water rates" name="s"><button type="submit">Search</button></form></header>'
        elif doc.key == "home":
            lead = self.teaser(doc.extra["list"][0])
            rest = "".join(self.teaser(k) for k in doc.extra["list"][1:])
            return f"""<section id="primary" class="content-area">
<main id="main" class="site-main">
<h1 class="screen-reader-text">The Huron Current</h1>
<div class="wp-block-newspack-blocks-homepage-articles is-style-borders image-alignleft is-large">{lead}</div>
<div class="wp-block-newspack-blocks-homepage-articles columns-3 is-grid">{rest}</div>
<div class="wp-block-group home-services"><h2 class="wp-block-heading">Around town</h2><p>{self.a("events", "Community calendar", "content")} · {self.a("classifieds", "Classifieds", "content")} · {self.a("gov", "All government coverage", "content")}</p></div>
</main>
</section>"""
        pager = ""
        pn, nx, pv = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'
        if doc.key == "gov":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("gov2", "2", "pagination", pn)} <a class="page-numbers" href="{ORIGIN}/category/government/page/3/">3</a> {self.a("gov2", "Older posts", "pagination", nx)}</div></nav>'
        elif doc.key == "gov2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("gov", "Newer posts", "pagination", pv)} {self.a("gov", "1", "pagination", pn)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="{ORIGIN}/category/government/page/3/">3</a></div></nav>'
        return f"""<section id="primary" class="content-area">
<main id="main" class="site-main">
{head}
{"".join(items)}
{pager}
</main>
</section>"""

    def event_row(self, k: str, t: str, when: str, venue: str, price: str) -> str:
        link = (
            self.a(k, t, "content", 'class="tribe-events-calendar-list__event-title-link"')
            if k in self.docs
            else f'<a href="{ORIGIN}{k}">{esc(t)}</a>'
        )
        cost = f'<span class="tribe-events-c-small-cta__price">{esc(price)}</span>' if price else ""
        return (
            '<div class="tribe-events-calendar-list__event-row"><div class="tribe-events-calendar-list__event-date-tag">'
            '<span class="tribe-events-calendar-list__event-date-tag-weekday">DEC</span></div>'
            f'<article class="tribe-events-calendar-list__event"><time class="tribe-events-calendar-list__event-datetime">{esc(when)}</time>'
            f'<h3 class="tribe-events-calendar-list__event-title">{link}</h3>'
            f'<address class="tribe-events-calendar-list__event-venue">{esc(venue)}</address>{cost}</article></div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            rows = [
                (
                    "event",
                    "Depot Town Holiday Tree Lighting",
                    "December 5 @ 5:30 pm - 7:30 pm",
                    "Ypsilanti Freight House",
                    "Free",
                ),
                (
                    "/event/ydl-winter-reading-kickoff/",
                    "Winter Reading Kickoff",
                    "December 6 @ 1:00 pm - 3:00 pm",
                    "Ypsilanti District Library, Michigan Avenue",
                    "Free",
                ),
                (
                    "/event/ypsi-holiday-market-2026/",
                    "Ypsi Holiday Market",
                    "December 12 @ 10:00 am - 4:00 pm",
                    "Riverside Arts Center",
                    "Free",
                ),
                (
                    "/event/ypsilanti-city-council-regular-meeting-dec-15/",
                    "Ypsilanti City Council regular meeting",
                    "December 15 @ 7:00 pm",
                    "City Hall, 1 S. Huron St.",
                    "",
                ),
                (
                    "/event/planning-commission-public-hearing-dec-16/",
                    "Planning Commission: Water Street site plan",
                    "December 16 @ 7:00 pm",
                    "City Hall, 1 S. Huron St.",
                    "",
                ),
                (
                    "/event/emu-winter-commencement-concert/",
                    "Community Choir Winter Concert",
                    "December 18 @ 7:30 pm",
                    "Pease Auditorium",
                    "$10",
                ),
            ]
            items = "".join(self.event_row(*row) for row in rows)
            return f'<section id="primary" class="content-area"><main id="main" class="site-main"><div class="tribe-common tribe-events tribe-events-view tribe-events-view--list"><header class="tribe-events-header"><h1 class="tribe-events-header__title">{esc(doc.title)}</h1><div class="tribe-events-c-top-bar"><span class="tribe-events-c-top-bar__datepicker-desktop">Upcoming</span></div></header><h2 class="tribe-events-calendar-list__month-separator">December 2026</h2>{items}<nav class="tribe-events-calendar-list-nav"><a href="{ORIGIN}/events/list/page/2/" class="tribe-events-c-nav__next">Next Events</a></nav><p class="submit-event"><a href="{ORIGIN}/submit-an-event/">Submit an event</a></p></div></main></section>'
        if doc.kind == "event":
            return f"""<section id="primary" class="content-area"><main id="main" class="site-main"><div id="tribe-events-content" class="tribe-events-single">
<p class="tribe-events-back">{self.a("events", "« All Events", "breadcrumb")}</p>
<h1 class="tribe-events-single-event-title">{esc(doc.title)}</h1>
<div class="tribe-events-schedule tribe-clearfix"><span class="tribe-event-date-start">{esc(doc.extra["when"])}</span></div>
<div class="tribe-events-single-event-description tribe-events-content">{self.blocks(doc)}</div>
<div class="tribe-events-cal-links"><a class="tribe-events-gcal" href="https://www.google.com/calendar/event?action=TEMPLATE&amp;text=Depot+Town+Holiday+Tree+Lighting">+ Google Calendar</a> <a class="tribe-events-ical" href="{ORIGIN}/event/depot-town-holiday-tree-lighting/?ical=1">+ iCal Export</a></div>
<div class="tribe-events-single-section tribe-events-event-meta"><div class="tribe-events-meta-group tribe-events-meta-group-details"><h2 class="tribe-events-single-section-title">Details</h2><dl><dt>Date:</dt><dd>December 5</dd><dt>Time:</dt><dd>5:30 pm - 7:30 pm</dd><dt>Cost:</dt><dd>Free</dd></dl></div><div class="tribe-events-meta-group tribe-events-meta-group-organizer"><h2 class="tribe-events-single-section-title">Organizer</h2><dl><dt class="tribe-common-a11y-visual-hide">Organizer</dt><dd class="tribe-organizer">{esc(doc.extra["organizer"])}</dd></dl></div><div class="tribe-events-meta-group tribe-events-meta-group-venue"><h2 class="tribe-events-single-section-title">Venue</h2><address class="tribe-events-address">{esc(doc.extra["venue"])}</address></div></div>
<div class="tribe-events-nav-pagination"><a href="{ORIGIN}/event/thanksgiving-community-dinner/">« Thanksgiving Community Dinner</a> <a href="{ORIGIN}/event/ydl-winter-reading-kickoff/">Winter Reading Kickoff »</a></div>
</div></main></section>"""
        if doc.kind == "classifieds":
            ads = "".join(
                f'<article class="newspack-listings__listing-post type-newspack_lst_mktplce"><span class="newspack-listings__category">{esc(c)}</span><h3 class="newspack-listings__listing-title">{esc(t)}</h3><p>{esc(txt)}</p><span class="newspack-listings__listing-meta">{esc(when)}</span></article>'
                for c, t, txt, when in doc.extra["ads"]
            )
            return f'<section id="primary" class="content-area"><main id="main" class="site-main"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content"><p class="wp-block-paragraph">Place a classified ad for $12 a week (up to 40 words). Legal notices are published at the rates set by state law. <a href="{ORIGIN}/classifieds/place-an-ad/">Place an ad</a></p><div class="wp-block-newspack-listings-curated-list">{ads}</div><p class="has-small-font-size">The Huron Current does not verify the claims made in classified ads.</p></div></main></section>'
        # soft 404
        return f"""<section id="primary" class="content-area"><main id="main" class="site-main">
<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>
<div class="page-content">{self.blocks(doc)}
<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" placeholder="Search &hellip;" name="s"><button type="submit">Search</button></form>
<h2 class="widget-title">Most recent</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("lane", "library", "oped"))}</ul></div></section>
</main></section>"""
