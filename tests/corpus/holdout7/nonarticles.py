# ruff: noqa: RUF001, RUF005, E501  (multilingual synthetic text; long literal lines are page text)
"""The non-article pages of the seventh held-out set: texts and per-page markup (all text synthetic). Most carry
article evidence (og:type=article, a publication time, NewsArticle JSON-LD from the CMS, a byline-like line,
a date, <h1>, <article>, several paragraphs)."""

from __future__ import annotations

from typing import Any

from articles import BY, DT, NA, P
from kit import e
from pubs import PUBS

N: list[dict[str, Any]] = []


def non(**kw: Any) -> None:
    kw.setdefault("is_article", False)
    kw.setdefault("kind", "non-article")
    pub = PUBS[kw["pub"]]
    if kw.pop("cms_ld", False):  # the CMS's story template emits NewsArticle on every page
        kw["ld"] = NA(
            kw["title"],
            f"https://{pub.host}{kw['path']}",
            kw.get("ptime") or "2026-11-02T09:00:00Z",
            kw.pop("ld_people", []),
            pub.name,
        )
    N.append(kw)


def teasers(items: list[tuple[str, str, str]], base: str = "/news") -> str:
    """(headline, dek, date) cards with long deks."""
    out = []
    for i, (h, d, t) in enumerate(items):
        out.append(
            f'<div class="teaser"><h3><a href="{base}/{40210 + i * 7}">{e(h)}</a></h3><p>{e(d)}</p>'
            f'<span class="ts">{e(t)}</span></div>'
        )
    return '<section class="listing">' + "".join(out) + "</section>"


