# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Kyrgyz letters and typographic punctuation are deliberate)
"""Ала-Тоо Маалымат: a Kyrgyz news site on **1C-Bitrix** (`bx-newsdetail`, `bx-newsdetail-content`,
`bx-newsdetail-author`, `bx-newsdetail-view`, `bx-newsdetail-date`, `news-list`, `bx-pagination`, composite-cache
comments, `BX.message`, `/bitrix/templates/…`, `/upload/iblock/…`), Kyrgyz, Bishkek time (+06:00). SEF URLs
`/news/koom/154321/`, the pager `?PAGEN_1=2`, tags through the search module (`/search/?tags=<percent-encoded>`),
`/search/?q=`, `/authors/<slug>/`, `/video/<id>/`.

The page title is printed twice, as the template's `<h1 id="pagetitle">` and as the component's `<h3>`. Dates are
Bitrix's "04.12.2026 11:20" (local); there is **no JSON-LD**: schema.org **microdata** whose `datePublished` is the
element's creation date (`DATE_CREATE`, the night quake story's draft was made on 3 Dec though it went out at 01:10
on 4 Dec) and `article:published_time` in **UTC** (the same story's 19:10Z on 3 Dec). A view counter "Көрүүлөр:"
sits next to the author line. Credits: "Автор: Бермет Асанова", the initial form "Т. Осмонов", the surname-first
"Жумабекова Айгерим", the agency "Кабар", the desk "Ала-Тоо Маалымат", and a **photographer in the author slot**
("Сүрөттөр: Нурбек Сыдыков") on the Issyk-Kul feature whose writer signs at the end in a right-aligned bold line.

The **archive** (`/archive/…`, the old Bitrix 11 template of 2011-2012) is served in **windows-1251** (header and
`<meta http-equiv>`), labelled `cp1251`: the Kyrgyz letters ң ө ү are not in that code page and are written as numeric
character references (`&#1187;` `&#1257;` `&#1199;`); one archive story is in Russian (`lang="ru"`), its paragraphs
`<p>`, the Kyrgyz one's separated by `<br /><br />`."""

from __future__ import annotations

from urllib.parse import quote

from common import Base, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.alatoo.test"
ARTS = ["heat", "quake", "prices", "kabar", "lake", "airport"]


def bx_date(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y} {time}"


def eid(doc: Doc) -> str:
    return doc.path.rstrip("/").rsplit("/", 1)[-1].split("=")[-1]


