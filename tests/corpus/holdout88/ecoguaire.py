# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Spanish quotation marks are deliberate)
"""El Eco del Guaire, edición ligera: the **low-bandwidth edition** of a Caracas digital outlet
(`https://ligero.ecodelguaire.test`), a small PHP system for slow and metered connections (`#aviso` "Edición ligera
para conexiones lentas · Esta página pesa 9 KB", `#cab`, `#menu`, `#c`, `p.m` meta lines, photos replaced by "[Foto:
…] Ver foto (42 KB)" links, `/n/84213/<slug>` stories, `/s/caracas` sections with `/s/caracas/2`, `/t/<tag>`,
`/a/<author>`, `/buscar?q=`), Venezuelan Spanish, Caracas time (-04:00). Every story links "Ver versión completa" to
the full site (`www.`, not in the set) and carries a `<link rel="canonical">` to it.

Encoding: declared **ISO-8859-1** in the header and in `<meta http-equiv>`, but the bytes are windows-1252 (curly
quotes and dashes at 0x93/0x94/0x96), which is what Scrapy decodes with: labelled `cp1252`. The JSON-LD (ASCII-escaped
by PHP's `json_encode`) is in **UTC**: the blackout story's 01:30Z on 5 Dec is 21:30 on 4 Dec in Caracas; one story
has none. Printed dates "04/12/2026 9:30 p. m.", "Actualizada: …". Credits: "Por Oriana Méndez", "Por Luis Alberto
Pernía | Corresponsal en Lara", "Por Andrés Colmenares y Daniela Briceño", "Texto y fotos: Daniela Briceño", "Redacción
El Eco" (no person; one ends "Con información de EFE").

The outlet is blocked by some Venezuelan providers, so its "Cómo leernos" page and the home page link an
**archive.today-like snapshot** (`https://archive.today.test/Xq7Pz`, UTF-8) of a full-site WordPress story: the
archive's header table ("Saved from", "5 Dec 2026 02:14:09 UTC", "All snapshots from host"), the original page with
every style inlined and no classes, no scripts and no JSON-LD, links to the original site kept absolute, images
served by the archive; its `article:published_time` is the capture time (02:14Z on 5 Dec) while the story printed
"diciembre 4, 2026" (labelled 4 Dec)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://ligero.ecodelguaire.test"
FULL = "https://www.ecodelguaire.test"
ARCHIVE = "https://archive.today.test"
SNAP_ID = "Xq7Pz"
SNAP_TIME = "2026.12.05-021409"
ARTS = ["apagon", "hospital", "metro", "gasolina", "docentes", "frontera", "cronica"]
OLDER = [
    (
        "/n/84102/vecinos-de-la-vega-denuncian-fuga-de-aguas-negras-desde-hace-un-mes",
        "Vecinos de La Vega denuncian fuga de aguas negras desde hace un mes",
        "02/12/2026",
    ),
    (
        "/n/84087/cicpc-detiene-a-banda-dedicada-al-robo-de-cables-en-el-metro",
        "Cicpc detiene a banda dedicada al robo de cables en el Metro",
        "01/12/2026",
    ),
    (
        "/n/84060/el-avila-reabre-la-ruta-de-sabas-nieves-tras-los-incendios",
        "El Ávila reabre la ruta de Sabas Nieves tras los incendios",
        "30/11/2026",
    ),
    (
        "/n/84041/pasaje-urbano-sube-a-40-bolivares-en-caracas",
        "Pasaje urbano sube a 40 bolívares en Caracas",
        "29/11/2026",
    ),
    (
        "/n/84019/mercado-de-quinta-crespo-estrena-horario-nocturno-en-diciembre",
        "Mercado de Quinta Crespo estrena horario nocturno en diciembre",
        "28/11/2026",
    ),
]


def ve(stamp: str) -> str:
    """'2026-12-04 21:30' -> '04/12/2026 9:30 p. m.'."""
    day, time = stamp.split()
    y, m, d = day.split("-")
    h, mi = (int(x) for x in time.split(":"))
    suffix = "a. m." if h < 12 else "p. m."
    return f"{d}/{m}/{y} {h % 12 or 12}:{mi:02d} {suffix}"


class EcoGuaire(Base):
    origin = ORIGIN
    name = "El Eco del Guaire"
    prefix = "ecg"
    language = "es"
    _writing: Doc | None = None

    # the lite pages say ISO-8859-1 and are windows-1252; the archive snapshot is UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _snapshot(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("snapshot"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8" if self._snapshot else "cp1252"

    @property
    def codec(self) -> str:
        return self.encoding

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=utf-8" if self._snapshot else "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        if self._snapshot:
            return css_rules(
                "ecg-archive",
                ["#HEADER", "#HEADER td", "#HEADER a", "#SOLID", "#CONTENT", ".TEXT-BLOCK", ".THUMBS-BLOCK"],
                200,
            )
        return css_rules(
            "ecg",
            ["body", "#aviso", "#cab", "#menu a", "#c h1", "#c p", "p.m", "p.foto", ".rel li", ".lista li", "#pie"],
            220,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "El Eco del Guaire",
                "lite-home-list",
                list=["apagon", "hospital", "metro", "gasolina", "docentes", "frontera", "cronica"],
                older=OLDER[:2],
            )
        )
        add(
            page(
                "caracas",
                "/s/caracas",
                "section",
                "Caracas",
                "lite-section",
                list=["hospital", "metro", "docentes", "cronica"],
                more="caracas2",
            )
        )
        add(page("caracas2", "/s/caracas/2", "section", "Caracas", "lite-section-page2", list=["soft404"], older=OLDER))
        add(
            page(
                "tag",
                "/t/servicios-publicos",
                "tag",
                "Servicios públicos",
                "lite-tag",
                list=["apagon", "metro", "cronica", "hospital"],
            )
        )
        add(
            page(
                "author",
                "/a/oriana-mendez",
                "author",
                "Oriana Méndez",
                "lite-author",
                list=["apagon", "hospital"],
                bio="Periodista egresada de la UCV. Cubre salud, servicios públicos y derechos humanos para El Eco del Guaire desde 2019.",
            )
        )
        add(
            page(
                "search", "/buscar?q=luz", "search", "Resultados para «luz»", "lite-search", list=["apagon", "cronica"]
            )
        )
        add(
            page(
                "ligero",
                "/ligero",
                "about",
                "¿Qué es la edición ligera?",
                "lite-about",
                [
                    "La edición ligera de El Eco del Guaire está pensada para quienes se conectan con datos móviles caros, con señal débil o en horas de racionamiento eléctrico. Nuestras páginas pesan entre 8 y 20 KB, frente a los 2 o 3 MB de la versión completa.",
                    "No cargamos fotos, videos, publicidad ni herramientas de medición. Cuando una nota tiene fotos, le indicamos cuánto pesa cada una para que decida si quiere verla.",
                    "Las notas se publican al mismo tiempo que en la versión completa y con el mismo texto.",
                    "Si tiene problemas para abrir nuestra página, lea también cómo leernos si estamos bloqueados.",
                ],
            )
        )
        add(
            page(
                "bloqueos",
                "/bloqueos",
                "about",
                "Cómo leernos si estamos bloqueados",
                "lite-censorship-help",
                [
                    "Desde 2019, varios proveedores de internet en Venezuela bloquean el acceso a nuestra página. Si no puede abrirla, estas son algunas alternativas:",
                    "- Use una VPN o el navegador Tor.",
                    "- Cambie los DNS de su teléfono o computadora por unos públicos.",
                    "- Reciba nuestro boletín diario por correo o por nuestro canal de Telegram.",
                    "- Lea las copias archivadas de nuestras notas más importantes, que guardamos en servicios de archivo web.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/n/83990/alcaldia-de-sucre-anuncia-plan-de-bacheo-en-petare",
                "soft404",
                "La nota que busca no está disponible",
                "lite-soft404",
                [
                    "Es posible que la dirección esté mal escrita o que la nota haya sido retirada.",
                    "Vuelva a la portada o use el buscador.",
                ],
                teaser="Alcaldía de Sucre anuncia plan de bacheo en Petare",
            )
        )
        add(
            page(
                "tasas",
                "/tasas",
                "live-data",
                "Tasas de cambio del día",
                "lite-exchange-rate-table",
                [
                    "Tasas publicadas por el Banco Central de Venezuela para el viernes 4 de diciembre de 2026.",
                    "T: Moneda | Bolívares por unidad | Variación",
                    "T: Dólar estadounidense | 84,37 | +0,62 %",
                    "T: Euro | 88,91 | +0,48 %",
                    "T: Yuan | 11,62 | +0,55 %",
                    "T: Lira turca | 2,41 | −0,10 %",
                    "T: Rublo ruso | 0,93 | +0,21 %",
                    "Actualizado: 04/12/2026 4:00 p. m. Fuente: BCV.",
                ],
            )
        )
        add(
            story(
                "apagon",
                "/n/84213/apagon-deja-sin-luz-a-11-municipios-del-zulia",
                "Apagón deja sin luz a 11 municipios del Zulia por más de 14 horas",
                "2026-12-04",
                "2026-12-05T01:30:00Z",
                "2026-12-04 21:30",
                ["Oriana Méndez"],
                [
                    "Al menos 11 de los 21 municipios del estado Zulia permanecían sin servicio eléctrico la noche de este viernes, más de 14 horas después de que una falla en la subestación El Tablazo dejara sin luz a buena parte de la región, según reportes de vecinos y de gremios locales.",
                    "Maracaibo, San Francisco, Cabimas y Santa Rita fueron los municipios más afectados. En varias zonas de Maracaibo también se interrumpió el suministro de agua, porque las estaciones de bombeo dependen de la electricidad.",
                    "La Corporación Eléctrica Nacional (Corpoelec) informó en sus redes sociales que cuadrillas trabajaban “para restablecer el servicio en el menor tiempo posible”, pero no precisó la causa de la falla ni un horario de reconexión.",
                    "“Tenemos comida dañándose en las neveras y los niños no pudieron dormir por el calor”, contó Yusmary Fuenmayor, vecina del barrio Los Haticos, donde la temperatura superó los 34 grados al mediodía.",
                    "La Cámara de Comercio de Maracaibo estimó que más de la mitad de los comercios del centro de la ciudad tuvo que cerrar durante la tarde. Las estaciones de servicio que no cuentan con plantas eléctricas tampoco pudieron despachar combustible.",
                    "Es el tercer apagón de gran escala en el Zulia en lo que va de año. En septiembre, una falla similar dejó sin servicio a la región durante casi dos días.",
                ],
                "lite-story-utc-jsonld-next-day",
                section="Regiones",
                credit="Por Oriana Méndez",
                foto=("Calle a oscuras en Maracaibo", 42),
                tags=["Servicios públicos", "Zulia"],
                full="/regiones/apagon-deja-sin-luz-a-11-municipios-del-zulia/",
            )
        )
        add(
            story(
                "hospital",
                "/n/84195/hospital-universitario-de-caracas-reabre-quirofanos-tras-seis-meses",
                "Hospital Universitario de Caracas reabre cuatro quirófanos tras seis meses cerrados",
                "2026-12-04",
                "2026-12-04T15:20:00Z",
                "2026-12-04 11:20",
                ["Oriana Méndez"],
                [
                    "El Hospital Universitario de Caracas reabrió este viernes cuatro de sus nueve quirófanos, que permanecían cerrados desde junio por fallas en el sistema de aire acondicionado y la falta de insumos, informaron médicos residentes del centro de salud.",
                    "La reapertura permitirá retomar las cirugías electivas de traumatología y cirugía general, que se habían suspendido por completo. Según los residentes, la lista de espera supera los 1.200 pacientes.",
                    "“Es un alivio, pero no es suficiente. Con cuatro quirófanos operando a media capacidad vamos a tardar más de un año en ponernos al día”, explicó un médico que pidió no ser identificado por temor a represalias.",
                    "Los pacientes siguen teniendo que comprar buena parte del material quirúrgico, como suturas, guantes y antibióticos, según denunció la organización Médicos Unidos de Venezuela.",
                    "El Ministerio de Salud no respondió a las preguntas de El Eco del Guaire antes del cierre de esta nota.",
                ],
                "lite-story-updated-line",
                section="Caracas",
                credit="Por Oriana Méndez",
                updated="2026-12-04 15:45",
                modified="2026-12-04T19:45:00Z",
                tags=["Salud"],
                full="/caracas/hospital-universitario-de-caracas-reabre-quirofanos/",
            )
        )
        add(
            story(
                "metro",
                "/n/84176/falla-en-la-linea-1-del-metro-obliga-a-desalojar-tres-trenes",
                "Falla en la Línea 1 del Metro de Caracas obliga a desalojar tres trenes",
                "2026-12-04",
                "2026-12-04T12:05:00Z",
                "2026-12-04 08:05",
                [],
                [
                    "Una falla eléctrica en la Línea 1 del Metro de Caracas obligó a desalojar tres trenes entre las estaciones Plaza Venezuela y Chacaíto en la hora pico de la mañana de este viernes, lo que generó aglomeraciones en los andenes y retrasos de más de una hora.",
                    "Usuarios relataron en redes sociales que tuvieron que caminar por los túneles con las linternas de sus teléfonos. No se reportaron heridos.",
                    "La empresa Metro de Caracas informó que el servicio se restableció de forma parcial a las 7:40 a. m. y que los trenes circulaban con “velocidad restringida” entre Propatria y Palo Verde.",
                    "El Metro transporta cada día a cerca de un millón de pasajeros, según cifras oficiales, con una flota que opera por debajo de la mitad de su capacidad.",
                ],
                "lite-story-desk-credit-agency-tail",
                section="Caracas",
                credit="Redacción El Eco",
                tail="Con información de EFE.",
                tags=["Servicios públicos", "Metro de Caracas"],
                full="/caracas/falla-en-la-linea-1-del-metro-de-caracas/",
            )
        )
        add(
            story(
                "gasolina",
                "/n/84201/colas-de-hasta-seis-horas-para-surtir-gasolina-en-barquisimeto",
                "Colas de hasta seis horas para surtir gasolina en Barquisimeto",
                "2026-12-04",
                "2026-12-04T20:15:00Z",
                "2026-12-04 16:15",
                ["Luis Alberto Pernía"],
                [
                    "Conductores en Barquisimeto reportaron este viernes colas de hasta seis horas para surtir gasolina subsidiada, en medio de una nueva irregularidad en la distribución de combustible en el estado Lara.",
                    "De las 42 estaciones de servicio de la ciudad, solo 11 despachaban combustible al mediodía, según un recorrido realizado por El Eco del Guaire. En la avenida Lara y en la avenida Venezuela las filas superaban el kilómetro.",
                    "“Llegué a las 5 de la mañana y a las 11 todavía me faltaban como cien carros”, dijo Rafael Mendoza, taxista de 58 años.",
                    "En las estaciones que venden gasolina a precio internacional, a 0,50 dólares el litro, las colas eran más cortas. Los transportistas advirtieron que si la situación continúa la próxima semana podrían subir el pasaje.",
                ],
                "lite-story-correspondent-role-in-byline",
                section="Regiones",
                credit="Por Luis Alberto Pernía | Corresponsal en Lara",
                tags=["Combustible", "Lara"],
                full="/regiones/colas-de-hasta-seis-horas-para-surtir-gasolina-en-barquisimeto/",
            )
        )
        add(
            story(
                "docentes",
                "/n/84188/docentes-marchan-en-caracas-para-exigir-salarios-dignos",
                "Docentes marchan en Caracas para exigir salarios dignos antes de Navidad",
                "2026-12-04",
                None,
                "2026-12-04 13:40",
                [],
                [
                    "Cientos de maestros y profesores marcharon este viernes desde la plaza Morelos hasta la sede del Ministerio de Educación, en el centro de Caracas, para exigir un aumento salarial y el pago de los bonos de fin de año antes del 15 de diciembre.",
                    "Los docentes aseguran que su salario base equivale a menos de cinco dólares al mes, al que se suman bonos que no tienen incidencia en prestaciones sociales ni vacaciones.",
                    "“Con lo que gano no me alcanza ni para el pasaje de todo el mes”, dijo Carmen Rondón, maestra de primaria con 22 años de servicio en una escuela de Catia.",
                    "Una comisión de los gremios entregó un documento con sus peticiones en la sede del ministerio. Hasta el cierre de esta nota no había una respuesta oficial.",
                ],
                "lite-story-desk-credit-no-jsonld",
                section="Caracas",
                credit="Redacción El Eco",
                no_ld=True,
                tags=["Educación", "Protestas"],
                full="/caracas/docentes-marchan-en-caracas-para-exigir-salarios-dignos/",
            )
        )
        add(
            story(
                "frontera",
                "/n/84150/comerciantes-de-san-antonio-del-tachira-reportan-repunte-de-ventas",
                "Comerciantes de San Antonio del Táchira reportan repunte de ventas por temporada decembrina",
                "2026-12-03",
                "2026-12-03T22:20:00Z",
                "2026-12-03 18:20",
                ["Andrés Colmenares", "Daniela Briceño"],
                [
                    "Los comerciantes de San Antonio del Táchira, en la frontera con Colombia, reportan un aumento de hasta 30 % en sus ventas en las primeras semanas de diciembre, impulsado por compradores que llegan de Cúcuta y de otros estados venezolanos.",
                    "El paso por el puente internacional Simón Bolívar, que funciona sin restricciones para peatones y vehículos particulares desde 2023, registra en estos días un flujo de unas 40.000 personas diarias, según la Cámara de Comercio del municipio Bolívar.",
                    "Ropa, calzado y juguetes son los productos más buscados. “La gente viene porque aquí el dólar rinde más que en Cúcuta para algunas cosas”, explicó Héctor Sandoval, dueño de una tienda de calzado en la calle 4.",
                    "Los comerciantes, sin embargo, se quejan de los cortes de electricidad, que en algunos sectores superan las seis horas diarias.",
                ],
                "lite-story-two-authors",
                section="Regiones",
                credit="Por Andrés Colmenares y Daniela Briceño",
                foto=("Compradores en la calle 4 de San Antonio del Táchira", 38),
                tags=["Frontera", "Táchira"],
                full="/regiones/comerciantes-de-san-antonio-del-tachira-reportan-repunte-de-ventas/",
            )
        )
        add(
            story(
                "cronica",
                "/n/84120/en-petare-la-senal-de-internet-llega-por-horas",
                "En Petare, la señal de internet llega por horas",
                "2026-12-03",
                "2026-12-03T11:00:00Z",
                "2026-12-03 07:00",
                ["Daniela Briceño"],
                [
                    "En el barrio José Félix Ribas, en Petare, los vecinos saben a qué hora hay internet por el ruido: cuando vuelve la luz, suenan a la vez cientos de teléfonos que reciben de golpe los mensajes acumulados.",
                    "La zona tiene racionamiento eléctrico de cuatro horas diarias desde octubre, y las antenas de telefonía móvil que dan servicio al sector no tienen baterías de respaldo. Cuando se va la luz, se va la señal.",
                    "### Tareas con el teléfono de la vecina",
                    "Yelitza Guevara tiene tres hijos en edad escolar y un solo teléfono. Las tareas llegan por WhatsApp y se entregan por WhatsApp. “Si no hay señal en la tarde, los muchachos hacen la tarea a las 10 de la noche, cuando vuelve”, cuenta.",
                    "Algunos vecinos se organizaron para comprar entre varios un plan de internet satelital. Pagan cinco dólares al mes cada uno y comparten la clave del wifi en un radio de unas cuatro casas.",
                    "### Un negocio en la escalera",
                    "En la escalera principal del sector, Jhonny Pacheco alquila enchufes conectados a una planta eléctrica para cargar teléfonos: 20 bolívares por hora. En los días de racionamiento largo, dice, llega a tener 60 clientes.",
                    "La Comisión Nacional de Telecomunicaciones no ha respondido a las denuncias de los vecinos, que enviaron una carta en noviembre con más de 300 firmas.",
                ],
                "lite-feature-subheads-text-and-photos-credit",
                section="Caracas",
                credit="Texto y fotos: Daniela Briceño",
                foto=("Vecinos cargan teléfonos en una escalera de José Félix Ribas", 51),
                tags=["Servicios públicos", "Petare"],
                full="/caracas/en-petare-la-senal-de-internet-llega-por-horas/",
            )
        )
        add(
            story(
                "archivada",
                f"{ARCHIVE}/{SNAP_ID}",
                "ONG documenta 214 protestas por servicios públicos en noviembre",
                "2026-12-04",
                None,
                "2026-12-04 21:00",
                ["Andrés Colmenares"],
                [
                    "El Observatorio Venezolano de Conflictividad Social registró 214 protestas por fallas en los servicios públicos durante noviembre, 27 % más que en octubre, según su informe mensual publicado este viernes.",
                    "La falta de agua potable fue el principal motivo de las protestas, con 88 casos, seguida de los cortes de electricidad, con 61, y las fallas en el suministro de gas doméstico, con 34.",
                    "Zulia, Lara y el Distrito Capital concentraron casi la mitad de las manifestaciones. La mayoría fueron cierres de calles y concentraciones frente a oficinas de las empresas públicas de servicios.",
                    "“Las protestas por servicios son hoy la principal forma de movilización en el país, por encima de las laborales”, señaló el coordinador del observatorio, Martín Lugo.",
                    "La organización advirtió que el número podría ser mayor, ya que en algunas zonas rurales los reportes llegan con retraso por las fallas de conectividad.",
                ],
                "archive-today-snapshot-inline-styles-no-scripts",
                section="Sociedad",
                credit="Por Andrés Colmenares",
                snapshot=True,
                original=f"{FULL}/sociedad/ong-documenta-214-protestas-por-servicios-publicos-en-noviembre/",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("snapshot"):
            self.current = doc.key
            return self.snapshot_page(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": FULL + doc.extra["full"],
            "datePublished": doc.iso,
            "author": [{"@type": "Person", "name": a} for a in doc.authors]
            or {"@type": "Organization", "name": "El Eco del Guaire"},
            "publisher": {"@type": "Organization", "name": "El Eco del Guaire"},
        }
        if doc.extra.get("updated"):
            ld["dateModified"] = doc.extra["modified"]
        return json.dumps(ld)  # ASCII-escaped, as PHP's json_encode writes it

    def frame(self, doc: Doc, main: str) -> str:
        full = FULL + doc.extra.get("full", "/")
        head = [f'<link rel="canonical" href="{esc(full)}">'] if doc.is_article else []
        if doc.is_article and not doc.extra.get("no_ld"):
            head.append(f'<script type="application/ld+json">{self.ld(doc)}</script>')
        title = doc.title if doc.key == "home" else f"{doc.title} - El Eco del Guaire"
        kb = 6 + len(main) // 1024
        head_html = "\n".join(head)
        menu = " | ".join(
            self.a(k, t, "nav") if k in self.docs else f'<a href="{k}">{t}</a>'
            for k, t in (
                ("caracas", "Caracas"),
                ("/s/regiones", "Regiones"),
                ("/s/economia", "Economía"),
                ("/s/politica", "Política"),
                ("/s/deportes", "Deportes"),
                ("tasas", "Tasas"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="es-VE">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{head_html}
<style>/*PAD*/</style>
</head>
<body>
<div id="aviso">Edición ligera para conexiones lentas · Esta página pesa {kb} KB · <a href="{esc(full)}">Ver versión completa</a></div>
<div id="cab">{self.a("home", "El Eco del Guaire", "nav", inner="<b>El Eco del Guaire</b>")} <small>ligero</small> · <span class="fecha">Sábado 05/12/2026</span></div>
<div id="menu">{menu}</div>
<form id="buscar" action="/buscar" method="get"><input type="text" name="q" size="16"> <input type="submit" value="Buscar"></form>
<div id="c">
{main}
</div>
<div id="pie">
<p>{self.a("ligero", "¿Qué es la edición ligera?", "footer")} · {self.a("bloqueos", "Cómo leernos si estamos bloqueados", "footer")} · <a href="https://t.me/ecodelguaire_test">Telegram</a> · <a href="mailto:boletin@ecodelguaire.test">Boletín por correo</a></p>
<p>El Eco del Guaire · Periodismo independiente desde Caracas · <a href="{FULL}/quienes-somos/">Quiénes somos</a> · <a href="{FULL}/donar/">Apóyanos</a></p>
</div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        credit = esc(doc.extra["credit"])
        for a in doc.authors:
            link = self.a("author", a, "byline") if a == "Oriana Méndez" else esc(a)
            credit = credit.replace(esc(a), link, 1)
        upd = f" · Actualizada: {ve(doc.extra['updated'])}" if doc.extra.get("updated") else ""
        foto = ""
        if doc.extra.get("foto"):
            cap, kb = doc.extra["foto"]
            foto = f'<p class="foto">[Foto: {esc(cap)}] <a href="https://img.ecodelguaire.test/ligero/{quote(doc.path.split("/")[2])}-1.jpg">Ver foto ({kb} KB)</a></p>'
        tail = f'<p class="fuente"><i>{esc(doc.extra["tail"])}</i></p>' if doc.extra.get("tail") else ""
        sec = (
            self.a("caracas", doc.section, "breadcrumb")
            if doc.section == "Caracas"
            else f'<a href="/s/{doc.section.lower()}">{esc(doc.section)}</a>'
        )
        tags = " · ".join(
            self.a("tag", t, "tag")
            if t == "Servicios públicos"
            else f'<a href="/t/{quote(t.lower().replace(" ", "-"))}">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        rel = "".join([f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key][:4])
        return f"""<p class="sec">{sec}</p>
