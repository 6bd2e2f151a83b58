# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Верхневолжский вестник: a Tver news site on 1C-Bitrix (`/bitrix/templates/`, `news-detail`, `news-list`, `BX`),
Russian, windows-1251 (header and `<meta>`). Stories at `/news/detail.php?ID=<id>` and, on newer ones, SEO paths
`/news/2026/12/04/<slug>/`; "Текст:" and "Фото:" credits (the photographer is no author), dates printed as
"4 декабря 2026, 10:15", a company's press release, a currency-rates widget page, a UTC time that is the next day
in Tver (+03:00)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Verhnevolzhe(Base):
    origin = "https://vv-tver.test"
    name = "Верхневолжский вестник"
    prefix = "vv"
    language = "ru"
    encoding = "windows-1251"
    content_type = "text/html; charset=windows-1251"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vv",
            [
                ".bx-header",
                ".news-detail",
                ".news-list .news-item",
                ".bx-breadcrumb",
                ".currency-table",
                ".bx-footer",
                ".sidebar-block",
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
                "Верхневолжский вестник",
                "bitrix-home",
                list=["tarif", "shkola", "press", "noch", "intervju", "mchs", "most", "kurs"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "Новости",
                "bitrix-news-list",
                list=["tarif", "shkola", "press", "noch", "intervju", "mchs"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/?PAGEN_1=2",
                "section",
                "Новости",
                "bitrix-news-list-page2",
                list=["most", "bez", "press"],
            )
        )
        add(page("tag", "/news/tag/transport/", "tag", "Транспорт", "bitrix-tag", list=["most", "noch", "bez"]))
        add(
            page(
                "author",
                "/authors/belova/",
                "author",
                "Ирина Белова",
                "bitrix-author",
                list=["tarif", "shkola", "bez"],
                bio="Корреспондент отдела городских новостей. Пишет о ЖКХ, образовании и транспорте.",
            )
        )
        add(
            page(
                "search",
                "/search/?q=%EC%EE%F1%F2",
                "search",
                "Поиск",
                "bitrix-search",
                list=["most", "tarif"],
                query="мост",
            )
        )
        add(
            page(
                "kurs",
                "/currency/",
                "tool",
                "Курсы валют ЦБ РФ на 4 декабря 2026",
                "bitrix-currency-widget",
                lines=[
                    "Официальные курсы валют, установленные Центральным банком РФ. Данные обновляются ежедневно.",
                    'RAW:<table class="currency-table"><thead><tr><th>Валюта</th><th>Курс</th><th>Изменение</th></tr></thead><tbody><tr><td>USD</td><td>92,41</td><td>+0,37</td></tr><tr><td>EUR</td><td>99,86</td><td>−0,12</td></tr><tr><td>CNY</td><td>12,74</td><td>+0,02</td></tr></tbody></table>',
                    'RAW:<div class="converter"><input type="number" value="100"> <select><option>USD</option><option>EUR</option></select> <button>Пересчитать</button></div>',
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "О редакции",
                "bitrix-static",
                lines=[
                    "«Верхневолжский вестник» — городское интернет-издание, выходит с 2009 года. Свидетельство о регистрации СМИ Эл № ФС77-81234.",
                    "Главный редактор — Олег Смирнов. Адрес редакции: г. Тверь, ул. Советская, 36.",
                    "Почта для новостей: news@vv-tver.test",
                ],
            )
        )
        add(
            page(
                "policy",
                "/policy/",
                "policy",
                "Политика обработки персональных данных",
                "bitrix-static",
                lines=[
                    "Редакция от 20 ноября 2026 года.",
                    "Настоящая политика определяет порядок обработки персональных данных пользователей сайта vv-tver.test в соответствии с Федеральным законом № 152-ФЗ.",
                    "Сайт использует файлы cookie и сервис веб-аналитики. Продолжая пользоваться сайтом, вы соглашаетесь с этим.",
                ],
            )
        )

        add(
            story(
                "tarif",
                "/news/detail.php?ID=48215",
                "В Твери с января изменится плата за вывоз мусора",
                "2026-12-04",
                "2026-12-04T10:15:00+03:00",
                "4 декабря 2026, 10:15",
                ["Ирина Белова"],
                [
                    "С 1 января 2027 года тариф на вывоз твёрдых коммунальных отходов в Тверской области вырастет на 9,6 процента. Для жителей многоквартирных домов Твери плата составит 142 рубля с человека в месяц.",
                    "Решение приняло региональное Главное управление по тарифам. Региональный оператор просил повысить тариф на 14 процентов, ссылаясь на рост стоимости топлива и новые контейнерные площадки.",
                    "FIG: Контейнерная площадка | Новые контейнерные площадки появились в Пролетарском районе. Фото: Сергей Лапин",
                    "В ГУ по тарифам пояснили, что рост укладывается в индекс, установленный правительством. Льготы для пенсионеров и многодетных семей сохранятся.",
                ],
                "credits-top",
                byline="Текст: Ирина Белова<br>Фото: Сергей Лапин",
                section="Общество",
            )
        )
        add(
            story(
                "shkola",
                "/news/2026/12/03/v-zavolzhskom-rayone-otkroyut-novuyu-shkolu/",
                "В Заволжском районе откроют новую школу на 1100 мест",
                "2026-12-03",
                "2026-12-03T16:30:00+03:00",
                "3 декабря 2026, 16:30",
                ["Ирина Белова", "Андрей Кузнецов"],
                [
                    "Строительство школы на улице Оснабрюкской завершится в августе следующего года. Первых учеников она примет 1 сентября.",
                    "В здании будут бассейн, два спортивных зала, планетарий и лаборатории для занятий робототехникой. Стоимость объекта — 1,9 миллиарда рублей.",
                    'RAW:<div class="news-read-also"><b>Читайте также:</b> <a href="/news/detail.php?ID=47710">В Твери не хватает 300 мест в детских садах</a></div>',
                    "По словам заместителя главы администрации Твери Натальи Гусевой, новая школа позволит перевести на одну смену три соседние школы, где сейчас учатся во вторую смену.",
                ],
                "seo-url-two-authors",
                byline="Текст: Ирина Белова, Андрей Кузнецов",
                section="Образование",
            )
        )
        add(
            story(
                "press",
                "/news/detail.php?ID=48199",
                "«Тверьэнергосбыт» запустил новый личный кабинет для клиентов",
                "2026-12-03",
                "2026-12-03T12:00:00+03:00",
                "3 декабря 2026, 12:00",
                [],
                [
                    "АО «Тверьэнергосбыт» запустило обновлённый личный кабинет для физических лиц. В нём можно передавать показания счётчиков, оплачивать счета без комиссии и заключать договоры онлайн.",
                    "«Мы учли пожелания клиентов: теперь вся история платежей доступна в одном окне», — отметил генеральный директор компании Павел Егоров.",
                    "Зарегистрироваться в личном кабинете можно по номеру лицевого счёта. До конца года клиенты, которые перейдут на электронные квитанции, получат 300 бонусных баллов.",
                ],
                "press-release",
                byline="Пресс-служба АО «Тверьэнергосбыт»",
                section="Пресс-релизы",
                kicker="Пресс-релиз",
            )
        )
        add(
            story(
                "noch",
                "/news/2026/12/04/na-volokolamskom-shosse-stolknulis-avtobus-i-gruzovik/",
                "На Волоколамском шоссе столкнулись автобус и грузовик",
                "2026-12-04",
                "2026-12-03T21:40:00Z",
                "4 декабря 2026, 00:40",
                ["Андрей Кузнецов"],
                [
                    "Поздно вечером на Волоколамском шоссе в Твери пригородный автобус столкнулся с грузовиком. Пострадали четыре пассажира, их доставили в областную больницу.",
                    "По данным Госавтоинспекции, водитель грузовика выехал на перекрёсток на запрещающий сигнал светофора. Движение в сторону Волоколамского проспекта было перекрыто почти два часа.",
                ],
                "utc-next-day",
                byline="Текст: Андрей Кузнецов",
                section="Происшествия",
            )
        )
        add(
            story(
                "intervju",
                "/news/detail.php?ID=48150",
                "Директор драмтеатра: «Зритель вернулся, но стал требовательнее»",
                "2026-12-02",
                "2026-12-02T09:00:00+03:00",
                "2 декабря 2026, 09:00",
                ["Мария Орлова"],
                [
                    "Тверской академический театр драмы готовит к Новому году три премьеры. О сезоне мы поговорили с директором театра Виктором Ларионовым.",
                    "Q: — Виктор Павлович, как продаются билеты? || — Лучше, чем до пандемии. На «Ревизора» билеты раскуплены до февраля. Но зритель стал требовательнее, он сравнивает нас с московскими театрами.",
                    "Q: — Что покажете в декабре? || — Новую постановку «Бесприданницы», детскую сказку и вечер романсов на малой сцене.",
                    "Q: — А ремонт здания? || — Фасад отремонтируют летом, спектакли переносить не будем.",
                    "SIGN: Беседовала Мария Орлова",
                ],
                "interview",
                byline="",
                section="Культура",
            )
        )
        add(
            story(
                "mchs",
                "/news/detail.php?ID=48230",
                "В Тверской области ожидается сильный гололёд",
                "2026-12-04",
                "2026-12-04T13:05:00+03:00",
                "4 декабря 2026, 13:05",
                [],
                [
                    "В ночь на 5 декабря и днём в субботу в большинстве районов Тверской области ожидается сильный гололёд, температура от −2 до +1 градуса. Водителей просят без необходимости не выезжать на трассы.",
                ],
                "agency-brief-one-paragraph",
                byline="По информации ГУ МЧС России по Тверской области",
                section="Происшествия",
                tail=True,
            )
        )
        add(
            story(
                "most",
                "/news/detail.php?ID=48102",
                "Староволжский мост закроют для грузовиков на время ремонта",
                "2026-11-30",
                "2026-11-30T11:20:00+03:00",
                "30 ноября 2026, 11:20",
                ["Ирина Белова"],
                [
                    "С 8 декабря по Староволжскому мосту запретят движение грузовиков массой более 12 тонн. Ограничение связано с ремонтом деформационных швов.",
                    "Легковые автомобили и общественный транспорт будут ездить по мосту в обычном режиме, но на одной полосе в каждом направлении.",
                    "Подрядчик обещает закончить работы до конца марта. Стоимость ремонта — 86 миллионов рублей.",
                    "SIGN: Текст: Ирина Белова",
                ],
                "credit-at-end",
                byline="",
                section="Транспорт",
            )
        )
        add(
            story(
                "bez",
                "/news/detail.php?ID=48060",
                "Трамвайная линия в Твери: проект готов на 80 процентов",
                "2026-11-28",
                None,
                "28 ноября 2026, 15:45",
                ["Андрей Кузнецов"],
                [
                    "Проект новой трамвайной линии от вокзала до Южного микрорайона готов на 80 процентов, сообщили в городской администрации.",
                    "Линия длиной 9,3 километра пройдёт по улицам Вагжанова и Склизкова. Город рассчитывает получить на строительство федеральный кредит.",
                ],
                "no-metadata",
                byline="Текст: Андрей Кузнецов<br>Фото: Сергей Лапин",
                section="Транспорт",
                nometa=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        head = []
        if doc.is_article and not doc.extra.get("nometa"):
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "publisher": {"@type": "Organization", "name": self.name},
            }
            if doc.authors:
                ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors]
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in [("news", "Новости"), ("tag", "Транспорт"), ("kurs", "Курсы валют"), ("about", "О редакции")]
        )
        nav += '<li><a href="/afisha/">Афиша</a></li><li><a href="/sport/">Спорт</a></li>'
        return f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<title>{esc(doc.title)} — Верхневолжский вестник</title>
<meta name="keywords" content="Тверь, новости Твери">
<meta name="description" content="{esc(self.lede(doc))}">
{chr(10).join(head)}
<link href="/bitrix/js/ui/design-tokens/dist/ui.design-tokens.min.css?171234567823456" type="text/css" rel="stylesheet">
<link href="/bitrix/templates/vv_main/template_styles.css?17123456781" type="text/css" rel="stylesheet">
<script>if(!window.BX)window.BX={{}};if(!window.BX.message)window.BX.message=function(mess){{if(typeof mess==='object'){{for(let i in mess){{BX.message[i]=mess[i];}}return true;}}}};</script>
<script>(window.BX||top.BX).message({{'LANGUAGE_ID':'ru','FORMAT_DATE':'DD.MM.YYYY','SITE_ID':'s1','SITE_DIR':'/'}});</script>
<script src="/bitrix/js/main/core/core.min.js?1712345678223197"></script>
<style>/*PAD*/</style>
</head>
<body>
<div id="panel"></div>
<header class="bx-header"><div class="bx-logo">{self.a("home", "Верхневолжский вестник", "nav")}</div>
<div class="bx-top-currency">USD 92,41 · EUR 99,86 {self.a("kurs", "Все курсы", "header")}</div>
<nav class="bx-top-nav"><ul>{nav}</ul></nav>
<form action="/search/" class="bx-searchtitle"><input type="text" name="q"><input type="submit" value="Найти"></form></header>
<div class="workarea">
{main}
<div class="sidebar-block"><h3>Популярное</h3><ul><li>{self.a("tarif", "Плата за вывоз мусора вырастет", "sidebar")}</li><li>{self.a("noch", "ДТП на Волоколамском шоссе", "sidebar")}</li></ul></div>
</div>
<footer class="bx-footer"><ul><li>{self.a("about", "О редакции", "footer")}</li><li>{self.a("policy", "Политика конфиденциальности", "footer")}</li><li>{self.a("search", "Поиск", "footer")}</li><li><a href="/rss/">RSS</a></li><li><a href="https://vk.com/vv_tver">ВКонтакте</a></li><li><a href="https://t.me/vv_tver">Telegram</a></li></ul>
<p>© 2009–2026 «Верхневолжский вестник». 16+. При перепечатке ссылка обязательна.</p>
<div class="cookie-notice" id="cookie-notice">Мы используем cookie. {self.a("policy", "Подробнее", "cookie")} <button>OK</button></div></footer>
<script src="/bitrix/templates/vv_main/script.js?1712345678"></script>
<!-- Yandex.Metrika counter --><script>(function(m,e,t,r,i,k,a){{m[i]=m[i]||function(){{(m[i].a=m[i].a||[]).push(arguments)}};}})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(91234567,"init",{{clickmap:true}});</script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        kicker = f'<div class="news-detail-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        by = doc.byline
        credit = ""
        if by:
            parts = [esc(p) for p in by.split("<br>")]
            if "Ирина Белова" in doc.authors:
                parts[0] = parts[0].replace("Ирина Белова", self.a("author", "Ирина Белова", "byline"))
            credit = f'<div class="news-detail-author">{"<br>".join(parts)}</div>'
        top, bottom = (credit, "") if not doc.extra.get("tail") else ("", credit)
        return f"""<div class="bx-breadcrumb">{self.a("home", "Главная", "breadcrumb")} / {self.a("news", "Новости", "breadcrumb")} / <span>{esc(doc.section)}</span></div>
<div class="news-detail">
{kicker}<h1>{esc(doc.title)}</h1>
<span class="news-date-time">{esc(doc.stamp)}</span>
{top}
<div class="news-detail-text">
{self.blocks(doc)}
</div>
{bottom}
<div class="news-detail-share"><a href="https://vk.com/share.php?url={esc(self.url(doc.key))}">Поделиться ВКонтакте</a> <a href="https://t.me/share/url?url={esc(self.url(doc.key))}">Telegram</a></div>
<div class="news-detail-tags">Теги: {self.a("tag", "транспорт", "tags")}</div>
<div class="bx-subscribe">Подпишитесь на наш Telegram-канал, чтобы первыми узнавать новости Твери.</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="news-item" id="bx_3218110189_{d.path[-5:].strip("/")}"><span class="news-date-time">{esc(d.stamp)}</span>{self.a(k, d.title, "content")}<p>{esc(self.lede(d))}</p></div>'
            )
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="bx-pagination"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/news/?PAGEN_1=3">3</a> {self.a(doc.extra["more"], "След.", "pagination")}</div>'
        q = (
            f'<form action="/search/"><input name="q" value="{esc(doc.extra["query"])}"></form><p>Найдено: {len(items)}</p>'
            if doc.extra.get("query")
            else ""
        )
        bio = f'<p class="author-bio">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        return f"""<div class="bx-breadcrumb">{self.a("home", "Главная", "breadcrumb")} / <span>{esc(doc.title)}</span></div>
<h1>{esc(doc.title)}</h1>{bio}{q}
<div class="news-list">
{chr(10).join(items)}
</div>
{more}"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="bx-breadcrumb">{self.a("home", "Главная", "breadcrumb")} / <span>{esc(doc.title)}</span></div>
<h1>{esc(doc.title)}</h1>
<div class="static-text">
{self.blocks(doc)}
</div>"""
