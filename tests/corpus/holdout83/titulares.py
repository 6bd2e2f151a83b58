# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Titulares: a Mexican **news aggregator** on an older PHP stack (`#contenedor`, `.titular`, `.enlace-externo`,
`.fuente`, `.hace`, `.entradilla`, `/seccion/nacional/?pag=2`, `/tema/agua/`, `/autor/paola-rendon/`,
`/buscar/?q=sequ%EDa` with the query percent-encoded in Latin-1, `/enlace/<id>/<slug>` link pages), Spanish, Mexico
City time (-06:00), served as **`ISO-8859-1` in the header and the meta tag while the bytes are windows-1252** (curly
quotes, dashes): Scrapy decodes with `cp1252`, which is the label. Its AMP page alone is UTF-8 (AMP requires it).

Its pages are mostly **headline lists with snippets linking out** to other sites, and "enlace" pages that show one
outside headline, a one-sentence snippet and "Lee la nota completa en …" (not articles). Its own occasional stories:
a reporter's drought story published at 22:40 on 4 Dec whose `NewsArticle` JSON-LD is in **UTC** (04:40Z on 5 Dec;
labelled 4 Dec) with an **AMP twin**; a "Redacción Titulares" brief (no person); and Borderland Ledger's Spanish
investigation **republished under Creative Commons** (the nonprofit's note and tracking pixel, a canonical to the
original, no JSON-LD). A removed story is a **soft 404** served with 200."""

from __future__ import annotations

import json

from borderland import AGUA_DEK, AGUA_PATH, AGUA_TITLE, WATER_ES, copy_lines
from common import Base, amp_head, blocks_html, page, republish_tail, story, utc
from sitekit import Doc, css_rules, esc

A_CLASS_MAS = 'class="mas"'
ORIGIN = "https://www.titulares.test"
TZ = -6
DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
MESES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]

# outside headlines: (source, url, headline, snippet, age)
FUERA = {
    "carretera": (
        "El Vigía del Bravo",
        "https://www.elvigiadelbravo.test/local/reabren-carretera-juarez-chihuahua-tras-nevada/",
        "Reabren la carretera Juárez-Chihuahua tras la nevada del jueves",
        "La Guardia Nacional retiró el cierre en el tramo de Samalayuca después de 14 horas; se recomienda circular con precaución por hielo en la cinta asfáltica.",
        "hace 3 horas",
    ),
    "maiz": (
        "Diario Altiplano",
        "https://www.diarioaltiplano.test/campo/precio-de-garantia-maiz-productores-zacatecas/",
        "Productores de Zacatecas piden elevar el precio de garantía del maíz",
        "Unos 300 agricultores se manifestaron frente al Palacio de Gobierno para exigir 7,500 pesos por tonelada.",
        "hace 5 horas",
    ),
    "pesca": (
        "Noticias del Yaqui",
        "https://www.noticiasdelyaqui.test/regional/pescadores-guaymas-veda-camaron-apoyos/",
        "Pescadores de Guaymas esperan apoyos por la veda del camarón",
        "Las cooperativas afirman que los pagos del programa federal llevan dos meses de retraso.",
        "hace 6 horas",
    ),
    "presa": (
        "El Vigía del Bravo",
        "https://www.elvigiadelbravo.test/local/presa-la-boquilla-nivel-minimo-historico/",
        "La presa La Boquilla llega a su nivel más bajo en 30 años",
        "El embalse está al 11% de su capacidad, según el reporte semanal del organismo de cuenca.",
        "hace 8 horas",
    ),
    "metro": (
        "Crónica Capital",
        "https://www.cronicacapital.test/ciudad/linea-12-horario-extendido-fiestas/",
        "Metro amplía horario de la Línea 12 durante las fiestas decembrinas",
        "El servicio funcionará hasta la 1:00 de la mañana del 12 al 31 de diciembre.",
        "hace 9 horas",
    ),
}
STUBS = {"stub1": "carretera", "stub2": "maiz", "stub3": "pesca"}
STUB_IDS = {"stub1": 9981234, "stub2": 9981102, "stub3": 9980977}


def fecha(local: str, with_time: bool = True) -> str:
    from datetime import datetime

    t = datetime.strptime(local, "%Y-%m-%d %H:%M")
    base = f"{DIAS[t.weekday()].capitalize()} {t.day} de {MESES[t.month - 1]} de {t.year}"
    return f"{base}, {t.hour:02d}:{t.minute:02d} h" if with_time else base


class Titulares(Base):
    origin = ORIGIN
    name = "Titulares"
    prefix = "tit"
    language = "es"

    def __init__(self) -> None:
        super().__init__()
        self._writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    def _amp(self) -> bool:
        return self._writing is not None and bool(self._writing.extra.get("twin"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8" if self._amp() else "cp1252"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=utf-8" if self._amp() else "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tit",
            [
                "#cabecera",
                "#menu li",
                ".titular h2",
                ".titular .entradilla",
                ".fuente",
                ".nota-propia .cuerpo-nota p",
                ".columna-derecha .caja",
                ".paginacion a",
                "#pie",
                "#aviso-cookies",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Titulares",
                "aggregator-front-clusters",
                list=["sequia", "colonias", "frio"],
                outside=["carretera", "presa", "maiz", "pesca", "metro"],
                more="nacional",
            )
        )
        add(
            page(
                "nacional",
                "/seccion/nacional/",
                "section",
                "Nacional",
                "aggregator-section-list",
                list=["sequia", "frio"],
                outside=["carretera", "maiz", "presa", "metro"],
                more="nacional2",
            )
        )
        add(
            page(
                "nacional2",
                "/seccion/nacional/?pag=2",
                "section",
                "Nacional",
                "aggregator-section-list-page2",
                list=["colonias"],
                outside=["pesca"],
                gone=True,
            )
        )
        add(
            page(
                "tema",
                "/tema/agua/",
                "tag",
                "Agua",
                "aggregator-topic-page",
                list=["sequia", "colonias"],
                outside=["presa", "pesca"],
            )
        )
        add(
            page(
                "autor",
                "/autor/paola-rendon/",
                "author",
                "Paola Rendón",
                "aggregator-author-page",
                list=["sequia"],
                bio="Paola Rendón es reportera de Titulares en Chihuahua. Cubre agua, campo y medio ambiente en el norte del país.",
            )
        )
        add(
            page(
                "buscar",
                "/buscar/?q=sequ%EDa",
                "search",
                "Resultados de búsqueda: sequía",
                "aggregator-search-latin1-query",
                list=["sequia", "colonias"],
                outside=["presa"],
            )
        )
        for key, fk in STUBS.items():
            _src, url, head, _snippet, _age = FUERA[fk]
            slug = url.rstrip("/").rsplit("/", 1)[-1]
            add(
                page(
                    key,
                    f"/enlace/{STUB_IDS[key]}/{slug}",
                    "stub",
                    head,
                    "link-out-stub-read-full-story",
                    outside=[fk],
                    fk=fk,
                )
            )
        add(
            page(
                "gone",
                "/noticias/nacional/18101-cierran-compuertas-de-la-presa-la-boquilla.html",
                "not-found",
                "La nota que buscas ya no está disponible",
                "soft-404-status-200",
                [
                    "Es posible que la nota haya sido retirada o que la dirección haya cambiado.",
                    "Te invitamos a revisar los titulares más recientes en nuestra portada.",
                ],
            )
        )
        add(
            page(
                "acerca",
                "/acerca-de/",
                "about",
                "Acerca de Titulares",
                "aggregator-about",
                [
                    "Titulares reúne cada día los encabezados de más de 300 medios de México y de la frontera en un solo lugar. Nuestros editores eligen y ordenan las notas; al hacer clic, te llevamos al sitio del medio que la publicó.",
                    "De vez en cuando publicamos notas propias, firmadas por nuestra redacción, y reproducimos reportajes de medios sin fines de lucro que permiten hacerlo bajo licencias Creative Commons, siempre con el crédito y el enlace al original.",
                    "## Contacto",
                    "Si eres un medio y quieres aparecer en Titulares, o si encontraste un error, escríbenos a redaccion@titulares.test.",
                ],
            )
        )

        add(
            story(
                "sequia",
                "/noticias/nacional/18342-declaran-emergencia-por-sequia-en-14-municipios-de-chihuahua.html",
                "Declaran emergencia por sequía en 14 municipios de Chihuahua",
                "2026-12-04",
                utc("2026-12-04 22:40", TZ, "Z"),
                "2026-12-04 22:40",
                ["Paola Rendón"],
                SEQUIA,
                "aggregator-original-utc-next-day",
                amp="sequia_amp",
                ld="person",
                nid=18342,
            )
        )
        add(
            story(
                "sequia_amp",
                "/amp/noticias/nacional/18342-declaran-emergencia-por-sequia-en-14-municipios-de-chihuahua.html",
                "Declaran emergencia por sequía en 14 municipios de Chihuahua",
                "2026-12-04",
                utc("2026-12-04 22:40", TZ, "Z"),
                "2026-12-04 22:40",
                ["Paola Rendón"],
                SEQUIA,
                "amp-twin-utf8-on-latin1-site",
                twin="sequia",
                nid=18342,
            )
        )
        add(
            story(
                "frio",
                "/noticias/nacional/18329-suspenden-clases-en-seis-municipios-de-sonora-por-frente-frio.html",
                "Suspenden clases en seis municipios de Sonora por frente frío",
                "2026-12-04",
                utc("2026-12-04 07:15", TZ, "Z"),
                "2026-12-04 07:15",
                [],
                [
                    "HERMOSILLO, Son.— La Secretaría de Educación de Sonora suspendió las clases de este viernes en escuelas de educación básica de seis municipios de la sierra por las bajas temperaturas que dejó el frente frío número 14.",
                    "La medida aplica en Nacozari de García, Cananea, Bavispe, Bacerac, Huachinera y Yécora, donde el termómetro bajó a siete grados bajo cero durante la madrugada, de acuerdo con Protección Civil estatal.",
                    "Las autoridades recomendaron a la población abrigarse, no usar anafres ni braseros en espacios cerrados y estar pendientes de personas adultas mayores y niños. Las clases se reanudarán el lunes si las condiciones lo permiten.",
                ],
                "desk-credit-brief-org-jsonld",
                credit="Redacción Titulares",
                ld="org",
                nid=18329,
            )
        )
        add(
            story(
                "colonias",
                "/noticias/frontera/18337-en-las-colonias-del-condado-de-el-paso-la-espera-por-una-linea-de-agua-se-mide-en-decadas.html",
                AGUA_TITLE,
                "2026-12-04",
                None,
                "2026-12-04 09:00",
                ["Ana Lucía Ortega"],
                copy_lines(WATER_ES),
                "creative-commons-republished-spanish-no-jsonld",
                credit="Ana Lucía Ortega / Borderland Ledger",
                canonical="https://borderlandledger.test" + AGUA_PATH,
                cc=4823,
                dek=AGUA_DEK,
                nid=18337,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("twin"):
            self.current = doc.key
            return self.amp_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        canonical = doc.extra.get("canonical", url)
        out = [
            f"<title>{esc(doc.title)} | Titulares</title>"
            if doc.kind != "home"
            else "<title>Titulares | Las noticias de México en un solo lugar</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Los titulares de más de 300 medios de México y la frontera.")}">',
            f'<link rel="canonical" href="{esc(canonical)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Titulares">',
            '<meta property="og:locale" content="es_MX">',
        ]
        if doc.kind == "stub":
            out.append('<meta name="robots" content="noindex, follow">')
        if doc.extra.get("amp"):
            out.append(f'<link rel="amphtml" href="{esc(self.url(doc.extra["amp"]))}">')
        if doc.is_article and doc.extra.get("ld"):
            author = (
                {"@type": "Person", "name": doc.authors[0], "url": ORIGIN + "/autor/paola-rendon/"}
                if doc.extra["ld"] == "person"
                else {"@type": "Organization", "name": "Titulares"}
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Titulares",
                    "logo": {"@type": "ImageObject", "url": ORIGIN + "/img/logo-titulares.png"},
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "image": f"{ORIGIN}/fotos/2026/12/{doc.extra['nid']}.jpg",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Portada"),
                ("nacional", "Nacional"),
                ("/seccion/frontera/", "Frontera"),
                ("/seccion/internacional/", "Internacional"),
                ("/seccion/deportes/", "Deportes"),
                ("/seccion/espectaculos/", "Espectáculos"),
                ("tema", "Agua"),
            )
        )
        leidas = "".join(
            f"<li>{self.a(k, t or self.docs[k].title, 'aside')}</li>"
            for k, t in (
                ("sequia", None),
                ("gone", "Cierran compuertas de la presa La Boquilla"),
                ("colonias", None),
                ("frio", None),
            )
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="es" xml:lang="es">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="/css/titulares.css?v=20190312" />
<link rel="alternate" type="application/rss+xml" title="Titulares - Portada" href="/rss/portada.xml" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.12.4.min.js"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-1']); _gaq.push(['_trackPageview']);</script>
</head>
<body>
<div id="aviso-cookies">Este sitio utiliza cookies propias y de terceros para mejorar tu experiencia y mostrarte publicidad. Al continuar navegando aceptas su uso. <a href="/privacidad/">Más información</a> <a href="#" class="cerrar">Aceptar</a></div>
<div id="contenedor">
<div id="cabecera">
<div id="logo"><a href="/"><img src="/img/logo-titulares.png" alt="Titulares" width="230" height="48" /></a><span class="lema">Las noticias de México en un solo lugar</span></div>
<div id="fecha-hoy">Sábado 5 de diciembre de 2026</div>
<form id="buscador" action="/buscar/" method="get"><input type="text" name="q" value="" /><input type="submit" value="Buscar" /></form>
</div>
<ul id="menu">{menu}</ul>
<div id="banner-superior" class="publicidad"><!-- /1234567/titulares_728x90 --><div id="div-gpt-ad-728x90"></div></div>
<div id="cuerpo">
<div id="columna-izquierda">
{main}
</div>
<div id="columna-derecha" class="columna-derecha">
<div class="caja"><h3>Lo más leído</h3><ol>{leidas}</ol></div>
<div class="caja publicidad"><div id="div-gpt-ad-300x250"></div></div>
<div class="caja"><h3>Temas</h3><p>{self.a("tema", "Agua", "aside")} · <a href="/tema/frente-frio/">Frente frío</a> · <a href="/tema/elecciones-2027/">Elecciones 2027</a> · {self.a("buscar", "Sequía", "aside")}</p></div>
</div>
</div>
<div id="pie">
<p>{self.a("acerca", "Acerca de Titulares", "footer")} | <a href="/privacidad/">Aviso de privacidad</a> | <a href="/contacto/">Contacto</a> | <a href="/rss/">RSS</a></p>
<p>Titulares no es responsable del contenido de los sitios a los que enlaza. Los derechos de cada nota pertenecen a su medio.</p>
<p>&copy; 2007-2026 Titulares.test</p>
</div>
</div>
<script type="text/javascript" src="/js/titulares.js?v=20190312"></script>
</body>
</html>"""

    def outside_item(self, fk: str, stub_key: str | None = None) -> str:
        src, url, head, snippet, age = FUERA[fk]
        more = ""
        for k, v in STUBS.items():
            if v == fk and k in self.docs and k != self.current:
                more = f" {self.a(k, 'Ver ficha', 'content', A_CLASS_MAS)}"
        return f'<div class="titular externo"><h2><a class="enlace-externo" href="{esc(url)}" target="_blank" rel="nofollow noopener">{esc(head)}</a></h2><span class="fuente"><img src="/favicons/{url.split("/")[2]}.png" width="16" height="16" alt="" /> {esc(src)}</span> <span class="hace">{age}</span><p class="entradilla">{esc(snippet)}{more}</p></div>'

    def own_item(self, k: str) -> str:
        d = self.docs[k]
        credit = d.extra.get("credit") or ", ".join(d.authors)
        label = "Reproducido de Borderland Ledger" if d.extra.get("cc") else "Original de Titulares"
        return f'<div class="titular propio"><span class="etiqueta">{label}</span><h2>{self.a(k, d.title, "content")}</h2><span class="fuente">{esc(credit)}</span> <span class="hace">{fecha(d.stamp)}</span><p class="entradilla">{esc(self.lede(d))}</p></div>'

    def story_main(self, doc: Doc) -> str:
        credit = doc.extra.get("credit", "")
        if doc.key == "sequia":
            byline = f'<p class="autor">Por {self.a("autor", "Paola Rendón", "byline")}</p>'
        else:
            byline = f'<p class="autor">Por {esc(credit)}</p>'
        body = blocks_html(self, doc.blocks)
        tail = ""
        if doc.extra.get("cc"):
            tail = republish_tail(doc.extra["canonical"], doc.extra["cc"], "es")
            body = (
                '<div class="logo-aliado"><img src="/img/aliados/borderland-ledger.png" alt="Borderland Ledger" width="160" height="32" /></div>\n'
                + body
            )
        dek = f'<p class="sumario">{esc(doc.dek)}</p>' if doc.dek else ""
        photo = (
            f'<div class="foto"><img src="/fotos/2026/12/{doc.extra["nid"]}.jpg" alt="" width="620" height="349" /><p class="pie-foto">Foto: Archivo Titulares</p></div>'
            if not doc.extra.get("cc")
            else ""
        )
        related = "".join(self.outside_item(fk) for fk in (["presa", "pesca"] if doc.key != "frio" else ["carretera"]))
        crumb = (
            '<a href="/seccion/frontera/">Frontera</a>'
            if doc.extra.get("cc")
            else self.a("nacional", "Nacional", "breadcrumb")
        )
        amp_link = (
            f'<p class="version-amp">{self.a(doc.extra["amp"], "Versión para móviles", "content")}</p>'
            if doc.extra.get("amp")
            else ""
        )
        return f"""<div class="nota-propia" id="nota-{doc.extra["nid"]}">
<p class="ruta"><a href="/">Portada</a> &raquo; {crumb}</p>
<h1 class="titulo-nota">{esc(doc.title)}</h1>
{dek}
{byline}
<p class="fecha">{fecha(doc.stamp)}</p>
<div class="compartir"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> | <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> | <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a></div>
{photo}
<div class="cuerpo-nota">
{body}
{tail}
</div>
{amp_link}
<div class="relacionadas"><h3>En otros medios</h3>{related}</div>
</div>"""

    def amp_page(self, doc: Doc) -> str:
        src = self.docs[doc.extra["twin"]]
        body = blocks_html(self, doc.blocks)
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "datePublished": doc.iso,
            "author": {"@type": "Person", "name": doc.authors[0]},
            "publisher": {
                "@type": "Organization",
                "name": "Titulares",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/img/logo-titulares.png", "width": 230, "height": 48},
            },
            "mainEntityOfPage": self.url(src.key),
            "image": {"@type": "ImageObject", "url": f"{ORIGIN}/fotos/2026/12/18342.jpg", "width": 1200, "height": 675},
        }
        return f"""<!doctype html>
<html amp lang="es">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Titulares</title>
<link rel="canonical" href="{esc(self.url(src.key))}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
{amp_head(("amp-analytics", "amp-ad"))}
<style amp-custom>/*PAD*/</style>
</head>
<body>
<header class="amp-cabecera"><a href="{ORIGIN}/"><amp-img src="{ORIGIN}/img/logo-titulares.png" width="160" height="33" alt="Titulares"></amp-img></a></header>
<amp-ad width="320" height="100" type="doubleclick" data-slot="/1234567/titulares_amp_top"></amp-ad>
<article class="amp-nota">
<h1>{esc(doc.title)}</h1>
<p class="autor">Por {esc(doc.authors[0])}</p>
<p class="fecha">{fecha(doc.stamp)}</p>
<amp-img src="{ORIGIN}/fotos/2026/12/18342.jpg" width="1200" height="675" layout="responsive" alt=""></amp-img>
<div class="cuerpo-nota">
{body}
</div>
</article>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234567/titulares_amp_medio"></amp-ad>
<footer><p>{self.a("home", "Ir a la portada de Titulares", "footer")} · {self.a("acerca", "Acerca de", "footer")}</p><p>© 2007-2026 Titulares.test</p></footer>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-TIT2026"}}}}</script></amp-analytics>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        own = [self.own_item(k) for k in doc.extra.get("list", [])]
        outside = [self.outside_item(fk) for fk in doc.extra.get("outside", [])]
        mixed = []
        for i in range(max(len(own), len(outside))):
            if i < len(outside):
                mixed.append(outside[i])
            if i < len(own):
                mixed.append(own[i])
        if doc.extra.get("gone"):
            mixed.append(
                f'<div class="titular propio"><span class="etiqueta">Original de Titulares</span><h2>{self.a("gone", "Cierran compuertas de la presa La Boquilla", "content")}</h2><span class="hace">Lunes 23 de noviembre de 2026, 18:10 h</span></div>'
            )
        if doc.kind == "home":
            head = '<h1 class="oculto">Titulares: las noticias de México en un solo lugar</h1><p class="actualizado">Actualizado: sábado 5 de diciembre de 2026, 08:15 h</p>'
        elif doc.kind == "author":
            head = f'<div class="ficha-autor"><img src="/img/autores/paola-rendon.jpg" alt="" width="90" height="90" /><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><p><a href="https://x.com/paorendon_test">@paorendon_test</a></p></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/buscar/" method="get"><input type="text" name="q" value="sequía" /><input type="submit" value="Buscar" /></form><p class="total">{len(mixed)} resultados</p>'
        elif doc.kind == "tag":
            head = f'<h1>Tema: {esc(doc.title)}</h1><p class="descripcion">Sequía, presas, acuíferos y el reparto del agua en el norte de México y la frontera.</p>'
        elif doc.kind == "stub":
            return self.stub_main(doc)
        else:
            head = f"<h1>{esc(doc.title)}</h1>"
        pager = ""
        if doc.key == "nacional":
            pager = f'<div class="paginacion"><strong>1</strong> {self.a("nacional2", "2", "pagination")} <a href="/seccion/nacional/?pag=3">3</a> {self.a("nacional2", "Siguiente »", "pagination")}</div>'
        elif doc.key == "nacional2":
            pager = f'<div class="paginacion">{self.a("nacional", "« Anterior", "pagination")} {self.a("nacional", "1", "pagination")} <strong>2</strong> <a href="/seccion/nacional/?pag=3">3</a></div>'
        elif doc.key == "home":
            stubs = " · ".join(self.a(k, FUERA[v][2], "content") for k, v in STUBS.items())
            pager = f'<div class="mas-titulares"><h3>Más titulares</h3><p>{stubs}</p><p>{self.a("nacional", "Ver todas las notas de Nacional", "content")}</p></div>'
        return f'<div class="listado">{head}{"".join(mixed)}{pager}</div>'

    def stub_main(self, doc: Doc) -> str:
        src, url, head, snippet, age = FUERA[doc.extra["fk"]]
        others = [fk for fk in FUERA if fk != doc.extra["fk"]][:2]
        return f"""<div class="ficha-enlace">
