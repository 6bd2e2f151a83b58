# ruff: noqa: E501 (page texts and markup are long literal lines)
"""EL FARO: an El País-like Spanish daily (`a_k` kicker, `a_t` headline, `a_st` subtitle, `a_md_a` author,
`a_md_f` date, `a_c clearfix` body with `data-dtm-region="articulo_cuerpo"`, `/espana/2026-12-04/<slug>.html`,
`/mexico/…` for the América edition, `/autor/<name>/`, `/noticias/<tag>/`, `/buscador/?qt=`, `/espana/2/`),
Spanish, UTF-8, Madrid (+01:00) and Mexico City (-06:00) for the América desk.

Dates are printed "Madrid - 04 dic 2026 - 13:20 CET" and "Actualizado: 04 dic 2026 - 21:45 CET" (the abbreviated
Spanish month, the zone in an `<abbr>`); the JSON-LD is `+01:00` except on the late fire story (**UTC**, 22:40Z on
4 Dec) and the Mexico City story (01:20Z on **5 Dec** for 19:20 CST on 4 Dec, labelled 4 Dec as the page prints it).
Hard cases: a **three-part investigative series** ("La ruta del litio") whose chapters carry a series kicker
("LA RUTA DEL LITIO · CAPÍTULO 2"), a series note and a chapter navigation, with a `<title>` "La ruta del litio (2):
…", and a **series landing page** (not an article); the housing story with an "Actualizado" line, a **"Newsletter"
box inside the body** and a closing "Puedes seguir a EL FARO…" paragraph (not body); a developing story ("Noticia en
desarrollo") credited to the paper; an opinion "Tribuna" with the writer's bio under her name; an EFE brief with no
JSON-LD."""

from __future__ import annotations

import json
import unicodedata
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://elfaro.test"
MESES = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
ARTS = ["vivienda", "ultima", "mexico", "cap1", "cap2", "cap3", "tribuna", "efe"]
SERIES = ["cap1", "cap2", "cap3"]


