# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Заволжский вестник: a Russian regional site on a Bitrix-like CMS (windows-1251 in the HTTP header only)."""

from __future__ import annotations

from common import blocks_html
from sitekit import Doc, Site, css_rules, esc

MONTH = "ноября"


class Zavolzhye(Site):
    origin = "http://www.zavolzhye-vestnik.test"
    name = "Заволжский вестник"
    prefix = "zv"
    language = "ru"
    encoding = "windows-1251"
    codec = "cp1251"
    content_type = "text/html; charset=windows-1251"

    def pad_rules(self) -> list[str]:
        sel = [
            ".bx-wrapper",
            ".bx-newslist",
            ".bx-newsdetail",
            ".bx-breadcrumb",
            ".bx-top-nav",
            ".bx-footer",
            ".bx-left-menu",
            ".bx-popular",
            ".news-date-time",
            ".bx-newslist-title",
        ]
        return css_rules("zv", sel, 250)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Заволжский вестник — новости Заволжска и района", shape="bitrix-front"))
        add(Doc("news", "/news/", "section", "Новости", shape="bitrix-news-list"))
        add(Doc("sport", "/sport/", "section", "Спорт", shape="bitrix-news-list"))
        add(
            Doc(
                "realty",
                "/realty/",
                "realestate",
                "Недвижимость: продажа квартир в Заволжске",
                shape="real-estate-listing",
            )
        )
        add(Doc("fuel", "/fuel-prices/", "fuelprices", "Цены на бензин на АЗС Заволжска", shape="fuel-prices-table"))
        add(Doc("contacts", "/contacts/", "contact", "Связаться с редакцией", shape="contact-newsroom-form"))
        add(Doc("about", "/about/", "about", "О газете", shape="about"))
        add(Doc("privacy", "/privacy/", "policy", "Политика обработки персональных данных", shape="privacy-policy"))
        add(Doc("advert", "/advert/", "advertise", "Реклама в газете и на сайте", shape="advertise-rates"))
        add(Doc("search", "/search/?q=%D0%BC%D0%BE%D1%81%D1%82", "search", "Поиск", shape="search-results"))

        def story(
            key: str,
            nid: int,
            title: str,
            author: str | None,
            day: int,
            hm: str | None,
            shape: str,
            blocks: list,
            section: str = "Общество",
            credit: str = "Текст",
        ) -> None:
            stamp = f"{day} {MONTH} 2026, {hm}" if hm else ""
            d = add(
                Doc(
                    key,
                    f"/news/{nid}/",
                    "article",
                    title,
                    True,
                    [author] if author else [],
                    date=f"2026-11-{day:02d}",
                    stamp=stamp,
                    section=section,
                    shape=shape,
                    blocks=blocks,
                )
            )
            d.extra["credit"] = f"{credit}: {author}" if author else ""

        story(
            "court",
            18342,
            "Бывшего директора МУП «Водоканал» приговорили к четырём годам условно",
            "Ольга Смирнова",
            30,
            "14:05",
            "court-report-byline-at-end",
            [
                (
                    "p",
                    "Заволжский районный суд признал бывшего директора МУП «Водоканал» Виктора Лаптева виновным "
                    "в превышении должностных полномочий и назначил ему четыре года лишения свободы условно.",
                ),
                (
                    "p",
                    "По версии следствия, в 2023 году Лаптев подписал акты о ремонте насосной станции на "
                    "улице Садовой, хотя работы выполнены не были. Ущерб бюджету города суд оценил в "
                    "6,2 миллиона рублей.",
                ),
                ("p", "Подсудимый вину не признал. Его адвокат заявил, что приговор будет обжалован в областном суде."),
                (
                    "p",
                    "Кроме того, Лаптеву на три года запрещено занимать руководящие должности в "
                    "муниципальных предприятиях.",
                ),
            ],
        )
        story(
            "bridge",
            18350,
            "Ремонт моста через Сорожку продлится до конца мая: объезд через Луговое",
            "Андрей Кузнецов",
            30,
            "10:20",
            "byline-at-end-detour-list",
            [
                (
                    "p",
                    "Капитальный ремонт моста через реку Сорожку на въезде в Заволжск начнётся 5 декабря и "
                    "продлится до конца мая, сообщили в администрации района.",
                ),
                (
                    "p",
                    "На время работ движение по мосту будет полностью закрыто. Подрядчик заменит пролётные "
                    "строения и покрытие, а также установит новое освещение.",
                ),
                ("p", "Объезд организуют по двум маршрутам:"),
                (
                    "ul",
                    [
                        "легковые автомобили — через село Луговое;",
                        "грузовой транспорт — по федеральной трассе через Ключи.",
                    ],
                ),
                (
                    "p",
                    "Автобус № 7 будет ходить по изменённой схеме. Прошлой зимой на этом участке уже "
                    "закрывали [[ice|ледовую переправу]] из-за оттепели.",
                ),
            ],
        )
        story(
            "heat",
            18355,
            "В трёх домах на улице Ленина отключат отопление на четыре часа",
            None,
            30,
            "16:40",
            "two-sentence-brief-unsigned",
            [
                (
                    "p",
                    "Во вторник с 9:00 до 13:00 в домах № 12, 14 и 16 на улице Ленина будет отключено "
                    "отопление из-за замены задвижки.",
                ),
                ("p", "Справки по телефону аварийной службы 05."),
            ],
        )
        story(
            "doctor",
            18330,
            "Главврач районной больницы: «Нам нужны не стены, а люди»",
            "Дмитрий Орлов",
            27,
            "09:00",
            "interview-credited-at-end",
            [
                (
                    "p",
                    "Новый главный врач Заволжской районной больницы Елена Матвеева рассказала о кадровом "
                    "голоде, новом томографе и очередях в поликлинике.",
                ),
                (
                    "qa",
                    "— Елена Сергеевна, чего больнице не хватает больше всего?",
                    "— Людей. Здание после ремонта, оборудование есть, а терапевтов у нас пять вместо двенадцати.",
                ),
                (
                    "qa",
                    "— Как вы собираетесь их привлекать?",
                    "— Район выделил три служебные квартиры. Это уже работает: в январе к нам приедут два "
                    "молодых специалиста из Самары.",
                ),
                (
                    "qa",
                    "— Когда заработает томограф?",
                    "— В середине декабря, сейчас идёт наладка. Пациентам больше не придётся ездить в область.",
                ),
            ],
            credit="Беседовал",
        )
        story(
            "fair",
            18321,
            "Ярмарка мёда в Заволжске собрала пасечников из шести районов",
            "Ирина Белова",
            28,
            None,
            "no-date-in-markup-date-in-text",
            [
                (
                    "p",
                    "В субботу, 28 ноября, на площади у Дома культуры прошла ежегодная ярмарка мёда. Свою "
                    "продукцию привезли больше сорока пасечников из шести районов области.",
                ),
                (
                    "p",
                    "Самым дорогим оказался липовый мёд — до 900 рублей за килограмм. Гречишный продавали "
                    "по 650–700 рублей.",
                ),
                ("p", "Организаторы говорят, что в следующем году ярмарку хотят сделать двухдневной."),
            ],
        )
        story(
            "hockey",
            18347,
            "«Волжанин» одержал пятую победу подряд",
            "Сергей Попов",
            29,
            "21:35",
            "sports-short-title",
            [
                (
                    "p",
                    "Хоккеисты «Волжанина» обыграли на своём льду «Нефтяник» из Отрадного со счётом 4:2 и "
                    "одержали пятую победу подряд в первенстве области.",
                ),
                ("p", "Две шайбы забросил капитан команды Артём Фролов. Ещё по одной — Никита Гусев и Павел Ермаков."),
                ("p", "Следующий матч «Волжанин» проведёт 6 декабря в Сызрани."),
            ],
            section="Спорт",
        )
        story(
            "film",
            18338,
            "Рецензия: «Последний паром» — тихое кино о большой реке",
            "Марина Лебедева",
            28,
            "12:00",
            "film-review-byline-at-end",
            [
                (
                    "p",
                    "Фильм заволжского режиссёра Антона Ветрова «Последний паром» показали на открытии "
                    "кинофестиваля «Волжские берега», и зал долго не отпускал съёмочную группу.",
                ),
                (
                    "p",
                    "История старого паромщика, которого отправляют на пенсию после постройки моста, "
                    "рассказана почти без слов. Ветров доверяет реке и лицам больше, чем диалогам, и это "
                    "оправдано: оператор снял Волгу так, что её хочется узнать заново.",
                ),
                (
                    "p",
                    "Слабее вторая половина, где появляется сюжетная линия с внуком. Но финал, снятый одним "
                    "планом на рассвете, искупает многое.",
                ),
            ],
            section="Культура",
        )
        story(
            "photo",
            18311,
            "Как строили элеватор: архивные снимки 1950-х годов",
            "Николай Зуев",
            25,
            "11:15",
            "photo-led-archive-captions",
            [
                (
                    "fig",
                    "Строительство элеватора, 1954 год",
                    "Строители на лесах элеватора, 1954 год. Фото из фондов районного музея.",
                ),
                (
                    "p",
                    "Районный музей впервые опубликовал снимки строительства Заволжского элеватора, "
                    "хранившиеся в семейном архиве инженера Петра Горелова.",
                ),
                (
                    "fig",
                    "Первый эшелон с зерном",
                    "Первый эшелон с зерном нового урожая, август 1956 года. На переднем плане — бригадир "
                    "Анна Горелова, жена инженера.",
                ),
                ("p", "Выставка снимков откроется в музее в середине декабря."),
            ],
            credit="Текст и фото",
        )
        story(
            "ice",
            18352,
            "Ледовую переправу на Ключи в этом году откроют не раньше января",
            "Андрей Кузнецов",
            30,
            "12:45",
            "only-from-another-story-body",
            [
                (
                    "p",
                    "Ледовая переправа между Заволжском и Ключами в этом сезоне откроется не раньше января, "
                    "сообщили в МЧС района.",
                ),
                (
                    "p",
                    "Для безопасного движения легковых автомобилей толщина льда должна составлять не менее "
                    "25 сантиметров. Сейчас она не превышает восьми.",
                ),
            ],
        )

    # --- templates -------------------------------------------------------------------------------------
    def header(self) -> str:
        a = self.a
        top = [
            ("home", "Главная"),
            ("news", "Новости"),
            ("sport", "Спорт"),
            ("/culture/", "Культура"),
            ("/opinion/", "Мнения"),
            ("realty", "Недвижимость"),
            ("fuel", "Цены на бензин"),
            ("/archive/", "Архив номеров"),
        ]
        items = "".join(f'<li class="bx-nav-1-lvl">{a(k, t, "chrome:nav")}</li>' for k, t in top)
        return (
            '<div class="bx-header"><div class="bx-logo">'
            + a(
                "home",
                "Заволжский вестник",
                "chrome:header",
                "",
                '<img src="/upload/logo.png" alt="Заволжский вестник">',
            )
            + '</div><div class="bx-header-phone">Телефон редакции: 8 (84655) 2-14-05</div>'
            + f'<div class="bx-auth">{a("/auth/", "Вход", "chrome:header")} | {a("/auth/?register=yes", "Регистрация", "chrome:header")}</div>'
            + '<form class="bx-search" action="/search/"><input name="q"><input type="submit" value="Найти"></form></div>'
            + f'<div class="bx-top-nav"><ul class="bx-nav-list-1-lvl">{items}</ul></div>'
        )

    def left(self) -> str:
        rubrics = [
            ("/news/?SECTION_ID=4", "Власть"),
            ("/news/?SECTION_ID=5", "Происшествия"),
            ("/news/?SECTION_ID=6", "Экономика"),
            ("/news/?SECTION_ID=7", "ЖКХ"),
            ("/news/?SECTION_ID=8", "Здоровье"),
            ("/news/?SECTION_ID=9", "Образование"),
            ("/culture/", "Культура"),
            ("/archive/", "Архив номеров"),
            ("/subscribe/", "Подписка на газету"),
        ]
        return (
            '<div class="bx-left-menu"><div class="bx-left-menu-title">Рубрики</div>'
            + "".join(f"{self.a(u, t, 'chrome:menu')}<br>" for u, t in rubrics)
            + "</div>"
        )

    def side(self) -> str:
        keys = ["court", "bridge", "hockey", "doctor"]
        items = "".join(
            f'<div class="bx-popular-item">{self.a(k, self.docs[k].title, "chrome:rail")}</div>' for k in keys
        )
        return (
            f'<div class="bx-popular"><div class="bx-popular-title">Популярное</div>{items}</div>'
            f'<div class="bx-left-menu">{self.a("fuel", "Бензин сегодня: АИ-92 — 56,40", "chrome:rail")}<br>'
            f"{self.a('realty', 'Квартиры от 1,9 млн', 'chrome:rail')}</div>"
        )

    def footer(self) -> str:
        cols = [
            [("about", "О газете"), ("contacts", "Связаться с редакцией"), ("advert", "Реклама")],
            [("privacy", "Политика конфиденциальности"), ("/subscribe/", "Подписка"), ("/rss/", "RSS")],
            [("news", "Новости"), ("sport", "Спорт"), ("search", "Поиск по сайту")],
        ]
        html = "".join(
            '<div class="bx-footer-col">' + "".join(f"{self.a(k, t, 'chrome:footer')}<br>" for k, t in c) + "</div>"
            for c in cols
        )
        return (
            f'<div class="bx-footer">{html}<p>© 2026 «Заволжский вестник». Свидетельство о регистрации СМИ ПИ № ТУ 63-00412. 16+</p>'
            "<p>Сайт работает на 1С-Битрикс.</p></div>"
        )

    def item(self, key: str, image: bool = False) -> str:
        d = self.docs[key]
        img = (
            self.a(key, d.title, "content", "", f'<img src="/upload/iblock/{key}.jpg" alt="{esc(d.title)}">')
            if image
            else ""
        )
        date = f'<span class="news-date-time">{esc(d.stamp)}</span>' if d.stamp else ""
        return (
            f'<div class="bx-newslist-item" id="bx_3218110508_{key}">{img}<div class="bx-newslist-title">'
            f"{self.a(key, d.title, 'content')}</div>{date}</div>"
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        crumbs = (
            f'<div class="bx-breadcrumb">{a("home", "Главная", "chrome:breadcrumb")} / '
            f"{a('news', 'Новости', 'chrome:breadcrumb')} / <span>{esc(doc.title)}</span></div>"
        )
        date = f'<div class="news-date-time">{esc(doc.stamp)}</div>' if doc.stamp else ""
        body = blocks_html(self, doc.blocks, "<p>", "</p>")
        credit = f'<p class="bx-newsdetail-author"><b>{esc(doc.extra["credit"])}</b></p>' if doc.extra["credit"] else ""
        more = (
            '<div class="bx-newsdetail-other"><b>Другие новости</b>'
            + "".join(
                f"<div>{a(k, self.docs[k].title, 'chrome:related')}</div>" for k in ("heat", "fair") if k != doc.key
            )
            + "</div>"
        )
        return (
            f'<div class="bx-newsdetail">{crumbs}<h1>{esc(doc.title)}</h1>{date}<div class="bx-newsdetail-content">'
            f'{body}{credit}</div><div class="bx-newsdetail-share">Поделиться: ВК · ОК · Telegram</div>'
            f'<div class="bx-newsdetail-views">Просмотров: {len(doc.title) * 37}</div>{more}</div>'
        )

    def main(self, doc: Doc) -> str:
        a = self.a
        k = doc.key
        if k == "home":
            return (
                f'<h1 class="bx-hidden">{esc(doc.title)}</h1><div class="bx-newslist bx-main">'
                + "".join(
                    self.item(x, x in ("court", "photo"))
                    for x in ("court", "bridge", "heat", "hockey", "film", "photo", "fair")
                )
                + '</div><div class="bx-banner">'
                + a("contacts", "Есть новость? Напишите в редакцию", "content")
                + "</div>"
            )
        if k in ("news", "sport"):
            keys = ["court", "bridge", "heat", "fair", "photo", "doctor"] if k == "news" else ["hockey"]
            return (
                f'<h1>{esc(doc.title)}</h1><div class="bx-newslist">'
                + "".join(self.item(x) for x in keys)
                + f'</div><div class="bx-pagination">{a(doc.path + "?PAGEN_1=2", "2", "content")} '
                + f"{a(doc.path + '?PAGEN_1=3', '3', 'content')}</div>"
            )
        if k == "search":
            return (
                f'<h1>{esc(doc.title)}</h1><p>По запросу «мост» найдено: 2</p><div class="bx-search-results">'
                + self.item("bridge")
                + f"<div>{a('/news/17205/', 'Мост через Сорожку закроют на ремонт весной', 'content')}</div></div>"
            )
        if k == "realty":
            flats = [
                ("1-комн., 34 м², ул. Садовая, 5/9 эт.", "1 950 000 ₽"),
                ("2-комн., 52 м², ул. Ленина, 2/5 эт.", "2 870 000 ₽"),
                ("3-комн., 68 м², мкр. Волжский, 7/10 эт.", "4 100 000 ₽"),
                ("Дом 96 м², с. Луговое, участок 12 сот.", "3 400 000 ₽"),
                ("Комната 18 м², ул. Заводская", "690 000 ₽"),
            ]
            rows = "".join(
                f"<tr><td>{a('/realty/' + str(i + 501) + '/', t, 'content')}</td><td>{esc(p)}</td></tr>"
                for i, (t, p) in enumerate(flats)
            )
            return (
                f"<h1>{esc(doc.title)}</h1><p>Объявления частных лиц и агентств. Обновлено 30.11.2026.</p>"
                f'<table class="bx-realty">{rows}</table><p>{a("/realty/add/", "Подать объявление", "content")}</p>'
            )
        if k == "fuel":
            rows = [
                ("Лукойл, ул. Промышленная", "56,40", "62,15", "71,90"),
                ("Роснефть, трасса М5", "56,10", "61,80", "72,30"),
                ("Татнефть, ул. Ленина", "56,55", "62,40", "71,60"),
            ]
            return (
                f'<h1>{esc(doc.title)}</h1><p>Цены на 30 ноября 2026 года, рублей за литр.</p><table class="bx-fuel">'
                "<tr><th>АЗС</th><th>АИ-92</th><th>АИ-95</th><th>ДТ</th></tr>"
                + "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
                + "</table>"
                "<p>Данные собирают читатели. Сообщить о новой цене можно через форму обратной связи.</p>"
            )
        if k == "contacts":
            return (
                f"<h1>{esc(doc.title)}</h1><p>Сообщите о событии, пришлите фото или задайте вопрос журналистам.</p>"
                '<form class="bx-feedback" method="post" action="/contacts/"><label>Ваше имя<input name="user_name"></label>'
                '<label>Телефон или e-mail<input name="user_email"></label><label>Сообщение<textarea name="MESSAGE"></textarea></label>'
                f'<label><input type="checkbox" name="agree"> Согласен с {a("privacy", "политикой обработки данных", "content")}</label>'
                '<input type="submit" value="Отправить"></form><p>Адрес редакции: 446100, г. Заволжск, ул. Мира, 8. '
                "Главный редактор — Татьяна Гриднева.</p>"
            )
        texts = SERVICE[k]
        return f"<h1>{esc(doc.title)}</h1>" + "".join(
            f"<h2>{esc(t[3:])}</h2>" if t.startswith("## ") else f"<p>{self.inline(t)}</p>" for t in texts
        )

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article else self.main(doc)
        return (
            '<!DOCTYPE html><html lang="ru"><head>'
            f"<title>{esc(doc.title)} — Заволжский вестник</title>"
            f'<meta name="description" content="{esc(doc.title)}"><meta name="keywords" content="Заволжск, новости">'
            '<link href="/bitrix/cache/css/s1/vestnik/template_styles.css" rel="stylesheet"><style>/*PAD*/</style></head>'
            f'<body><div class="bx-wrapper" id="bx_eshop_wrap">{self.header()}'
            '<table class="bx-layout-table" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>'
            f'<td class="bx-layout-left" width="180" valign="top">{self.left()}</td>'
            f'<td class="bx-content" valign="top">{main}</td>'
            f'<td class="bx-sidebar" width="240" valign="top">{self.side()}</td></tr></table>{self.footer()}</div>'
            '<script>BX.message({"SITE_ID":"s1"});</script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "about": [
        "«Заволжский вестник» выходит с 1931 года. Сегодня это еженедельная газета тиражом 4 200 экземпляров и "
        "сайт, который обновляется каждый день.",
        "## Редакция",
        "Главный редактор — Татьяна Гриднева. В редакции работают восемь журналистов и два фотокорреспондента.",
        "Пишите нам через [[contacts|форму обратной связи]].",
    ],
    "privacy": [
        "Редакция от 3 марта 2026 года",
        "Настоящая политика определяет порядок обработки персональных данных пользователей сайта в соответствии "
        "с Федеральным законом № 152-ФЗ «О персональных данных».",
        "## Какие данные мы собираем",
        "Имя, адрес электронной почты и телефон, которые пользователь указывает в форме обратной связи, а также "
        "файлы cookie и данные счётчиков посещаемости.",
        "## Цели обработки",
        "Ответ на обращения, публикация писем читателей с их согласия, улучшение работы сайта.",
    ],
    "advert": [
        "Газета распространяется в Заволжском и двух соседних районах. Сайт посещают 90 тысяч человек в месяц.",
        "## Стоимость",
        "Модуль на полосе — от 1 800 рублей. Баннер на сайте — от 5 000 рублей в неделю.",
        "Заявки принимаются по телефону 8 (84655) 2-14-07.",
    ],
}
