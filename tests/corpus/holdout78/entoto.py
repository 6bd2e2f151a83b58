# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Ge'ez script and typographic punctuation are deliberate)
"""Entoto News (እንጦጦ ዜና): an Ethiopian Amharic/English news site on **Joomla with K2** (`#k2Container.itemView`,
`h2.itemTitle` (no `<h1>` for the story), `span.itemDateCreated`, `span.itemAuthor`, `div.itemIntroText` +
`div.itemFullText`, `div.itemAuthorBlock`, `/am/zena/item/4512-<alias>`, `/en/news/item/4520-<alias>`, Joomla's
`?start=10` pager, `/am/zena/itemlist/tag/<percent-encoded>`, `/am/zena/itemlist/user/312-…`,
`/am/search?searchword=…&searchphrase=all`), Amharic (`am`) and English (`en`) pages, UTF-8, East Africa Time (+03:00).

Amharic pages print the **Ethiopian calendar** only, with the time in the **Ethiopian clock** (hours counted from
06:00): "ዓርብ፣ ኅዳር 25 ቀን 2019 ዓ.ም. ከጠዋቱ 4:30" is Friday 4 December 2026 at 10:30. English pages print K2's
"Friday, 04 December 2026 10:25" with the Ethiopian date beside it ("| Hidar 25, 2019 E.C."). The Hajj story prints
three calendars (Ethiopian, **Hijri** and Gregorian). Metadata: most pages have no JSON-LD (Joomla prints none); a
plugin adds a `NewsArticle` to some: the birr story published at 01:30 on 5 Dec carries **UTC** (22:30Z on 4 Dec);
the coffee story's `article:published_time` and JSON-LD carry the **Ethiopian date in an ISO field**
("2019-03-25T14:00:00+03:00" = Hidar 25, 2019 = 4 Dec 2026). The ENA story opens with the agency's dateline of the day
before ("አዲስ አበባ፣ ኅዳር 24/2019 (ኢዜአ)፦") and is labelled with the site's day. The footer's copyright year is
Ethiopian ("© 2019 ዓ.ም.").

Credits: Amharic bylines fuse the preposition **በ** ("by") to the first name: "በአበበ ከበደ" → "አበበ ከበደ"; "ኢዜአ"
(ENA, agency); the site itself for the Hajj story; K2's English "Written by Dr. Meron Tadesse" (honorific dropped).
Non-articles: the prayer-times page for Addis Ababa (Hijri, Ethiopian and Gregorian dates; times in the European
clock), the Ethiopian calendar and holidays page, and an English **soft 404** at a story URL."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import (
    AM_DAYS,
    ET_MONTHS,
    Base,
    _et_jdn,
    _from_jdn,
    blocks_html,
    et_am,
    et_en,
    ethiopian,
    hijri,
    local_iso,
    page,
    story,
    utc,
    weekday,
)
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.entotonews.test"
TAG = "ቡና"
QUERY = "ቡና"
ARTS = ["birr", "hajj", "coffee", "lightrail", "ena", "football", "oped", "interview"]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
HIJRI_AM = [
    "ሙሐረም",
    "ሰፈር",
    "ረቢዑል አወል",
    "ረቢዑል አኺር",
    "ጁማደል ኡላ",
    "ጁማደል አኺር",
    "ረጀብ",
    "ሻዕባን",
    "ረመዳን",
    "ሸዋል",
    "ዙል ቃዕዳ",
    "ዙል ሒጃ",
]
USERS = {
    "አበበ ከበደ": "312-abebekebede",
    "ሰላማዊት ተስፋዬ": "318-selamawittesfaye",
    "ዳዊት መንግሥቱ": "325-dawitmengistu",
    "Yonas Bekele": "330-yonasbekele",
    "Meron Tadesse": "341-merontadesse",
    "Hanna Girma": "336-hannagirma",
}


def ymd(local: str) -> tuple[int, int, int]:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return y, m, d


def et_clock(hhmm: str) -> str:
    """European '10:30' -> Ethiopian clock 'ከጠዋቱ 4:30' (hours counted from 06:00 and 18:00)."""
    h, m = (int(x) for x in hhmm.split(":"))
    period = "ከሌሊቱ" if h < 6 else "ከጠዋቱ" if h < 12 else "ከቀኑ" if h < 18 else "ከምሽቱ"
    eh = (h - 6) % 12 or 12
    return f"{period} {eh}:{m:02d}"


def am_date(local: str) -> str:
    """'2026-12-04 10:30' -> 'ዓርብ፣ ኅዳር 25 ቀን 2019 ዓ.ም. ከጠዋቱ 4:30'."""
    y, m, d = ymd(local)
    out = f"{AM_DAYS[weekday(y, m, d)]}፣ {et_am(y, m, d)}"
    time = local.partition(" ")[2]
    return f"{out} {et_clock(time)}" if time else out


def en_date(local: str) -> str:
    """'2026-12-05 01:30' -> 'Saturday, 05 December 2026 01:30 | Hidar 26, 2019 E.C.'."""
    y, m, d = ymd(local)
    time = local.partition(" ")[2]
    out = f"{EN_DAYS[weekday(y, m, d)]}, {d:02d} {EN_MONTHS[m - 1]} {y}"
    return f"{out} {time} | {et_en(y, m, d)}" if time else f"{out} | {et_en(y, m, d)}"


def hijri_am(y: int, m: int, d: int) -> str:
    hy, hm, hd = hijri(y, m, d)
    return f"{HIJRI_AM[hm - 1]} {hd}, {hy} ሂ."


def et_row(name: str, ey: int, em: int, ed: int) -> str:
    gy, gm, gd = _from_jdn(_et_jdn(ey, em, ed))
    return f"T: {name} | {ET_MONTHS[em - 1]} {ed} ቀን {ey} | {EN_MONTHS[gm - 1]} {gd}, {gy}"


class Entoto(Base):
    origin = ORIGIN
    name = "እንጦጦ ዜና"
    prefix = "ent"
    language = "am"
    page_ctype = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ent",
            [
                "#k2Container .itemTitle",
                ".itemDateCreated",
                ".itemIntroText p",
                ".itemFullText p",
                ".itemAuthorBlock",
                "#sp-header .sp-megamenu-parent > li > a",
                ".catItemView",
                ".moduletable .mod-articles-category",
                "#sp-footer",
                ".prayer-table td",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/am/",
                "home",
                "እንጦጦ ዜና",
                "joomla-k2-home",
                list=["hajj", "coffee", "lightrail", "ena", "football", "birr", "oped", "interview"],
                more="zena",
            )
        )
        add(
            page(
                "zena",
                "/am/zena",
                "section",
                "ዜና",
                "k2-category",
                list=["hajj", "coffee", "lightrail", "ena"],
                more="zena2",
            )
        )
        add(page("zena2", "/am/zena?start=10", "section", "ዜና", "k2-category-start10", list=["football"]))
        add(page("tag", f"/am/zena/itemlist/tag/{quote(TAG)}", "tag", TAG, "k2-tag", list=["coffee"]))
        add(
            page(
                "author",
                f"/am/zena/itemlist/user/{USERS['አበበ ከበደ']}",
                "author",
                "አበበ ከበደ",
                "k2-user",
                list=["lightrail"],
                bio="አበበ ከበደ የእንጦጦ ዜና የከተማና የመሠረተ ልማት ጉዳዮች ዘጋቢ ነው።",
            )
        )
        add(
            page(
                "search",
                f"/am/search?searchword={quote(QUERY)}&searchphrase=all",
                "search",
                f"ፍለጋ፦ {QUERY}",
                "joomla-search",
                list=["coffee"],
            )
        )
        add(
            page(
                "prayer",
                "/am/prayer-times",
                "prayer-times",
                "የሶላት ሰዓት፦ አዲስ አበባ",
                "prayer-times-table",
                [
                    f"{am_date('2026-12-05')} | {hijri_am(2026, 12, 5)} | December 5, 2026",
                    "T: ሶላት | ሰዓት",
                    "T: ፈጅር | 05:13",
                    "T: ፀሐይ መውጫ | 06:28",
                    "T: ዙህር | 12:17",
                    "T: ዐስር | 15:33",
                    "T: መግሪብ | 18:02",
                    "T: ዒሻእ | 19:12",
                    "ሰዓቶቹ በአውሮፓውያን አቆጣጠር (EAT) የተቀመጡ ናቸው። የሌሎች ከተሞች የሶላት ሰዓት ከዚህ በታች ይገኛል።",
                ],
            )
        )
        fasika = ethiopian(2027, 5, 2)
        add(
            page(
                "calendar",
                "/am/calendar",
                "calendar",
                "የኢትዮጵያ ቀን መቁጠሪያ እና በዓላት",
                "ethiopian-calendar-holidays",
                [
                    f"ዛሬ፦ {am_date('2026-12-05')} (Saturday, December 5, 2026)",
                    "T: በዓል | የኢትዮጵያ ቀን | ግሪጎሪያን",
                    et_row("ገና (የልደት በዓል)", 2019, 4, 29),
                    et_row("ጥምቀት", 2019, 5, 11),
                    et_row("የዓድዋ ድል በዓል", 2019, 6, 23),
                    et_row("ፋሲካ (የትንሣኤ በዓል)", *fasika),
                    "የኢትዮጵያ ቀን መቁጠሪያ 13 ወራት አሉት። 2019 ዓ.ም. ዘመነ ሉቃስ በመሆኑ ጳጉሜን 6 ቀናት ይኖሯታል።",
                    "ጨረቃን መሠረት ያደረጉ የእስልምና በዓላት ቀናት በኢትዮጵያ እስልምና ጉዳዮች ጠቅላይ ምክር ቤት ይፋ ይደረጋሉ።",
                ],
            )
        )
        add(
            page(
                "gone",
                "/en/news/item/4399-ethio-djibouti-railway-sets-freight-record",
                "not-found",
                "404 - Article not found",
                "soft-404-at-item-url",
                [
                    "The article you requested may have been removed, renamed or is temporarily unavailable. Please use the search or return to the home page."
                ],
                list=["birr", "oped", "interview"],
                lang="en",
            )
        )
        add(
            story(
                "lightrail",
                "/am/zena/item/4512-addis-light-rail-new-line",
                "የአዲስ አበባ ቀላል ባቡር በአዲስ መስመር ሊስፋፋ ነው",
                "2026-12-04",
                local_iso("2026-12-04 10:30", "+03:00"),
                "2026-12-04 10:30",
                ["አበበ ከበደ"],
                [
                    "የአዲስ አበባ ከተማ አስተዳደር የቀላል ባቡር አገልግሎትን ከአያት እስከ ለቡ የሚዘልቅ አዲስ መስመር በመገንባት ለማስፋፋት ማቀዱን አስታወቀ።",
                    "የከተማዋ ትራንስፖርት ቢሮ ኃላፊ ዛሬ በሰጡት መግለጫ እንደገለጹት፣ አዲሱ መስመር 24 ኪሎ ሜትር ርዝመት ያለው ሲሆን 18 ጣቢያዎች ይኖሩታል። ግንባታው በመጪው ዓመት ይጀመራል ተብሎ ይጠበቃል።",
                    "## የተሳፋሪዎች ቁጥር ጨምሯል",
                    "ቀላል ባቡሩ በአሁኑ ወቅት በቀን በአማካይ 120 ሺህ ተሳፋሪዎችን እያጓጓዘ ሲሆን፣ በተለይ በጠዋትና በማታ ሰዓታት ከፍተኛ መጨናነቅ እንደሚታይ ቢሮው ገልጿል።",
                    "FIG: ቀላል ባቡር | የአዲስ አበባ ቀላል ባቡር በመስቀል አደባባይ (ፎቶ፦ እንጦጦ ዜና)",
                    "ነዋሪዎች የአገልግሎቱን መስፋፋት በደስታ እንደሚቀበሉት ገልጸው፣ የባቡሮቹ ቁጥር እንዲጨምርና የጥበቃ ጊዜ እንዲያጥር ጠይቀዋል።",
                    "ቢሮው ለፕሮጀክቱ የሚያስፈልገውን ፋይናንስ ከልማት አጋሮች ጋር በመነጋገር ላይ መሆኑን አመልክቷል።",
                ],
                "fused-be-prefix-byline-ethiopian-clock",
                section="ዜና",
                ld="eat",
            )
        )
        add(
            story(
                "ena",
                "/am/zena/item/4508-meher-harvest-forecast",
                "በዘንድሮው የመኸር ወቅት ከ500 ሚሊዮን ኩንታል በላይ ምርት ይጠበቃል",
                "2026-12-04",
                None,
                "2026-12-04 08:15",
                [],
                [
                    "አዲስ አበባ፣ ኅዳር 24/2019 (ኢዜአ)፦ በዘንድሮው የመኸር ወቅት ከ500 ሚሊዮን ኩንታል በላይ ምርት እንደሚሰበሰብ ይጠበቃል ሲል የግብርና ሚኒስቴር አስታወቀ።",
                    "ሚኒስቴሩ እንዳስታወቀው በመኸር ወቅት ከ20 ሚሊዮን ሄክታር በላይ መሬት በተለያዩ ሰብሎች ተሸፍኗል። እስካሁን ከለማው መሬት ውስጥ 40 በመቶው ተሰብስቧል።",
                    "አርሶ አደሮች የደረሰውን ሰብል ከዝናብና ከተባይ ለመከላከል በወቅቱ እንዲሰበስቡ ሚኒስቴሩ አሳስቧል።",
                ],
                "agency-dateline-day-before-no-jsonld",
                section="ዜና",
                credit="ኢዜአ",
            )
        )
        add(
            story(
                "coffee",
                "/am/zena/item/4515-coffee-export-revenue",
                "የቡና ወጪ ንግድ በአራት ወራት 620 ሚሊዮን ዶላር ገቢ አስገኘ",
                "2026-12-04",
                "2019-03-25T14:00:00+03:00",
                "2026-12-04 14:00",
                ["ሰላማዊት ተስፋዬ"],
                [
                    "ኢትዮጵያ በ2019 በጀት ዓመት የመጀመሪያዎቹ አራት ወራት ወደ ውጭ ከላከችው ቡና 620 ሚሊዮን ዶላር ገቢ ማግኘቷን የኢትዮጵያ ቡናና ሻይ ባለሥልጣን አስታወቀ።",
                    "ባለሥልጣኑ እንዳለው በአራቱ ወራት ከ110 ሺህ ቶን በላይ ቡና ለውጭ ገበያ የቀረበ ሲሆን፣ ገቢው ካለፈው ዓመት ተመሳሳይ ወቅት ጋር ሲነጻጸር በ12 በመቶ ጨምሯል።",
                    "ጀርመን፣ ሳዑዲ ዓረቢያ፣ አሜሪካና ጃፓን ዋነኞቹ የኢትዮጵያ ቡና መዳረሻዎች መሆናቸውን ባለሥልጣኑ ገልጿል።",
                    "ላኪዎች በበኩላቸው የትራንስፖርት ወጪ መጨመርና የጥራት ቁጥጥር መዘግየት ተግዳሮት እንደሆነባቸው ተናግረዋል።",
                ],
                "ethiopian-date-as-iso-in-metadata",
                section="ኢኮኖሚ",
                ld="ec",
                tags=[TAG, "ወጪ ንግድ"],
            )
        )
        add(
            story(
                "hajj",
                "/am/zena/item/4517-hajj-1448-registration",
                "የ1448 ዓ.ሂ. የሐጅ ጉዞ ምዝገባ ተጀመረ",
                "2026-12-04",
                local_iso("2026-12-04 16:20", "+03:00"),
                "2026-12-04 16:20",
                [],
                [
                    "የኢትዮጵያ እስልምና ጉዳዮች ጠቅላይ ምክር ቤት የ1448 ዓ.ሂ. የሐጅ ጉዞ ተጓዦች ምዝገባ ከዛሬ ጀምሮ መካሄድ መጀመሩን አስታወቀ።",
                    "ምክር ቤቱ እንዳስታወቀው በዚህ ዓመት ከኢትዮጵያ 12 ሺህ ሐጃጆች ወደ ሳዑዲ ዓረቢያ ይጓዛሉ ተብሎ ይጠበቃል። ምዝገባው በአዲስ አበባና በክልል ከተሞች በሚገኙ ቢሮዎች ለሁለት ወራት ይቆያል።",
                    "ተጓዦች የታደሰ ፓስፖርትና የጤና ምርመራ ማስረጃ ማቅረብ እንደሚጠበቅባቸው ምክር ቤቱ ገልጿል።",
                    "የሐጅ ሥነ ሥርዓት በ1448 ዓ.ሂ. ዙል ሒጃ ወር የሚከናወን ሲሆን፣ ይህም በግንቦት 2019 ዓ.ም. አካባቢ ይውላል።",
                ],
                "three-calendars-site-as-author",
                section="ዜና",
                credit="እንጦጦ ዜና",
                three=True,
                ld="org",
            )
        )
        add(
            story(
                "football",
                "/am/sport/item/4503-hawassa-lakes-beat-addis-star",
                "ሀዋሳ ሐይቆች አዲስ ኮከብን 2 ለ 1 አሸነፈ",
                "2026-12-03",
                local_iso("2026-12-03 20:40", "+03:00"),
                "2026-12-03 20:40",
                ["ዳዊት መንግሥቱ"],
                [
                    "በኢትዮጵያ ፕሪሚየር ሊግ የ9ኛ ሳምንት ጨዋታ ሀዋሳ ሐይቆች አዲስ ኮከብን 2 ለ 1 በማሸነፍ የሊጉን መሪነት ተረከበ።",
                    "በሀዋሳ ዓለም አቀፍ ስታዲየም በተካሄደው ጨዋታ አዲስ ኮከብ በ23ኛው ደቂቃ ቀዳሚ ቢሆንም፣ ሀዋሳ ሐይቆች በሁለተኛው አጋማሽ ሁለት ግቦችን አስቆጥሮ ማሸነፍ ችሏል።",
                    "T: ደረጃ | ክለብ | ጨዋታ | ነጥብ",
                    "T: 1 | ሀዋሳ ሐይቆች | 9 | 20",
                    "T: 2 | አዲስ ኮከብ | 9 | 19",
                    "T: 3 | ባሕር ዳር ጣና | 9 | 17",
                    "T: 4 | ድሬ ብርሃን | 9 | 15",
                    "የሀዋሳ ሐይቆች አሰልጣኝ ከጨዋታው በኋላ በሰጡት አስተያየት ተጫዋቾቻቸው ያሳዩትን ጥንካሬ አድንቀዋል።",
                ],
                "evening-ethiopian-clock-league-table",
                section="ስፖርት",
                ld="eat",
            )
        )
        add(
            story(
                "birr",
                "/en/news/item/4520-nbe-fx-auction-birr-steadies",
                "National Bank sells $150 million at weekly FX auction as birr steadies",
                "2026-12-05",
                utc("2026-12-05 01:30", 180),
                "2026-12-05 01:30",
                ["Yonas Bekele"],
                [
                    "The National Bank of Ethiopia sold $150 million to commercial banks at its weekly foreign-exchange auction on Friday, with the weighted average rate settling at 152.40 birr to the dollar, almost unchanged from last week.",
                    "Twenty-two banks took part in the auction, the central bank said in a statement released after midnight. Bids totalled $214 million, meaning roughly seven in ten dollars requested were allocated.",
                    "The birr has traded in a narrow range since September, after losing more than half its value against the dollar in the year following the move to a market-based exchange rate in July 2024.",
                    "Importers say access to foreign currency has improved but remains uneven. “Large firms get their allocations quickly, while small importers still wait for weeks,” said the owner of a pharmaceutical import business in Addis Ababa.",
                    "The bank said it would continue the weekly auctions until the end of the fiscal year in July.",
                ],
                "english-k2-written-by-jsonld-utc-previous-day",
                section="Business",
                lang="en",
                ld="utc",
            )
        )
        add(
            story(
                "oped",
                "/en/opinion/item/4498-urban-water-crisis-needs-more-than-dams",
                "Ethiopia’s urban water crisis needs more than new dams",
                "2026-12-03",
                None,
                "2026-12-03",
                ["Meron Tadesse"],
                [
                    "Every dry season, residents of Addis Ababa’s fast-growing suburbs queue for water with yellow jerrycans. Some neighbourhoods receive piped water only two days a week. The city has added new reservoirs and boreholes, yet shortages persist.",
                    "The problem is not only supply. Utility data suggest that more than a third of the water produced in the capital is lost through leaking pipes and illegal connections before it reaches a tap.",
                    "## Fix the pipes first",
                    "Repairing the distribution network is less glamorous than inaugurating a dam, but it is cheaper and faster. Cities such as Kigali have cut losses sharply by dividing their networks into metered zones and fixing leaks street by street.",
                    "Tariffs also need reform. Flat fees reward heavy users and leave the utility without money for maintenance, while the poorest households, who buy from vendors, pay several times the official price.",
                    "Ethiopia’s cities will keep growing. Unless water is managed as carefully as it is produced, new dams will only fill leaking pipes.",
                ],
                "english-oped-honorific-no-jsonld",
                section="Opinion",
                lang="en",
                printed="Dr. Meron Tadesse",
                bio="Meron Tadesse (PhD) teaches public health at Addis Ababa University. The views expressed here are her own.",
            )
        )
        add(
            story(
                "interview",
                "/en/sport/item/4495-tigist-alemu-interview",
                "‘Altitude is our advantage, hard work is our secret’",
                "2026-12-02",
                local_iso("2026-12-02 11:00", "+03:00"),
                "2026-12-02 11:00",
                ["Hanna Girma"],
                [
                    "Tigist Alemu, 24, won the Frankfurt Marathon in October in 2:17:41, the fastest time by an Ethiopian woman this year. Back home in Bekoji, she spoke to Entoto News about training at altitude, her coach and her plans for next season.",
                    "Q: How did you start running? || I ran to school every day, six kilometres each way. A teacher noticed that I was always first and took me to the local club when I was 14.",
                    "Q: What is a normal training day for you? || We start at six in the morning on the forest trails near Bekoji, at almost 2,800 metres. In the afternoon I do a shorter run or gym work. On Sundays I rest and go to church with my family.",
                    "Q: Many people say altitude is the secret of Ethiopian runners. Is it? || Altitude is our advantage, but hard work is our secret. Many people live at altitude. Not everyone wakes up at five every morning for ten years.",
                    "Q: What is your next goal? || I want to represent Ethiopia at the world championships and win a medal. After that, I would like to help girls in my town to stay in school and in sport.",
                ],
                "english-qa-interview",
                section="Sport",
                lang="en",
                kicker="Interview",
                ld="eat",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def en(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "en"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - {'Entoto News' if self.en(doc) else 'እንጦጦ ዜና'}</title>",
            '<meta name="generator" content="Joomla! - Open Source Content Management">',
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link href="{esc(url)}" rel="canonical">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{"en_GB" if self.en(doc) else "am_ET"}">',
        ]
        mode = doc.extra.get("ld")
        if doc.is_article and mode:
            if mode == "ec":
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if mode == "org":
                author: object = {"@type": "Organization", "name": "እንጦጦ ዜና"}
            else:
                author = {
                    "@type": "Person",
                    "name": doc.authors[0],
                    "url": f"{ORIGIN}/am/zena/itemlist/user/{USERS[doc.authors[0]]}",
                }
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Entoto News",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.png"},
                },
                "inLanguage": "en" if self.en(doc) else "am",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        en = self.en(doc)
        items = (
            (
                ("home", "ዜና"),
                ("/en/news", "News"),
                ("/en/business", "Business"),
                ("/en/opinion", "Opinion"),
                ("/en/sport", "Sport"),
                ("home", "አማርኛ"),
            )
            if en
            else (
                ("home", "መነሻ"),
                ("zena", "ዜና"),
                ("/am/politics", "ፖለቲካ"),
                ("/am/economy", "ኢኮኖሚ"),
                ("/am/sport", "ስፖርት"),
                ("/am/art", "ኪነ ጥበብ"),
                ("prayer", "የሶላት ሰዓት"),
                ("/en/news", "English"),
            )
        )
        nav = "".join(f'<li class="sp-menu-item">{self.a(k, t, "nav")}</li>' for k, t in items)
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["birr", "hajj", "lightrail", "coffee", "interview"]
        )
        today = (
            "Saturday, 05 December 2026 | Hidar 26, 2019 E.C."
            if en
            else f"{am_date('2026-12-05')} | Saturday, December 5, 2026"
        )
        return f"""<!DOCTYPE html>
