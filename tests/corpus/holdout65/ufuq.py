# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Arabic letters and punctuation are deliberate)
"""الأفق Al-Ufuq: a pan-Arab daily in the mould of Asharq Al-Awsat, on **Drupal 10** (`node--type-article`,
`field--name-body`, `field--name-field-byline`, Metatag's `@graph` JSON-LD, Views pagers counting from 0 so the second
page of a front is `?page=1`, `/arab-world/5091234-<slug>`, `/writers/…`, `/tags/<percent-encoded Arabic>`,
`/search?search_api_fulltext=`), Arabic, right to left, UTF-8. The newsroom is in Riyadh (+03:00).

Dates are printed "نُشر: ١٤:٢٠-٣ ديسمبر ٢٠٢٦ م ـ ٢٢ جمادى الآخرة ١٤٤٨ هـ": Arabic-Indic digits, the Gregorian date
first, the Hijri date beside it (the label is the Gregorian day). The top bar prints *today's* date (5 December) on
every page. Bylines: a correspondent with a city ("القاهرة: محمد حسن"), "كتب: أحمد علي", "بقلم: …" on the column
(with the writer's photo and name above it), two correspondents with two cities (printed as the first bold line
inside the body field), the paper itself ("لندن: «الأفق»", no person) and an agency ("(أ ف ب)"). JSON-LD: Person
authors on most stories, the agency brief's author is the site (Organization), the London story has none, the gas
story's time is UTC (21:30Z on 3 Dec = 00:30 on 4 Dec in Riyadh). An infographic page and a video page are not
articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, ar_digits, hijri, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.alufuq.test"
MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
HMONTHS = [
    "محرم",
    "صفر",
    "ربيع الأول",
    "ربيع الآخر",
    "جمادى الأولى",
    "جمادى الآخرة",
    "رجب",
    "شعبان",
    "رمضان",
    "شوال",
    "ذو القعدة",
    "ذو الحجة",
]
DAYS = {1: "الثلاثاء", 2: "الأربعاء", 3: "الخميس", 4: "الجمعة", 5: "السبت"}
ARTS = ["metro", "gas", "column", "beirut", "london", "interview", "review", "brief"]
TAG = "الطاقة"
TAG_PATH = "/tags/" + quote(TAG)
SEARCH_Q = "القاهرة"


def day_text(y: int, m: int, d: int) -> str:
    hy, hm, hd = hijri(y, m, d)
    return ar_digits(f"{d} {MONTHS[m - 1]} {y} م ـ {hd} {HMONTHS[hm - 1]} {hy} هـ")


def printed(local: str) -> str:
    """'2026-12-03 14:20' (Riyadh time) as the node prints it."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    return f"نُشر: {ar_digits(time)}-{day_text(y, m, d)}"


def short_date(local: str) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return ar_digits(f"{d} {MONTHS[m - 1]} {y}")


