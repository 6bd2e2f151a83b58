# ruff: noqa: E501 (page texts and markup are long literal lines)
"""الحدث التونسي Al-Hadath at-Tounsi: a Tunisian Arabic news portal on **SPIP 4** (the classic skeleton: `cartouche`,
`surtitre`, `info-publi`, `vcard author`, `chapo`, `texte`, `h3.spip` intertitles, `notes` footnotes with
`spip_note_ref`, `ps`; relative URLs `spip.php?article8812`, sections `spip.php?rubrique3` with
`&debut_articles=10#pagination_articles` for page 2, keywords `spip.php?mot14`, authors `spip.php?auteur27`, search
`spip.php?page=recherche&recherche=`), Arabic, right to left, UTF-8, Tunis time (UTC+1).

Dates are printed Gregorian and Hijri side by side: "الجمعة 4 ديسمبر 2026 - 23 جمادى الآخرة 1448 | 14:32" with
Western digits on most pages, and with **Arabic-Indic digits** on the pages of the dossier and culture skeletons
("الخميس ٣ ديسمبر ٢٠٢٦ - ٢٢ جمادى الآخرة ١٤٤٨"); the top bar prints today's date. SPIP has no JSON-LD here: the hAtom
`<abbr class="published" title="…Z">` and a metas plugin's `article:published_time` are in **UTC** (the TAP story,
posted at 00:40 on 4 December, says 23:40Z on 3 December). Bylines are SPIP author accounts: "كتبت: أميرة الطرابلسي"
with "تصوير: حاتم الماجري" beside it, "منية العرفاوي وسامي النصري" (one account, two names joined by "و"), the
agency accounts "وات" (TAP) and "وكالات", the desk "القسم الرياضي", "د. هشام بن عمر". A deleted article's URL serves
a **soft 404** (status 200, the site's chrome and a "page not found" message); a weather page and a contact page are
not articles."""

from __future__ import annotations

from common import DAYS_AR, HMONTHS, MONTHS_TN, Base, ar_digits, blocks_html, hijri, page, pct, story, utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.alhadath-tn.test"
SEARCH_Q = "الزيتون"
ARTS = ["tap", "quake", "medina", "inflation", "dossier", "column", "derja", "sport"]
A_IN = 'class="spip_in"'
A_FN = 'class="url fn spip_in"'
A_TAG = 'rel="tag"'
RUBS = {"وطنية": "rub3", "اقتصاد": "rub5"}
OTHER_RUBS = {"عالمية": 4, "آراء": 8, "ثقافة": 6, "رياضة": 7}


