# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Winneshiek Ledger: a Decorah, Iowa weekly on **BLOX CMS (TownNews)**: `/news/local/article_<uuid>.html`
asset URLs (the news obituary with a slug segment), `tncms-*` regions, `tnt-headline` / `tnt-byline` /
`tnt-date asset-date` meta, `<div id="article-body" class="asset-content subscriber-premium" itemprop="articleBody">`
whose text is split into a `subscriber-preview` block and one `subscriber-only` block per paragraph on the budget
story. The server says **`Content-Type: text/html; charset=ISO-8859-1`** (and the page repeats it in a
`http-equiv` meta) while the bytes are **windows-1252** (curly quotes, dashes, "Æbleskiver"): Scrapy decodes
ISO-8859-1 as cp1252, so the label is `cp1252`. Central time (CST, -06:00). Metadata: Blox `NewsArticle` JSON-LD
with local offsets on most stories; the letters page was posted Wednesday 10:30 p.m. and its JSON-LD says
**UTC** Thursday 04:30Z; the sports recap has none; the blotter's JSON-LD author is the paper (Organization).
A written news obituary is an article; a paid death notice (funeral-home text, "Paid Obituary", guest book) is
not (kind `notice`). The letters page (four signed letters under one headline) and the police blotter (a list of
incidents under a dated headline) are articles with no byline author."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from common import Base, body_lines, moment, page, story, zulu
from sitekit import Doc, css_rules, esc

CST = -6
TAG_CLS, LINK_CLS = 'class="tnt-tag"', 'class="tnt-asset-link"'
ARTS = ["parade", "budget", "column", "blotter", "letters", "obit", "sports", "board"]
STAFF = {
    "Anna Lindgren": ("alindgren", "Editor and publisher"),
    "Josh Thorson": ("jthorson", "Reporter"),
    "Kyle Brekke": ("kbrekke", "Sports editor"),
}


