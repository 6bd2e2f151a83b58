# ruff: noqa: E501 (page texts and markup are long literal lines; Arabic letters and digits are deliberate)
"""الساحل Al Sahil: a Gulf daily in Arabic on an Escenic-like CMS (`/uae/<section>/2026-12-04-1.4712345`,
`/uae?pageNo=2`, `/tags/…`, `/authors/1.2201`, `/search?q=`), right-to-left, UTF-8. Printed dates
"الجمعة 4 ديسمبر 2026" with the Hijri date beside them ("24 جمادى الآخرة 1448 هـ"), in Arabic-Indic digits on some
pages. Bylines "كتب: …" / "كتبت: …"; agency stories open with a dateline "دبي - وام:" in the first paragraph (no
person). Metadata: `NewsArticle` JSON-LD in +04:00 on most stories, one in **UTC** that crosses midnight, one with
the author as the paper (Organization), none on the column. A retired URL answers 200 with a "page not found" text
(soft 404)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["metro", "budget", "column", "museum", "weather", "pearl", "fish", "editorial"]
HIJRI = {
    "2026-12-04": "24 جمادى الآخرة 1448 هـ",
    "2026-12-03": "23 جمادى الآخرة 1448 هـ",
    "2026-12-02": "22 جمادى الآخرة 1448 هـ",
    "2026-12-01": "21 جمادى الآخرة 1448 هـ",
}
INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Sahil(Base):
    origin = "https://www.alsahil.test"
    name = "الساحل"
    prefix = "shl"
    language = "ar"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "shl", [".site-header", ".article-header", ".article-body", ".teaser", ".most-read", ".site-footer"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "الساحل",
                "escenic-home",
                list=["metro", "budget", "pearl", "fish", "museum", "weather", "column", "editorial"],
                more="uae2",
            )
        )
        add(
            page(
                "uae",
                "/uae",
                "section",
                "الإمارات",
                "section-front",
                list=["metro", "budget", "weather", "fish"],
                more="uae2",
            )
        )
        add(
            page(
                "uae2",
                "/uae?pageNo=2",
                "section",
                "الإمارات",
                "section-page2",
                list=["pearl", "museum", "editorial", "column"],
            )
        )
        add(page("tag", "/tags/مترو-دبي", "tag", "مترو دبي", "tag-page", list=["metro", "budget"]))
        add(
            page(
                "author",
                "/authors/1.2201",
                "author",
                "محمد الحمادي",
                "author-page",
                list=["metro", "fish"],
                bio="محرر الشؤون المحلية في الساحل منذ 2012، يكتب عن النقل والبنية التحتية في دبي والإمارات الشمالية.",
            )
        )
        add(page("search", "/search?q=مترو", "search", "نتائج البحث عن: مترو", "search-results", list=["metro"]))
        add(
            page(
                "about",
                "/about-us",
                "about",
                "من نحن",
                "about-page",
                [
                    "صحيفة الساحل يومية عربية تصدر في دبي منذ عام 1998، وتغطي أخبار الإمارات والخليج والعالم العربي.",
                    "يعمل في الصحيفة أكثر من 120 صحفياً ومصوراً في دبي وأبوظبي والشارقة ورأس الخيمة.",
                    "للتواصل مع هيئة التحرير: editor@alsahil.test — هاتف 8000 123 04 971+",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "سياسة الخصوصية",
                "policy-updated",
                [
                    "آخر تحديث: 1 نوفمبر 2026",
                    "تستخدم الساحل ملفات تعريف الارتباط لتحسين تجربة التصفح وقياس عدد الزوار وعرض الإعلانات المناسبة.",
                    "لا نشارك بياناتك الشخصية مع أي طرف ثالث إلا وفق ما تسمح به القوانين المعمول بها في دولة الإمارات.",
                    "يمكنك طلب الاطلاع على بياناتك أو حذفها بمراسلة privacy@alsahil.test.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/uae/government/2019-05-12-1.3512077",
                "error",
                "الصفحة غير موجودة",
                "soft-404-200",
                [
                    "عذراً، الصفحة التي تبحث عنها غير موجودة أو ربما تم نقلها.",
                    "يمكنك العودة إلى الصفحة الرئيسية أو استخدام البحث للعثور على ما تريد.",
                ],
            )
        )
        add(
            story(
                "metro",
                "/uae/transport/2026-12-04-1.4712345",
                "تمديد الخط الأزرق لمترو دبي إلى مدينة دبي الأكاديمية بحلول 2029",
                "2026-12-04",
                "2026-12-04T08:30:00+04:00",
                "الجمعة 4 ديسمبر 2026",
                ["محمد الحمادي"],
                [
                    "أعلنت هيئة الطرق والمواصلات في دبي أمس عن ترسية عقد المرحلة الثانية من الخط الأزرق لمترو دبي، الذي يمتد بطول 30 كيلومتراً ويضم 14 محطة، على أن يبدأ التشغيل التجريبي في سبتمبر 2029.",
                    "وقال المدير التنفيذي لمؤسسة القطارات في الهيئة، المهندس يوسف الشامسي، إن الخط الجديد سيربط منطقة مردف ومدينة دبي الأكاديمية بالخطين الأحمر والأخضر، وسيخدم نحو 350 ألف ساكن في المناطق المحيطة.",
                    "FIG: محطة مترو في دبي | إحدى محطات مترو دبي على الخط الأحمر. (أرشيفية)",
                    "## محطات بتصميم جديد",
                    "وأوضح الشامسي أن المحطات الجديدة ستعتمد تصميماً مستوحى من الأشرعة التقليدية، وستزود بألواح شمسية تغطي نحو 20 في المئة من احتياجاتها من الطاقة، إضافة إلى مواقف للدراجات الهوائية والسكوترات الكهربائية.",
                    "وتبلغ التكلفة الإجمالية للمشروع 20.5 مليار درهم، ويتولى تنفيذه تحالف من ثلاث شركات محلية ودولية، ويتوقع أن يوفر أكثر من 4 آلاف فرصة عمل خلال مرحلة الإنشاء.",
                    "وأشار إلى أن الدراسات تتوقع أن ينقل الخط 200 ألف راكب يومياً بحلول عام 2040، وأن يخفض الازدحام على شارع الإمارات وشارع الشيخ محمد بن زايد بنسبة تصل إلى 15 في المئة.",
                    'RAW:<div class="read-also"><strong>اقرأ أيضاً:</strong> <a href="/uae/transport/2026-11-20-1.4701122">تعديل مواعيد المترو خلال عطلة عيد الاتحاد</a></div>',
                    "ومن المقرر أن تبدأ أعمال تحويل المرافق وإغلاق بعض المسارات في منطقة مردف مطلع العام المقبل، على أن تعلن الهيئة عن التحويلات المرورية تباعاً عبر قنواتها الرسمية.",
                ],
                "kataba-byline-hijri",
                section="الإمارات",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "budget",
                "/uae/government/2026-12-04-1.4712290",
                "مجلس الوزراء يعتمد الميزانية الاتحادية لعام 2027 بقيمة 71.5 مليار درهم",
                "2026-12-04",
                "2026-12-03T21:15:00Z",
                "الجمعة 4 ديسمبر 2026",
                [],
                [
                    "أبوظبي - وام: اعتمد مجلس الوزراء الميزانية العامة للاتحاد للسنة المالية 2027 بإجمالي إنفاق يبلغ 71.5 مليار درهم، من دون عجز، في أكبر ميزانية اتحادية منذ تأسيس الدولة.",
                    "وتستحوذ قطاعات التنمية الاجتماعية والمنافع الاجتماعية على الحصة الأكبر من الميزانية، تليها الشؤون الحكومية ثم البنية التحتية والموارد الاقتصادية.",
                    "T: القطاع | المخصصات (مليار درهم) | النسبة",
                    "T: التنمية الاجتماعية والمنافع | 27.9 | 39%",
                    "T: الشؤون الحكومية | 25.0 | 35%",
                    "T: البنية التحتية والموارد الاقتصادية | 3.6 | 5%",
                    "T: الاستثمارات المالية والقطاعات الأخرى | 15.0 | 21%",
                    "وخصصت الميزانية 11.2 مليار درهم للتعليم العام والجامعي، و5.9 مليار درهم لقطاع الصحة ووقاية المجتمع، فيما رصدت مبالغ إضافية لبرامج الإسكان الاتحادية في الإمارات الشمالية.",
                    "وأكد المجلس أن الميزانية الجديدة تعكس التزام الحكومة بالاستدامة المالية ورفع كفاءة الإنفاق، وربط المخصصات بمؤشرات أداء واضحة لكل جهة اتحادية.",
                    "وكان المجلس قد اعتمد في وقت سابق من العام الجاري إطار الميزانية متوسطة المدى للأعوام من 2027 إلى 2031 بإجمالي 290 مليار درهم.",
                ],
                "wam-dateline-utc-crosses-midnight",
                section="الإمارات",
                ld="org",
                tag=True,
            )
        )
        add(
            story(
                "column",
                "/opinion/columns/2026-12-03-1.4711873",
                "حين تصبح المدينة صديقة للمشاة",
                "2026-12-03",
                None,
                "الخميس 3 ديسمبر 2026",
                ["عائشة المري"],
                [
                    "في كل شتاء تتغير علاقتنا بالشارع. نخرج من السيارات المكيفة إلى الأرصفة، ونكتشف فجأة أن المسافة بين البيت والبقالة ليست بعيدة كما كنا نظن، وأن المشي في أحيائنا متعة حرمتنا منها حرارة الصيف.",
                    "لكن هذه المتعة تصطدم سريعاً بالواقع: أرصفة تنقطع فجأة، وممرات مشاة تنتهي عند جدار، وإشارات ضوئية لا تمنح الماشي أكثر من ثوان معدودة لعبور شارع من ستة مسارات.",
                    "لقد أنفقنا عقوداً في بناء مدن تخدم السيارة أولاً، وكان ذلك مفهوماً في زمن التوسع السريع. أما اليوم، ومع حديثنا المتكرر عن جودة الحياة والاستدامة، فلم يعد مقبولاً أن يكون المشي مغامرة.",
                    "التجارب القريبة منا تثبت أن التغيير ممكن. فحين ظُللت بعض الممرات في الأحياء السكنية وزرعت الأشجار على جانبيها، امتلأت بالعائلات في المساء، وانتعشت المحال الصغيرة من حولها.",
                    "ما نحتاجه ليس مشاريع عملاقة، بل تفاصيل صغيرة متراكمة: رصيف متصل، ومقعد في الظل، وإنارة كافية، وعبور آمن قرب المدارس والمساجد.",
                    "المدينة الصديقة للمشاة ليست ترفاً عمرانياً، بل هي مدينة أكثر صحة وأقل ازدحاماً، وأكثر قدرة على جمع الناس. فلنجعل هذا الشتاء بداية لذلك.",
                ],
                "opinion-column-no-jsonld",
                section="رأي",
                ld="",
                column=True,
            )
        )
        add(
            story(
                "museum",
                "/culture/2026-12-03-1.4711650",
                "مدير متحف الساحل البحري: نريد أن يرى الجيل الجديد كيف عاش أجداده",
                "2026-12-03",
                "2026-12-03T10:00:00+04:00",
                "الخميس 3 ديسمبر 2026",
                ["سالم الكعبي"],
                [
                    "يفتتح متحف الساحل البحري في رأس الخيمة أبوابه للجمهور الشهر المقبل بعد أعمال ترميم استمرت عامين. التقينا مديره الدكتور حمد النعيمي للحديث عن المتحف ومقتنياته الجديدة.",
                    "Q: ما الجديد الذي سيجده الزائر بعد الترميم؟ || أعدنا تصميم القاعات بالكامل. هناك اليوم قاعة للغوص على اللؤلؤ تضم أكثر من 300 قطعة أصلية، بعضها تبرعت به عائلات من المنطقة، وقاعة أخرى لصناعة السفن الخشبية فيها سفينة بطول 12 متراً أعيد بناؤها بالطريقة التقليدية.",
                    "Q: كيف تجذبون الشباب إلى متحف تراثي؟ || لا نريد أن يكون المتحف مكاناً صامتاً. أضفنا شاشات تفاعلية وتجربة واقع افتراضي تنقل الزائر إلى رحلة غوص حقيقية في الخمسينيات، كما نستضيف ورش عمل أسبوعية لطلاب المدارس.",
                    "Q: من أين جاءت فكرة إشراك العائلات؟ || كثير من البيوت تحتفظ بأدوات الغوص وصناديق النوخذة وسجلات الرحلات. طلبنا من الأهالي أن يعيرونا ما لديهم، وفوجئنا بالتجاوب، فكل قطعة تحكي قصة عائلة.",
                    "Q: ما رسالتك للزوار؟ || أن يأتوا مع أبنائهم. نريد أن يرى الجيل الجديد كيف عاش أجداده، وكم كانت الحياة صعبة قبل النفط، حتى يقدّروا ما وصلنا إليه.",
                ],
                "interview-qa",
                section="ثقافة",
                ld="person",
                byline_kind="حوار",
            )
        )
        add(
            story(
                "weather",
                "/uae/weather/2026-12-02-1.4710402",
                "أمطار متفرقة وانخفاض في درجات الحرارة حتى الأحد",
                "2026-12-02",
                "2026-12-02T07:40:00+04:00",
                "الأربعاء 2 ديسمبر 2026",
                [],
                [
                    "دبي - وام: توقع المركز الوطني للأرصاد أن تشهد الدولة أمطاراً متفرقة تتفاوت شدتها بين الخفيفة والمتوسطة على المناطق الشمالية والشرقية، مع انخفاض في درجات الحرارة يتراوح بين ٣ و٥ درجات مئوية حتى يوم الأحد المقبل.",
                    "وتتراوح درجات الحرارة العظمى بين ٢٤ و٢٧ درجة في المناطق الساحلية، فيما تنخفض الصغرى إلى ٩ درجات في المناطق الجبلية، ودعا المركز السائقين إلى توخي الحذر بسبب تدني مدى الرؤية الأفقية.",
                ],
                "wam-brief-arabic-indic",
                section="الإمارات",
                ld="person_org",
                indic=True,
            )
        )
        add(
            story(
                "pearl",
                "/uae/society/2026-12-02-1.4710811",
                "بيت الغوص في دبا: عائلة تحفظ ذاكرة البحر منذ خمسة أجيال",
                "2026-12-02",
                "2026-12-02T12:00:00+04:00",
                "الأربعاء 2 ديسمبر 2026",
                ["فاطمة الزعابي"],
                [
                    "في حي قديم بمدينة دبا الحصن، يفتح عبيد الظهوري (68 عاماً) باب بيته الطيني كل صباح لزوار لا يعرفهم. يجلس في الفناء بين أدوات الغوص التي ورثها عن أبيه وجده، ويبدأ الحكاية من أولها.",
                    "«كان جدي نوخذة، يقود سفينة فيها ثلاثون رجلاً، يغيبون أربعة أشهر في البحر»، يقول الظهوري وهو يرفع الفطام، وهو المشبك الخشبي الذي كان الغواص يضعه على أنفه قبل النزول إلى القاع.",
                    "## متحف في بيت",
                    "قبل عشر سنوات قرر الظهوري أن يحول غرفتين من بيته إلى معرض صغير. جمع الديين، وهو السلة التي يجمع فيها الغواص المحار، والحبال والأثقال الحجرية، وميزاناً نحاسياً دقيقاً كان يستخدم لوزن اللؤلؤ.",
                    "ولا يتقاضى الرجل رسوماً من زواره، ويكتفي بأن يكتبوا أسماءهم في دفتر كبير تجاوزت صفحاته المكتوبة الألف صفحة، بينهم طلاب مدارس وسياح من أوروبا وآسيا.",
                    "## الجيل الخامس",
                    "حفيده مبارك، طالب الهندسة في جامعة الشارقة، يساعده في عطلة نهاية الأسبوع، وأنشأ حساباً على مواقع التواصل ينشر فيه مقاطع قصيرة يشرح فيها جده أسماء الأدوات وأغاني البحارة.",
                    "«الناس تحب القصة أكثر من القطعة»، يقول مبارك، مضيفاً أن المتابعين يسألون دائماً عن أغاني النهمة التي كان يرددها البحارة أثناء سحب المراسي.",
                    "ويأمل الظهوري أن تتبنى الجهات الثقافية في الفجيرة البيت ضمن مسار سياحي تراثي، لكنه يشترط أمراً واحداً: «أن يبقى بيتاً، لا متحفاً بارداً».",
                ],
                "katabat-feature-subheads",
                section="الإمارات",
                ld="person",
            )
        )
        add(
            story(
                "fish",
                "/business/2026-12-01-1.4709987",
                "أسعار الأسماك تتراجع 18% مع بدء موسم الصيد الشتوي",
                "2026-12-01",
                "2026-12-01T09:10:00+04:00",
                "الثلاثاء 1 ديسمبر 2026",
                ["راشد المنصوري", "خالد البلوشي"],
                [
                    "تراجعت أسعار الأسماك في أسواق دبي والشارقة وعجمان بنسبة تصل إلى 18 في المئة خلال الأسبوع الماضي، مع بدء موسم الصيد الشتوي وزيادة الكميات المعروضة من الصافي والكنعد والشعري.",
                    "وقال تجار في سوق الواجهة البحرية في ديرة إن سعر كيلوغرام الكنعد انخفض من 45 درهماً إلى 36 درهماً، فيما تراوح سعر الصافي بين 28 و32 درهماً بحسب الحجم.",
                    "وأرجع رئيس جمعية الصيادين في عجمان، علي السويدي، التراجع إلى اعتدال الطقس وارتفاع عدد رحلات الصيد اليومية، متوقعاً أن تستمر الأسعار في الانخفاض حتى نهاية فبراير.",
                    "في المقابل، اشتكى صيادون من ارتفاع تكاليف الوقود وقطع غيار المحركات، مؤكدين أن هامش الربح لم يتحسن رغم زيادة الكميات.",
                    "وتطبق وزارة التغير المناخي والبيئة حظراً موسمياً على صيد بعض الأنواع خلال فترة تكاثرها، ودعت المستهلكين إلى التحقق من مصدر الأسماك المستوردة.",
                ],
                "two-authors-jsonld-organization",
                section="اقتصاد",
                ld="org",
            )
        )
        add(
            story(
                "editorial",
                "/opinion/editorial/2026-12-04-1.4712401",
                "عيد الاتحاد.. حكاية تتجدد",
                "2026-12-04",
                "2026-12-04T06:00:00+04:00",
                "الجمعة 4 ديسمبر 2026",
                [],
                [
                    "طوت الإمارات قبل يومين صفحة جديدة من احتفالاتها بعيد الاتحاد، لكن معنى هذه المناسبة لا يطوى مع انتهاء العروض والألعاب النارية.",
                    "فالاتحاد لم يكن حدثاً وقع ذات يوم من عام 1971 ثم انتهى، بل مشروع يتجدد كل يوم في المدرسة والمستشفى والطريق والميناء، وفي كل فرصة تتاح لشاب كي يبني مستقبله على هذه الأرض.",
                    "وما يلفت في احتفالات هذا العام أن الأجيال الجديدة كانت في مقدمة المشهد، تروي قصة الآباء المؤسسين بلغتها وأدواتها، وتضيف إليها فصولاً من إنجازاتها في العلوم والفضاء والاقتصاد.",
                    "إن التحدي اليوم هو أن نحافظ على روح البدايات: التواضع والعمل الجماعي والانفتاح على العالم. بهذه الروح وحدها تبقى الحكاية حية.",
                ],
                "unsigned-editorial",
                section="رأي",
                ld="org",
                editorial=True,
            )
        )

    def stamp(self, doc: Doc) -> str:
        s = doc.stamp
        if doc.extra.get("indic"):
            s = s.translate(INDIC)
        return s

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "الرئيسية"), ("uae", "الإمارات"), ("tag", "مترو دبي"), ("search", "بحث"))
        )
        nav += '<li><a href="/world">عربي ودولي</a></li><li><a href="/sport">رياضة</a></li><li><a href="https://epaper.alsahil.test/">النسخة الورقية</a></li>'
        meta = [f"<title>{esc(doc.title)} - الساحل</title>", f'<meta property="og:title" content="{esc(doc.title)}">']
        if doc.is_article:
            meta.append('<meta property="og:type" content="article">')
            meta.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            if doc.iso:
                meta.append(f'<meta name="publish-date" content="{doc.iso}">')
            ld_kind = doc.extra.get("ld")
            if ld_kind:
                if ld_kind == "person":
                    auth: object = [{"@type": "Person", "name": a} for a in doc.authors]
                elif ld_kind == "person_org":
                    auth = {"@type": "Person", "name": "وام"}
                else:
                    auth = {"@type": "Organization", "name": "الساحل"}
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "inLanguage": "ar",
                    "author": auth,
                    "publisher": {
                        "@type": "Organization",
                        "name": "الساحل",
                        "logo": {"@type": "ImageObject", "url": "https://www.alsahil.test/img/logo.png"},
                    },
                    "mainEntityOfPage": self.url(doc.key),
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta.append('<meta property="og:type" content="website">')
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("metro", "budget", "pearl") if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="alternate" type="application/rss+xml" href="/rss/uae.xml">
<style>/*PAD*/</style>
<script>var ece = {{"publication":"alsahil","section":"{esc(doc.section or doc.kind)}","articleId":"{doc.path.rsplit(".", 1)[-1]}"}};</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="rtl {"article-page" if doc.is_article else "list-page"}">
<div class="top-bar"><span class="today">الجمعة 4 ديسمبر 2026 | 24 جمادى الآخرة 1448 هـ</span> <a href="/login">تسجيل الدخول</a> <a href="/subscribe">اشترك</a></div>
<header class="site-header"><a href="/" class="logo">الساحل</a><nav><ul class="main-menu">{nav}</ul></nav></header>
<div class="ad-slot leaderboard" id="div-gpt-ad-top"></div>
<main class="container">
{main}
</main>
<aside class="most-read"><h3>الأكثر قراءة</h3><ol>{most}</ol></aside>
<footer class="site-footer">
<ul class="footer-links"><li>{self.a("about", "من نحن", "footer")}</li><li>{self.a("privacy", "سياسة الخصوصية", "footer")}</li><li><a href="mailto:editor@alsahil.test">اتصل بنا</a></li><li><a href="/advertise">أعلن معنا</a></li></ul>
<div class="social"><a href="https://x.com/alsahil">إكس</a> <a href="https://www.instagram.com/alsahil">إنستغرام</a> <a href="https://www.youtube.com/alsahil">يوتيوب</a></div>
<p>جميع الحقوق محفوظة © 2026 الساحل للصحافة والنشر - دبي</p>
</footer>
<div class="cookie-consent" id="cookieConsent">يستخدم هذا الموقع ملفات تعريف الارتباط لتحسين تجربتك. <button type="button">موافق</button> {self.a("privacy", "المزيد", "footer")}</div>
<script src="/static/js/main.min.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("editorial"):
            by = '<div class="byline editorial">رأي الساحل</div>'
        elif doc.extra.get("column"):
            by = f'<div class="columnist"><img src="/img/writers/almarri.jpg" alt=""><span class="name">{esc(doc.authors[0])}</span></div>'
        elif doc.authors:
            female = doc.authors[0] == "فاطمة الزعابي"
            lead = doc.extra.get("byline_kind") or ("كتبت" if female else "كتب")
            parts = [self.a("author", a, "byline") if a == "محمد الحمادي" else esc(a) for a in doc.authors]
            by = f'<div class="byline">{lead}: {" و".join(parts)}</div>'
        else:
            by = ""
        stamp = self.stamp(doc)
        hijri = HIJRI[doc.date or ""]
        if doc.extra.get("indic"):
            hijri = hijri.translate(INDIC)
        tags = f'<div class="article-tags">{self.a("tag", "مترو دبي", "content")}</div>' if doc.extra.get("tag") else ""
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        if doc.key == "fish":
            rel += f"<li>{self.a('gone', 'أسواق السمك تستعد للموسم', 'related')}</li>"
        return f"""<article class="article">
