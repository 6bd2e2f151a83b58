# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Enlazados: a **Menéame**-like Spanish link aggregator (`news-summary`, `news-body`, `news-shakeit` with "meneos" and
"clics", `news-submitted`, `news-content`, `news-details`, `comment`, `comment-body`, `comment-info`, timestamps as
`<span data-ts="…" class="ts">` Unix times with a Madrid-time fallback printed inside, `/story/<slug>`,
`/story/<slug>/standard/2` for comment page 2, `/m/<sub>`, `/queue`, `/popular`, `/user/<handle>`, `/search?q=`,
`/?page=2`), Spanish, UTF-8, Madrid (+01:00). **No JSON-LD** anywhere; `og:type` is `article` on every `/story/`
page; the story title is an `<h2>` (the page has no `<h1>`).

A link thread's title is a **headline from another newspaper**, linked out, with a copied two-sentence "entradilla"
and readers' comments: not an article, nor is the thread **discarded as a duplicate**, nor **page 2 of the
comments**. The site's "Artículos" are texts written on the aggregator by its users, shown in full on the same
`/story/` template with votes and comments below: they are articles. Their credit is the user's **handle** ("por
luferrer"); a real name appears only in the author box or a signature, so `authors` is the person where the page names
one and `[]` for the handle-only "tortuga_roja" and for the site team's announcement ("admin", "Equipo de
Enlazados"). The rent essay was **sent at 23:50 on 8 Feb and promoted to the front page at 09:10 on 9 Feb**: labelled 8
Feb, the day it was published on the site."""

from __future__ import annotations

from urllib.parse import quote

from common import Base, Post, blocks_html, page, story, unix
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.enlazados.test"
TZ = 1
ARTS = ["r_alquiler", "r_pvpc", "r_zorita", "r_foro", "r_staff"]
THREADS = ["t_abono", "t_marte", "t_lavapies"]


def es_time(local: str) -> str:
    d, t = local.split()
    y, m, dd = d.split("-")
    return f"{dd}-{m}-{y} {t}"


def ts(local: str, label: str) -> str:
    return f'<span data-ts="{unix(local, TZ)}" class="ts visible" title="{label}: ">{es_time(local)}</span>'


LAVAPIES = "/story/juez-anula-subida-alquiler-200-vecinos-edificio-lavapies-comprado-fondo"


class Enlazados(Base):
    origin = ORIGIN
    name = "Enlazados"
    prefix = "enl"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "enl",
            [
                "#header-top",
                "#nav-menu li",
                ".news-summary",
                ".news-shakeit .votes",
                ".news-submitted",
                ".news-content",
                ".comment-body",
                ".comment-info",
                ".sidebox",
                "#footwrap",
                ".cookies-banner",
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
                "Enlazados",
                "meneame-portada",
                list=["r_staff", "t_abono", "r_alquiler", "t_lavapies_front", "r_pvpc"],
                more="home2",
            )
        )
        add(page("home2", "/?page=2", "section", "Enlazados", "meneame-portada-page2", list=["r_zorita"], older=True))
        add(page("queue", "/queue", "section", "Pendientes", "meneame-queue", list=["t_marte", "r_foro"], queue=True))
        add(
            page(
                "popular",
                "/popular",
                "section",
                "Populares",
                "meneame-popular-24h",
                list=["t_abono", "r_alquiler", "t_lavapies_front", "r_staff", "r_pvpc"],
            )
        )
        add(
            page(
                "sub",
                "/m/articulos",
                "section",
                "Artículos",
                "meneame-sub-articulos",
                list=["r_foro", "r_alquiler", "r_pvpc", "r_zorita"],
            )
        )
        add(page("user", "/user/luferrer", "profile", "luferrer", "meneame-user-profile"))
        add(
            page(
                "search",
                "/search?q=alquiler",
                "search",
                "Búsqueda: alquiler",
                "meneame-search",
                list=["r_alquiler", "t_lavapies_front"],
            )
        )
        add(
            page(
                "gone",
                "/story/ayuntamiento-cadiz-retira-bancos-antimendigos-tras-polemica",
                "soft-404",
                "La historia no existe",
                "meneame-404-status-200",
            )
        )
        add(
            page(
                "t_abono",
                "/story/gobierno-aprueba-abono-unico-transporte-publico-60-euros-mes-todo-pais",
                "link-thread",
                "El Gobierno aprueba un abono único de transporte público de 60 euros al mes para todo el país",
                "meneame-link-thread",
                source=(
                    "diariodelsur.test",
                    "https://www.diariodelsur.test/economia/2027-02-09/gobierno-aprueba-abono-unico-transporte-60-euros.html",
                ),
                sub="actualidad",
                user="ciudadano_x",
                sent="2027-02-09 10:14",
                published="2027-02-09 12:02",
                votes=(812, 23, 9104),
                karma=1104,
                summary="El Consejo de Ministros ha aprobado este martes un abono mensual de 60 euros que permitirá viajar en cercanías, autobuses interurbanos y metro de todas las comunidades autónomas adheridas. Los menores de 26 años pagarán la mitad y el abono estará disponible a partir del 1 de abril.",
                ncomments=124,
                comments=[
                    Post(
                        "trenero_vlc",
                        "2027-02-09 12:10",
                        [
                            "Falta saber qué comunidades se adhieren. Si Madrid y Cataluña no entran, se queda en muy poco."
                        ],
                        41,
                    ),
                    Post(
                        "asturcon",
                        "2027-02-09 12:14",
                        [
                            "En Asturias ya tenemos abono de 30 euros para todo el transporte regional. A ver cómo encaja esto con lo que ya hay."
                        ],
                        18,
                    ),
                    Post(
                        "ciudadano_x",
                        "2027-02-09 12:20",
                        [
                            "#1 Según la noticia, doce comunidades ya han confirmado. Faltan las que mencionas y Galicia."
                        ],
                        22,
                    ),
                    Post(
                        "paco_pi",
                        "2027-02-09 12:33",
                        ["Si no hay trenes, da igual lo que cueste el abono. En mi pueblo pasa un autobús al día."],
                        67,
                    ),
                    Post(
                        "lalola",
                        "2027-02-09 12:41",
                        ["#4 Totalmente. El problema de la España vacía no es el precio, es la frecuencia."],
                        30,
                    ),
                    Post(
                        "anonimo_112",
                        "2027-02-09 12:58",
                        ["Comentario oculto por votos negativos."],
                        -18,
                        flags={"hidden": True},
                    ),
                    Post(
                        "economista_rural",
                        "2027-02-09 13:10",
                        [
                            "El coste estimado es de 1.200 millones al año. Para comparar: las bonificaciones a los carburantes de 2022 costaron más de 4.000 millones."
                        ],
                        52,
                    ),
                    Post("trenero_vlc", "2027-02-09 13:25", ["#7 Y contaminaban más. Buena comparación."], 15),
                    Post(
                        "mrs_robinson",
                        "2027-02-09 14:02",
                        ["¿Alguien sabe si vale para la alta velocidad? Por el precio me temo que no."],
                        3,
                    ),
                    Post(
                        "asturcon",
                        "2027-02-09 14:06",
                        ["#9 No, solo cercanías, media distancia convencional, autobuses interurbanos y metro."],
                        12,
                    ),
                ],
            )
        )
        add(
            page(
                "t_marte",
                "/story/detectan-gran-lago-agua-liquida-bajo-polo-sur-marte",
                "link-thread",
                "Detectan un gran lago de agua líquida bajo el polo sur de Marte",
                "meneame-discarded-duplicate",
                source=("cienciahoy.test", "https://www.cienciahoy.test/espacio/lago-agua-liquida-polo-sur-marte"),
                sub="ciencia",
                user="astrofan",
                sent="2027-02-10 08:31",
                published="",
                votes=(14, 31, 402),
                karma=-40,
                discarded=("duplicada", "/story/radar-mars-express-confirma-lago-salado-bajo-casquete-polar-marte"),
                summary="Un equipo internacional ha confirmado, con nuevos datos del radar de la sonda Mars Express, la existencia de un lago de unos 20 kilómetros de ancho a 1,5 kilómetros bajo el hielo del polo sur marciano.",
                ncomments=3,
                comments=[
                    Post(
                        "pedante_oficial",
                        "2027-02-10 08:40",
                        ["Duplicada. Ya se envió ayer con la fuente original en inglés."],
                        25,
                    ),
                    Post("astrofan", "2027-02-10 08:44", ["#1 Vaya, no la vi en la búsqueda. Disculpas."], 9),
                    Post(
                        "marciano_67",
                        "2027-02-10 09:02",
                        ["Y en 2018 ya se habló de lo mismo. Esto es una confirmación, no un descubrimiento."],
                        11,
                    ),
                ],
            )
        )
        add(
            page(
                "t_lavapies",
                LAVAPIES + "/standard/2",
                "link-thread",
                "Un juez anula la subida del alquiler a 200 vecinos de un edificio de Lavapiés comprado por un fondo",
                "meneame-comments-page2",
                source=(
                    "madridaldia.test",
                    "https://www.madridaldia.test/vivienda/juez-anula-subida-alquiler-lavapies_1_1120456.html",
                ),
                sub="actualidad",
                user="vecina_lvp",
                sent="2027-02-08 09:05",
                published="2027-02-08 11:30",
                votes=(1540, 40, 22310),
                karma=1903,
                summary="El juzgado de primera instancia número 42 de Madrid considera abusiva la cláusula que permitía al nuevo propietario subir un 40% las rentas al renovar los contratos. La sentencia puede recurrirse.",
                ncomments=231,
                first=101,
                comments=[
                    Post(
                        "lalola",
                        "2027-02-08 19:40",
                        [
                            "#98 La sentencia no dice que no puedan subir el alquiler, dice que la cláusula concreta era abusiva. Son cosas distintas."
                        ],
                        34,
                    ),
                    Post(
                        "inquilino_cabreado",
                        "2027-02-08 19:52",
                        ["Ojalá sirva de precedente. En mi edificio pasó exactamente lo mismo en 2025."],
                        21,
                    ),
                    Post(
                        "jurista_de_bar",
                        "2027-02-08 20:05",
                        [
                            "#102 Una sentencia de primera instancia no crea jurisprudencia. Habrá que esperar a la Audiencia Provincial."
                        ],
                        40,
                    ),
                    Post(
                        "paco_pi",
                        "2027-02-08 20:11",
                        ["#103 Pero ayuda a que otros jueces se animen. Así empiezan las cosas."],
                        12,
                    ),
                    Post(
                        "vecina_lvp",
                        "2027-02-08 20:30",
                        [
                            "Soy una de las vecinas. Gracias a todos por el apoyo, de verdad. Llevamos dos años con esto."
                        ],
                        188,
                    ),
                    Post("madrileño_83", "2027-02-08 21:02", ["#105 Mucho ánimo. Y gracias por enviarla."], 25),
                    Post(
                        "economista_rural",
                        "2027-02-08 21:40",
                        [
                            "El fondo tiene más de 3.000 viviendas en Madrid. Si la sentencia se confirma, el efecto puede ser grande."
                        ],
                        19,
                    ),
                    Post(
                        "anonimo_112",
                        "2027-02-08 22:15",
                        ["Comentario oculto por votos negativos."],
                        -25,
                        flags={"hidden": True},
                    ),
                ],
            )
        )
        # --- artículos ------------------------------------------------------------------------------------------------
        add(
            story(
                "r_alquiler",
                "/story/alquilar-madrid-31-anos-cuentas-pisos-compartidos-contrato-once-meses",
                "Alquilar en Madrid con 31 años: cuentas, pisos compartidos y un contrato de once meses",
                "2027-02-08",
                None,
                "2027-02-08 23:50",
                ["Lucía Ferrer"],
                [
                    "Llevo nueve años viviendo de alquiler en Madrid y en este tiempo he cambiado de piso seis veces. Nunca por gusto. Escribo esto porque en los comentarios de cada noticia sobre vivienda alguien pregunta cómo lo hace la gente, y la respuesta corta es: mal.",
                    "## Las cuentas",
                    "Cobro 1.740 euros netos al mes como técnica de laboratorio. Por una habitación en un piso de cuatro en Usera pago 560 euros, gastos aparte. Hace cinco años, por una habitación parecida en el mismo barrio, pagaba 380.",
                    "Un estudio para mí sola, en cualquier barrio con metro, no baja de 950 euros. Es más de la mitad de mi sueldo, y eso sin contar la fianza, los dos meses de garantía adicional y, hasta hace poco, los honorarios de la agencia.",
                    "## El contrato de once meses",
                    "Mi último contrato es de once meses. No es casualidad: así el propietario lo presenta como alquiler de temporada y se salta la prórroga obligatoria de cinco años. Cuando lo firmé sabía que era un fraude de ley, pero la alternativa era no tener dónde vivir en septiembre.",
                    "He hablado con otros inquilinos del edificio y todos tenemos contratos parecidos. Nadie denuncia porque todos necesitamos que nos renueven.",
                    "## Lo que he aprendido",
                    "Que la vivienda ya no depende de lo que ganas, sino de si tus padres pueden avalarte. Que las visitas de pisos se hacen en grupo, con veinte personas a la vez. Y que el mercado no se arregla con ayudas de 250 euros al mes que acaban, directamente, en el bolsillo del casero.",
                    "No tengo una solución. Solo quería contar cómo es, con números, para que la próxima vez que alguien diga que los jóvenes no se independizan porque no quieren, tenga algo que leer.",
                ],
                "meneame-articulo-handle-with-name-box",
                sub="articulos",
                user="luferrer",
                published="2027-02-09 09:10",
                votes=(1322, 38, 18402),
                karma=1540,
                bio="Lucía Ferrer (@luferrer) es técnica de laboratorio y vive en Madrid. Escribe de vez en cuando en Enlazados sobre vivienda y trabajo.",
                comments=[
                    Post(
                        "inquilino_cabreado",
                        "2027-02-09 09:22",
                        ["Lo del contrato de once meses es exactamente mi caso. Gracias por escribirlo."],
                        56,
                    ),
                    Post(
                        "jurista_de_bar",
                        "2027-02-09 09:40",
                        [
                            "Ojo: desde la última reforma, un contrato de temporada tiene que justificar la causa por escrito. Si no hay causa, se considera de vivienda habitual. Merece la pena consultarlo."
                        ],
                        71,
                    ),
                    Post(
                        "luferrer",
                        "2027-02-09 09:51",
                        ["#2 Gracias, lo miraré. El problema es que reclamar significa no renovar, seguro."],
                        33,
                    ),
                ],
            )
        )
        add(
            story(
                "r_pvpc",
                "/story/como-funciona-verdad-tarifa-electrica-regulada-explicado-tres-facturas",
                "Cómo funciona de verdad la tarifa eléctrica regulada, explicado con tres facturas",
                "2027-02-07",
                None,
                "2027-02-07 18:20",
                ["Daniel Ortega"],
                [
                    "Cada vez que sube la luz aparecen decenas de explicaciones sobre el precio regulado, casi todas incompletas. He cogido tres facturas reales de mi casa, de enero, abril y julio del año pasado, y las he desmontado línea a línea.",
                    "## Qué pagas en realidad",
                    "La factura tiene tres partes: la potencia contratada, que pagas aunque no enciendas nada; la energía consumida, cuyo precio cambia cada hora; y los impuestos y el alquiler del contador.",
                    "T: Concepto | Enero | Abril | Julio",
                    "T: Potencia (4,6 kW) | 18,40 € | 17,80 € | 18,40 €",
                    "T: Energía consumida | 61,22 € | 24,10 € | 48,75 €",
                    "T: Impuestos y contador | 17,31 € | 9,44 € | 14,62 €",
                    "T: Total | 96,93 € | 51,34 € | 81,77 €",
                    "## Por qué abril sale tan barato",
                    "En primavera hay mucho sol y mucho viento, y las horas centrales del día tienen precios muy bajos, a veces cero. Si pones la lavadora y el lavavajillas a mediodía, lo notas. En enero pasa lo contrario: la demanda es alta por la tarde y el gas marca el precio.",
                    "## ¿Merece la pena el mercado libre?",
                    "Depende de tus hábitos. Con mi consumo, las ofertas de precio fijo que he comparado me habrían salido entre un 8 y un 15 % más caras en el año. Para alguien que no puede mover su consumo de horario, un precio fijo da tranquilidad, y eso también vale dinero.",
                    "Si alguien quiere las hojas de cálculo con las tres facturas desglosadas, las dejo en los comentarios.",
                ],
                "meneame-articulo-table-subheads",
                sub="articulos",
                user="dortega",
                published="2027-02-07 21:05",
                votes=(688, 12, 9950),
                karma=790,
                bio="Daniel Ortega (@dortega) es ingeniero industrial y trabaja en una distribuidora eléctrica. Las opiniones son suyas.",
                comments=[
                    Post(
                        "economista_rural",
                        "2027-02-07 21:20",
                        [
                            "Muy buen desglose. Añadiría que el bono social cambia mucho las cuentas para quien tenga derecho."
                        ],
                        28,
                    ),
                    Post(
                        "dortega",
                        "2027-02-07 21:34",
                        ["#1 Cierto, no lo he incluido porque no es mi caso. Lo añado a la hoja de cálculo."],
                        9,
                    ),
                ],
            )
        )
        add(
            story(
                "r_zorita",
                "/story/memorias-operador-central-nuclear-zorita",
                "Memorias de un operador de la central nuclear de Zorita",
                "2027-02-06",
                None,
                "2027-02-06 12:05",
                [],
                [
                    "Entré a trabajar en la central José Cabrera, en Almonacid de Zorita, en 1979, con veintitrés años y un título de formación profesional en electricidad. Salí en 2006, cuando la cerraron. Aquí van algunos recuerdos, ahora que ya no queda nada en pie.",
                    "La sala de control era más pequeña de lo que la gente imagina: una pared de paneles con cientos de pilotos y registradores de papel, una mesa con teléfonos y un cenicero enorme, porque entonces se fumaba en todas partes.",
                    "Trabajábamos a turnos de ocho horas, cinco equipos rotando. El turno de noche era el más tranquilo y el más largo. Se hablaba de fútbol, de política y de las vacas de un vecino que a veces se metían en la valla.",
                    "Nunca pasé miedo. Sí respeto. Todos sabíamos lo que teníamos entre manos, y los simulacros se hacían en serio. Cuando la cerraron, lo viví con pena: había sido la primera del país y parte de mi vida.",
                    "Hoy el terreno está vacío y vallado. A veces paso con el coche por la carretera del embalse y me cuesta reconocer el sitio.",
                ],
                "meneame-articulo-handle-only",
                sub="articulos",
                user="tortuga_roja",
                published="2027-02-06 19:40",
                votes=(402, 6, 5120),
                karma=455,
                comments=[
                    Post(
                        "marciano_67",
                        "2027-02-06 20:01",
                        ["Precioso. Mi padre trabajó en Garoña y contaba cosas muy parecidas."],
                        14,
                    )
                ],
            )
        )
        add(
            story(
                "r_foro",
                "/story/lo-que-aprendi-moderando-foro-durante-quince-anos",
                "Lo que aprendí moderando un foro durante quince años",
                "2027-02-09",
                None,
                "2027-02-09 16:45",
                ["Pilar Navas"],
                [
                    "Durante quince años moderé un foro de jardinería con unos veinte mil usuarios registrados. Lo cerramos el mes pasado. Estas son las cosas que aprendí, por si le sirven a alguien que empiece ahora.",
                    "La primera: las normas tienen que ser pocas y claras, y hay que aplicarlas igual a todos, también a los amigos. Nada destruye antes una comunidad que la sensación de que hay usuarios intocables.",
                    "La segunda: la mayoría de los conflictos no son sobre el tema del foro, sino sobre el tono. Un mensaje correcto escrito con prisa puede sonar agresivo. Aprendí a escribir en privado antes de borrar nada.",
                    "La tercera: los usuarios más valiosos son los que responden a los novatos, no los que más publican. Hay que cuidarlos, darles las gracias y, si se puede, hacerlos moderadores.",
                    "La última: un foro se muere cuando la gente deja de hacer preguntas, no cuando deja de responder. El día que vimos que las preguntas se iban a los grupos de mensajería, supimos que el final estaba cerca.",
                    "SIGN: Pilar Navas",
                ],
                "meneame-articulo-signature",
                sub="articulos",
                user="pnavas",
                published="",
                votes=(96, 2, 1480),
                karma=140,
                comments=[
                    Post(
                        "pedante_oficial",
                        "2027-02-09 17:10",
                        ["Lo de las preguntas que se van a los grupos de mensajería es la clave de casi todo."],
                        12,
                    )
                ],
            )
        )
        add(
            story(
                "r_staff",
                "/story/cambios-portada-asi-funcionara-nuevo-calculo-karma",
                "Cambios en la portada: así funcionará el nuevo cálculo del karma",
                "2027-02-10",
                None,
                "2027-02-10 11:00",
                [],
                [
                    "A partir del lunes 15 de febrero cambiamos la forma de calcular el karma de las historias que llegan a portada. Os explicamos qué cambia y por qué.",
                    "Hasta ahora, cada voto positivo sumaba según el karma del usuario que votaba, y los negativos restaban con un peso fijo. Eso hacía que un grupo pequeño de cuentas muy activas pudiera sacar o hundir historias con facilidad.",
                    "Con el nuevo sistema, el peso de cada voto se reduce si la misma cuenta ha votado muchas historias del mismo dominio en los últimos siete días. Además, los votos negativos por «duplicada» o «errónea» solo contarán si los confirma al menos otro usuario con karma suficiente.",
                    "Hemos probado el cambio durante un mes con las historias reales, sin aplicarlo, y la portada resultante tiene un 20 % más de fuentes distintas.",
                    "Como siempre, podéis dejar vuestras dudas y críticas en los comentarios. Las leeremos todas.",
                ],
                "meneame-articulo-staff-announcement",
                sub="meta",
                user="admin",
                published="2027-02-10 11:00",
                votes=(540, 88, 7230),
                karma=610,
                team=True,
                comments=[
                    Post(
                        "trenero_vlc",
                        "2027-02-10 11:15",
                        ["Bien por lo de las duplicadas. Había gente que votaba negativo a todo por sistema."],
                        44,
                    ),
                    Post(
                        "pedante_oficial",
                        "2027-02-10 11:31",
                        ["¿Y qué pasa con las historias que ya están en pendientes el lunes? ¿Se recalculan?"],
                        8,
                    ),
                    Post(
                        "admin",
                        "2027-02-10 11:40",
                        ["#2 Sí, se recalculan todas las que estén en pendientes en ese momento."],
                        15,
                        flags={"staff": True},
                    ),
                ],
            )
        )

    # --- templates -----------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article or doc.kind == "link-thread":
            main = self.story_page(doc)
        elif doc.kind == "soft-404":
            main = self.gone_main(doc)
        elif doc.key == "user":
            main = self.user_main(doc)
        else:
            main = self.listing(doc)
        return self.frame(doc, main)

    def user_a(self, handle: str, zone: str = "byline") -> str:
        if handle == "luferrer":
            return self.a("user", handle, zone)
        return f'<a href="/user/{quote(handle)}">{esc(handle)}</a>'

    def summary_html(self, k: str, full: bool) -> str:
        """The news-summary box: the head of a story page (full=True) or an item on a listing."""
        if k == "t_lavapies_front":
            d = self.docs["t_lavapies"]
            link_key = None
        else:
            d = self.docs[k]
            link_key = k
        x = d.extra
        votes, neg, clicks = x["votes"]
        path = LAVAPIES if k in ("t_lavapies_front", "t_lavapies") else d.path
        if d.is_article:
            title_html = self.a(k, d.title, "content") if not full else f'<a href="{path}">{esc(d.title)}</a>'
            where = '<span class="tag-articulo">artículo</span>'
        else:
            src, href = x["source"]
            title_html = f'<a href="{href}" class="l:{unix(x["sent"], TZ) % 10**7}" rel="nofollow">{esc(d.title)}</a>'
            where = f"<strong>{esc(src)}</strong>"
        published = f" publicado: {ts(x['published'], 'publicado')}" if x.get("published") else ""
        if x.get("discarded"):
            published = " <span class='warn'>descartada</span>"
        if full or link_key is None:
            comments_link = (
                f'<a href="{path}" class="comments">{x.get("ncomments", len(x["comments"]))} comentarios</a>'
            )
            if link_key is None:
                comments_link = f'<a href="{path}" class="comments">{x["ncomments"]} comentarios</a> · {self.a("t_lavapies", "página 2", "content")}'
        else:
            comments_link = self.a(
                k, f"{x.get('ncomments', len(x['comments']))} comentarios", "content", 'class="comments"'
            )
        sub = (
            self.a("sub", "articulos", "tag") if x["sub"] == "articulos" else f'<a href="/m/{x["sub"]}">{x["sub"]}</a>'
        )
        if not full:
            blurb = x["summary"] if not d.is_article else self.lede(d)
            content = f'<div class="news-content">{esc(blurb)}</div>'
        elif d.is_article:
            content = f'<div class="news-content article-text">\n{blocks_html(self, d.blocks)}\n</div>'
            if x.get("bio"):
                content += f'<div class="article-author-box"><img src="/cache/avatars/{x["user"]}-80.jpg" alt="" width="40"><p>{esc(x["bio"])}</p></div>'
        else:
            content = f'<div class="news-content">{esc(x["summary"])}</div>'
        title_tag = "h2"
        return f"""<div class="news-summary">
