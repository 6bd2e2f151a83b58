# ruff: noqa: E501 (page texts and markup are long literal lines; Spanish quotes and dashes are deliberate)
"""ESTADIO: a Spanish sports daily on a Unidad Editorial-like CMS (Marca/AS-like: `ue-c-article__headline`,
`ue-c-article__standfirst`, `ue-c-article__byline-name`, `ue-c-article__body`, `ue-c-cover-content__headline`; URLs
`/futbol/<club>/cronica/2026/12/03/<24-hex>.html`, `/futbol/primera-division.html`, `/futbol/primera-division/2.html`,
`/tags/<slug>.html`, `/autor/<slug>.html`, `/buscador/?q=`), Spanish, UTF-8 but for one basketball story served in
**ISO-8859-1 declared by the HTTP header only** (no `<meta charset>`; Scrapy decodes it as `cp1252`). Dates are
printed "Publicado Jueves, 3 diciembre 2026 - 22:58" and "Actualizado …"; `<time datetime>` is UTC, the JSON-LD
`datePublished` is +01:00 except on the opinion column (UTC 23:25Z on 3 Dec = 00:25 on 4 Dec in Madrid). The
basketball story has no JSON-LD; the disciplinary story is credited to the paper (JSON-LD author Organization). The
crónica carries an "Alineaciones" match-sheet box (not body). The video page and the photo album are not articles; the
rolling "Mercado de fichajes, en directo" page is one (relabelled per the live-page policy: `relabel`)."""

from __future__ import annotations

import json
from typing import Any

from common import Base, PerPageCharset, lines, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["cronica", "opinion", "cesion", "entrevista", "basket", "sancion", "lesion", "cuentas"]
DAYS = {1: "Martes", 2: "Miércoles", 3: "Jueves", 4: "Viernes"}
AUTHOR_PAGE = "Javier Gómez"


def stamp(day: int, hm: str) -> str:
    return f"{DAYS[day]}, {day} diciembre 2026 - {hm}"


def utc(day: int, hm: str) -> str:
    """Madrid (+01:00 in December) to the UTC ISO the `<time datetime>` attributes carry."""
    h, m = (int(x) for x in hm.split(":"))
    h -= 1
    if h < 0:
        h, day = 23, day - 1
    return f"2026-12-{day:02d}T{h:02d}:{m:02d}:00Z"


def local(day: int, hm: str) -> str:
    return f"2026-12-{day:02d}T{hm}:00+01:00"


