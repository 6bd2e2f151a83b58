# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""El Mirador: an El Universal-like Mexican daily, Spanish. Two systems side by side: the current one (UTF-8, slug
URLs `/metropoli/<slug>/`, columns `/opinion/<columnist>/<slug>/`, `sc__` classes, `<p class="sc__font-paragraph">`,
"Lee también:" paragraphs inside the body) and an older Drupal section, Estados (`/estados/2026/12/03/<slug>-<nid>.html`,
`field-name-body`, `ce12-DatosArticulo_*`), served as **ISO-8859-1** by header and `<meta http-equiv>` (labelled
`cp1252`, the codec Scrapy decodes latin-1 with). Bylines "Por: Laura Méndez y Jorge Castañeda", dates
"04/12/2026 | 21:40", relative "hace 3 horas" on lists. The publisher's time is America/Mexico_City (-06:00): the
water story's JSON-LD is UTC (03:40Z on the 5th = 21:40 on the 4th); the column's JSON-LD author is the paper (an
Organization) and its columnist's bio closes the page (not body); the remittances story has no JSON-LD; the legacy
pages have none. A soft 404 ("Página no encontrada", served 200) and an "Últimas noticias" list are not articles."""

from __future__ import annotations

import json

from common import Base, blocks_html, extras, img, iso_local, iso_utc, page, story, text
from sitekit import Doc, css_rules, esc

OFF = -6
NOW = "2026-12-05 00:40"
ARTS = ["agua", "metro", "columna", "aguacate", "sismo", "remesas", "entrevista", "teatro"]
LATIN = {"enc": "cp1252", "codec": "latin-1", "ctype": "text/html; charset=ISO-8859-1", "legacy": True}
CDN = "https://cdn.elmirador.test/media"
EXTRA = [
    (
        "/metropoli/alistan-operativo-vial-por-peregrinaciones-a-la-basilica/",
        "Alistan operativo vial por peregrinaciones a la Basílica de Guadalupe",
        "Metrópoli",
    ),
    (
        "/nacion/senado-aprueba-en-comisiones-reforma-a-ley-de-aguas/",
        "Senado aprueba en comisiones reforma a ley de aguas",
        "Nación",
    ),
    (
        "/metropoli/abren-pista-de-hielo-en-el-zocalo-horarios-y-costos/",
        "Abren pista de hielo en el Zócalo: horarios y costos",
        "Metrópoli",
    ),
    (
        "/cartera/gasolina-mantiene-precio-estable-pese-a-alza-del-petroleo/",
        "Gasolina mantiene precio estable pese a alza del petróleo",
        "Cartera",
    ),
    (
        "/metropoli/detienen-a-presunto-extorsionador-de-comerciantes-en-tlalpan/",
        "Detienen a presunto extorsionador de comerciantes en Tlalpan",
        "Metrópoli",
    ),
    (
        "/cultura/feria-del-libro-infantil-llega-a-coyoacan-con-200-actividades/",
        "Feria del libro infantil llega a Coyoacán con 200 actividades",
        "Cultura",
    ),
    (
        "/estados/2026/12/02/bloqueo-en-la-autopista-siglo-xxi-afecta-a-transportistas-241788.html",
        "Bloqueo en la autopista Siglo XXI afecta a transportistas",
        "Estados",
    ),
]


def stamp(when: str) -> str:
    return f"{when[8:10]}/{when[5:7]}/{when[:4]} | {when[11:16]}"


def hace(when: str, now: str = NOW) -> str:
    from datetime import datetime

    mins = int(
        (datetime.strptime(now, "%Y-%m-%d %H:%M") - datetime.strptime(when, "%Y-%m-%d %H:%M")).total_seconds() // 60
    )
    if mins < 60:
        return f"hace {mins} minutos"
    if mins < 120:
        return "hace 1 hora"
    if mins < 1440:
        return f"hace {mins // 60} horas"
    return "hace 1 día" if mins < 2880 else f"hace {mins // 1440} días"


AGUA = """
Vecinos de 14 colonias de la alcaldía Iztapalapa se quedarán sin agua desde las 6:00 horas del sábado 5 de diciembre y hasta la tarde del domingo 6, debido a los trabajos de sustitución de una válvula en el acueducto Oriente, informó el Organismo de Agua de la Ciudad de México (OACM).
De acuerdo con el organismo, la suspensión será de alrededor de 36 horas y afectará a unas 210 mil personas. El servicio se restablecerá de manera gradual, por lo que algunas zonas altas podrían tardar hasta 24 horas más en recuperar la presión normal.
X: lee | metro
Las colonias afectadas son:
- Santa Cruz Meyehualco
- Ejército de Oriente
- Ermita Zaragoza
- Vicente Guerrero
- Santa Martha Acatitla
- Lomas de Zaragoza
- San Lorenzo Tezonco
- Desarrollo Urbano Quetzalcóatl
- Consejo Agrarista Mexicano
- Buenavista
- Miravalle
- Xalpa
- Las Peñas
- Reforma Política
El director de Operación Hidráulica del OACM, Ricardo Salgado Nava, explicó que la válvula que será reemplazada tiene más de 40 años de antigüedad y presentó una fuga importante en octubre. “No podemos seguir posponiendo esta obra; si la válvula falla en temporada de estiaje, el problema sería mucho mayor”, dijo en conferencia de prensa.
Para atender a la población, la alcaldía desplegará 85 pipas de manera gratuita durante el fin de semana. Los vecinos podrán solicitar el servicio a través de la línea de atención ciudadana o directamente en las direcciones territoriales.
X: lee | soft404
En la colonia Ejército de Oriente, algunos habitantes comenzaron desde este viernes a llenar tambos y cubetas. “Siempre nos avisan con poquito tiempo. Los que trabajamos todo el día ni cómo nos organizamos”, comentó Guadalupe Hernández, quien vive con sus tres hijos en una unidad habitacional de la zona.
El OACM recomendó almacenar agua en recipientes limpios y tapados, revisar que los tinacos no tengan fugas y evitar el uso de agua potable para lavar autos o banquetas mientras dure el corte.
X: gnews |
"""

METRO = """
Después de ocho meses cerrada por trabajos de modernización, la estación Insurgentes de la Línea 1 del Metro reabrió este viernes a las 5:00 horas, con nuevos elevadores, escaleras eléctricas y un sistema de ventilación que, según las autoridades, reduce la temperatura en andenes hasta en cinco grados.
La directora del Sistema de Transporte Colectivo, Mariana Esquivel Torres, encabezó el recorrido inaugural junto con usuarios y trabajadores. Explicó que la obra tuvo un costo de 412 millones de pesos e incluyó la sustitución de 1.8 kilómetros de cableado y la impermeabilización de la bóveda de la estación.
“Insurgentes es una de las estaciones con mayor afluencia de la línea: antes del cierre recibía 68 mil personas al día. Queríamos entregarla con todo funcionando y no por partes”, afirmó.
FIG: Usuarios en el andén de la estación Insurgentes | Usuarios abordan el tren en la estación Insurgentes, que reabrió este viernes. Foto: Diego Simón / EL MIRADOR
Durante el cierre, los trenes pasaron de largo y los usuarios tuvieron que caminar desde las estaciones Cuauhtémoc o Sevilla, o bien utilizar un servicio emergente de autobuses que, de acuerdo con quejas en redes sociales, llegaba a tardar hasta 25 minutos en horas pico.
X: lee | columna
En el primer día de operación, algunos usuarios reportaron que dos de los cuatro torniquetes de la salida a la glorieta no aceptaban la tarjeta de movilidad integrada. Personal del Metro permaneció en el lugar para abrir el acceso de manera manual.
Rodolfo Cruz, empleado de una aseguradora en la colonia Juárez, dijo que la reapertura le ahorra al menos 20 minutos diarios. “Ya me había acostumbrado a caminar desde Sevilla, pero con lluvia era un martirio”, contó.
El Metro informó que la siguiente estación en cerrar por modernización será Balderas, a partir del 15 de enero, durante un periodo estimado de seis meses.
X: gnews |
"""

COLUMNA = """
Hay una escena que se repite cada mañana en cualquier esquina de la Ciudad de México: el semáforo cambia a verde y, antes de que el primer coche avance, ya suena el claxon del tercero. No hay prisa real, porque tres cuadras después todos vuelven a detenerse, pero el gesto dice mucho de cómo nos relacionamos con el tiempo y con los demás.
Durante años nos explicamos el tráfico como un problema de infraestructura. Faltaban vialidades, segundos pisos, distribuidores. Se construyeron. Y el tráfico siguió ahí, porque cada carril nuevo invitó a más automóviles a ocuparlo. Los urbanistas lo llaman demanda inducida; los capitalinos lo llamamos, simplemente, la vida diaria.
Lo que pocas veces discutimos es que la ciudad también está diseñada para que esperar sea insoportable. Paradas de autobús sin sombra ni bancas, cruces peatonales que obligan a subir puentes de treinta escalones, trámites que exigen presentarse a las siete de la mañana para conseguir una ficha. Una ciudad que castiga la espera produce ciudadanos que no quieren esperar nunca, y que ven en el otro a un obstáculo.
La [[metro|reapertura de la estación Insurgentes]] esta semana es una buena noticia, pero también un recordatorio: ocho meses de obras sin un plan de movilidad alternativo digno trasladaron el costo del mantenimiento a los usuarios. Miles de personas caminaron, transbordaron y esperaron en filas que nadie se molestó en ordenar. La obra se terminó; la lección, no tanto.
Otras ciudades han entendido que la espera se puede diseñar. Hay sistemas de transporte que informan en cada parada, en tiempo real, cuánto falta para el siguiente autobús, y estaciones donde los transbordos se señalizan con la misma claridad que una salida de emergencia. No son soluciones espectaculares ni costosas. Son, sobre todo, una forma de respeto: decirle a alguien cuánto tendrá que esperar es reconocer que su tiempo importa.
Aquí seguimos apostando por lo contrario. Las pantallas informativas llevan meses apagadas en varias estaciones del transporte público, y las aplicaciones oficiales muestran horarios que nadie cumple. Cuando la información falla, cada usuario improvisa: corre, empuja, se cuela. La prisa se vuelve una estrategia de supervivencia.
No se trata de pedir paciencia infinita a quienes pasan tres horas diarias en el transporte. Se trata de exigir que la ciudad deje de tratar el tiempo de sus habitantes como un recurso gratuito. Cada cierre, cada obra, cada desvío debería acompañarse de un cálculo honesto de cuántas horas le costará a la gente, y de un plan para reducirlas.
Tal vez entonces el claxon del tercer coche suene un poco menos. No porque hayamos aprendido a ser pacientes, sino porque habremos construido una ciudad que no nos obliga a desesperar.
"""

AGUACATE = """
URUAPAN, Mich.— Productores de aguacate de la región de Uruapan denunciaron una caída de hasta 30% en el precio que reciben por kilo en las últimas tres semanas, lo que atribuyen a la sobreoferta en el mercado estadounidense y a las condiciones que imponen las empacadoras.
De acuerdo con la Unión Regional de Productores Aguacateros del Occidente, el kilo de la variedad Hass de primera calidad se paga actualmente en 28 pesos en huerta, cuando a mediados de noviembre alcanzaba los 40 pesos.
Ezequiel Ramírez, quien cultiva 12 hectáreas en las inmediaciones de San Lorenzo, aseguró que con esos precios apenas alcanza a cubrir los costos de fertilizantes, riego y mano de obra. “Cortar ahorita es perder dinero, pero si dejas el fruto en el árbol se te pasa y ya nadie te lo compra”, explicó.
Los productores señalaron que la temporada de cosecha coincidió con un aumento en las exportaciones de otros países hacia Estados Unidos, principal destino del aguacate michoacano, y con la acumulación de inventarios en las bodegas de distribución.
Representantes de la unión sostuvieron este martes una reunión con funcionarios de la Secretaría de Desarrollo Rural estatal, a quienes pidieron un programa emergente de apoyo y mesas de negociación con las empacadoras para fijar un precio mínimo de compra.
Por su parte, la Asociación de Empacadores de la Meseta, que agrupa a 23 empresas de la región, negó que exista un acuerdo para reducir los precios y afirmó que las cotizaciones responden únicamente a la oferta y la demanda internacional.
Se estima que en la región de Uruapan dependen de la actividad aguacatera de manera directa alrededor de 45 mil familias.
"""

SISMO = """
Un sismo de magnitud 4.8 se registró a las 04:37 horas de este viernes a 32 kilómetros al sur de Pinotepa Nacional, Oaxaca, informó el Servicio Sismológico Nacional. El movimiento tuvo una profundidad de 16 kilómetros.
La Coordinación Estatal de Protección Civil indicó que, tras los recorridos realizados en la región de la Costa, no se reportan daños materiales ni personas lesionadas. El sismo fue percibido de manera leve en Puerto Escondido y en algunos municipios de Guerrero.
La alerta sísmica no se activó en la Ciudad de México debido a que el movimiento no alcanzó la magnitud necesaria para el protocolo.
"""

REMESAS = """
El ingreso de remesas a México habría alcanzado un máximo histórico para un mes de noviembre, impulsado por los envíos que los connacionales realizan antes de las fiestas de fin de año, según estimaciones de analistas de tres instituciones financieras consultadas por El Mirador.
En promedio, los especialistas calculan que el país recibió alrededor de 5 mil 640 millones de dólares durante el mes, un aumento de 4.2% respecto a noviembre de 2025. El dato oficial será publicado por el banco central la primera semana de enero.
Estimaciones de remesas para noviembre:
T: Institución | Estimación (mdd) | Variación anual
T: Grupo Financiero Altamar | 5,710 | 5.5%
T: Banco del Centro | 5,600 | 3.4%
T: Prisma Económica | 5,610 | 3.6%
La economista en jefe de Grupo Financiero Altamar, Verónica Ugalde, explicó que el mercado laboral en Estados Unidos, particularmente en los sectores de construcción y servicios, se ha mantenido firme pese a la desaceleración de otros indicadores. “Los migrantes mexicanos han podido sostener e incluso aumentar sus envíos, aunque con montos promedio más bajos”, señaló.
De acuerdo con la analista, el envío promedio se ubicó en 385 dólares, por debajo de los 395 dólares registrados hace un año, lo que sugiere que más personas están enviando dinero, pero con menor capacidad por cada transferencia.
X: lee | aguacate
En contraste, la apreciación del peso frente al dólar ha reducido el poder de compra de las familias receptoras. Con un tipo de cambio promedio de 17.90 pesos por dólar en noviembre, cada envío rinde menos que hace dos años, cuando la divisa estadounidense superó los 20 pesos.
Michoacán, Jalisco y Guanajuato se mantienen como los estados que más remesas reciben. En conjunto, concentran alrededor de 28% del total nacional.
Para el cierre de 2026, las instituciones consultadas prevén que el flujo anual supere los 66 mil millones de dólares, lo que consolidaría a las remesas como una de las principales fuentes de divisas del país, solo detrás de las exportaciones manufactureras.
X: gnews |
"""

ENTREVISTA = """
Con su tercera novela, Los días del tianguis, la escritora Sofía Baltierra (Ciudad de México, 1984) vuelve al barrio donde creció para contar la historia de tres generaciones de mujeres que sostienen un puesto de ropa en la calle de Tenochtitlan. El libro, publicado por Editorial Cardumen, llega a librerías este mes y será presentado el próximo sábado en la explanada de un mercado del barrio.
En entrevista con El Mirador, la autora habla sobre la memoria de Tepito, los prejuicios que pesan sobre él y la dificultad de escribir sobre gente que conoce.
Q: ¿Por qué volver a Tepito en esta novela? || Porque nunca me fui del todo. Mi abuela tuvo un puesto durante cuarenta años y mi mamá lo heredó. Yo crecí debajo de una lona, haciendo la tarea entre cajas de calcetines. Cuando empecé a escribir quise alejarme de eso, escribir sobre otras cosas, y me di cuenta de que siempre regresaba a esas calles.
Q: El barrio suele aparecer en las noticias por la violencia. ¿Cómo se escribe contra esa imagen? || No quise escribir contra nada, porque eso también es dejar que la nota roja te marque el camino. La violencia está en el libro, claro, pero está como está en la vida de mis personajes: como algo que pasa al lado mientras ellas hacen cuentas, pelean con el proveedor o se enamoran. Lo que sí me interesaba era mostrar la economía del barrio, que es muy sofisticada y casi nadie entiende.
Q: ¿A qué se refiere? || A que ahí hay redes de crédito, de confianza, de intercambio que funcionan desde hace décadas sin un solo papel firmado. Mi abuela prestaba dinero a las vecinas y se lo pagaban en abonos de diez pesos. Nadie le quedó mal nunca. Eso también es el barrio, y no sale en ningún reportaje.
X: quote | “La violencia está en el libro, pero como algo que pasa al lado mientras ellas hacen cuentas”
Q: Su novela anterior transcurría en Monterrey. ¿Qué aprendió escribiendo lejos de casa? || Aprendí a mirar. Cuando escribes sobre un lugar que no es tuyo, pones atención a todo: cómo habla la gente, qué come, a qué hora cierra la tienda. Con Tepito me pasaba lo contrario: todo me parecía tan obvio que no lo veía. Tuve que irme para poder regresar con otros ojos.
Q: ¿Cómo trabajó la voz de las tres protagonistas? || Cada una habla distinto porque cada una creció en otro México. La abuela llegó de Guanajuato en los años cincuenta y todavía usa palabras del rancho; la madre es hija de la crisis de los ochenta, muy práctica, muy desconfiada; la nieta estudió en la universidad y a veces se siente extranjera en su propio barrio. Quería que el lector pudiera reconocerlas con los ojos cerrados.
Q: ¿Su familia ya leyó la novela? || Mi mamá leyó el manuscrito completo y me hizo correcciones, sobre todo de palabras. Me decía: “así no se dice, mija, eso es de la Morelos”. Fue muy divertido y también muy conmovedor, porque en algunos capítulos reconoció cosas que ella misma me había contado y que yo había transformado.
Q: ¿Le preocupa cómo la reciba la gente del barrio? || Muchísimo. Más que la crítica. Voy a hacer la presentación en la explanada del mercado, con micrófono abierto, para que la gente me diga lo que piensa. Si me equivoqué en algo, prefiero que me lo digan de frente.
Q: ¿Qué sigue después de Los días del tianguis? || Estoy investigando sobre los sonideros, los sonidos que animan los bailes en las calles. Es otra forma de memoria del barrio, una memoria que se escucha. Pero todavía no sé si será novela o crónica.
"""

TEATRO = """
Hay obras que se sostienen en una gran actuación y otras que lo hacen gracias a una idea escénica. Luz de Mixcoac, que se presenta en el Foro Las Ánimas hasta el 20 de diciembre, tiene las dos cosas, y eso la convierte en uno de los estrenos más estimulantes de la temporada.
Escrita y dirigida por Renata Olguín, la pieza sigue a Amparo, una electricista jubilada que se niega a abandonar la casa donde vivió toda su vida, en una calle de Mixcoac que está a punto de ser demolida para construir un complejo de departamentos. Durante una noche de apagón recibe la visita de su hijo, de una vecina y de un joven arquitecto que trabaja para la inmobiliaria.
La escenografía de Tomás Villalpando es mínima: una mesa, cuatro sillas y decenas de focos colgados a distintas alturas que se encienden y apagan según los recuerdos de la protagonista. Lo que podría ser un recurso decorativo se vuelve el verdadero lenguaje de la obra. Cada foco es un vecino que se fue, una fiesta, una pérdida.
FIG: Lucía Zamacona en escena | Lucía Zamacona interpreta a Amparo en Luz de Mixcoac. Foto: Cortesía Foro Las Ánimas
En el papel de Amparo, Lucía Zamacona ofrece una interpretación contenida y llena de humor. Su Amparo no es una víctima ni una heroína: es una mujer terca, a veces injusta con su hijo, que sabe que va a perder y decide hacerlo a su manera. La escena en la que enseña al arquitecto a reparar un apagador es, al mismo tiempo, la más divertida y la más triste de la noche.
No todo funciona igual de bien. El personaje de la vecina, interpretado por Carmen Aldaco, queda desdibujado en la segunda mitad, y algunos diálogos sobre la especulación inmobiliaria suenan más a discurso que a conversación. Son detalles que no alcanzan a opacar una puesta en escena que sabe emocionar sin manipular.
Luz de Mixcoac dura 85 minutos y se presenta de jueves a domingo. Es una obra sobre una colonia concreta, pero cualquiera que haya visto desaparecer la casa de sus abuelos la sentirá como propia.
X: ficha | Luz de Mixcoac. Dramaturgia y dirección: Renata Olguín. Foro Las Ánimas. Jueves y viernes, 20:00 horas; sábados, 19:00; domingos, 18:00. Boletos: 350 pesos.
"""

BIO = "Ernesto Villaseñor es urbanista y académico especializado en movilidad. Ha asesorado a gobiernos locales en México y Colombia. Escribe los viernes en El Mirador."


class Mirador(Base):
    origin = "https://www.elmirador.test"
    name = "El Mirador"
    prefix = "emx"
    language = "es"
    page_ctype = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "emx",
            [
                ".sc__header-title",
                ".sc__font-paragraph",
                ".sc__author-name",
                ".sc__container",
                ".ce12-DatosArticulo",
                ".field-name-body",
                ".l-header",
                ".l-footer",
                ".ultimas-item",
                ".nota-relacionada",
            ],
            260,
        )

    def st(
        self, key: str, path: str, title: str, when: str, authors: list[str], body: str, shape: str, **extra: object
    ) -> Doc:
        mode = extra.setdefault("ld", "utc")
        iso = None if mode is None else (iso_utc(when, OFF) if mode == "utc" else iso_local(when, OFF))
        return story(key, path, title, when[:10], iso, stamp(when), authors, text(body), shape, when=when, **extra)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "El Mirador",
                "portada",
                list=["agua", "metro", "remesas", "columna", "entrevista", "teatro", "aguacate", "sismo"],
            )
        )
        add(
            page(
                "metropoli",
                "/metropoli/",
                "section",
                "Metrópoli",
                "section-front",
                list=["agua", "metro", "columna"],
                more="metropoli2",
            )
        )
        add(
            page(
                "metropoli2",
                "/metropoli/?page=2",
                "section",
                "Metrópoli",
                "section-page2",
                list=["remesas", "teatro", "entrevista"],
            )
        )
        add(
            page(
                "ultimas",
                "/ultimas-noticias/",
                "section",
                "Últimas noticias",
                "ultimas-noticias-list",
                list=["agua", "remesas", "metro", "sismo", "columna", "entrevista", "aguacate"],
            )
        )
        add(
            page(
                "estados",
                "/estados/",
                "section",
                "Estados",
                "legacy-drupal-front-latin1",
                list=["sismo", "aguacate"],
                **LATIN,
            )
        )
        add(
            page(
                "columnista",
                "/opinion/ernesto-villasenor/",
                "author",
                "Ernesto Villaseñor",
                "columnist-index",
                list=["columna"],
            )
        )
        add(page("tag", "/tag/movilidad/", "tag", "Movilidad", "tag-list", list=["metro", "columna", "agua"]))
        add(
            page(
                "search", "/buscador/?q=agua", "search", "Resultados de búsqueda", "buscador", list=["agua", "columna"]
            )
        )
        add(
            page(
                "soft404",
                "/metropoli/corte-de-luz-en-coyoacan-deja-sin-servicio-a-3-mil-hogares/",
                "error",
                "Página no encontrada",
                "soft-404-status-200",
                lines=[
                    "Lo sentimos, la página que buscas no existe o fue retirada. Es posible que el enlace esté roto o que la dirección haya cambiado."
                ],
                list_more=["agua", "metro", "remesas", "sismo"],
            )
        )
        add(
            page(
                "privacy",
                "/aviso-de-privacidad/",
                "policy",
                "Aviso de privacidad",
                "aviso-privacidad",
                lines=text("""
            Última actualización: 2 de marzo de 2026.
            Editorial El Mirador, S.A. de C.V., con domicilio en la Ciudad de México, es responsable del tratamiento de los datos personales que nos proporcione, los cuales serán protegidos conforme a lo dispuesto por la legislación mexicana en materia de protección de datos personales en posesión de los particulares.
            ## Finalidades del tratamiento
            Los datos personales que recabamos se utilizarán para proveer los servicios de suscripción y boletines que ha solicitado, enviarle comunicados sobre cambios en los mismos y evaluar la calidad del servicio.
            ## Derechos ARCO
            Usted tiene derecho a conocer qué datos personales tenemos de usted, para qué los utilizamos y las condiciones del uso que les damos. Para ejercer sus derechos de acceso, rectificación, cancelación u oposición, envíe una solicitud al correo privacidad@elmirador.test.
        """),
            )
        )
        add(
            self.st(
                "agua",
                "/metropoli/cortes-de-agua-afectaran-a-14-colonias-de-iztapalapa-este-fin-de-semana/",
                "Cortes de agua afectarán a 14 colonias de Iztapalapa este fin de semana",
                "2026-12-04 21:40",
                ["Laura Méndez", "Jorge Castañeda"],
                AGUA,
                "two-authors-y-utc-next-day-lee-tambien",
                section="Metrópoli",
                upd="2026-12-04 22:15",
                dek="La suspensión del servicio durará unas 36 horas por la sustitución de una válvula en el acueducto Oriente; habrá 85 pipas gratuitas.",
            )
        )
        add(
            self.st(
                "metro",
                "/metropoli/reabre-la-estacion-insurgentes-del-metro-tras-ocho-meses-de-obras/",
                "Reabre la estación Insurgentes del Metro tras ocho meses de obras",
                "2026-12-04 07:55",
                ["Diana Ortiz"],
                METRO,
                "standard-local-offset",
                section="Metrópoli",
                ld="local",
                tag=True,
                dek="La modernización costó 412 millones de pesos; la próxima estación en cerrar será Balderas, en enero.",
            )
        )
        add(
            self.st(
                "columna",
                "/opinion/ernesto-villasenor/la-ciudad-que-no-sabe-esperar/",
                "La ciudad que no sabe esperar",
                "2026-12-04 01:10",
                ["Ernesto Villaseñor"],
                COLUMNA,
                "column-bio-at-end-org-author",
                section="Opinión",
                column="Ciudad abierta",
                org_author=True,
                tag=True,
            )
        )
        add(
            self.st(
                "aguacate",
                "/estados/2026/12/03/productores-de-aguacate-en-uruapan-denuncian-caida-de-30-en-el-precio-241876.html",
                "Productores de aguacate en Uruapan denuncian caída de 30% en el precio",
                "2026-12-03 18:20",
                ["Martín Solís"],
                AGUACATE,
                "legacy-drupal-latin1-dateline",
                section="Estados",
                ld=None,
                corresponsal=True,
                nid="241876",
                temas='<a href="/temas/michoacan">Michoacán</a>, <a href="/temas/aguacate">Aguacate</a>',
                dek="Los agricultores piden un precio mínimo de compra; las empacadoras lo atribuyen a la oferta internacional.",
                **LATIN,
            )
        )
        add(
            self.st(
                "sismo",
                "/estados/2026/12/04/reportan-sismo-de-magnitud-48-en-pinotepa-nacional-oaxaca-241902.html",
                "Reportan sismo de magnitud 4.8 en Pinotepa Nacional, Oaxaca; no hay daños",
                "2026-12-04 05:12",
                [],
                SISMO,
                "legacy-latin1-redaccion-brief",
                section="Estados",
                ld=None,
                nid="241902",
                temas='<a href="/temas/oaxaca">Oaxaca</a>, <a href="/temas/sismos">Sismos</a>',
                **LATIN,
            )
        )
        add(
            self.st(
                "remesas",
                "/cartera/remesas-alcanzarian-record-en-noviembre-por-envios-de-fin-de-ano-preven-analistas/",
                "Remesas alcanzarían récord en noviembre por envíos de fin de año, prevén analistas",
                "2026-12-04 13:05",
                ["Andrea Robles", "Saúl Jiménez"],
                REMESAS,
                "economy-table-no-jsonld",
                section="Cartera",
                ld=None,
                dek="Tres instituciones financieras estiman un flujo de alrededor de 5 mil 640 millones de dólares, 4.2% más que hace un año.",
            )
        )
        add(
            self.st(
                "entrevista",
                "/cultura/letras/escribir-sobre-tepito-es-escribir-sobre-mi-familia-sofia-baltierra/",
                "“Escribir sobre Tepito es escribir sobre mi familia”: Sofía Baltierra",
                "2026-12-03 19:30",
                ["Paola Arriaga"],
                ENTREVISTA,
                "interview-qa",
                section="Cultura",
                ld="local",
                dek="La autora presenta Los días del tianguis, su tercera novela, sobre tres generaciones de comerciantes del barrio.",
            )
        )
        add(
            self.st(
                "teatro",
                "/cultura/teatro/luz-de-mixcoac-un-montaje-que-ilumina-la-memoria-de-una-colonia/",
                "“Luz de Mixcoac”, un montaje que ilumina la memoria de una colonia",
                "2026-12-02 12:00",
                ["Gabriel Ruelas"],
                TEATRO,
                "review-with-info-box",
                section="Cultura",
                ld="local",
                dek="La obra de Renata Olguín, en el Foro Las Ánimas, convierte un apagón en un recorrido por los recuerdos de una vecina.",
            )
        )

    # ---- boxes (never body)
    def box(self, name: str, arg: str) -> str:
        if name == "lee":
            d = self.docs[arg]
            return f'<p class="sc__font-paragraph"><strong>Lee también: </strong>{self.a(arg, d.title if arg != "soft404" else "Corte de luz en Coyoacán deja sin servicio a 3 mil hogares", "content")}</p>'
        if name == "gnews":
            return '<div class="sc__gnews"><p><strong>¡Mantente al día con El Mirador!</strong> Síguenos en <a href="https://news.google.com/publications/elmirador">Google Noticias</a> y únete a nuestro <a href="https://whatsapp.com/channel/elmirador">canal de WhatsApp</a>.</p></div>'
        if name == "quote":
            return f'<blockquote class="sc__quote"><p>{esc(arg)}</p></blockquote>'
        if name == "ficha":
            return f'<div class="sc__ficha"><h4>Ficha</h4><p>{esc(arg)}</p></div>'
        raise KeyError(name)

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="sc__image"><img src="{CDN}{img(alt)}" alt="{esc(alt)}" loading="lazy"><figcaption class="sc__image-caption">{esc(cap)}</figcaption></figure>'

    def blocks(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            return blocks_html(self, doc.blocks, fig=self.fig, x=self.box)
        return blocks_html(
            self,
            doc.blocks,
            p='<p class="sc__font-paragraph">{}</p>',
            ul='<{tag} class="sc__list">{}</{tag}>',
            table="sc__table",
            fig=self.fig,
            x=self.box,
        )

    # ---- frames
    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_frame(doc, main)
        metas = [
            f"<title>{esc(doc.title)} | El Mirador</title>"
            if doc.key != "home"
            else "<title>El Mirador | Noticias de México y el mundo</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Noticias de México, la Ciudad de México y el mundo.")}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="El Mirador">',
            f'<meta property="og:image" content="{CDN}/og/{doc.key}.jpg">',
            '<meta name="twitter:site" content="@elmirador_mx">',
        ]
        if doc.kind != "error":
            metas.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        if doc.is_article:
            when = doc.extra["when"]
            metas.append(f'<meta property="article:published_time" content="{iso_local(when, OFF)}">')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            metas.append(f'<meta name="cXenseParse:recs:publishtime" content="{iso_local(when, OFF)}">')
            if doc.authors and not doc.extra.get("org_author"):
                metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if doc.iso:
                upd = doc.extra.get("upd") or when
                author = (
                    {"@type": "Organization", "name": "El Mirador"}
                    if doc.extra.get("org_author")
                    else [{"@type": "Person", "name": a} for a in doc.authors]
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "OpinionNewsArticle" if doc.extra.get("column") else "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": iso_utc(upd, OFF) if doc.extra["ld"] == "utc" else iso_local(upd, OFF),
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "El Mirador",
                        "logo": {"@type": "ImageObject", "url": f"{CDN}/logo-amp.png"},
                    },
                    "mainEntityOfPage": self.url(doc.key),
                    "image": [f"{CDN}/og/{doc.key}.jpg"],
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Inicio"),
                ("ultimas", "Últimas noticias"),
                ("metropoli", "Metrópoli"),
                ("estados", "Estados"),
            )
        )
        nav += "".join(
            f'<li><a href="{u}">{t}</a></li>'
            for u, t in (
                ("/nacion/", "Nación"),
                ("/mundo/", "Mundo"),
                ("/cartera/", "Cartera"),
                ("/opinion/", "Opinión"),
                ("/cultura/", "Cultura"),
                ("/deportes/", "Deportes"),
                ("/espectaculos/", "Espectáculos"),
                ("/tendencias/", "Tendencias"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="stylesheet" href="/pf/resources/styles/elmirador.css?d=1187">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"tipo":"{"nota" if doc.is_article else doc.kind}","seccion":"{esc(doc.section or doc.title)}","autor":"{esc(", ".join(doc.authors))}"}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{"nota" if doc.is_article else "portada"}">
<div id="ad-top" class="ad-slot ad-slot--leaderboard" data-ad-unit="/2141/elmirador/{doc.kind}"></div>
<header class="l-header"><div class="l-header__top"><span class="l-header__date">Viernes 04 de diciembre de 2026</span> <a href="https://suscripciones.elmirador.test/">Suscríbete</a> <a href="https://login.elmirador.test/">Iniciar sesión</a></div>
<div class="l-header__logo">{self.a("home", "El Mirador", "nav")}</div>
<nav class="l-header__nav"><ul>{nav}</ul></nav>
<form class="l-header__search" action="/buscador/"><input type="text" name="q" placeholder="Buscar"></form></header>
<main class="l-main">
{main}
</main>
<aside class="l-aside"><div class="lo-mas-visto"><h3>Lo más visto</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("agua", "metro", "entrevista"))}</ol></div></aside>
<footer class="l-footer">
<div class="l-footer__links">{self.a("columnista", "Columnistas", "footer")} · {self.a("tag", "Movilidad", "footer")} · {self.a("search", "Buscador", "footer")} · {self.a("privacy", "Aviso de privacidad", "footer")} · <a href="/terminos-y-condiciones/">Términos y condiciones</a> · <a href="/directorio/">Directorio</a> · <a href="/rss/">RSS</a> · <a href="mailto:contacto@elmirador.test">Contacto</a></div>
<div class="l-footer__social"><a href="https://www.facebook.com/elmirador.mx">Facebook</a> <a href="https://x.com/elmirador_mx">X</a> <a href="https://www.instagram.com/elmirador.mx">Instagram</a> <a href="https://www.tiktok.com/@elmirador.mx">TikTok</a></div>
<p>Todos los derechos reservados © Editorial El Mirador, S.A. de C.V. 2026. Queda prohibida la reproducción total o parcial del contenido de este sitio sin autorización previa y por escrito.</p>
</footer>
<div id="cookies-banner" class="cookies-banner">Este sitio utiliza cookies propias y de terceros para mejorar tu experiencia y mostrarte publicidad relacionada con tus preferencias. Si continúas navegando, consideramos que aceptas su uso. {self.a("privacy", "Consulta nuestro aviso de privacidad", "footer")}. <button>Aceptar</button></div>
<script src="/pf/resources/js/elmirador.min.js?d=1187" defer></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        metas = [
            f"<title>{esc(doc.title)} | El Mirador</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Noticias de los estados de la República.")}" />',
            f'<meta name="keywords" content="{esc(doc.section)}, {esc(doc.title.split(",")[0])}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            f'<link rel="shortlink" href="{self.origin}/node/{doc.extra.get("nid", "1207")}" />',
        ]
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es" lang="es" dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
{chr(10).join(metas)}
<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
<link type="text/css" rel="stylesheet" href="/sites/all/themes/mirador/css/estilos.css?p2k1a9" media="all" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript">jQuery.extend(Drupal.settings, {{"basePath":"\\/","pathPrefix":"","ajaxPageState":{{"theme":"mirador","theme_token":"x8Kq2"}}}});</script>
</head>
<body class="html {"not-front page-node node-type-articulo" if doc.is_article else "not-front page-taxonomy"}">
<div id="page-wrapper"><div id="page">
<div id="header"><div class="section clearfix"><a href="/" title="Inicio" rel="home" id="logo">El Mirador</a>
<div class="region region-header"><ul class="menu">{"".join(f'<li class="leaf">{self.a(k, t, "nav")}</li>' for k, t in (("home", "Inicio"), ("metropoli", "Metrópoli"), ("estados", "Estados"), ("ultimas", "Últimas noticias")))}<li class="leaf"><a href="/nacion/">Nación</a></li><li class="leaf"><a href="/cartera/">Cartera</a></li><li class="leaf last"><a href="/opinion/">Opinión</a></li></ul></div></div></div>
<div id="main-wrapper"><div id="main" class="clearfix"><div id="content" class="column"><div class="section">
{main}
</div></div>
<div id="sidebar-second" class="column sidebar"><div class="block block-views"><h2>Lo último en Estados</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("sismo", "aguacate"))}<li><a href="/estados/2026/12/02/bloqueo-en-la-autopista-siglo-xxi-241788.html">Bloqueo en la autopista Siglo XXI</a></li></ul></div></div>
</div></div>
<div id="footer"><div class="section">{self.a("privacy", "Aviso de privacidad", "footer")} | <a href="/directorio/">Directorio</a> | <a href="/rss/estados.xml">RSS Estados</a><p>© Editorial El Mirador, S.A. de C.V. Todos los derechos reservados.</p></div></div>
</div></div>
<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(["_setAccount","UA-1234567-1"]);_gaq.push(["_trackPageview"]);</script>
</body>
</html>"""

    # ---- mains
    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return "Redacción"
        names = [self.a("columnista", a, "byline") if a == "Ernesto Villaseñor" else esc(a) for a in doc.authors]
        return "Por: " + " y ".join(names)

    def story_main(self, doc: Doc) -> str:
        when = doc.extra["when"]
        if doc.extra.get("legacy"):
            ciudad = (
                '<div class="ce12-DatosArticulo_ElementoCiudad">Corresponsal</div>'
                if doc.extra.get("corresponsal")
                else ""
            )
            rel = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
                for k in ("sismo", "aguacate", "remesas")
                if k != doc.key
            )
            dek = (
                f'<div class="field field-name-field-resumen"><div class="field-items"><div class="field-item even">{esc(doc.dek)}</div></div></div>'
                if doc.dek
                else ""
            )
            return f"""<div class="region region-content"><div id="node-{doc.extra["nid"]}" class="node node-articulo node-full clearfix">
<div class="breadcrumb">{self.a("home", "Inicio", "breadcrumb")} » {self.a("estados", "Estados", "breadcrumb")}</div>
<div class="pane-node-title"><h1 class="title">{esc(doc.title)}</h1></div>
{dek}
<div class="ce12-DatosArticulo"><div class="ce12-DatosArticulo_ElementoAutor">{self.byline(doc)}</div>{ciudad}<div class="ce12-DatosArticulo_ElementoFecha">{when[8:10]}/{when[5:7]}/{when[:4]}</div><div class="ce12-DatosArticulo_ElementoHora">{when[11:16]}</div></div>
<div class="addthis_toolbox"><a class="addthis_button_facebook" href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a class="addthis_button_twitter" href="https://twitter.com/share?url={esc(self.url(doc.key))}">Twitter</a> <a class="addthis_button_email" href="mailto:?subject={esc(doc.title)}">Enviar</a></div>
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
{self.blocks(doc)}
</div></div></div>
<div class="field field-name-field-tags"><span class="field-label">Temas: </span>{doc.extra["temas"]}, {self.a("estados", "Estados", "content")}</div>
<div id="block-views-notas-relacionadas" class="block"><h2>Notas relacionadas</h2><ul>{rel}</ul></div>
<div id="comments" class="comment-wrapper"><h2 class="title">Comentarios</h2><p>Para comentar es necesario <a href="/user/login">iniciar sesión</a>.</p></div>
</div></div>"""
        upd = doc.extra.get("upd")
        upd_html = f' <span class="sc__author-update">Actualizada {hace(upd)}</span>' if upd else ""
        col = ""
        if doc.extra.get("column"):
            col = (
                f'<div class="sc__columnist"><img src="{CDN}/columnistas/ernesto-villasenor.jpg" alt="Ernesto Villaseñor"><div>'
                f'<span class="sc__columnist-column">{esc(doc.extra["column"])}</span></div></div>'
            )
        dek = f'<h2 class="sc__header-subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        bio = ""
        if doc.extra.get("column"):
            bio = f'<div class="sc__author-bio"><p>{esc(BIO)}</p><p><a href="mailto:ernesto.villasenor@elmirador.test">ernesto.villasenor@elmirador.test</a></p></div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="sc__tags"><span>Temas:</span> {self.a("tag", "Movilidad", "content")} <a href="/tag/metro/">Metro</a> <a href="/tag/cdmx/">CDMX</a></div>'
        rel = "".join(
            f'<div class="nota-relacionada"><img src="{CDN}/thumbs/{k}.jpg" alt=""><span class="nota-relacionada__sec">{esc(self.docs[k].section)}</span>{self.a(k, self.docs[k].title, "related")}</div>'
            for k in [k for k in ARTS if k != doc.key][:6]
        )
        newsletter = '<div class="sc__newsletter"><h4>Recibe todas las mañanas las noticias más relevantes</h4><p>Suscríbete a nuestro newsletter y mantente informado.</p><form action="https://newsletters.elmirador.test/alta"><input type="email" name="email" placeholder="Tu correo"><button>Suscribirme</button></form></div>'
        return f"""<article class="sc">
<div class="sc__header">
<a class="sc__header-section" href="{"/opinion/" if doc.extra.get("column") else "/" + doc.path.split("/")[1] + "/"}">{esc(doc.section)}</a>
{col}
<h1 class="sc__header-title">{esc(doc.title)}</h1>
{dek}
<div class="sc__author">
<div class="sc__author-nota"><span class="sc__author-name">{self.byline(doc)}</span></div>
<div class="sc__author-date"><span class="ff-fecha">{stamp(when)}</span>{upd_html}</div>
</div>
<div class="sc__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Correo</a></div>
</div>
<div class="sc__container">
{self.blocks(doc)}
</div>
{bio}
{tags}
{newsletter}
</article>
<section class="sc__relacionadas"><h3>Te recomendamos</h3>{rel}</section>
<div id="comentarios" class="sc__comentarios"><h3>Comentarios</h3><p>Los comentarios son responsabilidad de quien los emite. <a href="https://login.elmirador.test/">Inicia sesión</a> para participar.</p></div>"""

    def item(self, k: str, rel: bool = True) -> str:
        d = self.docs[k]
        when = d.extra["when"]
        return (
            f'<div class="ultimas-item"><span class="ultimas-item__time">{hace(when) if rel else stamp(when)}</span> '
            f'<span class="ultimas-item__sec">{esc(d.section)}</span><h2 class="ultimas-item__title">{self.a(k, d.title, "content")}</h2>'
            f'<p class="ultimas-item__sum">{esc(self.lede(d))}</p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.extra.get("legacy"):
            rows = "".join(
                f'<div class="views-row"><div class="views-field-title"><h3><a href="{u}">{esc(t)}</a></h3></div></div>'
                for u, t, _ in extras(doc.key, doc.kind, EXTRA)[:2]
            ) + "".join(
                f'<div class="views-row"><div class="views-field-title"><h3>{self.a(k, self.docs[k].title, "content")}</h3></div><div class="views-field-created">{stamp(self.docs[k].extra["when"])}</div><div class="views-field-body">{esc(self.lede(self.docs[k]))}</div></div>'
                for k in keys
            )
            return f'<div class="region region-content"><h1 class="title" id="page-title">{esc(doc.title)}</h1><div class="view view-seccion"><div class="view-content">{rows}</div><div class="item-list"><ul class="pager"><li class="pager-next"><a href="/estados/?page=1">siguiente ›</a></li></ul></div></div></div>'
        if doc.key == "ultimas":
            extra = [
                (
                    "hace 25 minutos",
                    "Deportes",
                    "/deportes/america-y-cruz-azul-definen-horarios-de-la-liguilla/",
                    "Definen horarios de la liguilla: así se jugarán los cuartos de final",
                ),
                (
                    "hace 2 horas",
                    "Nación",
                    "/nacion/senado-aprueba-reforma-a-ley-de-aguas-nacionales-en-comisiones/",
                    "Senado aprueba en comisiones reforma a ley de aguas",
                ),
            ]
            items = "".join(
                f'<div class="ultimas-item"><span class="ultimas-item__time">{t}</span> <span class="ultimas-item__sec">{s}</span><h2 class="ultimas-item__title"><a href="{u}">{h}</a></h2></div>'
                for t, s, u, h in extra
            ) + "".join(self.item(k) for k in keys)
            return f'<div class="ultimas"><h1 class="ultimas__title">{esc(doc.title)}</h1><p class="ultimas__intro">Lo más reciente de México y el mundo, minuto a minuto.</p>{items}<div class="pagination"><a href="/ultimas-noticias/?page=2">Ver más</a></div></div>'
        if doc.key == "home":
            lead = self.docs[keys[0]]
            top = f'<div class="portada__principal"><img src="{CDN}/og/{keys[0]}.jpg" alt=""><span class="portada__sec">{esc(lead.section)}</span><h2>{self.a(keys[0], lead.title, "content")}</h2><p>{esc(lead.dek)}</p><span class="portada__firma">{self.byline(lead)}</span></div>'
            rest = "".join(
                f'<div class="portada__nota"><span class="portada__sec">{esc(self.docs[k].section)}</span><h3>{self.a(k, self.docs[k].title, "content")}</h3><span class="portada__tiempo">{hace(self.docs[k].extra["when"])}</span></div>'
                for k in keys[1:]
            ) + "".join(
                f'<div class="portada__nota"><span class="portada__sec">{esc(sec)}</span><h3><a href="{u}">{esc(t)}</a></h3><span class="portada__tiempo">hace {2 + i} horas</span></div>'
                for i, (u, t, sec) in enumerate(extras(doc.key, doc.kind, EXTRA))
            )
            secs = f'<div class="portada__secciones">{self.a("metropoli", "Metrópoli", "content")} {self.a("estados", "Estados", "content")} {self.a("ultimas", "Últimas noticias", "content")} {self.a("columnista", "Ernesto Villaseñor", "content")}</div>'
            return f'<div class="portada"><h1 class="sr-only">El Mirador</h1>{top}<div class="portada__grid">{rest}</div>{secs}</div>'
        head = ""
        if doc.kind == "author":
            head = f'<div class="columnista"><img src="{CDN}/columnistas/ernesto-villasenor.jpg" alt=""><p class="columnista__col">Columna: Ciudad abierta</p><p class="columnista__bio">{esc(BIO)}</p></div>'
        elif doc.kind == "search":
            head = '<form class="buscador" action="/buscador/"><input type="text" name="q" value="agua"><button>Buscar</button></form><p class="buscador__total">2 resultados para “agua”</p>'
        items = "".join(self.item(k, rel=doc.kind != "search") for k in keys) + "".join(
            f'<div class="ultimas-item"><span class="ultimas-item__time">hace {5 + i} horas</span> <span class="ultimas-item__sec">{esc(sec)}</span><h2 class="ultimas-item__title"><a href="{u}">{esc(t)}</a></h2></div>'
            for i, (u, t, sec) in enumerate(extras(doc.key, doc.kind, EXTRA))
        )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "Siguiente", "pagination")}</div>'
        elif doc.key == "metropoli2":
            pager = f'<div class="pagination">{self.a("metropoli", "Anterior", "pagination")} <a href="/metropoli/?page=3">Siguiente</a></div>'
        return f'<div class="seccion"><h1 class="seccion__title">{esc(doc.title)}</h1>{head}{items}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            items = "".join(self.item(k) for k in doc.extra["list_more"])
            return f"""<div class="error-404"><h1 class="error-404__title">{esc(doc.title)}</h1>
<p class="error-404__text">{esc(doc.blocks[0][1])}</p>
<p>Vuelve a la {self.a("home", "portada", "content")} o utiliza el {self.a("search", "buscador", "content")}.</p>
<h2>Te puede interesar</h2>{items}</div>"""
        body = "\n".join(f"<h2>{esc(b[1])}</h2>" if b[0] == "h2" else f"<p>{esc(b[1])}</p>" for b in doc.blocks)
        return f'<div class="pagina-estatica"><h1>{esc(doc.title)}</h1>\n{body}\n</div>'