<div class="news-body">
<div class="center-content">
<div class="news-shakeit mnm-{"published" if x.get("published") else "queued"}"><div class="votes"><a id="a-votes-{abs(unix(x.get("sent", d.stamp), TZ)) % 10**7}" href="{path}">{votes}</a> meneos</div><div class="clics">{clicks} clics</div><div class="menealo"><a href="/login?return={quote(path)}">menéalo</a></div></div>
<{title_tag}>{title_html}</{title_tag}>
<div class="news-submitted"><a href="/user/{quote(x["user"])}" class="tooltip"><img src="/cache/avatars/{x["user"]}-40.jpg" width="25" height="25" alt="" class="avatar"></a>{where}<br>por {self.user_a(x["user"])} enviado: {ts(x.get("sent", d.stamp), "enviado")}{published}</div>
{content}
<div class="news-details"><span class="comments-counter">{comments_link}</span> <span class="tool sub-name">{sub}</span> <span class="tool">karma: {x["karma"]}</span> <span class="tool">negativos: {neg}</span> <a href="/share?url={quote(ORIGIN + path, safe="")}" class="tool share">compartir</a></div>
</div>
</div>
</div>"""

    def comments_html(self, doc: Doc) -> str:
        x = doc.extra
        first = x.get("first", 1)
        items = []
        for i, c in enumerate(x["comments"]):
            n = first + i
            text = "".join(f"<p>{esc(line)}</p>" for line in c.lines)
            if c.flags.get("hidden"):
                text = '<p class="hidden-comment">Comentario oculto por votos negativos. <a href="#" class="show-hidden">mostrar</a></p>'
            staff = ' <span class="admin-badge">admin</span>' if c.flags.get("staff") else ""
            items.append(
                f'<li><div class="comment{" phantom" if c.flags.get("hidden") else ""}" id="c-{n}"><div class="comment-body"><a href="#c-{n}" class="comment-order">#{n}</a> {text}</div><div class="comment-info"><img src="/cache/avatars/{esc(c.user)}-20.jpg" width="20" height="20" alt="" class="avatar"> por {self.user_a(c.user, "comments")}{staff} {ts(c.time, "escrito")} <span class="comment-votes">votos: {abs(c.score) // 3 + 1}, karma: {c.score}</span></div></div></li>'
            )
        pager = ""
        if x.get("first"):
            pager = f'<div class="pages"><a href="{LAVAPIES}" rel="prev">« anterior</a> <a href="{LAVAPIES}">1</a> <span class="current">2</span> <a href="{LAVAPIES}/standard/3">3</a> <a href="{LAVAPIES}/standard/3" rel="next">siguiente »</a></div>'
        order = '<div class="comments-order">Ordenar: <a href="?order=votes">más votados</a> · <span class="selected">por fecha</span></div>'
        return f'<div class="comments"><h3 class="comments-title">{x.get("ncomments", len(x["comments"]))} comentarios</h3>{order}<ol class="comments-list">{"".join(items)}</ol>{pager}<div class="comment-form-login">Para comentar tienes que <a href="/login">iniciar sesión</a> o <a href="/register">registrarte</a>.</div></div>'

    def story_page(self, doc: Doc) -> str:
        x = doc.extra
        head = self.summary_html(doc.key, full=True)
        note = ""
        if x.get("discarded"):
            reason, orig = x["discarded"]
            note = f'<div class="warn discarded-note"><strong>Descartada: {reason}.</strong> Esta historia ha sido descartada por los usuarios. Puedes ver la historia original aquí: <a href="{orig}">Un radar de la Mars Express confirma un lago salado bajo el casquete polar de Marte</a></div>'
        if x.get("team"):
            note = '<div class="admin-note">Anuncio del Equipo de Enlazados · publicado por la cuenta oficial del sitio</div>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and self.docs[k].extra["sub"] == "articulos"
        )
        return f"""<div id="newswrap">
{note}
{head}
<div class="related-box"><h4>Más artículos</h4><ul>{related}</ul></div>
{self.comments_html(doc)}
</div>"""

    def listing(self, doc: Doc) -> str:
        items = "\n".join(self.summary_html(k, full=False) for k in doc.extra["list"])
        heads = {
            "home": "",
            "home2": "",
            "queue": '<div class="section-title"><h1>Pendientes</h1><p>Historias enviadas que aún no han llegado a portada. Vota las que te parezcan interesantes y descarta las erróneas o duplicadas.</p></div>',
            "popular": '<div class="section-title"><h1>Populares</h1><p>Las historias más votadas en las últimas 24 horas.</p></div>',
            "sub": '<div class="section-title sub-header"><h1>Artículos</h1><p>Textos originales escritos por los usuarios de Enlazados. <a href="/m/articulos/nuevo">Escribe un artículo</a></p></div>',
            "search": '<div class="section-title"><h1>Búsqueda: alquiler</h1><form action="/search"><input name="q" value="alquiler"><button>buscar</button></form><p>37 resultados</p></div>',
        }
        head = heads[doc.key]
        older = ""
        if doc.extra.get("older"):
            older = "".join(
                f'<div class="news-summary"><div class="news-body"><h2>{self.a(h, t, "content") if h in self.docs else f"<a href={chr(34)}{h}{chr(34)}>{esc(t)}</a>"}</h2><div class="news-submitted"><strong>{s}</strong></div></div></div>'
                for h, t, s in (
                    (
                        "gone",
                        "El Ayuntamiento de Cádiz retira los bancos «antimendigos» tras la polémica",
                        "diariodecadiz.test",
                    ),
                    (
                        "/story/renfe-pierde-2-000-trenes-2026-averias-material-rodante",
                        "Renfe suprimió más de 2.000 trenes en 2026 por averías del material rodante",
                        "ferroviaria.test",
                    ),
                    (
                        "/story/bosque-mediterraneo-pierde-10-superficie-40-anos",
                        "El bosque mediterráneo ha perdido el 10% de su superficie en 40 años",
                        "cienciahoy.test",
                    ),
                    (
                        "/story/pueblos-soria-compran-casa-medico",
                        "Tres pueblos de Soria compran una casa para atraer a un médico",
                        "diariodelsur.test",
                    ),
                    (
                        "/story/huelga-limpieza-metro-barcelona-desconvocada",
                        "Desconvocada la huelga de limpieza del metro de Barcelona",
                        "barcelonadiari.test",
                    ),
                )
            )
        pager = ""
        if doc.key == "home":
            pager = f'<div class="pages"><span class="current">1</span> {self.a("home2", "2", "pagination")} <a href="/?page=3">3</a> {self.a("home2", "siguiente »", "pagination")}</div>'
        elif doc.key == "home2":
            pager = f'<div class="pages">{self.a("home", "« anterior", "pagination")} {self.a("home", "1", "pagination")} <span class="current">2</span> <a href="/?page=3">3</a> <a href="/?page=3">siguiente »</a></div>'
        return f'<div id="newswrap">{head}\n{items}\n{older}\n{pager}</div>'

    def gone_main(self, doc: Doc) -> str:
        return f"""<div id="newswrap"><div class="error-page">
