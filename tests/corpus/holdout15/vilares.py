# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Concello de Vilarés: a Galician municipal news site on TYPO3 (fluid_styled_content `frame` elements with
`id="c<uid>"`, tx_news list/detail views, `/novas/detalle/<slug>`, `/novas/paxina-2`, indexed_search,
fileadmin/_processed_ images, the "powered by TYPO3" comment), UTF-8, honest: og:type=article and
article:published_time on news details only, og:type=website elsewhere."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

C_NAV = 'class="nav-link"'
C_ITEMURL = 'itemprop="url"'
C_NEWS = 'class="news-list-more" itemprop="url"'


class Vilares(Base):
    origin = "https://www.vilares.test"
    name = "Concello de Vilarés"
    prefix = "cv"
    language = "gl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cv",
            [
                ".frame-default",
                ".frame-type-text",
                ".news-list-view",
                ".article",
                ".news-single",
                ".f3-widget-paginator",
                "#page-header",
                "#page-footer",
                ".navbar-mainnavigation",
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
                "Concello de Vilarés",
                "typo3-startpage",
                list=["pleno", "nota", "ponte", "feira", "piscina"],
            )
        )
        add(
            page(
                "novas",
                "/novas",
                "section",
                "Novas",
                "typo3-news-list",
                list=["pleno", "nota", "ponte", "feira", "piscina"],
                more="novas2",
            )
        )
        add(
            page(
                "novas2",
                "/novas/paxina-2",
                "section",
                "Novas",
                "typo3-news-list-page-2",
                list=["biblioteca", "camino"],
                prev="novas",
            )
        )
        add(
            page(
                "axenda",
                "/axenda",
                "events",
                "Axenda de actividades",
                "typo3-events",
                [
                    'RAW:<table class="contenttable"><thead><tr><th>Data</th><th>Actividade</th><th>Lugar</th></tr></thead><tbody><tr><td>05/12/2026 18:00</td><td>Concerto da banda municipal</td><td>Auditorio</td></tr><tr><td>07/12/2026 11:00</td><td>Roteiro polos muíños do río</td><td>Praza do Concello</td></tr><tr><td>12/12/2026 10:00</td><td>Mercado de Nadal</td><td>Alameda</td></tr><tr><td>19/12/2026 17:30</td><td>Contacontos na biblioteca</td><td>Biblioteca municipal</td></tr></tbody></table>',
                    "As inscricións para o roteiro fanse na oficina de turismo.",
                ],
            )
        )
        add(
            page(
                "emprego",
                "/emprego",
                "jobs",
                "Emprego público e ofertas",
                "typo3-jobs",
                [
                    "## Convocatorias abertas",
                    "- Dúas prazas de auxiliar de axuda no fogar. Prazo ata o 18/12/2026.",
                    "- Unha praza de socorrista para a piscina climatizada (substitución). Prazo ata o 10/12/2026.",
                    "- Bolsa de emprego de peóns de obras. Prazo aberto todo o ano.",
                    "## Como presentar a solicitude",
                    "As solicitudes preséntanse na sede electrónica ou no rexistro do Concello, coa documentación indicada nas bases.",
                ],
            )
        )
        add(
            page(
                "lixo",
                "/servizos/recollida-do-lixo",
                "schedule",
                "Calendario de recollida do lixo",
                "typo3-waste-schedule",
                [
                    'RAW:<table class="contenttable"><thead><tr><th>Parroquia</th><th>Orgánico</th><th>Envases</th><th>Papel</th></tr></thead><tbody><tr><td>Vilarés (núcleo)</td><td>luns, mércores, venres</td><td>martes</td><td>xoves</td></tr><tr><td>Santa Baia</td><td>martes, venres</td><td>mércores</td><td>xoves</td></tr><tr><td>Covas</td><td>luns, xoves</td><td>venres</td><td>martes</td></tr><tr><td>O Outeiro</td><td>mércores, sábado</td><td>luns</td><td>venres</td></tr></tbody></table>',
                    "Os días festivos a recollida adiántase ao día anterior.",
                ],
            )
        )
        add(
            page(
                "boletin",
                "/boletin",
                "subscribe",
                "Boletín municipal",
                "typo3-newsletter-form",
                [
                    "Recibe cada venres no teu correo as novas e a axenda do Concello.",
                    'RAW:<form action="/boletin?tx_newsletter%5Baction%5D=subscribe" method="post"><label for="email">Correo electrónico</label><input id="email" name="email" type="email"><label><input type="checkbox" name="privacidade"> Lin e acepto a política de privacidade</label><button type="submit">Subscribirme</button></form>',
                ],
            )
        )
        add(
            page(
                "buscar",
                "/buscar?tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=ponte",
                "search",
                "Buscar",
                "typo3-indexed-search",
                list=["ponte", "camino"],
            )
        )
        add(
            page(
                "privacidade",
                "/privacidade",
                "policy",
                "Política de privacidade e cookies",
                "typo3-policy",
                [
                    "Última actualización: 3 de febreiro de 2026",
                    "O Concello de Vilarés é o responsable do tratamento dos datos persoais que se recollen neste sitio web.",
                    "## Finalidade",
                    "Os datos do boletín úsanse só para enviar o boletín. Os datos dos formularios úsanse para tramitar a solicitude.",
                    "## Cookies",
                    "Este sitio usa unha cookie técnica de sesión e, se o aceptas, unha cookie de medición de audiencias.",
                ],
            )
        )
        add(
            page(
                "contacto",
                "/concello/contacto",
                "contact",
                "Contacto e horarios",
                "typo3-contact",
                [
                    "Praza do Concello, 1. 15999 Vilarés (enderezo fictivo).",
                    "Teléfono: 981 000 000. Horario de atención: de luns a venres, de 9:00 a 14:00.",
                    "Oficina de turismo: de martes a domingo, de 10:00 a 14:00 e de 16:00 a 19:00.",
                ],
            )
        )
        add(
            story(
                "pleno",
                "/novas/detalle/o-pleno-aproba-os-orzamentos-de-2027",
                "O pleno aproba os orzamentos de 2027",
                "2026-12-01",
                "2026-12-01T21:30:00+01:00",
                "01/12/2026",
                ["Iria Souto", "Brais Castro"],
                [
                    "O pleno do Concello aprobou onte á noite os orzamentos para 2027, que ascenden a 9,4 millóns de euros. A proposta saíu adiante cos votos do goberno local e a abstención dun dos grupos da oposición.",
                    "A partida máis grande é a de servizos sociais, que medra un doce por cento. Tamén se reservan 600.000 euros para arranxar as pistas das parroquias altas.",
                    "## Debate",
                    "A oposición criticou que non haxa diñeiro para a nova escola infantil. O goberno respondeu que a obra depende dunha subvención que se resolverá na primavera.",
                    "Os orzamentos expóñense ao público durante quince días antes da aprobación definitiva.",
                ],
                "typo3-news-byline-at-end-two-authors",
                endsign="Texto: Iria Souto e Brais Castro",
            )
        )
        add(
            story(
                "nota",
                "/novas/detalle/corte-de-auga-en-santa-baia",
                "Corte de auga en Santa Baia o xoves",
                "2026-12-02",
                "2026-12-02T09:10:00+01:00",
                "02/12/2026",
                [],
                [
                    "O subministro de auga quedará cortado o xoves en Santa Baia entre as 9:00 e as 13:00 por obras na rede. O Concello pide desculpas polas molestias.",
                    "Un camión cisterna estará na praza da igrexa durante o corte.",
                ],
                "typo3-news-brief-desk",
                endsign="Gabinete de Comunicación",
            )
        )
        add(
            story(
                "ponte",
                "/novas/detalle/a-ponte-vella-pechada-ao-trafico",
                "A ponte vella, pechada ao tráfico pesado",
                "2026-11-30",
                "2026-11-30T12:00:00+01:00",
                "30/11/2026",
                ["Xoán Pereira"],
                [
                    "A ponte vella do río pecha desde hoxe ao tráfico de vehículos de máis de 3,5 toneladas. Un informe técnico detectou fendas nun dos arcos.",
                    "Os camións terán que dar un rodeo de sete quilómetros pola estrada provincial. Os veciños do Outeiro queixáronse do ruído que iso supón.",
                    "A reparación custará arredor de 180.000 euros e o Concello pedirá axuda á Deputación.",
                ],
                "typo3-news-updated",
                byline="Xoán Pereira",
                updated="02/12/2026",
            )
        )
        add(
            story(
                "feira",
                "/novas/detalle/volve-a-feira-do-mel",
                "Volve a feira do mel á Alameda",
                "2026-11-29",
                "2026-11-29T10:00:00+01:00",
                "",
                ["Iria Souto"],
                [
                    "Trinta apicultores de toda a comarca participarán o domingo na feira do mel da Alameda. Haberá obradoiros para nenos e unha cata guiada.",
                    "A organización recomenda chegar cedo, porque o ano pasado o mel de castiñeiro esgotouse antes do mediodía.",
                ],
                "typo3-news-date-only-in-meta",
                byline="Iria Souto",
            )
        )
        add(
            story(
                "piscina",
                "/novas/detalle/a-piscina-climatizada-amplia-horario",
                "A piscina climatizada amplía o horario",
                "2026-11-28",
                "2026-11-28T13:20:00+01:00",
                "28/11/2026",
                ["Brais Castro"],
                [
                    "A piscina climatizada abrirá tamén os domingos pola mañá a partir de decembro. A medida responde ás peticións dos clubs de natación.",
                    "O prezo da entrada non cambia. Os bonos mensuais poderán mercarse en liña.",
                    "O horario de inverno manterase ata finais de marzo.",
                ],
                "typo3-news-correction",
                byline="Brais Castro",
                correction="Fe de erros: nunha versión anterior indicábase que a ampliación comezaba en xaneiro. Comeza en decembro.",
            )
        )
        add(
            story(
                "biblioteca",
                "/novas/detalle/a-biblioteca-estrea-club-de-lectura",
                "A biblioteca estrea un club de lectura en galego para mozos",
                "2026-11-26",
                "2026-11-26T17:00:00+01:00",
                "26/11/2026",
                ["Uxía Rial"],
                [
                    "A biblioteca municipal pon en marcha un club de lectura para mozos de 14 a 18 anos. As sesións serán cada quince días, os venres pola tarde.",
                    "O primeiro libro será unha novela curta dunha autora da comarca, que participará na sesión de xaneiro.",
                ],
                "typo3-news-only-on-page-2",
                byline="Uxía Rial",
            )
        )
        add(
            story(
                "camino",
                "/novas/detalle/sinalizado-o-camino-dos-muinos",
                "Sinalizado o camiño dos muíños",
                "2026-11-25",
                "2026-11-25T11:45:00+01:00",
                "25/11/2026",
                ["Xoán Pereira", "Uxía Rial"],
                [
                    "O camiño dos muíños xa conta con vinte paneis novos que explican a historia de cada muíño e indican as distancias.",
                    "A ruta ten 6,5 quilómetros e pode facerse en dúas horas. Os paneis teñen un código para escoitar a explicación en audio.",
                ],
                "typo3-news-page-2-two-authors",
                byline="Xoán Pereira e Uxía Rial",
            )
        )

    # ---- templates -------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        if doc.is_article:
            og = f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{doc.iso}">\n<meta property="og:title" content="{esc(doc.title)}">'
        else:
            og = f'<meta property="og:type" content="website">\n<meta property="og:title" content="{esc(doc.title)}">'
        nav = "".join(
            f'<li class="nav-item">{a(k, t, "chrome:nav", C_NAV)}</li>'
            for k, t in [
                ("home", "Inicio"),
                ("novas", "Novas"),
                ("axenda", "Axenda"),
                ("emprego", "Emprego"),
                ("lixo", "Servizos"),
                ("contacto", "Contacto"),
            ]
        )
        title = doc.title if doc.key == "home" else f"{doc.title}: Concello de Vilarés"
        return f"""<!DOCTYPE html>
<html lang="gl-ES">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>{esc(title)}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
{og}
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f2a9c.css?1733120000" media="all">
<style>/*PAD*/</style>
<link rel="canonical" href="{self.url(doc.key)}">
</head>
<body id="p{len(doc.path) * 7}" class="page-{len(doc.path) * 7} pagelevel-1 language-0 backendlayout-default layout-default">
<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content">Ir ao contido</a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top">
<div class="container">
{a("home", "Concello de Vilarés", "chrome:header", 'class="navbar-brand navbar-brand-image"', '<img class="navbar-brand-logo-normal" src="/fileadmin/templates/logo-vilares.svg" alt="Concello de Vilarés">')}
<ul class="navbar-nav">{nav}</ul>
<form class="navbar-search" action="/buscar" method="get"><input name="tx_indexedsearch_pi2[search][sword]" placeholder="Buscar"></form>
<a class="sede" href="https://sede.vilares.test/">Sede electrónica</a>
</div>
</header>
<div id="page-content" class="bp-page-content main-section">
<div class="container">
<!--TYPO3SEARCH_begin-->
{main}
<!--TYPO3SEARCH_end-->
</div>
</div>
<footer id="page-footer" class="bp-page-footer">
<section class="section footer-section footer-section-content"><div class="container">
<div id="c12" class="frame frame-default frame-type-text frame-layout-0"><header><h2 class="element-header">Concello de Vilarés</h2></header><p>Praza do Concello, 1 · 981 000 000</p></div>
<div id="c13" class="frame frame-default frame-type-menu_pages"><ul><li>{a("privacidade", "Privacidade e cookies", "chrome:footer")}</li><li>{a("boletin", "Boletín", "chrome:footer")}</li><li>{a("contacto", "Contacto", "chrome:footer")}</li><li><a href="/accesibilidade">Accesibilidade</a></li><li><a href="https://sede.vilares.test/perfil-contratante">Perfil do contratante</a></li></ul></div>
<p class="popular">Buscas frecuentes: {a("buscar", "ponte", "chrome:footer")}, <a href="/buscar?tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=piscina">piscina</a></p>
</div></section>
<section class="section footer-section footer-section-meta"><div class="container"><p>&copy; 2026 Concello de Vilarés</p></div></section>
</footer>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        meta = []
        if doc.stamp:
            meta.append(
                f'<span class="news-list-date"><time itemprop="datePublished" datetime="{doc.iso[:10]}">{esc(doc.stamp)}</time></span>'
            )
        if doc.extra.get("updated"):
            meta.append(f'<span class="news-list-updated">Actualizado o {esc(doc.extra["updated"])}</span>')
        if doc.byline:
            meta.append(
                f'<span class="news-list-author" itemprop="author" itemscope itemtype="http://schema.org/Person">Por <span itemprop="name">{esc(doc.byline)}</span></span>'
            )
        meta.append(f'<span class="news-list-category">{a("novas", "Novas", "tags")}</span>')
        tail = []
        if doc.extra.get("endsign"):
            tail.append(f'<p class="text-end"><em>{esc(doc.extra["endsign"])}</em></p>')
        if doc.extra.get("correction"):
            tail.append(f'<div class="alert alert-info">{esc(doc.extra["correction"])}</div>')
        related = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ["pleno", "ponte", "piscina"]
            if k != doc.key
        )
        return f"""<ol class="breadcrumb"><li class="breadcrumb-item">{a("home", "Inicio", "chrome:breadcrumb")}</li><li class="breadcrumb-item">{a("novas", "Novas", "chrome:breadcrumb")}</li><li class="breadcrumb-item active">{esc(doc.title)}</li></ol>
