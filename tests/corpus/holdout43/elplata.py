# ruff: noqa: E501 (page texts and markup are long literal lines)
"""El Plata: an Argentine daily on an **Arc XP**-like stack (Fusion front end), Spanish, UTF-8. Every page carries
the `<script id="fusion-metadata">` state with `Fusion.globalContent` (the ANS story: `headlines.basic`,
`credits.by`, `display_date` in UTC, `content_elements`), server-rendered `com-title` / `com-paragraph` markup,
La Nación-like URLs `/sociedad/<slug>-nid04122026/`, `/tema/<slug>-tid48291/`, `/autor/<slug>-1932/`. Bylines
"Por Martina Aguirre"; agency credits "Fuente: Télam" / "Fuente: NA" (no person; the JSON-LD makes Télam a
Person); dates "4 de diciembre de 2026 · 23:10" (Buenos Aires, -03:00; the subte story's `display_date` is 02:10Z on
the 5th). The driving-licence story is a server-rendered shell (headline, bajada, byline, date, an empty body
skeleton): its text is in the state blob (and in a `<noscript>` fallback), not in the rendered article. The
opinion column ends with an italic "El autor es…" line in a body paragraph (not body). The horoscope (an ANS story
with a nid URL, og:type article, NewsArticle JSON-LD) and a paywall stub (headline, one sentence, subscribe box;
the blob has only that sentence) are not articles."""

from __future__ import annotations

import hashlib
import json

from common import Base, blocks_html, extras, iso_local, iso_utc, month, page, story, text, weekday
from sitekit import Doc, css_rules, esc, plain

OFF = -3
ARTS = ["subte", "alquileres", "telam", "na", "licencia", "opinion", "librerias", "trigo"]
RES = "https://www.elplata.test/resizer/v2"
EXTRA = [
    (
        "/sociedad/vacaciones-de-verano-cuanto-cuesta-alquilar-en-la-costa-atlantica-nid04122026/",
        "Vacaciones de verano: cuánto cuesta alquilar en la Costa Atlántica",
        "Sociedad",
    ),
    (
        "/politica/la-legislatura-portena-debate-el-presupuesto-2027-nid04122026/",
        "La Legislatura porteña debate el presupuesto 2027",
        "Política",
    ),
    (
        "/deportes/futbol/el-torneo-define-a-sus-semifinalistas-este-fin-de-semana-nid04122026/",
        "El torneo define a sus semifinalistas este fin de semana",
        "Deportes",
    ),
    (
        "/sociedad/habilitan-nuevas-bicisendas-en-caballito-y-flores-nid03122026/",
        "Habilitan nuevas bicisendas en Caballito y Flores",
        "Sociedad",
    ),
    (
        "/economia/el-dolar-oficial-cerro-estable-y-las-reservas-subieron-nid04122026/",
        "El dólar oficial cerró estable y las reservas subieron",
        "Economía",
    ),
    (
        "/sociedad/un-colectivo-choco-contra-un-poste-en-palermo-cinco-heridos-leves-nid03122026/",
        "Un colectivo chocó contra un poste en Palermo: cinco heridos leves",
        "Sociedad",
    ),
    (
        "/lifestyle/cinco-ensaladas-frescas-para-los-dias-de-calor-nid02122026/",
        "Cinco ensaladas frescas para los días de calor",
        "Lifestyle",
    ),
]


def stamp(when: str) -> str:
    return f"{int(when[8:10])} de {month(when, 'es')} de {when[:4]} · {when[11:16]}"


def ans_id(seed: str) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:26].upper().translate(str.maketrans("0189", "QRST"))


SUBTE = """
El boleto del subte porteño aumentará un 18% a partir del 5 de enero y pasará a costar $1.420 para quienes viajen con la tarjeta registrada, según la resolución que publicará mañana el Boletín Oficial de la Ciudad. La suba se aplicará también al Premetro, que costará $540.
La medida fue confirmada esta noche por fuentes de la empresa estatal que administra la red, tras una audiencia pública realizada el mes pasado en la que participaron más de 300 oradores, la mayoría en contra del aumento.
Según explicaron en la empresa, el ajuste busca cubrir la suba de los costos de energía y mantenimiento, que en el último año crecieron por encima de la inflación. “La tarifa técnica del viaje hoy ronda los $2.900. Aun con este aumento, el subsidio sigue cubriendo más de la mitad del costo”, indicaron.
X: mas | alquileres
Como ocurre desde hace dos años, el valor del pasaje seguirá siendo escalonado según la cantidad de viajes mensuales. Quienes hagan entre 21 y 30 viajes tendrán un descuento del 20%, y a partir del viaje 31 la rebaja será del 30%. Los usuarios que no registren la tarjeta pagarán $2.260.
Las asociaciones de usuarios cuestionaron la decisión. “Es el tercer aumento del año y el servicio no mejoró: la línea B sigue con frecuencias de más de seis minutos en hora pico y hay escaleras mecánicas que llevan meses fuera de servicio”, señaló Jorge Pellegrini, vocero de la agrupación Usuarios del Subte Unidos.
Desde la empresa respondieron que en 2027 está prevista la incorporación de 24 coches nuevos para la línea B y la renovación de 40 escaleras mecánicas en distintas estaciones.
El último aumento se había aplicado en agosto, cuando el boleto pasó de $1.050 a $1.200.
"""