LINEUPS = (
    'RAW:<div class="ue-c-article__match-sheet"><h3 class="ue-c-match-sheet__title">Alineaciones</h3>'
    '<div class="ue-c-match-sheet__team"><strong>Unión Castellana:</strong> Miguel Ángel Ortiz; Carvajal, Benítez, Lozano, Arroyo; Pacheco (Dani Roca, m. 46), Ibáñez, Villar (Salcedo, m. 82); Sanz, Toledo (Mena, m. 75) y Pizarro.</div>'
    '<div class="ue-c-match-sheet__team"><strong>Real Alcázar:</strong> Ferreira; Mesa, Iriarte, Cuadrado, Olmedo; Navarro, Gallardo, Barrena; Ruiz (Esteve, m. 74), Lacueva (Morán, m. 78) y Benavente.</div>'
    '<p class="ue-c-match-sheet__row"><strong>Goles:</strong> 0-1, m. 31: Barrena. 1-1, m. 58: Benítez. 2-1, m. 93: Salcedo.</p>'
    '<p class="ue-c-match-sheet__row"><strong>Árbitro:</strong> Luis Martín Arrieta (Comité Castellano-Manchego). Amonestó a Ibáñez y Arroyo por el Unión Castellana, y a Gallardo, Olmedo y Navarro, expulsado por doble amarilla en el minuto 71, por el Real Alcázar.</p>'
    '<p class="ue-c-match-sheet__row"><strong>Estadio:</strong> La Vaguada. 31.284 espectadores.</p></div>'
)
CRONICA = lines("""
Hay derbis que se ganan con fútbol y otros que se ganan con fe. El Unión Castellana se llevó anoche el suyo con un poco de lo primero y mucho de lo segundo: cuando el empate parecía cerrado y media grada miraba ya el reloj, Iker Salcedo cazó un balón suelto en el área pequeña y desató la locura en La Vaguada.
Fue el cierre a una noche de nervios, de pocas ocasiones y de muchas interrupciones. El Real Alcázar llegaba con la etiqueta de favorito, cuatro victorias seguidas y la defensa menos goleada de la categoría, y durante media hora justificó ese cartel. Tenía el balón, encontraba a Óscar Barrena entre líneas y obligaba a los locales a defender muy cerca de su portería.
El primer aviso llegó en el minuto 12, con un disparo cruzado de Barrena que Miguel Ángel Ortiz desvió con la punta de los dedos. El segundo, poco después, en un cabezazo de Tomás Iriarte que se marchó alto por muy poco. El gol visitante terminó llegando en el 31: centro raso de Jonathan Mesa desde la derecha y remate a la media vuelta de Barrena, que lo celebró con rabia delante de la grada visitante.
FIG: Salcedo celebra el 2-1 | Iker Salcedo celebra el gol de la victoria en el minuto 93. ALBERTO NEVADO
## Un cambio de guion
El Unión Castellana se fue al descanso sin haber chutado entre los tres palos, y su entrenador, Álvaro Quesada, movió el banquillo nada más volver del vestuario. Entró Dani Roca por un desdibujado Pacheco y el equipo ganó presencia por la izquierda. A los diez minutos ya había cambiado el partido.
El empate llegó en el 58 tras una jugada ensayada: saque de esquina en corto, centro al segundo palo de Roca y cabezazo picado de Hugo Benítez, el central, que se estrenaba como goleador esta temporada. La Vaguada, que había estado callada casi toda la noche, empezó a empujar.
El choque se rompió definitivamente en el 71. Sergio Navarro, ya amonestado, llegó tarde a una disputa con Roca en el centro del campo y el colegiado, Luis Martín Arrieta, le mostró la segunda amarilla. El Real Alcázar, con diez, se replegó y renunció a cualquier aventura ofensiva.
## Salcedo, en el momento justo
Con un hombre más, el Unión Castellana lo intentó de todas las maneras, pero le faltó claridad en el último pase. Ortiz todavía tuvo que salvar a los suyos en un contragolpe de Mesa en el 84, la única llegada visitante de la segunda parte.
Y entonces, en el 93, apareció Salcedo. Un centro lateral de Benítez lo peinó Roca, el balón quedó muerto en el área pequeña y el delantero vasco, que había saltado al campo apenas once minutos antes, lo empujó a la red. Era su cuarto gol en Liga, el primero desde septiembre.
«Sabía que iba a tener una. Los delanteros vivimos de eso», dijo Salcedo a pie de campo, todavía con la respiración entrecortada. Quesada, más contenido, destacó la reacción del equipo tras el descanso: «En la primera parte no fuimos nosotros. Lo hablamos en el vestuario y los chicos respondieron».
En el lado visitante, la expulsión de Navarro monopolizó las quejas. «Es una acción de partido, ni siquiera es falta», protestó su técnico, Fermín Lacalle, que lamentó también la falta de colmillo de los suyos en la primera mitad. El Real Alcázar cede el liderato provisional y ve cortada su racha de victorias.
Con este triunfo, el Unión Castellana suma 24 puntos y se coloca sexto, a uno de los puestos europeos. El domingo visita Pamplona; el Real Alcázar recibirá al Deportivo Almería.
""")
OPINION = lines("""
Hay un momento, en los derbis de verdad, en el que el fútbol deja de importar. No el resultado, que siempre importa, sino el juego en sí: los sistemas, las transiciones, los mapas de calor. Anoche ese momento llegó en el minuto 71, cuando Sergio Navarro vio la segunda amarilla y La Vaguada entendió, antes incluso que su propio equipo, que el partido había cambiado de dueño.
El Real Alcázar había sido mejor durante una hora. Mucho mejor, en realidad. Fermín Lacalle ha construido un equipo que sabe lo que hace con la pelota y que casi nunca se descompone, y durante la primera parte el Unión Castellana pareció un invitado en su propia casa. El gol de Barrena fue la consecuencia lógica de ese dominio.
Pero los derbis no premian siempre al que juega mejor, sino al que aguanta más. Y ahí el Unión Castellana tiene algo que no aparece en las estadísticas: una grada que empuja, un banquillo que cree y un entrenador, Álvaro Quesada, que no tiene miedo de equivocarse. Sacar a Dani Roca en el descanso no era una decisión evidente. Fue la decisión del partido.
Lo de Navarro merece capítulo aparte. La segunda amarilla es de las que se discuten en las tertulias durante una semana, y se discutirán. Pero un centrocampista con su experiencia no puede entrar así en un duelo dividido con una tarjeta encima y el partido igualado. Lacalle lo sabe, aunque anoche prefiriese señalar al árbitro.
Del gol de Salcedo se hablará durante años en el barrio. No fue bonito: un rechace, un balón muerto, un empujón. Los mejores goles de los derbis casi nunca lo son. Lo que cuenta es quién está en el sitio cuando el balón cae, y Salcedo, que llevaba tres meses sin marcar y que había oído más de un silbido este otoño, estaba exactamente donde tenía que estar.
Queda mucha temporada, y sería un error convertir una noche de euforia en un diagnóstico. El Unión Castellana sigue teniendo problemas para generar juego cuando el rival le quita la pelota, y el Real Alcázar sigue siendo, con diez o con once, el equipo más sólido de la categoría. Pero hay victorias que cambian el ánimo de un vestuario, y esta tiene toda la pinta de ser una de ellas.
""")
CESION = lines("""
El Atlético Guadarrama ya tiene al refuerzo que buscaba para el lateral izquierdo. El club madrileño ha cerrado la cesión de Bruno Lemos, defensa portugués de 23 años, hasta el final de la presente temporada, según ha podido saber ESTADIO. La operación, que se hará oficial en los próximos días, incluye una opción de compra no obligatoria de cuatro millones de euros.
Lemos llega procedente del Sporting Litoral, donde apenas ha disputado 214 minutos en lo que va de curso. El jugador había pedido salir en busca de continuidad, y el Guadarrama, que se ha quedado sin laterales zurdos tras la lesión de rodilla de Raúl Espinosa, se movió rápido para adelantarse a otros dos clubes de Primera que también habían preguntado por él.
El acuerdo entre los clubes se cerró ayer por la tarde, tras una reunión en Lisboa a la que acudió el director deportivo rojiblanco, Alberto Casado. El Guadarrama asumirá la totalidad de la ficha del futbolista durante los seis meses de préstamo y pagará una cantidad fija de 300.000 euros por la cesión.
## Un perfil ofensivo
El técnico del Guadarrama, Julio Barea, había pedido expresamente un lateral con recorrido, capaz de sumarse al ataque y de jugar también como carrilero en línea de cinco. Lemos encaja en ese perfil: rápido, con buen golpeo y acostumbrado a jugar por todo el costado. En su última temporada completa en Portugal dio siete asistencias.
«Es un chico con mucha energía y con hambre. Necesita minutos y aquí los va a tener si se los gana», explicaban ayer desde el entorno del club. El jugador pasará el reconocimiento médico el lunes y, si no hay contratiempos, podría estar disponible para el partido del próximo fin de semana ante el Deportivo Almería.
La llegada de Lemos no cierra, en cualquier caso, el mercado invernal del Guadarrama. El club sigue buscando un delantero que complemente a Jorge Prieto, y en la dirección deportiva no descartan alguna salida para hacer sitio en la plantilla.
""")
ENTREVISTA = lines("""
Marta Villalba (Daimiel, 1998) atiende a ESTADIO en la ciudad deportiva del Real Alcázar después del entrenamiento. Lleva seis goles en nueve jornadas de Liga F, ha vuelto a la selección y todavía se emociona cuando habla de su pueblo, donde empezó a jugar con los chicos en el patio del colegio.
Q: ¿Cómo está viviendo este inicio de temporada? || Con mucha tranquilidad, aunque suene raro. El año pasado quería marcar en cada partido y eso me bloqueaba. Ahora intento disfrutar, hacer lo que me pide el cuerpo técnico, y los goles están llegando casi sin buscarlos.
Q: Ha vuelto a la selección después de dos años. ¿Qué cambió? || Trabajé mucho en lo que no se ve. La presión tras pérdida, el juego de espaldas, el físico. Me pasé el verano entrenando con un preparador en Ciudad Real, tres horas al día. Cuando te llama la seleccionadora, sabes que ese trabajo ha servido para algo.
Q: El equipo es segundo, a tres puntos del líder. ¿Se puede ganar la Liga? || Se puede pelear, que es lo que nos toca. Hay equipos con más presupuesto y con más experiencia en estas situaciones, pero nosotras tenemos un grupo muy unido. En el vestuario nadie se cree más que nadie, y eso en un campeonato largo se nota.
Q: Hace unas semanas pidió públicamente que la Liga F se jugase en estadios más grandes. || Lo mantengo. Cuando jugamos en el estadio principal vienen ocho o diez mil personas, y en la ciudad deportiva vienen dos mil. No digo que haya que hacerlo siempre, pero si no nos dan la oportunidad, nunca vamos a saber hasta dónde puede crecer esto.
Q: ¿Y la televisión? || Es lo más importante. Quiero que las niñas de mi pueblo puedan vernos en abierto un domingo por la tarde, como yo veía a los chicos. Si no nos ven, no pueden soñar con ser nosotras. Es así de sencillo.
Q: ¿Qué le diría a la Marta de doce años? || Que no deje de jugar aunque le digan que eso no es para niñas. Y que escuche más a su madre, que tenía razón en casi todo.
Q: ¿Un objetivo personal para este curso? || Llegar a los quince goles. Y estar en la lista para el próximo torneo con la selección. Lo demás vendrá solo.
""")
BASKET = lines("""
El Valdemoro Basket rompió anoche en Vitoria una racha de cuatro derrotas consecutivas con una victoria de mucho mérito (78-84) ante uno de los equipos más en forma de la competición. Lo hizo de la mano de Nikola Radić, que firmó 27 puntos, 9 rebotes y 31 de valoración en su mejor partido desde que llegó al club.
El pívot montenegrino fue imparable en la pintura durante toda la segunda parte, cuando su equipo remontó una desventaja de doce puntos. Los locales, que habían dominado el rebote ofensivo en la primera mitad, no encontraron la manera de frenarle sin cometer falta, y Radić convirtió nueve de sus once tiros libres.
El partido se decidió en un último cuarto espectacular. Con 70-70 y tres minutos por jugar, el base Álex Urrutia anotó dos triples consecutivos y el Valdemoro ya no soltó la ventaja. Los vitorianos lo intentaron hasta el final desde el perímetro, pero fallaron sus cinco últimos lanzamientos de tres.
«Necesitábamos una victoria así, fuera de casa y ante un rival de este nivel», reconoció el entrenador visitante, Gonzalo Peñalver. «Hemos sufrido mucho en las últimas semanas, pero el equipo nunca ha dejado de creer. Hoy hemos sido valientes».
Con este triunfo, el Valdemoro suma siete victorias y seis derrotas y vuelve a los puestos de Copa del Rey a falta de cuatro jornadas para el cierre de la primera vuelta. El próximo domingo recibe al Baloncesto Huesca en el pabellón municipal.
""")
SANCION = lines("""
El Comité de Competición ha sancionado con cuatro partidos a Sergio Navarro, centrocampista del Real Alcázar, por las expresiones que dirigió al colegiado tras ser expulsado en el derbi del jueves ante el Unión Castellana.
Según recoge el acta de Luis Martín Arrieta, el jugador se dirigió al árbitro en el túnel de vestuarios «en actitud de menosprecio», con palabras que el colegiado reproduce de forma literal en el documento. A la suspensión por la doble amarilla se suman tres partidos por esa conducta.
El Real Alcázar ya ha anunciado que recurrirá la sanción ante el Comité de Apelación. En un comunicado publicado esta mañana, el club considera que la redacción del acta «no se corresponde con lo que sucedió» y asegura que aportará imágenes que demostrarán que el futbolista «en ningún momento faltó al respeto» al árbitro.
Si la sanción se mantiene, Navarro se perderá los encuentros ante el Deportivo Almería, el Atlético Guadarrama, el Sporting de Cuenca y el Racing Manchego, y no podría volver hasta la primera jornada de enero.
Competición ha multado además al Unión Castellana con 1.200 euros por el lanzamiento de objetos al terreno de juego durante la celebración del gol de la victoria.
""")
LESION = lines("""
Dani Roca sufre una rotura fibrilar en el sóleo de la pierna derecha y estará unas tres semanas de baja, según ha informado el Unión Castellana en su parte médico de este viernes.
El extremo, decisivo en la remontada del jueves ante el Real Alcázar, notó molestias en los minutos finales del derbi y las pruebas realizadas esta mañana han confirmado la lesión. El club no ha dado un plazo cerrado, pero lo más probable es que Roca no vuelva a jugar hasta después del parón navideño.
Es la segunda baja de larga duración para Álvaro Quesada en apenas un mes, tras la de Rubén Carvajal.
""")
CUENTAS = lines("""
La derrota en el derbi ha dejado tocado al Real Alcázar en Liga, pero el calendario no da tregua: el martes se juega buena parte de su futuro europeo en Bérgamo, en la quinta jornada de la fase de liga de la Champions. El equipo de Fermín Lacalle es 21.º con siete puntos, en plena zona de eliminatoria previa, y las cuentas empiezan a apretar.
Con tres partidos por delante, dos de ellos fuera de casa, el margen de error es mínimo. El club calcula internamente que necesitará entre 11 y 12 puntos para asegurar, como mínimo, el puesto de play-off, y que 16 podrían bastar para meterse entre los ocho primeros.
## Los escenarios
- Si gana en Bérgamo, el Real Alcázar alcanzaría los diez puntos y dependería de sí mismo para asegurar el play-off con un triunfo más en las dos últimas jornadas.
- Si empata, llegaría a ocho puntos y tendría que ganar sus dos últimos partidos, en casa ante el Salzburgo y en Lisboa, para no depender de otros resultados.
- Si pierde, se quedaría con siete puntos y necesitaría un pleno de victorias y que tropiecen al menos dos de los equipos que le preceden.
## El peso de las bajas
La sanción de Sergio Navarro solo afecta a la Liga, así que Lacalle podrá contar con él en Bérgamo. La gran duda es Tomás Iriarte, con molestias en el aductor desde el derbi. Lacalle recuperará en cambio a Iván Esteve, que ya entrenó ayer con el grupo tras superar una gripe.
En el vestuario hay confianza. «Hemos perdido un derbi, no la temporada», resumía ayer uno de los capitanes. «En Europa hemos jugado bien casi siempre. Nos falta rematar los partidos».
El precedente invita al optimismo: el Real Alcázar nunca ha caído en la fase de grupos o de liga cuando ha llegado a la quinta jornada con al menos siete puntos. El martes sabrá si la estadística sigue de su lado.
""")