<div id="c40" class="frame frame-default frame-type-news_newsdetail frame-layout-0">
<div class="news news-single">
<div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
<div class="header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<div class="footer"><p>{" ".join(meta)}</p></div>
<div class="news-img-wrap"><div class="outer"><div class="mediaelement mediaelement-image"><img class="img-fluid" src="/fileadmin/_processed_/{len(doc.path) % 10}/{len(doc.path)}/csm_foto_{len(doc.title)}.jpg" width="800" height="450" alt=""></div></div></div>
<div class="news-text-wrap" itemprop="articleBody">
{self.blocks(doc)}
</div>
{"".join(tail)}
<div class="news-related news-related-news"><h4>Novas relacionadas</h4><ul>{related}</ul></div>
<div class="news-backlink-wrap">{a("novas", "Volver ás novas", "chrome:breadcrumb")}</div>
</div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.key == "home":
            out.append(
                '<div id="c2" class="frame frame-default frame-type-text frame-layout-0"><header><h2 class="element-header">Benvida</h2></header><p>Atopa aquí os trámites, as novas e a axenda do Concello. Para consultas urxentes chama ao 981 000 000.</p></div>'
            )
            out.append(
                f'<div id="c3" class="frame frame-default frame-type-menu_card_list"><ul class="card-menu"><li>{self.a("axenda", "Axenda", "content")}</li><li>{self.a("emprego", "Emprego", "content")}</li><li>{self.a("lixo", "Recollida do lixo", "content")}</li><li><a href="https://sede.vilares.test/">Sede electrónica</a></li></ul></div>'
            )
            out.append('<h2 class="element-header">Últimas novas</h2>')
        elif doc.kind == "search":
            out.append(
                f'<h1>{esc(doc.title)}</h1><div class="tx-indexedsearch-info-sword">Buscar: <strong>ponte</strong></div><p class="tx-indexedsearch-browsebox">Amosando resultados de 1 a {len(doc.extra["list"])} de {len(doc.extra["list"])}</p>'
            )
        else:
            out.append(f'<h1 class="element-header">{esc(doc.title)}</h1>')
        out.append('<div class="news"><div class="news-list-view" id="news-container-4">')
        for k in doc.extra["list"]:
            d = self.docs[k]
            date = f'<span class="news-list-date"><time datetime="{d.iso[:10]}">{d.iso[8:10]}/{d.iso[5:7]}/{d.iso[:4]}</time></span>'
            if doc.kind == "search":
                out.append(
                    f'<div class="tx-indexedsearch-res"><h3 class="tx-indexedsearch-title">{self.a(k, d.title, "content")}</h3><p class="tx-indexedsearch-description">{esc(self.lede(d))}</p><p class="tx-indexedsearch-info">{self.url(k)}</p></div>'
                )
            else:
                out.append(
                    f'<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="news-img-wrap"><img src="/fileadmin/_processed_/t/{len(d.path)}.jpg" alt=""></div><div class="header"><h3>{self.a(k, d.title, "content", C_ITEMURL)}</h3></div><div class="footer"><p>{date}</p></div><div class="teaser-text"><div itemprop="description"><p>{esc(self.lede(d))}</p></div>{self.a(k, "Ler máis", "content", C_NEWS)}</div></div>'
                )
        out.append("</div>")
        if doc.extra.get("more"):
            out.append(
                f'<div class="page-navigation"><ul class="f3-widget-paginator"><li class="current">1</li><li>{self.a(doc.extra["more"], "2", "content")}</li><li class="next">{self.a(doc.extra["more"], "Seguinte", "content")}</li></ul></div>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<div class="page-navigation"><ul class="f3-widget-paginator"><li class="previous">{self.a(doc.extra["prev"], "Anterior", "content")}</li><li>{self.a(doc.extra["prev"], "1", "content")}</li><li class="current">2</li><li><a href="/novas/paxina-3">3</a></li></ul></div>'
            )
        out.append("</div>")
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        return f'<ol class="breadcrumb"><li class="breadcrumb-item">{self.a("home", "Inicio", "chrome:breadcrumb")}</li><li class="breadcrumb-item active">{esc(doc.title)}</li></ol><div id="c{len(doc.path) * 3}" class="frame frame-default frame-type-text frame-layout-0"><header><h1 class="element-header">{esc(doc.title)}</h1></header>{self.blocks(doc)}</div>'
