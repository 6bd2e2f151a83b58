# ruff: noqa: E501, RUF001 (long literal page texts; en dashes, guillemets and Eastern Arabic digits are the languages' own typography)
"""Bakonyi Hírmondó: a Hungarian county-town paper on Grav with a Quark-like theme (/blog/slug,
/blog/category:sport, /blog/tag:..., /blog/page:2, /search/query:...), windows-1250 declared only in
`<meta charset>` (the HTTP header says plain text/html). Site-wide metadata from site.yaml: og:type=website on
every page, stories included; no article:published_time, no JSON-LD; dates only in Hungarian byline text."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [
    ("home", "Kezdőlap"),
    ("blog", "Hírek"),
    ("sport", "Sport"),
    ("esemenyek", "Programok"),
    ("impresszum", "Impresszum"),
]
FOOT = [
    ("adatvedelem", "Adatvédelem"),
    ("allas", "Állás: újságírót keresünk"),
    ("impresszum", "Impresszum"),
    ("kereses", "Keresés"),
]


class Hirmondo(Base):
    origin = "https://www.bakonyihirmondo.test"
    name = "Bakonyi Hírmondó"
    prefix = "bh"
    language = "hu"
    encoding = "windows-1250"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        sel = [
            "#header",
            ".navbar-section",
            "#body-wrapper",
            ".container.grid-lg",
            ".blog-listing",
            ".card",
            ".card-body",
            ".e-content",
            ".blog-date",
            ".label",
            "#footer",
            ".mobile-menu",
        ]
        return css_rules("bh", sel, 240)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Bakonyi Hírmondó",
                "grav-quark-home",
                list=["kozgyules", "bicikli", "fazekas", "piac", "brief_ut", "velemeny"],
                more="blog2",
            )
        )
        add(
            page(
                "blog",
                "/blog",
                "section",
                "Hírek",
                "grav-blog-listing",
                list=["kozgyules", "bicikli", "brief_ut", "fazekas", "piac", "velemeny"],
                more="blog2",
            )
        )
        add(
            page(
                "blog2",
                "/blog/page:2",
                "section",
                "Hírek – 2. oldal",
                "grav-blog-page-2",
                list=["kezilabda", "brief_ut"],
                prev="blog",
            )
        )
        add(
            page(
                "sport",
                "/blog/category:sport",
                "section",
                "Kategória: sport",
                "grav-category-taxonomy",
                list=["kezilabda"],
            )
        )
        add(page("tag_piac", "/blog/tag:piac", "tag", "Címke: piac", "grav-tag-taxonomy", list=["piac", "fazekas"]))
        add(
            page(
                "kereses",
                "/search/query:k%C3%B6zgy%C5%B1l%C3%A9s",
                "search",
                "Keresés: közgyűlés",
                "grav-simplesearch-results",
                list=["kozgyules", "kezilabda"],
            )
        )
        add(
            story(
                "kozgyules",
                "/blog/kozgyules-uszoda-felujitas",
                "Kétszázmillióból újítják fel a városi uszodát",
                "2026-12-01",
                None,
                "2026. december 1., kedd",
                ["Kovács Anna", "Szabó Péter"],
                [
                    "A képviselő-testület kedd délutáni ülésén egyhangúlag megszavazta a városi uszoda felújítását. A munkák januárban kezdődnek, és a tervek szerint szeptemberre fejeződnek be.",
                    "Németh Zoltán polgármester elmondta, hogy a kétszázmillió forintos keretből a medencék burkolatát, a gépészetet és az öltözőket is megújítják. „Harminc éve nem nyúlt hozzá senki ehhez az épülethez” – fogalmazott.",
                    "## Mi lesz a nyári úszásoktatással?",
                    "A felújítás idejére az iskolák a szomszédos Pápa tanuszodájába viszik a gyerekeket. A buszköltséget az önkormányzat fizeti, erről külön határozat született.",
                    "Az ellenzéki frakció vezetője, Fehér Márta azt kérte, hogy a testület negyedévente kapjon beszámolót a munkák állásáról. A javaslatot elfogadták.",
                    "A közgyűlés ezen kívül döntött a téli síkosságmentesítés szerződésének meghosszabbításáról és két új buszmegálló kialakításáról a Kossuth utcában.",
                ],
                "two-authors-es-date-only-in-byline-og-website",
                byline="Kovács Anna és Szabó Péter",
                category="közélet",
                tags=["közgyűlés", "uszoda"],
            )
        )
        add(
            story(
                "brief_ut",
                "/blog/lezarjak-a-81-es-utat",
                "Éjszaka lezárják a 81-es főút egy szakaszát",
                "2026-12-02",
                None,
                "2026. december 2., szerda",
                [],
                [
                    "Csütörtök este 22 órától péntek reggel 6 óráig teljes útzár lesz a 81-es főút 12-es és 14-es kilométerszelvénye között, ahol hídvizsgálatot tartanak. A forgalmat Bodajk felé terelik.",
                    "SIGN: Forrás: BHÜ",
                ],
                "brief-agency-credit-no-author",
                byline="",
                category="közlekedés",
                tags=["közlekedés"],
            )
        )
        add(
            story(
                "fazekas",
                "/blog/interju-a-fazekassal",
                "„Az agyag nem hazudik” – beszélgetés Molnár Ferenc fazekassal",
                "2026-11-30",
                None,
                "2026. november 30., hétfő",
                ["Tóth Eszter"],
                [
                    "Negyven éve dolgozik a korongnál a Vár utcai műhelyben. Most ő kapta a megyei népművészeti díjat.",
                    "Q: Emlékszik az első edényére? || Tizenkét éves voltam, és a nagyapám műhelyében egy ferde bögrét csináltam. Máig megvan, a polcon áll, hogy emlékeztessen, honnan indultam.",
                    "Q: Mit jelent önnek a díj? || Leginkább azt, hogy a fiatalok is észreveszik ezt a mesterséget. Tavaly hat tanítványom volt, idén már tizenegy.",
                    "Q: Meg lehet ma élni a fazekasságból? || Nehezen. A vásárokon jól fogynak a bögrék és a tálak, de télen sokszor csak a megrendelések tartanak életben.",
                    "Q: Mit üzen a kezdőknek? || Hogy legyenek türelmesek. Az agyag nem hazudik: ha siettél, látszani fog az edényen.",
                ],
                "qa-interview",
                byline="Tóth Eszter",
                category="kultúra",
                tags=["piac", "kézművesség"],
            )
        )
        add(
            story(
                "piac",
                "/blog/adventi-vasar-fotok",
                "Fényekbe öltözött a főtér: megnyílt az adventi vásár",
                "2026-11-29",
                None,
                "2026. november 29., vasárnap",
                ["Balogh Gergely"],
                [
                    "FIG: Adventi koszorú a főtéren | Az óriáskoszorú első gyertyáját a plébános gyújtotta meg.",
                    "FIG: Standok a vásárban | Harminchat árus kínál mézet, kalácsot és kézműves ajándékot.",
                    "Vasárnap este több százan gyűltek össze a főtéren az első gyertyagyújtáskor. A vásár december 23-ig tart nyitva.",
                ],
                "photo-story-photographer-author",
                byline="Fotó: Balogh Gergely",
                category="kultúra",
                tags=["piac", "advent"],
            )
        )
        add(
            story(
                "velemeny",
                "/blog/velemeny-a-varos-es-a-buszok",
                "Vélemény: a busz nem luxus, hanem szolgáltatás",
                "2026-11-28",
                None,
                "2026. november 28., szombat",
                ["Varga Ildikó"],
                [
                    "Aki reggel hatkor áll a Petőfi téri megállóban, tudja, mit jelent, ha a járat húsz percet késik. Az ember nem érkezik meg a műszakba, a gyerek nem ér be az első órára, a nyugdíjas lekési az orvosi időpontot.",
                    "A városvezetés az elmúlt két évben három vonalat ritkított meg, mondván, kevés az utas. Csakhogy az utas azért kevés, mert nem lehet a menetrendre építeni. Ez egy ördögi kör, amelyből csak beruházással lehet kijönni.",
                    "Nem kell ehhez csodafegyver. Elég lenne, ha a csúcsidőben ismét félóránként járnának a buszok, és ha a megállókban kijelző mutatná, mikor jön a következő.",
                    "Már [[nincs|korábbi cikkünkben]] is írtunk erről. Tudom, hogy a költségvetés szűkös. De egy város attól élhető, hogy az ember autó nélkül is eljut a munkahelyére, az iskolába és a piacra. Ha ezt elveszítjük, a fiatalok nem fognak itt maradni.",
                    "A következő közgyűlésen tárgyalják a jövő évi közlekedési tervet. Remélem, a képviselők nem csak a táblázatokat nézik, hanem egyszer felszállnak a reggeli hatosra is.",
                    "SIGN: Varga Ildikó nyugalmazott tanár, a Városvédő Egyesület tagja. A véleménycikkek a szerzők álláspontját tükrözik.",
                ],
                "opinion-signed-at-end",
                byline="",
                category="vélemény",
                tags=["közlekedés"],
                signed_end=True,
            )
        )
        add(
            story(
                "bicikli",
                "/blog/elloptak-a-kozbiciklit",
                "Három közbiciklit loptak el egy hét alatt",
                "2026-12-02",
                None,
                "2026. december 2., szerda",
                [],
                [
                    "Három kerékpárt vittek el a Vasútállomás és a Jókai utca dokkolóiból az elmúlt héten. A rendőrség ismeretlen tettes ellen nyomoz, és a szemtanúk jelentkezését kéri.",
                ],
                "brief-no-credit",
                byline="",
                category="közélet",
                tags=["közlekedés"],
            )
        )
        add(
            story(
                "kezilabda",
                "/blog/kezilabda-nyert-a-noi-csapat",
                "Hazai pályán nyert a női kézilabdacsapat",
                "2026-11-29",
                None,
                "2026. november 29., vasárnap",
                ["Horváth Dániel"],
                [
                    "Szoros meccsen, 27–25-re győzte le a Bakonyi SE a Tatai AC csapatát szombat este a városi sportcsarnokban. A félidőben még a vendégek vezettek két góllal.",
                    "A fordulatot Kiss Réka hozta, aki a második félidőben hat gólt dobott. „A szurkolók átlendítettek minket a holtponton” – mondta a lefújás után.",
                    "A csapat ezzel a tabella harmadik helyére lépett. A következő fordulóban Győrben lép pályára.",
                ],
                "sport-only-on-page2-category-search",
                byline="Horváth Dániel",
                category="sport",
                tags=["kézilabda"],
            )
        )
        add(
            page(
                "adatvedelem",
                "/adatvedelem",
                "policy",
                "Adatvédelmi tájékoztató",
                "long-policy-with-updated-date",
                [
                    "Utoljára frissítve: 2026. március 4.",
                    "A Bakonyi Hírmondó (a továbbiakban: Kiadó) a honlap látogatóinak személyes adatait a jelen tájékoztatóban leírtak szerint kezeli.",
                    "## Milyen adatokat kezelünk?",
                    "A hírlevélre feliratkozók nevét és e-mail-címét, a kapcsolati űrlapon beküldött üzeneteket, valamint a szerver naplófájljaiban rögzített IP-címeket.",
                    "## Meddig őrizzük az adatokat?",
                    "A hírlevél-adatokat a leiratkozásig, az üzeneteket egy évig, a naplófájlokat harminc napig őrizzük.",
                    "## Sütik",
                    "A honlap csak a működéshez szükséges munkamenet-sütit használ. Látogatottsági mérést saját szerveren, anonimizált adatokkal végzünk.",
                    "## Jogorvoslat",
                    "Panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz fordulhat.",
                ],
            )
        )
        add(
            page(
                "esemenyek",
                "/esemenyek/bakonyi-borfesztival",
                "events",
                "Bakonyi Borfesztivál 2027 – program",
                "event-page-long-description",
                [
                    "Időpont: 2027. január 16–17. | Helyszín: Művelődési Ház, díszterem",
                    "A Bakonyi Borfesztivál idén tizenkettedik alkalommal várja a környék borászait és a borkedvelőket. A két nap alatt huszonkét pincészet mutatja be újborait, a teraszon helyi sajtokat és pogácsát kóstolhatnak a látogatók.",
                    "Szombaton délután borkészítési bemutató lesz, este a Somló Band ad koncertet. Vasárnap délelőtt a gyerekeknek mézeskalács-díszítést szerveznek, délután pedig kiosztják a zsűri díjait.",
                    "A belépőjegy ára 2500 forint, amely egy kóstolópoharat is tartalmaz. Jegyek a helyszínen és a Művelődési Ház pénztárában kaphatók.",
                    "- Szombat 14:00 – megnyitó",
                    "- Szombat 16:00 – borkészítési bemutató",
                    "- Szombat 20:00 – koncert",
                    "- Vasárnap 15:00 – díjátadó",
                ],
            )
        )
        add(
            page(
                "allas",
                "/allas/ujsagiro",
                "jobs",
                "Újságírót keresünk",
                "job-ad",
                [
                    "Közzétéve: 2026. november 20.",
                    "A Bakonyi Hírmondó szerkesztősége teljes munkaidős újságírót keres a városi rovatba.",
                    "## Feladatok",
                    "- közgyűlések, sajtótájékoztatók tudósítása",
                    "- napi hírek és riportok írása",
                    "- fotózás az eseményeken",
                    "## Amit kínálunk",
                    "Bejelentett állás, rugalmas munkaidő, céges telefon. Jelentkezni önéletrajzzal a szerkesztoseg@bakonyihirmondo.test címen lehet december 15-ig.",
                ],
            )
        )
        add(
            page(
                "impresszum",
                "/impresszum",
                "about",
                "Impresszum",
                "about-staff",
                [
                    "Kiadó: Bakonyi Média Kft., 8400 Ajka, Szabadság tér 3.",
                    "Főszerkesztő: Kovács Anna. Szerkesztők: Szabó Péter, Tóth Eszter, Horváth Dániel. Fotó: Balogh Gergely.",
                    "A honlap Grav tartalomkezelővel készül. Tárhely: Bakony Net Kft.",
                ],
            )
        )
        add(
            page(
                "nincs",
                "/blog/regi-cikk-archiv",
                "soft404",
                "Hoppá! Az oldal nem található",
                "soft-404-200",
                [
                    "A keresett oldal nem létezik, vagy áthelyeztük. Próbálja meg a keresőt, vagy térjen vissza a kezdőlapra."
                ],
            )
        )

    def head(self, doc: Doc) -> str:
        return (
            '<meta charset="windows-1250">\n'
            f"<title>{esc(doc.title)} | {esc(self.name)}</title>\n"
            '<meta name="generator" content="GravCMS">\n'
            '<meta name="description" content="Ajka és a Bakony hírei">\n'
            '<meta property="og:type" content="website">\n'
            f'<meta property="og:title" content="{esc(self.name)}">\n'
            f'<meta property="og:url" content="{self.url(doc.key)}">\n'
            '<link rel="icon" type="image/png" href="/user/themes/quark/images/favicon.png">\n'
            '<link href="/user/themes/quark/css-compiled/spectre.min.css" type="text/css" rel="stylesheet">\n'
            '<link href="/user/themes/quark/css-compiled/theme.min.css" type="text/css" rel="stylesheet">'
        )

    def frame(self, doc: Doc, main: str) -> str:
        act = 'class="active"'
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav', act if k == doc.key else '')}</li>" for k, t in NAV)
        foot = " · ".join(self.a(k, t, "chrome:footer") for k, t in FOOT)
        return f"""<!DOCTYPE html>
