# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Millbrook Ledger: a small-town weekly in Millbrook, N.Y., on **Wix** (Wix Blog: `/post/<slug>`, `/blog`,
`/blog/page/2`, `/blog/categories/<cat>`, `/blog/tags/<tag>`, member profiles `/profile/<slug>/profile`, Wix Site
Search `/search-results?q=`, Wix Events `/events`, a Members page), English, UTF-8. Deeply nested `<div>`s with
generated `comp-…` ids, `data-testid` and `data-hook` attributes (`post-title`, `post-description`,
`rich-content-viewer`, `user-name`, `time-ago`, `time-to-read`, `updated-date`). Posts print "Dec 3" (no year),
"Updated: Dec 4" and "4 min read"; `article:published_time` and the `BlogPosting` JSON-LD are in **UTC** with
milliseconds (the budget story, 01:40Z on 4 Dec, is 3 Dec 20:40 in New York). The JSON-LD author is the site (an
Organization) on two posts and a Person named after the site on the brief written from the admin account. The
water-tower special report is a **Wix static page** (page template, no blog markup, no JSON-LD of its own) with a
printed byline and date: an article."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

SITE = "The Millbrook Ledger"
POSTS = ["crash", "budget", "school", "library", "farm", "sports", "column"]
PROFILE = {"Ellen Marsh": "author", "Tom Keegan": "", "Marjorie Haskell": "", "Millbrook Ledger": ""}
SLUG = {
    "Ellen Marsh": "ellenmarsh",
    "Tom Keegan": "tkeegan",
    "Marjorie Haskell": "mhaskell",
    "Millbrook Ledger": "millbrookledger",
}
CATS = {
    "news": "Village News",
    "schools": "Schools",
    "sports": "Sports",
    "opinion": "Opinion",
    "community": "Community",
}


def wid(seed: str, n: int = 8) -> str:
    v = zlib.crc32(seed.encode())
    chars = "abcdefghijklmnopqrstuvwxyz0123456789"
    out = ""
    while len(out) < n:
        out += chars[v % 36]
        v = v // 36 + 7919 * (len(out) + 1)
    return out


