# ruff: noqa: E501 (page texts and markup are long literal lines)
"""الواحة اليوم (Al-Waha Today): an Arabic right-to-left Drupal site, windows-1256 declared in a <meta> only,
node ids (/node/48213) for some pages and path aliases for others, Drupal region/block/views class names,
Arabic-Indic digits in some printed dates; its metatag set declares every page an Article."""

from __future__ import annotations

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc

D = Doc
NEXT, PREV = "التالي \u203a", "\u2039 السابق"  # pager arrows
AI = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
MONTHS = {11: "نوفمبر", 12: "ديسمبر"}
DAYS = {
    "2026-11-26": "الخميس",
    "2026-11-27": "الجمعة",
    "2026-11-28": "السبت",
    "2026-11-29": "الأحد",
    "2026-11-30": "الاثنين",
    "2026-12-01": "الثلاثاء",
}


def stamp(day: str, indic: bool) -> str:
    y, m, d = day.split("-")
    text = f"{DAYS[day]} {int(d)} {MONTHS[int(m)]} {y}"
    return text.translate(AI) if indic else text


class Alwaha(Site):
    origin = "https://www.alwaha-today.test"
    name = "الواحة اليوم"
    prefix = "wah"
    language = "ar"
    encoding = "windows-1256"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wah",
            [
                ".region-header",
                ".block-views-blockbreaking",
                ".views-row",
                ".node--view-mode-full",
                ".field--name-body p",
                ".region-sidebar-first",
                ".menu--main li",
                ".region-footer",
                ".pager__item",
                ".field--name-field-image",
            ],
            400,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        author: str | None,
        byline: str,
        day: str,
        hour: str,
        section: str,
        blocks: list,
        shape: str,
        indic: bool = True,
        **kw,
    ) -> Doc:
        return self.add(
            D(
                key,
                path,
                "article",
                title,
                is_article=True,
                authors=[author] if author else [],
                byline=byline,
                date=day,
                stamp=stamp(day, indic),
                iso=f"{day}T{hour}:00+03:00",
                section=section,
                blocks=blocks,
                shape=shape,
                **kw,
            )
        )

    def build(self) -> None:
        def svc(key: str, path: str, kind: str, title: str, shape: str, section: str = "", **extra: object) -> None:
            self.add(
                D(
                    key,
                    path,
                    kind,
                    title,
                    section=section,
                    shape=shape,
                    extra={"iso": "2025-02-10T10:00:00+03:00", **extra},
                )
            )

        svc("home", "/", "home", "الواحة اليوم | أخبار الواحة والمحافظة", "drupal-rtl-home-views-rows-ticker")
        svc("local", "/local", "section", "محليات", "drupal-term-section-with-pager", "محليات")
        svc("local2", "/local?page=1", "section", "محليات - الصفحة 2", "section-page-2-drupal-pager-query", "محليات")
        svc("economy", "/economy", "section", "اقتصاد", "drupal-term-section-short", "اقتصاد")
        svc(
            "topic",
            "/topics/water",
            "topic",
            "ملف المياه في الواحة",
            "topic-hub-intro-paragraph-above-teasers",
            "ملفات",
        )
        svc("staff", "/staff", "staff", "فريق التحرير", "staff-directory-names-roles-emails", "عن الصحيفة")
        svc("archive", "/archive/2026/11", "archive", "أرشيف نوفمبر 2026", "archive-by-date-day-groups", "الأرشيف")
        svc("about", "/about", "about", "من نحن", "about-basic-page-prose", "عن الصحيفة")
        svc("contact", "/contact", "contact", "اتصل بنا", "drupal-contact-form", "عن الصحيفة")
        svc(
            "privacy",
            "/privacy-policy",
            "policy",
            "سياسة الخصوصية",
            "privacy-policy-signed-last-updated",
            "عن الصحيفة",
            tpl_author="إدارة التحرير",
            tpl_person=True,
        )
        svc("advertise", "/advertise", "advertise", "أعلن معنا", "advertise-rate-table", "عن الصحيفة")

        self.art(
            "desal",
            "/node/48213",
            "محطة تحلية جديدة تبدأ ضخ المياه إلى أحياء الواحة الشرقية مطلع العام",
            "سلمى الحداد",
            "كتبت: سلمى الحداد",
            "2026-11-30",
            "08:20",
            "محليات",
            [
                (
                    "p",
                    "أعلنت مصلحة المياه في الواحة أن محطة التحلية الجديدة قرب الطريق الدائري ستبدأ ضخ المياه "
                    "إلى الأحياء الشرقية في الأسبوع الأول من يناير المقبل، بعد تأخير دام ثمانية أشهر.",
                ),
                (
                    "p",
                    "وقال مدير المصلحة المهندس ماجد الصيرفي إن المحطة ستنتج في مرحلتها الأولى اثني عشر ألف متر "
                    "مكعب يوميا، وهو ما يكفي نحو ثلاثين ألف نسمة، على أن تتضاعف الطاقة في العام التالي.",
                ),
                (
                    "p",
                    "ويعاني سكان الأحياء الشرقية منذ سنوات من انقطاع المياه في أشهر الصيف، إذ تصلهم الصهاريج "
                    "مرتين في الأسبوع. وقال أحد السكان إن الأسر تنفق ما يقارب خمس دخلها على شراء المياه.",
                ),
                (
                    "p",
                    "وأوضح الصيرفي أن سبب التأخير هو وصول الأغشية من المورد بعد موعدها، مشيرا إلى أن تشغيل "
                    "المحطة سيرافقه [[tariff|تطبيق التعرفة الجديدة]] التي أقرها المجلس البلدي الشهر الماضي.",
                ),
                (
                    "p",
                    "وتطالب جمعيات الأحياء بإعفاء الأسر محدودة الدخل من الشريحة الأولى، وهو ما قالت المصلحة إنها "
                    "تدرسه. وللمزيد اقرأ [[wells|تقريرنا عن الآبار القديمة في حي النخيل]].",
                ),
            ],
            "node-id-url-lead-links-explainer-and-body-only-story",
            kicker="مياه",
            image="خزانات محطة التحلية الجديدة عند الطريق الدائري",
        )
        self.art(
            "wells",
            "/node/48215",
            "سكان حي النخيل يطالبون بإعادة تأهيل الآبار القديمة",
            "سلمى الحداد",
            "كتبت: سلمى الحداد",
            "2026-11-30",
            "13:05",
            "محليات",
            [
                (
                    "p",
                    "طالب سكان حي النخيل البلدية بإعادة تأهيل ثلاث آبار قديمة أغلقت قبل عشرين عاما، قائلين إنها "
                    "قد تخفف الضغط على شبكة المياه إلى حين اكتمال المحطة الجديدة.",
                ),
                (
                    "p",
                    "وقال رئيس لجنة الحي إن الآبار كانت تسقي البساتين المحيطة حتى منتصف التسعينيات، وإن "
                    "تحاليل أجريت العام الماضي أظهرت أن ملوحة مياهها مقبولة للري.",
                ),
                (
                    "p",
                    "من جهتها قالت البلدية إنها ستكلف فريقا فنيا بفحص الآبار قبل نهاية العام، دون أن تلتزم "
                    "بموعد لإعادة فتحها.",
                ),
            ],
            "node-id-story-linked-only-from-another-story-body",
            indic=False,
        )
        self.art(
            "buses",
            "/local/2026/11/29/school-buses",
            "حافلات مدرسية إضافية لقرى الأطراف بعد شكاوى الأهالي",
            "يوسف القاسمي",
            "يوسف القاسمي",
            "2026-11-29",
            "09:40",
            "محليات",
            [
                (
                    "p",
                    "قررت مديرية التعليم تخصيص ست حافلات إضافية لنقل طلاب القرى الواقعة على أطراف الواحة، "
                    "بعد شكاوى متكررة من الأهالي بشأن الاكتظاظ والتأخر في الوصول إلى المدارس.",
                ),
                (
                    "p",
                    "وبحسب المديرية، يبلغ عدد الطلاب الذين يستخدمون النقل المدرسي في تلك القرى نحو ألفي طالب، "
                    "في حين لم يكن عدد الحافلات العاملة يتجاوز أربع عشرة حافلة.",
                ),
                (
                    "p",
                    "وقالت والدة أحد الطلاب إن ابنها كان يقف ساعة كاملة على جانب الطريق كل صباح، وإن الحافلة "
                    "تصل ممتلئة في أغلب الأيام.",
                ),
                (
                    "p",
                    "وستبدأ الحافلات الجديدة العمل مع بداية الفصل الدراسي الثاني، على أن تراجع المديرية خطوط "
                    "النقل كل ثلاثة أشهر.",
                ),
            ],
            "path-alias-dated-url-name-only-byline",
            kicker="تعليم",
            image="طلاب ينتظرون الحافلة على طريق القرى",
        )
        self.art(
            "tariff",
            "/explainers/water-tariff-explained",
            "ماذا تعني التعرفة الجديدة للمياه؟ أسئلة وأجوبة",
            "ريم العطار",
            "إعداد: ريم العطار",
            "2026-11-28",
            "11:00",
            "ملفات",
            [
                (
                    "p",
                    "أقر المجلس البلدي في الواحة تعرفة جديدة لمياه الشرب تبدأ مع تشغيل محطة التحلية. هنا ما "
                    "نعرفه عن الشرائح والأسعار ومن سيتأثر بها.",
                ),
                ("h2", "ما الذي تغير؟"),
                (
                    "p",
                    "كان سعر المتر المكعب ثابتا لكل المشتركين، أما التعرفة الجديدة فتقسم الاستهلاك إلى أربع شرائح "
                    "يرتفع سعرها كلما زاد الاستهلاك.",
                ),
                ("h2", "كم سأدفع؟"),
                (
                    "p",
                    "تدفع الأسرة التي تستهلك أقل من عشرة أمتار مكعبة في الشهر السعر القديم نفسه تقريبا، وترتفع "
                    "الفاتورة بنحو الربع لمن يتجاوز عشرين مترا.",
                ),
                ("h2", "من يستفيد من الإعفاء؟"),
                ("p", "لم يقر الإعفاء بعد، لكن المصلحة تدرس إعفاء الأسر المسجلة في برنامج الدعم من الشريحة الأولى."),
                ("h2", "متى تبدأ؟"),
                ("p", "تطبق التعرفة على فواتير شهر فبراير، أي بعد شهر من بدء الضخ من المحطة الجديدة."),
                ("h2", "ماذا عن البساتين؟"),
                ("p", "تبقى مياه الري خارج التعرفة الجديدة، وتخضع لنظام الحصص المعمول به منذ عام 2019."),
                ("h2", "أين أعترض؟"),
                (
                    "p",
                    "يمكن تقديم الاعتراضات في مكتب المصلحة بالسوق القديم أو عبر الرقم المجاني خلال ستين يوما "
                    "من صدور الفاتورة.",
                ),
            ],
            "explainer-six-h2-questions-alias-url",
            kicker="شرح",
            image="عداد مياه على جدار منزل في الواحة",
        )
        self.art(
            "interview",
            "/node/48190",
            "مديرة المستشفى: نحتاج إلى أطباء أكثر من حاجتنا إلى مبان جديدة",
            "ريم العطار",
            "حاورتها: ريم العطار",
            "2026-11-27",
            "17:30",
            "محليات",
            [
                (
                    "p",
                    "تسلمت الدكتورة نوال الشامي إدارة مستشفى الواحة العام قبل عام. سألناها عن قوائم الانتظار "
                    "ونقص الكوادر والجناح الجديد.",
                ),
                (
                    "qa",
                    "بعد عام في المنصب، ما أكبر مشكلة تواجهكم؟",
                    "النقص في الأطباء المختصين. لدينا أسرة وأجهزة، لكن طبيب التخدير الوحيد في المستشفى يعمل فوق طاقته.",
                ),
                (
                    "qa",
                    "وماذا عن الجناح الجديد الذي أعلنت عنه الوزارة؟",
                    "نرحب به، لكنني قلت للوزارة بوضوح إن المبنى بلا طاقم لن يخدم أحدا.",
                ),
                (
                    "qa",
                    "كم ينتظر المريض لإجراء عملية غير طارئة؟",
                    "نحو أربعة أشهر في المتوسط، وكان الرقم سبعة أشهر عندما بدأت.",
                ),
                (
                    "qa",
                    "ما الذي تطلبينه من السكان؟",
                    "أن يأتوا إلى الطوارئ في الحالات الطارئة فقط، وأن يستخدموا المراكز الصحية للمراجعات.",
                ),
            ],
            "qa-interview-interviewer-credit-node-id",
            indic=False,
            kicker="حوار",
        )
        self.art(
            "wire",
            "/node/48201",
            "وزراء الزراعة في المنطقة يتفقون على خطة مشتركة لمكافحة سوسة النخيل الحمراء خلال السنوات الخمس المقبلة",
            None,
            "وكالات",
            "2026-12-01",
            "10:15",
            "اقتصاد",
            [
                (
                    "p",
                    "اتفق وزراء الزراعة في دول المنطقة، في ختام اجتماعهم أمس، على خطة مشتركة لمكافحة سوسة النخيل "
                    "الحمراء تمتد خمس سنوات وتشمل تبادل البيانات وتوحيد إجراءات الحجر الزراعي.",
                ),
                (
                    "p",
                    "وتنص الخطة على إنشاء شبكة إنذار مبكر تعتمد على مصائد الفيرومون، وعلى تمويل مشترك لبرامج "
                    "تدريب المزارعين على اكتشاف الإصابة في مراحلها الأولى.",
                ),
                (
                    "p",
                    "وتقدر الخسائر السنوية التي تسببها الآفة في المنطقة بمئات الملايين، وفق تقديرات قدمت خلال الاجتماع.",
                ),
            ],
            "unsigned-wire-story-linked-only-from-chrome-ticker-and-most-read",
            kicker="زراعة",
        )
        self.art(
            "column",
            "/opinion/2026/11/27/souq-evenings",
            "السوق القديم يستحق أمسياته",
            "خالد منصور",
            "خالد منصور",
            "2026-11-27",
            "07:00",
            "رأي",
            [
                (
                    "p",
                    "كلما مررت بالسوق القديم بعد المغرب وجدت أبوابه مغلقة وأزقته خالية إلا من القطط. المكان "
                    "الذي كان قلب الواحة صار ممرا نعبره إلى مكان آخر.",
                ),
                (
                    "p",
                    "لا أطالب بمهرجانات ولا بأضواء ملونة. أطالب بشيء أبسط: إنارة جيدة، ومقاعد، وإذن للمقاهي "
                    "الصغيرة بأن تبقى مفتوحة حتى العاشرة.",
                ),
                (
                    "p",
                    "جربت مدن كثيرة هذا ونجحت، لأن الناس يعودون إلى الأماكن التي تستقبلهم. والسوق يستحق أن "
                    "يستقبلنا من جديد.",
                ),
                ("sig", "خالد منصور كاتب من أبناء الواحة."),
            ],
            "opinion-column-name-only-byline-bio-line-not-body",
            kicker="رأي",
        )
        self.art(
            "brief",
            "/node/48220",
            "إغلاق جزئي لشارع الجامعة ثلاثة أيام",
            "يوسف القاسمي",
            "يوسف القاسمي",
            "2026-11-30",
            "19:50",
            "محليات",
            [
                (
                    "p",
                    "تغلق البلدية المسار الأيمن من شارع الجامعة بين الدوار الأول ومدخل السوق من صباح الأربعاء "
                    "حتى مساء الجمعة لصيانة شبكة الصرف.",
                ),
                ("p", "ودعت البلدية السائقين إلى استخدام الطريق الدائري خلال ساعات الذروة."),
            ],
            "two-sentence-brief-node-id",
        )
        self.art(
            "rents",
            "/economy/2026/11/28/souq-rents",
            "تجار السوق يطلبون تجميد الإيجارات بعد تراجع المبيعات",
            "خالد منصور",
            "تقرير: خالد منصور",
            "2026-11-28",
            "12:10",
            "اقتصاد",
            [
                (
                    "p",
                    "طلب عشرات من تجار السوق القديم من البلدية، مالكة معظم المحلات، تجميد الإيجارات عامين بعد "
                    "تراجع المبيعات منذ افتتاح المركز التجاري على الطريق الدائري.",
                ),
                (
                    "p",
                    "وقال أحد تجار الأقمشة إن دخله انخفض إلى النصف تقريبا خلال عامين، وإن ثلاثة من جيرانه "
                    "أغلقوا محلاتهم هذا الصيف.",
                ),
                (
                    "p",
                    "وقالت البلدية إنها ستعرض الطلب على المجلس في جلسته المقبلة، مشيرة إلى أن إيرادات السوق تمول "
                    "جزءا من أعمال الصيانة فيه.",
                ),
                (
                    "p",
                    "ويرى خبراء أن تجميد الإيجار وحده لا يكفي، وأن السوق يحتاج إلى مواقف سيارات وإنارة مسائية "
                    "لجذب الزبائن من جديد.",
                ),
            ],
            "economy-report-alias-url-role-prefix-byline",
            kicker="أسواق",
            image="محلات مغلقة في السوق القديم",
        )

        self.docs["home"].extra["teasers"] = [
            ("desal", "lead"),
            ("buses", "image"),
            ("buses", "text"),
            ("tariff", "text"),
            ("rents", "text"),
            ("interview", "text"),
            ("column", "text"),
            ("brief", "text"),
        ]
        self.docs["local"].extra["teasers"] = [("desal", "text"), ("buses", "text"), ("interview", "text")]
        self.docs["local2"].extra["teasers"] = [("brief", "text")]
        self.docs["economy"].extra["teasers"] = [("rents", "lead")]
        self.docs["topic"].extra["teasers"] = [("tariff", "lead"), ("desal", "text")]

    # ---- templates ----
    def teaser(self, key: str, mode: str) -> str:
        d = self.docs[key]
        if mode == "image":
            img = f'<img src="/sites/default/files/styles/teaser/{key}.jpg" alt="{esc(d.image)}" width="480" height="270">'
            return f'<div class="views-row views-row--image">{self.a(key, d.image, "content", inner=img)}</div>'
        kick = f'<div class="field field--name-field-kicker">{esc(d.kicker)}</div>' if d.kicker else ""
        tag = "h2" if mode == "lead" else "h3"
        return (
            f'<div class="views-row">{kick}<{tag} class="node__title">{self.a(key, d.title, "content")}</{tag}>'
            f'<div class="field field--name-created">{esc(d.stamp)}</div></div>'
        )

    def ticker(self) -> str:
        items = " | ".join(self.a(k, self.docs[k].title, "chrome:ticker") for k in ("wire", "desal"))
        return (
            f'<div id="block-breakingnews" class="block block-views block-views-blockbreaking-block-1">'
            f'<span class="breaking-label">عاجل</span><div class="view-content">{items}</div></div>'
        )

    def nav(self) -> str:
        subs = {
            "محليات": ["بلديات", "تعليم", "صحة", "قرى الأطراف"],
            "اقتصاد": ["أسواق", "زراعة", "عقارات"],
            "رأي": ["مقالات", "رسائل القراء"],
            "منوعات": ["ثقافة", "رياضة", "صور"],
        }
        items = [f'<li class="menu-item">{self.a("home", "الرئيسية", "chrome:nav")}</li>']
        for head, ls in subs.items():
            key = {"محليات": "local", "اقتصاد": "economy", "رأي": "/opinion", "منوعات": "/variety"}[head]
            sub = "".join(
                f'<li class="menu-item">{self.a(f"/taxonomy/term/{300 + i + len(head) * 10}", s, "chrome:nav")}</li>'
                for i, s in enumerate(ls)
            )
            items.append(
                f'<li class="menu-item menu-item--expanded">{self.a(key, head, "chrome:nav")}<ul class="menu">{sub}</ul></li>'
            )
        items.append(f'<li class="menu-item">{self.a("topic", "ملف المياه", "chrome:nav")}</li>')
        items.append(f'<li class="menu-item">{self.a("archive", "الأرشيف", "chrome:nav")}</li>')
        return (
            f'<nav role="navigation" id="block-mainnavigation" class="block block-menu menu--main">'
            f'<ul class="menu">{"".join(items)}</ul></nav>'
        )

    def sidebar(self) -> str:
        mr = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("wire", "tariff", "buses", "rents")
        )
        return (
            f'<aside class="layout-sidebar-first" role="complementary"><div class="region region-sidebar-first">'
            f'<div id="block-mostread" class="block block-views"><h2 class="block-title">الأكثر قراءة</h2>'
            f'<div class="item-list"><ol>{mr}</ol></div></div><div id="block-prayertimes" class="block">'
            f'<h2 class="block-title">مواقيت الصلاة</h2><p>الفجر 5:02 - الظهر 11:48 - العصر 2:51 - المغرب 5:14 - العشاء 6:33</p></div>'
            f"</div></aside>"
        )

    def footer(self) -> str:
        cols = [
            ("عن الصحيفة", [("about", "من نحن"), ("staff", "فريق التحرير"), ("contact", "اتصل بنا")]),
            ("خدمات", [("advertise", "أعلن معنا"), ("archive", "الأرشيف"), ("/rss.xml", "خلاصات RSS")]),
            ("قانوني", [("privacy", "سياسة الخصوصية"), ("/terms", "شروط الاستخدام")]),
        ]
        html = "".join(
            f'<nav class="block block-menu"><h2>{h}</h2><ul class="menu">'
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in ls)
            + "</ul></nav>"
            for h, ls in cols
        )
        return (
            f'<footer role="contentinfo"><div class="region region-footer">{html}'
            f'<div class="block block-system-powered-by-block">جميع الحقوق محفوظة &copy; الواحة اليوم 2026</div>'
            f"</div></footer>"
        )

    def main_html(self, doc: Doc) -> str:
        if "teasers" in doc.extra:
            rows = "\n".join(self.teaser(t, m) for t, m in doc.extra["teasers"])
            intro = pager = ""
            if doc.key == "topic":
                intro = (
                    '<div class="taxonomy-term__description"><p>يجمع هذا الملف تغطيتنا لأزمة المياه في الواحة: '
                    "محطة التحلية الجديدة، والتعرفة، والآبار القديمة، وانقطاعات الصيف في الأحياء الشرقية. "
                    "نحدثه كلما نشرنا جديدا.</p></div>"
                )
            if doc.key == "local":
                pager = (
                    f'<nav class="pager"><ul class="pager__items"><li class="pager__item is-active">1</li>'
                    f'<li class="pager__item">{self.a("local2", "2", "content")}</li>'
                    f'<li class="pager__item pager__item--next">{self.a("local2", NEXT, "content")}</li></ul></nav>'
                )
            if doc.key == "local2":
                pager = (
                    f'<nav class="pager"><ul class="pager__items"><li class="pager__item pager__item--previous">'
                    f'{self.a("local", PREV, "content")}</li><li class="pager__item is-active">2</li>'
                    f'<li class="pager__item">{self.a("/local?page=2", "3", "content")}</li></ul></nav>'
                    '<div class="views-row"><h3 class="node__title"><a href="/node/47902">افتتاح مكتبة الحي '
                    'الغربي بعد ترميمها</a></h3></div><div class="views-row"><h3 class="node__title">'
                    '<a href="/node/47877">البلدية تزرع ألف شجرة على الطريق الدائري</a></h3></div>'
                )
            if doc.key == "economy":
                pager = (
                    '<div class="views-row"><h3 class="node__title"><a href="/node/47955">أسعار التمور ترتفع مع '
                    'بداية موسم التصدير</a></h3></div><div class="views-row"><h3 class="node__title">'
                    '<a href="/node/47931">مصرف محلي يطلق قروضا صغيرة لأصحاب المحلات</a></h3></div>'
                    '<div class="views-row"><h3 class="node__title"><a href="/node/47890">غرفة التجارة تنظم '
                    "معرضا للمنتجات الزراعية</a></h3></div>"
                )
            promo = ""
            if doc.key == "home":
                promo = (
                    f'<div class="block block-block-content"><p>هل تريد الإعلان في الواحة اليوم؟ '
                    f"{self.a('advertise', 'اطلع على أسعار الإعلان', 'content')}</p></div>"
                )
            return (
                f'<h1 class="page-title">{esc(doc.title)}</h1>{intro}<div class="view view-taxonomy-term">'
                f'<div class="view-content">{rows}</div>{pager}</div>{promo}'
            )
        if doc.is_article:
            crumbs = (
                f'<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><ol>'
                f"<li>{self.a('home', 'الرئيسية', 'chrome:breadcrumb')}</li><li>{esc(doc.section)}</li></ol></nav>"
            )
            img = ""
            if doc.image:
                img = (
                    f'<div class="field field--name-field-image"><img src="/sites/default/files/{doc.key}.jpg" '
                    f'alt="{esc(doc.image)}" width="960" height="540"></div>'
                )
            body = blocks_html(self, doc.blocks, {"sig": "field--name-field-author-bio"})
            tags = ""
            if doc.key in ("desal", "tariff", "wells"):
                tags = f'<div class="field field--name-field-tags">{self.a("topic", "ملف المياه", "tags")}</div>'
            related = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>"
                for k in ("buses", "rents")
                if k != doc.key
            )
            return (
                f'{crumbs}<article role="article" class="node node--type-article node--view-mode-full">'
                f'<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>'
                f'<div class="node__meta"><span class="field field--name-uid">{esc(doc.byline)}</span> '
                f'<span class="field field--name-created">{esc(doc.stamp)}</span></div>{img}'
                f'<div class="clearfix text-formatted field field--name-body">{body}</div>{tags}</article>'
                f'<div class="block block-views-blockrelated"><h2>اقرأ أيضا</h2><ul>{related}</ul></div>'
            )
        return (
            f'<article role="article" class="node node--type-page node--view-mode-full"><h1 class="page-title">'
            f'{esc(doc.title)}</h1><div class="field field--name-body">{self.service(doc)}</div></article>'
        )

    def service(self, doc: Doc) -> str:
        k = doc.key
        if k == "staff":
            people = [
                ("سلمى الحداد", "مراسلة الشؤون المحلية", "salma"),
                ("يوسف القاسمي", "محرر التعليم والبلديات", "yousef"),
                ("ريم العطار", "محررة الملفات والحوارات", "reem"),
                ("خالد منصور", "محرر الاقتصاد وكاتب عمود", "khaled"),
                ("منى البزاز", "رئيسة التحرير", "mona"),
                ("طارق الفخراني", "مدير التصوير", "tareq"),
                ("هالة دياب", "سكرتيرة التحرير", "hala"),
            ]
            rows = "".join(
                f'<div class="views-row staff-card"><h3>{self.a(f"/user/{i + 12}", n, "content")}</h3>'
                f'<p class="staff-role">{r}</p><p class="staff-mail">{e}@alwaha-today.test</p></div>'
                for i, (n, r, e) in enumerate(people)
            )
            return f"<p>يعمل في الواحة اليوم فريق من سبعة صحفيين. للتواصل مع أي منهم استخدم البريد المذكور.</p>{rows}"
        if k == "archive":
            days = [
                ("2026-11-30", ["desal", "brief"]),
                ("2026-11-29", ["buses"]),
                ("2026-11-28", ["tariff", "rents"]),
                ("2026-11-27", ["interview", "column"]),
            ]
            out = ["<p>جميع ما نشر في نوفمبر 2026 مرتبا حسب اليوم.</p>"]
            for day, keys in days:
                li = "".join(f"<li>{self.a(x, self.docs[x].title, 'content')}</li>" for x in keys)
                out.append(f"<h2>{esc(stamp(day, True))}</h2><ul>{li}</ul>")
            out.append(f"<p>{self.a('/archive/2026/10', 'أرشيف أكتوبر', 'content')}</p>")
            return "".join(out)
        if k == "about":
            return blocks_html(
                self,
                [
                    (
                        "p",
                        "الواحة اليوم صحيفة محلية مستقلة تأسست عام 1998، وتصدر على الإنترنت يوميا ونسختها الورقية كل خميس.",
                    ),
                    ("h2", "رسالتنا"),
                    ("p", "نغطي شؤون الواحة والقرى المحيطة بها: البلدية والمياه والتعليم والأسواق والناس."),
                    ("h2", "استقلالنا"),
                    ("p", "لا نتلقى تمويلا من جهة سياسية، ونفصل بين التحرير والإعلان فصلا تاما."),
                    ("p", "تعرف على [[staff|فريق التحرير]] أو [[contact|راسلنا]]."),
                ],
            )
        if k == "contact":
            return (
                "<p>يسعدنا تلقي ملاحظاتكم وأخباركم. نرد على الرسائل خلال يومي عمل.</p>"
                '<form class="contact-message-feedback-form" action="/contact" method="post">'
                '<label>الاسم</label><input type="text" name="name"><label>البريد الإلكتروني</label>'
                '<input type="email" name="mail"><label>الموضوع</label><input type="text" name="subject">'
                '<label>الرسالة</label><textarea name="message"></textarea><button>إرسال</button></form>'
                "<p>العنوان: شارع السوق القديم 14، الواحة. الهاتف: 0123 456 789</p>"
            )
        if k == "privacy":
            return blocks_html(
                self,
                [
                    ("p", "آخر تحديث: 3 مارس 2026"),
                    ("p", "توضح هذه السياسة البيانات التي نجمعها عند زيارتك للموقع وكيف نستخدمها."),
                    ("h2", "ملفات تعريف الارتباط"),
                    ("p", "نستخدم ملفات تعريف الارتباط لقياس عدد الزيارات وحفظ تفضيلاتك."),
                    ("h2", "النشرة البريدية"),
                    ("p", "نحتفظ ببريدك الإلكتروني حتى تلغي اشتراكك."),
                    ("h2", "حقوقك"),
                    ("p", "يحق لك طلب نسخة من بياناتك أو حذفها بمراسلتنا."),
                    ("sig", "إدارة التحرير"),
                ],
            )
        if k == "advertise":
            return blocks_html(
                self,
                [
                    (
                        "p",
                        "تصل الواحة اليوم إلى أكثر من مئة ألف قارئ شهريا على الإنترنت، وتوزع نسختها الورقية في المحافظة كلها.",
                    ),
                    (
                        "table",
                        "أسعار الإعلان",
                        ["المساحة", "الموقع", "النسخة الورقية"],
                        [
                            ["شريط علوي", "1200 في الأسبوع", "-"],
                            ["مربع جانبي", "600 في الأسبوع", "-"],
                            ["ربع صفحة", "-", "900 للعدد"],
                            ["صفحة كاملة", "-", "3000 للعدد"],
                        ],
                    ),
                    ("p", "للحجز تواصل مع قسم الإعلانات: ads@alwaha-today.test"),
                ],
            )
        return ""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(
            self,
            doc,
            ld_type="Article",
            fixed_date="2025-02-10T10:00:00+03:00",
            fixed_author="الواحة اليوم",
            publisher=self.name,
            image=self.origin + "/sites/default/files/logo.png",
            locale="ar_AR",
        )
        return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl" prefix="og: https://ogp.me/ns#">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1256">
