# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Persian, Cyrillic and typographic characters are deliberate)
"""Radio Monde Internationale (RMI): an RFI-like French international radio with language services on one Twig
template (`t-content__title`, `t-content__chapo`, `t-content__body`, `m-from-author__name`, `m-pub-dates`,
`m-interstitial` "read also" boxes; `/fa/<percent-encoded section>/20261209-<percent-encoded slug>`, sections with a
page 2 at `/fa/<section>/2/`, `/fa/tag/<tag>/`, `/fa/auteur/<slug>/`, `/fa/search/?q=`), UTF-8, Paris time (+01:00).

Dates are printed in Paris time in each language's words ("Đăng ngày: 09/12/2026 - 11:05", "Sửa đổi ngày: …"); the
Persian pages print a **Solar Hijri** date in Persian digits ("منتشرشده در: ۱۴۰۵/۰۹/۱۸ - ۱۴:۳۲"). The `NewsArticle`
JSON-LD is English-keyed and in +01:00, with `inLanguage` **"fr"** (the template's default) on the Persian, Vietnamese
and Spanish pages, right on the Brazilian one and missing on the Swahili and Russian ones; authors there are Latin
("Reza Nouri", "Pham Thu Trang" without diacritics, and "Hoai An, Quoc Bao" as one Person). The consent banner is in
French on every page, and the Swahili page's "most read" box is the French service's ("Les plus lus"). The Persian
**audio interview** carries the full transcript under the player and is an article; the programme page listing
episodes is not. The Russian interview has an "Интервью" kicker above the headline and at the head of its `<title>`.
Non-articles: the Persian home, the Iran front and its page 2, a tag, an author, a search, the podcast page, the
Vietnamese broadcast schedule, the "RMI en 16 langues" picker (French) and a Vietnamese soft 404."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, jalali_text, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.radiomonde.test"


def enc(path: str) -> str:
    """A path as it travels: non-ASCII letters percent-encoded, the URL punctuation kept."""
    return quote(path, safe="/-?=&_.")


FA_IRAN = enc("/fa/ایران/")

UI: dict[str, dict[str, object]] = {
    "fa": {
        "service": "RMI فارسی",
        "home": "home",
        "nav": [
            ("section", "ایران"),
            (enc("/fa/جهان/"), "جهان"),
            (enc("/fa/فرهنگ/"), "فرهنگ"),
            (enc("/fa/اقتصاد/"), "اقتصاد"),
            ("podcast", "پادکست"),
        ],
        "pub": "منتشرشده در:",
        "mod": "آخرین به‌روزرسانی:",
        "by": "نوشته:",
        "related": "در همین زمینه",
        "readalso": "بیشتر بخوانید",
        "mostread": "پربیننده‌ترین‌ها",
        "share": "هم‌رسانی",
        "about": "درباره ما",
        "contact": "تماس با ما",
        "terms": "شرایط استفاده",
        "tags": "برچسب‌ها",
    },
    "vi": {
        "service": "RMI Tiếng Việt",
        "home": "/vi/",
        "nav": [
            (enc("/vi/việt-nam/"), "Việt Nam"),
            (enc("/vi/châu-á/"), "Châu Á"),
            (enc("/vi/thế-giới/"), "Thế giới"),
            (enc("/vi/văn-hóa/"), "Văn hóa"),
            ("schedule", "Lịch phát sóng"),
        ],
        "pub": "Đăng ngày:",
        "mod": "Sửa đổi ngày:",
        "by": "",
        "related": "Cùng chủ đề",
        "readalso": "Đọc thêm",
        "mostread": "Đọc nhiều nhất",
        "share": "Chia sẻ",
        "about": "Giới thiệu",
        "contact": "Liên hệ",
        "terms": "Điều khoản sử dụng",
        "tags": "Từ khóa",
    },
    "es": {
        "service": "RMI en español",
        "home": "/es/",
        "nav": [
            (enc("/es/américas/"), "Américas"),
            ("/es/europa/", "Europa"),
            ("/es/francia/", "Francia"),
            ("/es/cultura/", "Cultura"),
            ("/es/podcasts/", "Podcasts"),
        ],
        "pub": "Publicado el:",
        "mod": "Modificado el:",
        "by": "Por",
        "related": "Sobre el mismo tema",
        "readalso": "Leer también",
        "mostread": "Lo más leído",
        "share": "Compartir",
        "about": "Quiénes somos",
        "contact": "Contacto",
        "terms": "Condiciones de uso",
        "tags": "Etiquetas",
    },
    "pt": {
        "service": "RMI Brasil",
        "home": "/br/",
        "nav": [
            ("/br/brasil/", "Brasil"),
            ("/br/fran%C3%A7a/", "França"),
            ("/br/mundo/", "Mundo"),
            ("/br/cultura/", "Cultura"),
            ("/br/podcasts/", "Podcasts"),
        ],
        "pub": "Publicado em:",
        "mod": "Modificado em:",
        "by": "Por",
        "related": "Sobre o mesmo assunto",
        "readalso": "Leia também",
        "mostread": "Mais lidas",
        "share": "Compartilhar",
        "about": "Quem somos",
        "contact": "Contato",
        "terms": "Termos de uso",
        "tags": "Tags",
    },
    "sw": {
        "service": "RMI Kiswahili",
        "home": "/sw/",
        "nav": [
            ("/sw/afrika/", "Afrika"),
            ("/sw/dunia/", "Dunia"),
            ("/sw/michezo/", "Michezo"),
            ("/sw/vipindi/", "Vipindi"),
        ],
        "pub": "Imechapishwa:",
        "mod": "Imehaririwa:",
        "by": "Na",
        "related": "Kwenye mada hiyo hiyo",
        "readalso": "Soma pia",
        "mostread": "Les plus lus",
        "share": "Shiriki",
        "about": "Kuhusu sisi",
        "contact": "Wasiliana nasi",
        "terms": "Masharti ya matumizi",
        "tags": "Mada",
    },
    "ru": {
        "service": "RMI по-русски",
        "home": "/ru/",
        "nav": [
            (enc("/ru/европа/"), "Европа"),
            (enc("/ru/франция/"), "Франция"),
            (enc("/ru/россия/"), "Россия"),
            (enc("/ru/культура/"), "Культура"),
            (enc("/ru/подкасты/"), "Подкасты"),
        ],
        "pub": "Опубликовано:",
        "mod": "Изменено:",
        "by": "Беседовала",
        "related": "По теме",
        "readalso": "Читайте также",
        "mostread": "Самое читаемое",
        "share": "Поделиться",
        "about": "О нас",
        "contact": "Контакты",
        "terms": "Условия использования",
        "tags": "Теги",
    },
    "fr": {
        "service": "RMI",
        "home": "/fr/",
        "nav": [
            ("/fr/france/", "France"),
            ("/fr/afrique/", "Afrique"),
            ("/fr/monde/", "Monde"),
            ("/fr/culture/", "Culture"),
            ("/fr/podcasts/", "Podcasts"),
        ],
        "pub": "Publié le :",
        "mod": "Modifié le :",
        "by": "Par :",
        "related": "Sur le même sujet",
        "readalso": "À lire aussi",
        "mostread": "Les plus lus",
        "share": "Partager",
        "about": "Qui sommes-nous ?",
        "contact": "Contact",
        "terms": "Conditions d'utilisation",
        "tags": "Mots-clés",
    },
}

FR_MOSTREAD = [
    (
        "/fr/france/20261209-budget-2027-le-gouvernement-tente-un-dernier-compromis",
        "Budget 2027: le gouvernement tente un dernier compromis",
    ),
    ("/fr/afrique/20261209-rdc-naufrage-meurtrier-sur-le-lac-kivu", "RDC: naufrage meurtrier sur le lac Kivu"),
    ("/fr/culture/20261208-le-palais-de-tokyo-accueille-yara-tupinamba", "Le Palais de Tokyo accueille Yara Tupinambá"),
]
FA_MORE = [
    (
        enc("/fa/ایران/20261208-افزایش-قیمت-بنزین-سهمیه-سوم"),
        "سهمیه سوم بنزین با قیمت تازه از هفته آینده اجرا می‌شود",
        "دولت می‌گوید قیمت بنزین سهمیه‌ای تغییر نمی‌کند.",
    ),
    (
        enc("/fa/ایران/20261207-بازداشت-دو-روزنامه-نگار-در-تهران"),
        "دو روزنامه‌نگار در تهران بازداشت شدند",
        "خانواده‌ها از بی‌خبری درباره اتهام‌ها خبر می‌دهند.",
    ),
    (
        enc("/fa/ایران/20261206-ریال-رکورد-تازه"),
        "ریال در بازار آزاد رکورد تازه‌ای از کاهش ارزش را ثبت کرد",
        "دلار در بازار تهران از مرز ۹۵ هزار تومان گذشت.",
    ),
    (
        enc("/fa/فرهنگ/20261205-جشنواره-فیلم-نانت-سینمای-ایران"),
        "دو فیلم ایرانی در جشنواره نانت جایزه گرفتند",
        "هیئت داوران از «شجاعت روایت» فیلم‌ها تقدیر کرد.",
    ),
    (
        enc("/fa/جهان/20261204-فرانسه-و-ایران-زندانیان"),
        "فرانسه خواستار آزادی دو شهروند خود در ایران شد",
        "وزارت خارجه فرانسه از «گروگان‌گیری دولتی» سخن گفت.",
    ),
]


def paris(lang: str, local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    if lang == "fa":
        return f"{jalali_text(day, numeric=True)} - {time.translate(str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹'))}"
    if lang == "ru":
        return f"{d}.{m}.{y} - {time}"
    return f"{d}/{m}/{y} - {time}"


class RadioMonde(Base):
    origin = ORIGIN
    name = "RMI"
    prefix = "rmi"
    language = "fa"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rmi",
            [
                ".m-header",
                ".m-nav__item",
                ".t-content__title",
                ".t-content__chapo",
                ".t-content__body p",
                ".m-from-author__name",
                ".m-pub-dates",
                ".m-interstitial",
                ".m-item-list-article",
                ".m-feed-sound-player",
                ".o-footer",
                ".didomi-popup",
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
                "/fa/",
                "home",
                "رادیو بین‌المللی موند به فارسی",
                "rmi-service-home",
                list=["gas", "doctors"],
                more_items=FA_MORE,
                lang="fa",
            )
        )
        add(
            page(
                "section",
                FA_IRAN,
                "section",
                "ایران",
                "rmi-section-front",
                list=["gas"],
                more_items=FA_MORE[:3],
                lang="fa",
            )
        )
        add(
            page(
                "section2",
                FA_IRAN + "2/",
                "section",
                "ایران",
                "rmi-section-page2",
                list=[],
                more_items=FA_MORE[2:],
                lang="fa",
            )
        )
        add(
            page(
                "tag",
                enc("/fa/tag/انرژی/"),
                "tag",
                "انرژی",
                "rmi-tag-page",
                list=["gas"],
                more_items=FA_MORE[:1],
                lang="fa",
            )
        )
        add(
            page(
                "author",
                "/fa/auteur/reza-nouri/",
                "author",
                "رضا نوری",
                "rmi-author-page",
                list=["gas"],
                more_items=FA_MORE[1:3],
                lang="fa",
                intro="رضا نوری، روزنامه‌نگار بخش فارسی رادیو موند در پاریس، درباره اقتصاد و انرژی ایران می‌نویسد.",
            )
        )
        add(
            page(
                "search",
                "/fa/search/?q=" + quote("گاز"),
                "search",
                "نتایج جستجو برای «گاز»",
                "rmi-search-results",
                list=["gas", "doctors"],
                more_items=FA_MORE[2:3],
                lang="fa",
            )
        )
        add(page("podcast", enc("/fa/پادکست/گفت-وگو/"), "podcast", "گفت‌وگو", "rmi-podcast-programme-page", lang="fa"))
        add(
            page(
                "schedule",
                enc("/vi/lịch-phát-sóng/"),
                "schedule",
                "Lịch phát sóng",
                "rmi-broadcast-schedule-vi",
                lang="vi",
            )
        )
        add(page("langs", "/fr/langues/", "language-picker", "RMI en 16 langues", "rmi-language-picker-fr", lang="fr"))
        add(
            page(
                "notfound",
                enc("/vi/việt-nam/20191105-phong-van-dac-biet"),
                "soft-404",
                "Rất tiếc, trang bạn tìm không tồn tại",
                "rmi-soft-404-vi",
                lang="vi",
            )
        )

        add(
            story(
                "gas",
                enc("/fa/ایران/20261209-کمبود-گاز-قطع-گاز-صنایع-تعطیلی-ادارات"),
                "کمبود گاز؛ قطع گاز صنایع و تعطیلی ادارات در هشت استان ایران",
                "2026-12-09",
                "2026-12-09T14:32:00+01:00",
                "2026-12-09 14:32",
                ["رضا نوری"],
                [
                    "با افت شدید دما در شمال و غرب ایران، شرکت ملی گاز سهمیه گاز صنایع بزرگ را قطع کرد و ادارات دولتی در دست‌کم هشت استان تعطیل شدند.",
                    "شرکت ملی گاز ایران روز چهارشنبه ۱۸ آذر اعلام کرد که به دلیل رکورد مصرف خانگی، گاز مجتمع‌های فولاد و سیمان در استان‌های شمالی و شمال غربی تا اطلاع ثانوی قطع می‌شود. مصرف روزانه گاز در بخش خانگی و تجاری به بیش از ۶۸۰ میلیون متر مکعب رسیده است.",
                    "هم‌زمان، استانداری‌های اردبیل، آذربایجان شرقی، آذربایجان غربی، زنجان، کردستان، همدان، قزوین و گیلان ادارات دولتی را برای صرفه‌جویی در مصرف انرژی تعطیل اعلام کردند. مدارس این استان‌ها نیز به صورت مجازی برگزار می‌شود.",
                    "RAW:READALSO",
                    "به گفته سخنگوی صنعت برق، قطع گاز نیروگاه‌ها باعث شده بخشی از ظرفیت تولید برق از مدار خارج شود. در نتیجه، برنامه خاموشی‌های دو ساعته برای مشترکان خانگی در چند شهر بزرگ از جمله تبریز و ارومیه از هفته آینده اجرا خواهد شد.",
                    "## ناترازی انرژی",
                    "ایران با دومین ذخایر بزرگ گاز جهان، در سال‌های اخیر هر زمستان با کمبود گاز روبه‌رو بوده است. کارشناسان، فرسودگی تأسیسات، کمبود سرمایه‌گذاری در میدان پارس جنوبی و یارانه‌های سنگین انرژی را از دلایل اصلی این «ناترازی» می‌دانند.",
                    "فعالان صنعت فولاد می‌گویند قطع گاز در سال گذشته بیش از سه میلیون تن از تولید این بخش کاسته است. یک مدیر کارخانه فولاد در زنجان به رادیو موند گفت: «هر بار که گاز قطع می‌شود، کوره‌ها را باید خاموش کنیم و راه‌اندازی دوباره‌شان چند روز طول می‌کشد.»",
                    "سازمان هواشناسی ایران پیش‌بینی کرده است که موج سرما تا پایان هفته ادامه داشته باشد و دمای هوا در برخی شهرهای شمال غرب کشور به ۲۰ درجه زیر صفر برسد.",
                ],
                "rmi-persian-solar-hijri-inlanguage-fr",
                lang="fa",
                section="ایران",
                ld_author="Reza Nouri",
                ld_lang="fr",
                modified="2026-12-09 18:05",
                tags=["انرژی", "گاز", "اقتصاد ایران"],
            )
        )
        add(
            story(
                "doctors",
                enc("/fa/پادکست/گفت-وگو/20261210-مهاجرت-پزشکان-هر-هفته-یک-همکار-خداحافظی-می-کند"),
                "مهاجرت پزشکان: «هر هفته یک همکار خداحافظی می‌کند»",
                "2026-12-10",
                "2026-12-10T09:10:00+01:00",
                "2026-12-10 09:10",
                ["شیرین احمدی"],
                [
                    "در این برنامه با کاوه مرادی، جامعه‌شناس پزشکی در دانشگاه لیل، درباره موج تازه مهاجرت پزشکان و پرستاران از ایران و پیامدهای آن برای نظام درمانی کشور گفت‌وگو کرده‌ایم.",
                    "Q: آمارهای تازه درباره مهاجرت پزشکان چه می‌گویند؟ || بر اساس آخرین گزارش سازمان نظام پزشکی، در سال گذشته بیش از ۷ هزار پزشک برای دریافت گواهی حسن سابقه، که برای کار در خارج از کشور لازم است، درخواست داده‌اند. این عدد نسبت به پنج سال پیش تقریباً سه برابر شده است. البته همه این افراد مهاجرت نمی‌کنند، اما این عدد نشان می‌دهد که نیت مهاجرت بسیار گسترده است.",
                    "Q: مقصد اصلی این پزشکان کجاست؟ || بیشتر به سمت کشورهای حاشیه خلیج فارس، به‌ویژه عمان و امارات، و همچنین آلمان و کانادا می‌روند. در سال‌های اخیر فرانسه هم به خاطر برنامه‌های جذب پزشکان خارجی در مناطق کم‌برخوردار مورد توجه قرار گرفته است.",
                    "Q: این موج چه تأثیری بر نظام درمانی ایران دارد؟ || بیشترین آسیب را شهرهای کوچک و مناطق محروم می‌بینند. وقتی یک متخصص بیهوشی یا یک جراح از یک شهرستان می‌رود، جایگزین کردن او گاهی سال‌ها طول می‌کشد. پرستاران هم وضع مشابهی دارند. یکی از پرستاران بیمارستانی در مشهد به من گفت: هر هفته یک همکار خداحافظی می‌کند.",
                    "Q: آیا دولت راه‌حلی پیشنهاد کرده است؟ || طرح‌هایی مثل افزایش حقوق پزشکان طرحی یا محدود کردن صدور مدارک مطرح شده، اما به نظر من محدود کردن مشکل را حل نمی‌کند. تا زمانی که شرایط کاری، امنیت شغلی و چشم‌انداز آینده بهتر نشود، این روند ادامه خواهد داشت.",
                ],
                "rmi-persian-audio-with-transcript",
                lang="fa",
                section="گفت‌وگو",
                ld_author="Shirin Ahmadi",
                ld_lang="fr",
                audio="12:45",
                guest="مهمان برنامه: کاوه مرادی، جامعه‌شناس پزشکی، دانشگاه لیل",
                tags=["مهاجرت", "پزشکان", "گفت‌وگو"],
            )
        )
        add(
            story(
                "mekong",
                enc("/vi/việt-nam/20261209-đồng-bằng-sông-cửu-long-xâm-nhập-mặn-đến-sớm"),
                "Đồng bằng sông Cửu Long: Xâm nhập mặn đến sớm hơn hai tháng",
                "2026-12-09",
                "2026-12-09T11:05:00+01:00",
                "2026-12-09 11:05",
                ["Phạm Thu Trang"],
                [
                    "Nước mặn đã vào sâu khoảng 50 km trên các cửa sông Tiền và sông Hậu ngay từ đầu tháng 12, sớm hơn gần hai tháng so với trung bình nhiều năm. Nông dân trồng lúa vụ đông xuân lo mất mùa.",
                    "Theo Viện Khoa học Thủy lợi miền Nam, ranh mặn 4 phần nghìn đã xuất hiện cách cửa sông Hàm Luông (Bến Tre) khoảng 52 km và cách cửa Định An (Trà Vinh) 45 km trong tuần đầu tháng 12. Mức này tương đương đỉnh mặn của nhiều năm, nhưng thường chỉ xuất hiện vào tháng Hai hoặc tháng Ba.",
                    "Nguyên nhân chính là lượng nước từ thượng nguồn sông Mê Kông đổ về thấp hơn trung bình khoảng 30% do mùa mưa năm nay kết thúc sớm, cùng với việc các hồ chứa thủy điện ở thượng nguồn tích nước cho mùa khô.",
                    "Ông Trần Văn Sáu, một nông dân ở huyện Giồng Trôm, Bến Tre, cho biết gia đình ông đã phải hoãn xuống giống 2 hecta lúa. “Năm 2020 tôi mất trắng một vụ vì mặn, năm nay tôi không dám liều nữa”, ông nói.",
                    "RAW:READALSO",
                    "## Chính quyền địa phương chạy đua trữ nước ngọt",
                    "Các tỉnh Bến Tre, Trà Vinh, Sóc Trăng và Tiền Giang đã đóng nhiều cống ngăn mặn và kêu gọi người dân tích trữ nước ngọt cho sinh hoạt. Tỉnh Bến Tre dự kiến chi 120 tỷ đồng để đào thêm ao trữ nước và lắp đặt máy lọc nước lợ cho các xã ven biển.",
                    "Các nhà khoa học cảnh báo tình trạng xâm nhập mặn ngày càng nghiêm trọng còn do sụt lún đất và khai thác cát quá mức trên sông. Theo một nghiên cứu của Đại học Cần Thơ, một số khu vực của đồng bằng đang lún trung bình từ 1 đến 3 cm mỗi năm.",
                    "Pháp là một trong những đối tác tài trợ các dự án thích ứng với biến đổi khí hậu ở đồng bằng sông Cửu Long, thông qua Cơ quan Phát triển Pháp (AFD).",
                ],
                "rmi-vietnamese-modified-date",
                lang="vi",
                section="Việt Nam",
                ld_author="Pham Thu Trang",
                ld_lang="fr",
                modified="2026-12-09 15:40",
                tags=["Đồng bằng sông Cửu Long", "Biến đổi khí hậu", "Nông nghiệp"],
            )
        )
        add(
            story(
                "film",
                enc("/vi/văn-hóa/20261209-tuần-lễ-phim-việt-nam-tại-paris-mùa-nước-nổi"),
                "Phim Việt tại Paris: Khán giả Pháp xếp hàng xem “Mùa nước nổi”",
                "2026-12-09",
                "2026-12-09T08:20:00+01:00",
                "2026-12-09 08:20",
                ["Hoài An", "Quốc Bảo"],
                [
                    "Tuần lễ phim Việt Nam lần thứ 5 tại Paris khai mạc tối thứ Ba với bộ phim “Mùa nước nổi” của đạo diễn trẻ Lê Hoàng Nam. Toàn bộ vé của ba suất chiếu đầu tiên đã được bán hết.",
                    "Được tổ chức tại một rạp chiếu phim nghệ thuật ở Quận 5, tuần lễ phim năm nay giới thiệu 9 phim truyện và 6 phim tài liệu, phần lớn là tác phẩm của các đạo diễn dưới 40 tuổi. Ban tổ chức cho biết số vé bán ra đã tăng gần gấp đôi so với năm ngoái.",
                    "“Mùa nước nổi” kể về một gia đình làm nghề đánh bắt cá ở An Giang trong những năm lũ về ít dần. Phim từng đoạt giải của ban giám khảo tại một liên hoan phim ở Busan hồi tháng 10.",
                    "“Tôi không nghĩ khán giả Pháp lại quan tâm đến câu chuyện của những người dân miền Tây như vậy”, đạo diễn Lê Hoàng Nam chia sẻ với RMI sau buổi chiếu. “Nhiều người hỏi tôi về con sông, về những thay đổi của khí hậu.”",
                    "## Khán giả trẻ gốc Việt",
                    "Theo ban tổ chức, khoảng một nửa khán giả là người Pháp gốc Việt thuộc thế hệ thứ hai và thứ ba. Chị Claire Nguyễn, 29 tuổi, nói chị đến xem để “hiểu thêm về quê hương của bố mẹ”.",
                    "Tuần lễ phim kéo dài đến ngày 15/12. Một số phim sẽ được chiếu tiếp tại Lyon và Marseille vào đầu năm 2027.",
                ],
                "rmi-vietnamese-two-authors-one-ld-person",
                lang="vi",
                section="Văn hóa",
                ld_author="Hoai An, Quoc Bao",
                ld_single=True,
                ld_lang="fr",
                tags=["Điện ảnh", "Paris", "Cộng đồng người Việt"],
            )
        )
        add(
            story(
                "colombia",
                enc("/es/américas/20261209-colombia-la-ola-invernal-deja-mas-de-60000-familias-damnificadas"),
                "Colombia: la ola invernal deja más de 60.000 familias damnificadas",
                "2026-12-09",
                "2026-12-09T22:15:00+01:00",
                "2026-12-09 22:15",
                ["Laura Méndez"],
                [
                    "Las lluvias de las últimas tres semanas han provocado inundaciones y deslizamientos en 19 de los 32 departamentos del país. El Gobierno declaró la situación de desastre nacional.",
                    "La Unidad Nacional para la Gestión del Riesgo de Desastres (UNGRD) informó este miércoles que 61.400 familias se han visto afectadas por las inundaciones y los deslizamientos de tierra causados por las intensas lluvias. Al menos 23 personas han muerto y otras 9 siguen desaparecidas.",
                    "Los departamentos más golpeados son La Guajira, Córdoba, Chocó y Antioquia. En la región de La Mojana, en el norte del país, el desbordamiento del río Cauca ha dejado bajo el agua miles de hectáreas de cultivos y decenas de veredas incomunicadas.",
                    "“Lo perdimos todo: la casa, los animales, el arroz que íbamos a cosechar en enero”, contó a RMI por teléfono Marleny Pérez, habitante del municipio de San Marcos, en Sucre, que lleva diez días en un albergue.",
                    "RAW:READALSO",
                    "## Un fenómeno de La Niña más intenso",
                    "El Instituto de Hidrología, Meteorología y Estudios Ambientales (Ideam) atribuye la intensidad de las lluvias a un episodio de La Niña que se ha reforzado en las últimas semanas y que podría prolongarse hasta marzo. Las precipitaciones en el Caribe colombiano superaron en un 70 % el promedio histórico de noviembre.",
                    "El Gobierno anunció un fondo de emergencia de 1,2 billones de pesos (unos 270 millones de euros) para atender a los damnificados y reparar carreteras. La Unión Europea, por su parte, liberó 2 millones de euros de ayuda humanitaria.",
                ],
                "rmi-spanish-correspondent-role",
                lang="es",
                section="Américas",
                ld_author="Laura Méndez",
                ld_lang="fr",
                role="corresponsal en Bogotá",
                tags=["Colombia", "Clima", "La Niña"],
            )
        )
        add(
            story(
                "artist",
                "/br/cultura/20261209-artista-indigena-brasileira-ganha-exposicao-individual-no-palais-de-tokyo",
                "Artista indígena brasileira ganha exposição individual no Palais de Tokyo",
                "2026-12-09",
                "2026-12-09T19:45:00+01:00",
                "2026-12-09 19:45",
                ["Mariana Albuquerque"],
                [
                    "A mostra de Yara Tupinambá reúne 40 obras, entre pinturas, instalações e vídeos, e fica em cartaz em Paris até março de 2027.",
                    "O Palais de Tokyo, um dos principais centros de arte contemporânea da Europa, inaugura nesta quinta-feira (10) a primeira exposição individual da artista indígena brasileira Yara Tupinambá na França. A mostra, intitulada “Rio que corre para cima”, ocupa duas salas do museu parisiense.",
                    "Nascida em 1988 em Olivença, no sul da Bahia, Yara Tupinambá trabalha com pigmentos naturais, sementes e fibras coletadas em seu território. Suas obras tratam da retomada de terras indígenas e da relação entre memória e paisagem.",
                    "“Levar essas obras para Paris é também levar a voz do meu povo para um lugar onde ela quase nunca foi ouvida”, disse a artista à RMI durante a montagem da exposição.",
                    "FIG: Obra de Yara Tupinambá | Instalação de Yara Tupinambá no Palais de Tokyo. © RMI/Mariana Albuquerque",
                    "## Arte indígena em alta na Europa",
                    "A exposição faz parte de um movimento crescente de instituições europeias que buscam incluir artistas indígenas em seus acervos. Em 2024, a Bienal de Veneza já havia dado destaque a criadores indígenas de vários países.",
                    "Segundo a curadora francesa Hélène Marchand, o interesse do público vai além da curiosidade. “Há uma nova geração de visitantes que quer entender outras formas de pensar a natureza e o tempo”, afirmou.",
                    "A exposição fica em cartaz até 8 de março de 2027. A entrada custa 14 euros.",
                ],
                "rmi-brazil-modified-next-day",
                lang="pt",
                section="Cultura",
                ld_author="Mariana Albuquerque",
                ld_lang="pt-BR",
                role="correspondente da RMI em Paris",
                modified="2026-12-10 10:12",
                tags=["Arte", "Povos indígenas", "Paris"],
            )
        )
        add(
            story(
                "kivu",
                "/sw/afrika/20261209-drc-watu-14-wafariki-katika-ajali-ya-boti-kwenye-ziwa-kivu",
                "DRC: Watu 14 wafariki katika ajali ya boti kwenye Ziwa Kivu",
                "2026-12-09",
                "2026-12-09T10:20:00+01:00",
                "2026-12-09 10:20",
                [],
                [
                    "Boti iliyokuwa imebeba abiria zaidi ya 60 ilizama Jumanne jioni karibu na mji wa Goma, mashariki mwa Jamhuri ya Kidemokrasia ya Kongo.",
                    "Kwa mujibu wa mamlaka za jimbo la Kivu Kaskazini, watu 14 wamethibitishwa kufariki dunia na wengine 31 wameokolewa. Shughuli za kuwatafuta abiria wengine waliopotea ziliendelea Jumatano asubuhi.",
                    "Boti hiyo ilikuwa ikitoka kisiwa cha Idjwi kuelekea Goma ikiwa na abiria na mizigo ya wafanyabiashara. Mashahidi wanasema ilikuwa imejaa kupita kiasi na hali ya hewa ilibadilika ghafla.",
                    "Ajali za boti ni za mara kwa mara kwenye maziwa ya mashariki mwa DRC, ambako boti nyingi hazina vifaa vya usalama na abiria wachache huvaa maboya ya kuokoa maisha.",
                ],
                "rmi-swahili-brief-site-credit",
                lang="sw",
                section="Afrika",
                credit="RMI",
                tags=["DRC", "Ziwa Kivu", "Ajali"],
            )
        )
        add(
            story(
                "budget",
                enc("/ru/франция/20261210-политолог-марк-дюваль-франция-вступает-в-год-без-бюджета"),
                "Политолог Марк Дюваль: «Франция вступает в год без бюджета»",
                "2026-12-10",
                "2026-12-10T12:40:00+01:00",
                "2026-12-10 12:40",
                ["Анастасия Берг"],
                [
                    "Французский парламент второй год подряд не может принять бюджет до конца года. Что это значит для страны и для Европы, RMI рассказал политолог Марк Дюваль, преподаватель парижского института Sciences Po.",
                    "Q: Почему Франции снова не удается принять бюджет вовремя? || Главная причина — в парламенте нет устойчивого большинства. Правительство меньшинства вынуждено договариваться с разными фракциями по каждому пункту, а оппозиция справа и слева требует противоположного: одни — снижения налогов, другие — отказа от сокращения социальных расходов.",
                    "Q: Что произойдет, если бюджет не будет принят до 31 декабря? || Катастрофы не будет. Конституция предусматривает специальный закон, который позволяет государству продолжать собирать налоги и платить зарплаты на уровне прошлого года. Но новые инвестиции и реформы фактически замораживаются, а это плохой сигнал для рынков.",
                    "Q: Как на это реагируют финансовые рынки? || Разница в доходности между французскими и немецкими облигациями за последний месяц выросла до самого высокого уровня с 2012 года. Инвесторы опасаются, что Франция не сможет снизить дефицит, который в этом году превысит 5 процентов ВВП.",
                    "RAW:READALSO",
                    "Q: Может ли президент распустить парламент? || Формально да, но это огромный риск. Опросы показывают, что новые выборы, скорее всего, дадут еще более раздробленную Национальную ассамблею. Поэтому я ожидаю, что правительство будет и дальше искать компромисс, а бюджет примут в феврале или марте.",
                ],
                "rmi-russian-interview-kicker-in-title",
                lang="ru",
                section="Франция",
                kicker="Интервью",
                ld_author="Anastasia Berg",
                no_inlanguage=True,
                tags=["Франция", "Бюджет", "Экономика"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc, lang: str) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker")
        title = f"{kicker} - {doc.title} - RMI" if kicker else f"{doc.title} - RMI"
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="RMI">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:site" content="@RMI_test">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        iso_mod = doc.iso
        if doc.extra.get("modified"):
            d, t = doc.extra["modified"].split()
            iso_mod = f"{d}T{t}:00+01:00"
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<meta property="article:modified_time" content="{iso_mod}">')
        if doc.extra.get("credit"):
            author: object = [{"@type": "Organization", "name": "RMI"}]
        elif doc.extra.get("ld_single"):
            author = [{"@type": "Person", "name": doc.extra["ld_author"]}]
        else:
            author = [{"@type": "Person", "name": n.strip()} for n in doc.extra["ld_author"].split(",")]
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": self.lede(doc),
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "datePublished": doc.iso,
            "dateModified": iso_mod,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "RMI - Radio Monde Internationale",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/assets/logo-rmi.png", "width": 240, "height": 60},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"https://s.radiomonde.test/media/display/{abs(len(doc.path) * 7919) % 99999}/w:1280/p:16x9/img.jpg",
            },
            "articleSection": doc.section,
            "isAccessibleForFree": "True",
        }
        if not doc.extra.get("no_inlanguage") and doc.extra.get("ld_lang"):
            ld["inLanguage"] = doc.extra["ld_lang"]
        if doc.extra.get("audio"):
            ld["associatedMedia"] = {
                "@type": "AudioObject",
                "contentUrl": f"https://aod.radiomonde.test/fa/{doc.date}-goftogoo.mp3",
                "duration": "PT12M45S",
                "encodingFormat": "audio/mpeg",
            }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        rtl = ' dir="rtl"' if lang == "fa" else ""
        html_lang = {"pt": "pt-BR"}.get(lang, lang)
        nav = "".join(f'<li class="m-nav__item">{self.a(k, t, "nav")}</li>' for k, t in ui["nav"])  # type: ignore[union-attr]
        if lang == "sw":
            mr = "".join(f'<li><a href="{p}" lang="fr">{esc(t)}</a></li>' for p, t in FR_MOSTREAD)
        elif lang == "fa":
            mr = (
                f"<li>{self.a('gas', self.docs['gas'].title, 'aside')}</li><li>{self.a('doctors', self.docs['doctors'].title, 'aside')}</li>"
                + "".join(f'<li><a href="{p}">{esc(t)}</a></li>' for p, t, _ in FA_MORE[:2])
            )
        elif lang == "vi":
            mr = f'<li>{self.a("mekong", self.docs["mekong"].title, "aside")}</li><li>{self.a("film", self.docs["film"].title, "aside")}</li><li><a href="{enc("/vi/việt-nam/20261208-hà-nội-ô-nhiễm-không-khí")}">Hà Nội: Ô nhiễm không khí ở mức nguy hại</a></li>'
        else:
            mr = (
                "".join(f'<li><a href="{p}" lang="fr">{esc(t)}</a></li>' for p, t in FR_MOSTREAD[:1])
                + f"<li>{self.a('langs', 'RMI en 16 langues', 'aside')}</li>"
            )
        langs_menu = " ".join(
            f'<a href="{p}" hreflang="{c}">{n}</a>'
            for c, p, n in (
                ("fr", "/fr/", "Français"), ("en", "/en/", "English"), ("es", "/es/", "Español"), ("pt-BR", "/br/", "Português"),
                ("fa", "/fa/", "فارسی"), ("vi", "/vi/", "Tiếng Việt"), ("sw", "/sw/", "Kiswahili"), ("ru", "/ru/", "Русский"),
                ("uk", "/uk/", "Українська"), ("zh", "/cn/", "中文"), ("km", "/km/", "ភាសាខ្មែរ"), ("ha", "/ha/", "Hausa"),
            )
        )  # fmt: skip
        home = self.a(str(ui["home"]), str(ui["service"]), "nav", 'class="m-header__service"')
        return f"""<!DOCTYPE html>