def rows(head: list[str], data: list[list[str]]) -> str:
    th = "".join(f"<th>{e(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in data)
    return f'<table class="data"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'


PAGER = (
    '<nav class="pager"><a href="?page=2" rel="next">Next</a> · <a href="?page=3">3</a> · <a href="?page=4">4</a></nav>'
)

EN_TEASERS = [
    (
        "Harbour dredging to start in January after permit granted",
        "The port authority says the channel will be deepened by two metres, allowing larger container ships to dock "
        "at the eastern quay for the first time since the terminal opened.",
        "10 Nov 2026",
    ),
    (
        "School bus drivers vote to accept new contract",
        "Drivers had threatened to strike before the winter term over pay and split shifts; the deal adds a morning "
        "bonus and guarantees four-hour minimum shifts.",
        "10 Nov 2026",
    ),
    (
        "Library extension wins regional architecture award",
        "Judges praised the timber reading room and its view over the river, calling it a public building that "
        "invites people to stay rather than pass through.",
        "9 Nov 2026",
    ),
    (
        "Town's oldest bakery closes after 112 years",
        "The family behind the Larkhill Street bakery says rising energy costs and the retirement of its last "
        "master baker left no way to keep the ovens lit.",
        "9 Nov 2026",
    ),
    (
        "New cycle lane divides shop owners on Market Row",
        "Some traders say footfall has risen since the lane opened; others blame it for the loss of twelve parking "
        "spaces and a drop in weekday takings.",
        "8 Nov 2026",
    ),
    (
        "Volunteers plant 4,000 trees along the old rail line",
        "The planting, spread over three weekends, is the first stage of a plan to turn the disused line into a "
        "twelve-mile greenway linking four villages.",
        "8 Nov 2026",
    ),
    (
        "Hospital car park charges to rise from December",
        "The trust says the increase will fund a shuttle bus from the park-and-ride, but patient groups warn it "
        "will hit people attending weekly treatment.",
        "7 Nov 2026",
    ),
    (
        "Youth orchestra invited to play at national festival",
        "Forty young musicians from the county will travel to the capital in the spring after a recording of their "
        "summer concert impressed the festival's panel.",
        "7 Nov 2026",
    ),
]

# --- service pages with article evidence --------------------------------------------------------------------
non(
    file="press-kit-anniversary.html",
    pub="tide",
    path="/about/press/150-years-media-kit",
    title="150 years of the Ledger: media kit",
    og="article",
    ptime="2026-11-02T09:00:00-05:00",
    byline=BY("By Media Relations"),
    dateline=DT("November 2, 2026"),
    cms_ld=True,
    blocks=P(
        "The Tidewater Ledger marks its 150th anniversary on 1 December 2026. This kit is for journalists and "
        "partners covering the anniversary events.",
        "It contains the official logo lockups, archive photographs cleared for editorial use, a fact sheet "
        "and the biographies of the editor and publisher.",
        "Interview requests with the editor should go to the media relations office at least three working "
        "days in advance.",
    )
    + [
        ("h", "Downloads"),
        ("ul", ["Logo pack (ZIP, 14 MB)", "Archive photos (ZIP, 220 MB)", "Fact sheet (PDF)", "Biographies (PDF)"]),
        ("h", "Contacts"),
        ("p", "Media relations: press@tidewaterledger.test · +1 555 0100"),
    ],
    shape="press-kit-downloads-contacts",
)

non(
    file="help-delivery-billing.html",
    pub="kiln",
    path="/help/delivery-and-billing/why-was-my-paper-late",
    title="Why was my paper late, and how do I get a credit?",
    og="article",
    cms_ld=True,
    ptime="2026-10-14T10:00:00-06:00",
    dateline=DT("Updated Oct. 14, 2026"),
    byline=BY("Customer Care Team"),
    blocks=P(
        "Most late deliveries happen when a carrier route is uncovered for a day. We try to deliver by 6:30 "
        "a.m. on weekdays and 7:30 a.m. on weekends.",
        "If your paper has not arrived by 9 a.m., report it on the My Account page or call us. We will credit "
        "your account for the missed day automatically.",
        "If late deliveries happen more than twice a month, ask us to review your route; we can often move "
        "you to a different carrier.",
    )
    + [
        ("h", "Related help articles"),
        ("ul", ["Pausing delivery while you travel", "Updating your card", "Switching to the e-edition"]),
    ],
    shape="help-centre-article-cms-newsarticle",
)

non(
    file="reader-panel-recruitment.html",
    pub="quay",
    path="/join-our-reader-panel",
    title="Help shape the Post: join our reader panel",
    og="article",
    author_meta="Imogen Hale",
    byline=BY("A note from Imogen Hale, Editor"),
    dateline=DT("November 2026"),
    blocks=P(
        "Every month we ask a group of readers what they think of our journalism: what we are missing, what "
        "we get wrong and what they would pay for.",
        "Panel members take a ten-minute survey each month and are invited to two evening discussions a year "
        "at our office on the harbour.",
        "We are looking for readers of every age and from every part of the coast, especially people who do "
        "not currently subscribe.",
        "Sign up below. We will never share your details, and you can leave the panel at any time.",
    )
    + [("raw", '<form class="panel-signup"><input name="name"><input name="email"><button>Join</button></form>')],
    shape="reader-panel-recruitment-signed-by-editor",
)

non(
    file="ombudsman-page.html",
    pub="tide",
    path="/about/readers-ombudsman",
    title="The readers' ombudsman",
    og="article",
    author_meta="Gloria Manning",
    cms_ld=True,
    ld_people=["Gloria Manning"],
    byline=BY("By Gloria Manning"),
    dateline=DT("Updated September 1, 2026"),
    blocks=P(
        "The readers' ombudsman is independent of the newsroom and reports directly to the board.",
        "Gloria Manning was appointed in 2024 after 22 years as a reporter and editor at newspapers in three "
        "states. She reviews complaints about accuracy, fairness and conduct.",
        "You can write to her about anything we publish. She replies to every complaint within ten working "
        "days and publishes a quarterly summary of what she found.",
    )
    + [
        ("h", "How to contact the ombudsman"),
        ("ul", ["E-mail: ombudsman@tidewaterledger.test", "Post: Readers' Ombudsman, 1 Ledger Plaza, Tidewater"]),
    ],
    shape="ombudsman-service-page-person-byline",
)

non(
    file="whats-on-calendar.html",
    pub="moor",
    path="/whats-on/this-weekend",
    title="What's on in Northmoor this weekend",
    og="article",
    ptime="2026-11-12T06:00:00+00:00",
    dateline=DT("Listings for 14–15 November 2026. Events are submitted by organisers."),
    blocks=[
        (
            "raw",
            teasers(
                [
                    (
                        "Winter craft fair — Saturday 10am–4pm, Town Hall",
                        "Sixty stalls of local makers, a children's workshop and mulled apple juice in the foyer. Free entry.",
                        "Sat",
                    ),
                    (
                        "Northmoor Choral Society: Messiah — Saturday 7.30pm, St Cuthbert's",
                        "The society's annual performance with a professional orchestra. Tickets £15, concessions £10.",
                        "Sat",
                    ),
                    (
                        "Parkrun — Saturday 9am, Quay Park",
                        "Free, weekly, timed 5k. Register online before your first run.",
                        "Sat",
                    ),
                    (
                        "Farmers' market — Sunday 9am–1pm, Market Square",
                        "Twenty-five producers from within thirty miles. Bring a bag.",
                        "Sun",
                    ),
                    (
                        "Film club: Local Hero — Sunday 3pm, Library",
                        "Members free, guests £4. Discussion afterwards.",
                        "Sun",
                    ),
                    (
                        "Guided bird walk — Sunday 8am, Saltmarsh hide",
                        "Two hours with the wildlife trust. Binoculars available to borrow.",
                        "Sun",
                    ),
                ],
                "/whats-on",
            ),
        )
    ],
    shape="events-calendar-og-article-long-descriptions",
)

non(
    file="author-bio-bg.html",
    pub="zora",
    path="/avtori/mariya-georgieva",
    enc="iso-8859-5",
    title="Мария Георгиева",
    og="profile",
    blocks=P(
        "Мария Георгиева е репортер в отдел „Икономика“ от 2019 г. Пише за транспорт, енергетика и общини.",
        "Преди това работи шест години в регионален вестник във Варна.",
    )
    + [
        (
            "raw",
            teasers(
                [
                    (
                        "Варна получава 40 нови електрически автобуса",
                        "Общината подписа договор за доставка.",
                        "11.11.2026",
                    ),
                    ("Цените на тока за бизнеса падат с 8%", "Регулаторът обяви новите цени.", "04.11.2026"),
                    ("Пристанището в Бургас с рекорден оборот", "Оборотът расте за трета година.", "28.10.2026"),
                ],
                "/novini",
            ),
        )
    ],
    shape="bulgarian-author-page-bio-and-list",
)

non(
    file="live-marathon-tracker.html",
    pub="lark",
    path="/sport/2026/11/15/larkhill-marathon-live",
    title="Larkhill Marathon 2026 live: follow every runner",
    og="article",
    ptime="2026-11-15T05:00:00+10:00",
    byline=BY("By Jack Tennant"),
    author_meta="Jack Tennant",
    ld={
        "@context": "https://schema.org",
        "@type": "LiveBlogPosting",
        "headline": "Larkhill Marathon 2026 live",
        "coverageStartTime": "2026-11-15T06:00:00+10:00",
        "author": {"@type": "Person", "name": "Jack Tennant"},
    },
    dateline=DT("15 November 2026"),
    blocks=P(
        "The race starts at 6 a.m. on the esplanade. Our live coverage and the runner tracker open at 5.45.",
        "Enter a bib number below to follow a runner's splits at 10, 21.1 and 30 kilometres.",
    )
    + [
        (
            "raw",
            '<div id="tracker-app" data-race="lm2026"><input placeholder="Bib number"></div>'
            '<script src="/static/tracker.js"></script>',
        )
    ],
    shape="live-page-no-updates-tracker-app",
)

non(
    file="speeches-index.html",
    pub="fen",
    path="/news/speeches",
    title="Speeches and addresses",
    og="article",
    dateline=DT("Archive"),
    blocks=[
        (
            "raw",
            teasers(
                [
                    (
                        "'We owe them our attention': the mayor's Remembrance address in full",
                        "Friends, thank you for standing here in the cold. We come every year, and every year there are fewer "
                        "people here who remember the faces behind these names...",
                        "11 November 2026",
                    ),
                    (
                        "Budget speech 2026: the council leader's statement",
                        "This is a budget for a town that has been patient. We have asked people to wait for their roads, their "
                        "pools and their libraries, and this year we...",
                        "3 November 2026",
                    ),
                    (
                        "Graduation address at Fenwick College",
                        "You will be told that the world you are entering is harder than the one your parents knew. Some of "
                        "that is true. But...",
                        "17 July 2026",
                    ),
                    (
                        "The chief constable on the riverside attack",
                        "I want to begin by speaking to the families. Nothing I say today will make this week easier, but you "
                        "deserve to hear what we know...",
                        "2 June 2026",
                    ),
                ],
                "/news",
            ),
        )
    ],
    shape="speeches-index-long-excerpts",
)

non(
    file="sponsored-hub-energy.html",
    pub="quay",
    path="/partner/home-energy-hub",
    title="Warmer homes: your guide to cutting energy bills",
    og="article",
    cms_ld=True,
    kicker="Paid partner content · Presented by Brightwatt Energy",
    dateline=DT("November 2026"),
    blocks=P(
        "Brought to you by Brightwatt Energy. This content was produced by our commercial team and did not "
        "involve Quayside Post journalists.",
        "Explore practical guides to insulation, heat pumps and smart thermostats from our partner.",
    )
    + [
        (
            "raw",
            teasers(
                [
                    ("Is a heat pump right for an older house?", "What to check before you get a quote.", ""),
                    ("Five draughts you can fix in an afternoon", "Cheap fixes for doors and windows.", ""),
                    ("Understanding your smart meter", "What the numbers on the display mean.", ""),
                ],
                "/partner",
            ),
        )
    ],
    shape="sponsored-hub-og-article-cms-jsonld",
)

non(
    file="quiz-budget.html",
    pub="kiln",
    path="/news/quiz/2026/11/how-well-do-you-know-the-city-budget",
    title="Quiz: how well do you know the city budget?",
    og="article",
    ptime="2026-11-07T08:00:00-06:00",
    byline=BY("By Ross Delaney"),
    author_meta="Ross Delaney",
    dateline=DT("Nov. 7, 2026"),
    blocks=P("The council approved a $412 million budget this week. Test what you know about where the money goes.")
    + [
        (
            "raw",
            '<form class="quiz"><fieldset><legend>1. What share goes to the police?</legend><label><input '
            "type=radio name=q1>18%</label><label><input type=radio name=q1>27%</label><label><input type=radio "
            "name=q1>35%</label></fieldset><fieldset><legend>2. How much does the city spend on parks?</legend>"
            "<label><input type=radio name=q2>$9m</label><label><input type=radio name=q2>$21m</label></fieldset>"
            "<fieldset><legend>3. Which department grew most?</legend><label><input type=radio name=q3>Transit"
            "</label><label><input type=radio name=q3>Libraries</label></fieldset><button>See my score</button>"
            "</form>",
        )
    ],
    shape="quiz-bylined-og-article",
)

non(
    file="style-guide-numbers.html",
    pub="tide",
    path="/about/standards/style-guide-numbers-dates-and-times",
    title="Style guide: numbers, dates and times",
    og="article",
    cms_ld=True,
    ld_people=["Helen Marsh"],
    author_meta="Helen Marsh",
    byline=BY("By Helen Marsh, Standards Editor"),
    dateline=DT("Revised March 3, 2026"),
    blocks=P(
        "This section of the Ledger's style guide sets out how we write numbers, dates and times in print and "
        "online. It applies to every desk."
    )
    + [
        ("h", "Numbers"),
        (
            "p",
            "Spell out one to nine; use figures for 10 and above. Always use figures for ages, percentages and money.",
        ),
        ("h", "Dates"),
        ("p", "Write Nov. 9, not November 9th. Do not add the year for dates in the current year."),
        ("h", "Times"),
        ("p", "Use a.m. and p.m. with a space before them. Write noon and midnight, not 12 p.m."),
        ("h", "Ranges"),
        ("p", "Use an en dash without spaces: 2020–2026. In running text, write from 10 to 12."),
    ],
    shape="editorial-style-guide-bylined-sections",
)

non(
    file="price-tracker-ereaders.html",
    pub="rain",
    path="/tech/e-reader-price-tracker",
    title="E-reader price tracker: today's lowest prices",
    og="article",
    dateline='<div class="t-descr">Prices checked 10 Nov 2026, 09:00</div>',
    blocks=P("We check prices at six retailers every morning. We may earn a commission when you buy through links.")
    + [
        (
            "raw",
            rows(
                ["Model", "Lowest price", "Retailer", "Change"],
                [
                    ["Inkleaf 6", "$119", "ShopOne", "-$10"],
                    ["Inkleaf 7 Pro", "$189", "TechBarn", "0"],
                    ["PageMate Lite", "$89", "ShopOne", "-$5"],
                    ["PageMate Colour", "$229", "Zedstore", "+$20"],
                    ["Scribe Mini", "$139", "TechBarn", "0"],
                ],
            ),
        )
    ],
    shape="price-tracker-table-affiliate",
)

non(
    file="howto-bleed-radiator.html",
    pub="moor",
    path="/home/how-to-bleed-a-radiator",
    title="How to bleed a radiator",
    og="article",
    byline=BY("By Home Desk"),
    ptime="2026-10-20T09:00:00+01:00",
    ld={
        "@context": "https://schema.org",
        "@type": "HowTo",
        "name": "How to bleed a radiator",
        "totalTime": "PT15M",
        "step": [{"@type": "HowToStep", "text": "Turn the heating off."}],
    },
    dateline=DT("20 Oct 2026"),
    blocks=[
        ("h", "You will need"),
        ("ul", ["A radiator key", "An old towel", "A small container"]),
        ("h", "Steps"),
        (
            "ol",
            [
                "Turn the heating off and let the radiators cool.",
                "Hold the towel under the valve and turn the key a quarter turn.",
                "Close the valve when water starts to come out.",
                "Check the boiler pressure and top it up if needed.",
            ],
        ),
    ],
    shape="howto-card-home-desk",
)

non(
    file="ca-recipe-card.html",
    pub="ebre",
    path="/cuina/receptes/arros-negre",
    title="Arròs negre",
    og="article",
    byline=BY("Per Cuina de l'Ebre"),
    ld={
        "@context": "https://schema.org",
        "@type": "Recipe",
        "name": "Arròs negre",
        "recipeYield": "4",
        "author": {"@type": "Person", "name": "Marta Roig"},
    },
    blocks=P("Un clàssic de la costa amb sípia i la seva tinta. Millor amb arròs bomba del Delta.")
    + [
        ("h", "Ingredients"),
        ("ul", ["400 g d'arròs", "500 g de sípia", "2 sobres de tinta", "1 l de brou de peix"]),
        ("h", "Preparació"),
        (
            "ol",
            [
                "Sofregiu la ceba i la sípia.",
                "Afegiu l'arròs i la tinta.",
                "Moll amb el brou i deixeu-ho coure 18 minuts.",
            ],
        ),
    ],
    shape="catalan-recipe-card",
)

non(
    file="he-forecast.html",
    pub="hof",
    path="/weather/index.html",
    enc="iso-8859-8",
    declare="http-equiv",
    title="תחזית מזג האוויר לשבוע הקרוב",
    dateline="<P><FONT SIZE=2>עודכן: 10.11.2026 06:00</FONT>\n",
    blocks=P("גשם מקומי צפוי ביום רביעי, ולאחר מכן התבהרות והתחממות קלה.")
    + [
        (
            "raw",
            "<TABLE BORDER=1><TR><TH>יום</TH><TH>מקסימום</TH><TH>מינימום</TH></TR><TR><TD>שלישי</TD><TD>24</TD>"
            "<TD>16</TD></TR><TR><TD>רביעי</TD><TD>21</TD><TD>15</TD></TR><TR><TD>חמישי</TD><TD>23</TD><TD>15</TD>"
            "</TR><TR><TD>שישי</TD><TD>25</TD><TD>17</TD></TR></TABLE>",
        )
    ],
    shape="hebrew-weather-table-legacy",
)

non(
    file="pollen-air-quality.html",
    pub="fen",
    path="/weather/pollen-and-air-quality",
    title="Pollen and air quality today",
    og="article",
    cms_ld=True,
    ptime="2026-11-10T05:00:00+00:00",
    byline=BY("By Weather Desk"),
    dateline=DT("10 November 2026, 5am"),
    blocks=P("Air quality is good across the county today. Pollen levels are low.")
    + [
        (
            "raw",
            rows(
                ["Area", "Air quality", "Pollen"],
                [["Fenwick", "Good (2)", "Low"], ["Oldbridge", "Good (3)", "Low"], ["Rainford", "Moderate (4)", "Low"]],
            ),
        )
    ],
    shape="air-quality-table-newsarticle",
)

non(
    file="vi-stock-table.html",
    pub="songhong",
    path="/kinh-doanh/chung-khoan/bang-gia",
    enc="windows-1258",
    declare="header",
    title="Bảng giá chứng khoán hôm nay",
    og="article",
    dateline=DT("Cập nhật 10/11/2026 15:00"),
    blocks=P("Chỉ số chính tăng nhẹ trong phiên chiều nhờ nhóm ngân hàng.")
    + [
        (
            "raw",
            rows(
                ["Mã", "Giá", "+/-", "KL"],
                [
                    ["SHB", "12.450", "+0,8%", "1.204.300"],
                    ["VTX", "48.200", "-0,4%", "402.100"],
                    ["HNG", "7.310", "+1,2%", "2.880.000"],
                ],
            ),
        )
    ],
    shape="vietnamese-stock-table-cp1258",
)

non(
    file="lv-election-results.html",
    pub="daugava",
    path="/velesanas/2026/rezultati",
    enc="iso-8859-13",
    title="Pašvaldību vēlēšanu rezultāti",
    og="article",
    ptime="2026-11-08T23:50:00+02:00",
    dateline=DT("Atjaunots 2026. gada 8. novembrī, 23:50"),
    blocks=P("Saskaitīti 98% iecirkņu. Dati no Centrālās vēlēšanu komisijas.")
    + [
        (
            "raw",
            rows(
                ["Saraksts", "Balsis", "%", "Vietas"],
                [
                    ["Zaļā Daugava", "12 480", "31,2", "5"],
                    ["Vienoti Latgalei", "10 002", "25,0", "4"],
                    ["Jaunā pilsēta", "7 730", "19,3", "3"],
                ],
            ),
        )
    ],
    shape="latvian-election-results-table",
)

non(
    file="election-results-table.html",
    pub="tide",
    path="/politics/2026/11/04/results-mayor-council",
    title="Tidewater election results 2026: mayor and council",
    og="article",
    ptime="2026-11-04T02:00:00-05:00",
    cms_ld=True,
    dateline=DT("Results as of 2:00 a.m. EST, Nov. 4, 2026. 100% of precincts reporting."),
    blocks=P("Full results for the mayoral and council races. Winners are marked with a check.")
    + [
        (
            "raw",
            rows(
                ["Race", "Candidate", "Votes", "%"],
                [
                    ["Mayor", "✔ Rosa Alvarez", "41,203", "61.0"],
                    ["Mayor", "Carl Trent", "26,344", "39.0"],
                    ["Ward 1", "✔ Dan Ogle", "5,110", "54.2"],
                    ["Ward 1", "Meg Rios", "4,318", "45.8"],
                    ["Ward 2", "✔ Ana Petit", "6,920", "70.1"],
                    ["Ward 2", "Lou Finch", "2,951", "29.9"],
                ],
            ),
        )
    ],
    shape="election-results-table-newsarticle",
)

non(
    file="ka-bus-timetable.html",
    pub="mtkvari",
    path="/service/bus-timetable",
    title="ავტობუსების განრიგი",
    og="article",
    blocks=P("განრიგი მოქმედებს 1 ნოემბრიდან.")
    + [
        (
            "raw",
            rows(
                ["მარშრუტი", "პირველი", "ბოლო", "ინტერვალი"],
                [["1", "06:30", "23:00", "10 წთ"], ["7", "07:00", "22:30", "15 წთ"], ["12", "06:45", "23:30", "12 წთ"]],
            ),
        )
    ],
    shape="georgian-bus-timetable",
)

non(
    file="is-ferry-schedule.html",
    pub="fjord",
    path="/thjonusta/ferjuaaetlun",
    enc="iso-8859-10",
    declare="header",
    title="Ferjuáætlun vetur 2026–2027",
    blocks=P("Áætlunin gildir frá 1. nóvember til 31. mars.")
    + [
        (
            "raw",
            rows(
                ["Dagur", "Brottför", "Koma"],
                [["Mánudagur", "08:00", "10:30"], ["Miðvikudagur", "08:00", "10:30"], ["Föstudagur", "14:00", "16:30"]],
            ),
        )
    ],
    shape="icelandic-ferry-schedule-iso-8859-10",
)

non(
    file="embargo-policy.html",
    pub="tide",
    path="/about/press/embargo-policy",
    title="Our embargo and early-access policy",
    og="article",
    cms_ld=True,
    byline=BY("By Helen Marsh"),
    author_meta="Helen Marsh",
    dateline=DT("Last reviewed: June 2026"),
    blocks=P(
        "The Ledger honours embargoes agreed in advance with a named editor. We do not honour embargoes "
        "imposed unilaterally in a press release.",
        "If information under embargo becomes public elsewhere, we consider the embargo lifted and will publish.",
        "Requests for early access to our own investigations are never granted to their subjects.",
    )
    + [("h", "Contact"), ("p", "Send embargo requests to desk@tidewaterledger.test.")],
    shape="embargo-policy-person-byline",
)

non(
    file="news-sitemap-day.html",
    pub="kiln",
    path="/sitemap/2026/11/10",
    title="Stories published on Nov. 10, 2026",
    og="article",
    blocks=[
        (
            "raw",
            '<ul class="sitemap">'
            + "".join(
                f'<li><a href="/news/2026/11/10/{i}">{e(h)}</a></li>' for i, (h, _, _) in enumerate(EN_TEASERS * 3)
            )
            + "</ul>",
        )
    ],
    shape="daily-sitemap-html",
)

non(
    file="podcast-episode-show-notes.html",
    pub="lark",
    path="/podcasts/the-coast-road/episode-41",
    title="The Coast Road, episode 41: the lighthouse keeper",
    og="article",
    ptime="2026-11-08T04:00:00+10:00",
    ld={
        "@context": "https://schema.org",
        "@type": "PodcastEpisode",
        "name": "Episode 41: the lighthouse keeper",
        "datePublished": "2026-11-08",
    },
    byline=BY("Hosted by Tomasz Wilk"),
    blocks=P("This week: Maureen Calder on 31 years at Cape Larkin and her last season before automation.")
    + [
        (
            "raw",
            '<audio controls src="/audio/coast-road-41.mp3"></audio><p><a href="/podcasts/the-coast-road">All '
            'episodes</a> · <a href="#">Apple</a> · <a href="#">Spotify</a></p>',
        )
    ],
    shape="podcast-episode-show-notes-only",
)

non(
    file="paid-death-notice.html",
    pub="moor",
    path="/notices/deaths/prys-alun-8812",
    title="PRYS, Alun",
    og="article",
    dateline=DT("Published 8 November 2026"),
    kicker="Paid notice",
    blocks=P(
        "PRYS Alun, Captain, passed away peacefully at home on 5 November 2026, aged 88. Beloved husband of "
        "Margaret, much-loved father of Huw, Sian and Owen and grandfather of seven.",
        "Funeral service at St Cuthbert's Church on Friday 20 November at 11am. Family flowers only; "
        "donations if desired to the RNLI.",
    )
    + [("raw", '<p class="guestbook"><a href="/notices/guestbook/8812">Sign the guestbook</a> (14 messages)</p>')],
    shape="paid-death-notice-classified",
)

non(
    file="transparency-report.html",
    pub="quay",
    path="/about/annual-transparency-report-2026",
    title="Annual transparency report 2026",
    og="article",
    cms_ld=True,
    ld_people=["Imogen Hale"],
    ptime="2026-10-30T09:00:00+00:00",
    byline=BY("By Imogen Hale, Editor"),
    dateline=DT("30 October 2026"),
    blocks=P("Each year we publish how we are funded, how many corrections we made and how we handled complaints.")
    + [
        ("h", "Funding"),
        ("p", "Subscriptions provided 58% of revenue, advertising 31% and events 11%."),
        ("h", "Corrections"),
        ("p", "We published 142 corrections, up from 118. Most concerned names and titles."),
        ("h", "Complaints"),
        ("p", "We received 311 complaints and upheld 47 in full or in part."),
        ("h", "Staff"),
        ("p", "The newsroom has 38 journalists, two more than last year."),
    ],
    shape="annual-transparency-report-bylined",
)

non(
    file="series-landing.html",
    pub="tide",
    path="/investigations/the-water-files",
    title="The Water Files",
    og="article",
    cms_ld=True,
    ld_people=["Noor Hassan"],
    byline=BY("By Noor Hassan"),
    dateline=DT("A Ledger investigation · 2026"),
    blocks=P(
        "For a year, Ledger reporters examined the records of every water utility in the region.",
        "What they found: ageing pipes, unpublished test results and millions spent on consultants.",
    )
    + [
        (
            "raw",
            teasers(
                [
                    ("Part 1: The pipes nobody mapped", "Thousands of miles of lead line remain.", "Sept. 14"),
                    ("Part 2: The tests that were never shown", "Results kept from councils.", "Sept. 21"),
                    ("Part 3: The consultants", "$14 million in no-bid contracts.", "Sept. 28"),
                    ("Part 4: What happens now", "Lawmakers promise hearings.", "Oct. 5"),
                ],
                "/investigations",
            ),
        )
    ],
    shape="investigation-series-landing-bylined-intro",
)

non(
    file="webinar-registration.html",
    pub="kiln",
    path="/events/webinar-how-to-read-a-city-budget",
    title="Webinar: how to read a city budget",
    og="article",
    ptime="2026-11-03T10:00:00-06:00",
    ld={
        "@context": "https://schema.org",
        "@type": "Event",
        "name": "How to read a city budget",
        "startDate": "2026-11-19T18:00:00-06:00",
    },
    byline=BY("Hosted by Ross Delaney"),
    dateline=DT("Thursday, Nov. 19, 6 p.m. CST · Online · Free"),
    blocks=P(
        "Join our city hall reporter for a one-hour walk through this year's budget documents.",
        "Bring your questions. Registered readers receive the recording afterwards.",
    )
    + [("raw", '<form class="register"><input name="email"><button>Register</button></form>')],
    shape="webinar-registration-event",
)

non(
    file="newsletter-landing.html",
    pub="moor",
    path="/newsletters/morning-echo",
    title="The Morning Echo newsletter",
    og="article",
    blocks=P(
        "The day's Northmoor news in five minutes, in your inbox at 7am, written by our morning editor.",
        "Here is a taste of a recent edition: 'Good morning. The storm is gone, the A184 is open and the "
        "lantern parade is on.'",
    )
    + [("raw", '<form><input name="email"><button>Sign up</button></form>')],
    shape="newsletter-landing-sample",
)

non(
    file="contact-us.html",
    pub="fen",
    path="/contact",
    title="Contact the Gazette",
    og="article",
    blocks=[
        ("h", "News tips"),
        ("p", "Call the newsdesk on 01632 960 100 or e-mail news@fenwickgazette.test."),
        ("h", "Letters"),
        ("p", "Letters for publication should be under 300 words and include your address."),
        ("h", "Advertising"),
        ("p", "Our advertising team is available weekdays 9am–5pm."),
        ("h", "Find us"),
        ("p", "12 Bridge Street, Fenwick. The front desk is open Tuesday to Thursday."),
    ],
    shape="contact-page-sections",
)

non(
    file="careers.html",
    pub="tide",
    path="/about/careers",
    title="Work at the Ledger",
    og="article",
    cms_ld=True,
    blocks=P(
        "We are a newsroom of 90 people covering the coast from three offices.",
        "Life at the Ledger: flexible hours, a training budget for everyone and a newsroom that still "
        "shouts when a story lands.",
    )
    + [("h", "Open positions"), ("ul", ["Data reporter (full time)", "Night editor", "Audience producer"])],
    shape="careers-page",
)

non(
    file="advertise-media-kit.html",
    pub="rain",
    path="/advertise",
    title="Advertise with the Observer",
    og="website",
    blocks=P("Reach 180,000 readers a week in print and online.", "Our audience is local, loyal and engaged.")
    + [
        (
            "raw",
            rows(
                ["Format", "Size", "Rate"],
                [
                    ["Leaderboard", "728x90", "$18 CPM"],
                    ["MPU", "300x250", "$14 CPM"],
                    ["Full page print", "A3", "$2,400"],
                ],
            ),
        )
    ],
    shape="advertise-rate-card",
)

non(
    file="tv-guide.html",
    pub="quay",
    path="/tv-guide/tonight",
    title="TV guide: tonight",
    og="article",
    dateline=DT("Tuesday 10 November"),
    blocks=[
        (
            "raw",
            rows(
                ["Time", "Channel 1", "Channel 2", "Coast TV"],
                [
                    ["18:00", "News", "Quiz Time", "Local News"],
                    ["19:00", "Garden Rescue", "Film: The Tide", "Harbour Life"],
                    ["20:00", "Drama: North Road", "", "Match of the Week"],
                ],
            ),
        )
    ],
    shape="tv-guide-grid",
)

non(
    file="matchday-centre.html",
    pub="moor",
    path="/sport/football/northmoor-v-fenwick-matchday",
    title="Northmoor v Fenwick: matchday centre",
    og="article",
    ptime="2026-11-14T10:00:00+00:00",
    dateline=DT("Saturday 14 November, 3pm · Quay Park"),
    blocks=P("Team news and line-ups will appear here an hour before kick-off.")
    + [
        (
            "raw",
            rows(["Northmoor", "Fenwick"], [["Hale", "Bright"], ["Osei", "Marr"], ["Lowe", "Tull"], ["Pratt", "Ince"]]),
        )
    ],
    shape="matchday-centre-lineups-pre-match",
)

non(
    file="soft-500-dated-url.html",
    pub="lark",
    path="/news/2026/11/09/council-budget-in-eight-parts-live",
    title="Something went wrong",
    og="article",
    blocks=P(
        "We're having trouble loading this page right now. Our team has been notified.",
        "Please try again in a few minutes, or read our latest stories below.",
    )
    + [("raw", teasers(EN_TEASERS[:4]))],
    shape="soft-500-served-200-dated-url",
)

non(
    file="print-prices.html",
    pub="copper",
    path="/subscribe/rates.html",
    title="Subscription rates",
    blocks=P("Home delivery every Thursday. Mail subscriptions available anywhere in the country.")
    + [
        (
            "raw",
            "<TABLE BORDER=1><TR><TD>6 months</TD><TD>$32</TD></TR><TR><TD>1 year</TD><TD>$58</TD></TR>"
            "<TR><TD>Seniors, 1 year</TD><TD>$48</TD></TR></TABLE>",
        )
    ],
    shape="legacy-subscription-rates",
)

# --- listings (the bulk of a news site's pages) ----------------------------------------------------------------
non(
    file="home-aem.html",
    pub="tide",
    path="/",
    title="The Tidewater Ledger",
    html_title="The Tidewater Ledger — News from the coast",
    og="website",
    hl="div",
    wrap="div",
    blocks=[("raw", teasers(EN_TEASERS) + PAGER)],
    shape="home-page-long-deks",
)

non(
    file="section-local-elementor.html",
    pub="moor",
    path="/news/local/",
    title="Local news",
    og="article",
    ptime="2026-11-11T07:00:00+00:00",
    wrap="div",
    blocks=[("raw", teasers(EN_TEASERS[2:]) + PAGER)],
    shape="section-front-og-article",
)

non(
    file="tag-page-squarespace.html",
    pub="quay",
    path="/tag/harbour",
    title="Harbour",
    og="article",
    cms_ld=True,
    blocks=P("Everything we have written about the harbour, the port and the people who work there.")
    + [("raw", teasers(EN_TEASERS[:6]) + PAGER)],
    shape="tag-page-intro-cms-newsarticle",
)

non(
    file="author-page-liferay.html",
    pub="kiln",
    path="/staff/ross-delaney",
    title="Ross Delaney",
    og="profile",
    author_meta="Ross Delaney",
    byline=BY("Business reporter"),
    blocks=P(
        "Ross Delaney covers agriculture, trade and the city budget. He joined the Standard in 2018 after "
        "eight years at a farm weekly."
    )
    + [("raw", teasers(EN_TEASERS[1:5]))],
    shape="author-page-bio-list",
)

non(
    file="archive-month-nuxt.html",
    pub="lark",
    path="/archive/2026/10",
    title="October 2026 archive",
    blocks=[("raw", teasers(EN_TEASERS + EN_TEASERS[:4]) + PAGER)],
    shape="monthly-archive-nuxt",
)

non(
    file="section-legacy.html",
    pub="copper",
    path="/news/index.html",
    title="This week's news",
    blocks=[
        (
            "raw",
            "".join(
                f'<P><A HREF="/archive/2026/1109/{i}.html"><B>{e(h)}</B></A><BR>{e(d)}\n'
                for i, (h, d, _) in enumerate(EN_TEASERS)
            ),
        )
    ],
    shape="legacy-section-index",
)

non(
    file="sw-section-tilda.html",
    pub="pwani",
    path="/habari/kitaifa/",
    title="Habari za Kitaifa",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    (
                        "Wavuvi wa Kilifi wapata boti mpya za kisasa",
                        "Vikundi vitano vya wavuvi vimepokea boti kumi mpya zenye injini za kisasa.",
                        "12/11/2026",
                    ),
                    ("Bei ya mahindi yashuka sokoni Mombasa", "Wakulima walalamikia bei ndogo.", "11/11/2026"),
                    ("Shule mpya yafunguliwa Malindi", "Wanafunzi 600 wataanza masomo Januari.", "10/11/2026"),
                    ("Mvua kubwa yasababisha mafuriko Lamu", "Familia 40 zimehamishwa.", "09/11/2026"),
                ],
                "/habari",
            ),
        )
    ],
    shape="swahili-section-front",
)

