# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Eido Diario: a Galician daily published by a readers' co-operative on **WordPress** with the **Newspack** theme
and **Yoast SEO** (`post-48213 post type-post … category-galiza tag-lingua`, `entry-title`, `byline` / `author
vcard`, `posted-on` with `entry-date published` and `updated`, `entry-content`, `/2026/12/04/<slug>/`,
`/categoria/galiza/page/2/`, `/etiqueta/<tag>/`, `/author/<user>/`, `/?s=`), Galician, UTF-8, Europe/Madrid
(+01:00). The language must not be mistaken: `<html lang="gl-ES">`, but Yoast's `og:locale` was left at `es_ES`,
and the Tui story quotes Portuguese at length.

Dates: "4 de decembro de 2026" (Galician months) with "Actualizado ás 13:20"; the `<time>` elements are local, but
Yoast's `@graph` and `article:published_time` are **UTC** ("+00:00"): the Vigo port story published at 00:35 on
5 Dec is "2026-12-04T23:35:00+00:00" there. Credits: "por Uxía Seoane"; two names joined by "e"; the Europa Press
story shows "Europa Press" while Yoast's author is the WordPress user "Redacción" (a Person); the desk brief
"Redacción"; the story translated from Basque (from Ibaialde, linked) is signed by its two Basque reporters with
"Tradución do éuscaro: Antía Lema" under them, and Yoast names the translator (the user who posted it) as author."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import GL_DAYS, GL_MONTHS, Base, offset_iso, page, story, weekday, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.eidodiario.test"
ARTS = ["porto", "temporal", "breve", "euskaltegis", "tui", "lingua", "ep", "opinion"]
IBAIALDE_ORIGINAL = (
    "https://www.ibaialde.test/gizartea/2315-urola-bailarako-euskaltegiek-inoiz-baino-ikasle-gehiago-dituzte"
)
A_CAT = 'rel="category tag"'
A_TAG = 'rel="tag"'
A_FN = 'class="url fn n"'
A_PAGE = 'class="page-numbers"'
A_NEXT = 'class="next page-numbers"'
A_PREV = 'class="prev page-numbers"'
A_BOOKMARK = 'rel="bookmark"'
A_MORE = 'class="author-link"'


def gl_date(stamp: str) -> str:
    y, m, d, _ = ymd(stamp)
    return f"{d} de {GL_MONTHS[m - 1]} de {y}"


def utc_of(stamp: str) -> str:
    """Local +01:00 wall clock -> the '+00:00' stamp Yoast prints."""
    y, m, d, hm = ymd(stamp)
    h, mi = (int(x) for x in hm.split(":"))
    h -= 1
    if h < 0:  # the local day before midnight UTC
        h += 24
        d -= 1
    return f"{y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00+00:00"


