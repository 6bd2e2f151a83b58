# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Uzbek apostrophe letters, Cyrillic and typographic punctuation are deliberate)
"""Yangi Kun: a Kun.uz-like Uzbek daily on a **Yii2** custom CMS (`single-header__title`, `single-header__meta`,
`single-content`, `news-lenta`, `read-also`, `csrf-param` / `csrf-token` metas, `/assets/<hash>/yii.js`), Tashkent
time (+05:00). Three editions on one host: **Latin Uzbek** (default, `/news/2026/12/04/<slug>`), **Russian**
(`/ru/news/…`) and **Cyrillic Uzbek** (`/kr/news/…`, an automatic transliteration of the Latin text); translated
stories name each other with `hreflang` alternates (`uz`, `ru`, `uz-Cyrl`). `/news/category/jamiyat?page=2`,
`/news/tag/<tag>`, `/author/<slug>`, `/news/search?q=`, and "Lenta" (`/news/list`): forty one-line items with times
only.

Latin Uzbek is written as editors type it: the proper modifier letter ʻ (oʻ, gʻ) and ʼ in most stories, ASCII
apostrophes in the football story. Dates print "10:20 / 04.12.2026" with relative times beside them ("2 soat oldin",
"Kecha, 23:40", Cyrillic "2 соат олдин", Russian "3 часа назад") and a view counter. Bylines: "Aziz Karimov, muxbir",
"Азиз Каримов, корреспондент" (the same reporter in the Russian edition), "Suhbatlashdi: Sardor Nematov", a
photographer's "Foto: Jasur Raximov" under the first image, the desk "Yangi Kun" and an agency ("Источник: УНН").
The `NewsArticle` JSON-LD names the site as author on every story; the Cyrillic tariff story's times are in UTC (its
00:25 on 4 Dec is 19:25Z on 3 Dec) and the smog story has none. The header shows Central Bank rates and Tashkent
prayer times; a "Tezkor" ticker runs under the menu."""

from __future__ import annotations

import json
import re
from urllib.parse import quote

from common import Base, iso_local, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://yangikun.test"
UZ_ARTS = ["metro", "tariff", "smog", "interview", "football"]
RU_ARTS = ["metro-ru", "ukr-ru"]

_UZ_MULTI = [
    ("yoʻ", "йў"), ("Yoʻ", "Йў"), ("oʻ", "ў"), ("Oʻ", "Ў"), ("gʻ", "ғ"), ("Gʻ", "Ғ"), ("sh", "ш"), ("Sh", "Ш"),
    ("SH", "Ш"), ("ch", "ч"), ("Ch", "Ч"), ("CH", "Ч"), ("tsi", "ци"), ("yo", "ё"), ("Yo", "Ё"), ("yu", "ю"),
    ("Yu", "Ю"), ("ya", "я"), ("Ya", "Я"), ("ʼ", "ъ"),
]  # fmt: skip
_UZ_ONE = dict(
    zip("abdfghijklmnopqrstuvxyzABDFGHIJKLMNOPQRSTUVXYZ", "абдфгҳижклмнопқрстувхйзАБДФГҲИЖКЛМНОПҚРСТУВХЙЗ", strict=True)
)


def uz_cyr(text: str) -> str:
    """Latin Uzbek as the site's Cyrillic edition prints it (e at a word's start as э, ye as е)."""
    text = re.sub(r"\b[Yy]e", lambda m: "Е" if m.group(0)[0] == "Y" else "е", text)
    text = re.sub(r"\b[Ee]", lambda m: "Э" if m.group(0) == "E" else "э", text)
    out, i = [], 0
    while i < len(text):
        for lat, cyr in _UZ_MULTI:
            if text.startswith(lat, i):
                out.append(cyr)
                i += len(lat)
                break
        else:
            ch = text[i]
            out.append("е" if ch == "e" else "Е" if ch == "E" else "в" if ch == "w" else _UZ_ONE.get(ch, ch))
            i += 1
    return "".join(out)


