# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Urdu punctuation is deliberate)
"""Roznama Sahar (روزنامہ سحر): an Urdu news site on WordPress with the Jannah theme (`#tie-wrapper`,
`#the-post`, `entry-header-outer`, `single-post-meta`, `entry-content entry clearfix`, `related-posts`,
`/<category>/<post-id>/`, `/category/…/page/2/`, `/tag/<UTF-8 %-encoded>/`, `/author/…/`, `/?s=`), right to
left (`dir="rtl"`, `lang="ur"`), UTF-8. Yoast writes `article:published_time` in UTC (+00:00; Pakistan is +05:00),
Jannah prints "4 دسمبر 2026". Most posts are published by the "نیوز ڈیسک" or "ویب ڈیسک" accounts, the reporter
is a "رپورٹ:" line at the top of the text; an APP agency brief; a video post with a one-line description."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TAG = "/tag/" + quote("لاہور") + "/"
SEARCH = "/?s=" + quote("بارش")


class Sahar(Base):
    origin = "https://www.roznamasahar.test"
    name = "روزنامہ سحر"
    prefix = "rs"
    language = "ur"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rs",
            [
                "#tie-wrapper",
                ".main-nav",
                ".post-title",
                ".single-post-meta",
                ".entry-content",
                ".related-posts",
                ".share-buttons",
                "#footer",
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
                "روزنامہ سحر",
                "jannah-home",
                list=["rain", "smog", "petrol", "app", "cricket", "qa", "duo", "column"],
                more="pak2",
            )
        )
        add(
            page(
                "pak",
                "/category/pakistan/",
                "section",
                "پاکستان",
                "jannah-category",
                list=["rain", "smog", "app", "duo"],
                more="pak2",
            )
        )
        add(
            page(
                "pak2",
                "/category/pakistan/page/2/",
                "section",
                "پاکستان",
                "jannah-category-page-2",
                list=["qa", "column", "petrol"],
                more=None,
            )
        )
        add(page("tag", TAG, "tag", "لاہور", "jannah-tag", list=["rain", "smog", "cricket"], more=None))
        add(
            page(
                "author",
                "/author/imran-haider/",
                "author",
                "عمران حیدر",
                "jannah-author",
                list=["smog", "duo"],
                more=None,
                bio="عمران حیدر روزنامہ سحر لاہور کے سینئر رپورٹر ہیں اور بلدیاتی امور، ماحولیات اور صحت کے شعبوں پر لکھتے ہیں۔",
            )
        )
        add(page("search", SEARCH, "search", "بارش", "jannah-search", list=["rain", "smog"], more=None))
        add(
            page(
                "video",
                "/videos/48190/",
                "video",
                "ویڈیو: لاہور میں موسم سرما کی پہلی بارش",
                "jannah-video-post",
                ["لاہور میں موسم سرما کی پہلی بارش کے مناظر، مال روڈ اور ریس کورس پارک سے۔"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "ہمارے بارے میں",
                "jannah-page",
                [
                    "روزنامہ سحر 1998 میں لاہور سے شائع ہونا شروع ہوا۔ آج اس کے ایڈیشن لاہور، ملتان اور فیصل آباد سے نکلتے ہیں اور ویب سائٹ روزانہ لاکھوں قارئین تک پہنچتی ہے۔",
                    "ہمارا مقصد غیر جانبدار اور درست خبر عوام تک پہنچانا ہے۔ کسی خبر میں غلطی کی نشاندہی کے لیے ای میل کریں: editor@roznamasahar.test",
                    "## رابطہ",
                    "دفتر: 42 ڈیوس روڈ، لاہور۔ فون: 042-3555-0190",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "پرائیویسی پالیسی",
                "jannah-page",
                [
                    "آخری ترمیم: 12 نومبر 2026",
                    "یہ پالیسی بتاتی ہے کہ روزنامہ سحر کی ویب سائٹ استعمال کرنے پر آپ کی کون سی معلومات جمع کی جاتی ہیں اور ان کا استعمال کیسے ہوتا ہے۔",
                    "ہم کوکیز استعمال کرتے ہیں تاکہ ویب سائٹ بہتر کام کرے اور اشتہارات دکھائے جا سکیں۔ آپ اپنے براؤزر کی ترتیبات سے کوکیز بند کر سکتے ہیں۔",
                    "ہم آپ کی ذاتی معلومات کسی تیسرے فریق کو فروخت نہیں کرتے۔",
                ],
            )
        )
        add(
            story(
                "rain",
                "/pakistan/48231/",
                "لاہور میں بارش کے بعد کئی علاقوں میں بجلی معطل",
                "2026-12-04",
                "2026-12-04T06:10:00+00:00",
                "4 دسمبر 2026",
                ["عمران حیدر"],
                [
                    "لاہور میں جمعرات کی صبح ہونے والی موسم سرما کی پہلی بارش کے بعد شہر کے کئی علاقوں میں بجلی کی فراہمی معطل ہو گئی جبکہ نشیبی علاقوں میں پانی جمع ہو گیا۔",
                    "لیسکو کے مطابق بارش کے باعث 140 سے زائد فیڈر ٹرپ ہوئے جن میں سے زیادہ تر کو دوپہر تک بحال کر دیا گیا۔ جوہر ٹاؤن، سمن آباد اور شاہدرہ کے مکین شام تک بجلی سے محروم رہے۔",
                    "محکمہ موسمیات کے مطابق شہر میں سب سے زیادہ بارش ایئرپورٹ پر 32 ملی میٹر ریکارڈ کی گئی۔ بارش سے اسموگ میں واضح کمی آئی اور فضائی معیار کا انڈیکس 400 سے کم ہو کر 160 پر آ گیا۔",
                    "واسا کے ترجمان نے بتایا کہ لکشمی چوک اور نشتر کالونی سے پانی نکالنے کا کام جاری ہے اور تمام ڈسپوزل اسٹیشن فعال ہیں۔",
                    "محکمہ موسمیات نے جمعہ کو بھی ہلکی بارش کی پیش گوئی کی ہے۔",
                ],
                "byline-line-in-text",
                cat="پاکستان",
                wp_author="نیوز ڈیسک",
                report="رپورٹ: عمران حیدر",
            )
        )
        add(
            story(
                "smog",
                "/pakistan/48226/",
                "اسموگ: لاہور کے اسکول ہفتے میں تین دن بند رہیں گے",
                "2026-12-04",
                "2026-12-03T20:30:00+00:00",
                "4 دسمبر 2026",
                ["عمران حیدر"],
                [
                    "پنجاب حکومت نے اسموگ کے باعث لاہور ڈویژن کے تمام سرکاری اور نجی اسکول 15 دسمبر تک ہفتے میں تین دن بند رکھنے کا اعلان کر دیا ہے۔",
                    "محکمہ تعلیم کے نوٹیفکیشن کے مطابق اسکول جمعہ، ہفتہ اور اتوار کو بند رہیں گے جبکہ باقی دنوں میں طلبہ کے لیے ماسک پہننا لازمی ہو گا۔",
                    "صوبائی وزیر ماحولیات نے کہا کہ اینٹوں کے بھٹوں اور فصلوں کی باقیات جلانے کے خلاف کارروائی تیز کر دی گئی ہے اور اب تک 212 مقدمات درج کیے جا چکے ہیں۔",
                    "والدین نے اس فیصلے پر ملے جلے ردعمل کا اظہار کیا ہے۔ ایک والد محمد عارف نے کہا کہ بچوں کی پڑھائی کا نقصان ہو رہا ہے، آن لائن کلاسز کا انتظام بھی ہونا چاہیے۔",
                ],
                "utc-crosses-local-day",
                cat="پاکستان",
                wp_author="عمران حیدر",
            )
        )
        add(
            story(
                "app",
                "/pakistan/48219/",
                "وفاقی کابینہ نے نئی ٹیکسٹائل پالیسی کی منظوری دے دی",
                "2026-12-03",
                "2026-12-03T11:45:00+00:00",
                "3 دسمبر 2026",
                [],
                [
                    "اسلام آباد (اے پی پی) وفاقی کابینہ نے نئی ٹیکسٹائل پالیسی 2026-31 کی منظوری دے دی ہے جس کے تحت برآمد کنندگان کو بجلی اور گیس رعایتی نرخوں پر فراہم کی جائے گی۔",
                    "وزارت تجارت کے مطابق پالیسی کا ہدف پانچ سال میں ٹیکسٹائل برآمدات کو 25 ارب ڈالر تک پہنچانا ہے۔",
                    "پالیسی میں چھوٹے اور درمیانے کاروبار کے لیے آسان قرضوں کی اسکیم بھی شامل ہے۔",
                ],
                "agency-brief",
                cat="پاکستان",
                wp_author="ویب ڈیسک",
            )
        )
        add(
            story(
                "duo",
                "/pakistan/48207/",
                "راوی کنارے نئے شہر کے منصوبے پر کسانوں کا احتجاج",
                "2026-12-02",
                "2026-12-02T09:20:00+00:00",
                "2 دسمبر 2026",
                ["عمران حیدر", "سارہ ملک"],
                [
                    "دریائے راوی کے کنارے مجوزہ نئے شہر کے لیے زمین کے حصول کے خلاف شیخوپورہ روڈ کے دیہات کے کسانوں نے بدھ کو احتجاج کیا اور سڑک کئی گھنٹے بند رکھی۔",
                    'کسانوں کا کہنا تھا کہ انہیں زمین کی جو قیمت پیش کی جا رہی ہے وہ بازار کی قیمت کا ایک تہائی ہے۔ ایک کسان غلام رسول نے کہا: "یہ زمین ہمارے دادا کی ہے، ہم اسے اس قیمت پر نہیں دیں گے۔"',
                    "راوی اربن ڈویلپمنٹ اتھارٹی کے ترجمان نے کہا کہ قیمت کا تعین قانون کے مطابق ڈسٹرکٹ پرائس کمیٹی نے کیا ہے اور متاثرین کو متبادل پلاٹ بھی دیے جائیں گے۔",
                    "پولیس نے مظاہرین سے مذاکرات کے بعد سڑک کھلوا دی۔",
                ],
                "two-reporters",
                cat="پاکستان",
                wp_author="نیوز ڈیسک",
                report="رپورٹ: عمران حیدر، سارہ ملک",
            )
        )
        add(
            story(
                "petrol",
                "/business/48199/",
                "پیٹرول کی قیمت میں 6 روپے فی لیٹر کمی",
                "2026-12-01",
                "2026-11-30T19:05:00+00:00",
                "1 دسمبر 2026",
                ["فیصل جاوید"],
                [
                    "وفاقی حکومت نے یکم دسمبر سے پیٹرول کی قیمت میں 6 روپے فی لیٹر کمی کا اعلان کر دیا ہے، جبکہ ہائی اسپیڈ ڈیزل کی قیمت میں 3 روپے 50 پیسے کمی کی گئی ہے۔",
                    "وزارت خزانہ کے اعلامیے کے مطابق نئی قیمتیں یہ ہیں:",
                    "T: مصنوعات | پرانی قیمت | نئی قیمت",
                    "T: پیٹرول | 262.40 | 256.40",
                    "T: ہائی اسپیڈ ڈیزل | 270.10 | 266.60",
                    "T: مٹی کا تیل | 181.20 | 181.20",
                    "حکام کے مطابق عالمی منڈی میں تیل کی قیمتوں میں کمی اور روپے کی قدر میں استحکام کے باعث یہ کمی ممکن ہوئی۔",
                ],
                "table-in-body",
                cat="کاروبار",
                wp_author="فیصل جاوید",
            )
        )
        add(
            story(
                "cricket",
                "/sports/48188/",
                "قائداعظم ٹرافی: لاہور بلوز فائنل میں پہنچ گئی",
                "2026-11-30",
                None,
                "30 نومبر 2026",
                ["احمد رضا"],
                [
                    "لاہور بلوز نے قائداعظم ٹرافی کے سیمی فائنل میں کراچی وائٹس کو اننگز اور 42 رنز سے شکست دے کر فائنل میں جگہ بنا لی۔",
                    "قذافی اسٹیڈیم میں کھیلے گئے میچ کے تیسرے دن کراچی کی ٹیم دوسری اننگز میں 188 رنز پر آؤٹ ہو گئی۔ اسپنر حمزہ نذیر نے 62 رنز دے کر چھ وکٹیں حاصل کیں۔",
                    "فائنل 8 دسمبر سے کراچی میں کھیلا جائے گا۔",
                ],
                "no-metadata",
                cat="کھیل",
                wp_author="احمد رضا",
            )
        )
        add(
            story(
                "qa",
                "/pakistan/48175/",
                'انٹرویو: "شہر کو درختوں کی ضرورت ہے، نئی سڑکوں کی نہیں"',
                "2026-11-29",
                "2026-11-29T07:00:00+00:00",
                "29 نومبر 2026",
                ["سارہ ملک"],
                [
                    "ماہر ماحولیات ڈاکٹر عائشہ قریشی گزشتہ پندرہ برس سے لاہور کی فضائی آلودگی پر تحقیق کر رہی ہیں۔ سارہ ملک نے ان سے اسموگ کے بارے میں بات کی۔",
                    "Q: اسموگ کی سب سے بڑی وجہ کیا ہے؟ || ٹرانسپورٹ۔ لاہور کی آلودگی کا تقریباً 40 فیصد گاڑیوں سے آتا ہے، پھر صنعت اور بھٹے۔",
                    "Q: حکومت کو کیا کرنا چاہیے؟ || پبلک ٹرانسپورٹ بڑھائے اور ہر سال لاکھوں درخت لگانے کے بجائے جو درخت موجود ہیں انہیں کٹنے سے بچائے۔",
                    "Q: عام شہری کیا کر سکتا ہے؟ || گاڑی کم چلائیں، کچرا نہ جلائیں اور بچوں کو آلودہ دنوں میں گھر کے اندر رکھیں۔",
                ],
                "qa-interview",
                cat="پاکستان",
                wp_author="سارہ ملک",
            )
        )
        add(
            story(
                "column",
                "/columns/48160/",
                "ہمارے شہر، ہماری ذمہ داری",
                "2026-11-28",
                "2026-11-28T04:00:00+00:00",
                "28 نومبر 2026",
                ["ڈاکٹر نعیم اختر"],
                [
                    "ہر سال نومبر آتا ہے اور ہم اسموگ کا رونا روتے ہیں۔ دسمبر میں بارش ہوتی ہے اور ہم سب کچھ بھول جاتے ہیں۔",
                    "مسئلہ یہ ہے کہ ہم شہر کو حکومت کی ذمہ داری سمجھتے ہیں، اپنی نہیں۔ کچرا گلی میں پھینکنا، بلاوجہ گاڑی چلانا اور درخت کاٹ کر پارکنگ بنانا ہمارا روزمرہ ہے۔",
                    "جب تک شہری خود نہیں بدلیں گے، کوئی پالیسی کامیاب نہیں ہو گی۔",
                ],
                "column",
                cat="کالم",
                wp_author="ڈاکٹر نعیم اختر",
                dek="تحریر: ڈاکٹر نعیم اختر",
            )
        )

    def head(self, doc: Doc) -> str:
        parts = [
            f"<title>{esc(doc.title)} - روزنامہ سحر</title>",
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            '<meta name="robots" content="index, follow, max-image-preview:large">',
            '<meta property="og:locale" content="ur_PK">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article and doc.iso:
            parts += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta name="author" content="{esc(doc.extra["wp_author"])}">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(doc.extra["wp_author"])}">',
            ]
            graph = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "Article",
                        "@id": self.url(doc.key) + "#article",
                        "headline": doc.title,
                        "datePublished": doc.iso,
                        "dateModified": doc.iso,
                        "author": {"name": doc.extra["wp_author"], "@id": self.origin + "/#/schema/person/1a2b"},
                        "inLanguage": "ur",
                        "articleSection": [doc.extra["cat"]],
                    },
                    {
                        "@type": "WebPage",
                        "@id": self.url(doc.key),
                        "url": self.url(doc.key),
                        "name": doc.title + " - روزنامہ سحر",
                        "inLanguage": "ur",
                    },
                    {"@type": "Person", "@id": self.origin + "/#/schema/person/1a2b", "name": doc.extra["wp_author"]},
                ],
            }
            parts.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(graph, ensure_ascii=False)}</script>'
            )
        else:
            parts.append(
                '<meta property="og:type" content="website">'
                if doc.kind != "video"
                else '<meta property="og:type" content="article">'
            )
        return "\n".join(parts)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = "".join(
            f'<li class="menu-item">{a(k, t, "nav")}</li>'
            for k, t in [
                ("home", "صفحہ اول"),
                ("pak", "پاکستان"),
                ("tag", "لاہور"),
                ("video", "ویڈیوز"),
                ("about", "ہمارے بارے میں"),
            ]
        )
        body_cls = "post-template-default single single-post" if doc.is_article else "archive category"
        return f"""<!DOCTYPE html>
