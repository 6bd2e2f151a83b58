# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Khmer letters and punctuation are deliberate)
"""ពន្លឺទន្លេ Ponleu Tonle: a Phnom Penh daily in Khmer on **WordPress** with the tagDiv **Newspaper** theme
(`td-post-title`, `entry-title`, `td-post-author-name`, `td-post-date`, `td-post-content tagdiv-type`,
`td_block_related_posts`, `td-tags`) and **Yoast** (`yoast-schema-graph`), permalinks `/archives/284512`,
categories with English slugs (`/category/local-news/`, page 2 `/category/local-news/page/2/`),
`/tag/<percent-encoded Khmer>/`, `/author/sokdara/`, `/?s=`, every href absolute. Khmer, UTF-8, Phnom Penh (+07:00).

Khmer runs words together (spaces only between phrases) and prints Khmer digits everywhere, in dates too: the post
meta reads "០៤ ធ្នូ ២០២៦" in a `<time datetime="2026-12-04T09:15:00+07:00">`, the top bar today's long date. The
SEO team types **English** SEO titles on some posts: there `<title>`, `og:title` and the Yoast JSON-LD headline are
English while the page's `<h1>` and text are Khmer; Yoast's `inLanguage` is `en-US` on every page and its Person
authors are romanised ("Sok Dara" for "សុខ ដារ៉ា"). The night crash brief (00:40 on 4 Dec) carries
`2026-12-03T17:40:00+00:00` in its JSON-LD; its WordPress author is the site's own account ("ពន្លឺទន្លេ", Yoast
Person "admin"). The Angkor feature has a reader-comment thread longer than the story. A photo album is a post under
`/archives/` like the stories, with captions only. The exchange-rate page is a table."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, km_digits, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.ponleutonle.test"
NAME = "ពន្លឺទន្លេ"
MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]
ARTS = ["mekong", "rice", "crash", "angkor", "garment", "opinion", "football", "brief"]
TAG = "ទន្លេមេគង្គ"
TAG_PATH = "/tag/" + quote(TAG).lower() + "/"
SEARCH_Q = "អង្ករ"
PAGE_ATTR = 'class="page"'
AUTHORS = {
    "សុខ ដារ៉ា": ("sokdara", "Sok Dara"),
    "ចាន់ សុភា": ("chansophea", "Chan Sophea"),
    "ហេង សុវណ្ណារី": ("hengsovannary", "Heng Sovannary"),
    "លីម ពិសិដ្ឋ": ("limpiseth", "Lim Piseth"),
    "កែវ វណ្ណា": ("keovanna", "Dr. Keo Vanna"),
    NAME: ("admin", "admin"),
}


def K(text: str) -> str:
    return km_digits(text)


def km_date(local: str) -> str:
    """'2026-12-04 09:15' as the theme prints it: '០៤ ធ្នូ ២០២៦'."""
    y, m, d = local.split()[0].split("-")
    return K(f"{d} {MONTHS[int(m) - 1]} {y}")


def iso7(local: str) -> str:
    return local.replace(" ", "T") + ":00+07:00"


COMMENTS = [
    (
        "វណ្ណី",
        "2026-12-03 16:02",
        "ល្អណាស់ ទេសចរណ៍ងើបឡើងវិញហើយ។ សង្ឃឹមថាប្រជាជននៅសៀមរាបនឹងមានការងារធ្វើច្រើនជាងមុន ហើយកូនៗមិនចាំបាច់ទៅធ្វើការនៅថៃទៀត។",
        0,
    ),
    (
        "Kimsan",
        "2026-12-03 16:20",
        "តម្លៃសំបុត្រចូលអង្គរថ្លៃពេកសម្រាប់ភ្ញៀវបរទេស ៣៧ ដុល្លារក្នុងមួយថ្ងៃ។ គួរតែពិចារណាឡើងវិញ បើចង់ឲ្យភ្ញៀវស្នាក់នៅយូរជាងនេះ។",
        0,
    ),
    (
        "បងធំ",
        "2026-12-03 16:41",
        "ថ្លៃមែន ប៉ុន្តែលុយនោះយកទៅជួសជុលប្រាសាទ និងថែរក្សាតំបន់អង្គរ។ ខ្ញុំយល់ថាសមរម្យ ព្រោះនៅប្រទេសផ្សេងក៏ថ្លៃដូចគ្នាដែរ។",
        1,
    ),
    (
        "Tourist from Seoul",
        "2026-12-03 17:05",
        "I visited last week, it was crowded at sunrise but still amazing. Tuk tuk drivers were very friendly and the new airport is clean and fast.",
        0,
    ),
    (
        "ចន្ទ្រា",
        "2026-12-03 17:33",
        "សូមអាជ្ញាធរយកចិត្តទុកដាក់លើសំរាមនៅតាមផ្លូវទៅប្រាសាទបន្តិច។ ពេលខ្ញុំទៅលេងកាលពីខែមុន ឃើញដបប្លាស្ទិក និងថង់ប្លាស្ទិកច្រើនណាស់នៅក្បែរស្រះស្រង់។",
        0,
    ),
    (
        "ស្រីនាង",
        "2026-12-03 18:47",
        "សណ្ឋាគារឡើងថ្លៃទ្វេដងនៅខែធ្នូ ហើយអ្នកស្រុកខ្មែរយើងមិនសូវមានលទ្ធភាពទៅលេងទេ។ សូមឲ្យមានតម្លៃពិសេសសម្រាប់ភ្ញៀវជាតិផង ជាពិសេសនៅចុងសប្តាហ៍។",
        0,
    ),
    ("រិទ្ធី", "2026-12-03 19:15", "ខ្ញុំធ្វើការនៅកូរ៉េ។ ជើងហោះហើរផ្ទាល់ពីសេអ៊ូលថោកជាងមុនច្រើន ឆ្នាំនេះនឹងនាំគ្រួសារទៅលេងអង្គរជាលើកដំបូង។", 0),
    (
        "អ្នករត់តុកតុក",
        "2026-12-03 20:36",
        "ខ្ញុំជាអ្នករត់តុកតុកនៅសៀមរាប។ ឆ្នាំនេះភ្ញៀវច្រើនជាងឆ្នាំមុនមែន ប៉ុន្តែតម្លៃសាំងក៏ឡើងដែរ ហើយកម្មវិធីហៅឡានយកកម្រៃខ្ពស់ ចំណូលនៅតែមិនសូវល្អទេ។",
        0,
    ),
    (
        "មីនា",
        "2026-12-03 22:40",
        "ទៅលេងម្តងទៀតនៅបុណ្យចូលឆ្នាំខ្មែរ អាកាសធាតុក្តៅខ្លាំង មិនដូចខែធ្នូទេ។ ខែធ្នូ និងខែមករាល្អបំផុតសម្រាប់ដើរមើលប្រាសាទ។",
        0,
    ),
    ("បងធំ", "2026-12-04 07:31", "សំបុត្រ ៣ ថ្ងៃប្រើបានក្នុងរយៈពេល ១០ ថ្ងៃ មិនចាំបាច់ទៅជាប់គ្នាទេ។", 1),
]


class PonleuTonle(Base):
    origin = ORIGIN
    name = NAME
    prefix = "plt"
    language = "km"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "plt",
            [
                ".td-header-wrap",
                ".sf-menu > li > a",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td_module_flex .entry-title",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                "#cookie-notice",
                ".comment-list .comment-content",
                ".td-a-rec",
            ],
            300,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "tagdiv-home",
                list=["brief", "football", "garment", "rice", "mekong", "crash", "opinion", "angkor"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/category/local-news/",
                "section",
                "ព័ត៌មានជាតិ",
                "category-page1",
                list=["brief", "garment", "mekong", "crash"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/category/local-news/page/2/",
                "section",
                "ព័ត៌មានជាតិ",
                "category-page2",
                list=["angkor", "gallery"],
            )
        )
        add(page("tag", TAG_PATH, "tag", TAG, "tag-archive", list=["mekong", "brief", "rice"]))
        add(
            page(
                "author",
                "/author/sokdara/",
                "author",
                "សុខ ដារ៉ា",
                "author-archive",
                list=["mekong", "rice"],
                bio="អ្នកយកព័ត៌មានផ្នែកសេដ្ឋកិច្ច និងកសិកម្ម។ ធ្វើការជាមួយពន្លឺទន្លេតាំងពីឆ្នាំ ២០១៥។",
            )
        )
        add(
            page(
                "search",
                "/?s=" + quote(SEARCH_Q),
                "search",
                "លទ្ធផលស្វែងរក៖ " + SEARCH_Q,
                "search-results",
                list=["rice", "mekong"],
            )
        )
        add(
            page(
                "rate",
                "/exchange-rate/",
                "exchange-rate",
                "អត្រាប្តូរប្រាក់ប្រចាំថ្ងៃ",
                "rate-table",
                [
                    K("អត្រាប្តូរប្រាក់នៅថ្ងៃសៅរ៍ ទី05 ខែធ្នូ ឆ្នាំ2026 គិតជាប្រាក់រៀល (ម៉ោង 08:00)"),
                    "T: រូបិយប័ណ្ណ | ទិញ | លក់",
                    K("T: ដុល្លារអាមេរិក (USD) | 4 012 | 4 028"),
                    K("T: បាតថៃ (THB) | 117 | 119"),
                    K("T: ដុងវៀតណាម (100 VND) | 15,8 | 16,2"),
                    K("T: យ៉ានចិន (CNY) | 554 | 562"),
                    K("T: អឺរ៉ូ (EUR) | 4 275 | 4 320"),
                    K("T: វ៉ុនកូរ៉េ (1000 KRW) | 2 790 | 2 860"),
                    K(
                        "អត្រាផ្លូវការរបស់ធនាគារជាតិនៃកម្ពុជា៖ 1 ដុល្លារ = 4 020 រៀល។ តួលេខខាងលើជាអត្រាមធ្យមនៃតូបប្តូរប្រាក់នៅផ្សារអូរឫស្សី សម្រាប់ជាឯកសារយោងប៉ុណ្ណោះ។"
                    ),
                ],
            )
        )
        add(
            page(
                "gallery",
                "/archives/284466",
                "gallery",
                "កម្រងរូបភាព៖ រដូវច្រូតកាត់ស្រូវនៅខេត្តបាត់ដំបង",
                "wp-post-photo-album",
                [
                    "FIG: ស្រូវទុំពណ៌មាស | វាលស្រែនៅស្រុកសង្កែ ខេត្តបាត់ដំបង ពេលព្រឹកព្រលឹម។",
                    "FIG: ម៉ាស៊ីនច្រូត | ម៉ាស៊ីនច្រូតកាត់ដែលកសិករជួលក្នុងតម្លៃ ៣៥ ម៉ឺនរៀលក្នុងមួយហិកតា។",
                    "FIG: បាច់ស្រូវ | អ្នកភូមិជួយគ្នាច្រូតស្រូវដោយដៃ នៅក្នុងស្រែតូចៗដែលម៉ាស៊ីនចូលមិនបាន។",
                    "FIG: ហាលស្រូវ | ស្រូវត្រូវបានហាលលើកម្រាលនៅមុខផ្ទះ មុននឹងលក់ឲ្យឈ្មួញ។",
                    "FIG: ឡានដឹកស្រូវ | ឈ្មួញមកទិញស្រូវដល់ភូមិ ក្នុងតម្លៃប្រហែល ១ ០៥០ រៀលក្នុងមួយគីឡូក្រាម។",
                    "FIG: កុមារលេង | កុមារលេងនៅលើគំនរចំបើង ក្រោយពេលច្រូតរួច។",
                ],
                local="2026-12-03 16:45",
                section="ព័ត៌មានជាតិ",
                photog="ហេង សុវណ្ណារី",
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "អំពីយើង",
                "about-page",
                [
                    "ពន្លឺទន្លេ គឺជាគេហទំព័រព័ត៌មានឯករាជ្យ ដែលបង្កើតឡើងនៅឆ្នាំ ២០១២ នៅរាជធានីភ្នំពេញ។ យើងផ្សាយព័ត៌មានជាតិ អន្តរជាតិ សេដ្ឋកិច្ច កីឡា និងវប្បធម៌ ជាភាសាខ្មែររៀងរាល់ថ្ងៃ។",
                    "## បេសកកម្មរបស់យើង",
                    "យើងប្តេជ្ញាផ្តល់ព័ត៌មានដែលត្រឹមត្រូវ មិនលំអៀង និងទាន់ពេលវេលា ដល់ប្រជាពលរដ្ឋកម្ពុជាទាំងក្នុង និងក្រៅប្រទេស។",
                    "## ក្រុមការងារ",
                    "ក្រុមការងាររបស់យើងមានអ្នកយកព័ត៌មាន និងអ្នកកែសម្រួលជាង ៤០ នាក់ នៅភ្នំពេញ និងតាមបណ្តាខេត្ត។",
                    "អាសយដ្ឋាន៖ ផ្ទះលេខ ៤៥ ផ្លូវ ២៧១ សង្កាត់ទឹកល្អក់ទី៣ ខណ្ឌទួលគោក រាជធានីភ្នំពេញ។",
                ],
            )
        )
        add(
            page(
                "contact",
                "/contact/",
                "contact",
                "ទំនាក់ទំនង",
                "contact-page",
                [
                    "សម្រាប់ព័ត៌មាន ឬការផ្តល់ព័ត៌មាន សូមទាក់ទងមកក្រុមការងារពន្លឺទន្លេ តាមរយៈ៖",
                    "- ទូរស័ព្ទ៖ ០២៣ ៩៨៧ ៦៥៤ / ០១២ ៣៤៥ ៦៧៨",
                    "- អ៊ីមែល៖ news@ponleutonle.test",
                    "- តេឡេក្រាម៖ @ponleutonle",
                    "សម្រាប់ការផ្សាយពាណិជ្ជកម្ម សូមទាក់ទងផ្នែកទីផ្សារ៖ ads@ponleutonle.test",
                ],
            )
        )
        add(
            story(
                "mekong",
                "/archives/284512",
                "កម្ពស់ទឹកទន្លេមេគង្គស្រកចុះលឿនជាងធម្មតា អ្នកនេសាទនៅបឹងទន្លេសាបព្រួយបារម្ភ",
                "2026-12-04",
                iso7("2026-12-04 09:15"),
                "2026-12-04 09:15",
                ["សុខ ដារ៉ា"],
                [
                    K(
                        "ភ្នំពេញ៖ ក្រសួងធនធានទឹក និងឧតុនិយម បានឲ្យដឹងនៅថ្ងៃសុក្រនេះថា កម្ពស់ទឹកទន្លេមេគង្គនៅស្ថានីយភ្នំពេញ បានស្រកចុះមកត្រឹម 4,20 ម៉ែត្រ ដែលទាបជាងមធ្យមភាគរយៈពេលដប់ឆ្នាំប្រមាណ 1,3 ម៉ែត្រ។"
                    ),
                    "លោក ហេង វិចិត្រ មន្ត្រីនាយកដ្ឋានជលសាស្ត្រ បានប្រាប់ពន្លឺទន្លេថា ការស្រកទឹកឆាប់ជាងធម្មតានេះ បណ្តាលមកពីភ្លៀងតិចនៅចុងរដូវវស្សា និងការបញ្ចេញទឹកតិចពីទំនប់វារីអគ្គិសនីនៅខាងលើទន្លេ។",
                    "## ផលប៉ះពាល់លើការនេសាទ",
                    "នៅតាមភូមិបណ្តែតទឹកក្នុងខេត្តកំពង់ឆ្នាំង អ្នកនេសាទបាននិយាយថា ត្រីដែលចាប់បានក្នុងមួយយប់ៗ បានធ្លាក់ចុះស្ទើរតែពាក់កណ្តាល បើធៀបនឹងរដូវកាលមុន។",
                    K(
                        "អ្នកស្រី សុខ ណារី អាយុ 47 ឆ្នាំ បាននិយាយថា «កាលពីឆ្នាំមុន ខ្ញុំចាប់ត្រីបានប្រហែល 20 គីឡូក្រាមក្នុងមួយយប់ ប៉ុន្តែឥឡូវនេះបានតែ 8 ទៅ 10 គីឡូក្រាមប៉ុណ្ណោះ»។"
                    ),
                    "FIG: ទូកនេសាទ | អ្នកនេសាទនៅភូមិបណ្តែតទឹក ខេត្តកំពង់ឆ្នាំង។ (រូបថត៖ សុខ ដារ៉ា)",
                    K(
                        "ក្រសួងបានព្យាករថា កម្ពស់ទឹកនឹងបន្តស្រកចុះប្រហែល 5 ទៅ 8 សង់ទីម៉ែត្រក្នុងមួយថ្ងៃ រហូតដល់ចុងខែធ្នូ ហើយបានអំពាវនាវឲ្យកសិករប្រើប្រាស់ទឹកដោយសន្សំសំចៃសម្រាប់ដំណាំស្រូវប្រាំង។"
                    ),
                    "អាជ្ញាធរខេត្តកណ្តាល និងខេត្តព្រៃវែង ក៏បានចាប់ផ្តើមបូមទឹកចូលប្រឡាយ ដើម្បីត្រៀមសម្រាប់រដូវប្រាំងដែលនឹងមកដល់។",
                ],
                "english-seo-title-romanised-ld",
                section="ព័ត៌មានជាតិ",
                seo="Mekong water level falls faster than usual, Tonle Sap fishers worried",
                cat="local-news",
                tags=[TAG, "នេសាទ"],
            )
        )
        add(
            story(
                "rice",
                "/archives/284498",
                K("កម្ពុជានាំចេញអង្ករបាន 645 000 តោន ក្នុងរយៈពេល 11 ខែ កើនឡើង 12 ភាគរយ"),
                "2026-12-04",
                iso7("2026-12-04 11:02"),
                "2026-12-04 11:02",
                ["សុខ ដារ៉ា", "ចាន់ សុភា"],
                [
                    K(
                        "ភ្នំពេញ៖ សហព័ន្ធស្រូវអង្ករកម្ពុជា បានឲ្យដឹងថា ក្នុងរយៈពេល 11 ខែដើមឆ្នាំ 2026 កម្ពុជាបាននាំចេញអង្ករសរុបចំនួន 645 000 តោន ទៅកាន់ 68 ប្រទេស ដែលកើនឡើង 12 ភាគរយ បើធៀបនឹងរយៈពេលដូចគ្នាកាលពីឆ្នាំមុន។"
                    ),
                    K(
                        "តាមរបាយការណ៍ដែលចេញផ្សាយនៅព្រឹកថ្ងៃសុក្រ ការនាំចេញអង្ករបានរកចំណូលប្រមាណ 465 លានដុល្លារអាមេរិក ដោយអង្ករក្រអូបផ្ការំដួល នៅតែជាប្រភេទដែលនាំចេញច្រើនជាងគេ។"
                    ),
                    "## ទីផ្សារសំខាន់ៗ",
                    "T: ទីផ្សារ | បរិមាណ (តោន) | ធៀបនឹងឆ្នាំមុន",
                    K("T: ចិន | 210 500 | +8%"),
                    K("T: សហភាពអឺរ៉ុប | 198 200 | +15%"),
                    K("T: អាស៊ាន | 95 300 | +21%"),
                    K("T: ប្រទេសផ្សេងៗ | 141 000 | +6%"),
                    "លោក ស៊ុន សុខា អគ្គលេខាធិការរងនៃសហព័ន្ធ បានប្រាប់ពន្លឺទន្លេថា ការកើនឡើងនេះ បណ្តាលមកពីតម្រូវការខ្ពស់នៅទីផ្សារអឺរ៉ុប និងការពង្រីកការនាំចេញទៅកាន់ប្រទេសនៅអាស៊ីអាគ្នេយ៍។",
                    "ទោះជាយ៉ាងណា លោកបានព្រមានថា តម្លៃដឹកជញ្ជូនតាមសមុទ្រដែលកើនឡើង និងការប្រកួតប្រជែងពីវៀតណាម និងថៃ អាចធ្វើឲ្យការនាំចេញក្នុងខែធ្នូ យឺតជាងការរំពឹងទុក។",
                    K("ក្រៅពីអង្ករ កម្ពុជាក៏បាននាំចេញស្រូវសើមជាង 3,5 លានតោន ទៅកាន់ប្រទេសជិតខាង ក្នុងរយៈពេលដូចគ្នា។"),
                ],
                "two-authors-table-english-ld",
                section="សេដ្ឋកិច្ច",
                seo="Cambodia's rice exports up 12% to 645,000 tonnes in 11 months",
                cat="economy",
                tags=["អង្ករ", TAG],
                modified=iso7("2026-12-04 14:20"),
            )
        )
        add(
            story(
                "crash",
                "/archives/284487",
                K("គ្រោះថ្នាក់ចរាចរណ៍លើផ្លូវជាតិលេខ4 បណ្តាលឲ្យមនុស្ស 2 នាក់ស្លាប់ និង 3 នាក់រងរបួស"),
                "2026-12-04",
                "2026-12-03T17:40:00+00:00",
                "2026-12-04 00:40",
                [],
                [
                    K(
                        "ខេត្តកំពង់ស្ពឺ៖ គ្រោះថ្នាក់ចរាចរណ៍រវាងរថយន្តដឹកទំនិញ និងរថយន្តដឹកអ្នកដំណើរមួយគ្រឿង បានកើតឡើងនៅយប់ថ្ងៃព្រហស្បតិ៍ លើផ្លូវជាតិលេខ4 ក្នុងស្រុកសំរោងទង ធ្វើឲ្យមនុស្ស 2 នាក់ស្លាប់ភ្លាមៗ និង 3 នាក់ទៀតរងរបួសធ្ងន់។"
                    ),
                    "សមត្ថកិច្ចបានឲ្យដឹងថា មូលហេតុនៃគ្រោះថ្នាក់ គឺដោយសារអ្នកបើកបររថយន្តដឹកទំនិញ បើកបរក្នុងល្បឿនលឿន និងជែងរថយន្តផ្សេងទៀតនៅកន្លែងបត់។",
                    "អ្នករងរបួសត្រូវបានបញ្ជូនទៅមន្ទីរពេទ្យបង្អែកខេត្តកំពង់ស្ពឺ ខណៈដែលរថយន្តទាំងពីរគ្រឿងត្រូវបានរក្សាទុកនៅអធិការដ្ឋាននគរបាលស្រុក ដើម្បីចាត់ការតាមនីតិវិធី។",
                ],
                "site-account-utc-ld-after-midnight",
                section="ព័ត៌មានជាតិ",
                cat="local-news",
                wp_user=NAME,
                tags=["ចរាចរណ៍"],
            )
        )
        add(
            story(
                "angkor",
                "/archives/284470",
                "ភ្ញៀវទេសចរបរទេសមកទស្សនាប្រាសាទអង្គរវត្ត កើនឡើងខ្លាំងក្នុងរដូវរងា",
                "2026-12-03",
                iso7("2026-12-03 15:30"),
                "2026-12-03 15:30",
                ["ហេង សុវណ្ណារី"],
                [
                    K(
                        "ខេត្តសៀមរាប៖ ចំនួនភ្ញៀវទេសចរបរទេសដែលទិញសំបុត្រចូលទស្សនាតំបន់ឧទ្យានអង្គរ ក្នុងខែវិច្ឆិកា ឆ្នាំ 2026 មានជាង 85 000 នាក់ កើនឡើង 24 ភាគរយ បើធៀបនឹងខែដដែលកាលពីឆ្នាំមុន នេះបើតាមរបាយការណ៍របស់អង្គរអង់ធែរប្រាយស៍។"
                    ),
                    "ភ្ញៀវភាគច្រើនមកពីប្រទេសចិន កូរ៉េខាងត្បូង ជប៉ុន និងសហរដ្ឋអាមេរិក ហើយរដូវរងាដែលមានអាកាសធាតុត្រជាក់ស្រួល គឺជារដូវដែលភ្ញៀវចូលចិត្តមកទស្សនាជាងគេ។",
                    "## សណ្ឋាគារស្ទើរតែពេញ",
                    K(
                        "ម្ចាស់សណ្ឋាគារនៅក្រុងសៀមរាប បាននិយាយថា បន្ទប់ស្នាក់នៅសម្រាប់ចុងសប្តាហ៍នៃខែធ្នូ ត្រូវបានកក់ទុកជិត 90 ភាគរយរួចហើយ ដែលជាកម្រិតខ្ពស់បំផុតចាប់តាំងពីឆ្នាំ 2019។"
                    ),
                    K(
                        "លោក ពៅ សុវណ្ណ អ្នកគ្រប់គ្រងសណ្ឋាគារមួយនៅតាមដងស្ទឹងសៀមរាប បានប្រាប់ថា «យើងបានជួលបុគ្គលិកបន្ថែម 15 នាក់ ដើម្បីត្រៀមទទួលភ្ញៀវក្នុងរដូវនេះ»។"
                    ),
                    "## អាកាសយានដ្ឋានថ្មីជួយជំរុញ",
                    "មន្ត្រីទេសចរណ៍ខេត្តបានលើកឡើងថា អាកាសយានដ្ឋានអន្តរជាតិសៀមរាប-អង្គរ ដែលបានបើកជើងហោះហើរថ្មីៗពីទីក្រុងសេអ៊ូល និងទីក្រុងតូក្យូ បានជួយឲ្យការធ្វើដំណើរមកកាន់ខេត្តនេះកាន់តែងាយស្រួល។",
                ],
                "feature-comments-longer-than-story",
                section="ព័ត៌មានជាតិ",
                cat="local-news",
                tags=["ទេសចរណ៍"],
                comments=True,
            )
        )
        add(
            story(
                "garment",
                "/archives/284503",
                K("រដ្ឋាភិបាលកំណត់ប្រាក់ឈ្នួលអប្បបរមាកម្មករកាត់ដេរឆ្នាំ 2027 ត្រឹម 214 ដុល្លារ"),
                "2026-12-04",
                iso7("2026-12-04 13:40"),
                "2026-12-04 13:40",
                ["ចាន់ សុភា"],
                [
                    K(
                        "ភ្នំពេញ៖ ក្រសួងការងារ និងបណ្តុះបណ្តាលវិជ្ជាជីវៈ បានប្រកាសនៅថ្ងៃសុក្រនេះថា ប្រាក់ឈ្នួលអប្បបរមាសម្រាប់កម្មករ កម្មការិនី ក្នុងវិស័យកាត់ដេរ ផលិតស្បែកជើង និងផលិតផលធ្វើដំណើរ សម្រាប់ឆ្នាំ 2027 ត្រូវបានកំណត់ត្រឹម 214 ដុល្លារអាមេរិកក្នុងមួយខែ។"
                    ),
                    K(
                        "ចំនួននេះកើនឡើង 6 ដុល្លារ ពីប្រាក់ឈ្នួលអប្បបរមាឆ្នាំ 2026 ដែលមាន 208 ដុល្លារ។ ការសម្រេចនេះធ្វើឡើងបន្ទាប់ពីកិច្ចប្រជុំក្រុមប្រឹក្សាជាតិប្រាក់ឈ្នួលអប្បបរមា ដែលមានតំណាងរដ្ឋាភិបាល និយោជក និងសហជីព។"
                    ),
                    "RAW:<!--readmore-->",
                    K(
                        "តំណាងសហជីពមួយចំនួនបាននិយាយថា ការកើនឡើងនេះមិនទាន់គ្រប់គ្រាន់ ដើម្បីឆ្លើយតបនឹងតម្លៃទំនិញ និងថ្លៃជួលបន្ទប់ដែលកើនឡើងនោះទេ ដោយពួកគេបានស្នើសុំ 225 ដុល្លារ។"
                    ),
                    "អ្នកស្រី ម៉ៅ ស្រីនាង កម្មការិនីរោងចក្រមួយនៅខណ្ឌពោធិ៍សែនជ័យ បាននិយាយថា «ប្រាក់ខែកើនបន្តិចបន្តួច ប៉ុន្តែថ្លៃម្ហូបអាហារ និងថ្លៃបន្ទប់ឡើងលឿនជាង»។",
                    "ចំណែកសមាគមរោងចក្រកាត់ដេរ បានលើកឡើងថា រោងចក្រកំពុងប្រឈមនឹងការធ្លាក់ចុះនៃការបញ្ជាទិញ ហើយការដំឡើងប្រាក់ឈ្នួលខ្លាំងពេក អាចប៉ះពាល់ដល់ការងាររបស់កម្មករ។",
                    K(
                        "ប្រាក់ឈ្នួលថ្មីនេះ នឹងចូលជាធរមានចាប់ពីថ្ងៃទី 1 ខែមករា ឆ្នាំ 2027 ហើយកម្មករនឹងនៅតែទទួលបានប្រាក់រង្វាន់វត្តមាន និងប្រាក់ឧបត្ថម្ភផ្សេងៗដូចមុន។"
                    ),
                ],
                "read-more-box-english-seo",
                section="ព័ត៌មានជាតិ",
                seo="Cambodia sets 2027 garment minimum wage at $214 a month",
                cat="local-news",
                tags=["ប្រាក់ឈ្នួល", "កម្មករ"],
            )
        )
        add(
            story(
                "opinion",
                "/archives/284479",
                "ទស្សនៈ៖ ហេតុអ្វីយុវជនកម្ពុជាត្រូវការជំនាញឌីជីថលមុនគេ",
                "2026-12-03",
                iso7("2026-12-03 19:00"),
                "2026-12-03 19:00",
                ["កែវ វណ្ណា"],
                [
                    "ក្នុងរយៈពេលប្រាំឆ្នាំចុងក្រោយនេះ សេដ្ឋកិច្ចឌីជីថលនៅកម្ពុជាបានរីកចម្រើនយ៉ាងឆាប់រហ័ស។ ការទូទាត់តាមទូរស័ព្ទ ការលក់ទំនិញតាមអនឡាញ និងសេវាដឹកជញ្ជូនតាមកម្មវិធី បានក្លាយជាផ្នែកមួយនៃជីវិតប្រចាំថ្ងៃរបស់ប្រជាជនក្នុងទីក្រុង។",
                    "ប៉ុន្តែ ការរីកចម្រើននេះ មិនទាន់បានឆ្លុះបញ្ចាំងនៅក្នុងប្រព័ន្ធអប់រំរបស់យើងនៅឡើយទេ។ សិស្សានុសិស្សជាច្រើននៅតាមខេត្ត នៅតែមិនមានឱកាសរៀនកុំព្យូទ័រ ឬប្រើប្រាស់អ៊ីនធឺណិតសម្រាប់ការសិក្សា។",
                    "## គម្លាតរវាងទីក្រុង និងជនបទ",
                    K(
                        "យោងតាមការស្ទង់មតិមួយដែលខ្ញុំ និងសហការីបានធ្វើកាលពីឆ្នាំមុន នៅក្នុងសាលារៀនចំនួន 40 ក្នុង 6 ខេត្ត មានតែ 31 ភាគរយនៃសាលាមធ្យមសិក្សានៅជនបទប៉ុណ្ណោះ ដែលមានបន្ទប់កុំព្យូទ័រដំណើរការបាន។"
                    ),
                    "ប្រសិនបើយើងមិនចាប់ផ្តើមពីឥឡូវនេះ យុវជនរបស់យើងនឹងធ្លាក់ពីក្រោយប្រទេសជិតខាង នៅពេលដែលក្រុមហ៊ុនបច្ចេកវិទ្យាបរទេសចូលមកវិនិយោគ ហើយត្រូវការបុគ្គលិកដែលមានជំនាញ។",
                    "## អ្វីដែលត្រូវធ្វើ",
                    "- បណ្តុះបណ្តាលគ្រូបង្រៀនឲ្យចេះប្រើប្រាស់ឧបករណ៍ឌីជីថលក្នុងការបង្រៀន។",
                    "- ផ្តល់អ៊ីនធឺណិតល្បឿនលឿនដល់សាលារៀនគ្រប់ខេត្ត។",
                    "- សហការជាមួយវិស័យឯកជន ដើម្បីបង្កើតកម្មវិធីហ្វឹកហាត់ការងារសម្រាប់និស្សិត។",
                    "ជំនាញឌីជីថលមិនមែនជារឿងប្រណីតទៀតទេ វាជាមូលដ្ឋានគ្រឹះសម្រាប់អនាគតរបស់ប្រទេសជាតិ។",
                    "SIGN: *បណ្ឌិត កែវ វណ្ណា ជាសាស្ត្រាចារ្យផ្នែកបច្ចេកវិទ្យាព័ត៌មាន នៅសាកលវិទ្យាល័យមួយក្នុងរាជធានីភ្នំពេញ។",
                    "NOTE: អត្ថបទនេះគឺជាទស្សនៈផ្ទាល់ខ្លួនរបស់អ្នកនិពន្ធ មិនឆ្លុះបញ្ចាំងពីជំហររបស់ពន្លឺទន្លេឡើយ។",
                ],
                "opinion-kicker-in-h1-honorific",
                section="ទស្សនៈ",
                cat="opinion",
                printed_by="អត្ថបទ៖",
                printed_name="បណ្ឌិត កែវ វណ្ណា",
                tags=["អប់រំ"],
            )
        )
        add(
            story(
                "football",
                "/archives/284520",
                K("បាយ័នអេហ្វស៊ី យកឈ្នះទន្លេបាសាក់ 3-1 ឡើងកាន់កំពូលតារាងលីគកំពូល"),
                "2026-12-04",
                iso7("2026-12-04 21:50"),
                "2026-12-04 21:50",
                ["លីម ពិសិដ្ឋ"],
                [
                    K(
                        "ក្រុមបាយ័នអេហ្វស៊ី បានយកឈ្នះក្រុមទន្លេបាសាក់ 3 ទល់ 1 នៅពហុកីឡដ្ឋានជាតិមរតកតេជោ កាលពីល្ងាចថ្ងៃសុក្រ ដែលធ្វើឲ្យក្រុមនេះឡើងកាន់លេខ 1 លើតារាងចំណាត់ថ្នាក់ ដោយមាន 32 ពិន្ទុ ក្រោយការប្រកួត 14 លើក។"
                    ),
                    K(
                        "ខ្សែប្រយុទ្ធ សុខ វិសាល បានស៊ុតបញ្ចូលទីពីរគ្រាប់នៅតង់ទីមួយ មុនពេលក្រុមភ្ញៀវរកបានមួយគ្រាប់ត្រឡប់វិញ នៅនាទីទី 58 តាមរយៈបាល់ប៉េណាល់ទី។"
                    ),
                    K(
                        "នៅនាទីទី 81 ខ្សែបម្រើវ័យក្មេង ឈឿន រតនា បានបិទបញ្ចប់ការប្រកួតដោយការទាត់ពីចម្ងាយ 25 ម៉ែត្រ ដែលធ្វើឲ្យអ្នកគាំទ្រជាង 12 000 នាក់ស្រែកហ៊ោយ៉ាងគឹកកង។"
                    ),
                    "គ្រូបង្វឹកក្រុមបាយ័ន លោក ជា សុវណ្ណារ៉ា បាននិយាយក្រោយការប្រកួតថា «ក្មេងៗលេងបានល្អ និងមានវិន័យ។ យើងនៅសល់ការប្រកួតច្រើនទៀត ដូច្នេះមិនទាន់អាចនិយាយពីពានរង្វាន់បាននៅឡើយទេ»។",
                    K("ក្រុមទន្លេបាសាក់ នៅតែឈរលេខ 4 ដោយមាន 25 ពិន្ទុ ហើយនឹងជួបក្រុមព្រះវិហារយូណាយធីត នៅថ្ងៃអាទិត្យខាងមុខ។"),
                ],
                "sport-english-seo-keyword-stuffed",
                section="កីឡា",
                seo="Bayon FC beat Tonle Bassac 3-1 to go top of the Cambodian league",
                cat="sport",
                tags=["បាល់ទាត់", "លីគកំពូល"],
                keywords="បាល់ទាត់, បាល់ទាត់ខ្មែរ, លីគកំពូលកម្ពុជា, បាយ័នអេហ្វស៊ី, ទន្លេបាសាក់, ពិន្ទុបាល់ទាត់, លទ្ធផលបាល់ទាត់, football, cambodia football, cambodian premier league, bayon fc, tonle bassac, khmer football, live score, ponleu tonle, kampuchea, sport news, ព័ត៌មានកីឡា, កីឡា",
            )
        )
        add(
            story(
                "brief",
                "/archives/284525",
                K("ក្រសួងព្រមានសីតុណ្ហភាពអាចធ្លាក់ចុះដល់ 17 អង្សាសេ នៅតំបន់ខ្ពង់រាប"),
                "2026-12-05",
                iso7("2026-12-05 07:30"),
                "2026-12-05 07:30",
                [],
                [
                    K(
                        "ក្រសួងធនធានទឹក និងឧតុនិយម បានចេញសេចក្តីជូនដំណឹងនៅព្រឹកថ្ងៃសៅរ៍នេះថា ចាប់ពីថ្ងៃទី 6 ដល់ថ្ងៃទី 12 ខែធ្នូ កម្ពុជានឹងរងឥទ្ធិពលពីសម្ពាធខ្ពស់ពីប្រទេសចិន ដែលធ្វើឲ្យអាកាសធាតុត្រជាក់ និងមានខ្យល់បក់ខ្លាំង។"
                    ),
                    K(
                        "សីតុណ្ហភាពអប្បបរមានៅតំបន់ខ្ពង់រាប ដូចជាខេត្តមណ្ឌលគិរី និងរតនគិរី អាចធ្លាក់ចុះដល់ 17 ទៅ 19 អង្សាសេ ខណៈនៅតំបន់វាលទំនាប រួមទាំងរាជធានីភ្នំពេញ មានចន្លោះពី 20 ទៅ 22 អង្សាសេ។"
                    ),
                    "ក្រសួងបានណែនាំឲ្យប្រជាពលរដ្ឋ ជាពិសេសកុមារ និងមនុស្សចាស់ ពាក់អាវរងារ និងថែរក្សាសុខភាពក្នុងអំឡុងពេលនេះ។",
                    "SIGN: ប្រភព៖ AKP",
                ],
                "agency-source-line-site-account",
                section="ព័ត៌មានជាតិ",
                cat="local-news",
                wp_user=NAME,
                tags=[TAG, "អាកាសធាតុ"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def seo_title(self, doc: Doc) -> str:
        if doc.extra.get("seo"):
            return doc.extra["seo"]
        return doc.title

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = self.seo_title(doc)
        post = doc.is_article or doc.kind == "gallery"
        desc = self.lede(doc) if doc.is_article else f"{doc.title} - {NAME}"
        out = [
            "<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->",
            f"<title>{esc(title)} - {NAME}</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="en_US" />',
            f'<meta property="og:type" content="{"article" if post else "website"}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:description" content="{esc(desc)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{NAME}" />',
        ]
        if doc.extra.get("keywords"):
            out.append(f'<meta name="keywords" content="{esc(doc.extra["keywords"])}" />')
        graph: list[dict] = []
        if post:
            local = doc.stamp if doc.is_article else doc.extra["local"]
            iso = doc.iso if doc.is_article else iso7(local)
            mod = doc.extra.get("modified", iso)
            out.append(f'<meta property="article:published_time" content="{iso}" />')
            out.append(f'<meta property="article:modified_time" content="{mod}" />')
            who = doc.authors[0] if doc.authors else doc.extra.get("wp_user", NAME)
            if doc.kind == "gallery":
                who = NAME
            slug, latin = AUTHORS[who]
            out.append(f'<meta name="author" content="{esc(latin)}" />')
            graph.append(
                {
                    "@type": "Article",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": [
                        {"name": AUTHORS[a][1], "@id": f"{ORIGIN}/#/schema/person/{AUTHORS[a][0]}"}
                        for a in (doc.authors or [who])
                    ],
                    "headline": title,
                    "datePublished": iso,
                    "dateModified": mod,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": len(doc.body.split()),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{doc.path.rsplit('/', 1)[-1]}-1.jpg",
                    "keywords": [t for t in doc.extra.get("tags", [])],
                    "articleSection": [
                        {"local-news": "Local News", "economy": "Economy", "sport": "Sport", "opinion": "Opinion"}.get(
                            doc.extra.get("cat", "local-news"), "News"
                        )
                    ],
                    "inLanguage": "en-US",
                }
            )
            graph.append(
                {
                    "@type": "Person",
                    "@id": f"{ORIGIN}/#/schema/person/{slug}",
                    "name": latin,
                    "url": f"{ORIGIN}/author/{slug}/",
                }
            )
        graph.append(
            {
                "@type": "CollectionPage" if "list" in doc.extra else "WebPage",
                "@id": url,
                "url": url,
                "name": f"{title} - {NAME}",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "inLanguage": "en-US",
            }
        )
        graph.append(
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": NAME,
                "description": "Cambodian News",
                "inLanguage": "en-US",
            }
        )
        graph.append(
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Ponleu Tonle",
                "url": f"{ORIGIN}/",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/02/logo-ponleu.png"},
            }
        )
        ld = {"@context": "https://schema.org", "@graph": graph}
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(ld, ensure_ascii=False, separators=(",", ":"))}</script>'
        )
        out.append("<!-- / Yoast SEO plugin. -->")
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "ទំព័រដើម"),
                ("local", "ព័ត៌មានជាតិ"),
                (f"{ORIGIN}/category/international/", "អន្តរជាតិ"),
                (f"{ORIGIN}/category/economy/", "សេដ្ឋកិច្ច"),
                (f"{ORIGIN}/category/sport/", "កីឡា"),
                (f"{ORIGIN}/category/opinion/", "ទស្សនៈ"),
                ("rate", "អត្រាប្តូរប្រាក់"),
            )
        )
        popular = "".join(
            f'<li><span class="td-block-num">{K(str(i + 1))}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(
                ["garment", "football", "angkor"] if doc.key != "garment" else ["football", "angkor", "mekong"]
            )
        )
        body_class = (
            f"post-template-default single single-post postid-{doc.path.rsplit('/', 1)[-1]}"
            if doc.path.startswith("/archives/")
            else f"{doc.kind} td-standard-pack"
        )
        return f"""<!doctype html >
