# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Cedar Valley Sentinel: a US local daily (Cedar Falls, Iowa) on WordPress with the tagDiv "Newspaper" theme:
`td-post-content`, `td-module-meta-info`, absolute URLs, `/2026/12/02/slug/` permalinks, `/category/news/local/`,
`/category/news/local/page/2/`, `/tag/winter/`, `/author/dwhitfield/`, `/?s=parking`, The Events Calendar and
WP Recipe Maker pages. Yoast writes its JSON-LD graph on some pages (dates in UTC, the post's author account as
the author); the top bar prints today's date on every page. Central time (-06:00 in December)."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

SITE = "https://www.cedarvalleysentinel.test"


def jdump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")


def h3(doc: Doc) -> Doc:
    """'### ' lines become h3 (the listicle items)."""
    doc.blocks = [("h3", b[1][4:]) if b[0] == "p" and b[1].startswith("### ") else b for b in doc.blocks]
    return doc


class Cedar(Base):
    origin = SITE
    name = "Cedar Valley Sentinel"
    prefix = "cv"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True  # WordPress writes absolute URLs

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cv",
            [
                ".td-header-wrap",
                ".td_module_flex",
                ".td-post-content",
                ".td-module-meta-info",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                ".tdb-menu",
                ".td-category-header",
            ],
            260,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Cedar Valley Sentinel",
                "wp-tagdiv-home",
                list=["water-bond", "parking", "wire", "video", "lane", "opinion", "photos"],
                yoast=True,
            )
        )
        add(
            page(
                "local",
                "/category/news/local/",
                "section",
                "Local News",
                "wp-tagdiv-category",
                list=["parking", "lane", "water-bond", "video", "wire"],
                more="local2",
                yoast=True,
            )
        )
        add(
            page(
                "local2",
                "/category/news/local/page/2/",
                "section",
                "Local News",
                "wp-tagdiv-category-page2",
                list=["photos", "hospice", "opinion"],
                prev="local",
                pageno=2,
            )
        )
        add(
            page(
                "tag",
                "/tag/winter/",
                "tag",
                "winter",
                "wp-tagdiv-tag",
                list=["parking", "video", "lane", "wire"],
                yoast=True,
            )
        )
        add(
            page(
                "author",
                "/author/dwhitfield/",
                "author",
                "Dana Whitfield",
                "wp-tagdiv-author-long-bio",
                [
                    "Dana Whitfield has covered Cedar Falls city government, the Cedar Valley's utilities and the Black Hawk County Board of Supervisors for the Sentinel since 2014. Before that she spent six years at the Mason City Globe Gazette, where she started on the night cops beat and later covered agriculture and rural schools.",
                    "She grew up on a dairy farm outside Decorah and studied journalism and political science at the University of Northern Iowa, where she edited the student newspaper for two years. Her 2019 series on lead service lines in older Waterloo neighborhoods won first place for public service reporting from the Iowa Newspaper Association and led the city to speed up its replacement program.",
                    "Dana reads every line of every council packet so you do not have to, and she is always happy to hear from readers about public meetings, budgets, permits and anything else that involves your tax dollars. She is especially interested in tips about infrastructure: water, sewer, roads, bridges and the people who keep them working.",
                    "Outside the newsroom she coaches a youth soccer team, volunteers at the Hartman Reserve Nature Center and is slowly restoring a 1964 Ford pickup in her garage. She lives in Cedar Falls with her husband, two children and a dog named Pothole.",
                    "Reach her at 319-555-0112 or dwhitfield@cedarvalleysentinel.test. Follow her coverage on the Sentinel's local news page.",
                ],
                list=["water-bond", "hospice"],
                role="Senior Reporter",
            )
        )
        add(
            page(
                "search",
                "/?s=parking",
                "search",
                "Search Results for: parking",
                "wp-tagdiv-search",
                list=["parking", "lane", "water-bond"],
            )
        )
        add(
            page(
                "event",
                "/event/cedar-valley-holiday-craft-fair/",
                "events",
                "Cedar Valley Holiday Craft Fair",
                "wp-tribe-event-long-description",
                [
                    "More than 140 makers from across northeast Iowa fill both halls of the UNI-Dome concourse for the 38th Cedar Valley Holiday Craft Fair, the largest indoor handmade market in the region. Expect hand-thrown pottery, quilts, wooden toys, beeswax candles, knitwear, jewelry, prints by local artists, dog treats, jams, honey and enough fudge to last until spring.",
                    "This year the fair adds a Young Makers Row, where twelve students from Cedar Falls and Waterloo high schools sell their own work and keep all of the proceeds. The row is sponsored by the Cedar Falls Community Foundation, which also covers the students' booth fees and offers a short workshop on pricing and small-business taxes the week before the fair.",
                    "Santa arrives at 10 a.m. and stays until noon for photos in the east hall; bring your own camera or phone. The Cedar Falls High School chamber choir performs carols at 11 a.m. and again at 1:30 p.m., and the Friends of the Library run a used-book sale near the north entrance with hardcovers for $2 and paperbacks for $1.",
                    "Food trucks park along the west side of the building, and the Lions Club sells coffee, hot cider and cinnamon rolls inside. Strollers are welcome, but the concourse can be crowded around midday; the organizers suggest arriving after 2 p.m. for a calmer visit.",
                    "Admission is $3 for adults and free for children under 12. Bring a canned food item for the Northeast Iowa Food Bank and get $1 off. Parking is free in lots C and D, and MET Transit runs an extra shuttle from the downtown transit center every 30 minutes.",
                    "Vendors who want to be placed on the waiting list for next year can contact the organizers through the Cedar Falls Tourism and Visitors Bureau.",
                ],
                when="December 12, 2026 @ 9:00 am - 4:00 pm",
                venue="UNI-Dome concourse, 2501 Hudson Road, Cedar Falls, IA 50613",
                cost="$3",
            )
        )
        add(
            page(
                "jobs",
                "/careers/education-reporter/",
                "jobs",
                "Now hiring: Education reporter",
                "wp-tagdiv-page-job-ad",
                [
                    "The Cedar Valley Sentinel is looking for a curious, organized reporter to cover schools in Cedar Falls, Waterloo and the surrounding districts, along with the University of Northern Iowa and Hawkeye Community College.",
                    "## What you will do",
                    "- Attend school board meetings and explain budgets, enrollment, staffing and policy decisions in plain language.",
                    "- Build sources among teachers, parents, students and administrators.",
                    "- Write daily news stories and at least one longer feature or analysis each month.",
                    "- Shoot basic photos and short vertical videos for our website and social channels.",
                    "## What we are looking for",
                    "- One to three years of reporting experience, including internships or student media.",
                    "- Comfort with public records requests and simple spreadsheets.",
                    "- A valid driver's license and a reliable vehicle; mileage is reimbursed.",
                    "## Pay and benefits",
                    "The starting salary range is $44,000 to $50,000 depending on experience. The position includes health and dental insurance, a 401(k) match, 15 days of paid time off and a paid week between Christmas and New Year's Day.",
                    "To apply, send a cover letter, a resume and three clips to editor Mark Jorgensen at jobs@cedarvalleysentinel.test by January 9, 2027. The Sentinel is an equal opportunity employer.",
                ],
            )
        )
        add(
            page(
                "recipe",
                "/recipes/apricot-kolaches/",
                "recipe",
                "Aunt Marlene's apricot kolaches",
                "wp-recipe-maker-card",
                [],
                summary="Soft, slightly sweet yeast buns with a dried-apricot filling and a crumbly posypka topping, from the Sentinel's 2026 holiday cookbook.",
                ingredients=[
                    "1 cup whole milk, warmed",
                    "2 1/4 teaspoons active dry yeast",
                    "1/3 cup sugar",
                    "2 large eggs plus 1 yolk",
                    "1/2 cup butter, melted",
                    "4 cups all-purpose flour",
                    "1 teaspoon salt",
                    "8 ounces dried apricots",
                    "1/2 cup water and 1/3 cup sugar for the filling",
                    "1/4 cup flour, 1/4 cup sugar and 2 tablespoons cold butter for the topping",
                ],
                steps=[
                    "Stir the yeast and a pinch of sugar into the warm milk and let it foam for 10 minutes.",
                    "Beat in the sugar, eggs, yolk and melted butter, then add the flour and salt and knead until smooth, about 8 minutes.",
                    "Cover and let rise until doubled, about 1 1/2 hours.",
                    "Simmer the apricots with the water and sugar for 20 minutes, then mash or blend until thick.",
                    "Shape the dough into 24 balls, flatten slightly on greased pans and let rise 30 minutes.",
                    "Press a deep well in each bun, fill with a spoonful of apricot and sprinkle with the rubbed topping.",
                    "Bake at 375 degrees for 15 to 18 minutes, until golden. Brush the edges with melted butter.",
                ],
                times=("45 mins", "18 mins", "2 hrs 45 mins", "24 kolaches"),
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "wp-tagdiv-page-policy-updated",
                [
                    "Last updated: March 3, 2026",
                    "This policy explains what information the Cedar Valley Sentinel collects when you visit cedarvalleysentinel.test, subscribe to the print or digital edition, sign up for newsletters or contact the newsroom, and how we use it.",
                    "## Information we collect",
                    "When you subscribe we collect your name, delivery address, e-mail address, phone number and payment details. Payments are processed by our payment provider; we do not store full card numbers.",
                    "When you browse the site we and our advertising partners use cookies and similar technologies to count visits, remember your log-in, limit how often you see the same ad and understand which stories readers find useful.",
                    "## How we use it",
                    "We use your information to deliver the newspaper, manage your account, send the newsletters you asked for, respond to your questions and improve our journalism. We do not sell subscriber lists.",
                    "## Your choices",
                    "You can unsubscribe from any newsletter using the link at the bottom of each message, change your cookie settings at any time from the footer of the site, and ask us to correct or delete your account information by writing to privacy@cedarvalleysentinel.test.",
                    "Residents of some states have additional rights under state law. We will respond to verified requests within 45 days.",
                    "## Changes",
                    "We may update this policy from time to time. The date at the top of the page shows when it was last changed.",
                ],
            )
        )

        add(
            story(
                "water-bond",
                "/2026/12/01/council-sends-water-plant-bond-to-voters/",
                "Council sends $48 million water plant bond to voters",
                "2026-12-01",
                "2026-12-01T21:40:12-06:00",
                "December 1, 2026",
                ["Dana Whitfield", "Marcus Ortega"],
                [
                    "The Cedar Falls City Council voted 6-1 late Tuesday to put a $48 million bond for a new water treatment plant on the March 3 ballot, ending nearly two years of debate over how to replace a facility that still runs on filters installed in 1958.",
                    "If voters approve the measure, the average household would see its monthly water bill rise by about $6.20 over three years, according to figures presented by the city's finance director, Carla Hoffmeier. The bond would be repaid over 25 years.",
                    "“We are not asking people to buy something shiny,” said council member Pete Andersen, who chairs the utilities committee. “We are asking them to replace something that is one bad winter away from failing.”",
                    "The lone no vote came from council member Gwen Sorensen, who said she supports a new plant but wanted the council to wait until the state decides on a pending revolving-loan application that could cut the city's interest costs. “We could be leaving four or five million dollars on the table,” she said.",
                    "## A plant older than most of its operators",
                    "The Lincoln Street plant treats an average of 5.4 million gallons a day drawn from eight wells along the Cedar River. Utilities manager Rob Kettering told the council that two of its four sand filters were taken out of service this year after inspectors found cracked underdrains, and that replacement parts for the plant's chlorine feed system are no longer manufactured.",
                    "During a cold snap last January, the plant ran at 94% of capacity for eleven days, Kettering said. Staff members slept at the plant on three of those nights so they could respond to alarms.",
                    "An engineering study completed in September by a Des Moines firm estimated that repairing the existing plant would cost $31 million and extend its life by only about 15 years. A new plant on city-owned land east of Union Road would be designed to last 50 years and could be expanded if the industrial park on the city's north side keeps growing.",
                    "## Residents split at hearing",
                    "About 60 people attended the public hearing before the vote, and 14 spoke. Most said they accepted the need for a new plant but worried about the cost for people on fixed incomes.",
                    "“I'm on Social Security. Six dollars is six dollars,” said Arlene Mott, who has lived on Walnut Street for 41 years. She asked the council to consider a discount for low-income seniors, an idea Mayor Jim Brandvold said staff would study before the election.",
                    "Others urged the council to move faster. Tom Rasmussen, who owns a car wash on West First Street, said a boil order during a main break in 2024 cost him three days of business. “The pipes in the ground are somebody else's problem,” he said. “The plant is ours.”",
                    "## What happens next",
                    "The city will hold three informational meetings in January, the first on Jan. 8 at the public library. Because the measure is a general obligation bond, it needs 60% approval to pass.",
                    "If the bond fails, Kettering said, the city would begin the $31 million repair plan anyway, paid for through rate increases without a vote. “Either way, the plant has to be fixed,” he said. “The question on the ballot is how.”",
                ],
                "wp-tagdiv-long-two-authors-yoast-utc-next-day",
                section="Local News",
                dek="The March 3 special election will ask residents to approve the largest borrowing in city history; bills would rise about $6 a month.",
                image="The Lincoln Street water treatment plant",
                fig="The Lincoln Street water treatment plant opened in 1958. Two of its four filters were taken out of service this year. (Cedar Valley Sentinel file photo)",
                tags=["water plant", "city council"],
                yoast_author="Dana Whitfield",
                views="2,841",
            )
        )
        add(
            h3(
                story(
                    "parking",
                    "/2026/12/02/10-things-to-know-about-the-winter-parking-ban/",
                    "10 things to know about the Cedar Falls winter parking ban",
                    "2026-12-02",
                    "2026-12-02T07:05:33-06:00",
                    "December 2, 2026",
                    ["Marcus Ortega"],
                    [
                        "The city's winter parking rules take effect at 2 a.m. whenever 2 inches of snow have fallen, and the first real storm of the season is in the forecast for this weekend. Here is what residents need to know before the plows roll.",
                        "### 1. The ban starts automatically",
                        "You do not have to wait for an announcement. Once 2 inches of snow have fallen, the ban is in effect at 2 a.m. and stays in effect until streets are cleared curb to curb, usually within 48 hours.",
                        "### 2. Odd and even days still matter",
                        "On odd-numbered days, park on the side of the street with odd-numbered addresses; on even days, the even side. The switch happens at 2 a.m., not at midnight.",
                        "### 3. Snow routes are different",
                        "The 22 streets marked with red-and-white snow route signs are off limits to parking entirely during a ban. The list includes Main Street, Rainbow Drive and most of the frontage roads along University Avenue.",
                        "### 4. Tickets cost more this year",
                        "The fine for parking during a ban rose from $25 to $40 on July 1. A second ticket in the same storm costs $60.",
                        "### 5. Towing is back",
                        "After a two-year pause, the city will again tow vehicles that block plows on snow routes. Owners pay the $95 tow fee plus $15 a day in storage at the public works yard on Center Street.",
                        "### 6. You can sign up for alerts",
                        "Text alerts announcing when a ban starts and ends are free. About 4,100 people signed up last winter, according to the city; residents can register on the city website or by calling public works.",
                        "### 7. Downtown has its own rules",
                        "Municipal lots on Second and Fourth streets stay open during a ban, but vehicles must be moved between 1 a.m. and 6 a.m. on the night each lot is cleared, which is posted on signs at the entrances.",
                        "### 8. Don't push snow into the street",
                        "Shoveling or blowing snow from driveways into the street is a municipal violation. The city says it mostly issues warnings, but repeat cases can be fined $50.",
                        "### 9. Sidewalks are your job",
                        "Property owners have 24 hours after snow stops falling to clear their sidewalks. If they do not, the city can hire a contractor and add the cost to the property tax bill.",
                        "### 10. Plows follow a set order",
                        "Snow routes and the streets around hospitals and schools come first, followed by collector streets and then residential blocks. Public works director Nate Lindell said a full pass of the city takes about 10 hours in a typical storm.",
                        "Questions about the ban can be directed to the public works department at 319-555-0184.",
                    ],
                    "wp-tagdiv-listicle-h3",
                    section="Local News",
                    image="A city plow on Main Street",
                    fig="A city plow clears Main Street during a storm last February. (Marcus Ortega/Cedar Valley Sentinel)",
                    tags=["winter", "parking"],
                    yoast_author="Marcus Ortega",
                    views="5,317",
                )
            )
        )
        add(
            story(
                "lane",
                "/2026/12/02/main-street-lane-closed-thursday-for-sewer-work/",
                "Main Street lane closed Thursday for sewer work",
                "2026-12-02",
                "2026-12-02T10:12:40-06:00",
                "December 2, 2026",
                [],
                [
                    "One southbound lane of Main Street between Fifth and Sixth streets will be closed from 7 a.m. to 5 p.m. Thursday while crews repair a sewer line. Drivers should expect delays and may want to use Clay Street instead.",
                ],
                "wp-tagdiv-brief-staff-byline",
                section="Local News",
                byline="Sentinel Staff",
                tags=["winter", "traffic"],
                views="611",
            )
        )
        add(
            story(
                "wire",
                "/2026/12/02/egg-prices-climb-again-as-bird-flu-returns-to-iowa-flocks/",
                "Egg prices climb again as bird flu returns to Iowa flocks",
                "2026-12-02",
                "2026-12-02T11:31:05-06:00",
                "December 2, 2026",
                [],
                [
                    "DES MOINES, Iowa (HPA) — Wholesale egg prices rose for the third straight week as state officials confirmed avian influenza in two more commercial flocks in northwest Iowa, the state agriculture department said Wednesday.",
                    "The latest cases, at a laying operation in Sioux County and a turkey farm in Buena Vista County, bring the number of Iowa birds affected this fall to about 2.3 million. Both flocks will be destroyed under federal rules, and a control zone of about six miles has been set up around each site.",
                    "State Agriculture Secretary Dale Overholt urged producers to tighten biosecurity, including limiting visitors and cleaning vehicles that move between farms. “Migration season is when we see the virus move,” he said. “The next six weeks are critical.”",
                    "The wholesale price for a dozen large eggs in the Midwest reached $3.41 on Tuesday, up from $2.05 at the start of November, according to a market report cited by the department. Grocery prices typically follow wholesale prices by two to four weeks.",
                    "Iowa is the country's largest egg producer, with roughly 45 million laying hens in a normal year. Outbreaks in 2022 and 2023 cost producers in the state more than 20 million birds.",
                    "Human infections remain rare, health officials said, and properly cooked eggs and poultry are safe to eat.",
                    "SIGN: Copyright 2026 Heartland Press Association. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.",
                ],
                "wp-tagdiv-wire-agency-byline",
                section="Local News",
                byline="HPA",
                image="Laying hens in a barn",
                fig="Laying hens at a farm near Sioux Center. (HPA Photo/Carl Ness, File)",
                tags=["agriculture", "winter"],
                yoast_author="Heartland Press Association",
                views="1,092",
            )
        )
        add(
            story(
                "opinion",
                "/2026/12/01/the-prairie-branch-library-is-worth-keeping/",
                "The Prairie branch library is worth keeping",
                "2026-12-01",
                "2026-12-01T14:00:00-06:00",
                "December 1, 2026",
                ["Ruth Haldane"],
                [
                    "Every Tuesday afternoon for the last nine years I have watched the same small miracle at the Prairie branch of the Cedar Falls Public Library. At 3:15 the buses from Orchard Hill come in, and by 3:30 every chair in the children's corner is taken.",
                    "Some of those children are waiting for a parent who works until 5. Some come for the free snack and the homework help that volunteers like me offer twice a week. A few just want somewhere warm and quiet that is not a screen.",
                    "The city's proposed budget would close the branch at the end of June and move its collection to the main library downtown, saving about $210,000 a year. I understand the pressure the council is under. I taught fourth grade for 32 years; I know what it is to make a budget stretch.",
                    "But the main library is three miles from Orchard Hill, across University Avenue, and there is no bus that makes the trip after school. For the families who use the Prairie branch most, “move the books downtown” means the books are gone.",
                    "The branch also does things the numbers in the budget do not capture. It is where older residents in the neighborhood print their tax forms and where new arrivals practice English on Thursday evenings. Last winter it served as a warming center during two power outages.",
                    "There are other ways to save money. The branch could close on Mondays, when it is least busy. The Friends of the Library have offered to raise money for its utilities for three years. The school district has said it would talk about sharing the building.",
                    "I am asking the council to take those offers seriously before the February budget vote, and I am asking readers who care about the branch to say so at the hearing on Jan. 14.",
                    "Libraries are not only about books. They are about who gets a warm, safe place to learn after the school bell rings.",
                    "SIGN: Ruth Haldane is a retired elementary school teacher and a volunteer tutor at the Prairie branch library. She lives in Cedar Falls. The views expressed are her own.",
                ],
                "wp-tagdiv-opinion-signed-at-end-yoast-desk-author",
                section="Opinion",
                hide_byline=True,
                tags=["library", "budget"],
                yoast_author="Sentinel Opinion",
                views="938",
            )
        )
        add(
            story(
                "video",
                "/2026/12/02/video-how-thick-does-the-ice-need-to-be/",
                "Video: How thick does the ice need to be? A sheriff's deputy explains",
                "2026-12-02",
                "2026-12-02T15:20:18-06:00",
                "December 2, 2026",
                ["Kelsey Brandt"],
                [
                    "With ponds and backwaters around the Cedar Valley starting to freeze, Black Hawk County sheriff's deputy Ann Kovac walked us onto George Wyth Lake to show how to check the ice before you step on it. Watch the video or read the full transcript below.",
                    'RAW:<div class="td-video-embed"><div class="jwplayer-wrap" data-media-id="Xk29fPqa"><video controls preload="none" poster="https://www.cedarvalleysentinel.test/wp-content/uploads/2026/12/ice-safety-poster.jpg"><source src="https://media.cedarvalleysentinel.test/video/ice-safety-2026.mp4" type="video/mp4"></video></div><p class="video-duration">Duration 3:42</p></div><h4 class="transcript-title">Video transcript</h4>',
                    "KELSEY BRANDT: We're on the east end of George Wyth Lake with Deputy Ann Kovac. Deputy, people are already asking when it's safe to go out. What do you tell them?",
                    "DEPUTY ANN KOVAC: I tell them there is no such thing as safe ice, only safer ice. The number we use is four inches of clear, solid ice for a person walking or fishing. Five to seven inches for a snowmobile or an ATV. A car or a small pickup, you want eight to twelve, and honestly I'd rather you just didn't.",
                    "KELSEY BRANDT: How do you measure it?",
                    "DEPUTY ANN KOVAC: You drill or chop a test hole every few steps, especially at first, and you use a tape measure. This spot here is about three and a half inches, so I'm standing close to shore and I'm not going any further today.",
                    "KELSEY BRANDT: Does the color of the ice matter?",
                    "DEPUTY ANN KOVAC: It does. Clear blue or black ice is the strongest. White, cloudy ice has air and snow in it and it's maybe half as strong. If it's gray, if you see water on top, stay off. That means it's melting or there's current under it.",
                    "KELSEY BRANDT: What about rivers?",
                    "DEPUTY ANN KOVAC: Rivers are a whole different animal. The Cedar moves under the ice, so you get thin spots near bridges, near outlets, around fallen trees. We had two people go through near the Washington Park boat ramp last winter. Both got out, but it was close.",
                    "KELSEY BRANDT: If someone does fall through, what should they do?",
                    "DEPUTY ANN KOVAC: Don't panic and don't take your winter clothes off. Turn back toward the direction you came from, because that ice held you. Put your arms up on the edge, kick your legs like you're swimming and slide yourself out on your stomach. Then roll away. Don't stand up until you're on solid ground.",
                    "KELSEY BRANDT: And if you see someone else go in?",
                    "DEPUTY ANN KOVAC: Call 911 first. Then reach or throw, don't go. Throw a rope, a jumper cable, a hockey stick, anything. Most of the people who die in these situations are the ones who went out to help.",
                    "KELSEY BRANDT: Any last advice?",
                    "DEPUTY ANN KOVAC: Go with a friend, tell someone where you're going, and carry ice picks around your neck. They cost about ten dollars and they can save your life.",
                ],
                "wp-tagdiv-video-full-transcript",
                section="Local News",
                tags=["winter", "safety"],
                views="1,775",
            )
        )
        add(
            story(
                "hospice",
                "/2026/11/30/hospice-volunteers-log-10000-hours-for-the-first-time/",
                "Hospice volunteers log 10,000 hours for the first time",
                "2026-11-30",
                "2026-11-30T16:45:09-06:00",
                "November 30, 2026",
                ["Dana Whitfield"],
                [
                    "Volunteers at Cedar Valley Hospice gave more than 10,000 hours of their time in the past year, the first time the nonprofit has crossed that mark since it was founded in 1979.",
                    "The 212 volunteers sat with patients, drove them to appointments, played music at bedsides, sewed memory quilts from clothing and answered phones at the hospice home on Hudson Road, volunteer coordinator Jenny Pauls said Monday.",
                    "“When you're facing the end of someone's life, the small things matter a lot,” Pauls said. “Someone to sit with your mom so you can take a shower. Someone who remembers she likes her coffee with too much sugar.”",
                    "The youngest volunteer this year was 16, a Waterloo West High School student who reads to patients on Saturday mornings. The oldest, 91-year-old Harold Voss of Cedar Falls, has been knitting lap blankets for the hospice home since 2003. He estimates he has made more than 700.",
                    "Federal rules require hospices that receive Medicare payments to use volunteers for at least 5% of patient care hours. Cedar Valley Hospice's volunteers provided about 11%, Pauls said.",
                    "The organization is looking for more volunteers who speak Spanish, Bosnian or Burmese, and for people willing to help with veterans' pinning ceremonies. A six-session training course starts Jan. 20.",
                ],
                "wp-tagdiv-story-only-on-page2-and-author",
                section="Local News",
                image="A volunteer holds a patient's hand",
                fig="A volunteer sits with a patient at the hospice home on Hudson Road. (Dana Whitfield/Cedar Valley Sentinel)",
                tags=["volunteers", "health"],
                yoast_author="Dana Whitfield",
                views="402",
            )
        )
        add(
            story(
                "photos",
                "/2026/11/29/photos-holiday-lights-parade-draws-thousands-downtown/",
                "Photos: Holiday Lights Parade draws thousands downtown",
                "2026-11-29",
                "2026-11-29T20:58:27-06:00",
                "November 29, 2026",
                ["Trevor Lindquist"],
                [
                    "Forty-two floats, three marching bands and a fire truck wrapped in 6,000 lights rolled down Main Street on Sunday night for the 31st Holiday Lights Parade.",
                    "FIG: Children wave from a float | Children from the Cedar Falls Dance Academy wave from their float near Third Street.",
                    "FIG: A fire truck covered in lights | The Cedar Falls Fire Rescue ladder truck, wrapped in lights, closes the parade.",
                    "FIG: Marching band in Santa hats | The Cedar Falls High School marching band plays in Santa hats.",
                    "FIG: Crowd along Main Street | Families line Main Street between First and Sixth streets. Organizers estimated the crowd at 12,000.",
                ],
                "wp-tagdiv-photo-story-photographer-byline",
                section="Local News",
                byline_prefix="Photos by",
                tags=["parade", "holidays"],
                yoast_author="Trevor Lindquist",
                views="3,460",
                caption_credit="Trevor Lindquist/Cedar Valley Sentinel",
            )
        )

    # ------------------------------------------------------------------ chrome
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = (
            f"{doc.title} - {self.name}"
            if doc.key != "home"
            else f"{self.name} - Cedar Falls, Waterloo and Cedar Valley news"
        )
        metas = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
        ]
        yoast = (doc.is_article and doc.extra.get("yoast_author")) or doc.extra.get("yoast")
        if yoast:
            metas.append(
                "<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->"
            )
            metas.append(f'<link rel="canonical" href="{url}">')
            metas.append('<meta property="og:locale" content="en_US">')
            metas.append(f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">')
            metas.append(f'<meta property="og:title" content="{esc(title)}">')
            metas.append(f'<meta property="og:url" content="{url}">')
            metas.append(f'<meta property="og:site_name" content="{self.name}">')
            graph: list[dict[str, Any]] = []
            if doc.is_article:
                utc = self.utc(doc.iso or "")
                metas.append(f'<meta property="article:published_time" content="{utc}">')
                metas.append(f'<meta name="author" content="{esc(doc.extra["yoast_author"])}">')
                metas.append('<meta name="twitter:label1" content="Written by">')
                metas.append(f'<meta name="twitter:data1" content="{esc(doc.extra["yoast_author"])}">')
                graph.append({
                    "@type": "Article", "@id": url + "#article", "isPartOf": {"@id": url},
                    "author": {"name": doc.extra["yoast_author"], "@id": SITE + "/#/schema/person/" + str(zlib.crc32(doc.extra["yoast_author"].encode()))},
                    "headline": doc.title, "datePublished": utc, "dateModified": utc,
                    "mainEntityOfPage": {"@id": url}, "wordCount": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": SITE + "/#organization"}, "articleSection": [doc.section], "inLanguage": "en-US",
                })  # fmt: skip
                graph.append(
                    {
                        "@type": "WebPage",
                        "@id": url,
                        "url": url,
                        "name": title,
                        "datePublished": utc,
                        "inLanguage": "en-US",
                    }
                )
            else:
                graph.append({"@type": "CollectionPage" if doc.key != "home" else "WebPage", "@id": url, "url": url, "name": title, "isPartOf": {"@id": SITE + "/#website"}, "inLanguage": "en-US"})  # fmt: skip
            graph.append({"@type": "WebSite", "@id": SITE + "/#website", "url": SITE + "/", "name": self.name, "potentialAction": [{"@type": "SearchAction", "target": {"@type": "EntryPoint", "urlTemplate": SITE + "/?s={search_term_string}"}, "query-input": "required name=search_term_string"}]})  # fmt: skip
            graph.append(
                {"@type": "Organization", "@id": SITE + "/#organization", "name": self.name, "url": SITE + "/"}
            )
            metas.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{jdump({"@context": "https://schema.org", "@graph": graph})}</script>'
            )
            metas.append("<!-- / Yoast SEO plugin. -->")
        else:
            metas.append(f'<link rel="canonical" href="{url}">')
        if doc.kind == "events":
            metas.append(f'<script type="application/ld+json">{jdump([{"@context": "http://schema.org", "@type": "Event", "name": doc.title, "startDate": "2026-12-12T09:00:00-06:00", "endDate": "2026-12-12T16:00:00-06:00", "url": url, "location": {"@type": "Place", "name": "UNI-Dome", "address": doc.extra["venue"]}, "offers": {"@type": "Offer", "price": "3", "priceCurrency": "USD"}}])}</script>')  # fmt: skip
        if doc.kind == "recipe":
            metas.append(f'<script type="application/ld+json">{jdump({"@context": "https://schema.org/", "@type": "Recipe", "name": doc.title, "author": {"@type": "Person", "name": "Marlene Hruska"}, "description": doc.extra["summary"], "recipeYield": ["24"], "prepTime": "PT45M", "cookTime": "PT18M", "recipeIngredient": doc.extra["ingredients"], "recipeInstructions": [{"@type": "HowToStep", "text": s} for s in doc.extra["steps"]]})}</script>')  # fmt: skip
        return "\n".join(metas)

    @staticmethod
    def utc(iso: str) -> str:
        """The -06:00 local time as Yoast writes it (UTC, +00:00)."""
        import datetime as dt

        t = dt.datetime.fromisoformat(iso).astimezone(dt.UTC)
        return t.strftime("%Y-%m-%dT%H:%M:%S+00:00")

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        if doc.is_article:
            body_class = f"post-template-default single single-post postid-{48000 + len(doc.path)} single-format-standard td-standard-pack"
        elif doc.key == "home":
            body_class = "home page-template page-template-page-pagebuilder-latest td-standard-pack"
        else:
            body_class = f"{doc.kind} td-standard-pack"
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{item}</li>'
            for item in [
                a("home", "Home", "chrome:nav"),
                a("local", "Local News", "chrome:nav"),
                a(SITE + "/category/sports/", "Sports", "chrome:nav"),
                a(SITE + "/category/opinion/", "Opinion", "chrome:nav"),
                a(SITE + "/category/obituaries/", "Obituaries", "chrome:nav"),
                a("event", "Events", "chrome:nav"),
                a("recipe", "Holiday Recipes", "chrome:nav"),
                a(SITE + "/e-edition/", "e-Edition", "chrome:nav"),
            ]
        )
        popular = "".join(
            f'<div class="td_module_flex td_module_flex_6"><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{a(k, self.docs[k].title, "chrome:rail")}</h3><span class="td-post-date"><time class="entry-date updated td-module-date">{self.docs[k].stamp}</time></span></div></div>'
            for k in ("parking", "water-bond", "video")
        )
        return f"""<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{SITE}/xmlrpc.php">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Feed" href="{SITE}/feed/">
<link rel="stylesheet" id="td-theme-css" href="{SITE}/wp-content/themes/Newspaper/style.css?ver=12.6.8" type="text/css" media="all">
<link rel="stylesheet" id="tdb_style_cloud_templates_front-css" href="{SITE}/wp-content/plugins/td-cloud-library/assets/css/tdb_main.css?ver=b33652f2535d2f3812f59e306e26300d" type="text/css" media="all">
<style id="td-theme-inline-css">/*PAD*/</style>
<meta name="generator" content="WordPress 6.7.1">
<script>var tdBlocksArray = []; var tdLocalCache = {{}}; var td_ajax_url="{SITE}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{body_class} global-block-template-1 tdb-template td-animation-stack-type0 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up" data-style="style1"><i class="td-icon-menu-up"></i></div>
<div class="td-menu-background" style="visibility:hidden"></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="tdc-header-wrap">
<div class="td-header-template-wrap" style="position: relative">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu">
<div class="top-bar-style-1"><div class="td-header-sp-top-menu"><div class="td_data_time"><div>Wednesday, December 2, 2026</div></div>
<div class="menu-top-container"><ul id="menu-top" class="top-header-menu"><li class="menu-item">{a(SITE + "/subscribe/", "Subscribe", "chrome:header")}</li><li class="menu-item">{a(SITE + "/e-edition/", "e-Edition", "chrome:header")}</li><li class="menu-item">{a(SITE + "/contact-us/", "Contact", "chrome:header")}</li></ul></div></div>
<div class="td-header-sp-top-widget"><a class="td-login-modal-js" href="#login-form" data-effect="mpf-td-login-effect">Sign in / Join</a></div></div></div></div>
<div class="td-header-wrap td-header-style-1"><div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header">
<div class="td-header-sp-logo"><div class="tdb-logo">{a("home", self.name, "chrome:header", 'class="tdb-logo-a" rel="home"', f'<span class="tdb-logo-text-title">{self.name}</span>')}<span class="tdb-logo-text-tagline">Serving Cedar Falls, Waterloo and the Cedar Valley since 1911</span></div></div>
<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><!-- ad slot: 728x90 header --></div></div></div>
</div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu">
<div id="td-header-menu" role="navigation"><div class="menu-main-container"><ul id="menu-main-1" class="sf-menu tdb-block-menu tdb-menu">{nav}</ul></div></div>
<div class="header-search-wrap"><div class="td-search-btns-wrap"><a id="td-header-search-button" href="#" aria-label="Search" class="dropdown-toggle"><i class="td-icon-search"></i></a></div>
<div class="td-drop-down-search"><form method="get" class="td-search-form" action="{SITE}/"><div role="search" class="td-head-form-search-wrap"><input id="td-header-search" type="text" value="" name="s" autocomplete="off"><input class="wpb_button wpb_btn-inverse btn" type="submit" id="td-header-search-top" value="Search"></div></form></div></div>
</div></div></div>
</div></div></div>
{main if doc.key == "home" else self.with_sidebar(main, popular)}
<div class="tdc-footer-wrap"><div class="td-footer-template-wrap" style="position: relative">
<div class="td-footer-wrapper td-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span4"><div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>ABOUT US</span></h4><div class="td_text_with_title">The Cedar Valley Sentinel is the daily newspaper of Cedar Falls and Waterloo, Iowa. Locally owned since 1911. Newsroom: 319-555-0100.</div></div></div>
<div class="td-pb-span4"><div class="td_block_wrap"><h4 class="block-title"><span>FOLLOW US</span></h4><div class="td-social-list">{a("https://www.facebook.com/cedarvalleysentinel", "Facebook", "chrome:footer")} {a("https://www.instagram.com/cvsentinel", "Instagram", "chrome:footer")} {a(SITE + "/feed/", "RSS", "chrome:footer")}</div></div></div>
<div class="td-pb-span4"><div class="td_block_wrap"><h4 class="block-title"><span>SERVICES</span></h4><ul class="td-footer-links"><li>{a("jobs", "Careers", "chrome:footer")}</li><li>{a("privacy", "Privacy Policy", "chrome:footer")}</li><li>{a(SITE + "/terms-of-service/", "Terms of Service", "chrome:footer")}</li><li>{a(SITE + "/advertise/", "Advertise", "chrome:footer")}</li><li>{a(SITE + "/contact-us/", "Contact Us", "chrome:footer")}</li></ul></div></div>
</div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-copy">&copy; Copyright 2026 - {self.name}. All rights reserved. Powered by WordPress &amp; Newspaper.</div></div></div></div>
</div></div>
</div>
<script type="text/javascript" src="{SITE}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>
"""

    def with_sidebar(self, main: str, popular: str) -> str:
        a = self.a
        return f"""<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
{main}
</div></div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_social_counter"><h4 class="block-title"><span>STAY CONNECTED</span></h4><div class="td-social-wrap">18,204 Fans &middot; 6,390 Followers &middot; 2,115 Subscribers</div></div>
<div class="td_block_wrap td_flex_block_1"><h4 class="block-title"><span>MOST POPULAR</span></h4>{popular}</div>
<div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>TRENDING SEARCHES</span></h4><p>{a("search", "parking", "chrome:rail")} &middot; {a(SITE + "/?s=snow", "snow", "chrome:rail")} &middot; {a(SITE + "/?s=bond", "bond", "chrome:rail")}</p></div>
<div class="td-a-rec td-a-rec-id-sidebar"><!-- ad slot: 300x250 sidebar --></div>
<div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>UPCOMING</span></h4><p>{a("event", "Holiday Craft Fair, Dec. 12", "chrome:rail")}</p></div>
</div></div>
</div></div></div>"""

    def crumbs(self, doc: Doc) -> str:
        a = self.a
        last = (
            f'<i class="td-icon-right td-bread-sep"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span>'
            if doc.is_article
            else ""
        )
        section = (
            a("local", "Local News", "chrome:breadcrumb", 'class="entry-crumb"')
            if doc.section == "Local News"
            else a(SITE + "/category/opinion/", "Opinion", "chrome:breadcrumb", 'class="entry-crumb"')
        )
        return f"""<div class="td-crumb-container"><div class="entry-crumbs"><span>{a("home", "Home", "chrome:breadcrumb", 'class="entry-crumb"')}</span> <i class="td-icon-right td-bread-sep"></i> <span>{section}</span> {last}</div></div>"""

    # ------------------------------------------------------------------ stories
    ORDER = ["photos", "opinion", "water-bond", "parking", "lane", "wire", "video"]  # prev/next chain (no hospice)

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("hide_byline"):
            byline = ""
        elif doc.authors:
            names = " and ".join(
                a(
                    "author"
                    if n == "Dana Whitfield"
                    else SITE + "/author/" + n.split()[0][0].lower() + n.split()[-1].lower() + "/",
                    n,
                    "byline",
                )
                for n in doc.authors
            )
            byline = f'<div class="td-post-author-name"><div class="td-author-by">{doc.extra.get("byline_prefix", "By")}</div> {names}<div class="td-author-line"> - </div></div>'
        else:
            byline = f'<div class="td-post-author-name"><div class="td-author-by">By</div> <a href="{SITE}/author/{doc.byline.lower().replace(" ", "-")}/">{esc(doc.byline)}</a><div class="td-author-line"> - </div></div>'
        meta = f"""<div class="td-module-meta-info">{byline}<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.iso}">{doc.stamp}</time></span>
<div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div><div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views">{doc.extra.get("views", "0")}</span></div></div>"""
        feat = ""
        if doc.image:
            feat = f'<div class="td-post-featured-image"><figure><img width="696" height="464" class="entry-thumb" src="{SITE}/wp-content/uploads/2026/12/{doc.key}-696x464.jpg" alt="{esc(doc.image)}"><figcaption class="wp-caption-text">{esc(doc.extra["fig"])}</figcaption></figure></div>'
        credit = doc.extra.get("caption_credit")

        def fig(alt: str, cap: str) -> str:
            return f'<figure class="wp-block-image size-large"><img decoding="async" src="{SITE}/wp-content/uploads/2026/11/{abs(len(alt) * 7919) % 9973}.jpg" alt="{esc(alt)}"><figcaption class="wp-element-caption">{esc(cap)} ({esc(credit or "")})</figcaption></figure>'

        content = self.blocks(doc, fig=fig)
        tags = "".join(
            f"<li>{a('tag', t, 'tags') if t == 'winter' else a(SITE + '/tag/' + t.replace(' ', '-') + '/', t, 'tags')}</li>"
            for t in doc.extra.get("tags", [])
        )
        if doc.key in self.ORDER:
            i = self.ORDER.index(doc.key)
            prev_k = self.ORDER[i - 1] if i else None
            next_k = self.ORDER[i + 1] if i + 1 < len(self.ORDER) else None
        else:
            prev_k, next_k = "photos", "opinion"
        nextprev = '<div class="td-block-row td-post-next-prev">'
        if prev_k:
            nextprev += f'<div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Previous article</span>{a(prev_k, self.docs[prev_k].title, "chrome:related")}</div></div>'
        if next_k:
            nextprev += f'<div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>Next article</span>{a(next_k, self.docs[next_k].title, "chrome:related")}</div></div>'
        nextprev += "</div>"
        authorbox = ""
        if doc.authors and not doc.extra.get("hide_byline"):
            first = doc.authors[0]
            bio = {
                "Dana Whitfield": "Dana Whitfield covers city government and utilities for the Sentinel.",
                "Marcus Ortega": "Marcus Ortega covers public works, transportation and weather.",
                "Kelsey Brandt": "Kelsey Brandt is the Sentinel's video journalist.",
                "Trevor Lindquist": "Trevor Lindquist is a staff photographer.",
            }.get(first, "")
            authorbox = f'<div class="author-box-wrap"><img alt="" src="{SITE}/wp-content/uploads/avatars/{first.split()[-1].lower()}-96x96.jpg" class="avatar avatar-96 photo" height="96" width="96"><div class="desc"><div class="td-author-name vcard author"><span class="fn">{first}</span></div><div class="td-author-description">{esc(bio)}</div><div class="td-author-social"><a href="mailto:newsroom@cedarvalleysentinel.test">E-mail</a></div></div></div>'
        related = [k for k in ("water-bond", "parking", "video", "wire", "lane") if k != doc.key][:3]
        rel = "".join(
            f"""<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><div class="td-module-image"><div class="td-module-thumb">{a(k, self.docs[k].title, "chrome:related", 'class="td-image-wrap" rel="bookmark"', f'<img class="entry-thumb" src="{SITE}/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="">')}</div></div><div class="item-details"><h3 class="entry-title td-module-title">{a(k, self.docs[k].title, "chrome:related", 'rel="bookmark"')}</h3></div></div></div>"""
            for k in related
        )
        return f"""{self.crumbs(doc)}
<article id="post-{48000 + len(doc.path)}" class="post type-post status-publish format-standard has-post-thumbnail category-{doc.section.lower().replace(" ", "-")}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{a("local", doc.section, "tags") if doc.section == "Local News" else a(SITE + "/category/opinion/", doc.section, "tags")}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
{f'<p class="td-post-sub-title">{esc(doc.dek)}</p>' if doc.dek else ""}
{meta}
</header>
</div>
<div class="td-post-sharing-top"><div class="td-post-sharing-classic"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a><a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Twitter</a><a class="td-social-sharing-button td-social-mail" href="mailto:?subject={esc(doc.title)}">Email</a><a class="td-social-sharing-button td-social-print" href="#">Print</a></div></div>
<div class="td-post-content tagdiv-type">
{feat}
{content}
<div class="td-a-rec td-a-rec-id-content_bottom"><!-- ad slot: in-article bottom --></div>
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{tags}</ul></div>
{nextprev}
{authorbox}
</footer>
</article>
<div class="td_block_wrap td_block_related_posts td_with_ajax_pagination td-pb-border-top td_block_template_1"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item" href="#">RELATED ARTICLES</a><a class="td-related-right" href="#">MORE FROM AUTHOR</a></h4><div class="td_block_inner"><div class="td-related-row">{rel}</div></div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h4 id="reply-title" class="comment-reply-title">LEAVE A REPLY <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h4>
<form action="{SITE}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><div class="clearfix"></div><div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Comment:" id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea><div class="td-warning-comment">Please enter your comment!</div></div>
<div class="comment-form-input-wrap td-form-author"><input class="" id="author" name="author" placeholder="Name:*" type="text" value="" size="30" aria-required="true"></div><div class="comment-form-input-wrap td-form-email"><input class="" id="email" name="email" placeholder="Email:*" type="text" value="" size="30" aria-required="true"></div>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div></div>"""

    # ------------------------------------------------------------------ listings
    def module(self, k: str, zone: str = "content", excerpt: bool = True) -> str:
        d = self.docs[k]
        a = self.a
        author = (
            " and ".join(d.authors) if d.authors and not d.extra.get("hide_byline") else d.byline or "Sentinel Opinion"
        )
        thumb = (
            a(
                k,
                d.title,
                zone,
                'class="td-image-wrap" rel="bookmark"',
                f'<span class="entry-thumb td-thumb-css" style="background-image:url({SITE}/wp-content/uploads/2026/12/{k}-324x235.jpg)"></span>',
            )
            if d.image or d.key == "photos"
            else ""
        )
        ex = f'<div class="td-excerpt">{esc(self.lede(d))}</div>' if excerpt else ""
        return f"""<div class="td_module_flex td_module_flex_1 td_module_wrap td-animation-stack">
<div class="td-module-container td-category-pos-image"><div class="td-image-container"><div class="td-module-thumb">{thumb}</div></div>
<div class="td-module-meta-info"><h3 class="entry-title td-module-title">{a(k, self.teaser_text(d), zone, 'rel="bookmark"')}</h3>
<div class="td-editor-date"><span class="td-author-date"><span class="td-post-author-name">{esc(author)} <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{d.iso}">{d.stamp}</time></span></span></div>
{ex}</div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = "\n".join(self.module(k) for k in doc.extra["list"])
        if doc.key == "home":
            lead = doc.extra["list"][0]
            grid = "".join(self.module(k, excerpt=False) for k in doc.extra["list"][1:4])
            rest = "".join(self.module(k) for k in doc.extra["list"][4:])
            return f"""<div class="td-main-content-wrap td-main-page-wrap td-container-wrap"><div class="tdc-content-wrap">
