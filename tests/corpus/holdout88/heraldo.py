# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish quotation marks are deliberate)
"""El Heraldo del Bajío: a León (Guanajuato) daily on an **Arc XP**-like front end (`fusion-app`, `b-headline`,
`c-paragraph`, `c-attribution`, `Fusion.globalContent` with the story's `content_elements`,
`/leon/2026/12/04/<slug>/`, page 2 `/leon/2/`, `/temas/<slug>/`, `/autores/<slug>/`, `/buscar/?query=`), Mexican
Spanish, UTF-8, Central Mexico time (-06:00, no summer time since 2022).

Its alternates: a **text-to-speech player** ("Escucha esta nota", a synthetic voice) on the story pages; a
**reader-mode** rendering of the water story (`?outputType=lectura`: font-size and sepia buttons, "Salir del modo
lectura", no ads, no JSON-LD); a **narrated-story page** (`/audios/notas-narradas/<slug>/`: a big player, an
`AudioObject` JSON-LD whose `uploadDate` is the narration's, the story's text under "Transcripción") whose canonical
story is not in the set; and the **feed preview** (`/rss/leon/`: the RSS channel as its XSLT renders it, "Esto es un
canal RSS…", items with RFC 822 dates) which is not an article.

Dates print Milenio-style with the city: "León, Gto. / 04.12.2026 19:40:00", "Actualizado: 05.12.2026 00:20:00";
JSON-LD and `Fusion.globalContent` in **UTC** with milliseconds: stories after 18:00 local are the next day in UTC (the
water story 01:40Z on 5 Dec, the football report 03:55Z on 5 Dec). Credits: "Por Mariana Zúñiga", "Por Mariana Zúñiga
y Rodrigo Salcedo", "Jorge Luis Ávila / Enviado especial", "Por Rodrigo Salcedo y Agencias", "Redacción" (JSON-LD
author the site), a columnist's box ("Alejandra Ibarra", the column's name "Bajío Adentro" as kicker)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, alternate, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.heraldobajio.test"
ARTS = ["agua", "frio", "futbol", "feria", "salud", "opinion"]
DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]  # fmt: skip
STRAW = "/estado/2026/12/03/heladas-tempranas-danan-300-hectareas-de-fresa-en-irapuato/"
OLDER = [
    (
        "/leon/2026/12/02/reabren-el-bulevar-lopez-mateos-tras-obras-del-paso-a-desnivel/",
        "Reabren el bulevar López Mateos tras obras del paso a desnivel",
        "02.12.2026",
    ),
    (
        "/leon/2026/12/01/zoologico-de-leon-recibe-dos-ejemplares-de-lobo-mexicano/",
        "Zoológico de León recibe dos ejemplares de lobo mexicano",
        "01.12.2026",
    ),
    (
        "/leon/2026/11/30/comerciantes-del-centro-piden-mas-vigilancia-en-temporada-decembrina/",
        "Comerciantes del Centro piden más vigilancia en temporada decembrina",
        "30.11.2026",
    ),
    (
        "/leon/2026/11/29/arranca-la-campana-de-esterilizacion-canina-en-10-colonias/",
        "Arranca la campaña de esterilización canina en 10 colonias",
        "29.11.2026",
    ),
    (
        "/leon/2026/11/28/la-biblioteca-central-estatal-amplia-su-horario-en-diciembre/",
        "La Biblioteca Central Estatal amplía su horario en diciembre",
        "28.11.2026",
    ),
]


def mx(stamp: str) -> str:
    """'2026-12-04 19:40' -> '04.12.2026 19:40:00'."""
    day, time = stamp.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y} {time}:00"


def rfc822(stamp: str) -> str:
    from datetime import datetime

    return datetime.strptime(stamp, "%Y-%m-%d %H:%M").strftime("%a, %d %b %Y %H:%M:00 -0600")


class Heraldo(Base):
    origin = ORIGIN
    name = "El Heraldo del Bajío"
    prefix = "hdb"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hdb",
            [
                ".c-nav",
                ".c-nav__item a",
                ".b-headline",
                ".b-subheadline",
                ".c-paragraph",
                ".c-attribution",
                ".tts-player",
                ".tts-player__button",
                ".b-top-table-list .c-stack",
                ".b-ad",
                ".b-footer",
                ".c-overline",
                ".reader-mode",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "El Heraldo del Bajío",
                "arc-homepage",
                list=["agua", "frio", "futbol", "feria", "salud", "opinion"],
                more="leon",
            )
        )
        add(
            page(
                "leon",
                "/leon/",
                "section",
                "León",
                "arc-section-front",
                list=["agua", "frio", "feria", "salud"],
                more="leon2",
            )
        )
        add(page("leon2", "/leon/2/", "section", "León", "arc-section-front-page2", list=["soft404"], older=OLDER))
        add(page("tag", "/temas/sapal/", "tag", "SAPAL", "arc-tag-page", list=["agua", "frio"], older=OLDER[:1]))
        add(
            page(
                "author",
                "/autores/mariana-zuniga/",
                "author",
                "Mariana Zúñiga",
                "arc-author-page",
                list=["agua", "salud"],
                bio="Reportera de la sección León. Cubre servicios públicos, salud y medio ambiente. Egresada de la Universidad Iberoamericana León.",
            )
        )
        add(
            page(
                "search",
                "/buscar/?query=agua",
                "search",
                "Resultados de búsqueda",
                "arc-search-results",
                list=["agua", "frio", "salud"],
            )
        )
        add(
            page(
                "feed",
                "/rss/leon/",
                "feed",
                "El Heraldo del Bajío - León",
                "rss-feed-preview-xslt",
                list=["agua", "frio", "feria", "salud"],
            )
        )
        add(
            page(
                "soft404",
                "/leon/2026/11/28/suspenden-obras-del-bulevar-aeropuerto-por-falta-de-pago/",
                "soft404",
                "¡Ups! No encontramos esta página",
                "arc-soft404-200",
                [
                    "Es posible que la nota que buscas haya sido movida o eliminada, o que la dirección esté mal escrita.",
                    "Te invitamos a regresar a la portada o a usar nuestro buscador.",
                ],
                teaser="Suspenden obras del bulevar Aeropuerto por falta de pago",
            )
        )
        add(
            page(
                "privacidad",
                "/aviso-de-privacidad/",
                "policy",
                "Aviso de privacidad",
                "arc-privacy-notice",
                [
                    "Última actualización: 15 de septiembre de 2026",
                    "Editora del Bajío, S.A. de C.V., con domicilio en bulevar Adolfo López Mateos 1810, León, Guanajuato, es responsable del tratamiento de los datos personales que nos proporcione, de conformidad con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
                    "## Datos que recabamos",
                    "Nombre, correo electrónico, teléfono y datos de navegación cuando se registra, se suscribe a nuestros boletines o participa en concursos.",
                    "## Finalidades",
                    "Utilizamos sus datos para proveer los servicios solicitados, enviarle boletines informativos y, en su caso, publicidad personalizada. Puede oponerse a las finalidades secundarias escribiendo a privacidad@heraldobajio.test.",
                ],
            )
        )
        add(
            story(
                "agua",
                "/leon/2026/12/04/sapal-anuncia-cortes-de-agua-en-48-colonias-por-obras-en-el-acueducto/",
                "SAPAL anuncia cortes de agua en 48 colonias de León por obras en el acueducto",
                "2026-12-04",
                "2026-12-05T01:40:00.000Z",
                "2026-12-04 19:40",
                ["Mariana Zúñiga"],
                [
                    "El Sistema de Agua Potable y Alcantarillado de León (SAPAL) suspenderá el suministro en 48 colonias del norte y oriente de la ciudad durante 36 horas a partir del martes 8 de diciembre, debido a trabajos de reparación en la línea de conducción que trae agua desde la batería de pozos Los Sauces.",
                    "De acuerdo con el organismo, el corte comenzará a las 6:00 horas del martes y el servicio se restablecerá de manera gradual a partir de las 18:00 horas del miércoles. Algunas colonias en zonas altas podrían tardar hasta 12 horas más en recuperar la presión normal.",
                    "“Se trata de una reparación que no podemos seguir posponiendo; la tubería tiene más de 40 años y en los últimos meses hemos registrado tres fugas mayores en el mismo tramo”, explicó el director técnico de SAPAL, Ernesto Villalpando.",
                    "### Colonias afectadas",
                    "Entre las colonias que se quedarán sin servicio se encuentran:",
                    "- Jardines de Jerez, en sus tres secciones",
                    "- San Juan Bosco",
                    "- Valle de Señora",
                    "- Villas de San Juan",
                    "- Los Castillos",
                    "- Piletas, en todas sus secciones",
                    "La lista completa puede consultarse en el sitio web del organismo y en sus redes sociales. SAPAL enviará 45 pipas a las zonas afectadas y habilitará 12 puntos de abastecimiento en escuelas y centros comunitarios.",
                    "El organismo recomendó a la población almacenar agua en recipientes limpios y tapados, y revisar que los tinacos estén llenos antes del lunes por la noche.",
                ],
                "arc-story-tts-player-utc-next-day",
                section="León",
                city="León, Gto.",
                dek="Los trabajos en la línea de conducción de Los Sauces obligarán a suspender el servicio durante 36 horas a partir del martes 8 de diciembre.",
                credit="Por Mariana Zúñiga",
                tts="4:12",
                fig=(
                    "Trabajadores de SAPAL",
                    "Personal de SAPAL revisa la línea de conducción en el norte de la ciudad. Foto: Mariana Zúñiga",
                ),
                tags=["SAPAL", "Agua"],
                arc_id="F3KQ2ZV5XBHJ7LQ4RCM2NYE6TA",
            )
        )
        add(
            alternate(
                "lectura",
                self.docs["agua"],
                self.docs["agua"].path + "?outputType=lectura",
                "arc-reader-mode-output-type",
            )
        )
        add(
            story(
                "frio",
                "/leon/2026/12/04/leon-registra-la-madrugada-mas-fria-del-ano-con-1-8-grados/",
                "León registra la madrugada más fría del año con 1.8 grados",
                "2026-12-04",
                "2026-12-04T14:05:00.000Z",
                "2026-12-04 08:05",
                ["Rodrigo Salcedo"],
                [
                    "La ciudad de León registró la madrugada de este viernes la temperatura más baja en lo que va del año, con 1.8 grados centígrados en la estación meteorológica del Parque Metropolitano, informó la Coordinación Municipal de Protección Civil.",
                    "En la zona de la presa El Palote y en comunidades de la parte alta del municipio, como La Laborcita y Santa Rosa Plan de Ayala, los termómetros marcaron incluso temperaturas bajo cero, de hasta menos 1.5 grados.",
                    "El Servicio Meteorológico Nacional pronosticó que el frente frío número 14 mantendrá las temperaturas bajas en el Bajío al menos hasta el domingo, con mínimas de entre 2 y 5 grados en León, Silao y San Francisco del Rincón.",
                    "Protección Civil abrió cuatro refugios temporales, entre ellos el gimnasio de la colonia Las Joyas, y pidió a la población no utilizar anafres ni braseros dentro de casas cerradas por el riesgo de intoxicación por monóxido de carbono.",
                    "La Secretaría de Salud de Guanajuato recordó que niñas, niños y personas adultas mayores son los más vulnerables a las infecciones respiratorias en esta temporada.",
                ],
                "arc-story-staff-and-agencies",
                section="León",
                city="León, Gto.",
                credit="Por Rodrigo Salcedo y Agencias",
                tts="2:47",
                tags=["Clima", "Protección Civil"],
                arc_id="KD7WQ3M2PZ4YJ5LXRV6B8ENHCU",
            )
        )
        add(
            story(
                "futbol",
                "/deportes/2026/12/04/esmeraldas-remonta-ante-gallos-y-jugara-la-final-en-el-estadio-leon/",
                "Esmeraldas remonta ante Gallos y jugará la final en el Estadio León",
                "2026-12-04",
                "2026-12-05T03:55:00.000Z",
                "2026-12-04 21:55",
                ["Jorge Luis Ávila"],
                [
                    "Esmeraldas del Bajío está en la final de la Liga de Expansión. El equipo leonés remontó un 0-1 en el partido de vuelta de las semifinales y venció 2-1 a Gallos de la Sierra en Querétaro, para avanzar con un global de 3-2.",
                    "Los locales se adelantaron al minuto 17 con un remate de cabeza de Uriel Cázares tras un tiro de esquina. Esmeraldas, que necesitaba al menos un gol para evitar los tiempos extra, tardó en reaccionar y no generó peligro hasta el final del primer tiempo.",
                    "En la segunda mitad, el técnico Rubén Ocampo mandó a la cancha al delantero Brandon Macías, que empató al 58 con un disparo desde fuera del área. El gol de la clasificación llegó al 81, cuando el lateral Óscar Lemus aprovechó un rebote dentro del área.",
                    "“Sabíamos que íbamos a sufrir. Este grupo no se rinde nunca”, dijo Ocampo al término del encuentro.",
                    "La final de ida se jugará el miércoles 9 de diciembre en la cancha del rival que resulte de la otra semifinal, y la vuelta el domingo 13 en el Estadio León, donde la directiva espera un lleno.",
                ],
                "arc-story-sent-correspondent-updated-utc-next-day",
                section="Deportes",
                city="Querétaro, Qro.",
                credit="Jorge Luis Ávila / Enviado especial",
                updated="2026-12-05 00:20",
                modified="2026-12-05T06:20:00.000Z",
                tts="2:58",
                tags=["Esmeraldas del Bajío", "Liga de Expansión"],
                arc_id="QZ4L7B2XNC8MJ3HV5YKT6DWEPR",
            )
        )
        add(
            story(
                "feria",
                "/leon/2026/12/04/la-feria-de-leon-2027-tendra-a-oaxaca-como-estado-invitado/",
                "La Feria de León 2027 tendrá a Oaxaca como estado invitado",
                "2026-12-04",
                "2026-12-04T18:15:00.000Z",
                "2026-12-04 12:15",
                [],
                [
                    "Oaxaca será el estado invitado de la Feria Estatal de León 2027, que se realizará del 8 de enero al 5 de febrero en las instalaciones del Poliforum y el Parque Explora, anunció el Patronato de la Feria.",
                    "El pabellón oaxaqueño ocupará unos 2,000 metros cuadrados e incluirá muestras de artesanía, gastronomía y una programación diaria de danza y música tradicional, con la participación de grupos de las ocho regiones del estado.",
                    "El Patronato informó que el costo del boleto de entrada general se mantendrá en 40 pesos y que habrá acceso gratuito los martes para estudiantes y personas adultas mayores con credencial.",
                    "En la edición 2026, la feria recibió a poco más de 5.2 millones de visitantes, según cifras del propio Patronato.",
                    "El cartel completo del Palenque y del Foro Mazda se dará a conocer la próxima semana.",
                ],
                "arc-story-desk-credit-jsonld-org",
                section="León",
                city="León, Gto.",
                credit="Redacción",
                ld_org=True,
                tts="1:54",
                tags=["Feria de León"],
                arc_id="B6NMX2T9W4QK3ZLR7YHCJ5VAEP",
            )
        )
        add(
            story(
                "salud",
                "/leon/2026/12/03/casos-de-influenza-en-guanajuato-suben-38-en-noviembre/",
                "Casos de influenza en Guanajuato suben 38% en noviembre; IMSS llama a vacunarse",
                "2026-12-03",
                "2026-12-03T20:30:00.000Z",
                "2026-12-03 14:30",
                ["Mariana Zúñiga", "Rodrigo Salcedo"],
                [
                    "Los casos confirmados de influenza en Guanajuato aumentaron 38 por ciento en noviembre respecto al mes anterior, de acuerdo con datos del Instituto Mexicano del Seguro Social (IMSS) en el estado, que llamó a la población a aplicarse la vacuna antes de las fiestas de fin de año.",
                    "La mayoría de los casos se concentra en León, Irapuato y Celaya. El subtipo predominante es el AH1N1, según el reporte de la delegación estatal del instituto.",
                    "T: Mes | Casos confirmados | Hospitalizaciones",
                    "T: Septiembre | 212 | 19",
                    "T: Octubre | 348 | 31",
                    "T: Noviembre | 480 | 44",
                    "“Todavía estamos a tiempo: la vacuna tarda unas dos semanas en generar protección, y el pico de contagios suele llegar en enero”, señaló la coordinadora de Salud Pública del IMSS en Guanajuato, Claudia Esparza.",
                    "Las unidades de medicina familiar del IMSS aplican la vacuna sin necesidad de cita a derechohabientes y no derechohabientes, de lunes a viernes de 8:00 a 19:00 horas.",
                ],
                "arc-story-two-authors-data-table",
                section="León",
                city="León, Gto.",
                credit="Por Mariana Zúñiga y Rodrigo Salcedo",
                tts="2:31",
                tags=["Salud", "IMSS"],
                arc_id="H2RVX9N4K7MCQ3BWT5LZ8YJEDA",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/2026/12/04/el-tren-de-pasajeros-que-no-llega/",
                "El tren de pasajeros que no llega",
                "2026-12-04",
                "2026-12-04T12:00:00.000Z",
                "2026-12-04 06:00",
                ["Alejandra Ibarra"],
                [
                    "Cada cierto tiempo alguien vuelve a prometer que el tren de pasajeros llegará al Bajío. Esta semana fue el turno del anuncio de un nuevo estudio de factibilidad para el tramo Querétaro–León, el tercero en ocho años.",
                    "No dudo de la buena fe de quienes lo anuncian. Pero un estudio no mueve a nadie. Mientras tanto, quienes viajan todos los días entre Silao, León e Irapuato lo hacen en autobuses llenos o en carreteras saturadas, y pagan con tiempo lo que el Estado no ha querido pagar con inversión.",
                    "El corredor industrial del Bajío concentra a más de cinco millones de personas. Ciudades de ese tamaño en cualquier otra parte del mundo tendrían un sistema de trenes regionales desde hace décadas.",
                    "Lo que hace falta no es otro estudio, sino una decisión: un calendario, un presupuesto multianual y una autoridad metropolitana con facultades reales para coordinar a los municipios.",
                    "Hasta entonces, el tren seguirá siendo lo que ha sido por 30 años: una promesa que llega puntual cada temporada electoral.",
                ],
                "arc-opinion-column-name-kicker",
                section="Opinión",
                kicker="Bajío Adentro",
                columnist=True,
                bio="Alejandra Ibarra es urbanista y profesora de la Universidad de Guanajuato. Las opiniones expresadas en este espacio son responsabilidad exclusiva de su autora.",
                tts="2:05",
                arc_id="M5TCY8K2X7PQ4WJN3LBV6RZHEG",
            )
        )
        straw = story(
            "straw",
            STRAW,
            "Heladas tempranas dañan 300 hectáreas de fresa en Irapuato",
            "2026-12-03",
            "2026-12-03T15:10:00.000Z",
            "2026-12-03 09:10",
            ["Rodrigo Salcedo"],
            [
                "Las heladas registradas en la madrugada de este jueves dañaron alrededor de 300 hectáreas de cultivo de fresa en comunidades del sur de Irapuato, de acuerdo con una estimación preliminar de la Asociación de Productores de Fresa del municipio.",
                "Los productores más afectados son los de La Calera, Cuchicuato y San Cristóbal, donde las plantas estaban en plena floración. “Es la peor helada en diciembre que recuerdo en quince años”, dijo el productor Fidel Arredondo, quien calcula haber perdido la mitad de su cosecha.",
                "La Secretaría del Campo de Guanajuato enviará brigadas para cuantificar los daños a partir del lunes. Los productores piden que se active el seguro agrícola catastrófico para cubrir parte de las pérdidas.",
                "Irapuato produce cerca del 15 por ciento de la fresa del país y la temporada alta de cosecha comienza precisamente en diciembre, cuando aumenta la demanda para exportación.",
            ],
            "audio",
            section="Estado",
            city="Irapuato, Gto.",
            credit="Por Rodrigo Salcedo",
            tts="3:41",
        )
        add(
            alternate(
                "audio",
                straw,
                "/audios/notas-narradas/heladas-tempranas-danan-300-hectareas-de-fresa-en-irapuato/",
                "narrated-story-page-audioobject",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.key in ("lectura", "feed"):
            self.current = doc.key
            return self.reader_page(doc) if doc.key == "lectura" else self.feed_page(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> dict:
        canon = self.url(doc.key)
        if doc.extra.get("ld_org"):
            author: object = {"@type": "Organization", "name": "El Heraldo del Bajío", "url": ORIGIN + "/"}
        else:
            author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/autores/{slug(a)}/"} for a in doc.authors]
        return {
            "@context": "https://schema.org",
            "@type": "OpinionNewsArticle" if doc.extra.get("columnist") else "NewsArticle",
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "url": canon,
            "mainEntityOfPage": {"@type": "WebPage", "@id": canon},
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "El Heraldo del Bajío",
                "logo": {
                    "@type": "ImageObject",
                    "url": ORIGIN + "/pf/resources/images/logo-heraldo-600x60.png?d=412",
                    "width": 600,
                    "height": 60,
                },
            },
            "image": [f"{ORIGIN}/resizer/v2/{doc.extra.get('arc_id', 'X')}.jpg?auth=7c1e&width=1200&height=675"],
            "articleSection": doc.section,
            "inLanguage": "es-MX",
            "isAccessibleForFree": True,
        }

    def global_content(self, doc: Doc) -> str:
        elements = []
        for b in doc.blocks:
            if b[0] == "p":
                elements.append({"type": "text", "content": plain(b[1])})
            elif b[0] in ("h2", "h3"):
                elements.append({"type": "header", "level": int(b[0][1]), "content": plain(b[1])})
            elif b[0] == "ul":
                elements.append(
                    {
                        "type": "list",
                        "list_type": "unordered",
                        "items": [{"type": "text", "content": plain(i)} for i in b[1]],
                    }
                )
            elif b[0] == "table":
                elements.append({"type": "table", "header": b[1][0], "rows": b[1][1:]})
        gc = {
            "_id": doc.extra.get("arc_id", ""),
            "type": "story",
            "canonical_url": doc.path,
            "headlines": {"basic": doc.title},
            "subheadlines": {"basic": doc.dek},
            "display_date": doc.iso,
            "first_publish_date": doc.iso,
            "last_updated_date": doc.extra.get("modified", doc.iso),
            "credits": {"by": [{"type": "author", "name": a} for a in doc.authors]},
            "taxonomy": {"primary_section": {"_id": "/" + doc.path.split("/")[1], "name": doc.section}},
            "content_elements": elements,
        }
        return json.dumps(gc, ensure_ascii=False)

    def frame(self, doc: Doc, main: str) -> str:
        canon = self.url(doc.key)
        title = doc.title
        if doc.key == "audio":
            head_title = f"Escucha: {title} | El Heraldo del Bajío"
        elif doc.kicker:
            head_title = f"{doc.kicker} | {title} | El Heraldo del Bajío"
        elif doc.key == "home":
            head_title = "El Heraldo del Bajío | Noticias de León, Guanajuato y México"
        else:
            head_title = f"{title} | El Heraldo del Bajío"
        metas = [
            f'<meta name="description" content="{esc(doc.dek or (self.lede(doc) if doc.is_article else title))}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(canon)}">',
            '<meta property="og:site_name" content="El Heraldo del Bajío">',
            '<meta property="og:locale" content="es_MX">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@heraldobajio_test">',
            f'<link rel="canonical" href="{esc(canon)}">',
        ]
        scripts = ""
        if doc.key == "audio":
            metas[3] = f'<meta property="og:url" content="{esc(canon)}">'
            audio_ld = {
                "@context": "https://schema.org",
                "@type": "AudioObject",
                "name": f"Escucha: {title}",
                "description": "Nota narrada con voz sintética.",
                "contentUrl": f"https://audio.heraldobajio.test/tts/es-MX/{quote(STRAW.strip('/').split('/')[-1])}.mp3",
                "encodingFormat": "audio/mpeg",
                "duration": "PT3M41S",
                "uploadDate": "2026-12-03T17:42:00Z",
                "inLanguage": "es-MX",
                "isBasedOn": ORIGIN + STRAW,
                "author": {"@type": "Organization", "name": "El Heraldo del Bajío"},
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(audio_ld, ensure_ascii=False)}</script>')
        elif doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            metas.append(f'<script type="application/ld+json">{json.dumps(self.ld(doc), ensure_ascii=False)}</script>')
            scripts = f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="heraldobajio";Fusion.contextPath="/pf";Fusion.deployment="412";Fusion.globalContent={self.global_content(doc)};Fusion.globalContentConfig={{"source":"content-api","query":{{"_id":"{doc.extra.get("arc_id", "")}","website_url":"{doc.path}"}}}};</script>'
        else:
            scripts = f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="heraldobajio";Fusion.contextPath="/pf";Fusion.deployment="412";Fusion.globalContent={{"type":"{doc.kind}","_id":"{doc.path}"}};</script>'
        if doc.key == "leon":
            metas.append(f'<link rel="alternate" type="application/rss+xml" title="León" href="{self.href("feed")}">')
        nav = "".join(
            f'<li class="c-nav__item">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="c-nav__item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("leon", "León"),
                ("/estado/", "Estado"),
                ("/mexico/", "México"),
                ("/mundo/", "Mundo"),
                ("/deportes/", "Deportes"),
                ("/opinion/", "Opinión"),
                ("/espectaculos/", "Espectáculos"),
                ("/audios/", "Audios"),
            )
        )
        most = "".join(
            f'<li class="c-stack">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("agua", "futbol", "frio", "salud")
        )
        metas_html = "\n".join(metas)
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(head_title)}</title>
{metas_html}
<link rel="preconnect" href="https://www.googletagmanager.com">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412&amp;mxId=00000000">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{"story" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.title)}"}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div id="fusion-app" class="layout-section-wrap">
<div class="b-cookie-consent" role="dialog"><p>Usamos cookies propias y de terceros para mejorar tu experiencia y mostrarte publicidad relevante. Al continuar navegando aceptas nuestro {self.a("privacidad", "aviso de privacidad", "footer")}.</p><button>Aceptar</button></div>
<header class="c-nav">
<div class="c-nav__top"><span class="c-nav__date">Sábado, 5 de diciembre de 2026</span> <span class="c-nav__weather">León 14 °C</span> <a href="/suscripciones/">Suscríbete</a> <a href="/cuenta/iniciar-sesion/">Iniciar sesión</a></div>
{self.a("home", "El Heraldo del Bajío", "nav", 'class="c-nav__logo"', inner='<img src="/pf/resources/images/logo-heraldo.svg?d=412" alt="El Heraldo del Bajío" width="260" height="42">')}
<nav><ul class="c-nav__list">{nav}</ul><a class="c-nav__search" href="/buscar/" aria-label="Buscar">Buscar</a></nav>
</header>
<div class="b-ad b-ad--leaderboard" id="arcad-top" data-ad-name="top_leaderboard"></div>
<main class="b-right-rail-advanced">
<div class="b-right-rail-advanced__main">
{main}
</div>
<aside class="b-right-rail-advanced__rail">
<div class="b-ad b-ad--box" id="arcad-box1" data-ad-name="box1"></div>
<div class="b-top-table-list"><h2>Lo más leído</h2><ol>{most}</ol></div>
<div class="b-audio-rail"><h2>Notas narradas</h2><p>{self.a("audio", "Escucha: Heladas tempranas dañan 300 hectáreas de fresa en Irapuato", "aside")}</p></div>
</aside>
</main>
<footer class="b-footer">
<ul class="b-footer__links"><li><a href="/quienes-somos/">Quiénes somos</a></li><li><a href="/contacto/">Contacto</a></li><li><a href="/anunciate/">Anúnciate</a></li><li>{self.a("privacidad", "Aviso de privacidad", "footer")}</li><li><a href="/terminos-y-condiciones/">Términos y condiciones</a></li><li>{self.a("feed", "RSS", "footer")}</li></ul>
<div class="b-footer__social"><a href="https://www.facebook.com/heraldobajio.test">Facebook</a> <a href="https://x.com/heraldobajio_test">X</a> <a href="https://www.instagram.com/heraldobajio.test">Instagram</a> <a href="https://www.tiktok.com/@heraldobajio.test">TikTok</a></div>
<p class="b-footer__copyright">© 2026 Editora del Bajío, S.A. de C.V. Todos los derechos reservados.</p>
</footer>
</div>
{scripts}
<script src="/pf/dist/engine/react.js?d=412&amp;mxId=00000000" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=412&amp;mxId=00000000" defer></script>
</body>
</html>"""

    def tts(self, doc: Doc, big: bool = False) -> str:
        dur = doc.extra.get("tts", "")
        cls = "tts-player tts-player--big" if big else "tts-player"
        src = f"https://audio.heraldobajio.test/tts/es-MX/{doc.path.strip('/').split('/')[-1]}.mp3"
        return f"""<div class="{cls}" data-voice="es-MX-Lucia-Neural" data-src="{src}">
<button class="tts-player__button" aria-label="Reproducir">▶</button>
<span class="tts-player__label">Escucha esta nota</span>
<span class="tts-player__time">00:00 / 0{dur}</span>
<span class="tts-player__speed"><button>1x</button><button>1.25x</button><button>1.5x</button></span>
<p class="tts-player__disclaimer">Voz generada con inteligencia artificial. Puede contener errores de pronunciación.</p>
</div>"""

    def figure(self, alt: str, cap: str) -> str:
        return f'<figure class="c-media-item"><img src="{ORIGIN}/resizer/v2/{quote(alt.replace(" ", "-"))}.jpg?auth=2f9a&amp;width=800&amp;height=450" alt="{esc(alt)}" width="800" height="450" loading="lazy"><figcaption class="c-media-item__caption">{esc(cap)}</figcaption></figure>'

    def byline(self, doc: Doc) -> str:
        credit = doc.extra.get("credit", "")
        html = esc(credit)
        for a in doc.authors:
            link = (
                self.a("author", a, "byline")
                if a == "Mariana Zúñiga"
                else f'<a href="/autores/{slug(a)}/">{esc(a)}</a>'
            )
            html = html.replace(esc(a), link, 1)
        return f'<div class="b-byline"><span class="c-attribution">{html}</span></div>'

    def dateline(self, doc: Doc) -> str:
        upd = (
            f'<span class="b-date__updated">Actualizado: {mx(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        return f'<div class="b-date"><span class="b-date__city">{esc(doc.extra.get("city", ""))}</span> / <time datetime="{doc.iso}">{mx(doc.stamp)}</time> {upd}</div>'

    def story_main(self, doc: Doc) -> str:
        if doc.key == "audio":
            return self.audio_main(doc)
        fig = self.figure(*doc.extra["fig"]) if doc.extra.get("fig") else ""
        sub = f'<h2 class="b-subheadline c-heading">{esc(doc.dek)}</h2>' if doc.dek else ""
        if doc.extra.get("columnist"):
            who = f'<div class="b-author-bio"><img src="{ORIGIN}/resizer/v2/columnistas/{slug(doc.authors[0])}.png?auth=9e1b&amp;width=96" alt="{esc(doc.authors[0])}" width="96" height="96"><div class="b-author-bio__name"><a href="/autores/{slug(doc.authors[0])}/">{esc(doc.authors[0])}</a></div><div class="b-author-bio__column">Columna: {esc(doc.kicker)}</div></div>'
            over = f'<div class="c-overline"><a href="/opinion/">Opinión</a> · {esc(doc.kicker)}</div>'
        else:
            who = self.byline(doc)
            sec = (
                self.a("leon", doc.section, "breadcrumb")
                if doc.section == "León"
                else f'<a href="/{doc.path.split("/")[1]}/">{esc(doc.section)}</a>'
            )
            over = f'<div class="c-overline">{sec}</div>'
        bio = f'<p class="b-author-bio__text"><em>{esc(doc.extra["bio"])}</em></p>' if doc.extra.get("bio") else ""
        reader = ""
        if doc.key == "agua":
            button = 'class="c-button c-button--reader"'
            reader = f'<div class="b-article-tools">{self.a("lectura", "Modo lectura", "content", button)}</div>'
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == "SAPAL"
            else f'<li><a href="/temas/{slug(t)}/">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        rel = "".join(
            f'<li class="c-stack">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="b-article">
{over}
<h1 class="b-headline c-heading">{esc(doc.title)}</h1>
{sub}
{who}
{self.dateline(doc)}
<div class="b-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/tweet?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a></div>
{reader}
{self.tts(doc)}
{fig}
<div class="b-article-body">
{self.blocks(doc, p_tag='<p class="c-paragraph">')}
</div>
{bio}
<div class="b-ad b-ad--inarticle" data-ad-name="box2"></div>
<div class="b-tags"><h3>Temas</h3><ul>{tags}</ul></div>
<div class="b-related"><h3>Te puede interesar</h3><ul>{rel}</ul></div>
</article>"""

    def audio_main(self, doc: Doc) -> str:
        return f"""<article class="b-article b-article--audio">
<div class="c-overline"><a href="/audios/">Audios</a> · Notas narradas</div>
<h1 class="b-headline c-heading">{esc(doc.title)}</h1>
{self.byline(doc)}
{self.dateline(doc)}
{self.tts(doc, big=True)}
<p class="b-audio__voice">Narración: voz sintética «Lucía» (es-MX). Duración: 3 min 41 s. <a href="https://audio.heraldobajio.test/tts/es-MX/heladas-tempranas-danan-300-hectareas-de-fresa-en-irapuato.mp3?download=1">Descargar MP3</a></p>
<p class="b-audio__original"><a href="{STRAW}">Leer la nota original</a></p>
<div class="b-audio__transcript"><h2>Transcripción</h2>
<div class="b-article-body">
{self.blocks(doc, p_tag='<p class="c-paragraph">')}
</div></div>
<div class="b-related"><h3>Más notas narradas</h3><ul><li><a href="/audios/notas-narradas/sapal-anuncia-cortes-de-agua-en-48-colonias-por-obras-en-el-acueducto/">SAPAL anuncia cortes de agua en 48 colonias</a></li><li><a href="/audios/notas-narradas/leon-registra-la-madrugada-mas-fria-del-ano/">León registra la madrugada más fría del año</a></li></ul></div>
</article>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        if d.kind == "soft404":
            return f'<div class="c-stack b-results-list__item"><h2>{self.a(k, d.extra["teaser"], "content")}</h2><time>28.11.2026</time></div>'
        credit = f'<span class="c-attribution">{esc(d.extra.get("credit") or d.authors[0])}</span>'
        return f'<div class="c-stack b-results-list__item"><img src="{ORIGIN}/resizer/v2/{d.extra.get("arc_id", "X")}.jpg?auth=1a2b&amp;width=320&amp;height=180" alt="" loading="lazy"><h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d))}</p>{credit} <time>{mx(d.stamp).split()[0]}</time></div>'

    def listing_main(self, doc: Doc) -> str:
        items = [self.card(k) for k in doc.extra["list"]]
        for path, title, day in doc.extra.get("older", []):
            items.append(
                f'<div class="c-stack b-results-list__item"><h2><a href="{path}">{esc(title)}</a></h2><time>{day}</time></div>'
            )
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">El Heraldo del Bajío</h1>'
        elif doc.kind == "author":
            head = f'<div class="b-full-author-bio"><img src="{ORIGIN}/resizer/v2/autores/mariana-zuniga.png?auth=9e1b&amp;width=150" alt="Mariana Zúñiga" width="150" height="150"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/marianazuniga_test">@marianazuniga_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><form action="/buscar/" method="get"><input name="query" value="agua"><button>Buscar</button></form><p>3 resultados para «agua»</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="b-section-title">Tema: {esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "leon":
            pager = f'<div class="b-pagination">{self.a("leon2", "Siguiente »", "pagination")}</div>'
        elif doc.key == "leon2":
            pager = f'<div class="b-pagination">{self.a("leon", "« Anterior", "pagination")} <a href="/leon/3/">Siguiente »</a></div>'
        elif doc.key == "home":
            pager = f'<div class="b-more">{self.a("leon", "Más noticias de León", "content")} · {self.a("search", "Todo sobre el agua en León", "content")}</div>'
        return f'<section class="b-results-list">{head}\n' + "\n".join(items) + f"\n{pager}</section>"

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.kind == "soft404":
            more = "".join(
                f'<li class="c-stack">{self.a(k, self.docs[k].title, "content")}</li>'
                for k in ("agua", "frio", "futbol")
            )
            return f'<section class="b-error-page"><h1>{esc(doc.title)}</h1>\n{body}\n<p>{self.a("home", "Ir a la portada", "content")}</p><form action="/buscar/" method="get"><input name="query"><button>Buscar</button></form><h2>Lo último</h2><ul>{more}</ul></section>'
        return f'<section class="b-static-page"><h1>{esc(doc.title)}</h1>\n{body}\n</section>'

    # --- alternates ----------------------------------------------------------------------------------------------

    def reader_page(self, doc: Doc) -> str:
        canon = self.url("agua")
        fig = self.figure(*doc.extra["fig"])
        return f"""<!DOCTYPE html>
<html lang="es" class="reader-mode">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | Modo lectura | El Heraldo del Bajío</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="{esc(canon)}">
<style>/*PAD*/</style>
<script>document.documentElement.dataset.theme=localStorage.getItem("hdb-reader-theme")||"claro";</script>
</head>
<body class="reader-mode">
<div class="reader-mode__toolbar" role="toolbar">
{self.a("agua", "Salir del modo lectura", "content", 'class="reader-mode__exit"')}
<button class="reader-mode__font" data-step="-1" aria-label="Reducir texto">A−</button>
<button class="reader-mode__font" data-step="1" aria-label="Aumentar texto">A+</button>
<button class="reader-mode__theme" data-theme="sepia">Sepia</button>
<button class="reader-mode__theme" data-theme="oscuro">Oscuro</button>
<span class="reader-mode__time">Lectura de 3 minutos</span>
</div>
<article class="reader-mode__article">
<p class="reader-mode__site">{self.a("home", "El Heraldo del Bajío", "nav")} · {self.a("leon", "León", "breadcrumb")}</p>
<h1>{esc(doc.title)}</h1>
<p class="reader-mode__dek">{esc(doc.dek)}</p>
<p class="reader-mode__meta">{esc(doc.extra["credit"])} · {esc(doc.extra["city"])} / {mx(doc.stamp)}</p>
{self.tts(doc)}
{fig}
<div class="reader-mode__body">
{self.blocks(doc)}
</div>
<p class="reader-mode__source">Nota publicada originalmente en {self.a("agua", canon, "content")}</p>
</article>
<footer class="reader-mode__footer"><p>© 2026 Editora del Bajío, S.A. de C.V.</p></footer>
<script src="/pf/resources/js/reader-mode.js?d=412" defer></script>
</body>
</html>"""

    def feed_page(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cats = "".join(f'<span class="category">{esc(t)}</span>' for t in d.extra.get("tags", []))
            items.append(
                f'<div class="item"><h3>{self.a(k, d.title, "content")}</h3><p class="meta">Publicado: {rfc822(d.stamp)} · {esc(d.extra.get("credit", ""))}</p><p class="description">{esc(d.dek or self.lede(d))}</p><p class="categories">{cats}</p></div>'
            )
        for path, title, day in OLDER[:3]:
            dd, mm, yy = day.split(".")
            items.append(
                f'<div class="item"><h3><a href="{path}">{esc(title)}</a></h3><p class="meta">Publicado: {rfc822(f"{yy}-{mm}-{dd} 10:00")}</p></div>'
            )
        body = "\n".join(items)
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} (RSS)</title>
<meta name="robots" content="noindex">
<link rel="alternate" type="application/rss+xml" title="{esc(doc.title)}" href="/arc/outboundfeeds/rss/category/leon/?outputType=xml">
<style>/*PAD*/</style>
</head>
<body class="rss-preview">
<!-- generated by /pf/resources/xsl/rss-preview.xsl from /arc/outboundfeeds/rss/category/leon/?outputType=xml -->
<nav class="rss-preview__notice">
<p><strong>Esto es un canal RSS.</strong> Suscríbete copiando la URL de la barra de direcciones en tu lector de noticias. Visita <a href="https://aboutfeeds.com/">About Feeds</a> para saber más sobre los lectores de noticias y cómo suscribirte. Es gratis.</p>
</nav>
<header class="rss-preview__header">
<p class="rss-preview__label">Vista previa del canal RSS</p>
<h1>{esc(doc.title)}</h1>
<p>Las noticias más recientes de León, Guanajuato: servicios públicos, seguridad, salud y vida en la ciudad.</p>
<p>{self.a("leon", "Visitar el sitio web →", "content")}</p>
<p class="rss-preview__updated">Última actualización: {rfc822("2026-12-04 19:40")}</p>
</header>
<main class="rss-preview__items">
<h2>Notas recientes</h2>
{body}
</main>
<footer class="rss-preview__footer"><p>Canales disponibles: <a href="/rss/estado/">Estado</a> · <a href="/rss/deportes/">Deportes</a> · <a href="/rss/opinion/">Opinión</a> · {self.a("home", "Portada", "footer")}</p><p>© 2026 Editora del Bajío, S.A. de C.V.</p></footer>
</body>
</html>"""


def slug(name: str) -> str:
    table = str.maketrans("áéíóúüñÁÉÍÓÚÑ", "aeiouunAEIOUN")
    return name.translate(table).lower().replace(" ", "-")
