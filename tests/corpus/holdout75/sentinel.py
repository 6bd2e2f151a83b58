# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Saguaro Sentinel: a Tucson daily on a **Gannett**-like front end (`gnt_ar_hl`, `gnt_ar_by`, `gnt_ar_dt`,
`gnt_ar_b_p`, `gnt_em`, `/story/news/local/2026/12/03/<slug>/87412345007/`, `/staff/<id>/<slug>/`,
`/topic/<uuid>/<slug>/`, `/search/?q=`, `/news/local/?page=2`), American English, UTF-8, **Arizona time** (MST,
-07:00 all year: anything published after 5 p.m. is the next day in UTC).

Every page is **minified onto one line with no whitespace between tags** (the padding CSS too), and the inline scripts
wrap their code in `/*<![CDATA[*/ … /*]]>*/`. Dates print "Published 6:45 p.m. MT Dec. 3, 2026 | Updated 9:02 a.m.
MT Dec. 4, 2026"; the `NewsArticle` JSON-LD is in UTC (the water vote, 6:45 p.m. on 3 Dec, is 01:45Z on 4 Dec; the
football final at 10:55 p.m. on 4 Dec is 05:55Z on 5 Dec). The bike-lane **interactive** renders client-side: its
`<body>` holds an empty app root and **a `<noscript>` with the whole story** (headline, byline, date and text), plus
the same text in a JSON data island; it has no JSON-LD. Credits: "Lupe Ortega and Dan Whitcomb", an AP story with the
agency under the name, "Alan Pierce, Opinion contributor", "Saguaro Sentinel staff" (JSON-LD: a Person of that name).
An old story URL answers with a **soft 404** (status 200, "this page is no longer available")."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, minify, page, story
from sitekit import Doc, Link, css_rules, esc, pad_to, plain