<div class="td_block_wrap td_block_big_grid_fl_1"><div class="td-big-grid-wrapper"><div class="td_module_mx5 td-animation-stack td-big-grid-post-0 td-big-grid-post td-big-thumb">
<div class="td-module-thumb">{a(lead, self.docs[lead].title, "content", 'rel="bookmark" class="td-image-wrap"', f'<img class="entry-thumb" src="{SITE}/wp-content/uploads/2026/12/{lead}-534x462.jpg" alt="">')}</div>
<div class="td-meta-info-container"><div class="td-meta-align"><div class="td-big-grid-meta"><a href="{self.href("local")}" class="td-post-category">Local News</a><h3 class="entry-title td-module-title">{a(lead, self.docs[lead].title, "content", 'rel="bookmark"')}</h3></div><div class="td-module-meta-info"><span class="td-post-date">{self.docs[lead].stamp}</span></div></div></div></div>
{grid}</div></div>
<div class="td-container"><div class="td-pb-row"><div class="td-pb-span8"><div class="td_block_wrap td_flex_block_4"><h4 class="block-title"><span>LATEST NEWS</span></h4>{rest}
<div class="td-next-prev-wrap">{a("local", "More local news", "content", 'class="td-ajax-next-page"')}</div></div></div>
<div class="td-pb-span4"><div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>THIS WEEKEND</span></h4><p>{a("event", self.docs["event"].title, "content")}: Saturday, Dec. 12, UNI-Dome concourse.</p><p>{a("recipe", "From the holiday cookbook: " + self.docs["recipe"].title, "content")}</p></div>
<div class="td_block_wrap"><h4 class="block-title"><span>WE'RE HIRING</span></h4><p>{a("jobs", "Education reporter", "content")}</p></div>
<div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>WEATHER</span></h4><p>Cedar Falls: 28&deg;F, light snow. Tonight: low 19&deg;F.</p></div></div></div></div>
</div></div>"""
        if doc.kind == "author":
            bio = self.blocks(doc)
            head = f"""<div class="td-author-header"><div class="author-box-wrap td-author-page"><img alt="" src="{SITE}/wp-content/uploads/avatars/whitfield-192x192.jpg" class="avatar avatar-192 photo" height="192" width="192">
