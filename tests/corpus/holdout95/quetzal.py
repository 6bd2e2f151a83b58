# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish letters and typographic quotes are deliberate)
"""Diario El Quetzal: a Prensa Libre-like Guatemalan daily on an **Arc XP** (PageBuilder Fusion) front end
(`#fusion-app`, `b-headline`, `b-overline`, `b-byline`, `c-attribution`, `b-article-body`, `c-paragraph`,
`c-heading`, `b-tag-list`, `window.Fusion` with the whole story's ANS in `Fusion.globalContent`, trailing-slash URLs
`/guatemala/comunitario/<slug>/`, `/etiquetas/<tag>/`, `/autores/<author>/`, `/buscar/?q=`, page 2
`/guatemala/?pagina=2`), Spanish, UTF-8, Central America time (UTC-6 all year).

Dates are printed "Publicado el 04 de diciembre de 2026 a las 20:15h" ("Actualizado el …" when edited) while the
`<time datetime>`, the `NewsArticle` JSON-LD and the ANS are in **UTC with milliseconds**: the volcano story (20:15
on 4 Dec) is 02:15Z on **5 Dec**, the football story 03:55Z on 5 Dec, the obituary (19:40 on 3 Dec) 01:40Z on 4 Dec.
Credits: "Por Ana Lucía Cifuentes", "Por Ana Lucía Cifuentes y Douglas Cuevas", "Por Redacción" (JSON-LD Person
"Redacción"), "Por Redacción Cultura" (JSON-LD Person "Redacción Cultura"), and EFE / AFP (Organizations), the EFE
story with the "Tegucigalpa, 4 dic (EFE).-" dateline opening its first paragraph. The aguinaldo explainer has no
JSON-LD at all. The weather page (a forecast table) and the paid death notices are not articles; a removed story is a
**soft 404** (200, "Página no encontrada", `Fusion.globalContent` null)."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import ES_MONTHS, Base, page, story, utc_iso, when
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.elquetzal.test"
TZ = -6
ARTS = ["volcan", "frente", "presupuesto", "efe", "clasico", "fallece", "afp", "aguinaldo"]
AUTHORS = {
    "Ana Lucía Cifuentes": "ana-lucia-cifuentes",
    "Douglas Cuevas": "douglas-cuevas",
    "José Manuel Pinelo": "jose-manuel-pinelo",
}


def es_stamp(local: str) -> str:
    t = when(local)
    return f"{t.day:02d} de {ES_MONTHS[t.month - 1]} de {t.year} a las {local[11:]}h"


class Quetzal(Base):
    origin = ORIGIN
    name = "Diario El Quetzal"
    prefix = "elq"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "elq",
            [
                ".b-header-nav-chain",
                ".c-nav__item",
                ".b-headline",
                ".b-article-body .c-paragraph",
                ".b-byline .c-attribution",
                ".b-top-table-list .c-stack",
                ".b-results-list",
                ".b-right-rail",
                ".b-footer",
                ".c-cookie-banner",
                ".b-ad-block",
                ".c-pill",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Diario El Quetzal", "arc-homepage-top-table",
                 list=["volcan", "presupuesto", "frente", "clasico", "afp", "efe", "fallece", "aguinaldo"]))  # fmt: skip
        add(page("guatemala", "/guatemala/", "section", "Guatemala", "arc-section-results-list",
                 list=["volcan", "presupuesto", "frente", "afp"], more="guatemala2"))  # fmt: skip
        add(page("guatemala2", "/guatemala/?pagina=2", "section", "Guatemala", "arc-section-page2-query-pagina",
                 list=["aguinaldo", "fallece"],
                 older=[("PNC captura a 12 presuntos extorsionistas en Villa Nueva", "/guatemala/justicia/pnc-captura-a-12-presuntos-extorsionistas-en-villa-nueva/", "2026-12-02 16:40"),
                        ("Muni capitalina anuncia cierres por desfile navideño", "/guatemala/ciudades/muni-capitalina-anuncia-cierres-por-desfile-navideno/", "2026-12-02 11:15"),
                        ("Baja el precio del frijol negro en la Terminal", "/economia/baja-el-precio-del-frijol-negro-en-la-terminal/", "2026-12-01 09:30")]))  # fmt: skip
        add(page("tag", "/etiquetas/volcan-de-fuego/", "tag", "Volcán de Fuego", "arc-tag-page",
                 list=["volcan"],
                 older=[("Insivumeh reporta descenso de lahares en barrancas del volcán de Fuego", "/guatemala/comunitario/insivumeh-reporta-descenso-de-lahares-en-barrancas-del-volcan-de-fuego/", "2026-11-18 08:10"),
                        ("Así se monitorea el volcán de Fuego las 24 horas", "/guatemala/comunitario/asi-se-monitorea-el-volcan-de-fuego-las-24-horas/", "2026-10-30 12:00")]))  # fmt: skip
        add(page("author", "/autores/ana-lucia-cifuentes/", "author", "Ana Lucía Cifuentes", "arc-author-page",
                 list=["volcan", "presupuesto"],
                 bio="Periodista de Diario El Quetzal desde 2016. Cubre gestión de riesgo, Congreso y temas comunitarios. Licenciada en Ciencias de la Comunicación por la Universidad de San Carlos de Guatemala."))  # fmt: skip
        add(page("search", "/buscar/?q=volcan", "search", "Resultados de búsqueda", "arc-search-results",
                 list=["volcan", "frente"]))  # fmt: skip
        add(page("clima", "/clima/", "weather", "Clima en Guatemala: pronóstico para este sábado 5 de diciembre", "weather-forecast-table",
                 [
                     "Pronóstico del Insivumeh para el sábado 5 y el domingo 6 de diciembre de 2026. Datos actualizados a las 6:00 horas.",
                     "T: Departamento | Sábado (mín./máx.) | Domingo (mín./máx.) | Condición",
                     "T: Guatemala | 13 / 24 °C | 11 / 21 °C | Nublado con viento",
                     "T: Quetzaltenango | 4 / 20 °C | 1 / 17 °C | Despejado, frío",
                     "T: Huehuetenango | 7 / 23 °C | 3 / 19 °C | Despejado",
                     "T: Petén | 20 / 30 °C | 18 / 27 °C | Lluvias dispersas",
                     "T: Escuintla | 21 / 32 °C | 20 / 30 °C | Caída de ceniza posible",
                     "T: Izabal | 22 / 29 °C | 21 / 27 °C | Lloviznas",
                     "Fuente: Instituto Nacional de Sismología, Vulcanología, Meteorología e Hidrología (Insivumeh).",
                 ]))  # fmt: skip
        add(page("esquelas", "/esquelas/", "death-notices", "Esquelas", "paid-death-notices-list",
                 [
                     "La familia Morales Castañeda participa con profundo dolor el sensible fallecimiento de su querida madre, doña Rosa Amalia Castañeda viuda de Morales (Q.E.P.D.), acaecido en esta ciudad el 3 de diciembre de 2026. Sus restos son velados en Funerales Reforma, sala 4, y serán inhumados hoy sábado a las 15 horas en el Cementerio La Villa.",
                     "Los directivos y colaboradores de Transportes del Altiplano, S. A., lamentan el fallecimiento del señor Julio César Ixcot Pérez (Q.E.P.D.), padre de nuestro compañero de trabajo Luis Fernando Ixcot. Expresamos nuestras condolencias a su apreciable familia.",
                     "Sus hijos, nietos y bisnietos participan el fallecimiento de doña Ernestina López de Barrios (Q.E.P.D.), ocurrido en Mazatenango el 2 de diciembre de 2026, a la edad de 91 años. Misa de cuerpo presente el domingo 6 de diciembre a las 9 horas en la parroquia San Bartolomé.",
                     "Para publicar una esquela comuníquese al PBX 2412-5000, extensión 3, o escriba a esquelas@elquetzal.test. Se reciben esquelas hasta las 17 horas para su publicación el día siguiente.",
                 ]))  # fmt: skip
        add(page("notfound", "/guatemala/justicia/juez-envia-a-juicio-a-exalcalde-por-plazas-fantasma/", "not-found",
                 "Página no encontrada", "soft-404-arc-null-global-content",
                 ["Lo sentimos, la página que busca no existe o fue movida. Puede regresar a la portada o utilizar el buscador para encontrar lo que necesita."]))  # fmt: skip

        add(story(
            "volcan", "/guatemala/comunitario/conred-declara-alerta-naranja-por-aumento-de-actividad-del-volcan-de-fuego/",
            "Conred declara alerta naranja por aumento de actividad del volcán de Fuego",
            "2026-12-04", utc_iso("2026-12-04 20:15", TZ, ".000Z"), "2026-12-04 20:15", ["Ana Lucía Cifuentes"],
            [
                "La Coordinadora Nacional para la Reducción de Desastres (Conred) declaró este viernes alerta naranja institucional en los departamentos de Sacatepéquez, Escuintla y Chimaltenango, luego de que el volcán de Fuego iniciara su quinta fase eruptiva del año.",
                "Según el Instituto Nacional de Sismología, Vulcanología, Meteorología e Hidrología (Insivumeh), el volcán presenta explosiones fuertes, columnas de ceniza de hasta 1,200 metros sobre el cráter y flujos de lava de 800 metros de longitud hacia la barranca Las Lajas.",
                "“Recomendamos a la población de las comunidades cercanas estar atenta a las indicaciones de las autoridades y tener lista su mochila de las 72 horas”, dijo el secretario ejecutivo de la Conred, Mario Estuardo Sazo, en conferencia de prensa.",
                "## Evacuaciones preventivas",
                "Hasta las 20 horas, 312 personas de las aldeas El Porvenir, Sangre de Cristo y La Trinidad habían sido trasladadas a albergues habilitados en escuelas de Escuintla y Alotenango.",
                "La Dirección General de Aeronáutica Civil informó que el Aeropuerto Internacional La Aurora opera con normalidad, aunque no descarta cierres temporales si la ceniza se desplaza hacia la capital.",
                "Las autoridades también restringieron el paso por la ruta RN-14, que comunica Escuintla con Antigua Guatemala, en el tramo que atraviesa la barranca Las Lajas.",
                "En Alotenango, comerciantes del mercado municipal cerraron sus puestos desde el mediodía por la caída de ceniza. “Todo quedó cubierto de arena negra, no se puede ni respirar”, relató Juana Batz, vendedora de verduras.",
                "El Insivumeh indicó que la fase eruptiva podría prolongarse entre 24 y 48 horas y que no se descarta la generación de flujos piroclásticos en las barrancas Ceniza, Seca y Las Lajas.",
                "En junio de 2018, una erupción del volcán de Fuego provocó flujos piroclásticos que sepultaron la comunidad de San Miguel Los Lotes y dejaron cientos de muertos y desaparecidos.",
            ],
            "por-author-utc-jsonld-next-day", section="Comunitario", overline="Comunitario",
            dek="Las autoridades recomiendan evacuar de forma preventiva a las comunidades de Sacatepéquez y Escuintla más cercanas al coloso.",
            tags=[("tag", "Volcán de Fuego"), ("/etiquetas/conred/", "Conred"), ("/etiquetas/insivumeh/", "Insivumeh")],
            related=["frente", "clasico", "notfound"],
        ))  # fmt: skip
        add(story(
            "frente", "/guatemala/comunitario/insivumeh-frente-frio-traera-temperaturas-de-hasta-0-grados-en-el-altiplano/",
            "Insivumeh: frente frío traerá temperaturas de hasta 0 grados en el altiplano",
            "2026-12-05", utc_iso("2026-12-05 06:40", TZ, ".000Z"), "2026-12-05 06:40", [],
            [
                "El Instituto Nacional de Sismología, Vulcanología, Meteorología e Hidrología (Insivumeh) informó este sábado que un frente frío ingresará al territorio nacional a partir de la tarde del domingo 6 de diciembre y provocará un descenso de temperaturas en gran parte del país.",
                "Según el boletín especial número 42-2026, las temperaturas más bajas se registrarán en el altiplano occidental y central, donde podrían llegar a 0 grados en las madrugadas del lunes y el martes.",
                "## Temperaturas mínimas esperadas",
                "T: Departamento | Temperatura mínima",
                "T: Quetzaltenango | 0 °C",
                "T: Totonicapán | 1 °C",
                "T: San Marcos | 2 °C",
                "T: Huehuetenango | 3 °C",
                "T: Ciudad de Guatemala | 11 °C",
                "El Insivumeh también prevé vientos del norte de entre 30 y 50 kilómetros por hora, con ráfagas más fuertes en Escuintla, Sacatepéquez y la capital, lo que podría provocar la caída de árboles y vallas publicitarias.",
                "Las autoridades emitieron las siguientes recomendaciones:",
                "- Abrigarse y proteger a niños y adultos mayores.",
                "- No utilizar braseros ni estufas de leña en espacios cerrados.",
                "- Proteger cultivos y animales de las heladas.",
                "La Conred recordó que la temporada de frentes fríos se extiende hasta marzo y que el país podría recibir entre 12 y 15 de estos sistemas.",
            ],
            "weather-bulletin-por-redaccion-jsonld-person-redaccion", section="Comunitario", overline="Clima",
            desk="Redacción", tags=[("/etiquetas/frente-frio/", "Frente frío"), ("/etiquetas/insivumeh/", "Insivumeh")],
            related=["volcan", "aguinaldo", "afp"],
        ))  # fmt: skip
        add(story(
            "presupuesto", "/guatemala/politica/congreso-aprueba-presupuesto-2027-de-q148-mil-millones-tras-sesion-maratonica/",
            "Congreso aprueba presupuesto 2027 de Q148 mil millones tras sesión maratónica",
            "2026-12-05", utc_iso("2026-12-05 01:30", TZ, ".000Z"), "2026-12-05 01:30", ["Ana Lucía Cifuentes", "Douglas Cuevas"],
            [
                "Con 107 votos a favor, el Congreso de la República aprobó en la madrugada de este sábado el Presupuesto General de Ingresos y Egresos del Estado para 2027, que asciende a Q148 mil 200 millones, tras una sesión que se prolongó por más de 14 horas.",
                "El monto es Q9 mil 600 millones mayor que el vigente para 2026 y contempla un aumento en las asignaciones para salud, educación e infraestructura vial, según el dictamen de la Comisión de Finanzas Públicas y Moneda.",
                "T: Entidad | 2027 (millones de quetzales) | 2026 (millones de quetzales)",
                "T: Ministerio de Educación | 25,400 | 23,900",
                "T: Ministerio de Salud | 16,800 | 15,100",
                "T: Ministerio de Comunicaciones | 9,300 | 8,700",
                "T: Servicio de la deuda pública | 19,700 | 18,200",
                "## Críticas por endeudamiento",
                "Diputados de oposición cuestionaron que el presupuesto se financie en parte con bonos del Tesoro por Q21 mil millones. “Estamos heredando deuda a las próximas generaciones sin resolver los problemas de ejecución”, afirmó el diputado Héctor Samayoa durante la discusión.",
                "El ministro de Finanzas Públicas defendió el endeudamiento como necesario para cubrir la reconstrucción de carreteras dañadas por las lluvias de octubre.",
                "La sesión, que comenzó a las 10 horas del viernes, se extendió hasta pasada la 1 de la madrugada, luego de que los jefes de bloque negociaran cambios en las asignaciones a las municipalidades y a los consejos de desarrollo.",
                "Entre las modificaciones aprobadas figura un aumento de Q350 millones para el programa de alimentación escolar, que pasará de Q6 a Q7 diarios por estudiante.",
                "El decreto será enviado al Organismo Ejecutivo para su sanción y publicación en el Diario de Centro América.",
            ],
            "two-authors-y-table-after-midnight-updated", section="Política", overline="Política",
            updated="2026-12-05 09:45", tags=[("/etiquetas/congreso/", "Congreso"), ("/etiquetas/presupuesto-2027/", "Presupuesto 2027")],
            related=["volcan", "aguinaldo", "efe"],
        ))  # fmt: skip
        add(story(
            "efe", "/internacional/honduras-y-guatemala-amplian-la-union-aduanera-a-nuevos-productos/",
            "Honduras y Guatemala amplían la unión aduanera a nuevos productos",
            "2026-12-04", utc_iso("2026-12-04 17:50", TZ, ".000Z"), "2026-12-04 17:50", [],
            [
                "Tegucigalpa, 4 dic (EFE).- Los gobiernos de Honduras y Guatemala acordaron este viernes ampliar la unión aduanera que mantienen desde 2017 a productos agrícolas y farmacéuticos que hasta ahora estaban excluidos, informaron fuentes oficiales.",
                "El acuerdo fue firmado en Tegucigalpa por los ministros de Economía de ambos países, quienes destacaron que permitirá reducir los tiempos de paso en las aduanas integradas de Corinto y Agua Caliente.",
                "“Con esta ampliación, el 95 % de los productos que comerciamos podrá circular libremente”, dijo el ministro hondureño de Desarrollo Económico en una rueda de prensa.",
                "El Salvador se incorporó a la unión aduanera en 2018, mientras que Nicaragua y Costa Rica participan como observadores.",
                "El comercio entre Honduras y Guatemala superó los 2,100 millones de dólares en 2025, según datos del Banco Central de Honduras.",
            ],
            "agency-efe-dateline-jsonld-organization", section="Internacional", overline="Internacional",
            agency="EFE", related=["afp", "presupuesto", "volcan"],
        ))  # fmt: skip
        add(story(
            "clasico", "/deportes/futbol-nacional/capitalino-gana-el-clasico-y-avanza-a-la-final-del-apertura/",
            "Capitalino gana el clásico y avanza a la final del Apertura",
            "2026-12-04", utc_iso("2026-12-04 21:55", TZ, ".000Z"), "2026-12-04 21:55", ["José Manuel Pinelo"],
            [
                "Club Atlético Capitalino derrotó 2-0 a Deportivo Centenario en el estadio Doroteo Guamuch Flores y, con un global de 3-1, se clasificó a la final del Torneo Apertura 2026, donde enfrentará a Real Altense.",
                "Los capitalinos abrieron el marcador al minuto 23 por medio del delantero Kevin Ordóñez, quien aprovechó un rebote dentro del área tras un disparo de Brandon Yax.",
                "En el segundo tiempo, Centenario adelantó líneas en busca del empate, pero se expuso al contragolpe. Al 78, el mexicano Luis Ángel Ruelas definió con frialdad ante la salida del portero rival.",
                "“Fue un partido muy serio de nuestra parte. Sabíamos que ellos iban a proponer y tuvimos paciencia”, declaró el entrenador de Capitalino, Sergio Pardo, al finalizar el encuentro.",
                "El técnico de Centenario, Ramiro Calderón, reconoció la superioridad del rival. “Nos faltó contundencia en el primer tiempo, cuando tuvimos las ocasiones más claras. En el segundo nos abrimos y lo pagamos”, lamentó.",
                "Más de 18 mil aficionados asistieron al estadio, donde la Policía Nacional Civil desplegó a 600 agentes para garantizar la seguridad.",
                "## La final, en dos partidos",
                "La serie final se jugará el miércoles 9 de diciembre en el estadio Mario Camposeco de Quetzaltenango y el domingo 13 en el Doroteo Guamuch Flores.",
                "Real Altense eliminó el jueves a Deportivo Sacatepéquez con un global de 4-3.",
            ],
            "sports-overline-kicker-utc-next-day", section="Fútbol nacional", overline="Liga Nacional",
            tags=[("/etiquetas/liga-nacional/", "Liga Nacional"), ("/etiquetas/torneo-apertura-2026/", "Torneo Apertura 2026")],
            related=["volcan", "presupuesto", "fallece"],
        ))  # fmt: skip
        add(story(
            "fallece", "/vida/cultura/fallece-a-los-88-anos-el-poeta-quetzalteco-humberto-ajquijay/",
            "Fallece a los 88 años el poeta quetzalteco Humberto Ajquijay",
            "2026-12-03", utc_iso("2026-12-03 19:40", TZ, ".000Z"), "2026-12-03 19:40", [],
            [
                "El poeta y maestro quetzalteco Humberto Ajquijay falleció este jueves a los 88 años en su residencia de la zona 3 de Quetzaltenango, informó su familia a través de redes sociales.",
                "Ajquijay, autor de más de 20 libros de poesía escritos en español y en idioma k’iche’, recibió en 2009 el Premio Nacional de Literatura Miguel Ángel Asturias, el máximo galardón literario del país.",
                "Nacido en Cantel en 1938, trabajó durante cuatro décadas como maestro rural en comunidades de Totonicapán y Sololá, experiencia que marcó buena parte de su obra.",
                "Entre sus obras más conocidas figuran ‘Canto del maíz nuevo’ (1974), ‘La lluvia en Xelajú’ (1988) y la antología bilingüe ‘Palabra de la montaña’ (2006), utilizada en escuelas del occidente del país.",
                "“Mi abuelo decía que la poesía era otra forma de enseñar a leer el mundo”, escribió su nieta, María José Ajquijay, en un mensaje publicado en Facebook.",
                "El Ministerio de Cultura y Deportes lamentó su fallecimiento y destacó su aporte a la literatura bilingüe.",
                "Sus restos son velados en la Casa de la Cultura de Quetzaltenango y serán sepultados el sábado en el Cementerio General de esa ciudad.",
            ],
            "obituary-desk-credit-jsonld-person-desk-utc-next-day", section="Cultura", overline="Cultura",
            desk="Redacción Cultura", related=["clasico", "aguinaldo", "volcan"],
        ))  # fmt: skip
        add(story(
            "afp", "/guatemala/migrantes/caravana-de-migrantes-hondurenos-cruza-a-guatemala-por-agua-caliente/",
            "Caravana de migrantes hondureños cruza a Guatemala por Agua Caliente",
            "2026-12-05", utc_iso("2026-12-05 10:20", TZ, ".000Z"), "2026-12-05 10:20", [],
            [
                "Unos 1,500 migrantes hondureños que partieron el jueves de San Pedro Sula cruzaron este sábado la frontera con Guatemala por el puesto de Agua Caliente, en Esquipulas, con la intención de llegar a Estados Unidos, constató AFP.",
                "Las autoridades guatemaltecas instalaron un cordón policial en el lado guatemalteco, pero permitieron el paso de quienes presentaron documentos de identidad, informó el Instituto Guatemalteco de Migración.",
                "“No hay trabajo, no hay nada. Mis hijos no pueden ir a la escuela porque no tengo con qué pagar”, dijo a AFP Karla Mejía, de 29 años, quien viaja con sus tres hijos.",
                "Según el Instituto Guatemalteco de Migración, unas 300 personas que no portaban documentos fueron devueltas a territorio hondureño.",
                "Las caravanas de migrantes centroamericanos se han vuelto frecuentes desde 2018, aunque en los últimos años han sido dispersadas antes de llegar a México.",
            ],
            "agency-afp-jsonld-organization", section="Migrantes", overline="Migración",
            agency="AFP", related=["efe", "presupuesto", "frente"],
        ))  # fmt: skip
        add(story(
            "aguinaldo", "/economia/cuando-se-paga-el-aguinaldo-en-guatemala-esto-dice-la-ley/",
            "¿Cuándo se paga el aguinaldo en Guatemala? Esto dice la ley",
            "2026-12-03", None, "2026-12-03 12:00", ["Douglas Cuevas"],
            [
                "El aguinaldo es una prestación laboral obligatoria en Guatemala, regulada por el Decreto 76-78 del Congreso de la República. Estos son los aspectos más importantes que todo trabajador debe conocer.",
                "## ¿Cuánto me corresponde?",
                "El aguinaldo equivale al 100 % del salario ordinario mensual que el trabajador devengue, siempre que haya laborado un año completo, del 1 de diciembre al 30 de noviembre. Si trabajó menos tiempo, recibe la parte proporcional.",
                "## ¿Cuándo debe pagarse?",
                "La ley establece que el patrono debe pagar el 50 % en la primera quincena de diciembre y el 50 % restante en la segunda quincena de enero. Sin embargo, muchas empresas lo pagan completo en diciembre.",
                "## ¿Qué hago si no me pagan?",
                "El trabajador puede presentar una denuncia ante la Inspección General de Trabajo del Ministerio de Trabajo y Previsión Social, de forma presencial o por medio de la línea telefónica de atención.",
                "## ¿El aguinaldo paga cuotas del IGSS?",
                "No. Según la legislación vigente, el aguinaldo no está sujeto a las cuotas del Instituto Guatemalteco de Seguridad Social (IGSS), por lo que el trabajador debe recibirlo completo.",
                "Según el Ministerio de Trabajo, en 2025 se recibieron más de 3,000 denuncias por falta de pago del aguinaldo.",
            ],
            "explainer-question-subheads-no-jsonld", section="Economía", overline="Economía",
            tags=[("/etiquetas/aguinaldo/", "Aguinaldo"), ("/etiquetas/derechos-laborales/", "Derechos laborales")],
            related=["presupuesto", "frente", "efe"],
        ))  # fmt: skip

    # --- templates -------------------------------------------------------------------------------------------

    def credit_names(self, doc: Doc) -> list[str]:
        if doc.authors:
            return doc.authors
        if doc.extra.get("desk"):
            return [doc.extra["desk"]]
        return [doc.extra["agency"]]

    def ans(self, doc: Doc) -> dict:
        """The story's ANS, as Fusion ships it to the browser (text included)."""
        elems = []
        for b in doc.blocks:
            if b[0] == "p":
                elems.append({"type": "text", "content": plain(b[1])})
            elif b[0] == "h2":
                elems.append({"type": "header", "level": 2, "content": plain(b[1])})
            elif b[0] == "ul":
                elems.append(
                    {
                        "type": "list",
                        "list_type": "unordered",
                        "items": [{"type": "text", "content": plain(i)} for i in b[1]],
                    }
                )
            elif b[0] == "table":
                elems.append({"type": "table", "rows": len(b[1])})
        iid = f"{zlib.crc32(doc.key.encode()):08X}"
        published = utc_iso(doc.stamp, TZ, ".000Z")
        return {
            "_id": f"{iid}ELQ{len(doc.path):04d}",
            "type": "story",
            "version": "0.10.9",
            "canonical_url": doc.path,
            "headlines": {"basic": doc.title},
            "subheadlines": {"basic": doc.dek},
            "display_date": published,
            "first_publish_date": published,
            "last_updated_date": utc_iso(doc.extra.get("updated", doc.stamp), TZ, ".000Z"),
            "credits": {"by": [{"type": "author", "name": n} for n in self.credit_names(doc)]},
            "taxonomy": {"primary_section": {"_id": "/" + doc.path.split("/")[1], "name": doc.section}},
            "content_elements": elems,
        }

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = "Diario El Quetzal | Noticias de Guatemala" if doc.key == "home" else f"{doc.title} | Diario El Quetzal"
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            '<meta property="og:site_name" content="Diario El Quetzal"/>',
            '<meta property="og:locale" content="es_GT"/>',
            '<meta name="twitter:site" content="@elquetzal_test"/>',
        ]
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{utc_iso(doc.stamp, TZ, ".000Z")}"/>')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}"/>')
        if doc.iso is None:
            return "\n".join(out)
        if doc.authors:
            author: object = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/autores/{AUTHORS[a]}/"} for a in doc.authors
            ]
        elif doc.extra.get("desk"):
            author = [{"@type": "Person", "name": doc.extra["desk"]}]
        else:
            author = [{"@type": "Organization", "name": doc.extra["agency"]}]
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": utc_iso(doc.extra.get("updated", doc.stamp), TZ, ".000Z"),
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "Diario El Quetzal",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/pf/resources/images/logo-amp.png?d=412",
                    "width": 600,
                    "height": 60,
                },
            },
            "image": [
                f"https://images.elquetzal.test/resizer/v2/{zlib.crc32(doc.key.encode()):08X}.jpg?auth=a1&width=1200"
            ],
            "articleSection": doc.section,
            "inLanguage": "es",
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        link_cls = 'class="c-nav__link"'
        nav = "".join(
            f'<li class="c-nav__item">{self.a(k, t, "nav", link_cls)}</li>'
            for k, t in (
                ("guatemala", "Guatemala"),
                ("https://www.elquetzal.test/economia/", "Economía"),
                ("https://www.elquetzal.test/internacional/", "Internacional"),
                ("https://www.elquetzal.test/deportes/", "Deportes"),
                ("https://www.elquetzal.test/vida/", "Vida"),
                ("https://www.elquetzal.test/opinion/", "Opinión"),
                ("clima", "Clima"),
                ("esquelas", "Esquelas"),
            )
        )
        most = "".join(
            f'<li class="c-stack">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["volcan", "clasico", "presupuesto", "aguinaldo", "afp"]
        )
        if doc.kind == "not-found":
            gc: object = None
        elif doc.is_article:
            gc = self.ans(doc)
        else:
            gc = {"_id": doc.path, "type": "section" if doc.kind == "section" else doc.kind, "name": doc.title}
        fusion = (
            'window.Fusion=window.Fusion||{};Fusion.arcSite="elquetzal";Fusion.contextPath="/pf";Fusion.mxId="00000000";'
            'Fusion.deployment="412";Fusion.deployment="412";Fusion.lastModified=1796423100000;'
            f"Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};"
            f"Fusion.globalContentConfig={json.dumps({'source': 'content-api' if doc.is_article else 'site-service', 'query': {'website_url': doc.path}})};"
            f'Fusion.spa=false;Fusion.spaEnabled=false;Fusion.outputType="default";'
        )
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
{self.head(doc)}
<link rel="icon" type="image/x-icon" href="/pf/resources/favicon.ico?d=412"/>
<link rel="preconnect" href="https://images.elquetzal.test"/>
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412&amp;mxId=00000000"/>
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};</script>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);}})(window,document,'script','dataLayer','GTM-QTZ412');</script>
</head>
<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-QTZ412" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="fusion-app" class="layout-section">
<header class="b-header-nav-chain">
<div class="b-header-nav-chain__top"><span class="b-header-nav-chain__date">Sábado, 5 de diciembre de 2026</span> <span class="c-weather">Ciudad de Guatemala 18 °C</span> <a href="/suscripciones/" class="c-button c-button--primary">Suscríbase</a> <a href="/cuenta/ingresar/">Ingresar</a></div>
<div class="b-header-nav-chain__logo"><a href="/" aria-label="Diario El Quetzal"><img src="/pf/resources/images/logo.svg?d=412" alt="Diario El Quetzal" width="260" height="48"/></a></div>
<nav class="b-header-nav-chain__nav" aria-label="Secciones"><ul class="c-nav">{nav}</ul><a class="c-search-link" href="/buscar/" aria-label="Buscar">Buscar</a></nav>
</header>
<div class="b-ad-block b-ad-block--leaderboard"><div id="arcad_leaderboard" class="arcad" data-slot="/3281234/elquetzal/{doc.kind}"></div></div>
<div class="b-breaking-news"><span class="b-breaking-news__label">Última hora</span> {self.a("volcan", "Conred declara alerta naranja por el volcán de Fuego", "aside")}</div>
<div class="layout-section layout-section--main">
<main class="b-single-chain">
{main}
</main>
<aside class="b-right-rail">
<div class="b-top-table-list"><h2 class="c-heading">Lo más leído</h2><ol>{most}</ol></div>
<div class="b-ad-block"><div id="arcad_right_rail" class="arcad"></div></div>
<div class="b-trending"><h2 class="c-heading">Tendencias</h2><p>{self.a("search", "Volcán", "aside")} · <a href="/etiquetas/aguinaldo/">Aguinaldo</a> · <a href="/etiquetas/liga-nacional/">Liga Nacional</a></p></div>
<div class="b-services"><h2 class="c-heading">Servicios</h2><ul><li>{self.a("clima", "Clima", "aside")}</li><li>{self.a("esquelas", "Esquelas", "aside")}</li><li><a href="/tipo-de-cambio/">Tipo de cambio</a></li></ul></div>
</aside>
</div>
<footer class="b-footer">
<div class="b-footer__links"><a href="/quienes-somos/">Quiénes somos</a> · <a href="/contacto/">Contacto</a> · <a href="/politica-de-privacidad/">Política de privacidad</a> · <a href="/terminos-y-condiciones/">Términos y condiciones</a> · <a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a></div>
<div class="b-footer__social"><a href="https://www.facebook.com/elquetzal.test">Facebook</a> <a href="https://x.com/elquetzal_test">X</a> <a href="https://www.tiktok.com/@elquetzal.test">TikTok</a> <a href="https://www.youtube.com/@elquetzal_test">YouTube</a></div>
<p class="b-footer__copyright">© 2026 Diario El Quetzal. 13 calle 9-31, zona 1, Ciudad de Guatemala. Todos los derechos reservados.</p>
</footer>
<div class="c-cookie-banner" role="dialog" aria-live="polite"><p>Utilizamos cookies propias y de terceros para mejorar su experiencia y mostrar publicidad. Al continuar navegando acepta su uso. <a href="/politica-de-cookies/">Más información</a></p><button class="c-button">Aceptar</button></div>
</div>
<script id="fusion-metadata" type="application/javascript">{fusion}</script>
<script defer src="/pf/dist/engine/react.js?d=412&amp;mxId=00000000"></script>
<script defer src="/pf/dist/components/combinations/default.js?d=412&amp;mxId=00000000"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            links = []
            for a in doc.authors:
                if a == "Ana Lucía Cifuentes":
                    links.append(self.a("author", a, "byline", 'class="c-link"'))
                else:
                    links.append(f'<a class="c-link" href="/autores/{AUTHORS[a]}/">{esc(a)}</a>')
            return f'<section class="b-byline"><span class="c-attribution">Por {" y ".join(links)}</span></section>'
        if doc.extra.get("desk"):
            return (
                f'<section class="b-byline"><span class="c-attribution">Por {esc(doc.extra["desk"])}</span></section>'
            )
        return f'<section class="b-byline"><span class="c-attribution">{esc(doc.extra["agency"])}</span></section>'

    def story_main(self, doc: Doc) -> str:
        published = utc_iso(doc.stamp, TZ, ".000Z")
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<time class="c-date c-date--updated" datetime="{utc_iso(doc.extra["updated"], TZ, ".000Z")}">Actualizado el {es_stamp(doc.extra["updated"])}</time>'
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tags"):
            pills = "".join(
                self.a(k, t, "tag", 'class="c-pill"')
                if k in self.docs
                else f'<a class="c-pill" href="{k}">{esc(t)}</a>'
                for k, t in doc.extra["tags"]
            )
            tags = f'<div class="b-tag-list"><span>Etiquetas:</span> {pills}</div>'
        rel = "".join(
            f'<div class="c-stack b-results-list__item">{self.a(k, self.docs[k].title if k != "notfound" else "Juez envía a juicio a exalcalde por plazas fantasma", "related")}</div>'
            for k in doc.extra.get("related", [])
        )
        u = quote(self.url(doc.key), safe="")
        section_key = doc.path.split("/")[1]
        overline = (
            self.a("guatemala", doc.extra["overline"], "breadcrumb", 'class="c-overline"')
            if section_key == "guatemala"
            else f'<a class="c-overline" href="/{section_key}/">{esc(doc.extra["overline"])}</a>'
        )
        paras = self.blocks(doc, p_tag='<p class="c-paragraph">')
        paras = paras.replace("<h2>", '<h2 class="c-heading">').replace(
            '<table class="data">', '<table class="c-table">'
        )
        return f"""<article class="b-article-layout">
<div class="b-overline">{overline}</div>
<h1 class="b-headline c-heading">{esc(doc.title)}</h1>
{dek}
<div class="b-article-meta">
{self.byline(doc)}
<div class="b-date"><time class="c-date" datetime="{published}">Publicado el {es_stamp(doc.stamp)}</time>{updated}</div>
<div class="b-share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Compartir en Facebook">Facebook</a> <a href="https://x.com/intent/tweet?url={u}" aria-label="Compartir en X">X</a> <a href="https://api.whatsapp.com/send?text={u}" aria-label="Compartir en WhatsApp">WhatsApp</a></div>
</div>
<figure class="b-lead-art"><img src="https://images.elquetzal.test/resizer/v2/{zlib.crc32(doc.key.encode()):08X}.jpg?auth=a1&amp;width=800" alt="{esc(doc.title)}" width="800" height="450"/><figcaption class="c-media-item__caption">Imagen de referencia. (Foto: Hemeroteca El Quetzal)</figcaption></figure>
<div class="b-ad-block"><div id="arcad_article_1" class="arcad"></div></div>
<div class="b-article-body">
{paras}
</div>
{tags}
<div class="b-newsletter-signup"><p>Reciba las noticias más importantes en su correo. <a href="/newsletters/">Suscríbase a nuestro boletín</a></p></div>
</article>
<section class="b-results-list b-related"><h2 class="c-heading">Le puede interesar</h2>{rel}</section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<div class="c-stack b-results-list__item"><div class="b-results-list__overline">{esc(d.extra.get("overline", ""))}</div>'
            f'<h2 class="c-heading">{self.a(k, d.title, "content")}</h2><p class="c-paragraph">{esc(d.dek or self.lede(d))}</p>'
            f'<div class="c-attribution">{esc(" y ".join(self.credit_names(d)))}</div><time class="c-date" datetime="{utc_iso(d.stamp, TZ, ".000Z")}">{es_stamp(d.stamp)}</time></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = [self.card(k) for k in doc.extra["list"]]
        for title, path, stamp in doc.extra.get("older", []):
            cards.append(
                f'<div class="c-stack b-results-list__item"><h2 class="c-heading"><a href="{path}">{esc(title)}</a></h2><time class="c-date" datetime="{utc_iso(stamp, TZ, ".000Z")}">{es_stamp(stamp)}</time></div>'
            )
        head = f'<h1 class="b-section-title c-heading">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="b-full-author-bio"><img src="https://images.elquetzal.test/authors/ana-lucia-cifuentes.jpg" alt="Ana Lucía Cifuentes" width="120" height="120"/><h1 class="c-heading">{esc(doc.title)}</h1><p class="b-full-author-bio__role">Periodista</p><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/alcifuentes_test">@alcifuentes_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="c-heading">{esc(doc.title)}</h1><form class="b-search-results-list__form" action="/buscar/"><input name="q" value="volcan" aria-label="Buscar"/><button>Buscar</button></form><p class="b-search-results-list__count">{len(cards)} resultados para “volcan”</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="b-section-title c-heading">{esc(doc.title)}</h1><p class="b-tag-description">Noticias, fotos y videos sobre el volcán de Fuego.</p>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Diario El Quetzal: noticias de Guatemala y el mundo</h1>'
            extra = f'<div class="b-services-strip">{self.a("clima", "El clima de hoy", "content")} · {self.a("esquelas", "Esquelas", "content")} · {self.a("guatemala", "Más noticias de Guatemala", "content")}</div>'
        pager = ""
        nxt, prv = 'class="b-pagination__next"', 'class="b-pagination__prev"'
        if doc.key == "guatemala":
            pager = f'<nav class="b-pagination"><span class="b-pagination__current">1</span> {self.a("guatemala2", "2", "pagination")} <a href="/guatemala/?pagina=3">3</a> {self.a("guatemala2", "Siguiente", "pagination", nxt)}</nav>'
        elif doc.key == "guatemala2":
            pager = f'<nav class="b-pagination">{self.a("guatemala", "Anterior", "pagination", prv)} {self.a("guatemala", "1", "pagination")} <span class="b-pagination__current">2</span> <a href="/guatemala/?pagina=3">3</a> <a class="b-pagination__next" href="/guatemala/?pagina=3">Siguiente</a></nav>'
        return f"""<section class="b-results-list">
{head}
{"".join(cards)}
{pager}
{extra}
</section>"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="c-paragraph">').replace(
            '<table class="data">', '<table class="c-table">'
        )
        if doc.kind == "not-found":
            recs = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["volcan", "presupuesto", "clasico"]
            )
            return f"""<section class="b-error-page">
<h1 class="c-heading">{esc(doc.title)}</h1>
{html}
<p class="c-paragraph">{self.a("home", "Ir a la portada", "content")}</p>
<div class="b-error-page__recommended"><h2 class="c-heading">Le recomendamos</h2><ul>{recs}</ul></div>
</section>"""
        return f"""<section class="b-service-page b-service-page--{doc.kind}">
<h1 class="c-heading">{esc(doc.title)}</h1>
{html}
</section>"""