<html lang="hu">
<head>
{self.head(doc)}
<style>/*PAD*/</style>
</head>
<body id="top" class="header-fixed header-animated sticky-footer">
<div id="page-wrapper">
<section id="header" class="section">
<section class="container grid-lg">
<nav class="navbar">
<section class="navbar-section logo">{self.a("home", self.name, "chrome:header", 'class="navbar-brand mr-10"')}</section>
<section class="navbar-section desktop-menu"><nav class="dropmenu animated"><ul class="navigation">{nav}</ul></nav></section>
</nav>
</section>
</section>
<div class="mobile-menu"><div class="button_container" id="toggle"><span class="top"></span><span class="middle"></span><span class="bottom"></span></div></div>
<section id="body-wrapper" class="section">
<section class="container grid-lg">
{main}
</section>
</section>
</div>
<section id="footer" class="section bg-gray">
<section class="container grid-lg">
<p>{foot}</p>
<p><a href="/blog.rss">RSS</a> · © 2026 Bakonyi Média Kft. · Működteti a <a href="https://getgrav.org">Grav</a> + <i class="fa fa-code"></i> by Trilby Media.</p>
</section>
</section>
<div class="mobile-container"><div class="overlay" id="overlay"><div class="mobile-logo">{esc(self.name)}</div></div></div>
<script src="/user/themes/quark/js/jquery-3.x.min.js"></script>
<script src="/user/themes/quark/js/site.js"></script>
</body>
</html>
"""

    def sidebar(self) -> str:
        return (
            '<div id="sidebar" class="col-4 col-md-12"><div class="sidebar-content"><h4>Keresés</h4>'
            '<form class="search-form"><input type="text" name="searchfield" placeholder="Keresés..."></form>'
            f"<p>Népszerű: {self.a('kereses', 'közgyűlés', 'chrome:rail')}</p></div>"
            '<div class="sidebar-content"><h4>Kategóriák</h4><ul class="archives">'
            f"<li>{self.a('sport', 'sport', 'chrome:rail')}</li><li>{self.a('tag_piac', 'piac', 'chrome:rail')}</li></ul></div>"
            '<div class="sidebar-content"><h4>Archívum</h4><ul class="archives"><li><a href="/blog/archives_month:nov_2026">2026. november</a></li>'
            '<li><a href="/blog/archives_month:oct_2026">2026. október</a></li></ul></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        tags = " ".join(
            f'<span class="label label-rounded label-secondary p-category">{esc(t)}</span>'
            for t in doc.extra.get("tags", [])
        )
        cat = doc.extra.get("category", "")
        catlink = (
            self.a("sport", cat, "tags", 'class="label label-rounded label-primary"')
            if cat == "sport"
            else f'<span class="label label-rounded label-primary">{esc(cat)}</span>'
        )
        byline = f'<span class="blog-author p-author">{esc(doc.byline)}</span> · ' if doc.byline else ""
        related = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in related)
        return f"""<div class="columns">