non(
    file="he-tag-legacy.html",
    pub="hof",
    path="/tags/namal.html",
    enc="iso-8859-8",
    declare="http-equiv",
    title="תגית: נמל",
    blocks=[
        (
            "raw",
            "".join(
                f'<P><A HREF="/news/local/{i}.html"><B>{e(h)}</B></A><BR>{e(d)}\n'
                for i, (h, d) in enumerate(
                    [
                        ("נמל הדייגים בעכו יורחב עד סוף 2027", "משרד התחבורה אישר את התוכנית."),
                        ("שביתה בנמל חיפה הסתיימה", "העובדים חזרו לעבודה הבוקר."),
                        ("ספינת תענוגות ענקית עגנה בנמל", "אלפי תיירים ירדו לחוף."),
                    ]
                )
            ),
        )
    ],
    shape="hebrew-tag-page-legacy",
)

non(
    file="vi-category-liferay.html",
    pub="songhong",
    path="/thoi-su/",
    title="Thời sự",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("Khởi công cầu mới qua sông Đuống", "Cầu dài gần một cây số, có bốn làn xe.", "10/11/2026"),
                    ("Hà Nội mở thêm tuyến xe buýt điện", "Tuyến mới nối trung tâm với sân bay.", "09/11/2026"),
                    ("Giá rau tăng mạnh sau mưa lớn", "Nhiều chợ đầu mối thiếu hàng.", "08/11/2026"),
                ],
                "/thoi-su",
            ),
        )
    ],
    shape="vietnamese-category-page-utf8",
)

