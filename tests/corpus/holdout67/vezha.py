# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Cyrillic letters and typographic punctuation are deliberate)
"""Вежа: a Zhytomyr regional news site on **DataLife Engine** (`#dle-content`, `fullstory`, `full-text`, `argdate`,
`argcat`, `speedbar`, `shortstory`, `navigation`, `dle_root` / `dle_login_hash` script, `/zhytomyr/51234-<slug>.html`,
`/zhytomyr/page/2/`, `/tags/<windows-1251 percent-encoded>/`, `/user/<login>/news/`, `/2026/12/04/` day archive,
`/index.php?do=search&subaction=search&story=`), Ukrainian, Kyiv time (+02:00), every link absolute.

Served in **windows-1251 with the charset only in the HTTP header**: no `<meta charset>` or `http-equiv` anywhere in the
page (labelled `cp1251`); tag and search URLs are percent-encoded in windows-1251, not UTF-8. Dates are DLE's
"4-12-2026, 15:20", and relative to the day the page was generated (5 Dec): "Сьогодні, 09:15", "Вчора, 18:05", each
linked to its day archive. DLE's "Автор:" line names the user who posted the story: "Редакція" on the hot-water
notice, the agency story ("Джерело: Укрінформ") and the local-history column, which is signed at its foot by a
historian with her patronymic. The photo report credits its photographer at the foot of the text ("Фото: …").
An SEO plugin writes `NewsArticle` JSON-LD (in +02:00, the site as author) on three stories only."""

from __future__ import annotations

import json

from common import UK_MONTHS, Base, dle_date, iso_local, page, pct, ru_date, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://vezha.zt.test"
TZ = 2
TODAY = "2026-12-05"
ARTS = ["heating", "football", "agency", "interview", "photo", "tariffs", "school", "history"]
TAG = "опалення"
SEARCH_Q = "трамвай"
CATS = {"zhytomyr": "Житомир", "oblast": "Область", "sport": "Спорт"}


def stamp(local: str) -> str:
    return dle_date(local, TODAY)


