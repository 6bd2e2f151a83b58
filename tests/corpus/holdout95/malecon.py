# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish letters and typographic quotes are deliberate)
"""El Malecón: a Listín Diario-like Dominican daily on a **home-grown PHP CMS** with a Bootstrap 3 layout (`art-titulo`,
`art-sumario`, `art-autor`, `art-fecha`, `art-texto`, `art-temas`, `/la-republica/2026/12/04/812345/<slug>`,
`/tema/<tag>`, `/autor/<author>`, `/buscador?q=`, page 2 `/la-republica?pag=2`) and **AMP twins** under
`/amp/<same path>` (`<html ⚡>`, `amp-img`, `amp-ad`, `amp-sidebar`, absolute links, the same JSON-LD), announced by
`<link rel="amphtml">` on the canonical pages. Spanish (`es-DO`), UTF-8, Santo Domingo time (UTC-4).

Dates are printed day first on a 12-hour clock: "04/12/2026 - 10:32 p.m.", "05/12/2026 - 12:15 a.m." (a quarter past
midnight), "03/12/2026 - 11:50 p.m.", with "Actualizado: 04/12/2026 - 02:10 p.m." on the remittances story. JSON-LD
habits vary by story: -04:00 offsets on most, a **zone-less "2026-12-05 00:15:00"** on the baseball story, **UTC**
on the obituary (03:50Z on 4 Dec = 11:50 p.m. on 3 Dec), and **none** on the AFP story. Credits: "Por Yudelka Peña",
"Por Argenis Santana", a columnist box for the opinion piece (with an "El autor es…" tail), "Redacción Deportes"
(JSON-LD Person "Redacción Deportes"), "Redacción El Malecón" (JSON-LD author the site), "EFE", "AFP". The baseball
story's `<title>` and `og:title` carry a "LIDOM:" kicker that the `<h1>` prints apart, in a `<span>` above it.
The lottery results page (tables) is not an article; a removed story is a **soft 404** (200)."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, clock12, local_iso, page, story, utc_iso, when
from sitekit import Doc, Link, css_rules, esc

ORIGIN = "https://elmalecon.test"
TZ = -4
ARTS = ["apagones", "licey", "onamet", "efe", "merenguero", "opinion", "afp", "remesas"]
AMP = {"apagones_amp": "apagones", "licey_amp": "licey"}
AUTHORS = {
    "Yudelka Peña": "yudelka-pena",
    "Argenis Santana": "argenis-santana",
    "Manuel Emilio Rosario": "manuel-emilio-rosario",
}


def dr_stamp(local: str) -> str:
    t = when(local)
    return f"{t.day:02d}/{t.month:02d}/{t.year} - {clock12(local[11:], 'p.m.')}"


class Malecon(Base):
    origin = ORIGIN
    name = "El Malecón"
    prefix = "mal"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mal",
            [
                ".navbar-malecon .nav > li > a",
                ".art-titulo",
                ".art-sumario",
                ".art-texto p",
                ".art-autor",
                ".bloque-noticias .noticia",
                ".pagination > li > a",
                ".lo-mas-leido li",
                ".footer-malecon",
                ".aviso-cookies",
                ".tabla-loteria td",
                ".amp-header",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "El Malecón", "custom-php-portada",
                 list=["apagones", "licey", "onamet", "remesas", "merenguero", "efe", "afp", "opinion"]))  # fmt: skip
        add(page("republica", "/la-republica", "section", "La República", "section-listing",
                 list=["apagones", "onamet", "remesas"], more="republica2"))  # fmt: skip
        add(page("republica2", "/la-republica?pag=2", "section", "La República", "section-listing-page2-query-pag",
                 list=["opinion"],
                 older=[("Obras Públicas inicia bacheo en la avenida Charles de Gaulle", "/la-republica/2026/12/02/811977/obras-publicas-inicia-bacheo-en-la-avenida-charles-de-gaulle", "2026-12-02 04:10"),
                        ("Intrant anuncia operativo de tránsito por las fiestas", "/la-republica/2026/12/01/811930/intrant-anuncia-operativo-de-transito-por-las-fiestas", "2026-12-01 16:45"),
                        ("Cabildo de Santiago aprueba presupuesto 2027", "/la-republica/2026/11/30/811899/cabildo-de-santiago-aprueba-presupuesto-2027", "2026-11-30 19:20")]))  # fmt: skip
        add(page("tag", "/tema/apagones", "tag", "Apagones", "tag-listing",
                 list=["apagones"],
                 older=[("Edeeste promete normalizar servicio en Los Mina antes de Navidad", "/la-republica/2026/11/27/811744/edeeste-promete-normalizar-servicio-en-los-mina-antes-de-navidad", "2026-11-27 13:05"),
                        ("Déficit de generación supera los 300 megavatios", "/economia/2026/11/25/811652/deficit-de-generacion-supera-los-300-megavatios", "2026-11-25 10:40")]))  # fmt: skip
        add(page("author", "/autor/yudelka-pena", "author", "Yudelka Peña", "author-listing",
                 list=["apagones"],
                 older=[("Padres denuncian falta de maestros en liceo de Villa Mella", "/la-republica/2026/11/28/811790/padres-denuncian-falta-de-maestros-en-liceo-de-villa-mella", "2026-11-28 18:30"),
                        ("Comerciantes de la Duarte temen ventas bajas en diciembre", "/la-republica/2026/11/26/811701/comerciantes-de-la-duarte-temen-ventas-bajas-en-diciembre", "2026-11-26 09:15")],
                 bio="Periodista. Cubre temas comunitarios, servicios públicos y el Gran Santo Domingo."))  # fmt: skip
        add(page("search", "/buscador?q=centinelas", "search", "Resultados de la búsqueda", "search-results",
                 list=["licey"],
                 older=[("Centinelas anuncian la llegada de dos refuerzos importados", "/deportes/2026/11/29/811822/centinelas-anuncian-la-llegada-de-dos-refuerzos-importados", "2026-11-29 14:00")]))  # fmt: skip
        add(page("loterias", "/loterias", "lottery-results", "Resultados de las loterías de hoy", "lottery-results-tables-dd-mm",
                 [
                     "Resultados del viernes 04/12/2026. Verifique siempre su boleto con la entidad emisora.",
                     "### Lotería Nacional",
                     "T: Sorteo | Hora | Primera | Segunda | Tercera",
                     "T: Gana Más | 02:30 p.m. | 47 | 08 | 91",
                     "T: Lotería Nacional | 09:00 p.m. | 12 | 65 | 30",
                     "### Loto Caribe",
                     "T: Sorteo | Hora | Números",
                     "T: Quiniela Caribe | 08:55 p.m. | 22 - 71 - 04",
                     "T: Loto Caribe Más | 08:55 p.m. | 03 - 11 - 19 - 27 - 33 - 38",
                     "### La Suertuda",
                     "T: Sorteo | Hora | Números",
                     "T: Suertuda Mañana | 12:00 p.m. | 56 - 13 - 88",
                     "T: Suertuda Noche | 07:55 p.m. | 09 - 40 - 77",
                     "Los resultados se publican a modo informativo. El Malecón no se hace responsable por errores de transcripción.",
                 ]))  # fmt: skip
        add(page("notfound", "/la-republica/2026/11/30/811902/edesur-anuncia-nuevas-tarifas-para-enero", "not-found",
                 "¡Ups! Esta página no existe", "soft-404-custom-cms",
                 ["Es posible que el contenido haya sido eliminado o que la dirección esté mal escrita. Le invitamos a visitar nuestra portada o a usar el buscador."]))  # fmt: skip

        add(story(
            "apagones", "/la-republica/2026/12/04/812345/apagones-de-hasta-ocho-horas-afectan-a-mas-de-20-sectores-del-gran-santo-domingo",
            "Apagones de hasta ocho horas afectan a más de 20 sectores del Gran Santo Domingo",
            "2026-12-04", local_iso("2026-12-04 22:32", TZ), "2026-12-04 22:32", ["Yudelka Peña"],
            [
                "Residentes de más de 20 sectores del Gran Santo Domingo denunciaron este viernes que llevan al menos una semana con apagones de hasta ocho horas diarias, situación que les ha provocado pérdidas de alimentos y daños en electrodomésticos.",
                "En Los Alcarrizos, Villa Mella, Herrera y Los Mina, los cortes se producen en horario de la tarde y la noche, según comunicaron los afectados a El Malecón.",
                "“Aquí se va la luz a las cuatro de la tarde y vuelve a las doce de la noche. Los muchachos no pueden hacer las tareas y la comida se nos daña”, se quejó Altagracia Ventura, residente en el sector Los Guaricanos.",
                "En Villa Mella, un grupo de residentes quemó neumáticos en la avenida Hermanas Mirabal la noche del jueves en protesta por los cortes. Agentes de la Policía Nacional dispersaron la manifestación sin que se reportaran detenidos.",
                "“Yo perdí una nevera y un abanico en una semana. Cuando la luz vuelve, viene con bajones y te quema los equipos”, dijo Ramón Antonio Herrera, dueño de un colmado en Los Mina.",
                "## Déficit de generación",
                "Las empresas distribuidoras Edesur y Edeeste atribuyeron los cortes a un déficit de generación de unos 450 megavatios, provocado por la salida de dos plantas para mantenimiento programado y la avería de una tercera en San Pedro de Macorís.",
                "En un comunicado conjunto, las distribuidoras aseguraron que el servicio se normalizará “de manera gradual” a partir del lunes, cuando una de las unidades vuelva a entrar en operación.",
                "El Organismo Coordinador del sistema eléctrico informó que la demanda máxima del jueves fue de 4,120 megavatios, mientras que la oferta disponible alcanzó 3,670 megavatios.",
                "Comerciantes de la avenida Duarte dijeron que han tenido que gastar hasta 3,000 pesos diarios en combustible para mantener encendidas sus plantas eléctricas.",
            ],
            "dd-mm-pm-date-por-author-amp-twin", section="La República", amp_shape="absolute-links-same-jsonld",
            dek="Residentes denuncian pérdidas de alimentos y electrodomésticos; las distribuidoras atribuyen los cortes a un déficit de generación.",
            ld="local", tags=[("tag", "Apagones"), ("/tema/edesur", "Edesur"), ("/tema/edeeste", "Edeeste")],
            related=["onamet", "remesas", "opinion", "notfound"],
        ))  # fmt: skip
        add(story(
            "licey", "/deportes/2026/12/05/812361/centinelas-dejan-en-el-terreno-a-los-halcones-con-jonron-de-peralta-en-el-noveno",
            "Centinelas dejan en el terreno a los Halcones con jonrón de Peralta en el noveno",
            "2026-12-05", "2026-12-05 00:15:00", "2026-12-05 00:15", [],
            [
                "Un cuadrangular de dos carreras de Wander Peralta con dos outs en la parte baja del noveno episodio les dio a los Centinelas de la Capital una victoria de 5-4 sobre los Halcones del Cibao, la noche del viernes en el estadio Quisqueya Juan Marichal.",
                "Peralta conectó una recta de 96 millas del cerrador Yunior Marte y envió la pelota por encima de la pared del jardín izquierdo, para desatar la celebración de los más de 11,000 aficionados que asistieron al encuentro.",
                "“Estaba buscando una recta y me la tiró. Esto es para la fanaticada, que nos ha apoyado todo el año”, dijo Peralta tras el partido.",
                "Los Halcones habían tomado ventaja de 4-3 en la parte alta del octavo gracias a un doble remolcador de Eloy Batista.",
                "Peralta, de 24 años, suma ahora seis cuadrangulares y 22 carreras impulsadas en la temporada, y lidera a su equipo en ambos renglones.",
                "El abridor de los Centinelas, Carlos Féliz, lanzó seis entradas de dos carreras, con siete ponches. El triunfo fue para el relevista Jonathan Then, quien trabajó un noveno episodio perfecto.",
                "Con la victoria, los Centinelas (21-14) se mantienen en el primer lugar del torneo, a un juego y medio de los Halcones (19-15).",
                "Ambos equipos vuelven a enfrentarse el domingo en el estadio Cibao de Santiago.",
            ],
            "after-midnight-12am-desk-credit-kicker-in-meta-title-zoneless-jsonld-amp-twin", section="Deportes",
            kicker="LIDOM", desk="Redacción Deportes", ld="zoneless", amp_shape="kicker-paragraph-zoneless-jsonld",
            tags=[("/tema/lidom", "LIDOM"), ("/tema/beisbol-invernal", "Béisbol invernal")],
            related=["merenguero", "apagones", "afp"],
        ))  # fmt: skip
        add(story(
            "onamet", "/la-republica/2026/12/04/812330/coe-mantiene-ocho-provincias-en-alerta-verde-por-vaguada-y-frente-frio",
            "COE mantiene ocho provincias en alerta verde por vaguada y frente frío",
            "2026-12-04", local_iso("2026-12-04 18:15", TZ), "2026-12-04 18:15", [],
            [
                "El Centro de Operaciones de Emergencias (COE) mantiene en alerta verde a ocho provincias por las lluvias que provoca una vaguada en altura y el acercamiento de un frente frío a la costa norte del país.",
                "Las provincias en alerta son:",
                "- Puerto Plata",
                "- Espaillat",
                "- María Trinidad Sánchez",
                "- Samaná",
                "- Monte Plata",
                "- Hato Mayor",
                "- El Seibo",
                "- La Altagracia",
                "La Oficina Nacional de Meteorología (Onamet) pronosticó aguaceros moderados a fuertes, tormentas eléctricas y ráfagas de viento durante la noche del viernes y la mañana del sábado, principalmente en las regiones noreste y este.",
                "La Onamet también recomendó a las embarcaciones pequeñas y medianas permanecer en puerto en la costa atlántica, debido a olas de hasta ocho pies de altura.",
                "## Fin de la temporada ciclónica",
                "El organismo recordó que la temporada ciclónica del Atlántico concluyó el pasado 30 de noviembre con 17 tormentas con nombre, de las cuales siete se convirtieron en huracanes, aunque ninguna tocó tierra en territorio dominicano.",
            ],
            "weather-alert-list-site-name-credit-jsonld-organization", section="La República",
            desk="Redacción El Malecón", ld="local-site",
            tags=[("/tema/onamet", "Onamet"), ("/tema/coe", "COE"), ("/tema/clima", "Clima")],
            related=["apagones", "efe", "remesas"],
        ))  # fmt: skip
        add(story(
            "efe", "/el-mundo/2026/12/04/812318/consejo-de-transicion-de-haiti-anuncia-nuevo-calendario-electoral",
            "Consejo de transición de Haití anuncia nuevo calendario electoral",
            "2026-12-04", local_iso("2026-12-04 15:40", TZ), "2026-12-04 15:40", [],
            [
                "Puerto Príncipe, 4 dic (EFE).- El Consejo Presidencial de Transición de Haití anunció este viernes un nuevo calendario electoral que fija para el 20 de junio de 2027 la primera vuelta de las elecciones presidenciales y legislativas, aplazadas en varias ocasiones por la inseguridad.",
                "En un decreto publicado en el diario oficial Le Moniteur, el consejo estableció que la segunda vuelta se celebrará el 31 de octubre y que el nuevo presidente asumirá el 7 de febrero de 2028.",
                "El Consejo Electoral Provisional deberá actualizar el registro de votantes en los próximos cuatro meses, una tarea que los expertos consideran difícil en un país donde las pandillas controlan buena parte de la capital.",
                "La comunidad internacional ha instado reiteradamente a las autoridades haitianas a celebrar elecciones, las primeras desde 2016.",
                "República Dominicana, que comparte la isla La Española con Haití, mantiene reforzada la vigilancia militar en la frontera desde 2023.",
            ],
            "agency-efe-dateline", section="El Mundo", agency="EFE", ld="local-agency",
            related=["afp", "onamet", "apagones"],
        ))  # fmt: skip
        add(story(
            "merenguero", "/entretenimiento/2026/12/03/812290/fallece-a-los-79-anos-el-acordeonista-de-merengue-tipico-ramon-monchy-almanzar",
            "Fallece a los 79 años el acordeonista de merengue típico Ramón ‘Monchy’ Almánzar",
            "2026-12-03", utc_iso("2026-12-03 23:50", TZ), "2026-12-03 23:50", ["Argenis Santana"],
            [
                "El acordeonista y compositor de merengue típico Ramón ‘Monchy’ Almánzar falleció la noche de este jueves en un centro médico de Santiago de los Caballeros, a los 79 años, a causa de complicaciones cardiacas, informaron sus familiares.",
                "Nacido en Navarrete en 1947, Almánzar empezó a tocar el acordeón a los nueve años y grabó más de 30 discos a lo largo de su carrera, entre ellos el popular ‘Fiesta en el Cibao’, de 1979.",
                "“Perdimos a uno de los grandes. Monchy llevó el perico ripiao a todos los rincones del país y de Nueva York”, escribió en sus redes el también acordeonista Fefo Rosario.",
                "Su hijo, Ramón Almánzar Tavárez, dijo a El Malecón que su padre se mantuvo activo hasta hace pocos meses. “Todavía en septiembre estaba tocando en fiestas patronales. El acordeón era su vida”, expresó.",
                "Durante la década de 1980 realizó giras por Estados Unidos, Puerto Rico y Venezuela, y fue uno de los primeros músicos típicos en presentarse en grandes escenarios de Nueva York.",
                "El Ministerio de Cultura decretó un día de duelo en el sector artístico y anunció que sus restos serán expuestos el sábado en el Gran Teatro del Cibao.",
                "Almánzar recibió en 2015 un Premio Soberano por su trayectoria.",
                "Le sobreviven su esposa, Carmen Tavárez, seis hijos y 17 nietos.",
            ],
            "obituary-utc-jsonld-next-day-1150pm", section="Entretenimiento", ld="utc",
            related=["licey", "opinion", "apagones"],
        ))  # fmt: skip
        add(story(
            "opinion", "/puntos-de-vista/2026/12/04/812299/santo-domingo-y-el-agua-que-no-llega",
            "Santo Domingo y el agua que no llega",
            "2026-12-04", local_iso("2026-12-04 00:00", TZ), "2026-12-04 00:00", ["Manuel Emilio Rosario"],
            [
                "Cada diciembre, cuando las familias se preparan para las fiestas, en decenas de barrios de Santo Domingo la preocupación no es la cena de Nochebuena, sino el agua. En Cristo Rey, en Capotillo, en Los Tres Brazos, hay hogares que reciben el servicio dos días por semana, con suerte.",
                "La Corporación del Acueducto y Alcantarillado de Santo Domingo atribuye el problema a la sequía y a las averías en las líneas de conducción. Ambas cosas son ciertas. Pero el problema de fondo es otro: más de la mitad del agua que se produce se pierde antes de llegar a una llave.",
                "Un sistema que pierde el 55 % de lo que produce no necesita solamente más pozos o una nueva presa; necesita, antes que nada, reparar tuberías, instalar medidores y cobrar lo que se consume. Nada de eso es glamoroso ni se inaugura con cintas, pero es lo que funciona.",
                "Las cifras oficiales hablan por sí solas. La corporación produce cerca de 500 millones de galones diarios, suficiente en teoría para abastecer a toda la ciudad. Sin embargo, barrios enteros dependen de camiones y de pozos privados cuya calidad nadie controla.",
                "El plan de inversiones anunciado para 2027 es un paso en la dirección correcta, pero solo funcionará si se acompaña de metas públicas y verificables de reducción de pérdidas y de una rendición de cuentas periódica ante los ciudadanos.",
                "Ciudades de la región con menos recursos que la nuestra han reducido sus pérdidas a la mitad en una década. No hay razón para que Santo Domingo no pueda hacerlo.",
                "Mientras tanto, los que más pagan el agua son los que menos la reciben: las familias que compran botellones y camiones cisterna a precios que multiplican la tarifa oficial. Esa es la injusticia que debería quitarnos el sueño.",
            ],
            "opinion-columnist-box-midnight-12am-bio-tail", section="Puntos de Vista", ld="local",
            bio_tail="El autor es economista y profesor universitario.", column=True,
            related=["apagones", "remesas", "merenguero"],
        ))  # fmt: skip
        add(story(
            "afp", "/el-mundo/2026/12/04/812301/venezuela-y-republica-dominicana-reanudan-vuelos-directos-tras-dos-anos",
            "Venezuela y República Dominicana reanudan vuelos directos tras dos años",
            "2026-12-04", None, "2026-12-04 09:05", [],
            [
                "Caracas, 4 dic (AFP) - Venezuela y República Dominicana reanudarán los vuelos comerciales directos a partir del 15 de diciembre, tras más de dos años de suspensión, anunciaron este viernes ambos gobiernos.",
                "El anuncio se produjo tras una reunión en Caracas entre los cancilleres de los dos países, que también acordaron reabrir los consulados en Santo Domingo y Caracas.",
                "Dos aerolíneas, una venezolana y una dominicana, operarán inicialmente cuatro frecuencias semanales entre Caracas y Santo Domingo, según el comunicado conjunto.",
                "Los cancilleres acordaron además crear una comisión técnica para revisar los acuerdos comerciales y migratorios suspendidos desde 2024.",
                "Unos 100,000 venezolanos viven en República Dominicana, según estimaciones de organizaciones de migrantes.",
                "Las conexiones aéreas quedaron interrumpidas en 2024, en medio de la crisis diplomática que siguió a las elecciones presidenciales venezolanas.",
            ],
            "agency-afp-no-jsonld", section="El Mundo", agency="AFP",
            related=["efe", "remesas", "licey"],
        ))  # fmt: skip
        add(story(
            "remesas", "/economia/2026/12/04/812322/remesas-suben-62-hasta-noviembre-segun-el-banco-central",
            "Remesas suben 6.2 % hasta noviembre, según el Banco Central",
            "2026-12-04", local_iso("2026-12-04 11:20", TZ), "2026-12-04 11:20", ["Argenis Santana"],
            [
                "Las remesas recibidas por República Dominicana sumaron 11,842 millones de dólares entre enero y noviembre de 2026, un aumento de 6.2 % con respecto al mismo período del año anterior, informó este viernes el Banco Central.",
                "Solo en noviembre ingresaron 1,104 millones de dólares, un 5.8 % más que en noviembre de 2025, impulsadas por los envíos previos a la temporada navideña.",
                "T: País de origen | Participación",
                "T: Estados Unidos | 83.1 %",
                "T: España | 5.2 %",
                "T: Italia | 1.3 %",
                "T: Otros | 10.4 %",
                "El Banco Central destacó que el flujo de remesas contribuye a la estabilidad del tipo de cambio, que se ha mantenido en torno a 61.40 pesos por dólar durante el último trimestre.",
                "Por provincias, el Distrito Nacional, Santiago y Santo Domingo concentraron el 61 % de las remesas recibidas.",
                "Economistas consultados por El Malecón atribuyeron el crecimiento a la solidez del mercado laboral en Estados Unidos, donde reside la mayor parte de la diáspora dominicana.",
                "“Las remesas se han convertido en una de las principales fuentes de divisas del país, junto al turismo y las exportaciones de zonas francas”, explicó la economista Rosa Margarita Bonilla.",
            ],
            "table-updated-line-por-author", section="Economía", ld="local",
            updated="2026-12-04 14:10", tags=[("/tema/remesas", "Remesas"), ("/tema/banco-central", "Banco Central")],
            related=["apagones", "opinion", "afp"],
        ))  # fmt: skip
        for amp_key, of in AMP.items():
            src = self.docs[of]
            twin = story(
                amp_key,
                "/amp" + src.path,
                src.title,
                src.date or "",
                src.iso,
                src.stamp,
                list(src.authors),
                [],
                "amp-twin-" + src.extra["amp_shape"],
                **{k: v for k, v in src.extra.items()},
            )
            twin.blocks = src.blocks
            twin.dek = src.dek
            twin.section = src.section
            twin.extra["amp_of"] = of
            add(twin)

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("amp_of"):
            self.current = doc.key
            self.absolute = True
            try:
                return self.amp_page(doc)
            finally:
                self.absolute = False
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.extra.get("amp_of", doc.key))
        if doc.authors:
            author: object = {
                "@type": "Person",
                "name": doc.authors[0],
                "url": f"{ORIGIN}/autor/{AUTHORS[doc.authors[0]]}",
            }
        elif mode == "local-site":
            author = {"@type": "Organization", "name": "El Malecón"}
        elif doc.extra.get("agency"):
            author = {"@type": "Organization", "name": doc.extra["agency"]}
        else:
            author = {"@type": "Person", "name": doc.extra["desk"]}
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": url,
            "headline": (doc.extra["kicker"] + ": " if doc.extra.get("kicker") else "") + doc.title,
            "datePublished": doc.iso,
            "dateModified": local_iso(doc.extra["updated"], TZ) if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "El Malecón",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/img/logo-amp.png", "width": 600, "height": 60},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/file/noticias/2026/12/{zlib.crc32(doc.path.split('/')[-2].encode()):08x}.jpg",
                "width": 1200,
                "height": 675,
            },
            "description": doc.dek or self.lede(doc),
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def meta_title(self, doc: Doc) -> str:
        return (doc.extra["kicker"] + ": " if doc.extra.get("kicker") else "") + doc.title

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = (
            "El Malecón | Noticias de República Dominicana"
            if doc.key == "home"
            else f"{self.meta_title(doc)} - El Malecón"
        )
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(self.meta_title(doc))}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="El Malecón">',
            '<meta property="og:locale" content="es_DO">',
        ]
        twins = [k for k, of in AMP.items() if of == doc.key]
        for k in twins:
            out.append(f'<link rel="amphtml" href="{esc(self.url(k))}">')
            self.links.append(Link(doc.key, k, "amphtml", ""))
        if doc.is_article:
            out.append(self.ld(doc))
        return "\n".join(x for x in out if x)

    def nav(self) -> str:
        return "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Portada"),
                ("republica", "La República"),
                ("https://elmalecon.test/economia", "Economía"),
                ("https://elmalecon.test/el-mundo", "El Mundo"),
                ("https://elmalecon.test/deportes", "Deportes"),
                ("https://elmalecon.test/entretenimiento", "Entretenimiento"),
                ("https://elmalecon.test/puntos-de-vista", "Puntos de Vista"),
                ("loterias", "Loterías"),
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["licey", "apagones", "merenguero", "remesas", "onamet"]
        )
        return f"""<!DOCTYPE html>
