# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes and the minus sign are deliberate)
"""Brecha Norte: an independent newsroom in Monterrey (Nuevo León) on **Ghost 5** with a Source-like theme: `gh-article`,
`gh-article-header`, `gh-article-excerpt`, `gh-content gh-canvas`, Koenig cards (`kg-image-card` with captions,
`kg-bookmark-card` whose whole box is a link to another post, `kg-callout-card`, `kg-embed-card`, a `kg-html-card`
holding a data table), `gh-card` listings, `/tag/<slug>/`, `/author/<slug>/`, `/page/2/`, absolute URLs everywhere.
Spanish (Mexico), UTF-8. A members-only post is served with its public lead and Ghost's `gh-post-upgrade-cta` box.
Ghost's JSON-LD: an `Article` with `author` as `Person` (only the **primary** author, even on the two-author
investigation; the staff user "Redacción Brecha Norte" also comes out as a Person) and `publisher`;
`article:published_time` and `datePublished` in **UTC** with milliseconds ("…000Z"), while `<time datetime>` carries
the local date. Monterrey is UTC−6: the budget story (21:15 on 2 Dec) is 03:15Z on 3 Dec. Search is a theme page
(`/buscar/?q=…`); the newsletter ("Boletín Norte") has its own archive page."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["agua", "breve", "socios", "utc", "opinion", "investigacion", "entrevista", "sequia"]
AUTHORS = {
    "Ana Lucía Treviño": (
        "ana-lucia-trevino",
        "Reportera de medio ambiente y agua. Antes en El Norte y en Animal Político.",
    ),
    "Mariana Cantú": ("mariana-cantu", "Periodista de datos. Le gustan las hojas de cálculo más de lo que debería."),
    "Jorge Villarreal Garza": ("jorge-villarreal", "Cubre el Congreso y el gobierno de Nuevo León."),
    "Héctor Saldívar": ("hector-saldivar", "Urbanista y profesor. Escribe cada quince días sobre la ciudad."),
    "Redacción Brecha Norte": ("redaccion", "Equipo editorial de Brecha Norte."),
}
MONTHS = {"11": "nov", "12": "dic"}


def shown(date: str) -> str:
    """Ghost's local date as the theme prints it: '4 dic 2026'."""
    y, m, d = date.split("-")
    return f"{int(d)} {MONTHS[m]} {y}"


