# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Eastlake Dispatch: a nonprofit neighborhood news site for Eastlake, Seattle, on **Squarespace** (7.0-style
blog collection: `/news/2026/12/3/<slug>` with an unpadded day, `/news?offset=<epoch ms>` for older posts,
`/news/tag/<Tag>`, `/news?author=<24-hex id>`, `/search?q=`), English, UTF-8. Post pages: `blog-item-title`,
`entry-dateline` with `<time datetime="2026-12-03">` (local day, Pacific), "Posted by …", body as a stack of
`sqs-block html-block` text blocks with `sqs-block image-block` and quote blocks between them; Squarespace's own
`Article` JSON-LD with `author` as a **plain string** and `datePublished` with an offset **without a colon**
("-0800"). Two posts are made from the site account ("Posted by Eastlake Dispatch"): the garden story carries the
real byline "By Priya Natarajan" as the first line of its text (authors: her), the outage brief has no person
(authors: none). The guest column is posted by the editor but written by a resident (authors: the guest). The home
page is summary blocks; the donate page, the events list and a **soft 404** ("Page Not Found", served 200, reached
from a stale link in the garden story) are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SITE = "The Eastlake Dispatch"
ORDER = ["outage", "bridge", "bikelane", "council", "ppatch", "houseboat", "review", "oped"]
AUTHOR_ID = {
    "Dana Whitfield": "5f2b8c1e9a4d7b0012c3e4f5",
    "Marcus Ono": "60a1d3f77c2e9b4d1a8f0c21",
    "Eastlake Dispatch": "5e9d0b4a1c7f3e2d8b6a9f10",
}
BIO = {
    "Dana Whitfield": "Dana Whitfield is the Dispatch’s editor. She has lived on Franklin Avenue East since 2009.",
    "Marcus Ono": "Marcus Ono covers business, food and the waterfront for the Dispatch.",
}


def bid(seed: str) -> str:
    return f"yui_3_17_2_1_17{zlib.crc32(seed.encode()) % 10**11:011d}_{zlib.crc32(seed[::-1].encode()) % 99991}"