def uuid(key: str) -> str:
    h = hashlib.sha256(("ledger" + key).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-5{h[13:16]}-{h[16:20]}-{h[20:32]}"


def blox_day(local: str) -> str:
    t = moment(local, CST)
    return f"{t:%b} {t.day}, {t.year}"


def wk(
    key: str,
    where: str,
    title: str,
    local: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    slug: str = "",
    **extra: Any,
) -> Doc:
    t = moment(local, CST)
    iso = t.isoformat()
    if extra.pop("ld_utc", False):
        iso = zulu(t)
    path = f"/{where}/{slug + '/' if slug else ''}article_{uuid(key)}.html"
    return story(
        key, path, title, t.date().isoformat(), iso, blox_day(local), authors, lines, shape, local=local, **extra
    )


class Ledger(Base):
    origin = "https://www.winneshiekledger.test"
    name = "The Winneshiek Ledger"
    prefix = "wl"
    language = "en"
    encoding = "cp1252"  # what Scrapy decodes an ISO-8859-1 header with
    codec = "cp1252"  # what the page is written in
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wl",
            [
                ".tnt-headline",
                ".asset-content",
                ".tncms-region",
                ".card-container",
                ".tnt-byline",
                ".subscriber-only",
                "#site-footer",
                ".tnt-asset-summary",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Winneshiek Ledger",
                "blox-homepage",
                list=["parade", "budget", "board", "obit", "letters", "column", "sports", "blotter"],
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "blox-section-front",
                list=["parade", "budget", "board", "obit", "blotter"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local/?o=10",
                "section",
                "Local News",
                "blox-section-front-offset",
                list=["sports", "letters", "column"],
            )
        )
        add(page("obits", "/obituaries/", "section", "Obituaries", "blox-obituaries-front", list=["obit", "notice"]))
        add(
            page(
                "tag",
                "/search/?f=html&t=article&k=%23school-board",
                "tag",
                "school board",
                "blox-keyword-search",
                list=["board", "budget"],
            )
        )
        add(
            page(
                "author",
                "/users/profile/jthorson",
                "author",
                "Josh Thorson",
                "blox-user-profile",
                list=["board", "budget"],
            )
        )
        add(
            page(
                "search",
                "/search/?q=parade&f=html&s=start_time&sd=desc",
                "search",
                "Search results for “parade”",
                "blox-search",
                list=["parade", "column"],
            )
        )
        add(
            page(
                "notice",
                "/obituaries/lorraine-m-bergstrom/article_" + uuid("notice") + ".html",
                "notice",
                "Lorraine M. Bergstrom",
                "paid-death-notice",
                [
                    "Lorraine M. Bergstrom, 91, of Calmar, died Tuesday, Dec. 1, 2026, at Winneshiek Medical Center in Decorah.",
                    "Funeral services will be at 10:30 a.m. Monday, Dec. 7, at St. Aloysius Catholic Church in Calmar, with burial in the church cemetery. Visitation will be from 4 to 7 p.m. Sunday at Nordvik-Larson Funeral Home in Calmar and one hour before services at the church.",
                    "Lorraine was born June 14, 1935, in Spillville, the daughter of Frank and Agnes (Kuhn) Novak. She married Harold Bergstrom on Sept. 10, 1955. She worked for 31 years in the kitchen at South Winneshiek schools and was a member of the Altar and Rosary Society.",
                    "She is survived by her daughter, Janet (Gary) Wemark of Ossian; two grandsons; and a sister, Doris Kuhn of Cresco. She was preceded in death by her husband in 2009.",
                    "Online condolences may be left at nordviklarson.test.",
                ],
                local="2026-12-03 08:00",
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Winneshiek Ledger",
                "blox-subscription-offers",
                [
                    "Get unlimited access to winneshiekledger.test, the weekly e-Edition and the print paper delivered every Thursday.",
                    "T: Plan | Price | Includes",
                    "T: Digital only | $6.99/month | Website, app and e-Edition",
                    "T: Print + Digital | $62/year | Thursday paper by mail, website and e-Edition",
                    "T: Senior (65+) Print + Digital | $54/year | Same as Print + Digital",
                    "Already a print subscriber? Activate your free digital access with the account number on your mailing label.",
                ],
            )
        )
        add(
            page(
                "about",
                "/site/contact.html",
                "about",
                "Contact Us",
                "blox-contact",
                [
                    "The Winneshiek Ledger has been published in Decorah every week since January 1877. The paper is locally owned and printed on Thursdays.",
                    "Office: 110 Washington St., Decorah, IA 52101. Open 8 a.m. to 4:30 p.m. Monday through Friday.",
                    "News tips and letters: news@winneshiekledger.test · Advertising: ads@winneshiekledger.test · Phone: 563-555-0142",
                    "Obituaries are published free of charge up to 200 words. Funeral homes may submit paid notices through our obituary form.",
                ],
            )
        )

        add(
            wk(
                "obit",
                "news/local",
                "Ruth Halvorsen, Decorah’s first woman mayor, dies at 88",
                "2026-12-02 16:15",
                ["Anna Lindgren"],
                [
                    "Ruth Halvorsen, who became Decorah’s first woman mayor in 1983 and spent four decades on nearly every civic board the town had to offer, died Sunday at a Decorah care center. She was 88.",
                    "Halvorsen grew up on a dairy farm near Ridgeway, the youngest of six children, and graduated from Luther College in 1960 with a degree in mathematics. She taught algebra at Decorah High School for 17 years before a dispute over a downtown parking ordinance pulled her into local politics.",
                    "“She came to one council meeting to complain about the meters on Water Street and never really left,” said her son, Erik Halvorsen of Minneapolis. “She liked to say the parking was the only thing she never fixed.”",
                    "FIG: Ruth Halvorsen | Ruth Halvorsen at her desk in City Hall in 1987. (Ledger file photo)",
                    "Halvorsen served two terms as mayor, from 1983 to 1991. Her years in office included the long fight to build the first segment of the Trout Run Trail and a flood-control project along the Upper Iowa River that former city engineer Dale Moen called “the reason half of downtown stayed dry in 2008.”",
                    "After leaving office, she chaired the Winneshiek County Conservation Board, volunteered at the food co-op and read to second-graders at John Cline Elementary every Tuesday until she was 84.",
                    "Friends remember her as blunt, funny and impossible to outwork. Mary Tweeten, who served on the council with Halvorsen in the 1980s, said she once drove to Des Moines in a snowstorm to deliver a grant application by hand because she did not trust the mail.",
                    "“Ruth didn’t care who got credit,” Tweeten said. “She just wanted the thing done, and done right.”",
                    "Halvorsen was preceded in death by her husband, Arne, in 2011. She is survived by her sons, Erik and Paul, five grandchildren and two great-grandchildren.",
                    "A funeral service will be held at 11 a.m. Saturday, Dec. 12, at First Lutheran Church in Decorah, with visitation one hour before the service. Memorials may be directed to the Winneshiek County Conservation Foundation.",
                ],
                "news-obituary-with-slug",
                slug="ruth-halvorsen-decorah-s-first-woman-mayor-dies-at-88",
                section="Local News",
                teaser="Ruth Halvorsen, Decorah’s first woman mayor, dies at 88",
            )
        )
        add(
            wk(
                "letters",
                "opinion/letters",
                "Letters: Snow routes, the library vote and a thank-you from Ossian",
                "2026-12-02 22:30",
                [],
                [
                    "### Plow the side streets, too",
                    "Every winter the city does a fine job clearing Water Street and College Drive within hours of a snowfall. Those of us who live on the hill above the hospital wait two and sometimes three days. Last January my neighbor, who is 86, missed a dialysis appointment because the ambulance service told her they could not get up our street.",
                    "I understand there are only so many plows. But a published plan showing which streets come first, and why, would go a long way. Right now it feels like a lottery.",
                    "Gail Nesheim, Decorah",
                    "### Vote yes for the library",
                    "On Dec. 15, Decorah voters will decide whether to raise the library’s share of the city levy by 27 cents per $1,000 of taxable value. I have heard people say the library is a luxury when everything costs more. I would argue the opposite.",
                    "The library is where my kids do homework because our internet at home is unreliable. It is where my father learned to video-call his grandchildren. It is one of the few places in town where nobody asks you to buy anything.",
                    "Thomas Reinholt, Decorah",
                    "### Thank you, Ossian",
                    "On behalf of the Ossian Fire Department, I want to thank everyone who came out for our pancake breakfast on Nov. 22. We served 612 people and raised $8,940 toward a new thermal imaging camera. Special thanks to the St. Francis de Sales altar society for the sausage, and to the Kuennen family for flipping pancakes for five straight hours.",
                    "Dan Meyer, fire chief, Ossian",
                    "### Don’t rush the wind ordinance",
                    "The county supervisors are being asked to approve new setback rules for wind turbines before the end of the year. I am not against wind energy. I have neighbors who lease land for it and are glad of the income. But the draft ordinance was released the Friday before Thanksgiving, and the only public hearing is on a weekday morning, when most working people cannot attend.",
                    "An evening hearing in January would cost the county nothing but a few weeks. Please give the rest of us a chance to read it.",
                    "Judith Haugen, rural Fort Atkinson",
                    "NOTE: The Ledger welcomes letters of up to 300 words on topics of local interest. Letters must be signed and include a phone number for verification. Send them to news@winneshiekledger.test or drop them at our office by noon Monday.",
                ],
                "letters-page-four-signed-letters",
                section="Opinion",
                ld_utc=True,
            )
        )
        add(
            wk(
                "blotter",
                "news/local",
                "Sheriff’s and police reports: Nov. 24-30",
                "2026-12-03 09:00",
                [],
                [
                    "The following information was compiled from reports of the Winneshiek County Sheriff’s Office and the Decorah Police Department. An arrest is an accusation, not a finding of guilt.",
                    "### Decorah Police Department",
                    "- Nov. 24: A resident of the 300 block of West Broadway reported a bicycle stolen from an unlocked garage. The bike was valued at $650.",
                    "- Nov. 25: Officers responded to a two-vehicle crash at Montgomery and Short streets. No injuries were reported. A 19-year-old Decorah driver was cited for failure to yield.",
                    "- Nov. 26: Cody R. Amundson, 34, of Decorah, was arrested on a charge of operating while intoxicated, first offense, after a traffic stop on College Drive.",
                    "- Nov. 27: A caller reported a loose cow on Highway 52 near the south edge of town. It was returned to its owner.",
                    "- Nov. 29: A business on Water Street reported a counterfeit $50 bill passed during a purchase. The case is under investigation.",
                    "### Winneshiek County Sheriff’s Office",
                    "- Nov. 24: Deputies assisted the Iowa State Patrol with a semi that slid into the ditch on Highway 9 east of Cresco Road. The driver was not hurt.",
                    "- Nov. 26: A Spillville resident reported a trail camera stolen from a hunting stand on private land.",
                    "- Nov. 28: Megan L. Stroh, 27, of Calmar, was arrested on a warrant for failure to appear.",
                    "- Nov. 30: Deputies responded to a report of a chimney fire on 170th Avenue near Ridgeway. The Ridgeway Fire Department put out the fire; damage was limited to the chimney.",
                ],
                "police-blotter-bulleted-ld-organization",
                section="Local News",
                ld_org=True,
            )
        )
        add(
            wk(
                "board",
                "news/local",
                "Decorah school board redraws elementary boundaries, delays bus contract",
                "2026-12-01 14:45",
                ["Josh Thorson"],
                [
                    "The Decorah Community School District board voted 4-1 Monday to redraw the attendance line between its two elementary schools, moving about 60 students from John Cline Elementary to Carrie Lee Elementary beginning next fall.",
                    "The change is meant to ease crowding at John Cline, where enrollment has grown by 48 students in three years while Carrie Lee has lost about 20. Superintendent Karla Brandvold told the board that two John Cline classes are meeting in the former art room and a converted storage space.",
                    "“We have been patching this for two years,” Brandvold said. “Families deserve to know where their children will go to school, and they deserve to know now, not in August.”",
                    "Board member Steven Hagen cast the lone no vote. Hagen said he supported the goal but wanted the district to let current fourth-graders finish at John Cline. Under the adopted plan, those students may stay if their families provide transportation.",
                    "The board also voted to table a proposed three-year contract with Driftless Transit for student busing. The company’s bid of $1.14 million a year is about 18% higher than the current contract, and several members asked for a breakdown of fuel and wage costs before voting.",
                    "Here is how members voted on the evening’s main items:",
                    "T: Motion | Olson | Hagen | Moreno | Tweeten | Schroeder | Result",
                    "T: Adopt new elementary boundary map | Yes | No | Yes | Yes | Yes | Passed 4-1",
                    "T: Table Driftless Transit bus contract | Yes | Yes | Yes | No | Yes | Passed 4-1",
                    "T: Approve 2027-28 school calendar | Yes | Yes | Yes | Yes | Yes | Passed 5-0",
                    "T: Accept $12,500 gift for robotics club | Yes | Yes | Yes | Yes | Yes | Passed 5-0",
                    "Families affected by the boundary change will receive letters before winter break, Brandvold said. The district plans two information sessions in January, one at each school.",
                    "The board’s next regular meeting is Dec. 14 at 6 p.m. at the district office on Claiborne Drive.",
                ],
                "school-board-vote-table",
                section="Local News",
                tags=True,
            )
        )
        add(
            wk(
                "budget",
                "news/local",
                "Supervisors weigh 4% levy increase as jail costs climb",
                "2026-12-03 16:40",
                ["Josh Thorson"],
                [
                    "Winneshiek County property owners could see a 4% increase in the county’s share of their tax bills next year, as supervisors try to cover rising costs for housing inmates and a second year of higher health insurance premiums.",
                    "The Board of Supervisors got its first look at the proposed fiscal year 2028 budget during a work session Monday. The draft calls for $31.8 million in spending, up from $30.4 million this year.",
                    "The largest single increase is in the sheriff’s budget, which would grow by $612,000. Sheriff Tom Evenson told supervisors the county jail has been over capacity on 41 days this year, forcing the county to pay Fayette and Howard counties to hold the overflow at $70 per inmate per day.",
                    "“I don’t like writing those checks any more than you like approving them,” Evenson said. “But the law doesn’t let me turn people away because we’re full.”",
                    "Health insurance for county employees is expected to rise 11% after a 9% increase last year. County Auditor Beth Kittleson said the county’s self-funded plan had an unusually high number of large claims in 2026.",
                    "Supervisor Dean Rolfs said he would not support any levy increase above 3% and asked department heads to return with a list of possible cuts. Supervisor Carol Bakke said she was open to a larger increase if it meant keeping road maintenance on schedule.",
                    "“We deferred two bridge projects last year,” Bakke said. “At some point deferring becomes its own kind of spending.”",
                    "The board will hold a second work session Dec. 14. A public hearing on the budget is required before it is certified in March.",
                ],
                "subscriber-only-segmented-paragraphs",
                section="Local News",
                segmented=2,
                tags=True,
            )
        )
        add(
            wk(
                "sports",
                "sports",
                "Vikings girls open with 58-41 win over Crestwood",
                "2026-12-01 21:50",
                ["Kyle Brekke"],
                [
                    "Decorah’s girls basketball team pulled away in the second half Tuesday night to beat Crestwood 58-41 in the season opener for both teams.",
                    "Senior guard Ella Rasmussen led the Vikings with 19 points, including four 3-pointers, and junior forward Maddie Kuehl added 14 points and 11 rebounds.",
                    "Crestwood stayed close through the first half behind 12 points from Brynn Schmitt and trailed just 30-26 at the break. Decorah opened the third quarter on a 12-2 run, forcing six turnovers in the first five minutes.",
                    "“Our defense won that stretch,” Decorah coach Jill Stortz said. “We’re still figuring out our rotation, but the effort on the ball was there all night.”",
                    "T: Team | 1 | 2 | 3 | 4 | F",
                    "T: Crestwood | 13 | 13 | 6 | 9 | 41",
                    "T: Decorah | 14 | 16 | 15 | 13 | 58",
                    "Decorah (1-0) hosts Waukon on Friday. Crestwood (0-1) plays at New Hampton on Saturday.",
                ],
                "sports-recap-linescore-no-jsonld",
                section="Sports",
                nold=True,
            )
        )
        add(
            wk(
                "column",
                "opinion/columns",
                "Editor’s notebook: What a 150-year-old newspaper owes its town",
                "2026-12-03 10:00",
                ["Anna Lindgren"],
                [
                    "Next month The Ledger turns 150. The first issue, printed on a hand press above a harness shop on Water Street, ran four pages and included a notice about a lost mare, the price of wheat in McGregor and a stern editorial about the condition of the Ossian road.",
                    "I have been reading through those early issues in the bound volumes in our back room, getting ready for an anniversary section we will publish in January. What strikes me most is not how different the paper was, but how familiar.",
                    "The road to Ossian is still a subject of complaint. The price of grain still matters to half our readers. And people still want to know who was born, who married and who died, and what the county is doing with their money.",
                    "What has changed is how hard it is to pay for all of that. When I started here in 2004, The Ledger had nine full-time employees and printed 6,800 copies a week. Today we have four, and we print 3,100, though our website reaches more readers in a month than the print edition did in a year.",
                    "I don’t say this to complain. I say it because readers deserve to know how their newspaper works, and what it can and cannot do.",
                    "Here is what I can promise. We will be at every school board meeting and every meeting of the county supervisors. We will publish every obituary families send us, free of charge for the first 200 words. We will correct our mistakes in print and online, in the same place the mistake appeared. And we will keep the Letters page open to anyone who signs their name.",
                    "Here is what I ask in return. If you see something we missed, call us. If you think we got something wrong, tell us, and tell us why. If you can afford a subscription and don’t have one, please consider it. Local news does not pay for itself, and it never really did.",
                    "The editor who wrote that 1877 editorial about the Ossian road signed it simply “The Editor.” I’d like to think he would recognize the paper we put out today. I’m fairly sure he would still be annoyed about the road.",
                    "SIGN: Anna Lindgren is editor and publisher of The Ledger. Reach her at alindgren@winneshiekledger.test.",
                ],
                "editor-column-tagline",
                section="Opinion",
            )
        )
        add(
            wk(
                "parade",
                "news/local",
                "Nordic Lights parade returns to Water Street Saturday",
                "2026-12-04 07:30",
                [],
                [
                    "Decorah’s Nordic Lights parade returns Saturday evening after a one-year break, with 38 lighted floats, two marching bands and, organizers promise, a real reindeer.",
                    "FIG: Lighted float | A lighted float passes down Water Street during the 2024 Nordic Lights parade. (Ledger file photo)",
                    "The parade begins at 5:30 p.m. at Water and Mill streets and travels east to Winnebago Street. Organizers with the Decorah Area Chamber of Commerce expect 5,000 spectators if the weather cooperates.",
                    "Last year’s parade was canceled because of an ice storm. This year’s forecast calls for temperatures in the mid-20s with a chance of light snow.",
                    "Saturday’s schedule:",
                    "- 2 p.m.: Æbleskiver and lefse sales open in the tent on the courthouse lawn",
                    "- 4 p.m.: Kids’ lantern-making workshop at the public library",
                    "- 5:30 p.m.: Parade steps off at Mill Street",
                    "- 6:45 p.m.: Tree lighting and carols on the courthouse lawn",
                    "- 7:30 p.m.: Fireworks over the Upper Iowa River, weather permitting",
                    "Water Street will be closed to traffic between Mill and Winnebago streets from 4 to 8 p.m. Free parking is available in the municipal lots on Washington Street and behind the post office.",
                    "“After last year, people are ready for this,” said chamber director Sigrid Moe. “We had more float entries than we have had in a decade.”",
                    "Volunteers are still needed to line up floats and hand out glow sticks along the route. Those interested can call the chamber office at 563-555-0118.",
                ],
                "unsigned-staff-story-schedule-list",
                section="Local News",
                credit="Ledger staff",
            )
        )

    # ---- markup -------------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="dropdown">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("local", "News"),
                ("obits", "Obituaries"),
                ("subscribe", "e-Edition"),
                ("about", "Contact Us"),
            )
        )
        nav += '<li class="dropdown"><a href="/sports/">Sports</a></li><li class="dropdown"><a href="/opinion/">Opinion</a></li><li class="dropdown"><a href="/classifieds/">Classifieds</a></li>'
        url = self.url(doc.key)
        metas = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">',
            f"<title>{esc(doc.title)} | {esc(doc.section or 'News')} | winneshiekledger.test</title>"
            if doc.is_article
            else f"<title>{esc(doc.title)} | winneshiekledger.test</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="The Winneshiek Ledger">',
            '<meta name="tncms-access-version" content="1796390400">',
        ]
        ld = ""
        if doc.is_article:
            metas.append('<meta property="og:type" content="article">')
            metas.append(
                f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.extra.get("credit", "The Winneshiek Ledger"))}">'
            )
            metas.append(
                f'<meta property="article:published_time" content="{moment(doc.extra["local"], CST).isoformat()}">'
            )
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if not doc.extra.get("nold"):
                author: Any = [{"@type": "Person", "name": a} for a in doc.authors] or {
                    "@type": "Organization",
                    "name": "The Winneshiek Ledger",
                }
                if doc.key == "letters":
                    author = {"@type": "Person", "name": "Letters to the editor"}
                data = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "The Winneshiek Ledger",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://bloximages.chicago2.vip.townnews.test/winneshiekledger.test/content/tncms/custom/image/logo.png",
                        },
                    },
                    "isAccessibleForFree": doc.key != "budget",
                }
                ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        elif doc.kind == "notice":
            metas.append('<meta property="og:type" content="article">')
        else:
            metas.append('<meta property="og:type" content="website">')
        asset = {
            "uuid": uuid(doc.key),
            "type": "article" if doc.is_article or doc.kind == "notice" else "page",
            "section": doc.path.split("/")[1] or "home",
        }
        popular = "".join(
            f'<li class="tnt-headline">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("obit", "budget", "parade", "board")
            if k != doc.key
        )
        obits = f'<div class="tncms-block" id="block-obits"><h4 class="block-title">Obituaries</h4><ul><li>{self.a("obit", "Ruth Halvorsen", "aside")}</li><li>{self.a("notice", "Lorraine M. Bergstrom", "aside")}</li><li><a href="https://www.legacy.test/us/obituaries/winneshiekledger/browse">More obituaries on Legacy</a></li></ul></div>'
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
{chr(10).join(metas)}
{ld}
<link rel="stylesheet" href="https://bloximages.chicago2.vip.townnews.test/winneshiekledger.test/shared-content/art/tncms/templates/libraries/flex/components/bootstrap/resources/styles/bootstrap.min.css">
<style>/*PAD*/</style>
<script>var __tnt = __tnt || {{}}; __tnt.asset = {json.dumps(asset)}; __tnt.user = {{"services": []}}; __tnt.client = {{"capi": {{"site": "winneshiekledger.test"}}}};</script>
<script src="https://bloximages.chicago2.vip.townnews.test/winneshiekledger.test/shared-content/art/tncms/templates/libraries/flex/components/template/resources/scripts/tnt.min.js"></script>
</head>
<body class="fixed-nav tncms-page tncms-page-{"asset" if doc.is_article else "section"} asset-type-{asset["type"]}">
<div id="tncms-region-global-skyline" class="tncms-region hidden-print"><div class="tnt-ads-container" data-ad="skyline">Advertisement</div></div>
<header id="site-header" class="hidden-print"><div id="site-logo">{self.a("home", "The Winneshiek Ledger", "nav")}</div>
<p class="site-tagline">Serving Decorah and Winneshiek County since 1877</p>
<nav id="main-navigation" class="navbar"><ul class="nav navbar-nav">{nav}</ul>
<form class="navbar-form" action="/search/" method="get"><input type="text" name="q" placeholder="Search"><input type="hidden" name="f" value="html"></form>
<a class="tnt-user-login" href="/users/login/">Log In</a> <a class="btn btn-primary" href="/subscribe/">Subscribe</a></nav></header>
<div id="site-container"><section id="main-page-container" class="container"><div class="row">
<div class="col-md-8 col-lg-8 main-content-container">
{main}
</div>
<div class="col-md-4 col-lg-4 sidebar-container"><div id="tncms-region-index-secondary-top" class="tncms-region">
<div class="tncms-block"><h4 class="block-title">Most Popular</h4><ol class="list-unstyled">{popular}</ol></div>
{obits}
<div class="tncms-block"><h4 class="block-title">Today’s e-Edition</h4>{self.a("subscribe", "Read the latest e-Edition", "aside")}</div>
</div></div>
</div></section></div>
<footer id="site-footer" class="hidden-print"><div class="container"><address>The Winneshiek Ledger · 110 Washington St., Decorah, IA 52101 · Phone: 563-555-0142 · Email: news@winneshiekledger.test</address>
<ul class="list-inline"><li>{self.a("about", "Contact Us", "footer")}</li><li>{self.a("subscribe", "Subscribe", "footer")}</li><li><a href="/site/terms.html">Terms of Use</a></li><li><a href="/site/privacy.html">Privacy Policy</a></li><li><a href="https://www.facebook.com/winneshiekledger">Facebook</a></li></ul>
<p>© Copyright 2026 The Winneshiek Ledger, 110 Washington St. Decorah, IA | <a href="/site/terms.html">Terms of Use</a> | <a href="/site/privacy.html">Privacy Policy</a></p>
<p id="blox-footer">Powered by <a href="https://www.townnews.test/">BLOX Content Management System</a> from TownNews.com.</p></div></footer>
<div id="tncms-subscription-meter" class="modal hidden-print" role="dialog"><p>You have read 2 of 3 free articles this month. <a href="/subscribe/">Subscribe now</a> for unlimited access.</p></div>
<script>if (typeof TNCMS === "object" && TNCMS.AdManager) {{ TNCMS.AdManager.render({{region: "global-skyline", slot: 1}}); }}</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            credit = doc.extra.get("credit", "")
            return f'<li><span class="tnt-byline">{esc(credit)}</span></li>' if credit else ""
        parts = []
        for a in doc.authors:
            uid, _ = STAFF[a]
            name = (
                self.a("author", a, "byline") if uid == "jthorson" else f'<a href="/users/profile/{uid}">{esc(a)}</a>'
            )
            parts.append(name)
        return f'<li><span itemprop="author" class="tnt-byline">By {" and ".join(parts)}</span></li>'

    def article_body(self, doc: Doc) -> str:
        seg = doc.extra.get("segmented")
        if not seg:
            return self.blocks(doc, table_class="table table-striped")
        paras = [b for b in doc.blocks if b[0] == "p"]
        out = ['<div class="subscriber-preview">']
        out += [f"<p>{self.inline(b[1])}</p>" for b in paras[:seg]]
        out.append("</div>")
        out += [f'<div class="subscriber-only"><p>{self.inline(b[1])}</p></div>' for b in paras[seg:]]
        out.insert(
            len(out) // 2,
            '<div id="tncms-region-article_instory_top" class="tncms-region hidden-print"><div class="tnt-ads-container">Advertisement</div></div>',
        )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        t = moment(doc.extra["local"], CST)
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="asset-tags"><span class="tnt-tags-title">Tags</span> {self.a("tag", "School Board", "content", TAG_CLS)} <a class="tnt-tag" href="/search/?f=html&amp;t=article&amp;k=%23winneshiek-county">Winneshiek County</a></div>'
        card = ""
        if doc.authors:
            a = doc.authors[0]
            uid, role = STAFF[a]
            card = f'<div class="card author-card"><div class="card-body"><h5 class="card-title">{esc(a)}</h5><p class="tnt-user-role">{esc(role)}</p><a href="mailto:{uid}@winneshiekledger.test" class="tnt-user-email">Author email</a></div></div>'
        updated = ""
        if doc.key in ("budget", "obit"):
            u = t.replace(hour=min(t.hour + 2, 23))
            updated = f'<li class="hidden-print"><time datetime="{u.isoformat()}" class="tnt-date asset-date text-muted">Updated {u.hour % 12 or 12}:{u:%M} {"am" if u.hour < 12 else "pm"}</time></li>'
        more = "".join(
            f'<div class="card-container"><article class="tnt-asset-type-article card summary"><h3 class="tnt-headline">{self.a(k, self.docs[k].title, "related")}</h3></article></div>'
            for k in ARTS
            if k != doc.key
        )
        comments = (
            '<div id="asset-comments" class="tncms-comments"><h4>Comments</h4><p>Comments are closed on obituaries. Share a memory with the family through the funeral home.</p></div>'
            if doc.key == "obit"
            else '<div id="asset-comments" class="tncms-comments"><h4>Comments</h4><p>Keep it clean. Be truthful. Be nice. Stay on topic. Share with us.</p><div class="vf-conversations" data-vf-container-id="'
            + uuid(doc.key)
            + '"></div></div>'
        )
        return f"""<article id="article_{uuid(doc.key)}" class="asset content-asset" itemscope itemtype="http://schema.org/NewsArticle">
<header class="asset-header">
<ul class="list-inline"><li><a class="tnt-section-tag" href="/{doc.path.split("/")[1]}/">{esc(doc.section)}</a></li></ul>
<h1 class="headline"><span class="asset-headline tnt-headline" itemprop="headline">{esc(doc.title)}</span></h1>
<ul class="list-inline asset-meta">{self.byline(doc)}<li class="hidden-print"><time datetime="{t.isoformat()}" class="tnt-date asset-date text-muted">{doc.stamp}</time></li>{updated}</ul>
<div class="share-container"><a class="tnt-share-facebook" href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a class="tnt-share-email" href="mailto:?subject={esc(doc.title)}">Email</a> <a class="tnt-print" href="#" onclick="window.print()">Print</a> <a class="tnt-save" href="/users/login/">Save</a></div>
</header>
<div id="article-body" class="asset-content  subscriber-premium" itemprop="articleBody">
{self.article_body(doc)}
</div>
<div id="tncms-region-article_bottom_content" class="tncms-region hidden-print"><div class="tnt-ads-container">Advertisement</div></div>
{tags}
<div id="asset-below">{card}</div>
</article>
<div class="tncms-block" id="block-more"><h4 class="block-title">More from this section</h4>{more}</div>
{comments}"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            day = blox_day(d.extra["local"])
            summary = esc(self.lede(d)) if d.is_article else esc(d.blocks[0][1][:140].rsplit(" ", 1)[0] + " …")
            badge = '<span class="label label-default">Paid Obituary</span> ' if d.kind == "notice" else ""
            cards.append(
                f'<div class="card-container"><article class="tnt-asset-type-article card summary tnt-section-{d.path.split("/")[1]}">'
                f'<div class="card-body"><h3 class="tnt-headline">{badge}{self.a(k, self.teaser_text(d), "content", LINK_CLS)}</h3>'
                f'<div class="card-meta"><time class="tnt-date">{day}</time></div><div class="tnt-asset-summary">{summary}</div></div></article></div>'
            )
        head = f'<h1 class="block-title-inner">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="user-profile"><h1>{esc(doc.title)}</h1><p class="tnt-user-role">Reporter</p><p>Josh Thorson covers county government, schools and agriculture for The Ledger. He grew up in Cresco and joined the paper in 2021.</p><a href="mailto:jthorson@winneshiekledger.test">Email</a></div><h2 class="block-title">Recent content</h2>'
        elif doc.kind == "tag":
            head = f'<h1 class="block-title-inner">Content tagged with “{esc(doc.title)}”</h1>'
        elif doc.kind == "search":
            head = f'<h1 class="block-title-inner">{esc(doc.title)}</h1><p class="search-results-count">Showing 1-2 of 2 results</p>'
        more = ""
        if doc.extra.get("more"):
            more = (
                f'<ul class="pager"><li class="next">{self.a(doc.extra["more"], "Next page", "pagination")}</li></ul>'
            )
        if doc.key == "local2":
            more = f'<ul class="pager"><li class="previous">{self.a("local", "Previous page", "pagination")}</li></ul>'
        if doc.key == "home":
            more = f'<div class="tncms-block"><h4 class="block-title">Browse</h4>{self.a("local", "Local News", "content")} · {self.a("local2", "Older stories", "content")} · {self.a("obits", "Obituaries", "content")} · {self.a("tag", "School board", "content")} · {self.a("search", "Nordic Lights", "content")}</div>'
        return f'<div id="tncms-region-index-primary" class="tncms-region">{head}{"".join(cards)}{more}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notice":
            t = moment(doc.extra["local"], CST)
            body = "\n".join(f"<p>{esc(line)}</p>" for line in body_lines(doc.blocks))
            return f"""<article id="article_{uuid(doc.key)}" class="asset content-asset tnt-obituary">
