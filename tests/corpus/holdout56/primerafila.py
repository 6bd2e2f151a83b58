# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Primera Fila: a Televisa/Infobae-like Mexican entertainment and lifestyle portal (an Arc-XP-like front end:
`article-headline`, `article-subheadline`, `byline`, `sharebar-article-date`, `body-article`, `paragraph`,
`window.Fusion`, story URLs `/famosos/2026/12/04/<slug>/`, `/famosos/pagina/2/`, `/tags/<tag>/`, `/autor/<name>/`,
`/buscar/?q=`), Mexican Spanish, written in **windows-1252** but declared `charset=ISO-8859-1` (header and
`<meta http-equiv>`), which Scrapy decodes as `cp1252` (the curly quotes need it). Dates are printed in Mexico City
time (-06:00, no DST) as "4 de diciembre de 2026 · 21:40 hrs"; bylines "Por Ana Gómez", "Por Luis Fernando Ramírez
y Ana Gómez", "Por Redacción Primera Fila" (no person). `NewsArticle` JSON-LD in **UTC** (the recap, 21:40 hrs on
4 Dec, is `2026-12-05T03:40:00.000Z`), the finale recap in -06:00, none on the concert review, the brief's author an
`Organization`; the recipe carries only a `Recipe` JSON-LD with a date-only `datePublished`. Telenovela recaps,
an interview, a review, a list piece, the recipe and a brief are articles; the "famosos" gallery, the daily
horoscope and the quiz are not."""

from __future__ import annotations

from common import Base, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["resumen", "final", "bebe", "entrevista", "concierto", "consejos", "receta", "nominaciones"]
AUTHORS = {
    "Ana Gómez": "ana-gomez",
    "Mariana Pérez": "mariana-perez",
    "Luis Fernando Ramírez": "luis-fernando-ramirez",
}
BODAS = [
    (
        "Ximena Robles y Andrés Villalobos",
        "La protagonista de ‘Herencia de sol’ se casó en febrero en una hacienda de San Miguel de Allende, con un vestido de encaje diseñado por su madre.",
    ),
    (
        "Paulina Ferrer y Mauricio Lagos",
        "La conductora y el futbolista se dieron el sí en una playa de Tulum frente a 200 invitados.",
    ),
    ("Sofía Landa y Rodrigo Ibarra", "La pareja celebró una boda íntima en Valle de Bravo tras ocho años de noviazgo."),
    (
        "Diego Alarcón y Valeria Cuéllar",
        "El actor sorprendió al anunciar su boda civil en la Ciudad de México apenas un día después de celebrarla.",
    ),
    ("Carla Montiel y Jorge Sáenz", "La cantante llegó a la ceremonia en una trajinera en Xochimilco."),
    (
        "Lupita Arriaga y Tomás Quiroga",
        "La actriz de ‘Corazón de mezcal’ se casó en Oaxaca con una fiesta que duró tres días.",
    ),
    (
        "Renata Olvera y Iñaki Barros",
        "La influencer compartió cada detalle de su boda en Mérida con sus cuatro millones de seguidores.",
    ),
    (
        "Marisol Vega y Emilio Cantú",
        "La pareja de conductores renovó sus votos en la Basílica de Guadalupe por su décimo aniversario.",
    ),
    (
        "Alejandra Cruz y Fernando Aguirre",
        "La ex reina de belleza lució un vestido con una cola de siete metros en Puebla.",
    ),
    (
        "Natalia Rebolledo y Sergio Lemus",
        "La actriz y el productor se casaron en secreto en Los Cabos y lo revelaron meses después.",
    ),
    (
        "Gaby Salinas y Octavio Reyna",
        "La cantante de música regional se casó en Monterrey con mariachi y banda sinaloense.",
    ),
    (
        "Camila Duarte y Leonardo Beltrán",
        "La pareja cerró el año con una boda navideña en Taxco, decorada con flores de nochebuena.",
    ),
]
SIGNOS = [
    (
        "Aries",
        "21 de marzo al 19 de abril",
        "Hoy tendrás la energía necesaria para resolver un pendiente que llevas semanas posponiendo. En el amor, una conversación sincera despejará dudas.",
        "7",
        "rojo",
    ),
    (
        "Tauro",
        "20 de abril al 20 de mayo",
        "Cuida tus finanzas: un gasto inesperado podría desequilibrar tu presupuesto de fin de año. Una amistad te dará un buen consejo.",
        "4",
        "verde",
    ),
    (
        "Géminis",
        "21 de mayo al 20 de junio",
        "Tu creatividad está en su punto más alto. Aprovecha para proponer ideas en el trabajo; alguien importante te está observando.",
        "12",
        "amarillo",
    ),
    (
        "Cáncer",
        "21 de junio al 22 de julio",
        "La familia será tu refugio este día. Una visita inesperada te llenará de alegría y te recordará lo que realmente importa.",
        "2",
        "plateado",
    ),
    (
        "Leo",
        "23 de julio al 22 de agosto",
        "Brillarás en cualquier reunión social a la que asistas. Ojo con los celos de una persona cercana.",
        "9",
        "dorado",
    ),
    (
        "Virgo",
        "23 de agosto al 22 de septiembre",
        "No te exijas tanto. Date un momento para descansar y verás que las soluciones llegan solas.",
        "6",
        "azul marino",
    ),
    (
        "Libra",
        "23 de septiembre al 22 de octubre",
        "El amor toca a tu puerta. Si tienes pareja, planeen algo especial para el fin de semana.",
        "15",
        "rosa",
    ),
    (
        "Escorpión",
        "23 de octubre al 21 de noviembre",
        "Un secreto saldrá a la luz, pero no te preocupes: te beneficiará más de lo que imaginas.",
        "8",
        "vino",
    ),
    (
        "Sagitario",
        "22 de noviembre al 21 de diciembre",
        "Es tu temporada y se nota. Un viaje o una invitación inesperada te pondrá de muy buen humor.",
        "3",
        "morado",
    ),
    (
        "Capricornio",
        "22 de diciembre al 19 de enero",
        "Tu disciplina dará frutos en el trabajo. Eso sí, no olvides llamar a esa persona que te extraña.",
        "10",
        "café",
    ),
    (
        "Acuario",
        "20 de enero al 18 de febrero",
        "Las ideas fuera de lo común serán tu mejor herramienta. Confía en tu intuición para tomar una decisión económica.",
        "11",
        "turquesa",
    ),
    (
        "Piscis",
        "19 de febrero al 20 de marzo",
        "Tu sensibilidad estará a flor de piel. Rodéate de personas que te sumen y aléjate de los dramas ajenos.",
        "1",
        "lila",
    ),
]
QUIZ = [
    (
        "Tu mejor amiga te cuenta que va a salir con tu ex. ¿Qué haces?",
        [
            "Le deseo suerte… y planeo mi venganza",
            "Le retiro la palabra para siempre",
            "Finjo que no me importa, pero lo publico en redes",
        ],
    ),
    (
        "¿Cuál es tu arma favorita para ganar una discusión?",
        ["Un secreto bien guardado", "Las lágrimas en el momento justo", "Un testamento falso"],
    ),
    ("Elige un accesorio:", ["Lentes oscuros", "Un abanico de encaje", "Un anillo enorme de esmeralda"]),
    (
        "¿Dónde vivirías?",
        ["En una hacienda con caballerizas", "En un penthouse en Polanco", "En una mansión con escaleras de mármol"],
    ),
    ("Tu frase célebre sería:", ["“Esto no se va a quedar así”", "“Maldita lisiada”", "“Yo no olvido, yo cobro”"]),
    (
        "¿Cómo terminarías la telenovela?",
        ["En la cárcel, pero con estilo", "Huyendo en avioneta", "Redimida en el último capítulo"],
    ),
]


class PrimeraFila(Base):
    origin = "https://www.primerafila.test"
    name = "Primera Fila"
    prefix = "pfl"
    language = "es"
    encoding = "cp1252"  # what Scrapy decodes with: the declared ISO-8859-1 resolves to windows-1252
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pfl",
            [
                ".header-nav",
                ".article-headline",
                ".article-subheadline",
                ".body-article",
                ".paragraph",
                ".byline",
                ".story-card",
                ".footer-container",
                ".gallery-item",
                ".quiz-question",
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
                "Primera Fila",
                "arc-home",
                list=["resumen", "bebe", "nominaciones", "receta", "final", "entrevista", "concierto", "consejos"],
                more="famosos2",
            )
        )
        add(
            page(
                "famosos",
                "/famosos/",
                "section",
                "Famosos",
                "arc-section",
                list=["bebe", "nominaciones", "entrevista", "galeria"],
                more="famosos2",
            )
        )
        add(
            page(
                "famosos2",
                "/famosos/pagina/2/",
                "section",
                "Famosos",
                "arc-section-page2",
                list=["concierto", "final", "resumen"],
                prev="famosos",
            )
        )
        add(
            page(
                "tag",
                "/tags/herencia-de-sol/",
                "tag",
                "Herencia de sol",
                "arc-tag",
                list=["resumen", "nominaciones", "entrevista"],
            )
        )
        add(
            page(
                "author",
                "/autor/ana-gomez/",
                "author",
                "Ana Gómez",
                "arc-author",
                list=["resumen", "bebe", "receta"],
                bio="Periodista de espectáculos egresada de la UNAM. Cubre telenovelas, realities y la vida de los famosos desde hace diez años. Le encanta cocinar para su familia los fines de semana.",
            )
        )
        add(
            page(
                "search",
                "/buscar/?q=telenovela",
                "search",
                "Resultados de búsqueda: telenovela",
                "arc-search",
                list=["resumen", "final"],
            )
        )
        add(
            page(
                "galeria",
                "/famosos/galeria/2026/12/02/las-bodas-de-famosos-mas-comentadas-de-2026/",
                "gallery",
                "Las bodas de famosos más comentadas de 2026",
                "famosos-gallery-captions",
                stamp="2 de diciembre de 2026 · 18:00 hrs",
            )
        )
        add(
            page(
                "horoscopo",
                "/horoscopo/2026/12/05/horoscopo-de-hoy-5-de-diciembre-de-2026/",
                "horoscope",
                "Horóscopo de hoy 5 de diciembre de 2026: predicciones para todos los signos",
                "horoscope-daily-12-signs",
                stamp="5 de diciembre de 2026 · 00:05 hrs",
            )
        )
        add(
            page(
                "quiz",
                "/estilo-de-vida/2026/12/03/quiz-que-villana-de-telenovela-eres/",
                "quiz",
                "Quiz: ¿qué villana de telenovela eres?",
                "personality-quiz",
                stamp="3 de diciembre de 2026 · 17:00 hrs",
            )
        )
        add(
            page(
                "privacidad",
                "/aviso-de-privacidad/",
                "policy",
                "Aviso de privacidad",
                "policy-updated",
                [
                    "Última actualización: 1 de septiembre de 2026",
                    "Medios Primera Fila, S.A. de C.V., con domicilio en la Ciudad de México, es responsable del tratamiento de los datos personales que nos proporcione, los cuales serán protegidos conforme a lo dispuesto por la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
                    "## ¿Para qué fines utilizaremos sus datos personales?",
                    "Los datos que recabamos se utilizan para enviarle nuestros boletines, administrar su participación en concursos y dinámicas, mostrarle publicidad acorde con sus intereses y elaborar estadísticas sobre el uso del sitio.",
                    "## Derechos ARCO",
                    "Usted tiene derecho a acceder, rectificar y cancelar sus datos personales, así como a oponerse a su tratamiento. Para ejercer estos derechos, envíe una solicitud al correo privacidad@primerafila.test.",
                ],
            )
        )

        add(
            story(
                "resumen",
                "/telenovelas/2026/12/04/herencia-de-sol-resumen-capitulo-45-renata-descubre-la-verdad/",
                "‘Herencia de sol’, resumen del capítulo 45: Renata descubre la verdad sobre su padre",
                "2026-12-04",
                "2026-12-05T03:40:00.000Z",
                "4 de diciembre de 2026 · 21:40 hrs",
                ["Ana Gómez"],
                [
                    "El capítulo 45 de ‘Herencia de sol’, la telenovela más vista del horario estelar, dejó a los seguidores con el corazón en la mano. Renata (Ximena Robles) por fin descubrió el secreto que su madre guardó durante más de dos décadas y que pone en duda todo lo que creía saber sobre su familia.",
                    "Te contamos lo que pasó en el episodio transmitido esta noche.",
                    "## Las cartas escondidas en el granero",
                    "Mientras buscaba las escrituras de la hacienda para demostrar que los Montalvo no tienen derecho sobre las tierras, Renata encontró una caja de madera escondida detrás de unos costales en el viejo granero. Dentro había una docena de cartas dirigidas a su madre, Amparo, firmadas con una sola inicial: “E.”",
                    "Al leerlas, la joven comprendió que Amparo había mantenido una relación con Esteban Montalvo, el enemigo jurado de su familia, durante el verano de 1999, apenas unos meses antes de que ella naciera.",
                    "Renata enfrentó a su madre en la cocina, en una de las escenas más intensas de la temporada. “¿Cuántas mentiras más me vas a contar, mamá?”, le reclamó entre lágrimas. Amparo (Leticia Barrios) no lo negó: solo le pidió que no le dijera nada a don Joaquín, el hombre que la crio como su hija.",
                    "BOX: lee resumen44",
                    "## Sebastián vende su parte de la hacienda",
                    "Por otro lado, Sebastián (Diego Alarcón) sorprendió a todos al firmar la venta de su parte de la hacienda a Esteban Montalvo. Aunque en apariencia se trata de una traición, en una conversación con el padre Tomás dejó entrever que tiene un plan para recuperar las tierras desde dentro.",
                    "“Para ganarle al diablo, primero hay que sentarse a su mesa”, le dijo al sacerdote, en una frase que los fans convirtieron de inmediato en tendencia en redes sociales.",
                    "## ¿Qué pasará en el próximo capítulo?",
                    "El avance del capítulo 46 muestra a Renata llegando a la mansión de los Montalvo con una de las cartas en la mano, dispuesta a encarar a Esteban. También se ve a don Joaquín recibiendo un sobre anónimo, lo que hace suponer que el secreto no tardará en salir a la luz.",
                    "‘Herencia de sol’ se transmite de lunes a viernes a las 20:30 horas por Canal Estrella y al día siguiente está disponible en la plataforma Estrella+.",
                    "La telenovela, producida por Rosa Villaseñor, es una adaptación libre de la historia original ‘Tierra de nadie’ y tiene previstos más de 120 capítulos.",
                ],
                "telenovela-recap-subheads-utc",
                section="Telenovelas",
                dek="La protagonista encontró las cartas que su madre escondió durante 25 años; mientras tanto, Sebastián tomó una decisión que cambiará el rumbo de la hacienda",
                caption="Ximena Robles interpreta a Renata en ‘Herencia de sol’. (Foto: Canal Estrella)",
                tags=["Herencia de sol", "Telenovelas", "Ximena Robles"],
            )
        )
        add(
            story(
                "final",
                "/telenovelas/2026/12/03/asi-fue-el-final-de-corazon-de-mezcal/",
                "Así fue el final de ‘Corazón de mezcal’: boda, cárcel y un regreso que nadie esperaba",
                "2026-12-03",
                "2026-12-03T23:15:00-06:00",
                "3 de diciembre de 2026 · 23:15 hrs",
                ["Mariana Pérez"],
                [
                    "NOTE: Atención: esta nota contiene spoilers del último capítulo.",
                    "Después de 110 capítulos, ‘Corazón de mezcal’ llegó a su fin este jueves con un episodio especial de dos horas que mantuvo a millones de televidentes frente a la pantalla y que, según cifras preliminares de la televisora, se convirtió en el final más visto del año.",
                    "La historia de Lucía (Lupita Arriaga), la joven oaxaqueña que lucha por salvar el palenque de su familia, cerró con una boda, un villano tras las rejas y una sorpresa de último minuto que desató la conversación en redes sociales.",
                    "## La boda de Lucía y Mateo",
                    "Como muchos esperaban, Lucía y Mateo (Rodrigo Ibarra) por fin se casaron en la capilla del pueblo, rodeados de los trabajadores del palenque. La escena, grabada en Santiago Matatlán, incluyó una calenda con marmotas, chinas oaxaqueñas y una banda de viento.",
                    "El momento más emotivo llegó cuando doña Chayo, la abuela de Lucía, le entregó el collar de filigrana que había pertenecido a su bisabuela.",
                    "## Don Aurelio paga por sus crímenes",
                    "Don Aurelio Cantú (Fernando Aguirre), el cacique que intentó quedarse con las tierras de la familia, fue detenido en plena fiesta cuando la policía encontró los documentos que probaban el fraude. Su salida, esposado y gritando amenazas, fue una de las escenas más comentadas de la noche.",
                    "## El regreso de Julián",
                    "Pero la verdadera sorpresa llegó en los últimos cinco minutos. Julián, el hermano de Mateo a quien todos daban por muerto desde el capítulo 60, apareció en la puerta del palenque con una maleta y una sonrisa enigmática. La telenovela terminó con un acercamiento a su rostro y la palabra “Fin”.",
                    "Los fans no tardaron en preguntarse si se trata de la antesala de una segunda temporada. Hasta el momento, la producción no ha confirmado nada, aunque el productor Héctor Galván se limitó a escribir en sus redes: “Las historias buenas nunca terminan del todo”.",
                    "‘Corazón de mezcal’ estará disponible completa en Estrella+ a partir del próximo lunes.",
                ],
                "telenovela-finale-spoiler-note-local-offset",
                section="Telenovelas",
                dek="Tras 110 capítulos, la telenovela se despidió con un episodio de dos horas que rompió récord de audiencia",
                caption="Lupita Arriaga y Rodrigo Ibarra en la escena de la boda. (Foto: Canal Estrella)",
                tags=["Corazón de mezcal", "Telenovelas"],
                ld="local",
            )
        )
        add(
            story(
                "bebe",
                "/famosos/2026/12/04/ximena-robles-anuncia-que-sera-mama-por-primera-vez/",
                "Ximena Robles anuncia que será mamá por primera vez con un tierno video",
                "2026-12-04",
                "2026-12-04T19:05:00.000Z",
                "4 de diciembre de 2026 · 13:05 hrs",
                ["Ana Gómez"],
                [
                    "La actriz Ximena Robles, protagonista de ‘Herencia de sol’, anunció que está embarazada de su primer hijo con un video que en pocas horas superó el millón de reproducciones.",
                    "En la grabación, compartida en su cuenta de Instagram, la actriz aparece junto a su esposo, el empresario Andrés Villalobos, en la cocina de su casa. Ambos sostienen un par de zapatitos tejidos y, al final, muestran la imagen de un ultrasonido.",
                    "BOX: insta",
                    "“El mejor papel de mi vida está por comenzar”, escribió la actriz de 29 años, quien se casó con Villalobos en febrero en una ceremonia en San Miguel de Allende.",
                    "De inmediato, sus compañeros de elenco llenaron la publicación de felicitaciones. Diego Alarcón, quien interpreta a Sebastián en la telenovela, escribió: “¡Ya quiero conocer a mi sobrino postizo!”, mientras que Leticia Barrios, su mamá en la ficción, le dedicó un corazón y la frase “La vida real supera a la ficción”.",
                    "Según pudo saber Primera Fila, la actriz tiene cerca de cuatro meses de embarazo y continuará grabando la telenovela hasta finales de enero. La producción ya trabaja en ajustes al guion para que el embarazo no se note en pantalla.",
                    "En una entrevista reciente, Robles había confesado que la maternidad estaba entre sus planes a corto plazo. “Siempre quise ser mamá joven, y siento que este es el momento”, dijo.",
                    "La pareja no ha revelado si esperan niño o niña, aunque en el video aparece un pastel con relleno sorpresa que, prometieron, partirán “muy pronto” frente a sus seguidores.",
                ],
                "famosos-instagram-embed",
                section="Famosos",
                dek="La protagonista de ‘Herencia de sol’ compartió la noticia junto a su esposo, el empresario Andrés Villalobos",
                caption="Ximena Robles y Andrés Villalobos se casaron en febrero de 2026. (Foto: Instagram @ximenarobles)",
                tags=["Ximena Robles", "Herencia de sol", "Famosos"],
            )
        )
        add(
            story(
                "entrevista",
                "/famosos/2026/12/02/diego-alarcon-interpretar-a-un-villano-me-enseno-a-perdonar/",
                "Diego Alarcón: “Interpretar a un villano me enseñó a perdonar”",
                "2026-12-02",
                "2026-12-02T16:00:00.000Z",
                "2 de diciembre de 2026 · 10:00 hrs",
                ["Luis Fernando Ramírez"],
                [
                    "Durante años, Diego Alarcón fue el galán de las telenovelas de la tarde. Hoy, a sus 38 años, vive el mejor momento de su carrera gracias a Sebastián, el personaje ambiguo de ‘Herencia de sol’ que tiene a los televidentes divididos entre el odio y la fascinación.",
                    "Primera Fila conversó con el actor en un descanso de las grabaciones en Tlaxcala, donde se levantó la hacienda que sirve de escenario a la historia.",
                    "Q: ¿Cómo recibiste el papel de Sebastián? || Con miedo, la verdad. Llevaba quince años haciendo al muchacho bueno, al que se queda con la chica. Cuando Rosa Villaseñor me habló de Sebastián, pensé que se había equivocado de actor. Ella me dijo: “Precisamente por eso te quiero a ti”.",
                    "Q: ¿Es un villano? || Es un hombre que toma malas decisiones por buenas razones. Eso es lo que más me gusta de él. No hay nada más peligroso que alguien que cree que está haciendo lo correcto.",
                    "Q: Dices que el personaje te enseñó a perdonar. ¿Por qué? || Porque para interpretarlo tuve que entenderlo, y para entenderlo tuve que dejar de juzgarlo. Eso me hizo pensar en mi propia vida, en personas con las que estaba peleado desde hace años. Le hablé a mi papá después de mucho tiempo sin hacerlo. Se lo debo, en parte, a Sebastián.",
                    "Q: ¿Cómo reaccionan los fans en la calle? || Hay de todo. Una señora en el mercado me dijo que le daba vergüenza cómo trataba a Renata. Otro señor me dio la mano y me dijo que él habría hecho lo mismo. Eso quiere decir que la historia está funcionando.",
                    "Q: ¿Qué nos puedes adelantar de lo que viene? || Que nada es lo que parece. Los capítulos que vienen tienen giros que ni nosotros esperábamos cuando leímos los libretos. Y que Sebastián todavía no ha mostrado todas sus cartas.",
                    "Q: Tu compañera Ximena Robles acaba de anunciar su embarazo. ¿Cómo se vive eso en el foro? || Con mucha alegría. Ximena es como mi hermana. Estamos todos consintiéndola, aunque ella sigue llegando antes que nadie a los llamados.",
                    "Q: ¿Qué sigue para ti después de la telenovela? || Quiero hacer teatro y, si se puede, dirigir. Tengo una historia escrita sobre mi abuelo, que fue ferrocarrilero en Aguascalientes. Algún día la voy a contar.",
                ],
                "qa-interview",
                section="Famosos",
                dek="El actor habla de Sebastián, el personaje que tiene divididos a los fans de ‘Herencia de sol’, y de la reconciliación con su padre",
                caption="Diego Alarcón en el set de ‘Herencia de sol’ en Tlaxcala. (Foto: Primera Fila)",
                tags=["Diego Alarcón", "Herencia de sol", "Entrevistas"],
            )
        )
        add(
            story(
                "concierto",
                "/musica/2026/12/01/resena-los-coyotes-del-norte-auditorio-nacional/",
                "Reseña: Los Coyotes del Norte llenan el Auditorio Nacional con una noche de nostalgia norteña",
                "2026-12-01",
                None,
                "1 de diciembre de 2026 · 00:30 hrs",
                ["Luis Fernando Ramírez", "Ana Gómez"],
                [
                    "Pasaban de las diez de la noche cuando las primeras notas de ‘Amor de cantina’ hicieron que las casi 10 mil personas que llenaron el Auditorio Nacional se pusieran de pie. No volvieron a sentarse en las dos horas siguientes.",
                    "Los Coyotes del Norte, la agrupación de Saltillo que marcó a toda una generación en los años noventa, regresaron a la Ciudad de México después de siete años de ausencia con un concierto que fue, sobre todo, un ejercicio de memoria colectiva.",
                    "El repertorio no dejó fuera ninguno de los éxitos que sonaron en las radios del país: ‘Carta sin remitente’, ‘La troca azul’, ‘Te lloré en Monterrey’ y, por supuesto, ‘Sol de Coahuila’, que el público cantó de principio a fin mientras el vocalista, Ramiro Treviño, se limitaba a sonreír con el micrófono apuntando a las butacas.",
                    "A sus 61 años, Treviño conserva una voz sorprendentemente firme, aunque en algunos momentos prefirió dejar que los coros del público hicieran el trabajo pesado. El acordeón de Cuco Saldívar, en cambio, sonó tan vivo como en las grabaciones originales.",
                    "La banda aprovechó la noche para presentar dos canciones nuevas, ‘Regreso a casa’ y ‘Polvo del camino’, que fueron recibidas con respeto pero sin la euforia de los clásicos. Es la paradoja de todas las agrupaciones con una historia tan larga: el público quiere novedades, pero sobre todo quiere recordar.",
                    "El momento más emotivo llegó cerca del final, cuando Treviño dedicó ‘Hasta que amanezca’ a Memo Castañeda, bajista fundador del grupo, fallecido en 2023. En las pantallas aparecieron fotografías del músico y más de uno en las primeras filas no pudo contener las lágrimas.",
                    "Si algo puede reprocharse al espectáculo es una producción visual algo modesta para un recinto de este tamaño y un sonido que, en las primeras canciones, dejó la voz por debajo de los instrumentos. Nada que impidiera que la gente saliera cantando a la avenida Reforma pasada la medianoche.",
                    "Los Coyotes del Norte continuarán su gira por Guadalajara, León y Monterrey antes de cerrar el año en su natal Saltillo.",
                ],
                "concert-review-two-authors-no-jsonld",
                section="Música",
                dek="La agrupación de Saltillo regresó a la capital tras siete años con un repaso por sus éxitos y dos canciones nuevas",
                caption="Ramiro Treviño, vocalista de Los Coyotes del Norte, en el Auditorio Nacional. (Foto: Primera Fila)",
                tags=["Reseñas", "Música regional"],
                ld="none",
            )
        )
        add(
            story(
                "consejos",
                "/estilo-de-vida/2026/12/03/cinco-consejos-para-disfrutar-las-posadas-sin-vaciar-tu-cartera/",
                "Cinco consejos para disfrutar las posadas sin vaciar tu cartera",
                "2026-12-03",
                "2026-12-03T14:00:00.000Z",
                "3 de diciembre de 2026 · 08:00 hrs",
                ["Mariana Pérez"],
                [
                    "La temporada de posadas está a la vuelta de la esquina y, con ella, las invitaciones a intercambios, cenas y reuniones que pueden poner en aprietos cualquier presupuesto. De acuerdo con una encuesta de la firma Consumo Inteligente, las familias mexicanas gastan en promedio 4,800 pesos en festejos entre el 16 y el 24 de diciembre.",
                    "La buena noticia es que no hace falta renunciar a la diversión para llegar a enero con la cartera sana. Estos son algunos consejos de especialistas en finanzas personales:",
                    "OL: Haz un presupuesto antes del 16 de diciembre. Anota cuántas posadas tienes y cuánto piensas gastar en cada una; así evitarás sorpresas al revisar tu estado de cuenta.",
                    "OL: Propón posadas de traje. Si cada invitado lleva un platillo, el anfitrión no carga con todo el gasto y la mesa se llena de variedad.",
                    "OL: Pon un límite al intercambio de regalos. Un tope de 300 o 400 pesos es suficiente para un detalle bonito, y los regalos hechos a mano suelen ser los más apreciados.",
                    "OL: Compra piñatas, aguinaldos y colación en mercados. En lugares como el Mercado de Jamaica o La Merced los precios pueden ser hasta 40 por ciento más bajos que en las tiendas departamentales.",
                    "OL: Evita pagar con tarjeta de crédito lo que no podrás liquidar en enero. Los intereses de la cuesta de enero pueden salir más caros que cualquier posada.",
                    "Finalmente, recuerda que lo más importante de estas fechas es la convivencia. Como dice la asesora financiera Carmen Villarreal: “Nadie se acuerda de cuánto costó la piñata, pero todos se acuerdan de quién la rompió”.",
                    "Y si buscas una bebida calientita para tu posada, aquí te compartimos [[receta|la receta tradicional del ponche navideño]].",
                ],
                "numbered-list-lifestyle",
                section="Estilo de vida",
                dek="Especialistas en finanzas personales comparten estrategias para festejar sin llegar endeudado a enero",
                caption="Las posadas se celebran del 16 al 24 de diciembre. (Foto: Getty Images)",
                tags=["Posadas", "Finanzas personales"],
            )
        )
        add(
            story(
                "receta",
                "/cocina/2026/12/04/ponche-navideno-tradicional-receta-de-la-abuela/",
                "Ponche navideño tradicional: la receta de la abuela para tus posadas",
                "2026-12-04",
                "2026-12-04",
                "4 de diciembre de 2026 · 09:30 hrs",
                ["Ana Gómez"],
                [
                    "En mi casa, la Navidad empezaba oficialmente el día en que mi abuela Cuca sacaba la olla de barro más grande de la alacena. Para el 16 de diciembre, la cocina ya olía a canela, a guayaba y a piloncillo, y no había vecino que no se asomara a preguntar si ya estaba listo el ponche.",
                    "Con los años aprendí que cada familia tiene su propia versión. Hay quienes le ponen jamaica, quienes prefieren ciruela pasa y quienes no perdonan el chorrito de ron o de tequila para los adultos. Esta es la receta de mi abuela, sencilla y rendidora, perfecta para una posada de 20 personas.",
                    "El secreto, decía ella, está en no tener prisa: el ponche debe hervir a fuego bajo para que la fruta suelte todo su sabor sin deshacerse.",
                    "## Ingredientes",
                    "- 5 litros de agua",
                    "- 2 conos de piloncillo (unos 500 gramos)",
                    "- 3 rajas de canela",
                    "- 1 kilo de tejocotes",
                    "- 1 kilo de guayabas",
                    "- 4 manzanas rojas en cubos",
                    "- 2 cañas de azúcar peladas y en trozos",
                    "- 1 taza de ciruelas pasas",
                    "- 1 taza de flor de jamaica (opcional)",
                    "## Preparación",
                    "OL: Hierve los tejocotes en un poco de agua durante cinco minutos, retira la piel y quita las semillas.",
                    "OL: En una olla grande pon a hervir el agua con el piloncillo y la canela hasta que el piloncillo se disuelva por completo.",
                    "OL: Agrega los tejocotes, la caña, las manzanas y las ciruelas pasas. Cocina a fuego bajo durante 30 minutos.",
                    "OL: Añade las guayabas en cuartos y la jamaica, si decides usarla, y deja hervir 15 minutos más.",
                    "OL: Sirve bien caliente en jarritos de barro, con un trozo de caña en cada taza.",
                    "Si te sobra ponche, guárdalo en el refrigerador hasta por tres días y caliéntalo a fuego bajo antes de servir. Mi abuela juraba que al día siguiente sabía todavía mejor.",
                ],
                "recipe-headnote-ingredients-steps-recipe-jsonld-only",
                section="Cocina",
                dek="Tejocote, guayaba, caña y piloncillo: así se prepara la bebida que no puede faltar en diciembre",
                caption="El ponche se sirve caliente en jarritos de barro. (Foto: Primera Fila)",
                tags=["Recetas", "Posadas", "Navidad"],
                ld="recipe",
                recipe={"prep": "PT20M", "cook": "PT50M", "yield": "20 porciones"},
            )
        )
        add(
            story(
                "nominaciones",
                "/famosos/2026/12/04/premios-lumbre-2027-herencia-de-sol-lidera-nominaciones/",
                "Premios Lumbre 2027: ‘Herencia de sol’ lidera las nominaciones con nueve candidaturas",
                "2026-12-04",
                "2026-12-04T17:20:00.000Z",
                "4 de diciembre de 2026 · 11:20 hrs",
                [],
                [
                    "La telenovela ‘Herencia de sol’ encabeza la lista de nominados a la edición 2027 de los Premios Lumbre, con nueve candidaturas, entre ellas mejor telenovela, mejor actriz protagónica para Ximena Robles y mejor actor antagónico para Diego Alarcón.",
                    "Le siguen ‘Corazón de mezcal’, con siete nominaciones, y la serie ‘Frontera norte’, con cinco.",
                    "La ceremonia se realizará el 20 de febrero en la Ciudad de México y será transmitida en vivo por Canal Estrella.",
                    "El público podrá votar en la categoría de pareja favorita a partir del 15 de diciembre en el sitio oficial de los premios.",
                ],
                "redaccion-brief-org-author",
                section="Famosos",
                caption="La estatuilla de los Premios Lumbre. (Foto: Premios Lumbre)",
                tags=["Herencia de sol", "Premios Lumbre"],
                ld="org",
            )
        )

    # ------------------------------------------------------------------ in-body boxes (never body)
    def box_lee(self, which: str) -> str:
        return '<div class="related-inline"><span>LEE TAMBIÉN:</span> <a href="/telenovelas/2026/12/03/herencia-de-sol-resumen-capitulo-44-amparo-enfrenta-a-esteban/">‘Herencia de sol’, resumen del capítulo 44: Amparo enfrenta a Esteban</a></div>'

    def box_insta(self) -> str:
        return (
            '<div class="embed-container embed-instagram"><blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/reel/DcR5xTt8qWn/" data-instgrm-version="14">'
            '<a href="https://www.instagram.com/reel/DcR5xTt8qWn/" target="_blank">Ver esta publicación en Instagram</a>'
            '<p><a href="https://www.instagram.com/reel/DcR5xTt8qWn/" target="_blank">El mejor papel de mi vida está por comenzar 🤍👶🏻 #mamáprimeriza</a></p>'
            '<p>Una publicación compartida por Ximena Robles (@ximenarobles)</p></blockquote><script async src="//www.instagram.com/embed.js"></script></div>'
        )

    # ------------------------------------------------------------------ frame
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        x = doc.extra
        heads = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">',
            "<title>"
            + (
                f"{esc(doc.title)} - Primera Fila"
                if doc.key != "home"
                else "Primera Fila: famosos, telenovelas, espectáculos y estilo de vida"
            )
            + "</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Primera Fila">',
            '<meta property="og:locale" content="es_MX">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind in ("gallery", "horoscope", "quiz") else "website"}">',
        ]
        if doc.is_article:
            mode = x.get("ld")
            if mode not in ("none", "recipe"):
                heads.append(f'<meta property="article:published_time" content="{doc.iso}">')
            author = [{"@type": "Person", "name": a, "url": f"{self.origin}/autor/{AUTHORS[a]}/"} for a in doc.authors]
            if mode == "recipe":
                heads.append(
                    ld(
                        {
                            "@context": "https://schema.org/",
                            "@type": "Recipe",
                            "name": doc.title,
                            "author": author[0],
                            "datePublished": doc.iso,
                            "description": doc.dek,
                            "image": f"{self.origin}/resizer/receta-ponche.jpg",
                            "prepTime": x["recipe"]["prep"],
                            "cookTime": x["recipe"]["cook"],
                            "recipeYield": x["recipe"]["yield"],
                            "recipeCategory": "Bebida",
                            "recipeCuisine": "Mexicana",
                            "recipeIngredient": [b for blk in doc.blocks if blk[0] == "ul" for b in blk[1]],
                            "recipeInstructions": [
                                {"@type": "HowToStep", "text": b}
                                for blk in doc.blocks
                                if blk[0] == "ol"
                                for b in blk[1]
                            ],
                        }
                    )
                )
            elif mode != "none":
                heads.append(
                    ld(
                        {
                            "@context": "https://schema.org",
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "alternativeHeadline": doc.dek,
                            "description": doc.dek or doc.title,
                            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                            "datePublished": doc.iso,
                            "dateModified": doc.iso,
                            "author": {"@type": "Organization", "name": "Redacción Primera Fila"}
                            if mode == "org"
                            else author,
                            "publisher": {
                                "@type": "Organization",
                                "name": "Primera Fila",
                                "logo": {
                                    "@type": "ImageObject",
                                    "url": f"{self.origin}/pf/resources/images/logo-pf.png",
                                },
                            },
                            "articleSection": doc.section,
                            "keywords": x.get("tags", []),
                            "inLanguage": "es-MX",
                        }
                    )
                )
        heads.append(
            f'<script>window.Fusion=window.Fusion||{{}};Fusion.arcSite="primerafila";Fusion.contentType="{"story" if doc.is_article else doc.kind}";Fusion.deployment="1187";</script>'
        )
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("famosos", "Famosos"),
                ("/telenovelas/", "Telenovelas"),
                ("/musica/", "Música"),
                ("/estilo-de-vida/", "Estilo de vida"),
                ("/cocina/", "Cocina"),
                ("horoscopo", "Horóscopo"),
                ("galeria", "Fotos"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="es-MX">
<head>
{chr(10).join(heads)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=1187">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{"story-page" if doc.is_article else "section-page"}">
<header class="header-container"><div class="header-logo">{self.a("home", "Primera Fila", "nav")}</div>
<nav class="header-nav"><ul>{nav}</ul></nav>
<form class="header-search" action="/buscar/" method="get"><input name="q" placeholder="Buscar"><button>Buscar</button></form>
<div class="header-social"><a href="https://www.facebook.com/primerafilamx">Facebook</a> <a href="https://x.com/primerafilamx">X</a> <a href="https://www.instagram.com/primerafilamx/">Instagram</a> <a href="https://www.tiktok.com/@primerafilamx">TikTok</a></div>
</header>
<div class="ad-container ad-top" id="div-gpt-ad-top">Publicidad</div>
<main class="main-container">
{main}
</main>
<aside class="right-rail"><h3 class="rail-title">Lo más leído</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("bebe", "resumen", "nominaciones"))}<li><a href="/famosos/2026/12/03/paulina-ferrer-revela-el-nombre-de-su-hija/">Paulina Ferrer revela por fin el nombre de su hija</a></li></ol></aside>
<footer class="footer-container">
<ul class="footer-links"><li><a href="/quienes-somos/">Quiénes somos</a></li><li><a href="/contacto/">Contacto</a></li><li>{self.a("privacidad", "Aviso de privacidad", "footer")}</li><li><a href="/terminos-y-condiciones/">Términos y condiciones</a></li><li><a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a></li><li>{self.a("quiz", "Quizzes", "footer")}</li></ul>
<p>© 2026 Medios Primera Fila, S.A. de C.V. Todos los derechos reservados. Prohibida su reproducción total o parcial.</p>
</footer>
<div class="cookies-banner" id="cookies-banner"><p>Utilizamos cookies propias y de terceros para mejorar tu experiencia y mostrarte publicidad relacionada con tus preferencias. Al continuar navegando aceptas su uso. <a href="/aviso-de-privacidad/">Más información</a></p><button>Aceptar</button></div>
<script src="/pf/dist/engine/react.js?d=1187" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return '<div class="byline"><span class="byline-credits">Por Redacción Primera Fila</span></div>'
        names = [
            self.a("author", a, "byline", attrs='class="author-name"')
            if a == "Ana Gómez"
            else self.a(f"/autor/{AUTHORS[a]}/", a, "byline", attrs='class="author-name"')
            for a in doc.authors
        ]
        return f'<div class="byline"><span class="byline-credits">Por {" y ".join(names)}</span></div>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        tags = "".join(
            f"<li>{self.a('tag', t, 'content') if t == 'Herencia de sol' else self.a('/tags/' + t.lower().replace(' ', '-') + '/', t, 'content')}</li>"
            for t in x.get("tags", [])
        )
        recipe_box = ""
        if x.get("ld") == "recipe":
            recipe_box = '<div class="recipe-summary"><span>Tiempo de preparación: 20 minutos</span> · <span>Cocción: 50 minutos</span> · <span>Porciones: 20</span> · <span>Dificultad: fácil</span></div>'
        more = "".join(
            f'<li class="story-card">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        return f"""<article class="article-container">