non(
    file="el-home-aem.html",
    pub="aigaio",
    path="/",
    enc="windows-1253",
    title="Η Φωνή του Αιγαίου",
    og="website",
    hl="div",
    wrap="div",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("Νέα αίθουσα αναμονής στο λιμάνι της Σύρου", "Η αίθουσα χωράει διακόσια άτομα.", "09.11.2026"),
                    ("Αυξάνονται τα δρομολόγια προς τη Νάξο", "Δύο νέα πλοία από τον Δεκέμβριο.", "08.11.2026"),
                    ("Ξεκινά η συγκομιδή της ελιάς", "Οι παραγωγοί περιμένουν καλή χρονιά.", "07.11.2026"),
                ],
                "/koinonia",
            ),
        )
    ],
    shape="greek-home-cp1253",
)

non(
    file="ne-section-nuxt.html",
    pub="sagarmatha",
    path="/samachar/",
    title="समाचार",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("पोखरामा अन्तर्राष्ट्रिय उडान बढ्ने", "थप दुई विदेशी उडान सुरु हुने।", "२०८३ कात्तिक २४"),
                    ("काठमाडौंमा नयाँ बसपार्क", "निर्माण अर्को वर्ष सुरु हुने।", "२०८३ कात्तिक २३"),
                    ("धान उत्पादन बढ्यो", "किसान खुसी।", "२०८३ कात्तिक २२"),
                ],
                "/samachar",
            ),
        )
    ],
    shape="nepali-section-front",
)