def tn_date(local: str, indic: bool = False, with_time: bool = True) -> str:
    """'2026-12-04 14:32' -> 'الجمعة 4 ديسمبر 2026 - 23 جمادى الآخرة 1448 | 14:32'."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    hy, hm, hd = hijri(y, m, d)
    out = f"{DAYS_AR[weekday(day)]} {d} {MONTHS_TN[m - 1]} {y} - {hd} {HMONTHS[hm - 1]} {hy}"
    if with_time:
        out += f" | {time}"
    return ar_digits(out) if indic else out


class Hadath(Base):
    origin = ORIGIN
    name = "الحدث التونسي"
    prefix = "hdt"
    language = "ar"
    relative = True  # SPIP writes spip.php?… relative to the site root
    content_type = "text/html; charset=utf-8"

    def href(self, key_or_path: str) -> str:
        if key_or_path == "home":
            return ORIGIN + "/"
        return super().href(key_or_path)

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hdt",
            [
                ".cartouche h1.titre",
                ".cartouche .surtitre",
                ".info-publi",
                ".chapo",
                ".texte p",
                ".texte h3.spip",
                ".notes",
                "#nav ul li a",
                ".aside .menu li",
                ".pagination .lien_pagination",
                ".footer",
                "#cookie-bar",
                ".liste-items .item",
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
                "الحدث التونسي",
                "spip-sommaire",
                list=["tap", "medina", "inflation", "quake", "dossier", "sport", "derja", "column"],
            )
        )
        add(
            page(
                "rub3", "/spip.php?rubrique3", "section", "وطنية", "spip-rubrique", list=["tap", "medina"], more="rub3b"
            )
        )
        add(
            page(
                "rub3b",
                "/spip.php?rubrique3&debut_articles=10",
                "section",
                "وطنية",
                "spip-rubrique-debut-articles",
                list=["dossier"],
            )
        )
        add(page("rub5", "/spip.php?rubrique5", "section", "اقتصاد", "spip-rubrique", list=["inflation"]))
        add(page("mot", "/spip.php?mot14", "tag", "الفلاحة", "spip-mot", list=["tap", "dossier"]))
        add(
            page(
                "auteur",
                "/spip.php?auteur27",
                "author",
                "رضا الشابي",
                "spip-auteur",
                list=["column"],
                bio="أستاذ القانون العام بجامعة تونس المنار، مختص في قانون الطاقة والبيئة.",
            )
        )
        add(
            page(
                "search",
                "/spip.php?page=recherche&recherche=" + pct(SEARCH_Q),
                "search",
                f"نتائج البحث عن «{SEARCH_Q}»",
                "spip-recherche",
                list=["tap"],
            )
        )
        add(page("notfound", "/spip.php?article8650", "not-found", "الصفحة غير موجودة", "spip-soft-404-status-200"))
        add(page("meteo", "/spip.php?page=meteo", "weather", "حالة الطقس", "spip-page-meteo-table"))
        add(
            page(
                "contact",
                "/spip.php?page=contact",
                "contact",
                "اتصل بنا",
                "spip-formulaire-ecrire-auteur",
                [
                    "لمراسلة هيئة تحرير «الحدث التونسي» يرجى ملء الاستمارة التالية. نلتزم بالردّ على رسائلكم في أقرب الآجال.",
                    "العنوان: 12 نهج الهادي شاكر، تونس 1002 — الهاتف: 71000000",
                ],
            )
        )
        add(
            story(
                "tap",
                "/spip.php?article8812",
                "صابة الزيتون: توقعات بإنتاج 380 ألف طن من الزيت خلال الموسم الحالي",
                "2026-12-04",
                utc("2026-12-04 00:40", 1, z=True),
                tn_date("2026-12-04 00:40"),
                [],
                [
                    "توقّع المرصد الوطني للفلاحة أن يبلغ إنتاج زيت الزيتون خلال موسم 2026-2027 حوالي 380 ألف طن، وهو ما يمثّل ارتفاعا بنسبة 12 بالمائة مقارنة بالموسم الفارط.",
                    "وأوضح المرصد، في نشريته الشهرية الصادرة الخميس، أنّ ولايات صفاقس والقيروان وسيدي بوزيد تستأثر بأكثر من نصف الإنتاج المنتظر، بفضل الأمطار التي تهاطلت خلال فصلي الربيع والخريف.",
                    "وبلغت الكميات المصدّرة منذ انطلاق الموسم، في منتصف نوفمبر، نحو 28 ألف طن، أساسا نحو إيطاليا وإسبانيا والولايات المتحدة الأمريكية، فيما سجّلت صادرات الزيت المعلّب ارتفاعا ملحوظا.",
                    "وتتراوح أسعار الزيتون عند البيع في المعاصر بين 1.6 و2.1 دينار للكلغ حسب الجهات والأصناف، في حين يتراوح سعر اللتر من الزيت بين 13 و16 دينارا في الأسواق المحليّة.",
                    "ودعا المرصد الفلاحين إلى احترام آجال الجني وتجنّب تكديس الزيتون لفترات طويلة قبل تحويله، حفاظا على جودة الزيت، مذكّرا بأنّ تونس تحتلّ مرتبة متقدّمة ضمن أكبر منتجي زيت الزيتون في العالم.",
                ],
                "spip-agency-account-utc-hatom-next-day",
                section="وطنية",
                local="2026-12-04 00:40",
                account="وات",
                chapo=True,
                mot=True,
            )
        )
        add(
            story(
                "quake",
                "/spip.php?article8797",
                "زلزال بقوة 5.8 درجات يضرب جزيرة كريت اليونانية دون تسجيل إصابات",
                "2026-12-03",
                utc("2026-12-03 11:25", 1, z=True),
                tn_date("2026-12-03 11:25"),
                [],
                [
                    "ضرب زلزال بقوة 5.8 درجات على مقياس ريشتر، صباح اليوم الخميس، جزيرة كريت اليونانية، دون أن يسفر عن إصابات بشرية، وفق ما أعلنه المعهد الجيوديناميكي في أثينا.",
                    "وحدّد المعهد مركز الزلزال في البحر على بعد 40 كيلومترا جنوب مدينة إيرابيترا، وعلى عمق 12 كيلومترا، وشعر به سكان الجزيرة وعدد من الجزر المجاورة.",
                    "وقالت السلطات المحلية إنّ الهزة تسببت في تشقّقات بعدد من المباني القديمة وانهيار جزئي لجدار كنيسة في إحدى القرى، فيما أغلقت بعض المدارس أبوابها احترازيا.",
                    "وتقع اليونان على عدة صدوع زلزالية، وتشهد بانتظام هزات أرضية غالبا ما تكون محدودة الأضرار.",
                ],
                "spip-wakalat-account-dead-related-link",
                section="عالمية",
                local="2026-12-03 11:25",
                account="وكالات",
            )
        )
        add(
            story(
                "medina",
                "/spip.php?article8815",
                "ترميم أسواق المدينة العتيقة بتونس: انطلاق الأشغال بسوق الشواشية",
                "2026-12-04",
                utc("2026-12-04 10:15", 1, z=True),
                tn_date("2026-12-04 10:15"),
                ["أميرة الطرابلسي"],
                [
                    "انطلقت هذا الأسبوع أشغال ترميم سوق الشواشية بالمدينة العتيقة بتونس، في إطار برنامج يشمل سبعة أسواق تاريخية بكلفة جملية تناهز 24 مليون دينار.",
                    "وتشمل الأشغال في مرحلتها الأولى إصلاح الأسقف المقبّبة وتجديد شبكات الكهرباء والمياه، وإعادة تبليط الممرّات بالحجارة وفق الطرق التقليدية، على أن تتواصل إلى غاية شهر جوان القادم.",
                    "وقال رئيس جمعية صيانة المدينة، في تصريح لـ«الحدث التونسي»، إنّ الأشغال ستتمّ «دكّانا بدكّان» حتّى لا تتوقّف الحركة التجارية في السوق، مؤكّدا أنّ الحرفيين شاركوا في ضبط رزنامة التدخّلات.",
                    "### حرفة مهدّدة",
                    "ولا يتجاوز عدد صانعي الشاشية اليوم بضع عشرات، بعد أن كانوا بالمئات في منتصف القرن الماضي. ويقول الحرفي الهادي بن سالم، الذي ورث المهنة عن أبيه وجدّه: «الصنعة هذي تحب الصبر، والشباب اليوم ما عادش يحب يستنّى. أما كان تتصلّح السوق، يرجعو الناس يجيو».",
                    "FIG: سوق الشواشية | سوق الشواشية بالمدينة العتيقة (تصوير: حاتم الماجري)",
                    "ويأمل الحرفيون أن يساهم الترميم في استقطاب الزوار والسياح من جديد، خاصة مع إدراج السوق ضمن المسالك السياحية التي تعدّها وزارة السياحة للموسم القادم.",
                ],
                "spip-feminine-kataba-photo-credit-beside",
                section="وطنية",
                local="2026-12-04 10:15",
                account="أميرة الطرابلسي",
                credit="كتبت:",
                photo="تصوير: حاتم الماجري",
                chapo=True,
            )
        )
        add(
            story(
                "inflation",
                "/spip.php?article8818",
                "نسبة التضخّم تتراجع إلى 5.1 بالمائة خلال شهر نوفمبر",
                "2026-12-04",
                utc("2026-12-04 16:20", 1, z=True),
                tn_date("2026-12-04 16:20"),
                ["منية العرفاوي", "سامي النصري"],
                [
                    "تراجعت نسبة التضخّم في تونس إلى مستوى 5.1 بالمائة خلال شهر نوفمبر 2026، بعد أن كانت في حدود 5.4 بالمائة خلال شهر أكتوبر، وفق ما أعلنه المعهد الوطني للإحصاء.",
                    "ويعزى هذا التراجع، بحسب المعهد، أساسا إلى تباطؤ نسق ارتفاع أسعار المواد الغذائية، التي سجّلت زيادة بنسبة 7.2 بالمائة على مدى سنة مقابل 8.1 بالمائة خلال الشهر السابق.",
                    "T: الصنف | أكتوبر 2026 | نوفمبر 2026",
                    "T: المواد الغذائية | 8.1 | 7.2",
                    "T: السكن والطاقة | 4.3 | 4.2",
                    "T: النقل | 4.9 | 4.6",
                    "T: الملابس والأحذية | 9.0 | 8.7",
                    "T: النسبة العامة | 5.4 | 5.1",
                    "في المقابل، شهدت أسعار بعض المنتوجات ارتفاعا ملحوظا على غرار لحم الضأن بنسبة 14.6 بالمائة، والغلال الطازجة بنسبة 11.3 بالمائة، والزيوت الغذائية بنسبة 9.8 بالمائة.",
                    "ويرى الخبير الاقتصادي مراد بن حسين أنّ هذا التراجع «إيجابي لكنه هشّ»، مشيرا إلى أنّ القدرة الشرائية للتونسيين «تآكلت بشكل كبير خلال السنوات الأخيرة ولن تتحسّن إلّا بنموّ حقيقي للأجور والاستثمار».",
                    "وكان البنك المركزي التونسي قد أبقى في اجتماعه الأخير على نسبة الفائدة المديرية دون تغيير، معتبرا أنّ الضغوط التضخّمية ما تزال قائمة.",
                ],
                "spip-two-names-one-account-table",
                section="اقتصاد",
                local="2026-12-04 16:20",
                account="منية العرفاوي وسامي النصري",
                credit="بقلم:",
                chapo=True,
            )
        )
        add(
            story(
                "dossier",
                "/spip.php?article8791",
                "الشمال الغربي يواجه الجفاف... السدود في أدنى مستوياتها منذ عقدين",
                "2026-12-03",
                utc("2026-12-03 08:00", 1, z=True),
                tn_date("2026-12-03 08:00", indic=True),
                ["هشام بن عمر"],
                [
                    "تعيش ولايات الشمال الغربي على وقع موسم جاف جديد، في وقت لم تتجاوز فيه نسبة امتلاء السدود 22 بالمائة، وهي أدنى نسبة تسجّل في مثل هذا الوقت من السنة منذ أكثر من عشرين عاما [1].",
                    "### سدود شبه فارغة",
                    "في سدّ سيدي سالم، أكبر سدود البلاد، لا يتجاوز مخزون المياه حاليا 95 مليون متر مكعّب من طاقة استيعاب تفوق 580 مليون متر مكعّب. ويمكن للزائر أن يرى بوضوح الخطوط التي تركتها المياه على الضفاف، شاهدة على مستويات لم تعد سوى ذكرى.",
                    "ويقول أحد الفلاحين بمنطقة تستور: «عمري ما شفت السد هكّا. الزرع ما نبتش، والبقر بعنا نصّو». ويضيف أنّ عددا من فلاحي المنطقة تخلّوا عن زراعة الحبوب هذا الموسم خوفا من الخسارة.",
                    "### خيارات صعبة",
                    "وتدرس وزارة الفلاحة إمكانية تقليص الحصص المخصّصة للري في المناطق السقوية بنسبة قد تصل إلى 30 بالمائة، مع إعطاء الأولوية لمياه الشرب [2]، وهو ما يثير مخاوف الفلاحين في ولايات جندوبة وباجة وسليانة.",
                    "ويرى خبراء أنّ الحلّ لا يكمن فقط في بناء سدود جديدة، بل في إصلاح شبكات التوزيع التي تفقد ما يقارب ثلث المياه، وتعميم تقنيات الري المقتصد، وإعادة استعمال المياه المعالجة في الفلاحة.",
                    "ويبقى الأمل معلّقا على أمطار الشتاء، إذ تشير توقعات المعهد الوطني للرصد الجوي إلى إمكانية تسجيل كميات تفوق المعدّلات خلال شهري جانفي وفيفري، دون أن يكون ذلك كافيا لتعويض العجز المتراكم.",
                ],
                "spip-dossier-indic-date-footnotes-intertitles",
                section="وطنية",
                local="2026-12-03 08:00",
                account="د. هشام بن عمر",
                credit="بقلم:",
                chapo=True,
                surtitre="ملف الأسبوع",
                mot=True,
                notes=[
                    "حسب المعطيات اليومية للمرصد الوطني للفلاحة بتاريخ 2 ديسمبر 2026.",
                    "وفق مشروع المنشور الوزاري المتعلّق بترشيد استعمال مياه الري خلال موسم 2026-2027.",
                ],
            )
        )
        add(
            story(
                "column",
                "/spip.php?article8770",
                "الانتقال الطاقي لن ينتظرنا",
                "2026-12-02",
                utc("2026-12-02 09:00", 1, z=True),
                tn_date("2026-12-02 09:00"),
                ["رضا الشابي"],
                [
                    "كلّما ارتفعت أسعار النفط في الأسواق العالمية، عاد الحديث في تونس عن الطاقات المتجدّدة، ثمّ سرعان ما يخفت مع أوّل انفراج. هكذا نمضي منذ أكثر من عشر سنوات، نكتب الاستراتيجيات ونعلن الأهداف، ثمّ نؤجّل التنفيذ.",
                    "الأرقام لا تجامل أحدا: لا تتجاوز حصّة الطاقات المتجدّدة في إنتاج الكهرباء اليوم 8 بالمائة، في حين كان الهدف المعلن بلوغ 30 بالمائة في أفق 2030. وبين الهدف والواقع مسافة لا تقطعها البيانات الصحفية.",
                    "والمفارقة أنّ بلادنا تملك من الشمس والرياح ما يجعلها مرشّحة لتكون مصدّرا للطاقة النظيفة نحو أوروبا، بدل أن تستورد أكثر من نصف حاجياتها من الغاز. لكنّ المستثمرين يحتاجون إلى وضوح في القوانين وسرعة في التراخيص، وهما أمران ما زلنا نفتقدهما.",
                    "ليست المسألة تقنية فحسب، بل هي مسألة سيادة. فكلّ ميغاواط نُنتجه من الشمس هو عبء أقلّ على الميزانية وعلى الميزان التجاري، وفرصة عمل لشاب في الجهات الداخلية.",
                    "العالم يتغيّر بسرعة، ومن يتأخّر اليوم سيدفع الثمن غدا مضاعفا. الانتقال الطاقي لن ينتظرنا.",
                ],
                "spip-opinion-ps-tail",
                section="آراء",
                local="2026-12-02 09:00",
                account="رضا الشابي",
                account_key="auteur",
                credit="بقلم:",
                ps="* أستاذ القانون العام بجامعة تونس المنار. المقالات المنشورة في ركن «آراء» تعبّر عن رأي كتّابها.",
            )
        )
        add(
            story(
                "derja",
                "/spip.php?article8803",
                "«برشا» و«يعيشك»: كتاب جديد يرصد الدارجة التونسية في أغاني المزود والراب",
                "2026-12-03",
                utc("2026-12-03 14:10", 1, z=True),
                tn_date("2026-12-03 14:10", indic=True),
                ["يسرى الغربي"],
                [
                    "صدر حديثا عن دار نشر تونسية كتاب بعنوان «كلام الشارع» للباحثة ليلى الزغلامي، يرصد تطوّر الدارجة التونسية من خلال أغاني المزود والراب خلال نصف قرن.",
                    "ويتوقّف الكتاب عند كلمات يستعملها التونسيون يوميا مثل «برشا» (barcha) بمعنى كثير، و«يعيشك» (y3aychek) للشكر، و«باهي» (behi) للموافقة، متتبّعا أصولها العربية والأمازيغية والإيطالية والفرنسية والتركية.",
                    "وتقول المؤلفة إنّ «الراب التونسي أعاد الاعتبار للدارجة في الكتابة، فصار الشباب يكتبون 3aslema و7ata بالأرقام والحروف اللاتينية على شبكات التواصل»، معتبرة أنّ هذه الكتابة «ليست تشويها للغة بل شكلا جديدا من أشكال التعبير».",
                    "ويضمّ الكتاب ملحقا بأكثر من 600 كلمة وعبارة مرتّبة أبجديا، مع أمثلة من أغان شهيرة، إضافة إلى فصل عن الفوارق بين دارجة العاصمة ودارجة صفاقس والجنوب.",
                    "وسيتمّ تقديم الكتاب يوم السبت المقبل بفضاء ثقافي بالعاصمة، بحضور عدد من الفنانين والباحثين.",
                ],
                "spip-culture-indic-date-arabizi",
                section="ثقافة",
                local="2026-12-03 14:10",
                account="يسرى الغربي",
                credit="بقلم:",
                chapo=True,
            )
        )
        add(
            story(
                "sport",
                "/spip.php?article8810",
                "الرابطة المحترفة الأولى: النادي الرياضي بقرطاج ينفرد بالصدارة بعد فوزه في دربي الضاحية",
                "2026-12-04",
                utc("2026-12-04 08:30", 1, z=True),
                tn_date("2026-12-04 08:30"),
                [],
                [
                    "انفرد النادي الرياضي بقرطاج بصدارة ترتيب الرابطة المحترفة الأولى لكرة القدم، إثر فوزه مساء أمس الخميس على مستقبل المرسى بهدفين دون ردّ، في دربي الضاحية الشمالية ضمن الجولة الرابعة عشرة.",
                    "وسجّل هدفي اللقاء المهاجم ياسين الشابي في الدقيقة 34 من ضربة جزاء، والمدافع أنيس القروي برأسية إثر ركنية في الدقيقة 78.",
                    "T: المرتبة | الفريق | النقاط",
                    "T: 1 | النادي الرياضي بقرطاج | 31",
                    "T: 2 | الاتحاد الرياضي بالصخيرة | 30",
                    "T: 3 | النجم الرياضي بقصر هلال | 27",
                    "T: 4 | مستقبل المرسى | 22",
                    "وتتواصل منافسات الجولة يوم الأحد بإجراء بقية المقابلات، أبرزها لقاء الاتحاد الرياضي بالصخيرة والنجم الرياضي بقصر هلال.",
                ],
                "spip-desk-account-standings",
                section="رياضة",
                local="2026-12-04 08:30",
                account="القسم الرياضي",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "بوابة الأخبار التونسية: وطنية، اقتصاد، عالمية، ثقافة، رياضة")}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            '<meta name="generator" content="SPIP 4.2.8" />',
        ]
        if doc.is_article:
            metas += [
                '<meta property="og:site_name" content="الحدث التونسي" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:url" content="{esc(url)}" />',
                f'<meta property="og:image" content="{ORIGIN}/IMG/logo/arton{doc.path.rsplit("article", 1)[1]}.jpg" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
                f'<meta property="article:section" content="{esc(doc.section)}" />',
            ]
        nav_items = (
            [("home", "الرئيسية"), ("rub3", "وطنية"), ("rub5", "اقتصاد")]
            + [(f"spip.php?rubrique{n}", t) for t, n in OTHER_RUBS.items()]
            + [("meteo", "الطقس")]
        )
        nav = "".join(
            f'<li class="item{" on" if k == doc.key else ""}">{self.a(k, t, "nav")}</li>' for k, t in nav_items
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("inflation", "medina", "sport", "derja")
        )
        body_class = (
            "page_article"
            if doc.is_article or doc.kind == "not-found"
            else f"page_{ {'home': 'sommaire', 'section': 'rubrique', 'tag': 'mot', 'author': 'auteur', 'search': 'recherche'}.get(doc.kind, doc.kind) }"
        )
        return f"""<!DOCTYPE html>
