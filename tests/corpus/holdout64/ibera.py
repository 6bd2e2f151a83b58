# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Agencia Ibera: a Spanish news agency's own site, modelled on EFE's WordPress site (`/espana/2026-12-04/<slug>/`,
`/espana/page/2/`, `/tag/…/`, `/autor/…/`, `/?s=`, `/multimedia/videos/…`, `/multimedia/fotos/…`, `/servicios/`),
Spanish, UTF-8. Wire copy as printed: the dateline "Madrid, 4 dic (IBERA).-" opens the first paragraph (body);
the copy ends with the editors' initials ("ara/mgs") and the credit "(c) Agencia IBERA" as plain `<p>`s inside
`.entry-content` (not body). Bylines: the WordPress author "Redacción IBERA" on unsigned copy (a desk: no person);
"Marta Gil", "Lucía Ferrer y Daniel Soto", "Sergio Navas" at the top of signed pieces; the Soria feature shows the
desk at the top and is signed "Ana Ruiz" on its own last line (the author; the line is not body). Times are printed
"04/12/2026 - 11:05 CET" (Madrid, +01:00); Yoast's `@graph` carries them in **UTC** (`+00:00`), so the interview
published at 00:15 CET on 3 Dec is "2026-12-02T23:15:00+00:00" there; the Bogotá brief (dateline "3 dic", local
date) went out at 01:30 CET on 4 Dec: label 4 Dec. Yoast names only the first of two authors. Multimedia pages
(a video with a one-line text, a photo gallery) and the client "Servicios" page are not articles."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["vivienda", "bogota", "soria", "entrevista", "paro", "cultura", "deportes", "incendio"]
CREDIT = "(c) Agencia IBERA"
DESK = "Redacción IBERA"
PN, PN_NEXT, PN_PREV = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'


