# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Kyrgyz Cyrillic letters are letters)
"""Нарын Кабарлары: a Kyrgyz regional paper on Bolt CMS 5 (Twig templates, `/entry/<slug>` records,
`/page/<slug>` pages, `/entries` and `/entries?page=2`, `/category/<slug>`, `/search?searchTerm=`), Cyrillic,
UTF-8. Entries carry honest og:type=article with the publish time in UTC (one crosses the local day, Asia/Bishkek
+06:00); one story has a lying og:type=website; the date on the page is only the Kyrgyz byline text."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Naryn(Base):
    origin = "https://narynkabar.test"
    name = "Нарын Кабарлары"
    prefix = "nk"
    language = "ky"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nk", [".bolt-header", ".record", ".record__body", ".listing", ".widget", "footer.bolt", ".pager"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Нарын Кабарлары",
                "bolt-homepage",
                list=["kopuro", "jaiyt", "maek", "pikir", "suroot", "kyska"],
                more="entries2",
            )
        )
        add(
            page(
                "entries",
                "/entries",
                "section",
                "Жаңылыктар",
                "bolt-listing",
                list=["kopuro", "jaiyt", "maek", "kyska", "suroot", "mektep"],
                more="entries2",
            )
        )
        add(
            page(
                "entries2",
                "/entries?page=2",
                "section",
                "Жаңылыктар – 2-бет",
                "bolt-listing-page2",
                list=["mektep", "pikir", "oorukana"],
                prev="entries",
            )
        )
        add(
            page(
                "category",
                "/category/koom",
                "tag",
                "Категория: Коом",
                "bolt-taxonomy",
                list=["mektep", "oorukana", "kyska"],
            )
        )
        add(
            page(
                "search",
                "/search?searchTerm=%D0%BA%D3%A9%D0%BF%D2%AF%D1%80%D3%A9",
                "search",
                "Издөө: көпүрө",
                "bolt-search",
                list=["kopuro", "jaiyt"],
            )
        )
        add(
            story(
                "kopuro",
                "/entry/naryn-darygasyndagy-jangy-kopuro",
                "Нарын дарыясынын үстүнөн жаңы көпүрө ачылды",
                "2026-12-01",
                "2026-11-30T20:15:00Z",
                "1-декабрь, 2026-ж.",
                ["Айгүл Токтосунова", "Бакыт Жумабеков"],
                [
                    "Нарын шаарынын чыгыш тарабында дарыянын үстүнөн курулган жаңы темир-бетон көпүрө шейшемби күнү салтанаттуу түрдө ачылды. Көпүрөнүн узундугу 86 метр, ал эки тилкелүү жол жана жөө жүргүнчүлөр үчүн тротуар менен курулган.",
                    "Курулуш 14 айга созулуп, ага 212 миллион сом жумшалды. Каражаттын жарымын республикалык бюджет, калганын эл аралык өнүктүрүү фонду берди.",
                    "## Эски көпүрө жабылат",
                    "Мэр Таалайбек Осмонов 1968-жылы курулган эски көпүрө мындан ары жүк ташуучу унаалар үчүн жабыла турганын айтты. «Эми балдарыбыз мектепке коопсуз жол менен барышат», – деди ал.",
                    "Жергиликтүү тургундар жаңы көпүрө базарга жана ооруканага баруучу жолду 20 мүнөткө кыскартарын белгилешти.",
                ],
                "two-authors-jana-utc-crosses-day",
                section="Жаңылыктар",
                byline="Айгүл Токтосунова жана Бакыт Жумабеков",
            )
        )
        add(
            story(
                "jaiyt",
                "/entry/jaiytka-mal-aydoo-baslandy",
                "Жайыттан малды түшүрүү башталды",
                "2026-11-28",
                "2026-11-28T05:30:00Z",
                "28-ноябрь, 2026-ж.",
                [],
                [
                    "Ат-Башы районунун бийик тоолуу жайыттарынан малды кыштоолорго түшүрүү башталды. Райондук айыл чарба башкармалыгынын маалыматы боюнча, 40 миңден ашык кой жана 6 миң жылкы түшүрүлөт.",
                    "Кар эрте жааганына байланыштуу малчылар быйыл жайыттан эки жума эрте кайтып жатышат. Долон ашуусунда жол кызматы түнкү кезметти күчөттү.",
                    "SIGN: Булак: Тянь-Шань кабар агенттиги (ТКА)",
                ],
                "agency-story-no-author",
                section="Жаңылыктар",
                byline="ТКА",
            )
        )
        add(
            story(
                "maek",
                "/entry/komuzchu-menen-maek",
                "«Комуз мени эч качан жалгыз калтырган эмес»",
                "2026-11-30",
                "2026-11-30T09:00:00Z",
                "30-ноябрь, 2026-ж.",
                ["Нурлан Сатыбалдиев"],
                [
                    "Нарындык комузчу Жылдыз Абдыкалыкова быйыл республикалык сынакта биринчи орунду алды. Биз аны менен музыка, окуучулары жана пландары тууралуу сүйлөштүк.",
                    "Q: Комузду качан колуңузга алдыңыз? || Жети жашымда. Чоң атам комуз чапчу, мен анын жанында отуруп угуп жүрчүмүн.",
                    "Q: Сынакка кандай даярдандыңыз? || Күнүнө төрт-беш саат машыктым. Эң кыйыны – эски күүлөрдү туура аткаруу.",
                    "Q: Азыр канча окуучуңуз бар? || Он эки. Эң кичүүсү сегиз жашта, эң улуусу – пенсионер.",
                    "Q: Кийинки планыңыз кандай? || Нарындын эски күүлөрүн жазып, китеп кылып чыгаргым келет.",
                ],
                "interview-qa",
                section="Маданият",
                byline="Нурлан Сатыбалдиев",
            )
        )
        add(
            story(
                "pikir",
                "/entry/pikir-shaardyn-suu-tutumu",
                "Шаардын суу түтүгү күтө албайт",
                "2026-11-24",
                "2026-11-24T03:00:00Z",
                "24-ноябрь, 2026-ж.",
                ["Эрмек Иманалиев"],
                [
                    "Нарын шаарынын суу түтүктөрүнүн көбү 1970-жылдары төшөлгөн. Ар кыш сайын алар жарылып, кварталдар бир нече күн суусуз калат. Быйыл ноябрдын өзүндө эле беш авария болду.",
                    "Шаардык кеңеш ар жылы ремонтко акча бөлөт, бирок ал акча жамаачылоого гана жетет. Системаны толугу менен алмаштыруу үчүн узак мөөнөттүү план керек.",
                    "Башка шаарлардын тажрыйбасы көрсөткөндөй, суу түтүгүн бөлүктөп алмаштыруу мүмкүн. Ош шаары он жылда тармактын үчтөн экисин жаңылады. Биз эмне үчүн андай кыла албайбыз?",
                    "Экинчи маселе – эсептегичтер. Үйлөрдүн жарымында суунун эсептегичи жок, ошондуктан суу ысырап болот, ал эми жабдуу ишканасы чыгашасын жаба албайт.",
                    "Мен шаардык кеңештин депутаттарын кийинки бюджетте суу тармагы үчүн өзүнчө программа кабыл алууга чакырам. Ар бир кыш жаңы авария менен башталбашы керек.",
                    "SIGN: Эрмек Иманалиев – инженер, Нарын шаарынын тургуну. Автордун пикири редакциянын көз карашы менен дал келбеши мүмкүн.",
                ],
                "opinion-signed-at-end",
                section="Пикир",
                byline="",
            )
        )
        add(
            story(
                "suroot",
                "/entry/surotto-kyrgyz-zholu",
                "Сүрөттө: Биринчи кар Нарында",
                "2026-11-29",
                "2026-11-29T07:40:00Z",
                "29-ноябрь, 2026-ж. · Сүрөт: Азамат Мамытов",
                ["Азамат Мамытов"],
                [
                    "FIG: Карга көмүлгөн көчө | Ленин көчөсү эртең менен.",
                    "Нарынга быйылкы биринчи калың кар түштү.",
                    "FIG: Балдар чана тебишүүдө | Балдар мектептен кийин дароо тоо бооруна чыгышты.",
                ],
                "photo-story-little-text",
                section="Сүрөт",
                byline="Сүрөт: Азамат Мамытов",
            )
        )
        add(
            story(
                "kyska",
                "/entry/elektr-ochurulot",
                "Шаршемби күнү үч кварталда жарык өчөт",
                "2026-12-02",
                "2026-12-02T02:00:00Z",
                "2-декабрь, 2026-ж.",
                [],
                [
                    "Шаршемби күнү саат 10:00дөн 16:00гө чейин Мамбеталиев, Орозбаков жана Кулумбаев көчөлөрүндө пландуу оңдоо иштерине байланыштуу электр энергиясы өчүрүлөт.",
                ],
                "brief-no-credit",
                section="Жаңылыктар",
                byline="",
            )
        )
        add(
            story(
                "mektep",
                "/entry/mektepke-jangy-kompyuterler",
                "Ак-Талаа мектептерине жаңы компьютерлер берилди",
                "2026-11-26",
                "2026-11-26T08:20:00Z",
                "26-ноябрь, 2026-ж.",
                ["Айгүл Токтосунова"],
                [
                    "Ак-Талаа районундагы он эки мектепке жалпысынан 180 компьютер берилди. Техника мамлекеттик санариптештирүү программасынын алкагында сатылып алынды.",
                    "Райондук билим берүү бөлүмүнүн башчысы Гүлнара Асанова айрым айылдык мектептерде буга чейин бир да иштеген компьютер болбогонун айтты.",
                    "Кийинки жылы мектептерди ылдам интернетке туташтыруу пландалууда.",
                ],
                "lying-og-website",
                section="Коом",
                byline="Айгүл Токтосунова",
                og_website=True,
            )
        )
        add(
            story(
                "oorukana",
                "/entry/oorukanaga-rentgen",
                "Облустук ооруканага жаңы рентген аппараты келди",
                "2026-11-22",
                "2026-11-22T10:00:00Z",
                "22-ноябрь, 2026-ж.",
                ["Бакыт Жумабеков"],
                [
                    "Нарын облустук бириккен ооруканасына санариптик рентген аппараты орнотулду. Мурдагы аппарат 30 жыл иштеп, эки жылдан бери бузук болчу.",
                    "Бейтаптар эми сүрөткө түшүү үчүн Бишкекке баруунун кереги жок. Ооруканага күнүнө 60ка чейин бейтап кабыл алынат.",
                    "Аппарат жапон өкмөтүнүн грантынын эсебинен сатылып алынган.",
                ],
                "only-on-page2-and-category",
                section="Коом",
                byline="Бакыт Жумабеков",
            )
        )
        add(
            page(
                "avtobus",
                "/page/avtobus-jadybaly",
                "schedule",
                "Автобустардын кыймыл жадыбалы",
                "bolt-page-timetable",
                [
                    "Нарын автобекетинен жүрүүчү каттамдар. Жадыбал 2026-жылдын 1-декабрынан тартып күчүндө. Кышкы мезгилде Долон ашуусу жабылса, каттамдар кийинкиге жылдырылат.",
                    'RAW:<table class="jadybal"><tr><th>Багыт</th><th>Жөнөө</th><th>Баасы</th></tr><tr><td>Нарын – Бишкек</td><td>07:00, 09:30, 14:00</td><td>600 сом</td></tr><tr><td>Нарын – Ат-Башы</td><td>08:00, 13:00, 17:30</td><td>150 сом</td></tr><tr><td>Нарын – Кочкор</td><td>10:00</td><td>250 сом</td></tr></table>',
                    "Билеттерди автобекеттин кассасынан жөнөөдөн бир саат мурда сатып алууга болот. Балдар үчүн жеңилдик бар.",
                ],
            )
        )
        add(
            page(
                "jarmaka",
                "/page/kyshky-jarmaka",
                "events",
                "Кышкы жарманке – 2026",
                "bolt-page-event",
                [
                    "19–20-декабрь · Борбордук аянт · Кирүү акысыз",
                    "Жыл сайын өтүүчү кышкы жарманкеге облустун бардык райондорунан өндүрүүчүлөр катышат. Быйыл 120дан ашык соодагер катталды: бал, кымыз, эт азыктары, кийиз буюмдар жана жүн кийимдер сатылат.",
                    "Жарманкенин алкагында шырдак жасоо боюнча мастер-класстар, балдар үчүн оюндар жана комузчулардын концерти болот. Уюштуруучулар соодагерлерден 10-декабрга чейин катталууну суранышат.",
                ],
            )
        )
        add(
            page(
                "vakansiya",
                "/page/vakansiya-korrespondent",
                "jobs",
                "Вакансия: корреспондент",
                "bolt-page-job",
                [
                    "«Нарын Кабарлары» гезитине толук күндүк корреспондент керек.",
                    "- Кыргыз жана орус тилдеринде сабаттуу жазуу",
                    "- Фото жана видео тартуу көндүмдөрү",
                    "- Облус ичинде иш сапарларга даярдык",
                    "Айлык акы 35 000 сомдон. Резюмени 25-декабрга чейин редакцияга жибериңиз.",
                ],
            )
        )
        add(
            page(
                "profil",
                "/page/redaktor-profili",
                "about",
                "Редактор: Сабина Кадырова",
                "bolt-page-profile",
                [
                    "Сабина Кадырова – «Нарын Кабарлары» гезитинин башкы редактору. 2009-жылы журналистика факультетин бүтүп, он жыл облустук радиодо иштеген.",
                    "Анын макалалары айыл чарба жана жергиликтүү өз алдынча башкаруу темаларына арналган. 2023-жылы мыкты аймактык журналист сыйлыгын алган.",
                ],
            )
        )
        add(
            page(
                "kupuyaluluk",
                "/page/kupuyaluuluk-sayasaty",
                "policy",
                "Купуялуулук саясаты",
                "bolt-page-policy",
                [
                    "Акыркы жолу жаңыртылган: 2026-жылдын 15-апрели",
                    "Сайт колдонуучулардын жеке маалыматтарын чогултпайт, бир гана статистика үчүн cookie файлдарын колдонот.",
                    "Комментарий калтырганда сиздин атыңыз жана электрондук дарегиңиз сакталат. Электрондук дарек жарыяланбайт.",
                    "Маалыматтарыңызды өчүрүүнү каалсаңыз, редакцияга кайрылыңыз.",
                ],
            )
        )
        self.order = ["kopuro", "jaiyt", "maek", "pikir", "suroot", "kyska", "mektep", "oorukana"]

    def frame(self, doc: Doc, main: str) -> str:
        og = ""
        if doc.is_article:
            kind = "website" if doc.extra.get("og_website") else "article"
            og = f'<meta property="og:type" content="{kind}">\n<meta property="og:title" content="{esc(doc.title)}">\n<meta property="article:published_time" content="{doc.iso}">'
        nav = [
            ("home", "Башкы бет"),
            ("entries", "Жаңылыктар"),
            ("category", "Коом"),
            ("avtobus", "Автобустар"),
            ("jarmaka", "Жарманке"),
        ]
        navh = "".join(f'<li class="menu-item">{self.a(k, t, "chrome:nav")}</li>' for k, t in nav)
        latest = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in self.order[:5])
        return f"""<!DOCTYPE html>
