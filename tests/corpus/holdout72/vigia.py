# ruff: noqa: E501 (page texts and markup are long literal lines)
"""El Vigía de Jalisco: a Guadalajara daily on **WordPress with the tagDiv Newspaper theme** and **Yoast SEO**
(`td-post-content tagdiv-type`, `td-post-title`, `entry-title`, `td-post-author-name`, `td-module-date`,
`/2026/12/09/<slug>/`, `/category/guadalajara/page/2/`, `/tag/presas/`, `/author/mlopez/`, `/?s=agua`), Spanish,
UTF-8, Guadalajara time (-06:00).

The theme prints the day only ("9 diciembre, 2026") in a `<time>` whose `datetime` is local (-06:00), while Yoast's
`@graph` gives `datePublished` in **UTC** (`+00:00`): the Periférico story (20:45 on 9 Dec) is `2026-12-10T02:45`
and the bike-route story (18:30 on 8 Dec) `2026-12-09T00:30`, both labelled with the local day. Yoast names one
author only, so the two-reporter data story's JSON-LD has the first; desk stories are a Person "Redacción"; the
column's author carries her honorific ("Mtra.") and its Yoast headline the column's name ("Punto y aparte | …").

Markup the extractor may not expect: the dams story is an **SVG-heavy data story** (two inline charts, axis labels,
values, notes and a source line in `<text>`, a `<title>`/`<desc>` in each) with real paragraphs and an accessible
table between them; the bike-route story has **inline `<style>` blocks and `<noscript>` chunks** in its body (a
lazy image's fallback, a Google Tag Manager `<noscript><iframe>` pasted with an embed, a "turn on JavaScript to see
the map" paragraph); the agave story was pasted from a word processor: **`<span style="font-weight: 400;">` runs
separated by `<br /><br />`**, no `<p>`. The soft 404 is the theme's "Ooops... Error 404" page served with a 200 and a
list of the latest posts under it."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import ES_DAYS, ES_MONTHS, Base, page, para_blocks, story, weekday, ymd
from sitekit import Doc, css_rules, esc, plain, rng

ORIGIN = "https://www.elvigiajalisco.test"
ARTS = ["licencia", "efe", "utc", "presas", "spans", "estilo", "columna", "entrevista"]
AUTHOR_SLUGS = {
    "Mariana López": "mlopez",
    "Diego Ramírez": "dramirez",
    "Sofía Hernández": "shernandez",
    "Luis Ángel Orozco": "lorozco",
    "Mtra. Elena Garza Villaseñor": "egarza",
}


def day(local: str) -> str:
    y, m, d = ymd(local)
    return f"{d} {ES_MONTHS[m - 1]}, {y}"


def local_iso(local: str) -> str:
    d, t = local.split()
    return f"{d}T{t}:00-06:00"


def utc_iso(local: str) -> str:
    y, m, d = ymd(local)
    hh, mm = (int(x) for x in local.split()[1].split(":"))
    hh += 6
    if hh >= 24:
        hh -= 24
        d += 1  # December: no month end in this set
    return f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00+00:00"


def bar_chart() -> str:
    data = [("Lago de Chapala", 46, 65), ("Presa Calderón", 22, 48), ("Presa El Salto", 35, 59)]
    rows = []
    for i, (name, now, before) in enumerate(data):
        y = 48 + i * 62
        rows.append(
            f'<g class="fila" transform="translate(0,{y})"><text x="0" y="18" class="etiqueta">{esc(name)}</text>'
            f'<rect x="150" y="2" width="{before * 4.4:.1f}" height="20" fill="#cfd8dc"></rect>'
            f'<rect x="150" y="26" width="{now * 4.4:.1f}" height="20" fill="#0277bd"></rect>'
            f'<text x="{156 + before * 4.4:.1f}" y="18" class="valor gris">{before}%</text>'
            f'<text x="{156 + now * 4.4:.1f}" y="42" class="valor">{now}%</text></g>'
        )
    ticks = "".join(
        f'<line x1="{150 + v * 4.4:.0f}" y1="36" x2="{150 + v * 4.4:.0f}" y2="296" stroke="#eceff1"></line><text x="{150 + v * 4.4:.0f}" y="312" text-anchor="middle" class="eje">{v}%</text>'
        for v in (0, 25, 50, 75, 100)
    )
    return (
        '<figure class="vig-grafica" id="grafica-almacenamiento">'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 340" width="100%" role="img" aria-labelledby="g1-t g1-d">'
        '<title id="g1-t">Almacenamiento de las fuentes de abastecimiento de Guadalajara</title>'
        '<desc id="g1-d">Gráfica de barras: porcentaje de almacenamiento al 7 de diciembre de 2026 comparado con la misma semana de 2025.</desc>'
        '<text x="0" y="16" class="titulo">Almacenamiento (% de la capacidad)</text>'
        '<g class="leyenda" transform="translate(360,6)"><rect width="12" height="12" fill="#cfd8dc"></rect><text x="18" y="11">Dic. 2025</text>'
        '<rect x="100" width="12" height="12" fill="#0277bd"></rect><text x="118" y="11">Dic. 2026</text></g>'
        f'<g class="ejes">{ticks}</g><g class="barras">{"".join(rows)}</g>'
        '<text x="0" y="334" class="fuente">Fuente: CEA Jalisco, corte semanal al 7 de diciembre de 2026.</text>'
        "</svg>"
        "<figcaption>Gráfica: El Vigía / Diego Ramírez</figcaption></figure>"
    )


def line_chart() -> str:
    r = rng("vig-chapala")
    pts = []
    level = 52.0
    for i in range(84):  # monthly, Jan 2020 - Dec 2026
        month = i % 12
        level += (4.0 if 5 <= month <= 8 else -1.4) + r.uniform(-0.8, 0.8)
        if i == 17:
            level -= 9
        level = max(28.0, min(78.0, level))
        if i == 83:
            level = 46.0
        pts.append(f"{40 + i * 6.9:.0f},{260 - (level - 20) * 3.6:.0f}")
    path = "M" + " L".join(pts)
    years = "".join(
        f'<text x="{40 + k * 82.8 + 41:.0f}" y="282" text-anchor="middle" class="eje">{2020 + k}</text>'
        for k in range(7)
    )
    grid = "".join(
        f'<text x="34" y="{264 - (v - 20) * 3.6:.0f}" text-anchor="end" class="eje">{v}%</text>'
        for v in (20, 40, 60, 80)
    )
    dots = "".join(f'<circle cx="{p.split(",")[0]}" cy="{p.split(",")[1]}" r="2"></circle>' for p in pts[5::12])
    return (
        '<figure class="vig-grafica" id="grafica-chapala">'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" width="100%" role="img" aria-labelledby="g2-t g2-d">'
        '<title id="g2-t">Nivel del Lago de Chapala, 2020-2026</title>'
        '<desc id="g2-d">Gráfica de línea con el porcentaje mensual de almacenamiento del lago.</desc>'
        '<text x="0" y="16" class="titulo">Lago de Chapala: almacenamiento mensual (%)</text>'
        f'<g class="rejilla">{grid}</g><g class="anios">{years}</g>'
        f'<path d="{path}" fill="none" stroke="#0277bd" stroke-width="2"></path><g class="puntos" fill="#0277bd">{dots}</g>'
        f'<g class="anotacion"><line x1="{40 + 17 * 6.9:.1f}" y1="60" x2="{40 + 17 * 6.9:.1f}" y2="200" stroke="#b71c1c" stroke-dasharray="3 3"></line>'
        f'<text x="{46 + 17 * 6.9:.1f}" y="70" class="nota">Crisis de 2021:</text><text x="{46 + 17 * 6.9:.1f}" y="84" class="nota">tandeos en 400 colonias</text></g>'
        '<g class="anotacion"><text x="520" y="200" class="nota">Hoy: 46%</text></g>'
        '<text x="0" y="296" class="fuente">Fuente: CEA Jalisco. Promedio mensual.</text>'
        "</svg>"
        "<figcaption>Gráfica: El Vigía / Diego Ramírez</figcaption></figure>"
    )


class Vigia(Base):
    origin = ORIGIN
    name = "El Vigía de Jalisco"
    prefix = "vig"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vig",
            [
                ".td-header-wrap",
                ".td-header-top-menu",
                ".sf-menu > li > a",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td_module_flex",
                ".td-trending-now-wrapper",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                ".td-sub-footer-container",
                ".vig-grafica svg text",
                ".comment-respond",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "El Vigía de Jalisco", "tagdiv-home", list=ARTS, more="cat"))
        add(
            page(
                "cat",
                "/category/guadalajara/",
                "section",
                "Guadalajara",
                "category-archive",
                list=["licencia", "utc", "presas", "estilo"],
                more="cat2",
            )
        )
        add(
            page(
                "cat2",
                "/category/guadalajara/page/2/",
                "section",
                "Guadalajara",
                "category-archive-page2",
                list=["entrevista", "columna"],
                older=[
                    (
                        "/2026/12/05/mercado-san-juan-de-dios-remodelacion/",
                        "Mercado San Juan de Dios cerrará un ala por remodelación",
                    ),
                    (
                        "/2026/12/04/tren-ligero-linea-3-horario-extendido/",
                        "Línea 3 del Tren Ligero amplía su horario en diciembre",
                    ),
                    (
                        "/2026/12/03/bache-avenida-vallarta-reparacion/",
                        "Reparan socavón en avenida Vallarta tras tres semanas",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/presas/", "tag", "Presas", "tag-archive", list=["presas", "columna"]))
        add(
            page(
                "author",
                "/author/mlopez/",
                "author",
                "Mariana López",
                "author-archive",
                list=["presas"],
                bio="Periodista especializada en medio ambiente y agua. Egresada de la Universidad de Guadalajara, escribe en El Vigía desde 2018.",
                older=[
                    (
                        "/2026/11/28/bosque-la-primavera-incendios-temporada/",
                        "Bosque La Primavera cierra su temporada de incendios con 30% menos hectáreas afectadas",
                    ),
                    (
                        "/2026/11/19/rio-santiago-contaminacion-informe/",
                        "Informe: la contaminación del río Santiago no bajó en cinco años",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/?s=agua",
                "search",
                "Resultados de búsqueda: agua",
                "wp-search-results",
                list=["presas", "columna", "utc"],
            )
        )
        add(
            page(
                "newsletter",
                "/boletin/",
                "newsletter",
                "Recibe el boletín de El Vigía",
                "newsletter-signup-page",
                [
                    "Cada mañana, de lunes a viernes, te enviamos a tu correo las noticias más importantes de Guadalajara y Jalisco, antes de las 7:00 horas.",
                    "- El resumen del día en cinco minutos de lectura",
                    "- Alertas de tráfico, clima y cortes de agua",
                    "- Nuestras investigaciones y columnas antes que nadie",
                    "Es gratis y puedes darte de baja en cualquier momento.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/2019/05/14/siapa-reconoce-perdidas-por-fugas/",
                "not-found",
                "Ooops... Error 404",
                "tagdiv-404-served-200-latest-posts",
            )
        )
        add(
            page(
                "about",
                "/quienes-somos/",
                "about",
                "Quiénes somos",
                "wp-page",
                [
                    "El Vigía de Jalisco es un medio digital independiente fundado en Guadalajara en 2014. Publicamos noticias locales, investigaciones y análisis sobre la zona metropolitana y el resto del estado.",
                    "Nuestra redacción está formada por 14 periodistas, fotógrafos y editores. Nos financiamos con publicidad, suscripciones voluntarias de nuestros lectores y apoyos de fundaciones para proyectos de investigación.",
                    "## Código de ética",
                    "Distinguimos claramente entre información y opinión, corregimos nuestros errores de forma visible y no publicamos contenido pagado sin identificarlo como tal.",
                    "Contacto: redaccion@elvigiajalisco.test · Av. Juárez 640, Col. Centro, Guadalajara, Jalisco.",
                ],
            )
        )
        add(
            page(
                "video",
                "/videos/",
                "video",
                "Videos",
                "tagdiv-video-category",
                videos=[
                    ("Así lucen las presas que abastecen a Guadalajara", "presas", "kq2Xv1PzTmc"),
                    ("Recorrido por la nueva ruta nocturna en Chapultepec", "estilo", "b7LmQ0sRkaE"),
                    ("Mariachis tapatíos se preparan para el Encuentro Internacional", "entrevista", "Zp8wN3eYc2U"),
                    ("Tormenta deja encharcamientos en López Mateos", None, "Hq1TfR6dWn0"),
                    ("Así se elabora el tejuino en el barrio de Analco", None, "x9PaLm4Vb8s"),
                    ("Festival de la Luz ilumina la Plaza Liberación", None, "uR2cK7yNq5e"),
                ],
            )
        )
        add(
            story(
                "licencia",
                "/2026/12/10/licencia-de-conducir-en-linea-jalisco-enero/",
                "Tapatíos podrán renovar la licencia de conducir en línea a partir de enero",
                "2026-12-10",
                utc_iso("2026-12-10 11:05"),
                "2026-12-10 11:05",
                ["Sofía Hernández"],
                [
                    "A partir del 15 de enero, los habitantes de Jalisco podrán renovar su licencia de conducir en línea, sin necesidad de acudir a un módulo, anunció este jueves la Secretaría de Transporte del estado.",
                    "El trámite estará disponible para licencias de automovilista y motociclista que hayan vencido hace menos de un año. Las personas deberán subir una fotografía reciente, una identificación oficial y el comprobante de un examen médico realizado en una clínica autorizada.",
                    'RAW:<p class="lee-tambien"><strong>Lee también:</strong> <a href="/2026/12/09/cierre-periferico-norte-obras-linea-5/">Cierran Periférico Norte por obras de la Línea 5 este fin de semana</a></p>',
                    "La licencia se enviará por paquetería al domicilio registrado en un plazo de diez días hábiles. El costo será el mismo que en los módulos, más 120 pesos por el envío.",
                    "La dependencia estima que una tercera parte de las renovaciones podrá hacerse por esta vía, lo que reducirá las filas en los módulos de Guadalajara y Zapopan, donde actualmente la espera puede superar las tres horas.",
                    'RAW:<p class="lee-tambien"><strong>Lee también:</strong> <a href="/2026/12/09/presas-guadalajara-41-por-ciento-capacidad/">Presas que abastecen a Guadalajara cierran el año al 41% de su capacidad</a></p>',
                    "Para la primera licencia y para el cambio de tipo de licencia seguirá siendo necesario acudir en persona y presentar el examen de manejo.",
                ],
                "read-also-paragraphs-in-body",
                section="Guadalajara",
                modified=utc_iso("2026-12-10 13:40"),
                ld_person="Sofía Hernández",
            )
        )
        add(
            story(
                "efe",
                "/2026/12/10/sismo-magnitud-4-8-costa-jalisco/",
                "Sismo de magnitud 4.8 sacude la costa de Jalisco; no se reportan daños",
                "2026-12-10",
                utc_iso("2026-12-10 06:40"),
                "2026-12-10 06:40",
                [],
                [
                    "Guadalajara, 10 dic (EFE).- Un sismo de magnitud 4.8 se registró la madrugada de este jueves frente a la costa de Jalisco, sin que hasta el momento se reporten daños ni personas lesionadas, informó el Servicio Sismológico Nacional.",
                    "El movimiento ocurrió a las 05:12 horas, hora local, con epicentro a 38 kilómetros al suroeste de Cihuatlán y una profundidad de 16 kilómetros. Fue percibido en Manzanillo, Puerto Vallarta y algunas zonas de Guadalajara.",
                    "La Unidad Estatal de Protección Civil y Bomberos informó que realizó recorridos en los municipios de la costa sin encontrar afectaciones.",
                ],
                "agency-brief-efe",
                section="Jalisco",
                credit="EFE",
                footer_credit="Con información de EFE.",
                ld_person="Agencias",
            )
        )
        add(
            story(
                "utc",
                "/2026/12/09/cierre-periferico-norte-obras-linea-5/",
                "Cierran Periférico Norte por obras de la Línea 5 este fin de semana",
                "2026-12-09",
                utc_iso("2026-12-09 20:45"),
                "2026-12-09 20:45",
                [],
                [
                    "El Periférico Norte permanecerá cerrado en ambos sentidos entre avenida Laureles y la calle Juan Pablo II este sábado y domingo por trabajos de construcción de la Línea 5 del Tren Ligero, informó la Secretaría de Infraestructura y Obra Pública del estado.",
                    "El cierre comenzará a las 22:00 horas del viernes y concluirá a las 6:00 horas del lunes. Durante ese tiempo se colocarán trabes de concreto sobre el Periférico con grúas de gran capacidad.",
                    "Las autoridades recomendaron utilizar como alternativas la avenida Acueducto y la calzada Federalismo, y anticiparon que habrá agentes viales en los principales cruces.",
                    "Las rutas de transporte público que circulan por la zona tendrán desvíos, que podrán consultarse en las redes sociales de la Secretaría de Transporte.",
                ],
                "desk-credit-yoast-utc-next-day",
                section="Guadalajara",
                credit="Redacción El Vigía",
                ld_person="Redacción",
            )
        )
        add(
            story(
                "presas",
                "/2026/12/09/presas-guadalajara-41-por-ciento-capacidad/",
                "Presas que abastecen a Guadalajara cierran el año al 41% de su capacidad",
                "2026-12-09",
                utc_iso("2026-12-09 14:10"),
                "2026-12-09 14:10",
                ["Mariana López", "Diego Ramírez"],
                [
                    "Las presas que abastecen de agua a la zona metropolitana de Guadalajara cerrarán 2026 con apenas 41% de su capacidad, el nivel más bajo para un mes de diciembre desde que hay registros comparables, de acuerdo con datos de la Comisión Estatal del Agua (CEA) analizados por El Vigía.",
                    "La presa Calderón, que surte a colonias del oriente de la ciudad, se encuentra al 22% de su capacidad, mientras que El Salto registra 35%. El Lago de Chapala, la principal fuente de la metrópoli, está al 46%, casi 20 puntos por debajo de su nivel de hace un año.",
                    "RAW:" + bar_chart(),
                    "La temporada de lluvias de 2026 fue una de las más secas de la última década: entre junio y octubre llovió 31% menos que el promedio histórico en la cuenca Lerma-Chapala, según el Servicio Meteorológico Nacional.",
                    "## Tandeos desde enero",
                    "El Sistema Intermunicipal de los Servicios de Agua Potable y Alcantarillado (SIAPA) anunció que a partir de enero aplicará tandeos en 142 colonias de Guadalajara, Zapopan y Tlaquepaque, principalmente en el oriente y el sur de la ciudad. Los horarios se publicarán la próxima semana.",
                    "Especialistas consultados advierten que la situación podría repetir la crisis de 2021, cuando miles de hogares pasaron semanas sin agua. “La diferencia es que hoy sabemos con meses de anticipación lo que viene”, dijo Ricardo Salcedo, investigador de la Universidad de Guadalajara.",
                    "RAW:" + line_chart(),
                    "Según la CEA, el nivel del lago ha bajado en promedio 1.2 centímetros por día desde el fin de las lluvias. Si la tendencia se mantiene, Chapala llegaría a junio con alrededor de 38% de su capacidad.",
                    "T: Fuente | Almacenamiento actual | Hace un año",
                    "T: Lago de Chapala | 46% | 65%",
                    "T: Presa Calderón | 22% | 48%",
                    "T: Presa El Salto | 35% | 59%",
                    "NOTE: Metodología: El Vigía comparó los registros semanales de almacenamiento publicados por la CEA entre enero de 2015 y el 7 de diciembre de 2026.",
                ],
                "svg-data-story-text-elements",
                section="Guadalajara",
                dek="El Lago de Chapala está casi 20 puntos por debajo de su nivel de hace un año; el SIAPA anuncia tandeos en 142 colonias",
                ld_person="Mariana López",
            )
        )
        add(
            story(
                "spans",
                "/2026/12/09/productores-agave-los-altos-caida-precios/",
                "Productores de agave de Los Altos denuncian caída de precios: “ya no sale ni para la jima”",
                "2026-12-09",
                utc_iso("2026-12-09 11:15"),
                "2026-12-09 11:15",
                ["Luis Ángel Orozco"],
                [
                    "Productores de agave de la región de Los Altos de Jalisco denunciaron que el precio del kilo de agave tequilana ha caído a menos de cinco pesos, frente a los más de 30 pesos que llegó a pagarse en 2022, lo que ha dejado a cientos de familias sin ganancias.",
                    "En una reunión celebrada en Arandas, representantes de unas 300 familias agaveras pidieron a las autoridades estatales y federales un precio de garantía y programas de apoyo para quienes no han podido vender su cosecha.",
                    "“Hay plantas de siete años que se están quedando en el campo porque ya no sale ni para pagar la jima”, dijo Ernesto Gutiérrez, productor de Jesús María.",
                    "## Sobreoferta tras los años de bonanza",
                    "La caída se explica por la sobreoferta: durante los años de precios altos se plantaron miles de hectáreas nuevas, que ahora llegan a su madurez al mismo tiempo que la demanda de tequila se ha estabilizado.",
                    "La Secretaría de Agricultura y Desarrollo Rural de Jalisco informó que trabaja en un padrón de productores afectados y que en enero presentará un programa de apoyo para la reconversión de parcelas.",
                ],
                "span-runs-br-br-no-p",
                section="Jalisco",
                spans=True,
                ld_person="Luis Ángel Orozco",
            )
        )
        add(
            story(
                "estilo",
                "/2026/12/08/ruta-nocturna-bicicletas-chapultepec/",
                "Guadalajara estrena ruta nocturna para bicicletas en avenida Chapultepec",
                "2026-12-08",
                utc_iso("2026-12-08 18:30"),
                "2026-12-08 18:30",
                ["Sofía Hernández"],
                [
                    "A partir del próximo jueves, ciclistas y patinadores podrán recorrer de noche un circuito de 11 kilómetros que une avenida Chapultepec con el Parque Revolución y la Glorieta Minerva, informó este martes el Gobierno de Guadalajara.",
                    "RAW:<style>.vig-destacado{background:#fff4d6;border-left:4px solid #e0a800;padding:12px 16px;margin:24px 0}.vig-destacado strong{color:#8a5a00;text-transform:uppercase}</style>",
                    'RAW:<div class="vig-destacado"><strong>Dato</strong> La ruta tendrá cierres viales de 18:30 a 23:30 horas y cuatro puntos de hidratación.</div>',
                    "La ruta funcionará los jueves de 19:00 a 23:00 horas y contará con cierres viales, iluminación adicional y puntos de hidratación. Es la primera vez que la ciudad organiza un paseo nocturno de forma permanente; hasta ahora solo se habían realizado ediciones especiales.",
                    'RAW:<figure class="wp-block-image size-large"><img class="lazyload" src="data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%201024%20683%22%3E%3C/svg%3E" data-src="/wp-content/uploads/2026/12/ruta-nocturna-1024x683.jpg" alt="Ciclistas en avenida Chapultepec" width="1024" height="683"><noscript><img src="/wp-content/uploads/2026/12/ruta-nocturna-1024x683.jpg" alt="Ciclistas en avenida Chapultepec" width="1024" height="683"></noscript><figcaption>Ciclistas durante una edición especial del paseo nocturno en octubre. Foto: Especial</figcaption></figure>',
                    "“Queremos que la gente recupere la calle también de noche, con seguridad”, dijo la directora de Movilidad municipal, Verónica Anaya. Explicó que habrá 120 voluntarios y elementos de la policía a lo largo del recorrido.",
                    'RAW:<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C9xRutaNoct/" data-instgrm-version="14"><div><a href="https://www.instagram.com/p/C9xRutaNoct/">Ver esta publicación en Instagram</a></div><div>Una publicación compartida de Gobierno de Guadalajara (@gobgdl_test)</div></blockquote><script async src="//www.instagram.com/embed.js"></script><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2VX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
                    "Colectivos ciclistas celebraron el anuncio, aunque pidieron que el circuito se extienda hacia colonias del oriente, donde la infraestructura ciclista es escasa. Vecinos de la colonia Americana, en cambio, manifestaron preocupación por el ruido y el estacionamiento.",
                    'RAW:<noscript><p class="aviso-js">Para ver el mapa interactivo de la ruta necesitas activar JavaScript en tu navegador.</p></noscript><div id="mapa-ruta" data-geojson="/wp-content/uploads/2026/12/ruta-nocturna.geojson"></div><style>#mapa-ruta{height:360px;border-radius:6px;background:#eef3f6}@media (max-width:767px){#mapa-ruta{height:260px}}</style>',
                    "El municipio informó que los cierres comenzarán a las 18:30 horas y que habrá desvíos por las calles Marsella y Libertad. La primera edición está prevista para el 17 de diciembre.",
                ],
                "inline-style-and-noscript-in-body-yoast-utc-next-day",
                section="Guadalajara",
                ld_person="Sofía Hernández",
            )
        )
        add(
            story(
                "columna",
                "/2026/12/08/punto-y-aparte-el-agua-que-no-llega/",
                "El agua que no llega",
                "2026-12-08",
                utc_iso("2026-12-08 07:00"),
                "2026-12-08 07:00",
                ["Elena Garza Villaseñor"],
                [
                    "Cada diciembre, cuando las presas muestran sus niveles más bajos, la conversación pública sobre el agua en Guadalajara se enciende por unas semanas y luego se apaga con las primeras lluvias. Este año no deberíamos permitir que pase lo mismo.",
                    "La ciudad pierde cerca de 40% del agua que potabiliza en fugas. No es un dato nuevo: aparece en los diagnósticos del propio organismo operador [[notfound|desde hace más de una década]]. Lo que falta no es información, sino una inversión sostenida para cambiar tuberías que en muchas colonias tienen más de 50 años.",
                    "Tampoco es nuevo que el costo de la escasez lo paguen sobre todo las colonias del oriente y del sur, donde los tandeos llegan primero y las pipas tardan más. Mientras tanto, los grandes desarrollos inmobiliarios siguen recibiendo factibilidades de agua sin que se transparente de dónde saldrá.",
                    "Hay soluciones conocidas: sectorizar la red para detectar fugas, cobrar tarifas progresivas que protejan el consumo básico, captar agua de lluvia en escuelas y edificios públicos. Ninguna es espectacular, ninguna se inaugura con listón. Por eso se posponen.",
                    "El agua que no llega a miles de hogares este invierno no es culpa de la lluvia que no cayó. Es el resultado de decisiones que se pueden cambiar.",
                ],
                "column-honorific-column-name-in-meta-title",
                section="Punto y aparte",
                column="Punto y aparte",
                byline_name="Mtra. Elena Garza Villaseñor",
                disclaimer="*Las opiniones expresadas en esta columna son responsabilidad exclusiva de su autora y no reflejan necesariamente la postura editorial de El Vigía.",
                bio="Maestra en gestión del agua por el ITESO. Ha trabajado en organismos operadores de agua en Jalisco y Nuevo León.",
                ld_person="Mtra. Elena Garza Villaseñor",
            )
        )
        add(
            story(
                "entrevista",
                "/2026/12/07/entrevista-mariachi-se-aprende-en-casa/",
                "“El mariachi se aprende en casa, no en la escuela”: Rosalba Camarena",
                "2026-12-07",
                utc_iso("2026-12-07 09:00"),
                "2026-12-07 09:00",
                ["Diego Ramírez"],
                [
                    "Rosalba Camarena tiene 34 años y dirige uno de los pocos mariachis femeninos de Guadalajara que viven exclusivamente de la música. Antes del Encuentro Internacional del Mariachi, que comienza este fin de semana, habló con El Vigía sobre su carrera y el futuro del género.",
                    "Q: ¿Cómo empezó en el mariachi? || En la casa. Mi abuelo tocaba el guitarrón y mi papá la trompeta. Los domingos había comida y música, y los niños cantábamos. A los doce años ya tocaba el violín en las fiestas de la colonia.",
                    "Q: ¿Sigue siendo difícil para una mujer? || Menos que antes, pero sí. Todavía hay clientes que llaman y preguntan si no tenemos un mariachi de verdad. Lo que hacemos es tocar mejor que nadie, y la gente vuelve a contratarnos.",
                    "Q: ¿Qué le preocupa del futuro del mariachi? || Que se vuelva solo un espectáculo para turistas. El mariachi es música de fiesta, de velorio, de serenata. Si se pierde eso, se pierde todo.",
                    "Q: ¿Qué le diría a alguien que quiere aprender? || Que escuche mucho, que toque con gente mayor y que no tenga prisa. El mariachi se aprende en casa, no en la escuela.",
                ],
                "q-and-a-interview",
                section="Guadalajara",
                ld_person="Diego Ramírez",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def yoast(self, doc: Doc) -> dict:
        url = self.url(doc.key)
        site = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": f"{ORIGIN}/",
            "name": "El Vigía de Jalisco",
            "inLanguage": "es",
        }
        org = {"@type": "Organization", "@id": f"{ORIGIN}/#organization", "name": "El Vigía de Jalisco", "url": f"{ORIGIN}/",
               "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/02/logo-vigia.png"}}  # fmt: skip
        if not doc.is_article:
            kind = {
                "search": "SearchResultsPage",
                "about": "WebPage",
                "newsletter": "WebPage",
                "not-found": "WebPage",
            }.get(doc.kind, "CollectionPage")
            return {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": kind,
                        "@id": url,
                        "url": url,
                        "name": f"{doc.title} - El Vigía de Jalisco",
                        "isPartOf": {"@id": f"{ORIGIN}/#website"},
                        "inLanguage": "es",
                    },
                    site,
                    org,
                ],
            }
        person_name = doc.extra["ld_person"]
        pid = f"{ORIGIN}/#/schema/person/{abs(sum(map(ord, person_name))) * 7919:x}"
        headline = f"{doc.extra['column']} | {doc.title}" if doc.extra.get("column") else doc.title
        words = sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")
        art = {
            "@type": "NewsArticle", "@id": f"{url}#article", "isPartOf": {"@id": url},
            "author": {"name": person_name, "@id": pid}, "headline": headline,
            "datePublished": doc.iso, "dateModified": doc.extra.get("modified", doc.iso),
            "mainEntityOfPage": {"@id": url}, "wordCount": words, "publisher": {"@id": f"{ORIGIN}/#organization"},
            "image": {"@id": f"{url}#primaryimage"}, "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{doc.path.strip('/').split('/')[-1][:24]}.jpg",
            "articleSection": [doc.section], "inLanguage": "es",
        }  # fmt: skip
        if doc.key in ("presas", "columna"):
            art["keywords"] = ["Presas", "Agua"]
        webpage = {"@type": "WebPage", "@id": url, "url": url, "name": f"{headline} - El Vigía de Jalisco", "isPartOf": {"@id": f"{ORIGIN}/#website"},
                   "datePublished": doc.iso, "dateModified": doc.extra.get("modified", doc.iso), "inLanguage": "es"}  # fmt: skip
        person = {
            "@type": "Person",
            "@id": pid,
            "name": person_name,
            "url": f"{ORIGIN}/author/{AUTHOR_SLUGS.get(person_name, 'redaccion')}/",
        }
        return {"@context": "https://schema.org", "@graph": [art, webpage, site, org, person]}

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.extra['column']} | {doc.title}" if doc.extra.get("column") else doc.title
        out = [
            f"<title>{esc(title)} - El Vigía de Jalisco</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}" />',
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="es_MX" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="El Vigía de Jalisco" />',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if doc.extra.get("modified"):
                out.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}" />')
            shown = doc.extra.get("byline_name") or (doc.authors[0] if doc.authors else doc.extra.get("ld_person", ""))
            out.append(f'<meta name="author" content="{esc(shown)}" />')
            out.append('<meta name="twitter:label1" content="Escrito por" />')
            out.append(f'<meta name="twitter:data1" content="{esc(shown)}" />')
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(self.yoast(doc), ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Portada"),
                ("cat", "Guadalajara"),
                ("/category/jalisco/", "Jalisco"),
                ("/category/mexico/", "México"),
                ("/category/opinion/", "Opinión"),
                ("/category/deportes/", "Deportes"),
                ("/category/cultura/", "Cultura"),
                ("video", "Videos"),
            )
        )
        trending = "".join(
            '<div class="td-trending-now-post">'
            + self.a(k, self.docs[k].title, "aside", attrs='class="td-trending-now-title"')
            + "</div>"
            for k in ["licencia", "efe"]
        )
        popular = "".join(
            f'<div class="td_module_6 td_module_wrap"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ["presas", "spans", "estilo"]
        )
        today = f"{ES_DAYS[weekday('2026-12-10')]}, {ES_MONTHS[11]} 10, 2026"
        return f"""<!doctype html >
