# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Ko'ẽ Pyahu: a Spanish/Guarani Paraguayan news site on **Ghost** 5 with a Casper-like theme (`gh-head`,
`article-title`, `article-excerpt`, `author-name`, `byline-meta-date`, `gh-content`, `kg-card`, `/<slug>/`,
`/tag/<slug>/`, `/tag/pais/page/2/`, `/author/<slug>/`), UTF-8, Paraguay time (UTC-3 all year since 2024).

Ghost prints one locale for the whole site: `<html lang="es">` and Spanish dates ("3 dic 2026") even on the
Guarani-language posts (labelled `gn`). Spanish stories carry a **Guarani summary** as the post's custom excerpt
(`p.article-excerpt`, "Mbykymi: …"), the Guarani story a Spanish one. `<time datetime>` is the local day; the Ghost
`Article` JSON-LD and `article:published_time` are **UTC** with milliseconds: the cassava story (23:10 on 3 Dec)
and the football story (22:15 on 4 Dec) and the IP brief (21:40 on 4 Dec) are a day later there. Ghost's JSON-LD
names only the **primary author** of the two-author cassava story; the football story is posted by the staff user
"Ko'ẽ Pyahu" (JSON-LD Person), the brief by the user "Agencia IP". The obituary of a Guarani poet quotes her verse.
Non-articles: a radio **programme schedule**, a Ghost **soft 404** ("Page not found" with the latest posts, reached
from a dead link inside a story), a custom-route search page and "Ore rehegua"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import MONTHS_ES, Base, page, story, to_utc, words
from sitekit import Doc, css_rules, esc

ORIGIN = "https://koepyahu.test"
SITE = "Ko'ẽ Pyahu"
ARTS = ["mandio", "ama", "tekoha", "mboehao", "obit", "futbol", "columna", "brief"]
AUTHORS = {
    "Lorena Benítez": "lorena",
    "Aníbal Ortiz": "anibal",
    "Mirna Vera Ayala": "mirna",
    "Celso Aquino Ramírez": "celso",
    "Ramón Silvero Cáceres": "ramon",
    SITE: "koe-pyahu",
    "Agencia IP": "agencia-ip",
}
OLDER, NEWER = 'class="older-posts"', 'class="newer-posts"'
TAGS = {
    "País": "pais",
    "Campo": "campo",
    "Avañe'ẽ": "avanee",
    "Deportes": "deportes",
    "Jehaipyre": "jehaipyre",
    "Cultura": "cultura",
    "Salud": "salud",
    "Itapúa": "itapua",
}


def ghost_date(local: str) -> str:
    """3 dic 2026 (Ghost's Spanish short month)"""
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} {MONTHS_ES[int(m) - 1][:3]} {y}"


def ms_utc(local: str) -> str:
    return to_utc(local, -3, "%Y-%m-%dT%H:%M:%S.000Z")