ALQUILERES = """
Los precios de los departamentos en alquiler en la ciudad de Buenos Aires aumentaron un 4,1% en noviembre, por encima de la inflación del mes, según el relevamiento mensual del portal inmobiliario Hogar Urbano y el centro de estudios Fundación Metrópolis.
El alquiler promedio de un departamento de dos ambientes se ubicó en $890.000 mensuales, mientras que uno de tres ambientes llegó a $1.240.000. En los últimos doce meses, los valores acumulan una suba del 58%.
El informe destaca que la oferta de unidades en alquiler creció un 12% en el año, lo que moderó los aumentos en los barrios con más departamentos disponibles. Sin embargo, en las zonas más demandadas los precios siguieron subiendo con fuerza.
Valor promedio de un dos ambientes por barrio:
T: Barrio | Noviembre | Variación mensual
T: Palermo | $1.080.000 | 4,8%
T: Belgrano | $990.000 | 4,3%
T: Caballito | $820.000 | 3,9%
T: Almagro | $760.000 | 3,5%
T: Flores | $690.000 | 3,1%
Gustavo Lanza, economista de la Fundación Metrópolis, explicó que la mayoría de los contratos firmados en los últimos meses son de corta duración y se actualizan cada tres o cuatro meses. “Eso hace que el inquilino sienta los aumentos de manera más frecuente, aunque el salto sea más chico que hace dos años”, señaló.
Para los inquilinos, el problema sigue siendo la relación entre el alquiler y los ingresos. Según el mismo relevamiento, un hogar tipo destina en promedio el 41% de su salario al pago del alquiler y las expensas.
FIG: Carteles de alquiler en un edificio de Almagro | Carteles de alquiler en un edificio de Almagro. - Créditos: Archivo El Plata
Melina Castro, de 29 años, busca departamento en Almagro desde octubre. “Veo unidades que a la semana ya están alquiladas y con precios que cambian de un día para el otro. Te piden garantía propietaria o un seguro de caución que cuesta casi un mes de alquiler”, contó.
"""

TELAM = """
Dos hombres fueron detenidos esta madrugada cuando intentaban robar cables de cobre de la línea Sarmiento, a la altura de la estación Haedo, en el partido de Morón, informaron fuentes policiales.
Según las fuentes, personal de seguridad ferroviaria detectó a los sospechosos a través de las cámaras de monitoreo y dio aviso a la policía, que los sorprendió con unos 60 metros de cable ya cortado y herramientas. El robo provocó demoras de hasta 40 minutos en el servicio durante las primeras horas de la mañana.
Los detenidos, de 31 y 44 años, quedaron a disposición de la Justicia federal de Morón.
"""

NA = """
El Servicio Meteorológico Nacional (SMN) emitió una alerta amarilla por tormentas fuertes para la Ciudad de Buenos Aires, el conurbano bonaerense y el sur de la provincia de Santa Fe, vigente desde la noche de este viernes y hasta la mañana del sábado.
Según el organismo, las áreas mencionadas podrán ser afectadas por tormentas de intensidad fuerte, acompañadas de ráfagas que pueden superar los 70 kilómetros por hora, caída de granizo, abundante actividad eléctrica y lluvias intensas en cortos períodos. Se estiman valores de precipitación acumulada de entre 30 y 60 milímetros, que podrán ser superados de manera puntual.
El SMN recomendó evitar actividades al aire libre, no sacar la basura, retirar de balcones y patios los objetos que puedan ser arrastrados por el viento y no refugiarse debajo de árboles.
Para el fin de semana se espera un marcado descenso de la temperatura: el sábado la máxima sería de 24 grados y el domingo, de 22, con cielo parcialmente nublado.
"""

LICENCIA = """
A partir del 1 de marzo, los conductores de la ciudad podrán tramitar y renovar su licencia de conducir de manera completamente digital, sin necesidad de retirar una credencial física. La nueva modalidad convivirá con el carnet plástico durante al menos dos años.
La licencia digital estará disponible en la aplicación oficial de trámites de la ciudad y tendrá la misma validez legal que el documento impreso. Los agentes de tránsito podrán verificarla mediante un código QR que se actualiza cada 30 segundos, lo que, según las autoridades, impide el uso de capturas de pantalla o copias.
## Qué cambia para quienes ya tienen licencia
Quienes tengan una licencia vigente no deberán hacer ningún trámite adicional: al ingresar a la aplicación con su número de documento, el sistema mostrará automáticamente la versión digital. La credencial física seguirá siendo válida hasta su fecha de vencimiento.
Para las renovaciones, en cambio, habrá una novedad: el examen psicofísico podrá hacerse en centros médicos privados habilitados, con turno online, y el resultado se cargará directamente en el sistema. El curso teórico de actualización también pasará a ser virtual.
## Cuánto costará
El valor del trámite será el mismo que el de la licencia tradicional, aunque quienes elijan únicamente la versión digital tendrán un descuento del 15% al no tener que pagar la emisión del plástico. Quienes quieran ambas versiones abonarán el arancel completo.
## Qué pasa si se viaja al interior o al exterior
Uno de los puntos que generó dudas es la validez fuera de la ciudad. Según explicaron fuentes oficiales, la licencia digital será reconocida en todo el país gracias a un convenio firmado con la agencia nacional de seguridad vial. Para manejar en el exterior, en cambio, seguirá siendo necesario presentar la credencial física o el permiso internacional.
Los especialistas en seguridad vial celebraron la medida, aunque advirtieron sobre la necesidad de garantizar la conectividad en los controles. “Si el agente no tiene señal o el celular del conductor se queda sin batería, tiene que haber un protocolo claro para no generar arbitrariedades”, señaló Andrea Sbarra, de la Asociación Civil Rutas Seguras.
Desde el gobierno porteño indicaron que la aplicación permitirá descargar la licencia para usarla sin conexión durante un máximo de 72 horas.
"""

OPINION = """
Cada vez que un club grande atraviesa una crisis, vuelve a aparecer la misma receta: convertir las asociaciones civiles en sociedades anónimas deportivas, abrir la puerta a inversores privados y dejar que el mercado haga lo que los socios no supieron hacer. La discusión regresó esta semana, después de que dos clubes del ascenso admitieran que no pueden pagar los sueldos de diciembre.
La idea tiene su atractivo. Promete capital fresco, gestión profesional y el fin de las dirigencias que usan el club como trampolín político. Pero conviene mirar con cuidado lo que pasó en otros países antes de comprar el paquete completo.
En España, el modelo se impuso por ley a comienzos de los años noventa para sanear las cuentas de clubes endeudados. Tres décadas después, varios de ellos pasaron por concursos de acreedores, cambiaron de dueño media docena de veces o terminaron en manos de fondos que los usan como vidriera para otros negocios. Los pocos que pudieron mantenerse como asociaciones de socios, por cierto, están entre los más sólidos del continente.
El problema de fondo no es la forma jurídica sino el control. Un club gestionado por sus socios puede ser un desastre administrativo, y muchos lo son. Pero los socios tienen algo que ningún inversor tiene: no se van cuando el negocio deja de rendir. Un fondo que compra un club para vender jugadores al exterior puede cerrar la escuela de fútbol infantil si no da ganancias; una comisión directiva que hiciera eso no sobreviviría a la próxima asamblea.
Hay, además, una dimensión que en la Argentina no se puede ignorar. Los clubes de barrio son, en muchos casos, el único espacio deportivo, social y hasta educativo de una comunidad. Allí se enseña natación, se dan clases de apoyo escolar, se organizan bailes para jubilados. Nada de eso figura en un balance como activo, y nada de eso le interesa a un inversor que mira la tasa de retorno.
Nada de esto significa defender el statu quo. Los clubes necesitan auditorías externas obligatorias, límites al endeudamiento y sanciones reales para los dirigentes que los vacían. Se puede permitir la inversión privada en áreas específicas, como la construcción de estadios o la gestión del fútbol profesional, sin entregar la propiedad de la institución.
La crisis de los clubes es real y urgente. Pero la solución no pasa por cambiar de dueño, sino por lograr que los dueños que ya tienen, los socios, puedan controlar de verdad a quienes los representan. Eso es más difícil que firmar un decreto. También es lo único que ha funcionado.
X: autor | El autor es abogado especialista en derecho deportivo y docente de la Universidad del Plata
"""

