# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Porchlight: a Patch-like hyperlocal community news network (`/colorado/fort-collins/<slug>`, `?page=2`,
`/colorado/fort-collins/neighbor-posts`, `/calendar`, `/users/<name>`, `/search?q=`), English, UTF-8, Mountain
time. A Next.js front end (`__NEXT_DATA__`, hashed CSS-module classes such as `styles_HeadlineSection__title__Hf2kq`),
Title Case headlines, "FORT COLLINS, CO —" datelines, bylines "Erin Macaulay, Porchlight Staff" and
"Posted Wed, Dec 2, 2026 at 8:05 am MT", "Also on Porchlight:" link boxes inside the body. "Community Contributor"
posts (a resident's story and an organization's appeal) carry a badge and a disclaimer; both are articles, the
organization's with no author. A partner story republished from another newsroom has its canonical on that
domain. Metadata: `NewsArticle` JSON-LD with times in **UTC** (the schools story's 03:20Z is 8:20 p.m. on 3 Dec in
Colorado); contributor posts have an `Organization` or `Person` author. The neighbor-post thread with its replies
(`discussion`), the events calendar and the neighbor posts list are not articles."""

from __future__ import annotations

import json

from common import Base, page, story, text
from sitekit import Doc, css_rules, esc

ARTS = ["council", "snow", "schools", "police", "robotics", "foodshare", "canyon", "ramen"]
TOWN = "/colorado/fort-collins"
STAFF = {"Erin Macaulay": "/users/erin-macaulay", "Derek Novak": "/users/derek-novak"}


def art(
    key: str,
    slug: str,
    title: str,
    date: str,
    iso: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(key, f"{TOWN}/{slug}", title, date, iso, stamp, authors, lines, shape, **extra)


class Porchlight(Base):
    origin = "https://porchlight.test"
    name = "Porchlight"
    prefix = "pch"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pch",
            [
                ".styles_Article__zQ7e1",
                ".styles_HeadlineSection__title__Hf2kq",
                ".styles_BylineSection__byline__p0Lm3",
                ".styles_Section__body__x8Kd2",
                ".styles_Card__wrap__B7nq1",
                ".styles_AlsoOnPorchlight__Qs4v9",
                ".styles_Footer__links__e2Rr6",
                ".styles_Comment__item__T6ha0",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                TOWN,
                "home",
                "Fort Collins, CO",
                "patch-town-home",
                list=["snow", "police", "schools", "council", "canyon", "robotics", "foodshare"],
                more="home2",
            )
        )
        add(
            page(
                "home2",
                f"{TOWN}?page=2",
                "section",
                "Fort Collins, CO",
                "patch-town-home-page2",
                list=["ramen", "council", "foodshare", "robotics"],
            )
        )
        add(page("neighbors", f"{TOWN}/neighbor-posts", "section", "Neighbor Posts", "neighbor-posts-list", list=[]))
        add(
            page(
                "thread",
                f"{TOWN}/neighbor-posts/anyone-know-whats-going-into-the-old-albertsons-on-drake",
                "discussion",
                "Anyone Know What’s Going Into The Old Albertsons On Drake?",
                "neighbor-post-thread-replies",
                text("""
The lot has had construction fences up for two weeks and there are trucks there every morning. I heard a gym, my husband heard a hospital clinic. Does anybody actually know?
"""),
                poster="Linda K.",
                replies=[
                    (
                        "Marcus T.",
                        "Neighbor",
                        "My brother-in-law is an electrician on the job. He says it’s a medical office building, urgent care on the ground floor.",
                    ),
                    (
                        "Jen Albrecht",
                        "Neighbor",
                        "There was a permit application on the city’s website in October. Search the address and it should come up.",
                    ),
                    ("Robert F.", "Neighbor", "Anything but another storage place. We have four within a mile."),
                    (
                        "Sandy W.",
                        "Neighbor",
                        "Urgent care would be great. The closest one now is always a two-hour wait.",
                    ),
                    (
                        "Erin Macaulay",
                        "Porchlight Staff",
                        "Thanks for the tip, everyone. We’re checking with the city and the property owner and will post a story if we confirm what’s planned.",
                    ),
                    ("Linda K.", "Neighbor", "Thank you! I’ll keep an eye out for it."),
                    (
                        "Dave Okonkwo",
                        "Neighbor",
                        "I heard a climbing gym too, but that might be the old Kmart site on College.",
                    ),
                ],
            )
        )
        add(
            page(
                "calendar",
                f"{TOWN}/calendar",
                "events",
                "Fort Collins Calendar",
                "events-calendar",
                events=[
                    (
                        "Sat, Dec 5",
                        "10:00 am",
                        "Holiday Craft Fair at the Lincoln Center",
                        "Lincoln Center, 417 W. Magnolia St.",
                        "holiday-craft-fair-lincoln-center",
                    ),
                    ("Sat, Dec 5", "5:30 pm", "Old Town Lights Walk", "Old Town Square", "old-town-lights-walk"),
                    (
                        "Sun, Dec 6",
                        "1:00 pm",
                        "Winter Bird Count Training",
                        "Environmental Learning Center",
                        "winter-bird-count-training",
                    ),
                    (
                        "Tue, Dec 8",
                        "6:30 pm",
                        "Poudre School District Board Meeting",
                        "Johannsen Support Services Center",
                        "psd-board-meeting-dec-8",
                    ),
                    (
                        "Wed, Dec 9",
                        "7:00 pm",
                        "Trivia Night for the Food Share",
                        "Horse & Dragon Brewing",
                        "trivia-night-food-share",
                    ),
                    (
                        "Fri, Dec 11",
                        "7:30 pm",
                        "Fort Collins Symphony: Holiday Pops",
                        "Lincoln Center",
                        "fort-collins-symphony-holiday-pops",
                    ),
                    ("Sat, Dec 12", "9:00 am", "Ugly Sweater 5K", "City Park", "ugly-sweater-5k"),
                    ("Sun, Dec 13", "2:00 pm", "Menorah Lighting", "Oak Street Plaza", "menorah-lighting-oak-street"),
                ],
            )
        )
        add(
            page(
                "author",
                STAFF["Erin Macaulay"],
                "author",
                "Erin Macaulay",
                "patch-user-profile",
                list=["snow", "council", "ramen"],
            )
        )
        add(page("tag", f"{TOWN}/topic/schools", "tag", "Schools", "patch-topic", list=["schools", "robotics"]))
        add(
            page(
                "search",
                "/search?q=snow&site=fort-collins",
                "search",
                "Search results for “snow”",
                "patch-search",
                list=["snow"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About Porchlight",
                "about-page",
                text("""