class KoePyahu(Base):
    origin = ORIGIN
    name = SITE
    prefix = "kop"
    language = "es"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kop",
            [
                ".gh-head",
                ".gh-head-menu .nav li",
                ".article-title",
                ".article-excerpt",
                ".gh-content > p",
                ".kg-image-card",
                ".kg-callout-card",
                ".post-card",
                ".read-more",
                ".site-footer",
                ".gh-canvas",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                SITE,
                "ghost-home",
                list=["futbol", "brief", "ama", "mandio", "tekoha", "columna", "mboehao", "obit"],
            )
        )
        add(
            page(
                "pais",
                "/tag/pais/",
                "section",
                "País",
                "ghost-tag-as-section",
                list=["brief", "ama", "mandio", "tekoha"],
                more="pais2",
            )
        )
        add(
            page(
                "pais2", "/tag/pais/page/2/", "section", "País", "ghost-tag-as-section-page2", list=["mboehao", "obit"]
            )
        )
        add(
            page(
                "tag",
                "/tag/avanee/",
                "tag",
                "Avañe'ẽ",
                "ghost-tag",
                list=["columna", "mboehao", "obit"],
                description="Ñane ñe'ẽ: noticias sobre la lengua guaraní, su enseñanza y sus hablantes.",
            )
        )
        add(
            page(
                "author",
                "/author/lorena/",
                "author",
                "Lorena Benítez",
                "ghost-author",
                list=["mandio", "ama"],
                bio="Periodista. Cubre economía rural y mercados. Escribe en castellano y guaraní.",
            )
        )
        add(
            page(
                "search",
                "/buscar/?q=mandioca",
                "search",
                "Resultados para «mandioca»",
                "ghost-custom-route-search",
                list=["mandio", "mboehao"],
            )
        )
        add(
            page(
                "radio",
                "/radio/",
                "radio-schedule",
                "Radio Ko'ẽ Pyahu 870 AM: programación",
                "radio-schedule-bilingual",
                [
                    "Arapokõindy pukukue / De lunes a sábado. Hora de Paraguay.",
                    "T: Aravo | Programa | Ñe'ẽ | Conductor",
                    "T: 04:00 | Ko'ẽ porã, Paraguái | Guarani | Ña Graciela Ayala",
                    "T: 06:00 | Ko'ẽ Pyahu Noticias, primera edición | Castellano ha guarani | Aníbal Ortiz",
                    "T: 08:30 | Kokue rape: el programa del campo | Guarani | Celso Aquino Ramírez",
                    "T: 11:00 | Purahéi ha polka | — | Cabina",
                    "T: 12:00 | Ko'ẽ Pyahu Noticias, edición del mediodía | Castellano | Lorena Benítez",
                    "T: 15:00 | Ñe'ẽ jovái: charlas sobre nuestra lengua | Guarani ha castellano | Ramón Silvero Cáceres",
                    "T: 18:00 | Pelota ñembosarái | Castellano | Deportes",
                    "T: 20:00 | Ñe'ẽnga ha mombe'upy | Guarani | Mirna Vera Ayala",
                    "Domingo: misa ha purahéi pytu'u 07:00 guive. Mensajes y avisos: 0981 000 000.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/temporal-itapua-noviembre-2025/",
                "not-found",
                "Page not found",
                "ghost-soft-404",
                ["Go to the front page →"],
            )
        )
        add(
            page(
                "about",
                "/ore-rehegua/",
                "about",
                "Ore rehegua",
                "ghost-page-about-guarani",
                [
                    "Ko'ẽ Pyahu ha'e peteĩ kuatiañe'ẽ ha radio oñepyrũva'ekue ary 2016-pe Asunción-pe. Oremombe'u marandu castellano ha guarani-pe.",
                    "Somos un medio independiente que publica noticias en castellano y guaraní. Nuestra redacción trabaja en Asunción, Coronel Oviedo y Encarnación.",
                    "Ore rembiapo: marandu añetegua, tekoha rehegua, kokue rehegua ha ñane ñe'ẽ rehegua.",
                    "Ñanemongeta: redaccion@koepyahu.test",
                ],
                lang="gn",
            )
        )
        add(
            story(
                "mandio",
                "/precio-mandioca-se-duplica-mercados-asuncion/",
                "El precio de la mandioca se duplica en los mercados de Asunción por la sequía",
                "2026-12-03",
                ms_utc("2026-12-03 23:10"),
                "2026-12-03 23:10",
                ["Lorena Benítez", "Aníbal Ortiz"],
                [
                    "El kilo de mandioca pasó de 3.500 a 7.000 guaraníes en el Mercado Municipal N.º 4 de Asunción en las últimas tres semanas, según relevamiento de los propios vendedores, que atribuyen la suba a la falta de lluvias en Caaguazú y San Pedro.",
                    "“Antes traía doce bolsas por viaje; ahora consigo cinco y tengo que pagar más al productor”, contó Ña Estela Ojeda, que vende mandioca y batata en el mercado desde hace veinte años.",
                    "FIG: Puesto de mandioca | Un puesto de mandioca en el Mercado 4, el jueves. Foto: Aníbal Ortiz",
                    "## Los productores, sin cosecha",
                    "En la compañía Tuyutí de Repatriación, Caaguazú, los pequeños productores perdieron entre la mitad y dos tercios de sus plantaciones. La Dirección de Meteorología registró apenas 38 milímetros de lluvia en noviembre, frente a un promedio de 150.",
                    "“Ñande kokue ipirupa, la tierra está seca como piedra”, dijo Ramón Ayala, presidente de un comité de productores de la zona.",
                    "El Ministerio de Agricultura y Ganadería anunció la entrega de semillas y un subsidio de emergencia para 4.000 familias, pero los comités reclaman que la ayuda llegue antes de la próxima siembra.",
                    "Los vendedores del mercado prevén que los precios no bajarán antes de febrero, cuando debería entrar al mercado la mandioca de la zafra tardía.",
                ],
                "ghost-two-authors-jsonld-primary-only",
                section="País",
                tags=["País", "Campo"],
                dek="Mbykymi: Mandi'o repykue oñembohetave mokõi jey Asunción ñemuhápe, ama ndoúigui ha kokuepegua ñemity ipirupáigui.",
                modified=ms_utc("2026-12-03 23:42"),
            )
        )
        add(
            story(
                "ama",
                "/temporal-deja-sin-luz-encarnacion-cambyreta/",
                "Temporal deja sin luz a 40.000 usuarios en Encarnación y Cambyretá",
                "2026-12-04",
                ms_utc("2026-12-04 06:45"),
                "2026-12-04 06:45",
                ["Aníbal Ortiz"],
                [
                    "Un temporal con ráfagas de hasta 95 kilómetros por hora dejó sin energía eléctrica a unos 40.000 usuarios de Encarnación y Cambyretá durante la madrugada de este viernes, informó la ANDE.",
                    "La tormenta derribó árboles y columnas en la avenida Irrazábal y en los barrios San Pedro y Pacu Cuá, y arrancó los techos de al menos 60 viviendas, según la Secretaría de Emergencia Nacional.",
                    "Es el segundo temporal fuerte en menos de un año: el de [[notfound|noviembre del año pasado]] había dejado daños similares en la misma zona.",
                    "## Clases suspendidas",
                    "La Supervisión Educativa de Itapúa suspendió las clases en 14 escuelas de Encarnación que sufrieron daños o quedaron sin luz. Los exámenes finales se reprogramarán para la próxima semana.",
                    "Cuadrillas de la ANDE trabajan desde las 5:00 para restablecer el servicio. La empresa estima que la mayoría de los usuarios tendrá energía antes de la noche.",
                ],
                "ghost-dead-link-in-body",
                section="País",
                tags=["País", "Itapúa"],
                dek="Mbykymi: Ára vai ombyai Encarnación ha Cambyretá; 40.000 óga opyta mba'erendy'ỹre.",
            )
        )
        add(
            story(
                "tekoha",
                "/mbya-guarani-kaaguy-poty-tekoha-ohupyty-ijyvy/",
                "Mbya guarani Ka'aguy Poty tekoha ohupyty ijyvy título ary 30 rire",
                "2026-12-02",
                ms_utc("2026-12-02 22:30"),
                "2026-12-02 22:30",
                ["Mirna Vera Ayala"],
                [
                    "Mbya guarani tekoha Ka'aguy Poty, oĩva Caaguazú tetãvorépe, ohupyty ko arapokõindýpe ijyvy título, ary 30 oñorairõ rire.",
                    "Instituto Paraguayo del Indígena (INDI) ome'ẽ kuatia 1.240 hectárea rehegua tekoha ruvicha Crispín Benítez-pe, peteĩ aty guasúpe oĩva'ekue Yhú távape.",
                    "“Ko yvy ndaha'éi ñanemba'e añónte; ñande ypykuéra ha ñane ñemoñare mba'e avei”, he'i Crispín Benítez, ojerure rire opavave tapichápe oipytyvõ hag̃ua ka'aguy ñeñangarekópe.",
                    "## Ka'aguy oñeñangarekova'erã",
                    "Tekohápe oiko 86 ogaygua. Ha'ekuéra oñemitỹ avati, mandi'o ha kumanda, ha oñangareko peteĩ ka'aguy 400 hectárea rehegua.",
                    "Ary 1990 guive, umi yvy ojeporu soja ñemitỹrã ha heta jey oĩ ñorairõ kokuejára ndive. Ary 2019-pe, Tribunal ome'ẽ tekoha ruvichakuérape hekopete.",
                    "INDI he'i oñepyrũtaha ary ohóvape ombohasa ambue 12 tekoha título Canindeyú ha Alto Paraná-pe.",
                ],
                "guarani-post-spanish-locale-spanish-summary",
                section="País",
                tags=["País", "Avañe'ẽ"],
                dek="Resumen: la comunidad mbya guaraní Ka'aguy Poty, de Caaguazú, recibió el título de sus 1.240 hectáreas tras treinta años de reclamo.",
                lang="gn",
            )
        )
        add(
            story(
                "mboehao",
                "/escuelas-caazapa-matematica-en-guarani/",
                "Escuelas de Caazapá enseñarán matemática en guaraní desde 2027",
                "2026-12-02",
                ms_utc("2026-12-02 11:00"),
                "2026-12-02 11:00",
                ["Celso Aquino Ramírez"],
                [
                    "Treinta escuelas del departamento de Caazapá enseñarán matemática en guaraní en los tres primeros grados a partir del próximo año lectivo, en un plan piloto del Ministerio de Educación y Ciencias.",
                    "Los docentes recibieron durante noviembre una capacitación de 120 horas y materiales nuevos, con problemas basados en situaciones cotidianas del campo: contar animales, medir una chacra o repartir la cosecha.",
                    "“El niño que llega a la escuela piensa en guaraní. Si le enseñamos a sumar en una lengua que no entiende, le enseñamos a tener miedo a la matemática”, dijo la supervisora educativa Liz Mareco.",
                    'RAW:<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">📘</div><div class="kg-callout-text"><b>Ñe\'ẽndy:</b> papapy (número), mbohéta (suma), mboguete (resta), mbohetaha (multiplicación).</div></div>',
                    "El plan contempla evaluar a los alumnos al final del primer año y compararlos con los de escuelas que siguen enseñando en castellano.",
                    "La Secretaría de Políticas Lingüísticas, que participó en la elaboración de los materiales, aseguró que buscará extender la experiencia a Guairá y Paraguarí si los resultados son buenos.",
                ],
                "ghost-callout-glossary-not-body",
                section="País",
                tags=["País", "Avañe'ẽ"],
                dek="Mbykymi: 30 mbo'ehao Caazapá-pe ombo'éta papapykuaa guarani ñe'ẽme ary 2027 guive.",
            )
        )
        add(
            story(
                "obit",
                "/murio-na-ramona-gimenez-poeta-guarani/",
                "Murió Ña Ramona Giménez, la poeta que escribió en guaraní para los niños",
                "2026-12-01",
                ms_utc("2026-12-01 19:20"),
                "2026-12-01 19:20",
                ["Mirna Vera Ayala"],
                [
                    "La poeta y maestra Ramona Giménez, autora de más de una decena de libros de poesía infantil en guaraní, murió este martes en Villarrica a los 88 años.",
                    "Nacida en la compañía Ita Azul de Guairá, Ña Ramona fue maestra rural durante cuatro décadas. Empezó a escribir poemas para sus alumnos porque, decía, no encontraba libros en la lengua que ellos hablaban en casa.",
                    "Su primer libro, Mitã rory (La alegría de los niños), se publicó en 1979 en una edición artesanal de 300 ejemplares. Varias de sus canciones se siguen cantando hoy en las escuelas del país:",
                    "Mitã kuña, eju che ykére, / ñahendu ko'ẽ ñandekuéra purahéi.",
                    "En 2015 recibió el Premio Nacional de Literatura en la categoría de poesía en lenguas indígenas y oficiales. Al recibirlo, pidió que el dinero se usara para comprar libros para la escuela de su compañía.",
                    "“Era una mujer sencilla que nunca dejó de enseñar. Nos enseñó que el guaraní también es lengua de libros”, recordó el escritor Ramón Silvero Cáceres.",
                    "Sus restos son velados en la casa de su familia en Villarrica. El sepelio será el miércoles a las 16:00 en el cementerio de la ciudad.",
                ],
                "obituary-with-verse",
                section="Cultura",
                tags=["Cultura", "Avañe'ẽ"],
                dek="Mbykymi: Ña Ramona Giménez, ñe'ẽpapára ha mbo'ehára, omano Villarrica-pe ary 88-pe.",
            )
        )
        add(
            story(
                "futbol",
                "/sportivo-yvytu-vuelve-a-la-intermedia/",
                "Sportivo Yvytu vuelve a la Intermedia tras vencer 2-1 a Atlético Ñemby Guasu",
                "2026-12-04",
                ms_utc("2026-12-04 22:15"),
                "2026-12-04 22:15",
                [],
                [
                    "Sportivo Yvytu de Paraguarí regresó a la División Intermedia tres años después de su descenso, al vencer este viernes por 2-1 a Atlético Ñemby Guasu en la final de la Primera B Nacional, disputada en el estadio de Carapeguá.",
                    "Los goles del campeón los marcaron el delantero Óscar Villalba, de cabeza a los 23 minutos, y el volante Derlis Fretes, con un remate desde fuera del área en el segundo tiempo. Descontó Héctor Cardozo de penal.",
                    "Unos 4.000 hinchas viajaron desde Paraguarí y celebraron el ascenso en la plaza de la ciudad hasta la madrugada.",
                    "El entrenador Fidel Ortiz dedicó el título a los jugadores juveniles del club: “Siete de los once titulares salieron de nuestras divisiones inferiores. Esto es de ellos”.",
                ],
                "site-user-as-author-utc-next-day",
                section="Deportes",
                tags=["Deportes"],
                dek="Mbykymi: Sportivo Yvytu ogana 2-1 ha ojupi jey Intermedia-pe.",
                ghost_author=SITE,
            )
        )
        add(
            story(
                "columna",
                "/nane-nee-ndahaei-nee-mboriahu/",
                "Ñane ñe’ẽ ndaha’éi ñe’ẽ mboriahu",
                "2026-12-01",
                ms_utc("2026-12-01 08:00"),
                "2026-12-01 08:00",
                ["Ramón Silvero Cáceres"],
                [
                    "Heta ary ñanemoñe’ẽ mbo’ehaópe avañe’ẽ ha’eha ñe’ẽ okaraygua, ñe’ẽ mboriahu, ndaipóriha hese tembiapo porã. Ko’ág̃a jahecha upéva ndaha’éiha añetegua.",
                    "Paraguái ha’e tetã ñe’ẽkõiva: Constitución Nacional he’i guarani ha castellano ha’eha mokõive ñe’ẽ teete. Ha katu tetã rembiapokuérape, tasyópe ha tribunalpe, ñañe’ẽ jepi castellano-pe añoite.",
                    "Ñe’ẽ oikove ojeporúramo. Mitãnguéra oñe’ẽ guarani-me hógape ha ñembosaráipe, ha katu ohaivo ohai castellano-pe. Ñaikotevẽ mbo’ehára oikuaáva ohai porã ñane ñe’ẽme.",
                    "Ndajaikotevẽi ñamotenonde peteĩ ñe’ẽ ambuégui; ñaikotevẽ ñamomba’e mokõive. Pe ojapóva ñe’ẽ mboriahúramo ha’e ñande, ndaha’éi ñe’ẽ.",
                    "Ñamyasãi, ñahai, ñamoñe’ẽ. Upéicha avañe’ẽ oikovéta ary ha ary.",
                    "NOTE: Ramón Silvero Cáceres ha’e mbo’ehára ha ñe’ẽpapára. Ko jehaipyre oñe’ẽ hembiapokuéra rérape, ndaha’éi Ko'ẽ Pyahu rérape.",
                ],
                "guarani-column-typographic-apostrophe",
                section="Jehaipyre",
                tags=["Jehaipyre", "Avañe'ẽ"],
                dek="Resumen: el guaraní no es una lengua pobre; lo empobrece quien deja de usarlo en la escuela y el Estado.",
                lang="gn",
            )
        )
        add(
            story(
                "brief",
                "/salud-confirma-312-casos-de-dengue/",
                "Salud confirma 312 casos de dengue en la última semana",
                "2026-12-04",
                ms_utc("2026-12-04 21:40"),
                "2026-12-04 21:40",
                [],
                [
                    "Asunción, 4 dic (IP).- El Ministerio de Salud Pública confirmó 312 casos de dengue en la última semana epidemiológica, la mayoría en Central, Asunción y Alto Paraná, y pidió a la población eliminar los criaderos de mosquitos en sus patios.",
                    "La cartera informó que no se registraron fallecidos en el periodo y que los servicios de urgencias de los hospitales regionales están preparados para atender un aumento de consultas durante el verano.",
                    "Las unidades de salud familiar realizarán jornadas de limpieza y fumigación en 40 barrios a partir del lunes.",
                ],
                "agency-brief-agency-user",
                section="País",
                tags=["País", "Salud"],
                dek="Mbykymi: 312 tapicha hasy dengue-gui ko arapokõindýpe.",
                ghost_author="Agencia IP",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ghost_authors(self, doc: Doc) -> list[str]:
        if doc.extra.get("ghost_author"):
            return [doc.extra["ghost_author"]]
        return doc.authors

    def author_link(self, name: str, zone: str) -> str:
        slug = AUTHORS[name]
        if slug == "lorena":
            return self.a("author", name, zone)
        return f'<a href="/author/{slug}/">{esc(name)}</a>'

    def tag_link(self, name: str, zone: str) -> str:
        slug = TAGS[name]
        if slug == "pais":
            return self.a("pais", name, zone)
        if slug == "avanee":
            return self.a("tag", name, zone)
        return f'<a href="/tag/{slug}/">{esc(name)}</a>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (
            doc.dek
            if doc.is_article
            else doc.extra.get(
                "description", "Marandu castellano ha guarani-pe. Noticias de Paraguay en castellano y guaraní."
            )
        )
        out = [
            f"<title>{esc(doc.title if doc.kind != 'home' else SITE + ': marandu ha noticias')}{'' if doc.is_article or doc.kind == 'home' else ' - ' + SITE}</title>",
            '<meta name="HandheldFriendly" content="True">',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
            '<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=5f1c2a9e04">',
            '<link rel="icon" href="/content/images/size/w256h256/2024/05/koe-favicon.png" type="image/png">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
        ]
        if doc.kind == "not-found":
            return "\n".join(out[:5])
        out += [
            f'<meta name="description" content="{esc(desc)}">',
            f'<meta property="og:site_name" content="{SITE}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if not doc.is_article:
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "WebSite"
                if doc.kind == "home"
                else ("Person" if doc.kind == "author" else "Series" if doc.kind in ("section", "tag") else "WebPage"),
                "publisher": {"@type": "Organization", "name": SITE, "url": f"{ORIGIN}/"},
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
            out.append(
                f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n    </script>'
            )
            out.append('<meta name="generator" content="Ghost 5.101">')
            return "\n".join(out)
        authors = self.ghost_authors(doc)
        primary = authors[0]
        out += [
            f'<meta property="og:image" content="{ORIGIN}/content/images/2026/12/{doc.path.strip("/")[:24]}.jpg">',
            f'<meta property="article:published_time" content="{doc.iso}">',
            f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
        ]
        out += [f'<meta property="article:tag" content="{esc(t)}">' for t in doc.extra.get("tags", [])]
        out += [
            '<meta property="article:publisher" content="https://www.facebook.com/koepyahu.test">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:label1" content="Written by">',
            f'<meta name="twitter:data1" content="{esc(", ".join(authors))}">',
            '<meta name="twitter:label2" content="Filed under">',
            f'<meta name="twitter:data2" content="{esc(", ".join(doc.extra.get("tags", [])))}">',
        ]
        ld = {
            "@context": "https://schema.org",
            "@type": "Article",
            "publisher": {
                "@type": "Organization",
                "name": SITE,
                "url": f"{ORIGIN}/",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/2024/05/koe-logo.png",
                    "width": 600,
                    "height": 72,
                },
            },
            "author": {
                "@type": "Person",
                "name": primary,
                "image": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/size/w1200/2024/05/{AUTHORS[primary]}.jpg",
                    "width": 1200,
                    "height": 1200,
                },
                "url": f"{ORIGIN}/author/{AUTHORS[primary]}/",
                "sameAs": [],
            },
            "headline": doc.title,
            "url": url,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/content/images/2026/12/{doc.path.strip('/')[:24]}.jpg",
                "width": 2000,
                "height": 1333,
            },
            "keywords": ", ".join(doc.extra.get("tags", [])),
            "description": doc.dek,
            "mainEntityOfPage": url,
        }
        out.append(
            f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n    </script>'
        )
        out.append('<meta name="generator" content="Ghost 5.101">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-{c}">{self.a(k, t, "nav")}</li>'
            for k, t, c in (
                ("home", "Inicio", "inicio"),
                ("pais", "País", "pais"),
                ("https://koepyahu.test/tag/mundo/", "Mundo", "mundo"),
                ("https://koepyahu.test/tag/deportes/", "Deportes", "deportes"),
                ("tag", "Avañe'ẽ", "avanee"),
                ("radio", "Radio 870 AM", "radio"),
            )
        )
        tags = " ".join("tag-" + TAGS[t] for t in doc.extra.get("tags", []))
        body_class = {
            "home": "home-template",
            "section": "tag-template tag-pais" + (" paged" if doc.key == "pais2" else ""),
            "tag": "tag-template tag-avanee",
            "author": "author-template author-lorena",
            "not-found": "error-template",
        }.get(doc.kind, f"post-template {tags}" if doc.is_article else "page-template")
        return f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="{SITE}" href="https://koepyahu.test/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="https://koepyahu.test/" data-key="3c1e9b0a7d2f4e6a8b5c0d1e2f" data-api="https://koepyahu.test/ghost/api/content/" data-locale="es" crossorigin="anonymous"></script>