def utc(local: str) -> str:
    """'2026-12-04T11:05:32' in Madrid (CET, +01:00) -> Yoast's '2026-12-04T10:05:32+00:00'."""
    return (datetime.fromisoformat(local) - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def slug(text: str) -> str:
    return text.lower().translate(str.maketrans("áéíóúñ", "aeioun")).replace(" ", "-")


def printed(local: str) -> str:
    d = datetime.fromisoformat(local)
    return d.strftime("%d/%m/%Y - %H:%M") + " CET"


class Ibera(Base):
    origin = "https://www.agenciaibera.test"
    name = "Agencia Ibera"
    prefix = "ibe"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ibe",
            [
                ".site-header",
                ".entry-header",
                ".entry-content",
                ".entry-meta",
                ".ibera-card",
                ".widget_recent_entries",
                ".site-footer",
                ".cmplz-cookiebanner",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Agencia Ibera",
                "wp-agency-home",
                list=["vivienda", "incendio", "soria", "bogota", "paro", "entrevista", "cultura", "deportes"],
            )
        )
        add(
            page(
                "espana",
                "/espana/",
                "section",
                "España",
                "wp-category",
                list=["vivienda", "incendio", "soria"],
                more="espana2",
            )
        )
        add(
            page(
                "espana2",
                "/espana/page/2/",
                "section",
                "España",
                "wp-category-page2",
                list=["paro", "cultura", "deportes"],
                prev="espana",
            )
        )
        add(page("tag", "/tag/vivienda/", "tag", "Vivienda", "wp-tag", list=["vivienda", "soria"]))
        add(
            page(
                "author",
                "/autor/ana-ruiz/",
                "author",
                "Ana Ruiz",
                "wp-author-archive",
                list=["soria"],
                bio="Periodista de la delegación de IBERA en Castilla y León. Escribe sobre el mundo rural, la despoblación y la educación.",
            )
        )
        add(
            page(
                "search",
                "/?s=vivienda",
                "search",
                "Resultados de búsqueda: vivienda",
                "wp-search",
                list=["vivienda", "soria"],
            )
        )
        add(
            page(
                "video",
                "/multimedia/videos/2026-12-04/olas-de-hasta-nueve-metros-azotan-la-costa-gallega/",
                "video",
                "Olas de hasta nueve metros azotan la costa gallega",
                "multimedia-video-one-line",
                [
                    "La borrasca mantiene en alerta naranja el litoral de A Coruña y Lugo, donde el oleaje ha obligado a cerrar paseos marítimos."
                ],
                when="2026-12-04T09:40:00",
            )
        )
        add(
            page(
                "fotos",
                "/multimedia/fotos/2026-12-03/el-mercadillo-navideno-de-la-plaza-mayor-abre-sus-puertas/",
                "gallery",
                "El mercadillo navideño de la Plaza Mayor abre sus puertas",
                "multimedia-photo-gallery",
                [
                    "FIG: Puestos de la Plaza Mayor | Varias personas recorren los puestos del tradicional mercadillo navideño de la Plaza Mayor de Madrid, este jueves. IBERA/Pablo Serrano",
                    "FIG: Figuras de belén | Un vendedor coloca figuras de belén en su puesto. IBERA/Pablo Serrano",
                    "FIG: Pelucas de colores | Una niña se prueba una peluca de colores, uno de los artículos más vendidos del mercadillo. IBERA/Pablo Serrano",
                    "FIG: Árbol de Navidad | El árbol de Navidad de la plaza, iluminado al caer la tarde. IBERA/Clara Montes",
                    "FIG: Turistas | Un grupo de turistas se fotografía junto a la estatua ecuestre de Felipe III. IBERA/Clara Montes",
                    "FIG: Castañas | Una vendedora prepara castañas asadas en un puesto junto al Arco de Cuchilleros. IBERA/Clara Montes",
                ],
                when="2026-12-03T18:20:00",
            )
        )
        add(
            page(
                "servicios",
                "/servicios/",
                "services",
                "Servicios informativos para medios y empresas",
                "client-services-page",
                [
                    "La Agencia Ibera distribuye cada día más de 2.500 noticias, 1.200 fotografías y 150 vídeos a medios de comunicación, instituciones y empresas de España, América Latina y el resto del mundo.",
                    "## Nuestros servicios",
                    "- Texto: servicios generales en español, inglés y portugués, y servicios temáticos de economía, deportes, cultura y ciencia.",
                    "- Fotografía: cobertura gráfica diaria y acceso al archivo histórico, con más de 20 millones de imágenes.",
                    "- Vídeo: piezas editadas y brutos para televisiones y plataformas digitales, con emisión en directo de los principales acontecimientos.",
                    "- Gráficos e infografías: piezas estáticas y animadas listas para publicar.",
                    "- Audio: boletines horarios y crónicas para emisoras de radio y podcasts.",
                    "## Acceso para clientes",
                    "Los abonados pueden acceder a todos los contenidos a través de la plataforma IBERA Pro o mediante integración por API. Para solicitar una demostración o conocer nuestras tarifas, póngase en contacto con el departamento comercial en comercial@agenciaibera.test o en el teléfono +34 910 000 000.",
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
                    "Última actualización: 15 de octubre de 2026",
                    "El presente sitio web es titularidad de Agencia Ibera, S.A., con domicilio en la calle de Espronceda, 32, 28003 Madrid, inscrita en el Registro Mercantil de Madrid.",
                    "Todos los contenidos de este sitio, incluidos textos, fotografías, vídeos y gráficos, están protegidos por la legislación de propiedad intelectual. Queda prohibida su reproducción, distribución o comunicación pública sin la autorización expresa de Agencia Ibera.",
                    "El uso de este sitio implica la aceptación de las presentes condiciones y de la política de privacidad y de cookies.",
                ],
            )
        )
        add(
            story(
                "vivienda",
                "/espana/2026-12-04/el-precio-de-la-vivienda-usada-sube-un-78-en-noviembre/",
                "El precio de la vivienda usada sube un 7,8 % en noviembre y marca un nuevo máximo",
                "2026-12-04",
                "2026-12-04T11:05:32",
                "",
                [],
                [
                    "Madrid, 4 dic (IBERA).- El precio de la vivienda de segunda mano subió un 7,8 % interanual en noviembre y se situó en 2.214 euros por metro cuadrado, el valor más alto de la serie histórica, según el informe mensual publicado este viernes por el portal inmobiliario Habitalia.",
                    "Las mayores subidas se registraron en Málaga (12,4 %), Baleares (11,1 %) y Madrid (10,3 %), mientras que los precios bajaron ligeramente en Zamora, Ourense y Teruel. En términos mensuales, el precio medio avanzó un 0,6 % respecto a octubre.",
                ],
                "two-paragraph-brief-dateline-credit",
                section="España",
                initials="ara/mgs",
                tag=True,
            )
        )
        add(
            story(
                "bogota",
                "/america/2026-12-04/colombia-decreta-alerta-roja-en-tres-departamentos-por-las-lluvias/",
                "Colombia decreta la alerta roja en tres departamentos por las lluvias",
                "2026-12-04",
                "2026-12-04T01:30:10",
                "",
                [],
                [
                    "Bogotá, 3 dic (IBERA).- La Unidad Nacional para la Gestión del Riesgo de Desastres de Colombia decretó este jueves la alerta roja en los departamentos de Antioquia, Chocó y Santander por las intensas lluvias de los últimos días, que han dejado al menos cuatro muertos y más de 2.300 familias damnificadas.",
                    "El organismo pidió a la población de las zonas ribereñas extremar las precauciones ante el riesgo de crecidas súbitas y deslizamientos de tierra, y anunció el envío de ayuda humanitaria a 18 municipios. Según el Instituto de Hidrología, Meteorología y Estudios Ambientales (Ideam), las precipitaciones continuarán al menos hasta el próximo lunes.",
                ],
                "two-paragraph-brief-local-dateline-day-before-madrid-day",
                section="América",
                initials="jgb/lb",
            )
        )
        add(
            story(
                "soria",
                "/espana/2026-12-04/los-pueblos-de-soria-que-vuelven-a-abrir-su-escuela/",
                "Los pueblos de Soria que vuelven a abrir su escuela",
                "2026-12-04",
                "2026-12-04T08:00:00",
                "",
                ["Ana Ruiz"],
                [
                    "Soria, 4 dic (IBERA).- En el patio de la escuela de Villaseca de Arciel, un pueblo soriano de apenas 70 habitantes, vuelven a oírse gritos infantiles después de casi veinte años de silencio. Ocho niños de entre tres y once años estrenaron el pasado septiembre un aula que el Ayuntamiento rehabilitó con sus propios fondos y con la ayuda de los vecinos.",
                    "«El día que abrimos la puerta lloramos todos, hasta el alcalde», recuerda Pilar Gómez, madre de dos de los alumnos, que se trasladó desde Zaragoza hace dos años con su marido, carpintero, atraída por una vivienda municipal de alquiler a precio reducido.",
                    "Villaseca no es un caso aislado. Según los datos de la Junta de Castilla y León, en la provincia de Soria se han reabierto cinco escuelas rurales en los últimos tres cursos, gracias a la llegada de familias jóvenes, muchas de ellas procedentes de ciudades o de otros países.",
                    "## Una casa, un trabajo y una escuela",
                    "La fórmula se repite en casi todos los casos: el ayuntamiento ofrece una vivienda rehabilitada, los vecinos ayudan a buscar trabajo y, cuando se reúnen al menos cuatro niños en edad escolar, se solicita a la administración educativa la apertura de una unidad.",
                    "«Sin escuela no hay familias, y sin familias el pueblo se muere», resume el alcalde de Villaseca, Julián Hernando, que lleva doce años al frente del consistorio. «Nosotros no teníamos niños, así que decidimos ir a buscarlos».",
                    "FIG: Alumnos en el patio | Alumnos de la escuela de Villaseca de Arciel juegan en el patio durante el recreo. IBERA/Wifredo Sanz",
                    "El ayuntamiento ha rehabilitado en la última década seis viviendas que estaban abandonadas y las alquila por 150 euros al mes. Todas están ocupadas y hay una lista de espera de quince familias.",
                    "La maestra, Elena Martín, de 34 años, imparte clase a los ocho alumnos en una misma aula, con distintos niveles y materiales adaptados. «Es un reto, pero también una oportunidad», explica. «Los mayores ayudan a los pequeños y todos aprenden a trabajar de forma autónoma».",
                    "## Falta de servicios",
                    "Las familias recién llegadas destacan la tranquilidad y el contacto con la naturaleza, pero también señalan las carencias: el centro de salud más cercano está a 25 kilómetros, el autobús pasa dos veces por semana y la conexión a internet sigue siendo irregular en algunas casas.",
                    "«Teletrabajo tres días a la semana y hay mañanas en las que tengo que ir al bar a conectarme», cuenta Tomás Ibáñez, informático de 41 años que llegó desde Valencia con su pareja y su hija.",
                    "La Diputación de Soria asegura que la fibra óptica llegará a todos los municipios de la provincia antes de finales de 2027 y que estudia ampliar el transporte a la demanda, un servicio de autobús que se reserva por teléfono.",
                    "Los expertos advierten, sin embargo, de que estas iniciativas, aunque valiosas, no bastan para revertir la despoblación. Soria ha perdido cerca del 40 % de su población desde 1950 y tiene una densidad de menos de nueve habitantes por kilómetro cuadrado, una de las más bajas de Europa.",
                    "«Cada escuela que se reabre es una buena noticia, pero hace falta una política de Estado que garantice servicios básicos en el medio rural», opina la socióloga Carmen Lafuente, de la Universidad de Valladolid.",
                    "En Villaseca, mientras tanto, ya piensan en el próximo curso. Dos familias han pedido información para instalarse en primavera, y el ayuntamiento busca financiación para rehabilitar otra casa junto a la iglesia.",
                    "«Si vienen, tendremos diez alumnos», dice Hernando con una sonrisa. «Hace cinco años nadie se lo habría creído».",
                ],
                "feature-signer-last-line-desk-on-top",
                section="España",
                signer="Ana Ruiz",
                tag=True,
            )
        )
        add(
            story(
                "entrevista",
                "/cultura/2026-12-03/irene-castano-la-novela-negra-es-el-mejor-espejo-de-una-sociedad/",
                "Irene Castaño: «La novela negra es el mejor espejo de una sociedad»",
                "2026-12-03",
                "2026-12-03T00:15:00",
                "",
                ["Marta Gil"],
                [
                    "Madrid, 3 dic (IBERA).- La escritora gallega Irene Castaño (Lugo, 1978) acaba de publicar «Marea baja» (Ediciones Alcor), la tercera entrega de la serie protagonizada por la inspectora Nieves Barreiro, una novela sobre el narcotráfico en las rías que, según explica en una entrevista con IBERA, nace de «una deuda con la tierra».",
                    "Castaño, que ganó en 2023 el Premio Alcor de Novela Negra, ha vendido más de 200.000 ejemplares de las dos primeras entregas, traducidas ya a nueve idiomas.",
                    "Q: Pregunta: ¿Por qué volver al narcotráfico, un tema tan tratado en Galicia? || Respuesta: Precisamente porque se ha tratado mucho desde fuera y casi siempre desde el espectáculo: las lanchas, las persecuciones, el dinero. A mí me interesaba lo que queda cuando se va la televisión, las familias que siguen viviendo al lado de quien las destrozó, el silencio de los pueblos.",
                    "Q: P: La inspectora Barreiro ha cambiado mucho desde la primera novela. || R: Ha envejecido, como yo. En la primera era una mujer que quería demostrar que valía tanto como sus compañeros; ahora ya no tiene nada que demostrar, pero está más cansada y más sola. Me gusta que los personajes tengan derecho a cambiar de opinión y a equivocarse.",
                    "Q: P: ¿Qué tiene la novela negra que no tengan otros géneros? || R: Creo que es el mejor espejo de una sociedad. Un crimen te obliga a preguntar quién gana, quién pierde, quién mira hacia otro lado. Las grandes novelas negras hablan siempre de dinero y de poder, aunque parezca que hablan de un cadáver.",
                    "Q: P: ¿Escribe pensando en una posible adaptación audiovisual? || R: Intento no hacerlo, aunque es difícil, porque ahora todo el mundo te pregunta por la serie. Los derechos de las dos primeras novelas están vendidos a una productora y hay un guion escrito, pero prefiero no hablar de ello hasta que haya algo seguro. Yo escribo libros, no guiones.",
                    "Q: P: Vive usted en Lugo y no en Madrid o Barcelona. ¿Ha sido un obstáculo? || R: Al principio sí, porque parecía que si no estabas en determinados sitios no existías. Ahora es al revés: los lectores agradecen que escriba desde dentro, con el idioma y los silencios de la gente que conozco. Y yo necesito el mar cerca para pensar.",
                    "Q: P: ¿Habrá una cuarta entrega? || R: Ya estoy tomando notas. Solo puedo decir que Barreiro viajará fuera de Galicia, y que no le va a gustar.",
                ],
                "interview-pregunta-respuesta-utc-previous-day",
                section="Cultura",
                initials="mg/ram",
            )
        )
        add(
            story(
                "paro",
                "/economia/2026-12-02/el-paro-baja-en-12430-personas-en-noviembre-y-la-afiliacion-marca-un-record/",
                "El paro baja en 12.430 personas en noviembre y la afiliación marca un récord",
                "2026-12-02",
                "2026-12-02T09:12:44",
                "",
                [],
                [
                    "Madrid, 2 dic (IBERA).- El número de parados registrados en las oficinas de los servicios públicos de empleo bajó en noviembre en 12.430 personas respecto al mes anterior, hasta un total de 2.395.118 desempleados, según los datos publicados este miércoles por el Ministerio de Trabajo.",
                    "Es la primera vez desde 2007 que el paro desciende en un mes de noviembre, tradicionalmente desfavorable por el fin de la temporada turística. En términos interanuales, el desempleo se ha reducido en 151.204 personas, un 5,9 %.",
                    "Por su parte, la Seguridad Social sumó una media de 41.870 afiliados, hasta alcanzar los 21.912.540 cotizantes, un nuevo máximo histórico.",
                    "Por sectores, el paro bajó sobre todo en servicios (-9.840 personas) y construcción (-2.110), mientras que subió en la agricultura (+1.020) por el final de varias campañas de recolección. Entre los menores de 25 años, el desempleo disminuyó en 3.460 personas.",
                    "El descenso fue generalizado en casi todas las comunidades autónomas. Estas son las que registraron mayores variaciones:",
                    "T: Comunidad | Parados | Variación mensual | Variación anual",
                    "T: Andalucía | 612.408 | -4.120 | -6,2 %",
                    "T: Cataluña | 318.770 | -2.950 | -5,4 %",
                    "T: Comunidad de Madrid | 296.115 | -2.310 | -6,8 %",
                    "T: Comunitat Valenciana | 301.942 | -1.870 | -5,1 %",
                    "T: Baleares | 41.360 | +3.240 | -4,3 %",
                    "Las únicas comunidades en las que aumentó el paro fueron Baleares y Canarias, donde la temporada turística de invierno todavía no ha compensado el cierre de los hoteles de verano.",
                    "Fuentes del Ministerio de Trabajo destacaron que la contratación indefinida representó el 43 % de los contratos firmados en noviembre, frente al 9 % del mismo mes de 2021.",
                    "Los sindicatos celebraron el descenso del paro, aunque advirtieron de que los salarios siguen sin recuperar el poder adquisitivo perdido, mientras que las organizaciones empresariales pidieron reducir las cotizaciones sociales para mantener el ritmo de creación de empleo.",
                ],
                "data-story-table-no-author",
                section="Economía",
                initials="ecm/mgs",
            )
        )
        add(
            story(
                "cultura",
                "/cultura/2026-12-03/caceres-reune-por-primera-vez-la-obra-completa-del-grabador-tomas-varela/",
                "Cáceres reúne por primera vez la obra completa del grabador Tomás Varela",
                "2026-12-03",
                "2026-12-03T13:48:05",
                "",
                ["Lucía Ferrer", "Daniel Soto"],
                [
                    "Cáceres, 3 dic (IBERA).- La Fundación Alcántara inaugura este jueves en Cáceres la primera exposición que reúne la obra gráfica completa de Tomás Varela (1921-1994), el grabador extremeño que retrató durante medio siglo la vida de los pueblos de la Raya con Portugal y que murió prácticamente olvidado.",
                    "La muestra, titulada «Tierra de nadie», reúne 214 grabados, 40 dibujos preparatorios y las tres prensas que el artista utilizó en su taller de Valencia de Alcántara, además de cuadernos, cartas y fotografías cedidos por la familia.",
                    "«Varela es un caso único en el grabado español del siglo XX: trabajó siempre al margen de los circuitos, sin galería y casi sin vender, pero con una calidad técnica extraordinaria», explicó a IBERA la comisaria de la exposición, Rocío Benavente.",
                    "Buena parte de las obras no se había expuesto nunca. Tras la muerte del artista, sus planchas y estampas permanecieron guardadas en cajas en la casa familiar hasta que, en 2019, su sobrina nieta, Laura Varela, se puso en contacto con la fundación.",
                    "«Mi tío abuelo decía que grababa para la gente de la frontera, no para los museos», recordó Laura Varela durante la presentación a los medios. «Creo que le habría hecho gracia ver todo esto colgado en las paredes, aunque seguramente habría protestado por el marco de algún grabado».",
                    "FIG: Grabado de Varela | Una visitante observa uno de los grabados de Tomás Varela en la Fundación Alcántara. IBERA/Jero Morales",
                    "La exposición se organiza en cinco secciones que siguen un orden cronológico, desde los primeros aguafuertes de los años cuarenta, de influencia expresionista, hasta las xilografías de gran formato de los ochenta, en las que el paisaje casi se vuelve abstracto.",
                    "Una de las salas está dedicada al contrabando, uno de los temas recurrentes de Varela, que durante la posguerra retrató a los hombres y mujeres que cruzaban la frontera cargados de café, tabaco o tejidos.",
                    "La fundación ha editado un catálogo razonado de 400 páginas y ha digitalizado todo el fondo, que podrá consultarse en línea a partir de enero.",
                    "La muestra podrá visitarse hasta el 28 de marzo de 2027 y viajará después a Badajoz y a la localidad portuguesa de Portalegre.",
                ],
                "two-authors-y-yoast-first-only",
                section="Cultura",
            )
        )
        add(
            story(
                "deportes",
                "/deportes/2026-12-04/el-ruta-betica-presenta-un-equipo-joven-con-la-vista-puesta-en-la-vuelta/",
                "El Ruta Bética presenta un equipo joven con la vista puesta en la Vuelta",
                "2026-12-04",
                "2026-12-04T14:22:51",
                "",
                ["Sergio Navas"],
                [
                    "Sevilla, 4 dic (IBERA).- El equipo ciclista Ruta Bética presentó este viernes en Sevilla su plantilla para la temporada 2027, la más joven de su historia, con una media de edad de 24 años y el objetivo declarado de lograr una invitación para disputar la Vuelta a España.",
                    "El conjunto andaluz, que compite en la categoría ProTeam desde hace dos temporadas, contará con 22 corredores, ocho de ellos nuevos, entre los que destacan el escalador colombiano Andrés Quintero, procedente de un equipo continental, y el velocista malagueño Hugo Peralta, campeón de España sub-23.",
                    "«Queremos un equipo que ataque, que no tenga miedo y que se deje ver en las carreras», afirmó el director deportivo, José Manuel Carmona, durante el acto, celebrado en el patio del Ayuntamiento.",
                    "El presupuesto del equipo asciende a 6,5 millones de euros, un 20 % más que el año pasado, gracias a la entrada de un nuevo patrocinador, la cadena de supermercados Olivar, que ha firmado un contrato de tres años.",
                    "La temporada comenzará en enero en Mallorca y el equipo tiene previsto participar en una treintena de carreras, entre ellas la Vuelta a Andalucía y la Volta a Catalunya.",
                    "«La Vuelta es el sueño, pero primero tenemos que ganárnosla en la carretera», añadió Carmona, que recordó que el equipo logró el año pasado once victorias, su mejor registro.",
                    "El líder del equipo seguirá siendo el veterano Álvaro Medel, de 33 años, que fue decimocuarto en la Vuelta de 2024 con otro equipo y que ejercerá también de guía para los más jóvenes.",
                ],
                "single-author-top-credit-end",
                section="Deportes",
            )
        )
        add(
            story(
                "incendio",
                "/espana/2026-12-02/un-incendio-en-una-nave-de-paterna-obliga-a-confinar-a-3000-vecinos/",
                "Un incendio en una nave de Paterna obliga a confinar a 3.000 vecinos",
                "2026-12-02",
                "2026-12-02T11:37:20",
                "",
                [],
                [
                    "Valencia, 2 dic (IBERA).- Un incendio declarado en la madrugada de este miércoles en una nave de reciclaje de plásticos del polígono Fuente del Jarro, en Paterna (Valencia), obligó a confinar durante varias horas a unos 3.000 vecinos de dos urbanizaciones cercanas por la densa columna de humo.",
                    "El fuego se originó hacia las 03.40 horas por causas que se investigan y llegó a afectar a una superficie de unos 4.000 metros cuadrados, según informó el Consorcio Provincial de Bomberos de Valencia, que movilizó a doce dotaciones.",
                    "Los bomberos dieron el incendio por controlado a las 10.15 horas, aunque a mediodía continuaban trabajando en la refrigeración de la estructura, parte de la cual se ha derrumbado.",
                    "No hubo que lamentar heridos, ya que la nave se encontraba cerrada en el momento del incendio. Dos bomberos fueron atendidos por inhalación de humo, pero no requirieron hospitalización.",
                    "El Ayuntamiento de Paterna recomendó a los vecinos de las urbanizaciones afectadas mantener puertas y ventanas cerradas y evitar actividades al aire libre hasta que se confirmara que la calidad del aire había vuelto a la normalidad.",
                    "Las mediciones de la red de vigilancia de la calidad del aire no detectaron niveles peligrosos de contaminantes, por lo que el confinamiento se levantó a las 13.00 horas, informó el Centro de Coordinación de Emergencias.",
                    "La empresa propietaria de la nave, dedicada al tratamiento de envases, ya había sufrido un pequeño incendio en 2022. Los vecinos reclamaron al ayuntamiento un mayor control de este tipo de instalaciones, que a su juicio están demasiado cerca de las zonas residenciales.",
                ],
                "news-desk-initials-credit",
                section="España",
                initials="mv/jac",
            )
        )
        for d in self.docs.values():
            if d.is_article:
                d.stamp = printed(d.iso)
                d.extra["local"] = d.iso
                d.iso = utc(d.iso)

    # ---- templates -------------------------------------------------------------------------------------------
    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict[str, object]] = [
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.title} - Agencia Ibera",
                "isPartOf": {"@id": self.origin + "/#website"},
                "inLanguage": "es",
            },
            {
                "@type": "WebSite",
                "@id": self.origin + "/#website",
                "url": self.origin + "/",
                "name": "Agencia Ibera",
                "potentialAction": {"@type": "SearchAction", "target": self.origin + "/?s={search_term_string}"},
            },
            {
                "@type": "Organization",
                "@id": self.origin + "/#organization",
                "name": "Agencia Ibera",
                "url": self.origin + "/",
            },
        ]
        if doc.is_article:
            wp_author = doc.authors[0] if doc.authors and not doc.extra.get("signer") else DESK
            graph[0]["datePublished"] = doc.iso
            graph[0]["dateModified"] = doc.iso
            graph.insert(
                0,
                {
                    "@type": "NewsArticle",
                    "@id": url + "#article",
                    "isPartOf": {"@id": url},
                    "author": {
                        "name": wp_author,
                        "@id": self.origin + "/#/schema/person/" + wp_author.lower().replace(" ", "-"),
                    },
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": [doc.section],
                    "inLanguage": "es",
                },
            )
            graph.append(
                {
                    "@type": "Person",
                    "@id": self.origin + "/#/schema/person/" + wp_author.lower().replace(" ", "-"),
                    "name": wp_author,
                }
            )
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("espana", "España"),
                ("/mundo/", "Mundo"),
                ("/america/", "América"),
                ("/economia/", "Economía"),
                ("/cultura/", "Cultura"),
                ("/deportes/", "Deportes"),
                ("/ciencia/", "Ciencia"),
                ("video", "Vídeos"),
                ("fotos", "Fotos"),
            )
        )
        metas = [
            f"<title>{esc(doc.title)} - Agencia Ibera</title>"
            if doc.key != "home"
            else "<title>Agencia Ibera | Agencia de noticias en español</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:locale" content="es_ES" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Agencia Ibera" />',
        ]
        if doc.is_article:
            metas += [
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
                '<meta property="article:publisher" content="https://www.facebook.com/agenciaibera" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
                f'<meta property="article:modified_time" content="{doc.iso}" />',
                f'<meta name="author" content="{esc(doc.authors[0] if doc.authors and not doc.extra.get("signer") else DESK)}" />',
                '<meta name="twitter:card" content="summary_large_image" />',
                '<meta name="twitter:label1" content="Escrito por" />',
                f'<meta name="twitter:data1" content="{esc(doc.authors[0] if doc.authors and not doc.extra.get("signer") else DESK)}" />',
            ]
        body_class = (
            f"post-template-default single single-post postid-{918000 + len(doc.path)} single-format-standard"
            if doc.is_article
            else "archive category"
            if doc.extra.get("list")
            else "page-template-default page"
        )
        return f"""<!doctype html>
<html lang="es">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v23.6 - https://yoast.com/wordpress/plugins/seo/ -->
{chr(10).join(metas)}
{self.yoast(doc)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Agencia Ibera &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="ibera-style-css" href="{self.origin}/wp-content/themes/ibera/style.css?ver=3.4.1" media="all" />
<style>/*PAD*/</style>
<script id="ibera-ads-js-extra">var iberaAds = {{"section":"{esc(doc.section or doc.kind)}","lang":"es","refresh":"30"}};</script>
<meta name="generator" content="WordPress 6.6.2" />
</head>
<body class="{body_class}">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">Ir al contenido</a>
<header id="masthead" class="site-header">
<div class="top-bar"><span class="top-bar__date">Viernes, 4 de diciembre de 2026</span> <a href="/en/">English</a> <a href="/pt/">Português</a> {self.a("servicios", "Servicios", "nav")} <a href="https://pro.agenciaibera.test/login">Acceso clientes</a></div>
<div class="site-branding"><p class="site-title">{self.a("home", "Agencia Ibera", "nav", attrs='rel="home"')}</p><p class="site-description">Agencia de noticias en español</p></div>
<nav id="site-navigation" class="main-navigation" aria-label="Menú principal"><ul id="primary-menu" class="menu">{nav}</ul></nav>
<form role="search" method="get" class="search-form" action="{self.origin}/"><label><span class="screen-reader-text">Buscar:</span><input type="search" class="search-field" placeholder="Buscar …" name="s" /></label><input type="submit" class="search-submit" value="Buscar" /></form>
</header>
<div id="content" class="site-content">
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_recent_entries"><h2 class="widget-title">Lo más leído</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("vivienda", "incendio", "soria"))}</ol></section>
<section class="widget widget_text"><h2 class="widget-title">Boletín</h2><p>Reciba cada mañana en su correo las noticias más importantes del día.</p><a href="/boletin/">Suscribirse</a></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<nav class="footer-navigation"><ul><li><a href="/quienes-somos/">Quiénes somos</a></li><li>{self.a("servicios", "Servicios", "footer")}</li><li><a href="/delegaciones/">Delegaciones</a></li><li><a href="/trabaja-con-nosotros/">Trabaja con nosotros</a></li><li>{self.a("legal", "Aviso legal", "footer")}</li><li><a href="/politica-de-privacidad/">Política de privacidad</a></li><li><a href="/politica-de-cookies/">Política de cookies</a></li><li><a href="mailto:redaccion@agenciaibera.test">Contacto</a></li></ul></nav>
<div class="footer-social"><a href="https://x.com/agenciaibera">X</a> <a href="https://www.facebook.com/agenciaibera">Facebook</a> <a href="https://www.instagram.com/agenciaibera">Instagram</a> <a href="https://www.youtube.com/@agenciaibera">YouTube</a> <a href="https://t.me/agenciaibera">Telegram</a></div>
<p class="site-info">© Agencia Ibera S.A. 2026. Todos los derechos reservados. Queda prohibida la reproducción total o parcial de los contenidos sin autorización expresa.</p>
</footer>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner banner-1" role="dialog" aria-live="polite"><div class="cmplz-title">Gestionar consentimiento</div><div class="cmplz-message"><p>Utilizamos cookies propias y de terceros para fines analíticos y para mostrarle publicidad personalizada en base a un perfil elaborado a partir de sus hábitos de navegación. Puede aceptar todas las cookies, rechazarlas o configurarlas.</p></div><button class="cmplz-btn cmplz-accept">Aceptar</button> <button class="cmplz-btn cmplz-deny">Rechazar</button> <button class="cmplz-btn cmplz-view-preferences">Configurar</button></div></div>
<script src="{self.origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="{self.origin}/wp-content/themes/ibera/js/navigation.js?ver=3.4.1" id="ibera-navigation-js"></script>
</body>
</html>"""

    def figure(self, alt: str, cap: str) -> str:
        text, _, credit = cap.rpartition(" IBERA/")
        slug = "-".join(alt.lower().split())
        return (
            f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{self.origin}/wp-content/uploads/2026/12/{esc(slug)}-1024x683.jpg" alt="{esc(alt)}" class="wp-image" />'
            f'<figcaption class="wp-element-caption">{esc(text)} <span class="credito-foto">IBERA/{esc(credit)}</span></figcaption></figure>'
        )

    def story_main(self, doc: Doc) -> str:
        if doc.authors and not doc.extra.get("signer"):
            names = [
                self.a("author", a, "byline", attrs='class="url fn n"')
                if a == "Ana Ruiz"
                else f'<a class="url fn n" href="/autor/{esc(a.lower().replace(" ", "-"))}/">{esc(a)}</a>'
                for a in doc.authors
            ]
            by = " y ".join(f'<span class="author vcard">{n}</span>' for n in names)
        else:
            by = f'<span class="author vcard"><a class="url fn n" href="/autor/redaccion-ibera/">{DESK}</a></span>'
        tail = []
        if doc.extra.get("signer"):
            tail.append(f"<p><strong>{esc(doc.extra['signer'])}</strong></p>")
        if doc.extra.get("initials"):
            tail.append(f"<p>{esc(doc.extra['initials'])}</p>")
        tail.append(f"<p>{CREDIT}</p>")
        body = self.blocks(doc, fig=self.figure)
        tags = [(f"/tag/{slug(doc.section)}/", doc.section)]
        if doc.extra.get("tag"):
            tags.insert(0, ("tag", "Vivienda"))
        tag_html = " ".join(self.a(k, t, "content", attrs='rel="tag"') for k, t in tags)
        rel = "".join(
            f'<article class="ibera-card ibera-card--small"><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3><time>{self.docs[k].stamp}</time></article>'
            for k in ARTS
            if k != doc.key
        )
        share = esc(self.url(doc.key))
        local = datetime.fromisoformat(doc.extra["local"]).strftime("%Y-%m-%dT%H:%M:%S+01:00")
        return f"""<article id="post-{918000 + len(doc.path)}" class="post type-post status-publish format-standard has-post-thumbnail hentry category-{slug(doc.section)}">
<header class="entry-header">
<div class="entry-category"><a href="/{slug(doc.section)}/" rel="category tag">{esc(doc.section)}</a></div>
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta"><span class="byline">{by}</span> <span class="posted-on"><time class="entry-date published" datetime="{local}">{doc.stamp}</time></span></div>
<div class="share-buttons share-buttons--top"><a class="share-whatsapp" href="https://api.whatsapp.com/send?text={share}">WhatsApp</a> <a class="share-x" href="https://x.com/intent/tweet?url={share}&amp;via=agenciaibera">X</a> <a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a class="share-telegram" href="https://t.me/share/url?url={share}">Telegram</a> <a class="share-email" href="mailto:?subject={esc(doc.title)}&amp;body={share}">Correo</a></div>
</header>
<div class="entry-content">
{body}
{chr(10).join(tail)}
</div>
<footer class="entry-footer"><span class="tags-links">Etiquetas: {tag_html}</span></footer>
</article>
<div class="ibera-clientes-box"><p>¿Es usted un medio de comunicación? Reciba todas las noticias de IBERA en tiempo real. {self.a("servicios", "Conozca nuestros servicios", "content")}</p></div>
<section class="related-posts"><h2 class="related-posts__title">Te puede interesar</h2>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(
            f'<article class="ibera-card"><span class="ibera-card__cat">{esc(self.docs[k].section)}</span><h2 class="entry-title">{self.a(k, self.docs[k].title, "content")}</h2><div class="entry-summary"><p>{esc(self.lede(self.docs[k]))}</p></div><time class="entry-date">{self.docs[k].stamp}</time></article>'
            for k in doc.extra["list"]
        )
        head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        if doc.kind == "author":
            head = f'<header class="page-header author-header"><h1 class="page-title">{esc(doc.title)}</h1><div class="archive-description"><p>{esc(doc.extra["bio"])}</p></div></header>'
        if doc.kind == "search":
            head += '<p class="search-count">2 resultados</p>'
        if doc.kind == "tag":
            head += '<div class="archive-description"><p>Noticias sobre el mercado de la vivienda, los alquileres y las políticas de acceso a la vivienda.</p></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="navigation pagination" aria-label="Entradas"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a(doc.extra["more"], "2", "pagination", attrs=PN)} <a class="page-numbers" href="/espana/page/3/">3</a> {self.a(doc.extra["more"], "Siguiente »", "pagination", attrs=PN_NEXT)}</div></nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="navigation pagination" aria-label="Entradas"><div class="nav-links">{self.a(doc.extra["prev"], "« Anterior", "pagination", attrs=PN_PREV)} {self.a(doc.extra["prev"], "1", "pagination", attrs=PN)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/espana/page/3/">3</a></div></nav>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="screen-reader-text">Agencia Ibera</h1><h2 class="home-block__title">Última hora</h2>'
            extra = f"""<section class="home-block home-block--multimedia"><h2 class="home-block__title">Multimedia</h2>