<html dir="rtl" lang="ar" class="ar rtl no-js">
<head>
<script type="text/javascript">/*<![CDATA[*/(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement);/*]]>*/</script>
<title>{esc(doc.title if doc.key != "home" else "الحدث التونسي - بوابة الأخبار التونسية")}{"" if doc.key == "home" else " - الحدث التونسي"}</title>
{chr(10).join(metas)}
<link rel="alternate" type="application/rss+xml" title="ملخّص الموقع" href="spip.php?page=backend" />
<link rel="stylesheet" href="local/cache-css/b8d0a3f2c4e1-minify-4d2f.css?1733220000" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="local/cache-js/jsdyn-jquery_js-0e4f2b7a.js?1733220000"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HDTN2026TN"></script>
</head>
<body class="{body_class} ltr-no">
<div class="page">
<div class="topbar"><span class="date-today">السبت 5 ديسمبر 2026 - 24 جمادى الآخرة 1448</span> <span class="topbar-links"><a href="spip.php?page=backend">RSS</a> · <a href="https://www.facebook.com/alhadath.tn.test">فيسبوك</a></span></div>
<div class="header" id="header"><div class="accueil"><a rel="start home" href="{ORIGIN}/" title="الصفحة الرئيسية"><img class="spip_logo" width="240" height="70" src="IMG/logo/siteon0.png" alt="" /></a><strong id="nom_site_spip">{self.a("home", "الحدث التونسي", "nav")}</strong><p id="slogan_site_spip">بوابة الأخبار التونسية</p></div>
<div class="pub-728"><ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1111111111"></ins></div></div>
<div class="nav clearfix" id="nav"><ul>{nav}</ul>
<div class="formulaire_spip formulaire_recherche" id="formulaire_recherche"><form action="spip.php?page=recherche" method="get"><input name="page" value="recherche" type="hidden" /><label for="recherche">بحث:</label><input type="search" class="search text" size="10" name="recherche" id="recherche" /><input type="submit" class="submit" value="&gt;&gt;" /></form></div>
<div class="trending">مواضيع: {self.a("mot", "الفلاحة", "nav")} · {self.a("search", SEARCH_Q, "nav")}</div>
</div>
<div class="wrapper"><div class="content" id="content">
{main}
</div>
<div class="aside" id="aside">
<div class="menu"><h2>الأكثر قراءة</h2><ul>{most}</ul></div>
<div class="menu"><h2>أعمدة الرأي</h2><ul><li>{self.a("auteur", "رضا الشابي", "aside")}: {self.a("column", self.docs["column"].title, "aside")}</li></ul></div>
<div class="pub-300"><ins class="adsbygoogle" style="display:inline-block;width:300px;height:250px" data-ad-client="ca-pub-0000000000000000" data-ad-slot="2222222222"></ins></div>
</div></div>
<div class="footer" id="footer"><p class="colophon">© 2026 الحدث التونسي — جميع الحقوق محفوظة</p><p class="generator">{self.a("contact", "اتصل بنا", "footer")} | <a href="spip.php?page=plan">خريطة الموقع</a> | <a href="spip.php?page=backend" rel="alternate" title="ملخّص الموقع">RSS 2.0</a> | <a href="https://www.spip.net/" title="الموقع مصمم بواسطة SPIP" class="spip_out">SPIP</a></p></div>
</div>
<div id="cookie-bar"><p>يستخدم هذا الموقع ملفات تعريف الارتباط لقياس عدد الزوار. <a href="#" class="cb-enable">موافق</a></p></div>
<script>(adsbygoogle=window.adsbygoogle||[]).push({{}});</script>
</body>
</html>"""

    def note_refs(self, html: str) -> str:
        for n in range(1, len(self._notes) + 1):
            html = html.replace(
                f" [{n}]",
                f'&nbsp;<span class="spip_note_ref">[<a href="#nb{n}" class="spip_note" rel="appendix" title="{esc(self._notes[n - 1])}" id="nh{n}">{n}</a>]</span>',
            )
        return html

    _notes: list[str] = []

    def story_main(self, doc: Doc) -> str:
        aid = doc.path.rsplit("article", 1)[1]
        self._notes = doc.extra.get("notes", [])
        acc = doc.extra["account"]
        if doc.extra.get("account_key"):
            who = self.a(doc.extra["account_key"], acc, "byline", A_FN)
        else:
            who = f'<a class="url fn spip_in" href="spip.php?auteur{30 + len(acc)}">{esc(acc)}</a>'
        credit = f"{esc(doc.extra['credit'])} " if doc.extra.get("credit") else ""
        photo = (
            f'<span class="sep"> - </span><span class="credit-photo">{esc(doc.extra["photo"])}</span>'
            if doc.extra.get("photo")
            else ""
        )
        blocks = list(doc.blocks)
        chapo = ""
        if doc.extra.get("chapo"):
            first, blocks = blocks[0], blocks[1:]
            chapo = f'<div class="surlignable crayon article-chapo-{aid} chapo"><p>{self.note_refs(self.inline(first[1]))}</p></div>'
        parts = []
        for b in blocks:
            if b[0] == "h3":
                parts.append(f'<h3 class="spip">{esc(b[1])}</h3>')
            elif b[0] == "fig":
                parts.append(
                    f'<dl class="spip_document_5512 spip_documents spip_documents_center"><dt><img src="IMG/jpg/chechia-souk-{aid}.jpg" width="640" height="427" alt="{esc(b[1])}" /></dt><dt class="crayon document-titre-5512 spip_doc_titre"><strong>{esc(b[2])}</strong></dt></dl>'
                )
            elif b[0] == "table":
                head, *rows = b[1]
                th = "\n".join(f'<th id="id4a1f_c{i}">{esc(c)}</th>' for i, c in enumerate(head))
                trs = "\n".join(
                    f'<tr class="row_{"odd odd" if j % 2 == 0 else "even even"}">'
                    + "\n"
                    + "\n".join(f"<td>{esc(c)}</td>" for c in r)
                    + "</tr>"
                    for j, r in enumerate(rows)
                )
                parts.append(
                    f'<table class="spip">\n<thead><tr class="row_first">{th}</tr></thead>\n<tbody>\n{trs}\n</tbody>\n</table>'
                )
            else:
                parts.append(self.note_refs(blocks_html(self, [b])))
        notes = ""
        if self._notes:
            notes = (
                '<div class="notes surlignable"><h2 class="pas_surlignable">هوامش</h2>'
                + "".join(
                    f'<div id="nb{i + 1}"><p><span class="spip_note_ref">[<a href="#nh{i + 1}" class="spip_note" title="هوامش {i + 1}" rev="appendix">{i + 1}</a>] </span>{esc(n)}</p></div>'
                    for i, n in enumerate(self._notes)
                )
                + "</div>"
            )
        ps = (
            f'<div class="ps surlignable"><div class="crayon article-ps-{aid}"><p>{esc(doc.extra["ps"])}</p></div></div>'
            if doc.extra.get("ps")
            else ""
        )
        surtitre = (
            f'<p class="surlignable crayon article-surtitre-{aid} surtitre">{esc(doc.extra["surtitre"])}</p>'
            if doc.extra.get("surtitre")
            else ""
        )
        rub_key = RUBS.get(doc.section)
        rub = (
            self.a(rub_key, doc.section, "breadcrumb", A_IN)
            if rub_key
            else f'<a href="spip.php?rubrique{OTHER_RUBS[doc.section]}">{esc(doc.section)}</a>'
        )
        mots = ""
        if doc.extra.get("mot"):
            mots = f'<div class="mots"><h2>كلمات مفتاحية</h2><ul><li>{self.a("mot", "الفلاحة", "tag", A_TAG)}</li><li><a href="spip.php?mot22" rel="tag">المياه</a></li></ul></div>'
        i = ARTS.index(doc.key)
        rel = [ARTS[(i + 2) % 8], ARTS[(i + 5) % 8]]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        if doc.key == "quake":
            related += f"<li>{self.a('notfound', 'هزة أرضية بقوة 4.1 درجات تضرب ولاية قفصة', 'related')}</li>"
        return f"""<p class="arbo">{self.a("home", "الرئيسية", "breadcrumb")} &gt; {rub} &gt; <strong class="on">{esc(doc.title)}</strong></p>
