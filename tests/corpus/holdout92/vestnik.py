# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Russian quotation marks «…» and dashes are deliberate)
"""Балтийский вестник: a Rus.Delfi-like Russian-language outlet in Estonia on a Nuxt front end (`C-article-headline`,
`C-article-info__publish-date`, `C-author-name`, `C-fragment-html`, `window.__NUXT__`, `/statja/120123456/<slug>`,
`/novosti/estonija?page=2`, `/tag/<percent-encoded Cyrillic>`, `/author/<slug>`, `/poisk?q=<percent-encoded>`,
`/kurs-valjut`, `/pogoda/tallinn`), Russian, UTF-8, Tallinn time (+02:00).

Dates are printed "04.12.2026 10:25" with "Обновлено: 04.12.2026 09:30" on edited stories; fronts print relative
times ("сегодня, 10:25", "вчера, 19:00"). Credits: a reporter with the photographer beside ("Анна Смирнова · Фото:
Олег Ким"); two reporters joined by "и"; "BNS" (agency, whose JSON-LD author is a **Person named "BNS"**); a
translated story credited to its Estonian author with the paper it came from ("Кадри Тамм, «Хоммикулехт»") and a
"Перевод:" line under the text (both in the JSON-LD as Persons); "Мария Орлова, по материалам ELTA"; the desk
"Балтийский вестник" on the video story, which has **no JSON-LD**. The heating story was published five minutes after
midnight and its JSON-LD is in **UTC** (22:05Z on 3 Dec = 00:05 on 4 Dec). The video story's "ВИДЕО" kicker is a
span inside the `<h1>`. The opinion is an `OpinionNewsArticle` whose headline starts with the writer's name. A removed
story answers 200 with "Страница не найдена" (soft 404); the ECB rate table is `live-data`."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, offset, page, ru_date, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://rus.vestnik.test"
ARTS = ["narva", "heating", "bns", "explainer", "airport", "crash", "translated", "opinion"]
TAG = "нарва"
SEARCH_Q = "отопление"


def dmy(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y} {time}"


def relative(local: str) -> str:
    """Fronts print times relative to the day they were rendered (Saturday 5 December)."""
    day, time = local.split()
    if day == "2026-12-05":
        return f"сегодня, {time}"
    if day == "2026-12-04":
        return f"вчера, {time}"
    return ru_date(local)


class Vestnik(Base):
    origin = ORIGIN
    name = "Балтийский вестник"
    prefix = "bvr"
    language = "ru"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bvr",
            [
                ".C-header",
                ".C-header__nav a",
                ".C-article-headline",
                ".C-fragment-html p",
                ".C-article-info",
                ".C-author-name",
                ".C-block-type-102-headline",
                ".C-rates-table td",
                ".C-footer",
                ".C-cookie",
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
                "Балтийский вестник — новости Эстонии на русском языке",
                "nuxt-home",
                list=["airport", "explainer", "bns", "narva", "heating", "crash", "translated", "opinion"],
                more="estonija",
            )
        )
        add(
            page(
                "estonija",
                "/novosti/estonija",
                "section",
                "Новости Эстонии",
                "section-front",
                list=["explainer", "bns", "narva", "heating"],
                more="estonija2",
            )
        )
        add(
            page(
                "estonija2",
                "/novosti/estonija?page=2",
                "section",
                "Новости Эстонии",
                "section-front-page2",
                list=["crash", "translated"],
            )
        )
        add(page("tag", "/tag/" + quote(TAG), "tag", "Нарва", "tag-page-cyrillic-path", list=["narva", "opinion"]))
        add(
            page(
                "author",
                "/author/anna-smirnova",
                "author",
                "Анна Смирнова",
                "author-page",
                list=["narva", "explainer"],
                bio="Журналист «Балтийского вестника» в Ида-Вирумаа. Пишет о Нарве, Кохтла-Ярве и Силламяэ, о работе, образовании и городской среде.",
            )
        )
        add(
            page(
                "search",
                "/poisk?q=" + quote(SEARCH_Q),
                "search",
                f"Результаты поиска: {SEARCH_Q}",
                "search-results",
                list=["heating"],
            )
        )
        add(
            page(
                "rates",
                "/kurs-valjut",
                "live-data",
                "Курсы валют Европейского центрального банка",
                "ecb-rate-table",
                [
                    "Курсы на 4 декабря 2026 года. Данные обновляются каждый рабочий день около 17:00 по таллиннскому времени.",
                    "T: Валюта | Код | 1 евро | Изменение",
                    "T: Доллар США | USD | 1,1642 | +0,0031",
                    "T: Британский фунт | GBP | 0,8731 | −0,0012",
                    "T: Шведская крона | SEK | 11,2150 | +0,0420",
                    "T: Норвежская крона | NOK | 11,7420 | −0,0155",
                    "T: Польский злотый | PLN | 4,2210 | +0,0008",
                    "T: Швейцарский франк | CHF | 0,9387 | −0,0021",
                    "T: Японская иена | JPY | 176,52 | +0,61",
                    "Курсы носят справочный характер. При обмене валюты в банке или обменном пункте применяется курс соответствующего учреждения.",
                ],
            )
        )
        add(
            page(
                "weather",
                "/pogoda/tallinn",
                "weather",
                "Погода в Таллинне",
                "weather-forecast-table",
                [
                    "Суббота, 5 декабря. Облачно, временами небольшой снег. Прогноз Агентства окружающей среды Эстонии.",
                    "T: Время | Погода | Температура | Ветер",
                    "T: Утро | облачно | −3 °C | СЗ 6 м/с",
                    "T: День | небольшой снег | −1 °C | З 6 м/с",
                    "T: Вечер | ясно | −4 °C | ЮЗ 3 м/с",
                    "T: Ночь | ясно | −7 °C | ЮЗ 2 м/с",
                    "## Погода в других городах",
                    "T: Город | Ночью | Днём",
                    "T: Нарва | −9 °C | −4 °C",
                    "T: Тарту | −8 °C | −3 °C",
                    "T: Пярну | −5 °C | −1 °C",
                    "T: Кохтла-Ярве | −9 °C | −4 °C",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/statja/120098765/v-narve-otkrylsja-novyj-pogranichnyj-punkt",
                "not-found",
                "Страница не найдена",
                "soft-404-200",
                [
                    "К сожалению, запрашиваемая страница не существует или была удалена. Проверьте правильность адреса или воспользуйтесь поиском.",
                ],
                recent=["airport", "explainer", "narva", "heating"],
            )
        )

        # --- stories --------------------------------------------------------------------------------------------
        add(
            story(
                "narva",
                "/statja/120234511/narvskij-zamok-zakrojut-na-rekonstrukciju-na-dva-goda",
                "Нарвский замок закроют на реконструкцию на два года",
                "2026-12-04",
                offset("2026-12-04 10:25"),
                dmy("2026-12-04 10:25"),
                ["Анна Смирнова"],
                [
                    "Нарвский музей с 1 марта закроет замок для посетителей: в здании начнётся масштабная реконструкция, которая продлится около двух лет. Об этом в пятницу сообщила директор музея Марина Григорьева.",
                    "По её словам, в ходе работ будут отремонтированы крыша и стены западного крыла, заменены инженерные сети, а в башне Длинный Герман установят лифт. «Замок давно нуждается в серьёзном ремонте. Мы делали мелкие работы каждый год, но этого уже недостаточно», — пояснила Григорьева.",
                    'RAW:<div class="C-fragment C-fragment-related"><span>Читайте также</span> {{a:soft404|В Нарве открылся новый пограничный пункт}}</div>',
                    "Стоимость реконструкции оценивается в 14 миллионов евро. Большую часть расходов покроют средства Фонда справедливого перехода Европейского союза, остальное выделят государство и город.",
                    "## Выставки переедут в город",
                    "На время ремонта часть экспозиции переедет в Нарвскую художественную галерею и в здание бывшей ратуши. Замковый двор летом останется открытым для концертов и ярмарок.",
                    "Туристические фирмы опасаются, что закрытие замка снизит поток гостей в город. «Для многих туристов замок — главная причина приехать в Нарву. Нужно срочно предложить им что-то взамен», — считает владелец турфирмы Андрей Лебедев.",
                    "Открытие обновлённого замка запланировано на весну 2029 года.",
                ],
                "byline-with-photographer",
                section="Эстония",
                photo="Олег Ким",
                ld="person",
                tagged=True,
                local="2026-12-04 10:25",
            )
        )
        add(
            story(
                "heating",
                "/statja/120234490/ceny-na-otoplenie-v-tallinne-v-janvare-vyrastut-na-12",
                "Цены на отопление в Таллинне в январе вырастут на 12%",
                "2026-12-04",
                utc("2026-12-04 00:05"),
                dmy("2026-12-04 00:05"),
                ["Сергей Волков"],
                [
                    "Департамент конкуренции согласовал новую предельную цену на тепло для Таллинна. С 1 января она вырастет примерно на 12%, сообщила в четверг поздно вечером компания-теплоснабжатель.",
                    "По данным компании, причина подорожания — рост стоимости природного газа, который используется в пиковые морозы, а также расходы на обновление теплосетей в Ласнамяэ и Мустамяэ.",
                    "Для жителей типовой двухкомнатной квартиры площадью около 50 квадратных метров это означает, что в январе счёт за отопление вырастет в среднем на 9–11 евро.",
                    "## Как сэкономить",
                    "Специалисты советуют квартирным товариществам проверить настройки теплового узла и утеплить подвалы и лестничные клетки. Такие меры могут снизить потребление тепла на 10–15%.",
                    "Семьи с низкими доходами могут обратиться в районную управу за пособием на оплату жилья. Заявления принимаются в течение всего отопительного сезона.",
                ],
                "utc-jsonld-crosses-midnight-updated",
                section="Эстония",
                updated=dmy("2026-12-04 09:30"),
                modified=utc("2026-12-04 09:30"),
                ld="person",
                local="2026-12-04 00:05",
            )
        )
        add(
            story(
                "bns",
                "/statja/120234552/pravitelstvo-reshilo-povysit-akciz-na-toplivo-s-ijulja-2027-goda",
                "Правительство решило повысить акциз на топливо с июля 2027 года",
                "2026-12-04",
                offset("2026-12-04 13:40"),
                dmy("2026-12-04 13:40"),
                [],
                [
                    "Правительство Эстонии в четверг договорилось повысить акциз на бензин и дизельное топливо на 5% с 1 июля 2027 года, сообщил министр финансов Тоомас Ару.",
                    "По оценке министерства, повышение принесёт государству около 38 миллионов евро дополнительных доходов во втором полугодии. Деньги пойдут на оборону и содержание дорог.",
                    "Торгово-промышленная палата раскритиковала решение, заявив, что оно приведёт к росту транспортных расходов предприятий.",
                    "Законопроект должен поступить в Рийгикогу в феврале.",
                ],
                "agency-bns-jsonld-person-bns",
                section="Эстония",
                credit="BNS",
                ld="person-bns",
                local="2026-12-04 13:40",
            )
        )
        add(
            story(
                "explainer",
                "/statja/120234601/chto-izmenitsja-v-estonii-s-1-janvarja-nalogi-posobija-shtrafy",
                "Что изменится в Эстонии с 1 января: налоги, пособия, штрафы",
                "2026-12-04",
                offset("2026-12-04 16:00"),
                dmy("2026-12-04 16:00"),
                ["Анна Смирнова", "Сергей Волков"],
                [
                    "С началом нового года в Эстонии вступает в силу ряд изменений, которые затронут почти каждого жителя. Мы собрали главное.",
                    "## 1. Подоходный налог",
                    "Ставка подоходного налога останется на уровне 24%, но необлагаемый минимум для всех работающих вырастет до 700 евро в месяц.",
                    "## 2. Семейные пособия",
                    "Пособие на ребёнка и пособие для многодетных семей будут индексированы. Новые суммы приведены в таблице.",
                    "T: Пособие | 2026 | 2027",
                    "T: На первого и второго ребёнка | 80 € | 85 €",
                    "T: На третьего ребёнка | 100 € | 110 €",
                    "T: Многодетной семье (3–6 детей) | 300 € | 320 €",
                    "## 3. Штрафы за превышение скорости",
                    "Размер штрафной единицы вырастет с 4 до 6 евро, а значит, штрафы за нарушения правил дорожного движения станут примерно в полтора раза выше.",
                    "## 4. Цифровые рецепты",
                    "Все рецепты на лекарства будут выписываться только в цифровом виде через портал здоровья, бумажные бланки отменяются.",
                ],
                "explainer-numbered-subheads-table-two-authors",
                section="Эстония",
                ld="person",
                local="2026-12-04 16:00",
            )
        )
        add(
            story(
                "airport",
                "/statja/120234640/vilnjusskij-aeroport-snova-zakryt-iz-za-vozdushnyh-sharov",
                "Вильнюсский аэропорт снова закрыт из-за воздушных шаров",
                "2026-12-04",
                offset("2026-12-04 18:30"),
                dmy("2026-12-04 18:30"),
                ["Мария Орлова"],
                [
                    "Вильнюсский аэропорт в пятницу вечером снова временно прекратил работу из-за воздушных шаров, замеченных в воздушном пространстве. Полёты приостановлены как минимум на два часа.",
                    "По данным литовского Национального центра управления кризисами, шары двигались со стороны Беларуси. Часть рейсов перенаправлена в Каунас и Ригу.",
                    "Пассажирам рекомендуют проверять статус рейса на сайте аэропорта перед поездкой.",
                    "Это уже четвёртое закрытие вильнюсского аэропорта по той же причине с начала осени.",
                ],
                "name-plus-agency-credit",
                section="Балтия",
                agency="по материалам ELTA",
                ld="person",
                local="2026-12-04 18:30",
            )
        )
        add(
            story(
                "crash",
                "/statja/120234470/na-tallinnskoj-kolcevoj-doroge-stolknulis-15-mashin",
                "На Таллиннской кольцевой дороге столкнулись 15 машин",
                "2026-12-04",
                None,
                dmy("2026-12-04 08:15"),
                [],
                [
                    "В пятницу утром на Таллиннской кольцевой дороге у Юри столкнулись 15 легковых автомобилей и грузовик. Трое человек доставлены в больницу с лёгкими травмами.",
                    "По данным полиции, причиной аварии стал гололёд: ночью температура опустилась ниже нуля, а дорожное покрытие ещё не успели обработать.",
                    "Движение в сторону Пярну было перекрыто почти на три часа. Полиция призывает водителей снижать скорость и соблюдать дистанцию.",
                ],
                "desk-credit-video-kicker-no-jsonld",
                section="Эстония",
                kicker="ВИДЕО",
                credit="Балтийский вестник",
                ld="none",
                local="2026-12-04 08:15",
            )
        )
        add(
            story(
                "translated",
                "/statja/120234388/zima-na-prangli-kak-zhivut-poslednie-zhiteli-ostrova",
                "Зима на Прангли: как живут последние жители острова",
                "2026-12-03",
                offset("2026-12-03 19:00"),
                dmy("2026-12-03 19:00"),
                ["Кадри Тамм"],
                [
                    "Зимой на острове Прангли, в двух часах пути от Таллинна, постоянно живут меньше шестидесяти человек. Когда залив замерзает, паром перестаёт ходить, и связь с большой землёй держится на вертолёте и ледовой дороге.",
                    "Старейшая жительница острова, 84-летняя Хельга Пийр, помнит времена, когда в местной школе учились сорок детей. «Теперь их пятеро, и мы каждую осень боимся, что школу закроют», — говорит она.",
                    "Самая большая проблема зимой — медицина. Ближайший врач — в Виимси, и если на море шторм, до него не добраться несколько дней. Поэтому у многих жителей дома есть запас лекарств на месяц.",
                    "Несмотря на трудности, на остров возвращаются молодые. В прошлом году здесь поселились три семьи из Таллинна, которые работают удалённо. «Интернет у нас теперь лучше, чем в городе», — смеётся один из новоселов, программист Рауль Ойт.",
                ],
                "translated-story-original-author-translator-line",
                section="Эстония",
                source="«Хоммикулехт»",
                translator="Мария Орлова",
                ld="person+translator",
                local="2026-12-03 19:00",
            )
        )
        add(
            story(
                "opinion",
                "/statja/120234321/igor-kuznecov-ida-virumaa-nuzhen-ne-zavod-a-universitet",
                "Игорь Кузнецов: Ида-Вирумаа нужен не завод, а университет",
                "2026-12-03",
                offset("2026-12-03 12:00"),
                dmy("2026-12-03 12:00"),
                ["Игорь Кузнецов"],
                [
                    "Каждый раз, когда речь заходит о будущем Ида-Вирумаа, разговор сводится к одному: какой завод построить на месте сланцевой промышленности. Аккумуляторы, редкоземельные металлы, водород — список меняется, а логика остаётся прежней.",
                    "Но регион теряет людей не потому, что в нём нет заводов. Молодёжь уезжает учиться в Таллинн и Тарту и не возвращается, потому что возвращаться некуда: в Нарве нет ни полноценного университета, ни научных центров, ни среды, где хотелось бы жить.",
                    "Нарвский колледж — хорошее начало, но этого недостаточно. Региону нужен университет с инженерными и естественнонаучными специальностями, который работал бы вместе с будущими предприятиями.",
                    "Завод можно построить за три года. Университет строится десятилетиями. Именно поэтому начинать нужно сейчас.",
                ],
                "opinion-name-in-headline-bio-tail-disclaimer",
                section="Мнения",
                bio="Автор — политолог, преподаватель Таллиннского университета.",
                ld="opinion",
                tagged=True,
                local="2026-12-03 12:00",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------------

    def aid(self, doc: Doc) -> str:
        return doc.path.split("/")[2]

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker")
        full = f"{kicker} | {doc.title}" if kicker else doc.title
        out = [
            f"<title>{esc(full)} - Балтийский вестник</title>",
            f'<meta data-n-head="ssr" name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link data-n-head="ssr" rel="canonical" href="{esc(url)}">',
            f'<meta data-n-head="ssr" property="og:title" content="{esc(full)}">',
            f'<meta data-n-head="ssr" property="og:url" content="{esc(url)}">',
            '<meta data-n-head="ssr" property="og:site_name" content="Балтийский вестник">',
            f'<meta data-n-head="ssr" property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta data-n-head="ssr" property="og:locale" content="ru_RU">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta data-n-head="ssr" property="article:published_time" content="{offset(doc.extra["local"])}">')
        mode = doc.extra["ld"]
        if mode == "none":
            return "\n".join(out)
        if mode in ("person", "opinion"):
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "person+translator":
            author = [{"@type": "Person", "name": a} for a in [*doc.authors, doc.extra["translator"]]]
        elif mode == "person-bns":
            author = [{"@type": "Person", "name": "BNS"}]
        else:
            author = [{"@type": "Organization", "name": "Балтийский вестник"}]
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "OpinionNewsArticle" if mode == "opinion" else "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": full,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Балтийский вестник",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/_nuxt/img/logo.png"},
            },
            "image": [f"https://g.vestnik.test/images/{self.aid(doc)}/1200x675.jpg"],
            "inLanguage": "ru",
        }
        out.append(
            f'<script data-n-head="ssr" type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="C-header__nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("estonija", "Эстония"),
                ("/novosti/baltija", "Балтия"),
                ("/novosti/mir", "Мир"),
                ("/biznes", "Бизнес"),
                ("/mnenija", "Мнения"),
                ("/kultura", "Культура"),
                ("/sport", "Спорт"),
            )
        )
        most = "".join(
            f'<li class="C-most-read__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["airport", "heating", "explainer", "narva", "translated"]
            if k != doc.key
        )
        nuxt = {
            "layout": "default",
            "data": [
                {
                    "articleId": int(self.aid(doc)) if doc.is_article else None,
                    "pageType": "article" if doc.is_article else doc.kind,
                }
            ],
            "state": {"user": {"authorized": False}, "ads": {"enabled": True, "site": "rus_vestnik"}},
        }
        return f"""<!DOCTYPE html>
