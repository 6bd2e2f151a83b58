# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Ge'ez script and its punctuation are deliberate)
"""ዋልያ ዜና Walia Zena: an Ethiopian news site in Amharic on **Drupal 10** (`node--type-article`,
`field--name-body`, `field--name-field-tags`, RDFa `schema:` attributes, `/article/<nid>` aliases with a
`/node/<nid>` shortlink, the Views pager's 0-based `?page=1` for page 2 written as a query-only href,
`/taxonomy/term/<tid>`, `/search/node?keys=`), UTF-8. Dates are printed in the **Ethiopian calendar** ("ዓርብ ኅዳር 25,
2019 ዓ.ም." = Friday 4 December 2026). The Gregorian time is in an `article:published_time` meta written with
Drupal's `O` offset ("+0300", no colon) on most stories, plus a `NewsArticle` JSON-LD (schema_metatag) whose author
is the site (Organization) on the rail story and the reporters on the exam story; the teff story has only a
`<time datetime>` in **UTC** (22:15Z on 3 Dec = 01:15 on 4 Dec in Addis Ababa) and the measles story carries no
Gregorian date at all. The node's "submitted by" user is a web-editor account, not the reporter: the reporter is
in a `field--name-field-reporter` line ("ዘጋቢ፦ …", "ዘጋቢዎች፦ … እና …", "ቃለ ምልልስ፦ …", "ጸሐፊ፦ ዶ/ር …"), or typed
as a bold first line of the body with the preposition glued on ("በዳዊት መኮንን" = by Dawit Mekonnen); an agency
credit "ምንጭ፦ ኢዜአ" (Ethiopian News Agency) names no person."""

from __future__ import annotations

import json

from common import ET_MONTHS, ET_WEEKDAYS, Base, ethiopian, iso_utc, page, story, when
from sitekit import Doc, Link, css_rules, esc

HL, ABOUT, PAGE2, NEXT, PREV = (
    'hreflang="am"',
    'property="schema:about" hreflang="am"',
    'title="Go to page 2"',
    'title="Go to next page" rel="next"',
    'rel="prev"',
)
ARTS = ["exam", "brief", "teff", "coffee", "measles", "rail", "marathon", "opinion"]
OLD = [
    ("/article/41688", "የኢትዮ-ጅቡቲ የባቡር መስመር የጭነት መጠን ጨመረ", "ኅዳር 20, 2019 ዓ.ም."),
    ("/article/41652", "በሐዋሳ ከተማ የሚካሄደው የቱሪዝም ሳምንት ተጀመረ", "ኅዳር 19, 2019 ዓ.ም."),
    ("/article/41617", "የብሔራዊ ባንክ የውጭ ምንዛሪ ጨረታ ውጤት ይፋ ሆነ", "ኅዳር 18, 2019 ዓ.ም."),
    ("/article/41590", "ዋልያዎቹ ለአፍሪካ ዋንጫ ማጣሪያ ዝግጅት ጀመሩ", "ኅዳር 17, 2019 ዓ.ም."),
]


def et_stamp(local: str, weekday: bool = False) -> tuple[str, str]:
    dt = when(local, "+03:00")
    y, m, d = ethiopian(dt.date())
    text = f"{ET_MONTHS[m - 1]} {d}, {y} ዓ.ም."
    if weekday:
        text = f"{ET_WEEKDAYS[dt.weekday()]} {text}"
    return dt.date().isoformat(), text


def am_story(key: str, nid: int, title: str, local: str, meta: str | None, authors: list[str], lines: list[str],
             shape: str, weekday: bool = False, **extra: object) -> Doc:  # fmt: skip
    dt = when(local, "+03:00")
    day, stamp = et_stamp(local, weekday)
    iso = None
    if meta in ("meta", "ld"):
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S%z")  # Drupal's "O": +0300
    elif meta == "time_utc":
        iso = iso_utc(dt)
    return story(key, f"/article/{nid}", title, day, iso, stamp, authors, lines, shape, meta=meta, nid=nid,
                 iso_colon=dt.isoformat(), **extra)  # fmt: skip


