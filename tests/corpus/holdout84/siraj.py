# ruff: noqa: E501 (page texts and markup are long literal lines)
"""السراج Essiraj: a Mauritanian Arabic news site on an old **PHP-Nuke 7** install (table layout, `<font
class="title">`, `<font class="content">`, "أرسلت في … بواسطة admin", "(قرأ 1523 مرة)", print and send-to-friend
icons, "روابط ذات صلة" and rating boxes; URLs `modules.php?name=News&file=article&sid=21874`, categories
`&file=categories&op=newindex&catid=1` with `&page=2`, topics `modules.php?name=News&new_topic=7`, a custom Writers
module, `modules.php?name=Search&query=` with the query **percent-encoded in windows-1256**, Surveys, a prayer-times
module), served over plain `http://` in **windows-1256** with the charset **only in `<meta http-equiv>`** (the
header says `text/html`): every page labelled `cp1256`. Nouakchott time is UTC+0 all year.

No JSON-LD, no Open Graph, no `<time>`: the only date is the PHP-Nuke line "أرسلت في الجمعة 04 دجمبر 2026 - 14:32:00
بواسطة admin" (Mauritanian month names: دجمبر). The poster is a site account, never the author: the writer's name,
when there is one, is typed as the first bold line of the text ("نواكشوط - محمد الأمين ولد سيدي - تصوير: …", "بقلم:
مريم بنت الشيخ أحمد", "تقرير: سيدي ولد محمد وأحمدو ولد عبد الله", "أجرى الحوار: الشيخ ولد محمد فال", "متابعة: …");
"ولد" / "بنت" / "منت" are part of Mauritanian names and "الشيخ" is a given name here. Paragraphs are separated by
`<br><br>` inside one `<font>`. Agency and desk credits: "(الوكالة الموريتانية للأنباء)" at the end, "السراج -
وكالات", "نواكشوط - التحرير". Hassaniya words (الكزرة، أتاي، الزربة، ونسة، أزوان، إيگاون) are in the texts; گ
is one of the Persian letters windows-1256 has."""

from __future__ import annotations

from common import DAYS_AR, HMONTHS, MONTHS_MR, Base, hijri, page, pct, story, weekday
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "http://www.essiraj-mr.test"
SEARCH_Q = "الأمطار"
ARTS = ["rain", "fishing", "opinion", "gas", "tea", "vaccine", "interview", "sport"]
POSTERS = {
    "rain": "sidi_admin",
    "fishing": "admin",
    "opinion": "admin",
    "gas": "redaction",
    "tea": "sidi_admin",
    "vaccine": "redaction",
    "interview": "admin",
    "sport": "sport_ed",
}