<div class="cartouche">
<img class="spip_logo spip_logo_right spip_logos" alt="" src="IMG/logo/arton{aid}.jpg?1733220000" width="150" height="100" />
{surtitre}
<h1 class="surlignable crayon article-titre-{aid} titre">{esc(doc.title)}</h1>
<p class="info-publi"><abbr class="published" title="{doc.iso}">{esc(doc.stamp)}</abbr><span class="sep">، </span><span class="auteurs">{credit}<span class="vcard author">{who}</span>{photo}</span></p>
</div>
{chapo}
<div class="surlignable crayon article-texte-{aid} texte">
{chr(10).join(parts)}
</div>
{ps}
{notes}
{mots}
<div class="forum-repondre"><a href="spip.php?page=forum&amp;id_article={aid}" rel="noindex nofollow">أضف تعليقا</a></div>
<div class="menu articles"><h2>مقالات ذات صلة</h2><ul>{related}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            aid = d.path.rsplit("article", 1)[1]
            when = tn_date(d.extra["local"], indic=d.key in ("dossier", "derja"), with_time=False)
            items.append(
                f'<li class="item hentry"><img class="spip_logo spip_logo_left" alt="" src="IMG/logo/arton{aid}.jpg" width="120" height="80" /><strong class="entry-title">{self.a(k, d.title, "content")}</strong>'
                f'<small><abbr class="published" title="{d.iso}">{esc(when)}</abbr></small><div class="introduction entry-content">{esc(self.lede(d))}</div></li>'
            )
        older = [
            ("spip.php?article8702", "انطلاق التسجيل في المناظرة الوطنية لانتداب المدرّسين", "الجمعة 27 نوفمبر 2026"),
            ("spip.php?article8688", "وزارة الصحة: حملة وطنية للتلقيح ضد النزلة الموسمية", "الخميس 26 نوفمبر 2026"),
            (
                "spip.php?article8675",
                "تعديل مواعيد قطارات الضاحية الجنوبية بداية من الاثنين",
                "الأربعاء 25 نوفمبر 2026",
            ),
        ]
        if doc.key in ("rub3b", "rub5", "mot", "auteur", "search"):
            items += [
                f'<li class="item hentry"><strong class="entry-title"><a href="{p}">{esc(t)}</a></strong><small>{d}</small></li>'
                for p, t, d in older
            ]
        if doc.kind == "home":
            head = f'<h1 class="invisible">{esc(doc.title)}</h1><div class="une">{self.a("tap", self.docs["tap"].title, "content")}</div>'
        elif doc.kind == "section":
            head = f'<p class="arbo">{self.a("home", "الرئيسية", "breadcrumb")} &gt; <strong class="on">{esc(doc.title)}</strong></p><div class="cartouche"><h1 class="surlignable crayon rubrique-titre-3 titre">{esc(doc.title)}</h1></div>'
        elif doc.kind == "tag":
            head = f'<div class="cartouche"><p class="surtitre">الكلمة المفتاحية</p><h1 class="titre">{esc(doc.title)}</h1></div><div class="texte"><p>كل ما نشر في الموقع حول القطاع الفلاحي والمياه.</p></div>'
        elif doc.kind == "author":
            head = f'<div class="cartouche vcard"><img class="spip_logo" src="IMG/auton27.jpg" alt="" width="120" height="120" /><h1 class="titre fn">{esc(doc.title)}</h1></div><div class="chapo"><p>{esc(doc.extra["bio"])}</p></div><h2>مقالات الكاتب</h2>'
        else:
            head = f'<div class="cartouche"><h1 class="titre">{esc(doc.title)}</h1></div><p class="resultats">عدد النتائج: 4</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<p class="pagination" id="pagination_articles"><strong class="on">1</strong><span class="sep"> | </span>{self.a(doc.extra["more"], "2", "pagination", A_IN)}<span class="sep"> | </span><a href="spip.php?rubrique3&amp;debut_articles=20#pagination_articles" class="lien_pagination" rel="nofollow">3</a><span class="sep"> | </span><span class="tbc">...</span><a href="spip.php?rubrique3&amp;debut_articles=740#pagination_articles" class="lien_pagination" rel="nofollow">75</a></p>'
        elif doc.key == "rub3b":
            pager = f'<p class="pagination" id="pagination_articles">{self.a("rub3", "1", "pagination", A_IN)}<span class="sep"> | </span><strong class="on">2</strong><span class="sep"> | </span><a href="spip.php?rubrique3&amp;debut_articles=20#pagination_articles" class="lien_pagination" rel="nofollow">3</a></p>'
        return f"""{head}
<div class="menu liste-items"><ul>
{chr(10).join(items)}
</ul></div>
{pager}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            return f"""<p class="arbo">{self.a("home", "الرئيسية", "breadcrumb")} &gt; <strong class="on">خطأ</strong></p>
<div class="cartouche"><h1 class="titre">{esc(doc.title)}</h1></div>
<div class="chapo"><p>عذرا، الصفحة التي تبحثون عنها غير موجودة أو تمّ حذفها أو نقلها إلى عنوان آخر.</p></div>
<div class="texte"><p>يمكنكم العودة إلى {self.a("home", "الصفحة الرئيسية", "content")} أو استعمال محرّك البحث للعثور على المقال المطلوب.</p></div>
<div class="menu"><h2>آخر المقالات</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("tap", "medina", "inflation"))}</ul></div>"""
        if doc.kind == "weather":
            rows = [
                ("تونس", "9", "17", "سحب عابرة"),
                ("بنزرت", "10", "16", "أمطار متفرقة"),
                ("جندوبة", "6", "14", "أمطار رعدية"),
                ("سوسة", "11", "18", "صحو"),
                ("صفاقس", "10", "19", "صحو"),
                ("قابس", "11", "20", "رياح قوية"),
                ("توزر", "7", "21", "صحو"),
            ]
            trs = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
            return f"""<div class="cartouche"><h1 class="titre">{esc(doc.title)}</h1></div>
