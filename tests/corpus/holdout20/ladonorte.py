# ruff: noqa: E501, RUF001
"""Lado Norte: a nonprofit Monterrey newsroom (Spanish, es-MX) on **Newspack** (WordPress 6.7 with the Newspack
theme, Newspack blocks and campaigns, Co-Authors Plus bylines "Por X y Y", Jetpack related posts), `/YYYY/MM/DD/slug/`,
`/category/monterrey/page/2/`, `/tag/agua/`, `/author/<slug>/`, `/?s=`.

Yoast SEO writes its `@graph` JSON-LD, og tags and UTC `article:published_time` on most pages (and, as Yoast does,
`og:type=article` on WordPress *pages* such as the privacy notice and the job ad). Some pages come through a caching
layer that sends `charset=windows-1252` (one `charset=ISO-8859-1`) in the HTTP header and strips `<meta charset>`
and the Yoast block: those pages are written in cp1252. The interview carries only a hand-written NewsArticle
JSON-LD with a trailing comma (invalid JSON). The metro story was posted at 20:35 in Monterrey (UTC-6): Yoast's
UTC time says 3 December, the page says 2 December."""

from __future__ import annotations

import json
import zlib
from datetime import UTC
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

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
NAV = [
    ("seccion", "Monterrey"),
    ("/category/nuevo-leon/", "Nuevo León"),
    ("/category/medio-ambiente/", "Medio ambiente"),
    ("/category/opinion/", "Opinión"),
    ("/category/datos/", "Datos"),
    ("boletin", "Boletín"),
]
PEOPLE = {
    "María Elena Garza": "autor",
    "Rodrigo Cantú": "/author/rodrigo-cantu/",
    "Andrea Villarreal": "/author/andrea-villarreal/",
    "Daniela Ríos": "/author/daniela-rios/",
}
AUTHOR_LINK = 'class="author-link"'
REL_CAT = 'rel="category tag"'
REL_BOOK = 'rel="bookmark"'
PAGE_NUM = 'class="page-numbers"'
PREV_NUM = 'class="prev page-numbers"'
LOGO_A = 'class="custom-logo-link" rel="home"'
LOGO = '<img width="300" height="80" src="https://ladonorte.test/wp-content/uploads/2024/05/lado-norte-logo.png" class="custom-logo" alt="Lado Norte">'
LEGACY = {
    "breve": "windows-1252",
    "agencia": "windows-1252",
    "columna": "ISO-8859-1",
    "busqueda": "windows-1252",
    "correcciones": "windows-1252",
}


def fecha(iso: str) -> str:
    y, m, d = iso[:10].split("-")
    return f"{int(d)} de {MESES[int(m) - 1]} de {y}"


def utc(iso: str) -> str:
    """Yoast's time: the local time converted to UTC (+00:00)."""
    from datetime import datetime

    return datetime.fromisoformat(iso).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


