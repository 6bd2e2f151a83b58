# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish punctuation and quotes are deliberate)
"""Radio Aurora del Marañón: a community radio station's news blog in Celendín (Cajamarca, Peru) on **Blogger**
with a custom domain (`/2026/12/<slug>.html` with no day, static pages `/p/<slug>.html`, labels
`/search/label/<Label>`, label page 2 `?updated-max=…&max-results=4&start=4&by-date=false`, a monthly archive
`/2026/11/`, `/search?q=`), Spanish, UTF-8. Classic Blogger markup: `date-outer` / `date-header` ("jueves, 3 de
diciembre de 2026"), `post-outer`, `post-title entry-title`, `post-body entry-content`, a footer "Publicado por
<name> a las 9:15 p. m." whose `<abbr class="published" title="…-05:00">` is the only machine-readable time,
"Etiquetas:" labels, the BlogArchive widget, and the page `<title>` "Radio Aurora del Marañón: <post title>". No
JSON-LD, no `og:type`; the author link goes to a blogger.com profile (outside the set), so the site has no author
page of its own. Two posts are published from the station's account ("Publicado por Radio Aurora": no person); the
parish post is published by the parish priest ("P. Julio Chávez": the label drops the "P."). "Quiénes somos" and
"Programación" are static pages in the post template (no date); a post that is one embedded video and one line is
not an article."""

from __future__ import annotations

import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SITE = "Radio Aurora del Marañón"
PROFILES = {
    "Rosa Huamán": "04518273645901827364",
    "Elmer Quispe": "11873645098172635490",
    "P. Julio Chávez": "09182736450918273645",
    "Radio Aurora": "17263549081726354908",
}
DAYS = {
    "2026-12-04": "viernes, 4 de diciembre de 2026",
    "2026-12-03": "jueves, 3 de diciembre de 2026",
    "2026-12-02": "miércoles, 2 de diciembre de 2026",
    "2026-12-01": "martes, 1 de diciembre de 2026",
    "2026-11-30": "lunes, 30 de noviembre de 2026",
    "2026-11-29": "domingo, 29 de noviembre de 2026",
    "2026-11-26": "jueves, 26 de noviembre de 2026",
}
DEC = ["editorial", "carretera", "agua", "video", "adviento", "entrevista"]
NOV = ["vacunas", "sombreros", "papa"]


