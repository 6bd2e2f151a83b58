# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Mongolian letters and typographic punctuation are deliberate)
"""Тэнгэр Мэдээ: an ikon.mn-like Mongolian news site on a **Nuxt** front end (server-rendered `data-v-…` attributes,
`<div id="__nuxt"><div id="__layout">`, `data-n-head="ssr"` metas, a `window.__NUXT__` payload that repeats the story's
title, lede and body HTML, `/_nuxt/<hash>.js`), Mongolian Cyrillic, Ulaanbaatar time (**+08:00**). Short story URLs
`/n/3kq7`, sections `/c/niigem` and `/c/niigem?page=2`, `/tag/<percent-encoded>`, `/author/<slug>`, `/search?q=`,
photo galleries `/p/<id>`, the exchange-rate page `/rates`.

Dates are printed the Mongolian way, "2026 оны 12 сарын 4 06:20" (year, month number, day), listings add relative
times ("3 цагийн өмнө"), the top bar prints today's date, and one story carries "Шинэчлэгдсэн: 2026 оны 12 сарын 5
09:10". The `NewsArticle` JSON-LD is in **UTC** (`Z`): the three stories published before 08:00 in Ulaanbaatar carry
the **previous day** there (smog 06:20 = 22:20Z on 3 Dec; snowfall 07:50 = 23:50Z; the opinion column 07:30 on
2 Dec = 23:30Z on 1 Dec). Bylines use the Mongolian initial-of-the-father's-name form with no space, often after a
role word: "Сэтгүүлч Д.Оюунчимэг", "Ярилцсан Б.Төгсбаяр", "Нийтлэлч Ж.Саруул", two names joined by a comma, the
agency "МОНЦАМЭ", and a photographer "Гэрэл зураг: Г.Батсүх" in the byline slot of the snowfall story whose writer
appears at the end ("Мэдээлсэн: Н.Энхжин"). The opinion column's JSON-LD author is the site. The photo gallery
(captions only, `og:type=article`) and the rates table are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://tengermedee.test"
ARTS = ["smog", "snowfall", "ger", "montsame", "coal", "interview", "opinion", "dzud"]
V = "data-v-4c1a2b3e"  # the page component's scoped-style attribute
NAV_LINK = f'{V} class="nav__link"'
LOGO = f'{V} class="logo"'


def mn_date(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{y} оны {int(m)} сарын {int(d)} {time}"


def mn_day(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{y} оны {int(m)} сарын {int(d)}"


class Tenger(Base):
    origin = ORIGIN
    name = "Тэнгэр Мэдээ"
    prefix = "tng"
    language = "mn"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tng",
            [
                f".news-detail__title[{V}]",
                f".news-detail__meta[{V}]",
                f".news-detail__body p[{V}]",
                f".news-card[{V}]",
                ".top-bar__rates",
                ".ticker",
                ".site-footer",
                ".cookie-consent",
                ".gallery__item",
                ".rates-table td",
                ".nd-author",
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
                "Тэнгэр Мэдээ – Монголын мэдээ, мэдээлэл",
                "nuxt-home",
                list=["snowfall", "smog", "ger", "montsame", "coal", "dzud"],
            )
        )
        add(
            page(
                "niigem",
                "/c/niigem",
                "section",
                "Нийгэм",
                "nuxt-category",
                list=["snowfall", "smog", "ger", "interview"],
                more="niigem2",
            )
        )
        add(page("niigem2", "/c/niigem?page=2", "section", "Нийгэм", "nuxt-category-page2", list=["dzud", "opinion"]))
        add(
            page(
                "tag", "/tag/" + quote("утаа"), "tag", "#утаа", "nuxt-tag", list=["smog", "interview", "opinion", "ger"]
            )
        )
        add(
            page(
                "author",
                "/author/d-oyuunchimeg",
                "author",
                "Д.Оюунчимэг",
                "nuxt-author",
                list=["smog", "dzud"],
                bio="Тэнгэр Мэдээний сэтгүүлч. Байгаль орчин, эрүүл мэнд, нийгмийн сэдвээр бичдэг.",
            )
        )
        add(
            page(
                "search", "/search?q=" + quote("цас"), "search", "Хайлтын илэрц: цас", "nuxt-search", list=["snowfall"]
            )
        )
        add(
            page(
                "gallery",
                "/p/2h9d",
                "gallery",
                "Фото: Нийслэлд энэ өвлийн анхны их цас орлоо",
                "photo-gallery-captions-og-article",
                local="2026-12-04 10:30",
                photos=[
                    "Сүхбаатарын талбайд цас цэвэрлэж буй ажилчид.",
                    "Энхтайваны өргөн чөлөөнд өглөөний түгжрэл.",
                    "Зайсангийн гүүрэн дээр давс цацаж буй техник.",
                    "Цасан хүн хийж буй хүүхдүүд, Баянзүрх дүүрэг.",
                    "Гандан хийдийн орчим.",
                    "Богд хан уулын бэл цасанд хучигдсан нь.",
                ],
            )
        )
        add(
            page(
                "rates",
                "/rates",
                "live-data",
                "Валютын ханш",
                "currency-rates-table",
                [
                    "T: Валют | Монголбанкны ханш, ₮ | Өөрчлөлт",
                    "T: Ам.доллар (USD) | 3 412.50 | +4.20",
                    "T: Евро (EUR) | 3 598.12 | −2.35",
                    "T: Юань (CNY) | 471.08 | +0.61",
                    "T: Рубль (RUB) | 37.41 | +0.12",
                    "T: Вон (KRW) | 2.46 | 0.00",
                    "T: Иен (JPY) | 22.71 | −0.08",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "Бидний тухай",
                "nuxt-static-about",
                [
                    "«Тэнгэр Мэдээ» нь 2014 оноос хойш үйл ажиллагаа явуулж буй хараат бус мэдээллийн сайт юм. Бид Монгол болон дэлхийн үйл явдлыг шуурхай, бодитой хүргэхийг зорьдог.",
                    "## Редакци",
                    "- Ерөнхий редактор: Г.Нандинцэцэг",
                    "- Мэдээний албаны дарга: Т.Мөнх-Эрдэнэ",
                    "- Хаяг: Улаанбаатар, Сүхбаатар дүүрэг, Бага тойруу 44, 5 давхар",
                    "- Утас: +976 7711-4040, и-мэйл: info@tengermedee.test",
                    "Сайтын мэдээллийг эх сурвалж заан ашиглана уу.",
                ],
            )
        )
        add(
            page(
                "policy",
                "/privacy",
                "policy",
                "Нууцлалын бодлого",
                "nuxt-static-privacy",
                [
                    "Энэхүү бодлого нь «Тэнгэр Мэдээ» сайтын хэрэглэгчдийн хувийн мэдээллийг цуглуулах, ашиглах журмыг тодорхойлно.",
                    "## Цуглуулах мэдээлэл",
                    "Сайт күүки ашиглан хөтчийн төрөл, IP хаяг, үзсэн хуудасны мэдээллийг цуглуулдаг. Энэ мэдээллийг сайтын ажиллагааг сайжруулах, зар сурталчилгаа харуулахад ашиглана.",
                    "## Мэдээлэл хамгаалах",
                    "Бид хэрэглэгчийн хувийн мэдээллийг хуульд зааснаас бусад тохиолдолд гуравдагч этгээдэд дамжуулахгүй.",
                    "Асуулт байвал privacy@tengermedee.test хаягаар холбогдоно уу.",
                ],
            )
        )
        add(
            story(
                "smog",
                "/n/3kq7",
                "Улаанбаатарын агаарын бохирдол энэ өвлийн дээд түвшинд хүрлээ",
                "2026-12-04",
                iso_utc("2026-12-04 06:20", 8),
                mn_date("2026-12-04 06:20"),
                ["Д.Оюунчимэг"],
                [
                    "Улаанбаатар хотын агаарын чанарын индекс өнөө өглөө 06:00 цагт 412-т хүрч, энэ өвлийн хамгийн өндөр түвшинд хүрлээ. Энэ нь Дэлхийн эрүүл мэндийн байгууллагын зөвлөмжөөс 20 дахин их үзүүлэлт юм.",
                    "Нийслэлийн агаарын чанарын албаны мэдээлснээр, бохирдол хамгийн их Баянхошуу, Толгойт, Шархад орчимд бүртгэгдсэн байна. Салхигүй, хүйтэн цаг агаарын улмаас утаа хотын дээгүүр тогтож байгаа юм.",
                    "Эрүүл мэндийн яам иргэдийг гадуур аль болох бага байх, амны хаалт зүүх, хүүхдийг гадаа удаан байлгахгүй байхыг зөвлөв. Хүүхдийн эмнэлгүүдэд амьсгалын замын өвчлөлөөр хандах нь сүүлийн долоо хоногт 35 хувиар өссөн байна.",
                    "## Сайжруулсан түлш хангалттай юу",
                    "Нийслэлийн Засаг даргын тамгын газрын мэдээлснээр, гэр хорооллын айлуудад өдөрт 4200 тонн сайжруулсан шахмал түлш нийлүүлж байна. Гэсэн хэдий ч зарим хорооны иргэд түлш дутагдаж, түүхий нүүрс түлж байгаагаа хэлж байна.",
                    "Сонгинохайрхан дүүргийн 20-р хорооны иргэн Б.Энхтуяа «Түлшний цэг дээр өглөө бүр дараалал үүсдэг. Заримдаа дуусчихсан байдаг тул хөршөөсөө нүүрс зээлдэг» гэлээ.",
                    "Мэргэжилтнүүд агаарын бохирдлыг бууруулахын тулд гэр хорооллыг орон сууцжуулах, төвлөрсөн дулаанд холбох ажлыг түргэтгэх шаардлагатай гэж үзэж байна.",
                ],
                "role-word-before-initial-name-utc-day-before",
                section="Нийгэм",
                local="2026-12-04 06:20",
                byline="Сэтгүүлч Д.Оюунчимэг",
                views="18 402",
                rel="Өчигдөр 06:20",
                ld_author=("Person", "Д.Оюунчимэг"),
                tags=["утаа", "агаарын бохирдол"],
            )
        )
        add(
            story(
                "snowfall",
                "/n/3kr2",
                "Нийслэлд энэ өвлийн анхны их цас орж, замын түгжрэл үүслээ",
                "2026-12-04",
                iso_utc("2026-12-04 07:50", 8),
                mn_date("2026-12-04 07:50"),
                ["Н.Энхжин"],
                [
                    "Өнөө шөнө Улаанбаатар хотод энэ өвлийн анхны их цас орж, цасны зузаан 12 сантиметрт хүрлээ. Өглөөний ачаалалтай цагаар хотын төв замуудад түгжрэл үүссэн.",
                    "Нийслэлийн Авто замын газар шөнөжин 140 техник, 600 гаруй ажилтан гаргаж, гол замуудыг цэвэрлэж байна. Гүүр, уулзваруудад давс, элс цацаж байгаа аж.",
                    "Замын цагдаагийн албаны мэдээлснээр, өглөө 09:00 цаг хүртэл 47 зам тээврийн осол бүртгэгдсэн ч хүний амь нас хохироогүй байна.",
                    "Цаг уурын мэдээгээр цас маргааш үдээс хойш зогсож, шөнөдөө 28 хэм хүртэл хүйтрэх төлөвтэй.",
                    'RAW:<p class="nd-author">Мэдээлсэн: Н.Энхжин</p>',
                ],
                "photographer-in-byline-slot-writer-at-end-utc-day-before",
                section="Нийгэм",
                local="2026-12-04 07:50",
                byline="Гэрэл зураг: Г.Батсүх",
                views="24 117",
                rel="Өчигдөр 07:50",
                ld_author=("Person", "Г.Батсүх"),
                gallery=True,
            )
        )
        add(
            story(
                "ger",
                "/n/3kt9",
                "Гэр хорооллын 12 мянган айл цахилгаан халаагуурт шилжинэ",
                "2026-12-04",
                iso_utc("2026-12-04 18:30", 8),
                mn_date("2026-12-04 18:30"),
                ["Б.Төгсбаяр"],
                [
                    "Нийслэлийн засаг захиргаа гэр хорооллын 12 мянган айлыг 2027 оны өвөл гэхэд цахилгаан халаагуурт шилжүүлэх төсөл хэрэгжүүлэхээ мэдэгдлээ.",
                    "Төслийн хүрээнд айл бүрт дулаан хадгалах цахилгаан халаагуур суурилуулж, шөнийн цахилгааны төлбөрийг 50 хувь хөнгөлнө. Төсөлд Азийн хөгжлийн банкны 45 сая ам.долларын зээл ашиглана.",
                    "Эхний ээлжинд Сонгинохайрхан, Баянзүрх, Чингэлтэй дүүргийн агаарын бохирдол ихтэй хороодын айлууд хамрагдана.",
                    "## Цахилгааны сүлжээ даах уу",
                    "Эрчим хүчний мэргэжилтнүүд гэр хорооллын цахилгааны сүлжээ ачааллыг даахгүй байж болзошгүйг анхааруулж байна. Улаанбаатар цахилгаан түгээх сүлжээ компанийн мэдээлснээр, төслийн хүрээнд 180 дэд станцыг шинэчилнэ.",
                    "Шинэчлэл: Нийслэлийн засаг захиргаа төсөлд хамрагдах айлуудын бүртгэлийг 12 дугаар сарын 15-наас эхлүүлнэ гэдгээ өнөө өглөө нэмж мэдэгдлээ.",
                ],
                "updated-next-day-update-paragraph-in-body",
                section="Нийгэм",
                local="2026-12-04 18:30",
                byline="Б.Төгсбаяр",
                views="9 655",
                rel="Өчигдөр 18:30",
                ld_author=("Person", "Б.Төгсбаяр"),
                updated="2026-12-05 09:10",
                tags=["утаа", "эрчим хүч"],
            )
        )
        add(
            story(
                "montsame",
                "/n/3kp4",
                "Замын-Үүд боомтоор нэвтрэх ачааны урсгал 30 хувиар өслөө",
                "2026-12-03",
                iso_utc("2026-12-03 10:05", 8),
                mn_date("2026-12-03 10:05"),
                [],
                [
                    "Замын-Үүд боомтоор 2026 оны эхний 11 сард 4.8 сая тонн ачаа нэвтэрсэн нь өмнөх оны мөн үеэс 30 хувиар өссөн байна.",
                    "Гаалийн ерөнхий газрын мэдээлснээр, импортын ачааны дийлэнх хувийг барилгын материал, хүнсний бүтээгдэхүүн, тоног төхөөрөмж эзэлж байна.",
                    "Боомтын хүчин чадлыг нэмэгдүүлэх зорилгоор шинэ ачаа шалгах терминалын барилгын ажил ирэх хавар эхэлнэ.",
                    "Замын-Үүд нь Монгол, Хятадын хоорондын хамгийн том хуурай замын боомт юм.",
                ],
                "agency-credit-montsame",
                section="Эдийн засаг",
                local="2026-12-03 10:05",
                byline="МОНЦАМЭ",
                views="3 208",
                rel="2 өдрийн өмнө",
                ld_author=("Organization", "МОНЦАМЭ"),
                source="Эх сурвалж: МОНЦАМЭ",
            )
        )
        add(
            story(
                "coal",
                "/n/3kpb",
                "Нүүрсний экспорт арваннэгдүгээр сард 18 хувиар буурлаа",
                "2026-12-03",
                iso_utc("2026-12-03 16:45", 8),
                mn_date("2026-12-03 16:45"),
                ["Н.Энхжин"],
                [
                    "Монгол Улс 2026 оны арваннэгдүгээр сард 6.1 сая тонн нүүрс экспортолсон нь өмнөх оны мөн үеэс 18 хувиар бага байна. Үндэсний статистикийн хорооны мэдээгээр экспортын орлого 720 сая ам.доллар болжээ.",
                    "Сүүлийн гурван сарын үзүүлэлт:",
                    "T: Сар | Экспорт, сая тонн | Орлого, сая ам.доллар",
                    "T: 9 сар | 7.4 | 905",
                    "T: 10 сар | 6.8 | 811",
                    "T: 11 сар | 6.1 | 720",
                    "Экспорт буурсан шалтгааныг салбарынхан Хятадын зах зээл дээрх коксжих нүүрсний үнэ унасан болон хилийн боомтуудад ачаа тээвэр удааширсантай холбож байна.",
                    "Уул уурхай, хүнд үйлдвэрийн яамны мэргэжилтэн Д.Батболд «Өвлийн улиралд Гашуунсухайт боомтоор нэвтрэх машины тоо цаг агаараас шалтгаалан багасдаг. Төмөр замын хилийн холболт ашиглалтад орсноор энэ асуудал шийдэгдэнэ» гэв.",
                    "Эдийн засагчид нүүрсний экспортын бууралт ирэх оны төсвийн орлогод нөлөөлж болзошгүйг анхааруулж байна.",
                ],
                "data-table-initial-name",
                section="Эдийн засаг",
                local="2026-12-03 16:45",
                byline="Н.Энхжин",
                views="6 731",
                rel="2 өдрийн өмнө",
                ld_author=("Person", "Н.Энхжин"),
            )
        )
        add(
            story(
                "interview",
                "/n/3kmz",
                "Б.Ганзориг: Өвлийн улиралд хүүхдийн амьсгалын замын өвчлөл хоёр дахин нэмэгддэг",
                "2026-12-02",
                iso_utc("2026-12-02 14:30", 8),
                mn_date("2026-12-02 14:30"),
                ["Б.Төгсбаяр"],
                [
                    "Хүүхдийн эмч, анагаах ухааны доктор Б.Ганзоригтой агаарын бохирдол болон хүүхдийн эрүүл мэндийн талаар ярилцлаа.",
                    "Q: Энэ өвөл хүүхдийн өвчлөлийн байдал ямар байна вэ? || Арваннэгдүгээр сараас эхлэн эмнэлэгт хандах хүүхдийн тоо огцом нэмэгдсэн. Ялангуяа нэг хүртэлх насны хүүхдүүдийн дунд уушгины хатгалгаа их байна.",
                    "Q: Утаа хүүхдэд хэрхэн нөлөөлдөг вэ? || Агаар дахь нарийн ширхэгт тоосонцор уушгины гүнд нэвтэрч, дархлааг сулруулдаг. Удаан хугацаанд утаатай агаараар амьсгалсан хүүхдэд астма, харшил үүсэх эрсдэл өндөр.",
                    "Q: Эцэг эхчүүд юунд анхаарах ёстой вэ? || Гэрийн агаарыг цэвэршүүлэгч ашиглах, өглөө, оройн цагаар цонх онгойлгохгүй байх, хүүхдийг шингэн сайн уулгах хэрэгтэй. Халуурах, амьсгал давчдах шинж илэрвэл эмчид яаралтай хандаарай.",
                    "Q: Амны хаалт хүүхдэд тохиромжтой юу? || Хоёр наснаас дээш хүүхдэд тохирох хэмжээний амны хаалт зүүлгэж болно. Харин нярай хүүхдийг утаатай үед гадуур гаргахгүй байх нь хамгийн зөв.",
                ],
                "interview-interviewee-name-in-title-role-word-byline",
                section="Нийгэм",
                local="2026-12-02 14:30",
                byline="Ярилцсан Б.Төгсбаяр",
                views="5 118",
                rel="3 өдрийн өмнө",
                ld_author=("Person", "Б.Төгсбаяр"),
                kicker="Ярилцлага",
                tags=["утаа", "эрүүл мэнд"],
            )
        )
        add(
            story(
                "opinion",
                "/n/3kk1",
                "Утааг тоогоор биш, амьсгалаар хэмжье",
                "2026-12-02",
                iso_utc("2026-12-02 07:30", 8),
                mn_date("2026-12-02 07:30"),
                ["Ж.Саруул"],
                [
                    "Өвөл бүр бид нэг л яриаг давтдаг. Агаарын чанарын индекс хэд хүрсэн, өнгөрсөн жилийнхээс хэдэн хувиар буурсан, хэдэн тонн сайжруулсан түлш нийлүүлсэн тухай. Тоо олон, харин амьсгалах агаар өөрчлөгдөхгүй байна.",
                    "Сүүлийн арван жилд агаарын бохирдлыг бууруулахад их наяд төгрөг зарцуулсан гэдэг. Гэвч Улаанбаатарын хүүхдүүдийн уушгины багтаамж хөдөөний үе тэнгийнхээсээ бага хэвээр байна. Энэ бол хамгийн үнэн үзүүлэлт.",
                    "Бидэнд шинэ хөтөлбөр биш, хэрэгжүүлсэн ажлын тайлан хэрэгтэй. Хэдэн айл орон сууцанд орсон, хэдэн хороо төвлөрсөн дулаанд холбогдсон, хэдэн сургууль агаар цэвэршүүлэгчтэй болсон бэ гэдгийг жил бүр ил тод зарлах ёстой.",
                    "Агаарын бохирдол бол зөвхөн байгаль орчны асуудал биш, нийгмийн тэгш бус байдлын асуудал. Гэр хороололд амьдардаг, хамгийн бага орлоготой иргэд хамгийн их утаатай агаараар амьсгалж байна.",
                    "Утааг тоогоор биш, хүүхдүүдийнхээ амьсгалаар хэмжих цаг болсон.",
                ],
                "opinion-role-word-jsonld-author-site-utc-day-before",
                section="Нийтлэл",
                local="2026-12-02 07:30",
                byline="Нийтлэлч Ж.Саруул",
                views="4 406",
                rel="3 өдрийн өмнө",
                ld_author=("Organization", "Тэнгэр Мэдээ"),
                disclaimer="Нийтлэлд илэрхийлсэн санаа бодол нь зөвхөн нийтлэлчийн байр суурь бөгөөд Тэнгэр Мэдээний байр суурийг илэрхийлэхгүй.",
                tags=["утаа"],
            )
        )
        add(
            story(
                "dzud",
                "/n/3kh6",
                "Говийн таван аймагт зудын эрсдэл өндөр байна",
                "2026-12-01",
                iso_utc("2026-12-01 11:00", 8),
                mn_date("2026-12-01 11:00"),
                ["Д.Оюунчимэг", "Б.Төгсбаяр"],
                [
                    "Цаг уур, орчны шинжилгээний газраас гаргасан зудын эрсдэлийн зурагт Өмнөговь, Дундговь, Дорноговь, Говь-Алтай, Баянхонгор аймгийн нутгийн 40 гаруй хувь өндөр эрсдэлтэй бүсэд орсон байна.",
                    "Зуны ган гачгийн улмаас эдгээр нутагт өвс ургамлын ургац муу байсан бөгөөд малчид өвөлжөө, хаваржаандаа хангалттай тэжээл бэлтгэж чадаагүй аж.",
                    "Дундговь аймгийн Луус сумын малчин Ц.Баатар «Намар нэг боодол өвс 18 мянган төгрөг байсан бол одоо 25 мянга болсон. Мал тарга тэвээрэг муу орсон тул хаврыг яаж давахаа мэдэхгүй байна» гэв.",
                    "Онцгой байдлын ерөнхий газар улсын нөөцөөс говийн аймгуудад 12 мянган тонн өвс, 3 мянган тонн тэжээл хямд үнээр нийлүүлэхээр болжээ.",
                    "Мэргэжилтнүүд малчдад малаа отор нүүдэлд гаргах, сул малаа эрт борлуулахыг зөвлөж байна.",
                ],
                "two-authors-comma",
                section="Нийгэм",
                local="2026-12-01 11:00",
                byline="Д.Оюунчимэг, Б.Төгсбаяр",
                views="7 990",
                rel="4 өдрийн өмнө",
                ld_author=("Person", "Д.Оюунчимэг, Б.Төгсбаяр"),
            )
        )

    # --- templates ----------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        kind, name = doc.extra["ld_author"]
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "image": [f"https://cdn.tengermedee.test/news/{doc.path[3:]}/cover.jpg"],
            "datePublished": doc.iso,
            "dateModified": iso_utc(doc.extra["updated"], 8) if doc.extra.get("updated") else doc.iso,
            "author": {"@type": kind, "name": name},
            "publisher": {
                "@type": "Organization",
                "name": "Тэнгэр Мэдээ",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/logo.png"},
            },
            "inLanguage": "mn",
        }
        return f'<script data-n-head="ssr" type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def nuxt(self, doc: Doc) -> str:
        state: dict = {
            "layout": "default",
            "serverRendered": True,
            "config": {
                "apiBase": "https://api.tengermedee.test/v2",
                "_app": {"basePath": "/", "assetsPath": "/_nuxt/"},
            },
        }
        if doc.is_article:
            state["data"] = [{"news": {"id": doc.path[3:], "title": doc.title, "lede": self.lede(doc), "published": doc.iso, "views": int(doc.extra["views"].replace(" ", "")), "category": doc.section, "author_text": doc.byline,
                                       "body": blocks_html(self, [b for b in doc.blocks if b[0] in ("p", "h2")], zone="payload").replace('href="', 'data-href="')}}]  # fmt: skip
        else:
            state["data"] = [{"page": {"slug": doc.path, "title": doc.title}}]
        return f"<script>window.__NUXT__={json.dumps(state, ensure_ascii=False)};</script>"

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.title if doc.kind == "home" else f"{doc.title} | Тэнгэр Мэдээ"
        og = "article" if doc.is_article or doc.kind == "gallery" else "website"
        menu = "".join(
            f'<li {V} class="nav__item">{self.a(k, t, "nav", NAV_LINK)}</li>'
            for k, t in (
                ("home", "Нүүр"),
                ("niigem", "Нийгэм"),
                ("/c/ediin-zasag", "Эдийн засаг"),
                ("/c/uls-tur", "Улс төр"),
                ("/c/delhii", "Дэлхий"),
                ("/c/sport", "Спорт"),
                ("gallery", "Фото"),
                ("rates", "Ханш"),
            )
        )
        popular = "".join(
            f"<li {V}>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["snowfall", "smog", "ger"]
            if k != doc.key
        )
        pub = ""
        if doc.is_article:
            pub = f'<meta data-n-head="ssr" property="article:published_time" content="{doc.iso}">'
        elif doc.kind == "gallery":
            pub = (
                f'<meta data-n-head="ssr" property="article:published_time" content="{iso_utc(doc.extra["local"], 8)}">'
            )
        return f"""<!doctype html>