<div class="article-header">
<div class="kicker">{esc(doc.section)}</div>
<h1 class="article-title">{esc(doc.title)}</h1>
{by}
<div class="article-date"><time>{stamp}</time> <span class="hijri">{hijri}</span></div>
</div>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">فيسبوك</a> <a href="https://x.com/intent/tweet">إكس</a> <a href="https://wa.me/?text=">واتساب</a> <button class="print">طباعة</button></div>
<div class="article-body">
{self.blocks(doc)}
</div>
{tags}
</article>
<section class="related"><h3>مواضيع ذات صلة</h3><ul>{rel}</ul></section>
<div class="newsletter">اشترك في النشرة البريدية للساحل لتصلك أهم الأخبار صباح كل يوم <input type="email" placeholder="بريدك الإلكتروني"><button>اشترك</button></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="teaser"><img src="/img/t/{k}.jpg" alt=""><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d))}</p><span class="date">{self.stamp(d)}</span></div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head += f'<p class="bio">{esc(doc.extra["bio"])}</p>'
        if doc.kind == "search":
            head = f'<form action="/search"><input name="q" value="مترو"></form><h1>{esc(doc.title)}</h1><p>تم العثور على 1 نتيجة</p>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pagination">{self.a(doc.extra["more"], "التالي", "pagination")}</div>'
        elif doc.key == "uae2":
            more = f'<div class="pagination">{self.a("uae", "السابق", "pagination")} <a href="/uae?pageNo=3">التالي</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="hot-topics">{self.a("uae", "الإمارات", "content")} {self.a("tag", "مترو دبي", "content")} {self.a("author", "محمد الحمادي", "content")}</div>'
        return f'<section class="list">{head}\n{"".join(items)}\n{more}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "error":
            extra = f"<p>{self.a('home', 'الصفحة الرئيسية', 'content')} | {self.a('search', 'البحث', 'content')}</p>"
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n{extra}</section>'
