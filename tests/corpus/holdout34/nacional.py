# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""El Diario Nacional: a Mexico City national daily on a custom PHP CMS (`/nacion/2026/12/04/<slug>-123456.html`,
`/nacion/?pagina=2`, `/tags/<slug>/`, `/autor/<slug>/`, `/buscar.php?q=`, `/opinion/columnas/<slug>/`), Spanish
(Mexico), UTF-8. Dates printed day first ("04/12/2026 10:15"), -06:00. "Por Redacción" (no author), "Por A y B",
an agency story, a "Minuto a minuto" live page and a columnist's page that lists past columns (not an article).
Metadata: og + `article:published_time` on most stories, a broken JSON-LD (trailing comma) on two, none on one."""

from __future__ import annotations

import json

from common import Generic, page, story
from sitekit import Doc, css_rules, esc


class Nacional(Generic):
    origin = "https://www.diarionacional.test"
    name = "El Diario Nacional"
    prefix = "dn"
    language = "es"
    lang_attr = "es-MX"
    content_type = "text/html; charset=UTF-8"
    charset_meta = '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
    title_suffix = " - El Diario Nacional"
    body_class = "nota-page"
    story_class = "nota"
    body_wrap = "nota-cuerpo"
    related_label = "Te puede interesar"
    nav = [("home", "Portada"), ("nacion", "Nación"), ("minuto", "Minuto a minuto"), ("columna", "Opinión")]
    footer_links = [
        ("aviso", "Aviso de privacidad"),
        ("suscripciones", "Suscripciones"),
        ("buscar", "Buscar"),
        ("https://www.diarionacional.test/rss/nacion.xml", "RSS"),
        ("https://www.diarionacional.test/deportes/", "Deportes"),
    ]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dn",
            [".nota", ".nota-cuerpo", ".cabecera", ".menu-principal", ".bloque-notas", ".pie", ".fecha-nota", ".firma"],
            260,
        )

    def head_meta(self, doc: Doc) -> str:
        out = [f'<meta name="description" content="{esc(self.lede(doc))}">']
        if doc.is_article and not doc.extra.get("no_meta"):
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            if doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("broken_ld"):
                # the CMS template leaves a trailing comma: the JSON-LD does not parse
                out.append(
                    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle",'
                    f'"headline":{json.dumps(doc.title, ensure_ascii=False)},"datePublished":"{doc.iso}",'
                    '"author":{"@type":"Organization","name":"El Diario Nacional"},}</script>'
                )
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def head_scripts(self, doc: Doc) -> str:
        return '<script src="/js/jquery-1.12.4.min.js"></script>\n<script>var dn_seccion="nacion";var dn_pub="dfp-2231";</script>'

    def header_html(self, doc: Doc) -> str:
        items = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in self.nav)
        return (
            '<div id="aviso-cookies" class="aviso-cookies">Usamos cookies para mejorar tu experiencia. <button>Aceptar</button></div>'
            f'<div class="cabecera"><div class="logo">{self.a("home", "El Diario Nacional", "chrome:header")}</div>'
            '<p class="fecha-hoy">Domingo 6 de diciembre de 2026</p>'
            f'<ul class="menu-principal">{items}<li><a href="/deportes/">Deportes</a></li><li><a href="/espectaculos/">Espectáculos</a></li></ul></div>'
        )

    def byline_html(self, doc: Doc) -> str:
        if not doc.byline:
            return ""
        if doc.extra.get("author_key"):
            return f'<p class="firma">Por {self.a(doc.extra["author_key"], doc.byline, "content:byline")}</p>'
        return f'<p class="firma">{esc(doc.byline)}</p>'

    def date_html(self, doc: Doc) -> str:
        return f'<p class="fecha-nota">{esc(doc.stamp)}</p>' if doc.stamp else ""

    def pre_body(self, doc: Doc) -> str:
        return '<div class="compartir"><a href="https://www.facebook.com/sharer.php">Facebook</a> <a href="https://twitter.com/intent/tweet">X</a> <a href="https://wa.me/">WhatsApp</a></div>'

    def after_body(self, doc: Doc) -> str:
        tags = "".join(self.a(k, t, "content:tags") for k, t in doc.extra.get("tags", []))
        out = f'<div class="etiquetas">Temas: {tags}</div>' if tags else ""
        return (
            out
            + super().after_body(doc)
            + '<div class="comentarios"><h4>Comentarios</h4><p>Inicia sesión para comentar.</p></div>'
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "El Diario Nacional",
                "php-portada",
                html_title="El Diario Nacional | Noticias de México y el mundo",
                list=["agua", "monterrey", "minuto", "sismo", "columna1", "aduana", "maiz"],
                more="nacion2",
                more_text="Más noticias",
                no_h1=True,
            )
        )
        add(
            page(
                "nacion",
                "/nacion/",
                "section",
                "Nación",
                "php-seccion",
                list=["agua", "monterrey", "sismo", "aduana", "maiz"],
                more="nacion2",
                more_text="Siguiente »",
            )
        )
        add(
            page("nacion2", "/nacion/?pagina=2", "section", "Nación", "php-seccion-p2", list=["ruta", "maiz", "minuto"])
        )
        add(page("tag", "/tags/agua/", "tag", "Agua", "php-tag", list=["agua", "ruta", "maiz"]))
        add(
            page(
                "autor",
                "/autor/mariana-quezada/",
                "author",
                "Mariana Quezada",
                "php-autor",
                ["Reportera de la sección Nación. Cubre movilidad, migración e industria en el norte del país."],
                list=["monterrey", "ruta"],
            )
        )
        add(
            page(
                "buscar",
                "/buscar.php?q=sequ%C3%ADa",
                "search",
                "Resultados de búsqueda: sequía",
                "php-buscar",
                ["Se encontraron 3 resultados para «sequía»."],
                list=["maiz", "agua", "ruta"],
            )
        )
        add(
            page(
                "columna",
                "/opinion/columnas/lucia-ferrer/",
                "author",
                "Lucía Ferrer: Cuentas claras",
                "php-columnista",
                [
                    "Lucía Ferrer es economista por la UNAM y escribe sobre finanzas públicas desde 2011. Su columna «Cuentas claras» aparece martes y viernes.",
                    "## Columnas anteriores",
                    "- 01/12/2026 · El presupuesto que nadie leyó",
                    "- 27/11/2026 · Pensiones: la factura de 2030",
                    "- 24/11/2026 · Lo que el aguinaldo no alcanza",
                ],
                list=["columna1"],
            )
        )
        add(
            page(
                "aviso",
                "/aviso-de-privacidad.php",
                "policy",
                "Aviso de privacidad",
                "php-aviso",
                [
                    "Última actualización: 15/10/2026",
                    "Editorial Nacional S.A. de C.V., con domicilio en Avenida Chapultepec 480, Ciudad de México, es responsable del tratamiento de sus datos personales.",
                    "Los datos que recabamos se utilizan para gestionar suscripciones, enviar boletines y medir la audiencia del sitio. Usted puede ejercer sus derechos ARCO escribiendo a privacidad@diarionacional.test.",
                    "Este aviso puede cambiar. Las modificaciones se publicarán en esta misma página.",
                ],
            )
        )
        add(
            page(
                "suscripciones",
                "/suscripciones/",
                "subscribe",
                "Suscríbete a El Diario Nacional",
                "php-suscripciones",
                [
                    "Acceso ilimitado a todas las notas, la edición impresa digital y el boletín de la mañana.",
                    "- Digital: 99 pesos al mes",
                    "- Digital + impreso fin de semana: 189 pesos al mes",
                    "Cancela cuando quieras. Precios con IVA incluido.",
                ],
            )
        )
        add(
            story(
                "agua",
                "/nacion/2026/12/04/cortes-de-agua-en-12-alcaldias-de-la-cdmx-184512.html",
                "Anuncian cortes de agua en 12 alcaldías de la CDMX por obras en el Cutzamala",
                "2026-12-04",
                "2026-12-04T10:15:00-06:00",
                "04/12/2026 10:15",
                [],
                [
                    "La Comisión Nacional del Agua informó que el suministro se reducirá durante 72 horas a partir del martes en doce alcaldías de la Ciudad de México y en cinco municipios del Estado de México.",
                    "El recorte se debe a trabajos de mantenimiento en la planta potabilizadora Los Berros, donde se sustituirán dos válvulas de la línea principal, explicó el organismo en un comunicado.",
                    "FIG: Pipa de agua en Iztapalapa | Vecinos de Iztapalapa llenan cubetas de una pipa. Foto: Archivo",
                    "Las alcaldías más afectadas serán Iztapalapa, Tláhuac, Coyoacán y Álvaro Obregón, donde el servicio podría tardar hasta dos días más en normalizarse.",
                    'RAW:<div class="lee-tambien"><strong>Lee también:</strong> <a href="/nacion/2026/11/20/presas-al-38-por-ciento-183001.html">Presas del Cutzamala, al 38 por ciento</a></div>',
                    "El Sistema de Aguas de la Ciudad de México distribuirá agua en 1,200 pipas gratuitas y pidió a la población almacenar sólo lo necesario.",
                    "Es la tercera reducción del año. En marzo y en julio se hicieron trabajos similares que dejaron sin agua a casi dos millones de personas.",
                ],
                "redaccion-no-author",
                byline="Por Redacción",
                section="Nación",
                tags=[("tag", "Agua")],
                related=["maiz"],
                broken_ld=True,
            )
        )
        add(
            story(
                "monterrey",
                "/nacion/2026/12/04/naves-industriales-monterrey-184530.html",
                "Nuevo León suma 41 naves industriales en construcción; faltan trabajadores",
                "2026-12-04",
                "2026-12-04T12:40:00-06:00",
                "04/12/2026 12:40",
                ["Mariana Quezada", "Óscar Villarreal"],
                [
                    "En el corredor entre Apodaca y Salinas Victoria hay 41 naves industriales en obra, según la asociación de parques industriales del estado, la cifra más alta desde que se lleva registro.",
                    "Pero los empresarios advierten que la mano de obra no alcanza. «Tenemos 600 vacantes abiertas desde septiembre», dijo Ramiro Garza Elizondo, gerente de una fabricante de arneses eléctricos.",
                    "## Salarios al alza",
                    "El salario promedio de un operador de línea en la zona subió 18 por ciento en un año, hasta 2,350 pesos semanales, de acuerdo con datos del Instituto Mexicano del Seguro Social.",
                    "Las empresas han empezado a traer trabajadores de San Luis Potosí, Veracruz y Tabasco, con transporte y vivienda pagados durante los primeros tres meses.",
                    "La Secretaría de Economía estatal prevé que en 2027 se necesiten otros 25 mil empleos sólo en este corredor.",
                ],
                "two-authors-y",
                byline="Mariana Quezada y Óscar Villarreal",
                author_key="autor",
                section="Nación",
                related=["aduana"],
            )
        )
        add(
            story(
                "sismo",
                "/nacion/2026/12/03/sismo-de-5-8-en-oaxaca-184490.html",
                "Sismo de magnitud 5.8 sacude la costa de Oaxaca; no hay daños graves",
                "2026-12-03",
                "2026-12-04T04:38:00Z",
                "03/12/2026 22:38",
                [],
                [
                    "Un sismo de magnitud 5.8 se registró a las 22:31 horas de este jueves a 14 kilómetros al sur de Pinotepa Nacional, Oaxaca, informó el Servicio Sismológico Nacional.",
                    "La alerta sísmica sonó en la Ciudad de México, aunque el movimiento apenas se percibió en la capital.",
                    "Protección Civil de Oaxaca reportó bardas caídas en dos comunidades de la Costa Chica y la suspensión temporal de la luz en Pinotepa y Jamiltepec.",
                    "NOTE: Con información de AIN",
                    "Hasta la medianoche se habían registrado 23 réplicas, la mayor de magnitud 4.1.",
                ],
                "agency-utc-crosses-day",
                byline="Agencia AIN",
                section="Nación",
                related=["agua"],
            )
        )
        add(
            story(
                "columna1",
                "/opinion/2026/12/04/el-credito-que-viene-184520.html",
                "El crédito que viene",
                "2026-12-04",
                None,
                "04/12/2026",
                ["Lucía Ferrer"],
                [
                    "El Senado aprobó esta semana un techo de endeudamiento que, visto de lejos, parece prudente. Visto de cerca, deja demasiadas preguntas sin respuesta.",
                    "La primera es quién va a pagar. El paquete supone un crecimiento de 2.8 por ciento en 2027, cuando casi ningún analista privado espera más de 1.6.",
                    "La segunda es en qué se gastará. De los 890 mil millones de pesos adicionales, menos de una quinta parte tiene un destino definido en el documento enviado por Hacienda.",
                    "Nadie discute que el país necesita invertir en agua, en energía y en salud. Lo que se discute es si esta vez se hará con reglas claras o con la misma opacidad de siempre.",
                    "SIGN: Lucía Ferrer es economista. X: @luciaferrer_cc",
                ],
                "opinion-column",
                byline="Lucía Ferrer",
                author_key="columna",
                section="Opinión",
                no_meta=True,
            )
        )
        add(
            story(
                "minuto",
                "/nacion/2026/12/04/minuto-a-minuto-bloqueos-transportistas-184540.html",
                "Minuto a minuto: bloqueos de transportistas en carreteras del país",
                "2026-12-04",
                "2026-12-04T07:05:00-06:00",
                "04/12/2026 07:05 | Actualizada 13:50",
                [],
                [
                    'RAW:<div class="minuto-entrada"><span class="hora">13:50</span></div>',
                    "### Gobernación instala mesa de diálogo",
                    "La Secretaría de Gobernación recibió a una comisión de 12 representantes de los transportistas en sus oficinas de Bucareli.",
                    'RAW:<div class="minuto-entrada"><span class="hora">11:20</span></div>',
                    "### Liberan la México-Querétaro",
                    "Los manifestantes retiraron los tractocamiones de la autopista México-Querétaro a la altura de Tepotzotlán, aunque el tráfico sigue lento.",
                    'RAW:<div class="minuto-entrada"><span class="hora">09:05</span></div>',
                    "### Bloqueo en la México-Puebla",
                    "Unos 300 tractocamiones mantienen cerrados ambos sentidos de la autopista en San Martín Texmelucan.",
                    'RAW:<div class="minuto-entrada"><span class="hora">07:05</span></div>',
                    "### Arrancan las protestas",
                    "Transportistas de carga anunciaron bloqueos en al menos nueve estados para exigir seguridad en las carreteras tras el robo de 40 unidades en noviembre.",
                ],
                "live-minuto-a-minuto",
                byline="Por Redacción",
                section="Nación",
                broken_ld=True,
            )
        )
        add(
            story(
                "aduana",
                "/nacion/2026/12/02/aduana-de-nuevo-laredo-184402.html",
                "La aduana de Nuevo Laredo procesa récord de 22 mil camiones en un día",
                "2026-12-02",
                "2026-12-02T18:20:00-06:00",
                "02/12/2026 18:20",
                ["Óscar Villarreal"],
                [
                    "La aduana de Nuevo Laredo registró el lunes el cruce de 22,140 camiones de carga hacia Estados Unidos, un récord para un solo día, informó la Agencia Nacional de Aduanas.",
                    "El aumento se explica por los envíos de fin de año y por el cierre temporal del puente de Colombia, que obligó a desviar parte del tráfico.",
                    "Los transportistas reportaron filas de hasta nueve horas en el Puente del Comercio Mundial.",
                    "SIGN: Óscar Villarreal / Corresponsal",
                ],
                "single-author-signoff",
                byline="Por Óscar Villarreal",
                section="Nación",
            )
        )
        add(
            story(
                "maiz",
                "/nacion/2026/11/05/sequia-en-sinaloa-184001.html",
                "La sequía deja sin siembra a la mitad de los productores de maíz en Sinaloa",
                "2026-11-05",
                "2026-11-05T09:00:00-06:00",
                "05/11/2026 09:00",
                [],
                [
                    "Más de la mitad de los productores de maíz de Sinaloa no sembrará en el ciclo otoño-invierno por la falta de agua en las presas, advirtió la Asociación de Agricultores del Río Culiacán.",
                    "Las once presas del estado están al 14 por ciento de su capacidad, el nivel más bajo en tres décadas.",
                    "El gobierno estatal ofreció apoyos de 3,500 pesos por hectárea a quienes cambien a cultivos de menor consumo de agua, como el garbanzo o el cártamo.",
                    "Los productores consideran que el apoyo es insuficiente y piden la compra garantizada de la cosecha a precio de 7,000 pesos por tonelada.",
                ],
                "day-first-november-date",
                byline="Por Redacción",
                section="Nación",
                tags=[("tag", "Agua")],
                no_meta=True,
            )
        )
        add(
            story(
                "ruta",
                "/nacion/2026/12/01/ruta-del-agua-en-chihuahua-184350.html",
                "Pipas y norias: la ruta del agua en la sierra de Chihuahua",
                "2026-12-01",
                "2026-12-01T20:10:00-06:00",
                "01/12/2026 20:10",
                ["Mariana Quezada"],
                [
                    "En Guachochi, la pipa llega los jueves. Si no llega, las familias caminan dos horas hasta la noria más cercana.",
                    "FIG: Noria en Guachochi | Una mujer rarámuri saca agua de una noria. Foto: Mariana Quezada",
                    "El municipio tiene 48 comunidades sin red de agua potable, según el último censo, y el gobierno estatal sólo cuenta con siete pipas para atenderlas.",
                    "«Antes el arroyo traía agua hasta diciembre. Ahora se seca en agosto», dice Rosalinda Cruz, de 52 años.",
                    "La Junta Central de Agua prometió perforar tres pozos en 2027.",
                ],
                "reportage-page2-only",
                byline="Mariana Quezada",
                author_key="autor",
                section="Nación",
                tags=[("tag", "Agua")],
            )
        )