class Ufuq(Base):
    origin = ORIGIN
    name = "الأفق"
    prefix = "ufq"
    language = "ar"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ufq",
            [
                ".site-header",
                ".main-menu .menu-item",
                ".node--type-article .field--name-body",
                ".field--name-field-byline",
                ".views-row",
                ".block-most-read",
                ".pager__item",
                ".site-footer",
                ".eu-cookie-compliance-banner",
                ".writer-box",
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
                "الأفق",
                "drupal-home",
                list=["metro", "gas", "beirut", "column", "review", "interview", "london", "brief"],
                more="arab",
            )
        )
        add(
            page(
                "arab",
                "/arab-world",
                "section",
                "العالم العربي",
                "drupal-views-section",
                list=["metro", "beirut", "london", "interview"],
                more="arab2",
            )
        )
        add(
            page(
                "arab2",
                "/arab-world?page=1",
                "section",
                "العالم العربي",
                "drupal-views-page1-is-second",
                list=["review", "column", "brief"],
            )
        )
        add(
            page(
                "economy", "/economy", "section", "اقتصاد", "drupal-views-section", list=["gas", "brief", "infographic"]
            )
        )
        add(page("tag", TAG_PATH, "tag", TAG, "taxonomy-term-page", list=["gas", "brief", "infographic", "video"]))
        add(
            page(
                "writer",
                "/writers/samir-al-khatib",
                "author",
                "سمير الخطيب",
                "writer-page-bio-and-columns",
                list=["column"],
                bio="كاتب وباحث أردني في شؤون التخطيط الحضري والتنمية المحلية، عمل مستشاراً لعدد من البلديات العربية، ويكتب في «الأفق» منذ عام 2015.",
            )
        )
        add(
            page(
                "search",
                "/search?search_api_fulltext=" + quote(SEARCH_Q),
                "search",
                f"نتائج البحث عن: {SEARCH_Q}",
                "search-api-results",
                list=["metro", "interview"],
            )
        )
        add(
            page(
                "infographic",
                "/infographics/5091240-solar-energy-arab-world-in-numbers",
                "infographic",
                "إنفوغراف: الطاقة الشمسية في العالم العربي بالأرقام",
                "infographic-image-caption",
                local="2026-12-03 09:00",
            )
        )
        add(
            page(
                "video",
                "/video/5091251-jubail-solar-desalination-plant-tour",
                "video",
                "فيديو | جولة داخل محطة تحلية تعمل بالطاقة الشمسية في الجبيل",
                "video-one-line",
                local="2026-12-02 18:00",
                desc="جولة مصورة داخل محطة لتحلية مياه البحر تعمل بالطاقة الشمسية في الجبيل، تنتج 60 ألف متر مكعب من المياه يومياً.",
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "من نحن",
                "about-page",
                [
                    "«الأفق» صحيفة عربية يومية مستقلة، تأسست في لندن عام 1987، وتتخذ اليوم من الرياض مقراً رئيسياً لها، مع مكاتب في القاهرة وبيروت ودبي والرباط.",
                    "تصدر الصحيفة في طبعة ورقية يومية توزع في 14 دولة، إلى جانب موقعها الإلكتروني وتطبيقاتها على الهواتف الذكية، ويعمل فيها أكثر من 200 صحافي ومراسل.",
                    "## سياسة التحرير",
                    "تلتزم «الأفق» بالدقة والتوازن والفصل بين الخبر والرأي، وتصحح أخطاءها علناً في أقرب وقت. وتعبر مقالات الرأي عن آراء كتّابها ولا تعكس بالضرورة موقف الصحيفة.",
                    "## اتصل بنا",
                    "البريد الإلكتروني للتحرير: newsroom@alufuq.test — الإعلانات والاشتراكات: ads@alufuq.test",
                ],
            )
        )
        add(
            story(
                "metro",
                "/arab-world/5091234-cairo-metro-line-six-first-phase",
                "مصر تعلن تشغيل المرحلة الأولى من الخط السادس لمترو القاهرة في مارس",
                "2026-12-03",
                "2026-12-03T14:20:00+03:00",
                printed("2026-12-03 14:20"),
                ["محمد حسن"],
                [
                    "أعلنت وزارة النقل المصرية، الخميس، أن المرحلة الأولى من الخط السادس لمترو أنفاق القاهرة ستدخل الخدمة التجريبية في مارس (آذار) المقبل، بعد أن بلغت نسبة الإنجاز في أعمالها المدنية 91 في المائة، وفق بيان رسمي اطلعت عليه «الأفق».",
                    "وتمتد المرحلة الأولى بطول 14.5 كيلومتر، وتضم 12 محطة تبدأ من منطقة الخصوص في محافظة القليوبية، مروراً بشبرا الخيمة وروض الفرج، وصولاً إلى محطة رمسيس في قلب العاصمة، حيث يلتقي الخط الجديد مع الخطين الأول والثاني.",
                    "وقال المتحدث باسم الهيئة القومية للأنفاق، المهندس طارق السيد، لـ«الأفق»، إن «القطارات الأولى وصلت بالفعل إلى ورشة الصيانة في الخصوص، وتجري عليها حالياً اختبارات السرعة والفرامل والأبواب»، مضيفاً أن التشغيل التجريبي سيستمر ثلاثة أشهر قبل فتح الخط أمام الجمهور بشكل كامل.",
                    "وتقدّر الهيئة أن يخدم الخط في مرحلته الأولى نحو 350 ألف راكب يومياً، على أن يرتفع العدد إلى مليون راكب بعد اكتمال مراحله الأربع التي تصل إلى حي المعادي جنوباً بطول إجمالي يبلغ 35 كيلومتراً.",
                    "FIG: قطار الخط السادس | أحد قطارات الخط السادس خلال اختبارات التشغيل في ورشة الخصوص (الهيئة القومية للأنفاق)",
                    "ويعاني سكان شمال القاهرة من ازدحام مروري خانق في ساعات الذروة، إذ يستغرق الانتقال من شبرا الخيمة إلى ميدان رمسيس بالحافلة ما يزيد على ساعة في بعض الأيام، بينما سيقطع المترو المسافة ذاتها في أقل من عشرين دقيقة، وفق تقديرات الوزارة.",
                    "وتبلغ تكلفة المرحلة الأولى نحو 2.1 مليار دولار، جرى تمويل جزء كبير منها عبر قروض ميسّرة من مؤسسات تمويل دولية، فيما تتولى تنفيذ الأعمال المدنية شركات مقاولات مصرية بالتعاون مع تحالف أوروبي لتوريد القطارات وأنظمة الإشارات.",
                    "## تذاكر موحّدة",
                    "وأوضح السيد أن أسعار التذاكر على الخط الجديد ستخضع للمنظومة المطبقة حالياً على الخطوط الثلاثة القائمة، والتي تحدد السعر وفق عدد المحطات، مشيراً إلى أن الوزارة تدرس إصدار بطاقة موحدة تتيح الانتقال بين المترو والقطار الكهربائي الخفيف والحافلات الجديدة.",
                    "وكان رئيس الوزراء قد تفقد الشهر الماضي محطة روض الفرج، ووجّه بتسريع أعمال التشطيبات وربط المحطات بمواقف الحافلات وسيارات الأجرة، لتسهيل حركة الركاب القادمين من المحافظات المجاورة.",
                    "ويرى خبراء نقل أن نجاح الخط الجديد سيتوقف على انتظام مواعيد القطارات وقدرة المحطات على استيعاب الأعداد الكبيرة في ساعات الذروة. وقالت الدكتورة منى عبد الرازق، أستاذة تخطيط النقل في جامعة القاهرة، إن «المترو هو الحل الوحيد القابل للتوسع في مدينة يتجاوز عدد سكانها عشرين مليون نسمة، لكن التجربة أثبتت أن الخطوط تمتلئ بسرعة تفوق التوقعات».",
                ],
                "correspondent-city-byline",
                section="العالم العربي",
                dek="12 محطة تربط شبرا الخيمة بوسط العاصمة وتخدم 350 ألف راكب يومياً",
                byline="القاهرة: محمد حسن",
                ld="person",
                modified="2026-12-03T18:05:00+03:00",
                local="2026-12-03 14:20",
            )
        )
        add(
            story(
                "gas",
                "/economy/5091187-arab-lng-exports-rise-third-quarter",
                "صادرات الغاز المسال العربية ترتفع 12 في المائة خلال الربع الثالث",
                "2026-12-04",
                "2026-12-03T21:30:00+00:00",
                printed("2026-12-04 00:30"),
                ["أحمد علي"],
                [
                    "ارتفعت صادرات الدول العربية من الغاز الطبيعي المسال بنسبة 12 في المائة خلال الربع الثالث من العام الحالي، مقارنة بالفترة نفسها من العام الماضي، لتصل إلى 31.4 مليون طن، بحسب تقرير فصلي صادر عن المرصد العربي للطاقة.",
                    "وأرجع التقرير هذه الزيادة إلى دخول خطوط إنتاج جديدة الخدمة في قطر والإمارات، إلى جانب عودة محطة دمياط المصرية إلى التصدير بعد توقف استمر عدة أشهر خلال الصيف بسبب ارتفاع الطلب المحلي على الكهرباء.",
                    "واستحوذت الأسواق الآسيوية على 64 في المائة من الشحنات العربية، تصدرتها الصين والهند وكوريا الجنوبية، فيما ذهبت 29 في المائة إلى أوروبا التي ما زالت تبحث عن بدائل مستقرة لإمداداتها، والنسبة الباقية إلى أسواق أخرى في أميركا الجنوبية وجنوب شرقي آسيا.",
                    "وقال الخبير الاقتصادي الدكتور وليد الفارس لـ«الأفق» إن «الأرقام تعكس تحولاً واضحاً في خريطة الطلب العالمي، فآسيا أصبحت المحرك الرئيسي للسوق، والعقود الطويلة الأجل التي وقعتها الدول العربية مع المشترين الآسيويين خلال العامين الماضيين بدأت تؤتي ثمارها».",
                    "وأضاف أن «التحدي الأكبر في المرحلة المقبلة سيكون المحافظة على القدرة التنافسية أمام المنتجين الجدد في أميركا الشمالية وأفريقيا، خصوصاً مع توقعات بفائض في المعروض العالمي بحلول عام 2028».",
                    "وأشار التقرير إلى أن متوسط سعر الشحنات الفورية في آسيا بلغ 11.8 دولار لكل مليون وحدة حرارية بريطانية خلال الربع الثالث، بانخفاض نسبته 7 في المائة عن الربع السابق، وهو ما حدّ من نمو إيرادات الدول المصدرة رغم زيادة الكميات.",
                    "وتوقع المرصد أن تواصل الصادرات العربية نموها خلال العام المقبل بنسبة تتراوح بين 6 و8 في المائة، مع اكتمال مشروعات توسعة جديدة، لكنه حذر من أن أي تباطؤ في الاقتصاد الصيني قد يضغط على الأسعار ويؤجل بعض الاستثمارات.",
                    "وكانت دول عربية عدة قد أعلنت خلال الأشهر الماضية عن خطط لزيادة طاقتها الإنتاجية من الغاز، في ظل سعيها لتنويع مصادر دخلها وتلبية الطلب المحلي المتزايد على الطاقة، إلى جانب الاستفادة من موقعها الجغرافي القريب من الأسواق الأوروبية والآسيوية على حد سواء.",
                ],
                "kataba-byline-utc-jsonld",
                section="اقتصاد",
                byline="كتب: أحمد علي",
                ld="person",
                tag=True,
                local="2026-12-04 00:30",
            )
        )
        add(
            story(
                "column",
                "/opinion/5090966-when-smart-cities-burden-residents",
                "حين تصبح المدن الذكية عبئاً على سكانها",
                "2026-12-03",
                "2026-12-03T08:00:00+03:00",
                printed("2026-12-03 08:00"),
                ["سمير الخطيب"],
                [
                    "في كل مؤتمر عن مستقبل المدن العربية، تتكرر العبارة نفسها: «المدينة الذكية». تُعرض الشرائح الملونة، وتُذكر أجهزة الاستشعار والتطبيقات ولوحات التحكم، ويخرج الحضور بانطباع أن المشكلة التي عجزنا عن حلها لعقود ستُحل أخيراً بخوارزمية.",
                    "لكنني، بعد سنوات من متابعة هذه المشروعات في أكثر من عاصمة عربية، صرت أميل إلى سؤال أبسط: ذكية لمن؟ فالمواطن الذي يقضي ساعتين يومياً في طريقه إلى العمل لا يعنيه كثيراً أن إشارات المرور متصلة بالإنترنت، ما دامت الحافلة لا تأتي في موعدها، والرصيف لا يتسع لعربة طفل.",
                    "المشكلة ليست في التقنية ذاتها، بل في ترتيب الأولويات. كثير من البلديات تشتري أنظمة مراقبة وتحليل بيانات بملايين الدولارات، ثم تكتشف أنها لا تملك الكوادر القادرة على تشغيلها، ولا الميزانية اللازمة لصيانتها بعد انتهاء عقد التوريد. وهكذا تتحول الشاشات الكبيرة في غرف التحكم إلى ديكور باهظ الثمن.",
                    "ثمة أيضاً جانب يُغفل عادة في النقاش العام: الخصوصية. حين تُزرع الكاميرات وأجهزة الاستشعار في كل شارع، من يملك البيانات التي تجمعها؟ وكيف تُحفظ؟ ومن يحق له الاطلاع عليها؟ هذه أسئلة لا تقل أهمية عن سرعة الإنترنت أو عدد التطبيقات الحكومية، ومع ذلك نادراً ما نجد لها إجابات واضحة في وثائق المشروعات.",
                    "لا أدعو هنا إلى رفض التقنية، فبعض التجارب العربية أثبتت أن البيانات يمكن أن تنقذ الأرواح وتوفر المال. عدادات المياه الذكية في إحدى المدن الخليجية خفّضت الهدر بنسبة ملموسة خلال عامين، ونظام الإنذار المبكر من السيول في مدينة أخرى أتاح إخلاء أحياء كاملة قبل وصول المياه. لكن القاسم المشترك بين هذه التجارب أنها بدأت من مشكلة محددة يعرفها الناس، لا من كتالوج شركة.",
                    "المدينة الذكية الحقيقية هي التي تسأل سكانها قبل أن تشتري. هي التي تنشر بياناتها ليستفيد منها الباحثون ورواد الأعمال، وتقيس نجاحها بعدد الدقائق التي وفرتها على الموظف والطالب، لا بعدد الأجهزة التي ركّبتها. وهي قبل كل شيء مدينة يستطيع فيها كبير السن أن يدفع فاتورته من دون تطبيق، إن لم يرغب في استخدامه.",
                    "ربما حان الوقت لأن نستبدل بعبارة «المدينة الذكية» عبارة أكثر تواضعاً: «المدينة التي تعمل». مدينة تُجمع فيها النفايات في موعدها، وتُصان فيها الأرصفة، وتصل فيها الحافلة حين يقول الجدول إنها ستصل. إذا نجحنا في ذلك، فسيأتي الذكاء بعده تلقائياً.",
                    "SIGN: * كاتب وباحث في التخطيط الحضري، مقيم في عمّان",
                ],
                "opinion-writer-box-biqalam",
                section="الرأي",
                byline="بقلم: سمير الخطيب",
                ld="person",
                opinion=True,
                local="2026-12-03 08:00",
            )
        )
        add(
            story(
                "beirut",
                "/arab-world/5090871-lebanon-syria-masnaa-trucks-deal",
                "اتفاق لبناني - سوري على تنظيم عبور الشاحنات عبر معبر المصنع",
                "2026-12-02",
                "2026-12-02T16:10:00Z",
                printed("2026-12-02 19:10"),
                ["ليلى منصور", "خالد العمر"],
                [
                    "RAW:<p><strong>بيروت: ليلى منصور - دمشق: خالد العمر</strong></p>",
                    "توصلت الحكومتان اللبنانية والسورية، الأربعاء، إلى اتفاق مبدئي لتنظيم حركة عبور الشاحنات عبر معبر المصنع الحدودي، بعد أسابيع من الازدحام الذي أدى إلى تكدّس مئات الشاحنات على جانبي الحدود وتلف جزء من حمولاتها الزراعية.",
                    "وقال مصدر في وزارة الأشغال العامة والنقل اللبنانية لـ«الأفق» إن الاتفاق ينص على تخصيص مسارات منفصلة للشاحنات المحمّلة بالمنتجات الزراعية والمبرّدة، وتمديد ساعات العمل في المعبر إلى 18 ساعة يومياً، إضافة إلى اعتماد نظام حجز مسبق إلكتروني لمواعيد العبور.",
                    "وفي دمشق، أكد مسؤول في هيئة المنافذ الحدودية أن الجانب السوري سيبدأ تطبيق الإجراءات الجديدة اعتباراً من منتصف الشهر الحالي، موضحاً أن «الهدف هو تقليص مدة انتظار الشاحنة من ثلاثة أيام في بعض الحالات إلى أقل من ست ساعات».",
                    "ويُعد معبر المصنع الشريان البري الرئيسي للصادرات اللبنانية نحو الأسواق العربية، إذ يمر عبره أكثر من 70 في المائة من الشاحنات المتجهة إلى الأردن ودول الخليج. وقدّر اتحاد المزارعين في البقاع خسائر القطاع خلال أسابيع الازدحام بنحو 14 مليون دولار.",
                    'RAW:<div class="inline-read-more"><span>اقرأ أيضاً</span> <a href="/arab-world/5088412-bekaa-potato-season">موسم البطاطا في البقاع يواجه أزمة تصدير</a></div>',
                    "وقال رئيس نقابة أصحاب الشاحنات في لبنان، جورج حداد، إن السائقين «أمضوا ليالي كاملة في العراء بانتظار دورهم، من دون مرافق صحية أو أماكن للاستراحة»، مطالباً بأن يشمل الاتفاق إنشاء ساحة انتظار مجهزة على الجانب اللبناني.",
                    "من جهته، قال تاجر خضار من زحلة يدعى سليم عون إن شحنة من البطاطا تعود له بقيت عالقة خمسة أيام، «وعندما وصلت إلى عمّان كان نصفها قد فسد». وأضاف أن «المزارع هو من يدفع الثمن في النهاية، لأن التاجر يعوّض خسارته بخفض سعر الشراء في الموسم التالي».",
                    "ويأتي الاتفاق في وقت تسعى فيه بيروت ودمشق إلى تنشيط التبادل التجاري بين البلدين، الذي تراجع إلى أقل من نصف مستواه قبل عقد. ومن المقرر أن تجتمع لجنة فنية مشتركة مطلع الشهر المقبل لتقييم نتائج التطبيق ومناقشة فتح معبر ثانٍ أمام حركة الشحن في الشمال.",
                ],
                "two-correspondents-byline-in-body",
                section="العالم العربي",
                dek="مسارات منفصلة للمنتجات الزراعية وحجز إلكتروني للمواعيد",
                ld="person",
                local="2026-12-02 19:10",
            )
        )
        add(
            story(
                "london",
                "/arab-world/5090790-iraqi-painting-london-auction-record",
                "لوحة للفنان العراقي فائق السامرائي تباع بـ1.3 مليون جنيه إسترليني في مزاد لندني",
                "2026-12-02",
                None,
                printed("2026-12-02 11:45"),
                [],
                [
                    "بيعت لوحة «نخيل البصرة عند الغروب» للفنان العراقي الراحل فائق السامرائي بمبلغ 1.3 مليون جنيه إسترليني، في مزاد للفن الحديث والمعاصر من الشرق الأوسط أقيم مساء الثلاثاء في لندن، لتسجل رقماً قياسياً لأعمال الفنان.",
                    "وكانت دار المزادات قد قدّرت سعر اللوحة، التي رسمها السامرائي عام 1964 بالألوان الزيتية على قماش بطول مترين تقريباً، بما يتراوح بين 400 و600 ألف جنيه، قبل أن تحتدم المنافسة بين أربعة مزايدين عبر الهاتف وفي القاعة.",
                    "FIG: لوحة نخيل البصرة عند الغروب | لوحة «نخيل البصرة عند الغروب» معروضة قبل المزاد (دار المزادات)",
                    "وقالت مديرة قسم فنون الشرق الأوسط في الدار، هيلين ماركهام، إن «الإقبال على أعمال جيل الستينات العراقي يعكس اهتماماً متزايداً من المتاحف وهواة الاقتناء في المنطقة بإعادة كتابة تاريخ الحداثة الفنية العربية».",
                    "وشمل المزاد 86 عملاً لفنانين من مصر ولبنان وسوريا والعراق والمغرب، بيع منها 71 عملاً بإجمالي تجاوز 7 ملايين جنيه. وحلّت في المرتبة الثانية منحوتة برونزية للنحات المصري عادل مراد بيعت بـ420 ألف جنيه.",
                    "وكان المزاد قد شهد في بدايته فتوراً نسبياً، إذ بيعت الأعمال الأولى بأسعار قريبة من الحد الأدنى للتقديرات، قبل أن ترتفع وتيرة المزايدة مع عرض أعمال جيل الرواد. وقال أحد الحاضرين، وهو تاجر أعمال فنية لبناني مقيم في لندن، إن «القاعة كانت ممتلئة على غير العادة، وكان واضحاً أن كثيرين جاؤوا من أجل لوحة واحدة».",
                    "ولم تكشف الدار عن هوية المشتري، واكتفت بالقول إنه «مؤسسة خليجية»، ما أثار تكهنات بأن اللوحة ستُعرض في أحد المتاحف الجديدة في المنطقة.",
                    "ووُلد السامرائي في سامراء عام 1931، ودرس في بغداد وروما، وعُرف بلوحاته التي تمزج بين المنظر الطبيعي العراقي والتجريد الهندسي. وتوفي في لندن عام 1998 بعد أن أمضى فيها العقدين الأخيرين من حياته.",
                    "ويرى نقاد أن الأسعار القياسية لأعمال الفنانين العرب الراحلين تطرح أسئلة حول مصير كثير من اللوحات التي ما زالت في حوزة عائلات أو مجموعات خاصة، من دون توثيق أو ترميم مناسب، في ظل غياب قاعدة بيانات شاملة لأعمال فناني المنطقة في القرن العشرين.",
                ],
                "paper-credit-no-jsonld",
                section="العالم العربي",
                byline="لندن: «الأفق»",
                ld="",
                local="2026-12-02 11:45",
            )
        )
        add(
            story(
                "interview",
                "/culture/5090702-salma-idrissi-interview",
                "الروائية المغربية سلمى الإدريسي: الرواية العربية لم تعد تخاف من الحكاية",
                "2026-12-02",
                "2026-12-02T10:00:00+03:00",
                printed("2026-12-02 10:00"),
                ["نادية بنعلي"],
                [
                    "بعد ثلاث روايات لفتت الأنظار، تعود الكاتبة المغربية سلمى الإدريسي بعمل جديد عنوانه «بيت على سفح الأطلس»، تتتبع فيه ثلاثة أجيال من عائلة أمازيغية بين قرية جبلية والدار البيضاء. التقتها «الأفق» في الرباط، وكان هذا الحوار.",
                    "Q: تبدأ روايتك الجديدة بزلزال يهدم القرية. لماذا اخترتِ هذه البداية؟ || لأن الزلزال لحظة تنكشف فيها الأشياء. البيوت التي بدت صلبة لعقود تسقط في ثوانٍ، والناس يكتشفون ما كان مخبأً تحت الجدران: رسائل، صور، ديون قديمة. أردت أن تبدأ الحكاية من هذا الانكشاف، ثم أعود إلى الوراء لأفهم كيف وصلت العائلة إلى هناك.",
                    "Q: هل تكتبين من تجربة شخصية؟ || جدتي من قرية قريبة من تلك التي أصفها، لكن الرواية ليست سيرة. أخذت من ذاكرتها بعض التفاصيل الصغيرة، مثل طريقة الخَبز في الفرن الطيني، وأغاني النساء في الأعراس، ثم تركت الخيال يعمل. أظن أن كل رواية تحتاج إلى بذرة حقيقية، لكنها لا تنمو إلا في أرض متخيلة.",
                    "Q: يقال إن الرواية العربية الجديدة صارت أكثر ميلاً إلى التشويق والحبكة. هل توافقين؟ || نعم، وأرى ذلك أمراً صحياً. لفترة طويلة كان هناك خوف من الحكاية، كأن الرواية الجادة يجب أن تكون صعبة ومغلقة. القراء الشباب اليوم يريدون قصة تشدهم، وهذا لا يتعارض مع العمق. نجيب محفوظ نفسه كان حكّاءً بارعاً قبل أي شيء آخر.",
                    "Q: كتبتِ بالعربية رغم أن لغتك الأم هي الأمازيغية. كيف تعيشين هذه المسافة؟ || هي مسافة مثمرة. أفكر أحياناً بالأمازيغية وأكتب بالعربية، وفي هذا الانتقال تولد صور لا تخطر لمن يكتب بلغة واحدة. في الرواية الجديدة أدرجت عبارات أمازيغية قليلة من دون ترجمة، وتركت للقارئ أن يفهمها من السياق.",
                    "Q: ما الذي تقرئينه الآن؟ || أعيد قراءة «موسم الهجرة إلى الشمال» للطيب صالح، للمرة الرابعة ربما. وأقرأ أيضاً مجموعة قصصية لكاتب سوداني شاب لفتتني لغته المقتصدة. أحب أن أقرأ كتابين في وقت واحد، واحداً قديماً وآخر جديداً.",
                    "Q: وما مشروعك المقبل؟ || لا أحب الحديث عن الكتب قبل أن تكتمل. يكفي أن أقول إنني أجمع مادة عن نساء عملن في مصانع تعليب السردين في آسفي خلال السبعينات. ربما تصبح رواية، وربما لا.",
                ],
                "interview-qa-city-byline",
                section="ثقافة وفنون",
                byline="الرباط: نادية بنعلي",
                kicker="حوار",
                ld="person",
                local="2026-12-02 10:00",
            )
        )
        add(
            story(
                "review",
                "/culture/5090951-salt-of-the-sea-red-sea-festival-review",
                "«ملح البحر» في مهرجان البحر الأحمر: حكاية صياد يرفض الرحيل",
                "2026-12-03",
                "2026-12-03T11:05:00+03:00",
                printed("2026-12-03 11:05"),
                ["هالة الشمري"],
                [
                    "في الفيلم الروائي الأول للمخرج التونسي ياسين بن عمر، «ملح البحر»، الذي عُرض مساء الأربعاء ضمن المسابقة الرسمية لمهرجان البحر الأحمر السينمائي في جدة، يقف صياد عجوز على شاطئ جزيرة قرقنة ويرفض أن يبيع قاربه، بينما يغادر أبناؤه وجيرانه واحداً تلو الآخر.",
                    "الحكاية بسيطة في ظاهرها، لكن بن عمر يبنيها بصبر لافت. الكاميرا تبقى طويلاً على وجه الممثل محمد الصغير، الذي يؤدي دور «عم الهادي»، وعلى يديه وهما تصلحان الشباك كل صباح، حتى يصبح هذا الطقس اليومي نوعاً من المقاومة الصامتة.",
                    "FIG: مشهد من فيلم ملح البحر | الممثل محمد الصغير في مشهد من «ملح البحر» (مهرجان البحر الأحمر)",
                    "يستفيد الفيلم من تصوير بديع لمدير التصوير الفرنسي لوك فيرنييه، الذي التقط ضوء الجزيرة في ساعات الفجر والغروب بألوان باهتة تشبه الصور القديمة. أما الموسيقى، القليلة، فتعتمد على آلة الناي وأصوات البحر، ما يمنح المشاهد إحساساً بالعزلة التي يعيشها البطل.",
                    "ويُحسب للمخرج أنه اختار ممثلين غير محترفين من أهالي الجزيرة لأدوار الجيران والصيادين، ما منح المشاهد الجماعية، ولا سيما مشهد السوق الصباحي ومشهد العرس، صدقاً نادراً. لكن هذا الخيار نفسه يكشف ضعف أداء بعض الممثلين المحترفين في الأدوار الثانوية، الذين بدوا أحياناً وكأنهم يؤدون على خشبة مسرح لا أمام كاميرا.",
                    "غير أن الفيلم يتعثر في نصفه الثاني، حين يحاول أن يقول أكثر مما يحتمل. خط الابن المهاجر إلى إيطاليا، الذي يظهر عبر مكالمات فيديو متكررة، يبدو مقحماً، وتتحول بعض الحوارات إلى خطب عن الهجرة والتغير المناخي كان يمكن الاستغناء عنها، لأن الصورة قالت ذلك بالفعل.",
                    "ومع ذلك، يبقى المشهد الأخير من أجمل ما شاهدناه في دورة هذا العام: عم الهادي وحيداً في قاربه وسط البحر، يلقي الشبكة ويسحبها فارغة، ثم يلقيها من جديد. لا موسيقى ولا كلمات، فقط صوت الموج وصبر رجل يعرف أن البحر لم يعد كما كان.",
                    "«ملح البحر» بداية واعدة لمخرج يملك عيناً حساسة وقدرة على إدارة الممثلين، وإن كان يحتاج في أعماله المقبلة إلى ثقة أكبر بالصمت. ومن المنتظر أن يُعرض الفيلم تجارياً في تونس والمغرب مطلع العام المقبل.",
                ],
                "film-review-city-byline",
                section="ثقافة وفنون",
                byline="جدة: هالة الشمري",
                kicker="سينما",
                ld="person",
                local="2026-12-03 11:05",
            )
        )
        add(
            story(
                "brief",
                "/economy/5091310-oil-prices-rise-us-stocks",
                "ارتفاع أسعار النفط بعد تراجع المخزونات الأميركية",
                "2026-12-04",
                "2026-12-04T06:40:00+00:00",
                printed("2026-12-04 09:40"),
                [],
                [
                    "ارتفعت أسعار النفط، الجمعة، بعد أن أظهرت بيانات رسمية تراجع مخزونات الخام في الولايات المتحدة بأكثر من المتوقع الأسبوع الماضي.",
                    "وصعدت العقود الآجلة لخام برنت 74 سنتاً أو 1 في المائة إلى 76.38 دولار للبرميل بحلول الساعة 06:30 بتوقيت غرينتش، كما ارتفع خام غرب تكساس الوسيط 69 سنتاً إلى 72.15 دولار.",
                    "وقال محللون إن السوق تترقب أيضاً اجتماعاً لكبار المنتجين الأسبوع المقبل قد يحدد مستويات الإنتاج للربع الأول من العام المقبل.",
                ],
                "agency-brief-org-author",
                section="اقتصاد",
                byline="(أ ف ب)",
                ld="org",
                tag=True,
                local="2026-12-04 09:40",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}" />',
            '<meta property="og:site_name" content="الأفق" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            '<meta property="og:locale" content="ar_AR" />',
            '<meta name="twitter:card" content="summary_large_image" />',
            '<meta name="twitter:site" content="@alufuq_test" />',
        ]
        ld: dict | None = None
        if doc.is_article:
            metas.insert(2, '<meta property="og:type" content="article" />')
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
            mode = doc.extra.get("ld")
            if mode:
                author = (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if mode == "person"
                    else {"@type": "Organization", "name": "الأفق", "url": ORIGIN + "/"}
                )
                node = {
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "name": doc.title,
                    "description": self.lede(doc),
                    "image": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/sites/default/files/styles/article_large/public/2026/12/{doc.path.split('/')[-1][:7]}.jpg",
                        "width": "1200",
                        "height": "675",
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "isAccessibleForFree": "True",
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "الأفق",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/themes/custom/ufuq/logo.png"},
                    },
                    "mainEntityOfPage": url,
                }
                ld = {"@context": "https://schema.org", "@graph": [node]}
        elif doc.kind == "video":
            metas.insert(2, '<meta property="og:type" content="video.other" />')
            ld = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "VideoObject",
                        "name": doc.title,
                        "description": doc.extra["desc"],
                        "uploadDate": doc.extra["local"].replace(" ", "T") + ":00+03:00",
                        "thumbnailUrl": f"{ORIGIN}/sites/default/files/video/5091251.jpg",
                        "embedUrl": "https://www.youtube.com/embed/aQ7zLm3Xk2c",
                    }
                ],
            }
        elif doc.kind == "infographic":
            metas.insert(2, '<meta property="og:type" content="article" />')
            metas.append('<meta property="article:published_time" content="2026-12-03T09:00:00+03:00" />')
        else:
            metas.insert(2, '<meta property="og:type" content="website" />')
        if ld:
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("home", "الرئيسية"),
            ("arab", "العالم العربي"),
            ("economy", "اقتصاد"),
            ("https://www.alufuq.test/opinion", "الرأي"),
            ("https://www.alufuq.test/culture", "ثقافة وفنون"),
            ("video", "فيديو"),
            ("infographic", "إنفوغراف"),
        ]
        nav = "\n".join(f'<li class="menu-item">{self.a(k, t, "nav")}</li>' for k, t in menu)
        most = "\n".join(
            f'<li><span class="rank">{ar_digits(str(i + 1))}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["gas", "metro", "london", "column", "review"])
        )
        node = doc.path.split("/")[-1].split("-")[0] if doc.is_article else "0"
        body_class = "page-node-type-article" if doc.is_article else f"path-{doc.kind}"
        return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8" />
