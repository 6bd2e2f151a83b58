# ruff: noqa: E501 (page texts and markup are long literal lines; Spanish typography is deliberate)
"""La Voz del Guadalquivir: a Seville daily on an old in-house PHP CMS (`/sevilla/2026/12/04/<slug>.html`,
`/sevilla/?pag=2`, `/tags/<tag>.html`, `/autores/<slug>.html`, `/buscador.php?q=`), Spanish, declared
**ISO-8859-1** (header and `http-equiv`) but written in windows-1252 (the euro sign and typographic quotes are
0x80-0x9F bytes), so Scrapy decodes it as cp1252. Absolute hrefs everywhere.

The story text has **no `<p>` at all**: paragraphs are text runs separated by `<br><br>` inside one
`<div class="txt">`; intertitles are `<b>` runs, lists are "· item<br>" runs, interview questions are `<b>` runs,
photos are `<div class="foto">` with a `<span class="pie">` caption inside the text div. Headlines are
`<h2 class="titulo">`; there is **no `<h1>` on any page** (the logo is an image). Dates exist only in the URL
(`/2026/12/04/`) and in a printed "04/12/2026" line; the head carries nothing but `<title>` (with a " - La Voz del
Guadalquivir" suffix) and a description: no og, no JSON-LD, no canonical."""

from __future__ import annotations

import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ARTS = ["metro", "aceituna", "triana", "entrevista", "opinion", "breve", "osuna", "alumbrado"]
AUTHOR_PAGES = {"Lucía Romero": "autor"}
COMMENTS = {
    "metro": [
        ("trianero73", "04/12/2026 a las 10:12", "A ver si esta vez es verdad y no se queda todo en una foto."),
        ("Macarena", "04/12/2026 a las 11:40", "Lo que hace falta es que informen a los vecinos con tiempo."),
        ("jlr_sev", "04/12/2026 a las 13:02", "Veinte años esperando. Mis hijos lo verán terminado, yo no."),
    ],
    "triana": [
        ("verdiblanco_ecija", "04/12/2026 a las 09:30", "El penalti de la primera parte no era. Aun así, enhorabuena."),
        ("anatriana", "04/12/2026 a las 10:05", "¡Qué partidazo! Este año subimos."),
    ],
    "opinion": [
        ("pinomontano", "04/12/2026 a las 12:20", "Totalmente de acuerdo. Información, que es gratis."),
    ],
    "alumbrado": [
        ("remedios_sev", "04/12/2026 a las 19:48", "Casi dos millones en luces y mi calle sin asfaltar."),
        ("PiliG", "05/12/2026 a las 08:31", "A mí me encanta, trae mucha vida al centro."),
    ],
}