<style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta{{display:flex;flex-direction:column;align-items:center;text-align:center;width:100%;color:#ffffff;font-size:16px}}</style>
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="3c1e9b0a7d2f4e6a8b5c0d1e2f" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://koepyahu.test/" data-locale="es" crossorigin="anonymous"></script>
<link href="https://koepyahu.test/webmentions/receive/" rel="webmention">
<script defer src="/public/cards.min.js?v=5f1c2a9e04"></script>
<link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=5f1c2a9e04">
<style>:root {{--ghost-accent-color: #c8102e;}}</style>
<style>/*PAD*/</style>
</head>
<body class="{body_class} is-head-left-logo has-cover">
<div class="viewport">
<header id="gh-head" class="gh-head outer">
<div class="gh-head-inner inner">
<div class="gh-head-brand">{self.a("home", SITE, "nav", 'class="gh-head-logo"')}<button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg></button></div>
<nav class="gh-head-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Iniciar sesión</a> <a class="gh-head-button" href="#/portal/signup" data-portal="signup">Suscribirse</a></div>
</div>
</header>
<div class="site-content">
{main}
</div>
<footer class="site-footer outer">
<div class="inner">
<section class="copyright">{self.a("home", SITE, "footer")} © 2026</section>
<nav class="site-footer-nav"><ul class="nav"><li>{self.a("about", "Ore rehegua / Quiénes somos", "footer")}</li><li>{self.a("radio", "Radio", "footer")}</li><li>{self.a("search", "Buscar", "footer")}</li><li>{self.a("author", "Lorena Benítez", "footer")}</li><li><a href="https://koepyahu.test/privacidad/">Privacidad</a></li><li><a href="https://koepyahu.test/rss/">RSS</a></li></ul></nav>
<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div>
</div>
</footer>
</div>
<div class="cookie-consent" id="cookie-consent" hidden><p>Ko kuatiarogue oipuru cookies. Este sitio usa cookies para medir la audiencia.</p><button data-consent="yes">Aceptar</button> <button data-consent="no">Rechazar</button></div>
<script src="https://code.jquery.com/jquery-3.5.1.min.js" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="/assets/built/casper.js?v=5f1c2a9e04"></script>
<script>document.getElementById('cookie-consent').hidden = !!localStorage.getItem('koe-consent');</script>
</body>
</html>"""

    def card(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        tag = d.extra.get("tags", [""])[0]
        img = f'<img class="post-card-image" srcset="/content/images/size/w300/2026/12/{d.path.strip("/")[:24]}.jpg 300w, /content/images/size/w600/2026/12/{d.path.strip("/")[:24]}.jpg 600w" src="/content/images/size/w600/2026/12/{d.path.strip("/")[:24]}.jpg" alt="{esc(d.title)}" loading="lazy">'
        return f"""<article class="post-card post tag-{TAGS.get(tag, "pais")}">
{self.a(k, d.title, zone, 'class="post-card-image-link"', inner=img)}
<div class="post-card-content">
<a class="post-card-content-link" href="{esc(self.href(k))}"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">{esc(tag)}</span></div><h2 class="post-card-title">{esc(d.title)}</h2></header><div class="post-card-excerpt">{esc(d.dek)}</div></a>
<footer class="post-card-meta"><time class="post-card-meta-date" datetime="{d.stamp.split()[0]}">{ghost_date(d.stamp)}</time> <span class="post-card-meta-length">{max(1, words(d) // 200)} min de lectura</span></footer>
</div>
</article>"""

    def story_main(self, doc: Doc) -> str:
        authors = self.ghost_authors(doc)
        avatars = "".join(
            f'<li class="author-list-item"><a href="/author/{AUTHORS[a]}/" class="author-avatar"><img class="author-profile-image" src="/content/images/size/w100/2024/05/{AUTHORS[a]}.jpg" alt="{esc(a)}"></a></li>'
            for a in authors
        )
        names = ", ".join(self.author_link(a, "byline") for a in authors)
        tag = doc.extra["tags"][0]
        read_next = [k for k in ARTS if k != doc.key][:3]
        cards = "\n".join(self.card(k, "related") for k in read_next)
        minutes = max(1, words(doc) // 200)
        return f"""<main id="site-main" class="site-main">
<article class="article post {" ".join("tag-" + TAGS[t] for t in doc.extra["tags"])}">
<header class="article-header gh-canvas">
<div class="article-tag post-card-tags"><span class="post-card-primary-tag">{self.tag_link(tag, "breadcrumb")}</span></div>
<h1 class="article-title">{esc(doc.title)}</h1>
<p class="article-excerpt">{esc(doc.dek)}</p>
<div class="article-byline">
<section class="article-byline-content">
<ul class="author-list instapaper_ignore">{avatars}</ul>
<div class="article-byline-meta">
<h4 class="author-name">{names}</h4>
<div class="byline-meta-content"><time class="byline-meta-date" datetime="{doc.stamp.split()[0]}">{ghost_date(doc.stamp)}</time><span class="byline-reading-time"><span class="bull">&bull;</span> {minutes} min de lectura</span></div>
</div>
</section>
</div>
<figure class="article-image"><img srcset="/content/images/size/w300/2026/12/{doc.path.strip("/")[:24]}.jpg 300w, /content/images/size/w1000/2026/12/{doc.path.strip("/")[:24]}.jpg 1000w" sizes="(min-width: 1400px) 1400px, 92vw" src="/content/images/size/w2000/2026/12/{doc.path.strip("/")[:24]}.jpg" alt="{esc(doc.title)}"></figure>
</header>
<section class="gh-content gh-canvas">
{self.blocks(doc, fig=self.kg_image)}
</section>
</article>
<section class="article-comments gh-canvas"><script defer src="https://cdn.jsdelivr.net/ghost/comments-ui@~0.21/umd/comments-ui.min.js" data-locale="es" data-ghost-comments="https://koepyahu.test/" data-api="https://koepyahu.test/ghost/api/content/" data-admin="https://koepyahu.test/ghost/" data-key="3c1e9b0a7d2f4e6a8b5c0d1e2f" data-title="" data-count="true" data-post-id="6750{abs(hash_key(doc.key)):08x}" crossorigin="anonymous"></script></section>
</main>
<aside class="read-more-wrap outer">
<div class="read-more inner">
{cards}
</div>
</aside>"""

    def kg_image(self, alt: str, caption: str) -> str:
        return f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/12/{quote(alt.lower().replace(" ", "-"))}.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="2000" height="1333"><figcaption><span style="white-space: pre-wrap;">{esc(caption)}</span></figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        if doc.kind == "home":
            head = f'<div class="site-header-content outer"><h1 class="site-title">{esc(SITE)}</h1><p class="site-description">Marandu ko’ẽ pyahúre · Noticias de Paraguay en castellano y guaraní</p></div>'
        elif doc.kind == "author":
            head = f'<section class="post-card post author-profile"><img class="author-profile-pic" src="/content/images/size/w150/2024/05/lorena.jpg" alt="Lorena Benítez"><h1 class="author-profile-name">{esc(doc.title)}</h1><p class="author-profile-bio">{esc(doc.extra["bio"])}</p><div class="author-profile-meta"><span class="author-profile-location">Asunción</span> <a class="author-profile-social-link" href="https://x.com/lorenab_test" target="_blank" rel="noopener">X</a></div></section>'
        elif doc.kind == "search":
            head = f'<section class="post-card post search-header"><h1 class="post-card-title">{esc(doc.title)}</h1><form action="/buscar/" method="get"><input name="q" value="mandioca" aria-label="Buscar"><button>Jeheka / Buscar</button></form><p>2 resultados</p></section>'
        else:
            desc = doc.extra.get("description", "Noticias de todo el país.")
            head = f'<section class="post-card post tag-header"><h1 class="post-card-title">{esc(doc.title)}</h1><div class="post-card-excerpt">{esc(desc)}</div></section>'
        pager = ""
        if doc.key == "pais":
            pager = f'<nav class="pagination" role="navigation"><span class="page-number">Página 1 de 14</span> {self.a("pais2", "Anteriores →", "pagination", OLDER)}</nav>'
        elif doc.key == "pais2":
            pager = f'<nav class="pagination" role="navigation">{self.a("pais", "← Recientes", "pagination", NEWER)} <span class="page-number">Página 2 de 14</span> <a class="older-posts" href="/tag/pais/page/3/">Anteriores →</a></nav>'
        elif doc.key == "home":
            pager = f'<nav class="pagination home-more">{self.a("pais", "Más noticias del país", "content")} · {self.a("search", "Buscar", "content")}</nav>'
        return f'<main id="site-main" class="site-main outer">\n<div class="inner posts">\n{head}\n<div class="post-feed">\n{cards}\n</div>\n{pager}\n</div>\n</main>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            feed = "\n".join(self.card(k) for k in ["futbol", "brief", "ama"])
            return f"""<main id="site-main" class="site-main outer error-content">
<div class="inner">
<section class="error-message">
<h1 class="error-code">404</h1>
<p class="error-description">{esc(doc.title)}</p>
{self.a("home", "Go to the front page →", "content", 'class="error-link"')}
</section>
<div class="post-feed">
{feed}
</div>
</div>
</main>"""
        extra = ""
        if doc.kind == "radio-schedule":
            extra = f'<p class="radio-live"><a href="https://stream.koepyahu.test/870am">▶ Ehendu ko\'ágã / Escuchar en vivo</a> · {self.a("columna", "Ñe’ẽ jovái: lea la columna de Ramón Silvero", "content")}</p>'
        return f"""<main id="site-main" class="site-main">
<article class="article page">
<header class="article-header gh-canvas"><h1 class="article-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas">
{self.blocks(doc)}
{extra}
</section>
</article>
</main>"""


def hash_key(key: str) -> int:
    h = 7
    for ch in key:
        h = (h * 31 + ord(ch)) % 0xFFFFFFF
    return h