<title>{esc(doc.title)} | الأفق</title>
{self.head_meta(doc)}
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/ufuq/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" type="application/rss+xml" title="الأفق" href="https://www.alufuq.test/rss.xml" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3v8dJ2kLx0pR7wT1yZ.css?delta=0&amp;language=ar&amp;theme=ufuq&amp;include=eJxLz" />
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/2231/alufuq/ar/{esc(doc.section or doc.kind)}',[[728,90],[970,250]],'div-gpt-top').addService(googletag.pubads());googletag.pubads().setTargeting('lang','ar');googletag.enableServices();}});</script>
</head>
<body class="{body_class} lang-ar rtl">
<a href="#main-content" class="visually-hidden focusable skip-link">تجاوز إلى المحتوى الرئيسي</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="top-bar"><span class="today-date">{DAYS[5]} {day_text(2026, 12, 5)}</span>
<ul class="top-links"><li><a href="https://english.alufuq.test/">English</a></li><li><a href="/user/login">تسجيل الدخول</a></li><li><a href="/newsletter">النشرة البريدية</a></li></ul></div>
<header class="site-header" role="banner">
<a href="/" rel="home" class="site-logo"><img src="/themes/custom/ufuq/logo.svg" alt="الأفق" width="180" height="48" /></a>
<nav role="navigation" aria-labelledby="block-ufuq-main-menu" class="main-menu"><h2 class="visually-hidden" id="block-ufuq-main-menu">القائمة الرئيسية</h2>
<ul class="menu">
{nav}
</ul></nav>
<form class="search-block-form" action="/search" method="get"><input type="search" name="search_api_fulltext" placeholder="ابحث في الأفق" /><button type="submit">بحث</button></form>
<div class="trending">الأكثر بحثاً: {self.a("search", SEARCH_Q, "nav")} · {self.a("tag", TAG, "nav")}</div>
</header>
<div id="div-gpt-top" class="ad-slot ad-leaderboard"></div>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="layout-content">
{main}
</div>
<aside class="layout-sidebar-first" role="complementary">
<div class="block block-most-read"><h2>الأكثر قراءة</h2><ol>{most}</ol></div>
<div class="block block-newsletter"><h2>نشرة الأفق الصباحية</h2><p>أهم الأخبار في بريدك كل صباح</p><form action="/newsletter/subscribe" method="post"><input type="email" name="mail" placeholder="البريد الإلكتروني" /><button>اشترك</button></form></div>
<div id="div-gpt-mpu" class="ad-slot ad-mpu"></div>
</aside>
</main>
<footer class="site-footer" role="contentinfo">
<div class="footer-menu"><ul>
<li>{self.a("about", "من نحن", "footer")}</li>
<li><a href="/privacy-policy">سياسة الخصوصية</a></li>
<li><a href="/terms">شروط الاستخدام</a></li>
<li><a href="/advertise">أعلن معنا</a></li>
<li><a href="mailto:newsroom@alufuq.test">راسلنا</a></li>
</ul></div>
<div class="social"><a href="https://x.com/alufuq_test" rel="noopener">إكس</a> <a href="https://www.facebook.com/alufuq.test" rel="noopener">فيسبوك</a> <a href="https://www.youtube.com/@alufuqtest" rel="noopener">يوتيوب</a> <a href="https://t.me/alufuq_test" rel="noopener">تلغرام</a></div>
<p class="copyright">© 2026 الأفق. جميع الحقوق محفوظة.</p>
</footer>
</div>
<div class="eu-cookie-compliance-banner" role="alertdialog" aria-labelledby="popup-text"><div id="popup-text"><p>نستخدم ملفات تعريف الارتباط لتحسين تجربتك على موقعنا وعرض إعلانات تناسب اهتماماتك.</p></div><button type="button" class="agree-button">موافق</button> <button type="button" class="decline-button">لا، شكراً</button></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/{node}","currentLanguage":"ar","isFront":{"true" if doc.key == "home" else "false"}}},"eu_cookie_compliance":{{"popup_enabled":true,"popup_position":false,"cookie_lifetime":100}},"ajaxTrustedUrl":{{"\\/search":true}},"user":{{"uid":0,"permissionsHash":"8e0c2f7c3b"}}}}</script>
<script src="/sites/default/files/js/js_Vh2aP0kLm8XcRt4qW9.js?scope=footer&amp;delta=0&amp;language=ar&amp;theme=ufuq"></script>
</body>
</html>"""

    def share(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        return (
            '<div class="share-links"><span>شارك</span> '
            f'<a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="fb" rel="noopener">فيسبوك</a> '
            f'<a href="https://x.com/intent/post?url={u}" class="x" rel="noopener">إكس</a> '
            f'<a href="https://api.whatsapp.com/send?text={u}" class="wa" rel="noopener">واتساب</a> '
            f'<a href="mailto:?subject={quote(doc.title)}&amp;body={u}" class="mail">بريد</a></div>'
        )

    def story_main(self, doc: Doc) -> str:
        crumbs = f'<nav class="breadcrumb" aria-labelledby="system-breadcrumb"><ol><li>{self.a("home", "الرئيسية", "breadcrumb")}</li><li>{esc(doc.section)}</li></ol></nav>'
        kicker = (
            f'<div class="field--name-field-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        )
        dek = f'<div class="field field--name-field-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        writer = ""
        byline = ""
        if doc.extra.get("opinion"):
            writer = (
                f'<div class="writer-box"><img src="/sites/default/files/writers/samir-al-khatib.jpg" alt="سمير الخطيب" width="90" height="90" />'
                f'<div class="writer-name">{self.a("writer", "سمير الخطيب", "byline")}</div><div class="writer-more">{self.a("writer", "مقالات أخرى للكاتب", "byline")}</div></div>'
            )
            byline = f'<div class="field field--name-field-byline">{esc(doc.byline)}</div>'
        elif doc.byline:
            byline = f'<div class="field field--name-field-byline">{esc(doc.byline)}</div>'
        hero = ""
        if doc.key in ("metro", "gas", "brief"):
            hero = f'<div class="field field--name-field-image"><img src="/sites/default/files/styles/article_large/public/2026/12/{doc.path.split("/")[-1][:7]}.jpg" alt="{esc(doc.title)}" width="1200" height="675" loading="eager" /></div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="field field--name-field-tags"><span class="field__label">مواضيع</span> {self.a("tag", TAG, "tag")} <a href="/tags/%D8%A7%D9%84%D9%86%D9%81%D8%B7">النفط</a></div>'
        elif doc.key == "metro":
            tags = f'<div class="field field--name-field-tags"><span class="field__label">مواضيع</span> <a href="/tags/%D8%A7%D9%84%D9%86%D9%82%D9%84">النقل</a> {self.a("search", SEARCH_Q, "tag")}</div>'
        elif doc.key == "beirut":
            tags = '<div class="field field--name-field-tags"><span class="field__label">مواضيع</span> <a href="/tags/%D9%84%D8%A8%D9%86%D8%A7%D9%86">لبنان</a> <a href="/tags/%D8%B3%D9%88%D8%B1%D9%8A%D8%A7">سوريا</a></div>'
        rel = (
            [k for k in ARTS if k != doc.key][:4]
            if doc.key not in ("brief", "london")
            else [k for k in ARTS if k != doc.key][3:7]
        )
        related = "\n".join(f'<div class="views-row">{self.a(k, self.docs[k].title, "related")}</div>' for k in rel)
        comments = ""
        if doc.extra.get("opinion"):
            comments = '<section class="comments"><h2>التعليقات (3)</h2><div class="comment"><span class="comment-author">أبو خالد</span><p>مقال في الصميم، المشكلة في التنفيذ دائماً.</p></div><div class="comment"><span class="comment-author">ريم</span><p>نحتاج فعلاً إلى مدن تعمل قبل أن تكون ذكية.</p></div></section>'
        return f"""{crumbs}
