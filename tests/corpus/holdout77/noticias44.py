# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish punctuation is deliberate)
"""Noticias 44 Valle Central: a Spanish-language local TV news site in Fresno in the Telemundo-station mould (a
WordPress VIP front end: `article-headline__title`, `article-byline__author`, `article-content rte-v2`,
`window.nbc`, `/noticias/local/<slug>/2891234/`, `/video/noticias/local/<slug>/<id>/`, `/noticias/local/page/2/`,
`/tag/<slug>/`, `/author/<slug>/`, `/?s=`), Spanish, UTF-8, Pacific time (-08:00 in December).

Dates are printed "Publicado el 4 de diciembre de 2026 a las 9:40 pm • Actualizado el 5 de diciembre de 2026 a las
7:15 am" in Pacific time; the `NewsArticle` JSON-LD is in UTC, so every evening story is the next day there: the
Madera fire (9:40 pm on 4 Dec = 05:40Z on 5 Dec), the frost story (5:30 pm = 01:30Z) and the Huron posadas story
(4:20 pm on 3 Dec = 00:20Z on 4 Dec) are labelled with the Pacific day. Credits: "Por Redacción" (no person; JSON-LD
the station), "Por EFE", "Por Gerald Hanley | The Associated Press" (a translated AP story whose JSON-LD also names AP
as an Organization author), "Por Lic. Ana Beltrán | Abogada de inmigración" (the immigration Q&A column, JSON-LD
author with the honorific), and a sponsored post "Presentado por Clínica Dental Familiar Sonrisa" (no JSON-LD). The
breaking-news story carries an "ÚLTIMA HORA" kicker above the headline and in `<title>` / `og:title`. A video page,
a weather page and a soft 404 (an old job-fair story, served 200 with "Página no encontrada") are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import MESES, Base, page, split_local, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.noticias44.test"
ARTS = ["incendio", "autopista", "helada", "posadas", "abogado", "ap", "efe", "patrocinado"]
SEARCH_Q = "neblina"


def hora(time: str) -> str:
    h, m = (int(x) for x in time.split(":"))
    return f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"


def es_day(local: str) -> str:
    y, m, d, _ = split_local(local)
    return f"{d} de {MESES[m - 1]} de {y}"


def es_date(local: str) -> str:
    return f"{es_day(local)} a las {hora(split_local(local)[3])}"


class Noticias44(Base):
    origin = ORIGIN
    name = "Noticias 44 Valle Central"
    prefix = "n44"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "n44",
            [
                ".site-header__top",
                ".site-nav__item",
                ".article-headline__title",
                ".article-content.rte-v2 p",
                ".article-byline__author",
                ".story-card",
                ".most-popular__item",
                ".weather-widget",
                ".site-footer__links",
                ".ccpa-banner",
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
                "Noticias 44 Valle Central: noticias de Fresno, Tulare, Madera y Merced",
                "tv-station-home",
                list=["autopista", "incendio", "helada", "posadas", "ap", "abogado", "efe", "patrocinado"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/noticias/local/",
                "section",
                "Noticias locales",
                "category-river",
                list=["autopista", "incendio", "helada", "posadas"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/noticias/local/page/2/",
                "section",
                "Noticias locales",
                "category-river-page2",
                list=["video", "tiempo"],
                older=[
                    (
                        "/noticias/local/cuatro-detenidos-en-operativo-contra-robo-de-catalizadores-en-visalia/2888410/",
                        "Cuatro detenidos en operativo contra robo de catalizadores en Visalia",
                        "26 de noviembre de 2026",
                    ),
                    (
                        "/noticias/local/abren-centro-de-calentamiento-en-el-centro-de-fresno/2887954/",
                        "Abren centro de calentamiento en el centro de Fresno",
                        "25 de noviembre de 2026",
                    ),
                    (
                        "/noticias/local/merced-college-ofrecera-clases-de-ingles-gratis-en-enero/2887600/",
                        "Merced College ofrecerá clases de inglés gratis en enero",
                        "24 de noviembre de 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "inmigracion",
                "/noticias/inmigracion/",
                "section",
                "Inmigración",
                "category-river",
                list=["abogado", "ap", "efe"],
            )
        )
        add(
            page(
                "tag",
                "/tag/valle-central/",
                "tag",
                "Valle Central",
                "tag-archive",
                list=["helada", "incendio", "posadas", "autopista"],
            )
        )
        add(
            page(
                "author",
                "/author/marco-reyes/",
                "author",
                "Marco Reyes",
                "author-archive",
                list=["autopista", "helada"],
                bio="Marco Reyes es reportero de Noticias 44 desde 2019. Cubre seguridad pública, transporte y el condado de Tulare. Es originario de Porterville.",
            )
        )
        add(
            page(
                "search",
                "/?s=" + SEARCH_Q,
                "search",
                f"Resultados de búsqueda para: {SEARCH_Q}",
                "search-results",
                list=["autopista", "helada"],
            )
        )
        add(
            page(
                "video",
                "/video/noticias/local/asi-quedo-el-complejo-de-apartamentos-tras-el-incendio-en-madera/2891301/",
                "video",
                "Así quedó el complejo de apartamentos tras el incendio en Madera",
                "video-player-one-line",
                [
                    "Imágenes del complejo de apartamentos de la calle Yosemite en Madera la mañana después del incendio que dejó a 12 familias sin hogar.",
                ],
                local="2026-12-05 08:10",
                duration="PT1M42S",
            )
        )
        add(
            page(
                "tiempo",
                "/el-tiempo/",
                "weather",
                "Pronóstico del tiempo para Fresno y el Valle Central",
                "weather-forecast-table",
                [
                    "Actualizado el 5 de diciembre de 2026 a las 5:00 am",
                    "Neblina densa en la mañana en el Valle; tardes despejadas y frescas. Posibilidad de heladas en zonas agrícolas el domingo y el lunes por la madrugada.",
                    "T: Día | Máxima | Mínima | Condición",
                    "T: Sábado | 56°F | 35°F | Neblina en la mañana",
                    "T: Domingo | 54°F | 31°F | Soleado, helada",
                    "T: Lunes | 55°F | 30°F | Soleado, helada",
                    "T: Martes | 58°F | 36°F | Parcialmente nublado",
                    "T: Miércoles | 60°F | 40°F | Lluvia ligera",
                    "Las alertas del Servicio Nacional de Meteorología para los condados de Fresno, Madera, Tulare, Kings y Merced aparecen en esta página en cuanto se emiten.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/noticias/local/feria-de-empleo-bilingue-en-fresno-este-sabado/2859012/",
                "error",
                "Página no encontrada",
                "soft-404-status-200",
                [
                    "Lo sentimos, no pudimos encontrar la página que buscas. Es posible que el enlace haya cambiado o que el contenido ya no esté disponible.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "incendio",
                "/noticias/local/incendio-en-complejo-de-apartamentos-en-madera-deja-a-12-familias-sin-hogar/2891234/",
                "Incendio en complejo de apartamentos en Madera deja a 12 familias sin hogar",
                "2026-12-04",
                "2026-12-05T05:40:00Z",
                "2026-12-04 21:40",
                [],
                [
                    "Doce familias se quedaron sin hogar la noche del viernes después de que un incendio consumiera parte de un complejo de apartamentos en la calle Yosemite, en Madera, informó el Departamento de Bomberos de la ciudad.",
                    "Las llamas comenzaron poco antes de las 7:30 pm en una unidad del segundo piso y se extendieron rápidamente al techo del edificio, según el jefe de batallón Rubén Carrillo. Más de 30 bomberos de Madera y del condado trabajaron durante casi dos horas para controlar el fuego.",
                    "“Cuando llegamos, el humo ya salía por todas las ventanas del segundo piso. Los vecinos nos ayudaron a sacar a dos personas mayores que no podían bajar solas”, dijo Carrillo.",
                    'RAW:<div class="related-inline"><span class="related-inline__label">Lee también:</span> <a href="/noticias/local/abren-centro-de-calentamiento-en-el-centro-de-fresno/2887954/">Abren centro de calentamiento en el centro de Fresno</a></div>',
                    "Un residente fue trasladado al hospital con quemaduras leves y un bombero sufrió una lesión en el tobillo. No se reportaron muertos.",
                    "La Cruz Roja instaló un centro de atención en la escuela primaria Lincoln, donde las familias recibieron cobijas, comida y vales para hotel. Entre los afectados hay al menos 19 niños.",
                    "María Elena Cisneros, quien vivía en el complejo desde hace ocho años con sus tres hijos, dijo que solo alcanzó a sacar los documentos de la familia. “Todo lo demás se quemó. Los regalos de Navidad ya estaban en el clóset”, contó.",
                    "Las autoridades todavía investigan la causa del incendio. Carrillo pidió a los residentes no usar calentones de gas ni estufas para calentar las viviendas durante las noches frías.",
                    "La ciudad de Madera abrió una cuenta para recibir donaciones para las familias afectadas en la oficina del Centro Comunitario Pan American, en la avenida Cleveland.",
                ],
                "por-redaccion-utc-next-day-updated",
                section="Local",
                credit="Redacción",
                updated="2026-12-05 07:15",
                modified="2026-12-05T15:15:00Z",
                ld="org",
                video=True,
            )
        )
        add(
            story(
                "autopista",
                "/noticias/local/cierran-la-autopista-99-en-selma-tras-choque-multiple-por-neblina/2891311/",
                "Cierran la Autopista 99 en Selma tras choque múltiple por neblina",
                "2026-12-05",
                "2026-12-05T14:50:00Z",
                "2026-12-05 06:50",
                ["Marco Reyes"],
                [
                    "La Patrulla de Caminos de California (CHP) cerró los carriles de la Autopista 99 en dirección norte a la altura de la avenida Floral, en Selma, después de un choque en el que participaron al menos once vehículos la mañana del sábado.",
                    "El accidente ocurrió alrededor de las 5:45 am, cuando la neblina reducía la visibilidad a menos de 100 pies en varios tramos del condado de Fresno, según la CHP.",
                    "Al menos seis personas fueron trasladadas a hospitales de la zona. Dos de ellas tienen heridas de gravedad, informó el oficial Daniel Zúñiga, vocero de la CHP en Fresno.",
                    "“Pedimos a los conductores que bajen la velocidad, que dejen más distancia con el vehículo de enfrente y que usen las luces bajas. La neblina puede aparecer de un momento a otro”, dijo Zúñiga.",
                    "El tráfico se desvía por la salida de la avenida Floral hacia la avenida Golden State. La CHP calcula que la autopista permanecerá cerrada por lo menos hasta el mediodía.",
                ],
                "breaking-kicker-in-og-title",
                section="Local",
                kicker="ÚLTIMA HORA",
                updated="2026-12-05 09:05",
                modified="2026-12-05T17:05:00Z",
                ld="person",
                developing=True,
            )
        )
        add(
            story(
                "helada",
                "/noticias/local/helada-amenaza-citricos-en-el-condado-de-tulare-trabajadores-temen-perder-horas/2891190/",
                "Helada amenaza cítricos en el condado de Tulare; trabajadores temen perder horas",
                "2026-12-04",
                "2026-12-05T01:30:00Z",
                "2026-12-04 17:30",
                ["Daniela Ortiz", "Marco Reyes"],
                [
                    "Los productores de cítricos del condado de Tulare encendieron los ventiladores de viento en sus huertas el viernes por la noche ante el pronóstico de temperaturas de hasta 27 grados Fahrenheit en zonas bajas de Lindsay, Exeter e Ivanhoe.",
                    "El Servicio Nacional de Meteorología emitió una advertencia de helada para el sur del Valle de San Joaquín desde la medianoche hasta las 9 de la mañana del sábado, y no descarta una segunda noche de frío intenso el domingo.",
                    "FIG: Naranjos en Lindsay | Ventiladores de viento en una huerta de naranjos en Lindsay. (Foto: Noticias 44)",
                    "Para la mandarina y la naranja navel, que están en plena temporada de cosecha, unas pocas horas por debajo de 28 grados pueden dañar la fruta, explicó Alicia Navarro, analista de una asociación de productores de la región.",
                    "“Si la fruta se congela, no se puede vender fresca y eso significa menos días de trabajo en la pizca y en los empaques”, dijo.",
                    "## Ayuda para trabajadores",
                    "En Lindsay, varios trabajadores dijeron a Noticias 44 que ya perdieron días esta semana porque los contratistas esperan a que la fruta se seque antes de empezar a cortar.",
                    "“Nos pagan por caja. Si empezamos a las once en lugar de las siete, se nota en el cheque”, dijo Juan Carlos Hernández, quien trabaja en la cosecha desde hace 15 años.",
                    "Las organizaciones comunitarias recuerdan que los trabajadores agrícolas que pierden ingresos por heladas pueden pedir ayuda de emergencia en las oficinas de servicios para trabajadores agrícolas de Visalia y en los centros de recursos del condado, sin importar su estatus migratorio.",
                ],
                "two-reporters-y-utc-next-day",
                section="Local",
                ld="person",
            )
        )
        add(
            story(
                "posadas",
                "/noticias/local/familias-de-huron-mantienen-viva-la-tradicion-de-las-posadas/2890702/",
                "Familias de Huron mantienen viva la tradición de las posadas",
                "2026-12-03",
                "2026-12-04T00:20:00Z",
                "2026-12-03 16:20",
                ["Karla Méndez"],
                [
                    "Con velas, piñatas y ponche de frutas, un grupo de familias de Huron empezó a preparar las posadas que recorrerán las calles de este pequeño pueblo agrícola del oeste del condado de Fresno del 16 al 24 de diciembre.",
                    "La tradición, que recuerda el peregrinaje de María y José en busca de posada, llegó a Huron con los primeros trabajadores de Michoacán y Jalisco hace más de cuarenta años, cuenta Guadalupe Orozco, de 71 años, quien organiza las posadas de su cuadra desde 1989.",
                    "“Antes éramos muchas familias y la procesión daba la vuelta a todo el pueblo. Ahora los jóvenes se van a trabajar a otras ciudades, pero siempre regresan para las posadas”, dice.",
                    "FIG: Posada en Huron | Niños ensayan los cantos de la posada en la iglesia de Huron. (Foto: Karla Méndez / Noticias 44)",
                    "Este año la parroquia San Pedro organizará nueve posadas, una cada noche, con la participación de unas 120 familias. Cada casa que recibe a los peregrinos ofrece tamales, champurrado y dulces para los niños.",
                    'RAW:<div class="related-inline"><span class="related-inline__label">Lee también:</span> <a href="/noticias/local/feria-de-empleo-bilingue-en-fresno-este-sabado/2859012/">Feria de empleo bilingüe en Fresno este sábado</a></div>',
                    "El administrador municipal de Huron, Gilberto Ramos, dijo que la ciudad cerrará algunas calles durante las noches de posada y que la policía acompañará la procesión.",
                    "Para Orozco, lo más importante es que los niños aprendan los cantos. “Si ellos no los aprenden, en unos años ya nadie se va a acordar de pedir posada”, dice.",
                ],
                "named-reporter-stale-related-link",
                section="Local",
                ld="person",
            )
        )
        add(
            story(
                "abogado",
                "/noticias/inmigracion/preguntale-al-abogado-puedo-salir-del-pais-si-tengo-un-caso-de-asilo-pendiente/2890455/",
                "Pregúntale al abogado: ¿Puedo salir del país si tengo un caso de asilo pendiente?",
                "2026-12-02",
                "2026-12-02T14:00:00Z",
                "2026-12-02 06:00",
                ["Ana Beltrán"],
                [
                    "Cada semana, la abogada de inmigración Ana Beltrán responde las preguntas que nuestros televidentes envían a la redacción. Esta semana, tres dudas sobre viajes, permisos de trabajo y cambios de domicilio.",
                    "**Pregunta:** Tengo un caso de asilo pendiente desde 2022 y mi mamá está muy enferma en Guatemala. ¿Puedo ir a verla y regresar?",
                    "**Respuesta:** Salir de Estados Unidos sin un permiso de viaje anticipado (advance parole) puede hacer que el gobierno considere abandonada su solicitud de asilo. Aun con ese permiso, viajar al país del que usted dice huir puede debilitar su caso. Antes de comprar un boleto, hable con un abogado sobre su situación particular.",
                    "**Pregunta:** Mi permiso de trabajo vence en febrero. ¿Cuándo debo pedir la renovación?",
                    "**Respuesta:** Puede presentar la renovación hasta 180 días antes de la fecha de vencimiento. Presentarla con tiempo le ayuda a evitar una interrupción en su empleo, porque los tiempos de procesamiento cambian con frecuencia.",
                    "**Pregunta:** Me mudé de Fresno a Visalia. ¿Tengo que avisarle a inmigración?",
                    "**Respuesta:** Sí. La mayoría de las personas que no son ciudadanas deben notificar su cambio de domicilio dentro de los 10 días siguientes a la mudanza. Si tiene un caso ante la corte de inmigración, también debe informar a la corte por separado.",
                    "Si tiene una pregunta para esta sección, envíela con su nombre y ciudad. Las preguntas pueden ser editadas por claridad.",
                ],
                "immigration-qa-column-lic-honorific",
                section="Inmigración",
                role="Abogada de inmigración",
                printed="Lic. Ana Beltrán",
                ld="person",
                ld_name="Lic. Ana Beltrán",
                disclaimer="La información de esta columna es de carácter general y no constituye asesoría legal. Cada caso es diferente; consulte a un abogado de inmigración con licencia o a un representante acreditado.",
            )
        )
        add(
            story(
                "ap",
                "/noticias/california/california-aprueba-reglas-de-calor-extremo-para-almacenes-y-cocinas/2891012/",
                "California aprueba reglas de calor extremo para almacenes y cocinas",
                "2026-12-04",
                "2026-12-04T20:50:00Z",
                "2026-12-04 12:50",
                ["Gerald Hanley"],
                [
                    "SACRAMENTO, California (AP) — Los trabajadores de almacenes, cocinas de restaurantes y lavanderías de California tendrán derecho a descansos y a agua fresca cuando la temperatura dentro de su lugar de trabajo supere los 82 grados Fahrenheit, según una norma aprobada el jueves por una junta estatal.",
                    "La norma, que entrará en vigor en abril, obliga a los empleadores a medir la temperatura interior, a ofrecer áreas de descanso frescas y a tener un plan por escrito para prevenir enfermedades por calor.",
                    "Los sindicatos y las organizaciones de trabajadores celebraron la decisión, que llevaban años reclamando. “Esto va a salvar vidas”, dijo Lorena Ávila, una trabajadora de un almacén en el Inland Empire que habló ante la junta.",
                    "Algunas asociaciones de empresarios advirtieron que los costos de instalar sistemas de enfriamiento serán altos para los negocios pequeños. La junta dio a las empresas con menos de 20 empleados un año adicional para cumplir con algunos requisitos.",
                    "California ya tiene una norma de calor para trabajadores al aire libre, como los campesinos y los trabajadores de la construcción, desde 2005.",
                ],
                "ap-translated-person-plus-org-jsonld",
                section="California",
                credit_org="The Associated Press",
                ld="ap",
                translated="Esta nota fue traducida del inglés por la redacción de Noticias 44.",
            )
        )
        add(
            story(
                "efe",
                "/noticias/mexico/remesas-a-mexico-suben-en-octubre-impulsadas-por-trabajadores-en-california/2890877/",
                "Remesas a México suben en octubre, impulsadas por trabajadores en California",
                "2026-12-03",
                "2026-12-03T18:05:00Z",
                "2026-12-03 10:05",
                [],
                [
                    "Ciudad de México (EFE).- Las remesas que recibió México en octubre sumaron 5,612 millones de dólares, un aumento del 4.2 % frente al mismo mes del año pasado, informó este jueves el Banco de México.",
                    "En los primeros diez meses del año, el país recibió 54,380 millones de dólares por este concepto, con California, Texas e Illinois como los principales estados de origen de los envíos.",
                    "El envío promedio fue de 398 dólares, ligeramente mayor que el de septiembre. Jalisco, Michoacán y Guanajuato fueron los estados que más recursos recibieron.",
                    "Analistas consultados por EFE señalaron que el empleo de los trabajadores mexicanos en la construcción y los servicios en Estados Unidos se ha mantenido estable, aunque advirtieron que el endurecimiento de la política migratoria podría frenar el crecimiento el próximo año.",
                ],
                "efe-wire-org-author",
                section="México",
                credit="EFE",
                ld="efe",
            )
        )
        add(
            story(
                "patrocinado",
                "/patrocinado/cinco-consejos-para-cuidar-la-salud-dental-de-tus-hijos-en-las-fiestas/2889930/",
                "Cinco consejos para cuidar la salud dental de tus hijos en las fiestas",
                "2026-12-01",
                None,
                "2026-12-01 09:00",
                [],
                [
                    "Entre tamales, buñuelos y bolsitas de dulces, diciembre es uno de los meses más difíciles para los dientes de los niños. Los dentistas de Clínica Dental Familiar Sonrisa comparten algunas recomendaciones para disfrutar de las fiestas sin caries.",
                    "- Ofrezca los dulces después de la comida y no entre comidas: la saliva protege mejor los dientes cuando ya se está comiendo.",
                    "- Prefiera agua en lugar de refrescos y jugos azucarados, sobre todo por la noche.",
                    "- No olvide el cepillado de dos minutos antes de dormir, aunque sea tarde después de la posada.",
                    "- Evite los dulces pegajosos, como los caramelos masticables, que se quedan entre los dientes por horas.",
                    "- Aproveche las vacaciones escolares para programar la limpieza y revisión de cada seis meses.",
                    "Clínica Dental Familiar Sonrisa atiende a niños y adultos en Fresno y Clovis, acepta Medi-Cal y la mayoría de los seguros, y su personal habla español.",
                ],
                "sponsored-advertiser-credit-no-jsonld",
                section="Patrocinado",
                sponsor="Clínica Dental Familiar Sonrisa",
                ld="none",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.kicker}: {doc.title}" if doc.kicker else doc.title
        out = [
            f"<title>{esc(title)} – Noticias 44 Valle Central</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="es_US">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Noticias 44 Valle Central">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@noticias44vc">',
        ]
        if doc.kind == "error":
            out.append('<meta name="robots" content="noindex">')
        if doc.kind == "video":
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "thumbnailUrl": f"{ORIGIN}/2026/12/madera-incendio-video.jpg",
                "uploadDate": "2026-12-05T16:10:00Z",
                "duration": doc.extra["duration"],
                "publisher": {"@type": "Organization", "name": "Noticias 44 Valle Central"},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld"]
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        else:
            out.append('<meta property="article:published_time" content="2026-12-01T09:00:00-08:00">')
        if doc.extra.get("modified"):
            out.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if mode == "none":
            out.append('<meta name="sponsored" content="true">')
            return "\n".join(out)
        if mode == "person":
            author: object = [
                {"@type": "Person", "name": doc.extra.get("ld_name", a), "url": f"{ORIGIN}/author/{slug(a)}/"}
                for a in doc.authors
            ]
        elif mode == "ap":
            author = [{"@type": "Person", "name": a} for a in doc.authors] + [
                {"@type": "Organization", "name": "The Associated Press"}
            ]
        elif mode == "efe":
            author = {"@type": "Organization", "name": "EFE"}
        else:
            author = {"@type": "Organization", "name": "Noticias 44"}
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Noticias 44 Valle Central",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/assets/logo-n44-600x60.png"},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/2026/12/{doc.path.rstrip('/').rsplit('/', 1)[-1]}-1080x720.jpg",
            },
            "inLanguage": "es-US",
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("local", "Local"),
            ("inmigracion", "Inmigración"),
            ("https://www.noticias44.test/noticias/california/", "California"),
            ("https://www.noticias44.test/noticias/mexico/", "México"),
            ("https://www.noticias44.test/noticias/deportes/", "Deportes"),
            ("tiempo", "El Tiempo"),
            ("https://www.noticias44.test/responde/", "Noticias 44 Responde"),
        ]
        nav = "\n".join(f'<li class="site-nav__item menu-item">{self.a(k, t, "nav")}</li>' for k, t in menu)
        popular = "\n".join(
            f'<li class="most-popular__item"><span class="most-popular__rank">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["autopista", "incendio", "abogado", "helada", "posadas"])
        )
        content_id = doc.path.rstrip("/").rsplit("/", 1)[-1] if doc.is_article or doc.kind == "video" else "0"
        nbc = {
            "site": "knvc",
            "callLetters": "KNVC",
            "pageType": "article" if doc.is_article else doc.kind,
            "contentID": content_id,
            "language": "es",
            "sponsored": bool(doc.extra.get("sponsor")),
            "dma": "Fresno-Visalia",
        }
        body_class = f"single single-post postid-{content_id}" if doc.is_article else f"{doc.kind} page-{doc.key}"
        return f"""<!DOCTYPE html>