Porchlight is a network of local news sites serving more than 300 towns across the United States. Each site has at least one local editor who lives in or near the community.
Our editors report on local government, schools, public safety, business and the everyday news of their towns. Residents, businesses and organizations can also post to Porchlight as Community Contributors, and neighbors can share announcements, questions and recommendations in Neighbor Posts.
## Community Contributors
Posts marked Community Contributor are written by members of the public. They are reviewed for our community guidelines before they appear but are not edited by our staff, and the views expressed are the author’s own.
## Contact
Questions about Porchlight in Fort Collins can be sent to Erin Macaulay at erin.macaulay@porchlight.test.
"""),
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            art(
                "council",
                "fort-collins-council-moves-ahead-paid-parking-plan-old-town",
                "Fort Collins Council Moves Ahead With Paid Parking Plan For Old Town",
                "2026-12-02",
                "2026-12-02T15:05:00.000Z",
                "Wed, Dec 2, 2026 at 8:05 am MT",
                ["Erin Macaulay"],
                text("""
FORT COLLINS, CO — Parking on Old Town’s busiest streets could cost $1.50 an hour by next fall after the Fort Collins City Council voted 5-2 on Tuesday night to move ahead with a paid parking plan for the downtown core.
The plan, which still needs a second vote on Dec. 15, would put meters or pay-by-app zones on about 1,400 on-street spaces between Maple and Olive streets and from Mason to Mathews streets. Parking in the city’s three downtown garages would stay free for the first hour.
City staff told council members that cars parked on the busiest blocks of College Avenue and Mountain Avenue now stay an average of two hours and 40 minutes, well past the two-hour limit, and that drivers looking for a space make up a large share of downtown traffic on weekend evenings.
“We have free parking that nobody can find,” said Mayor Pro Tem Angela Ruiz. “Charging a modest price for the most convenient spaces is how we make sure there’s one open when you need it.”
Money from the meters, estimated at $2.1 million a year, would go toward maintenance of the garages, downtown transit and sidewalk improvements, according to the plan.
Council members Greg Pullman and Shawna Everett voted no. Pullman said he worried that paid parking would push shoppers to malls and big-box stores with free lots, and asked the city to wait until a new transit line is running on Mason Street.
About 30 people spoke during public comment, and they were split. Several downtown business owners supported the plan, saying their customers can rarely find a space on Saturdays because employees of nearby businesses park in front of their shops all day.
Others said it would hit workers and students hardest. “I’m a barista. I can’t afford to pay $12 a day to park for my shift,” said Mia Coleman, who works at a coffee shop on Linden Street. The plan includes discounted employee permits in the garages, but some speakers said those are too far from their jobs.
If the council approves the plan on second reading, the city would spend most of next year installing pay stations and signs, with paid parking starting in September 2027. Evenings after 8 p.m. and Sundays would stay free.
"""),
                "staff-story-also-on-box",
                dek="Drivers would pay $1.50 an hour on about 1,400 downtown spaces starting next fall.",
                section_name="Politics & Government",
                also_at=4,
                caption="Cars fill parking spaces on College Avenue in Old Town on a Saturday afternoon. (Erin Macaulay/Porchlight)",
            )
        )
        add(
            art(
                "snow",
                "snow-totals-how-much-fell-across-larimer-county-overnight",
                "Snow Totals: How Much Fell Across Larimer County Overnight",
                "2026-12-04",
                "2026-12-04T15:40:00.000Z",
                "Fri, Dec 4, 2026 at 8:40 am MT",
                ["Erin Macaulay"],
                text("""