<article role="article" about="{esc(doc.path)}" class="node node--type-article node--promoted node--view-mode-full">
<header class="node__header">
{kicker}
<h1 class="page-title"><span class="field field--name-title field--type-string">{esc(doc.title)}</span></h1>
{dek}
{writer}
<div class="node__meta">
{byline}
<div class="node__submitted"><span class="date-display">{esc(doc.stamp)}</span></div>
</div>
{self.share(doc)}
</header>
{hero}
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
{tags}
{comments}
</article>
<div class="block block-views-related"><h2>اقرأ أيضاً</h2>
{related}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = short_date(d.extra["local"]) if d.extra.get("local") else ""
            summary = self.lede(d) if d.is_article else d.title
            rows.append(
                f'<div class="views-row"><article class="node node--view-mode-teaser"><span class="teaser-section">{esc(d.section or "إنفوغراف")}</span>'
                f'<h3 class="node__title">{self.a(k, d.title, "content")}</h3><div class="teaser-summary">{esc(summary)}</div>'
                f'<span class="teaser-date">{when}</span></article></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = (
                f'<div class="writer-profile"><img src="/sites/default/files/writers/samir-al-khatib.jpg" alt="سمير الخطيب" width="160" height="160" />'
                f'<h1 class="page-title">{esc(doc.title)}</h1><p class="writer-bio">{esc(doc.extra["bio"])}</p></div><h2>مقالات الكاتب</h2>'
            )
            extra = (
                '<div class="views-row"><a href="/opinion/5084410-parks-are-not-luxury">الحدائق العامة ليست ترفاً</a><span class="teaser-date">١٩ نوفمبر ٢٠٢٦</span></div>'
                '<div class="views-row"><a href="/opinion/5077203-who-plans-arab-suburbs">من يخطط لضواحي المدن العربية؟</a><span class="teaser-date">٥ نوفمبر ٢٠٢٦</span></div>'
            )
        elif doc.kind == "search":
            head = (
                f'<h1 class="page-title">{esc(doc.title)}</h1><form class="views-exposed-form" action="/search"><input type="text" name="search_api_fulltext" value="{esc(SEARCH_Q)}" /><button>بحث</button></form>'
                f'<div class="view-header">عدد النتائج: {ar_digits(str(len(doc.extra["list"])))}</div>'
            )
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-term-description"><p>كل ما ينشر في «الأفق» عن أسواق الطاقة والنفط والغاز والطاقة المتجددة.</p></div>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">الأفق - صحيفة العرب الدولية</h1>'
            extra = (
                f'<div class="block home-opinion"><h2>{self.a("https://www.alufuq.test/opinion", "الرأي", "content")}</h2>'
                f'<div class="writer-teaser"><img src="/sites/default/files/writers/samir-al-khatib.jpg" alt="" width="60" height="60" />{self.a("writer", "سمير الخطيب", "content")}: {self.a("column", self.docs["column"].title, "content")}</div></div>'
                f'<div class="block home-multimedia"><h2>وسائط</h2>{self.a("video", self.docs["video"].title, "content")}<br />{self.a("infographic", self.docs["infographic"].title, "content")}</div>'
            )
        pager = ""
        if doc.extra.get("more") and doc.key != "home":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active">١</li><li class="pager__item">{self.a(doc.extra["more"], "٢", "pagination")}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "التالي ›", "pagination")}</li></ul></nav>'
        elif doc.key == "arab2":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.a("arab", "‹ السابق", "pagination")}</li><li class="pager__item">{self.a("arab", "١", "pagination")}</li><li class="pager__item is-active">٢</li><li class="pager__item"><a href="/arab-world?page=2">٣</a></li></ul></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("arab", "المزيد من العالم العربي", "content")}</div>'
        return f"""<div class="view view-{doc.kind} view-display-id-page_1">
{head}
<div class="view-content">
{chr(10).join(rows)}
{extra}
</div>
{pager}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "infographic":
            return f"""<article class="node node--type-infographic node--view-mode-full">