class AlaToo(Base):
    origin = ORIGIN
    name = "Ала-Тоо Маалымат"
    prefix = "alt"
    language = "ky"
    _writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("archive"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1251" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=windows-1251" if self._archive else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        if self._archive:
            return css_rules(
                "alt-old",
                ["#pagetitle", ".news-detail", ".news-date-time", "td.left-menu a", ".news-list p", "#footer"],
                170,
            )
        return css_rules(
            "alt",
            [
                ".bx-newsdetail-block",
                ".bx-newsdetail-content p",
                ".bx-newsdetail-author",
                ".bx-newsdetail-date",
                ".news-list-item",
                ".bx-pagination-container li",
                ".header-rates",
                ".bx-top-nav-container a",
                ".cookie-agree",
                ".news-ticker",
                "#pagetitle",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Ала-Тоо Маалымат – Кыргызстандын жаңылыктары",
                "bitrix-home",
                list=["heat", "quake", "prices", "lake", "kabar", "airport"],
            )
        )
        add(
            page(
                "koom",
                "/news/koom/",
                "section",
                "Коом",
                "bitrix-section",
                list=["heat", "quake", "prices", "kabar"],
                more="koom2",
            )
        )
        add(
            page("koom2", "/news/koom/?PAGEN_1=2", "section", "Коом", "bitrix-section-pagen2", list=["lake", "airport"])
        )
        add(
            page(
                "tag",
                "/search/?tags=" + quote("Бишкек"),
                "tag",
                "Бишкек",
                "bitrix-search-tags",
                list=["heat", "prices", "airport"],
            )
        )
        add(
            page(
                "author",
                "/authors/bermet-asanova/",
                "author",
                "Бермет Асанова",
                "bitrix-author",
                list=["heat"],
                bio="«Ала-Тоо Маалыматтын» кабарчысы. Шаар чарбасы, энергетика жана социалдык темалар боюнча жазат.",
            )
        )
        add(
            page(
                "search", "/search/?q=" + quote("жылуулук"), "search", "Издөө: жылуулук", "bitrix-search", list=["heat"]
            )
        )
        add(
            page(
                "archive",
                "/archive/",
                "section",
                "Архив",
                "bitrix-old-archive-index-cp1251",
                list=["arch-ky", "arch-ru"],
                archive=True,
            )
        )
        add(
            page(
                "video",
                "/video/154377/",
                "video",
                "Видео: Бишкектеги жылуулук түйүнүндөгү авария",
                "bitrix-video-one-line",
                [
                    "Ахунбаев көчөсүндөгү авария жеринен видео.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "Биз жөнүндө",
                "bitrix-static-about",
                [
                    "«Ала-Тоо Маалымат» – 2008-жылдан бери иштеп келе жаткан көз карандысыз маалымат сайты. Биз Кыргызстандагы жана дүйнөдөгү окуяларды кыргыз жана орус тилдеринде чагылдырабыз.",
                    "## Редакция",
                    "- Башкы редактор: Элмира Сатыбалдиева",
                    "- Жооптуу катчы: Улан Жээнбеков",
                    "- Дарек: Бишкек ш., Чүй проспекти, 114, 3-кабат",
                    "- Телефон: +996 312 55 40 40, эл. почта: info@alatoo.test",
                    "Сайттагы материалдарды колдонууда гипершилтеме милдеттүү. Редакция окурмандардын пикирлерине жооп бербейт.",
                ],
            )
        )
        add(
            story(
                "heat",
                "/news/koom/154321/",
                "Бишкекте жылуулук түйүнүндөгү авариядан улам 30 көп кабаттуу үй жылуусуз калды",
                "2026-12-04",
                iso_utc("2026-12-04 11:20", 6, "+00:00"),
                bx_date("2026-12-04 11:20"),
                ["Бермет Асанова"],
                [
                    "Бишкектин Свердлов районундагы жылуулук түйүнүндө бүгүн эртең менен авария болуп, 30 көп кабаттуу үй жана эки мектеп жылуусуз калды. «Бишкекжылуулукэнерго» ишканасынын маалыматы боюнча, оңдоо иштери кечке чейин бүтөт.",
                    "Авария саат 06:30да Ахунбаев көчөсүндөгү магистралдык түтүк жарылып кеткендиктен болгон. Ысык суу көчөгө агып, Ахунбаев жана Токомбаев көчөлөрүнүн кесилишинде кыймыл убактылуу токтотулду.",
                    "Шаардык мэриянын басма сөз кызматы билдиргендей, жабыркаган мектептердин окуучулары бүгүн онлайн окууга өткөрүлдү. Бала бакчалар резервдик жылытуу системасына туташтырылды.",
                    "## Тургундар эмне дейт",
                    "Ахунбаев көчөсүндөгү беш кабаттуу үйдө жашаган Гүлнара Асанбекова батирдеги температура 13 градуска чейин түшүп кеткенин айтты. «Кичинекей балдар бар, электр жылыткычты күйгүзүп отурабыз. Жыл сайын ушундай болот», – деди ал.",
                    "Ишкананын өкүлү Марат Бейшеналиев шаардагы жылуулук түтүктөрүнүн 60 пайыздан ашыгы эскиргенин белгиледи. Анын айтымында, быйыл 12 чакырым түтүк алмаштырылган, бирок бул жетишсиз.",
                    "Шаардык кеңештин депутаттары жылуулук тармагын жаңылоо программасын кайра карап чыгууну сунуштап жатышат. Маселе кийинки жумада кеңештин сессиясында талкууланат.",
                ],
                "bitrix-author-line-h1-and-h3",
                section="Коом",
                local="2026-12-04 11:20",
                created="2026-12-04",
                byline="Автор: Бермет Асанова",
                views="3 412",
                tags=["Бишкек", "жылуулук", "авария"],
                video=True,
            )
        )
        add(
            story(
                "quake",
                "/news/koom/154330/",
                "Нарын облусунда 4,7 магнитудалуу жер титирөө катталды",
                "2026-12-04",
                iso_utc("2026-12-04 01:10", 6, "+00:00"),
                bx_date("2026-12-04 01:10"),
                [],
                [
                    "Нарын облусунда бүгүн түнкү саат 00:52де 4,7 магнитудалуу жер титирөө катталды. Бул тууралуу Өзгөчө кырдаалдар министрлиги билдирди.",
                    "Жер титирөөнүн борбору Нарын шаарынан 35 чакырым түштүк-батышта, 12 чакырым тереңдикте жайгашкан. Эпицентрде силкинүүнүн күчү 5 баллга жеткен.",
                    "Алдын ала маалымат боюнча, курман болгондор жана жаракат алгандар жок. Ак-Талаа районундагы эки айылда үйлөрдүн дубалдары жарака кеткени катталды.",
                    "ӨКМдин адистери жабыркаган аймактарга жөнөтүлдү. Зыяндын өлчөмү таң атканда аныкталат.",
                ],
                "night-brief-desk-credit-utc-og-microdata-created-day-before",
                section="Коом",
                local="2026-12-04 01:10",
                created="2026-12-03",
                byline="Ала-Тоо Маалымат",
                views="5 906",
            )
        )
        add(
            story(
                "prices",
                "/news/ekonomika/154302/",
                "Базарларда эт жана ун кымбаттады: баалар бир айда 12 пайызга өстү",
                "2026-12-03",
                iso_utc("2026-12-03 09:50", 6, "+00:00"),
                bx_date("2026-12-03 09:50"),
                ["Жумабекова Айгерим"],
                [
                    "Бишкектин базарларында акыркы бир айда негизги азык-түлүктүн баасы кескин көтөрүлдү. Улуттук статистика комитетинин маалыматы боюнча, ноябрда эт 12 пайызга, ун 9 пайызга кымбаттаган.",
                    "«Ош» жана «Аламүдүн» базарларындагы баалар төмөнкүдөй:",
                    "T: Азык | Октябрь, сом | Декабрь, сом",
                    "T: Уй эти (1 кг) | 620 | 700",
                    "T: Кой эти (1 кг) | 680 | 750",
                    "T: Ун, биринчи сорт (50 кг) | 1 650 | 1 800",
                    "T: Картошка (1 кг) | 38 | 45",
                    "Соодагерлер кымбаттоону Казакстандан ташылган ундун баасынын өсүшү жана малдын экспорту менен байланыштырышат. Аламүдүн базарында эт саткан Бакыт Мамытов мал базарларында баалар эки жумада эле 15 пайызга өскөнүн айтты.",
                    "Экономика министрлиги баалардын өсүшүн көзөмөлдөө үчүн мамлекеттик материалдык резервден базарларга 5 миң тонна ун чыгарарын билдирди.",
                    "Экономист Руслан Сыдыгалиев кышында баалардын өсүшү ар дайым болорун, бирок быйыл ал адаттагыдан тезирээк болуп жатканын белгиледи.",
                ],
                "surname-first-byline-price-table",
                section="Экономика",
                local="2026-12-03 09:50",
                created="2026-12-03",
                byline="Автор: Жумабекова Айгерим",
                views="8 127",
                tags=["Бишкек", "баалар"],
            )
        )
        add(
            story(
                "kabar",
                "/news/koom/154297/",
                "Кыргызстан менен Өзбекстан чек арасында жаңы бажы-логистикалык борбор ачылды",
                "2026-12-03",
                iso_utc("2026-12-03 15:40", 6, "+00:00"),
                bx_date("2026-12-03 15:40"),
                [],
                [
                    "Кыргызстан менен Өзбекстандын ортосундагы «Достук» чек ара өткөөлүндө жаңы бажы-логистикалык борбор ишке берилди. Борбор күнүнө 1,5 миң жүк ташуучу унааны тейлей алат.",
                    "Курулушка Азия өнүктүрүү банкынын 24 млн долларлык гранты жумшалды. Жаңы борбордо жүктөрдү текшерүү үчүн рентген сканерлер орнотулган.",
                    "Бажы кызматынын төрагасынын орун басары Эрлан Абдыкеримов жаңы бекет чек арада күтүү убактысын орточо үч сааттан 40 мүнөткө чейин кыскартарын айтты.",
                    "Эки өлкөнүн ортосундагы соода жүгүртүү 2026-жылдын он айында 1,9 млрд долларга жетти.",
                ],
                "agency-credit-kabar",
                section="Коом",
                local="2026-12-03 15:40",
                created="2026-12-03",
                byline="Кабар",
                views="1 544",
                source="Булак: «Кабар» улуттук маалымат агенттиги",
            )
        )
        add(
            story(
                "lake",
                "/news/koom/154268/",
                "Ысык-Көлдө кышкы туризм: Чолпон-Атадагы мейманканалар толуп калды",
                "2026-12-02",
                iso_utc("2026-12-02 16:00", 6, "+00:00"),
                bx_date("2026-12-02 16:00"),
                ["Айгерим Жумабекова"],
                [
                    "Ысык-Көлдүн түндүк жээгинде кышкы туризм жыл сайын жанданууда. Быйыл декабрдын башында эле Чолпон-Атадагы мейманканалардын жарымынан көбү толуп калды.",
                    "Туристтерди негизинен жылуу булактар жана жакын жердеги тоо лыжа базалары кызыктырат. Чолпон-Атадан 40 чакырым алыстыкта жайгашкан «Карагай-Булак» базасы быйыл жаңы көтөргүч курду.",
                    "«Мурун кышында жээк бош турчу. Азыр Казакстандан, Өзбекстандан, атүгүл Кытайдан келген конокторду кабыл алып жатабыз», – дейт «Ак-Толкун» мейманканасынын башкаруучусу Жылдыз Турдубаева.",
                    "FIG: Чолпон-Атадагы жээк | Кышкы Ысык-Көл. Сүрөт: Нурбек Сыдыков",
                    "Туризм департаментинин маалыматына ылайык, 2026-жылдын кышкы мезгилинде облуска 120 миңге жакын турист келет деп күтүлүүдө. Бул былтыркыдан 25 пайызга көп.",
                    "Бирок жергиликтүү ишкерлер жолдун абалына нааразы. Бишкек – Балыкчы жолунун айрым бөлүктөрүндө кыш мезгилинде тайгак көп болуп, кыймыл жайлайт.",
                    'RAW:<p style="text-align: right;"><b>Айгерим Жумабекова</b></p>',
                ],
                "photographer-in-author-slot-writer-signs-at-end",
                section="Коом",
                local="2026-12-02 16:00",
                created="2026-12-02",
                byline="Сүрөттөр: Нурбек Сыдыков",
                views="2 760",
            )
        )
        add(
            story(
                "airport",
                "/news/koom/154241/",
                "«Манас» аэропортунда жаңы терминалдын курулушу башталды",
                "2026-12-01",
                iso_utc("2026-12-01 10:30", 6, "+00:00"),
                bx_date("2026-12-01 10:30"),
                ["Т. Осмонов"],
                [
                    "«Манас» эл аралык аэропортунда жаңы жүргүнчүлөр терминалынын курулушу расмий түрдө башталды. Терминал жылына 5 миллион жүргүнчүнү тейлөөгө ылайыкталат.",
                    "Долбоордун баасы 320 млн долларды түзөт. Курулушту түрк-кыргыз консорциуму жүргүзүп, аны 2029-жылы бүтүрүү пландалууда.",
                    "Аэропорттун башкы директору Алмаз Касымов азыркы терминал 1970-жылдары курулганын жана жүргүнчүлөрдүн көбөйүшүнө жооп бербей калганын айтты. «Былтыр 3,2 миллион жүргүнчү тейледик. Жай айларында терминал эки эсе толуп кетет», – деди ал.",
                    "Жаңы терминалда 24 каттоо тосмосу, алты жүргүнчү көпүрөсү жана көп кабаттуу унаа токтотуучу жай болот. Аэропортко Бишкектен темир жол линиясын тартуу да каралууда.",
                    "Курулуш учурунда азыркы терминал кадимкидей иштей берет.",
                ],
                "initial-form-byline",
                section="Коом",
                local="2026-12-01 10:30",
                created="2026-11-30",
                byline="Автор: Т. Осмонов",
                views="4 003",
                tags=["Бишкек", "аэропорт"],
            )
        )
        add(
            story(
                "arch-ky",
                "/archive/detail.php?ID=48211",
                "Ош шаарында жаңы борбордук базар ачылды",
                "2011-10-12",
                None,
                "12.10.2011",
                ["Б. Токтогулов"],
                [
                    "Ош шаарынын Кара-Суу жолундагы жаңы борбордук базар бүгүн салтанаттуу түрдө ачылды. Базарда 1200дөн ашык соода түйүнү жана 300 орундуу унаа токтотуучу жай бар.",
                    "Шаардын мэри базарды ачуу аземинде жаңы соода борбору 3 миңге жакын жумуш орду түзөрүн айтты. Курулушка 180 млн сом жумшалган.",
                    "Мурунку базардын соодагерлери жаңы жайга көчүү үчүн бир ай убакыт алышат. Ижара акысы биринчи жылы 20 пайызга арзандатылат.",
                    "Соодагер Гүлмира Тажибаева жаңы базар жылуу жана таза экенин айтып, бирок ижара акысы дагы эле кымбат экенин кошумчалады.",
                ],
                "archive-cp1251-kyrgyz-ncr-letters-br-paragraphs",
                section="Коом",
                archive=True,
                byline="Б. Токтогулов, Ош",
            )
        )
        add(
            story(
                "arch-ru",
                "/archive/detail.php?ID=52907",
                "В Бишкеке запустили новый троллейбусный маршрут",
                "2012-05-17",
                None,
                "17.05.2012",
                ["Нурланова Айгерим"],
                [
                    "В Бишкеке с сегодняшнего дня начал работу новый троллейбусный маршрут № 17, который связал микрорайон Джал с Ошским рынком. Протяжённость маршрута составляет 14 километров.",
                    "На линию вышли 12 новых троллейбусов, закупленных в рамках программы обновления городского транспорта. Интервал движения в часы пик составит 8 минут.",
                    "Как сообщили в мэрии, стоимость проезда осталась прежней — 8 сомов. Пенсионеры и школьники по-прежнему пользуются льготами.",
                    "Жители Джала давно просили о прямом маршруте до центра. «Раньше приходилось ехать с пересадкой, теперь дорога займёт полчаса», — рассказала пенсионерка Валентина Ким.",
                    "До конца года мэрия планирует открыть ещё два троллейбусных маршрута.",
                ],
                "archive-cp1251-russian",
                section="Общество",
                archive=True,
                lang="ru",
                byline="Автор: Нурланова Айгерим",
            )
        )

    # --- templates ----------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.title if doc.kind == "home" else f"{doc.title} | Ала-Тоо Маалымат"
        og = "article" if doc.is_article else "website"
        metas = ""
        if doc.is_article:
            metas = f'<meta property="article:published_time" content="{doc.iso}">\n<meta name="description" content="{esc(self.lede(doc))}">'
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Башкы бет"),
                ("koom", "Коом"),
                ("/news/ekonomika/", "Экономика"),
                ("/news/sayasat/", "Саясат"),
                ("/news/sport/", "Спорт"),
                ("/news/dunyo/", "Дүйнө"),
                ("video", "Видео"),
                ("archive", "Архив"),
            )
        )
        popular = "".join(
            f'<div class="news-list-item popular"><span class="news-list-date">{self.docs[k].stamp}</span>{self.a(k, self.docs[k].title, "aside")}</div>'
            for k in ["quake", "heat", "prices"]
        )
        return f"""<!DOCTYPE html>
<html lang="ky">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", ["жаңылыктар", "Кыргызстан"])))}" />
<meta property="og:type" content="{og}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Ала-Тоо Маалымат">
<meta property="og:locale" content="ky_KG">
{metas}
<link rel="canonical" href="{esc(url)}" />
<script data-skip-moving="true">(function(w, d, n) {{var cl = "bx-core";var ht = d.documentElement;var htc = ht ? ht.className : undefined;if (htc === undefined || htc.indexOf(cl) !== -1){{return;}}ht.className = htc + " " + cl;}})(window, document, navigator);</script>
<link href="/bitrix/js/ui/design-tokens/dist/ui.design-tokens.min.css?171234567823233" type="text/css" rel="stylesheet"/>
<link href="/bitrix/templates/alatoo_2024/components/bitrix/news/main/bitrix/news.detail/.default/style.min.css?17012345671840" type="text/css" rel="stylesheet"/>
<link href="/bitrix/templates/alatoo_2024/template_styles.css?173301234512844" type="text/css" data-template-style="true" rel="stylesheet"/>
<style>/*PAD*/</style>
<script type="text/javascript">if(!window.BX)window.BX={{}};if(!window.BX.message)window.BX.message=function(mess){{if(typeof mess==='object'){{for(let i in mess) {{BX.message[i]=mess[i];}} return true;}}}};</script>
<script type="text/javascript">(window.BX||top.BX).message({{'LANGUAGE_ID':'ky','FORMAT_DATE':'DD.MM.YYYY','FORMAT_DATETIME':'DD.MM.YYYY HH:MI:SS','COOKIE_PREFIX':'BITRIX_SM','SERVER_TZ_OFFSET':'21600','SITE_ID':'s1','SITE_DIR':'/'}});</script>
<script type="text/javascript" src="/bitrix/js/main/core/core.min.js?1712345678223197"></script>
<script>BX.setJSList(['/bitrix/js/main/core/core_ajax.js','/bitrix/js/main/session.js','/bitrix/templates/alatoo_2024/js/main.js']);</script>
</head>
<body class="bx-background-image">
<div id="panel"></div>
<div class="bx-wrapper" id="bx_eshop_wrap">
<header class="bx-header">
<div class="header-top container">
<div class="header-date">5-декабрь, 2026-жыл, ишемби</div>
<div class="header-rates">Улуттук банктын курсу: USD 87,45 · EUR 92,10 · RUB 0,98 · KZT 0,17</div>
<div class="header-weather">Бишкек −4°</div>
<div class="header-lang"><span class="active">Кыргызча</span> <a href="https://ru.alatoo.test/">Русский</a></div>
</div>
<div class="container bx-header-section">
<div class="bx-logo">{self.a("home", "Ала-Тоо Маалымат", "nav", 'class="bx-logo-block"')}</div>
<div class="bx-searchtitle"><form action="/search/index.php"><input id="title-search-input" type="text" name="q" value="" size="40" maxlength="50" autocomplete="off" placeholder="Издөө"/><button class="btn" type="submit" name="s">Издөө</button></form></div>
</div>
<nav class="bx-top-nav-container container"><ul class="bx-nav-list-1-lvl">{menu}</ul></nav>
<!--'start_frame_cache_ticker'--><div class="news-ticker container"><span class="news-ticker-label">Акыркы кабар</span>{self.a("quake", self.docs["quake"].title, "nav")}</div><!--'end_frame_cache_ticker'-->
</header>
<div class="banner-top container"><div id="bx_incl_area_banner_top"><a href="/bitrix/rk.php?id=41&amp;site_id=s1&amp;event1=banner&amp;event2=click&amp;goto=https%3A%2F%2Fads.example.test%2F" target="_blank"><img src="/upload/rk/9c2/banner_970x90.jpg" width="970" height="90" alt=""/></a></div></div>
<div class="workarea container">
<div class="bx_breadcrumbs"><ul><li>{self.a("home", "Башкы бет", "breadcrumb")}</li><li><span>{esc(doc.section or doc.title)}</span></li></ul></div>
<h1 id="pagetitle">{esc(doc.title)}</h1>
<div class="row">
<div class="col-md-8 bx-content">
{main}
</div>
<div class="col-md-4 bx-sidebar">
<div class="sidebar-block"><h4>Көп окулгандар</h4>{popular}</div>
<div class="sidebar-block"><h4>Көп изделгендер</h4>{self.a("search", "жылуулук", "aside")} · <a href="/search/?q={quote("доллар")}">доллар</a> · <a href="/search/?q={quote("Манас")}">Манас</a></div>
<div class="sidebar-block"><h4>Тегдер</h4>{self.a("tag", "Бишкек", "aside")} <a href="/search/?tags={quote("баалар")}">баалар</a> <a href="/search/?tags={quote("Ысык-Көл")}">Ысык-Көл</a></div>
<div class="sidebar-block"><h4>Архив</h4>{self.a("archive", "2008–2012-жылдардын материалдары", "aside")}</div>
</div>
</div>
</div>
<footer class="bx-footer">
<div class="container">
<div class="bx-footer-links">{self.a("about", "Биз жөнүндө", "footer")} · <a href="/reklama/">Жарнама</a> · <a href="/contacts/">Байланыш</a> · <a href="/rss/">RSS</a> · <a href="https://t.me/alatoomaalymat">Telegram</a></div>
<div class="bx-footer-copy">© 2008–2026 «Ала-Тоо Маалымат». Бардык укуктар корголгон. Материалдарды колдонууда шилтеме милдеттүү.</div>
</div>
</footer>
<div class="cookie-agree" id="cookieAgree">Сайт cookie файлдарын колдонот. Сайтты колдонууну улантуу менен сиз буга макулдугуңузду бересиз. <button type="button" onclick="BX.setCookie('BITRIX_SM_COOKIE_AGREE','Y',{{expires:31536000,path:'/'}});BX.remove(BX('cookieAgree'));">Макулмун</button></div>
</div>
<script type="text/javascript">BX.ready(function(){{BX.ajax.runAction('alatoo:stat.hit',{{data:{{page:'{esc(doc.path)}'}}}});}});</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        author = "Автор: " + self.a("author", "Бермет Асанова", "byline") if doc.key == "heat" else esc(doc.byline)
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="bx-newsdetail-tags">Тегдер: '
                + ", ".join(
                    self.a("tag", t, "tag") if t == "Бишкек" else f'<a href="/search/?tags={quote(t)}">{esc(t)}</a>'
                    for t in doc.extra["tags"]
                )
                + "</div>"
            )
        source = (
            f'<p class="bx-newsdetail-source"><i>{esc(doc.extra["source"])}</i></p>' if doc.extra.get("source") else ""
        )
        video = (
            f'<div class="bx-newsdetail-video">{self.a("video", "Видео: авария жеринен", "content")}</div>'
            if doc.extra.get("video")
            else ""
        )
        others = "".join(
            f'<div class="news-list-item"><span class="news-list-date">{self.docs[k].stamp}</span>{self.a(k, self.docs[k].title, "related")}</div>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<!--'start_frame_cache_news_detail'-->
<div class="bx-newsdetail" itemscope itemtype="http://schema.org/NewsArticle">
<div class="bx-newsdetail-block" id="bx_1878455859_{eid(doc)}">
<meta itemprop="datePublished" content="{doc.extra["created"]}">
<meta itemprop="author" content="{esc(doc.authors[0] if doc.authors else "Ала-Тоо Маалымат")}">
<div class="bx-newsdetail-img"><img src="/upload/iblock/{eid(doc)[-3:]}/{doc.key}_main.jpg" alt="{esc(doc.title)}" title="{esc(doc.title)}" itemprop="image"/></div>
<h3 class="bx-newsdetail-title" itemprop="headline">{esc(doc.title)}</h3>
<div class="row">
<div class="col-sm bx-newsdetail-date"><i class="fa fa-calendar-o"></i> {doc.stamp}</div>
<div class="col-sm bx-newsdetail-author"><i class="fa fa-user"></i> {author}</div>
<div class="col-sm bx-newsdetail-view"><i class="fa fa-eye"></i> Көрүүлөр: {doc.extra["views"]}</div>
</div>
<div class="bx-newsdetail-content" itemprop="articleBody">
{self.blocks(doc)}
{source}
</div>
{video}
{tags}
<div class="bx-newsdetail-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" target="_blank">Facebook</a> <a href="https://t.me/share/url?url={u}" target="_blank">Telegram</a></div>
</div>
</div>
<!--'end_frame_cache_news_detail'-->
<div class="news-list news-list-other"><h4>Башка жаңылыктар</h4>{others}</div>
<p>{self.a("koom", "Бардык жаңылыктар", "content")}</p>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="news-list-item" id="bx_3218110189_{eid(self.docs[k])}"><div class="news-list-img"><img src="/upload/resize_cache/iblock/{eid(self.docs[k])[-3:]}/300_200_2/{k}_main.jpg" alt="" loading="lazy"/></div>'
            f'<div class="news-list-content"><h3 class="news-list-title">{self.a(k, self.docs[k].title, "content")}</h3>'
            f'<div class="news-list-date"><i class="fa fa-calendar-o"></i> {self.docs[k].stamp}</div>'
            f'<p class="news-list-preview">{esc(self.lede(self.docs[k]))}</p></div></div>'
            for k in doc.extra["list"]
        )
        head, pager = "", ""
        if doc.key == "home":
            head = f'<div class="home-video"><h2>Видео</h2>{self.a("video", self.docs["video"].title, "content")}</div>'
            pager = f'<p class="all-news">{self.a("koom", "Бардык жаңылыктар", "content")}</p>'
        elif doc.key == "koom":
            pager = f'<div class="bx-pagination"><div class="bx-pagination-container"><ul><li class="bx-active"><span>1</span></li><li>{self.a("koom2", "2", "pagination")}</li><li><a href="/news/koom/?PAGEN_1=3"><span>3</span></a></li><li class="bx-pag-next">{self.a("koom2", "Кийинки", "pagination")}</li></ul></div></div>'
        elif doc.key == "koom2":
            pager = f'<div class="bx-pagination"><div class="bx-pagination-container"><ul><li class="bx-pag-prev">{self.a("koom", "Мурунку", "pagination")}</li><li>{self.a("koom", "1", "pagination")}</li><li class="bx-active"><span>2</span></li><li><a href="/news/koom/?PAGEN_1=3"><span>3</span></a></li></ul></div></div>'
        elif doc.kind == "author":
            head = f'<div class="author-detail"><img src="/upload/iblock/a11/bermet_asanova.jpg" alt="Бермет Асанова" width="150" height="150"/><p>{esc(doc.extra["bio"])}</p></div><h2>Автордун материалдары</h2>'
        elif doc.kind == "search":
            head = '<div class="search-page"><form action="" method="get"><input type="text" name="q" value="жылуулук" size="40" /><select name="where"><option value="">(бардык жерден)</option><option value="iblock_news">Жаңылыктар</option></select><input type="submit" value="Издөө" /></form><p class="search-result-count">Табылды: 27</p></div>'
            pager = '<div class="search-item"><a href="/news/koom/153877/">Жылуулук мезгили: шаарда 40 үй дагы эле муздак</a><p>18.11.2026</p></div><div class="search-sorting">Иреттөө: <b>актуалдуулугу боюнча</b> | <a href="/search/?q=%D0%B6%D1%8B%D0%BB%D1%83%D1%83%D0%BB%D1%83%D0%BA&amp;how=d">дата боюнча</a></div>'
        elif doc.kind == "tag":
            head = '<div class="search-tags-cloud"><a href="/search/?tags=%D0%B0%D0%B2%D0%B0%D1%80%D0%B8%D1%8F">авария</a> <a href="/search/?tags=%D0%B1%D0%B0%D0%B0%D0%BB%D0%B0%D1%80">баалар</a> <a href="/search/?tags=%D0%B0%D1%8D%D1%80%D0%BE%D0%BF%D0%BE%D1%80%D1%82">аэропорт</a></div>'
        return f'<div class="news-list">{head}{items}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f'<div class="video-detail"><div class="video-date">04.12.2026 13:05</div><div class="video-frame"><iframe width="760" height="428" src="https://www.youtube.com/embed/Qa7kL2m9X1c" frameborder="0" allowfullscreen></iframe></div>\n{self.blocks(doc)}\n<p>{self.a("heat", "Кененирээк: " + self.docs["heat"].title, "related")}</p></div>'
        return f'<div class="static-page">\n{self.blocks(doc)}\n</div>'

    # the old archive: the Bitrix 11 template, windows-1251
    def archive_page(self, doc: Doc) -> str:
        left = "".join(
            f'<tr><td class="left-menu"><a href="{h}">{t}</a></td></tr>'
            for h, t in (
                ("/", "Башкы бет"),
                ("/news/koom/", "Жаңылыктар"),
                ("/archive/?year=2012", "2012"),
                ("/archive/?year=2011", "2011"),
                ("/archive/?year=2010", "2010"),
            )
        )
        if doc.is_article:
            if doc.key == "arch-ky":
                text = "<br /><br />\r\n".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
            else:
                text = self.blocks(doc)
            content = f"""<div class="news-detail">
