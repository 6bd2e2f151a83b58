# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Univista: a Univision/Telemundo-like Spanish-language US network site on an Arc-XP-like stack (`#fusion-app`,
`b-headline`, `c-paragraph`, `b-byline` / `c-attribution`, a `Fusion.globalContent` metadata blob;
`/noticias/2026/12/04/<slug>/`, `/noticias/2/`, `/temas/…`, `/autores/…`, `/buscar/?q=`, `/horoscopos/…`,
`/en-vivo/…`), Spanish, UTF-8 declared only in `<meta charset>` (header plain `text/html`). Dates printed
"Publicado 4 dic 2026 – 09:15 PM EST" (Eastern time) next to `<time datetime>` and JSON-LD in **UTC**
(`.000Z`): the TPS story (9:15 PM EST) is 5 Dec in UTC. Bylines "Por Ana López", "Por Ana López y Jorge Castillo",
and station/desk credits "Por Noticias 23", "Por Redacción Univista" (no person; JSON-LD author an Organization).
The entertainment story sits on a newer Next.js-like template: only the headline, byline and lead paragraph are
in the HTML, the full text is in the `__NEXT_DATA__` JSON (label: the full text). The "Tu día" horoscope and the
"En vivo" stream page (player, no text) are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ARTS = ["tps", "oakcliff", "novela", "gira", "influenza", "loteria", "opinion", "gasolina"]
AUTHOR_URL = {
    "Ana López": "ana-lopez",
    "Jorge Castillo": "jorge-castillo",
    "Daniela Ruiz": "daniela-ruiz",
    "Sofía Méndez": "sofia-mendez",
    "Ricardo Almada": "ricardo-almada",
}