<p class="info-publi">توقعات يوم السبت 5 ديسمبر 2026 — المصدر: المعهد الوطني للرصد الجوي</p>
<table class="spip meteo"><thead><tr class="row_first"><th>المدينة</th><th>الدنيا</th><th>القصوى</th><th>حالة الطقس</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="texte">رياح قوية نسبيا بالسواحل الشرقية، والبحر مضطرب إلى شديد الاضطراب.</p>"""
        if doc.kind == "contact":
            return f"""<div class="cartouche"><h1 class="titre">{esc(doc.title)}</h1></div>
<div class="texte">{self.blocks(doc)}</div>
<div class="formulaire_spip formulaire_ecrire_auteur ajax" id="formulaire_ecrire_auteur"><form method="post" action="spip.php?page=contact#formulaire_ecrire_auteur"><fieldset><ul class="editer-groupe"><li class="editer saisie_email_message_auteur obligatoire"><label for="email_message_auteur">بريدك الإلكتروني</label><input type="email" class="text email" name="email_message_auteur" id="email_message_auteur" value="" size="30" /></li><li class="editer saisie_sujet_message_auteur obligatoire"><label for="sujet_message_auteur">الموضوع</label><input type="text" class="text" name="sujet_message_auteur" id="sujet_message_auteur" value="" size="30" /></li><li class="editer saisie_texte_message_auteur obligatoire"><label for="texte_message_auteur">نص الرسالة</label><textarea name="texte_message_auteur" id="texte_message_auteur" rows="8" cols="60"></textarea></li></ul></fieldset><p class="boutons"><input type="submit" class="submit" name="valide" value="إرسال" /></p></form></div>"""
        raise AssertionError(doc.key)
