# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Persian, Devanagari, Hangul, Cyrillic and typographic characters are deliberate)
"""Meridian World Service: a BBC World Service-like broadcaster in London on a **Simorgh**-like React front end
shared by every language service (`/persian/articles/c4g7zr2e1l8o`, topics `/persian/topics/c2dkx9m3v1rt` with
`?page=2`, `/persian/author/<slug>`, `/persian/search?q=`, emotion class names `bbc-1x2y3z e1abcd0`, a byline
`<section aria-labelledby="article-byline">` whose name and role are preceded by **visually hidden** "نویسنده،" /
"Автор," / "Role," words), UTF-8, London time, which in December is **UTC**.

Every `<title>` ends " - Meridian News فارسی" / "Русская служба" / "हिंदी" … (the English brand and the service's
own name). Dates: the Persian page prints a **Solar Hijri** day ("۱۸ آذر ۱۴۰۵"), the Hindi one a day in
**Devanagari digits** ("९ दिसंबर २०२६"); the others print **GMT** time stamps ("9 декабря 2026, 22:40 GMT"),
so the Russian ETIAS explainer is 9 Dec though it was 01:40 on 10 Dec in Moscow, and the Korean birth-rate story
is 9 Dec though it was 08:55 on 10 Dec in Seoul. The Ukrainian version of the ETIAS story (`hreflang` pair) prints
"Оновлено" (updated) beside its date. The `ReportageNewsArticle` JSON-LD names the **service** as author on every
page (the bylined reporter is only on the page), `inLanguage` is an English-named `Language` object, missing on the
Hindi and Korean pages and "en-GB" on the Turkish one. The Spanish explainer is credited "Redacción" (the desk).
The Ukrainian page's "most read" box is the Russian service's. Non-articles: the Persian home, the Iran topic and its
page 2, a water topic, an author page, a search, the TV schedule, the "news in 40 languages" picker and a Korean
soft 404."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, blocks_html, deva_digits, hreflang_links, jalali_text, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.meridiannews.test"
SEARCH_Q = "هامون"


def cls(name: str) -> str:
    """An emotion-style class pair, stable per name."""
    h = zlib.crc32(name.encode())
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    b36 = ""
    n = h
    while n:
        n, r = divmod(n, 36)
        b36 = digits[r] + b36
    return f"bbc-{b36[:7]} e{(h >> 5) % 0xFFFFFF:06x}0"


SVC: dict[str, dict[str, object]] = {
    "fa": {"svc": "persian", "imgsrc": "منبع تصویر، ", "capt": "توضیح تصویر، ", "brand": "Meridian News فارسی", "langname": "Persian", "author": "نویسنده،", "role": "شغل،", "info": "اطلاعات مطلب", "skip": "رفتن به محتوای اصلی", "related": "مطالب مرتبط", "mostread": "پربیننده‌ترین", "nav": [("home", "صفحه اول"), ("section", "ایران"), ("/persian/topics/c1afghanistan0", "افغانستان"), ("/persian/topics/c1world000000", "جهان"), ("schedule", "تلویزیون")], "footer": "چرا می‌توانید به مریدین اعتماد کنید", "copy": "© ۲۰۲۶ مریدین. مریدین مسئول محتوای سایت‌های دیگر نیست."},
    "ru": {"svc": "russian", "imgsrc": "Автор фото, ", "capt": "Подпись к фото, ", "brand": "Meridian News Русская служба", "langname": "Russian", "author": "Автор,", "role": "Должность,", "info": "Информация о статье", "skip": "Перейти к содержимому", "related": "Статьи по теме", "mostread": "Самое популярное", "nav": [("/russian", "Главная"), ("/russian/topics/c0russia0000", "Россия"), ("/russian/topics/c0ukraine000", "Украина"), ("/russian/topics/c0world00000", "В мире"), ("/russian/topics/c0explainers", "Объясняем")], "footer": "Почему вы можете доверять Meridian", "copy": "© 2026 Meridian. Meridian не несет ответственности за содержание сторонних сайтов."},
    "uk": {"svc": "ukrainian", "imgsrc": "Автор фото, ", "capt": "Підпис до фото, ", "brand": "Meridian News Україна", "langname": "Ukrainian", "author": "Автор,", "role": "Посада,", "info": "Інформація про статтю", "skip": "Перейти до змісту", "related": "Статті на цю ж тему", "mostread": "Найпопулярніше", "nav": [("/ukrainian", "Головна"), ("/ukrainian/topics/c1ukraine000", "Україна"), ("/ukrainian/topics/c1world00000", "Світ"), ("/ukrainian/topics/c1economy000", "Економіка")], "footer": "Чому ви можете довіряти Meridian", "copy": "© 2026 Meridian. Meridian не несе відповідальності за зміст зовнішніх сайтів."},
    "hi": {"svc": "hindi", "imgsrc": "इमेज स्रोत, ", "capt": "इमेज कैप्शन, ", "brand": "Meridian News हिंदी", "langname": "Hindi", "author": "लेखक,", "role": "पदनाम,", "info": "लेख की जानकारी", "skip": "सामग्री को स्किप करें", "related": "इससे जुड़ी ख़बरें", "mostread": "सबसे अधिक पढ़ी गईं", "nav": [("/hindi", "होम पेज"), ("/hindi/topics/c2india00000", "भारत"), ("/hindi/topics/c2world00000", "विदेश"), ("/hindi/topics/c2sport00000", "खेल")], "footer": "आप मेरिडियन पर भरोसा क्यों कर सकते हैं", "copy": "© 2026 Meridian. बाहरी साइटों की सामग्री के लिए मेरिडियन ज़िम्मेदार नहीं है."},
    "es": {"svc": "mundo", "imgsrc": "Fuente de la imagen, ", "capt": "Pie de foto, ", "brand": "Meridian News Mundo", "langname": "Spanish", "author": "Autor,", "role": "Título del autor,", "info": "Información del artículo", "skip": "Ir al contenido", "related": "Temas relacionados", "mostread": "Lo más visto", "nav": [("/mundo", "Noticias"), ("/mundo/topics/c3latam00000", "América Latina"), ("/mundo/topics/c3economia00", "Economía"), ("/mundo/topics/c3ciencia000", "Ciencia")], "footer": "Por qué puedes confiar en Meridian", "copy": "© 2026 Meridian. Meridian no se hace responsable del contenido de sitios externos."},
    "tr": {"svc": "turkce", "imgsrc": "Fotoğraf kaynağı, ", "capt": "Fotoğraf altyazısı, ", "brand": "Meridian News Türkçe", "langname": "Turkish", "author": "Yazan,", "role": "Unvan,", "info": "Makale bilgisi", "skip": "İçeriğe geç", "related": "İlgili haberler", "mostread": "En çok okunanlar", "nav": [("/turkce", "Haberler"), ("/turkce/topics/c4turkiye000", "Türkiye"), ("/turkce/topics/c4dunya00000", "Dünya"), ("/turkce/topics/c4ekonomi000", "Ekonomi")], "footer": "Meridian’e neden güvenebilirsiniz", "copy": "© 2026 Meridian. Meridian harici sitelerin içeriğinden sorumlu değildir."},
    "ko": {"svc": "korean", "imgsrc": "사진 출처, ", "capt": "사진 설명, ", "brand": "Meridian News 코리아", "langname": "Korean", "author": "기자,", "role": "기자 정보,", "info": "기사 정보", "skip": "본문 바로가기", "related": "관련 기사", "mostread": "많이 본 뉴스", "nav": [("/korean", "뉴스"), ("/korean/topics/c5korea00000", "한국"), ("/korean/topics/c5nk00000000", "북한"), ("/korean/topics/c5world00000", "국제")], "footer": "Meridian을 신뢰할 수 있는 이유", "copy": "© 2026 Meridian. Meridian은 외부 사이트의 콘텐츠에 책임을 지지 않습니다."},
    "vi": {"svc": "vietnamese", "imgsrc": "Nguồn hình ảnh, ", "capt": "Chụp lại hình ảnh, ", "brand": "Meridian News Tiếng Việt", "langname": "Vietnamese", "author": "Tác giả,", "role": "Vai trò,", "info": "Thông tin bài viết", "skip": "Chuyển đến nội dung", "related": "Bài liên quan", "mostread": "Đọc nhiều nhất", "nav": [("/vietnamese", "Trang chủ"), ("/vietnamese/topics/c6vietnam000", "Việt Nam"), ("/vietnamese/topics/c6world00000", "Thế giới"), ("/vietnamese/topics/c6asia000000", "Châu Á")], "footer": "Tại sao bạn có thể tin tưởng Meridian", "copy": "© 2026 Meridian. Meridian không chịu trách nhiệm về nội dung các trang bên ngoài."},
    "en": {"svc": "ws", "imgsrc": "Image source, ", "capt": "Image caption, ", "brand": "Meridian World Service", "langname": "English", "author": "Author,", "role": "Role,", "info": "Article information", "skip": "Skip to content", "related": "Related", "mostread": "Most read", "nav": [("/news", "News"), ("/news/world", "World"), ("/ws/languages", "Languages")], "footer": "Why you can trust Meridian", "copy": "© 2026 Meridian. Meridian is not responsible for the content of external sites."},
}  # fmt: skip

RU_MOSTREAD = [
    ("/russian/articles/c7x2k9v1d4mo", "Почему в Москве подорожала гречка: объясняем"),
    ("/russian/articles/c9p1r3t8q6zo", "Что известно о новых санкциях ЕС против российских банков"),
    ("/russian/articles/c2m8n5w0e7lo", "«Мы живем без горячей воды третью неделю»: репортаж из Подмосковья"),
]
FA_MORE = [
    (
        "/persian/articles/c1n8ywq2x3ro",
        "نرخ تورم نقطه به نقطه در آبان از ۴۰ درصد گذشت",
        "مرکز آمار ایران نرخ تورم آبان را اعلام کرد.",
    ),
    (
        "/persian/articles/c3dz5k7m0l9o",
        "اخراج گسترده مهاجران افغان از ایران؛ روایت خانواده‌هایی که برگشتند",
        "ده‌ها هزار نفر در یک ماه از مرز دوغارون بازگشتند.",
    ),
    (
        "/persian/articles/c8v6j2p4h1wo",
        "زلزله ۵٫۱ ریشتری در کرمان خسارت جانی نداشت",
        "هلال احمر از اعزام تیم‌های ارزیاب خبر داد.",
    ),
    (
        "/persian/articles/c5q0t9r2b7xo",
        "چرا قیمت تخم‌مرغ در ایران دو برابر شد؟",
        "تولیدکنندگان از گرانی نهاده‌ها می‌گویند.",
    ),
]
MONTHS = {
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "tr": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
}  # fmt: skip


def printed(lang: str, utc: str, with_time: bool = True) -> str:
    """The date a service prints; the time, when printed, is GMT."""
    day, time = utc.split()
    y, m, d = (int(x) for x in day.split("-"))
    if lang == "fa":
        return jalali_text(day)
    if lang == "hi":
        return deva_digits(f"{d} {MONTHS['hi'][m - 1]} {y}")
    if lang == "ko":
        out = f"{y}년 {m}월 {d}일"
    elif lang == "vi":
        out = f"{d} tháng {m} năm {y}"
    else:
        out = f"{d} {MONTHS[lang][m - 1]} {y}"
    return f"{out}, {time} GMT" if with_time else out


class Meridian(Base):
    origin = ORIGIN
    name = "Meridian World Service"
    prefix = "mws"
    language = "fa"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mws",
            [
                "." + cls("header").split()[0],
                "." + cls("nav").split()[0],
                "." + cls("h1").split()[0],
                "." + cls("p").split()[0],
                "." + cls("byline").split()[0],
                "." + cls("time").split()[0],
                "." + cls("promo").split()[0],
                "." + cls("mostread").split()[0],
                "." + cls("footer").split()[0],
                ".visually-hidden",
            ],
            280,
        )

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "fa")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/persian",
                "home",
                "Meridian News فارسی",
                "simorgh-service-home",
                list=["helmand"],
                more_items=FA_MORE,
                lang="fa",
            )
        )
        add(
            page(
                "section",
                "/persian/topics/c2dkx9m3v1rt",
                "section",
                "ایران",
                "simorgh-topic-front",
                list=["helmand"],
                more_items=FA_MORE[:3],
                lang="fa",
            )
        )
        add(
            page(
                "section2",
                "/persian/topics/c2dkx9m3v1rt?page=2",
                "section",
                "ایران",
                "simorgh-topic-page2",
                list=[],
                more_items=FA_MORE[1:],
                lang="fa",
            )
        )
        add(
            page(
                "tag",
                "/persian/topics/c9wpm0en9jdt",
                "tag",
                "آب و خشکسالی",
                "simorgh-topic-tag",
                list=["helmand"],
                more_items=FA_MORE[3:],
                lang="fa",
            )
        )
        add(
            page(
                "author",
                "/persian/author/sara-ahmadi",
                "author",
                "سارا احمدی",
                "simorgh-author-page",
                list=["helmand"],
                more_items=FA_MORE[1:2],
                lang="fa",
                intro="سارا احمدی خبرنگار مریدین فارسی در لندن است و درباره محیط زیست، آب و مهاجرت گزارش تهیه می‌کند.",
            )
        )
        add(
            page(
                "search",
                "/persian/search?q=" + quote(SEARCH_Q),
                "search",
                f"نتایج جستجو برای «{SEARCH_Q}»",
                "simorgh-search",
                list=["helmand"],
                more_items=FA_MORE[2:3],
                lang="fa",
            )
        )
        add(
            page(
                "schedule",
                "/persian/tv-and-radio-schedule",
                "schedule",
                "جدول پخش برنامه‌های تلویزیون مریدین فارسی",
                "simorgh-tv-schedule",
                lang="fa",
            )
        )
        add(
            page(
                "langs",
                "/ws/languages",
                "language-picker",
                "Meridian World Service: news in 40 languages",
                "simorgh-language-picker",
                lang="en",
            )
        )
        add(
            page(
                "notfound",
                "/korean/articles/c000000000ko",
                "soft-404",
                "페이지를 찾을 수 없습니다",
                "simorgh-soft-404-ko",
                lang="ko",
            )
        )

        add(
            story(
                "helmand",
                "/persian/articles/c4g7zr2e1l8o",
                "حقابه هیرمند؛ دریاچه هامون برای سومین سال پیاپی خشک ماند",
                "2026-12-09",
                "2026-12-09T06:12:44.000Z",
                "2026-12-09 06:12",
                ["سارا احمدی"],
                [
                    "تصاویر ماهواره‌ای تازه نشان می‌دهد که دریاچه هامون در مرز ایران و افغانستان، برای سومین سال پیاپی تقریباً به طور کامل خشک مانده است. مقام‌های استان سیستان و بلوچستان می‌گویند امسال کمتر از یک‌دهم حقابه ایران از رودخانه هیرمند به این منطقه رسیده است.",
                    "بر اساس معاهده آب هیرمند که در سال ۱۳۵۱ میان دو کشور امضا شد، افغانستان موظف است سالانه ۸۲۰ میلیون متر مکعب آب به ایران بدهد. طالبان می‌گویند خشکسالی و کاهش بارش‌ها باعث شده آب کافی در رودخانه وجود نداشته باشد.",
                    "FIG: بستر خشک دریاچه هامون | بستر خشک دریاچه هامون در نزدیکی زابل، آذر ۱۴۰۵",
                    "## مهاجرت از زابل",
                    "خشک شدن هامون پیامدهای گسترده‌ای برای ساکنان منطقه سیستان داشته است. به گفته یک عضو شورای شهر زابل، در ده سال گذشته ده‌ها روستا در اطراف دریاچه خالی از سکنه شده‌اند و بسیاری از خانواده‌ها به مشهد، کرمان و شهرهای دیگر مهاجرت کرده‌اند.",
                    "طوفان‌های گرد و غبار که از بستر خشک دریاچه برمی‌خیزند، هر سال هزاران نفر را راهی بیمارستان می‌کنند. یک پزشک در زابل به مریدین گفت که در روزهای طوفانی، بخش اورژانس بیمارستان شهر با کمبود اکسیژن و تخت روبه‌رو می‌شود.",
                    "کارشناسان آب می‌گویند ساخت سد کمال‌خان در ولایت نیمروز افغانستان جریان آب به سمت ایران را بیش از پیش کاهش داده است. مقام‌های ایرانی بارها خواستار بازدید کارشناسان دو کشور از این سد شده‌اند.",
                ],
                "simorgh-persian-solar-hijri-hidden-byline-labels",
                lang="fa",
                role="Meridian News فارسی",
                ld_lang=True,
            )
        )
        etias_ru = [
            "Европейская комиссия объявила, что система электронных разрешений на въезд ETIAS заработает 5 апреля 2027 года. С этого дня граждане более чем 60 стран, которым не нужна шенгенская виза, должны будут заранее получать разрешение на поездку в страны ЕС.",
            "## Кого это касается",
            "Разрешение понадобится гражданам стран с безвизовым режимом — в том числе Украины, Молдовы, Грузии, Великобритании и США. Граждан России, которым для въезда нужна шенгенская виза, новые правила напрямую не затрагивают.",
            "## Сколько это стоит",
            "Разрешение будет стоить 20 евро и действовать три года или до окончания срока действия паспорта. Для заявителей младше 18 и старше 70 лет оно будет бесплатным.",
            "Заявку нужно подавать на официальном сайте или в мобильном приложении ЕС. В большинстве случаев ответ придет в течение нескольких минут, но Еврокомиссия советует подавать документы не позднее чем за месяц до поездки.",
            "Что понадобится для заявки:",
            "- действующий биометрический паспорт;",
            "- адрес электронной почты;",
            "- банковская карта для оплаты сбора;",
            "- сведения об образовании, работе и судимостях.",
            "В первые шесть месяцев после запуска будет действовать переходный период: пограничники не будут отказывать во въезде путешественникам без разрешения, если те впервые едут в ЕС после старта системы.",
        ]
        etias_uk = [
            "Європейська комісія оголосила, що система електронних дозволів на в’їзд ETIAS запрацює 5 квітня 2027 року. Відтоді громадяни понад 60 країн, яким не потрібна шенгенська віза, мають заздалегідь отримувати дозвіл на поїздку до країн ЄС.",
            "## Кого це стосується",
            "Дозвіл знадобиться громадянам країн із безвізовим режимом — зокрема України, Молдови, Грузії, Великої Британії та США. На українців, які мають тимчасовий захист або посвідку на проживання в країні ЄС, нові правила не поширюються.",
            "## Скільки це коштує",
            "Дозвіл коштуватиме 20 євро і діятиме три роки або до закінчення строку дії паспорта. Для заявників, молодших за 18 і старших за 70 років, він буде безкоштовним.",
            "Заявку треба подавати на офіційному сайті або в мобільному застосунку ЄС. У більшості випадків відповідь надійде за кілька хвилин, але Єврокомісія радить подавати документи щонайменше за місяць до поїздки.",
            "Що знадобиться для заявки:",
            "- чинний біометричний паспорт;",
            "- адреса електронної пошти;",
            "- банківська картка для оплати збору;",
            "- відомості про освіту, роботу та судимості.",
            "Перші шість місяців після запуску діятиме перехідний період: прикордонники не відмовлятимуть у в’їзді мандрівникам без дозволу, якщо ті вперше їдуть до ЄС після старту системи.",
        ]
        add(
            story(
                "etias_ru",
                "/russian/articles/c8e2wq7n5p3o",
                "ЕС назвал дату запуска ETIAS: что нужно знать путешественникам",
                "2026-12-09",
                "2026-12-09T22:40:00.000Z",
                "2026-12-09 22:40",
                ["Ольга Иванова"],
                etias_ru,
                "simorgh-russian-gmt-late-evening-list",
                lang="ru",
                role="Meridian News Русская служба",
                ld_lang=True,
            )
        )
        add(
            story(
                "etias_uk",
                "/ukrainian/articles/c8e2wq7n5p4o",
                "ЄС назвав дату запуску ETIAS: що треба знати українцям",
                "2026-12-10",
                "2026-12-10T07:15:00.000Z",
                "2026-12-10 07:15",
                ["Ольга Іванова"],
                etias_uk,
                "simorgh-ukrainian-updated-russian-most-read",
                lang="uk",
                role="Meridian News Україна",
                ld_lang=True,
                updated="2026-12-10 11:30",
            )
        )
        add(
            story(
                "delhi",
                "/hindi/articles/c0l9m4x8k2vo",
                "दिल्ली में प्रदूषण: ग्रैप का चौथा चरण लागू, स्कूलों में ऑनलाइन पढ़ाई",
                "2026-12-09",
                "2026-12-09T04:30:00.000Z",
                "2026-12-09 04:30",
                ["सुनील यादव"],
                [
                    "दिल्ली में वायु गुणवत्ता सूचकांक (AQI) मंगलवार रात 450 के पार पहुंचने के बाद वायु गुणवत्ता प्रबंधन आयोग ने ग्रेडेड रिस्पॉन्स एक्शन प्लान (ग्रैप) का चौथा चरण लागू कर दिया है।",
                    "इसके तहत दिल्ली में ट्रकों के प्रवेश पर रोक लगा दी गई है, निर्माण और तोड़फोड़ के सभी काम बंद कर दिए गए हैं और दसवीं तथा बारहवीं को छोड़कर सभी कक्षाओं की पढ़ाई ऑनलाइन करने का निर्देश दिया गया है।",
                    "FIG: दिल्ली में धुंध | मंगलवार सुबह इंडिया गेट के आसपास छाई धुंध",
                    "## अस्पतालों में बढ़े मरीज़",
                    "दिल्ली के कई सरकारी अस्पतालों में सांस की तकलीफ़ वाले मरीज़ों की संख्या बढ़ी है। एक वरिष्ठ डॉक्टर ने मेरिडियन हिंदी को बताया कि पिछले एक हफ़्ते में ओपीडी में आने वाले ऐसे मरीज़ों की संख्या में करीब 25 फ़ीसदी की बढ़ोतरी हुई है।",
                    "पूर्वी दिल्ली में रहने वाली 34 वर्षीय नेहा गुप्ता कहती हैं, “मेरे बेटे को हर सर्दी में खांसी रहती है। हम खिड़कियां बंद रखते हैं, फिर भी घर के अंदर धुआं महसूस होता है।”",
                    "## पराली और मौसम",
                    "विशेषज्ञों के मुताबिक़ हवा की धीमी गति, गिरता तापमान और पड़ोसी राज्यों में पराली जलाने की घटनाएं प्रदूषण बढ़ने की मुख्य वजहें हैं। हालांकि इस साल पंजाब में पराली जलाने के मामले पिछले साल के मुक़ाबले कम दर्ज किए गए हैं।",
                    "मौसम विभाग का अनुमान है कि अगले दो दिनों तक हवा की रफ़्तार में ख़ास बदलाव नहीं होगा, जिससे लोगों को फ़िलहाल राहत मिलने की उम्मीद कम है।",
                ],
                "simorgh-hindi-devanagari-digits-no-inlanguage",
                lang="hi",
                role="मेरिडियन हिंदी के लिए, दिल्ली से",
            )
        )
        add(
            story(
                "coffee",
                "/mundo/articles/c3j7v1q9w2eo",
                "Por qué el precio del café está en máximos históricos (y qué significa para los productores de América Latina)",
                "2026-12-09",
                "2026-12-09T15:20:00.000Z",
                "2026-12-09 15:20",
                [],
                [
                    "El precio internacional del café arábica alcanzó esta semana su nivel más alto en casi cinco décadas, por encima de los 4 dólares por libra en la bolsa de Nueva York.",
                    "Detrás del alza hay una combinación de factores: sequías en Brasil, el mayor productor del mundo, lluvias irregulares en Vietnam y el aumento del consumo en Asia.",
                    "## Brasil, en el centro",
                    "La cosecha brasileña de 2026 fue menor de lo esperado por segunda temporada consecutiva. Según la Compañía Nacional de Abastecimiento (Conab), la producción de arábica cayó cerca de un 8 % respecto al año anterior.",
                    "## ¿Ganan los pequeños productores?",
                    "En teoría, los precios altos deberían beneficiar a los caficultores. Pero muchos pequeños productores de Colombia, Honduras y Perú vendieron su cosecha por adelantado, a precios fijados meses atrás.",
                    "“Cuando el precio sube, el que gana es el intermediario. Nosotros ya habíamos vendido”, explica Rosa Elvira Gómez, productora de café en el departamento del Huila, en Colombia.",
                    "FIG: Recolección de café | Una recolectora de café en una finca del Huila, Colombia.",
                    "## ¿Subirá el café en el supermercado?",
                    "Los analistas prevén que el aumento llegue al consumidor en los próximos meses. Varias de las grandes tostadoras europeas y estadounidenses ya anunciaron subidas de entre el 10 % y el 20 % en sus precios.",
                ],
                "simorgh-mundo-desk-credit-redaccion",
                lang="es",
                credit="Redacción",
                role="Meridian News Mundo",
                ld_lang=True,
            )
        )
        add(
            story(
                "istanbul",
                "/turkce/articles/c6r2n8m4t1yo",
                "İstanbul’da kentsel dönüşüm: ‘Evimizi yıktılar ama yenisi hâlâ yok’",
                "2026-12-10",
                "2026-12-10T06:05:00.000Z",
                "2026-12-10 06:05",
                ["Selin Aydın"],
                [
                    "İstanbul’da olası bir depreme karşı başlatılan kentsel dönüşüm projelerinde binlerce hak sahibi, yıkılan evlerinin yerine yapılacak konutları yıllardır bekliyor.",
                    "Çevre, Şehircilik ve İklim Değişikliği Bakanlığı verilerine göre kentte son beş yılda riskli bulunan yaklaşık 120 bin bağımsız birim yıkıldı. Ancak bunların önemli bir kısmında inşaat henüz tamamlanmadı.",
                    "Kadıköy’de oturduğu apartman 2022’de yıkılan 67 yaşındaki Nermin Çelik, o tarihten bu yana kirada yaşıyor. “Müteahhit iflas etti, inşaat yarım kaldı. Her ay kira ödüyoruz, ne zaman döneceğimizi bilmiyoruz” diyor.",
                    "## Kira yardımı yetmiyor",
                    "Hak sahiplerine dönüşüm süresince devlet tarafından kira yardımı yapılıyor. Ancak bu yardım, İstanbul’daki kira artışlarının çok gerisinde kalıyor.",
                    "Şehir plancıları, sürecin yalnızca bina bina değil, mahalle ölçeğinde planlanması gerektiğini vurguluyor. İstanbul Teknik Üniversitesi’nden bir öğretim üyesi, “Tek tek binaları yenilemek deprem riskini azaltsa da kentin altyapı sorunlarını çözmüyor” dedi.",
                ],
                "simorgh-turkish-inlanguage-en-gb",
                lang="tr",
                role="Meridian News Türkçe, İstanbul",
                ld_lang="en-GB",
            )
        )
        add(
            story(
                "births",
                "/korean/articles/c1w5k8p3z6qo",
                "한국 출생아 수 2년 연속 증가…“결혼 늘어난 영향”",
                "2026-12-09",
                "2026-12-09T23:55:00.000Z",
                "2026-12-09 23:55",
                ["정유진"],
                [
                    "한국의 출생아 수가 2년 연속 늘어난 것으로 나타났습니다. 통계청이 9일 발표한 인구동향에 따르면 올해 1월부터 10월까지 태어난 아기는 모두 20만 8천여 명으로, 지난해 같은 기간보다 6.1% 증가했습니다.",
                    "합계출산율도 0.80명 안팎으로 오를 것으로 예상돼, 2015년 이후 처음으로 2년 연속 반등할 가능성이 커졌습니다. 다만 여전히 경제협력개발기구(OECD) 회원국 가운데 가장 낮은 수준입니다.",
                    "## 코로나 이후 결혼 증가 영향",
                    "전문가들은 코로나19 대유행 기간 미뤄졌던 결혼이 2023년 이후 크게 늘어난 것을 출생아 증가의 주요 원인으로 꼽습니다. 1990년대 초반에 태어난 이른바 ‘에코붐 세대’가 30대 초반에 접어든 것도 영향을 미쳤습니다.",
                    "서울의 한 대학에서 인구학을 가르치는 교수는 Meridian과의 인터뷰에서 “최근 반등은 반가운 신호지만, 구조적인 추세가 바뀌었다고 보기는 이르다”며 “주거비와 일·가정 양립 문제가 해결되지 않으면 다시 감소할 수 있다”고 말했습니다.",
                    "정부는 내년부터 육아휴직 급여 상한을 올리고 신혼부부 주택 공급을 늘리는 등 저출생 대책을 확대할 계획입니다.",
                ],
                "simorgh-korean-gmt-date-before-seoul-day",
                lang="ko",
                role="Meridian News 코리아",
            )
        )
        add(
            story(
                "thai",
                "/vietnamese/articles/c7t4m1x9n2ro",
                "Thái Lan siết quy định với lao động nước ngoài, hàng nghìn người Việt lo lắng",
                "2026-12-09",
                "2026-12-09T11:40:00.000Z",
                "2026-12-09 11:40",
                ["Trần Quang Minh"],
                [
                    "Chính phủ Thái Lan vừa thông qua quy định mới yêu cầu tất cả lao động nước ngoài phải đăng ký lại giấy phép lao động trước ngày 31/3/2027, nếu không sẽ bị phạt hoặc trục xuất.",
                    "Theo ước tính của các tổ chức hỗ trợ người di cư, có khoảng 50.000 người Việt đang làm việc tại Thái Lan, phần lớn trong các ngành xây dựng, nhà hàng và buôn bán nhỏ, nhiều người không có giấy tờ hợp lệ.",
                    "Chị Lê Thị Hoa, 38 tuổi, quê Nghệ An, bán hàng ở một khu chợ tại Bangkok đã tám năm. “Tôi muốn làm giấy tờ đàng hoàng nhưng thủ tục rất phức tạp, lại phải nhờ môi giới mất nhiều tiền”, chị nói với Meridian.",
                    "## Cơ hội hợp thức hóa",
                    "Bộ Lao động Thái Lan cho biết quy định mới cũng mở ra cơ hội để lao động không giấy tờ được hợp thức hóa nếu có người sử dụng lao động bảo lãnh. Tuy nhiên, các tổ chức phi chính phủ cảnh báo nhiều người lao động tự do sẽ khó đáp ứng điều kiện này.",
                    "Đại sứ quán Việt Nam tại Bangkok khuyến cáo công dân theo dõi thông tin chính thức và cảnh giác với các dịch vụ làm giấy tờ không rõ nguồn gốc.",
                ],
                "simorgh-vietnamese-role-with-city",
                lang="vi",
                role="Meridian News Tiếng Việt, Bangkok",
                ld_lang=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        lang = self.lang(doc)
        sv = SVC[lang]
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - {sv['brand']}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{esc(str(sv["brand"]))}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{ {"fa": "fa_IR", "ru": "ru_RU", "uk": "uk_UA", "hi": "hi_IN", "es": "es_LA", "tr": "tr_TR", "ko": "ko_KR", "vi": "vi_VN", "en": "en_GB"}[lang] }">',
            f'<meta name="twitter:site" content="@meridian_{sv["svc"]}">',
        ]
        if doc.key in ("etias_ru", "etias_uk"):
            out.append(hreflang_links(self, {"ru": "etias_ru", "uk": "etias_uk"}))
        if doc.is_article:
            ld: dict = {
                "@type": "ReportageNewsArticle",
                "url": url,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": sv["brand"],
                    "publishingPrinciples": f"{ORIGIN}/{sv['svc']}/institutional-50000000",
                    "logo": {
                        "@type": "ImageObject",
                        "width": 1024,
                        "height": 576,
                        "url": f"{ORIGIN}/{sv['svc']}/images/icons/icon-1024x576.png",
                    },
                },
                "image": {
                    "@type": "ImageObject",
                    "width": 1024,
                    "height": 576,
                    "url": f"https://ichef.meridiannews.test/news/1024/branded_{sv['svc']}/{doc.path.rsplit('/', 1)[-1]}.jpg",
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": url, "name": doc.title},
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.iso
                if not doc.extra.get("updated")
                else doc.extra["updated"].replace(" ", "T") + ":00.000Z",
                "author": {
                    "@type": "NewsMediaOrganization",
                    "name": sv["brand"],
                    "noBylinesPolicy": f"{ORIGIN}/{sv['svc']}/institutional-50000001",
                },
            }
            if doc.extra.get("ld_lang") is True:
                ld["inLanguage"] = {"@type": "Language", "name": sv["langname"], "alternateName": lang}
            elif doc.extra.get("ld_lang"):
                ld["inLanguage"] = doc.extra["ld_lang"]
            out.append(
                f'<script type="application/ld+json">{json.dumps({"@context": "http://schema.org", "@graph": [ld]}, ensure_ascii=False)}</script>'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        sv = SVC[lang]
        rtl = ' dir="rtl"' if lang == "fa" else ' dir="ltr"'
        nav = "".join(f'<li class="{cls("navitem")}">{self.a(k, t, "nav")}</li>' for k, t in sv["nav"])  # type: ignore[union-attr]
        if lang == "uk":
            mr_head = SVC["ru"]["mostread"]
            mr = "".join(
                f'<li class="{cls("mritem")}"><span class="{cls("rank")}">{i}</span><a href="{p}" lang="ru">{esc(t)}</a></li>'
                for i, (p, t) in enumerate(RU_MOSTREAD, 1)
            )
        elif lang == "fa":
            mr_head = sv["mostread"]
            mr = (
                f'<li class="{cls("mritem")}"><span class="{cls("rank")}">۱</span>{self.a("helmand", self.docs["helmand"].title, "aside")}</li>'
                + "".join(
                    f'<li class="{cls("mritem")}"><span class="{cls("rank")}">{"۲۳۴۵"[i]}</span><a href="{p}">{esc(t)}</a></li>'
                    for i, (p, t, _) in enumerate(FA_MORE[:3])
                )
            )
        else:
            mr_head = sv["mostread"]
            mr = f'<li class="{cls("mritem")}"><span class="{cls("rank")}">1</span>{self.a("langs", "Meridian World Service: news in 40 languages", "aside")}</li>'
        svc = str(sv["svc"])
        brand = (
            self.a("home", str(sv["brand"]), "nav", f'class="{cls("brand")}"')
            if lang == "fa"
            else f'<a class="{cls("brand")}" href="/{svc}">{esc(str(sv["brand"]))}</a>'
        )
        data = {"pageType": "article" if doc.is_article else doc.kind, "service": svc, "language": lang, "isAmp": False}
        return f"""<!DOCTYPE html>
