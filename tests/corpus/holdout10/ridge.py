# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""The Ridge Courier: a Blox/TownNews-like regional paper (tncms blocks, article_<uuid>.html assets)."""

from __future__ import annotations

import uuid

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc

CL = 'class="tnt-asset-link"'
BTN = 'class="btn btn-primary"'


def aid(name: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "ridgecourier/" + name))


def asset(section: str, slug: str) -> str:
    return f"/{section}/{slug}/article_{aid(slug)}.html"


TOWNS = [
    (
        "Alder Creek",
        1210,
        340,
        "Walt Brenner",
        81,
        "ran the elevator scale for 31 years",
        "the scale house still has its brass weights",
        "You knew every farmer by the sound of his truck.",
    ),
    (
        "Bexley",
        890,
        205,
        "June Halvorsen",
        67,
        "taught in the two-room school",
        "the school is now a seed warehouse",
        "We had a spelling bee that drew the whole county.",
    ),
    (
        "Carrow",
        2400,
        1180,
        "Dale Ostrander",
        58,
        "still farms 1,900 acres of wheat",
        "the co-op rebuilt its bins in 2009",
        "The trains stopped, but the wheat never did.",
    ),
    (
        "Dunmore",
        640,
        88,
        "Rosa Lindqvist",
        74,
        "kept the post office open until 1996",
        "the post office window is boarded with a hand-painted sign",
        "People came for stamps and stayed for an hour.",
    ),
    (
        "Elm Siding",
        310,
        12,
        "Hank Moreau",
        90,
        "loaded boxcars as a teenager",
        "only the foundation of the depot is left",
        "The siding was busier than Main Street ever was.",
    ),
    (
        "Fenwick",
        1760,
        930,
        "Carla Ruiz",
        45,
        "runs the cafe in the old bank",
        "the vault door is now the cafe's pantry",
        "Tourists take pictures of the vault and order pie.",
    ),
    (
        "Glenhaven",
        980,
        410,
        "Pete Sandoval",
        63,
        "drives the county snowplow",
        "the grain elevator is painted with a bison mural",
        "Out here the plow is how you know you are not forgotten.",
    ),
    (
        "Harlan Flats",
        520,
        150,
        "Inez Kowalczyk",
        70,
        "ran the hardware store for four decades",
        "the store's shelves were sold at auction in 2018",
        "I sold nails by the pound and advice for free.",
    ),
    (
        "Ivor",
        450,
        60,
        "Gus Pellerin",
        77,
        "worked as a section hand on the track",
        "the rails were pulled up in 1983",
        "We could fix a mile of track before lunch.",
    ),
    (
        "Juniper",
        1320,
        760,
        "Mae Tollefson",
        52,
        "chairs the town's volunteer fire department",
        "the fire hall doubles as the polling place",
        "Every call is somebody you know.",
    ),
    (
        "Keeling",
        700,
        190,
        "Roy Abernathy",
        86,
        "ran the movie house on Saturdays",
        "the marquee still reads its last title",
        "The last picture we showed was a western, of course.",
    ),
    (
        "Larkspur",
        1900,
        1040,
        "Dora Nakamura",
        39,
        "opened a daycare in the Methodist hall",
        "the church bell rings at noon again",
        "Young families are coming back because the land is cheap.",
    ),
    (
        "Millbrook",
        860,
        300,
        "Ed Varga",
        72,
        "ran the creamery route",
        "the creamery chimney stands alone in a field",
        "Milk went out on the 5:40 every morning.",
    ),
    (
        "Norland",
        560,
        95,
        "Agnes Whitcomb",
        94,
        "was the telephone operator",
        "the switchboard is in the county museum",
        "I knew every secret in town and kept them all.",
    ),
    (
        "Oakes Junction",
        3100,
        1650,
        "Manny Quintero",
        49,
        "manages the truck stop on the highway",
        "the roundhouse is now a farm implement dealer",
        "Trucks took the freight, and we sell them the coffee.",
    ),
    (
        "Pruitt",
        420,
        70,
        "Lyle Danforth",
        68,
        "preaches at the last church in town",
        "the congregation meets in a room heated by a wood stove",
        "Twelve people on a good Sunday, and we sing loud.",
    ),
    (
        "Quarry Hill",
        770,
        240,
        "Bea Lachance",
        61,
        "quarried limestone with her father",
        "the quarry pond is a swimming hole now",
        "Half the courthouses in the state are made of our stone.",
    ),
    (
        "Redfield",
        1500,
        820,
        "Tom Achebe",
        55,
        "coaches eight-man football",
        "the school merged with two others in 2004",
        "Friday nights still fill the bleachers.",
    ),
    (
        "Sayre",
        380,
        40,
        "Frieda Ostrom",
        88,
        "ran the boarding house for railroad crews",
        "the boarding house has nine empty rooms",
        "I cooked breakfast for forty men some mornings.",
    ),
    (
        "Tilden",
        990,
        480,
        "Cody Marsh",
        34,
        "started a broadband cooperative",
        "a tower now rises next to the elevator",
        "Fiber is the new railroad, and we laid it ourselves.",
    ),
    (
        "Umber",
        610,
        130,
        "Nell Grayson",
        79,
        "kept the town's weather records",
        "her rain gauge sits on the same post since 1961",
        "Sixty-five years of rain, all in one notebook.",
    ),
    (
        "Vesper",
        1150,
        620,
        "Luis Ferreira",
        42,
        "restored the depot as a museum",
        "the depot clock was rewound last spring",
        "Kids ask what a train was for, so we show them.",
    ),
]