<h1 class="page-title">{esc(doc.title)}</h1>
<div class="node__submitted"><span class="date-display">{esc(printed(doc.extra["local"]))}</span></div>
{self.share(doc)}
<div class="field field--name-field-infographic-image"><img src="/sites/default/files/infographics/2026/12/solar-arab-world-ar.png" alt="القدرة المركبة لمحطات الطاقة الشمسية في الدول العربية بالميغاواط، مع حصة كل دولة" width="1080" height="3400" /></div>
<div class="field field--name-field-caption">المصدر: المرصد العربي للطاقة — الأرقام حتى نهاية الربع الثالث من عام ٢٠٢٦</div>
<div class="download"><a href="/sites/default/files/infographics/2026/12/solar-arab-world-ar-hd.png">تحميل بجودة عالية</a></div>
<div class="field field--name-field-tags"><span class="field__label">مواضيع</span> {self.a("tag", TAG, "tag")}</div>
</article>"""
        if doc.kind == "video":
            return f"""<article class="node node--type-video node--view-mode-full">
<div class="field field--name-field-video"><div class="video-embed-field-provider-youtube video-embed-field-responsive-video"><iframe width="854" height="480" frameborder="0" allowfullscreen="allowfullscreen" src="https://www.youtube.com/embed/aQ7zLm3Xk2c?autoplay=0&amp;start=0&amp;rel=0"></iframe></div></div>
<h1 class="page-title">{esc(doc.title)}</h1>
<div class="node__submitted"><span class="date-display">{esc(printed(doc.extra["local"]))}</span> · <span class="duration">٣:٤٢</span></div>
<div class="field field--name-field-description"><p>{esc(doc.extra["desc"])}</p></div>
{self.share(doc)}
<div class="field field--name-field-tags"><span class="field__label">مواضيع</span> {self.a("tag", TAG, "tag")}</div>
<div class="block more-videos"><h2>فيديوهات أخرى</h2><a href="/video/5090412-riyadh-metro-first-month">شهر على تشغيل مترو الرياض</a> <a href="/video/5089901-alula-winter-festival">مهرجان شتاء العلا</a></div>
</article>"""
        return f'<article class="node node--type-page node--view-mode-full"><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-body">\n{self.blocks(doc)}\n</div></article>'