LIBRERIAS = """
Son las once de la noche de un jueves y en la librería Mandrágora, sobre la avenida Corrientes al 1500, no cabe un alfiler. Hay estudiantes revisando saldos en mesas de caballete, parejas que llegaron después del teatro y un grupo de jubilados que discute a los gritos sobre una edición vieja de Rayuela. Desde septiembre, la librería abre hasta la una de la mañana los jueves, viernes y sábados, y su dueño asegura que esas noches le salvaron el año.
“Durante el día vendíamos cada vez menos. La gente pasa, mira la vidriera y compra por internet. Pero de noche es otra cosa: viene a pasear, se queda, charla, y termina llevándose algo”, cuenta Aníbal Ferro, que heredó el negocio de su padre en 1998.
Mandrágora no es la única. Al menos nueve librerías de la avenida y de las cuadras cercanas se sumaron este año a lo que sus propios dueños llaman, medio en broma, “la ruta del insomnio”: aperturas nocturnas, presentaciones de libros a medianoche, lecturas en voz alta y mesas de saldos en la vereda.
## Una tradición que vuelve
La imagen no es nueva. Durante buena parte del siglo XX, Corrientes fue conocida como “la calle que nunca duerme”, y sus librerías de viejo atendían hasta la madrugada a un público que salía de los cines y los teatros. Las crisis económicas, la inseguridad y después la pandemia fueron apagando esa costumbre.
Según la Cámara de Libreros de la Ciudad, en los últimos diez años cerraron 31 librerías en el corredor que va de Callao al Obelisco. Hoy quedan 22, la mayoría dedicadas a libros usados y saldos.
X: quote | “Compiten con lo que las plataformas no tienen: el encuentro, la conversación, el azar”
Para la investigadora Paula Rinaldi, que estudia la historia cultural del centro porteño, el regreso de la vida nocturna librera tiene algo de estrategia comercial y algo de resistencia. “Los libreros entendieron que no pueden competir en precio con las plataformas, entonces compiten con lo que las plataformas no tienen: el encuentro, la conversación, el azar de encontrar un libro que no estabas buscando”, explica.
## Los números de la noche
Los comerciantes coinciden en que las ventas nocturnas representan ya entre el 30 y el 40 por ciento de la facturación semanal. En Mandrágora, el ticket promedio de la noche es más bajo que el del día, pero la cantidad de compradores se triplica.
Las aperturas tienen, sin embargo, sus costos. Los libreros deben pagar horas extra a sus empleados, reforzar la iluminación y, en algunos casos, contratar seguridad privada. Por eso varios de ellos se organizaron para compartir gastos: un mismo guardia recorre cuatro locales de la misma cuadra, y los eventos se anuncian en conjunto en redes sociales.
FIG: Mesa de saldos en la vereda de Corrientes | Una mesa de saldos en la vereda, pasada la medianoche. - Créditos: Valentina Ocampo
Lorena Vidal, que atiende la librería Casa de Papel, en Corrientes al 1700, dice que lo que más le sorprende es el público joven. “Pensábamos que iba a venir la gente de siempre, los coleccionistas. Pero vienen chicos de veinte años que buscan poesía, que te preguntan qué leer. Para ellos esto es una salida, como ir a un bar”.
No todos están convencidos. Algunos libreros de la zona prefieren mantener el horario tradicional y advierten que la apertura nocturna puede convertirse en una obligación difícil de sostener en invierno, cuando baja la circulación de gente. “Una cosa es la primavera, con la calle llena. Otra es julio, con frío y lluvia. Ahí vamos a ver quién sigue”, dice el dueño de una librería de viejo que pidió no ser identificado.
El gobierno porteño analiza incluir el corredor en un programa de promoción cultural que permitiría a los comercios acceder a descuentos en tasas municipales. Mientras tanto, cada jueves a las once de la noche, Corrientes vuelve a tener algo de lo que fue.
"""

TRIGO = """
La cosecha de trigo de la campaña 2026/27 alcanzaría los 19 millones de toneladas, un 6% menos que el ciclo anterior, según la última estimación de la Bolsa de Cereales del Litoral, que atribuyó la baja a la falta de lluvias en el sudoeste de la provincia de Buenos Aires y el sur de La Pampa.
Al cierre de la semana pasada, la trilla avanzaba sobre el 38% del área sembrada, con rindes dispares. En el norte bonaerense y el sur de Santa Fe, los lotes promedian 38 quintales por hectárea, mientras que en zonas como Bahía Blanca, Coronel Suárez y Tornquist los valores no superan los 18 quintales.
“Tuvimos un invierno muy seco y las lluvias de octubre llegaron tarde para la mayoría de los lotes”, explicó Hernán Goycoechea, productor de Coronel Pringles. “Hay campos donde directamente no vale la pena entrar con la cosechadora”.
La Bolsa señaló que la calidad del grano es buena en general, con niveles de proteína superiores al promedio de los últimos cinco años, lo que podría compensar parcialmente la caída del volumen con mejores precios de exportación.
En el mercado de Rosario, la tonelada de trigo con entrega en diciembre cotizó esta semana a 218 dólares, un 4% más que hace un mes. Los exportadores esperan una fuerte demanda de Brasil y de países del norte de África.
Para la próxima campaña de soja y maíz, las perspectivas son más alentadoras: las lluvias de noviembre recompusieron la humedad de los suelos en gran parte de la región núcleo y la siembra avanza a un ritmo superior al del año pasado.
"""