def feature_blocks() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = [
        (
            "p",
            "The Chicago, Ridge and Western railroad once stopped at 22 towns between Oakes Junction and the state "
            "line, each built around a grain elevator, a depot and a water tower spaced a day's wagon ride apart. "
            "The last freight train ran in 1983. Over three months this fall, a Courier reporter and photographer "
            "drove the old line from end to end, stopping in every town on the timetable, to ask what happens to a "
            "place when the reason it was founded goes away.",
        ),
        (
            "p",
            "The answers were not the ones we expected. Some towns have all but vanished. Others are smaller but "
            "stubborn, held together by a school, a church or a single business that refused to close. A few are "
            "growing again, for reasons no railroad planner could have imagined. What follows is the line, town "
            "by town, in the order the trains once called.",
        ),
    ]
    openers = ["At its peak", "In the 1950 census", "When the depot was busiest", "Before the highway came through"]
    for i, (town, then, now, person, age, job, detail, quote) in enumerate(TOWNS):
        out.append(("h2", f"{i + 1}. {town}"))
        share = round(100 * now / then)
        out.append(
            (
                "p",
                f"{openers[i % 4]}, {town} counted {then:,} residents; the latest estimate is {now:,}, "
                f"about {share} percent of that figure. {person}, {age}, {job}, and has watched most of "
                f"the change from the same stretch of road. In {town}, {detail}, and neighbors point it out "
                f"to visitors the way other towns point out a statue or a courthouse.",
            )
        )
        out.append(
            (
                "p",
                f'"{quote}" {person.split()[0]} said, standing where the tracks used to run. Asked what '
                f"{town} needs most, the answer came back in a word that we heard in almost every stop on "
                f"the line: people. {'The school still draws families from three townships.' if i % 3 == 0 else 'The nearest clinic is a forty-minute drive.' if i % 3 == 1 else 'The county road is paved only as far as the elevator.'}",
            )
        )
    out += [
        ("h2", "What the line leaves behind"),
        (
            "p",
            "Taken together, the 22 towns held about 26,000 people in 1950 and hold about 9,800 now. But the "
            "decline is not even. The towns that kept a school, a clinic or a reliable internet connection lost "
            "far fewer residents than the ones that did not, and the three that grew all did so in the last "
            "decade, after local cooperatives brought in fiber and daycare.",
        ),
        (
            "p",
            "State planners have started to take notice. A rural development bill before the legislature would "
            "pay for broadband towers on abandoned railroad right-of-way, and two of the towns on this route "
            "have already applied. Whether that will be enough to bring the next generation home is a question "
            "the people we met answered with hope, and with caution.",
        ),
        (
            "p",
            "At the end of the line, in Vesper, the restored depot clock keeps time for a platform where no "
            "passenger has waited since 1961. Luis Ferreira winds it every Sunday after church. He says he does "
            "it so the children who visit will understand that the towns along this road were once connected "
            "to everywhere else, and that they could be again, by whatever comes next.",
        ),
    ]
    return out