<html lang="ky">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | {esc(self.name)}</title>
<meta name="generator" content="Bolt">
{og}
<link rel="stylesheet" href="/theme/naryn/css/style.css">
<style>/*PAD*/</style>
</head>
<body>
<header class="bolt-header"><div class="logo">{self.a("home", self.name, "chrome:header")}</div>
<nav><ul class="menu">{navh}</ul></nav>
<form action="/search" class="search"><input type="search" name="searchTerm"><button>Издөө</button></form></header>
<div class="container">
<main>
{main}
</main>
<aside class="widget"><h4>Акыркы жазуулар</h4><ul>{latest}</ul><p>{self.a("search", "Көп изделген: көпүрө", "chrome:rail")}</p></aside>
</div>
<footer class="bolt"><p>© 2026 {esc(self.name)} · {self.a("profil", "Редакция", "chrome:footer")} · {self.a("vakansiya", "Вакансиялар", "chrome:footer")} · {self.a("kupuyaluluk", "Купуялуулук", "chrome:footer")}</p>
<p>Built with Bolt</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = f"{esc(doc.byline)} · " if doc.byline and not doc.byline.startswith("Сүрөт") else ""
        stamp = esc(doc.stamp)
        i = self.order.index(doc.key)
        rel = [self.order[(i + j) % len(self.order)] for j in (1, 2)]
        relh = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""<article class="record">
<h1 class="record__title">{esc(doc.title)}</h1>
<div class="record__meta">{by}{stamp}</div>
<div class="record__body">
{self.blocks(doc)}
</div>
<p class="record__taxonomy">{self.a("category", doc.section or "Коом", "tags")}</p>
<section class="related"><h3>Окшош жазуулар</h3><ul>{relh}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<div class="listing__record"><h3>{self.a(k, d.title, "content")}</h3><p class="meta">{esc(d.stamp)}</p><p>{esc(self.lede(d))}</p></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pager">{self.a(doc.extra["more"], "Кийинки »", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pager">{self.a(doc.extra["prev"], "« Мурунку", "content")}</div>'
        return f'<h1>{esc(doc.title)}</h1>\n<div class="listing">' + "\n".join(rows) + f"</div>{pager}"

    def service_main(self, doc: Doc) -> str:
        return f'<article class="record page"><h1 class="record__title">{esc(doc.title)}</h1>\n<div class="record__body">{self.blocks(doc)}</div></article>'
