# ruff: noqa: E501 (page texts and markup are long literal lines)
"""La Voz de Castilla: a Valladolid regional daily on a **Vocento-like** system (`v-a-t` headline, `v-a-sub`
subtitle, `v-mdl-ath` author module, `v-d` body, `v-p` paragraphs, URLs with the **local publication time in the
slug**, `/valladolid/<slug>-20261209224500-nt.html`, `/valladolid/?pagina=2`, `/temas/<tag>.html`,
`/autor/<name>-123.html`, `/buscador/?q=`), Spanish, Madrid time (CET, +01:00), served as **ISO-8859-15 declared
only in `<meta charset>`** (the header says plain `text/html`), labelled `iso8859-15`.

Dates print "Miércoles, 9 de diciembre 2026, 22:45" and "Actualizado 10/12/2026 00:10h."; the `NewsArticle`
JSON-LD is in UTC: the La Rondilla fire printed at 00:40 on 10 Dec (URL stamp `20261210004000`) is
`2026-12-09T23:40:00Z` in its JSON-LD, labelled 10 Dec. The interview has no JSON-LD. Credits: "Carmen Alonso" with
a city line; "Redacción" (JSON-LD author the paper); "Europa Press" (JSON-LD Person); initials "J. M. Sanz"; two
names separated by a slash ("Lucía Martín / Pablo Hernández"); the op-ed writer's name set in capitals by CSS only,
with a bio line under the text. The transhumance special is a scrollytelling page whose text is **split line by line
into `<span class="line">`s** inside scrolly steps (no `<p>`), with a photographer credited beside the writer (both
Persons in its `ReportageNewsArticle` JSON-LD). The snow story carries a **print-only copy** of itself. A ninth
story is linked from the fronts but served as a "pay or okay" **cookie wall** ("Acepta las cookies o suscríbete")."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import ES_DAYS, ES_MONTHS, Base, line_spans, page, para_blocks, story, weekday, ymd
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.lavozdecastilla.test"
ARTS = ["ep", "incendio", "dos", "sanz", "tribuna", "nieve", "especial", "entrevista"]


def printed(local: str) -> str:
    """'2026-12-09 22:45' -> 'Miércoles, 9 de diciembre 2026, 22:45'."""
    y, m, d = ymd(local)
    return f"{ES_DAYS[weekday(local)].capitalize()}, {d} de {ES_MONTHS[m - 1]} {y}, {local.split()[1]}"


def utc(local: str) -> str:
    y, m, d = ymd(local)
    hh, mm = (int(x) for x in local.split()[1].split(":"))
    hh -= 1
    if hh < 0:
        hh += 24
        d -= 1  # December: never the first of the month in this set
    return f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z"


def stamp_slug(local: str) -> str:
    return local.replace("-", "").replace(" ", "").replace(":", "") + "00"


class VozCastilla(Base):
    origin = ORIGIN
    name = "La Voz de Castilla"
    prefix = "vdc"
    language = "es"
    encoding = "iso8859-15"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vdc",
            [
                ".v-hdr",
                ".v-nav__item",
                ".v-a-t",
                ".v-a-sub",
                ".v-mdl-ath",
                ".v-d .v-p",
                ".voc-scrolly__step",
                ".voc-scrolly .line",
                ".v-card",
                ".v-ftr",
                ".v-adv",
                ".v-lst-nws",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add

        def art(key: str, folder: str, slug: str, local: str, *args, **kw) -> None:  # type: ignore[no-untyped-def]
            add(story(key, f"/{folder}/{slug}-{stamp_slug(local)}-nt.html", *args, **kw))

        add(page("home", "/", "home", "La Voz de Castilla", "vocento-home", list=ARTS, more="seccion"))
        add(
            page(
                "seccion",
                "/valladolid/",
                "section",
                "Valladolid",
                "seccion-front",
                list=["incendio", "dos", "sanz", "nieve"],
                more="seccion2",
            )
        )
        add(
            page(
                "seccion2",
                "/valladolid/?pagina=2",
                "section",
                "Valladolid",
                "seccion-front-page2",
                list=["especial", "entrevista", "consent"],
                older=[
                    (
                        "/valladolid/feria-libro-antiguo-plaza-mayor-20261205120000-nt.html",
                        "La Feria del Libro Antiguo vuelve a la Plaza Mayor",
                    ),
                    (
                        "/valladolid/autobuses-auvasa-lineas-nocturnas-20261204183000-nt.html",
                        "Auvasa refuerza las líneas búho durante las fiestas",
                    ),
                    (
                        "/valladolid/museo-escultura-visitas-record-20261203101500-nt.html",
                        "El Museo de Escultura roza las 300.000 visitas",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/temas/patrimonio.html",
                "tag",
                "Patrimonio",
                "temas-page",
                list=["tribuna", "entrevista", "especial"],
            )
        )
        add(
            page(
                "author",
                "/autor/carmen-alonso-123.html",
                "author",
                "Carmen Alonso",
                "autor-page",
                list=["nieve", "especial"],
                bio="Periodista de la sección de Valladolid. Escribe sobre medio rural, clima y agricultura.",
            )
        )
        add(
            page(
                "search",
                "/buscador/?q=nieve",
                "search",
                "Resultados para «nieve»",
                "buscador-results",
                list=["nieve", "especial"],
            )
        )
        add(
            page(
                "video",
                "/videos/",
                "video",
                "Vídeos",
                "video-hub",
                videos=[
                    ("01:34", "Así cruza el rebaño la N-601 en Medina de Rioseco", "especial"),
                    ("00:52", "Quitanieves en los Montes Torozos", "nieve"),
                    ("02:10", "Los bomberos sofocan el incendio de La Rondilla", "incendio"),
                    ("03:05", "Encendido del alumbrado navideño en la calle Santiago", None),
                    ("01:48", "El Pisuerga, a su paso por Las Moreras, tras las lluvias", None),
                    ("04:20", "Entrevista: los últimos artesanos del botijo en Portillo", None),
                ],
            )
        )
        add(
            page(
                "consent",
                "/valladolid/plan-peatonalizacion-centro-20261209181500-nt.html",
                "consent-wall",
                "Acepta las cookies o suscríbete",
                "pay-or-okay-cookie-wall-instead-of-story",
            )
        )
        add(
            page(
                "esquelas",
                "/esquelas/",
                "obituaries",
                "Esquelas",
                "death-notices-list",
                notices=[
                    (
                        "Don Emilio Arranz Velasco",
                        "Falleció en Valladolid el 8 de diciembre de 2026, a los 87 años de edad.",
                        "Funeral: jueves 10, a las 12:00 horas, en la parroquia de San Lorenzo.",
                    ),
                    (
                        "Doña María Pilar Herrero Gil",
                        "Falleció en Tordesillas el 8 de diciembre de 2026, a los 92 años de edad.",
                        "Funeral: jueves 10, a las 17:00 horas, en la iglesia de Santa María.",
                    ),
                    (
                        "Don Santiago Rojo Benito",
                        "Falleció en Valladolid el 9 de diciembre de 2026, a los 74 años de edad.",
                        "Funeral: viernes 11, a las 11:30 horas, en el tanatorio de Las Contiendas.",
                    ),
                    (
                        "Doña Ascensión Pascual Mata",
                        "Falleció en Medina del Campo el 9 de diciembre de 2026, a los 81 años de edad.",
                        "Funeral: viernes 11, a las 16:30 horas, en la colegiata de San Antolín.",
                    ),
                    (
                        "Don Félix Cuesta Alonso",
                        "Falleció en Valladolid el 9 de diciembre de 2026, a los 68 años de edad.",
                        "Funeral: sábado 12, a las 10:30 horas, en la parroquia de El Salvador.",
                    ),
                ],
            )
        )
        add(
            page(
                "legal",
                "/aviso-legal.html",
                "policy",
                "Aviso legal",
                "aviso-legal",
                [
                    "En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico, se informa de que este sitio web es propiedad de Ediciones de la Meseta, S.L., con domicilio en la calle Vázquez de Menchaca 10, 47008 Valladolid, e inscrita en el Registro Mercantil de Valladolid, tomo 1234, folio 56, hoja VA-7890. CIF: B-47123456.",
                    "## Propiedad intelectual",
                    "Todos los contenidos de este sitio, incluidos textos, fotografías, gráficos y vídeos, están protegidos por los derechos de propiedad intelectual. Queda prohibida su reproducción total o parcial sin autorización expresa de Ediciones de la Meseta, S.L.",
                    "## Responsabilidad",
                    "La Voz de Castilla no se hace responsable de las opiniones expresadas por los lectores en los comentarios ni del contenido de los sitios enlazados.",
                ],
            )
        )
        art(
            "ep",
            "castilla-leon",
            "junta-convoca-320-plazas-enfermeria-2027",
            "2026-12-10 12:10",
            "La Junta convocará 320 plazas de enfermería en la oferta de empleo de 2027",
            "2026-12-10",
            utc("2026-12-10 12:10"),
            "2026-12-10 12:10",
            [],
            [
                "Valladolid, 10 dic. (EUROPA PRESS) La Consejería de Sanidad de la Junta de Castilla y León convocará 320 plazas de enfermería en la oferta de empleo público de 2027, según ha informado este jueves en un comunicado.",
                "Las plazas se distribuirán entre las once áreas de salud de la comunidad y la mayoría corresponderán a atención primaria, donde el déficit de profesionales es mayor en el medio rural.",
                "El proceso selectivo se abrirá en el primer trimestre del año y las pruebas están previstas para el otoño.",
            ],
            "agency-brief-europa-press-jsonld-person",
            section="Castilla y León",
            credit="Europa Press",
            ld="ep",
        )
        art(
            "incendio",
            "valladolid",
            "incendio-desalojo-edificio-rondilla",
            "2026-12-10 00:40",
            "Un incendio obliga a desalojar un edificio de viviendas en La Rondilla",
            "2026-12-10",
            utc("2026-12-10 00:40"),
            "2026-12-10 00:40",
            [],
            [
                "Los bomberos de Valladolid desalojaron en la noche del miércoles a los vecinos de un edificio de seis plantas de la calle Portillo de Balboa, en el barrio de La Rondilla, por un incendio declarado en una vivienda del tercer piso.",
                "El fuego se originó poco antes de las 23:00 horas, al parecer en la cocina, y provocó una densa columna de humo que se extendió por la escalera. Una veintena de vecinos fueron atendidos por inhalación de humo y dos de ellos fueron trasladados al Hospital Clínico Universitario.",
                "Según fuentes municipales, los bomberos extinguieron las llamas en unos cuarenta minutos. Los vecinos pudieron regresar a sus casas pasada la una de la madrugada, salvo los de la vivienda afectada, que ha quedado inhabitable.",
                "La Policía Municipal investiga las causas del incendio.",
            ],
            "desk-credit-utc-previous-day-url-stamp",
            section="Valladolid",
            credit="Redacción",
            dek="Una veintena de vecinos, atendidos por inhalación de humo; dos de ellos, trasladados al Clínico",
            updated="2026-12-10 01:25",
            ld="org",
        )
        art(
            "dos",
            "valladolid",
            "comerciantes-centro-ora-gratuita-navidad",
            "2026-12-09 19:05",
            "Los comerciantes del centro piden que la ORA sea gratuita por las tardes en Navidad",
            "2026-12-09",
            utc("2026-12-09 19:05"),
            "2026-12-09 19:05",
            ["Lucía Martín", "Pablo Hernández"],
            [
                "La Federación de Comercio de Valladolid ha pedido al Ayuntamiento que la zona de estacionamiento regulado (ORA) sea gratuita por las tardes durante las fiestas navideñas, como ya ocurre en otras ciudades de la comunidad, para atraer clientes al centro frente a los grandes centros comerciales.",
                "La petición se ha trasladado por escrito a la concejalía de Movilidad, que de momento no ha respondido. Según los comerciantes, la medida costaría al Ayuntamiento unos 60.000 euros en ingresos perdidos.",
                "«La gente de los barrios y de los pueblos del alfoz viene al centro si le resulta cómodo. Si no, se va a los centros comerciales, donde aparca gratis», explica el presidente de la federación, Óscar Rebollo.",
                "El Ayuntamiento ya amplió este año el horario del autobús urbano los sábados de diciembre y ha instalado un nuevo alumbrado en las calles Santiago y Constitución.",
            ],
            "two-names-slash",
            section="Valladolid",
            byline_text="Lucía Martín / Pablo Hernández",
            ld="persons",
        )
        art(
            "sanz",
            "valladolid",
            "junta-adjudica-obras-centro-salud-parquesol",
            "2026-12-09 13:30",
            "La Junta adjudica por 9,4 millones las obras del nuevo centro de salud de Parquesol",
            "2026-12-09",
            utc("2026-12-09 13:30"),
            "2026-12-09 13:30",
            ["J. M. Sanz"],
            [
                "La Consejería de Sanidad ha adjudicado por 9,4 millones de euros las obras del nuevo centro de salud de Parquesol, que sustituirá al actual, ubicado en los bajos de un edificio de viviendas desde hace más de treinta años.",
                "El nuevo edificio se levantará en una parcela municipal de la calle Ciudad de la Habana y tendrá tres plantas, 24 consultas de medicina de familia y pediatría, una sala de fisioterapia y un punto de atención continuada.",
                "Las obras comenzarán en febrero y tienen un plazo de ejecución de 22 meses, por lo que el centro podría abrir a finales de 2028. La asociación vecinal de Parquesol, que lleva una década reclamando el nuevo centro, celebró la adjudicación pero pidió que no haya más retrasos.",
                "«Hemos visto demasiadas primeras piedras en esta ciudad», señaló su presidenta, Pilar Arranz.",
            ],
            "initials-byline",
            section="Valladolid",
            ld="persons",
        )
        art(
            "tribuna",
            "opinion",
            "canal-castilla-patrimonio-industrial-tribuna",
            "2026-12-08 07:00",
            "El Canal de Castilla merece algo más que un paseo",
            "2026-12-08",
            utc("2026-12-08 07:00"),
            "2026-12-08 07:00",
            ["Ignacio Pérez de la Fuente"],
            [
                "Pocas obras dicen tanto de la ambición de la Ilustración española como el Canal de Castilla. Se pensó para sacar el trigo de la meseta hacia los puertos del Cantábrico y tardó casi un siglo en construirse. Cuando por fin estuvo terminado, el ferrocarril ya lo había dejado obsoleto.",
                "Hoy el canal es un paseo agradable, una ruta cicloturista y una postal de esclusas y dársenas. Está bien que así sea. Pero corremos el riesgo de quedarnos solo con la postal y olvidar el patrimonio industrial que lo rodea: fábricas de harinas, almacenes y casas de esclusero, muchas de ellas en ruina.",
                "La reciente decisión de la Confederación Hidrográfica del Duero de ceder la gestión de varios edificios a los ayuntamientos es una oportunidad, siempre que venga acompañada de dinero y de un plan común. De lo contrario, cada pueblo hará lo que pueda y el conjunto se perderá.",
                "El canal fue un proyecto de país. Su conservación también debería serlo.",
            ],
            "op-ed-name-uppercase-by-css-bio-line",
            section="Opinión",
            kicker="Tribuna",
            tail="Ignacio Pérez de la Fuente es catedrático de Historia Contemporánea de la Universidad de Valladolid.",
            ld="persons",
        )
        art(
            "nieve",
            "valladolid",
            "primera-nevada-cadenas-montes-torozos",
            "2026-12-07 11:20",
            "La primera nevada del invierno obliga a usar cadenas en los Montes Torozos",
            "2026-12-07",
            utc("2026-12-07 11:20"),
            "2026-12-07 11:20",
            ["Carmen Alonso"],
            [
                "La primera nevada del invierno obligó este lunes a usar cadenas en varias carreteras de los Montes Torozos, al oeste de la provincia, y provocó retenciones de hasta una hora en la A-62 a la altura de Villanubla.",
                "La Agencia Estatal de Meteorología mantiene el aviso amarillo por nevadas por encima de los 800 metros hasta el jueves, con acumulaciones de entre dos y cinco centímetros en la meseta y de hasta quince en el norte de la comunidad.",
                "La Diputación de Valladolid ha desplegado once quitanieves y ha esparcido más de 300 toneladas de sal en la red provincial. Las clases se suspendieron en los colegios rurales agrupados de Torozos y Wamba, donde el transporte escolar no pudo circular.",
                "El aeropuerto de Villanubla registró retrasos en los dos vuelos de la mañana. La Dirección General de Tráfico recomienda no viajar sin consultar antes el estado de las carreteras.",
            ],
            "print-only-duplicate-copy",
            section="Valladolid",
            dek="Once quitanieves trabajan en la red provincial y se suspenden las clases en dos colegios rurales",
            city="Valladolid",
            print_copy=True,
            ld="persons",
        )
        art(
            "especial",
            "valladolid",
            "especial-trashumancia-canada-real-ultimo-rebano",
            "2026-12-07 08:00",
            "Tres semanas con el último rebaño que cruza Castilla a pie",
            "2026-12-07",
            utc("2026-12-07 08:00"),
            "2026-12-07 08:00",
            ["Carmen Alonso"],
            [
                "Son las siete de la mañana y todavía es de noche en la Cañada Real. Mil doscientas ovejas merinas esperan en un corral de piedra a las afueras de Medina de Rioseco a que Tomás Herrero abra la puerta. Llevan once días caminando desde las montañas de León y les quedan otros diez hasta los pastos de invierno de Extremadura.",
                "Herrero tiene 61 años y es, según la asociación de ganaderos trashumantes, el último pastor de Castilla y León que sigue haciendo el viaje completo a pie. Lo hizo por primera vez con su padre cuando tenía nueve años. Entonces eran una docena de rebaños; hoy el suyo camina solo.",
                "«La gente piensa que esto es folclore, pero es la forma más barata de alimentar a las ovejas en invierno», explica mientras los perros ordenan el rebaño. «El camión cuesta dinero y los pastos de allí abajo están verdes cuando aquí está todo helado».",
                "El recorrido tiene cerca de 500 kilómetros y atraviesa cuatro provincias. La cañada, una vía pecuaria protegida por ley, tiene en teoría 75 metros de ancho, pero en muchos tramos ha quedado reducida a un camino entre naves, autovías y campos de regadío.",
                "Los problemas empiezan en los cruces. En la N-601 el rebaño tarda veinte minutos en pasar y la Guardia Civil corta el tráfico. En algunos pueblos los vecinos salen a verlo como si fuera una procesión; en otros, los agricultores se quejan de que las ovejas entran en los sembrados.",
                "Su hijo Daniel, de 27 años, le acompaña este año por primera vez en cinco. No sabe si seguirá. «Me gusta, pero no sé si se puede vivir de esto con una familia», dice. Su padre no le presiona: «Si lo deja, lo deja. Pero que lo deje sabiendo lo que es».",
                "El rebaño llegó a su destino el pasado 28 de noviembre, después de 21 días de camino. Herrero volverá a subir a León en junio, cuando el calor seque los pastos del sur.",
            ],
            "scrollytelling-per-line-spans-photographer-in-jsonld",
            section="Valladolid",
            dek="Tomás Herrero, 61 años, sigue llevando a pie sus 1.200 merinas desde León hasta Extremadura. Le acompañamos en el tramo castellano de la Cañada Real",
            photographer="Rubén Cacho",
            scrolly=True,
            ld="reportage",
        )
        art(
            "entrevista",
            "valladolid",
            "entrevista-begona-calvo-harinera-la-perla",
            "2026-12-06 09:00",
            "Begoña Calvo: «Rehabilitar es más difícil que construir, pero es lo que toca»",
            "2026-12-06",
            None,
            "2026-12-06 09:00",
            ["Lucía Martín"],
            [
                "La arquitecta vallisoletana Begoña Calvo dirige desde hace dos años la rehabilitación de la antigua fábrica de harinas La Perla, que abrirá en primavera como centro cultural. Hablamos con ella en la obra, entre andamios y sacos de cal.",
                "Q: ¿Cuál ha sido la mayor sorpresa de la obra? || La estructura. Pensábamos que habría que sustituir gran parte de las vigas de madera y al final hemos podido conservar casi el ochenta por ciento. Los constructores de 1910 sabían lo que hacían.",
                "Q: ¿Por qué cuesta tanto rehabilitar? || Porque cada edificio es distinto y no hay dos problemas iguales. Construir de nuevo es más previsible. Rehabilitar es más difícil, pero es lo que toca si queremos ciudades con memoria y con menos emisiones.",
                "Q: ¿Qué le falta a Valladolid? || Creérselo. Tenemos un patrimonio industrial enorme junto al Pisuerga y durante años lo hemos tratado como un estorbo.",
            ],
            "q-and-a-no-jsonld",
            section="Valladolid",
            ld="none",
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | La Voz de Castilla</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="La Voz de Castilla">',
            '<meta property="og:locale" content="es_ES">',
        ]
        mode = doc.extra.get("ld", "")
        if not doc.is_article or mode == "none":
            return "\n".join(out)
        if mode == "ep":
            author: list = [{"@type": "Person", "name": "Europa Press"}]
        elif mode == "org":
            author = [{"@type": "Organization", "name": "La Voz de Castilla"}]
        elif mode == "reportage":
            author = [{"@type": "Person", "name": a} for a in [*doc.authors, doc.extra["photographer"]]]
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld = {
            "@context": "https://schema.org",
            "@type": "ReportageNewsArticle" if mode == "reportage" else "NewsArticle",
            "headline": doc.title,
            "alternativeHeadline": doc.dek,
            "datePublished": doc.iso,
            "dateModified": utc(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "La Voz de Castilla",
                "logo": {
                    "@type": "ImageObject",
                    "url": ORIGIN + "/static/img/logo-lvc.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "articleSection": doc.section,
            "isAccessibleForFree": True,
        }
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.kind == "consent-wall":
            return self.cookie_wall(doc)
        nav = "".join(
            f'<li class="v-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("seccion", "Valladolid"),
                ("/castilla-leon/", "Castilla y León"),
                ("/opinion/", "Opinión"),
                ("/deportes/", "Deportes"),
                ("/culturas/", "Culturas"),
                ("video", "Vídeos"),
                ("esquelas", "Esquelas"),
            )
        )
        lo_mas = "".join(
            f'<li class="v-lst-nws__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["incendio", "nieve", "especial", "dos", "sanz"]
        )
        today = f"{ES_DAYS[weekday('2026-12-10')].capitalize()}, 10 de diciembre de 2026"
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="iso-8859-15">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/lvc-main.4c2e1.css">
<style>/*PAD*/</style>
<script>var vocDataLayer = {{"pageType": "{doc.kind}", "section": "{esc(doc.section or "portada")}", "premium": false}};</script>
<script src="https://sdk.privacy-center.test/loader.js" async></script>
</head>
<body class="v-body v-body--{doc.kind}">
<div class="v-adv v-adv--skin" id="ad-skin"></div>
<header class="v-hdr">
<div class="v-hdr__top"><span class="v-hdr__date">{today}</span> <a href="/suscripcion/">Suscríbete</a> <a href="/registro/">Regístrate</a> <a href="/kiosko/">Edición impresa</a></div>
<div class="v-hdr__logo"><a href="/"><img src="/static/img/logo-lvc.svg" alt="La Voz de Castilla" width="300" height="40"></a></div>
<nav class="v-nav"><ul>{nav}</ul><a class="v-nav__search" href="/buscador/">Buscar</a></nav>
</header>
<div class="v-adv v-adv--top" id="ad-top"><span>Publicidad</span></div>
<main class="v-main">
{main}
<aside class="v-aside">
<div class="v-lst-nws"><span class="v-lst-nws__t">Lo más leído</span><ol>{lo_mas}</ol></div>
<div class="v-adv v-adv--robapaginas" id="ad-robapaginas"><span>Publicidad</span></div>
<div class="v-newsletter"><span>Boletines</span> Recibe cada mañana las noticias de Valladolid. <a href="/newsletters/">Apúntate</a></div>
</aside>
</main>
<footer class="v-ftr">
<div class="v-ftr__logo"><img src="/static/img/logo-lvc-white.svg" alt="La Voz de Castilla" width="200" height="28"></div>
<ul class="v-ftr__links"><li><a href="/contacto/">Contacto</a></li><li>{self.a("legal", "Aviso legal", "footer")}</li><li><a href="/privacidad.html">Política de privacidad</a></li><li><a href="/cookies.html">Política de cookies</a></li><li>{self.a("esquelas", "Esquelas", "footer")}</li><li><a href="/hemeroteca/">Hemeroteca</a></li></ul>
<div class="v-ftr__copy">© Ediciones de la Meseta, S.L. Valladolid. Todos los derechos reservados.</div>
</footer>
<script src="/static/js/lvc-main.4c2e1.js" defer></script>
</body>
</html>"""

    def cookie_wall(self, doc: Doc) -> str:
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="iso-8859-15">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>La Voz de Castilla</title>
<style>/*PAD*/</style>
<script src="https://sdk.privacy-center.test/loader.js"></script>
</head>
<body class="cmp-wall">
<div class="cmp-wall__box" role="dialog" aria-modal="true">
<div class="cmp-wall__logo"><img src="/static/img/logo-lvc.svg" alt="La Voz de Castilla" width="240" height="32"></div>
<h1 class="cmp-wall__title">{esc(doc.title)}</h1>
<div class="cmp-wall__text">En La Voz de Castilla utilizamos cookies propias y de terceros para fines analíticos y para mostrarte publicidad personalizada en base a un perfil elaborado a partir de tus hábitos de navegación. Puedes aceptarlas y seguir navegando gratis, o suscribirte para navegar sin cookies publicitarias.</div>
<div class="cmp-wall__options">
<div class="cmp-wall__option"><div class="cmp-wall__option-t">Navega gratis con cookies</div><button class="cmp-wall__accept">Aceptar y continuar</button></div>
<div class="cmp-wall__option"><div class="cmp-wall__option-t">Navega sin cookies publicitarias</div><a class="cmp-wall__subscribe" href="/suscripcion/sin-cookies/?origen=muro">Suscríbete por 1 € el primer mes</a><a href="/registro/login/?origen=muro">Ya soy suscriptor</a></div>
</div>
<div class="cmp-wall__legal">Puedes obtener más información en nuestra <a href="/cookies.html">política de cookies</a> y en el {self.a("legal", "aviso legal", "footer")}. Para cambiar tus preferencias, pulsa en «Configurar».</div>
<button class="cmp-wall__settings">Configurar</button>
</div>
<script>window.didomiConfig = {{"app": {{"vendors": {{"iab": {{"all": true}}}}}}, "notice": {{"type": "paywall", "position": "popup"}}}};</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            who = f'<span class="v-mdl-ath__a">{esc(doc.extra["credit"])}</span>'
        elif doc.extra.get("byline_text"):
            who = f'<span class="v-mdl-ath__a">{esc(doc.extra["byline_text"])}</span>'
        elif doc.key == "tribuna":
            who = f'<span class="v-mdl-ath__a v-mdl-ath__a--op" style="text-transform:uppercase">{esc(doc.authors[0])}</span>'
        else:
            names = []
            for a in doc.authors:
                if a == "Carmen Alonso":
                    names.append(self.a("author", a, "byline", attrs='class="v-mdl-ath__a"'))
                else:
                    names.append(
                        f'<a class="v-mdl-ath__a" href="/autor/{a.lower().replace(" ", "-").replace(".", "")}-{len(a) * 7}.html">{esc(a)}</a>'
                    )
            who = " y ".join(names)
        photo = (
            f'<p class="v-mdl-ath__p--2">Fotos: {esc(doc.extra["photographer"])}</p>'
            if doc.extra.get("photographer")
            else ""
        )
        city = f'<p class="v-mdl-ath__p--2">{esc(doc.extra["city"])}</p>' if doc.extra.get("city") else ""
        upd = ""
        if doc.extra.get("updated"):
            y, m, d = ymd(doc.extra["updated"])
            upd = f'<p class="v-mdl-ath__time v-mdl-ath__time--upd">Actualizado {d:02d}/{m:02d}/{y} {doc.extra["updated"].split()[1]}h.</p>'
        dt = f' datetime="{doc.iso}"' if doc.iso else ""
        return (
            f'<div class="v-mdl-ath"><div class="v-mdl-ath__inf"><p class="v-mdl-ath__p--1">{who}</p>{photo}{city}</div>'
            f'<p class="v-mdl-ath__time"><time{dt}>{printed(doc.stamp)}</time></p>{upd}</div>'
        )

    def body(self, doc: Doc) -> str:
        if doc.extra.get("scrolly"):
            steps = []
            for i, b in enumerate(x for x in doc.blocks if x[0] == "p"):
                bg = (
                    f'<div class="voc-scrolly__bg" data-bg="{i}"><img src="/multimedia/trashumancia/foto-{i + 1}.jpg" alt="" loading="lazy"></div>'
                    if i % 2 == 0
                    else ""
                )
                steps.append(
                    f'{bg}<div class="voc-scrolly__step" data-step="{i + 1}"><div class="voc-scrolly__text">{line_spans(plain(b[1]))}</div></div>'
                )
            return '<div class="voc-scrolly" data-scrolly="trashumancia">\n' + "\n".join(steps) + "\n</div>"

        def qa(q: str, a: str) -> str:
            return f'<p class="v-p v-p--q"><strong>{q}</strong></p>\n<p class="v-p">{a}</p>'

        parts = para_blocks(
            self,
            doc.blocks,
            lambda h, n: f'<p class="v-p">{h}</p>',
            head=lambda k, h: f'<h2 class="v-d__h">{h}</h2>',
            qa=qa,
        )
        if len(parts) > 3:
            parts.insert(2, '<div class="v-adv v-adv--inread" id="ad-inread"><span>Publicidad</span></div>')
        return '<div class="v-d v-d--ab-c">\n' + "\n".join(parts) + "\n</div>"

    def story_main(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        kicker = doc.extra.get("kicker") or doc.section
        sec = (
            self.a("seccion", kicker, "breadcrumb")
            if kicker == "Valladolid"
            else f'<a href="/{doc.path.split("/")[1]}/">{esc(kicker)}</a>'
        )
        sub = f'<h2 class="v-a-sub">{esc(doc.dek)}</h2>' if doc.dek else ""
        tail = f'<p class="v-a-bio"><em>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        temas = ""
        if doc.key in ("tribuna", "entrevista", "especial"):
            temas = f'<div class="v-tms"><span>Temas</span> {self.a("tag", "Patrimonio", "tag")} <a href="/temas/medio-rural.html">Medio rural</a></div>'
        printed_copy = ""
        if doc.extra.get("print_copy"):
            paras = "\n".join(f"<p>{self.inline(b[1], 'print')}</p>" for b in doc.blocks if b[0] == "p")
            printed_copy = (
                "<style>@media screen{.print-only{display:none!important}}</style>\n"
                f'<div class="print-only" aria-hidden="true"><div class="print-only__hdr">La Voz de Castilla</div><h1>{esc(doc.title)}</h1>'
                f'<div class="print-only__meta">{esc(", ".join(doc.authors))}. {printed(doc.stamp)}</div>\n{paras}\n<div class="print-only__url">{esc(self.url(doc.key))}</div></div>'
            )
        rel = "".join(
            f'<li class="v-card">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:3]
        )
        cls = "voc-article voc-article--scrolly" if doc.extra.get("scrolly") else "voc-article"
        return f"""<article class="{cls}" data-voc-id="{stamp_slug(doc.stamp)}">
<header class="v-a-hdr">
<div class="v-a-sec">{sec}</div>
<h1 class="v-a-t">{esc(doc.title)}</h1>
{sub}
</header>
{self.byline(doc)}
<div class="v-a-shr"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/tweet?url={u}">X</a> <a href="whatsapp://send?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Correo</a></div>
<figure class="v-a-fig"><img src="/multimedia/{stamp_slug(doc.stamp)}-1200x840.jpg" alt="" width="1200" height="840"><figcaption class="v-a-fig__cap">{esc(doc.extra.get("photographer") or "La Voz de Castilla")}</figcaption></figure>
{self.body(doc)}
{tail}
{temas}
<div class="v-cmt">Comenta esta noticia. <a href="/registro/">Regístrate</a> o <a href="/registro/login/">inicia sesión</a> para comentar.</div>
</article>
{printed_copy}
<div class="v-rel"><span class="v-rel__t">Te puede interesar</span><ul>{rel}</ul></div>"""

    def card(self, k: str) -> str:
        if k == "consent":
            return f'<div class="v-card"><h2 class="v-card__t">{self.a(k, "El plan de peatonalización del centro llegará hasta la plaza de Zorrilla", "content")}</h2><p class="v-card__s">El Ayuntamiento presenta su propuesta para las calles Santiago, Montero Calvo y Doctrinos.</p></div>'
        d = self.docs[k]
        by = d.extra.get("credit") or d.extra.get("byline_text") or " y ".join(d.authors)
        return (
            f'<div class="v-card"><img src="/multimedia/{stamp_slug(d.stamp)}-400x280.jpg" alt="" loading="lazy" width="400" height="280">'
            f'<h2 class="v-card__t">{self.a(k, d.title, "content")}</h2><p class="v-card__a">{esc(by)}</p><p class="v-card__s">{esc(d.dek or self.lede(d))}</p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="v-card v-card--s"><h2 class="v-card__t"><a href="{h}">{esc(t)}</a></h2></div>'
            for h, t in doc.extra.get("older", [])
        )
        head = f'<h1 class="v-sec-t">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="v-hidden">La Voz de Castilla</h1><div class="v-home-flash">Última hora</div>'
        elif doc.kind == "author":
            head = f'<div class="v-aut"><img src="/static/img/autores/carmen-alonso.jpg" alt="" width="100" height="100"><h1 class="v-sec-t">{esc(doc.title)}</h1><p class="v-aut__bio">{esc(doc.extra["bio"])}</p><a href="https://x.com/carmenalonso_test">@carmenalonso_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="v-sec-t">{esc(doc.title)}</h1><form action="/buscador/" method="get"><input name="q" value="nieve"><button>Buscar</button></form><p class="v-srch__n">128 resultados</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="v-sec-t">{esc(doc.title)}</h1><p class="v-tms__d">Noticias sobre patrimonio histórico, artístico e industrial de Valladolid y Castilla y León.</p>'
        pager = ""
        if doc.key == "seccion":
            pager = f'<div class="v-pgn"><span class="v-pgn__cur">1</span> {self.a("seccion2", "2", "pagination")} <a href="/valladolid/?pagina=3">3</a> {self.a("seccion2", "Siguiente", "pagination")}</div>'
        elif doc.key == "seccion2":
            pager = f'<div class="v-pgn">{self.a("seccion", "Anterior", "pagination")} {self.a("seccion", "1", "pagination")} <span class="v-pgn__cur">2</span> <a href="/valladolid/?pagina=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="v-more">{self.a("seccion", "Más noticias de Valladolid", "content")} · {self.a("consent", "Peatonalización: el plan del centro, calle a calle", "content")} · {self.a("search", "Todo sobre la nieve", "content")}</div>'
        return f'<section class="v-sec v-sec--{doc.kind}">{head}<div class="v-sec__list">{cards}{older}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            items = []
            for dur, title, key in doc.extra["videos"]:
                link = (
                    self.a(key, title, "content")
                    if key
                    else f'<a href="/videos/{len(title) * 1931}.html">{esc(title)}</a>'
                )
                items.append(
                    f'<div class="v-vid"><div class="v-vid__player" data-player="jw" data-media="{len(title) * 53:x}"><img src="/multimedia/videos/{len(title)}.jpg" alt="" loading="lazy"><span class="v-vid__dur">{dur}</span></div><h2 class="v-vid__t">{link}</h2></div>'
                )
            return f'<section class="v-sec v-sec--video"><h1 class="v-sec-t">{esc(doc.title)}</h1><div class="v-vid__list">{"".join(items)}</div></section>'
        if doc.kind == "obituaries":
            items = "".join(
                f'<div class="v-esq"><div class="v-esq__cruz">+</div><h2 class="v-esq__n">{esc(n)}</h2><p>{esc(a)}</p><p>{esc(b)}</p><p class="v-esq__dep">D. E. P.</p></div>'
                for n, a, b in doc.extra["notices"]
            )
            return f'<section class="v-sec v-sec--esquelas"><h1 class="v-sec-t">{esc(doc.title)}</h1><p class="v-esq__intro">Esquelas y recordatorios publicados en La Voz de Castilla. Para publicar una esquela, llame al 983 000 111.</p>{items}</section>'
        html = "\n".join(para_blocks(self, doc.blocks, lambda h, n: f"<p>{h}</p>", head=lambda k, h: f"<h2>{h}</h2>"))
        return f'<section class="v-sec v-sec--legal"><h1 class="v-sec-t">{esc(doc.title)}</h1>\n{html}\n</section>'
