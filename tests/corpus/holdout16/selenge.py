# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; dashes, quotes and Cyrillic letters are the languages' own)
"""Сэлэнгийн мэдээ: the hosted blog of a small Mongolian local paper on a Tumblr-like platform (custom domain,
a theme's {block:Posts} output: post-text / post-photo / reblog articles, permalinks /post/<18 digits>/slug,
notes counts and note lists, /tagged/…, /page/2, /archive, /search/…, /ask, /submit, the platform's controls
iframe, og:type=tumblr-feed:entry and al:* app links on every post, the job ad and the event included),
Cyrillic, UTF-8, absolute hrefs. No JSON-LD, no article:published_time: the permalink date is the theme's
"2026.12.01" text."""

from __future__ import annotations

from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TAG = "/tagged/" + quote("мэдээ")
SEARCH = "/search/" + quote("галт тэрэг")


def post(key: str, pid: str, slug: str) -> str:
    return f"/post/{pid}/{slug}"


class Selenge(Base):
    origin = "https://selengemedee.test"
    name = "Сэлэнгийн мэдээ"
    prefix = "sm"
    language = "mn"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sm",
            [
                "#header",
                ".post",
                ".post-text",
                ".post-photo",
                ".reblog",
                ".post-footer",
                ".notes",
                ".tags",
                "#sidebar",
                ".pagination",
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
                "Сэлэнгийн мэдээ",
                "tumblr-index",
                list=["reblog", "brief", "heat", "river", "malchin", "opinion", "ajil"],
            )
        )
        add(
            page(
                "page2",
                "/page/2",
                "section",
                "Сэлэнгийн мэдээ — 2-р хуудас",
                "tumblr-index-page-2",
                list=["library", "event"],
                prev="home",
                old=["/post/734101122334455667/aimgiin-hural", "/post/733998877665544332/hudaldaa-tuv"],
            )
        )
        add(page("tagged", TAG, "tag", "#мэдээ", "tumblr-tagged", list=["heat", "brief", "library"]))
        add(
            page(
                "archive",
                "/archive",
                "section",
                "Архив",
                "tumblr-archive",
                list=["reblog", "brief", "heat", "river", "malchin", "opinion", "ajil", "library", "event"],
            )
        )
        add(page("search", SEARCH, "search", "Хайлт: галт тэрэг", "tumblr-search", list=["brief"]))
        add(
            story(
                "heat",
                post("heat", "734612233445566778", "3-r-surguuli-halaalt"),
                "Сүхбаатар хотын 3-р сургууль хоёр хоног халаалтгүй байв",
                "2026-12-01",
                None,
                "2026.12.01",
                ["Д. Оюунчимэг", "Б. Ганболд"],
                [
                    "Сүхбаатар хотын 3-р дунд сургуулийн халаалтын шугам даваа гарагт хагарснаас болж 900 гаруй сурагч хоёр өдөр гэртээ суув.",
                    "Хотын дулааны станцын инженер Г. Мөнхбаяр хэлэхдээ, шугамыг мягмар гарагийн орой сольж дууссан бөгөөд лхагва гарагаас хичээл хэвийн үргэлжилнэ гэв. Хоолойн хагарал 1987 онд тавьсан хуучин шугамд гарсан байна.",
                    "Эцэг эхчүүд сургуулийн шугамыг зун нь шалгаагүйг шүүмжилж байна. «Өвөл бүр ийм зүйл давтагддаг. Хүүхдүүд маань хичээлээсээ хоцорч байна» гэж 5-р ангийн сурагчийн ээж Б. Сарангэрэл ярьсан.",
                    "Аймгийн Боловсролын газраас хоцорсон хичээлийг бямба гарагт нөхөж заахаар шийдвэрлэжээ.",
                ],
                "text-post-two-authors-bolon",
                byline="Сурвалжлагч Д. Оюунчимэг болон Б. Ганболд",
                notes=142,
                tags=["мэдээ", "боловсрол"],
            )
        )
        add(
            story(
                "river",
                post("river", "734598877665544331", "selenge-muren-hoildloo"),
                "Сэлэнгэ мөрөн хөлдлөө",
                "2026-11-30",
                None,
                "2026.11.30",
                ["Т. Билгүүн"],
                [
                    "FIG: Хөлдсөн мөрөн дээгүүр алхаж буй хүмүүс | Сүхбаатар хотын гүүрний доор мөрөн бүрэн хөлдсөн.",
                    "FIG: Мөсөн дээрх загасчин | Анхны мөсөн загасчид өглөө эрт гарчээ.",
                    "Мөсний зузаан 12 сантиметр хүрээгүй тул мөсөн дээгүүр машинаар явахыг хориглож байна.",
                    "SIGN: Фото: Т. Билгүүн",
                ],
                "photo-post",
                kind_class="post-photo",
                byline="",
                notes=388,
                tags=["фото", "Сэлэнгэ"],
            )
        )
        add(
            story(
                "reblog",
                post("reblog", "734655667788990011", "tomuu-darhlaajuulalt"),
                "Томуугийн эсрэг дархлаажуулалт эхэллээ",
                "2026-12-02",
                None,
                "2026.12.02",
                [],
                [
                    "Аймгийн Эрүүл мэндийн газраас 12-р сарын 3-наас эхлэн 60-аас дээш насны иргэд, жирэмсэн эхчүүд болон 5 хүртэлх насны хүүхдүүдийг томуугийн эсрэг вакцинд үнэ төлбөргүй хамруулна.",
                    "Вакциныг сумын эрүүл мэндийн төвүүд болон Сүхбаатар хотын өрхийн эрүүл мэндийн төвүүдэд ажлын өдрүүдэд 9:00–17:00 цагийн хооронд хийнэ. Иргэний үнэмлэхээ авч ирэхийг анхааруулж байна.",
                    "Аймагт энэ долоо хоногт томуу төст өвчний тохиолдол өмнөх долоо хоногоос 30 хувиар өссөн байна.",
                    "Эцэг эхчүүдээ, хүүхдээ цаг алдалгүй хамруулаарай!",
                ],
                "reblog-of-official-notice",
                kind_class="post-text reblog",
                byline="",
                notes=96,
                tags=["мэдээ", "эрүүл мэнд"],
                reblog_from="selenge-eruul-mend",
                reblog_n=3,
            )
        )
        add(
            story(
                "brief",
                post("brief", "734650011223344556", "galt-tereg-huvaari"),
                "Дархан–Сүхбаатар чиглэлийн галт тэрэг цагийн хуваариа өөрчилнө",
                "2026-12-02",
                None,
                "2026.12.02",
                [],
                [
                    "12-р сарын 5-наас Дархан–Сүхбаатар чиглэлийн зорчигч тээврийн галт тэрэг Дарханаас 7:40-д биш 8:15 цагт хөдөлнө. Буцах галт тэрэг өөрчлөлтгүй.",
                    "SIGN: Эх сурвалж: МНА",
                ],
                "agency-brief",
                byline="",
                notes=23,
                tags=["мэдээ", "тээвэр"],
            )
        )
        add(
            story(
                "malchin",
                post("malchin", "734587766554433221", "malchin-batsukh-yariltslaga"),
                "Малчин Д. Батсүх: «Өвөлжөөгөө намраас бэлдсэн»",
                "2026-11-29",
                None,
                "2026.11.29",
                ["Б. Ганболд"],
                [
                    "Мандал сумын малчин Д. Батсүх 600 гаруй толгой малтай. Ирэх өвлийн бэлтгэлийн талаар түүнтэй ярилцлаа.",
                    "Q: Энэ жилийн намар ямар байв? || Зун бороо сайн орсон болохоор өвс ургамал сайхан байлаа. Мал маань тарган орж байна. Гэхдээ намар эрт хүйтэрсэн.",
                    "Q: Өвөлжөөгөө хэрхэн бэлдсэн бэ? || Хашаа саравчаа 9-р сард засч, хоёр тонн өвс, 800 боодол хадлан бэлдсэн. Хүүтэйгээ хамт худгаа цэвэрлэсэн.",
                    "Q: Зуд болох вий гэж санаа зовж байна уу? || Зовохгүй гэвэл худлаа. 2023 оны зудаар бид малынхаа гуравны нэгийг алдсан. Одоо нөөцгүй өвөл гаргахгүй гэж шийдсэн.",
                    "Q: Залуучуудад юу хэлэх вэ? || Хот руу бүгд явчихвал хөдөө хэн үлдэх вэ. Малчин хүний амьдрал хэцүү ч эрх чөлөөтэй.",
                    "SIGN: Ярилцсан: Б. Ганболд",
                ],
                "qa-interview-interviewer-at-end",
                byline="",
                notes=201,
                tags=["ярилцлага", "малчин"],
            )
        )
        add(
            story(
                "opinion",
                post("opinion", "734570011998877665", "hot-yagaad-modgui"),
                "Манай хот яагаад модгүй вэ",
                "2026-11-28",
                None,
                "2026.11.28",
                ["Ж. Энхтуяа"],
                [
                    "Сүхбаатар хотод очсон хэн бүхэн нэг зүйлийг анзаардаг: Сэлэнгэ мөрний эрэг дээр, ойн бүсийн захад оршдог хот мөртлөө гудамжиндаа мод бараг байхгүй. Зуны халуунд сүүдэр олдохгүй, хаврын шороон шуурганд нүд нээхийн аргагүй.",
                    "Жил бүр 5-р сард «Мод тарих үндэсний өдөр» болж, албан байгууллагууд ажилчдаа гаргаж хэдэн зуун мод тарьдаг. Гэхдээ намар нь тэдгээрийн тал нь хатчихсан байдаг. Учир нь мод тарих нэг өдрийн ажил, харин арчлах бол таван жилийн ажил.",
                    "Хотын захиргааны тайланд сүүлийн арван жилд 40 мянга гаруй мод тарьсан гэж бичсэн байна. Энэ үнэн бол өнөөдөр бид ой дунд амьдрах ёстой. Хэдэн мод ургаж үлдсэнийг хэн ч тоолоогүй.",
                    "## Юу хийж болох вэ",
                    "Нэгдүгээрт, тарьсан мод бүрийг тоолж, бүртгэх хэрэгтэй. Хоёрдугаарт, мод услах ажлыг ахмадын болон оюутны сайн дурын бүлгүүдэд цалинтайгаар даатгаж болно. Гуравдугаарт, манай уур амьсгалд тохирсон шинэс, хайлаас, улиас зэрэг модыг сонгох ёстой.",
                    "Дархан хотын 14-р хороонд иргэд өөрсдөө модоо арчилж, таван жилийн дотор ногоон гудамжтай болсон жишээ бий. Бид ч чадна.",
                    "Ирэх хавар мод тарихдаа зураг авахуулаад буцах биш, тэр модыг таван жил ургуулах амлалт өгцгөөе.",
                    'RAW:<p class="signed" style="text-align:right"><b>Ж. Энхтуяа</b></p>',
                    "NOTE: Зохиогч нь Сэлэнгэ аймгийн Байгаль орчны холбооны тэргүүн. Нийтлэлд дурдсан санаа бодол нь редакцийн байр суурийг илэрхийлэхгүй.",
                ],
                "opinion-signed-at-end",
                byline="",
                notes=517,
                tags=["нийтлэл", "байгаль орчин"],
            )
        )
        add(
            story(
                "library",
                post("library", "734540099887766554", "shine-nomiin-san"),
                "Сүхбаатар хотод хүүхдийн шинэ номын сан нээгдлээ",
                "2026-11-27",
                None,
                "",
                ["Н. Уранчимэг"],
                [
                    "Сүхбаатар хотын 2-р багт хүүхдийн номын сан баасан гарагт нээлтээ хийлээ. Номын санд 4000 гаруй ном, 30 суудалтай уншлагын танхим бий.",
                    "Номын санг Японы нэгэн сангийн тусламжаар 180 сая төгрөгөөр барьсан байна. Номын сангийн эрхлэгч С. Туяа хэлэхдээ, амралтын өдрүүдэд хүүхдэд үлгэр уншиж өгөх цаг зохион байгуулна гэв.",
                    "Номын сан даваагаас бямба гараг хүртэл 10:00–18:00 цагт ажиллана.",
                ],
                "date-only-in-byline-text",
                byline_text="Сурвалжлагч Н. Уранчимэг, 2026 оны 11-р сарын 27",
                notes=64,
                tags=["мэдээ", "боловсрол"],
            )
        )
        add(
            page(
                "ajil",
                post("ajil", "734630044556677889", "ajliin-bair-zar"),
                "jobs",
                "АЖЛЫН БАЙРНЫ ЗАР: Сурвалжлагч авна",
                "job-ad-as-text-post",
                [
                    "«Сэлэнгийн мэдээ» сонин сурвалжлагч ажилд авна.",
                    "## Тавигдах шаардлага",
                    "- сэтгүүл зүйн болон холбогдох мэргэжлээр бакалавр зэрэгтэй;",
                    "- монгол хэлний бичгийн чадвар сайн;",
                    "- гэрэл зураг авах, жолооны үнэмлэхтэй бол давуу тал болно.",
                    "## Бүрдүүлэх материал",
                    "Анкет, өмнө бичсэн гурван нийтлэл. Материалаа 12-р сарын 15-ны дотор редакцид биечлэн эсвэл ajil@selengemedee.test хаягаар ирүүлнэ үү.",
                    "Цалин хөлс ярилцлагын дараа тохиролцоно. Утас: 7036-5511.",
                ],
                story_template=True,
                stamp="2026.12.01",
                notes=18,
                tags=["зар", "ажлын байр"],
            )
        )
        add(
            page(
                "event",
                post("event", "734535566778899001", "shine-jiliin-zahiallagat-uzesgelen"),
                "events",
                "Шинэ жилийн худалдаа-үзэсгэлэн 12-р сарын 18–22",
                "event-as-text-post",
                [
                    "Сэлэнгэ аймгийн үйлдвэрлэгчдийн шинэ жилийн худалдаа-үзэсгэлэн 12-р сарын 18-наас 22-ны хооронд Сүхбаатар хотын Соёлын ордонд болно.",
                    "Үзэсгэлэнд аймгийн 17 сумын 80 гаруй үйлдвэрлэгч оролцож, гурил, сүү цагаан идээ, зөгийн бал, нарсны самар, ноосон эдлэл, гар урлалын бүтээгдэхүүнээ худалдаална. Мөн хүүхдийн шинэ жилийн баярын тоглолт 12-р сарын 20-нд 14:00 цагт болно.",
                    "Оролцохыг хүсэгч үйлдвэрлэгчид аймгийн Хүнс, хөдөө аж ахуйн газарт 12-р сарын 10-ны дотор бүртгүүлнэ. Лангууны түрээс өдөрт 20 000 төгрөг.",
                    "Цагийн хуваарь: өдөр бүр 10:00–19:00.",
                ],
                story_template=True,
                stamp="2026.11.26",
                notes=77,
                tags=["арга хэмжээ"],
            )
        )
        add(
            page(
                "ask",
                "/ask",
                "contact",
                "Асуулт илгээх",
                "tumblr-ask",
                [
                    "Редакцад асуулт, санал, мэдээлэл илгээх бол доорх хэсгийг ашиглана уу. Нэрээ нууцлан илгээж болно.",
                    'RAW:<iframe class="ask_frame" src="https://www.tumblr.com/ask_form/selengemedee.test" width="100%" height="150" frameborder="0"></iframe>',
                ],
            )
        )
        add(
            page(
                "submit",
                "/submit",
                "submit",
                "Мэдээ илгээх",
                "tumblr-submit",
                [
                    "Өөрийн орон нутагт болсон үйл явдлын талаар мэдээ, зураг илгээнэ үү. Редакц хянаж нийтэлнэ.",
                    "- Зураг 10 MB-аас ихгүй байх;",
                    "- Мэдээ илгээгчийн нэр, утасны дугаарыг заавал бичих;",
                    "- Бусдын зохиогчийн эрхийг зөрчихгүй байх.",
                    'RAW:<iframe class="submit_frame" src="https://www.tumblr.com/submit_form/selengemedee.test" width="100%" height="600" frameborder="0"></iframe>',
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "Бидний тухай",
                "about-staff",
                [
                    "«Сэлэнгийн мэдээ» бол 1994 оноос Сүхбаатар хотод долоо хоног бүр хэвлэгддэг орон нутгийн сонин юм. Энэ блогт сонины мэдээ, зургийг нийтэлдэг.",
                    "- Ерөнхий редактор: Ж. Энхтуяа",
                    "- Сурвалжлагч: Д. Оюунчимэг, Б. Ганболд, Н. Уранчимэг",
                    "- Гэрэл зурагчин: Т. Билгүүн",
                    "Хаяг: Сэлэнгэ аймаг, Сүхбаатар сум, 1-р баг, Соёлын ордны 2 давхар.",
                ],
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        pid = doc.path.split("/")[2] if doc.path.startswith("/post/") else ""
        if pid:
            metas = f'<meta property="og:type" content="tumblr-feed:entry"><meta property="og:url" content="{esc(url)}"><meta property="og:title" content="{esc(doc.title)}"><meta property="al:android:url" content="tumblr://x-callback-url/blog?blogName=selengemedee&amp;postID={pid}"><meta property="al:ios:url" content="tumblr://x-callback-url/blog?blogName=selengemedee&amp;postID={pid}"><meta name="twitter:card" content="summary">'
        else:
            metas = f'<meta property="og:type" content="website"><meta property="og:url" content="{esc(url)}"><meta property="og:title" content="Сэлэнгийн мэдээ">'
        side = " ".join(
            self.a(k, t, "chrome:rail")
            for k, t in (
                ("about", "Бидний тухай"),
                ("ask", "Асуулт илгээх"),
                ("submit", "Мэдээ илгээх"),
                ("archive", "Архив"),
                ("tagged", "#мэдээ"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="mn">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} — Сэлэнгийн мэдээ</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="alternate" type="application/rss+xml" href="https://selengemedee.test/rss">
{metas}
<link rel="shortcut icon" href="https://64.media.tumblr.test/avatar_3f2a1b_128.pnj">
<style>/*PAD*/</style>
</head>
<body class="{"permalink-page" if pid else "index-page"}">
<iframe id="tumblr_controls" scrolling="no" frameborder="0" src="https://assets.tumblr.test/assets/html/iframe/o.html#blogName=selengemedee&amp;src=https%3A%2F%2Fselengemedee.test%2F" width="1" height="1"></iframe>
<div id="header">{self.a("home", "Сэлэнгийн мэдээ", "chrome:header", 'class="blog-title"')}<p class="description">Сэлэнгэ аймгийн Сүхбаатар хотын долоо хоног тутмын сонин</p>
<form action="https://selengemedee.test/search" method="get" class="search"><input type="text" name="q" placeholder="Хайх"></form></div>
<div id="sidebar"><p>{side}</p><p>Их хайгдсан: {self.a("search", "галт тэрэг", "chrome:rail")}</p></div>
<div id="posts">
{main}
</div>
<div id="footer"><p>Theme: Selenge by sonin · Powered by Tumblr</p></div>
<script src="https://assets.tumblr.test/assets/scripts/tumblelog_post_message_queue.js?_v=38b4"></script>
</body>
</html>
"""

    def tags(self, doc: Doc) -> str:
        items = []
        for t in doc.extra.get("tags", []):
            if t == "мэдээ":
                items.append("<li>" + self.a("tagged", "#мэдээ", "tags") + "</li>")
            else:
                items.append("<li>" + self.a("/tagged/" + quote(t), "#" + t, "tags") + "</li>")
        return '<ul class="tags">' + "".join(items) + "</ul>"

    def story_main(self, doc: Doc) -> str:
        cls = doc.extra.get("kind_class", "post-text")
        head = ""
        if doc.extra.get("reblog_from"):
            src = doc.extra["reblog_from"]
            head = f'<div class="reblog-header"><a class="reblog-avatar" href="https://{src}.tumblr.test/">{src}</a> reblogged from <a href="https://{src}.tumblr.test/post/734640000000{doc.extra["reblog_n"]}11111/tomuu">{src}</a></div>'
            blocks = doc.blocks
            inner = f'<div class="reblog-content"><p class="reblog-name"><a href="https://{src}.tumblr.test/">{src}</a>:</p><blockquote>{self.blocks(Doc("", "", "", "", blocks=blocks[:-1]))}</blockquote></div><div class="reblog-comment"><p class="reblog-name">selengemedee:</p>{self.blocks(Doc("", "", "", "", blocks=blocks[-1:]))}</div>'
        else:
            inner = self.blocks(
                doc,
                fig=lambda a, c: (
                    f'<figure class="photo"><img src="https://64.media.tumblr.test/{abs(len(a) * 7919) % 99991:05d}/tumblr_photo_1280.jpg" alt="{esc(a)}"><figcaption>{esc(c)}</figcaption></figure>'
                ),
            )
        by = ""
        if doc.is_article and doc.byline:
            by = f'<p class="byline">{esc(doc.byline)}</p>'
        if doc.extra.get("byline_text"):
            by = f'<p class="byline"><i>{esc(doc.extra["byline_text"])}</i></p>'
        date = doc.stamp or doc.extra.get("stamp", "")
        perm = self.a(doc.key, date or "Permalink", "content", 'class="permalink"')
        notes = doc.extra.get("notes", 0)
        note_list = "".join(
            f'<li class="note {"reblog" if i % 2 else "like"}"><a href="https://user{i}{len(doc.key)}.tumblr.test/">user{i}{len(doc.key)}</a> {"reblogged this from selengemedee" if i % 2 else "liked this"}</li>'
            for i in range(1, 7)
        )
        return f"""<article class="post {cls}" id="post-{doc.path.split("/")[2]}">
{head}
<h2 class="title">{esc(doc.title)}</h2>
{by}
<div class="post-body">
{inner}
</div>
<div class="post-footer">{perm} · <a href="{esc(self.url(doc.key))}#notes" class="notes-count">{notes} notes</a> · <a href="https://www.tumblr.test/reblog/{doc.path.split("/")[2]}/x7Kq" class="reblog-button">reblog</a></div>
{self.tags(doc)}
<ol class="notes" id="notes">{note_list}<li class="more_notes_link_container"><a class="more_notes_link" href="#">Show more notes</a></li></ol>
</article>
<nav class="post-nav">{self.a("home", "← Нүүр хуудас", "content")}</nav>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        date = d.stamp or d.extra.get("stamp", "") or "Permalink"
        lede = self.lede(d) if d.blocks else ""
        pl = 'class="permalink"'
        return f'<article class="post {d.extra.get("kind_class", "post-text")}"><h2 class="title">{self.a(key, d.title, "content")}</h2><div class="post-body"><p>{esc(lede)}</p></div><div class="post-footer">{self.a(key, date, "content", pl)} · {d.extra.get("notes", 0)} notes</div></article>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "archive":
            rows = "".join(
                f'<li class="archive-post">{self.a(k, self.docs[k].title, "content")} <span>{esc(self.docs[k].stamp or self.docs[k].extra.get("stamp", ""))}</span></li>'
                for k in doc.extra["list"]
            )
            return f'<h1>Архив</h1><h2 class="month">2026 оны 12-р сар / 11-р сар</h2><ul class="archive">{rows}</ul>'
        posts = "".join(self.teaser(k) for k in doc.extra["list"])
        posts += "".join(
            f'<article class="post post-text">{self.a(p, "Өмнөх пост " + p.split("/")[2], "content")}</article>'
            for p in doc.extra.get("old", [])
        )
        pag = ""
        if doc.key == "home":
            pag = f'<div class="pagination">{self.a("page2", "Дараагийн хуудас →", "content")}</div>'
        elif doc.extra.get("prev"):
            pag = f'<div class="pagination">{self.a(doc.extra["prev"], "← Өмнөх хуудас", "content")} <span>2 / 14</span> {self.a("/page/3", "Дараагийн хуудас →", "content")}</div>'
        head = "" if doc.key == "home" else f'<h1 class="index-title">{esc(doc.title)}</h1>'
        return f"{head}{posts}{pag}"

    def service_main(self, doc: Doc) -> str:
        return f'<div class="page"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</div>'