<div id="item" class="column col-8 col-md-12 extra-spacing">
<div class="content-item h-entry">
<div class="content-title text-center">
<h2 class="p-name mt-1">{esc(doc.title)}</h2>
<span class="blog-date"><i class="fa fa-calendar"></i> {byline}<time class="dt-published">{esc(doc.stamp)}</time></span>
<span class="tags">{catlink} {tags}</span>
</div>
<div class="e-content">
{self.blocks(doc)}
</div>
<p class="prev-next"><a class="btn" href="/blog">« Vissza a hírekhez</a></p>
<h4>Kapcsolódó</h4><ul class="related-pages">{rel}</ul>
</div>
</div>
{self.sidebar()}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        uurl, btn = 'class="u-url"', 'class="btn"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            img = (
                f'<div class="card-image"><img src="/user/pages/02.blog/{d.path.rsplit("/", 1)[-1]}/cover.jpg" alt=""></div>'
                if k in ("piac", "kozgyules", "fazekas")
                else ""
            )
            cards.append(
                f'<div class="card">{img}<div class="card-header"><div class="card-subtitle text-gray"><span class="blog-date">{esc(d.stamp)}</span></div>'
                f'<div class="card-title"><h5 class="p-name">{self.a(k, d.title, "content", uurl)}</h5></div></div>'
                f'<div class="card-body">{esc(self.lede(d))}</div>'
                f'<div class="card-footer">{self.a(k, "Tovább…", "content", btn)}</div></div>'
            )
        pager = ""
        if "more" in doc.extra:
            pager = f'<ul class="pagination"><li class="page-item active"><span>1</span></li><li class="page-item">{self.a(doc.extra["more"], "2", "content")}</li><li class="page-item">{self.a(doc.extra["more"], "Következő ›", "content")}</li></ul>'
        if "prev" in doc.extra:
            pager = f'<ul class="pagination"><li class="page-item">{self.a(doc.extra["prev"], "‹ Előző", "content")}</li><li class="page-item active"><span>2</span></li></ul>'
        hero = ""
        if doc.key == "home":
            hero = f'<section id="start"><div class="hero hero-large bg-gray"><h1>{esc(self.name)}</h1><p>Ajka és a Bakony hírei naponta</p></div></section>'
        else:
            hero = f'<h1 class="text-center">{esc(doc.title)}</h1>'
        return f"""{hero}
<div class="columns">
<div id="item" class="column col-8 col-md-12">
<div class="blog-listing masonry">
{"".join(cards)}
</div>
<div id="listing-footer">{pager}</div>
</div>
{self.sidebar()}
</div>"""

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "soft404":
            extra = (
                f"<p>{self.a('home', 'Vissza a kezdőlapra', 'content')} · {self.a('kereses', 'Keresés', 'content')}</p>"
            )
        return f"""<div class="columns"><div id="item" class="column col-8 col-md-12">
<div class="content-item"><h1>{esc(doc.title)}</h1>
{self.blocks(doc)}
{extra}
</div></div>
{self.sidebar()}
</div>"""