non(
    file="ja-index-legacy.html",
    pub="umi",
    path="/news/index.html",
    enc="iso-2022-jp",
    declare="http-equiv",
    title="ニュース一覧",
    blocks=[
        (
            "raw",
            "".join(
                f'<P><A HREF="/news/{i}.html">{e(h)}</A> <FONT SIZE=1>{e(d)}</FONT>\n'
                for i, (h, d) in enumerate(
                    [
                        ("漁港の防波堤かさ上げへ　高潮対策で県が計画", "11月11日"),
                        ("市立図書館、夜間開館を延長", "11月10日"),
                        ("秋祭りに二万人　三年ぶりの神輿", "11月9日"),
                        ("新しい市民病院、来春に開院", "11月8日"),
                    ]
                )
            ),
        )
    ],
    shape="iso-2022-jp-news-index",
)

non(
    file="zh-section-aem.html",
    pub="victoria",
    path="/news/hk/",
    enc="big5-hkscs",
    title="港聞",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("屯門新渡輪航線下月啟航", "新航線全程約四十分鐘，每日十二班船。", "2026-11-09"),
                    ("港島南區新建單車徑", "全長八公里，明年完工。", "2026-11-08"),
                    ("天文台：本週天氣轉涼", "市區最低氣溫約十六度。", "2026-11-07"),
                ],
                "/news/hk",
            ),
        )
    ],
    shape="big5-hkscs-section-front",
)

