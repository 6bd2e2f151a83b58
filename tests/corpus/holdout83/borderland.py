# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Borderland Ledger: a nonprofit, bilingual (English and Spanish) newsroom in El Paso on **WordPress with the Newspack
theme** (`entry-title`, `newspack-post-subtitle`, `byline` / `author vcard` from Co-Authors Plus, `posted-on`,
`entry-content`, `wp-block-*`, `/2026/12/03/<slug>/`, Polylang's `/es/2026/12/03/<slug>/`, `/category/environment/page/2/`,
`/tag/rio-grande/`, `/author/aortega/`, `/?s=water`), Mountain time (-07:00 in December), UTF-8.

Every story carries the **republication tool**: a "Republish this story" button and a modal whose `<textarea>` holds
the story's whole HTML, the Creative Commons BY-ND note and a 1x1 **tracking pixel**. Two other sites of the set paste
that HTML: the Daybreak News portal (the English water investigation) and the Titulares aggregator (its Spanish
version). Yoast's `@graph` prints its times in **UTC with +00:00**: the Spanish bridge story published at 20:20 MST on
3 Dec is 03:20+00:00 on 4 Dec there (labelled 3 Dec). Two stories have **AMP twins** from the AMP plugin's Reader mode
(`<html amp>`, `amp-img`, `amp-wp-*` classes, the byline and a **relative** "2 days ago" / "hace 1 día" as their only
printed date, a plugin `NewsArticle` in local time). Credits: Co-Authors Plus guest authors whose display name carries
their outlet ("Rachel Kim, Mesilla Valley Tribune"), a translator line under the Spanish version, a reverend's guest
column whose Yoast author is the WordPress user "Guest Contributor"."""

from __future__ import annotations

import hashlib
import json
from urllib.parse import quote

from common import Base, amp_head, blocks_html, local_iso, page, republish_tail, story, utc
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://borderlandledger.test"
TZ = -7
ARTS = ["water", "explainer", "data", "copub", "column", "agua", "puente"]
A_CLASS_AUTHOR_LINK = 'class="author-link"'
A_CLASS_NEXT_PAGE_NUMBERS = 'class="next page-numbers"'
A_CLASS_PAGE_NUMBERS = 'class="page-numbers"'
A_CLASS_PREV_PAGE_NUMBERS = 'class="prev page-numbers"'
A_CLASS_URL_FN_N = 'class="url fn n"'
A_CLASS_WP_BLOCK_BUTTON_LINK = 'class="wp-block-button__link"'
A_REL_BOOKMARK = 'rel="bookmark"'
A_REL_CATEGORY_TAG = 'rel="category tag"'
A_REL_TAG = 'rel="tag"'

WATER_TITLE = "In El Paso County’s colonias, the wait for a water line is measured in decades"
WATER_PATH = "/2026/12/03/el-paso-county-colonias-water-line-wait/"
WATER_DEK = "About 1,900 households east of the city still haul water or depend on private wells as the Hueco Bolson drops. A promised pipeline has been funded twice and built once — halfway."
WATER_EN = [
    "Every Saturday morning, Rosa Elena Márquez backs her pickup up to a metal stand on Montana Avenue, feeds four quarters into a slot and fills two 275-gallon tanks bolted to the truck bed. It is enough water, she says, for her family of five to drink, cook and bathe for most of a week — as long as nobody does laundry.",
    "Márquez has lived in Homestead Meadows, an unincorporated colonia about 20 miles east of downtown El Paso, since 2004. When she bought the lot, the seller told her a water line was coming “in two or three years.” Twenty-two years later, the nearest public main ends a mile and a half from her door.",
    "She is one of roughly 1,900 households in eastern El Paso County that still have no connection to a public water system, according to a Borderland Ledger analysis of county permit records, utility maps and state colonia data. Most haul water, share wells with neighbors or buy it by the truckload at prices up to 12 times what city residents pay.",
    "FIG: Water stand on Montana Avenue | Rosa Elena Márquez fills the tanks on her pickup at a coin-operated water stand on Montana Avenue. Photo: Iván Pedraza / Borderland Ledger",
    "## A pipeline funded twice",
    "The county first secured state money for a line to Homestead Meadows in 2009, through a program that pays for water and sewer service in colonias along the border. The project stalled when the cost estimate doubled and the contractor walked away. A second grant in 2018 paid for 4.2 miles of pipe that now runs along the edge of the neighborhood — but not for the connections to individual homes.",
    "“The main is there. You can see the valve boxes from the road,” said Joaquín Sifuentes, who leads a residents’ association in the colonia. “But a pipe that doesn’t reach your house is a picture of water, not water.”",
    "RAW:DONATE",
    "County officials say the missing piece is the cost of service lines and meters, which state rules do not allow them to pay for on private property. Each household would have to cover about $6,800, a sum few families here can afford. “We are trying to find a way to close that gap,” said County Commissioner Elena Varela, whose precinct includes the area. “It is not for lack of will.”",
    "## A falling aquifer",
    "Meanwhile, the groundwater that private wells depend on is getting harder to reach. Monitoring wells near the colonias show the water table in the Hueco Bolson has dropped by an average of 1.4 feet a year since 2010, and six residents told the Ledger their wells had gone dry or turned salty in the past three years.",
    "Hydrologists say the shallow wells common in colonias are the first to fail. “When the aquifer drops, the people with the least money to drill deeper are the first to lose their water,” said Irene Castañeda, a groundwater researcher who has mapped private wells in the county since 2015.",
    "For Márquez, the trips to the water stand have become part of the rhythm of the week. Her youngest son, who is 9, has never lived in a house where water comes from a tap. “He asks me why his cousins in the city just turn a knob,” she said. “I tell him it’s coming. I have been telling him that for a long time.”",
]

AGUA_TITLE = "En las colonias del condado de El Paso, la espera por una línea de agua se mide en décadas"
AGUA_PATH = "/es/2026/12/03/colonias-condado-el-paso-espera-linea-de-agua/"
AGUA_DEK = "Unos 1,900 hogares al este de la ciudad todavía acarrean agua o dependen de pozos privados mientras baja el acuífero Hueco Bolsón. Una tubería prometida se ha financiado dos veces y se ha construido una sola vez, a medias."
WATER_ES = [
    "Cada sábado por la mañana, Rosa Elena Márquez acerca su camioneta a una toma metálica sobre la avenida Montana, mete cuatro monedas de 25 centavos en una ranura y llena dos tanques de 275 galones atornillados a la caja. Le alcanza, dice, para que su familia de cinco beba, cocine y se bañe casi toda la semana, siempre y cuando nadie lave ropa.",
    "Márquez vive en Homestead Meadows, una colonia no incorporada a unas 20 millas al este del centro de El Paso, desde 2004. Cuando compró el terreno, el vendedor le dijo que la línea de agua llegaría “en dos o tres años”. Veintidós años después, la tubería pública más cercana termina a milla y media de su puerta.",
    "Es una de las aproximadamente 1,900 familias del este del condado de El Paso que aún no tienen conexión a un sistema público de agua, según un análisis de Borderland Ledger de permisos del condado, mapas de servicios públicos y datos estatales sobre colonias. La mayoría acarrea agua, comparte pozos con sus vecinos o la compra por pipa a precios hasta 12 veces más altos que los que pagan los residentes de la ciudad.",
    "FIG: Toma de agua en la avenida Montana | Rosa Elena Márquez llena los tanques de su camioneta en una toma de agua de monedas en la avenida Montana. Foto: Iván Pedraza / Borderland Ledger",
    "## Una tubería financiada dos veces",
    "El condado obtuvo por primera vez fondos estatales para una línea a Homestead Meadows en 2009, mediante un programa que paga servicios de agua y drenaje en colonias de la frontera. El proyecto se detuvo cuando el costo estimado se duplicó y el contratista se retiró. Una segunda subvención, en 2018, pagó 4.2 millas de tubería que hoy corren por la orilla de la colonia, pero no las conexiones a cada casa.",
    "“La tubería principal está ahí. Desde el camino se ven las tapas de las válvulas”, dijo Joaquín Sifuentes, quien dirige una asociación de residentes de la colonia. “Pero un tubo que no llega a tu casa es una foto del agua, no es agua”.",
    "RAW:DONATE",
    "Funcionarios del condado dicen que lo que falta es el costo de las tomas domiciliarias y los medidores, que las reglas estatales no les permiten pagar en propiedad privada. Cada familia tendría que cubrir unos 6,800 dólares, una suma que pocas pueden pagar. “Estamos buscando la manera de cerrar esa brecha”, dijo la comisionada del condado Elena Varela, cuyo distrito incluye la zona. “No es por falta de voluntad”.",
    "## Un acuífero que baja",
    "Mientras tanto, el agua subterránea de la que dependen los pozos privados es cada vez más difícil de alcanzar. Los pozos de monitoreo cerca de las colonias muestran que el nivel del Hueco Bolsón ha bajado en promedio 1.4 pies por año desde 2010, y seis residentes dijeron a Borderland Ledger que sus pozos se secaron o se volvieron salados en los últimos tres años.",
    "Los hidrólogos dicen que los pozos poco profundos, comunes en las colonias, son los primeros en fallar. “Cuando el acuífero baja, quienes tienen menos dinero para perforar más hondo son los primeros en quedarse sin agua”, dijo Irene Castañeda, investigadora de aguas subterráneas que ha mapeado los pozos privados del condado desde 2015.",
    "Para Márquez, los viajes a la toma de agua ya son parte del ritmo de la semana. Su hijo menor, de 9 años, nunca ha vivido en una casa donde el agua salga de una llave. “Me pregunta por qué sus primos en la ciudad nada más abren la llave”, dijo. “Le digo que ya viene. Se lo he dicho desde hace mucho tiempo”.",
]


PUENTE_ES = [
    "A las 4:30 de la mañana, la fila para cruzar a pie por el puente Paso del Norte ya da vuelta a la esquina de la avenida Juárez. Guadalupe Robles, de 52 años, llega a esa hora todos los días desde hace tres meses para entrar a su turno de limpieza en un hotel del centro de El Paso a las 8.",
    "“Antes salía de mi casa a las seis y llegaba con tiempo de sobra”, dijo Robles, quien vive en la colonia Bellavista de Ciudad Juárez. “Ahora son dos horas para ir y, a veces, dos para regresar. Son cuatro horas que no le puedo dar a mis hijos”.",
    "Desde septiembre, los tiempos de espera para peatones en el puente han pasado de un promedio de 35 minutos a casi dos horas en las horas pico de la mañana, según los registros que publica la agencia federal de aduanas y que revisó Borderland Ledger. La agencia atribuye el aumento a la falta de personal y a obras de remodelación en las casetas de inspección.",
    "## Una fila que crece",
    "Las obras cerraron cuatro de los diez carriles peatonales del lado estadounidense. Un portavoz de la agencia dijo que la remodelación terminará en marzo y que, mientras tanto, se han asignado agentes de otros puertos para las horas de mayor afluencia.",
    "Comerciantes del centro de El Paso dicen que ya sienten el efecto. “Nuestros clientes de Juárez vienen menos, porque nadie quiere hacer dos horas de fila para comprar zapatos”, dijo Héctor Lozano, dueño de una tienda en la calle El Paso.",
    "Para quienes cruzan a trabajar, no hay alternativa. El puente Stanton, a unas cuadras, solo permite el cruce peatonal hacia México, y el puente de Ysleta queda a más de una hora en transporte público desde el centro de Juárez.",
    "Robles dice que ya habló con su supervisora para cambiar su turno a la tarde, cuando la fila es más corta. “Si no me lo cambian, no sé cuánto tiempo más voy a aguantar así”, dijo.",
]


def copy_lines(lines: list[str]) -> list[str]:
    """What a republisher pastes: the text, subheads included, without the photos and the donation box."""
    return [ln for ln in lines if not ln.startswith(("FIG: ", "RAW:"))]


def person_id(name: str) -> str:
    return f"{ORIGIN}/#/schema/person/{hashlib.md5(name.encode()).hexdigest()}"


MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MESES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]


def day_text(local: str, lang: str) -> str:
    y, m, d = local.split()[0].split("-")
    if lang == "es":
        return f"{int(d)} de {MESES[int(m) - 1]} de {y}"
    return f"{MONTHS[int(m) - 1]} {int(d)}, {y}"


class Borderland(Base):
    origin = ORIGIN
    name = "Borderland Ledger"
    prefix = "bl"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bl",
            [
                ".site-header .wrapper",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-content p",
                ".byline .author",
                ".newspack-post-subtitle",
                ".wp-block-newspack-blocks-donate",
                ".republication-tracker-tool-modal",
                ".site-footer .widget",
                ".newspack-popup",
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
                "Borderland Ledger",
                "newspack-homepage-blocks",
                list=["water", "explainer", "data", "copub", "column", "agua", "puente"],
                more="env",
            )
        )
        add(
            page(
                "env",
                "/category/environment/",
                "section",
                "Environment",
                "newspack-category-archive",
                list=["water", "explainer", "copub"],
                more="env2",
                desc="Water, heat, air and land in the borderlands: how a changing climate is reshaping life in West Texas, southern New Mexico and northern Chihuahua.",
            )
        )
        add(
            page(
                "env2",
                "/category/environment/page/2/",
                "section",
                "Environment",
                "newspack-category-archive-page2",
                list=["agua", "data"],
                older=[
                    (
                        "/2026/11/24/juarez-valley-pecan-orchards-salinity/",
                        "Saltier river water is stunting pecan orchards in the Juárez Valley",
                        "November 24, 2026",
                    ),
                    (
                        "/2026/11/18/sunland-park-air-quality-monitors/",
                        "Sunland Park asks the state for more air quality monitors after dust storms",
                        "November 18, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "es",
                "/es/",
                "section",
                "En español",
                "polylang-language-front",
                list=["agua", "puente"],
                lang="es",
                older=[
                    (
                        "/es/2026/11/26/refugios-el-paso-frio/",
                        "Refugios de El Paso se preparan para la primera helada",
                        "26 de noviembre de 2026",
                    ),
                    (
                        "/es/2026/11/20/huertas-nogal-valle-de-juarez/",
                        "Agua más salada frena las huertas de nogal en el Valle de Juárez",
                        "20 de noviembre de 2026",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/rio-grande/", "tag", "Rio Grande", "wp-tag-archive", list=["copub", "water", "agua"]))
        add(
            page(
                "author",
                "/author/aortega/",
                "author",
                "Ana Lucía Ortega",
                "newspack-author-archive",
                list=["water", "explainer", "agua"],
                bio="Ana Lucía Ortega covers water, climate and the environment for Borderland Ledger. She grew up in Socorro and previously reported for newspapers in Las Cruces and Tucson. Reach her at aortega@borderlandledger.test.",
            )
        )
        add(
            page(
                "search",
                "/?s=water",
                "search",
                "Search results for: water",
                "wp-search-results",
                list=["water", "explainer", "copub", "data"],
            )
        )
        add(
            page(
                "republish",
                "/republishing-guidelines/",
                "policy",
                "Republish our stories",
                "republishing-guidelines",
                [
                    "Borderland Ledger is a nonprofit newsroom, and we want our reporting to reach as many people in the borderlands as possible. You may republish our articles for free, online or in print, under a Creative Commons Attribution-NoDerivatives 4.0 International license.",
                    "## What you must do",
                    "- Credit the reporter and Borderland Ledger in the byline, in the form “By Reporter Name, Borderland Ledger.”",
                    "- Keep the text as we published it. You may change references to time (“yesterday”) and place (“here”), and you may update a style point, but you may not edit the substance of the story.",
                    "- Include the note at the end of the story that says it first appeared on Borderland Ledger, with a link to the original.",
                    "- Include our tracking pixel, which is part of the HTML the republish button gives you. It tells us how many people read our work on your site, and nothing about them personally.",
                    "## What you may not do",
                    "You may not sell our stories, republish photos or graphics without separate permission, or republish our stories as part of a paid or sponsored package. If you want to republish a photo, write to us first.",
                    "Questions? Email our audience editor at republish@borderlandledger.test.",
                ],
            )
        )
        add(
            page(
                "donate",
                "/donate/",
                "donate",
                "Support independent news for the borderlands",
                "newspack-donate-page",
                [
                    "Borderland Ledger is a nonprofit newsroom. We do not have a paywall, and we never will: our reporting is free to read and free to republish. That is only possible because readers like you support us.",
                    "T: Membership | Monthly | Yearly",
                    "T: Reader | $5 | $50",
                    "T: Supporter | $15 | $150",
                    "T: Sustainer | $40 | $400",
                    "Donations are tax-deductible to the extent allowed by law. Borderland Ledger is a 501(c)(3) nonprofit organization, EIN 00-0000000. We publish the names of donors who give $1,000 or more a year.",
                ],
            )
        )

        add(
            story(
                "water",
                WATER_PATH,
                WATER_TITLE,
                "2026-12-03",
                utc("2026-12-03 05:00", TZ, "+00:00"),
                "2026-12-03 05:00",
                ["Ana Lucía Ortega"],
                WATER_EN,
                "newspack-investigation-republish-modal",
                section="Environment",
                dek=WATER_DEK,
                kicker="Investigation",
                post=4821,
                amp="water_amp",
                alt="agua",
                modified=utc("2026-12-03 14:20", TZ, "+00:00"),
                caption="Homestead Meadows, east of El Paso, where about 300 households have no connection to a public water system. Photo: Iván Pedraza / Borderland Ledger",
            )
        )
        add(
            story(
                "water_amp",
                WATER_PATH + "amp/",
                WATER_TITLE,
                "2026-12-03",
                utc("2026-12-03 05:00", TZ, "+00:00"),
                "2 days ago",
                ["Ana Lucía Ortega"],
                WATER_EN,
                "amp-reader-twin-relative-date",
                section="Environment",
                twin="water",
                post=4821,
            )
        )
        add(
            story(
                "agua",
                AGUA_PATH,
                AGUA_TITLE,
                "2026-12-03",
                utc("2026-12-03 05:05", TZ, "+00:00"),
                "2026-12-03 05:05",
                ["Ana Lucía Ortega"],
                WATER_ES,
                "translation-credited-translator",
                section="Medio ambiente",
                dek=AGUA_DEK,
                kicker="Investigación",
                post=4823,
                alt="water",
                lang="es",
                translator="Marisol Vega",
                caption="Homestead Meadows, al este de El Paso, donde unas 300 familias no tienen conexión a un sistema público de agua. Foto: Iván Pedraza / Borderland Ledger",
            )
        )
        add(
            story(
                "copub",
                "/2026/12/02/mesilla-valley-chile-growers-drip-irrigation/",
                "Mesilla Valley chile growers turn to drip lines as river allotments shrink",
                "2026-12-02",
                utc("2026-12-02 06:00", TZ, "+00:00"),
                "2026-12-02 06:00",
                ["Diego Serrano", "Rachel Kim"],
                [
                    "NOTE: This story was co-published with the Mesilla Valley Tribune, a daily newspaper in Las Cruces.",
                    "For three generations, the Trujillo family has flooded its chile fields south of Hatch the way nearly everyone in the valley does: open the gate on the ditch, let the Rio Grande spread across the furrows, close it again a day later. This year, for the first time, Marcos Trujillo laid 11 miles of plastic drip tape under his rows instead.",
                    "“My father thought I was crazy,” Trujillo, 41, said on a cold morning in late November, standing beside a pile of rolled-up tape. “Then he saw the water bill and the yield. Now he asks me how much it would cost for the pecans.”",
                    "Growers across the Mesilla Valley are making similar calculations. The Elephant Butte Irrigation District delivered 6 inches of river water per acre this season, less than a third of a full allotment, after another dry spring in the mountains of southern Colorado and northern New Mexico. Farmers made up the difference by pumping groundwater, which costs more and, in parts of the valley, is getting saltier.",
                    "## Fewer gallons, more chile",
                    "Drip irrigation delivers water directly to the roots through small emitters, losing far less to evaporation and runoff than flooding a field. Trujillo said he used about 40 percent less water on his drip fields this year and harvested about the same amount of green chile per acre as on his flooded ones.",
                    "But the switch is expensive. Tape, filters, pumps and labor cost between $1,200 and $2,000 an acre to install, according to estimates from the state’s agricultural extension service, and the tape has to be replaced every few seasons. A federal cost-share program covers part of it, but growers said the application takes months and the money runs out quickly.",
                    "“The small farms are the ones that need it most and can afford it least,” said Lupita Baca, who grows chile and onions on 60 acres near Mesilla and has applied twice without success.",
                    "## A valley in transition",
                    "Irrigation district records show that about 9 percent of the valley’s chile acreage was on drip or other micro-irrigation this year, up from 3 percent five years ago. District officials expect the share to keep rising as long as river supplies stay low.",
                    "Not everyone welcomes the change. Some older growers worry that less water soaking through the fields will mean less recharge for the shallow aquifer the whole valley relies on. Researchers say that concern is real but that pumping, not drip irrigation, is the bigger threat to groundwater levels.",
                    "Trujillo plans to convert another 30 acres next spring. “The river is not coming back the way it was,” he said. “We can complain about it, or we can farm for the river we have.”",
                ],
                "copublished-guest-author-with-outlet",
                section="Environment",
                post=4809,
                printed=["Diego Serrano", "Rachel Kim, Mesilla Valley Tribune"],
                caption="Marcos Trujillo lays drip tape in a chile field south of Hatch. Photo: Rachel Kim / Mesilla Valley Tribune",
            )
        )
        add(
            story(
                "data",
                "/2026/12/04/el-paso-shelters-turned-away-people-november-data/",
                "El Paso shelters turned away 1,240 people in November. Here’s what the numbers show.",
                "2026-12-04",
                utc("2026-12-04 11:40", TZ, "+00:00"),
                "2026-12-04 11:40",
                ["Diego Serrano"],
                [
                    "El Paso’s four largest emergency shelters turned people away 1,240 times in November because they had no empty beds, according to nightly counts the shelters report to the city, a Borderland Ledger review of the data shows. That is more than in any month since the city began publishing the counts in 2023.",
                    "The shelters were full on 19 of November’s 30 nights, most of them after the first freeze on Nov. 12. On the coldest night of the month, Nov. 23, when the low at the airport reached 24 degrees, 97 people were turned away.",
                    "T: Shelter | Beds | Nights at capacity | Times people were turned away",
                    "T: Casa Alameda | 180 | 22 | 486",
                    "T: Mission Sunset Shelter | 120 | 19 | 351",
                    "T: Northeast Family Center | 64 | 14 | 212",
                    "T: Ysleta Night Refuge | 45 | 17 | 191",
                    "Shelter directors caution that the figures count turn-aways, not people: someone turned away from two shelters on the same night appears twice. They also say the numbers miss people who no longer try because they expect to be turned away.",
                    "“By 7 o’clock we are full, and the people who come after that, we give them a blanket and a list of phone numbers,” said Brenda Ochoa, who manages the intake desk at Casa Alameda. “Some nights the list doesn’t help, because everybody on it is full too.”",
                    "The city has promised 150 temporary beds in a former recreation center in Northeast El Paso from Dec. 15. City staff said the opening date depends on finishing fire safety work.",
                    "Correction, Dec. 4, 2026: An earlier version of this story misstated the number of beds at Mission Sunset Shelter. It has 120 beds, not 140.",
                ],
                "data-table-correction-updated",
                section="Housing",
                post=4830,
                updated="2026-12-04 16:12",
                modified=utc("2026-12-04 16:12", TZ, "+00:00"),
                caption="The intake desk at Casa Alameda shortly before 7 p.m. on Nov. 23. Photo: Iván Pedraza / Borderland Ledger",
            )
        )
        add(
            story(
                "column",
                "/2026/12/01/guest-column-border-parishes-winter-safety-net/",
                "Guest column: Our parishes cannot be El Paso’s only winter safety net",
                "2026-12-01",
                utc("2026-12-01 07:00", TZ, "+00:00"),
                "2026-12-01 07:00",
                ["Tomás Aguirre"],
                [
                    "On the first night it froze this year, 43 people slept on the floor of our parish hall. We had mats for 30. The rest slept on folded tablecloths and coats that parishioners took off their own backs and left behind. By 5 a.m. the coffee was gone, and so was the hot water.",
                    "I do not write this to complain. Opening the doors is what a church is for, and our volunteers did it gladly. I write because every winter, the same thing happens in parishes and congregations across El Paso, and every winter we are told it is an emergency, as if the cold were a surprise.",
                    "The city’s own counts show that our shelters are full on most cold nights. The people who cannot get a bed do not disappear. They come to us, to the mosque on Mesa Street, to the Lutheran church in the Lower Valley, to the synagogue that quietly opens its basement. We are glad to help, but none of us is a shelter, and none of us should have to pretend to be one.",
                    "What we need is simple. The city and county should agree, before the first freeze and not after it, on how many overflow beds will open, where and at what temperature. They should fund them for the whole season. And they should pay the faith groups and nonprofits that staff them, so that volunteers are not working a night shift before their day jobs.",
                    "Other cities in Texas already do this. Their plans are not perfect, but they are written down, and people living on the street know where to go when the temperature drops. In El Paso, too often, they find out by word of mouth, walking from door to door in the dark.",
                    "Our parish will keep its doors open this winter. I hope that by next winter, it will not have to.",
                    "SIGN: The Rev. Tomás Aguirre is the pastor of a Catholic parish in South-Central El Paso. Borderland Ledger publishes guest columns to bring a variety of views to our readers; the opinions are the author’s own.",
                ],
                "guest-column-reverend-bio-disclaimer",
                section="Opinion",
                post=4797,
                printed=["Rev. Tomás Aguirre"],
                ld_authors=["Guest Contributor"],
                caption="",
            )
        )
        add(
            story(
                "puente",
                "/es/2026/12/03/trabajadores-transfronterizos-puente-paso-del-norte/",
                "Trabajadores transfronterizos pierden hasta cuatro horas al día en el puente Paso del Norte",
                "2026-12-03",
                utc("2026-12-03 20:20", TZ, "+00:00"),
                "2026-12-03 20:20",
                ["Marisol Vega"],
                PUENTE_ES,
                "spanish-original-utc-next-day",
                section="Frontera",
                post=4826,
                lang="es",
                amp="puente_amp",
                caption="La fila de peatones en el puente Paso del Norte antes del amanecer. Foto: Marisol Vega / Borderland Ledger",
            )
        )
        add(
            story(
                "puente_amp",
                "/es/2026/12/03/trabajadores-transfronterizos-puente-paso-del-norte/amp/",
                "Trabajadores transfronterizos pierden hasta cuatro horas al día en el puente Paso del Norte",
                "2026-12-03",
                utc("2026-12-03 20:20", TZ, "+00:00"),
                "hace 1 día",
                ["Marisol Vega"],
                PUENTE_ES,
                "amp-reader-twin-spanish",
                section="Frontera",
                twin="puente",
                post=4826,
                lang="es",
            )
        )
        add(
            story(
                "explainer",
                "/2026/12/04/el-paso-water-rate-increase-what-to-know/",
                "What to know about El Paso Water’s proposed rate increase",
                "2026-12-04",
                utc("2026-12-04 08:00", TZ, "+00:00"),
                "2026-12-04 08:00",
                ["Ana Lucía Ortega", "Diego Serrano"],
                [
                    "The board that oversees El Paso’s water utility will vote in January on a proposal to raise water and wastewater rates for the third year in a row. Here is what the proposal would mean for households, and how to weigh in before the vote.",
                    "### How much would my bill go up?",
                    "Under the proposal, a typical household using 7,000 gallons a month would pay about $4.85 more per month, or roughly $58 a year, according to figures presented to the board in November. Households that use more water would see larger increases because of the tiered rate structure.",
                    "### Why does the utility say it needs the money?",
                    "Utility staff told the board that most of the increase would pay for replacing aging pipes, expanding the desalination plant in far East El Paso and buying water rights along the Rio Grande. They also cited higher costs for electricity and chemicals.",
                    "### Is there help for low-income customers?",
                    "Yes. The utility offers a discount for customers who qualify for certain public benefit programs, and a one-time assistance fund for customers who fall behind on their bills. Advocates say many eligible households do not know about either program.",
                    "### When and where can I comment?",
                    "The board will hold two public hearings before the vote: one on Dec. 15 at 6 p.m. at the utility’s headquarters and one on Jan. 7 at 6 p.m. at a library in the Lower Valley. Written comments can be sent to the board secretary until Jan. 10.",
                    "### What about the colonias?",
                    "Households in colonias outside the city that have no connection to the utility’s system would not be directly affected. Our [[water|investigation into the wait for water lines in those colonias]] found that about 1,900 households in the county still have no public water connection.",
                ],
                "faq-explainer-h3-questions",
                section="Environment",
                post=4828,
                caption="",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("twin"):
            self.current = doc.key
            return self.amp_page(doc)
        return super().render(doc)

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "en")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lang = self.lang(doc)
        suffix = "Borderland Ledger"
        og_title = f"{doc.extra['kicker']}: {doc.title}" if doc.extra.get("kicker") else doc.title
        out = [
            f"<title>{esc(doc.title)} - {suffix}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:locale" content="{"es_MX" if lang == "es" else "en_US"}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Borderland Ledger">',
        ]
        if not doc.is_article:
            out.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": [{"@type": "CollectionPage" if doc.extra.get("list") else "WebPage", "@id": url, "url": url, "name": doc.title + " - Borderland Ledger", "isPartOf": {"@id": ORIGIN + "/#website"}, "inLanguage": "es-MX" if lang == "es" else "en-US"}, {"@type": "WebSite", "@id": ORIGIN + "/#website", "url": ORIGIN + "/", "name": "Borderland Ledger", "potentialAction": [{"@type": "SearchAction", "target": {"@type": "EntryPoint", "urlTemplate": ORIGIN + "/?s={search_term_string}"}, "query-input": "required name=search_term_string"}]}]}, ensure_ascii=False)}</script>'
            )
            return "\n".join(out)
        desc = doc.dek or self.lede(doc)
        out += [
            f'<meta property="og:description" content="{esc(desc)}">',
            '<meta property="article:publisher" content="https://www.facebook.com/borderlandledger.test">',
            f'<meta property="article:published_time" content="{doc.iso}">',
            f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
            f'<meta name="author" content="{esc(", ".join(doc.extra.get("printed", doc.authors)))}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:label1" content="Written by">',
            f'<meta name="twitter:data1" content="{esc(", ".join(doc.extra.get("printed", doc.authors)))}">',
        ]
        if doc.extra.get("amp"):
            out.append(f'<link rel="amphtml" href="{esc(self.url(doc.extra["amp"]))}">')
        if doc.extra.get("alt"):
            other = self.docs[doc.extra["alt"]]
            pairs = sorted([(lang, url), (other.extra.get("lang", "en"), self.url(other.key))])
            out += [f'<link rel="alternate" hreflang="{h}" href="{esc(u)}">' for h, u in pairs]
        ld_names = doc.extra.get("ld_authors", doc.extra.get("printed", doc.authors))
        graph = [
            {
                "@type": "NewsArticle",
                "@id": url + "#article",
                "isPartOf": {"@id": url},
                "author": [{"name": n, "@id": person_id(n)} for n in ld_names],
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "mainEntityOfPage": {"@id": url},
                "wordCount": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] in ("p", "h2", "h3")),
                "publisher": {"@id": ORIGIN + "/#organization"},
                "articleSection": [doc.section],
                "inLanguage": "es-MX" if lang == "es" else "en-US",
            },
            {
                "@type": "NewsMediaOrganization",
                "@id": ORIGIN + "/#organization",
                "name": "Borderland Ledger",
                "url": ORIGIN + "/",
            },
        ] + [{"@type": "Person", "@id": person_id(n), "name": n} for n in ld_names]
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        es = lang == "es"
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("env", "Environment"),
                ("/category/immigration/", "Immigration"),
                ("/category/health/", "Health"),
                ("/category/housing/", "Housing"),
                ("/category/politics/", "Politics"),
                ("/category/opinion/", "Opinion"),
                ("es", "En español"),
            )
        )
        popular = "".join(
            f'<li class="popular-post">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["water", "data", "puente", "column", "explainer"]
        )
        body_class = (
            "single single-post"
            if doc.is_article
            else ("archive" if doc.extra.get("list") else "page-template-default page")
        )
        return f"""<!doctype html>