ORIGIN = "https://www.saguarosentinel.test"
ARTS = ["water", "snow", "bikes", "ap", "opinion", "crash", "food", "sports"]
NAV_L = 'class="gnt_n_mn_l"'
FO_A = 'class="gnt_em_fo_a"'
FLM_A = 'class="gnt_m_flm_a"'
REL_NEXT = 'rel="next"'
REL_PREV = 'rel="prev"'
MON = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def mt(local: str) -> str:
    """'2026-12-03 18:45' -> '6:45 p.m. MT Dec. 3, 2026' (AP style)."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    h, mi = (int(x) for x in time.split(":"))
    ampm = "a.m." if h < 12 else "p.m."
    h12 = h % 12 or 12
    return f"{h12}:{mi:02d} {ampm} MT {MON[m - 1]} {d}, {y}"


class Sentinel(Base):
    origin = ORIGIN
    name = "The Saguaro Sentinel"
    prefix = "sgs"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sgs",
            [
                ".gnt_n_mn_l",
                ".gnt_ar_hl",
                ".gnt_ar_by_a",
                ".gnt_ar_dt",
                ".gnt_ar_b_p",
                ".gnt_em_img_ccw",
                ".gnt_m_flm_a",
                ".gnt_rr_xpst",
                ".gnt_f_ll",
                ".gnt_cn",
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
                "The Saguaro Sentinel",
                "gannett-like-home-minified",
                list=["water", "snow", "crash", "ap", "food", "sports", "opinion"],
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "gannett-section-front",
                list=["water", "snow", "crash", "bikes"],
                more="local2",
            )
        )
        add(
            page(
                "local2", "/news/local/?page=2", "section", "Local News", "gannett-section-page-2", list=["food", "ap"]
            )
        )
        add(
            page(
                "topic",
                "/topic/a3f5c2d1-77e0-4b1e-9d62-1f0c5e2b8a41/tucson-water/",
                "tag",
                "Tucson Water",
                "gannett-topic-uuid",
                list=["water", "ap"],
            )
        )
        add(
            page(
                "staff",
                "/staff/2648123001/lupe-ortega/",
                "author",
                "Lupe Ortega",
                "gannett-staff-page",
                list=["water", "snow"],
                bio="Lupe Ortega covers Tucson city government, water and growth for the Saguaro Sentinel. She joined the paper in 2019 after six years at newspapers in El Paso and Las Cruces.",
            )
        )
        add(
            page(
                "search",
                "/search/?q=streetcar",
                "search",
                "Search results for: streetcar",
                "gannett-search",
                list=["opinion", "bikes"],
            )
        )
        add(
            page(
                "video",
                "/videos/news/local/2026/12/04/mount-lemmon-snow-catalina-highway-closed/87412399007/",
                "video",
                "Watch: Snow closes Catalina Highway on Mount Lemmon",
                "gannett-video-page",
                caption="Snow plows worked through the night as a winter storm dropped up to 8 inches on Mount Lemmon.",
            )
        )
        add(
            page(
                "gone",
                "/story/news/local/2026/11/19/tucson-water-meters-replacement-2027/86990012007/",
                "not-found",
                "Sorry, this page is no longer available.",
                "gannett-soft-404-200",
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Saguaro Sentinel",
                "gannett-subscribe-offers",
                offers=[
                    (
                        "Digital",
                        "$1 for 6 months",
                        "Unlimited access to saguarosentinel.test and the app. Then $19.99/month.",
                    ),
                    (
                        "Digital + Sunday print",
                        "$5 for 3 months",
                        "Everything in Digital, plus the Sunday paper delivered. Then $24.99/month.",
                    ),
                    (
                        "eNewspaper",
                        "$3 for 3 months",
                        "The printed edition on your phone, tablet or computer, every day.",
                    ),
                ],
            )
        )

        add(
            story(
                "water",
                "/story/news/local/2026/12/03/tucson-water-rate-increase-approved-council-vote/87412345007/",
                "Tucson council approves 9% water rate increase despite pushback",
                "2026-12-03",
                "2026-12-04T01:45:00Z",
                mt("2026-12-03 18:45"),
                ["Lupe Ortega"],
                [
                    "The Tucson City Council voted 5-2 on Thursday evening to raise water rates by 9% starting in March, the largest single increase in more than a decade.",
                    "The average single-family household, which uses about 900 cubic feet of water a month, will see its bill rise by roughly $4.60, according to Tucson Water. Commercial customers and large irrigators will face steeper increases under a revised tier structure.",
                    "City officials said the increase is needed to pay for aging pipes, a new reservoir on the far east side and rising costs for Central Arizona Project water, which makes up most of the city's supply.",
                    '"Nobody up here wants to vote for a rate increase," said Council Member Rosa Delgado, who voted in favor. "But the alternative is a system that breaks down one main at a time, and that costs our residents far more."',
                    "RAW:more",
                    "## Residents say timing is wrong",
                    "More than 40 people spoke during the public hearing, most of them opposed. Several said the increase comes as families are still struggling with higher rent and grocery prices.",
                    '"You keep telling us to conserve, and we do, and then you raise the rates because we conserved," said Marta Figueroa, a retiree who lives near Reid Park.',
                    "Council Members Ben Hollister and Tom Aguirre voted against the plan. Hollister proposed phasing the increase over two years, but the motion failed for lack of a second.",
                    "The council also approved an expansion of the city's low-income assistance program, which will now cover up to 30% of the bill for eligible households. About 6,500 customers are enrolled.",
                    "The new rates take effect March 1.",
                ],
                "minified-utc-jsonld-next-day-updated-line",
                section="Local",
                local="2026-12-03 18:45",
                updated="2026-12-04 09:02",
                modified="2026-12-04T16:02:00Z",
                ld=True,
            )
        )
        add(
            story(
                "snow",
                "/story/news/local/2026/12/04/mount-lemmon-snow-winter-storm-catalina-highway-closed/87412377007/",
                "Winter storm drops up to 8 inches of snow on Mount Lemmon; Catalina Highway closed",
                "2026-12-04",
                "2026-12-04T14:10:00Z",
                mt("2026-12-04 07:10"),
                ["Lupe Ortega", "Dan Whitcomb"],
                [
                    "A winter storm that moved through Southern Arizona overnight left up to 8 inches of snow on Mount Lemmon and forced the closure of the Catalina Highway above mile marker 12 early Friday.",
                    "The Pima County Sheriff's Department said the road would stay closed at least until noon while crews cleared snow and ice. Residents of Summerhaven with proof of address were being allowed through with chains or four-wheel drive.",
                    "In Tucson, the storm brought 0.6 inches of rain at Tucson International Airport, according to the National Weather Service, along with gusts up to 45 mph that knocked down tree limbs and power lines on the east side.",
                    "FIG: Snow covers the road near Summerhaven on Friday morning. | Pima County Sheriff's Department",
                    "Tucson Electric Power reported about 3,200 customers without electricity at the height of the storm around 2 a.m. Most had their power back by 7 a.m.",
                    "Forecasters expect dry weather to return Saturday, with highs in Tucson in the low 60s. Overnight lows could dip below freezing in outlying areas, including Marana, Vail and Green Valley, through Monday.",
                    "Officials urged visitors hoping to see the snow to wait until the highway reopens and to check conditions before driving up the mountain.",
                ],
                "minified-two-authors-figure-caption",
                section="Local",
                local="2026-12-04 07:10",
                ld=True,
            )
        )
        add(
            story(
                "bikes",
                "/in-depth/news/local/2026/12/02/tucson-new-bike-lanes-map-2027/87390011007/",
                "Mapped: Where Tucson's 14 new miles of bike lanes will go",
                "2026-12-02",
                None,
                mt("2026-12-02 05:00"),
                ["Graham Keefe"],
                [
                    "Tucson will add 14 miles of protected bike lanes over the next two years, the city's Department of Transportation and Mobility announced this week, with most of the work concentrated on the south and west sides.",
                    "The projects are paid for with a mix of federal safety grants and money from Proposition 411, the half-cent sales tax voters approved in 2022 for street repairs and safety improvements.",
                    "## South 12th Avenue",
                    "The longest segment, about 4 miles, runs along South 12th Avenue from West Ajo Way to West Valencia Road. Concrete curbs will separate bikes from traffic, and the number of car lanes will drop from four to two with a center turn lane.",
                    "## Grant Road and Stone Avenue",
                    "A 2.5-mile stretch of Grant Road between Oracle Road and Campbell Avenue will get raised bike lanes as part of the long-running Grant Road widening project. Stone Avenue downtown will get a two-way protected lane between Speedway Boulevard and Congress Street.",
                    "## Why these streets",
                    "City planners said they chose the routes based on crash data. Between 2019 and 2025, the five corridors together saw 11 cyclist deaths and more than 200 crashes involving people on bikes.",
                    "\"We're building where people are already riding and where they're getting hurt,\" said transportation director Ana Villaseñor.",
                    "Construction on the first segment is scheduled to begin in April.",
                ],
                "interactive-whole-story-in-noscript-no-jsonld",
                section="Local",
                local="2026-12-02 05:00",
                interactive=True,
            )
        )
        add(
            story(
                "ap",
                "/story/news/local/arizona/2026/12/04/arizona-supreme-court-rural-groundwater-rules-challenge/87412388007/",
                "Arizona Supreme Court weighs challenge to rural groundwater rules",
                "2026-12-04",
                "2026-12-04T18:38:00Z",
                mt("2026-12-04 11:38"),
                ["Marisol Treviño"],
                [
                    "PHOENIX (AP) — The Arizona Supreme Court heard arguments Friday in a challenge to new state rules that limit groundwater pumping in parts of rural Cochise and La Paz counties, a case that could shape how the state manages its shrinking aquifers.",
                    "A group of farmers and landowners argues that the Arizona Department of Water Resources overstepped its authority when it designated two new active management areas last year without a vote by local residents.",
                    "Lawyers for the state said the law allows the department to act when an aquifer is at risk of long-term decline, and that waiting for a local vote could take years while wells keep running dry.",
                    'Several justices questioned whether the Legislature intended to give the department that power. "If the statute meant to allow this, why does it spell out a local election process at all?" Justice Carla Vance asked.',
                    "The rules cap new pumping for agriculture and require large users to report how much water they take. Supporters say they are overdue in areas where industrial farms have drilled hundreds of deep wells since 2015.",
                    "A ruling is expected next year.",
                ],
                "wire-story-agency-under-name-dateline-in-body",
                section="Arizona",
                local="2026-12-04 11:38",
                ld=True,
                agency="Associated Press",
            )
        )
        add(
            story(
                "opinion",
                "/story/opinion/contributors/2026/12/04/tucson-streetcar-second-line-opinion/87398810007/",
                "Opinion: Tucson's streetcar needs a second line, and it needs one now",
                "2026-12-04",
                "2026-12-04T10:00:00Z",
                mt("2026-12-04 03:00"),
                ["Alan Pierce"],
                [
                    "When the Sun Link streetcar opened in 2014, plenty of people predicted it would run empty. They were wrong. Before the pandemic, the line carried close to a million riders a year, and ridership has since come back.",
                    "But the streetcar is still a single 4-mile line connecting the University of Arizona, downtown and the Mercado district. It serves the neighborhoods that needed it least.",
                    "A second line running east along Broadway Boulevard to Park Place and south along South Sixth Avenue would change that. It would connect thousands of workers to jobs downtown and at the university without a car.",
                    "The city has studied a Broadway extension twice. Both times the study ended on a shelf. Meanwhile, federal money for transit projects is available now and may not be in a few years.",
                    "Critics will point to the cost, likely more than $300 million. But Tucson spends that much on road widening every few years, and nobody asks whether a new lane on Grant Road will pay for itself.",
                    "The City Council should direct staff to begin the federal application process in 2027. We have waited long enough.",
                ],
                "opinion-prefix-in-headline-contributor-bio-tail",
                section="Opinion",
                local="2026-12-04 03:00",
                ld=True,
                role="Opinion contributor",
                tail="Alan Pierce is a retired civil engineer who lives in Barrio Viejo. He rode the streetcar to work until 2023.",
            )
        )
        add(
            story(
                "crash",
                "/story/news/local/2026/12/04/tucson-fatal-crash-east-speedway-boulevard/87412401007/",
                "Man dies in crash on East Speedway Boulevard, Tucson police say",
                "2026-12-04",
                "2026-12-04T21:15:00Z",
                mt("2026-12-04 14:15"),
                [],
                [
                    "A 58-year-old man died Friday morning after the pickup he was driving collided with a city bus on East Speedway Boulevard, the Tucson Police Department said.",
                    "The crash happened just before 10 a.m. near North Wilmot Road. The driver was taken to Banner-University Medical Center Tucson, where he died, police said. The bus driver and four passengers suffered minor injuries.",
                    "Eastbound Speedway was closed between Wilmot and Craycroft roads for about four hours while detectives investigated.",
                    "Police have not released the man's name pending notification of his family. Investigators said speed appeared to be a factor.",
                ],
                "staff-credit-jsonld-person-staff",
                section="Local",
                local="2026-12-04 14:15",
                ld="staff",
                desk="Saguaro Sentinel staff",
            )
        )
        add(
            story(
                "food",
                "/story/entertainment/dining/2026/12/03/mesquite-and-masa-marana-review/87380021007/",
                "Review: At Mesquite & Masa in Marana, the carne asada burro is worth the drive",
                "2026-12-03",
                "2026-12-03T13:00:00Z",
                mt("2026-12-03 06:00"),
                ["Kiana Begay"],
                [
                    "The line at Mesquite & Masa starts forming around 11 a.m., and on a Saturday it can stretch past the parking lot to the edge of Tangerine Road. It moves quickly, and it is worth it.",
                    "The small restaurant opened in March in a former tire shop in Marana. Owner Rubén Ochoa grills everything over mesquite in an open pit behind the counter, and the smell reaches the street.",
                    "The carne asada burro ($11.50) is the reason to come. The beef is charred at the edges and tender in the middle, wrapped with beans and a smoky salsa roja in a flour tortilla made by hand a few feet away.",
                    "The Sonoran hot dog ($6) is good, if not quite as memorable, and the chile relleno plate ($13) is generous enough to share.",
                    "Seating is limited to six picnic tables under a shade structure, so plan to eat in your car on busy days or take your food home.",
                    "Service is friendly and fast. Ochoa's mother runs the register most days and will tell you what to order if you ask.",
                ],
                "review-info-box-not-body",
                section="Dining",
                local="2026-12-03 06:00",
                ld=True,
                info=[
                    ("Address", "8270 W. Tangerine Road, Marana"),
                    ("Hours", "11 a.m. to 8 p.m. Wednesday through Sunday"),
                    ("Prices", "$6-$15"),
                    ("Details", "Cash and cards accepted. No alcohol."),
                ],
            )
        )
        add(
            story(
                "sports",
                "/story/sports/high-school/2026/12/04/rincon-valley-wins-state-football-championship/87412420007/",
                "Rincon Valley wins first state football title in 31 years",
                "2026-12-04",
                "2026-12-05T05:55:00Z",
                mt("2026-12-04 22:55"),
                ["Eddie Castañeda"],
                [
                    "TEMPE — Rincon Valley quarterback Mateo Salcido ran for a touchdown with 47 seconds left, and the Coyotes beat Phoenix North Mesa 24-21 on Friday night to win the 5A state football championship.",
                    "It is the school's first state title since 1995.",
                    "Salcido finished with 212 yards passing and two rushing touchdowns, including the game winner on a keeper from the 3-yard line. He was named the game's most valuable player.",
                    '"I told the guys at halftime, we\'ve been here before, we\'ve been behind before," Salcido said. "Nobody panicked."',
                    "North Mesa led 21-10 early in the fourth quarter before Rincon Valley scored twice in the final seven minutes.",
                    'Coach Dale Whitford, in his 18th season, was doused with ice water on the sideline. "This is for every kid who\'s worn this jersey," he said.',
                ],
                "late-game-utc-jsonld-next-day",
                section="High school sports",
                local="2026-12-04 22:55",
                ld=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        out = minify(super().render(doc))
        # the padding goes in now, on the same line (sitebuild finds no marker left to fill)
        return pad_to(out, self.file_name(doc), "utf-8", self.pad_rules()).replace("\n", "")

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        if mode == "staff":
            authors: list[dict[str, str]] = [{"@type": "Person", "name": "Saguaro Sentinel Staff"}]
        else:
            authors = [{"@type": "Person", "name": a} for a in doc.authors]
            if doc.extra.get("agency"):
                authors.append({"@type": "Organization", "name": doc.extra["agency"]})
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "url": self.url(doc.key),
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": authors,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "The Saguaro Sentinel",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/sitelogos/logo-sgs.png"},
            },
            "articleSection": doc.section.lower(),
            "isAccessibleForFree": True,
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def body_html(self, doc: Doc) -> str:
        out: list[str] = []
        for block in doc.blocks:
            kind = block[0]
            if kind == "p":
                out.append(f'<p class="gnt_ar_b_p">{self.inline(block[1])}</p>')
            elif kind == "h2":
                out.append(f'<h2 class="gnt_ar_b_h2">{esc(block[1])}</h2>')
            elif kind == "fig":
                out.append(
                    f'<figure class="gnt_em gnt_em_img"><img class="gnt_em_img_i" src="https://www.saguarosentinel.test/gcdn/presto/2026/12/04/PTUC/snow-lemmon.jpg?width=660&amp;height=371&amp;fit=crop" alt="{esc(block[1])}" width="660" height="371" loading="lazy">'
                    f'<figcaption class="gnt_em_img_ccw"><span>{esc(block[1])}</span><span class="gnt_em_img_ccw_cr">{esc(block[2])}</span></figcaption></figure>'
                )
            elif kind == "box" and block[1] == "more":
                out.append(
                    f'<aside class="gnt_em gnt_em_fo"><strong class="gnt_em_fo_t">More:</strong> {self.a("gone", "Tucson Water to replace 12,000 meters in 2027", "related", FO_A)}</aside>'
                )
            if len(out) == 3:
                out.append(
                    '<div class="gnt_xmst"><aside class="gnt_rr_xpst" aria-label="advertisement"><div id="ad-slot-poster-1"></div></aside></div>'
                )
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            if doc.key == "water" or doc.key == "snow":
                names = [self.a("staff", "Lupe Ortega", "byline", 'class="gnt_ar_by_a gnt_ar_by_a__fi"')]
                if len(doc.authors) > 1:
                    names.append(
                        f'<a class="gnt_ar_by_a" href="/staff/2648187002/dan-whitcomb/">{esc(doc.authors[1])}</a>'
                    )
                who = " and ".join(names)
                org = "Saguaro Sentinel"
            else:
                who = f'<a class="gnt_ar_by_a" href="/staff/26481{len(doc.key)}0003/{doc.authors[0].lower().replace(" ", "-").replace("ñ", "n")}/">{esc(doc.authors[0])}</a>'
                org = doc.extra.get("agency") or doc.extra.get("role") or "Saguaro Sentinel"
            by = f'<div class="gnt_ar_by">{who}<div class="gnt_ar_by_t">{esc(org)}</div></div>'
        else:
            by = f'<div class="gnt_ar_by"><span class="gnt_ar_by_a">{esc(doc.extra["desk"])}</span></div>'
        pub = f"Published {doc.stamp}"
        dt = f'<span class="gnt_ar_dt_p">{pub}</span>'
        if doc.extra.get("updated"):
            upd = f"Updated {mt(doc.extra['updated'])}"
            dt += f'<span class="gnt_ar_dt_s">{upd}</span>'
            pub += f" | {upd}"
        dt = f'<div class="gnt_ar_dt" aria-label="{esc(pub)}">{dt}</div>'
        u = quote(self.url(doc.key), safe="")
        share = (
            f'<div class="gnt_ss"><a class="gnt_ss_fb" href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Share on Facebook"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M14 13.5h2.5l1-4H14v-2c0-1 .5-2 2-2h1.5V2.1A18 18 0 0 0 14.8 2C12 2 10 3.7 10 6.8v2.7H7v4h3V22h4z"/></svg></a>'
            f'<a class="gnt_ss_x" href="https://x.com/intent/post?url={u}" aria-label="Post to X"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M17.7 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.5 4.7H5.7z"/></svg></a>'
            f'<a class="gnt_ss_em" href="mailto:?subject={quote(doc.title)}&amp;body={u}" aria-label="Email">Email</a></div>'
        )
        tail = (
            f'<p class="gnt_ar_b_p gnt_ar_b_p__tag"><em>{esc(doc.extra["tail"])}</em></p>'
            if doc.extra.get("tail")
            else ""
        )
        info = ""
        if doc.extra.get("info"):
            rows = "".join(f"<li><strong>{esc(k)}:</strong> {esc(v)}</li>" for k, v in doc.extra["info"])
            info = f'<aside class="gnt_em gnt_em_ib"><h3 class="gnt_em_ib_t">If you go: Mesquite &amp; Masa</h3><ul>{rows}</ul></aside>'
        topics = ""
        if doc.key in ("water", "ap"):
            topics = f'<div class="gnt_ar_tp"><span>Topics:</span>{self.a("topic", "Tucson Water", "tag")}<a href="/topic/5b1e0c44-2f7a-4d0e-8c11-7d3e9a6f0b12/central-arizona-project/">Central Arizona Project</a></div>'
        article = f"""<article class="gnt_pr" aria-labelledby="headline">