class Estadio(PerPageCharset, Base):
    origin = "https://www.estadiodiario.test"
    name = "ESTADIO"
    prefix = "est"
    language = "es"
    odd = "basket"
    odd_content_type = "text/html; charset=iso-8859-1"
    odd_encoding = "cp1252"  # what Scrapy decodes a header-declared iso-8859-1 page with
    odd_codec = "iso8859-1"
    main_content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "est",
            [
                ".ue-c-main-header",
                ".ue-c-article__headline",
                ".ue-c-article__byline-name",
                ".ue-c-article__body",
                ".ue-c-cover-content__headline",
                ".ue-c-main-footer",
                ".ue-c-match-sheet__team",
                ".ue-c-live__item",
            ],
            260,
        )

    def relabel(self, doc: Doc) -> dict[str, Any]:
        # The project's policy: a live page of written entries is an article (this set's brief said otherwise, so the
        # page was first labelled a non-article). Body: each entry's heading and text, newest first, without its time.
        if doc.key != "fichajes":
            return {}
        body = "\n".join(f"{h}\n{p}" for _, h, p, _ in self.live_entries())
        return {"is_article": True, "kind": "article", "authors": [], "date": "2026-12-04", "body": body}

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "ESTADIO - Diario deportivo", "ue-home-cover",
                 list=["cronica", "opinion", "fichajes", "cesion", "sancion", "cuentas", "lesion", "entrevista", "basket", "video", "album"],
                 more="liga2"))  # fmt: skip
        add(page("liga", "/futbol/primera-division.html", "section", "Primera División", "ue-section-cover",
                 list=["cronica", "sancion", "lesion", "cesion", "cuentas", "fichajes"], more="liga2"))  # fmt: skip
        add(page("liga2", "/futbol/primera-division/2.html", "section", "Primera División", "ue-section-page2",
                 list=["entrevista", "opinion", "cuentas", "cesion"], prev="liga"))  # fmt: skip
        add(page("tag", "/tags/union-castellana.html", "tag", "Unión Castellana", "ue-tag-page",
                 list=["cronica", "lesion", "sancion", "opinion", "album"]))  # fmt: skip
        add(page("author", "/autor/javier-gomez.html", "author", "Javier Gómez", "ue-author-page",
                 list=["cronica", "lesion"]))  # fmt: skip
        add(page("search", "/buscador/?q=alcazar", "search", "Resultados de búsqueda: alcazar", "ue-search",
                 list=["cuentas", "sancion", "cronica"]))  # fmt: skip
        add(page("fichajes", "/futbol/fichajes/directo/2026/12/04/6570b2c1e2704e4d7a8b45b1.html", "live",
                 "Mercado de fichajes, en directo", "rolling-transfer-live"))  # fmt: skip
        add(page("video", "/videos/futbol/2026/12/04/6570a9e0e2704e3b1b8b4599.html", "video",
                 "Así fue el gol de Salcedo en el descuento que decidió el derbi", "video-one-line"))  # fmt: skip
        add(page("album", "/futbol/union-castellana/album/2026/12/03/65709f11e2704e2a0e8b45a3.html", "gallery",
                 "Las mejores imágenes del derbi en La Vaguada", "photo-album-captions"))  # fmt: skip
        add(page("legal", "/aviso-legal.html", "policy", "Aviso legal", "legal-page", lines("""
## Datos identificativos
En cumplimiento de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se informa de que el titular de este sitio web es Ediciones Deportivas Castellanas, S.L., con domicilio social en la calle de Alcalá 412, 28027 Madrid, e inscrita en el Registro Mercantil de Madrid, tomo 31.204, folio 88, hoja M-561.203. CIF: B-00000000.
## Propiedad intelectual
Todos los contenidos de este sitio, incluidos textos, fotografías, gráficos, vídeos y su diseño, son propiedad de Ediciones Deportivas Castellanas o de terceros que han autorizado su uso. Queda prohibida su reproducción, distribución o comunicación pública sin autorización expresa, de acuerdo con el artículo 32.1 de la Ley de Propiedad Intelectual.
## Responsabilidad
El titular no se hace responsable de las opiniones expresadas por los usuarios en los comentarios ni de los contenidos de los sitios enlazados. Nos reservamos el derecho a retirar cualquier comentario que resulte ofensivo o contrario a la ley.
## Contacto
Para cualquier consulta puede escribir a legal@estadiodiario.test.
""")))  # fmt: skip
        add(story("cronica", "/futbol/union-castellana/cronica/2026/12/03/656fe1a2e2704e8c0a8b45a7.html",
                  "Unión Castellana 2-1 Real Alcázar: Salcedo resuelve el derbi en el descuento", "2026-12-03",
                  local(3, "22:58"), stamp(3, "22:58"), ["Javier Gómez"], [LINEUPS, *CRONICA],
                  "cronica-lineups-box", section="Unión Castellana", kicker="Crónica", pub=(3, "22:58"),
                  upd=(3, "23:41"), place="Madrid", tag=True, comments=48,
                  dek="El delantero firma el triunfo en el minuto 93 tras un partido que cambió con la expulsión de Navarro"))  # fmt: skip
        add(story("opinion", "/opinion/2026/12/04/6570a0d4e2704e1b2b8b4580.html", "La fe de La Vaguada",
                  "2026-12-04", "2026-12-03T23:25:00Z", stamp(4, "00:25"), ["Ramón Ezquerra"], OPINION,
                  "opinion-column-utc-previous-day", section="Opinión", kicker="A la contra", pub=(4, "00:25"),
                  upd=None, iso_ld="2026-12-03T23:25:00Z", tag=True, comments=112))  # fmt: skip
        add(story("cesion", "/futbol/atletico-guadarrama/2026/12/04/6570c3f8e2704e5c6c8b4577.html",
                  "El Atlético Guadarrama cierra la cesión de Bruno Lemos hasta final de temporada", "2026-12-04",
                  local(4, "13:20"), stamp(4, "13:20"), ["Lucía Herrero"], CESION, "transfer-news", section="Fichajes",
                  kicker="Mercado", pub=(4, "13:20"), upd=(4, "14:05"),
                  dek="El lateral portugués llega cedido con una opción de compra de cuatro millones"))  # fmt: skip
        add(story("entrevista", "/futbol/futbol-femenino/2026/12/01/656dd7a5e2704e7d588b45c2.html",
                  "Marta Villalba: «Quiero que las niñas de mi pueblo puedan vernos en abierto»", "2026-12-01",
                  local(1, "08:00"), stamp(1, "08:00"), ["Sergio Prats"], ENTREVISTA, "interview-qa",
                  section="Fútbol femenino", kicker="Entrevista", pub=(1, "08:00"), upd=(1, "10:32"),
                  dek="La delantera del Real Alcázar, seis goles en nueve jornadas, pide estadios grandes y partidos en abierto para la Liga F"))  # fmt: skip
        add(story("basket", "/baloncesto/acb/2026/12/02/656fa4c0e2704e0b3a8b4590.html",
                  "Radić guía la victoria del Valdemoro Basket en Vitoria", "2026-12-02", None,
                  stamp(2, "22:40"), ["Andrés Tolosa"], BASKET, "latin1-header-only-no-jsonld-updated-next-day",
                  section="Baloncesto", kicker="ACB", pub=(2, "22:40"), upd=(3, "09:15"), legacy=True,
                  dek="El pívot montenegrino firma 27 puntos y 31 de valoración para cortar una racha de cuatro derrotas"))  # fmt: skip
        add(story("sancion", "/futbol/real-alcazar/2026/12/04/6570b8a2e2704e6f4f8b4566.html",
                  "Competición sanciona con cuatro partidos a Sergio Navarro", "2026-12-04", local(4, "12:10"),
                  stamp(4, "12:10"), [], SANCION, "desk-credit-org-author", section="Real Alcázar",
                  pub=(4, "12:10"), upd=None, credit="ESTADIO", tag=True,
                  dek="El Real Alcázar recurrirá la sanción por las palabras del centrocampista al árbitro en el túnel de vestuarios"))  # fmt: skip
        add(story("lesion", "/futbol/union-castellana/2026/12/04/6570b1e9e2704e2d2c8b4573.html",
                  "Dani Roca, tres semanas de baja por una rotura fibrilar", "2026-12-04", local(4, "11:30"),
                  stamp(4, "11:30"), ["Javier Gómez"], LESION, "short-medical-brief", section="Unión Castellana",
                  pub=(4, "11:30"), upd=None, place="Madrid", tag=True))  # fmt: skip
        add(story("cuentas", "/futbol/champions-league/2026/12/04/6570d2b7e2704e7a318b45d0.html",
                  "Las cuentas del Real Alcázar para seguir vivo en la Champions", "2026-12-04", local(4, "19:45"),
                  stamp(4, "19:45"), ["Lucía Herrero", "Sergio Prats"], CUENTAS, "analysis-scenarios-list",
                  section="Champions League", pub=(4, "19:45"), upd=(4, "20:02"),
                  dek="El equipo de Lacalle necesita sumar en Bérgamo para no complicarse el play-off"))  # fmt: skip

    # -- templates --------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="ESTADIO">',
            '<meta name="twitter:site" content="@estadiodiario">',
        ]
        if doc.kind == "video":
            out.append('<meta property="og:type" content="video.other">')
            out.append(
                '<meta property="og:video" content="https://video.estadiodiario.test/2026/12/04/salcedo-gol.mp4">'
            )
        elif doc.is_article and not doc.extra.get("legacy"):
            pub, upd = doc.extra["pub"], doc.extra["upd"] or doc.extra["pub"]
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="article:published_time" content="{local(*pub)}">')
            out.append(f'<meta property="article:modified_time" content="{local(*upd)}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            author = (
                [{"@type": "Person", "name": a} for a in doc.authors]
                if doc.authors
                else {"@type": "Organization", "name": "ESTADIO"}
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "datePublished": doc.extra.get("iso_ld", local(*pub)),
                "dateModified": doc.extra.get("iso_ld", local(*upd)),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "ESTADIO",
                    "logo": {"@type": "ImageObject", "url": "https://e00-estadio.test/assets/logo.png"},
                },
                "mainEntityOfPage": url,
                "articleSection": doc.section,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.is_article:
            out.append('<meta property="og:type" content="article">')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        latin = doc.key == self.odd
        charset = "" if latin else '<meta charset="utf-8">\n'
        nav = "".join(
            f'<li class="ue-c-main-navigation__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Portada"),
                ("liga", "Primera"),
                ("fichajes", "Fichajes"),
                ("tag", "Unión Castellana"),
            )
        )
        nav += '<li class="ue-c-main-navigation__item"><a href="/baloncesto.html">Baloncesto</a></li><li class="ue-c-main-navigation__item"><a href="/motor.html">Motor</a></li><li class="ue-c-main-navigation__item"><a href="/tenis.html">Tenis</a></li><li class="ue-c-main-navigation__item"><a href="/resultados.html">Resultados</a></li>'
        title = (
            f"{doc.title} | ESTADIO"
            if doc.key != "home"
            else "ESTADIO - Diario deportivo: fútbol, baloncesto, motor y más"
        )
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
{charset}<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else "Noticias deportivas, resultados y fichajes en ESTADIO")}">
{self.head_meta(doc)}
<link rel="stylesheet" href="https://e00-estadio.test/assets/css/ue-article.b7d1.css">
<style>/*PAD*/</style>
<script>var ueDataLayer={{"be_page_type":"{"noticia" if doc.is_article else doc.kind}","be_page_section":"{esc(doc.section or doc.kind)}","be_text_journalist":"{esc(", ".join(doc.authors))}"}};</script>
</head>
<body class="ue-l-pg {"ue-l-pg--article" if doc.is_article else "ue-l-pg--cover"}">
<div id="didomi-host"><div class="didomi-popup-notice" role="dialog"><p>Con su acuerdo, nosotros y nuestros socios usamos cookies o tecnologías similares para almacenar, acceder y procesar datos personales como su visita en este sitio web.</p><button id="didomi-notice-agree-button">Aceptar y cerrar</button> <button class="didomi-notice-learn-more">Configurar</button></div></div>
<header class="ue-c-main-header"><div class="ue-c-main-header__logo">{self.a("home", "ESTADIO", "nav")}</div>
<nav class="ue-c-main-navigation"><ul class="ue-c-main-navigation__list">{nav}</ul></nav>
<div class="ue-c-main-header__tools"><a href="https://suscripcion.estadiodiario.test/">Suscríbete</a> <a href="https://login.estadiodiario.test/">Iniciar sesión</a></div></header>
<main class="ue-l-pg__main">
{main}
</main>
<footer class="ue-c-main-footer"><div class="ue-c-main-footer__links">{self.a("legal", "Aviso legal", "footer")} <a href="/privacidad.html">Política de privacidad</a> <a href="/cookies.html">Política de cookies</a> <a href="/rss/portada.xml">RSS</a> <a href="mailto:redaccion@estadiodiario.test">Contacto</a></div>
<p class="ue-c-main-footer__copy">© 2026 Ediciones Deportivas Castellanas, S.L. Todos los derechos reservados.</p>
<div class="ue-c-main-footer__social"><a href="https://x.test/estadiodiario">X</a> <a href="https://www.instagram.test/estadiodiario">Instagram</a> <a href="https://www.tiktok.test/@estadiodiario">TikTok</a></div></footer>
<script src="https://e00-estadio.test/assets/js/ue-main.b7d1.js" async></script>
</body>
</html>"""

    def dates(self, doc: Doc) -> str:
        pub, upd = doc.extra["pub"], doc.extra["upd"]
        out = f'<div class="ue-c-article__publishedAt"><span class="ue-c-article__published-label">Publicado</span> <time datetime="{utc(*pub)}">{stamp(*pub)}</time></div>'
        if upd:
            out = (
                f'<div class="ue-c-article__updatedAt"><span class="ue-c-article__published-label">Actualizado</span> <time datetime="{utc(*upd)}">{stamp(*upd)}</time></div>'
                + out
            )
        return out

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = "".join(
                f'<div class="ue-c-article__byline-name">{self.a("author", a, "byline") if a == AUTHOR_PAGE else esc(a)}</div>'
                for a in doc.authors
            )
            place = (
                f'<div class="ue-c-article__byline-location">{esc(doc.extra["place"])}</div>'
                if doc.extra.get("place")
                else ""
            )
            byline = f'<div class="ue-c-article__byline">{names}{place}</div>'
        else:
            byline = f'<div class="ue-c-article__byline"><div class="ue-c-article__byline-name">{esc(doc.extra["credit"])}</div></div>'
        kicker = (
            f'<div class="ue-c-article__kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        )
        dek = f'<p class="ue-c-article__standfirst">{esc(doc.dek)}</p>' if doc.dek else ""
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="ue-c-article__media"><img src="https://e00-estadio.test/assets/multimedia/imagenes/2026/12/03/17016{len(alt)}.jpg" alt="{esc(alt)}"><figcaption class="ue-c-article__media-description">{esc(cap)}</figcaption></figure>'
            ),
        )
        share = (
            '<ul class="ue-c-article__share"><li><a href="https://www.facebook.test/sharer.php">Facebook</a></li>'
            '<li><a href="https://x.test/intent/post">X</a></li><li><a href="https://wa.test/send">WhatsApp</a></li>'
            '<li><a href="mailto:?subject=ESTADIO">Enviar por email</a></li></ul>'
        )
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<ul class="ue-c-article__tags"><li>{self.a("tag", "Unión Castellana", "content")}</li><li><a href="/tags/real-alcazar.html">Real Alcázar</a></li><li>{self.a("liga", "Primera División", "content")}</li></ul>'
        comments = ""
        if doc.extra.get("comments"):
            comments = f"""<section class="ue-c-comments"><h3 class="ue-c-comments__title">Comentarios <span>{doc.extra["comments"]}</span></h3>