def fecha(local: str, zone: str = "CET") -> str:
    """The printed form "04 dic 2026 - 13:20 CET" from "2026-12-04 13:20"."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f'{d} {MESES[int(m) - 1]} 2026 - {time} <abbr title="{"Central European Time" if zone == "CET" else "Central Standard Time"}">{zone}</abbr>'.replace(
        " 2026 ", f" {y} "
    )


def ld_time(local: str, offset: str = "+01:00") -> str:
    return local.replace(" ", "T") + ":00" + offset


class Faro(Base):
    origin = ORIGIN
    name = "EL FARO"
    prefix = "far"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "far",
            [
                ".a_e_h",
                ".a_k",
                ".a_t",
                ".a_st",
                ".a_md_a",
                ".a_c p",
                ".w-nl",
                ".c_t",
                ".b-d",
                ".serie-nav",
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
                "EL FARO: noticias de última hora en España y América",
                "elpais-like-portada",
                list=["ultima", "vivienda", "cap3", "mexico", "tribuna", "efe", "cap2", "cap1"],
                more="espana",
            )
        )
        add(
            page(
                "espana",
                "/espana/",
                "section",
                "España",
                "seccion-portada",
                list=["ultima", "vivienda", "cap3", "efe"],
                more="espana2",
            )
        )
        add(
            page(
                "espana2",
                "/espana/2/",
                "section",
                "España",
                "seccion-portada-pagina-2",
                list=["cap2", "cap1", "tribuna"],
            )
        )
        add(
            page(
                "tag",
                "/noticias/vivienda/",
                "tag",
                "Vivienda",
                "noticias-sobre-tag",
                list=["vivienda", "tribuna", "mexico"],
            )
        )
        add(
            page(
                "author",
                "/autor/lucia-ferrer/",
                "author",
                "Lucía Ferrer",
                "autor-pagina",
                list=["cap3", "cap2", "cap1"],
                bio="Periodista de la sección de Investigación de EL FARO. Antes trabajó en la Cadena SER y en el diario Hoy de Extremadura. Es licenciada en Periodismo por la Universidad Complutense.",
            )
        )
        add(
            page(
                "search",
                "/buscador/?qt=litio",
                "search",
                "Resultados de búsqueda para «litio»",
                "buscador-resultados",
                list=["cap3", "cap2", "cap1"],
            )
        )
        add(
            page(
                "ultimas",
                "/ultimas-noticias/",
                "section",
                "Últimas noticias",
                "ultimas-noticias-lista",
                list=["ultima", "mexico", "vivienda", "efe", "tribuna", "cap3"],
            )
        )
        add(
            page(
                "serie",
                "/especiales/la-ruta-del-litio/",
                "series",
                "La ruta del litio",
                "serie-landing-chapters",
                list=SERIES,
                intro="Durante nueve meses, EL FARO ha seguido el rastro de los permisos, el agua y el dinero detrás de los proyectos de minería de litio en Extremadura. Una investigación en tres entregas.",
                credits="Texto: Lucía Ferrer y Andrés Molina. Fotografía: Irene Campos. Datos: Pablo Ruiz. Coordinación: Teresa Aguado.",
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "subscribe",
                "Newsletters de EL FARO",
                "newsletters-lista",
                [
                    "Elige las newsletters que quieres recibir. Son gratuitas para los usuarios registrados.",
                    "## La mañana",
                    "El análisis de la actualidad y las mejores historias, en tu buzón cada mañana.",
                    "## Investigación",
                    "Las investigaciones de EL FARO, antes que nadie, una vez al mes.",
                    "## Vivienda",
                    "Todo lo que necesitas saber sobre el mercado del alquiler y la compra, cada jueves.",
                ],
            )
        )
        add(
            page(
                "aviso",
                "/estaticos/aviso-legal/",
                "policy",
                "Aviso legal",
                "aviso-legal",
                [
                    "El titular de este sitio web es Ediciones El Faro, S. L., con domicilio en la calle de Miguel Yuste, 40, 28037 Madrid, inscrita en el Registro Mercantil de Madrid.",
                    "## Propiedad intelectual",
                    "Todos los contenidos de este sitio web, incluidos textos, fotografías, gráficos y vídeos, están protegidos por la legislación sobre propiedad intelectual. Queda prohibida su reproducción sin autorización expresa.",
                    "## Contacto",
                    "Para cualquier consulta puede escribir a atencion@elfaro.test.",
                ],
            )
        )
        add(
            story(
                "cap1",
                "/espana/2026-12-01/la-ruta-del-litio-1-las-minas-que-nadie-vio-venir.html",
                "Las minas que nadie vio venir",
                "2026-12-01",
                ld_time("2026-12-01 05:40"),
                "2026-12-01 05:40",
                ["Lucía Ferrer", "Andrés Molina"],
                [
                    "En la primavera de 2022, el pleno del Ayuntamiento de Valdehondo, un pueblo de 600 habitantes en la provincia de Cáceres, aprobó por unanimidad una modificación de las normas urbanísticas. El punto ocupaba media línea del orden del día y nadie hizo preguntas. Tres años después, los vecinos descubrieron que aquella votación había abierto la puerta a una mina de litio a cielo abierto a dos kilómetros de sus casas.",
                    "EL FARO ha reconstruido, a partir de más de 2.000 páginas de expedientes administrativos obtenidos a través de la ley de transparencia, cómo se tramitaron en Extremadura al menos cuatro proyectos de extracción de litio entre 2021 y 2025. En tres de ellos, los permisos de investigación se concedieron sin información pública previa, amparados en una interpretación de la ley de minas que varios juristas consultados consideran dudosa.",
                    "### Un permiso de investigación que lo cambió todo",
                    "El procedimiento empieza siempre igual. Una empresa solicita un permiso de investigación, que en teoría solo le permite hacer sondeos para comprobar si el mineral existe. Pero ese permiso le da prioridad sobre cualquier otro interesado, y en la práctica condiciona todo lo que viene después.",
                    "En el caso de Valdehondo, la solicitud la presentó en 2021 una sociedad limitada con un capital social de 3.000 euros, Iberlit Minerales, que no tenía empleados ni actividad conocida. Seis meses después, la compañía fue adquirida por un fondo con sede en Luxemburgo. Ese cambio de propietario no consta en el expediente autonómico.",
                    "«Nos enteramos por un cartel en la carretera», recuerda Rosario Gil, que regenta la única tienda del pueblo. «Cuando fuimos al Ayuntamiento a preguntar, nos dijeron que ya estaba todo aprobado y que no se podía hacer nada».",
                    "La Junta de Extremadura sostiene que todos los permisos se tramitaron conforme a la ley y que la información pública se realizará en la fase de evaluación ambiental, que aún no ha comenzado. Iberlit Minerales no ha respondido a las preguntas de este periódico.",
                ],
                "series-chapter-1-kicker-nav",
                section="España",
                chapter=1,
                location="Cáceres / Madrid",
                dek="Una investigación de EL FARO revela cómo se concedieron en Extremadura permisos para minas de litio sin que los vecinos pudieran opinar",
                caption=("Vista de la sierra donde se proyecta la mina de Valdehondo (Cáceres).", "IRENE CAMPOS"),
            )
        )
        add(
            story(
                "cap2",
                "/espana/2026-12-02/la-ruta-del-litio-2-el-agua-que-se-llevara-la-mina.html",
                "El agua que se llevará la mina",
                "2026-12-02",
                ld_time("2026-12-02 05:40"),
                "2026-12-02 05:40",
                ["Lucía Ferrer", "Andrés Molina"],
                [
                    "El embalse del Salor, que abastece a una docena de pueblos del sur de la provincia de Cáceres, estaba al 31% de su capacidad a finales de noviembre. Es la cifra más baja para esas fechas desde que hay registros. A 12 kilómetros de la presa, la mina de Valdehondo necesitaría, según su propio proyecto, 1,4 hectómetros cúbicos de agua al año para lavar el mineral.",
                    "Esa cantidad equivale al consumo anual de una ciudad de 25.000 habitantes. El proyecto presentado por la empresa asegura que el 80% del agua se reutilizará en un circuito cerrado, pero no especifica de dónde saldrá el resto ni qué ocurrirá en los años de sequía.",
                    "### Un informe que se quedó en un cajón",
                    "En marzo de 2024, los técnicos de la Confederación Hidrográfica del Tajo redactaron un informe que advertía de que los acuíferos de la zona «no permiten garantizar» nuevas concesiones para uso industrial sin afectar al abastecimiento. EL FARO ha tenido acceso a ese documento, que no se incorporó al expediente de la mina.",
                    "«El agua es el gran problema de estos proyectos y nadie quiere hablar de ello», explica Julia Serrano, hidrogeóloga de la Universidad de Extremadura. «Se discute mucho sobre el empleo y el dinero, pero muy poco sobre qué pasa con los pozos de los que viven estos pueblos».",
                    "La Confederación Hidrográfica del Tajo asegura que el informe era «preliminar» y que la concesión de agua se estudiará cuando la empresa la solicite formalmente. La compañía afirma que su proyecto «cumplirá con todos los requisitos ambientales».",
                ],
                "series-chapter-2-kicker-nav",
                section="España",
                chapter=2,
                location="Cáceres",
                dek="La explotación necesitaría tanta agua como una ciudad de 25.000 habitantes en una comarca que vive su peor sequía en décadas",
                caption=("El embalse del Salor, al 31% de su capacidad, el pasado noviembre.", "IRENE CAMPOS"),
            )
        )
        add(
            story(
                "cap3",
                "/espana/2026-12-03/la-ruta-del-litio-3-quien-gana-con-el-litio.html",
                "Quién gana con el litio",
                "2026-12-03",
                ld_time("2026-12-03 05:40"),
                "2026-12-03 05:40",
                ["Lucía Ferrer", "Andrés Molina"],
                [
                    "Detrás de Iberlit Minerales hay una cadena de siete sociedades repartidas entre Madrid, Luxemburgo, Malta y las Islas Vírgenes Británicas. Al final de esa cadena, según los registros mercantiles consultados por EL FARO, aparecen dos inversores: un fondo de capital riesgo británico y un empresario mexicano del sector de la construcción.",
                    "Ninguno de los dos tiene experiencia en minería. Y, según los documentos, ambos se reservan el derecho a vender su participación en cuanto la mina obtenga la autorización ambiental, el momento en el que el valor del proyecto se multiplica.",
                    "### El negocio está en el permiso",
                    "Varios expertos consultados coinciden en que el modelo no es nuevo. «En muchos proyectos mineros en Europa, el negocio no es extraer el mineral, sino conseguir los permisos y venderlos a una gran compañía», explica Marta Ibarra, profesora de Derecho Administrativo en la Universidad Carlos III. «Eso no es ilegal, pero sí plantea preguntas sobre quién asume los riesgos si algo sale mal».",
                    "Las cuentas depositadas por Iberlit Minerales muestran que la sociedad ha gastado 4,2 millones de euros desde 2021, casi todo en estudios técnicos y asesoría jurídica. No ha pagado impuesto de sociedades en España porque nunca ha tenido beneficios.",
                    "Preguntado por este periódico, un portavoz del fondo británico declinó hacer comentarios. El empresario mexicano no respondió a los mensajes enviados a través de sus abogados.",
                ],
                "series-chapter-3-kicker-nav-updated",
                section="España",
                chapter=3,
                location="Madrid",
                dek="Una cadena de siete sociedades en cuatro países separa la mina de Valdehondo de sus verdaderos dueños",
                updated="2026-12-03 12:10",
                caption=("Oficinas de la sociedad matriz en Luxemburgo.", "ANDRÉS MOLINA"),
            )
        )
        add(
            story(
                "vivienda",
                "/espana/2026-12-04/el-gobierno-limitara-los-alquileres-de-temporada-en-las-zonas-tensionadas.html",
                "El Gobierno limitará los alquileres de temporada en las zonas tensionadas",
                "2026-12-04",
                ld_time("2026-12-04 13:20"),
                "2026-12-04 13:20",
                ["Marta Quintana"],
                [
                    "El Consejo de Ministros aprobará el próximo martes un real decreto que extiende a los alquileres de temporada los límites de precio que ya rigen para los contratos de larga duración en las zonas declaradas tensionadas, según han confirmado a EL FARO fuentes del Ministerio de Vivienda.",
                    "La medida afectará a los contratos de entre uno y once meses, una fórmula que se ha disparado en ciudades como Madrid, Barcelona y Valencia desde la entrada en vigor de la ley de vivienda. Según los datos del ministerio, uno de cada cuatro pisos anunciados en alquiler en Barcelona es ya de temporada.",
                    "Con el nuevo decreto, el propietario deberá justificar en el contrato el motivo temporal del arrendamiento, como un desplazamiento por trabajo o estudios. Si no lo hace, el contrato se considerará de vivienda habitual, con una duración mínima de cinco años.",
                    "RAW:NEWSLETTER",
                    "### Críticas de los propietarios",
                    "Las asociaciones de propietarios han anunciado que recurrirán la norma. «Se está tratando a todos los caseros como si fueran especuladores», ha declarado el presidente de una de ellas, que calcula que la medida retirará del mercado miles de pisos.",
                    "Los inquilinos, en cambio, la consideran insuficiente. El Sindicato de Inquilinas de Madrid ha reclamado que las sanciones por incumplimiento sean más altas y que se creen inspecciones específicas.",
                    "El decreto deberá ser convalidado por el Congreso en el plazo de un mes. Fuentes parlamentarias dan por hecho que contará con el apoyo de los socios habituales del Gobierno.",
                    'RAW:<p class=""><i>Puedes seguir a EL FARO Vivienda en <a href="https://www.facebook.com/elfaro.test">Facebook</a> y <a href="https://x.com/elfaro_test">X</a>, o apuntarte aquí para recibir <a href="/newsletters/vivienda/">nuestra newsletter semanal</a>.</i></p>',
                ],
                "actualizado-newsletter-box-in-body",
                section="España",
                tagkey="tag",
                location="Madrid",
                dek="El real decreto obligará a justificar el motivo temporal del contrato en las zonas con precios topados",
                updated="2026-12-04 21:45",
                caption=("Anuncios de pisos en alquiler en el barrio de Lavapiés, en Madrid.", "SAMUEL SÁNCHEZ"),
            )
        )
        add(
            story(
                "ultima",
                "/espana/2026-12-04/un-incendio-en-un-edificio-de-valencia-obliga-a-desalojar-a-200-vecinos.html",
                "Un incendio en un edificio de viviendas de Valencia obliga a desalojar a 200 vecinos",
                "2026-12-04",
                "2026-12-04T22:40:00Z",
                "2026-12-04 23:40",
                [],
                [
                    "Un incendio declarado en la noche de este viernes en un edificio de 14 plantas del barrio de Benicalap, en Valencia, ha obligado a desalojar a unos 200 vecinos, según ha informado el Ayuntamiento.",
                    "El fuego se originó hacia las 22.50 en una vivienda de la séptima planta y se extendió a la fachada. Seis dotaciones de bomberos trabajan en la extinción. Tres personas han sido atendidas por inhalación de humo, ninguna de ellas de gravedad, según los servicios de emergencias.",
                    "Los vecinos desalojados han sido trasladados a un polideportivo cercano, donde la Cruz Roja les atiende. La alcaldía ha activado el plan de emergencia municipal.",
                    "A las 0.50, los bomberos daban por controlado el incendio, aunque seguían refrescando la fachada. Las causas del fuego se desconocen.",
                ],
                "developing-site-credit-utc",
                section="España",
                credit="EL FARO",
                location="Valencia",
                dek="Tres personas han sido atendidas por inhalación de humo. Los bomberos dan por controlado el fuego pasada la medianoche",
                updated="2026-12-05 00:55",
                ld_updated="2026-12-04T23:55:00Z",
                developing=True,
            )
        )
        add(
            story(
                "mexico",
                "/mexico/2026-12-04/la-capital-mexicana-reduce-el-suministro-de-agua-a-300-colonias-por-la-sequia.html",
                "La capital mexicana reduce el suministro de agua a 300 colonias por la sequía",
                "2026-12-04",
                "2026-12-05T01:20:00Z",
                "2026-12-04 19:20",
                ["Diego Saldaña"],
                [
                    "El Gobierno de Ciudad de México anunció este viernes que reducirá el suministro de agua potable a unas 300 colonias de nueve alcaldías a partir del lunes, ante el bajo nivel de las presas que abastecen a la capital tras una temporada de lluvias por debajo de lo normal.",
                    "Los recortes serán de entre 12 y 36 horas a la semana y afectarán sobre todo a Iztapalapa, Tlalpan y Gustavo A. Madero, las alcaldías más pobladas del oriente y el sur de la ciudad. Las autoridades distribuirán agua en pipas a los hogares que lo soliciten.",
                    "Las presas del sistema que abastece a la capital se encuentran al 38% de su capacidad, frente al 61% de hace un año, según los datos oficiales. Es el nivel más bajo para esta época desde 2021.",
                    "Vecinos de varias colonias de Iztapalapa protestaron por la tarde frente a la sede de la alcaldía. «Aquí ya llevamos meses con agua dos días a la semana. Ahora nos van a quitar lo poco que tenemos», dijo Guadalupe Hernández, de 52 años.",
                    "El Gobierno capitalino aseguró que los recortes son temporales y que se revisarán en febrero, cuando se conozca la evolución de las reservas.",
                ],
                "america-desk-cst-utc-next-day",
                section="México",
                location="Ciudad de México",
                zone="CST",
                offset="-06:00",
                dek="Los recortes, de entre 12 y 36 horas semanales, afectarán sobre todo a Iztapalapa, Tlalpan y Gustavo A. Madero",
            )
        )
        add(
            story(
                "tribuna",
                "/opinion/2026-12-04/la-universidad-no-puede-seguir-viviendo-de-contratos-temporales.html",
                "La universidad no puede seguir viviendo de contratos temporales",
                "2026-12-04",
                ld_time("2026-12-04 05:20"),
                "2026-12-04 05:20",
                ["Elena Robles"],
                [
                    "Cada mes de septiembre, miles de profesores asociados vuelven a las aulas de las universidades públicas españolas con un contrato de nueve meses y un salario que, en muchos casos, no llega a los 700 euros. Imparten una parte creciente de la docencia, corrigen exámenes, dirigen trabajos de fin de grado. Y en junio, se van a casa sin saber si volverán.",
                    "La figura del profesor asociado se creó para que profesionales con experiencia fuera de la universidad, abogados, médicos, arquitectos, pudieran compartirla con los estudiantes unas horas a la semana. Con los años se ha convertido en otra cosa: una forma barata de cubrir plazas que deberían ser estables.",
                    "La reforma aprobada hace tres años pretendía poner fin a ese abuso, pero su aplicación ha sido desigual. Algunas universidades han convocado plazas estables; otras han encontrado fórmulas para mantener la temporalidad con otro nombre.",
                    "No se trata solo de justicia laboral. Una universidad que depende de profesorado precario investiga menos, innova menos y ofrece peor formación. Si queremos una universidad a la altura del país que aspiramos a ser, tenemos que dejar de construirla sobre contratos de nueve meses.",
                ],
                "tribuna-bio-under-name",
                section="Opinión",
                kicker="TRIBUNA",
                location="",
                bio="Elena Robles es catedrática de Sociología en la Universidad de Salamanca.",
                dek="La precariedad del profesorado no es solo un problema laboral: empobrece la docencia y la investigación",
            )
        )
        add(
            story(
                "efe",
                "/espana/2026-12-04/interceptada-en-algeciras-una-narcolancha-con-3000-litros-de-gasolina.html",
                "Interceptada en Algeciras una narcolancha con 3.000 litros de gasolina",
                "2026-12-04",
                None,
                "2026-12-04 17:05",
                [],
                [
                    "Agentes de la Guardia Civil han interceptado este viernes en aguas de la bahía de Algeciras (Cádiz) una embarcación neumática que transportaba 3.000 litros de gasolina en garrafas, presuntamente destinados a abastecer a narcolanchas, y han detenido a sus dos tripulantes.",
                    "La embarcación fue localizada a primera hora de la mañana cerca de la desembocadura del río Palmones por una patrullera del Servicio Marítimo, que la siguió hasta que sus ocupantes intentaron alcanzar la costa.",
                    "Los detenidos, de 24 y 31 años, han sido puestos a disposición judicial acusados de un delito de contrabando y otro de riesgo para la seguridad colectiva.",
                ],
                "agency-brief-no-jsonld",
                section="España",
                credit="EFE",
                location="Algeciras",
                dek="Los dos tripulantes de la embarcación han sido detenidos por la Guardia Civil",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def kicker(self, doc: Doc) -> str:
        if doc.extra.get("chapter"):
            return f"LA RUTA DEL LITIO · CAPÍTULO {doc.extra['chapter']}"
        return doc.extra.get("kicker", doc.section)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.extra.get("chapter"):
            title = f"La ruta del litio ({doc.extra['chapter']}): {doc.title} | España | EL FARO"
        elif doc.is_article:
            title = f"{doc.title} | {doc.section} | EL FARO"
        else:
            title = f"{doc.title} | EL FARO" if doc.kind != "home" else doc.title
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.extra.get("intro", doc.title))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="EL FARO">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:locale" content="es_ES">',
            '<meta name="twitter:site" content="@elfaro_test">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        offset = doc.extra.get("offset", "+01:00")
        iso = doc.iso or ld_time(doc.stamp, offset)
        out.append(f'<meta property="article:published_time" content="{iso}">')
        if doc.extra.get("updated"):
            out.append(
                f'<meta property="article:modified_time" content="{doc.extra.get("ld_updated") or ld_time(doc.extra["updated"], offset)}">'
            )
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if doc.key == "efe":
            return "\n".join(out)
        if doc.authors:
            author: list = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/autor/{self.slug(a)}/"} for a in doc.authors
            ]
        else:
            author = [{"@type": "Organization", "name": "EL FARO", "url": ORIGIN}]
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "ReportageNewsArticle"
            if doc.extra.get("chapter")
            else ("OpinionNewsArticle" if doc.extra.get("kicker") == "TRIBUNA" else "NewsArticle"),
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "alternativeHeadline": doc.dek,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("ld_updated")
            or (ld_time(doc.extra["updated"], offset) if doc.extra.get("updated") else doc.iso),
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "EL FARO",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/pf/resources/images/elfaro-logo.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "inLanguage": "es",
            "isAccessibleForFree": True,
            "articleSection": doc.section,
        }
        if doc.extra.get("chapter"):
            ld["isPartOf"] = {"@type": "CreativeWorkSeries", "name": "La ruta del litio", "url": self.url("serie")}
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    @staticmethod
    def slug(name: str) -> str:
        bare = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        return bare.lower().replace(" ", "-")

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("/internacional/", "Internacional"),
                ("/opinion/", "Opinión"),
                ("espana", "España"),
                ("/economia/", "Economía"),
                ("/sociedad/", "Sociedad"),
                ("/mexico/", "México"),
                ("/cultura/", "Cultura"),
                ("/deportes/", "Deportes"),
                ("ultimas", "Últimas noticias"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://static.elfaro.test">
<link rel="stylesheet" href="https://static.elfaro.test/dist/resources/css/arc-article-v3.css">
<style>/*PAD*/</style>
<script>window.DTM = {{"pageDataLayer": {{"edition": "{"america" if doc.path.startswith("/mexico") else "espana"}", "primaryCategory": "{esc(doc.section or "portada")}", "pageType": "{"articulo" if doc.is_article else doc.kind}", "onsiteSearchTerm": ""}}}};</script>
<script src="https://static.elfaro.test/dist/resources/js/adsbygoogle.js" async></script>
</head>
<body class="{"a" if doc.is_article else "p"}">
<div class="_pr" id="ctn_prehead"><a href="https://suscripciones.elfaro.test/?prm=cabecera">Suscríbete</a> <a href="https://usuarios.elfaro.test/login">Iniciar sesión</a> <span class="_ed">Selecciona: <a href="https://elfaro.test/?ed=es">España</a> <a href="https://elfaro.test/america/">América</a> <a href="https://elfaro.test/mexico/">México</a> <a href="https://elfaro.test/us/">US</a> <a href="https://english.elfaro.test/">English</a></span></div>
<header class="_g _g-h">
<div class="ep_l"><a href="{esc(self.href("home"))}" title="EL FARO: noticias de última hora"><svg role="img" aria-label="EL FARO" width="170" height="30"><path d="M0 0h170v30H0z"/></svg></a></div>
<div class="ep_d">Sábado, 5 de diciembre de 2026</div>
<nav class="sm _df" aria-label="Secciones"><ul>{nav}</ul><a href="https://elfaro.test/buscador/" class="_btn">Buscar</a></nav>
</header>
<div class="ad ad-ldb" id="elfaro_gpt-LDB1"></div>
<main id="main-content">
{main}
</main>
<footer class="_g _g-f">
<div class="_df"><a href="{esc(self.href("home"))}">EL FARO</a> · <a href="https://elfaro.test/estaticos/contacto/">Contacto</a> · {self.a("aviso", "Aviso legal", "footer")} · <a href="https://elfaro.test/estaticos/politica-privacidad/">Política de privacidad</a> · <a href="https://elfaro.test/estaticos/politica-cookies/">Política de cookies</a> · {self.a("newsletters", "Newsletters", "footer")} · <a href="https://elfaro.test/rss/">RSS</a> · <a href="https://elfaro.test/libro-de-estilo/">Libro de estilo</a></div>
<p>© EDICIONES EL FARO, S.L.</p>
</footer>
<div id="didomi-host" class="didomi-popup" role="dialog" aria-label="Consentimiento"><p>Con tu consentimiento, nosotros y nuestros 812 socios usamos cookies o tecnologías similares para almacenar, acceder y procesar datos personales como tu visita en este sitio web.</p><button>Aceptar y continuar</button> <button>Configurar</button> <a href="https://suscripciones.elfaro.test/?prm=cookies">Suscríbete sin cookies</a></div>
<script src="https://static.elfaro.test/dist/resources/js/arc-article-v3.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        offset_zone = doc.extra.get("zone", "CET")
        if doc.authors:
            names = []
            for a in doc.authors:
                link = (
                    self.a("author", a, "byline", 'class="a_md_a_n"')
                    if a == "Lucía Ferrer"
                    else f'<a href="/autor/{self.slug(a)}/" class="a_md_a_n">{esc(a)}</a>'
                )
                names.append(link)
            who = '<div class="a_md_a">' + "".join(f"<span>{n}</span>" for n in names) + "</div>"
        else:
            who = f'<div class="a_md_a"><span class="a_md_a_n">{esc(doc.extra.get("credit", "EL FARO"))}</span></div>'
        bio = f'<p class="a_md_a_b">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        loc = f'<span class="a_md_l">{esc(doc.extra["location"])}</span> - ' if doc.extra.get("location") else ""
        iso = doc.iso or ld_time(doc.stamp, doc.extra.get("offset", "+01:00"))
        when = f'<span class="a_md_f"><a href="{esc(self.url(doc.key))}" data-date="{iso}" id="article_date_p">{fecha(doc.stamp, offset_zone)}</a></span>'
        if doc.extra.get("updated"):
            when += f' <span class="a_md_f"><span>Actualizado:</span> <a href="{esc(self.url(doc.key))}" id="article_date_u">{fecha(doc.extra["updated"], offset_zone)}</a></span>'
        u = quote(self.url(doc.key), safe="")
        share = f'<ul class="a_sn"><li><a href="https://www.facebook.com/sharer.php?u={u}" aria-label="Compartir en Facebook">Facebook</a></li><li><a href="https://x.com/intent/post?url={u}" aria-label="Compartir en X">X</a></li><li><a href="https://api.whatsapp.com/send?text={u}" aria-label="Compartir en WhatsApp">WhatsApp</a></li><li><a href="mailto:?body={u}">Correo</a></li></ul>'
        return f'<div class="a_md"><div class="a_md_txt">{who}{bio}<div class="a_md_m">{loc}{when}</div></div>{share}</div>'

    def newsletter_box(self) -> str:
        return '<div class="w-nl" data-ctn-subscription="newsletter"><div class="w-nl_h"><span class="w-nl_t">Newsletter</span></div><p class="w-nl_d">Los temas que interesan a las personas que buscan o tienen casa, cada jueves en tu correo</p><a href="https://elfaro.test/newsletters/vivienda/?prm=articulo" class="w-nl_b">RECÍBELA</a></div>'

    def chapter_nav(self, doc: Doc | None) -> str:
        items = []
        for i, k in enumerate(SERIES, 1):
            d = self.docs[k]
            text = f"Capítulo {i}: {d.title}"
            items.append(
                f'<li class="serie-nav_i{" serie-nav_i-a" if doc is not None and doc.key == k else ""}">'
                + (f"<span>{esc(text)}</span>" if doc is not None and doc.key == k else self.a(k, text, "series"))
                + "</li>"
            )
        return f'<nav class="serie-nav" aria-label="Capítulos de la serie"><p class="serie-nav_t">{self.a("serie", "La ruta del litio", "series")}</p><ol>{"".join(items)}</ol></nav>'

    def story_main(self, doc: Doc) -> str:
        kicker_text = self.kicker(doc)
        if doc.extra.get("chapter"):
            kicker = '<div class="a_k">' + self.a("serie", kicker_text, "breadcrumb", 'class="a_k_n"') + "</div>"
        elif doc.extra.get("developing"):
            kicker = '<div class="a_k"><span class="a_k_lv">Última hora</span> <span class="a_k_n">Noticia en desarrollo</span></div>'
        elif doc.extra.get("tagkey"):
            kicker = (
                '<div class="a_k">' + self.a(doc.extra["tagkey"], "Vivienda", "breadcrumb", 'class="a_k_n"') + "</div>"
            )
        else:
            kicker = f'<div class="a_k"><a class="a_k_n" href="/{doc.path.split("/")[1]}/">{esc(kicker_text)}</a></div>'
        note = ""
        if doc.extra.get("chapter"):
            note = f'<div class="a_c_s">Este reportaje forma parte de la serie {self.a("serie", "«La ruta del litio»", "series")}, una investigación de EL FARO en tres entregas.</div>'
        cap = doc.extra.get("caption")
        media = ""
        if cap:
            media = f'<figure class="a_m a_m-h"><span><img src="https://imagenes.elfaro.test/resizer/v2/{rng(doc.key).randrange(16**24):024X}.jpg?auth=ab12&amp;width=1200" alt="{esc(cap[0])}" width="1200" height="675"></span><figcaption class="a_m_p"><span>{esc(cap[0])}</span><span class="a_m_m">{esc(cap[1])}</span></figcaption></figure>'
        body = self.blocks(doc, p_tag='<p class="">').replace("NEWSLETTER", self.newsletter_box())
        series_bottom = self.chapter_nav(doc) if doc.extra.get("chapter") else ""
        nxt = ""
        ch = doc.extra.get("chapter")
        if ch and ch < 3:
            k = SERIES[ch]
            nxt = f'<div class="a_c_nx">Siguiente capítulo: {self.a(k, self.docs[k].title, "series")}</div>'
        rel = [k for k in ARTS if k != doc.key][:3]
        more = "".join(
            f'<article class="c c-d"><h2 class="c_t">{self.a(k, self.docs[k].title, "related")}</h2></article>'
            for k in rel
        )
        tags = ""
        if doc.key in ("vivienda", "tribuna", "mexico"):
            tags = f'<ul class="_df _ls a_ks">{"<li>" + self.a("tag", "Vivienda", "tag") + "</li>"}<li><a href="/noticias/alquiler/">Alquiler</a></li><li><a href="/noticias/ministerio-vivienda/">Ministerio de Vivienda</a></li></ul>'
        elif ch:
            tags = '<ul class="_df _ls a_ks"><li><a href="/noticias/litio/">Litio</a></li><li><a href="/noticias/mineria/">Minería</a></li><li><a href="/noticias/extremadura/">Extremadura</a></li></ul>'
        return f"""<article class="a _g _g-lg _g-o">
