# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Willakuy: a Quechua/Spanish regional site in Cusco on **Drupal 10** with content translation (`/es/…` and `/qu/…`
prefixes, `node--type-article`, `field--name-body`, `field--name-field-antetitulo`, `field--name-field-autor`,
`/es/noticias/2026/12/04/<slug>`, `/qu/willakuykuna/<slug>`, Views pager from 0 so page 2 is `/es/regiones?page=1`,
`/es/etiquetas/<term>`, `/es/autor/<name>`, core search `/es/search/node?keys=`), UTF-8, Peru time (-05:00).

Spanish pages print "Por Rosa Huamán Ccori" and "viernes, 4 de diciembre de 2026 - 07:30"; Quechua pages print
"Qillqaq: …" and the date with the Andean month name, "4 kapaq raymi killa 2026 · 07:30". The Metatag `NewsArticle`
is in local time with a colon-less offset (`2026-12-04T23:50:00-0500`): the EFE brief written at 23:50 is the
4th in Lima and already the 5th in UTC. The frost story has a Quechua translation (hreflang both ways, the same
node, the same date); the Quechua oratory story credits the desk "Willakuy Runasimi" and has no JSON-LD; the EFE
brief's JSON-LD author is the agency; the opinion piece's honorific "Dra." is printed in the byline and a "(*)" bio
closes it. The interview's kicker "Entrevista" is printed above the headline and is part of `og:title`. Non-articles
include the radio's weekly **programme schedule** (a table) and a Quechua "about us"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import DAYS_ES, MONTHS_ES, MONTHS_QU, Base, page, story, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://willakuy.test"
ES_ARTS = ["helada", "papa", "entrevista", "opinion", "efe"]
QU_ARTS = ["helada_qu", "unu_qu", "atipanakuy_qu"]
ARTS = ES_ARTS + QU_ARTS
NIDS = {
    "helada": 2231,
    "helada_qu": 2231,
    "papa": 2226,
    "unu_qu": 2224,
    "entrevista": 2219,
    "opinion": 2212,
    "efe": 2236,
    "atipanakuy_qu": 2221,
}
QU_DAYS = ["killachaw", "atichaw", "quyllurchaw", "illapachaw", "ch'askachaw", "k'uychichaw", "intichaw"]


def es_stamp(local: str) -> str:
    """viernes, 4 de diciembre de 2026 - 07:30"""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{DAYS_ES[weekday(day)]}, {int(d)} de {MONTHS_ES[int(m) - 1]} de {y} - {time}"


def qu_stamp(local: str) -> str:
    """4 kapaq raymi killa 2026 · 07:30"""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} {MONTHS_QU[int(m) - 1]} killa {y} · {time}"


