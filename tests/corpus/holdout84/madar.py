# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Arabic letters, French typography and Arabizi are deliberate)
"""مدار24 Madar24: a Moroccan news site in Arabic and French on **WordPress** with the **Jannah** theme (`tie-`
classes, `post-title entry-title`, `single-post-meta`, `meta-author`, `entry-content entry clearfix`, in-content
`stream-item` ad slots), **WPML** (Arabic at the root, French under `/fr/`, `hreflang` alternates and a language
switcher on every page; Arabic pages `dir="rtl"`, French `dir="ltr"`) and **Yoast SEO** (an `@graph` whose
`NewsArticle` points to a `Person` node by `@id`; Yoast writes its stamps in **UTC**). Permalinks are
`/<slug>-<post id>.html`, Arabic slugs percent-encoded; categories `/category/<slug>/` with `/page/2/`, tags
`/tag/<slug>/`, authors `/author/<nicename>/`, search `/?s=`. The newsroom is in Rabat (UTC+1, no summer time).

Dates are printed "الجمعة 4 دجنبر 2026 - 14:32" (Moroccan month names: دجنبر, نونبر) and "vendredi 4 décembre 2026
à 14h32"; listings print "منذ يومين" / "il y a 2 jours". Bylines: "بقلم: سعاد الإدريسي" with "تصوير: ياسين العلوي"
beside it, "Par Souad Idrissi" / "Photos : Yassine Alaoui" on the French twin, "Par Nadia Berrada et Omar Tazi", the
site's own account ("مدار24", "Madar24") on the MAP stories whose dateline "(و م ع)" / "(MAP)" opens the text, the desk
accounts "هيئة التحرير" and "La rédaction". Yoast makes every account a `Person`. The MAP twins were posted at 00:20
on 4 December (23:20Z on 3 December)."""

from __future__ import annotations

import json
from datetime import datetime
from hashlib import md5

from common import DAYS_AR, DAYS_FR, MONTHS_FR, MONTHS_MA, Base, blocks_html, page, pct, story, utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.madar24.test"
NOW = datetime(2026, 12, 5, 10, 30)
CAT_SOC = "/category/" + pct("مجتمع") + "/"
TAG_DARIJA = "/tag/" + pct("الدارجة") + "/"
SEARCH_Q = "الترامواي"
A_WIDGET = 'class="post-title the-subtitle"'
A_MORE = 'class="more-link"'
A_MOREBTN = 'class="more-link button"'
A_PAGE = 'class="pages-nav-item"'
NICENAMES = {
    "Souad Idrissi": "souad-idrissi",
    "كريم الوزاني": "karim-ouazzani",
    "Nadia Berrada": "nadia-berrada",
    "Omar Tazi": "omar-tazi",
}
CAT_PATHS = {"اقتصاد": "category/economie-ar", "Société": "fr/category/societe", "Opinions": "fr/category/opinions"}


def ar_date(local: str) -> str:
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    return f"{DAYS_AR[weekday(day)]} {d} {MONTHS_MA[m - 1]} {y} - {time}"


def fr_date(local: str) -> str:
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    return f"{DAYS_FR[weekday(day)]} {d} {MONTHS_FR[m - 1]} {y} à {time.replace(':', 'h')}"