<html dir="rtl" lang="ur" data-skin="light">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<meta name="generator" content="WordPress 6.6.2">
<link rel='stylesheet' id='tie-css-base-css' href='https://www.roznamasahar.test/wp-content/themes/jannah/assets/css/base.min.css?ver=7.3.0' type='text/css' media='all'>
<link rel='stylesheet' id='tie-css-rtl-css' href='https://www.roznamasahar.test/wp-content/themes/jannah/assets/css/rtl.min.css?ver=7.3.0' type='text/css' media='all'>
<style id='tie-custom-css'>@font-face{{font-family:'Jameel Noori Nastaleeq';src:url(/wp-content/uploads/fonts/jameel.woff2)}}body{{font-family:'Jameel Noori Nastaleeq',serif}}/*PAD*/</style>
</head>
<body id="tie-body" class="rtl {body_cls} wrapper-has-shadow block-head-1 magazine2 is-thumb-overlay-disabled is-desktop is-header-layout-3 has-header-ad sidebar-left has-sidebar">
<div class="background-overlay">
<div id="tie-container" class="site tie-container">
<div id="tie-wrapper">
<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark main-nav-below">
<nav id="top-nav" class="has-date-breaking-components top-nav header-nav has-breaking-news"><div class="topbar-today-date tie-icon">اتوار، 6 دسمبر 2026</div><div class="breaking"><span class="breaking-title">اہم خبریں</span><ul id="breaking-news-in-header" class="breaking-news"><li class="news-item">{a("rain", self.docs["rain"].title, "ticker")}</li></ul></div></nav>
<div class="container header-container"><div class="logo-row"><div id="logo" class="image-logo">{a("home", "روزنامہ سحر", "header", 'title="روزنامہ سحر"')}</div><div class="container-wrapper tie-weekly-ad"><a href="https://ads.roznamasahar.test/r/728"><img src="/wp-content/uploads/2026/11/ad-728.gif" alt="اشتہار"></a></div></div></div>
<div class="main-nav-wrapper"><nav id="main-nav" class="main-nav header-nav"><div class="main-menu header-menu"><ul id="menu-main" class="menu">{nav}</ul></div><ul class="components"><li class="search-compact-icon menu-item custom-menu-link"><a href="#" class="tie-search-trigger">تلاش</a></li></ul></nav></div>
</header>
<div id="content" class="site-content container"><div id="main-content-row" class="tie-row main-content-row">
<div class="main-content tie-col-md-8 tie-col-xs-12" role="main">
{main}
</div>
<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky"><div class="theiaStickySidebar">
<div id="posts-list-widget-2" class="container-wrapper widget posts-list"><div class="widget-title the-global-title"><div class="the-subtitle">مقبول خبریں</div></div><ul class="posts-list-items">{"".join(f'<li class="widget-single-post-item">{a(k, self.docs[k].title, "sidebar")}</li>' for k in ("smog", "petrol", "cricket"))}</ul></div>
<div id="tag_cloud-2" class="container-wrapper widget widget_tag_cloud"><div class="tagcloud">{a("tag", "لاہور", "sidebar", 'class="tag-cloud-link"')} <a href="/tag/%D8%A7%D8%B3%D9%85%D9%88%DA%AF/" class="tag-cloud-link">اسموگ</a></div></div>
<div class="container-wrapper widget"><form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" name="s" placeholder="تلاش کریں"></form> {a("search", "بارش کی تمام خبریں", "sidebar")}</div>
</div></aside>
</div></div>
<footer id="footer" class="site-footer dark-skin dark-widgetized-area"><div id="site-info" class="site-info"><div class="container"><div class="copyright-text">© جملہ حقوق محفوظ ہیں، روزنامہ سحر 2026</div><ul id="menu-footer" class="menu"><li>{a("about", "ہمارے بارے میں", "footer")}</li><li>{a("privacy", "پرائیویسی پالیسی", "footer")}</li><li><a href="/contact-us/">رابطہ</a></li><li><a href="/feed/">RSS</a></li></ul><ul class="social-icons"><li><a href="https://www.facebook.test/roznamasahar">فیس بک</a></li><li><a href="https://www.youtube.test/@roznamasahar">یوٹیوب</a></li></ul></div></div></footer>
<a id="go-to-top" class="go-to-top-button" href="#go-to-tie-body"><span class="tie-icon-angle-up"></span></a>
</div></div></div>
<script type='text/javascript' id='tie-scripts-js-extra'>var tie = {{"is_rtl":"1","ajaxurl":"https:\\/\\/www.roznamasahar.test\\/wp-admin\\/admin-ajax.php","is_taqyeem_active":"","lazyload":"1"}};</script>
<script type="text/javascript" src="https://www.roznamasahar.test/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.3.0" id="tie-scripts-js"></script>
</body>
</html>"""

    def meta_line(self, doc: Doc) -> str:
        wp = doc.extra.get("wp_author", "ویب ڈیسک")
        who = (
            self.a("author", wp, "byline", 'class="author-name tie-icon"')
            if wp == "عمران حیدر"
            else f'<a href="/author/desk/" class="author-name tie-icon">{esc(wp)}</a>'
        )
        return f'<div class="single-post-meta post-meta clearfix"><span class="author-meta single-author no-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author">{who}</span></span></span><span class="date meta-item tie-icon">{esc(doc.stamp)}</span><div class="tie-alignright"><span class="meta-views meta-item"><span class="tie-icon-fire"></span> 1,204</span><span class="meta-reading-time meta-item"><span class="tie-icon-bookmark"></span> 2 منٹ</span></div></div>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        catkey = "pak" if doc.extra["cat"] == "پاکستان" else None
        cat = (
            a(catkey, doc.extra["cat"], "breadcrumb", 'class="post-cat tie-cat-2"')
            if catkey
            else f'<a class="post-cat tie-cat-5" href="/category/other/">{esc(doc.extra["cat"])}</a>'
        )
        lead = ""
        if doc.extra.get("report"):
            lead = f"<p><strong>{esc(doc.extra['report'])}</strong></p>\n"
        dek = f'<h2 class="entry-sub-title">{esc(doc.dek)}</h2>' if doc.dek else ""
        rel = "".join(
            f'<div class="related-item">{a(k, self.docs[k].title, "related")}</div>'
            for k in ("rain", "smog", "duo", "app")
            if k != doc.key
        )
        return f"""<div class="container-wrapper">
