# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish typography is deliberate)
"""La Costanera: a Clarín-like Buenos Aires daily on **Nuxt 2** (Vue 2 SSR: `<div data-server-rendered="true"
id="__nuxt">`, `<!---->` for every v-if that is false, scoped `data-v-…` attributes on every element, and the state as
`window.__NUXT__=(function(a,b,…){return {…}}(…))`, devalue's function-call payload in which every string used twice
is a parameter and `/` is written `\\u002F`). URLs `/ciudad/<slug>_0_<8 chars>.html`, `/tema/<tag>.html`,
`/autor/<slug>.html`, `/buscador?q=`, fronts paged `/ciudad/pagina/2`. Spanish, UTF-8, Buenos Aires (-03:00).

Dates are printed "4 de diciembre de 2026 · 21:40" in a `<time>` whose `datetime` is UTC, and "Actualizado …" when
edited. The story's text is in the payload as an HTML string (`cuerpo`) as well as in the page, except: the storm story
renders its first three paragraphs and keeps the rest in a `v-show` block (`style="display:none;"`, opened by "Leer
nota completa") and in the payload; the rents story's payload also carries the **next** story (infinite scroll) whole,
which is not on the page. Volantas (kickers) above the headline; og:title "ALERTA | …" on the storm story."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, blocks_html, html_string, nuxt_payload, page, scoped, story, to_utc, with_offset
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.lacostanera.test"
ARTS = ["subte", "tormenta", "alquileres", "columna", "entrevista", "brief", "futbol", "dolar"]
V = " data-v-5d3a9e1c"  # the layout's scoped attribute
VN = " data-v-7b41c0f2"  # the article component's
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]  # fmt: skip

OLDER = [
    (
        "/ciudad/cortes-de-luz-en-caballito-y-almagro-vecinos-cortaron-avenida-rivadavia_0_Pq8Lw2Zx.html",
        "Cortes de luz en Caballito y Almagro: vecinos cortaron la avenida Rivadavia",
        "Ciudad",
    ),
    (
        "/ciudad/nueva-ciclovia-en-avenida-cordoba-como-funciona_0_Hn4Rt6Ya.html",
        "Nueva ciclovía en la avenida Córdoba: cómo funciona y qué cambia para los autos",
        "Ciudad",
    ),
    (
        "/economia/inflacion-de-noviembre-que-esperan-las-consultoras_0_Bv2Kx9Qe.html",
        "Inflación de noviembre: qué esperan las consultoras",
        "Economía",
    ),
    (
        "/deportes/el-torneo-de-verano-ya-tiene-fixture_0_Lm7Dz1Wc.html",
        "El torneo de verano ya tiene fixture: todos los partidos",
        "Deportes",
    ),
    (
        "/ciudad/vuelven-las-ferias-de-la-costanera-sur_0_Tc5Gh8Nu.html",
        "Vuelven las ferias de la Costanera Sur: días y horarios",
        "Ciudad",
    ),
    (
        "/sociedad/vacaciones-de-verano-cuanto-cuesta-una-semana-en-la-costa_0_Ws3Jk0Pa.html",
        "Vacaciones de verano: cuánto cuesta una semana en la Costa",
        "Sociedad",
    ),
    (
        "/politica/la-legislatura-porteña-aprobo-el-presupuesto-2027_0_Yr6Mn2Bd.html",
        "La Legislatura porteña aprobó el presupuesto 2027",
        "Política",
    ),
    (
        "/ciudad/el-puente-de-la-mujer-cerrado-por-mantenimiento_0_Fg9Vb4Xs.html",
        "El Puente de la Mujer, cerrado por mantenimiento hasta el lunes",
        "Ciudad",
    ),
    (
        "/espectaculos/el-festival-de-tango-suma-funciones-gratuitas_0_Kd1Qs7Rt.html",
        "El festival de tango suma funciones gratuitas en los barrios",
        "Espectáculos",
    ),
    (
        "/economia/plazo-fijo-cuanto-paga-cada-banco-esta-semana_0_Np0Zu3Ae.html",
        "Plazo fijo: cuánto paga cada banco esta semana",
        "Economía",
    ),
]

NEXT_STORY = [
    "Las expensas de los edificios porteños subirán en enero un promedio del 6 %, según un relevamiento de la Cámara de Administradores de Consorcios entre 1.200 edificios de la ciudad.",
    "El aumento se explica sobre todo por los salarios de los encargados, que cerraron una paritaria con una suba escalonada, y por las tarifas de luz y agua de los espacios comunes.",
    "Los administradores recomiendan a los consorcios revisar los contratos de mantenimiento de ascensores, que en algunos casos aumentaron por encima de la inflación.",
]


def fecha(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} de {MESES[int(m) - 1]} de {y} · {time}"


class Costanera(Base):
    origin = ORIGIN
    name = "La Costanera"
    prefix = "cst"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sels = [".header-top", ".menu-secciones a", ".volanta", ".nota-titulo", ".nota-cuerpo p", ".autor-firma",
                ".lo-mas-leido li", ".banner-publicidad", ".footer-links", ".cookies-aviso", ".nota-bajada"]  # fmt: skip
        return scoped(css_rules("cst", sels, 260), "[data-v-5d3a9e1c]")

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "La Costanera", "nuxt-home-payload-teasers",
                 list=["tormenta", "subte", "dolar", "alquileres", "futbol", "entrevista", "columna", "brief"], more="ciudad"))  # fmt: skip
        add(page("ciudad", "/ciudad", "section", "Ciudad", "section-front-payload", list=["tormenta", "subte", "brief", "alquileres"], more="ciudad2"))  # fmt: skip
        add(page("ciudad2", "/ciudad/pagina/2", "section", "Ciudad", "section-front-page2", list=["columna", "entrevista"]))  # fmt: skip
        add(page("tag", "/tema/subte.html", "tag", "Subte", "tag-page", list=["subte", "tormenta"]))
        add(page("author", "/autor/lucia-ferreyra.html", "author", "Lucía Ferreyra", "author-page", list=["subte", "brief"],
                 bio="Periodista de la sección Ciudad. Cubre transporte, obras públicas y servicios urbanos. Antes trabajó en radio y en agencias de noticias."))  # fmt: skip
        add(page("search", "/buscador?q=subte", "search", "Resultados de búsqueda para “subte”", "search-results-payload", list=["subte", "tormenta", "alquileres"]))  # fmt: skip
        add(page("dolarhoy", "/economia/dolar-hoy", "live-data", "Dólar hoy: a cuánto cotiza este sábado 5 de diciembre", "currency-table",
                 ["Actualizado: 5 de diciembre de 2026 · 10:00",
                  "T: Cotización | Compra | Venta",
                  "T: Dólar oficial (BNA) | $1.198,00 | $1.248,00",
                  "T: Dólar blue | $1.395,00 | $1.415,00",
                  "T: Dólar MEP | $1.402,30 | $1.404,80",
                  "T: Dólar tarjeta | — | $1.622,40",
                  "T: Euro oficial | $1.301,50 | $1.359,00",
                  "Las cotizaciones son de referencia y se actualizan durante el horario bancario. El dólar tarjeta incluye las percepciones vigentes."]))  # fmt: skip
        add(page("clima", "/clima/buenos-aires", "weather", "El clima en Buenos Aires", "forecast-table",
                 ["Pronóstico extendido para la Ciudad de Buenos Aires y el conurbano.",
                  "T: Día | Mínima | Máxima | Cielo",
                  "T: Sábado 5 | 21 °C | 29 °C | Tormentas aisladas",
                  "T: Domingo 6 | 19 °C | 27 °C | Parcialmente nublado",
                  "T: Lunes 7 | 18 °C | 28 °C | Despejado",
                  "T: Martes 8 | 20 °C | 31 °C | Caluroso",
                  "Fuente: Servicio Meteorológico Nacional. Datos actualizados cada tres horas."]))  # fmt: skip
        add(page("about", "/quienes-somos", "about", "Quiénes somos", "about-page",
                 ["La Costanera es un diario digital con sede en Buenos Aires, fundado en 2009. Publica noticias de la ciudad, el conurbano, la economía, los deportes y la cultura.",
                  "## Redacción",
                  "Dirección periodística: Sergio Alvarado. Jefa de redacción: Paula Medina. Editora de Ciudad: Romina Vidal.",
                  "## Contacto",
                  "Avenida Paseo Colón 1130, Ciudad de Buenos Aires. Para enviar información a la redacción escribí a redaccion@lacostanera.test."]))  # fmt: skip
        add(page("newsletters", "/newsletters", "subscribe", "Newsletters de La Costanera", "newsletter-signup",
                 ["Recibí en tu correo lo más importante del día, elegido por nuestros editores.",
                  "- El Despertador: las noticias que tenés que saber antes de salir, de lunes a viernes a las 7.",
                  "- Bolsillo: economía personal, precios y dólar, los martes y jueves.",
                  "- Tribuna: el resumen del fútbol del fin de semana, los lunes.",
                  "Podés darte de baja cuando quieras desde el enlace al pie de cada envío."]))  # fmt: skip

        add(story(
            "subte",
            "/ciudad/paro-de-subte-las-lineas-b-y-d-sin-servicio-hasta-el-mediodia_0_Xk2J9pLm.html",
            "Paro de subte: las líneas B y D no funcionan hasta el mediodía por una medida de fuerza",
            "2026-12-04", with_offset("2026-12-04 06:50", "-03:00"), "2026-12-04 06:50", ["Lucía Ferreyra"],
            [
                "Los usuarios de las líneas B y D del subte se encontraron este viernes con las estaciones cerradas: los trabajadores del sindicato de metrodelegados realizan un paro desde el inicio del servicio y hasta las 12, en reclamo por la revisión de la grilla de francos y por la incorporación de personal en los talleres.",
                "La medida afecta a unos 350.000 pasajeros que cada día viajan en las dos líneas, las más usadas de la red. En las paradas de colectivos de la avenida Corrientes y de la avenida Santa Fe se formaron largas filas desde las 6 de la mañana.",
                "“No queremos perjudicar a los usuarios, pero la empresa no respondió ninguno de nuestros planteos en las últimas tres reuniones”, dijo a La Costanera Ramiro Acuña, delegado de la línea B. Según el gremio, faltan 80 trabajadores en los talleres de Rancagua y Congreso de Tucumán.",
                "Desde la empresa concesionaria señalaron que el reclamo “excede lo acordado en la paritaria” y pidieron que el conflicto se canalice en la mesa técnica convocada por la Subsecretaría de Trabajo porteña para el lunes.",
                "## Cómo funcionan las otras líneas",
                "Las líneas A, C, E y H y el Premetro funcionan con normalidad, aunque con más pasajeros que de costumbre. La combinación entre la C y la D en Diagonal Norte permanece cerrada mientras dure la medida.",
                "El Gobierno porteño recordó que durante el paro no se cobra el boleto en los colectivos que tienen recorridos paralelos a las líneas afectadas, y reforzó con 40 unidades las líneas 39, 59 y 152.",
                "Es la tercera medida de fuerza en el subte desde octubre. En noviembre, un paro similar en la línea E había obligado a cerrar la estación Retiro durante toda la mañana.",
            ],
            "nuxt-ssr-full-payload-html",
            section="Ciudad", kicker="Transporte", byline="Por Lucía Ferreyra",
            dek="La medida de fuerza de los metrodelegados afecta a unos 350.000 pasajeros. Las demás líneas funcionan con normalidad.",
            ld="person", nid="Xk2J9pLm", tags=[("tag", "Subte"), ("/tema/paros.html", "Paros")],
        ))  # fmt: skip
        add(story(
            "tormenta",
            "/ciudad/tormentas-fuertes-y-granizo-el-smn-extendio-la-alerta-amarilla-para-el-amba_0_Rz7Qe1Vn.html",
            "Tormentas fuertes y granizo: el SMN extendió la alerta amarilla para el AMBA",
            "2026-12-04", to_utc("2026-12-04 21:40", -3), "2026-12-04 21:40", [],
            [
                "El Servicio Meteorológico Nacional (SMN) extendió hasta el sábado a la tarde la alerta amarilla por tormentas fuertes para la Ciudad de Buenos Aires y 22 partidos del conurbano, después de una noche en la que cayeron más de 60 milímetros en algunos barrios.",
                "Según el organismo, las tormentas pueden estar acompañadas de ráfagas de hasta 80 kilómetros por hora, caída de granizo y abundante actividad eléctrica. La alerta rige también para el norte de la provincia de Buenos Aires y el sur de Entre Ríos.",
                "Durante la tarde del viernes, el granizo cayó con fuerza en Villa Urquiza, Saavedra y Vicente López. Los vecinos compartieron en redes sociales fotos de autos con los parabrisas rotos y de calles cubiertas de hielo.",
                "## Árboles caídos y cortes de luz",
                "El sistema de emergencias porteño recibió 214 llamados por árboles caídos o ramas sobre el cableado hasta las 21. Los casos más graves se registraron en Belgrano y Núñez, donde un árbol cayó sobre dos autos estacionados en la calle Cuba. No hubo heridos.",
                "Las distribuidoras informaron que unos 38.000 usuarios se quedaron sin luz durante la tormenta. A la noche, el servicio se había restablecido para la mayoría, aunque seguían los cortes en sectores de Olivos y Florida.",
                "## Recomendaciones",
                "Defensa Civil pidió no sacar la basura mientras llueva, no circular por zonas anegadas y evitar refugiarse debajo de árboles o cerca de postes de luz. Ante una emergencia, se puede llamar al 103.",
                "Para el domingo se espera una mejora, con cielo parcialmente nublado y temperaturas de entre 19 y 27 grados, según el [[clima|pronóstico extendido]].",
            ],
            "nuxt-partial-ssr-vshow-rest-in-payload",
            section="Ciudad", kicker="Alerta", byline="Redacción La Costanera",
            dek="La alerta rige hasta el sábado a la tarde. Hubo árboles caídos y cortes de luz en el norte de la Ciudad y en Vicente López.",
            ld="utc-org", og_prefix="ALERTA | ", partial=3, nid="Rz7Qe1Vn", updated="2026-12-04 23:05",
            tags=[("/tema/tormentas.html", "Tormentas"), ("/tema/smn.html", "SMN")],
        ))  # fmt: skip
        add(story(
            "alquileres",
            "/economia/alquileres-cuanto-cuesta-un-dos-ambientes-en-cada-barrio-portenho_0_Dw4Ty8Hs.html",
            "Alquileres: cuánto cuesta un dos ambientes en cada barrio porteño",
            "2026-12-04", with_offset("2026-12-04 12:15", "-03:00"), "2026-12-04 12:15", ["Martín Sosa", "Carla Benítez"],
            [
                "Alquilar un departamento de dos ambientes en la Ciudad de Buenos Aires cuesta en promedio $780.000 por mes, según un relevamiento de La Costanera sobre 4.300 avisos publicados en noviembre en los principales portales inmobiliarios.",
                "La diferencia entre barrios es grande: en Palermo y Belgrano el promedio supera los $950.000, mientras que en Villa Lugano y Villa Soldati no llega a $520.000. Recoleta, Núñez y Colegiales completan el grupo de los más caros.",
                "## Qué cambió en el último año",
                "Desde la derogación de la ley de alquileres, la oferta creció casi un 40 % y los contratos se volvieron más cortos. La mayoría de los avisos ofrece contratos de dos años con ajustes trimestrales o cuatrimestrales por inflación.",
                "“Hay más departamentos para elegir, pero el ajuste cada tres meses se come buena parte del sueldo”, contó Agustina Ledesma, docente de 31 años que alquila en Almagro desde 2022.",
                "## Los barrios más caros y los más baratos",
                "- Palermo: $985.000 de promedio para un dos ambientes.",
                "- Belgrano: $952.000.",
                "- Recoleta: $918.000.",
                "- Villa Lugano: $515.000.",
                "- Villa Soldati: $498.000.",
                "Los especialistas consultados coinciden en que los precios en pesos se estabilizaron en los últimos meses y que la demanda se desplaza hacia barrios con buena conexión de transporte, como Villa Crespo, Chacarita y Parque Patricios.",
                "Para los inquilinos, el principal gasto sigue siendo la entrada: el primer mes, el depósito y la comisión inmobiliaria pueden sumar casi tres veces el valor del alquiler.",
            ],
            "nuxt-ssr-payload-prefetches-next-story",
            section="Economía", kicker="Vivienda", byline="Por Martín Sosa y Carla Benítez",
            dek="Un relevamiento sobre 4.300 avisos muestra diferencias de casi el doble entre el norte y el sur de la Ciudad.",
            ld="person", nid="Dw4Ty8Hs", modified=with_offset("2026-12-05 09:30", "-03:00"), updated="2026-12-05 09:30", prefetch=True,
            tags=[("/tema/alquileres.html", "Alquileres"), ("/tema/vivienda.html", "Vivienda")],
        ))  # fmt: skip
        add(story(
            "columna",
            "/opinion/la-ciudad-que-se-inunda-cada-diciembre_0_Mc3Wp5Jr.html",
            "La ciudad que se inunda cada diciembre",
            "2026-12-04", with_offset("2026-12-04 00:05", "-03:00"), "2026-12-04 00:05", ["Ernesto Galli"],
            [
                "Cada diciembre repetimos la misma escena: una tormenta de una hora, esquinas convertidas en lagunas, colectivos que avanzan con el agua hasta el estribo y vecinos que sacan baldes de los garajes. Y cada diciembre escuchamos que se trató de un fenómeno extraordinario.",
                "No lo es. Las lluvias intensas de verano son parte del clima de esta ciudad desde siempre, y los registros muestran que se volvieron más frecuentes en las últimas dos décadas. Lo extraordinario sería que la infraestructura estuviera preparada para recibirlas.",
                "Los grandes túneles aliviadores del Maldonado y del Vega funcionan, y funcionan bien. El problema está en la escala pequeña: los sumideros tapados por hojas y basura, las veredas impermeables, los patios que se cementaron en los últimos treinta años y que antes absorbían el agua.",
                "Hay soluciones conocidas y baratas. Limpiar los sumideros antes de cada temporada de lluvias, exigir superficies absorbentes en las obras nuevas, plantar árboles en las calles donde el agua se acumula. Ninguna de estas medidas tiene la espectacularidad de una gran obra, y quizás por eso ninguna llega a la agenda.",
                "Mientras tanto, cada tormenta nos recuerda que la ciudad no termina en el cordón de la vereda. Lo que hacemos en cada terreno, en cada patio y en cada cuadra decide si el agua encuentra un camino o se queda con nosotros.",
            ],
            "opinion-column-bio-tail",
            section="Opinión", kicker="Opinión", byline="Por Ernesto Galli",
            dek="Las lluvias intensas de verano no son una sorpresa. Lo que falta es una ciudad preparada para recibirlas.",
            ld="person", nid="Mc3Wp5Jr", role="Urbanista", tail="El autor es urbanista y docente de la Facultad de Arquitectura, Diseño y Urbanismo de la UBA.",
        ))  # fmt: skip
        add(story(
            "entrevista",
            "/espectaculos/julian-peralta-el-bandoneon-es-un-instrumento-que-te-obliga-a-escuchar_0_Gf6Ax2Kq.html",
            "Julián Peralta: “El bandoneón es un instrumento que te obliga a escuchar”",
            "2026-12-04", with_offset("2026-12-04 18:30", "-03:00"), "2026-12-04 18:30", ["Julieta Ramos"],
            [
                "Julián Peralta tiene 34 años, toca el bandoneón desde los 12 y el sábado presenta en el Teatro Regio su tercer disco, Costa abajo, grabado con su quinteto en una vieja casona de La Boca. Lo recibimos en la redacción un día antes del último ensayo.",
                "—¿Cómo llegó el bandoneón a tu vida?",
                "—Por mi abuelo, que tocaba en una orquesta típica de Avellaneda y tenía el instrumento guardado en un ropero. Un día lo saqué, lo abrí y sonó horrible. Me enamoré igual.",
                "—¿Qué tiene de distinto este disco?",
                "—Es el primero en el que todos los temas son propios. Los compuse durante dos veranos, caminando por la costanera, y creo que se nota: hay mucho río, mucho viento, mucha espera.",
                "—Se dice que el tango atrae cada vez a más jóvenes. ¿Lo ves en tus conciertos?",
                "—Sí, y no solo en los conciertos. En las milongas hay chicos de veinte años que bailan muy bien y que después vienen a preguntarte qué estabas tocando. Eso hace diez años no pasaba.",
                "—¿Qué le dirías a alguien que quiere empezar a tocar?",
                "—Que tenga paciencia. El bandoneón es un instrumento que te obliga a escuchar: a vos, al que toca al lado, al silencio. Los primeros años son duros, pero después no lo largás más.",
                "Costa abajo se presenta el sábado a las 21 en el Teatro Regio, avenida Córdoba 6056. Las entradas cuestan $18.000.",
            ],
            "interview-em-dash-dialogue",
            section="Espectáculos", kicker="Entrevista", byline="Por Julieta Ramos",
            dek="El músico presenta el sábado su tercer disco, grabado con su quinteto en una casona de La Boca.",
            ld="person", nid="Gf6Ax2Kq",
        ))  # fmt: skip
        add(story(
            "brief",
            "/ciudad/cerraron-por-obras-la-estacion-once-del-tren-sarmiento-durante-el-fin-de-semana_0_Ub8Nc4Le.html",
            "Cierran por obras la estación Once del tren Sarmiento durante el fin de semana",
            "2026-12-04", None, "2026-12-04 15:20", [],
            [
                "La estación Once del tren Sarmiento permanecerá cerrada el sábado y el domingo por obras de renovación de vías, informó Trenes Argentinos. Los trenes llegarán hasta la estación Caballito.",
                "Durante el cierre, los pasajeros podrán combinar en Caballito con la línea A del subte y con las líneas de colectivos que circulan por la avenida Rivadavia. El servicio habitual se restablecerá el lunes desde el primer tren.",
                "Es el segundo cierre programado de la estación en el año. La obra incluye el reemplazo de 1.200 metros de vías y de los cambios de acceso a los andenes.",
            ],
            "agency-brief-no-jsonld",
            section="Ciudad", byline="", source="Fuente: NA", ld="none", nid="Ub8Nc4Le",
        ))  # fmt: skip
        add(story(
            "futbol",
            "/deportes/riachuelo-le-gano-a-costanera-y-se-metio-en-la-final-del-reducido_0_Qs2Hv7Yb.html",
            "Riachuelo le ganó 2 a 1 a Atlético Costanera y se metió en la final del reducido",
            "2026-12-04", to_utc("2026-12-04 23:55", -3), "2026-12-04 23:55", ["Diego Ocampo"],
            [
                "Deportivo Riachuelo venció 2 a 1 a Atlético Costanera en un partido caliente en el estadio de la calle Pedro de Mendoza y jugará la final del reducido por el segundo ascenso a la Primera Nacional.",
                "El local se puso en ventaja a los 23 minutos del primer tiempo con un cabezazo de Franco Aguirre tras un córner desde la derecha. Costanera empató a los 8 del complemento con un remate cruzado de Nahuel Quiroga.",
                "Cuando el partido parecía encaminarse a los penales, el juvenil Thiago Benítez, que había entrado diez minutos antes, definió por debajo del arquero a los 44 y desató la fiesta de las 12.000 personas que colmaron las tribunas.",
                "“Sabíamos que iba a ser un partido trabado. Los chicos dejaron todo y ahora tenemos que prepararnos para la final”, dijo el entrenador de Riachuelo, Omar Villalba.",
                "El partido terminó con incidentes menores en la salida de la hinchada visitante, que la policía controló sin detenidos. La final se jugará el próximo sábado en cancha neutral, ante el ganador de Defensores del Sur y San Telmo Unido.",
            ],
            "match-report-utc-next-day",
            section="Deportes", kicker="Primera B", byline="Por Diego Ocampo",
            dek="Thiago Benítez, que había entrado diez minutos antes, marcó el gol del triunfo a los 44 del segundo tiempo.",
            ld="person", nid="Qs2Hv7Yb",
        ))  # fmt: skip
        add(story(
            "dolar",
            "/economia/el-dolar-blue-cerro-la-semana-en-1415-y-la-brecha-se-mantiene-estable_0_Ja5Rd9Ow.html",
            "El dólar blue cerró la semana en $1.415 y la brecha se mantiene estable",
            "2026-12-04", with_offset("2026-12-04 17:10", "-03:00"), "2026-12-04 17:10", ["Carla Benítez"],
            [
                "El dólar blue terminó la semana a $1.415 para la venta en las cuevas de la city porteña, $10 por encima del viernes pasado, mientras que el oficial cerró a $1.248 en el Banco Nación.",
                "La brecha entre ambas cotizaciones quedó en el 13 %, uno de los niveles más bajos del año. Los operadores atribuyen la calma a la mayor oferta de dólares de los exportadores y al aumento de la demanda de pesos antes del pago del aguinaldo.",
                "Así cerraron las principales cotizaciones del viernes:",
                "T: Cotización | Compra | Venta",
                "T: Oficial (BNA) | $1.198 | $1.248",
                "T: Blue | $1.395 | $1.415",
                "T: MEP | $1.402,30 | $1.404,80",
                "Los analistas esperan que diciembre traiga más movimiento, como es habitual por la demanda estacional de fin de año y las vacaciones. Podés seguir las cotizaciones en la página del [[dolarhoy|dólar hoy]].",
            ],
            "market-report-data-table",
            section="Economía", kicker="Mercados", byline="Por Carla Benítez",
            dek="La brecha con el oficial quedó en el 13 %, uno de los niveles más bajos del año.",
            ld="person", nid="Ja5Rd9Ow",
        ))  # fmt: skip

    # --- the payload -----------------------------------------------------------------------------------------

    def teaser(self, k: str) -> dict[str, Any]:
        d = self.docs[k]
        return {"id": d.extra.get("nid", k), "titulo": d.title, "volanta": d.kicker or None, "url": d.path,
                "seccion": d.section or "Ciudad", "imagen": {"src": f"https://images.lacostanera.test/2026/12/04/{d.extra.get('nid', k)}_1200x675.jpg", "alt": d.title},
                "fecha": to_utc(d.stamp, -3) if d.stamp else None}  # fmt: skip

    def payload(self, doc: Doc) -> str:
        common: dict[str, Any] = {"ui": {"menuAbierto": False, "buscadorAbierto": False}, "clima": {"temp": 27, "estado": "Tormentas aisladas", "ciudad": "Buenos Aires"},
                                  "dolar": {"oficial": 1248, "blue": 1415}}  # fmt: skip
        if doc.is_article:
            data: dict[str, Any] = {"nota": {
                "id": doc.extra["nid"], "tipo": "nota", "titulo": doc.title, "volanta": doc.kicker or None, "bajada": doc.dek,
                "autores": [{"nombre": a, "slug": a.lower().replace(" ", "-").replace("í", "i").replace("á", "a")} for a in doc.authors],
                "firma": doc.byline or None, "fechaPublicacion": to_utc(doc.stamp, -3),
                "fechaActualizacion": to_utc(doc.extra["updated"], -3) if doc.extra.get("updated") else None,
                "seccion": {"nombre": doc.section, "slug": doc.path.split("/")[1]},
                "cuerpo": html_string(self, doc.blocks), "tags": [t for _, t in doc.extra.get("tags", [])],
                "relacionadas": [self.teaser(k) for k in ARTS if k != doc.key][:3],
            }}  # fmt: skip
            if doc.extra.get("prefetch"):
                data["siguiente"] = {"id": "Vt1Ew6Za", "titulo": "Expensas: cuánto aumentan en enero y por qué",
                                     "url": "/economia/expensas-cuanto-aumentan-en-enero-y-por-que_0_Vt1Ew6Za.html", "firma": "Por Martín Sosa",
                                     "fechaPublicacion": "2026-12-04T18:20:00.000Z", "cuerpo": "".join(f"<p>{p}</p>" for p in NEXT_STORY)}  # fmt: skip
        elif "list" in doc.extra:
            teasers = [self.teaser(k) for k in doc.extra["list"]]
            if doc.kind in ("home", "section"):
                teasers += [{"id": p.rsplit("_", 1)[-1][:8], "titulo": t, "volanta": None, "url": p, "seccion": s,
                             "imagen": {"src": f"https://images.lacostanera.test/2026/12/03/{p.rsplit('_', 1)[-1][:8]}_1200x675.jpg", "alt": t},
                             "fecha": None} for p, t, s in OLDER]  # fmt: skip
            data = {
                "bloques": [{"tipo": "apertura" if doc.kind == "home" else "listado", "notas": teasers}],
                "pagina": 2 if doc.key == "ciudad2" else 1,
            }
        else:
            data = {"pagina": {"titulo": doc.title, "tipo": doc.kind}}
        state = {"layout": "default", "data": [data], "fetch": {}, "error": None, "state": common, "serverRendered": True,
                 "routePath": doc.path.split("?")[0], "config": {"apiBase": "https://api.lacostanera.test/v2", "_app": {"basePath": "/", "assetsPath": "/_nuxt/", "cdnURL": None}}}  # fmt: skip
        return nuxt_payload(state)

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        og_title = doc.extra.get("og_prefix", "") + doc.title
        out = [
            f'<title data-n-head="ssr">{esc(doc.title)} - La Costanera</title>',
            f'<meta data-n-head="ssr" data-hid="description" name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title + " en La Costanera")}">',
            f'<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="{esc(og_title)}">',
            f'<meta data-n-head="ssr" data-hid="og:type" property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta data-n-head="ssr" data-hid="og:url" property="og:url" content="{esc(url)}">',
            '<meta data-n-head="ssr" data-hid="og:site_name" property="og:site_name" content="La Costanera">',
            '<meta data-n-head="ssr" property="og:locale" content="es_AR">',
            f'<link data-n-head="ssr" rel="canonical" href="{esc(url)}">',
        ]
        if not doc.is_article or doc.extra["ld"] == "none":
            if doc.key == "home":
                out.append(
                    '<script data-n-head="ssr" type="application/ld+json">{"@context":"https://schema.org","@type":"NewsMediaOrganization","name":"La Costanera","url":"https://www.lacostanera.test/","logo":"https://www.lacostanera.test/icons/logo-512.png"}</script>'
                )
            return "\n".join(out)
        mode = doc.extra["ld"]
        published = doc.iso
        modified = doc.extra.get("modified") or (
            to_utc(doc.extra["updated"], -3) if doc.extra.get("updated") else published
        )
        out.append(f'<meta data-n-head="ssr" property="article:published_time" content="{published}">')
        if mode == "utc-org":
            author: Any = {"@type": "Organization", "name": "La Costanera", "url": ORIGIN}
        else:
            author = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": f"{ORIGIN}/autor/{a.lower().replace(' ', '-').replace('í', 'i').replace('á', 'a')}.html",
                }
                for a in doc.authors
            ]
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": url},
              "headline": doc.extra.get("og_prefix", "") + doc.title, "description": doc.dek,
              "image": [f"https://images.lacostanera.test/2026/12/04/{doc.extra['nid']}_1200x675.jpg"],
              "datePublished": published, "dateModified": modified, "author": author,
              "publisher": {"@type": "Organization", "name": "La Costanera", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/icons/logo-600x60.png"}},
              "articleSection": doc.section, "inLanguage": "es-AR"}  # fmt: skip
        out.append(
            f'<script data-n-head="ssr" type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li{V} class="menu-secciones__item">{self.a(k, t, "nav", attrs=V.strip())}</li>'
            for k, t in (("ciudad", "Ciudad"), ("/politica", "Política"), ("/economia", "Economía"), ("/sociedad", "Sociedad"),
                         ("/deportes", "Deportes"), ("/espectaculos", "Espectáculos"), ("/opinion", "Opinión"), ("clima", "Clima"))
        )  # fmt: skip
        mas = "".join(
            f"<li{V}>{self.a(k, self.docs[k].title, 'aside', attrs=V.strip())}</li>"
            for k in ["tormenta", "dolar", "subte", "futbol", "alquileres"]
        )
        return f"""<!doctype html>