FORT COLLINS, CO — The first real snowstorm of the season dropped between 4 and 11 inches across Larimer County overnight, with the heaviest totals in the foothills west of Fort Collins and Loveland.
Here are some of the totals reported to the National Weather Service as of 7 a.m. Friday:
- Red Feather Lakes: 11 inches
- Bellvue: 8.5 inches
- Horsetooth Reservoir: 8 inches
- West Fort Collins: 6.5 inches
- Loveland: 5.5 inches
- Wellington: 4 inches
- Windsor: 4 inches
Poudre School District and Thompson School District were both on a two-hour delay Friday. Colorado State University opened on time.
Fort Collins Police reported 23 crashes between midnight and 7 a.m., none with serious injuries. The city said its plows had cleared all main roads by 6 a.m. and would move to residential streets during the day.
Skies should clear Friday afternoon, with highs near 35 degrees. Temperatures are expected to drop to the single digits Friday night, so any melted snow will refreeze on roads and sidewalks.
"""),
                "list-of-totals-staff",
                section_name="Weather",
            )
        )
        add(
            art(
                "schools",
                "poudre-school-district-proposes-closing-2-elementary-schools",
                "Poudre School District Proposes Closing 2 Elementary Schools",
                "2026-12-03",
                "2026-12-04T03:20:00.000Z",
                "Thu, Dec 3, 2026 at 8:20 pm MT",
                ["Derek Novak"],
                text("""
FORT COLLINS, CO — Poudre School District administrators on Thursday proposed closing two elementary schools at the end of the current school year, citing falling enrollment and a budget shortfall expected to reach $14 million next year.
Under the proposal, presented at a board work session, students at Moore Elementary and Beattie Elementary would move to nearby schools in the fall of 2027. The district estimates the closures would save about $2.6 million a year in staffing and building costs.
District enrollment has fallen by about 1,900 students since 2019, driven by lower birth rates and rising housing costs that have pushed young families out of Fort Collins, Superintendent Carla Jennings told the board. Several elementary schools in older neighborhoods are now less than 60% full.
“These are not decisions anyone wants to make,” Jennings said. “But keeping buildings half empty means fewer teachers, fewer counselors and fewer programs for kids in every school.”
Parents who attended the work session pushed back. Several said the district had not given families enough time to weigh in, and that closing neighborhood schools would mean longer walks and bus rides for young children.
“My kids walk to Moore. Next year they’d have to cross Drake Road at rush hour,” said parent Hannah Ostrowski. “Nobody from the district has come to look at that intersection.”
The district said it would hold community meetings at both schools in January before the board votes in February. Teachers and staff at the two schools would be offered positions elsewhere in the district, administrators said.
The proposal is the first step in a broader review of school buildings that could lead to more closures or boundary changes in the next several years.
"""),
                "utc-evening-crosses-midnight",
                section_name="Schools",
                tag=True,
                also_at=3,
            )
        )
        add(
            art(
                "police",
                "loveland-man-charged-string-catalytic-converter-thefts-police",
                "Loveland Man Charged In String Of Catalytic Converter Thefts: Police",
                "2026-12-04",
                "2026-12-04T17:55:00.000Z",
                "Fri, Dec 4, 2026 at 10:55 am MT",
                ["Derek Novak"],
                text("""
FORT COLLINS, CO — A Loveland man has been charged in connection with at least 17 catalytic converter thefts in Fort Collins and Loveland this fall, police said Friday.
The 31-year-old man was arrested Wednesday after an officer spotted a car matching the description of one seen at several of the thefts in a parking lot near Harmony Road and Timberline Road, according to Fort Collins Police Services. Officers found a battery-powered saw and four catalytic converters in the car’s trunk, police said.
He faces charges including theft, criminal mischief and possession of burglary tools, and was being held at the Larimer County Jail on a $25,000 bond.
Loveland police said the man is also a suspect in several thefts in their city, and that more charges could be filed as detectives compare evidence from the two departments. Investigators said some of the stolen parts appear to have been sold to a scrap buyer in the Denver area.
Detectives believe the thefts, which began in September, targeted mostly hybrid vehicles and pickup trucks parked in apartment complexes and business lots overnight. Replacing a stolen catalytic converter can cost owners $1,500 to $3,000.
Police asked anyone who believes their vehicle was targeted to call the non-emergency line at 970-555-0117.
"""),
                "police-brief-colon-headline",
                section_name="Crime & Safety",
            )
        )
        add(
            art(
                "robotics",
                "rocky-mountain-high-robotics-team-heads-state-finals",
                "Rocky Mountain High Robotics Team Heads To State Finals",
                "2026-12-03",
                "2026-12-03T22:10:00.000Z",
                "Thu, Dec 3, 2026 at 3:10 pm MT",
                ["Kevin Brandt"],
                text("""
