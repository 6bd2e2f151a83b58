# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Kurdish letters and digits are deliberate)
"""دەنگی چیا Dengi Chiya: a Rudaw-like Sorani Kurdish news site in Erbil (`/sorani/kurdistan/031220263`: section, the
day as ddmmyyyy and a running number; `article-main__title`, `article-main__author`, `article-main__content`,
`/sorani/author/…`, `/sorani/tag/<percent-encoded Kurdish>`, `/sorani/search?keyword=`, `/sorani/kurdistan?page=2`),
Sorani Kurdish (`ckb`) in Arabic script, right to left, UTF-8, Erbil time (+03:00).

Dates are printed with Kurdish month names and Arabic-Indic digits ("٣ی کانوونی یەکەمی ٢٠٢٦ · ١٠:٣٥"); the book
fair story, typed in another desk's CMS field, prints Extended (Persian) digits ("۳ی کانوونی یەکەمی ۲۰۲۶"). Author
lines "نووسەر: …" (two names joined by " و "; "د." dropped from the label), an interview credit "چاوپێکەوتن: …",
and a story republished from the English edition whose only credit is the translator ("وەرگێڕانی: …"): no author
(its JSON-LD wrongly names the translator as a Person). `NewsArticle` JSON-LD in +03:00, except the hospital story
in UTC (22:20Z on 3 Dec = 01:20 on 4 Dec in Erbil) and the snow brief, which has none. A TV schedule and a video
page are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, ar_digits, fa_digits, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.dengichiya.test"
ARTS = ["salary", "tigris", "snow", "painter", "opinion", "bookfair", "football", "hospital"]
MANG = [
    "کانوونی دووەم",
    "شوبات",
    "ئازار",
    "نیسان",
    "ئایار",
    "حوزەیران",
    "تەممووز",
    "ئاب",
    "ئەیلوول",
    "تشرینی یەکەم",
    "تشرینی دووەم",
    "کانوونی یەکەم",
]
TAG = "کەشوهەوا"
SEARCH_Q = "هەولێر"


def kdate(local: str, persian: bool = False, with_time: bool = True) -> str:
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    text = f"{d}ی {MANG[m - 1]}ی {y}" + (f" · {time}" if with_time else "")
    return fa_digits(text) if persian else ar_digits(text)


class DengiChiya(Base):
    origin = ORIGIN
    name = "دەنگی چیا"
    prefix = "dch"
    language = "ckb"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dch",
            [
                ".site-header",
                ".lang-switch a",
                ".article-main__title",
                ".article-main__content p",
                ".article-main__author",
                ".news-card",
                ".schedule-table td",
                ".site-footer",
                ".cookie-note",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/sorani",
                "home",
                "دەنگی چیا",
                "rudaw-like-home",
                list=["salary", "hospital", "snow", "tigris", "bookfair", "painter", "football", "opinion"],
                more="kurdistan",
            )
        )
        add(
            page(
                "kurdistan",
                "/sorani/kurdistan",
                "section",
                "کوردستان",
                "section-front",
                list=["hospital", "snow", "salary", "tigris"],
                more="kurdistan2",
            )
        )
        add(
            page(
                "kurdistan2",
                "/sorani/kurdistan?page=2",
                "section",
                "کوردستان",
                "section-page2",
                list=["bookfair", "painter", "football", "opinion"],
            )
        )
        add(page("tag", "/sorani/tag/" + quote(TAG), "tag", TAG, "tag-page", list=["snow", "tigris", "video"]))
        add(
            page(
                "author",
                "/sorani/author/hemn-abdulla",
                "author",
                "هێمن عەبدوڵڵا",
                "author-page",
                list=["salary", "hospital"],
                bio="هێمن عەبدوڵڵا ڕۆژنامەنووسی بەشی ئابووری و کۆمەڵایەتییە و لە ساڵی ٢٠١٥ەوە لە دەنگی چیا کار دەکات.",
            )
        )
        add(
            page(
                "search",
                "/sorani/search?keyword=" + quote(SEARCH_Q),
                "search",
                f"ئەنجامەکانی گەڕان بۆ: {SEARCH_Q}",
                "search-results",
                list=["bookfair", "salary"],
            )
        )
        add(
            page(
                "tv",
                "/sorani/tv/schedule",
                "tv-schedule",
                "خشتەی بەرنامەکانی دەنگی چیا TV",
                "tv-schedule-table",
                [
                    "بەرنامەکانی ڕۆژی شەممە، ٥ی کانوونی یەکەمی ٢٠٢٦ (بە کاتی هەولێر)",
                    "T: کات | بەرنامە",
                    "T: ٠٦:٠٠ | هەواڵەکانی بەیانی",
                    "T: ٠٧:٠٠ | بەیانیت باش کوردستان",
                    "T: ٠٩:٠٠ | دۆکیۆمێنتاری: ڕێگای ئاوریشم",
                    "T: ١٠:٠٠ | هەواڵ",
                    "T: ١٠:١٥ | چێشتخانەی دایە",
                    "T: ١١:٠٠ | وەرزش",
                    "T: ١٢:٠٠ | هەواڵەکانی نیوەڕۆ",
                    "T: ١٣:٠٠ | دیداری تایبەت",
                    "T: ١٤:٠٠ | زنجیرەی دراما: ماڵی باپیر",
                    "T: ١٥:٠٠ | هەواڵ",
                    "T: ١٧:٠٠ | منداڵان: باخچەی ڕەنگاوڕەنگ",
                    "T: ١٨:٠٠ | ئابووریی ئەمڕۆ",
                    "T: ١٩:٠٠ | هەواڵە سەرەکییەکان",
                    "T: ٢٠:٠٠ | گفتوگۆی ئێوارە",
                    "T: ٢١:٣٠ | فیلمی شەو",
                    "T: ٢٣:٣٠ | هەواڵەکانی کۆتایی ڕۆژ",
                    "دەنگی چیا TV لە مانگی دەستکردی نایلسات و لە ماڵپەڕەکەمان بە ڕاستەوخۆ پەخش دەکرێت.",
                ],
            )
        )
        add(
            page(
                "video",
                "/sorani/video/041220262",
                "video",
                "ڤیدیۆ | بەفربارینی چڕ لە پێنجوێن",
                "video-one-line",
                local="2026-12-04 09:30",
                desc="دیمەنی بەفربارینی چڕ لە شارۆچکەی پێنجوێن و داخستنی ڕێگای سلێمانی - پێنجوێن.",
            )
        )
        add(
            page(
                "about",
                "/sorani/about",
                "about",
                "دەربارەی ئێمە",
                "about-page",
                [
                    "دەنگی چیا دەزگایەکی ڕاگەیاندنی سەربەخۆیە کە لە ساڵی ٢٠١٢ لە هەولێر دامەزراوە و بە زمانەکانی کوردی (سۆرانی و کرمانجی)، عەرەبی، تورکی و ئینگلیزی هەواڵ بڵاو دەکاتەوە.",
                    "دەزگاکە ماڵپەڕێکی هەواڵ، کەناڵێکی تەلەفزیۆنی و ڕادیۆیەک بەڕێوە دەبات و نووسینگەی لە سلێمانی، دهۆک، کەرکووک و بەغدا هەیە.",
                    "## پەیوەندی",
                    "ئیمەیڵی بەشی هەواڵ: news@dengichiya.test - ژمارەی تەلەفۆن: ٠٧٥٠٥٥٥١٢١٢",
                ],
            )
        )
        add(
            story(
                "salary",
                "/sorani/kurdistan/031220263",
                "مووچەی مانگی تشرینی دووەمی فەرمانبەران لە هەفتەی داهاتوودا دابەش دەکرێت",
                "2026-12-03",
                "2026-12-03T10:35:00+03:00",
                kdate("2026-12-03 10:35"),
                ["هێمن عەبدوڵڵا"],
                [
                    "وەزارەتی دارایی و ئابووریی حکوومەتی هەرێمی کوردستان ڕایگەیاند، دابەشکردنی مووچەی مانگی تشرینی دووەمی فەرمانبەران لە سەرەتای هەفتەی داهاتووەوە دەست پێدەکات و لە ماوەی دە ڕۆژدا تەواو دەبێت.",
                    'گوتەبێژی وەزارەتەکە، ڕێبوار مستەفا، ئەمڕۆ پێنجشەممە لە کۆنگرەیەکی ڕۆژنامەوانیدا لە هەولێر گوتی: "پارەی مووچەکان ئامادەیە و لیستەکان ڕەوانەی بانکەکان کراون. سەرەتا مووچەی مامۆستایان و کەرتی تەندروستی دابەش دەکرێت، دواتر وەزارەتەکانی تر."',
                    "بە گوتەی گوتەبێژەکە، نزیکەی یەک ملیۆن و ٢٠٠ هەزار فەرمانبەر و خانەنشین مووچە وەردەگرن و کۆی گشتیی مووچەی مانگانە دەگاتە نزیکەی ٩٠٠ ملیار دینار.",
                    "دواکەوتنی مووچە لە چەند ساڵی ڕابردوودا بووەتە یەکێک لە گەورەترین کێشەکانی هاووڵاتیانی هەرێم. زۆرێک لە فەرمانبەران بە قەرز ژیانی ڕۆژانەیان بەڕێوە دەبەن و بازاڕەکانیش بەهۆی کەمیی پارەی بەردەست کزن.",
                    'ئاسۆ جەمال، مامۆستای قوتابخانەیەکی بنەڕەتی لە سلێمانی، بە دەنگی چیای گوت: "ئێمە هەموو مانگێک چاوەڕێی هەواڵی مووچە دەکەین. نازانین کەی دێت، بۆیە ناتوانین هیچ پلانێک بۆ ژیانمان دابنێین. خاوەن ماڵەکەشم دوو مانگە چاوەڕێی کرێکەیەتی."',
                    "بەپێی زانیارییەکانی دەنگی چیا، لە هەندێک لە بانکە ئەهلییەکان فەرمانبەران دەتوانن لە ڕێگەی کارتی ئەلیکترۆنییەوە مووچەکانیان وەربگرن، بەڵام زۆرێک لە خانەنشینان هێشتا ناچارن بۆ وەرگرتنی مووچە ڕۆژانێکی درێژ لە ڕیزی بەردەم بانکەکاندا بوەستن.",
                    "پرۆژەی بە ئەلیکترۆنیکردنی مووچە کە ساڵی ڕابردوو دەستی پێکرد، تا ئێستا نزیکەی نیوەی فەرمانبەرانی گرتووەتەوە. حکوومەت دەڵێت تا کۆتایی ساڵی داهاتوو هەموو مووچەخۆران دەچنە ناو ئەم سیستەمەوە.",
                    "لە لایەکی ترەوە، ئەندامێکی لیژنەی دارایی لە پەرلەمانی کوردستان داوای لە حکوومەت کرد میکانیزمێکی ڕوون بۆ دابەشکردنی مووچە دابنێت و وادەیەکی جێگیر دیاری بکات، بۆ ئەوەی فەرمانبەران بزانن کەی مووچەکەیان وەردەگرن.",
                    "وەزارەتی دارایی ڕایشیگەیاندووە کە گفتوگۆکان لەگەڵ بەغدا بۆ ناردنی بەشە بودجەی مانگی کانوونی یەکەم بەردەوامن و هیوادارە مووچەی ئەم مانگەش بەبێ دواکەوتن دابەش بکرێت.",
                ],
                "nusar-author-line",
                section="کوردستان",
                credit="نووسەر",
                ld="person",
                local="2026-12-03 10:35",
            )
        )
        add(
            story(
                "tigris",
                "/sorani/kurdistan/021220265",
                "ئاستی ئاوی دیجلە بۆ نزمترین ئاست لە چل ساڵی ڕابردوودا دابەزیوە",
                "2026-12-02",
                "2026-12-02T15:10:00+03:00",
                kdate("2026-12-02 15:10"),
                [],
                [
                    "ئاستی ئاوی ڕووباری دیجلە لە نزیک شاری زاخۆ بۆ نزمترین ئاست لە ماوەی چل ساڵی ڕابردوودا دابەزیوە، ئەمەش بە گوێرەی ڕاپۆرتێکی نوێی ڕێکخراوێکی نێودەوڵەتیی تایبەت بە ئاو کە ئەمڕۆ بڵاوکرایەوە.",
                    "ڕاپۆرتەکە دەڵێت ڕێژەی ئاوی ڕووبارەکە لە مانگی تشرینی دووەمدا بە بەراورد لەگەڵ تێکڕای ساڵانی ڕابردوو نزیکەی ٤٥ لەسەدا کەمی کردووە. کەمیی باران لە دوو وەرزی ڕابردوودا و بەنداوەکانی سەرووی ڕووبارەکە وەک هۆکاری سەرەکیی ئەم کەمبوونەوەیە دەستنیشان کراون.",
                    'دکتۆر لانا فەرەج، پسپۆڕی سەرچاوەکانی ئاو لە زانکۆی دهۆک، گوتی: "ئەگەر ئەم زستانەش بارانی کەم ببارێت، جووتیارانی دەشتی سلێڤانی و دەوروبەری زاخۆ لە بەهاردا ڕووبەڕووی کێشەیەکی گەورە دەبنەوە. زۆربەیان بۆ ئاودێری پشت بە ئاوی ڕووبارەکە دەبەستن."',
                    "FIG: ڕووباری دیجلە لە نزیک زاخۆ | ڕووباری دیجلە لە نزیک زاخۆ، تشرینی دووەمی ٢٠٢٦. وێنە: دەنگی چیا",
                    "بە گوێرەی ڕاپۆرتەکە، نزیکەی ٦٠٠ هەزار کەس لە هەرێمی کوردستان و باکووری عێراق ڕاستەوخۆ پشت بە ئاوی دیجلە دەبەستن، چ بۆ خواردنەوە و چ بۆ کشتوکاڵ. ڕێکخراوەکە ئاگاداری داوەتەوە کە بەردەوامبوونی وشکەساڵی دەبێتە هۆی کۆچی زیاتری خەڵکی گوندەکان بەرەو شارەکان.",
                    "ڕاپۆرتەکە ئاماژە بەوەش دەکات کە کوالیتیی ئاوی ڕووبارەکە لەگەڵ کەمبوونەوەی بڕەکەی خراپتر بووە، چونکە ئاوی پیسی شار و کارگەکان بە ڕێژەیەکی زیاتر تێکەڵی ئاوی ڕووبارەکە دەبێت. لە هەندێک خاڵی پشکنیندا ڕێژەی خوێ و ماددە کیمیاییەکان لە سنووری ڕێگەپێدراو تێپەڕیوە.",
                    'جووتیارێکی گوندی دێرەبوون بە ناوی خالید ئیبراهیم گوتی: "باوکم پێی دەگوتم لە منداڵیدا ڕووبارەکە ئەوەندە پان بوو کە کەس نەیدەتوانی بە مەلە بپەڕێتەوە. ئێستا لە هەندێک شوێن دەتوانیت بە پێ لێی بپەڕیتەوە."',
                    "وەزارەتی کشتوکاڵ و سەرچاوەکانی ئاوی هەرێم ڕایگەیاندووە کە پلانی بۆ دروستکردنی سێ بەنداوی بچووکی نوێ و بەکارهێنانی شێوازی ئاودێریی دڵۆپەیی لە ناوچە کشتوکاڵییەکان هەیە، بەڵام پسپۆڕان دەڵێن پێویستە گفتوگۆیەکی هەرێمی لەگەڵ وڵاتانی دراوسێ لەسەر دابەشکردنی ئاو بکرێت.",
                ],
                "translated-from-english-translator-only",
                section="کوردستان",
                translator="شیلان محەمەد",
                ld="translator",
                local="2026-12-02 15:10",
                tag=True,
            )
        )
        add(
            story(
                "snow",
                "/sorani/kurdistan/041220261",
                "بەفربارین ڕێگای سلێمانی - پێنجوێنی داخست",
                "2026-12-04",
                None,
                kdate("2026-12-04 08:15"),
                [],
                [
                    "بەهۆی بەفربارینی چڕ لە شەوی ڕابردوودا، ڕێگای نێوان سلێمانی و پێنجوێن لە نزیک گەردەنەی سوورێن بۆ هاتوچۆ داخرا.",
                    "بەڕێوەبەرایەتیی هاتوچۆی سلێمانی داوای لە شۆفێران کرد تا ڕاگەیاندنی دواتر ئەو ڕێگایە بەکار نەهێنن. تیمەکانی شارەوانی بە ئامێرەکانی بەفرماڵین خەریکی کردنەوەی ڕێگاکەن.",
                    "کەشناسیی هەرێم پێشبینی دەکات بەفربارین تا ئێوارەی ئەمڕۆ لە ناوچە بەرزەکان بەردەوام بێت.",
                ],
                "short-brief-no-jsonld",
                section="کوردستان",
                credit_text="دەنگی چیا",
                ld="",
                local="2026-12-04 08:15",
                tag=True,
            )
        )
        add(
            story(
                "painter",
                "/sorani/culture/021220263",
                "شێوەکار دیلان عوسمان: ڕەنگەکانی من لە بازاڕی سلێمانییەوە هاتوون",
                "2026-12-02",
                "2026-12-02T11:00:00+03:00",
                kdate("2026-12-02 11:00"),
                ["ڕێزان ئەحمەد"],
                [
                    'دیلان عوسمان، شێوەکاری گەنجی سلێمانی، ئەم هەفتەیە یەکەم پێشانگای تایبەتیی خۆی بە ناونیشانی "بازاڕ" لە هۆڵی هونەرە جوانەکانی شار کردەوە. لەم چاوپێکەوتنەدا باسی سەرچاوەی ئیلهامی تابلۆکانی و ژیانی هونەرمەندانی گەنج لە هەرێمی کوردستان دەکات.',
                    "Q: بۆچی بازاڕت وەک بابەتی پێشانگاکەت هەڵبژارد؟ || من لە نزیک بازاڕی گەورەی سلێمانی گەورە بووم. باوکم دووکانێکی بچووکی بەهاراتی هەبوو و هەموو ڕۆژێک دوای قوتابخانە دەچوومە لای. ڕەنگی بەهارات، دەنگی فرۆشیاران و بۆنی چا، هەموویان لە یادەوەریمدا ماونەتەوە. کاتێک دەستم بە وێنەکێشان کرد، زانیم دەبێت لەوێوە دەست پێبکەم.",
                    "Q: چەند تابلۆ لە پێشانگاکەدا هەیە؟ || بیست و چوار تابلۆ، زۆربەیان بە ڕەنگی زەیتی لەسەر قوماش. هەندێکیان گەورەن، نزیکەی دوو مەتر، و هەندێکی تریان بچووکن. سێ ساڵی ڕەبەق کارم لەسەریان کرد.",
                    "Q: وەک هونەرمەندێکی گەنج، گرفتە سەرەکییەکانت چین؟ || گەورەترین گرفت نەبوونی هۆڵی پێشانگا و بازاڕی هونەرە. لە هەرێم کەم کەس تابلۆ دەکڕێت و زۆربەی هونەرمەندان ناچارن کاری تر بکەن بۆ بژێوی ژیان. من خۆم سێ ڕۆژ لە هەفتەدا وانەی هونەر بە منداڵان دەڵێمەوە.",
                    "Q: تۆڕە کۆمەڵایەتییەکان چ ڕۆڵێکیان لە کارەکەتدا هەیە؟ || زۆر گرنگن. زۆربەی ئەو کەسانەی تابلۆیان لێ کڕیوم، یەکەمجار لە ئینستاگرام کارەکانیان بینیوە. بەڵام هەست دەکەم شاشەی مۆبایل ناتوانێت هەستی ڕاستەقینەی تابلۆیەک بگەیەنێت. بۆیە پێشانگا هێشتا گرنگە.",
                    "Q: بنەماڵەکەت چۆن سەیری هونەرەکەت دەکەن؟ || سەرەتا باوکم دڵخۆش نەبوو، دەیویست دووکانەکە بگرمە دەست. بەڵام کاتێک یەکەم تابلۆم فرۆشت، هاتە لام و گوتی: ئەگەر خەڵک پارە بە ڕەنگەکانت دەدەن، کەواتە کارێکی ڕاستەقینەیە. ئێستا یەکەم میوانی پێشانگاکەم ئەو بوو.",
                    "Q: پلانت بۆ داهاتوو چییە؟ || دەمەوێت پێشانگاکە بگوازمەوە بۆ هەولێر و دهۆک، و ئەگەر بکرێت بۆ دەرەوەی وڵاتیش. هەروەها خەریکی زنجیرەیەکی نوێم دەربارەی ژنانی گوندەکانی هەورامان.",
                ],
                "interview-qa-chawpekawtin-credit",
                section="کولتوور",
                credit="چاوپێکەوتن",
                ld="person",
                local="2026-12-02 11:00",
            )
        )
        add(
            story(
                "opinion",
                "/sorani/opinion/011220261",
                "گەنجان و کۆچ: پرسیارێک کە وەڵامی ناوێت، کاری دەوێت",
                "2026-12-01",
                "2026-12-01T09:00:00+03:00",
                kdate("2026-12-01 09:00"),
                ["ئاراس کەریم"],
                [
                    "هەر جارێک هەواڵی نوقمبوونی بەلەمێکی کۆچبەران لە دەریای ناوەڕاست یان کەناڵی ئینگلیز بڵاو دەبێتەوە، هەمان پرسیار دووبارە دەبێتەوە: بۆچی گەنجانی ئێمە ژیانیان دەخەنە مەترسییەوە بۆ گەیشتن بە ئەوروپا؟ وەڵامەکە نهێنی نییە، بەڵام کەس ناتوانێت یان نایەوێت کاری لەسەر بکات.",
                    "بەپێی دوایین ئامارەکان، نزیکەی یەک لەسەر سێی گەنجانی دەرچووی زانکۆ لە هەرێمی کوردستان بێکارن. ئەوانەش کە کار دەکەن، زۆربەیان لە کەرتی گشتیدا چاوەڕێی مووچەیەکن کە کاتی هاتنی نادیارە، یان لە کەرتی تایبەتدا بە کرێیەکی کەم و بێ گەرەنتی کار دەکەن.",
                    "بەڵام کێشەکە تەنها ئابووری نییە. کاتێک لەگەڵ گەنجان قسە دەکەیت، زۆر جار دەڵێن هەست بە داهاتوو ناکەن. هەست دەکەن دەرفەتەکان بە پێی پەیوەندیی حزبی و خێزانی دابەش دەکرێن، نەک بە پێی توانا. ئەم هەستە لە بێکاری خۆی مەترسیدارترە، چونکە هیوا دەکوژێت.",
                    "حکوومەت لە چەند ساڵی ڕابردوودا چەندین پرۆگرامی بۆ پشتگیریی پرۆژە بچووکەکانی گەنجان ڕاگەیاندووە. هەندێکیان سەرکەوتوو بوون، بەڵام زۆربەیان لە قۆناغی ڕاگەیاندندا ماونەتەوە. قەرزی بچووک بەبێ ڕاهێنان و بەبێ بازاڕ، تەنها گەنجێکی قەرزدار دروست دەکات.",
                    "ئەوەی پێویستە، ستراتیژییەکی درێژخایەنە کە پەروەردە و بازاڕی کار بە یەکەوە گرێ بدات. زانکۆکانمان هەموو ساڵێک هەزاران دەرچوو لە بوارگەلێکدا پێدەگەیەنن کە بازاڕ پێویستی پێیان نییە، لە کاتێکدا کەرتەکانی کشتوکاڵ، گەشتیاری و تەکنەلۆژیا کەسی شارەزایان کەمە.",
                    "هەروەها پێویستە متمانە بگەڕێندرێتەوە. دامەزراندن لە کەرتی گشتیدا دەبێت بە تاقیکردنەوەی ئاشکرا و ڕاگەیەندراو بێت. پاڵپشتیی پرۆژەکان دەبێت بە پێوەری ڕوون بدرێت و ئەنجامەکانیان بڵاو بکرێنەوە. گەنج کاتێک دەبینێت یاسا بۆ هەمووان یەکسانە، ئامادە دەبێت بمێنێتەوە و بەرگەی قورسایی بگرێت.",
                    "کۆچ بە دیوار و سنوور ناوەستێت. تاکە ڕێگا ئەوەیە ماندووبوونی مانەوە لە ماندووبوونی ڕۆیشتن کەمتر بێت. ئەمە پرسیارێک نییە کە وەڵامی بوێت؛ کارێکە کە دەبێت ئەمڕۆ دەستی پێبکرێت.",
                    "SIGN: ئاراس کەریم مامۆستای زانستە سیاسییەکانە لە زانکۆی سەڵاحەدین.",
                ],
                "opinion-nusar-dr-title",
                section="ڕا",
                credit="نووسەر",
                printed_names=["د. ئاراس کەریم"],
                ld="person",
                local="2026-12-01 09:00",
                note="ئەو بابەتانەی لە بەشی ڕادا بڵاو دەکرێنەوە، تەنها ڕای نووسەرەکانیانن.",
            )
        )
        add(
            story(
                "bookfair",
                "/sorani/kurdistan/031220265",
                "پێشانگای نێودەوڵەتیی کتێبی هەولێر بە بەشداریی ٣٠٠ دەزگا دەکرێتەوە",
                "2026-12-03",
                "2026-12-03T11:20:00+03:00",
                kdate("2026-12-03 11:20", persian=True),
                ["ڕێزان ئەحمەد", "کاروان عومەر"],
                [
                    "پێشانگای نێودەوڵەتیی کتێبی هەولێر بۆ ساڵی ٢٠٢٦ سبەینێ هەینی بە بەشداریی زیاتر لە ٣٠٠ دەزگای چاپ و بڵاوکردنەوە لە ٢٠ وڵاتەوە دەکرێتەوە و بۆ ماوەی دە ڕۆژ بەردەوام دەبێت.",
                    "بەڕێوەبەری پێشانگاکە، شوان حەسەن، لە کۆنگرەیەکی ڕۆژنامەوانیدا گوتی ئەمساڵ بەشی تایبەت بە کتێبی منداڵان دوو هێندە گەورە کراوە و ڕۆژانە ورکشۆپی خوێندنەوە بۆ قوتابیانی قوتابخانەکان ڕێکدەخرێت.",
                    "بەپێی ڕێکخەران، نزیکەی ٨٠ هەزار ناونیشانی کتێب بە زمانەکانی کوردی، عەرەبی، ئینگلیزی، فارسی و تورکی پێشکەش دەکرێن. دەزگاکانی بڵاوکردنەوەی کوردی بە ٦٥ دەزگا گەورەترین بەشداربوون.",
                    "جگە لە فرۆشتنی کتێب، بەرنامەی پێشانگاکە زیاتر لە ٤٠ سیمینار و کۆڕی ئەدەبی لەخۆ دەگرێت، لەوانە کۆڕێک دەربارەی وەرگێڕانی ئەدەبی کوردی بۆ زمانە بیانییەکان و شەوێکی شیعر بە بەشداریی شاعیرانی گەنج.",
                    "ئەمساڵ بۆ یەکەمجار بەشێکی تایبەت بە کتێبی ئەلیکترۆنی و دەنگی لە پێشانگاکەدا دەبێت، کە چەند کۆمپانیایەکی گەنجی هەرێم تێیدا ئەپڵیکەیشنەکانیان بۆ خوێندنەوەی کتێب بە زمانی کوردی دەناسێنن.",
                    'هەندێک لە خاوەن دەزگاکان گلەیی لە بەرزیی تێچووی چاپ و کەمیی خوێنەر دەکەن. سەردار ڕەشید، خاوەنی دەزگایەکی بڵاوکردنەوە لە سلێمانی، گوتی: "نرخی کاغەز لە دوو ساڵدا نزیکەی دوو هێندە بووە. ئێمە ناچارین تیراژی کتێبەکان کەم بکەینەوە، زۆربەی کتێبەکان ئێستا تەنها هەزار دانە چاپ دەکرێن."',
                    "ڕێکخەران دەڵێن پارساڵ زیاتر لە ٢٥٠ هەزار کەس سەردانی پێشانگاکەیان کردووە و چاوەڕوان دەکەن ئەمساڵ ئەو ژمارەیە زیاتر بێت، بەتایبەتی لەگەڵ ڕێکخستنی گەشتی تایبەت بۆ قوتابخانەکانی سلێمانی و دهۆک.",
                    "پێشانگاکە ڕۆژانە لە کاتژمێر ١٠ی بەیانییەوە تا ٩ی ئێوارە لە شوێنی پێشانگا نێودەوڵەتییەکانی هەولێر دەکرێتەوە و چوونە ژوورەوە بۆ هەمووان بێبەرامبەرە.",
                ],
                "two-authors-persian-digits-date",
                section="کوردستان",
                credit="نووسەر",
                ld="person",
                local="2026-12-03 11:20",
            )
        )
        add(
            story(
                "football",
                "/sorani/sport/021220264",
                "یانەی ئاسۆ بە دوو گۆڵ زاگرۆسی بردەوە و چووە سەرووی خشتەکە",
                "2026-12-02",
                "2026-12-02T21:50:00+03:00",
                kdate("2026-12-02 21:50"),
                ["کاروان عومەر"],
                [
                    "یانەی ئاسۆ ئێوارەی ئەمڕۆ لە هەفتەی دەیەمی خولی نایابی کوردستان بە ئەنجامی دوو گۆڵ بەرامبەر هیچ یانەی زاگرۆسی بردەوە و بۆ یەکەمجار لەم وەرزەدا چووە پلەی یەکەمی خشتەی خولەکە.",
                    "لە نیوەی یەکەمدا هەردوو تیم هەلی کەمیان بۆ گۆڵکردن بۆ ڕەخسا و یارییەکە زیاتر لە ناوەڕاستی یاریگادا بوو. لە خولەکی ٥٣دا، هێرشبەری گەنجی ئاسۆ، ڕێبین تاهیر، بە لێدانێکی سەر گۆڵی یەکەمی تۆمار کرد.",
                    "زاگرۆس دوای گۆڵەکە فشاری زیاد کرد و لە خولەکی ٧٠دا تۆپێکی بەر ستوون کەوت، بەڵام لە خولەکی ٨٨دا ئاسۆ لە هێرشێکی خێرادا بە پێی یاریزانی جێگرەوە هاوکار نەجمەدین گۆڵی دووەمی کرد و ئەنجامەکەی یەکلا کردەوە.",
                    'ڕاهێنەری ئاسۆ، بەختیار قادر، دوای یارییەکە گوتی: "یاریزانەکان لە ڕووی تاکتیکییەوە زۆر بە دیسیپلین بوون. پلەی یەکەم خۆشە، بەڵام وەرز هێشتا درێژە و دەبێت هەنگاو بە هەنگاو بڕۆین."',
                    "ئەم یارییە لە یاریگای شاری هەولێر و بە ئامادەبوونی نزیکەی ١٢ هەزار هاندەر بەڕێوەچوو، کە زۆرترین ژمارەی ئامادەبووانی ئەم وەرزە بوو. هاندەرانی هەردوو یانە بە درێژایی یارییەکە گۆرانی و دروشمیان دەگوتەوە.",
                    "بەم بردنەوەیە ئاسۆ خاڵەکانی گەیاندە ٢٣ و بە جیاوازیی یەک خاڵ لە پێش یانەی گەرمیان کەوت. زاگرۆسیش بە ١٥ خاڵ لە پلەی حەوتەمدا مایەوە.",
                    "یانەی ئاسۆ لە هەفتەی داهاتوودا لە کەلار میوانی یانەی گەرمیان دەبێت، لە یارییەک کە دەتوانێت چارەنووسی پلەی یەکەم تا کۆتایی قۆناغی یەکەمی خولەکە دیاری بکات.",
                ],
                "sport-report",
                section="وەرزش",
                credit="نووسەر",
                ld="person",
                local="2026-12-02 21:50",
            )
        )
        add(
            story(
                "hospital",
                "/sorani/kurdistan/041220260",
                "نەخۆشخانەیەکی نوێی منداڵان لە دهۆک بە ١٥٠ قەرەوێڵەوە دەکرێتەوە",
                "2026-12-04",
                "2026-12-03T22:20:00Z",
                kdate("2026-12-04 01:20"),
                ["هێمن عەبدوڵڵا"],
                [
                    "وەزارەتی تەندروستیی هەرێمی کوردستان ڕایگەیاند، نەخۆشخانەی نوێی منداڵانی دهۆک لە سەرەتای ساڵی داهاتوودا دەکرێتەوە و ١٥٠ قەرەوێڵە و بەشێکی تایبەت بە چاودێریی چڕی منداڵانی تازە لەدایکبوو لەخۆ دەگرێت.",
                    "بەڕێوەبەری گشتیی تەندروستیی دهۆک، دکتۆر نەوزاد سلێمان، گوتی نەخۆشخانەکە بە تێچووی نزیکەی ٤٥ ملیار دینار دروست کراوە و ئامێرە پزیشکییەکانی لە ماوەی دوو مانگی داهاتوودا دادەمەزرێن.",
                    "ئێستا تەنها یەک نەخۆشخانەی منداڵان لە پارێزگای دهۆک هەیە کە ساڵانە زیاتر لە ٦٠ هەزار نەخۆش وەردەگرێت. بەگوتەی پزیشکان، لە مانگەکانی زستاندا ژمارەی منداڵانی تووشبوو بە نەخۆشییەکانی کۆئەندامی هەناسە ئەوەندە زیاد دەکات کە هەندێک جار دوو منداڵ لەسەر یەک قەرەوێڵە دادەنرێن.",
                    "نەخۆشخانە نوێیەکە لە سێ نهۆم پێکهاتووە و جگە لە بەشەکانی نەشتەرگەری و فریاکەوتن، تاقیگەیەکی پێشکەوتوو و بەشێکی تایبەت بە نەخۆشییە درێژخایەنەکانی منداڵان، وەک شەکرە و نەخۆشییەکانی خوێن، لەخۆ دەگرێت.",
                    'دایکێک کە منداڵەکەی لە نەخۆشخانە کۆنەکە کەوتووە، گوتی: "سێ ڕۆژە لێرەین. ژوورەکان پڕن و ستافەکە زۆر ماندوون. هیوادارم نەخۆشخانە نوێیەکە زوو بکرێتەوە، بۆ ئەوەی منداڵانی تر ئەم ئازارە نەچێژن."',
                    "بەپێی وەزارەت، نەخۆشخانە نوێیەکە پێویستی بە نزیکەی ٤٠٠ کارمەند دەبێت، لەوانە ٦٠ پزیشکی پسپۆڕ. وەزارەت دەڵێت بەشێکی زۆری ئەو کارمەندانە لە نێوان ستافی ئێستای نەخۆشخانەکانی پارێزگاکەدا دابەش دەکرێن و بەشێکیش بە گرێبەست دادەمەزرێن.",
                    "خەڵکی دهۆک ماوەی چەند ساڵێکە داوای کردنەوەی ئەم نەخۆشخانەیە دەکەن، بەتایبەتی دوای ئەوەی ژمارەی دانیشتووانی پارێزگاکە بەهۆی ئاوارەبوونی خەڵکی ناوچەکانی تر بەخێرایی زیادی کرد. پڕۆژەکە ساڵی ٢٠٢٢ دەستی پێکرد و بەهۆی کێشە داراییەکان چەند جارێک ڕاگیرا.",
                ],
                "utc-jsonld-crosses-midnight",
                section="کوردستان",
                credit="نووسەر",
                ld="person",
                local="2026-12-04 01:20",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | دەنگی چیا</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<link rel="alternate" hreflang="en" href="{ORIGIN}/english">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Dengi Chiya - دەنگی چیا">',
            '<meta property="og:locale" content="ckb_IQ">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            mode = doc.extra.get("ld")
            if mode:
                if mode == "translator":
                    author: object = {"@type": "Person", "name": doc.extra["translator"]}
                else:
                    author = [{"@type": "Person", "name": a} for a in doc.authors]
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Dengi Chiya",
                        "logo": {"@type": "ImageObject", "url": ORIGIN + "/images/logo.png"},
                    },
                    "image": f"{ORIGIN}/images/news/{doc.path.rsplit('/', 1)[-1]}.jpg",
                    "mainEntityOfPage": url,
                    "inLanguage": "ckb",
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            out.append('<meta property="og:type" content="video.other">')
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.extra["desc"],
                "uploadDate": "2026-12-04T09:30:00+03:00",
                "thumbnailUrl": f"{ORIGIN}/images/video/041220262.jpg",
                "contentUrl": "https://media.dengichiya.test/vod/041220262/master.m3u8",
                "duration": "PT1M48S",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "سەرەکی"),
                ("kurdistan", "کوردستان"),
                ("https://www.dengichiya.test/sorani/iraq", "عێراق"),
                ("https://www.dengichiya.test/sorani/world", "جیهان"),
                ("https://www.dengichiya.test/sorani/economy", "ئابووری"),
                ("https://www.dengichiya.test/sorani/sport", "وەرزش"),
                ("video", "ڤیدیۆ"),
                ("tv", "خشتەی TV"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["salary", "snow", "hospital", "football"]
        )
        return f"""<!DOCTYPE html>