<span class="news-date-time">{doc.stamp}</span>
<h3>{esc(doc.title)}</h3>
{text}
<div style="clear:both"></div>
<br /><b>{esc(doc.byline)}</b>
</div>
<p><a href="javascript:window.print()">Басып чыгаруу</a> | {self.a("archive", "Архивге кайтуу", "content")}</p>"""
        else:
            rows = "".join(
                f'<p class="news-item"><span class="news-date-time">{self.docs[k].stamp}</span> {self.a(k, self.docs[k].title, "content")}</p>'
                for k in doc.extra["list"]
            )
            content = f"""<p>Бул бөлүмдө 2008–2012-жылдары жарыяланган материалдар сакталган. Материалдар жарыяланган күнүндөгү түрүндө берилет.</p>
<div class="news-list">
{rows}
<p class="news-item"><span class="news-date-time">03.04.2012</span> <a href="/archive/detail.php?ID=52114">Бишкекте жаз мезгилиндеги тазалоо иштери башталды</a></p>
<p class="news-item"><span class="news-date-time">21.12.2011</span> <a href="/archive/detail.php?ID=50377">Жаңы жылдык балаты Ала-Тоо аянтында орнотулду</a></p>
<p class="news-item"><span class="news-date-time">05.09.2011</span> <a href="/archive/detail.php?ID=47002">Кадамжайда алтын кенин иштетүү токтотулду</a></p>
</div>
<font class="text">Баракчалар: <b>1</b> <a href="/archive/?PAGEN_1=2">2</a> <a href="/archive/?PAGEN_1=3">3</a> <a href="/archive/?PAGEN_1=2">Кийинки</a></font>
<p>{self.a("home", "Сайттын жаңы версиясына өтүү", "content")}</p>"""
        lang = doc.extra.get("lang", "ky")
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="{lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<title>{esc(doc.title)}</title>
<meta name="keywords" content="Ала-Тоо, жаңылыктар, архив">
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">
<link href="/bitrix/templates/old_2011/styles.css" type="text/css" rel="stylesheet">
<link href="/bitrix/templates/old_2011/template_styles.css" type="text/css" rel="stylesheet">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/bitrix/js/main/core/core.js?1300000000"></script>
<script type="text/javascript">BX.message({{'LANGUAGE_ID':'{lang}','SITE_ID':'s1'}});</script>
</head>
<body>
<div id="header"><a href="/"><img src="/bitrix/templates/old_2011/images/logo.gif" width="240" height="60" border="0" alt="Ала-Тоо Маалымат"></a>
<div class="header-date">Архив</div></div>
<table width="100%" cellspacing="0" cellpadding="0" border="0">
<tr>
<td width="180" valign="top"><table width="180" cellspacing="0" cellpadding="3">{left}</table></td>
<td valign="top" class="main-column">
<h1 id="pagetitle">{esc(doc.title)}</h1>
{content}
</td>
<td width="200" valign="top"><div class="banner"><img src="/upload/rk/old/240x400.gif" width="200" height="330" alt=""></div>
<div class="last-news"><b>Акыркы жаңылыктар</b><br>
<a href="/archive/detail.php?ID=52890">Бишкек мэриясы жайкы суу түтүктөрүн оңдоону баштады</a><br>
<a href="/archive/detail.php?ID=52874">Талас облусунда жаан-чачындан улам көчкү жүрдү</a><br>
<a href="/archive/detail.php?ID=52851">Парламент жаңы салык кодексин биринчи окууда кабыл алды</a><br>
<a href="/archive/detail.php?ID=52833">«Дордой» футбол клубу жаңы машыктыруучу дайындады</a></div></td>
</tr>
</table>
<div id="footer">© 2008–2012 «Ала-Тоо Маалымат». Бардык укуктар корголгон. | <a href="/about/">Биз жөнүндө</a>
<!--LiveInternet counter--><script type="text/javascript">document.write("<a href='//www.liveinternet.ru/click' target=_blank><img src='//counter.yadro.ru/hit?t44.6;r"+escape(document.referrer)+((typeof(screen)=="undefined")?"":";s"+screen.width+"*"+screen.height+"*"+(screen.colorDepth?screen.colorDepth:screen.pixelDepth))+";u"+escape(document.URL)+";"+Math.random()+"' alt='' title='LiveInternet' border='0' width='31' height='31'><\\/a>")</script><!--/LiveInternet-->
</div>
</body>
</html>"""
