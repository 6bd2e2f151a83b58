# ruff: noqa: E501 (page texts and markup are long literal lines)
"""መቐለ ሎሚ (Mekelle Lomi): a Tigrinya (`ti`, Ge'ez script) news site in Mekelle, a **Hugo** static site on the
**PaperMod** theme (`post-single`, `post-header`, `post-title`, `post-meta`, `post-content`, `post-footer`,
`post-entry` cards whose only link is an empty `entry-link` overlay, `paginav`, `/zena/2026/12/<latin-slug>/`,
`/zena/page/2/`, `/tags/mekelle/`, `/authors/<slug>/`, a client-side `/search/` page), **relative** hrefs
(`relativeURLs = true`), UTF-8, Ethiopia time (+03:00).

Dates are printed in the **Ethiopian calendar** ("ሕዳር 25 2019 ዓ.ም." is 4 December 2026) with the Go time in the
span's `title` ('2026-12-04 09:30:00 +0300 EAT'); one column prints its date in **Ge'ez numerals** ("ሕዳር ፳፬ ፳፻፲፱
ዓ.ም.", 3 Dec); a story republished from an Asmara partner prints an **Eritrean-style Gregorian** date ("5 ታሕሳስ
2026": ታሕሳስ is December there, while the Ethiopian ታሕሳስ starts on 10 December). PaperMod's `BlogPosting` JSON-LD
is in local time except on the football story, whose front matter was written in UTC ("2026-12-03T22:15:00Z" is
01:15 on 4 Dec in Mekelle); it carries the whole text in `articleBody`, tails included. Hugo pages (fuel prices,
about) get a `BlogPosting` too.

Credits, printed "ብ …" ("by") in the meta line: a reporter; ENA ("ብ ኢዜአ", a JSON-LD Person); the site's default
author "ዴስክ ዜና መቐለ ሎሚ" (the desk); an English story translated into Tigrinya with "ትርጉም፡ ዳዊት ዘርኡ" under it; a
photographer in captions ("ስእሊ፡ ብርሃነ ኣብርሃ"); "ዶ/ር" (Dr) on the column; two names each suffixed with the
conjunction -ን ("ብ ሰላም ኪዳነን ተስፋይ በርሀን"). The 404 page is served with status 200 (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, ethiopian, geez, local_iso, page, story, to_utc
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://mekelle-lomi.test"
ET_MONTHS = ["መስከረም", "ጥቅምቲ", "ሕዳር", "ታሕሳስ", "ጥሪ", "ለካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰነ", "ሓምለ", "ነሓሰ", "ጳጉሜን"]
# Eritrean usage: the same names for the Gregorian months, shifted (ጥሪ is January, ታሕሳስ December)
GR_MONTHS = ["ጥሪ", "ለካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰነ", "ሓምለ", "ነሓሰ", "መስከረም", "ጥቅምቲ", "ሕዳር", "ታሕሳስ"]
ARTS = ["mai", "kuaso", "ena", "hawi", "turizm", "maichew", "column", "asmara"]
SITE_AUTHOR = "ዴስክ ዜና መቐለ ሎሚ"


def et_date(local: str, numerals: bool = False) -> str:
    """'2026-12-04 09:30' as 'ሕዳር 25 2019 ዓ.ም.' (or in Ge'ez numerals)."""
    y, m, d = ethiopian(local.split()[0])
    if numerals:
        return f"{ET_MONTHS[m - 1]} {geez(d)} {geez(y)} ዓ.ም."
    return f"{ET_MONTHS[m - 1]} {d} {y} ዓ.ም."


def gr_date(local: str) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return f"{d} {GR_MONTHS[m - 1]} {y}"


def go_time(local: str, utc: bool = False) -> str:
    """The Go time PaperMod puts in the span's title."""
    if utc:
        t = to_utc(local, 3)
        return t[:10] + " " + t[11:19] + " +0000 UTC"
    return local + ":00 +0300 EAT"


class MekelleLomi(Base):
    origin = ORIGIN
    name = "መቐለ ሎሚ"
    prefix = "mkl"
    language = "ti"
    content_type = "text/html; charset=utf-8"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mkl",
            [
                ".header .nav",
                "#menu li a",
                ".post-title",
                ".post-meta",
                ".post-content p",
                ".post-entry",
                ".entry-footer",
                ".paginav",
                ".footer",
                ".cookie-bar",
                ".ad-slot",
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
                "መቐለ ሎሚ",
                "hugo-papermod-home",
                list=["asmara", "kuaso", "mai", "maichew", "ena", "hawi", "turizm", "column"],
                more="zena",
            )
        )
        add(
            page(
                "zena",
                "/zena/",
                "section",
                "ዜና",
                "hugo-section",
                list=["mai", "kuaso", "ena", "hawi", "maichew"],
                more="zena2",
            )
        )
        add(
            page(
                "zena2",
                "/zena/page/2/",
                "section",
                "ዜና",
                "hugo-section-page2",
                list=["turizm"],
                older=[
                    ("/zena/2026/12/hadish-hospital-ab-adwa/", "ኣብ ዓድዋ ሓድሽ ሆስፒታል ተመሪቑ", "ሕዳር 22 2019 ዓ.ም."),
                    ("/zena/2026/11/temaharo-ab-shire/", "ኣብ ሽረ ትምህርቲ ብንቡር ቀጺሉ", "ሕዳር 21 2019 ዓ.ም."),
                    ("/zena/2026/11/tsirgiya-mekelle/", "ማዘጋጃ ቤት መቐለ ሓድሽ መደብ ጽሬት ኣፍሊጡ", "ሕዳር 20 2019 ዓ.ም."),
                ],
            )
        )
        add(page("tag", "/tags/mekelle/", "tag", "መቐለ", "hugo-taxonomy-term", list=["mai", "kuaso", "column"]))
        add(
            page(
                "author",
                "/authors/haile-gebremedhin/",
                "author",
                "ሃይለ ገብረመድህን",
                "hugo-authors-term",
                list=["kuaso", "mai"],
            )
        )
        add(page("search", "/search/", "search", "ድለ", "papermod-search-client-side", list=[]))
        add(
            page(
                "nedadi",
                "/nedadi/",
                "live-data",
                "ዋጋ ነዳዲ ኣብ ትግራይ",
                "hugo-page-fuel-price-table",
                [
                    "ዋጋታት ንወርሒ ታሕሳስ 2019 ዓ.ም.፡ ብመሰረት ሓበሬታ ሚኒስትሪ ንግድን ዞባዊ ምትሕብባርን።",
                    "T: ከተማ | በንዚን (ብር/ሊትሮ) | ናፍታ (ብር/ሊትሮ) | ላምባ (ብር/ሊትሮ)",
                    "T: መቐለ | 112.67 | 111.94 | 111.94",
                    "T: ዓዲግራት | 113.20 | 112.47 | 112.47",
                    "T: ሽረ | 113.85 | 113.12 | 113.12",
                    "T: ማይጨው | 113.05 | 112.32 | 112.32",
                    "ዋጋታት ብመንግስቲ ዝተወሰኑ እዮም። ኣብ ገለ ማደያታት ፍልልይ ክህሉ ይኽእል።",
                ],
                published="2026-12-01 08:00",
            )
        )
        add(
            page(
                "gone",
                "/zena/2025/11/nay-qedem-zena/",
                "not-found",
                "ገጽ ኣይተረኽበን",
                "hugo-404-served-200",
                [
                    "ዝደለኹምዎ ገጽ ኣይተረኽበን። ተሰሪዙ ወይ ኣድራሻኡ ተቐይሩ ክኸውን ይኽእል።",
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "ብዛዕባና",
                "hugo-page-about",
                [
                    "መቐለ ሎሚ ኣብ 2015 ዓ.ም. ኣብ ከተማ መቐለ ዝተመስረተ ናጻ መርበብ ዜና ብትግርኛ እዩ።",
                    "## ዕላማና",
                    "ንኣንበብትና ቅኑዕን ሚዛናውን ዜና ብግዜኡ ምብጻሕ፡ ድምጺ ማሕበረሰብ ከኣ ምስማዕ።",
                    "## ርኸቡና",
                    "ኢመይል፡ zena@mekelle-lomi.test። ተሌፎን፡ +251 34 000 0000። መቐለ፡ ትግራይ።",
                ],
                published="2023-02-01 09:00",
            )
        )
        # --- stories -------------------------------------------------------------------------------------------
        add(
            story(
                "mai",
                "/zena/2026/12/mai-sitay-mekelle/",
                "ኣብ መቐለ ሓድሽ ፕሮጀክት ማይ ስታይ ስራሕ ጀሚሩ",
                "2026-12-04",
                local_iso("2026-12-04 09:30", 3),
                "2026-12-04 09:30",
                ["ሃይለ ገብረመድህን"],
                [
                    "ኣብ ከተማ መቐለ ንልዕሊ 200 ሽሕ ተቐማጦ ማይ ስታይ ከቕርብ እዩ ተባሂሉ ዝተጸበየ ሓድሽ ፕሮጀክት ማይ ሎሚ ስራሕ ጀሚሩ።",
                    "እቲ ፕሮጀክት ካብ ዒላታት ከባቢ ኣጋዚ ብዝወጽእ ማይ ዝምገብ ኮይኑ፡ ኣብ መዓልቲ 30 ሽሕ ሜትሮ ኩብ ማይ ከፍሪ ዓቕሚ ኣለዎ።",
                    "## ዝተረፉ ስራሓት",
                    "ሓላፊ ቤት ጽሕፈት ማይ ከተማ መቐለ ከም ዝበሎ፡ ናይ ቱቦታት ምዝርጋሕ ስራሕ ኣብ ክፍለ ከተማታት ሓድነትን ቀዳማይ ወያነን ክሳብ መወዳእታ ወርሒ ጥሪ ክውዳእ እዩ።",
                    "ተቐማጦ ከተማ ንነዊሕ እዋን ማይ ንምርካብ ብዙሕ ሰዓታት ኣብ መስርዕ ይጽበዩ ከም ዝነበሩ ገሊጾም። “ሕጂ ግን ማይ ናብ ገዛና ክበጽሕ ተስፋ ንገብር፡” ኢላ ሓንቲ ኣደ።",
                    "እቲ ፕሮጀክት ብመንግስትን ብለገስትን ብሓባር ዝተመወለ ኮይኑ፡ ልዕሊ 450 ሚልዮን ብር ወጻኢ ተገይሩሉ።",
                ],
                "papermod-ethiopian-date-reporter",
                section="ዜና",
                tags=["መቐለ", "ማይ"],
                author_slug="haile-gebremedhin",
            )
        )
        add(
            story(
                "kuaso",
                "/zena/2026/12/semhar-hawzen-2-1/",
                "ክለብ ሰምሃር ንክለብ ሓውዜን 2-1 ስዒሩ ናብ ፍጻመ ሓሊፉ",
                "2026-12-04",
                to_utc("2026-12-04 01:15", 3),
                "2026-12-04 01:15",
                ["ሃይለ ገብረመድህን"],
                [
                    "ክለብ ሰምሃር ትማሊ ምሸት ኣብ ስታድዩም ትግራይ ዝተኻየደ ናይ ፍርቂ ፍጻመ ጸወታ ንክለብ ሓውዜን 2-1 ብምስዓር ናብ ፍጻመ ዋንጫ ትግራይ ሓሊፉ።",
                    "ንሰምሃር ክልቲአን ሸቶታት ኣጥቃዕቲ ዮናስ ገብሩ ኣብ ደቒቕ 27ን 64ን ኣመዝጊቡወን። ሓውዜን ኣብ ደቒቕ 81 ብፍጹም ቅጽዓት ሓንቲ ሸቶ ኣመዝጊቡ።",
                    "ኣሰልጣኒ ሰምሃር ድሕሪ ጸወታ ተጻወትቱ ዘርኣይዎ ጻዕሪ ከም ዘሐጎሶ ገሊጹ፡ ፍጻመ ግን ዝያዳ ከቢድ ከም ዝኸውን ኣጠንቂቑ።",
                    "ፍጻመ ዋንጫ ትግራይ ኣብ ዝመጽእ ሰሙን ሰንበት ኣብ ስታድዩም ትግራይ ክካየድ እዩ።",
                ],
                "papermod-utc-front-matter-previous-day",
                section="ስፖርት",
                tags=["ስፖርት", "መቐለ"],
                author_slug="haile-gebremedhin",
                utc=True,
            )
        )
        add(
            story(
                "ena",
                "/zena/2026/12/wetsaei-nigdi-3-2-billion/",
                "ኢትዮጵያ ኣብ ሓሙሽተ ኣዋርሕ ካብ ወጻኢ ንግዲ ልዕሊ 3.2 ቢልዮን ዶላር ኣእትያ",
                "2026-12-03",
                local_iso("2026-12-03 14:10", 3),
                "2026-12-03 14:10",
                [],
                [
                    "ኢትዮጵያ ኣብ ዝሓለፉ ሓሙሽተ ኣዋርሕ ካብ ወጻኢ ንግዲ ልዕሊ 3.2 ቢልዮን ዶላር ኣታዊ ከም ዝረኸበት ሚኒስትሪ ንግድን ዞባዊ ምትሕብባርን ኣፍሊጡ።",
                    "ቡን፡ ወርቂ፡ ዕምባባን ኣሕምልትን ዝለዓለ ኣታዊ ዘእተዉ ፍርያት ምዃኖም ተሓቢሩ።",
                    "እቲ ኣታዊ ምስ ዝሓለፈ ዓመት ተመሳሳሊ እዋን ክነጻጸር ናይ 18 ሚእታዊት ወሰኽ ከም ዘርኣየ ሚኒስትሪ ገሊጹ።",
                ],
                "papermod-agency-ena-person",
                section="ዜና",
                tags=["ቁጠባ"],
                credit="ኢዜአ",
                author_slug="ena",
            )
        )
        add(
            story(
                "hawi",
                "/zena/2026/12/hawi-adigrat-edaga/",
                "ኣብ ዓዲግራት ሓዊ ኣብ ዕዳጋ ተላዒሉ ንብረት ኣዕንዩ",
                "2026-12-04",
                local_iso("2026-12-04 11:40", 3),
                "2026-12-04 11:40",
                [],
                [
                    "ትማሊ ምሸት ኣብ ከተማ ዓዲግራት ኣብ ማእከላይ ዕዳጋ ዝተላዕለ ሓዊ ኣብ ልዕሊ 30 ድኳናት ብዙሕ ንብረት ኣዕንዩ።",
                    "ፖሊስ ከተማ ዓዲግራት ከም ዝሓበሮ፡ ሓዊ ልዕሊ ሰለስተ ሰዓታት ድሕሪ ምቕጻሉ ብተቐማጦን ብሓይልታት ጸጥታን ክጠፍእ ክኢሉ። ኣብ ሰብ ዝወረደ ጉድኣት የለን።",
                    "መንቀሊ ሓዊ ንምፍላጥ መርመራ ይካየድ ምህላዉ ፖሊስ ገሊጹ።",
                ],
                "papermod-site-default-author-desk",
                section="ዜና",
                tags=["ዓዲግራት"],
                credit=SITE_AUTHOR,
            )
        )
        add(
            story(
                "turizm",
                "/zena/2026/12/turizm-tigray/",
                "ቱሪዝም ትግራይ ዳግማይ ንምንቃሕ ዝዓለመ መደብ ተኣዊጁ",
                "2026-12-02",
                local_iso("2026-12-02 16:20", 3),
                "2026-12-02 16:20",
                ["ማርታ ሃይሉ"],
                [
                    "ቢሮ ባህልን ቱሪዝምን ትግራይ ኣብ ዝመጽእ ክልተ ዓመት ቁጽሪ በጻሕቲ ናብ ቅድሚ ኲናት ዝነበሮ ደረጃ ንምምላስ ዝዓለመ መደብ ኣፍሊጡ።",
                    "እቲ መደብ ኣብ ኣኽሱም፡ ነጋሽን ገረዓልታን ዝርከቡ ቦታታት ታሪኽ ምጽጋንን ሓደስቲ መንገድታት ምስራሕን የጠቓልል።",
                    "ሓላፊ እቲ ቢሮ ከም ዝበልዎ፡ ንምትግባር እቲ መደብ ካብ መንግስትን ካብ ብሕታዊ ትካላትን ልዕሊ 800 ሚልዮን ብር የድሊ።",
                    "ኣብ ኣኽሱም ኣብ ቱሪዝም ዝሰርሑ ሰባት ብወገኖም፡ ምምላስ በጻሕቲ ንስድራቤታቶም ተስፋ ከም ዘሕድር ገሊጾም።",
                    "SIGN: እዚ ጽሑፍ ካብ እንግሊዝኛ ዝተተርጎመ እዩ። ትርጉም፡ ዳዊት ዘርኡ",
                ],
                "papermod-translated-translator-tail",
                section="ዜና",
                tags=["ቱሪዝም", "ኣኽሱም"],
                author_slug="marta-hailu",
            )
        )
        add(
            story(
                "maichew",
                "/zena/2026/12/merieet-hrsha-maichew/",
                "ኣብ ማይጨው ዓመታዊ ምርኢት ሕርሻ ብድምቀት ተኸቢሩ",
                "2026-12-04",
                local_iso("2026-12-04 17:05", 3),
                "2026-12-04 17:05",
                ["ለምለም ተኽለ"],
                [
                    "ኣብ ከተማ ማይጨው ዓመታዊ ምርኢት ሕርሻ ብብዙሓት ሓረስቶትን ተቐማጦን ብድምቀት ተኸቢሩ።",
                    "FIG: ሓረስቶት ፍርያቶም የርእዩ | ሓረስቶት ዞባ ደቡብ ፍርያቶም ኣብ ምርኢት የርእዩ። ስእሊ፡ ብርሃነ ኣብርሃ",
                    "ኣብቲ ምርኢት ልዕሊ 120 ሓረስቶት ካብ ወረዳታት ዞባ ደቡብ ዝመጹ ዝበለጸ ፍርያቶም ኣቕሪቦም።",
                    "ዝበለጸ ፍርያት ዘቕረቡ ሓረስቶት ሽልማት ተዋሂቦም። ገለ ካብኦም ሓደስቲ ዘርኢ ስርናይን ጣፍን ከም ዝተጠቐሙ ገሊጾም።",
                    "FIG: ተቐማጦ ማይጨው ኣብ ምርኢት | ብዙሓት ተቐማጦ ማይጨው ነቲ ምርኢት ተዓዚቦም። ስእሊ፡ ብርሃነ ኣብርሃ",
                    "ምርኢት ሕርሻ ንሓረስቶት ልምዲ ንምልውዋጥን ሓደስቲ ቴክኖሎጂታት ንምፍላጥን ዕድል ከም ዝፈጥር ሓለፍቲ ሕርሻ ገሊጾም።",
                ],
                "papermod-photo-credit-captions",
                section="ዜና",
                tags=["ሕርሻ", "ማይጨው"],
                author_slug="lemlem-tekle",
            )
        )
        add(
            story(
                "column",
                "/rieyto/2026/12/dead-sira-menesey/",
                "ንመንእሰያት ትግራይ ዕድል ስራሕ ብኸመይ ንፍጠር?",
                "2026-12-03",
                local_iso("2026-12-03 08:00", 3),
                "2026-12-03 08:00",
                ["ኣማኑኤል ገብረሂወት"],
                [
                    "ብዙሓት መንእሰያት ትግራይ ካብ ዩኒቨርሲቲታት ተመሪቖም ስራሕ ስኢኖም ኣለዉ። እዚ ጸገም ንስድራቤታት ጥራይ ዘይኮነ ንመጻኢ ክልልና እውን ዓቢ ብድሆ እዩ።",
                    "መፍትሒ ሓደ ጥራይ ኣይኮነን። ፈለማ፡ ናይ ሞያ ስልጠና ምስ ጠለብ ዕዳጋ ክተኣሳሰር ኣለዎ። ብዙሓት መንእሰያት ዝተማህርዎ ሞያ ኣብ ዕዳጋ ዘይድለ እዩ።",
                    "ካልኣይ፡ ንኣሽቱ ትካላት ክቐውሙ ዝሕግዝ ልቓሕ ብቐሊሉ ክረኽቡ ኣለዎም። ባንክታትን ማሕበራት ቁጠባን ኣብዚ ዓቢ ተራ ኣለዎም።",
                    "ሳልሳይ፡ ሕርሻ ዘመናዊ ክኸውን እንተኺኢሉ ንመንእሰያት ማራኺ ሞያ ክኸውን ይኽእል እዩ። መንእሰያት ምስ ሓረስቶት ብሓባር ክሰርሑ ዝኽእሉሉ መገዲ ክንደሊ ኣሎና።",
                    "SIGN: ጸሓፊ መምህር ዩኒቨርሲቲ መቐለ እዩ። ኣብዚ ዝቐረበ ርእይቶ ናይ ጸሓፊ እዩ።",
                ],
                "papermod-column-geez-numerals-dr",
                section="ርእይቶ",
                tags=["ርእይቶ", "መቐለ"],
                printed_author="ዶ/ር ኣማኑኤል ገብረሂወት",
                author_slug="amanuel-gebrehiwet",
                numerals=True,
            )
        )
        add(
            story(
                "asmara",
                "/zena/2026/12/festival-metshaf-asmara/",
                "ኣብ ኣስመራ ዓመታዊ ፌስቲቫል መጽሓፍ ተኸፊቱ",
                "2026-12-05",
                local_iso("2026-12-05 10:00", 3),
                "2026-12-05 10:00",
                ["ሰላም ኪዳነ", "ተስፋይ በርሀ"],
                [
                    "ኣብ ከተማ ኣስመራ ዓመታዊ ፌስቲቫል መጽሓፍ ብብዙሓት ደረስትን ኣንበብትን ተኸፊቱ።",
                    "ኣብቲ ንሓሙሽተ መዓልታት ዝቕጽል ፌስቲቫል ልዕሊ 60 ኣሕተምትን ደረስትን ብትግርኛ፡ ብዓረብኛን ብእንግሊዝኛን ዝተጻሕፉ መጻሕፍቶም የቕርቡ።",
                    "ሓደ ካብቶም ተሳተፍቲ ደረስቲ፡ ንባብ ኣብ መንእሰያት ይዓቢ ምህላዉ ከም ዘሐጎሶ ገሊጹ።",
                    "ፌስቲቫል ብዘይ ክፍሊት ንኹሉ ክፉት ኮይኑ፡ ናይ ቆልዑ ክፍሊ እውን ኣለዎ።",
                ],
                "papermod-two-names-suffix-n-eritrean-gregorian-date",
                section="ዜና",
                tags=["ባህሊ", "ኣስመራ"],
                gregorian=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def printed_date(self, doc: Doc) -> str:
        if doc.extra.get("gregorian"):
            return gr_date(doc.stamp)
        return et_date(doc.stamp, numerals=doc.extra.get("numerals", False))

    def credit(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return doc.extra["credit"]
        if doc.extra.get("printed_author"):
            return doc.extra["printed_author"]
        if len(doc.authors) > 1:
            return " ".join(f"{a}ን" for a in doc.authors)
        return doc.authors[0]

    def ld_authors(self, doc: Doc) -> list[str]:
        if doc.extra.get("credit"):
            return [doc.extra["credit"]]
        if doc.extra.get("printed_author"):
            return [doc.extra["printed_author"]]
        return doc.authors

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = "መቐለ ሎሚ" if doc.kind == "home" else f"{doc.title} | መቐለ ሎሚ"
        if doc.kind == "not-found":
            title = "404 Page not found | መቐለ ሎሚ"
        desc = self.lede(doc) if doc.is_article else "ዜና ትግራይን ዓለምን ብትግርኛ"
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", [])))}">',
            f'<meta name="description" content="{esc(desc)}">',
            f'<meta name="author" content="{esc(", ".join(self.ld_authors(doc)) if doc.is_article else SITE_AUTHOR)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<link crossorigin="anonymous" href="/assets/css/stylesheet.4c1b6f9e.css" rel="preload stylesheet" as="style">',
            f'<link rel="icon" href="{ORIGIN}/favicon.ico">',
            f'<link rel="alternate" hreflang="ti" href="{esc(url)}">',
            "<noscript><style>#theme-toggle,.top-link{display:none;}</style></noscript>",
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="መቐለ ሎሚ">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            '<meta property="og:locale" content="ti">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.extra.get("published") else "website"}">',
        ]
        iso = doc.iso or (local_iso(doc.extra["published"], 3) if doc.extra.get("published") else None)
        if iso:
            out += [
                f'<meta property="article:section" content="{esc(doc.section or "pages")}">',
                f'<meta property="article:published_time" content="{iso}">',
                f'<meta property="article:modified_time" content="{iso}">',
            ]
        crumbs = [{"@type": "ListItem", "position": 1, "name": "መበገሲ", "item": f"{ORIGIN}/"}]
        if doc.kind != "home":
            crumbs.append({"@type": "ListItem", "position": 2, "name": doc.title, "item": url})
        out.append(
            f'<script type="application/ld+json">\n{json.dumps({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": crumbs}, ensure_ascii=False, indent=2)}\n</script>'
        )
        if iso:
            text = " ".join(plain(b[1]) for b in doc.blocks if b[0] in ("p", "h2", "h3", "sign"))
            ld = {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": doc.title,
                "name": doc.title,
                "description": desc,
                "keywords": doc.extra.get("tags", []),
                "articleBody": text,
                "wordCount": str(len(text.split())),
                "inLanguage": "ti",
                "datePublished": iso,
                "dateModified": iso,
                "author": [
                    {"@type": "Person", "name": a} for a in (self.ld_authors(doc) if doc.is_article else [SITE_AUTHOR])
                ],
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "publisher": {
                    "@type": "Organization",
                    "name": "መቐለ ሎሚ",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/favicon.ico"},
                },
            }
            out.append(
                f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=2)}\n</script>'
            )
        elif doc.kind == "home":
            ld = {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "መቐለ ሎሚ",
                "url": f"{ORIGIN}/",
                "description": desc,
                "logo": f"{ORIGIN}/favicon.ico",
                "sameAs": ["https://www.facebook.com/mekellelomi.test", "https://t.me/mekellelomi_test"],
            }
            out.append(
                f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=2)}\n</script>'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            "<li>" + self.a(k, t, "nav", f'title="{esc(t)}"', f"<span>{esc(t)}</span>") + "</li>"
            for k, t in (
                ("zena", "ዜና"),
                ("/qutsebba/", "ቁጠባ"),
                ("/sport/", "ስፖርት"),
                ("/rieyto/", "ርእይቶ"),
                ("nedadi", "ዋጋ ነዳዲ"),
                ("search", "ድለ"),
                ("about", "ብዛዕባና"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="ti" dir="auto">
<head><meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="robots" content="index, follow">
{self.head(doc)}
<style>/*PAD*/</style>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1111111111111111" crossorigin="anonymous"></script>
<meta name="generator" content="Hugo 0.139.3">
</head>
<body class="{"list" if not doc.is_article else ""}" id="top">
<script>if (localStorage.getItem("pref-theme") === "dark") {{ document.body.classList.add('dark'); }}</script>
<header class="header">
<nav class="nav">
<div class="logo"><a href="{self.href("home")}" accesskey="h" title="መቐለ ሎሚ (Alt + H)">መቐለ ሎሚ</a>
<div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)"><svg id="moon" xmlns="http://www.w3.org/2000/svg" width="24" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z"></path></svg></button></div></div>
<ul id="menu">{menu}</ul>
</nav>
</header>
<div class="ad-slot ad-top"><ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-1111111111111111" data-ad-slot="5555555555" data-ad-format="horizontal"></ins></div>
<main class="main">
{main}
</main>
<footer class="footer">
<nav class="footer-links">{self.a("about", "ብዛዕባና", "footer")} · {self.a("nedadi", "ዋጋ ነዳዲ", "footer")} · <a href="{self.href("/privacy/")}">ብሕትውና</a> · <a href="{self.href("/index.xml")}">RSS</a> · <a href="https://www.facebook.com/mekellelomi.test">Facebook</a> · <a href="https://t.me/mekellelomi_test">Telegram</a></nav>
<span>&copy; 2026 <a href="{self.href("home")}">መቐለ ሎሚ</a></span> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span>
</footer>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 6" fill="currentColor"><path d="M12 6H0l6-6z"></path></svg></a>
<div class="cookie-bar" id="cookie-bar">እዚ መርበብ ኩኪስ ይጥቀም። <button onclick="document.getElementById('cookie-bar').remove();localStorage.setItem('cookies-ok','1')">ሕራይ</button></div>
<script>let menu = document.getElementById('menu'); if (menu) {{ menu.scrollLeft = localStorage.getItem("menu-scroll-position"); menu.onscroll = function () {{ localStorage.setItem("menu-scroll-position", menu.scrollLeft); }} }}
document.querySelectorAll('a[href^="#"]').forEach(anchor => {{ anchor.addEventListener("click", function (e) {{ e.preventDefault(); var id = this.getAttribute("href").substr(1); if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {{ document.querySelector(`[id='${{decodeURIComponent(id)}}']`).scrollIntoView({{ behavior: "smooth" }}); }} else {{ document.querySelector(`[id='${{decodeURIComponent(id)}}']`).scrollIntoView(); }} }}); }});</script>
<script>document.getElementById("theme-toggle").addEventListener("click", () => {{ if (document.body.className.includes("dark")) {{ document.body.classList.remove('dark'); localStorage.setItem("pref-theme", 'light'); }} else {{ document.body.classList.add('dark'); localStorage.setItem("pref-theme", 'dark'); }} }})</script>
</body>
</html>"""

    def meta(self, doc: Doc) -> str:
        span = (
            f"<span title='{go_time(doc.stamp, utc=doc.extra.get('utc', False))}'>{esc(self.printed_date(doc))}</span>"
        )
        minutes = max(1, len(doc.body.split()) // 120)
        return f"{span}&nbsp;·&nbsp;{minutes} ደቒቕ&nbsp;·&nbsp;ብ {esc(self.credit(doc))}"

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        section_key = "zena" if doc.path.startswith("/zena/") else None
        crumb_section = (
            self.a(section_key, "ዜና", "breadcrumb")
            if section_key
            else f'<a href="{self.href("/" + doc.path.split("/")[1] + "/")}">{esc(doc.section)}</a>'
        )
        content = self.blocks(doc, fig=self.fig)
        tags = "".join(
            "<li>"
            + (
                self.a("tag", t, "tag")
                if t == "መቐለ"
                else f'<a href="{self.href("/tags/" + quote(t) + "/")}">{esc(t)}</a>'
            )
            + "</li>"
            for t in doc.extra.get("tags", [])
        )
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[(i + 1) % len(ARTS)], ARTS[i - 1]
        prev_link = self.a(
            prev_k,
            self.docs[prev_k].title,
            "related",
            'class="prev"',
            f'<span class="title">« ዝሓለፈ</span><br><span>{esc(self.docs[prev_k].title)}</span>',
        )
        next_link = self.a(
            next_k,
            self.docs[next_k].title,
            "related",
            'class="next"',
            f'<span class="title">ዝቕጽል »</span><br><span>{esc(self.docs[next_k].title)}</span>',
        )
        u = quote(url, safe="")
        popular = "".join(
            "<li>" + self.a(k, t, "aside") + "</li>"
            for k, t in (
                ("kuaso", self.docs["kuaso"].title),
                ("gone", "ኣብ መቐለ ሓድሽ ዕዳጋ ተኸፊቱ"),
                ("mai", self.docs["mai"].title),
            )
        )
        author_link = ""
        if doc.extra.get("author_slug") == "haile-gebremedhin":
            author_link = f'<p class="author-more">{self.a("author", "ካልኦት ጽሑፋት ሃይለ ገብረመድህን", "byline")}</p>'
        return f"""<article class="post-single">
<header class="post-header">
<div class="breadcrumbs">{self.a("home", "መበገሲ", "breadcrumb")}&nbsp;»&nbsp;{crumb_section}</div>
<h1 class="post-title entry-hint-parent">{esc(doc.title)}</h1>
<div class="post-meta">{self.meta(doc)}</div>
</header>
<figure class="entry-cover"><img loading="eager" src="{self.href(doc.path + "cover.jpg")}" alt="{esc(doc.title)}"></figure>
<div class="post-content">{content}</div>
<footer class="post-footer">
<ul class="post-tags">{tags}</ul>
{author_link}
<nav class="paginav">{prev_link}{next_link}</nav>
<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on facebook" href="https://facebook.com/sharer/sharer.php?u={u}">Facebook</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on telegram" href="https://telegram.me/share/url?text={quote(doc.title)}&amp;url={u}">Telegram</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on whatsapp" href="https://api.whatsapp.com/send?text={quote(doc.title)}%20-%20{u}">WhatsApp</a></li></ul>
<div class="popular"><h3>ዝያዳ ዝተነበቡ</h3><ol>{popular}</ol></div>
</footer>
</article>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<figure><img loading="lazy" src="{self.href("/images/2026/12/" + str(sum(map(ord, alt)) % 9000) + ".jpg")}" alt="{esc(alt)}"><figcaption>{esc(caption)}</figcaption></figure>'

    def entry(self, k: str) -> str:
        d = self.docs[k]
        overlay = self.a(k, d.title, "content", f'class="entry-link" aria-label="post link to {esc(d.title)}"', "")
        return f"""<article class="post-entry">
<figure class="entry-cover"><img loading="lazy" src="{self.href(d.path + "cover.jpg")}" alt=""></figure>
<header class="entry-header"><h2 class="entry-hint-parent">{esc(d.title)}</h2></header>
<div class="entry-content"><p>{esc(self.lede(d))}</p></div>
<footer class="entry-footer">{self.meta(d)}</footer>
{overlay}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        entries = "".join(self.entry(k) for k in doc.extra["list"])
        older = "".join(
            f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{esc(t)}</h2></header><footer class="entry-footer"><span>{esc(d)}</span></footer><a class="entry-link" aria-label="post link to {esc(t)}" href="{self.href(p)}"></a></article>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.kind == "home":
            head = f'<article class="first-entry home-info"><header class="entry-header"><h1>መቐለ ሎሚ</h1></header><div class="entry-content">ዜና ትግራይ፡ ኢትዮጵያን ዓለምን ብትግርኛ። {self.a("nedadi", "ዋጋ ነዳዲ ሎሚ", "content")}</div></article>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1>{esc(doc.title)}</h1></header><div id="searchbox"><input id="searchInput" autofocus placeholder="ድለ ↵" aria-label="search" type="search" autocomplete="off" maxlength="64"><ul id="searchResults" aria-label="search results"></ul></div><script src="{self.href("/assets/js/search.js")}"></script>'
        else:
            crumbs = f'<div class="breadcrumbs">{self.a("home", "መበገሲ", "breadcrumb")}</div>'
            sub = {"tag": "ቴግ", "author": "ጸሓፊ"}.get(doc.kind, "")
            head = f'<header class="page-header">{crumbs}<h1>{esc(doc.title)}</h1>{f"<div class=post-description>{sub}</div>" if sub else ""}</header>'
        pager = ""
        if doc.key == "zena":
            pager = (
                '<footer class="page-footer"><nav class="pagination">'
                + self.a("zena2", "ቀጻሊ »", "pagination", 'class="next"')
                + "</nav></footer>"
            )
        elif doc.key == "zena2":
            pager = (
                '<footer class="page-footer"><nav class="pagination">'
                + self.a("zena", "« ዝሓለፈ", "pagination", 'class="prev"')
                + f' <a class="next" href="{self.href("/zena/page/3/")}">ቀጻሊ »</a></nav></footer>'
            )
        elif doc.key == "home":
            pager = (
                '<footer class="page-footer"><nav class="pagination">'
                + self.a("zena", "ቀጻሊ »", "pagination", 'class="next"')
                + "</nav></footer>"
            )
        return f"{head}{entries}{older}{pager}"

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f'<div class="not-found">404</div><div class="not-found-text"><h1>{esc(doc.title)}</h1>{html}<p>{self.a("home", "ናብ መበገሲ ተመለሱ", "content")}</p></div>'
        meta = ""
        if doc.extra.get("published"):
            meta = f"<div class=\"post-meta\"><span title='{go_time(doc.extra['published'])}'>{esc(et_date(doc.extra['published']))}</span></div>"
        return f'<article class="post-single"><header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1>{meta}</header><div class="post-content">{html}</div></article>'