class Vezha(Base):
    origin = ORIGIN
    name = "Вежа"
    prefix = "vzh"
    language = "uk"
    encoding = "cp1251"
    content_type = "text/html; charset=windows-1251"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vzh",
            [
                ".topline",
                ".topmenu li a",
                "#dle-content",
                ".fullstory .full-title",
                ".full-text p",
                ".story-info .argdate",
                ".shortstory .short-title",
                ".navigation .pages a",
                ".sidebar .lastnews li",
                ".footer-menu a",
                ".loginbox input",
            ],
            220,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Вежа",
                "dle-home-shortstories",
                list=["heating", "football", "agency", "interview", "photo", "tariffs"],
                more="zhyt",
            )
        )
        add(
            page(
                "zhyt",
                "/zhytomyr/",
                "section",
                "Новини Житомира",
                "dle-category",
                list=["heating", "interview", "photo", "tariffs"],
                more="zhyt2",
                cat="zhytomyr",
            )
        )
        add(
            page(
                "zhyt2",
                "/zhytomyr/page/2/",
                "section",
                "Новини Житомира",
                "dle-category-page2",
                list=["history"],
                cat="zhytomyr",
                older=[
                    (
                        "/zhytomyr/51188-u-zhytomyri-zapratsyuvav-novyj-tsnap.html",
                        "У Житомирі запрацював новий ЦНАП на Богунії",
                        "2026-12-02 16:10",
                    ),
                    (
                        "/zhytomyr/51176-na-kyyivskij-zaminyat-svitlofory.html",
                        "На Київській замінять світлофори: як об’їхати ремонт",
                        "2026-12-02 09:45",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                f"/tags/{pct(TAG, 'cp1251')}/",
                "tag",
                f"Публікації з тегом «{TAG}»",
                "dle-tag-cp1251-percent",
                list=["tariffs", "heating"],
            )
        )
        add(
            page(
                "author",
                "/user/bondar/news/",
                "author",
                "Ірина Бондар",
                "dle-user-publications",
                list=["photo", "school"],
                older=[
                    (
                        "/oblast/51102-u-malyni-vidkryly-punkt-nezlamnosti.html",
                        "У Малині відкрили ще один Пункт незламності",
                        "2026-11-29 12:30",
                    )
                ],
            )
        )
        add(
            page(
                "search",
                f"/index.php?do=search&subaction=search&story={pct(SEARCH_Q, 'cp1251')}",
                "search",
                "Пошук по сайту",
                "dle-search-cp1251-query",
                list=["history"],
            )
        )
        add(
            page(
                "day",
                "/2026/12/04/",
                "section",
                "Новини за 4 грудня 2026",
                "dle-day-archive",
                list=["football", "agency", "interview", "photo", "tariffs"],
            )
        )
        add(
            page(
                "reklama",
                "/reklama.html",
                "about",
                "Реклама на сайті",
                "dle-static-page",
                [
                    "«Вежа» — одне з найпопулярніших інтернет-видань Житомирщини. Щомісяця сайт відвідують понад 400 тисяч читачів.",
                    "- Банер у шапці сайту — від 3 000 грн на тиждень",
                    "- Банер у бічній колонці — від 1 500 грн на тиждень",
                    "- Рекламна стаття з позначкою «На правах реклами» — від 2 500 грн",
                    "З питань розміщення реклами звертайтеся: reklama@vezha.zt.test, тел. (0412) 55-40-40.",
                ],
            )
        )
        add(
            page(
                "kontakty",
                "/kontakty.html",
                "about",
                "Контакти редакції",
                "dle-static-page",
                [
                    "Інтернет-видання «Вежа». Свідоцтво про реєстрацію ЗМІ: R40-01234.",
                    "- Головний редактор: Тарас Мельничук",
                    "- Адреса редакції: м. Житомир, вул. Пушкінська, 32/8, офіс 14",
                    "- Телефон: (0412) 55-40-40",
                    "- Електронна пошта: news@vezha.zt.test",
                    "Передрук матеріалів дозволяється лише з активним гіперпосиланням на «Вежу».",
                ],
            )
        )
        add(
            page(
                "kursy",
                "/kursy-valyut.html",
                "live-data",
                "Курси валют у Житомирі",
                "exchange-rate-table",
                [
                    "T: Валюта | Купівля | Продаж | НБУ",
                    "T: USD | 41,75 | 42,15 | 41,9634",
                    "T: EUR | 48,35 | 48,95 | 48,6120",
                    "T: PLN | 10,95 | 11,30 | 11,2271",
                    "T: GBP | 55,90 | 57,10 | 56,4018",
                ],
                updated="2026-12-05 09:00",
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "photo",
                "/zhytomyr/51234-yak-vyglyadaye-onovlenyj-skver-na-myhajlivskij.html",
                "Як виглядає оновлений сквер на Михайлівській після реконструкції (ФОТОРЕПОРТАЖ)",
                "2026-12-04",
                iso_local("2026-12-04 15:20", TZ),
                stamp("2026-12-04 15:20"),
                ["Ірина Бондар"],
                [
                    "Після півтора року робіт у Житомирі завершили реконструкцію скверу на вулиці Михайлівській. Тут замінили покриття доріжок, встановили нові лавки й освітлення, висадили понад 300 кущів і 40 дерев.",
                    "Реконструкція обійшлася міському бюджету в 18,6 мільйона гривень. За словами заступника міського голови Сергія Кравця, частину коштів вдалося заощадити завдяки тому, що лавки та урни виготовило місцеве підприємство.",
                    "Окремо в сквері облаштували укриття на 120 осіб, яке з’єднане з підземним переходом. Воно обладнане вентиляцією, генератором і туалетом. Мешканці вже встигли оцінити новий простір: попри холодну погоду, вдень у сквері гуляли родини з дітьми.",
                    "FIG: skver-1 | Центральна алея скверу після реконструкції",
                    "FIG: skver-2 | Нові лавки виготовило житомирське підприємство",
                    "FIG: skver-3 | Вхід до укриття на 120 осіб",
                    "FIG: skver-4 | Дитячий майданчик з гумовим покриттям",
                    "FIG: skver-5 | Увечері сквер освітлюють 60 ліхтарів",
                    "FIG: skver-6 | Перші відвідувачі оновленого скверу",
                    "SIGN: Фото: Олег Марченко",
                ],
                "dle-photo-report-captions-photographer-sign",
                section="Житомир",
                local="2026-12-04 15:20",
                cat="zhytomyr",
                views="3 412",
                ld=True,
                tags=["сквер", "благоустрій"],
            )
        )
        add(
            story(
                "heating",
                "/zhytomyr/51251-u-troh-mikrorajonah-zhytomyra-5-grudnya-ne-bude-garyachoyi-vody.html",
                "У трьох мікрорайонах Житомира 5 грудня не буде гарячої води: перелік адрес",
                "2026-12-05",
                None,
                stamp("2026-12-05 09:15"),
                [],
                [
                    "Через планові ремонтні роботи на тепломережах у суботу, 5 грудня, з 10:00 до 20:00 у трьох мікрорайонах Житомира не буде гарячого водопостачання. Про це повідомили в КП «Житомиртеплокомуненерго».",
                    "Без гарячої води залишаться мешканці таких будинків:",
                    "- вулиця Київська, будинки 77–97",
                    "- вулиця Покровська, будинки 120–146",
                    "- вулиця Вітрука, будинки 1–15",
                    "- проспект Миру, будинки 2–12",
                    "Опалення в цих будинках працюватиме у звичайному режимі. У разі аварійних ситуацій телефонуйте на гарячу лінію підприємства: 15-80.",
                ],
                "dle-today-relative-date-desk-user-no-jsonld",
                section="Житомир",
                local="2026-12-05 09:15",
                cat="zhytomyr",
                views="684",
                poster="Редакція",
                tags=["опалення", "гаряча вода"],
            )
        )
        add(
            story(
                "tariffs",
                "/zhytomyr/51230-skilky-koshtuvatyme-opalennya-v-zhytomyri-z-1-sichnya.html",
                "Скільки коштуватиме опалення в Житомирі з 1 січня: нові тарифи",
                "2026-12-04",
                iso_local("2026-12-04 11:05", TZ),
                stamp("2026-12-04 11:05"),
                ["Оксана Петренко"],
                [
                    "Виконавчий комітет Житомирської міської ради погодив нові тарифи на теплову енергію, які діятимуть з 1 січня 2027 року. Для населення вартість гігакалорії зросте на 12%.",
                    "У КП «Житомиртеплокомуненерго» пояснюють підвищення подорожчанням газу для підприємства та витратами на ремонт мереж після атак на енергетичну інфраструктуру.",
                    "### Нові тарифи",
                    "T: Послуга | До 31 грудня | З 1 січня",
                    "T: Теплова енергія, грн/Гкал | 1 954,11 | 2 188,60",
                    "T: Опалення квартири 50 м² (у місяць) | 1 420 | 1 590",
                    "T: Гаряча вода, грн/м³ | 106,28 | 119,04",
                    "Мешканці, які мають право на субсидію, сплачуватимуть частину вартості в межах встановлених норм. Подати заяву на перерахунок субсидії можна в ЦНАПі або через застосунок «Дія».",
                    "У міській раді також нагадали, що з жовтня в місті працює програма часткової компенсації для ОСББ, які встановлюють індивідуальні теплові пункти.",
                ],
                "dle-data-table-jsonld-author-site",
                section="Житомир",
                local="2026-12-04 11:05",
                cat="zhytomyr",
                views="5 920",
                ld=True,
                tags=["опалення", "тарифи"],
            )
        )
        add(
            story(
                "agency",
                "/oblast/51243-na-zhytomyrshhyni-vidnovyly-ruh-mostom-cherez-uzh-u-korosteni.html",
                "На Житомирщині відновили рух мостом через Уж у Коростені",
                "2026-12-04",
                iso_local("2026-12-04 18:05", TZ),
                stamp("2026-12-04 18:05"),
                [],
                [
                    "У Коростені після ремонту відкрили рух автомобільним мостом через річку Уж, який був закритий з весни. Про це повідомила Житомирська обласна військова адміністрація.",
                    "Під час ремонту підрядник повністю замінив дорожнє покриття, тротуари та перила, а також підсилив опори мосту. Вартість робіт становила 46 мільйонів гривень.",
                    "Рух вантажівок масою понад 20 тонн мостом залишається обмеженим до завершення випробувань, які триватимуть до кінця грудня.",
                    "SIGN: Джерело: [[https://www.ukrinform.ua/|Укрінформ]]",
                ],
                "dle-yesterday-relative-date-agency-source-line",
                section="Область",
                local="2026-12-04 18:05",
                cat="oblast",
                views="1 107",
                poster="Редакція",
                ld=True,
                tags=["Коростень", "дороги"],
            )
        )
        add(
            story(
                "history",
                "/zhytomyr/51212-yak-u-zhytomyri-zyavyvsya-tramvaj.html",
                "Як у Житомирі з’явився трамвай: сторінки історії",
                "2026-12-03",
                None,
                stamp("2026-12-03 10:00"),
                ["Валентина Іванівна Ковальчук"],
                [
                    "Житомирський трамвай — один із найстаріших в Україні. Перші вагони вийшли на вулиці міста наприкінці XIX століття, і відтоді трамвай пережив дві світові війни, кілька реконструкцій і не одне рішення про закриття.",
                    "Будувала лінію бельгійська компанія, яка тоді працювала в багатьох містах імперії. Житомиряни спершу поставилися до новинки з острахом: візники скаржилися, що вагони лякають коней, а купці — що дзвоники заважають торгівлі.",
                    "У міжвоєнні роки мережа розросталася, а після Другої світової війни її довелося відновлювати майже з нуля. Наприкінці століття трамвай кілька разів збиралися закрити, але містяни щоразу ставали на його захист.",
                    "Нині в депо зберігається старий вагон, який краєзнавці мріють відреставрувати й перетворити на музей. Поки що це лише мрія, але, як показує історія житомирського трамвая, мрії тут інколи збуваються.",
                    "SIGN: Валентина Іванівна Ковальчук, краєзнавець",
                ],
                "dle-history-column-signed-with-patronymic-posted-by-desk",
                section="Житомир",
                local="2026-12-03 10:00",
                cat="zhytomyr",
                views="2 045",
                poster="Редакція",
                rubric="Краєзнавча сторінка",
                tags=["історія", "трамвай"],
            )
        )
        add(
            story(
                "interview",
                "/zhytomyr/51240-generatory-vzhe-ne-rozkish-a-norma.html",
                "«Генератори вже не розкіш, а норма»: головний лікар обласної лікарні — про підготовку до зими",
                "2026-12-04",
                None,
                stamp("2026-12-04 17:40"),
                ["Оксана Петренко"],
                [
                    "Напередодні зими головний лікар Житомирської обласної клінічної лікарні Андрій Савчук розповів «Вежі», як медики готуються до можливих відключень світла, чого бракує лікарні та чи вистачає лікарів.",
                    "Q: Андрію Миколайовичу, чи готова лікарня до відключень електроенергії? || Так. За останні два роки ми отримали чотири потужні генератори, два з них — від міжнародних партнерів. Операційні та реанімація можуть працювати автономно до трьох діб. Генератори вже не розкіш, а норма для кожної лікарні.",
                    "Q: Чого бракує найбільше? || Кадрів. Нам не вистачає анестезіологів і медсестер. Молоді фахівці їдуть до Києва або за кордон, де зарплати вищі. Ми пропонуємо службове житло, але цього недостатньо.",
                    "Q: Як змінилася кількість пацієнтів? || Вона зросла приблизно на чверть. До нас везуть людей з усієї області, а також внутрішньо переміщених осіб, які живуть на Житомирщині. Щомісяця проводимо понад 900 операцій.",
                    "Q: Що б ви порадили житомирянам на зиму? || Не відкладайте щеплення від грипу, тримайте вдома запас ліків, які приймаєте постійно, і майте ліхтарик. Звучить просто, але саме це рятує в надзвичайних ситуаціях.",
                ],
                "dle-qa-interview",
                section="Житомир",
                local="2026-12-04 17:40",
                cat="zhytomyr",
                views="1 890",
                tags=["медицина"],
            )
        )
        add(
            story(
                "football",
                "/sport/51248-teteriv-peremig-avangard-u-derbi-oblasti.html",
                "Житомирський «Тетерів» переміг бердичівський «Авангард» у дербі області",
                "2026-12-04",
                None,
                stamp("2026-12-04 21:55"),
                ["Денис Гуменюк"],
                [
                    "У перенесеному матчі 15-го туру чемпіонату області з футболу житомирський «Тетерів» на виїзді обіграв бердичівський «Авангард» з рахунком 2:1.",
                    "Господарі відкрили рахунок уже на 12-й хвилині: після подачі кутового точно головою зіграв Віталій Лук’яненко. Після перерви «Тетерів» зрівняв завдяки пенальті, який реалізував капітан Олег Тимошенко.",
                    "Долю матчу вирішив гол на 87-й хвилині: запасний форвард Максим Дідух пробив із-за меж штрафного майданчика, і м’яч після рикошету опинився у воротах.",
                    "Після цієї перемоги «Тетерів» піднявся на друге місце в турнірній таблиці, відстаючи від лідера — коростенського «Локомотива» — на чотири очки.",
                    "Наступний матч житомирська команда зіграє вдома 12 грудня.",
                ],
                "dle-match-report",
                section="Спорт",
                local="2026-12-04 21:55",
                cat="sport",
                views="731",
                tags=["футбол"],
            )
        )
        add(
            story(
                "school",
                "/oblast/51219-berdychivski-shkolyari-zibraly-40-tysyach-dlya-prykordonnykiv.html",
                "Бердичівські школярі зібрали 40 тисяч гривень для прикордонників",
                "2026-12-03",
                None,
                stamp("2026-12-03 13:30"),
                ["Ірина Бондар"],
                [
                    "Учні бердичівського ліцею № 9 за місяць зібрали 40 тисяч гривень для прикордонників, які служать на півночі Житомирщини. Гроші виручили на шкільному ярмарку, де продавали випічку, іграшки й вироби ручної роботи.",
                    "За зібрані кошти купили дві зарядні станції та теплі речі. Передати подарунки до підрозділу допомогли волонтери благодійного фонду «Бердичівська сотня».",
                    "Директорка ліцею Наталія Ярошенко каже, що ярмарок стане традицією: наступний запланували на День святого Миколая.",
                ],
                "dle-short-news",
                section="Область",
                local="2026-12-03 13:30",
                cat="oblast",
                views="958",
                tags=["Бердичів", "волонтери"],
            )
        )

    # --- pieces
    def ld(self, doc: Doc) -> str:
        if not (doc.is_article and doc.extra.get("ld")):
            return ""
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": {"@type": "Organization", "name": "Вежа", "url": ORIGIN + "/"},
            "publisher": {
                "@type": "Organization",
                "name": "Вежа",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/templates/Vezha/images/logo.png"},
            },
            "image": ORIGIN + f"/uploads/posts/2026-12/{doc.path.split('/')[2].split('-')[0]}_main.jpg",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        suffix = "Вежа — новини Житомира"
        head_title = suffix if doc.key == "home" else f"{esc(doc.title)} &raquo; {suffix}"
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Головна"),
                ("zhyt", "Житомир"),
                (ORIGIN + "/oblast/", "Область"),
                (ORIGIN + "/sport/", "Спорт"),
                (ORIGIN + "/foto/", "Фото"),
                ("kursy", "Курси валют"),
                ("reklama", "Реклама"),
            )
        )
        last = "".join(
            f'<li><span class="time">{esc(stamp(self.docs[k].extra["local"]))}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ARTS[:6]
            if k != doc.key
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("tariffs", "photo", "history")
            if k != doc.key
        )
        og_type = "article" if doc.is_article else "website"
        desc = self.lede(doc) if doc.is_article else "Новини Житомира та Житомирської області"
        return f"""<!DOCTYPE html>
<html lang="uk">
<head>
<title>{head_title}</title>
<meta name="description" content="{esc(desc)}">
<meta name="keywords" content="новини Житомира, Житомир, Житомирщина, {esc(doc.section or doc.title)}">
<meta name="generator" content="DataLife Engine (https://dle-news.ru)">
<link rel="search" type="application/opensearchdescription+xml" href="{ORIGIN}/index.php?do=opensearch" title="Вежа">
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" type="application/rss+xml" title="Вежа" href="{ORIGIN}/rss.xml">
<meta property="twitter:title" content="{esc(doc.title)}">
<meta property="og:site_name" content="Вежа — новини Житомира">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:image" content="{ORIGIN}/templates/Vezha/images/og-logo.jpg">
<meta property="og:description" content="{esc(desc)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="{ORIGIN}/templates/Vezha/css/engine.css" type="text/css" rel="stylesheet">
<link href="{ORIGIN}/templates/Vezha/css/styles.css?v=47" type="text/css" rel="stylesheet">
{self.ld(doc)}
<style>/*PAD*/</style>
<script src="{ORIGIN}/engine/classes/min/index.php?g=general&amp;v=3b2c1"></script>
<script src="{ORIGIN}/engine/classes/min/index.php?f=engine/classes/js/jqueryui.js,engine/classes/js/dle_js.js&amp;v=3b2c1" defer></script>
</head>
<body>
<script>
<!--
var dle_root       = '/';
var dle_admin      = '';
var dle_login_hash = '4f0c2a1b3d4e5f6a7b8c9d0e1a3f5c2e8b91d7e6';
var dle_group      = 5;
var dle_skin       = 'Vezha';
var dle_wysiwyg    = '0';
var quick_wysiwyg  = '1';
var dle_act_lang   = ["Так", "Ні", "Ввести", "Скасувати", "Зберегти", "Видалити", "Завантаження. Будь ласка, зачекайте..."];
var menu_short     = 'Швидке редагування';
var menu_full      = 'Повне редагування';
var dle_del_news   = 'Видалити статтю';
var allow_dle_delete_news   = false;
//-->
</script>
<div class="topline"><div class="wrp"><span class="today">Субота, 5 грудня 2026</span> <span class="weather">Житомир: +1°C, хмарно</span> <span class="rates">USD 41,96 · EUR 48,61</span> <a href="{ORIGIN}/index.php?do=register">Реєстрація</a> · <a href="#" class="login-btn">Вхід</a></div></div>
<header class="header"><div class="wrp">
{self.a("home", "Вежа", "nav", 'class="logo" title="Вежа — новини Житомира"')}
<span class="slogan">Новини Житомира та області</span>
<form id="q_search" method="post" action="{ORIGIN}/"><input type="hidden" name="do" value="search"><input type="hidden" name="subaction" value="search"><input id="story" name="story" type="search" placeholder="Пошук..."><button type="submit">Знайти</button></form>
</div>
<nav class="topmenu"><ul>{menu}</ul></nav>
</header>
<div class="banner-top"><!-- banner:top --><a href="{ORIGIN}/index.php?do=go&amp;url=aHR0cHM6Ly9leGFtcGxlLnRlc3QvYWQ" rel="nofollow"><img src="{ORIGIN}/uploads/banners/top_970x90.gif" width="970" height="90" alt="Реклама"></a></div>
<div class="wrp cols">
<div class="content">
<div id="dle-content">
{main}
</div>
</div>
<aside class="sidebar">
<div class="block lastnews"><div class="block-title">Останні новини</div><ul>{last}</ul></div>
<div class="block popular"><div class="block-title">Популярне</div><ul>{popular}</ul></div>
<div class="block tags"><div class="block-title">Теги</div>{self.a("tag", TAG, "aside")} <a href="{ORIGIN}/tags/%F2%F0%E0%EC%E2%E0%E9/">трамвай</a> <a href="{ORIGIN}/tags/%F4%F3%F2%E1%EE%EB/">футбол</a></div>
<div class="block searches"><div class="block-title">Часто шукають</div>{self.a("search", SEARCH_Q, "aside")} · <a href="{ORIGIN}/index.php?do=search&amp;subaction=search&amp;story=%E3%F0%E0%F4%B3%EA">графік</a> · <a href="{ORIGIN}/index.php?do=search&amp;subaction=search&amp;story=%F1%F3%E1%F1%E8%E4%B3%FF">субсидія</a></div>
<div class="block loginbox"><div class="block-title">Авторизація</div><form method="post"><input type="text" name="login_name" placeholder="Логін"><input type="password" name="login_password" placeholder="Пароль"><button type="submit">Увійти</button><input name="login" type="hidden" value="submit"></form><a href="{ORIGIN}/index.php?do=lostpassword">Забули пароль?</a></div>
<div class="block banner-side"><!-- banner:side --><img src="{ORIGIN}/uploads/banners/side_300x250.jpg" width="300" height="250" alt=""></div>
</aside>
</div>
<footer class="footer"><div class="wrp">
<div class="footer-menu">{self.a("kontakty", "Контакти", "footer")} {self.a("reklama", "Реклама", "footer")} {self.a("kursy", "Курси валют", "footer")} {self.a("day", "Архів за 4 грудня", "footer")} <a href="{ORIGIN}/rss.xml">RSS</a> <a href="{ORIGIN}/index.php?do=feedback">Зворотний зв’язок</a> <a href="https://www.facebook.com/vezha.zt">Facebook</a> <a href="https://t.me/vezha_zt">Telegram</a></div>
<p>© 2008–2026 «Вежа». Усі права захищено. При використанні матеріалів посилання на vezha.zt.test обов’язкове. Редакція може не поділяти думку авторів публікацій.</p>
<div class="counters"><!--bigmir)net TOP 100--><img src="{ORIGIN}/templates/Vezha/images/counter.gif" width="88" height="31" alt=""><!--bigmir)net TOP 100--></div>
</div></footer>
<div class="cookie-notice">Ми використовуємо файли cookie для коректної роботи сайту. <button type="button" onclick="this.parentNode.style.display='none'">Зрозуміло</button></div>
</body>
</html>"""

    def fig(self, alt: str, caption: str) -> str:
        src = f"{ORIGIN}/uploads/posts/2026-12/1733318400_{alt}.jpg"
        return (
            f'<div style="text-align:center;"><!--dle_image_begin:{src}|--><img src="{src}" style="max-width:100%;" alt="{esc(caption)}"><!--dle_image_end--></div>'
            f'<p class="photo-caption"><i>{esc(caption)}</i></p>'
        )

    def cat_link(self, cat: str, zone: str) -> str:
        if cat == "zhytomyr":
            return self.a("zhyt", CATS[cat], zone)
        return f'<a href="{ORIGIN}/{cat}/">{esc(CATS[cat])}</a>'

    def date_link(self, local: str) -> str:
        day = local[:10]
        text = stamp(local)
        if day == "2026-12-04":
            return self.a("day", text, "content")
        return f'<a href="{ORIGIN}/{day.replace("-", "/")}/">{esc(text)}</a>'

    def story_main(self, doc: Doc) -> str:
        e = doc.extra
        poster = e.get("poster")
        if poster:
            author = f'<div class="story-author">Автор: <a href="{ORIGIN}/user/redaktsiya/">{esc(poster)}</a></div>'
        elif doc.authors[0] == "Ірина Бондар":
            author = f'<div class="story-author">Автор: {self.a("author", doc.authors[0], "byline")}</div>'
        else:
            login = "petrenko" if doc.authors[0] == "Оксана Петренко" else "gumenyuk"
            author = (
                f'<div class="story-author">Автор: <a href="{ORIGIN}/user/{login}/">{esc(doc.authors[0])}</a></div>'
            )
        rubric = f'<div class="rubric">{esc(e["rubric"])}</div>' if e.get("rubric") else ""
        tags = ", ".join(
            self.a("tag", t, "tag") if t == TAG else f'<a href="{ORIGIN}/tags/{pct(t, "cp1251")}/">{esc(t)}</a>'
            for t in e.get("tags", [])
        )
        i = ARTS.index(doc.key)
        rel = [k for k in ARTS[i + 1 :] + ARTS[:i]][:4]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        body = self.blocks(doc, fig=self.fig)
        return f"""<div class="fullstory">
<div class="speedbar">{self.a("home", "Вежа", "breadcrumb")} &raquo; {self.cat_link(e["cat"], "breadcrumb")} &raquo; {esc(doc.title)}</div>
{rubric}
<h1 class="full-title">{esc(doc.title)}</h1>
<div class="story-info"><span class="argcat">{self.cat_link(e["cat"], "content")}</span> <span class="argdate">{self.date_link(e["local"])}</span> <span class="argviews" title="Переглядів">{e["views"]}</span> <span class="argcoms" title="Коментарів">0</span></div>
{author}
<div class="full-text">
{body}
</div>
<div class="full-tags">Теги: {tags}</div>
<div class="share-box">Поділитися: <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" rel="nofollow">Facebook</a> <a href="https://t.me/share/url?url={esc(self.url(doc.key))}" rel="nofollow">Telegram</a> <a href="viber://forward?text={esc(self.url(doc.key))}">Viber</a></div>
<div class="frate"><div class="rating"><ul class="unit-rating"><li class="current-rating" style="width:80%;">80</li></ul></div></div>
<div class="related-news"><h3>Схожі новини</h3><ul>{related}</ul></div>
<div id="dle-ajax-comments"></div>
<div class="addcomment"><p>Коментувати можуть лише зареєстровані користувачі. <a href="{ORIGIN}/index.php?do=register">Зареєструватися</a></p></div>
</div>"""

    def short(self, key: str) -> str:
        d = self.docs[key]
        n = d.path.split("/")[2].split("-")[0]
        return f"""<div class="shortstory">
<div class="short-img">{self.a(key, d.title, "content", inner=f'<img src="{ORIGIN}/uploads/posts/2026-12/thumbs/{n}.jpg" alt="{esc(d.title)}">')}</div>
<h2 class="short-title">{self.a(key, d.title, "content")}</h2>
<div class="short-info"><span class="argdate">{esc(stamp(d.extra["local"]))}</span> <span class="argcat">{esc(CATS[d.extra["cat"]])}</span> <span class="argviews">{d.extra["views"]}</span></div>
<div class="short-text">{esc(self.lede(d))}</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = [self.short(k) for k in doc.extra["list"]]
        items += [
            f'<div class="shortstory"><h2 class="short-title"><a href="{ORIGIN}{h}">{esc(t)}</a></h2><div class="short-info"><span class="argdate">{esc(stamp(w))}</span></div></div>'
            for h, t, w in doc.extra.get("older", [])
        ]
        head = f'<h1 class="cat-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "home":
            head = '<h1 class="hidden">Вежа</h1>'
        elif doc.kind == "author":
            head = (
                f'<div class="userinfo"><img src="{ORIGIN}/uploads/fotos/foto_17.jpg" alt="" width="100" height="100"><div class="userinfo-text">'
                f'<h1>{esc(doc.title)}</h1><p>Група: Журналісти · Зареєстрована: 12-03-2019 · Публікацій: 1 248</p></div></div><h2 class="cat-title">Публікації користувача</h2>'
            )
        elif doc.kind == "search":
            head = (
                f'<h1 class="cat-title">{esc(doc.title)}</h1><form method="post" class="searchtable"><input type="hidden" name="do" value="search"><input type="hidden" name="subaction" value="search">'
                f'<input name="story" value="{esc(SEARCH_Q)}"><button type="submit">Знайти</button></form><div class="search-result">За запитом <b>{esc(SEARCH_Q)}</b> знайдено 1 відповідь. Результати запиту 1 - 1</div>'
            )
        elif doc.key == "zhyt2":
            head = f'<h1 class="cat-title">{esc(doc.title)}</h1><div class="cat-page">Сторінка 2</div>'
        if doc.key in ("zhyt", "home"):
            pager = f'<div class="navigation"><div class="pages"><span>1</span> {self.a("zhyt2", "2", "pagination")} <a href="{ORIGIN}/zhytomyr/page/3/">3</a> <span class="nav_ext">...</span> <a href="{ORIGIN}/zhytomyr/page/412/">412</a></div><div class="nextprev">{self.a("zhyt2", "Далі", "pagination")}</div></div>'
            if doc.key == "home":
                pager = f'<div class="navigation"><div class="nextprev">{self.a("zhyt", "Усі новини Житомира", "content")}</div></div>'
        elif doc.key == "zhyt2":
            pager = f'<div class="navigation"><div class="pages">{self.a("zhyt", "1", "pagination")} <span>2</span> <a href="{ORIGIN}/zhytomyr/page/3/">3</a></div><div class="nextprev">{self.a("zhyt", "Назад", "pagination")} <a href="{ORIGIN}/zhytomyr/page/3/">Далі</a></div></div>'
        return f"{head}\n" + "\n".join(items) + f"\n{pager}"

    def service_main(self, doc: Doc) -> str:
        note = ""
        if doc.kind == "live-data":
            t = doc.extra["updated"]
            note = f'<p class="rates-note">Оновлено: {esc(ru_date(t, months=UK_MONTHS))}. Курси обмінних пунктів Житомира можуть відрізнятися.</p>'
        body = self.blocks(doc)
        return f'<div class="static"><div class="speedbar">{self.a("home", "Вежа", "breadcrumb")} &raquo; {esc(doc.title)}</div><h1 class="static-title">{esc(doc.title)}</h1><div class="static-text">\n{body}\n</div>{note}</div>'
