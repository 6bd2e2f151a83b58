# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""El Centinela del Bajío: a Mexican regional daily on a home-grown PHP CMS (`/nota.php?id=`, `/seccion.php?id=2`,
`&pag=2`, `/buscar.php?q=`, `/autor.php?id=`), HTML 4.01 tables. The charset is declared only in a
`<meta http-equiv>` (ISO-8859-1); the HTTP header says plain `text/html`, and the bytes are really windows-1252
(curly quotes and dashes as 0x93/0x94/0x96). Bylines "Por Redacción" (a desk) and "Por NOMBRE APELLIDO" in
capitals; the printed date is "02/12/2026 | 14:35" (Mexico City time, UTC-6); notes carry
article:published_time in UTC, which for the evening notes is the next day."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc


def caps(name: str) -> str:
    return name.upper()


class Centinela(Base):
    origin = "https://www.elcentinela-bajio.test"
    name = "El Centinela del Bajío"
    prefix = "cb"
    language = "es"  # the primary subtag, as every set labels it (the page says es-MX)
    encoding = "windows-1252"  # what a browser (and Scrapy) decodes "ISO-8859-1" as
    codec = "cp1252"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cb",
            [
                "#contenedor",
                "#cabecera td",
                "#menu li a",
                "#col-izq",
                "#col-der .caja",
                ".nota h1",
                ".firma",
                ".fecha",
                "#pie",
                ".listado td",
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
                "El Centinela del Bajío",
                "php-table-home",
                list=["agua", "columna", "entrevista", "cierre", "sismo", "agencia"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/seccion.php?id=2",
                "section",
                "Local",
                "php-section",
                list=["agua", "cierre", "sismo", "entrevista", "agencia"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/seccion.php?id=2&pag=2",
                "section",
                "Local – página 2",
                "php-section-page2",
                list=[
                    "beisbol",
                    "@48122|Inauguran comedor comunitario en la colonia Menchaca",
                    "@48117|Vecinos de Corregidora piden semáforo frente a primaria",
                    "@48109|Alistan la feria de la nuez en San Juan del Río",
                ],
                prev="local",
            )
        )
        add(
            page(
                "buscar",
                "/buscar.php?q=municipal",
                "search",
                "Resultados de búsqueda: municipal",
                "php-search",
                list=["beisbol", "agua", "cierre"],
            )
        )
        add(
            page(
                "autora",
                "/autor.php?id=12",
                "author",
                "María Fernanda López",
                "author-long-bio",
                [
                    "María Fernanda López es reportera de la sección Local de El Centinela del Bajío desde 2014. Estudió Ciencias de la Comunicación en Querétaro y empezó como practicante en la mesa de cierre, donde aprendió a corregir notas ajenas antes de escribir las suyas.",
                    "Durante diez años ha cubierto servicios públicos, agua y desarrollo urbano. Su serie sobre los pozos del acuífero del valle, publicada en 2019, fue finalista de un premio estatal de periodismo y obligó a la comisión estatal a publicar por primera vez los niveles de extracción por pozo.",
                    "En 2021 coordinó el especial de la pandemia en los mercados municipales y en 2023 la cobertura de las lluvias en la zona metropolitana. Da talleres de periodismo de datos a estudiantes de preparatoria y participa cada año en la feria del libro con charlas sobre cómo leer un presupuesto municipal.",
                    "Nació en San Juan del Río, vive en el centro de Querétaro y se mueve en bicicleta, lo que según ella explica la mitad de sus notas sobre banquetas y ciclovías. Para enviarle información o documentos, escriba al correo de la redacción; se protege la identidad de las fuentes.",
                ],
                list=[
                    "agua",
                    "@48080|Tandeo de agua en Santa Rosa Jáuregui se extiende a diciembre",
                    "@48011|Ciclovía de Zaragoza tendrá 3 kilómetros más",
                    "@47960|Qué falta para abrir el nuevo mercado de Epigmenio González",
                ],
            )
        )
        add(
            page(
                "agenda",
                "/agenda.php",
                "events",
                "Agenda cultural de la semana",
                "events-long-descriptions",
                [
                    "## Concierto navideño de la Orquesta Filarmónica juvenil",
                    "Viernes 4 de diciembre, 19:00 horas, Teatro de la Ciudad. La orquesta juvenil, formada por 62 músicos de entre 14 y 22 años, presenta un programa de villancicos mexicanos y europeos con arreglos de su director, el maestro Ernesto Villagómez. La primera parte incluye piezas del periodo virreinal recuperadas de archivos de la catedral; la segunda, arreglos populares para coro y cuerdas. Entrada libre hasta agotar cupo; los boletos de cortesía se entregan desde las 17:00 horas en taquilla, dos por persona.",
                    "## Posada tradicional en el barrio de La Cruz",
                    "Sábado 5 de diciembre, 18:30 horas, atrio del templo. Los vecinos del barrio organizan la primera posada de la temporada con peregrinos, letanía, piñatas de siete picos y ponche. Los organizadores piden a los asistentes llevar su propia taza para reducir la basura y recuerdan que las calles Independencia y Manuel Acuña estarán cerradas a la circulación desde las 17:00 horas.",
                    "## Taller de nacimientos con materiales reciclados",
                    "Domingo 6 de diciembre, 11:00 horas, Biblioteca Central. Taller para niñas y niños de 6 a 12 años, acompañados por un adulto. Se elaboran figuras de nacimiento con cartón, tapas y retazos de tela; el material lo pone la biblioteca, aunque se agradece llevar tijeras de punta redonda. Cupo de 30 lugares, con registro previo en el mostrador o por teléfono.",
                    "## Exposición “Oficios del Bajío”",
                    "Del 1 al 20 de diciembre, de martes a domingo, Museo de la Ciudad. Fotografías de talabarteros, cesteros, canteros y dulceras de la región tomadas durante dos años por un colectivo de fotógrafos locales. La muestra incluye herramientas prestadas por las familias retratadas y una sala con entrevistas en video. Costo de 30 pesos; estudiantes, maestros y adultos mayores entran gratis.",
                ],
            )
        )
        add(
            page(
                "horoscopo",
                "/horoscopo.php",
                "horoscope",
                "Horóscopo del miércoles 2 de diciembre",
                "horoscope",
                [
                    "Aries: una conversación pendiente se resuelve mejor en persona que por mensaje. Número de la suerte: 7.",
                    "Tauro: cuida tus gastos hasta el fin de semana; una compra puede esperar. Color: verde olivo.",
                    "Géminis: buen día para terminar lo que dejaste a medias en el trabajo. Número: 12.",
                    "Cáncer: alguien de tu familia necesita que lo escuches sin dar consejos. Color: blanco.",
                    "Leo: tu energía contagia a tu equipo; aprovecha para proponer cambios. Número: 3.",
                    "Virgo: revisa dos veces los documentos antes de firmarlos. Color: gris.",
                    "Libra: una invitación inesperada te saca de la rutina. Número: 9.",
                    "Escorpio: no tomes decisiones de dinero con prisa. Color: vino.",
                    "Sagitario: un viaje corto te ayudará a despejarte. Número: 21.",
                    "Capricornio: el reconocimiento llega, aunque tarde. Color: azul marino.",
                    "Acuario: ordena tu espacio y ordenarás tus ideas. Número: 5.",
                    "Piscis: confía en tu intuición con una amistad nueva. Color: lila.",
                ],
            )
        )
        add(
            page(
                "privacidad",
                "/aviso-privacidad.php",
                "policy",
                "Aviso de privacidad",
                "policy-updated",
                [
                    "Última actualización: 14 de enero de 2026",
                    "Editora del Centinela, S.A. de C.V., con domicilio en Querétaro, Qro., es responsable del tratamiento de los datos personales que usted nos proporcione a través de este sitio, de los formularios de suscripción y de los concursos que organizamos.",
                    "## Datos que recabamos",
                    "Nombre, correo electrónico, teléfono y domicilio de entrega cuando contrata una suscripción impresa; datos de navegación mediante cookies propias y de terceros para medir audiencias y mostrar publicidad.",
                    "## Finalidades",
                    "Entregar el periódico, cobrar la suscripción, enviar boletines que usted solicitó y atender aclaraciones. De manera secundaria, enviar promociones; usted puede negarse escribiendo al correo de datos personales.",
                    "## Derechos ARCO",
                    "Usted puede acceder, rectificar, cancelar u oponerse al tratamiento de sus datos presentando una solicitud por escrito en nuestras oficinas o por correo electrónico, con copia de una identificación oficial. Responderemos en un plazo de 20 días hábiles.",
                    "## Cambios al aviso",
                    "Cualquier cambio a este aviso se publicará en esta misma página con su fecha de actualización.",
                ],
            )
        )
        add(
            page(
                "suscripciones",
                "/suscripciones.php",
                "product",
                "Suscríbase a El Centinela del Bajío",
                "product-photos",
                [
                    "FIG: Ejemplar impreso de El Centinela del Bajío sobre una mesa | La edición impresa llega a su puerta antes de las 7:00 de la mañana.",
                    "## Impreso de lunes a domingo",
                    "Entrega a domicilio en la zona metropolitana de Querétaro, Corregidora y El Marqués. 390 pesos al mes o 4 mil 200 pesos al año; incluye acceso digital para dos dispositivos.",
                    "FIG: Teléfono con la edición digital abierta | La edición digital replica cada página del impreso y se puede descargar desde las 5:00.",
                    "## Solo digital",
                    "Edición en PDF, archivo desde 2010 y boletín matutino. 99 pesos al mes, sin plazo forzoso.",
                    "FIG: Paquete de fin de semana con suplementos | El paquete de fin de semana incluye los suplementos de cultura y de autos.",
                    "## Fin de semana",
                    "Sábado y domingo impresos más acceso digital toda la semana. 180 pesos al mes.",
                    "Pague con tarjeta, en tiendas de conveniencia o en nuestras oficinas. Facturamos a más tardar el quinto día del mes siguiente.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/nota.php?id=47001",
                "soft404",
                "La nota que busca no está disponible",
                "soft-404-200",
                [
                    "Es posible que la nota haya sido retirada, que el enlace esté incompleto o que la dirección se haya escrito mal.",
                    "Puede buscarla con el buscador de la parte superior o volver a la portada para ver las noticias más recientes.",
                ],
                story_template=True,
            )
        )
        # -- notes ----------------------------------------------------------------------------------------------
        add(
            story(
                "agua",
                "/nota.php?id=48213",
                "Dos semanas sin agua en 14 colonias del norte de Querétaro",
                "2026-12-02",
                "2026-12-02T13:10:00Z",
                "02/12/2026 | 07:10",
                ["María Fernanda López", "Jorge Alberto Ramírez"],
                [
                    "Vecinos de 14 colonias de la delegación Epigmenio González cumplen este miércoles dos semanas recibiendo agua solo por pipa, luego de que dos pozos que abastecen la zona salieran de operación por fallas en sus bombas, confirmó la Comisión Estatal de Aguas (CEA).",
                    "Según el organismo, el pozo 14 dejó de funcionar el 18 de noviembre y el pozo 22 tres días después. Entre ambos surtían cerca de 90 litros por segundo a unas 6 mil viviendas de colonias como Lomas de San Pedrito, Peñuelas, El Salitre y San Pablo.",
                    "“Nos dijeron que eran tres días y ya van catorce. Compramos garrafones para tomar y para cocinar, pero para bañarse y lavar no alcanza”, contó Guadalupe Hernández, vecina de San Pablo, mientras esperaba con cuatro cubetas en la esquina de su calle.",
                    "## Pipas, pero no para todos",
                    "La CEA informó que tiene 22 pipas en la zona con un calendario por calles que publica cada mañana en sus redes sociales. Los vecinos aseguran que el calendario no se cumple: en la calle Cerro del Tambor, por ejemplo, la pipa pasó el lunes a las 23:00 horas y solo llenó los tinacos de las primeras casas.",
                    "En un recorrido de este diario el martes por la tarde se contaron filas de entre 15 y 40 personas en tres puntos de reparto. En algunos, los propios vecinos organizaban turnos con listas escritas en cartulinas pegadas a los postes.",
                    "El director de operación de la comisión, ingeniero Salvador Nieto, explicó que la reparación se complicó porque una de las bombas es de un modelo que ya no se fabrica y la pieza tuvo que mandarse a maquinar en un taller de Celaya. “Esperamos tener el pozo 22 operando el viernes y el 14 antes del 10 de diciembre”, dijo.",
                    "## Un problema que se repite",
                    "No es la primera vez que la zona se queda sin servicio. Como informó este diario [[soft404|en octubre de 2025]], el mismo pozo 14 falló durante nueve días y entonces la comisión prometió instalar una bomba de respaldo que, reconoció Nieto, todavía no se compra.",
                    "El regidor de la comisión de servicios públicos del ayuntamiento, Arturo Mendoza, pidió a la CEA un plan de mantenimiento preventivo y que se informe a los vecinos con horarios reales. “La gente puede aguantar una falla; lo que no aguanta es que le digan una hora y la pipa llegue a medianoche”, señaló.",
                    "Especialistas consultados coinciden en que el acuífero del valle está sobreexplotado y que cada pozo que falla presiona a los que quedan. La propia comisión reconoce en su programa anual que 60 por ciento de sus bombas tiene más de quince años de uso.",
                    "## Qué hacer mientras tanto",
                    "La CEA habilitó el teléfono de reportes 073 para solicitar pipa y pidió a los vecinos no comprar agua a piperos particulares sin permiso, porque no hay forma de garantizar de dónde sale. También recordó que las escuelas de la zona tienen prioridad en el reparto.",
                    "Mientras tanto, en San Pablo los vecinos juntan dinero para contratar una pipa privada entre diez familias. “Sale en 800 pesos y dura dos días. No es justo pagar dos veces, pero con niños no se puede esperar”, dijo Hernández.",
                ],
                "two-authors-y-caps-byline-utc",
                section="Local",
                firma=True,
                image="Vecinos con cubetas esperan una pipa en la colonia San Pablo",
                caption="Vecinos de San Pablo esperan la pipa la tarde del martes. Foto: Jorge Alberto Ramírez",
                author_link=True,
            )
        )
        add(
            story(
                "cierre",
                "/nota.php?id=48240",
                "Cierran un carril de la carretera 57 a la altura de El Sauz",
                "2026-12-02",
                "2026-12-02T19:05:00Z",
                "02/12/2026 | 13:05",
                [],
                [
                    "Por trabajos de bacheo, el carril de baja velocidad de la carretera federal 57 en dirección a San Luis Potosí permanecerá cerrado entre el kilómetro 214 y el 216 hasta el viernes, de 9:00 a 18:00 horas.",
                ],
                "brief-one-sentence-desk",
                section="Local",
                firma=False,
            )
        )
        add(
            story(
                "sismo",
                "/nota.php?id=48236",
                "Reportan sismo de magnitud 3.8 al sur de Guanajuato; no hay daños",
                "2026-12-02",
                "2026-12-02T17:48:00Z",
                "02/12/2026 | 11:48",
                [],
                [
                    "Un sismo de magnitud 3.8 con epicentro a 12 kilómetros al sur de Salvatierra se registró a las 10:57 horas de este miércoles. Protección Civil estatal informó que no se reportan daños ni personas lesionadas.",
                    "SIGN: Con información de AIN",
                ],
                "brief-two-sentences-agency-credit",
                section="Local",
                firma=False,
            )
        )
        add(
            story(
                "entrevista",
                "/nota.php?id=48190",
                "“El mole se hace con paciencia, no con prisa”: doña Rosario Trejo, cocinera de Tolimán",
                "2026-12-01",
                "2026-12-01T22:20:00Z",
                "01/12/2026 | 16:20",
                ["Diana Castillo Mejía"],
                [
                    "Desde hace 41 años, Rosario Trejo prepara mole para las fiestas de su comunidad en Tolimán. Este diciembre será la cocinera principal de la muestra gastronómica de la Sierra Gorda, y platicó con El Centinela sobre recetas, metates y nietos que ya no quieren moler chile.",
                    "Q: ¿Cómo aprendió a cocinar? || Viendo a mi abuela. Ella no explicaba nada, nomás te ponía a moler. Tenía yo nueve años y me dolían los brazos, pero así aprendí cuánto chile lleva cada olla sin medir.",
                    "Q: ¿Qué lleva su mole? || Tres chiles, ancho, mulato y pasilla, ajonjolí, cacahuate, pan, tortilla dorada, chocolate de metate y un poquito de azúcar. Lo demás es secreto de la familia, y así se va a quedar.",
                    "Q: ¿Todavía usa metate? || Para la fiesta sí. Para diario ya uso licuadora, no le voy a mentir. Pero el de metate tiene otra textura, se siente en la boca. La gente que sabe lo nota.",
                    "Q: ¿Sus nietos quieren aprender? || Dos sí, una nieta y un nieto. Los otros dicen que es mucho trabajo, y tienen razón, son dos días de cocina. Yo les digo que el mole se hace con paciencia, no con prisa.",
                    "Q: ¿Qué va a cocinar en la muestra? || Mole de guajolote para 300 personas, con tamales de ceniza. Vamos a ser seis mujeres de la comunidad y empezamos a preparar desde el jueves.",
                    "Q: ¿Qué le diría a quien nunca ha probado un mole de la sierra? || Que venga con hambre y sin prisa. Y que no le ponga sal antes de probarlo.",
                ],
                "qa-interview-caps-byline",
                section="Local",
                firma=True,
                image="Rosario Trejo muele chile en un metate",
                caption="Rosario Trejo en la cocina de su casa en Tolimán. Foto: Diana Castillo Mejía",
            )
        )
        add(
            story(
                "columna",
                "/nota.php?id=48201",
                "El centro histórico no es un estacionamiento",
                "2026-12-02",
                "2026-12-02T12:00:00Z",
                "02/12/2026 | 06:00",
                ["Rodrigo Esparza Mena"],
                [
                    "Cada diciembre se repite la misma escena en el centro histórico: autos dando vueltas a la manzana buscando un lugar, camionetas subidas en las banquetas de Madero y peatones caminando sobre el arroyo vehicular porque la acera está ocupada. Nos hemos acostumbrado tanto que ya no lo vemos.",
                    "El ayuntamiento anunció esta semana que habilitará 400 cajones temporales en un predio de la avenida Universidad para la temporada navideña. Es una buena noticia a medias. Resuelve dónde dejar el coche, pero no pregunta por qué seguimos creyendo que la mejor forma de llegar al centro es en coche.",
                    "Las ciudades que han recuperado sus centros no lo hicieron construyendo más estacionamientos, sino dando razones para no necesitarlos: transporte público frecuente, banquetas anchas, bicicletas seguras y comercios que no dependen de que el cliente se estacione en la puerta.",
                    "Querétaro tiene la escala perfecta para intentarlo. El centro se cruza a pie en veinte minutos, y la mayoría de quienes lo visitan vive a menos de cinco kilómetros. Lo que falta no es espacio, es decisión.",
                    "Propongo algo modesto para empezar: que este diciembre los 400 cajones temporales vengan acompañados de una ruta de transporte gratuita desde ese predio hasta el jardín Zenea, cada diez minutos, y que las calles Madero y Juárez se cierren a los autos los fines de semana. Si funciona, que se quede. Si no, habremos aprendido algo.",
                    "El centro histórico es patrimonio porque alguna vez fue una ciudad pensada para caminar. Devolvérselo a los peatones no es una ocurrencia moderna: es regresar a lo que lo hizo valioso.",
                    "SIGN: Rodrigo Esparza Mena es arquitecto y urbanista. Las opiniones expresadas son responsabilidad de su autor.",
                ],
                "opinion-signed-only-at-end",
                section="Opinión",
                firma=None,
            )
        )
        add(
            story(
                "agencia",
                "/nota.php?id=48185",
                "Crece 4% la producción de leche en el Bajío durante 2026",
                "2026-12-01",
                "2026-12-02T00:40:00Z",
                "01/12/2026 | 18:40",
                [],
                [
                    "La producción de leche de bovino en los estados del Bajío creció 4 por ciento entre enero y octubre de 2026 respecto al mismo periodo del año anterior, de acuerdo con cifras preliminares de las secretarías de desarrollo agropecuario de la región.",
                    "Guanajuato se mantuvo como el principal productor con mil 120 millones de litros, seguido de Jalisco en su zona de los Altos y de Querétaro, que reportó 312 millones de litros, 6 por ciento más que en 2025.",
                    "Productores consultados atribuyeron el aumento a un temporal de lluvias más regular, que abarató el forraje, y a la entrada en operación de dos centros de acopio con enfriamiento en Colón y en Pedro Escobedo.",
                    "Sin embargo, advirtieron que el precio que reciben por litro apenas subió 2 por ciento en el año, por debajo de la inflación, y que los costos de alimento balanceado y energía eléctrica siguen presionando a los pequeños establos.",
                    "La asociación ganadera regional pidió a los gobiernos estatales ampliar el programa de apoyo a tanques de enfriamiento, que este año benefició a 140 productores, y revisar las tarifas eléctricas para el bombeo de agua en establos.",
                ],
                "agency-story-no-author",
                section="Estado",
                firma="Por AIN",
            )
        )
        add(
            story(
                "beisbol",
                "/nota.php?id=48102",
                "Los Toros de Pedro Escobedo, campeones de la liga municipal de beisbol",
                "2026-11-29",
                "2026-11-30T05:50:00Z",
                "29/11/2026 | 23:50",
                ["Héctor Manuel Olvera"],
                [
                    "Con un cuadrangular de Julián Morales en la parte baja de la novena entrada, los Toros de Pedro Escobedo vencieron 5-4 a los Cañeros de La Griega y se coronaron campeones de la liga municipal de beisbol de primera fuerza.",
                    "El partido, disputado la noche del domingo en la unidad deportiva municipal ante unas mil 500 personas, fue el séptimo de la serie final, que estaba empatada a tres victorias.",
                    "Los Cañeros tomaron ventaja de 4-1 en la sexta entrada con un doble de Efrén Ledesma con las bases llenas, pero el relevo de Toros, a cargo de Brandon Ugalde, no permitió más carreras en las últimas tres entradas.",
                    "En la octava, los Toros acortaron la distancia con dos carreras producidas por un sencillo de Ramiro Pacheco, y en la novena Morales, con un out y un corredor en base, conectó la pelota por encima de la barda del jardín izquierdo.",
                    "Es el tercer título de los Toros en cinco años. El mánager, Gilberto Rangel, dedicó el campeonato a los voluntarios que mantienen el campo y anunció que el equipo jugará en enero el torneo regional en San Juan del Río.",
                ],
                "only-on-page2-and-search-utc-next-day",
                section="Deportes",
                firma=True,
            )
        )

    # -- templates ----------------------------------------------------------------------------------------------
    def head_extra(self, doc: Doc) -> str:
        if not doc.is_article:
            return f'<meta name="description" content="{esc(self.name)}: noticias de Querétaro y el Bajío">'
        return "\n".join(
            [
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:section" content="{esc(doc.section)}">',
            ]
        )

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = " | ".join(
            [
                a("home", "Inicio", "chrome:nav"),
                a("local", "Local", "chrome:nav"),
                a("/seccion.php?id=3", "Estado", "chrome:nav"),
                a("/seccion.php?id=5", "Deportes", "chrome:nav"),
                a("/seccion.php?id=7", "Opinión", "chrome:nav"),
                a("agenda", "Agenda", "chrome:nav"),
                a("horoscopo", "Horóscopos", "chrome:nav"),
            ]
        )
        masleido = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("agua", "entrevista", "columna")
        )
        title = doc.title if doc.key == "home" else f"{doc.title} :: {self.name}"
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="es-MX">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">
<title>{esc(title)}</title>
{self.head_extra(doc)}
<link rel="stylesheet" type="text/css" href="/css/estilos.css?v=2019">
<link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.php">
<style type="text/css">
body{{margin:0;font-family:Arial,Helvetica,sans-serif;background:#e9e9e9}}
/*PAD*/
</style>
<script type="text/javascript" src="/js/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="/js/funciones.js"></script>
</head>
<body>
<div id="contenedor">
<table id="cabecera" width="980" cellpadding="0" cellspacing="0" border="0">
<tr>
<td width="420">{a("home", self.name, "chrome:header", 'class="logo"')}<br><span class="lema">Decano de la prensa queretana</span></td>
<td class="fecha-hoy" align="center">Querétaro, Qro., miércoles 2 de diciembre de 2026<br>Dólar: $17.62 | Máx. 23° Mín. 7°</td>
<td align="right"><form action="/buscar.php" method="get"><input type="text" name="q" size="18"> <input type="submit" value="Buscar"></form></td>
</tr>
</table>
<div id="menu">{nav}</div>
<table id="principal" width="980" cellpadding="0" cellspacing="0" border="0">
<tr>
<td id="col-izq" width="660" valign="top">
{main}
</td>
<td id="col-der" width="300" valign="top">
<div class="caja"><h4>Lo más leído</h4><ol>{masleido}</ol></div>
<div class="caja"><h4>Servicios</h4><ul><li>{a("agenda", "Agenda cultural", "chrome:rail")}</li><li>{a("horoscopo", "Horóscopo de hoy", "chrome:rail")}</li><li>{a("/esquelas.php", "Esquelas", "chrome:rail")}</li><li>{a("/clasificados.php", "Clasificados", "chrome:rail")}</li></ul></div>
<div class="caja"><h4>Lo más buscado</h4>{a("buscar", "municipal", "chrome:rail")} · {a("/buscar.php?q=pipas", "pipas", "chrome:rail")} · {a("/buscar.php?q=posadas", "posadas", "chrome:rail")}</div>
<div class="caja banner"><a href="/publicidad/clic.php?b=311"><img src="/publicidad/banner_300x250_311.gif" width="300" height="250" alt="Publicidad"></a></div>
<div class="caja">{a("suscripciones", "Suscríbase: impreso y digital", "chrome:rail")}</div>
</td>
</tr>
</table>
<div id="pie">
<p>{a("home", self.name, "chrome:footer")} | {a("privacidad", "Aviso de privacidad", "chrome:footer")} | {a("suscripciones", "Suscripciones", "chrome:footer")} | {a("/directorio.php", "Directorio", "chrome:footer")} | {a("/contacto.php", "Contacto", "chrome:footer")} | {a("/rss.php", "RSS", "chrome:footer")}</p>
<p>© 1962-2026 Editora del Centinela, S.A. de C.V. Prohibida la reproducción total o parcial sin autorización por escrito.</p>
</div>
</div>
<script type="text/javascript">var _sec="{esc(doc.section or doc.kind)}";</script>
</body>
</html>
"""

    def firma(self, doc: Doc) -> str:
        f = doc.extra.get("firma")
        if f is True:
            names = [caps(n) for n in doc.authors]
            return "Por " + " Y ".join(names)
        if isinstance(f, str):
            return f
        return "Por Redacción" if f is False else ""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("story_template"):
            return f"""<div class="nota nota-error">
<div class="ruta">{a("home", "Inicio", "chrome:breadcrumb")} &raquo; Nota</div>
<h1>{esc(doc.title)}</h1>
<div id="cuerpo_nota">{self.blocks(doc)}</div>
<p>{a("home", "Ir a la portada", "content")}</p>
</div>"""
        firma = self.firma(doc)
        firma_html = f'<div class="firma">{esc(firma)}</div>' if firma else ""
        img = ""
        if doc.image:
            img = f'<div class="foto"><img src="/fotos/{doc.path.split("=")[-1]}_g.jpg" width="640" alt="{esc(doc.image)}"><div class="pie-foto">{esc(doc.extra["caption"])}</div></div>'
        more = ""
        if doc.extra.get("firma") is True:
            links = []
            for n in doc.authors:
                target = "autora" if n == "María Fernanda López" else f"/autor.php?n={n.split()[0].lower()}"
                links.append(a(target, n, "byline"))
            more = f'<div class="mas-notas">Más notas de: {" · ".join(links)}</div>'
        rel = [k for k in ("agua", "entrevista", "columna", "agencia") if k != doc.key][:3]
        related = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""<div class="nota">
<div class="ruta">{a("home", "Inicio", "chrome:breadcrumb")} &raquo; {esc(doc.section)}</div>
<h1>{esc(doc.title)}</h1>
<table width="100%" class="datos-nota"><tr><td>{firma_html}</td><td align="right"><span class="fecha">{esc(doc.stamp)}</span></td></tr></table>
{img}
<div id="cuerpo_nota">
{self.blocks(doc)}
</div>
{more}
<div class="compartir">Compartir: <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> | <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> | <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a></div>
<div class="relacionadas"><h4>Notas relacionadas</h4><ul>{related}</ul></div>
</div>"""

    def item(self, ref: str, lead: bool = False) -> str:
        if ref.startswith("@"):
            nid, text = ref[1:].split("|")
            return f'<tr><td class="titular">{self.a(f"/nota.php?id={nid}", text, "content")}</td><td class="f">28/11/2026</td></tr>'
        d = self.docs[ref]
        img = ""
        if lead and d.image:
            img = f'<img src="/fotos/{d.path.split("=")[-1]}_m.jpg" width="300" align="left" alt="{esc(d.image)}">'
        return f'<tr><td class="titular">{img}{self.a(ref, d.title, "content")}<br><span class="entradilla">{esc(self.lede(d))}</span></td><td class="f">{esc(d.stamp.split(" |")[0])}</td></tr>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = doc.extra["list"]
        rows = "\n".join(self.item(r, lead=(i == 0 and doc.key == "home")) for i, r in enumerate(items))
        pager = ""
        if doc.extra.get("more"):
            label = "Ver más noticias locales &raquo;" if doc.key == "home" else "Página siguiente &raquo;"
            pager = f'<div class="paginas">{a(doc.extra["more"], "", "content", inner=label)}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="paginas">{a(doc.extra["prev"], "", "content", inner="&laquo; Página anterior")} | Página 2 | {a("/seccion.php?id=2&pag=3", "", "content", inner="Página siguiente &raquo;")}</div>'
        bio = ""
        if doc.kind == "author":
            bio = f'<img src="/fotos/autores/12.jpg" width="120" align="left" alt="{esc(doc.title)}"><div class="bio">{self.blocks(doc)}</div><h3>Notas recientes</h3>'
        intro = ""
        if doc.kind == "search":
            intro = f'<p class="res">Se encontraron {len(items)} resultados para <b>municipal</b> en los últimos 30 días.</p>'
        if doc.key == "home":
            extra = f"""<table class="listado servicios" width="100%"><tr>
<td>{a("agenda", "", "content", inner="<b>Agenda</b><br>Qué hacer esta semana en Querétaro")}</td>
<td>{a("horoscopo", "", "content", inner="<b>Horóscopos</b><br>Lo que dicen los astros hoy")}</td>
<td>{a("suscripciones", "", "content", inner="<b>Suscríbase</b><br>El Centinela en su casa")}</td>
</tr></table>"""
        else:
            extra = ""
        h = "Portada" if doc.key == "home" else doc.title
        return f"""<div class="seccion">
<h1 class="tit-seccion">{esc(h)}</h1>
{bio}{intro}
<table class="listado" width="100%" cellpadding="4">
{rows}
</table>
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="pagina">
<div class="ruta">{self.a("home", "Inicio", "chrome:breadcrumb")} &raquo; {esc(doc.title)}</div>
<h1>{esc(doc.title)}</h1>
<div class="texto">
{self.blocks(doc)}
</div>
</div>"""