<html lang="es-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Noticias 44 Valle Central &raquo; Feed" href="https://www.noticias44.test/feed/">
<link rel="stylesheet" id="n44-main-css" href="https://www.noticias44.test/wp-content/themes/nbc-station/dist/css/main.css?ver=4.18.2" media="all">
<style>/*PAD*/</style>
<script>window.nbc = {json.dumps(nbc, ensure_ascii=False)};</script>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head>
<body class="{body_class}">
<a class="skip-link screen-reader-text" href="#main">Saltar al contenido</a>
<div id="site-wrapper">
<header class="site-header" id="site-header">
<div class="site-header__top">
<a class="site-header__live" href="/en-vivo/">EN VIVO</a>
<span class="site-header__newscast">Noticias 44 a las 5, 6 y 11 pm</span>
<div class="weather-widget">{self.a("tiempo", "Fresno 46°F", "nav")} <span class="weather-widget__alert">Aviso de neblina densa</span></div>
<a class="site-header__app" href="https://apps.noticias44.test/">Descarga nuestra app</a>
</div>
<div class="site-header__main">
<a class="site-header__logo" href="/" rel="home"><img src="https://www.noticias44.test/assets/logo-n44.svg" alt="Noticias 44 Valle Central" width="180" height="48"></a>
<nav class="site-nav" aria-label="Principal"><ul class="site-nav__menu">
{nav}
</ul></nav>
<form class="site-header__search" role="search" action="/" method="get"><label class="screen-reader-text" for="s">Buscar</label><input type="search" id="s" name="s" placeholder="Buscar"><button type="submit">Buscar</button></form>
</div>
</header>
<div class="trending-bar"><span class="trending-bar__label">Tendencias:</span> {self.a("autopista", "Autopista 99", "nav")} · {self.a("helada", "Heladas", "nav")} · {self.a("abogado", "Pregúntale al abogado", "nav")} · <a href="/noticias/local/posadas-2026/">Posadas 2026</a></div>
<div class="ad-container ad-container--leaderboard"><div id="gpt-ad-leaderboard" class="gpt-ad" data-slot="/4411/knvc/noticias/local" data-sizes="[[728,90],[970,250]]"></div></div>
<main id="main" class="site-main">
<div class="site-main__inner">
{main}
<aside class="sidebar">
<div class="ad-container ad-container--rail"><div id="gpt-ad-rail" class="gpt-ad" data-slot="/4411/knvc/rail" data-sizes="[[300,250],[300,600]]"></div></div>
<section class="most-popular"><h2 class="most-popular__title">Lo más visto</h2><ol class="most-popular__list">
{popular}
</ol></section>
<section class="newsletter-signup"><h2>Boletín de noticias</h2><p>Recibe las noticias más importantes del Valle Central cada mañana en tu correo.</p><form action="/boletin/" method="post"><input type="email" placeholder="Correo electrónico"><button>Suscribirme</button></form></section>
</aside>
</div>
</main>
<footer class="site-footer">
<div class="site-footer__brand"><img src="https://www.noticias44.test/assets/logo-n44-white.svg" alt="Noticias 44" width="120" height="32"></div>
<ul class="site-footer__links">
<li><a href="/contactanos/">Contáctanos</a></li>
<li><a href="/noticias-44-responde/">Envíanos tu denuncia</a></li>
<li><a href="/empleos/">Empleos</a></li>
<li><a href="https://publicfiles.fcc.test/tv-profile/knvc">Archivo público de KNVC</a></li>
<li><a href="/informe-eeo/">Informe EEO</a></li>
<li><a href="/terminos-de-servicio/">Términos de servicio</a></li>
<li><a href="/politica-de-privacidad/">Política de privacidad</a></li>
<li><a href="/privacidad/no-vender/">No vender ni compartir mi información personal</a></li>
</ul>
<div class="site-footer__social"><a href="https://www.facebook.com/noticias44vc">Facebook</a> <a href="https://x.com/noticias44vc">X</a> <a href="https://www.instagram.com/noticias44vc">Instagram</a> <a href="https://www.tiktok.com/@noticias44vc">TikTok</a> <a href="https://www.youtube.com/@noticias44vc">YouTube</a></div>
<p class="site-footer__copy">© 2026 KNVC Noticias 44 Valle Central. Todos los derechos reservados. 1620 N. Van Ness Ave., Fresno, CA 93728.</p>
</footer>
<div class="ccpa-banner" id="ccpa-banner" role="dialog" aria-live="polite"><p>Usamos cookies y tecnologías similares para personalizar el contenido y los anuncios y analizar nuestro tráfico. Puedes ejercer tu derecho a no vender ni compartir tu información personal en cualquier momento. <a href="/politica-de-privacidad/">Más información</a></p><button class="ccpa-banner__accept">Aceptar</button> <button class="ccpa-banner__settings">Configuración</button></div>
</div>
<script src="https://www.noticias44.test/wp-content/themes/nbc-station/dist/js/main.js?ver=4.18.2" defer></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.pubads().setTargeting("pagetype",window.nbc.pageType);googletag.enableServices();}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("sponsor"):
            return f'<div class="article-byline article-byline--sponsored"><span class="article-byline__presented">Presentado por</span> <span class="article-byline__sponsor">{esc(doc.extra["sponsor"])}</span></div>'
        if doc.extra.get("credit"):
            who = f'<span class="article-byline__author">{esc(doc.extra["credit"])}</span>'
        else:
            names = []
            for a in doc.authors:
                shown = doc.extra.get("printed", a)
                link = (
                    self.a("author", shown, "byline")
                    if a == "Marco Reyes"
                    else f'<a href="/author/{slug(a)}/">{esc(shown)}</a>'
                )
                names.append(f'<span class="article-byline__author">{link}</span>')
            who = " y ".join(names)
            if doc.extra.get("credit_org"):
                who += f' | <span class="article-byline__org">{esc(doc.extra["credit_org"])}</span>'
            if doc.extra.get("role"):
                who += f' | <span class="article-byline__title">{esc(doc.extra["role"])}</span>'
        dt = f' datetime="{doc.iso}"' if doc.iso else ""
        stamp = f"<time{dt}>Publicado el {es_date(doc.stamp)}</time>"
        if doc.extra.get("updated"):
            stamp += f' <span class="article-byline__sep">•</span> <span class="article-byline__updated">Actualizado el {es_date(doc.extra["updated"])}</span>'
        return f'<div class="article-byline"><div class="article-byline__authors"><span class="article-byline__by">Por </span>{who}</div><div class="article-byline__date">{stamp}</div></div>'

    def story_main(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        kicker = (
            f'<div class="article-header__eyebrow article-header__eyebrow--breaking">{esc(doc.kicker)}</div>'
            if doc.kicker
            else ""
        )
        if doc.extra.get("sponsor"):
            kicker = (
                '<div class="article-header__eyebrow article-header__eyebrow--sponsored">Contenido patrocinado</div>'
            )
        if doc.extra.get("video"):
            media = f'<div class="article-featured-media article-featured-media--video"><div class="jw-player" data-video-id="2891301"></div><p class="video-caption">{self.a("video", "Video: " + self.docs["video"].title, "content")}</p></div>'
        else:
            media = f'<div class="article-featured-media"><img src="https://www.noticias44.test/2026/12/{doc.path.rstrip("/").rsplit("/", 1)[-1]}-1080x720.jpg" alt="" width="1080" height="720"><span class="article-featured-media__credit">Noticias 44</span></div>'
        tail = ""
        if doc.extra.get("developing"):
            tail += '<p class="article-developing"><em>Esta es una noticia en desarrollo. Vuelve para más detalles.</em></p>'
        if doc.extra.get("translated"):
            tail += f'<p class="article-translation-note"><em>{esc(doc.extra["translated"])}</em></p>'
        if doc.extra.get("disclaimer"):
            tail += f'<div class="article-disclaimer"><p><em>{esc(doc.extra["disclaimer"])}</em></p><p>¿Tienes una pregunta para la abogada? Escríbenos a <a href="mailto:abogado@noticias44.test">abogado@noticias44.test</a>.</p></div>'
        if doc.extra.get("sponsor"):
            tail += f'<div class="sponsored-disclosure">Este contenido fue producido por {esc(doc.extra["sponsor"])}. La redacción de Noticias 44 no participó en su elaboración. <a href="/anunciate/">Anúnciate con nosotros</a></div>'
        tags = ""
        if doc.key in ("incendio", "helada", "posadas", "autopista"):
            tags = f'<div class="article-tags"><span>Etiquetas:</span> {self.a("tag", "Valle Central", "tag")} <a href="/tag/condado-de-fresno/">Condado de Fresno</a></div>'
            if doc.key in ("autopista", "helada"):
                tags += f'<div class="article-searches"><span>Búsquedas relacionadas:</span> {self.a("search", SEARCH_Q, "tag")} <a href="/?s=autopista+99">autopista 99</a></div>'
        elif doc.key == "abogado":
            tags = '<div class="article-tags"><span>Etiquetas:</span> <a href="/tag/asilo/">Asilo</a> <a href="/tag/preguntale-al-abogado/">Pregúntale al abogado</a></div>'
        rel = [k for k in ARTS if k != doc.key and k != "patrocinado"][:3]
        related = "".join(
            f'<li class="story-card story-card--related">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        section_link = {"Local": "local", "Inmigración": "inmigracion"}.get(doc.section)
        crumb = (
            self.a(section_link, doc.section, "breadcrumb")
            if section_link
            else f'<a href="/{doc.path.split("/")[1]}/{doc.path.split("/")[2]}/">{esc(doc.section)}</a>'
        )
        if doc.extra.get("sponsor"):
            crumb = '<a href="/patrocinado/">Patrocinado</a>'
        return f"""<article class="article article--story" id="post-{doc.path.rstrip("/").rsplit("/", 1)[-1]}">
<div class="article-header">
<div class="article-header__section">{crumb}</div>
{kicker}
<div class="article-headline"><h1 class="article-headline__title">{esc(doc.title)}</h1></div>
{self.byline(doc)}
<div class="article-share"><a class="article-share__facebook" href="https://www.facebook.com/sharer/sharer.php?u={u}">Compartir en Facebook</a> <a class="article-share__x" href="https://x.com/intent/post?url={u}">Compartir en X</a> <a class="article-share__whatsapp" href="https://api.whatsapp.com/send?text={u}">Enviar por WhatsApp</a> <a class="article-share__email" href="mailto:?subject={quote(doc.title)}&amp;body={u}">Enviar por correo</a></div>
</div>
{media}
<div class="article-content rte-v2">
{self.blocks(doc, fig=self.fig)}
</div>
{tail}
{tags}
<div class="ad-container ad-container--inline"><div id="gpt-ad-inline" class="gpt-ad" data-slot="/4411/knvc/inline" data-sizes="[[300,250]]"></div></div>
<section class="related-stories"><h2>Más noticias</h2><ul>{related}</ul></section>
</article>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="wp-block-image size-large"><img src="https://www.noticias44.test/2026/12/{slug(alt)}.jpg" alt="{esc(alt)}" width="1024" height="683" loading="lazy"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

    def card(self, k: str) -> str:
        d = self.docs[k]
        if d.is_article:
            meta = es_day(d.stamp)
            dek = self.lede(d)
        elif d.kind == "video":
            meta = "Video · 1:42"
            dek = d.blocks[0][1]
        else:
            meta = "Actualizado cada mañana"
            dek = "El pronóstico de siete días para Fresno y el Valle Central."
        label = '<span class="story-card__label">Patrocinado</span>' if d.extra.get("sponsor") else ""
        if d.kicker:
            label = f'<span class="story-card__label story-card__label--breaking">{esc(d.kicker)}</span>'
        return f'<div class="story-card"><img class="story-card__image" src="https://www.noticias44.test/2026/12/{slug(d.title)[:40]}-400x225.jpg" alt="" loading="lazy">{label}<h3 class="story-card__title">{self.a(k, d.title, "content")}</h3><p class="story-card__dek">{esc(dek)}</p><span class="story-card__date">{meta}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="story-card story-card--text"><h3 class="story-card__title"><a href="{esc(p)}">{esc(t)}</a></h3><span class="story-card__date">{esc(d)}</span></div>'
            for p, t, d in doc.extra.get("older", [])
        )
        head = f'<h1 class="archive-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = f'<h1 class="screen-reader-text">{esc(doc.title)}</h1><div class="live-promo"><a href="/en-vivo/">Mira Noticias 44 en vivo</a></div>'
            extra = f'<section class="home-weather"><h2>{self.a("tiempo", "El Tiempo", "content")}</h2><p>Neblina densa en la mañana; tarde despejada, máxima de 56°F.</p></section><section class="home-video"><h2>Videos</h2>{self.card("video")}</section>'
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://www.noticias44.test/2026/01/marco-reyes-300x300.jpg" alt="Marco Reyes" width="150" height="150"><h1 class="author-profile__name">{esc(doc.title)}</h1><p class="author-profile__title">Reportero</p><p class="author-profile__bio">{esc(doc.extra["bio"])}</p><a href="https://x.com/marcoreyes_n44">@marcoreyes_n44</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="archive-title">{esc(doc.title)}</h1><form class="search-form" action="/" method="get"><input type="search" name="s" value="{SEARCH_Q}"><button>Buscar</button></form><p class="search-count">{len(doc.extra["list"])} resultados</p>'
        elif doc.kind == "tag":
            head = f'<p class="archive-label">Etiqueta</p><h1 class="archive-title">{esc(doc.title)}</h1>'
        pager = ""
        pn, nx, pv = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'
        if doc.key == "local":
            pager = f'<nav class="pagination"><span class="page-numbers current">1</span> {self.a("local2", "2", "pagination", attrs=pn)} <a class="page-numbers" href="/noticias/local/page/3/">3</a> {self.a("local2", "Siguiente", "pagination", attrs=nx)}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="pagination">{self.a("local", "Anterior", "pagination", attrs=pv)} {self.a("local", "1", "pagination", attrs=pn)} <span class="page-numbers current">2</span> <a class="page-numbers" href="/noticias/local/page/3/">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-news">{self.a("local", "Más noticias locales", "content")} · {self.a("inmigracion", "Más de inmigración", "content")}</div>'
        return f'<section class="archive archive--{doc.kind}">{head}<div class="story-grid">{cards}{older}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, table_class="forecast-table")
        if doc.kind == "video":
            return f"""<article class="video-page">
<div class="video-player"><div class="jw-player" data-video-id="2891301" data-autoplay="false"></div></div>
<h1 class="video-page__title">{esc(doc.title)}</h1>
<div class="video-page__date">Publicado el {es_date(doc.extra["local"])}</div>
<div class="video-page__description">{html}</div>
<p class="video-page__related">Relacionado: {self.a("incendio", self.docs["incendio"].title, "related")}</p>
<section class="video-playlist"><h2>Más videos</h2><ul><li><a href="/video/noticias/local/neblina-densa-en-la-autopista-99/2891320/">Neblina densa en la Autopista 99</a></li><li><a href="/video/noticias/local/pronostico-del-fin-de-semana/2891288/">Pronóstico del fin de semana</a></li></ul></section>
</article>"""
        if doc.kind == "error":
            recs = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ["autopista", "incendio", "helada"]
            )
            return f"""<section class="error-404 not-found">
<h1 class="page-title">{esc(doc.title)}</h1>
<div class="page-content">{html}
<form class="search-form" action="/" method="get"><input type="search" name="s" placeholder="Buscar en Noticias 44"><button>Buscar</button></form>
<p>Regresa a la {self.a("home", "página principal", "content")} o revisa nuestras noticias más recientes:</p>
<ul class="error-404__recommended">{recs}</ul></div>
</section>"""
        return f'<section class="weather-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="weather-radar"><img src="https://www.noticias44.test/weather/radar-fresno.gif" alt="Radar" width="640" height="360"></div>\n{html}\n<p class="weather-page__team">Pronóstico del equipo de meteorología de Noticias 44. <a href="/el-tiempo/alertas/">Alertas del tiempo</a></p></section>'


def slug(text: str) -> str:
    table = str.maketrans("áéíóúñüÁÉÍÓÚÑ", "aeiounuAEIOUN")
    out = "".join(c if c.isalnum() else "-" for c in text.translate(table).lower())
    return "-".join(p for p in out.split("-") if p)