<title>{esc(doc.title)} | الواحة اليوم</title>
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="{self.url(doc.key)}">
{head}
<link rel="stylesheet" media="all" href="/core/themes/olivero/css/base/base.css?t8k2x">
<style>
/*PAD*/
</style>
</head>
<body class="path-{"frontpage" if doc.key == "home" else "node"} page-node-type-{"article" if doc.is_article else "page"}">
<a href="#main-content" class="visually-hidden focusable skip-link">تجاوز إلى المحتوى الرئيسي</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner"><div class="region region-header">
<div id="block-sitebranding" class="block block-system block-system-branding-block">{self.a("home", "الواحة اليوم", "chrome:header", 'rel="home" class="site-logo"')}</div>
<div class="block block-user-login">{self.a("/user/login", "تسجيل الدخول", "chrome:header")} {self.a("/subscribe", "اشترك", "chrome:header")}</div>
</div>
<div class="region region-primary-menu">{self.nav()}</div>
{self.ticker()}
</header>
<div class="layout-main-wrapper"><main role="main"><a id="main-content" tabindex="-1"></a>
<div class="layout-content"><div class="region region-content">
{self.main_html(doc)}
</div></div>
{self.sidebar()}
</main></div>
{self.footer()}
</div></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"/","currentPath":"{doc.path.lstrip("/")}"}}}}</script>
</body>
</html>
"""