SIGNS = [
    (
        "Aries",
        "21 de marzo al 20 de abril",
        "La Luna te da energía para arrancar proyectos que venías postergando. En el trabajo, evitá discutir por detalles: no vale la pena.",
    ),
    (
        "Tauro",
        "21 de abril al 20 de mayo",
        "Un ingreso inesperado te permite ordenar cuentas pendientes. En el amor, alguien del pasado vuelve a escribirte; pensá bien antes de responder.",
    ),
    (
        "Géminis",
        "21 de mayo al 21 de junio",
        "Día ideal para reuniones y conversaciones importantes. Tu capacidad de convencer está en su punto más alto: aprovechala.",
    ),
    (
        "Cáncer",
        "22 de junio al 22 de julio",
        "Necesitás un poco de tiempo para vos. Si podés, bajá el ritmo por la tarde y dedicá la noche a la familia.",
    ),
    (
        "Leo",
        "23 de julio al 22 de agosto",
        "Tu creatividad se destaca y alguien con poder de decisión lo nota. Cuidado con los gastos impulsivos durante el fin de semana.",
    ),
    (
        "Virgo",
        "23 de agosto al 22 de septiembre",
        "Los pendientes se acumulan, pero hoy encontrás la forma de resolverlos uno por uno. En pareja, una charla sincera despeja dudas.",
    ),
    (
        "Libra",
        "23 de septiembre al 22 de octubre",
        "Buscás equilibrio entre lo que querés y lo que te piden los demás. Decir que no también es una forma de cuidarte.",
    ),
    (
        "Escorpio",
        "23 de octubre al 22 de noviembre",
        "Una intuición te guía en una decisión laboral. Confiá en lo que sentís, aunque los números todavía no cierren del todo.",
    ),
    (
        "Sagitario",
        "23 de noviembre al 21 de diciembre",
        "Se abren posibilidades de viaje o de estudio. Es un buen momento para planificar el verano con tiempo.",
    ),
    (
        "Capricornio",
        "22 de diciembre al 19 de enero",
        "El esfuerzo de los últimos meses empieza a dar frutos. No te olvides de celebrar los logros, aunque parezcan pequeños.",
    ),
    (
        "Acuario",
        "20 de enero al 18 de febrero",
        "Amigos y grupos ocupan el centro de la escena. Una propuesta colectiva puede convertirse en un proyecto rentable.",
    ),
    (
        "Piscis",
        "19 de febrero al 20 de marzo",
        "Tu sensibilidad está a flor de piel. Escuchá música, caminá cerca del agua y evitá las discusiones por mensaje.",
    ),
]