<header class="a_e_h _pr">
{kicker}
<div class="a_e_txt _df">
<h1 class="a_t">{esc(doc.title)}</h1>
<h2 class="a_st">{esc(doc.dek)}</h2>
</div>
{media}
</header>
<div class="a_e_b _df">
{self.byline(doc)}
{self.chapter_nav(doc) if ch else ""}
<div class="a_c clearfix" data-dtm-region="articulo_cuerpo">
{note}
{body}
</div>
{nxt}
{series_bottom}
{tags}
<div class="a_cm"><a href="#comentarios" class="a_cm_l">Comentarios</a> <span>Normas</span></div>
</div>
<div class="ad ad-nstd" id="elfaro_gpt-NSTD"></div>
<section class="b b-d"><header class="b_h"><h2>Más información</h2></header><div class="b_row">{more}</div></section>
</article>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        who = ", ".join(d.authors) or d.extra.get("credit", "")
        kick = (
            f'<span class="c_k">{esc(self.kicker(d))}</span> '
            if d.extra.get("chapter") or d.extra.get("kicker")
            else ""
        )
        live = '<span class="c_k c_k-lv">Última hora</span> ' if d.extra.get("developing") else ""
        return f'<article class="c c-d c--m"><figure class="c_m"><img src="https://imagenes.elfaro.test/resizer/v2/{rng(k + "c").randrange(16**24):024X}.jpg?auth=ab12&amp;width=414&amp;height=233" alt="" loading="lazy" width="414" height="233"></figure><header class="c_h">{live}{kick}<h2 class="c_t">{self.a(k, d.title, "content")}</h2><div class="c_a"><span class="c_a_a">{esc(who)}</span> <span class="c_a_l">{esc(d.extra.get("location", ""))}</span> <time class="c_a_t">{fecha(d.stamp, d.extra.get("zone", "CET"))}</time></div></header><p class="c_d">{esc(d.dek)}</p></article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<header class="cg_h"><h1 class="cg_t">{esc(doc.title)}</h1></header>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="_hd">{esc(doc.title)}</h1><div class="b-ld"><span>Lo último:</span> {self.a("ultimas", "Últimas noticias", "content")} · {self.a("serie", "Serie: La ruta del litio", "content")} · {self.a("tag", "Vivienda", "content")}</div>'
        elif doc.kind == "author":
            head = f'<header class="cg_h cg_h-au"><img src="https://imagenes.elfaro.test/autores/lucia-ferrer.png" alt="Lucía Ferrer" width="100" height="100"><h1 class="cg_t">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/luciaferrer_test">X</a> <a href="mailto:lferrer@elfaro.test">Correo</a></header>'
        elif doc.kind == "search":
            head = f'<header class="cg_h"><h1 class="cg_t">{esc(doc.title)}</h1><form action="/buscador/"><input name="qt" value="litio"><button>Buscar</button></form><p>{len(doc.extra["list"])} resultados</p></header>'
            extra = f"<p>{self.a('serie', 'Ver la serie completa: La ruta del litio', 'content')}</p>"
        elif doc.kind == "tag":
            head = f'<header class="cg_h"><span class="cg_k">Noticias sobre</span><h1 class="cg_t">{esc(doc.title)}</h1></header>'
        elif doc.kind == "series":
            ch = "".join(
                f'<article class="serie-ch"><span class="serie-ch_n">Capítulo {i}</span><h2>{self.a(k, self.docs[k].title, "content")}</h2><p>{esc(self.docs[k].dek)}</p><time>{fecha(self.docs[k].stamp)}</time></article>'
                for i, k in enumerate(SERIES, 1)
            )
            return f'<section class="serie"><header class="serie_h"><span class="serie_k">Una investigación de EL FARO</span><h1 class="serie_t">{esc(doc.title)}</h1><p class="serie_i">{esc(doc.extra["intro"])}</p></header><div class="serie_chs">{ch}</div><p class="serie_cr">{esc(doc.extra["credits"])}</p><p>¿Tienes información sobre este asunto? Escríbenos a investigacion@elfaro.test</p></section>'
        pager = ""
        if doc.key == "espana":
            pager = f'<nav class="pag">{self.a("espana2", "Siguiente", "pagination")}</nav>'
        elif doc.key == "espana2":
            pager = f'<nav class="pag">{self.a("espana", "Anterior", "pagination")} <a href="/espana/3/">Siguiente</a></nav>'
        elif doc.kind == "home":
            pager = f'<nav class="pag">{self.a("espana", "Más noticias de España", "content")}</nav>'
        elif doc.key == "ultimas":
            extra = f"<p>{self.a('search', 'Buscar en EL FARO', 'content')}</p>"
        return f'<section class="cg cg-{doc.kind}">{head}<div class="b-d_r">{cards}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="">')
        return f'<section class="_g st"><h1 class="a_t">{esc(doc.title)}</h1><div class="a_c">{html}</div></section>'