<h2>{esc(doc.title)}</h2>
<p>Error 404: la historia que buscas no existe o ha sido eliminada por sus autores o por los administradores.</p>
<p><img src="/img/mnm/mafioso-404.png" alt="" width="200" height="200"></p>
<p>Vuelve a la <a href="/">portada</a>, mira las historias {self.a("queue", "pendientes", "content")} o usa la {self.a("search", "búsqueda", "content")}.</p>
</div></div>"""

    def user_main(self, doc: Doc) -> str:
        arts = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["r_alquiler"])
        return f"""<div id="newswrap"><div class="user-profile">
<div class="user-header"><img src="/cache/avatars/luferrer-80.jpg" width="80" height="80" alt="" class="avatar big"><h1>{esc(doc.title)}</h1><div class="user-name">Lucía Ferrer</div></div>
<ul class="user-tabs"><li class="selected"><a href="/user/luferrer">perfil</a></li><li><a href="/user/luferrer/history">enviadas</a></li><li><a href="/user/luferrer/commented">comentarios</a></li><li><a href="/user/luferrer/articles">artículos</a></li><li><a href="/user/luferrer/friends">amigos</a></li></ul>
<table class="profile"><tr><th>usuario:</th><td>luferrer</td></tr><tr><th>nombre:</th><td>Lucía Ferrer</td></tr><tr><th>desde:</th><td>14-05-2016</td></tr><tr><th>karma:</th><td>18,4</td></tr><tr><th>ranking:</th><td>#212</td></tr><tr><th>historias enviadas:</th><td>41</td></tr><tr><th>historias publicadas:</th><td>17</td></tr><tr><th>comentarios:</th><td>2.304</td></tr><tr><th>web:</th><td><a href="https://luferrer.blog.test" rel="nofollow">luferrer.blog.test</a></td></tr></table>
<div class="user-bio"><p>Técnica de laboratorio. Madrid. Escribo sobre vivienda, trabajo y ciencia.</p></div>
<h3>Artículos</h3><ul class="user-articles">{arts}</ul>
<h3>Últimos comentarios</h3><ul class="user-comments"><li>en {self.a("r_alquiler", "Alquilar en Madrid con 31 años", "content")}: «#2 Gracias, lo miraré. El problema es que reclamar significa no renovar, seguro.»</li><li>en <a href="/story/bono-alquiler-joven-llega-tarde-andalucia">El bono alquiler joven llega con ocho meses de retraso en Andalucía</a>: «Y la mitad de los caseros no quieren que lo pidas.»</li></ul>
</div></div>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        is_story = doc.is_article or doc.kind == "link-thread"
        canonical = ORIGIN + LAVAPIES if doc.key == "t_lavapies" else url
        if doc.key == "home":
            title = "Enlazados"
        elif doc.key == "home2":
            title = "Enlazados » página 2"
        else:
            title = f"{doc.title} | Enlazados"
        desc = doc.extra.get("summary") or (
            self.lede(doc) if doc.is_article else "Enlazados: noticias, artículos y comentarios de la comunidad."
        )
        og = [
            f'<meta property="og:type" content="{"article" if is_story else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(canonical)}">',
            '<meta property="og:site_name" content="Enlazados">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@enlazados_test">',
        ]
        if is_story:
            og.append(
                f'<meta property="og:image" content="{ORIGIN}/backend/media/thumb-{abs(unix(doc.extra.get("sent", doc.stamp), TZ)) % 10**7}.jpg">'
            )
        top = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["r_alquiler", "t_abono", "r_staff"]
        )
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc(desc)}">
<link rel="canonical" href="{esc(canonical)}">
{chr(10).join(og)}
<link rel="alternate" type="application/rss+xml" title="Enlazados: publicadas" href="/rss">
<link rel="stylesheet" href="/v_141/css/mnm.css" type="text/css">
<style>/*PAD*/</style>
<script>var base_url="/", base_static="/v_141/", mobile_version=false, user_id=0, user_login="", page_id="{esc(doc.key)}";</script>
<script src="/v_141/js/jquery.min.js"></script>
<script src="/v_141/js/general.js"></script>
</head>
<body>
<div id="header-top" class="header-top">
<div class="logo"><a href="/" title="Enlazados: portada"><img src="/img/mnm/logo-enlazados.svg" alt="Enlazados" width="150" height="32"></a></div>
<ul id="nav-menu">
<li>{self.a("home", "portada", "nav")}</li>
<li>{self.a("queue", "nuevas", "nav")}</li>
<li>{self.a("popular", "populares", "nav")}</li>
<li><a href="/top_visited">más visitadas</a></li>
<li>{self.a("sub", "artículos", "nav")}</li>
<li><a href="/m/actualidad">actualidad</a></li>
<li><a href="/m/ciencia">ciencia</a></li>
<li><a href="/m/cultura">cultura</a></li>
</ul>
<div class="header-search"><form action="/search" method="get"><input type="text" name="q" placeholder="buscar..."></form></div>
<div class="header-user"><a href="/login">entrar</a> <a href="/register">registrarse</a></div>
</div>
<div id="container">
<div id="banner-top" class="banner-01"><div id="div-gpt-ad-top"></div></div>
{main}
<div id="sidebar">
<div class="sidebox"><div class="header"><h4>lo más meneado</h4></div><ol>{top}</ol></div>
<div class="sidebox"><div class="header"><h4>enviar historia</h4></div><p>¿Has encontrado algo interesante? <a href="/submit">Envíalo</a> o <a href="/m/articulos/nuevo">escribe un artículo</a>.</p></div>
<div class="sidebox banner-right"><div id="div-gpt-ad-right" style="min-height:250px"></div></div>
</div>
</div>
<div id="footwrap"><div id="footcol1"><h5>Enlazados</h5><ul><li><a href="/legal">condiciones legales</a></li><li><a href="/legal#privacidad">privacidad</a></li><li><a href="/faq">preguntas frecuentes</a></li><li><a href="/blog">blog</a></li></ul></div>
<div id="footcol2"><h5>síguenos</h5><ul><li><a href="https://mastodon.test/@enlazados">Mastodon</a></li><li><a href="https://x.com/enlazados_test">X</a></li><li><a href="/rss">RSS</a></li></ul></div>
<p class="copyright">Enlazados · código libre AGPL · 2009-2027</p></div>
<div class="cookies-banner" id="cookies-banner">Enlazados usa cookies propias y de terceros para analizar el tráfico y mostrar publicidad. <a href="/legal#cookies">Más información</a> <button onclick="acceptCookies()">Aceptar</button> <button onclick="rejectCookies()">Rechazar</button></div>
</body>
</html>"""