<article class="ibera-card ibera-card--video"><span class="ibera-card__cat">Vídeo</span><h3>{self.a("video", self.docs["video"].title, "content")}</h3></article>
<article class="ibera-card ibera-card--fotos"><span class="ibera-card__cat">Fotos</span><h3>{self.a("fotos", self.docs["fotos"].title, "content")}</h3></article></section>
<section class="home-block home-block--temas"><h2 class="home-block__title">Temas</h2>{self.a("tag", "Vivienda", "content")} · {self.a("search", "Buscar: vivienda", "content")} · {self.a("author", "Ana Ruiz", "content")} · {self.a("espana", "España", "content")} · {self.a("espana2", "Más noticias de España", "content")}</section>"""
        return f'<div class="archive-wrap">{head}\n{cards}\n{pager}\n{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind in ("video", "gallery"):
            when = datetime.fromisoformat(doc.extra["when"]).strftime("%d/%m/%Y - %H:%M") + " CET"
            if doc.kind == "video":
                media = f'<div class="ibera-video-player" data-video-id="v-{len(doc.path)}7731"><video controls preload="none" poster="{self.origin}/wp-content/uploads/2026/12/olas-galicia-poster.jpg"><source src="https://video.agenciaibera.test/2026/12/04/olas-galicia.mp4" type="video/mp4"></video><span class="duration">01:12</span></div>\n{self.blocks(doc)}'
            else:
                media = '<div class="ibera-gallery">' + self.blocks(doc, fig=self.figure) + "</div>"
            return f"""<article class="multimedia type-{doc.kind}">
<header class="entry-header"><div class="entry-category"><a href="/multimedia/">Multimedia</a></div><h1 class="entry-title">{esc(doc.title)}</h1><time class="entry-date">{when}</time></header>
{media}
<p class="multimedia-credit">{CREDIT}</p>
<div class="multimedia-more"><h2>Más multimedia</h2>{self.a("fotos" if doc.kind == "video" else "video", self.docs["fotos" if doc.kind == "video" else "video"].title, "related")}</div>
</article>"""
        return f'<article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc)}\n</div></article>'