<html lang="{lang}"{rtl} class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://ichef.meridiannews.test" crossorigin>
<style>/*PAD*/</style>
</head>
<body>
<div id="root">
<header role="banner" class="{cls("header")}">
<a href="#content" class="{cls("skip")}">{esc(str(sv["skip"]))}</a>
<div class="{cls("brandwrap")}">{brand}</div>
<nav role="navigation" class="{cls("nav")}"><ul role="list">{nav}</ul></nav>
</header>
<div class="{cls("consent")}" role="region" aria-label="cookies"><p>We use cookies to give you the best online experience. Please let us know if you agree to all of these cookies.</p><button>Yes, I agree</button> <a href="/usingthebbc/cookies">No, take me to settings</a></div>
<main role="main" class="{cls("main")}">
{main}
<section aria-labelledby="Most-Read" class="{cls("mostread")}"><h2 id="Most-Read" class="{cls("mrhead")}">{esc(str(mr_head))}</h2><ol role="list">{mr}</ol></section>
</main>
<footer role="contentinfo" class="{cls("footer")}">
<a href="/{svc}/institutional-50000002">{esc(str(sv["footer"]))}</a>
<ul role="list" class="{cls("footerlinks")}"><li><a href="/usingthebbc/terms">Terms of Use</a></li><li><a href="/aboutthebbc">About Meridian</a></li><li><a href="/usingthebbc/privacy">Privacy Policy</a></li><li><a href="/usingthebbc/cookies">Cookies</a></li><li>{self.a("langs", "Languages", "footer")}</li></ul>
<p class="{cls("copy")}">{esc(str(sv["copy"]))}</p>
</footer>
</div>
<script>window.SIMORGH_DATA={json.dumps(data)}</script>
<script src="/static/js/main-6c1f0b.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        sv = SVC[lang]
        names = []
        who = doc.authors or [doc.extra.get("credit", "")]
        for n in who:
            shown = self.a("author", n, "byline") if doc.key == "helmand" else esc(n)
            names.append(
                f'<li class="{cls("bylineitem")}"><span role="text"><span class="visually-hidden">{esc(str(sv["author"]))}</span><span class="{cls("bylinename")}">{shown}</span></span></li>'
            )
        names.append(
            f'<li class="{cls("bylineitem")}"><span role="text"><span class="visually-hidden">{esc(str(sv["role"]))}</span><span class="{cls("bylinerole")}">{esc(doc.extra["role"])}</span></span></li>'
        )
        utc = doc.stamp
        with_time = lang not in ("fa", "hi")
        date_html = f'<time datetime="{doc.stamp.split()[0] if not with_time else doc.iso}" class="{cls("time")}">{printed(lang, utc, with_time)}</time>'
        if doc.extra.get("updated"):
            date_html += f' <span class="{cls("updated")}">Оновлено <time datetime="{doc.extra["updated"].replace(" ", "T")}:00.000Z">{printed(lang, doc.extra["updated"])}</time></span>'
        body = blocks_html(
            self, doc.blocks, p_tag=f'<p dir="{"rtl" if lang == "fa" else "ltr"}" class="{cls("p")}">', fig=self.fig
        )
        related = self.related(doc)
        return f"""<div class="{cls("grid")}">
<div class="{cls("primary")}">
<h1 id="content" class="{cls("h1")}" tabindex="-1">{esc(doc.title)}</h1>
<section aria-labelledby="article-byline" role="region" class="{cls("byline")}"><h2 id="article-byline" class="visually-hidden">{esc(str(sv["info"]))}</h2><ul role="list">{"".join(names)}</ul>
<div class="{cls("timestamp")}">{date_html}</div></section>
<figure class="{cls("leadfig")}"><img src="https://ichef.meridiannews.test/ace/ws/640/cpsprodpb/{doc.path.rsplit("/", 1)[-1]}.jpg.webp" alt="" width="640" height="360"><p class="{cls("copyright")}" role="text"><span class="visually-hidden">{esc(str(sv["imgsrc"]))}</span>Getty Images</p></figure>
<div class="{cls("body")}">
{body}
</div>
<section aria-labelledby="related-content-heading" class="{cls("related")}"><h2 id="related-content-heading">{esc(str(sv["related"]))}</h2><ul role="list">{related}</ul></section>
</div>
</div>"""

    def fig(self, alt: str, cap: str) -> str:
        sv = SVC[self.lang(self.docs[self.current])]
        return f'<figure class="{cls("fig")}"><img src="https://ichef.meridiannews.test/ace/ws/640/cpsprodpb/{zlib.crc32(alt.encode()) % 999983}.jpg.webp" alt="{esc(alt)}" loading="lazy"><p class="{cls("copyright")}" role="text"><span class="visually-hidden">{esc(str(sv["imgsrc"]))}</span>Meridian</p><figcaption class="{cls("caption")}"><span class="visually-hidden">{esc(str(sv["capt"]))}</span>{esc(cap)}</figcaption></figure>'

    def related(self, doc: Doc) -> str:
        if doc.key == "helmand":
            items = [
                self.a("tag", "آب و خشکسالی", "related"),
                self.a("search", "همه مطالب درباره هامون", "related"),
                f'<a href="{FA_MORE[1][0]}">{esc(FA_MORE[1][1])}</a>',
            ]
        elif doc.key in ("etias_ru", "etias_uk"):
            other = "etias_uk" if doc.key == "etias_ru" else "etias_ru"
            items = [self.a(other, self.docs[other].title, "related", f'lang="{self.lang(self.docs[other])}"')]
        elif doc.key == "births":
            items = [self.a("notfound", "저출생 대책, 무엇이 달라지나", "related")]
        else:
            items = [self.a("langs", "Meridian World Service: news in 40 languages", "related")]
        return "".join(f'<li class="{cls("promo")}">{i}</li>' for i in items)

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        return f'<li class="{cls("promo")}"><div class="{cls("promoimg")}"><img src="https://ichef.meridiannews.test/ace/ws/240/cpsprodpb/{d.path.rsplit("/", 1)[-1]}.jpg.webp" alt="" loading="lazy"></div><h3 class="{cls("promohead")}">{self.a(k, d.title, "content")}</h3><p class="{cls("promosum")}">{esc(self.lede(d))}</p><time datetime="{d.stamp.split()[0]}">{printed(self.lang(d), d.stamp, False)}</time></li>'

    def listing_main(self, doc: Doc) -> str:
        cards = [self.teaser(k) for k in doc.extra["list"]]
        cards += [
            f'<li class="{cls("promo")}"><h3 class="{cls("promohead")}"><a href="{p}">{esc(t)}</a></h3><p class="{cls("promosum")}">{esc(lede)}</p></li>'
            for p, t, lede in doc.extra.get("more_items", [])
        ]
        head = f'<h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="{cls("authorhead")}"><img src="https://ichef.meridiannews.test/authors/sara-ahmadi.png" alt="" width="96" height="96"><h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1><p>{esc(doc.extra["intro"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1><form role="search" action="/persian/search"><input name="q" value="{SEARCH_Q}"><button>جستجو</button></form>'
        elif doc.kind == "tag":
            extra = f"<p>{self.a('search', 'جستجو در آرشیو: هامون', 'content')}</p>"
        elif doc.key == "home":
            head = f'<h1 id="content" class="visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="{cls("homesec")}"><h2>بیشتر</h2>{self.a("section", "ایران", "content")} · {self.a("tag", "آب و خشکسالی", "content")} · {self.a("schedule", "جدول پخش تلویزیون", "content")} · {self.a("langs", "Meridian World Service: news in 40 languages", "content")}</section>'
        pager = ""
        if doc.key == "section":
            pager = f'<nav aria-label="صفحه‌بندی" class="{cls("pager")}"><span aria-current="page">۱</span> {self.a("section2", "۲", "pagination")} <a href="{doc.path}?page=3">۳</a> {self.a("section2", "بعدی", "pagination")}</nav>'
        elif doc.key == "section2":
            pager = f'<nav aria-label="صفحه‌بندی" class="{cls("pager")}">{self.a("section", "قبلی", "pagination")} {self.a("section", "۱", "pagination")} <span aria-current="page">۲</span> <a href="{doc.path.split("?")[0]}?page=3">۳</a></nav>'
        return f'<div class="{cls("listing")}">{head}<ul role="list" class="{cls("promolist")}">{"".join(cards)}</ul>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "schedule":
            rows = [
                ("۰۷:۰۰", "۰۳:۳۰", "خبر صبحگاهی"), ("۱۸:۰۰", "۱۴:۳۰", "۶۰ دقیقه"), ("۱۹:۰۰", "۱۵:۳۰", "نوبت شما"),
                ("۲۰:۰۰", "۱۶:۳۰", "خبرهای ساعت هشت"), ("۲۱:۰۰", "۱۷:۳۰", "شصت دقیقه: گزارش ویژه"), ("۲۲:۰۰", "۱۸:۳۰", "پرگار"),
                ("۲۳:۰۰", "۱۹:۳۰", "آپارات"), ("۰۰:۰۰", "۲۰:۳۰", "خبر شامگاهی"),
            ]  # fmt: skip
            table = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
            return f"""<div class="{cls("schedule")}"><h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1>
<p>برنامه‌های تلویزیون مریدین فارسی هر روز از ساعت ۱۸ تا ۲۴ به وقت تهران پخش می‌شود. ساعت‌ها به وقت تهران و گرینویچ است.</p>
<table><thead><tr><th>وقت تهران</th><th>گرینویچ</th><th>برنامه</th></tr></thead><tbody>{table}</tbody></table>
<p>{self.a("helmand", "گزارش ویژه: " + self.docs["helmand"].title, "content")}</p></div>"""
        if doc.kind == "language-picker":
            langs = [
                ("English", "/news"), ("فارسی", "home"), ("Русская служба", "/russian"), ("Україна", "/ukrainian"), ("हिंदी", "/hindi"),
                ("Mundo", "/mundo"), ("Türkçe", "/turkce"), ("코리아", "/korean"), ("Tiếng Việt", "/vietnamese"), ("Swahili", "/swahili"),
                ("Português", "/portuguese"), ("العربية", "/arabic"), ("اردو", "/urdu"), ("বাংলা", "/bengali"), ("中文", "/zhongwen/simp"),
                ("Hausa", "/hausa"), ("Afaan Oromoo", "/afaanoromoo"), ("नेपाली", "/nepali"), ("پښتو", "/pashto"), ("Oʻzbek", "/uzbek"),
            ]  # fmt: skip
            items = "".join(f"<li>{self.a(p, n, 'content')}</li>" for n, p in langs)
            featured = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content', self.lang_attr(k))}</li>"
                for k in ("etias_ru", "etias_uk", "delhi", "coffee", "istanbul", "births", "thai")
            )
            return f"""<div class="{cls("languages")}"><h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1>
<p>Meridian World Service brings international news to audiences in more than 40 languages on radio, TV and online. Choose a language to read the latest news.</p>
<ul role="list">{items}</ul>
<h2>Latest from our language services</h2><ul role="list">{featured}</ul></div>"""
        return f"""<div class="{cls("error")}"><h1 id="content" class="{cls("h1")}">{esc(doc.title)}</h1>
<p>찾으시는 페이지가 삭제되었거나 주소가 변경되었을 수 있습니다. 주소를 다시 확인하시거나 Meridian 코리아 첫 화면으로 이동해 주세요.</p>
<p><a href="/korean">Meridian 코리아 홈</a> · <a href="/korean/topics/c5korea00000">한국 뉴스</a></p>
<h2>최신 기사</h2><ul role="list"><li>{self.a("births", self.docs["births"].title, "content")}</li></ul>
<p class="{cls("errcode")}">오류 코드 404</p></div>"""

    def lang_attr(self, k: str) -> str:
        return f'lang="{self.lang(self.docs[k])}"'
