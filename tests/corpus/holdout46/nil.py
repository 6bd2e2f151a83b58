# ruff: noqa: E501 (page texts and markup are long literal lines; Arabic letters are deliberate)
"""بوابة النيل Bawabet El Nil: an Egyptian portal in Arabic on an old **ASP.NET WebForms** system (`/News/NewsDetails.aspx?NewsID=…`,
`/Section.aspx?SecID=12&Page=2`, `/LatestNews.aspx`, `/Gallery/AlbumDetails.aspx?AlbumID=…`, `/Writers/WriterArticles.aspx?WriterID=…`,
`ctl00_ContentPlaceHolder1_…` ids, a `__VIEWSTATE` in a page-wide `<form>`). UTF-8, except the **archive section**
(`/Archive/…`): **windows-1256**, declared in the `Content-Type` header and a `http-equiv` meta. Printed dates
"الجمعة، 04 ديسمبر 2026 - 09:30 ص"; bylines "كتب - …" / "كتبت - …"; opinion columns "بقلم: د. …"; MENA stories end
"(أ ش أ)" and credit no person. Metadata is thin: og tags with `article:published_time` on some (one in UTC), a
lone `Article` JSON-LD whose author is the portal, nothing on the archive pages."""

from __future__ import annotations

import base64
import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ARTS = ["metro", "bread", "column1", "archive", "mena", "sport", "column2", "khan"]
SEARCH = "/Search.aspx?Keyword=%D9%85%D8%AA%D8%B1%D9%88"