non(
    file="cy-section-plone.html",
    pub="taf",
    path="/newyddion/",
    title="Newyddion",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("Ysgol Gymraeg newydd i agor ym Mhontypridd", "Bydd lle i 420 o ddisgyblion.", "10/11/2026"),
                    (
                        "Ffordd yr A470 ar gau ar ôl damwain",
                        "Mae'r heddlu'n gofyn i yrwyr osgoi'r ardal.",
                        "11/11/2026",
                    ),
                    ("Cyngerdd elusennol yn codi £10,000", "Côr lleol yn diolch i'r gynulleidfa.", "08/11/2026"),
                ],
                "/newyddion",
            ),
        )
    ],
    shape="welsh-section-front",
)

non(
    file="ca-tag-squarespace.html",
    pub="ebre",
    path="/etiqueta/delta",
    title="Delta de l'Ebre",
    og="article",
    ptime="2026-11-08T20:00:00+01:00",
    blocks=[
        (
            "raw",
            teasers(
                [
                    (
                        "La collita d'arròs del Delta cau un 12%",
                        "Els pagesos atribueixen la baixada a la salinitat.",
                        "08/11/2026",
                    ),
                    ("Nou pla per protegir les platges", "L'Estat invertirà 20 milions.", "05/11/2026"),
                    ("Els flamencs tornen a la Tancada", "Més de 3.000 exemplars comptats.", "02/11/2026"),
                ],
                "/actualitat",
            ),
        )
    ],
    shape="catalan-tag-page-og-article-ptime",
)