class Walia(Base):
    origin = "https://www.waliazena.test"
    name = "ዋልያ ዜና"
    prefix = "wlz"
    language = "am"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wlz",
            [
                ".region-header",
                ".node--type-article",
                ".field--name-body",
                ".field--name-field-tags",
                ".views-row",
                ".pager__items",
                ".region-footer",
                ".block-views-blockmost-read-block-1",
            ],
            250,
        )

    def raw_a(self, key: str, href: str, text: str, zone: str, attrs: str = "") -> str:
        """A link written as the CMS writes it (a query-only href), recorded like any other."""
        self.links.append(Link(self.current, key, zone, text))
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(href)}"{extra}>{esc(text)}</a>'

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ዋልያ ዜና",
                "drupal-front",
                list=["exam", "brief", "teff", "coffee", "measles", "rail", "marathon", "opinion"],
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "ዜና",
                "views-page",
                list=["exam", "brief", "teff", "coffee", "measles", "rail"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=1",
                "section",
                "ዜና",
                "views-page-zero-based-page2",
                list=["marathon", "opinion"],
                old=True,
            )
        )
        add(page("tag", "/taxonomy/term/87", "tag", "ኢኮኖሚ", "taxonomy-term", list=["teff", "coffee"], old=True))
        add(
            page(
                "author",
                "/reporter/selamawit-tadesse",
                "author",
                "ሰላማዊት ታደሰ",
                "reporter-term",
                list=["exam", "coffee", "marathon"],
            )
        )
        add(page("search", "/search/node?keys=ባቡር", "search", "ፍለጋ", "drupal-core-search", list=["rail"], old=True))
        add(page("about", "/about-us", "about", "ስለ እኛ", "basic-page", [
            "ዋልያ ዜና በ2008 ዓ.ም. የተመሠረተ የግል የዜና ድረ ገጽ ነው። ዋና መሥሪያ ቤቱ በአዲስ አበባ ቦሌ ክፍለ ከተማ ይገኛል።",
            "ዓላማችን ወቅታዊ፣ ሚዛናዊና ትክክለኛ መረጃዎችን በአማርኛ ለአንባቢዎቻችን ማድረስ ነው። በአዲስ አበባና በክልል ከተሞች የሚገኙ ከ40 በላይ ዘጋቢዎችና አርታኢዎች አሉን።",
            "## ያግኙን",
            "- ስልክ፦ +251 11 555 0199",
            "- ኢሜይል፦ info@waliazena.test",
            "- ፖ.ሣ.ቁ. 12345 አዲስ አበባ",
        ]))  # fmt: skip
        add(page("privacy", "/privacy-policy", "policy", "የግላዊነት ፖሊሲ", "basic-page-updated", [
            "ለመጨረሻ ጊዜ የተሻሻለው፦ ጥቅምት 1, 2019 ዓ.ም.",
            "ዋልያ ዜና የአንባቢዎቹን የግል መረጃ ለመጠበቅ ቁርጠኛ ነው። ለጋዜጣ መልእክት (ኒውስሌተር) ሲመዘገቡ የሚሰጡን የኢሜይል አድራሻ ለሌላ ሦስተኛ ወገን አይተላለፍም።",
            "ድረ ገጻችን የጎብኚዎችን ቁጥርና የአጠቃቀም ሁኔታ ለማወቅ ኩኪዎችን ይጠቀማል። ኩኪዎችን በአሳሽዎ ቅንብር ማጥፋት ይችላሉ።",
            "ስለዚህ ፖሊሲ ጥያቄ ካለዎት በ privacy@waliazena.test ይጻፉልን።",
        ]))  # fmt: skip
        add(page("video", "/video/41795", "video", "ቪዲዮ፦ የመርካቶ ገበያ በበዓል ዋዜማ", "video-node-one-line",
                 caption="የገና በዓል ሲቃረብ በመርካቶ የሚታየውን የገበያ እንቅስቃሴ የሚያሳይ አጭር ቪዲዮ።"))  # fmt: skip

        add(am_story(
            "exam", 41851, "የ12ኛ ክፍል ብሔራዊ ፈተና ውጤት ይፋ ሆነ", "2026-12-04 10:30", "ld", ["ሰላማዊት ታደሰ", "ዳዊት መኮንን"],
            [
                "የትምህርት ምዘናና ፈተናዎች አገልግሎት የ2018 ዓ.ም. የ12ኛ ክፍል ብሔራዊ መልቀቂያ ፈተና ውጤትን ዛሬ ይፋ አደረገ። ፈተናውን ከወሰዱት 612 ሺህ ተማሪዎች መካከል ወደ ዩኒቨርሲቲ ለመግባት የሚያስችለውን 50 በመቶና ከዚያ በላይ ውጤት ያመጡት 8 ነጥብ 7 በመቶ ብቻ ናቸው።",
                "የአገልግሎቱ ዋና ዳይሬክተር አቶ ሳሙኤል ክፍሌ በሰጡት ጋዜጣዊ መግለጫ እንደገለጹት፣ ዘንድሮ ያለፉት ተማሪዎች ድርሻ ከዓምናው ጋር ሲነጻጸር በ2 ነጥብ 3 በመቶ ጨምሯል። «ውጤቱ አሁንም ዝቅተኛ ቢሆንም መሻሻል እየታየ ነው። ፈተናውን በዩኒቨርሲቲዎች ውስጥ መስጠታችን ኩረጃን ሙሉ በሙሉ ማለት በሚቻል ደረጃ አስቀርቷል» ብለዋል።",
                "ፈተናው በ2018 ዓ.ም. ሐምሌ ወር በ46 ዩኒቨርሲቲዎች ውስጥ በሁለት ዙር የተሰጠ ሲሆን፣ ከተፈታኞቹ መካከል 52 በመቶ ያህሉ ሴቶች ነበሩ። በዘንድሮው ፈተና የሴት ተማሪዎች ውጤት መሻሻል ማሳየቱም ተገልጿል፤ 50 በመቶና ከዚያ በላይ ካመጡት ተማሪዎች መካከል 44 በመቶ ያህሉ ሴቶች መሆናቸውን ዋና ዳይሬክተሩ ጠቅሰዋል።",
                "## ዋና ዋና ቁጥሮች",
                "- ፈተናውን የወሰዱ ተማሪዎች፦ 612,340",
                "- 50 በመቶና ከዚያ በላይ ያመጡ፦ 53,274",
                "- ከፍተኛው ውጤት በተፈጥሮ ሳይንስ፦ 667 ከ700",
                "- ከፍተኛው ውጤት በማኅበራዊ ሳይንስ፦ 589 ከ600",
                "- ሁሉም ተማሪዎቻቸው ያለፉ ትምህርት ቤቶች፦ 41",
                "ከፍተኛውን ውጤት ያስመዘገበችው የባሕር ዳር ነዋሪዋ ተማሪ ሩት አለማየሁ ስትሆን፣ በተፈጥሮ ሳይንስ ዘርፍ ከ700 ውስጥ 667 አምጥታለች።",
                "በአንጻሩ በርካታ ትምህርት ቤቶች አንድም ተማሪ ያላሳለፉ መሆናቸው ተገልጿል። የትምህርት ባለሙያዎች ችግሩ ከታችኛው የክፍል ደረጃ የሚጀምር መሆኑን ጠቅሰው፣ በመምህራን ሥልጠናና በትምህርት ቁሳቁስ አቅርቦት ላይ ትኩረት እንዲደረግ ይመክራሉ።",
                "FIG: ተማሪዎች | ተማሪዎች ውጤታቸውን በስልካቸው ሲመለከቱ (ፎቶ፦ ዋልያ ዜና)",
                "በአዲስ አበባ የአንድ የግል ትምህርት ቤት ርእሰ መምህር የሆኑት ወ/ሮ መሠረት ታደሰ፣ «ተማሪዎቻችን ለፈተናው ለሁለት ዓመት ተዘጋጅተዋል። ከ84ቱ ተማሪዎቻችን 71ዱ አልፈዋል» ሲሉ ደስታቸውን ገልጸዋል።",
                "ተማሪዎች ውጤታቸውን በአገልግሎቱ ድረ ገጽ ወይም በአጭር የጽሑፍ መልእክት መመልከት እንደሚችሉ ተገልጿል። በውጤቱ ላይ ቅሬታ ያላቸው ተማሪዎች እስከ ታኅሣሥ 10 ቀን 2019 ዓ.ም. ድረስ ቅሬታቸውን ማቅረብ ይችላሉ።",
                "ያለፉት ተማሪዎች ወደ ዩኒቨርሲቲ የሚመደቡበት የመቁረጫ ነጥብ በቀጣዮቹ ሁለት ሳምንታት ውስጥ ይፋ እንደሚሆን፣ ያላለፉ ተማሪዎች ደግሞ በማካካሻ (ሬሜዲያል) ፕሮግራም የሚገቡበት ዕድል እንደሚመቻች ተገልጿል።",
            ],
            "two-reporters-field-list-jsonld", weekday=True, credit="ዘጋቢዎች፦", section="ትምህርት",
        ))  # fmt: skip
        add(am_story(
            "brief", 41849, "የአዲስ አበባ-አዳማ የፍጥነት መንገድ ለስድስት ሰዓታት ይዘጋል", "2026-12-04 08:10", "meta", [],
            [
                "የኢትዮጵያ መንገዶች አስተዳደር በአዲስ አበባ-አዳማ የፍጥነት መንገድ የዱከም መውጫ አካባቢ የሚገኝን ድልድይ ለመጠገን መንገዱ እሑድ ኅዳር 27 ቀን 2019 ዓ.ም. ከጠዋቱ 12 ሰዓት እስከ ቀኑ 6 ሰዓት ለተሽከርካሪዎች ዝግ እንደሚሆን አስታወቀ።",
                "አስተዳደሩ አሽከርካሪዎች በዚህ ጊዜ የቀድሞውን የአዲስ አበባ-ሞጆ መንገድ እንዲጠቀሙ አሳስቧል።",
            ],
            "two-paragraph-brief-agency-source", source="ምንጭ፦ ኢዜአ", section="ዜና",
        ))  # fmt: skip
        add(am_story(
            "teff", 41846, "የጤፍ ዋጋ በአዲስ አበባ ገበያዎች እንደገና ጨመረ", "2026-12-04 01:15", "time_utc", ["ሄኖክ አበበ"],
            [
                "በአዲስ አበባ ገበያዎች የጤፍ ዋጋ ባለፉት ሁለት ሳምንታት በኩንታል እስከ 1,500 ብር መጨመሩን ሸማቾችና ነጋዴዎች ተናገሩ።",
                "ዋልያ ዜና ባለፈው ሳምንት በመርካቶ፣ በሾላና በአቃቂ ገበያዎች ባደረገው ቅኝት አንድ ኩንታል ነጭ ማኛ ጤፍ ከ14,500 እስከ 15,000 ብር፣ ሰርገኛ ጤፍ ደግሞ ከ12,000 እስከ 12,800 ብር ሲሸጥ ተመልክቷል።",
                "በመርካቶ የእህል ነጋዴ የሆኑት አቶ ሙሉጌታ ደሳለኝ፣ «አዲሱ ምርት ገበያ ላይ ቢደርስም ከክልሎች የሚመጣው የጤፍ መጠን ቀንሷል። የትራንስፖርት ዋጋ መጨመሩም በዋጋው ላይ ተጽዕኖ አሳድሯል» ብለዋል።",
                "በሌላ በኩል የቤት እመቤት የሆኑት ወ/ሮ ፀሐይ ገብሬ በወር ሁለት ጊዜ ጤፍ እንደሚገዙ ገልጸው፣ «ከሦስት ወር በፊት በ11,000 ብር የገዛሁትን ጤፍ ዛሬ በ14,500 ብር ገዛሁ። ደመወዛችን ግን አልጨመረም» ሲሉ ቅሬታቸውን አሰምተዋል።",
                "በአቃቂ ገበያ ጤፍ የሚሸጡት ወጣቱ ነጋዴ ሰለሞን ታደለ ደግሞ ደንበኞቻቸው ከሙሉ ኩንታል ይልቅ ግማሽና ሩብ ኩንታል መግዛት መጀመራቸውን ተናግረዋል። «ብዙዎቹ ከጤፍ ጋር ስንዴና በቆሎ እየቀላቀሉ እንጀራ መጋገር ጀምረዋል» ብለዋል።",
                "## የመንግሥት ምላሽ",
                "የአዲስ አበባ ከተማ ንግድ ቢሮ በበኩሉ የዋጋ ጭማሪውን ለማረጋጋት በሸማቾች ማኅበራት በኩል 200 ሺህ ኩንታል ጤፍ በተመጣጣኝ ዋጋ ለማቅረብ ዝግጅት ማድረጉን አስታውቋል። የቢሮው ምክትል ኃላፊ አቶ ታምራት በቀለ፣ ሕገወጥ ክምችት በሚያካሂዱ ነጋዴዎች ላይ ቁጥጥር መጠናከሩንና ባለፉት ሁለት ሳምንታት ብቻ 37 የንግድ ድርጅቶች መታሸጋቸውን ገልጸዋል።",
                "የኢትዮጵያ ስታቲስቲክስ አገልግሎት ባወጣው የጥቅምት ወር መረጃ መሠረት የምግብ ዋጋ ግሽበት 19 ነጥብ 4 በመቶ ደርሷል።",
                "FIG: ጤፍ | በመርካቶ የእህል በረንዳ ለሽያጭ የቀረበ ጤፍ",
                "የኢኮኖሚ ባለሙያዎች የጤፍ ዋጋ ጭማሪ የማዳበሪያ ዋጋ መናርና በአንዳንድ አካባቢዎች የተከሰተው የዝናብ እጥረት ውጤት መሆኑን ይገልጻሉ። አርሶ አደሩ ምርታማነቱን እንዲያሳድግ የግብዓት አቅርቦትን ማሻሻል አስፈላጊ መሆኑንም ይመክራሉ።",
            ],
            "utc-time-element-previous-day", credit="ዘጋቢ፦", tag=True, section="ኢኮኖሚ",
        ))  # fmt: skip
        add(am_story(
            "coffee", 41833, "ኢትዮጵያ በአራት ወራት ከቡና ወጪ ንግድ 612 ሚሊዮን ዶላር አገኘች", "2026-12-03 10:20", "meta", ["ሰላማዊት ታደሰ"],
            [
                "ኢትዮጵያ በ2019 በጀት ዓመት የመጀመሪያዎቹ አራት ወራት ወደ ውጭ ከላከችው ቡና 612 ሚሊዮን የአሜሪካ ዶላር ገቢ ማግኘቷን የኢትዮጵያ ቡናና ሻይ ባለሥልጣን አስታወቀ።",
                "የባለሥልጣኑ የገበያ ልማት ዳይሬክተር አቶ ገመቹ ዲሪባ ለዋልያ ዜና እንደገለጹት፣ በአራቱ ወራት 98 ሺህ ቶን ቡና ወደ ውጭ ለመላክ ታቅዶ 104 ሺህ ቶን መላክ ተችሏል። ገቢውም ከዕቅዱ በ7 በመቶ ብልጫ አሳይቷል።",
                "ከዓምናው ተመሳሳይ ወቅት ጋር ሲነጻጸር የተላከው የቡና መጠን በ11 በመቶ፣ ገቢው ደግሞ በ9 በመቶ ማደጉን ዳይሬክተሩ ተናግረዋል። ለዕድገቱ ዋነኛ ምክንያት በዓለም ገበያ የቡና ዋጋ ከፍ ብሎ መቆየቱና በቡና ንግድ የተሰማሩ ላኪዎች ቁጥር መጨመሩ እንደሆነ አስረድተዋል።",
                "## ዋና መዳረሻ አገሮች",
                "የኢትዮጵያ ቡና በዋናነት ወደ ጀርመን፣ ሳዑዲ ዓረቢያ፣ አሜሪካ፣ ጃፓንና ቤልጂየም የተላከ ሲሆን፣ ጀርመን ብቻዋን ከአጠቃላይ መጠኑ 18 በመቶ ያህሉን ገዝታለች። የቻይናና የደቡብ ኮሪያ ገበያዎች ፍላጎትም በየዓመቱ እየጨመረ መምጣቱ ተገልጿል።",
                "ባለሥልጣኑ በበጀት ዓመቱ በአጠቃላይ 420 ሺህ ቶን ቡና በመላክ 2 ነጥብ 1 ቢሊዮን ዶላር ለማግኘት አቅዷል።",
                "የቡና ላኪዎች ማኅበር ፕሬዚዳንት አቶ ዮሐንስ በዛብህ በበኩላቸው፣ የውጭ ምንዛሪ ተመን ማሻሻያው ላኪዎችን ተጠቃሚ ቢያደርግም የትራንስፖርትና የወደብ ወጪዎች መጨመራቸውን ገልጸዋል። «ቡናችን ከጅቡቲ ወደብ ለመውጣት አንዳንድ ጊዜ ከሦስት ሳምንት በላይ ይቆያል። ይህ ደግሞ ከገዢዎቻችን ጋር ያለንን ግንኙነት ይጎዳል» ብለዋል።",
                "## የጥራት ችግሮች",
                "ምንም እንኳ ገቢው ቢጨምርም በአንዳንድ አካባቢዎች የቡና ጥራት ችግሮች አሁንም መኖራቸውን ባለሙያዎች ይገልጻሉ። በጅማ ዞን የቡና አርሶ አደር የሆኑት አቶ ከድር ሁሴን፣ «ቡናውን በአግባቡ የምናደርቅበት ዘመናዊ አልጋ ስለሌለን ብዙ ጊዜ ዋጋው ይቀንስብናል» ብለዋል።",
                "ባለሥልጣኑ በበኩሉ ለአርሶ አደሮች የማድረቂያ አልጋዎችንና ሥልጠና ለማቅረብ ከክልሎች ጋር እየሠራ መሆኑን አስታውቋል። ሕገወጥ የቡና ዝውውርን ለመከላከልም በድንበር አካባቢዎች ቁጥጥር መጠናከሩን ገልጿል።",
                "ቡና ለኢትዮጵያ ከፍተኛ የውጭ ምንዛሪ ከሚያስገኙ ምርቶች ቀዳሚው ሲሆን፣ ከ5 ሚሊዮን በላይ አርሶ አደሮች ኑሯቸውን በቡና ምርት ላይ መሥርተዋል።",
            ],
            "reporter-field-meta-no-colon", credit="ዘጋቢ፦", tag=True, section="ኢኮኖሚ",
        ))  # fmt: skip
        add(am_story(
            "measles", 41821, "ከ5 ሚሊዮን በላይ ሕፃናትን ለመከተብ የኩፍኝ ዘመቻ ተጀመረ", "2026-12-02 14:00", None, ["ሄኖክ አበበ"],
            [
                "የጤና ሚኒስቴር ዕድሜያቸው ከ9 ወር እስከ 5 ዓመት የሆኑ ከ5 ሚሊዮን በላይ ሕፃናትን የሚያዳርስ የኩፍኝ ክትባት ዘመቻ ዛሬ በይፋ አስጀመረ።",
                "ዘመቻው ለ10 ቀናት የሚቆይ ሲሆን፣ በአማራ፣ በኦሮሚያ፣ በሶማሌና በደቡብ ኢትዮጵያ ክልሎች በሚገኙ 214 ወረዳዎች ይካሄዳል። ክትባቱ በጤና ተቋማት፣ በትምህርት ቤቶችና በጊዜያዊ የክትባት ጣቢያዎች በነጻ ይሰጣል።",
                "በሚኒስቴሩ የእናቶችና ሕፃናት ጤና ዳይሬክተር ዶ/ር መቅደስ ገብረሥላሴ በአዳማ ከተማ በተካሄደው የማስጀመሪያ መርሐ ግብር ላይ እንደገለጹት፣ ባለፉት ስድስት ወራት በተለያዩ አካባቢዎች ከ3 ሺህ 400 በላይ የኩፍኝ ሕሙማን ተመዝግበዋል። «ኩፍኝ በክትባት መከላከል የሚቻል በሽታ ቢሆንም፣ በግጭትና በመፈናቀል ምክንያት መደበኛ ክትባት ያመለጣቸው ሕፃናት ቁጥር ጨምሯል» ብለዋል።",
                "## ለወላጆች የተሰጠ ምክር",
                "ዳይሬክተሯ ወላጆች ልጆቻቸው ከዚህ ቀደም ተከትበው ቢሆንም እንኳ በዘመቻው ወቅት በድጋሚ እንዲያስከትቡ አሳስበዋል። ተጨማሪው የክትባት መጠን ምንም ዓይነት የጤና ጉዳት እንደማያስከትልና የሕፃናቱን የመከላከል አቅም እንደሚያጠናክር አስረድተዋል።",
                "የኦሮሚያ ጤና ቢሮ ተወካይ አቶ ለሜሳ ቱሉ በበኩላቸው በክልሉ ብቻ ከ2 ሚሊዮን በላይ ሕፃናትን ለመከተብ ከ6 ሺህ በላይ የጤና ባለሙያዎችና የጤና ኤክስቴንሽን ሠራተኞች መሰማራታቸውን ተናግረዋል።",
                "በዘመቻው ወቅት ዕድሜያቸው ከአምስት ዓመት በታች የሆኑ ሕፃናት የቫይታሚን ኤ እንክብል እንደሚወስዱና የምግብ እጥረት ምርመራ እንደሚደረግላቸውም ተገልጿል። ሚኒስቴሩ ባለፈው ዓመት ባካሄደው ተመሳሳይ ዘመቻ ሊከተቡ ከታቀዱት ሕፃናት መካከል 94 በመቶ የሚሆኑትን መከተብ መቻሉን አስታውሷል።",
                "በአዳማ ከተማ ልጇን ለማስከተብ የመጣችው ወ/ሮ ሐና ደምሴ፣ «ባለፈው ዓመት የጎረቤቴ ልጅ በኩፍኝ ታሞ ብዙ ተሰቃይቷል። ልጄ እንዲህ እንዲሆን አልፈልግም» ብላለች።",
                "ዘመቻው በዓለም ጤና ድርጅትና በዩኒሴፍ የገንዘብና የቴክኒክ ድጋፍ የሚካሄድ ሲሆን፣ በአጠቃላይ 14 ሚሊዮን ዶላር ወጪ ይደረግበታል ተብሏል።",
            ],
            "no-gregorian-date-anywhere", weekday=True, credit="ዘጋቢ፦", section="ጤና",
        ))  # fmt: skip
        add(am_story(
            "rail", 41808, "የአዲስ አበባ ቀላል ባቡር 15 አዲስ ባቡሮችን ሊያስገባ ነው", "2026-12-02 15:40", "ld", ["ዳዊት መኮንን"],
            [
                "የኢትዮጵያ ምድር ባቡር ኮርፖሬሽን የአዲስ አበባ ቀላል ባቡር አገልግሎትን ለማሻሻል 15 አዲስ ባቡሮችን በሚቀጥሉት ስድስት ወራት ውስጥ እንደሚያስገባ አስታወቀ።",
                "የኮርፖሬሽኑ የኮሙኒኬሽን ኃላፊ ወ/ሮ ሕይወት አሰፋ ዛሬ በሰጡት ጋዜጣዊ መግለጫ እንደገለጹት፣ በአሁኑ ወቅት ካሉት 41 ባቡሮች ውስጥ አገልግሎት እየሰጡ ያሉት 17ቱ ብቻ ናቸው። ቀሪዎቹ በመለዋወጫ እጥረት ምክንያት ቆመዋል።",
                "«የተሳፋሪዎች ቁጥር በቀን ከ200 ሺህ በላይ ቢሆንም ያሉን ባቡሮች ፍላጎቱን ማሟላት አልቻሉም። አዲሶቹ ባቡሮች ሲገቡ የጥበቃ ጊዜ በግማሽ ይቀንሳል» ብለዋል።",
                "አዲሶቹ ባቡሮች የሚገዙት ከአንድ የቻይና ኩባንያ ጋር በተፈረመ የ86 ሚሊዮን ዶላር ስምምነት መሠረት ነው። ከባቡሮቹ በተጨማሪ የመለዋወጫ ዕቃዎችና የቴክኒክ ሥልጠናም በስምምነቱ ውስጥ መካተታቸውን ኃላፊዋ ጠቁመዋል።",
                "## የኃይል መቆራረጥ ችግር",
                "ከባቡሮቹ እጥረት ባሻገር ተደጋጋሚ የኤሌክትሪክ ኃይል መቆራረጥ አገልግሎቱን እያስተጓጎለ ይገኛል። ኮርፖሬሽኑ ከኢትዮጵያ ኤሌክትሪክ አገልግሎት ጋር በመተባበር ለባቡር መስመሩ ብቻ የሚያገለግሉ ሁለት ተጨማሪ ማከፋፈያ ጣቢያዎችን ለመገንባት ዝግጅት ማጠናቀቁን ወ/ሮ ሕይወት ተናግረዋል።",
                "ኮርፖሬሽኑ አዳዲሶቹ ባቡሮች ከገቡ በኋላ የአገልግሎት ሰዓቱን ከጠዋቱ 11 ሰዓት እስከ ምሽቱ 4 ሰዓት ድረስ ለማራዘም ማቀዱንም አስታውቋል። በአሁኑ ወቅት አገልግሎቱ የሚጀምረው ከጠዋቱ 12 ሰዓት ሲሆን የሚያበቃው ደግሞ ከምሽቱ 3 ሰዓት ነው።",
                "በምሥራቅ-ምዕራብ መስመር በየቀኑ የሚጓዙት የአያት ነዋሪ አቶ ብሩክ ተስፋዬ፣ «ጠዋት ባቡር ለመሳፈር ከግማሽ ሰዓት በላይ እንጠብቃለን። ብዙ ጊዜ ታክሲ ለመያዝ እንገደዳለን» ሲሉ ቅሬታቸውን ገልጸዋል።",
                "የትራንስፖርት ባለሙያዎች በበኩላቸው የባቡሮቹ ቁጥር መጨመር ብቻውን በቂ እንዳልሆነ፣ የቲኬት አሰጣጡን ዲጂታል ማድረግና ጣቢያዎቹን ከአውቶቡስ መስመሮች ጋር ማስተሳሰር እንደሚያስፈልግ ይመክራሉ።",
                "የአዲስ አበባ ቀላል ባቡር በ2008 ዓ.ም. ሥራ የጀመረ ሲሆን፣ በሰሜን-ደቡብና በምሥራቅ-ምዕራብ ሁለት መስመሮች 34 ኪሎ ሜትር ይሸፍናል።",
            ],
            "byline-bold-first-line-glued-prefix", inline_by=True, ld_org=True, section="ዜና",
        ))  # fmt: skip
        add(am_story(
            "marathon", 41802, "አትሌት ቤተልሔም ዓለሙ፦ «ቀጣዩ ዕቅዴ የቦስተን ማራቶን ነው»", "2026-12-02 11:00", "meta", ["ሰላማዊት ታደሰ"],
            [
                "ባለፈው እሑድ በተካሄደው የሻንጋይ ማራቶን በሴቶች 2 ሰዓት ከ17 ደቂቃ ከ40 ሰከንድ በመግባት ያሸነፈችው አትሌት ቤተልሔም ዓለሙ ትናንት ወደ አዲስ አበባ ተመልሳለች። የ24 ዓመቷ አትሌት ስለ ውድድሩ፣ ስለ ዝግጅቷና ስለ ቀጣይ ዕቅዷ ከዋልያ ዜና ጋር ቆይታ አድርጋለች።",
                "Q: እንኳን ደስ አለሽ። ውድድሩ እንዴት ነበር? || አመሰግናለሁ። ውድድሩ ቀላል አልነበረም። የአየሩ ሁኔታ ቀዝቃዛ ነበር፤ በተለይ ከ30 ኪሎ ሜትር በኋላ ንፋሱ በጣም አስቸግሮናል። ነገር ግን ከአሠልጣኜ ጋር የተነጋገርነውን ዕቅድ ተከትዬ በመጨረሻዎቹ አምስት ኪሎ ሜትሮች ፍጥነቴን ጨመርኩ።",
                "Q: ለዚህ ውድድር ዝግጅትሽ ምን ይመስል ነበር? || ለሦስት ወራት በሱሉልታና በእንጦጦ ተራሮች ላይ ልምምድ ሠርቻለሁ። በሳምንት ከ180 እስከ 200 ኪሎ ሜትር እሮጥ ነበር። ከፍታ ባለው ቦታ መለማመዴ ትልቅ ጥቅም ሰጥቶኛል።",
                "Q: በውድድሩ ወቅት ከባድ የነበረው ጊዜ የትኛው ነበር? || በ35ኛው ኪሎ ሜትር አካባቢ ኬንያዊቷ ተፎካካሪዬ ፍጥነቷን ስትጨምር ትንሽ ተጨንቄ ነበር። ግን ራሴን አረጋጋሁና አብሬያት ለመሮጥ ወሰንኩ። የመጨረሻውን ኪሎ ሜትር ብቻዬን ነው የሮጥኩት።",
                "Q: ከውድድሩ በኋላ መጀመሪያ የደወልሽው ለማን ነው? || ለእናቴ። እሷ በደብረ ብርሃን ትኖራለች፤ ውድድሩን በቴሌቪዥን ተመልክታ ነበር። ስልኩን ስታነሳ ማልቀስ ጀመረች፤ እኔም አብሬያት አለቀስኩ። ሩጫ የጀመርኩት በእሷ ማበረታቻ ስለሆነ ድሉ የእሷም ነው።",
                "Q: የሽልማቱን ገንዘብ ምን ልታደርጊበት አስበሻል? || በትውልድ መንደሬ ለሚገኙ ወጣት ሯጮች የመለማመጃ ጫማና ልብስ ለመግዛት አስቤያለሁ። ቀሪውን ደግሞ ለቤተሰቤ ቤት መሥሪያ አውለዋለሁ።",
                "Q: ቀጣይ ዕቅድሽ ምንድን ነው? || ለጥቂት ሳምንታት ካረፍኩ በኋላ ለቦስተን ማራቶን ዝግጅት እጀምራለሁ። ከዚያም ኢትዮጵያን በዓለም ሻምፒዮና ወክዬ ሜዳሊያ ማምጣት እፈልጋለሁ።",
                "Q: ለወጣት አትሌቶች ምን መልእክት አለሽ? || ትዕግሥት ያስፈልጋል። ብዙ ወጣቶች በአጭር ጊዜ ውጤት ይፈልጋሉ፤ ሩጫ ግን የዓመታት ሥራ ነው። ጤናቸውን እየጠበቁና አሠልጣኞቻቸውን እየሰሙ በትጋት ከሠሩ ያሰቡበት ይደርሳሉ።",
            ],
            "qa-interview-credit-field", credit="ቃለ ምልልስ፦", section="ስፖርት",
        ))  # fmt: skip
        add(am_story(
            "opinion", 41779, "ከተሞቻችን ለእግረኛ ምቹ የማይሆኑት ለምንድን ነው?", "2026-12-01 17:00", "meta", ["ተስፋዬ ኃይሌ"],
            [
                "አዲስ አበባ ባለፉት ጥቂት ዓመታት ሰፋፊ መንገዶችን፣ የብስክሌት መስመሮችንና የእግረኛ መንገዶችን ገንብታለች። የኮሪደር ልማቱ ከተማዋን አስውቧታል ብለው የሚያምኑ ብዙዎች ናቸው። ሆኖም ጥያቄው የውበት ብቻ ሳይሆን ከተማዋ ለነዋሪዎቿ በተለይም በእግር ለሚጓዙት ምን ያህል ምቹ ናት የሚለው ነው።",
                "በከተማዋ ከሚደረጉ ዕለታዊ ጉዞዎች ከግማሽ በላይ የሚሆኑት በእግር የሚደረጉ መሆናቸውን የተለያዩ ጥናቶች ያሳያሉ። አብዛኛው ነዋሪ ወደ ሥራ፣ ወደ ትምህርት ቤትና ወደ ገበያ የሚሄደው በእግሩ ነው። ስለዚህ የከተማ ፕላን ቅድሚያ ሊሰጠው የሚገባው ለዚህ አብዛኛው ነዋሪ ነው።",
                "ባደጉ አገሮች ያሉ ከተሞች ከብዙ ዓመታት ስህተት በኋላ ወደዚህ ድምዳሜ ደርሰዋል። ለመኪና ቅድሚያ የሰጡ ከተሞች መጨናነቃቸው አልቀነሰም፤ ይልቁንም ብዙ መንገድ በሠሩ ቁጥር ብዙ መኪና ወደ መንገድ ወጥቷል።",
                "## መንገዱ የማን ነው?",
                "በብዙ ሰፈሮች የእግረኛ መንገዶች በመኪና ማቆሚያነት፣ በጎዳና ንግድና በግንባታ ዕቃዎች ተይዘዋል። እግረኞች ወደ ዋናው መንገድ ወርደው ከተሽከርካሪዎች ጋር ለመጋፋት ይገደዳሉ። በየዓመቱ በከተማዋ በትራፊክ አደጋ ከሚሞቱት ሰዎች መካከል ከሁለት ሦስተኛ በላይ የሚሆኑት እግረኞች መሆናቸው የችግሩን ስፋት በግልጽ ያሳያል።",
                "ሌላው ችግር የመንገድ ማቋረጫዎች እጥረት ነው። ሰፋፊዎቹ መንገዶች ለተሽከርካሪ ፍሰት ቢመቹም፣ አረጋውያን፣ ሕፃናትና አካል ጉዳተኞች በሰላም የሚሻገሩባቸው ምልክቶችና የእግረኛ ድልድዮች በበቂ ሁኔታ አልተዘጋጁም።",
                "## ምን ማድረግ ይቻላል?",
                "በመጀመሪያ የእግረኛ መንገዶችን ከማንኛውም ሌላ አገልግሎት ነጻ ማድረግ ያስፈልጋል። ይህም ጥብቅ ቁጥጥርንና ለጎዳና ነጋዴዎች አማራጭ የመሥሪያ ቦታ ማዘጋጀትን ይጠይቃል። ሁለተኛ፣ በትምህርት ቤቶችና በገበያ ቦታዎች አካባቢ የተሽከርካሪ ፍጥነት ገደብ ሊወሰንና ሊከበር ይገባል።",
                "ሦስተኛ፣ አዳዲስ ፕሮጀክቶች ከመጽደቃቸው በፊት ነዋሪዎች ሐሳባቸውን የሚሰጡበት መድረክ መፈጠር አለበት። በየሰፈሩ የሚኖሩ ሰዎች የትኛው መንገድ አደገኛ እንደሆነና ልጆቻቸው የት እንደሚሻገሩ ከማንም በላይ ያውቃሉ።",
                "አራተኛ፣ የሕዝብ ትራንስፖርትና የእግረኛ መንገድ ተነጣጥለው መታየት የለባቸውም። ማንኛውም የአውቶቡስ ወይም የባቡር ተሳፋሪ ጉዞውን የሚጀምረውና የሚጨርሰው በእግሩ ነው። ጣቢያዎቹ ደህንነቱ በተጠበቀና ምቹ በሆነ የእግረኛ መንገድ ካልተገናኙ፣ በሕዝብ ትራንስፖርት ላይ የሚደረገው ኢንቨስትመንት ሙሉ ውጤት አያመጣም።",
                "ከተማ የሚለካው በሕንፃዎቿ ቁመት ወይም በመንገዶቿ ስፋት ብቻ አይደለም። አንዲት እናት ልጇን ይዛ ያለ ስጋት ወደ ገበያ የምትሄድባት ከተማ ናት ለሁላችንም የምትሆነው።",
                "SIGN: ጸሐፊው በአዲስ አበባ ዩኒቨርሲቲ የከተማ ፕላን መምህር ናቸው። በዚህ ጽሑፍ የተንጸባረቀው ሀሳብ የጸሐፊውን እንጂ የዋልያ ዜናን አቋም አይወክልም።",
            ],
            "opinion-honorific-writer-note", credit="ጸሐፊ፦", honorific="ዶ/ር ", section="ሀሳብ",
        ))  # fmt: skip

    # ---- templates ----

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav", attrs="data-drupal-link-system-path" if k == "home" else "")}</li>'
            for k, t in (("home", "መነሻ"), ("news", "ዜና"), ("video", "ቪዲዮ"))
        ) + "".join(
            f'<li class="menu-item"><a href="{p}">{t}</a></li>'
            for p, t in (("/business", "ቢዝነስ"), ("/sport", "ስፖርት"), ("/opinion", "ሀሳብ"), ("/english", "English"))
        )
        meta = [
            '<meta charset="utf-8" />',
            f'<meta name="description" content="{esc(self.lede(doc))}" />'
            if doc.is_article
            else '<meta name="description" content="ዋልያ ዜና - ወቅታዊ ዜናዎች፣ ትንታኔዎችና ሀሳቦች በአማርኛ" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="ዋልያ ዜና" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
        ]
        if doc.is_article:
            meta.insert(3, f'<link rel="shortlink" href="{self.origin}/node/{doc.extra["nid"]}" />')
            if doc.extra["meta"] in ("meta", "ld"):
                meta.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if doc.extra["meta"] == "ld":
                auth = (
                    {"@type": "Organization", "name": "ዋልያ ዜና"}
                    if doc.extra.get("ld_org")
                    else [{"@type": "Person", "name": a} for a in doc.authors]
                )
                ld = {
                    "@context": "https://schema.org",
                    "@graph": [
                        {
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "name": doc.title,
                            "datePublished": doc.extra["iso_colon"],
                            "dateModified": doc.extra["iso_colon"],
                            "author": auth,
                            "publisher": {"@type": "Organization", "@id": self.origin + "/", "name": "ዋልያ ዜና"},
                            "mainEntityOfPage": self.url(doc.key),
                            "isAccessibleForFree": "True",
                        }
                    ],
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        meta += [
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
            '<meta name="MobileOptimized" content="width" />',
            '<meta name="HandheldFriendly" content="true" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
            '<link rel="icon" href="/themes/custom/walia/favicon.ico" type="image/vnd.microsoft.icon" />',
        ]
        node_path = (
            f"node/{doc.extra['nid']}"
            if doc.is_article
            else ("node" if doc.kind == "home" else doc.path.strip("/").split("?")[0])
        )
        settings = {
            "path": {
                "baseUrl": "/",
                "pathPrefix": "",
                "currentPath": node_path,
                "currentPathIsAdmin": False,
                "isFront": doc.kind == "home",
                "currentLanguage": "am",
            },
            "pluralDelimiter": "\u0003",
            "ajaxPageState": {
                "libraries": "core/drupal.dialog,walia/global-styling,views/views.module",
                "theme": "walia",
                "theme_token": None,
            },
            "user": {"uid": 0, "permissionsHash": "7d1c5e0b0f3f2a6c8e4a1b9d2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e"},
        }
        most = "".join(
            f'<div class="views-row"><span class="field-content">{self.a(k, self.docs[k].title, "aside", attrs=HL)}</span></div>'
            for k in ("exam", "teff", "rail")
        )
        body_class = (
            "path-node page-node-type-article"
            if doc.is_article
            else ("path-frontpage" if doc.kind == "home" else "path-" + doc.kind)
        )
        return f"""<!DOCTYPE html>
<html lang="am" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  foaf: http://xmlns.com/foaf/0.1/  og: http://ogp.me/ns#  rdfs: http://www.w3.org/2000/01/rdf-schema#  schema: http://schema.org/  sioc: http://rdfs.org/sioc/ns#  sioct: http://rdfs.org/sioc/types#  skos: http://www.w3.org/2004/02/skos/core#  xsd: http://www.w3.org/2001/XMLSchema# ">
<head>
{chr(10).join(meta)}
<title>{esc(doc.title)} | ዋልያ ዜና</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q3xk9bW1nVzE.css?delta=0&amp;language=am&amp;theme=walia&amp;include=eJxLz89Pz0nVT8_JT0osStVPLC7OL0pJ" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Zt8mPq2rYdNc.css?delta=1&amp;language=am&amp;theme=walia" />
<style>/*PAD*/</style>
<link rel="preload" href="/themes/custom/walia/fonts/NotoSansEthiopic-Regular.woff2" as="font" type="font/woff2" crossorigin />
</head>
<body class="{body_class}">
<a href="#main-content" class="visually-hidden focusable skip-link">ወደ ዋናው ይዘት ይለፉ</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner">
<div class="region region-header">
<div id="block-walia-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/walia/logo.svg" alt="መነሻ" /></a><div class="site-name"><a href="/" rel="home">ዋልያ ዜና</a></div><div class="site-slogan">እውነትን ፍለጋ</div></div>
<div class="search-block-form block block-search" data-drupal-selector="search-block-form" id="block-walia-search" role="search"><form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8"><input title="መፈለግ የሚፈልጉትን ያስገቡ።" data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search" /><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="ፈልግ" class="button js-form-submit form-submit" /></form></div>
</div>
<nav role="navigation" aria-labelledby="block-walia-main-menu-menu" id="block-walia-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-walia-main-menu-menu">ዋና ማውጫ</h2><ul class="menu">{nav}</ul></nav>
</header>
<div class="region region-highlighted"><div data-drupal-messages-fallback class="hidden"></div></div>
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="layout-content">
<div class="region region-content">
<div id="block-walia-content" class="block block-system block-system-main-block">
{main}
</div>
</div>
</div>
<aside class="layout-sidebar-second" role="complementary">
<div class="region region-sidebar-second">
<div class="views-element-container block block-views block-views-blockmost-read-block-1" id="block-walia-views-block-most-read"><h2>በብዛት የተነበቡ</h2><div class="view view-most-read view-id-most_read view-display-id-block_1">{most}</div></div>
<div class="block block-block-content" id="block-walia-newsletter"><h2>ጋዜጣዊ መልእክት</h2><p>ዋና ዋና ዜናዎችን በኢሜይልዎ ይቀበሉ።</p><form action="/newsletter/subscribe" method="post"><input type="email" name="mail" placeholder="ኢሜይል" /><input type="submit" value="ይመዝገቡ" /></form></div>
</div>
</aside>
</main>
<footer role="contentinfo">
<div class="region region-footer">
<nav role="navigation" id="block-walia-footer" class="block block-menu navigation menu--footer"><ul class="menu"><li class="menu-item">{self.a("about", "ስለ እኛ", "footer")}</li><li class="menu-item">{self.a("privacy", "የግላዊነት ፖሊሲ", "footer")}</li><li class="menu-item"><a href="/contact">ያግኙን</a></li><li class="menu-item"><a href="/rss.xml">RSS</a></li></ul></nav>
<div class="social"><a href="https://www.facebook.com/waliazena">ፌስቡክ</a> <a href="https://t.me/waliazena">ቴሌግራም</a> <a href="https://www.youtube.com/@waliazena">ዩቲዩብ</a></div>
<p class="copyright">© 2019 ዓ.ም. ዋልያ ዜና። መብቱ በሕግ የተጠበቀ ነው።</p>
</div>
</footer>
</div>
</div>
<div id="sliding-popup" class="sliding-popup-bottom"><div class="eu-cookie-compliance-message"><p>ይህ ድረ ገጽ የተሻለ አገልግሎት ለመስጠት ኩኪዎችን ይጠቀማል።</p></div><button type="button" class="agree-button eu-cookie-compliance-default-button">እስማማለሁ</button></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings, ensure_ascii=False)}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/misc/drupal.js?v=10.2.4"></script>
<script src="/core/misc/drupal.init.js?v=10.2.4"></script>
<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.2.4"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        nid = doc.extra["nid"]
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure role="group" class="caption caption-img"><img loading="lazy" src="/sites/default/files/inline-images/{nid}-{len(alt)}.jpg" alt="{esc(alt)}" /><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        if doc.extra.get("inline_by"):
            body = f"<p><strong>በ{esc(doc.authors[0])}</strong></p>\n{body}"
        reporter = ""
        if doc.extra.get("credit"):
            names = " እና ".join(
                self.a("author", a, "byline", attrs='hreflang="am"') if a == "ሰላማዊት ታደሰ" else esc(a)
                for a in doc.authors
            )
            reporter = f'<div class="field field--name-field-reporter field--type-string field--label-hidden field__item">{esc(doc.extra["credit"])} {esc(doc.extra.get("honorific", ""))}{names}</div>'
        if doc.extra.get("source"):
            reporter = f'<div class="field field--name-field-source field--type-string field--label-hidden field__item">{esc(doc.extra["source"])}</div>'
        created = doc.stamp
        if doc.extra["meta"] == "time_utc":
            created = f'<time datetime="{doc.iso}">{doc.stamp}</time>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">መለያዎች</div><div class="field__items"><div class="field__item">{self.a("tag", "ኢኮኖሚ", "content", attrs=ABOUT)}</div><div class="field__item"><a href="/taxonomy/term/112" property="schema:about" hreflang="am">ገበያ</a></div></div></div>'
        rel = "".join(
            f'<div class="views-row"><span class="field-content">{self.a(k, self.docs[k].title, "related", attrs=HL)}</span></div>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        account = "dawit.m" if doc.key == "rail" else "webeditor"
        return f"""<article role="article" about="/article/{nid}" class="node node--type-article node--promoted node--view-mode-full">
<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li>{self.a("home", "መነሻ", "breadcrumb")}</li><li>{self.a("news", "ዜና", "breadcrumb")}</li><li>{esc(doc.section)}</li></ol></nav>
<div class="field field--name-field-category field--label-hidden field__item"><a href="/taxonomy/term/{len(doc.section) + 40}" hreflang="am">{esc(doc.section)}</a></div>
<h1 class="page-title"><span property="schema:name" class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1>
<span property="schema:name" content="{esc(doc.title)}" class="rdf-meta hidden"></span>
<div class="node__meta">
{reporter}
<div class="node__submitted"><span class="field field--name-created field--type-created field--label-hidden">{created}</span> | <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span lang="" about="/user/{7 if account == "webeditor" else 23}" typeof="schema:Person" property="schema:name" datatype="">{account}</span></span></div>
</div>
<div class="field field--name-field-image field--type-image field--label-hidden field__item"><img property="schema:image" loading="lazy" src="/sites/default/files/styles/large/public/2026-12/{nid}.jpg?itok=Xq3Vb0aZ" width="1024" height="576" alt="" /></div>
<div class="node__content">
<div property="schema:text" class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{body}
</div>
{tags}
<div class="share-links"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">ፌስቡክ ላይ ያጋሩ</a> <a href="https://t.me/share/url?url={esc(self.url(doc.key))}">ቴሌግራም</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a></div>
</div>
</article>
<div class="views-element-container block block-views block-views-blockrelated-block-1"><h2>ተዛማጅ ዜናዎች</h2><div class="view view-related">{rel}</div></div>
<section class="comments"><h2 class="title comment-form__title">አስተያየት ይስጡ</h2><p>አስተያየት ለመስጠት <a href="/user/login?destination=/article/{nid}%23comment-form">ይግቡ</a> ወይም <a href="/user/register?destination=/article/{nid}%23comment-form">ይመዝገቡ</a>።</p></section>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<div class="views-row"><div class="views-field views-field-field-image"><div class="field-content"><img src="/sites/default/files/styles/thumbnail/public/2026-12/{d.extra["nid"]}.jpg" alt="" loading="lazy" /></div></div><div class="views-field views-field-title"><span class="field-content">{self.a(k, d.title, "content", attrs=HL)}</span></div><div class="views-field views-field-created"><span class="field-content">{d.stamp}</span></div><div class="views-field views-field-body"><div class="field-content">{esc(self.lede(d))}</div></div></div>'
            )
        if doc.extra.get("old"):
            rows += [
                f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="{p}" hreflang="am">{esc(t)}</a></span></div><div class="views-field views-field-created"><span class="field-content">{s}</span></div></div>'
                for p, t, s in OLD
            ]
        pager = ""
        if doc.key == "news":
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">ገጽ</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="?page=0" title="Current page">1</a></li><li class="pager__item">{self.raw_a("news2", "?page=1", "2", "pagination", attrs=PAGE2)}</li><li class="pager__item"><a href="?page=2" title="Go to page 3">3</a></li><li class="pager__item pager__item--next">{self.raw_a("news2", "?page=1", "ቀጣይ ›", "pagination", attrs=NEXT)}</li></ul></nav>'
        elif doc.key == "news2":
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">ገጽ</h4><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.raw_a("news", "?page=0", "‹ ቀዳሚ", "pagination", attrs=PREV)}</li><li class="pager__item">{self.raw_a("news", "?page=0", "1", "pagination")}</li><li class="pager__item is-active"><a href="?page=1">2</a></li><li class="pager__item"><a href="?page=2">3</a></li></ul></nav>'
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">ዋልያ ዜና</h1><h2 class="block-title">ዋና ዋና ዜናዎች</h2>'
            extra = f'<div class="block front-links"><h2>ተጨማሪ</h2><ul><li>{self.a("news", "ሁሉም ዜናዎች", "content")}</li><li>{self.a("video", self.docs["video"].title, "content")}</li><li>{self.a("tag", "ኢኮኖሚ", "content")}</li><li>{self.a("author", "ሰላማዊት ታደሰ", "content")}</li><li>{self.a("search", "ባቡር", "content")}</li></ul></div>'
        elif doc.kind == "search":
            head = '<h1 class="page-title">ፍለጋ</h1><form action="/search/node" method="get" class="search-form"><input type="search" name="keys" value="ባቡር" /><input type="submit" value="ፈልግ" /></form><h2>የፍለጋ ውጤቶች</h2>'
        elif doc.kind == "author":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-term-description"><p>ሰላማዊት ታደሰ የዋልያ ዜና የትምህርትና የስፖርት ዘጋቢ ናት።</p></div>'
        return f'{head}<div class="views-element-container"><div class="view view-content-list view-display-id-page_1"><div class="view-content">{"".join(rows)}</div>{pager}</div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article role="article" class="node node--type-video node--view-mode-full">
<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>
<div class="field field--name-field-video field--type-video-embed-field"><iframe width="854" height="480" src="https://www.youtube.com/embed/Wz9xR4kT0aQ" title="{esc(doc.title)}" allowfullscreen></iframe></div>
<div class="field field--name-body field--type-text-with-summary"><p>{esc(doc.extra["caption"])}</p></div>
<div class="related"><h2>ተዛማጅ</h2>{self.a("teff", self.docs["teff"].title, "content")}</div>
</article>"""
        return f'<article role="article" class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1><div class="clearfix text-formatted field field--name-body">\n{self.blocks(doc)}\n</div></article>'
