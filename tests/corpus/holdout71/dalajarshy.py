# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Cyrillic letters and typographic punctuation are deliberate)
"""Дала жаршысы: a Kazakh daily on **WordPress** with the tagDiv **Newspaper** theme and **Yoast SEO** (`td-post-title`,
`entry-title`, `td-post-content tagdiv-type`, `td-post-author-name`, `td-post-views`, `td_block_related_posts`,
`td_block_trending_now`, Yoast's `yoast-schema-graph` `@graph` with an `Article` whose author is an `@id` into a
`Person` node), Kazakh in Cyrillic, Astana time (+05:00). Permalinks `/%year%/%monthnum%/%day%/%postname%/`: some slugs
are Cyr-To-Lat transliterations, others the Cyrillic title **percent-encoded in lower case** as WordPress stores it;
`/category/qogam/page/2/`, `/tag/<percent-encoded>/`, `/author/<nicename>/`, `/?s=`.

The **Latin-script twin** (`/latyn/…`) is a transliterating mirror: the same posts, same paths under `/latyn`, every
Cyrillic letter rewritten in the Latin alphabet of 2021 (ä ğ q ñ ö ū ü ı ş ç), `lang="kk"` like the Cyrillic pages,
but its Yoast graph and `article:published_time` are in **UTC** (`+00:00`), so the bread-quota story posted at 01:30
in Astana is `2026-12-03T20:30:00+00:00` there. The Latin school story was served from a template cached with
`lang="en-US"`. Cyrillic and Latin twins point at each other with `hreflang="kk-Cyrl"` / `hreflang="kk-Latn"`.

Bylines are printed as the desk writes them: the initial form "А. Нұрланова", the surname-first "Нұрланова Айгерім"
(the same reporter; her Yoast `Person` is "Айгерім Нұрланова"), a columnist shown upper-case by CSS, "Мәтін: … · Фото:
…" (a photographer's credit beside the writer's), and an agency, "Kazinform", as the WordPress user. The top bar prints
today's date, the National Bank rates and Astana prayer times; a "Жедел хабар" ticker runs under the menu. A deleted
story's address answers 200 with a Kazakh "Бет табылмады" page (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, Story, iso_local, iso_utc, kk_latin, page, story
from sitekit import Doc, Link, css_rules, esc, plain

ORIGIN = "https://dalajarshy.test"
AYLAR = [
    "қаңтар",
    "ақпан",
    "наурыз",
    "сәуір",
    "мамыр",
    "маусым",
    "шілде",
    "тамыз",
    "қыркүйек",
    "қазан",
    "қараша",
    "желтоқсан",
]
ARTS = ["heating", "bread", "kazinform", "column", "school"]
TWINS = ["heating", "bread", "school"]
DEAD = "/2026/11/27/" + quote("арал-теңізі-тағы-толды").lower() + "/"


def kk_date(local: str, with_time: bool = True) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    out = f"{int(d)} {AYLAR[int(m) - 1]} {y}"
    return f"{out}, {time}" if with_time else out


def cyr_slug(text: str) -> str:
    return quote(text).lower()


# older posts the listings show (not labelled): title, path, local time
OLDER = [
    (
        "Қарағандыда көпқабатты үйдің шатыры жөнделмей жатыр",
        "/2026/12/02/qaragandyda-kopqabatty-uidin-shatyry/",
        "2026-12-02 17:40",
    ),
    (
        "Алматыда жаңа троллейбус бағыты ашылды",
        "/2026/12/01/almatyda-zhana-trolleibus-bagyty-ashyldy/",
        "2026-12-01 12:10",
    ),
    (
        "Павлодарда жол апатынан үш адам жарақат алды",
        "/2026/11/30/pavlodarda-zhol-apatynan-ush-adam/",
        "2026-11-30 19:25",
    ),
    (
        "Қостанай облысында астық қоймалары толды",
        "/2026/11/30/qostanai-oblysynda-astyq-qoimalary-toldy/",
        "2026-11-30 10:50",
    ),
    ("Ақтауда су тапшылығы: тұрғындар кезекке тұрды", "/2026/11/29/aqtauda-su-tapshylygy/", "2026-11-29 15:05"),
    (
        "Зейнетақы қорынан ерте алу ережесі өзгереді",
        "/2026/11/28/zeinetaqy-qorynan-erte-alu-erezhesi/",
        "2026-11-28 11:30",
    ),
]


class DalaJarshy(Base):
    origin = ORIGIN
    name = "Дала жаршысы"
    prefix = "dlj"
    language = "kk"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dlj",
            [
                ".td-header-wrap",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td-module-meta-info",
                ".td_block_related_posts .td-module-title",
                ".td-trending-now-wrapper",
                ".td-footer-wrapper",
                ".sf-menu > li > a",
                "#cookie-law-info-bar",
                ".td-post-views",
                ".dj-top-widgets",
            ],
            260,
        )

    # --- the Latin mirror ---------------------------------------------------------------------------------------

    def latin(self) -> bool:
        return bool(self.current and self.docs[self.current].extra.get("latin"))

    def a(self, key: str, text: str, zone: str, attrs: str = "", inner: str | None = None) -> str:
        if not self.latin() or key.startswith(("http", "mailto:", "#")) or key.endswith("-lat") or key == "latyn":
            return super().a(key, text, zone, attrs, inner)
        if key + "-lat" in self.docs:
            return super().a(key + "-lat", text, zone, attrs, inner)
        if key == "home":
            return super().a("latyn", text, zone, attrs, inner)
        path = self.docs[key].path if key in self.docs else key
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc("/latyn" + path)}"{extra}>{inner if inner is not None else esc(text)}</a>'

    def twin(self, doc: Doc) -> Doc:
        """The mirror's copy of a Cyrillic post: same path under /latyn, text transliterated, times in UTC."""
        blocks: list[tuple] = []
        for b in doc.blocks:
            if b[0] in ("p", "h2", "h3", "note", "sign"):
                blocks.append((b[0], kk_latin(b[1])))
            elif b[0] == "table":
                blocks.append(("table", [[kk_latin(c) for c in row] for row in b[1]], b[2]))
            elif b[0] == "fig":
                blocks.append(("fig", kk_latin(b[1]), kk_latin(b[2])))
            else:
                blocks.append(b)
        extra = {k: (kk_latin(v) if isinstance(v, str) else v) for k, v in doc.extra.items()}
        extra.update(latin=True, cyr=doc.key, local=doc.extra["local"])
        if doc.key == "school":
            extra["html_lang"] = "en-US"
        return Story(
            doc.key + "-lat",
            "/latyn" + doc.path,
            "article",
            kk_latin(doc.title),
            is_article=True,
            authors=[kk_latin(a) for a in doc.authors],
            date=doc.date,
            iso=iso_utc(doc.extra["local"], 5, "+00:00"),
            stamp=kk_latin(doc.stamp),
            section=kk_latin(doc.section),
            dek=kk_latin(doc.dek),
            blocks=blocks,
            shape=doc.shape.replace("cyrillic", "latin-twin") + ("-wrong-lang-en" if doc.key == "school" else ""),
            extra=extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Дала жаршысы – Қазақстан мен әлем жаңалықтары",
                "wp-newspaper-home",
                list=["heating", "bread", "school", "kazinform", "column"],
                more="qogam",
            )
        )
        add(
            page(
                "qogam",
                "/category/qogam/",
                "section",
                "Қоғам",
                "wp-category",
                list=["heating", "school", "kazinform"],
                more="qogam2",
            )
        )
        add(page("qogam2", "/category/qogam/page/2/", "section", "Қоғам", "wp-category-page2", list=["column"]))
        add(page("tag", "/tag/" + cyr_slug("жылу") + "/", "tag", "жылу", "wp-tag-cyrillic-percent", list=["heating"]))
        add(
            page(
                "author",
                "/author/a-nurlanova/",
                "author",
                "Айгерім Нұрланова",
                "wp-author",
                list=["heating", "bread"],
                bio="«Дала жаршысының» тілшісі. Әлеуметтік және экономикалық тақырыптарға жазады. Байланыс: a.nurlanova@dalajarshy.test",
            )
        )
        add(page("search", "/?s=" + quote("нан"), "search", "Іздеу нәтижелері: нан", "wp-search", list=["bread"]))
        add(page("notfound", DEAD, "not-found", "Бет табылмады", "soft-404-kazakh"))
        add(
            page(
                "latyn",
                "/latyn/",
                "section",
                "Dala jarşysy – Qazaqstan men älem jañalyqtary",
                "latin-twin-front",
                list=["heating-lat", "bread-lat", "school-lat"],
                latin=True,
            )
        )
        add(
            page(
                "about",
                "/biz-turaly/",
                "about",
                "Біз туралы",
                "wp-page-about",
                [
                    "«Дала жаршысы» – 2009 жылдан бері шығып келе жатқан қоғамдық-саяси басылым. Газет аптасына екі рет шығады, ал сайт күн сайын жаңартылып отырады.",
                    "Басылымның негізгі тақырыптары – өңірлердегі әлеуметтік мәселелер, экономика, білім және мәдениет. Біз оқырманға тексерілген, нақты ақпарат беруді мақсат тұтамыз.",
                    "## Редакция",
                    "- Бас редактор: Жанар Төлегенова",
                    "- Бас редактордың орынбасары: Қанат Бекмұхамбетов",
                    "- Жауапты хатшы: Гүлмира Оспанова",
                    "- Мекенжай: Астана қ., Мәңгілік Ел даңғылы, 8, 4-қабат",
                    "- Телефон: +7 (7172) 55-40-40, e-mail: info@dalajarshy.test",
                    "Басылым Қазақстан Республикасы Ақпарат және қоғамдық даму министрлігінде тіркелген. Тіркеу куәлігі №17654-Г.",
                ],
            )
        )
        add(
            page(
                "policy",
                "/qupiyalylyq-sayasaty/",
                "policy",
                "Құпиялылық саясаты",
                "wp-page-privacy",
                [
                    "Бұл құжат «Дала жаршысы» сайтына кірушілердің дербес деректерін жинау, сақтау және пайдалану тәртібін белгілейді.",
                    "## Қандай деректер жиналады",
                    "Сайт cookie файлдары арқылы браузер түрі, IP-мекенжай, кірген беттер және кіру уақыты туралы деректерді жинайды. Бұл деректер сайттың жұмысын жақсарту және жарнаманы көрсету үшін пайдаланылады.",
                    "## Деректерді үшінші тараптарға беру",
                    "Біз дербес деректерді заңда көзделген жағдайлардан басқа кезде үшінші тұлғаларға бермейміз. Сайтта Google Analytics және Яндекс.Метрика талдау қызметтері қолданылады.",
                    "## Cookie файлдарынан бас тарту",
                    "Браузер баптауларында cookie файлдарын өшіруге болады, бірақ бұл жағдайда сайттың кейбір мүмкіндіктері жұмыс істемеуі мүмкін.",
                    "Сұрақтар бойынша privacy@dalajarshy.test мекенжайына жазыңыз. Соңғы өзгеріс: 2025 жылғы 1 наурыз.",
                ],
            )
        )
        add(
            story(
                "heating",
                "/2026/12/04/" + cyr_slug("жэо-2-апаты-жылу-қашан-беріледі") + "/",
                "Астанадағы ЖЭО-2 апаты: 40 мың пәтерге жылу қашан беріледі",
                "2026-12-04",
                iso_local("2026-12-04 09:15", "+05:00"),
                kk_date("2026-12-04 09:15"),
                ["А. Нұрланова"],
                [
                    "Елордадағы №2 жылу электр орталығында бүгін таңертең болған апаттан кейін Сарыарқа және Байқоңыр аудандарындағы 40 мыңға жуық пәтер жылусыз қалды. Қала әкімдігінің мәліметінше, жөндеу жұмыстары кешке дейін аяқталуы тиіс.",
                    "Апат сағат 05:40 шамасында станцияның үшінші қазандығында орын алған. Алдын ала деректер бойынша, құбырдағы қысым күрт төмендеп, автоматты қорғаныс жүйесі іске қосылған. Зардап шеккендер жоқ.",
                    "Астана қаласы әкімінің орынбасары Бауыржан Әлімжанов брифингте мектептер мен балабақшалар қашықтан оқуға көшпейтінін айтты. «Әлеуметтік нысандар резервтік қазандықтарға қосылды. Тұрғын үйлерге жылу бүгін сағат 20:00-ге дейін толық беріледі», – деді ол.",
                    "FIG: ЖЭО-2 ғимараты | ЖЭО-2 станциясында жөндеу жұмыстары жүріп жатыр. Фото: Ерлан Омаров",
                    "## Тұрғындар не дейді",
                    "Сарыарқа ауданындағы «Жастар» тұрғын үй кешенінде тұратын Мәдина Серікова пәтердегі температура таңертең 14 градусқа дейін түскенін айтады. «Балалар мектепке кетті, кішкентайын көршіге қалдырдым. Ескі үйлерде жағдай бұдан да қиын», – дейді ол.",
                    "Қалалық жылу желілері компаниясы шұғыл желі ашты: 109 нөміріне бір сағат ішінде 3 мыңнан астам қоңырау түскен. Компания өкілдері тұрғындарды электр жылытқыштарды бір мезгілде қоспауға шақырды, өйткені бұл электр желісіне қосымша салмақ түсіреді.",
                    "Сарапшылардың айтуынша, ЖЭО-2 жабдықтарының тозуы 70 пайыздан асқан. Энергетик Ержан Тоқтаров станцияны жаңғырту жобасы үш жылдан бері кейінге шегеріліп келе жатқанын еске салды. «Әр қыс сайын осындай апаттың қайталануы – жүйелі мәселе», – деді ол.",
                    "Энергетика министрлігі апаттың себебін анықтау үшін арнайы комиссия құрылғанын хабарлады. Комиссия қорытындысы бір апта ішінде жарияланады.",
                ],
                "wp-initial-byline-cyrillic-updated",
                section="Қоғам",
                cat="qogam",
                local="2026-12-04 09:15",
                updated=kk_date("2026-12-04 14:40"),
                modified=iso_local("2026-12-04 14:40", "+05:00"),
                ld_author="Айгерім Нұрланова",
                views="4 218",
                tags=[("tag", "жылу"), ("/tag/" + cyr_slug("астана") + "/", "Астана")],
            )
        )
        add(
            story(
                "bread",
                "/2026/12/04/ukimet-un-eksportyna-shekteu-engizdi/",
                "Үкімет ұн экспортына алты айға шектеу енгізді",
                "2026-12-04",
                iso_local("2026-12-04 01:30", "+05:00"),
                kk_date("2026-12-04 01:30"),
                ["Нұрланова Айгерім"],
                [
                    "Қазақстан Үкіметі бидай ұнының экспортына 2027 жылғы 1 маусымға дейін квота енгізу туралы қаулы қабылдады. Құжат түн ортасында үкіметтің ресми сайтында жарияланып, он күннен кейін күшіне енеді.",
                    "Ауыл шаруашылығы министрлігінің түсіндіруінше, шектеу ішкі нарықтағы нан бағасын тұрақтандыру үшін қажет. Соңғы екі айда бірінші сұрыпты ұнның көтерме бағасы 18 пайызға қымбаттаған.",
                    "Квота бойынша алты ай ішінде елден 400 мың тоннадан аспайтын ұн шығаруға рұқсат етіледі. Бұл өткен жылдың осы кезеңімен салыстырғанда екі есе аз.",
                    "Әлеуметтік маңызы бар нанның бөлшек бағасы өңірлерде әртүрлі:",
                    "T: Қала | Қараша, теңге | Желтоқсан, теңге",
                    "T: Астана | 185 | 198",
                    "T: Алматы | 190 | 205",
                    "T: Шымкент | 160 | 172",
                    "T: Ақтөбе | 170 | 181",
                    "Ұн тартушылар одағы шешімге қарсы. Одақ төрағасы Нұрлан Сәтбаев экспорттық келісімшарттардың бір бөлігі бұзылатынын, диірмендер жұмысшыларын қысқартуға мәжбүр болатынын айтты.",
                    "Экономист Гүлнар Ахметова шектеу бағаны қысқа мерзімде ғана ұстап тұратынын айтады. «Нарықтағы негізгі мәселе – тасымал мен энергия шығынының өсуі. Оны квотамен шешу мүмкін емес», – деді сарапшы.",
                    "Министрлік квотаның орындалуын ай сайын қадағалап, қажет болса оны мерзімінен бұрын алып тастауы мүмкін екенін мәлімдеді.",
                ],
                "wp-surname-first-byline-cyrillic-table",
                section="Экономика",
                cat="ekonomika",
                local="2026-12-04 01:30",
                ld_author="Айгерім Нұрланова",
                views="6 731",
                tags=[("/tag/" + cyr_slug("нан") + "/", "нан"), ("/tag/" + cyr_slug("экспорт") + "/", "экспорт")],
            )
        )
        add(
            story(
                "kazinform",
                "/2026/12/03/shymkentte-zhana-perinataldyq-ortalyq-ashyldy/",
                "Шымкентте жаңа перинаталдық орталық ашылды",
                "2026-12-03",
                iso_local("2026-12-03 16:20", "+05:00"),
                kk_date("2026-12-03 16:20"),
                [],
                [
                    "Шымкент қаласында 150 төсекке арналған жаңа перинаталдық орталық пайдалануға берілді. Орталық жылына 6 мыңға дейін босануды қабылдай алады.",
                    "Қала әкімдігінің хабарлауынша, ғимарат құрылысына республикалық бюджеттен 21 млрд теңге бөлінген. Орталықта шала туған нәрестелерге арналған 30 орындық реанимация бөлімі жұмыс істейді.",
                    "Орталыққа 280 медицина қызметкері жұмысқа қабылданды, олардың 40-ы – жас мамандар. Жас дәрігерлерге қала әкімдігі тұрғын үй жалдау ақысын төлеуге көмектеседі.",
                    "Бұған дейін қаладағы екі перзентхана толық жүктемемен жұмыс істеп келген еді.",
                ],
                "agency-credit-wp-user-kazinform",
                section="Қоғам",
                cat="qogam",
                local="2026-12-03 16:20",
                desk="Kazinform",
                ld_author="Kazinform",
                views="1 902",
                source="Дереккөз: Kazinform",
            )
        )
        add(
            story(
                "column",
                "/2026/12/02/" + cyr_slug("тіл-саясатына-жаңа-көзқарас") + "/",
                "Тіл саясатына жаңа көзқарас керек",
                "2026-12-02",
                iso_local("2026-12-02 11:00", "+05:00"),
                kk_date("2026-12-02 11:00"),
                ["Серік Жұмабекұлы"],
                [
                    "Мемлекеттік тіл туралы әңгіме көтерілген сайын қоғам екіге бөлінеді. Біреулер тілді заңмен қорғау керек десе, енді біреулер тіл тек өмірдің қажеттілігі болғанда ғана дамиды деп есептейді. Меніңше, екі жақтың да айтатыны бар.",
                    "Соңғы он жылда қазақ тілді мектептер саны артты, қазақша кітап, фильм, подкаст көбейді. Бұл – жетістік. Бірақ мемлекеттік мекемелердегі іс қағаздарының басым бөлігі әлі де аудармамен жүреді. Алдымен орысша жазылып, кейін қазақшаға аударылған құжатты оқу – азап.",
                    "Тілдің беделі оның жалақымен, мансаппен байланысында жатыр. Жас маман қазақ тілін білгені үшін жақсы жұмысқа орналасатынын көрмесе, оған ынта қайдан келеді? Сондықтан тіл саясатын білім министрлігінің ғана емес, еңбек нарығының да ісі деп қарау керек.",
                    "Екінші мәселе – терминология. Бір ұғымға үш түрлі термин қолданылатын кездер көп. Терминком шешімдері уақтылы жарияланбайды, ал журналистер мен аудармашылар әркім өзінше жазады. Ортақ, ашық, ыңғайлы электронды сөздік қажет.",
                    "Үшінші мәселе – латын әліпбиі. Көшу мерзімі бірнеше рет шегерілді. Әліпбиді ауыстыру – техникалық жұмыс қана емес, ол – ұлттың жадымен байланысты шешім. Оны асығыс та, шексіз созып та жасауға болмайды.",
                    "Тіл – ұлттың жаны дейміз. Жанды заңмен де, ұранмен де сақтай алмаймыз. Оны күнделікті өмірде, отбасында, жұмыста, ғаламторда қолданғанда ғана сақтаймыз.",
                ],
                "opinion-caps-byline-role-line",
                section="Пікір",
                cat="pikir",
                local="2026-12-02 11:00",
                role="жазушы, публицист",
                ld_author="Редакция",
                views="2 455",
                disclaimer="Автордың пікірі редакция көзқарасымен сәйкес келмеуі мүмкін.",
            )
        )
        add(
            story(
                "school",
                "/2026/12/03/auyl-mektepterine-1200-zhana-mugalim-keledi/",
                "Ауыл мектептеріне 1200 жаңа мұғалім келеді",
                "2026-12-03",
                iso_local("2026-12-03 10:05", "+05:00"),
                kk_date("2026-12-03 10:05"),
                ["Әсел Қайратқызы"],
                [
                    "Оқу-ағарту министрлігі «Дипломмен – ауылға!» бағдарламасы аясында келесі жылы ауыл мектептеріне 1200 жас мұғалім жіберілетінін хабарлады. Олардың жартысына жуығы – математика, физика және информатика пәндерінің мамандары.",
                    "Бағдарламаға қатысатын мұғалімдерге бір жолғы 100 айлық есептік көрсеткіш көлемінде көтерме жәрдемақы төленеді, сондай-ақ тұрғын үй сатып алуға жеңілдетілген несие беріледі.",
                    "## Мұғалім тапшылығы қай өңірде көп",
                    "Министрлік деректері бойынша, ең көп мұғалім жетіспейтін өңірлер – Түркістан, Жамбыл және Қызылорда облыстары. Кейбір ауыл мектептерінде бір мұғалім екі-үш пәннен сабақ береді.",
                    "Түркістан облысы Сарыағаш ауданындағы Қызылжар ауылының мектеп директоры Нұржан Әбдіқадыров былтыр келген екі жас маманның бірі жыл соңында қалаға қайтып кеткенін айтады. «Жалақы жаман емес, бірақ ауылда пәтер табу қиын. Үй мәселесі шешілсе, жастар қалады», – дейді ол.",
                    "Педагогикалық университеттердің түлектері бағдарламаға қатысуға өтінімді 2027 жылдың 1 мамырына дейін электронды үкімет порталы арқылы бере алады.",
                ],
                "text-and-photo-credits-side-by-side-cyrillic",
                section="Білім",
                cat="bilim",
                local="2026-12-03 10:05",
                photo="Ерлан Омаров",
                ld_author="Әсел Қайратқызы",
                views="3 077",
            )
        )
        for key in TWINS:
            self.add(self.twin(self.docs[key]))
        # the Cyrillic posts carry no 'latin' flag; the latyn front lists the twins
        for key in TWINS:
            self.docs[key].extra["twin"] = key + "-lat"

    # --- templates ----------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        out = super().render(doc)
        if doc.extra.get("latin"):
            n = len(self.links)
            out = kk_latin(out)
            # anchors recorded by the Latin pages' links read as the reader sees them
            for i in range(n):
                lk = self.links[i]
                if lk.source == doc.key:
                    self.links[i] = Link(lk.source, lk.target, lk.zone, kk_latin(lk.anchor))
        return out

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            person_id = f"{ORIGIN}/#/schema/person/" + format(abs(hash_name(doc.extra["ld_author"])), "x")
            modified = doc.extra.get("modified", doc.iso)
            if doc.extra.get("latin") and doc.extra.get("modified"):
                modified = iso_utc("2026-12-04 14:40", 5, "+00:00")
            graph = [
                {"@type": "Article", "@id": url + "#article", "isPartOf": {"@id": url}, "author": {"name": doc.extra["ld_author"], "@id": person_id},
                 "headline": doc.title, "datePublished": doc.iso, "dateModified": modified, "mainEntityOfPage": {"@id": url},
                 "wordCount": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p"),
                 "publisher": {"@id": ORIGIN + "/#organization"}, "image": {"@id": url + "#primaryimage"},
                 "articleSection": [doc.section], "inLanguage": "kk"},
                {"@type": "WebPage", "@id": url, "url": url, "name": doc.title + " - Дала жаршысы", "isPartOf": {"@id": ORIGIN + "/#website"},
                 "datePublished": doc.iso, "dateModified": modified, "inLanguage": "kk"},
                {"@type": "WebSite", "@id": ORIGIN + "/#website", "url": ORIGIN + "/", "name": "Дала жаршысы", "publisher": {"@id": ORIGIN + "/#organization"}},
                {"@type": "Organization", "@id": ORIGIN + "/#organization", "name": "Дала жаршысы", "url": ORIGIN + "/",
                 "logo": {"@type": "ImageObject", "url": ORIGIN + "/wp-content/uploads/2023/02/logo-dj.png", "width": 300, "height": 90}},
                {"@type": "Person", "@id": person_id, "name": doc.extra["ld_author"], "url": ORIGIN + "/author/" + ("a-nurlanova" if "Нұрланова" in doc.extra["ld_author"] or "Nūrlanova" in doc.extra["ld_author"] else "redaktsiia") + "/"},
            ]  # fmt: skip
        else:
            graph = [
                {"@type": "CollectionPage" if "list" in doc.extra else "WebPage", "@id": url, "url": url, "name": doc.title + " - Дала жаршысы",
                 "isPartOf": {"@id": ORIGIN + "/#website"}, "inLanguage": "kk"},
                {"@type": "WebSite", "@id": ORIGIN + "/#website", "url": ORIGIN + "/", "name": "Дала жаршысы"},
            ]  # fmt: skip
        data = {"@context": "https://schema.org", "@graph": graph}
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        latin = bool(doc.extra.get("latin"))
        html_lang = doc.extra.get("html_lang", "kk")
        is_404 = doc.kind == "not-found"
        title = f"{doc.title} - Дала жаршысы" if doc.key not in ("home", "latyn") else doc.title
        metas = ['<meta property="og:locale" content="kk_KZ">', f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
                 f'<meta property="og:title" content="{esc(doc.title)}">', f'<meta property="og:url" content="{esc(url)}">',
                 '<meta property="og:site_name" content="Дала жаршысы">']  # fmt: skip
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("modified"):
                mod = iso_utc("2026-12-04 14:40", 5, "+00:00") if latin else doc.extra["modified"]
                metas.append(f'<meta property="article:modified_time" content="{mod}">')
            metas.append(f'<meta name="author" content="{esc(doc.extra["ld_author"])}">')
            metas.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
        alternates = ""
        cyr = doc.extra.get("cyr") or (doc.key if doc.extra.get("twin") else "")
        if cyr:
            alternates = (
                f'<link rel="alternate" hreflang="kk-Cyrl" href="{self.url(cyr)}">\n'
                f'<link rel="alternate" hreflang="kk-Latn" href="{self.url(cyr + "-lat")}">'
            )
        head_canon = "" if is_404 else f'<link rel="canonical" href="{esc(url)}">'
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Басты бет"),
                ("qogam", "Қоғам"),
                ("/category/sayasat/", "Саясат"),
                ("/category/ekonomika/", "Экономика"),
                ("/category/bilim/", "Білім"),
                ("/category/sport/", "Спорт"),
                ("/category/madeniet/", "Мәдениет"),
                ("/category/pikir/", "Пікір"),
            )
        )
        switch = (
            f'<a class="dj-script" href="{ORIGIN}/">Кирилл</a>'  # written so: the mirror leaves absolute hrefs alone
            if latin
            else self.a("latyn", "Latyn", "nav", 'class="dj-script"')
        )
        most = "".join(
            f'<div class="td_module_6 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3>'
            f'<div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date">{kk_date(self.docs[k].extra["local"], with_time=False)}</time></span></div></div></div>'
            for k in ["bread", "heating", "school"]
        )
        body_class = (
            f"post-template-default single single-post postid-{48000 + sum(map(ord, doc.key))} single-format-standard td-standard-pack global-block-template-1 single_template_3"
            if doc.is_article
            else ("error404" if is_404 else ("home blog" if doc.key in ("home", "latyn") else "archive"))
        )
        return f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<!--[if IE 9]>    <html class="ie9" lang="en"> <![endif]-->
