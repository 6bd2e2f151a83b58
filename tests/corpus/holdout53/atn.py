# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Agencia ATN: the public site of an EFE-like Spanish-language news agency on **WordPress** (a Newspack-like theme:
`entry-title`, `entry-meta`, `byline`, `posted-on`, `entry-content`, `/espana/2026-12-04/<slug>/`,
`/ultimas-noticias/page/2/`, `/tag/…/`, `/autor/…/`, `/?s=`), Spanish, UTF-8. Wires open with the dateline
"Madrid, 4 dic (ATN).-" in the first paragraph; unsigned wires are credited to "ATN" (Yoast makes that a **Person**
named "ATN"); a Colombian feature is credited "ATN (Servicio especial)" with no person; two pieces are signed
"Por Ana Ruiz" / "Por Javier Ortega". Dates are printed in **English order and UTC**, "12/04/2026 11:05 UTC"
(Madrid is +01:00): the handball wire stamped 12/04/2026 23:35 UTC is 5 Dec in Madrid, and its dateline says 5 dic.
The Brussels brief has no JSON-LD. The "Agenda informativa" of tomorrow's scheduled events is not an article."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["vivienda", "sequia", "colombia", "rural", "entrevista", "balonmano", "mexico", "multa"]
SECT = {
    "espana": "España",
    "america": "América",
    "ciencia": "Ciencia y Tecnología",
    "deportes": "Deportes",
    "economia": "Economía",
}

FN = 'class="url fn n"'
TAGREL = 'rel="tag"'
BOOKMARK = 'rel="bookmark"'
PN = 'class="page-numbers"'
NEXT = 'class="next page-numbers"'
PREV = 'class="prev page-numbers"'