non(
    file="hr-search-liferay.html",
    pub="drava",
    path="/pretraga?q=tramvaj",
    title="Rezultati pretrage: tramvaj",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("Osijek dobiva tri nova tramvaja", "Gradski prijevoznik potpisao je ugovor.", "11.11.2026."),
                    ("Tramvajska pruga u Vukovarskoj zatvorena", "Radovi traju do petka.", "03.11.2026."),
                    ("Stari tramvaj postaje muzej", "Izložba otvorena vikendom.", "20.10.2026."),
                ],
                "/vijesti",
            ),
        )
    ],
    shape="croatian-search-results",
)

non(
    file="am-home-elementor.html",
    pub="abay",
    path="/",
    title="የዓባይ ድምፅ",
    og="website",
    hl="div",
    wrap="div",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("በባህር ዳር አዲስ የውሃ ፕሮጀክት ተጀመረ", "ፕሮጀክቱ በሁለት ዓመት ውስጥ ይጠናቀቃል።", "ኅዳር 9"),
                    ("የቡና ዋጋ ጨመረ", "ገበሬዎች ደስተኛ ናቸው።", "ኅዳር 8"),
                    ("አዲስ ትምህርት ቤት ተከፈተ", "ስድስት መቶ ተማሪዎች ይማራሉ።", "ኅዳር 7"),
                ],
                "/zena",
            ),
        )
    ],
    shape="amharic-home-page",
)

