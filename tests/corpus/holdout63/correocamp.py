# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish and Catalan typography is deliberate)
"""El Correo del Camp: a Prensa Ibérica/Vocento-like Spanish provincial daily for the Camp de Tarragona
(`/tarragona/2026/12/04/<slug>-121345678.html`, `/tarragona/?pagina=2`, `/tags/…/`, `/autores/….html`,
`/buscador/?q=`, `/esquelas/`), with a **Catalan-language Reus edition** (`/reus/` front and its stories, `lang="ca"`,
Catalan chrome). Served as `text/html; charset=ISO-8859-1` with a matching `<meta http-equiv>`, the bytes
Windows-1252 (curly quotes and the euro sign are cp1252 bytes): Scrapy decodes it as `cp1252`. Markup in the
Prensa Ibérica way: `h1.ft-title`, the subtitle in `header h2.ft-subtitle`, paragraphs `p.ft-text` inside
`div[data-aida-text]`. Dates printed "Tarragona 04/12/2026 20:15 · Actualizado 04/12/2026 21:40". Agency stories are
credited "EFE" / "Europa Press" and desk stories "Redacción" (no person); the JSON-LD makes "Redacción" a Person and the
agencies Organizations; the interview has no JSON-LD. The Salou story has a short video embed and six paragraphs."""

from __future__ import annotations

from common import Base, ld_script, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["puerto", "cap", "rambla", "temporal", "serrallo", "tribuna", "mercat", "entrevista"]
P_TEXT = '<p class="ft-text">'
SLUG = {
    "Laura Ferrer": "laura-ferrer",
    "Jordi Puig": "jordi-puig",
    "Marta Soler": "marta-soler",
    "Enrique Salvat": "enrique-salvat",
    "Núria Vidal": "nuria-vidal",
}


def T(text: str) -> list[str]:
    return [ln.strip() for ln in text.strip().splitlines() if ln.strip()]


def dmy(iso: str) -> str:
    """'2026-12-04T21:40' -> '04/12/2026 21:40'."""
    return f"{iso[8:10]}/{iso[5:7]}/{iso[:4]} {iso[11:16]}"


