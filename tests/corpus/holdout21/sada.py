# ruff: noqa: E501, RUF001 (page texts are long literal lines; Arabic letters and Eastern Arabic digits are deliberate)
"""صدى الدلتا: an Egyptian regional paper (Mansoura, Dakahlia), right-to-left, on two stacks.

The main site is **Drupal 10** (UTF-8; `node--type-article`, `field--name-body`, `field--name-field-byline`, the
core "submitted by" line with the CMS user name in RDFa `schema:author`, views listings with `views-row`,
`?page=1` for the second page, percent-encoded Arabic path aliases, `/search/node?keys=`, simplenews sign-up,
og and `article:published_time` with `+0200`). The opinion pages, the writer profile, one interview and the job
ads are still served by the old **ASP.NET WebForms** portal (`/Portal/…aspx`, `__VIEWSTATE`, `ctl00_…` ids,
`span.NewsTitle` instead of a heading) in **windows-1256**, declared in the HTTP header and a meta; characters
outside the code page (the Eastern Arabic digits of its dates) are written as numeric character references.
Dates are printed with Eastern Arabic digits ("الأربعاء ٢ ديسمبر ٢٠٢٦"), Egypt time (+02:00 in December).
The per-page charset: `file_name` (called first by the shared generator for every page) sets `current`.
"""

from __future__ import annotations

from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ar(s: str) -> str:
    """Western digits to Eastern Arabic digits."""
    return s.translate(EASTERN)


def alias(*parts: str) -> str:
    return "/" + "/".join(quote(p) for p in parts)