def stamp(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{time} / {d}.{m}.{y}"


CHROME = {
    "uz": {
        "menu": [("home", "Bosh sahifa"), ("jamiyat", "Jamiyat"), ("/news/category/iqtisodiyot", "Iqtisodiyot"), ("/news/category/siyosat", "Siyosat"), ("/news/category/sport", "Sport"), ("/news/category/dunyo", "Dunyo"), ("lenta", "Lenta"), ("video", "Video")],
        "ticker": "Tezkor", "latest": "Soʻnggi yangiliklar", "more": "Barcha yangiliklar", "readalso": "Mavzuga oid",
        "rates": "MB kursi", "prayer": "Namoz vaqtlari (Toshkent): Bomdod 06:14 · Peshin 12:22 · Asr 14:58 · Shom 16:56 · Xufton 18:17",
        "weather": "Toshkent +3°", "today": "5-dekabr, shanba", "search": "Qidirish", "cookie": "Saytdan foydalanishda davom etib, siz cookie-fayllardan foydalanishga rozilik bildirasiz.", "ok": "Tushunarli",
        "footer": "Yangi Kun — mustaqil internet nashri. Materiallardan foydalanganda havola majburiy.", "about": "Biz haqimizda", "ads": "Reklama", "contact": "Aloqa", "tags": "Teglar",
    },
    "kr": {
        "menu": [("home", "Бош саҳифа"), ("jamiyat", "Жамият"), ("/kr/news/category/iqtisodiyot", "Иқтисодиёт"), ("/kr/news/category/siyosat", "Сиёсат"), ("/kr/news/category/sport", "Спорт"), ("/kr/news/category/dunyo", "Дунё"), ("lenta", "Лента"), ("video", "Видео")],
        "ticker": "Тезкор", "latest": "Сўнгги янгиликлар", "more": "Барча янгиликлар", "readalso": "Мавзуга оид",
        "rates": "МБ курси", "prayer": "Намоз вақтлари (Тошкент): Бомдод 06:14 · Пешин 12:22 · Аср 14:58 · Шом 16:56 · Хуфтон 18:17",
        "weather": "Тошкент +3°", "today": "5 декабрь, шанба", "search": "Қидириш", "cookie": "Сайтдан фойдаланишда давом этиб, сиз cookie-файллардан фойдаланишга розилик билдирасиз.", "ok": "Тушунарли",
        "footer": "Yangi Kun — мустақил интернет нашри. Материаллардан фойдаланганда ҳавола мажбурий.", "about": "Биз ҳақимизда", "ads": "Реклама", "contact": "Алоқа", "tags": "Теглар",
    },
    "ru": {
        "menu": [("ru-front", "Главная"), ("/ru/news/category/obshchestvo", "Общество"), ("/ru/news/category/ekonomika", "Экономика"), ("/ru/news/category/politika", "Политика"), ("/ru/news/category/sport", "Спорт"), ("/ru/news/category/mir", "Мир"), ("/ru/news/list", "Лента"), ("/ru/video", "Видео")],
        "ticker": "Срочно", "latest": "Последние новости", "more": "Все новости", "readalso": "По теме",
        "rates": "Курс ЦБ", "prayer": "Время намаза (Ташкент): Бомдод 06:14 · Пешин 12:22 · Аср 14:58 · Шом 16:56 · Хуфтон 18:17",
        "weather": "Ташкент +3°", "today": "5 декабря, суббота", "search": "Поиск", "cookie": "Продолжая пользоваться сайтом, вы соглашаетесь на использование файлов cookie.", "ok": "Понятно",
        "footer": "Yangi Kun — независимое интернет-издание. При использовании материалов ссылка обязательна.", "about": "О нас", "ads": "Реклама", "contact": "Контакты", "tags": "Теги",
    },
}  # fmt: skip

# one-line items of the Lenta (time, title, path); labelled stories are put in by key
LENTA = [
    ("22:48", "Samarqandda qor yogʻishi kutilmoqda", "/news/2026/12/04/samarqandda-qor-yogishi-kutilmoqda"),
    (
        "22:15",
        "Prezident Yaponiya delegatsiyasini qabul qildi",
        "/news/2026/12/04/prezident-yaponiya-delegatsiyasini-qabul-qildi",
    ),
    (
        "21:52",
        "«Paxtakor» yangi bosh murabbiy bilan shartnoma imzoladi",
        "/news/2026/12/04/paxtakor-yangi-bosh-murabbiy",
    ),
    (
        "21:30",
        "Andijonda gaz ballon portlashi: ikki kishi jarohatlandi",
        "/news/2026/12/04/andijonda-gaz-ballon-portlashi",
    ),
    (
        "21:04",
        "Toshkent–Buxoro tezyurar poyezdiga qoʻshimcha reys qoʻyildi",
        "/news/2026/12/04/toshkent-buxoro-qoshimcha-reys",
    ),
    ("20:41", "Oltin narxi rekord darajaga chiqdi", "/news/2026/12/04/oltin-narxi-rekord"),
    (
        "20:17",
        "Navoiyda yangi mis boyitish fabrikasi ishga tushirildi",
        "/news/2026/12/04/navoiyda-mis-boyitish-fabrikasi",
    ),
    (
        "19:55",
        "Oliy Majlis 2027-yil budjetini birinchi oʻqishda qabul qildi",
        "/news/2026/12/04/2027-yil-budjeti-birinchi-oqish",
    ),
    (
        "19:20",
        "Fargʻonada maktab oshxonasida zaharlanish holati tekshirilmoqda",
        "/news/2026/12/04/fargonada-maktab-oshxonasi",
    ),
    ("18:58", "Markaziy bank asosiy stavkani 13,5 foizda qoldirdi", "/news/2026/12/04/markaziy-bank-asosiy-stavka"),
    (
        "18:31",
        "Qashqadaryoda yoʻl-transport hodisasi: avtobus ag‘darildi",
        "/news/2026/12/04/qashqadaryoda-avtobus-agdarildi",
    ),
    (
        "18:02",
        "Uzbekistan Airways Seulga qoʻshimcha reyslar ochadi",
        "/news/2026/12/04/uzbekistan-airways-seul-reyslar",
    ),
    (
        "17:40",
        "Sirdaryo viloyatida 12 ming gektar yerga kuzgi bugʻdoy ekildi",
        "/news/2026/12/04/sirdaryo-kuzgi-bugdoy",
    ),
    (
        "17:12",
        "Toshkentda yangi onkologiya markazi qurilishi boshlandi",
        "/news/2026/12/04/toshkent-onkologiya-markazi",
    ),
    (
        "16:45",
        "Oʻzbekiston va Qozogʻiston chegarasida yangi post ochildi",
        "/news/2026/12/04/ozbekiston-qozogiston-yangi-post",
    ),
    (
        "16:20",
        "Talabalar uchun ijara toʻlovi kompensatsiyasi oshirildi",
        "/news/2026/12/04/talabalar-ijara-kompensatsiyasi",
    ),
    (
        "15:58",
        "Xorazmda arxeologlar IV asrga oid qalʼa qoldiqlarini topdi",
        "/news/2026/12/04/xorazmda-qala-qoldiqlari",
    ),
    ("15:34", "«Nasaf» Osiyo chempionlar ligasida pley-offga chiqdi", "/news/2026/12/04/nasaf-pley-off"),
    ("15:07", "Benzin narxi bir haftada 300 soʻmga qimmatladi", "/news/2026/12/04/benzin-narxi-qimmatladi"),
    ("14:41", "Buxoroda turistlar soni 30 foizga oshdi", "/news/2026/12/04/buxoroda-turistlar-soni"),
    ("14:13", "Ipoteka krediti boʻyicha yangi talablar eʼlon qilindi", "/news/2026/12/04/ipoteka-yangi-talablar"),
    ("13:50", "Jizzaxda 5 qavatli uyda yongʻin sodir boʻldi", "/news/2026/12/04/jizzaxda-yongin"),
    ("13:22", "Namanganda yangi IT markaz ochildi", "/news/2026/12/04/namanganda-it-markaz"),
    (
        "12:58",
        "Oʻzbekiston–Xitoy temir yoʻli qurilishi boʻyicha kelishuv imzolandi",
        "/news/2026/12/04/ozbekiston-xitoy-temir-yoli",
    ),
    ("12:31", "Vazirlar Mahkamasi qishki taʼtil sanalarini tasdiqladi", "/news/2026/12/04/qishki-tatil-sanalari"),
    ("12:05", "Toshkent metrosi: yangi bekatlar ochilishidan video", "video"),
    ("11:39", "Qoraqalpogʻistonda qum boʻroni kutilmoqda", "/news/2026/12/04/qoraqalpogistonda-qum-boroni"),
    (
        "11:12",
        "Davlat xizmatlari markazlarida navbat onlayn band qilinadi",
        "/news/2026/12/04/davlat-xizmatlari-navbat",
    ),
    ("10:46", "Oʻzbek bokschisi jahon chempionatida finalga chiqdi", "/news/2026/12/04/ozbek-bokschisi-final"),
    ("10:20", "metro", ""),
    ("09:55", "Angren–Pop yoʻlida qor sababli harakat cheklandi", "/news/2026/12/04/angren-pop-harakat-cheklandi"),
    (
        "09:31",
        "Gaz taʼminotida uzilishlar: Yashnobod tumanida taʼmirlash ishlari",
        "/news/2026/12/04/yashnobod-gaz-taminoti",
    ),
    ("09:04", "Dollar kursi 12 850 soʻmdan oshdi", "/news/2026/12/04/dollar-kursi-12850"),
    ("08:40", "Bugun Toshkentda havo harorati −2 daraja boʻladi", "/news/2026/12/04/toshkent-ob-havo"),
    ("08:12", "Surxondaryoda yer silkinishi qayd etildi", "/news/2026/12/04/surxondaryoda-zilzila"),
    ("07:45", "Ertalabki tirbandlik: qaysi koʻchalardan qochish kerak", "/news/2026/12/04/ertalabki-tirbandlik"),
    ("DAY", "3-dekabr", ""),
    ("23:40", "tariff", ""),
    (
        "23:05",
        "Yevropa ittifoqi oʻzbek oʻrigi importiga kvotani oshirdi",
        "/news/2026/12/03/yevropa-ittifoqi-orik-kvota",
    ),
    ("22:36", "Termizda chegara savdo zonasi kengaytiriladi", "/news/2026/12/03/termiz-savdo-zonasi"),
    (
        "22:10",
        "Olimpiya qoʻmitasi 2026-yil eng yaxshi sportchilarini taqdirladi",
        "/news/2026/12/03/olimpiya-qomitasi-taqdirladi",
    ),
]


class YangiKun(Base):
    origin = ORIGIN
    name = "Yangi Kun"
    prefix = "ynk"
    language = "uz"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ynk",
            [
                ".single-header__title",
                ".single-header__meta .date",
                ".single-content p",
                ".news-lenta__item",
                ".read-also a",
                ".header-top__rates",
                ".header-ticker",
                ".footer__nav",
                ".cookie-notice",
                ".tags-ui a",
                ".news-list__item-title",
            ],
            240,
        )

    def ed(self, doc: Doc) -> str:
        return doc.extra.get("ed", "uz")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Yangi Kun — Oʻzbekiston va dunyo yangiliklari",
                "yii-home",
                list=["metro", "tariff", "interview", "football", "smog"],
            )
        )
        add(
            page(
                "jamiyat",
                "/news/category/jamiyat",
                "section",
                "Jamiyat",
                "yii-category",
                list=["metro", "tariff", "smog"],
                more="jamiyat2",
            )
        )
        add(
            page(
                "jamiyat2",
                "/news/category/jamiyat?page=2",
                "section",
                "Jamiyat",
                "yii-category-page2",
                list=["interview"],
            )
        )
        add(page("tag", "/news/tag/metro", "tag", "#metro", "yii-tag", list=["metro"]))
        add(
            page(
                "author",
                "/author/aziz-karimov",
                "author",
                "Aziz Karimov",
                "yii-author",
                list=["metro"],
                bio="Yangi Kun muxbiri. Shahar xoʻjaligi, transport va ijtimoiy mavzularda yozadi.",
            )
        )
        add(
            page("search", "/news/search?q=tarif", "search", "Qidiruv natijalari: tarif", "yii-search", list=["tariff"])
        )
        add(page("lenta", "/news/list", "section", "Barcha yangiliklar", "lenta-40-items-times-only"))
        add(
            page(
                "valyuta",
                "/currency",
                "live-data",
                "Valyuta kurslari",
                "currency-rates-table",
                [
                    "T: Valyuta | MB kursi (soʻm) | Oʻzgarish",
                    "T: AQSh dollari (USD) | 12 851,37 | +14,02",
                    "T: Yevro (EUR) | 13 512,40 | −8,61",
                    "T: Rossiya rubli (RUB) | 141,20 | +0,35",
                    "T: Qozogʻiston tengesi (KZT) | 25,08 | +0,04",
                    "T: Xitoy yuani (CNY) | 1 768,90 | +1,12",
                    "T: Funt sterling (GBP) | 16 204,15 | −21,30",
                    "Tijorat banklarida naqd pul kurslari:",
                    "T: Bank | Sotib olish | Sotish",
                    "T: Milliy bank | 12 830 | 12 890",
                    "T: Kapitalbank | 12 835 | 12 895",
                    "T: Hamkorbank | 12 825 | 12 885",
                    "T: Ipoteka-bank | 12 840 | 12 900",
                ],
                date_line="Markaziy bank kurslari 5-dekabr, 2026-yil uchun. Yangilandi: 04.12.2026, 17:00",
            )
        )
        add(
            page(
                "ru-front",
                "/ru/",
                "section",
                "Yangi Kun — новости Узбекистана и мира",
                "yii-russian-edition-front",
                list=["metro-ru", "ukr-ru"],
                ed="ru",
                lang="ru",
            )
        )
        add(
            page(
                "video",
                "/video/2026/12/04/yunusobod-metrosi-yangi-bekatlar",
                "video",
                "Video: Yunusobod metrosining yangi bekatlari ichidan koʻrinish",
                "video-embed-one-line",
                [
                    "«Turkiston» va «Yunusobod-2» bekatlari ochilishidan lavhalar.",
                ],
            )
        )
        add(
            story(
                "metro",
                "/news/2026/12/04/toshkent-metrosining-yunusobod-yonalishi-yana-ikki-bekatga-uzaytirildi",
                "Toshkent metrosining Yunusobod yoʻnalishi yana ikki bekatga uzaytirildi",
                "2026-12-04",
                iso_local("2026-12-04 10:20", "+05:00"),
                stamp("2026-12-04 10:20"),
                ["Aziz Karimov"],
                [
                    "Toshkent metrosining Yunusobod yoʻnalishida ikkita yangi bekat — «Turkiston» va «Yunusobod-2» — yoʻlovchilar uchun ochildi. Yangi uchastkaning uzunligi 2,9 kilometrni tashkil etadi.",
                    "Toshkent shahar hokimligi maʼlumotiga koʻra, yangi bekatlar har kuni 40 mingga yaqin yoʻlovchiga xizmat koʻrsatadi. Qurilish ishlari 2024-yilning bahorida boshlangan va rejadan ikki oy kechikib yakunlangan.",
                    "«Toshkent metropoliteni» AJ boshqaruvi raisi Baxtiyor Rasulov jurnalistlarga poyezdlar qatnovi oraligʻi tigʻiz soatlarda 4 daqiqagacha qisqarishini aytdi. «Yangi bekatlar bilan Yunusobod tumanining shimoliy mahallalari markazga 25 daqiqada bogʻlanadi», — dedi u.",
                    "## Yoʻl haqi oʻzgarmaydi",
                    "Metropoliten maʼmuriyati yangi bekatlarda ham yoʻl haqi 2 000 soʻm boʻlib qolishini maʼlum qildi. Toʻlovni transport kartasi, QR-kod va bank kartasi orqali amalga oshirish mumkin.",
                    "Yangi bekatlar atrofida avtobus yoʻnalishlari ham qayta koʻrib chiqildi. 24 va 67-yoʻnalishlar endi «Turkiston» bekatigacha qatnaydi, bu esa Toshkent viloyatining chegaradosh tumanlaridan keladigan yoʻlovchilar uchun qulaylik yaratadi.",
                    "Mahalla aholisi yangilikni mamnuniyat bilan kutib oldi. Yunusobod-19 mavzesida yashovchi Malika Ahmedova ilgari ishga borish uchun ikki marta transport almashtirishiga toʻgʻri kelganini aytdi. «Endi uydan chiqib, 10 daqiqada metroga yetib kelaman», — deydi u.",
                    "Hokimlik 2027-yilda Sergeli yoʻnalishida ham uchta yangi bekat qurilishini boshlashni rejalashtirmoqda.",
                ],
                "byline-name-comma-role-hreflang-ru",
                section="Jamiyat",
                local="2026-12-04 10:20",
                byline="Aziz Karimov, muxbir",
                views="12 480",
                rel="2 soat oldin",
                alt={
                    "ru": "metro-ru",
                    "uz-Cyrl": "/kr/news/2026/12/04/toshkent-metrosining-yunusobod-yonalishi-yana-ikki-bekatga-uzaytirildi",
                },
                tags=[("tag", "metro"), ("/news/tag/toshkent", "Toshkent")],
                video=True,
            )
        )
        add(
            story(
                "metro-ru",
                "/ru/news/2026/12/04/yunusabadskuyu-liniyu-tashkentskogo-metro-prodlili-na-dve-stancii",
                "Юнусабадскую линию ташкентского метро продлили на две станции",
                "2026-12-04",
                iso_local("2026-12-04 12:05", "+05:00"),
                stamp("2026-12-04 12:05"),
                ["Азиз Каримов"],
                [
                    "На Юнусабадской линии ташкентского метрополитена открылись две новые станции — «Туркистон» и «Юнусабад-2». Протяжённость нового участка составляет 2,9 километра.",
                    "По данным хокимията Ташкента, новые станции будут ежедневно обслуживать около 40 тысяч пассажиров. Строительство началось весной 2024 года и завершилось с двухмесячным опозданием.",
                    "Председатель правления АО «Тошкент метрополитени» Бахтиёр Расулов сообщил журналистам, что интервал движения поездов в часы пик сократится до четырёх минут. «С новыми станциями северные махалли Юнусабадского района будут связаны с центром за 25 минут», — сказал он.",
                    "## Стоимость проезда не изменится",
                    "Администрация метрополитена сообщила, что проезд на новых станциях по-прежнему будет стоить 2 000 сумов. Оплатить его можно транспортной картой, QR-кодом и банковской картой.",
                    "Вокруг новых станций пересмотрены и автобусные маршруты. Маршруты № 24 и 67 теперь будут доходить до станции «Туркистон», что удобно пассажирам из приграничных районов Ташкентской области.",
                    "Жители махалли встретили новость с радостью. Малика Ахмедова из 19-го квартала Юнусабада рассказала, что раньше ей приходилось дважды делать пересадку по дороге на работу. «Теперь выхожу из дома и через 10 минут уже в метро», — говорит она.",
                    "В 2027 году хокимият планирует начать строительство ещё трёх станций на Сергелийской линии.",
                ],
                "russian-duplicate-hreflang-uz",
                section="Общество",
                local="2026-12-04 12:05",
                byline="Азиз Каримов, корреспондент",
                views="3 915",
                rel="3 часа назад",
                ed="ru",
                lang="ru",
                alt={
                    "uz": "metro",
                    "uz-Cyrl": "/kr/news/2026/12/04/toshkent-metrosining-yunusobod-yonalishi-yana-ikki-bekatga-uzaytirildi",
                },
            )
        )
        tariff_lines = [
            "Energetika vazirligi 2027-yil 1-yanvardan aholi uchun elektr energiyasi tariflari oshirilishini eʼlon qildi. Yangi tizimda isteʼmol hajmiga qarab uch bosqichli narx qoʻllaniladi.",
            "FIG: Elektr hisoblagichlar | Foto: Jasur Raximov",
            "Vazirlik maʼlumotiga koʻra, oyiga 200 kilovatt-soatgacha elektr isteʼmol qiladigan xonadonlar uchun narx deyarli oʻzgarmaydi. Undan ortiq isteʼmol uchun esa yuqoriroq stavka belgilanadi.",
            "Yangi tariflar quyidagicha:",
            "T: Oylik isteʼmol | Hozirgi narx, soʻm | 1-yanvardan, soʻm",
            "T: 200 kVt·soatgacha | 600 | 650",
            "T: 200–1000 kVt·soat | 600 | 900",
            "T: 1000 kVt·soatdan ortiq | 600 | 1 200",
            "Energetika vaziri oʻrinbosari Ulugʻbek Sharipov tariflar oshirilishi tarmoqni modernizatsiya qilish uchun zarurligini taʼkidladi. «Hozirgi narx elektr energiyasi ishlab chiqarish tannarxini qoplamaydi. Yigʻilgan mablagʻ eskirgan tarmoqlarni yangilashga yoʻnaltiriladi», — dedi u.",
            "Kam taʼminlangan oilalar uchun kompensatsiya saqlanib qoladi. Ijtimoiy reyestrga kiritilgan xonadonlar oyiga 100 kilovatt-soatgacha elektr energiyasi uchun toʻlovdan ozod etiladi.",
            "Iqtisodchi Otabek Bakirov yangi tizim isteʼmolni tejashga undashini aytadi. Biroq uning fikricha, qishda elektr isitgichlardan foydalanadigan koʻp qavatli uylar aholisi koʻproq toʻlashga majbur boʻladi.",
        ]
        add(
            story(
                "tariff",
                "/news/2026/12/03/elektr-energiyasi-tarifi-1-yanvardan-oshadi",
                "Elektr energiyasi tarifi 1-yanvardan oshadi: kim qancha toʻlaydi",
                "2026-12-03",
                iso_local("2026-12-03 23:40", "+05:00"),
                stamp("2026-12-03 23:40"),
                ["Dilnoza Yusupova"],
                tariff_lines,
                "late-night-story-photo-credit-under-image-table",
                section="Jamiyat",
                local="2026-12-03 23:40",
                byline="Dilnoza Yusupova",
                views="21 604",
                rel="Kecha, 23:40",
                alt={
                    "uz-Cyrl": "tariff-kr",
                    "ru": "/ru/news/2026/12/04/tarify-na-elektroenergiyu-vyrastut-s-1-yanvarya",
                },
                tags=[("/news/tag/tarif", "tarif"), ("/news/tag/elektr", "elektr")],
            )
        )
        add(
            story(
                "tariff-kr",
                "/kr/news/2026/12/03/elektr-energiyasi-tarifi-1-yanvardan-oshadi",
                uz_cyr("Elektr energiyasi tarifi 1-yanvardan oshadi: kim qancha toʻlaydi"),
                "2026-12-04",
                iso_utc("2026-12-04 00:25", 5),
                stamp("2026-12-04 00:25"),
                [uz_cyr("Dilnoza Yusupova")],
                [
                    uz_cyr(x)
                    if not x.startswith(("T: ", "FIG: "))
                    else (x[:3] + uz_cyr(x[3:]) if x.startswith("T: ") else "FIG: " + uz_cyr(x[5:]))
                    for x in tariff_lines
                ],
                "cyrillic-uzbek-edition-utc-jsonld-relative-date",
                section="Жамият",
                local="2026-12-04 00:25",
                byline=uz_cyr("Dilnoza Yusupova"),
                views="2 318",
                rel="2 соат олдин",
                ed="kr",
                alt={"uz": "tariff", "ru": "/ru/news/2026/12/04/tarify-na-elektroenergiyu-vyrastut-s-1-yanvarya"},
                ld="utc",
                html_lang="uz-Cyrl",
            )
        )
        add(
            story(
                "smog",
                "/news/2026/12/02/toshkent-havosi-yana-xavfli-darajada",
                "Toshkent havosi yana «xavfli» darajada: mutaxassislar nimani maslahat beradi",
                "2026-12-02",
                None,
                stamp("2026-12-02 08:30"),
                [],
                [
                    "Poytaxtda havo sifati indeksi ertalab soat 8:00 da 187 ga yetdi. Bu koʻrsatkich Jahon sogʻliqni saqlash tashkiloti meʼyorlariga koʻra «sogʻliq uchun zararli» toifasiga kiradi.",
                    "Gidrometeorologiya xizmati maʼlumotlariga koʻra, havodagi PM2,5 zarrachalari miqdori ruxsat etilgan meʼyordan 7 baravar yuqori. Eng yomon holat Sergeli, Chilonzor va Yangihayot tumanlarida qayd etildi.",
                    "Mutaxassislar ifloslanishning asosiy sabablari sifatida qishda koʻmir va gaz yoqish, avtomobillar soni ortishi hamda qurilish changini koʻrsatmoqda. Shamolsiz, sovuq havo esa changning shahar ustida toʻplanib qolishiga sabab boʻladi.",
                    "## Nima qilish kerak",
                    "- Ertalab va kechqurun derazalarni ochmaslik;",
                    "- Koʻchaga chiqishda FFP2 niqob taqish;",
                    "- Bolalar va keksalar ochiq havoda uzoq qolmasligi;",
                    "- Imkon boʻlsa, uy uchun havo tozalagich ishlatish.",
                    "Shifokor-pulmonolog Nodira Xolmatova nafas yoʻllari kasalliklari bilan ogʻrigan bemorlar shu kunlarda shifokor tavsiyalariga qatʼiy amal qilishi kerakligini aytdi.",
                    "Hokimlik yaqin kunlarda shahar boʻylab qurilish ishlarini vaqtincha cheklash masalasini koʻrib chiqishini maʼlum qildi.",
                ],
                "desk-credit-site-name-no-jsonld-list",
                section="Jamiyat",
                local="2026-12-02 08:30",
                byline="Yangi Kun",
                views="9 877",
                rel="2 kun oldin",
                ld="none",
            )
        )
        add(
            story(
                "ukr-ru",
                "/ru/news/2026/12/03/ukraina-narastila-postavki-podsolnechnogo-masla-v-uzbekistan",
                "Украина нарастила поставки подсолнечного масла в Узбекистан",
                "2026-12-03",
                iso_local("2026-12-03 15:10", "+05:00"),
                stamp("2026-12-03 15:10"),
                [],
                [
                    "За январь–ноябрь 2026 года Украина поставила в Узбекистан 86 тысяч тонн подсолнечного масла, что на 23% больше, чем годом ранее, сообщает УНН со ссылкой на Государственную таможенную службу Украины.",
                    "Узбекистан вошёл в десятку крупнейших покупателей украинского масла среди стран СНГ. Основная часть продукции доставляется железной дорогой через Казахстан.",
                    "По данным агентства, средняя экспортная цена за тонну составила 1 040 долларов. В декабре ожидается рост поставок в связи с сезонным спросом.",
                    "Узбекские импортёры называют украинское масло одним из самых доступных на рынке. В ташкентских супермаркетах литр подсолнечного масла сейчас стоит от 19 до 24 тысяч сумов.",
                ],
                "agency-credit-unn-russian-only",
                section="Экономика",
                local="2026-12-03 15:10",
                byline="УНН",
                views="1 208",
                rel="Вчера, 15:10",
                ed="ru",
                lang="ru",
                source="Источник: УНН",
            )
        )
        add(
            story(
                "interview",
                "/news/2026/12/01/it-park-rahbari-2027-yilda-eksport-1-milliard-dollardan-oshadi",
                "IT Park rahbari: «2027-yilda dasturiy xizmatlar eksporti 1 milliard dollardan oshadi»",
                "2026-12-01",
                iso_local("2026-12-01 16:00", "+05:00"),
                stamp("2026-12-01 16:00"),
                ["Sardor Nematov"],
                [
                    "Yangi Kun muxbiri IT Park direktori Farhod Qodirov bilan sohaning bugungi holati, xorijiy buyurtmachilar va yosh dasturchilar haqida suhbatlashdi.",
                    "Q: Farhod aka, joriy yilda IT xizmatlari eksporti qancha boʻldi? || Yil yakuniga koʻra eksport hajmi 780 million dollarga yetishini kutmoqdamiz. Bu oʻtgan yilga nisbatan qariyb 40 foiz koʻp. Buyurtmachilarimizning katta qismi AQSh, Germaniya va Birlashgan Arab Amirliklaridan.",
                    "Q: 1 milliard dollar real maqsadmi? || Ha, real. Hozir IT Park rezidentlari soni 2 800 dan oshdi, ularning 600 ga yaqini eksport bilan shugʻullanadi. Agar yiliga 300 ta yangi eksportyor qoʻshilsa, 2027-yilda bu marraga chiqamiz.",
                    "Q: Kadrlar yetarlimi? || Eng katta muammo shu. Oʻrta darajali dasturchilar yetishmaydi. Shuning uchun viloyatlarda oʻquv markazlarini ochdik, yiliga 15 ming yoshni oʻqitamiz.",
                    "Q: Soliq imtiyozlari qachongacha amal qiladi? || Rezidentlar uchun imtiyozlar 2040-yilgacha saqlanadi. Bu investorlar uchun uzoq muddatli kafolat.",
                    "Q: Yosh dasturchilarga nima maslahat berasiz? || Ingliz tilini oʻrganing va portfolio yarating. Xorijiy buyurtmachi diplomga emas, siz qilgan ishga qaraydi.",
                ],
                "interview-kicker-in-h1-qa",
                section="Iqtisodiyot",
                local="2026-12-01 16:00",
                byline="Suhbatlashdi: Sardor Nematov",
                views="7 344",
                rel="3 kun oldin",
                kicker="Intervyu",
            )
        )
        add(
            story(
                "football",
                "/news/2026/12/02/ozbekiston-terma-jamoasi-saudiya-arabistoni-bilan-ortoqlik-oyini",
                "O'zbekiston terma jamoasi Osiyo kubogi oldidan Saudiya Arabistoni bilan o'rtoqlik o'yini o'tkazadi",
                "2026-12-02",
                iso_local("2026-12-02 19:45", "+05:00"),
                stamp("2026-12-02 19:45"),
                ["Bekzod Aliyev"],
                [
                    "O'zbekiston futbol assotsiatsiyasi milliy terma jamoa 2027-yil yanvarida Saudiya Arabistoni bilan o'rtoqlik o'yini o'tkazishini ma'lum qildi. Uchrashuv 6-yanvar kuni Ar-Riyodda bo'lib o'tadi.",
                    "Bosh murabbiy Rustam Mirzayev o'yin uchun 26 nafar futbolchini chaqirdi. Ro'yxatda Yevropa klublarida o'ynayotgan yetti nafar legioner bor.",
                    "Mirzayev matbuot anjumanida Saudiya Arabistoni bilan o'yin jamoa uchun muhim sinov bo'lishini aytdi. \"Biz kuchli raqib bilan o'ynashni xohladik. Osiyo kubogida ham xuddi shunday jamoalarga qarshi chiqamiz\", dedi u.",
                    "Terma jamoa 28-dekabrdan Antaliyada o'quv-mashg'ulot yig'inini boshlaydi. Yig'in davomida yana bitta nazorat o'yini o'tkazilishi rejalashtirilgan, raqib hozircha aniqlanmagan.",
                    "Jamoa sardori Otabek Yo'ldoshev jarohatdan tiklangani va ro'yxatga kiritilgani muxlislarni quvontirdi. Himoyachi oktabr oyida tizzasidan jarohat olgan edi.",
                    "O'zbekiston Osiyo kubogida guruh bosqichida Iordaniya, Tailand va Quvayt terma jamoalari bilan uchrashadi.",
                ],
                "ascii-apostrophes-view-counter",
                section="Sport",
                local="2026-12-02 19:45",
                byline="Bekzod Aliyev",
                views="15 029",
                rel="2 kun oldin",
            )
        )

    # --- templates ----------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld", "org")
        if mode == "none":
            return ""
        url = self.url(doc.key)
        modified = doc.iso
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": (doc.extra["kicker"] + ": " if doc.extra.get("kicker") else "") + doc.title,
            "image": [f"https://storage.yangikun.test/source/thumbnails/_medium/11/{doc.key}.jpg"],
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": {"@type": "Organization", "name": "Yangi Kun", "url": ORIGIN + "/"},
            "publisher": {
                "@type": "Organization",
                "name": "Yangi Kun",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/assets/img/logo.png"},
            },
            "inLanguage": {"uz": "uz-Latn", "kr": "uz-Cyrl", "ru": "ru"}[self.ed(doc)],
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        ed = self.ed(doc)
        c = CHROME[ed]
        url = self.url(doc.key)
        html_lang = doc.extra.get("html_lang", {"uz": "uz", "kr": "uz-Cyrl", "ru": "ru"}[ed])
        title = doc.title if doc.kind == "home" or doc.key == "ru-front" else f"{doc.title} | Yangi Kun"
        if doc.extra.get("kicker"):
            title = f"{doc.extra['kicker'].upper()} | {title}"
        alts = ""
        if doc.extra.get("alt"):
            own = {"uz": "uz", "kr": "uz-Cyrl", "ru": "ru"}[ed]
            pairs = [(own, doc.key), *doc.extra["alt"].items()]
            alts = "\n".join(
                f'<link rel="alternate" hreflang="{h}" href="{esc(self.url(k) if k in self.docs else ORIGIN + k)}">'
                for h, k in sorted(pairs)
            )
            alts += (
                f'\n<link rel="alternate" hreflang="x-default" href="{esc(self.url(doc.key) if ed == "uz" else self.url(doc.extra["alt"]["uz"]) if doc.extra["alt"]["uz"] in self.docs else ORIGIN + doc.extra["alt"]["uz"])}">'
                if ed == "uz" or "uz" in doc.extra["alt"]
                else ""
            )
        menu = "".join(
            f"""<li class="menu__item">{self.a(k, t, "nav", 'class="menu__link"')}</li>""" for k, t in c["menu"]
        )
        langs = f'<div class="header-top__lang">{self.a("home", "Oʻz", "nav")} <a href="/kr/">Ўз</a> {self.a("ru-front", "Ру", "nav")} <a href="/en/">En</a></div>'
        latest_keys = ["metro-ru", "ukr-ru"] if ed == "ru" else ["metro", "tariff", "football", "interview"]
        latest = "".join(
            f"""<div class="news-lenta__item"><span class="news-lenta__time">{esc(self.docs[k].extra["rel"])}</span>{self.a(k, self.docs[k].title, "aside", 'class="news-lenta__title"')}</div>"""
            for k in latest_keys
            if k != doc.key
        )
        og_type = "article" if doc.is_article else "website"
        metas = ""
        if doc.is_article:
            metas = f'<meta property="article:published_time" content="{doc.iso or iso_local(doc.extra["local"], "+05:00")}">\n<meta property="article:section" content="{esc(doc.section)}">'
        return f"""<!DOCTYPE html>
<html lang="{html_lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-param" content="_csrf-frontend">
<meta name="csrf-token" content="Xk9hM1ZuRnRxYjNkWEVqN2JmTmZUY3JhRVpOLk5fRD0yKTEeFSQXDwo1fU1nQQ==">
<title>{esc(title)}</title>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(title.replace(" | Yangi Kun", ""))}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Yangi Kun">
<meta property="og:image" content="https://storage.yangikun.test/source/thumbnails/_medium/11/{doc.key}.jpg">
{metas}
<link rel="canonical" href="{esc(url)}">
{alts}
{self.ld(doc) if doc.is_article else ""}
<link href="/assets/5d1e8f0a/css/main.min.css?v=1733212000" rel="stylesheet">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-YK2026TEST"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-YK2026TEST');</script>
</head>
<body class="{"single-page" if doc.is_article else "list-page"} lang-{ed}">
<header class="header">
<div class="header-top container">
<div class="header-top__date">{c["today"]}</div>
<div class="header-top__rates"><span>{c["rates"]}:</span> USD 12 851,37 · EUR 13 512,40 · RUB 141,20</div>
<div class="header-top__weather">{c["weather"]}</div>
{langs}
</div>
<div class="header-main container">
{self.a("home" if ed != "ru" else "ru-front", "Yangi Kun", "nav", 'class="header__logo"')}
<nav class="menu"><ul class="menu__list">{menu}</ul></nav>
<form class="header__search" action="{"/ru" if ed == "ru" else ""}/news/search"><input name="q" placeholder="{c["search"]}"><button type="submit">{c["search"]}</button></form>
</div>
<div class="header-prayer container">{c["prayer"]}</div>
<div class="header-ticker container"><span class="header-ticker__label">{c["ticker"]}</span>{self.a("metro-ru" if ed == "ru" else "metro", self.docs["metro-ru" if ed == "ru" else "metro"].title, "nav")}</div>
</header>
<div class="banner banner--top"><div id="adfox_173320881" data-place="top_970x90"></div></div>
<main class="main container">
<div class="main__content">
{main}
</div>
<aside class="main__aside">
<div class="news-lenta"><h3 class="news-lenta__heading">{c["latest"]}</h3>{latest}
{self.a("lenta", c["more"], "aside", 'class="news-lenta__more"') if ed != "ru" else '<a class="news-lenta__more" href="/ru/news/list">' + c["more"] + "</a>"}</div>
<div class="popular-search"><h3 class="news-lenta__heading">{"Популярные запросы" if ed == "ru" else "Ommabop qidiruvlar"}</h3>{self.a("search", "tarif", "aside")} · <a href="/news/search?q=metro">metro</a> · <a href="/news/search?q=dollar">dollar</a></div>
<div class="banner banner--aside"><div id="adfox_173320882" data-place="aside_300x600"></div></div>
</aside>
</main>
<footer class="footer">
<div class="footer__nav container">{self.a("valyuta", "Valyuta kurslari", "footer")} · <a href="{"/ru" if ed == "ru" else ""}/about">{c["about"]}</a> · <a href="/reklama">{c["ads"]}</a> · <a href="mailto:info@yangikun.test">{c["contact"]}</a> · <a href="/rss">RSS</a> · <a href="https://t.me/yangikun">Telegram</a></div>
<div class="footer__copy container">{c["footer"]} © 2016–2026 Yangi Kun. 18+</div>
</footer>
<div class="cookie-notice" id="cookieNotice">{c["cookie"]} <button type="button" class="cookie-notice__btn">{c["ok"]}</button></div>
<script src="/assets/9f1c2d7e/jquery.min.js"></script>
<script src="/assets/3ab4c5d6/yii.js"></script>
<script src="/assets/5d1e8f0a/js/main.min.js?v=1733212000"></script>
<script>jQuery(function ($) {{ $('#cookieNotice').yangiCookie({{days: 365}}); }});</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        ed = self.ed(doc)
        c = CHROME[ed]
        if doc.authors and doc.key in ("metro", "metro-ru"):
            link = (
                self.a("author", doc.byline, "byline")
                if doc.key == "metro"
                else '<a href="/ru/author/aziz-karimov">' + esc(doc.byline) + "</a>"
            )
            byline = f'<div class="single-header__author">{link}</div>'
        else:
            byline = f'<div class="single-header__author">{esc(doc.byline)}</div>'
        kicker = (
            f'<span class="single-header__kicker">{esc(doc.extra["kicker"])}:</span> '
            if doc.extra.get("kicker")
            else ""
        )
        figure = f'<div class="single-header__image"><img src="https://storage.yangikun.test/source/thumbnails/_medium/11/{doc.key}.jpg" alt="{esc(doc.title)}"></div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                f'<div class="tags-ui"><span>{c["tags"]}:</span> '
                + " ".join(self.a(k, "#" + t, "tag", 'class="tags-ui__link"') for k, t in doc.extra["tags"])
                + "</div>"
            )
        source = f'<p class="single-content__source">{esc(doc.extra["source"])}</p>' if doc.extra.get("source") else ""
        pool = RU_ARTS if ed == "ru" else UZ_ARTS
        related = "".join(
            f'<li class="read-also__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in pool if k != doc.key
        )
        video = ""
        if doc.extra.get("video"):
            video = f'<div class="single-content__video">{self.a("video", "Video: yangi bekatlar ichidan koʻrinish", "content")}</div>'
        share = quote(self.url(doc.key), safe="")
        return f"""<article class="single-layout">