class BrechaNorte(Base):
    origin = "https://brechanorte.test"
    name = "Brecha Norte"
    prefix = "brn"
    language = "es"
    content_type = "text/html; charset=utf-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "brn",
            [
                ".gh-navigation",
                ".gh-article-header",
                ".gh-content > *",
                ".kg-bookmark-card",
                ".kg-callout-card",
                ".gh-post-upgrade-cta",
                ".gh-card",
                ".gh-footer",
                ":root",
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
                "Brecha Norte",
                "ghost-home",
                list=["agua", "breve", "socios", "utc", "opinion", "investigacion"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "Brecha Norte",
                "ghost-home-page2",
                list=["entrevista", "sequia"],
                older=True,
            )
        )
        add(
            page(
                "tag",
                "/tag/agua/",
                "tag",
                "Agua",
                "ghost-tag",
                list=["agua", "socios", "investigacion", "entrevista", "sequia"],
                desc="Cobertura de la crisis hídrica en Nuevo León: presas, acuíferos, fugas y quién decide sobre el agua.",
            )
        )
        add(
            page(
                "politica",
                "/tag/politica/",
                "section",
                "Política",
                "ghost-tag-as-section",
                list=["utc", "socios", "opinion"],
                desc="Congreso, gobierno estatal y municipios de la zona metropolitana.",
            )
        )
        add(
            page(
                "author",
                "/author/ana-lucia-trevino/",
                "author",
                "Ana Lucía Treviño",
                "ghost-author",
                list=["agua", "investigacion", "entrevista"],
            )
        )
        add(
            page(
                "search",
                "/buscar/?q=presa",
                "search",
                "Resultados para «presa»",
                "ghost-search-page",
                list=["sequia", "entrevista", "agua"],
            )
        )
        add(
            page(
                "boletin",
                "/boletin/",
                "archive",
                "Boletín Norte",
                "ghost-newsletter-archive",
                list=["agua", "utc", "sequia"],
            )
        )
        add(
            page(
                "about",
                "/nosotros/",
                "about",
                "Quiénes somos",
                "ghost-page-about",
                [
                    "Brecha Norte es un medio digital independiente fundado en 2021 en Monterrey. Hacemos periodismo de investigación y de servicio sobre agua, medio ambiente, ciudad y poder público en Nuevo León.",
                    "No recibimos publicidad oficial de ningún nivel de gobierno. Nos sostenemos con las aportaciones de nuestros socios, con becas de fundaciones periodísticas y con talleres de periodismo de datos.",
                    "Nuestro equipo: Ana Lucía Treviño (agua y medio ambiente), Mariana Cantú (datos), Jorge Villarreal Garza (política), Paula Ibarra (edición) y Daniel Ochoa (diseño y desarrollo).",
                    "Si tienes información sobre un tema de interés público, escríbenos a buzon@brechanorte.test. Protegemos la identidad de nuestras fuentes.",
                ],
            )
        )
        add(
            page(
                "membresia",
                "/membresia/",
                "subscribe",
                "Hazte socio",
                "ghost-page-membership-tiers",
                [
                    "El periodismo independiente cuesta. Con tu membresía pagas reportajes que nadie más va a hacer.",
                    "Gratis: el Boletín Norte cada martes y jueves. Socio, 89 pesos al mes: acceso a todos los reportajes, al archivo completo y a los encuentros mensuales con la redacción. Socio anual, 890 pesos: lo mismo, con dos meses de regalo.",
                ],
            )
        )
        add(
            page(
                "privacidad",
                "/aviso-de-privacidad/",
                "policy",
                "Aviso de privacidad",
                "ghost-page-policy",
                [
                    "Última actualización: 12 de agosto de 2026.",
                    "Brecha Norte, A.C., con domicilio en Monterrey, Nuevo León, es responsable del tratamiento de los datos personales que nos proporcionas al suscribirte, de conformidad con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
                    "Usamos tu correo electrónico únicamente para enviarte el boletín y gestionar tu membresía. Los pagos se procesan a través de un proveedor externo; no almacenamos datos de tarjetas.",
                    "Puedes ejercer tus derechos ARCO escribiendo a privacidad@brechanorte.test.",
                ],
            )
        )
        add(
            story(
                "agua",
                "/monterrey-pierde-un-tercio-del-agua-en-fugas/",
                "Monterrey pierde casi un tercio de su agua potable en fugas antes de llegar a las casas",
                "2026-12-04",
                "2026-12-04T16:30:00.000Z",
                shown("2026-12-04"),
                ["Ana Lucía Treviño"],
                [
                    "De cada diez litros de agua que Servicios de Agua y Drenaje de Monterrey (SADM) extrajo, potabilizó y bombeó en 2025, tres nunca llegaron a una llave. Se perdieron en tuberías rotas, tomas clandestinas y medidores que no registran, según datos que la paraestatal entregó a Brecha Norte a través de una solicitud de transparencia.",
                    "La cifra, 31.2 % del volumen producido, coloca a la zona metropolitana por encima de lo que la propia Comisión Nacional del Agua considera aceptable para ciudades de su tamaño, alrededor de 20 %, y contrasta con el discurso oficial de los últimos dos años, que ha atribuido la escasez casi exclusivamente a la falta de lluvias.",
                    "FIG: Cuadrilla de SADM reparando una fuga | Una cuadrilla de SADM repara una fuga en la colonia Independencia, en noviembre. Foto: Brecha Norte",
                    "## Dónde se pierde el agua",
                    "Los documentos desglosan las pérdidas por sector hidráulico. Los más afectados son los de la zona poniente de Monterrey y el centro de San Nicolás de los Garza, donde buena parte de la red tiene más de 50 años. En el sector Topo Chico, por ejemplo, el organismo estima que se pierde 44 % del agua que entra.",
                    "El resto de las pérdidas no son físicas sino comerciales: agua que sí llega a un domicilio o a una empresa, pero que no se cobra porque el medidor está descompuesto, porque la toma es irregular o porque el consumo se factura con una cuota fija. SADM calcula que este tipo de pérdida equivale a 9 puntos del total.",
                    "“Lo que no se mide no se puede cobrar, y lo que no se cobra no se puede reinvertir en la red”, dijo Rogelio Ayala, ingeniero hidráulico y exfuncionario del organismo, quien revisó los datos a petición de este medio.",
                    "RAW:BOOKMARK:sequia",
                    "## Un programa que avanza despacio",
                    "En marzo de 2024, el gobierno estatal anunció un programa de sustitución de tuberías con una inversión de 2,300 millones de pesos en cinco años. Hasta octubre de este año, de acuerdo con el informe trimestral de SADM, se habían renovado 186 kilómetros de los 640 previstos, menos de un tercio.",
                    "La dependencia atribuye el retraso a los permisos municipales para romper pavimento y a la dificultad de trabajar en calles donde el servicio no puede interrumpirse. En un comunicado enviado después de la consulta de este medio, SADM señaló que “la reducción de pérdidas es una prioridad” y que la meta es bajar a 25 % en 2028.",
                    "Para Ayala, la meta es alcanzable, pero solo si el ritmo de obra se duplica. “Con el avance actual, vamos a llegar a 2030 con las mismas fugas y con otra sequía encima”, advirtió.",
                    "## Lo que sigue",
                    "El [[utc|presupuesto estatal de 2027]], aprobado esta semana por el Congreso, incluye una partida de 480 millones de pesos para la red de agua, 15 % menos que este año. Brecha Norte solicitó a la Secretaría de Finanzas una explicación del recorte, sin obtener respuesta al cierre de esta edición.",
                ],
                "ghost-post-image-bookmark-card",
                dek="Datos de Servicios de Agua y Drenaje obtenidos por transparencia muestran que la red metropolitana perdió 31 % del agua que produjo en 2025.",
                section="Agua",
                tags=["Agua", "Monterrey"],
                minutes=5,
            )
        )
        add(
            story(
                "socios",
                "/pipas-de-agua-cuatro-empresas-concentran-contratos/",
                "Pipas de agua: cuatro empresas concentran el 70 % de los contratos de emergencia",
                "2026-12-03",
                "2026-12-03T14:00:00.000Z",
                shown("2026-12-03"),
                ["Mariana Cantú"],
                [
                    "Durante la crisis hídrica de 2022, y de nuevo en la temporada seca de este año, el gobierno de Nuevo León y varios municipios de la zona metropolitana contrataron cientos de pipas para llevar agua a colonias que pasaban días sin servicio. La urgencia justificó que casi todos esos contratos se asignaran de forma directa, sin licitación.",
                    "Brecha Norte revisó 312 contratos de renta de pipas firmados entre 2022 y septiembre de 2026 por el estado y por los municipios de Monterrey, Guadalupe, Apodaca, Escobedo y Juárez. En conjunto suman 1,046 millones de pesos.",
                    "Cuatro empresas se quedaron con el 70 % de ese dinero. Dos de ellas fueron constituidas menos de seis meses antes de recibir su primer contrato, y una comparte domicilio fiscal con una constructora que ha donado a campañas de tres partidos distintos.",
                ],
                "ghost-members-only-lead-upgrade-cta",
                dek="Una revisión de 312 contratos muestra que la escasez se convirtió en negocio para un puñado de proveedores.",
                section="Agua",
                tags=["Agua", "Política", "Contratos"],
                minutes=9,
                members=True,
            )
        )
        add(
            story(
                "investigacion",
                "/catorce-empresas-extraen-agua-sin-medidor/",
                "Catorce empresas extraen agua del acuífero sin medidor, pese a tener concesión",
                "2026-11-30",
                "2026-11-30T15:00:00.000Z",
                shown("2026-11-30"),
                ["Ana Lucía Treviño", "Mariana Cantú"],
                [
                    "Al menos catorce empresas con concesiones para extraer agua subterránea en el área metropolitana de Monterrey no tienen instalado un medidor en sus pozos, a pesar de que la Ley de Aguas Nacionales las obliga a tenerlo desde 2004, de acuerdo con los registros de inspección de la Comisión Nacional del Agua (Conagua) consultados por Brecha Norte.",
                    "En conjunto, esas concesiones amparan la extracción de hasta 38.6 millones de metros cúbicos al año, suficiente para abastecer a unas 500 mil personas. Sin medidor, la autoridad no tiene forma de comprobar si las empresas extraen lo que declaran o más.",
                    "## Quiénes son",
                    "Nueve de las catorce son parques industriales o empresas dentro de ellos, en Apodaca, Escobedo y Santa Catarina; tres son embotelladoras de bebidas y dos son desarrollos habitacionales que operan pozos propios. La siguiente tabla resume las concesiones de mayor volumen:",
                    "T: Concesionario | Municipio | Volumen concesionado (m³/año) | Última inspección",
                    "T: Parque Industrial Los Encinos | Apodaca | 6,200,000 | 2019",
                    "T: Bebidas del Norte Mirador | Santa Catarina | 4,850,000 | 2021",
                    "T: Logística Cumbres | Escobedo | 3,900,000 | Nunca",
                    "T: Residencial Valle Alto | Monterrey | 1,120,000 | 2018",
                    "Las empresas fueron identificadas a partir de los listados de inspección que Conagua entregó por transparencia, cruzados con el Registro Público de Derechos de Agua. Brecha Norte buscó a las catorce; cinco respondieron.",
                    "## Lo que dicen las empresas",
                    "Un representante del Parque Industrial Los Encinos aseguró que el medidor “está instalado y en proceso de certificación” y que la empresa reporta su consumo cada trimestre. Bebidas del Norte Mirador señaló que sus pozos cuentan con medición interna, aunque no con el equipo que exige la norma. Las demás no respondieron o declinaron comentar.",
                    "“Un medidor cuesta entre 40 y 80 mil pesos. No es un problema de dinero, es un problema de que nadie lo exige”, explicó Elena Garza Montemayor, abogada ambiental del colectivo Agua para Todos NL, que ha presentado quejas ante Conagua por casos similares.",
                    "## Una autoridad con pocos inspectores",
                    "La dirección local de Conagua cuenta con siete inspectores para vigilar más de 4,000 aprovechamientos en la parte neoleonesa de la cuenca del río Bravo. En 2025 realizó 96 visitas de inspección, según su informe anual.",
                    "Consultada para este reportaje, la dependencia informó que “se tienen programadas visitas a los aprovechamientos señalados” durante el primer trimestre de 2027, sin precisar fechas. Tampoco respondió si ha impuesto multas a alguna de las empresas.",
                    "Mientras tanto, el nivel del acuífero sigue bajando. La última medición oficial, de 2023, lo clasificó con déficit de disponibilidad, lo que en teoría impide otorgar nuevas concesiones.",
                ],
                "ghost-two-authors-jsonld-primary-only-html-table",
                dek="Registros de Conagua revelan que la mayoría son parques industriales y embotelladoras del área metropolitana.",
                section="Agua",
                tags=["Agua", "Investigación"],
                minutes=7,
            )
        )
        add(
            story(
                "utc",
                "/congreso-aprueba-presupuesto-2027/",
                "El Congreso aprueba el presupuesto 2027 entre protestas de maestros",
                "2026-12-02",
                "2026-12-03T03:15:00.000Z",
                shown("2026-12-02"),
                ["Jorge Villarreal Garza"],
                [
                    "Con 28 votos a favor y 14 en contra, el Congreso de Nuevo León aprobó la noche de este miércoles el paquete fiscal para 2027, que asciende a 168 mil 400 millones de pesos, mientras afuera del recinto legislativo alrededor de 300 maestros exigían el pago de bonos atrasados.",
                    "La sesión, que comenzó a las once de la mañana, se alargó por la discusión de las reservas presentadas por la oposición, que buscaba reasignar 2 mil millones de pesos del rubro de obra pública al de educación y salud. Todas fueron rechazadas.",
                    "## Los cambios principales",
                    "El presupuesto aprobado contempla un aumento de 6 % respecto al de este año. Los rubros que más crecen son seguridad, con 11 %, y movilidad, con 9 %, impulsado por la construcción de las líneas 4 y 6 del Metro. En cambio, la partida para la red de agua potable baja 15 %, a 480 millones de pesos.",
                    "El diputado Raúl Elizondo, presidente de la Comisión de Presupuesto, defendió el recorte: “La inversión en agua no desaparece, se está reprogramando con recursos federales que ya están comprometidos”. No precisó el monto de esos recursos.",
                    "## Afuera, los maestros",
                    "Los docentes, integrantes de la sección 50 del sindicato magisterial, mantuvieron cerrada la calle Matamoros durante casi ocho horas. Reclaman el pago de un bono de desempeño correspondiente a 2025 que, aseguran, afecta a unos 9 mil trabajadores.",
                    "“Nos dijeron que estaba en el presupuesto y no está”, dijo Sonia Rangel, maestra de primaria en Guadalupe. La Secretaría de Educación estatal informó por la tarde que el pago se realizará “en enero, conforme a la disponibilidad de recursos”.",
                    "El paquete fiscal será enviado al Ejecutivo para su publicación en el Periódico Oficial del Estado. La oposición anunció que evalúa presentar una acción de inconstitucionalidad por el procedimiento con el que se votaron las reservas.",
                ],
                "ghost-post-utc-next-day",
                dek="La votación terminó pasadas las nueve de la noche, con 28 votos a favor y 14 en contra.",
                section="Política",
                tags=["Política", "Congreso"],
                minutes=4,
            )
        )
        add(
            story(
                "entrevista",
                "/entrevista-teresa-leal-hidrologa/",
                "“La sequía no es solo natural, es administrativa”: Teresa Leal, hidróloga",
                "2026-11-27",
                "2026-11-27T18:00:00.000Z",
                shown("2026-11-27"),
                ["Ana Lucía Treviño"],
                [
                    "Teresa Leal Zertuche lleva 25 años estudiando el agua subterránea del noreste de México desde el Instituto de Ingeniería Civil de la Universidad Autónoma de Nuevo León. Durante la crisis de 2022 fue una de las voces que advirtió que el problema no terminaría con las lluvias. Conversamos con ella en su laboratorio, en Ciudad Universitaria.",
                    "FIG: Teresa Leal en su laboratorio | Teresa Leal Zertuche, en el Instituto de Ingeniería Civil de la UANL. Foto: Ana Lucía Treviño",
                    "Q: ¿Por qué dice que la sequía es administrativa? || Porque la lluvia explica cuándo se vacía una presa, pero no explica por qué dependemos tanto de ella. Monterrey creció durante cuarenta años sin planear sus fuentes de abastecimiento, concesionó más agua subterránea de la que el acuífero puede reponer y dejó envejecer su red. Eso no lo decidió el clima, lo decidieron personas.",
                    "Q: ¿Qué tan grave es el estado del acuífero? || Grave. Tenemos pozos que hace veinte años sacaban agua a 80 metros y hoy tienen que bajar a 200. Cuando bombeas más profundo, el agua sale con más sales y cuesta más energía. No es un colapso de un día para otro, es un deterioro lento que nadie ve hasta que ya no hay vuelta atrás.",
                    "Q: El gobierno dice que con el nuevo acueducto el problema está resuelto. || El acueducto ayuda, no lo niego. Pero trae agua de una presa que también depende de la lluvia. Si tenemos dos años secos seguidos, estamos otra vez en el mismo lugar, solo que con más población. Resolverlo de verdad implica reducir fugas, medir a los grandes usuarios y reusar el agua tratada en la industria.",
                    "Q: ¿Cuándo sería la próxima crisis? || Si no cambia nada, nuestros modelos la ubican entre 2029 y 2031. Es una estimación, no una profecía, pero es la que ponemos en nuestros informes desde hace tres años.",
                    "Q: ¿Qué le diría a una persona que vive en Monterrey y quiere hacer algo? || Que revise sus fugas, sí, pero sobre todo que pregunte. Que pregunte a su diputado cuánto se invierte en la red, que pregunte a su municipio quién tiene pozos. El consumo doméstico es una parte pequeña del problema; la transparencia es una parte grande.",
                ],
                "ghost-interview-qa",
                dek="La investigadora de la UANL habla de acuíferos, presas y de por qué la próxima crisis ya tiene fecha.",
                section="Agua",
                tags=["Agua", "Entrevista"],
                minutes=6,
            )
        )
        add(
            story(
                "opinion",
                "/monterrey-necesita-menos-viaductos-y-mas-banquetas/",
                "Monterrey necesita menos viaductos y más banquetas",
                "2026-12-01",
                "2026-12-01T13:00:00.000Z",
                shown("2026-12-01"),
                ["Héctor Saldívar"],
                [
                    "Cada tres o cuatro años, algún gobierno de la zona metropolitana presenta con orgullo un nuevo viaducto, un paso a desnivel o un segundo piso. La promesa siempre es la misma: se acabará el tráfico. Y siempre, unos meses después de la inauguración, los autos vuelven a formar la misma fila, ahora a mayor altura.",
                    "No es mala suerte. Es lo que los urbanistas llaman demanda inducida: cuando se amplía una vialidad, manejar se vuelve más cómodo, más personas deciden hacerlo y el espacio nuevo se llena. Está documentado en Houston, en Los Ángeles y en la Ciudad de México. No hay razón para pensar que en Monterrey la física del tráfico funcione distinto.",
                    "Mientras tanto, caminar en esta ciudad sigue siendo un deporte extremo. Según el último inventario del instituto de planeación metropolitano, 42 % de las calles de la zona urbana no tiene banqueta en al menos uno de sus lados, y en las que sí la tienen es común encontrar postes, rampas de cochera o autos estacionados que obligan a bajarse al arroyo vehicular.",
                    "Lo más llamativo es que la mayoría de los viajes en la zona metropolitana no se hacen en auto. Según la última encuesta origen-destino, 55 % de los traslados diarios se hacen a pie, en transporte público o en bicicleta. Es decir, la mayoría de la gente depende de las banquetas y de los camiones, y sin embargo el grueso de la inversión sigue yendo a quienes manejan.",
                    "No propongo dejar de invertir en vialidades. Propongo cambiar el orden. Con lo que cuesta un solo paso a desnivel, unos 900 millones de pesos en el caso del que se planea en avenida Constitución, se podrían construir o reparar alrededor de 600 kilómetros de banqueta accesible, con rampas y árboles.",
                    "Hay señales de que el debate está cambiando. El reglamento de calles completas de San Pedro y los carriles confinados de la Ecovía muestran que es posible. Pero siguen siendo excepciones, no la regla.",
                    "La próxima vez que un gobierno presente un viaducto como la solución definitiva, vale la pena preguntarle cuántas banquetas se pudieron haber hecho con ese dinero. Y cuántas personas caminan, todos los días, por donde no hay ninguna.",
                    "SIGN: Héctor Saldívar es urbanista y profesor de diseño urbano. Sus opiniones no representan necesariamente la postura de Brecha Norte.",
                ],
                "ghost-opinion-column-bio-line",
                dek="Cada nuevo paso a desnivel promete acabar con el tráfico. Ninguno lo ha logrado.",
                section="Opinión",
                tags=["Opinión", "Política"],
                minutes=4,
            )
        )
        add(
            story(
                "breve",
                "/suspenden-clases-frente-frio-17/",
                "Suspenden clases en 12 municipios por el frente frío 17",
                "2026-12-04",
                "2026-12-04T12:40:00.000Z",
                shown("2026-12-04"),
                [],
                [
                    "La Secretaría de Educación de Nuevo León suspendió las clases de este viernes en escuelas de educación básica de 12 municipios del sur y el oriente del estado, ante las temperaturas bajo cero previstas por el frente frío número 17.",
                    "Entre los municipios afectados están Galeana, Doctor Arroyo, Aramberri, Iturbide y China. En la zona metropolitana las clases continúan, pero las escuelas podrán flexibilizar el horario de entrada.",
                    "Protección Civil estatal pidió a la población abrigarse, evitar el uso de anafres en espacios cerrados y revisar las conexiones de gas. El Servicio Meteorológico Nacional prevé temperaturas de hasta −6 °C en la sierra.",
                ],
                "ghost-brief-staff-user-person",
                section="Breves",
                tags=["Breves"],
                minutes=1,
                staff="Redacción Brecha Norte",
            )
        )
        add(
            story(
                "sequia",
                "/un-ano-despues-del-acueducto-el-cuchillo/",
                "Un año después del acueducto, la presa El Cuchillo sigue a la mitad",
                "2026-11-26",
                "2026-11-26T17:00:00.000Z",
                shown("2026-11-26"),
                ["Mariana Cantú"],
                [
                    "Hace un año, el 25 de noviembre de 2025, el gobierno de Nuevo León inauguró el segundo acueducto de la presa El Cuchillo con la promesa de que Monterrey no volvería a vivir una crisis como la de 2022. La obra, de 94 kilómetros, puede trasladar hasta 5 mil litros por segundo hacia la zona metropolitana.",
                    "Doce meses después, el acueducto funciona, pero la presa de la que depende está al 51 % de su capacidad, según el reporte diario de Conagua del 25 de noviembre. En la misma fecha del año pasado estaba al 64 %.",
                    "## Más agua en la tubería, menos en la presa",
                    "El acueducto ha permitido que la zona metropolitana reciba más agua de El Cuchillo mientras las otras dos presas del sistema, Cerro Prieto y La Boca, se recuperan. Pero eso significa extraer más rápido de la presa más grande, que depende de las lluvias en la cuenca del río San Juan.",
                    "“El acueducto resolvió un problema de transporte, no de disponibilidad”, explicó Joaquín Salinas, ingeniero del Consejo de Cuenca del Río Bravo. “El agua hay que traerla de algún lado, y si no llueve en la cuenca, el tubo no sirve de mucho”.",
                    "RAW:EMBED",
                    "## Los agricultores de abajo",
                    "Aguas abajo de la presa, los productores del Distrito de Riego 026, en Tamaulipas, han reclamado que el aumento de las extracciones reduce el agua disponible para sus cultivos de sorgo y maíz. En octubre, unos 200 agricultores bloquearon durante dos días la carretera a Reynosa.",
                    "La Conagua sostiene que las extracciones respetan el acuerdo de distribución firmado por ambos estados en 1996 y que el volumen enviado a Monterrey está dentro de lo autorizado.",
                    "La temporada de lluvias de 2026 fue menor al promedio en la cuenca. Si el invierno es seco, el almacenamiento podría bajar al 40 % antes de mayo, el umbral en el que el propio gobierno estatal ha dicho que activaría medidas de reducción de presión en la red.",
                    "RAW:CALLOUT",
                ],
                "ghost-post-callout-embed-cards",
                dek="La obra prometía garantizar el abasto hasta 2050. Los datos de almacenamiento cuentan otra historia.",
                section="Agua",
                tags=["Agua", "Presas"],
                minutes=5,
            )
        )

    # ------------------------------------------------------------------ chrome
    def author_of(self, doc: Doc) -> list[str]:
        return doc.authors or ([doc.extra["staff"]] if doc.extra.get("staff") else [])

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        head = [f"<title>{esc(doc.title if doc.key == 'home' else doc.title + ' – Brecha Norte')}</title>"]
        desc = doc.dek or doc.extra.get("desc") or "Periodismo independiente desde Nuevo León."
        head.append(f'<meta name="description" content="{esc(desc)}">')
        head.append(f'<link rel="canonical" href="{esc(url)}">')
        head.append('<meta name="referrer" content="no-referrer-when-downgrade">')
        if doc.key == "home":
            head.append(f'<link rel="next" href="{self.url("page2")}">')
        head.append(
            f'<meta property="og:site_name" content="Brecha Norte">\n<meta property="og:type" content="{"article" if doc.is_article else "website"}">'
        )
        head.append(
            f'<meta property="og:title" content="{esc(doc.title)}">\n<meta property="og:description" content="{esc(desc)}">\n<meta property="og:url" content="{esc(url)}">'
        )
        ld: dict = {
            "@context": "https://schema.org",
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.origin + "/"},
        }
        if doc.is_article:
            primary = self.author_of(doc)[0]
            slug = AUTHORS[primary][0]
            head.append(
                f'<meta property="article:published_time" content="{doc.iso}">\n<meta property="article:modified_time" content="{doc.iso}">'
            )
            head.extend(f'<meta property="article:tag" content="{esc(t)}">' for t in doc.extra["tags"])
            head.append('<meta property="article:publisher" content="https://www.facebook.test/brechanorte">')
            head.append(
                f'<meta name="twitter:label1" content="Written by">\n<meta name="twitter:data1" content="{esc(primary)}">'
            )
            head.append(
                f'<meta name="twitter:label2" content="Filed under">\n<meta name="twitter:data2" content="{esc(", ".join(doc.extra["tags"]))}">'
            )
            ld.update(
                {
                    "@type": "Article",
                    "publisher": {
                        "@type": "Organization",
                        "name": "Brecha Norte",
                        "url": self.origin + "/",
                        "logo": {
                            "@type": "ImageObject",
                            "url": self.origin + "/content/images/2024/02/brecha-logo.png",
                            "width": 600,
                            "height": 72,
                        },
                    },
                    "author": {
                        "@type": "Person",
                        "name": primary,
                        "image": {
                            "@type": "ImageObject",
                            "url": f"{self.origin}/content/images/2024/03/{slug}.jpg",
                            "width": 400,
                            "height": 400,
                        },
                        "url": f"{self.origin}/author/{slug}/",
                        "sameAs": [],
                    },
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "image": {
                        "@type": "ImageObject",
                        "url": f"{self.origin}/content/images/2026/12/{doc.key}-portada.jpg",
                        "width": 2000,
                        "height": 1333,
                    },
                    "keywords": ", ".join(doc.extra["tags"]),
                    "description": desc,
                }
            )
            ld["mainEntityOfPage"] = url
        else:
            ld.update(
                {
                    "@type": "Series" if doc.kind in ("tag", "section") and doc.key != "page2" else "WebSite",
                    "name": doc.title,
                    "publisher": {"@type": "Organization", "name": "Brecha Norte"},
                }
            )
        head.append(
            f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n    </script>'
        )
        nav = "".join(
            f'<li class="nav-{k}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Inicio"),
                ("tag", "Agua"),
                ("politica", "Política"),
                ("boletin", "Boletín"),
                ("about", "Nosotros"),
            )
        )
        body_class = (
            "post-template"
            if doc.is_article
            else (
                "tag-template"
                if doc.kind in ("tag", "section") and doc.key != "page2"
                else "home-template"
                if doc.key in ("home", "page2")
                else "page-template"
            )
        )
        if doc.is_article:
            body_class += " " + " ".join(
                f"tag-{t.lower().replace('í', 'i').replace('ó', 'o').replace(' ', '-')}" for t in doc.extra["tags"]
            )
        return f"""<!DOCTYPE html>
<html lang="es-mx">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="preload" as="style" href="{self.origin}/assets/built/screen.css?v=8f2a1c0d3e">
    <link rel="stylesheet" type="text/css" href="{self.origin}/assets/built/screen.css?v=8f2a1c0d3e">
    <style>:root {{--background-color: #ffffff}}</style>
    {chr(10).join(head)}
    <meta name="generator" content="Ghost 5.101">
    <link rel="alternate" type="application/rss+xml" title="Brecha Norte" href="{self.origin}/rss/">
    <script defer src="https://cdn.jsdelivr.test/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="{self.origin}/" data-key="4f1d7c0a9b23e6518de0c2b7a1" data-api="{self.origin}/ghost/api/content/" data-locale="es" crossorigin="anonymous"></script><style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta {{display:flex;flex-direction:column;align-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;text-align:center;width:100%;color:#ffffff;font-size:16px}}/*PAD*/</style>
    <script defer src="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="4f1d7c0a9b23e6518de0c2b7a1" data-styles="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="{self.origin}/" data-locale="es" crossorigin="anonymous"></script>
    <script defer src="{self.origin}/public/cards.min.js?v=8f2a1c0d3e"></script>
    <link rel="stylesheet" type="text/css" href="{self.origin}/public/cards.min.css?v=8f2a1c0d3e">
    <script defer src="{self.origin}/public/member-attribution.min.js?v=8f2a1c0d3e"></script>
</head>
<body class="{body_class} has-sans-title has-serif-body">
<div class="gh-viewport">
<header id="gh-navigation" class="gh-navigation is-left-logo has-accent-color gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand">{self.a("home", "Brecha Norte", "nav", cls="gh-navigation-logo is-title")}
<button class="gh-search gh-icon-button" aria-label="Buscar en el sitio" data-ghost-search><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg></button></div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions"><div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Iniciar sesión</a> {self.a("membresia", "Hazte socio", "nav", cls="gh-button")}</div></div>
</div></header>
{main}
<footer class="gh-footer gh-outer"><div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar"><span class="gh-footer-logo is-title">Brecha Norte</span>
<nav class="gh-footer-menu"><ul class="nav"><li>{self.a("about", "Quiénes somos", "footer")}</li><li>{self.a("membresia", "Membresía", "footer")}</li><li>{self.a("privacidad", "Aviso de privacidad", "footer")}</li><li><a href="{self.origin}/buscar/">Buscar</a></li><li><a href="{self.origin}/rss/">RSS</a></li></ul></nav>
<div class="gh-footer-copyright">Powered by <a href="https://ghost.test/" target="_blank" rel="noopener">Ghost</a></div></div>
<div class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">Recibe el Boletín Norte</h2><p class="gh-footer-signup-subhead is-body">Lo más importante de Nuevo León, martes y jueves en tu correo. Gratis.</p>
<form data-members-form="signup" class="gh-form"><input class="gh-form-input" type="email" placeholder="tucorreo@ejemplo.com" required data-members-email><button class="gh-button" type="submit">Suscribirme</button></form></div>
</div></footer>
</div>
<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container"><div class="pswp__item"></div><div class="pswp__item"></div><div class="pswp__item"></div></div></div></div>
<script src="{self.origin}/assets/built/source.js?v=8f2a1c0d3e"></script>
<script>const ghostHost = "{self.origin}";</script>
<script defer data-domain="brechanorte.test" src="https://plausible.test/js/script.js"></script>
</body>
</html>"""

    def bookmark(self, key: str) -> str:
        d = self.docs[key]
        inner = (
            f'<div class="kg-bookmark-content"><div class="kg-bookmark-title">{esc(d.title)}</div><div class="kg-bookmark-description">{esc(d.dek)}</div>'
            f'<div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="{self.origin}/content/images/icon/brecha-icon.png" alt=""><span class="kg-bookmark-author">Brecha Norte</span><span class="kg-bookmark-publisher">{esc(d.authors[0])}</span></div></div>'
            f'<div class="kg-bookmark-thumbnail"><img src="{self.origin}/content/images/thumbnail/{key}-portada.jpg" alt="" onerror="this.style.display = \'none\'"></div>'
        )
        return f'<figure class="kg-card kg-bookmark-card">{self.a(key, d.title, "content", inner=inner, cls="kg-bookmark-container")}</figure>'

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 9000 + 1000
        return (
            f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="{self.origin}/content/images/2026/11/IMG_{n}.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="2000" height="1333" '
            f'srcset="{self.origin}/content/images/size/w600/2026/11/IMG_{n}.jpg 600w, {self.origin}/content/images/size/w1000/2026/11/IMG_{n}.jpg 1000w, {self.origin}/content/images/2026/11/IMG_{n}.jpg 2000w" sizes="(min-width: 720px) 720px">'
            f'<figcaption><span style="white-space: pre-wrap;">{esc(cap)}</span></figcaption></figure>'
        )

    def body_html(self, doc: Doc) -> str:
        blocks = []
        for b in doc.blocks:
            if b[0] == "box" and b[1].startswith("BOOKMARK:"):
                blocks.append(("box", self.bookmark(b[1].split(":", 1)[1])))
            elif b == ("box", "EMBED"):
                blocks.append(
                    (
                        "box",
                        '<figure class="kg-card kg-embed-card kg-card-hascaption"><iframe width="200" height="113" src="https://www.youtube.test/embed/Xq2cUch1lo0?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen title="Cortina de la presa El Cuchillo"></iframe><figcaption><p><span style="white-space: pre-wrap;">Video: recorrido por la cortina de la presa, noviembre de 2026.</span></p></figcaption></figure>',
                    )
                )
            elif b == ("box", "CALLOUT"):
                blocks.append(
                    (
                        "box",
                        '<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Este reportaje forma parte de la serie «Agua en disputa», realizada con el apoyo de la Red de Periodismo del Noreste. Nuestra cobertura es independiente.</div></div>',
                    )
                )
            else:
                blocks.append(b)

        def table(rows: list[list[str]]) -> str:
            head, *rest = rows
            th = "\n".join(f"<th>{c}</th>" for c in head)
            trs = "\n".join("<tr>\n" + "\n".join(f"<td>{c}</td>" for c in r) + "\n</tr>" for r in rest)
            return f'<!--kg-card-begin: html--><div class="tabla-datos"><table><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table></div><!--kg-card-end: html-->'

        return blocks_html(self, blocks, fig=self.fig, wrap={"table": table, "sign": lambda t: f"<p><em>{t}</em></p>"})

    def story_main(self, doc: Doc) -> str:
        names = self.author_of(doc)
        author_links = ", ".join(
            self.a("author", n, "byline")
            if n == "Ana Lucía Treviño"
            else f'<a href="{self.origin}/author/{AUTHORS[n][0]}/">{esc(n)}</a>'
            for n in names
        )
        images = "".join(
            f'<a href="{self.origin}/author/{AUTHORS[n][0]}/" class="gh-author-image"><img src="{self.origin}/content/images/size/w160/2024/03/{AUTHORS[n][0]}.jpg" alt="{esc(n)}"></a>'
            for n in names
        )
        tag = doc.extra["tags"][0]
        tag_link = (
            self.a("tag", tag, "kicker", cls="gh-article-tag")
            if tag == "Agua"
            else self.a("politica", tag, "kicker", cls="gh-article-tag")
            if tag == "Política"
            else f'<a class="gh-article-tag" href="{self.origin}/tag/{tag.lower().replace("ó", "o")}/">{esc(tag)}</a>'
        )
        feature = (
            ""
            if doc.key in ("breve", "opinion")
            else (
                f'<figure class="gh-article-image"><img srcset="{self.origin}/content/images/size/w320/2026/12/{doc.key}-portada.jpg 320w, {self.origin}/content/images/size/w960/2026/12/{doc.key}-portada.jpg 960w" '
                f'sizes="(min-width: 1200px) 920px, 92vw" src="{self.origin}/content/images/size/w1200/2026/12/{doc.key}-portada.jpg" alt="{esc(doc.title)}"></figure>'
            )
        )
        content = f'<section class="gh-content gh-canvas is-body">\n{self.body_html(doc)}\n'
        if doc.extra.get("members"):
            content += (
                '<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #c2410c">'
                "<h2>Esta publicación es solo para suscriptores</h2>"
                '<a class="gh-btn" data-portal="signup" href="#/portal/signup" style="color:#c2410c">Suscríbete ahora</a>'
                '<p><small>¿Ya tienes una cuenta? <a data-portal="signin" href="#/portal/signin">Inicia sesión</a></small></p></div></aside>\n'
            )
        content += "</section>"
        related = "".join(self.card(k) for k in [k for k in ARTS if k != doc.key][:4])
        comments = (
            ""
            if doc.extra.get("members")
            else f'<section class="gh-comments gh-canvas"><script defer src="https://cdn.jsdelivr.test/ghost/comments-ui@~1.0/umd/comments-ui.min.js" data-ghost-comments="{self.origin}/" data-api="{self.origin}/ghost/api/content/" data-admin="{self.origin}/ghost/" data-key="4f1d7c0a9b23e6518de0c2b7a1" data-title="Comentarios" data-count="true" data-post-id="6{zlib.crc32(doc.key.encode()):08x}" data-color-scheme="auto" data-locale="es" crossorigin="anonymous"></script></section>'
        )
        return f"""<main class="gh-main">
<article class="gh-article post {" ".join("tag-" + t.lower() for t in doc.extra["tags"][:1])}">
<header class="gh-article-header gh-canvas">
{tag_link}
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
{f'<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="gh-article-meta"><div class="gh-article-author-image instapaper_ignore">{images}</div>
<div class="gh-article-meta-wrapper"><h4 class="gh-article-author-name">{author_links}</h4>
<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{doc.date}">{doc.stamp}</time><span class="gh-article-meta-length"><span class="bull">—</span> {doc.extra["minutes"]} min de lectura</span></div></div></div>
{feature}
</header>
{content}
</article>
{comments}
</main>
<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Más de Brecha Norte</h2><div class="gh-feed">{related}</div></div></section>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        who = ", ".join(self.author_of(d))
        inner = (
            f'<figure class="gh-card-image"><img src="{self.origin}/content/images/size/w600/2026/12/{key}-portada.jpg" alt="{esc(d.title)}" loading="lazy"></figure>'
            f'<div class="gh-card-wrapper"><p class="gh-card-tag">{esc(d.extra["tags"][0])}</p><h3 class="gh-card-title is-title">{esc(d.title)}</h3>'
            f'<p class="gh-card-excerpt is-body">{esc(d.dek or self.lede(d))}</p>'
            f'<footer class="gh-card-meta"><span class="gh-card-author">Por {esc(who)}</span><time class="gh-card-date" datetime="{d.date}">{d.stamp}</time>'
            f"{'<span class=gh-card-access>Socios</span>' if d.extra.get('members') else ''}</footer></div>"
        )
        return f'<article class="gh-card post{" featured" if key == "agua" else ""}">{self.a(key, d.title, "content", inner=inner, cls="gh-card-link")}</article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        top = ""
        if doc.key == "home":
            top = (
                '<section class="gh-header is-classic gh-outer"><div class="gh-header-inner gh-inner"><h1 class="gh-header-title is-title">Periodismo independiente desde Nuevo León</h1>'
                '<p class="gh-header-description is-body">Agua, ciudad y poder público. Sin publicidad oficial.</p>'
                '<form data-members-form="signup" class="gh-form"><input class="gh-form-input" type="email" placeholder="tucorreo@ejemplo.com" required data-members-email><button class="gh-button" type="submit">Suscribirme</button></form></div></section>'
            )
        elif doc.kind in ("tag", "section") and doc.key != "page2":
            top = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["desc"])}</p></header></div></section>'
        elif doc.kind == "author":
            top = (
                '<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">Ana Lucía Treviño</h1>'
                f'<p class="gh-article-excerpt is-body">{esc(AUTHORS["Ana Lucía Treviño"][1])}</p><div class="gh-author-meta"><span class="gh-author-location">Monterrey, N.L.</span> <a href="https://x.test/analuciatrevino" target="_blank" rel="noopener">X</a></div></header>'
                f'<img class="gh-article-image" src="{self.origin}/content/images/size/w160/2024/03/ana-lucia-trevino.jpg" alt="Ana Lucía Treviño"></div></section>'
            )
        elif doc.kind == "search":
            top = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><form class="gh-search-form" action="{self.origin}/buscar/"><input type="search" name="q" value="presa"><button type="submit" class="gh-button">Buscar</button></form><p class="gh-search-count">3 resultados</p></header></div></section>'
        elif doc.kind == "archive":
            issues = [
                ("98", "4 dic 2026", "El agua que se pierde en el camino", "agua"),
                ("97", "2 dic 2026", "Presupuesto aprobado, maestros afuera", "utc"),
                ("96", "27 nov 2026", "Un año del acueducto y una presa a la mitad", "sequia"),
                ("95", "25 nov 2026", "Lo que dejó la COP y lo que no llegó a Monterrey", ""),
                ("94", "20 nov 2026", "Metro: la línea 6 se retrasa otra vez", ""),
            ]
            rows = "".join(
                f'<article class="gh-card post boletin"><a class="gh-card-link" href="{self.origin}/boletin-{n}/"><div class="gh-card-wrapper"><p class="gh-card-tag">Boletín #{n}</p><h3 class="gh-card-title is-title">{esc(t)}</h3><footer class="gh-card-meta"><time class="gh-card-date">{d}</time></footer></div></a>'
                + (
                    f'<p class="boletin-lead">En este número: {self.a(k, self.docs[k].title, "content")}</p>'
                    if k
                    else ""
                )
                + "</article>"
                for n, d, t, k in issues
            )
            return f"""<main class="gh-main gh-outer"><div class="gh-inner"><section class="gh-archive"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">Boletín Norte</h1>