<div class="article-section">{self.a("famosos", doc.section, "breadcrumb") if doc.section == "Famosos" else esc(doc.section)}</div>
<h1 class="article-headline">{esc(doc.title)}</h1>
{f'<h2 class="article-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""}
<div class="article-meta">{self.byline(doc)}<span class="sharebar-article-date">{doc.stamp}</span></div>
<div class="sharebar-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Compartir en Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Compartir en X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">Compartir en WhatsApp</a></div>
<figure class="article-figure"><img src="/resizer/{doc.key}.jpg?auth=9d1c&amp;width=1200" alt="{esc(doc.title)}"><figcaption class="article-figcaption">{esc(x.get("caption", ""))}</figcaption></figure>
{recipe_box}
<div class="body-article">
{self.blocks(doc, p_tag='<p class="paragraph">')}
</div>
<div class="article-tags"><span>Etiquetas:</span><ul>{tags}</ul></div>
<div class="newsletter-box"><p>Suscríbete a nuestro boletín y recibe lo más nuevo de tus famosos favoritos.</p><a href="https://boletines.primerafila.test/alta">Suscribirme</a></div>
</article>
<section class="more-stories"><h3>Te puede interesar</h3><ul>{more}</ul></section>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        stamp = d.stamp or d.extra.get("stamp", "")
        return f'<div class="story-card"><img src="/resizer/{key}.jpg?width=400" alt="" loading="lazy"><h2 class="story-card-headline">{self.a(key, d.title, "content")}</h2><p class="story-card-description">{esc(d.dek)}</p><span class="story-card-date">{stamp}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        cards = "\n".join(self.card(k) for k in x["list"])
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="sr-only">Primera Fila</h1>'
        if doc.kind == "author":
            head += f'<div class="author-bio"><img src="/resizer/autores/ana-gomez.jpg" alt="Ana Gómez"><p>{esc(x["bio"])}</p><a href="https://x.com/anagomezpf">@anagomezpf</a></div>'
        pager = ""
        if x.get("more"):
            pager = f'<div class="pagination">{self.a(x["more"], "Ver más", "pagination")}</div>'
        if x.get("prev"):
            pager = f'<div class="pagination">{self.a(x["prev"], "Anterior", "pagination")} <a href="/famosos/pagina/3/">Siguiente</a></div>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<section class="chain"><h2>No te lo pierdas</h2><ul><li>{self.a("horoscopo", "Horóscopo de hoy", "content")}</li><li>{self.a("quiz", "Quiz: ¿qué villana de telenovela eres?", "content")}</li>'
                f"<li>{self.a('galeria', self.docs['galeria'].title, 'content')}</li><li>{self.a('tag', 'Herencia de sol', 'content')}</li><li>{self.a('author', 'Ana Gómez', 'content')}</li>"
                f"<li>{self.a('search', 'Telenovelas', 'content')}</li><li>{self.a('famosos', 'Famosos', 'content')}</li></ul></section>"
            )
        return f'<section class="section-container">{head}\n{cards}\n{pager}\n{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "gallery":
            items = "\n".join(
                f'<figure class="gallery-item"><img src="/resizer/galeria-bodas-{i}.jpg?width=900" alt="{esc(n)}" loading="lazy"><figcaption><span class="gallery-count">{i}/{len(BODAS)}</span> <strong>{esc(n)}</strong>. {esc(c)} (Foto: Instagram)</figcaption></figure>'
                for i, (n, c) in enumerate(BODAS, 1)
            )
            return f"""<article class="gallery-container">
<div class="article-section">{self.a("famosos", "Famosos", "breadcrumb")}</div>
<h1 class="article-headline">{esc(doc.title)}</h1>
<div class="article-meta"><div class="byline"><span class="byline-credits">Por Redacción Primera Fila</span></div><span class="sharebar-article-date">{x["stamp"]}</span></div>
<p class="gallery-intro">Haciendas, playas y hasta trajineras: así fueron los enlaces que más dieron de qué hablar este año.</p>
{items}
<p class="gallery-next">{self.a("bebe", "Siguiente: " + self.docs["bebe"].title, "related")}</p>
</article>"""
        if doc.kind == "horoscope":
            signs = "\n".join(
                f'<div class="horoscope-sign"><h2>{esc(s)}</h2><p class="horoscope-dates">Del {esc(d)}</p><p>{esc(t)}</p><p class="horoscope-lucky">Número de la suerte: {n} · Color: {esc(c)}</p></div>'
                for s, d, t, n, c in SIGNOS
            )
            return f"""<article class="horoscope-container">
<div class="article-section">Horóscopo</div>
<h1 class="article-headline">{esc(doc.title)}</h1>
<div class="article-meta"><div class="byline"><span class="byline-credits">Por Madame Estela</span></div><span class="sharebar-article-date">{x["stamp"]}</span></div>
<p class="horoscope-intro">Descubre lo que los astros tienen preparado para ti este sábado en el amor, el dinero y la salud.</p>
{signs}
<p class="horoscope-more"><a href="/horoscopo/semanal/">Horóscopo semanal</a> · <a href="/horoscopo/chino-2027/">Horóscopo chino 2027</a> · {self.a("quiz", "Haz nuestro quiz", "content")}</p>
</article>"""
        if doc.kind == "quiz":
            qs = "\n".join(
                f'<fieldset class="quiz-question"><legend>{i}. {esc(q)}</legend>'
                + "".join(
                    f'<label><input type="radio" name="q{i}" value="{j}"> {esc(o)}</label>' for j, o in enumerate(opts)
                )
                + "</fieldset>"
                for i, (q, opts) in enumerate(QUIZ, 1)
            )
            return f"""<article class="quiz-container">
<div class="article-section">Estilo de vida</div>
<h1 class="article-headline">{esc(doc.title)}</h1>
<div class="article-meta"><span class="sharebar-article-date">{x["stamp"]}</span></div>
<p class="quiz-intro">Responde estas seis preguntas y descubre con cuál de las grandes villanas de las telenovelas compartes personalidad.</p>
<form class="quiz-form" data-quiz-id="villanas-2026">
{qs}
<button type="submit">Ver mi resultado</button>
</form>
<div class="quiz-results" hidden><div data-result="0"><h3>Eres una villana clásica</h3><p>Elegante, calculadora y siempre un paso adelante.</p></div><div data-result="1"><h3>Eres una villana dramática</h3><p>Nadie llora mejor que tú cuando te conviene.</p></div><div data-result="2"><h3>Eres una villana redimida</h3><p>Hiciste maldades, pero en el fondo tienes buen corazón.</p></div></div>
<p class="quiz-related">Ponte al día con {self.a("resumen", "el resumen de ‘Herencia de sol’", "content")}.</p>
</article>"""
        return f'<article class="static-page"><h1 class="article-headline">{esc(doc.title)}</h1><div class="body-article">\n{self.blocks(doc)}\n</div></article>'