class ElPlata(Base):
    origin = "https://www.elplata.test"
    name = "El Plata"
    prefix = "epl"
    language = "es"
    page_ctype = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "epl",
            [
                ".com-title",
                ".com-paragraph",
                ".com-byline",
                ".com-date",
                ".mod-article",
                ".header__nav",
                ".footer",
                ".paywall",
                ".horoscopo__signo",
            ],
            260,
        )

    def st(
        self, key: str, path: str, title: str, when: str, authors: list[str], body: str, shape: str, **extra: object
    ) -> Doc:
        return story(
            key,
            path,
            title,
            when[:10],
            iso_utc(when, OFF, ms=True),
            stamp(when),
            authors,
            text(body),
            shape,
            when=when,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "El Plata",
                "arc-homepage",
                list=[
                    "subte",
                    "alquileres",
                    "opinion",
                    "librerias",
                    "licencia",
                    "na",
                    "telam",
                    "trigo",
                    "paywall",
                    "horoscopo",
                ],
            )
        )
        add(
            page(
                "sociedad",
                "/sociedad/",
                "section",
                "Sociedad",
                "arc-section",
                list=["subte", "na", "licencia"],
                more="sociedad2",
            )
        )
        add(
            page(
                "sociedad2",
                "/sociedad/pagina/2/",
                "section",
                "Sociedad",
                "arc-section-page2",
                list=["telam", "librerias", "alquileres", "trigo"],
            )
        )
        add(page("tag", "/tema/subte-tid48291/", "tag", "Subte", "arc-tag", list=["subte", "telam"]))
        add(page("author", "/autor/martina-aguirre-1932/", "author", "Martina Aguirre", "arc-author", list=["subte"]))
        add(
            page(
                "search",
                "/buscador/?query=alquileres",
                "search",
                "Resultados de búsqueda",
                "arc-search",
                list=["alquileres", "paywall"],
            )
        )
        add(
            page(
                "horoscopo",
                "/horoscopo/horoscopo-de-hoy-viernes-4-de-diciembre-de-2026-nid04122026/",
                "horoscope",
                "Horóscopo de hoy: las predicciones para cada signo este viernes 4 de diciembre",
                "arc-story-horoscope",
                when="2026-12-04 00:01",
                lines=["Estas son las predicciones de la astróloga Claudia Ferraro para cada signo del zodíaco."]
                + [x for n, r, t in SIGNS for x in (f"## {n}", f"({r})", t)],
            )
        )
        add(
            page(
                "paywall",
                "/economia/plazos-fijos-que-conviene-hacer-con-los-ahorros-tras-la-baja-de-tasas-nid03122026/",
                "paywall",
                "Plazos fijos: qué conviene hacer con los ahorros después de la baja de tasas",
                "arc-paywall-stub",
                when="2026-12-03 09:00",
                lines=[
                    "La decisión del Banco Central de recortar la tasa de referencia dejó a los ahorristas frente a un dilema: renovar el plazo fijo con un rendimiento menor o buscar alternativas con más riesgo."
                ],
                dek="Los rendimientos quedaron por debajo de la inflación esperada. Qué opinan los especialistas.",
                by="Federico Iriarte",
            )
        )
        add(
            page(
                "about",
                "/institucional/quienes-somos/",
                "about",
                "Quiénes somos",
                "institucional",
                lines=text("""
            El Plata es un diario fundado en Buenos Aires en 1921. Desde 1998 publica también en internet, y hoy llega cada mes a más de diez millones de lectores en todo el país.
            Nuestra redacción está integrada por más de 200 periodistas, fotógrafos, editores y especialistas en datos, con corresponsales en Córdoba, Rosario, Mendoza y Montevideo.
            El Plata adhiere a los principios de independencia, pluralismo y rigor informativo, y separa claramente la información de la opinión.
        """),
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-privacidad/",
                "policy",
                "Política de privacidad",
                "institucional-policy",
                lines=text("""
            Última actualización: 1 de agosto de 2026.
            En El Plata respetamos la privacidad de nuestros usuarios. Esta política describe qué datos personales recolectamos, con qué finalidad y cuáles son tus derechos conforme a la Ley 25.326 de Protección de los Datos Personales.
            Recolectamos los datos que nos proporcionás al registrarte o suscribirte, y datos de navegación a través de cookies propias y de terceros.
            Podés ejercer tus derechos de acceso, rectificación y supresión escribiendo a datospersonales@elplata.test.
        """),
            )
        )
        add(
            self.st(
                "subte",
                "/sociedad/el-subte-aumentara-18-en-enero-y-el-boleto-costara-1420-nid04122026/",
                "El subte aumentará 18% en enero y el boleto costará $1.420",
                "2026-12-04 23:10",
                ["Martina Aguirre"],
                SUBTE,
                "arc-story-utc-next-day",
                section="Sociedad",
                tags=["tag"],
                dek="La suba se aplicará desde el 5 de enero; los usuarios que no registren la tarjeta pagarán $2.260.",
            )
        )
        add(
            self.st(
                "alquileres",
                "/economia/los-alquileres-subieron-41-en-noviembre-en-la-ciudad-segun-un-relevamiento-privado-nid04122026/",
                "Los alquileres subieron 4,1% en noviembre en la ciudad, según un relevamiento privado",
                "2026-12-04 10:45",
                ["Federico Iriarte", "Lucía Benítez"],
                ALQUILERES,
                "arc-story-two-authors-table",
                section="Economía",
                dek="Un dos ambientes cuesta en promedio $890.000; en Palermo ya supera el millón de pesos.",
            )
        )
        add(
            self.st(
                "telam",
                "/seguridad/detuvieron-a-dos-hombres-que-robaban-cables-de-la-linea-sarmiento-en-haedo-nid04122026/",
                "Detuvieron a dos hombres que robaban cables de la línea Sarmiento en Haedo",
                "2026-12-04 08:20",
                [],
                TELAM,
                "agency-telam-person-in-jsonld",
                section="Seguridad",
                agency="Télam",
                tags=["tag"],
            )
        )
        add(
            self.st(
                "na",
                "/sociedad/alerta-amarilla-por-tormentas-fuertes-para-el-amba-y-el-sur-de-santa-fe-nid04122026/",
                "Alerta amarilla por tormentas fuertes para el AMBA y el sur de Santa Fe",
                "2026-12-04 14:05",
                [],
                NA,
                "agency-na-brief",
                section="Sociedad",
                agency="NA",
            )
        )
        add(
            self.st(
                "licencia",
                "/sociedad/como-sera-la-licencia-de-conducir-digital-que-comenzara-a-regir-en-marzo-nid03122026/",
                "Cómo será la licencia de conducir digital que comenzará a regir en marzo",
                "2026-12-03 19:40",
                ["Santiago Rey"],
                LICENCIA,
                "body-only-in-fusion-state-shell",
                section="Sociedad",
                shell=True,
                dek="Tendrá la misma validez que el carnet plástico y se podrá verificar con un código QR; qué cambia para quienes ya tienen licencia.",
            )
        )
        add(
            self.st(
                "opinion",
                "/opinion/las-sociedades-anonimas-no-van-a-salvar-al-futbol-argentino-nid04122026/",
                "Las sociedades anónimas no van a salvar al fútbol argentino",
                "2026-12-04 00:15",
                ["Rodrigo Laplace"],
                OPINION,
                "opinion-author-line-in-body",
                section="Opinión",
            )
        )
        add(
            self.st(
                "librerias",
                "/cultura/las-librerias-de-la-avenida-corrientes-abren-de-noche-para-sobrevivir-nid03122026/",
                "Las librerías de la avenida Corrientes abren de noche para sobrevivir",
                "2026-12-03 17:30",
                ["Valentina Ocampo"],
                LIBRERIAS,
                "feature-subheads-pullquote-local-offset",
                section="Cultura",
                ld_local=True,
                dek="Al menos nueve locales extendieron su horario hasta la madrugada; las ventas nocturnas ya explican hasta el 40% de la facturación.",
            )
        )
        add(
            self.st(
                "trigo",
                "/economia/campo/cosecha-de-trigo-estiman-19-millones-de-toneladas-pese-a-la-sequia-nid02122026/",
                "Cosecha de trigo: estiman 19 millones de toneladas pese a la sequía en el sudoeste bonaerense",
                "2026-12-02 12:10",
                ["Julián Ferreyra"],
                TRIGO,
                "arc-story-campo",
                section="Campo",
            )
        )

    # ---- ANS state
    def ans(self, doc: Doc) -> dict[str, object]:
        when = doc.extra.get("when", "2026-12-04 00:00")
        if "list" in doc.extra:
            return {
                "type": "results",
                "count": len(doc.extra["list"]),
                "content_elements": [
                    {
                        "_id": ans_id(k),
                        "type": "story",
                        "headlines": {"basic": self.docs[k].title},
                        "canonical_url": self.docs[k].path,
                        "display_date": iso_utc(self.docs[k].extra.get("when", "2026-12-04 00:00"), OFF, ms=True),
                    }
                    for k in doc.extra["list"]
                ],
            }
        elements: list[dict[str, object]] = []
        blocks = doc.blocks if doc.kind != "paywall" else doc.blocks[:1]
        for i, b in enumerate(blocks):
            eid = ans_id(f"{doc.key}-{i}")
            if b[0] == "p":
                elements.append({"_id": eid, "type": "text", "content": self.inline(b[1], "state")})
            elif b[0] == "h2":
                elements.append({"_id": eid, "type": "header", "level": 2, "content": esc(b[1])})
            elif b[0] == "table":
                elements.append(
                    {
                        "_id": eid,
                        "type": "table",
                        "header": [{"type": "text", "content": c} for c in b[1][0]],
                        "rows": [[{"type": "text", "content": c} for c in row] for row in b[1][1:]],
                    }
                )
            elif b[0] == "fig":
                elements.append({"_id": eid, "type": "image", "caption": b[2], "url": f"{RES}/{eid}.jpg"})
            elif b[0] == "x" and b[1] == "quote":
                elements.append(
                    {
                        "_id": eid,
                        "type": "quote",
                        "subtype": "pullquote",
                        "content_elements": [{"type": "text", "content": b[2]}],
                    }
                )
            elif b[0] == "x" and b[1] == "autor":
                elements.append({"_id": eid, "type": "text", "content": f"<i>{esc(b[2])}</i>"})
        by = [
            {
                "_id": a.lower().replace(" ", "-"),
                "type": "author",
                "name": a,
                "url": self.docs["author"].path if a == "Martina Aguirre" else None,
            }
            for a in doc.authors
        ]
        if doc.extra.get("agency"):
            by = [{"_id": doc.extra["agency"].lower(), "type": "author", "name": doc.extra["agency"], "org": True}]
        if doc.extra.get("by"):
            by = [{"_id": "federico-iriarte", "type": "author", "name": doc.extra["by"]}]
        return {
            "_id": ans_id(doc.key),
            "type": "story",
            "version": "0.10.9",
            "canonical_url": doc.path,
            "canonical_website": "elplata",
            "headlines": {"basic": doc.title},
            "subheadlines": {"basic": doc.dek},
            "description": {"basic": doc.dek or self.lede(doc)},
            "credits": {"by": by},
            "display_date": iso_utc(when, OFF, ms=True),
            "first_publish_date": iso_utc(when, OFF, ms=True),
            "publish_date": iso_utc(doc.extra.get("upd", when), OFF, ms=True),
            "taxonomy": {
                "primary_section": {
                    "_id": "/" + doc.path.split("/")[1],
                    "name": doc.section or doc.path.split("/")[1].capitalize(),
                },
                "tags": [{"slug": "subte", "text": "Subte"}] if "tag" in doc.extra.get("tags", []) else [],
            },
            "content_restrictions": {"content_code": "premium" if doc.kind == "paywall" else "free"},
            "promo_items": {"basic": {"type": "image", "url": f"{RES}/{ans_id(doc.key + '-promo')}.jpg"}},
            "content_elements": elements,
        }

    def fusion(self, doc: Doc) -> str:
        state = json.dumps(self.ans(doc), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
        layout = (
            "article-right-rail"
            if doc.is_article or doc.kind in ("horoscope", "paywall")
            else ("homepage" if doc.key == "home" else "section-basic")
        )
        return (
            '<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="elplata";Fusion.contextPath="/pf";'
            f'Fusion.mxId="00000000";Fusion.deployment="842";Fusion.globalContent={state};'
            f'Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{doc.path}","published":true}}}};'
            f'Fusion.lastModified=1796443200000;Fusion.contentCache={{}};Fusion.layout="{layout}";Fusion.metas={{"title":{{"value":"{esc(doc.title)}"}}}};</script>'
        )

    # ---- frame
    def frame(self, doc: Doc, main: str) -> str:
        when = doc.extra.get("when")
        storyish = doc.is_article or doc.kind in ("horoscope", "paywall")
        metas = [
            f"<title>{esc(doc.title)} - El Plata</title>"
            if doc.key != "home"
            else "<title>El Plata - Noticias de la Argentina y el mundo</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or "Últimas noticias de la Argentina y el mundo.")}">',
            f'<meta property="og:type" content="{"article" if storyish else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="El Plata">',
            f'<meta property="og:image" content="{RES}/{ans_id(doc.key + "-promo")}.jpg?auth=4f2c&amp;width=1200&amp;height=630">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if storyish and when:
            metas.append(f'<meta property="article:published_time" content="{iso_utc(when, OFF, ms=True)}">')
            if doc.is_article and doc.authors:
                metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if doc.extra.get("agency") == "Télam":
                author: object = {"@type": "Person", "name": "Télam"}
            elif doc.extra.get("agency"):
                author = {"@type": "Organization", "name": doc.extra["agency"]}
            elif doc.kind == "horoscope":
                author = {"@type": "Person", "name": "Claudia Ferraro"}
            elif doc.kind == "paywall":
                author = {"@type": "Person", "name": doc.extra["by"]}
            else:
                author = [{"@type": "Person", "name": a} for a in doc.authors]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "datePublished": iso_local(when, OFF) if doc.extra.get("ld_local") else iso_utc(when, OFF, ms=True),
                "dateModified": iso_local(when, OFF) if doc.extra.get("ld_local") else iso_utc(when, OFF, ms=True),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "El Plata",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://www.elplata.test/pf/resources/images/logo-elplata.png",
                    },
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "isAccessibleForFree": doc.kind != "paywall",
            }
            if doc.kind == "paywall":
                ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = "".join(
            f'<li class="header__nav-item">{self.a(k, t, "nav", "class=" + chr(34) + "com-link" + chr(34))}</li>'
            for k, t in (("home", "Inicio"), ("sociedad", "Sociedad"), ("horoscopo", "Horóscopo"))
        )
        nav += "".join(
            f'<li class="header__nav-item"><a class="com-link" href="{u}">{t}</a></li>'
            for u, t in (
                ("/politica/", "Política"),
                ("/economia/", "Economía"),
                ("/el-mundo/", "El Mundo"),
                ("/deportes/", "Deportes"),
                ("/cultura/", "Cultura"),
                ("/opinion/", "Opinión"),
                ("/economia/campo/", "Campo"),
                ("/seguridad/", "Seguridad"),
                ("/lifestyle/", "Lifestyle"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="preload" href="/pf/resources/fonts/elplata-serif.woff2?d=842" as="font" crossorigin="anonymous">
<link rel="stylesheet" href="/pf/resources/dist/elplata/css/style.css?d=842">
<style>/*PAD*/</style>
{self.fusion(doc)}
<script defer src="/pf/dist/engine/react.js?d=842&amp;mxId=00000000"></script>
<script defer src="/pf/dist/components/combinations/default.js?d=842&amp;mxId=00000000"></script>
</head>
<body>
<div id="fusion-app" class="fusion-app">
<header class="header"><div class="header__top"><span class="header__date">{weekday("2026-12-04", "es").capitalize()} 4 de diciembre de 2026</span> <a class="com-link" href="https://suscripciones.elplata.test/">Suscribite</a> <a class="com-link" href="https://micuenta.elplata.test/ingresar">Ingresar</a></div>
<div class="header__logo">{self.a("home", "El Plata", "nav", 'class="header__logo-link"')}</div>
<nav class="header__nav"><ul>{nav}</ul></nav>
<form class="header__search" action="/buscador/"><input type="search" name="query" placeholder="Buscar"></form></header>
<div class="ad ad--top" id="ad-slot-top" data-slot="top"></div>
<main class="main">
{main}
</main>
<footer class="footer"><div class="footer__logo">El Plata</div>
<ul class="footer__links"><li>{self.a("about", "Quiénes somos", "footer")}</li><li>{self.a("privacy", "Política de privacidad", "footer")}</li><li><a href="/terminos-y-condiciones/">Términos y condiciones</a></li><li><a href="https://suscripciones.elplata.test/">Suscripciones</a></li><li><a href="/newsletters/">Newsletters</a></li><li><a href="/arc/outboundfeeds/rss/">RSS</a></li><li><a href="mailto:lectores@elplata.test">Defensor del lector</a></li></ul>
<div class="footer__social"><a href="https://www.facebook.com/elplata">Facebook</a> <a href="https://x.com/elplata">X</a> <a href="https://www.instagram.com/elplata">Instagram</a> <a href="https://www.youtube.com/@elplata">YouTube</a></div>
<p class="footer__copy">Copyright 2026 SA El Plata | Todos los derechos reservados. Dirección Nacional del Derecho de Autor. Hecho el depósito que marca la ley 11.723.</p></footer>
<div class="cookie-consent" id="cookie-consent"><p>Usamos cookies para mejorar tu experiencia, analizar el tráfico y mostrarte publicidad personalizada. Al seguir navegando aceptás su uso. {self.a("privacy", "Más información", "footer")}</p><button class="cookie-consent__btn">Aceptar</button></div>
</div>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"event":"pageview","contentType":"{"story" if storyish else doc.kind}","section":"{esc(doc.section or doc.kind)}"}});</script>
</body>
</html>"""

    # ---- mains
    def body_html(self, doc: Doc) -> str:
        return blocks_html(
            self,
            doc.blocks,
            p='<p class="com-paragraph --s">{}</p>',
            h='<{tag} class="com-subhead --s">{}</{tag}>',
            ul='<{tag} class="com-list">{}</{tag}>',
            table="com-table",
            fig=lambda alt, cap: (
                f'<figure class="com-image"><img class="com-image" src="{RES}/{ans_id(alt)}.jpg?auth=9c1e&amp;width=880" alt="{esc(alt)}" loading="lazy"><figcaption class="com-caption">{esc(cap)}</figcaption></figure>'
            ),
            x=self.box,
        )

    def box(self, name: str, arg: str) -> str:
        if name == "mas":
            return f'<div class="mod-more-info"><span class="mod-more-info__label">Más información</span>{self.a(arg, self.docs[arg].title, "content", "class=" + chr(34) + "com-link" + chr(34))}</div>'
        if name == "quote":
            return f'<blockquote class="com-quote --pullquote"><p>{esc(arg)}</p></blockquote>'
        if name == "autor":
            return f'<p class="com-paragraph --s"><i>{esc(arg)}</i></p>'
        raise KeyError(name)

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("agency"):
            return f'<div class="com-byline"><span class="com-text">Fuente: {esc(doc.extra["agency"])}</span></div>'
        names = [
            self.a("author", a, "byline", 'class="com-link"')
            if a == "Martina Aguirre"
            else f'<span class="com-link">{esc(a)}</span>'
            for a in doc.authors
        ]
        return (
            '<div class="com-byline"><span class="com-text">Por </span>'
            + '<span class="com-text"> y </span>'.join(names)
            + "</div>"
        )

    def share(self, doc: Doc) -> str:
        u = esc(self.url(doc.key))
        return f'<div class="com-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Compartir en Facebook">Facebook</a><a href="https://x.com/intent/post?url={u}" aria-label="Compartir en X">X</a><a href="https://wa.me/?text={u}" aria-label="Compartir en WhatsApp">WhatsApp</a><a href="mailto:?body={u}" aria-label="Enviar por mail">Mail</a></div>'

    def story_main(self, doc: Doc) -> str:
        when = doc.extra["when"]
        dek = f'<h2 class="com-subhead --bajada">{esc(doc.dek)}</h2>' if doc.dek else ""
        promo = (
            f'<figure class="com-image --promo"><img src="{RES}/{ans_id(doc.key + "-promo")}.jpg?auth=4f2c&amp;width=1200" alt="" fetchpriority="high"></figure>'
            if doc.key in ("subte", "licencia", "librerias", "trigo")
            else ""
        )
        if doc.extra.get("shell"):
            body = (
                '<div class="cuerpo__nota" id="cuerpo__nota" data-hydrate="pending"><div class="skeleton skeleton--paragraph"></div><div class="skeleton skeleton--paragraph"></div><div class="skeleton skeleton--paragraph --short"></div></div>'
                f'<noscript><div class="cuerpo__nota --noscript">{self.body_html(doc)}</div></noscript>'
            )
        else:
            body = f'<div class="cuerpo__nota" id="cuerpo__nota">{self.body_html(doc)}</div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="com-tags"><span>Temas</span>{self.a("tag", "Subte", "content", "class=" + chr(34) + "com-link" + chr(34))}<a class="com-link" href="/tema/transporte-tid10233/">Transporte</a></div>'
        rel = "".join(
            f'<article class="mod-article --related">{self.a(k, self.docs[k].title, "related", "class=" + chr(34) + "com-link" + chr(34))}</article>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        return f"""<div class="layout-article">
