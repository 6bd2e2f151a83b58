# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Nipiit News ᓂᐱᐃᑦ: a Nunatsiaq-like Inuktitut/English weekly in Iqaluit on **WordPress** with WPML and Yoast
(`entry-title`, `entry-content`, `byline author vcard`, `/2026/12/03/<slug>/`, `/category/news/page/2/`,
`/tag/<slug>/`, `/author/<login>/`, `/?s=`), absolute URLs, UTF-8, Eastern time (-05:00 in December).

The Inuktitut side lives under `/iu/` with percent-encoded syllabic slugs and `<html lang="iu-Cans">`; the housing
story has an Inuktitut **twin** (hreflang en / iu / x-default both ways) published the next morning, whose byline is
printed in syllabics ("ᑎᑎᕋᖅᑐᖅ: ᔩᓚ ᑯᓄᒃ") while its Yoast JSON-LD names "Jeela Kunuk"; a translator line closes it.
The water story is **bilingual paragraph by paragraph** (English, then the same in syllabics with `lang="iu"`).
Printed dates are local ("December 3, 2026 - 8:45 pm", "ᑎᓯᐱᕆ 4, 2026"), `<time datetime>` local with offset, and
the Yoast `@graph` in **UTC** (+00:00): the housing story (20:45 on 3 Dec) and the wrestling story (22:10 on 3 Dec)
are dated 4 Dec there. Yoast names only the first of two authors; the editorial's JSON-LD author is the WordPress
login "nipiit_editor", the wire story's a Person "The Canadian Press", the guest wrestling story's "Guest
Contributor"; the Inuktitut school story has no JSON-LD. Non-articles: community notices (bilingual), the city
council **agenda** posted as a WordPress post (byline, date, Article JSON-LD: not an article), and a **soft 404**
(the theme's "Oops! That page can’t be found." under the URL of a deleted story, linked from a related box)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import MONTHS_EN, MONTHS_IU, Base, local_iso, page, story, to_utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://nipiit.test"
TZ = "-05:00"
EN_ARTS = ["housing", "caribou", "editorial", "court", "sports", "water"]
IU_ARTS = ["housing_iu", "school_iu"]
ARTS = EN_ARTS + IU_ARTS
HL_EN, HL_IU = 'hreflang="en"', 'hreflang="iu"'
BOOKMARK, PN, PN_NEXT, PN_PREV = (
    'rel="bookmark"',
    'class="page-numbers"',
    'class="next page-numbers"',
    'class="prev page-numbers"',
)
SLUG_HOUSING_IU = quote("ᐃᖃᓗᖕᓂ-40-ᐃᒡᓗᑦ-ᐱᔭᕇᖅᑕᐅᓂᐊᙱᑦᑐᑦ")
SLUG_SCHOOL_IU = quote("ᐸᓐᓂᖅᑑᕐᒥ-ᐃᓕᓐᓂᐊᕐᕕᒃ-ᓄᑖᖅ")
POST_IDS = {
    "housing": 41235,
    "housing_iu": 41262,
    "caribou": 41270,
    "editorial": 41241,
    "court": 41274,
    "sports": 41238,
    "water": 41219,
    "school_iu": 41216,
    "agenda": 41259,
}


def en_stamp(local: str) -> str:
    """December 3, 2026 - 8:45 pm"""
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = (int(x) for x in time.split(":"))
    ampm = "am" if hh < 12 else "pm"
    return f"{MONTHS_EN[int(m) - 1]} {int(d)}, {y} - {(hh - 1) % 12 + 1}:{mm:02d} {ampm}"


def iu_stamp(local: str) -> str:
    """ᑎᓯᐱᕆ 4, 2026"""
    y, m, d = local.split()[0].split("-")
    return f"{MONTHS_IU[int(m) - 1]} {int(d)}, {y}"


class Nipiit(Base):
    origin = ORIGIN
    name = "Nipiit News"
    prefix = "npt"
    language = "en"
    absolute = True
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "npt",
            [
                ".site-header",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-content p",
                ".entry-meta .byline",
                ".widget-area .widget",
                ".jp-relatedposts-post",
                ".comment-body",
                ".site-footer",
                ".cli-bar-container",
                ".wpml-ls-item",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Nipiit News",
                "wordpress-home-wpml",
                list=["housing", "caribou", "editorial", "sports", "court", "water", "agenda", "notices"],
            )
        )
        add(
            page(
                "home_iu",
                "/iu/",
                "home",
                "ᓂᐱᐃᑦ ᐱᕙᓪᓕᐊᔪᑦ",
                "wordpress-home-wpml-inuktitut",
                list=["housing_iu", "school_iu", "notices"],
                lang="iu",
            )
        )
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "wordpress-category",
                list=["housing", "caribou", "court", "water"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "wordpress-category-page2",
                list=["agenda", "sports", "editorial"],
            )
        )
        add(page("tag", "/tag/housing/", "tag", "Tag: Housing", "wordpress-tag", list=["housing", "agenda"]))
        add(
            page(
                "author",
                "/author/jkunuk/",
                "author",
                "Author: Jeela Kunuk",
                "wordpress-author",
                list=["housing", "caribou"],
                bio="Jeela Kunuk reports on housing, health and the legislative assembly from Iqaluit. She grew up in Kinngait and joined Nipiit in 2019.",
            )
        )
        add(
            page(
                "search",
                "/?s=caribou",
                "search",
                "Search Results for: caribou",
                "wordpress-search",
                list=["caribou", "editorial"],
            )
        )
        add(
            page(
                "notices",
                "/community-notices/",
                "notices",
                "Community Notices",
                "bilingual-notice-board",
                [
                    "Send your notices to notices@nipiit.test by Tuesday noon. Notices are free for non-profit groups and run for two weeks. ᑐᓴᕈᑎᑎᑦ ᑐᓂᓯᒋᐊᖅᑎᒋᑦ ᐊᐃᑉᐱᕐᒥ ᐅᓪᓛᒃᑯᑦ.",
                    "### Iqaluit Christmas Games ᖁᕕᐊᓱᒃᑐᓂ ᐱᙳᐊᕐᓂᐅᔪᑦ",
                    "Games start December 26 at the Abe Okpik Hall, 1 p.m. to 10 p.m. daily until January 2. Square dancing, tea boiling, the harpoon throw and the kids’ talent show. Everyone welcome.",
                    "@iu ᐱᙳᐊᕐᓂᐅᔪᑦ ᐱᒋᐊᕐᓂᐊᖅᑐᑦ ᑎᓯᐱᕆ 26-ᒥ ᐁᐳ ᐅᒃᐱᒃ ᑲᑎᒪᕝᕕᖓᓂ, ᐅᓐᓄᓴᒃᑯᑦ 1-ᒥ ᐅᓐᓄᐊᒃᑯᑦ 10-ᒧᑦ, ᔭᓐᓄᐊᕆ 2-ᒧᑦ. ᑕᒪᐃᓐᓄᑦ ᑐᓐᖓᓱᒃᑎᑕᐅᔪᑦ.",
                    "### Elders’ lunch ᐃᓐᓇᕐᓄᑦ ᓂᕆᓪᓚᑦᑖᕐᓂᖅ",
                    "Pairijait Tigumivik serves country food to elders every Wednesday at noon. Rides are available: call 979-0000 before 10 a.m.",
                    "@iu ᐸᐃᕆᔭᐃᑦ ᑎᒍᒥᕕᒃ ᓂᕿᑦᑎᐊᖅᑕᓂᒃ ᐃᓐᓇᕐᓄᑦ ᑐᓂᓯᕙᒃᑐᑦ ᐱᖓᑦᓯᐅᑦᑐᑎᒃ ᐅᓪᓗᕆᐊᖓᓂ. ᐃᖏᕐᕋᔾᔪᑎᒃᓴᖃᖅᑐᖅ: ᐅᖄᓚᒍᑦ 979-0000.",
                    "### Radio bingo ᐅᖃᓘᑎᒃᑯᑦ ᐱᙵᐅ",
                    "Friday night radio bingo on 99.9 FM is back. Cards are $20 at the Northmart and Arctic Ventures. Proceeds go to the Iqaluit Search and Rescue team.",
                    "### Found: Ski-Doo cover",
                    "A brown snowmobile cover was found near the Road to Nowhere on November 29. Call Jaco at 979-0000 to describe it and pick it up.",
                    "### Sewing circle ᒥᖅᓱᖅᑐᑦ",
                    "The Tukisigiarvik sewing circle meets Tuesdays and Thursdays from 6 p.m. Bring your own sealskin; needles and thread are provided.",
                    "@iu ᒥᖅᓱᖅᑐᑦ ᑲᑎᖃᑦᑕᖅᑐᑦ ᐊᐃᑉᐱᕐᒥ ᐊᒻᒪ ᓯᑕᒻᒥᕐᒥ ᐅᓐᓄᐊᒃᑯᑦ 6-ᒥ. ᖃᖓᑕᓲᓂᒃ ᐊᒻᒪ ᐃᔪᕐᓇᓂᒃ ᑐᓂᓯᔪᖃᖅᑐᖅ.",
                ],
            )
        )
        add(
            Doc(
                "agenda",
                "/public-notices/city-of-iqaluit-regular-council-meeting-agenda-december-8-2026/",
                "agenda",
                "City of Iqaluit: Regular Council Meeting Agenda, December 8, 2026",
                stamp="2026-12-04 09:00",
                iso=local_iso("2026-12-04 09:00", TZ),
                section="Public notices",
                blocks=[
                    (
                        "p",
                        "Council Chambers, Building 901, 7:00 p.m. The meeting is open to the public and broadcast live on 99.9 FM and on the City’s YouTube channel. Simultaneous interpretation in Inuktitut, English and French is provided.",
                    ),
                    (
                        "ol",
                        [
                            "Call to order and opening prayer",
                            "Approval of the agenda",
                            "Declarations of interest",
                            "Adoption of the minutes of November 24, 2026",
                            "Delegation: Amaruq Hunters and Trappers Organization, use of the Apex beach road",
                            "By-law 931: amendment to the water and sewer rates (second reading)",
                            "By-law 932: 2027 operating and capital budget (first reading)",
                            "Request for decision: snow removal contract for the Plateau subdivision",
                            "Request for decision: lease of Lot 1055 to the Nunavut Housing Corporation",
                            "Question period",
                            "In camera: personnel matter",
                            "Adjournment",
                        ],
                    ),
                    (
                        "p",
                        "Residents who wish to address council as a delegation must register with the City Clerk by noon on Monday, December 7.",
                    ),
                ],
                shape="agenda-as-wordpress-post",
                extra={"story_template": True, "credit": "City of Iqaluit", "ld_author": "City of Iqaluit"},
            )
        )
        add(
            page(
                "notfound",
                "/2026/11/20/arctic-bay-airport-runway-extension-delayed-again/",
                "not-found",
                "Oops! That page can’t be found.",
                "wordpress-soft-404",
                [
                    "It looks like nothing was found at this location. Maybe try one of the links below or a search?",
                ],
                soft404=True,
            )
        )
        add(
            story(
                "housing",
                "/2026/12/03/iqaluit-housing-shortfall-sealift-season/",
                "Iqaluit housing shortfall to hit 40 units as sealift season closes",
                "2026-12-03",
                to_utc("2026-12-03 20:45", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-03 20:45",
                ["Jeela Kunuk"],
                [
                    "The Nunavut Housing Corporation says 40 public housing units planned for Iqaluit this year will not be ready before winter, after the last sealift of the season arrived three weeks late with only part of the building materials on board.",
                    "The corporation’s president, Annie Ikkidluak-Reid, told the legislative assembly’s standing committee on Wednesday that foundations for the units had been poured in the Tundra Valley subdivision in August, but that framing lumber, windows and insulation for half of the buildings were still sitting in a warehouse in Bécancour, Que.",
                    "“We lost the window,” she said. “Once the bay freezes there is no other way to bring in that volume of material at a price the territory can afford.”",
                    "FIG: Housing foundations in Tundra Valley | Foundations for new public housing units in Iqaluit’s Tundra Valley subdivision sit empty in late November. (Photo by Jeela Kunuk)",
                    "## Waiting list grows",
                    "The city’s public housing waiting list stood at 612 households at the end of October, up from 540 a year ago, according to figures tabled at the committee. Most applicants are single adults or young families living in overcrowded homes with relatives.",
                    "Iqaluit Mayor Simeonie Kooneeliusie said the delay would put more pressure on the city’s shelters during the coldest months. “We already have families of eleven sharing a three-bedroom unit,” he said.",
                    "The corporation says materials for six of the units will be flown in by cargo plane in January, so those could be finished by late spring. The other 34 will wait for the first sealift of 2027, expected in July.",
                    "MLAs on the committee asked why the corporation had not reserved space on an earlier vessel. Ikkidluak-Reid replied that the shipping company had cancelled one of its August sailings because of ice in Hudson Strait and that the corporation’s cargo was moved to the last voyage of the season.",
                    "The territorial government has committed to building 3,000 new homes across Nunavut by 2030. About 480 have been completed so far.",
                ],
                "wordpress-post-twin-en",
                section="News",
                twin="housing_iu",
                tags=["Housing", "Iqaluit", "Sealift"],
                comments=[
                    (
                        "Lucassie P.",
                        "December 4, 2026 at 7:12 am",
                        "Same story every year. Order the lumber in the spring and store it here.",
                    ),
                    (
                        "Iqaluit resident",
                        "December 4, 2026 at 9:40 am",
                        "Eleven people in three bedrooms is not unusual on my street. Thank you for reporting this.",
                    ),
                ],
                words=412,
            )
        )
        add(
            story(
                "housing_iu",
                f"/iu/2026/12/04/{SLUG_HOUSING_IU}/",
                "ᐃᖃᓗᖕᓂ 40 ᐃᒡᓗᑦ ᐱᔭᕇᖅᑕᐅᓂᐊᙱᑦᑐᑦ ᐅᑭᐅᖅ ᑎᑭᓐᓂᓕᖅᑎᓇᒍ",
                "2026-12-04",
                to_utc("2026-12-04 10:15", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-04 10:15",
                ["ᔩᓚ ᑯᓄᒃ"],
                [
                    "ᓄᓇᕗᑦ ᐃᒡᓗᓕᕆᔨᒃᑯᖏᑦ ᐅᖃᖅᓯᒪᔪᑦ 40 ᒐᕙᒪᒃᑯᑦ ᐃᒡᓗᖏᑦ ᐃᖃᓗᖕᓂ ᐅᑭᐅᒥ ᑕᒫᓂ ᐱᔭᕇᖅᑕᐅᓂᐊᙱᑦᑐᑦ, ᐅᒥᐊᕐᔪᐊᖅ ᑭᖑᓪᓕᖅᐹᖅ ᑎᑭᓚᐅᕐᒪᑦ ᐱᖓᓱᓂ ᐱᓇᓱᐊᕐᓯᐅᑎᓂ ᑭᖑᕙᖅᖢᓂ.",
                    "ᐃᒡᓗᓕᕆᔨᒃᑯᑦ ᐊᖓᔪᖄᖓᑦ, ᐋᓂ ᐃᑭᑦᓗᐊᒃ-ᕆᐃᑦ, ᐅᖃᓚᐅᖅᑐᖅ ᒪᓕᒐᓕᐅᖅᑎᓄᑦ ᐱᖓᑦᓯᕐᒥ: “ᐱᕕᒃᓴᖅ ᐊᓂᒍᖅᑐᖅ. ᑕᕆᐅᖅ ᓯᑯᓕᕌᖓᑦ ᐊᑭᑐᙱᑦᑐᒃᑯᑦ ᓴᓇᕐᕈᑎᑦ ᑎᑭᑦᑕᐅᔪᓐᓇᙱᑦᑐᑦ.”",
                    "## ᐃᒡᓗᓴᖅᓯᐅᖅᑐᑦ ᐊᒥᒐᕐᓂᖅᓴᐅᓕᖅᑐᑦ",
                    "ᐃᒡᓗᓴᖅᓯᐅᖅᑐᑦ ᐊᑎᖏᑦ 612-ᖑᓚᐅᖅᑐᑦ ᐅᑐᐱᕆ ᐃᓱᐊᓂ, 540-ᖑᓚᐅᖅᑐᑦ ᐊᕐᕌᒍᖅ ᐊᓂᒍᖅᑐᖅ. ᐊᒥᒐᖏᑦ ᐃᓅᓱᑦ ᐊᒻᒪ ᐃᓚᒌᑦ ᓄᑕᖅᑲᖃᖅᑐᑦ ᐃᓚᒥᓂᒃ ᐃᓪᓗᖃᑎᖃᖅᑐᑦ.",
                    "ᐃᖃᓗᐃᑦ ᒦᔭᖓ ᓯᒥᐅᓂ ᑰᓂᓕᐅᓯ ᐅᖃᖅᑐᖅ: “ᐃᓚᒌᑦ 11-ᖑᓪᓗᑎᒃ ᐃᒡᓗᒥ ᐱᖓᓱᓂᒃ ᓯᓂᒃᕕᓕᖕᒥ ᓄᓇᖃᖅᑐᖃᖅᑐᖅ.”",
                    "ᐱᖓᓱᐃᖅᑐᑦ ᐃᒡᓗᑦ ᓴᓇᕐᕈᑎᖏᑦ ᖃᖓᑕᓲᒃᑯᑦ ᑎᑭᑦᑕᐅᓂᐊᖅᑐᑦ ᔭᓐᓄᐊᕆᒥ, ᐱᔭᕇᖅᑕᐅᔪᓐᓇᖅᑐᑦ ᐅᐱᕐᖔᒃᑯᑦ. ᓱᓕ 34 ᐅᑕᖅᑭᓂᐊᖅᑐᑦ ᐅᒥᐊᕐᔪᐊᕐᓂᒃ ᔪᓚᐃ 2027-ᒥ.",
                    "ᓄᓇᕗᑦ ᒐᕙᒪᒃᑯᖏᑦ 3,000-ᓂᒃ ᐃᒡᓗᓕᐅᕐᓂᐊᖅᑐᑦ 2030 ᑎᑭᓚᐅᙱᓐᓂᖓᓂ. 480 ᐱᔭᕇᖅᑕᐅᓯᒪᔪᑦ.",
                    "SIGN: ᑐᓵᔨ: ᐅᓗᐱᐊ ᐋᕿᐊᕈᖅ",
                ],
                "wordpress-post-twin-iu-syllabic-byline",
                section="ᑐᓴᒐᒃᓴᑦ",
                twin="housing",
                lang="iu",
                ld_name="Jeela Kunuk",
                tags=[],
                words=96,
            )
        )
        add(
            story(
                "water",
                "/2026/12/02/pangnirtung-boil-water-advisory-lifted/",
                "Pangnirtung boil-water advisory lifted after six weeks",
                "2026-12-02",
                to_utc("2026-12-02 15:20", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-02 15:20",
                ["Tommy Anawak"],
                [
                    "Residents of Pangnirtung can drink their tap water again. Nunavut’s chief public health officer lifted the hamlet’s boil-water advisory on Wednesday afternoon, six weeks after it was issued.",
                    "@iu ᐸᓐᓂᖅᑑᕐᒥᐅᑦ ᑲᑕᐅᑎᒥᑦ ᐃᒥᖅᑐᓐᓇᓕᖅᑐᑦ ᐅᓈᖅᑎᑦᑎᙱᖦᖢᑎᒃ. ᓄᓇᕗᒻᒥ ᐋᓐᓂᐊᖃᙱᓐᓂᕐᒧᑦ ᐊᖓᔪᖄᖅ ᐱᖓᑦᓯᕐᒥ ᐅᓐᓄᓴᒃᑯᑦ ᓄᖅᑲᖅᑎᑦᑎᓚᐅᖅᑐᖅ, ᐱᖓᓱᐃᖅᑐᓂ ᐱᓇᓱᐊᕐᓯᐅᑎᓂ ᑭᖑᓂᐊᒍᑦ.",
                    "The advisory was put in place in late October after routine tests found E. coli bacteria in the hamlet’s reservoir following a failure in the chlorination system.",
                    "@iu ᐅᓈᖅᑎᑦᑎᓂᖅ ᐱᒋᐊᖅᑎᑕᐅᓚᐅᖅᑐᖅ ᐅᑐᐱᕆ ᐃᓱᐊᓂ, ᐃᒪᖅ ᖃᐅᔨᓴᖅᑕᐅᓚᐅᕐᒪᑦ ᐆᒪᔪᕋᓛᖃᕐᓂᖓᓄᑦ, ᓵᓚᐅᕆᓐᒧᑦ ᓴᓇᕐᕈᑎ ᓱᕋᒃᓯᒪᓕᕐᒪᑦ.",
                    "Hamlet staff replaced the faulty pump and flushed the lines, and three rounds of tests over the past two weeks came back clean, the Department of Health said.",
                    "@iu ᓄᓇᓕᐅᑉ ᐃᖅᑲᓇᐃᔭᖅᑏᖏᑦ ᓴᓇᕐᕈᑎᒥᒃ ᓄᑖᒥᒃ ᐃᓕᔨᓚᐅᖅᑐᑦ, ᐊᒻᒪ ᐱᖓᓱᐊᖅᑎᖅᖢᑎᒃ ᖃᐅᔨᓴᕐᓂᖏᑦ ᐊᑦᑕᓇᖅᑐᖃᓚᐅᙱᑦᑐᑦ, ᐋᓐᓂᐊᖃᙱᓐᓂᕐᒧᑦ ᐱᓕᕆᕝᕕᒃ ᐅᖃᖅᑐᖅ.",
                    "Senior administrative officer Joanasie Qappik said the hamlet delivered bottled water to elders and to families with infants throughout the advisory. “People were patient, and the water truck drivers worked long days,” he said.",
                    "@iu ᐊᖓᔪᖄᖅ ᐃᖅᑲᓇᐃᔭᖅᑎ ᔪᐊᓇᓯ ᖃᑉᐱᖅ ᐅᖃᖅᑐᖅ ᓄᓇᓕᒃ ᐃᒥᕐᒥᒃ ᐃᒥᐊᓗᒃᑲᓐᓂᒃ ᑐᓂᓯᕙᓚᐅᖅᑐᖅ ᐃᓐᓇᕐᓄᑦ ᐊᒻᒪ ᓄᑕᕋᖃᖅᑐᓄᑦ. “ᐃᓄᐃᑦ ᓈᒻᒪᒃᑐᒻᒪᕆᐊᓘᓚᐅᖅᑐᑦ,” ᐅᖃᖅᑐᖅ.",
                    "Residents are asked to run their taps for two minutes before using the water for drinking or cooking for the first time.",
                    "@iu ᓄᓇᓕᒻᒥᐅᑦ ᑐᓴᐅᒪᔭᐅᔪᑦ ᑲᑕᐅᑎᒥᒃ ᒪᑐᐃᖅᓯᓗᑎᒃ ᒪᕐᕈᐃᓂ ᒥᓂᑦᓂ ᐃᒥᖅᑐᓚᐅᙱᓐᓂᖏᓐᓂ.",
                ],
                "bilingual-alternating-paragraphs",
                section="News",
                subtitle="ᐸᓐᓂᖅᑑᕐᒥ ᐃᒥᕐᒥᒃ ᐅᓈᖅᑎᑦᑎᓂᖅ ᓄᖅᑲᖅᑎᑕᐅᓕᖅᑐᖅ",
                tags=["Pangnirtung", "Health"],
                words=260,
            )
        )
        add(
            story(
                "caribou",
                "/2026/12/04/baffin-island-caribou-harvest-stays-at-250-tags/",
                "Baffin Island caribou harvest to stay at 250 tags in 2027",
                "2026-12-04",
                to_utc("2026-12-04 11:30", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-04 11:30",
                ["Tommy Anawak", "Jeela Kunuk"],
                [
                    "The Nunavut Wildlife Management Board will keep the total allowable harvest for Baffin Island caribou at 250 animals next year, the board announced Friday, despite calls from some hunters’ and trappers’ organizations to raise it.",
                    "The decision follows a hearing in Iqaluit last month where the Department of Environment presented results from an aerial survey flown in March. The survey estimated the herd at about 5,200 animals, up from 4,650 in 2021, but the department’s biologists said the increase was within the survey’s margin of error.",
                    "## Communities split",
                    "The Amaruq Hunters and Trappers Organization in Iqaluit had asked for the harvest to be raised to 400, arguing that hunters were seeing more caribou on the land and that families were paying more than $30 a kilogram for store-bought meat.",
                    "“Our elders are telling us the caribou are coming back,” said the organization’s chair, Pauloosie Veevee. “We respect the survey, but the knowledge of the hunters should count too.”",
                    "Other organizations, including the one in Clyde River, supported keeping the limit, saying the herd needed more time to recover from its collapse in the 2010s.",
                    "The 250 tags will be shared among the island’s communities under the allocation used since 2023. Iqaluit receives 41 tags and Pond Inlet 29.",
                    "The Qikiqtaaluk Wildlife Board said in a statement on Friday afternoon that it would hold community meetings in January to discuss how tags are distributed within each community.",
                    "NOTE: This story was updated at 4:05 p.m. on Dec. 4 with a statement from the Qikiqtaaluk Wildlife Board.",
                ],
                "two-authors-yoast-names-first",
                section="News",
                updated="2026-12-04 16:05",
                tags=["Caribou", "Wildlife"],
                words=318,
            )
        )
        add(
            story(
                "editorial",
                "/2026/12/04/editorial-nunavuts-airports-need-more-than-a-fee-hike/",
                "Nunavut’s airports need more than a fee hike",
                "2026-12-04",
                to_utc("2026-12-04 06:00", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-04 06:00",
                [],
                [
                    "The territorial government wants to raise landing and terminal fees at its 25 community airports by 18 per cent next spring. Airlines will pass the cost on, and the people who will pay it are the same people who already pay more to fly from Iqaluit to Ottawa than to fly from Ottawa to London.",
                    "The Department of Economic Development and Transportation says the increase is needed to cover the cost of snow clearing, runway lights and the staff who keep the airports open. That is true, as far as it goes. Many of the terminals were built in the 1980s and the gravel runways in Arctic Bay, Kugaaruk and Sanikiluaq are too short for the jets now serving the South.",
                    "But fees alone will not build a longer runway. The federal government has paid for airport upgrades in other provinces and territories through its Airports Capital Assistance Program, and Nunavut has received less from that program than its needs would justify.",
                    "Before MLAs approve the increase, they should ask the minister for a full list of the work each airport needs, what it will cost and how much Ottawa has been asked to pay. Nunavummiut deserve that much before they are asked to pay more for every medical trip, every funeral and every sports tournament.",
                    "An airport in Nunavut is not a luxury. It is the road.",
                ],
                "editorial-kicker-outside-h1-login-as-author",
                section="Opinion",
                kicker="EDITORIAL",
                og_title="EDITORIAL: Nunavut’s airports need more than a fee hike",
                ld_name="nipiit_editor",
                signoff="— Nipiit News",
                tags=["Airports", "Transportation"],
                words=290,
            )
        )
        add(
            story(
                "sports",
                "/2026/12/03/iqaluit-wrestlers-punch-tickets-to-2027-arctic-winter-games/",
                "Iqaluit wrestlers punch tickets to 2027 Arctic Winter Games",
                "2026-12-03",
                to_utc("2026-12-03 22:10", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-03 22:10",
                ["Elisapee Kilabuk"],
                [
                    "Seven wrestlers from Iqaluit’s Inuksuk High School will represent Nunavut at the 2027 Arctic Winter Games after winning their weight classes at the territorial trials in Rankin Inlet last weekend.",
                    "The trials drew 46 athletes from nine communities to the Leo Ussak School gym, the largest turnout since the sport returned to the Games programme.",
                    "“The kids trained three nights a week since September, even when the gym was closed for repairs and we had to use the community hall,” said coach Malaya Akeeagok-Munro.",
                    "Iqaluit’s qualifiers are:",
                    "- Ruby Peter, 52 kg",
                    "- Jonah Nakashuk, 57 kg",
                    "- Sarah Ipeelee, 61 kg",
                    "- Matthew Kooneeliusie, 65 kg",
                    "- Leah Curley, 69 kg",
                    "- Noah Pitsiulak, 74 kg",
                    "- Andrew Ningeongan, 86 kg",
                    "Team Nunavut will be named in full in January after the trials for Dene games and Arctic sports in Cambridge Bay.",
                ],
                "guest-byline-special-to-list-body",
                section="Sports",
                byline_text="By Elisapee Kilabuk, Special to Nipiit",
                ld_name="Guest Contributor",
                tags=["Arctic Winter Games", "Wrestling"],
                words=185,
            )
        )
        add(
            story(
                "school_iu",
                f"/iu/2026/12/02/{SLUG_SCHOOL_IU}/",
                "ᐸᓐᓂᖅᑑᕐᒥ ᐃᓕᓐᓂᐊᕐᕕᒃ ᓄᑖᖅ ᒪᑐᐃᖅᑕᐅᓚᐅᖅᑐᖅ",
                "2026-12-02",
                None,
                "2026-12-02 14:00",
                ["ᑖᒥ ᐊᓈᕗᒃ"],
                [
                    "ᐸᓐᓂᖅᑑᕐᒥ ᐃᓕᓐᓂᐊᕐᕕᒃ ᓄᑖᖅ ᒪᑐᐃᖅᑕᐅᓚᐅᖅᑐᖅ ᐱᖓᑦᓯᕐᒥ, ᐃᓕᓐᓂᐊᖅᑐᑦ, ᐊᖓᔪᖅᑳᖏᑦ ᐊᒻᒪ ᐃᓐᓇᐃᑦ ᓄᓇᓕᒻᒥᐅᑦ ᖁᕕᐊᓱᒡᓗᑎᒃ ᑲᑎᓚᐅᖅᑐᑦ.",
                    "ᐃᓕᓐᓂᐊᕐᕕᒃ ᓄᑖᖅ 180-ᓄᑦ ᐃᓕᓐᓂᐊᖅᑐᓄᑦ ᐃᓂᖃᖅᑐᖅ, ᐃᓕᓐᓂᐊᕐᕕᒋᓚᐅᖅᑕᖓ ᐃᑲᔪᖅᑎᐅᓚᐅᖅᑐᖅ 1978-ᒥ ᓴᓇᔭᐅᓚᐅᖅᑐᖅ.",
                    "“ᓄᑕᖅᑲᕗᑦ ᐃᓕᓐᓂᐊᕐᕕᒃᓴᖃᓕᖅᑐᑦ ᐃᓄᒃᑎᑐᑦ ᐃᓕᓐᓂᐊᕐᕕᒋᔪᓐᓇᖅᑕᒥᓂᒃ,” ᐅᖃᖅᑐᖅ ᐃᓕᓐᓂᐊᕐᕕᐅᑉ ᐊᖓᔪᖄᖓ ᒥᐊᓕ ᐊᑲᕕᒃ.",
                    "## ᐃᓐᓇᐃᑦ ᐃᑲᔪᖅᑐᐃᓚᐅᖅᑐᑦ",
                    "ᐃᓐᓇᐃᑦ ᐱᖓᓱᑦ ᐃᑲᔪᖅᑐᐃᓚᐅᖅᑐᑦ ᐃᓕᓐᓂᐊᕐᕕᐅᑉ ᐊᑎᖓᓂᒃ ᓂᕈᐊᕐᓂᕐᒥ. ᐃᓕᓐᓂᐊᕐᕕᒃ ᐊᑎᖃᓕᖅᑐᖅ “ᐊᑐᖅᑕᐅᔪᖅ” ᐅᐃᕆᔭᐅᓂᖓᓂᒃ.",
                    "ᐃᓕᓐᓂᐊᖅᑎᑦᑎᓂᕐᒧᑦ ᒥᓂᔅᑕ ᐅᖃᓚᐅᖅᑐᖅ ᐃᓕᓐᓂᐊᕐᕕᒃ 38 ᒥᓕᐊᓐ ᑮᓇᐅᔭᓂᒃ ᐊᑭᖃᓚᐅᖅᑐᖅ.",
                    "ᐃᓕᓐᓂᐊᖅᑐᑦ ᐃᓕᓐᓂᐊᕐᕕᒻᒧᑦ ᓄᑖᒧᑦ ᐃᓕᓐᓂᐊᓕᕐᓂᐊᖅᑐᑦ ᔭᓐᓄᐊᕆ 6-ᒥ.",
                ],
                "inuktitut-only-no-jsonld",
                section="ᑐᓴᒐᒃᓴᑦ",
                lang="iu",
                no_ld=True,
                tags=[],
                words=88,
            )
        )
        add(
            story(
                "court",
                "/2026/12/04/cambridge-bay-man-sentenced-for-co-op-break-ins/",
                "Cambridge Bay man sentenced to three years for Co-op break-ins",
                "2026-12-04",
                to_utc("2026-12-04 14:40", -5, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-04 14:40",
                [],
                [
                    "A Cambridge Bay man who broke into the community’s Co-op store four times in two months has been sentenced to three years in a federal penitentiary.",
                    "Justice Elaine Tremblay of the Nunavut Court of Justice handed down the sentence in Iqaluit on Thursday after the 27-year-old pleaded guilty to four counts of break and enter and one count of possessing stolen property.",
                    "The court heard the man stole cigarettes, cash and electronics worth about $18,000 between August and October 2025, and that he had been drinking heavily after the death of his grandmother.",
                    "Tremblay said she took into account a Gladue report describing the man’s upbringing and the effects of residential schools on his family, but that the repeated nature of the crimes called for a penitentiary term.",
                    "He will receive credit for 11 months already spent in custody.",
                ],
                "wire-credit-as-person-jsonld",
                section="News",
                credit="The Canadian Press",
                ld_name="The Canadian Press",
                tags=["Courts", "Cambridge Bay"],
                dead_related=True,
                words=170,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang_of(self, doc: Doc) -> str:
        return doc.extra.get("lang", "en")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iu = self.lang_of(doc) == "iu"
        og_title = doc.extra.get("og_title", doc.title)
        out = [
            f"<title>{esc(og_title)} - Nipiit News</title>"
            if doc.key not in ("home", "home_iu")
            else "<title>Nipiit News | Nunavut news in Inuktitut and English</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        twin = doc.extra.get("twin")
        if twin or doc.key in ("home", "home_iu"):
            other = twin or ("home_iu" if doc.key == "home" else "home")
            en_key, iu_key = (doc.key, other) if not iu else (other, doc.key)
            out.append(f'<link rel="alternate" hreflang="en" href="{esc(self.url(en_key))}">')
            out.append(f'<link rel="alternate" hreflang="iu" href="{esc(self.url(iu_key))}">')
            out.append(f'<link rel="alternate" hreflang="x-default" href="{esc(self.url(en_key))}">')
        out += [
            f'<meta property="og:locale" content="{"iu_CA" if iu else "en_US"}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.extra.get("story_template") else "website"}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Nipiit News">',
        ]
        if doc.kind == "not-found":
            out[1] = '<meta name="robots" content="noindex, follow">'
            return "\n".join(out)
        if not (doc.is_article or doc.extra.get("story_template")):
            return "\n".join(out)
        pub_utc = doc.iso if doc.is_article else to_utc(doc.stamp, -5, "%Y-%m-%dT%H:%M:%S+00:00")
        mod_utc = to_utc(doc.extra["updated"], -5, "%Y-%m-%dT%H:%M:%S+00:00") if doc.extra.get("updated") else pub_utc
        ld_name = doc.extra.get("ld_name") or doc.extra.get("ld_author") or (doc.authors[0] if doc.authors else "")
        out += [
            f'<meta property="article:published_time" content="{pub_utc}">',
            f'<meta property="article:modified_time" content="{mod_utc}">',
            f'<meta name="author" content="{esc(ld_name)}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:label1" content="Written by">',
            f'<meta name="twitter:data1" content="{esc(ld_name)}">',
            '<meta name="twitter:label2" content="Est. reading time">',
            f'<meta name="twitter:data2" content="{max(1, doc.extra.get("words", 200) // 200)} minutes">',
        ]
        if doc.extra.get("no_ld"):
            return "\n".join(out)
        pid = POST_IDS[doc.key]
        person_id = f"{ORIGIN}/#/schema/person/{abs(hash_name(ld_name)):08x}"
        graph = [
            {
                "@type": "Article",
                "@id": f"{url}#article",
                "isPartOf": {"@id": url},
                "author": {"name": ld_name, "@id": person_id},
                "headline": doc.title,
                "datePublished": pub_utc,
                "dateModified": mod_utc,
                "mainEntityOfPage": {"@id": url},
                "wordCount": doc.extra.get("words", 200),
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "image": {"@id": f"{url}#primaryimage"},
                "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{pid}-1024x683.jpg",
                "articleSection": [doc.section],
                "inLanguage": "iu" if iu else "en-US",
            },
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.extra.get('og_title', doc.title)} - Nipiit News",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "datePublished": pub_utc,
                "dateModified": mod_utc,
                "inLanguage": "iu" if iu else "en-US",
                "potentialAction": [{"@type": "ReadAction", "target": [url]}],
            },
            {
                "@type": "BreadcrumbList",
                "@id": f"{url}#breadcrumb",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Home", "item": f"{ORIGIN}/"},
                    {"@type": "ListItem", "position": 2, "name": doc.title},
                ],
            },
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": "Nipiit News",
                "description": "Nunavut’s news in Inuktitut and English",
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "potentialAction": [
                    {
                        "@type": "SearchAction",
                        "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                        "query-input": {
                            "@type": "PropertyValueSpecification",
                            "valueRequired": True,
                            "valueName": "search_term_string",
                        },
                    }
                ],
            },
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Nipiit News",
                "url": f"{ORIGIN}/",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/wp-content/uploads/2023/02/nipiit-logo.png",
                    "width": 600,
                    "height": 120,
                },
            },
            {
                "@type": "Person",
                "@id": person_id,
                "name": ld_name,
                "url": f"{ORIGIN}/author/{ld_name.lower().replace(' ', '')[:12]}/",
            },
        ]
        out.append(
            '<script type="application/ld+json" class="yoast-schema-graph">'
            + json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)
            + "</script>"
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        iu = self.lang_of(doc) == "iu"
        home = "home_iu" if iu else "home"
        if iu:
            menu = [
                (home, "ᑐᓴᒐᒃᓴᑦ"),
                ("notices", "ᓄᓇᓕᓐᓂ ᑐᓴᕈᑎᑦ"),
                ("https://nipiit.test/iu/category/%E1%90%85%E1%90%83%E1%92%AB/", "ᐅᖃᐅᓯᑦ"),
                ("home", "English"),
            ]
        else:
            menu = [
                ("news", "News"),
                ("https://nipiit.test/category/opinion/", "Opinion"),
                ("https://nipiit.test/category/sports/", "Sports"),
                ("https://nipiit.test/category/arts-culture/", "Arts & Culture"),
                ("notices", "Community Notices"),
                ("https://nipiit.test/classifieds/", "Classifieds"),
                ("https://nipiit.test/e-edition/", "E-Edition"),
            ]
        items = "".join(
            f'<li id="menu-item-{300 + i}" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-{300 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        twin = doc.extra.get("twin") or (("home" if iu else "home_iu") if doc.key in ("home", "home_iu") else None)
        if twin:
            switch = (
                f'<li class="wpml-ls-item wpml-ls-item-en">{self.a(twin, "English", "nav", HL_EN)}</li><li class="wpml-ls-item wpml-ls-current-language"><span>ᐃᓄᒃᑎᑐᑦ</span></li>'
                if iu
                else f'<li class="wpml-ls-item wpml-ls-current-language"><span>English</span></li><li class="wpml-ls-item wpml-ls-item-iu">{self.a(twin, "ᐃᓄᒃᑎᑐᑦ", "nav", HL_IU)}</li>'
            )
        else:
            switch = (
                f'<li class="wpml-ls-item">{self.a("home", "English", "nav")}</li>'
                if iu
                else f'<li class="wpml-ls-item">{self.a("home_iu", "ᐃᓄᒃᑎᑐᑦ", "nav")}</li>'
            )
        most = ["housing", "caribou", "sports", "editorial", "water"] if not iu else ["housing_iu", "school_iu"]
        most_html = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in most)
        body_class = {
            "home": "home blog",
            "section": "archive category category-news",
            "tag": "archive tag tag-housing",
            "author": "archive author author-jkunuk",
            "search": "search search-results",
            "not-found": "error404",
        }.get(
            doc.kind,
            f"post-template-default single single-post postid-{POST_IDS.get(doc.key, 41000)} single-format-standard",
        )
        if doc.kind == "notices":
            body_class = "page-template-default page page-id-112"
        lang_attr = "iu-Cans" if iu else "en-CA"
        today = "ᓈᑦᓰᓐᓇᕐᕕᒃ, ᑎᓯᐱᕆ 5, 2026" if iu else "Saturday, December 5, 2026"
        return f"""<!doctype html>
<html lang="{lang_attr}" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Nipiit News &raquo; Feed" href="https://nipiit.test/feed/">
<link rel="https://api.w.org/" href="https://nipiit.test/wp-json/">
<link rel="stylesheet" id="wp-block-library-css" href="https://nipiit.test/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1" media="all">
<link rel="stylesheet" id="nipiit-style-css" href="https://nipiit.test/wp-content/themes/nipiit/style.css?ver=3.4.2" media="all">
<link rel="stylesheet" id="wpml-legacy-horizontal-list-0-css" href="https://nipiit.test/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1" media="all">
<style id="global-styles-inline-css">/*PAD*/</style>
<script src="https://nipiit.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="wpml-cookie-js-extra">var wpml_cookies = {{"wp-wpml_current_language":{{"value":"{"iu" if iu else "en"}","expires":1,"path":"/"}}}};</script>
<meta name="generator" content="WordPress 6.7.1">
<meta name="generator" content="WPML ver:4.6.14 stt:1,65;">
</head>
<body class="{body_class} wp-embed-responsive">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="top-bar"><span class="today">{today}</span> <span class="weather-widget">Iqaluit −27°C</span>
<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul>{switch}</ul></div>
<a href="https://nipiit.test/subscribe/" class="subscribe-link">Subscribe</a> <a href="https://nipiit.test/wp-login.php">Log in</a></div>
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title">{self.a(home, "Nipiit News", "nav", 'rel="home"')}</p><p class="site-description">ᓂᐱᐃᑦ · Nunavut’s weekly since 1989</p></div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><ul id="primary-menu" class="menu">{items}</ul></nav>
<form role="search" method="get" class="search-form" action="https://nipiit.test/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search …" name="s"></label><input type="submit" class="search-submit" value="Search"></form>
</header>
<div class="ad-leaderboard"><ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1029384756"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({{}});</script></div>
<div id="content" class="site-content">
<div id="primary" class="content-area"><main id="main" class="site-main">
{main}
</main></div>
<aside id="secondary" class="widget-area">
<section id="nipiit-most-read-2" class="widget widget_most_read"><h2 class="widget-title">{"ᐅᖃᐅᓯᐅᓂᖅᐹᑦ" if iu else "Most read"}</h2><ol>{most_html}</ol></section>
<section id="custom_html-4" class="widget widget_custom_html"><div class="ad-box"><a href="https://ads.nipiit.test/click?id=canadian-north"><img src="https://nipiit.test/wp-content/uploads/ads/cn-300x250.jpg" alt="Advertisement" width="300" height="250"></a></div></section>
<section id="text-7" class="widget widget_text"><h2 class="widget-title">Community</h2><div class="textwidget"><p>{self.a("notices", "Community notices", "aside")} · {self.a("agenda", "Council agenda", "aside")} · {self.a("search", "Caribou coverage", "aside")}</p></div></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-widgets"><p>Nipiit News, P.O. Box 0000, Iqaluit, Nunavut X0A 0H0 · 867-979-0000 · <a href="mailto:editor@nipiit.test">editor@nipiit.test</a></p>
<p><a href="https://nipiit.test/about-us/">About us</a> · <a href="https://nipiit.test/advertise/">Advertise</a> · <a href="https://nipiit.test/privacy-policy/">Privacy policy</a> · {self.a("news", "News archive", "footer")} · {self.a("tag", "Housing", "footer")} · {self.a("author", "Jeela Kunuk", "footer")}</p></div>
<div class="site-info">© 2026 Nipiit News. All rights reserved. Proudly powered by WordPress.</div>
</footer>
</div>
<div id="cookie-law-info-bar" class="cli-bar-container" data-nosnippet="true"><span>This website uses cookies to improve your experience. We’ll assume you’re ok with this, but you can opt out if you wish. <a role="button" class="cli_settings_button">Cookie settings</a> <a role="button" id="cookie_action_close_header" class="cli_action_button">ACCEPT</a></span></div>
<script id="nipiit-navigation-js" src="https://nipiit.test/wp-content/themes/nipiit/js/navigation.js?ver=3.4.2"></script>
<script src="https://nipiit.test/wp-includes/js/wp-embed.min.js?ver=6.7.1"></script>
</body>
</html>"""

    def entry_meta(self, doc: Doc) -> str:
        iu = self.lang_of(doc) == "iu"
        stamp = iu_stamp(doc.stamp) if iu else en_stamp(doc.stamp)
        t = f'<time class="entry-date published" datetime="{local_iso(doc.stamp, TZ)}">{stamp}</time>'
        if doc.extra.get("updated"):
            up = doc.extra["updated"]
            t += f' <span class="updated-on">Updated <time class="updated" datetime="{local_iso(up, TZ)}">{en_stamp(up)}</time></span>'
        if doc.extra.get("credit"):
            by = f'<span class="byline">By <span class="author vcard">{esc(doc.extra["credit"])}</span></span>'
        elif doc.extra.get("byline_text"):
            by = f'<span class="byline"><span class="author vcard">{esc(doc.extra["byline_text"])}</span></span>'
        elif iu and doc.authors:
            by = f'<span class="byline">ᑎᑎᕋᖅᑐᖅ: <span class="author vcard">{esc(doc.authors[0])}</span></span>'
        elif doc.authors:
            names = []
            for a in doc.authors:
                names.append(
                    self.a("author", a, "byline", 'class="url fn n"')
                    if a == "Jeela Kunuk"
                    else f'<a class="url fn n" href="https://nipiit.test/author/{a.split()[0][0].lower()}{a.split()[-1].lower()}/">{esc(a)}</a>'
                )
            by = f'<span class="byline">By <span class="author vcard">{" and ".join(names)}</span></span>'
        else:
            by = ""
        return f'<div class="entry-meta">{by} <span class="posted-on">{t}</span></div>'

    def story_main(self, doc: Doc) -> str:
        iu = self.lang_of(doc) == "iu"
        pid = POST_IDS[doc.key]
        cat = (
            self.a("news", doc.section, "breadcrumb", 'rel="category tag"')
            if doc.section == "News"
            else f'<a href="https://nipiit.test/{"iu/" if iu else ""}category/{quote(doc.section.lower().replace(" ", "-"))}/" rel="category tag">{esc(doc.section)}</a>'
        )
        kicker = f'<div class="entry-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        subtitle = (
            f'<p class="entry-subtitle" lang="iu">{esc(doc.extra["subtitle"])}</p>' if doc.extra.get("subtitle") else ""
        )
        thumb = (
            f'<div class="post-thumbnail"><img width="1024" height="683" src="https://nipiit.test/wp-content/uploads/2026/12/{pid}-1024x683.jpg" class="attachment-large size-large wp-post-image" alt="" decoding="async"></div>'
            if doc.is_article and not iu
            else ""
        )
        signoff = f'<p class="editorial-signoff">{esc(doc.extra["signoff"])}</p>' if doc.extra.get("signoff") else ""
        tags = doc.extra.get("tags", [])
        tag_links = ", ".join(
            self.a("tag", t, "tag", 'rel="tag"')
            if t == "Housing"
            else f'<a href="https://nipiit.test/tag/{t.lower().replace(" ", "-")}/" rel="tag">{esc(t)}</a>'
            for t in tags
        )
        footer = (
            f'<footer class="entry-footer"><span class="tags-links">Tagged {tag_links}</span></footer>' if tags else ""
        )
        rel_keys = [k for k in (IU_ARTS if iu else EN_ARTS) if k != doc.key][:3]
        rel = "".join(
            f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "related")}</h4><p class="jp-relatedposts-post-date">{iu_stamp(self.docs[k].stamp) if iu else en_stamp(self.docs[k].stamp).split(" - ")[0]}</p></div>'
            for k in rel_keys
        )
        if doc.extra.get("dead_related"):
            rel += f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title">{self.a("notfound", "Arctic Bay runway extension delayed again", "related")}</h4><p class="jp-relatedposts-post-date">November 20, 2026</p></div>'
        if doc.key == "agenda":
            rel = f'<div class="jp-relatedposts-post">{self.a("notices", "More community notices", "related")}</div>'
        related = f'<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>{"ᐊᔾᔨᒌᑦ" if iu else "Related"}</em></h3>{rel}</div>'
        share = f'<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul><li><a href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}" class="share-facebook">Facebook</a></li><li><a href="mailto:?subject={quote(doc.title)}" class="share-email">Email</a></li><li><a href="javascript:window.print()" class="share-print">Print</a></li></ul></div>'
        comments = ""
        if doc.extra.get("comments"):
            lis = "".join(
                f'<li class="comment"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">{esc(n)}</b> <span class="says">says:</span></div><div class="comment-metadata"><time>{esc(t)}</time></div></footer><div class="comment-content"><p>{esc(c)}</p></div></article></li>'
                for n, t, c in doc.extra["comments"]
            )
            comments = f'<div id="comments" class="comments-area"><h2 class="comments-title">{len(doc.extra["comments"])} thoughts on “{esc(doc.title)}”</h2><ol class="comment-list">{lis}</ol><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><p class="comment-notes">Your email address will not be published. Comments are moderated and must follow our community guidelines.</p></div></div>'
        elif doc.is_article and not iu:
            comments = '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><p class="comment-notes">Your email address will not be published.</p></div></div>'
        if doc.key == "agenda":
            by = f'<div class="entry-meta"><span class="byline">Posted by <span class="author vcard">{esc(doc.extra["credit"])}</span></span> <span class="posted-on"><time class="entry-date published" datetime="{doc.iso}">{en_stamp(doc.stamp)}</time></span></div>'
        else:
            by = self.entry_meta(doc)
        nav_prev = rel_keys[0]
        return f"""<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail hentry">
<header class="entry-header">
<div class="cat-links">{cat}</div>
{kicker}
<h1 class="entry-title">{esc(doc.title)}</h1>
{subtitle}
{by}
</header>
{thumb}
<div class="entry-content">
{self.blocks(doc)}
{signoff}
{share}
{related}
</div>
{footer}
</article>
<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous">{self.a(nav_prev, self.docs[nav_prev].title, "related", 'rel="prev"')}</div></div></nav>
{comments}"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        iu = self.lang_of(d) == "iu"
        if d.kind == "notices":
            return f'<article class="page type-page hentry"><h2 class="entry-title">{self.a(k, d.title, "content")}</h2><div class="entry-summary"><p>Christmas Games, elders’ lunch, radio bingo and more. ᓄᓇᓕᓐᓂ ᑐᓴᕈᑎᑦ.</p></div></article>'
        stamp = iu_stamp(d.stamp) if iu else en_stamp(d.stamp)
        lede = self.lede(d)
        return f'<article class="post-{POST_IDS[k]} post type-post hentry"><h2 class="entry-title">{self.a(k, d.title, "content", BOOKMARK)}</h2><div class="entry-meta"><time class="entry-date published" datetime="{local_iso(d.stamp, TZ)}">{stamp}</time></div><div class="entry-summary"><p>{esc(lede)} […]</p></div></article>'

    def listing_main(self, doc: Doc) -> str:
        posts = "\n".join(self.teaser(k) for k in doc.extra["list"])
        if doc.kind == "home":
            head = f'<h1 class="screen-reader-text">{esc(doc.title)}</h1>'
            if doc.key == "home":
                head += f'<div class="featured-strip">{self.a("housing", "Housing: 40 units delayed", "content")} | {self.a("caribou", "Caribou tags stay at 250", "content")} | {self.a("home_iu", "ᐃᓄᒃᑎᑐᑦ ᑐᓴᒐᒃᓴᑦ", "content")}</div>'
            else:
                head += f'<div class="featured-strip">{self.a("home", "English news", "content")}</div>'
        elif doc.kind == "author":
            head = f'<header class="page-header"><h1 class="page-title">Author: <span class="vcard">Jeela Kunuk</span></h1><div class="archive-description"><p>{esc(doc.extra["bio"])}</p></div></header>'
        elif doc.kind == "search":
            head = '<header class="page-header"><h1 class="page-title">Search Results for: <span>caribou</span></h1></header>'
        else:
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        pager = ""
        if doc.key == "news":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("news2", "2", "pagination", PN)} <a class="page-numbers" href="https://nipiit.test/category/news/page/3/">3</a> {self.a("news2", "Older posts", "pagination", PN_NEXT)}</div></nav>'
        elif doc.key == "news2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("news", "Newer posts", "pagination", PN_PREV)} {self.a("news", "1", "pagination", PN)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="https://nipiit.test/category/news/page/3/">3</a></div></nav>'
        elif doc.key == "home":
            pager = f'<nav class="navigation posts-navigation"><div class="nav-links"><div class="nav-previous">{self.a("news", "More news", "pagination")}</div></div></nav>'
        return f"{head}\n{posts}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            recent = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ["caribou", "housing", "court", "sports"]
            )
            return f"""<section class="error-404 not-found">
<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>
<div class="page-content">
{self.blocks(doc)}
<form role="search" method="get" class="search-form" action="https://nipiit.test/"><input type="search" class="search-field" name="s"><input type="submit" value="Search"></form>
<div class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></div>
<div class="widget widget_categories"><h2 class="widget-title">Most Used Categories</h2><ul><li>{self.a("news", "News", "content")} (1,204)</li><li><a href="https://nipiit.test/category/opinion/">Opinion</a> (311)</li><li><a href="https://nipiit.test/category/sports/">Sports</a> (268)</li></ul></div>
</div>
</section>"""
        return f"""<article id="post-112" class="post-112 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1><p class="entry-subtitle" lang="iu">ᓄᓇᓕᓐᓂ ᑐᓴᕈᑎᑦ</p></header>
<div class="entry-content">
{self.blocks(doc)}
<p class="notice-footer">See also: {self.a("agenda", "City council agenda for December 8", "content")}</p>
</div>
</article>"""


def hash_name(name: str) -> int:
    """A stable id for a Yoast person node (not Python's salted hash)."""
    h = 0
    for ch in name:
        h = (h * 131 + ord(ch)) % 0xFFFFFFFF
    return h
