# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Tajik letters and typographic punctuation are deliberate)
"""Наво: a Tajik news site on **Joomla 3 with K2** (`itemView`, `itemHeader`, `itemDateCreated`, `itemTitle`,
`itemAuthor`, `itemHits`, `itemImageCaption`, `itemImageCredits`, `itemIntroText`, `itemFullText`, `itemTagsBlock`,
`itemRelated`, `<base href>` in the head, `joomla-script-options`), Tajik Cyrillic (ҳ ҷ ӣ ӯ қ ғ), Dushanbe time
(+05:00). K2 SEF URLs `/tj/jomea/item/18234-<alias>`, the pager `?start=10`, tags `/tj/component/k2/itemlist/tag/
<percent-encoded>`, users `/tj/component/k2/itemlist/user/42-<name>`, com_search `?searchword=…&searchphrase=all`.

K2 prints the date as "Панҷшанбе, 03 Декабр 2026 14:00": the weekday comes first, and Monday in Tajik is
**"Душанбе"**, the capital's name, so the interview dated "Душанбе, 30 Ноябр 2026 10:15" reads like a dateline.
An SEO plugin writes a `NewsArticle` JSON-LD in **UTC** whose author is the K2 **user account** ("Администратор",
"Наво", "Ховар" or the reporter): the Rasht quake story, out at 02:15 on 4 Dec, is `2026-12-03T21:15:00+00:00`.
Credits: "Муаллиф: Фарзона Раҳимова" (K2's author line), the initial form "Ш. Қодиров", the surname-first "Қодиров
Шерзод", the agency Ховар, the desk "Наво", and the Khujand park story whose author line is the CMS account
"Администратор" with the photographer in `itemImageCredits` ("Акс: Комрон Азизов") and the real writer signing at the
end with her role. A **press release of the Ministry of Health** (no JSON-LD) is printed as an item with the
ministry's press centre signing it. The header carries National Bank rates and Dushanbe prayer times; the prayer-times
page is a table."""

from __future__ import annotations

import json
from datetime import date
from urllib.parse import quote

from common import Base, blocks_html, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://navo.test"
ARTS = ["snow", "night", "press", "market", "khovar", "signed", "feature", "interview"]
MOHHO = ["Январ", "Феврал", "Март", "Апрел", "Май", "Июн", "Июл", "Август", "Сентябр", "Октябр", "Ноябр", "Декабр"]
RUZHO = ["Душанбе", "Сешанбе", "Чоршанбе", "Панҷшанбе", "Ҷумъа", "Шанбе", "Якшанбе"]


def k2_date(local: str) -> str:
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    return f"{RUZHO[date(y, m, d).weekday()]}, {d:02d} {MOHHO[m - 1]} {y} {time}"


