# ruff: noqa: E501, RUF001, RUF002 (page texts are long literal lines; Cyrillic letters and «» are deliberate)
"""Северная Линия: a Russian news agency's site (RIA/TASS-like `/20261202/<slug>-1987654321.html` paths, `/lenta/`,
`/lenta/?page=2`, `/keyword_<tag>/`, `/author_<slug>/`, `/search/?query=`). Eight pages are served in windows-1251
(header and meta), the rest in UTF-8. Agency items open with a dateline "МОСКВА, 2 дек — Северная Линия." and have
no author; analysis pieces are signed; "Читайте также" boxes sit between paragraphs. og:type=article and
`article:published_time` on stories, `NewsArticle` JSON-LD with the agency as author on dateline items."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

CP1251 = {"home", "lenta", "moskva-metro", "ekb-tram", "analitika", "pogoda", "vakansii", "tag"}


class Severnaya(Base):
    origin = "https://severline.test"
    name = "Северная Линия"
    prefix = "sl"
    language = "ru"
    page_doc: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self.page_doc = doc  # the generator names a page before it renders and labels it
        return super().file_name(doc)

    @property
    def cp1251(self) -> bool:
        return self.page_doc is not None and self.page_doc.key in CP1251

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "windows-1251" if self.cp1251 else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return f"text/html; charset={self.encoding}"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sl",
            [
                ".article__header",
                ".article__text",
                ".article__block",
                ".lenta__item",
                ".sl-header",
                ".sl-footer",
                ".inline-also",
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
                "Северная Линия",
                "agency-home",
                list=["moskva-metro", "piter-most", "ekb-tram", "analitika", "intervyu", "foto"],
                more="page2",
            )
        )
        add(
            page(
                "lenta",
                "/lenta/",
                "section",
                "Лента новостей",
                "agency-news-feed",
                list=["moskva-metro", "piter-most", "ekb-tram", "foto"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/lenta/?page=2",
                "section",
                "Лента новостей — страница 2",
                "agency-feed-page2",
                list=["intervyu", "dvoe", "analitika"],
                prev="lenta",
            )
        )
        add(
            page(
                "tag",
                "/keyword_zhkkh/",
                "tag",
                "ЖКХ",
                "agency-keyword-cp1251",
                list=["dvoe", "analitika", "piter-most"],
            )
        )
        add(
            page(
                "poisk",
                "/search/?query=%D1%82%D0%B0%D1%80%D0%B8%D1%84%D1%8B",
                "search",
                "Поиск: тарифы",
                "agency-search",
                list=["dvoe", "analitika"],
            )
        )
        add(
            page(
                "avtor",
                "/author_smirnova_olga/",
                "author",
                "Ольга Смирнова",
                "agency-author-bio",
                [
                    "Обозреватель экономической редакции. Пишет о тарифах, жилищно-коммунальном хозяйстве и региональных бюджетах. Окончила экономический факультет Новосибирского университета, в агентстве с 2017 года.",
                ],
                list=["analitika", "dvoe"],
            )
        )
        add(
            page(
                "pogoda",
                "/pogoda/moskva/",
                "weather",
                "Погода в Москве",
                "agency-weather-cp1251",
                [
                    "Среда, 2 декабря: облачно, небольшой снег, днём −3…−5, ночью до −9. Ветер северо-западный, 4–6 м/с.",
                    "Четверг: без существенных осадков, −6…−8, гололедица на дорогах.",
                    "Пятница: облачно с прояснениями, до −10 ночью.",
                ],
            )
        )
        add(
            page(
                "anons",
                "/anons/",
                "events",
                "Анонсы пресс-центра",
                "agency-press-events",
                [
                    "## 3 декабря, 11:00",
                    "Пресс-конференция «Итоги отопительного сезона: аварии, тарифы, ремонт сетей». Участвуют представители региональных энергетических компаний и общественных организаций. Аккредитация до 2 декабря, 18:00.",
                    "## 4 декабря, 12:30",
                    "Круглый стол «Городской транспорт зимой». Трансляция на сайте агентства.",
                    "Адрес пресс-центра: Москва, Зубовский бульвар, 4. Вход по аккредитации.",
                ],
            )
        )
        add(
            page(
                "vakansii",
                "/vakansii/",
                "jobs",
                "Вакансии: выпускающий редактор ленты",
                "agency-job-cp1251",
                [
                    "Агентство «Северная Линия» ищет выпускающего редактора в круглосуточную ленту новостей.",
                    "## Требования",
                    "- опыт работы в информационном агентстве от двух лет",
                    "- грамотность, скорость, умение работать ночью",
                    "## Условия",
                    "График 2/2, официальное оформление, ДМС. Резюме направляйте до 25 декабря.",
                ],
            )
        )
        add(
            page(
                "about",
                "/docs/about/",
                "about",
                "Об агентстве",
                "agency-about",
                [
                    "«Северная Линия» — информационное агентство, основанное в 2004 году. Корреспонденты работают в 40 городах России.",
                    "Главный редактор — Виктор Орлов. Свидетельство о регистрации СМИ ИА № ФС77-00000 (вымышленный номер).",
                ],
            )
        )
        add(
            story(
                "moskva-metro",
                "/20261202/metro-1987654321.html",
                "В Москве откроют две новые станции БКЛ до конца декабря",
                "2026-12-02",
                "2026-12-02T10:14:00+03:00",
                "10:14 02.12.2026",
                [],
                [
                    "МОСКВА, 2 дек — Северная Линия. Две новые станции Большой кольцевой линии метро откроются в Москве до конца декабря, сообщил журналистам заместитель мэра по вопросам транспорта.",
                    "По его словам, на станциях завершаются пусконаладочные работы, технический пуск запланирован на середину месяца.",
                    "NOTE: Читайте также: [[ekb-tram|В Екатеринбурге запустили трамвай до Академического]]",
                    "Ранее в департаменте транспорта сообщали, что пассажиропоток на кольцевой линии вырос за год на 18%.",
                ],
                "agency-dateline-no-author-cp1251",
                section="Общество",
                rel=["piter-most"],
            )
        )
        add(
            story(
                "piter-most",
                "/20261202/most-1987654402.html",
                "В Петербурге изменят график разводки Дворцового моста",
                "2026-12-02",
                "2026-12-01T22:05:00Z",
                "01:05 02.12.2026",
                [],
                [
                    "САНКТ-ПЕТЕРБУРГ, 2 дек — Северная Линия. Дворцовый мост в Петербурге с 5 декабря будет разводиться только по выходным в связи с ледовой обстановкой, сообщили в городском комитете по транспорту.",
                    "В остальные дни мост будет оставаться сведённым для движения транспорта.",
                ],
                "agency-dateline-utc-previous-day",
                section="Общество",
                rel=["moskva-metro"],
            )
        )
        add(
            story(
                "ekb-tram",
                "/20261201/tramvay-1987653877.html",
                "В Екатеринбурге запустили трамвай до Академического",
                "2026-12-01",
                "2026-12-01T14:40:00+05:00",
                "12:40 01.12.2026 (обновлено: 13:02 01.12.2026)",
                [],
                [
                    "ЕКАТЕРИНБУРГ, 1 дек — Северная Линия. Трамвайная линия в Академический район Екатеринбурга открыта для пассажиров, первые вагоны вышли на маршрут в 6:00 по местному времени.",
                    "Протяжённость линии составляет 7,5 километра. Проезд по новому маршруту в первую неделю будет бесплатным.",
                ],
                "agency-dateline-regional-time-cp1251",
                section="Общество",
                rel=["moskva-metro"],
            )
        )
        add(
            story(
                "analitika",
                "/20261130/tarify-1987652990.html",
                "Тарифы ЖКХ в 2027 году: почему рост окажется выше инфляции",
                "2026-11-30",
                "2026-11-30T08:00:00+03:00",
                "08:00 30.11.2026",
                ["Ольга Смирнова"],
                [
                    "С 1 июля 2027 года коммунальные тарифы в среднем по стране вырастут на 11,9%. Это заметно больше прогнозируемой инфляции — и власти это признают.",
                    "Главная причина — изношенные сети. По оценке отраслевых экспертов, более 40% теплотрасс в стране отслужили нормативный срок, а деньги на их замену регионы закладывают именно в тарифы.",
                    "NOTE: Читайте также: [[dvoe|Субсидии на оплату ЖКХ: кто может получить и как оформить]]",
                    "## Где подорожает сильнее всего",
                    "Максимальные индексы роста утверждены для ряда регионов Сибири и Дальнего Востока, где в прошлые годы тарифы сдерживали искусственно.",
                    "«Заморозка тарифов выглядит социально привлекательной, но потом за неё приходится платить авариями», — говорит экономист Андрей Лаптев.",
                    "## Что делать потребителям",
                    "Эксперты советуют проверить право на субсидию: она положена, если расходы на коммунальные услуги превышают установленную в регионе долю дохода семьи.",
                ],
                "agency-analysis-author-cp1251",
                section="Экономика",
                rel=["intervyu"],
            )
        )
        add(
            story(
                "dvoe",
                "/20261129/subsidii-1987652511.html",
                "Субсидии на оплату ЖКХ: кто может получить и как оформить",
                "2026-11-29",
                "2026-11-29T12:00:00+03:00",
                "12:00 29.11.2026",
                ["Ольга Смирнова", "Денис Крылов"],
                [
                    "Субсидию на оплату жилья и коммунальных услуг в 2026 году получают около трёх миллионов семей. Разбираемся, кому она положена.",
                    "Право на субсидию есть у тех, чьи расходы на ЖКХ превышают региональный стандарт — в большинстве регионов это 22% совокупного дохода семьи.",
                    "Заявление можно подать через портал госуслуг или в МФЦ. Субсидия назначается на шесть месяцев, затем её нужно продлевать.",
                    "Важное условие — отсутствие долгов за коммунальные услуги либо заключённое соглашение о погашении задолженности.",
                ],
                "agency-explainer-two-authors-i",
                section="Экономика",
                rel=["analitika"],
            )
        )
        add(
            story(
                "intervyu",
                "/20261128/intervyu-1987652004.html",
                "Глава Росгидромета-Север: «Зима будет теплее нормы, но со снегопадами»",
                "2026-11-28",
                "2026-11-28T09:00:00+03:00",
                "09:00 28.11.2026",
                ["Игорь Белов"],
                [
                    "Руководитель северо-западного управления гидрометслужбы Наталья Громова рассказала о прогнозе на зиму и о том, почему прогнозы ошибаются.",
                    "Q: Какой будет зима? || В целом теплее климатической нормы на один-два градуса, но с периодами сильных снегопадов, особенно в декабре.",
                    "Q: Почему прогнозы так часто не сбываются? || Долгосрочный прогноз — это вероятность, а не обещание. На неделю вперёд мы ошибаемся редко.",
                    "Q: Стоит ли ждать морозов под Новый год? || Скорее да. Ближе к празднику ожидается вторжение арктического воздуха.",
                ],
                "agency-qa-interview",
                section="Общество",
                byline_label="Беседовал",
                rel=["analitika"],
            )
        )
        add(
            story(
                "foto",
                "/20261201/foto-1987653500.html",
                "Первый лёд на Неве: фоторепортаж",
                "2026-12-01",
                "2026-12-01T16:20:00+03:00",
                "16:20 01.12.2026",
                ["Алексей Гусев"],
                [
                    "FIG: Льдины у Благовещенского моста | Льдины у Благовещенского моста.",
                    "На Неве появился первый лёд: ночью температура в Петербурге опустилась до −8 градусов.",
                    "FIG: Чайки на льду у Петропавловской крепости | У Петропавловской крепости.",
                ],
                "agency-photo-story-photographer",
                section="Фото",
                byline_label="Фото:",
                rel=["piter-most"],
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        meta = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            author = [{"@type": "Person", "name": a} for a in doc.authors] or [
                {"@type": "Organization", "name": self.name}
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": author,
            }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = " ".join(
            self.a(k, t, "chrome:nav")
            for k, t in [("lenta", "Лента"), ("tag", "ЖКХ"), ("anons", "Анонсы"), ("pogoda", "Погода")]
        )
        foot = " · ".join(
            self.a(k, t, "chrome:footer")
            for k, t in [("about", "Об агентстве"), ("vakansii", "Вакансии"), ("poisk", "Поиск")]
        )
        return f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="{self.encoding}">
<title>{esc(doc.title)} - Северная Линия</title>
{chr(10).join(meta)}
<style>/*PAD*/</style>
</head>
<body>
<header class="sl-header">{self.a("home", "Северная Линия", "chrome:header", 'class="sl-logo"')}<nav>{nav}</nav></header>
<main>
{main}
</main>
<footer class="sl-footer">{foot}<p>© 2026 ИА «Северная Линия». 18+</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        byline = ""
        if doc.authors:
            names = " и ".join(self.a("avtor", a, "byline") if a == "Ольга Смирнова" else esc(a) for a in doc.authors)
            byline = f'<div class="article__author">{doc.extra.get("byline_label", "")} {names}</div>'
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in doc.extra.get("rel", []))
        blocks = self.blocks(doc).replace('<div class="note">', '<div class="inline-also">')
        return f"""<div class="article">
<div class="article__header"><div class="article__info-date">{esc(doc.stamp)}</div>
<h1 class="article__title">{esc(doc.title)}</h1>{byline}</div>
<div class="article__body">
<div class="article__text">
{blocks}
</div>
</div>
<div class="article__tags">{self.a("lenta", doc.section, "tags")}</div>
</div>
<aside class="article__related"><h2>Другие новости</h2><ul>{rel}</ul></aside>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="lenta__item"><span>{esc(self.docs[k].stamp.split(" ")[0])}</span> {self.a(k, self.docs[k].title, "content")}</div>'
            for k in doc.extra["list"]
        )
        pager = ""
        if doc.extra.get("more"):
            pager = self.a(doc.extra["more"], "Ещё новости", "content")
        if doc.extra.get("prev"):
            pager = self.a(doc.extra["prev"], "Назад", "content")
        return f"<section><h1>{esc(doc.title)}</h1>{self.blocks(doc)}\n{items}\n<p>{pager}</p></section>"

    def service_main(self, doc: Doc) -> str:
        return f'<section class="sl-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
