# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Crónica Pampeana: an Argentine daily from Paraná (Entre Ríos) on an Arc-XP-like React server render (Fusion,
`/sociedad/2026/12/02/<slug>/`, `/sociedad/2/`, `/tags/…/`, `/autores/…/`, `/buscar/?q=`), Spanish, UTF-8. Story
pages are **infinite scroll rendered on the server**: under the story the page already carries the NEXT story in a
second `<article>` with its own `<h1>`; the label is the first story only. Stories carry a full JSON-LD `@graph`
(WebSite, Organization, NewsArticle, BreadcrumbList) for the first story only; times in -03:00, one in UTC."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TZ_NOTE = "Hora de Argentina (GMT-3)"
MONTHS = {"11": "noviembre", "12": "diciembre"}


class Pampa(Base):
    origin = "https://www.cronicapampeana.test"
    name = "Crónica Pampeana"
    prefix = "cp"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cp", [".b-header", ".b-article", ".c-heading", ".b-byline", ".b-card-list", ".b-next", ".b-footer"], 240
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Crónica Pampeana | Noticias de Paraná y Entre Ríos", "arc-homepage",
                 list=["boleto", "crecida", "panaderia", "corte", "rio", "fisherton", "dorado"], more="sociedad2"))  # fmt: skip
        add(page("sociedad", "/sociedad/", "section", "Sociedad", "arc-section-front",
                 list=["crecida", "panaderia", "corte", "fisherton", "dorado"], more="sociedad2"))  # fmt: skip
        add(page("sociedad2", "/sociedad/2/", "section", "Sociedad - Página 2", "arc-section-page2",
                 list=["tren", "rio", "dorado"], prev="sociedad"))  # fmt: skip
        add(
            page(
                "economia",
                "/economia/",
                "section",
                "Economía",
                "arc-section-front",
                list=["boleto", "panaderia", "tren"],
            )
        )
        add(page("tag", "/tags/crecida-del-parana/", "tag", "Crecida del Paraná", "arc-tag-page",
                 list=["crecida", "tren", "rio"]))  # fmt: skip
        add(page("autor", "/autores/lucia-ferreyra/", "author", "Lucía Ferreyra", "arc-author-page-bio",
                 list=["boleto", "crecida", "tren"],
                 bio="Periodista de la sección Sociedad desde 2014. Cubre transporte, servicios públicos y el río. Antes trabajó en radio en Concordia y en Gualeguaychú. Escribe los domingos la columna «Costa adentro».",
                 ))  # fmt: skip
        add(
            page(
                "buscar",
                "/buscar/?q=tren",
                "search",
                "Resultados para: tren",
                "arc-search-results",
                list=["tren", "boleto"],
            )
        )
        add(page("quiniela", "/quinielas/quiniela-de-entre-rios/", "results", "Quiniela de Entre Ríos: resultados del martes 1 de diciembre", "lottery-results-tables-only",
                 lines=["Sorteos del martes 1 de diciembre de 2026. Los resultados son oficiales una vez publicados por el Instituto de Ayuda Financiera.",
                        "T: Ubicación | La Previa | La Primera | Matutina | Vespertina | Nocturna",
                        "T: 1 | 4821 | 0937 | 6610 | 2254 | 7709", "T: 2 | 1190 | 5528 | 0473 | 8816 | 3342", "T: 3 | 7734 | 2201 | 9957 | 4408 | 0185",
                        "T: 4 | 0652 | 8843 | 3126 | 7091 | 5567", "T: 5 | 3307 | 6615 | 2280 | 1149 | 9023", "T: 6 | 9918 | 0476 | 5504 | 6672 | 2810",
                        "T: 7 | 2465 | 3398 | 7741 | 0537 | 4456", "T: 8 | 5583 | 9102 | 1869 | 3325 | 8874", "T: 9 | 8026 | 4759 | 4412 | 9980 | 6631",
                        "T: 10 | 6149 | 1637 | 8095 | 5263 | 1298",
                        "NOTE: Controle siempre su billete en la agencia oficial. Crónica Pampeana no se responsabiliza por errores de transcripción.",
                        ]))  # fmt: skip
        add(page("newsletter", "/newsletters/", "subscribe", "Newsletters de Crónica Pampeana", "newsletter-signup",
                 lines=["Recibí en tu correo lo más importante del día. Elegí una o varias de nuestras newsletters gratuitas.",
                        "## Buen día, Paraná",
                        "De lunes a viernes a las 7. Las noticias que tenés que saber antes de salir de casa, el pronóstico y el estado del río.",
                        "## Costa adentro",
                        "Los domingos, la columna de Lucía Ferreyra sobre la vida en la costa y las islas.",
                        "## Bolsillo",
                        "Los jueves: precios, tarifas, sueldos y lo que pasa con tu plata en Entre Ríos.",
                        ]))  # fmt: skip
        add(page("terminos", "/terminos-y-condiciones/", "policy", "Términos y condiciones y política de privacidad", "policy-updated-date",
                 lines=["Última actualización: 12 de agosto de 2026.",
                        "Al usar este sitio aceptás estos términos. Crónica Pampeana SA es titular del dominio y de los contenidos publicados, salvo indicación en contrario.",
                        "## Datos personales",
                        "Los datos que nos das al registrarte se usan para enviarte las newsletters y para mejorar el servicio. No vendemos tus datos a terceros. Podés pedir su rectificación o supresión escribiendo a privacidad@cronicapampeana.test, en los términos de la Ley 25.326.",
                        "## Comentarios",
                        "Los comentarios de los lectores son responsabilidad de sus autores. Nos reservamos el derecho de moderar o borrar mensajes agraviantes o discriminatorios.",
                        "## Cookies",
                        "Usamos cookies propias y de terceros para medir audiencia y mostrar publicidad. Podés desactivarlas en tu navegador.",
                        ]))  # fmt: skip
        add(story("boleto", "/economia/2026/12/02/sube-el-boleto-de-colectivo-en-parana/", "Sube el boleto de colectivo en Paraná: costará $1.250 desde el lunes",
                  "2026-12-02", "2026-12-02T09:40:00-03:00", "2 de diciembre de 2026 · 09:40", ["Lucía Ferreyra", "Diego Manzur"],
                  ["El Concejo Deliberante aprobó anoche el nuevo cuadro tarifario del transporte urbano y el boleto común pasará de $980 a $1.250 a partir del lunes 7. La suba es del 27,5 por ciento y es la segunda del año.",
                   "La votación terminó 10 a 7 después de casi cuatro horas de debate. La oposición pidió postergar el tratamiento hasta que las empresas presenten los balances del último semestre, pero la moción no prosperó.",
                   "## Qué pasa con el boleto estudiantil",
                   "El boleto estudiantil gratuito se mantiene para los niveles primario y secundario. Los universitarios pagarán el 50 por ciento de la tarifa, es decir $625, con la tarjeta Paraná Pasa.",
                   "«Sin esta actualización las líneas 4 y 22 dejaban de circular los fines de semana», dijo el secretario de Movilidad, Hernán Sotelo. Según el municipio, los subsidios nacionales cayeron un 40 por ciento en un año.",
                   "Desde la Asociación de Usuarios del Transporte advirtieron que la frecuencia ya es mala y que en los barrios del oeste se espera hasta 50 minutos un colectivo. «Pagamos más por un servicio peor», resumió su presidenta, Norma Vidal.",
                   ],
                  "infinite-scroll-two-authors-y", section="Economía", dek="El Concejo aprobó una suba del 27,5%. El boleto estudiantil universitario pagará la mitad.", next="crecida",
                  image="Un colectivo de la línea 4 en calle Urquiza"))  # fmt: skip
        add(story("crecida", "/sociedad/2026/12/01/el-parana-supero-los-530-metros/", "El Paraná superó los 5,30 metros y ya hay 40 familias evacuadas en la costa",
                  "2026-12-01", "2026-12-02T01:10:00Z", "1 de diciembre de 2026 · 22:10", ["Lucía Ferreyra"],
                  ["El río Paraná llegó anoche a 5,32 metros en el puerto local y quedó por encima del nivel de evacuación. Defensa Civil trasladó a 40 familias de Bajada Grande y del barrio San Martín al polideportivo municipal.",
                   "Según el Instituto Nacional del Agua, la crecida seguirá por lo menos diez días más por las lluvias en el sur de Brasil. El pronóstico prevé un pico de 5,60 metros hacia el 10 de diciembre.",
                   "«Es la tercera vez en dos años que nos tenemos que ir», contó Ramón Acosta, pescador, mientras cargaba colchones en un camión del municipio. «El agua ya está en la vereda.»",
                   "## Centros de evacuados",
                   "El municipio habilitó el polideportivo y la escuela Nº 72 como centros de evacuados. Se reciben donaciones de agua mineral, pañales y alimentos no perecederos en la sede de Defensa Civil, en calle Gualeguaychú 1280.",
                   ],
                  "infinite-scroll-utc-crosses-day", section="Sociedad", next="panaderia", image="Casas con el agua en la puerta en Bajada Grande"))  # fmt: skip
        add(story("panaderia", "/sociedad/2026/12/02/marta-gimenez-el-pan-va-a-seguir-subiendo/", "Marta Giménez: «El pan va a seguir subiendo si no baja la harina»",
                  "2026-12-02", "2026-12-02T11:05:00-03:00", "2 de diciembre de 2026 · 11:05", ["Diego Manzur"],
                  ["Marta Giménez tiene 61 años y desde hace 34 atiende la panadería La Espiga, en barrio Villa Uranga. Preside además el Centro de Panaderos de Paraná, que reúne a unas 90 panaderías.",
                   "Q: ¿Cuánto cuesta hoy el kilo de pan? || Entre $2.400 y $2.800 según el barrio. En enero estaba a $1.500. La bolsa de harina de 25 kilos pasó de $9.000 a $16.500.",
                   "Q: ¿Se vende menos? || Muchísimo menos. La gente compra por unidad, dos o tres flautitas. Las facturas los domingos casi desaparecieron.",
                   "Q: ¿Cerraron panaderías? || En el año cerraron once que sepamos. Son negocios familiares, no tienen espalda para aguantar meses de pérdida.",
                   "Q: ¿Qué le piden al gobierno? || Que se controle la cadena de la harina. El trigo bajó y la harina no. Alguien se está quedando con la diferencia, y no somos nosotros.",
                   ],
                  "infinite-scroll-qa-interviewer-author", section="Economía", byline_role="Entrevista", next="corte"))  # fmt: skip
        add(story("corte", "/sociedad/2026/12/02/corte-de-luz-programado-en-bajada-grande/", "Corte de luz programado este jueves en Bajada Grande",
                  "2026-12-02", "2026-12-02T13:20:00-03:00", "2 de diciembre de 2026 · 13:20", [],
                  ["La distribuidora provincial cortará el suministro el jueves de 8 a 13 en Bajada Grande y parte de Puerto Viejo por obras en la red de media tensión. El área afectada va de calle Estrada hasta la costanera baja.",
                   "SIGN: Fuente: Agencia Litoral de Noticias (ALN)",
                   ],
                  "infinite-scroll-brief-agency", section="Sociedad", next="rio"))  # fmt: skip
        add(story("rio", "/opinion/2026/12/02/la-ciudad-que-le-da-la-espalda-al-rio/", "La ciudad que le da la espalda al río",
                  "2026-12-02", "2026-12-02T06:00:00-03:00", "2 de diciembre de 2026", ["Ernesto Vallejos"],
                  ["Cada crecida repite la misma escena: camiones del municipio, colchones mojados, un polideportivo lleno. Y cada bajante nos olvidamos. Paraná es una ciudad que mira al río desde la barranca, como quien mira un paisaje, y no como quien vive con él.",
                   "En los últimos veinte años se aprobaron loteos en zonas que el propio plan urbano de 1998 marcaba como inundables. Nadie fue responsable. Se autorizó, se construyó, se vendió.",
                   "No alcanza con los centros de evacuados. Hace falta un mapa de riesgo público, actualizado y vinculante, y hace falta que la ciudad deje de crecer hacia abajo. Rosario y Santa Fe ya lo hicieron, con errores, pero lo hicieron.",
                   "El río no es un enemigo. Es el motivo por el que estamos acá. Sería bueno empezar a tratarlo como tal.",
                   "SIGN: Ernesto Vallejos es arquitecto y docente de Planeamiento Urbano en la Facultad de Ingeniería de la UNER.",
                   ],
                  "infinite-scroll-opinion-signed-at-end", section="Opinión", kicker="Opinión", next="fisherton", no_byline=True))  # fmt: skip
        add(story("fisherton", "/sociedad/2026/12/01/la-feria-de-fisherton-cumple-30-anos/", "Rosario: la feria de Fisherton cumple 30 años con más de 200 puesteros",
                  "2026-12-01", "2026-12-01T17:45:00-03:00", "1 de diciembre de 2026 · 17:45", ["Martín Quiroga"],
                  ["ROSARIO (Corresponsal).- La feria de artesanos de Fisherton celebra el sábado sus 30 años con un festival en la plaza Alberdi. Empezó en 1996 con doce puestos de tejidos y cerámica; hoy tiene 214 inscriptos y recibe unos 5.000 visitantes cada fin de semana.",
                   "La organización contó que habrá música en vivo desde las 17 y un sorteo entre los puesteros fundadores, de los que siguen activos siete.",
                   "RAW:<aside class=\"b-also\"><strong>Mirá también</strong> <a href=\"/sociedad/2026/11/20/rosario-ferias-francas/\">Las ferias francas de Rosario suman días</a></aside>",
                   "«Acá crié a mis tres hijos, entre telares», dijo Estela Marchetti, que vende ponchos desde el primer día. «La feria es mi casa los sábados.»",
                   "El municipio de Rosario anunció que colocará baños químicos y ampliará el horario hasta las 23 durante diciembre.",
                   ],
                  "infinite-scroll-correspondent-dateline", section="Sociedad", byline_role="Corresponsal en Rosario", next="dorado"))  # fmt: skip
        add(story("dorado", "/sociedad/2026/11/30/fotogaleria-fiesta-del-dorado-la-paz/", "Fotogalería: así se vivió la Fiesta del Dorado en La Paz",
                  "2026-11-30", "2026-11-30T20:30:00-03:00", "30 de noviembre de 2026 · 20:30", ["Valentina Sosa"],
                  ["FIG: Lanchas en la largada del concurso | Más de 300 embarcaciones largaron a las 6 desde el puerto de La Paz.",
                   "FIG: Un pescador muestra un dorado | El ganador sacó un dorado de 11,4 kilos, récord de la fiesta.",
                   "Más de 300 lanchas y miles de visitantes pasaron el fin de semana por la costanera de La Paz para la 42ª Fiesta Provincial del Dorado.",
                   "FIG: Familias en la costanera | Las familias siguieron la premiación desde la barranca.",
                   ],
                  "infinite-scroll-photo-story-photographer", section="Sociedad", byline_role="Fotos", next="tren"))  # fmt: skip
        add(story("tren", "/sociedad/2026/11/29/vuelve-el-tren-de-pasajeros-a-santa-fe/", "Vuelve el tren de pasajeros entre Paraná y Santa Fe en marzo",
                  "2026-11-29", "2026-11-29T10:15:00-03:00", "29 de noviembre de 2026 · 10:15", ["Lucía Ferreyra"],
                  ["Trenes del Litoral confirmó que el servicio de pasajeros entre Paraná y Santa Fe volverá a funcionar en marzo, después de once años sin trenes por el túnel subfluvial.",
                   "Habrá dos frecuencias diarias de ida y vuelta, a las 6.40 y a las 18.10, con parada en Colastiné. El viaje durará 55 minutos y el pasaje costará lo mismo que el colectivo interurbano.",
                   "## Obras pendientes",
                   "Todavía falta terminar el cambio de durmientes en 14 kilómetros de vía y la nueva estación en Oro Verde. La empresa aseguró que las obras avanzan al 80 por ciento.",
                   "Los usuarios del colectivo interurbano, que tarda más de una hora en horario pico, celebraron la noticia, aunque con dudas. «Lo anunciaron tres veces», recordó un estudiante en la terminal.",
                   ],
                  "infinite-scroll-only-on-page2-tag-search", section="Sociedad", next="boleto"))  # fmt: skip

    # ---- templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
        ]
        if doc.is_article:
            sec = doc.section or "Sociedad"
            graph = [
                {"@type": "WebSite", "@id": self.origin + "/#website", "url": self.origin + "/", "name": self.name},
                {"@type": "Organization", "@id": self.origin + "/#org", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/pf/resources/logo.png"}},
                {"@type": "NewsArticle", "@id": self.url(doc.key) + "#article", "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                 "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": self.name}],
                 "articleSection": sec, "isPartOf": {"@id": self.origin + "/#website"}, "publisher": {"@id": self.origin + "/#org"},
                 "mainEntityOfPage": self.url(doc.key)},
                {"@type": "BreadcrumbList", "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Inicio", "item": self.origin + "/"},
                    {"@type": "ListItem", "position": 2, "name": sec, "item": self.origin + "/" + doc.path.split("/")[1] + "/"}]},
            ]  # fmt: skip
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>',
            ]
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = " ".join(
            [a("home", "Inicio", "chrome:nav"), a("sociedad", "Sociedad", "chrome:nav"), a("economia", "Economía", "chrome:nav"),
             a("/policiales/", "Policiales", "chrome:nav"), a("/deportes/", "Deportes", "chrome:nav"), a("quiniela", "Quinielas", "chrome:nav"),
             a("/opinion/", "Opinión", "chrome:nav")]
        )  # fmt: skip
        foot = " · ".join(
            [a("terminos", "Términos y condiciones", "chrome:footer"), a("newsletter", "Newsletters", "chrome:footer"),
             a("/contacto/", "Contacto", "chrome:footer"), a("/arc/outboundfeeds/rss/", "RSS", "chrome:footer"), a("/suscripciones/", "Suscribite", "chrome:footer"), "Más buscado: " + a("buscar", "tren", "chrome:footer")]
        )  # fmt: skip
        fusion = json.dumps(
            {
                "globalContentConfig": {"source": "content-api", "query": {"website_url": doc.path}},
                "arcSite": "cronica",
                "deployment": 2417,
            }
        )
        return f"""<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - {esc(self.name) if doc.key != "home" else "Portada"}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{self.url(doc.key)}">
{self.head(doc)}
<link rel="preload" href="/pf/dist/engine/react.js?d=2417" as="script">
<style>/*PAD*/</style>
</head>
<body>
<div id="fusion-app" class="layout-section-wrap">
<header class="b-header"><div class="b-header__logo">{a("home", self.name, "chrome:header")}</div>
<nav class="b-header-nav-chain">{nav}</nav>
<form class="b-search" action="/buscar/"><input type="search" name="q" placeholder="Buscar"></form>
<div class="b-header__user">{a("/suscripciones/", "Suscribite", "chrome:header")} {a("/account/login/", "Ingresar", "chrome:header")}</div>
</header>
<main class="b-main">
{main}
</main>
<footer class="b-footer"><p>{foot}</p><p>© 2026 Crónica Pampeana SA. Paraná, Entre Ríos. Director: Raúl Benítez. Registro DNDA 5-2026-0418.</p></footer>
</div>
<script id="fusion-metadata" type="application/javascript">window.Fusion={fusion};</script>
<script src="/pf/dist/engine/react.js?d=2417" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("no_byline"):
            return ""
        if not doc.authors:
            return '<div class="b-byline">Redacción Crónica Pampeana</div>'
        names = []
        for name in doc.authors:
            names.append(self.a("autor", name, "byline") if name == "Lucía Ferreyra" else f"<span>{esc(name)}</span>")
        role = doc.extra.get("byline_role")
        lead = "Por" if role != "Fotos" else "Fotos:"
        tail = f' <span class="b-byline__role">{esc(role)}</span>' if role and role != "Fotos" else ""
        return f'<div class="b-byline">{lead} {" y ".join(names)}{tail}</div>'

    def fig(self, alt: str, cap: str) -> str:
        return (f'<figure class="c-image"><img src="https://www.cronicapampeana.test/resizer/v2/{zlib.crc32(alt.encode()) % 999983}.jpg?w=980" alt="{esc(alt)}" loading="lazy">'
                f"<figcaption>{esc(cap)} <span class=\"c-credit\">(Foto: Crónica Pampeana)</span></figcaption></figure>")  # fmt: skip

    def article(self, doc: Doc, first: bool) -> str:
        sec = doc.section or "Sociedad"
        sec_key = {"Sociedad": "sociedad", "Economía": "economia"}.get(sec, "/opinion/")
        kicker = f'<span class="c-overline">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        lead = ""
        if doc.image:
            lead = f'<figure class="lead-art"><img src="/resizer/v2/{zlib.crc32(doc.image.encode()) % 999983}.jpg?w=1200" alt="{esc(doc.image)}"><figcaption>{esc(doc.image)}.</figcaption></figure>'
        dek = f'<h2 class="c-heading b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        tags = (
            f'<div class="b-tags">{self.a("tag", "Crecida del Paraná", "tags")} {self.a("/tags/transporte/", "Transporte", "tags")}</div>'
            if doc.key in ("crecida", "tren", "boleto")
            else ""
        )
        news = (
            ""
            if not first
            else '<div class="b-newsletter-inline"><p>¿Te gustó esta nota? Recibí <strong>Buen día, Paraná</strong> en tu correo.</p><button>Suscribirme</button></div>'
        )
        share = '<div class="b-share"><a href="https://wa.me/?text=cp">WhatsApp</a> <a href="https://twitter.com/intent/tweet">X</a> <a href="https://www.facebook.com/sharer/sharer.php">Facebook</a></div>'
        return f"""<article class="b-article {"b-article--first" if first else "b-article--next"}" data-story-url="{self.url(doc.key)}">
