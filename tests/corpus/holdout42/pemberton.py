# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; the pager angle quotes are deliberate)
"""Pemberton University News: a university newsroom in Worcester, Massachusetts, on **Drupal 10** (`node--type-news-article`,
`field--name-body`, `field--name-field-byline`, `field--name-field-media-contact`, `data-drupal-selector`,
`drupal-settings-json`, pathauto URLs `/news/2026/12/<slug>`, the Drupal pager `/news?page=1` for page 2,
`/topics/<term>`, `/news/writers/<slug>`, `/search?keys=`), English (US), UTF-8. The Metatag module writes
`article:published_time` in -05:00; the Schema.org Metatag JSON-LD `@graph` has `author` as the Organization
"Pemberton University" on every story, whoever wrote it; Drupal's `<time datetime>` is in **UTC**, so the Q&A
published at 7:30 PM on 3 Dec carries `2026-12-04T00:30:00Z` (label: 3 Dec, as printed). Credits are either a
person ("By Rachel Odum") or "By Office of Communications" (no person: authors empty); one brief has no credit. Each
research story ends with a "Media contact" block (neither body nor author). The events calendar, the "In the news"
coverage list and the expert directory are not articles."""

from __future__ import annotations

import datetime
import json

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["sleep", "grant", "award", "qa", "battery", "ice", "oped", "profile"]
BOOKMARK = 'rel="bookmark"'
GO1 = 'title="Go to page 1"'
GO2 = 'title="Go to page 2"'
NEXT = 'rel="next"'
PREV = 'rel="prev"'
WRITERS = {"Rachel Odum": "rachel-odum", "Marcus Tate": "marcus-tate"}
CONTACTS = {
    "Dan Whitley": "Dan Whitley, Office of Communications, 508-555-0142, dwhitley@pemberton.test",
    "Keisha Lowell": "Keisha Lowell, Office of Communications, 508-555-0187, klowell@pemberton.test",
    "Amir Sadeghi": "Amir Sadeghi, School of Nursing, 508-555-0233, asadeghi@pemberton.test",
}