class Eido(Base):
    origin = ORIGIN
    name = "Eido Diario"
    prefix = "eid"
    language = "gl"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "eid",
            [
                ".site-header",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-meta .byline",
                ".entry-content p",
                ".wp-block-heading",
                ".newspack-related-posts article",
                ".widget-area .widget",
                ".site-footer",
                "#cmplz-cookiebanner-container .cmplz-cookiebanner",
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
                "Eido Diario",
                "newspack-homepage-blocks",
                list=["porto", "temporal", "breve", "euskaltegis", "tui", "lingua", "ep", "opinion"],
            )
        )
        add(
            page(
                "galiza",
                "/categoria/galiza/",
                "section",
                "Galiza",
                "wp-category-archive",
                list=["porto", "temporal", "breve", "tui"],
                more="galiza2",
            )
        )
        add(
            page(
                "galiza2",
                "/categoria/galiza/page/2/",
                "section",
                "Galiza",
                "wp-category-archive-page2",
                list=["lingua", "ep"],
                old=[
                    (
                        "A Xunta licita a rehabilitación do pazo de Vista Alegre en Vilagarcía",
                        "/2026/12/02/a-xunta-licita-a-rehabilitacion-do-pazo-de-vista-alegre-en-vilagarcia/",
                        "2026-12-02 17:40",
                    ),
                    (
                        "Os gandeiros de Lugo alertan da caída do prezo do leite",
                        "/2026/12/02/os-gandeiros-de-lugo-alertan-da-caida-do-prezo-do-leite/",
                        "2026-12-02 10:15",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/etiqueta/lingua/",
                "tag",
                "lingua",
                "wp-tag-archive",
                list=["lingua", "euskaltegis"],
                dead=("O Concello de Ferrol aproba un novo plan de normalización lingüística", "notfound"),
            )
        )
        add(
            page(
                "author",
                "/author/uxia-seoane/",
                "author",
                "Uxía Seoane",
                "wp-author-archive",
                list=["temporal", "lingua"],
                bio="Xornalista. Cobre sociedade, lingua e educación en Eido Diario desde a súa fundación. Antes traballou na radio local de Compostela.",
            )
        )
        add(
            page(
                "search",
                "/?s=lingua",
                "search",
                "Resultados da procura: lingua",
                "wp-search-results",
                list=["lingua", "euskaltegis"],
            )
        )
        add(
            page(
                "contact",
                "/contacto/",
                "contact",
                "Contacto",
                "wp-page-contact-form-7",
                [
                    "Eido Diario é un xornal editado por unha cooperativa de lectoras e lectores. Podes escribirnos para enviarnos informacións, corrixir un erro ou facerte socia.",
                    "## Redacción",
                    "Rúa do Franco 12, 1.º. 15702 Santiago de Compostela",
                    "Teléfono: 981 00 00 00",
                    "## Cooperativa e subscricións",
                    "De luns a venres, de 9:00 a 14:00. Tamén podes facerte socia en liña desde a nosa páxina de subscricións.",
                ],
            )
        )
        add(
            page(
                "esquelas",
                "/esquelas/",
                "obituaries",
                "Esquelas",
                "wp-page-obituary-list",
                [
                    "Publicamos as esquelas que nos envían as familias e as funerarias. Para publicar unha esquela, chama ao 981 00 00 01 ou escribe a esquelas@eidodiario.test.",
                    "## Carme Vilar Soto",
                    "Faleceu en Lalín o 3 de decembro aos 88 anos. O enterro será o sábado, ás 17:00, na igrexa parroquial de Donramiro.",
                    "## Manuel Regueiro Castro",
                    "Faleceu en Cambados o 3 de decembro aos 79 anos. Misa de corpo presente o sábado, ás 12:00, na igrexa de San Francisco.",
                    "## Dolores Piñeiro Lago",
                    "Faleceu na Estrada o 4 de decembro aos 93 anos. Velorio no tanatorio da Estrada; enterro o domingo ás 11:00 no cemiterio de Ribeira.",
                    "## Xosé Castro Outeiro",
                    "Faleceu en Ourense o 4 de decembro aos 71 anos. A familia agradece as mostras de condolencia. Incineración na intimidade.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/2025/10/14/o-concello-de-ferrol-aproba-un-novo-plan-de-normalizacion-linguistica/",
                "not-found",
                "Vaia! Non se atopou esa páxina.",
                "wp-soft-404-200",
                [
                    "Parece que non hai nada neste enderezo. Quizais a busca che poida axudar.",
                ],
            )
        )
        # --- stories ---
        add(
            story(
                "lingua",
                "/2026/12/04/so-un-de-cada-cinco-mozos-usa-sempre-o-galego-segundo-un-novo-inquerito/",
                "Só un de cada cinco mozos usa sempre o galego, segundo un novo inquérito",
                "2026-12-04",
                utc_of("2026-12-04 09:00"),
                "2026-12-04 09:00",
                ["Uxía Seoane"],
                [
                    "Só o 21% das persoas de entre 15 e 29 anos falan sempre ou maioritariamente en galego, segundo o inquérito sobre usos lingüísticos presentado este xoves en Compostela. Hai dez anos, a porcentaxe era do 29%.",
                    "O estudo, baseado en máis de 3.000 entrevistas, confirma unha tendencia que os expertos levan anos sinalando: a transmisión familiar mantense nas zonas rurais, mais o galego perde terreo nas cidades e entre a xente nova.",
                    "## As redes sociais, un espazo en castelán",
                    "Un dos datos que máis preocupa aos autores é o do uso nas redes sociais. Apenas o 9% da mocidade enquisada di escribir habitualmente en galego en Instagram ou TikTok, fronte ao 74% que o fai en castelán.",
                    "«A lingua que non está nas pantallas desaparece do imaxinario da xente nova», explicou a socióloga Iria Castro, coordinadora do traballo. «Non abonda con que se ensine na escola.»",
                    "FIG: Mozos nunha praza de Santiago | Mozos na praza da Quintana, en Compostela. Foto: Eido Diario",
                    "## Diferenzas entre cidades",
                    "Por cidades, Lugo e Santiago rexistran os valores máis altos de uso habitual, arredor do 30%, mentres que Vigo e A Coruña quedan por baixo do 12%.",
                    "As entidades de defensa da lingua reclamaron á Xunta un plan de choque con medidas no ámbito dixital e no lecer. O Goberno galego lembrou que o próximo ano porá en marcha unha nova campaña dirixida á mocidade.",
                ],
                "por-author-updated-same-day",
                section="Galiza",
                user="Uxía Seoane",
                post=48213,
                updated="2026-12-04 13:20",
                tags=["lingua", "mocidade"],
                dek="O galego perde oito puntos en dez anos entre a xente de 15 a 29 anos e é residual nas redes sociais",
            )
        )
        add(
            story(
                "ep",
                "/2026/12/03/o-parlamento-aproba-os-orzamentos-da-xunta-para-2027/",
                "O Parlamento aproba os orzamentos da Xunta para 2027",
                "2026-12-03",
                utc_of("2026-12-03 14:20"),
                "2026-12-03 14:20",
                [],
                [
                    "Santiago de Compostela, 3 de decembro (Europa Press). O Parlamento de Galicia aprobou este mércores os orzamentos da Xunta para 2027, que ascenden a 13.950 millóns de euros, cos votos do grupo do Goberno e o rexeitamento da oposición.",
                    "As contas, que medran un 4,2% respecto ao exercicio actual, destinan máis da metade do gasto a sanidade, educación e servizos sociais. A partida de sanidade supera por primeira vez os 5.000 millóns.",
                    "Durante o debate final, a conselleira de Facenda defendeu que se trata duns orzamentos «realistas e solidarios», mentres que a oposición criticou o investimento en vivenda e o peso da débeda.",
                    "As emendas da oposición, máis de 1.200, foron rexeitadas na súa totalidade. O orzamento entrará en vigor o 1 de xaneiro.",
                ],
                "agency-europa-press-yoast-user-redaccion",
                section="Galiza",
                user="Redacción",
                signature="Europa Press",
                post=48177,
                tags=["orzamentos", "Parlamento"],
            )
        )
        add(
            story(
                "porto",
                "/2026/12/05/os-estibadores-de-vigo-desconvocan-a-folga-tras-un-acordo-de-madrugada/",
                "Os estibadores de Vigo desconvocan a folga tras un acordo de madrugada",
                "2026-12-05",
                utc_of("2026-12-05 00:35"),
                "2026-12-05 00:35",
                ["Brais Outeiro"],
                [
                    "Os estibadores do porto de Vigo desconvocaron a folga prevista para a próxima semana despois de alcanzar un acordo coa patronal pasada a medianoite, tras unha reunión de máis de once horas na sede da Autoridade Portuaria.",
                    "O acordo inclúe unha suba salarial do 3,5% para 2027 e o compromiso de manter o emprego durante a automatización da terminal de contedores de Guixar, que comezará en 2028.",
                    "«Non é todo o que pediamos, mais garante os postos de traballo, que era o principal», explicou ao saír da reunión o portavoz do comité, Xurxo Amoedo.",
                    "A folga, convocada para os días 9, 10 e 11 de decembro, ameazaba con paralizar a saída de vehículos da factoría de Balaídos, que exporta a maior parte da súa produción polo porto.",
                    "O texto do acordo será sometido a votación na asemblea de traballadores o luns.",
                ],
                "yoast-utc-previous-day",
                section="Galiza",
                user="Brais Outeiro",
                post=48240,
                tags=["Vigo", "porto"],
            )
        )
        add(
            story(
                "euskaltegis",
                "/2026/12/04/os-euskaltegis-do-val-do-urola-rexistran-un-record-de-matricula/",
                "Os euskaltegis do val do Urola rexistran un récord de matrícula",
                "2026-12-04",
                utc_of("2026-12-04 12:00"),
                "2026-12-04 12:00",
                ["Jon Agirre Lasa", "Itziar Larrañaga Aizpuru"],
                [
                    "Os euskaltegis —centros de ensino de éuscaro para adultos— do val do Urola matricularon 1.146 alumnos para o curso 2026-2027, a cifra máis alta da súa historia. Os centros de Azpeitia, Azkoitia, Zumarraga e Urretxu xuntaron os seus datos por primeira vez, e o aumento respecto ao ano pasado é do 14%.",
                    "Case a metade do novo alumnado naceu no estranxeiro. Colombia, Marrocos, Senegal e Honduras son os principais países de orixe, e moitos matricúlanse porque precisan o éuscaro no traballo ou na escola dos fillos.",
                    "## O peso do mercado laboral",
                    "Segundo os responsables dos centros, o mercado de traballo influíu moito no aumento. O servizo vasco de saúde, os concellos e os servizos de coidados endureceron os requisitos de éuscaro, e iso animou moitas persoas a aprendelo.",
                    "«Antes, a maioría do alumnado era xente do país que quería aprender éuscaro. Agora a aula é moito máis diversa, e iso enriquécenos», explica Nekane Aranburu, coordinadora do euskaltegi de Azkoitia.",
                    "## Faltan parellas de conversa",
                    "O principal problema, con todo, está fóra da aula. Os euskaltegis advirten que o alumnado ten dificultades para atopar ocasións de falar en éuscaro, e que fan falta máis voluntarios nos programas de conversa.",
                    "No programa Mintzalaguna de Azpeitia, por exemplo, hai 90 alumnos á espera de parella. A organización fixo un chamamento á veciñanza para ofrecer unha hora á semana: «Non fai falta ser profesor, abonda con ter ganas de falar».",
                ],
                "translated-from-basque-yoast-author-translator",
                section="Lingua",
                user="Antía Lema",
                signature="Jon Agirre Lasa e Itziar Larrañaga Aizpuru (Ibaialde)",
                translator="Tradución do éuscaro: Antía Lema",
                post=48221,
                tags=["lingua", "Euskal Herria"],
            )
        )
        add(
            story(
                "tui",
                "/2026/12/04/a-eurocidade-tui-valenca-estrea-un-bus-transfronteirizo-gratuito/",
                "A Eurocidade Tui-Valença estrea un bus transfronteirizo gratuíto",
                "2026-12-04",
                utc_of("2026-12-04 11:10"),
                "2026-12-04 11:10",
                ["Noa Piñeiro"],
                [
                    "Desde o luns, veciños e visitantes poderán cruzar o Miño entre Tui e Valença nun autobús gratuíto que fará o percorrido cada media hora, entre as 7:00 e as 21:00. O servizo, financiado con fondos europeos, é o primeiro de transporte urbano compartido entre os dous concellos.",
                    "A liña terá oito paradas, catro en cada beira, e cruzará a Ponte Internacional. Os responsables da Eurocidade calculan que a usarán arredor de 1.500 persoas ao día, a maioría traballadores e estudantes.",
                    "«É um passo muito importante para quem vive de um lado e trabalha do outro. Até agora, sem carro, era quase impossível», afirmou na presentación o presidente da Câmara Municipal de Valença.",
                    "Do lado galego, a alcaldesa de Tui destacou que o bus «une dúas cidades que xa viven como unha soa» e lembrou que máis de 2.000 persoas cruzan a fronteira cada día por motivos laborais.",
                    "FIG: A Ponte Internacional entre Tui e Valença | A Ponte Internacional, sobre o Miño. Foto: Eido Diario",
                    "## Horarios e paradas",
                    "Os horarios completos están dispoñibles nas oficinas de turismo de ambas as cidades e na web da Eurocidade. Os autobuses son eléctricos e accesibles para persoas con mobilidade reducida.",
                    "Na parte portuguesa, as paradas estarán na Fortaleza, no centro de saúde, na estação de comboios e no parque empresarial. «Queremos que as pessoas deixem o carro em casa e usem o autocarro», engadiu a responsable de mobilidade da Câmara.",
                    "O proxecto terá unha fase de proba de seis meses. Se a demanda o xustifica, os dous concellos estudarán ampliar o servizo aos fins de semana.",
                ],
                "portuguese-quotes-in-galician-body",
                section="Galiza",
                user="Noa Piñeiro",
                post=48209,
                tags=["Tui", "Portugal", "transporte"],
            )
        )
        add(
            story(
                "opinion",
                "/2026/12/03/o-monte-non-e-un-solar/",
                "O monte non é un solar",
                "2026-12-03",
                utc_of("2026-12-03 08:00"),
                "2026-12-03 08:00",
                ["Xosé Manuel Cabana"],
                [
                    "Cada vez que arde un monte en Galiza escoitamos as mesmas frases: que foi un incendiario, que faltaron medios, que o rural está abandonado. Todas teñen parte de verdade. Ningunha explica por que seguimos a tratar o monte como se fose un solar á espera de comprador.",
                    "Hai máis de dous mil montes veciñais en man común no país. Son unha figura única en Europa, herdanza dunha forma de propiedade colectiva que sobreviviu a séculos de presión. Cando funcionan, dan emprego, coidan a paisaxe e reinvisten nas parroquias. Cando non, quedan en mans de quen ofreza máis por plantar eucaliptos ou instalar muíños.",
                    "Non se trata de estar contra a industria nin contra as renovables. Trátase de quen decide e en beneficio de quen. Un parque eólico que paga unha renda simbólica á comunidade e leva os beneficios a outra parte non é desenvolvemento rural; é extracción.",
                    "As comunidades de montes precisan apoio técnico, formación e acceso a financiamento, non só axudas puntuais para rozar. Precisan tamén que a administración as considere interlocutoras e non trámites.",
                    "O monte non é un solar. É o que queda dunha maneira de vivir en común que aínda ten moito que ensinarnos. Cando o perdemos, non perdemos só árbores.",
                    "SIGN: Xosé Manuel Cabana é enxeñeiro de montes e membro da comunidade de montes veciñais de Vilar de Cas.",
                ],
                "opinion-bio-tail-in-content",
                section="Opinión",
                user="Xosé Manuel Cabana",
                post=48170,
                column=True,
                tags=["monte", "rural"],
            )
        )
        add(
            story(
                "temporal",
                "/2026/12/04/o-temporal-deixa-refachos-de-130-quilometros-por-hora-na-costa-da-morte/",
                "O temporal deixa refachos de 130 quilómetros por hora na Costa da Morte",
                "2026-12-04",
                utc_of("2026-12-04 19:30"),
                "2026-12-04 19:30",
                ["Uxía Seoane", "Brais Outeiro"],
                [
                    "O temporal que entrou en Galiza na madrugada deste venres deixou refachos de ata 130 quilómetros por hora no cabo Vilán, en Camariñas, segundo os datos de MeteoGalicia, e obrigou a pechar portos e estradas en toda a Costa da Morte.",
                    "O servizo de emerxencias 112 Galicia atendeu máis de 600 incidencias ao longo do día, a maioría por caída de árbores e cables. Arredor de 18.000 fogares quedaron sen luz nalgún momento da xornada, sobre todo nas comarcas de Bergantiños e Soneira.",
                    "## Aulas suspendidas e voos desviados",
                    "A Consellaría de Educación suspendeu as clases presenciais en 32 concellos da provincia da Coruña. No aeroporto de Alvedro, catro voos foron desviados a Santiago e a Vigo.",
                    "Na Costa da Morte, a frota de baixura non saíu ao mar por segundo día consecutivo. «Levamos unha semana sen traballar e o inverno acaba de empezar», laiábase un mariñeiro de Laxe no porto.",
                    "MeteoGalicia mantén o aviso laranxa por temporal costeiro ata o sábado ao mediodía, con ondas de ata oito metros. A partir do domingo, o vento irá a menos.",
                ],
                "two-authors-e",
                section="Galiza",
                user="Uxía Seoane",
                signature_authors=True,
                post=48236,
                tags=["temporal", "Costa da Morte"],
            )
        )
        add(
            story(
                "breve",
                "/2026/12/04/o-mosteiro-de-oseira-abrira-as-portas-as-visitas-nocturnas-en-xaneiro/",
                "O mosteiro de Oseira abrirá as portas ás visitas nocturnas en xaneiro",
                "2026-12-04",
                utc_of("2026-12-04 16:05"),
                "2026-12-04 16:05",
                [],
                [
                    "O mosteiro de Santa María de Oseira, en San Cristovo de Cea, organizará visitas nocturnas guiadas os venres e sábados de xaneiro, coa igrexa e o claustro iluminados con velas.",
                    "As visitas terán unha duración de hora e media e un prezo de 12 euros. As prazas son limitadas a 25 persoas por quenda e poden reservarse no propio mosteiro.",
                    "A iniciativa forma parte do programa de actividades co que a comunidade cisterciense quere achegar o edificio a novos públicos.",
                ],
                "desk-redaccion-brief",
                section="Cultura",
                user="Redacción",
                post=48230,
                tags=["Ourense", "patrimonio"],
            )
        )

    # --- templates --------------------------------------------------------------------------------------------

    def byline_text(self, doc: Doc) -> str:
        if doc.extra.get("signature"):
            return doc.extra["signature"]
        if doc.extra.get("signature_authors"):
            return " e ".join(doc.authors)
        return doc.extra["user"]

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        is_art = doc.is_article
        title = f"{doc.title} - Eido Diario" if doc.key != "home" else "Eido Diario - Xornal cooperativo en galego"
        out = [
            "<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />",
            "<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->",
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc)) if is_art else "Xornal cooperativo en galego: Galiza, lingua, cultura, opinión."}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="es_ES" />',
            f'<meta property="og:type" content="{"article" if is_art else "website"}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="Eido Diario" />',
        ]
        graph: list[dict] = [
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": "Eido Diario",
                "description": "Xornal cooperativo en galego",
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "potentialAction": [
                    {
                        "@type": "SearchAction",
                        "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                        "query-input": {
                            "@type": "PropertyValueSpecification",
                            "valueRequired": True,
                            "valueName": "search_term_string",
                        },
                    }
                ],
                "inLanguage": "gl-ES",
            },
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Eido Diario S. Coop. Galega",
                "url": f"{ORIGIN}/",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/01/eido-logo.png"},
            },
        ]
        if is_art:
            user = doc.extra["user"]
            pid = f"{ORIGIN}/#/schema/person/{abs(sum(map(ord, user))) * 7919:x}"
            modified = utc_of(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso
            out += [
                '<meta property="article:publisher" content="https://www.facebook.com/eidodiario" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
                f'<meta property="article:modified_time" content="{modified}" />',
                f'<meta property="og:image" content="{ORIGIN}/wp-content/uploads/2026/12/{doc.extra["post"]}-1200x800.jpg" />',
                f'<meta name="author" content="{esc(user)}" />',
                '<meta name="twitter:card" content="summary_large_image" />',
                '<meta name="twitter:label1" content="Escrito por" />',
                f'<meta name="twitter:data1" content="{esc(user)}" />',
                '<meta name="twitter:label2" content="Tempo de lectura estimado" />',
                f'<meta name="twitter:data2" content="{max(1, len(doc.body.split()) // 200)} minutos" />',
            ]
            graph.insert(
                0,
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": user, "@id": pid},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": modified,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": len(doc.body.split()),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "image": {"@id": f"{url}#primaryimage"},
                    "keywords": doc.extra.get("tags", []),
                    "articleSection": [doc.section],
                    "inLanguage": "gl-ES",
                },
            )
            graph.insert(
                1,
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Eido Diario",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "dateModified": modified,
                    "inLanguage": "gl-ES",
                },
            )
            graph.append(
                {
                    "@type": "Person",
                    "@id": pid,
                    "name": user,
                    "url": f"{ORIGIN}/author/{user.lower().replace(' ', '-').replace('í', 'i').replace('ó', 'o')}/",
                }
            )
        else:
            graph.insert(
                0,
                {
                    "@type": "CollectionPage" if doc.kind != "contact" else "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Eido Diario",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "gl-ES",
                },
            )
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False, separators=(",", ":"))}</script>'
        )
        out.append("<!-- / Yoast SEO plugin. -->")
        return "\n".join(out)

    def body_class(self, doc: Doc) -> str:
        if doc.is_article:
            return f"post-template-default single single-post postid-{doc.extra['post']} single-format-standard wp-embed-responsive singular has-featured-image single-featured-image-default h-nsub h-db h-ll h-dh has-sidebar cat-{doc.section.lower()} newspack-theme"
        return {
            "home": "home page-template page-template-single-wide page wp-embed-responsive h-nsub h-db h-ll h-dh newspack-front-page newspack-theme",
            "section": "archive category category-galiza wp-embed-responsive h-nsub h-db h-ll h-dh has-sidebar newspack-theme",
            "tag": "archive tag tag-lingua wp-embed-responsive has-sidebar newspack-theme",
            "author": "archive author author-uxia-seoane wp-embed-responsive has-sidebar newspack-theme",
            "search": "search search-results wp-embed-responsive has-sidebar newspack-theme",
            "not-found": "error404 wp-embed-responsive newspack-theme",
        }.get(doc.kind, "page-template-default page wp-embed-responsive newspack-theme")

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("galiza", "Galiza"),
            ("/categoria/lingua/", "Lingua"),
            ("/categoria/cultura/", "Cultura"),
            ("/categoria/opinion/", "Opinión"),
            ("/categoria/deportes/", "Deportes"),
            ("esquelas", "Esquelas"),
        ]
        items = "".join(
            f'<li id="menu-item-{12 + i}" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-{12 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        most = "".join(
            f'<article class="post-has-image"><div class="entry-wrapper"><h3 class="entry-title">{self.a(k, self.docs[k].title, "aside")}</h3><div class="entry-meta"><time class="entry-date published">{gl_date(self.docs[k].stamp)}</time></div></div></article>'
            for k in ["porto", "temporal", "lingua", "tui", "opinion"]
        )
        today = f"{GL_DAYS[weekday('2026-12-05')]}, {gl_date('2026-12-05')}"
        sidebar = (
            ""
            if doc.kind in ("home", "not-found")
            else f'<aside id="secondary" class="widget-area" role="complementary"><section id="newspack-blocks-homepage-articles-3" class="widget widget_newspack-blocks-homepage-articles"><h2 class="widget-title">O máis lido</h2><div class="wp-block-newspack-blocks-homepage-articles">{most}</div></section><section id="block-7" class="widget widget_block"><div class="wp-block-group newsletter"><h2 class="wp-block-heading">Boletín diario</h2><p>Recibe cada mañá as principais novas no teu correo.</p><form class="newspack-newsletters-subscribe" action="/boletin/" method="post"><input type="email" name="npe" placeholder="O teu enderezo electrónico"><input type="submit" value="Subscribirme"></form></div></section><section id="block-9" class="widget widget_block"><a href="/facete-socia/"><img src="/wp-content/uploads/2025/05/banner-socia-300x250.png" alt="Faite socia de Eido" width="300" height="250"></a></section></aside>'
        )
        return f"""<!doctype html>
<html lang="gl-ES">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
{self.head(doc)}
<link rel='dns-prefetch' href='//stats.wp.com' />
<link rel="alternate" type="application/rss+xml" title="Eido Diario &raquo; Feed" href="{ORIGIN}/feed/" />
<link rel='stylesheet' id='newspack-style-css' href='{ORIGIN}/wp-content/themes/newspack-theme/style.css?ver=2.4.1' media='all' />
<link rel='stylesheet' id='newspack-blocks-block-styles-stylesheet-css' href='{ORIGIN}/wp-content/plugins/newspack-blocks/dist/block_styles.css?ver=4.3.2' media='all' />
<style id='newspack-theme-customizer-inline-css'>/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="{ORIGIN}/wp-json/" />
<meta name="generator" content="WordPress 6.7.1" />
</head>
<body class="{self.body_class(doc)}">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#main">Ir ao contido</a>
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper"><div class="header-date">{today}</div><nav class="secondary-menu" aria-label="Menú secundario"><ul><li><a href="/quen-somos/">Quen somos</a></li><li>{self.a("contact", "Contacto", "nav")}</li><li><a href="/facete-socia/" class="highlight">Faite socia</a></li><li><a href="/my-account/">Acceder</a></li></ul></nav></div></div>
<div class="middle-header-contain"><div class="wrapper">
<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="400" height="90" src="{ORIGIN}/wp-content/uploads/2024/01/eido-logo.png" class="custom-logo" alt="Eido Diario" decoding="async"></a><p class="site-title"><a href="/" rel="home">Eido Diario</a></p><p class="site-description">Xornal cooperativo en galego</p></div>
<nav id="site-navigation" class="main-navigation nav1 dd-menu" aria-label="Menú principal"><ul id="menu-principal" class="main-menu">{items}</ul></nav>
<div class="header-search-contain"><form role="search" method="get" class="search-form" action="{ORIGIN}/"><label for="search-form-1"><span class="screen-reader-text">Buscar:</span></label><input type="search" id="search-form-1" class="search-field" placeholder="Buscar …" value="" name="s" /><button type="submit" class="search-submit"><span class="screen-reader-text">Buscar</span></button></form></div>
</div></div>
</header>
<div id="content" class="site-content">
<section id="primary" class="content-area">
<main id="main" class="site-main">
{main}
</main>
</section>
{sidebar}
</div>
<footer id="colophon" class="site-footer">
<div class="footer-branding"><div class="wrapper"><p>Eido Diario S. Coop. Galega</p></div></div>
<div class="footer-widgets"><div class="wrapper"><section class="widget"><h2 class="widget-title">Eido</h2><ul><li><a href="/quen-somos/">Quen somos</a></li><li><a href="/estatutos/">Estatutos da cooperativa</a></li><li>{self.a("contact", "Contacto", "footer")}</li><li>{self.a("esquelas", "Esquelas", "footer")}</li></ul></section><section class="widget"><h2 class="widget-title">Legal</h2><ul><li><a href="/aviso-legal/">Aviso legal</a></li><li><a href="/politica-de-privacidade/">Política de privacidade</a></li><li><a href="/politica-de-cookies/">Política de cookies</a></li></ul></section><section class="widget"><h2 class="widget-title">Procuras</h2><p>{self.a("search", "lingua", "footer")} · <a href="/?s=vivenda">vivenda</a> · <a href="/?s=eolicos">eólicos</a></p></section></div></div>
<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">&copy; 2026 Eido Diario.</span> <a class="imprint" href="https://newspack.com/">Orgullosamente feito con Newspack</a> <a href="{ORIGIN}/feed/">RSS</a></div></div>
</footer>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" role="dialog" aria-live="polite"><div class="cmplz-header"><div class="cmplz-title">Xestionar o consentimento das cookies</div></div><div class="cmplz-body"><div class="cmplz-message"><p>Usamos cookies propias e de terceiros para mellorar os nosos servizos e analizar o uso da web. Podes aceptalas ou configurar as túas preferencias.</p></div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Aceptar</button><button class="cmplz-btn cmplz-deny">Denegar</button><button class="cmplz-btn cmplz-view-preferences">Ver preferencias</button></div></div></div>
<script id="newspack-theme-js-extra">var newspackScreenReaderText = {{"open_dropdown_menu":"Abrir o menú despregable","close_dropdown_menu":"Pechar o menú despregable"}};</script>
<script src="{ORIGIN}/wp-content/themes/newspack-theme/js/dist/amp-fallback.js?ver=2.4.1" id="newspack-amp-fallback-js"></script>
<script src="https://stats.wp.com/e-202649.js" id="jetpack-stats-js" defer></script>
</body>
</html>"""

    def meta_line(self, doc: Doc) -> str:
        user = doc.extra["user"]
        text = self.byline_text(doc)
        if doc.authors and not doc.extra.get("signature") and not doc.extra.get("signature_authors"):
            who = (
                self.a("author", text, "byline", A_FN)
                if user == "Uxía Seoane"
                else f'<a class="url fn n" href="/author/{user.lower().replace(" ", "-").replace("í", "i").replace("ó", "o")}/">{esc(text)}</a>'
            )
        elif doc.extra.get("signature_authors"):
            who = " e ".join(
                self.a("author", a, "byline", A_FN)
                if a == "Uxía Seoane"
                else f'<a class="url fn n" href="/author/{a.lower().replace(" ", "-")}/">{esc(a)}</a>'
                for a in doc.authors
            )
        else:
            who = f'<span class="fn">{esc(text)}</span>'
        trans = (
            f' <span class="translator">{esc(doc.extra["translator"])}</span>' if doc.extra.get("translator") else ""
        )
        updated = ""
        if doc.extra.get("updated"):
            hm = doc.extra["updated"].split()[1]
            updated = f'<time class="updated" datetime="{offset_iso(doc.extra["updated"])}">Actualizado ás {hm}</time>'
        avatar = (
            ""
            if doc.extra.get("signature")
            else f"<span class=\"author-avatar\"><img alt='' src='https://secure.gravatar.com/avatar/{sum(map(ord, user)):x}?s=80&#038;d=mm&#038;r=g' class='avatar avatar-80 photo' height='80' width='80' loading='lazy' decoding='async'/></span>"
        )
        return f'<div class="entry-meta">{avatar}<span class="byline"><span>por</span> <span class="author vcard">{who}</span></span>{trans}<span class="posted-on"><time class="entry-date published" datetime="{offset_iso(doc.stamp)}">{gl_date(doc.stamp)}</time>{updated}</span></div>'

    def story_main(self, doc: Doc) -> str:
        post = doc.extra["post"]
        cat = doc.section
        cat_link = (
            self.a("galiza", cat, "breadcrumb", A_CAT)
            if cat == "Galiza"
            else f'<a href="/categoria/{cat.lower().replace("ó", "o")}/" rel="category tag">{esc(cat)}</a>'
        )
        tags = ", ".join(
            self.a("tag", t, "tag", A_TAG)
            if t == "lingua"
            else f'<a href="/etiqueta/{t.lower().replace(" ", "-")}/" rel="tag">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        tag_classes = " ".join(f"tag-{t.lower().replace(' ', '-')}" for t in doc.extra.get("tags", []))
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        original = ""
        if doc.key == "euskaltegis":
            original = f'<div class="wp-block-group has-background orixinal"><p>Este artigo publicouse orixinalmente en éuscaro en <em>Ibaialde</em>, semanario do val do Urola, dentro do acordo de colaboración entre medios en linguas minorizadas. <a href="{IBAIALDE_ORIGINAL}" hreflang="eu">Ler o orixinal en éuscaro</a>.</p></div>'
        bio = ""
        if doc.extra["user"] == "Uxía Seoane":
            bio = f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">Uxía Seoane</h2></div><p>Xornalista de sociedade e lingua.</p>{self.a("author", "Máis artigos de Uxía Seoane", "byline", A_MORE)}</div></div>'
        rel_keys = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<article class="related-post"><a href="{esc(self.href(k))}"><img src="{ORIGIN}/wp-content/uploads/2026/12/{self.docs[k].extra["post"]}-400x300.jpg" alt="" loading="lazy"></a><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3><time class="entry-date">{gl_date(self.docs[k].stamp)}</time></article>'
            for k in rel_keys
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article id="post-{post}" class="post-{post} post type-post status-publish format-standard has-post-thumbnail hentry category-{cat.lower().replace("ó", "o")} {tag_classes} entry">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Publicado en</span>{cat_link}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
<div class="entry-subhead">
{self.meta_line(doc)}
<div class="newspack-sharing"><a href="https://www.facebook.com/sharer.php?u={u}" class="share-facebook">Facebook</a> <a href="https://x.com/share?url={u}" class="share-x">X</a> <a href="https://api.whatsapp.com/send?text={u}" class="share-jetpack-whatsapp">WhatsApp</a> <a href="https://bsky.app/intent/compose?text={u}" class="share-bluesky">Bluesky</a></div>
</div>
</header>
<figure class="post-thumbnail"><img width="1200" height="800" src="{ORIGIN}/wp-content/uploads/2026/12/{post}-1200x800.jpg" class="attachment-newspack-featured-image size-newspack-featured-image wp-post-image" alt="" decoding="async" fetchpriority="high" /></figure>
<div class="main-content">
<div class="entry-content">
{self.blocks(doc, fig=self.fig)}
{original}
</div>
<footer class="entry-footer"><span class="tags-links"><span>Etiquetas: </span>{tags}</span></footer>
{bio}
</div>
</article>
<div class="newspack-related-posts jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Relacionado</em></h3><div class="related-posts-grid">{related}</div></div>
<div id="comments" class="comments-area"><p class="no-comments">Os comentarios están pechados para socias e socios. <a href="/my-account/">Accede</a> para comentar.</p></div>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{ORIGIN}/wp-content/uploads/2026/12/{len(alt) * 131}-1024x683.jpg" alt="{esc(alt)}" /><figcaption class="wp-element-caption">{esc(caption)}</figcaption></figure>'

    def card(self, k: str) -> str:
        d = self.docs[k]
        byline = self.byline_text(d)
        return f'<article id="post-{d.extra["post"]}" class="post-{d.extra["post"]} post type-post status-publish format-standard has-post-thumbnail hentry entry"><figure class="post-thumbnail"><a href="{esc(self.href(k))}" aria-hidden="true" tabindex="-1"><img src="{ORIGIN}/wp-content/uploads/2026/12/{d.extra["post"]}-400x300.jpg" alt="" loading="lazy"></a></figure><div class="entry-container"><span class="cat-links"><a href="/categoria/{d.section.lower().replace("ó", "o")}/">{esc(d.section)}</a></span><h2 class="entry-title">{self.a(k, d.title, "content", A_BOOKMARK)}</h2><div class="entry-meta"><span class="byline"><span>por</span> <span class="author vcard">{esc(byline)}</span></span><span class="posted-on"><time class="entry-date published" datetime="{offset_iso(d.stamp)}">{gl_date(d.stamp)}</time></span></div><div class="entry-content"><p>{esc(self.lede(d))}</p></div></div></article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        old = "".join(
            f'<article class="post type-post status-publish format-standard hentry entry"><div class="entry-container"><h2 class="entry-title"><a href="{esc(p)}" rel="bookmark">{esc(t)}</a></h2><div class="entry-meta"><time class="entry-date published">{gl_date(s)}</time></div></div></article>'
            for t, p, s in doc.extra.get("old", [])
        )
        if doc.kind == "home":
            extra = f'<div class="wp-block-group servizos"><h2 class="wp-block-heading">Servizos</h2><p>{self.a("esquelas", "Esquelas de hoxe", "content")} · {self.a("galiza", "Todas as novas de Galiza", "content")}</p></div>'
            return f'<div class="entry-content"><h1 class="screen-reader-text">Eido Diario</h1><div class="wp-block-newspack-blocks-homepage-articles wpnbha ts-4 is-grid columns-3 show-image image-aligntop">{cards}</div>{extra}</div>'
        header = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        if doc.kind == "section":
            header = f'<header class="page-header"><h1 class="page-title"><span class="page-description">{esc(doc.title)}</span></h1><div class="taxonomy-description"><p>Actualidade do país: política, sociedade, mar e rural.</p></div></header>'
        elif doc.kind == "tag":
            header = f'<header class="page-header"><h1 class="page-title">Etiqueta: <span class="page-description">{esc(doc.title)}</span></h1></header>'
            dead_t, dead_k = doc.extra["dead"]
            old = f'<article class="post type-post status-publish format-standard hentry entry"><div class="entry-container"><h2 class="entry-title">{self.a(dead_k, dead_t, "content", A_BOOKMARK)}</h2><div class="entry-meta"><time class="entry-date published">14 de outubro de 2025</time></div></div></article>'
        elif doc.kind == "author":
            header = f'<header class="page-header author-archive"><span class="author-avatar"><img alt="" src="https://secure.gravatar.com/avatar/uxia?s=80&amp;d=mm" class="avatar avatar-80 photo" width="80" height="80"></span><h1 class="page-title"><span class="page-subtitle">Autora:</span> <span class="page-description">{esc(doc.title)}</span></h1><div class="taxonomy-description">{esc(doc.extra["bio"])}</div><a href="mailto:uxia@eidodiario.test" class="author-email">uxia@eidodiario.test</a></header>'
        elif doc.kind == "search":
            header = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" value="lingua" name="s" /><button type="submit" class="search-submit">Buscar</button></form></header>'
        pager = ""
        if doc.key == "galiza":
            pager = f'<nav class="navigation pagination" aria-label="Paxinación de entradas"><h2 class="screen-reader-text">Paxinación de entradas</h2><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("galiza2", "2", "pagination", A_PAGE)} <a class="page-numbers" href="/categoria/galiza/page/3/">3</a> {self.a("galiza2", "Seguinte", "pagination", A_NEXT)}</div></nav>'
        elif doc.key == "galiza2":
            pager = f'<nav class="navigation pagination" aria-label="Paxinación de entradas"><h2 class="screen-reader-text">Paxinación de entradas</h2><div class="nav-links">{self.a("galiza", "Anterior", "pagination", A_PREV)} {self.a("galiza", "1", "pagination", A_PAGE)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/categoria/galiza/page/3/">3</a> <a class="next page-numbers" href="/categoria/galiza/page/3/">Seguinte</a></div></nav>'
        return f"{header}\n{cards}{old}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        extra = ""
        if doc.kind == "contact":
            extra = '<div class="wpcf7 js" id="wpcf7-f120-p45-o1" lang="gl-ES" dir="ltr"><form action="/contacto/#wpcf7-f120-p45-o1" method="post" class="wpcf7-form init"><p><label>O teu nome<br /><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name" /></label></p><p><label>O teu correo electrónico<br /><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email" /></label></p><p><label>Mensaxe<br /><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar" /></p></form></div><p><a href="mailto:redaccion@eidodiario.test">redaccion@eidodiario.test</a></p>'
        elif doc.kind == "not-found":
            extra = f'<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" placeholder="Buscar …" name="s" /><button type="submit" class="search-submit">Buscar</button></form><p>{self.a("home", "Volver á portada", "content")}</p>'
            return f'<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header><div class="page-content">{body}{extra}</div></section>'
        elif doc.kind == "obituaries":
            extra = '<p class="esquelas-funerarias">Colaboran: Funeraria Deza, Tanatorio da Estrada, Funeraria do Salnés.</p>'
        return f'<article id="post-{45 if doc.kind == "contact" else 61}" class="page type-page status-publish hentry entry"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">{body}{extra}</div></article>'