class Nil(Base):
    origin = "https://www.bawabetelnil.test"
    name = "بوابة النيل"
    prefix = "nil"
    language = "ar"

    def file_name(self, doc: Doc) -> str:
        self.current = doc.key  # the generator asks for the name first: the charset follows the page
        return super().file_name(doc)

    def _archive(self) -> bool:
        return self.current in self.docs and self.docs[self.current].path.startswith("/Archive/")

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1256" if self._archive() else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=windows-1256" if self._archive() else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nil", [".HeaderMenu", ".NewsTitle", ".NewsBody", ".LatestNews", ".GalleryItem", ".Footer"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "بوابة النيل",
                "aspnet-home",
                list=["metro", "bread", "mena", "khan", "sport", "column2", "column1"],
                more="sec2",
            )
        )
        add(
            page(
                "sec",
                "/Section.aspx?SecID=12",
                "section",
                "أخبار مصر",
                "section-front",
                list=["metro", "bread", "mena", "khan"],
                more="sec2",
            )
        )
        add(
            page(
                "sec2",
                "/Section.aspx?SecID=12&Page=2",
                "section",
                "أخبار مصر",
                "section-page2",
                list=["sport", "archive"],
            )
        )
        add(
            page(
                "latest",
                "/LatestNews.aspx",
                "section",
                "آخر الأخبار",
                "latest-news-list",
                latest=True,
                list=["mena", "metro", "sport", "bread", "khan"],
            )
        )
        add(
            page(
                "arch",
                "/Archive/Default.aspx",
                "section",
                "الأرشيف",
                "archive-list-cp1256",
                list=["archive", "column1"],
            )
        )
        add(
            page(
                "gallery",
                "/Gallery/AlbumDetails.aspx?AlbumID=3391",
                "gallery",
                "بالصور.. شارع المعز يتزين لاستقبال الشتاء",
                "photo-album-captions",
                gallery=[
                    "واجهات المساجد الأثرية في شارع المعز بعد انتهاء أعمال الإنارة الجديدة",
                    "سائحون يلتقطون الصور أمام باب الفتوح مساء الخميس",
                    "بائع فوانيس نحاسية في أحد الممرات المتفرعة من الشارع",
                    "أطفال يلعبون أمام سبيل عبد الرحمن كتخدا",
                    "مقهى شعبي يستقبل رواده مع انخفاض درجات الحرارة",
                    "فرقة تنورة تقدم عرضاً مجانياً في الساحة",
                ],
            )
        )
        add(
            page(
                "writer",
                "/Writers/WriterArticles.aspx?WriterID=57",
                "author",
                "مقالات الكاتبة: سامية فؤاد",
                "writer-articles",
                list=["column2"],
                writer="سامية فؤاد",
            )
        )
        add(page("tag", "/Tags.aspx?TagID=881", "tag", "مترو الأنفاق", "tag-page", list=["metro", "mena"]))
        add(page("search", SEARCH, "search", "نتائج البحث: مترو", "search-results", list=["metro", "mena"]))
        add(
            page(
                "about",
                "/StaticPages/About.aspx",
                "about",
                "عن البوابة",
                "about-page",
                [
                    "بوابة النيل موقع إخباري مصري مستقل انطلق عام 2009، ويقدم الأخبار على مدار الساعة من القاهرة والمحافظات.",
                    "رئيس التحرير: عادل شكري. مدير التحرير: منى الشاذلي.",
                    "العنوان: 14 شارع قصر العيني، القاهرة. البريد الإلكتروني: info@bawabetelnil.test",
                ],
            )
        )
        add(
            story(
                "metro",
                "/News/NewsDetails.aspx?NewsID=482913",
                "تشغيل 4 محطات جديدة بالخط الثالث للمترو الشهر المقبل",
                "2026-12-04",
                "2026-12-04T09:30:00+02:00",
                "الجمعة، 04 ديسمبر 2026 - 09:30 ص",
                ["أحمد عبد الرحمن"],
                [
                    "تستعد الهيئة القومية للأنفاق لتشغيل 4 محطات جديدة بالمرحلة الرابعة من الخط الثالث لمترو الأنفاق منتصف يناير المقبل، بعد الانتهاء من اختبارات التشغيل التجريبي وأنظمة الإشارات.",
                    "وقال مصدر مسؤول بالهيئة إن المحطات الجديدة تمتد من محطة الكيت كات حتى بشتيل، وتخدم أكثر من 300 ألف راكب يومياً من سكان إمبابة والوراق وبولاق الدكرور.",
                    "وأضاف المصدر أن سعر التذكرة لن يتغير مع افتتاح المحطات الجديدة، وسيبقى نظام الشرائح المعمول به حالياً وفقاً لعدد المحطات.",
                    "FIG: قطار مترو | أحد قطارات الخط الثالث (أرشيفية)",
                    "وأشار إلى أن الهيئة انتهت من تركيب السلالم الكهربائية والمصاعد في المحطات الأربع، كما جرى تجهيز مداخل خاصة لذوي الهمم، ولا يتبقى سوى أعمال التشطيبات النهائية في محطة بشتيل.",
                    "وكان وزير النقل قد تفقد الأسبوع الماضي سير العمل في المحطات، ووجه بسرعة الانتهاء من الأعمال المتبقية وتكثيف الاختبارات قبل الافتتاح الرسمي.",
                    "ويبلغ طول الخط الثالث بعد اكتمال مراحله نحو 41 كيلومتراً، ويربط شرق القاهرة بغربها من مطار القاهرة حتى مدينة الشيخ زايد.",
                ],
                "kataba-dash-og-local",
                section="أخبار مصر",
                og_time=True,
                tag=True,
            )
        )
        add(
            story(
                "bread",
                "/News/NewsDetails.aspx?NewsID=482877",
                "التموين: لا زيادة في سعر رغيف الخبز المدعم حتى نهاية العام المالي",
                "2026-12-03",
                "2026-12-03T14:20:00+02:00",
                "الخميس، 03 ديسمبر 2026 - 02:20 م",
                ["محمود السيد", "نورا حسن"],
                [
                    "أكدت وزارة التموين والتجارة الداخلية أنه لا نية لزيادة سعر رغيف الخبز المدعم حتى نهاية العام المالي الحالي، رغم ارتفاع تكلفة إنتاجه بسبب زيادة أسعار القمح عالمياً.",
                    "وقال المتحدث باسم الوزارة إن الدولة تتحمل نحو 110 قروش في تكلفة الرغيف الواحد، وإن المخزون الاستراتيجي من القمح يكفي حتى منتصف مايو المقبل.",
                    "وأوضح أن الوزارة تعاقدت على شحنات جديدة من القمح الروسي والروماني بإجمالي 480 ألف طن تصل تباعاً خلال الشهرين المقبلين.",
                    "في المقابل، طالب أصحاب مخابز في الجيزة والقليوبية بزيادة هامش الربح المخصص لهم، مشيرين إلى ارتفاع أسعار السولار والكهرباء وأجور العمال.",
                    "وقال عبد الله فتحي، صاحب مخبز في حي فيصل، إن تكلفة التشغيل زادت بنحو 30 في المئة خلال عام، وإن بعض المخابز الصغيرة مهددة بالإغلاق.",
                    "وردت الوزارة بأنها تدرس مقترحاً لتعديل هامش الربح بالتنسيق مع شعبة المخابز في الغرفة التجارية، على أن يعلن القرار قبل نهاية الشهر.",
                ],
                "two-reporters-kataba",
                section="أخبار مصر",
                og_time=True,
            )
        )
        add(
            story(
                "column1",
                "/Archive/ArticleDetails.aspx?ID=77120",
                "الجامعة ليست مكتب توظيف",
                "2026-11-28",
                None,
                "السبت، 28 نوفمبر 2026 - 10:00 ص",
                ["مصطفى عبد العزيز"],
                [
                    "كلما اقترب موسم التنسيق، عاد السؤال القديم: أي كلية تضمن لابني وظيفة؟ وكأن الجامعة مكتب توظيف كبير، يدخله الطالب بمجموع ويخرج منه بعقد عمل.",
                    "والحقيقة أن هذا التصور ظلم الجامعة وظلم الطلاب معاً. فالجامعة وجدت لتعلم التفكير والبحث والسؤال، لا لتلقين مهارات وظيفة بعينها قد تختفي بعد خمس سنوات.",
                    "لقد رأيت خلال ثلاثين عاماً في التدريس طلاباً دخلوا كليات لم يختاروها، فخرجوا منها بشهادة لا يحبونها ولا يعملون بها. ورأيت آخرين درسوا التاريخ أو الفلسفة ثم صاروا من أنجح رواد الأعمال.",
                    "المطلوب ليس أن نغلق أبواب الكليات النظرية، بل أن نربط التعليم الجامعي بالتدريب العملي والتعلم الذاتي، وأن نمنح الطالب حرية الانتقال بين التخصصات.",
                    "وعلى الأسر أن تدرك أن سوق العمل يتغير أسرع مما نتخيل، وأن أفضل استثمار في الأبناء هو أن يتعلموا كيف يتعلمون.",
                ],
                "biqalam-column-archive-cp1256",
                section="مقالات",
                column=True,
                honorific="د. ",
            )
        )
        add(
            story(
                "archive",
                "/Archive/NewsDetails.aspx?ID=77098",
                "افتتاح معرض للحرف اليدوية بقصر الأمير طاز",
                "2026-11-27",
                None,
                "الجمعة، 27 نوفمبر 2026 - 06:45 م",
                ["هبة محمود"],
                [
                    "افتتح قصر الأمير طاز بحي الخليفة مساء اليوم معرضاً للحرف اليدوية التراثية يضم أعمال 45 حرفياً من القاهرة والفيوم وأسوان، ويستمر حتى العاشر من ديسمبر.",
                    "ويضم المعرض منتجات من الخيامية والنحاس المطروق والفخار والسجاد اليدوي، إلى جانب ركن لتعليم الأطفال أساسيات الخط العربي.",
                    "وقالت مديرة القصر إن المعرض يهدف إلى دعم الحرفيين الذين تأثروا بتراجع حركة البيع خلال السنوات الماضية، وفتح منافذ تسويق جديدة لهم.",
                    "ويفتح المعرض أبوابه يومياً من العاشرة صباحاً حتى التاسعة مساء، والدخول مجاني.",
                ],
                "kataba-archive-cp1256",
                section="الأرشيف",
            )
        )
        add(
            story(
                "mena",
                "/News/NewsDetails.aspx?NewsID=482950",
                "وزير الري يتابع استعدادات مواجهة السيول بمحافظات الصعيد",
                "2026-12-04",
                "2026-12-04T08:05:00Z",
                "الجمعة، 04 ديسمبر 2026 - 10:05 ص",
                [],
                [
                    "تابع وزير الموارد المائية والري، اليوم الجمعة، استعدادات أجهزة الوزارة لمواجهة موسم السيول في محافظات سوهاج وقنا وأسوان والبحر الأحمر.",
                    "واطلع الوزير خلال اجتماع بمركز التنبؤ على خرائط المناطق الأكثر عرضة للسيول، والتي تضم 18 مخراً وسداً ترابياً جرى تطهيرها خلال الأشهر الماضية.",
                    "ووجه بتشكيل غرف طوارئ في المحافظات المعنية تعمل على مدار الساعة، ورفع درجة الاستعداد في محطات الرفع والمعدات الميكانيكية.",
                    "وأكد أن الوزارة نفذت خلال العامين الماضيين 37 منشأة جديدة للحماية من أخطار السيول، بتكلفة إجمالية بلغت 1.4 مليار جنيه. (أ ش أ)",
                ],
                "mena-tail-utc",
                section="أخبار مصر",
                og_time=True,
                tag=True,
            )
        )
        add(
            story(
                "sport",
                "/News/NewsDetails.aspx?NewsID=482901",
                "نادي النيل يضم مدافع المنتخب الأولمبي لمدة 4 مواسم",
                "2026-12-03",
                "2026-12-03T22:40:00+02:00",
                "الخميس، 03 ديسمبر 2026 - 10:40 م",
                ["ياسر عبده"],
                [
                    "أعلن نادي النيل الرياضي تعاقده مع مدافع المنتخب الأولمبي عمر شاكر لمدة أربعة مواسم، قادماً من نادي الشرقية للدخان، في صفقة قدرت بنحو 12 مليون جنيه.",
                    "ويخضع اللاعب للكشف الطبي صباح السبت، على أن ينتظم في التدريبات الجماعية استعداداً لمباراة الفريق المقبلة في الدوري.",
                ],
                "sports-brief",
                section="رياضة",
                ld_org=True,
            )
        )
        add(
            story(
                "column2",
                "/Articles/ArticleDetails.aspx?ArticleID=9921",
                "ماذا لو أغلقنا الشاشات ساعة واحدة؟",
                "2026-12-02",
                None,
                "الأربعاء، 02 ديسمبر 2026 - 08:00 م",
                ["سامية فؤاد"],
                [
                    "جربت الأسبوع الماضي أمراً بسيطاً: أن أغلق الهاتف والتلفزيون في البيت ساعة واحدة كل مساء، من الثامنة إلى التاسعة. لم أفرض الأمر على أحد، فقط فعلته أنا.",
                    "في اليوم الأول جلست وحدي مع كوب الشاي وكتاب قديم. في اليوم الثالث جلست ابنتي إلى جواري تسألني عن الكتاب. وفي نهاية الأسبوع كنا أربعة نتحدث في كل شيء ولا شيء.",
                    "لا أكتب هنا لألعن التكنولوجيا، فأنا أعمل بها وأعيش عليها. لكنني أكتب لأن الساعة الواحدة كشفت لي كم صرنا نجلس معاً دون أن نكون معاً.",
                    "الأطباء يحذرون من أثر الشاشات على نوم الأطفال وتركيزهم، والمدارس تشكو من قلة الانتباه. لكن الخسارة الأكبر في رأيي هي الحكايات التي لم نعد نرويها لبعضنا.",
                    "جربوها: ساعة واحدة فقط، بلا قواعد ولا محاضرات. وأخبروني ماذا حدث.",
                ],
                "biqalam-column-utf8",
                section="مقالات",
                column=True,
            )
        )
        add(
            story(
                "khan",
                "/News/NewsDetails.aspx?NewsID=482790",
                "حرفيو خان الخليلي: السياحة عادت لكن الزبون تغير",
                "2026-12-02",
                "2026-12-02T11:00:00+02:00",
                "الأربعاء، 02 ديسمبر 2026 - 11:00 ص",
                ["كريم منصور"],
                [
                    "في ورشة لا تتجاوز مساحتها أربعة أمتار في حارة متفرعة من خان الخليلي، يطرق الحاج سيد النحاس على صينية كبيرة، كما فعل أبوه وجده من قبله منذ أكثر من ستين عاماً.",
                    "يقول الحاج سيد إن حركة السياحة عادت بقوة هذا الموسم، لكن الزبون تغير: «السائح زمان كان يشتري النجفة والصينية الكبيرة. دلوقتي عايز حاجة صغيرة تدخل الشنطة».",
                    "## منتجات أصغر وأسعار أقل",
                    "استجاب كثير من الحرفيين لهذا التغير، فصاروا ينتجون قطعاً صغيرة مثل المباخر والميداليات وعلب المجوهرات، تباع بأسعار تتراوح بين 150 و600 جنيه.",
                    "وتقول منى عادل، صاحبة محل للمشغولات الفضية، إن البيع عبر الإنترنت أنقذ محلها خلال السنوات الصعبة، وإن ثلث مبيعاتها الآن يذهب إلى زبائن في الخليج وأوروبا.",
                    "## أزمة الصبيان",
                    "لكن المشكلة الأكبر التي يشكو منها أصحاب الورش هي ندرة الصبيان الذين يتعلمون الصنعة. فالشباب يفضلون العمل في توصيل الطلبات أو في المحلات التجارية لأن دخلها أسرع.",
                    "ويقترح الحرفيون أن تتبنى الدولة مدارس للحرف التراثية تمنح الطلاب مكافآت شهرية أثناء التعلم، حتى لا تندثر مهن عمرها مئات السنين.",
                ],
                "report-subheads-jsonld-org",
                section="تحقيقات",
                og_time=True,
                ld_org=True,
            )
        )

    def viewstate(self, doc: Doc) -> str:
        r = rng("nil-vs-" + doc.key)
        return base64.b64encode(bytes(r.randrange(256) for _ in range(900))).decode()

    def frame(self, doc: Doc, main: str) -> str:
        arch = self._archive()
        charset = "windows-1256" if arch else "utf-8"
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "الرئيسية"),
                ("sec", "أخبار مصر"),
                ("latest", "آخر الأخبار"),
                ("gallery", "صور"),
                ("arch", "الأرشيف"),
                ("search", "بحث"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} | بوابة النيل</title>",
            '<meta name="keywords" content="أخبار مصر, أخبار اليوم, عاجل">',
        ]
        if not arch:
            meta.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            meta.append(f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">')
        if doc.extra.get("og_time") and doc.iso:
            meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("ld_org"):
            ld = {
                "@context": "http://schema.org",
                "@type": "Article",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Organization", "name": "بوابة النيل"},
                "publisher": {"@type": "Organization", "name": "بوابة النيل"},
            }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        ticker = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("mena", "metro") if k != doc.key
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="rtl" lang="ar">
<head id="ctl00_Head1"><meta http-equiv="Content-Type" content="text/html; charset={charset}" />
{chr(10).join(meta)}
<link href="/App_Themes/Default/Style.css" type="text/css" rel="stylesheet" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/Scripts/jquery-1.4.2.min.js"></script>
</head>
<body>
<form name="aspnetForm" method="post" action="{esc(doc.path.rsplit("/", 1)[-1])}" id="aspnetForm">
<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="{self.viewstate(doc)}" /></div>
<div><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEWBAKM54rGBgLs0bLrBgKM54rGBgK7q7GGCA==" /></div>
<div id="ctl00_divHeader" class="Header"><a href="/" id="ctl00_lnkLogo"><img src="/Images/logo.gif" alt="بوابة النيل" border="0" /></a>
<span id="ctl00_lblToday" class="Today">الجمعة، 04 ديسمبر 2026</span></div>
<ul id="ctl00_HeaderMenu" class="HeaderMenu">{nav}</ul>
<div class="Ticker"><span>عاجل:</span><ul>{ticker}</ul></div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td valign="top" class="MainColumn">
{main}
</td>
<td valign="top" class="SideColumn" width="300">
<div class="SideBox"><h3>{self.a("latest", "آخر الأخبار", "aside")}</h3></div>
<div class="SideBox Poll"><h3>استطلاع الرأي</h3><p>هل تؤيد تطبيق التوقيت الصيفي؟</p><input type="radio" name="poll" /> نعم <input type="radio" name="poll" /> لا</div>
</td></tr></table>
<div class="Footer" id="ctl00_divFooter">{self.a("about", "عن البوابة", "footer")} | <a href="/StaticPages/Contact.aspx">اتصل بنا</a> | <a href="/RSS/Default.aspx">RSS</a> | <a href="https://www.facebook.com/bawabetelnil">فيسبوك</a>
<p>جميع الحقوق محفوظة لبوابة النيل © 2009 - 2026</p></div>
</form>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        p = "ctl00_ContentPlaceHolder1_"
        if doc.extra.get("column"):
            name = doc.authors[0]
            link = self.a("writer", name, "byline") if name == "سامية فؤاد" else esc(name)
            by = f'<div class="WriterBox"><img src="/Images/Writers/{doc.key}.jpg" alt="" /><span id="{p}lblWriter">بقلم: {esc(doc.extra.get("honorific", ""))}{link}</span></div>'
        else:
            lead = "كتبت" if doc.authors and doc.authors[0] in ("هبة محمود", "نورا حسن") else "كتب"
            by = (
                f'<span id="{p}lblAuthor" class="Author">{lead} - {" و".join(esc(a) for a in doc.authors)}</span>'
                if doc.authors
                else ""
            )
        tags = (
            f'<div class="Tags">الكلمات الدالة: {self.a("tag", "مترو الأنفاق", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="NewsDetails">
<span id="{p}lblSection" class="SectionName">{esc(doc.section)}</span>
<h1><span id="{p}lblNewsTitle" class="NewsTitle">{esc(doc.title)}</span></h1>
{by}
<span id="{p}lblDate" class="NewsDate">{doc.stamp}</span>
<div class="ShareBox"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">شارك</a> <a href="https://twitter.com/share">تويت</a> <a href="javascript:window.print()">طباعة</a></div>
<div id="{p}divNewsBody" class="NewsBody">
{self.blocks(doc)}
</div>
{tags}
<div class="RelatedNews"><h3>أخبار متعلقة</h3><ul>{rel}</ul></div>
<div class="Comments"><h3>التعليقات</h3><p>لا توجد تعليقات. كن أول من يعلق.</p><textarea name="ctl00$ContentPlaceHolder1$txtComment" rows="4" cols="40"></textarea></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if doc.extra.get("latest"):
                rows.append(
                    f'<tr><td class="Time">{d.stamp.rsplit(" - ", 1)[-1]}</td><td>{self.a(k, d.title, "content")}</td></tr>'
                )
            else:
                rows.append(
                    f'<tr><td><img src="/Images/News/{k}_s.jpg" alt="" width="120" /></td><td>{self.a(k, d.title, "content")}<br /><span class="Brief">{esc(self.lede(d))}</span><br /><span class="Date">{d.stamp}</span></td></tr>'
                )
        if doc.extra.get("latest"):
            rows += [
                '<tr><td class="Time">10:20 ص</td><td>الأرصاد: طقس مائل للبرودة على الوجه البحري</td></tr>',
                '<tr><td class="Time">09:55 ص</td><td>ارتفاع مؤشرات البورصة المصرية في مستهل التعاملات</td></tr>',
            ]
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="WriterInfo"><img src="/Images/Writers/57.jpg" alt="" /><h1>{esc(doc.title)}</h1><p>كاتبة صحفية، تكتب عن الأسرة والمجتمع.</p></div>'
        if doc.kind == "search":
            head = f'<input name="ctl00$ContentPlaceHolder1$txtSearch" type="text" value="مترو" /><h1>{esc(doc.title)}</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="Pager"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/Section.aspx?SecID=12&amp;Page=3">3</a> {self.a(doc.extra["more"], "التالي", "pagination")}</div>'
        elif doc.key == "sec2":
            pager = f'<div class="Pager">{self.a("sec", "1", "pagination")} <span>2</span> <a href="/Section.aspx?SecID=12&amp;Page=3">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="HomeBlocks">{self.a("sec", "أخبار مصر", "content")} | {self.a("gallery", self.docs["gallery"].title, "content")} | {self.a("writer", "سامية فؤاد", "content")} | {self.a("tag", "مترو الأنفاق", "content")} | {self.a("arch", "الأرشيف", "content")}</div>'
        return f'<div class="ListPage">{head}<table class="NewsList">{"".join(rows)}</table>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            imgs = "".join(
                f'<div class="GalleryItem"><img src="/Images/Gallery/3391_{i}.jpg" alt="{esc(c)}" /><p class="Caption">{esc(c)}</p></div>'
                for i, c in enumerate(doc.extra["gallery"], 1)
            )
            return f'<div class="Gallery"><h1>{esc(doc.title)}</h1><span class="Date">الخميس، 03 ديسمبر 2026</span><span>تصوير: محمد الجبالي</span>{imgs}<div class="GalleryNav">{self.a("home", "عودة للرئيسية", "content")}</div></div>'
        return f'<div class="StaticPage"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