<h1 class="gnt_ar_hl" id="headline" elementtiming="ar-headline">{esc(doc.title)}</h1>
{by}
{dt}
{share}
<div class="gnt_ar_b">
{self.body_html(doc)}
{tail}
{info}
</div>
{topics}
</article>"""
        if doc.extra.get("interactive"):
            data = {
                "headline": doc.title,
                "byline": doc.authors,
                "published": doc.stamp,
                "paragraphs": [plain(b[1]) for b in doc.blocks if b[0] in ("p", "h2")],
            }
            return f"""<div id="gnt-interactive-root" data-project="tucson-bike-lanes-2027"></div>
<noscript>
{article}
</noscript>
<script id="__INTERACTIVE_DATA__" type="application/json">{json.dumps(data, ensure_ascii=False)}</script>
<script src="/interactives/tucson-bike-lanes-2027/app.3f9c1d.js" defer></script>"""
        related = "".join(
            f'<li class="gnt_m_flm_li">{self.a(k, self.docs[k].title, "related", FLM_A)}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""{article}
<section class="gnt_m gnt_m_flm" aria-label="More stories"><h2 class="gnt_m_flm_h">More stories</h2><ul>{related}</ul></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        self.links.append(Link(self.current, k, "content", d.title))
        return f'<a class="gnt_m_flm_a" href="{esc(self.href(k))}" data-t-l="card"><img class="gnt_m_flm_i" src="{ORIGIN}/gcdn/presto/2026/12/0{d.date[-1]}/PTUC/{k}.jpg?crop=1600,900&amp;width=300" alt="" loading="lazy"><div class="gnt_m_flm_t">{esc(d.title)}</div><div class="gnt_sbt gnt_sbt__ms">{esc(d.section)}</div></a>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = (
            f'<h1 class="gnt_sr">{esc(doc.title)}</h1>'
            if doc.key == "home"
            else f'<h1 class="gnt_pr_h1">{esc(doc.title)}</h1>'
        )
        extra = ""
        if doc.kind == "author":
            head = f'<div class="gnt_sp"><img class="gnt_sp_i" src="{ORIGIN}/gcdn/authoring/images/PTUC/2026/01/lupe-ortega.jpg" alt="" width="120" height="120"><h1 class="gnt_sp_n">{esc(doc.title)}</h1><div class="gnt_sp_t">Reporter</div><p class="gnt_sp_b">{esc(doc.extra["bio"])}</p><a class="gnt_sp_e" href="mailto:lortega@saguarosentinel.test">lortega@saguarosentinel.test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="gnt_pr_h1">{esc(doc.title)}</h1><form class="gnt_srch" action="/search/"><input name="q" value="streetcar" aria-label="Search"><button>Search</button></form><p class="gnt_srch_c">2 results</p>'
        elif doc.key == "home":
            extra = f'<section class="gnt_m"><h2 class="gnt_m_h">Video</h2>{self.a("video", self.docs["video"].title, "content", FLM_A)}</section><section class="gnt_m"><h2 class="gnt_m_h">Interactive</h2>{self.a("bikes", self.docs["bikes"].title, "content", FLM_A)}</section>'
        pager = ""
        if doc.key == "local":
            pager = f'<nav class="gnt_pgn"><span class="gnt_pgn_c">1</span>{self.a("local2", "2", "pagination")}<a href="/news/local/?page=3">3</a>{self.a("local2", "Next", "pagination", REL_NEXT)}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="gnt_pgn">{self.a("local", "Previous", "pagination", REL_PREV)}{self.a("local", "1", "pagination")}<span class="gnt_pgn_c">2</span><a href="/news/local/?page=3">3</a></nav>'
        return f'<div class="gnt_cw">{head}<div class="gnt_m gnt_m_flm">{cards}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="gnt_vp"><h1 class="gnt_vp_hl">{esc(doc.title)}</h1>
<div class="gnt_ar_dt">Published 8:20 a.m. MT Dec. 4, 2026</div>
<div class="gnt_vp_pl"><video-player data-id="87412399007" data-src="https://video.saguarosentinel.test/87412399007/master.m3u8" poster="{ORIGIN}/gcdn/presto/2026/12/04/PTUC/lemmon-video.jpg"></video-player></div>
<p class="gnt_vp_d">{esc(doc.extra["caption"])}</p>
<p class="gnt_vp_d">{self.a("snow", "Read the story", "content")}</p></div>"""
        if doc.kind == "not-found":
            cards = "".join(self.card(k) for k in ("water", "snow", "crash"))
            return f"""<div class="gnt_404"><h1 class="gnt_404_h">{esc(doc.title)}</h1>
<p class="gnt_404_p">The story you're looking for may have been moved or removed. Try searching our site or head to the {self.a("home", "homepage", "content")}.</p>
<form class="gnt_srch" action="/search/"><input name="q" aria-label="Search"><button>Search</button></form>
<h2 class="gnt_m_h">Trending now</h2><div class="gnt_m gnt_m_flm">{cards}</div></div>"""
        if doc.kind == "subscribe":
            offers = "".join(
                f'<div class="gnt_sub_o"><h2>{esc(n)}</h2><p class="gnt_sub_p">{esc(p)}</p><p>{esc(t)}</p><a class="gnt_sub_b" href="https://subscribe.saguarosentinel.test/checkout?offer={i + 1}">Subscribe</a></div>'
                for i, (n, p, t) in enumerate(doc.extra["offers"])
            )
            return f'<div class="gnt_sub"><h1>{esc(doc.title)}</h1><p>Local journalism you can trust, from the newsroom that has covered Tucson since 1911.</p>{offers}<p class="gnt_sub_f">Cancel anytime. Taxes may apply.</p></div>'
        return f"<h1>{esc(doc.title)}</h1>"

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav', NAV_L)}</li>"
            for k, t in (
                ("home", "Home"),
                ("local", "Local"),
                ("/sports/", "Sports"),
                ("/entertainment/dining/", "Food"),
                ("/story/opinion/", "Opinion"),
                ("/obituaries/", "Obituaries"),
                ("/news/arizona/", "Arizona"),
                ("subscribe", "Subscribe"),
            )
        )
        og_type = "article" if doc.is_article else "website"
        desc = esc(self.lede(doc) if doc.is_article else doc.title)
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("water", "snow", "sports", "crash")
        )
        gnt = json.dumps(
            {
                "pg": {
                    "type": "story" if doc.is_article else doc.kind,
                    "ssts": doc.section.lower() or "home",
                    "id": doc.path.rstrip("/").rsplit("/", 1)[-1],
                },
                "ads": {"unit": "/7103/az-tucson-C1072/" + (doc.section.lower().replace(" ", "-") or "home")},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(doc.title)}</title>
<meta name="description" content="{desc}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="The Saguaro Sentinel">
<meta name="twitter:site" content="@saguarosentinel">
{self.ld(doc) if doc.is_article else ""}
<link rel="stylesheet" href="/gcdn/static/css/gnt-story.7c1e.css">
<style>/*PAD*/</style>
<script>/*<![CDATA[*/window.gnt=window.gnt||{{}};window.gnt.cfg={gnt};/*]]>*/</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="gnt_pr_b">
<a class="gnt_sk" href="#main">Skip to main content</a>
<header class="gnt_n"><div class="gnt_n_lg"><a href="/" aria-label="The Saguaro Sentinel"><svg class="gnt_n_lg_s" viewBox="0 0 160 24" width="160" height="24" role="img"><path d="M4 2h8v20H4z"/></svg></a></div>
<nav class="gnt_n_mn" aria-label="Main"><ul>{nav}</ul></nav>
<div class="gnt_n_us"><a class="gnt_n_us_a" href="https://login.saguarosentinel.test/">Sign In</a>{self.a("subscribe", "Subscribe", "nav", 'class="gnt_n_us_s"')}</div></header>
<div class="gnt_tb"><aside class="gnt_tb_ad" aria-label="advertisement"><div id="ad-slot-top"></div></aside></div>
<main id="main" class="gnt_cw">
{main}
</main>
<aside class="gnt_rr" aria-label="Trending"><h2 class="gnt_rr_h">Trending</h2><ol>{trending}</ol><div class="gnt_rr_xpst" aria-label="advertisement"><div id="ad-slot-rr"></div></div></aside>
<footer class="gnt_f"><nav class="gnt_f_ll"><a href="/news/">News</a><a href="/sports/">Sports</a><a href="/story/opinion/">Opinion</a>{self.a("search", "Search", "footer")}<a href="/contact/">Contact Us</a><a href="https://cm.saguarosentinel.test/privacy/">Privacy Policy</a><a href="https://cm.saguarosentinel.test/terms/">Terms of Service</a><a href="https://cm.saguarosentinel.test/privacy/#cookies">Your Privacy Choices</a></nav>
<p class="gnt_f_cr">© 2026 www.saguarosentinel.test. All rights reserved.</p></footer>
<div class="gnt_cn" role="dialog" aria-label="Cookie consent"><p>We use cookies and similar technologies to personalize content and ads. By continuing, you agree to our Privacy Policy.</p><button class="gnt_cn_b">Accept</button><button class="gnt_cn_m">Manage choices</button></div>
<script>/*<![CDATA[*/(function(){{var s=document.createElement('script');s.src='/gcdn/static/js/gnt-story.91ab.js';s.defer=true;document.head.appendChild(s);}})();/*]]>*/</script>
</body>
</html>"""
