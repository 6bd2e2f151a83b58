# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Көкөзек жаршысы: a Kazakh town news site on DataLife Engine (/<cat>/<id>-slug.html, relative dates), no date metadata."""

from __future__ import annotations

import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TODAY, YESTERDAY = "2026-12-03", "2026-12-02"
TAG = "/tags/" + quote("боран") + "/"
SEARCH = "/index.php?do=search&subaction=search&story=" + quote("жылу")
NEWS = "/zhanalyqtar/"
SHOWP = "onclick=\"ShowProfile('aigerim', 'https://kokozek-zharshy.test/user/aigerim/', '0'); return false;\""
NEXTP = 'class="next-page"'


def dle_date(iso: str) -> str:
    """DLE prints today's and yesterday's stories as Бүгін / Кеше, older ones as d-m-Y."""
    day, clock = iso[:10], iso[11:16]
    if day == TODAY:
        return f"Бүгін, {clock}"
    if day == YESTERDAY:
        return f"Кеше, {clock}"
    return f"{day[8:10]}-{day[5:7]}-{day[:4]}, {clock}"


class Kokozek(Base):
    origin = "https://kokozek-zharshy.test"
    name = "Көкөзек жаршысы"
    prefix = "kz"
    language = "kk"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kz",
            [
                ".shortstory",
                ".fullstory",
                ".story-info",
                "#dle-content",
                ".sidebox",
                ".navigation",
                ".berrors",
                "#footer",
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
                "Көкөзек жаршысы",
                "dle-main",
                list=["qazandyq", "qar", "foto", "boran", "mektep", "suhbat"],
            )
        )
        add(
            page(
                "news",
                NEWS,
                "section",
                "Жаңалықтар",
                "dle-category",
                list=["qazandyq", "qar", "foto", "boran", "mektep"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                NEWS + "page/2/",
                "section",
                "Жаңалықтар",
                "dle-category-page-2",
                list=["suhbat", "qoljazba"],
                prev="news",
            )
        )
        add(page("tag", TAG, "tag", "боран", "dle-tags", list=["boran", "qar"], stale=True))
        add(page("user", "/user/aigerim/", "author", "Айгерім Сейітова", "dle-userinfo", list=["qazandyq", "boran"]))
        add(page("search", SEARCH, "search", "Іздеу", "dle-search", list=["qazandyq", "suhbat"]))
        add(
            page("namaz", "/namaz-uaqyty.html", "prayer", "Намаз уақыты – Көкөзек, желтоқсан 2026", "dle-static-prayer")
        )
        add(page("valyuta", "/valyuta.html", "markets", "Валюта бағамы", "dle-static-rates"))
        add(
            page(
                "feedback",
                "/index.php?do=feedback",
                "contact",
                "Кері байланыс",
                "dle-feedback",
                lines=[
                    "Редакцияға хат жазу үшін төмендегі форманы толтырыңыз. Жаңалық, фото немесе бейне жібергіңіз келсе, хатқа қосымша ретінде тіркеңіз.",
                    "Мекенжайымыз: Көкөзек қаласы, Абай көшесі, 12-үй, 3-қабат. Телефон: 8 (7162) 41-22-05.",
                ],
            )
        )
        add(
            page(
                "rules",
                "/rules.html",
                "policy",
                "Сайт ережелері",
                "dle-static-rules",
                lines=[
                    "Соңғы өзгеріс: 2025 жылғы 14 қазан.",
                    "Сайтта тіркелу арқылы сіз төмендегі ережелермен келісесіз.",
                    "- Пікірлерде балағат сөздер мен қорлауға тыйым салынады.",
                    "- Жарнама мен спам жазбалар ескертусіз жойылады.",
                    "- Сайт материалдарын көшіріп басқанда «Көкөзек жаршысы» сайтына белсенді сілтеме міндетті.",
                    "- Ережені бірнеше рет бұзған қолданушы бұғатталады.",
                    "Әкімшілік ережеге өзгеріс енгізу құқығын өзіне қалдырады.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/zhanalyqtar/1291-kitaphana-zhondeuden-otedi.html",
                "soft404",
                "Ақпарат",
                "dle-error-in-story-template",
                story_template=True,
            )
        )
        add(
            story(
                "qazandyq",
                "/zhanalyqtar/1318-qalada-zhana-zhylu-qazandygy-iske-qosyldy.html",
                "Қалада жаңа жылу қазандығы іске қосылды",
                "2026-12-03",
                None,
                dle_date("2026-12-03T09:15"),
                ["Айгерім Сейітова"],
                [
                    "Көкөзектің солтүстік бөлігіндегі үш мың пәтерді жылумен қамтитын жаңа қазандық сейсенбі күні толық қуатында жұмыс істей бастады.",
                    "Бұған дейін бұл аудан 1978 жылы салынған ескі қазандықтан жылу алып келген еді. Былтырғы қыста ескі жабдық екі рет істен шығып, тұрғындар бірнеше күн суық пәтерде отыруға мәжбүр болды.",
                    "Жаңа қазандық газбен жұмыс істейді. Қала әкімдігінің мәліметінше, құрылысқа 2,4 миллиард теңге жұмсалған.",
                    "– Енді пәтерлердегі температура 22 градустан төмен түспейді деп күтеміз. Қазір әр үйдің жылу торабын тексеріп жатырмыз, – деді «Көкөзек жылу» мекемесінің басшысы Марат Тілеубаев.",
                    "Тұрғындар жылу бойынша шағымдарын тәулік бойы 109 нөміріне хабарлай алады.",
                ],
                "dle-relative-date",
                full=dle_date("2026-12-03T09:15"),
                abs="03.12.2026",
                views=1240,
                image="Жаңа қазандық ғимараты",
            )
        )
        add(
            story(
                "qar",
                "/zhanalyqtar/1317-oblysta-qar-zhauady.html",
                "Облыста 4 желтоқсанда қалың қар жауады",
                "2026-12-03",
                None,
                dle_date("2026-12-03T08:02"),
                [],
                [
                    "Синоптиктер 4 желтоқсанда облыстың солтүстігінде қалың қар жауып, жел екпіні секундына 20 метрге дейін жететінін ескертті.",
                    "Жүргізушілерге қала аралық жолдарға шықпас бұрын жол жағдайын 1403 нөмірі арқылы білу ұсынылады.",
                ],
                "brief-agency-credit",
                full=dle_date("2026-12-03T08:02"),
                abs="03.12.2026",
                views=388,
                credit="Дереккөз: «Дала ақпарат» агенттігі",
            )
        )
        add(
            story(
                "boran",
                "/zhanalyqtar/1312-boran-zholdardagy-zhagdai-tikelei.html",
                "Боран: жолдардағы жағдай (тікелей)",
                "2026-12-02",
                None,
                dle_date("2026-12-02T07:30"),
                ["Айгерім Сейітова", "Ерлан Жұмабаев"],
                [
                    "Бұл жазбада облыс жолдарындағы жағдай туралы ең соңғы ақпаратты жариялап отырамыз.",
                    "## 17:45",
                    "Көкөзек – Ақсу тас жолы жүк көліктері үшін де ашылды. Жол бойындағы екі жылыту пункті түнге дейін жұмыс істейді.",
                    "## 14:10",
                    "Қар күрейтін 18 техника жұмыс істеп жатыр. Жеңіл көліктердің қозғалысына рұқсат берілді.",
                    "## 11:20",
                    "Қызылжар ауылы маңында қарға батып қалған автобустан 23 жолаушы құтқарылды. Ешкім зардап шекпеді, олар ауыл мектебінде жылынып отыр.",
                    "## 07:30",
                    "Түнгі боранға байланысты Көкөзек – Ақсу және Көкөзек – Таскөл бағыттарындағы жол уақытша жабылды.",
                ],
                "live-blog-two-authors",
                full=dle_date("2026-12-02T07:30"),
                abs="02.12.2026",
                views=5620,
                updated="02.12.2026, 17:45",
            )
        )
        add(
            story(
                "foto",
                "/zhanalyqtar/1310-muz-qalashygy-fotosholu.html",
                "Мұз қалашығы: фотошолу",
                "2026-12-02",
                None,
                dle_date("2026-12-02T16:20"),
                ["Данияр Омаров"],
                [
                    "Орталық саябақта биылғы мұз қалашығын салу жұмысы аяқталуға жақын.",
                    "FIG: Мұз мүсіндері | Шеберлер мұздан қала таңбасын қашап жатыр.",
                    "FIG: Мұз сырғанақ | Балаларға арналған сырғанақтың биіктігі – 6 метр.",
                    "FIG: Кешкі жарық | Кешке қалашық түрлі-түсті шамдармен жарықтандырылады.",
                    "Қалашық 20 желтоқсанда ашылады.",
                ],
                "photo-story-little-text",
                full=dle_date("2026-12-02T16:20"),
                abs="02.12.2026",
                views=910,
                photo=True,
            )
        )
        add(
            story(
                "suhbat",
                "/zhanalyqtar/1305-akim-orynbasary-zhana-ayaldamalar.html",
                "Әкім орынбасары: «Жаңа аялдамалар көктемде салынады»",
                "2026-11-30",
                None,
                dle_date("2026-11-30T11:00"),
                ["Гүлнар Ахметова"],
                [
                    "Қалалық қоғамдық көлік жүйесі қалай өзгереді? Бұл туралы әкімнің орынбасары Серік Нұрпейісовпен сөйлестік.",
                    "Q: Тұрғындар аялдамалардың ашық тұрғанына шағымданады. Не істелмек? || Келесі жылы қалада 40 жабық аялдама орнатылады. Алғашқылары көктемде, сәуір айында салынады.",
                    "Q: Автобус жетіспейтіні де айтылып жүр. || Желтоқсан соңында газбен жүретін 12 жаңа автобус келеді. Олар ең көп жолаушы тасымалдайтын 3 және 7 бағыттарға шығады.",
                    "Q: Жол ақысы қымбаттай ма? || Жоқ. Келесі жылы жол ақысын көтеру жоспарланбаған. Зейнеткерлер мен студенттерге жеңілдік сақталады.",
                ],
                "qa-interview",
                full=dle_date("2026-11-30T11:00"),
                abs="30.11.2026",
                views=2044,
            )
        )
        add(
            story(
                "mektep",
                "/zhanalyqtar/1301-auyl-mektebi-100-zhyldyq-tarikh.html",
                "Таскөл мектебі: жүз жылдық тарих",
                "2026-11-30",
                None,
                dle_date("2026-11-30T15:40"),
                ["Ерлан Жұмабаев"],
                [
                    "Таскөл ауылының мектебі биыл жүз жасқа толды. 1926 жылы ашылған алғашқы сынып бір бөлмелі ағаш үйде орналасқан еді.",
                    "Мектеп мұражайында сол жылдардың сынып журналдары, қара тақта және оқушылардың қолжазба дәптерлері сақталған. Мұражайды 30 жыл бойы тарих пәнінің мұғалімі Сәуле Қасымова жүргізіп келеді.",
                    "– Бұл жерде оқыған әр буынның суреті бар. Кейбір отбасыларда төрт ұрпақ осы мектепті бітірген, – дейді ол.",
                    "## Соғыс жылдары",
                    "Соғыс кезінде мектепте небәрі екі мұғалім қалған. Оқушылар күндіз сабақ оқып, кешке колхоз жұмысына шыққан. Сол кездегі оқушылардың бірі, 94 жастағы Қайрат ата әлі күнге дейін ауылда тұрады.",
                ],
                "split-story-page-1",
                full=dle_date("2026-11-30T15:40"),
                abs="30.11.2026",
                views=1533,
                split=True,
            )
        )
        add(
            story(
                "qoljazba",
                "/zhanalyqtar/1298-murazhaiga-sirek-qolzhazba-tapsyryldy.html",
                "Мұражайға сирек қолжазба тапсырылды",
                "2026-11-29",
                None,
                dle_date("2026-11-29T12:25"),
                ["Гүлнар Ахметова"],
                [
                    "Өлкетану мұражайына XIX ғасырда жазылған қолжазба кітап тапсырылды. Оны мұражайға Таскөл ауылының тұрғыны Бақыт Сәрсенов әкелді.",
                    "Кітапта ауыл ақсақалдарының шежіресі мен бірнеше өлең жазылған. Мамандар қолжазбаны 1880 жылдар шамасында жазылған деп болжайды.",
                    "Мұражай директоры Асқар Бекмұхамбетовтің айтуынша, қолжазба қалпына келтірілгеннен кейін келесі жылы көрмеге қойылады.",
                ],
                "linked-from-related-and-page-2",
                full=dle_date("2026-11-29T12:25"),
                abs="29.11.2026",
                views=640,
            )
        )

    # ---------- chrome ----------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        og = ""
        if doc.is_article:
            og = (
                f'<meta property="og:site_name" content="Көкөзек жаршысы">\n<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(doc.title)}">\n'
                f'<meta property="og:url" content="{self.url(doc.key)}">\n<meta property="og:image" content="https://kokozek-zharshy.test/uploads/posts/2026-12/{zlib.crc32(doc.key.encode()) % 99991}.jpg">'
            )
        desc = esc(self.lede(doc)) if doc.is_article else "Көкөзек қаласы мен ауданының жаңалықтары"
        nav = [
            ("home", "Басты бет"),
            ("news", "Жаңалықтар"),
            ("/qogam/", "Қоғам"),
            ("/sport/", "Спорт"),
            ("namaz", "Намаз уақыты"),
            ("valyuta", "Валюта"),
            ("feedback", "Байланыс"),
        ]
        navh = "".join(f"<li>{a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        speedbar = (
            ""
            if doc.key == "home"
            else f'<div class="speedbar"><span id="dle-speedbar">{a("home", "Көкөзек жаршысы", "chrome:breadcrumb")} » {esc(doc.title)}</span></div>'
        )
        pop = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("boran", "suhbat", "qazandyq", "qoljazba")
        )
        return f"""<!DOCTYPE html>
<html lang="kk">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} » Көкөзек жаршысы</title>
<meta name="description" content="{desc}">
<meta name="keywords" content="Көкөзек, жаңалықтар, аудан, әкімдік, ауа райы">
<meta name="generator" content="DataLife Engine (http://dle-news.ru)">
{og}
<link rel="search" type="application/opensearchdescription+xml" href="https://kokozek-zharshy.test/index.php?do=opensearch" title="Көкөзек жаршысы">
<link rel="alternate" type="application/rss+xml" title="Көкөзек жаршысы" href="https://kokozek-zharshy.test/rss.xml">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="/templates/Kokozek/style/styles.css" type="text/css" rel="stylesheet">
<style>/*PAD*/</style>
<script src="/engine/classes/min/index.php?g=general&amp;v=3k8a1"></script>
<script>
var dle_root = '/'; var dle_admin = ''; var dle_login_hash = '7c1f0e2b9a'; var dle_group = 5; var dle_skin = 'Kokozek'; var dle_wysiwyg = '0';
var quick_wysiwyg = '0'; var dle_act_lang = ["Иә", "Жоқ", "Енгізу", "Болдырмау", "Сақтау", "Жою", "Жүктеу..."];
var menu_short = 'Жылдам өңдеу'; var menu_full = 'Толық өңдеу'; var dle_del_agree = 'Жазбаны жоюға сенімдісіз бе?';
</script>
</head>
<body>
<div class="wrapper">
<div id="header"><div class="logo">{a("home", "Көкөзек жаршысы", "chrome:header", 'title="Көкөзек жаршысы"', '<img src="/templates/Kokozek/images/logo.png" alt="Көкөзек жаршысы">')}<span class="slogan">Қала мен ауданның жаңалықтары</span></div>
<div class="loginbox"><a href="/index.php?do=register">Тіркелу</a> | <a href="#" id="loginlink">Кіру</a></div>
<div class="weather-mini">Көкөзек: −14°C, қар</div></div>
<ul id="topmenu">{navh}</ul>
{speedbar}
<div class="container">
<div id="midside"><div id="dle-content">
{main}
</div></div>
<div id="sidebar">
<div class="sidebox"><div class="sidebox-title">Іздеу</div><form method="post" action="/index.php?do=search"><input type="hidden" name="do" value="search"><input type="hidden" name="subaction" value="search"><input id="story" name="story" value="Сайттан іздеу..." type="text"><button type="submit">Іздеу</button></form><p class="hot-search">Жиі ізделетін: {a("search", "жылу", "chrome:rail")}, {a("tag", "боран", "chrome:rail")}</p></div>
<div class="sidebox"><div class="sidebox-title">Көп оқылған</div><ul class="topnews">{pop}</ul></div>
<div class="sidebox"><div class="sidebox-title">Бүгін</div><p>Бесін: 12:52 · Екінті: 14:31 {a("namaz", "Толық кесте", "chrome:rail")}</p><p>USD 503,10 · EUR 531,45 · RUB 6,21 {a("valyuta", "Барлық бағам", "chrome:rail")}</p></div>
<div class="sidebox"><div class="sidebox-title">Сауалнама</div><div class="vote">Қаладағы қоғамдық көлік сізді қанағаттандыра ма?<br><label><input type="radio" name="vote_check" value="0"> Иә</label><br><label><input type="radio" name="vote_check" value="1"> Жоқ</label><br><label><input type="radio" name="vote_check" value="2"> Кейде</label><br><button type="button" onclick="doVote('vote'); return false;">Дауыс беру</button></div></div>
</div>
</div>
<div id="footer"><p>© 2008–2026 «Көкөзек жаршысы». Барлық құқықтар қорғалған. Сайт материалдарын пайдаланғанда сілтеме міндетті.</p>
<p>{a("rules", "Сайт ережелері", "chrome:footer")} · {a("feedback", "Кері байланыс", "chrome:footer")} · {a("/reklama.html", "Жарнама", "chrome:footer")} · {a("/rss.xml", "RSS", "chrome:footer")} · {a(NEWS, "Барлық жаңалықтар", "chrome:footer")}</p>
<p class="counter"><img src="https://counter.test/hit?id=55120" width="88" height="31" alt=""></p></div>
</div>
</body>
</html>
"""

    def info(self, d: Doc, full: bool = False) -> str:
        who = (
            ", ".join(
                self.a("user", n, "byline", SHOWP)
                if n == "Айгерім Сейітова"
                else f'<a href="/user/{zlib.crc32(n.encode()) % 999}/">{esc(n)}</a>'
                for n in d.authors
            )
            or '<a href="/user/admin/">admin</a>'
        )
        when = d.stamp
        return f'<div class="story-info"><span class="date">{esc(when)}</span> <span class="author">Автор: {who}</span> <span class="views">Қаралды: {d.extra["views"]}</span> <span class="comm">Пікір: 0</span></div>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "soft404":
            return (
                f'<div class="berrors"><b>Ақпарат</b><br>Назар аударыңыз, қате табылды!<br><br>Сіз сұраған жаңалық табылмады. Мүмкін, ол жойылған немесе басқа бөлімге ауыстырылған. '
                f"Сайттың {a('home', 'басты бетіне', 'content')} оралып, іздеу қызметін пайдаланыңыз.</div>"
            )
        pic = (
            f'<div class="full-img"><img src="/uploads/posts/2026-12/{zlib.crc32(doc.image.encode()) % 99991}.jpg" alt="{esc(doc.image)}"></div>'
            if doc.image
            else ""
        )
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<div class="photo"><img src="/uploads/posts/2026-12/{zlib.crc32(alt.encode()) % 99991}.jpg" alt="{esc(alt)}"><div class="caption">{esc(cap)}</div></div>'
            ),
        )
        extra = ""
        if doc.extra.get("split"):
            extra = f'<div class="splitnewsnavigation">Беттер: <span>1</span> <a href="/zhanalyqtar/page,1,2,1301-auyl-mektebi-100-zhyldyq-tarikh.html">2</a></div><div class="next-page-link"><a href="/zhanalyqtar/page,1,2,1301-auyl-mektebi-100-zhyldyq-tarikh.html" {NEXTP}>Келесі бет »</a></div>'
        credit = f'<p class="source">{esc(doc.extra["credit"])}</p>' if "credit" in doc.extra else ""
        photo = f'<p class="photo-credit">Фото: {esc(doc.authors[0])}</p>' if doc.extra.get("photo") else ""
        upd = f'<div class="edit-info">Жаңартылды: {esc(doc.extra["updated"])}</div>' if "updated" in doc.extra else ""
        tags = ""
        if doc.key in ("boran", "qar"):
            tags = (
                f'<div class="tags">Тегтер: {a("tag", "боран", "tags")}, <a href="/tags/{quote("жол")}/">жол</a></div>'
            )
        rel = [k for k in ("qoljazba", "mektep", "qazandyq") if k != doc.key][:2]
        related = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""<div class="fullstory">