class Willakuy(Base):
    origin = ORIGIN
    name = "Willakuy"
    prefix = "wlk"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wlk",
            [
                ".layout-container",
                ".region-header",
                ".menu--main .menu-item",
                ".node--type-article .page-title",
                ".field--name-body p",
                ".field--name-field-antetitulo",
                ".views-row",
                ".pager__item",
                ".radio-en-vivo",
                ".eu-cookie-compliance-banner",
                ".site-footer",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/es",
                "home",
                "Willakuy",
                "drupal-front-es",
                list=["helada", "efe", "papa", "entrevista", "opinion", "helada_qu", "radio"],
            )
        )
        add(
            page(
                "home_qu",
                "/qu",
                "home",
                "Willakuy: urin Andes willakuykuna",
                "drupal-front-qu",
                list=["helada_qu", "unu_qu", "atipanakuy_qu", "radio", "about"],
                lang="qu",
            )
        )
        add(
            page(
                "regiones",
                "/es/regiones",
                "section",
                "Regiones",
                "drupal-views-section",
                list=["helada", "papa", "efe"],
                more="regiones2",
            )
        )
        add(
            page(
                "regiones2",
                "/es/regiones?page=1",
                "section",
                "Regiones",
                "drupal-views-section-page2",
                list=["entrevista", "opinion"],
            )
        )
        add(
            page("tag", "/es/etiquetas/heladas", "tag", "Heladas", "drupal-taxonomy-term", list=["helada", "helada_qu"])
        )
        add(
            page(
                "author",
                "/es/autor/rosa-huaman-ccori",
                "author",
                "Rosa Huamán Ccori",
                "drupal-author-term",
                list=["helada", "papa"],
                bio="Corresponsal de Willakuy en Puno. Periodista bilingüe quechua-castellano, cubre agro, clima y comunidades campesinas del altiplano.",
            )
        )
        add(
            page(
                "search",
                "/es/search/node?keys=papa",
                "search",
                "Resultados de búsqueda",
                "drupal-core-search",
                list=["papa", "helada"],
            )
        )
        add(
            page(
                "radio",
                "/es/radio/programacion",
                "radio-schedule",
                "Programación de Radio Willakuy 98.5 FM",
                "radio-schedule-table",
                [
                    "De lunes a viernes. Horario de Perú (UTC-5). En vivo también por willakuy.test/radio y en la aplicación.",
                    "T: Hora | Programa | Idioma | Conduce",
                    "T: 04:30 | Allin p'unchay, llaqtay | Quechua | Fortunato Ccapa",
                    "T: 06:00 | Willakuy al amanecer: noticiero regional | Castellano y quechua | Rosa Huamán Ccori",
                    "T: 08:00 | Chakra kawsay: el programa del agro | Quechua | Wilber Condori Huillca",
                    "T: 10:00 | Música del ande | — | Cabina",
                    "T: 12:00 | Willakuy al mediodía | Castellano | Redacción",
                    "T: 14:00 | Warmikunaq rimaynin | Quechua | Nilda Ccahuana",
                    "T: 16:00 | Deportes en la altura | Castellano | Edwin Sullca",
                    "T: 18:00 | Willakuy tutayay: noticiero en quechua | Quechua | Fortunato Ccapa",
                    "T: 20:00 | Huaynos y saludos | Castellano y quechua | Cabina",
                    "Los sábados y domingos la programación cambia: consulte la parrilla de fin de semana. Saludos y avisos al WhatsApp 984 000 000.",
                ],
            )
        )
        add(
            page(
                "about",
                "/qu/pikunam-kayku",
                "about",
                "Pikunam kayku",
                "about-quechua",
                [
                    "Willakuy nisqaqa 2009 watapi Qusqu llaqtapi paqarirqan, runasimipi kastilla simipipas willakuykunata runakunaman apananpaq.",
                    "Radio Willakuy 98.5 FM nisqapi, kay web nisqapipas sapa p'unchay willakuykunata, takikunata, rimanakuykunatapas uyarichiyku.",
                    "Qillqaqkunaqa Qusqu, Puno, Apurímac suyukunamanta kanku. Ayllukunaq rimayninta uyariyta munayku.",
                    "Qillqawayku: willakuy@willakuy.test",
                ],
                lang="qu",
            )
        )
        add(
            story(
                "helada",
                "/es/noticias/2026/12/04/heladas-en-puno-declaran-emergencia-en-14-distritos",
                "Heladas en Puno: declaran emergencia en 14 distritos de la puna",
                "2026-12-04",
                "2026-12-04T07:30:00-0500",
                "2026-12-04 07:30",
                ["Rosa Huamán Ccori"],
                [
                    "El Gobierno Regional de Puno declaró en emergencia a 14 distritos de las provincias de El Collao, Chucuito y Lampa por las heladas que castigan a la puna desde mediados de noviembre, informó este viernes la Dirección Regional Agraria.",
                    "Según el Servicio Nacional de Meteorología e Hidrología (Senamhi), la temperatura mínima llegó a -16 °C en Mazocruz la madrugada del jueves, la más baja registrada en un mes de diciembre en los últimos diez años.",
                    "FIG: Alpacas en Capazo | Crías de alpaca en un corral de Capazo, El Collao. Foto: Rosa Huamán / Willakuy",
                    "## Alpacas y niños, los más afectados",
                    "Los criadores de alpacas reportan la muerte de al menos 2300 crías, sobre todo en las comunidades de Santa Rosa y Capazo, donde los pastos están cubiertos de escarcha desde hace tres semanas.",
                    "“Las crías nacen débiles y no aguantan el frío de la noche. Necesitamos cobertizos y forraje ya”, dijo Teodoro Mamani Apaza, presidente de la asociación de criadores de Capazo.",
                    "La Dirección Regional de Salud, por su parte, registró 412 casos de infecciones respiratorias agudas en menores de cinco años en la última semana, un 30 % más que en la misma semana del año pasado.",
                    "El gobernador regional pidió al Ministerio de Desarrollo Agrario y Riego el envío de kits veterinarios y 50 toneladas de heno. Las municipalidades distritales entregarán frazadas y ropa de abrigo a partir del lunes.",
                ],
                "drupal-article-translated-es",
                section="Regiones",
                kicker="Heladas",
                dek="La temperatura bajó hasta -16 °C en Mazocruz; el Gobierno Regional pide abrigo para los niños y forraje para las alpacas.",
                role="Corresponsal en Puno",
                twin="helada_qu",
                tags=["Heladas", "Puno", "Alpacas"],
            )
        )
        add(
            story(
                "helada_qu",
                "/qu/willakuykuna/puno-suyupi-chiri-qasa-14-distritokunapi",
                "Puno suyupi chiri qasa: 14 distritokunapi emergencia nisqata willanku",
                "2026-12-04",
                "2026-12-04T07:30:00-0500",
                "2026-12-04 07:30",
                ["Rosa Huamán Ccori"],
                [
                    "Puno suyu kamachiqkunaqa 14 distritokunapi emergencia nisqata willarqanku, aya marqay killa chawpinmanta chiri qasa puna llaqtakunata ñak'arichisqanrayku.",
                    "Senamhi nisqaq willakuyninman hina, Mazocruz llaqtapi -16 °C chiri karqan illapachaw tutamanta, chunka watakunapi aswan chiri kapaq raymi killapi.",
                    "## Paqucha uñakuna, wawakunapas ñak'arinku",
                    "Paqucha uywaqkunaqa willanku 2300 uñakuna wañusqanta, astawanqa Santa Rosa, Capazo ayllukunapi, qachukuna qasawan tapasqa kasqanrayku.",
                    "“Uñakunaqa pisi kallpayuq paqarinku, manam tuta chiriwan atinkuchu. Kunanpacha wasichakunata, uywa mikhunatapas munayku”, nin Teodoro Mamani Apaza, Capazo uywaqkunaq umalliqnin.",
                    "Hampina wasikunapitaq 412 wawakuna uhu unquywan rikhurirqanku kay qanchis p'unchaypi.",
                    "Suyu kamachiqqa Lima kamachiqkunamanta 50 tonelada ichhuta mañakun. Llaqta kamachiqkunataq p'ullukunata, p'achakunatapas qunqaku killachawmanta.",
                ],
                "drupal-article-translated-qu-andean-month",
                section="Suyukuna",
                kicker="Chiri qasa",
                twin="helada",
                lang="qu",
                tags=["Heladas"],
            )
        )
        add(
            story(
                "papa",
                "/es/noticias/2026/12/03/mas-de-300-variedades-de-papa-nativa-en-la-feria-de-pisaq",
                "Más de 300 variedades de papa nativa llegan a la feria de Pisaq",
                "2026-12-03",
                "2026-12-03T16:10:00-0500",
                "2026-12-03 16:10",
                ["Wilber Condori Huillca", "Rosa Huamán Ccori"],
                [
                    "Agricultores de 22 comunidades del Parque de la Papa y de las provincias de Calca y Paucartambo presentaron este jueves más de 300 variedades de papa nativa en la feria anual de Pisaq, en el Valle Sagrado.",
                    "Las mesas, cubiertas con mantas tejidas, mostraban tubérculos de todos los colores: la morada qumpis, la alargada puqya, la amarga ruki que solo se come como chuño y la wak'a, una papa con forma de corazón que, según los productores, ya casi no se siembra.",
                    "“Cada familia cuida sus semillas como si fueran sus hijos. Si una variedad se pierde, se pierde también la palabra para nombrarla”, explicó Justina Huamán Quispe, productora de la comunidad de Amaru.",
                    "## Precios y clima",
                    "Los productores se quejaron de que el precio de la papa nativa en los mercados de Cusco no supera los 2 soles el kilo, mientras que el costo del transporte subió un 20 % este año.",
                    "También expresaron su preocupación por el retraso de las lluvias. En Paucartambo, las primeras siembras se hicieron con tres semanas de atraso.",
                    "La feria, que incluyó un concurso de platos y una ceremonia de pago a la tierra, continuará el sábado con el intercambio de semillas entre comunidades.",
                ],
                "two-authors-y",
                section="Regiones",
                kicker="Agro",
                tags=["Papa nativa", "Cusco"],
            )
        )
        add(
            story(
                "unu_qu",
                "/qu/willakuykuna/ccorca-llaqtapi-unu-pisiyan",
                "Ccorca llaqtapi unu pisiyan: runakuna mit'anpi unuta rakinakunku",
                "2026-12-03",
                "2026-12-03T09:15:00-0500",
                "2026-12-03 09:15",
                ["Wilber Condori Huillca"],
                [
                    "Ccorca distritopi, Qusqu llaqtamanta iskay chunka kilometro karupi, unu pisiyan. Para mana chayamusqanrayku pukyukuna ch'akirqanku.",
                    "Ayllu runakunaqa mit'anpi unuta rakinakunku: sapa wasipaq iskay baldellan p'unchaypi, tutamanta pichqa horamanta qanchis horakama.",
                    "“Ñawpaqqa kay killapi parañam karqan. Kunanqa chakrakunapas ch'akisqam, papa tarpusqaykupas manam wiñanchu”, nin Eulogia Ccahuana, Ccorca ayllu runa.",
                    "## Municipalidad cisterna nisqata apachin",
                    "Distrito kamachiqqa willan iskay cisterna carrokunata killachaw p'unchaymanta apachinanta, hinallataq musuq pukyukunata maskhanankupaq ingenierokunata.",
                    "Senamhi nisqaq willakuyninman hina, paraqa kapaq raymi killa tukukuypi chayamunqa.",
                ],
                "quechua-only",
                section="Suyukuna",
                kicker="Unu",
                lang="qu",
                tags=[],
            )
        )
        add(
            story(
                "entrevista",
                "/es/noticias/2026/12/02/nilda-ccahuana-el-quechua-tambien-se-escribe-en-el-celular",
                "Nilda Ccahuana: “El quechua también se escribe en el celular”",
                "2026-12-02",
                "2026-12-02T10:00:00-0500",
                "2026-12-02 10:00",
                ["Wilber Condori Huillca"],
                [
                    "Profesora de educación intercultural bilingüe en Anta y creadora de un teclado para escribir quechua en el teléfono, Nilda Ccahuana conduce cada tarde el programa Warmikunaq rimaynin en Radio Willakuy. Conversamos con ella en la cabina.",
                    "Q: ¿Por qué un teclado para el quechua? || Porque los jóvenes escriben todo el día en el celular y los teclados no tienen el apóstrofo donde lo necesitamos, ni sugieren palabras en runasimi. Si escribir es difícil, escriben en castellano.",
                    "Q: ¿Cuántas personas lo usan? || Unas 18 000 descargas en dos años. No es mucho, pero lo usan profesores, radios comunitarias y muchos estudiantes universitarios.",
                    "Q: ¿Qué palabras le piden que agregue? || Las de la vida diaria: nombres de comidas, de plantas, de cosas nuevas. Discutimos mucho cómo decir “wifi” o “datos móviles”. A veces la comunidad decide y nosotros solo escuchamos.",
                    "Q: ¿El quechua está en peligro? || Está cambiando. En las ciudades se habla menos en casa, pero se escucha más en la radio, en las redes y en la música. Lo que falta es escuela: que los niños puedan leer y escribir en su lengua hasta la secundaria.",
                    "Q: ¿Qué le diría a un joven que se avergüenza de hablarlo? || Que su abuela le dejó una herencia que nadie le puede quitar. Allin kawsayta munaspaqa, simiykita ama qunqaychu.",
                ],
                "qa-interview-kicker-in-og-title",
                section="Cultura",
                kicker="Entrevista",
                og_title="Entrevista | Nilda Ccahuana: “El quechua también se escribe en el celular”",
                tags=["Runasimi", "Educación"],
            )
        )
        add(
            story(
                "opinion",
                "/es/opinion/2026/12/01/el-runasimi-no-necesita-rescate-necesita-escuelas",
                "El runasimi no necesita rescate, necesita escuelas",
                "2026-12-01",
                "2026-12-01T08:00:00-0500",
                "2026-12-01 08:00",
                ["Vilma Quispe Tito"],
                [
                    "Cada cierto tiempo un funcionario anuncia un plan para “rescatar” el quechua, como si se tratara de un náufrago. Pero una lengua que hablan millones de personas en cinco países no necesita que la rescaten: necesita que el Estado deje de abandonarla.",
                    "En Cusco, la mayoría de las escuelas registradas como interculturales bilingües no tiene un solo docente con certificación en la lengua de sus alumnos. Los cuadernos de trabajo llegan tarde o no llegan, y en secundaria la enseñanza en quechua prácticamente desaparece.",
                    "Hay experiencias que funcionan. En varias escuelas de Anta y Chumbivilcas, los niños leen y escriben en runasimi hasta sexto grado y luego aprenden el castellano sin perder su lengua. Esas experiencias dependen, sin embargo, de la voluntad de algunos maestros y no de una política sostenida.",
                    "Necesitamos formar docentes, pagarles como corresponde y producir materiales escritos por hablantes. Necesitamos también que las universidades enseñen en quechua y no solo sobre el quechua.",
                    "La lengua no está muriendo; la estamos dejando sin escuela. Esa es una decisión política y puede cambiarse.",
                    "NOTE: (*) Lingüista, docente de la Universidad Nacional de San Antonio Abad del Cusco.",
                ],
                "opinion-honorific-bio-tail",
                section="Opinión",
                byline_text="Por Dra. Vilma Quispe Tito",
                tags=["Runasimi", "Educación"],
            )
        )
        add(
            story(
                "efe",
                "/es/noticias/2026/12/04/congreso-aprueba-ley-de-ensenanza-en-lenguas-originarias",
                "Congreso aprueba ley que amplía la enseñanza en lenguas originarias hasta la secundaria",
                "2026-12-04",
                "2026-12-04T23:50:00-0500",
                "2026-12-04 23:50",
                [],
                [
                    "Lima, 4 dic (EFE). El Congreso de Perú aprobó este viernes por 89 votos a favor una ley que obliga al Estado a garantizar la educación en lenguas originarias hasta el último año de la secundaria en las zonas donde estas son mayoritarias.",
                    "La norma, que deberá ser promulgada por el Ejecutivo, establece un plazo de cinco años para que el Ministerio de Educación forme y contrate a los docentes bilingües necesarios.",
                    "Según el último censo, cerca de 4,4 millones de peruanos aprendieron a hablar en una lengua originaria, la mayoría en quechua.",
                ],
                "agency-brief-late-night",
                section="Nacional",
                credit="EFE",
                tags=["Educación"],
            )
        )
        add(
            story(
                "atipanakuy_qu",
                "/qu/willakuykuna/runasimi-rimaypi-atipanakuy-chumbivilcas",
                "Runasimi rimaypi atipanakuy: Chumbivilcas wayna sipaskuna atipanku",
                "2026-12-02",
                None,
                "2026-12-02 18:40",
                [],
                [
                    "Qusqu suyu yachay wasikunaq runasimi rimaypi atipanakuyninpi, Chumbivilcas provinciamanta wayna sipaskuna atiparqanku quyllurchaw p'unchay.",
                    "Chunka pusaqniyuq yachay wasikuna hamurqanku. Sapa yachaqaq kimsa minutollapi rimanan karqan: llaqtanmanta, yakumanta, pachamamamanta.",
                    "Atipaq sipas, Yeny Huillca, Santo Tomás llaqtamanta, yakumanta rimarqan: “Yakuqa kawsaymi. Mana yaku kaptinqa manam ayllupas kanmanchu.”",
                    "Yachachiqninkunaqa nirqanku: “Wawakunaqa runasimipi rimayta manchakurqanku. Kunanqa hatunchasqa kanku.”",
                    "Hamuq watapi atipanakuyqa Apurímac suyupi kanqa.",
                ],
                "quechua-desk-credit-no-jsonld",
                section="Suyukuna",
                kicker="Yachay",
                credit="Willakuy Runasimi",
                lang="qu",
                no_ld=True,
                tags=[],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang_of(self, doc: Doc) -> str:
        return doc.extra.get("lang", "es")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        qu = self.lang_of(doc) == "qu"
        title = doc.extra.get("og_title", doc.title)
        out = [
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else "Noticias del sur andino en quechua y castellano.")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<link rel="shortlink" href="{ORIGIN}/node/{NIDS.get(doc.key, 1)}">' if doc.is_article else "",
            '<meta property="og:site_name" content="Willakuy">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:locale" content="{"qu_PE" if qu else "es_PE"}">',
        ]
        twin = doc.extra.get("twin")
        if twin:
            es_key, qu_key = (doc.key, twin) if not qu else (twin, doc.key)
            out.append(f'<link rel="alternate" hreflang="es" href="{esc(self.url(es_key))}">')
            out.append(f'<link rel="alternate" hreflang="qu" href="{esc(self.url(qu_key))}">')
        if doc.key in ("home", "home_qu"):
            out.append(f'<link rel="alternate" hreflang="es" href="{ORIGIN}/es">')
            out.append(f'<link rel="alternate" hreflang="qu" href="{ORIGIN}/qu">')
        out.append('<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">')
        out.append('<meta name="MobileOptimized" content="width">')
        if not doc.is_article:
            return "\n".join(x for x in out if x)
        out.append(f'<meta property="article:published_time" content="{doc.iso or ""}">')
        if doc.extra.get("no_ld"):
            return "\n".join(x for x in out if x)
        if doc.extra.get("credit") == "EFE":
            author: dict = {"@type": "Organization", "name": "EFE", "url": "https://efe.com"}
        else:
            author = {"@type": "Person", "name": ", ".join(doc.authors)}
        ld = {
            "@context": "https://schema.org",
            "@graph": [
                {
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "name": doc.title,
                    "about": doc.extra.get("tags", []),
                    "description": doc.dek or self.lede(doc),
                    "image": {
                        "@type": "ImageObject",
                        "representativeOfPage": "True",
                        "url": f"{ORIGIN}/sites/default/files/styles/og/public/2026-12/{NIDS[doc.key]}.jpg",
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "isAccessibleForFree": "True",
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "@id": f"{ORIGIN}/",
                        "name": "Willakuy",
                        "url": f"{ORIGIN}/es",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/themes/custom/willakuy/logo.png"},
                    },
                    "mainEntityOfPage": url,
                    "inLanguage": "qu" if qu else "es",
                }
            ],
        }
        out.append(
            f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False, separators=(",", ":"))}</script>'
        )
        return "\n".join(x for x in out if x)

    def frame(self, doc: Doc, main: str) -> str:
        qu = self.lang_of(doc) == "qu"
        lang = "qu" if qu else "es"
        home = "home_qu" if qu else "home"
        if qu:
            menu = [
                (home, "Qallariy"),
                ("https://willakuy.test/qu/suyukuna", "Suyukuna"),
                ("https://willakuy.test/qu/takikuna", "Takikuna"),
                ("about", "Pikunam kayku"),
            ]
        else:
            menu = [
                (home, "Inicio"),
                ("regiones", "Regiones"),
                ("https://willakuy.test/es/nacional", "Nacional"),
                ("https://willakuy.test/es/cultura", "Cultura"),
                ("https://willakuy.test/es/opinion", "Opinión"),
                ("radio", "Radio"),
            ]
        items = "".join(f'<li class="menu-item">{self.a(k, t, "nav")}</li>' for k, t in menu)
        twin = doc.extra.get("twin") or (("home" if qu else "home_qu") if doc.key in ("home", "home_qu") else None)
        if qu:
            es_link = self.a(twin or "home", "Español", "nav", 'class="language-link" hreflang="es"')
            qu_link = '<span class="language-link is-active">Runasimi</span>'
        else:
            es_link = '<span class="language-link is-active">Español</span>'
            qu_link = self.a(twin or "home_qu", "Runasimi", "nav", 'class="language-link" hreflang="qu"')
        most = ["helada", "papa", "efe", "entrevista"] if not qu else ["helada_qu", "unu_qu", "atipanakuy_qu"]
        most_html = "".join(f'<div class="views-row">{self.a(k, self.docs[k].title, "aside")}</div>' for k in most)
        settings = {
            "path": {
                "baseUrl": "/",
                "pathPrefix": f"{lang}/",
                "currentPath": f"node/{NIDS[doc.key]}" if doc.is_article else doc.path.strip("/"),
                "currentPathIsAdmin": False,
                "isFront": doc.kind == "home",
                "currentLanguage": lang,
            },
            "pluralDelimiter": "\u0003",
            "suppressDeprecationErrors": True,
            "ajaxPageState": {
                "libraries": "eJxdj0EOwyAMBD-E4EnIwEKoDI5sSJrfN1XbQy-rndk9bQBxjqlEgc3i-MroJ",
                "theme": "willakuy",
                "theme_token": None,
            },
            "eu_cookie_compliance": {"popup_enabled": True, "popup_agreed_enabled": False, "popup_position": False},
            "user": {"uid": 0, "permissionsHash": "6e6b5c"},
        }
        body_class = (
            "path-node page-node-type-article"
            if doc.is_article
            else ("path-frontpage" if doc.kind == "home" else f"path-{doc.kind}")
        )
        slogan = "Urin Andes willakuykuna · Noticias del sur andino"
        search_link = self.a("search", "Buscar", "nav")
        return f"""<!DOCTYPE html>
<html lang="{lang}" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  og: http://ogp.me/ns#  schema: http://schema.org/">
<head>
<meta charset="utf-8">
{self.head(doc)}
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/willakuy/favicon.ico" type="image/vnd.microsoft.icon">
<title>{esc(doc.extra.get("og_title", doc.title))} | Willakuy</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q7LhN0e3vWcG1p0Y9sX4bT2.css?delta=0&amp;language={lang}&amp;theme=willakuy&amp;include=eJxdj0EOwyAMBD-E4EnIwEKoDI5sSJrfN1XbQy">
<style>/*PAD*/</style>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings, separators=(",", ":"))}</script>
</head>
<body class="{body_class}">
<a href="#main-content" class="visually-hidden focusable skip-link">{"Hatun willakuyman riy" if qu else "Pasar al contenido principal"}</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner" class="site-header">
<div class="region region-header">
<div id="block-willakuy-branding" class="block block-system block-system-branding-block">{self.a(home, "Willakuy", "nav", 'rel="home" class="site-logo"')}<div class="site-slogan">{slogan}</div></div>
<div class="language-switcher-language-url block block-language" id="block-selectordeidioma" role="navigation"><ul class="links"><li hreflang="es">{es_link}</li><li hreflang="qu">{qu_link}</li></ul></div>
<div class="block radio-en-vivo"><a href="https://willakuy.test/radio/en-vivo" class="radio-live">● Radio Willakuy 98.5 FM en vivo</a></div>
</div>
<nav role="navigation" aria-labelledby="block-willakuy-main-menu-menu" id="block-willakuy-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-willakuy-main-menu-menu">{"Hatun ñan" if qu else "Navegación principal"}</h2><ul class="menu">{items}<li class="menu-item search-item">{search_link}</li></ul></nav>
</header>
<div class="region region-highlighted"><div data-drupal-messages-fallback class="hidden"></div></div>
<div class="region region-banner"><div class="block block-dfp" id="dfp-ad-top"><div id="js-dfp-tag-top_banner" class="dfp-tag-wrapper"><script>googletag.cmd.push(function(){{googletag.display('js-dfp-tag-top_banner');}});</script></div></div></div>
<main role="main" class="main-content"><a id="main-content" tabindex="-1"></a>
<div class="layout-content"><div class="region region-content">
{main}
</div></div>
<aside class="layout-sidebar-second" role="complementary">
<div class="views-element-container block block-views"><h2>{"Aswan ñawinchasqa" if qu else "Lo más leído"}</h2><div class="view view-mas-leidas">{most_html}</div></div>
<div class="block block-block-content"><h2>Radio</h2><p>{self.a("radio", "Programación semanal" if not qu else "Radio Willakuy: sapa p'unchay", "aside")}</p><p><a href="https://willakuy.test/radio/en-vivo">Escuchar en vivo</a></p></div>
<div class="block block-dfp"><div id="js-dfp-tag-sidebar" class="dfp-tag-wrapper"></div></div>
</aside>
</main>
<footer role="contentinfo" class="site-footer">
<div class="region region-footer">
<nav class="block block-menu menu--footer"><ul class="menu"><li>{self.a("about", "Pikunam kayku / Quiénes somos", "footer")}</li><li><a href="/es/contacto">Contacto</a></li><li><a href="/es/politica-de-privacidad">Política de privacidad</a></li><li>{self.a("tag", "Heladas", "footer")}</li><li>{self.a("author", "Rosa Huamán Ccori", "footer")}</li><li>{self.a("regiones", "Regiones", "footer")}</li><li><a href="/rss.xml">RSS</a></li></ul></nav>
<p class="copyright">© 2026 Asociación de Comunicadores Willakuy · Av. de la Cultura 000, Cusco, Perú · RUC 20000000000</p>
</div>
</footer>
</div>
</div>
<div id="sliding-popup" class="sliding-popup-bottom eu-cookie-compliance-banner" role="alertdialog"><div class="eu-cookie-compliance-message"><p>Usamos cookies para mejorar su experiencia. Al continuar navegando acepta nuestra política de cookies.</p></div><div class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Aceptar</button> <button type="button" class="decline-button">Más información</button></div></div>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/sites/default/files/js/js_Xw3pL9qz1aT0mG7eK2vR.js?scope=footer&amp;delta=0&amp;language={lang}&amp;theme=willakuy"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        qu = self.lang_of(doc) == "qu"
        nid = NIDS[doc.key]
        stamp = qu_stamp(doc.stamp) if qu else es_stamp(doc.stamp)
        if doc.extra.get("credit"):
            by = f'<div class="field field--name-field-autor">{"Qillqaq: " if qu else "Por "}{esc(doc.extra["credit"])}</div>'
        elif doc.extra.get("byline_text"):
            by = f'<div class="field field--name-field-autor">{esc(doc.extra["byline_text"])}</div>'
        else:
            links = []
            for a in doc.authors:
                links.append(
                    self.a("author", a, "byline")
                    if a == "Rosa Huamán Ccori"
                    else f'<a href="/es/autor/{quote(a.lower().replace(" ", "-"))}">{esc(a)}</a>'
                )
            joined = " y ".join(links) if not qu else ", ".join(links)
            by = f'<div class="field field--name-field-autor">{"Qillqaq: " if qu else "Por "}{joined}</div>'
        role = (
            f'<div class="field field--name-field-cargo">{esc(doc.extra["role"])}</div>'
            if doc.extra.get("role")
            else ""
        )
        kicker = (
            f'<div class="field field--name-field-antetitulo">{esc(doc.extra["kicker"])}</div>'
            if doc.extra.get("kicker")
            else ""
        )
        dek = f'<div class="field field--name-field-bajada"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        tags = doc.extra.get("tags", [])
        tag_html = ""
        if tags:
            items = "".join(
                f'<div class="field__item">{self.a("tag", t, "tag", "hreflang=" + chr(34) + "es" + chr(34))}</div>'
                if t == "Heladas"
                else f'<div class="field__item"><a href="/es/etiquetas/{quote(t.lower().replace(" ", "-"))}" hreflang="es">{esc(t)}</a></div>'
                for t in tags
            )
            tag_html = f'<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">{"Sananpakuna" if qu else "Etiquetas"}</div><div class="field__items">{items}</div></div>'
        pool = QU_ARTS if qu else ES_ARTS
        rel_keys = [k for k in pool if k != doc.key][:3]
        rel = "".join(
            f'<div class="views-row"><span class="views-field-title">{self.a(k, self.docs[k].title, "related")}</span> <span class="views-field-created">{qu_stamp(self.docs[k].stamp).split(" · ")[0] if qu else es_stamp(self.docs[k].stamp).split(" - ")[0]}</span></div>'
            for k in rel_keys
        )
        share = f'<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a href="https://api.whatsapp.com/send?text={quote(self.url(doc.key), safe="")}">WhatsApp</a> <a href="https://x.com/intent/tweet?url={quote(self.url(doc.key), safe="")}">X</a></div>'
        tz = '<span class="zona-horaria">(hora de Perú)</span>' if not qu else ""
        return f"""<div id="block-willakuy-content" class="block block-system block-system-main-block">