<html lang="ru" data-n-head-ssr>
<head>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_nuxt/app.4f2a9c1.js" as="script">
<link rel="stylesheet" href="/_nuxt/app.4f2a9c1.css">
<style>/*PAD*/</style>
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="C-layout">
<header class="C-header">
<div class="C-header__top"><span class="C-header__date">Суббота, 5 декабря 2026</span> {self.a("weather", "Таллинн −2 °C", "nav", 'class="C-header__weather"')} {self.a("rates", "USD 1,1642", "nav", 'class="C-header__rates"')} <a href="https://www.vestnik.test/" class="C-header__lang">EST</a> <a href="/login" class="C-header__login">Войти</a></div>
<a class="C-header__logo" href="/" aria-label="Балтийский вестник">Балтийский вестник</a>
<nav class="C-header__nav"><ul>{nav}</ul></nav>
<form class="C-header__search" action="/poisk"><input name="q" placeholder="Поиск"><button>Найти</button></form>
</header>
<div class="C-ad-block C-ad-block--top" id="ad-rus-top"></div>
<div class="C-layout__content">
<main class="C-layout__main">
{main}
</main>
<aside class="C-layout__aside">
<div class="C-most-read"><h3>Самое читаемое</h3><ol>{most}</ol></div>
<div class="C-tags"><h3>Темы</h3>{self.a("tag", "Нарва", "aside")} · <a href="/tag/%D0%BF%D0%B5%D0%BD%D1%81%D0%B8%D0%B8">пенсии</a> · {self.a("search", "отопление", "aside")}</div>
<div class="C-services">{self.a("rates", "Курсы валют", "aside")} · {self.a("weather", "Погода", "aside")}</div>
<div class="C-ad-block C-ad-block--side" id="ad-rus-side"></div>
</aside>
</div>
<footer class="C-footer">
<div class="C-footer__links"><a href="/o-nas">О нас</a> · <a href="/kontakty">Контакты</a> · <a href="/reklama">Реклама</a> · <a href="/pravila">Правила комментирования</a> · <a href="/privatnost">Конфиденциальность</a> · <a href="/rss">RSS</a></div>
<p>© 2026 Балтийский вестник. Все права защищены. Перепечатка материалов без согласия редакции запрещена.</p>
</footer>
<div class="C-cookie" role="dialog">Мы используем файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с их использованием. <button>Согласен</button></div>
</div></div></div>
<script>window.__NUXT__={json.dumps(nuxt)};</script>
<script src="/_nuxt/app.4f2a9c1.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="C-article-info__author"><span class="C-author-name C-author-name--desk">{esc(doc.extra["credit"])}</span></div>'

        def link(a: str) -> str:
            if a == "Анна Смирнова":
                return self.a("author", a, "byline", 'class="C-author-name"')
            slug = {
                "Сергей Волков": "sergej-volkov",
                "Мария Орлова": "marija-orlova",
                "Кадри Тамм": "kadri-tamm",
                "Игорь Кузнецов": "igor-kuznecov",
            }[a]
            return f'<a class="C-author-name" href="/author/{slug}">{esc(a)}</a>'

        names = " и ".join(link(a) for a in doc.authors)
        tail = ""
        if doc.extra.get("source"):
            tail = f", {esc(doc.extra['source'])}"
        if doc.extra.get("agency"):
            tail = f", {esc(doc.extra['agency'])}"
        photo = (
            f' <span class="C-article-info__photo">· Фото: {esc(doc.extra["photo"])}</span>'
            if doc.extra.get("photo")
            else ""
        )
        return f'<div class="C-article-info__author">{names}{tail}{photo}</div>'

    def story_main(self, doc: Doc) -> str:
        kicker = (
            f'<span class="C-article-headline__kicker">{esc(doc.extra["kicker"])}</span> '
            if doc.extra.get("kicker")
            else ""
        )
        updated = (
            f'<div class="C-article-info__update-date">Обновлено: {doc.extra["updated"]}</div>'
            if doc.extra.get("updated")
            else ""
        )
        body = self.blocks(doc, p_tag='<div class="C-fragment C-fragment-html"><p>', p_end="</p></div>")
        embed = ""
        if doc.extra.get("kicker") == "ВИДЕО":
            embed = '<div class="C-fragment C-fragment-video"><iframe src="https://www.youtube-nocookie.com/embed/bV7x0Yq3pLk" width="640" height="360" allowfullscreen title="Видео"></iframe><div class="C-fragment-video__caption">Видео: Департамент полиции и погранохраны</div></div>'
        writer = ""
        tail = ""
        if doc.extra.get("bio"):
            writer = '<div class="C-opinion-author"><img src="https://g.vestnik.test/authors/igor-kuznecov.png" alt="" width="80" height="80"><span class="C-opinion-author__label">Мнение</span></div>'
            tail = f'<div class="C-fragment C-fragment-bio"><p><i>{esc(doc.extra["bio"])}</i></p></div><div class="C-article-disclaimer">Мнение автора может не совпадать с позицией редакции.</div>'
        if doc.extra.get("translator"):
            tail = f'<div class="C-fragment C-fragment-translation"><p>Перевод: {esc(doc.extra["translator"])}. Оригинал статьи опубликован в газете {esc(doc.extra["source"])}.</p></div>'
        tags = ""
        if doc.extra.get("tagged"):
            tags = f'<div class="C-article-tags">{self.a("tag", "Нарва", "tag")} <a href="/tag/%D0%B8%D0%B4%D0%B0-%D0%B2%D0%B8%D1%80%D1%83%D0%BC%D0%B0%D0%B0">Ида-Вирумаа</a></div>'
        section = (
            self.a("estonija", doc.section, "breadcrumb")
            if doc.section == "Эстония"
            else f'<a href="/{"mnenija" if doc.section == "Мнения" else "novosti/baltija"}">{esc(doc.section)}</a>'
        )
        others = [k for k in ARTS if k != doc.key][:5]
        rel = "".join(
            f'<div class="C-block-type-102-headline">{self.a(k, self.docs[k].title, "related")}</div>' for k in others
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="C-article" data-article-id="{self.aid(doc)}">
<div class="C-article__breadcrumbs">{self.a("home", "Главная", "breadcrumb")} / {section}</div>
{writer}
<h1 class="C-article-headline">{kicker}{esc(doc.title)}</h1>
<div class="C-article-info">
{self.byline(doc)}
<div class="C-article-info__publish-date">{doc.stamp}</div>{updated}
</div>
<div class="C-article-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://t.me/share/url?url={u}">Telegram</a> <a href="https://vk.com/share.php?url={u}">VK</a> <button>Скопировать ссылку</button></div>
<figure class="C-article-main-image"><img src="https://g.vestnik.test/images/{self.aid(doc)}/1200x675.jpg" alt="" width="1200" height="675"></figure>
<div class="C-article-body">
{embed}
{body}
{tail}
</div>
{tags}
<div class="C-comments-button"><a href="{esc(doc.path)}/comments">Комментарии (0)</a></div>
</article>
<section class="C-related"><h3>Читайте также</h3>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(
            f'<div class="C-block-type-102"><img src="https://g.vestnik.test/images/{self.aid(self.docs[k])}/400x225.jpg" alt="" loading="lazy">'
            f'<h2 class="C-block-type-102-headline">{self.a(k, self.docs[k].title, "content")}</h2>'
            f'<span class="C-block-type-102__time">{relative(self.docs[k].extra["local"])}</span></div>'
            for k in doc.extra["list"]
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="C-author-page"><img src="https://g.vestnik.test/authors/anna-smirnova.png" alt="" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/poisk"><input name="q" value="{esc(SEARCH_Q)}"><button>Найти</button></form><p>Найдено: 1</p>'
        elif doc.key == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1>'
            extra = f'<section class="C-home-services">{self.a("rates", "Курсы валют ЕЦБ", "content")} · {self.a("weather", "Погода в Таллинне", "content")}</section>'
        pager = ""
        if doc.key == "estonija":
            pager = f'<div class="C-pagination"><span>1</span> {self.a("estonija2", "2", "pagination")} {self.a("estonija2", "Следующая", "pagination")}</div>'
        elif doc.key == "estonija2":
            pager = f'<div class="C-pagination">{self.a("estonija", "Предыдущая", "pagination")} {self.a("estonija", "1", "pagination")} <span>2</span> <a href="/novosti/estonija?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="C-more">{self.a("estonija", "Все новости Эстонии", "content")}</div>'
        return f'<section class="C-listing C-listing--{doc.kind}">{head}<div class="C-listing__items">{cards}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            recent = "".join(
                f'<div class="C-block-type-102-headline">{self.a(k, self.docs[k].title, "content")}</div>'
                for k in doc.extra["recent"]
            )
            return f'<section class="C-error-page"><h1>{esc(doc.title)}</h1>\n{html}\n<p>{self.a("home", "Перейти на главную", "content")}</p><h2>Свежие новости</h2>{recent}</section>'
        if doc.kind == "live-data":
            return f'<section class="C-rates"><h1>{esc(doc.title)}</h1><div class="C-rates-table">\n{html}\n</div><p class="C-rates__source">Источник: Европейский центральный банк</p></section>'
        if doc.kind == "weather":
            return f'<section class="C-weather"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
        return f'<section class="C-static"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