<html lang="es-DO">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="shortcut icon" href="/favicon.ico">
<link href="/css/bootstrap.min.css?v=3.3.7" rel="stylesheet">
<link href="/css/malecon.css?v=20261118" rel="stylesheet">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>var googletag=googletag||{{}};googletag.cmd=googletag.cmd||[];googletag.cmd.push(function(){{googletag.defineSlot('/8812345/malecon_top',[[728,90],[970,90]],'div-top').addService(googletag.pubads());googletag.enableServices();}});</script>
</head>
<body class="{"portada" if doc.key == "home" else "interior"}">
<div class="barra-superior"><div class="container"><span class="fecha-hoy">Sábado, 05 de diciembre de 2026</span> <span class="tasa">Dólar: RD$61.42</span> <a href="/suscribete">Suscríbete</a> <a href="/edicion-impresa">Edición impresa</a></div></div>
<header class="cabecera"><div class="container"><a class="logo" href="/"><img src="/img/logo-malecon.svg" alt="El Malecón" width="280" height="52"></a></div></header>
<nav class="navbar navbar-default navbar-malecon"><div class="container"><ul class="nav navbar-nav">{self.nav()}</ul><form class="navbar-form navbar-right" action="/buscador" method="get"><input type="text" name="q" class="form-control" placeholder="Buscar"><button type="submit" class="btn btn-default">Buscar</button></form></div></nav>
<div class="container publicidad"><div id="div-top"><script>googletag.cmd.push(function(){{googletag.display('div-top');}});</script></div></div>
<div class="container contenido"><div class="row">
<div class="col-md-8">
{main}
</div>
<div class="col-md-4 columna-derecha">
<div class="lo-mas-leido"><h3>Lo más leído</h3><ol>{most}</ol></div>
<div class="publicidad-lateral"><div id="div-side-1"></div></div>
<div class="tendencias"><h3>Tendencias</h3><p>{self.a("search", "Centinelas", "aside")} · <a href="/tema/lidom">LIDOM</a> · <a href="/tema/remesas">Remesas</a></p></div>
<div class="servicios"><h3>Servicios</h3>{self.a("loterias", "Resultados de loterías", "aside")}</div>
</div>
</div></div>
<footer class="footer-malecon"><div class="container">
<p><a href="/quienes-somos">Quiénes somos</a> | <a href="/contacto">Contacto</a> | <a href="/publicidad">Publicidad</a> | <a href="/politica-de-privacidad">Política de privacidad</a> | <a href="/rss">RSS</a></p>
<p>El Malecón es una publicación de Editora del Malecón, S.R.L. Av. George Washington 1054, Santo Domingo, República Dominicana. Tel. 809-555-0190</p>
<p>© 2026 El Malecón. Todos los derechos reservados.</p>
</div></footer>
<div class="aviso-cookies" id="aviso-cookies">Este sitio utiliza cookies para ofrecerle una mejor experiencia. <a href="/politica-de-cookies">Más información</a> <button onclick="document.getElementById('aviso-cookies').style.display='none'">Aceptar</button></div>
<script src="/js/jquery-1.12.4.min.js"></script>
<script src="/js/bootstrap.min.js?v=3.3.7"></script>
<script>(function(i,s,o,g,r,a,m){{i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){{(i[r].q=i[r].q||[]).push(arguments)}},i[r].l=1*new Date();}})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');ga('create','UA-3318812-1','auto');ga('send','pageview');</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("column"):
            a = doc.authors[0]
            return f'<div class="art-columnista"><img src="/file/columnistas/{AUTHORS[a]}.jpg" alt="{esc(a)}" width="80" height="80"><div class="art-columnista-nombre"><a href="/autor/{AUTHORS[a]}">{esc(a)}</a></div><div class="art-columnista-seccion">Puntos de Vista</div></div>'
        if doc.authors:
            a = doc.authors[0]
            link = (
                self.a("author", a, "byline") if a == "Yudelka Peña" else f'<a href="/autor/{AUTHORS[a]}">{esc(a)}</a>'
            )
            return f'<div class="art-autor">Por {link}</div>'
        if doc.extra.get("desk"):
            return f'<div class="art-autor">{esc(doc.extra["desk"])}</div>'
        return f'<div class="art-autor art-agencia">{esc(doc.extra["agency"])}</div>'

    def story_main(self, doc: Doc) -> str:
        dek = f'<h2 class="art-sumario">{esc(doc.dek)}</h2>' if doc.dek else ""
        kicker = f'<span class="art-antetitulo">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        updated = (
            f' <span class="art-actualizado">Actualizado: {dr_stamp(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="art-temas"><strong>Temas:</strong> '
                + " ".join(
                    self.a(k, t, "tag") if k in self.docs else f'<a href="{k}">{esc(t)}</a>'
                    for k, t in doc.extra["tags"]
                )
                + "</div>"
            )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title if k != 'notfound' else 'Edesur anuncia nuevas tarifas para enero', 'related')}</li>"
            for k in doc.extra.get("related", [])
        )
        tail = (
            f'<p class="art-autor-bio"><em>{esc(doc.extra["bio_tail"])}</em></p>' if doc.extra.get("bio_tail") else ""
        )
        section_slug = doc.path.split("/")[1]
        crumb = (
            self.a("republica", doc.section, "breadcrumb")
            if section_slug == "la-republica"
            else f'<a href="/{section_slug}">{esc(doc.section)}</a>'
        )
        u = quote(self.url(doc.key), safe="")
        img = f"/file/noticias/2026/12/{zlib.crc32(doc.path.split('/')[-2].encode()):08x}.jpg"
        return f"""<article class="art-detalle" data-id="{doc.path.split("/")[-2]}">
<ol class="breadcrumb"><li>{self.a("home", "Inicio", "breadcrumb")}</li><li>{crumb}</li></ol>
{kicker}
<h1 class="art-titulo">{esc(doc.title)}</h1>
{dek}
<div class="art-meta">
{self.byline(doc)}
<div class="art-fecha">{dr_stamp(doc.stamp)}{updated}</div>
<div class="art-compartir"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="btn-fb">Facebook</a> <a href="https://twitter.com/intent/tweet?url={u}" class="btn-tw">Twitter</a> <a href="whatsapp://send?text={u}" class="btn-wa">WhatsApp</a></div>
</div>
<figure class="art-foto"><img src="{img}" alt="{esc(doc.title)}" class="img-responsive"><figcaption>Foto: Archivo El Malecón</figcaption></figure>
<div class="art-texto" id="cuerpo-noticia">
{self.blocks(doc)}
{tail}
</div>
{tags}
<div class="publicidad-articulo"><div id="div-in-article"></div></div>
<div class="art-relacionadas"><h3>Noticias relacionadas</h3><ul>{rel}</ul></div>
<div class="comentarios"><h3>Comentarios</h3><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-numposts="5"></div></div>
</article>"""

    def amp_page(self, doc: Doc) -> str:
        of = doc.extra["amp_of"]
        canonical = self.url(of)
        kicker = f'<p class="amp-antetitulo">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        dek = f'<h2 class="amp-sumario">{esc(doc.dek)}</h2>' if doc.dek else ""
        by = f"Por {esc(doc.authors[0])}" if doc.authors else esc(doc.extra.get("desk") or doc.extra.get("agency", ""))
        body = self.blocks(doc)
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "Portada"), ("republica", "La República"), ("loterias", "Loterías"))
        )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in doc.extra.get("related", [])
            if k != "notfound"
        )
        img = f"{ORIGIN}/file/noticias/2026/12/{zlib.crc32(doc.path.split('/')[-2].encode()):08x}.jpg"
        return f"""<!doctype html>
<html ⚡ lang="es-DO">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<title>{esc(self.meta_title(doc))} - El Malecón</title>
<link rel="canonical" href="{esc(canonical)}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{self.ld(doc)}
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@-webkit-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-moz-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-ms-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-o-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body>
<amp-sidebar id="menu" layout="nodisplay" side="left"><ul class="amp-menu">{menu}</ul></amp-sidebar>
<header class="amp-header"><button on="tap:menu.toggle" class="amp-hamburger" aria-label="Menú">☰</button><a href="{ORIGIN}/"><amp-img src="{ORIGIN}/img/logo-amp.png" width="200" height="37" alt="El Malecón"></amp-img></a></header>
<amp-ad width="320" height="50" type="doubleclick" data-slot="/8812345/malecon_amp_top"></amp-ad>
<article class="amp-articulo">
<p class="amp-seccion">{esc(doc.section)}</p>
{kicker}
<h1 class="amp-titulo">{esc(doc.title)}</h1>
{dek}
<p class="amp-autor">{by}</p>
<p class="amp-fecha">{dr_stamp(doc.stamp)}</p>
<amp-img src="{img}" width="1200" height="675" layout="responsive" alt="{esc(doc.title)}"></amp-img>
<div class="amp-social"><amp-social-share type="facebook" data-param-app_id="1234567890" width="40" height="40"></amp-social-share><amp-social-share type="whatsapp" width="40" height="40"></amp-social-share></div>
<div class="amp-texto">
{body}
</div>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/8812345/malecon_amp_mid"></amp-ad>
<div class="amp-relacionadas"><h3>Noticias relacionadas</h3><ul>{rel}</ul></div>
</article>
<footer class="amp-footer"><p><a href="{esc(canonical)}">Ver versión completa</a></p><p>© 2026 El Malecón</p></footer>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"UA-3318812-1","config":{{"UA-3318812-1":{{"groups":"default"}}}}}}}}</script></amp-analytics>
</body>
</html>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        by = d.authors[0] if d.authors else (d.extra.get("desk") or d.extra.get("agency", ""))
        return (
            f'<div class="noticia"><img src="/file/noticias/2026/12/{zlib.crc32(d.path.split("/")[-2].encode()):08x}_t.jpg" alt="" class="img-responsive">'
            f'<h3>{self.a(k, d.title, "content")}</h3><p class="noticia-sumario">{esc(d.dek or self.lede(d))}</p>'
            f'<p class="noticia-meta">{esc(by)} · {dr_stamp(d.stamp)}</p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = [self.item(k) for k in doc.extra["list"]]
        for title, path, stamp in doc.extra.get("older", []):
            items.append(
                f'<div class="noticia"><h3><a href="{path}">{esc(title)}</a></h3><p class="noticia-meta">{dr_stamp(stamp)}</p></div>'
            )
        head = f'<h1 class="titulo-seccion">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="perfil-autor"><img src="/file/autores/yudelka-pena.jpg" alt="Yudelka Peña" width="100" height="100"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="titulo-seccion">{esc(doc.title)}</h1><form action="/buscador" method="get" class="form-inline"><input type="text" name="q" value="centinelas" class="form-control"><button class="btn btn-primary">Buscar</button></form><p>Se encontraron {len(items)} resultados para <strong>centinelas</strong></p>'
        elif doc.kind == "tag":
            head = f'<h1 class="titulo-seccion">Tema: {esc(doc.title)}</h1>'
        elif doc.key == "home":
            head = '<h1 class="sr-only">El Malecón</h1>'
            extra = f'<div class="bloque-servicios">{self.a("loterias", "Resultados de loterías", "content")} · {self.a("republica", "Más noticias de La República", "content")}</div>'
        pager = ""
        if doc.key == "republica":
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a("republica2", "2", "pagination")}</li><li><a href="/la-republica?pag=3">3</a></li><li>{self.a("republica2", "»", "pagination")}</li></ul>'
        elif doc.key == "republica2":
            pager = f'<ul class="pagination"><li>{self.a("republica", "«", "pagination")}</li><li>{self.a("republica", "1", "pagination")}</li><li class="active"><span>2</span></li><li><a href="/la-republica?pag=3">3</a></li><li><a href="/la-republica?pag=3">»</a></li></ul>'
        return f"""<section class="bloque-noticias">
{head}
{"".join(items)}
{pager}
{extra}
</section>"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc).replace('<table class="data">', '<table class="table tabla-loteria">')
        if doc.kind == "not-found":
            return f"""<section class="pagina-error">
<h1>{esc(doc.title)}</h1>
{html}
<p>{self.a("home", "Volver a la portada", "content")}</p>
</section>"""
        return f"""<section class="pagina-servicio">
<h1 class="titulo-seccion">{esc(doc.title)}</h1>
{html}
</section>"""
