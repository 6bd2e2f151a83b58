# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Arabic punctuation is deliberate)
"""Al-Wadi News (بوابة الوادي): an Egyptian news portal on an old custom CMS written in **windows-1256** with the
charset in the HTTP header only (no `<meta charset>`; Arabic-Indic digits, which windows-1256 lacks, are written as
character references), `/news/<id>/<slug>`, `/section/<id>/<name>` and `?page=2`, `/tag/<id>`, `/writer/<id>`,
`/search?q=<cp1256 %-encoded>`, `/mostread`, `/print/<id>` print versions. Dates printed with Arabic-Indic digits
("٤ ديسمبر ٢٠٢٦ - ١٠:١٥ ص"), Cairo +02:00; one story's JSON-LD time is UTC of the previous day. Agency credits
("القاهرة - وكالات") give no author; bylines "كتب:"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SEARCH = "/search?q=" + quote("القمح".encode("cp1256"))


class Wadi(Base):
    origin = "https://www.alwadi-news.test"
    name = "بوابة الوادي"
    prefix = "aw"
    language = "ar"
    encoding = "windows-1256"
    content_type = "text/html; charset=windows-1256"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "aw",
            ["#header", ".topnav", ".newsTitle", ".newsDate", "#NewsStory", ".mostRead li", ".boxNews", "#footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "بوابة الوادي",
                "custom-home",
                list=["wheat", "gold", "metro", "duo", "match", "qa", "column"],
                more="eco2",
            )
        )
        add(
            page(
                "eco",
                "/section/3/economy",
                "section",
                "اقتصاد",
                "custom-section",
                list=["wheat", "gold", "duo", "metro"],
                more="eco2",
            )
        )
        add(
            page(
                "eco2",
                "/section/3/economy?page=2",
                "section",
                "اقتصاد",
                "custom-section-page-2",
                list=["qa", "column", "match"],
                more=None,
            )
        )
        add(page("tag", "/tag/118", "tag", "القمح", "custom-tag", list=["wheat", "duo"], more=None))
        add(
            page(
                "writer",
                "/writer/27",
                "author",
                "محمود عبد الرحيم",
                "custom-writer",
                list=["wheat", "metro"],
                more=None,
                bio="محرر الشؤون الاقتصادية في بوابة الوادي، يغطي أخبار الزراعة والتموين منذ عام ٢٠١٤.",
            )
        )
        add(page("search", SEARCH, "search", "القمح", "custom-search", list=["wheat", "duo", "gold"], more=None))
        add(
            page(
                "mostread",
                "/mostread",
                "mostread",
                "الأكثر قراءة",
                "custom-most-read",
                list=["gold", "match", "wheat", "metro", "column", "qa", "duo"],
                more=None,
            )
        )
        add(
            page(
                "about",
                "/page/about",
                "about",
                "من نحن",
                "custom-static",
                [
                    "بوابة الوادي موقع إخباري مصري مستقل تأسس عام ٢٠٠٩ في القاهرة، ويقدم الأخبار المحلية والعربية والاقتصادية على مدار الساعة.",
                    "يعمل في الموقع فريق من ٤٠ صحفيا ومراسلا في المحافظات، ويلتزم بميثاق الشرف الصحفي.",
                    "للتواصل مع التحرير: editor@alwadi-news.test",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/page/privacy",
                "policy",
                "سياسة الخصوصية",
                "custom-static",
                [
                    "آخر تحديث: ١٥ نوفمبر ٢٠٢٦",
                    "نحترم خصوصية زوار بوابة الوادي. توضح هذه السياسة البيانات التي نجمعها عند استخدامك للموقع وكيف نستخدمها.",
                    "نستخدم ملفات تعريف الارتباط (الكوكيز) لقياس عدد الزيارات وعرض الإعلانات المناسبة.",
                    "لا نبيع بياناتك الشخصية لأي طرف ثالث، ويمكنك طلب حذف بياناتك بمراسلتنا على privacy@alwadi-news.test.",
                ],
            )
        )
        wheat_lines = [
            "بدأت وزارة التموين والتجارة الداخلية، اليوم الجمعة، صرف الدفعة الأخيرة من مستحقات موردي القمح المحلي عن موسم ٢٠٢٦، بإجمالي ٣٫٢ مليار جنيه.",
            "وقال مصدر بالوزارة لـ«بوابة الوادي» إن المستحقات تصرف عبر البنك الزراعي المصري خلال ٤٨ ساعة من استلام الأقماح في الصوامع والشون.",
            "وأضاف المصدر أن إجمالي ما تم توريده هذا الموسم بلغ ٣٫٨ مليون طن، مقابل ٣٫٤ مليون طن في الموسم الماضي، بزيادة تقارب ١٢٪.",
            "وكان عدد من المزارعين في محافظتي الشرقية والمنيا قد اشتكوا من تأخر صرف المستحقات لأكثر من شهر.",
            "## سعر التوريد للموسم الجديد",
            "ومن المقرر أن يعلن مجلس الوزراء سعر توريد القمح لموسم ٢٠٢٧ قبل نهاية ديسمبر الجاري، وسط مطالبات من نقابة الفلاحين برفعه إلى ٢٥٠٠ جنيه للإردب.",
        ]
        add(
            story(
                "wheat",
                "/news/584213/wheat-suppliers-payments",
                "التموين تبدأ صرف الدفعة الأخيرة من مستحقات موردي القمح",
                "2026-12-04",
                "2026-12-04T10:15:00+02:00",
                "٤ ديسمبر ٢٠٢٦ - ١٠:١٥ ص",
                ["محمود عبد الرحيم"],
                wheat_lines,
                "arabic-indic-dates",
                sec="اقتصاد",
            )
        )
        add(
            story(
                "print",
                "/print/584213",
                "التموين تبدأ صرف الدفعة الأخيرة من مستحقات موردي القمح",
                "2026-12-04",
                None,
                "٤ ديسمبر ٢٠٢٦ - ١٠:١٥ ص",
                ["محمود عبد الرحيم"],
                wheat_lines,
                "print-version-duplicate",
                sec="اقتصاد",
                printv=True,
            )
        )
        add(
            story(
                "gold",
                "/news/584199/gold-prices-rise",
                "ارتفاع أسعار الذهب عالميا مع تراجع الدولار",
                "2026-12-03",
                "2026-12-03T15:30:00+02:00",
                "٣ ديسمبر ٢٠٢٦ - ٠٣:٣٠ م",
                [],
                [
                    "ارتفعت أسعار الذهب في المعاملات الفورية، اليوم الخميس، بنسبة ٠٫٨٪ لتسجل ٢٧١٥ دولارا للأوقية، مع تراجع مؤشر الدولار إلى أدنى مستوى له في ثلاثة أسابيع.",
                    "ويترقب المستثمرون بيانات الوظائف الأمريكية التي تصدر يوم الجمعة، والتي قد تحدد اتجاه أسعار الفائدة في الاجتماع المقبل لمجلس الاحتياطي الاتحادي.",
                    "وفي السوق المحلية، ارتفع سعر جرام الذهب عيار ٢١ بنحو ٣٥ جنيها.",
                ],
                "agency-credit",
                sec="اقتصاد",
                credit="القاهرة - وكالات",
            )
        )
        add(
            story(
                "metro",
                "/news/584205/metro-line-six",
                "بدء التشغيل التجريبي للمرحلة الأولى من الخط السادس للمترو",
                "2026-12-04",
                "2026-12-03T22:40:00Z",
                "٤ ديسمبر ٢٠٢٦ - ١٢:٤٠ ص",
                ["محمود عبد الرحيم"],
                [
                    "أعلنت الهيئة القومية للأنفاق بدء التشغيل التجريبي للمرحلة الأولى من الخط السادس لمترو الأنفاق، من محطة الخصوص حتى محطة عين شمس، بطول ١٢ كيلومترا.",
                    "وقالت الهيئة في بيان إن التشغيل التجريبي سيستمر شهرا دون ركاب، قبل افتتاح المرحلة أمام الجمهور في فبراير المقبل.",
                    "ويضم الخط السادس عند اكتماله ٢٢ محطة، ويربط شمال القاهرة بجنوبها حتى المعادي الجديدة، ومن المتوقع أن ينقل ١٫٥ مليون راكب يوميا.",
                    "وأشارت الهيئة إلى أن القطارات مكيفة بالكامل ومزودة بأنظمة تحكم آلي.",
                ],
                "utc-crosses-local-day",
                sec="اقتصاد",
            )
        )
        add(
            story(
                "duo",
                "/news/584170/bread-subsidy-cards",
                "إضافة المواليد الجدد على بطاقات التموين بداية من يناير",
                "2026-12-02",
                "2026-12-02T12:00:00+02:00",
                "٢ ديسمبر ٢٠٢٦ - ١٢:٠٠ م",
                ["أحمد سالم", "هبة منصور"],
                [
                    "قررت وزارة التموين فتح باب إضافة المواليد الجدد على بطاقات التموين اعتبارا من أول يناير المقبل، بعد توقف استمر أكثر من عامين.",
                    "وقال المتحدث باسم الوزارة إن الإضافة ستتم عبر موقع دعم مصر أو مكاتب البريد، بشرط ألا يتجاوز عدد أفراد البطاقة خمسة.",
                    "وأوضح أن نحو ٨٠٠ ألف طفل ينتظرون الإضافة، وأن الوزارة خصصت لذلك ٤٥٠ مليون جنيه من موازنة الدعم.",
                    "ورحب عدد من المواطنين بالقرار، مطالبين بتيسير الإجراءات لكبار السن.",
                ],
                "two-authors",
                sec="اقتصاد",
            )
        )
        add(
            story(
                "match",
                "/news/584150/ahly-wins",
                "الأهلي يفوز على الإسماعيلي بهدفين ويتصدر الدوري",
                "2026-12-01",
                None,
                "١ ديسمبر ٢٠٢٦ - ٠٩:٥٥ م",
                ["كريم فؤاد"],
                [
                    "فاز الأهلي على الإسماعيلي بهدفين دون رد، مساء الثلاثاء، في المباراة التي أقيمت على استاد القاهرة ضمن الجولة العاشرة من الدوري الممتاز.",
                    "سجل هدفي الأهلي عمر السيد في الدقيقة ٢٣ ومحمد ناصر في الدقيقة ٧٨.",
                    "وبهذا الفوز رفع الأهلي رصيده إلى ٢٤ نقطة في صدارة الترتيب، بفارق نقطتين عن بيراميدز.",
                ],
                "no-metadata",
                sec="رياضة",
            )
        )
        add(
            story(
                "qa",
                "/news/584120/interview-farmers-union",
                "نقيب الفلاحين في حوار لـ«الوادي»: سعر القمح الحالي لا يغطي التكلفة",
                "2026-11-30",
                "2026-11-30T11:00:00+02:00",
                "٣٠ نوفمبر ٢٠٢٦ - ١١:٠٠ ص",
                ["هبة منصور"],
                [
                    "قال نقيب الفلاحين حسين عبد التواب إن سعر توريد القمح الحالي لا يغطي تكلفة الزراعة، مطالبا الحكومة بإعلان السعر الجديد قبل موعد الزراعة.",
                    "Q: لماذا تطالبون بسعر ٢٥٠٠ جنيه للإردب؟ || لأن تكلفة الأسمدة والسولار والعمالة ارتفعت بأكثر من ٣٠٪ هذا العام، والفلاح يخسر إذا باع بالسعر الحالي.",
                    "Q: هل يتجه الفلاحون إلى محاصيل أخرى؟ || نعم، كثيرون يفكرون في البرسيم والبنجر لأنها أربح، وهذا خطر على الأمن الغذائي.",
                    "Q: ما رسالتك للحكومة؟ || أعلنوا السعر مبكرا، والفلاح سيزرع ويورد.",
                ],
                "qa-interview",
                sec="اقتصاد",
            )
        )
        add(
            story(
                "column",
                "/news/584101/opinion-bread",
                "رغيف العيش ليس رقما في الموازنة",
                "2026-11-29",
                "2026-11-29T08:00:00+02:00",
                "٢٩ نوفمبر ٢٠٢٦ - ٠٨:٠٠ ص",
                ["د. سامية الشريف"],
                [
                    "كلما جاء الحديث عن عجز الموازنة، اتجهت الأنظار إلى دعم الخبز، وكأن رغيف العيش هو سبب كل الأزمات.",
                    "لكن الأرقام تقول غير ذلك: دعم الخبز لا يتجاوز ٣٪ من المصروفات العامة، بينما يعتمد عليه أكثر من ٦٠ مليون مواطن.",
                    "الإصلاح الحقيقي يبدأ من المخابز نفسها: مراقبة الجودة، ومنع تسريب الدقيق، ووصول الدعم لمستحقيه.",
                ],
                "opinion-column",
                sec="مقالات",
                bio="د. سامية الشريف أستاذة الاقتصاد بجامعة القاهرة.",
            )
        )

    def head(self, doc: Doc) -> str:
        parts = [f"<title>{esc(doc.title)} - بوابة الوادي</title>"]
        if doc.extra.get("printv"):
            parts += [
                '<meta name="robots" content="noindex, follow">',
                f'<link rel="canonical" href="{self.url("wheat")}">',
            ]
            return "\n".join(parts)
        parts.append(f'<link rel="canonical" href="{self.url(doc.key)}">')
        parts.append('<meta name="keywords" content="بوابة الوادي, أخبار مصر, اقتصاد">')
        if doc.is_article and doc.iso:
            parts += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:image" content="https://img.alwadi-news.test/large/{doc.key}.jpg">',
            ]
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "inLanguage": "ar",
                "author": {"@type": "Person", "name": "، ".join(doc.authors)}
                if doc.authors
                else {"@type": "Organization", "name": "بوابة الوادي"},
            }
            parts.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(parts)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        if doc.extra.get("printv"):
            return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html dir="rtl">
<head>
{self.head(doc)}
<style type="text/css">body{{font-family:Tahoma,Arial;font-size:14px;background:#fff}} /*PAD*/</style>
</head>
<body onload="window.print()">
<table width="640" align="center" cellpadding="6" cellspacing="0" border="0"><tr><td>
<img src="/images/logo_print.gif" alt="بوابة الوادي"><br>
{main}
<hr>
<div class="printFoot">رابط الخبر: {a("wheat", self.url("wheat"), "print")}<br>جميع الحقوق محفوظة لبوابة الوادي © ٢٠٢٦ — {a("home", "الصفحة الرئيسية", "print")}</div>
</td></tr></table>
</body>
</html>"""
        nav = " | ".join(
            a(k, t, "nav")
            for k, t in [
                ("home", "الرئيسية"),
                ("eco", "اقتصاد"),
                ("mostread", "الأكثر قراءة"),
                ("tag", "القمح"),
                ("about", "من نحن"),
            ]
        )
        most = "".join(
            f'<li><span class="num">{i + 1}</span>{a(k, self.docs[k].title, "sidebar")}</li>'
            for i, k in enumerate(["gold", "match", "wheat"])
        )
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html dir="rtl" lang="ar">
<head>
{self.head(doc)}
<link href="/css/style.css?v=2014" rel="stylesheet" type="text/css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.8.3.min.js"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1190022-3']); _gaq.push(['_trackPageview']);</script>
</head>
<body>
<div id="wrapper">
<div id="header"><div class="logo">{a("home", "بوابة الوادي", "header")}</div><div class="dateToday">الأحد ٦ ديسمبر ٢٠٢٦</div><div class="banner728"><a href="https://ads.alwadi-news.test/click.asp?id=88"><img src="/banners/b728.gif" width="728" height="90" alt=""></a></div></div>
<div class="topnav">{nav} | <a href="/section/5/sports">رياضة</a> | <a href="/section/9/articles">مقالات</a></div>
<div class="searchBox"><form action="/search" method="get"><input type="text" name="q" size="20"><input type="submit" value="بحث"></form></div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td valign="top" class="mainCol">
{main}
</td>
<td valign="top" width="300" class="sideCol">
<div class="boxNews mostRead"><div class="boxTitle">{a("mostread", "الأكثر قراءة", "sidebar")}</div><ol>{most}</ol></div>
<div class="boxNews"><div class="boxTitle">روابط</div>{a("search", "كل أخبار القمح", "sidebar")}<br>{a("writer", "محمود عبد الرحيم", "sidebar")}</div>
</td></tr></table>
<div id="footer">{a("about", "من نحن", "footer")} | {a("privacy", "سياسة الخصوصية", "footer")} | <a href="/page/contact">اتصل بنا</a> | <a href="/rss.xml">RSS</a><br>جميع الحقوق محفوظة © بوابة الوادي ٢٠٠٩ - ٢٠٢٦</div>
</div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("credit"):
            by = f'<div class="newsWriter">{esc(doc.extra["credit"])}</div>'
        elif doc.extra.get("bio"):
            by = f'<div class="newsWriter articleWriter"><img src="/writers/s{len(doc.key)}.jpg" alt=""> {esc(doc.authors[0])}</div>'
        else:
            names = " و".join(
                a("writer", n, "byline") if n == "محمود عبد الرحيم" and not doc.extra.get("printv") else esc(n)
                for n in doc.authors
            )
            by = f'<div class="newsWriter">كتب: {names}</div>'
        body = "\n".join(
            f"<p>{self.inline(b[1])}</p>"
            if b[0] == "p"
            else (f"<h2>{esc(b[1])}</h2>" if b[0] == "h2" else f"<p><b>{esc(b[1])}</b><br>{esc(b[2])}</p>")
            for b in doc.blocks
        )
        if doc.extra.get("bio"):
            body += f'\n<div class="writerBio">{esc(doc.extra["bio"])}</div>'
        if doc.extra.get("printv"):
            return f'<h1 class="newsTitle">{esc(doc.title)}</h1>\n<div class="newsDate">{esc(doc.stamp)}</div>\n{by}\n<div id="NewsStory">{body}</div>'
        sec = (
            a("eco", doc.extra["sec"], "breadcrumb")
            if doc.extra["sec"] == "اقتصاد"
            else f'<a href="/section/9/x">{esc(doc.extra["sec"])}</a>'
        )
        if doc.key == "wheat":
            printlink = a("print", "طباعة", "tools", 'target="_blank"')
        else:
            printlink = '<a href="/print/' + doc.path.split("/")[2] + '" target="_blank">طباعة</a>'
        tools = f'<div class="newsTools">{printlink} | <a href="mailto:?subject={quote(doc.key)}">أرسل لصديق</a> | <a href="https://www.facebook.test/sharer.php?u={self.url(doc.key)}">فيسبوك</a> | <a href="https://twitter.test/share?url={self.url(doc.key)}">تويتر</a></div>'
        also = "".join(
            f"<li>{a(k, self.docs[k].title, 'related')}</li>" for k in ("wheat", "duo", "gold", "metro") if k != doc.key
        )
        tag = f'<div class="newsTags">كلمات دالة: {a("tag", "القمح", "tags")} - <a href="/tag/77">التموين</a></div>'
        return f"""<div class="path">{a("home", "الرئيسية", "breadcrumb")} &gt; {sec}</div>
<h1 class="newsTitle">{esc(doc.title)}</h1>
<div class="newsDate">{esc(doc.stamp)}</div>
{by}
{tools}
<div class="newsImg"><img src="https://img.alwadi-news.test/large/{doc.key}.jpg" width="600" alt="{esc(doc.title)}"><div class="imgCaption">صورة أرشيفية</div></div>
<div id="NewsStory">
{body}
</div>
{tag}
<div class="boxNews relatedNews"><div class="boxTitle">اقرأ أيضا</div><ul>{also}</ul></div>
<div class="comments"><div class="boxTitle">التعليقات</div><p>لا توجد تعليقات. <a href="/login.asp">سجل دخولك</a> لإضافة تعليق.</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(
            f'<div class="listItem"><img src="https://img.alwadi-news.test/thumb/{k}.jpg" width="120" alt=""><div class="listTitle">{self.a(k, self.docs[k].title, "content")}</div><div class="listDate">{esc(self.docs[k].stamp)}</div><div class="listBrief">{esc(self.lede(self.docs[k]))}</div></div>'
            if doc.kind != "mostread"
            else f'<div class="listItem mostReadItem"><span class="rank">{i + 1}</span> {self.a(k, self.docs[k].title, "content")} <span class="views">{(9 - i) * 1371} قراءة</span></div>'
            for i, k in enumerate(doc.extra["list"])
        )
        if doc.kind == "author":
            head = f'<div class="writerBox"><h1 class="pageTitle">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="pageTitle">نتائج البحث عن: {esc(doc.title)}</h1><div class="resultsCount">عدد النتائج: ٣</div>'
        elif doc.kind == "home":
            head = f'<div class="mainNews"><h1 class="pageTitle" style="display:none">{esc(doc.title)}</h1></div><div class="homeLinks">{self.a("eco2", "المزيد من الاقتصاد", "content")}</div>'
        else:
            head = f'<h1 class="pageTitle">{esc(doc.title)}</h1>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="paging"><b>1</b> {self.a(doc.extra["more"], "2", "pager")} {self.a(doc.extra["more"], "التالي", "pager")}</div>'
        elif doc.key == "eco2":
            pag = f'<div class="paging">{self.a("eco", "السابق", "pager")} {self.a("eco", "1", "pager")} <b>2</b></div>'
        return f'{head}<div class="newsList">\n{rows}\n</div>{pag}'

    def service_main(self, doc: Doc) -> str:
        return f'<h1 class="pageTitle">{esc(doc.title)}</h1><div class="staticPage">{self.blocks(doc)}</div>'
