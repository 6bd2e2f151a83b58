# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Tonfedd: a Welsh public broadcaster's news service in the BBC Cymru Fyw mould (a server-rendered React front end:
`data-component="headline-block"`, `byline-block`, `text-block`, `subheadline-block`, hashed `ssrcss-…` classes,
`<time data-testid="timestamp">`, `window.__INITIAL_DATA__`, `/newyddion/erthyglau/c4g7d2e1x9mo` and the English
service's `/news/articles/c0e6w3r8n5ko`, topics `/newyddion/pynciau/<id>`, `?page=2`), Welsh with one English twin,
UTF-8, UK time (GMT in December, so UTC is the local day).

Dates are printed "4 Rhagfyr 2026" (Welsh months) or relative ("3 awr yn ôl"), "Diweddarwyd 5 Rhagfyr 2026" when
edited; the `<time datetime>` and the `ReportageNewsArticle` JSON-LD are UTC, and the JSON-LD author of **every**
story is the broadcaster (an Organization). Bylines: "Gan" + the name **in its mutated form** as Welsh grammar
wants it ("Gan Fethan Lloyd" for Bethan Lloyd, "Gan Ddafydd Huws", "Gan Wenno Hughes", "Gan Elin Morgan a Chatrin
Jones"); the plain names are printed only in the "Am yr awdur" box under the text. One story is a name and a role
with no "Gan" ("Rhodri ap Dafydd": "ap" is part of the name), one the desk. The schools story has an English twin
(hreflang both ways) credited "By Bethan Lloyd" and "Translated by Siôn Pritchard"; the farming story opens with an
English summary."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import CY_MONTHS, EN_MONTHS, Base, hreflang, page, story, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.tonfedd.test"
ARTS = ["theatr", "senedd", "ffordd", "iechyd", "schools", "ysgolion", "ffermio", "treth"]
EN_OTHER = [
    ("Storm Bram: Yellow wind warning for coastal areas of Wales", "/news/articles/c1k4m7p0r3to"),
    ("Cardiff council approves plan for new riverside park", "/news/articles/c2l5n8q1s4uo"),
    ("Welsh language commissioner warns over bank services", "/news/articles/c3m6p9r2t5vo"),
    ("Ospreys confirm new head coach for next season", "/news/articles/c4n7q0s3u6wo"),
]
P = "ssrcss-1q0x1qg-Paragraph e1jhz7w10"
A_LINK = 'class="ssrcss-k17ofw-InlineLink e1no5rhv0"'
A_PROMO = 'class="ssrcss-its5xf-PromoLink exn3ah91"'
A_NAV = 'class="ssrcss-1ls6cxc-StyledLink eis6szr2"'
A_PAGE = 'class="ssrcss-1ys2wpv-StyledButton eq1v2ps0"'


def cy_date(stamp: str) -> str:
    y, m, d, _ = ymd(stamp)
    return f"{d} {CY_MONTHS[m - 1]} {y}"


def en_date(stamp: str) -> str:
    y, m, d, _ = ymd(stamp)
    return f"{d} {EN_MONTHS[m - 1]} {y}"


def slugify(name: str) -> str:
    return "-".join(name.lower().replace("ô", "o").split())


class Tonfedd(Base):
    origin = ORIGIN
    name = "Tonfedd"
    prefix = "ton"
    language = "cy"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ton",
            [
                ".ssrcss-1ocoo3l-Wrap",
                ".ssrcss-1s9pby4-Heading",
                ".ssrcss-68pt20-Text-TextContributorName",
                ".ssrcss-1q0x1qg-Paragraph",
                ".ssrcss-uf6wea-RichTextComponentWrapper",
                ".ssrcss-its5xf-PromoLink",
                ".ssrcss-1fxz7b6-MostRead li",
                ".ssrcss-d0ucmz-GlobalNavigation",
                ".ssrcss-1ys2wpv-StyledButton",
                ".ssrcss-footer-Footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/newyddion",
                "home",
                "Tonfedd Newyddion",
                "react-front",
                list=["theatr", "senedd", "ffordd", "iechyd", "ysgolion", "ffermio", "treth"],
            )
        )
        add(
            page(
                "gwleidyddiaeth",
                "/newyddion/gwleidyddiaeth",
                "section",
                "Gwleidyddiaeth",
                "react-section-pager",
                list=["senedd", "treth", "ysgolion"],
                more="gwleidyddiaeth2",
            )
        )
        add(
            page(
                "gwleidyddiaeth2",
                "/newyddion/gwleidyddiaeth?page=2",
                "section",
                "Gwleidyddiaeth",
                "react-section-pager-page2",
                list=["ffermio"],
                old=[
                    (
                        "Prif Weinidog yn amddiffyn cynllun i ddiwygio'r dreth gyngor",
                        "/newyddion/erthyglau/c1z4y7x0w3vo",
                        "2026-11-30 18:22",
                    ),
                    (
                        "Comisiynydd y Gymraeg: Cwynion am wasanaethau banc ar gynnydd",
                        "/newyddion/erthyglau/c0y3x6w9v2uo",
                        "2026-11-28 10:05",
                    ),
                    (
                        "Senedd: Pleidlais ar newid y terfyn cyflymder 20mya",
                        "/newyddion/erthyglau/c9x2w5v8u1to",
                        "2026-11-26 16:40",
                    ),
                ],
            )
        )
        add(
            page(
                "pwnc",
                "/newyddion/pynciau/cz4q8m2w1l7t",
                "tag",
                "Addysg",
                "react-topic-page",
                list=["ysgolion"],
                old=[
                    (
                        "Prifysgol Bangor i dorri 80 o swyddi dysgu",
                        "/newyddion/erthyglau/c5d8f1g4h7jo",
                        "2026-12-02 14:10",
                    ),
                    (
                        "Canlyniadau PISA: Cymru'n gwella mewn mathemateg",
                        "/newyddion/erthyglau/c4c7e0f3g6io",
                        "2026-12-01 09:00",
                    ),
                ],
                dead=("Arolwg: Mwy o ddisgyblion yn dewis astudio Cymraeg Safon Uwch", "notfound"),
            )
        )
        add(
            page(
                "author",
                "/newyddion/awduron/bethan-lloyd",
                "author",
                "Bethan Lloyd",
                "react-contributor-page",
                list=["ysgolion", "schools"],
                bio="Gohebydd Addysg Tonfedd Cymru. Ymunodd â'r tîm newyddion yn 2015 ar ôl gweithio fel athrawes Gymraeg yn Sir Gâr.",
            )
        )
        add(
            page(
                "search",
                "/chwilio?q=ffermio&d=NEWYDDION_CY",
                "search",
                "Chwilio",
                "react-search-results",
                list=["ffermio", "treth"],
            )
        )
        add(
            page(
                "contact",
                "/newyddion/cysylltu",
                "contact",
                "Cysylltu â ni",
                "react-static-contact",
                [
                    "Oes gennych chi stori i'w rhannu gyda Tonfedd Newyddion? Rydyn ni eisiau clywed gennych chi.",
                    "## Anfon stori",
                    "E-bost: newyddion@tonfedd.test",
                    "WhatsApp: 07700 900 123",
                    "## Ein cyfeiriad",
                    "Tonfedd, Tŷ'r Darlledwr, Heol y Porth, Caerdydd CF10 1GA",
                    "Os ydych chi eisiau gwneud cwyn am ein cynnwys, defnyddiwch y ffurflen gwyno ar-lein. Byddwn yn ymateb o fewn 10 diwrnod gwaith.",
                ],
            )
        )
        add(
            page(
                "tywydd",
                "/tywydd/2653822",
                "weather",
                "Tywydd Caerdydd",
                "react-weather-forecast",
                [
                    "Diweddarwyd am 12:00, 5 Rhagfyr 2026",
                    "T: Diwrnod | Tywydd | Uchaf | Isaf | Gwynt",
                    "T: Heddiw | Cawodydd trwm | 10° | 6° | 35 mya",
                    "T: Sul 6 Rhag | Glaw ysgafn | 9° | 4° | 22 mya",
                    "T: Llun 7 Rhag | Heulog | 8° | 2° | 12 mya",
                    "T: Mawrth 8 Rhag | Cymylog | 9° | 5° | 15 mya",
                    "Rhybudd melyn am wynt ar gyfer arfordir y de a'r gorllewin tan 21:00 nos Sadwrn.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/newyddion/erthyglau/c8k2v1x0z3po",
                "not-found",
                "Mae'n ddrwg gennym, ni allwn ddod o hyd i'r dudalen honno",
                "react-soft-404",
                [
                    "Efallai bod y dudalen wedi cael ei symud neu ei dileu, neu bod y cyfeiriad wedi ei deipio'n anghywir.",
                    "Gwiriwch y cyfeiriad neu chwiliwch am y stori ar ein hafan.",
                ],
            )
        )
        # --- stories ---
        add(
            story(
                "ysgolion",
                "/newyddion/erthyglau/c4g7d2e1x9mo",
                "Cynllun i agor 23 o ysgolion Cymraeg newydd erbyn 2032",
                "2026-12-04",
                "2026-12-04T06:05:00.000Z",
                "2026-12-04 06:05",
                ["Bethan Lloyd"],
                [
                    "Mae Llywodraeth Cymru wedi cyhoeddi cynllun i agor 23 o ysgolion cynradd Cymraeg newydd erbyn 2032, fel rhan o'i tharged i gael miliwn o siaradwyr Cymraeg erbyn 2050.",
                    "Bydd yr ysgolion newydd yn cael eu codi mewn ardaloedd lle mae'r galw am addysg Gymraeg wedi tyfu fwyaf, gan gynnwys Caerdydd, Casnewydd, Wrecsam a Phen-y-bont ar Ogwr.",
                    "Yn ôl y llywodraeth, bydd y cynllun yn costio £310m dros saith mlynedd, gyda'r arian yn dod o'r rhaglen Cymunedau Dysgu Cynaliadwy.",
                    "FIG: Plant mewn ysgol gynradd | Mae'r galw am addysg Gymraeg wedi cynyddu ym mhob rhan o Gymru",
                    "## Galw cynyddol",
                    "Mae ffigyrau'r llywodraeth yn dangos bod 28% o blant saith oed yng Nghymru mewn addysg Gymraeg eleni, o'i gymharu â 23% ddegawd yn ôl.",
                    "Ond mae rhieni mewn rhai ardaloedd wedi cwyno bod rhaid i'w plant deithio'n bell i gyrraedd yr ysgol Gymraeg agosaf, a bod rhai ysgolion yn llawn.",
                    "“Mae'n rhaid i ni deithio 40 munud bob bore,” meddai Sioned Evans, sy'n byw yn Nhredegar ac sydd â dau o blant yn yr ysgol. “Byddai ysgol yn y dref yn newid popeth i ni.”",
                    "## Pryder am athrawon",
                    "Mae undebau athrawon wedi croesawu'r cyhoeddiad, ond wedi rhybuddio bod prinder athrawon sy'n gallu dysgu drwy gyfrwng y Gymraeg, yn enwedig mewn pynciau fel mathemateg a gwyddoniaeth.",
                    "Dywedodd Ysgrifennydd y Cabinet dros Addysg y byddai'r llywodraeth yn cynyddu nifer y lleoedd hyfforddi athrawon cyfrwng Cymraeg 20% y flwyddyn nesaf.",
                    "Mae disgwyl i'r ysgolion cyntaf agor yn 2028.",
                ],
                "gan-soft-mutated-name-welsh-twin",
                section="Addysg",
                byline="Gan Fethan Lloyd",
                role="Gohebydd Addysg Tonfedd Cymru",
                about=[("Bethan Lloyd", "Gohebydd Addysg")],
                twin="schools",
                topics=[("pwnc", "Addysg"), ("/newyddion/pynciau/c2r5t8y1u4it", "Y Gymraeg")],
            )
        )
        add(
            story(
                "schools",
                "/news/articles/c0e6w3r8n5ko",
                "Plan to open 23 new Welsh-medium schools by 2032",
                "2026-12-04",
                "2026-12-04T07:30:00.000Z",
                "2026-12-04 07:30",
                ["Bethan Lloyd"],
                [
                    "The Welsh government has announced a plan to open 23 new Welsh-medium primary schools by 2032, as part of its target of a million Welsh speakers by 2050.",
                    "The new schools will be built in areas where demand for Welsh-medium education has grown most, including Cardiff, Newport, Wrexham and Bridgend.",
                    "According to the government, the plan will cost £310m over seven years, with the money coming from the Sustainable Communities for Learning programme.",
                    "FIG: Children at a primary school | Demand for Welsh-medium education has grown in every part of Wales",
                    "## Growing demand",
                    "Government figures show that 28% of seven-year-olds in Wales are in Welsh-medium education this year, compared with 23% a decade ago.",
                    "But parents in some areas have complained that their children have to travel long distances to reach the nearest Welsh-medium school, and that some schools are full.",
                    "“We have to travel 40 minutes every morning,” said Sioned Evans, who lives in Tredegar and has two children at the school. “A school in the town would change everything for us.”",
                    "## Concern over teachers",
                    "Teaching unions have welcomed the announcement, but warned of a shortage of teachers who can teach through the medium of Welsh, especially in subjects such as maths and science.",
                    "The Cabinet Secretary for Education said the government would increase the number of Welsh-medium teacher training places by 20% next year.",
                    "The first schools are expected to open in 2028.",
                ],
                "english-twin-translated-by-credit",
                section="Wales",
                lang="en",
                byline="By Bethan Lloyd",
                role="Education correspondent, Tonfedd Wales",
                translator="This article was first published in Welsh on Tonfedd Newyddion. Translated by Siôn Pritchard.",
                twin="ysgolion",
                topics=[("/news/topics/c8w2e5r1t4yt", "Education"), ("/news/topics/c3e6r9t2y5ut", "Welsh language")],
            )
        )
        add(
            story(
                "ffermio",
                "/newyddion/erthyglau/c7m3x9q2v4eo",
                "Ffermwyr yn rhybuddio am effaith rheolau plannu coed ar ffermydd teuluol",
                "2026-12-03",
                "2026-12-03T12:41:00.000Z",
                "2026-12-03 12:41",
                ["Dafydd Huws"],
                [
                    "Mae ffermwyr yng Ngheredigion yn dweud y gallai rheolau newydd ar blannu coed orfodi rhai ffermydd teuluol i leihau nifer eu hanifeiliaid.",
                    "O dan y Cynllun Ffermio Cynaliadwy, bydd yn rhaid i ffermydd sy'n derbyn taliadau gan y llywodraeth gael gorchudd coed ar o leiaf 10% o'u tir erbyn 2030.",
                    "Mae Llywodraeth Cymru'n dweud bod y cynllun yn hanfodol er mwyn taclo newid hinsawdd a gwella bioamrywiaeth.",
                    "Ond yn ôl Huw Jenkins, sy'n ffermio 120 erw ger Tregaron, does dim lle ar ei fferm i blannu rhagor o goed heb golli tir pori.",
                    "“Mae'r tir gorau gyda ni yn cael ei ddefnyddio ar gyfer y defaid. Os ydyn ni'n plannu coed arno fe, bydd rhaid i ni werthu rhan o'r praidd,” meddai.",
                    "FIG: Defaid ar fferm yng Ngheredigion | Mae tua 17,000 o ffermydd yng Nghymru'n derbyn taliadau uniongyrchol",
                    "## ‘Cyfaddawd’ ar y ffordd",
                    "Mae undebau amaeth wedi cyfarfod â'r Dirprwy Brif Weinidog sawl gwaith dros yr wythnosau diwethaf, ac mae disgwyl cyhoeddiad ar newidiadau i'r cynllun cyn y Nadolig.",
                    "Dywedodd llefarydd ar ran y llywodraeth: “Rydyn ni wedi gwrando ar bryderon ffermwyr ac rydyn ni'n parhau i weithio gyda'r undebau i sicrhau bod y cynllun yn ymarferol i bob math o fferm.”",
                    "Mae tua 17,000 o ffermydd yng Nghymru'n derbyn taliadau uniongyrchol ar hyn o bryd.",
                ],
                "gan-dd-mutation-english-summary-top",
                section="Gwleidyddiaeth",
                byline="Gan Ddafydd Huws",
                role="Gohebydd Materion Gwledig",
                about=[("Dafydd Huws", "Gohebydd Materion Gwledig")],
                summary="Farmers in Ceredigion say new tree-planting rules under the Sustainable Farming Scheme could force some family farms to cut livestock numbers. The Welsh government says changes to the scheme will be announced before Christmas.",
                topics=[
                    ("/newyddion/pynciau/c5t8y1u4i7ot", "Amaeth"),
                    ("/newyddion/pynciau/c6y9u2i5o8pt", "Ceredigion"),
                ],
            )
        )
        add(
            story(
                "iechyd",
                "/newyddion/erthyglau/c2n5p8r1t6ko",
                "Canolfan lawdriniaeth newydd yn agor yn Llandudno i dorri rhestrau aros",
                "2026-12-04",
                "2026-12-04T15:02:00.000Z",
                "2026-12-04 15:02",
                ["Elin Morgan", "Catrin Jones"],
                [
                    "Mae canolfan lawdriniaeth newydd wedi agor yn Ysbyty Llandudno, gyda'r nod o leihau amseroedd aros am lawdriniaethau orthopedig yn y gogledd.",
                    "Bydd y ganolfan, sydd wedi costio £38m, yn cynnal hyd at 3,500 o lawdriniaethau'r flwyddyn, gan gynnwys clun a phen-glin newydd.",
                    "Mae Bwrdd Iechyd Prifysgol Betsi Cadwaladr yn dweud bod tua 9,000 o gleifion yn aros am lawdriniaeth orthopedig yn y gogledd, a bod rhai wedi aros mwy na dwy flynedd.",
                    "## ‘Dwy flynedd mewn poen’",
                    "Un o'r cleifion cyntaf i gael llawdriniaeth yn y ganolfan oedd Gwilym Roberts, 71, o Gonwy, oedd wedi bod yn aros am ben-glin newydd ers 26 mis.",
                    "“Dwy flynedd mewn poen, yn methu cerdded at y siop,” meddai. “Dwi jyst eisiau mynd am dro ar y prom eto.”",
                    "FIG: Ysbyty Llandudno | Bydd y ganolfan yn cynnal hyd at 3,500 o lawdriniaethau'r flwyddyn",
                    "Dywedodd cyfarwyddwr meddygol y bwrdd iechyd fod y ganolfan yn “gam mawr ymlaen”, ond cyfaddefodd y byddai'n cymryd amser i leihau'r rhestrau aros yn sylweddol.",
                    "Mae'r gwrthbleidiau yn y Senedd wedi dweud bod angen gweithredu ar frys mewn ardaloedd eraill hefyd, gan fod rhestrau aros yng Nghymru'n parhau'n hirach nag yn Lloegr.",
                ],
                "two-names-a-aspirate-mutation-updated",
                section="Iechyd",
                byline="Gan Elin Morgan a Chatrin Jones",
                role="Tonfedd Cymru",
                about=[("Elin Morgan", "Gohebydd Iechyd"), ("Catrin Jones", "Gohebydd Gogledd Cymru")],
                updated="2026-12-05 08:20",
                modified="2026-12-05T08:20:00.000Z",
                topics=[("/newyddion/pynciau/c7u1i4o7p0at", "Iechyd"), ("/newyddion/pynciau/c8i2o5p8a1st", "Conwy")],
            )
        )
        add(
            story(
                "senedd",
                "/newyddion/erthyglau/c9v1w4x7y2zo",
                "Cyllideb ddrafft: Disgwyl mwy o arian i gynghorau ond toriadau i'r celfyddydau",
                "2026-12-05",
                "2026-12-05T09:14:00.000Z",
                "2026-12-05 09:14",
                ["Rhodri ap Dafydd"],
                [
                    "Mae disgwyl i gynghorau Cymru gael cynnydd o 4.1% yn eu cyllid y flwyddyn nesaf, pan fydd Llywodraeth Cymru'n cyhoeddi ei chyllideb ddrafft ddydd Mawrth.",
                    "Mae Tonfedd Newyddion yn deall y bydd y cynnydd yn cael ei ariannu'n rhannol drwy doriadau i gyrff diwylliannol, gan gynnwys Cyngor y Celfyddydau ac Amgueddfa Cymru.",
                    "Mae cynghorau wedi rhybuddio ers misoedd eu bod yn wynebu bwlch ariannol o dros £500m dros y ddwy flynedd nesaf, yn bennaf oherwydd costau gofal cymdeithasol ac addysg.",
                    "## ‘Dewisiadau anodd’",
                    "Dywedodd ffynhonnell yn y llywodraeth fod y gyllideb yn llawn “dewisiadau anodd”, ond mai gwasanaethau rheng flaen oedd y flaenoriaeth.",
                    "Mae'r sector celfyddydau wedi ymateb yn chwyrn. Dywedodd un cyfarwyddwr theatr wrth Tonfedd fod toriad arall yn “bygwth dyfodol” cwmnïau bach ar draws Cymru.",
                    "Gan nad oes gan Lafur fwyafrif yn y Senedd, bydd angen cefnogaeth o leiaf un blaid arall ar y llywodraeth i basio'r gyllideb.",
                    "Bydd y gyllideb derfynol yn cael ei phleidleisio ym mis Mawrth.",
                ],
                "name-role-no-gan-ap-relative-time",
                section="Gwleidyddiaeth",
                byline="Rhodri ap Dafydd",
                role="Gohebydd Gwleidyddol Tonfedd Cymru",
                relative="3 awr yn ôl",
                topics=[
                    ("/newyddion/pynciau/c9o3p6a9s2dt", "Senedd Cymru"),
                    ("/newyddion/pynciau/c0p4a7s0d3ft", "Cyllideb"),
                ],
            )
        )
        add(
            story(
                "ffordd",
                "/newyddion/erthyglau/c5b8d1f4g7ho",
                "A55: Ffordd ar gau ger Abergwyngregyn ar ôl gwrthdrawiad",
                "2026-12-04",
                "2026-12-04T21:50:00.000Z",
                "2026-12-04 21:50",
                [],
                [
                    "Mae rhan o'r A55 ar gau i gyfeiriad y gorllewin ger Abergwyngregyn yng Ngwynedd ar ôl gwrthdrawiad rhwng dau gerbyd nos Wener.",
                    "Dywedodd Heddlu Gogledd Cymru fod y gwasanaethau brys wedi cael eu galw toc wedi 21:00, a bod un person wedi cael ei gludo i Ysbyty Gwynedd ym Mangor.",
                    "Mae gyrwyr yn cael eu cynghori i osgoi'r ardal ac i ddefnyddio'r A5 drwy Fethesda.",
                ],
                "desk-credit-brief",
                section="Gogledd Orllewin",
                byline="Tonfedd Newyddion",
                role="",
                topics=[("/newyddion/pynciau/c1a5s8d1f4gt", "Trafnidiaeth")],
            )
        )
        add(
            story(
                "treth",
                "/newyddion/erthyglau/c3h6j9k2l5mo",
                "Treth ymwelwyr: Beth yw'r ardoll newydd a phwy fydd yn talu?",
                "2026-12-03",
                "2026-12-03T06:00:00.000Z",
                "2026-12-03 06:00",
                ["Gwenno Hughes"],
                [
                    "O fis Ebrill 2027 ymlaen, bydd cynghorau yng Nghymru'n gallu codi ardoll fechan ar ymwelwyr sy'n aros dros nos yn yr ardal. Dyma'r prif bethau sydd angen i chi eu gwybod.",
                    "## Faint fydd yr ardoll?",
                    "Bydd y gyfradd yn dibynnu ar y math o lety:",
                    "- £1.30 y person y noson mewn gwestai, tai llety a llety hunanarlwyo",
                    "- 75c y person y noson mewn meysydd gwersylla a hosteli",
                    "- Dim tâl i blant dan 18 oed sy'n aros mewn hosteli",
                    "## Pwy fydd yn penderfynu?",
                    "Bydd pob cyngor yn penderfynu a ydy am gyflwyno'r ardoll ai peidio. Mae Cyngor Gwynedd a Chyngor Caerdydd eisoes wedi dweud eu bod yn bwriadu gwneud hynny.",
                    "## I beth fydd yr arian yn mynd?",
                    "Yn ôl y ddeddfwriaeth, rhaid i'r arian gael ei wario ar wella'r ardal i ymwelwyr a thrigolion, er enghraifft ar doiledau cyhoeddus, llwybrau a thrafnidiaeth leol.",
                    "## Beth mae'r diwydiant yn ei ddweud?",
                    "Mae rhai busnesau twristiaeth wedi rhybuddio y gallai'r ardoll yrru ymwelwyr i Loegr, ond mae eraill yn dweud bod trethi tebyg yn gyffredin ar draws Ewrop.",
                ],
                "explainer-gan-g-dropped-mutation-list",
                section="Gwleidyddiaeth",
                byline="Gan Wenno Hughes",
                role="Gohebydd Busnes Tonfedd Cymru",
                about=[("Gwenno Hughes", "Gohebydd Busnes")],
                topics=[
                    ("/newyddion/pynciau/c7g1h4j7k0lt", "Llywodraeth leol"),
                    ("/newyddion/pynciau/c2s6d9f2g5ht", "Twristiaeth"),
                ],
            )
        )
        add(
            story(
                "theatr",
                "/newyddion/erthyglau/c6q9s2u5w8yo",
                "Drama newydd am Streic Fawr y Penrhyn yn dechrau ar daith",
                "2026-12-05",
                "2026-12-05T07:00:00.000Z",
                "2026-12-05 07:00",
                ["Owain Rees"],
                [
                    "Mae drama newydd sy'n adrodd hanes Streic Fawr y Penrhyn yn dechrau ar daith o amgylch Cymru'r wythnos hon, fwy na 120 o flynyddoedd ers i'r chwarelwyr gerdded allan o Chwarel y Penrhyn ym Methesda.",
                    "Mae “Cerrig” wedi ei hysgrifennu gan y dramodydd ifanc o Fethesda, Llio Wyn, ac yn dilyn un teulu drwy'r tair blynedd o streicio.",
                    "“Roedd fy hen daid yn un o'r streicwyr,” meddai. “Dwi wedi clywed y straeon ers pan o'n i'n blentyn, ond do'n i erioed wedi eu gweld nhw ar lwyfan.”",
                    'RAW:<div data-component="video-block" class="ssrcss-1hizfh0-MediaContainer"><div class="ssrcss-player" data-playable="p0k2x9z1"><button>Chwarae fideo</button></div><p class="ssrcss-video-caption">Fideo: Y cast yn ymarfer yn Neuadd Ogwen, 1 munud 48 eiliad</p></div>',
                    "Bydd y cynhyrchiad yn agor yn Neuadd Ogwen ym Methesda nos Wener, cyn teithio i Aberystwyth, Caerfyrddin, Caerdydd a'r Wyddgrug ym mis Ionawr.",
                    "Mae'r cast o saith yn cynnwys pedwar actor sy'n gwneud eu perfformiad proffesiynol cyntaf, ac mae côr lleol yn ymuno â nhw ar y llwyfan ym mhob perfformiad.",
                    "Bydd isdeitlau Saesneg ar gael ym mhob perfformiad drwy ap ar ffonau'r gynulleidfa.",
                ],
                "name-role-video-block",
                section="Celfyddydau",
                byline="Owain Rees",
                role="Gohebydd Celfyddydau",
                topics=[("/newyddion/pynciau/c3d7f0g3h6jt", "Theatr"), ("/newyddion/pynciau/c4f8g1h4j7kt", "Gwynedd")],
            )
        )

    # --- templates --------------------------------------------------------------------------------------------

    def en(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "en"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        en = self.en(doc)
        brand = "Tonfedd News" if en else "Tonfedd Newyddion"
        out = [
            f"<title>{esc(doc.title)} - {brand}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
        ]
        if doc.extra.get("twin"):
            pairs = (
                [("cy", doc.key), ("en-GB", doc.extra["twin"])]
                if not en
                else [("cy", doc.extra["twin"]), ("en-GB", doc.key)]
            )
            out.append(hreflang(self, pairs))
        out += [
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            f'<meta property="og:site_name" content="{brand}"/>',
            f'<meta property="og:locale" content="{"en_GB" if en else "cy_GB"}"/>',
            '<meta name="twitter:card" content="summary_large_image"/>',
            '<meta name="twitter:site" content="@TonfeddNewyddion"/>',
        ]
        if doc.is_article:
            ld = {
                "@context": "http://schema.org",
                "@type": "ReportageNewsArticle",
                "url": url,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": brand,
                    "publishingPrinciples": f"{ORIGIN}/newyddion/canllawiau",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/tonfedd-logo.png"},
                },
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "headline": doc.title,
                "image": {
                    "@type": "ImageObject",
                    "width": 1024,
                    "height": 576,
                    "url": f"https://ichef.tonfedd.test/news/1024/{doc.path.rsplit('/', 1)[-1]}.jpg",
                },
                "thumbnailUrl": f"https://ichef.tonfedd.test/news/1024/{doc.path.rsplit('/', 1)[-1]}.jpg",
                "author": {
                    "@type": "NewsMediaOrganization",
                    "name": brand,
                    "noBylinesPolicy": f"{ORIGIN}/newyddion/canllawiau#bylines",
                },
                "mainEntityOfPage": url,
                "inLanguage": {
                    "@type": "Language",
                    "name": "English" if en else "Welsh",
                    "alternateName": "en-GB" if en else "cy",
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        en = self.en(doc)
        if en:
            nav = [
                ("https://www.tonfedd.test/news", "Home"),
                ("https://www.tonfedd.test/news/wales", "Wales"),
                ("https://www.tonfedd.test/news/politics", "Politics"),
                ("https://www.tonfedd.test/sport", "Sport"),
                ("home", "Newyddion"),
            ]
        else:
            nav = [
                ("home", "Hafan"),
                ("gwleidyddiaeth", "Gwleidyddiaeth"),
                ("/newyddion/iechyd", "Iechyd"),
                ("/newyddion/addysg", "Addysg"),
                ("/newyddion/celfyddydau", "Celfyddydau"),
                ("/chwaraeon", "Chwaraeon"),
                ("tywydd", "Tywydd"),
                ("/news", "English"),
            ]
        items = "".join(
            f'<li class="ssrcss-1f6ou7a-StyledMenuItem eis6szr3">{self.a(k, t, "nav", A_NAV)}</li>' for k, t in nav
        )
        most_keys = ["senedd", "iechyd", "ysgolion", "ffordd", "treth"]
        if en:
            most = "".join(
                f'<li class="ssrcss-1fxz7b6-MostRead"><span class="ssrcss-rank">{i + 1}</span><a href="{p}" {A_PROMO}>{esc(t)}</a></li>'
                for i, (t, p) in enumerate(EN_OTHER)
            )
        else:
            most = "".join(
                f'<li class="ssrcss-1fxz7b6-MostRead"><span class="ssrcss-rank">{i + 1}</span>{self.a(k, self.docs[k].title, "aside", A_PROMO)}</li>'
                for i, k in enumerate(most_keys)
            )
        initial = {
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "id": doc.path.rsplit("/", 1)[-1],
                "language": "en-GB" if en else "cy",
            },
            "env": "live",
            "service": "news" if en else "newyddion",
        }
        footer_links = (
            f'<a href="/terms">Terms of Use</a> <a href="/about">About Tonfedd</a> <a href="/privacy">Privacy Policy</a> <a href="/cookies">Cookies</a> {self.a("contact", "Contact Tonfedd", "footer")}'
            if en
            else f'<a href="/telerau">Telerau Defnyddio</a> <a href="/amdanom">Ynglŷn â Tonfedd</a> <a href="/preifatrwydd">Polisi Preifatrwydd</a> <a href="/cwcis">Cwcis</a> {self.a("contact", "Cysylltu â Tonfedd", "footer")} <a href="/cymorth">Cymorth</a>'
        )
        copyright_line = (
            "Copyright © 2026 Tonfedd. Tonfedd is not responsible for the content of external sites."
            if en
            else "Hawlfraint © 2026 Tonfedd. Nid yw Tonfedd yn gyfrifol am gynnwys safleoedd allanol."
        )
        consent = (
            '<div id="cookiePrompt" class="ssrcss-consent-banner" role="region"><h2>Let us know you agree to cookies</h2><p>We use cookies to give you the best online experience. Please let us know if you agree to all of these cookies.</p><button>Yes, I agree</button> <a href="/cookies/settings">No, take me to settings</a></div>'
            if en
            else '<div id="cookiePrompt" class="ssrcss-consent-banner" role="region"><h2>Gadewch i ni wybod eich bod yn cytuno i gwcis</h2><p>Rydyn ni\'n defnyddio cwcis i roi\'r profiad gorau i chi ar-lein. Rhowch wybod i ni os ydych chi\'n cytuno i\'r cwcis hyn i gyd.</p><button>Ydw, rwy\'n cytuno</button> <a href="/cwcis/gosodiadau">Na, ewch â fi i\'r gosodiadau</a></div>'
        )
        popular = "Most read" if en else "Mwyaf poblogaidd"
        return f"""<!DOCTYPE html>
<html lang="{"en-GB" if en else "cy"}" class="no-js">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
{self.head(doc)}
<link rel="preload" href="https://static.tonfedd.test/fonts/ReithSans-Rg.woff2" as="font" crossorigin="anonymous"/>
<link rel="stylesheet" href="https://static.tonfedd.test/newyddion/_next/static/css/8d2c1f0e.css"/>
<style data-emotion="ssrcss">/*PAD*/</style>
<script>document.documentElement.className=document.documentElement.className.replace('no-js','js');</script>
</head>
<body>
<div id="__next">
<div class="ssrcss-1ocoo3l-Wrap e42f8511">
<a href="#main-content" class="ssrcss-skip-link">{"Skip to content" if en else "Neidio i'r cynnwys"}</a>
<header data-testid="header" role="banner" class="ssrcss-d0ucmz-GlobalNavigation">
<div class="ssrcss-brand"><a href="{"/news" if en else "/newyddion"}" aria-label="Tonfedd"><svg width="112" height="32" aria-hidden="true"><title>Tonfedd</title></svg><span class="ssrcss-brand-text">{"Tonfedd News" if en else "Tonfedd Newyddion"}</span></a></div>
<nav aria-label="{"News" if en else "Newyddion"}" class="ssrcss-nav"><ul class="ssrcss-menu">{items}</ul></nav>
<div class="ssrcss-search"><a href="/chwilio" aria-label="{"Search" if en else "Chwilio"}">{"Search" if en else "Chwilio"}</a> <a href="/cyfrif">{"Sign in" if en else "Mewngofnodi"}</a></div>
</header>
<main id="main-content" data-testid="main-content" class="ssrcss-1ocoo3l-Wrap e42f8511">
{main}
<section data-component="most-read" aria-labelledby="most-read" class="ssrcss-most-read"><h2 id="most-read" class="ssrcss-section-heading">{popular}</h2><ol class="ssrcss-1fxz7b6-MostRead">{most}</ol></section>
</main>
<footer class="ssrcss-footer-Footer" role="contentinfo">
<div class="ssrcss-footer-links">{footer_links}</div>
<p class="ssrcss-copyright">{copyright_line} <a href="/canllawiau/cysylltu-allanol">{"Read about our approach to external linking." if en else "Darllenwch am ein hagwedd at gysylltu allanol."}</a></p>
</footer>
{consent}
</div>
</div>
<script>window.__INITIAL_DATA__={json.dumps(json.dumps(initial))};</script>
<script src="https://static.tonfedd.test/newyddion/_next/static/chunks/main-4a1f.js" defer></script>
</body>
</html>"""

    def tblocks(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            kind = b[0]
            if kind == "p":
                out.append(
                    f'<div data-component="text-block" class="ssrcss-uf6wea-RichTextComponentWrapper ep2nwvo0"><div class="ssrcss-7uxr49-RichTextContainer e5tfeyi1"><p class="{P}">{self.inline(b[1])}</p></div></div>'
                )
            elif kind == "h2":
                out.append(
                    f'<div data-component="subheadline-block" class="ssrcss-1ptxe1r-StyledSubheadlineBlock"><h2 class="ssrcss-xpuf5p-StyledHeading e10rt3ze0">{self.inline(b[1])}</h2></div>'
                )
            elif kind == "ul":
                lis = "".join(
                    f'<li class="ssrcss-bulletted-item"><p class="{P}">{self.inline(i)}</p></li>' for i in b[1]
                )
                out.append(
                    f'<div data-component="unordered-list-block" class="ssrcss-uf6wea-RichTextComponentWrapper"><ul class="ssrcss-1iyv4f3-BulletListContainer">{lis}</ul></div>'
                )
            elif kind == "fig":
                src = "Getty Images"
                hid1, hid2 = (
                    ("Image source, ", "Image caption, ")
                    if self.en(doc)
                    else ("Ffynhonnell y llun, ", "Disgrifiad o'r llun, ")
                )
                out.append(
                    f'<div data-component="image-block" class="ssrcss-1t5f0fr-ComponentWrapper"><figure class="ssrcss-wpgbih-StyledFigure"><div class="ssrcss-ab5fd8-StyledFigureContainer"><img src="https://ichef.tonfedd.test/news/800/{zlib.crc32(b[1].encode()) % 99991}.jpg" alt="{esc(b[1])}" width="800" height="450" loading="lazy"/><span role="text" class="ssrcss-1hjn3ct-StyledFigureCopyright"><span class="visually-hidden">{hid1}</span>{src}</span></div><figcaption class="ssrcss-1uknr8d-Caption"><span class="visually-hidden">{hid2}</span>{esc(b[2])}</figcaption></figure></div>'
                )
            elif kind == "box":
                out.append(b[1])
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        en = self.en(doc)
        role = (
            f'<div class="ssrcss-84ltp5-Text e5tfeyi0">{esc(doc.extra["role"])}</div>' if doc.extra.get("role") else ""
        )
        printed = doc.extra.get("relative") or (en_date(doc.stamp) if en else cy_date(doc.stamp))
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<span class="ssrcss-updated"> · Diweddarwyd <time datetime="{doc.extra["modified"]}">{cy_date(doc.extra["updated"])}</time></span>'
        summary = ""
        if doc.extra.get("summary"):
            summary = f'<div data-component="summary-block" class="ssrcss-english-summary" lang="en"><p class="ssrcss-summary-label"><b>Crynodeb yn Saesneg / In English</b></p><p>{esc(doc.extra["summary"])}</p></div>'
        twin = ""
        if doc.extra.get("twin"):
            t = doc.extra["twin"]
            label = "Darllenwch yr erthygl hon yn Gymraeg" if en else "Read this article in English"
            attrs = f'hreflang="{"cy" if en else "en-GB"}" {A_LINK}'
            twin = f'<div data-component="language-switch" class="ssrcss-lang-switch">{self.a(t, label, "content", attrs)}</div>'
        about = ""
        if doc.extra.get("about"):
            cards = "".join(
                f'<li class="ssrcss-about-author"><img src="https://ichef.tonfedd.test/contributors/{slugify(n)}.png" alt="" width="48" height="48"/>{self.a("author" if n == "Bethan Lloyd" else "/newyddion/awduron/" + slugify(n), n, "byline", A_LINK)}<span class="ssrcss-about-role">{esc(r)}</span></li>'
                for n, r in doc.extra["about"]
            )
            heading = "Am yr awdur" if len(doc.extra["about"]) == 1 else "Am yr awduron"
            about = f'<section data-component="about-the-author" class="ssrcss-about"><h2 class="ssrcss-section-heading">{heading}</h2><ul>{cards}</ul></section>'
        translator = (
            f'<div data-component="text-block" class="ssrcss-translation-note"><p><i>{esc(doc.extra["translator"])}</i></p></div>'
            if doc.extra.get("translator")
            else ""
        )
        topics = "".join(
            f'<li class="ssrcss-topic">{self.a(k, t, "tag", A_PROMO)}</li>' for k, t in doc.extra.get("topics", [])
        )
        rel_keys = [
            k
            for k in ARTS
            if k != doc.key and k != doc.extra.get("twin") and self.docs[k].extra.get("lang") == doc.extra.get("lang")
        ][:3]
        rel = "".join(
            f'<li class="ssrcss-promo">{self.a(k, self.docs[k].title, "related", A_PROMO)}<span class="ssrcss-promo-date">{cy_date(self.docs[k].stamp)}</span></li>'
            for k in rel_keys
        )
        if en:
            rel = "".join(
                f'<li class="ssrcss-promo"><a href="{p}" {A_PROMO}>{esc(t)}</a></li>' for t, p in EN_OTHER[1:3]
            )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="ssrcss-1mc1y2-ArticleWrapper e1nh2i2l6">
<header data-component="headline-block" class="ssrcss-1eqcsb1-HeadingWrapper e1nh2i2l5"><h1 id="main-heading" type="headline" tabindex="-1" class="ssrcss-1s9pby4-Heading e10rt3ze0">{esc(doc.title)}</h1></header>
<div data-component="byline-block" class="ssrcss-1wivh2v-BylineBlock"><div class="ssrcss-h1g7nt-Contributor"><div class="ssrcss-68pt20-Text-TextContributorName e8mq1e96">{esc(doc.byline)}</div>{role}</div>
<div class="ssrcss-m5j4pi-MetadataStrip"><time data-testid="timestamp" datetime="{doc.iso}">{printed}</time>{updated}</div>
<div class="ssrcss-share"><a href="https://www.facebook.com/sharer.php?u={u}">{"Share" if en else "Rhannu"}</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="mailto:?body={u}">E-bost</a></div></div>
{twin}
{summary}
{self.tblocks(doc)}
{translator}
{about}
<section data-component="topic-list" class="ssrcss-topic-list"><h2 class="ssrcss-section-heading">{"Related topics" if en else "Pynciau cysylltiedig"}</h2><ul>{topics}</ul></section>
<section data-component="links-block" class="ssrcss-links-block"><h2 class="ssrcss-section-heading">{"More on this story" if en else "Straeon perthnasol"}</h2><ul>{rel}</ul></section>
</article>"""

    def promo(self, k: str) -> str:
        d = self.docs[k]
        return f'<li class="ssrcss-promo-card"><div class="ssrcss-promo-image"><img src="https://ichef.tonfedd.test/news/480/{d.path.rsplit("/", 1)[-1]}.jpg" alt="" loading="lazy"/></div><div class="ssrcss-promo-text">{self.a(k, d.title, "content", A_PROMO)}<p class="ssrcss-promo-summary">{esc(self.lede(d))}</p><span class="ssrcss-promo-meta"><time datetime="{d.iso}">{cy_date(d.stamp)}</time> · {esc(d.section)}</span></div></li>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.promo(k) for k in doc.extra["list"])
        old = "".join(
            f'<li class="ssrcss-promo-card"><div class="ssrcss-promo-text"><a href="{esc(p)}" {A_PROMO}>{esc(t)}</a><span class="ssrcss-promo-meta"><time datetime="{s.replace(" ", "T")}:00.000Z">{cy_date(s)}</time></span></div></li>'
            for t, p, s in doc.extra.get("old", [])
        )
        head = f'<h1 id="main-heading" class="ssrcss-1s9pby4-Heading">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section class="ssrcss-services"><h2 class="ssrcss-section-heading">Gwasanaethau</h2><ul><li>{self.a("tywydd", "Tywydd Caerdydd: cawodydd trwm heddiw", "content", A_PROMO)}</li><li>{self.a("gwleidyddiaeth", "Mwy o straeon gwleidyddiaeth", "content", A_PROMO)}</li><li>{self.a("schools", "In English: Plan to open 23 new Welsh-medium schools", "content", A_PROMO)}</li><li>Chwiliadau poblogaidd: {self.a("search", "ffermio", "content", A_PROMO)}</li></ul></section>'
        elif doc.kind == "author":
            head = f'<div class="ssrcss-contributor-header"><img src="https://ichef.tonfedd.test/contributors/bethan-lloyd.png" alt="" width="120" height="120"/><h1 id="main-heading" class="ssrcss-1s9pby4-Heading">{esc(doc.title)}</h1><p class="ssrcss-contributor-bio">{esc(doc.extra["bio"])}</p><a href="https://x.com/bethanlloyd_ton">@bethanlloyd_ton</a></div>'
        elif doc.kind == "search":
            head = f'<h1 id="main-heading" class="ssrcss-1s9pby4-Heading">{esc(doc.title)}</h1><form action="/chwilio" role="search" class="ssrcss-search-form"><input type="search" name="q" value="ffermio"/><input type="hidden" name="d" value="NEWYDDION_CY"/><button type="submit">Chwilio</button></form><p class="ssrcss-results-count">{len(doc.extra["list"])} canlyniad ar gyfer “ffermio”</p>'
        elif doc.kind == "tag":
            dead_t, dead_k = doc.extra["dead"]
            old += f'<li class="ssrcss-promo-card"><div class="ssrcss-promo-text">{self.a(dead_k, dead_t, "content", A_PROMO)}<span class="ssrcss-promo-meta"><time datetime="2026-08-20T09:00:00.000Z">20 Awst 2026</time></span></div></li>'
            head = f'<h1 id="main-heading" class="ssrcss-1s9pby4-Heading">{esc(doc.title)}</h1><p class="ssrcss-topic-follow"><button>Dilyn</button> Y straeon diweddaraf am addysg yng Nghymru</p>'
        pager = ""
        if doc.key == "gwleidyddiaeth":
            pager = f'<nav aria-label="Tudalennau" class="ssrcss-pagination"><span aria-current="page">1</span> {self.a("gwleidyddiaeth2", "2", "pagination", A_PAGE)} <a href="/newyddion/gwleidyddiaeth?page=3" {A_PAGE}>3</a> {self.a("gwleidyddiaeth2", "Tudalen nesaf", "pagination", A_PAGE)}</nav>'
        elif doc.key == "gwleidyddiaeth2":
            pager = f'<nav aria-label="Tudalennau" class="ssrcss-pagination">{self.a("gwleidyddiaeth", "Tudalen flaenorol", "pagination", A_PAGE)} {self.a("gwleidyddiaeth", "1", "pagination", A_PAGE)} <span aria-current="page">2</span> <a href="/newyddion/gwleidyddiaeth?page=3" {A_PAGE}>3</a></nav>'
        return f'<div class="ssrcss-collection collection-{doc.kind}">{head}<ul class="ssrcss-promo-grid">{cards}{old}</ul>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        extra = ""
        if doc.kind == "weather":
            extra = '<p class="ssrcss-weather-source">Rhagolygon gan <a href="https://www.metoffice.gov.uk/">y Swyddfa Dywydd</a>. <a href="/tywydd/2652221">Tywydd Bangor</a> · <a href="/tywydd/2657782">Tywydd Aberystwyth</a></p>'
        elif doc.kind == "not-found":
            extra = f'<p>{self.a("home", "Ewch i hafan Tonfedd Newyddion", "content", A_LINK)}</p><p lang="en">Sorry, we couldn’t find that page.</p>'
        elif doc.kind == "contact":
            extra = '<form action="/newyddion/cysylltu/anfon" method="post" class="ssrcss-contact-form"><label>Eich enw <input name="enw"/></label><label>E-bost <input type="email" name="ebost"/></label><label>Eich stori <textarea name="stori"></textarea></label><button type="submit">Anfon</button></form>'
        return f'<div class="ssrcss-static-page page-{doc.kind}"><h1 id="main-heading" class="ssrcss-1s9pby4-Heading">{esc(doc.title)}</h1>{body}{extra}</div>'