<article class="article">
<div class="com-breadcrumb"><a class="com-link" href="/{doc.path.split("/")[1]}/">{esc(doc.section)}</a></div>
<h1 class="com-title --font-primary --sixxl --font-medium">{esc(doc.title)}</h1>
{dek}
<div class="article__header-info">{self.byline(doc)}<time class="com-date --twoxs" datetime="{iso_utc(when, OFF, ms=True)}">{stamp(when)}</time></div>
{self.share(doc)}
{promo}
{body}
{tags}
<div class="mod-newsletter"><p>Recibí las noticias más importantes del día en tu correo.</p><a href="/newsletters/">Suscribite al newsletter</a></div>
<div class="mod-comments" data-comments-id="{ans_id(doc.key)}"><span>Comentarios</span> <a href="#comentarios">Ver comentarios</a></div>
</article>
<aside class="layout-article__aside"><section class="mod-most-read"><h3 class="com-title --s">Lo más leído</h3>{rel}</section></aside>
</div>"""

    def card(self, k: str, big: bool = False) -> str:
        d = self.docs[k]
        by = ", ".join(d.authors) if d.authors else (d.extra.get("agency") or d.extra.get("by") or "")
        desc = f'<p class="com-description">{esc(d.dek)}</p>' if d.dek and big else ""
        img = (
            f'<picture><img src="{RES}/{ans_id(k + "-promo")}.jpg?auth=4f2c&amp;width=420" alt="" loading="lazy"></picture>'
            if big
            else ""
        )
        return f'<article class="mod-article{" --big" if big else ""}">{img}<h2 class="com-title --font-primary">{self.a(k, d.title, "content", "class=" + chr(34) + "link" + chr(34))}</h2>{desc}<span class="com-byline --xxs">{esc(by)}</span></article>'

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        cards = "".join(self.card(k, big=i < 2) for i, k in enumerate(keys)) + "".join(
            f'<article class="mod-article"><span class="com-label">{esc(sec)}</span><h2 class="com-title --font-primary"><a class="link" href="{u}">{esc(t)}</a></h2></article>'
            for u, t, sec in extras(doc.key, doc.kind, EXTRA)
        )
        head = f'<h1 class="com-title --section">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="sr-only">El Plata</h1>'
            cards += f'<div class="mod-sections">{self.a("sociedad", "Sociedad", "content")} {self.a("tag", "Subte", "content")} {self.a("author", "Martina Aguirre", "content")} {self.a("search", "Buscador", "content")}</div>'
        elif doc.kind == "author":
            head += '<p class="com-author-bio">Periodista de la sección Sociedad. Cubre transporte, servicios públicos y urbanismo.</p>'
        elif doc.kind == "search":
            head += '<form class="search-form" action="/buscador/"><input type="search" name="query" value="alquileres"></form><p class="search-count">2 resultados</p>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="mod-pagination">{self.a(doc.extra["more"], "Ver más", "pagination")}</div>'
        elif doc.key == "sociedad2":
            more = f'<div class="mod-pagination">{self.a("sociedad", "Anterior", "pagination")} <a href="/sociedad/pagina/3/">Siguiente</a></div>'
        return f'<div class="layout-section">{head}<div class="row-grid">{cards}</div>{more}</div>'

    def service_main(self, doc: Doc) -> str:
        when = doc.extra.get("when")
        if doc.kind == "horoscope":
            intro = f'<p class="com-paragraph --s">{esc(doc.blocks[0][1])}</p>'
            signs = []
            for i in range(1, len(doc.blocks), 3):
                signs.append(
                    f'<div class="horoscopo__signo"><h2 class="com-subhead --s">{esc(doc.blocks[i][1])}</h2><p class="com-paragraph --xs --rango">{esc(doc.blocks[i + 1][1])}</p><p class="com-paragraph --s">{esc(doc.blocks[i + 2][1])}</p></div>'
                )
            return f"""<div class="layout-article"><article class="article --horoscopo">