class Pemberton(Base):
    origin = "https://news.pemberton.test"
    name = "Pemberton University News"
    prefix = "pbu"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pbu",
            [
                ".node--type-news-article",
                ".field--name-body",
                ".field--name-field-media-contact",
                ".region-header",
                ".menu--main",
                ".views-row",
                ".region-footer",
                ".block-views-blockrelated-news",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Pemberton University News",
                "drupal-newsroom-home",
                list=["sleep", "grant", "award", "qa", "battery"],
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "News",
                "drupal-views-news",
                list=["sleep", "grant", "award", "qa", "battery"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=1",
                "section",
                "News",
                "drupal-views-pager-page1",
                list=["ice", "oped", "profile"],
            )
        )
        add(
            page(
                "topic",
                "/topics/climate-environment",
                "tag",
                "Climate & Environment",
                "drupal-taxonomy-term",
                list=["qa", "ice", "battery"],
            )
        )
        add(
            page(
                "writer",
                "/news/writers/rachel-odum",
                "author",
                "Rachel Odum",
                "drupal-writer-profile",
                list=["sleep", "battery", "qa"],
            )
        )
        add(
            page(
                "search",
                "/search?keys=battery",
                "search",
                "Search",
                "drupal-search-api",
                list=["battery"],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "Events Calendar",
                "drupal-events-calendar",
                [
                    "## December 2026",
                    "T: Date | Event | Location",
                    "T: Mon, Dec 7, 4:00 p.m. | Lecture: \u201cMill Towns and the Making of New England\u201d with Lena Abrams | Harwood Hall 110",
                    "T: Tue, Dec 8, 12:00 p.m. | Research Computing Open House | Dunmore Library, 3rd floor",
                    "T: Wed, Dec 9, 7:30 p.m. | Pemberton Winter Choral Concert | Ellery Chapel",
                    "T: Thu, Dec 10, 5:00 p.m. | Nursing Leadership Forum: Rural Health in Central Massachusetts | Kellogg Center",
                    "T: Fri, Dec 11, 3:00 p.m. | Physics Colloquium: \u201cLayered Oxides for Cheaper Batteries\u201d | Stowe Science Center 204",
                    "T: Sat, Dec 12, 10:00 a.m. | Family Science Saturday: Ice and Snow | Museum of Natural Science",
                    "T: Mon, Dec 14, 9:00 a.m. | Final examinations begin | Campuswide",
                    "T: Sat, Dec 19, 2:00 p.m. | Midyear Graduate Recognition Ceremony | Fieldhouse",
                    "All events are free and open to the public unless noted. For accessibility requests, contact events@pemberton.test at least five business days in advance.",
                ],
            )
        )
        add(
            page(
                "inthenews",
                "/news/in-the-news",
                "coverage",
                "Pemberton in the News",
                "press-coverage-list",
                [
                    "Selected coverage of Pemberton faculty, students and research in the media.",
                    "- The Boston Ledger, Dec. 4: \u201cLater bells, better grades? New study weighs in on school start times\u201d \u2014 quotes Professor Nadia Brennan, psychology",
                    "- Worcester Courier, Dec. 3: \u201cCity\u2019s ponds freezing later every decade, researchers say\u201d \u2014 features research by Professor Ethan Cole, earth sciences",
                    "- Energy Review Weekly, Dec. 3: \u201cA cheaper cathode for sodium batteries\u201d \u2014 on work by Professor Hyun-woo Park\u2019s lab",
                    "- New England Public Radio, Dec. 2: \u201cWhy winter storms are dumping more rain\u201d \u2014 interview with climate scientist Omar Haddad",
                    "- The Chronicle of Campus Life, Nov. 30: \u201cThe hidden cost of transferring\u201d \u2014 cites Professor Dana Kowalski, education",
                    "- Central Mass Business Journal, Nov. 25: \u201cPemberton spin-out raises seed round for water sensors\u201d",
                    "- Regional Health Report, Nov. 19: \u201cRural hospitals turn to local nursing schools\u201d \u2014 quotes Dean Amir Sadeghi, School of Nursing",
                    "Reporters seeking an expert can use the expert directory or contact the Office of Communications at media@pemberton.test.",
                ],
            )
        )
        add(
            page(
                "experts",
                "/experts",
                "directory",
                "Find an Expert",
                "expert-directory",
                [
                    "Pemberton faculty members are available to speak with journalists on a wide range of topics. Call the Office of Communications at 508-555-0100 for help reaching an expert.",
                    "T: Expert | Title | Areas of expertise",
                    "T: Nadia Brennan | Professor of Psychology | Adolescent sleep, school start times, attention",
                    "T: Ethan Cole | Associate Professor of Earth Sciences | Lake ice, limnology, climate records",
                    "T: Omar Haddad | Assistant Professor of Atmospheric Science | Winter storms, precipitation extremes",
                    "T: Dana Kowalski | Professor of Education Policy | College access, transfer students, financial aid",
                    "T: Hyun-woo Park | Professor of Chemistry | Battery materials, sodium-ion cells",
                    "T: Lena Abrams | Professor of History | New England industrial history, labor",
                    "T: Amir Sadeghi | Dean, School of Nursing | Rural health workforce, nursing education",
                ],
            )
        )
        add(
            story(
                "sleep",
                "/news/2026/12/later-school-start-times-linked-better-grades-fewer-crashes",
                "Later school start times linked to better grades, fewer car crashes among teens",
                "2026-12-04",
                "2026-12-04T14:00:00Z",
                "December 4, 2026",
                ["Rachel Odum", "Marcus Tate"],
                [
                    "High school students in districts that moved their first bell to 8:30 a.m. or later earned higher grades, missed fewer days of school and were involved in fewer car crashes than peers in districts that kept earlier start times, according to a new study led by Pemberton University psychologists.",
                    "The study, published Dec. 4 in the Journal of Adolescent Health Research, followed more than 41,000 students in 28 school districts in Massachusetts, Connecticut and Rhode Island over six years. Eleven of the districts delayed their start times during that period, giving the researchers a rare chance to compare students before and after the change.",
                    '"Parents and school boards have been asking for this kind of evidence for a long time," said Nadia Brennan, professor of psychology and the study\'s lead author. "What we see is not a miracle, but it is a consistent, measurable benefit across almost every outcome we looked at."',
                    "## What the researchers found",
                    "In the districts that moved their start times, students slept an average of 34 minutes more on school nights, according to surveys and data from wrist-worn sleep trackers worn by a subset of 2,300 students. Grade point averages rose by about 0.1 points on a four-point scale, and the share of students who were chronically absent fell from 14% to 11%.",
                    "The most striking finding involved driving. Among licensed 16- and 17-year-olds, police-reported crashes on school-day mornings fell by 18% after the change, compared with no significant change in districts that kept earlier schedules.",
                    '"Drowsy driving is one of the least discussed risks for teenagers," Brennan said. "A 16-year-old who has slept six hours is a very different driver from one who has slept seven and a half."',
                    "## The costs of change",
                    "The study also documented the difficulties districts faced. Several had to renegotiate bus contracts or stagger elementary and high school schedules, and after-school sports and part-time jobs ended later. Two districts reported an increase in transportation costs of more than 5%.",
                    'Co-author Luis Ferreira, a doctoral student in psychology, said the researchers hoped the data would help school boards weigh those costs honestly. "We are not saying every district can do this tomorrow," he said. "We are saying the benefits are real and large enough that the question deserves a serious look."',
                    "The research was supported by the Halvorsen Foundation and the Pemberton Center for Child and Family Studies.",
                ],
                "research-news-two-writers-media-contacts",
                section="Research",
                contacts=["Dan Whitley", "Keisha Lowell"],
                dek="A six-year study of 41,000 students in three New England states finds gains in sleep, attendance and safety.",
            )
        )
        add(
            story(
                "grant",
                "/news/2026/12/pemberton-receives-42-million-expand-rural-nursing-program",
                "Pemberton receives $4.2 million to expand rural nursing program",
                "2026-12-04",
                "2026-12-04T16:30:00Z",
                "December 4, 2026",
                [],
                [
                    "Pemberton University's School of Nursing has received a $4.2 million grant from the Corliss Health Trust to expand a program that trains nurses to work in small hospitals and clinics in rural central and western Massachusetts.",
                    "The five-year grant will allow the school to double the size of its Rural Health Track, which currently enrolls 24 students a year, and to add a new pathway for licensed practical nurses who want to earn a bachelor's degree while continuing to work.",
                    'Dean Amir Sadeghi said the program responds to an urgent need. "Rural hospitals in our region are losing experienced nurses faster than they can replace them," he said. "Our graduates who train in those communities are far more likely to stay there. This grant lets us send many more of them."',
                    "The grant will fund:",
                    "- Scholarships of up to $12,000 a year for 30 students who commit to working in a rural health setting for two years after graduation",
                    "- Clinical placements at nine partner hospitals and community health centers, including sites in Athol, Ware and Greenfield",
                    "- A mobile simulation lab that will travel to partner sites for hands-on training",
                    "- Two new faculty positions focused on rural and community health",
                    "Since the Rural Health Track began in 2019, 71% of its graduates have taken jobs in rural or small-town settings, compared with 18% of the school's other graduates.",
                    'Jessica Tran, a senior in the Rural Health Track who completed a clinical placement at a hospital in Athol last spring, said the experience changed her plans. "I grew up in Boston and I had never thought about working anywhere small," she said. "But in a rural hospital you do a bit of everything, and you know your patients. I have already accepted a job there after graduation."',
                    "The first students in the expanded program will enroll in fall 2027.",
                ],
                "grant-announcement-office-credit-list",
                section="Health",
                credit="Office of Communications",
                contacts=["Amir Sadeghi"],
            )
        )
        add(
            story(
                "award",
                "/news/2026/12/historian-lena-abrams-wins-kessington-prize",
                "Historian Lena Abrams wins Kessington Prize for book on New England mill towns",
                "2026-12-04",
                "2026-12-04T18:10:00Z",
                "December 4, 2026",
                [],
                [
                    "Lena Abrams, professor of history, has won the 2026 Kessington Prize in American History for her book \u201cThe Mill and the Town: Work, Water and Power in New England, 1820\u20131920.\u201d",
                    "The prize, awarded annually by the Kessington Society, honors a book that combines original research with writing accessible to a general audience. It carries an award of $15,000.",
                    "The judges called the book \u201ca model of how local history can illuminate national change,\u201d noting its use of company payroll records and the diaries of mill workers in Lowell, Fitchburg and Southbridge.",
                    "Abrams will discuss the book at a public lecture on Dec. 7 at 4 p.m. in Harwood Hall.",
                ],
                "short-award-brief-no-byline",
                section="Campus & Community",
            )
        )
        add(
            story(
                "qa",
                "/news/2026/12/qa-why-winter-storms-are-getting-wetter",
                "Q&A: Why winter storms are getting wetter",
                "2026-12-03",
                "2026-12-04T00:30:00Z",
                "December 3, 2026",
                ["Rachel Odum"],
                [
                    "With the first nor'easter of the season forecast to bring heavy rain rather than snow to much of southern New England this weekend, we asked Omar Haddad, assistant professor of atmospheric science, what is changing in the region's winter weather and what it means for the people who live here.",
                    "Q: Are winter storms in New England really getting wetter? || Yes. If you look at the long-term records from weather stations across the region, the amount of precipitation that falls in the heaviest winter storms has increased by roughly 20% since the 1960s. At the same time, a bigger share of that precipitation is falling as rain rather than snow, especially near the coast and at lower elevations.",
                    "Q: Why is that happening? || A warmer atmosphere holds more water vapor, about 7% more for every degree Celsius of warming. So when a storm draws in moist air from the Atlantic, there is simply more water available to fall. And because winter temperatures are rising, more storms are hovering right around freezing, where a small change decides whether you get snow, sleet or rain.",
                    "Q: Does that mean less snow overall? || On average, yes, particularly in southern New England. But it does not mean no big snowstorms. Some of the largest snowfalls on record have come in the last 20 years, because when it is cold enough, those wetter storms can drop enormous amounts of snow. What we are seeing is more variability: fewer snowy days, but some very intense events.",
                    "Q: What does rain in winter do that snow does not? || Snow sits on the ground and melts slowly. Rain runs off immediately, especially when the ground is frozen. That means more flooding in winter, more stress on storm drains, and less snowpack to feed rivers and reservoirs in the spring. Rain on top of existing snow is particularly dangerous, because it can add weight to roofs and cause sudden flooding as the snow melts.",
                    "Q: What should towns be doing? || Planning for winter flooding, not just summer storms. Many culverts and drainage systems in New England were designed decades ago for a climate we no longer have. Towns that are replacing infrastructure should be designing for the storms of the next 50 years, not the last 50.",
                    "Q: And individuals? || Clear storm drains near your home before a big storm, know whether your basement is at risk, and do not assume that a winter storm means snow. Check the forecast for rain and freezing rain too.",
                ],
                "qa-expert-utc-time-next-day",
                section="Climate & Environment",
                contacts=["Keisha Lowell"],
                dek="Atmospheric scientist Omar Haddad explains what is changing in New England's winter weather.",
            )
        )
        add(
            story(
                "battery",
                "/news/2026/12/chemists-find-cheaper-route-sodium-ion-battery-cathodes",
                "Pemberton chemists find a cheaper route to sodium-ion battery cathodes",
                "2026-12-03",
                "2026-12-03T15:00:00Z",
                "December 3, 2026",
                ["Rachel Odum"],
                [
                    "Chemists at Pemberton University have developed a way to make a key component of sodium-ion batteries at lower temperatures and with cheaper ingredients, a step that could help the technology compete with lithium-ion batteries for storing electricity on the grid.",
                    "The team, led by Professor of Chemistry Hyun-woo Park, reported in the journal Energy & Environmental Letters on Dec. 2 that it had made layered oxide cathodes, the part of the battery that stores sodium ions during charging, using a water-based process at 180 degrees Celsius. Conventional methods require firing the materials at temperatures above 800 degrees for many hours.",
                    '"Heat is one of the biggest costs in making cathode materials," Park said. "If you can get the same structure without the furnace, you change the economics of the whole battery."',
                    "Sodium-ion batteries have attracted growing interest because sodium is abundant and cheap, unlike lithium, whose price has swung sharply in recent years. They store less energy for their weight than lithium-ion batteries, which makes them less suited to cars, but that matters much less for batteries that sit in a warehouse next to a solar farm.",
                    "The Pemberton process replaces some of the nickel usually found in these cathodes with iron and manganese, which are far cheaper. In laboratory tests, cells made with the new material kept 91% of their capacity after 1,000 charging cycles, comparable to materials made the conventional way.",
                    'Graduate student Aisha Mbeki, the paper\'s first author, said the breakthrough came from an unexpected observation. "We were trying to make a different compound entirely, and we noticed that one of our failed samples had exactly the layered structure we wanted," she said. "It took us a year to understand why."',
                    "The researchers caution that the process has so far been used only to make a few grams of material at a time. The team is now working with the university's Office of Technology Licensing and an industrial partner to test whether it can be scaled up to kilograms.",
                    "The research was funded by the Halvorsen Foundation and the Pemberton Energy Institute.",
                ],
                "research-news-named-writer-media-contact",
                section="Science & Technology",
                contacts=["Dan Whitley"],
            )
        )
        add(
            story(
                "ice",
                "/news/2026/12/new-england-ponds-freezing-three-weeks-later-study",
                "New England ponds are freezing three weeks later than in the 1970s, study finds",
                "2026-12-02",
                "2026-12-02T17:00:00Z",
                "December 2, 2026",
                [],
                [
                    "Small lakes and ponds in New England now freeze, on average, about three weeks later in the winter than they did in the early 1970s and thaw about 10 days earlier in the spring, according to a study by Pemberton University earth scientists and a network of volunteer observers.",
                    "The study, published Dec. 1 in the journal Limnology Letters, analyzed ice records for 64 lakes and ponds in Massachusetts, New Hampshire, Vermont and Maine. Many of the records were kept by residents, town clerks and summer camps, some going back more than a century.",
                    '"These are the kinds of records that sit in a drawer in a town hall or a lake association\'s filing cabinet," said Ethan Cole, associate professor of earth sciences, who led the study. "Put together, they tell a very clear story."',
                    "On average, the lakes in the study were covered by ice for 31 fewer days a year in the 2010s and 2020s than in the 1970s. Smaller, shallower ponds showed the biggest changes, and several ponds in southern Massachusetts failed to freeze completely at all in at least three of the past ten winters.",
                    "Shorter ice seasons matter for more than skating and ice fishing, Cole said. Ice cover affects water temperature, the amount of oxygen available to fish, and the growth of algae in the spring and summer.",
                    "The researchers are recruiting more volunteers to record ice dates this winter. Residents who live near a lake or pond can sign up through the Pemberton Lake Ice Watch website.",
                ],
                "research-news-office-credit",
                section="Climate & Environment",
                credit="Office of Communications",
                contacts=["Keisha Lowell"],
            )
        )
        add(
            story(
                "oped",
                "/news/2026/12/perspective-colleges-should-stop-charging-transfer-students-application-fees",
                "Perspective: Colleges should stop charging transfer students to apply",
                "2026-12-02",
                "2026-12-02T13:00:00Z",
                "December 2, 2026",
                ["Dana Kowalski"],
                [
                    "Every spring, thousands of community college students in Massachusetts do exactly what we tell them to do. They take the right courses, earn good grades and apply to transfer to a four-year college to finish their bachelor's degrees. And at almost every step, we charge them for it.",
                    "Application fees at four-year colleges in our state range from $50 to $90. Sending an official transcript costs $10 to $15 per copy. A student applying to five colleges, which counselors routinely recommend, can easily spend $400 before receiving a single decision. For a student working 30 hours a week at $16 an hour, that is most of a week's take-home pay.",
                    "These fees are small in a college's budget. At Pemberton, transfer application fees bring in less than one-tenth of one percent of annual revenue. But they are not small for the students who pay them, and they fall hardest on exactly the students we say we want to attract: older students, working parents and the first people in their families to attend college.",
                    "My research group has spent three years following 1,200 community college students who said they planned to transfer. Of those who met the academic requirements but did not apply, one in five told us cost was a reason. Many did not know that fee waivers existed, and those who tried to get them described a process that required more paperwork than the application itself.",
                    "Some colleges have already dropped transfer application fees, and their experience is encouraging. Applications rise, the cost of processing them is manageable, and, most importantly, the new applicants are qualified. They simply had not applied before.",
                    "I would like to see every four-year college in Massachusetts, public and private, eliminate application fees for students transferring from the state's community colleges, and accept unofficial transcripts until a student is admitted. Pemberton should go first.",
                    "We spend a great deal of time and money recruiting students. The least we can do is stop charging the ones who are already knocking on the door.",
                    "NOTE: Dana Kowalski is a professor of education policy at Pemberton University. A version of this essay appeared in the Worcester Courier. Views expressed in Perspectives are the author's own and do not necessarily reflect those of the university.",
                ],
                "faculty-op-ed-bio-note",
                section="Perspectives",
            )
        )
        add(
            story(
                "profile",
                "/news/2026/12/night-shifts-neuroscience-first-generation-student-ashworth-fellowship",
                "From night shifts to neuroscience: senior Daniela Ortiz named Ashworth Fellow",
                "2026-12-01",
                "2026-12-01T15:45:00Z",
                "December 1, 2026",
                ["Marcus Tate"],
                [
                    "For most of her first two years at Pemberton, Daniela Ortiz left the neuroscience lab at 5 p.m., ate dinner on the bus and started her shift as a certified nursing assistant at a Worcester nursing home at 7. She got home around 3 a.m., slept until 9 and was back in class by 10.",
                    "On Monday, Ortiz, a senior majoring in neuroscience, was named one of 30 Ashworth Fellows nationwide, an honor that will pay for two years of graduate study in the United Kingdom. She plans to study the biology of memory loss at the University of Edinburgh.",
                    '"I still think somebody is going to call and tell me there has been a mistake," Ortiz said, laughing, in her lab in the Stowe Science Center on Tuesday morning. "My mom cried for about an hour. Then she called every single person we know."',
                    "Ortiz grew up in Springfield, the daughter of parents who came to the United States from the Dominican Republic. Neither went to college. She started working at 16 to help pay household bills, and she chose nursing-home work because the hours let her keep going to school.",
                    "It was at the nursing home that she found her subject. Many of the residents she cared for had dementia, and she began to wonder what was happening in their brains as their memories slipped away.",
                    '"There was one resident, a retired machinist, who could not remember my name from one night to the next, but he could still tell me exactly how to set up a lathe," she said. "I wanted to know how that was possible."',
                    "As a sophomore, Ortiz asked Professor of Neuroscience Caroline Whitby whether she could volunteer in her lab. Whitby, who studies how memories are stored and retrieved in mice, agreed to let her wash glassware. Within a semester Ortiz was running her own experiments.",
                    '"Daniela asks the kind of questions that make you go back and rethink your own assumptions," Whitby said. "She also has a work ethic I have honestly never seen in an undergraduate. She was doing all of this while working full-time nights."',
                    "In her junior year, a university scholarship for first-generation students allowed Ortiz to cut her hours at the nursing home to two nights a week. She used the time to finish an honors thesis on how sleep affects the stability of long-term memories, work that is now being prepared for publication.",
                    "Ortiz said she hoped to return to the United States after Edinburgh to earn a medical degree and a doctorate, and eventually to run a lab and a memory clinic side by side.",
                    '"The people I took care of at night are the reason I am doing this," she said. "I want to be able to do something for the next ones."',
                ],
                "student-profile-feature-named-writer",
                section="Students",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "News"),
                ("topic", "Climate & Environment"),
                ("events", "Events"),
                ("inthenews", "In the News"),
                ("experts", "Find an Expert"),
                ("/media-relations", "For Media"),
            )
        )
        head = [
            f"<title>{esc(doc.title)} | Pemberton University News</title>"
            if doc.key != "home"
            else "<title>Pemberton University News | Pemberton University</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Pemberton University News" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
        ]
        settings = {
            "path": {
                "baseUrl": "/",
                "scriptPath": None,
                "pathPrefix": "",
                "currentPath": f"node/{4800 + ARTS.index(doc.key)}"
                if doc.is_article
                else doc.path.lstrip("/").split("?")[0],
                "currentPathIsAdmin": False,
                "isFront": doc.key == "home",
                "currentLanguage": "en",
            },
            "pluralDelimiter": "\u0003",
            "google_analytics": {"account": "G-PBU2026NEWS", "trackOutbound": True, "trackMailto": True},
            "ajaxTrustedUrl": {"/search": True},
            "user": {"uid": 0, "permissionsHash": "8f1c0c1d2b2c9f35e1f0d0a4b7a0c9f2c5e1d8a6b3f4e2d1c0b9a8f7e6d5c4b3"},
        }
        if doc.is_article:
            desc = doc.dek or self.lede(doc)
            head += [
                f'<meta name="description" content="{esc(desc)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="article:published_time" content="{self.local_iso(doc)}" />',
                f'<meta property="article:section" content="{esc(doc.section)}" />',
                f'<script type="application/ld+json">{json.dumps(self.ld(doc))}</script>',
            ]
        else:
            head.append('<meta property="og:type" content="website" />')
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  foaf: http://xmlns.com/foaf/0.1/  og: http://ogp.me/ns#  rdfs: http://www.w3.org/2000/01/rdf-schema#  schema: http://schema.org/  sioc: http://rdfs.org/sioc/ns#">
<head>
<meta charset="utf-8" />
{chr(10).join(head)}
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/pemberton/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Zk3aQ8mV2nC1yF0pL5rT7uW9xB4dE6gH.css?delta=0&amp;language=en&amp;theme=pemberton&amp;include=eJxljkEOwjAMBD9E8ZMq" />
<style>/*PAD*/</style>
</head>
<body class="path-{"node page-node-type-news-article" if doc.is_article else "frontpage" if doc.key == "home" else "view"}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="alert-bar" role="region"><p>Campus is open. <a href="https://www.pemberton.test/emergency">Emergency information</a></p></div>
<header role="banner" class="region region-header">
<div class="site-branding"><a href="https://www.pemberton.test/" class="university-logo" rel="home">Pemberton University</a> {self.a("home", "News", "nav", 'class="site-name"')}</div>
<nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation" class="menu--main"><h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2><ul class="menu">{menu}</ul></nav>
<div class="search-block-form" data-drupal-selector="search-block-form" role="search"><form action="/search" method="get"><input type="search" name="keys" data-drupal-selector="edit-keys" placeholder="Search news" /><input type="submit" value="Search" class="button" /></form> {self.a("search", "Advanced search", "nav")}</div>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">
<div data-drupal-messages-fallback class="hidden"></div>
{main}
</div>
</main>
<footer role="contentinfo" class="region region-footer">
<div class="footer-address"><p>Pemberton University &middot; 100 Institute Road &middot; Worcester, MA 01609 &middot; 508-555-0100</p></div>
<ul class="menu menu--footer"><li>{self.a("experts", "Find an Expert", "footer")}</li><li>{self.a("inthenews", "In the News", "footer")}</li><li><a href="https://www.pemberton.test/privacy">Privacy</a></li><li><a href="https://www.pemberton.test/accessibility">Accessibility</a></li><li><a href="https://www.pemberton.test/nondiscrimination">Non-Discrimination</a></li><li><a href="/rss.xml">RSS</a></li></ul>
<p>&copy; 2026 Trustees of Pemberton University</p>
</footer>
</div>
<div id="sliding-popup" class="sliding-popup-bottom eu-cookie-compliance-banner"><div class="eu-cookie-compliance-message"><p>This website uses cookies to improve your experience and to help us understand how the site is used. See our <a href="https://www.pemberton.test/privacy">privacy statement</a>.</p></div><button type="button" class="agree-button eu-cookie-compliance-default-button">OK, I agree</button></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings)}</script>
<script src="/sites/default/files/js/js_Vn2xQ7kR1sT4uW8yA3bC5dE6fG9hJ0kL.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=pemberton"></script>
</body>
</html>"""

    def local_iso(self, doc: Doc) -> str:
        # Metatag: the node's created time in the site's zone, Drupal's "c" format without the colon
        t = datetime.datetime.fromisoformat(doc.iso.replace("Z", "+00:00")) - datetime.timedelta(hours=5)
        return t.strftime("%Y-%m-%dT%H:%M:%S") + "-0500"

    def ld(self, doc: Doc) -> dict:
        return {
            "@context": "https://schema.org",
            "@graph": [
                {
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "name": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "datePublished": self.local_iso(doc),
                    "dateModified": self.local_iso(doc),
                    "author": {
                        "@type": "Organization",
                        "@id": "https://www.pemberton.test/",
                        "name": "Pemberton University",
                    },
                    "publisher": {
                        "@type": "Organization",
                        "name": "Pemberton University",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://news.pemberton.test/themes/custom/pemberton/logo.png",
                        },
                    },
                    "mainEntityOfPage": self.url(doc.key),
                }
            ],
        }

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = []
            for a in doc.authors:
                if a == "Rachel Odum":
                    names.append(self.a("writer", a, "byline", 'hreflang="en"'))
                elif a in WRITERS:
                    names.append(f'<a href="/news/writers/{WRITERS[a]}" hreflang="en">{esc(a)}</a>')
                else:
                    names.append(esc(a))
            byline = f'<div class="field field--name-field-byline field--type-entity-reference field--label-hidden field__item">By {" and ".join(names)}</div>'
        elif doc.extra.get("credit"):
            byline = f'<div class="field field--name-field-byline-text field--type-string field--label-hidden field__item">By {esc(doc.extra["credit"])}</div>'
        else:
            byline = ""
        dek = (
            f'<div class="field field--name-field-subtitle field--type-string field--label-hidden field__item">{esc(doc.dek)}</div>'
            if doc.dek
            else ""
        )
        contacts = ""
        if doc.extra.get("contacts"):
            items = "".join(f"<p>{esc(CONTACTS[c])}</p>" for c in doc.extra["contacts"])
            contacts = f'<div class="field field--name-field-media-contact field--type-entity-reference-revisions field--label-above"><h2 class="field__label">Media contact{"s" if len(doc.extra["contacts"]) > 1 else ""}</h2><div class="field__items">{items}</div></div>'
        topic = doc.section
        topic_html = (
            self.a("topic", topic, "content", 'hreflang="en"')
            if topic == "Climate & Environment"
            else f'<a href="/topics/{topic.lower().replace(" & ", "-").replace(" ", "-")}" hreflang="en">{esc(topic)}</a>'
        )
        fig = ""
        if doc.key in ("battery", "sleep", "profile", "ice"):
            cap = {
                "battery": "Graduate student Aisha Mbeki prepares a test cell in Professor Hyun-woo Park's lab. (Photo: Office of Communications)",
                "sleep": "Students arrive for an 8:45 a.m. start at a high school in one of the districts studied. (Photo: Office of Communications)",
                "profile": "Daniela Ortiz in the Whitby lab at the Stowe Science Center. (Photo: Marcus Tate)",
                "ice": "Volunteers have recorded ice-in and ice-out dates on Lake Quinsigamond since 1949. (Photo: Office of Communications)",
            }[doc.key]
            fig = f'<div class="field field--name-field-featured-image field--type-entity-reference field--label-hidden field__item"><figure role="group" class="caption caption-drupal-media"><img loading="lazy" src="/sites/default/files/styles/news_wide/public/2026-12/{doc.key}-hero.jpg?itok=Qm3Lx0aZ" width="1200" height="675" alt="" /><figcaption>{esc(cap)}</figcaption></figure></div>'
        related = "".join(
            f'<div class="views-row"><span class="field-content">{self.a(k, self.docs[k].title, "related")}</span></div>'
            for k in ARTS
            if k != doc.key and (self.docs[k].section == doc.section or k in ("sleep", "battery"))
        )
        return f"""<article role="article" about="{esc(doc.path)}" class="node node--type-news-article node--promoted node--view-mode-full">