<html lang="ckb" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/Content/css/sorani.min.css?v=3.12.4">
<link rel="preload" href="/Content/fonts/Rabar_021.woff2" as="font" crossorigin>
<style>/*PAD*/</style>
<script>window.dch={{lang:"sorani",page:"{doc.kind}",id:"{doc.path.rsplit("/", 1)[-1]}"}};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-DCHSOR"></script>
</head>
<body class="sorani rtl">
<header class="site-header">
<div class="site-header__top">
<nav class="lang-switch"><a href="/sorani" class="active">سۆرانی</a> <a href="/kurmanci">Kurmancî</a> <a href="/arabic">عربي</a> <a href="/turkish">Türkçe</a> <a href="/english">English</a></nav>
<a class="live-btn" href="/sorani/live">پەخشی ڕاستەوخۆ</a>
</div>
<a class="logo" href="/sorani"><img src="/images/logo-dengichiya.svg" alt="دەنگی چیا" width="170" height="46"></a>
<nav class="menu"><ul>{nav}</ul>
<div class="menu__search">{self.a("search", "گەڕان", "nav")}</div></nav>
</header>
<div class="breaking"><span>هەواڵی گرنگ</span> {self.a("snow", self.docs["snow"].title, "nav")}</div>
<main class="main">
{main}
<aside class="sidebar">
<section class="most-read"><h3>زۆرترین خوێندراو</h3><ol>{most}</ol></section>
<section class="tv-box"><h3>دەنگی چیا TV</h3><p>ئێستا: هەواڵە سەرەکییەکان</p>{self.a("tv", "خشتەی بەرنامەکان", "aside")}</section>
</aside>
</main>
<footer class="site-footer">
<ul class="site-footer__links"><li>{self.a("about", "دەربارەی ئێمە", "footer")}</li><li><a href="/sorani/privacy">سیاسەتی تایبەتمەندی</a></li><li><a href="/sorani/contact">پەیوەندی</a></li><li><a href="/sorani/rss">RSS</a></li></ul>
<div class="social"><a href="https://www.facebook.com/dengichiya.test">فەیسبووک</a> <a href="https://x.com/dengichiya_test">X</a> <a href="https://t.me/dengichiya_test">تێلێگرام</a> <a href="https://www.youtube.com/@dengichiyatest">یوتیوب</a></div>
<p>© ٢٠٢٦ دەنگی چیا. هەموو مافەکان پارێزراون.</p>
</footer>
<div class="cookie-note">ئەم ماڵپەڕە کووکی بەکاردەهێنێت بۆ باشترکردنی ئەزموونی بەکارهێنەر. <button>باشە</button></div>
<script src="/Scripts/sorani.bundle.min.js?v=3.12.4" defer></script>
</body>
</html>"""

    def author_line(self, doc: Doc) -> str:
        if doc.extra.get("translator"):
            return f'<div class="article-main__author"><span class="translator">وەرگێڕانی: {esc(doc.extra["translator"])}</span></div>'
        if doc.extra.get("credit_text"):
            return f'<div class="article-main__author">{esc(doc.extra["credit_text"])}</div>'
        shown = doc.extra.get("printed_names", doc.authors)
        names = " و ".join(self.a("author", n, "byline") if n == "هێمن عەبدوڵڵا" else esc(n) for n in shown)
        return f'<div class="article-main__author">{esc(doc.extra["credit"])}: {names}</div>'

    def category(self, doc: Doc) -> str:
        part = doc.path.split("/")[2]
        if part == "kurdistan":
            return self.a("kurdistan", doc.section, "breadcrumb", 'class="article-main__category"')
        return f'<a class="article-main__category" href="/sorani/{part}">{esc(doc.section)}</a>'

    def story_main(self, doc: Doc) -> str:
        source = ""
        if doc.extra.get("translator"):
            source = f'<div class="article-main__source">ئەم ڕاپۆرتە لە <a href="{ORIGIN}/english/kurdistan/021220264">بەشی ئینگلیزیی دەنگی چیا</a>وە وەرگێڕدراوە.</div>'
        note = f'<div class="article-main__disclaimer">{esc(doc.extra["note"])}</div>' if doc.extra.get("note") else ""
        tags = (
            f'<div class="article-main__tags">تاگ: {self.a("tag", TAG, "tag")} <a href="/sorani/tag/%D8%A6%D8%A7%D9%88">ئاو</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="news-card news-card--small">{self.a(k, self.docs[k].title, "related")}<span class="news-card__date">{kdate(self.docs[k].extra["local"], with_time=False)}</span></li>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        hero = ""
        if doc.key not in ("tigris", "snow"):
            hero = f'<figure class="article-main__img"><img src="{ORIGIN}/images/news/{doc.path.rsplit("/", 1)[-1]}.jpg" alt="{esc(doc.title)}" width="1000" height="563"><figcaption>وێنە: دەنگی چیا</figcaption></figure>'
        return f"""<article class="article-main">