<div class="com-breadcrumb"><a class="com-link" href="/horoscopo/">Horóscopo</a></div>
<h1 class="com-title --font-primary --sixxl">{esc(doc.title)}</h1>
<div class="article__header-info"><div class="com-byline"><span class="com-text">Por </span><span class="com-link">Claudia Ferraro</span></div><time class="com-date --twoxs" datetime="{iso_utc(when, OFF, ms=True)}">{stamp(when)}</time></div>
{self.share(doc)}
<div class="cuerpo__nota">{intro}{"".join(signs)}</div>
<div class="mod-more-info"><a href="/horoscopo/horoscopo-semanal-nid01122026/">Horóscopo semanal</a> · <a href="/horoscopo/horoscopo-chino-2027-nid28112026/">Horóscopo chino 2027</a></div>
</article></div>"""
        if doc.kind == "paywall":
            return f"""<div class="layout-article"><article class="article --premium">
<div class="com-breadcrumb"><a class="com-link" href="/economia/">Economía</a> <span class="com-label --premium">Exclusivo suscriptores</span></div>
<h1 class="com-title --font-primary --sixxl">{esc(doc.title)}</h1>
<h2 class="com-subhead --bajada">{esc(doc.dek)}</h2>
<div class="article__header-info"><div class="com-byline"><span class="com-text">Por </span><span class="com-link">{esc(doc.extra["by"])}</span></div><time class="com-date --twoxs" datetime="{iso_utc(when, OFF, ms=True)}">{stamp(when)}</time></div>
<div class="cuerpo__nota --truncated"><p class="com-paragraph --s">{esc(doc.blocks[0][1])}</p></div>
<div class="paywall"><h3 class="paywall__title">Esta nota es exclusiva para suscriptores</h3><p class="paywall__text">Suscribite a El Plata y accedé a todas las notas, el diario digital y los newsletters exclusivos.</p>
<div class="paywall__plans"><div class="paywall__plan"><span>Digital</span><strong>$990/mes</strong><span>los primeros 6 meses</span><a class="paywall__cta" href="https://suscripciones.elplata.test/checkout?plan=digital">Suscribirme</a></div><div class="paywall__plan"><span>Digital + Papel fin de semana</span><strong>$4.490/mes</strong><a class="paywall__cta" href="https://suscripciones.elplata.test/checkout?plan=finde">Suscribirme</a></div></div>
<p class="paywall__login">¿Ya sos suscriptor? <a href="https://micuenta.elplata.test/ingresar">Ingresá</a></p></div>
</article></div>"""
        body = "\n".join(f'<p class="com-paragraph --s">{esc(plain(b[1]))}</p>' for b in doc.blocks)
        return f'<div class="layout-institucional"><h1 class="com-title --font-primary">{esc(doc.title)}</h1>\n{body}\n</div>'