The Rocky Mountain High School robotics team, the Lobo Bots, has qualified for the Colorado state robotics championship for the first time in the team’s six-year history.
The team of 14 students finished second out of 36 teams at the Northern Colorado qualifier in Greeley on Saturday, with a robot that can pick up and stack foam cubes and climb a metal bar in the final 30 seconds of each match. The students designed, built and programmed the robot themselves over eight weeks, working most evenings and weekends in the school’s engineering lab.
“We rebuilt the lifting arm three times,” said junior Priya Raman, the team’s lead programmer. “The third version finally worked two days before the competition.”
The team also won the event’s Inspire Award, given to the team judges believe best represents the program’s values, including outreach. This fall, team members ran free robotics workshops for fourth and fifth graders at three Fort Collins elementary schools.
This year’s team is also the most varied the school has fielded. Half of its members are girls, and four of the students had never built anything more complicated than a model rocket before joining in August. Seniors on the team spent the first weeks of the season teaching newer members how to use the lab’s 3D printers and how to read a wiring diagram.
“The older kids could have done it all themselves and probably faster,” said sophomore Eli Gutierrez. “They made us do it instead, even when we broke things.”
The state championship will be held in Denver on Jan. 23. The team is raising money to cover registration, new parts and travel, and local businesses or families interested in sponsoring the team can contact the school’s engineering department.
I have coached the Lobo Bots since the team started with five students and a borrowed kit. I could not be prouder of how hard these students have worked, and how much they have helped each other along the way.
"""),
                "community-contributor-person",
                contributor=True,
                section_name="Schools",
                tag=True,
            )
        )
        add(
            art(
                "foodshare",
                "food-share-seeks-300-volunteers-holiday-distribution",
                "Food Share Seeks 300 Volunteers For Holiday Distribution",
                "2026-12-02",
                "2026-12-02T18:30:00.000Z",
                "Wed, Dec 2, 2026 at 11:30 am MT",
                [],
                text("""
Larimer Food Share is looking for 300 volunteers to help pack and hand out holiday food boxes to about 4,000 families in Fort Collins and Loveland later this month.
Volunteers are needed for two-hour shifts from Dec. 14 to Dec. 19 at the Food Share warehouse on Blue Spruce Drive, and for a drive-through distribution at The Ranch events complex in Loveland on Dec. 19. No experience is needed, and volunteers as young as 12 can help if they are with an adult.
Demand for food assistance in Larimer County has climbed for the third straight year. Food Share served an average of 18,600 people a month this fall, up 12% from a year ago, with the sharpest increase among seniors and working families with children.
Each holiday box includes a turkey or ham, fresh produce, potatoes, stuffing, canned vegetables and a pie. Families who need a box can sign up through Dec. 11 on the Food Share website or by calling 970-555-0188.
Volunteers can register online. Groups of 10 or more, including businesses and school clubs, are asked to contact the volunteer coordinator directly.
"""),
                "community-contributor-organization",
                contributor=True,
                org="Larimer Food Share",
                section_name="Charities",
            )
        )
        add(
            art(
                "canyon",
                "after-fire-poudre-canyon-businesses-bet-winter-season",
                "After The Fire, Poudre Canyon Businesses Bet On A Winter Season",
                "2026-12-03",
                "2026-12-03T14:00:00.000Z",
                "Thu, Dec 3, 2026 at 7:00 am MT",
                ["Nadia Petrov"],
                text("""
For most of its history, the Poudre Canyon has been a summer place. Rafting companies, fishing guides and a string of small lodges along Highway 14 make most of their money between Memorial Day and Labor Day, then board up the windows and wait.
This winter, some of them are trying something different.
Three years after a wildfire burned more than 40,000 acres along the upper canyon and closed the highway for most of a summer, a handful of business owners are opening for the cold months for the first time, betting that snowshoers, cross-country skiers and people looking for a quiet cabin will drive up from the Front Range.
“We can’t survive on three months a year anymore,” said Tess Hollister, who owns a six-cabin lodge near Rustic with her husband. “The fire took one summer from us completely, and the next two were slow because people thought everything up here was burned. We had to find another season.”
Hollister spent about $60,000 this fall to winterize the cabins, adding insulation and new wood stoves. Reservations for January and February are about half full, she said, better than she expected.
## A canyon that looks different now
Much of the upper canyon still shows the scars of the fire. Blackened trunks stand on the hillsides above the river, and some trailheads remain closed while crews clear dead trees. But the burn has also opened views that were hidden by forest, and aspen and grasses are coming back on many slopes.
The U.S. Forest Service has reopened several winter trails in the area, including a groomed cross-country loop near Cameron Pass. A nonprofit trail group has added signs and a warming hut with help from a state outdoor recreation grant.
Not everyone is convinced the canyon can support a winter economy. Highway 14 is narrow and winding, and storms can close it for a day or more. There is no cell service for long stretches. Jim Albers, who has run a fly shop in the lower canyon for 26 years, said he will stay closed from November to April, as always.
“I’ve seen people try it before,” Albers said. “It’s a long drive to sit in a cabin when you can’t get a signal and the road might close behind you.”
## Help from the county
Larimer County has put $250,000 into a marketing campaign for the canyon’s winter season and is working with the state to improve plowing on the highway’s upper stretches. County commissioners said they hope the effort can help businesses that lost income during the fire and the road closures that followed.
For Hollister, the first real test will come over the holidays, when she has guests booked in every cabin. “If the snow comes and the road stays open, I think people will love it,” she said. “If not, we’ll learn something.”
"""),
                "partner-republish-canonical-offsite",
                partner="Front Range Report",
                canonical="https://www.frontrangereport.test/2026/12/03/poudre-canyon-businesses-winter-season/",
                section_name="Business",
                caption="Cabins at a lodge near Rustic in the upper Poudre Canyon. (Courtesy of Front Range Report)",
            )
        )
        add(
            art(
                "ramen",
                "new-ramen-shop-opens-midtown-fort-collins",
                "New Ramen Shop Opens In Midtown Fort Collins",
                "2026-12-01",
                "2026-12-01T20:15:00.000Z",
                "Tue, Dec 1, 2026 at 1:15 pm MT",
                ["Erin Macaulay"],
                text("""