<div class="breadcrumb"><ol><li>{self.a("home", "Home", "breadcrumb")}</li><li>{self.a("news", "News", "breadcrumb")}</li></ol></div>
<div class="field field--name-field-category field__item">{esc(doc.section)}</div>
<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1>
{dek}
<div class="node__meta">{byline}<div class="field field--name-field-publish-date field--type-datetime field--label-hidden field__item"><time datetime="{doc.iso}" class="datetime">{esc(doc.stamp)}</time></div></div>
{fig}
<div class="addtoany_list a2a_kit"><a class="a2a_button_facebook" href="https://www.addtoany.test/add_to/facebook?linkurl={esc(self.url(doc.key))}">Facebook</a> <a class="a2a_button_x" href="https://www.addtoany.test/add_to/x?linkurl={esc(self.url(doc.key))}">X</a> <a class="a2a_button_linkedin" href="https://www.addtoany.test/add_to/linkedin?linkurl={esc(self.url(doc.key))}">LinkedIn</a> <a class="a2a_button_email" href="mailto:?subject={esc(doc.title)}">Email</a></div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">{blocks_html(self, doc.blocks)}</div>
{contacts}
<div class="field field--name-field-topics field--type-entity-reference field--label-above"><div class="field__label">Topics</div><div class="field__items"><div class="field__item">{topic_html}</div></div></div>
</div>
</article>
<div class="block-views-blockrelated-news"><h2>Related news</h2>{related}</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<div class="views-row"><article class="node node--type-news-article node--view-mode-teaser"><div class="field field--name-field-category">{esc(d.section)}</div><h3 class="node__title">{self.a(k, d.title, "content", BOOKMARK)}</h3><div class="field--name-field-publish-date"><time datetime="{d.iso}">{esc(d.stamp)}</time></div><div class="field field--name-body field--type-text-with-summary">{esc(d.dek or self.lede(d))}</div></article></div>'
            )
        header = ""
        if doc.key == "home":
            header = f'<div class="hero-feature"><h1 class="visually-hidden">Pemberton University News</h1><p class="hero-kicker">Featured</p><h2>{self.a("profile", self.docs["profile"].title, "content")}</h2></div><div class="home-quicklinks">{self.a("news", "All news", "content")} &middot; {self.a("events", "Upcoming events", "content")} &middot; {self.a("inthenews", "In the News", "content")} &middot; {self.a("writer", "Rachel Odum", "content")}</div>'
        elif doc.kind == "author":
            header = '<h1 class="page-title">Rachel Odum</h1><div class="writer-profile"><p class="writer-title">Senior Science Writer, Office of Communications</p><p>Rachel Odum writes about research in the natural and social sciences at Pemberton. Before joining the university in 2019, she was a reporter at the Springfield Gazette. Contact: rodum@pemberton.test, 508-555-0165.</p></div><h2>Stories by Rachel Odum</h2>'
        elif doc.kind == "search":
            header = '<h1 class="page-title">Search</h1><form class="search-api-page-block-form" action="/search" method="get" data-drupal-selector="search-api-page-block-form"><input type="text" name="keys" value="battery" data-drupal-selector="edit-keys" /><input type="submit" value="Search" /></form><p class="search-results-count">Your search yielded 1 result</p>'
        elif doc.kind == "tag":
            header = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-term__description"><p>News about climate science, energy and the environment from Pemberton researchers.</p></div>'
        else:
            header = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="views-exposed-form"><form action="/news" method="get"><label>Topic</label><select name="topic"><option value="All">- Any -</option><option value="12">Research</option><option value="14">Health</option><option value="18">Climate &amp; Environment</option></select><input type="submit" value="Apply" /></form></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Pagination</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active">Page 1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "pagination", GO2)}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Next ›", "pagination", NEXT)}</li></ul></nav>'
        elif doc.key == "news2":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.a("news", "‹ Previous", "pagination", PREV)}</li><li class="pager__item">{self.a("news", "1", "pagination", GO1)}</li><li class="pager__item is-active">Page 2</li></ul></nav>'
        return f'{header}<div class="view view-news view-id-news view-display-id-page_1"><div class="view-content">{"".join(rows)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        intro = ""
        if doc.kind == "events":
            intro = '<div class="views-exposed-form"><form action="/events" method="get"><label>Category</label><select name="category"><option>- Any -</option><option>Lectures</option><option>Arts</option><option>Academic calendar</option></select><input type="submit" value="Filter" /></form></div><p><a href="/events/ical">Subscribe (iCal)</a></p>'
        elif doc.kind == "coverage":
            intro = f'<p class="inthenews-latest">Latest from our newsroom: {self.a("sleep", self.docs["sleep"].title, "content")}</p>'
        elif doc.kind == "directory":
            intro = f"<p>Recent expert commentary: {self.a('qa', self.docs['qa'].title, 'content')}</p>"
        return f"""<div class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1>{intro}
<div class="clearfix text-formatted field field--name-body">{blocks_html(self, doc.blocks)}</div></div>"""