class CorreoCamp(Base):
    origin = "https://www.correodelcamp.test"
    name = "El Correo del Camp"
    prefix = "cdc"
    language = "es"
    encoding = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cdc",
            [
                ".ft-header",
                ".ft-title",
                ".ft-text",
                ".ft-org-cardHome",
                ".ft-author",
                ".ft-footer",
                ".esquela",
                ".ft-video",
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
                "El Correo del Camp - Noticias de Tarragona, Reus y la Costa Daurada",
                "prensa-iberica-home",
                list=["temporal", "puerto", "rambla", "cap", "serrallo", "tribuna", "entrevista"],
                more="tgn2",
            )
        )
        add(
            page(
                "tgn",
                "/tarragona/",
                "section",
                "Tarragona",
                "city-section",
                list=["temporal", "puerto", "rambla", "cap"],
                more="tgn2",
            )
        )
        add(
            page(
                "tgn2",
                "/tarragona/?pagina=2",
                "section",
                "Tarragona",
                "city-section-page2",
                list=["entrevista", "serrallo"],
            )
        )
        add(
            page(
                "reus",
                "/reus/",
                "section",
                "Reus",
                "catalan-edition-front",
                list=["mercat"],
                lang="ca",
            )
        )
        add(
            page(
                "tag",
                "/tags/puerto-de-tarragona/",
                "tag",
                "Puerto de Tarragona",
                "tag-page",
                list=["puerto", "serrallo"],
            )
        )
        add(page("author", "/autores/laura-ferrer.html", "author", "Laura Ferrer", "author-page", list=["temporal"]))
        add(
            page(
                "search",
                "/buscador/?q=temporal",
                "search",
                "Resultados de búsqueda para: temporal",
                "search-results",
                list=["temporal"],
            )
        )
        add(page("esquelas", "/esquelas/", "notices", "Esquelas", "death-notices"))
        add(
            page(
                "legal",
                "/aviso-legal/",
                "policy",
                "Aviso legal y política de privacidad",
                "legal-privacy",
                T("""
                Última actualización: 15 de septiembre de 2026
                ## Titular del sitio web
                Prensa del Camp, S.L., con domicilio social en la Rambla Nova, 000, 43001 Tarragona, inscrita en el Registro Mercantil de Tarragona. Correo electrónico: legal@correodelcamp.test.
                ## Protección de datos
                Los datos personales que nos facilite al registrarse, suscribirse o participar en nuestros servicios serán tratados conforme al Reglamento General de Protección de Datos y a la Ley Orgánica 3/2018. Puede ejercer sus derechos de acceso, rectificación, supresión y oposición escribiendo a privacidad@correodelcamp.test.
                ## Cookies
                Este sitio utiliza cookies propias y de terceros para fines técnicos, analíticos y publicitarios. Puede configurar o rechazar su uso en cualquier momento desde el panel de configuración de cookies.
                """),
            )
        )

        # stories
        add(
            story(
                "puerto",
                "/tarragona/2026/12/04/puerto-tarragona-cierra-noviembre-record-121345678.html",
                "El puerto de Tarragona cierra noviembre con un récord de tráfico de graneles",
                "2026-12-04",
                "2026-12-04T12:30:00+01:00",
                "04/12/2026 12:30",
                [],
                T("""
                El puerto de Tarragona movió en noviembre 3,2 millones de toneladas de mercancías, la cifra más alta registrada en ese mes desde que existen estadísticas, según los datos difundidos este viernes por la Autoridad Portuaria.
                El crecimiento se explica sobre todo por el tirón de los graneles sólidos agroalimentarios. La terminal de cereales movió 1,4 millones de toneladas, un 18 % más que en el mismo mes del año anterior, impulsada por las importaciones de maíz y soja destinadas a la industria de piensos.
                Los graneles líquidos, vinculados en su mayoría al polígono químico, se mantuvieron estables con 1,3 millones de toneladas, mientras que la carga general y los contenedores registraron un ligero descenso del 4 %.
                En el acumulado del año, el tráfico portuario alcanza los 31,6 millones de toneladas, un 6,2 % más que en el mismo periodo de 2025. Fuentes de la Autoridad Portuaria prevén cerrar el ejercicio por encima de los 34 millones de toneladas, lo que supondría superar el récord histórico.
                El presidente de la Autoridad Portuaria ha atribuido el buen resultado a la diversificación de tráficos y a las inversiones realizadas en los últimos años en la terminal agroalimentaria. “El puerto ha demostrado que puede crecer incluso en un contexto internacional complicado”, ha señalado en un comunicado.
                El puerto también ha vivido un año récord en cruceros, con 186 escalas y más de 420.000 pasajeros, aunque la temporada ya ha terminado y no se esperan nuevas escalas hasta marzo.
                La Autoridad Portuaria ha anunciado que en 2027 destinará 48 millones de euros a ampliar la capacidad de almacenamiento de la terminal de graneles y a mejorar los accesos ferroviarios a los muelles.
                """),
                "agency-efe-no-person",
                section="Tarragona",
                dek="La terminal de cereales movió 1,4 millones de toneladas, un 18 % más que hace un año",
                credit="EFE",
                ld_org="EFE",
                updated="2026-12-04T13:05",
                printed_at="2026-12-04T12:30",
                tag=True,
                nid="121345678",
            )
        )
        add(
            story(
                "cap",
                "/tarragona/2026/12/03/salud-abrira-2027-nuevo-cap-torreforta-121339021.html",
                "Salud abrirá en 2027 un nuevo centro de atención primaria en Torreforta",
                "2026-12-03",
                "2026-12-03T16:40:00+01:00",
                "03/12/2026 16:40",
                [],
                T("""
                El Departamento de Salud de la Generalitat construirá un nuevo centro de atención primaria (CAP) en el barrio tarraconense de Torreforta, que entrará en funcionamiento a finales de 2027 y sustituirá al actual, que se ha quedado pequeño.
                Así lo ha anunciado este jueves la delegada territorial de Salud en el Camp de Tarragona durante una visita al solar donde se levantará el nuevo edificio. Las obras, con un presupuesto de 9,6 millones de euros, comenzarán el próximo mes de marzo.
                El nuevo centro tendrá una superficie de 4.200 metros cuadrados, casi el doble que el actual, y contará con 28 consultas de medicina de familia y pediatría, un área de atención continuada, una unidad de salud mental y espacios para rehabilitación.
                Según Salud, el CAP dará servicio a unos 22.000 vecinos de Torreforta, La Granja y otros barrios de Ponent, una zona que ha ganado población en los últimos años y donde los profesionales denunciaban desde hace tiempo la falta de espacio.
                La asociación de vecinos de Torreforta ha valorado positivamente el anuncio, aunque ha pedido que se garantice también la contratación de más médicos. “Un edificio nuevo está muy bien, pero lo que necesitamos son profesionales que nos atiendan”, ha señalado su presidenta.
                El proyecto incluye también criterios de eficiencia energética, con placas solares en la cubierta y un sistema de climatización por aerotermia, y un aparcamiento para bicicletas. El edificio se ha diseñado para poder ampliarse en el futuro si la población del barrio sigue creciendo.
                Mientras duren las obras, el actual CAP seguirá funcionando con normalidad y mantendrá su horario habitual, de 8 a 20 horas de lunes a viernes.
                """),
                "agency-europa-press-no-person",
                section="Tarragona",
                dek="El equipamiento, con un presupuesto de 9,6 millones, atenderá a unos 22.000 vecinos de los barrios de Ponent",
                credit="Europa Press",
                ld_org="Europa Press",
                printed_at="2026-12-03T16:40",
                nid="121339021",
            )
        )
        add(
            story(
                "rambla",
                "/tarragona/2026/12/04/cortes-trafico-rambla-nova-obras-carril-bici-121344410.html",
                "Cortes de tráfico en la Rambla Nova a partir del lunes por las obras del carril bici",
                "2026-12-04",
                "2026-12-04T09:15:00+01:00",
                "04/12/2026 09:15",
                [],
                T("""
                El Ayuntamiento de Tarragona cortará al tráfico a partir del próximo lunes, 7 de diciembre, el lateral de la Rambla Nova más próximo al mar entre la calle Unió y la plaza Imperial Tàrraco por las obras del nuevo carril bici.
                Los trabajos se prolongarán durante unas seis semanas y obligarán a desviar varias líneas de autobús urbano. Las paradas afectadas se trasladarán provisionalmente a la calle Unió y a la avenida Prat de la Riba.
                El carril bici, de 1,2 kilómetros, conectará el Balcó del Mediterrani con la plaza Imperial Tàrraco y forma parte de la red ciclable que el consistorio quiere completar antes de 2028.
                El Ayuntamiento recomienda utilizar el transporte público y acceder al centro por la avenida Roma y la calle Pere Martell. Durante las obras se mantendrá el acceso a los aparcamientos y la carga y descarga en horario de mañana.
                Los comerciantes de la zona han pedido que los trabajos se interrumpan durante las fiestas navideñas, del 22 de diciembre al 6 de enero, para no perjudicar las ventas.
                """),
                "desk-redaccion-person-in-jsonld",
                section="Tarragona",
                credit="Redacción",
                ld_person="Redacción",
                updated="2026-12-04T10:02",
                printed_at="2026-12-04T09:15",
                nid="121344410",
            )
        )
        add(
            story(
                "temporal",
                "/tarragona/2026/12/05/temporal-levante-olas-cinco-metros-salou-121349902.html",
                "El temporal de levante deja olas de cinco metros en el paseo marítimo de Salou",
                "2026-12-05",
                "2026-12-05T10:20:00+01:00",
                "05/12/2026 10:20",
                ["Laura Ferrer"],
                T("""
                RAW:<div class="ft-video" data-video-id="vid_88231"><div class="ft-video__player"><iframe src="https://players.correodelcamp.test/embed/vid_88231?autoplay=0" title="Las olas golpean el paseo de Salou" width="640" height="360" allowfullscreen></iframe></div><p class="ft-video__caption">VÍDEO | Las olas golpean el paseo de Jaume I de Salou este sábado. | L. F.</p></div>
                El fuerte temporal de levante que azota desde el jueves la costa del Camp de Tarragona ha dejado esta mañana olas de hasta cinco metros en Salou, donde el agua ha llegado a invadir parte del paseo de Jaume I. Decenas de curiosos se han acercado a primera hora para fotografiar el oleaje pese a las advertencias de los servicios de emergencia.
                Protección Civil de la Generalitat mantiene activada la alerta del plan de emergencias por temporal marítimo y recomienda no acercarse a la primera línea de mar. La policía local de Salou ha cerrado de forma preventiva varios accesos a las playas de Llevant y Ponent.
                Los efectos más visibles se han producido en la zona de la Torre Vella, donde el oleaje ha arrancado parte del mobiliario urbano y ha dejado arena acumulada sobre el paseo. Los servicios municipales han empezado a retirarla a primera hora de la mañana con la ayuda de varias máquinas excavadoras.
                En Cambrils, el temporal ha obligado a suspender la salida de la flota pesquera, mientras que en el puerto de Tarragona se han reforzado las amarras de varios buques como medida de precaución. La Autoridad Portuaria ha suspendido además las operaciones de carga en algunos muelles exteriores.
                Según las previsiones meteorológicas, el viento de levante podría superar los 70 kilómetros por hora en algunos puntos del litoral hasta la tarde del sábado. A partir del domingo se espera que la situación mejore de forma progresiva.
                El Ayuntamiento de Salou ha convocado para el lunes una reunión con los negocios del paseo para evaluar los daños, que todavía no han sido cuantificados.
                """),
                "video-embed-six-paragraphs",
                section="Costa Daurada",
                dek="El agua invade parte del paseo de Jaume I y obliga a cerrar varios accesos a las playas",
                updated="2026-12-05T11:45",
                printed_at="2026-12-05T10:20",
                dateline="Salou",
                nid="121349902",
            )
        )
        add(
            story(
                "serrallo",
                "/tarragona/2026/12/01/ultimos-pescadores-serrallo-121331775.html",
                "Los últimos pescadores de El Serrallo",
                "2026-12-01",
                "2026-12-01T07:00:00+01:00",
                "01/12/2026 07:00",
                ["Jordi Puig", "Marta Soler"],
                T("""
                Son las cinco de la madrugada y en el muelle de pescadores de El Serrallo solo se oye el motor de las barcas y algún grito en catalán. Josep Maria Ventura, de 63 años, suelta amarras del Nou Rosa, la barca de arrastre que heredó de su padre. «Llevo en el mar desde los catorce. Mis hijos, en cambio, ni se lo plantean», dice mientras revisa las redes a la luz de un foco.
                La escena se repite cada día laborable, pero con cada vez menos protagonistas. Hace veinte años, la cofradía de pescadores de Tarragona contaba con 68 embarcaciones. Hoy quedan 31, según los datos de la propia entidad. Y la edad media de los patrones supera los 55 años.
                ## Menos días en el mar
                Las causas del declive son muchas y se repiten en toda la costa mediterránea. Las normas europeas han reducido los días de pesca permitidos para la flota de arrastre, el precio del gasóleo se ha disparado y el pescado importado presiona a la baja los precios en la lonja.
                «Este año solo podemos salir unos 130 días. Con eso, si el precio del pescado no acompaña, no salen las cuentas», explica Ventura. El gasóleo, añade, supone ya casi la mitad de los gastos de cada jornada.
                FIG: Barcas de pesca en El Serrallo | Barcas de arrastre amarradas en el muelle de pescadores de El Serrallo. / Marta Soler
                A ello se suma la dificultad de encontrar tripulantes. La mayoría de los marineros que trabajan hoy en la flota del Serrallo proceden de Senegal, Marruecos o Rumanía. Sin ellos, aseguran los patrones, muchas barcas ya estarían amarradas.
                ## La lonja busca nuevos clientes
                La lonja de Tarragona intenta adaptarse. Desde hace dos años organiza subastas abiertas al público los sábados y ha impulsado una marca de calidad para el pescado de proximidad, con especial protagonismo de la gamba y el rape. También ha firmado acuerdos con restaurantes del barrio, que anuncian en sus cartas el pescado del día.
                «El cliente valora cada vez más saber de dónde viene lo que come. Esa es nuestra oportunidad», sostiene Ramon Gispert, gerente de la cofradía. Según sus datos, la facturación de la lonja creció un 7 % el año pasado, pese a la reducción de capturas.
                RAW:<div class="ft-related"><p class="ft-related__title">Noticias relacionadas</p><ul><li><a href="/tarragona/2026/10/14/lonja-tarragona-subasta-publico-121102233.html">La lonja de Tarragona abre sus subastas al público</a></li><li><a href="/tarragona/2026/09/02/gamba-tarragona-marca-calidad-121004417.html">La gamba de Tarragona ya tiene marca de calidad</a></li></ul></div>
                Pero el verdadero reto es el relevo. La cofradía ha puesto en marcha, junto al instituto marítimo del barrio, un curso para formar a jóvenes patrones. En la primera edición se han inscrito once alumnos, tres de ellos mujeres.
                ## Una nueva generación
                Una de ellas es Aina Ventura, sobrina de Josep Maria, de 24 años. Estudió Biología en la universidad, pero ha decidido probar suerte en el mar. «Me crie entre redes y cajas de pescado. No quiero ser la generación que deje que esto desaparezca», afirma.
                Su tío la escucha con una mezcla de orgullo y escepticismo. «Es un oficio muy duro y muy esclavo. Pero si alguien puede hacerlo, es ella», admite antes de poner rumbo a alta mar, donde el sol empieza a asomar por el horizonte.
                """),
                "feature-two-authors-related-box",
                section="Tarragona",
                dek="La flota del barrio marinero de Tarragona ha perdido la mitad de sus barcas en veinte años. Quienes resisten miran con inquietud al relevo generacional",
                printed_at="2026-12-01T07:00",
                tag=True,
                nid="121331775",
            )
        )
        add(
            story(
                "tribuna",
                "/opinion/2026/12/02/ciudad-que-no-mira-mar-121335560.html",
                "La ciudad que no mira al mar",
                "2026-12-02",
                "2026-12-02T06:30:00+01:00",
                "02/12/2026 06:30",
                ["Enrique Salvat"],
                T("""
                Tarragona tiene el mar a sus pies y, sin embargo, vive de espaldas a él. Cualquiera que pasee por el Balcó del Mediterrani lo comprende enseguida: abajo, entre la ciudad y la playa, se extiende una barrera de vías de tren, naves y solares que separa a los tarraconenses de su litoral desde hace más de un siglo.
                No es un problema nuevo. Cada generación de políticos locales ha prometido abrir la ciudad al mar, y cada una ha dejado tras de sí maquetas, concursos de ideas y algún que otro paseo a medio terminar. Mientras tanto, otras ciudades mediterráneas han transformado por completo sus frentes marítimos.
                La llegada del nuevo trazado ferroviario abre ahora una oportunidad que no debería desperdiciarse. Si las vías dejan de cruzar la fachada litoral, quedarán liberados varios kilómetros de suelo entre El Serrallo y la playa del Miracle. Lo que se haga con ese espacio definirá la ciudad durante el próximo siglo.
                El riesgo, como siempre, es la prisa y la tentación del ladrillo. Sería un error convertir ese suelo en una sucesión de bloques de viviendas de lujo con vistas al mar, por mucho que las arcas municipales lo agradezcan a corto plazo. La fachada marítima debe ser, ante todo, un espacio público: parques, equipamientos, paseos, lugares donde los vecinos de todos los barrios puedan encontrarse.
                También sería un error pensar solo en el turismo. El mar de Tarragona es el de los pescadores de El Serrallo, el de los bañistas del Miracle y el de los estudiantes que salen a correr al atardecer. Cualquier proyecto debe empezar por preguntarles a ellos qué ciudad quieren.
                Tarragona lleva cien años esperando reconciliarse con su mar. No puede permitirse esperar otros cien.
                """),
                "opinion-tribune-author-bio",
                section="Opinión",
                kicker="Tribuna",
                bio="Enrique Salvat es arquitecto y profesor de Urbanismo.",
                printed_at="2026-12-02T06:30",
                nid="121335560",
            )
        )
        add(
            story(
                "mercat",
                "/reus/2026/12/03/mercat-central-reus-tancara-tres-mesos-obres-121340087.html",
                "El Mercat Central de Reus tancarà tres mesos per obres a partir de gener",
                "2026-12-03",
                "2026-12-03T18:20:00+01:00",
                "03/12/2026 18:20",
                ["Núria Vidal"],
                T("""
                El Mercat Central de Reus tancarà les portes el pròxim 11 de gener per iniciar unes obres de reforma que s'allargaran durant uns tres mesos. Així ho ha anunciat aquest dijous l'Ajuntament, que preveu reobrir l'equipament abans de Setmana Santa.
                Les obres, amb un pressupost de 2,3 milions d'euros, inclouen la renovació de la coberta, la instal·lació de plaques solars, la millora de la climatització i la reforma dels lavabos i dels accessos. També es renovarà la il·luminació interior, que els paradistes reclamaven des de fa anys.
                Mentre durin els treballs, les 34 parades del mercat es traslladaran a una carpa provisional que s'instal·larà a la plaça de la Llibertat. L'Ajuntament assumirà el cost del trasllat i els paradistes no hauran de pagar cap taxa durant aquest període.
                La regidora de Comerç ha defensat la necessitat de la reforma: «El Mercat Central és un equipament clau per al comerç del centre de la ciutat i necessitava una actualització profunda. Volem que sigui un mercat del segle XXI, més sostenible i més atractiu per a les noves generacions.»
                L'associació de paradistes ha rebut la notícia amb una barreja d'alleujament i preocupació. «Fa anys que demanàvem aquestes obres, però tres mesos són molts. Esperem que la clientela ens segueixi fins a la carpa», explica la seva presidenta, Montserrat Ferré, que regenta una parada de fruita i verdura des de fa 26 anys.
                Per facilitar l'accés a la carpa, l'Ajuntament habilitarà una zona de càrrega i descàrrega a la mateixa plaça i ampliarà l'horari de l'aparcament municipal més proper, que oferirà una hora gratuïta als clients que hi comprin.
                No és la primera reforma que viu l'edifici. L'última intervenció important es va fer fa gairebé vint anys, quan es va renovar la façana i es van adaptar les parades a la normativa sanitària.
                """),
                "catalan-edition-story",
                section="Reus",
                dek="Les parades es traslladaran a una carpa provisional a la plaça de la Llibertat mentre duri la reforma",
                updated="2026-12-03T19:10",
                printed_at="2026-12-03T18:20",
                dateline="Reus",
                lang="ca",
                nid="121340087",
            )
        )
        add(
            story(
                "entrevista",
                "/tarragona/2026/12/02/montse-gil-solo-pedimos-trenes-lleguen-hora-121336204.html",
                "Montse Gil: «Solo pedimos trenes que lleguen a la hora»",
                "2026-12-02",
                None,
                "02/12/2026 20:00",
                ["Marta Soler"],
                T("""
                Montse Gil (Valls, 1979) coge cada día el tren de las 7.12 para ir a trabajar a Barcelona. Desde hace tres años es la portavoz de una plataforma que agrupa a más de 4.000 usuarios del tren en el Camp de Tarragona.
                Q: ¿Cómo definiría el servicio actual? || Como una lotería. Nunca sabes si vas a llegar a tu hora, si el tren va a salir o si te van a cambiar de andén en el último momento. En noviembre, según nuestros registros, uno de cada tres trenes de la línea que usamos llegó con más de diez minutos de retraso.
                Q: ¿Qué consecuencias tiene eso para los usuarios? || Enormes. Hay gente que ha perdido el trabajo por llegar tarde, gente que ha tenido que mudarse a Barcelona y pagar alquileres imposibles, y gente que ha vuelto al coche, con todo lo que eso supone para la autopista y para el medio ambiente. El tren debería ser la solución, no el problema.
                Q: Las administraciones prometen inversiones millonarias. ¿No son suficientes? || Las inversiones llegan tarde y mal. Llevamos quince años oyendo hablar de nuevos corredores y de nuevas estaciones. Mientras tanto, las vías y los trenes que usamos cada día se caen a trozos. Nosotros no pedimos grandes obras, solo pedimos trenes que lleguen a la hora.
                Q: ¿Qué medidas proponen? || Primero, información clara y en tiempo real. Es inaceptable que te enteres de una cancelación cuando ya estás en el andén. Segundo, compensaciones automáticas por los retrasos, sin papeleo. Y tercero, más frecuencias en hora punta, porque los trenes van llenos y mucha gente viaja de pie durante una hora.
                Q: ¿Se sienten escuchados? || A ratos. Nos han recibido en varias ocasiones y nos han hecho muchas promesas. Pero seguimos esperando hechos. Por eso vamos a convocar una nueva concentración en la estación de Tarragona el próximo 15 de diciembre.
                Q: ¿Ha pensado alguna vez en dejar el tren? || Cada semana. Pero creo en el transporte público y en que tiene que funcionar. Si los usuarios lo abandonamos, les damos la razón a quienes no quieren invertir en él.
                """),
                "interview-qa-no-jsonld",
                section="Tarragona",
                dek="La portavoz de la plataforma de usuarios del tren del Camp de Tarragona denuncia el deterioro del servicio",
                printed_at="2026-12-02T20:00",
                nold=True,
                nid="121336204",
            )
        )

    # ------------------------------------------------------------------ templates
    def ca(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "ca"

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        data: dict = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": (doc.extra["updated"] + ":00+01:00") if doc.extra.get("updated") else doc.iso,
            "inLanguage": "ca" if self.ca(doc) else "es",
            "articleSection": doc.section,
            "image": [f"https://estaticos.correodelcamp.test/clip/{doc.extra['nid']}_1200x675.jpg"],
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/img/logo-cdc.png"},
            },
            "isAccessibleForFree": True,
        }
        if doc.dek:
            data["alternativeHeadline"] = doc.dek
        if doc.authors:
            data["author"] = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/autores/{SLUG[a]}.html"} for a in doc.authors
            ]
        elif doc.extra.get("ld_person"):
            data["author"] = {"@type": "Person", "name": doc.extra["ld_person"]}
        else:
            data["author"] = {"@type": "Organization", "name": doc.extra["ld_org"]}
        if doc.key == "temporal":
            data["video"] = {
                "@type": "VideoObject",
                "name": "Las olas golpean el paseo de Salou",
                "uploadDate": "2026-12-05T10:05:00+01:00",
                "duration": "PT0M48S",
                "thumbnailUrl": "https://estaticos.correodelcamp.test/clip/vid_88231.jpg",
                "embedUrl": "https://players.correodelcamp.test/embed/vid_88231",
            }
        return ld_script(data)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        ca = self.ca(doc)
        if doc.is_article:
            who = ", ".join(doc.authors) if doc.authors else doc.extra.get("credit", "")
            head = f"""<meta property="og:type" content="article">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="og:image" content="https://estaticos.correodelcamp.test/clip/{doc.extra["nid"]}_1200x675.jpg">
<meta name="description" content="{esc(doc.dek or self.lede(doc))}">
<meta name="author" content="{esc(who)}">
<meta property="article:section" content="{esc(doc.section)}">
<meta name="date" content="{doc.extra["printed_at"]}:00+01:00">"""
            if not doc.extra.get("nold"):
                head += "\n" + self.ld(doc)
            title = f"{doc.title} - El Correo del Camp"
        else:
            desc = "Notícies de Reus i el Baix Camp" if ca else f"Última hora y noticias de {doc.title}"
            head = f"""<meta property="og:type" content="website">
<meta property="og:title" content="{esc(doc.title)}">
<meta name="description" content="{esc(desc)} - El Correo del Camp">"""
            title = doc.title if doc.key == "home" else f"{doc.title} - El Correo del Camp"
        if ca:
            labels = [
                ("home", "Portada"),
                ("tgn", "Tarragona"),
                ("reus", "Reus"),
                ("/costa-daurada/", "Costa Daurada"),
                ("/opinion/", "Opinió"),
                ("/deportes/", "Esports"),
                ("esquelas", "Esqueles"),
            ]
            search_label, sub, login = "Cercar", "Subscriu-te", "Inicia sessió"
            foot = [("legal", "Avís legal"), ("/cookies/", "Política de galetes"), ("/contacto/", "Contacte")]
        else:
            labels = [
                ("home", "Portada"),
                ("tgn", "Tarragona"),
                ("reus", "Reus"),
                ("/costa-daurada/", "Costa Daurada"),
                ("/opinion/", "Opinión"),
                ("/deportes/", "Deportes"),
                ("esquelas", "Esquelas"),
            ]
            search_label, sub, login = "Buscar", "Suscríbete", "Iniciar sesión"
            foot = [("legal", "Aviso legal"), ("/cookies/", "Política de cookies"), ("/contacto/", "Contacto")]
        nav = "".join(f'<li class="ft-menu__item">{self.a(k, t, "nav")}</li>' for k, t in labels)
        footer = " | ".join(self.a(k, t, "footer") for k, t in foot)
        lo_mas = "".join(
            f'<li class="ft-mostread__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in [k for k in ("temporal", "rambla", "puerto", "serrallo") if k != doc.key][:3]
        )
        most_title = "El més llegit" if ca else "Lo más leído"
        return f"""<!DOCTYPE html>
<html lang="{"ca" if ca else "es"}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{esc(url)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="El Correo del Camp">
<meta property="og:locale" content="{"ca_ES" if ca else "es_ES"}">
{head}
<link rel="stylesheet" href="/assets/css/ft-main.min.css?v=4.12.0">
<script>var dataLayer=[{{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.kind)}","language":"{"ca" if ca else "es"}"}}];</script>
<script src="https://cmp.correodelcamp.test/didomi-loader.js" async></script>
<style>/*PAD*/</style>
</head>
<body class="ft-body {"ft-body--detail" if doc.is_article else "ft-body--list"}">
<header class="ft-header">
<div class="ft-header__top"><span class="ft-header__date">{"Dissabte, 5 de desembre de 2026" if ca else "Sábado, 5 de diciembre de 2026"}</span> <a class="ft-header__login" href="https://usuarios.correodelcamp.test/login">{login}</a> <a class="ft-header__subscribe" href="https://suscripcion.correodelcamp.test/">{sub}</a></div>
<div class="ft-header__logo">{self.a("home", "El Correo del Camp", "nav")}</div>
<nav class="ft-menu" aria-label="Menú principal"><ul>{nav}</ul></nav>
<form class="ft-header__search" action="/buscador/" method="get"><input type="text" name="q" aria-label="{search_label}"><button type="submit">{search_label}</button></form>
</header>
<div class="ft-ad ft-ad--top" id="div-gpt-ad-top"></div>
<main class="ft-layout">
{main}
</main>
<aside class="ft-mostread"><h2 class="ft-mostread__title">{most_title}</h2><ol>{lo_mas}</ol></aside>
<footer class="ft-footer">
<div class="ft-footer__logo">El Correo del Camp</div>
<p class="ft-footer__links">{footer} | {self.a("search", "Hemeroteca", "footer")} | <a href="/rss/">RSS</a></p>
<p class="ft-footer__copy">© 2026 Prensa del Camp, S.L. {"Tots els drets reservats." if ca else "Todos los derechos reservados."}</p>
</footer>
<div id="didomi-host" class="ft-consent"><p>{"Valorem la teva privacitat. Nosaltres i els nostres socis utilitzem galetes per mesurar l'audiència i personalitzar els continguts." if ca else "Valoramos tu privacidad. Nosotros y nuestros socios utilizamos cookies para medir la audiencia y personalizar los contenidos y la publicidad."}</p><button>{"Acceptar" if ca else "Aceptar"}</button> <button>Configurar</button></div>
<script src="/assets/js/ft-main.min.js?v=4.12.0" defer></script>
</body>
</html>"""

    def author_link(self, a: str) -> str:
        if a == "Laura Ferrer":
            return self.a("author", a, "byline")
        return f'<a href="/autores/{SLUG[a]}.html">{esc(a)}</a>'

    def story_main(self, doc: Doc) -> str:
        ca = self.ca(doc)
        upd_word = "Actualitzat" if ca else "Actualizado"
        if doc.authors:
            names = "".join(
                f'<div class="ft-author"><img class="ft-author__img" src="https://estaticos.correodelcamp.test/autores/{SLUG[a]}.jpg" alt=""><p class="ft-author__name">{self.author_link(a)}</p></div>'
                for a in doc.authors
            )
        else:
            names = f'<div class="ft-author ft-author--signature"><p class="ft-author__name">{esc(doc.extra["credit"])}</p></div>'
        dateline = doc.extra.get("dateline", "Tarragona")
        upd = (
            f' <span class="ft-date__separator">·</span> <span class="ft-date__updated">{upd_word} {dmy(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        date_html = f'<div class="ft-date"><span class="ft-date__location">{esc(dateline)}</span> <time datetime="{doc.extra["printed_at"]}:00+01:00">{doc.stamp}</time>{upd}</div>'
        body = self.blocks(
            doc,
            p_tag=P_TEXT,
            fig=lambda alt, cap: (
                f'<figure class="ft-media"><img src="https://estaticos.correodelcamp.test/clip/{doc.extra["nid"]}_inline.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="ft-media__caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        kicker = f'<p class="ft-kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        bio = f'<div class="ft-author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        tags = [self.a("tag", "Puerto de Tarragona", "content")] if doc.extra.get("tag") else []
        tags.append(f'<a href="/tags/{esc(doc.section.lower().replace(" ", "-"))}/">{esc(doc.section)}</a>')
        tags_title = "Temes" if ca else "Temas"
        related = "".join(
            f'<article class="ft-org-cardHome ft-org-cardHome--small"><h3>{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in [k for k in ARTS if k != doc.key and not self.ca(self.docs[k])][:3]
        )
        if ca:
            related = (
                f'<article class="ft-org-cardHome ft-org-cardHome--small"><h3>{self.a("reus", "Més notícies de Reus", "related")}</h3></article>'
                + related
            )
        related_title = "També et pot interessar" if ca else "Te puede interesar"
        section_link = self.a("reus", "Reus", "breadcrumb") if ca else self.a("tgn", "Tarragona", "breadcrumb")
        return f"""<article class="ft-detail" data-nid="{doc.extra["nid"]}">
<nav class="ft-breadcrumb">{self.a("home", "Portada", "breadcrumb")} › {section_link}</nav>
<header class="ft-detail__header">
{kicker}<h1 class="ft-title">{esc(doc.title)}</h1>
{f'<h2 class="ft-subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""}
<div class="ft-detail__meta">{names}{date_html}</div>
<div class="ft-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
</header>
<div class="ft-detail__body" data-aida-text>
{body}
</div>
{bio}
<div class="ft-tags"><span>{tags_title}:</span> {" ".join(tags)}</div>
</article>
<section class="ft-related-news"><h2>{related_title}</h2>{related}</section>"""

    def listing_main(self, doc: Doc) -> str:
        ca = doc.extra.get("lang") == "ca"
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            who = ", ".join(d.authors) if d.authors else d.extra.get("credit", "")
            cards.append(
                f'<article class="ft-org-cardHome"><div class="ft-org-cardHome__media"><img src="https://estaticos.correodelcamp.test/clip/{d.extra["nid"]}_400x225.jpg" alt="" loading="lazy"></div><h2 class="ft-org-cardHome__title">{self.a(k, d.title, "content")}</h2><p class="ft-org-cardHome__subtitle">{esc(d.dek or self.lede(d))}</p><p class="ft-org-cardHome__author">{esc(who)}</p></article>'
            )
        if ca:
            cards += [
                '<article class="ft-org-cardHome"><h2 class="ft-org-cardHome__title"><a href="/reus/2026/12/02/fira-nadal-reus-omple-centre-121334418.html">La Fira de Nadal omple el centre de Reus el primer cap de setmana</a></h2></article>',
                '<article class="ft-org-cardHome"><h2 class="ft-org-cardHome__title"><a href="/reus/2026/12/01/hospital-sant-joan-reus-noves-consultes-121330092.html">L\'hospital de Reus estrena noves consultes externes</a></h2></article>',
                '<article class="ft-org-cardHome"><h2 class="ft-org-cardHome__title"><a href="/reus/2026/11/30/reus-deportiu-derbi-hoquei-121326551.html">El Reus Deportiu guanya el derbi i s\'enfila a la segona posició</a></h2><p class="ft-org-cardHome__subtitle">Els reusencs s\'imposen per 4 a 2 en un pavelló ple</p></article>',
                '<article class="ft-org-cardHome"><h2 class="ft-org-cardHome__title"><a href="/reus/2026/11/29/vermut-reus-ruta-bars-121322087.html">La ruta del vermut torna al centre amb 28 establiments</a></h2><p class="ft-org-cardHome__subtitle">Cada bar oferirà una tapa i un vermut de la casa a preu tancat tots els diumenges de desembre</p></article>',
            ]
        head = f'<h1 class="ft-section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="ft-visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="ft-home-links"><h2>Más secciones</h2><ul><li>{self.a("reus", "Edició de Reus (en català)", "content")}</li><li>{self.a("tag", "Puerto de Tarragona", "content")}</li><li>{self.a("author", "Laura Ferrer", "content")}</li><li>{self.a("esquelas", "Esquelas de hoy", "content")}</li></ul></section>'
        elif ca:
            head = f'<h1 class="ft-section-title">{esc(doc.title)}</h1><p class="ft-section-intro">Edició de Reus i el Baix Camp, en català.</p>'
        elif doc.kind == "author":
            head = f'<header class="ft-author-page"><img src="https://estaticos.correodelcamp.test/autores/laura-ferrer.jpg" alt=""><h1 class="ft-section-title">{esc(doc.title)}</h1><p>Redactora de la sección de Costa Daurada. Cubre turismo, medio ambiente y temporales.</p><p><a href="https://twitter.com/lauraferrer_cdc">@lauraferrer_cdc</a></p></header>'
        elif doc.kind == "search":
            head = f'<h1 class="ft-section-title">{esc(doc.title)}</h1><form class="ft-search" action="/buscador/"><input name="q" value="temporal"><button>Buscar</button></form>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="ft-pagination"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Siguiente »", "pagination")}</nav>'
        elif doc.key == "tgn2":
            pager = f'<nav class="ft-pagination">{self.a("tgn", "« Anterior", "pagination")} <span>2</span></nav>'
        return f'<div class="ft-list ft-list--{doc.kind}">\n{head}\n' + "\n".join(cards) + f"\n{pager}\n{extra}\n</div>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notices":
            esquelas = [
                (
                    "Don José Martínez Roig",
                    "Falleció en Tarragona el día 3 de diciembre de 2026, a los 87 años de edad.",
                    "El funeral se celebrará hoy, a las 11 horas, en la parroquia de Sant Pere i Sant Pau. Tanatorio Municipal de Tarragona, sala 4.",
                ),
                (
                    "Doña Montserrat Gené Vilà",
                    "Vídua de Joan Pàmies. Morí a Reus el 3 de desembre de 2026, als 91 anys.",
                    "La cerimònia tindrà lloc demà, a les 10.30 hores, a la Prioral de Sant Pere de Reus.",
                ),
                (
                    "Don Antonio Ruiz Jiménez",
                    "Falleció en Salou el día 2 de diciembre de 2026, a los 78 años.",
                    "La despedida tendrá lugar hoy, a las 16 horas, en el Tanatorio de Salou.",
                ),
                (
                    "Doña Carmen Sánchez Ortega",
                    "Falleció en Tarragona el día 2 de diciembre de 2026, a los 84 años.",
                    "Sus hijos, nietos y demás familia ruegan una oración por su alma. Funeral mañana, a las 12 horas, en la iglesia de Sant Francesc.",
                ),
                (
                    "Don Jaume Rovira Ferrando",
                    "Morí a Cambrils el 1 de desembre de 2026, als 69 anys.",
                    "El comiat se celebrarà dilluns, a les 11 hores, a l'església de Santa Maria de Cambrils.",
                ),
                (
                    "Don Manuel Gómez Castro",
                    "Falleció en Valls el día 1 de diciembre de 2026, a los 80 años.",
                    "Funeral el lunes, a las 17 horas, en la iglesia de Sant Joan Baptista de Valls.",
                ),
                (
                    "Doña Rosa Martí Bofarull",
                    "Falleció en Tarragona el día 30 de noviembre de 2026, a los 95 años.",
                    "La familia agradece las muestras de afecto recibidas.",
                ),
            ]
            items = "\n".join(
                f'<div class="esquela"><p class="esquela__cross">†</p><h2 class="esquela__name"><a href="https://esquelas.correodelcamp.test/esquela/{i}">{esc(n)}</a></h2><p class="esquela__text">{esc(t1)}</p><p class="esquela__ceremony">{esc(t2)}</p></div>'
                for i, (n, t1, t2) in enumerate(esquelas, 77120)
            )
            return f"""<div class="ft-esquelas">
<h1 class="ft-section-title">{esc(doc.title)}</h1>
<p class="ft-esquelas__intro">Esquelas y notas necrológicas publicadas en El Correo del Camp. Para publicar una esquela llame al 977 00 00 00 o acuda a nuestras oficinas.</p>
<form class="ft-esquelas__search" action="https://esquelas.correodelcamp.test/buscar"><input name="nombre" placeholder="Nombre y apellidos"><select name="poblacion"><option>Todas las poblaciones</option><option>Tarragona</option><option>Reus</option><option>Salou</option></select><button>Buscar</button></form>
{items}
<p><a href="https://esquelas.correodelcamp.test/publicar">Publicar una esquela</a> · <a href="https://esquelas.correodelcamp.test/tanatorios">Tanatorios y funerarias</a></p>
</div>"""
        return f'<div class="ft-static">\n<h1 class="ft-section-title">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=P_TEXT)}\n</div>'