<div class="b-breadcrumb">{self.a(sec_key, sec, "chrome:breadcrumb")}</div>
{kicker}<h1 class="c-heading b-headline">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<time class="b-date" datetime="{doc.iso}">{doc.stamp}</time>
{share}
{lead}
<div class="b-article-body">
{self.blocks(doc, p_tag='<p class="c-paragraph">', fig=self.fig)}
</div>
{tags}
{news}
</article>"""

    def story_main(self, doc: Doc) -> str:
        nxt = self.docs[doc.extra["next"]]
        saved = self.current
        second = self.article(nxt, first=False)
        self.current = saved
        return f"""<div class="infinite-scroll-container">
{self.article(doc, first=True)}
<div class="b-next" data-next-url="{self.href(nxt.key)}"><span>Seguí leyendo</span> {self.a(nxt.key, "Próxima nota", "chrome:related")}</div>
{second}
<div class="b-loader" aria-hidden="true">Cargando más noticias…</div>
</div>
<aside class="b-right-rail"><h3>Lo más leído</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("crecida", "boleto", "panaderia"))}</ol></aside>"""

    def card(self, d: Doc, i: int) -> str:
        img = f'<img src="/resizer/v2/{zlib.crc32(d.key.encode()) % 999983}.jpg?w=420" alt="">' if i < 3 else ""
        sec = f'<span class="c-overline">{esc(d.section)}</span>'
        return f'<div class="b-card">{img}{sec}<h2 class="c-heading">{self.a(d.key, d.title, "content")}</h2><p class="c-description">{esc(self.lede(d))}</p><time>{d.stamp.split(" · ")[0]}</time></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(self.docs[k], i) for i, k in enumerate(doc.extra["list"]))
        top = ""
        if doc.kind == "author":
            top = f'<div class="b-author-bio"><img src="/pf/resources/autores/lf.jpg" alt="Lucía Ferreyra"><p>{esc(doc.extra["bio"])}</p><p>{self.a("mailto:lferreyra@cronicapampeana.test", "lferreyra@cronicapampeana.test", "byline")}</p></div>'
        if doc.kind == "search":
            top = f'<form class="b-search-page" action="/buscar/"><input name="q" value="tren"></form><p class="b-results-count">{len(doc.extra["list"])} resultados</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="b-pager">{self.a(doc.extra["more"], "Ver más notas", "content")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="b-pager">{self.a(doc.extra["prev"], "« Anteriores", "content")} <a href="/sociedad/3/">Más »</a></nav>'
        heading = "h1" if doc.key != "home" else "h2"
        extra = ""
        if doc.key == "home":
            extra = f'<section class="b-promo"><h3>Quinielas</h3><p>{self.a("quiniela", "Resultados de la Quiniela de Entre Ríos", "content")}</p><h3>Opinión</h3><p>{self.a("rio", "La ciudad que le da la espalda al río", "content")}</p><p>{self.a("newsletter", "Suscribite a nuestras newsletters", "content")}</p></section>'
        return f'<{heading} class="b-section-title">{esc(doc.title)}</{heading}>\n{top}\n<div class="b-card-list">\n{cards}\n</div>\n{pager}\n{extra}'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="b-static"><h1 class="c-heading">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