<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer"><nav id="breadcrumb">{a("home", "صفحہ اول", "breadcrumb")} <em class="delimiter">/</em> <span class="current">{esc(doc.extra["cat"])}</span></nav>
<div class="entry-header"><span class="post-cat-wrap">{cat}</span>
<h1 class="post-title entry-title">{esc(doc.title)}</h1>
{dek}
{self.meta_line(doc)}
</div></header>
<div class="featured-area"><figure class="single-featured-image"><img width="780" height="470" src="/wp-content/uploads/2026/12/{doc.key}-780x470.jpg" class="attachment-jannah-image-post size-jannah-image-post wp-post-image" alt=""></figure></div>
<div class="entry-content entry clearfix">
{lead}{self.blocks(doc)}
</div>
<div id="post-extra-info"><div class="theiaStickySidebar">{self.meta_line(doc)}</div></div>
<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title">ٹیگز</div><span class="tagcloud">{a("tag", "لاہور", "tags", 'rel="tag"')}</span></div>
<div id="share-buttons-bottom" class="share-buttons share-buttons-bottom"><div class="share-links"><a href="https://www.facebook.test/sharer.php?u={self.url(doc.key)}" rel="external noopener nofollow" class="facebook-share-btn large-share-button">فیس بک</a><a href="https://api.whatsapp.test/send?text={self.url(doc.key)}" class="whatsapp-share-btn">واٹس ایپ</a></div></div>
</article>
<div class="post-components"><div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title"><h3>متعلقہ خبریں</h3></div><div class="related-posts-list">{rel}</div></div>
<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title the-global-title">جواب دیں</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">آپ کا ای میل ایڈریس شائع نہیں کیا جائے گا۔</p><textarea id="comment" name="comment"></textarea><input name="submit" type="submit" value="تبصرہ کریں"></form></div></div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(
            f'<li class="post-item tie-standard"><a aria-label="{esc(self.docs[k].title)}" href="{self.href(k)}" class="post-thumb"><img src="/wp-content/uploads/2026/12/{k}-390x220.jpg" alt=""></a><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{esc(self.docs[k].stamp)}</span></div><h2 class="post-title">{self.a(k, self.docs[k].title, "content")}</h2><p class="post-excerpt">{esc(self.lede(self.docs[k]))}</p></div></li>'
            for k in doc.extra["list"]
        )
        if doc.kind == "author":
            head = f'<div class="container-wrapper about-author"><h1 class="page-title">{esc(doc.title)}</h1><div class="author-bio">{esc(doc.extra["bio"])}</div></div>'
        elif doc.kind == "search":
            head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">تلاش کے نتائج: <span>{esc(doc.title)}</span></h1></header>'
        elif doc.kind == "home":
            head = f'<div class="mag-box big-post-left-box"><h1 class="screen-reader-text">{esc(doc.title)}</h1></div><div class="mag-box"><div class="mag-box-title"><h3>ویڈیوز</h3></div>{self.a("video", self.docs["video"].title, "content")}</div>'
        else:
            head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="first-page first-last-pages">{self.a(doc.extra["more"], "اگلا صفحہ", "pager")}</span></div></div>'
        elif doc.key == "pak2":
            pag = f'<div class="pages-nav"><span class="last-page first-last-pages">{self.a("pak", "پچھلا صفحہ", "pager")}</span></div>'
        return f'{head}<div class="mag-box wide-post-box"><div class="container-wrapper"><div class="mag-box-container clearfix"><ul id="posts-container" class="posts-items">\n{items}\n</ul>{pag}</div></div></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f'<article id="the-post" class="container-wrapper post-content tie-video"><header class="entry-header-outer"><h1 class="post-title entry-title">{esc(doc.title)}</h1><div class="single-post-meta post-meta clearfix"><span class="date meta-item tie-icon">3 دسمبر 2026</span></div></header><div class="featured-area"><div class="tie-fluid-width-video-wrapper"><iframe src="https://www.youtube.test/embed/Qz81kLm" width="780" height="439" allowfullscreen></iframe></div></div><div class="entry-content entry clearfix">{self.blocks(doc)}</div></article>'
        return f'<article id="the-post" class="container-wrapper post-content tie-standard"><header class="entry-header-outer"><h1 class="post-title entry-title">{esc(doc.title)}</h1></header><div class="entry-content entry clearfix">{self.blocks(doc)}</div></article>'