<header class="asset-header"><span class="label label-default">Paid Obituary</span>
<h1 class="headline"><span class="asset-headline tnt-headline">{esc(doc.title)}</span></h1>
<p class="obit-dates">June 14, 1935 - Dec. 1, 2026</p>
<ul class="list-inline asset-meta"><li class="hidden-print"><time datetime="{t.isoformat()}" class="tnt-date asset-date text-muted">{blox_day(doc.extra["local"])}</time></li></ul></header>
<div class="asset-photo"><img alt="Lorraine M. Bergstrom" src="https://bloximages.chicago2.vip.townnews.test/winneshiekledger.test/content/tncms/assets/v3/editorial/{uuid("notice")[:8]}.image.jpg"></div>
<div id="article-body" class="asset-content tnt-obituary-text">
{body}
</div>
<p class="obit-funeral-home">Arrangements by Nordvik-Larson Funeral Home, Calmar.</p>
<p class="obit-published">Published in The Winneshiek Ledger on Dec. 3, 2026. To plant a tree in memory of Lorraine, visit the <a href="https://www.legacy.test/us/obituaries/winneshiekledger/lorraine-bergstrom-obituary">Sympathy Store</a>.</p>
<div class="obit-guestbook"><h4>Sign the guest book</h4><form action="/obituaries/guestbook/"><textarea name="condolence"></textarea><button>Post</button></form></div>
</article>"""
        return f'<div class="tncms-block static-page"><h1 class="block-title-inner">{esc(doc.title)}</h1>\n{self.blocks(doc, table_class="table table-condensed")}\n</div>'
