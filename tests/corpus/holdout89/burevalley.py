# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Bure Valley Learning Trust: a Norfolk multi-academy trust (the British counterpart of a school district: four
academies under one board) on an **e4education**-like school CMS (`/news/?pid=3&nid=1&storyid=412` stories,
`&page=2`, `nid=2` the "Letters Home" category, `/page/?title=School+Meals&pid=41` content pages,
`/calendar/?calid=…`, `/search/?pid=0&searchtext=`, `news_story`, `news_title`, `news_date`, `news_content`), British
English, UTF-8 **declared only in `<meta http-equiv>`** (the header says plain `text/html`), UK time (GMT in December).

No JSON-LD, no Open Graph, no author metadata. The page `<h1>` is the section ("Latest News", "Letters Home"); the
headline is an `<h2 class="news_title">`. Dates are British ordinals, "3rd December 2026". Letters home open with
"Dear Parents and Carers," and close with a sign-off block ("Yours sincerely," the writer's name and role) that is the
only credit on the page; the sixth-form trip report names its student writer in an italic line above the text; most
trust news is uncredited. The school meals menu, the term-dates calendar and a soft 404 are not articles."""

from __future__ import annotations

from common import Base, page, story, uk_date
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.burevalleytrust.test"
ARTS = ["endterm", "snowletter", "meals", "stem", "ofsted", "concert", "parliament", "trees"]
SOFT404 = "/page/?title=Sixth+Form+Open+Evening+2024&pid=999"
ACADEMIES = [
    ("Aylsham Park Academy", "https://www.aylshampark.test/"),
    ("Acle Marshes Academy", "https://www.aclemarshes.test/"),
    ("Reepham Meadow Primary Academy", "https://www.reephammeadow.test/"),
    ("Wroxham Broads Primary Academy", "https://www.wroxhambroads.test/"),
]
OLDER = [
    (398, "Remembrance Assemblies Across the Trust", "2026-11-11"),
    (396, "Year 11 Mock Examination Timetable", "2026-11-09"),
    (393, "Parents’ Evening Booking Now Open", "2026-11-05"),
    (391, "Half Term Letter from Dr Ashworth", "2026-10-23"),
    (388, "Wroxham Broads Pupils Visit Norwich Castle", "2026-10-20"),
    (385, "Flu Vaccinations: Consent Forms Due", "2026-10-14"),
    (382, "Acle Marshes Under-14s Reach County Cup Final", "2026-10-09"),
    (380, "Harvest Festival Collections for Aylsham Food Bank", "2026-10-02"),
]


def story_path(storyid: int, nid: int = 1) -> str:
    return f"/news/?pid=3&nid={nid}&storyid={storyid}"


class BureValley(Base):
    origin = ORIGIN
    name = "Bure Valley Learning Trust"
    prefix = "bvt"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bvt",
            [
                "#header",
                "#navigation .nav > li > a",
                ".news_title",
                ".news_content p",
                ".news_date",
                ".news_list_item",
                ".menu_table td",
                ".calendar_event",
                "#footer",
                "#cookie_bar",
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
                "Bure Valley Learning Trust",
                "e4e-trust-home",
                list=["ofsted", "concert", "endterm", "snowletter", "parliament", "meals"],
                more="news",
            )
        )
        add(
            page(
                "news",
                "/news/?pid=3&nid=1",
                "section",
                "Latest News",
                "e4e-news-list",
                list=["ofsted", "concert", "endterm", "snowletter", "parliament", "meals", "stem", "trees"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/?pid=3&nid=1&page=2",
                "section",
                "Latest News",
                "e4e-news-list-page2",
                list=[],
                older=OLDER,
            )
        )
        add(
            page(
                "tag",
                "/news/?pid=3&nid=2",
                "tag",
                "Letters Home",
                "e4e-news-category",
                list=["endterm", "snowletter", "meals"],
                older=[OLDER[3], OLDER[5]],
            )
        )
        add(
            page(
                "author",
                "/page/?title=Mrs+Karen+Whitcombe&pid=61",
                "author",
                "Mrs Karen Whitcombe",
                "staff-profile-with-letters",
                list=["endterm"],
                older=[(391, "Half Term Letter from Dr Ashworth", "2026-10-23")],
            )
        )
        add(
            page(
                "search",
                "/search/?pid=0&searchtext=snow",
                "search",
                "Search Results",
                "e4e-search",
                list=["snowletter", "calendar"],
            )
        )
        add(
            page(
                "menu",
                "/page/?title=School+Meals&pid=41",
                "menu",
                "School Meals",
                "three-week-menu-table",
                [
                    "Our school meals are cooked fresh on site every day by our catering partner. All our menus meet the School Food Standards, and a vegetarian option is available every day. Please tell the school office about any allergies or special dietary requirements.",
                    "## Winter Menu 2026-27: Week 2 (w/c 7th December)",
                    "T: Day | Main | Vegetarian | Dessert",
                    "T: Monday | Beef lasagne with garlic bread | Cheese and tomato pasta bake | Apple crumble and custard",
                    "T: Tuesday | Chicken curry with rice | Chickpea and spinach curry | Yoghurt and fresh fruit",
                    "T: Wednesday | Roast turkey with stuffing and roast potatoes | Quorn fillet with roast potatoes | Chocolate sponge",
                    "T: Thursday | Sausages and mash with gravy | Vegetable sausages and mash | Flapjack",
                    "T: Friday | Fish fingers with chips and peas | Cheese and onion pasty with chips | Jelly and fruit",
                    "Jacket potatoes, salad and fresh bread are available every day.",
                    "## Christmas Lunch",
                    "Christmas lunch will be served on Thursday 17th December. Please order through ParentPay by Friday 11th December.",
                    "## Free School Meals",
                    "All children in Reception, Year 1 and Year 2 receive a free school meal under the Universal Infant Free School Meals scheme. Families on certain benefits may also be eligible for free school meals for older children. You can check and apply through Norfolk County Council’s website.",
                ],
            )
        )
        add(
            page(
                "calendar",
                "/calendar/?calid=1,2,3,4&pid=5&viewid=1",
                "calendar",
                "Calendar",
                "e4e-calendar-list-term-dates",
                [],
                events=[
                    ("Monday 7th December 2026", "Year 11 mock examinations begin", "Aylsham Park Academy"),
                    ("Tuesday 8th December 2026", "Year 7 parents’ evening, 4pm to 7pm", "Acle Marshes Academy"),
                    ("Wednesday 9th December 2026", "Nativity performance, 2pm", "Reepham Meadow Primary Academy"),
                    (
                        "Thursday 10th December 2026",
                        "Christmas jumper day (£1 donation for Save the Children)",
                        "All academies",
                    ),
                    ("Friday 11th December 2026", "Deadline for Christmas lunch orders", "All academies"),
                    ("Thursday 17th December 2026", "Christmas lunch", "All academies"),
                    ("Friday 18th December 2026", "Last day of autumn term: early finish at 1.30pm", "All academies"),
                    ("Monday 4th January 2027", "INSET day: academies closed to students", "All academies"),
                    ("Tuesday 5th January 2027", "Spring term begins", "All academies"),
                ],
            )
        )
        add(
            page(
                "notfound",
                SOFT404,
                "soft-404",
                "Page Not Found",
                "e4e-404-served-200",
                [
                    "Sorry, the page you requested could not be found. It may have been removed or the address may have been typed incorrectly.",
                    "Please use the menu above or the search box to find what you are looking for, or return to the home page.",
                ],
            )
        )

        add(
            story(
                "endterm",
                story_path(412, 2),
                "End of Autumn Term Letter from Mrs Whitcombe",
                "2026-12-03",
                None,
                "2026-12-03",
                ["Karen Whitcombe"],
                [
                    'RAW:<p class="letter_date">3rd December 2026</p>',
                    "Dear Parents and Carers,",
                    "As we approach the end of a busy autumn term, I wanted to write to thank you for your support and to share some important information about the last two weeks before Christmas.",
                    "It has been a term to be proud of. Our Year 11 students have settled into their final year with real maturity, our new Year 7s have made a wonderful start, and more than 200 students took part in clubs and fixtures after school. I would particularly like to thank the parents who helped at the Christmas fair, which raised £2,180 for the school library.",
                    "### Mock examinations",
                    "Year 11 mock examinations begin on Monday 7th December and run for two weeks. Students have been given a personal timetable. Please make sure they arrive on time each day with a clear pencil case and a scientific calculator.",
                    "### Uniform",
                    "Thank you for your support with uniform this term. As the weather turns colder, students may wear a plain black or navy coat to and from school, but hoodies are not part of our uniform and should not be worn in lessons.",
                    "### Last day of term",
                    "The autumn term ends on Friday 18th December with an early finish at 1.30pm. Buses will run at the earlier time. Students return on Tuesday 5th January 2027; Monday 4th January is a training day for staff.",
                    "### Attendance",
                    "Every day of learning matters, especially in the run-up to the holidays. Please do not book holidays during term time. If your child is unwell, let the attendance office know by 8.30am on each day of absence.",
                    "I hope you all have a restful Christmas break, and I look forward to seeing everyone in the new year.",
                ],
                "principal-letter-signoff-only-credit",
                section="Letters Home",
                academy="Aylsham Park Academy",
                signoff=["Yours sincerely,", "Karen Whitcombe", "Principal, Aylsham Park Academy"],
                attachment=("/serve_file/7742105", "End of Autumn Term Letter (PDF, 212 KB)"),
            )
        )
        add(
            story(
                "snowletter",
                story_path(410, 2),
                "Snow and Severe Weather: How We Will Let You Know If School Is Closed",
                "2026-12-02",
                None,
                "2026-12-02",
                ["Daniel Okafor"],
                [
                    "Dear Parents and Carers,",
                    "With snow forecast for parts of Norfolk later this week, I am writing to remind you how we make decisions about closing the academy and how we will let you know.",
                    "We will always try to stay open. If we do need to close, or to open late, we will make the decision by 7am and tell you by text message through the school app, on the home page of our website and on Radio Norfolk’s school closures list.",
                    "If buses are cancelled but the academy is open, students who cannot travel safely should stay at home and will not be marked as absent without reason. Work will be set on Google Classroom for any student who cannot attend.",
                    "Please make sure the office has your current mobile number. Thank you for your help in keeping everyone safe.",
                ],
                "head-of-school-letter-short",
                section="Letters Home",
                academy="Acle Marshes Academy",
                signoff=["Kind regards,", "Daniel Okafor", "Head of School"],
            )
        )
        add(
            story(
                "meals",
                story_path(408, 2),
                "Changes to School Meal Prices from January 2027",
                "2026-12-01",
                None,
                "2026-12-01",
                ["Helen Ashworth"],
                [
                    "Dear Parents and Carers,",
                    "I am writing to let you know about a change to the price of school meals across the Trust from the start of the spring term on Tuesday 5th January 2027.",
                    "Like many schools, we have seen large rises in the cost of food and energy over the past year. Our catering partner has kept prices unchanged since September 2025, but can no longer absorb these costs. After careful consideration, the Trust Board has agreed the following prices:",
                    "T: Meal | Current price | From 5th January 2027",
                    "T: Primary school meal (Years 3 to 6) | £2.60 | £2.75",
                    "T: Secondary school meal deal | £2.95 | £3.15",
                    "T: Adult meal | £4.10 | £4.35",
                    "There is no change for children in Reception, Year 1 and Year 2, who continue to receive a free meal every day, or for students who receive free school meals.",
                    "If your circumstances have changed recently, you may now be eligible for free school meals. Applying takes about ten minutes online, and it also brings extra funding to your child’s school. Our academy offices are happy to help.",
                    "Thank you for your understanding.",
                ],
                "ceo-letter-price-table",
                section="Letters Home",
                academy="Bure Valley Learning Trust",
                signoff=["Yours faithfully,", "Dr Helen Ashworth", "Chief Executive Officer"],
            )
        )
        add(
            story(
                "stem",
                story_path(404),
                "Year 9 Team Wins Norfolk STEM Challenge",
                "2026-11-30",
                None,
                "2026-11-30",
                [],
                [
                    "A team of four Year 9 students from Aylsham Park Academy has won the Norfolk Schools STEM Challenge, beating 22 other teams from across the county at the final at the Norfolk Showground.",
                    "Teams were given six weeks to design and build a working model of a flood defence for a village on the Broads, using recycled materials and a budget of £50. The Aylsham team’s design, a series of hinged barriers that rise automatically as water levels increase, impressed the judges with its simplicity and low cost.",
                    "“We tested it in a paddling pool in the science lab about forty times,” said team member Oliver. “The first version sank.”",
                    "The judges, from a local engineering firm and the University of East Anglia, praised the team’s presentation and their research into real flooding in the area. The students will now represent Norfolk at the regional final in Cambridge in March.",
                    "Head of Science Mr Patel said: “I am so proud of how they worked together. They gave up lunchtimes and stayed after school for weeks, and it really paid off.”",
                ],
                "trust-news-uncredited",
                section="Trust News",
                academy="Aylsham Park Academy",
            )
        )
        add(
            story(
                "ofsted",
                story_path(414),
                "Reepham Meadow Primary Rated ‘Good’ by Ofsted",
                "2026-12-04",
                None,
                "2026-12-04",
                [],
                [
                    "Reepham Meadow Primary Academy has been judged ‘Good’ in every area following its first Ofsted inspection since joining the Trust in 2023.",
                    "Inspectors visited the school over two days in October. Their report, published this week, says that pupils “are proud of their school and keen to learn” and that “leaders have brought about rapid improvements in the teaching of reading.”",
                    "The report highlights the school’s work with younger children, noting that “children in the early years get off to a strong start” and that “staff know the pupils and their families well.” Inspectors also praised the range of clubs and trips, including the school’s forest school sessions.",
                    "To improve further, inspectors said the school should make sure that the curriculum in some foundation subjects, such as geography, is as well planned as it is in English and mathematics.",
                    "Headteacher Mrs Clare Dunmore said: “This is a wonderful recognition of the hard work of our staff, pupils and families. We are already working on the next steps the inspectors identified.”",
                    "Dr Helen Ashworth, the Trust’s Chief Executive, added: “Reepham Meadow has been on a remarkable journey over the last three years, and this report reflects the commitment of everyone involved.”",
                ],
                "trust-news-report-quotes",
                section="Trust News",
                academy="Reepham Meadow Primary Academy",
                attachment=("/serve_file/7742190", "Read the full Ofsted report (PDF)"),
            )
        )
        add(
            story(
                "concert",
                story_path(413),
                "Winter Concert Raises £1,240 for the Air Ambulance",
                "2026-12-04",
                None,
                "2026-12-04",
                ["Lucy Pryce"],
                [
                    "More than 300 people packed into the main hall at Acle Marshes Academy on Thursday evening for our annual Winter Concert, raising £1,240 for the East Anglian Air Ambulance.",
                    "The programme featured the school choir, the jazz band and, for the first time, a ukulele group of 24 Year 7 students who only started learning in September. Year 10 student Maya performed her own song, written for her GCSE music coursework, and received a standing ovation.",
                    "The evening ended with the whole audience joining in with a carol singalong led by the staff choir.",
                    "Thank you to everyone who came, to the PTA for running the refreshments, and to Acle Co-op for donating the raffle prizes. Photographs from the evening will be shared in next week’s newsletter.",
                ],
                "short-news-signed-teacher",
                section="Trust News",
                academy="Acle Marshes Academy",
                credit_end="Mrs Lucy Pryce, Head of Music",
            )
        )
        add(
            story(
                "parliament",
                story_path(409),
                "Sixth Form Politics Students Visit the Houses of Parliament",
                "2026-12-02",
                None,
                "2026-12-02",
                ["Amelia Rowe"],
                [
                    "Last Thursday, 28 A level Politics students set off from Aylsham at 6am for a day at the Houses of Parliament in London, and it was well worth the early start.",
                    "Our day began with a guided tour of the Palace of Westminster. We stood in Westminster Hall, which is more than 900 years old, and saw the division lobbies where MPs vote. Our guide explained how the building is being restored and why it might have to close completely for several years.",
                    "After lunch we took part in a workshop run by Parliament’s education team, where we debated whether the voting age should be lowered to 16. The debate got quite heated, and the motion was narrowly defeated.",
                    "The highlight of the day was a question and answer session with our local MP, who talked to us about how she divides her time between Westminster and the constituency and answered questions about public transport in rural Norfolk.",
                    "We finished by watching part of a debate from the public gallery in the House of Commons. It was much quieter than Prime Minister’s Questions on television!",
                    "Thank you to Mr Harding and Ms Ali for organising the trip. It made the things we study in lessons feel real.",
                ],
                "student-trip-report-credit-line",
                section="Trust News",
                academy="Aylsham Park Academy",
                credit_top="Written by Amelia Rowe, Year 12",
            )
        )
        add(
            story(
                "trees",
                story_path(402),
                "Eco-Council Plants 400 Trees at Wroxham Broads Primary",
                "2026-11-27",
                None,
                "2026-11-27",
                [],
                [
                    "Members of the Eco-Council at Wroxham Broads Primary Academy planted 400 young trees along the edge of the school field last week, creating a new hedgerow that will provide a home for birds, insects and small mammals.",
                    "The saplings, including hawthorn, hazel, field maple and dog rose, were donated by the Woodland Trust. Parents and volunteers from the parish council helped the children to plant them.",
                    "The Eco-Council, made up of two pupils from each class, will look after the hedgerow and record the wildlife that visits it over the coming year. Their first survey, in January, will count the birds using the new feeders.",
                    "Year 5 pupil and Eco-Council chair Freya said: “In twenty years it will be massive, and we will be able to say we planted it.”",
                ],
                "short-news-uncredited",
                section="Trust News",
                academy="Wroxham Broads Primary Academy",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        if doc.is_article:
            title = f"{doc.title} | Bure Valley Learning Trust"
        elif doc.key == "home":
            title = "Bure Valley Learning Trust - Home"
        else:
            title = f"Bure Valley Learning Trust - {doc.title}"
        nav_items = [
            ("/page/?title=About+Us&pid=2", "About Us"),
            ("/page/?title=Our+Academies&pid=8", "Our Academies"),
            ("news", "News"),
            ("tag", "Letters Home"),
            ("calendar", "Calendar"),
            ("menu", "School Meals"),
            ("/page/?title=Policies&pid=12", "Policies"),
            ("/page/?title=Vacancies&pid=15", "Vacancies"),
            ("/page/?title=Contact+Us&pid=20", "Contact Us"),
        ]
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in nav_items)
        academies = "".join(f'<li><a href="{u}">{esc(n)}</a></li>' for n, u in ACADEMIES)
        return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="keywords" content="Bure Valley Learning Trust, academy trust, Norfolk, Aylsham, Acle, Reepham, Wroxham">
<link rel="stylesheet" href="/_site/css/main.css?cache=261124">
<link rel="stylesheet" href="/_includes/font-awesome/5.15.4/css/all.min.css">
<style>/*PAD*/</style>
<script src="/_includes/js/jquery/jquery-3.5.1.min.js"></script>
<script src="/_includes/js/mrmin.js?cache=261124"></script>
</head>
<body class="body_{"news" if doc.is_article else doc.kind}">
<div id="cookie_bar" role="region" aria-label="Cookie notice"><p>This website uses cookies to improve your experience. By continuing to use the site you agree to our <a href="/page/?title=Cookie+Policy&amp;pid=31">cookie policy</a>.</p><button id="cookie_accept">Accept</button> <button id="cookie_reject">Reject non-essential</button></div>
<div id="container">
<header id="header">
<div id="header_top"><ul class="quick_links"><li><a href="https://www.parentpay.com/">ParentPay</a></li><li><a href="/page/?title=Google+Classroom&amp;pid=44">Google Classroom</a></li><li>{self.a("menu", "Lunch Menu", "nav")}</li><li><a href="/page/?title=Term+Dates&amp;pid=6">Term Dates</a></li></ul>
<form id="search_form" action="/search/" method="get"><input type="hidden" name="pid" value="0"><input type="text" name="searchtext" placeholder="Search..."><button type="submit"><i class="fas fa-search"></i></button></form></div>
<div id="logo"><a href="/"><img src="/_site/images/design/logo.png" alt="Bure Valley Learning Trust"></a><p class="motto">Learning together, achieving together</p></div>
<nav id="navigation"><ul class="nav">{nav}</ul></nav>
</header>
<div id="content_container">
<div id="content">
{main}
</div>
<aside id="sidebar">
<div class="sidebar_box latest_news"><h3>Latest News</h3><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}<span class='date'>{uk_date(self.docs[k].stamp)}</span></li>" for k in ["ofsted", "concert", "endterm", "snowletter"] if k != doc.key)}</ul></div>
<div class="sidebar_box academies"><h3>Our Academies</h3><ul>{academies}</ul></div>
<div class="sidebar_box calendar_box"><h3>Upcoming Events</h3><p>Thursday 17th December: Christmas lunch</p><p>Friday 18th December: Last day of term, 1.30pm finish</p>{self.a("calendar", "Full calendar", "aside")}</div>
</aside>
</div>
<footer id="footer">
<div class="footer_address"><p><strong>Bure Valley Learning Trust</strong><br>Trust Office, Aylsham Park Academy, Burgh Road, Aylsham, Norfolk NR11 6AX<br>Tel: 01263 555 010<br>Email: <a href="mailto:office@burevalleytrust.test">office@burevalleytrust.test</a></p></div>
<div class="footer_legal"><p>Bure Valley Learning Trust is a charitable company limited by guarantee registered in England and Wales (company number 08123456). Registered office as above.</p><ul><li><a href="/page/?title=Privacy+Notice&amp;pid=30">Privacy Notice</a></li><li><a href="/page/?title=Accessibility&amp;pid=33">Accessibility</a></li><li>{self.a("search", "Search: snow", "footer")}</li></ul></div>
<div class="footer_credit"><a href="https://www.e4education.test/">School website design by e4education</a></div>
</footer>
</div>
<script src="/_site/js/scripts.js?cache=261124"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        cat = doc.section
        h1 = cat if cat == "Letters Home" else "Latest News"
        credit_top = (
            f'<p class="news_credit"><em>{esc(doc.extra["credit_top"])}</em></p>' if doc.extra.get("credit_top") else ""
        )
        signoff = ""
        if doc.extra.get("signoff"):
            lines = doc.extra["signoff"]
            name = self.a("author", lines[1], "byline") if doc.key == "endterm" else esc(lines[1])
            signoff = f'<p class="signoff">{esc(lines[0])}</p><p class="signoff_name"><strong>{name}</strong><br>{esc(lines[2])}</p>'
        credit_end = (
            f'<p class="news_credit_end"><em>{esc(doc.extra["credit_end"])}</em></p>'
            if doc.extra.get("credit_end")
            else ""
        )
        attach = ""
        if doc.extra.get("attachment"):
            p, t = doc.extra["attachment"]
            attach = f'<div class="news_attachments"><h4>Attachments</h4><ul><li><a href="{p}" class="pdf"><i class="fas fa-file-pdf"></i> {esc(t)}</a></li></ul></div>'
        back = (
            self.a("tag", "Back to Letters Home", "breadcrumb")
            if cat == "Letters Home"
            else self.a("news", "Back to Latest News", "breadcrumb")
        )
        gallery = ""
        if doc.key in ("stem", "concert", "parliament", "trees"):
            gallery = "".join(
                f'<li><a href="/_site/data/files/images/news/{doc.key}/{i}.jpg" class="lightbox"><img src="/_site/data/files/images/news/{doc.key}/thumbs/{i}.jpg" alt=""></a></li>'
                for i in range(1, 5)
            )
            gallery = f'<ul class="news_images gallery">{gallery}</ul>'
        return f"""<h1 class="page_title">{esc(h1)}</h1>
<div class="news_story">
<h2 class="news_title">{esc(doc.title)}</h2>
<p class="news_meta"><span class="news_date">{uk_date(doc.stamp)}</span> <span class="news_academy">{esc(doc.extra["academy"])}</span></p>
{credit_top}
<div class="news_content">
{self.blocks(doc)}
{signoff}
{credit_end}
</div>
{attach}
{gallery}
<p class="back_link">{back}</p>
<div class="share_links">Share: <a href="https://www.facebook.com/sharer/sharer.php?u={ORIGIN}{esc(doc.path)}">Facebook</a> <a href="https://x.com/intent/tweet?url={ORIGIN}{esc(doc.path)}">X</a></div>
</div>"""

    def list_item(self, k: str) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<li class="news_list_item"><h3>{self.a(k, d.title, "content")}</h3><p>Term dates, events and key dates for all our academies.</p></li>'
        return f'<li class="news_list_item"><div class="news_list_image"><img src="/_site/data/files/images/news/{k}/thumbs/1.jpg" alt=""></div><h3>{self.a(k, d.title, "content")}</h3><p class="news_date">{uk_date(d.stamp)}</p><p class="news_intro">{esc(self.lede(d))}</p>{self.a(k, "Read more", "content", "class=read_more")}</li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.list_item(k) for k in doc.extra["list"])
        items += "".join(
            f'<li class="news_list_item"><h3><a href="{story_path(i)}">{esc(t)}</a></h3><p class="news_date">{uk_date(d)}</p></li>'
            for i, t, d in doc.extra.get("older", [])
        )
        if doc.key == "home":
            lead = "".join(
                f'<div class="home_news_item">{self.a(k, self.docs[k].title, "content")}<p>{esc(self.lede(self.docs[k]))}</p></div>'
                for k in doc.extra["list"]
            )
            return f"""<div id="home_banner"><h1>Welcome to Bure Valley Learning Trust</h1><p>Four academies, one family: Aylsham, Acle, Reepham and Wroxham.</p></div>
<div id="home_welcome"><p>Our Trust brings together two secondary and two primary academies in north-east Norfolk. We believe every child deserves an excellent education close to home.</p></div>
<div id="home_news"><h2>Latest News</h2>{lead}<p>{self.a("news", "View all news", "content")}</p></div>
<div id="home_links"><ul><li>{self.a("tag", "Letters Home", "content")}</li><li>{self.a("calendar", "Term Dates and Calendar", "content")}</li><li>{self.a("menu", "School Meals", "content")}</li><li><a href="/page/?title=Admissions&amp;pid=9">Admissions</a></li><li>{self.a(SOFT404, "Sixth Form Open Evening", "content")}</li></ul></div>"""
        head = f'<h1 class="page_title">{esc(doc.title)}</h1>'
        if doc.kind == "search":
            head += '<p class="search_summary">Your search for <strong>snow</strong> returned 2 results.</p>'
        elif doc.kind == "author":
            head = f'<h1 class="page_title">{esc(doc.title)}</h1><div class="staff_profile"><img src="/_site/data/files/images/staff/whitcombe.jpg" alt="Mrs Karen Whitcombe" class="staff_photo"><p><strong>Principal, Aylsham Park Academy</strong></p><p>Mrs Whitcombe joined Aylsham Park Academy as Principal in 2021 after eight years as Deputy Headteacher at a secondary school in Norwich. She teaches English to Year 8 and is a keen runner.</p></div><h2>Letters from Mrs Whitcombe</h2>'
        pager = ""
        if doc.key == "news":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("news2", "2", "pagination")} {self.a("news2", "Next", "pagination")}</div>'
        elif doc.key == "news2":
            pager = f'<div class="pagination">{self.a("news", "Previous", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span></div>'
        return f'{head}<ul class="news_list">{items}</ul>{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "calendar":
            rows = "".join(
                f'<li class="calendar_event"><span class="calendar_date">{esc(d)}</span> <span class="calendar_title">{esc(t)}</span> <span class="calendar_academy">{esc(a)}</span></li>'
                for d, t, a in doc.extra["events"]
            )
            return f'<h1 class="page_title">{esc(doc.title)}</h1><div class="calendar_filters"><label><input type="checkbox" checked> All academies</label></div><h2>December 2026 - January 2027</h2><ul class="calendar_list">{rows}</ul><p><a href="/calendar/?calid=1,2,3,4&amp;pid=5&amp;viewid=1&amp;month=2">Next month</a> · <a href="/serve_file/7741002">Term dates 2026-27 (PDF)</a></p>'
        html = self.blocks(doc, table_class="menu_table")
        if doc.kind == "soft-404":
            return f'<h1 class="page_title">{esc(doc.title)}</h1><div class="page_content">{html}<p>{self.a("news", "Latest News", "content")} · {self.a("calendar", "Calendar", "content")}</p></div>'
        return f'<h1 class="page_title">{esc(doc.title)}</h1><div class="page_content">{html}<p class="menu_download"><a href="/serve_file/7741880">Download the full three-week menu (PDF)</a></p><p>See {self.a("meals", "our letter about meal prices from January", "content")}.</p></div>'