<!--[if gt IE 8]><!--> <html lang="{html_lang}"> <!--<![endif]-->
<head>
<title>{esc(title)}</title>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
<meta name='robots' content='{"noindex, follow" if is_404 else "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1"}' />
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
{head_canon}
{alternates}
{chr(10).join(metas)}
<meta name="twitter:card" content="summary_large_image" />
{self.yoast(doc)}
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Дала жаршысы &raquo; Таспа" href="{ORIGIN}/feed/" />
<script type="text/javascript">window._wpemojiSettings = {{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","source":{{"concatemoji":"{ORIGIN}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.7.1"}}}};</script>
<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='{ORIGIN}/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.8' type='text/css' media='all' />
<style id="td-theme-custom-css">/*PAD*/</style>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script>var tdBlocksArray = []; var tdLocalCache = {{}}; var td_ajax_url="{ORIGIN}\\/wp-admin\\/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-7301234567890123" crossorigin="anonymous"></script>
</head>
<body class="{body_class} td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div class="td-menu-background"></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap">
<div class="td-container td-header-row td-header-top-menu">
<div class="top-bar-style-1"><div class="td-header-sp-top-menu">
<div class="td_data_time">5 желтоқсан 2026, сенбі</div>
<div class="dj-top-widgets"><span class="dj-rates">ҰБ бағамы: USD 512,40 · EUR 541,18 · RUB 5,21</span>
<span class="dj-namaz">Астана, намаз уақыты: Таң 06:42 · Бесін 12:38 · Екінті 14:51 · Ақшам 16:47 · Құптан 18:24</span>
<span class="dj-weather">Астана −17°C</span></div>
<div class="dj-lang">{switch} <a href="https://ru.dalajarshy.test/">Рус</a></div>
</div></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap">
<div class="td-container td-header-row td-header-header">
<div class="td-header-sp-logo">{self.a("home", "Дала жаршысы", "nav", 'class="td-main-logo"')}</div>
<div class="td-header-sp-recs"><div class="td-a-rec td-a-rec-id-header"><ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-client="ca-pub-7301234567890123" data-ad-slot="4411223344"></ins></div></div>
</div></div>
<div class="td-header-menu-wrap-full td-container-wrap">
<div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu">
<div id="td-header-menu" role="navigation"><ul id="menu-main" class="sf-menu">{menu}</ul></div>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="" name="s" placeholder="Іздеу"><input class="wpb_button" type="submit" value="Іздеу"></form></div>
</div></div></div>
<div class="td_block_wrap td_block_trending_now"><div class="td-trending-now-wrapper"><div class="td-trending-now-title">Жедел хабар</div>
<div class="td-trending-now-display-area">{self.a("heating", self.docs["heating"].title, "nav", 'class="td-trending-now-post"')} <a class="td-trending-now-post" href="/2026/12/04/turkistanda-qar-kep-bolady/">Түркістан облысында қалың қар жауады</a></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container"><div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
{main}
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_7"><h4 class="block-title"><span>Көп оқылғандар</span></h4>{most}</div>
<div class="td_block_wrap widget dj-popular-search"><h4 class="block-title"><span>Жиі ізделетіндер</span></h4>{self.a("search", "нан", "aside")} · <a href="/?s=%D0%B6%D1%8B%D0%BB%D1%83">жылу</a> · <a href="/?s=%D0%B7%D0%B5%D0%B9%D0%BD%D0%B5%D1%82%D0%B0%D2%9B%D1%8B">зейнетақы</a></div>
<div class="td-a-rec td-a-rec-id-sidebar"><ins class="adsbygoogle" style="display:inline-block;width:300px;height:250px" data-ad-slot="4411223355"></ins></div>
<div class="td_block_wrap widget"><h4 class="block-title"><span>Біз әлеуметтік желіде</span></h4><a href="https://t.me/dalajarshy">Telegram</a> · <a href="https://www.instagram.com/dalajarshy/">Instagram</a> · <a href="https://www.facebook.com/dalajarshy">Facebook</a></div>
</div></div>
</div></div></div>
<div class="td-footer-wrapper td-footer-container td-container-wrap">
<div class="td-container"><div class="td-pb-row"><div class="td-pb-span12">
<div class="footer-text-wrap">«Дала жаршысы» – қоғамдық-саяси басылым. Сайт материалдарын пайдаланғанда гиперсілтеме міндетті. 18+</div>
<div class="footer-links">{self.a("about", "Біз туралы", "footer")} · {self.a("policy", "Құпиялылық саясаты", "footer")} · <a href="/zharnama/">Жарнама</a> · <a href="mailto:info@dalajarshy.test">Байланыс</a> · <a href="{ORIGIN}/feed/">RSS</a></div>
</div></div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-sub-footer-copy">© 2009–2026 «Дала жаршысы» ЖШС. Барлық құқықтар қорғалған.</div></div></div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Біз сайттың жұмысын жақсарту үшін cookie файлдарын пайдаланамыз. <a role="button" id="cookie_action_close_header" class="cli-plugin-button">Келісемін</a> {self.a("policy", "Толығырақ", "footer", 'id="CONSTANT_OPEN_URL" class="cli-plugin-main-link"')}</span></div>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
<script type="text/javascript" src="{ORIGIN}/wp-content/plugins/td-cloud-library/assets/js/js_files_for_front.min.js?ver=b33652f2535d2f3812f59e306e26300d"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        cat = doc.extra["cat"]
        cat_link = (
            self.a("qogam", doc.section, "breadcrumb")
            if cat == "qogam"
            else self.a(f"/category/{cat}/", doc.section, "breadcrumb")
        )
        crumbs = f'<div class="tdb-breadcrumbs">{self.a("home", "Басты бет", "breadcrumb")} <i class="td-icon-right"></i> {cat_link}</div>'
        credit = ""
        if doc.extra.get("photo"):
            credit = f'<div class="td-post-author-name"><span class="dj-credit">Мәтін: {self.a("/author/asel-qairatqyzy/", doc.authors[0], "byline")}</span> · <span class="dj-credit">Фото: {esc(doc.extra["photo"])}</span></div>'
        elif doc.extra.get("role"):
            credit = f'<div class="td-post-author-name dj-columnist"><img class="avatar" src="/wp-content/uploads/2024/05/serik-zhumabekuly-96x96.jpg" width="96" height="96" alt=""><a href="/author/s-zhumabekuly/" style="text-transform:uppercase">{esc(doc.authors[0])}</a><span class="dj-role">{esc(doc.extra["role"])}</span></div>'
        elif doc.extra.get("desk"):
            credit = f'<div class="td-post-author-name"><div class="td-author-by">Авторы:</div> <a href="/author/kazinform/">{esc(doc.extra["desk"])}</a></div>'
        else:
            credit = f'<div class="td-post-author-name"><div class="td-author-by">Авторы:</div> {self.a("author", doc.authors[0], "byline")}</div>'
        if doc.extra.get("latin"):
            credit = credit.replace('href="/author/', 'href="/latyn/author/')
        updated = (
            f'<span class="dj-updated">Жаңартылды: {doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        )
        feat = ""
        if doc.key.startswith(("heating", "school")):
            feat = f'<div class="td-post-featured-image"><figure><img width="696" height="392" class="entry-thumb" src="/wp-content/uploads/2026/12/{doc.key[:7]}-696x392.jpg" alt="" title="{esc(doc.title)}"/><figcaption class="wp-caption-text">Фото: Ерлан Омаров</figcaption></figure></div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>ТЕГТЕР</span></li>'
                + "".join(f"<li>{self.a(k, t, 'tag')}</li>" for k, t in doc.extra["tags"])
                + "</ul></div>"
            )
        tail = ""
        if doc.extra.get("source"):
            tail += f'<p class="dj-source"><em>{esc(doc.extra["source"])}</em></p>'
        if doc.extra.get("disclaimer"):
            tail += f'<div class="dj-disclaimer">{esc(doc.extra["disclaimer"])}</div>'
        rel_keys = [k for k in ARTS if k != doc.extra.get("cyr", doc.key)][:3]
        related = "".join(
            f'<div class="td_module_related_posts td-animation-stack td_mod_related_posts"><div class="td-module-image"><img class="entry-thumb" src="/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="" width="218" height="150"></div>'
            f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div></div>'
            for k in rel_keys
        )
        if doc.key == "column":
            related += f'<div class="td_module_related_posts"><div class="item-details"><h3 class="entry-title td-module-title">{self.a("notfound", "Арал теңізінің солтүстік бөлігі тағы да толды", "related")}</h3></div></div>'
        return f"""<article id="post-{48000 + sum(map(ord, doc.key))}" class="post type-post status-publish format-standard has-post-thumbnail">
<div class="td-post-header">
{crumbs}
<ul class="td-category"><li class="entry-category">{self.a("qogam" if cat == "qogam" else f"/category/{cat}/", doc.section, "breadcrumb")}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
{credit}
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.iso}">{doc.stamp}</time></span> {updated}
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{48000 + sum(map(ord, doc.key))}">{doc.extra["views"]}</span></div>
<div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a class="td-social-sharing-button td-social-telegram" href="https://t.me/share/url?url={quote(self.url(doc.key), safe="")}">Telegram</a></div>
{feat}
<div class="td-post-content tagdiv-type">
{self.blocks(doc)}
{tail}
</div>
<footer>{tags}
<div class="td-a-rec td-a-rec-id-content_bottom"><ins class="adsbygoogle" data-ad-slot="4411223366"></ins></div>
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span class="td-related-left">Ұқсас жаңалықтар</span></h4><div class="td_block_inner">{related}</div></div>
<div id="comments" class="comments"><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Пікір қалдыру</h3><form action="{ORIGIN}/wp-comments-post.php" method="post"><textarea name="comment" placeholder="Пікіріңіз"></textarea><input name="author" placeholder="Атыңыз"><input type="submit" value="Жіберу"></form></div></div>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb"><img class="entry-thumb" src="/wp-content/uploads/2026/12/{k[:7]}-218x150.jpg" alt="" width="218" height="150"></div>'
            f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3>'
            f'<div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{d.iso}">{kk_date(d.extra["local"], with_time=False)}</time></span></div>'
            f'<div class="td-excerpt">{esc(self.lede(d))}</div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = [self.card(k) for k in doc.extra["list"]]
        older = [
            f'<div class="td_module_10 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title"><a href="{"/latyn" + p if doc.extra.get("latin") else p}">{esc(t)}</a></h3>'
            f'<div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date">{kk_date(when, with_time=False)}</time></span></div></div></div>'
            for t, p, when in (
                OLDER[:3] if doc.key in ("home", "qogam", "latyn") else OLDER[3:] if doc.key == "qogam2" else OLDER[:2]
            )
        ]
        head = f'<h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1>'
        pager = ""
        if doc.key == "home":
            head = f'<h1 class="td-hide">{esc(doc.title)}</h1><div class="td_block_wrap td_block_big_grid_fl_1"><h4 class="block-title"><span>Басты жаңалықтар</span></h4></div>'
            pager = f'<div class="td-load-more-wrap">{self.a("qogam", "Барлық жаңалықтар", "content")}</div>'
            older.append(
                f'<div class="td_block_wrap"><h4 class="block-title"><span>Latyn qarpinde</span></h4>{self.a("heating-lat", self.docs["heating-lat"].title, "content")}</div>'
            )
        elif doc.key == "qogam":
            pager = f"""<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("qogam2", "2", "pagination", 'class="page" title="2"')}<a href="/category/qogam/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="/category/qogam/page/214/" class="last" title="214">214</a>{self.a("qogam2", "Келесі", "pagination")}<span class="pages">Бет 1 / 214</span></div>"""
        elif doc.key == "qogam2":
            pager = f"""<div class="page-nav td-pb-padding-side">{self.a("qogam", "Алдыңғы", "pagination")}{self.a("qogam", "1", "pagination", 'class="page" title="1"')}<span class="current">2</span><a href="/category/qogam/page/3/" class="page">3</a><span class="pages">Бет 2 / 214</span></div>"""
        elif doc.kind == "author":
            head = f'<div class="td-author-header"><img alt="" src="/wp-content/uploads/2024/05/a-nurlanova-96x96.jpg" class="avatar" height="96" width="96"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><div class="td-author-description">{esc(doc.extra["bio"])}</div><div class="td-author-counters"><span class="td-author-post-count">412 МАҚАЛА</span></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-search-header"><h1 class="entry-title td-page-title">Іздеу нәтижелері: <span class="td-search-query">нан</span></h1><form method="get" action="{ORIGIN}/"><input name="s" value="нан"><input type="submit" value="Іздеу"></form><div class="td-search-count">Табылды: 38</div></div>'
        elif doc.kind == "tag":
            head = f'<h1 class="entry-title td-page-title"><span class="td-tag-title">Тег: {esc(doc.title)}</span></h1>'
        elif doc.key == "latyn":
            head = f'<h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><h2 class="dj-latyn-sub">Latyn qarpindegi jañalyqtar</h2><p class="dj-latyn-note">Bul bölımde saittyñ barlyq materialdary latyn älıpbiinde avtomatty türde usynylady.</p>'
            pager = f'<div class="td-load-more-wrap">{self.a("heating-lat", "Soñğy jañalyq", "content")}</div>'
        return f'<div class="td-ss-main-content">{head}<div class="td-block-row">{"".join(cards)}{"".join(older)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["bread", "heating", "school"]
            )
            return f"""<div class="td-404-head"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1></div>
<div class="td-404-sub-title">404 қатесі</div>
<div class="td-404-sub-sub-title">Кешіріңіз, сіз іздеген бет табылмады. Ол жойылған, атауы өзгерген немесе уақытша қолжетімсіз болуы мүмкін. {self.a("home", "Басты бетке оралу", "content", 'class="td-404-go-home"')}</div>
<form method="get" action="{ORIGIN}/"><input name="s" placeholder="Сайттан іздеу"><input type="submit" value="Іздеу"></form>
<div class="td_block_wrap"><h4 class="block-title"><span>Соңғы жаңалықтар</span></h4><ul class="td-404-latest">{latest}</ul></div>"""
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{self.blocks(doc)}\n</div>'


def hash_name(name: str) -> int:
    # a stable id for Yoast's person node (Python's hash() changes per run)
    return int.from_bytes(name.encode("utf-8")[:12].ljust(12, b"\0"), "big") % (1 << 60)