<h1>{esc(doc.title)}</h1>
<p class="m">{credit} | {ve(doc.stamp)}{upd}</p>
{foto}
{self.blocks(doc)}
{tail}
<p class="tags">Temas: {tags}</p>
<p class="compartir">Compartir: <a href="https://wa.me/?text={quote(FULL + doc.extra["full"], safe="")}">WhatsApp</a> · <a href="https://t.me/share/url?url={quote(FULL + doc.extra["full"], safe="")}">Telegram</a></p>
<div class="rel"><b>Más noticias</b><ul>{rel}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.kind == "soft404":
                items.append(f"<li>{self.a(k, d.extra['teaser'], 'content')} <small>27/11/2026</small></li>")
            elif k == "archivada":
                items.append(f"<li>{self.a(k, d.title, 'content')} <small>04/12/2026 · copia archivada</small></li>")
            else:
                items.append(f"<li>{self.a(k, d.title, 'content')} <small>{ve(d.stamp).split()[0]}</small></li>")
        for path, title, day in doc.extra.get("older", []):
            items.append(f'<li><a href="{path}">{esc(title)}</a> <small>{day}</small></li>')
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.key == "home":
            head = '<h2 class="titulo">Últimas noticias</h2>'
            extra = f'<p class="respaldo"><b>¿No puede abrir nuestra página?</b> Lea la copia archivada de nuestro informe: {self.a("archivada", "ONG documenta 214 protestas por servicios públicos en noviembre", "content")}. {self.a("bloqueos", "Más opciones", "content")}.</p><p>{self.a("caracas", "Más noticias de Caracas", "content")} · {self.a("tasas", "Tasas de cambio del día", "content")}</p><p class="busquedas">Lo más buscado: {self.a("search", "luz", "content")} · <a href="/buscar?q=gasolina">gasolina</a> · <a href="/buscar?q=d%F3lar">dólar</a></p>'
        elif doc.kind == "author":
            head = f"<h1>{esc(doc.title)}</h1><p>{esc(doc.extra['bio'])}</p>"
        elif doc.kind == "search":
            head = f"<h1>{esc(doc.title)}</h1><p>2 resultados</p>"
        elif doc.kind == "tag":
            head = f"<h1>Tema: {esc(doc.title)}</h1>"
        pager = ""
        if doc.key == "caracas":
            pager = f'<p class="pag">Página 1 · {self.a("caracas2", "Siguiente »", "pagination")}</p>'
        elif doc.key == "caracas2":
            pager = f'<p class="pag">{self.a("caracas", "« Anterior", "pagination")} · Página 2 · <a href="/s/caracas/3">Siguiente »</a></p>'
        return f'{head}\n<ul class="lista">\n' + "\n".join(items) + f"\n</ul>\n{extra}{pager}"

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.key == "bloqueos":
            body += f"\n<p>Copia archivada más reciente: {self.a('archivada', 'ONG documenta 214 protestas por servicios públicos en noviembre', 'content')} (archive.today, 5 de diciembre de 2026).</p>\n<p>{self.a('ligero', 'Sobre la edición ligera', 'content')}</p>"
        elif doc.key == "ligero":
            body += f"\n<p>{self.a('bloqueos', 'Cómo leernos si estamos bloqueados', 'content')}</p>"
        elif doc.kind == "soft404":
            more = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ARTS[:3])
            body += f'\n<p>{self.a("home", "Ir a la portada", "content")}</p>\n<ul class="lista">{more}</ul>'
        return f"<h1>{esc(doc.title)}</h1>\n{body}"

    # --- the archive.today-like snapshot of a full-site story ----------------------------------------------------

    def snapshot_page(self, doc: Doc) -> str:
        orig = doc.extra["original"]
        long_url = f"{ARCHIVE}/{SNAP_TIME}/{orig}"
        p = 'style="margin:0px 0px 22px;padding:0px;font-family:Georgia,&quot;Times New Roman&quot;,serif;font-size:18px;line-height:30px;color:rgb(34,34,34);text-align:left"'
        body = "\n".join(f"<p {p}>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        nav = "".join(
            f'<li style="display:inline-block;margin:0px 14px 0px 0px;list-style:none"><a href="{FULL}/{s}/" style="color:rgb(255,255,255);text-decoration:none;font-family:Arial,Helvetica,sans-serif;font-size:13px;font-weight:700;text-transform:uppercase">{t}</a></li>'
            for s, t in (
                ("caracas", "Caracas"),
                ("regiones", "Regiones"),
                ("sociedad", "Sociedad"),
                ("economia", "Economía"),
                ("politica", "Política"),
                ("deportes", "Deportes"),
                ("opinion", "Opinión"),
            )
        )
        rel = "".join(
            f'<li style="margin:0px 0px 10px;list-style:none"><a href="{FULL}{self.docs[k].extra["full"]}" style="color:rgb(17,17,17);text-decoration:none;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:700;line-height:20px">{esc(self.docs[k].title)}</a></li>'
            for k in ("apagon", "cronica", "metro")
        )
        img = f"{ARCHIVE}/{SNAP_ID}/8f2c1d0b7a6e5f4c3b2a19087d6e5f4c3b2a1908.jpg"
        td = 'style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:rgb(0,0,0);padding:2px 6px;vertical-align:top"'
        return f"""<!DOCTYPE html>
<html style="" prefix="og: http://ogp.me/ns# article: http://ogp.me/ns/article#" itemscope="" itemtype="http://schema.org/Article">
<head>
<meta http-equiv="Content-Type" content="text/html;charset=utf-8">
<meta name="robots" content="index,noarchive">
<meta name="viewport" content="width=1034">
<meta itemprop="name" content="{esc(doc.title)} – El Eco del Guaire">
<meta itemprop="description" content="archived 5 Dec 2026 02:14:09 UTC">
<meta itemprop="url" content="{ARCHIVE}/{SNAP_ID}">
<meta itemprop="dateModified" content="2026-12-05T02:14:09Z">
<meta property="og:type" content="article">
<meta property="og:url" content="{ARCHIVE}/{SNAP_ID}">
<meta property="og:site_name" content="archive.today">
<meta property="og:title" content="{esc(doc.title)} – El Eco del Guaire">
<meta property="og:description" content="archived 5 Dec 2026 02:14:09 UTC">
<meta property="article:modified_time" content="2026-12-05T02:14:09Z">
<meta property="article:published_time" content="2026-12-05T02:14:09Z">
<link rel="bookmark" href="{esc(long_url)}">
<link rel="image_src" href="{ARCHIVE}/{SNAP_ID}/image">
<title>{esc(doc.title)} – El Eco del Guaire</title>
<style>/*PAD*/</style>
</head>
<body style="margin:0;padding:0;background-color:#eeeeee">
<center>
<div id="HEADER" style="background-color:#eeeeee;width:1030px;margin:0 auto;text-align:left">
<table style="width:1030px;border-collapse:collapse;font-size:12px">
<tr>
<td {td} rowspan="2"><a href="{ARCHIVE}/" style="font-size:18px;font-weight:bold;color:#000;text-decoration:none">archive</a><span style="font-size:18px;color:#555">.today</span><br><span style="color:#777">webpage capture</span></td>
<td {td}>Saved from</td>
<td {td}><form action="{ARCHIVE}/search/" style="margin:0"><input type="text" name="q" value="{esc(orig)}" style="width:600px"> <input type="submit" value="search"></form></td>
</tr>
<tr>
<td {td}></td>
<td {td}>5 Dec 2026 02:14:09 UTC</td>
</tr>
<tr>
<td {td}></td>
<td {td}></td>
<td {td}>All snapshots from host <a href="{ARCHIVE}/{FULL.split("//")[1]}" style="color:#1a0dab">www.ecodelguaire.test</a></td>
</tr>
<tr>
<td {td}></td>
<td {td}><a href="{ARCHIVE}/{SNAP_ID}" style="color:#000;font-weight:bold">Webpage</a></td>
<td {td}><a href="{ARCHIVE}/{SNAP_ID}/image" style="color:#1a0dab">Screenshot</a> · <a href="{ARCHIVE}/download/{SNAP_ID}.zip" style="color:#1a0dab">download .zip</a> · <a href="{ARCHIVE}/{SNAP_ID}/share" style="color:#1a0dab">share</a> · <a href="https://archive.today.test/report/{SNAP_ID}" style="color:#1a0dab">report bug or abuse</a> · <a href="https://liberapay.test/archiveis" style="color:#1a0dab">Buy me a coffee</a></td>
</tr>
<tr><td {td}></td><td {td}>short link</td><td {td}><input type="text" value="{ARCHIVE}/{SNAP_ID}" style="width:300px"> <input type="text" value="{esc(long_url)}" style="width:600px"></td></tr>
</table>
</div>
<div id="SOLID" style="width:1030px;margin:8px auto 0;background-color:#ffffff;text-align:left">
<div id="CONTENT" style="position:relative;width:1024px;min-height:2400px;overflow:hidden;background-color:rgb(255,255,255)">
<div style="background-color:rgb(17,17,17);padding:14px 24px;width:976px">
<a href="{FULL}/" style="color:rgb(255,255,255);text-decoration:none;font-family:Georgia,serif;font-size:34px;font-weight:700;letter-spacing:-1px">El Eco del Guaire</a>
<span style="color:rgb(204,204,204);font-family:Arial,Helvetica,sans-serif;font-size:12px;margin-left:16px">Periodismo independiente desde Caracas</span>
</div>
<div style="background-color:rgb(192,32,38);padding:10px 24px;width:976px"><ul style="margin:0px;padding:0px">{nav}</ul></div>
<div style="width:976px;margin:24px 24px 0px;display:block">
<div style="width:660px;float:left">
<div style="margin:0px 0px 10px"><a href="{FULL}/sociedad/" style="color:rgb(192,32,38);font-family:Arial,Helvetica,sans-serif;font-size:12px;font-weight:700;text-transform:uppercase;text-decoration:none">Sociedad</a></div>
<h1 style="margin:0px 0px 16px;font-family:Georgia,serif;font-size:38px;line-height:44px;font-weight:700;color:rgb(17,17,17)">{esc(doc.title)}</h1>
<div style="margin:0px 0px 20px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:rgb(119,119,119)"><span style="color:rgb(17,17,17);font-weight:700">Por <a href="{FULL}/author/andres-colmenares/" style="color:rgb(17,17,17);text-decoration:none">Andrés Colmenares</a></span> <span style="margin:0px 6px">·</span> <span>diciembre 4, 2026</span> <span style="margin:0px 6px">·</span> <span>3 minutos de lectura</span></div>
<div style="margin:0px 0px 24px"><img src="{img}" alt="Protesta por falta de agua en Caracas" width="660" height="371" style="display:block;width:660px;height:371px"><div style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:rgb(119,119,119);padding:6px 0px 0px">Vecinos protestan por falta de agua en la avenida Sucre de Catia. Foto: Archivo</div></div>
<div style="display:block">
{body}
</div>
<div style="margin:24px 0px;padding:16px 0px 0px;border-top:1px solid rgb(221,221,221);font-family:Arial,Helvetica,sans-serif;font-size:13px;color:rgb(68,68,68)">Etiquetas: <a href="{FULL}/tag/servicios-publicos/" style="color:rgb(192,32,38);text-decoration:none">servicios públicos</a>, <a href="{FULL}/tag/protestas/" style="color:rgb(192,32,38);text-decoration:none">protestas</a>, <a href="{FULL}/tag/ovcs/" style="color:rgb(192,32,38);text-decoration:none">OVCS</a></div>
</div>
<div style="width:290px;float:right">
<div style="background-color:rgb(245,245,245);padding:16px;margin:0px 0px 24px"><div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;font-weight:700;text-transform:uppercase;margin:0px 0px 12px;color:rgb(192,32,38)">Lo más leído</div><ul style="margin:0px;padding:0px">{rel}</ul></div>
<div style="width:290px;height:250px;background-color:rgb(238,238,238)"></div>
</div>
<div style="clear:both"></div>
</div>
<div style="background-color:rgb(17,17,17);padding:24px;width:976px;margin:40px 0px 0px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:rgb(170,170,170)">© 2026 El Eco del Guaire · <a href="{FULL}/quienes-somos/" style="color:rgb(170,170,170)">Quiénes somos</a> · <a href="{FULL}/contacto/" style="color:rgb(170,170,170)">Contacto</a> · <a href="{FULL}/donar/" style="color:rgb(170,170,170)">Apóyanos</a> · {self.a("home", "Edición ligera", "footer", 'style="color:rgb(170,170,170)"')}</div>
</div>
</div>
</center>
</body>
</html>"""
