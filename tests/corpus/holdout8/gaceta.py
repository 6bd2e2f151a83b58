"""La Gaceta del Valle: Spanish, ISO-8859-15 declared in a <META HTTP-EQUIV>, a hand-kept table layout
(uppercase tags, a left menu column, a <MARQUEE> "Última hora" ticker, a "Lo más leído" box, a footer row of
links), relative hrefs, no og/JSON-LD at all: dates are only in the text."""

# ruff: noqa: E501  (the pages' texts and markup are data: one paragraph or element a line)

from __future__ import annotations

from sitekit import Doc, Site, esc, rng


class Gaceta(Site):
    origin = "http://www.gacetadelvalle.test"
    name = "La Gaceta del Valle"
    prefix = "gv"
    language = "es"
    encoding = "iso-8859-15"
    relative = True

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/index.html", "home", "La Gaceta del Valle", shape="legacy-table-home"))
        add(Doc("local", "/secciones/local.html", "section", "Local", shape="legacy-table-section"))
        add(Doc("deportes", "/secciones/deportes.html", "section", "Deportes", shape="legacy-table-section"))
        add(
            Doc(
                "puente",
                "/noticias/2026/12/01/puente-colgante.html",
                "article",
                "El puente colgante de Los Molinos reabrirá en primavera tras dos años cerrado",
                True,
                ["Carmen Ruiz"],
                "Por Carmen Ruiz",
                "2026-12-01",
                "Martes, 1 de diciembre de 2026",
                None,
                "local",
                teaser="El puente colgante reabrirá en primavera",
                shape="legacy-story-date-in-text-body-link",
                blocks=[
                    (
                        "p",
                        "El puente colgante de Los Molinos, cerrado desde el temporal de noviembre de 2024, volverá a abrirse a peatones y ciclistas en abril, según anunció ayer la Diputación.",
                    ),
                    (
                        "p",
                        "Las obras, que comenzaron en septiembre, han sustituido los dos cables principales y la mitad de los tablones del tablero. El presupuesto asciende a 640.000 euros, financiados a partes iguales por la Diputación y el Ayuntamiento.",
                    ),
                    (
                        "p",
                        "El cierre ha obligado a los vecinos de la otra orilla a dar un rodeo de casi seis kilómetros por la carretera comarcal para llegar al centro de salud y al mercado. Entre los más afectados están los alumnos de la [[escuela|escuela rural de El Vado]], que ahora llegan en autobús.",
                    ),
                    (
                        "p",
                        'El alcalde, Andrés Villar, pidió paciencia a los vecinos: "Preferimos tardar un mes más y que el puente dure otros cien años".',
                    ),
                ],
            )
        )
        add(
            Doc(
                "agua",
                "/noticias/2026/12/01/breve-corte-agua.html",
                "article",
                "Corte de agua el jueves en el barrio de San Roque",
                True,
                [],
                "",
                "2026-12-01",
                "Martes, 1 de diciembre de 2026",
                None,
                "local",
                shape="legacy-brief-unsigned",
                blocks=[
                    (
                        "p",
                        "El servicio municipal de aguas cortará el suministro el jueves, de 9.00 a 14.00 horas, en las calles Mayor, Olmo y Fuente del barrio de San Roque.",
                    ),
                    (
                        "p",
                        "El corte se debe a la sustitución de una tubería. Se recomienda a los vecinos almacenar agua la noche anterior.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "resonancia",
                "/noticias/nota.php?id=20931",
                "article",
                "El hospital comarcal estrena su primera resonancia magnética",
                True,
                ["Julián Ortega"],
                "Por Julián Ortega",
                "2026-11-30",
                "Lunes, 30 de noviembre de 2026",
                None,
                "local",
                teaser="Resonancia magnética en el hospital comarcal",
                shape="legacy-story-at-query-id-url",
                blocks=[
                    (
                        "p",
                        "El Hospital Comarcal del Valle realizó ayer las primeras pruebas con su nuevo equipo de resonancia magnética, el primero del que dispone el centro desde su apertura en 1991.",
                    ),
                    (
                        "p",
                        "Hasta ahora, los pacientes de la comarca tenían que desplazarse a la capital, a 85 kilómetros, y esperar una media de cuatro meses. La gerencia calcula que el nuevo equipo permitirá hacer unas 6.000 pruebas al año.",
                    ),
                    (
                        "p",
                        "El aparato ha costado 1,2 millones de euros y ocupa una sala construida para la ocasión junto al servicio de urgencias.",
                    ),
                    (
                        "p",
                        "La jefa de radiología, Teresa Gil, explicó que las listas de espera se irán reduciendo de forma progresiva a lo largo de 2027.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "feria",
                "/noticias/feria-ganadera.html",
                "article",
                "La feria ganadera de Santa Inés bate su récord de visitantes",
                True,
                ["Marta Salcedo"],
                "Marta Salcedo",
                "2026-11-29",
                "",
                None,
                "local",
                shape="legacy-story-date-only-in-dateline-undated-url",
                blocks=[
                    (
                        "p",
                        "SANTA INÉS, 29 de noviembre de 2026.- Más de 14.000 personas pasaron este fin de semana por la feria ganadera de Santa Inés, la cifra más alta desde que se celebra, según los datos de la organización.",
                    ),
                    (
                        "p",
                        "Un total de 112 ganaderos de cuatro provincias presentaron unas 1.800 reses, sobre todo de raza avileña y retinta. Las ventas superaron los dos millones de euros.",
                    ),
                    (
                        "p",
                        "El concurso morfológico lo ganó una vaca de la ganadería Hermanos Prieto, de El Vado, que ya se había llevado el premio en 2023.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "columna",
                "/opinion/columna-ortega-2026-11-29.html",
                "article",
                "Los bancos se van del valle",
                True,
                ["Julián Ortega"],
                "La columna de Julián Ortega",
                "2026-11-29",
                "Domingo, 29 de noviembre de 2026",
                None,
                "opinion",
                shape="legacy-opinion-column",
                blocks=[
                    (
                        "p",
                        "Hace diez años había once oficinas bancarias en el valle. Hoy quedan tres, y una de ellas cierra en enero.",
                    ),
                    (
                        "p",
                        "Los bancos dicen que casi todo se hace ya por internet, y para muchos es verdad. Pero en nuestros pueblos vive mucha gente mayor que no tiene ordenador, que no se fía del teléfono y que necesita ver una cara para firmar un papel.",
                    ),
                    (
                        "p",
                        "El cajero que llega los martes en furgoneta a Los Molinos es un parche. Se agradece, pero no sustituye a una oficina.",
                    ),
                    (
                        "p",
                        "Las administraciones deberían exigir, a cambio de las ayudas que reciben estas entidades, un mínimo de atención presencial en el mundo rural. No es una cuestión de nostalgia, sino de derechos.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "entrevista",
                "/noticias/2026/11/29/entrevista-alcaldesa.html",
                "article",
                'Lucía Ferrer, alcaldesa de El Vado: "Sin escuela, un pueblo se muere"',
                True,
                ["Carmen Ruiz"],
                "Entrevista de Carmen Ruiz",
                "2026-11-29",
                "Domingo, 29 de noviembre de 2026",
                None,
                "local",
                teaser="Entrevista con la alcaldesa de El Vado",
                shape="legacy-qa-interview",
                blocks=[
                    (
                        "p",
                        "Lucía Ferrer, de 34 años, es la alcaldesa más joven de la comarca. Gobierna El Vado, un pueblo de 420 habitantes que ha ganado 30 vecinos en dos años.",
                    ),
                    (
                        "qa",
                        "¿Cómo se explica que El Vado crezca cuando casi todos los pueblos pierden población?",
                        "Por la escuela y por la fibra óptica. Con las dos cosas, una familia puede vivir aquí y trabajar para una empresa de Madrid.",
                    ),
                    (
                        "qa",
                        "¿Qué es lo que más le piden los vecinos nuevos?",
                        "Vivienda. Hay casas vacías, pero muchas están en ruinas o sus dueños no quieren alquilarlas. Estamos preparando un programa de ayudas para rehabilitarlas.",
                    ),
                    (
                        "qa",
                        "¿Y los vecinos de toda la vida?",
                        "Que vuelva el médico todos los días, y no dos veces por semana. Es lo que más me preocupa.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "olivas",
                "/noticias/2026/11/28/cosecha-olivas.html",
                "article",
                "La cosecha de aceituna cae un 30 por ciento por la sequía",
                True,
                ["Marta Salcedo"],
                "Por Marta Salcedo",
                "2026-11-28",
                "Sábado, 28 de noviembre de 2026",
                None,
                "local",
                teaser="Cae la cosecha de aceituna",
                image="Olivos secos en una ladera del valle",
                shape="legacy-story-with-photo-caption",
                blocks=[
                    (
                        "fig",
                        "olivos.jpg",
                        "Olivos en una ladera",
                        "Un agricultor de Los Molinos revisa sus olivos, la mayoría con la mitad de fruto que el año pasado, en una finca de la ladera sur del valle.",
                    ),
                    (
                        "p",
                        "Las cooperativas del valle calculan que la cosecha de aceituna de este año será un 30 por ciento inferior a la del anterior, debido a la falta de lluvias en primavera.",
                    ),
                    (
                        "p",
                        "La cooperativa San Isidro, la mayor de la comarca, prevé molturar unos cuatro millones de kilos, frente a los casi seis de la campaña pasada.",
                    ),
                    (
                        "p",
                        "Los agricultores temen que el precio del aceite suba de nuevo en las tiendas, aunque, advierten, eso no compensará la caída de la producción.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "final",
                "/deportes/2026/11/30/final-regional.html",
                "article",
                "El CD Valle gana la final regional juvenil en la prórroga y jugará el campeonato de España en junio",
                True,
                ["Rubén Castaño"],
                "Por Rubén Castaño",
                "2026-11-30",
                "Lunes, 30 de noviembre de 2026",
                None,
                "deportes",
                shape="legacy-story-linked-only-from-marquee-ticker",
                blocks=[
                    (
                        "p",
                        "El CD Valle se proclamó ayer campeón regional juvenil tras vencer por 2-1 al Atlético Sierra en la prórroga, en un partido disputado en el estadio municipal ante unos 1.500 espectadores.",
                    ),
                    (
                        "p",
                        "El equipo de Sergio Nieto se adelantó con un gol de cabeza de Iván Robles, pero el Sierra empató en el minuto 80. Ya en la prórroga, un disparo lejano de Álex Pardo dio el título a los locales.",
                    ),
                    (
                        "p",
                        "Con esta victoria, el Valle jugará en junio la fase final del campeonato de España, algo que no conseguía desde 2008.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "escuela",
                "/noticias/2026/11/27/escuela-rural.html",
                "article",
                "La escuela rural de El Vado suma seis alumnos y evita el cierre",
                True,
                ["Carmen Ruiz"],
                "Por Carmen Ruiz",
                "2026-11-27",
                "Viernes, 27 de noviembre de 2026",
                None,
                "local",
                shape="legacy-story-only-linked-from-another-story",
                blocks=[
                    (
                        "p",
                        "La escuela de El Vado, que el curso pasado tenía solo cuatro alumnos y estaba amenazada de cierre, cuenta este año con diez, gracias a la llegada de tres familias nuevas al pueblo.",
                    ),
                    (
                        "p",
                        'La Consejería de Educación había fijado en cinco el mínimo para mantener abierta el aula. "Hemos pasado de contar los niños con una mano a necesitar las dos", bromea la maestra, Elena Borrego.',
                    ),
                    (
                        "p",
                        "El Ayuntamiento ha reformado el patio y ha instalado calefacción nueva en el aula este verano.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "ciclismo",
                "/deportes/2026/11/29/ciclismo-breve.html",
                "article",
                "Nuria Campos gana el ciclocrós de Los Molinos",
                True,
                [],
                "Redacción",
                "2026-11-29",
                "Domingo, 29 de noviembre de 2026",
                None,
                "deportes",
                shape="legacy-brief-signed-redaccion",
                blocks=[
                    (
                        "p",
                        "La ciclista local Nuria Campos ganó ayer la prueba de ciclocrós de Los Molinos, puntuable para el circuito provincial, con más de un minuto de ventaja sobre la segunda clasificada.",
                    ),
                    ("p", "En categoría masculina venció Daniel Rey, del club Sierra Bike."),
                ],
            )
        )
        # non-articles
        add(
            Doc(
                "quienes",
                "/quienes-somos.html",
                "about",
                "Quiénes somos",
                shape="legacy-about",
                blocks=[
                    (
                        "p",
                        "La Gaceta del Valle es un periódico comarcal fundado en 1962 por un grupo de maestros y comerciantes de Los Molinos. Se publica en papel cada viernes y en esta página web a diario.",
                    ),
                    (
                        "p",
                        "Somos una redacción de seis personas y una red de colaboradores en los pueblos del valle. No pertenecemos a ningún grupo de comunicación.",
                    ),
                    (
                        "p",
                        "Nuestro compromiso es contar lo que pasa en el valle con rigor, sin sensacionalismo y dando voz a todos los vecinos.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "contacto",
                "/contacto.html",
                "contact",
                "Contacto",
                shape="legacy-contact",
                blocks=[
                    ("p", "Redacción: Plaza de España, 3, 1.º, Los Molinos. Teléfono 900 000 123."),
                    (
                        "p",
                        "Correo electrónico: redaccion@gacetadelvalle.test. Para enviar noticias, fotos o cartas al director, utilice la misma dirección.",
                    ),
                    ("p", "Horario de atención al público: de lunes a viernes, de 10.00 a 14.00 horas."),
                ],
            )
        )
        add(
            Doc(
                "publicidad",
                "/publicidad.html",
                "advertise",
                "Publicidad y tarifas",
                shape="legacy-rate-card",
                blocks=[
                    (
                        "p",
                        "La Gaceta del Valle llega cada semana a 9.000 hogares de la comarca. Estas son nuestras tarifas para 2027 (IVA no incluido).",
                    ),
                    ("rate", "Página completa", "480 euros"),
                    ("rate", "Media página", "260 euros"),
                    ("rate", "Módulo en portada web (mes)", "150 euros"),
                    ("rate", "Esquela", "60 euros"),
                    ("p", "Para contratar, llame al 900 000 124 o escriba a publicidad@gacetadelvalle.test."),
                ],
            )
        )
        add(
            Doc(
                "aviso",
                "/aviso-legal.html",
                "policy",
                "Aviso legal y política de privacidad",
                byline="La Dirección",
                stamp="Actualizado el 3 de marzo de 2026",
                shape="legacy-legal-notice-signed",
                blocks=[
                    (
                        "p",
                        "Esta página web es propiedad de Ediciones del Valle, S. L., con domicilio en Plaza de España, 3, Los Molinos.",
                    ),
                    (
                        "p",
                        "Los datos personales que nos facilite a través de los formularios de suscripción se utilizarán únicamente para gestionar su suscripción y no se cederán a terceros.",
                    ),
                    (
                        "p",
                        "Puede ejercer sus derechos de acceso, rectificación y supresión escribiendo a privacidad@gacetadelvalle.test.",
                    ),
                    (
                        "p",
                        "Todos los textos y fotografías de esta web están protegidos por derechos de autor. Queda prohibida su reproducción sin permiso.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "suscripciones",
                "/suscripciones.html",
                "subscribe",
                "Suscríbase a La Gaceta",
                shape="legacy-subscription-rates",
                blocks=[
                    ("p", "Reciba La Gaceta del Valle en su casa cada viernes."),
                    ("rate", "Suscripción anual en papel", "65 euros"),
                    ("rate", "Suscripción semestral", "35 euros"),
                    ("rate", "Edición digital (PDF), anual", "30 euros"),
                    ("p", "Rellene el formulario y le llamaremos para confirmar los datos."),
                    ("form", "Enviar"),
                ],
            )
        )
        add(
            Doc(
                "agenda",
                "/agenda.html",
                "events",
                "Agenda del valle",
                shape="legacy-events-calendar",
                blocks=[
                    ("event", "Viernes 4", "Concierto de la Banda Municipal", "Plaza de España, Los Molinos, 20.00 h"),
                    ("event", "Sábado 5", "Mercado de artesanía", "Santa Inés, todo el día"),
                    ("event", "Sábado 5", "Ruta a pie por el cañón del río", "Salida de El Vado, 9.30 h"),
                    ("event", "Domingo 6", "Fiesta de la matanza", "Los Molinos, desde las 11.00 h"),
                    ("event", "Martes 8", "Pleno municipal", "Ayuntamiento de Los Molinos, 19.00 h"),
                ],
            )
        )
        add(
            Doc(
                "fiestas",
                "/fotogalerias/fiestas.html",
                "gallery",
                "Fotogalería: las fiestas de San Andrés",
                shape="legacy-photo-gallery",
                blocks=[
                    ("fig", "fiestas-1.jpg", "Procesión", "La procesión de San Andrés a su paso por la calle Mayor."),
                    ("fig", "fiestas-2.jpg", "Baile", "El baile de la plaza, el sábado por la noche."),
                    ("fig", "fiestas-3.jpg", "Niños", "Los niños, en los hinchables del parque."),
                    ("fig", "fiestas-4.jpg", "Fuegos", "Los fuegos artificiales cerraron las fiestas."),
                ],
            )
        )
        add(
            Doc(
                "buscar",
                "/buscar.php?q=puente",
                "search",
                "Resultados de la búsqueda: puente",
                shape="legacy-search-results",
            )
        )

    # --- the template ---------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        author = f'\n<META NAME="author" CONTENT="{esc(doc.authors[0])}">' if doc.authors else ""
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-15">
<TITLE>{esc(doc.title if doc.kind == "home" else doc.title + " - La Gaceta del Valle")}</TITLE>
<META NAME="keywords" CONTENT="valle, Los Molinos, Santa In&eacute;s, El Vado, noticias, comarca">{author}
<STYLE TYPE="text/css">
/*PAD*/
</STYLE>
<SCRIPT LANGUAGE="JavaScript">
function abrir(u){{window.open(u,'foto','width=640,height=480');}}
</SCRIPT>
</HEAD>
"""

    def menu(self) -> str:
        a = self.a
        rows = [("home", "Portada"), ("local", "Local"), ("/secciones/comarca.html", "Comarca"), ("deportes", "Deportes"),
                ("/secciones/opinion.html", "Opinión"), ("agenda", "Agenda"), ("fiestas", "Fotogalerías"),
                ("/necrologicas.html", "Necrológicas"), ("suscripciones", "Suscripciones"), ("buscar", "Buscar")]  # fmt: skip
        cells = "".join(f'<TR><TD CLASS="menu">&raquo; {a(k, t, "chrome:menu")}</TD></TR>' for k, t in rows)
        leido = "".join(f'<TR><TD CLASS="leido">{i}. {a(k, self.docs[k].teaser or self.docs[k].title, "chrome:rail")}</TD></TR>'
                        for i, k in enumerate(("resonancia", "columna", "olivas"), 1))  # fmt: skip
        return f"""<TD WIDTH="160" VALIGN="top" BGCOLOR="#EFEBDD">
<TABLE WIDTH="100%" BORDER="0" CELLPADDING="4" CELLSPACING="0">{cells}</TABLE>
<BR><TABLE WIDTH="100%" BORDER="0" CELLPADDING="3" CELLSPACING="0"><TR><TD CLASS="cajatit"><B>Lo m&aacute;s le&iacute;do</B></TD></TR>{leido}</TABLE>
<BR><TABLE WIDTH="100%" BORDER="0" CELLPADDING="3" CELLSPACING="0"><TR><TD CLASS="cajatit"><B>El tiempo</B></TD></TR><TR><TD CLASS="leido">Los Molinos: 4&deg; / 13&deg;, soleado<BR>Santa In&eacute;s: 2&deg; / 11&deg;, nubes<BR>El Vado: 1&deg; / 12&deg;, heladas</TD></TR></TABLE>
<BR><TABLE WIDTH="100%" BORDER="0" CELLPADDING="3" CELLSPACING="0"><TR><TD CLASS="cajatit"><B>Farmacias de guardia</B></TD></TR><TR><TD CLASS="leido">Los Molinos: C/ Mayor, 12<BR>Santa In&eacute;s: Plaza Nueva, 2</TD></TR></TABLE>
<BR><TABLE WIDTH="100%" BORDER="0" CELLPADDING="3" CELLSPACING="0"><TR><TD CLASS="cajatit"><B>Enlaces de inter&eacute;s</B></TD></TR>
<TR><TD CLASS="leido"><A HREF="http://www.ayto-losmolinos.test/">Ayuntamiento</A><BR><A HREF="http://www.diputacion-valle.test/">Diputaci&oacute;n</A><BR><A HREF="http://www.tiempo.example.test/valle">Previsi&oacute;n del tiempo</A><BR><A HREF="http://www.autobuses-valle.test/horarios">Horarios de autobuses</A></TD></TR></TABLE>
<BR><CENTER><IMG SRC="{esc(self.href("/img/banner-cooperativa.gif"))}" WIDTH="150" HEIGHT="150" ALT="Publicidad"></CENTER>
</TD>
"""

    def top(self) -> str:
        a = self.a
        news = " &nbsp;&bull;&nbsp; ".join(a(k, self.docs[k].title, "chrome:ticker") for k in ("final", "puente"))
        return f"""<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#003366" VLINK="#663300" TOPMARGIN="0" LEFTMARGIN="0">
<TABLE WIDTH="900" BORDER="0" CELLPADDING="0" CELLSPACING="0" ALIGN="center">
<TR><TD COLSPAN="2" BGCOLOR="#003366"><TABLE WIDTH="100%" BORDER="0"><TR>
<TD>{a("home", "La Gaceta del Valle", "chrome:header", "", f'<IMG SRC="{esc(self.href("/img/cabecera.gif"))}" WIDTH="520" HEIGHT="80" ALT="La Gaceta del Valle" BORDER="0">')}</TD>
<TD ALIGN="right"><FONT COLOR="#FFFFFF" SIZE="2">Mi&eacute;rcoles, 2 de diciembre de 2026<BR>
{a("suscripciones", "Suscríbase", "chrome:header", 'STYLE="color:#FFFFFF"')} | <A HREF="{esc(self.href("/acceso.php"))}" STYLE="color:#FFFFFF">Acceso suscriptores</A></FONT></TD></TR></TABLE></TD></TR>
<TR><TD COLSPAN="2" BGCOLOR="#CC0000"><FONT COLOR="#FFFFFF" SIZE="2"><B>&Uacute;LTIMA HORA:</B></FONT>
<MARQUEE SCROLLAMOUNT="3" WIDTH="780"><FONT SIZE="2">{news}</FONT></MARQUEE></TD></TR>
<TR>{self.menu()}<TD VALIGN="top" WIDTH="740">
"""

    def bottom(self) -> str:
        a = self.a
        links = " | ".join(a(k, t, "chrome:footer") for k, t in (("quienes", "Quiénes somos"), ("contacto", "Contacto"),
                           ("publicidad", "Publicidad"), ("suscripciones", "Suscripciones"), ("aviso", "Aviso legal y privacidad")))  # fmt: skip
        return f"""</TD></TR>
<TR><TD COLSPAN="2" ALIGN="center" BGCOLOR="#EFEBDD"><FONT SIZE="1">{links}<BR>
&copy; 2026 La Gaceta del Valle &middot; Ediciones del Valle, S. L. Plaza de Espa&ntilde;a, 3. Los Molinos. Prohibida la reproducci&oacute;n total o parcial.</FONT></TD></TR>
</TABLE>
<SCRIPT LANGUAGE="JavaScript" SRC="{esc(self.href("/js/contador.js"))}"></SCRIPT>
</BODY>
</HTML>
"""

    def blocks(self, doc: Doc) -> str:
        out: list[str] = []
        rows: list[str] = []

        def flush() -> None:
            # the rows of a rate card or a calendar sit in one bordered table
            if rows:
                out.append(
                    '<TABLE WIDTH="90%" BORDER="1" CELLPADDING="4" CELLSPACING="0">' + "".join(rows) + "</TABLE>"
                )
                rows.clear()

        for b in doc.blocks:
            k = b[0]
            if k == "rate":
                rows.append(
                    f'<TR><TD CLASS="texto">{esc(b[1])}</TD><TD CLASS="texto" ALIGN="right">{esc(b[2])}</TD></TR>'
                )
                continue
            if k == "event":
                rows.append(
                    f'<TR><TD CLASS="texto" VALIGN="top"><B>{esc(b[1])}</B></TD><TD CLASS="texto"><B>{esc(b[2])}</B><BR>{esc(b[3])}</TD></TR>'
                )
                continue
            flush()
            if k == "p":
                out.append(f'<P CLASS="texto">{self.inline(b[1])}')
            elif k == "qa":
                out.append(f'<P CLASS="texto"><B>{esc(b[1])}</B>\n<P CLASS="texto">{esc(b[2])}')
            elif k == "fig":
                src = esc(self.href(f"/fotos/{b[1]}"))
                out.append(
                    f'<TABLE ALIGN="center" WIDTH="480" BORDER="0" CELLPADDING="2"><TR><TD><A HREF="javascript:abrir(\'{src}\')"><IMG SRC="{src}" WIDTH="480" HEIGHT="320" ALT="{esc(b[2])}" BORDER="0"></A></TD></TR><TR><TD CLASS="pie"><I>{esc(b[3])}</I></TD></TR></TABLE>'
                )
            elif k == "form":
                out.append(
                    f'<FORM ACTION="{esc(self.href("/suscribir.php"))}" METHOD="post">Nombre: <INPUT NAME="nombre"><BR>Tel&eacute;fono: <INPUT NAME="tel"><BR><INPUT TYPE="submit" VALUE="{esc(b[1])}"></FORM>'
                )
        flush()
        return "\n".join(out)

    def main(self, doc: Doc) -> str:
        a = self.a
        if doc.is_article:
            sec = self.docs[doc.section].title if doc.section in self.docs else "Opinión"
            crumb = a(doc.section, sec, "chrome:breadcrumb") if doc.section in self.docs else esc(sec)
            date = f'<FONT SIZE="2" COLOR="#666666">{esc(doc.stamp)}</FONT><BR>' if doc.stamp else ""
            by = f'<FONT SIZE="2"><B>{esc(doc.byline)}</B></FONT><BR>' if doc.byline else ""
            if doc.kind == "article" and doc.key == "columna":
                by = f'<FONT SIZE="3" COLOR="#003366"><I>{esc(doc.byline)}</I></FONT><BR>'
            return f"""<TABLE WIDTH="100%" BORDER="0" CELLPADDING="10"><TR><TD>
<FONT SIZE="1">{a("home", "Portada", "chrome:breadcrumb")} &gt; {crumb}</FONT><BR>
<FONT FACE="Georgia, Times" SIZE="5" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><BR>
{date}{by}<HR SIZE="1" NOSHADE>
{self.blocks(doc)}
<HR SIZE="1" NOSHADE><FONT SIZE="2"><A HREF="javascript:window.print()">Imprimir</A> | <A HREF="mailto:?subject={esc(doc.title)}">Enviar a un amigo</A> | {a("home", "Volver a portada", "chrome:breadcrumb")}</FONT>
</TD></TR></TABLE>
"""
        if doc.kind in ("home", "section", "search"):
            return self.listing(doc)
        sig = f'<P CLASS="texto" ALIGN="right"><I>{esc(doc.byline)}</I></P>' if doc.byline else ""
        stamp = f'<FONT SIZE="1">{esc(doc.stamp)}</FONT><BR>' if doc.stamp else ""
        return f"""<TABLE WIDTH="100%" BORDER="0" CELLPADDING="10"><TR><TD>
<FONT FACE="Georgia, Times" SIZE="5" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><BR>{stamp}<HR SIZE="1" NOSHADE>
{self.blocks(doc)}
{sig}</TD></TR></TABLE>
"""

    def item(self, key: str, style: str = "text") -> str:
        d = self.docs[key]
        a = self.a
        if style == "image":
            img = f'<IMG SRC="{esc(self.href(f"/fotos/portada-{key}.jpg"))}" WIDTH="220" HEIGHT="150" ALT="{esc(d.image)}" BORDER="0">'
            return f"<TR><TD>{a(key, d.image, 'content', '', img)}</TD></TR>"
        head = d.title if style == "long" else (d.teaser or d.title)
        first = next(b[1] for b in d.blocks if b[0] == "p")
        lead = f'<BR><FONT SIZE="2">{esc(first[:160].rsplit(" ", 1)[0])}...</FONT>' if style == "long" else ""
        return f'<TR><TD><FONT SIZE="3"><B>{a(key, head, "content")}</B></FONT>{lead}</TD></TR>'

    def listing(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "home":
            rows = (self.item("puente", "long") + self.item("olivas", "image") + self.item("resonancia", "long")
                    + self.item("agua") + self.item("feria") + self.item("entrevista") + self.item("olivas")
                    + self.item("columna") + self.item("ciclismo"))  # fmt: skip
            promo = f'<TR><TD BGCOLOR="#FFF7CC"><B>Agenda del fin de semana:</B> conciertos, mercados y rutas. {a("agenda", "Consulte la agenda", "content")}</TD></TR>'
            promo += f'<TR><TD BGCOLOR="#FFF7CC">{a("fiestas", "Fotogalería: las fiestas de San Andrés", "content")}</TD></TR>'
            return f'<TABLE WIDTH="100%" BORDER="0" CELLPADDING="8">{rows}{promo}</TABLE>\n'
        if doc.kind == "search":
            res = "".join(
                f'<TR><TD><B>{a(k, self.docs[k].title, "content")}</B><BR><FONT SIZE="1">{esc(self.docs[k].stamp)}</FONT></TD></TR>'
                for k in ("puente",)
            )
            old = esc(self.href("/noticias/2019/05/14/puente-romano.html"))
            res += f'<TR><TD><B><A HREF="{old}">El puente romano de Santa Inés, declarado bien de interés cultural</A></B><BR><FONT SIZE="1">Martes, 14 de mayo de 2019</FONT></TD></TR>'
            return f"""<TABLE WIDTH="100%" BORDER="0" CELLPADDING="8"><TR><TD><FONT SIZE="4"><B>{esc(doc.title)}</B></FONT><BR>
<FORM ACTION="buscar.php"><INPUT NAME="q" VALUE="puente"> <INPUT TYPE="submit" VALUE="Buscar"></FORM>Se han encontrado 2 resultados.</TD></TR>{res}</TABLE>
"""
        keys = [
            k for k, d in self.docs.items() if d.is_article and d.section == doc.key and k not in ("final", "escuela")
        ]
        return f"""<TABLE WIDTH="100%" BORDER="0" CELLPADDING="8"><TR><TD><FONT SIZE="4" COLOR="#003366"><B>{esc(doc.title)}</B></FONT></TD></TR>
{"".join(self.item(k, "long") for k in keys)}<TR><TD><A HREF="{esc(self.href(doc.path.replace(".html", "-2.html")))}">Noticias anteriores &gt;&gt;</A></TD></TR></TABLE>
"""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return self.head(doc) + self.top() + self.main(doc) + self.bottom()

    def pad_rules(self) -> list[str]:
        r = rng("gaceta-css")
        sels = [
            "BODY",
            "TD",
            "TD.menu",
            "TD.menu A",
            "TD.leido",
            "TD.cajatit",
            "P.texto",
            "TD.pie",
            "A:hover",
            "FONT",
            "HR",
        ]
        return [
            f"{sels[i % len(sels)]}.g{i} {{ font-family: Verdana, Arial; font-size: {r.randrange(10, 14)}px; color: #{r.randrange(0, 0xFFFFFF):06x}; }}"
            for i in range(600)
        ]