<article data-history-node-id="{nid}" role="article" about="{esc(doc.path)}" class="node node--type-article node--promoted node--view-mode-full">
{kicker}
<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1>
{dek}
<div class="node__meta">{by}{role}<div class="node__submitted"><span class="field field--name-created field--type-created">{stamp}</span> {tz}</div></div>
{share}
<div class="field field--name-field-image field--type-image"><img loading="lazy" src="/sites/default/files/styles/large/public/2026-12/{nid}.jpg?itok=aB3dE5fG" width="960" height="540" alt="{esc(doc.title)}"></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
{tag_html}
</article>
</div>
<div class="views-element-container block block-views block-views-blockrelacionadas-block-1"><h2>{"Kaykunatapas ñawinchay" if qu else "Relacionadas"}</h2><div class="view view-relacionadas">{rel}</div></div>
<div class="block block-comentarios"><p>{"Rimanakuykunaqa wichq'asqam kachkan." if qu else "Los comentarios están cerrados para esta nota."}</p></div>"""

    def row(self, k: str) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<div class="views-row"><h3 class="views-field-title">{self.a(k, d.title, "content")}</h3><div class="views-field-body">{"Lunes a viernes desde las 04:30." if d.kind == "radio-schedule" else "Willakuymanta."}</div></div>'
        qu = self.lang_of(d) == "qu"
        stamp = qu_stamp(d.stamp) if qu else es_stamp(d.stamp)
        kick = (
            f'<div class="views-field-field-antetitulo">{esc(d.extra["kicker"])}</div>' if d.extra.get("kicker") else ""
        )
        return f'<div class="views-row">{kick}<h3 class="views-field-title">{self.a(k, d.title, "content")}</h3><div class="views-field-created">{stamp}</div><div class="views-field-body">{esc(self.lede(d))}</div></div>'

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(self.row(k) for k in doc.extra["list"])
        if doc.kind == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
        elif doc.kind == "author":
            head = f'<div class="taxonomy-term vocabulary-autores"><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-description"><p>{esc(doc.extra["bio"])}</p></div></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">Buscar</h1><form class="search-form" action="/es/search/node" method="get"><input type="search" name="keys" value="papa"><input type="submit" value="Buscar"></form><h2>{esc(doc.title)}</h2>'
        else:
            head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "regiones":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active"><span>1</span></li><li class="pager__item">{self.a("regiones2", "2", "pagination")}</li><li class="pager__item"><a href="?page=2">3</a></li><li class="pager__item pager__item--next">{self.a("regiones2", "Siguiente ›", "pagination")}</li></ul></nav>'
        elif doc.key == "regiones2":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.a("regiones", "‹ Anterior", "pagination")}</li><li class="pager__item">{self.a("regiones", "1", "pagination")}</li><li class="pager__item is-active"><a href="?page=1">2</a></li><li class="pager__item"><a href="?page=2">3</a></li></ul></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("regiones", "Más noticias de las regiones", "content")} · {self.a("home_qu", "Runasimipi willakuykuna", "content")}</div>'
        elif doc.key == "home_qu":
            pager = f'<div class="more-link">{self.a("home", "Noticias en castellano", "content")}</div>'
        return f'<div class="views-element-container"><div class="view view-{doc.kind} view-display-id-page_1">{head}<div class="view-content">{rows}</div>{pager}</div></div>'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "radio-schedule":
            extra = f'<div class="radio-links"><a href="https://willakuy.test/radio/en-vivo">Escuchar en vivo</a> · <a href="https://willakuy.test/es/radio/fin-de-semana">Fin de semana</a> · {self.a("entrevista", "Entrevista a Nilda Ccahuana", "content")}</div>'
        return f'<article class="node node--type-page node--view-mode-full"><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-body">\n{self.blocks(doc)}\n</div>{extra}</article>'