class Sada(Base):
    origin = "https://www.sadaaldelta.test"
    name = "صدى الدلتا"
    prefix = "sd"
    language = "ar"

    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    def _legacy(self) -> bool:
        doc = self.docs.get(self.current)
        return bool(doc and doc.extra.get("asp"))

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return "windows-1256" if self._legacy() else "utf-8"

    @property
    def codec(self) -> str:
        return "cp1256" if self._legacy() else "utf-8"

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return "text/html; charset=windows-1256" if self._legacy() else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sd",
            [
                ".region-header",
                ".menu--main li",
                ".node--type-article",
                ".field--name-body p",
                ".views-row",
                ".NewsBody",
                ".WriterBox",
                "footer.site-footer",
            ],
            250,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        sec = alias("محافظات")
        add(page("home", "/", "home", "صدى الدلتا", "drupal-front", list=["water", "market", "agency", "photo", "brief", "interview"],
                 opinion=["column"], more="section"))  # fmt: skip
        add(
            page(
                "section",
                sec,
                "section",
                "محافظات",
                "drupal-views-section",
                list=["water", "market", "photo", "interview", "brief"],
                more="section2",
            )
        )
        add(page("section2", sec + "?page=1", "section", "محافظات", "drupal-views-page2-zero-based", list=["brief2"], prev="section",
                 outside=[(alias("محافظات", "2026", "11", "28", "افتتاح-معرض-الكتاب-بالمنصورة"), "افتتاح الدورة الرابعة لمعرض المنصورة للكتاب"),
                          (alias("محافظات", "2026", "11", "27", "رصف-طريق-المنزلة-المطرية"), "بدء رصف طريق المنزلة المطرية بطول ١٢ كيلومترًا")]))  # fmt: skip
        add(
            page(
                "tag",
                alias("وسوم", "الدقهلية"),
                "tag",
                "الدقهلية",
                "drupal-taxonomy-term",
                list=["water", "brief2", "photo", "market"],
            )
        )
        add(page("search", "/search/node?keys=" + quote("مياه"), "search", "بحث", "drupal-search-node", list=["water"], query="مياه",
                 outside=[(alias("محافظات", "2026", "10", "14", "انقطاع-المياه-عن-شربين"), "انقطاع المياه عن ٨ قرى في شربين لمدة ١٢ ساعة")]))  # fmt: skip
        add(
            story(
                "water",
                alias("محافظات", "2026", "12", "02", "تشغيل-محطة-مياه-ميت-غمر"),
                "تشغيل محطة مياه جديدة في ميت غمر تخدم ١٢٠ ألف مواطن",
                "2026-12-02",
                "2026-12-02T10:15:00+0200",
                ar("الأربعاء، 2 ديسمبر 2026 - 10:15"),
                ["محمد عبد الرحمن"],
                [
                    "بدأت محطة مياه الشرب الجديدة في مدينة ميت غمر بمحافظة الدقهلية التشغيل التجريبي صباح اليوم الأربعاء، بطاقة إنتاجية تبلغ ٤٠٠ لتر في الثانية، لتخدم نحو ١٢٠ ألف مواطن في المدينة والقرى المجاورة.",
                    "وقال رئيس شركة مياه الشرب بالدقهلية إن المحطة أُنشئت بتكلفة ٣٨٠ مليون جنيه، وإنها ستنهي مشكلة ضعف المياه التي يعاني منها سكان الأدوار العليا في فصل الصيف.",
                    "## شكاوى مستمرة منذ سنوات",
                    "وعانى أهالي عدد من قرى المركز، مثل دماص وكفر المقدام، من انقطاع المياه لساعات طويلة خلال الأعوام الماضية، واضطر كثيرون منهم إلى شراء المياه من سيارات خاصة.",
                    "وقالت أم أحمد، وهي ربة منزل من قرية دماص: «كنا نملأ الجراكن من الفجر، الحمد لله المياه وصلت أخيرًا».",
                    "ومن المقرر أن تدخل المحطة مرحلة التشغيل الكامل بعد شهر من الآن، عقب انتهاء اختبارات الجودة.",
                ],
                "drupal-byline-field-cms-user-in-rdfa",
                byline="كتب: محمد عبد الرحمن",
                nid=48213,
                lead_image=("محطة مياه ميت غمر الجديدة", "جانب من محطة المياه الجديدة في ميت غمر"),
            )
        )
        add(
            story(
                "market",
                alias("محافظات", "2026", "12", "01", "ارتفاع-أسعار-الطماطم-بالمنصورة"),
                "ارتفاع أسعار الطماطم في سوق المنصورة مع بداية الشتاء",
                "2026-12-01",
                "2026-12-01T18:40:00+0200",
                ar("الثلاثاء، 1 ديسمبر 2026 - 18:40"),
                ["أحمد السيد", "منى عبد الله"],
                [
                    "شهدت أسعار الطماطم في سوق الجملة بالمنصورة ارتفاعًا ملحوظًا خلال الأسبوع الجاري، إذ وصل سعر الكيلو إلى ١٥ جنيهًا بعد أن كان ٨ جنيهات قبل أسبوعين.",
                    "وأرجع التجار الارتفاع إلى انتهاء العروة الصيفية وتأخر حصاد العروة الشتوية بسبب موجة البرد الأخيرة، مؤكدين أن الأسعار ستعود للانخفاض مع منتصف الشهر.",
                    "في المقابل، استقرت أسعار البطاطس والبصل، وسجل الكيلو ١٠ جنيهات و٩ جنيهات على التوالي.",
                    "وقال الحاج سعيد، أحد تجار السوق منذ ثلاثين عامًا: «كل سنة في الوقت ده الطماطم بتغلى، والناس بتقلل الكمية».",
                ],
                "two-authors-wa-prefix-joined",
                byline="كتب: أحمد السيد ومنى عبد الله",
                nid=48199,
            )
        )
        add(
            story(
                "agency",
                alias("محافظات", "2026", "12", "02", "الأرصاد-شبورة-مائية-على-طرق-الدلتا"),
                "الأرصاد: شبورة مائية كثيفة على طرق الدلتا صباح الخميس",
                "2026-12-02",
                "2026-12-02T14:00:00+0200",
                ar("الأربعاء، 2 ديسمبر 2026 - 14:00"),
                [],
                [
                    "حذرت الهيئة العامة للأرصاد الجوية من تكون شبورة مائية كثيفة على الطرق الزراعية والسريعة في محافظات الدلتا، من الساعة الرابعة حتى التاسعة من صباح يوم الخميس.",
                    "وأوضحت الهيئة في بيان لها أن مدى الرؤية قد ينخفض إلى أقل من ٢٠٠ متر على بعض الطرق، وطالبت السائقين بتخفيف السرعة وترك مسافة كافية بين السيارات.",
                    "وتوقعت الهيئة أن يسود طقس مائل للبرودة نهارًا بارد ليلًا، على أن تتراوح درجة الحرارة العظمى في المنصورة بين ٢١ و٢٢ درجة مئوية.",
                    "كما أشارت إلى فرص لسقوط أمطار خفيفة على السواحل الشمالية يوم الجمعة.",
                ],
                "agency-story-wakalat-no-author",
                byline="القاهرة - وكالات",
                nid=48230,
            )
        )
        add(
            story(
                "brief",
                alias("محافظات", "2026", "12", "02", "زلزال-قبالة-هوكايدو"),
                "زلزال بقوة ٥٫٢ درجات قبالة هوكايدو دون أضرار",
                "2026-12-02",
                "2026-12-02T09:05:00+0200",
                ar("الأربعاء، 2 ديسمبر 2026 - 09:05"),
                [],
                [
                    "ضرب زلزال بقوة ٥٫٢ درجات قبالة سواحل جزيرة هوكايدو شمالي اليابان صباح الأربعاء، ولم ترد تقارير عن وقوع إصابات أو أضرار."
                ],
                "one-sentence-agency-brief-credit-inline",
                sign_inline=" (أ ف ب)",
                nid=48205,
            )
        )
        add(
            story(
                "brief2",
                alias("محافظات", "2026", "12", "01", "قطع-الكهرباء-عن-طلخا"),
                "قطع الكهرباء عن ٦ مناطق في طلخا الجمعة للصيانة",
                "2026-12-01",
                "2026-12-01T12:30:00+0200",
                ar("الثلاثاء، 1 ديسمبر 2026 - 12:30"),
                [],
                [
                    "تقطع شركة توزيع الكهرباء التيار عن ٦ مناطق بمدينة طلخا يوم الجمعة المقبل من الساعة التاسعة صباحًا حتى الثانية ظهرًا، لإجراء أعمال الصيانة الدورية."
                ],
                "one-sentence-brief-no-credit-only-page2-and-tag",
                nid=48188,
            )
        )
        add(
            story(
                "photo",
                alias("محافظات", "2026", "11", "30", "بالصور-صيادو-بحيرة-المنزلة"),
                "بالصور.. صيادو بحيرة المنزلة في موسم الشتاء",
                "2026-11-30",
                "2026-11-30T16:20:00+0200",
                ar("الاثنين، 30 نوفمبر 2026 - 16:20"),
                ["كريم فؤاد"],
                [
                    "FIG: قوارب الصيد في بحيرة المنزلة عند الفجر | قوارب الصيادين تخرج قبل الفجر في بحيرة المنزلة",
                    "FIG: صياد يجمع الشباك | صياد يجمع شباكه بعد رحلة الصيد",
                    "مع بداية موسم الشتاء، يخرج صيادو بحيرة المنزلة قبل الفجر بقواربهم الخشبية بحثًا عن البوري والبلطي.",
                ],
                "photo-story-photographer-in-byline-field",
                byline="تصوير: كريم فؤاد",
                nid=48170,
            )
        )
        add(
            story(
                "interview",
                "/Portal/News/Details.aspx?NewsID=88190",
                "صاحبة فكرة المكتبة المتنقلة في قرى الدقهلية: الأطفال يسبقوننا إلى الكتب",
                "2026-11-29",
                None,
                ar("الأحد 29 نوفمبر 2026"),
                ["سارة منصور"],
                [
                    "منذ ثلاث سنوات، تجوب حافلة صغيرة محملة بالكتب قرى مركز دكرنس كل أسبوع. صاحبة الفكرة هي المعلمة هالة الشناوي، التي التقتها «صدى الدلتا» في آخر جولاتها.",
                    "Q: كيف بدأت فكرة المكتبة المتنقلة؟ || كنت أدرّس في مدرسة ابتدائية بقرية بعيدة، ولاحظت أن معظم التلاميذ لم يمسكوا كتابًا خارج المقرر في حياتهم. جمعت مع زملائي مئتي كتاب، واستعرنا سيارة أحد الأهالي، وبدأنا.",
                    "Q: كم قرية تزورون الآن؟ || أربع عشرة قرية، نزور كل قرية مرة كل أسبوعين. لدينا اليوم أكثر من ثلاثة آلاف كتاب، معظمها تبرعات.",
                    "Q: ما أصعب ما واجهتموه؟ || التمويل. الحافلة تحتاج إلى وقود وصيانة، ونعتمد على تبرعات أهل الخير. لكن حين نرى الأطفال يجرون نحو الحافلة، ننسى كل التعب.",
                    "Q: وما حلمك القادم؟ || أن تكون في كل مركز من مراكز المحافظة مكتبة متنقلة، وأن يكون لكل طفل بطاقة استعارة باسمه.",
                ],
                "qa-legacy-asp-windows-1256-no-heading-element",
                asp=True,
                byline="حوار: سارة منصور",
                kicker="حوار",
            )
        )
        add(
            story(
                "column",
                "/Portal/Articles/Details.aspx?ArticleID=5521",
                "المدارس الخاصة.. والحلقة الأضعف",
                "2026-12-01",
                None,
                ar("الثلاثاء 1 ديسمبر 2026"),
                ["سامي فرج"],
                [
                    "كل عام مع بداية الفصل الدراسي الثاني، تتكرر الشكوى نفسها: زيادات جديدة في مصروفات المدارس الخاصة، تحت بند «أنشطة» أو «أتوبيس» أو «كتب خارجية»، وأولياء الأمور لا يملكون إلا الدفع.",
                    "القانون يحدد نسبة الزيادة السنوية المسموح بها، لكن المدارس تعرف جيدًا كيف تلتف عليه. فالمصروفات الأساسية لا تزيد إلا بالنسبة المقررة، أما البنود الإضافية فلا سقف لها.",
                    "والحلقة الأضعف هنا هي الأسرة المتوسطة، التي اختارت التعليم الخاص هربًا من كثافة الفصول في المدارس الحكومية، فوجدت نفسها رهينة لقرارات لا تملك أمامها شيئًا.",
                    "المطلوب ليس منع الزيادات، فالمدارس لها تكاليفها أيضًا، بل أن تكون كل البنود معلنة منذ بداية العام، وأن تراجعها مديرية التعليم قبل التطبيق لا بعده.",
                    "فالشفافية وحدها كفيلة بأن تعيد شيئًا من الثقة بين المدرسة والبيت.",
                ],
                "opinion-writer-only-in-column-header-box-windows-1256",
                asp=True,
                column_name="على الهامش",
                kicker="مقالات الرأي",
            )
        )
        # non-articles
        add(page("writer", "/Portal/Writers/Writer.aspx?WriterID=17", "author", "سامي فرج", "legacy-asp-writer-profile-long-bio", [
            "كاتب صحفي وتربوي، وُلد في مدينة المنصورة عام ١٩٦٤، وتخرج في كلية التربية بجامعة المنصورة. عمل مدرسًا للغة العربية في مدارس الدقهلية أكثر من عشرين عامًا قبل أن يتفرغ للكتابة الصحفية.",
            "انضم إلى أسرة «صدى الدلتا» عام ٢٠٠٩، ويكتب منذ ذلك الحين عموده الأسبوعي «على الهامش» الذي يتناول قضايا التعليم والأسرة والحياة اليومية في مدن الدلتا وقراها.",
            "صدر له كتابان: «فصل بلا جدران» عن تجارب المعلمين في القرى، و«حكايات من دفتر الغياب». شارك في عدد من المؤتمرات عن تطوير التعليم الأساسي، ويشرف على ورشة أسبوعية للكتابة لطلاب المدارس الثانوية.",
            "يمكن التواصل معه عبر بريد الجريدة.",
        ], arts=["column"], asp=True,
            outside=[("/Portal/Articles/Details.aspx?ArticleID=5498", "دروس خصوصية في الحضانة!"),
                     ("/Portal/Articles/Details.aspx?ArticleID=5470", "المعلم الذي لا يراه أحد")]))  # fmt: skip
        add(page("jobs", "/Portal/Jobs.aspx", "jobs", "وظائف خالية", "legacy-asp-job-ads-windows-1256", [
            "تعلن جريدة «صدى الدلتا» عن حاجتها إلى شغل الوظائف التالية بمقرها في المنصورة:",
            "## محرر صحفي (قسم المحافظات)",
            "- خبرة لا تقل عن ثلاث سنوات في العمل الصحفي الميداني.",
            "- إجادة الكتابة باللغة العربية والقدرة على العمل تحت ضغط.",
            "- يفضل المقيمون في مراكز المحافظة.",
            "## مصور صحفي",
            "- خبرة في التصوير الصحفي والفيديو، مع امتلاك معدات خاصة.",
            "## مسؤول تسويق إعلاني",
            "- مؤهل عالٍ، وخبرة سنتين في مجال المبيعات أو الإعلان.",
            "يرسل المتقدمون السيرة الذاتية ونماذج من أعمالهم إلى بريد الموارد البشرية قبل ٢٠ ديسمبر ٢٠٢٦، مع كتابة اسم الوظيفة في عنوان الرسالة.",
        ], asp=True))  # fmt: skip
        add(page("newsletter", "/newsletter", "subscribe", "النشرة البريدية", "drupal-simplenews-signup", [
            "اشترك في النشرة البريدية لـ«صدى الدلتا» لتصلك أهم أخبار الدقهلية والمحافظات كل صباح في بريدك الإلكتروني.",
            "- نشرة الصباح: أهم عشرة أخبار يوميًا في السابعة صباحًا.",
            "- نشرة الرأي: مقالات كتابنا كل خميس.",
            "- تنبيهات عاجلة: عند وقوع حدث مهم في المحافظة.",
            "يمكنك إلغاء الاشتراك في أي وقت من الرابط الموجود أسفل كل رسالة. لن نشارك بريدك الإلكتروني مع أي جهة أخرى.",
        ]))  # fmt: skip
        add(page("about", alias("من-نحن"), "about", "من نحن", "drupal-basic-page-staff", [
            "«صدى الدلتا» جريدة إقليمية أسبوعية تأسست في المنصورة عام ١٩٩٨، وتصدر نسختها الإلكترونية يوميًا منذ عام ٢٠١١. تغطي الجريدة أخبار محافظة الدقهلية ومحافظات الدلتا، وتهتم بقضايا الخدمات والتعليم والزراعة.",
            "## هيئة التحرير",
            "- رئيس مجلس الإدارة: عادل الشربيني",
            "- رئيس التحرير: نادية حمدي",
            "- مدير التحرير: وائل عبد السلام",
            "- رئيس قسم المحافظات: محمد عبد الرحمن",
            "- رئيس قسم التصوير: كريم فؤاد",
            "## العنوان",
            "المنصورة، شارع الجمهورية، عمارة ١٤، الدور الثالث. هاتف: ٠٥٠٢٢٠٠٠٠٠",
        ]))  # fmt: skip
        add(page("privacy", alias("سياسة-الخصوصية"), "policy", "سياسة الخصوصية", "drupal-policy-updated", [
            "آخر تحديث: ١٥ مارس ٢٠٢٦",
            "تحترم «صدى الدلتا» خصوصية زوار موقعها، وتوضح هذه السياسة نوع البيانات التي نجمعها وكيفية استخدامها.",
            "## البيانات التي نجمعها",
            "نجمع البيانات التي تقدمها طوعًا عند الاشتراك في النشرة البريدية أو التعليق على الأخبار، مثل الاسم والبريد الإلكتروني، إضافة إلى بيانات الاستخدام التي تجمعها ملفات تعريف الارتباط.",
            "## كيفية استخدام البيانات",
            "نستخدم البيانات لإرسال النشرات التي اشتركت فيها، وتحسين محتوى الموقع، وعرض الإعلانات المناسبة.",
            "## ملفات تعريف الارتباط",
            "يستخدم الموقع ملفات تعريف الارتباط لأغراض التحليل والإعلان، ويمكنك تعطيلها من إعدادات المتصفح.",
            "## التواصل",
            "لأي استفسار بخصوص هذه السياسة، يرجى مراسلتنا عبر صفحة اتصل بنا.",
        ]))  # fmt: skip

    # ------------------------------------------------------------------ templates
    def _menu(self) -> list[tuple[str, str]]:
        return [("home", "الرئيسية"), ("section", "محافظات"), (alias("حوادث"), "حوادث"), (alias("رياضة"), "رياضة"),
                ("/Portal/Articles/Default.aspx", "مقالات الرأي"), ("newsletter", "النشرة البريدية")]  # fmt: skip

    def _footer_links(self) -> str:
        a = self.a
        return " | ".join(
            a(k, t, "chrome:footer")
            for k, t in (
                ("about", "من نحن"),
                ("privacy", "سياسة الخصوصية"),
                ("jobs", "وظائف"),
                ("newsletter", "النشرة البريدية"),
                ("/contact", "اتصل بنا"),
            )
        )

    def _opinion_rail(self) -> str:
        a = self.a
        col = self.docs["column"]
        return (
            '<div class="block block-views block-opinion"><h2 class="block-title">مقالات الرأي</h2>'
            f'<div class="views-row"><span class="writer">{a("writer", "سامي فرج", "chrome:rail")}</span>'
            f'<span class="col-title">{a("column", col.title, "chrome:rail")}</span></div></div>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        menu_items = "".join(f'<li class="menu-item">{a(k, t, "chrome:nav")}</li>' for k, t in self._menu())
        if doc.extra.get("asp"):
            logo = a(
                "home",
                self.name,
                "chrome:header",
                inner='<img src="/Portal/Images/logo.gif" alt="صدى الدلتا" border="0" />',
            )
            title = f"صدى الدلتا - {doc.title}"
            return (
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
                '<html xmlns="http://www.w3.org/1999/xhtml" dir="rtl" lang="ar">\n<head id="ctl00_Head1">\n'
                '<meta http-equiv="Content-Type" content="text/html; charset=windows-1256" />\n'
                f"<title>\n\t{esc(title)}\n</title>\n"
                '<link href="/Portal/App_Themes/Sada/main.css" type="text/css" rel="stylesheet" />\n'
                '<style type="text/css">\n/*PAD*/\n</style>\n</head>\n<body>\n'
                f'<form name="aspnetForm" method="post" action="{esc(doc.path.rsplit("/", 1)[-1])}" id="aspnetForm">\n'
                '<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTM0NzY1ODk0Mg9kFgJmD2QWAgIDD2QWAgIBD2QWBGYPFgIeBFRleHQFDNi12K/ZiSDYp9mE2K/ZhNiq2KdkZBgBBR5fX0NvbnRyb2xzUmVxdWlyZVBvc3RCYWNrS2V5X18WAQUMY3RsMDAkYnRuR28=" /></div>\n'
                '<div id="ctl00_divHeader" class="Header">\n'
                f'<div class="Logo">{logo}</div>\n'
                f'<ul class="TopMenu">{menu_items}</ul>\n</div>\n'
                f'<table id="ctl00_tblMain" width="980" cellpadding="0" cellspacing="0" border="0"><tr>\n<td valign="top" class="MainCol">\n{main}\n</td>\n'
                f'<td valign="top" class="SideCol" width="300">{self._opinion_rail()}</td>\n</tr></table>\n'
                f'<div id="ctl00_divFooter" class="Footer">{self._footer_links()}<br />جميع الحقوق محفوظة &copy; صدى الدلتا ٢٠٢٦</div>\n'
                "</form>\n</body>\n</html>\n"
            )
        og = "article" if doc.is_article else "website"
        metas = [
            '<meta charset="utf-8" />',
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
            '<meta name="MobileOptimized" content="width" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            f'<meta property="og:site_name" content="{self.name}" />',
            f'<meta property="og:type" content="{og}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
        title = f"{doc.title} | {self.name}" if doc.key != "home" else f"{self.name} | أخبار الدقهلية والمحافظات"
        nid = doc.extra.get("nid", 0)
        settings = (
            '{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"'
            + (f"node\\/{nid}" if nid else "node")
            + '","currentPathIsAdmin":false,"isFront":'
            + ("true" if doc.key == "home" else "false")
            + ',"currentLanguage":"ar"},"ajaxTrustedUrl":{"\\/search\\/node":true}}'
        )
        head = (
            '<!DOCTYPE html>\n<html lang="ar" dir="rtl" prefix="og: https://ogp.me/ns#">\n<head>\n'
            + "\n".join(metas)
            + "\n"
            f"<title>{esc(title)}</title>\n"
            '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qx7mB2kTn0vW.css?t4k2p1" />\n'
            "<style>\n/*PAD*/\n</style>\n"
            f'<script type="application/json" data-drupal-selector="drupal-settings-json">{settings}</script>\n</head>\n'
        )
        body_cls = (
            "path-frontpage"
            if doc.key == "home"
            else ("path-node page-node-type-article" if doc.is_article else "path-not-node")
        )
        search_form = (
            '<form action="/search/node" method="get" class="search-block-form"><input type="search" name="keys" title="أدخل الكلمات التي تريد البحث عنها." />'
            '<input type="submit" value="بحث" class="button" /></form>'
        )
        brand = a("home", self.name, "chrome:header", 'rel="home" class="site-logo"')
        keywords = f'<div class="block block-trending">الأكثر بحثًا: {a("search", "مياه", "chrome:header")} · {a("tag", "الدقهلية", "chrome:header")}</div>'
        return head + (
            f'<body class="{body_cls}">\n<a href="#main-content" class="visually-hidden focusable skip-link">انتقل إلى المحتوى الرئيسي</a>\n'
            '<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>\n<div class="layout-container">\n'
            '<header role="banner" class="region region-header">\n'
            f'<div id="block-sada-branding" class="block block-system block-system-branding-block">{brand}'
            '<div class="site-slogan">أخبار الدقهلية والمحافظات</div></div>\n'
            f'<nav role="navigation" id="block-sada-main-menu"><ul class="menu menu--main">{menu_items}</ul></nav>\n{search_form}\n{keywords}\n</header>\n'
            f'<main role="main"><a id="main-content" tabindex="-1"></a>\n<div class="layout-content">\n<div class="region region-content">\n'
            f'<div data-drupal-messages-fallback class="hidden"></div>\n{main}\n</div>\n</div>\n'
            f'<aside class="layout-sidebar-first region region-sidebar-first" role="complementary">{self._opinion_rail()}</aside>\n</main>\n'
            f'<footer role="contentinfo" class="site-footer"><div class="region region-footer">{self._footer_links()}'
            '<p class="copyright">جميع الحقوق محفوظة &copy; ٢٠٢٦ صدى الدلتا</p></div></footer>\n'
            '</div>\n</div>\n<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>\n<script src="/core/misc/drupal.js?v=10.3.6"></script>\n</body>\n</html>\n'
        )

    def _fig(self, alt: str, cap: str) -> str:
        n = sum(map(ord, alt)) % 9000 + 1000
        return (
            f'<div class="field field--name-field-image"><img src="/sites/default/files/styles/large/public/2026-12/{n}.jpg" alt="{esc(alt)}" loading="lazy" width="800" height="533" />'
            f'<div class="field field--name-field-caption">{esc(cap)}</div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("asp"):
            body = self.blocks(doc, p_tag='<p dir="rtl">')
            box = ""
            byline = ""
            if doc.extra.get("column_name"):
                link = a("writer", doc.authors[0], "byline", 'class="WriterName"')
                box = (
                    '<table class="WriterBox" cellpadding="4"><tr><td><img src="/Portal/Writers/Photos/17.jpg" width="90" height="110" alt="" /></td>'
                    f'<td><span class="ColumnName">{esc(doc.extra["column_name"])}</span><br />{link}</td></tr></table>'
                )
            if doc.byline:
                byline = (
                    f'<span id="ctl00_ContentPlaceHolder1_lblWriter" class="NewsWriter">{esc(doc.byline)}</span><br />'
                )
            return (
                f'<div id="ctl00_ContentPlaceHolder1_pnlNews" class="NewsPanel">\n<span class="NewsSection">{esc(doc.extra.get("kicker", ""))}</span><br />\n{box}\n'
                f'<span id="ctl00_ContentPlaceHolder1_lblTitle" class="NewsTitle">{esc(doc.title)}</span><br />\n'
                f'<span id="ctl00_ContentPlaceHolder1_lblDate" class="NewsDate">{esc(doc.stamp)}</span><br />\n{byline}\n'
                f'<div id="ctl00_ContentPlaceHolder1_divBody" class="NewsBody">\n{body}\n</div>\n'
                f'<div class="PrintSend"><a href="javascript:window.print();">طباعة</a> | <a href="javascript:void(0);">أرسل لصديق</a></div>\n</div>'
            )
        body = self.blocks(doc, fig=self._fig)
        if doc.extra.get("sign_inline"):
            idx = body.rfind("</p>")
            body = body[:idx] + esc(doc.extra["sign_inline"]) + body[idx:]
        image = self._fig(*doc.extra["lead_image"]) if doc.extra.get("lead_image") else ""
        byline = (
            f'<div class="field field--name-field-byline field--type-string field--label-hidden field__item">{esc(doc.byline)}</div>'
            if doc.byline
            else ""
        )
        tags = ""
        if doc.key in self.docs["tag"].extra["list"]:
            tag_link = a("tag", "الدقهلية", "tags", 'hreflang="ar"')
            tags = (
                '<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">الوسوم</div>'
                f'<div class="field__items"><div class="field__item">{tag_link}</div></div></div>'
            )
        related = "".join(
            f'<div class="views-row">{a(k, self.docs[k].title, "chrome:related")}</div>'
            for k in ("water", "market", "agency")
            if k != doc.key
        )
        nid = doc.extra["nid"]
        return (
            f'<div id="block-sada-breadcrumbs" class="block block-system-breadcrumb-block"><nav class="breadcrumb"><ol><li>{a("home", "الرئيسية", "chrome:breadcrumb")}</li>'
            f"<li>{a('section', 'محافظات', 'chrome:breadcrumb')}</li></ol></nav></div>\n"
            f'<div id="block-sada-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1></div>\n'
            f'<div id="block-sada-content" class="block block-system block-system-main-block">\n'
            f'<article data-history-node-id="{nid}" role="article" about="/node/{nid}" class="node node--type-article node--promoted node--view-mode-full">\n'
            f'<div class="node__meta"><span class="node__submitted">بواسطة <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span lang="" typeof="schema:Person" property="schema:author" datatype="">sada_editor</span></span>'
            f' في <span class="field field--name-created field--type-created field--label-hidden">{esc(doc.stamp)}</span></span></div>\n'
            f'<div class="node__content">\n{byline}\n{image}\n'
            f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">\n{body}\n</div>\n{tags}\n</div>\n</article>\n</div>\n'
            f'<div class="block block-views block-related"><h2 class="block-title">اقرأ أيضًا</h2>{related}</div>'
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            day = d.stamp.split(" - ")[0]
            rows.append(
                f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">{a(k, d.title, "content")}</span></div>'
                f'<div class="views-field views-field-created"><span class="field-content">{esc(day)}</span></div>'
                f'<div class="views-field views-field-body"><div class="field-content">{esc(self.lede(d))}</div></div></div>'
            )
        for path, title in doc.extra.get("outside", []):
            rows.append(
                f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">{a(path, title, "content")}</span></div></div>'
            )
        pager = ""
        if doc.extra.get("more") and doc.key != "home":
            pager = (
                '<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active">١</li>'
                f'<li class="pager__item">{a(doc.extra["more"], "٢", "content")}</li><li class="pager__item pager__item--next">{a(doc.extra["more"], "التالي ›", "content")}</li></ul></nav>'
            )
        elif doc.extra.get("prev"):
            pager = (
                '<nav class="pager" role="navigation"><ul class="pager__items js-pager__items">'
                f'<li class="pager__item pager__item--previous">{a(doc.extra["prev"], "‹ السابق", "content")}</li><li class="pager__item">{a(doc.extra["prev"], "١", "content")}</li>'
                '<li class="pager__item is-active">٢</li></ul></nav>'
            )
        elif doc.key == "home":
            pager = f'<p class="more-link">{a("section", "المزيد من أخبار المحافظات", "content")}</p>'
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "search":
            head = (
                '<h1 class="page-title">بحث</h1><form class="search-form" action="/search/node" method="get">'
                f'<input type="search" name="keys" value="{esc(doc.extra["query"])}" /><input type="submit" value="بحث" /></form>'
                "<h2>نتائج البحث</h2>"
            )
        if doc.key == "home":
            head = '<h1 class="visually-hidden">صدى الدلتا</h1><h2 class="block-title">أهم الأخبار</h2>'
        if doc.kind == "tag":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-term__description">كل أخبار محافظة الدقهلية ومراكزها.</div>'
        return (
            f'<div class="views-element-container"><div class="view view-content-list view-display-id-page_1">\n{head}\n<div class="view-content">\n'
            + "\n".join(rows)
            + f"\n</div>\n{pager}\n</div></div>"
        )

    def service_main(self, doc: Doc) -> str:
        a = self.a
        body = self.blocks(doc, p_tag='<p dir="rtl">' if doc.extra.get("asp") else "<p>")
        if doc.kind == "author":
            arts = "".join(
                f"<li>{a(k, self.docs[k].title, 'content')} - {esc(self.docs[k].stamp)}</li>" for k in doc.extra["arts"]
            )
            arts += "".join(f"<li>{a(p, t, 'content')}</li>" for p, t in doc.extra["outside"])
            return (
                '<div id="ctl00_ContentPlaceHolder1_pnlWriter" class="WriterPanel">\n<img src="/Portal/Writers/Photos/17.jpg" width="90" height="110" alt="" />\n'
                f'<span id="ctl00_ContentPlaceHolder1_lblWriterName" class="WriterTitle">{esc(doc.title)}</span><br />\n'
                '<span class="ColumnName">عمود «على الهامش» - كل ثلاثاء</span>\n'
                f'<div class="WriterBio">\n{body}\n</div>\n<div class="WriterArticles"><b>مقالات الكاتب</b><ul>{arts}</ul></div>\n</div>'
            )
        if doc.extra.get("asp"):
            return f'<div id="ctl00_ContentPlaceHolder1_pnlJobs" class="NewsPanel">\n<span class="NewsTitle">{esc(doc.title)}</span><br />\n<div class="NewsBody">\n{body}\n</div>\n</div>'
        form = ""
        if doc.kind == "subscribe":
            form = (
                '<form class="simplenews-subscriber-form" action="/newsletter" method="post"><label for="edit-mail">البريد الإلكتروني</label>'
                '<input type="email" id="edit-mail" name="mail" /><input type="submit" value="اشترك" class="button" /></form>'
            )
        return (
            f'<div id="block-sada-page-title" class="block block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div>\n'
            f'<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body">\n{body}\n</div></div></article>\n{form}'
        )