<p class="gh-article-excerpt is-body">Nuestro boletín llega los martes y jueves a más de 18 mil lectores. Aquí están los números anteriores, tal como se enviaron.</p>
<form data-members-form="signup" class="gh-form"><input type="hidden" data-members-newsletter value="Boletín Norte"><input class="gh-form-input" type="email" placeholder="tucorreo@ejemplo.com" required data-members-email><button class="gh-button" type="submit">Suscribirme</button></form></header></section>
<div class="gh-feed">{rows}</div></div></main>"""
        pager = ""
        if doc.key == "home":
            pager = f'<nav class="gh-pagination"><span class="gh-pagination-count">Página 1 de 2</span> {self.a("page2", "Más antiguas →", "pagination", cls="gh-pagination-next")}</nav>'
        elif doc.key == "page2":
            pager = f'<nav class="gh-pagination">{self.a("home", "← Más recientes", "pagination", cls="gh-pagination-prev")} <span class="gh-pagination-count">Página 2 de 2</span></nav>'
            cards += f'<article class="gh-card post"><a class="gh-card-link" href="{self.origin}/linea-6-del-metro-se-retrasa/"><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">La línea 6 del Metro se retrasa otra vez</h3><footer class="gh-card-meta"><time class="gh-card-date" datetime="2026-11-20">20 nov 2026</time></footer></div></a></article>'
        side = ""
        if doc.key == "home":
            side = f'<aside class="gh-sidebar"><div class="gh-sidebar-inner"><h4 class="gh-sidebar-title">Temas</h4><ul><li>{self.a("tag", "Agua", "aside")}</li><li>{self.a("politica", "Política", "aside")}</li><li>{self.a("author", "Ana Lucía Treviño", "aside")}</li><li>{self.a("boletin", "Boletín Norte", "aside")}</li></ul><h4 class="gh-sidebar-title">Búsquedas frecuentes</h4><ul><li>{self.a("search", "presa", "aside")}</li><li><a href="{self.origin}/buscar/?q=pipas">pipas</a></li><li><a href="{self.origin}/buscar/?q=metro">metro</a></li></ul></div></aside>'
        return f"""{top}
<main class="gh-main gh-outer"><div class="gh-inner"><section class="gh-container is-grid"><div class="gh-container-inner"><h2 class="gh-container-title">{"Lo más reciente" if doc.key == "home" else ""}</h2><div class="gh-feed">{cards}</div></div></section>
{side}
{pager}</div></main>"""

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        extra = ""
        if doc.kind == "subscribe":
            extra = (
                '<div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup/free" class="kg-btn kg-btn-accent">Gratis</a></div>'
                '<div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup/6512f0a3/monthly" class="kg-btn kg-btn-accent">Socio mensual — $89</a></div>'
                '<div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup/6512f0a3/yearly" class="kg-btn kg-btn-accent">Socio anual — $890</a></div>'
            )
        return f"""<main class="gh-main">
<article class="gh-article page">
<header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas is-body">
{body}
{extra}
</section>
</article>
</main>"""