<div class="single-layout__center">
<div class="single-header">
<div class="single-header__meta"><a class="single-header__category" href="{"/ru" if ed == "ru" else "/kr" if ed == "kr" else ""}/news/category/{"jamiyat" if doc.section in ("Jamiyat", "Жамият") else "boshqa"}">{esc(doc.section)}</a>
<span class="date">{doc.stamp}</span> <span class="date date--relative">{esc(doc.extra["rel"])}</span>
<span class="views"><i class="icon-eye"></i> {doc.extra["views"]}</span></div>
<h1 class="single-header__title">{kicker}{esc(doc.title)}</h1>
{byline}
{figure}
</div>
<div class="single-content news-inner__content-page">
{self.blocks(doc)}
{source}
{video}
</div>
{tags}
<div class="single-share"><a href="https://t.me/share/url?url={share}" class="share share--tg">Telegram</a> <a href="https://www.facebook.com/sharer/sharer.php?u={share}" class="share share--fb">Facebook</a> <button class="share share--copy">Havolani nusxalash</button></div>
<div class="read-also"><h3 class="read-also__title">{c["readalso"]}</h3><ul>{related}</ul></div>
</div>
</article>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<div class="news-list__item"><img class="news-list__img" src="https://storage.yangikun.test/source/thumbnails/_small/11/{k}.jpg" alt="" loading="lazy">'
            f'<div class="news-list__meta"><span class="news-list__date">{esc(d.extra["rel"])}</span></div>'
            f'<div class="news-list__item-title">{self.a(k, d.title, "content")}</div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra, pager = "", ""
        if doc.key == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1><h2 class="section-title">Asosiy yangiliklar</h2>'
            extra = f'<div class="home-video"><h2 class="section-title">Video</h2>{self.a("video", self.docs["video"].title, "content")}</div><div class="home-more">{self.a("jamiyat", "Jamiyat boʻlimi", "content")} · {self.a("lenta", "Barcha yangiliklar", "content")}</div>'
        elif doc.key == "jamiyat":
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a("jamiyat2", "2", "pagination")}</li><li><a href="/news/category/jamiyat?page=3">3</a></li><li class="next">{self.a("jamiyat2", "»", "pagination")}</li></ul>'
        elif doc.key == "jamiyat2":
            pager = f'<ul class="pagination"><li class="prev">{self.a("jamiyat", "«", "pagination")}</li><li>{self.a("jamiyat", "1", "pagination")}</li><li class="active"><span>2</span></li><li><a href="/news/category/jamiyat?page=3">3</a></li></ul>'
            cards += '<div class="news-list__item"><div class="news-list__meta"><span class="news-list__date">30.11.2026</span></div><div class="news-list__item-title"><a href="/news/2026/11/30/mahallalarda-yangi-sport-maydonchalari">Mahallalarda 120 ta yangi sport maydonchasi quriladi</a></div></div>'
        elif doc.kind == "author":
            head = f'<div class="author-card"><img src="https://storage.yangikun.test/authors/aziz-karimov.jpg" alt="Aziz Karimov" width="120" height="120"><h1 class="author-card__name">{esc(doc.title)}</h1><p class="author-card__bio">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/news/search"><input name="q" value="tarif"><button>Qidirish</button></form><p class="search-count">Topildi: 14 ta material</p>'
            cards += '<div class="news-list__item"><div class="news-list__item-title"><a href="/news/2026/10/14/gaz-tarifi-oshirildi">Gaz tarifi 1-noyabrdan oshirildi</a></div></div>'
        elif doc.key == "ru-front":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1><h2 class="section-title">Главное</h2>'
            extra = '<div class="news-list__item"><div class="news-list__item-title"><a href="/ru/news/2026/12/04/tarify-na-elektroenergiyu-vyrastut-s-1-yanvarya">Тарифы на электроэнергию вырастут с 1 января</a></div></div>'
        return f'<section class="news-list">{head}{cards}{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.key == "lenta":
            rows = []
            for time, title, path in LENTA:
                if time == "DAY":
                    rows.append(f'<div class="news-lenta__day">{esc(title)}</div>')
                elif title in self.docs:
                    rows.append(
                        f"""<div class="news-lenta__item"><span class="news-lenta__time">{time}</span>{self.a(title, self.docs[title].title, "content", 'class="news-lenta__title"')}</div>"""
                    )
                elif path in self.docs:
                    rows.append(
                        f"""<div class="news-lenta__item"><span class="news-lenta__time">{time}</span>{self.a(path, title, "content", 'class="news-lenta__title"')}</div>"""
                    )
                else:
                    rows.append(
                        f'<div class="news-lenta__item"><span class="news-lenta__time">{time}</span><a class="news-lenta__title" href="{path}">{esc(title)}</a></div>'
                    )
            return f'<section class="news-lenta news-lenta--page"><h1 class="page-title">{esc(doc.title)}</h1><div class="news-lenta__list">{"".join(rows)}</div><button class="news-lenta__load" data-url="/news/list?page=2">Yana yuklash</button></section>'
        if doc.kind == "video":
            return f'<section class="video-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="date">12:05 / 04.12.2026</div><div class="video-embed"><iframe width="800" height="450" src="https://www.youtube.com/embed/Yk4dM2n7Q0s" title="YouTube video player" frameborder="0" allowfullscreen></iframe></div>\n{self.blocks(doc)}\n<p class="video-page__more">{self.a("metro", "Batafsil: " + self.docs["metro"].title, "related")}</p></section>'
        if doc.kind == "live-data":
            return f'<section class="currency-page"><h1 class="page-title">{esc(doc.title)}</h1><p class="currency-page__date">{esc(doc.extra["date_line"])}</p>\n{self.blocks(doc)}\n<p class="currency-page__note">Tijorat banklari kurslari maʼlumot uchun berilgan va kun davomida oʻzgarishi mumkin.</p></section>'
        return (
            f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
        )
