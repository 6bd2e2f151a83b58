# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Cyrillic, Persian and typographic characters are deliberate)
"""Nordwelle: a Deutsche Welle-like international broadcaster in Bonn publishing one React template in many
languages (`/ru/<slug>/a-71234567`, sections `/ru/<slug>/s-30680` with `?page=2`, topics `/ru/<slug>/t-38219911`,
authors `/ru/<slug>/person-40123456`, videos `/pt-br/<slug>/video-71230455`, `/ru/search/?languageCode=ru&item=`),
UTF-8.

Pages print the **day only** in the language's format ("09.12.2026", "09/12/2026", Persian digits "۱۰.۱۲.۲۰۲۶")
and every `<title>` ends "– Nordwelle – 12/09/2026" (US month/day order in every language). The `NewsArticle`
JSON-LD is English (section, keywords, the author's Latin-script name) and in **UTC**: the Spanish version of the
nursing story was published at 23:40Z on 9 Dec, 00:40 on **10 Dec** in Bonn, and prints "10/12/2026". The nursing
story is published in four languages (ru, uk, es, tr) with `hreflang` alternates; the **Ukrainian** one is served with
`<html lang="ru">` (its text, `og:locale` and hreflang are Ukrainian). `inLanguage` is missing on the Persian page;
the Swahili story's JSON-LD author is the broadcaster while the page credits "Mwandishi: …" and "Mhariri: …" (the
editor) in the last lines of the text. Bylines print the name in the language's script (Йонас Вебер, आदित्य शर्मा,
مریم رضایی) and the JSON-LD the Latin one. The "most read" box of the Hindi, Swahili and Portuguese pages is the
English service's. Non-articles: the Russian home and economy front (with page 2), a topic, an author, a search, the
Hindi front, the "Nordwelle in 30 languages" picker (an `/a-` URL), a video page with one line and a soft 404."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, blocks_html, fa_digits, hreflang_links, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.nordwelle.test"
CLUSTER = {"ru": "ru", "uk": "uk", "es": "es", "tr": "tr"}
SEARCH_Q = "медсестры"
SLUG = {"pt": "pt-br", "fa": "fa-ir"}  # the path prefix of a language service

UI: dict[str, dict[str, object]] = {
    "ru": {
        "service": "Nordwelle на русском",
        "home": "home",
        "nav": [
            ("/ru/germanija/s-30689", "Германия"),
            ("/ru/rossija/s-30687", "Россия"),
            ("/ru/ukraina/s-32263", "Украина"),
            ("/ru/evropa/s-30685", "Европа"),
            ("ekonomika", "Экономика"),
            ("/ru/kultura/s-30683", "Культура"),
        ],
        "mostread": "Самое читаемое",
        "related": "Еще на эту тему",
        "topics": "Темы",
        "share": "Поделиться",
        "langs": "Эта статья на других языках",
        "about": "О нас",
        "contact": "Контакты",
        "imprint": "Выходные данные",
        "privacy": "Защита данных",
        "cookie": "Мы используем файлы cookie, чтобы улучшить работу сайта. Подробнее — в Положении о защите данных.",
        "ok": "Согласен",
        "all": "Все языки",
        "video": "Видео",
    },
    "uk": {
        "service": "Nordwelle українською",
        "home": "/uk/novyny/s-32263",
        "nav": [
            ("/uk/ukraina/s-32273", "Україна"),
            ("/uk/nimechchyna/s-32275", "Німеччина"),
            ("/uk/yevropa/s-32277", "Європа"),
            ("/uk/ekonomika/s-32279", "Економіка"),
            ("/uk/suspilstvo/s-32281", "Суспільство"),
        ],
        "mostread": "Найпопулярніше",
        "related": "Більше на цю тему",
        "topics": "Теми",
        "share": "Поділитися",
        "langs": "Ця стаття іншими мовами",
        "about": "Про нас",
        "contact": "Контакти",
        "imprint": "Вихідні дані",
        "privacy": "Захист даних",
        "cookie": "Ми використовуємо файли cookie, щоб покращити роботу сайту. Детальніше — у Положенні про захист даних.",
        "ok": "Погоджуюсь",
        "all": "Усі мови",
        "video": "Відео",
    },
    "es": {
        "service": "Nordwelle en español",
        "home": "/es/actualidad/s-30684",
        "nav": [
            ("/es/alemania/s-30686", "Alemania"),
            ("/es/europa/s-30688", "Europa"),
            ("/es/america-latina/s-30690", "América Latina"),
            ("/es/economia/s-30692", "Economía"),
            ("/es/cultura/s-30694", "Cultura"),
        ],
        "mostread": "Lo más leído",
        "related": "Más sobre este tema",
        "topics": "Temas",
        "share": "Compartir",
        "langs": "Este artículo en otros idiomas",
        "about": "Quiénes somos",
        "contact": "Contacto",
        "imprint": "Aviso legal",
        "privacy": "Protección de datos",
        "cookie": "Utilizamos cookies para mejorar nuestro sitio. Encontrará más información en nuestra Política de privacidad.",
        "ok": "Acepto",
        "all": "Todos los idiomas",
        "video": "Videos",
    },
    "tr": {
        "service": "Nordwelle Türkçe",
        "home": "/tr/gundem/s-10201",
        "nav": [
            ("/tr/turkiye/s-10202", "Türkiye"),
            ("/tr/almanya/s-10203", "Almanya"),
            ("/tr/avrupa/s-10204", "Avrupa"),
            ("/tr/ekonomi/s-10205", "Ekonomi"),
            ("/tr/kultur/s-10206", "Kültür"),
        ],
        "mostread": "En çok okunanlar",
        "related": "Konuyla ilgili diğer haberler",
        "topics": "Konular",
        "share": "Paylaş",
        "langs": "Bu haber diğer dillerde",
        "about": "Hakkımızda",
        "contact": "İletişim",
        "imprint": "Künye",
        "privacy": "Veri koruma",
        "cookie": "Sitemizi geliştirmek için çerezler kullanıyoruz. Ayrıntılar Veri Koruma Bildirimi’nde.",
        "ok": "Kabul ediyorum",
        "all": "Tüm diller",
        "video": "Video",
    },
    "hi": {
        "service": "Nordwelle हिंदी",
        "home": "hifront",
        "nav": [
            ("/hi/bharat/s-11124", "भारत"),
            ("/hi/germany/s-11125", "जर्मनी"),
            ("/hi/duniya/s-11126", "दुनिया"),
            ("/hi/vigyan/s-11127", "विज्ञान"),
            ("/hi/manoranjan/s-11128", "मनोरंजन"),
        ],
        "mostread": "Most read",
        "related": "इस विषय पर और",
        "topics": "विषय",
        "share": "शेयर करें",
        "langs": "यह लेख अन्य भाषाओं में",
        "about": "हमारे बारे में",
        "contact": "संपर्क",
        "imprint": "इम्प्रिंट",
        "privacy": "डाटा सुरक्षा",
        "cookie": "हम अपनी वेबसाइट को बेहतर बनाने के लिए कुकीज़ का इस्तेमाल करते हैं। ज्यादा जानकारी डाटा सुरक्षा नीति में।",
        "ok": "मंजूर",
        "all": "सभी भाषाएं",
        "video": "वीडियो",
    },
    "sw": {
        "service": "Nordwelle Kiswahili",
        "home": "/sw/habari/s-11588",
        "nav": [
            ("/sw/afrika/s-11589", "Afrika"),
            ("/sw/ujerumani/s-11590", "Ujerumani"),
            ("/sw/ulimwengu/s-11591", "Ulimwengu"),
            ("/sw/uchumi/s-11592", "Uchumi"),
            ("/sw/michezo/s-11593", "Michezo"),
        ],
        "mostread": "Most read",
        "related": "Habari zinazohusiana",
        "topics": "Mada",
        "share": "Shiriki",
        "langs": "Makala hii kwa lugha nyingine",
        "about": "Kuhusu sisi",
        "contact": "Wasiliana nasi",
        "imprint": "Taarifa za kisheria",
        "privacy": "Ulinzi wa data",
        "cookie": "Tunatumia vidakuzi ili kuboresha tovuti yetu. Maelezo zaidi yapo katika Sera ya Ulinzi wa Data.",
        "ok": "Nakubali",
        "all": "Lugha zote",
        "video": "Video",
    },
    "fa": {
        "service": "Nordwelle فارسی",
        "home": "/fa-ir/khabar/s-9993",
        "nav": [
            ("/fa-ir/iran/s-9994", "ایران"),
            ("/fa-ir/alman/s-9995", "آلمان"),
            ("/fa-ir/jahan/s-9996", "جهان"),
            ("/fa-ir/eqtesad/s-9997", "اقتصاد"),
            ("/fa-ir/farhang/s-9998", "فرهنگ"),
        ],
        "mostread": "پربیننده‌ترین‌ها",
        "related": "مطالب مرتبط",
        "topics": "موضوع‌ها",
        "share": "هم‌رسانی",
        "langs": "این مطلب به زبان‌های دیگر",
        "about": "درباره ما",
        "contact": "تماس با ما",
        "imprint": "شناسنامه",
        "privacy": "حفاظت از داده‌ها",
        "cookie": "ما برای بهبود وب‌سایت از کوکی استفاده می‌کنیم. توضیحات بیشتر در بیانیه حفاظت از داده‌ها.",
        "ok": "موافقم",
        "all": "همه زبان‌ها",
        "video": "ویدیو",
    },
    "pt": {
        "service": "Nordwelle Brasil",
        "home": "/pt-br/noticias/s-7111",
        "nav": [
            ("/pt-br/brasil/s-7112", "Brasil"),
            ("/pt-br/alemanha/s-7113", "Alemanha"),
            ("/pt-br/mundo/s-7114", "Mundo"),
            ("/pt-br/economia/s-7115", "Economia"),
            ("/pt-br/ciencia/s-7116", "Ciência"),
        ],
        "mostread": "Most read",
        "related": "Mais sobre o assunto",
        "topics": "Temas",
        "share": "Compartilhar",
        "langs": "Este artigo em outros idiomas",
        "about": "Quem somos",
        "contact": "Contato",
        "imprint": "Expediente",
        "privacy": "Proteção de dados",
        "cookie": "Usamos cookies para melhorar nosso site. Saiba mais em nossa Política de Proteção de Dados.",
        "ok": "Aceito",
        "all": "Todos os idiomas",
        "video": "Vídeos",
    },
    "en": {
        "service": "Nordwelle",
        "home": "/en/top-stories/s-9097",
        "nav": [
            ("/en/germany/s-1432", "Germany"),
            ("/en/world/s-1429", "World"),
            ("/en/business/s-1431", "Business"),
            ("/en/science/s-12526", "Science"),
            ("/en/culture/s-1441", "Culture"),
        ],
        "mostread": "Most read",
        "related": "Related content",
        "topics": "Related topics",
        "share": "Share",
        "langs": "This article in other languages",
        "about": "About Nordwelle",
        "contact": "Contact",
        "imprint": "Legal notice",
        "privacy": "Privacy policy",
        "cookie": "We use cookies to improve our service for you. You can find more information in our data protection declaration.",
        "ok": "OK",
        "all": "All languages",
        "video": "Videos",
    },
}

# the English service's "most read" box, shown on the Hindi, Swahili and Portuguese pages
EN_MOSTREAD = [
    (
        "/en/germany-rail-strike-what-travelers-need-to-know/a-71229901",
        "Germany rail strike: What travelers need to know",
    ),
    (
        "/en/christmas-markets-security-stepped-up-across-germany/a-71228814",
        "Christmas markets: Security stepped up across Germany",
    ),
    ("/en/why-germanys-economy-is-stuck/a-71220077", "Why Germany's economy is stuck"),
]
RU_MORE = [
    (
        "/ru/bundestag-prinjal-bjudzhet-na-2027-god/a-71228011",
        "Бундестаг принял бюджет на 2027 год",
        "Депутаты одобрили расходы в 489 миллиардов евро. Оппозиция критикует рост долга.",
    ),
    (
        "/ru/cena-na-gaz-v-germanii-snova-rastet/a-71226540",
        "Цены на газ в Германии снова растут",
        "Сетевые операторы повышают тарифы с января. Что это значит для потребителей?",
    ),
    (
        "/ru/zabastovka-na-zheleznoj-doroge/a-71229902",
        "Забастовка на железной дороге: что нужно знать",
        "Профсоюз машинистов объявил 48-часовую забастовку.",
    ),
    (
        "/ru/rozhdestvenskie-jarmarki-pod-ohranoj/a-71228815",
        "Рождественские ярмарки под усиленной охраной",
        "Полиция в нескольких землях усилила меры безопасности.",
    ),
    (
        "/ru/pochemu-nemeckaja-jekonomika-buksuet/a-71220078",
        "Почему немецкая экономика буксует",
        "Три причины затяжного спада и чем он грозит остальной Европе.",
    ),
    (
        "/ru/pensii-v-germanii-vyrastut/a-71219403",
        "Пенсии в Германии вырастут на 3,7 процента",
        "Правительство опубликовало прогноз пенсионной индексации на июль.",
    ),
]
HI_MORE = [
    (
        "/hi/germany-mein-naukri-ke-liye-naya-opportunity-card/a-71221010",
        "जर्मनी में नौकरी के लिए ऑपर्च्युनिटी कार्ड: किसे मिलेगा फायदा",
        "अंक आधारित नए कार्ड के लिए अब तक 40 हजार से ज्यादा आवेदन आए हैं।",
    ),
    (
        "/hi/bharat-germany-green-hydrogen-samjhauta/a-71225532",
        "भारत और जर्मनी के बीच ग्रीन हाइड्रोजन पर समझौता",
        "दोनों देश 2030 तक संयुक्त परियोजनाओं में निवेश बढ़ाएंगे।",
    ),
    (
        "/hi/berlin-mein-diwali-mela/a-71210044",
        "बर्लिन में दिवाली मेले में उमड़ी भीड़",
        "शहर के सबसे बड़े भारतीय उत्सव में इस बार 30 हजार लोग पहुंचे।",
    ),
    (
        "/hi/jalvayu-sammelan-ke-baad-kya/a-71219987",
        "जलवायु सम्मेलन के बाद अब आगे क्या",
        "विकासशील देशों के लिए वित्त पर सहमति अब भी अधूरी है।",
    ),
]


def day_text(lang: str, local: str) -> str:
    y, m, d = local.split()[0].split("-")
    if lang in ("es", "pt"):
        return f"{d}/{m}/{y}"
    if lang == "fa":
        return fa_digits(f"{d}.{m}.{y}")
    if lang == "en":
        return f"{m}/{d}/{y}"
    return f"{d}.{m}.{y}"


def us_day(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{m}/{d}/{y}"


class Nordwelle(Base):
    origin = ORIGIN
    name = "Nordwelle"
    prefix = "nwl"
    language = "ru"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nwl",
            [
                ".sc-header",
                ".sc-navigation a",
                ".kicker",
                ".teaser-text",
                ".rich-text p",
                ".author-details",
                ".publication-date",
                ".related-content .teaser",
                ".most-read li",
                ".lang-switch",
                ".sc-footer",
                ".cookie-consent",
            ],
            280,
        )

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "ru")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/ru/novosti-i-analitika/s-9119",
                "home",
                "Новости и аналитика",
                "nw-service-front",
                list=["ru"],
                more_items=RU_MORE,
                lang="ru",
            )
        )
        add(
            page(
                "ekonomika",
                "/ru/ekonomika/s-30680",
                "section",
                "Экономика",
                "nw-section-front",
                list=["ru"],
                more_items=RU_MORE[1:4],
                lang="ru",
            )
        )
        add(
            page(
                "ekonomika2",
                "/ru/ekonomika/s-30680?page=2",
                "section",
                "Экономика",
                "nw-section-page2",
                list=[],
                more_items=RU_MORE[4:] + RU_MORE[:2],
                lang="ru",
            )
        )
        add(
            page(
                "topic",
                "/ru/migracija-v-germaniju/t-38219911",
                "tag",
                "Миграция в Германию",
                "nw-topic-page",
                list=["ru"],
                more_items=RU_MORE[:1] + RU_MORE[5:],
                lang="ru",
                intro="Кто и как может переехать в Германию, какие правила действуют для беженцев и специалистов — новости и аналитика Nordwelle.",
            )
        )
        add(
            page(
                "author",
                "/ru/jonas-weber/person-40123456",
                "author",
                "Йонас Вебер",
                "nw-person-page",
                list=["ru"],
                more_items=RU_MORE[2:4],
                lang="ru",
                intro="Йонас Вебер — корреспондент Nordwelle в Берлине. Пишет о здравоохранении, миграции и социальной политике Германии.",
            )
        )
        add(
            page(
                "search",
                f"/ru/search/?languageCode=ru&item={quote(SEARCH_Q)}&searchNavigationId=9119",
                "search",
                f"Результаты поиска: «{SEARCH_Q}»",
                "nw-search-results",
                list=["ru", "uk"],
                more_items=RU_MORE[5:],
                lang="ru",
            )
        )
        add(
            page(
                "hifront",
                "/hi/khabren/s-11123",
                "home",
                "ताजा खबरें",
                "nw-service-front-hindi",
                list=["hindi"],
                more_items=HI_MORE,
                lang="hi",
            )
        )
        add(
            page(
                "langs",
                "/en/nordwelle-in-30-languages/a-69000001",
                "language-picker",
                "Nordwelle in 30 languages",
                "nw-language-picker-a-url",
                lang="en",
            )
        )
        add(
            page(
                "video",
                "/pt-br/enfermeiras-brasileiras-em-hospitais-alemaes/video-71230455",
                "video",
                "A rotina de enfermeiras brasileiras em hospitais alemães",
                "nw-video-one-line",
                lang="pt",
                local="2026-12-09 14:00",
                iso="2026-12-09T13:00:00.000Z",
                line="Três enfermeiras de Minas Gerais contam como é trabalhar em um hospital de Colônia.",
            )
        )
        add(
            page(
                "notfound",
                "/es/a-70000001",
                "soft-404",
                "Lo sentimos, no encontramos esta página",
                "nw-soft-404-200",
                lang="es",
            )
        )

        common = {"section": "Germany", "keywords": "Germany, nursing, immigration, skilled workers, Bundestag"}
        add(
            story(
                "ru",
                "/ru/germanija-uskorit-priznanie-diplomov-inostrannyh-medsester/a-71231188",
                "Германия ускорит признание дипломов иностранных медсестер",
                "2026-12-09",
                "2026-12-09T08:30:00.000Z",
                "2026-12-09 09:30",
                ["Йонас Вебер"],
                [
                    "Правительство ФРГ одобрило законопроект, по которому иностранные медсестры и сиделки смогут получить признание квалификации за восемь недель. Сейчас процедура длится в среднем семь месяцев.",
                    "Федеральное правительство Германии в среду, 9 декабря, одобрило законопроект, который должен сократить сроки признания иностранных дипломов в сфере ухода за больными. Если бундестаг примет закон, решение по заявлению медсестры из-за рубежа будет приниматься не позднее чем через восемь недель после подачи полного пакета документов.",
                    "Сейчас на это уходит в среднем семь месяцев, а в некоторых федеральных землях — больше года. «Мы не можем позволить себе, чтобы квалифицированные люди месяцами ждали решения, пока в больницах и домах престарелых не хватает персонала», — заявил министр здравоохранения Карстен Рюль на пресс-конференции в Берлине.",
                    "FIG: Медсестра в больнице | Медсестра из Индии в клинике во Франкфурте-на-Майне (архив)",
                    "## Единое ведомство вместо шестнадцати",
                    "Ключевое изменение касается того, кто рассматривает заявления. Вместо органов отдельных федеральных земель, которые нередко трактуют одни и те же правила по-разному, документы будет проверять новое центральное ведомство в Бонне. Оно начнет работу в июле 2027 года и получит около 400 сотрудников.",
                    "Кроме того, заявители смогут начать работу в должности помощника медсестры сразу после подачи документов, а недостающие знания доучивать параллельно. Экзамен по немецкому языку уровня B2 по-прежнему останется обязательным.",
                    "## Нехватка персонала растет",
                    "По данным Федерального агентства по труду, в Германии сейчас не заняты около 115 тысяч вакансий в сфере ухода. В 2025 году в стране было подано 38 тысяч заявлений о признании иностранных дипломов медсестер — больше всего из Индии, Филиппин, Турции и Боснии и Герцеговины.",
                    "Представители отрасли в целом приветствуют законопроект. «Восемь недель — это реалистичный срок, если ведомство получит достаточно людей», — сказала Сабина Лоренц из Немецкого совета по уходу. Она предупредила, что без доступного жилья и курсов языка ускорение процедуры само по себе не решит проблему.",
                    "Бундестаг должен рассмотреть законопроект в первом чтении в конце января.",
                ],
                "nw-cluster-ru",
                tags=["Медицина", "Рынок труда"],
                lang="ru",
                kicker="Германия",
                ld_author="Jonas Weber",
                modified="2026-12-09T10:02:00.000Z",
                **common,
            )
        )
        add(
            story(
                "uk",
                "/uk/nimechchyna-pryshvydshyt-vyznannia-dyplomiv-inozemnykh-medsester/a-71231402",
                "Німеччина пришвидшить визнання дипломів іноземних медсестер",
                "2026-12-09",
                "2026-12-09T11:05:00.000Z",
                "2026-12-09 12:05",
                ["Йонас Вебер"],
                [
                    "Уряд ФРН схвалив законопроєкт, за яким іноземні медсестри та доглядальники зможуть отримати визнання кваліфікації за вісім тижнів. Зараз процедура триває в середньому сім місяців.",
                    "Федеральний уряд Німеччини в середу, 9 грудня, схвалив законопроєкт, який має скоротити строки визнання іноземних дипломів у сфері догляду за хворими. Якщо Бундестаг ухвалить закон, рішення щодо заяви медсестри з-за кордону ухвалюватимуть не пізніше ніж через вісім тижнів після подання повного пакета документів.",
                    "Нині на це йде в середньому сім місяців, а в деяких федеральних землях — понад рік. «Ми не можемо дозволити собі, щоб кваліфіковані люди місяцями чекали на рішення, поки лікарням і будинкам для літніх людей бракує персоналу», — заявив міністр охорони здоров’я Карстен Рюль на пресконференції в Берліні.",
                    "FIG: Медсестра в лікарні | Медсестра з Індії в клініці у Франкфурті-на-Майні (архівне фото)",
                    "## Одне відомство замість шістнадцяти",
                    "Ключова зміна стосується того, хто розглядає заяви. Замість органів окремих федеральних земель, які нерідко по-різному тлумачать ті самі правила, документи перевірятиме нове центральне відомство в Бонні. Воно розпочне роботу в липні 2027 року і матиме близько 400 працівників.",
                    "Крім того, заявники зможуть почати працювати на посаді помічника медсестри одразу після подання документів, а бракуючі знання здобувати паралельно. Іспит з німецької мови рівня B2 і надалі залишиться обов’язковим.",
                    "## Нестача персоналу зростає",
                    "За даними Федерального агентства з праці, у Німеччині зараз не заповнені близько 115 тисяч вакансій у сфері догляду. У 2025 році в країні подали 38 тисяч заяв про визнання іноземних дипломів медсестер — найбільше з Індії, Філіппін, Туреччини та Боснії і Герцеговини.",
                    "Для українців, які отримали тимчасовий захист у Німеччині, нові правила також означатимуть швидший доступ до роботи за фахом: за оцінками відомства, таких заяв зараз на розгляді близько 4 тисяч.",
                    "Представники галузі загалом вітають законопроєкт. «Вісім тижнів — це реалістичний строк, якщо відомство отримає достатньо людей», — сказала Сабіна Лоренц з Німецької ради з догляду. Вона застерегла, що без доступного житла та мовних курсів саме лише пришвидшення процедури не розв’яже проблему.",
                    "Бундестаг має розглянути законопроєкт у першому читанні наприкінці січня.",
                ],
                "nw-cluster-uk-html-lang-ru",
                tags=["Німеччина", "Медицина", "Ринок праці"],
                lang="uk",
                html_lang="ru",
                kicker="Німеччина",
                ld_author="Jonas Weber",
                **common,
            )
        )
        add(
            story(
                "es",
                "/es/alemania-acelerara-el-reconocimiento-de-titulos-de-enfermeria-extranjeros/a-71233950",
                "Alemania acelerará el reconocimiento de títulos de enfermería extranjeros",
                "2026-12-10",
                "2026-12-09T23:40:00.000Z",
                "2026-12-10 00:40",
                ["Jonas Weber"],
                [
                    "El Gobierno alemán aprobó un proyecto de ley para que enfermeras y cuidadores extranjeros obtengan el reconocimiento de su título en ocho semanas. Hoy el trámite dura en promedio siete meses.",
                    "El Gobierno federal de Alemania aprobó este miércoles (09.12.2026) un proyecto de ley que busca acortar los plazos para reconocer títulos extranjeros en el sector de los cuidados. Si el Bundestag lo aprueba, la solicitud de una enfermera formada en el exterior deberá resolverse como máximo ocho semanas después de presentar la documentación completa.",
                    "Actualmente, el proceso tarda en promedio siete meses, y en algunos estados federados más de un año. «No podemos permitir que personas cualificadas esperen meses una respuesta mientras en hospitales y residencias falta personal», declaró el ministro de Salud, Karsten Rühl, en una rueda de prensa en Berlín.",
                    "FIG: Enfermera en un hospital | Una enfermera india en una clínica de Fráncfort del Meno. (Foto de archivo)",
                    "## Una sola oficina en lugar de dieciséis",
                    "El cambio central tiene que ver con quién revisa las solicitudes. En lugar de las autoridades de cada estado federado, que a menudo interpretan las mismas normas de forma distinta, los documentos serán examinados por una nueva oficina central con sede en Bonn. Comenzará a funcionar en julio de 2027 y contará con unos 400 empleados.",
                    "Además, los solicitantes podrán trabajar como auxiliares de enfermería en cuanto presenten su documentación y completar en paralelo los conocimientos que les falten. El examen de alemán de nivel B2 seguirá siendo obligatorio.",
                    "## Crece la falta de personal",
                    "Según la Agencia Federal de Empleo, en Alemania hay unas 115.000 vacantes sin cubrir en el sector de los cuidados. En 2025 se presentaron 38.000 solicitudes de reconocimiento de títulos de enfermería extranjeros, la mayoría de India, Filipinas, Turquía y Bosnia y Herzegovina.",
                    "Alemania también recluta personal en América Latina: desde 2023, unas 2.500 enfermeras de México, Colombia y Brasil llegaron al país a través de programas bilaterales de contratación.",
                    "El sector recibió el proyecto con cautela. «Ocho semanas es un plazo realista si la oficina recibe suficiente personal», dijo Sabine Lorenz, del Consejo Alemán de Enfermería. Advirtió que, sin vivienda asequible y cursos de idioma, acelerar el trámite no resolverá el problema por sí solo.",
                    "El Bundestag debatirá el proyecto en primera lectura a finales de enero.",
                    "SIGN: JW (dpa, epd)",
                ],
                "nw-cluster-es-utc-after-midnight",
                tags=["Migración", "Salud", "Mercado laboral"],
                lang="es",
                kicker="Alemania",
                ld_author="Jonas Weber",
                broken_related=True,
                **common,
            )
        )
        add(
            story(
                "tr",
                "/tr/almanya-yabanci-hemsirelerin-diplomalarini-daha-hizli-taniyacak/a-71232219",
                "Almanya yabancı hemşirelerin diplomalarını daha hızlı tanıyacak",
                "2026-12-09",
                "2026-12-09T15:20:00.000Z",
                "2026-12-09 16:20",
                ["Jonas Weber", "Elif Demir"],
                [
                    "Alman hükümeti, yabancı hemşire ve bakım elemanlarının diplomalarının sekiz hafta içinde tanınmasını öngören yasa tasarısını onayladı. Süreç şu anda ortalama yedi ay sürüyor.",
                    "Federal Almanya hükümeti 9 Aralık Çarşamba günü, bakım sektöründe yabancı diplomaların tanınma süresini kısaltmayı amaçlayan yasa tasarısını kabul etti. Tasarı Federal Meclis’ten geçerse, yurt dışında eğitim almış bir hemşirenin başvurusu, eksiksiz belgelerin teslim edilmesinden en geç sekiz hafta sonra sonuçlandırılacak.",
                    "Bu süreç şu anda ortalama yedi ay sürüyor, bazı eyaletlerde ise bir yılı aşıyor. Sağlık Bakanı Karsten Rühl Berlin’de düzenlediği basın toplantısında, “Hastanelerde ve huzurevlerinde personel eksikken nitelikli insanların aylarca karar beklemesine göz yumamayız” dedi.",
                    "FIG: Hastanede bir hemşire | Frankfurt’taki bir klinikte çalışan Hindistanlı bir hemşire (Arşiv)",
                    "## On altı yerine tek kurum",
                    "En önemli değişiklik, başvuruları kimin inceleyeceğiyle ilgili. Aynı kuralları çoğu zaman farklı yorumlayan eyalet makamları yerine belgeleri Bonn’da kurulacak yeni bir merkezi kurum inceleyecek. Kurum Temmuz 2027’de çalışmaya başlayacak ve yaklaşık 400 personel istihdam edecek.",
                    "Başvuru sahipleri ayrıca belgelerini teslim eder etmez hemşire yardımcısı olarak çalışmaya başlayabilecek, eksik bilgilerini de iş başında tamamlayabilecek. B2 seviyesinde Almanca sınavı ise zorunlu olmaya devam edecek.",
                    "## Türkiye ilk dört ülke arasında",
                    "Federal İş Ajansı’nın verilerine göre Almanya’da bakım sektöründe yaklaşık 115 bin açık pozisyon bulunuyor. 2025 yılında yabancı hemşirelik diplomalarının tanınması için 38 bin başvuru yapıldı; başvuruların çoğu Hindistan, Filipinler, Türkiye ve Bosna-Hersek’ten geldi.",
                    "Türkiye’den başvuranların sayısı son iki yılda neredeyse iki katına çıktı. Kölnlü danışman Hatice Yıldız, “Türk hemşirelerin çoğu şimdiye kadar bekleme süresi yüzünden başka ülkeleri tercih ediyordu. Sekiz haftalık süre bu tabloyu değiştirebilir” dedi.",
                    "Sektör temsilcileri tasarıyı genel olarak olumlu karşıladı. Alman Bakım Konseyi’nden Sabine Lorenz, “Kuruma yeterli personel verilirse sekiz hafta gerçekçi bir süre” dedi. Lorenz, uygun fiyatlı konut ve dil kursları olmadan sürecin hızlanmasının tek başına sorunu çözmeyeceği uyarısında bulundu.",
                    "Federal Meclis’in tasarıyı ocak ayı sonunda ilk okumada görüşmesi bekleniyor.",
                ],
                "nw-cluster-tr-two-authors",
                tags=["Göç", "Sağlık", "İş piyasası"],
                lang="tr",
                kicker="Almanya",
                ld_author="Jonas Weber, Elif Demir",
                **common,
            )
        )
        add(
            story(
                "hindi",
                "/hi/germany-mein-bharatiya-chhatron-ke-liye-kamra-dhundhna-sabse-badi-chunauti/a-71230366",
                "जर्मनी में भारतीय छात्रों के लिए रहने की जगह ढूंढना बना सबसे बड़ी चुनौती",
                "2026-12-09",
                "2026-12-09T05:15:00.000Z",
                "2026-12-09 06:15",
                ["आदित्य शर्मा"],
                [
                    "जर्मनी में पढ़ने आने वाले भारतीय छात्रों की संख्या लगातार बढ़ रही है, लेकिन विश्वविद्यालय वाले शहरों में किफायती कमरा मिलना मुश्किल होता जा रहा है।",
                    "जर्मनी के विश्वविद्यालयों में इस समय करीब 62 हजार भारतीय छात्र पढ़ रहे हैं। जर्मन अकादमिक विनिमय सेवा (DAAD) के ताजा आंकड़ों के अनुसार, भारत लगातार तीसरे साल जर्मनी में विदेशी छात्रों का सबसे बड़ा स्रोत देश बना हुआ है।",
                    "लेकिन म्यूनिख, फ्रैंकफर्ट और बर्लिन जैसे शहरों में पहुंचने के बाद कई छात्रों को महीनों तक स्थायी कमरा नहीं मिलता। कई शहरों में छात्रावासों की प्रतीक्षा सूची में दो हजार से ज्यादा नाम हैं।",
                    "FIG: म्यूनिख में छात्रावास | म्यूनिख के एक छात्रावास के बाहर छात्र",
                    "## किराए में तेज बढ़ोतरी",
                    "म्यूनिख के एक विश्वविद्यालय में मास्टर्स कर रहे हैदराबाद के 24 वर्षीय रोहित वर्मा बताते हैं कि उन्होंने पहले तीन महीने एक होटल और दोस्तों के घर में बिताए। “मैंने 80 से ज्यादा मकान मालिकों को ईमेल लिखे, जवाब सिर्फ चार ने दिया,” वे कहते हैं।",
                    "एक अध्ययन के मुताबिक, म्यूनिख में साझा फ्लैट के एक कमरे का औसत किराया अब 790 यूरो प्रति माह है। यह रकम उस 992 यूरो के करीब है, जो विदेशी छात्रों को वीजा के लिए ब्लॉक्ड अकाउंट में हर महीने के खर्च के रूप में दिखानी होती है।",
                    "## धोखाधड़ी से सावधान",
                    "जर्मनी में भारतीय दूतावास ने छात्रों को ऑनलाइन किराया धोखाधड़ी से सावधान रहने की सलाह दी है। दूतावास के अनुसार, कई छात्रों ने कमरा देखे बिना अग्रिम राशि भेज दी और बाद में पता चला कि विज्ञापन फर्जी था।",
                    "विश्वविद्यालयों का कहना है कि वे नए छात्रावास बनाने के लिए राज्य सरकारों से अतिरिक्त धन मांग रहे हैं। तब तक वे छात्रों को सलाह दे रहे हैं कि जर्मनी आने से कम से कम छह महीने पहले रहने की जगह तलाशना शुरू करें।",
                ],
                "nw-hindi-devanagari-byline",
                tags=["शिक्षा", "भारतीय छात्र", "जर्मनी"],
                lang="hi",
                kicker="शिक्षा",
                ld_author="Aditya Sharma",
                section="Germany",
                keywords="India, Germany, students, housing, DAAD",
            )
        )
        add(
            story(
                "swahili",
                "/sw/wakulima-wa-kahawa-tanzania-wahofia-sheria-mpya-ya-umoja-wa-ulaya/a-71231790",
                "Wakulima wa kahawa Tanzania wahofia sheria mpya ya Umoja wa Ulaya",
                "2026-12-09",
                "2026-12-09T12:40:00.000Z",
                "2026-12-09 13:40",
                ["Rehema Kiwelu"],
                [
                    "Sheria ya Umoja wa Ulaya inayopiga marufuku bidhaa zinazotokana na ukataji wa misitu inaanza kutumika mwishoni mwa mwezi huu. Wakulima wadogo wa kahawa mkoani Kilimanjaro wanasema hawajui jinsi ya kuthibitisha kwamba mashamba yao hayako kwenye ardhi ya misitu.",
                    "Kuanzia tarehe 30 Desemba, makampuni yanayouza kahawa, kakao na bidhaa nyingine katika soko la Ulaya yatalazimika kuonyesha kwa ramani za satelaiti kwamba bidhaa hizo hazikuzalishwa kwenye ardhi iliyokatwa misitu baada ya mwaka 2020.",
                    "Kwa Tanzania, ambayo huuza zaidi ya asilimia 40 ya kahawa yake katika nchi za Umoja wa Ulaya, sheria hiyo ina uzito mkubwa. Ujerumani pekee ni mnunuzi wa pili kwa ukubwa wa kahawa ya Tanzania.",
                    "Mkulima Elinaza Massawe wa kijiji cha Uru, nje kidogo ya mji wa Moshi, ana shamba la ekari mbili. “Tuliambiwa tupime mashamba yetu kwa GPS, lakini hatuna simu za kufanya hivyo na hatujui nani atalipia gharama hiyo,” anasema.",
                    "FIG: Mkulima wa kahawa | Mkulima akivuna kahawa karibu na Moshi, Kilimanjaro",
                    "## Vyama vya ushirika vyaanza kusajili mashamba",
                    "Chama Kikuu cha Ushirika cha Kilimanjaro kimesema tayari kimesajili mashamba ya wanachama wapatao 18,000 kwa msaada wa shirika moja la maendeleo la Ujerumani. Hata hivyo, maelfu ya wakulima wengine bado hawajafikiwa.",
                    "Bodi ya Kahawa Tanzania imeiomba Umoja wa Ulaya kuongeza muda wa mpito kwa wakulima wadogo. Kwa mujibu wa bodi hiyo, zaidi ya asilimia 90 ya kahawa ya nchi hiyo huzalishwa na wakulima wadogo wenye mashamba ya chini ya hekta moja.",
                    "Wanunuzi wa kahawa mjini Hamburg wanasema watalazimika kununua kahawa kutoka kwa wasambazaji walioweza kuthibitisha asili ya bidhaa zao. Hilo, wanasema wataalamu, linaweza kushusha bei wanayopata wakulima ambao hawatakuwa wamesajiliwa.",
                    "SIGN: Mwandishi: Rehema Kiwelu",
                    "SIGN: Mhariri: Yusuf Salim",
                ],
                "nw-swahili-credit-lines-at-end",
                tags=["Kahawa", "Umoja wa Ulaya", "Tanzania"],
                lang="sw",
                kicker="Tanzania",
                ld_org=True,
                section="Africa",
                keywords="Tanzania, coffee, EU, deforestation",
            )
        )
        add(
            story(
                "persian",
                "/fa-ir/aludegi-hava-madares-va-edarat-tehran-ra-tatil-kard/a-71236012",
                "آلودگی هوا مدارس و ادارات تهران را تعطیل کرد",
                "2026-12-10",
                "2026-12-10T06:40:00.000Z",
                "2026-12-10 07:40",
                ["مریم رضایی"],
                [
                    "شاخص کیفیت هوا در تهران برای پنجمین روز پیاپی در وضعیت «ناسالم» قرار گرفت. استانداری تهران مدارس را غیرحضوری و ساعت کار ادارات را کاهش داد.",
                    "استانداری تهران روز پنجشنبه ۱۹ آذر اعلام کرد که همه مقاطع تحصیلی در تهران و ۱۲ شهرستان این استان تا پایان هفته به صورت غیرحضوری برگزار می‌شود. ادارات دولتی نیز با کاهش ساعت کاری تا ساعت ۱۰ صبح فعالیت می‌کنند.",
                    "میانگین شاخص کیفیت هوای تهران صبح پنجشنبه به ۱۸۷ رسید. به گفته شرکت کنترل کیفیت هوا، غلظت ذرات معلق کمتر از ۲٫۵ میکرون در برخی ایستگاه‌های جنوب شهر از مرز ۲۰۰ گذشت.",
                    "کارشناسان محیط زیست، علاوه بر وارونگی دما و نبود باد، سوزاندن مازوت در نیروگاه‌ها را یکی از عوامل اصلی آلودگی در ماه‌های سرد سال می‌دانند. با کاهش فشار گاز در زمستان، چند نیروگاه اطراف تهران به سوخت مایع روی آورده‌اند.",
                    "FIG: آلودگی هوای تهران | آسمان تهران در روز پنجشنبه از برج میلاد",
                    "## هشدار به گروه‌های حساس",
                    "وزارت بهداشت از سالمندان، کودکان، زنان باردار و بیماران قلبی و تنفسی خواست از تردد غیرضروری خودداری کنند. به گفته یک پزشک متخصص ریه در تهران، مراجعه بیماران با مشکلات تنفسی به درمانگاه‌ها در هفته گذشته حدود ۳۰ درصد افزایش یافته است.",
                    "بر اساس برآوردهای رسمی، آلودگی هوا سالانه در ایران با مرگ زودرس بیش از ۲۰ هزار نفر مرتبط است. فعالان محیط زیست می‌گویند تعطیلی مدارس و ادارات تنها یک راه‌حل موقت است و تا زمانی که کیفیت سوخت و خودروها بهبود نیابد، این وضعیت هر زمستان تکرار خواهد شد.",
                ],
                "nw-persian-rtl-no-inlanguage",
                tags=["آلودگی هوا", "تهران", "محیط زیست"],
                lang="fa",
                kicker="ایران",
                ld_author="Maryam Rezaei",
                no_inlanguage=True,
                section="Iran",
                keywords="Iran, Tehran, air pollution, schools",
            )
        )
        add(
            story(
                "brasil",
                "/pt-br/alemanha-anuncia-mais-80-milhoes-de-euros-para-o-fundo-amazonia/a-71232874",
                "Alemanha anuncia mais 80 milhões de euros para o Fundo Amazônia",
                "2026-12-09",
                "2026-12-09T17:10:00.000Z",
                "2026-12-09 18:10",
                ["Clara Nunes"],
                [
                    "Novo repasse foi confirmado em Berlim durante visita de uma delegação do governo brasileiro. Recursos devem financiar fiscalização e projetos de bioeconomia em comunidades da floresta.",
                    "O governo da Alemanha anunciou nesta quarta-feira (09/12) uma nova contribuição de 80 milhões de euros para o Fundo Amazônia, principal instrumento de financiamento de ações contra o desmatamento no Brasil. O anúncio foi feito em Berlim, após reunião entre a ministra alemã do Desenvolvimento, Annette Vogt, e representantes do Ministério do Meio Ambiente.",
                    "Com o novo repasse, a Alemanha passa a somar cerca de 300 milhões de euros em doações ao fundo desde 2010, atrás apenas da Noruega. O dinheiro é administrado pelo Banco Nacional de Desenvolvimento Econômico e Social (BNDES).",
                    "“A redução do desmatamento nos últimos dois anos mostra que o investimento faz diferença”, afirmou Vogt. Segundo dados do Instituto Nacional de Pesquisas Espaciais (Inpe), a área desmatada na Amazônia Legal caiu 11% entre agosto de 2025 e julho de 2026.",
                    "FIG: Floresta amazônica | Área de floresta às margens do rio Tapajós, no Pará",
                    "## Foco em fiscalização e bioeconomia",
                    "Parte dos recursos será destinada ao reforço das equipes de fiscalização do Ibama em municípios do Pará e do Amazonas. Outra parte deve financiar cooperativas que produzem açaí, castanha e óleos vegetais, com o objetivo de gerar renda sem derrubar a floresta.",
                    "Organizações ambientais elogiaram o anúncio, mas cobraram mais rapidez na liberação do dinheiro. Segundo a rede Floresta Viva, parte das doações anteriores ainda não chegou aos projetos selecionados.",
                    "Alemanha e Brasil também assinaram uma declaração de intenções para cooperar na recuperação de áreas degradadas no Cerrado.",
                ],
                "nw-brazil-portuguese",
                tags=["Amazônia", "Meio ambiente", "Alemanha"],
                lang="pt",
                kicker="Meio ambiente",
                ld_author="Clara Nunes",
                section="Brazil",
                keywords="Brazil, Amazon Fund, Germany, deforestation",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc, lang: str) -> str:
        url = self.url(doc.key)
        local = doc.stamp or doc.extra.get("local", "2026-12-10 09:00")
        title = f"{doc.title} – Nordwelle – {us_day(local)}"
        locale = {
            "ru": "ru_RU",
            "uk": "uk_UA",
            "es": "es_ES",
            "tr": "tr_TR",
            "hi": "hi_IN",
            "sw": "sw_TZ",
            "fa": "fa_IR",
            "pt": "pt_BR",
            "en": "en_US",
        }[lang]
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:locale" content="{locale}">',
            '<meta property="og:site_name" content="Nordwelle">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            '<meta name="twitter:site" content="@nordwelle_test">',
        ]
        if doc.key in CLUSTER:
            out.append(hreflang_links(self, {"ru": "ru", "uk": "uk", "es": "es", "tr": "tr"}))
        if doc.is_article:
            if doc.extra.get("ld_org"):
                author: object = {"@type": "Organization", "name": "Nordwelle", "url": ORIGIN}
            else:
                author = [{"@type": "Person", "name": n.strip()} for n in doc.extra["ld_author"].split(",")]
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": url,
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "inLanguage": lang,
                "author": author,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Nordwelle",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo-nordwelle.png"},
                },
                "image": [f"https://static.nordwelle.test/image/{doc.path.rsplit('-', 1)[-1]}_6.jpg"],
                "articleSection": doc.section,
                "keywords": doc.extra.get("keywords", ""),
                "isAccessibleForFree": True,
            }
            if doc.extra.get("no_inlanguage"):
                del ld["inLanguage"]
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.extra["line"],
                "uploadDate": doc.extra["iso"],
                "duration": "PT3M42S",
                "thumbnailUrl": f"https://static.nordwelle.test/image/{doc.path.rsplit('-', 1)[-1]}_6.jpg",
                "inLanguage": "pt-BR",
                "publisher": {"@type": "NewsMediaOrganization", "name": "Nordwelle"},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        html_lang = doc.extra.get("html_lang", "pt-BR" if lang == "pt" else lang)
        rtl = ' dir="rtl"' if lang == "fa" else ' dir="ltr"'
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in ui["nav"])  # type: ignore[union-attr]
        switch = " ".join(
            f'<a href="{p}" lang="{c}">{n}</a>'
            for c, p, n in (
                ("en", "/en/top-stories/s-9097", "English"),
                ("de", "/de/themen/s-9077", "Deutsch"),
                ("es", "/es/actualidad/s-30684", "Español"),
                ("fa", "/fa-ir/khabar/s-9993", "فارسی"),
                ("pt-BR", "/pt-br/noticias/s-7111", "Português do Brasil"),
                ("sw", "/sw/habari/s-11588", "Kiswahili"),
                ("tr", "/tr/gundem/s-10201", "Türkçe"),
                ("uk", "/uk/novyny/s-32263", "Українська"),
            )
        )
        switch += (
            " " + self.a("hifront", "हिन्दी", "nav", 'lang="hi"') + " " + self.a("home", "Русский", "nav", 'lang="ru"')
        )
        if lang in ("hi", "sw", "pt"):
            mr_head = "Most read"
            mostread = "".join(f'<li><a href="{p}" lang="en">{esc(t)}</a></li>' for p, t in EN_MOSTREAD)
        else:
            mr_head = str(ui["mostread"])
            items = [(p, t) for p, t, _ in RU_MORE[:3]] if lang == "ru" else []
            own = "".join(f"<li>{self.a(p, t, 'aside')}</li>" for p, t in items)
            if lang != "ru":
                own = f"<li>{self.a('ru', self.docs['ru'].title, 'aside')}</li>" + "".join(
                    f'<li><a href="{p}">{esc(t)}</a></li>' for p, t, _ in RU_MORE[3:5]
                )
            mostread = own
        home_link = self.a(str(ui["home"]), str(ui["service"]), "nav", 'class="service-name"')
        apollo = {
            "ROOT_QUERY": {
                "content": {"__ref": f"{'Article' if doc.is_article else 'Navigation'}:{doc.path.rsplit('-', 1)[-1]}"}
            },
            "lang": lang,
        }
        return f"""<!DOCTYPE html>