class LadoNorte(Base):
    origin = "https://ladonorte.test"
    name = "Lado Norte"
    prefix = "ln"
    language = "es"

    def __init__(self) -> None:
        super().__init__()
        self._doc_key = ""

    # the caching layer: some pages are served as cp1252 with the charset only in the HTTP header
    def file_name(self, doc: Doc) -> str:
        self._doc_key = doc.key
        return f"{self.prefix}-{doc.key}.html"

    @property
    def codec(self) -> str:  # type: ignore[override]
        return "cp1252" if self._doc_key in LEGACY else "utf-8"

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "windows-1252" if self._doc_key in LEGACY else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return f"text/html; charset={LEGACY[self._doc_key]}" if self._doc_key in LEGACY else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ln",
            [
                ".site-header",
                ".entry-content",
                ".wpnbha article",
                ".entry-meta",
                ".site-footer",
                ".newspack-popup",
                ".cat-links",
                ".widget",
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
                "Lado Norte",
                "newspack-home",
                list=["metro", "agua", "fotos", "entrevista", "breve"],
                more="seccion2",
            )
        )
        add(
            page(
                "seccion",
                "/category/monterrey/",
                "section",
                "Monterrey",
                "newspack-category",
                list=["metro", "agua", "fotos", "breve", "entrevista"],
                more="seccion2",
                desc="Noticias de la ciudad: servicios, movilidad, seguridad y vida de barrio.",
            )
        )
        add(
            page(
                "seccion2",
                "/category/monterrey/page/2/",
                "section",
                "Monterrey",
                "newspack-category-page2",
                list=["columna", "entrevista"],
                prev="seccion",
                page_no=2,
                desc="Noticias de la ciudad: servicios, movilidad, seguridad y vida de barrio.",
            )
        )
        add(
            page(
                "etiqueta", "/tag/agua/", "tag", "Agua", "newspack-tag", list=["agua", "agencia", "entrevista"], desc=""
            )
        )
        add(
            page(
                "autor",
                "/author/maria-elena-garza/",
                "author",
                "María Elena Garza",
                "newspack-coauthor-archive-bio",
                [
                    "María Elena Garza es reportera de servicios públicos y medio ambiente. Antes de llegar a Lado Norte en 2022 trabajó ocho años en la radio pública de Saltillo. Cubre agua, calidad del aire y el crecimiento de la zona metropolitana.",
                ],
                list=["agua", "entrevista"],
                role="Reportera",
            )
        )
        add(
            page(
                "busqueda",
                "/?s=transporte",
                "search",
                "Resultados de búsqueda para: transporte",
                "newspack-search-cp1252",
                list=["metro", "agencia", "columna"],
                query="transporte",
            )
        )
        add(
            page(
                "correcciones",
                "/correcciones/",
                "correction",
                "Correcciones y aclaraciones",
                "newspack-corrections-page-cp1252",
                [
                    "En Lado Norte corregimos nuestros errores de forma pública. Cuando una nota publicada contiene un dato equivocado, la corregimos y añadimos una nota al final que explica qué cambió y cuándo. Esta página reúne todas las correcciones de los últimos 90 días.",
                    "## 2 de diciembre de 2026",
                    "En la nota [[agua|sobre los cortes de agua nocturnos]] se dijo originalmente que los cortes afectarían a 16 colonias. Son 14. La nota fue corregida a las 13:10 horas.",
                    "## 24 de noviembre de 2026",
                    "Una versión anterior de la nota sobre el presupuesto de parques atribuía una cita al regidor Hugo Leal. La cita es de la regidora Patricia Leal. Ofrecemos una disculpa a ambos.",
                    "## 9 de noviembre de 2026",
                    "En la gráfica sobre la calidad del aire del 8 de noviembre, las unidades del eje vertical eran microgramos por metro cúbico, no partes por millón. La gráfica fue reemplazada.",
                    "## 30 de octubre de 2026",
                    "La fotografía que acompañaba la nota sobre el mercado Juárez fue tomada en 2024, no esta semana como decía el pie de foto original.",
                    "Si encuentras un error en cualquiera de nuestras notas, escríbenos a correcciones@ladonorte.test. Respondemos todos los mensajes en un plazo de 48 horas hábiles.",
                ],
            )
        )
        add(
            page(
                "privacidad",
                "/aviso-de-privacidad/",
                "policy",
                "Aviso de privacidad",
                "newspack-policy-yoast-og-article",
                [
                    "Última actualización: 14 de marzo de 2026",
                    "Lado Norte, Periodismo Independiente A.C., con domicilio en Monterrey, Nuevo León, es responsable del tratamiento de los datos personales que nos proporcionas al suscribirte a nuestros boletines, hacer un donativo o participar en nuestros eventos.",
                    "## ¿Qué datos recabamos?",
                    "Nombre, correo electrónico, código postal y, en el caso de los donativos, los datos necesarios para emitir un recibo deducible. No guardamos los números de tarjeta: los pagos se procesan a través de un proveedor externo certificado.",
                    "## ¿Para qué los usamos?",
                    "Para enviarte los boletines que elegiste, emitir recibos, invitarte a eventos y, de forma agregada y anónima, entender qué notas se leen más. No vendemos ni rentamos tus datos a nadie.",
                    "## Tus derechos",
                    "Puedes acceder, rectificar, cancelar u oponerte al uso de tus datos (derechos ARCO) escribiendo a privacidad@ladonorte.test. Responderemos en un plazo máximo de 20 días hábiles.",
                    "## Cookies",
                    "Usamos cookies propias para recordar tus preferencias y medir el tráfico del sitio, y cookies de terceros para mostrar videos incrustados. Puedes desactivarlas en la configuración de tu navegador.",
                ],
                modified="2026-03-14T12:00:00-06:00",
            )
        )
        add(
            page(
                "empleo",
                "/empleos/reportera-o-de-datos/",
                "jobs",
                "Buscamos reportera o reportero de datos",
                "newspack-job-ad",
                [
                    "Lado Norte busca a una persona que sepa encontrar historias en hojas de cálculo, bases de datos públicas y solicitudes de transparencia, y que sepa contarlas para lectores que no son expertos.",
                    "## Lo que harás",
                    "- Analizar datos de agua, transporte, seguridad y presupuesto de los municipios del área metropolitana.",
                    "- Trabajar con reporteras y reporteros de todas las secciones para respaldar sus notas con datos.",
                    "- Diseñar gráficas sencillas y mantener nuestras bases de datos públicas actualizadas.",
                    "## Lo que buscamos",
                    "- Al menos dos años de experiencia en periodismo o en análisis de datos.",
                    "- Manejo de hojas de cálculo; se valora experiencia en Python, R o SQL.",
                    "- Conocimiento de la Ley de Transparencia y experiencia presentando solicitudes.",
                    "## Ofrecemos",
                    "Sueldo mensual de 32,000 a 38,000 pesos brutos, prestaciones de ley y superiores, seguro de gastos médicos mayores, esquema híbrido con tres días en la redacción del centro de Monterrey y presupuesto anual para capacitación.",
                    "Envía tu CV, dos ejemplos de trabajo publicado y una propuesta de historia de datos sobre Nuevo León a empleos@ladonorte.test antes del 18 de diciembre de 2026. Alentamos especialmente a postularse a mujeres, personas indígenas y personas de municipios fuera del área metropolitana.",
                ],
                modified="2026-11-25T09:00:00-06:00",
            )
        )
        add(
            page(
                "boletin",
                "/boletin/",
                "subscribe",
                "Recibe Lado Norte en tu correo",
                "newspack-newsletter-signup",
                [
                    "Cada mañana de lunes a viernes, a las 6:30, te enviamos las cinco noticias que necesitas para entender tu ciudad, escritas por nuestra redacción. Es gratis y puedes darte de baja cuando quieras.",
                    "- La Mañana: lo más importante del día, de lunes a viernes.",
                    "- Agua y Aire: cada jueves, lo que pasa con el medio ambiente en Nuevo León.",
                    "- Datos del Norte: una vez al mes, una gráfica y la historia detrás.",
                ],
            )
        )

        add(
            story(
                "agua",
                "/2026/12/01/cortes-de-agua-nocturnos-14-colonias/",
                "Monterrey tendrá cortes de agua nocturnos en 14 colonias durante diciembre",
                "2026-12-01",
                "2026-12-01T10:40:12-06:00",
                fecha("2026-12-01"),
                ["María Elena Garza", "Rodrigo Cantú"],
                [
                    "Servicios de Agua y Drenaje de Monterrey cortará el suministro entre las 23:00 y las 5:00 horas en 14 colonias del poniente y el sur de la ciudad a partir del próximo lunes, mientras sustituye un tramo de 3.2 kilómetros del acueducto que abastece a esa zona, informó el organismo este martes.",
                    "Los cortes durarán, según el calendario oficial, hasta el 23 de diciembre. Las colonias afectadas incluyen Mitras Centro, Vista Hermosa, Cumbres Primer Sector, Contry y San Jerónimo, entre otras. El organismo publicó la lista completa en su sitio web y dijo que enviará mensajes de texto a los usuarios registrados.",
                    "“Elegimos la noche porque es cuando menos agua se consume y menos gente se ve afectada”, dijo el director de operación, Arturo Benavides. “Pedimos a las familias que llenen sus tinacos antes de las diez”.",
                    "## Vecinos piden pipas",
                    "En Mitras Centro, donde viven muchas personas mayores sin tinaco, vecinas consultadas por Lado Norte dijeron que no se enteraron del aviso hasta que un reportero les preguntó. “Aquí el agua ya llega con poca presión de día”, dijo Leticia Ramos, de 71 años. “Si la cortan de noche, en la mañana no va a haber”.",
                    "Benavides dijo que habrá pipas disponibles en cada colonia a partir de las 6:00 horas y que los hospitales y las estancias de adultos mayores de la zona tendrán abasto garantizado.",
                    "La obra, con un costo de 186 millones de pesos, forma parte del plan para reducir las fugas en la red, que el organismo calcula en 28 % del agua que se extrae. Es la segunda etapa de un proyecto que comenzó en 2025 en el oriente de la ciudad.",
                ],
                "newspack-coauthors-two-yoast",
                section="Monterrey",
                dek="Servicios de Agua y Drenaje sustituirá un tramo del acueducto del poniente; los cortes serán de 23:00 a 5:00 horas.",
                tags=["etiqueta"],
            )
        )
        add(
            story(
                "metro",
                "/2026/12/02/linea-6-metro-abrira-en-marzo/",
                "La Línea 6 del Metro abrirá en marzo, anuncia el gobierno estatal",
                "2026-12-02",
                "2026-12-02T20:35:40-06:00",
                fecha("2026-12-02"),
                ["Rodrigo Cantú"],
                [
                    "La Línea 6 del Metro de Monterrey comenzará a operar en la segunda quincena de marzo, anunció este miércoles por la noche la Secretaría de Movilidad del estado, casi dos años después de la fecha prometida originalmente.",
                    "La línea, de 14 kilómetros y 13 estaciones, conectará el centro con el municipio de Apodaca y el aeropuerto. Según la secretaría, las pruebas con trenes vacíos empezarán el 15 de enero y durarán al menos ocho semanas.",
                    "“No vamos a abrir una sola estación que no esté lista”, dijo el subsecretario de transporte masivo, Ernesto Lozano, en conferencia de prensa. Lozano explicó que el retraso se debió a problemas en el suministro de los sistemas de señalización y a la reubicación de líneas de alta tensión.",
                    "Usuarios que a diario viajan en camión desde Apodaca dijeron que esperarán a verlo para creerlo. “Nos han dado tres fechas”, dijo Óscar Tamez, que tarda hora y media en llegar a su trabajo en el centro.",
                    "La secretaría no informó cuánto costará el boleto. Actualmente el pasaje del Metro es de 9.90 pesos con tarjeta.",
                ],
                "newspack-story-evening-utc-next-day",
                section="Monterrey",
                dek="La Secretaría de Movilidad fija la segunda quincena de marzo; las pruebas con trenes vacíos empezarán en enero.",
            )
        )
        add(
            story(
                "breve",
                "/2026/12/02/cierran-carril-avenida-constitucion/",
                "Cierran un carril de avenida Constitución por obras del colector pluvial",
                "2026-12-02",
                "2026-12-02T07:15:00-06:00",
                fecha("2026-12-02"),
                [],
                [
                    "A partir de este miércoles y hasta el 9 de diciembre, el carril derecho de avenida Constitución en dirección al poniente estará cerrado entre Zaragoza y Cuauhtémoc por la construcción de un colector pluvial. Tránsito de Monterrey recomienda usar Morones Prieto.",
                ],
                "newspack-brief-redaccion-cp1252",
                section="Monterrey",
                byline_text="Redacción",
            )
        )
        add(
            story(
                "agencia",
                "/2026/11/30/sequia-presas-noreste-nivel-mas-bajo/",
                "Presas del noreste cierran noviembre en su nivel más bajo en cinco años",
                "2026-11-30",
                "2026-11-30T13:05:00-06:00",
                fecha("2026-11-30"),
                [],
                [
                    "Ciudad de México (AIN).– Las presas de Nuevo León, Coahuila y Tamaulipas terminaron noviembre con un almacenamiento promedio de 31 %, el más bajo para esta fecha desde 2021, según el reporte semanal de la autoridad federal del agua difundido este lunes.",
                    "La presa El Cuchillo, principal fuente de agua superficial para el área metropolitana de Monterrey, se encuentra al 38 % de su capacidad, mientras que La Boca está al 22 %. El reporte atribuye la baja a un verano con lluvias 40 % por debajo del promedio.",
                    "Las autoridades federales dijeron que por ahora no se prevén restricciones adicionales al uso agrícola, pero pidieron a los municipios acelerar la reparación de fugas.",
                ],
                "newspack-agency-story-no-author-cp1252",
                section="Nuevo León",
                agency="Agencia Informativa del Norte (AIN)",
                tags=["etiqueta"],
            )
        )
        add(
            story(
                "entrevista",
                "/2026/11/29/entrevista-lucia-trevino-rio-santa-catarina/",
                "“El río Santa Catarina no es un estacionamiento”: entrevista con la bióloga Lucía Treviño",
                "2026-11-29",
                "2026-11-29T09:00:00-06:00",
                fecha("2026-11-29"),
                ["Andrea Villarreal"],
                [
                    "Lucía Treviño estudia desde hace 15 años la vegetación y las aves del río Santa Catarina, el cauce que atraviesa Monterrey y que durante buena parte del año parece seco. Hablamos con ella sobre el nuevo proyecto municipal que propone construir canchas y estacionamientos en el lecho del río.",
                    "Q: ¿Por qué le preocupa el proyecto? || Porque parte de una idea equivocada: que el río es un terreno baldío. No lo es. Es un ecosistema que tiene agua bajo la superficie casi todo el año, que alberga más de 150 especies de aves y que, cuando llueve fuerte, necesita todo su ancho para llevarse el agua.",
                    "Q: El municipio dice que las obras serían desmontables. || Lo mismo se dijo antes del huracán Alex, en 2010, y el río se llevó todo lo que había en el cauce. No se trata de si se puede desmontar, sino de quién paga cuando el agua llegue sin avisar.",
                    "Q: ¿Qué propone usted? || Que se use el río como lo que es: un parque natural lineal. Senderos sencillos, reforestación con especies nativas y vigilancia. Cuesta menos que las canchas y no pone en riesgo a nadie.",
                    "Q: ¿La ciudad está dispuesta a escuchar? || Hay más interés que hace diez años. Los jóvenes ya ven el río de otra forma. Falta que las autoridades hagan lo mismo.",
                ],
                "newspack-qa-broken-jsonld",
                section="Monterrey",
                dek="La investigadora critica el proyecto municipal de canchas y estacionamientos en el cauce.",
                tags=["etiqueta"],
                broken_ld=True,
            )
        )
        add(
            story(
                "columna",
                "/2026/11/28/el-transporte-que-merecemos/",
                "El transporte que merecemos",
                "2026-11-28",
                "2026-11-28T08:00:00-06:00",
                fecha("2026-11-28"),
                ["Jorge Salinas Treviño"],
                [
                    "Cada mañana, cerca de un millón de personas en el área metropolitana se suben a un camión. Muchas de ellas esperan veinte minutos en una parada sin sombra, viajan de pie durante una hora y pagan, al final del mes, una parte de su salario que en otras ciudades del país sería impensable.",
                    "Nos hemos acostumbrado a hablar del transporte público como si fuera “un problema de los pobres”. No lo es. Cada persona que no puede llegar a tiempo a su trabajo, a su escuela o a su consulta médica es una pérdida para toda la ciudad.",
                    "La nueva línea del Metro es una buena noticia, pero no basta. Sin rutas alimentadoras confiables, sin banquetas para llegar a las estaciones y sin un sistema de pago único, seguirá siendo una obra que se inaugura y no una red que se usa.",
                    "Monterrey tiene dinero, tiene ingenieros y tiene empresas que saben mover mercancías con una precisión admirable. Lo que nos falta es decidir que mover personas con la misma dignidad es igual de importante.",
                    "SIGN: Jorge Salinas Treviño es urbanista y profesor universitario. Sus opiniones son personales y no representan la postura de Lado Norte.",
                ],
                "newspack-opinion-signed-at-end-iso88591",
                section="Opinión",
                signed_only=True,
            )
        )
        add(
            story(
                "fotos",
                "/2026/12/01/fotos-neblina-cerro-de-la-silla/",
                "Fotos: La neblina cubre el Cerro de la Silla en la primera mañana fría de diciembre",
                "2026-12-01",
                "2026-12-01T08:20:00-06:00",
                fecha("2026-12-01"),
                ["Daniela Ríos"],
                [
                    "El primer frente frío de la temporada dejó este martes temperaturas de 6 grados y una neblina que ocultó el Cerro de la Silla durante casi toda la mañana.",
                    "FIG: Siluetas de edificios y el Cerro de la Silla cubiertos por neblina al amanecer | La neblina cubre el Cerro de la Silla visto desde el puente de la avenida Revolución. Crédito: Daniela Ríos / Lado Norte",
                    "FIG: Una mujer con bufanda espera el camión en una parada de la avenida Constitución | Una usuaria espera el transporte público en avenida Constitución a las 7:10 horas. Crédito: Daniela Ríos / Lado Norte",
                ],
                "newspack-photo-story-photographer",
                section="Monterrey",
                photo=True,
            )
        )

    # ------------------------------------------------------------------ templates
    def byline(self, doc: Doc, zone: str = "byline") -> str:
        if doc.extra.get("agency") or doc.extra.get("signed_only"):
            return ""
        if not doc.authors:
            return f'<span class="byline"><span>Por</span> <span class="author vcard">{esc(doc.extra.get("byline_text", "Redacción"))}</span></span>'
        parts = []
        for n in doc.authors:
            target = PEOPLE.get(n, "/author/" + n.lower().replace(" ", "-") + "/")
            link = self.a(target, n, zone, attrs='class="url fn n"')
            parts.append(f'<span class="author vcard">{link}</span>')
        joined = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " y " + parts[-1]
        return f'<span class="byline"><span>Por</span> {joined}</span>'

    def time_html(self, doc: Doc) -> str:
        return (
            f'<span class="posted-on"><time class="entry-date published" datetime="{doc.iso}">{doc.stamp}</time></span>'
        )

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 9000 + 48000
        credit = ""
        if " Crédito: " in cap:
            cap, credit = cap.split(" Crédito: ")
        src = f"https://ladonorte.test/wp-content/uploads/2026/12/foto-{n}"
        cred = (
            f' <span class="image-credit"><span class="credit-label-wrapper">Crédito:</span> {esc(credit)}</span>'
            if credit
            else ""
        )
        return (
            f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{src}-1024x683.jpg" alt="{esc(alt)}" '
            f'class="wp-image-{n}" srcset="{src}-1024x683.jpg 1024w, {src}-300x200.jpg 300w, {src}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px" />'
            f'<figcaption class="wp-element-caption">{esc(cap)}{cred}</figcaption></figure>'
        )

    def prompt(self) -> str:
        return (
            '<div class="newspack-popup-container newspack-popup newspack-inline-popup hidden" role="dialog" aria-label="Boletín" id="id_48110">'
            '<div class="wp-block-group"><h2 class="wp-block-heading">Recibe las noticias de tu ciudad cada mañana</h2>'
            f"<p>Lado Norte es periodismo sin fines de lucro. Suscríbete gratis a La Mañana. {self.a('boletin', 'Quiero el boletín', 'content')}</p></div>"
            '<form class="newspack-newsletters-subscribe" method="post"><input type="email" name="npe" placeholder="Tu correo electrónico"><button type="submit">Suscribirme</button></form></div>'
        )

    def story_main(self, doc: Doc) -> str:
        blocks = list(doc.blocks)
        if len([b for b in blocks if b[0] == "p"]) >= 4:
            blocks.insert(3, ("box", self.prompt()))
        body = blocks_html(self, blocks, fig=self.fig)
        cat = "seccion" if doc.section == "Monterrey" else f"/category/{self.slug(doc.section)}/"
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<footer class="entry-footer"><span class="tags-links"><span>Etiquetas:</span> '
                + ", ".join(self.a(t, self.docs[t].title.lower(), "tags", attrs='rel="tag"') for t in doc.extra["tags"])
                + "</span></footer>"
            )
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        credit = ""
        if doc.extra.get("agency"):
            credit = f'<p class="has-small-font-size agency-credit"><em>Con información de {esc(doc.extra["agency"])}.</em></p>'
        bio = ""
        if len(doc.authors) == 1 and not doc.extra.get("signed_only") and not doc.extra.get("photo"):
            n = doc.authors[0]
            bio = (
                f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{esc(n)}</h2></div>'
                f"<p>Periodista de Lado Norte. {self.a(PEOPLE.get(n, '/author/'), 'Más notas', 'byline', attrs=AUTHOR_LINK)}</p></div></div>"
            )
        related = [k for k in ("agua", "metro", "fotos") if k != doc.key][:2]
        rel = "".join(
            f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "chrome:related")}</h4><p class="jp-relatedposts-post-date">{self.docs[k].stamp}</p></div>'
            for k in related
        )
        return (
            f'<article id="post-{self.pid(doc)}" class="post-{self.pid(doc)} post type-post status-publish format-standard has-post-thumbnail hentry category-{self.slug(doc.section)} entry">'
            f'<header class="entry-header"><span class="cat-links"><span class="screen-reader-text">Publicado en</span>{self.a(cat, doc.section, "chrome:breadcrumb", attrs=REL_CAT)}</span>'
            f'<h1 class="entry-title">{esc(doc.title)}</h1>{dek}</header>'
            f'<div class="entry-subhead"><div class="entry-meta">{self.byline(doc)}{self.time_html(doc)}</div>'
            '<div class="tags-share"><a class="share-facebook" href="?share=facebook" rel="nofollow noopener">Facebook</a> <a class="share-x" href="?share=x" rel="nofollow noopener">X</a> <a class="share-whatsapp" href="?share=jetpack-whatsapp" rel="nofollow noopener">WhatsApp</a></div></div>'
            f'<div class="main-content"><div class="entry-content">{body}{credit}</div>{tags}{bio}</div></article>'
            f'<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Relacionado</em></h3>{rel}</div>'
        )

    @staticmethod
    def slug(text: str) -> str:
        return text.lower().replace(" ", "-").replace("ó", "o").replace("ó", "o")

    def pid(self, doc: Doc) -> int:
        return 48000 + zlib.crc32(doc.key.encode()) % 900

    def card(self, key: str, tag: str = "h3", image: bool = True) -> str:
        d = self.docs[key]
        img = ""
        if image:
            pic = f'<img width="400" height="267" src="https://ladonorte.test/wp-content/uploads/2026/12/{key}-400x267.jpg" alt="" loading="lazy" />'
            img = f'<figure class="post-thumbnail">{self.a(key, d.title, "content", inner=pic)}</figure>'
        dek = (
            f'<div class="newspack-post-subtitle newspack-post-subtitle--in-homepage-block">{esc(d.dek)}</div>'
            if d.dek
            else ""
        )
        by = self.byline(d, "content") if d.authors else ""
        return (
            f'<article class="post-{self.pid(d)} entry post-has-image">{img}<div class="entry-wrapper">'
            f'<{tag} class="entry-title">{self.a(key, d.title, "content", attrs=REL_BOOK)}</{tag}>{dek}'
            f"<p>{esc(self.lede(d)) if not d.dek else ''}</p>"
            f'<div class="entry-meta">{by}<time class="entry-date published" datetime="{d.iso}">{d.stamp}</time></div></div></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.kind == "home":
            return (
                '<div class="entry-content"><div class="wp-block-newspack-blocks-homepage-articles wpnbha show-image image-aligntop ts-5 is-style-default"><div data-posts>'
                + self.card(keys[0], "h2")
                + "</div></div>"
                + '<div class="wp-block-columns"><div class="wp-block-column"><h2 class="article-section-title"><span>Lo último</span></h2><div class="wpnbha ts-3">'
                + "".join(self.card(k) for k in keys[1:])
                + "</div></div>"
                + f'<div class="wp-block-column"><div class="wp-block-group donate-callout"><h2>Periodismo que te pertenece</h2><p>Lado Norte no cobra por leer. Nos sostienen nuestras lectoras y lectores.</p><p><a class="wp-block-button__link" href="/apoya/">Dona hoy</a></p></div><h2 class="article-section-title"><span>Boletín</span></h2><p>{self.a("boletin", "Recibe La Mañana en tu correo", "content")}</p></div></div>'
                + f'<p class="more-link">{self.a("seccion", "Más noticias de Monterrey", "content")} · {self.a("seccion2", "Notas anteriores", "content")}</p></div>'
            )
        if doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title"><span class="page-description">Resultados de búsqueda para:</span> <span class="page-title">{esc(doc.extra["query"])}</span></h1></header>'
        elif doc.kind == "author":
            head = (
                '<header class="page-header author-header"><span class="avatar-wrap"><img alt="" src="https://ladonorte.test/wp-content/uploads/2026/01/megarza-150x150.jpg" class="avatar avatar-120 photo" height="120" width="120" loading="lazy"></span>'
                f'<div><span class="page-subtitle">{esc(doc.extra["role"])}</span><h1 class="page-title">{esc(doc.title)}</h1>'
                f'<div class="taxonomy-description">{blocks_html(self, doc.blocks)}</div><div class="author-meta"><a class="author-email" href="mailto:megarza@ladonorte.test">megarza@ladonorte.test</a> <a href="https://x.example.test/megarza">@megarza</a></div></div></header>'
            )
        else:
            sub = "Categoría" if doc.kind == "section" else "Etiqueta"
            desc = (
                f'<div class="taxonomy-description"><p>{esc(doc.extra["desc"])}</p></div>'
                if doc.extra.get("desc")
                else ""
            )
            pg = f' <span class="page-number">Página {doc.extra["page_no"]}</span>' if doc.extra.get("page_no") else ""
            head = f'<header class="page-header"><span class="page-subtitle">{sub}</span><h1 class="page-title article-section-title">{esc(doc.title)}</h1>{pg}{desc}</header>'
        items = "".join(self.card(k, "h2", image=doc.kind != "search") for k in keys)
        nav = ""
        if doc.extra.get("more"):
            more = self.href(doc.extra["more"])
            nav = f'<nav class="navigation pagination" aria-label="Entradas"><h2 class="screen-reader-text">Navegación de entradas</h2><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span>{self.a(doc.extra["more"], "2", "content", attrs=PAGE_NUM)}<a class="page-numbers" href="/category/monterrey/page/3/">3</a><a class="next page-numbers" href="{more}">Siguiente</a></div></nav>'
        elif doc.extra.get("prev"):
            nav = f'<nav class="navigation pagination" aria-label="Entradas"><div class="nav-links">{self.a(doc.extra["prev"], "Anterior", "content", attrs=PREV_NUM)}{self.a(doc.extra["prev"], "1", "content", attrs=PAGE_NUM)}<span aria-current="page" class="page-numbers current">2</span><a class="page-numbers" href="/category/monterrey/page/3/">3</a></div></nav>'
        return f"{head}{items}{nav}"

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        extra = ""
        if doc.kind == "subscribe":
            extra = (
                '<div class="wp-block-newspack-newsletters-subscribe newspack-newsletters-subscribe" data-lists="[&quot;manana&quot;,&quot;agua-aire&quot;,&quot;datos&quot;]">'
                '<form method="post"><label><input type="checkbox" name="lists[]" value="manana" checked> La Mañana</label> <label><input type="checkbox" name="lists[]" value="agua-aire"> Agua y Aire</label> '
                '<label><input type="checkbox" name="lists[]" value="datos"> Datos del Norte</label><input type="email" name="npe" placeholder="Tu correo electrónico" required><button type="submit">Suscribirme</button></form>'
                '<p class="newspack-newsletters-subscribe__legal">Al suscribirte aceptas nuestro <a href="/aviso-de-privacidad/">aviso de privacidad</a>.</p></div>'
            )
        if doc.kind == "jobs":
            extra = '<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="mailto:empleos@ladonorte.test">Postúlate</a></div></div>'
        return (
            f'<article id="post-{self.pid(doc)}" class="post-{self.pid(doc)} page type-page status-publish hentry entry">'
            f'<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>'
            f'<div class="entry-content">{body}{extra}</div></article>'
        )

    # ------------------------------------------------------------------ head and frame
    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        org = {
            "@type": "NewsMediaOrganization",
            "@id": f"{self.origin}/#organization",
            "name": "Lado Norte",
            "url": f"{self.origin}/",
            "logo": {
                "@type": "ImageObject",
                "@id": f"{self.origin}/#/schema/logo/image/",
                "url": f"{self.origin}/wp-content/uploads/2024/05/lado-norte-logo.png",
                "width": 600,
                "height": 160,
                "caption": "Lado Norte",
            },
            "sameAs": ["https://x.example.test/ladonorte", "https://www.facebook.example.test/ladonorte"],
        }
        site = {
            "@type": "WebSite",
            "@id": f"{self.origin}/#website",
            "url": f"{self.origin}/",
            "name": "Lado Norte",
            "description": "Periodismo independiente desde Monterrey",
            "publisher": {"@id": f"{self.origin}/#organization"},
            "potentialAction": [
                {
                    "@type": "SearchAction",
                    "target": {"@type": "EntryPoint", "urlTemplate": f"{self.origin}/?s={{search_term_string}}"},
                    "query-input": {
                        "@type": "PropertyValueSpecification",
                        "valueRequired": True,
                        "valueName": "search_term_string",
                    },
                }
            ],
            "inLanguage": "es-MX",
        }
        graph: list[dict[str, Any]] = []
        if doc.is_article:
            people = [
                {
                    "@type": "Person",
                    "@id": f"{self.origin}/#/schema/person/{zlib.crc32(n.encode()):x}",
                    "name": n,
                    "url": self.url(PEOPLE.get(n, "/author/")),
                }
                for n in doc.authors
            ]
            graph.append({
                "@type": "NewsArticle", "@id": f"{url}#article", "isPartOf": {"@id": url},
                "author": [{"name": p["name"], "@id": p["@id"]} for p in people],
                "headline": doc.title, "datePublished": utc(doc.iso or ""), "dateModified": utc(doc.iso or ""),
                "mainEntityOfPage": {"@id": url}, "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                "publisher": {"@id": f"{self.origin}/#organization"}, "articleSection": [doc.section], "inLanguage": "es-MX",
            })  # fmt: skip
            graph.append(
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Lado Norte",
                    "isPartOf": {"@id": f"{self.origin}/#website"},
                    "datePublished": utc(doc.iso or ""),
                    "breadcrumb": {"@id": f"{url}#breadcrumb"},
                    "inLanguage": "es-MX",
                }
            )
            graph.append(
                {
                    "@type": "BreadcrumbList",
                    "@id": f"{url}#breadcrumb",
                    "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "Portada", "item": f"{self.origin}/"},
                        {"@type": "ListItem", "position": 2, "name": doc.title},
                    ],
                }
            )
            graph += [site, org, *people]
        else:
            ptype = {
                "home": "CollectionPage",
                "section": "CollectionPage",
                "tag": "CollectionPage",
                "author": "ProfilePage",
            }.get(doc.kind, "WebPage")
            wp: dict[str, Any] = {
                "@type": ptype,
                "@id": url,
                "url": url,
                "name": f"{doc.title} - Lado Norte"
                if doc.key != "home"
                else "Lado Norte - Periodismo independiente desde Monterrey",
                "isPartOf": {"@id": f"{self.origin}/#website"},
                "inLanguage": "es-MX",
            }
            if doc.extra.get("modified"):
                wp["datePublished"] = "2024-05-02T17:00:00+00:00"
                wp["dateModified"] = utc(doc.extra["modified"])
            graph += [wp, site, org]
        data = json.dumps(
            {"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False, separators=(",", ":")
        )
        return f'<script type="application/ld+json" class="yoast-schema-graph">{data}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = doc.title if doc.key == "home" else f"{doc.title} - Lado Norte"
        if doc.key == "home":
            title = "Lado Norte - Periodismo independiente desde Monterrey"
        if doc.key in LEGACY:
            # the cached copy: no charset meta, no Yoast block, a bare description
            return f'<title>{esc(title)}</title>\n<link rel="canonical" href="{url}" />\n'
        desc = doc.dek or self.lede(doc)
        og_type = "website" if doc.kind in ("home", "section", "tag", "search", "author") else "article"
        lines = [
            "<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />",
            "<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->",
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{url}" />',
            '<meta property="og:locale" content="es_MX" />',
            f'<meta property="og:type" content="{og_type}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:description" content="{esc(desc)}" />',
            f'<meta property="og:url" content="{url}" />',
            '<meta property="og:site_name" content="Lado Norte" />',
        ]
        if doc.is_article:
            lines.append(f'<meta property="article:published_time" content="{utc(doc.iso or "")}" />')
            lines.append(f'<meta property="article:modified_time" content="{utc(doc.iso or "")}" />')
            if doc.authors and not doc.extra.get("broken_ld"):
                lines.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}" />')
                lines.append('<meta name="twitter:label1" content="Escrito por" />')
                lines.append(f'<meta name="twitter:data1" content="{esc(", ".join(doc.authors))}" />')
        elif doc.extra.get("modified"):
            lines.append('<meta property="article:publisher" content="https://www.facebook.example.test/ladonorte" />')
            lines.append(f'<meta property="article:modified_time" content="{utc(doc.extra["modified"])}" />')
        lines.append('<meta name="twitter:card" content="summary_large_image" />')
        if doc.extra.get("broken_ld"):
            lines.append("<!-- / Yoast SEO plugin. -->")
            ld = (
                '{\n  "@context": "https://schema.org",\n  "@type": "NewsArticle",\n'
                f'  "headline": {json.dumps(doc.title, ensure_ascii=False)},\n'
                f'  "datePublished": "{doc.iso}",\n'
                f'  "author": {{"@type": "Person", "name": {json.dumps(doc.authors[0], ensure_ascii=False)}}},\n'
                '  "publisher": {"@type": "Organization", "name": "Lado Norte"},\n'
                '  "keywords": ["río Santa Catarina", "medio ambiente", "Monterrey",],\n}'
            )
            lines.append(f'<script type="application/ld+json" id="ln-child-theme-schema">{ld}</script>')
        else:
            lines.append(self.yoast(doc))
            lines.append("<!-- / Yoast SEO plugin. -->")
        return "\n".join(lines) + "\n"

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li id="menu-item-{100 + i}" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-{100 + i}">{self.a(k, t, "chrome:nav")}</li>'
            for i, (k, t) in enumerate(NAV)
        )
        body_cls = {
            "home": "home page-template-default page newspack-front-page hide-homepage-title",
            "section": "archive category category-monterrey",
            "tag": "archive tag tag-agua",
            "author": "archive author",
            "search": "search search-results",
        }.get(doc.kind, "page-template-default page")
        if doc.is_article:
            body_cls = f"post-template-default single single-post postid-{self.pid(doc)} single-format-standard has-featured-image single-featured-image-default"
        aside = ""
        if doc.kind != "home":
            popular = [k for k in ("metro", "agua", "fotos", "entrevista") if k != doc.key][:3]
            aside = (
                '<aside id="secondary" class="widget-area"><section id="newspack-blocks-homepage-articles-2" class="widget widget_block"><h2 class="widget-title">Lo más leído</h2><ol class="popular">'
                + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in popular)
                + f'</ol></section><section class="widget widget_block"><h2 class="widget-title">Apoya a Lado Norte</h2><p>Tu donativo hace posible este periodismo.</p><p><a class="wp-block-button__link" href="/apoya/">Dona</a></p></section><section class="widget widget_block"><h2 class="widget-title">Temas del momento</h2><p>{self.a("busqueda", "transporte", "chrome:rail")} · <a href="/?s=agua">agua</a> · <a href="/?s=metro">metro</a></p></section><section class="widget widget_block"><p>{self.a("correcciones", "Correcciones y aclaraciones", "chrome:rail")}</p></section></aside>'
            )
        foot = [
            ("/quienes-somos/", "Quiénes somos"),
            ("/nuestro-equipo/", "Equipo"),
            ("privacidad", "Aviso de privacidad"),
            ("correcciones", "Correcciones"),
            ("/etica/", "Código de ética"),
            ("empleo", "Empleos"),
            ("/feed/", "RSS"),
        ]
        footer = (
            '<footer id="colophon" class="site-footer"><div class="footer-branding"><div class="wrapper"><p class="site-title">Lado Norte</p></div></div>'
            '<div class="footer-widgets"><nav class="footer-menu" aria-label="Menú del pie de página"><ul>'
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in foot)
            + '</ul></nav><p class="footer-address">Lado Norte, Periodismo Independiente A.C. · Padre Mier 1240, Centro, Monterrey, N.L. · Organización sin fines de lucro.</p></div>'
            '<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">© 2026 Lado Norte.</span> <a class="imprint" href="https://newspack.com/" target="_blank">Funciona con Newspack</a></div></div></footer>'
        )
        charset = "" if doc.key in LEGACY else '<meta charset="UTF-8">\n'
        return (
            f'<!doctype html>\n<html lang="es-MX">\n<head>\n{charset}<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="profile" href="https://gmpg.org/xfn/11">\n'
            + self.head(doc)
            + "<link rel='stylesheet' id='wp-block-library-css' href='https://ladonorte.test/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all' />\n"
            + "<link rel='stylesheet' id='newspack-style-css' href='https://ladonorte.test/wp-content/themes/newspack-theme/style.css?ver=2.4.1' media='all' />\n"
            + "<style id='newspack-style-inline-css'>\n/*PAD*/\n</style>\n"
            + '<link rel="alternate" type="application/rss+xml" title="Lado Norte &raquo; Feed" href="https://ladonorte.test/feed/" />\n'
            + '<meta name="generator" content="WordPress 6.7.1" />\n</head>\n'
            + f'<body class="{body_cls} wp-embed-responsive singular show-site-tagline h-nsub h-db h-ll h-dh">\n'
            + '<a class="skip-link screen-reader-text" href="#main">Saltar al contenido</a>\n<div id="page" class="site">\n'
            + '<header id="masthead" class="site-header hide-header-search"><div class="top-header-contain desktop-only"><div class="wrapper"><span class="header-date">Miércoles 2 de diciembre de 2026</span>'
            + f'<nav class="secondary-menu"><ul><li><a href="/quienes-somos/">Quiénes somos</a></li><li>{self.a("boletin", "Boletines", "chrome:header")}</li></ul></nav></div></div>'
            + f'<div class="middle-header-contain"><div class="wrapper"><div class="site-branding">{self.a("home", "Lado Norte", "chrome:header", attrs=LOGO_A, inner=LOGO)}'
            + '<p class="site-description">Periodismo independiente desde Monterrey</p></div>'
            + '<div class="nav-wrapper desktop-only"><div id="tertiary-nav-contain"><a class="button nav-button donate-button" href="/apoya/">Apoya</a></div>'
            + '<div class="header-search-contain"><form role="search" method="get" class="search-form" action="https://ladonorte.test/"><label><span class="screen-reader-text">Buscar:</span><input type="search" class="search-field" placeholder="Buscar …" value="" name="s" /></label><button type="submit" class="search-submit">Buscar</button></form></div></div></div></div>'
            + f'<div class="bottom-header-contain desktop-only"><div class="wrapper"><nav class="main-navigation nav1 dd-menu" aria-label="Menú superior"><ul id="menu-principal" class="main-menu">{menu}</ul></nav></div></div></header>\n'
            + f'<div id="content" class="site-content">\n<section id="primary" class="content-area"><main id="main" class="site-main">\n{main}\n</main></section>\n{aside}\n</div>\n{footer}\n</div>\n'
            + "<script src='https://ladonorte.test/wp-content/plugins/newspack-popups/dist/view.js?ver=3.1.0' id='newspack-popups-view-js' defer></script>\n"
            + "<script src='https://ladonorte.test/wp-content/plugins/jetpack/_inc/build/related-posts/related-posts.min.js?ver=20240116' id='jetpack_related-posts-js'></script>\n"
            + "</body>\n</html>\n"
        )