class Atn(Base):
    origin = "https://www.agenciaatn.test"
    name = "Agencia ATN"
    prefix = "atn"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "atn",
            [
                ".site-header",
                ".entry-title",
                ".entry-meta",
                ".entry-content",
                ".byline",
                ".newspack-post-subtitle",
                ".wp-block-newspack-blocks-homepage-articles",
                ".site-footer",
                ".agenda-item",
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
                "Agencia ATN",
                "wp-agency-home",
                list=["balonmano", "vivienda", "mexico", "multa", "entrevista", "sequia", "rural", "colombia"],
                more="ultimas2",
            )
        )
        add(
            page(
                "ultimas",
                "/ultimas-noticias/",
                "section",
                "Últimas noticias",
                "wp-archive",
                list=["balonmano", "mexico", "multa", "vivienda"],
                more="ultimas2",
            )
        )
        add(
            page(
                "ultimas2",
                "/ultimas-noticias/page/2/",
                "section",
                "Últimas noticias",
                "wp-archive-page2",
                list=["entrevista", "sequia", "rural", "colombia"],
            )
        )
        add(
            page(
                "agenda",
                "/agenda-informativa/",
                "agenda",
                "Agenda informativa ATN para el sábado 5 de diciembre de 2026",
                "agenda-of-tomorrow",
                [
                    "Principales citas informativas previstas para mañana. Todas las horas son peninsulares (CET). La agenda se actualiza a lo largo del día; consulte con la mesa de coordinación cualquier cambio de última hora.",
                    "## Nacional",
                    "- 10.00 horas. Madrid.- La ministra de Vivienda, Marta Esteban, presenta el plan estatal de vivienda asequible a los consejeros autonómicos. (Ministerio de Vivienda, paseo de la Castellana 112).",
                    "- 11.30 horas. Sevilla.- Reunión de la comisión de desembalse de la Confederación Hidrográfica del Guadalquivir para fijar las dotaciones de riego. (Plaza de España, sector II).",
                    "- 12.00 horas. Barcelona.- Manifestación convocada por el Sindicato de Inquilinas contra la subida de los alquileres. (Plaça de Catalunya).",
                    "- 13.00 horas. Soria.- El diputado provincial de Educación, Óscar Lapeña, hace balance del programa de arraigo de docentes rurales. (Palacio Provincial).",
                    "## Internacional",
                    "- 09.00 horas. Bruselas.- Reunión extraordinaria de ministros de Agricultura de la UE sobre la reserva de crisis.",
                    "- 15.00 horas. Ciudad de México.- Balance de la primera jornada del nuevo corredor ciclista de la calzada de Tlalpan (22.00 hora local de Madrid).",
                    "- 18.00 horas. Cartagena de Indias (Colombia).- Clausura del foro regional sobre restauración de arrecifes del Caribe.",
                    "## Economía",
                    "- 09.00 horas. Madrid.- El INE publica la encuesta de ocupación hotelera de octubre.",
                    "- 10.30 horas. Madrid.- Asamblea anual de la patronal de promotores inmobiliarios. (Hotel Meliá Castilla).",
                    "## Deportes",
                    "- 17.30 horas. Herning (Dinamarca).- Entrenamiento de la selección española femenina de balonmano antes de la semifinal del Mundial.",
                    "- 21.00 horas. Madrid.- Fútbol. Primera División, jornada 15.",
                    "## Cultura",
                    "- 19.00 horas. Madrid.- Entrega de los premios de periodismo de la Fundación ATN. (Círculo de Bellas Artes).",
                ],
            )
        )
        add(page("tag", "/tag/vivienda/", "tag", "Vivienda", "wp-tag", list=["vivienda", "rural"]))
        add(
            page(
                "author",
                "/autor/ana-ruiz/",
                "author",
                "Ana Ruiz",
                "wp-author",
                list=["rural"],
                bio="Periodista de la sección de Sociedad de ATN. Escribe sobre despoblación, educación y mundo rural.",
            )
        )
        add(page("search", "/?s=sequia", "search", "Resultados de búsqueda: «sequia»", "wp-search", list=["sequia"]))
        add(
            page(
                "about",
                "/quienes-somos/",
                "about",
                "Quiénes somos",
                "agency-about",
                [
                    "ATN es una agencia de noticias multimedia fundada en Madrid en 1951. Distribuye cada día más de 2.500 noticias, 1.000 fotografías y 300 vídeos a medios de comunicación de España, América Latina y el resto del mundo.",
                    "## Nuestra red",
                    "Cuenta con una red de 1.200 periodistas de 60 nacionalidades repartidos en 180 ciudades de 110 países, y con delegaciones en todas las comunidades autónomas.",
                    "## Principios editoriales",
                    "- Independencia frente a cualquier poder político o económico.",
                    "- Rigor, pluralidad y separación entre información y opinión.",
                    "- Corrección pública de los errores.",
                    "Para contratar los servicios de ATN escriba a clientes@agenciaatn.test.",
                ],
            )
        )
        add(
            page(
                "legal",
                "/aviso-legal/",
                "policy",
                "Aviso legal",
                "legal-notice",
                [
                    "Última actualización: 3 de marzo de 2026",
                    "En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se informa de que este sitio web es titularidad de Agencia ATN, S.A., con domicilio en Madrid.",
                    "## Propiedad intelectual",
                    "Todos los contenidos de este sitio (textos, fotografías, vídeos y gráficos) están protegidos por la legislación de propiedad intelectual. Queda prohibida su reproducción, distribución o comunicación pública sin autorización expresa de ATN.",
                    "## Responsabilidad",
                    "ATN no se hace responsable de los contenidos de los sitios web de terceros a los que se pueda acceder a través de enlaces.",
                ],
            )
        )
        add(
            story(
                "vivienda",
                "/espana/2026-12-04/gobierno-aprueba-plan-4000-millones-vivienda-asequible/",
                "El Gobierno aprueba un plan de 4.000 millones para vivienda asequible",
                "2026-12-04",
                "2026-12-04T11:05:00+00:00",
                "12/04/2026 11:05 UTC",
                [],
                [
                    "Madrid, 4 dic (ATN).- El Consejo de Ministros aprobó este viernes un plan estatal de vivienda asequible dotado con 4.000 millones de euros hasta 2030, con el que el Gobierno prevé poner en el mercado 60.000 viviendas de alquiler a precio limitado en los próximos cuatro años.",
                    "La ministra de Vivienda, Marta Esteban, explicó en la rueda de prensa posterior a la reunión que el plan se articula en tres ejes: la construcción de nuevas promociones en suelo público, la rehabilitación de edificios vacíos de titularidad estatal y un sistema de avales para que los jóvenes menores de 35 años puedan financiar la compra de su primera vivienda.",
                    "“No hay una sola medida que resuelva el problema del acceso a la vivienda, pero sí podemos ampliar de forma sostenida el parque público”, afirmó Esteban, quien recordó que España dedica a vivienda social una proporción de su parque residencial muy inferior a la media europea.",
                    "El reparto de los fondos entre las comunidades autónomas se acordará en la próxima conferencia sectorial, prevista para enero. Las regiones que quieran acceder a ellos deberán aportar al menos un 30 % de la financiación y comprometerse a que las viviendas construidas mantengan la protección pública de forma permanente.",
                    "Las organizaciones de inquilinos consideraron el plan “insuficiente” ante la escalada de los alquileres en las grandes ciudades, mientras que la patronal de promotores celebró el sistema de avales, aunque pidió agilizar la concesión de licencias, que en algunos municipios se prolonga más de dos años.",
                    "El principal partido de la oposición calificó la iniciativa de “anuncio electoral” y reclamó una rebaja fiscal para quienes compran su primera vivienda.",
                ],
                "wire-dateline-yoast-person-atn",
                section="espana",
                dek="El plan prevé 60.000 viviendas de alquiler a precio limitado y avales para menores de 35 años",
                tag=True,
            )
        )
        add(
            story(
                "sequia",
                "/espana/2026-12-04/embalses-andaluces-caen-24-otono-mas-seco/",
                "Los embalses andaluces caen al 24 % tras el otoño más seco en una década",
                "2026-12-04",
                "2026-12-04T09:40:00+00:00",
                "12/04/2026 09:40 UTC",
                [],
                [
                    "Sevilla, 4 dic (ATN).- Los embalses de Andalucía se encuentran al 24 % de su capacidad, su nivel más bajo para un mes de diciembre desde 2015, después de un otoño en el que las lluvias se han quedado en menos de la mitad de lo habitual, según los datos publicados este viernes por la Junta.",
                    "La situación es especialmente delicada en la cuenca del Guadalquivir, cuyos pantanos almacenan 1.930 hectómetros cúbicos, apenas un 23 % del total, y en la comarca del Campo de Gibraltar, donde los ayuntamientos ya han empezado a reducir la presión del agua durante la noche para limitar las pérdidas en la red.",
                    "FIG: Embalse con poca agua | Vista del embalse de Iznájar, en la provincia de Córdoba, esta semana. ATN/Rafael Peña",
                    "El consejero de Agricultura, Francisco Roldán, avanzó que el Gobierno andaluz aprobará la próxima semana un decreto de sequía que incluirá obras de emergencia por valor de 120 millones de euros, entre ellas la conexión de varios embalses de la provincia de Málaga y la instalación de plantas desaladoras portátiles en la costa de Huelva.",
                    "Los regantes, que ya vieron recortada su dotación a la mitad el pasado verano, advierten de que si no llueve antes de febrero la campaña de 2027 podría quedar en el aire. “Hay explotaciones de cítricos y de olivar que no aguantarían otro año así”, señaló el presidente de una comunidad de regantes de la Vega de Sevilla, Manuel Cabrera.",
                    "Los meteorólogos prevén un cambio de tiempo a partir del martes, con la llegada de una borrasca atlántica que podría dejar precipitaciones generalizadas en el oeste de la comunidad, aunque insisten en que harían falta varias semanas de lluvias continuadas para revertir la tendencia.",
                ],
                "wire-dateline-photo-caption",
                section="espana",
            )
        )
        add(
            story(
                "colombia",
                "/america/2026-12-02/pescadores-cartagena-siembran-corales/",
                "Los pescadores de Cartagena que siembran corales para salvar su mar",
                "2026-12-02",
                "2026-12-02T15:30:00+00:00",
                "12/02/2026 15:30 UTC",
                [],
                [
                    "Cartagena de Indias (Colombia), 2 dic (ATN).- Cada mañana, antes de que el sol caliente demasiado el agua, Wilson Barrios se sumerge a seis metros de profundidad frente a las islas del Rosario con una bolsa de malla en la mano. Dentro lleva pequeños fragmentos de coral cuerno de ciervo que ha cultivado durante meses en un vivero submarino y que ahora fija, uno a uno, sobre el arrecife dañado.",
                    "Barrios, de 47 años, fue pescador durante tres décadas, como su padre y su abuelo. Hoy forma parte de una cooperativa de 28 antiguos pescadores de la comunidad de Orika que se dedican a restaurar los arrecifes que ellos mismos ayudaron a deteriorar. “Antes sacábamos todo lo que podíamos. Ahora sabemos que, si el coral se muere, se acaba el pescado y se acaba el pueblo”, dice mientras se quita las aletas en la cubierta de una lancha.",
                    "## Un vivero bajo el agua",
                    "El proyecto comenzó en 2021 con el apoyo de una fundación ambiental y de la universidad local. Los pescadores recibieron formación en buceo y en técnicas de jardinería coralina, un método en el que se cortan pequeños fragmentos de colonias sanas, se cuelgan de estructuras de tubo con forma de árbol y, cuando alcanzan un tamaño suficiente, se trasplantan al arrecife.",
                    "En cinco años la cooperativa ha sembrado más de 40.000 fragmentos en unas tres hectáreas de fondo marino. Según las mediciones de los biólogos que acompañan la iniciativa, la supervivencia de los trasplantes ronda el 70 %, una cifra alta para una especie tan sensible al aumento de la temperatura del agua.",
                    "FIG: Buzo sembrando coral | Un miembro de la cooperativa fija fragmentos de coral en el arrecife. ATN/Camilo Rey",
                    "## El calor, la mayor amenaza",
                    "El episodio de blanqueamiento masivo que sufrió el Caribe en 2023 y 2024 fue una dura prueba. “Perdimos casi una cuarta parte de lo que habíamos sembrado en pocas semanas”, recuerda la bióloga Daniela Osorio, coordinadora científica del proyecto. Desde entonces, el equipo selecciona las colonias que mejor resistieron aquel verano para usarlas como madres de los nuevos fragmentos.",
                    "La restauración también se ha convertido en una fuente de ingresos. Los turistas que llegan desde Cartagena pueden acompañar a los buzos en jornadas de siembra, y parte de lo que pagan financia los salarios de la cooperativa. Para muchas familias de Orika es la primera vez que cuentan con un ingreso fijo a lo largo de todo el año.",
                    "Barrios no se hace ilusiones. Sabe que sus corales no bastarán si el mar sigue calentándose. Pero cuando bucea sobre la zona que plantó hace cuatro años, donde ahora vuelven a verse peces loro y langostas, asegura que merece la pena. “Esto es lo que les voy a dejar a mis nietos”, dice.",
                ],
                "servicio-especial-credit-no-person",
                section="america",
                credit="ATN (Servicio especial)",
            )
        )
        add(
            story(
                "rural",
                "/espana/2026-12-03/soria-provincia-convence-maestros-quedarse/",
                "Soria, la provincia que convence a sus maestros para quedarse",
                "2026-12-03",
                "2026-12-03T07:00:00+00:00",
                "12/03/2026 07:00 UTC",
                ["Ana Ruiz"],
                [
                    "Soria, 3 dic (ATN).- Cuando Laura Gimeno aprobó las oposiciones de magisterio en 2022 y vio que su primer destino era un colegio rural agrupado en la comarca de Tierras Altas, pensó que duraría un curso. Tres años después sigue allí, ha comprado una casa en San Pedro Manrique y no tiene intención de marcharse. “Me quedé por los niños y por el pueblo, pero también porque aquí me lo pusieron fácil”, resume.",
                    "Gimeno es una de las 143 maestras y maestros que se han acogido en los últimos cuatro años al programa con el que la Diputación de Soria intenta frenar la rotación constante de docentes en la provincia menos poblada de España.",
                    "## Vivienda, transporte y comunidad",
                    "El plan, que cuesta unos 900.000 euros al año, ofrece a los profesores que se comprometen a permanecer al menos tres cursos en una escuela rural una vivienda municipal por un alquiler simbólico, una ayuda para el transporte y acceso preferente a las plazas de escuela infantil para sus hijos. Los ayuntamientos, por su parte, se encargan de organizar una acogida que va desde una comida con los vecinos hasta la presentación de las asociaciones del pueblo.",
                    "“Durante años el problema no era que no llegaran maestros, sino que se iban en cuanto podían”, explica el diputado provincial de Educación, Óscar Lapeña. Antes de la puesta en marcha del programa, casi seis de cada diez docentes de los colegios rurales pedían traslado al terminar su primer año. En el último curso la proporción ha bajado a dos de cada diez.",
                    "## Escuelas que no cierran",
                    "La estabilidad de las plantillas ha tenido un efecto que las familias notan en el día a día. En el colegio de Gimeno, donde conviven en la misma aula alumnos de tres a doce años, los niños llevan tres cursos con la misma tutora, algo impensable hace una década. “Antes cada septiembre era empezar de cero; ahora los profesores conocen a las familias y se implican en la vida del pueblo”, cuenta Rosa Blasco, madre de dos alumnos.",
                    "Al mismo tiempo, la llegada de docentes jóvenes ha ayudado a que algunas escuelas sigan abiertas. En la provincia hay 19 centros con menos de diez alumnos, y la normativa autonómica permite mantenerlos con un mínimo de cuatro. En dos de ellos, los hijos de los propios maestros han permitido alcanzar esa cifra.",
                    "## Un modelo con límites",
                    "Los sindicatos de enseñanza reconocen los resultados, pero advierten de que el programa depende de la voluntad de cada ayuntamiento y de que no todos los pueblos disponen de viviendas en condiciones. Reclaman además que la Junta reconozca la docencia en aulas multigrado con un complemento salarial específico, como ya ocurre en otras comunidades.",
                    "Otras provincias de la llamada España vaciada, como Teruel, Cuenca o Zamora, han pedido información a la Diputación soriana para estudiar iniciativas similares. Gimeno, mientras tanto, ya ha convencido a una compañera de promoción para que pida destino en la comarca el próximo curso.",
                ],
                "signed-feature-por-byline",
                section="espana",
                byline="Por Ana Ruiz",
                tag=True,
            )
        )
        add(
            story(
                "entrevista",
                "/ciencia/2026-12-04/lucia-herrera-vulcanologa-entrevista/",
                "Lucía Herrera, vulcanóloga: “La población canaria está mejor preparada que hace cinco años”",
                "2026-12-04",
                "2026-12-04T10:20:00+00:00",
                "12/04/2026 10:20 UTC",
                ["Javier Ortega"],
                [
                    "Santa Cruz de Tenerife, 4 dic (ATN).- La vulcanóloga Lucía Herrera (Las Palmas de Gran Canaria, 1979) dirige desde el pasado mes de junio la red de vigilancia sísmica de Canarias. En una entrevista con ATN repasa el aumento de la actividad registrada este otoño bajo Tenerife y pide no confundir los datos con una señal de erupción inminente.",
                    "Q: Este otoño se han registrado más de 2.000 pequeños terremotos bajo Tenerife. ¿Debe preocuparse la población? || No debe alarmarse, pero sí estar informada. La inmensa mayoría de esos terremotos tienen magnitudes inferiores a 1,5 y solo se detectan con instrumentos. Lo que vemos es compatible con un sistema volcánico activo que se reajusta, algo que ya ha ocurrido otras veces sin que terminara en una erupción.",
                    "Q: ¿Qué señales les harían cambiar el nivel de alerta? || Buscamos la combinación de varios indicadores: terremotos cada vez más superficiales, una deformación del terreno medible y cambios en la composición de los gases que emite el volcán. Uno solo de esos parámetros no es suficiente. Hoy ninguno de ellos ha superado los umbrales que nos hemos marcado.",
                    "Q: Tras la erupción de La Palma de 2021, ¿qué ha cambiado en la vigilancia? || Muchísimo. Tenemos el triple de estaciones sísmicas que entonces, una red de GPS que nos da datos de deformación casi en tiempo real y drones para medir gases en zonas de difícil acceso. Y, sobre todo, hay una coordinación mucho más estrecha con Protección Civil y con los ayuntamientos.",
                    "Q: ¿Y la población? || Creo que está mejor preparada que hace cinco años. La gente sabe qué es un semáforo volcánico y conoce sus rutas de evacuación. Lo que más nos preocupa ahora son los bulos: cada vez que hay un enjambre sísmico circulan vídeos antiguos o predicciones sin ningún fundamento.",
                    "Q: ¿Cómo se combaten esos bulos? || Con información constante y en un lenguaje que se entienda. Publicamos un boletín semanal y respondemos en las redes sociales a las dudas de los vecinos. Si la población confía en las fuentes oficiales, es más difícil que cale la desinformación.",
                    "Q: ¿Veremos una erupción en Tenerife en los próximos años? || Nadie puede responder a eso con honestidad. Es una isla volcánica activa y algún día volverá a entrar en erupción. Lo que sí puedo garantizar es que, si ocurre, tendremos señales con antelación y tiempo para actuar.",
                ],
                "signed-interview-qa",
                section="ciencia",
                byline="Por Javier Ortega",
            )
        )
        add(
            story(
                "balonmano",
                "/deportes/2026-12-05/espana-vence-noruega-semifinales-mundial-balonmano/",
                "España vence a Noruega y se cita con Dinamarca en las semifinales del Mundial de balonmano",
                "2026-12-05",
                "2026-12-04T23:35:00+00:00",
                "12/04/2026 23:35 UTC",
                [],
                [
                    "Herning (Dinamarca), 5 dic (ATN).- La selección española femenina de balonmano se clasificó este viernes para las semifinales del Campeonato del Mundo tras vencer a Noruega, una de las grandes favoritas, por 27-25 en un partido que se decidió en los últimos cinco minutos gracias a las paradas de la portera Irene Calvo.",
                    "Las Guerreras, que se marcharon al descanso con dos goles de desventaja (12-14), cambiaron el partido en la segunda mitad con una defensa más adelantada que obligó a las noruegas a precipitar sus ataques. La extremo Nerea Salcedo, con ocho goles, fue la máxima anotadora del encuentro, y la central Carla Muñiz dirigió con acierto el juego ofensivo en los momentos de mayor tensión.",
                    "Con 24-24 a falta de cinco minutos, Calvo detuvo un lanzamiento de siete metros y dos contraataques consecutivos, y España encadenó un parcial de 3-1 que dejó el partido prácticamente sentenciado. El pabellón de Herning, con cerca de 9.000 espectadores, despidió a las jugadoras españolas con una ovación.",
                    "“Hemos creído hasta el final. Sabíamos que si aguantábamos en defensa íbamos a tener nuestras opciones”, declaró el seleccionador, Jorge Alcaraz, que destacó el trabajo de un grupo con una media de edad de apenas 24 años.",
                    "España se medirá el domingo a la anfitriona, Dinamarca, que se impuso con claridad a Francia (31-24) en el otro cruce de cuartos. La final y el partido por el bronce se disputarán el martes en el mismo escenario.",
                ],
                "utc-stamp-next-day-madrid",
                section="deportes",
            )
        )
        add(
            story(
                "mexico",
                "/america/2026-12-04/ciudad-mexico-inaugura-corredor-ciclista-42-kilometros/",
                "Ciudad de México inaugura un corredor ciclista de 42 kilómetros",
                "2026-12-04",
                "2026-12-04T19:50:00+00:00",
                "12/04/2026 19:50 UTC",
                [],
                [
                    "Ciudad de México, 4 dic (ATN).- Las autoridades de la Ciudad de México inauguraron este viernes un corredor ciclista confinado de 42 kilómetros que conecta el Centro Histórico con el sur de la capital a lo largo de la calzada de Tlalpan, la ciclovía más larga construida hasta ahora en el país.",
                    "La obra, en la que se invirtieron 1.150 millones de pesos (unos 57 millones de dólares), incluye carriles separados del tráfico por bolardos de concreto, 38 intersecciones con semáforos exclusivos para bicicletas y 12 estacionamientos vigilados junto a estaciones de metro y de tren ligero.",
                    "“Queremos que moverse en bicicleta deje de ser un acto de valentía”, dijo durante el acto de inauguración la secretaria de Movilidad capitalina, Gabriela Torres, quien recordó que en la capital mexicana se realizan cada día cerca de 340.000 viajes en bicicleta, casi el doble que hace cinco años.",
                    "El corredor forma parte de un plan que prevé sumar 300 kilómetros de infraestructura ciclista antes de 2030. Las autoridades calculan que la nueva vía será utilizada por unas 25.000 personas al día y que ayudará a descongestionar la línea 2 del metro, una de las más saturadas de la red.",
                    "Colectivos de ciclistas celebraron la apertura, aunque pidieron reforzar la vigilancia para evitar que automovilistas y vendedores ambulantes invadan el carril, un problema que afecta a otras ciclovías de la ciudad. Organizaciones vecinales de Coyoacán y Tlalpan, por su parte, se quejaron de la reducción de carriles para automóviles durante los meses de obra.",
                ],
                "wire-americas",
                section="america",
            )
        )
        add(
            story(
                "multa",
                "/economia/2026-12-04/bruselas-multa-210-millones-naviera-pactar-precios/",
                "Bruselas multa con 210 millones a una naviera por pactar precios de transporte",
                "2026-12-04",
                "2026-12-04T12:18:00+00:00",
                "12/04/2026 12:18 UTC",
                [],
                [
                    "Bruselas, 4 dic (ATN).- La Comisión Europea impuso este viernes una multa de 210 millones de euros a la naviera Navimar Cargo por haber pactado con otras dos compañías, entre 2018 y 2023, los recargos por combustible en las rutas de contenedores entre el norte de Europa y el Mediterráneo.",
                    "Las otras dos empresas implicadas evitaron la sanción al acogerse al programa de clemencia y colaborar con la investigación. Navimar Cargo dispone de dos meses para recurrir la decisión ante el Tribunal General de la UE.",
                ],
                "two-paragraph-brief-no-jsonld",
                section="economia",
                nold=True,
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("ultimas", "Últimas noticias"), ("agenda", "Agenda"))
        )
        nav += "".join(f'<li class="menu-item"><a href="/{s}/">{esc(t)}</a></li>' for s, t in SECT.items())
        heads = [
            f"<title>{esc(doc.title)} - Agencia ATN</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:locale" content="es_ES" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Agencia ATN" />',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article" />')
            heads.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            heads.append(f'<meta name="author" content="{esc(doc.authors[0] if doc.authors else "ATN")}" />')
            if not doc.extra.get("nold"):
                person = doc.authors[0] if doc.authors else "ATN"
                pid = f"{self.origin}/#/schema/person/{zlib.crc32(person.encode()):x}"
                graph = [
                    {
                        "@type": "NewsArticle",
                        "@id": f"{self.url(doc.key)}#article",
                        "isPartOf": {"@id": self.url(doc.key)},
                        "author": {"name": person, "@id": pid},
                        "headline": doc.title,
                        "datePublished": doc.iso,
                        "dateModified": doc.iso,
                        "articleSection": [SECT[doc.section]],
                        "inLanguage": "es",
                        "publisher": {"@id": f"{self.origin}/#organization"},
                    },
                    {
                        "@type": "WebPage",
                        "@id": self.url(doc.key),
                        "url": self.url(doc.key),
                        "name": f"{doc.title} - Agencia ATN",
                        "datePublished": doc.iso,
                    },
                    {
                        "@type": "Organization",
                        "@id": f"{self.origin}/#organization",
                        "name": "Agencia ATN",
                        "url": f"{self.origin}/",
                    },
                    {
                        "@type": "Person",
                        "@id": pid,
                        "name": person,
                        "url": f"{self.origin}/autor/{person.lower().replace(' ', '-')}/",
                    },
                ]
                heads.append(
                    f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
                )
        else:
            heads.append('<meta property="og:type" content="website" />')
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="index, follow, max-image-preview:large" />
{chr(10).join(heads)}
<meta name="generator" content="WordPress 6.6.2" />
<link rel="alternate" type="application/rss+xml" title="Agencia ATN &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="newspack-style-css" href="/wp-content/themes/newspack-theme/style.css?ver=2.3.1" media="all" />
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ATN000000"></script>
</head>
<body class="{"post-template-default single single-post single-format-standard" if doc.is_article else "archive"} newspack-theme">
<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" role="dialog"><div class="cmplz-title">Gestionar el consentimiento de cookies</div><div class="cmplz-message">Utilizamos cookies propias y de terceros para fines analíticos y para mostrarte publicidad personalizada en base a un perfil elaborado a partir de tus hábitos de navegación.</div><button class="cmplz-accept">Aceptar</button> <button class="cmplz-deny">Denegar</button> <a href="/politica-de-cookies/">Política de cookies</a></div>
<header id="masthead" class="site-header">
<div class="top-header-contain"><span class="date">Sábado, 5 de diciembre de 2026</span> <a href="https://www.agenciaatn.test/english/">English</a> <a href="https://www.agenciaatn.test/portugues/">Português</a> <a href="https://clientes.agenciaatn.test/">Área de clientes</a></div>
<div class="site-branding">{self.a("home", "Agencia ATN", "nav", attrs='class="custom-logo-link" rel="home"')}</div>
<nav id="site-navigation" class="main-navigation"><ul id="menu-primary" class="menu">{nav}</ul></nav>
</header>
<div id="content" class="site-content">
{main}
<aside id="secondary" class="widget-area">
<section class="widget"><h2 class="widget-title">Lo más leído</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("balonmano", "vivienda", "entrevista"))}</ul></section>
<section class="widget"><h2 class="widget-title">{self.a("agenda", "Agenda informativa de mañana", "aside")}</h2></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-widgets"><ul><li>{self.a("about", "Quiénes somos", "footer")}</li><li>{self.a("legal", "Aviso legal", "footer")}</li><li><a href="/politica-de-cookies/">Política de cookies</a></li><li><a href="/politica-de-privacidad/">Privacidad</a></li><li>{self.a("search", "Buscar", "footer")}</li><li><a href="mailto:redaccion@agenciaatn.test">Contacto</a></li></ul></div>
<div class="social"><a href="https://x.com/agencia_atn">X</a> <a href="https://www.facebook.com/agenciaatn">Facebook</a> <a href="https://www.youtube.com/@agenciaatn">YouTube</a> <a href="https://www.instagram.com/agenciaatn/">Instagram</a></div>
<div class="site-info">© 2026 Agencia ATN, S.A. Todos los derechos reservados. Queda prohibida la reproducción total o parcial de los contenidos sin autorización.</div>
</footer>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/themes/newspack-theme/js/dist/amp-fallback.js?ver=2.3.1" id="newspack-amp-fallback-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            name = doc.authors[0]
            who = self.a("author", name, "byline", attrs=FN) if name == "Ana Ruiz" else esc(name)
            byline = f'<span class="byline"><span class="author-prefix">Por</span> <span class="author vcard">{who}</span></span>'
        else:
            credit = doc.extra.get("credit", "ATN")
            byline = f'<span class="byline"><span class="author vcard"><a class="url fn n" href="/autor/atn/">{esc(credit)}</a></span></span>'
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<span class="tags-links"><span>Etiquetas:</span> {self.a("tag", "Vivienda", "content", attrs=TAGREL)} <a href="/tag/jovenes/" rel="tag">Jóvenes</a></span>'
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<div class="jp-relatedposts-post">{self.a(k, self.docs[k].title, "related")}<span class="jp-relatedposts-post-date">{self.docs[k].stamp}</span></div>'
            for k in rel
        )
        url = esc(self.url(doc.key))
        return f"""<main id="main" class="site-main">
<article id="post-{len(doc.path) * 977}" class="post type-post status-publish format-standard has-post-thumbnail entry">
<header class="entry-header">
<span class="cat-links"><a href="/{doc.section}/">{esc(SECT[doc.section])}</a></span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
<div class="entry-meta">{byline}<span class="posted-on"><time class="entry-date published" datetime="{doc.iso}">{doc.stamp}</time></span></div>
<div class="sharedaddy sd-sharing-enabled"><ul><li><a class="share-x" href="https://x.com/intent/tweet?url={url}">X</a></li><li><a class="share-facebook" href="https://www.facebook.com/sharer.php?u={url}">Facebook</a></li><li><a class="share-whatsapp" href="https://api.whatsapp.com/send?text={url}">WhatsApp</a></li><li><a class="share-email" href="mailto:?subject={esc(doc.title)}">Correo</a></li></ul></div>
</header>
<div class="entry-content">
{self.blocks(doc, fig=self.fig)}
</div>
<footer class="entry-footer">{tags}</footer>
</article>
<div class="newspack-newsletters-signup"><p>Suscríbase al boletín diario de ATN y reciba cada mañana las noticias más importantes.</p><form action="https://boletin.agenciaatn.test/alta"><input type="email" name="email" placeholder="Correo electrónico"><button>Suscribirme</button></form></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline">Relacionado</h3>{related}</div>
</main>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2026/12/{len(alt) * 31}.jpg" alt="{esc(alt)}" /><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="post type-post entry"><div class="entry-wrapper"><span class="cat-links">{esc(SECT[d.section])}</span><h2 class="entry-title">{self.a(k, d.title, "content", attrs=BOOKMARK)}</h2><div class="entry-meta"><time class="entry-date published" datetime="{d.iso}">{d.stamp}</time></div><p class="excerpt">{esc(self.lede(d))}</p></div></article>'
            )
        head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="taxonomy-description">{esc(doc.extra["bio"])}</div>'
        if doc.kind == "search":
            head += '<form role="search" class="search-form" action="/"><input type="search" name="s" value="sequia"><button>Buscar</button></form>'
        head += "</header>"
        nav = ""
        if doc.extra.get("more"):
            nav = f'<nav class="navigation pagination"><div class="nav-links"><span class="page-numbers current">1</span> {self.a(doc.extra["more"], "2", "pagination", attrs=PN)} <a class="page-numbers" href="/ultimas-noticias/page/3/">3</a> {self.a(doc.extra["more"], "Siguiente", "pagination", attrs=NEXT)}</div></nav>'
        if doc.key == "ultimas2":
            nav = f'<nav class="navigation pagination"><div class="nav-links">{self.a("ultimas", "Anterior", "pagination", attrs=PREV)} {self.a("ultimas", "1", "pagination", attrs=PN)} <span class="page-numbers current">2</span> <a class="page-numbers" href="/ultimas-noticias/page/3/">3</a></div></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="wp-block-group home-bottom"><h2>{self.a("agenda", "Agenda informativa", "content")}</h2><p>{self.a("ultimas", "Todas las últimas noticias", "content")} · {self.a("tag", "Vivienda", "content")} · {self.a("author", "Firmas: Ana Ruiz", "content")}</p></section>'
        return f'<main id="main" class="site-main">{head}<div class="wp-block-newspack-blocks-homepage-articles">{"".join(items)}</div>{nav}{extra}</main>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "agenda":
            return f'<main id="main" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-meta"><span class="posted-on">Actualizada: 12/04/2026 17:00 UTC</span></div></header><div class="entry-content agenda">\n{self.blocks(doc)}\n</div></article></main>'
        return f'<main id="main" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc)}\n</div></article></main>'