<h1>{esc(doc.title)}</h1>
{self.info(doc, True)}
<div class="full-text">
{pic}
{body}
{credit}{photo}
</div>
{extra}
<div class="story-foot">Жарияланды: {doc.extra["abs"]} {upd}</div>
{tags}
<div class="share"><a href="#" class="share-wa">WhatsApp</a> <a href="#" class="share-tg">Telegram</a> <a href="/index.php?mod=print&amp;newsid={doc.path.split("/")[-1].split("-")[0]}">Басып шығару</a></div>
<div class="related"><div class="related-title">Ұқсас жаңалықтар</div><ul>{related}</ul></div>
<div class="addcomment"><div class="title">Пікір қалдыру</div><p>Пікір қалдыру үшін сайтқа тіркеліңіз немесе кіріңіз.</p></div>
</div>"""

    def short(self, key: str) -> str:
        d = self.docs[key]
        pic = f'<img src="/uploads/posts/2026-12/thumbs/{zlib.crc32(key.encode()) % 99991}.jpg" alt="{esc(d.title)}" class="thumb">'
        return (
            f'<div class="shortstory"><h2 class="title">{self.a(key, d.title, "content")}</h2>{self.info(d)}'
            f'<div class="short-text">{pic}{esc(self.lede(d))}</div><div class="more">{self.a(key, "Толығырақ", "content")}</div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = "".join(self.short(k) for k in doc.extra["list"])
        head = ""
        if doc.kind == "tag":
            head = '<div class="dle-tags-title">«боран» тегі бойынша жаңалықтар</div>'
        elif doc.kind == "author":
            head = (
                '<div class="userinfo"><h1>Айгерім Сейітова</h1><img src="/uploads/fotos/foto_12.jpg" alt="">'
                "<ul><li>Топ: Журналистер</li><li>Тіркелген күні: 11 қыркүйек 2019 14:02</li><li>Соңғы кіруі: Бүгін, 10:02</li><li>Жаңалықтар саны: 412</li><li>Пікірлер саны: 9</li></ul>"
                '<p class="about">Өзі туралы: Қоғам және коммуналдық шаруашылық тақырыбына жазамын. Хабарласу: aigerim@kokozek-zharshy.test</p></div><div class="dle-title">Автордың жаңалықтары</div>'
            )
        elif doc.kind == "search":
            head = '<div class="search-page"><form name="fullsearch" method="post" action="/index.php?do=search"><input type="text" name="story" value="жылу" class="textin"><input type="submit" value="Іздеу"></form><div class="search-info">«жылу» сөзі бойынша 2 жауап табылды</div></div>'
        elif doc.key == "home":
            head = f'<div class="promo">Бүгінгі намаз уақыты мен валюта бағамы: {a("namaz", "Намаз уақыты", "content")} · {a("valyuta", "Валюта бағамы", "content")}</div>'
        nav = ""
        if doc.extra.get("more"):
            nav = f'<div class="navigation"><span>« Артқа</span> <span>1</span> {a(doc.extra["more"], "2", "content")} <a href="{NEWS}page/3/">3</a> ... <a href="{NEWS}page/64/">64</a> {a(doc.extra["more"], "Алға »", "content")}</div>'
        elif doc.extra.get("prev"):
            nav = f'<div class="navigation">{a(doc.extra["prev"], "« Артқа", "content")} {a(doc.extra["prev"], "1", "content")} <span>2</span> <a href="{NEWS}page/3/">3</a> ... <a href="{NEWS}page/64/">64</a> <a href="{NEWS}page/3/">Алға »</a></div>'
        elif doc.key == "home":
            nav = f'<div class="navigation"><span>1</span> <a href="/page/2/">2</a> <a href="/page/3/">3</a> {a("news", "Барлық жаңалықтар »", "content")}</div>'
        stale = ""
        if doc.extra.get("stale"):
            stale = f'<div class="shortstory"><h2 class="title">{a("soft404", "Кітапхана жөндеуден өтеді", "content")}</h2><div class="story-info"><span class="date">12-11-2026, 10:00</span></div></div>'
        return head + items + stale + nav

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer":
            r = []
            for day in range(1, 16):
                m = 6 * 60 + 41 + day
                r.append(
                    f"<tr><td>{day:02d}.12</td><td>{m // 60:02d}:{m % 60:02d}</td><td>{(m + 95) // 60:02d}:{(m + 95) % 60:02d}</td><td>12:{45 + day // 3:02d}</td><td>14:{22 + day // 4:02d}</td><td>16:{40 - day // 5:02d}</td><td>18:{12 - day // 5:02d}</td></tr>"
                )
            return (
                f'<div class="static"><h1>{esc(doc.title)}</h1><p>Уақыт ҚМДБ бекіткен есеп бойынша берілді. Жергілікті уақыт (UTC+5).</p>'
                f'<table class="namaz"><tr><th>Күн</th><th>Таң</th><th>Күн шығуы</th><th>Бесін</th><th>Екінті</th><th>Ақшам</th><th>Құптан</th></tr>{"".join(r)}</table>'
                "<p>Ораза, айт намазы және жұма намазының уақыты туралы қосымша ақпаратты қаланың орталық мешітінен білуге болады.</p></div>"
            )
        if doc.kind == "markets":
            rows = [
                ("АҚШ доллары", "USD", "503,10", "+1,22"),
                ("Еуро", "EUR", "531,45", "+0,87"),
                ("Ресей рублі", "RUB", "6,21", "−0,04"),
                ("Қытай юані", "CNY", "69,80", "+0,11"),
                ("Қырғыз сомы", "KGS", "5,77", "0,00"),
                ("Өзбек сомы (100)", "UZS", "3,95", "−0,02"),
                ("Түрік лирасы", "TRY", "14,62", "−0,09"),
                ("Фунт стерлинг", "GBP", "624,30", "+2,05"),
            ]
            tr = "".join(f"<tr><td>{n}</td><td>{c}</td><td>{v}</td><td>{ch}</td></tr>" for n, c, v, ch in rows)
            return (
                f'<div class="static"><h1>{esc(doc.title)}</h1><p>Ұлттық банктің 3 желтоқсан 2026 жылға белгілеген ресми бағамы, теңгемен.</p>'
                f'<table class="kurs"><tr><th>Валюта</th><th>Коды</th><th>Бағам</th><th>Өзгеріс</th></tr>{tr}</table>'
                "<h2>Қаладағы айырбастау пункттері</h2><ul><li>«Алтын» – сатып алу 501,50 / сату 505,00</li><li>«Орталық» – 501,00 / 505,50</li><li>«Нұр» – 500,80 / 504,90</li></ul>"
                "<p>Айырбастау пункттеріндегі бағам күн ішінде өзгеруі мүмкін.</p></div>"
            )
        form = ""
        if doc.kind == "contact":
            form = '<form method="post" action="/index.php?do=feedback" name="sendmail"><table class="tableform"><tr><td>Аты-жөніңіз:</td><td><input type="text" name="name" class="f_input"></td></tr><tr><td>E-mail:</td><td><input type="text" name="email" class="f_input"></td></tr><tr><td>Кімге:</td><td><select name="recip"><option value="1">Бас редактор</option><option value="2">Жарнама бөлімі</option></select></td></tr><tr><td>Тақырыбы:</td><td><input type="text" name="subject" class="f_input"></td></tr><tr><td>Хабарлама:</td><td><textarea name="message" style="width: 380px; height: 160px" class="f_textarea"></textarea></td></tr></table><button type="submit" name="send_btn">Жіберу</button><input type="hidden" name="send" value="send"></form>'
        return f'<div class="static"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}{form}</div>'