<div class="article-main__header">
{self.category(doc)}
<h1 class="article-main__title">{esc(doc.title)}</h1>
{self.author_line(doc)}
<div class="article-main__date"><i class="icon-clock"></i> {doc.stamp}</div>
</div>
{hero}
<div class="article-main__share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">فەیسبووک</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://t.me/share/url?url={u}">تێلێگرام</a> <a href="https://wa.me/?text={u}">واتسئاپ</a></div>
<div class="article-main__content">
{self.blocks(doc)}
</div>
{source}
{note}
{tags}
<section class="related-news"><h3>هەواڵی پەیوەندیدار</h3><ul>{related}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = kdate(d.extra["local"]) if d.extra.get("local") else ""
            cards.append(
                f'<div class="news-card"><img src="{ORIGIN}/images/news/{d.path.rsplit("/", 1)[-1]}_s.jpg" alt="" loading="lazy"><h3 class="news-card__title">{self.a(k, d.title, "content")}</h3><p class="news-card__lead">{esc(self.lede(d) if d.is_article else d.extra.get("desc", ""))}</p><span class="news-card__date">{when}</span></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="{ORIGIN}/images/authors/hemn-abdulla.jpg" alt="هێمن عەبدوڵڵا" width="120" height="120"><h1 class="page-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/sorani/search"><input name="keyword" value="{esc(SEARCH_Q)}"><button>گەڕان</button></form><p>{ar_digits(str(len(cards)))} ئەنجام دۆزرایەوە</p>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">دەنگی چیا - هەواڵی کوردستان و جیهان</h1>'
            extra = f'<section class="home-video"><h2>{self.a("video", "ڤیدیۆ", "content")}</h2>{self.a("video", self.docs["video"].title, "content")}</section><section class="home-tags"><h2>بابەتە گەرمەکان</h2>{self.a("tag", TAG, "content")} · {self.a("author", "هێمن عەبدوڵڵا", "content")}</section>'
        pager = ""
        if doc.key == "kurdistan":
            pager = f'<div class="pagination"><span class="current">١</span> {self.a("kurdistan2", "٢", "pagination")} {self.a("kurdistan2", "دواتر", "pagination")}</div>'
        elif doc.key == "kurdistan2":
            pager = f'<div class="pagination">{self.a("kurdistan", "پێشتر", "pagination")} {self.a("kurdistan", "١", "pagination")} <span class="current">٢</span> <a href="/sorani/kurdistan?page=3">٣</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("kurdistan", "هەواڵی زیاتری کوردستان", "content")}</div>'
        return f'<section class="listing listing--{doc.kind}">{head}<div class="news-list">{"".join(cards)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<section class="video-page">
<div class="video-player"><video controls preload="none" poster="{ORIGIN}/images/video/041220262.jpg"><source src="https://media.dengichiya.test/vod/041220262/master.m3u8" type="application/x-mpegURL"></video></div>
<h1 class="video-page__title">{esc(doc.title)}</h1>
<div class="video-page__date">{kdate(doc.extra["local"])}</div>
<p class="video-page__desc">{esc(doc.extra["desc"])}</p>
<div class="article-main__tags">تاگ: {self.a("tag", TAG, "tag")}</div>
<section class="more-videos"><h3>ڤیدیۆی تر</h3><a href="/sorani/video/031220264">ڕێوڕەسمی کردنەوەی پردی نوێی هەولێر</a> <a href="/sorani/video/021220261">بازاڕی قەیسەری لە زستاندا</a></section>
</section>"""
        cls = "schedule-table" if doc.kind == "tv-schedule" else "static"
        html = self.blocks(doc).replace('<table class="data">', f'<table class="{cls}">')
        return f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{html}\n</section>'