def nuke_date(local: str) -> str:
    """'2026-12-04 14:32' -> 'الجمعة 04 دجمبر 2026 - 14:32:00'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{DAYS_AR[weekday(day)]} {d} {MONTHS_MR[int(m) - 1]} {y} - {time}:00"


def art(sid: int) -> str:
    return f"/modules.php?name=News&file=article&sid={sid}"


class Siraj(Base):
    origin = ORIGIN
    name = "السراج"
    prefix = "srj"
    language = "ar"
    encoding = "cp1256"
    content_type = "text/html"  # the charset is only in the page's <meta http-equiv>
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "srj",
            [
                "FONT.title",
                "FONT.content",
                "FONT.tiny",
                "TD.storytitle",
                "TD.storycontent",
                "TABLE.block TD",
                "A:link",
                "A:visited",
                "A:hover",
                ".boxtitle",
                ".menuitem",
                "INPUT.button",
                "TD.footmsg",
            ],
            220,
        )

    def render(self, doc: Doc) -> str:
        html = super().render(doc)
        html.encode("cp1256")  # strict: an old windows-1256 CMS has no other characters
        return html

    def href(self, key_or_path: str) -> str:
        if key_or_path == "home":
            return "index.php"
        return super().href(key_or_path)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/index.php",
                "home",
                "السراج",
                "phpnuke-index",
                list=["sport", "gas", "fishing", "vaccine", "rain", "opinion", "tea", "interview"],
            )
        )
        add(
            page(
                "cat",
                "/modules.php?name=News&file=categories&op=newindex&catid=1",
                "section",
                "أخبار وطنية",
                "phpnuke-categories",
                list=["fishing", "vaccine", "rain"],
                more="cat2",
            )
        )
        add(
            page(
                "cat2",
                "/modules.php?name=News&file=categories&op=newindex&catid=1&page=2",
                "section",
                "أخبار وطنية",
                "phpnuke-categories-page-2",
                list=["tea"],
            )
        )
        add(page("topic", "/modules.php?name=News&new_topic=7", "tag", "التعليم", "phpnuke-topic", list=["opinion"]))
        add(
            page(
                "writer",
                "/modules.php?name=Writers&op=author&wid=12",
                "author",
                "مريم بنت الشيخ أحمد",
                "phpnuke-custom-writers-module",
                list=["opinion"],
                bio="كاتبة وأستاذة جامعية، مهتمة بقضايا التعليم والمرأة في الوسط الريفي. تكتب في «السراج» منذ 2014.",
            )
        )
        add(
            page(
                "search",
                "/modules.php?name=Search&query=" + pct(SEARCH_Q, "cp1256"),
                "search",
                "نتائج البحث",
                "phpnuke-search-cp1256-query",
                list=["rain"],
            )
        )
        add(
            page(
                "prayer",
                "/modules.php?name=Prayer_Times",
                "prayer-times",
                "مواقيت الصلاة في نواكشوط",
                "phpnuke-module-table",
            )
        )
        add(
            page(
                "about",
                "/modules.php?name=Content&pa=showpage&pid=1",
                "about",
                "من نحن",
                "phpnuke-content-page",
                [
                    "«السراج» موقع إخباري موريتاني مستقل، انطلق سنة 2006، يهتم بالشأن الوطني والإفريقي والعربي، ويصدر عن مؤسسة السراج للإعلام والاتصال في نواكشوط.",
                    "يعمل في الموقع فريق من المحررين والمراسلين في عواصم الولايات، ويستقبل مقالات الرأي من الكتاب والباحثين على البريد: redaction@essiraj-mr.test",
                    "المقالات المنشورة في ركن «آراء» تعبر عن آراء أصحابها ولا تلزم الموقع.",
                ],
            )
        )
        add(
            page(
                "poll",
                "/modules.php?name=Surveys&op=results&pollID=31",
                "poll",
                "نتائج الاستطلاع",
                "phpnuke-surveys-results",
            )
        )
        add(
            story(
                "rain",
                art(21874),
                "أمطار غير موسمية تغمر أحياء في نواكشوط وتشل حركة السير",
                "2026-12-03",
                None,
                nuke_date("2026-12-03 23:50"),
                ["محمد الأمين ولد سيدي"],
                [
                    "غمرت الأمطار الغزيرة غير الموسمية التي تهاطلت مساء الخميس على العاصمة نواكشوط عددا من الأحياء الشعبية، خاصة في مقاطعات الرياض وعرفات والسبخة، وتسببت في شلل شبه تام لحركة السير على عدد من المحاور الرئيسية.",
                    "وتحولت عدة شوارع إلى برك مائية، فيما علقت سيارات وسط المياه قرب ملتقى مدريد وسوق العاصمة، واضطر عدد من السكان إلى مغادرة منازلهم بعد أن تسربت إليها المياه.",
                    "وقال أحد سكان حي الترحيل بمقاطعة الرياض لـ«السراج»: «الما دخل علين الدار من العصر، وما لكينا حد يعاونا. كل عام نفس الشي». وأضاف أن الأسر في «الكزرة» هي الأكثر تضررا لغياب شبكات الصرف.",
                    "وأعلنت السلطات الإدارية في ولاية نواكشوط الجنوبية عن تعبئة صهاريج لشفط المياه من الشوارع والأحياء المتضررة، ودعت السكان إلى الابتعاد عن الأعمدة الكهربائية والمناطق المنخفضة.",
                    "ويعاني سكان العاصمة كل موسم من تراكم مياه الأمطار بسبب ضعف شبكة الصرف الصحي وارتفاع منسوب المياه الجوفية في عدد من المقاطعات، وهو ما يطرح، حسب مختصين، ضرورة إيجاد حلول دائمة لهذه الأزمة.",
                    "وتوقعت مصالح الأرصاد الجوية استمرار الأجواء الممطرة على الولايات الساحلية حتى مساء الجمعة، مع رياح قوية نسبيا على الشريط الساحلي.",
                ],
                "phpnuke-byline-city-photo-credit-first-bold-line",
                section="أخبار وطنية",
                local="2026-12-03 23:50",
                top="نواكشوط - محمد الأمين ولد سيدي - تصوير: أحمد سالم ولد محمد",
                topic=("الطقس", 11),
                reads=1523,
            )
        )
        add(
            story(
                "fishing",
                art(21879),
                "مجلس الوزراء يصادق على مشروع قانون لتنظيم الصيد التقليدي",
                "2026-12-04",
                None,
                nuke_date("2026-12-04 10:05"),
                [],
                [
                    "صادق مجلس الوزراء في اجتماعه المنعقد يوم الخميس برئاسة رئيس الجمهورية على مشروع قانون يتعلق بتنظيم الصيد التقليدي والشاطئي، يهدف إلى حماية الثروة السمكية وتحسين ظروف عمل الصيادين.",
                    "ويحدد مشروع القانون، حسب البيان الصادر عن المجلس، شروط منح رخص الصيد للزوارق التقليدية، ويفرض فترات راحة بيولوجية إلزامية لبعض الأصناف المهددة، كالأخطبوط والكوربين، إضافة إلى تشديد العقوبات على استخدام الشباك الممنوعة.",
                    "كما ينص على إنشاء سجل وطني إلكتروني للصيادين التقليديين والزوارق، يسمح بتتبع الكميات المصطادة وتسهيل حصول الصيادين على التأمين والقروض الصغيرة.",
                    "وأوضح وزير الصيد والاقتصاد البحري، في تعليقه على نتائج الاجتماع، أن قطاع الصيد التقليدي يوفر أكثر من 50 ألف فرصة عمل مباشرة، ويمثل مصدر دخل رئيسيا لسكان المدن الساحلية كنواذيبو وانجاكو والنوامغار.",
                    "وصادق المجلس كذلك على عدد من الإجراءات الخاصة بالتعيينات في بعض القطاعات الوزارية.",
                ],
                "phpnuke-agency-credit-last-line",
                section="أخبار وطنية",
                local="2026-12-04 10:05",
                end="(الوكالة الموريتانية للأنباء)",
                topic=("الاقتصاد", 4),
                reads=988,
            )
        )
        add(
            story(
                "opinion",
                art(21861),
                "مدارس الداخل.. متى نلتفت إليها؟",
                "2026-12-02",
                None,
                nuke_date("2026-12-02 08:45"),
                ["مريم بنت الشيخ أحمد"],
                [
                    "في كل بداية عام دراسي، تتكرر الصور نفسها: أقسام بلا جدران في بعض قرى الداخل، وتلاميذ يجلسون على الحصير تحت خيمة أو عريش، ومعلم واحد يدرس ثلاثة مستويات في وقت واحد. ومع ذلك، ما زلنا نتحدث عن إصلاح التعليم وكأن المشكلة في المناهج وحدها.",
                    "لقد زرت خلال الأشهر الماضية مدارس في الحوض الشرقي ولعصابة وكيدي ماغا، ورأيت بعيني كيف يقطع الأطفال كيلومترات على الأقدام للوصول إلى القسم، وكيف تتوقف الدراسة أسابيع كاملة لأن المعلم لم يتسلم راتبه أو لم يجد وسيلة نقل.",
                    "المدرسة الجمهورية التي نتحدث عنها اليوم لن تكون جمهورية فعلا إذا بقي طفل القرية محروما مما يحصل عليه طفل تفرغ زينة. العدالة تبدأ من هنا: من قسم لائق، ومعلم مستقر، وكتاب في يد كل تلميذ.",
                    "ولا يكفي أن نبني الأقسام، بل يجب أن نوفر للمعلمين في الداخل حوافز حقيقية: سكنا لائقا، وعلاوة بعد مجزية، وتكوينا مستمرا. فالمعلم الذي يشعر بأنه منفي لن يعطي أفضل ما لديه.",
                    "إن مستقبل هذا البلد يصنع في تلك الأقسام البعيدة، لا في قاعات المؤتمرات. فمتى نلتفت إليها؟",
                ],
                "phpnuke-opinion-bint-name-tail",
                section="آراء",
                local="2026-12-02 08:45",
                top="بقلم: مريم بنت الشيخ أحمد",
                end="* كاتبة وأستاذة جامعية",
                topic=("التعليم", 7),
                reads=2210,
            )
        )
        add(
            story(
                "gas",
                art(21880),
                "تصدير الشحنة العاشرة من الغاز المسال من الحقل المشترك مع السنغال",
                "2026-12-04",
                None,
                nuke_date("2026-12-04 16:40"),
                [],
                [
                    "أعلنت الشركة المشغلة للحقل الغازي المشترك بين موريتانيا والسنغال، يوم الخميس، عن تصدير الشحنة العاشرة من الغاز الطبيعي المسال منذ بدء الإنتاج، متجهة إلى أحد الموانئ الأوروبية.",
                    "وقالت الشركة في بيان إن الوحدة العائمة لتسييل الغاز تعمل حاليا بنسبة تقارب طاقتها القصوى، مشيرة إلى أن الإنتاج السنوي يتوقع أن يبلغ نحو 2.3 مليون طن في مرحلته الأولى.",
                    "ويعول البلدان على عائدات المشروع لدعم ميزانيتيهما وتمويل مشاريع البنية التحتية، في حين يطالب خبراء بالشفافية في تسيير هذه العائدات وإشراك الكفاءات المحلية في الوظائف المرتبطة بالقطاع.",
                    "ويجري الشركاء مفاوضات بشأن المرحلة الثانية من المشروع، التي قد ترفع الطاقة الإنتاجية إلى أكثر من الضعف في أفق عام 2030.",
                ],
                "phpnuke-wakalat-credit-first-line",
                section="اقتصاد",
                local="2026-12-04 16:40",
                top="السراج - وكالات",
                topic=("الاقتصاد", 4),
                reads=1187,
            )
        )
        add(
            story(
                "tea",
                art(21855),
                "أتاي الموريتاني.. طقوس «الجيمات الثلاث» تقاوم زمن السرعة",
                "2026-12-02",
                None,
                nuke_date("2026-12-02 11:20"),
                ["سيدي ولد محمد", "أحمدو ولد عبد الله"],
                [
                    "لا يكتمل مجلس موريتاني من دون «أتاي»، الشاي الأخضر المعد على الجمر بثلاث كؤوس متتالية، في طقس يحرص عليه الموريتانيون في البادية والمدينة على حد سواء.",
                    "ويشترط العارفون بأصول الشاي ما يسمونه «الجيمات الثلاث»: الجماعة، والجر، والجمر. فالجماعة هي رفقة المجلس، والجر هو إطالة وقت الإعداد دون استعجال، والجمر هو الفحم الذي ينضج عليه الشاي ببطء.",
                    "يقول الحاج محمد الأمين، وهو يعد أتاي في أحد مجالس لكصر منذ أربعين عاما: «أتاي ماهو شراب، هو كلام وونسة. اللي يشربو بالزربة ما يعرف قيمتو». ويضيف أن الكأس الأولى «مرة كالحياة، والثانية حلوة كالحب، والثالثة خفيفة كالموت».",
                    "لكن إيقاع الحياة في العاصمة بدأ يغير هذه العادات، إذ انتشرت في السنوات الأخيرة أباريق كهربائية وأكياس شاي جاهزة، بينما يفضل كثير من الشباب إعداد أتاي على موقد الغاز اختصارا للوقت.",
                    "ورغم ذلك، يبقى أتاي حاضرا في الأعراس والمآتم والمناسبات الدينية، ويظل تقديمه للضيف علامة على الكرم وحسن الاستقبال، كما تقول مريم منت سيدي، صاحبة محل لبيع أدوات الشاي في سوق العاصمة.",
                ],
                "phpnuke-two-authors-ould-names",
                section="ثقافة",
                local="2026-12-02 11:20",
                top="تقرير: سيدي ولد محمد وأحمدو ولد عبد الله",
                topic=("الثقافة", 9),
                reads=3405,
            )
        )
        add(
            story(
                "vaccine",
                art(21877),
                "انطلاق حملة وطنية للتلقيح ضد الحصبة في ولايات الداخل",
                "2026-12-04",
                None,
                nuke_date("2026-12-04 09:10"),
                [],
                [
                    "انطلقت صباح اليوم الجمعة حملة وطنية للتلقيح ضد الحصبة تستهدف أكثر من 900 ألف طفل تتراوح أعمارهم بين تسعة أشهر وأربع عشرة سنة، وتتواصل على مدى أسبوع في جميع ولايات الوطن.",
                    "وأوضح مسؤول في وزارة الصحة أن الحملة تأتي بعد تسجيل حالات إصابة في ولايتي الحوض الغربي وكوركول خلال الأسابيع الماضية، مؤكدا أن الوضع «تحت السيطرة».",
                    "وتعتمد الحملة على فرق متنقلة تصل إلى القرى والتجمعات البدوية النائية، إلى جانب المراكز الصحية والمدارس، بمشاركة أكثر من ثلاثة آلاف عامل صحي.",
                    "ودعت الوزارة الآباء والأمهات إلى اصطحاب أطفالهم إلى نقاط التلقيح، مذكرة بأن اللقاح مجاني وآمن.",
                ],
                "phpnuke-desk-credit-first-line",
                section="أخبار وطنية",
                local="2026-12-04 09:10",
                top="نواكشوط - التحرير",
                topic=("الصحة", 5),
                reads=764,
            )
        )
        add(
            story(
                "interview",
                art(21850),
                "الفنانة النها منت أحمد: «التيدينيت علمتني الصبر»",
                "2026-12-02",
                None,
                nuke_date("2026-12-02 18:30"),
                ["الشيخ ولد محمد فال"],
                [
                    "تعد النها منت أحمد من أبرز الأصوات الشابة في الموسيقى الموريتانية التقليدية «أزوان». التقتها «السراج» على هامش مهرجان مدائن التراث، فكان هذا الحوار.",
                    "Q: كيف بدأت علاقتك بالموسيقى؟ || ولدت في أسرة من «إيگاون»، وكانت جدتي تعزف على «آردين» في الأعراس. كنت أجلس بجانبها وأحفظ «الأشوار» قبل أن أتعلم القراءة.",
                    "Q: ما الذي يميز «أزوان» عن غيره؟ || «أزوان» موسيقى لها قواعدها الصارمة، فهي مقسمة إلى «بحور» أو مسارات، لكل منها مزاج ووقت. لا يمكنك أن تعزف «لكحال» في كل جلسة، ولكل «ظهر» مقامه. هذا النظام يحتاج سنوات لتتقنه.",
                    "Q: والتيدينيت؟ || التيدينيت علمتني الصبر. هي آلة صعبة، أوتارها قليلة لكنها تحتاج أصابع تعرف الطريق. كنت أتدرب ساعات كل يوم، وأحيانا أبكي من التعب.",
                    "Q: هل يهدد الإقبال على الموسيقى الحديثة هذا التراث؟ || لا أظن. الشباب يسمعون الراب والموسيقى العصرية، لكنهم يعودون إلى «أزوان» في الأعراس والمناسبات. المهم أن نوثق هذا التراث ونعلمه في المدارس.",
                ],
                "phpnuke-interview-sheikh-given-name",
                section="ثقافة",
                local="2026-12-02 18:30",
                top="أجرى الحوار: الشيخ ولد محمد فال",
                topic=("الثقافة", 9),
                reads=1876,
            )
        )
        add(
            story(
                "sport",
                art(21883),
                "المرابطون يفوزون وديا على منتخب غامبيا استعدادا للاستحقاقات القارية",
                "2026-12-04",
                None,
                nuke_date("2026-12-04 23:15"),
                ["عبد الله ولد بوبكر"],
                [
                    "حقق المنتخب الوطني لكرة القدم «المرابطون» فوزا وديا على منتخب غامبيا بهدفين مقابل هدف واحد، في المباراة التي جرت مساء الجمعة على أرضية الملعب الأولمبي بنواكشوط، أمام حضور جماهيري معتبر.",
                    "وافتتح المرابطون التسجيل في الدقيقة 17 عن طريق المهاجم محمد المختار ولد الداه، قبل أن يعدل المنتخب الغامبي النتيجة في بداية الشوط الثاني. وجاء هدف الفوز في الدقيقة 81 بتسديدة قوية من خارج منطقة الجزاء للاعب الوسط سيدي محمد ولد أحمد.",
                    "وقال مدرب المنتخب في المؤتمر الصحفي عقب المباراة إن «الأداء كان مقبولا»، مشيرا إلى أن الهدف من المباراة كان تجريب عناصر جديدة والوقوف على جاهزية اللاعبين المحليين.",
                    "ويخوض المرابطون مباراة ودية ثانية يوم الثلاثاء المقبل أمام منتخب الرأس الأخضر، في إطار تحضيراتهم للاستحقاقات القارية المقبلة.",
                ],
                "phpnuke-mutabaa-role-word-late-evening",
                section="رياضة",
                local="2026-12-04 23:15",
                top="متابعة: عبد الله ولد بوبكر",
                topic=("الرياضة", 8),
                reads=2957,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def block(self, title: str, content: str) -> str:
        return f'<table class="block" border="0" cellpadding="3" cellspacing="0" width="100%"><tr><td class="boxtitle" bgcolor="#D8C59A"><b>{title}</b></td></tr><tr><td bgcolor="#FFFBEF"><font class="content">{content}</font></td></tr></table><br>'

    def frame(self, doc: Doc, main: str) -> str:
        y, m, d = 2026, 12, 5
        hy, hm, hd = hijri(y, m, d)
        menu = [
            ("home", "الرئيسية"),
            ("cat", "أخبار وطنية"),
            ("modules.php?name=News&file=categories&op=newindex&catid=3", "اقتصاد"),
            ("modules.php?name=News&file=categories&op=newindex&catid=4", "آراء"),
            ("modules.php?name=Topics", "المواضيع"),
            ("prayer", "مواقيت الصلاة"),
            ("modules.php?name=Search", "البحث"),
            ("about", "من نحن"),
        ]
        menu_html = "".join(f"<strong><big>&middot;</big></strong>&nbsp;{self.a(k, t, 'nav')}<br>\n" for k, t in menu)
        latest = "".join(
            f"<strong><big>&middot;</big></strong>&nbsp;{self.a(k, self.docs[k].title, 'aside')}<br>\n"
            for k in ("sport", "gas", "fishing", "vaccine", "rain")
        )
        poll = (
            '<form action="modules.php?name=Surveys" method="post"><input type="hidden" name="pollID" value="31"><input type="hidden" name="forwarder" value="modules.php?name=Surveys&amp;op=results&amp;pollID=31">'
            "<b>هل تؤيد تعميم التدريس باللغات الوطنية في المرحلة الابتدائية؟</b><br><br>"
            '<input type="radio" name="voteID" value="1"> نعم<br><input type="radio" name="voteID" value="2"> لا<br><input type="radio" name="voteID" value="3"> لا رأي لي<br><br>'
            f'<input type="submit" value="تصويت" class="button"><br><br>[ {self.a("poll", "النتائج", "aside")} | <a href="modules.php?name=Surveys">استطلاعات أخرى</a> ]<br>الأصوات: 707</form>'
        )
        prayer = f"الفجر 06:05 &middot; الظهر 12:53 &middot; العصر 15:55 &middot; المغرب 18:23 &middot; العشاء 19:39<br>[ {self.a('prayer', 'التفاصيل', 'aside')} ]"
        writers = f'<strong><big>&middot;</big></strong>&nbsp;{self.a("writer", "مريم بنت الشيخ أحمد", "aside")}<br>\n<strong><big>&middot;</big></strong>&nbsp;<a href="modules.php?name=Writers&amp;op=author&amp;wid=4">محمد ولد الشيخ</a><br>\n<strong><big>&middot;</big></strong>&nbsp;<a href="modules.php?name=Writers&amp;op=author&amp;wid=9">أحمد سالم ولد المختار</a><br>'
        title = "السراج" if doc.key == "home" else f"السراج - {doc.title}"
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html dir="rtl">
<head>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1256">
<title>{esc(title)}</title>
<META HTTP-EQUIV="EXPIRES" CONTENT="0">
<META NAME="RESOURCE-TYPE" CONTENT="DOCUMENT">
<META NAME="DISTRIBUTION" CONTENT="GLOBAL">
<META NAME="AUTHOR" CONTENT="السراج">
<META NAME="COPYRIGHT" CONTENT="Copyright (c) by السراج">
<META NAME="KEYWORDS" CONTENT="موريتانيا, نواكشوط, أخبار, السراج, أخبار موريتانيا">
<META NAME="DESCRIPTION" CONTENT="السراج: موقع إخباري موريتاني مستقل">
<META NAME="ROBOTS" CONTENT="INDEX, FOLLOW">
<META NAME="REVISIT-AFTER" CONTENT="1 DAYS">
<META NAME="RATING" CONTENT="GENERAL">
<META NAME="GENERATOR" CONTENT="PHP-Nuke Copyright (c) 2005 by Francisco Burzi. This is free software, and you may redistribute it under the GPL (http://phpnuke.org/files/gpl.txt). PHP-Nuke comes with absolutely no warranty, for details, see the license (http://phpnuke.org/files/gpl.txt).">
<link rel="alternate" type="application/rss+xml" title="RSS" href="backend.php">
<LINK REL="StyleSheet" HREF="themes/Siraj/style/style.css" TYPE="text/css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="includes/javascript.js"></script>
</head>
<body bgcolor="#FFFFFF" text="#000000" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#7A5C2E"><tr>
<td width="300"><a href="index.php"><img src="themes/Siraj/images/logo.gif" border="0" alt="مرحبا بكم في السراج" width="300" height="90"></a></td>
<td align="center"><a href="banners.php?op=click&amp;bid=12" target="_blank"><img src="images/banners/mauritel468.gif" border="0" alt="إعلان" width="468" height="60"></a></td>
</tr></table>
<table border="0" cellpadding="2" cellspacing="0" width="100%" bgcolor="#D8C59A"><tr><td class="menu"><font class="tiny">نواكشوط: السبت 05 {MONTHS_MR[m - 1]} {y} — {hd} {HMONTHS[hm - 1]} {hy} هـ</font></td><td align="left"><form action="modules.php?name=Search" method="post"><input type="text" name="query" size="14"> <input type="submit" value="بحث" class="button"></form></td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#FFFFFF" align="center"><tr valign="top">
<td width="170" valign="top">
{self.block("القائمة الرئيسية", menu_html)}
{self.block("كتاب السراج", writers)}
{self.block("مواقيت الصلاة - نواكشوط", prayer)}
</td>
<td width="100%" valign="top">
{main}
</td>
<td width="190" valign="top">
{self.block("آخر الأخبار", latest)}
{self.block("استطلاع الرأي", poll)}
{self.block("إعلان", '<a href="banners.php?op=click&amp;bid=15" target="_blank"><img src="images/banners/bmci180.gif" border="0" alt="إعلان" width="180" height="150"></a>')}
</td>
</tr></table>
<br><table width="100%" border="0" cellpadding="4" cellspacing="0" bgcolor="#D8C59A"><tr><td class="footmsg" align="center"><font class="footmsg">جميع الحقوق محفوظة © السراج 2006-2026 &middot; {self.a("about", "من نحن", "footer")} &middot; <a href="modules.php?name=Feedback">اتصل بنا</a> &middot; <a href="backend.php">RSS</a><br>المقالات والتعليقات ملك لأصحابها، والموقع غير مسؤول عن محتواها.<br>
Web site engine's code is Copyright &copy; 2003 by PHP-Nuke. All Rights Reserved. PHP-Nuke is Free Software released under the GNU/GPL license.<br>إنشاء الصفحة: 0.31 ثانية</font></td></tr></table>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sid = doc.path.rsplit("=", 1)[1]
        topic_name, topic_id = doc.extra["topic"]
        topic_link = (
            self.a(
                "topic",
                topic_name,
                "tag",
                inner=f'<img src="images/topics/t{topic_id}.gif" border="0" alt="{topic_name}" title="{topic_name}" align="left" hspace="10" vspace="10">',
            )
            if topic_id == 7
            else f'<a href="modules.php?name=News&amp;new_topic={topic_id}"><img src="images/topics/t{topic_id}.gif" border="0" alt="{topic_name}" title="{topic_name}" align="left" hspace="10" vspace="10"></a>'
        )
        parts: list[str] = []
        if doc.extra.get("top"):
            top = esc(doc.extra["top"])
            if doc.key == "opinion":
                top = "بقلم: " + self.a("writer", "مريم بنت الشيخ أحمد", "byline")
            parts.append(f"<b>{top}</b>")
        for b in doc.blocks:
            if b[0] == "p":
                parts.append(self.inline(b[1]))
            elif b[0] == "qa":
                parts.append(f"<b>{esc(b[1])}</b><br>\n{self.inline(b[2])}")
        if doc.extra.get("end"):
            parts.append(f"<i>{esc(doc.extra['end'])}</i>" if doc.key == "opinion" else esc(doc.extra["end"]))
        text = "<br>\n<br>\n".join(parts)
        cat_key = "cat" if doc.section == "أخبار وطنية" else None
        cat = (
            self.a(cat_key, doc.section, "breadcrumb")
            if cat_key
            else f'<a href="modules.php?name=News&amp;file=categories&amp;op=newindex&amp;catid={3 if doc.section == "اقتصاد" else 4}">{esc(doc.section)}</a>'
        )
        i = ARTS.index(doc.key)
        most_read = ARTS[(i + 4) % 8]
        return f"""<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td>