<div class="ue-c-comments__item"><span class="ue-c-comments__user">vaguadero_87</span><p>Qué noche. Lo de Salcedo en el 93 no se olvida.</p></div>
<div class="ue-c-comments__item"><span class="ue-c-comments__user">alcazarista</span><p>La segunda amarilla no es ni falta. Nos han robado el liderato.</p></div>
<a class="ue-c-comments__more" href="https://comentarios.estadiodiario.test/">Ver todos los comentarios</a></section>"""
        more = "".join(
            f'<li class="ue-c-more-news__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        video = ""
        if doc.key == "cronica":
            video = f'<div class="ue-c-article__video-link">{self.a("video", "Vídeo: así fue el gol de Salcedo", "content")} · {self.a("album", "Fotos: las mejores imágenes del derbi", "content")}</div>'
        return f"""<article class="ue-l-article ue-c-article">
<header class="ue-l-article__header">{kicker}<h1 class="ue-c-article__headline js-headline">{esc(doc.title)}</h1>{dek}
{byline}
<div class="ue-c-article__dates">{self.dates(doc)}</div>
{share}</header>
{video}
<div class="ue-l-article__body ue-c-article__body" itemprop="articleBody">
{body}
</div>
<footer class="ue-l-article__footer">{tags}</footer>
</article>
{comments}
<aside class="ue-c-more-news"><h3 class="ue-c-more-news__title">Más noticias</h3><ul>{more}</ul></aside>
<aside class="ue-c-newsletter"><p>Recibe cada mañana la portada de ESTADIO en tu correo.</p><a href="https://newsletters.estadiodiario.test/">Suscribirme a la newsletter</a></aside>"""

    def cover(self, k: str) -> str:
        d = self.docs[k]
        who = ""
        if d.is_article:
            who = f'<div class="ue-c-cover-content__byline-name">{esc(", ".join(d.authors) or d.extra.get("credit", ""))}</div>'
        kick = d.extra.get("kicker") or {"fichajes": "Directo", "video": "Vídeo", "album": "Fotos"}.get(k, "")
        kicker = f'<span class="ue-c-cover-content__kicker">{esc(kick)}</span>' if kick else ""
        inner = f'{kicker}<h2 class="ue-c-cover-content__headline">{esc(d.title)}</h2>'
        return f'<div class="ue-c-cover-content"><header class="ue-c-cover-content__header">{self.ac(k, d.title, "content", "ue-c-cover-content__link", inner)}</header>{who}</div>'

    def listing_main(self, doc: Doc) -> str:
        covers = "\n".join(self.cover(k) for k in doc.extra["list"])
        head = f'<h1 class="ue-c-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<header class="ue-c-author"><h1 class="ue-c-author__name">Javier Gómez</h1><p class="ue-c-author__bio">Redactor de ESTADIO desde 2012. Sigue al Unión Castellana y cubre la Primera División.</p><a href="https://x.test/javigomez_est">@javigomez_est</a></header>'
        if doc.kind == "search":
            head = '<form class="ue-c-search" action="/buscador/"><input name="q" value="alcazar"><button>Buscar</button></form><h1 class="ue-c-section-title">Resultados de búsqueda: alcazar</h1><p>Se han encontrado 3 resultados</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="ue-c-pagination">{self.a(doc.extra["more"], "Siguiente", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="ue-c-pagination">{self.a(doc.extra["prev"], "Anterior", "pagination")} <span>Página 2</span> <a href="/futbol/primera-division/3.html">Siguiente</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="ue-c-home-modules"><h3>Lo más visto</h3><ol>
<li>{self.a("cronica", self.docs["cronica"].title, "content")}</li><li>{self.a("video", "Vídeo: el gol de Salcedo", "content")}</li><li>{self.a("sancion", self.docs["sancion"].title, "content")}</li></ol>
<p>{self.a("liga", "Primera División", "content")} · {self.a("tag", "Unión Castellana", "content")} · {self.a("author", "Javier Gómez", "content")} · {self.a("search", "Buscar", "content")} · <a href="/resultados.html">Resultados en directo</a></p></section>"""
        return f"""<div class="ue-l-cover-grid">
{head}
<div class="ue-l-cover-grid__list">
{covers}
</div>{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            return self.live()
        if doc.kind == "video":
            return f"""<article class="ue-c-video-page"><div class="ue-c-video-player" data-video-id="ue-8f21c3"><video poster="https://e00-estadio.test/assets/video/salcedo.jpg" controls></video></div>