<html lang="es">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
{self.head(doc)}
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='td-theme-css' href='/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all' />
<style id="td-theme-inline-css">/*PAD*/</style>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script>var tdBlocksArray = []; var tdLocalCache = {{}}; var td_ajax_url="/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{"post-template-default single single-post single-format-standard" if doc.is_article else doc.kind} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu"><div class="top-bar-style-1"><div class="td-header-sp-top-menu"><div class="td_data_time">{today}</div><ul class="top-header-menu"><li><a href="/contacto/">Contacto</a></li><li>{self.a("about", "Quiénes somos", "nav")}</li><li>{self.a("newsletter", "Boletín", "nav")}</li></ul></div>
<div class="td-header-sp-top-widget"><a href="https://www.facebook.com/elvigiajalisco.test">Facebook</a> <a href="https://x.com/elvigia_test">Twitter</a></div></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header"><div class="td-header-sp-logo"><a class="td-main-logo" href="/"><img class="td-retina-data" src="/wp-content/uploads/2024/02/logo-vigia.png" alt="El Vigía de Jalisco" title="El Vigía de Jalisco" width="272" height="90"/><span class="td-visual-hidden">El Vigía de Jalisco</span></a></div>
<div class="td-header-sp-recs"><div id="div-gpt-ad-vigia-header"></div></div></div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><div class="menu-menu-principal-container"><ul id="menu-menu-principal" class="sf-menu">{menu}</ul></div></div>
<div class="header-search-wrap"><div class="td-search-btns-wrap"><a id="td-header-search-button" href="#" role="button" class="dropdown-toggle" aria-label="Search"><i class="td-icon-search"></i></a></div><div class="td-drop-down-search"><form method="get" class="td-search-form" action="{ORIGIN}/"><div role="search" class="td-head-form-search-wrap"><input id="td-header-search" type="text" value="" name="s" autocomplete="off" /><input class="wpb_button wpb_btn-inverse btn" type="submit" id="td-header-search-top" value="Buscar" /></div></form></div></div></div></div></div>
</div>
<div class="td-container td-trending-now-wrapper"><span class="td-trending-now-display-area"><span class="td-trending-now-title">Últimas noticias</span></span><div class="td-trending-now-display-area">{trending}</div></div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
<div class="td-ss-main-content">
{main}
</div>
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_popular"><h4 class="block-title"><span class="td-pulldown-size">Lo más leído</span></h4>{popular}</div>
<aside class="td_block_template_1 widget widget_text"><h4 class="block-title"><span>Boletín</span></h4><div class="textwidget">Recibe las noticias de Jalisco en tu correo. {self.a("newsletter", "Suscríbete gratis", "aside")}</div></aside>
<div class="td-a-rec td-a-rec-id-sidebar"><div id="div-gpt-ad-vigia-sidebar" style="min-height:250px"></div></div>
</div></div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="td-footer-info"><div class="footer-logo-wrap"><a href="/"><img src="/wp-content/uploads/2024/02/logo-vigia-blanco.png" alt="El Vigía de Jalisco" width="272" height="90"/></a></div><div class="footer-text-wrap">El Vigía de Jalisco: noticias de Guadalajara y Jalisco. Periodismo independiente desde 2014.<div class="footer-email-wrap">Contáctanos: <a href="mailto:redaccion@elvigiajalisco.test">redaccion@elvigiajalisco.test</a></div></div></div></div></div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-menu"><ul class="td-subfooter-menu"><li>{self.a("about", "Quiénes somos", "footer")}</li><li><a href="/aviso-de-privacidad/">Aviso de privacidad</a></li><li><a href="/contacto/">Contacto</a></li><li><a href="/publicidad/">Publicidad</a></li></ul></div><div class="td-pb-span td-sub-footer-copy">© 2026 El Vigía de Jalisco. Todos los derechos reservados.</div></div></div></div>
</div>
<script type="text/javascript" src="/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
<script>var td_viewport_interval_list=[{{"limitBottom":767,"sidebarWidth":228}}];</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="td-post-author-name"><div class="td-author-by">Por</div> <a href="/author/redaccion/">{esc(doc.extra["credit"])}</a><div class="td-author-line"> - </div></div>'
        if doc.extra.get("byline_name"):
            name = doc.extra["byline_name"]
            return f'<div class="td-post-author-name"><div class="td-author-by">Por:</div> <a href="/author/{AUTHOR_SLUGS[name]}/">{esc(name)}</a><div class="td-author-line"> - </div></div>'
        links = [
            self.a("author", a, "byline")
            if a == "Mariana López"
            else f'<a href="/author/{AUTHOR_SLUGS[a]}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<div class="td-post-author-name"><div class="td-author-by">Por</div> {" y ".join(links)}<div class="td-author-line"> - </div></div>'

    def content(self, doc: Doc) -> str:
        if doc.extra.get("spans"):
            runs = para_blocks(
                self,
                doc.blocks,
                lambda h, n: f'<span style="font-weight: 400;">{h}</span>',
                head=lambda k, h: f'<b><span style="font-weight: 700;">{h}</span></b>',
            )
            return "<br />\n<br />\n".join(runs)

        def qa(q: str, a: str) -> str:
            return f"<p><strong>{q}</strong></p>\n<p>{a}</p>"

        parts = para_blocks(
            self,
            doc.blocks,
            lambda h, n: f"<p>{h}</p>",
            head=lambda k, h: f'<h2 class="wp-block-heading">{h}</h2>',
            qa=qa,
        )
        if len(parts) > 4:
            parts.insert(
                2,
                '<div class="td-a-rec td-a-rec-id-content_inline"><div id="div-gpt-ad-vigia-inline" style="min-height:250px"></div></div>',
            )
        return "\n".join(parts)

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        u = quote(url, safe="")
        post_id = 48000 + sum(map(ord, doc.key)) % 900
        cat = doc.extra.get("column") or doc.section
        cat_link = (
            self.a("cat", cat, "breadcrumb")
            if cat == "Guadalajara"
            else f'<a href="/category/{cat.lower().replace(" ", "-")}/">{esc(cat)}</a>'
        )
        sub = f'<p class="td-post-sub-title">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = ""
        if doc.key in ("presas", "columna"):
            tags = f'<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li><li>{self.a("tag", "Presas", "tag")}</li><li><a href="/tag/siapa/">SIAPA</a></li></ul></div>'
        footer_credit = (
            f'<p class="vig-fuente"><em>{esc(doc.extra["footer_credit"])}</em></p>'
            if doc.extra.get("footer_credit")
            else ""
        )
        disclaimer = (
            f'<p class="vig-aviso"><em>{esc(doc.extra["disclaimer"])}</em></p>' if doc.extra.get("disclaimer") else ""
        )
        author_box = ""
        if doc.authors:
            first = doc.extra.get("byline_name") or doc.authors[0]
            bio = doc.extra.get("bio") or "Reportera y reportero de la mesa de información local de El Vigía."
            author_box = f'<div class="author-box-wrap"><img alt="" src="{ORIGIN}/wp-content/uploads/avatars/{AUTHOR_SLUGS[first]}.jpg" class="avatar avatar-96 photo" height="96" width="96"/><div class="desc"><div class="td-author-name vcard author"><span class="fn"><a href="/author/{AUTHOR_SLUGS[first]}/">{esc(first)}</a></span></div><div class="td-author-description">{esc(bio)}</div></div></div>'
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[(i + 1) % len(ARTS)], ARTS[i - 1]
        related = "".join(
            f'<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div></div>'
            for k in [k for k in ARTS if k != doc.key][:3]
        )
        featured = (
            ""
            if doc.key == "presas"
            else f'<div class="td-post-featured-image"><a href="/wp-content/uploads/2026/12/{post_id}.jpg" data-caption=""><img width="696" height="464" class="entry-thumb" src="/wp-content/uploads/2026/12/{post_id}-696x464.jpg" alt="" title="{esc(doc.title)}"/></a></div>'
        )
        return f"""<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="/">Inicio</a></span> <i class="td-icon-right td-bread-sep"></i> <span>{cat_link}</span></div></div>
<article id="post-{post_id}" class="post-{post_id} post type-post status-publish format-standard has-post-thumbnail category-{doc.section.lower()}">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat_link}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
{sub}
<div class="td-module-meta-info">
{self.byline(doc)}
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(doc.stamp)}">{day(doc.stamp)}</time></span>
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{post_id}">{post_id % 2000 + 311}</span></div>
<div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}">Facebook</a><a class="td-social-twitter" href="https://x.com/intent/tweet?url={u}">Twitter</a><a class="td-social-whatsapp" href="https://api.whatsapp.com/send?text={u}">WhatsApp</a></div>
{featured}
<div class="td-post-content tagdiv-type">
{self.content(doc)}
{footer_credit}
{disclaimer}
</div>
<footer>
{tags}
<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Artículo anterior</span>{self.a(prev_k, self.docs[prev_k].title, "related")}</div></div><div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>Artículo siguiente</span>{self.a(next_k, self.docs[next_k].title, "related")}</div></div></div>
{author_box}
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item" href="#">ARTÍCULOS RELACIONADOS</a><a class="td-related-right" href="#">MÁS DEL AUTOR</a></h4><div class="td_block_inner"><div class="td-related-row">{related}</div></div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">DEJA UNA RESPUESTA</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea placeholder="Comentario:" id="comment" name="comment" aria-required="true"></textarea><input id="author" name="author" placeholder="Nombre:*" type="text" /><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Publicar comentario" /></p></form></div></div>"""

    def module(self, k: str) -> str:
        d = self.docs[k]
        by = d.extra.get("byline_name") or (d.authors[0] if d.authors else d.extra.get("credit", ""))
        return (
            f'<div class="td_module_flex td_module_flex_1"><div class="td-module-container"><div class="td-image-container"><div class="td-module-thumb"><span class="entry-thumb td-thumb-css" style="background-image: url(\'{ORIGIN}/wp-content/uploads/2026/12/{48000 + sum(map(ord, k)) % 900}-324x235.jpg\')"></span></div></div>'
            f'<div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3>'
            f'<div class="td-editor-date"><span class="td-author-date"><span class="td-post-author-name"><a href="/author/{AUTHOR_SLUGS.get(by, "redaccion")}/">{esc(by)}</a> <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(d.stamp)}">{day(d.stamp)}</time></span></span></div>'
            f'<div class="td-excerpt">{esc(self.lede(d))}</div></div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        modules = "".join(self.module(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="td_module_flex td_module_flex_1"><div class="td-module-meta-info"><h3 class="entry-title td-module-title"><a href="{h}">{esc(t)}</a></h3></div></div>'
            for h, t in doc.extra.get("older", [])
        )
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        if doc.key == "home":
            head = '<h1 class="td-visual-hidden">El Vigía de Jalisco: noticias de Guadalajara y Jalisco</h1><h4 class="block-title"><span>Lo último</span></h4>'
        elif doc.kind == "author":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="author-box-wrap td-author-page"><img alt="" src="{ORIGIN}/wp-content/uploads/avatars/mlopez.jpg" class="avatar" height="96" width="96"/><div class="desc"><span class="td-author-post-count">38 POSTS</span><span class="td-author-comments-count">0 COMMENTS</span><div class="td-author-description">{esc(doc.extra["bio"])}</div></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="{ORIGIN}/"><div role="search"><input class="td-widget-search-input" type="text" value="agua" name="s" id="s" /><input class="wpb_button wpb_btn-inverse btn" type="submit" id="searchsubmit" value="Buscar" /></div></form><div class="td_search_subtitle">Si no estás satisfecho con los resultados, haz otra búsqueda</div></div></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-category-description"><p>Noticias sobre las presas y el abastecimiento de agua en Jalisco.</p></div>'
        pager = ""
        if doc.key == "cat":
            two = self.a("cat2", "2", "pagination", attrs='class="page" title="2"')
            nxt = self.a("cat2", "Siguiente", "pagination", attrs='aria-label="next-page"')
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{two}<a href="/category/guadalajara/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="/category/guadalajara/page/41/" class="last" title="41">41</a>{nxt}<span class="pages">Página 1 de 41</span></div>'
        elif doc.key == "cat2":
            prev = self.a("cat", "Anterior", "pagination", attrs='aria-label="prev-page"')
            one = self.a("cat", "1", "pagination", attrs='class="page" title="1"')
            pager = f'<div class="page-nav td-pb-padding-side">{prev}{one}<span class="current">2</span><a href="/category/guadalajara/page/3/" class="page" title="3">3</a><span class="pages">Página 2 de 41</span></div>'
        elif doc.key == "home":
            pager = f'<div class="td-load-more-wrap">{self.a("cat", "Más noticias de Guadalajara", "content")} · {self.a("tag", "Todo sobre las presas", "content")} · {self.a("search", "Buscar: agua", "content")}</div>'
        return f'{head}<div class="td-ss-main-content td_block_inner">{modules}{older}</div>{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            latest = "".join(self.module(k) for k in ["licencia", "efe", "utc", "presas"])
            return (
                '<div class="td-404-title">Ooops... Error 404</div>'
                f'<h1 class="td-404-head td-visual-hidden">{esc(doc.title)}</h1>'
                '<div class="td-404-sub-title">Lo sentimos, pero la página que buscas no existe.</div>'
                f'<div class="td-404-sub-sub-title">Por favor, ve a la {self.a("home", "PORTADA", "content")}</div>'
                f'<h4 class="block-title"><span>NUESTRAS ÚLTIMAS PUBLICACIONES</span></h4><div class="td_block_inner">{latest}</div>'
            )
        if doc.kind == "video":
            items = []
            for title, key, yt in doc.extra["videos"]:
                link = self.a(key, title, "content") if key else f'<a href="/videos/{yt.lower()}/">{esc(title)}</a>'
                items.append(
                    f'<div class="td_module_mx td-video-module"><div class="td-video-embed"><iframe loading="lazy" title="{esc(title)}" width="640" height="360" src="https://www.youtube.com/embed/{yt}?feature=oembed" allowfullscreen></iframe></div><h3 class="entry-title td-module-title">{link}</h3></div>'
                )
            return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td_block_inner td-video-grid">{"".join(items)}</div>'
        html = "\n".join(para_blocks(self, doc.blocks, lambda h, n: f"<p>{h}</p>", head=lambda k, h: f"<h2>{h}</h2>"))
        form = ""
        if doc.kind == "newsletter":
            form = '<form class="vig-boletin" action="https://newsletter.elvigiajalisco.test/subscribe" method="post"><input type="email" name="EMAIL" placeholder="Tu correo electrónico" required><label><input type="checkbox" name="acepto" required> Acepto el aviso de privacidad</label><button type="submit">Suscribirme</button></form>'
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{html}\n{form}\n</div>'