<html lang="km">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; Feed" href="{ORIGIN}/feed/" />
<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.6' type='text/css' media='all' />
<link rel='stylesheet' id='google-fonts-style-css' href='https://fonts.googleapis.com/css?family=Kantumruy+Pro%3A400%2C600%7CBattambang%3A400%2C700&amp;display=swap' type='text/css' media='all' />
<style id="td-theme-inline-css">/*PAD*/</style>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script>var tdBlocksArray = []; var tds_login_sing_in_widget="show"; var td_ajax_url="{ORIGIN}\\/wp-admin\\/admin-ajax.php?td_theme_name=Newspaper&v=12.6.6"; var td_get_template_directory_uri="{ORIGIN}\\/wp-content\\/plugins\\/td-composer\\/legacy\\/common";</script>
</head>
<body class="{body_class} global-block-template-1 td-animation-stack-type0 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu">
<div class="td-header-sp-top-menu"><div class="td_data_time">{K("ថ្ងៃសៅរ៍ ទី05 ខែធ្នូ ឆ្នាំ2026")}</div>
<ul class="top-header-menu"><li>{self.a("about", "អំពីយើង", "nav")}</li><li>{self.a("contact", "ទំនាក់ទំនង", "nav")}</li><li><a href="{ORIGIN}/advertise/">ផ្សាយពាណិជ្ជកម្ម</a></li><li><a href="https://en.ponleutonle.test/">English</a></li></ul></div>
</div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header">
<div class="td-header-sp-logo"><a class="td-main-logo" href="{ORIGIN}/"><img class="td-retina-data" src="{ORIGIN}/wp-content/uploads/2024/02/logo-ponleu.png" alt="{NAME}" width="300" height="90"/><span class="td-visual-hidden">{NAME}</span></a></div>
<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><div class="td-all-devices"><a href="https://ads.ponleutonle.test/click?b=smart-dec"><img src="{ORIGIN}/wp-content/uploads/2026/11/banner-728x90-bank.gif" alt="" width="728" height="90"/></a></div></div></div></div>
</div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu">
<div id="td-header-menu" role="navigation"><div class="menu-main-menu-container"><ul id="menu-main-menu" class="sf-menu">{menu}</ul></div></div>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="" name="s" placeholder="ស្វែងរក..."/><input class="wpb_button wpb_btn-inverse btn" type="submit" value="ស្វែងរក"/></form></div>
</div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
<div class="td-ss-main-content">
{main}
</div>
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary">
<div class="td-ss-main-sidebar">
<div class="td-a-rec td-a-rec-id-sidebar"><img src="{ORIGIN}/wp-content/uploads/2026/10/ad-300x250-telco.jpg" alt="" width="300" height="250"/></div>
<div class="td_block_wrap td_block_popular"><h4 class="block-title"><span>អត្ថបទពេញនិយម</span></h4><ol>{popular}</ol></div>
<div class="td_block_wrap td_block_rate"><h4 class="block-title"><span>អត្រាប្តូរប្រាក់</span></h4><p>{K("USD 4 012 / 4 028 រៀល")}</p>{self.a("rate", "មើលបន្ថែម", "aside")}</div>
</div>
</div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-footer-container td-container-wrap">
<div class="td-container"><div class="td-pb-row">
<div class="td-pb-span4"><div class="footer-logo-wrap"><img src="{ORIGIN}/wp-content/uploads/2024/02/logo-ponleu-white.png" alt="{NAME}" width="220" height="66"/></div><div class="footer-text-wrap">គេហទំព័រព័ត៌មានឯករាជ្យជាភាសាខ្មែរ។ {self.a("contact", "ទំនាក់ទំនងមកយើង", "footer")}</div></div>
<div class="td-pb-span4"><ul class="footer-menu"><li>{self.a("local", "ព័ត៌មានជាតិ", "footer")}</li><li><a href="{ORIGIN}/category/economy/">សេដ្ឋកិច្ច</a></li><li><a href="{ORIGIN}/category/sport/">កីឡា</a></li><li>{self.a("about", "អំពីយើង", "footer")}</li><li><a href="{ORIGIN}/privacy-policy/">គោលការណ៍ឯកជនភាព</a></li></ul></div>
</div></div>
</div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-sub-footer-copy">{K("© 2026 ពន្លឺទន្លេ។ រក្សាសិទ្ធិគ្រប់យ៉ាង។")}</div></div></div>
</div>
<div id="cookie-notice" role="dialog" class="cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">គេហទំព័រនេះប្រើប្រាស់ខូឃី (Cookies) ដើម្បីផ្តល់បទពិសោធន៍ល្អបំផុតដល់អ្នក។</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">យល់ព្រម</a><a href="{ORIGIN}/privacy-policy/" target="_blank" id="cn-more-info" class="cn-more-info cn-button">ព័ត៌មានបន្ថែម</a></span></div></div>
<script type="text/javascript" src="{ORIGIN}/wp-content/plugins/td-composer/legacy/Newspaper/js/tagdiv_theme.min.js?ver=12.6.6" id="td-site-min-js"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-PLT2026KH"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}} gtag('js', new Date()); gtag('config', 'G-PLT2026KH');</script>
</body>
</html>"""

    def author_link(self, name: str, zone: str = "byline") -> str:
        if name == "សុខ ដារ៉ា":
            return self.a("author", name, zone)
        return f'<a href="{ORIGIN}/author/{AUTHORS[name][0]}/">{esc(name)}</a>'

    def tags_html(self, doc: Doc) -> str:
        items = []
        for t in doc.extra.get("tags", []):
            if t == TAG:
                items.append(f"<li>{self.a('tag', t, 'tag')}</li>")
            elif t == SEARCH_Q:
                items.append(f"<li>{self.a('search', t, 'tag')}</li>")
            else:
                items.append(f'<li><a href="{ORIGIN}/tag/{quote(t).lower()}/">{esc(t)}</a></li>')
        return f'<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{"".join(items)}</ul></div>'

    def comments_html(self) -> str:
        items = []
        for i, (who, when, text, depth) in enumerate(COMMENTS):
            tm = when.split()[1]
            cls = "comment depth-2" if depth else "comment depth-1"
            items.append(
                f'<li class="{cls}" id="comment-{91200 + i}"><cite>{esc(who)}</cite> <time>{km_date(when)} {K(tm)}</time><p>{esc(text)}</p></li>'
            )
        return (
            f'<div class="comments" id="comments"><h4 class="block-title"><span>{K(str(len(COMMENTS)))} មតិ</span></h4>'
            f'<ol class="comment-list">{"".join(items)}</ol>'
            f'<form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform"><textarea name="comment" placeholder="បញ្ចេញមតិ"></textarea><input name="submit" type="submit" value="ផ្ញើមតិ"/></form></div>'
        )

    def story_main(self, doc: Doc) -> str:
        pid = doc.path.rsplit("/", 1)[-1]
        cat = doc.extra.get("cat", "local-news")
        cat_link = (
            self.a("local", doc.section, "breadcrumb", 'class="entry-crumb"')
            if cat == "local-news"
            else f'<a class="entry-crumb" href="{ORIGIN}/category/{cat}/">{esc(doc.section)}</a>'
        )
        if doc.authors:
            by = doc.extra.get("printed_by", "ដោយ៖")
            if doc.extra.get("printed_name"):
                names = f'<a href="{ORIGIN}/author/{AUTHORS[doc.authors[0]][0]}/">{esc(doc.extra["printed_name"])}</a>'
            else:
                names = " និង ".join(self.author_link(a) for a in doc.authors)
        else:
            by = "ដោយ៖"
            names = f'<a href="{ORIGIN}/author/admin/">{esc(doc.extra.get("wp_user", NAME))}</a>'
        views = 1000 + int(pid) % 8000
        modified = ""
        if doc.extra.get("modified"):
            modified = f'<span class="td-post-date td-post-modified">កែប្រែ៖ <time class="entry-date updated" datetime="{doc.extra["modified"]}">{km_date(doc.extra["modified"].replace("T", " ")[:16])} {K(doc.extra["modified"][11:16])}</time></span>'
        blocks = self.blocks(doc)
        if doc.key == "garment":
            blocks = blocks.replace(
                "<!--readmore-->",
                f'<div class="td-related-inline"><strong>អានបន្ត៖</strong> {self.a("rice", self.docs["rice"].title, "related")}</div>',
            )
        rel = (
            [k for k in ARTS if k != doc.key][:3]
            if doc.key not in ("football", "brief")
            else ["garment", "mekong", "angkor"]
        )
        related = "".join(
            f'<div class="td-related-span4"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in rel
        )
        comments = self.comments_html() if doc.extra.get("comments") else ""
        if comments:
            rel = rel[:1]
        share = quote(self.url(doc.key), safe="")
        return f"""<div class="td-crumb-container"><div class="entry-crumbs"><span>{self.a("home", "ទំព័រដើម", "breadcrumb", 'class="entry-crumb"')}</span> <i class="td-icon-right td-bread-sep"></i> <span>{cat_link}</span></div></div>