non(
    file="lv-author-elementor.html",
    pub="daugava",
    path="/autori/janis-kalnins",
    enc="iso-8859-13",
    title="Jānis Kalniņš",
    og="profile",
    blocks=P("Jānis Kalniņš raksta par pilsētvidi un transportu. Žurnālists kopš 2012. gada.")
    + [
        (
            "raw",
            teasers(
                [
                    ("Daugavpilī sāk būvēt jaunu gājēju tiltu", "Tilts būs 120 metrus garš.", "09.11.2026"),
                    ("Autobusu maršruti mainīsies no decembra", "Pārmaiņas skars trīs līnijas.", "01.11.2026"),
                ],
                "/zinas",
            ),
        )
    ],
    shape="latvian-author-page",
)

non(
    file="is-home-tilda.html",
    pub="fjord",
    path="/",
    enc="iso-8859-10",
    declare="header",
    title="Fjarðapósturinn",
    og="website",
    hl="div",
    wrap="div",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("Ný ferja til Seyðisfjarðar í vor", "Ferjan tekur 600 farþega.", "10.11.2026"),
                    ("Snjóflóðahætta á Austfjörðum", "Vegurinn um Fagradal lokaður.", "09.11.2026"),
                    ("Síldin komin inn á firðina", "Bátar á veiðum alla helgina.", "08.11.2026"),
                ],
                "/frettir",
            ),
        )
    ],
    shape="icelandic-home-iso-8859-10",
)

non(
    file="ka-section-squarespace.html",
    pub="mtkvari",
    path="/news/",
    title="ახალი ამბები",
    og="article",
    blocks=[
        (
            "raw",
            teasers(
                [
                    ("თბილისში მეტროს ახალი სადგური გაიხსნება", "სადგური გაზაფხულზე გაიხსნება.", "8.11.2026"),
                    ("ბათუმში ახალი პარკი", "პარკი ზღვის სანაპიროზე მოეწყობა.", "7.11.2026"),
                ],
                "/news",
            ),
        )
    ],
    shape="georgian-section-front",
)

non(
    file="bg-tag-plone.html",
    pub="zora",
    path="/tag/transport",
    enc="iso-8859-5",
    title="Транспорт",
    og="article",
    ptime="2026-11-11T08:00:00+02:00",
    cms_ld=True,
    blocks=[
        (
            "raw",
            teasers(
                [
                    (
                        "Варна получава 40 нови електрически автобуса",
                        "Първите десет пристигат през март.",
                        "11.11.2026",
                    ),
                    ("Нов влак София–Пловдив", "Пътуването ще отнема час и половина.", "06.11.2026"),
                    ("Ремонт на Аспаруховия мост", "Движението ще бъде ограничено.", "01.11.2026"),
                ],
                "/novini",
            ),
        )
    ],
    shape="bulgarian-tag-page-cms-newsarticle",
)

NONARTICLES = N