class Eastlake(Base):
    origin = "https://www.eastlakedispatch.test"
    name = SITE
    prefix = "eld"
    language = "en"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "eld",
            [
                ".sqs-block",
                ".sqs-block-content",
                ".blog-item-title",
                ".entry-dateline",
                ".summary-item",
                ".sqs-html-content",
                "#footer-sections",
                ".header-nav-item",
                ".image-caption",
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
                SITE,
                "squarespace-home-summary-blocks",
                list=["outage", "bridge", "bikelane", "council"],
                features=["houseboat", "review", "ppatch"],
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "News",
                "squarespace-blog-list",
                list=["outage", "bridge", "bikelane", "council", "ppatch"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?offset=1796146920000",
                "section",
                "News",
                "squarespace-blog-list-offset-page2",
                list=["houseboat", "review", "oped"],
                prev="news",
            )
        )
        add(
            page(
                "tag",
                "/news/tag/Transportation",
                "tag",
                "Transportation",
                "squarespace-blog-tag-filter",
                list=["bridge", "bikelane"],
            )
        )
        add(
            page(
                "author",
                "/news?author=5f2b8c1e9a4d7b0012c3e4f5",
                "author",
                "Dana Whitfield",
                "squarespace-blog-author-filter",
                list=["bridge", "bikelane", "council", "oped"],
            )
        )
        add(
            page(
                "search",
                "/search?q=bike+lane",
                "search",
                "Search",
                "squarespace-search",
                list=["bikelane", "bridge", "council"],
            )
        )
        add(
            page(
                "donate",
                "/donate",
                "donate",
                "Support Independent Neighborhood News",
                "squarespace-donate-page",
                [
                    "The Eastlake Dispatch is a nonprofit newsroom. We have no paywall, and we never will. Everything we publish is paid for by readers like you, a handful of local businesses, and one small foundation grant.",
                    "A monthly gift of $10 covers about an hour of reporting at a neighborhood council meeting. A gift of $250 pays for a month of our website, email newsletter and photo storage.",
                    "## Ways to give",
                    "- Monthly membership, starting at $5",
                    "- One-time gift by card or bank transfer",
                    "- Check payable to Eastlake Community News, 2366 Eastlake Ave E #412, Seattle, WA 98102",
                    "- Stock or donor-advised fund gifts: email giving@eastlakedispatch.test",
                    "Eastlake Community News is a 501(c)(3) nonprofit organization. Gifts are tax-deductible to the extent allowed by law. Our EIN is 88-0000000.",
                ],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "Events",
                "squarespace-events-collection",
                [],
                events=[
                    (
                        "Dec",
                        "9",
                        "Eastlake Community Council monthly meeting",
                        "Wednesday, December 9, 2026",
                        "7:00 PM  8:30 PM",
                        "TOPS Library, 2500 Franklin Ave E",
                        "eastlake-community-council-dec",
                    ),
                    (
                        "Dec",
                        "12",
                        "Lighted Boat Parade watch party",
                        "Saturday, December 12, 2026",
                        "5:30 PM  7:30 PM",
                        "Terry Pettus Park",
                        "boat-parade-watch-party",
                    ),
                    (
                        "Dec",
                        "19",
                        "P-Patch winter work party",
                        "Saturday, December 19, 2026",
                        "10:00 AM  1:00 PM",
                        "Eastlake P-Patch",
                        "ppatch-winter-work-party",
                    ),
                    (
                        "Jan",
                        "14",
                        "Dispatch reader coffee",
                        "Thursday, January 14, 2027",
                        "8:00 AM  9:30 AM",
                        "Louisa’s Cafe",
                        "reader-coffee-january",
                    ),
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About Us",
                "squarespace-about-page",
                [
                    "The Eastlake Dispatch covers the Seattle neighborhood between Lake Union and Interstate 5, from the University Bridge to the south end of Fairview Avenue. We started as an email newsletter in 2017 and became a nonprofit newsroom in 2021.",
                    "We are two part-time staff, about a dozen volunteer contributors and a board of seven neighbors. We cover the community council, land use, transportation, schools, local businesses and the houseboat community.",
                    "## Our standards",
                    "We do not endorse candidates. Donors have no say in what we cover. We correct mistakes at the bottom of the story, with the date of the correction.",
                    "## Contact",
                    "News tips: tips@eastlakedispatch.test. Letters and guest columns: editor@eastlakedispatch.test (600 words or fewer, please).",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/news/2026/11/20/eastlake-p-patch-wait-list",
                "error",
                "Page Not Found",
                "squarespace-soft-404-200",
                [
                    "We couldn’t find the page you were looking for. This is either because:",
                    "- There is an error in the URL entered into your web browser. Please check the URL and try again.",
                    "- The page you are looking for has been moved or deleted.",
                ],
            )
        )
        add(
            story(
                "outage",
                "/news/2026/12/4/power-outage-leaves-1900-eastlake-customers-in-the-dark",
                "Power Outage Leaves 1,900 Eastlake Customers in the Dark",
                "2026-12-04",
                "2026-12-04T07:05:00-0800",
                "December 4, 2026",
                [],
                [
                    "About 1,900 Seattle City Light customers in Eastlake lost power for more than three hours Thursday night after an underground cable failed near Eastlake Avenue East and East Lynn Street.",
                    "The outage began just before 8 p.m. and stretched from Fairview Avenue East to the I-5 overpass, according to City Light’s outage map. Traffic signals on Eastlake Avenue went dark, and police directed traffic at the Lynn and Boston intersections for about an hour.",
                    "Crews restored power to most customers by 11:20 p.m. and to the last 60 homes just after 1 a.m. Friday, a City Light spokesperson said. The cause of the cable failure is under investigation.",
                    "Residents who lost refrigerated medication or food can file a claim with the utility within 60 days.",
                ],
                "squarespace-brief-site-account-no-person",
                posted="Eastlake Dispatch",
                tags=["Utilities"],
                cat="News",
            )
        )
        add(
            story(
                "bridge",
                "/news/2026/12/4/university-bridge-to-close-two-weekends-in-january",
                "University Bridge to Close Two Weekends in January for Deck Repairs",
                "2026-12-04",
                "2026-12-04T12:40:00-0800",
                "December 4, 2026",
                ["Dana Whitfield"],
                [
                    "The University Bridge will close to cars and buses for two weekends in January while crews replace worn sections of its steel grate deck, the Seattle Department of Transportation announced Friday.",
                    "The closures are scheduled for January 15–18, over the Martin Luther King Jr. Day weekend, and January 22–25. Each will start at 10 p.m. Friday and end by 5 a.m. Monday. People walking and biking will still be able to cross on the sidewalks, though one side at a time.",
                    "The 1919 drawbridge carries about 26,000 vehicles on a typical weekday, and many more people on bikes and on foot between Eastlake and the University District. SDOT said it picked the weekends because traffic is lighter and the University of Washington is between quarters for part of the first closure.",
                    "QT: “The grating on the north leaf has reached the end of its life. Patching it again would only buy us a few months.”",
                    "## Detours",
                    "Drivers will be sent to the Montlake Bridge or to I-5 via the Roanoke Street and NE 45th Street ramps. King County Metro routes 49 and 70 will be rerouted over the Fremont Bridge, adding ten to fifteen minutes to trips, according to a Metro service advisory.",
                    "Neighbors on Fuhrman Avenue East and Eastlake Avenue East near the south end of the bridge should expect noise from cutting and welding overnight. SDOT said the loudest work would happen before midnight where possible.",
                    "“The grating on the north leaf has reached the end of its life,” said project engineer Tamsin Reyes. “Patching it again would only buy us a few months.”",
                    "The repairs cost an estimated $3.2 million and are paid for by the Levy to Move Seattle. The bridge was last resurfaced in 2011.",
                    "## Bike lane connection",
                    "The work is separate from the planned [[bikelane|protected bike lane on Eastlake Avenue]], which will connect to the bridge’s south end. SDOT said it had coordinated the two so the bridge would not close again when the bike lane opens.",
                    "Businesses near the bridge had asked the city to avoid the holiday season. Sam Aldana, who owns a bike repair shop on Fuhrman Avenue, said January was the “least bad” option. “It’s our slowest month anyway,” he said. “But two weekends in a row is still going to hurt.”",
                    "SDOT will hold an online information session on January 6 at 6 p.m.",
                ],
                "squarespace-post-quote-block",
                tags=["Transportation"],
                cat="News",
            )
        )
        add(
            story(
                "bikelane",
                "/news/2026/12/3/eastlake-avenue-bike-lane-work-to-begin-in-march",
                "Eastlake Avenue Bike Lane Work to Begin in March, City Says",
                "2026-12-03",
                "2026-12-03T16:15:00-0800",
                "December 3, 2026",
                ["Dana Whitfield"],
                [
                    "Construction of protected bike lanes on Eastlake Avenue East will begin in March and last about 18 months, city transportation officials told a packed meeting of the Eastlake Community Council on Wednesday night.",
                    "The project is part of the larger RapidRide J Line, which will bring faster bus service between downtown and the University District. Along with the bike lanes, crews will repave the street, replace aging water mains and add new bus stops with raised boarding platforms.",
                    "It also means the loss of most on-street parking along Eastlake Avenue, a point of friction since the design was first shown in 2019. About 300 spaces will be removed between Fairview Avenue North and the University Bridge.",
                    "FIG: Eastlake Avenue East at Lynn Street | Eastlake Avenue East at East Lynn Street, where a new bus island is planned. Photo by Dana Whitfield",
                    "## Phased work",
                    "SDOT project manager Kelvin Ashby said work will proceed in four phases, starting at the south end near Fairview and moving north. Two lanes of traffic will stay open during construction except for a few overnight closures, and access to driveways and businesses will be kept at all times.",
                    "Ashby said the city would give at least two weeks’ notice before any water shutoffs, which are expected to last no more than eight hours at a time.",
                    "Several business owners at the meeting said they were still worried about losing customers who drive. “We have people who come from Capitol Hill and Wallingford for lunch,” said Grace Lim, who owns a noodle shop near Boston Street. “If they can’t park, they won’t come.”",
                    "The city plans to convert some side-street spaces to 30-minute loading and short-term parking, and to add paid parking on several blocks of Yale Avenue East that are currently free. Ashby said SDOT would study parking use six months after the project opens.",
                    "FIG: Rendering of the finished street | A city rendering of the finished street, with bike lanes on both sides. Image courtesy SDOT",
                    "## Supporters turn out",
                    "Cycling advocates also filled the room. Leah Brandt, a nurse who bikes from Eastlake to a hospital on First Hill, said she has been hit by opening car doors twice on Eastlake Avenue. “I am thrilled this is finally happening,” she said. “I just wish it were happening faster.”",
                    "The bike lanes will be separated from traffic by concrete curbs and, at bus stops, will run behind the boarding platforms so riders do not have to weave around buses.",
                    "The full project is expected to cost about $140 million, with most of the money coming from a federal transit grant. Completion is scheduled for the fall of 2028.",
                    "The community council will host a follow-up session focused on parking in January. Residents can sign up for construction updates on the city’s project page.",
                ],
                "squarespace-post-text-image-text-blocks",
                tags=["Transportation"],
                cat="News",
            )
        )
        add(
            story(
                "council",
                "/news/2026/12/2/council-committee-advances-corner-store-plan",
                "Council Committee Advances Plan to Allow Corner Stores in Residential Zones",
                "2026-12-02",
                "2026-12-02T18:30:00-0800",
                "December 2, 2026",
                ["Dana Whitfield"],
                [
                    "A Seattle City Council committee on Wednesday voted to move forward a proposal that would allow small shops, cafes and other businesses on corner lots in neighborhoods now zoned only for housing.",
                    "The change, part of the city’s update to its comprehensive plan, would let owners of corner lots in Neighborhood Residential zones open businesses of up to 2,500 square feet on the ground floor. Bars, drive-throughs and businesses open after 10 p.m. would not be allowed.",
                    "In Eastlake, the proposal would affect perhaps a dozen corner lots on the blocks east of Eastlake Avenue, according to a map prepared by the city’s planning department. Several of those corners once had grocery stores, including the building at Boylston Avenue East and East Edgar Street that housed a market until the 1970s.",
                    "“Corner stores are part of Seattle’s history. They were zoned out, not priced out,” said Councilmember Irene Sato, who chairs the land use committee. “We’re simply letting neighborhoods have what they used to have.”",
                    "The vote was 4-1. Councilmember Frank Lindqvist opposed it, saying he had heard from residents worried about noise, deliveries and parking on narrow residential streets. He said he would propose an amendment requiring a neighborhood notice and comment period for each new business.",
                    "At a community council meeting last month, Eastlake residents were divided. Some welcomed the idea of being able to walk to a coffee shop. Others said the neighborhood already has a commercial corridor on Eastlake Avenue and that businesses should stay there.",
                    "“I love the idea in theory,” said Marjorie Ellison, who lives on Franklin Avenue East. “I just want to know who is going to enforce the hours when somebody breaks the rules.”",
                    "The full council is expected to vote on the plan in late January. If approved, the rules would take effect thirty days after the mayor signs the legislation.",
                ],
                "squarespace-post-single-text-block",
                tags=["Land Use"],
                cat="News",
            )
        )
        add(
            story(
                "ppatch",
                "/news/2026/12/1/community-garden-adds-22-plots",
                "Community Garden Adds 22 Plots After Two-Year Wait-List Push",
                "2026-12-01",
                "2026-12-01T09:42:00-0800",
                "December 1, 2026",
                ["Priya Natarajan"],
                [
                    "BY: By Priya Natarajan",
                    "The Eastlake P-Patch will grow by 22 plots next spring, nearly doubling its size, after the city agreed to let gardeners expand onto a strip of unused land next to the I-5 colonnade.",
                    "The expansion is the result of a two-year campaign by gardeners frustrated by a wait list that had grown to more than 90 households. Some neighbors had been waiting since 2021 for a 10-by-10-foot plot, according to the garden’s volunteer coordinator, Ruth Okamoto. (We first reported on the wait list in November; [[notfound|read that story here]].)",
                    "“People would move out of the neighborhood before their name came up,” Okamoto said. “That’s not a community garden. That’s a lottery.”",
                    "FIG: Gardeners at the Eastlake P-Patch | Volunteers clearing blackberry brambles from the expansion site in October.",
                    "The city’s Department of Neighborhoods, which runs the P-Patch program, will provide soil, water lines and fencing. Volunteers have already spent four Saturdays clearing blackberry brambles and debris from the site, which had been fenced off since freeway repairs in 2016.",
                    "Four of the new plots will be raised beds built at wheelchair height, and two will be reserved for the food bank garden, which grows vegetables for the University District Food Bank. Last year, the food bank plots produced about 600 pounds of produce, Okamoto said.",
                    "New plots will be assigned from the existing wait list in February. The annual plot fee is $52, with reduced fees available for low-income gardeners.",
                    "Neighbors who want to help can join the winter work party on December 19.",
                ],
                "squarespace-site-account-byline-in-text-stale-link",
                posted="Eastlake Dispatch",
                tags=["Parks"],
                cat="Community",
            )
        )
        add(
            story(
                "houseboat",
                "/news/2026/11/30/lighted-boat-parade-returns",
                "Lighted Boat Parade Returns to Lake Union’s Houseboat Docks",
                "2026-11-30",
                "2026-11-30T14:05:00-0800",
                "November 30, 2026",
                ["Marcus Ono"],
                [
                    "For most of the year, the houseboats on the east shore of Lake Union are a quiet place. Ducks paddle between the docks, paddleboarders glide past, and the loudest sound is a seaplane coming in low over the water.",
                    "On the second Saturday of December, that changes. Dozens of boats strung with lights circle the lake, horns blasting carols, and hundreds of people crowd the docks and the little shoreline parks to watch.",
                    "The Lighted Boat Parade, organized by the Floating Homes Association, returns on December 12 after two years of scaled-back versions. Organizers expect about 40 boats, from kayaks outlined in battery-powered lights to a 1940s tugboat wrapped in more than 10,000 bulbs.",
                    "“We had three boats the first year,” said Joan Pedersen, 81, who has lived on a houseboat at the foot of East Roanoke Street since 1972 and helped start the parade in 1988. “We had no idea what we were doing. One of them caught a string of lights in the propeller.”",
                    "QT: “It’s the one night the whole lake feels like one neighborhood.”",
                    "## A floating tradition",
                    "There are about 500 floating homes on Lake Union and Portage Bay, most of them in Eastlake. Many were built in the early twentieth century as cheap housing for loggers and fishermen. Today, the smallest sell for close to a million dollars.",
                    "Pedersen said the parade began as a way for houseboat residents to thank the neighborhood for supporting them in the 1960s and 70s, when the city tried to remove the floating homes from the lake. “People up the hill signed our petitions and came to hearings,” she said. “This was our way of saying we’re still here.”",
                    "Boat owner Derek Hahn spent three weekends this fall wiring his 26-foot sailboat with lights shaped like a whale. “It’s the one night the whole lake feels like one neighborhood,” he said.",
                    "The parade starts at 6 p.m. from the south end of the lake. The best views in Eastlake are from Terry Pettus Park and the street ends at East Hamlin and East Shelby streets. Organizers ask spectators not to walk onto the private docks.",
                ],
                "squarespace-post-feature-quote-block",
                tags=["Waterfront"],
                cat="Community",
            )
        )
        add(
            story(
                "review",
                "/news/2026/11/28/review-mother-wok-dumplings",
                "Review: Mother Wok’s Dumplings Are Eastlake’s New Comfort Food",
                "2026-11-28",
                "2026-11-28T11:00:00-0800",
                "November 28, 2026",
                ["Marcus Ono"],
                [
                    "The first thing you notice at Mother Wok, the tiny dumpling counter that opened in October in the old dry cleaner’s space on Eastlake Avenue, is the window. Behind it, two cooks fold dumplings all afternoon with a speed that makes it look easy. It is not.",
                    "Owner Lin Feng, who ran a food truck in Bellevue for six years, makes everything by hand, from the wrappers to the chili oil. The menu is short: five kinds of dumplings, two noodle dishes, a cucumber salad and a daily soup. That is a good sign.",
                    "## What to order",
                    "The pork and napa cabbage dumplings ($13 for twelve) are the reason to come. The wrappers are thin but chewy, pleated tight, and the filling is juicy enough that you should bite carefully. Pan-fried, they come out with a lacy golden crust that shatters.",
                    "The vegetarian dumplings, filled with egg, chives and glass noodles, are nearly as good. I was less taken with the shrimp and corn, which were sweet enough to taste like dessert.",
                    "Dan dan noodles ($15) are generous and properly numbing, with a good balance of sesame paste and Sichuan peppercorn. Ask for extra chili oil if you like heat; the default is mild.",
                    "## The details",
                    "There are eight stools and a narrow counter, so most customers take out. Lines form at lunchtime and between 6 and 7 p.m., but they move quickly. Prices are fair for the neighborhood, and portions are large. A dinner for two with drinks came to about $48.",
                    "Service is friendly if brisk. On my second visit, a cook came out to show a child how to fold a dumpling while her parents waited for their order.",
                    "Mother Wok is open Tuesday through Sunday, 11:30 a.m. to 8 p.m. It does not take reservations. Street parking is tight, and will get tighter when bike lane construction starts in the spring.",
                    "Verdict: Go for the pork dumplings, pan-fried. Come early.",
                ],
                "squarespace-review",
                tags=["Food"],
                cat="Food",
            )
        )
        add(
            story(
                "oped",
                "/news/2026/11/27/opinion-keep-the-library-open-on-sundays",
                "Opinion: Keep Our Library Branch Open on Sundays",
                "2026-11-27",
                "2026-11-27T10:10:00-0800",
                "November 27, 2026",
                ["Helen Castellanos"],
                [
                    "BY: Guest column by Helen Castellanos",
                    "Every Sunday afternoon for the past three years, I have watched the same scene at our neighborhood library branch. A dad with two toddlers in the picture-book corner. A retired man reading the Sunday papers he can no longer afford to subscribe to. High school students spread across the big tables, working on group projects because none of their apartments has room for four people and their laptops.",
                    "Starting in February, that will end. To close a budget gap, the library system plans to cut Sunday hours at eleven branches, including ours.",
                    "I understand that the library faces real choices. The system says Sunday hours at smaller branches cost about $1.4 million a year citywide, and that the alternative would be fewer books and fewer staff during the week. I don’t envy the people who have to make those decisions.",
                    "But Sunday is exactly when working families can use the library. Weekday hours end at 6 p.m. at our branch. Saturdays are taken up by jobs, errands and kids’ sports. For many of my neighbors, Sunday afternoon is the only time they can get there.",
                    "It is also the only day the branch’s community room is free for meetings. Our tenants’ association, a Spanish conversation group and an Alcoholics Anonymous meeting all use it on Sundays.",
                    "There are alternatives. The library could stagger Sunday closures, so that nearby branches take turns. It could partner with neighborhood groups to staff the building for a few hours with volunteers, as some rural libraries do. The city council could restore the money, which is less than a rounding error in a city budget of nearly $9 billion.",
                    "The library board meets on December 15 and will take public comment. I hope you will come, or write to them. Tell them what Sunday at the library means to you.",
                    "BY: Helen Castellanos has lived in Eastlake since 1998 and is a retired public school librarian.",
                ],
                "squarespace-guest-column-posted-by-editor",
                posted="Dana Whitfield",
                tags=["Opinion"],
                cat="Opinion",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------
    def posted(self, doc: Doc) -> str:
        return doc.extra.get("posted", doc.authors[0] if doc.authors else "Eastlake Dispatch")

    def author_link(self, name: str) -> str:
        if name == "Dana Whitfield":
            return self.a("author", name, "byline", 'class="blog-author-name"')
        return f'<a href="/news?author={AUTHOR_ID[name]}" class="blog-author-name">{esc(name)}</a>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = f"{doc.title} — {SITE}" if doc.key != "home" else SITE
        desc = self.lede(doc) if doc.is_article else "Nonprofit news for Seattle’s Eastlake neighborhood."
        metas = [
            f"<title>{esc(title)}</title>",
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:site_name" content="{SITE}"/>',
            f'<meta property="og:title" content="{esc(title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<meta property="og:description" content="{esc(desc)}"/>',
            f'<meta itemprop="name" content="{esc(title)}"/>',
            f'<meta itemprop="url" content="{esc(url)}"/>',
            f'<meta name="twitter:title" content="{esc(title)}"/>',
            '<meta name="twitter:card" content="summary"/>',
            f'<meta name="description" content="{esc(desc)}" />',
        ]
        lds = [
            {
                "url": self.origin,
                "name": SITE,
                "description": "Nonprofit news for Seattle’s Eastlake neighborhood.",
                "@context": "http://schema.org",
                "@type": "WebSite",
            },
            {
                "legalName": "Eastlake Community News",
                "address": "2366 Eastlake Ave E #412\nSeattle, WA, 98102\nUnited States",
                "email": "editor@eastlakedispatch.test",
                "telephone": "",
                "sameAs": [],
                "@context": "http://schema.org",
                "@type": "Organization",
            },
        ]
        if doc.is_article:
            metas.append(f'<meta itemprop="author" content="{esc(self.posted(doc))}"/>')
            metas.append(f'<meta itemprop="datePublished" content="{doc.iso}"/>')
            metas.append(f'<meta itemprop="headline" content="{esc(doc.title)}"/>')
            lds.append(
                {
                    "url": url,
                    "name": doc.title,
                    "description": "",
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "headline": doc.title,
                    "author": self.posted(doc),
                    "publisher": {
                        "name": SITE,
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://images.squarespace-cdn.com/content/v1/5e9d0b4a1c7f/logo.png",
                        },
                        "@context": "http://schema.org",
                        "@type": "Organization",
                    },
                    "@context": "http://schema.org",
                    "@type": "Article",
                }
            )
        ld = "\n".join(f'<script type="application/ld+json">{json.dumps(x, ensure_ascii=False)}</script>' for x in lds)
        nav = "".join(
            f'<div class="header-nav-item header-nav-item--collection">{self.a(k, t, "nav")}</div>'
            for k, t in (("news", "News"), ("events", "Events"), ("about", "About"), ("search", "Search"))
        )
        ctx = json.dumps(
            {
                "facebookAppId": "314192535267336",
                "rollups": {
                    "squarespace-common": {
                        "js": "//assets.squarespace.com/universal/scripts-compressed/common-4d8a2c-min.en-US.js"
                    }
                },
                "pageType": 50 if doc.is_article else 2,
                "website": {
                    "id": "5e9d0b4a1c7f3e2d8b6a9f00",
                    "identifier": "eastlake-dispatch",
                    "websiteType": 1,
                    "contentModifiedOn": 1796406000000,
                    "cloneable": False,
                    "siteStatus": {},
                    "language": "en-US",
                    "timeZone": "America/Los_Angeles",
                    "machineTimeZoneOffset": -28800000,
                    "timeZoneOffset": -28800000,
                    "timeZoneAbbr": "PST",
                    "siteTitle": SITE,
                },
                "templateId": "5c5a519771c10ba3470d8101",
            }
        )
        return f"""<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- eastlake-dispatch -->
<base href="">
<meta charset="utf-8" />
{chr(10).join(metas)}
<link rel="image_src" href="https://images.squarespace-cdn.com/content/v1/5e9d0b4a1c7f/{zlib.crc32(doc.key.encode())}/share.jpg" />
<script type="text/javascript" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-1a2b3c-min.en-US.js"></script>
<script>Static = window.Static || {{}}; Static.SQUARESPACE_CONTEXT = {ctx};</script>
{ld}
<link rel="alternate" type="application/rss+xml" title="RSS Feed" href="{self.origin}/news?format=rss" />
<link href="//static1.squarespace.com/static/sitecss/5e9d0b4a1c7f3e2d8b6a9f00/34/5c5a519771c10ba3470d8101/site.css" rel="stylesheet" type="text/css" />
<style>/*PAD*/</style>
</head>
<body id="{"item" if doc.is_article else "collection"}-{zlib.crc32(doc.key.encode()):08x}" class="header-overlay-alignment-center tweak-social-icons-style-regular show-category-navigation event-show-past-events event-thumbnails event-thumbnail-size-32-standard event-date-label  event-list-show-cats event-list-date event-list-time event-list-address event-icalgcal-links  event-excerpts  event-item-back-link gallery-design-grid aspect-ratio-auto lightbox-style-light {"view-item" if doc.is_article else "view-list"} collection-type-blog  mobile-style-available sqs-seven-one" tabindex="-1">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{{}}"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-mobile-layout-logo-center-nav-left header-layout-nav-right" data-test="header-inner">
<div class="header-title-logo">{self.a("home", SITE, "nav", 'data-animation-role="header-element"')}</div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">{nav}</nav></div></div>
<div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta">{self.a("donate", "Donate", "nav", 'class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" data-animation-role="header-element"')}</div></div>
</div></div></header>
<main id="page" class="container" role="main">
{main}
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-footer"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_footer_1"><div class="sqs-block-content"><div class="sqs-html-content"><p class="" style="white-space:pre-wrap;">The Eastlake Dispatch · Nonprofit news for Seattle’s Eastlake neighborhood since 2017</p><p class="" style="white-space:pre-wrap;">{self.a("about", "About", "footer")} · {self.a("donate", "Donate", "footer")} · {self.a("events", "Events", "footer")} · <a href="mailto:tips@eastlakedispatch.test">Send a tip</a> · <a href="/privacy">Privacy</a></p></div></div></div>
<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-yui_footer_2"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><form class="newsletter-form" data-form-id="5e9d0b4a1c7f3e2d8b6a9f44" autocomplete="on" method="POST" onsubmit="return (function (form) {{ Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {{ (new Y.Squarespace.FormSubmit(form)).submit({{ formId: '5e9d0b4a1c7f3e2d8b6a9f44', collectionId: '', objectName: 'page-section-footer' }}); }}); return false; }})(this);"><header class="newsletter-form-header"><h2 class="newsletter-form-header-title">The Weekly Dispatch</h2><div class="newsletter-form-header-description"><p>Our Friday email with everything that happened in Eastlake this week.</p></div></header><div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui_footer">Email Address</label><input id="email-yui_footer" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="Email Address"/></div></div><div class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Sign Up</span></button></div></div><div class="newsletter-form-footnote"><p>We respect your privacy.</p></div></form></div></div></div>
<div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><nav><a href="https://www.instagram.com/eastlakedispatch" target="_blank" aria-label="Instagram">Instagram</a><a href="https://www.facebook.com/eastlakedispatch" target="_blank" aria-label="Facebook">Facebook</a><a href="https://bsky.app/profile/eastlakedispatch.test" target="_blank" aria-label="Bluesky">Bluesky</a></nav></div></div>
</div></div></div></div></div></section></footer>
</div>
<div class="sqs-cookie-banner-v2-wrapper"><div class="sqs-cookie-banner-v2" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text">This website uses cookies to improve your experience.</div><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div></div>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {{if(window.ImageLoader) {{ window.ImageLoader.bootstrap({{}}, document); }}}})();</script>
<script>Squarespace.afterBodyLoad(Y);</script>
</body>
</html>"""

    def sqs_blocks(self, doc: Doc) -> str:
        out: list[str] = []
        buf: list[str] = []
        n = 0

        def flush() -> None:
            nonlocal n
            if buf:
                out.append(
                    f'<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-{bid(doc.key + str(n))}"><div class="sqs-block-content">\n<div class="sqs-html-content">\n'
                    + "\n".join(buf)
                    + "\n</div>\n</div></div>"
                )
                buf.clear()
                n += 1

        for b in doc.blocks:
            k = b[0]
            if k == "p":
                buf.append(f'<p class="" style="white-space:pre-wrap;">{self.inline(b[1])}</p>')
            elif k == "byl":
                buf.append(f'<p class="" style="white-space:pre-wrap;"><em>{self.inline(b[1])}</em></p>')
            elif k in ("h2", "h3"):
                buf.append(f"<h3>{self.inline(b[1])}</h3>")
            elif k in ("ul", "ol"):
                buf.append(
                    f'<{k} data-rte-list="default">'
                    + "".join(f'<li><p class="" style="white-space:pre-wrap;">{self.inline(i)}</p></li>' for i in b[1])
                    + f"</{k}>"
                )
            elif k == "fig":
                flush()
                out.append(
                    f'<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-aspect-ratio="66.5" data-block-type="5" id="block-{bid(b[1])}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none individual-text-animation-none" data-test="image-block-inline-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:2500.0px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:66.5%;overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"><img data-stretch="false" data-src="https://images.squarespace-cdn.com/content/v1/5e9d0b4a1c7f/{zlib.crc32(b[1].encode())}/IMG_{zlib.crc32(b[2].encode()) % 9999:04d}.jpg" data-image-dimensions="2500x1663" data-image-focal-point="0.5,0.5" alt="{esc(b[1])}" data-load="false" elementtiming="system-image-block" src="https://images.squarespace-cdn.com/content/v1/5e9d0b4a1c7f/{zlib.crc32(b[1].encode())}/IMG_{zlib.crc32(b[2].encode()) % 9999:04d}.jpg?format=1000w" width="2500" height="1663" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" loading="lazy" decoding="async"/></div></div><figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">{esc(b[2])}</p></div></figcaption></figure></div></div></div>'
                )
            elif k == "quote":
                flush()
                out.append(
                    f'<div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="block-{bid(b[1])}"><div class="sqs-block-content"><figure class="block-animation-none"><blockquote data-animation-role="quote" data-animation-override><span>“</span>{esc(b[1].strip("“”"))}<span>”</span></blockquote></figure></div></div>'
                )
        flush()
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        posted = self.posted(doc)
        i = ORDER.index(doc.key)
        pag = []
        if i > 0:
            k = ORDER[i - 1]
            inner = f'<div class="item-pagination-icon icon icon--stroke"><svg class="caret-left-icon--small" viewBox="0 0 9 16"><polyline fill="none" stroke-miterlimit="10" points="7.3,14.7 2.5,8 7.3,1.2"></polyline></svg></div><div class="item-pagination-prev-next">Newer Post</div><h2 class="item-pagination-title">{esc(self.docs[k].title)}</h2>'
            pag.append(
                self.a(
                    k,
                    self.docs[k].title,
                    "pagination",
                    'class="item-pagination-link item-pagination-link--prev"',
                    inner,
                )
            )
        if i < len(ORDER) - 1:
            k = ORDER[i + 1]
            pag.append(
                self.a(
                    k,
                    self.docs[k].title,
                    "pagination",
                    'class="item-pagination-link item-pagination-link--next"',
                    f'<div class="item-pagination-prev-next">Older Post</div><h2 class="item-pagination-title">{esc(self.docs[k].title)}</h2>',
                )
            )
        tags = ", ".join(
            self.a("tag", t, "content", 'rel="tag"')
            if t == "Transportation"
            else f'<a href="/news/tag/{t}" rel="tag">{t}</a>'
            for t in doc.extra.get("tags", [])
        )
        bio = ""
        if posted in BIO:
            bio = f'<div class="blog-item-author-profile-wrapper"><a href="/news?author={AUTHOR_ID[posted]}" class="author-avatar"><img src="https://images.squarespace-cdn.com/content/v1/avatar/{AUTHOR_ID[posted]}.jpg" alt=""/></a><div class="author-name">{esc(posted)}</div><div class="author-bio"><p>{esc(BIO[posted])}</p></div></div>'
        return f"""<section id="sections" class="sections" data-animation="none"><section class="page-section"><div class="content-wrapper"><div class="content collection-content-wrapper">
<article class="entry h-entry hentry author-{posted.lower().replace(" ", "-")} post-type-text article-index-{i + 1} category-{doc.extra.get("cat", "News").lower()} tag-{"-".join(t.lower() for t in doc.extra.get("tags", []))}" id="article-{zlib.crc32(doc.key.encode()):024x}" data-item-id="{zlib.crc32(doc.key.encode()):024x}">
<div class="blog-item-wrapper"><div class="blog-item-top-wrapper">
<div class="blog-item-meta-wrapper blog-item-meta-wrapper--top"><div class="blog-meta-item blog-meta-item--categories"><a href="/news/category/{doc.extra.get("cat", "News")}" class="blog-item-category">{doc.extra.get("cat", "News")}</a></div></div>
<div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">{esc(doc.title)}</h1></div>
<div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--date"><div class="entry-dateline"><a href="{self.href(doc.key)}" class="entry-dateline-link"><time class="dt-published date-highlight published" datetime="{doc.iso[:10]}">{doc.stamp}</time></a></div></div>
<div class="blog-meta-item blog-meta-item--author"><span class="entry-author">Posted by {self.author_link(posted)}</span></div></div>
</div>
<div class="blog-item-content-wrapper"><div class="blog-item-content e-content" data-layout-label="Post Body" data-type="item" data-updated-on="{zlib.crc32(doc.key.encode()) % 10**6 + 1796000000000}" data-content-field="main-content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="1796300000000" id="item-{zlib.crc32(doc.key.encode()):024x}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
{self.sqs_blocks(doc)}
</div></div></div>
</div></div>
<div class="blog-item-bottom-wrapper">
<div class="blog-meta-section"><div class="tags-cats"><span class="blog-tags">Tags: {tags}</span></div></div>
<div class="blog-share-like"><div class="squarespace-social-buttons inline-style" data-system-data-id="{zlib.crc32(doc.key.encode())}" data-asset-url="" data-record-type="" data-full-url="{esc(self.url(doc.key))}" data-title="{esc(doc.title)}"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" class="ss-social-button facebook">Facebook</a><a href="https://bsky.app/intent/compose?text={esc(doc.title)}" class="ss-social-button bluesky">Bluesky</a><a href="mailto:?subject={esc(doc.title)}" class="ss-social-button email">Email</a></div></div>
{bio}
<div class="sqs-block newsletter-block" data-block-type="51"><div class="sqs-block-content"><h2 class="newsletter-form-header-title">Like this story? Support the Dispatch.</h2><p>We are nonprofit and reader-funded.</p>{self.a("donate", "Give today", "content", 'class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"')}</div></div>
<section class="item-pagination item-pagination--prev-next" data-collection-type="blog-side-by-side" aria-label="Previous and next">{"".join(pag)}</section>
<div class="blog-item-comments"><div class="squarespace-comments" id="comments-{zlib.crc32(doc.key.encode()):024x}" data-item-id="{zlib.crc32(doc.key.encode()):024x}"><div class="comment-count"><span>0 Comments</span></div><div class="comment-input">Join the discussion... <a href="/account/login">Log in</a></div></div></div>
</div></div></article>
</div></div></section></section>"""

    def summary(self, keys: list[str], title: str, layout: str) -> str:
        items = []
        for k in keys:
            d = self.docs[k]
            thumb = self.a(
                k,
                d.title,
                "content",
                'class="summary-thumbnail-container sqs-gallery-image-container"',
                f'<div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/5e9d0b4a1c7f/{zlib.crc32(k.encode())}/thumb.jpg" alt="{esc(d.title)}" class="summary-thumbnail-image"/></div>',
            )
            link = self.a(k, d.title, "content", 'class="summary-title-link"')
            day = f"{d.stamp[:3]} {d.stamp.split()[1].rstrip(',')}, {d.stamp[-4:]}"
            items.append(
                f'<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-author summary-item-has-cats"><div class="summary-thumbnail-outer-container">{thumb}</div>'
                f'<div class="summary-content sqs-gallery-meta-container"><div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--cats"><a href="/news/category/{d.extra.get("cat", "News")}">{d.extra.get("cat", "News")}</a></span></div></div>'
                f'<div class="summary-title">{link}</div>'
                f'<div class="summary-excerpt"><p>{esc(self.lede(d))}</p></div>'
                f'<div class="summary-metadata-container summary-metadata-container--below-content"><div class="summary-metadata summary-metadata--primary"><time class="summary-metadata-item summary-metadata-item--date" datetime="{(d.iso or "")[:10]}">{day}</time><span class="summary-metadata-item summary-metadata-item--author">{esc(self.posted(d))}</span></div></div></div></div>'
            )
        return f'<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-{bid(title)}"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-blog summary-block-setting-design-{layout} summary-block-setting-text-alignment-left" data-controller="SummaryCarousel"><div class="summary-block-header"><h3 class="summary-heading">{esc(title)}</h3></div><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">{"".join(items)}</div></div></div></div></div>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "home":
            return f"""<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-home"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h2 style="text-align:center;white-space:pre-wrap;">Neighborhood news for Eastlake, by Eastlake.</h2></div></div></div>
{self.summary(doc.extra["list"], "Latest News", "list")}
<div class="sqs-block button-block sqs-block-button" data-block-type="53"><div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center">{self.a("news", "All news", "content", 'class="sqs-block-button-element--medium sqs-button-element--secondary sqs-block-button-element"')}</div></div></div>
{self.summary(doc.extra["features"], "Community & Features", "autogrid")}
<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h3>Coming up</h3><p class="" style="white-space:pre-wrap;">Lighted Boat Parade watch party, Saturday, December 12, Terry Pettus Park. {self.a("events", "See all events", "content")}</p><h3>Browse</h3><p class="" style="white-space:pre-wrap;">{self.a("tag", "Transportation", "content")} · {self.a("author", "Stories by our editor", "content")} · {self.a("oped", "Opinion: Keep Our Library Branch Open on Sundays", "content")}</p></div></div></div>
<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h3>Independent. Nonprofit. Free to read.</h3><p class="" style="white-space:pre-wrap;">The Dispatch is funded by readers. {self.a("donate", "Become a member", "content")} for as little as $5 a month.</p></div></div></div>
</div></div></div></div></section>"""
        if doc.kind == "search":
            res = "".join(
                f'<div class="sqs-search-page-item"><div class="sqs-main-image-container"></div><div class="sqs-content"><div class="sqs-title">{self.a(k, self.docs[k].title, "content")}</div><div class="sqs-url">{esc(self.url(k))}</div><div class="sqs-highlight">… {esc(self.lede(self.docs[k]))} …</div></div></div>'
                for k in doc.extra["list"]
            )
            return f'<div class="sqs-search-page" id="sqs-search-page"><div class="sqs-search-page-input"><form><input class="search-input" name="q" type="text" value="bike lane" placeholder="Search" /></form></div><h1 class="sqs-search-page-title">{esc(doc.title)}</h1><div class="sqs-search-page-result-count">3 results for "bike lane"</div><div class="sqs-search-page-list">{res}</div></div>'
        arts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            more = self.a(k, "Read More", "content", 'class="blog-more-link"')
            arts.append(
                f'<article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-meta-primary"><span class="blog-categories-list"><a href="/news/category/{d.extra.get("cat", "News")}" class="blog-categories">{d.extra.get("cat", "News")}</a></span></span><span class="blog-meta-secondary"><time class="blog-date" pubdate data-animation-role="date">{d.stamp}</time><span class="blog-author">{esc(self.posted(d))}</span></span></div>'
                f'<h1 class="blog-title" data-animation-role="title">{self.a(k, d.title, "content")}</h1><div class="blog-excerpt"><div class="blog-excerpt-wrapper"><p class="" style="white-space:pre-wrap;">{esc(self.lede(d))}</p></div></div>{more}</div></article>'
            )
        head = ""
        if doc.kind == "tag":
            head = f'<div class="blog-list-filter"><span class="blog-list-filter-label">Tagged:</span> <span class="blog-list-filter-value">{esc(doc.title)}</span></div>'
        elif doc.kind == "author":
            head = f'<div class="blog-list-filter"><span class="blog-list-filter-label">Author:</span> <span class="blog-list-filter-value">{esc(doc.title)}</span><p class="author-bio">{esc(BIO["Dana Whitfield"])}</p></div>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="blog-list-pagination"><div class="older">{self.a(doc.extra["more"], "Older Posts", "pagination")}</div></nav>'
        elif doc.extra.get("prev"):
            pag = f'<nav class="blog-list-pagination"><div class="newer">{self.a(doc.extra["prev"], "Newer Posts", "pagination")}</div><div class="older"><a href="/news?offset=1795546800000">Older Posts</a></div></nav>'
        return f'<section class="page-section"><div class="content-wrapper"><div class="content collection-content-wrapper"><div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoader">{head}{"".join(arts)}</div>{pag}</div></div></section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            items = "".join(
                f'<article class="eventlist-event eventlist-event--upcoming eventlist-event--hasimg"><a href="/events/{slug}" class="eventlist-column-date"><div class="eventlist-datetag"><div class="eventlist-datetag-inner"><div class="eventlist-datetag-startdate eventlist-datetag-startdate--month">{mo}</div><div class="eventlist-datetag-startdate eventlist-datetag-startdate--day">{dy}</div></div></div></a><div class="eventlist-column-info"><h1 class="eventlist-title"><a href="/events/{slug}" class="eventlist-title-link">{esc(t)}</a></h1><ul class="eventlist-meta event-meta"><li class="eventlist-meta-item eventlist-meta-date event-meta-item"><time class="event-date">{full}</time></li><li class="eventlist-meta-item eventlist-meta-time event-meta-item"><span class="event-time-localized">{tm}</span></li><li class="eventlist-meta-item eventlist-meta-address event-meta-item">{esc(loc)} <a href="http://maps.google.com?q={esc(loc)}" class="eventlist-meta-address-maplink" target="_blank">(map)</a></li></ul><a href="/events/{slug}" class="eventlist-button sqs-editable-button sqs-button-element--primary">View Event →</a></div></article>'
                for mo, dy, t, full, tm, loc, slug in doc.extra["events"]
            )
            return f'<section class="page-section"><div class="content-wrapper"><h1 class="page-title">{esc(doc.title)}</h1><div class="eventlist eventlist--upcoming">{items}</div><p>Lights on the lake: read about the {self.a("houseboat", "Lighted Boat Parade", "content")}.</p></div></section>'
        body = self.blocks(doc, p_tag='<p class="" style="white-space:pre-wrap;">')
        if doc.kind == "error":
            body += f'<p class="" style="white-space:pre-wrap;">You can return to our homepage by {self.a("home", "clicking here", "content")}, or you can try searching for the content you are seeking by {self.a("search", "clicking here", "content")}.</p>'
        if doc.kind == "donate":
            body += '<div class="sqs-block donation-block sqs-block-donation" data-block-type="36"><div class="sqs-block-content"><div class="sqs-donation-form"><button class="sqs-editable-button sqs-button-element--primary" data-form="{&quot;amounts&quot;:[10,25,50,100]}">Donate</button></div></div></div>'
        return f'<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h1>{esc(doc.title)}</h1>{body}</div></div></div></div></div></div></div></section>'