<html lang="es-AR" data-n-head-ssr>
<head>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_nuxt/8f2c1a7.js" as="script">
<link rel="preload" href="/_nuxt/app.3b9e0d4.js" as="script">
<link rel="preload" href="/_nuxt/pages/_seccion/_slug.51ac6e2.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/app.c41f7e2.css">
<style data-vue-ssr-id="5d3a9e1c:0">/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><!----><div id="__layout"><div{V} class="layout">
<div{V} class="banner-publicidad banner-publicidad--top"><div{V} id="div-gpt-ad-top" class="ad-slot" data-size="970x90"></div></div>
<header{V} class="header">
<div{V} class="header-top"><span{V} class="header-top__fecha">Sábado 5 de diciembre de 2026</span> <a{V} href="/clima/buenos-aires" class="header-top__clima">27 °C Buenos Aires</a> <span{V} class="header-top__dolar">{self.a("dolarhoy", "Dólar blue $1.415", "nav", attrs=V.strip())}</span> <a{V} href="/suscripciones" class="btn-suscribite">Suscribite</a> <a{V} href="/ingresar">Ingresar</a></div>
<a{V} href="/" class="logo nuxt-link-active" aria-label="La Costanera"><svg{V} width="210" height="34" viewBox="0 0 210 34"><use href="#logo"></use></svg></a>
<nav{V} class="menu-secciones"><ul{V}>{menu}</ul><button{V} class="menu-secciones__buscar" aria-label="Buscar">Buscar</button></nav>
</header>
<!---->
<main{V} class="contenido">
{main}
<aside{V} class="lo-mas-leido"><h3{V}>Lo más leído</h3><ol{V}>{mas}</ol>
<div{V} class="banner-publicidad banner-publicidad--box"><div{V} id="div-gpt-ad-box1" class="ad-slot" data-size="300x250"></div></div>
<div{V} class="temas-del-dia"><h3{V}>Temas del día</h3>{self.a("tag", "Subte", "aside", attrs=V.strip())} · {self.a("search", "Paro", "aside", attrs=V.strip())} · <a{V} href="/tema/inflacion.html">Inflación</a> · <a{V} href="/tema/verano-2027.html">Verano 2027</a></div></aside>
</main>
<footer{V} class="footer">
<div{V} class="footer-links">{self.a("about", "Quiénes somos", "footer", attrs=V.strip())} · {self.a("newsletters", "Newsletters", "footer", attrs=V.strip())} · <a{V} href="/terminos-y-condiciones">Términos y condiciones</a> · <a{V} href="/privacidad">Política de privacidad</a> · <a{V} href="/rss">RSS</a> · <a{V} href="/contacto">Contacto</a></div>
<div{V} class="footer-redes"><a{V} href="https://www.facebook.com/lacostanera.test">Facebook</a> <a{V} href="https://x.com/lacostanera_test">X</a> <a{V} href="https://www.instagram.com/lacostanera.test">Instagram</a> <a{V} href="https://www.youtube.com/@lacostaneratest">YouTube</a></div>
<p{V} class="footer-legal">© 2026 La Costanera. Propietario: Editorial Río de la Plata S.A. Registro DNDA en trámite. Director: Sergio Alvarado.</p>
</footer>
<div{V} class="cookies-aviso"><p{V}>Usamos cookies propias y de terceros para mejorar tu experiencia y mostrarte publicidad relacionada con tus preferencias. <a{V} href="/privacidad#cookies">Más información</a></p><button{V}>Aceptar</button></div>
</div></div></div><script>{self.payload(doc)}</script><script src="/_nuxt/8f2c1a7.js" defer></script><script src="/_nuxt/pages/_seccion/_slug.51ac6e2.js" defer></script><script src="/_nuxt/app.3b9e0d4.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        blocks = doc.blocks
        cut = doc.extra.get("partial")
        if cut:
            shown = self.blocks_of(blocks[:cut])
            rest = self.blocks_of(blocks[cut:])
            body = (
                f'{shown}\n<div{VN} class="nota-cuerpo__resto" style="display:none;">\n{rest}\n</div>\n'
                f'<button{VN} class="btn-leer-mas">Leer nota completa</button>'
            )
        else:
            body = self.blocks_of(blocks)
        kicker = f'<p{VN} class="volanta">{esc(doc.kicker)}</p>' if doc.kicker else "<!---->"
        if doc.authors:
            names = " y ".join(
                self.a("author", a, "byline", attrs=VN.strip())
                if a == "Lucía Ferreyra"
                else f'<a{VN} href="/autor/{a.lower().replace(" ", "-").replace("í", "i").replace("á", "a")}.html">{esc(a)}</a>'
                for a in doc.authors
            )
            firma = f'<div{VN} class="autor-firma"><span{VN}>Por </span>{names}</div>'
            if doc.extra.get("role"):
                firma = (f'<div{VN} class="autor-firma autor-firma--columnista"><img{VN} src="https://images.lacostanera.test/autores/ernesto-galli.jpg" alt="Ernesto Galli" width="64" height="64">'
                         f'<div{VN}><span{VN}>Por </span>{names}<p{VN} class="autor-firma__rol">{esc(doc.extra["role"])}</p></div></div>')  # fmt: skip
        elif doc.byline:
            firma = f'<div{VN} class="autor-firma"><span{VN}>{esc(doc.byline)}</span></div>'
        else:
            firma = "<!---->"
        updated = (
            f'<span{VN} class="nota-fecha__act">Actualizado: {esc(fecha(doc.extra["updated"]))}</span>'
            if doc.extra.get("updated")
            else "<!---->"
        )
        tail = (
            f'<p{VN} class="nota-autor-bio"><em{VN}>{esc(doc.extra["tail"])}</em></p>'
            if doc.extra.get("tail")
            else "<!---->"
        )
        source = f'<p{VN} class="nota-fuente">{esc(doc.extra["source"])}</p>' if doc.extra.get("source") else "<!---->"
        tags = "".join(f"<li{VN}>{self.a(k, t, 'tag', attrs=VN.strip())}</li>" for k, t in doc.extra.get("tags", []))
        tags_html = f'<ul{VN} class="nota-tags">{tags}</ul>' if tags else "<!---->"
        rel = [k for k in ARTS if k != doc.key]
        r = rng("cst-rel" + doc.key)
        r.shuffle(rel)
        related = "".join(f"<li{VN}>{self.a(k, self.docs[k].title, 'related', attrs=VN.strip())}</li>" for k in rel[:4])
        u = quote(self.url(doc.key), safe="")
        section = doc.path.split("/")[1]
        sec_link = (
            self.a("ciudad", doc.section, "breadcrumb", attrs=VN.strip())
            if section == "ciudad"
            else f'<a{VN} href="/{section}">{esc(doc.section)}</a>'
        )
        return f"""<article{VN} class="nota" data-nid="{doc.extra["nid"]}">
<nav{VN} class="breadcrumb"><a{VN} href="/">Inicio</a> › {sec_link}</nav>
{kicker}
<h1{VN} class="nota-titulo">{esc(doc.title)}</h1>
<h2{VN} class="nota-bajada">{esc(doc.dek)}</h2>
{firma}
<div{VN} class="nota-fecha"><time{VN} datetime="{to_utc(doc.stamp, -3)}">{esc(fecha(doc.stamp))}</time> {updated}</div>
<div{VN} class="nota-compartir"><a{VN} href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a><a{VN} href="https://x.com/intent/tweet?url={u}">X</a><a{VN} href="https://api.whatsapp.com/send?text={u}">WhatsApp</a></div>
<figure{VN} class="nota-foto"><img{VN} src="https://images.lacostanera.test/2026/12/04/{doc.extra["nid"]}_1200x675.jpg" alt="{esc(doc.title)}" width="1200" height="675"><figcaption{VN}>Foto: archivo La Costanera</figcaption></figure>
<div{VN} class="nota-cuerpo">
{body}
</div>
{tail}
{source}
{tags_html}
<div{VN} class="banner-publicidad banner-publicidad--nota"><div{VN} id="div-gpt-ad-nota1" class="ad-slot" data-size="728x90"></div></div>
<section{VN} class="relacionadas"><h3{VN}>Te puede interesar</h3><ul{VN}>{related}</ul></section>
<div{VN} class="comentarios" id="comentarios"><button{VN}>Ver comentarios</button></div>
</article>"""

    def blocks_of(self, blocks: list[tuple[Any, ...]]) -> str:
        return blocks_html(self, blocks)  # v-html: the CMS's HTML carries no scoped attribute

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            vol = f'<span{V} class="volanta">{esc(d.kicker)}</span>' if d.kicker else "<!---->"
            cards.append(
                f'<article{V} class="card"><a{V} href="{esc(d.path)}" class="card__img" tabindex="-1"><img{V} src="https://images.lacostanera.test/2026/12/04/{d.extra.get("nid", k)}_400x225.jpg" alt="" loading="lazy"></a>'
                f'<div{V} class="card__texto">{vol}<h2{V} class="card__titulo">{self.a(k, d.title, "content", attrs=V.strip())}</h2><p{V} class="card__bajada">{esc(d.dek)}</p></div></article>'
            )
        older = ""
        if doc.kind in ("home", "section"):
            older = (
                f'<section{V} class="mas-noticias"><h2{V}>Más noticias</h2><ul{V}>'
                + "".join(f'<li{V}><a{V} href="{p}">{esc(t)}</a></li>' for p, t, _ in OLDER[:6])
                + "</ul></section>"
            )
        head = f'<h1{V} class="listado__titulo">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = f'<h1{V} class="visually-hidden">La Costanera: noticias de Buenos Aires</h1>'
        elif doc.kind == "author":
            head = f'<div{V} class="autor-perfil"><img{V} src="https://images.lacostanera.test/autores/lucia-ferreyra.jpg" alt="" width="96" height="96"><h1{V}>{esc(doc.title)}</h1><p{V}>{esc(doc.extra["bio"])}</p><a{V} href="https://x.com/luferreyra_test">@luferreyra_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1{V}>{esc(doc.title)}</h1><form{V} action="/buscador" class="buscador"><input{V} name="q" value="subte"><button{V}>Buscar</button></form><p{V}>{len(cards)} resultados</p>'
        elif doc.kind == "tag":
            head = f'<h1{V} class="listado__titulo">Tema: {esc(doc.title)}</h1><p{V}>Todas las noticias sobre el subte de Buenos Aires.</p>'
        pager = "<!---->"
        if doc.key == "ciudad":
            pager = f'<nav{V} class="paginador"><span{V}>1</span> {self.a("ciudad2", "2", "pagination", attrs=V.strip())} {self.a("ciudad2", "Siguiente ›", "pagination", attrs=V.strip())}</nav>'
        elif doc.key == "ciudad2":
            pager = f'<nav{V} class="paginador">{self.a("ciudad", "‹ Anterior", "pagination", attrs=V.strip())} {self.a("ciudad", "1", "pagination", attrs=V.strip())} <span{V}>2</span> <a{V} href="/ciudad/pagina/3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div{V} class="home-mas">{self.a("ciudad", "Más noticias de Ciudad", "content", attrs=V.strip())} · {self.a("clima", "Pronóstico extendido", "content", attrs=V.strip())} · {self.a("dolarhoy", "Dólar hoy", "content", attrs=V.strip())}</div>'
        return f'<section{V} class="listado listado--{doc.kind}">{head}<div{V} class="listado__grilla">{"".join(cards)}</div>{older}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks, attr=V)
        extra = ""
        if doc.kind == "live-data":
            extra = f'<p{V} class="relacionada">{self.a("dolar", "Leé también: " + self.docs["dolar"].title, "content", attrs=V.strip())}</p><div{V} class="grafico" data-serie="blue-30d"></div>'
        elif doc.kind == "weather":
            extra = f'<p{V} class="relacionada">{self.a("tormenta", "Alerta: " + self.docs["tormenta"].title, "content", attrs=V.strip())}</p>'
        return f'<section{V} class="pagina pagina--{doc.kind}"><h1{V}>{esc(doc.title)}</h1>\n{html}\n{extra}</section>'