def ago(local: str, lang: str) -> str:
    hours = int((NOW - datetime.strptime(local, "%Y-%m-%d %H:%M")).total_seconds() // 3600)
    days = hours // 24
    if lang == "fr":
        return f"il y a {hours} heures" if days == 0 else ("il y a 1 jour" if days == 1 else f"il y a {days} jours")
    if days == 0:
        return f"منذ {hours} ساعة"
    return {1: "منذ يوم واحد", 2: "منذ يومين"}.get(days, f"منذ {days} أيام")


class Madar(Base):
    origin = ORIGIN
    name = "مدار24"
    prefix = "mdr"
    language = "ar"
    absolute = True  # WordPress writes absolute permalinks
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mdr",
            [
                "#tie-body .post-title",
                ".entry-content p",
                ".single-post-meta .meta-author",
                ".post-cat-wrap .post-cat",
                "#top-nav .breaking-news",
                ".main-nav .menu > li > a",
                ".stream-item",
                "#related-posts .related-item",
                ".widget-posts-list-container li",
                ".pages-nav .pages-numbers li",
                ".wpml-ls-legacy-list-horizontal a",
                "#cookie-law-info-bar",
                "#footer .copyright-text",
                ".tie-icon-camera",
            ],
            280,
        )

    # --- content ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "مدار24",
                "jannah-home-wpml-ar",
                list=["tramar", "arganar", "alert", "darija"],
                lang="ar",
            )
        )
        add(
            page(
                "homefr",
                "/fr/",
                "home",
                "Madar24",
                "jannah-home-wpml-fr",
                list=["tramfr", "arganfr", "edito", "ecofr"],
                lang="fr",
            )
        )
        add(
            page(
                "soc",
                CAT_SOC,
                "section",
                "مجتمع",
                "jannah-category",
                list=["tramar", "alert", "arganar"],
                more="soc2",
                lang="ar",
            )
        )
        add(page("soc2", CAT_SOC + "page/2/", "section", "مجتمع", "jannah-category-page-2", list=["darija"], lang="ar"))
        add(
            page(
                "eco",
                "/fr/category/economie/",
                "section",
                "Économie",
                "jannah-category-fr",
                list=["ecofr", "arganfr", "tramfr"],
                lang="fr",
            )
        )
        add(page("tag", TAG_DARIJA, "tag", "الدارجة", "wp-tag-archive", list=["darija"], lang="ar"))
        add(
            page(
                "author",
                "/author/souad-idrissi/",
                "author",
                "سعاد الإدريسي",
                "wp-author-archive",
                list=["tramar"],
                lang="ar",
                bio="صحافية بمدار24 منذ 2019، تهتم بقضايا المدن والنقل والسكن بجهة الرباط سلا القنيطرة.",
            )
        )
        add(
            page(
                "search",
                "/?s=" + pct(SEARCH_Q),
                "search",
                f"نتائج البحث عن: {SEARCH_Q}",
                "wp-search-results",
                list=["tramar"],
                lang="ar",
            )
        )
        add(
            page(
                "prayer",
                "/" + pct("مواقيت-الصلاة") + "/",
                "prayer-times",
                "مواقيت الصلاة",
                "wp-page-shortcode-table",
                lang="ar",
            )
        )
        add(
            page(
                "contact",
                "/" + pct("اتصل-بنا") + "/",
                "contact",
                "اتصل بنا",
                "wp-page-contact-form-7",
                [
                    "لأي استفسار أو ملاحظة أو تصحيح، يمكنكم مراسلة هيئة تحرير مدار24 عبر النموذج أسفله، أو عبر البريد الإلكتروني redaction@madar24.test.",
                    "العنوان: 14 زنقة الفرات، أكدال، الرباط — الهاتف: 0537000000",
                    "للإشهار: pub@madar24.test",
                ],
                lang="ar",
            )
        )
        add(
            story(
                "tramar",
                "/" + pct("ترامواي-تمارة") + "-318245.html",
                "ترامواي الرباط-سلا يصل إلى تمارة: انطلاق أشغال الخط الثالث في يناير المقبل",
                "2026-12-04",
                utc("2026-12-04 14:32", 1),
                ar_date("2026-12-04 14:32"),
                ["سعاد الإدريسي"],
                [
                    "أعلنت شركة «الرباط-سلا للتنقل» عن انطلاق أشغال الخط الثالث للترامواي في يناير 2027، وهو الخط الذي سيربط حي الرياض بالرباط بمدينة تمارة على مسافة 14 كيلومتراً، في مشروع طال انتظاره من طرف آلاف المواطنين الذين يتنقلون يومياً بين المدينتين.",
                    "وأوضح المدير العام للشركة، رشيد بناني، في ندوة صحافية عقدها صباح الجمعة بالرباط، أن الخط الجديد سيضم 20 محطة، وأن الأشغال ستتم على ثلاث مراحل حتى لا تتسبب في شل حركة السير على طول شارع محمد السادس وطريق زعير.",
                    "وتقدر الكلفة الإجمالية للمشروع بنحو 3.2 مليارات درهم، تساهم فيها الدولة والجماعات الترابية المعنية، إلى جانب قرض من مؤسسة مالية دولية، حسب المعطيات التي قدمها المسؤول ذاته.",
                    "FIG: ترامواي الرباط | عربة ترامواي بمحطة باب الأحد بالرباط (تصوير: ياسين العلوي)",
                    "## ساعة ونصف كل صباح",
                    "وفي محطة الحافلات قرب باب الأحد، قالت فاطمة الزهراء، وهي موظفة تقطن بتمارة، لـ«مدار24»: «كل صباح كنضيع ساعة ونص فالطوبيس، إلى وصل الترامواي غادي نرتاحو بزاف». وتضيف أن الاكتظاظ في الحافلات خلال ساعات الذروة أصبح «لا يطاق».",
                    "ويتوقع أن ينقل الخط الثالث نحو 90 ألف راكب يومياً عند دخوله حيز الخدمة المرتقب في صيف 2029، ليرتفع بذلك مجموع مستعملي شبكة الترامواي بالعاصمة وضواحيها إلى أكثر من 250 ألف راكب يومياً.",
                    "وكانت الشبكة قد عرفت توسعة أولى نحو حي كريمة بسلا سنة 2022، غير أن تمارة ظلت خارج التغطية رغم نموها الديمغرافي السريع، إذ تجاوز عدد سكانها 400 ألف نسمة حسب آخر إحصاء.",
                ],
                "jannah-byline-with-photo-credit-twin",
                section="مجتمع",
                dek="20 محطة جديدة على مسافة 14 كيلومتراً وكلفة تناهز 3.2 مليارات درهم",
                lang="ar",
                local="2026-12-04 14:32",
                twin="tramfr",
                credit="بقلم:",
                photo="تصوير: ياسين العلوي",
                ld_authors=["سعاد الإدريسي"],
                author_key="author",
                views="3٬412",
            )
        )
        add(
            story(
                "tramfr",
                "/fr/tramway-rabat-sale-temara-troisieme-ligne-318246.html",
                "Tramway Rabat-Salé : la troisième ligne atteindra Témara, début des travaux en janvier",
                "2026-12-04",
                utc("2026-12-04 14:32", 1),
                fr_date("2026-12-04 14:32"),
                ["Souad Idrissi"],
                [
                    "La société Rabat-Salé Mobilité a annoncé le lancement, en janvier 2027, des travaux de la troisième ligne de tramway, qui reliera le quartier Hay Riad, à Rabat, à la ville de Témara sur 14 kilomètres. Un projet très attendu par les milliers d'usagers qui font chaque jour la navette entre les deux villes.",
                    "Lors d'une conférence de presse tenue vendredi matin à Rabat, le directeur général de la société, Rachid Bennani, a précisé que la nouvelle ligne comptera 20 stations et que le chantier sera mené en trois phases afin de ne pas paralyser la circulation sur l'avenue Mohammed VI et la route des Zaërs.",
                    "Le coût global du projet est estimé à 3,2 milliards de dirhams, financé par l'État et les collectivités territoriales concernées, ainsi que par un prêt d'une institution financière internationale, selon les chiffres présentés par le responsable.",
                    "FIG: Tramway de Rabat | Une rame du tramway à la station Bab El Had, à Rabat (Photo : Yassine Alaoui)",
                    "## Une heure et demie chaque matin",
                    "À l'arrêt de bus de Bab El Had, Fatima-Zahra, fonctionnaire résidant à Témara, résume l'attente : « Kol sbah kandi3 sa3a w nass f tobis. Ila wsel tramway, ghadi nerta7o bzzaf » (« Chaque matin, je perds une heure et demie dans le bus. Si le tram arrive, on va enfin souffler »). Aux heures de pointe, dit-elle, les bus bondés sont devenus « insupportables ».",
                    "La ligne 3 devrait transporter quelque 90 000 voyageurs par jour à sa mise en service, prévue à l'été 2029, portant la fréquentation totale du réseau de la capitale et de sa périphérie à plus de 250 000 voyageurs quotidiens.",
                    "Le réseau avait connu une première extension vers le quartier Karima, à Salé, en 2022. Témara était pourtant restée à l'écart, malgré une croissance démographique rapide : la ville dépasse désormais les 400 000 habitants selon le dernier recensement.",
                ],
                "jannah-byline-par-with-photo-credit-twin",
                section="Société",
                dek="Vingt nouvelles stations sur 14 kilomètres, pour un coût estimé à 3,2 milliards de dirhams",
                lang="fr",
                local="2026-12-04 14:32",
                twin="tramar",
                credit="Par",
                photo="Photos : Yassine Alaoui",
                ld_authors=["Souad Idrissi"],
                views="1 208",
            )
        )
        add(
            story(
                "arganar",
                "/" + pct("صادرات-الأركان") + "-318199.html",
                "صادرات زيت الأركان المغربي ترتفع بنسبة 18 في المائة خلال 2026",
                "2026-12-04",
                utc("2026-12-04 00:20", 1),
                ar_date("2026-12-04 00:20"),
                [],
                [
                    "أكادير (و م ع) – سجلت صادرات المغرب من زيت الأركان ارتفاعاً بنسبة 18 في المائة خلال الأشهر العشرة الأولى من سنة 2026، لتبلغ حوالي 1450 طناً، مقابل 1230 طناً خلال الفترة نفسها من السنة الماضية، حسب معطيات الوكالة الوطنية لتنمية مناطق الواحات وشجر الأركان.",
                    "وأفادت الوكالة، في بلاغ لها، بأن هذا الارتفاع يعزى أساساً إلى تحسن المحصول بعد موسمين من الجفاف، وإلى تزايد الطلب في الأسواق الأوروبية والأمريكية على زيت الأركان التجميلي والغذائي.",
                    "وحلت فرنسا في صدارة الدول المستوردة بنسبة 27 في المائة من الكميات المصدرة، متبوعة بالولايات المتحدة وألمانيا وكندا، فيما عرفت الصادرات نحو الأسواق الآسيوية، ولا سيما اليابان وكوريا الجنوبية، نمواً لافتاً.",
                    "وأشار المصدر ذاته إلى أن التعاونيات النسائية ساهمت بما يقارب 40 في المائة من الإنتاج الموجه للتصدير، وهو ما انعكس إيجاباً على دخل آلاف النساء القرويات بأقاليم الصويرة وتارودانت واشتوكة آيت باها وتيزنيت.",
                    "كما لفت البلاغ إلى أن عملية تخليف شجر الأركان همت خلال الموسم الحالي أزيد من 4000 هكتار، في إطار برنامج يروم إعادة تأهيل 200 ألف هكتار في أفق سنة 2030.",
                    "وتظل شجرة الأركان، التي أدرجت منظمة اليونسكو المعارف والممارسات المرتبطة بها ضمن التراث الثقافي غير المادي للإنسانية، مورداً أساسياً لساكنة مناطق سوس، حيث توفر مورد رزق لمئات الآلاف من الأسر القروية.",
                ],
                "jannah-agency-dateline-site-account",
                section="اقتصاد",
                lang="ar",
                local="2026-12-04 00:20",
                twin="arganfr",
                account="مدار24",
                ld_authors=["مدار24"],
                views="2٬087",
            )
        )
        add(
            story(
                "arganfr",
                "/fr/huile-argan-exportations-hausse-318200.html",
                "Huile d'argan : les exportations marocaines bondissent de 18 % en 2026",
                "2026-12-04",
                utc("2026-12-04 00:20", 1),
                fr_date("2026-12-04 00:20"),
                [],
                [
                    "Agadir (MAP) – Les exportations marocaines d'huile d'argan ont progressé de 18 % au cours des dix premiers mois de 2026, pour atteindre près de 1 450 tonnes, contre 1 230 tonnes à la même période de l'année précédente, selon les données de l'Agence nationale pour le développement des zones oasiennes et de l'arganier.",
                    "Dans un communiqué, l'Agence attribue cette hausse principalement à l'amélioration de la récolte après deux saisons de sécheresse, ainsi qu'à la demande croissante des marchés européen et américain pour l'huile d'argan cosmétique et alimentaire.",
                    "La France arrive en tête des pays importateurs avec 27 % des volumes exportés, suivie des États-Unis, de l'Allemagne et du Canada. Les exportations vers l'Asie, notamment le Japon et la Corée du Sud, ont également enregistré une croissance notable.",
                    "Selon la même source, les coopératives féminines ont assuré près de 40 % de la production destinée à l'export, ce qui s'est traduit par une amélioration des revenus de milliers de femmes rurales dans les provinces d'Essaouira, Taroudant, Chtouka Aït Baha et Tiznit.",
                    "Le communiqué souligne par ailleurs que les opérations de régénération de l'arganier ont concerné plus de 4 000 hectares cette saison, dans le cadre d'un programme visant la réhabilitation de 200 000 hectares à l'horizon 2030.",
                    "L'arganier, dont les savoirs et savoir-faire ont été inscrits par l'UNESCO au patrimoine culturel immatériel de l'humanité, demeure une ressource essentielle pour les populations du Souss, où il fait vivre des centaines de milliers de foyers ruraux.",
                ],
                "jannah-agency-dateline-site-account",
                section="Économie",
                lang="fr",
                local="2026-12-04 00:20",
                twin="arganar",
                account="Madar24",
                ld_authors=["Madar24"],
                views="946",
            )
        )
        add(
            story(
                "darija",
                "/" + pct("قاموس-الدارجة") + "-318102.html",
                "«واخا» و«بزاف» في القاموس: منصة مغربية توثق الدارجة بالحرفين العربي واللاتيني",
                "2026-12-03",
                utc("2026-12-03 18:05", 1),
                ar_date("2026-12-03 18:05"),
                ["كريم الوزاني"],
                [
                    "أطلق ثلاثة شباب مغاربة منصة رقمية تحمل اسم «دارجتي»، تطمح إلى أن تكون أول قاموس تفاعلي مفتوح للدارجة المغربية، يكتب كل كلمة بالحرف العربي وبالحرف اللاتيني كما يستعمله المغاربة في رسائلهم اليومية على الهاتف.",
                    "وتضم المنصة في نسختها الأولى أزيد من 12 ألف مدخل، من بينها كلمات متداولة مثل «واخا» (wakha) بمعنى موافق، و«بزاف» (bzzaf) بمعنى كثير، و«دابا» (daba) بمعنى الآن، إلى جانب عبارات أكثر محلية تختلف من جهة إلى أخرى.",
                    "ويقول أيوب الشرقاوي، أحد مؤسسي المنصة، إن الفكرة ولدت من ملاحظة بسيطة: «كلشي كيكتب بالدارجة فالواتساب، ولكن ما كاين حتى مرجع كيقول ليك كيفاش تكتبها». ويضيف أن فريقه اختار توثيق الطريقتين معاً لأن «الشباب كيكتبو 3afak و9alb بالأرقام، والكبار كيكتبو عفاك وقلب بالعربية».",
                    'RAW:<blockquote class="twitter-tweet" data-lang="ar"><p lang="ar" dir="rtl">أخيرا قاموس كيفهمنا 😂 3afak zidou kelmat dyal chamal <a href="https://t.co/x8Kd2LmQ0z">pic.twitter.com/x8Kd2LmQ0z</a></p>&mdash; Salma (@salma_tng) <a href="https://twitter.com/salma_tng/status/1864412233001">December 3, 2026</a></blockquote>',
                    "## الأرقام بدل الحروف",
                    "ومن أطرف ما توثقه المنصة نظام «العربيزي» الذي يعوض فيه الشباب بعض الحروف العربية بأرقام: 3 للعين، و7 للحاء، و9 للقاف، و2 للهمزة. فتصبح «صحة» sa7a، و«عاود» 3awd، و«قلبي» 9albi.",
                    "RAW:READALSO",
                    "وترى الباحثة في اللسانيات ليلى بنكيران أن المشروع «يسد فراغاً حقيقياً»، لكنها نبهت إلى ضرورة «التمييز بين التوثيق والتقعيد»، لأن الدارجة «تتغير بسرعة وتختلف بين فاس ومراكش وطنجة والداخلة».",
                    "ويسمح الموقع للمستعملين باقتراح كلمات جديدة، وقد تلقى الفريق في أسبوعه الأول أكثر من ثلاثة آلاف اقتراح، من بينها «صافي» (safi) و«كاين» (kayn) و«مزيان» (mzyan).",
                ],
                "jannah-arabizi-tweet-embed-read-also",
                section="مجتمع",
                lang="ar",
                local="2026-12-03 18:05",
                credit="بقلم:",
                ld_authors=["كريم الوزاني"],
                tags=True,
                views="5٬930",
            )
        )
        add(
            story(
                "alert",
                "/" + pct("نشرة-إنذارية") + "-318231.html",
                "نشرة إنذارية: أمطار رعدية وتساقطات ثلجية بعدد من أقاليم المملكة",
                "2026-12-04",
                utc("2026-12-04 09:15", 1),
                ar_date("2026-12-04 09:15"),
                [],
                [
                    "أفادت المديرية العامة للأرصاد الجوية، في نشرة إنذارية من مستوى يقظة برتقالي، بأن أمطاراً رعدية قوية وتساقطات ثلجية ستهم عدداً من أقاليم المملكة من مساء اليوم الجمعة إلى غاية يوم الأحد.",
                    "وحسب النشرة، يرتقب أن تتراوح مقاييس الأمطار ما بين 40 و70 ملم بالأقاليم التالية:",
                    "- شفشاون وتطوان والمضيق-الفنيدق",
                    "- العرائش ووزان",
                    "- تاونات والحسيمة وتازة",
                    "كما ستعرف المرتفعات التي يفوق علوها 1500 متر تساقطات ثلجية يتراوح سمكها ما بين 20 و40 سنتمتراً بأقاليم إفران وميدلت وخنيفرة والحوز وأزيلال.",
                    "ودعت السلطات مستعملي الطرق إلى توخي الحذر، خاصة على مستوى الطرق الجبلية، وتتبع النشرات الجوية المقبلة.",
                    "تحديث 11:40: أعلنت وزارة التجهيز والماء قطع الطريق الوطنية رقم 13 بين أزرو وميدلت بسبب تراكم الثلوج، في انتظار تدخل كاسحات الثلوج.",
                ],
                "jannah-desk-account-updated",
                section="مجتمع",
                lang="ar",
                local="2026-12-04 09:15",
                upd="2026-12-04 11:40",
                account="هيئة التحرير",
                ld_authors=["هيئة التحرير"],
                views="8٬115",
            )
        )
        add(
            story(
                "edito",
                "/fr/edito-eau-sobriete-318140.html",
                "Eau : la sobriété ne se décrète pas",
                "2026-12-03",
                utc("2026-12-03 20:00", 1),
                fr_date("2026-12-03 20:00"),
                [],
                [
                    "Il a suffi de quelques semaines de pluies d'automne pour que la question de l'eau quitte les conversations. Les barrages se remplissent doucement, les restrictions sont levées ici et là, et chacun semble pressé de tourner la page de sept années de sécheresse. Ce serait une erreur.",
                    "Car les chiffres publiés cette semaine par le ministère de l'Équipement et de l'Eau sont têtus : le taux de remplissage moyen des retenues ne dépasse pas 38 %, et les nappes phréatiques du Souss, du Tadla et du Saïss continuent de baisser. Une saison humide ne rembourse pas une décennie de surexploitation.",
                    "Les usines de dessalement de Casablanca, d'Agadir et de Dakhla soulagent les villes côtières. Elles ne régleront pas, seules, l'équation de l'agriculture irriguée, qui consomme l'essentiel des ressources mobilisées.",
                    "On nous répète qu'il faut « changer les comportements ». Soit. Mais la sobriété ne se décrète pas à coups de spots télévisés. Elle suppose une tarification lisible, des compteurs qui fonctionnent, des réseaux qui ne perdent pas un tiers de l'eau en chemin, et des choix agricoles assumés.",
                    "Le débat mérite mieux que l'alternance entre panique estivale et oubli hivernal. Il mérite des données publiques, mises à jour chaque mois, et un calendrier clair pour les investissements promis. C'est à ce prix que les citoyens accepteront les efforts qu'on leur demande.",
                    "Wakha, il a plu. Mais une « bonne saison » n'est pas une politique.",
                ],
                "jannah-editorial-kicker-desk-account",
                section="Opinions",
                lang="fr",
                local="2026-12-03 20:00",
                account="La rédaction",
                ld_authors=["La rédaction"],
                kicker="Édito",
                views="1 734",
            )
        )
        add(
            story(
                "ecofr",
                "/fr/automobile-maroc-million-vehicules-317988.html",
                "Automobile : le Maroc franchit le cap du million de véhicules produits",
                "2026-12-02",
                utc("2026-12-02 10:45", 1),
                fr_date("2026-12-02 10:45"),
                ["Nadia Berrada", "Omar Tazi"],
                [
                    "C'est un seuil symbolique que l'industrie automobile marocaine a franchi fin novembre : un million de véhicules sont sortis des chaînes de montage du Royaume depuis le début de l'année, selon l'association professionnelle du secteur.",
                    "La production est portée par les deux grands sites de Tanger et de Kénitra, mais aussi par la montée en puissance d'un troisième constructeur installé dans la zone d'accélération industrielle de Tanger Med, spécialisé dans les petits véhicules électriques.",
                    "T: Site | 2025 | 2026 (janvier-novembre)",
                    "T: Tanger (Melloussa) | 392 000 | 418 000",
                    "T: Kénitra (Atlantic Free Zone) | 355 000 | 371 000",
                    "T: Casablanca (Somaca) | 88 000 | 92 000",
                    "T: Tanger Med (véhicules électriques) | 61 000 | 119 000",
                    "Le taux d'intégration locale atteint désormais 69 %, contre 60 % il y a trois ans, grâce à l'installation de nouveaux équipementiers dans le câblage, les sièges et, plus récemment, les batteries.",
                    "## L'Europe reste le premier débouché",
                    "Plus de 85 % de la production est exportée, principalement vers la France, l'Espagne, l'Italie et l'Allemagne. Le secteur est devenu le premier poste d'exportation du pays, devant les phosphates et leurs dérivés.",
                    "« Le défi, maintenant, c'est la valeur ajoutée locale et la formation », estime Hicham Lahlou, consultant auprès de plusieurs équipementiers à Kénitra. « On ne peut pas rester un atelier d'assemblage performant ; il faut des ingénieurs, des centres de recherche, des marques. »",
                    "Les professionnels tablent sur 1,1 million de véhicules en 2027, à condition que la demande européenne de petites citadines électriques se maintienne et que les nouvelles lignes de batteries de Kénitra entrent en production comme prévu au second semestre.",
                ],
                "jannah-two-authors-et-updated-table",
                section="Économie",
                lang="fr",
                local="2026-12-02 10:45",
                upd="2026-12-03 09:10",
                credit="Par",
                ld_authors=["Nadia Berrada", "Omar Tazi"],
                views="2 651",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "ar")

    def person_id(self, name: str) -> str:
        return f"{ORIGIN}/#/schema/person/{md5(name.encode()).hexdigest()}"

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lang = self.lang(doc)
        home = self.url("home" if lang == "ar" else "homefr")
        site = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": home,
            "name": "مدار24" if lang == "ar" else "Madar24",
            "description": "أخبار المغرب والعالم" if lang == "ar" else "L'actualité du Maroc et du monde",
            "publisher": {"@id": f"{ORIGIN}/#organization"},
            "inLanguage": lang,
        }
        org = {
            "@type": "Organization",
            "@id": f"{ORIGIN}/#organization",
            "name": "مدار24",
            "url": f"{ORIGIN}/",
            "logo": f"{ORIGIN}/wp-content/uploads/2023/02/logo-madar24.png",
            "sameAs": [
                "https://www.facebook.com/madar24.test",
                "https://x.com/madar24_test",
                "https://www.youtube.com/@madar24test",
            ],
        }
        graph: list[dict[str, object]] = []
        if doc.is_article:
            img = f"{ORIGIN}/wp-content/uploads/2026/12/{doc.path.rsplit('-', 1)[-1][:6]}.jpg"
            names = doc.extra["ld_authors"]
            author: object = (
                {"name": names[0], "@id": self.person_id(names[0])}
                if len(names) == 1
                else [{"name": n, "@id": self.person_id(n)} for n in names]
            )
            graph.append(
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": author,
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": utc(doc.extra["upd"], 1) if doc.extra.get("upd") else doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "image": {"@type": "ImageObject", "url": img, "width": 1200, "height": 800},
                    "articleSection": [doc.section],
                    "inLanguage": lang,
                }
            )
            graph.append(
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{self.head_title(doc)}",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "inLanguage": lang,
                }
            )
            graph += [site, org]
            for n in names:
                graph.append(
                    {
                        "@type": "Person",
                        "@id": self.person_id(n),
                        "name": n,
                    }
                )
        else:
            ptype = {
                "search": "SearchResultsPage",
                "author": "ProfilePage",
                "home": "CollectionPage",
                "section": "CollectionPage",
                "tag": "CollectionPage",
            }.get(doc.kind, "WebPage")
            graph.append(
                {
                    "@type": ptype,
                    "@id": url,
                    "url": url,
                    "name": self.head_title(doc),
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": lang,
                }
            )
            graph += [site, org]
        data = {"@context": "https://schema.org", "@graph": graph}
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(data, ensure_ascii=False, separators=(",", ":"))}</script>'

    def head_title(self, doc: Doc) -> str:
        site = "مدار24" if self.lang(doc) == "ar" else "Madar24"
        if doc.key in ("home", "homefr"):
            return f"{site} - " + ("أخبار المغرب والعالم" if doc.key == "home" else "L'actualité du Maroc et du monde")
        if doc.key == "soc2":
            return f"{doc.title} - الصفحة 2 من 7 - {site}"
        if doc.extra.get("kicker"):
            return f"{doc.extra['kicker']} – {doc.title} - {site}"
        return f"{doc.title} - {site}"

    def alternates(self, doc: Doc) -> str:
        lang = self.lang(doc)
        twin = doc.extra.get("twin") or {"home": "homefr", "homefr": "home"}.get(doc.key)
        if not twin:
            return f'<link rel="alternate" hreflang="{lang}" href="{esc(self.url(doc.key))}" />'
        ar, fr = (doc.key, twin) if lang == "ar" else (twin, doc.key)
        return (
            f'<link rel="alternate" hreflang="ar" href="{esc(self.url(ar))}" />\n'
            f'<link rel="alternate" hreflang="fr" href="{esc(self.url(fr))}" />\n'
            f'<link rel="alternate" hreflang="x-default" href="{esc(self.url(ar))}" />'
        )

    def switcher(self, doc: Doc) -> str:
        lang = self.lang(doc)
        twin = (
            doc.extra.get("twin")
            or {"home": "homefr", "homefr": "home"}.get(doc.key)
            or ("homefr" if lang == "ar" else "home")
        )
        if lang == "ar":
            other = self.a(
                twin,
                "Français",
                "nav",
                'class="wpml-ls-link" hreflang="fr"',
                '<span class="wpml-ls-native" lang="fr">Français</span>',
            )
            return f'<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-ar wpml-ls-current-language wpml-ls-first-item"><span class="wpml-ls-native">العربية</span></li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-fr wpml-ls-last-item">{other}</li></ul></div>'
        other = self.a(
            twin,
            "العربية",
            "nav",
            'class="wpml-ls-link" hreflang="ar"',
            '<span class="wpml-ls-native" lang="ar">العربية</span>',
        )
        return f'<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-ar wpml-ls-first-item">{other}</li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-fr wpml-ls-current-language wpml-ls-last-item"><span class="wpml-ls-native">Français</span></li></ul></div>'

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ar = lang == "ar"
        url = self.url(doc.key)
        desc = (
            self.lede(doc)
            if doc.is_article
            else ("موقع إخباري مغربي مستقل" if ar else "Site d'information marocain indépendant")
        )
        og_type = "article" if doc.is_article else "website"
        metas = [
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<meta property="og:locale" content="{"ar_AR" if ar else "fr_FR"}" />',
            f'<meta property="og:locale:alternate" content="{"fr_FR" if ar else "ar_AR"}" />',
            f'<meta property="og:type" content="{og_type}" />',
            f'<meta property="og:title" content="{esc(self.head_title(doc).rsplit(" - ", 1)[0])}" />',
            f'<meta property="og:description" content="{esc(desc)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{"مدار24" if ar else "Madar24"}" />',
        ]
        if doc.is_article:
            metas += [
                '<meta property="article:publisher" content="https://www.facebook.com/madar24.test" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
                f'<meta property="article:modified_time" content="{utc(doc.extra["upd"], 1) if doc.extra.get("upd") else doc.iso}" />',
                f'<meta property="og:image" content="{ORIGIN}/wp-content/uploads/2026/12/{doc.path.rsplit("-", 1)[-1][:6]}.jpg" />',
                f'<meta name="author" content="{esc(" و ".join(doc.extra["ld_authors"]) if ar else ", ".join(doc.extra["ld_authors"]))}" />',
            ]
        if doc.kind == "search":
            metas.insert(0, '<meta name="robots" content="noindex, follow" />')
        else:
            metas.insert(
                0,
                '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />',
            )
        menu_ar = [
            ("home", "الرئيسية"),
            ("soc", "مجتمع"),
            (f"{ORIGIN}/category/politique-ar/", "سياسة"),
            (f"{ORIGIN}/category/economie-ar/", "اقتصاد"),
            (f"{ORIGIN}/category/sport-ar/", "رياضة"),
            (f"{ORIGIN}/category/culture-ar/", "ثقافة وفن"),
            ("prayer", "مواقيت الصلاة"),
        ]
        menu_fr = [
            ("homefr", "Accueil"),
            (f"{ORIGIN}/fr/category/societe/", "Société"),
            (f"{ORIGIN}/fr/category/politique/", "Politique"),
            ("eco", "Économie"),
            (f"{ORIGIN}/fr/category/sport/", "Sport"),
            (f"{ORIGIN}/fr/category/opinions/", "Opinions"),
        ]
        nav = "\n".join(
            f'<li id="menu-item-{100 + i}" class="menu-item menu-item-{100 + i}{" tie-current-menu" if k == doc.key else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu_ar if ar else menu_fr)
        )
        most_keys = ["alert", "darija", "tramar"] if ar else ["tramfr", "ecofr", "edito"]
        most = "\n".join(
            f'<li class="widget-single-post-item widget-post-list tie-standard">'
            f'<div class="post-widget-body"><span class="widget-post-counter">{i + 1}</span>{self.a(k, self.docs[k].title, "aside", A_WIDGET)}<div class="post-meta"><span class="date meta-item tie-icon">{ago(self.docs[k].extra["local"], lang)}</span></div></div></li>'
            for i, k in enumerate(most_keys)
        )
        breaking = (
            f'<li class="news-item">{self.a("alert", self.docs["alert"].title, "aside")}</li>'
            if ar
            else f'<li class="news-item">{self.a("tramfr", self.docs["tramfr"].title, "aside")}</li>'
        )
        prayer_widget = (
            f'<div id="custom_html-4" class="widget_text container-wrapper widget widget_custom_html"><div class="widget-title the-global-title"><div class="the-subtitle">مواقيت الصلاة - الرباط</div></div><div class="textwidget custom-html-widget"><ul class="prayer-mini"><li>الظهر 13:22</li><li>العصر 16:05</li><li>المغرب 18:28</li></ul>{self.a("prayer", "كل المواقيت", "aside", A_MORE)}</div></div>'
            if ar
            else ""
        )
        footer_links = (
            f'<li>{self.a("contact", "اتصل بنا", "footer")}</li><li><a href="{ORIGIN}/about/">من نحن</a></li><li><a href="{ORIGIN}/privacy-policy/">سياسة الخصوصية</a></li><li><a href="{ORIGIN}/feed/">RSS</a></li>'
            if ar
            else f'<li>{self.a("contact", "Contact", "footer")}</li><li><a href="{ORIGIN}/fr/mentions-legales/">Mentions légales</a></li><li><a href="{ORIGIN}/fr/politique-de-confidentialite/">Confidentialité</a></li><li><a href="{ORIGIN}/fr/feed/">RSS</a></li>'
        )
        body_class = (
            f"{'rtl ' if ar else ''}post-template-default single single-post postid-{doc.path.rsplit('-', 1)[-1][:6]} single-format-standard"
            if doc.is_article
            else f"{'rtl ' if ar else ''}{ {'home': 'home blog', 'homefr': 'home blog', 'section': 'archive category paged', 'tag': 'archive tag', 'author': 'archive author', 'search': 'search search-results'}.get(doc.kind, 'page-template-default page') }"
        )
        search_form = f'<form id="search" class="search-form" method="get" action="{ORIGIN}/{"" if ar else "fr/"}"><input id="search-input" inputmode="search" type="text" name="s" title="{"بحث عن" if ar else "Rechercher"}" placeholder="{"بحث عن" if ar else "Rechercher"}" /><button id="search-submit" type="submit"><span class="tie-icon-search tie-search-icon" aria-hidden="true"></span><span class="screen-reader-text">{"بحث عن" if ar else "Rechercher"}</span></button></form>'
        trending = (
            f'<div class="tie-trending">الأكثر بحثاً: {self.a("search", SEARCH_Q, "nav")} · {self.a("tag", "الدارجة", "nav")}</div>'
            if ar
            else ""
        )
        cookie = (
            '<div id="cookie-law-info-bar" data-nosnippet="true"><span>نستخدم ملفات الكوكيز لتحسين تجربتك.<a role="button" data-cli_action="accept" id="cookie_action_close_header" class="cli-plugin-button wt-cli-accept-btn">موافق</a> <a href="'
            + ORIGIN
            + '/privacy-policy/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">اقرأ المزيد</a></span></div>'
            if ar
            else '<div id="cookie-law-info-bar" data-nosnippet="true"><span>Ce site utilise des cookies.<a role="button" data-cli_action="accept" id="cookie_action_close_header" class="cli-plugin-button wt-cli-accept-btn">J\'accepte</a> <a href="'
            + ORIGIN
            + '/fr/politique-de-confidentialite/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">En savoir plus</a></span></div>'
        )
        today = "السبت 5 دجنبر 2026" if ar else "samedi 5 décembre 2026"
        copyright_ = "© 2026 مدار24. جميع الحقوق محفوظة" if ar else "© 2026 Madar24. Tous droits réservés"
        return f"""<!DOCTYPE html>
<html dir="{"rtl" if ar else "ltr"}" lang="{"ar" if ar else "fr-FR"}" class="" data-skin="light">
<head>
<meta charset="UTF-8" />
<link rel="profile" href="https://gmpg.org/xfn/11" />
<title>{esc(self.head_title(doc))}</title>
{self.alternates(doc)}
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
{chr(10).join(metas)}
{self.yoast(doc)}
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//securepubads.g.doubleclick.net" />
<link rel="alternate" type="application/rss+xml" title="{"مدار24 « الخلاصة" if ar else "Madar24 » Flux"}" href="{ORIGIN}/{"" if ar else "fr/"}feed/" />
<link rel="stylesheet" id="tie-css-base-css" href="{ORIGIN}/wp-content/themes/jannah/assets/css/base.min.css?ver=7.2.0" type="text/css" media="all" />
<style id="tie-css-styles-inline-css" type="text/css">/*PAD*/</style>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WPML ver:4.6.13 stt:5,4;" />
<meta name="generator" content="WordPress 6.7.1" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/21830457/madar24_{lang}/{doc.kind}_top',[[970,250],[728,90]],'div-gpt-ad-top').addService(googletag.pubads());googletag.defineSlot('/21830457/madar24_{lang}/{doc.kind}_inread',[[300,250],[336,280]],'div-gpt-ad-inread').addService(googletag.pubads());googletag.pubads().enableSingleRequest();googletag.enableServices();}});</script>
</head>
<body id="tie-body" class="{body_class} wrapper-has-shadow block-head-1 magazine1 is-thumb-overlay-disabled is-desktop is-header-layout-3 sidebar-{"left" if ar else "right"} has-sidebar post-layout-1 has-mobile-share">
<div class="background-overlay">
<div id="tie-container" class="site tie-container">
<div id="tie-wrapper">
<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark main-nav-below no-stream-item top-nav-active top-nav-light top-nav-default-light top-nav-above has-shadow has-normal-width-logo mobile-header-default">
<nav id="top-nav" class="has-date-breaking-components top-nav header-nav has-breaking-news" aria-label="{"الشريط العلوي" if ar else "Navigation secondaire"}">
<div class="container"><div class="topbar-wrapper">
<div class="topbar-today-date tie-icon">{today}</div>
<div class="tie-alignleft"><div class="breaking controls-is-active"><span class="breaking-title"><span class="tie-icon-bolt breaking-icon" aria-hidden="true"></span><span class="breaking-title-text">{"عاجل" if ar else "Flash"}</span></span><ul id="breaking-news-in-header" class="breaking-news" data-type="reveal" data-arrows="true">{breaking}</ul></div></div>
<div class="tie-alignright"><ul class="components"><li class="wpml-switcher-item">{self.switcher(doc)}</li></ul></div>
</div></div>
</nav>
<div class="container header-container"><div class="tie-row logo-row"><div class="logo-wrapper"><div class="tie-col-md-4 logo-container clearfix"><div id="logo" class="image-logo" style="margin-top: 20px; margin-bottom: 20px;">
<a title="{"مدار24" if ar else "Madar24"}" href="{esc(self.href("home" if ar else "homefr"))}"><picture class="tie-logo-default tie-logo-picture"><img class="tie-logo-img-default tie-logo-img" src="{ORIGIN}/wp-content/uploads/2023/02/logo-madar24.png" alt="{"مدار24" if ar else "Madar24"}" width="300" height="80" /></picture></a></div></div></div>
<div class="tie-col-md-8 stream-item stream-item-top-wrapper"><div class="stream-item-top"><div id="div-gpt-ad-top" class="ad-slot" style="min-height:90px"></div></div></div></div></div>
<div class="main-nav-wrapper"><nav id="main-nav" class="main-nav header-nav" aria-label="{"القائمة الرئيسية" if ar else "Menu principal"}"><div class="container"><div class="main-menu-wrapper"><div id="menu-components-wrap"><div class="main-menu main-menu-wrap tie-alignleft"><div id="main-nav-menu" class="main-menu header-menu"><ul id="menu-main" class="menu">
{nav}
</ul></div></div><ul class="components"><li class="search-compact-icon menu-item custom-menu-link">{search_form}</li></ul></div></div></div></nav></div>
{trending}
</header>
<div id="content" class="site-content container"><div id="main-content-row" class="tie-row main-content-row">
<div class="main-content tie-col-md-8 tie-col-xs-12" role="main">
{main}
</div>
<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky" aria-label="{"القائمة الجانبية الرئيسية" if ar else "Barre latérale"}"><div class="theiaStickySidebar">
<div id="posts-list-widget-3" class="container-wrapper widget posts-list"><div class="widget-title the-global-title"><div class="the-subtitle">{"الأكثر قراءة" if ar else "Les plus lus"}</div></div><div class="widget-posts-list-wrapper"><div class="widget-posts-list-container posts-list-counter"><ul class="posts-list-items widget-posts-wrapper">
{most}
</ul></div></div><div class="clearfix"></div></div>
<div id="stream-item-widget-2" class="widget stream-item-widget widget-content-only"><div class="stream-item-widget-content"><div id="div-gpt-ad-sidebar" style="min-height:250px"></div></div></div>
{prayer_widget}
</div></aside>
</div></div>
<footer id="footer" class="site-footer dark-skin dark-widgetized-area">
<div id="site-info" class="site-info site-info-layout-2"><div class="container"><div class="tie-row"><div class="tie-col-md-12">
<div class="copyright-text copyright-text-first">{copyright_}</div>
<div class="footer-menu"><ul id="menu-footer" class="menu">{footer_links}</ul></div>
<ul class="social-icons"><li class="social-icons-item"><a class="social-link x-twitter-social-icon" rel="external noopener nofollow" href="https://x.com/madar24_test">X</a></li></ul>
</div></div></div></div>
</footer>
</div></div></div>
{cookie}
<script type="text/javascript" id="tie-scripts-js-extra">
var tie = {{"is_rtl":"{1 if ar else ""}","ajaxurl":"{ORIGIN}\\/wp-admin\\/admin-ajax.php","lang_no_results":"{"لا يوجد نتائج" if ar else "Aucun résultat"}","sticky_behavior":"default","sticky_desktop":"true"}};
</script>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.2.0" id="tie-scripts-js"></script>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/jannah/assets/js/single.min.js?ver=7.2.0" id="tie-js-single-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        ar = self.lang(doc) == "ar"
        if doc.extra.get("account"):
            acc = doc.extra["account"]
            nicename = {
                "مدار24": "madar24",
                "Madar24": "madar24",
                "هيئة التحرير": "redaction",
                "La rédaction": "la-redaction",
            }[acc]
            who = (
                f'<a href="{ORIGIN}/author/{nicename}/" title="{esc(acc)}" class="author-name tie-icon">{esc(acc)}</a>'
            )
        else:
            links = []
            for n in doc.authors:
                links.append(
                    self.a(doc.extra["author_key"], n, "byline", f'title="{esc(n)}" class="author-name tie-icon"')
                    if n == "سعاد الإدريسي"
                    else f'<a href="{ORIGIN}/{"" if ar else "fr/"}author/{NICENAMES[n]}/" title="{esc(n)}" class="author-name tie-icon">{esc(n)}</a>'
                )
            who = f"{esc(doc.extra['credit'])} " + (" و".join(links) if ar else " et ".join(links))
        photo = (
            f'<span class="meta-item meta-photo-credit"><span class="tie-icon-camera" aria-hidden="true"></span> {esc(doc.extra["photo"])}</span>'
            if doc.extra.get("photo")
            else ""
        )
        upd = ""
        if doc.extra.get("upd"):
            upd = f'<span class="meta-item last-updated">{"آخر تحديث:" if ar else "Mis à jour le"} {esc(ar_date(doc.extra["upd"]) if ar else fr_date(doc.extra["upd"]).split(" ", 1)[1])}</span>'
        return (
            f'<div id="single-post-meta" class="post-meta clearfix"><span class="author-meta single-author with-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author-avatar"><img alt="" src="https://secure.gravatar.com/avatar/{md5(doc.key.encode()).hexdigest()}?s=140&amp;d=mm&amp;r=g" class="avatar avatar-140 photo" height="140" width="140" loading="lazy" /></span>'
            f'<span class="meta-author">{who}</span></span></span>{photo}'
            f'<span class="date meta-item tie-icon">{esc(doc.stamp)}</span>{upd}'
            f'<div class="tie-alignright"><span class="meta-views meta-item"><span class="tie-icon-fire" aria-hidden="true"></span> {doc.extra["views"]} </span><span class="meta-reading-time meta-item"><span class="tie-icon-bookmark" aria-hidden="true"></span> {"3 دقائق" if ar else "3 minutes de lecture"}</span></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        ar = self.lang(doc) == "ar"
        cat_key = "soc" if doc.section == "مجتمع" else ("eco" if doc.section == "Économie" else None)
        cat_link = (
            self.a(cat_key, doc.section, "breadcrumb", 'class="post-cat tie-cat-12"')
            if cat_key
            else f'<a class="post-cat tie-cat-19" href="{ORIGIN}/{CAT_PATHS[doc.section]}/">{esc(doc.section)}</a>'
        )
        crumbs = f'<nav id="breadcrumb">{self.a("home" if ar else "homefr", "الرئيسية" if ar else "Accueil", "breadcrumb")}<em class="delimiter">/</em>{esc(doc.section)}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav>'
        kicker = f'<span class="post-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        dek = f'<h2 class="entry-sub-title">{esc(doc.dek)}</h2>' if doc.dek else ""
        fig_block = next((b for b in doc.blocks if b[0] == "fig"), None)
        cap = fig_block[2] if fig_block else ""
        figcap = (
            f'<figcaption class="single-caption-text"><span class="tie-icon-camera" aria-hidden="true"></span> {esc(cap)}</figcaption>'
            if cap
            else ""
        )
        featured = f'<div class="featured-area"><div class="featured-area-inner"><figure class="single-featured-image"><img width="780" height="470" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.path.rsplit("-", 1)[-1][:6]}-780x470.jpg" class="attachment-jannah-image-post size-jannah-image-post wp-post-image" alt="" fetchpriority="high" />{figcap}</figure></div></div>'
        parts: list[str] = []
        n_p = 0
        for b in doc.blocks:
            if b[0] == "fig":
                continue
            if b[0] == "box" and b[1] == "READALSO":
                parts.append(
                    f"<p><strong>اقرأ أيضا:</strong> {self.a('tramar', self.docs['tramar'].title, 'content')}</p>"
                )
                continue
            parts.append(blocks_html(self, [b]))
            if b[0] == "p":
                n_p += 1
                if n_p == 2:
                    parts.append(
                        '<div class="stream-item stream-item-in-post stream-item-inline-post aligncenter"><div id="div-gpt-ad-inread" style="min-height:250px"></div></div>'
                    )
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title"><span class="tie-icon-tags" aria-hidden="true"></span> الوسوم</div><span class="tagcloud">{self.a("tag", "الدارجة", "tag")}<a href="{ORIGIN}/tag/{pct("اللغة")}/" rel="tag">اللغة</a><a href="{ORIGIN}/tag/{pct("الشباب")}/" rel="tag">الشباب</a></span></div>'
        share_url = esc(self.url(doc.key))
        share = f'<div id="share-buttons-bottom" class="share-buttons share-buttons-bottom"><div class="share-links icons-only"><a href="https://www.facebook.com/sharer.php?u={share_url}" rel="external noopener nofollow" title="فيسبوك" target="_blank" class="facebook-share-btn"><span class="share-btn-icon tie-icon-facebook"></span></a><a href="https://api.whatsapp.com/send?text={share_url}" rel="external noopener nofollow" title="واتساب" target="_blank" class="whatsapp-share-btn"><span class="share-btn-icon tie-icon-whatsapp"></span></a></div></div>'
        related_keys = [
            k
            for k in (["tramar", "darija", "alert", "arganar"] if ar else ["tramfr", "ecofr", "edito", "arganfr"])
            if k != doc.key
        ][:3]
        related = "\n".join(
            f'<div class="related-item tie-standard"><h3 class="post-title">{self.a(k, self.docs[k].title, "related")}</h3><div class="post-meta clearfix"><span class="date meta-item tie-icon">{ago(self.docs[k].extra["local"], "ar" if ar else "fr")}</span></div></div>'
            for k in related_keys
        )
        twin = ""
        if doc.extra.get("twin"):
            t = doc.extra["twin"]
            hl = f'hreflang="{"fr" if ar else "ar"}"'
            twin = f'<div class="wpml-translation-note">{self.a(t, "Lire cet article en français" if ar else "اقرأ هذا المقال بالعربية", "content", hl)}</div>'
        return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer">
{crumbs}
<div class="entry-header">
<span class="post-cat-wrap">{cat_link}</span>
{kicker}
<h1 class="post-title entry-title">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
</div>
</header>
{featured}
<div class="entry-content entry clearfix">
<div class="stream-item stream-item-above-post-content"><div id="div-gpt-ad-above" style="min-height:90px"></div></div>
{chr(10).join(parts)}
<div class="stream-item stream-item-below-post-content"><div id="div-gpt-ad-below"></div></div>
</div>
{twin}
{tags}
{share}
</article>
<div class="post-components">
<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title"><h3>{"مقالات ذات صلة" if ar else "Articles similaires"}</h3></div><div class="related-posts-list">
{related}
</div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ar = lang == "ar"
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="post-item tie-standard"><a aria-label="{esc(d.title)}" href="{esc(self.href(k))}" class="post-thumb"><span class="post-cat-wrap"><span class="post-cat tie-cat-12">{esc(d.section)}</span></span><img width="390" height="220" src="{ORIGIN}/wp-content/uploads/2026/12/{d.path.rsplit("-", 1)[-1][:6]}-390x220.jpg" class="attachment-jannah-image-large size-jannah-image-large wp-post-image" alt="" loading="lazy" /></a>'
                f'<div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{ago(d.extra["local"], lang)}</span></div><h2 class="post-title">{self.a(k, d.title, "content")}</h2><p class="post-excerpt">{esc(self.lede(d))}</p>{self.a(k, "اقرأ المزيد" if ar else "Lire la suite", "content", A_MOREBTN)}</div></li>'
            )
        older_ar = [
            (
                "/" + pct("جماعة-الرباط-تطلق-صفقة-النظافة") + "-317650.html",
                "جماعة الرباط تطلق صفقة جديدة لتدبير النظافة",
                "منذ 8 أيام",
            ),
            (
                "/" + pct("ارتفاع-أسعار-الكراء-بسلا") + "-317544.html",
                "ارتفاع أسعار الكراء بسلا يثير قلق الطلبة",
                "منذ 9 أيام",
            ),
            (
                "/" + pct("حملة-للتبرع-بالدم-بمراكش") + "-317489.html",
                "حملة للتبرع بالدم بمراكش تتجاوز أهدافها",
                "منذ 10 أيام",
            ),
        ]
        older_fr = [
            (
                "/fr/bourse-casablanca-masi-record-317702.html",
                "Bourse de Casablanca : le MASI à un nouveau record",
                "il y a 7 jours",
            ),
            (
                "/fr/tourisme-arrivees-novembre-317611.html",
                "Tourisme : les arrivées progressent encore en novembre",
                "il y a 8 jours",
            ),
        ]
        extra = ""
        if doc.key in ("soc2", "tag", "author", "search", "eco"):
            extra = "\n".join(
                f'<li class="post-item tie-standard"><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{w}</span></div><h2 class="post-title"><a href="{ORIGIN}{p}">{esc(t)}</a></h2></div></li>'
                for p, t, w in (older_ar if ar else older_fr)
            )
        head = ""
        if doc.kind == "home":
            head = f'<h1 class="screen-reader-text">{esc(doc.title)}</h1>'
            if ar:
                head += f'<div class="home-fr-teaser">{self.a("homefr", "Madar24 en français", "content")}</div>'
        elif doc.kind == "section":
            head = f'<header class="entry-header-outer container-wrapper"><nav id="breadcrumb">{self.a("home" if ar else "homefr", "الرئيسية" if ar else "Accueil", "breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav><h1 class="page-title">{esc(doc.title)}</h1></header>'
        elif doc.kind == "tag":
            head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">الوسم: {esc(doc.title)}</h1><div class="taxonomy-description entry"><p>كل ما نشره مدار24 عن الدارجة المغربية وكتابتها واستعمالها.</p></div></header>'
        elif doc.kind == "author":
            head = f'<header class="entry-header-outer container-wrapper"><div class="author-avatar"><img alt="" src="https://secure.gravatar.com/avatar/{md5(b"souad").hexdigest()}?s=180&amp;d=mm&amp;r=g" height="180" width="180" /></div><h1 class="page-title">{esc(doc.title)}</h1><div class="author-bio">{esc(doc.extra["bio"])}</div><ul class="social-icons"><li><a href="https://x.com/souad_idrissi_t" rel="external noopener nofollow">X</a></li></ul></header>'
        elif doc.kind == "search":
            head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">نتائج البحث عن: <span>{esc(SEARCH_Q)}</span></h1>{self.frame_search_form()}</header>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pages-nav"><ul class="pages-numbers"><li class="current"><span class="pages-nav-item">1</span></li><li>{self.a(doc.extra["more"], "2", "pagination", A_PAGE)}</li><li><a class="pages-nav-item" href="{ORIGIN}{CAT_SOC}page/3/">3</a></li><li class="extend"><span class="pages-nav-item">...</span></li><li class="last-page first-last-pages"><a href="{ORIGIN}{CAT_SOC}page/7/">الأخيرة</a></li><li class="the-next-page">{self.a(doc.extra["more"], "»", "pagination")}</li></ul></div>'
        elif doc.key == "soc2":
            pager = f'<div class="pages-nav"><ul class="pages-numbers"><li class="the-prev-page">{self.a("soc", "«", "pagination")}</li><li>{self.a("soc", "1", "pagination", A_PAGE)}</li><li class="current"><span class="pages-nav-item">2</span></li><li><a class="pages-nav-item" href="{ORIGIN}{CAT_SOC}page/3/">3</a></li></ul></div>'
        return f"""{head}