class Millbrook(Base):
    origin = "https://www.millbrookledger.test"
    name = SITE
    prefix = "mbl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mbl",
            [
                "#SITE_HEADER",
                "#comp-kf1xq2ab",
                ".blog-post-title-font",
                "[data-hook=post-description]",
                "[data-hook=rich-content-viewer]",
                ".wixui-rich-text__text",
                ".font_8",
                "#SITE_FOOTER",
                "[data-hook=post-list-item]",
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
                "wix-home-static-with-blog-widget",
                list=["crash", "budget", "school", "library"],
                more="blog",
            )
        )
        add(
            page(
                "blog",
                "/blog",
                "section",
                "All Posts",
                "wix-blog-feed",
                list=["crash", "budget", "school", "library"],
                more="blog2",
            )
        )
        add(
            page(
                "blog2",
                "/blog/page/2",
                "section",
                "All Posts",
                "wix-blog-feed-page2",
                list=["farm", "sports", "column"],
                prev="blog",
            )
        )
        add(
            page(
                "cat",
                "/blog/categories/schools",
                "section",
                "Schools",
                "wix-blog-category",
                list=["school", "sports", "library"],
            )
        )
        add(page("tag", "/blog/tags/village-board", "tag", "village board", "wix-blog-tag", list=["budget", "column"]))
        add(
            page(
                "author",
                "/profile/ellenmarsh/profile",
                "author",
                "Ellen Marsh",
                "wix-member-profile",
                [
                    "Editor and publisher of The Millbrook Ledger since 2019. Before that, eleven years covering Dutchess County government for a daily in Poughkeepsie.",
                    "Send news tips, letters and corrections to editor@millbrookledger.test.",
                ],
                list=["budget", "column"],
            )
        )
        add(
            page(
                "search",
                "/search-results?q=budget",
                "search",
                "Search Results",
                "wix-site-search",
                list=["budget", "school"],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "Upcoming Events",
                "wix-events-list",
                [],
                events=[
                    (
                        "Sat, Dec 12",
                        "5:00 PM",
                        "Holiday Tree Lighting",
                        "Village Green, Franklin Ave",
                        "holiday-tree-lighting-2026-12-12-17-00",
                    ),
                    (
                        "Tue, Dec 15",
                        "7:00 PM",
                        "Village Board Meeting",
                        "Village Hall, 35 Merritt Ave",
                        "village-board-meeting-2026-12-15-19-00",
                    ),
                    (
                        "Thu, Dec 17",
                        "6:30 PM",
                        "Ledger Readers' Holiday Party",
                        "Thorne Building Community Room",
                        "readers-holiday-party-2026-12-17-18-30",
                    ),
                    (
                        "Sat, Jan 9",
                        "10:00 AM",
                        "Library Book Sale",
                        "Millbrook Library, lower level",
                        "library-book-sale-2027-01-09-10-00",
                    ),
                    (
                        "Mon, Jan 18",
                        "9:00 AM",
                        "Day of Service Food Drive",
                        "Millbrook Fire House",
                        "day-of-service-food-drive-2027-01-18-09-00",
                    ),
                ],
            )
        )
        add(
            page(
                "members",
                "/members",
                "members",
                "Members",
                "wix-members-directory",
                [],
                people=[
                    ("Ellen Marsh", "Editor & Publisher"),
                    ("Tom Keegan", "Reporter"),
                    ("Marjorie Haskell", "Contributing Writer"),
                    ("Dave Ruiz", "Photographer"),
                    ("Millbrook Ledger", "Admin"),
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About the Ledger",
                "wix-static-about",
                [
                    "The Millbrook Ledger is an independent weekly newspaper serving the Village of Millbrook and the towns of Washington and Stanford. We print every Thursday and post news here as it happens.",
                    "The Ledger was revived in 2019 after a seven-year gap, when a group of residents bought the name and the old subscriber list from the previous owners. It is owned by Ledger Community Media LLC and has no outside investors.",
                    "Our office is on the second floor of 3271 Franklin Avenue, above the hardware store. Walk-ins are welcome Tuesday through Thursday, 10 a.m. to 3 p.m.",
                    "## Corrections",
                    "We correct errors promptly. If you see something wrong, write to editor@millbrookledger.test and tell us what it is.",
                    "## Advertising",
                    "Display and classified rates are on our rate card. Deadline for the Thursday paper is Monday at noon.",
                ],
            )
        )
        add(
            story(
                "crash",
                "/post/route-44-reopens-after-early-morning-crash",
                "Route 44 Reopens After Early-Morning Crash Near Shunpike",
                "2026-12-04",
                "2026-12-04T12:15:41.027Z",
                "Dec 4",
                [],
                [
                    "Route 44 reopened shortly before 9 a.m. Friday after a two-vehicle crash near the Shunpike intersection closed the road in both directions for nearly two hours.",
                    "State police said a pickup truck heading east crossed the center line on a curve just after 6:40 a.m. and struck a westbound sedan. Both drivers were taken to Vassar Brothers Medical Center in Poughkeepsie with injuries that troopers described as not life-threatening.",
                    "Traffic was detoured along Route 343 while crews from Millbrook and Verbank fire companies cleared the scene. Ice on the shoulder may have been a factor, troopers said, and the crash remains under investigation.",
                    "Anyone who witnessed it is asked to call the State Police barracks in Millbrook.",
                ],
                "wix-post-brief-admin-author",
                section="news",
                author_shown="Millbrook Ledger",
                ld_author=("Person", "Millbrook Ledger"),
                views=212,
            )
        )
        add(
            story(
                "budget",
                "/post/village-board-adopts-4-1-million-budget",
                "Village Board Adopts $4.1 Million Budget, Holds Tax Rate Flat",
                "2026-12-03",
                "2026-12-04T01:40:12.304Z",
                "Dec 3",
                ["Ellen Marsh"],
                [
                    "The Millbrook Village Board on Thursday night adopted a $4.1 million budget for the coming fiscal year that keeps the property tax rate where it is, but only by drawing down the village’s reserve fund for the second year running.",
                    "The vote was 4-1, with Trustee Paul Desmarais voting no. He said the board was “papering over” a structural gap that will get harder to close each year the village dips into savings.",
                    "The spending plan is up about 3.8 percent from this year, driven largely by health insurance for village employees and a new contract with the highway department’s union. To hold the rate at $6.12 per $1,000 of assessed value, the board will move $186,000 out of its unassigned fund balance.",
                    "Mayor Carla Benedetti defended the decision. “Residents have told us loud and clear that they are stretched,” she said. “We have a healthy reserve precisely so that we don’t have to hit people with a big jump in a hard year.”",
                    "## What’s in it",
                    "The largest single line remains the police department, at just over $1.2 million, followed by highway and sanitation. The budget adds one part-time clerk position at Village Hall and sets aside $40,000 toward a study of the aging water tower on Church Street, which engineers flagged last spring.",
                    "It does not include money for the sidewalk replacement on Front Street that several residents asked for at last month’s public hearing. Benedetti said the board will apply for a state grant for that project in January.",
                    "Water and sewer rates, which are set separately, will rise 5 percent on January 1.",
                    "## The reserve question",
                    "According to figures presented by village treasurer Lynn Okafor, the unassigned fund balance stood at about $1.05 million at the end of the last fiscal year. After this budget, it is projected to fall to roughly $870,000, or about 21 percent of annual spending.",
                    "State comptroller guidelines suggest municipalities keep between 5 and 15 percent of spending in reserve, Okafor said, so the village is still on firm footing. But Desmarais pointed out that the draw this year is larger than last year’s, and that the water tower alone could cost several million dollars.",
                    "“We’re not going to be able to fund that out of savings,” he said. “Either we start raising the rate a little every year now, or we do it all at once later.”",
                    "Trustee Ann Whitcomb, who voted yes, said she shared some of those concerns and wanted the board to begin work on a five-year financial plan after the new year. The board agreed to hold a workshop on the plan in February.",
                    "The budget takes effect June 1. The full document is posted on the village website and available at Village Hall.",
                ],
                "wix-post-utc-next-day-updated",
                section="news",
                tags=["village board"],
                updated="Updated: Dec 4",
                views=389,
                comments=3,
            )
        )
        add(
            story(
                "school",
                "/post/school-board-sets-february-vote-on-capital-project",
                "School Board Sets February Vote on $18 Million Capital Project",
                "2026-12-02",
                "2026-12-02T15:05:47.811Z",
                "Dec 2",
                ["Tom Keegan"],
                [
                    "Voters in the Millbrook school district will decide on February 9 whether to borrow up to $18.4 million for repairs and upgrades at the district’s three buildings, the board of education decided Tuesday.",
                    "The project would replace the roof and boilers at the middle school, upgrade fire alarms and ventilation throughout the district, rebuild the track and add a secure entrance vestibule at the elementary school. About $2.3 million of the total is for the athletic fields.",
                    "Superintendent Dr. Renata Sousa said the district has been patching the middle school boilers “one winter at a time” for years. “We had a morning last January when three classrooms were at 54 degrees,” she said. “That is not a learning environment.”",
                    "District business official Greg Halvorsen told the board that state building aid would cover roughly 58 percent of eligible costs. The district also plans to put $1.5 million from its capital reserve toward the project, which would reduce the amount borrowed.",
                    "Under the district’s estimate, the owner of a home assessed at $350,000 would pay about $74 more a year in school taxes once the bonds are issued. Those figures will be refined before the vote, Halvorsen said.",
                    "Board member Jessica Tran asked whether the track could be separated into its own ballot question, so voters could approve the building work without the athletic fields. Sousa said the district’s architects advised against it because some of the drainage work for the fields also protects the middle school’s foundation. The board voted 6-1 to keep a single proposition, with Tran opposed.",
                    "The district will hold two public information sessions before the vote: January 12 at 7 p.m. in the high school auditorium, and January 23 at 10 a.m. at the elementary school. Tours of the middle school boiler room will be offered after each session.",
                    "Voting will take place from noon to 9 p.m. in the high school gym. Absentee ballot applications are available from the district clerk.",
                ],
                "wix-post-person-ld",
                section="schools",
                views=274,
            )
        )
        add(
            story(
                "library",
                "/post/library-reading-room-reopens-monday",
                "Library Renovation Wraps Up Early; Reading Room Reopens Monday",
                "2026-12-01",
                "2026-12-01T19:48:02.655Z",
                "Dec 1",
                ["Marjorie Haskell"],
                [
                    "After four months of hard hats and plastic sheeting, the main reading room at the Millbrook Library will reopen to the public on Monday, almost three weeks ahead of schedule.",
                    "The $640,000 renovation, paid for by a state library construction grant and a fundraising campaign that drew more than 400 donors, replaced the room’s failing windows, refinished the original oak floors and added accessible shelving and a ramp to the periodicals alcove.",
                    "FIG: The reading room with new windows | The reading room’s new windows were made to match the 1920s originals. (Photo: Dave Ruiz)",
                    "Library director Naomi Castellano said the contractor, Hudson Valley Restoration of Red Hook, moved faster than expected once the windows arrived. “We were braced for surprises behind the plaster, and for once there weren’t any,” she said.",
                    "The children’s room, which moved to the community room during construction, will return to its usual space over the weekend. The library will be closed Saturday to finish the move.",
                    "Starting Monday, the library will keep expanded winter hours:",
                    "- Monday and Wednesday: 10 a.m. to 8 p.m.",
                    "- Tuesday and Thursday: 10 a.m. to 6 p.m.",
                    "- Friday: 10 a.m. to 5 p.m.",
                    "- Saturday: 10 a.m. to 2 p.m.",
                    "A ribbon-cutting with the library trustees and donors is planned for Saturday, December 19, at 11 a.m., with cider and cookies from the Friends of the Library. Castellano said the Friends are also organizing a book sale in January to clear out donations that piled up while the building was partly closed.",
                    "“People have been so patient,” she said. “We want them to come in, sit by those windows and see what they paid for.”",
                ],
                "wix-post-image-list-updated",
                section="community",
                updated="Updated: Dec 2",
                views=156,
                comments=1,
            )
        )
        add(
            story(
                "farm",
                "/post/hollow-pine-farm-fourth-generation-balsam",
                "At Hollow Pine Farm, Fourth-Generation Growers Bet on Balsam",
                "2026-11-30",
                "2026-11-30T17:22:03.090Z",
                "Nov 30",
                ["Marjorie Haskell"],
                [
                    "On the Saturday after Thanksgiving, the gravel lot at Hollow Pine Farm on Bangall Road fills up by 9 a.m. Families in boots and flannel pull saws from a wooden rack by the barn and head up the hill, arguing about height.",
                    "It has looked more or less like this for sixty years, but the trees themselves are changing. Beth and Sam Larkin, who took over the farm from Sam’s parents in 2015, have spent the past decade pulling out Scotch pine and Douglas fir and replanting with balsam and Fraser fir, which hold their needles longer and, Beth says, “smell like Christmas is supposed to smell.”",
                    "The switch has not been cheap. A balsam takes eight to ten years to reach six feet, and seedlings cost more than twice what they did when the Larkins started. Two dry summers in a row killed about a third of one year’s planting.",
                    "“You are always farming for ten years from now,” Sam said, walking a row of knee-high Frasers he planted in 2022. “Whatever we decide today, we find out if it was right when our kids are in high school.”",
                    "## A changing market",
                    "The Larkins sell about 1,800 trees a season, almost all of them cut by customers. Prices this year range from $65 to $110, depending on size, a few dollars more than last year. Beth said costs for fuel, labor and insurance have all gone up, and the farm has resisted raising prices faster than that.",
                    "They compete with big-box stores selling trees trucked in from North Carolina and Oregon, and with artificial trees that get better every year. What keeps people coming, Beth believes, is the outing itself. The farm added a small warming hut with hot cider in 2019, and a wreath workshop on Sunday afternoons that sells out every weekend.",
                    "Sam’s father, Walter Larkin, still comes out most weekends to help tie trees to car roofs. He remembers when his own father sold trees for two dollars apiece off a flatbed in the village. “People thought he was crazy, charging for something that grows on its own,” Walter said. “Turns out it doesn’t grow on its own.”",
                    "Hollow Pine is open Fridays through Sundays until December 20, from 9 a.m. to 4 p.m. Saws and twine are provided. Dogs on leashes are welcome.",
                ],
                "wix-post-ld-author-organization",
                section="community",
                ld_author=("Organization", SITE),
                views=431,
            )
        )
        add(
            story(
                "sports",
                "/post/blazers-open-season-with-win",
                "Blazers Open Season With 58-51 Win Over Tri-Valley",
                "2026-11-28",
                "2026-11-29T03:12:55.400Z",
                "Nov 28",
                ["Tom Keegan"],
                [
                    "Senior guard Jaylen Brooks scored 14 of his 22 points in the second half Friday night as the Millbrook boys basketball team pulled away from Tri-Valley Academy for a 58-51 win in the season opener.",
                    "The Blazers trailed 27-24 at halftime after going cold from the outside, hitting just two of eleven three-point attempts in the first two quarters. Coach Mike Donnelly said he told his players at the break to stop settling for long shots and attack the basket.",
                    "They did. Brooks got to the free-throw line eight times in the second half and made seven, and junior forward Caleb Weiss added six of his ten points in the third quarter, when Millbrook outscored Tri-Valley 18-9.",
                    "“We were a little nervous early, which you expect in the first game,” Donnelly said. “Once we slowed down and got the ball inside, we looked like the team we’ve been in practice.”",
                    "Tri-Valley cut the lead to four with two minutes left on a pair of threes by guard Marcus Delgado, who led all scorers with 24 points. But Millbrook made six straight free throws in the final 90 seconds to close it out.",
                    "Sophomore Owen Pratt, starting his first varsity game, had eight rebounds and three blocked shots.",
                    "Donnelly, in his third season, has only two seniors on a roster that lost four starters to graduation in June. He said the inexperience showed in the first half, when Millbrook committed nine turnovers, but he liked how his younger players handled the pressure late in the game.",
                    "“Last year we might have folded when they made that run,” Brooks said. “This group doesn’t get rattled. We just kept talking to each other.”",
                    "The Blazers host Dover on Tuesday at 6:30 p.m. and travel to Webutuck on Friday.",
                ],
                "wix-post-ld-org-utc-next-day",
                section="sports",
                ld_author=("Organization", SITE),
                views=198,
            )
        )
        add(
            story(
                "column",
                "/post/from-the-editors-desk-why-we-still-print",
                "From the Editor’s Desk: Why We’re Still Printing on Thursdays",
                "2026-11-27",
                "2026-11-27T14:30:19.518Z",
                "Nov 27",
                ["Ellen Marsh"],
                [
                    "Every few weeks someone stops me at the post office or the deli and asks, kindly, why we bother. Why pay a printer in Kingston, a driver and the Postal Service to deliver a paper that will be out of date by Friday, when we could just put everything on this website?",
                    "It is a fair question, and with our printing costs going up 9 percent in January, it is one the Ledger’s board has asked too. Here is my answer.",
                    "First, the paper is still how most of you read us. We have about 1,350 paid print subscribers and another few hundred who pick up a copy at Marona’s or the library. The website gets more visitors, but most of them read one story and leave. The people who read the whole paper, including the legal notices, the police blotter and the school lunch menu, are print readers.",
                    "Second, a printed paper is a record. When the village board adopts a budget, or a zoning variance is granted, or a neighbor dies, that fact is printed on paper and filed in the library’s bound volumes. Websites change. Links break. We learned that the hard way when the old Ledger’s site disappeared in 2012 and took a decade of local history with it.",
                    "Third, and I will admit this one is personal, a newspaper that arrives at your door every week is a promise. It says that someone is paying attention to the village board and the school board and the planning board every single week, not just when something explodes.",
                    "None of this means the website is an afterthought. We post breaking news here first, and we will keep doing that. Starting in January, subscribers will also be able to read the full print edition online as a PDF on Thursday morning.",
                    "But we are going to keep printing. To do that, the subscription price will rise from $48 to $54 a year on February 1, the first increase since we relaunched. Seniors and students will continue to pay $36.",
                    "If you have thoughts on any of this, I would genuinely like to hear them. My email is at the bottom of this page, and the office door is open on Tuesdays.",
                ],
                "wix-post-column-person-ld",
                section="opinion",
                tags=["village board"],
                views=522,
                comments=7,
            )
        )
        add(
            story(
                "tower",
                "/water-tower-special-report",
                "The Water Tower Nobody Wants to Pay For",
                "2026-12-02",
                None,
                "December 2, 2026",
                ["Ellen Marsh"],
                [
                    "It is the tallest thing in the village, and for most of the people who drive past it on Church Street, the 1931 steel water tower is just part of the skyline. To the engineers who climbed it last spring, it is a problem with a price tag.",
                    "A condition report prepared for the village by Delaware Engineering in May found corrosion on the tower’s legs and bowl, failing coatings inside the tank, and a ladder and catwalk that no longer meet federal safety standards. It recommended that the village either rehabilitate the tower within five years or replace it.",
                    "Rehabilitation, the report estimated, would cost between $2.6 million and $3.1 million. A new tank of the same capacity, 300,000 gallons, would cost about $4.4 million, not counting land.",
                    "For a village whose entire annual budget is about $4.1 million, neither number is small.",
                    "## How we got here",
                    "The tower was last painted in 1998. At that time, village records show, the board set aside money for the next repainting in a capital reserve. That reserve was tapped in 2009 to cover a shortfall in the sewer fund and never fully rebuilt.",
                    "“Every board since then has known the tower needed work,” said former mayor Richard Hale, who served from 2011 to 2017. “It was always the thing we would do next year.”",
                    "The water system serves about 1,400 customers, including some outside the village line. Water rates, not property taxes, are supposed to pay for the system, which means any major project will show up on residents’ quarterly water bills.",
                    "## The options",
                    "Village officials say they are looking at three possibilities. The first is a straightforward rehabilitation: sandblasting, recoating inside and out, new safety equipment and structural repairs, financed with a 30-year bond. At current rates, treasurer Lynn Okafor estimated, that would add roughly $160 a year to the average household’s water bill.",
                    "The second is replacement with a new tank on village-owned land near the highway garage, which would allow the old tower to stay in service during construction. It is the most expensive choice, but would buy the village seventy or more years.",
                    "The third, raised by Trustee Paul Desmarais, is to explore a shared system with the Town of Washington, which is studying its own water needs for the hamlet of Mabbettsville. Desmarais said sharing storage could cut costs for both, but acknowledged that such agreements take years to negotiate.",
                    "The state’s Water Infrastructure Improvement Act offers grants of up to 25 percent of project costs for municipalities that qualify, and the village plans to apply in the spring round. Officials are also hoping for low-interest financing through the state’s drinking water revolving fund.",
                    "## What residents say",
                    "At a public hearing in October, about two dozen people turned out. Several urged the board to keep the old tower, which appears on the village’s letterhead and in countless holiday photos. Others asked why the repairs were not done years ago, when they would have been cheaper.",
                    "“Nobody is going to vote for a bigger water bill,” said Linda Ferris, who has lived on Church Street since 1984. “But nobody is going to vote for no water either.”",
                    "The board set aside $40,000 in its new budget for a detailed engineering study, due next summer. A decision on which path to take is expected by fall.",
                ],
                "wix-static-page-dated-byline-article",
                section="news",
                static=True,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------
    def nav(self) -> str:
        items = [
            ("home", "Home"),
            ("blog", "News"),
            ("tower", "Special Report"),
            ("events", "Events"),
            ("members", "Members"),
            ("about", "About"),
        ]
        lis = "".join(
            '<li class="wixui-horizontal-menu__item" data-testid="menuItem"><div data-testid="linkElement">'
            + self.a(
                k,
                t,
                "nav",
                f'class="StylableHorizontalMenu3372578893__menuItem" data-testid="linkElement" id="comp-{wid(k)}"',
            )
            + "</div></li>"
            for k, t in items
        )
        return f'<nav id="comp-kf1xq2cd" aria-label="Site" class="wixui-horizontal-menu"><ul class="itemsContainer" data-testid="itemsContainer">{lis}<li class="wixui-horizontal-menu__item"><a href="https://www.millbrookledger.test/subscribe" data-testid="linkElement">Subscribe</a></li></ul></nav>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (
            self.lede(doc)
            if (doc.is_article or doc.blocks)
            else "Independent weekly news for Millbrook, Washington and Stanford, N.Y."
        )
        title = f"{doc.title} | {SITE}" if doc.key != "home" else f"{SITE} | Millbrook, NY Weekly Newspaper"
        m = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(title)}"/>',
            f'<meta property="og:description" content="{esc(desc)}"/>',
            f'<meta property="og:image" content="https://static.wixstatic.com/media/3f1a2b_{wid(doc.key, 20)}~mv2.jpg/v1/fill/w_1200,h_630,al_c/3f1a2b_{wid(doc.key, 20)}~mv2.jpg"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            f'<meta property="og:site_name" content="{SITE}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article and not doc.extra.get("static") else "website"}"/>',
        ]
        if doc.is_article and not doc.extra.get("static"):
            kind, name = doc.extra.get("ld_author", ("Person", doc.authors[0] if doc.authors else SITE))
            author: dict[str, str] = {"@type": kind, "name": name}
            if kind == "Person" and name in SLUG:
                author["url"] = f"{self.origin}/profile/{SLUG[name]}/profile"
            ld = {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "description": desc,
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://static.wixstatic.com/media/3f1a2b_{wid(doc.key, 20)}~mv2.jpg",
                    "width": 1200,
                    "height": 630,
                },
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": SITE,
                    "logo": {"@type": "ImageObject", "url": "https://static.wixstatic.com/media/3f1a2b_logo~mv2.png"},
                },
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            m.append(
                f'<meta property="article:author" content="{self.origin}/profile/{SLUG[doc.authors[0] if doc.authors else "Millbrook Ledger"]}/profile"/>'
            )
            m.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            m.append(f'<meta property="article:modified_time" content="{doc.iso}"/>')
        else:
            ld = {"@context": "https://schema.org/", "@type": "WebSite", "name": SITE, "url": self.origin + "/"}
            if doc.key == "home":
                ld = {
                    "@context": "https://schema.org/",
                    "@type": "LocalBusiness",
                    "name": SITE,
                    "url": self.origin + "/",
                    "address": {
                        "@type": "PostalAddress",
                        "streetAddress": "3271 Franklin Ave",
                        "addressLocality": "Millbrook",
                        "addressRegion": "NY",
                        "postalCode": "12545",
                        "addressCountry": "US",
                    },
                    "telephone": "(845) 555-0142",
                }
            m.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        m.append('<meta name="twitter:card" content="summary_large_image"/>')
        m.append(f'<meta name="twitter:title" content="{esc(title)}"/>')
        m.append(
            f'<link rel="alternate" href="{self.origin}/blog-feed.xml" title="{SITE} - RSS" type="application/rss+xml"/>'
        )
        return "\n".join(m)

    def frame(self, doc: Doc, main: str) -> str:
        model = json.dumps(
            {
                "siteFeatures": [
                    "assetsLoader",
                    "businessLogger",
                    "captcha",
                    "clickHandlerRegistrar",
                    "commonConfig",
                    "componentsLoader",
                    "componentsRegistry",
                    "consentPolicy",
                    "cyclicTabbing",
                    "domSelectors",
                    "environment",
                    "locationWixCodeSdk",
                    "mpaNavigation",
                    "navigationManager",
                    "navigationPhases",
                    "ooi",
                    "pages",
                    "panorama",
                    "renderer",
                    "reporter",
                    "router",
                    "scrollRestoration",
                    "seoWixCodeSdk",
                    "seo",
                    "sessionManager",
                    "siteMembersWixCodeSdk",
                    "siteMembers",
                    "siteScrollBlocker",
                    "siteWixCodeSdk",
                    "stores",
                    "structureApi",
                    "thunderboltInitializer",
                    "tpaCommons",
                    "translations",
                    "usedPlatformApis",
                    "warmupData",
                    "windowMessageRegistrar",
                    "windowWixCodeSdk",
                    "wixEmbedsApi",
                    "componentsReact",
                    "platform",
                ],
                "site": {
                    "metaSiteId": "5c2e8f1a-7b3d-4e9a-a1c0-" + wid(doc.key, 12),
                    "siteId": "9d41b7e2-0c6a-4f83-b5d2-7e10a3c9f548",
                    "externalBaseUrl": self.origin,
                    "siteRevision": 2184,
                    "isPremiumDomain": True,
                    "appNameForBiEvents": "thunderbolt",
                },
                "language": {"userLanguage": "en", "siteLanguage": "en"},
                "requestUrl": self.url(doc.key),
                "viewMode": "desktop",
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/3f1a2b_fav~mv2.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/3f1a2b_fav~mv2.png" type="image/png"/>
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script>window.__BROWSER_DEPRECATION__ = false; window.fedops = window.fedops || {{}}; window.fedops.apps = window.fedops.apps || {{}}; window.fedops.apps['thunderbolt'] = {{startLoadTime: Date.now()}};</script>
<script id="wix-viewer-model" type="application/json">{model}</script>
{self.head(doc)}
<style id="css_masterPage">/*PAD*/</style>
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Qd3JE2 ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mkgG3O">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"></div><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-kf1xq2ab" class="comp-kf1xq2ab wixui-rich-text" data-testid="richTextElement"><p class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">{self.a("home", SITE, "nav")}</span></p></div>
<div id="comp-kf1xq2ef" class="comp-kf1xq2ef wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">Serving Millbrook, Washington &amp; Stanford since 1897</p></div>
{self.nav()}
<div id="comp-kf1xq2gh" class="comp-kf1xq2gh" data-testid="login-button"><button aria-label="Log In" data-hook="login-button">Log In</button></div>
</div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="{wid(doc.key + "p")}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc{wid(doc.key, 4)}" class="Containerc{wid(doc.key, 4)} SPY_vo"><div id="c{wid(doc.key, 4)}" class="c{wid(doc.key, 4)}"><div class="c{wid(doc.key, 4)}inlineContent" data-testid="inline-content">
{main}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content">
<div id="comp-kf1xq3aa" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">The Millbrook Ledger · 3271 Franklin Ave, 2nd floor · Millbrook, NY 12545 · <a href="mailto:editor@millbrookledger.test">editor@millbrookledger.test</a> · (845) 555-0142</p></div>
<div id="comp-kf1xq3bb" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">{self.a("about", "About", "footer")} · {self.a("events", "Events", "footer")} · {self.a("blog", "All News", "footer")} · <a href="https://www.facebook.com/millbrookledger" target="_blank">Facebook</a> · <a href="https://www.instagram.com/millbrookledger" target="_blank">Instagram</a></p></div>
<div id="comp-kf1xq3cc" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">© 2026 by The Millbrook Ledger. Proudly created with <a href="https://www.wix.com/?utm_campaign=vir_created_with" target="_blank">Wix.com</a></p></div>
</div></footer>
</div></div>
<div id="SCROLL_TO_BOTTOM" class="Qd3JE2 ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="bottom of page"><span class="mkgG3O">bottom of page</span></div>
</div></div>
<div id="consent-banner-root" data-hook="consent-banner-root"><div data-hook="ccsu-banner-wrapper" role="region" aria-label="Cookie banner"><p data-hook="ccsu-banner-text">This website uses cookies. By accepting, you agree to our use of such cookies. <a href="/privacy-policy" data-hook="ccsu-banner-policy-link">Privacy Policy</a></p><button data-hook="ccsu-banner-decline-all">Decline All</button><button data-hook="ccsu-banner-accept-all">Accept</button><button data-hook="ccsu-banner-settings-button">Settings</button></div></div>
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a8c2d4e1.bundle.min.js" async></script>
</body>
</html>"""

    def ricos(self, doc: Doc) -> str:
        out = []
        for i, b in enumerate(doc.blocks):
            vid = f"viewer-{wid(doc.key + str(i), 5)}"
            k = b[0]
            if k == "p":
                out.append(
                    f'<p class="_3_JZ0 _1ZKTb public-DraftStyleDefault-block-depth0 public-DraftStyleDefault-text-ltr" id="{vid}" dir="auto"><span style="font-size:18px">{self.inline(b[1])}</span></p>'
                )
            elif k in ("h2", "h3"):
                out.append(
                    f'<{k} class="_3_JZ0 _2PHJq" id="{vid}" dir="auto"><span style="font-weight:700">{self.inline(b[1])}</span></{k}>'
                )
            elif k in ("ul", "ol"):
                lis = "".join(
                    f'<li class="_2aOUU" dir="auto"><p class="_3_JZ0" id="{vid}{j}" dir="auto">{self.inline(t)}</p></li>'
                    for j, t in enumerate(b[1])
                )
                out.append(f'<{k} class="_1SoFp">{lis}</{k}>')
            elif k == "fig":
                out.append(
                    f'<div type="image" class="_3bRmU" id="{vid}"><div data-hook="imageViewer" class="_2mGuR"><div class="_3WJnn"><wow-image data-image-info=\'{{"displayMode":"fill"}}\'><img src="https://static.wixstatic.com/media/3f1a2b_{wid(b[1], 20)}~mv2.jpg/v1/fill/w_740,h_493,al_c,q_80,enc_auto/image.jpg" alt="{esc(b[1])}" loading="lazy"/></wow-image></div><figcaption data-hook="imageViewerCaption" class="_1-T1H">{esc(b[2])}</figcaption></div></div>'
                )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("static"):
            return self.static_story(doc)
        shown = doc.extra.get("author_shown", doc.authors[0] if doc.authors else "")
        who = (
            self.a(PROFILE[shown], shown, "byline", 'data-hook="user-name" class="tQ0Q1A user-name"')
            if PROFILE.get(shown)
            else f'<a href="/profile/{SLUG[shown]}/profile" data-hook="user-name" class="tQ0Q1A user-name">{esc(shown)}</a>'
        )
        words = sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")
        mins = max(1, round(words / 200))
        meta = [
            f'<li class="_2hJ9Q"><span class="post-metadata__date time-ago" data-hook="time-ago">{doc.stamp}</span></li>'
        ]
        if doc.extra.get("updated"):
            meta.append(f'<li class="_2hJ9Q"><span data-hook="updated-date">{doc.extra["updated"]}</span></li>')
        meta.append(
            f'<li class="_2hJ9Q"><span class="post-metadata__readTime" data-hook="time-to-read">{mins} min read</span></li>'
        )
        cat = doc.section
        hook = 'data-hook="category-label-list__item" class="_3ZIDf"'
        if cat in ("schools", "sports"):
            item = self.a("cat", CATS[cat], "content", hook)
        else:
            item = f'<a href="/blog/categories/{cat}" {hook}>{CATS[cat]}</a>'
        cats = f'<div class="_3BaD8" data-hook="post-categories-list"><ul class="_2Q7lH"><li>{item}</li></ul></div>'
        tags = ""
        if doc.extra.get("tags"):
            thook = 'data-hook="tag-label" class="oV3qV"'
            tl = "".join("<li>" + self.a("tag", t, "content", thook) + "</li>" for t in doc.extra["tags"])
            tags = f'<nav aria-label="tags" data-hook="post-tags"><ul class="_2MtJK">{tl}</ul></nav>'
        recent = [k for k in POSTS if k != doc.key][:3]
        rec = "".join(
            f'<div data-hook="post-list-item" class="gallery-item-container"><div data-hook="post-list-item__image"><img src="https://static.wixstatic.com/media/3f1a2b_{wid(k, 20)}~mv2.jpg/v1/fill/w_292,h_219/image.jpg" alt=""/></div><div data-hook="post-title" class="blog-post-homepage-title-font">{self.a(k, self.docs[k].title, "related")}</div><div class="_1kYI4"><span data-hook="view-count">{self.docs[k].extra.get("views", 0)} views</span><span data-hook="comment-count">{self.docs[k].extra.get("comments", 0)} comments</span></div></div>'
            for k in recent
        )
        ncom = doc.extra.get("comments", 0)
        return f"""<section id="comp-{wid(doc.key + "s")}" class="wixui-section" tabindex="-1"><div data-testid="columns" class="V5AUxf"><div id="comp-{wid(doc.key + "c")}" class="comp-{wid(doc.key + "c")} YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-{wid(doc.key + "c")}inlineContent" data-testid="inline-content"><div id="TPAMultiSection_{wid(doc.key + "t")}" class="TPAMultiSection_{wid(doc.key + "t")}"><div data-testid="tpaWidgetNativeDeadComp"></div>
<div class="post-page" data-hook="post-page"><div class="_1DdS8 blog-post-page-font" data-hook="post-page-container">
<article class="_2rQkV blog-post-page-font" data-hook="post">
<div class="_3Hkx3" data-hook="post-header"><div class="_1y0Nj" data-hook="post-main-actions-desktop"><div class="_3kwTR" data-hook="avatar-image"><img src="https://static.wixstatic.com/media/3f1a2b_{wid(shown, 12)}~mv2.jpg/v1/fill/w_32,h_32/avatar.jpg" alt="{esc(shown)}" width="32" height="32"/></div>
<div data-hook="user-name-wrapper" class="_2jrVI">{who}</div>
<ul class="_2wH8i post-metadata" data-hook="post-metadata">{"".join(meta)}</ul>
<button type="button" data-hook="more-button" aria-label="More actions">···</button></div></div>
<div class="_1Vx1E" data-hook="post-title-wrapper"><h1 class="_1D31u blog-post-title-font blog-post-title-color _2dJ_H post-title" data-hook="post-title"><span class="post-title__text blog-post-title-font blog-post-title-color">{esc(doc.title)}</span></h1></div>
<div class="_3Q_Vw" data-hook="post-description"><div data-id="content-viewer" data-hook="rich-content-viewer" class="_2y3Ob rich-content-viewer" dir="ltr"><div class="_10hub" data-rce-version="9.12.1" data-hook="ricos-viewer">
{self.ricos(doc)}
</div></div></div>
<div class="_3RsxE" data-hook="post-footer">{tags}{cats}
<div data-hook="post-main-actions__share" class="_1sA7r"><button aria-label="Share via Facebook" data-hook="share-button__facebook">Facebook</button><button aria-label="Share via X" data-hook="share-button__twitter">X (Twitter)</button><button aria-label="Share via LinkedIn" data-hook="share-button__linked-in">LinkedIn</button><button aria-label="Share via link" data-hook="share-button__link">Copy link</button></div>
<div class="_2uGvn post-stats" data-hook="post-stats"><span data-hook="view-count">{doc.extra.get("views", 0)} views</span><span data-hook="comment-count">{ncom} comments</span><button data-hook="like-button" aria-label="Post not marked as liked">♡</button></div>
</div>
</article>
<section class="_2lHkA" data-hook="recent-posts"><div class="_1AfsO"><h2 class="_3T5Az" data-hook="recent-posts__title">Recent Posts</h2>{self.a("blog", "See All", "related", 'data-hook="recent-posts__see-all"')}</div><div class="_3ZB0V" data-hook="recent-posts-list">{rec}</div></section>
<section data-hook="comments-root" class="_1gpjg"><h2 data-hook="comments-header">Comments</h2><div data-hook="comment-box"><button data-hook="comment-box__placeholder">Write a comment...</button></div>{"" if ncom else '<p data-hook="comments-empty-state">Be the first to comment.</p>'}</section>
</div></div></div></div></div></div></section>"""

    def static_story(self, doc: Doc) -> str:
        parts = []
        for i, b in enumerate(doc.blocks):
            cid = f"comp-{wid(doc.key + 'b' + str(i))}"
            if b[0] == "p":
                parts.append(
                    f'<div id="{cid}" class="{cid} wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text" style="line-height:1.7em;"><span style="font-family:georgia,palatino,serif;" class="wixui-rich-text__text">{self.inline(b[1])}</span></p></div>'
                )
            elif b[0] == "h2":
                parts.append(
                    f'<div id="{cid}" class="{cid} wixui-rich-text" data-testid="richTextElement"><h4 class="font_4 wixui-rich-text__text"><span class="wixui-rich-text__text">{self.inline(b[1])}</span></h4></div>'
                )
        return f"""<section id="comp-lq2x8d00" class="wixui-section"><div data-testid="columns"><div id="comp-lq2x8d0a" class="wixui-column-strip__column"><div data-testid="inline-content">
<div id="comp-lq2x8d1a" class="wixui-image" data-testid="imageX"><img src="https://static.wixstatic.com/media/3f1a2b_tower2026~mv2.jpg/v1/fill/w_980,h_420,al_c,q_85/tower.jpg" alt="Church Street water tower"/></div>
<div id="comp-lq2x8d1c" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">SPECIAL REPORT · PART ONE</span></p></div>
<div id="comp-lq2x8d1f" class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">{esc(doc.title)}</span></h1></div>
<div id="comp-lq2x8d1h" class="wixui-rich-text" data-testid="richTextElement"><h6 class="font_6 wixui-rich-text__text"><span class="wixui-rich-text__text">The 1931 tower on Church Street needs millions in repairs. The village has set aside $40,000.</span></h6></div>
<div id="comp-lq2x8d1k" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">By Ellen Marsh · {doc.stamp}</span></p></div>
<div id="comp-lq2x8d1m" class="wixui-horizontal-line" data-testid="horizontalLine"><hr/></div>
{chr(10).join(parts)}
<div id="comp-lq2x8d2z" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span style="font-style:italic;" class="wixui-rich-text__text">Part two, on what other Hudson Valley villages have done with their towers, will appear in the December 17 print edition. Read the village budget story: {self.a("budget", "Village Board Adopts $4.1 Million Budget", "content")}.</span></p></div>
<div id="comp-lq2x8d3a" data-testid="buttonElement">{self.a("blog", "More local news", "content", 'class="wixui-button" data-testid="linkElement"')}</div>
</div></div></div></section>"""

    def card(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        words = sum(len(plain(b[1]).split()) for b in d.blocks if b[0] == "p")
        return f"""<div data-hook="post-list-item" class="_1pRvh gallery-item-container"><article class="_3JiLr blog-post-homepage-description-font"><div data-hook="post-list-item__image" class="_2eUHr"><img src="https://static.wixstatic.com/media/3f1a2b_{wid(k, 20)}~mv2.jpg/v1/fill/w_454,h_341,fp_0.50_0.50,q_90/image.jpg" alt=""/></div>
<div class="_3Ap-I"><div data-hook="post-list-item__header" class="_1p6Ti"><span data-hook="user-name" class="tQ0Q1A">{esc(d.extra.get("author_shown", d.authors[0] if d.authors else ""))}</span><ul class="post-metadata"><li><span data-hook="time-ago">{d.stamp}</span></li><li><span data-hook="time-to-read">{max(1, round(words / 200))} min read</span></li></ul></div>
<h2 data-hook="post-title" class="blog-post-homepage-title-font">{self.a(k, d.title, zone)}</h2>
<div data-hook="post-description" class="_2vjm- blog-post-homepage-description-font"><div class="BOlnTh">{esc(self.lede(d))}</div></div>
<div data-hook="post-list-item__footer" class="_3KoqA"><span data-hook="view-count">{d.extra.get("views", 0)} views</span><span data-hook="comment-count">{d.extra.get("comments", 0)} comments</span></div></div></article></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        links = (
            self.a("blog", "All Posts", "nav"),
            '<a href="/blog/categories/news">Village News</a>',
            self.a("cat", "Schools", "nav"),
            '<a href="/blog/categories/community">Community</a>',
            '<a href="/blog/categories/opinion">Opinion</a>',
        )
        lis = "".join("<li>" + x + "</li>" for x in links)
        menu = f'<nav data-hook="blog-desktop-header-container" class="_2xCqc"><ul data-hook="category-menu">{lis}</ul><div data-hook="search-input"><input type="search" placeholder="Search" aria-label="Search"/></div></nav>'
        if doc.key == "home":
            return f"""<section id="comp-kf1xq4aa" class="wixui-section"><div id="comp-kf1xq4ab" class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">Local news, every Thursday</h2><p class="font_8 wixui-rich-text__text">Independent, reader-supported reporting on Millbrook, Washington and Stanford.</p></div></section>
<section id="comp-kf1xq4ba" class="wixui-section"><div id="comp-kf1xq4bb" class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_3 wixui-rich-text__text">SPECIAL REPORT</h3></div><div id="comp-kf1xq4bc" class="wixui-rich-text" data-testid="richTextElement"><p class="font_7 wixui-rich-text__text">{self.a("tower", "The Water Tower Nobody Wants to Pay For", "content")}</p><p class="font_8 wixui-rich-text__text">The 1931 tower on Church Street needs millions in repairs. Here is how the village got here, and what happens next.</p></div></section>
<section id="comp-kf1xq4ca" class="wixui-section"><div id="comp-kf1xq4cb" class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_3 wixui-rich-text__text">LATEST NEWS</h3></div>
<div id="TPAMultiSection_kf1xq4cc" data-hook="post-list"><div data-hook="post-list-wrapper" class="_9g1Ob">{cards}</div></div>
<div data-testid="buttonElement">{self.a("blog", "See all news", "content", 'class="wixui-button"')}</div></section>
<section id="comp-kf1xq4da" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_3 wixui-rich-text__text">MORE</h3><p class="font_8">{self.a("farm", "At Hollow Pine Farm, Fourth-Generation Growers Bet on Balsam", "content")}</p><p class="font_8">{self.a("column", "From the Editor’s Desk: Why We’re Still Printing on Thursdays", "content")}</p><p class="font_8">{self.a("cat", "School news", "content")} · {self.a("tag", "Village board coverage", "content")} · {self.a("author", "Ellen Marsh", "content")} · {self.a("search", "Search the Ledger", "content")}</p></div></section>
<section id="comp-kf1xq4ea" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_3 wixui-rich-text__text">UPCOMING EVENTS</h3><p class="font_8">Holiday Tree Lighting · Sat, Dec 12 · Village Green</p><p class="font_8">{self.a("events", "See all events", "content")}</p></div>
<form data-testid="form" id="comp-kf1xq4eb" aria-label="Subscribe"><label for="input_comp-kf1xq4ec">Get the Ledger’s Thursday headlines by email</label><input id="input_comp-kf1xq4ec" type="email" placeholder="Email*" required/><button data-testid="buttonElement">Subscribe</button></form></section>"""
        pag = ""
        if doc.extra.get("more"):
            nxt = self.a(doc.extra["more"], "Next", "pagination", 'aria-label="Next page"')
            pag = f'<nav data-hook="pagination" aria-label="Pagination"><span aria-current="page">1</span>{self.a(doc.extra["more"], "2", "pagination")}<a href="/blog/page/3">3</a>{nxt}</nav>'
        elif doc.extra.get("prev"):
            pag = f'<nav data-hook="pagination" aria-label="Pagination">{self.a(doc.extra["prev"], "Previous", "pagination")}{self.a(doc.extra["prev"], "1", "pagination")}<span aria-current="page">2</span><a href="/blog/page/3">3</a></nav>'
        head = ""
        if doc.kind == "section" and doc.key == "cat":
            head = f'<h1 data-hook="category-header-title" class="_1gO-9">{esc(doc.title)}</h1><p data-hook="category-header-description">News from the Millbrook school district and its teams.</p>'
        elif doc.kind == "tag":
            head = f'<h1 data-hook="tag-header-title"># {esc(doc.title)}</h1>'
        elif doc.kind == "search":
            head = f'<h1 class="font_2">{esc(doc.title)}</h1><div data-hook="search-box"><input type="search" value="budget" aria-label="Search"/></div><p data-hook="search-results-count">Showing 2 results for "budget"</p><ul data-hook="search-tabs"><li><a href="/search-results?q=budget&amp;type=all">All (3)</a></li><li aria-selected="true">Blog Posts (2)</li><li><a href="/search-results?q=budget&amp;type=pages">Pages (1)</a></li></ul>'
        elif doc.kind == "author":
            head = f'<div data-hook="profile-header"><img src="https://static.wixstatic.com/media/3f1a2b_{wid("Ellen Marsh", 12)}~mv2.jpg/v1/fill/w_150,h_150/avatar.jpg" alt="" data-hook="profile-photo"/><h1 data-hook="profile-name">{esc(doc.title)}</h1><p data-hook="profile-title">Editor &amp; Publisher</p><p data-hook="member-join-date">Joined: Mar 12, 2019</p><div data-hook="profile-stats"><span>4 Followers</span><span>2 Following</span></div></div><nav data-hook="profile-tabs"><a aria-current="page">Blog Posts</a><a href="/profile/ellenmarsh/blog-comments">Blog Comments</a><a href="/profile/ellenmarsh/blog-likes">Blog Likes</a></nav><section data-hook="profile-about"><h2>About</h2>{self.blocks(doc)}</section>'
        return f'<section class="wixui-section"><div id="TPAMultiSection_{wid(doc.key + "f")}" class="blog-feed" data-hook="blog-feed">{menu}{head}<div data-hook="post-list-wrapper" class="_9g1Ob">{cards}</div>{pag}</div></section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            items = "".join(
                f'<li data-hook="event-list-item" class="_1OZGd"><div data-hook="ev-list-image"><img src="https://static.wixstatic.com/media/3f1a2b_{wid(t, 16)}~mv2.jpg" alt=""/></div><div data-hook="ev-list-item-content"><div data-hook="date">{d}, {tm}</div><h3 data-hook="title"><a href="/event-details/{slug}">{esc(t)}</a></h3><div data-hook="location">{esc(loc)}</div><a href="/event-details/{slug}" data-hook="ev-rsvp-button" class="_3bXyA">RSVP</a></div></li>'
                for d, tm, t, loc, slug in doc.extra["events"]
            )
            return f'<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0">{esc(doc.title)}</h1><p class="font_8">Community events in and around the village. Want your event listed? Email events@millbrookledger.test by Monday noon.</p></div><div data-hook="events-widget" class="_2mz2X"><ul data-hook="events-list" class="_3xMl2">{items}</ul><a href="/events?page=2" data-hook="load-more-button">Load More</a></div><p class="font_9">Looking for the village board story? Read {self.a("budget", "the budget vote", "content")}.</p></section>'
        if doc.kind == "members":
            rows = []
            for n, r in doc.extra["people"]:
                if n == "Ellen Marsh":
                    link = self.a("author", n, "content", 'data-hook="member-name"')
                else:
                    link = f'<a href="/profile/{SLUG.get(n, "daveruiz")}/profile" data-hook="member-name">{esc(n)}</a>'
                rows.append(
                    f'<li data-hook="member-list-item"><img src="https://static.wixstatic.com/media/3f1a2b_{wid(n, 12)}~mv2.jpg/v1/fill/w_80,h_80/avatar.jpg" alt=""/>{link}<span data-hook="member-title">{esc(r)}</span><button data-hook="follow-button">Follow</button></li>'
                )
            items = "".join(rows)
            return f'<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0">{esc(doc.title)}</h1><p class="font_8">Our staff and contributors. Sign up to follow writers and comment on stories.</p></div><div data-hook="members-list-widget"><ul data-hook="member-list">{items}</ul></div><button data-hook="login-button">Log In / Sign Up</button></section>'
        body = self.blocks(doc, p_tag='<p class="font_8 wixui-rich-text__text">')
        return f'<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0 wixui-rich-text__text">{esc(doc.title)}</h1>{body}</div><div class="wixui-rich-text"><p class="font_8">{self.a("members", "Meet our staff", "content")}</p></div></section>'
