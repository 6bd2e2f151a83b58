# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Bay View Beacon: the student newspaper of Bay View High School in Petoskey, Mich., on **SNO Sites**
(WordPress, FLEX theme: story URLs `/<post id>/<category>/<slug>/`, `/category/news/`, `/category/news/page/2/`,
staff profiles `/staff_name/<name>/`, a `/staff/` masthead, `/tag/…/`, `/?s=`, a `/scoreboard/` sports-center page),
English, UTF-8. Story pages: `sno-story-headline`, `sno-story-deck`, `sno-story-byline` ("Maya Kowalski, Staff
Writer", "Ava Lindqvist and Ethan Moreau, Co-Editors-in-Chief", "Beacon Staff"), `sno-story-date` ("December 3,
2026"), photo credit and caption, "Story continues below advertisement" inserts, and a writer profile box under the
story. Yoast `@graph` with `datePublished` in **UTC** (`+00:00`): the game story, posted 9:48 p.m. on 4 Dec in
Michigan, is stamped 02:48Z on 5 Dec. The opinion column opens with an editor's note (not body). A staff masthead,
the scoreboard and a photo gallery (captions only) are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SITE = "The Bay View Beacon"
STAFF = {
    "Maya Kowalski": (
        "maya-kowalski",
        "Staff Writer",
        "Maya Kowalski is a junior at Bay View. She covers the school board and student government, runs cross country and is convinced the cafeteria’s Tuesday tacos are underrated.",
    ),
    "Owen Park": (
        "owen-park",
        "Staff Writer",
        "Owen Park is a sophomore in his first year on the Beacon. He plays trumpet in the jazz band.",
    ),
    "Ava Lindqvist": (
        "ava-lindqvist",
        "Co-Editor-in-Chief",
        "Ava Lindqvist is a senior and has been on staff since her freshman year.",
    ),
    "Ethan Moreau": (
        "ethan-moreau",
        "Co-Editor-in-Chief",
        "Ethan Moreau is a senior who also serves as the Beacon’s web editor.",
    ),
    "Sofia Martinez": (
        "sofia-martinez",
        "Opinion Editor",
        "Sofia Martinez is a senior and the Beacon’s opinion editor. She plans to study political science.",
    ),
    "Caleb Nguyen": (
        "caleb-nguyen",
        "Sports Editor",
        "Caleb Nguyen is a junior and the Beacon’s sports editor. He also calls play-by-play for BVTV.",
    ),
    "Lily Osei": (
        "lily-osei",
        "Arts & Entertainment Editor",
        "Lily Osei is a senior who reviews theater, music and movies for the Beacon.",
    ),
}
FILL1 = [
    (
        "Student council sets Holiday Food Drive goal at 8,000 cans",
        "/20414/news/student-council-sets-food-drive-goal/",
        "November 30, 2026",
        "Elena Ruiz",
    ),
    (
        "Counselors add evening FAFSA help sessions",
        "/20408/news/counselors-add-evening-fafsa-help-sessions/",
        "November 25, 2026",
        "Owen Park",
    ),
    (
        "New CTE welding lab opens in former auto shop",
        "/20401/news/new-cte-welding-lab-opens/",
        "November 21, 2026",
        "Maya Kowalski",
    ),
]
FILL2 = [
    (
        "Bus route changes take effect after Thanksgiving",
        "/20396/news/bus-route-changes-after-thanksgiving/",
        "November 19, 2026",
        "Beacon Staff",
    ),
    (
        "Robotics team qualifies for state for third straight year",
        "/20390/news/robotics-team-qualifies-for-state/",
        "November 16, 2026",
        "Elena Ruiz",
    ),
    (
        "Senior photos due Dec. 15 for yearbook",
        "/20384/news/senior-photos-due-for-yearbook/",
        "November 13, 2026",
        "Beacon Staff",
    ),
]
ORDER = ["game", "start", "brief", "phones", "letter", "musical", "custodian", "qa"]
CATS = {"news": "News", "opinion": "Opinion", "sports": "Sports", "ae": "A&E", "features": "Features"}


class Beacon(Base):
    origin = "https://www.bvhsbeacon.test"
    name = SITE
    prefix = "bvb"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bvb",
            [
                ".sno-story-headline",
                ".sno-story-byline",
                ".sno-story-date",
                ".sno-story-body-content",
                ".snowidget",
                ".sno-header-wrap",
                ".photocaption",
                ".profile-area",
                ".sno-flex-row",
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
                "sno-flex-home-widgets",
                list=["game", "start", "phones", "letter", "musical", "custodian"],
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "sno-category",
                list=["start", "brief"],
                more="news2",
                fill=FILL1,
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "sno-category-page2",
                list=["qa"],
                prev="news",
                fill=FILL2,
            )
        )
        add(page("tag", "/tag/school-board/", "tag", "school board", "sno-tag-archive", list=["start", "brief"]))
        add(
            page(
                "author",
                "/staff_name/maya-kowalski/",
                "author",
                "Maya Kowalski",
                "sno-staff-profile",
                list=["start", "custodian"],
            )
        )
        add(
            page("search", "/?s=phone", "search", "Search Results for “phone”", "sno-search", list=["phones", "letter"])
        )
        add(
            page(
                "staff",
                "/staff/",
                "staff",
                "Staff",
                "sno-staff-masthead",
                [
                    "The Bay View Beacon is written, edited and designed by students in the Journalism II and Advanced Journalism classes at Bay View High School.",
                    "## 2026–27 Staff",
                    "- Ava Lindqvist, Co-Editor-in-Chief",
                    "- Ethan Moreau, Co-Editor-in-Chief and Web Editor",
                    "- Sofia Martinez, Opinion Editor",
                    "- Caleb Nguyen, Sports Editor",
                    "- Lily Osei, Arts & Entertainment Editor",
                    "- Maya Kowalski, Staff Writer",
                    "- Owen Park, Staff Writer",
                    "- Jordan Pike, Photographer",
                    "- Harper Quinn, Photographer",
                    "## Adviser",
                    "Mr. Daniel Kessler teaches English and journalism and has advised the Beacon since 2018.",
                ],
            )
        )
        add(
            page(
                "scores",
                "/scoreboard/",
                "results",
                "Scoreboard",
                "sno-sports-center-scores",
                [
                    "T: Date | Team | Opponent | Result",
                    "T: Dec. 4 | Boys Basketball | Lakeshore Christian | W 61-57",
                    "T: Dec. 3 | Girls Basketball | at Harbor Ridge | L 44-52",
                    "T: Dec. 2 | Hockey | Grand Traverse United | W 4-2",
                    "T: Dec. 1 | Girls Basketball | North Emmet | W 55-38",
                    "T: Nov. 28 | Hockey | at Cheboygan County | T 3-3 (OT)",
                    "T: Nov. 24 | Wrestling | Northern Lights Quad | 2-1",
                    "Scores are entered by coaches and team managers. Missing a result? Email sports@bvhsbeacon.test.",
                ],
            )
        )
        add(
            page(
                "gallery",
                "/20417/multimedia/photos-holiday-food-drive-assembly/",
                "gallery",
                "Photos: Bobcats pack the gym for Holiday Food Drive kickoff",
                "sno-photo-gallery-post",
                [],
                photos=[
                    (
                        "Seniors cheer during the class competition at the food drive kickoff assembly on Dec. 2.",
                        "Jordan Pike",
                    ),
                    ("Student council president Noah Brandt announces this year’s goal of 8,000 cans.", "Harper Quinn"),
                    ("The pep band plays during the assembly.", "Jordan Pike"),
                    ("Freshmen build a tower of donated cans in the center of the gym floor.", "Harper Quinn"),
                    (
                        "Principal Gerald Hutchins takes a pie to the face after the junior class met its first-day goal.",
                        "Jordan Pike",
                    ),
                    ("Teachers and students count cans after the assembly.", "Harper Quinn"),
                ],
                date="December 2, 2026",
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About the Beacon",
                "sno-about-page",
                [
                    "The Bay View Beacon is the student-run news site of Bay View High School in Petoskey, Michigan. It has been published in some form since 1962, first as a mimeographed newsletter and since 2015 online.",
                    "The Beacon is a public forum for student expression. Student editors make all content decisions. Opinions expressed in columns are those of the writers and do not represent the views of the staff, the school or the district.",
                    "## Letters and corrections",
                    "We welcome letters to the editor from students, staff, parents and community members. Letters must be signed and are limited to 300 words. Email letters and corrections to editors@bvhsbeacon.test or drop them off in Room 214.",
                    "## Advertising",
                    "Local businesses can support student journalism by advertising on our site. Rates start at $50 per month.",
                ],
            )
        )
        add(
            story(
                "game",
                "/20426/sports/bobcats-hold-off-lakeshore-christian-in-home-opener/",
                "Bobcats hold off Lakeshore Christian 61-57 in home opener",
                "2026-12-04",
                "2026-12-05T02:48:11+00:00",
                "December 4, 2026",
                ["Caleb Nguyen"],
                [
                    "Senior guard Marcus Reed hit four free throws in the final 30 seconds as the Bay View boys basketball team held off Lakeshore Christian 61-57 in its home opener Friday night.",
                    "The Bobcats led by as many as 14 points early in the third quarter, but the Lakeshore Christian Eagles chipped away with a full-court press that forced eight Bay View turnovers in the second half. A three-pointer by Eagles guard Tyler Voss cut the lead to 57-55 with 41 seconds left.",
                    "After a timeout, Reed was fouled on the inbounds play and calmly made both shots. He made two more after a Lakeshore Christian miss to seal the game.",
                    "“We practiced that exact situation all week,” Reed said. “Coach kept saying the game is going to come down to free throws, and it did.”",
                    "Reed finished with 19 points. Junior forward DeShawn Miller added 14 points and 11 rebounds, and sophomore Eli Bauer scored 10 off the bench, including two three-pointers in a second-quarter run that gave the Bobcats a 33-22 halftime lead.",
                    "Head coach Ron Vandermeer said he was proud of the way his team responded to the press, even if it took too long to figure out. “We got rattled for about four minutes,” he said. “The good news is that we get to watch that film and learn from it in a game we won.”",
                    "The student section, dressed for a “white-out,” filled the bleachers behind the Bay View bench. The school’s pep band played during timeouts for the first time this season.",
                    "The Bobcats (1-0) travel to Harbor Ridge on Tuesday and return home to face North Emmet on Dec. 11.",
                ],
                "sno-story-sports-utc-next-day",
                section="sports",
                photo=(
                    "Marcus Reed shoots a free throw",
                    "Senior Marcus Reed shoots a free throw in the fourth quarter against Lakeshore Christian on Dec. 4.",
                    "Jordan Pike",
                ),
                ad_after=3,
            )
        )
        add(
            story(
                "start",
                "/20419/news/board-approves-later-start-time-for-next-school-year/",
                "Board approves later start time for next school year",
                "2026-12-03",
                "2026-12-03T17:20:44+00:00",
                "December 3, 2026",
                ["Maya Kowalski"],
                [
                    "Starting next fall, the first bell at Bay View High School will ring at 8:25 a.m., nearly 40 minutes later than it does now.",
                    "The Bay View Public Schools Board of Education voted 5-2 on Tuesday night to shift the high school and middle school schedules later beginning in the 2027–28 school year. Elementary schools will start earlier, at 7:55 a.m., so the district can keep using the same buses for all three runs.",
                    "The change follows more than a year of surveys and public meetings. In a district survey last spring, 71 percent of high school students said they got fewer than seven hours of sleep on school nights, and 58 percent said they had fallen asleep in a first-hour class at least once in the past month.",
                    "“Every piece of research we looked at pointed in the same direction,” Superintendent Karen Whitley said at the meeting. “Teenagers are biologically wired to fall asleep later and wake up later. We can either fight that or work with it.”",
                    "## Concerns about after-school activities",
                    "Not everyone supports the move. The school day will now end at 3:20 p.m. instead of 2:40 p.m., which athletic director Scott Hanlon said could force some athletes to miss last-hour classes for away games, especially in the winter, when teams travel long distances on snowy roads.",
                    "Several parents also spoke against the change during public comment, saying it would make it harder for teenagers to work after-school jobs or to pick up younger siblings from elementary school.",
                    "Senior Claire Dumont, one of two student representatives on the board, said most students she talked to were in favor. “I talked to kids who work at Meijer until 10 p.m. and then have to be up at 6:30,” she said. “Forty minutes sounds small, but it’s a big deal.”",
                    "Board trustees Paul Engstrom and Linda Shaw voted against the plan. Engstrom said he supported later start times in principle but worried about the cost of the new bus schedule, estimated at $85,000 a year.",
                    "The district will publish the full bell schedule in February. A committee of teachers, coaches and students will work on the athletics schedule over the spring.",
                ],
                "sno-story-news-staff-writer",
                section="news",
                tag=True,
                photo=(
                    "Board of Education meeting",
                    "Trustees listen to public comment during the Dec. 1 Board of Education meeting.",
                    "Harper Quinn",
                ),
                ad_after=4,
            )
        )
        add(
            story(
                "brief",
                "/20421/news/exam-schedule-shifts-after-snow-day/",
                "Exam schedule shifts after snow day",
                "2026-12-02",
                "2026-12-02T20:05:10+00:00",
                "December 2, 2026",
                [],
                [
                    "Tuesday’s snow day has pushed back two first-semester review days, but final exams will stay on their original dates, assistant principal Danielle Prescott announced Wednesday.",
                    "Review days for first- and second-hour classes will now be held on Jan. 15, and the half-day schedule planned for that Friday has been moved to Jan. 19. Exams still begin Jan. 20.",
                    "The district has used one of its six allotted snow days so far this year.",
                ],
                "sno-brief-staff-credit",
                section="news",
                tag=True,
                staff_credit="Beacon Staff",
            )
        )
        add(
            story(
                "phones",
                "/20418/opinion/column-the-phone-pouch-policy-isnt-working/",
                "Column: The phone pouch policy isn’t working",
                "2026-12-02",
                "2026-12-02T14:30:00+00:00",
                "December 2, 2026",
                ["Sofia Martinez"],
                [
                    "NOTE: Editor’s note: This column reflects the opinion of the writer and not necessarily the views of the Beacon staff or Bay View High School.",
                    "Three months into the school year, the magnetic phone pouches that cost our district about $28,000 have become a familiar sight. They are in every backpack and on every desk. And as far as I can tell, they are not doing what they were supposed to do.",
                    "The idea was simple. At the start of each class, students lock their phones in a pouch that can only be opened by a magnet on the teacher’s desk. No phones, no distractions, better learning. Administrators pointed to other schools that saw grades rise and discipline referrals fall.",
                    "But walk down any hallway and you will see how it actually works. Students have figured out that an old phone, or an empty phone case, can go in the pouch while the real phone stays in a pocket. Some pouches no longer lock because the pins are bent. Teachers, who already have 30 things to do in the first five minutes of class, do not have time to check.",
                    "In an informal poll of 112 students I conducted for this column, 64 percent said they had used their phone during class at least once in the last week despite the pouches. Only 9 percent said the policy had made it easier to focus.",
                    "I am not arguing that phones belong in class. I know how distracting they are, because I am distracted by mine all the time. I am arguing that a policy that depends on students following it, and teachers enforcing it, without any buy-in from either group was always going to struggle.",
                    "There are better ways. Some schools have phone lockers at the classroom door, which teachers can see at a glance. Others let students earn phone time at the end of class. The simplest idea might be to ask us. Student council has offered to help write a new policy, and no one from the administration has taken them up on it.",
                    "Principal Gerald Hutchins told me the school will review the policy in the spring. I hope that review includes the people who have to live with it.",
                ],
                "sno-opinion-column-editors-note",
                section="opinion",
                ad_after=5,
            )
        )
        add(
            story(
                "letter",
                "/20415/opinion/from-the-editors-the-beacon-is-changing-how-we-publish/",
                "From the editors: The Beacon is changing how we publish",
                "2026-12-01",
                "2026-12-01T13:00:00+00:00",
                "December 1, 2026",
                ["Ava Lindqvist", "Ethan Moreau"],
                [
                    "Dear readers,",
                    "For the past eight years, the Beacon has published its stories in batches: a dozen or so pieces every two weeks, timed to match our class schedule. Starting in January, that changes. We will publish stories as soon as they are ready, and we will send a weekly newsletter every Friday to students, families and staff who sign up.",
                    "We are making this change because the news does not wait for our deadlines. When the school board votes on something that affects every student, like the later start time it is considering this week, readers should not have to wait nine days to read about it. Under the old system, that is exactly what could happen.",
                    "We also know that most of you read us on your phones, usually because someone sent you a link. A weekly newsletter is a way to reach readers who do not check our site every day, including parents and alumni who have asked for one.",
                    "This will be more work for our staff of eleven. To make it possible, we are reorganizing our editing process so that every story is read by at least two editors and our adviser before it is published, no matter when it goes up. We will also add a corrections page, so that when we get something wrong, readers can see exactly what we changed and when.",
                    "Some things will not change. The Beacon will still be a public forum for student expression. Student editors will still make every decision about what we publish. And we will still cover the school board, the cafeteria menu and the JV hockey team with the same seriousness.",
                    "We are proud of this staff and excited about what comes next. Thank you for reading.",
                    "SIGN: Ava Lindqvist and Ethan Moreau",
                ],
                "sno-letter-co-editors-in-chief",
                section="opinion",
                role="Co-Editors-in-Chief",
            )
        )
        add(
            story(
                "musical",
                "/20412/ae/review-the-music-man-fills-the-auditorium/",
                "Review: ‘The Music Man’ fills the auditorium with brass and heart",
                "2026-11-30",
                "2026-11-30T16:45:00+00:00",
                "November 30, 2026",
                ["Lily Osei"],
                [
                    "It would be easy to call Bay View Drama’s production of “The Music Man” charming and leave it at that. It is charming. But the show, which closed its four-performance run on Sunday afternoon, was also one of the most polished musicals this school has put on in years.",
                    "Senior Jacob Hartley carried the show as Harold Hill, the fast-talking salesman who convinces a small Iowa town to buy instruments and uniforms for a boys’ band that does not exist. Hartley delivered “Ya Got Trouble,” a four-minute patter song with no room for a stumble, without missing a syllable. By the time he reached “Seventy-Six Trombones” at the end of the first act, the audience was clapping along.",
                    "Junior Nadia Brooks brought a lovely, clear soprano to the role of Marian the librarian. Her “Till There Was You” in the second act was quiet and sincere, and the moment when Marian realizes she has fallen for a con man landed with real weight.",
                    "The supporting cast deserves credit too. The barbershop quartet of school board members, played by four seniors who had never sung together before this fall, stole every scene they were in. Freshman Ruby Chen was a scene-stealer as Amaryllis, and sophomore Leo Marsh had the audience in his hands as the lisping Winthrop.",
                    "The production was not perfect. Microphones cut out twice during the Saturday evening performance, and a few of the big ensemble numbers, particularly “Shipoopi,” felt crowded on a stage that is simply too small for 40 dancers. Some of the spoken scenes dragged in the second act.",
                    "But director Allison Fenwick and music director Tom Grady made smart choices. Using the actual Bay View marching band for the finale, parading down both aisles, was a brilliant touch that brought the house to its feet.",
                    "The set, built by the stagecraft class, turned the auditorium into River City with a painted town square and a working footbridge. The costumes, many borrowed from the Petoskey community theater, were period-accurate and colorful.",
                    "If this production is any sign, Bay View Drama’s spring play, which will be announced in January, is worth marking on your calendar.",
                ],
                "sno-review-ae-editor",
                section="ae",
                photo=(
                    "Harold Hill leads the band",
                    "Senior Jacob Hartley leads the finale of “The Music Man” on Nov. 27.",
                    "Harper Quinn",
                ),
            )
        )
        add(
            story(
                "custodian",
                "/20405/features/after-31-years-mr-b-hangs-up-his-keys/",
                "After 31 years, ‘Mr. B’ hangs up his keys",
                "2026-11-24",
                "2026-11-24T15:10:00+00:00",
                "November 24, 2026",
                ["Maya Kowalski", "Owen Park"],
                [
                    "Every morning at 5:30, before the first teacher arrives and while the parking lot is still dark, Frank Bielawski unlocks the front doors of Bay View High School. He has done it for 31 years. After winter break, someone else will.",
                    "Bielawski, known to generations of students as “Mr. B,” is retiring as the school’s head custodian on Dec. 18. He started at Bay View in 1995, when the building had no air conditioning, no security cameras and, he likes to point out, no cell phones to pull out of the toilets.",
                    "“You would not believe how many phones,” he said, laughing. “I could open a store.”",
                    "## More than a custodian",
                    "Ask students and staff about Bielawski and you hear the same stories. He keeps a drawer of granola bars in his office for students who skipped breakfast. He has fixed more lockers than anyone can count, and he knows the combination to most of them. He learned the names of every member of the class of 2027 by the end of their freshman year.",
                    "Math teacher Rachel Dunn, who graduated from Bay View in 2004, remembers him helping her look for a lost retainer in a dumpster. “He didn’t even complain,” she said. “He just put on gloves and climbed in.”",
                    "Senior Isaiah Grant said Bielawski was the first adult at school who talked to him after he transferred from Grand Rapids as a sophomore. “I was eating lunch by myself and he came over and asked me about the Lions,” Grant said. “We’ve talked about them every Monday since.”",
                    "Bielawski has worked under five principals and through two major renovations. He was the one who found the water leak in the gym ceiling during the 2011 blizzard, and he stayed at the school for 36 hours straight to keep the boiler running.",
                    "## What comes next",
                    "He and his wife, Donna, plan to spend more time at their cabin near Wolverine and with their four grandchildren. He also wants to finally finish restoring the 1967 Ford pickup that has been sitting in his garage since 2009.",
                    "Student council is collecting signatures for a card, and the staff is planning a send-off in the cafeteria on his last day. Bielawski said he would prefer no fuss, but he knows he will not get his way.",
                    "“This building has been my second home,” he said. “I’m going to miss the kids most. Even the ones who clog the sinks.”",
                ],
                "sno-feature-two-staff-writers",
                section="features",
                photo=(
                    "Frank Bielawski in the hallway",
                    "Head custodian Frank Bielawski in the main hallway on Nov. 20.",
                    "Jordan Pike",
                ),
                ad_after=5,
            )
        )
        add(
            story(
                "qa",
                "/20398/news/qa-meet-assistant-principal-danielle-prescott/",
                "Q&A: Meet assistant principal Danielle Prescott",
                "2026-11-20",
                "2026-11-20T18:25:00+00:00",
                "November 20, 2026",
                ["Owen Park"],
                [
                    "Danielle Prescott joined Bay View this fall as the new assistant principal for ninth and tenth grade. Before coming to Petoskey, she taught biology for nine years in Traverse City and served two years as a dean of students. The Beacon sat down with her to talk about her first months on the job.",
                    "Q: What made you want to move from teaching into administration? || I loved teaching, and I still miss it. But as a dean I found that I could help a lot of students at once by fixing the systems around them, like schedules and attendance policies. That felt like a way to have a bigger impact.",
                    "Q: What has surprised you most about Bay View? || How much the students care about each other. On my second day, a group of juniors came to my office to ask how they could help a freshman who was being picked on. That doesn’t happen everywhere.",
                    "Q: What is the hardest part of the job so far? || Discipline. Nobody goes into education because they want to give out detentions. I try to treat every situation as a conversation first, but sometimes there have to be consequences.",
                    "Q: Students have a lot of opinions about the phone pouches. What’s yours? || I think the goal is right, but the way we carry it out can get better. I’d like students to be part of that conversation when we review the policy this spring.",
                    "Q: What do you do when you’re not at school? || I have two kids, ages 6 and 9, so mostly I drive people to hockey practice. I also run, and I’m training for my first marathon in Bayshore next May.",
                    "Q: Anything you want students to know about you? || My door is open. If something’s going on, good or bad, come and tell me. And yes, I still have my collection of preserved frogs from my biology days. You can come see them too.",
                ],
                "sno-qa-interview",
                section="news",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------
    def writer(self, name: str, zone: str = "byline") -> str:
        slug = STAFF[name][0]
        if slug == "maya-kowalski":
            return self.a("author", name, zone, 'class="creditline"')
        return f'<a href="/staff_name/{slug}/" class="creditline">{esc(name)}</a>'

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("staff_credit"):
            return f'<span class="sno-story-byline"><span class="byline-name">{esc(doc.extra["staff_credit"])}</span></span>'
        if len(doc.authors) == 1:
            return f'<span class="sno-story-byline"><span class="byline-name">{self.writer(doc.authors[0])}</span>, <span class="jobtitle">{esc(STAFF[doc.authors[0]][1])}</span></span>'
        role = doc.extra.get("role", STAFF[doc.authors[0]][1] + "s")
        return f'<span class="sno-story-byline"><span class="byline-name">{self.writer(doc.authors[0])} and {self.writer(doc.authors[1])}</span>, <span class="jobtitle">{esc(role)}</span></span>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = (
            f"{doc.title} – {SITE}" if doc.key != "home" else f"{SITE} – The student news site of Bay View High School"
        )
        graph: list[dict[str, object]] = [
            {"@type": "WebPage", "@id": url, "url": url, "name": title, "isPartOf": {"@id": self.origin + "/#website"}}
        ]
        if doc.is_article:
            graph.insert(
                0,
                {
                    "@type": "Article",
                    "@id": url + "#article",
                    "isPartOf": {"@id": url},
                    "author": [
                        {"name": a, "@id": f"{self.origin}/#/schema/person/{zlib.crc32(a.encode()):x}"}
                        for a in doc.authors
                    ]
                    or {"name": "bvhsbeacon", "@id": f"{self.origin}/#/schema/person/1"},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": [CATS[doc.section]],
                    "inLanguage": "en-US",
                },
            )
        graph.append(
            {
                "@type": "WebSite",
                "@id": self.origin + "/#website",
                "url": self.origin + "/",
                "name": SITE,
                "publisher": {"@id": self.origin + "/#organization"},
                "inLanguage": "en-US",
            }
        )
        metas = [
            f"<title>{esc(title)}</title>",
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="en_US" />',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{SITE}" />',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or "bvhsbeacon")}" />')
        metas.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{x}</li>'
            for x in (
                self.a("news", "News", "nav"),
                '<a href="/category/opinion/">Opinion</a>',
                '<a href="/category/sports/">Sports</a>',
                '<a href="/category/features/">Features</a>',
                '<a href="/category/ae/">A&amp;E</a>',
                self.a("scores", "Scoreboard", "nav"),
                self.a("staff", "Staff", "nav"),
                self.a("about", "About", "nav"),
            )
        )
        body_class = (
            "post-template-default single single-post sno-story-page"
            if doc.is_article or doc.kind == "gallery"
            else "archive"
        )
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("start", "phones", "custodian")
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v23.5 - https://yoast.com/wordpress/plugins/seo/ -->
{chr(10).join(metas)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="{SITE} &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="sno-flex-style-css" href="/wp-content/themes/flex/style.css?ver=8.4.2" type="text/css" media="all" />
<link rel="stylesheet" id="sno-sports-center-css" href="/wp-content/plugins/sno-sports-center/css/style.css?ver=2.1" type="text/css" media="all" />
<style id="sno-flex-custom-css">/*PAD*/</style>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.6.2" />
</head>
<body class="{body_class} sno-flex-theme">
<div id="sno-top-bar" class="sno-top-bar"><div class="sno-top-bar-inner"><a href="/wp-login.php">Log in</a> <form role="search" method="get" class="searchform" action="/"><input type="text" name="s" placeholder="Search this site"/><button type="submit">Submit</button></form></div></div>
<div class="sno-header-wrap"><header id="header" class="sno-header"><div class="header-logo">{self.a("home", SITE, "nav", 'class="sno-header-logo-link"', '<img src="/wp-content/uploads/2024/08/beacon-masthead.png" alt="The Bay View Beacon"/>')}</div><div class="header-tagline">The Bay View Beacon · The student news site of Bay View High School</div></header>
<nav id="sno-main-nav" class="sno-main-navigation"><ul id="menu-main-menu" class="sno-menu">{menu}</ul></nav></div>
<div class="sno-flex-row sno-breaking-ticker"><span class="breaking-label">Breaking</span> Winter concert moved to Dec. 16 because of the gym floor refinishing</div>
<div id="sno-main-content" class="sno-main-content">
<div class="sno-flex-row"><div class="sno-flex-col sno-flex-col-8">
{main}
</div>
<aside id="sno-sidebar" class="sno-flex-col sno-flex-col-4 sno-sidebar"><div class="snowidget sno-widget-trending"><h3 class="widgettitle">Trending Stories</h3><ol>{trending}</ol></div><div class="snowidget sno-widget-ad"><div class="sno-ad-label">Advertisement</div><a href="https://petoskeyprint.example/"><img src="/wp-content/uploads/2026/09/ad-petoskey-print.jpg" alt="Petoskey Print &amp; Copy"/></a></div><div class="snowidget sno-sports-widget"><h3 class="widgettitle">Latest Scores</h3><p>Boys Basketball W 61-57 vs. Lakeshore Christian</p><p>{self.a("scores", "Full scoreboard", "aside")}</p></div></aside></div>
</div>
<footer id="sno-footer" class="sno-footer"><div class="footer-inner"><p>{self.a("about", "About", "footer")} · {self.a("staff", "Staff", "footer")} · <a href="mailto:editors@bvhsbeacon.test">Contact</a> · <a href="/letters-to-the-editor/">Letters to the Editor</a> · <a href="/privacy-policy/">Privacy Policy</a></p><p>© 2026 • Privacy Policy • <a href="/wp-login.php">Login</a></p><p class="sno-credit">Website powered by <a href="https://snosites.com">SNO Sites</a></p></div></footer>
<script type="text/javascript" src="/wp-content/themes/flex/js/sno-flex.min.js?ver=8.4.2" id="sno-flex-js"></script>
</body>
</html>"""

    def sno_body(self, doc: Doc) -> str:
        out = []
        ad_after = doc.extra.get("ad_after", 0)
        n = 0
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                out.append(f"<p>{self.inline(b[1])}</p>")
                n += 1
                if n == ad_after:
                    out.append(
                        '<div class="sno-in-story-ad"><span class="sno-ad-label">Story continues below advertisement</span><a href="https://northernmichiganbank.example/"><img src="/wp-content/uploads/2026/08/nmb-300x250.jpg" alt="Northern Michigan Bank"/></a></div>'
                    )
            elif k in ("h2", "h3"):
                out.append(f"<h3>{self.inline(b[1])}</h3>")
            elif k == "sign":
                out.append(f'<p class="signature" style="text-align:right"><em>{self.inline(b[1])}</em></p>')
            elif k == "note":
                out.append(f'<p class="editors-note"><em>{self.inline(b[1])}</em></p>')
            elif k == "qa":
                out.append(f"<p><strong>{esc(b[1])}</strong></p><p>{self.inline(b[2])}</p>")
            elif k in ("ul", "ol"):
                out.append(f"<{k}>" + "".join(f"<li>{self.inline(i)}</li>" for i in b[1]) + f"</{k}>")
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        photo = ""
        if doc.extra.get("photo"):
            alt, cap, by = doc.extra["photo"]
            photo = f'<div class="sno-story-photo-area"><div class="photowrap"><img src="/wp-content/uploads/2026/12/{zlib.crc32(alt.encode()):x}-1200x800.jpg" alt="{esc(alt)}" class="catboxphoto feature-image"/><div class="photocreditinline"><a href="/staff_name/{by.lower().replace(" ", "-")}/">{esc(by)}</a></div><div class="photocaption">{esc(cap)}</div></div></div>'
        profiles = "".join(
            f'<div class="sno-story-writer-profile profile-area"><div class="profile-image"><img src="/wp-content/uploads/2026/09/{STAFF[a][0]}.jpg" alt=""/></div><div class="profile-text"><h4 class="profile-name">{self.writer(a, "related")}, {esc(STAFF[a][1])}</h4><p>{esc(STAFF[a][2])}</p></div></div>'
            for a in doc.authors
        )
        rel = "".join(
            f'<div class="sno-related-story">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ORDER
            if k != doc.key and self.docs[k].section == doc.section
        )
        if not rel:
            rel = "".join(
                f'<div class="sno-related-story">{self.a(k, self.docs[k].title, "related")}</div>'
                for k in ORDER[:3]
                if k != doc.key
            )
        tags = ""
        if doc.extra.get("tag"):
            tag = self.a("tag", "school board", "content", 'rel="tag"')
            tags = f'<div class="sno-story-tags"><span class="tags-label">Tags:</span> {tag}, <a href="/tag/snow-day/" rel="tag">snow day</a></div>'
        cat = (
            self.a("news", "News", "content")
            if doc.section == "news"
            else f'<a href="/category/{doc.section}/">{CATS[doc.section]}</a>'
        )
        return f"""<div id="sno-story-area" class="sno-story-area sno-story-full-width">
<div class="sno-story-header-area"><div class="sno-story-category">{cat}</div>
<h1 class="sno-story-headline storyheadline">{esc(doc.title)}</h1>
<div class="sno-story-byline-area">{self.byline(doc)}<span class="sno-story-date"><span class="time-wrapper">{doc.stamp}</span></span></div></div>
{photo}
<div class="sno-story-body-content" id="sno-story-body-content">
{self.sno_body(doc)}
</div>
{tags}
<div class="sno-story-share"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="sno-share-facebook">Share on Facebook</a><a href="https://x.com/intent/post?url={esc(self.url(doc.key))}" class="sno-share-x">Share on X</a><a href="mailto:?subject={esc(doc.title)}" class="sno-share-email">Email</a><a href="javascript:window.print()" class="sno-share-print">Print</a></div>
{profiles}
<div class="sno-related-stories"><h3 class="sno-related-title">Related Stories</h3>{rel}</div>
<div id="comments" class="sno-comments"><h3>Leave a Comment</h3><p class="comment-policy">The Beacon welcomes comments that are respectful and on topic. All comments are moderated and must include a full name and valid email address.</p><form action="/wp-comments-post.php" method="post" id="commentform"><textarea id="comment" name="comment" cols="45" rows="8"></textarea><input type="submit" value="Submit Comment"/></form></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "home":
            lead, *rest = doc.extra["list"]
            d = self.docs[lead]
            grid = "".join(
                f'<div class="sno-flex-teaser"><div class="catlist-category">{CATS[self.docs[k].section]}</div><h3 class="catlist-title">{self.a(k, self.docs[k].title, "content")}</h3><div class="catlist-writer">{esc(", ".join(self.docs[k].authors) or "Beacon Staff")}</div><div class="catlist-date">{self.docs[k].stamp}</div></div>'
                for k in rest
            )
            return f"""<div class="snowidget sno-carousel-widget"><div class="sno-carousel-slide"><img src="/wp-content/uploads/2026/12/{zlib.crc32(lead.encode()):x}-1200x800.jpg" alt=""/><div class="sno-carousel-text"><div class="catlist-category">{CATS[d.section]}</div><h2 class="carousel-title">{self.a(lead, d.title, "content")}</h2><p class="carousel-teaser">{esc(self.lede(d))}</p></div></div></div>
<div class="snowidget sno-grid-widget"><h3 class="widgettitle">Latest Stories</h3><div class="sno-flex-grid">{grid}</div></div>
<div class="snowidget"><h3 class="widgettitle">More</h3><p>{self.a("brief", "Exam schedule shifts after snow day", "content")}</p><p>{self.a("qa", "Q&A: Meet assistant principal Danielle Prescott", "content")}</p><p>{self.a("gallery", "Photos: Holiday Food Drive kickoff", "content")}</p><p>{self.a("tag", "School board coverage", "content")} · {self.a("search", "Search", "content")}</p></div>
<div class="snowidget sno-newsletter-widget"><h3 class="widgettitle">Subscribe</h3><p>Get the Beacon in your inbox every Friday.</p><form><input type="email" placeholder="Email address"/><button>Sign up</button></form></div>"""
        items = "".join(
            f'<div class="sno-archive-story profile-area"><div class="catlist-image"><img src="/wp-content/uploads/2026/12/{zlib.crc32(k.encode()):x}-300x200.jpg" alt=""/></div><div class="catlist-text"><h2 class="searchheadline">{self.a(k, self.docs[k].title, "content")}</h2><div class="catlist-writer">{esc(", ".join(self.docs[k].authors) or "Beacon Staff")}</div><div class="catlist-date">{self.docs[k].stamp}</div><p class="catlist-teaser">{esc(self.lede(self.docs[k]))}</p></div></div>'
            for k in doc.extra["list"]
        )
        items += "".join(
            f'<div class="sno-archive-story profile-area"><div class="catlist-text"><h2 class="searchheadline"><a href="{u}">{esc(t)}</a></h2><div class="catlist-writer">{esc(w)}</div><div class="catlist-date">{d}</div></div></div>'
            for t, u, d, w in doc.extra.get("fill", [])
        )
        head = f'<h1 class="archive-title sno-category-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            name = doc.title
            head = f'<div class="sno-staff-profile-page"><div class="staffprofile-image"><img src="/wp-content/uploads/2026/09/{STAFF[name][0]}.jpg" alt=""/></div><h1 class="staffname">{esc(name)}</h1><div class="staffposition">{esc(STAFF[name][1])}</div><div class="staffbio"><p>{esc(STAFF[name][2])}</p></div></div><h2 class="staff-stories-title">Stories by {esc(name)}</h2>'
        elif doc.kind == "tag":
            head = f'<h1 class="archive-title">Tag: {esc(doc.title)}</h1>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="sno-pagination">{self.a(doc.extra["more"], "Next Page »", "pagination")}</div>'
        elif doc.extra.get("prev"):
            pag = f'<div class="sno-pagination">{self.a(doc.extra["prev"], "« Previous Page", "pagination")}</div>'
        return f'<div class="sno-archive-page">{head}{items}{pag}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            slides = "".join(
                f'<div class="sno-gallery-slide"><img src="/wp-content/uploads/2026/12/food-drive-{i + 1}.jpg" alt=""/><div class="photocreditinline"><a href="/staff_name/{by.lower().replace(" ", "-")}/">{esc(by)}</a></div><div class="photocaption">{esc(cap)}</div></div>'
                for i, (cap, by) in enumerate(doc.extra["photos"])
            )
            return f'<div id="sno-story-area" class="sno-story-area"><div class="sno-story-header-area"><div class="sno-story-category"><a href="/category/multimedia/">Multimedia</a></div><h1 class="sno-story-headline">{esc(doc.title)}</h1><div class="sno-story-byline-area"><span class="sno-story-byline">Photos by Jordan Pike and Harper Quinn</span><span class="sno-story-date"><span class="time-wrapper">{doc.extra["date"]}</span></span></div></div><div class="sno-gallery-wrap"><div class="gallery-count">Photo Gallery · {len(doc.extra["photos"])} Photos</div>{slides}</div><div class="sno-related-stories"><h3>Related</h3>{self.a("brief", "Exam schedule shifts after snow day", "related")}</div></div>'
        body = self.blocks(doc)
        if doc.kind == "staff":
            body += f"<p>Read stories by staff writer {self.a('author', 'Maya Kowalski', 'content')}.</p>"
        if doc.kind == "results":
            body = (
                '<div class="sno-sports-center"><div class="sports-center-tabs"><span class="active">All Sports</span> <a href="/teams/boys-basketball/">Boys Basketball</a> <a href="/teams/girls-basketball/">Girls Basketball</a> <a href="/teams/hockey/">Hockey</a> <a href="/teams/wrestling/">Wrestling</a></div>'
                + body.replace('class="data"', 'class="sno-scores-table"')
                + f"<p>Game story: {self.a('game', 'Bobcats hold off Lakeshore Christian 61-57', 'content')}</p></div>"
            )
        return f'<div class="sno-page-content"><h1 class="sno-page-title">{esc(doc.title)}</h1>\n{body}\n</div>'