<html lang="{"en-gb" if en else "am-et"}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">
<link href="/components/com_k2/css/k2.css?v=2.11.20240212" rel="stylesheet">
<style>/*PAD*/</style>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script type="application/json" class="joomla-script-options new">{{"csrf.token":"5c1e8b0f3a9d2c7e4b6a1f0d9c8e7b6a","system.paths":{{"root":"","base":""}}}}</script>
</head>
<body class="site helix-ultimate com_k2 view-{"item" if doc.is_article else "itemlist"} layout-default task-none itemid-{len(doc.path) * 7}">
<div class="body-wrapper"><div class="body-innerwrapper">
<div id="sp-top-bar"><div class="container"><span class="sp-date">{today}</span> <a href="/am/login">ግባ</a></div></div>
<header id="sp-header"><div class="container"><div class="logo"><a href="/am/"><img class="logo-image" src="/images/logo.png" alt="እንጦጦ ዜና Entoto News"></a><span class="site-name">{"Entoto News" if en else "እንጦጦ ዜና"}</span></div>
<nav class="sp-megamenu-wrapper"><ul class="sp-megamenu-parent">{nav}</ul></nav>
<div class="sp-module search"><form action="/am/search" method="get"><input name="searchword" type="search" placeholder="ፈልግ"><input type="hidden" name="searchphrase" value="all"><button>ፈልግ</button></form></div></div></header>
<div class="sp-module ad-leaderboard"><a href="https://ads.entotonews.test/banner/17"><img src="/images/banners/bank-970x90.jpg" alt="" width="970" height="90"></a></div>
<section id="sp-main-body"><div class="container"><div class="row"><main id="sp-component" class="col-lg-8">
{main}
</main>
<aside id="sp-right" class="col-lg-4"><div class="sp-module"><h3 class="sp-module-title">በብዛት የተነበቡ</h3><ul class="mod-articles-category">{popular}</ul></div>
<div class="sp-module"><h3 class="sp-module-title">አገልግሎቶች</h3>{self.a("prayer", "የሶላት ሰዓት", "aside")} | {self.a("calendar", "የቀን መቁጠሪያ", "aside")}</div>
<div class="sp-module"><h3 class="sp-module-title">ተፈላጊ ርዕሶች</h3>{self.a("tag", TAG, "aside")} | {self.a("search", "የቡና ዋጋ", "aside")} | <a href="/am/zena/itemlist/tag/%E1%89%A3%E1%89%A1%E1%88%AD">ባቡር</a></div></aside>
</div></div></section>
<footer id="sp-footer"><div class="container"><p>አድራሻ፦ ቦሌ ክፍለ ከተማ፣ ወረዳ 3፣ አዲስ አበባ | ስልክ፦ +251 11 661 2345 | ኢሜይል፦ info@entotonews.test</p>
<p><a href="/am/about">ስለ እኛ</a> | <a href="/am/contact">ያግኙን</a> | <a href="/am/privacy">የግላዊነት ፖሊሲ</a> | <a href="/am/rss">RSS</a> | <a href="https://www.facebook.com/entotonews.test">Facebook</a> | <a href="https://t.me/entotonews_test">Telegram</a> | <a href="https://x.com/entotonews_test">X</a></p>
<p class="copyright">© 2019 ዓ.ም. እንጦጦ ዜና። መብቱ በሕግ የተጠበቀ ነው።</p></div></footer>
<div class="cookie-consent">{"This site uses cookies to improve your experience." if en else "ይህ ድረ ገጽ የተሻለ አገልግሎት ለመስጠት ኩኪዎችን ይጠቀማል።"} <button>{"Accept" if en else "እሺ"}</button></div>
</div></div>
<script src="/templates/shaper_helixultimate/js/main.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        en = self.en(doc)
        if en:
            date = en_date(doc.stamp)
        elif doc.extra.get("three"):
            y, m, d = ymd(doc.stamp)
            date = f"{am_date(doc.stamp)} | {hijri_am(y, m, d)} | {EN_MONTHS[m - 1]} {d}, {y}"
        else:
            date = am_date(doc.stamp)
        if doc.extra.get("credit"):
            author = f'<span class="itemAuthor">{esc(doc.extra["credit"])}</span>'
        elif en:
            a = doc.authors[0]
            author = f'<span class="itemAuthor">Written by <a rel="author" href="/en/news/itemlist/user/{USERS[a]}">{esc(doc.extra.get("printed", a))}</a></span>'
        else:
            author = f'<span class="itemAuthor">በ{esc(doc.authors[0])}</span>'
        kicker = f'<span class="itemExtraField">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        intro = self.blocks_of(doc, 0, 1)
        full = self.blocks_of(doc, 1, None)
        bio = f'<div class="itemAuthorBio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        author_block = ""
        if doc.authors and not en:
            a = doc.authors[0]
            key = "author" if a == "አበበ ከበደ" else f"/am/zena/itemlist/user/{USERS[a]}"
            author_block = f'<div class="itemAuthorBlock"><img class="itemAuthorAvatar" src="/media/k2/users/{USERS[a].split("-")[0]}.jpg" alt=""><div class="itemAuthorDetails"><h3 class="itemAuthorName">{self.a(key, a, "byline")}</h3><p>ሌሎች ጽሑፎችን ይመልከቱ</p></div></div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="itemTagsBlock"><span>መለያዎች</span><ul class="itemTags">'
                + "".join(
                    f"<li>{self.a('tag' if t == TAG else f'/am/zena/itemlist/tag/{quote(t)}', t, 'tag')}</li>"
                    for t in doc.extra["tags"]
                )
                + "</ul></div>"
            )
        extra_rel = ""
        if doc.key == "birr":
            extra_rel = f"<li>{self.a('gone', 'Ethio-Djibouti railway sets freight record', 'related')}</li>"
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<div id="k2Container" class="itemView itemIsFeatured">
<div class="itemHeader">
<span class="itemDateCreated">{date}</span>
{kicker}<h2 class="itemTitle">{esc(doc.title)}</h2>
{author}
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{esc(doc.path)}?tmpl=component&amp;print=1">{"Print" if en else "አትም"}</a></li><li><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a></li><li><a href="https://t.me/share/url?url={u}">Telegram</a></li></ul></div>
<div class="itemImageBlock"><span class="itemImage"><img src="/media/k2/items/cache/{doc.path.split("/item/")[1].split("-")[0]}_L.jpg" alt="{esc(doc.title)}"></span></div>
<div class="itemBody">
<div class="itemIntroText">{intro}</div>
<div class="itemFullText">{full}</div>
</div>
{bio}
{tags}
{author_block}
<div class="itemRelated"><h3>{"Related items" if en else "ተዛማጅ ዜናዎች"}</h3><ul>{extra_rel}{rel}</ul></div>
<div class="itemComments"><h3>{"Leave a comment" if en else "አስተያየት ይስጡ"}</h3></div>
</div>"""

    def blocks_of(self, doc: Doc, start: int, end: int | None) -> str:
        return blocks_html(self, doc.blocks[start:end])

    def listing_main(self, doc: Doc) -> str:
        en = self.en(doc)
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = en_date(d.stamp) if self.en(d) else am_date(d.stamp)
            items.append(
                f'<div class="itemContainer"><div class="catItemView"><div class="catItemHeader"><span class="catItemDateCreated">{when}</span><h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3></div><div class="catItemIntroText">{esc(self.lede(d))}</div></div></div>'
            )
        head = f'<div class="itemListCategory"><h2>{esc(doc.title)}</h2></div>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="sr-only">እንጦጦ ዜና</h1>'
            extra = f'<div class="moduletable"><h3>አገልግሎቶች</h3>{self.a("calendar", "የኢትዮጵያ ቀን መቁጠሪያ", "content")} | {self.a("prayer", "የሶላት ሰዓት፦ አዲስ አበባ", "content")} | {self.a("zena", "ተጨማሪ ዜናዎች", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="userView"><img src="/media/k2/users/312.jpg" alt="" width="100"><h2 class="userName">{esc(doc.title)}</h2><p class="userDescription">{esc(doc.extra["bio"])}</p></div>'
            extra = '<div class="itemContainer"><h3 class="catItemTitle"><a href="/am/zena/item/4460-bole-road-expansion">የቦሌ መንገድ ማስፋፊያ ግንባታ ተጠናቀቀ</a></h3></div>'
        elif doc.kind == "tag":
            head = f'<div class="tagView"><h2>መለያ፦ {esc(doc.title)}</h2></div>'
            extra = '<div class="itemContainer"><h3 class="catItemTitle"><a href="/am/zena/item/4412-coffee-ceremony-festival">የቡና ሥነ ሥርዓት ፌስቲቫል በጅማ ተካሄደ</a></h3></div>'
        elif doc.kind == "search":
            head = f'<div class="search"><h1>{esc(doc.title)}</h1><form action="/am/search"><input name="searchword" value="{esc(QUERY)}"><button>ፈልግ</button></form><p class="searchintro">ጠቅላላ ውጤቶች፦ 2</p></div>'
            extra = '<div class="itemContainer"><h3 class="catItemTitle"><a href="/am/zena/item/4412-coffee-ceremony-festival">የቡና ሥነ ሥርዓት ፌስቲቫል በጅማ ተካሄደ</a></h3></div>'
        elif doc.kind == "not-found":
            head = f'<div class="error-page"><h1>{esc(doc.title)}</h1><p>{esc(doc.blocks[0][1])}</p><p>{self.a("home", "Go to the home page", "content")}</p><h3>Latest news</h3></div>'
        pager = ""
        if doc.key == "zena":
            pager = f'<nav class="pagination__wrapper"><ul class="pagination"><li class="active page-item"><span class="page-link">1</span></li><li class="page-item">{self.a("zena2", "2", "pagination", "class=page-link")}</li><li class="page-item"><a class="page-link" href="/am/zena?start=20">3</a></li><li class="page-item">{self.a("zena2", "ቀጣይ", "pagination", "class=page-link")}</li></ul></nav>'
        elif doc.key == "zena2":
            pager = f'<nav class="pagination__wrapper"><ul class="pagination"><li class="page-item">{self.a("zena", "ቀዳሚ", "pagination", "class=page-link")}</li><li class="page-item">{self.a("zena", "1", "pagination", "class=page-link")}</li><li class="active page-item"><span class="page-link">2</span></li><li class="page-item"><a class="page-link" href="/am/zena?start=20">3</a></li></ul></nav>'
            extra = '<div class="itemContainer"><h3 class="catItemTitle"><a href="/am/zena/item/4488-tana-lake-water-hyacinth">በጣና ሐይቅ የእምቦጭ አረም ማስወገድ ዘመቻ ተጀመረ</a></h3></div>'
        lang_attr = ' lang="en"' if en else ""
        return f'<div id="k2Container" class="itemListView"{lang_attr}>{head}<div class="itemList">{"".join(items)}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc).replace('<table class="data">', '<table class="prayer-table table">')
        others = ""
        if doc.kind == "prayer-times":
            others = '<ul class="other-cities"><li><a href="/am/prayer-times/dire-dawa">ድሬዳዋ</a></li><li><a href="/am/prayer-times/harar">ሐረር</a></li><li><a href="/am/prayer-times/jimma">ጅማ</a></li><li><a href="/am/prayer-times/dessie">ደሴ</a></li></ul>'
        return (
            f'<div class="item-page"><div class="page-header"><h1>{esc(doc.title)}</h1></div>\n{html}\n{others}</div>'
        )