<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail category-{cat}">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat_link}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">{esc(by)}</div> {names}<div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{iso7(doc.stamp)}">{km_date(doc.stamp)}</time></span>
{modified}
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{pid}">{K(str(views))}</span></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a href="https://www.facebook.com/sharer.php?u={share}" class="td-social-facebook">Facebook</a> <a href="https://t.me/share/url?url={share}" class="td-social-telegram">Telegram</a></div>
<div class="td-post-content tagdiv-type">
<div class="td-post-featured-image"><img width="696" height="392" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{pid}-1-696x392.jpg" alt="" title="{pid}-1"/></div>
{blocks}
<div class="td-a-rec td-a-rec-id-content_bottom"><a href="https://ads.ponleutonle.test/click?b=insurance"><img src="{ORIGIN}/wp-content/uploads/2026/11/ad-640x120-insurance.jpg" alt="" width="640" height="120"/></a></div>
</div>
<footer>
{self.tags_html(doc)}
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span>អត្ថបទទាក់ទង</span></h4><div class="td_block_inner td-related-row">{related}</div></div>
{comments}"""

    def listing_main(self, doc: Doc) -> str:
        mods = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            local = d.stamp if d.is_article else d.extra.get("local", "")
            author = ""
            if d.is_article:
                who = d.authors[0] if d.authors else d.extra.get("wp_user", NAME)
                author = f'<span class="td-post-author-name"><a href="{ORIGIN}/author/{AUTHORS[who][0]}/">{esc(d.extra.get("printed_name", who))}</a> <span>-</span> </span>'
            excerpt = self.lede(d) if d.is_article else "កម្រងរូបភាព"
            if doc.key == "home" and len(mods) >= 2:
                excerpt = ""
            mods.append(
                f'<div class="td_module_flex td_module_flex_4"><div class="td-module-container"><div class="td-module-thumb"><img class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{d.path.rsplit("/", 1)[-1]}-1-324x235.jpg" alt="" width="324" height="235"/></div>'
                f'<div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3><div class="td-editor-date">{author}<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{iso7(local)}">{km_date(local)}</time></span></div><div class="td-excerpt">{esc(excerpt)}</div></div></div>'
            )
        head = f'<div class="td-category-header"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="td-author-header"><img alt="" src="{ORIGIN}/wp-content/uploads/2024/05/sokdara-150x150.jpg" class="avatar avatar-150 photo" height="150" width="150"/><h1 class="entry-title td-page-title"><span class="td-author-name">{esc(doc.title)}</span></h1><div class="td-author-description">{esc(K(doc.extra["bio"]))}</div><div class="td-author-counters"><span class="td-author-post-count">{K("1248")} អត្ថបទ</span></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" action="{ORIGIN}/"><input class="search-page-search-input" type="text" value="{esc(SEARCH_Q)}" name="s"/><input class="wpb_button" type="submit" value="ស្វែងរក"/></form><div class="td_search_subtitle">ប្រសិនបើអ្នកមិនពេញចិត្តនឹងលទ្ធផល សូមស្វែងរកម្តងទៀត</div></div></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-category-header"><div class="entry-crumbs">{self.a("home", "ទំព័រដើម", "breadcrumb")} › ស្លាក</div><h1 class="entry-title td-page-title">{esc(doc.title)}</h1></div>'
        elif doc.key == "home":
            head = f'<h1 class="td-visual-hidden">{NAME} - ព័ត៌មានថ្មីៗ ទាន់ហេតុការណ៍</h1>'
            extra = f'<div class="td_block_wrap td_block_services"><h4 class="block-title"><span>សេវាកម្ម</span></h4>{self.a("rate", "អត្រាប្តូរប្រាក់ថ្ងៃនេះ", "content")} · {self.a("gallery", self.docs["gallery"].title, "content")}</div>'
        pager = ""
        if doc.key == "local":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">{K("1")}</span>{self.a("local2", K("2"), "pagination", PAGE_ATTR)}<a href="{ORIGIN}/category/local-news/page/3/" class="page" title="3">{K("3")}</a><span class="extend">...</span><a href="{ORIGIN}/category/local-news/page/412/" class="last" title="412">{K("412")}</a>{self.a("local2", "បន្ទាប់", "pagination")}<span class="pages">ទំព័រ {K("1")} នៃ {K("412")}</span></div>'
        elif doc.key == "local2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("local", "មុន", "pagination")}{self.a("local", K("1"), "pagination", PAGE_ATTR)}<span class="current">{K("2")}</span><a href="{ORIGIN}/category/local-news/page/3/" class="page" title="3">{K("3")}</a><span class="pages">ទំព័រ {K("2")} នៃ {K("412")}</span></div>'
            mods.append(
                f'<div class="td_module_flex td_module_flex_4"><h3 class="entry-title td-module-title"><a href="{ORIGIN}/archives/284401">{K("ក្រុងភ្នំពេញបើកផ្លូវថ្មីចំនួន 12 ខ្សែ មុនបុណ្យចូលឆ្នាំសកល")}</a></h3><span class="td-post-date">{K("02 ធ្នូ 2026")}</span></div>'
            )
        elif doc.key == "home":
            pager = f'<div class="td-load-more-wrap">{self.a("local", "ព័ត៌មានជាតិបន្ថែមទៀត", "content")}</div>'
        elif doc.kind == "author":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">{K("1")}</span><a href="{ORIGIN}/author/sokdara/page/2/" class="page">{K("2")}</a></div>'
        return f'{head}<div class="td-block-row td-ss-main-content">{"".join(mods)}</div>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            local = doc.extra["local"]
            figs = "".join(
                f'<figure class="wp-block-image size-large"><img src="{ORIGIN}/wp-content/uploads/2026/12/harvest-{i + 1}-1024x683.jpg" alt="{esc(b[1])}" width="1024" height="683"/><figcaption class="wp-element-caption">{esc(b[2])}</figcaption></figure>'
                for i, b in enumerate(doc.blocks)
            )
            return f"""<article id="post-284466" class="post-284466 post type-post status-publish format-gallery category-local-news">
<div class="td-post-header"><ul class="td-category"><li class="entry-category">{self.a("local", "ព័ត៌មានជាតិ", "breadcrumb")}</li></ul>
<header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">ដោយ៖</div> <a href="{ORIGIN}/author/admin/">{NAME}</a></div><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{iso7(local)}">{km_date(local)}</time></span></div></header></div>
<div class="td-post-content tagdiv-type"><p>រូបថត៖ {esc(doc.extra["photog"])}</p>
<div class="wp-block-gallery has-nested-images columns-2">{figs}</div></div>
<footer><div class="td-post-source-tags"><ul class="td-tags"><li><span>TAGS</span></li><li><a href="{ORIGIN}/tag/%e1%9e%80%e1%9e%9f%e1%9e%b7%e1%9e%80%e1%9e%98%e1%9f%92%e1%9e%98/">កសិកម្ម</a></li></ul></div></footer>
</article>"""
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{self.blocks(doc)}\n</div>'