<div class="mag-box wide-post-box"><div class="container-wrapper"><div class="mag-box-container clearfix"><ul id="posts-container" data-layout="default" data-settings="{{'uncropped_image':'jannah-image-post','category_meta':true,'post_meta':true,'excerpt':'true','excerpt_length':'20','read_more':'true'}}" class="posts-items">
{chr(10).join(items)}
{extra}
</ul>
{pager}
</div></div></div>"""

    def frame_search_form(self) -> str:
        return f'<form role="search" method="get" class="search-form" action="{ORIGIN}/"><label><span class="screen-reader-text">البحث عن:</span><input type="search" class="search-field" placeholder="بحث &hellip;" value="{esc(SEARCH_Q)}" name="s" /></label><input type="submit" class="search-submit" value="بحث" /></form>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer-times":
            rows = [
                ("السبت 5 دجنبر", "06:49", "08:16", "13:22", "16:05", "18:28", "19:49"),
                ("الأحد 6 دجنبر", "06:50", "08:17", "13:23", "16:05", "18:28", "19:49"),
                ("الاثنين 7 دجنبر", "06:51", "08:18", "13:23", "16:05", "18:28", "19:50"),
                ("الثلاثاء 8 دجنبر", "06:51", "08:19", "13:24", "16:05", "18:29", "19:50"),
                ("الأربعاء 9 دجنبر", "06:52", "08:20", "13:24", "16:06", "18:29", "19:50"),
                ("الخميس 10 دجنبر", "06:53", "08:21", "13:25", "16:06", "18:29", "19:51"),
                ("الجمعة 11 دجنبر", "06:54", "08:21", "13:25", "16:06", "18:30", "19:51"),
            ]
            trs = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
            cities = " ".join(
                f'<a href="{ORIGIN}/{pct("مواقيت-الصلاة")}/{slug}/">{name}</a>'
                for slug, name in (
                    ("casablanca", "الدار البيضاء"),
                    ("fes", "فاس"),
                    ("marrakech", "مراكش"),
                    ("tanger", "طنجة"),
                    ("agadir", "أكادير"),
                    ("oujda", "وجدة"),
                    ("laayoune", "العيون"),
                )
            )
            return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer"><nav id="breadcrumb">{self.a("home", "الرئيسية", "breadcrumb")}<em class="delimiter">/</em><span class="current">مواقيت الصلاة</span></nav>
<div class="entry-header"><h1 class="post-title entry-title">مواقيت الصلاة</h1></div></header>
<div class="entry-content entry clearfix">
<div class="prayer-times-shortcode" data-city="rabat">
<p class="prayer-city">مواقيت الصلاة بمدينة الرباط وسلا - السبت 5 دجنبر 2026 الموافق 24 جمادى الآخرة 1448</p>
<ul class="prayer-today"><li><span>الفجر</span> 06:49</li><li><span>الشروق</span> 08:16</li><li><span>الظهر</span> 13:22</li><li><span>العصر</span> 16:05</li><li><span>المغرب</span> 18:28</li><li><span>العشاء</span> 19:49</li></ul>
<h3>مواقيت الأسبوع</h3>
<table class="prayer-week"><thead><tr><th>اليوم</th><th>الفجر</th><th>الشروق</th><th>الظهر</th><th>العصر</th><th>المغرب</th><th>العشاء</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="prayer-source">المصدر: وزارة الأوقاف والشؤون الإسلامية. المواقيت حسب التوقيت الرسمي للمملكة (غرينتش+1).</p>
<div class="prayer-cities"><span>مدن أخرى:</span> {cities}</div>
</div>
</div>
</article>"""
        if doc.kind == "contact":
            return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer"><div class="entry-header"><h1 class="post-title entry-title">{esc(doc.title)}</h1></div></header>
<div class="entry-content entry clearfix">
{self.blocks(doc)}
<div class="wpcf7 no-js" id="wpcf7-f2211-p88-o1" lang="ar" dir="rtl"><form action="/{pct("اتصل-بنا")}/#wpcf7-f2211-p88-o1" method="post" class="wpcf7-form init" aria-label="نموذج الاتصال" novalidate="novalidate" data-status="init">
<p><label> الاسم الكامل<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
<p><label> البريد الإلكتروني<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" value="" type="email" name="your-email" /></span></label></p>
<p><label> الموضوع<br /><select name="topic" class="wpcf7-form-control wpcf7-select"><option value="تصحيح">طلب تصحيح</option><option value="اقتراح">اقتراح موضوع</option><option value="إشهار">إشهار</option></select></label></p>
<p><label> رسالتك<br /><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="إرسال" /></p>
</form></div>
</div>
</article>"""
        raise AssertionError(doc.key)