<h1 class="ue-c-video-page__headline">{esc(doc.title)}</h1>
<p class="ue-c-video-page__description">Iker Salcedo empujó en el minuto 93 el balón que dio al Unión Castellana el derbi ante el Real Alcázar.</p>
<p class="ue-c-video-page__date">Viernes, 4 diciembre 2026 - 00:10</p>
<p>{self.a("cronica", "Lee la crónica del partido", "content")}</p>
<section class="ue-c-video-related"><h3>Más vídeos</h3><ul><li><a href="/videos/futbol/2026/12/03/656f.html">Rueda de prensa de Quesada</a></li><li><a href="/videos/futbol/2026/12/03/656e.html">Lacalle: «Ni siquiera es falta»</a></li></ul></section></article>"""
        if doc.kind == "gallery":
            caps = [
                "La Vaguada, llena hasta la bandera antes del inicio del derbi.",
                "Óscar Barrena celebra el 0-1 delante de la afición visitante.",
                "Hugo Benítez remata de cabeza el gol del empate.",
                "Sergio Navarro se marcha expulsado tras ver la segunda amarilla.",
                "Iker Salcedo empuja el balón a la red en el minuto 93.",
                "Los jugadores del Unión Castellana celebran la victoria con su afición.",
            ]
            figs = "\n".join(
                f'<figure class="ue-c-album__item"><img src="https://e00-estadio.test/assets/album/derbi-{i}.jpg" alt="Foto {i} del derbi"><figcaption>{esc(c)}</figcaption><span class="ue-c-album__count">{i}/6</span></figure>'
                for i, c in enumerate(caps, 1)
            )
            return f"""<article class="ue-c-album"><h1 class="ue-c-album__headline">{esc(doc.title)}</h1><p class="ue-c-album__date">Jueves, 3 diciembre 2026 - 23:55</p>
{figs}
<p>{self.a("cronica", "Crónica: Salcedo resuelve el derbi en el descuento", "content")} · {self.a("tag", "Más del Unión Castellana", "content")}</p></article>"""
        return f'<article class="ue-c-static"><h1 class="ue-c-static__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'

    def live_entries(self) -> list[tuple[str, str, str, str | None]]:
        return [
            (
                "21:48",
                "Oferta de Arabia por Barrena",
                "Un club saudí ha presentado una oferta de 18 millones por Óscar Barrena. El Real Alcázar la considera insuficiente.",
                None,
            ),
            (
                "21:15",
                "El Sporting de Cuenca pregunta por Jairo Sotillo",
                "El conjunto conquense ha hecho una primera consulta por el mediapunta del Racing Manchego, que termina contrato en junio.",
                None,
            ),
            (
                "20:40",
                "Quesada no quiere salidas",
                "El técnico del Unión Castellana ha trasladado a la dirección deportiva que no quiere perder a ningún jugador del primer equipo en enero.",
                None,
            ),
            (
                "19:10",
                "Renovación en el Deportivo Almería",
                "El Deportivo Almería anuncia la renovación de su capitán, Manu Cortés, hasta 2029.",
                None,
            ),
            (
                "18:35",
                "El Racing Manchego busca portero",
                "Tras la lesión de su guardameta titular, el Racing Manchego sondea el mercado en busca de un portero con experiencia.",
                None,
            ),
            (
                "17:20",
                "Sin novedades en el caso Prieto",
                "El entorno de Jorge Prieto insiste en que el delantero no ha recibido ninguna oferta formal y que su intención es cumplir contrato.",
                None,
            ),
            (
                "16:45",
                "El Unión Castellana escucha ofertas por Pacheco",
                "El centrocampista, suplente en los últimos cuatro partidos, tiene propuestas de dos equipos de Segunda. El club solo aceptaría una cesión.",
                None,
            ),
            (
                "13:25",
                "Lemos, cedido al Guadarrama",
                "El Atlético Guadarrama cierra la cesión del lateral portugués Bruno Lemos hasta final de temporada, con opción de compra de cuatro millones.",
                "cesion",
            ),
            (
                "12:15",
                "Navarro, sancionado",
                "Competición castiga con cuatro partidos al centrocampista del Real Alcázar. El club recurrirá.",
                "sancion",
            ),
            (
                "11:30",
                "Arranca el directo",
                "Buenos días y bienvenidos a un nuevo directo del mercado de fichajes. Os contaremos aquí todos los rumores, ofertas y operaciones cerradas del día.",
                None,
            ),
        ]

    def live(self) -> str:
        entries = self.live_entries()
        items = "\n".join(
            f'<div class="ue-c-live__item"><time class="ue-c-live__time">{t}</time><h2 class="ue-c-live__title">{esc(h)}</h2><p>{esc(p)}</p>{("<p>" + self.a(k, "Leer más", "content") + "</p>") if k else ""}</div>'
            for t, h, p, k in entries
        )
        return f"""<div class="ue-c-live">
<header class="ue-c-live__header"><span class="ue-c-live__badge">Directo</span><h1 class="ue-c-live__headline">Mercado de fichajes, en directo</h1>
<p class="ue-c-live__standfirst">Última hora de rumores, ofertas y fichajes de los equipos de Primera División</p>
<p class="ue-c-live__date">Actualizado Viernes, 4 diciembre 2026 - 21:48</p>
<button class="ue-c-live__refresh">Actualizar</button></header>
<div class="ue-c-live__list">
{items}
</div>
<p>{self.a("liga", "Toda la actualidad de Primera División", "content")}</p></div>"""