class Aurora(Base):
    origin = "https://www.radioauroramaranon.test"
    name = SITE
    prefix = "ram"
    language = "es"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ram",
            [
                ".post-outer",
                ".date-header",
                ".post-title",
                ".post-body",
                ".post-footer",
                ".sidebar .widget",
                "#BlogArchive1",
                "#Label1",
                ".blog-pager",
                ".status-msg-wrap",
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
                SITE,
                "blogger-home-jump-breaks",
                list=["editorial", "carretera", "agua", "entrevista"],
            )
        )
        add(
            page(
                "news",
                "/search/label/Noticias",
                "section",
                "Noticias",
                "blogger-label-main-section",
                list=["carretera", "agua", "entrevista", "vacunas"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/search/label/Noticias?updated-max=2026-11-30T10:20:00-05:00&max-results=4&start=4&by-date=false",
                "section",
                "Noticias",
                "blogger-label-updated-max-page2",
                list=["papa"],
                prev="news",
            )
        )
        add(
            page(
                "tag",
                "/search/label/Celend%C3%ADn",
                "tag",
                "Celendín",
                "blogger-label",
                list=["agua", "entrevista", "sombreros"],
            )
        )
        add(
            page(
                "archive",
                "/2026/11/",
                "archive",
                "noviembre 2026",
                "blogger-month-archive",
                list=["vacunas", "sombreros", "papa"],
            )
        )
        add(page("search", "/search?q=agua", "search", "agua", "blogger-search", list=["editorial", "agua"]))
        add(
            page(
                "about",
                "/p/quienes-somos.html",
                "about",
                "Quiénes somos",
                "blogger-static-page",
                [
                    "Radio Aurora del Marañón 101.3 FM es una emisora comunitaria sin fines de lucro que transmite desde Celendín, Cajamarca, desde 1994. Nació por iniciativa de la parroquia Virgen del Carmen y de las rondas campesinas de la provincia, con el fin de dar voz a las comunidades del valle del Marañón.",
                    "Nuestra programación se transmite en castellano y llega a las provincias de Celendín, Hualgayoc y parte de Chachapoyas. Informamos sobre la vida de nuestras comunidades, la agricultura, la salud, la educación y la fe, y acompañamos a nuestros oyentes con música andina y campañas de servicio social.",
                    "## Nuestro equipo",
                    "- Rosa Huamán Vásquez, directora de prensa",
                    "- Elmer Quispe Chávez, reportero y locutor",
                    "- P. Julio Chávez Rojas, asesor pastoral",
                    "- Corresponsales voluntarios en Sucre, Huasmín, Sorochuco y José Gálvez",
                    "## Contacto",
                    "Jr. Dos de Mayo 548, Celendín. Teléfono de cabina: 076 555 214. Correo: prensa@radioauroramaranon.test",
                ],
            )
        )
        add(
            page(
                "schedule",
                "/p/programacion.html",
                "schedule",
                "Programación",
                "blogger-static-page-table",
                [
                    "T: Horario | Programa | Conduce",
                    "T: 5:00 a. m. | Despertar Campesino | Elmer Quispe",
                    "T: 7:00 a. m. | Aurora Noticias, primera edición | Rosa Huamán",
                    "T: 9:00 a. m. | Música de nuestra tierra | Equipo Radio Aurora",
                    "T: 12:00 m. | Aurora Noticias, edición del mediodía | Rosa Huamán",
                    "T: 3:00 p. m. | Salud para todos | Obst. Carmen Tello",
                    "T: 6:00 p. m. | Santo Rosario | Parroquia Virgen del Carmen",
                    "T: 7:00 p. m. | Aurora Noticias, edición nocturna | Elmer Quispe",
                    "Domingos a las 7:00 a. m.: transmisión de la Santa Misa desde la catedral.",
                ],
            )
        )
        add(
            page(
                "video",
                "/2026/12/video-serenata-por-la-inmaculada-en-sucre.html",
                "video",
                "VIDEO | Serenata por la Inmaculada en Sucre",
                "blogger-post-video-one-line",
                [],
                story_template=True,
                embed="BhTq4x1Zr8c",
                line="Así se vivió la serenata de la banda de músicos de Sucre por el inicio de la novena a la Inmaculada. Grabación: Radio Aurora.",
                posted="Radio Aurora",
                day="2026-12-02",
                time="7:30 p. m.",
                iso="2026-12-02T19:30:00-05:00",
                labels=["Videos", "Cultura"],
            )
        )
        add(
            story(
                "editorial",
                "/2026/12/editorial-el-agua-no-puede-esperar-otro-verano.html",
                "Editorial: El agua no puede esperar otro verano",
                "2026-12-04",
                "2026-12-04T18:40:00-05:00",
                "6:40 p. m.",
                [],
                [
                    "Una semana sin agua en los caños de la parte alta de Celendín no son un accidente. Son la consecuencia previsible de años de postergación, de obras que se anuncian en cada campaña electoral y que nunca terminan de llegar.",
                    "Lo hemos dicho en estos micrófonos más de una vez: la línea de conducción que baja desde las captaciones de Chacapampa tiene más de cuarenta años, y cada temporada de lluvias los deslizamientos la rompen en algún punto. Cada vez se repara con parches, y cada vez las familias de los barrios altos cargan baldes desde los pilones o pagan a los camiones cisterna.",
                    "La empresa prestadora ha explicado, con razón, que no cuenta con presupuesto para cambiar la tubería completa. Pero el proyecto de mejoramiento del sistema de agua potable tiene expediente técnico aprobado desde 2023 y sigue esperando financiamiento. ¿Qué ha hecho la municipalidad provincial para destrabarlo? ¿Qué han gestionado nuestros congresistas por Cajamarca en Lima?",
                    "No se trata de buscar culpables para la foto. Se trata de que las autoridades se sienten juntas, con los dirigentes de los barrios y con la empresa, y presenten un cronograma claro, con fechas y con responsables. La población tiene derecho a saber cuándo dejará de vivir pendiente de la cisterna.",
                    "Mientras tanto, hay medidas que no cuestan mucho: reforzar el reparto con cisternas en los barrios más alejados, priorizar a los colegios y al centro de salud, e informar cada día, por esta y por otras emisoras, cuándo y dónde habrá agua.",
                    "En Radio Aurora seguiremos abriendo nuestros micrófonos a los vecinos y a las autoridades. El verano llegará pronto, y con él la escasez de siempre. El agua no puede esperar otro verano.",
                ],
                "blogger-editorial-station-account",
                posted="Radio Aurora",
                labels=["Opinión", "Servicios básicos"],
            )
        )
        add(
            story(
                "carretera",
                "/2026/12/deslizamiento-bloquea-la-via-celendin-balsas.html",
                "Deslizamiento bloquea la vía Celendín–Balsas a la altura de El Limón",
                "2026-12-04",
                "2026-12-04T07:40:00-05:00",
                "7:40 a. m.",
                [],
                [
                    "Un deslizamiento de tierra y piedras mantiene bloqueada desde la madrugada de este viernes la carretera Celendín–Balsas, a la altura del sector El Limón, informaron transportistas que cubren la ruta hacia Leymebamba.",
                    "Según los conductores, el derrumbe se produjo alrededor de las 3 de la mañana tras las intensas lluvias de la noche y cubre unos 40 metros de la vía. Varios vehículos de carga y dos buses interprovinciales permanecen varados a ambos lados.",
                    "Personal de Provías Descentralizado se dirige a la zona con maquinaria pesada. Se recomienda a los viajeros postergar su salida hasta que se habilite el tránsito. Ampliaremos la información en Aurora Noticias del mediodía.",
                ],
                "blogger-brief-station-account",
                posted="Radio Aurora",
                labels=["Noticias", "Vías"],
            )
        )
        add(
            story(
                "agua",
                "/2026/12/vecinos-de-la-parte-alta-exigen-solucion-al-corte-de-agua.html",
                "Vecinos de la parte alta de Celendín exigen solución al corte de agua que ya dura seis días",
                "2026-12-03",
                "2026-12-03T21:15:00-05:00",
                "9:15 p. m.",
                ["Rosa Huamán"],
                [
                    "Decenas de vecinos de los barrios La Alameda, San Cayetano y Santa Rosa, en la parte alta de Celendín, se concentraron esta tarde frente a la oficina de la empresa prestadora de agua para exigir que se restablezca el servicio, interrumpido desde el viernes pasado.",
                    "Los pobladores, en su mayoría madres de familia, llegaron con baldes vacíos y pancartas. Aseguran que en seis días solo han recibido agua una vez, a través de un camión cisterna que pasó el martes y que no alcanzó para todos.",
                    "“Tenemos niños pequeños, tenemos adultos mayores. No podemos seguir cargando agua desde el pilón de la plaza, que queda a veinte cuadras”, dijo a Radio Aurora la señora Margarita Sánchez, dirigente del barrio La Alameda.",
                    "## ¿Qué causó el corte?",
                    "El gerente de la empresa prestadora, ingeniero Wilder Rojas, explicó que las lluvias del 27 de noviembre provocaron un deslizamiento que rompió un tramo de unos 60 metros de la línea de conducción que trae el agua desde las captaciones de Chacapampa hasta el reservorio principal.",
                    "Según Rojas, el terreno sigue inestable y las cuadrillas no han podido trabajar de forma continua. “Hemos colocado un tramo provisional, pero volvió a ceder anoche. Estamos esperando tubería de mayor diámetro que llega mañana desde Cajamarca”, señaló.",
                    "El funcionario estimó que el servicio podría restablecerse de manera parcial el sábado, con horarios restringidos, y por completo a mediados de la próxima semana si el clima lo permite.",
                    "## Reparto con cisternas",
                    "La Municipalidad Provincial de Celendín informó que desde mañana dos camiones cisterna recorrerán los barrios afectados de 7 de la mañana a 5 de la tarde. La gerencia de servicios públicos pidió a los vecinos organizarse por cuadras para agilizar el reparto y priorizar a las familias con niños, adultos mayores y personas enfermas.",
                    "Los dirigentes, sin embargo, anunciaron que si el domingo no hay agua en sus viviendas volverán a movilizarse, esta vez frente a la municipalidad. También pidieron que se informe con claridad cuándo se ejecutará el proyecto de mejoramiento del sistema de agua, que según recordaron está aprobado hace más de tres años.",
                    "Radio Aurora seguirá informando sobre el reparto de agua en sus ediciones de Aurora Noticias.",
                ],
                "blogger-post-evening-pm-timestamp",
                posted="Rosa Huamán",
                labels=["Noticias", "Celendín", "Servicios básicos"],
            )
        )
        add(
            story(
                "adviento",
                "/2026/12/parroquia-anuncia-horarios-por-adviento-y-la-inmaculada.html",
                "Parroquia Virgen del Carmen anuncia horarios por Adviento y la fiesta de la Inmaculada",
                "2026-12-02",
                "2026-12-02T10:05:00-05:00",
                "10:05 a. m.",
                ["Julio Chávez"],
                [
                    "Queridos hermanos y hermanas: con el primer domingo de Adviento hemos iniciado un nuevo año litúrgico, un tiempo de espera y de esperanza en el que nos preparamos para celebrar el nacimiento de nuestro Señor Jesucristo.",
                    "La parroquia Virgen del Carmen de Celendín invita a todas las familias a participar de las actividades programadas para estas semanas, y de manera especial de la solemnidad de la Inmaculada Concepción, el próximo martes 8 de diciembre.",
                    "## Horarios de misas en la catedral",
                    "- Lunes a sábado: 6:30 a. m. y 6:30 p. m.",
                    "- Domingos: 7:00 a. m., 9:00 a. m., 11:00 a. m. y 6:30 p. m.",
                    "- Martes 8 de diciembre, Inmaculada Concepción: 7:00 a. m., 10:00 a. m. (misa solemne con procesión) y 6:30 p. m.",
                    "## Otras actividades",
                    "- Confesiones: jueves y viernes de 4:00 a 6:00 p. m.",
                    "- Novena de Navidad en los barrios: del 16 al 24 de diciembre, a las 7:00 p. m.",
                    "- Corona de Adviento para familias: taller el sábado 5 de diciembre a las 3:00 p. m. en el salón parroquial.",
                    "Como cada año, la parroquia realizará la colecta solidaria de Navidad para las familias más necesitadas de los caseríos. Se recibirán víveres no perecibles, ropa de abrigo y juguetes en buen estado en el despacho parroquial, de lunes a viernes de 9:00 a. m. a 1:00 p. m.",
                    "La misa del domingo será transmitida, como siempre, por Radio Aurora, para que los hermanos enfermos y los que viven lejos puedan acompañarnos desde sus hogares.",
                    "Que María Inmaculada nos acompañe en este camino de preparación. Con mi bendición,",
                    "SIGN: P. Julio Chávez Rojas, párroco",
                ],
                "blogger-parish-notice-priest",
                posted="P. Julio Chávez",
                labels=["Iglesia"],
            )
        )
        add(
            story(
                "entrevista",
                "/2026/12/entrevista-teniente-alcalde-mercado-nuevo.html",
                "Entrevista | Teniente alcalde: “El mercado nuevo estará listo en abril”",
                "2026-12-01",
                "2026-12-01T13:10:00-05:00",
                "1:10 p. m.",
                ["Rosa Huamán"],
                [
                    "Las obras del nuevo mercado de abastos de Celendín, en el jirón José Gálvez, llevan más de un año de retraso. Conversamos en Aurora Noticias con el teniente alcalde de la provincia, Hernán Zelada Díaz, sobre el avance de la obra y la situación de los comerciantes que hoy venden en la calle.",
                    "Q: ¿En qué situación se encuentra la obra del mercado? || Tenemos un avance físico del 78 por ciento. Ya está terminada la estructura, el techado y la mayor parte de los puestos. Falta la parte eléctrica, las instalaciones sanitarias y los acabados.",
                    "Q: La obra debía entregarse en noviembre del año pasado. ¿Por qué tanto retraso? || Hubo problemas con la empresa contratista, que paralizó los trabajos varios meses por falta de pago a sus trabajadores. Tuvimos que resolver el contrato y convocar un nuevo proceso para el saldo de obra. Eso tomó tiempo, y lo reconocemos.",
                    "Q: ¿Cuándo podrán ingresar los comerciantes? || Si no hay contratiempos, el mercado estará listo en abril. Nuestra meta es que la inauguración sea antes de la fiesta de la Virgen del Carmen.",
                    "Q: Los comerciantes que venden en la vía pública dicen que no han sido consultados sobre la distribución de los puestos. || Eso no es exacto. Hemos tenido tres reuniones con las asociaciones. Lo que sí vamos a hacer es un sorteo público, con presencia de un notario, para que nadie diga que hubo favoritismo.",
                    "Q: ¿Cuánto costará el alquiler de un puesto? || Todavía no está definido. Estará en la ordenanza que aprobará el concejo, pero puedo adelantar que será un monto accesible, porque la idea es formalizar, no expulsar a nadie.",
                    "Q: ¿Qué pasará con los comerciantes que no alcancen puesto? || Hay 312 puestos y un padrón de 290 comerciantes. Alcanza para todos los que están empadronados. Los que llegaron después tendrán que esperar una segunda etapa.",
                ],
                "blogger-qa-interview",
                posted="Rosa Huamán",
                labels=["Entrevistas", "Noticias", "Celendín"],
            )
        )
        add(
            story(
                "vacunas",
                "/2026/11/red-de-salud-inicia-vacunacion-contra-la-influenza.html",
                "Red de Salud inicia campaña de vacunación contra la influenza en los caseríos",
                "2026-11-30",
                "2026-11-30T10:20:00-05:00",
                "10:20 a. m.",
                ["Elmer Quispe"],
                [
                    "La Red de Salud Celendín inició este lunes una campaña de vacunación contra la influenza que recorrerá durante tres semanas los caseríos más alejados de la provincia, con el objetivo de inmunizar a más de 6 mil personas antes de las fiestas de fin de año.",
                    "La vacuna está dirigida principalmente a niños de seis meses a cinco años, adultos mayores de 60 años, gestantes y personas con enfermedades crónicas como diabetes o asma. Es gratuita y solo es necesario presentar el DNI o la tarjeta de vacunación.",
                    "La coordinadora de inmunizaciones de la red, licenciada Judith Aliaga, explicó que las bajas temperaturas de estas semanas y la llegada de familiares de la costa por las fiestas aumentan el riesgo de contagio. “Todos los años vemos un aumento de neumonías en diciembre y enero, sobre todo en niños y abuelitos. La vacuna es la mejor protección”, indicó.",
                    "Las brigadas visitarán los siguientes puestos de salud esta semana:",
                    "- Lunes 30 y martes 1: puesto de salud de Jerez y caserío La Quinua",
                    "- Miércoles 2: puesto de salud de Llanguat",
                    "- Jueves 3: centro de salud de Sucre",
                    "- Viernes 4 y sábado 5: puesto de salud de Huasmín y caseríos aledaños",
                    "En la ciudad de Celendín, la vacuna se aplica todos los días de 8 de la mañana a 6 de la tarde en el centro de salud, en el jirón Unión.",
                    "La red también recordó a los padres de familia revisar que sus hijos tengan al día las vacunas contra el sarampión y la polio, y pidió a los tenientes gobernadores y agentes comunitarios de salud apoyar en la convocatoria de la población.",
                ],
                "blogger-post-list-schedule",
                posted="Elmer Quispe",
                labels=["Noticias", "Salud"],
            )
        )
        add(
            story(
                "sombreros",
                "/2026/11/tejedoras-de-sombreros-de-paja-mantienen-viva-la-tradicion.html",
                "Las tejedoras de sombreros de paja que mantienen viva una tradición celendina",
                "2026-11-29",
                "2026-11-29T17:00:00-05:00",
                "5:00 p. m.",
                ["Elmer Quispe"],
                [
                    "En la puerta de su casa en el barrio Pueblo Nuevo, doña Eulalia Marín teje sin mirar sus manos. Los dedos van y vienen sobre las hebras de paja toquilla mientras conversa con las vecinas que pasan. Tiene 72 años y teje sombreros desde los nueve.",
                    "“Mi mamá me enseñó, y a ella le enseñó mi abuela. Antes en Celendín casi todas las mujeres tejían. Era lo que nos daba para comprar el azúcar, el jabón, los cuadernos de los hijos”, recuerda.",
                    "El sombrero de paja es uno de los símbolos de Celendín, y hace casi un siglo que las tejedoras de la provincia venden su trabajo en las ferias de Cajamarca, Chachapoyas y la costa. Pero el oficio enfrenta hoy un futuro incierto. Las jóvenes prefieren migrar o estudiar, y los sombreros industriales, más baratos, han ganado terreno en los mercados.",
                    "## Un trabajo que no se paga",
                    "Un sombrero fino, tejido con paja delgada, puede tomar hasta tres semanas de trabajo. En la feria dominical, los intermediarios pagan por él entre 60 y 90 soles. El mismo sombrero, con cinta y acabado, puede venderse luego a más de 300 soles en Lima o en tiendas para turistas.",
                    "“Si uno cuenta las horas, no se gana ni un sol la hora”, dice María Elena Chávez, presidenta de la Asociación de Tejedoras Manos Celendinas, que agrupa a 48 mujeres de la ciudad y de los caseríos cercanos. “Por eso queremos vender directamente, sin intermediarios, y que se reconozca el valor de este trabajo”.",
                    "La asociación ha conseguido en los últimos dos años participar en ferias artesanales en Trujillo y Lima, y desde hace unos meses vende por pedido a través de las redes sociales. Este año, además, una tienda de Cusco les encargó 200 sombreros para la temporada alta.",
                    "## Enseñar a las nuevas generaciones",
                    "Uno de los proyectos de la asociación es un taller gratuito para jóvenes, que se dicta los sábados en el local comunal de Pueblo Nuevo. Por ahora asisten once chicas y, para sorpresa de muchos, dos muchachos.",
                    "“Al principio me daba vergüenza, pensaba que era cosa de mujeres”, cuenta Kevin, de 15 años, mientras intenta cerrar la copa de su primer sombrero. “Pero mi abuela tejía y quiero aprender. Además, es difícil. No cualquiera puede”.",
                    "Doña Eulalia lo mira y sonríe. “Va a aprender”, dice. “Las manos aprenden solas si uno tiene paciencia”.",
                ],
                "blogger-feature",
                posted="Elmer Quispe",
                labels=["Cultura", "Celendín"],
            )
        )
        add(
            story(
                "papa",
                "/2026/11/productores-de-huasmin-recibiran-semillas-de-papa-nativa.html",
                "Productores de Huasmín recibirán semillas de papa nativa resistentes a las heladas",
                "2026-11-26",
                "2026-11-26T16:35:00-05:00",
                "4:35 p. m.",
                ["Elmer Quispe"],
                [
                    "Unas 350 familias productoras del distrito de Huasmín recibirán en las próximas semanas semillas de papa nativa de variedades resistentes a las heladas, como parte de un proyecto de la Agencia Agraria de Celendín y la municipalidad distrital.",
                    "Se trata de 24 toneladas de semilla de las variedades conocidas localmente como amarilla, huagalina y shulay, seleccionadas en parcelas demostrativas durante las dos últimas campañas. Según los técnicos de la agencia, estas variedades soportaron temperaturas de hasta cuatro grados bajo cero sin perder la cosecha.",
                    "“Las heladas de los últimos años han sido más fuertes y más tardías. Hay familias que han perdido la mitad de su chacra en una sola noche”, explicó el ingeniero agrónomo Segundo Cotrina, responsable del proyecto. “Con estas semillas, y con un buen manejo, esperamos que las pérdidas se reduzcan bastante”.",
                    "Cada familia recibirá entre 50 y 80 kilos de semilla, de acuerdo con el tamaño de su parcela. A cambio, se compromete a devolver la misma cantidad después de la cosecha, para que la semilla pueda entregarse a otras familias en la siguiente campaña. Los técnicos también darán capacitaciones sobre almacenamiento y control de plagas.",
                    "La entrega comenzará el 7 de diciembre en el local comunal de Huasmín y continuará en los caseríos de Jerez, Chugurmayo y Quengorío Alto. Los productores deben estar inscritos en el padrón de la agencia agraria y presentar su DNI.",
                    "El alcalde distrital, Teodoro Vásquez, dijo que la municipalidad gestionará una segunda etapa del proyecto para incluir a otras 200 familias el próximo año.",
                ],
                "blogger-post-agriculture",
                posted="Elmer Quispe",
                labels=["Noticias", "Agricultura"],
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------
    def labels_of(self, doc: Doc) -> list[str]:
        return doc.extra.get("labels", [])

    def label_link(self, label: str, zone: str = "content") -> str:
        if label == "Noticias":
            return self.a("news", label, zone, 'rel="tag"')
        if label == "Celendín":
            return self.a("tag", label, zone, 'rel="tag"')
        return f'<a href="/search/label/{esc(label.replace(" ", "%20"))}" rel="tag">{esc(label)}</a>'

    def post(self, doc: Doc, item: bool, with_date: bool = True) -> str:
        key = doc.key
        day = doc.extra.get("day", doc.date)
        time = doc.extra.get("time", doc.stamp)
        iso = doc.extra.get("iso", doc.iso)
        posted = doc.extra.get("posted", "")
        pid = str(4_000_000_000_000_000_000 + zlib.crc32(key.encode()) * 104_729)
        if doc.kind == "video":
            body = f'<div class="separator" style="clear: both; text-align: center;"><iframe allowfullscreen="" class="BLOG_video_class" height="266" src="https://www.youtube.com/embed/{doc.extra["embed"]}" width="320" youtube-src-id="{doc.extra["embed"]}"></iframe></div><div>{esc(doc.extra["line"])}</div>'
        elif item:
            body = self.blocks(doc, p_tag="<p>", p_end="</p>")
        else:
            first = next(b for b in doc.blocks if b[0] == "p")
            body = f'<p>{self.inline(first[1])}</p>\n<a name="more"></a>'
        title = esc(doc.title) if item else self.a(key, doc.title, "content")
        jump = (
            ""
            if item
            else '<div class="jump-link">'
            + self.a(key, "Leer más »", "content", f'title="{esc(doc.title)}"')
            + "</div>"
        )
        labels = ", ".join(self.label_link(lb) for lb in self.labels_of(doc))
        author = f'<span class="post-author vcard">Publicado por <span class="fn" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person"><meta content="https://www.blogger.com/profile/{PROFILES[posted]}" itemprop="url"/><a class="g-profile" href="https://www.blogger.com/profile/{PROFILES[posted]}" rel="author" title="author profile"><span itemprop="name">{esc(posted)}</span></a></span></span>'
        stamp = f'<span class="post-timestamp">a las <meta content="{esc(self.url(key))}" itemprop="url"/><a class="timestamp-link" href="{esc(self.href(key))}" rel="bookmark" title="permanent link"><abbr class="published" itemprop="datePublished" title="{iso}">{time}</abbr></a></span>'
        comments = (
            '<span class="post-comment-link"><a class="comment-link" href="'
            + esc(self.href(key))
            + '#comment-form" onclick="">No hay comentarios:</a></span>'
        )
        share = (
            ""
            if not item
            else f'<div class="post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" href="https://www.blogger.com/share-post.g?blogID=7364518290183746521&amp;postID={pid}&amp;target=email" target="_blank" title="Enviar por correo electrónico"><span class="share-button-link-text">Enviar por correo electrónico</span></a><a class="goog-inline-block share-button sb-blog" href="https://www.blogger.com/share-post.g?blogID=7364518290183746521&amp;postID={pid}&amp;target=blog" target="_blank" title="Escribe un blog"><span class="share-button-link-text">Escribe un blog</span></a><a class="goog-inline-block share-button sb-twitter" href="https://www.blogger.com/share-post.g?blogID=7364518290183746521&amp;postID={pid}&amp;target=twitter" target="_blank" title="Compartir en X"><span class="share-button-link-text">Compartir en X</span></a><a class="goog-inline-block share-button sb-facebook" href="https://www.blogger.com/share-post.g?blogID=7364518290183746521&amp;postID={pid}&amp;target=facebook" target="_blank" title="Compartir con Facebook"><span class="share-button-link-text">Compartir con Facebook</span></a></div>'
        )
        post = f"""<div class="post-outer">
<div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" itemtype="http://schema.org/BlogPosting">
<meta content="https://blogger.googleusercontent.com/img/b/R29vZ2xl/AVvXsEh{zlib.crc32(key.encode()):x}/s320/foto.jpg" itemprop="image_url"/>
<meta content="7364518290183746521" itemprop="blogId"/>
<meta content="{pid}" itemprop="postId"/>
<a name="{pid}"></a>
<h3 class="post-title entry-title" itemprop="name">{title}</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" id="post-body-{pid}" itemprop="description articleBody">
{body}
<div style="clear: both;"></div>
</div>
{jump}
<div class="post-footer">
<div class="post-footer-line post-footer-line-1">{author} {stamp} {comments}{share}</div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Etiquetas: {labels}</span></div>
<div class="post-footer-line post-footer-line-3"><span class="post-location"></span></div>
</div>
</div>
</div>"""
        if not with_date:
            return post
        return f'<div class="date-outer">\n<h2 class="date-header"><span>{DAYS[day]}</span></h2>\n<div class="date-posts">\n{post}\n</div></div>'

    def posts_by_day(self, keys: list[str]) -> str:
        # Blogger prints one date header per day: a second post of the same day goes under the first one's header
        groups: list[tuple[str, list[str]]] = []
        for k in keys:
            d = self.docs[k]
            day = d.extra.get("day", d.date)
            if groups and groups[-1][0] == day:
                groups[-1][1].append(self.post(d, item=False, with_date=False))
            else:
                groups.append((day, [self.post(d, item=False, with_date=False)]))
        return "\n".join(
            f'<div class="date-outer">\n<h2 class="date-header"><span>{DAYS[day]}</span></h2>\n<div class="date-posts">\n'
            + "\n".join(posts)
            + "\n</div></div>"
            for day, posts in groups
        )

    def sidebar(self) -> str:
        dec = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in DEC)
        labels = [
            ("Agricultura", 14),
            ("Celendín", 96),
            ("Cultura", 41),
            ("Educación", 37),
            ("Entrevistas", 22),
            ("Iglesia", 58),
            ("Noticias", 412),
            ("Opinión", 19),
            ("Salud", 33),
            ("Servicios básicos", 12),
            ("Videos", 27),
            ("Vías", 25),
        ]
        lab = "".join(f'<li>{self.label_link(n, "aside")}<span dir="ltr">({c})</span></li>' for n, c in labels)
        popular = "".join(
            f'<li><div class="item-title">{self.a(k, self.docs[k].title, "aside")}</div></li>'
            for k in ("agua", "sombreros", "entrevista")
        )
        return f"""<div class="sidebar section" id="sidebar-right-1">
<div class="widget HTML" data-version="1" id="HTML1"><h2 class="title">Escúchanos en vivo</h2><div class="widget-content"><audio controls="controls" src="https://stream.radioauroramaranon.test:8000/live"></audio><p>101.3 FM · Celendín, Cajamarca</p></div></div>
<div class="widget HTML" data-version="1" id="HTML2"><h2 class="title">Temas</h2><div class="widget-content">{self.a("search", "#AguaParaCelendín", "aside")} <a href="/search/label/Vías">#Carreteras</a></div></div>
<div class="widget PopularPosts" data-version="1" id="PopularPosts1"><h2>Entradas populares</h2><div class="widget-content popular-posts"><ul>{popular}</ul></div></div>
<div class="widget BlogArchive" data-version="1" id="BlogArchive1"><h2>Archivo del blog</h2><div class="widget-content"><div id="ArchiveList"><div id="BlogArchive1_ArchiveList"><ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">▼&nbsp;</span></a><a class="post-count-link" href="/2026/">2026</a> <span class="post-count" dir="ltr">(318)</span>
<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">▼&nbsp;</span></a><a class="post-count-link" href="/2026/12/">diciembre</a> <span class="post-count" dir="ltr">(6)</span><ul class="posts">{dec}</ul></li></ul>
<ul class="hierarchy"><li class="archivedate collapsed"><a class="toggle" href="javascript:void(0)"><span class="zippy">►&nbsp;</span></a>{self.a("archive", "noviembre", "aside", 'class="post-count-link"')} <span class="post-count" dir="ltr">(29)</span></li></ul>
<ul class="hierarchy"><li class="archivedate collapsed"><a class="toggle" href="javascript:void(0)"><span class="zippy">►&nbsp;</span></a><a class="post-count-link" href="/2026/10/">octubre</a> <span class="post-count" dir="ltr">(31)</span></li></ul>
</li></ul><ul class="hierarchy"><li class="archivedate collapsed"><a class="post-count-link" href="/2025/">2025</a> <span class="post-count" dir="ltr">(354)</span></li></ul></div></div></div></div>
<div class="widget Label" data-version="1" id="Label1"><h2>Etiquetas</h2><div class="widget-content list-label-widget-content"><ul>{lab}</ul></div></div>
<div class="widget PageList" data-version="1" id="PageList1"><h2>Páginas</h2><div class="widget-content"><ul><li>{self.a("home", "Página principal", "aside")}</li><li>{self.a("about", "Quiénes somos", "aside")}</li><li>{self.a("schedule", "Programación", "aside")}</li></ul></div></div>
<div class="widget BlogSearch" data-version="1" id="BlogSearch1"><h2 class="title">Buscar este blog</h2><div class="widget-content"><form action="{self.origin}/search" class="gsc-search-box" target="_top"><input autocomplete="off" class="gsc-input" name="q" size="10" title="search" type="text" value=""/><input class="gsc-search-button" title="search" type="submit" value="Buscar"/></form></div></div>
<div class="widget Followers" data-version="1" id="Followers1"><h2 class="title">Seguidores</h2><div class="widget-content"><div id="Followers1-wrapper"><div style="margin-right:2px;"><div id="followers-iframe-container"></div></div></div></div></div>
</div>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.key == "home":
            title = SITE
        elif doc.kind == "search":
            title = f"{SITE}: Resultados de búsqueda de agua"
        else:
            title = f"{SITE}: {doc.title}"
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Noticias de Celendín y el valle del Marañón. Radio comunitaria 101.3 FM."
        )
        return f"""<!DOCTYPE html>
<html class="v2" dir="ltr" lang="es" xmlns="http://www.w3.org/1999/xhtml" xmlns:b="http://www.google.com/2005/gml/b" xmlns:data="http://www.google.com/2005/gml/data" xmlns:expr="http://www.google.com/2005/gml/expr">
<head>
<link href="https://www.blogger.com/static/v1/widgets/2975350028-css_bundle_v2.css" rel="stylesheet" type="text/css"/>
<meta content="width=1100" name="viewport"/>
<meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/>
<meta content="blogger" name="generator"/>
<link href="{self.origin}/favicon.ico" rel="icon" type="image/x-icon"/>
<link href="{esc(url)}" rel="canonical"/>
<link rel="alternate" type="application/atom+xml" title="{SITE} - Atom" href="{self.origin}/feeds/posts/default"/>
<link rel="alternate" type="application/rss+xml" title="{SITE} - RSS" href="{self.origin}/feeds/posts/default?alt=rss"/>
<link rel="service.post" type="application/atom+xml" title="{SITE} - Atom" href="https://www.blogger.com/feeds/7364518290183746521/posts/default"/>
<link rel="me" href="https://www.blogger.com/profile/17263549081726354908"/>
<meta content="{esc(url)}" property="og:url"/>
<meta content="{esc(doc.title if doc.key != "home" else SITE)}" property="og:title"/>
<meta content="{esc(desc)}" property="og:description"/>
<title>{esc(title)}</title>
<style id="page-skin-1" type="text/css"><!--
/*PAD*/
--></style>
<script type="text/javascript">window._blogger_config = {{"blogId": "7364518290183746521", "pageType": "{"item" if doc.is_article or doc.kind == "video" else "static_page" if doc.kind in ("about", "schedule") else "index"}", "locale": "es"}};</script>
</head>
<body class="loading variant-simplysimple">
<div class="navbar section" id="navbar" name="Barra de navegación"><div class="widget Navbar" data-version="1" id="Navbar1"><div id="navbar-iframe-container"></div></div></div>
<div class="body-fauxcolumns"><div class="fauxcolumn-outer body-fauxcolumn-outer"></div></div>
<div class="content"><div class="content-outer"><div class="content-inner">
<header><div class="header-outer"><div class="header section" id="header"><div class="widget Header" data-version="1" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title">{self.a("home", SITE, "nav")}</h1></div><div class="descriptionwrapper"><p class="description"><span>Radio comunitaria 101.3 FM · Celendín, Cajamarca · La voz del valle del Marañón</span></p></div></div></div></div></div></header>
<div class="tabs-outer"><div class="tabs section" id="crosscol"><div class="widget PageList" data-version="1" id="PageList2"><div class="widget-content"><ul><li>{self.a("home", "Inicio", "nav")}</li><li>{self.a("news", "Noticias", "nav")}</li><li><a href="/search/label/Iglesia">Iglesia</a></li><li><a href="/search/label/Cultura">Cultura</a></li><li>{self.a("schedule", "Programación", "nav")}</li><li>{self.a("about", "Quiénes somos", "nav")}</li></ul></div></div></div></div>
<div class="main-outer"><div class="main-inner columns-fluid-right"><div class="columns-inner">
<div class="column-center-outer"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" data-version="1" id="Blog1">
{main}
</div></div></div></div>
<div class="column-right-outer"><div class="column-right-inner"><aside>{self.sidebar()}</aside></div></div>
</div></div></div>
<footer><div class="footer-outer"><div class="foot section" id="footer-1"><div class="widget Attribution" data-version="1" id="Attribution1"><div class="widget-content" style="text-align: center;">© Radio Aurora del Marañón · {self.a("about", "Quiénes somos", "footer")} · Tema Sencillo. Con la tecnología de <a href="https://www.blogger.com" target="_blank">Blogger</a>.</div></div></div></div></footer>
</div></div></div>
<div id="cookieChoiceInfo" class="cookie-choices-info"><div class="cookie-choices-inner"><span class="cookie-choices-text">Este sitio utiliza cookies de Google para prestar sus servicios y analizar su tráfico. Tu dirección IP y user-agent se comparten con Google, junto con las métricas de rendimiento y de seguridad, para garantizar la calidad del servicio, generar estadísticas de uso y detectar y solucionar abusos.</span><span class="cookie-choices-buttons"><a class="cookie-choices-button" href="https://policies.google.com/technologies/cookies?hl=es" target="_blank">Más información</a><a class="cookie-choices-button" id="cookieChoiceDismiss">Aceptar</a></span></div></div>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/1581542668-widgets.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        order = DEC + NOV
        i = order.index(doc.key)
        newer = (
            self.a(
                order[i - 1],
                "Entrada más reciente",
                "pagination",
                'class="blog-pager-newer-link" title="Entrada más reciente"',
            )
            if i > 0
            else ""
        )
        older = (
            self.a(
                order[i + 1], "Entrada antigua", "pagination", 'class="blog-pager-older-link" title="Entrada antigua"'
            )
            if i + 1 < len(order)
            else ""
        )
        return f"""<div class="blog-posts hfeed">
{self.post(doc, item=True)}
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>No hay comentarios:</h4><div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block"></dl></div><p class="comment-footer"><div class="comment-form"><a name="comment-form"></a><h4 id="comment-post-message">Publicar un comentario</h4><p></p><a href="https://www.blogger.com/comment/frame/7364518290183746521" id="comment-editor-src"></a><iframe allowtransparency="true" class="blogger-iframe-colorize blogger-comment-from-post" frameborder="0" height="410px" id="comment-editor" name="comment-editor" src="" width="100%"></iframe></div></p></div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link">{newer}</span><span id="blog-pager-older-link">{older}</span>{self.a("home", "Página principal", "pagination", 'class="home-link"')}</div>
<div class="clear"></div>
<div class="post-feeds"><div class="feed-links">Suscribirse a: <a class="feed-link" href="{self.origin}/feeds/{zlib.crc32(doc.key.encode())}/comments/default" target="_blank" type="application/atom+xml">Enviar comentarios (Atom)</a></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        status = ""
        if doc.kind in ("section", "tag"):
            status = f'<div class="status-msg-wrap"><div class="status-msg-body">Mostrando entradas con la etiqueta <b>{esc(doc.title)}</b>. {self.a("home", "Mostrar todas las entradas", "content")}</div><div class="status-msg-border"><div class="status-msg-bg"><div class="status-msg-hidden">Mostrando entradas con la etiqueta <b>{esc(doc.title)}</b>. Mostrar todas las entradas</div></div></div></div><div style="clear: both;"></div>'
        elif doc.kind == "search":
            status = f'<div class="status-msg-wrap"><div class="status-msg-body">Mostrando entradas que coinciden con la búsqueda de <b>{esc(doc.title)}</b>. Ordenar por <b>relevancia</b> Ordenar por <a href="/search?q=agua&amp;by-date=true">fecha</a>. {self.a("home", "Mostrar todas las entradas", "content")}</div></div><div style="clear: both;"></div>'
        elif doc.kind == "archive":
            status = f'<div class="status-msg-wrap"><div class="status-msg-body">Mostrando entradas de {esc(doc.title)}. {self.a("home", "Mostrar todas las entradas", "content")}</div></div>'
        pager = ""
        home = self.a("home", "Página principal", "pagination", 'class="home-link"')
        if doc.extra.get("more"):
            older = self.a(
                doc.extra["more"],
                "Entradas antiguas",
                "pagination",
                'class="blog-pager-older-link" title="Entradas antiguas"',
            )
            pager = (
                f'<div class="blog-pager" id="blog-pager"><span id="blog-pager-older-link">{older}</span>{home}</div>'
            )
        elif doc.extra.get("prev"):
            newer = self.a(
                doc.extra["prev"],
                "Entradas más recientes",
                "pagination",
                'class="blog-pager-newer-link" title="Entradas más recientes"',
            )
            pager = f'<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link">{newer}</span><span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/search/label/Noticias?updated-max=2026-11-20T09:00:00-05:00&amp;max-results=4&amp;start=8&amp;by-date=false">Entradas antiguas</a></span>{home}</div>'
        elif doc.key == "home":
            pager = '<div class="blog-pager" id="blog-pager"><span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/search?updated-max=2026-12-01T13:10:00-05:00&amp;max-results=4" title="Entradas antiguas">Entradas antiguas</a></span></div>'
        return f'{status}<div class="blog-posts hfeed">\n{self.posts_by_day(doc.extra["list"])}\n</div>{pager}<div class="post-feeds"><div class="feed-links">Suscribirse a: <a class="feed-link" href="{self.origin}/feeds/posts/default" target="_blank" type="application/atom+xml">Entradas (Atom)</a></div></div>'

    def service_main(self, doc: Doc) -> str:
        pid = str(4_000_000_000_000_000_000 + zlib.crc32(doc.key.encode()) * 104_729)
        return f"""<div class="blog-posts hfeed"><div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" itemtype="http://schema.org/BlogPosting">
<a name="{pid}"></a><h3 class="post-title entry-title" itemprop="name">{esc(doc.title)}</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" id="post-body-{pid}" itemprop="description articleBody">
{self.blocks(doc)}
<div style="clear: both;"></div>
</div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-comment-link"></span></div></div>
</div></div></div>
<div class="blog-pager" id="blog-pager">{self.a("home", "Página principal", "pagination", 'class="home-link"')}</div>"""