class Univista(Base):
    origin = "https://www.univista.test"
    name = "Univista"
    prefix = "unv"
    language = "es"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "unv",
            [
                ".b-header-nav-chain",
                ".b-headline__text",
                ".c-paragraph",
                ".b-byline",
                ".c-attribution",
                ".b-card-list",
                ".b-footer",
                ".b-horoscope",
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
                "Univista: noticias, novelas, deportes y entretenimiento",
                "arc-home",
                list=[
                    "tps",
                    "oakcliff",
                    "novela",
                    "gira",
                    "influenza",
                    "loteria",
                    "opinion",
                    "gasolina",
                    "horoscopo",
                    "envivo",
                ],
            )
        )
        add(
            page(
                "noticias",
                "/noticias/",
                "section",
                "Noticias",
                "arc-section",
                list=["tps", "oakcliff", "influenza", "gasolina"],
                more="noticias2",
            )
        )
        add(page("noticias2", "/noticias/2/", "section", "Noticias", "arc-section-page2", list=["loteria", "opinion"]))
        add(page("tema", "/temas/inmigracion", "tag", "Inmigración", "arc-tag", list=["tps", "opinion"]))
        add(page("autor", "/autores/ana-lopez", "author", "Ana López", "arc-author", list=["tps", "influenza"]))
        add(page("buscar", "/buscar/?q=TPS", "search", "Resultados de búsqueda", "arc-search", list=["tps"]))
        add(
            page(
                "horoscopo",
                "/horoscopos/tu-dia-viernes-4-de-diciembre-de-2026",
                "horoscope",
                "Tu día: lo que te dicen los astros este viernes 4 de diciembre",
                "daily-horoscope",
                [
                    "## Aries",
                    "Una conversación pendiente en el trabajo por fin se da. Escucha antes de responder y verás que la otra persona tiene más razón de la que pensabas.",
                    "## Tauro",
                    "Buen día para ordenar tus cuentas. Un gasto que venías posponiendo resulta más barato de lo esperado.",
                    "## Géminis",
                    "Alguien del pasado vuelve a aparecer. No tomes decisiones apresuradas: date el fin de semana para pensarlo.",
                    "## Cáncer",
                    "La familia te necesita hoy. Un gesto sencillo, como una llamada, vale más que cualquier regalo.",
                    "## Leo",
                    "Tu creatividad está en su punto más alto. Aprovecha para presentar ese proyecto que tienes guardado.",
                    "## Virgo",
                    "Cuida tu descanso. El cansancio acumulado de la semana puede hacerte perder la paciencia con quien menos lo merece.",
                    "## Libra",
                    "Una invitación inesperada te saca de la rutina. Di que sí: te hará bien cambiar de aires.",
                    "## Escorpio",
                    "Los celos no son buenos consejeros. Habla con claridad y evita suponer lo que no sabes.",
                    "## Sagitario",
                    "Noticias positivas sobre un viaje o un trámite. Ten tus documentos a la mano.",
                    "## Capricornio",
                    "Tu esfuerzo comienza a ser reconocido. No te conformes con las palabras: pide lo que mereces.",
                    "## Acuario",
                    "Un amigo te pide ayuda con algo que sabes hacer muy bien. Compartir tu talento te dará satisfacción.",
                    "## Piscis",
                    "Tu intuición no falla hoy. Si algo no te convence, no lo firmes todavía.",
                    "Números de la suerte: 4, 17, 23, 31, 42",
                ],
            )
        )
        add(
            page(
                "envivo",
                "/en-vivo/noticias-23-dallas",
                "video",
                "EN VIVO: Noticias 23 Dallas",
                "live-stream-player-no-text",
            )
        )
        add(
            page(
                "privacidad",
                "/politica-de-privacidad",
                "policy",
                "Política de privacidad",
                "policy-updated",
                [
                    "Última actualización: 1 de octubre de 2026",
                    "Univista Communications Inc. respeta tu privacidad. Esta política explica qué información recopilamos cuando usas nuestros sitios, aplicaciones y servicios, y cómo la usamos.",
                    "Usamos cookies y tecnologías similares para recordar tus preferencias, medir la audiencia y mostrarte publicidad relevante. Puedes cambiar tus preferencias en cualquier momento.",
                    "Si vives en California, tienes derechos adicionales bajo la Ley de Privacidad del Consumidor de California (CCPA), incluido el derecho a solicitar que no vendamos tu información personal.",
                ],
            )
        )

        add(
            story(
                "tps",
                "/noticias/2026/12/04/renovacion-tps-honduras-lo-que-debes-saber/",
                "Lo que debes saber sobre la renovación del TPS para hondureños",
                "2026-12-04",
                "2026-12-05T02:15:00.000Z",
                "4 dic 2026 – 09:15 PM EST",
                ["Ana López"],
                [
                    "El gobierno federal anunció este viernes que extenderá por 18 meses el Estatus de Protección Temporal (TPS) para los hondureños, una decisión que beneficia a unas 72,000 personas que viven en Estados Unidos, muchas de ellas desde hace más de dos décadas.",
                    "La extensión entrará en vigor el 6 de enero y se prolongará hasta julio de 2028. Los beneficiarios deberán volver a inscribirse durante un periodo de 60 días que se abrirá con la publicación del aviso oficial en el Registro Federal, prevista para la próxima semana.",
                    "## ¿Quiénes pueden volver a inscribirse?",
                    "Solo pueden renovar quienes ya tienen TPS y lo han mantenido de forma continua. La medida no abre la puerta a nuevos solicitantes que hayan llegado después de la fecha de corte fijada en la designación original.",
                    "## ¿Qué documentos se necesitan?",
                    "Según el Servicio de Ciudadanía e Inmigración (USCIS), quienes deseen renovar deberán presentar:",
                    "- El formulario I-821, solicitud de Estatus de Protección Temporal",
                    "- El formulario I-765, si desean renovar también su permiso de trabajo",
                    "- Copia de su permiso de trabajo actual o de la notificación de aprobación de su TPS",
                    "- El pago de las tarifas correspondientes o una solicitud de exención",
                    "## ¿Qué pasa con el permiso de trabajo?",
                    "El gobierno extenderá de manera automática la validez de los permisos de trabajo actuales por un año, para evitar que los beneficiarios pierdan su empleo mientras se procesan las renovaciones. Los empleadores deberán aceptar el aviso del Registro Federal como prueba de esa extensión.",
                    "La abogada de inmigración Marisol Vega, de Houston, recomienda no esperar al último día. «Cada año vemos casos de personas que pierden su estatus por un error en el formulario o porque enviaron el pago equivocado. Lo mejor es hacerlo en las primeras semanas y guardar copia de todo», explicó a Univista.",
                    "## Cuidado con los fraudes",
                    "Las organizaciones comunitarias advierten que este tipo de anuncios suele venir acompañado de estafas. Nadie puede garantizar la aprobación de un trámite, y los formularios se descargan de forma gratuita en la página oficial de USCIS.",
                    "«Si alguien te cobra por un formulario o te promete la residencia a cambio de dinero, es un fraude», dijo Carlos Mejía, director de una organización de apoyo a inmigrantes hondureños en Nueva Orleans.",
                    "## ¿Qué pasa si no renuevo a tiempo?",
                    "Quienes no se vuelvan a inscribir dentro del periodo de 60 días pueden perder el estatus y el permiso de trabajo, y quedar expuestos a un proceso de deportación. USCIS acepta solicitudes tardías solo si el solicitante demuestra una «buena causa», como una enfermedad grave o una emergencia familiar, y evalúa cada caso por separado.",
                    "En Houston, Nueva Orleans, Miami y el norte de Virginia, donde vive la mayoría de los beneficiarios, varias organizaciones ofrecerán clínicas gratuitas a partir de enero para ayudar a llenar los formularios. Los horarios y las direcciones se publicarán en los sitios web de los consulados de Honduras.",
                    "Honduras fue designada para el TPS en 1999, tras el paso del huracán Mitch. Desde entonces, la protección se ha renovado en varias ocasiones.",
                ],
                "arc-explainer-utc-next-day",
                section="Inmigración",
                updated="Actualizado 5 dic 2026 – 08:02 AM EST",
                tema=True,
            )
        )
        add(
            story(
                "oakcliff",
                "/local/dallas/2026/12/04/incendio-apartamentos-oak-cliff-40-familias/",
                "Incendio en complejo de apartamentos de Oak Cliff deja a 40 familias sin hogar",
                "2026-12-04",
                "2026-12-04T16:40:00.000Z",
                "4 dic 2026 – 11:40 AM EST",
                [],
                [
                    "Unas 40 familias se quedaron sin hogar tras un incendio que consumió gran parte de un complejo de apartamentos en el barrio de Oak Cliff, en Dallas, durante la madrugada de este viernes.",
                    "El Departamento de Bomberos de Dallas informó que recibió la primera llamada poco después de las 3:00 de la mañana, hora local. Al llegar, los bomberos encontraron llamas en el segundo piso de uno de los edificios, que se extendieron rápidamente por el techo a los edificios vecinos.",
                    "Más de 80 bomberos trabajaron durante casi cuatro horas para controlar el fuego. Dos residentes fueron atendidos por inhalación de humo y un bombero sufrió una lesión leve en un brazo. No se reportaron víctimas mortales.",
                    "«Escuché gritos y cuando abrí la puerta ya había humo en el pasillo. Saqué a mis hijos en pijama y no pude sacar nada más», contó a Noticias 23 María Elena Torres, vecina del complejo desde hace seis años.",
                    "La Cruz Roja instaló un centro de ayuda en una escuela cercana, donde ofrece alojamiento temporal, comida y ropa a los afectados. Varias iglesias de la zona también están recibiendo donaciones.",
                    "Las autoridades aún investigan la causa del incendio. Un portavoz de los bomberos dijo que el fuego parece haber comenzado en un apartamento desocupado, pero que es demasiado pronto para saber si fue accidental.",
                    "El concejal del distrito, Javier Mendoza, visitó el lugar por la mañana y pidió a la administración del complejo que devuelva los depósitos a los inquilinos afectados. «Estas familias lo perdieron todo a pocas semanas de Navidad. Lo mínimo es que no tengan que pelear por su dinero», dijo.",
                    "Quienes deseen ayudar pueden llevar artículos de higiene, ropa de invierno y alimentos no perecederos a la parroquia San Juan Diego, en la avenida Jefferson.",
                ],
                "arc-local-station-credit",
                section="Dallas",
                credit="Por Noticias 23",
                ld_org="Noticias 23",
            )
        )
        add(
            story(
                "novela",
                "/novelas/amor-en-la-frontera/2026/12/04/capitulo-45-valeria-descubre-la-verdad/",
                "‘Amor en la frontera’, capítulo 45: Valeria descubre la verdad sobre su padre",
                "2026-12-04",
                "2026-12-04T14:00:00.000Z",
                "4 dic 2026 – 09:00 AM EST",
                ["Daniela Ruiz"],
                [
                    "El capítulo 45 de ‘Amor en la frontera’ dejó a los seguidores de la telenovela con el corazón en la mano. Después de semanas de sospechas, Valeria (Isabela Montes) por fin descubrió quién es su verdadero padre, y la revelación cambia todo lo que creía sobre su familia.",
                    "NOTE: ¡Cuidado, este resumen contiene spoilers!",
                    "## La carta escondida",
                    "Todo comenzó cuando Valeria, mientras ayudaba a su abuela Rosario a limpiar el desván de la hacienda, encontró una caja de madera con cartas antiguas. Una de ellas, firmada por Don Aurelio Salgado, el enemigo declarado de su familia, iba dirigida a su madre y hablaba de «nuestra hija».",
                    "Valeria enfrentó a su abuela, quien al principio intentó negarlo todo. Pero ante la insistencia de la joven, Rosario se quebró y confesó que su madre había tenido un romance con Aurelio antes de casarse con Esteban, el hombre que crió a Valeria como si fuera suya.",
                    "## El enfrentamiento con Aurelio",
                    "Furiosa, Valeria se presentó en la oficina de Aurelio en Ciudad Juárez con la carta en la mano. En una de las escenas más intensas de la temporada, él reconoció la verdad, pero le aseguró que nunca supo que ella existía hasta hace pocos meses.",
                    "«Te busqué cuando me enteré, pero tu abuela me cerró todas las puertas», le dijo Aurelio, interpretado por Rodrigo Alcázar. Valeria salió de la oficina sin responder.",
                    "## ¿Y Mateo?",
                    "Mientras tanto, Mateo (Diego Ferrer) sigue sin saber nada. El joven, hijo adoptivo de Aurelio, está cada vez más enamorado de Valeria y planea pedirle matrimonio en la fiesta de fin de año. Los fans ya especulan en redes sociales sobre cómo reaccionará cuando descubra que la mujer que ama es la hija biológica de su padre adoptivo, aunque no compartan sangre.",
                    "El capítulo cerró con Esteban llegando a la hacienda y encontrando a Valeria llorando con la carta en la mano. «¿Tú lo sabías?», le preguntó ella. La respuesta llegará en el próximo episodio.",
                    "‘Amor en la frontera’ se transmite de lunes a viernes a las 9 PM/8C por Univista. Los capítulos completos están disponibles al día siguiente en la app de Univista.",
                ],
                "telenovela-recap",
                section="Novelas",
            )
        )
        add(
            story(
                "gira",
                "/entretenimiento/musica/camila-reyes-anuncia-gira-estados-unidos-2027",
                "Camila Reyes anuncia su primera gira por Estados Unidos: estas son las fechas",
                "2026-12-03",
                "2026-12-03T22:30:00.000Z",
                "3 dic 2026 – 05:30 PM EST",
                ["Sofía Méndez"],
                [
                    "La cantante colombiana Camila Reyes anunció este jueves su primera gira por Estados Unidos, con 20 conciertos entre marzo y mayo de 2027 en ciudades como Miami, Houston, Los Ángeles y Chicago.",
                    "La gira, titulada ‘Norte y Sur’, llega después del éxito de su segundo álbum, que se mantuvo durante once semanas entre los más escuchados de música latina en las plataformas digitales.",
                    "«Llevo años soñando con cantar para mi gente en Estados Unidos. Hay tantos colombianos, tantos latinos que me escriben todos los días pidiéndome que vaya a su ciudad. Por fin llegó el momento», dijo la artista en un video publicado en sus redes sociales.",
                    "El recorrido comenzará el 12 de marzo en Miami y terminará el 23 de mayo en Los Ángeles. También incluye paradas en Dallas, San Antonio, Phoenix, Nueva York, Atlanta y Orlando, entre otras ciudades.",
                    "La preventa de boletos para los miembros de su club de fans comenzará el próximo martes, y la venta general abrirá el viernes 11 de diciembre. Los precios todavía no se han dado a conocer.",
                    "Reyes, de 27 años, saltó a la fama en 2023 con un tema que se volvió viral en redes sociales y desde entonces ha colaborado con varios artistas de la música urbana. Este año fue nominada en tres categorías en una importante entrega de premios de la música latina.",
                    "La cantante adelantó que en los conciertos interpretará por primera vez en vivo dos canciones inéditas de su próximo disco, que saldrá a la venta en la primavera.",
                ],
                "next-data-body-in-json-lead-only",
                section="Música",
                nextdata=True,
            )
        )
        add(
            story(
                "influenza",
                "/noticias/salud/2026/12/03/como-protegerte-de-la-influenza-esta-temporada/",
                "Cómo protegerte de la influenza esta temporada: lo que recomiendan los médicos",
                "2026-12-03",
                "2026-12-03T15:10:00.000Z",
                "3 dic 2026 – 10:10 AM EST",
                ["Ana López", "Jorge Castillo"],
                [
                    "La temporada de influenza llegó antes de lo previsto este año. Los Centros para el Control y la Prevención de Enfermedades (CDC) reportan un aumento de casos en al menos 30 estados, y los hospitales de Texas, Florida y California ya registran más ingresos por complicaciones respiratorias que el año pasado en estas fechas.",
                    "Los médicos coinciden en que todavía no es tarde para vacunarse. «La vacuna tarda unas dos semanas en hacer efecto, así que si te vacunas ahora, estarás protegido para las reuniones familiares de fin de año», explicó la doctora Lucía Herrera, especialista en enfermedades infecciosas en un hospital de Miami.",
                    "## Quiénes deben vacunarse",
                    "Las autoridades de salud recomiendan la vacuna a todas las personas mayores de seis meses, en especial a:",
                    "- Adultos de 65 años o más",
                    "- Mujeres embarazadas",
                    "- Niños menores de cinco años",
                    "- Personas con diabetes, asma, enfermedades del corazón u otras condiciones crónicas",
                    "## Dónde vacunarse gratis o a bajo costo",
                    "La mayoría de los seguros médicos cubren la vacuna sin costo. Quienes no tienen seguro pueden acudir a los centros de salud comunitarios y a los departamentos de salud de su condado, que ofrecen la vacuna gratis o a precios reducidos sin importar el estatus migratorio.",
                    "## Señales de alarma",
                    "La mayoría de los casos de influenza se resuelven en una semana con descanso y líquidos. Sin embargo, hay que buscar atención médica de inmediato si aparecen dificultad para respirar, dolor en el pecho, confusión, fiebre que no baja o, en los niños, labios azulados y deshidratación.",
                    "Además de vacunarse, los expertos recomiendan lavarse las manos con frecuencia, cubrirse al toser y quedarse en casa si se tienen síntomas, para no contagiar a los demás.",
                ],
                "arc-health-list-two-bylines",
                section="Salud",
            )
        )
        add(
            story(
                "loteria",
                "/noticias/2026/12/04/boleto-ganador-loteria-texas-houston/",
                "Un boleto vendido en Houston gana 2 millones de dólares en la lotería de Texas",
                "2026-12-04",
                "2026-12-04T13:25:00.000Z",
                "4 dic 2026 – 08:25 AM EST",
                [],
                [
                    "Un boleto vendido en una tienda de conveniencia del suroeste de Houston ganó 2 millones de dólares en el sorteo del jueves de la lotería de Texas, informaron las autoridades del juego.",
                    "El ganador, que aún no se ha presentado a reclamar el premio, acertó los cinco números principales. Tiene 180 días para cobrarlo.",
                    "La tienda recibirá una bonificación de 20,000 dólares por haber vendido el boleto.",
                ],
                "short-brief-desk-credit",
                section="Texas",
                credit="Por Redacción Univista",
                ld_org="Univista",
            )
        )
        add(
            story(
                "opinion",
                "/noticias/opinion/2026/12/02/voto-latino-no-es-un-bloque/",
                "Opinión: El voto latino no es un bloque, y los partidos deberían saberlo",
                "2026-12-02",
                "2026-12-02T17:00:00.000Z",
                "2 dic 2026 – 12:00 PM EST",
                ["Ricardo Almada"],
                [
                    "Cada cuatro años se repite la misma escena. Los estrategas de ambos partidos descubren de pronto que existimos, contratan a un par de asesores que hablan español, traducen sus anuncios con más o menos fortuna y se sorprenden cuando los resultados no salen como esperaban.",
                    "La razón es sencilla: el llamado «voto latino» no existe como tal. Hay votantes de origen mexicano en California y en Texas que piensan de maneras muy distintas entre sí. Hay cubanoamericanos de tercera generación en Miami, puertorriqueños en Orlando, venezolanos recién naturalizados en Doral y dominicanos en Nueva York. Hay evangélicos y católicos, trabajadores agrícolas y dueños de pequeños negocios, jóvenes que solo hablan inglés y abuelos que votan por primera vez.",
                    "Tratar a más de 36 millones de electores como un solo bloque es no solo un error de cálculo, sino una falta de respeto.",
                    "Las encuestas de las últimas elecciones lo dejan claro. Las prioridades de los votantes latinos son, en su mayoría, las mismas que las del resto del país: el costo de la vida, la vivienda, el empleo, la salud y la educación de sus hijos. La inmigración importa, por supuesto, pero no siempre en el sentido que los partidos suponen.",
                    "Los partidos que quieran ganar nuestra confianza tendrán que hacer algo más que aparecer en octubre. Tendrán que invertir en nuestras comunidades durante todo el ciclo, escuchar a los líderes locales y presentar propuestas concretas en lugar de slogans.",
                    "También tendrán que abandonar la idea de que hay un «tema latino» que basta con mencionar en un debate. Nuestros temas son los temas del país, porque somos parte del país.",
                    "Los votantes latinos han demostrado que están dispuestos a cambiar de opinión, a castigar a quien los da por seguros y a premiar a quien les habla con claridad. Esa es la mejor noticia para la democracia, y el mayor desafío para quienes todavía nos ven como una estadística.",
                    "NOTE: Las opiniones expresadas en este artículo son responsabilidad exclusiva del autor y no representan necesariamente la posición de Univista.",
                ],
                "opinion-column-disclaimer",
                section="Opinión",
                bio="Ricardo Almada es politólogo y analista electoral. Ha asesorado a organizaciones cívicas en Arizona y Nevada.",
                tema=True,
            )
        )
        add(
            story(
                "gasolina",
                "/noticias/economia/2026/12/03/precio-gasolina-baja-tercera-semana/",
                "Precio de la gasolina baja por tercera semana consecutiva en Estados Unidos",
                "2026-12-03",
                "2026-12-03T15:30:00.000Z",
                "3 dic 2026 – 10:30 AM EST",
                ["Jorge Castillo"],
                [
                    "El precio promedio de la gasolina regular en Estados Unidos bajó por tercera semana consecutiva y se ubica en 2.94 dólares por galón, según datos de la asociación automovilística AAA publicados este jueves.",
                    "Es el nivel más bajo desde febrero y representa una disminución de 12 centavos respecto al mes pasado. La caída se debe principalmente a la reducción de la demanda tras el fin de semana de Acción de Gracias y a la baja en los precios del petróleo en los mercados internacionales.",
                    "Los conductores de Texas y Oklahoma son los que pagan menos, con precios por debajo de los 2.60 dólares por galón en muchas estaciones. En el otro extremo, California sigue siendo el estado más caro, con un promedio de 4.58 dólares.",
                    "En Texas, el promedio estatal se ubicó en 2.57 dólares por galón, 9 centavos menos que hace un mes. En Florida bajó a 2.96 dólares, mientras que en Illinois, uno de los estados con impuestos más altos al combustible, se mantiene por encima de los 3.30 dólares.",
                    "El diésel también bajó, aunque a un ritmo menor. El galón se vende en promedio a 3.71 dólares, un costo que sigue pesando sobre los transportistas y, en consecuencia, sobre los precios de los alimentos y otros productos que llegan a los supermercados.",
                    "«Para una familia que llena el tanque dos veces por semana, la diferencia se nota a fin de mes», comentó Patricia Gómez, vendedora de bienes raíces en San Antonio que maneja más de 300 millas a la semana.",
                    "Los analistas prevén que los precios se mantengan estables o sigan bajando ligeramente durante diciembre, aunque advierten que un invierno muy frío en el noreste podría elevar la demanda de combustibles y presionar los precios al alza.",
                    "Para ahorrar, los expertos recomiendan comparar precios en aplicaciones móviles, evitar las estaciones junto a las autopistas y mantener las llantas con la presión adecuada.",
                ],
                "arc-economy-single-byline",
                section="Economía",
            )
        )

    # ---- templates

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            '<meta charset="utf-8">',
            f"<title>{esc(doc.title)} | Univista</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Univista">',
            '<meta property="og:locale" content="es_US">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.authors:
                author = [
                    {"@type": "Person", "name": a, "url": f"{self.origin}/autores/{AUTHOR_URL[a]}"} for a in doc.authors
                ]
            else:
                author = {"@type": "Organization", "name": doc.extra.get("ld_org", "Univista")}
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Univista",
                    "logo": {"@type": "ImageObject", "url": "https://www.univista.test/pf/resources/images/logo.png"},
                },
                "articleSection": doc.section,
                "inLanguage": "es",
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "uploadDate": "2026-12-04T05:00:00.000Z",
                "publication": {"@type": "BroadcastEvent", "isLiveBroadcast": True},
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def fusion(self, doc: Doc) -> str:
        gc = {
            "_id": f"{doc.key.upper()}7KQ2XJ4M5N3",
            "type": "story" if doc.is_article else "page",
            "canonical_url": doc.path,
            "headlines": {"basic": doc.title},
            "taxonomy": {"primary_section": {"name": doc.section or doc.title}},
        }
        if doc.is_article:
            gc["display_date"] = doc.iso
            gc["credits"] = {
                "by": [{"type": "author", "name": a} for a in doc.authors]
                or [{"type": "author", "name": doc.extra.get("credit", "").removeprefix("Por ")}]
            }
        return f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="univista";Fusion.contextPath="/pf";Fusion.deployment="412";Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{doc.path}"}}}};</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="b-header-nav-chain__item">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="b-header-nav-chain__item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("noticias", "Noticias"),
                ("tema", "Inmigración"),
                ("/local/dallas/", "Local"),
                ("/novelas/", "Novelas"),
                ("/entretenimiento/", "Entretenimiento"),
                ("/deportes/", "Deportes"),
                ("horoscopo", "Horóscopos"),
                ("envivo", "En vivo"),
            )
        )
        nd = ""
        if doc.extra.get("nextdata"):
            data = {
                "props": {
                    "pageProps": {
                        "article": {
                            "id": "GIRA2026REYES",
                            "headline": doc.title,
                            "publishDate": doc.iso,
                            "authors": [{"name": a} for a in doc.authors],
                            "section": doc.section,
                            "body": [{"type": "paragraph", "text": plain(b[1])} for b in doc.blocks if b[0] == "p"],
                        },
                        "adSettings": {"zone": "entretenimiento/musica"},
                    }
                },
                "page": "/entretenimiento/[...slug]",
                "query": {"slug": ["musica", "camila-reyes-anuncia-gira-estados-unidos-2027"]},
                "buildId": "uVx2026-12-01",
                "isFallback": False,
                "gssp": True,
            }
            nd = f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(data, ensure_ascii=False)}</script>'
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
{self.head(doc)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412">
<style>/*PAD*/</style>
</head>
<body>
<div id="fusion-app" class="b-page">
<header class="b-header-nav-chain">
<div class="b-header-nav-chain__logo">{self.a("home", "Univista", "nav", 'aria-label="Univista"', '<img src="/pf/resources/images/logo.svg?d=412" alt="Univista" width="140" height="32">')}</div>
<nav class="b-header-nav-chain__nav" aria-label="Secciones"><ul>{nav}</ul></nav>
{self.a("buscar", "Buscar", "nav", 'class="b-header-nav-chain__search" aria-label="Buscar"')}
<a class="b-header-nav-chain__login" href="https://cuenta.univista.test/ingresar">Iniciar sesión</a>
</header>
<main class="b-main">
{main}
</main>
<footer class="b-footer">
<ul class="b-footer__links">
<li>{self.a("privacidad", "Política de privacidad", "footer")}</li>
<li><a href="/terminos-de-uso">Términos de uso</a></li>
<li><a href="/no-vender-mi-informacion">No vender ni compartir mi información personal</a></li>
<li><a href="/accesibilidad">Accesibilidad</a></li>
<li><a href="/contacto">Contáctanos</a></li>
<li><a href="/feeds/rss.xml">RSS</a></li>
</ul>
<p class="b-footer__copyright">© 2026 Univista Communications Inc. Todos los derechos reservados.</p>
</footer>
<div id="onetrust-consent-sdk" role="dialog"><p>Usamos cookies para personalizar el contenido y los anuncios, ofrecer funciones de redes sociales y analizar el tráfico.</p><button>Aceptar todas las cookies</button><button>Configuración de cookies</button></div>
</div>
{nd or self.fusion(doc)}
<script src="/pf/dist/engine/react.js?d=412" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            links = [
                self.a("autor", a, "byline", 'class="c-link"')
                if a == "Ana López"
                else f'<a class="c-link" href="/autores/{AUTHOR_URL[a]}">{esc(a)}</a>'
                for a in doc.authors
            ]
            return f'<div class="b-byline"><span class="c-attribution">Por {" y ".join(links)}</span></div>'
        return f'<div class="b-byline"><span class="c-attribution">{esc(doc.extra.get("credit", ""))}</span></div>'

    def story_main(self, doc: Doc) -> str:
        dates = f'<div class="b-date"><time class="c-date" datetime="{doc.iso}">Publicado {doc.stamp}</time>'
        if doc.extra.get("updated"):
            dates += f' <span class="c-date--updated">| {doc.extra["updated"]}</span>'
        dates += "</div>"
        share = '<div class="b-share-bar"><a href="https://www.facebook.com/sharer/sharer.php" aria-label="Compartir en Facebook">Facebook</a> <a href="https://twitter.com/intent/tweet" aria-label="Compartir en X">X</a> <a href="https://api.whatsapp.com/send" aria-label="Compartir en WhatsApp">WhatsApp</a></div>'
        related = "".join(
            f'<li class="b-card-list__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        tags = (
            f'<div class="b-tags">{self.a("tema", "Inmigración", "tags")} <a href="/temas/politica">Política</a></div>'
            if doc.extra.get("tema")
            else f'<div class="b-tags"><a href="/temas/{doc.section.lower()}">{esc(doc.section)}</a></div>'
        )
        if doc.extra.get("nextdata"):
            lead = plain(doc.blocks[0][1])
            body = f'<p class="c-paragraph">{esc(lead)}</p>\n<div id="article-body-root" class="article-body--hydrate" aria-busy="true"><div class="skeleton-line"></div><div class="skeleton-line"></div><div class="skeleton-line"></div><noscript>Activa JavaScript para leer el artículo completo.</noscript></div>'
            return f"""<article class="nx-article">
<p class="nx-article__section"><a href="/entretenimiento/musica">{esc(doc.section)}</a></p>
<h1 class="nx-article__title">{esc(doc.title)}</h1>
<div class="nx-article__meta"><span>Por <a href="/autores/{AUTHOR_URL[doc.authors[0]]}">{esc(doc.authors[0])}</a></span> <time datetime="{doc.iso}">Publicado {doc.stamp}</time></div>
<figure class="nx-article__media"><img src="https://www.univista.test/resizer/v2/camila-reyes.jpg?w=1200" alt=""><figcaption>La cantante durante una presentación en Bogotá. (Getty Images)</figcaption></figure>
<div class="nx-article__body">
{body}
</div>
{share}
</article>
<section class="b-card-list"><h2>Te puede interesar</h2><ul>{related}</ul></section>"""
        bio = f'<div class="b-author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        envivo = (
            f'<aside class="b-live-promo">{self.a("envivo", "Mira Noticias 23 EN VIVO", "aside")}</aside>'
            if doc.key in ("oakcliff", "loteria")
            else ""
        )
        return f"""<article class="b-article">
<div class="b-overline"><a class="c-link" href="/{esc(doc.path.split("/")[1])}/">{esc(doc.section)}</a></div>
<h1 class="b-headline__text c-heading">{esc(doc.title)}</h1>
{self.byline(doc)}
{dates}
{share}
<figure class="b-lead-art"><img src="https://www.univista.test/resizer/v2/{doc.key}.jpg?auth=3f1&amp;width=1200" alt=""><figcaption class="c-media-item__caption">Imagen de archivo. (Univista)</figcaption></figure>
<div class="b-article-body">
{self.blocks(doc, p_tag='<p class="c-paragraph">')}
</div>
{bio}
{tags}
{envivo}
</article>
<section class="b-card-list"><h2>Más noticias</h2><ul>{related}</ul></section>
<section class="b-newsletter"><h2>Recibe las noticias más importantes en tu correo</h2><form action="/newsletters"><input type="email" placeholder="Tu correo electrónico"><button>Suscribirme</button></form></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            label = d.section if d.is_article else ("EN VIVO" if d.kind == "video" else "Horóscopos")
            stamp = d.stamp or "4 dic 2026"
            cards.append(
                f'<div class="b-card-list__item"><span class="b-card-list__overline">{esc(label)}</span><h2 class="b-card-list__headline">{self.a(k, d.title, "content")}</h2><time class="b-card-list__date">{esc(stamp)}</time></div>'
            )
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += '<div class="b-author-bio"><p>Ana López es periodista de Univista en Miami. Cubre inmigración, salud y temas de interés para la comunidad hispana.</p><a href="https://x.test/analopez_uv">@analopez_uv</a></div>'
        elif doc.kind == "search":
            head += (
                '<form action="/buscar/"><input type="search" name="q" value="TPS"></form><p>1 resultado para «TPS»</p>'
            )
        pager = ""
        if doc.key == "noticias":
            pager = f'<nav class="b-pagination">{self.a("noticias2", "Ver más", "pagination")}</nav>'
        elif doc.key == "noticias2":
            pager = f'<nav class="b-pagination">{self.a("noticias", "Anterior", "pagination")}</nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="b-links">{self.a("tema", "Inmigración", "content")} · {self.a("autor", "Ana López", "content")} · {self.a("noticias", "Noticias", "content")}</section>'
        return (
            f'<section class="b-section">{head}<div class="b-card-list">{"".join(cards)}</div>{pager}{extra}</section>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<section class="b-live">
<h1 class="b-headline__text c-heading">{esc(doc.title)}</h1>
<div class="b-video-player" data-stream="noticias23-dallas" data-live="true"><div class="powa" data-aspect-ratio="0.5625"><button aria-label="Reproducir">▶</button><span class="live-badge">EN VIVO</span></div></div>
<div class="b-live__schedule"><span>Ahora:</span> Noticias 23 al mediodía</div>
<section class="b-card-list"><h2>Lo último</h2><ul><li>{self.a("oakcliff", self.docs["oakcliff"].title, "related")}</li><li>{self.a("loteria", self.docs["loteria"].title, "related")}</li></ul></section>
</section>"""
        if doc.kind == "horoscope":
            return f"""<article class="b-horoscope">
<p class="b-overline">Horóscopos</p>
<h1 class="b-headline__text c-heading">{esc(doc.title)}</h1>
<div class="b-date"><time datetime="2026-12-04T10:00:00.000Z">4 dic 2026 – 05:00 AM EST</time></div>
{self.blocks(doc, p_tag='<p class="c-paragraph">')}
<p><a href="/horoscopos/tu-dia-sabado-5-de-diciembre-de-2026">Tu día: sábado 5 de diciembre</a></p>
</article>"""
        body = self.blocks(doc, p_tag='<p class="c-paragraph">')
        return f'<section class="b-static"><h1 class="b-section-title">{esc(doc.title)}</h1>{body}</section>'