<html lang="{"es-MX" if es else "en-US"}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" id="newspack-style-css" href="{ORIGIN}/wp-content/themes/newspack-theme/style.css?ver=2.4.1" media="all">
<style id="newspack-theme-inline-css">/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.7.1">
</head>
<body class="{body_class} wp-embed-responsive newspack-theme header-default header-center-logo footer-logo-small">
<a class="skip-link screen-reader-text" href="#main">{"Saltar al contenido" if es else "Skip to content"}</a>
<div id="page" class="site">
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper">
<nav class="secondary-menu" aria-label="Secondary Menu"><ul><li class="menu-item"><a href="/about/">About us</a></li><li class="menu-item"><a href="/our-team/">Our team</a></li><li class="menu-item"><a href="/newsletters/">Newsletters</a></li><li class="menu-item">{self.a("republish", "Republish our work", "nav")}</li></ul></nav>
<div class="header-donate">{self.a("donate", "Donate", "nav", 'class="button donate-button"')}</div>
</div></div>
<div class="middle-header-contain"><div class="wrapper">
<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="300" height="64" src="{ORIGIN}/wp-content/uploads/2024/01/bl-logo.png" class="custom-logo" alt="Borderland Ledger"></a><p class="site-description">Nonprofit news for the borderlands · Noticias sin fines de lucro para la frontera</p></div>
<div class="header-search-contain"><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" name="s"></label><button type="submit" class="search-submit">Search</button></form></div>
</div></div>
<div class="bottom-header-contain desktop-only"><div class="wrapper"><nav id="site-navigation" class="main-navigation nav1" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">{nav}</ul></nav></div></div>
</header>
<div id="content" class="site-content">
<section id="primary" class="content-area">
<main id="main" class="site-main">
{main}
</main>
</section>
<aside id="secondary" class="widget-area">
<section class="widget widget_search"><h2 class="widget-title">Popular searches</h2><p>{self.a("search", "water", "aside")} · <a href="/?s=shelters">shelters</a> · <a href="/?s=puente">puente</a></p></section>
<section class="widget widget_newspack-popular-posts"><h2 class="widget-title">{"Lo más leído" if es else "Most read"}</h2><ol>{popular}</ol></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-widgets wrapper"><section class="widget widget_text"><h2 class="widget-title">About Borderland Ledger</h2><div class="textwidget"><p>Borderland Ledger is a nonprofit, nonpartisan newsroom covering West Texas, southern New Mexico and northern Chihuahua in English and Spanish. We are supported by readers and foundations and are a member of the Institute for Nonprofit News.</p></div></section>
<section class="widget"><h2 class="widget-title">Sections</h2><ul><li>{self.a("env", "Environment", "footer")}</li><li><a href="/category/immigration/">Immigration</a></li><li>{self.a("es", "En español", "footer")}</li><li>{self.a("tag", "Rio Grande", "footer")}</li></ul></section></div>
<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">&copy; 2026 Borderland Ledger.</span> <nav class="footer-menu"><a href="/privacy-policy/">Privacy policy</a> · <a href="/ethics/">Ethics policy</a> · {self.a("republish", "Republishing guidelines", "footer")} · {self.a("donate", "Donate", "footer")} · <a href="/contact/">Contact</a></nav> <a href="https://newspack.com/" class="imprint">Proudly powered by Newspack by Automattic</a></div></div>
</footer>
</div>
<div class="newspack-popup newspack-lightbox" role="dialog" data-popup-id="id_7731"><h3>{"Recibe el Ledger en tu correo" if es else "Get the Ledger in your inbox"}</h3><p>{"Noticias de la frontera, gratis, cada martes y viernes." if es else "Border news that matters, free, every Tuesday and Friday."}</p><form><input type="email" name="npe"><button>Sign up</button></form></div>
<div id="cookie-notice" role="dialog" class="cn-position-bottom"><span id="cn-notice-text">We use cookies to understand how readers use our site.</span> <a href="#" id="cn-accept-cookie" class="cn-button">Ok</a></div>
<script src="{ORIGIN}/wp-content/plugins/newspack-blocks/dist/view.js?ver=4.3.0" id="newspack-blocks-view-js"></script>
<script src="{ORIGIN}/wp-content/plugins/republication-tracker-tool/assets/widget.js?ver=2.1" id="republication-tracker-tool-js-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        es = self.lang(doc) == "es"
        names = doc.extra.get("printed", doc.authors)
        cards = []
        for n in names:
            base = n.split(",")[0]
            slug = "aortega" if base == "Ana Lucía Ortega" else base.lower().replace(" ", "-").replace(".", "")
            link = (
                self.a("author", n, "byline", A_CLASS_URL_FN_N)
                if slug == "aortega"
                else f'<a class="url fn n" href="/author/{quote(slug)}/">{esc(n)}</a>'
            )
            cards.append(f'<span class="author vcard">{link}</span>')
        joined = (" y " if es else " and ").join(cards) if len(cards) == 2 else ", ".join(cards)
        return f'<span class="byline"><span>{"por" if es else "by"}</span> {joined}</span>'

    def body_html(self, doc: Doc) -> str:
        es = self.lang(doc) == "es"
        donate = (
            '<div class="wp-block-newspack-blocks-donate wpbnbd tiered"><div class="wp-block-group__inner-container"><h3>Este periodismo es gratuito gracias a nuestros lectores</h3><p>Borderland Ledger es una redacción sin fines de lucro. Si este reportaje te fue útil, apóyanos con un donativo.</p>'
            + self.a("donate", "Dona hoy", "content", 'class="wp-block-button__link"')
            + "</div></div>"
            if es
            else '<div class="wp-block-newspack-blocks-donate wpbnbd tiered"><div class="wp-block-group__inner-container"><h3>This reporting is free because readers like you pay for it</h3><p>Borderland Ledger is a nonprofit newsroom. If this story helped you understand the borderlands, please support it with a donation of any size.</p>'
            + self.a("donate", "Donate today", "content", 'class="wp-block-button__link"')
            + "</div></div>"
        )
        blocks = [
            ("box", donate)
            if b[0] == "box" and b[1] == "DONATE"
            else ("box", f'<p class="has-small-font-size"><em>{esc(b[1])}</em></p>')
            if b[0] == "note"
            else b
            for b in doc.blocks
        ]

        def fig(alt: str, cap: str) -> str:
            return f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{ORIGIN}/wp-content/uploads/2026/12/{3120 + len(alt)}-1024x683.jpg" alt="{esc(alt)}" class="wp-image-{3120 + len(alt)}"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

        return blocks_html(self, blocks, fig=fig)

    def republish_box(self, doc: Doc) -> str:
        """The modal's textarea: the story as HTML (escaped in the textarea), the CC note and the tracking pixel."""
        es = self.lang(doc) == "es"
        names = doc.extra.get("printed", doc.authors)
        credit = (" y " if es else " and ").join(n if "," in n else f"{n}, Borderland Ledger" for n in names)
        head = f"<h1>{esc(doc.title)}</h1>\n<p>{'por' if es else 'by'} {esc(credit)} <br />{day_text(doc.stamp, self.lang(doc))}</p>\n"
        text_blocks = [b for b in doc.blocks if b[0] in ("p", "h2", "h3", "table", "ul", "ol")]
        shareable = head + "\n".join(
            f"<{b[0]}>{esc(plain(b[1]))}</{b[0]}>"
            if b[0] != "table"
            else "<table>"
            + "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>" for row in b[1])
            + "</table>"
            for b in text_blocks
        )
        shareable += "\n" + republish_tail(self.url(doc.key), doc.extra["post"], self.lang(doc))
        lic = (
            "Licencia Creative Commons Atribución-SinDerivadas 4.0 Internacional"
            if es
            else "Creative Commons Attribution-NoDerivatives 4.0 International License"
        )
        return f"""<div class="republication-tracker-tool-button-wrap"><button class="republication-tracker-tool-button" data-post-id="{doc.extra["post"]}">{"Republica esta historia" if es else "Republish this story"}</button></div>
<div id="republication-tracker-tool-modal" class="republication-tracker-tool-modal" style="display:none" aria-hidden="true">
<div id="republication-tracker-tool-modal-content"><button class="republication-tracker-tool-close">Close window</button>
<h2>{"Republica esta historia" if es else "Republish this article"}</h2>
<p class="license"><a rel="license" href="https://creativecommons.org/licenses/by-nd/4.0/"><img alt="Creative Commons License" src="{ORIGIN}/wp-content/plugins/republication-tracker-tool/assets/img/cc-by-nd.png"></a>{"Esta obra está bajo una" if es else "This work is licensed under a"} <a rel="license" href="https://creativecommons.org/licenses/by-nd/4.0/">{lic}</a>.</p>
<div class="article-info">{self.a("republish", "Read the republishing guidelines", "content")}</div>
<label for="republication-tracker-tool-shareable-content">{"Copia y pega este HTML" if es else "Copy and paste this HTML"}</label>
<textarea readonly id="republication-tracker-tool-shareable-content" rows="5">{esc(shareable)}</textarea>
</div></div>"""

    def story_main(self, doc: Doc) -> str:
        es = self.lang(doc) == "es"
        cat = doc.section
        cat_link = (
            self.a("env", cat, "breadcrumb", A_REL_CATEGORY_TAG)
            if cat == "Environment"
            else self.a("es", cat, "breadcrumb", A_REL_CATEGORY_TAG)
            if es
            else f'<a href="/category/{cat.lower()}/" rel="category tag">{esc(cat)}</a>'
        )
        kicker = f'<span class="post-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        pub = local_iso(doc.stamp.replace(" ", " "), TZ)
        updated = ""
        if doc.extra.get("updated"):
            u = doc.extra["updated"]
            h, mnt = (int(x) for x in u.split()[1].split(":"))
            clock = f"{(h - 1) % 12 + 1}:{mnt:02d} {'a.m.' if h < 12 else 'p.m.'}"
            updated = f'<span class="updated-label">Updated </span><time class="updated" datetime="{local_iso(u, TZ)}">{clock} MST {day_text(u, "en")}</time>'
        translator = (
            f'<div class="translator-credit"><em>Traducción de {esc(doc.extra["translator"])}</em></div>'
            if doc.extra.get("translator")
            else ""
        )
        other = ""
        if doc.extra.get("alt"):
            o = self.docs[doc.extra["alt"]]
            label = "Read this story in English" if es else "Lee esta historia en español"
            hreflang = 'hreflang="{}"'.format(o.extra.get("lang", "en"))
            other = f'<div class="language-switch">{self.a(o.key, label, "content", hreflang)}</div>'
        caption = doc.extra.get("caption", "")
        thumb = (
            f'<figure class="post-thumbnail"><img width="1200" height="800" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.extra["post"]}-1200x800.jpg" class="attachment-newspack-featured-image wp-post-image" alt="" decoding="async"><figcaption><span class="caption">{esc(caption)}</span></figcaption></figure>'
            if caption
            else ""
        )
        tags = (
            f'<footer class="entry-footer"><span class="tags-links"><span>Tagged: </span>{self.a("tag", "Rio Grande", "tag", A_REL_TAG)}, <a href="/tag/water/" rel="tag">water</a></span></footer>'
            if doc.key in ("water", "copub", "agua")
            else '<footer class="entry-footer"><span class="tags-links"><span>Tagged: </span><a href="/tag/el-paso/" rel="tag">El Paso</a></span></footer>'
        )
        bios = []
        for n in doc.extra.get("printed", doc.authors):
            base = n.split(",")[0]
            if base == "Ana Lucía Ortega":
                bios.append(
                    f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{esc(base)}</h2></div><p>{"Ana Lucía Ortega cubre agua, clima y medio ambiente para Borderland Ledger." if es else "Ana Lucía Ortega covers water, climate and the environment for Borderland Ledger."} {self.a("author", "More by Ana Lucía Ortega" if not es else "Más de Ana Lucía Ortega", "byline", A_CLASS_AUTHOR_LINK)}</p></div></div>'
                )
            elif base == "Diego Serrano":
                bios.append(
                    '<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">Diego Serrano</h2></div><p>Diego Serrano is a data reporter at Borderland Ledger. <a class="author-link" href="/author/diego-serrano/">More by Diego Serrano</a></p></div></div>'
                )
        rel = [k for k in ARTS if k != doc.key and self.lang(self.docs[k]) == self.lang(doc)][:3]
        related = "".join(
            f'<article class="related-post"><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in rel
        )
        share_u = quote(self.url(doc.key), safe="")
        return f"""<article id="post-{doc.extra["post"]}" class="post-{doc.extra["post"]} post type-post status-publish format-standard has-post-thumbnail category-{cat.lower().replace(" ", "-")} entry">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span>{cat_link}</span>
{kicker}
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
<div class="entry-subhead"><div class="entry-meta">
<span class="author-avatar"><img alt="" src="{ORIGIN}/wp-content/uploads/avatars/{doc.extra["post"]}-60x60.jpg" class="avatar avatar-80 photo" height="80" width="80"></span>
{self.byline(doc)}
<span class="posted-on"><time class="entry-date published" datetime="{pub}">{day_text(doc.stamp, self.lang(doc))}</time>{updated}</span>
</div>
<div class="newspack-social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={share_u}" class="share-facebook">Facebook</a> <a href="https://x.com/intent/post?url={share_u}" class="share-x">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={share_u}" class="share-email">Email</a> <a href="#republish" class="share-republish">{"Republicar" if es else "Republish"}</a></div>
</div>
{translator}
</header>
{thumb}
<div class="main-content">
<div class="entry-content">
{other}
{self.body_html(doc)}
{self.republish_box(doc)}
</div>
{tags}
{"".join(bios)}
</div>
<nav class="newspack-related-posts" aria-label="Related"><h2 class="accent-header">{"Más historias" if es else "More stories"}</h2>{related}</nav>
</article>"""

    def amp_page(self, doc: Doc) -> str:
        src = self.docs[doc.extra["twin"]]
        es = self.lang(doc) == "es"
        canonical = self.url(src.key)
        ld = {
            "@context": "http://schema.org",
            "publisher": {
                "@type": "Organization",
                "name": "Borderland Ledger",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/wp-content/uploads/2024/01/bl-logo.png"},
            },
            "@type": "NewsArticle",
            "mainEntityOfPage": canonical,
            "headline": doc.title,
            "datePublished": local_iso(src.stamp, TZ),
            "dateModified": local_iso(src.stamp, TZ),
            "author": {"@type": "Person", "name": doc.authors[0]},
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/wp-content/uploads/2026/12/{doc.extra['post']}-1200x800.jpg",
                "width": 1200,
                "height": 800,
            },
        }

        def fig(alt: str, cap: str) -> str:
            return f'<figure class="wp-block-image size-large"><amp-img width="1024" height="683" src="{ORIGIN}/wp-content/uploads/2026/12/{3120 + len(alt)}-1024x683.jpg" alt="{esc(alt)}" layout="intrinsic" class="amp-wp-enforced-sizes"></amp-img><figcaption>{esc(cap)}</figcaption></figure>'

        blocks = [b for b in doc.blocks if not (b[0] == "box" and b[1] == "DONATE")]
        body = blocks_html(self, blocks, fig=fig)
        self.current = doc.key
        return f"""<!doctype html>
<html amp lang="{"es-MX" if es else "en-US"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<link rel="preconnect" href="https://cdn.ampproject.org">
<title>{esc(doc.title)} - Borderland Ledger</title>
<link rel="canonical" href="{esc(canonical)}">
<meta name="generator" content="AMP Plugin v2.5.4; mode=reader; theme=legacy">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
{amp_head()}
<style amp-custom>/*PAD*/</style>
</head>
<body class="">
<header id="top" class="amp-wp-header"><div><a href="{ORIGIN}/"><amp-img src="{ORIGIN}/wp-content/uploads/2024/01/bl-icon-32.png" width="32" height="32" class="amp-wp-site-icon"></amp-img><span class="amp-site-title">Borderland Ledger</span></a></div></header>
<article class="amp-wp-article">
<header class="amp-wp-article-header">
<h1 class="amp-wp-title">{esc(doc.title)}</h1>
<div class="amp-wp-meta amp-wp-byline"><amp-img src="{ORIGIN}/wp-content/uploads/avatars/{doc.extra["post"]}-24x24.jpg" alt="{esc(doc.authors[0])}" width="24" height="24" layout="fixed"></amp-img><span class="amp-wp-author author vcard">{esc(doc.authors[0])}</span></div>
<div class="amp-wp-meta amp-wp-posted-on"><time datetime="{utc(src.stamp, TZ, "+00:00")}">{esc(doc.stamp)}</time></div>
</header>
<figure class="amp-wp-article-featured-image wp-caption"><amp-img width="1200" height="800" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.extra["post"]}-1200x800.jpg" class="attachment-large size-large wp-post-image amp-wp-enforced-sizes" alt="" layout="intrinsic"></amp-img><p class="wp-caption-text">{esc(src.extra.get("caption", ""))}</p></figure>
<div class="amp-wp-article-content">
{body}
</div>
<footer class="amp-wp-article-footer">
<div class="amp-wp-meta amp-wp-tax-category">{"Categorías" if es else "Categories"}: {self.a("es" if es else "env", doc.section, "breadcrumb")}</div>
<div class="amp-wp-meta amp-wp-comments-link"><a href="{esc(canonical)}#respond">{"Deja un comentario" if es else "Leave a Comment"}</a></div>
</footer>
</article>
<footer class="amp-wp-footer"><div><h2>Borderland Ledger</h2><p>{"Noticias sin fines de lucro para la frontera." if es else "Nonprofit news for the borderlands."} {self.a("donate", "Donate", "footer")} · {self.a("republish", "Republish our work", "footer")}</p><a href="#top" class="back-to-top">{"Volver arriba" if es else "Back to top"}</a></div></footer>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-BL7Q2026","config":{{"G-BL7Q2026":{{"groups":"default"}}}}}}}}</script></amp-analytics>
<amp-pixel src="{esc(ORIGIN)}/?republication-pixel=true&amp;post={doc.extra["post"]}&amp;amp=1" layout="nodisplay"></amp-pixel>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        es = self.lang(doc) == "es"
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            dl = self.lang(d)
            names = d.extra.get("printed", d.authors)
            by = (" y " if dl == "es" else " and ").join(f'<span class="author vcard">{esc(n)}</span>' for n in names)
            items.append(
                f'<article class="post type-post entry"><div class="post-thumbnail"><img src="{ORIGIN}/wp-content/uploads/2026/12/{d.extra["post"]}-400x267.jpg" alt="" loading="lazy" width="400" height="267"></div><div class="entry-container"><span class="cat-links">{esc(d.section)}</span><h2 class="entry-title">{self.a(k, d.title, "content", A_REL_BOOKMARK)}</h2><div class="entry-summary"><p>{esc(self.lede(d))}</p></div><div class="entry-meta"><span class="byline"><span>{"por" if dl == "es" else "by"}</span> {by}</span><span class="posted-on"><time class="entry-date published" datetime="{local_iso(d.stamp, TZ)}">{day_text(d.stamp, dl)}</time></span></div></div></article>'
            )
        for path, title, when in doc.extra.get("older", []):
            items.append(
                f'<article class="post type-post entry"><div class="entry-container"><h2 class="entry-title"><a href="{path}" rel="bookmark">{esc(title)}</a></h2><div class="entry-meta"><span class="posted-on"><time class="entry-date published">{when}</time></span></div></div></article>'
            )
        if doc.kind == "home":
            head = '<h1 class="screen-reader-text">Borderland Ledger</h1><div class="wp-block-group home-intro"><p>Nonprofit news for West Texas, southern New Mexico and northern Chihuahua, in English and Spanish.</p></div>'
            return f'{head}<div class="wp-block-newspack-blocks-homepage-articles is-style-default show-image image-aligntop is-grid columns-3"><div data-posts>{"".join(items)}</div></div><div class="wp-block-buttons">{self.a("env", "More environment coverage", "content", A_CLASS_WP_BLOCK_BUTTON_LINK)} {self.a("es", "Noticias en español", "content", A_CLASS_WP_BLOCK_BUTTON_LINK)}</div>'
        if doc.kind == "author":
            head = f'<header class="page-header author-header"><span class="author-avatar"><img src="{ORIGIN}/wp-content/uploads/avatars/aortega-160x160.jpg" alt="" width="160" height="160"></span><div><h1 class="page-title"><span class="page-subtitle">Author Archives: </span>{esc(doc.title)}</h1><div class="taxonomy-description"><p>{esc(doc.extra["bio"])}</p></div><div class="author-meta"><a href="mailto:aortega@borderlandledger.test" class="author-email">aortega@borderlandledger.test</a> <a href="https://x.com/aortega_test">@aortega_test</a></div></div></header>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" value="water" name="s"><button type="submit" class="search-submit">Search</button></form><p>{len(items)} results found</p></header>'
        elif doc.kind == "tag":
            head = f'<header class="page-header"><h1 class="page-title article-section-title"><span class="page-subtitle">Tag: </span>{esc(doc.title)}</h1></header>'
        elif es:
            head = f'<header class="page-header"><h1 class="page-title article-section-title">{esc(doc.title)}</h1><div class="taxonomy-description"><p>Nuestro periodismo en español sobre la frontera: agua, migración, salud y vivienda.</p></div></header>'
        else:
            desc = (
                f'<div class="taxonomy-description"><p>{esc(doc.extra["desc"])}</p></div>'
                if doc.extra.get("desc")
                else ""
            )
            head = f'<header class="page-header"><h1 class="page-title article-section-title"><span class="page-subtitle">Category: </span>{esc(doc.title)}</h1>{desc}</header>'
        pager = ""
        if doc.key == "env":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("env2", "2", "pagination", A_CLASS_PAGE_NUMBERS)} <a class="page-numbers" href="/category/environment/page/3/">3</a> {self.a("env2", "Next", "pagination", A_CLASS_NEXT_PAGE_NUMBERS)}</div></nav>'
        elif doc.key == "env2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links">{self.a("env", "Previous", "pagination", A_CLASS_PREV_PAGE_NUMBERS)} {self.a("env", "1", "pagination", A_CLASS_PAGE_NUMBERS)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/category/environment/page/3/">3</a> <a class="next page-numbers" href="/category/environment/page/3/">Next</a></div></nav>'
        elif es:
            pager = '<nav class="navigation pagination"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> <a class="page-numbers" href="/es/page/2/">2</a> <a class="next page-numbers" href="/es/page/2/">Siguiente</a></div></nav>'
        return f'<div class="archive-wrapper">{head}<div class="site-main-posts">{"".join(items)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        extra = ""
        if doc.kind == "donate":
            extra = '<div class="wp-block-newspack-blocks-donate wpbnbd tiered"><form><div class="tiers"><button type="button" class="tier">Monthly</button><button type="button" class="tier">Yearly</button><button type="button" class="tier">One-time</button></div><input type="number" name="donation_value" value="15"><button type="submit" class="submit-button">Donate now</button></form><p class="thank-you">Thank you for supporting nonprofit news.</p></div>'
        elif doc.kind == "policy":
            extra = f'<div class="wp-block-group"><p class="has-small-font-size">See the license in full at creativecommons.org. Stories we republish from other outlets, such as the {self.a("copub", "Mesilla Valley chile story", "content")} co-published with the Mesilla Valley Tribune, may carry different terms.</p></div>'
        return f'<article class="page type-page status-publish entry"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">{body}{extra}</div></article>'