class Guadalquivir(Base):
    origin = "https://www.lavozdelguadalquivir.test"
    name = "La Voz del Guadalquivir"
    prefix = "lvg"
    language = "es"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lvg",
            ["#cabecera", "#menu li", ".titulo", ".txt", ".foto .pie", ".firma", ".fecha", "#col-der .caja", "#pie"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "La Voz del Guadalquivir",
                "php-portada",
                list=["metro", "alumbrado", "aceituna", "triana", "osuna", "opinion", "entrevista", "breve"],
                more="sevilla2",
            )
        )
        add(
            page(
                "sevilla",
                "/sevilla/",
                "section",
                "Sevilla",
                "php-seccion",
                list=["metro", "alumbrado", "breve", "osuna"],
                more="sevilla2",
            )
        )
        add(
            page(
                "sevilla2",
                "/sevilla/?pag=2",
                "section",
                "Sevilla",
                "php-seccion-pag2",
                list=["entrevista", "aceituna", "opinion"],
                prev="sevilla",
            )
        )
        add(page("deportes", "/deportes/", "section", "Deportes", "php-seccion", list=["triana"]))
        add(page("tag", "/tags/metro-de-sevilla.html", "tag", "Metro de Sevilla", "php-tag", list=["metro", "breve"]))
        add(
            page(
                "autor",
                "/autores/lucia-romero.html",
                "author",
                "Lucía Romero",
                "php-autor",
                list=["metro", "entrevista", "alumbrado"],
                bio="Redactora de local. Cubre urbanismo, movilidad y el Ayuntamiento de Sevilla desde 2014.",
            )
        )
        add(
            page(
                "buscar",
                "/buscador.php?q=aceituna",
                "search",
                "Resultados de la búsqueda: aceituna",
                "php-buscador",
                list=["aceituna"],
            )
        )
        add(
            page(
                "quienes",
                "/quienes-somos.html",
                "about",
                "Quiénes somos",
                "php-estatica",
                [
                    "La Voz del Guadalquivir es un diario independiente fundado en Sevilla en 1998. Su redacción, con veintiséis periodistas, cubre la actualidad de la capital y de los pueblos de la provincia.",
                    "Edita el diario Ediciones Ribera del Guadalquivir S.L., con domicilio en la calle San Jacinto, 41010 Sevilla.",
                    "Director: Tomás Ruiz Benjumea. Subdirectora: Elena Castaño.",
                    "Para enviar noticias, fotografías o cartas al director escriba a redaccion@lavozdelguadalquivir.test. Las cartas no deben superar las 200 palabras y deben ir firmadas con nombre, apellidos y DNI.",
                ],
            )
        )
        add(
            page(
                "aviso",
                "/aviso-legal.html",
                "policy",
                "Aviso legal y política de cookies",
                "php-estatica",
                [
                    "Última actualización: 15/09/2026",
                    "En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se informa de que el titular de este sitio web es Ediciones Ribera del Guadalquivir S.L., inscrita en el Registro Mercantil de Sevilla.",
                    "Este sitio utiliza cookies propias y de terceros con fines analíticos y publicitarios. Puede aceptar todas las cookies, rechazarlas o configurarlas desde el panel que aparece en su primera visita.",
                    "Los contenidos de La Voz del Guadalquivir están protegidos por la legislación de propiedad intelectual. Queda prohibida su reproducción total o parcial sin autorización expresa.",
                ],
            )
        )
        add(
            page(
                "fotos",
                "/fotos/2026/12/04/pruebas-alumbrado.html",
                "gallery",
                "Fotogalería: las pruebas del alumbrado en la calle Sierpes",
                "php-fotogaleria",
                photos=[
                    "Operarios comprueban las guirnaldas de la calle Sierpes la noche del jueves.",
                    "La nueva portada de luces de la plaza de San Francisco, todavía sin encender del todo.",
                    "Un grupo de vecinos observa las pruebas desde la esquina de la calle Cuna.",
                    "Detalle de los arcos de bombillas LED instalados en la calle Tetuán.",
                    "La Campana, con las luces a medio gas durante el ensayo.",
                ],
            )
        )
        add(
            story(
                "metro",
                "/sevilla/2026/12/04/linea-3-metro-obras-antes-verano.html",
                "La línea 3 del metro tendrá sus cuatro primeras estaciones en obras antes del verano",
                "2026-12-04",
                None,
                "04/12/2026",
                ["Lucía Romero"],
                [
                    "La Consejería de Fomento adjudicará en las próximas semanas el primer tramo de la línea 3 del metro de Sevilla, el que unirá Pino Montano con el entorno de la Macarena, y las obras de sus cuatro primeras estaciones comenzarán antes del próximo verano. Así lo anunció ayer el consejero del ramo durante una visita a los terrenos donde se levantarán las cocheras, junto a la ronda urbana norte.",
                    "El tramo tiene una longitud de 3,9 kilómetros y un presupuesto de 312 millones de euros, de los que el Estado aportará algo más de la mitad a través de fondos europeos. Las empresas que concurren al concurso, cinco uniones temporales, deberán presentar sus ofertas definitivas antes del 20 de diciembre, y la mesa de contratación prevé resolver en la segunda quincena de enero.",
                    "FIG: Terrenos de las futuras cocheras | Los terrenos donde se construirán las cocheras de la línea 3, junto a la ronda norte. FOTO: J. M. PAREDES",
                    "«No vamos a perder ni un día más», afirmó el consejero, que recordó que el proyecto lleva casi dos décadas en los cajones. «Los vecinos de la zona norte han esperado demasiado y esta vez hay dinero, hay proyecto y hay calendario».",
                    "### Tres años de obras",
                    "Según el calendario que maneja la Junta, las estaciones de Pino Montano, Los Carteros, Hospital Virgen Macarena y San Lázaro estarían terminadas a finales de 2029. Los trabajos se harán con dos tuneladoras que entrarán por un pozo de ataque situado en la avenida de Llanes, lo que obligará a desviar el tráfico durante al menos dieciocho meses.",
                    "La asociación de vecinos de Pino Montano ha pedido que se celebren reuniones informativas antes de que empiecen los cortes. Su presidenta, Rosario Campos, teme que se repitan los problemas de la construcción de la línea 1, cuando varios comercios de la zona tuvieron que cerrar por la caída de las ventas. «Queremos el metro, claro que sí, pero queremos saber qué va a pasar con nuestras calles», explicó.",
                    "El Ayuntamiento, por su parte, se ha comprometido a reforzar las líneas de autobús 2 y 13 mientras duren las obras y a habilitar un aparcamiento disuasorio provisional en la parcela de la antigua fábrica de ladrillos.",
                    "El resto de la línea, hasta el Prado de San Sebastián, se licitará en una segunda fase cuya fecha todavía no se ha concretado. Desde la oposición municipal se ha criticado que no exista un compromiso por escrito para ese segundo tramo, que es el que atravesaría el centro histórico y el que, según los técnicos, más viajeros captaría.",
                ],
                "br-text-foto-intertitle",
                section="Sevilla",
                kicker="MOVILIDAD",
                dek="La Junta adjudicará en enero el tramo entre Pino Montano y la Macarena, con un presupuesto de 312 millones",
                tag=True,
            )
        )
        add(
            story(
                "aceituna",
                "/economia/2026/12/03/campana-aceituna-precios-bajos.html",
                "La campaña de la aceituna arranca con precios un 12% por debajo del año pasado",
                "2026-12-03",
                None,
                "03/12/2026",
                ["Manuel Ortega"],
                [
                    "La recogida de la aceituna de almazara ha comenzado en buena parte de la provincia con una cosecha abundante y unos precios que no acompañan. Las cooperativas de la Campiña y de la Sierra Sur pagan estos días entre 3,40 y 3,70 euros por kilo de aceite, un 12% menos que hace un año, cuando la escasez disparó las cotizaciones hasta máximos históricos.",
                    "Los agricultores esperan una producción cercana a las 190.000 toneladas de aceite en la provincia, casi un 40% más que en la campaña anterior. Las lluvias de la primavera y un otoño templado han favorecido el engorde del fruto, sobre todo en el olivar de regadío.",
                    "### Costes que no bajan",
                    "El problema, explican desde las organizaciones agrarias, es que los costes de producción siguen siendo altos. El gasóleo, los fertilizantes y la mano de obra se han encarecido y, según los cálculos de la cooperativa San Isidro de Marchena, producir un kilo de aceite en un olivar tradicional de secano cuesta ya más de 3 euros.",
                    "«Con estos precios, el pequeño agricultor cubre gastos y poco más», resume Antonio Jiménez, que cultiva treinta hectáreas en el término de Estepa. «Si el precio sigue bajando cuando entre en el mercado toda la cosecha de Jaén, vamos a tener un problema».",
                    "Las envasadoras, en cambio, ven en la bajada una oportunidad para recuperar a los consumidores que dejaron de comprar aceite de oliva en los dos últimos años y se pasaron al de girasol. En los supermercados, la botella de un litro de virgen extra ya se vende por debajo de los 7 € en algunas cadenas —hace un año rondaba los 10 €—.",
                    "### Mano de obra",
                    "La campaña dará trabajo a unas 25.000 personas en la provincia hasta finales de febrero. Los sindicatos han recordado que el convenio del campo fija un jornal mínimo de 62,50 euros y han anunciado inspecciones en las fincas junto a la Guardia Civil para vigilar la contratación irregular.",
                    "En las almazaras, el trabajo se concentra por las noches. La de Pedrera molturó la pasada semana más de un millón de kilos de aceituna en tres días, una cifra que su gerente, Francisco Lora, no recuerda en sus quince años en el puesto.",
                ],
                "br-text-b-intertitles",
                section="Economía",
                kicker="CAMPO",
            )
        )
        add(
            story(
                "triana",
                "/deportes/2026/12/04/atletico-triana-remonta-ecija.html",
                "El Atlético Triana remonta ante el Écija y se coloca a dos puntos del ascenso",
                "2026-12-04",
                None,
                "04/12/2026 - 00:15",
                ["Javier Marín"],
                [
                    "El Atlético Triana firmó anoche en el estadio de San Jacinto la remontada más celebrada de la temporada. Perdía 0-2 al descanso ante el Écija y acabó ganando 3-2 con un gol de Dani Portillo en el minuto 89, un cabezazo a la salida de un córner que desató la locura en una grada con más de 2.300 espectadores.",
                    "El partido, adelantado al jueves por la coincidencia con las fiestas del puente, empezó torcido para los locales. El Écija se adelantó a los doce minutos en una contra que culminó su delantero Rubén Gallardo y amplió la ventaja poco antes del descanso de penalti, tras una mano de Sergio Cano dentro del área.",
                    "En la segunda parte el entrenador trianero, Paco Villalón, dio entrada a dos extremos y adelantó la presión. El cambio surtió efecto de inmediato: Iván Muñoz recortó distancias en el minuto 54 y Carlos Reina empató con un disparo desde fuera del área a falta de un cuarto de hora.",
                    "«Al descanso les he dicho que no teníamos nada que perder y que el campo nos iba a empujar», explicó Villalón en la sala de prensa. «Este equipo tiene carácter. Hoy lo ha demostrado delante de su gente».",
                    "Con esta victoria, el Atlético Triana suma 31 puntos y se sitúa cuarto en la clasificación, a dos del segundo puesto, que da derecho a disputar el ascenso directo. El próximo domingo visita al Utrera, uno de los rivales directos, en un partido que el club ha declarado de ayuda económica para sus abonados.",
                ],
                "br-text-deportes-time",
                section="Deportes",
                kicker="FÚTBOL | TERCERA RFEF",
            )
        )
        add(
            story(
                "entrevista",
                "/cultura/2026/12/02/rocio-vargas-guitarra-entrevista.html",
                "Rocío Vargas: «La guitarra flamenca también se escribe en femenino»",
                "2026-12-02",
                None,
                "02/12/2026",
                ["Lucía Romero"],
                [
                    "Rocío Vargas (Utrera, 1991) empezó a tocar la guitarra a los ocho años con un instrumento que le prestó un vecino. Hoy es una de las guitarristas más solicitadas del circuito de festivales y el próximo sábado presenta en el teatro Lope de Vega «Orilla», su tercer disco, grabado entre Sevilla y Lisboa.",
                    "Q: ¿Qué hay en «Orilla» que no estuviera en sus discos anteriores? || Hay más calma. Los dos primeros los hice con prisa, con ganas de demostrar que podía tocar igual de rápido que cualquiera. Este lo he grabado sin mirar el reloj. Hay una taranta que tardé un año en terminar.",
                    "Q: ¿Por qué Lisboa? || Porque allí encontré a los músicos de fado con los que quería trabajar. El fado y el flamenco son primos que no se hablan mucho, y a mí me apetecía sentarlos en la misma mesa.",
                    "Q: Sigue habiendo pocas mujeres tocando la guitarra en el flamenco. || Cada vez menos pocas, pero sí. Cuando yo empezaba, en las peñas me preguntaban si venía a cantar o a bailar. Nunca si venía a tocar. Ahora hay chicas de quince años que me escriben por redes y eso me emociona más que cualquier premio.",
                    "Q: ¿Ha cambiado el público? || El público joven escucha de otra manera, mezcla mucho. Un chaval puede pasar de Paco de Lucía a un tema urbano sin despeinarse. No me parece mal. Lo importante es que llegue a la guitarra, da igual por qué puerta entre.",
                    "Q: ¿Cómo será el concierto del Lope de Vega? || Vamos a tocar el disco entero, en orden, con los músicos portugueses y con un cuerpo de baile. Y habrá alguna sorpresa, pero si la cuento deja de serlo.",
                    "Q: ¿Qué le queda por hacer? || Componer para cine. Tengo una espina clavada con eso. Y enseñar: me gustaría abrir una escuela en Utrera para niñas y niños que no tienen dinero para clases.",
                ],
                "br-text-qa-bold",
                section="Cultura",
                kicker="ENTREVISTA",
                dek="La guitarrista utrerana presenta el sábado en el Lope de Vega su tercer disco, grabado entre Sevilla y Lisboa",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/2026/12/04/ciudad-que-no-sabe-esperar.html",
                "La ciudad que no sabe esperar",
                "2026-12-04",
                None,
                "04/12/2026",
                ["Carmen Bellido"],
                [
                    "Sevilla tiene una relación extraña con el tiempo. Es capaz de esperar veinte años una línea de metro, treinta una biblioteca central y lo que haga falta un puente, pero no soporta cinco minutos de cola en un semáforo. Lo vemos cada mañana en la ronda del Tamarguillo: bocinas, adelantamientos imposibles, motos que se cuelan entre los coches como si llegaran tarde a su propia boda.",
                    "La noticia de que la línea 3 tendrá por fin sus primeras obras antes del verano debería alegrarnos a todos. Y nos alegra, claro. Pero conviene recordar que una obra de esa envergadura no se hace sin molestias. Habrá calles cortadas, autobuses desviados y comercios que verán pasar menos gente por su puerta. Habrá polvo y habrá ruido.",
                    "Lo que no puede haber es improvisación. Los vecinos de la zona norte ya saben lo que es vivir con una obra eterna en la puerta de casa. Lo que piden es información: cuándo empieza cada fase, por dónde se va a desviar el tráfico, qué ayudas tendrán los negocios afectados. No parece mucho pedir.",
                    "La administración suele confundir la comunicación con la propaganda. Una maqueta bonita y una fecha de inauguración no son un plan de obra. Un plan de obra es un documento aburrido, lleno de planos y de plazos, que se explica en un centro cívico un martes por la tarde y se cumple.",
                    "Esta ciudad ha aprendido a esperar lo grande. Ahora le toca aprender a convivir con lo pequeño: la valla, el desvío, la parada provisional. Si la Junta y el Ayuntamiento hacen su parte, los sevillanos haremos la nuestra. Y quizá, dentro de unos años, la bocina del Tamarguillo sea solo un mal recuerdo.",
                ],
                "br-text-opinion-column",
                section="Opinión",
                kicker="OPINIÓN · A PIE DE CALLE",
                column=True,
            )
        )
        add(
            story(
                "breve",
                "/sevilla/2026/12/04/cortada-avenida-palmera-tuberia.html",
                "Cortada la avenida de la Palmera por la rotura de una tubería",
                "2026-12-04",
                None,
                "04/12/2026 - 08:05",
                [],
                [
                    "La avenida de la Palmera permanece cortada al tráfico en sentido centro desde las seis de la mañana por la rotura de una tubería de abastecimiento a la altura del cruce con la calle Manuel Siurot. Los técnicos de la empresa municipal de aguas trabajan en la reparación, que se prolongará previsiblemente hasta el mediodía.",
                    "La Policía Local ha desviado los vehículos por la avenida de Reina Mercedes y recomienda evitar la zona. Las líneas de autobús 1, 6 y 34 han modificado su recorrido. No hay viviendas afectadas por cortes de agua.",
                ],
                "br-text-brief-redaccion",
                section="Sevilla",
                desk="Redacción",
                tag=True,
            )
        )
        add(
            story(
                "osuna",
                "/sevilla/2026/12/03/junta-ampliacion-hospital-osuna.html",
                "La Junta aprueba 14 millones para ampliar el hospital de Osuna",
                "2026-12-03",
                None,
                "03/12/2026",
                [],
                [
                    "El Consejo de Gobierno de la Junta de Andalucía aprobó este miércoles una inversión de 14,2 millones de euros para ampliar el Hospital de la Merced de Osuna, que atiende a una población de más de 160.000 habitantes de la Sierra Sur y la Campiña.",
                    "La actuación contempla un nuevo edificio de tres plantas anexo al actual, donde se ubicarán un hospital de día oncológico, doce consultas externas y una unidad de rehabilitación. También se reformarán las urgencias, que ganarán seis boxes y una sala de observación con capacidad para catorce camas.",
                    "Según la Consejería de Salud, las obras comenzarán en el segundo semestre de 2027 y tendrán un plazo de ejecución de veintidós meses. Durante ese tiempo, el hospital mantendrá toda su actividad asistencial.",
                    "El hospital de Osuna, inaugurado en 1993, cuenta en la actualidad con 172 camas y registra cada año más de 60.000 urgencias. Su plantilla ronda los 1.100 profesionales entre personal sanitario y no sanitario.",
                    "Los alcaldes de la comarca llevaban años reclamando la ampliación. Los pacientes oncológicos de la zona tienen que desplazarse ahora hasta Sevilla para recibir tratamiento, un viaje de más de una hora en muchos casos. «Es una noticia esperada y necesaria», señaló el alcalde de Osuna, que pidió que el proyecto vaya acompañado de más personal.",
                    "El proyecto incluye también un aparcamiento de 280 plazas, una de las reivindicaciones históricas de los usuarios, que hoy se ven obligados a estacionar en las calles cercanas o en un solar de tierra sin asfaltar. La Junta estudia además instalar placas solares en la cubierta del nuevo edificio para reducir la factura eléctrica del centro, que supera los 900.000 euros anuales.",
                    "Los sindicatos sanitarios recordaron que el hospital tiene once plazas de especialista sin cubrir y advirtieron de que un edificio nuevo «no sirve de nada sin profesionales que trabajen en él».",
                ],
                "br-text-agencias",
                section="Sevilla",
                desk="Agencias",
            )
        )
        add(
            story(
                "alumbrado",
                "/sevilla/2026/12/04/alumbrado-navideno-encendido-viernes.html",
                "El alumbrado navideño se encenderá el viernes con 2,8 millones de bombillas LED",
                "2026-12-04",
                None,
                "04/12/2026",
                ["Manuel Ortega", "Lucía Romero"],
                [
                    "Sevilla encenderá el alumbrado navideño el próximo viernes a las siete de la tarde en un acto que se celebrará en la plaza de San Francisco. Este año la ciudad contará con 2,8 millones de bombillas LED repartidas por 420 calles, un 15% más que en 2025, con un contrato de 1,9 millones de euros.",
                    "El Ayuntamiento ha introducido varias novedades. La más llamativa es una gran portada de luces de catorce metros de altura en la plaza de San Francisco, inspirada en los azulejos de la plaza de España. También se estrenan diseños en la avenida de la Constitución y en la calle Asunción, en el barrio de Los Remedios.",
                    "Las calles del centro que tendrán iluminación especial son estas:",
                    "- Sierpes y Tetuán, con arcos de bombillas blancas y doradas.",
                    "- Cuna y Velázquez, con cortinas de luz en cascada.",
                    "- La Campana y la plaza del Duque, con guirnaldas en forma de estrella.",
                    "- La avenida de la Constitución, con doce árboles de luz.",
                    "El alumbrado permanecerá encendido todos los días de seis de la tarde a medianoche, y hasta la una los viernes, sábados y vísperas de festivo. El 24 y el 31 de diciembre se mantendrá hasta las tres de la madrugada. Se apagará definitivamente el 6 de enero, tras la cabalgata de Reyes.",
                    "El delegado de Fiestas Mayores ha defendido el gasto porque, según un estudio encargado por la Cámara de Comercio, el alumbrado aumenta un 20% la afluencia a las calles comerciales durante las fiestas. Los comerciantes del centro coinciden. «Las luces traen gente, y la gente compra», resume la presidenta de la asociación de comerciantes de Sierpes, Pilar Góngora.",
                    "Para evitar aglomeraciones, la Policía Local establecerá un dispositivo especial en el entorno de la plaza de San Francisco durante el encendido, con cortes de tráfico desde las cinco de la tarde, y recomienda acudir en transporte público. El metro y el tranvía reforzarán sus frecuencias hasta la medianoche.",
                ],
                "br-text-middot-list-two-authors-updated",
                section="Sevilla",
                kicker="NAVIDAD",
                updated="Actualizada 05/12/2026 09:15",
                gallery=True,
            )
        )

    # the story text: runs of text separated by <br><br>, never a <p>
    def txt(self, doc: Doc) -> str:
        out: list[str] = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append(f"{self.inline(b[1])}<br><br>")
            elif b[0] == "h3":
                out.append(f"<b>{self.inline(b[1])}</b><br><br>")
            elif b[0] == "ul":
                out.append("".join(f"&middot; {self.inline(i)}<br>" for i in b[1]) + "<br>")
            elif b[0] == "qa":
                out.append(f"<b>{esc(b[1])}</b><br>{self.inline(b[2])}<br><br>")
            elif b[0] == "fig":
                n = zlib.crc32(b[1].encode()) % 99991
                out.append(
                    f'<div class="foto"><img src="https://www.lavozdelguadalquivir.test/imagenes/2026/12/{n}.jpg" width="620" alt="{esc(b[1])}"><br><span class="pie">{esc(b[2])}</span></div>'
                )
        return "\n".join(out)

    def head_desc(self, doc: Doc) -> str:
        if doc.dek:
            return doc.dek
        if doc.is_article:
            return self.lede(doc)
        return "Noticias de Sevilla y provincia: actualidad, deportes, cultura y opinión en La Voz del Guadalquivir."

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "Portada"), ("sevilla", "Sevilla"), ("deportes", "Deportes"))
        )
        menu += "".join(
            f'<li><a href="https://www.lavozdelguadalquivir.test/{s}/">{t}</a></li>'
            for s, t in (
                ("provincia", "Provincia"),
                ("economia", "Economía"),
                ("cultura", "Cultura"),
                ("opinion", "Opinión"),
            )
        )
        masleidas = "".join(
            f"<li><h4>{self.a(k, self.docs[k].title, 'aside')}</h4></li>"
            for k in ("alumbrado", "metro", "triana", "aceituna")
            if k != doc.key
        )
        title = doc.title if doc.key != "home" else "La Voz del Guadalquivir | Diario de Sevilla y provincia"
        suffix = " - La Voz del Guadalquivir" if doc.key != "home" else ""
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>{esc(title)}{suffix}</title>
<meta name="description" content="{esc(self.head_desc(doc))}">
<link rel="stylesheet" type="text/css" href="https://www.lavozdelguadalquivir.test/css/estilos.css?v=2011">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="https://www.lavozdelguadalquivir.test/js/jquery-1.4.2.min.js"></script>
<script type="text/javascript">
var _gaq = _gaq || [];
_gaq.push(['_setAccount', 'UA-0000000-1']);
_gaq.push(['_trackPageview']);
var OAS_sitepage = 'lavozdelguadalquivir/{esc(doc.section.lower() or "portada")}';
</script>
</head>
<body>
<div id="contenedor">
<div id="publi-top"><script type="text/javascript">OAS_AD('Top');</script></div>
<div id="cabecera">
<div id="logo">{self.a("home", "La Voz del Guadalquivir", "nav", inner='<img src="https://www.lavozdelguadalquivir.test/img/logo.gif" width="380" height="62" alt="La Voz del Guadalquivir" border="0">')}</div>
<div id="fecha-hoy">Sevilla, viernes 4 de diciembre de 2026</div>
<div id="tiempo">Sevilla 19º / 9º</div>
</div>
<ul id="menu">{menu}</ul>
<div id="submenu"><a href="https://www.lavozdelguadalquivir.test/hemeroteca.php">Hemeroteca</a> | <a href="https://www.lavozdelguadalquivir.test/esquelas/">Esquelas</a> | <a href="https://www.lavozdelguadalquivir.test/tiempo/">El tiempo</a> | <a href="https://www.lavozdelguadalquivir.test/rss/">RSS</a></div>
<div id="col-izq">
{main}
</div>
<div id="col-der">
<div class="caja buscador"><form action="https://www.lavozdelguadalquivir.test/buscador.php" method="get"><input type="text" name="q" size="18"> <input type="submit" value="Buscar"></form></div>
<div class="caja masleidas"><div class="caja-tit">Lo más leído</div><ol>{masleidas}</ol></div>
<div class="caja"><div class="caja-tit">Temas</div>{self.a("tag", "Metro de Sevilla", "aside")} &middot; {self.a("fotos", "Fotogalerías", "aside")} &middot; <a href="https://www.lavozdelguadalquivir.test/tags/semana-santa.html">Semana Santa</a> &middot; <a href="https://www.lavozdelguadalquivir.test/tags/feria.html">Feria</a></div>
<div class="caja publi"><script type="text/javascript">OAS_AD('Right1');</script><noscript>Publicidad</noscript></div>
</div>
<div id="pie">
<a href="https://www.lavozdelguadalquivir.test/">La Voz del Guadalquivir</a> | {self.a("quienes", "Quiénes somos", "footer")} | {self.a("aviso", "Aviso legal", "footer")} | <a href="mailto:redaccion@lavozdelguadalquivir.test">Contacto</a> | <a href="https://www.lavozdelguadalquivir.test/publicidad.html">Publicidad</a><br>
&copy; 2026 Ediciones Ribera del Guadalquivir S.L. Todos los derechos reservados. Prohibida la reproducción total o parcial.
</div>
</div>
<div id="aviso-cookies">Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Si continúa navegando, consideramos que acepta su uso. <a href="https://www.lavozdelguadalquivir.test/aviso-legal.html#cookies">Más información</a> <a href="#" onclick="cerrarAviso();return false;">Cerrar</a></div>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="firma">{esc(doc.extra["desk"])}</div>'
        names = [self.a(AUTHOR_PAGES[a], a, "byline") if a in AUTHOR_PAGES else esc(a) for a in doc.authors]
        return f'<div class="firma">{" / ".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        kicker = f'<div class="antetitulo">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        sub = f'<h3 class="subtitulo">{esc(doc.dek)}</h3>' if doc.dek else ""
        fecha = doc.stamp + (
            f' &middot; <span class="actualizada">{doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        )
        if doc.extra.get("column"):
            head = f'<div class="columnista"><img src="https://www.lavozdelguadalquivir.test/img/firmas/bellido.jpg" width="60" alt=""> {self.byline(doc)}</div>\n{kicker}\n<h2 class="titulo">{esc(doc.title)}</h2>\n<div class="fecha">{fecha}</div>'
        else:
            head = f'{kicker}\n<h2 class="titulo">{esc(doc.title)}</h2>\n{sub}\n{self.byline(doc)}\n<div class="fecha">{fecha}</div>'
        url = esc(self.url(doc.key))
        share = f'<div class="compartir">Compartir: <a href="http://www.facebook.com/sharer.php?u={url}">Facebook</a> | <a href="http://twitter.com/share?url={url}">Twitter</a> | <a href="whatsapp://send?text={url}">WhatsApp</a> | <a href="javascript:window.print()">Imprimir</a> | <a href="https://www.lavozdelguadalquivir.test/enviar.php?url={url}">Enviar</a></div>'
        extra = ""
        if doc.extra.get("tag"):
            extra += f'<div class="temas">Temas: {self.a("tag", "Metro de Sevilla", "content")}</div>'
        if doc.extra.get("gallery"):
            extra += f'<div class="vergaleria">{self.a("fotos", "Ver fotogalería: las pruebas del alumbrado", "content")}</div>'
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and self.docs[k].section == doc.section
        ) or "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("metro", "alumbrado") if k != doc.key
        )
        comments = ""
        if doc.key in COMMENTS:
            rows = "\n".join(
                f'<div class="comentario"><b>{esc(u)}</b> escribió el {t}:<br>{esc(c)}</div>'
                for u, t, c in COMMENTS[doc.key]
            )
            comments = f"""<div id="comentarios"><div class="caja-tit">Comentarios ({len(COMMENTS[doc.key])})</div>
{rows}
<form action="https://www.lavozdelguadalquivir.test/comentar.php" method="post">Nombre: <input name="nombre"> <textarea name="texto"></textarea> <input type="submit" value="Enviar comentario"></form></div>"""
        return f"""<div id="noticia">
{head}
{share}
<div class="txt">
{self.txt(doc)}
</div>
{extra}
<div id="publi-noticia"><script type="text/javascript">OAS_AD('Middle');</script></div>
<div class="relacionadas"><div class="caja-tit">Noticias relacionadas</div><ul>{rel}</ul></div>
{comments}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = ""
            if i == 0 and doc.kind in ("home", "section"):
                n = zlib.crc32(k.encode()) % 99991
                img = (
                    self.a(
                        k,
                        d.title,
                        "content",
                        inner=f'<img src="https://www.lavozdelguadalquivir.test/imagenes/2026/12/{n}_p.jpg" width="300" alt="">',
                    )
                    + "<br>"
                )
            kicker = f'<div class="antetitulo">{esc(d.extra["kicker"])}</div>' if d.extra.get("kicker") else ""
            items.append(
                f'<div class="pieza">{img}{kicker}<h2 class="titulo">{self.a(k, d.title, "content")}</h2><div class="entradilla">{esc(self.lede(d))}</div><div class="fecha">{d.stamp}</div></div>'
            )
        head = ""
        if doc.kind != "home":
            head = f'<div class="cabecera-seccion">{esc(doc.title)}</div>'
        if doc.kind == "author":
            head += f'<div class="bio">{esc(doc.extra["bio"])}</div>'
        if doc.kind == "search":
            head += f'<div class="resultados">Se han encontrado {len(doc.extra["list"])} resultados para <b>aceituna</b></div>'
        nav = ""
        if doc.extra.get("more"):
            nav = f'<div class="paginacion">Página 1 de 2 &middot; {self.a(doc.extra["more"], "Siguiente »", "pagination")}</div>'
        if doc.extra.get("prev"):
            nav = f'<div class="paginacion">{self.a(doc.extra["prev"], "« Anterior", "pagination")} &middot; Página 2 de 2</div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="portada-temas">Lo último: {self.a("tag", "Metro de Sevilla", "content")} &middot; {self.a("autor", "Lucía Romero", "content")} &middot; {self.a("buscar", "Buscar «aceituna»", "content")} &middot; {self.a("deportes", "Deportes", "content")} &middot; {self.a("fotos", "Fotos del alumbrado", "content")}</div>'
        return f'<div id="listado">\n{head}\n' + "\n".join(items) + f"\n{nav}\n{extra}\n</div>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            fotos = "".join(
                f'<div class="foto-galeria"><img src="https://www.lavozdelguadalquivir.test/imagenes/galerias/alumbrado/{i + 1}.jpg" width="620" alt=""><br><span class="pie">{esc(c)}</span><div class="contador">{i + 1} / {len(doc.extra["photos"])}</div></div>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'<div id="galeria"><h2 class="titulo">{esc(doc.title)}</h2><div class="fecha">04/12/2026</div>{fotos}<div class="vernoticia">{self.a("alumbrado", "Leer la noticia", "content")}</div></div>'
        body = "<br><br>\n".join(self.inline(plain(b[1])) for b in doc.blocks if b[0] == "p")
        return f'<div id="estatica"><h2 class="titulo">{esc(doc.title)}</h2><div class="txt">{body}</div></div>'