class Navo(Base):
    origin = ORIGIN
    name = "Наво"
    prefix = "nav"
    language = "tg"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nav",
            [
                "div.itemView",
                "div.itemHeader h2.itemTitle",
                "span.itemDateCreated",
                "span.itemAuthor",
                "div.itemFullText p",
                "div.itemTagsBlock ul.itemTags li",
                "div.catItemView",
                "div.k2Pagination",
                ".navo-top-widgets",
                "#navo-cookie",
                ".moduletable h3",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/tj/",
                "home",
                "Наво – хабарҳои Тоҷикистон ва ҷаҳон",
                "joomla-k2-home",
                list=["snow", "night", "press", "market", "khovar", "signed"],
            )
        )
        add(
            page(
                "jomea",
                "/tj/jomea",
                "section",
                "Ҷомеа",
                "k2-category",
                list=["snow", "night", "press", "signed"],
                more="jomea2",
            )
        )
        add(
            page(
                "jomea2", "/tj/jomea?start=10", "section", "Ҷомеа", "k2-category-start10", list=["feature", "interview"]
            )
        )
        add(
            page(
                "tag",
                "/tj/component/k2/itemlist/tag/" + quote("Душанбе"),
                "tag",
                "Душанбе",
                "k2-tag-percent-encoded",
                list=["market", "interview", "snow"],
            )
        )
        add(
            page(
                "author",
                "/tj/component/k2/itemlist/user/42-farzonarahimova",
                "author",
                "Фарзона Раҳимова",
                "k2-user",
                list=["market", "feature"],
                bio="Хабарнигори «Наво». Дар бораи иқтисод, сайёҳӣ ва ҳаёти деҳот менависад.",
            )
        )
        add(
            page(
                "search",
                "/tj/component/search/?searchword=" + quote("нарх") + "&searchphrase=all&Itemid=101",
                "search",
                "Ҷустуҷӯ",
                "joomla-com-search",
                list=["market"],
            )
        )
        add(
            page(
                "namoz",
                "/tj/vaqti-namoz",
                "prayer-times",
                "Вақти намоз дар Душанбе",
                "prayer-times-week-table",
                [
                    "T: Сана | Бомдод | Офтоббаро | Пешин | Аср | Шом | Хуфтан",
                    "T: 5 декабр | 06:02 | 07:31 | 12:25 | 15:02 | 16:54 | 18:16",
                    "T: 6 декабр | 06:03 | 07:32 | 12:25 | 15:02 | 16:54 | 18:16",
                    "T: 7 декабр | 06:04 | 07:33 | 12:26 | 15:02 | 16:54 | 18:16",
                    "T: 8 декабр | 06:05 | 07:34 | 12:26 | 15:02 | 16:54 | 18:17",
                    "T: 9 декабр | 06:06 | 07:35 | 12:27 | 15:03 | 16:55 | 18:17",
                    "T: 10 декабр | 06:06 | 07:36 | 12:27 | 15:03 | 16:55 | 18:17",
                    "T: 11 декабр | 06:07 | 07:37 | 12:28 | 15:03 | 16:55 | 18:18",
                    "Вақтҳо тибқи ҷадвали Шӯрои уламои Маркази исломии Тоҷикистон барои шаҳри Душанбе дода шудаанд. Барои дигар шаҳрҳо тафовут то 10 дақиқа мебошад.",
                ],
            )
        )
        add(
            page(
                "about",
                "/tj/dar-borai-mo",
                "about",
                "Дар бораи мо",
                "joomla-article-about",
                [
                    "«Наво» – нашрияи мустақили интернетӣ, ки аз соли 2012 фаъолият мекунад. Мо хабарҳои Тоҷикистон ва ҷаҳонро ба забонҳои тоҷикӣ ва русӣ нашр менамоем.",
                    "## Ҳайати таҳририя",
                    "- Сармуҳаррир: Зарина Ҳусейнова",
                    "- Муовини сармуҳаррир: Бахтиёр Саидов",
                    "- Муҳаррири масъул: Ниссо Ҷӯраева",
                    "- Суроға: ш. Душанбе, хиёбони Рӯдакӣ, 37",
                    "- Телефон: +992 37 221 40 40, почтаи электронӣ: info@navo.test",
                    "Истифодаи маводи сомона бо истинод ба «Наво» иҷозат дода мешавад.",
                ],
            )
        )
        add(
            page(
                "policy",
                "/tj/siyosati-mahfiyat",
                "policy",
                "Сиёсати махфият",
                "joomla-article-privacy",
                [
                    "Ин сиёсат тартиби ҷамъоварӣ ва истифодаи маълумоти шахсии корбарони сомонаи «Наво»-ро муайян мекунад.",
                    "## Кадом маълумот ҷамъоварӣ мешавад",
                    "Сомона бо ёрии файлҳои cookie маълумот дар бораи намуди браузер, суроғаи IP ва саҳифаҳои дидашударо ҷамъ меорад. Ин маълумот барои беҳтар кардани кори сомона истифода мешавад.",
                    "## Ҳифзи маълумот",
                    "Мо маълумоти шахсиро ба шахсони сеюм намедиҳем, ба истиснои ҳолатҳое, ки қонун пешбинӣ кардааст.",
                    "Барои саволҳо ба суроғаи privacy@navo.test муроҷиат кунед.",
                ],
            )
        )
        add(
            story(
                "press",
                "/tj/jomea/item/18251-izhoroti-vazorati-tandurusti-dar-borai-emkunii-mavsimi",
                "Изҳороти Вазорати тандурустӣ ва ҳифзи иҷтимоии аҳолӣ дар бораи эмкунии мавсимӣ",
                "2026-12-03",
                None,
                k2_date("2026-12-03 14:00"),
                [],
                [
                    "Вазорати тандурустӣ ва ҳифзи иҷтимоии аҳолии Ҷумҳурии Тоҷикистон ба маълумоти аҳолӣ мерасонад, ки аз 7 декабри соли 2026 дар тамоми шаҳру ноҳияҳои кишвар маъракаи эмкунии мавсимӣ бар зидди зуком оғоз мегардад.",
                    "Эмкунӣ дар марказҳои саломатӣ ва хонаҳои саломатӣ ройгон гузаронида мешавад. Барои маъракаи мазкур беш аз 1,2 миллион вояи ваксина ҷудо карда шудааст.",
                    "Пеш аз ҳама гурӯҳҳои зерин ба эмкунӣ фаро гирифта мешаванд:",
                    "- кӯдакони аз 6-моҳа то 5-сола;",
                    "- занони ҳомиладор;",
                    "- шахсони аз 60-сола боло;",
                    "- кормандони тиб ва муассисаҳои таълимӣ;",
                    "- шахсоне, ки бемориҳои музмини дил ва шуш доранд.",
                    "Вазорат аз шаҳрвандон даъват менамояд, ки барои пешгирии сироятҳои шадиди роҳи нафас қоидаҳои гигиенаи шахсиро риоя намуда, ҳангоми пайдо шудани аломатҳои беморӣ ба муассисаҳои тиббӣ муроҷиат кунанд.",
                    "Маъракаи эмкунӣ то 31 январи соли 2027 идома меёбад.",
                    "SIGN: Маркази матбуоти Вазорати тандурустӣ ва ҳифзи иҷтимоии аҳолии Ҷумҳурии Тоҷикистон",
                    "NOTE: Телефон барои маълумот: (+992 37) 221-18-35",
                ],
                "ministry-press-release-no-jsonld",
                section="Ҷомеа",
                local="2026-12-03 14:00",
                k2user="Наво",
                hits=2214,
                kicker="Изҳорот",
            )
        )
        add(
            story(
                "khovar",
                "/tj/iqtisod/item/18240-dar-bokhtar-korkhonai-navi-korkardi-pakhta-ba-istifoda-doda-shud",
                "Дар Бохтар корхонаи нави коркарди пахта ба истифода дода шуд",
                "2026-12-02",
                iso_utc("2026-12-02 11:15", 5, "+00:00"),
                k2_date("2026-12-02 11:15"),
                [],
                [
                    "Дар шаҳри Бохтари вилояти Хатлон корхонаи нави коркарди нахи пахта ба истифода дода шуд. Корхона дар як сол то 15 ҳазор тонна нахи пахтаро коркард мекунад ва дар он 650 нафар ба кор ҷалб мешаванд.",
                    "Ба гуфтаи роҳбарияти корхона, таҷҳизоти он аз Туркия ва Ӯзбекистон ворид карда шудааст. Маҳсулоти корхона – ришта ва матои пахтагӣ – ба бозорҳои дохилӣ ва хориҷӣ содир мешавад.",
                    "Арзиши умумии лоиҳа 38 миллион доллари ИМА-ро ташкил медиҳад.",
                    "Дар чанд соли охир дар вилояти Хатлон 14 корхонаи нави саноати сабук ба кор шурӯъ кардааст.",
                ],
                "agency-credit-khovar-k2-user",
                section="Иқтисод",
                local="2026-12-02 11:15",
                k2user="Ховар",
                hits=987,
                source="Манбаъ: АМИТ «Ховар»",
            )
        )
        add(
            story(
                "feature",
                "/tj/jomea/item/18221-varzob-dar-zimiston-chaaro-sayyohon-ba-darahoi-kuhi-ru-meorand",
                "Варзоб дар зимистон: чаро сайёҳон ба дараҳои кӯҳӣ рӯ меоранд",
                "2026-12-01",
                iso_utc("2026-12-01 09:30", 5, "+00:00"),
                k2_date("2026-12-01 09:30"),
                ["Фарзона Раҳимова"],
                [
                    "Дараи Варзоб, ки дар 40 километрии шимоли Душанбе ҷойгир аст, солҳои охир на танҳо дар тобистон, балки дар зимистон низ пур аз сайёҳ мешавад. Шоҳроҳи нав роҳи пойтахтро ба дара кӯтоҳ кард ва истироҳатгоҳҳо яке паси дигаре кушода мешаванд.",
                    "Дар маркази лижаронии «Сафедорак» имсол ду бардорандаи нав насб карда шуд. Ба гуфтаи роҳбари марказ Фирӯз Ҳакимов, дар рӯзҳои истироҳат то се ҳазор нафар ба ин ҷо меоянд.",
                    "## Даромади нав барои деҳот",
                    "Сокинони деҳаҳои Ҳоҷа Оби Гарм ва Зимчурӯд аз афзоиши сайёҳон хурсанданд. Бисёре аз онҳо хонаҳои худро ба меҳмонхонаҳои хурд табдил додаанд. «Пештар зимистон ҷавонон ба Русия барои кор мерафтанд. Ҳоло қисме дар ҳамин ҷо кор меёбанд», – мегӯяд Гулчеҳра Назарова, ки дар деҳаи Зимчурӯд меҳмонхонаи оилавӣ дорад.",
                    "Аммо мушкилот ҳам кам нестанд. Дар баъзе деҳаҳо барқ дар зимистон маҳдуд дода мешавад ва роҳҳои дохилии дара пас аз барфборӣ баста мешаванд.",
                    "Кумитаи рушди сайёҳӣ нақша дорад, ки то соли 2030 дар дараи Варзоб боз се маркази лижаронӣ бунёд кунад. Мутахассисон мегӯянд, ки барои ин пеш аз ҳама бояд мушкили барқ ва роҳ ҳал карда шавад.",
                ],
                "feature-k2-author-line-subhead",
                section="Ҷомеа",
                local="2026-12-01 09:30",
                k2user="Фарзона Раҳимова",
                author_link=True,
                hits=3408,
            )
        )
        add(
            story(
                "interview",
                "/tj/jomea/item/18213-saidjon-nozimov-dar-du-soli-nazdik-hamai-maktabhoi-dehot-ba-internet-payvast-meshavand",
                "Саидҷон Нозимов: «Дар ду соли наздик ҳамаи мактабҳои деҳот ба интернет пайваст мешаванд»",
                "2026-11-30",
                iso_utc("2026-11-30 10:15", 5, "+00:00"),
                k2_date("2026-11-30 10:15"),
                ["Ш. Қодиров"],
                [
                    "Муовини вазири маориф ва илм Саидҷон Нозимов дар суҳбат бо «Наво» аз рақамикунонии мактабҳо, норасоии омӯзгорон ва китобҳои дарсии нав нақл кард.",
                    "Q: Ҳоло чанд фоизи мактабҳо ба интернет дастрасӣ доранд? || Дар шаҳрҳо қариб ҳамаи мактабҳо пайваст шудаанд. Дар деҳот ин рақам ҳоло 58 фоизро ташкил медиҳад. То охири соли 2028 мо бояд ба 100 фоиз бирасем.",
                    "Q: Норасоии омӯзгорон то чӣ андоза ҷиддӣ аст? || Имрӯз дар кишвар тақрибан 3 ҳазор омӯзгор намерасад, бештар дар фанҳои дақиқ ва забони англисӣ. Мо барои хатмкунандагони донишгоҳҳо, ки ба деҳот мераванд, имтиёзҳо пешбинӣ кардем.",
                    "Q: Китобҳои дарсии нав кай ба мактабҳо мерасанд? || Китобҳои нав барои синфҳои 1–4 аллакай чоп шудаанд. Барои синфҳои болоӣ онҳо то моҳи августи соли оянда омода мешаванд.",
                    "Q: Волидон аз бори зиёди вазифаи хонагӣ шикоят мекунанд. Шумо чӣ мегӯед? || Мо ин шикоятҳоро мешунавем. Барномаҳои таълимӣ дубора баррасӣ мешаванд, то бори хонагии хонандагони синфҳои ибтидоӣ кам карда шавад.",
                ],
                "interview-monday-dushanbe-weekday-initial-byline",
                section="Ҷомеа",
                local="2026-11-30 10:15",
                k2user="Шерзод Қодиров",
                hits=1876,
                kicker="Мусоҳиба",
            )
        )
        add(
            story(
                "night",
                "/tj/jomea/item/18262-dar-nohiyai-rasht-zaminlarzai-5-balla-ba-qayd-girifta-shud",
                "Дар ноҳияи Рашт заминларзаи 5-балла ба қайд гирифта шуд",
                "2026-12-04",
                iso_utc("2026-12-04 02:15", 5, "+00:00"),
                k2_date("2026-12-04 02:15"),
                ["Қодиров Шерзод"],
                [
                    "Имшаб соати 01:48 дар ноҳияи Рашт заминларзае ба қайд гирифта шуд, ки шиддаташ дар марказ 5 балл буд. Дар ин бора Маркази мушоҳидаҳои сейсмологии Академияи миллии илмҳо хабар дод.",
                    "Маркази заминларза дар 25 километрии шимолу шарқи маркази ноҳия ва дар умқи 15 километр ҷойгир будааст. Такон дар шаҳри Душанбе ва ноҳияҳои Ваҳдат ва Файзобод низ ҳис карда шуд.",
                    "Тибқи маълумоти аввалия, талафоти ҷонӣ нест. Кумитаи ҳолатҳои фавқулодда ва мудофиаи граждании назди Ҳукумат ба маҳал гурӯҳи корӣ фиристод.",
                    "Тоҷикистон дар минтақаи фаъоли сейсмикӣ ҷойгир аст ва ҳар сол дар кишвар ҳазорҳо заминларзаи хурд ба қайд гирифта мешавад.",
                ],
                "night-story-utc-jsonld-surname-first",
                section="Ҷомеа",
                local="2026-12-04 02:15",
                k2user="Шерзод Қодиров",
                hits=4120,
            )
        )
        add(
            story(
                "market",
                "/tj/iqtisod/item/18246-narkhi-ord-va-gusht-dar-bozorhoi-dushanbe-bolo-raft",
                "Нархи орд ва гӯшт дар бозорҳои Душанбе боло рафт",
                "2026-12-03",
                iso_utc("2026-12-03 09:20", 5, "+00:00"),
                k2_date("2026-12-03 09:20"),
                ["Фарзона Раҳимова"],
                [
                    "Дар бозорҳои пойтахт дар як моҳи охир нархи маҳсулоти асосии хӯрокворӣ афзоиш ёфт. Бештар аз ҳама нархи гӯшт ва орд қимат шуд.",
                    "Нархҳо дар бозорҳои «Меҳргон» ва «Шоҳмансур»:",
                    "T: Маҳсулот | Ноябр, сомонӣ | Декабр, сомонӣ",
                    "T: Гӯшти гов (1 кг) | 75 | 82",
                    "T: Орди навъи якум (50 кг) | 290 | 320",
                    "T: Равғани пахта (1 л) | 21 | 23",
                    "T: Картошка (1 кг) | 4 | 5",
                    "Фурӯшандагон болоравии нархро бо қимат шудани орди воридотӣ аз Қазоқистон ва хароҷоти нақлиёт шарҳ медиҳанд. Қассоб Ҷамшед Раҷабов мегӯяд, ки нархи чорво дар бозорҳои деҳот дар ду ҳафта 10 фоиз боло рафтааст.",
                    "Хадамоти зиддиинҳисории назди Ҳукумат эълон кард, ки нархҳоро дар бозорҳо назорат карда, дар ҳолати ошкор шудани тавтиъа чора меандешад.",
                    "Иқтисоддон Парвиз Мирзоев бар ин назар аст, ки афзоиши нарх дар зимистон ҳолати муқаррарӣ аст, вале имсол суръати он аз солҳои пешин баландтар мебошад.",
                ],
                "price-table-k2-author-line",
                section="Иқтисод",
                local="2026-12-03 09:20",
                k2user="Фарзона Раҳимова",
                author_link=True,
                hits=2650,
                tags=["Душанбе", "нархҳо", "бозор"],
            )
        )
        add(
            story(
                "signed",
                "/tj/jomea/item/18236-dar-khujand-boghi-navi-istirohati-dar-sohili-sirdaryo-kushoda-shud",
                "Дар Хуҷанд боғи нави истироҳатӣ дар соҳили Сирдарё кушода шуд",
                "2026-12-02",
                iso_utc("2026-12-02 16:40", 5, "+00:00"),
                k2_date("2026-12-02 16:40"),
                ["Мавҷуда Шарипова"],
                [
                    "Дар шаҳри Хуҷанд дар соҳили чапи Сирдарё боғи нави истироҳатӣ бо масоҳати 12 гектар ба истифода дода шуд. Дар боғ зиёда аз 5 ҳазор бех дарахт шинонида шудааст.",
                    "Дар ҳудуди боғ майдончаҳои варзишӣ, роҳравҳо барои велосипедронӣ ва фаввораи мусиқӣ сохта шудаанд. Мақомоти шаҳр мегӯянд, ки боғ ҳар рӯз то 10 ҳазор нафарро қабул карда метавонад.",
                    "Сокини Хуҷанд Нилуфар Аҳмадова, ки бо фарзандонаш ба боғ омада буд, мегӯяд: «Пештар ин ҷо партовгоҳ буд. Ҳоло кӯдакон ҷои бозӣ доранд ва мо дар соҳили дарё сайр карда метавонем».",
                    "Сохтмони боғ ду сол давом кард ва ба он аз буҷаи шаҳр 46 миллион сомонӣ ҷудо шуд. Соли оянда дар соҳили рости дарё низ боғи монанд бунёд карда мешавад.",
                    'RAW:<p style="text-align: right;"><strong>Мавҷуда Шарипова,</strong><br /><em>хабарнигори «Наво» дар вилояти Суғд</em></p>',
                ],
                "cms-account-author-line-photographer-credit-writer-signs-at-end",
                section="Ҷомеа",
                local="2026-12-02 16:40",
                k2user="Администратор",
                hits=1533,
                photo="Акс: Комрон Азизов",
            )
        )
        add(
            story(
                "snow",
                "/tj/jomea/item/18258-rohi-dushanbe-khujand-binobar-barfbori-muvaqqatan-basta-shud",
                "Роҳи Душанбе – Хуҷанд бинобар барфборӣ муваққатан баста шуд",
                "2026-12-04",
                iso_utc("2026-12-04 08:05", 5, "+00:00"),
                k2_date("2026-12-04 08:05"),
                [],
                [
                    "Ҳаракати нақлиёт дар роҳи мошингарди Душанбе – Хуҷанд аз субҳи имрӯз бинобар барфбориҳои шадид ва хатари тарма дар ағбаи Шаҳристон муваққатан маҳдуд карда шуд.",
                    "Ба гуфтаи Вазорати нақлиёт, техникаи роҳсозӣ барои тоза кардани роҳ ба минтақа фиристода шуд. Ба ронандагон тавсия дода мешавад, ки то эълони иловагӣ ба сафар набароянд.",
                    "Тибқи пешгӯии Агентии обуҳавошиносӣ, барф то шоми 5 декабр идома меёбад.",
                ],
                "desk-credit-site-name-short-brief",
                section="Ҷомеа",
                local="2026-12-04 08:05",
                k2user="Наво",
                hits=5902,
                tags=["Душанбе", "барф"],
            )
        )

    # --- templates ----------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        if not doc.iso:
            return ""
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "image": {"@type": "ImageObject", "url": f"{ORIGIN}/media/k2/items/cache/{doc.key}_XL.jpg"},
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": {"@type": "Person", "name": doc.extra["k2user"]},
            "publisher": {
                "@type": "Organization",
                "name": "Наво",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/images/logo-navo.png"},
            },
            "description": self.lede(doc),
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.title if doc.kind == "home" else f"{doc.title} - Наво"
        menu = "".join(
            f'<li class="item-{101 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Асосӣ"),
                    ("jomea", "Ҷомеа"),
                    ("/tj/iqtisod", "Иқтисод"),
                    ("/tj/siyosat", "Сиёсат"),
                    ("/tj/farhang", "Фарҳанг"),
                    ("/tj/varzish", "Варзиш"),
                    ("/tj/jahon", "Ҷаҳон"),
                    ("namoz", "Вақти намоз"),
                )
            )
        )
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["snow", "night", "market", "press"]
            if k != doc.key
        )
        og = "article" if doc.is_article else "website"
        pub = f'<meta property="article:published_time" content="{doc.iso}">' if doc.is_article and doc.iso else ""
        return f"""<!DOCTYPE html>
<html prefix="og: http://ogp.me/ns#" xmlns="http://www.w3.org/1999/xhtml" xml:lang="tg-tj" lang="tg-tj" dir="ltr">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<base href="{esc(url)}" />
<meta http-equiv="content-type" content="text/html; charset=utf-8" />
<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", ["хабарҳо", "Тоҷикистон"])))}" />
<meta name="author" content="{esc(doc.extra.get("k2user", "Наво"))}" />
<meta property="og:url" content="{esc(url)}" />
<meta property="og:type" content="{og}" />
<meta property="og:title" content="{esc(doc.title)}" />
<meta property="og:site_name" content="Наво" />
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}" />
{pub}
<meta name="generator" content="Joomla! - Open Source Content Management" />
<title>{esc(title)}</title>
<link href="/tj/component/k2/itemlist?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="RSS 2.0" />
<link href="{esc(url)}" rel="canonical" />
{self.ld(doc) if doc.is_article else ""}
<link href="/media/k2/assets/css/k2.fonts.css?v=2.11.20240609" rel="stylesheet" />
<link href="/templates/navo2020/css/template.css" rel="stylesheet" />
<style>/*PAD*/</style>
<script type="application/json" class="joomla-script-options new">{{"csrf.token":"5f0e9c1b7a6d2e4f8a1c3b5d7e9f0a2b","system.paths":{{"root":"","base":""}}}}</script>
<script src="/media/jui/js/jquery.min.js?5c1f0e2a7b"></script>
<script src="/media/jui/js/jquery-noconflict.js?5c1f0e2a7b"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v=2.11.20240609&amp;sitepath=/"></script>
</head>
<body class="site com_k2 view-{"item" if doc.is_article else "itemlist"} no-layout no-task itemid-{102 if doc.section == "Ҷомеа" else 101}">
<div class="body" id="top">
<div class="container">
<header class="header" role="banner">
<div class="header-inner clearfix">
<div class="navo-top-widgets">
<span class="navo-today">Шанбе, 5 декабри соли 2026</span>
<span class="navo-rates">Қурби асъор (БМТ): 1 USD = 10,9216 · 1 EUR = 11,5104 · 1 RUB = 0,1187 сомонӣ</span>
<span class="navo-namoz">Вақти намоз (Душанбе): Бомдод 06:02 · Пешин 12:25 · Аср 15:02 · Шом 16:54 · Хуфтан 18:16</span>
</div>
<div class="mod-languages"><ul class="lang-inline"><li class="lang-active"><a href="/tj/">Тоҷикӣ</a></li><li><a href="/ru/">Русский</a></li></ul></div>
{self.a("home", "Наво", "nav", 'class="brand pull-left"')}
<div class="header-search pull-right"><form action="/tj/component/search/" method="post" class="form-inline"><input name="searchword" maxlength="200" class="inputbox search-query" type="search" placeholder="Ҷустуҷӯ..." /><input type="hidden" name="task" value="search" /><input type="hidden" name="option" value="com_search" /><input type="hidden" name="Itemid" value="101" /></form></div>
</div>
</header>
<nav class="navigation" role="navigation"><ul class="nav menu nav-pills mod-list">{menu}</ul></nav>
<div class="moduletable navo-breaking"><span>Хабари фаврӣ:</span> {self.a("snow", self.docs["snow"].title, "nav")}</div>
<div class="moduletable banner"><a href="/tj/component/banners/click/7" target="_blank" rel="noopener noreferrer"><img src="/images/banners/navo_970x90.jpg" alt="Реклама" width="970" height="90" /></a></div>
<div class="row-fluid">
<main id="content" role="main" class="span9">
<div id="system-message-container"></div>
{main}
</main>
<div id="aside" class="span3">
<div class="moduletable"><h3>Хабарҳои охирин</h3><ul class="latestnews mod-list">{latest}</ul></div>
<div class="moduletable"><h3>Вақти намоз</h3>{self.a("namoz", "Ҷадвали ҳафтаина", "aside")}</div>
<div class="moduletable"><h3>Ҷустуҷӯҳои маъмул</h3>{self.a("search", "нарх", "aside")} · {self.a("tag", "Душанбе", "aside")}</div>
</div>
</div>
</div>
</div>
<footer class="footer" role="contentinfo">
<div class="container">
<p>{self.a("about", "Дар бораи мо", "footer")} · {self.a("policy", "Сиёсати махфият", "footer")} · <a href="/tj/reklama">Реклама</a> · <a href="mailto:info@navo.test">Тамос</a></p>
<p>© 2012–2026 «Наво». Ҳамаи ҳуқуқҳо ҳифз шудаанд. Истифодаи мавод бо истинод ба манбаъ иҷозат дода мешавад.</p>
<p class="pull-right"><a href="#top" id="back-top">Ба боло</a></p>
</div>
</footer>
<div id="navo-cookie">Сомона файлҳои cookie-ро истифода мебарад. <button type="button" onclick="document.getElementById('navo-cookie').remove()">Розӣ ҳастам</button></div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        user = doc.extra["k2user"]
        if doc.extra.get("author_link"):
            author = f"""Муаллиф: {self.a("author", user, "byline", 'rel="author"')}"""
        elif doc.authors and doc.key in ("interview", "night"):
            author = f'Муаллиф: <a rel="author" href="/tj/component/k2/itemlist/user/57-sherzodqodirov">{esc(doc.authors[0])}</a>'
        else:
            author = f'Муаллиф: <a rel="author" href="/tj/component/k2/itemlist/user/{62 if user == "Администратор" else 48}-{quote(user)}">{esc(user)}</a>'
        kicker = f'<span class="itemKicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        credits = f'<span class="itemImageCredits">{esc(doc.extra["photo"])}</span>' if doc.extra.get("photo") else ""
        image = f'<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="/media/k2/items/cache/{doc.key}_XL.jpg" title="Барои калон кардани сурат клик кунед"><img src="/media/k2/items/cache/{doc.key}_L.jpg" alt="{esc(doc.title)}" style="width:800px; height:auto;" /></a></span><span class="itemImageCaption">{esc(doc.title)}</span>{credits}<div class="clr"></div></div>'
        blocks = list(doc.blocks)
        intro = blocks[:1]
        rest = blocks[1:]
        intro_html = blocks_html(self, intro)
        rest_html = blocks_html(self, rest)
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="itemTagsBlock"><span>Барчаспҳо</span><ul class="itemTags">'
                + "".join(
                    f"<li>{self.a('tag', t, 'tag')}</li>"
                    if t == "Душанбе"
                    else f'<li><a href="/tj/component/k2/itemlist/tag/{quote(t)}">{esc(t)}</a></li>'
                    for t in doc.extra["tags"]
                )
                + '</ul><div class="clr"></div></div>'
            )
        source = f'<p class="itemSource"><em>{esc(doc.extra["source"])}</em></p>' if doc.extra.get("source") else ""
        related = "".join(
            f'<li class="{"even" if i % 2 else "odd"}">{self.a(k, self.docs[k].title, "related")}</li>'
            for i, k in enumerate([k for k in ARTS if k != doc.key][:4])
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<span id="startOfPageId{doc.path.split("/item/")[1].split("-")[0]}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
<span class="itemDateCreated">{doc.stamp}</span>
{kicker}
<h2 class="itemTitle">{esc(doc.title)}</h2>
<span class="itemAuthor">{author}</span>
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{esc(doc.path)}?tmpl=component&amp;print=1">Чоп кардан</a></li><li><span class="itemHits">Хонда шуд <b>{doc.extra["hits"]}</b> маротиба</span></li></ul><div class="clr"></div></div>
<div class="itemBody">
{image}
<div class="itemIntroText">
{intro_html}
</div>
<div class="itemFullText">
{rest_html}
{source}
</div>
<div class="clr"></div>
</div>
<div class="itemSocialSharing"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://t.me/share/url?url={u}">Telegram</a></div>
{tags}
<div class="itemRelated"><h3>Маводи дигар</h3><ul>{related}</ul></div>
<div class="itemNavigation"><span class="itemNavigationTitle">Маводи бештар дар ин категория:</span> {self.a("jomea", "Ҷомеа", "breadcrumb")}</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="itemContainer itemContainerLast"><div class="catItemView groupLeading"><div class="catItemHeader"><span class="catItemDateCreated">{self.docs[k].stamp}</span>'
            f'<h3 class="catItemTitle">{self.a(k, self.docs[k].title, "content")}</h3></div>'
            f'<div class="catItemBody"><div class="catItemImageBlock"><img src="/media/k2/items/cache/{k}_S.jpg" alt="" style="width:300px; height:auto;" /></div>'
            f'<div class="catItemIntroText">{esc(self.lede(self.docs[k]))}</div></div>'
            f"""<div class="catItemReadMore">{self.a(k, "Муфассал...", "content", 'class="k2ReadMore"')}</div></div></div>"""
            for k in doc.extra["list"]
        )
        head = f'<h1 class="page-header">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "home":
            head = f'<h1 class="element-invisible">{esc(doc.title)}</h1><h2 class="moduleTitle">Хабарҳои асосӣ</h2>'
            pager = f'<p class="allNews">{self.a("jomea", "Ҳамаи хабарҳо", "content")}</p>'
        elif doc.key == "jomea":
            pager = f"""<div class="k2Pagination"><ul><li class="pagination-start"><span class="pagenav">Аввал</span></li><li><span class="pagenav">1</span></li><li>{self.a("jomea2", "2", "pagination", 'class="pagenav"')}</li><li><a href="/tj/jomea?start=20" class="pagenav">3</a></li><li class="pagination-next">{self.a("jomea2", "Навбатӣ", "pagination", 'class="pagenav"')}</li></ul><div class="clr"></div>Саҳифаи 1 аз 86</div>"""
        elif doc.key == "jomea2":
            pager = f"""<div class="k2Pagination"><ul><li class="pagination-prev">{self.a("jomea", "Қаблӣ", "pagination", 'class="pagenav"')}</li><li>{self.a("jomea", "1", "pagination", 'class="pagenav"')}</li><li><span class="pagenav">2</span></li><li><a href="/tj/jomea?start=20" class="pagenav">3</a></li></ul><div class="clr"></div>Саҳифаи 2 аз 86</div>"""
        elif doc.kind == "author":
            head = f'<div class="userView"><div class="userBlock"><img src="/media/k2/users/42.jpg" alt="{esc(doc.title)}" style="width:100px; height:auto;" /><h1 class="userName">{esc(doc.title)}</h1><div class="userDescription"><p>{esc(doc.extra["bio"])}</p></div></div></div>'
        elif doc.kind == "tag":
            head = f'<div class="tagView"><h1 class="page-header">Маводҳо бо барчаспи: {esc(doc.title)}</h1></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-header">{esc(doc.title)}</h1><form id="searchForm" action="/tj/component/search/" method="post"><input type="text" name="searchword" placeholder="Калимаҳо барои ҷустуҷӯ..." value="нарх" class="inputbox" /><button name="Search" class="btn hasTooltip">Ҷустуҷӯ</button><fieldset class="phrases"><legend>Ҷустуҷӯ барои:</legend><label><input type="radio" name="searchphrase" value="all" checked="checked" />Ҳамаи калимаҳо</label><label><input type="radio" name="searchphrase" value="exact" />Ибораи дақиқ</label></fieldset></form><div class="searchintro"><p>Натиҷаҳои ҷустуҷӯ: <span class="badge badge-info">12</span></p></div>'
            items += '<dl class="search-results"><dt class="result-title">2. <a href="/tj/iqtisod/item/17904-narkhi-benzin-dar-tojikiston">Нархи бензин дар Тоҷикистон боз боло рафт</a></dt><dd class="result-created">Офарида шуд: 14 Октябр 2026</dd></dl>'
        return f'<div id="k2Container" class="itemListView">{head}<div class="itemList">{items}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer-times":
            return f'<div class="item-page"><div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div><p class="namoz-week">Ҳафтаи 5–11 декабри соли 2026</p><div itemprop="articleBody">\n{self.blocks(doc)}\n</div></div>'
        return f'<div class="item-page"><div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div><div itemprop="articleBody">\n{self.blocks(doc)}\n</div></div>'