class Ridge(Site):
    origin = "https://www.ridgecourier.test"
    name = "The Ridge Courier"
    prefix = "rc"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        sel = [
            ".tncms-block",
            ".tnt-headline",
            ".card-body",
            ".asset-type-article",
            ".tnt-section-tag",
            ".tnt-byline",
            ".tncms-region",
            "#main-page-container",
            ".card-panel",
            ".tnt-blox-legacy",
        ]
        return css_rules("rc", sel, 240)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "The Ridge Courier | Local news for the Ridge Country", shape="blox-front"))
        add(Doc("news", "/news/local/", "section", "Local News", shape="blox-section-front"))
        add(Doc("sports", "/sports/", "section", "Sports", shape="blox-section-front"))
        add(Doc("obits", "/obituaries/", "obituaries", "Obituaries", shape="legacy-widget-obituary-index"))
        add(Doc("jobs", "/classifieds/jobs/", "jobs", "Jobs", shape="jobs-board-listings"))
        add(
            Doc(
                "candidates",
                asset("news/elections", "meet-the-candidates-county-commission"),
                "candidates",
                "Meet the candidates: Ridge County Commission, District 2",
                shape="candidate-profiles-in-article-asset",
            )
        )
        add(
            Doc(
                "contest",
                "/contests/holiday-cookie-sweepstakes/",
                "contest",
                "Holiday Cookie Sweepstakes: Win a $250 grocery card",
                shape="sweepstakes-rules",
            )
        )
        add(Doc("eedition", "/eedition/", "epaper", "E-Edition", shape="e-edition-landing"))
        add(Doc("contact", "/site/contact.html", "contact", "Contact Us", shape="contact-staff-list"))
        add(Doc("privacy", "/site/privacy.html", "policy", "Privacy Policy", shape="privacy-policy-last-updated"))
        add(Doc("advertise", "/site/advertise.html", "advertise", "Advertise With Us", shape="media-kit"))

        add(
            Doc(
                "obit",
                asset("obituaries", "margaret-ellen-sorensen"),
                "article",
                "Margaret Ellen Sorensen",
                True,
                [],
                date="2026-11-29",
                iso="2026-11-29T08:00:00-06:00",
                section="Obituaries",
                shape="obituary-unsigned-name-title",
                blocks=[
                    (
                        "p",
                        "Margaret Ellen Sorensen, 88, of Carrow, died peacefully on Nov. 26, 2026, at the Ridge "
                        "County Care Center, surrounded by her family.",
                    ),
                    (
                        "p",
                        "She was born on a farm north of Bexley on April 2, 1938, the youngest of six children. "
                        "She married Arne Sorensen in 1958, and together they farmed wheat and raised cattle for "
                        "more than fifty years.",
                    ),
                    (
                        "p",
                        "Margaret taught Sunday school for four decades, baked pies for every church supper, and "
                        "kept a garden that fed half the neighborhood. She was proud of her quilts, which won "
                        "ribbons at the county fair eleven times.",
                    ),
                    (
                        "p",
                        "She is survived by three children, nine grandchildren and four great-grandchildren. A "
                        "funeral will be held at 10:30 a.m. Saturday at First Lutheran Church in Carrow.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "storm",
                asset("news/weather", "winter-storm-warning-issued-for-ridge-county"),
                "article",
                "Winter storm warning issued for Ridge County through Wednesday",
                True,
                [],
                date="2026-11-30",
                iso="2026-11-30T15:20:00-06:00",
                section="Weather",
                shape="weather-alert-brief-staff",
                byline="Courier staff",
                blocks=[
                    (
                        "p",
                        "The National Weather Service issued a winter storm warning for Ridge County from 6 p.m. "
                        "Monday until noon Wednesday, with 8 to 12 inches of snow and gusts up to 45 mph.",
                    ),
                    (
                        "p",
                        "Travel could be very difficult to impossible, especially on Highway 14 west of Oakes "
                        "Junction.",
                    ),
                    ("p", "The county has opened a warming shelter at the fairgrounds exhibition hall."),
                ],
            )
        )
        add(
            Doc(
                "wire",
                asset("news/nation", "federal-rail-safety-rule-delayed"),
                "article",
                "Federal rail safety rule delayed again as freight carriers seek changes",
                True,
                ["Sam Torres"],
                date="2026-11-29",
                iso="2026-11-29T11:45:00-05:00",
                section="Nation",
                shape="syndicated-wire-canonical-elsewhere",
                extra={"canonical": "https://www.associatedwire.test/article/rail-safety-rule-delay-4f1a9c"},
                blocks=[
                    (
                        "p",
                        "WASHINGTON (AW) — Federal regulators on Friday delayed for a second time a rule that "
                        "would require two-person crews on most freight trains, after the largest carriers asked "
                        "for more time to comment.",
                    ),
                    (
                        "p",
                        "The Federal Railroad Administration said the rule would now take effect no earlier "
                        "than next summer. Unions, which have pushed for the requirement since a string of "
                        "derailments, called the delay a gift to the industry.",
                    ),
                    (
                        "p",
                        "Railroads argue that automated braking systems have made a second crew member "
                        "unnecessary on many routes, and that the rule would add costs without improving safety.",
                    ),
                    (
                        "p",
                        "Several states have passed their own crew-size laws, which the carriers are "
                        "challenging in court.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "feature",
                asset("news/local", "the-towns-the-railroad-left"),
                "article",
                "The towns the railroad left: a journey along the old Ridge and Western line",
                True,
                ["Karen Vogel"],
                date="2026-11-28",
                iso="2026-11-28T06:00:00-06:00",
                section="Local",
                shape="very-long-feature-3000-words",
                blocks=feature_blocks(),
            )
        )
        add(
            Doc(
                "board",
                asset("news/local", "school-board-approves-four-day-week-pilot"),
                "article",
                "School board approves four-day week pilot at two rural schools",
                True,
                ["Jeff Arnett"],
                byline="By Jeff Arnett, Staff writer",
                date="2026-11-30",
                iso="2026-11-30T21:10:00-06:00",
                section="Local",
                shape="byline-with-role",
                blocks=[
                    (
                        "p",
                        "The Ridge County school board voted 4-1 on Monday to let Redfield and Juniper schools "
                        "move to a four-day week next fall as a two-year pilot.",
                    ),
                    (
                        "p",
                        "Administrators said the shorter week would help recruit teachers, who can earn more in "
                        "neighboring districts that already made the switch. Classes would run longer on Monday "
                        "through Thursday, keeping total instruction time the same. The board also noted that the [[levy|library levy approved last week]] will keep school-day library hours.",
                    ),
                    (
                        "p",
                        "Some parents worried about child care on Fridays. The district said it will offer an "
                        "optional enrichment day with a reduced staff.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "football",
                asset("sports", "redfield-advances-to-eight-man-semifinal"),
                "article",
                "Redfield rallies past Tilden to reach eight-man semifinal",
                True,
                ["Chris Lund"],
                date="2026-11-28",
                iso="2026-11-28T23:30:00-06:00",
                section="Sports",
                shape="sports-game-story",
                blocks=[
                    (
                        "p",
                        "Redfield trailed by 14 at halftime on Friday and won by eight, scoring 30 unanswered "
                        "points to beat Tilden 52-44 in the eight-man quarterfinals.",
                    ),
                    (
                        "p",
                        "Senior quarterback Eli Achebe ran for three touchdowns and threw for two more, including "
                        "a 41-yard strike to Mason Pruitt that gave the Rams their first lead late in the third.",
                    ),
                    ("p", '"We stopped trying to be perfect and just played," coach Tom Achebe said.'),
                    ("p", "Redfield meets Larkspur in the semifinal next Friday at Oakes Junction."),
                ],
            )
        )
        add(
            Doc(
                "road",
                asset("news/local", "county-road-12-bridge-to-close-for-replacement"),
                "article",
                "County Road 12 bridge over Bitter Creek to close for replacement",
                True,
                [],
                date="2026-11-27",
                iso="2026-11-27T10:00:00-06:00",
                section="Local",
                shape="unsigned-story-detour-list",
                blocks=[
                    (
                        "p",
                        "The County Road 12 bridge over Bitter Creek will close on Jan. 5 for about six months "
                        "while it is replaced, the county highway department said.",
                    ),
                    (
                        "p",
                        "The 1948 bridge was rated structurally deficient in its last inspection. A new concrete "
                        "span will be wider and rated for loaded grain trucks.",
                    ),
                    ("p", "Detours:"),
                    (
                        "ul",
                        [
                            "Northbound traffic will use County Road 9 and Highway 14.",
                            "Southbound school buses will use the Glenhaven road.",
                        ],
                    ),
                ],
            )
        )
        add(
            Doc(
                "levy",
                asset("news/local", "library-levy-passes-by-31-votes"),
                "article",
                "Library levy passes by 31 votes after recount",
                True,
                ["Karen Vogel"],
                date="2026-11-26",
                iso="2026-11-26T17:00:00-06:00",
                section="Local",
                shape="story-photo-caption",
                blocks=[
                    (
                        "fig",
                        "Librarian at the Carrow library desk",
                        "Carrow librarian Ada Finch at the front desk. The levy will pay for longer hours.",
                    ),
                    (
                        "p",
                        "A levy to keep the Ridge County libraries open six days a week passed by 31 votes, "
                        "a recount confirmed on Wednesday.",
                    ),
                    (
                        "p",
                        "The levy adds about $38 a year to the tax bill on a $150,000 home. Without it, the "
                        "library board had planned to close the Bexley and Sayre branches.",
                    ),
                    ("p", "Opponents said they would not seek a second recount."),
                ],
            )
        )

    # --- templates -------------------------------------------------------------------------------------
    def header(self) -> str:
        a = self.a
        nav = "".join(
            f'<li class="tnt-section-tag">{a(k, t, "chrome:nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("news", "News"),
                ("sports", "Sports"),
                ("obits", "Obituaries"),
                ("/classifieds/", "Classifieds"),
                ("jobs", "Jobs"),
                ("eedition", "E-Edition"),
                ("contest", "Contests"),
            )
        )
        return (
            '<div id="site-top-nav-container" class="tncms-region"><ul class="nav navbar-nav">'
            f"<li>{a('eedition', 'E-Edition', 'chrome:header')}</li><li>{a('/users/login/', 'Log In', 'chrome:header')}"
            f"</li><li>{a('/users/signup/', 'Sign Up', 'chrome:header')}</li><li>"
            f"{a('/subscribe/', 'Subscribe', 'chrome:header', BTN)}</li></ul></div>"
            '<header id="site-header" class="tncms-region"><div class="logo">'
            + a(
                "home",
                "The Ridge Courier",
                "chrome:header",
                "",
                '<img src="/content/tncms/site/logo.png" alt="The Ridge Courier">',
            )
            + '</div></header><nav id="main-navigation" class="tncms-region navbar"><ul class="nav navbar-nav">'
            + nav
            + "</ul></nav>"
        )

    def rail(self) -> str:
        keys = ("storm", "feature", "board", "football", "obit")
        items = "".join(
            f'<li class="card-headline">{self.a(k, self.docs[k].title, "chrome:rail", CL)}</li>' for k in keys
        )
        return (
            '<aside id="tncms-region-rail" class="tncms-region"><div class="tncms-block tnt-popular">'
            f'<h3 class="block-title">Most Popular</h3><ul class="nav nav-tabs"><li class="active">Stories</li>'
            f"<li>Videos</li></ul><ol>{items}</ol></div>"
            '<div class="tncms-block tnt-blox-legacy"><h3 class="block-title">Latest Obituaries</h3>'
            f"<p>{self.a('obit', 'Margaret Ellen Sorensen', 'chrome:rail')}</p>"
            f"<p>{self.a('obits', 'Browse all obituaries', 'chrome:rail')}</p></div></aside>"
        )

    def footer(self) -> str:
        cols = [
            (
                "Services",
                [("contact", "Contact Us"), ("advertise", "Advertise"), ("/site/delivery.html", "Delivery problems")],
            ),
            ("Sections", [("news", "News"), ("sports", "Sports"), ("obits", "Obituaries"), ("jobs", "Jobs")]),
            (
                "Legal",
                [
                    ("privacy", "Privacy Policy"),
                    ("/site/terms.html", "Terms of Use"),
                    ("/site/cookies.html", "Cookie Preferences"),
                ],
            ),
        ]
        html = "".join(
            f'<div class="col-md-4"><h5>{esc(h)}</h5><ul>'
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in ls)
            + "</ul></div>"
            for h, ls in cols
        )
        return (
            f'<footer id="site-footer" class="tncms-region"><div class="row">{html}</div>'
            "<p>© 2026 The Ridge Courier, 210 Main St., Oakes Junction. Powered by BLOX Content Management System.</p></footer>"
        )

    def card(self, key: str, image: bool = False, summary: str = "") -> str:
        d = self.docs[key]
        img = (
            self.a(
                key,
                d.title,
                "content",
                "",
                f'<img src="/content/tncms/assets/{aid(key)[:8]}.jpg" alt="{esc(d.title)}">',
            )
            if image
            else ""
        )
        kick = f'<div class="card-label-section">{esc(d.section)}</div>' if d.section else ""
        s = f'<div class="card-lead"><p>{esc(summary)}</p></div>' if summary else ""
        return (
            f'<article class="tnt-asset-type-article card summary"><div class="card-image">{img}</div><div class="card-body">'
            f'{kick}<h3 class="tnt-headline">{self.a(key, d.title, "content", CL)}</h3>{s}</div></article>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        byline = doc.byline or (f"By {' and '.join(doc.authors)}" if doc.authors else "")
        by = f'<span class="tnt-byline">{esc(byline)}</span>' if byline else ""
        date = f'<time datetime="{doc.iso}" class="tnt-date">Nov {int(doc.date[8:])}, 2026</time>'
        body = blocks_html(self, doc.blocks, "<p>", "</p>")
        crumbs = f'<ol class="breadcrumb"><li>{a("home", "Home", "chrome:breadcrumb")}</li><li>{a("news", "News", "chrome:breadcrumb")}</li></ol>'
        related = ""
        if doc.key not in ("feature",):
            related = (
                '<div class="tncms-block related-content"><h4>Related</h4>'
                + "".join(
                    f"<p>{a(k, self.docs[k].title, 'chrome:related')}</p>" for k in ("road", "levy") if k != doc.key
                )
                + "</div>"
            )
        wire = (
            '<div class="tnt-wire-source">Copyright 2026 Associated Wire. All rights reserved.</div>'
            if doc.key == "wire"
            else ""
        )
        return (
            f'<div class="asset-type-article" id="article-body-{aid(doc.key)[:8]}">{crumbs}<header class="asset-header">'
            f'<h1 class="headline"><span class="tnt-asset-title">{esc(doc.title)}</span></h1>{by}{date}</header>'
            f'<div class="asset-content subscriber-premium" itemprop="articleBody">{body}</div>{wire}{related}</div>'
        )

    def main(self, doc: Doc) -> str:
        a = self.a
        k = doc.key
        if k == "home":
            return (
                '<div class="tncms-region" id="tncms-region-index-primary">'
                f'<h1 class="sr-only">{esc(doc.title)}</h1>'
                + self.card("feature", True, "Twenty-two towns, one abandoned line, three months on the road.")
                + self.card("storm")
                + self.card("board", False, "Redfield and Juniper would go to four days next fall.")
                + a(
                    "road",
                    "Bridge closure",
                    "content",
                    "",
                    '<img src="/content/tncms/assets/bridge.jpg" alt="The Bitter Creek bridge on County Road 12">',
                )
                + self.card("football", True)
                + self.card("road")
                + self.card("wire")
                + '<div class="tncms-block promo"><h3>Bake, snap, win</h3>'
                + a("contest", "Enter our Holiday Cookie Sweepstakes", "content")
                + "</div>"
                + '<div class="tncms-block promo">'
                + a("candidates", "Voter guide: meet the District 2 candidates", "content")
                + "</div>"
                + '<div class="tncms-block">'
                + a("jobs", "Find a job in Ridge Country", "content")
                + "</div></div>"
            )
        if k in ("news", "sports"):
            keys = ["storm", "board", "road", "feature", "wire"] if k == "news" else ["football"]
            cards = "".join(self.card(x, i == 0) for i, x in enumerate(keys))
            return (
                f'<div class="tncms-region"><h1 class="block-title">{esc(doc.title)}</h1>{cards}'
                f'<ul class="pagination"><li>{a(doc.path + "?o=25", "Next", "content")}</li></ul></div>'
            )
        if k == "obits":
            rows = [
                ("obit", "Margaret Ellen Sorensen", "Carrow, 88, Nov. 26, 2026"),
                (
                    "https://obits.legacylike.test/ridge/harold-finch",
                    "Harold J. Finch",
                    "Oakes Junction, 79, Nov. 24, 2026",
                ),
                ("https://obits.legacylike.test/ridge/lorna-beck", "Lorna Beck", "Tilden, 91, Nov. 23, 2026"),
            ]
            items = "".join(
                f'<div class="legacy-obit-item">{a(u, n, "content")}<span>{esc(d)}</span></div>' for u, n, d in rows
            )
            return (
                f'<div class="tncms-region"><h1>{esc(doc.title)}</h1><div class="tnt-blox-legacy" data-legacy-affiliate="ridgecourier">'
                f"{items}</div><p>{a('/obituaries/submit/', 'Place an obituary', 'content')}</p></div>"
            )
        if k == "jobs":
            jobs = [
                ("Registered Nurse, night shift", "Ridge County Care Center, Carrow", "$36-$42/hr"),
                ("CDL Grain Truck Driver", "Oakes Junction Cooperative", "Seasonal, $28/hr"),
                ("Elementary Teacher (4th grade)", "Redfield Public Schools", "Starts Jan. 2027"),
                ("Line Cook", "Vault Cafe, Fenwick", "Part time"),
                ("Broadband Field Technician", "Tilden Fiber Cooperative", "Full time, benefits"),
            ]
            rows = "".join(
                f'<tr class="tnt-classifieds-row"><td>{a("/classifieds/jobs/" + str(i) + "/", t, "content")}</td><td>{esc(w)}</td>'
                f"<td>{esc(p)}</td></tr>"
                for i, (t, w, p) in enumerate(jobs)
            )
            return (
                f'<div class="tncms-region"><h1>{esc(doc.title)}</h1><form class="tnt-search"><input name="q" placeholder="Keyword">'
                f'<button>Search jobs</button></form><table class="table">{rows}</table>'
                f"<p>{a('/classifieds/place-an-ad/', 'Post a job', 'content')}</p></div>"
            )
        if k == "candidates":
            people = [
                (
                    "Lorraine Beck (R)",
                    "Age 57, Tilden. Farmer and former school board member. Priorities: road repair, broadband, property tax relief.",
                ),
                (
                    "Samuel Okonkwo (D)",
                    "Age 44, Oakes Junction. Paramedic. Priorities: rural ambulance service, child care, the county jail budget.",
                ),
                (
                    "Wade Heller (I)",
                    "Age 63, Juniper. Retired county engineer. Priorities: bridge replacement, water quality, open meetings.",
                ),
            ]
            cards = "".join(f'<div class="card candidate"><h3>{esc(n)}</h3><p>{esc(t)}</p></div>' for n, t in people)
            return (
                f'<div class="asset-type-article"><h1 class="headline">{esc(doc.title)}</h1><p>The Courier asked each '
                f"candidate the same questions. Answers are their own.</p>{cards}</div>"
            )
        texts = SERVICE[k]
        body = "".join(f"<h2>{esc(t[3:])}</h2>" if t.startswith("## ") else f"<p>{self.inline(t)}</p>" for t in texts)
        return f'<div class="asset-type-article"><h1 class="headline">{esc(doc.title)}</h1><div class="asset-content">{body}</div></div>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        fixed = "2025-01-10T12:00:00-06:00"
        head = lying_head(self, doc, "NewsArticle", fixed, self.name, canonical=doc.extra.get("canonical"))
        main = self.story(doc) if doc.is_article else self.main(doc)
        rail = "" if doc.key == "feature" else self.rail()
        return (
            f'<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{esc(doc.title)} | {esc(self.name)}</title>'
            f'{head}<meta name="tncms-asset-type" content="{"article" if doc.is_article or doc.key == "candidates" else "page"}">'
            "<style>/*PAD*/</style></head>"
            f'<body class="tncms-page"><div id="main-page-container">{self.header()}<div class="row"><div class="col-md-8 main-content">'
            f'{main}</div><div class="col-md-4">{rail}</div></div>{self.footer()}</div>'
            '<script src="/shared-content/art/tncms/user.js"></script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "contest": [
        "Bake your best holiday cookies, snap a photo and enter for a chance to win one of three $250 grocery "
        "cards from Oakes Junction Market.",
        "## How to enter",
        "Upload a photo of your cookies and the recipe by Dec. 15. One entry per household.",
        "## Official rules",
        "No purchase necessary. Open to residents of Ridge County age 18 and older. Winners will be drawn at "
        "random on Dec. 18 and notified by email. Employees of the Courier are not eligible.",
    ],
    "eedition": [
        "The E-Edition is an exact digital replica of the printed Courier, available by 5 a.m. every day.",
        "## Reading on your phone",
        "Download the Ridge Courier E-Edition app or read in any browser. Subscribers log in with the same "
        "account they use on the website.",
        "Not a subscriber? Digital access starts at $6.99 a month.",
    ],
    "contact": [
        "The Ridge Courier, 210 Main St., Oakes Junction. Office hours 8 a.m. to 5 p.m. weekdays.",
        "## Newsroom",
        "Editor Patricia Lund: plund@ridgecourier.test. News tips: news@ridgecourier.test.",
        "## Advertising",
        "See our [[advertise|advertising information]] or call 555-0177.",
        "## Delivery",
        "Call circulation at 555-0178 before 10 a.m. for redelivery in Oakes Junction.",
    ],
    "privacy": [
        "Last updated January 10, 2025",
        "This policy explains what information The Ridge Courier collects when you visit our site, how we use it "
        "and the choices you have.",
        "## Cookies",
        "We and our advertising partners use cookies to remember your login, count page views and show ads. You "
        "can manage cookies through Cookie Preferences.",
        "## Sharing",
        "We do not sell your name or email address. We share data with service providers who help us run the site.",
    ],
    "advertise": [
        "Reach 41,000 readers a week in print and online across Ridge Country.",
        "## Print",
        "Display ads from $95 per column inch. Inserts delivered with the Thursday paper.",
        "## Digital",
        "Banner packages from $300 a month, sponsored newsletters and social promotions.",
        "Contact our sales team at ads@ridgecourier.test.",
    ],
}