<table border="0" cellpadding="3" cellspacing="1" width="100%"><tr><td class="storytitle" bgcolor="#EFE3C6">
<font class="title"><b>{cat}: {esc(doc.title)}</b></font><br>
<font class="tiny">أرسلت في {esc(doc.stamp)} بواسطة <a href="modules.php?name=Your_Account&amp;op=userinfo&amp;username={POSTERS[doc.key]}">{POSTERS[doc.key]}</a></font>
</td></tr>
<tr><td class="storycontent" bgcolor="#FFFFFF">
{topic_link}
<font class="content">{text}</font>
</td></tr></table>
</td></tr></table>
<br>
<table border="0" width="100%" cellpadding="2"><tr><td><font class="content">(قرأ {doc.extra["reads"]} مرة)</font> &nbsp; <a href="modules.php?name=News&amp;file=print&amp;sid={sid}"><img src="images/print.gif" border="0" alt="نسخة للطباعة" title="نسخة للطباعة" width="16" height="11"></a> &nbsp; <a href="modules.php?name=News&amp;file=friend&amp;op=FriendSend&amp;sid={sid}"><img src="images/friend.gif" border="0" alt="أرسل هذا المقال لصديق" title="أرسل هذا المقال لصديق" width="16" height="11"></a></td></tr></table>
<br>
<table border="0" width="100%" cellpadding="0" cellspacing="0"><tr valign="top"><td>
{self.block("روابط ذات صلة", f'<strong><big>&middot;</big></strong>&nbsp;<a href="modules.php?name=News&amp;new_topic={topic_id}">المزيد حول {topic_name}</a><br><strong><big>&middot;</big></strong>&nbsp;<a href="modules.php?name=Search&amp;author={POSTERS[doc.key]}">الأخبار بواسطة {POSTERS[doc.key]}</a><br><br><center><b>الخبر الأكثر قراءة حول {topic_name}:</b><br>{self.a(most_read, self.docs[most_read].title, "related")}</center>')}
</td><td width="10">&nbsp;</td><td width="180">
{self.block("تقييم المقال", f'<center>معدل التقييم: <b>4.2</b><br>الأصوات: <b>{doc.extra["reads"] // 97}</b><br><br><form action="modules.php?name=News" method="post"><input type="hidden" name="sid" value="{sid}"><input type="hidden" name="op" value="rate_article"><input type="radio" name="score" value="5"> ممتاز<br><input type="radio" name="score" value="4"> جيد جدا<br><input type="radio" name="score" value="3"> جيد<br><input type="submit" value="صوت" class="button"></form></center>')}
</td></tr></table>
<table width="100%" border="0" cellspacing="1" cellpadding="4"><tr><td bgcolor="#EFE3C6" align="center"><font class="content">التعليقات هي ملك لأصحابها، والموقع غير مسؤول عن محتواها. <a href="modules.php?name=News&amp;file=comments&amp;op=Reply&amp;pid=0&amp;sid={sid}">أضف تعليقا</a></font></td></tr></table>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        first = next(plain(b[1]) for b in d.blocks if b[0] in ("p", "qa"))
        first = first if len(first) < 200 else first[:190].rsplit(" ", 1)[0] + " ..."
        return (
            f'<table border="0" cellpadding="3" cellspacing="1" width="100%"><tr><td bgcolor="#EFE3C6"><font class="title"><b>{self.a(k, d.title, "content")}</b></font><br>'
            f'<font class="tiny">أرسلت في {esc(d.stamp)} بواسطة {POSTERS[k]}</font></td></tr>'
            f'<tr><td><font class="content">{esc(first)}</font><br><font class="content">( {self.a(k, "المزيد...", "content")} | قرأ {d.extra["reads"]} مرة )</font></td></tr></table><br>'
        )

    def listing_main(self, doc: Doc) -> str:
        body = "".join(self.teaser(k) for k in doc.extra["list"])
        older = [
            (art(21790), "وزير التهذيب يعلن عن اكتتاب 1500 معلم قبل نهاية العام", "الخميس 26 نوفمبر 2026"),
            (art(21774), "افتتاح مقطع جديد من طريق الأمل بين بوتلميت وألاگ", "الأربعاء 25 نوفمبر 2026"),
            (art(21752), "ارتفاع أسعار الخضروات في أسواق نواكشوط", "الاثنين 23 نوفمبر 2026"),
        ]
        if doc.key in ("cat2", "topic", "writer", "search"):
            body += "".join(
                f'<table border="0" cellpadding="3" width="100%"><tr><td><font class="content"><strong><big>&middot;</big></strong>&nbsp;<a href="{p[1:]}">{esc(t)}</a> <font class="tiny">({dt})</font></font></td></tr></table>'
                for p, t, dt in older
            )
        if doc.kind == "home":
            head = f'<center><font class="title"><b>{esc(doc.title)}</b></font><br><font class="content">موقع إخباري موريتاني مستقل</font></center><br>'
        elif doc.kind == "section":
            head = f'<center><font class="title"><b>الأقسام: {esc(doc.title)}</b></font></center><br>'
        elif doc.kind == "tag":
            head = f'<center><img src="images/topics/t7.gif" border="0" alt=""><br><font class="title"><b>{esc(doc.title)}</b></font><br><font class="content">المقالات المنشورة تحت موضوع: {esc(doc.title)}</font></center><br>'
        elif doc.kind == "author":
            head = f'<table width="100%" border="0" cellpadding="5"><tr><td width="110"><img src="images/writers/w12.jpg" width="100" height="120" border="0" alt="{esc(doc.title)}"></td><td><font class="title"><b>{esc(doc.title)}</b></font><br><font class="content">{esc(doc.extra["bio"])}</font></td></tr></table><br><font class="content"><b>مقالات الكاتبة:</b></font><br>'
        else:
            head = f'<center><font class="title"><b>{esc(doc.title)}</b></font></center><br><form action="modules.php?name=Search" method="post"><input size="25" type="text" name="query" value="{SEARCH_Q}"> <input type="submit" value="بحث" class="button"></form><br><font class="content">نتائج البحث عن: <b>{SEARCH_Q}</b> — 4 نتائج</font><br><br>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<center><font class="content">[ صفحة: <b>1</b> {self.a(doc.extra["more"], "2", "pagination")} <a href="modules.php?name=News&amp;file=categories&amp;op=newindex&amp;catid=1&amp;page=3">3</a> ] {self.a(doc.extra["more"], "التالي &gt;&gt;", "pagination", inner="التالي &gt;&gt;")}</font></center>'
        elif doc.key == "cat2":
            pager = f'<center><font class="content">{self.a("cat", "&lt;&lt; السابق", "pagination", inner="&lt;&lt; السابق")} [ صفحة: {self.a("cat", "1", "pagination")} <b>2</b> <a href="modules.php?name=News&amp;file=categories&amp;op=newindex&amp;catid=1&amp;page=3">3</a> ]</font></center>'
        elif doc.kind == "home":
            pager = f'<center><font class="content">{self.a("cat", "أخبار وطنية سابقة", "content")} &middot; {self.a("search", "ملف الأمطار", "content")} &middot; {self.a("topic", "التعليم", "content")}</font></center>'
        return f"""{head}
{body}
{pager}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer-times":
            rows = [
                ("نواكشوط", "06:05", "07:24", "12:53", "15:55", "18:23", "19:39"),
                ("نواذيبو", "06:17", "07:38", "13:03", "16:01", "18:29", "19:46"),
                ("كيفه", "05:43", "07:00", "12:34", "15:40", "18:08", "19:22"),
                ("النعمة", "05:27", "06:44", "12:18", "15:24", "17:52", "19:06"),
                ("روصو", "06:02", "07:20", "12:51", "15:54", "18:22", "19:37"),
                ("أطار", "06:04", "07:24", "12:49", "15:48", "18:15", "19:32"),
            ]
            trs = "\n".join(
                "<tr>" + "".join(f'<td align="center"><font class="content">{c}</font></td>' for c in r) + "</tr>"
                for r in rows
            )
            return f"""<center><font class="title"><b>{esc(doc.title)}</b></font><br><font class="content">السبت 05 دجمبر 2026 الموافق 24 جمادى الآخرة 1448 هـ — بتوقيت نواكشوط (غرينتش)</font></center><br>