<html lang="mn" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22mn%22%7D%7D">
<head>
<title>{esc(title)}</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">
<meta data-n-head="ssr" data-hid="og:type" property="og:type" content="{og}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="{esc(doc.title)}">
<meta data-n-head="ssr" data-hid="og:url" property="og:url" content="{esc(url)}">
<meta data-n-head="ssr" data-hid="og:site_name" property="og:site_name" content="Тэнгэр Мэдээ">
{pub}
<link data-n-head="ssr" rel="canonical" href="{esc(url)}">
{self.ld(doc) if doc.is_article else ""}
<link rel="preload" href="/_nuxt/3f9a1c2.js" as="script"><link rel="preload" href="/_nuxt/8b4e0d7.js" as="script"><link rel="preload" href="/_nuxt/app.5c2e1f0.css" as="style">
<link rel="stylesheet" href="/_nuxt/app.5c2e1f0.css">
<style data-vue-ssr-id="4c1a2b3e:0">/*PAD*/</style>
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div {V} class="app">
<div {V} class="top-bar"><span {V} class="top-bar__date">2026 оны 12 сарын 5, Бямба гараг</span>
<span {V} class="top-bar__rates">USD 3 412₮ · EUR 3 598₮ · CNY 471₮ · RUB 37₮</span>
<span {V} class="top-bar__weather">Улаанбаатар −24°</span></div>
<header {V} class="site-header">{self.a("home", "Тэнгэр Мэдээ", "nav", LOGO)}
<nav {V} class="nav"><ul {V} class="nav__list">{menu}</ul></nav>
<form {V} action="/search" class="search-form"><input {V} name="q" placeholder="Хайх..."><button {V} type="submit">Хайх</button></form></header>
<div {V} class="ticker"><span {V} class="ticker__label">Шуурхай</span>{self.a("snowfall", self.docs["snowfall"].title, "nav")}</div>
<div {V} class="ad ad--top"><div id="div-gpt-ad-1701234567890-0" style="min-width:970px;min-height:90px"></div></div>
<div {V} class="layout"><main {V} class="layout__main">
{main}
</main>
<aside {V} class="layout__aside"><div {V} class="popular"><h3 {V}>Их уншсан</h3><ol {V}>{popular}</ol></div>
<div {V} class="popular-search"><h3 {V}>Түгээмэл хайлт</h3>{self.a("search", "цас", "aside")} · {self.a("tag", "#утаа", "aside")} · <a href="/search?q=%D1%85%D0%B0%D0%BD%D1%88">ханш</a></div>
<div {V} class="ad ad--side"><div id="div-gpt-ad-1701234567890-1" style="min-width:300px;min-height:600px"></div></div></aside></div>
<footer {V} class="site-footer"><div {V} class="site-footer__links">{self.a("about", "Бидний тухай", "footer")} · {self.a("policy", "Нууцлалын бодлого", "footer")} · <a href="/ads">Сурталчилгаа</a> · <a href="mailto:info@tengermedee.test">Холбоо барих</a></div>
<p {V}>© 2014–2026 Тэнгэр Мэдээ. Мэдээллийг эх сурвалж заан ашиглана уу.</p></footer>
<div {V} class="cookie-consent">Энэ вэбсайт күүки ашигладаг. <button {V}>Зөвшөөрөх</button></div>
</div></div></div>
{self.nuxt(doc)}
<script src="/_nuxt/3f9a1c2.js" defer></script><script src="/_nuxt/8b4e0d7.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.key in ("smog", "dzud"):
            names = doc.byline.replace("Сэтгүүлч ", "").split(", ")
            linked = ", ".join(self.a("author", n, "byline") if n == "Д.Оюунчимэг" else esc(n) for n in names)
            byline = ("Сэтгүүлч " if doc.byline.startswith("Сэтгүүлч") else "") + linked
        else:
            byline = esc(doc.byline)
        kicker = (
            f'<div {V} class="news-detail__kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        )
        updated = (
            f'<span {V} class="news-detail__updated">Шинэчлэгдсэн: {mn_date(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                f'<div {V} class="news-detail__tags">'
                + " ".join(
                    self.a("tag", "#" + t, "tag") if t == "утаа" else f'<a href="/tag/{quote(t)}">#{esc(t)}</a>'
                    for t in doc.extra["tags"]
                )
                + "</div>"
            )
        tail = ""
        if doc.extra.get("source"):
            tail += f'<p {V} class="news-detail__source">{esc(doc.extra["source"])}</p>'
        if doc.extra.get("disclaimer"):
            tail += f'<div {V} class="news-detail__disclaimer">{esc(doc.extra["disclaimer"])}</div>'
        if doc.extra.get("gallery"):
            tail += f'<div {V} class="news-detail__gallery-link">{self.a("gallery", "Фото сурвалжлагыг үзэх", "content")}</div>'
        related = "".join(
            f'<div {V} class="news-card news-card--small">{self.a(k, self.docs[k].title, "related")}<span {V} class="news-card__time">{esc(self.docs[k].extra["rel"])}</span></div>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<article {V} class="news-detail">
{kicker}
<h1 {V} class="news-detail__title">{esc(doc.title)}</h1>
<div {V} class="news-detail__meta"><span {V} class="news-detail__author">{byline}</span>
<span {V} class="news-detail__date">{doc.stamp}</span> {updated}
<span {V} class="news-detail__views">Үзсэн: {doc.extra["views"]}</span></div>
<div {V} class="news-detail__cover"><img {V} src="https://cdn.tengermedee.test/news/{doc.path[3:]}/cover.jpg" alt=""></div>
<div {V} class="news-detail__body">
{self.blocks(doc)}
</div>
{tail}
{tags}
<div {V} class="share"><a {V} href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a {V} href="https://twitter.com/intent/tweet?url={quote(self.url(doc.key), safe="")}">X</a></div>
</article>
<section {V} class="related"><h2 {V}>Холбоотой мэдээ</h2>{related}</section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(
            f'<div {V} class="news-card"><img {V} src="https://cdn.tengermedee.test/news/{self.docs[k].path[3:]}/thumb.jpg" alt="" loading="lazy">'
            f'<h3 {V} class="news-card__title">{self.a(k, self.docs[k].title, "content")}</h3>'
            f'<span {V} class="news-card__time">{esc(self.docs[k].extra["rel"])}</span><span {V} class="news-card__views">{self.docs[k].extra["views"]}</span></div>'
            for k in doc.extra["list"]
        )
        head = f'<h1 {V} class="page-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "home":
            head = f'<h1 {V} class="visually-hidden">{esc(doc.title)}</h1><h2 {V} class="section-title">Онцлох</h2>'
            pager = f'<div {V} class="home-gallery"><h2 {V}>Фото</h2>{self.a("gallery", self.docs["gallery"].title, "content")}</div><div {V} class="more">{self.a("niigem", "Бүх мэдээ", "content")}</div>'
        elif doc.key == "niigem":
            pager = f'<nav {V} class="pager"><span {V} class="pager__current">1</span> {self.a("niigem2", "2", "pagination")} <a {V} href="/c/niigem?page=3">3</a> {self.a("niigem2", "Дараах", "pagination")}</nav>'
        elif doc.key == "niigem2":
            pager = f'<nav {V} class="pager">{self.a("niigem", "Өмнөх", "pagination")} {self.a("niigem", "1", "pagination")} <span {V} class="pager__current">2</span> <a {V} href="/c/niigem?page=3">3</a></nav>'
        elif doc.kind == "author":
            head = f'<div {V} class="author-profile"><img {V} src="https://cdn.tengermedee.test/authors/oyuunchimeg.jpg" alt="" width="120" height="120"><h1 {V} class="page-title">{esc(doc.title)}</h1><p {V}>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 {V} class="page-title">{esc(doc.title)}</h1><form {V} action="/search"><input {V} name="q" value="цас"><button {V}>Хайх</button></form><p {V} class="search-count">Нийт 31 илэрц</p>'
            cards += f'<div {V} class="news-card"><h3 {V} class="news-card__title"><a {V} href="/n/3j8w">Цасан шуургатай холбоотой 14 замыг хаалаа</a></h3><span {V} class="news-card__time">2026 оны 11 сарын 21</span></div>'
        return f'<section {V} class="listing">{head}<div {V} class="news-grid">{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            items = "".join(
                f'<figure {V} class="gallery__item"><img {V} src="https://cdn.tengermedee.test/photo/2h9d/{i + 1}.jpg" alt="" loading="lazy"><figcaption {V}>{esc(c)}</figcaption></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'<article {V} class="gallery"><h1 {V} class="page-title">{esc(doc.title)}</h1><div {V} class="gallery__meta">{mn_date(doc.extra["local"])} · Гэрэл зургийг Г.Батсүх</div><div {V} class="gallery__items">{items}</div><p {V}>{self.a("snowfall", "Холбоотой мэдээ: " + self.docs["snowfall"].title, "related")}</p></article>'
        if doc.kind == "live-data":
            return f'<section {V} class="rates-page"><h1 {V} class="page-title">{esc(doc.title)}</h1><p {V} class="rates-page__date">Монголбанкны албан ханш, {mn_day("2026-12-05 00:00")}. Шинэчлэгдсэн: 2026 оны 12 сарын 4 16:00</p><div {V} class="rates-table">\n{self.blocks(doc)}\n</div><p {V} class="rates-page__note">Арилжааны банкуудын ханш Монголбанкны ханшаас ялгаатай байж болно.</p></section>'
        return f'<section {V} class="static-page"><h1 {V} class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