FORT COLLINS, CO — A new ramen restaurant has opened in the former Wendy’s building on South College Avenue near Foothills Mall.
Kumo Noodle Bar, owned by Fort Collins couple Kenji and Laura Sato, serves four kinds of ramen, rice bowls and small plates, with noodles made in house each morning. Bowls run $14 to $18.
The restaurant is open from 11 a.m. to 9 p.m. Tuesday through Sunday. The Satos said they plan to add a late-night menu on weekends in the spring.
"""),
                "short-business-brief",
                section_name="Business",
            )
        )

    # templates
    def next_data(self, doc: Doc) -> str:
        data = {
            "props": {
                "pageProps": {
                    "patch": {
                        "id": 33412,
                        "name": "Fort Collins",
                        "state": "CO",
                        "slug": "fort-collins",
                        "timezone": "America/Denver",
                    },
                    "article": {
                        "id": 32900000 + len(doc.path) * 131,
                        "type": "contributor" if doc.extra.get("contributor") else "staff",
                        "publishedAt": doc.iso,
                        "category": doc.extra.get("section_name", ""),
                    }
                    if doc.is_article
                    else None,
                    "pageType": "article" if doc.is_article else doc.kind,
                    "ads": {"enabled": True, "targeting": {"patch": "fort-collins", "state": "co"}},
                },
                "__N_SSP": True,
            },
            "page": "/[state]/[patch]/[slug]" if doc.is_article else "/[state]/[patch]",
            "query": {"state": "colorado", "patch": "fort-collins"},
            "buildId": "pL9x2r_Kc1vT0mQa7sDfE",
            "isFallback": False,
            "gssp": True,
        }
        return f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        title = (
            f"{doc.title} | Fort Collins, CO Porchlight"
            if doc.kind != "home"
            else "Fort Collins, CO Porchlight - Breaking News, Local News, Events, Schools, Weather"
        )
        canonical = doc.extra.get("canonical") or self.url(doc.key)
        metas = [f"<title>{esc(title)}</title>", f'<link rel="canonical" href="{esc(canonical)}">']
        if doc.is_article:
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">',
                f'<meta property="og:image" content="https://img.porchlight.test/{doc.key}/1200x630.jpg">',
                '<meta property="og:site_name" content="Porchlight">',
            ]
            if doc.extra.get("org"):
                author: object = {"@type": "Organization", "name": doc.extra["org"]}
            else:
                author = [{"@type": "Person", "name": a} for a in doc.authors]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Porchlight",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://porchlight.test/static/img/porchlight-logo-512.png",
                    },
                },
                "mainEntityOfPage": canonical,
                "articleSection": doc.extra.get("section_name", ""),
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f'<li class="styles_Nav__item__u3Fk8">{x}</li>'
            for x in (
                self.a("home", "News", "nav"),
                self.a("neighbors", "Neighbor Posts", "nav"),
                self.a("calendar", "Calendar", "nav"),
                f'<a href="{TOWN}/classifieds">Classifieds</a>',
                f'<a href="{TOWN}/real-estate">Real Estate</a>',
                self.a("tag", "Schools", "nav"),
                f'<a href="{TOWN}/topic/weather">Weather</a>',
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<meta name="next-head-count" content="{len(metas) + 3}">
<link rel="preload" href="/_next/static/css/4b8e2f1c9a7d3e60.css" as="style">
<link rel="stylesheet" href="/_next/static/css/4b8e2f1c9a7d3e60.css" data-n-g="">
<style>/*PAD*/</style>
</head>
<body>
<div id="__next">
<div class="styles_GdprBanner__wrap__n1Qe4" role="dialog">We use cookies and similar technologies to personalize content and ads and to analyze our traffic. <a href="/privacy">Privacy Policy</a> <button>Got it</button></div>
<header class="styles_Header__wrap__c5Tz1">
<div class="styles_Header__top__Yw0p2">{self.a("home", "Porchlight", "nav", 'class="styles_Logo__link__Qm4b8" aria-label="Porchlight home"')}<span class="styles_Header__patch__r7Kx3">Fort Collins, CO</span>
<a href="/colorado/fort-collins/subscribe" class="styles_Header__subscribe__a9Ds1">Subscribe</a> <a href="/login?next=%2Fcolorado%2Ffort-collins" class="styles_Header__login__b0Pq2">Log in</a>
<form action="/search" method="get" class="styles_Search__form__Z3kq9"><input type="search" name="q" placeholder="Search"><input type="hidden" name="site" value="fort-collins"></form></div>
<nav class="styles_Nav__wrap__D4mv7"><ul>{nav}</ul></nav>
<div class="styles_Weather__wrap__f8Hn2"><span>22°F</span> <span>Fort Collins</span></div>
</header>
<main class="styles_Main__M1k2a">
{main}
</main>
<footer class="styles_Footer__wrap__h1Xs0">
<ul class="styles_Footer__links__e2Rr6"><li>{self.a("about", "About Porchlight", "footer")}</li><li><a href="/careers">Careers</a></li><li><a href="/community-guidelines">Community Guidelines</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li><li><a href="/privacy#ccpa">Do Not Sell or Share My Personal Information</a></li><li><a href="mailto:erin.macaulay@porchlight.test">Send a tip</a></li></ul>
<p class="styles_Footer__copy__Vv2s4">© 2026 Porchlight Media. All Rights Reserved.</p>
</footer>
</div>
{self.next_data(doc)}
<script src="/_next/static/chunks/framework-5d1c7e0b2a9f4638.js" defer></script>
<script src="/_next/static/chunks/pages/_app-7a3b9e12c4f0d851.js" defer></script>
</body>
</html>"""

    def also_box(self, doc: Doc) -> str:
        keys = [k for k in ("snow", "police", "canyon", "schools", "council") if k != doc.key][:3]
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in keys)
        return f'<div class="styles_AlsoOnPorchlight__Qs4v9"><strong>Also on Porchlight:</strong><ul>{items}</ul></div>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("org"):
            byline = f'<p class="styles_BylineSection__name__k2Vd7"><a href="/users/larimer-food-share">{esc(doc.extra["org"])}</a>, <span>Community Contributor</span></p>'
            avatar_alt = doc.extra["org"]
        elif doc.extra.get("contributor"):
            byline = f'<p class="styles_BylineSection__name__k2Vd7"><a href="/users/kevin-brandt">{esc(doc.authors[0])}</a>, <span>Community Contributor</span></p>'
            avatar_alt = doc.authors[0]
        elif doc.extra.get("partner"):
            byline = f'<p class="styles_BylineSection__name__k2Vd7">{esc(doc.authors[0])}, <span>{esc(doc.extra["partner"])}</span></p>'
            avatar_alt = doc.extra["partner"]
        else:
            name = doc.authors[0]
            link = (
                self.a("author", name, "byline")
                if name == "Erin Macaulay"
                else f'<a href="{STAFF[name]}">{esc(name)}</a>'
            )
            byline = f'<p class="styles_BylineSection__name__k2Vd7">{link}, <span>Porchlight Staff</span></p>'
            avatar_alt = f"{name}, Porchlight Staff"
        badge = (
            '<div class="styles_Badge__contributor__W8gh1">Community Contributor</div>'
            if doc.extra.get("contributor")
            else ""
        )
        dek = f'<h6 class="styles_HeadlineSection__subtitle__q1Nw5">{esc(doc.dek)}</h6>' if doc.dek else ""
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<figure class="styles_Figure__wrap__j4Gc2"><img src="https://img.porchlight.test/{doc.key}/1200x800.jpg" alt="" width="1200" height="800"><figcaption class="styles_Figure__caption__u2Xb6">{esc(doc.extra["caption"])}</figcaption></figure>'
        parts = self.blocks(doc).split("\n")
        if doc.extra.get("also_at"):
            parts.insert(doc.extra["also_at"], self.also_box(doc))
        pre = ""
        if doc.extra.get("partner"):
            pre = f'<p class="styles_PartnerNote__text__s8Hk1"><em>This article originally appeared on <a href="{esc(doc.extra["canonical"])}">{esc(doc.extra["partner"])}</a>, a nonprofit newsroom covering Colorado, and is republished here under a content-sharing agreement.</em></p>'
        disclaimer = ""
        if doc.extra.get("contributor"):
            disclaimer = '<p class="styles_Disclaimer__text__mN3c8"><em>The views expressed in this post are the author’s own. Want to post on Porchlight? <a href="/register?next=%2Fcolorado%2Ffort-collins%2Fpost">Register for a user account</a>.</em></p>'
        tag = (
            f'<div class="styles_Topics__wrap__yP2w6">Topics: {self.a("tag", "Schools", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        more = "".join(
            f'<li class="styles_Card__wrap__B7nq1">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        share = esc(self.url(doc.key))
        return f"""<article class="styles_Article__zQ7e1">
<nav class="styles_Breadcrumbs__r4Xy0">{self.a("home", "Fort Collins, CO", "content")} <span>/</span> <span>{esc(doc.extra.get("section_name", "News"))}</span></nav>
{badge}
<h1 class="styles_HeadlineSection__title__Hf2kq">{esc(doc.title)}</h1>
{dek}
<div class="styles_BylineSection__byline__p0Lm3"><img class="styles_BylineSection__avatar__Rk2c1" src="https://img.porchlight.test/avatars/{doc.key}.jpg" alt="{esc(avatar_alt)}" width="40" height="40"><div>{byline}<p class="styles_BylineSection__time__H2d7v"><span>Posted </span><time datetime="{doc.iso}">{doc.stamp}</time></p></div></div>
<div class="styles_ShareBar__wrap__L6vr2"><button>Thank</button><button>Reply</button><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Share</a><a href="https://twitter.com/intent/tweet?url={share}">Post</a><a href="mailto:?subject={esc(doc.title)}&amp;body={share}">Email</a></div>
{fig}
{pre}
<section class="styles_Section__body__x8Kd2">
{chr(10).join(parts)}
</section>
{disclaimer}
{tag}
<div class="styles_ArticleFooter__wrap__B1fz3"><button>Thank ({len(doc.title) % 9 + 2})</button><button>Reply</button><button>Share</button></div>
<div class="styles_NewsletterSignup__wrap__o7Fe4"><p>Get more local news delivered straight to your inbox. Sign up for free Porchlight newsletters and alerts.</p><form action="/newsletters/subscribe" method="post"><input type="email" name="email" placeholder="Email address"><button>Subscribe</button></form></div>
<section class="styles_Comments__wrap__W3ep0"><h2>Reply</h2><p>Be the first to reply to this post. <a href="/login?next={esc(doc.path)}">Log in</a> to join the conversation.</p></section>
</article>
<aside class="styles_MoreFromPatch__wrap__G5ua8"><h2>More from Fort Collins</h2><ul>{more}</ul></aside>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        who = d.extra.get("org") or (d.authors[0] if d.authors else "")
        label = (
            "Community Contributor" if d.extra.get("contributor") else (d.extra.get("partner") or "Porchlight Staff")
        )
        return (
            f'<div class="styles_Card__wrap__B7nq1"><span class="styles_Card__category__s4Bq2">{esc(d.extra.get("section_name", ""))}</span>'
            f'<h2 class="styles_Card__title__Ux8a1">{self.a(key, d.title, "content")}</h2>'
            f'<p class="styles_Card__description__Fm3k0">{esc(d.dek or self.lede(d))}</p>'
            f'<div class="styles_Card__meta__c7Wd3">{esc(who)}, {esc(label)} · <time datetime="{d.iso}">{d.stamp.split(" at ")[0]}</time></div></div>'
        )

    def neighbor_cards(self) -> str:
        posts = [
            (
                "Lost Dog Near Spring Creek Trail",
                "Sarah P.",
                "Our black lab mix, Juniper, slipped her collar near Edora Park around 4 p.m. She is friendly but shy. Please call if you see her.",
            ),
            (
                "Recommendations For A Furnace Repair Company?",
                "Greg H.",
                "Our furnace is making a banging noise when it kicks on. Who have you used that was fair and showed up on time?",
            ),
            (
                "Free Firewood, You Haul",
                "Bill M.",
                "About half a cord of split ash in our driveway off Shields. First come, first served.",
            ),
            (
                "Found: Set Of Keys At Lee Martinez Park",
                "Ana R.",
                "Toyota key and two house keys on a climbing carabiner, found near the farm entrance. Turned in to the park office.",
            ),
        ]
        out = []
        for t, who, body in posts:
            out.append(
                f'<div class="styles_NeighborPost__wrap__Y5c1m"><h3><a href="{TOWN}/neighbor-posts/{t.lower().replace(" ", "-").replace(",", "").replace(":", "").replace("?", "")}">{esc(t)}</a></h3><p>{esc(body)}</p><div class="styles_NeighborPost__meta__g2Zr8">{esc(who)}, Neighbor · <button>Thank</button> <button>Reply</button></div></div>'
            )
        thread = self.docs["thread"]
        out.insert(
            1,
            f'<div class="styles_NeighborPost__wrap__Y5c1m"><h3>{self.a("thread", thread.title, "content")}</h3><p>{esc(thread.blocks[0][1])}</p><div class="styles_NeighborPost__meta__g2Zr8">Linda K., Neighbor · {len(thread.extra["replies"])} replies</div></div>',
        )
        return "".join(out)

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="styles_PageTitle__h1__k7Tq3">{esc(doc.title)}</h1>'
        side = ""
        if doc.key == "home":
            head = '<h1 class="styles_PageTitle__h1__k7Tq3">Fort Collins, CO</h1><p class="styles_PageTitle__sub__a2Bc6">Local news, events and neighbor posts for Fort Collins</p>'
            side = (
                f'<aside class="styles_Sidebar__wrap__R8nd4"><h2>{self.a("neighbors", "Neighbor Posts", "content")}</h2>{self.neighbor_cards()}'
                f"<h2>{self.a('calendar', 'Upcoming Events', 'content')}</h2><p>{self.a('search', 'Snow updates', 'content')} · {self.a('author', 'Erin Macaulay, local editor', 'content')}</p></aside>"
            )
        elif doc.key == "neighbors":
            head = f'<h1 class="styles_PageTitle__h1__k7Tq3">Neighbor Posts</h1><p>Announcements, questions and recommendations from your neighbors in Fort Collins. <a href="{TOWN}/post">Post something</a></p>'
            cards = self.neighbor_cards()
        elif doc.kind == "author":
            head = (
                '<div class="styles_Profile__wrap__E2vb5"><img src="https://img.porchlight.test/avatars/erin-macaulay.jpg" alt="Erin Macaulay"><h1 class="styles_PageTitle__h1__k7Tq3">Erin Macaulay</h1><p>Local Editor, Fort Collins Porchlight</p>'
                "<p>Erin Macaulay has covered Fort Collins and Larimer County since 2018. Send tips and story ideas to erin.macaulay@porchlight.test.</p></div><h2>Posts by Erin Macaulay</h2>"
            )
        elif doc.kind == "search":
            head = '<h1 class="styles_PageTitle__h1__k7Tq3">Search results for “snow”</h1><p>in Fort Collins, CO</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="styles_Pagination__wrap__Nq7x2">{self.a(doc.extra["more"], "Load more", "pagination")}</nav>'
        elif doc.key == "home2":
            pager = f'<nav class="styles_Pagination__wrap__Nq7x2">{self.a("home", "Back to top stories", "pagination")}</nav>'
        return f'<div class="styles_Feed__wrap__Kw2p9">{head}<div class="styles_Feed__list__T0ab3">{cards}</div>{pager}</div>{side}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "discussion":
            replies = "".join(
                f'<li class="styles_Comment__item__T6ha0"><div class="styles_Comment__author__Fj3s8"><strong>{esc(n)}</strong>, <span>{esc(role)}</span> · <time>{"Dec 3" if i < 4 else "Dec 4"}</time></div><p>{esc(c)}</p><div><button>Thank</button> <button>Reply</button></div></li>'
                for i, (n, role, c) in enumerate(doc.extra["replies"])
            )
            return f"""<article class="styles_NeighborPostDetail__wrap__Pp4k1">
<nav class="styles_Breadcrumbs__r4Xy0">{self.a("neighbors", "Neighbor Posts", "content")}</nav>
<h1 class="styles_HeadlineSection__title__Hf2kq">{esc(doc.title)}</h1>
<div class="styles_BylineSection__byline__p0Lm3"><p><strong>{esc(doc.extra["poster"])}</strong>, <span>Neighbor</span></p><p><time datetime="2026-12-03T16:12:00.000Z">Dec 3, 2026</time></p></div>
<div class="styles_NeighborPostDetail__body__V2mn6">{self.blocks(doc)}</div>
<div class="styles_ShareBar__wrap__L6vr2"><button>Thank (14)</button><button>Reply</button><button>Share</button></div>
<section class="styles_Comments__wrap__W3ep0"><h2>{len(doc.extra["replies"])} Replies</h2><ul>{replies}</ul><form><textarea placeholder="Write a reply"></textarea><button>Reply</button></form></section>
</article>
<aside class="styles_MoreFromPatch__wrap__G5ua8"><h2>Trending in Fort Collins</h2><ul><li>{self.a("snow", self.docs["snow"].title, "related")}</li><li>{self.a("council", self.docs["council"].title, "related")}</li></ul></aside>"""
        if doc.kind == "events":
            rows = "".join(
                f'<li class="styles_Event__item__Cc8t1"><div class="styles_Event__date__p5Gk2">{d}</div><div><h3><a href="{TOWN}/calendar/event/20261205/{slug}">{esc(t)}</a></h3><p>{tm} · {esc(v)}</p></div></li>'
                for d, tm, t, v, slug in doc.extra["events"]
            )
            return f"""<div class="styles_Calendar__wrap__Ha1s5"><h1 class="styles_PageTitle__h1__k7Tq3">{esc(doc.title)}</h1>
<p>Find things to do in Fort Collins this week. <a href="{TOWN}/calendar/new">Add your event</a></p>
<div class="styles_Calendar__filters__Mb7d2"><button>Today</button><button>This weekend</button><button>Next 7 days</button><button>Free events</button></div>
<ul class="styles_Calendar__list__Rz4k0">{rows}</ul>
<p class="styles_Calendar__more__Dn2f6">{self.a("foodshare", "Volunteer: Food Share holiday distribution", "content")}</p></div>"""
        return f'<div class="styles_StaticPage__wrap__Xj6v2"><h1 class="styles_PageTitle__h1__k7Tq3">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