<div class="desc"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><div class="td-author-counters"><span class="td-author-post-count">1,846 POSTS</span><span class="td-author-comments-count">0 COMMENTS</span></div><p class="td-author-role">{doc.extra["role"]}</p><div class="td-author-description">{bio}</div></div></div></div>"""
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="{SITE}/"><input class="td-widget-search-input" type="text" value="parking" name="s"><input class="wpb_button btn" type="submit" value="Search"></form><div class="td_search_subtitle">If you\'re not happy with the results, please do another search</div></div></div>'
        else:
            label = "Tag" if doc.kind == "tag" else "Category"
            head = f"""<div class="td-category-header td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="td-crumb-container"><div class="entry-crumbs">{a("home", "Home", "chrome:breadcrumb", 'class="entry-crumb"')} <i class="td-icon-right td-bread-sep"></i> <span class="td-bred-no-url-last">{label}: {esc(doc.title)}</span></div></div><h1 class="entry-title td-page-title">{esc(doc.title)}</h1></div></div></div></div>"""
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<div class="page-nav td-pb-padding-side"><span class="current">1</span>{a(doc.extra["more"], "2", "content", 'class="page" title="2"')}<a href="{SITE}/category/news/local/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="{SITE}/category/news/local/page/41/" class="last" title="41">41</a>{a(doc.extra["more"], "Next page", "content", 'aria-label="next-page"')}<span class="pages">Page 1 of 41</span></div>"""
        elif doc.extra.get("prev"):
            pager = f"""<div class="page-nav td-pb-padding-side">{a(doc.extra["prev"], "Previous page", "content", 'aria-label="prev-page"')}{a(doc.extra["prev"], "1", "content", 'class="page" title="1"')}<span class="current">2</span><a href="{SITE}/category/news/local/page/3/" class="page" title="3">3</a><span class="pages">Page 2 of 41</span></div>"""
        return f'{head}\n<div class="td-ss-main-content td_block_wrap">{items}</div>\n{pager}'

    # ------------------------------------------------------------------ service pages
    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            return f"""<div id="tribe-events-pg-template" class="tribe-events-pg-template"><div id="tribe-events-content" class="tribe-events-single">
<p class="tribe-events-back"><a href="{SITE}/events/">&laquo; All Events</a></p>
<h1 class="tribe-events-single-event-title">{esc(doc.title)}</h1>
<div class="tribe-events-schedule tribe-clearfix"><h2><span class="tribe-event-date-start">{esc(doc.extra["when"])}</span></h2><span class="tribe-events-cost">{doc.extra["cost"]}</span></div>
<div class="tribe-events-event-image"><img src="{SITE}/wp-content/uploads/2026/11/craft-fair-2025.jpg" alt="Shoppers at last year's craft fair"></div>
<div class="tribe-events-single-event-description tribe-events-content">{self.blocks(doc)}</div>
<div class="tribe-events tribe-common"><div class="tribe-events-c-subscribe-dropdown"><a href="https://www.google.com/calendar/event?action=TEMPLATE">Google Calendar</a> &middot; <a href="{SITE}/event/cedar-valley-holiday-craft-fair/ical/">iCalendar</a></div></div>
<div class="tribe-events-single-section tribe-events-event-meta primary tribe-clearfix"><div class="tribe-events-meta-group tribe-events-meta-group-details"><h2 class="tribe-events-single-section-title">Details</h2><dl><dt>Date:</dt><dd><abbr class="tribe-events-abbr tribe-events-start-date published dtstart" title="2026-12-12">December 12, 2026</abbr></dd><dt>Time:</dt><dd>9:00 am - 4:00 pm</dd><dt>Cost:</dt><dd class="tribe-events-event-cost">{doc.extra["cost"]}</dd><dt>Event Category:</dt><dd class="tribe-events-event-categories">Community</dd></dl></div>
<div class="tribe-events-meta-group tribe-events-meta-group-venue"><h2 class="tribe-events-single-section-title">Venue</h2><dl><dd class="tribe-venue">UNI-Dome</dd><dd class="tribe-venue-location"><address class="tribe-events-address">{esc(doc.extra["venue"])}</address></dd></dl></div>
<div class="tribe-events-meta-group tribe-events-meta-group-organizer"><h2 class="tribe-events-single-section-title">Organizer</h2><dl><dd class="tribe-organizer">Cedar Falls Tourism and Visitors Bureau</dd><dd class="tribe-organizer-tel">319-555-0150</dd></dl></div></div>
</div></div>"""
        if doc.kind == "recipe":
            prep, cook, total, servings = doc.extra["times"]
            ings = "".join(f'<li class="wprm-recipe-ingredient">{esc(i)}</li>' for i in doc.extra["ingredients"])
            steps = "".join(
                f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{esc(s)}</div></li>'
                for s in doc.extra["steps"]
            )
            return f"""<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
<div id="wprm-recipe-container-48377" class="wprm-recipe-container" data-recipe-id="48377"><div class="wprm-recipe wprm-recipe-template-classic">
<div class="wprm-recipe-image wprm-block-image-normal"><img src="{SITE}/wp-content/uploads/2026/11/kolaches-500x500.jpg" alt="A tray of apricot kolaches"></div>
<div class="wprm-recipe-header"><h2 class="wprm-recipe-name wprm-block-text-bold">{esc(doc.title)}</h2><div class="wprm-recipe-rating"><span class="wprm-recipe-rating-details">4.8 from 19 votes</span></div></div>
<div class="wprm-recipe-summary wprm-block-text-normal">{esc(doc.extra["summary"])}</div>
<div class="wprm-recipe-buttons"><a href="{SITE}/wprm_print/apricot-kolaches" class="wprm-recipe-print">Print Recipe</a> <a href="#" class="wprm-recipe-pin">Pin Recipe</a></div>
<div class="wprm-recipe-meta-container"><div class="wprm-recipe-times-container"><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Prep Time</span> <span class="wprm-recipe-details">{prep}</span></div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Cook Time</span> <span class="wprm-recipe-details">{cook}</span></div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Total Time</span> <span class="wprm-recipe-details">{total}</span></div></div>
<div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Course</span> Breakfast, Dessert</div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Cuisine</span> Czech</div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Servings</span> {servings}</div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Author</span> Marlene Hruska</div></div>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3><ul class="wprm-recipe-ingredients">{ings}</ul></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><ul class="wprm-recipe-instructions">{steps}</ul></div>
<div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">Notes</h3><div class="wprm-recipe-notes">Kolaches freeze well for up to a month. Prune or poppy seed filling can replace the apricot.</div></div>
<div class="wprm-nutrition-label-container"><span class="wprm-nutrition-label-text-nutrition-container">Calories: 178kcal | Carbohydrates: 29g | Protein: 4g | Fat: 5g | Sugar: 12g</span></div>
</div></div></div>"""
        return f"""<div class="td-crumb-container"><div class="entry-crumbs">{self.a("home", "Home", "chrome:breadcrumb", 'class="entry-crumb"')} <i class="td-icon-right td-bread-sep"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span></div></div>
<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">{self.blocks(doc)}</div>"""