<p class="ruta"><a href="/">Portada</a> &raquo; {self.a("nacional", "Nacional", "breadcrumb")}</p>
<h1>{esc(head)}</h1>
<p class="fuente"><img src="/favicons/{url.split("/")[2]}.png" width="16" height="16" alt="" /> {esc(src)} · <span class="hace">{age}</span></p>
<p class="entradilla">{esc(snippet)}</p>
<p class="leer-completa"><a class="boton enlace-externo" href="{esc(url)}" target="_blank" rel="nofollow noopener">Lee la nota completa en {esc(src)} &raquo;</a></p>
<div class="relacionadas"><h3>Otros medios sobre el tema</h3>{"".join(self.outside_item(fk) for fk in others)}</div>
<div class="relacionadas"><h3>Notas de Titulares</h3><ul><li>{self.a("sequia", self.docs["sequia"].title, "related")}</li><li>{self.a("frio", self.docs["frio"].title, "related")}</li></ul></div>
</div>"""

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        if doc.kind == "not-found":
            top = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["sequia", "frio", "colonias"]
            )
            return f'<div class="pagina-error"><h1>{esc(doc.title)}</h1>\n{body}\n<ul>{top}</ul><p>{self.a("home", "Volver a la portada", "content")}</p></div>'
        return f'<div class="pagina-fija"><h1>{esc(doc.title)}</h1>\n{body}\n</div>'


SEQUIA = [
    "CHIHUAHUA, Chih.— La Comisión Nacional del Agua publicó este viernes una declaratoria de emergencia por sequía severa en 14 municipios de Chihuahua, lo que permitirá liberar recursos federales para llevar agua en pipas a comunidades rurales y perforar pozos de emergencia.",
    "La declaratoria incluye a municipios de la región centro-sur y de la sierra, entre ellos Delicias, Meoqui, Saucillo, Camargo, Jiménez y Guachochi, donde las lluvias de este año fueron 58% menores al promedio histórico, según el Servicio Meteorológico Nacional.",
    "“Hay comunidades en la sierra donde ya no llega agua ni a los tanques comunitarios; las familias caminan hasta dos horas para llenar un garrafón”, dijo en entrevista Ramiro Ochoa Baeza, coordinador estatal de Protección Civil.",
    "## Presas en mínimos",
    "Las presas La Boquilla y Francisco I. Madero, que abastecen al distrito de riego de Delicias, se encuentran al 11% y al 14% de su capacidad, respectivamente. Productores de nogal y alfalfa advirtieron que, si no llueve antes de marzo, el ciclo agrícola de primavera está en riesgo.",
    "El gobierno estatal informó que destinará 85 millones de pesos adicionales a la renta de pipas y a la rehabilitación de 40 pozos en comunidades rurales, mientras llegan los recursos federales.",
    "En Ciudad Juárez, la Junta Municipal de Agua y Saneamiento pidió a la población reducir el riego de jardines y reportar fugas, aunque aclaró que por ahora no se contemplan cortes programados en la ciudad.",
]