<table border="1" cellpadding="4" cellspacing="0" width="100%" bordercolor="#D8C59A"><tr bgcolor="#EFE3C6"><th>المدينة</th><th>الفجر</th><th>الشروق</th><th>الظهر</th><th>العصر</th><th>المغرب</th><th>العشاء</th></tr>
{trs}
</table>
<br><font class="tiny">المواقيت تقريبية، حسب حسابات رابطة العالم الإسلامي.</font>"""
        if doc.kind == "poll":
            opts = [("نعم", 58.3, 412), ("لا", 31.1, 220), ("لا رأي لي", 10.6, 75)]
            rows = "\n".join(
                f'<tr><td><font class="content">{t}</font></td><td><img src="themes/Siraj/images/leftbar.gif" height="14" width="7"><img src="themes/Siraj/images/mainbar.gif" height="14" width="{int(p * 3)}"><img src="themes/Siraj/images/rightbar.gif" height="14" width="7"></td><td><font class="content">{p} % ({n})</font></td></tr>'
                for t, p, n in opts
            )
            return f"""<center><font class="title"><b>{esc(doc.title)}</b></font></center><br>
<table border="0" width="100%"><tr><td colspan="3"><font class="option"><b>هل تؤيد تعميم التدريس باللغات الوطنية في المرحلة الابتدائية؟</b></font><br><br></td></tr>
{rows}
</table>
<br><center><font class="content"><b>مجموع الأصوات: 707</b><br>[ <a href="modules.php?name=Surveys&amp;pollID=31">صوت</a> | <a href="modules.php?name=Surveys">استطلاعات أخرى</a> ]</font></center>
<br><font class="content">الاستطلاع مرتبط بمقال: {self.a("opinion", self.docs["opinion"].title, "content")}</font>"""
        return f"""<center><font class="title"><b>{esc(doc.title)}</b></font></center><br>
<font class="content">{"<br><br>".join(esc(plain(b[1])) for b in doc.blocks)}</font>"""