<html lang="{html_lang}"{rtl} class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc, lang)}
<link rel="preconnect" href="https://s.radiomonde.test">
<link rel="stylesheet" href="/build/app.8c21f0.css">
<style>/*PAD*/</style>
<script>window.didomiConfig={{"languages":{{"enabled":["fr"],"default":"fr"}}}};var _rmiData={{"site":"rmi","lang":"{lang}","type":"{doc.kind}"}};</script>
</head>
<body class="t-{doc.kind} lang-{lang}">
<header class="m-header">
<a class="m-header__logo" href="/{"br" if lang == "pt" else lang}/"><img src="/build/img/logo-rmi.svg" alt="RMI" width="90" height="36"></a>
{home}
<nav class="m-nav"><ul>{nav}</ul></nav>
<div class="m-lang-selector"><button>{lang.upper()}</button><div class="m-lang-selector__list">{langs_menu} {self.a("langs", "+ 4", "nav")}</div></div>
<a class="m-header__live" href="/{lang}/direct/">Direct</a>
</header>
<div class="m-ad m-ad--banner" id="pub-top"></div>
<main class="o-site-main">
{main}
<aside class="o-aside"><section class="m-most-read"><h2>{esc(str(ui["mostread"]))}</h2><ol>{mr}</ol></section>
<div class="m-ad m-ad--mpu" id="pub-mpu"></div></aside>
</main>
<footer class="o-footer">
<ul class="o-footer__links"><li><a href="/{lang}/a-propos/">{esc(str(ui["about"]))}</a></li><li><a href="/{lang}/contact/">{esc(str(ui["contact"]))}</a></li><li><a href="/{lang}/cgu/">{esc(str(ui["terms"]))}</a></li><li>{self.a("langs", "RMI en 16 langues", "footer")}</li></ul>
<div class="o-footer__social"><a href="https://www.facebook.com/rmi.test">Facebook</a> <a href="https://x.com/RMI_test">X</a> <a href="https://www.instagram.com/rmi.test">Instagram</a> <a href="https://www.youtube.com/@rmi_test">YouTube</a></div>
<p>© 2026 Copyright RMI - Tous droits réservés. RMI n'est pas responsable des contenus provenant de sites Internet externes.</p>
</footer>
<div class="didomi-popup" role="dialog" lang="fr"><p>Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site.</p><button>Accepter</button> <button>Refuser</button> <button>Personnaliser</button></div>
<script src="/build/app.8c21f0.js" defer></script>
</body>
</html>"""

    def read_also(self, doc: Doc, ui: dict) -> str:
        if doc.key == "gas":
            target = self.a("doctors", self.docs["doctors"].title, "content")
        elif doc.key == "mekong":
            target = self.a("film", self.docs["film"].title, "content")
        elif doc.key == "colombia":
            target = '<a href="/es/am%C3%A9ricas/20261125-colombia-la-nina-regresa">Colombia: vuelve La Niña y con ella el temor a las inundaciones</a>'
        else:
            target = f'<a href="{enc("/ru/франция/20261204-правительство-франции-пережило-вотум-недоверия")}">Правительство Франции пережило вотум недоверия</a>'
        return f'<div class="m-interstitial"><span class="m-interstitial__label">{esc(str(ui["readalso"]))}</span>{target}</div>'

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        chapo, rest = doc.blocks[0], doc.blocks[1:]
        rest = [("box", self.read_also(doc, ui)) if b[0] == "box" and b[1] == "READALSO" else b for b in rest]
        doc_body = "\n".join(self.qa(b) if b[0] == "qa" else self.render_blocks([b]) for b in rest)
        if doc.extra.get("credit"):
            byline = f'<div class="m-from-author"><span class="m-from-author__prefix">{ui["by"]}</span> <span class="m-from-author__name">{esc(doc.extra["credit"])}</span></div>'
        else:
            names = []
            for n in doc.authors:
                if n == "رضا نوری":
                    names.append(self.a("author", n, "byline", 'class="m-from-author__name"'))
                else:
                    names.append(
                        f'<a class="m-from-author__name" href="/{"br" if lang == "pt" else lang}/auteur/{quote(n.lower().replace(" ", "-"))}/">{esc(n)}</a>'
                    )
            joiner = {"vi": " và "}.get(lang, ", ")
            prefix = f'<span class="m-from-author__prefix">{ui["by"]}</span> ' if ui["by"] else ""
            role = (
                f', <span class="m-from-author__role">{esc(doc.extra["role"])}</span>' if doc.extra.get("role") else ""
            )
            byline = f'<div class="m-from-author">{prefix}{joiner.join(names)}{role}</div>'
        mod = ""
        if doc.extra.get("modified"):
            d, t = doc.extra["modified"].split()
            mod = f'<p class="m-pub-dates m-pub-dates--modified"><span>{ui["mod"]}</span> <time datetime="{d}T{t}:00+01:00">{paris(lang, doc.extra["modified"])}</time></p>'
        kicker = (
            f'<span class="m-thema t-content__kicker">{esc(doc.extra["kicker"])}</span>'
            if doc.extra.get("kicker")
            else ""
        )
        section_link = (
            self.a("section", doc.section, "breadcrumb", 'class="m-thema"')
            if doc.key == "gas"
            else f'<a class="m-thema" href="{doc.path.rsplit("/", 1)[0]}/">{esc(doc.section)}</a>'
        )
        player = ""
        if doc.extra.get("audio"):
            player = f'<div class="m-feed-sound-player" data-sound-id="gv-{doc.date}"><button class="a-play">شنیدن</button> <span class="m-feed-sound-player__duration">{doc.extra["audio"]}</span><audio preload="none" src="https://aod.radiomonde.test/fa/{doc.date}-goftogoo.mp3"></audio></div><p class="t-content__guest">{esc(doc.extra["guest"])}</p><div class="t-content__transcript-label">متن کامل گفت‌وگو</div>'
            section_link = self.a("podcast", doc.section, "breadcrumb", 'class="m-thema"')
        tags = []
        for t in doc.extra.get("tags", []):
            if t == "انرژی":
                tags.append(self.a("tag", t, "tag"))
            else:
                slug = t.replace(" ", "-")
                tags.append(f'<a href="{enc(f"/{lang}/tag/{slug}/")}">{esc(t)}</a>')
        related = self.related(doc)
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="t-content t-content--article">
<div class="t-content__header">
{section_link}
{kicker}
<h1 class="t-content__title a-page-title">{esc(doc.title)}</h1>
<p class="t-content__chapo">{self.inline(chapo[1])}</p>
{player}
<div class="t-content__main-media"><figure class="m-figure"><img src="https://s.radiomonde.test/media/display/{len(doc.path) * 31}/w:1024/p:16x9/img.jpg" alt="" width="1024" height="576"><figcaption class="m-figure__caption">© AFP</figcaption></figure></div>
<div class="t-content__authors">{byline}</div>
<div class="t-content__dates"><p class="m-pub-dates"><span>{ui["pub"]}</span> <time datetime="{doc.iso}">{paris(lang, doc.stamp)}</time></p>{mod}</div>
<div class="m-share"><span>{esc(str(ui["share"]))}</span> <a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/tweet?url={u}">X</a> <a href="https://wa.me/?text={u}">WhatsApp</a> <a href="https://t.me/share/url?url={u}">Telegram</a></div>
</div>
<div class="t-content__body u-clearfix">
{doc_body}
</div>
<div class="t-content__tags"><span>{esc(str(ui["tags"]))}</span><ul class="m-tags-list">{"".join(f"<li>{t}</li>" for t in tags)}</ul></div>
<section class="m-item-list-article"><h2>{esc(str(ui["related"]))}</h2><ul>{related}</ul></section>
</article>"""

    def related(self, doc: Doc) -> str:
        if doc.key == "gas":
            items = [
                self.a("search", "گاز: همه مطالب", "related"),
                self.a("section", "مطالب بیشتر درباره ایران", "related"),
            ]
        elif doc.key == "doctors":
            items = [
                self.a("podcast", "همه قسمت‌های «گفت‌وگو»", "related"),
                self.a("gas", self.docs["gas"].title, "related"),
            ]
        elif doc.key == "film":
            items = [
                self.a("notfound", "Phỏng vấn đặc biệt: Điện ảnh Việt ở hải ngoại", "related"),
                self.a("schedule", "Lịch phát sóng RMI Tiếng Việt", "related"),
            ]
        elif doc.key == "mekong":
            items = [
                self.a("schedule", "Lịch phát sóng", "related"),
                f'<a href="{enc("/vi/việt-nam/20260312-sụt-lún-đồng-bằng")}">Đồng bằng sông Cửu Long đang lún nhanh hơn dự báo</a>',
            ]
        else:
            items = [self.a("langs", "RMI en 16 langues", "related")]
        return "".join(f"<li>{i}</li>" for i in items)

    def render_blocks(self, blocks: list) -> str:
        return blocks_html(self, blocks)

    def qa(self, b: tuple) -> str:
        return f'<p class="question"><strong>{esc(b[1])}</strong></p>\n<p>{self.inline(b[2])}</p>'

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        lang = self.lang(d)
        return f'<div class="m-item-list-article__item"><a class="m-item-list-article__media" href="{d.path}" tabindex="-1" aria-hidden="true"><img src="https://s.radiomonde.test/media/display/{len(d.path) * 31}/w:480/p:16x9/img.jpg" alt="" loading="lazy"></a><div><span class="m-thema">{esc(d.section)}</span><h3>{self.a(k, d.title, "content")}</h3><p class="m-item-list-article__chapo">{esc(self.lede(d))}</p><time datetime="{d.iso}">{paris(lang, d.stamp)}</time></div></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = [self.teaser(k) for k in doc.extra["list"]]
        cards += [
            f'<div class="m-item-list-article__item"><div><h3><a href="{p}">{esc(t)}</a></h3><p class="m-item-list-article__chapo">{esc(lede)}</p></div></div>'
            for p, t, lede in doc.extra.get("more_items", [])
        ]
        head = f'<h1 class="a-page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="m-author-card"><img src="https://s.radiomonde.test/media/authors/reza-nouri.jpg" alt="" width="100" height="100"><h1 class="a-page-title">{esc(doc.title)}</h1><p>{esc(doc.extra["intro"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="a-page-title">{esc(doc.title)}</h1><form action="/fa/search/"><input name="q" value="گاز"><button>جستجو</button></form><p class="m-search__count">۳ نتیجه</p>'
        elif doc.kind == "tag":
            extra = f'<p class="m-tag__more">{self.a("search", "جستجوی «گاز» در آرشیو", "content")}</p>'
        elif doc.key == "home":
            extra = f'<section class="m-home-programmes"><h2>برنامه‌ها</h2>{self.a("podcast", "گفت‌وگو", "content")} · {self.a("section", "ایران", "content")} · {self.a("tag", "انرژی", "content")} · {self.a("langs", "RMI en 16 langues", "content")}</section>'
        pager = ""
        if doc.key == "section":
            pager = f'<nav class="m-pagination"><span class="is-active">۱</span> {self.a("section2", "۲", "pagination")} <a href="{FA_IRAN}3/">۳</a> {self.a("section2", "صفحه بعد", "pagination")}</nav>'
        elif doc.key == "section2":
            pager = f'<nav class="m-pagination">{self.a("section", "صفحه قبل", "pagination")} {self.a("section", "۱", "pagination")} <span class="is-active">۲</span> <a href="{FA_IRAN}3/">۳</a></nav>'
        return f'<section class="o-layout-list t-{doc.kind}">{head}<div class="m-item-list-article">{"".join(cards)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "podcast":
            episodes = [
                (
                    self.a("doctors", "مهاجرت پزشکان: «هر هفته یک همکار خداحافظی می‌کند»", "content"),
                    "۱۴۰۵/۰۹/۱۹",
                    "۱۲:۴۵",
                ),
                (
                    f'<a href="{enc("/fa/پادکست/گفت-وگو/20261203-بازار-کتاب-و-ممیزی")}">بازار کتاب و سایه سنگین ممیزی</a>',
                    "۱۴۰۵/۰۹/۱۲",
                    "۱۴:۰۲",
                ),
                (
                    f'<a href="{enc("/fa/پادکست/گفت-وگو/20261126-مهاجران-افغان-در-ایران")}">مهاجران افغان در ایران: اخراج یا ماندن؟</a>',
                    "۱۴۰۵/۰۹/۰۵",
                    "۱۱:۳۰",
                ),
                (
                    f'<a href="{enc("/fa/پادکست/گفت-وگو/20261119-زنان-و-بازار-کار")}">زنان و بازار کار؛ یک دهه عقب‌گرد؟</a>',
                    "۱۴۰۴/۰۸/۲۸",
                    "۱۳:۱۸",
                ),
            ]
            rows = "".join(
                f'<li class="m-episode"><button class="a-play" aria-label="play"></button>{t} <time>{d}</time> <span>{dur}</span></li>'
                for t, d, dur in episodes
            )
            return f"""<section class="t-podcast"><div class="m-podcast-header"><img src="https://s.radiomonde.test/media/podcasts/goftogoo.jpg" alt="" width="300" height="300"><h1 class="a-page-title">{esc(doc.title)}</h1>
<p>هر هفته، گفت‌وگو با کارشناسان و صاحب‌نظران درباره مهم‌ترین مسائل ایران و جهان. با شیرین احمدی.</p>
<p class="m-podcast-subscribe"><a href="https://podcasts.apple.test/rmi-goftogoo">Apple Podcasts</a> · <a href="https://open.spotify.test/show/rmi-goftogoo">Spotify</a> · <a href="/fa/podcasts/goftogoo.xml">RSS</a></p></div>
<h2>قسمت‌ها</h2><ul class="m-episodes">{rows}</ul>
<nav class="m-pagination"><span class="is-active">۱</span> <a href="{enc("/fa/پادکست/گفت-وگو/2/")}">۲</a></nav></section>"""
        if doc.kind == "schedule":
            rows = [
                ("06:00", "00:00", "Bản tin sáng"), ("06:10", "00:10", "Điểm báo Pháp"), ("06:20", "00:20", "Tạp chí Việt Nam"),
                ("06:40", "00:40", "Tạp chí Văn hóa"), ("21:00", "15:00", "Bản tin tối"), ("21:10", "15:10", "Tạp chí Thế giới"),
                ("21:30", "15:30", "Tạp chí Kinh tế"), ("21:50", "15:50", "Điểm báo Việt Nam"),
            ]  # fmt: skip
            table = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
            return f"""<section class="t-schedule"><h1 class="a-page-title">{esc(doc.title)}</h1>
<p>Chương trình phát thanh RMI Tiếng Việt được phát hằng ngày trên sóng ngắn và trực tuyến. Giờ phát sóng theo giờ Việt Nam (GMT+7) và giờ Paris.</p>
<table class="m-schedule"><thead><tr><th>Giờ Việt Nam</th><th>Giờ Paris</th><th>Chương trình</th></tr></thead><tbody>{table}</tbody></table>
<p>Tần số sóng ngắn: 11 850 kHz, 13 750 kHz (buổi sáng); 9 570 kHz, 11 690 kHz (buổi tối).</p>
<p>{self.a("mekong", "Nghe lại: " + self.docs["mekong"].title, "content")}</p></section>"""
        if doc.kind == "language-picker":
            langs = [
                ("Français", "/fr/"), ("English", "/en/"), ("Español", "/es/"), ("Português (Brasil)", "/br/"), ("فارسی", "home"),
                ("Tiếng Việt", "/vi/"), ("Kiswahili", "/sw/"), ("Русский", "/ru/"), ("Українська", "/uk/"), ("中文", "/cn/"),
                ("ភាសាខ្មែរ", "/km/"), ("Hausa", "/ha/"), ("Mandenkan", "/ma/"), ("Fulfulde", "/ff/"), ("Română", "/ro/"), ("Kreyòl", "/ht/"),
            ]  # fmt: skip
            items = "".join(f"<li>{self.a(p, n, 'content')}</li>" for n, p in langs)
            featured = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("mekong", "film", "colombia", "artist", "kivu", "budget")
            )
            return f"""<section class="t-languages"><h1 class="a-page-title">{esc(doc.title)}</h1>
<p>Radio Monde Internationale diffuse ses programmes en français et en 15 autres langues, sur les ondes courtes, la FM et sur internet.</p>
<ul class="m-languages">{items}</ul>
<h2>À la une de nos rédactions en langues étrangères</h2><ul>{featured}</ul>
<p>{self.a("schedule", "Grille des programmes en vietnamien", "content")}</p></section>"""
        return f"""<section class="t-error"><h1 class="a-page-title">{esc(doc.title)}</h1>
<p>Đường dẫn có thể đã bị thay đổi hoặc bài viết đã bị gỡ bỏ. Mời quý vị quay lại trang chủ hoặc sử dụng chức năng tìm kiếm.</p>
<p><a href="/vi/">Trang chủ RMI Tiếng Việt</a> · <a href="/vi/search/">Tìm kiếm</a></p>
<h2>Bài viết mới nhất</h2><ul><li>{self.a("mekong", self.docs["mekong"].title, "content")}</li><li>{self.a("film", self.docs["film"].title, "content")}</li></ul></section>"""