<html lang="{html_lang}"{rtl}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc, lang)}
<link rel="preload" href="https://static.nordwelle.test/fonts/noto-sans.woff2" as="font" crossorigin>
<link rel="stylesheet" href="/assets/main.4b1e93.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageLanguage":"{lang}","pageType":"{doc.kind}"}});</script>
</head>
<body class="lang-{lang}">
<div id="root">
<header class="sc-header">
<a class="logo" href="/" aria-label="Nordwelle"><svg width="60" height="40" aria-hidden="true"><use href="#nw-logo"></use></svg></a>
{home_link}
<nav class="sc-navigation"><ul>{nav}</ul></nav>
<div class="lang-switch"><button aria-expanded="false">{lang.upper()}</button><div class="lang-list">{switch} {self.a("langs", str(ui["all"]), "nav")}</div></div>
<a class="search-link" href="/{SLUG.get(lang, lang)}/search/" aria-label="Search">⌕</a>
</header>
<div class="ad-placeholder" data-slot="top"></div>
<main id="main-content">
{main}
<aside class="most-read"><h2>{esc(mr_head)}</h2><ol>{mostread}</ol></aside>
</main>
<footer class="sc-footer">
<div class="footer-links"><a href="/{SLUG.get(lang, lang)}/about/a-1">{esc(str(ui["about"]))}</a> <a href="/{lang}/contact/a-2">{esc(str(ui["contact"]))}</a> <a href="/{lang}/imprint/a-3">{esc(str(ui["imprint"]))}</a> <a href="/{lang}/privacy/a-4">{esc(str(ui["privacy"]))}</a> {self.a("langs", str(ui["all"]), "footer")}</div>
<div class="social"><a href="https://www.facebook.com/nordwelle.test">Facebook</a> <a href="https://x.com/nordwelle_test">X</a> <a href="https://www.youtube.com/@nordwelle_test">YouTube</a> <a href="https://t.me/nordwelle_test">Telegram</a> <a href="https://www.instagram.com/nordwelle.test">Instagram</a></div>
<p class="copyright">© 2026 Nordwelle</p>
</footer>
<div class="cookie-consent" role="dialog"><p>{esc(str(ui["cookie"]))}</p><button>{esc(str(ui["ok"]))}</button></div>
</div>
<script>window.__APOLLO_STATE__ = {json.dumps(apollo)};</script>
<script src="/assets/main.4b1e93.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc, ui: dict) -> str:
        if doc.extra.get("ld_org"):
            return ""
        names = []
        for n in doc.authors:
            if n == "Йонас Вебер" and doc.key == "ru":
                names.append(self.a("author", n, "byline"))
            else:
                slug = doc.extra["ld_author"].split(",")[len(names)].strip().lower().replace(" ", "-")
                names.append(
                    f'<a href="/{doc.path.split("/")[1]}/{slug}/person-{40123456 + 17 * len(names) + len(slug)}">{esc(n)}</a>'
                )
        return f'<div class="author-details"><span class="author-avatar" aria-hidden="true"></span>{" | ".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        lead, rest = doc.blocks[0], doc.blocks[1:]
        other = ""
        if doc.key in CLUSTER:
            names = {"ru": "Русский", "uk": "Українська", "es": "Español", "tr": "Türkçe"}
            other = (
                f'<div class="other-languages"><h3>{esc(str(ui["langs"]))}</h3>'
                + " · ".join(self.a(k, names[k], "related", f'lang="{k}"') for k in CLUSTER if k != doc.key)
                + "</div>"
            )
        related = []
        if doc.key == "ru":
            related = [
                self.a("topic", "Миграция в Германию", "tag"),
                self.a("search", "Все материалы по запросу «медсестры»", "related"),
            ]
        elif doc.key == "es":
            related = [
                '<a href="/es/alemania-busca-enfermeras-en-mexico/a-68854120">Alemania busca enfermeras en México</a>',
                self.a("notfound", "Cómo homologar un título en Alemania", "related"),
            ]
        elif doc.key == "brasil":
            related = [
                self.a("video", "A rotina de enfermeiras brasileiras em hospitais alemães", "related"),
                '<a href="/pt-br/fundo-amazonia-o-que-e/a-65012233">Fundo Amazônia: o que é e como funciona</a>',
            ]
        elif doc.key == "hindi":
            related = [
                self.a("hifront", "Nordwelle हिंदी: ताजा खबरें", "related"),
                f'<a href="{HI_MORE[0][0]}">{esc(HI_MORE[0][1])}</a>',
            ]
        else:
            related = [self.a("langs", "Nordwelle in 30 languages", "related")]
        rel_html = "".join(f'<div class="teaser">{r}</div>' for r in related)
        topics = " ".join(
            f'<a href="/{SLUG.get(lang, lang)}/{quote(t.lower().replace(" ", "-"))}/t-{38000000 + 7 * i + len(t)}">{esc(t)}</a>'
            for i, t in enumerate(doc.extra["tags"])
        )
        if doc.key == "ru":
            topics = self.a("topic", "Миграция в Германию", "tag") + " " + topics
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="article-main">
<header class="article-header">
<span class="kicker">{esc(doc.extra.get("kicker", ""))}</span>
<h1>{esc(doc.title)}</h1>
<div class="teaser-text"><p>{self.inline(lead[1])}</p></div>
<div class="article-meta">{self.byline(doc, ui)}<span class="publication-date"><time datetime="{doc.iso}">{day_text(lang, doc.stamp)}</time></span>
<div class="share"><span>{esc(str(ui["share"]))}</span> <a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="https://t.me/share/url?url={u}">Telegram</a></div></div>
</header>
<figure class="placeholder-image hero"><img src="https://static.nordwelle.test/image/{doc.path.rsplit("-", 1)[-1]}_6.jpg" alt="" width="940" height="529"><figcaption>Symbolbild · Foto: picture alliance</figcaption></figure>
<div class="rich-text">
{blocks_html(self, rest, fig=self.fig)}
</div>
{other}
<div class="topics"><h3>{esc(str(ui["topics"]))}</h3>{topics}</div>
<section class="related-content"><h2>{esc(str(ui["related"]))}</h2>{rel_html}</section>
<div class="ad-placeholder" data-slot="mid"></div>
</article>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="placeholder-image"><img src="https://static.nordwelle.test/image/{zlib.crc32(alt.encode()) % 9999991}_4.jpg" alt="{esc(alt)}" loading="lazy"><figcaption>{esc(cap)}</figcaption></figure>'

    def lang_attr(self, k: str) -> str:
        return f'lang="{self.lang(self.docs[k])}"'

    def teaser(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        lang = self.lang(d)
        return f'<div class="teaser"><img src="https://static.nordwelle.test/image/{d.path.rsplit("-", 1)[-1]}_3.jpg" alt="" loading="lazy"><span class="kicker">{esc(d.extra.get("kicker", ""))}</span><h3>{self.a(k, d.title, zone)}</h3><p>{esc(self.lede(d))}</p><span class="date">{day_text(lang, d.stamp)}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        cards = [self.teaser(k) for k in doc.extra["list"]]
        cards += [
            f'<div class="teaser"><img src="https://static.nordwelle.test/image/{p.rsplit("-", 1)[-1]}_3.jpg" alt="" loading="lazy"><h3><a href="{p}">{esc(t)}</a></h3><p>{esc(lede)}</p></div>'
            for p, t, lede in doc.extra.get("more_items", [])
        ]
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="person-profile"><img src="https://static.nordwelle.test/image/40123456_1.jpg" alt="{esc(doc.title)}" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["intro"])}</p><a href="https://x.com/jonasweber_test">@jonasweber_test</a></div>'
        elif doc.kind == "tag":
            head = f'<h1>{esc(doc.title)}</h1><p class="topic-intro">{esc(doc.extra["intro"])}</p>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/ru/search/"><input name="item" value="{SEARCH_Q}"><select name="languageCode"><option value="ru" selected>Русский</option><option value="uk">Українська</option></select><button>Искать</button></form><p>Найдено: 9 материалов</p>'
        elif doc.key == "home":
            extra = f'<section class="service-links"><h2>Разделы</h2>{self.a("ekonomika", "Экономика", "content")} · {self.a("topic", "Миграция в Германию", "content")} · {self.a("langs", "Nordwelle на 30 языках", "content")}</section>'
        elif doc.key == "hifront":
            extra = f'<section class="service-links"><h2>{UI["hi"]["video"]}</h2><a href="/hi/video/s-11130">Nordwelle हिंदी वीडियो</a> · {self.a("langs", "Nordwelle in 30 languages", "content")}</section>'
        pager = ""
        if doc.key == "ekonomika":
            pager = f'<nav class="pagination"><span aria-current="page">1</span> {self.a("ekonomika2", "2", "pagination")} <a href="/ru/ekonomika/s-30680?page=3">3</a> {self.a("ekonomika2", "Дальше", "pagination")}</nav>'
        elif doc.key == "ekonomika2":
            pager = f'<nav class="pagination">{self.a("ekonomika", "Назад", "pagination")} {self.a("ekonomika", "1", "pagination")} <span aria-current="page">2</span> <a href="/ru/ekonomika/s-30680?page=3">3</a></nav>'
        return f'<section class="content-block {doc.kind}" lang="{lang}">{head}<div class="teasers">{"".join(cards)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "language-picker":
            langs = [
                ("Deutsch", "/de/themen/s-9077"), ("English", "/en/top-stories/s-9097"), ("Español", "/es/actualidad/s-30684"),
                ("Français", "/fr/actualites/s-10261"), ("Português do Brasil", "/pt-br/noticias/s-7111"), ("Русский", "home"),
                ("Українська", "/uk/novyny/s-32263"), ("Türkçe", "/tr/gundem/s-10201"), ("فارسی", "/fa-ir/khabar/s-9993"),
                ("हिन्दी", "hifront"), ("Kiswahili", "/sw/habari/s-11588"), ("Polski", "/pl/serwis/s-11394"),
                ("العربية", "/ar/الرئيسية/s-9106"), ("Bahasa Indonesia", "/id/berita/s-11588"), ("中文", "/zh/在线报导/s-9058"),
                ("Hausa", "/ha/labarai/s-11603"), ("Amharic", "/am/ዜና/s-11646"), ("Bengali", "/bn/খবর/s-11929"),
            ]  # fmt: skip
            items = "".join(f"<li>{self.a(p, n, 'content')}</li>" for n, p in langs)
            featured = "".join(
                f'<li><span class="lang">{lab}</span> {self.a(k, self.docs[k].title, "content", self.lang_attr(k))}</li>'
                for k, lab in (
                    ("persian", "فارسی"),
                    ("swahili", "Kiswahili"),
                    ("brasil", "Português do Brasil"),
                    ("hindi", "हिन्दी"),
                    ("es", "Español"),
                    ("tr", "Türkçe"),
                )
            )
            return f"""<section class="language-picker"><h1>{esc(doc.title)}</h1>
<p>Nordwelle is Germany's international broadcaster. Our journalists in Bonn, Berlin and around the world report in 30 languages. Choose your language:</p>
<ul class="languages">{items}</ul>
<h2>Today in our language services</h2><ul class="featured">{featured}</ul>
</section>"""
        if doc.kind == "video":
            return f"""<section class="video-page"><div class="video-player"><video controls poster="https://static.nordwelle.test/image/71230455_6.jpg" preload="none"><source src="https://videos.nordwelle.test/pt-br/71230455_sd.mp4" type="video/mp4"></video></div>
<h1>{esc(doc.title)}</h1><p class="teaser-text">{esc(doc.extra["line"])}</p><span class="publication-date"><time datetime="{doc.extra["iso"]}">{day_text("pt", doc.extra["local"])}</time></span> <span class="duration">03:42</span>
<section class="related-content"><h2>Mais sobre o assunto</h2><div class="teaser">{self.a("brasil", self.docs["brasil"].title, "related")}</div></section></section>"""
        # soft 404, served with status 200
        popular = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("es",))
        return f"""<section class="error-page"><h1>{esc(doc.title)}</h1>
<p>Es posible que el enlace esté roto o que el artículo haya sido retirado. Pruebe nuestra búsqueda o visite la portada de Nordwelle en español.</p>
<p><a href="/es/actualidad/s-30684">Ir a la portada</a> · <a href="/es/search/">Buscar</a></p>
<h2>Le puede interesar</h2><ul>{popular}<li><a href="/es/que-pasa-con-la-economia-alemana/a-71220079">¿Qué le pasa a la economía alemana?</a></li></ul></section>"""
