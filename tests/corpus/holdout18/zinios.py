# ruff: noqa: E501, RUF001 (long literal page texts; en dashes, guillemets and Eastern Arabic digits are the languages' own typography)
"""Žemaičių žinios: a Lithuanian district paper on the Odoo Website builder and its blog (`/blog/naujienos-1/post/
slug-12`, `/blog/naujienos-1/tag/krepsinis-3`, `/blog/naujienos-1/page/2`, `?search=`, `o_wblog_*` classes,
`#wrapwrap`, `oe_structure` snippets, a huge `o_mega_menu`, the `#website_cookies_bar` cookie bar,
`/event/...`, `/jobs/detail/...`), windows-1257 declared ONLY in the HTTP Content-Type (no `<meta charset>`).
Blog posts carry Odoo's og:type=article and article:published_time in UTC (a post published at 00:40 Vilnius
time carries the previous UTC day); several posts are published by the shared "Redakcija" account with the
writers named in the text."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

BLOG = "/blog/naujienos-1"
NAV = [
    ("home", "Pradžia"),
    ("blog", "Naujienos"),
    ("rezultatai", "Rezultatai"),
    ("renginys", "Renginiai"),
    ("prenumerata", "Prenumerata"),
]
MEGA = {
    "Rajonas": [
        "Telšiai",
        "Rietavas",
        "Plungė",
        "Mažeikiai",
        "Varniai",
        "Luokė",
        "Tryškiai",
        "Nevarėnai",
        "Žarėnai",
        "Degaičiai",
    ],
    "Temos": [
        "Savivalda",
        "Švietimas",
        "Sveikata",
        "Ūkis",
        "Kultūra",
        "Kelionės",
        "Gamta",
        "Nusikaltimai",
        "Verslas",
        "Žemės ūkis",
    ],
    "Sportas": [
        "Krepšinis",
        "Futbolas",
        "Lengvoji atletika",
        "Imtynės",
        "Šachmatai",
        "Dviračiai",
        "Plaukimas",
        "Tinklinis",
    ],
    "Skaitytojams": [
        "Laiškai redakcijai",
        "Sveikinimai",
        "Užuojautos",
        "Skelbimai",
        "Orai",
        "Horoskopas",
        "Kryžiažodis",
        "Archyvas",
    ],
}


class Zinios(Base):
    origin = "https://www.zemaiciuzinios.test"
    name = "Žemaičių žinios"
    prefix = "zz"
    language = "lt"
    encoding = "windows-1257"
    content_type = "text/html; charset=windows-1257"

    def pad_rules(self) -> list[str]:
        sel = [
            "#wrapwrap",
            ".o_header_standard",
            ".o_mega_menu",
            ".o_wblog_post_name",
            ".o_wblog_read_text",
            ".o_wblog_post_content_field",
            ".o_wblog_author_avatar",
            ".s_text_block",
            ".o_footer",
            "#website_cookies_bar",
            ".o_record_cover_container",
            ".o_wblog_post_page_cover",
        ]
        return css_rules("zz", sel, 240)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Žemaičių žinios",
                "odoo-website-homepage",
                list=["biudzetas", "ligonine", "brief_kelias", "interviu", "nuotraukos", "nuomone"],
                more="blog2",
            )
        )
        add(
            page(
                "blog",
                BLOG,
                "section",
                "Naujienos",
                "odoo-blog-listing",
                list=["biudzetas", "ligonine", "brief_kelias", "interviu", "nuotraukos", "nuomone"],
                more="blog2",
            )
        )
        add(
            page(
                "blog2",
                f"{BLOG}/page/2",
                "section",
                "Naujienos – 2 puslapis",
                "odoo-blog-page-2",
                list=["krepsinis", "nuomone"],
                prev="blog",
            )
        )
        add(page("tag", f"{BLOG}/tag/krepsinis-3", "tag", "Žyma: krepšinis", "odoo-blog-tag", list=["krepsinis"]))
        add(
            page(
                "search",
                f"{BLOG}?search=ligonin%EB",
                "search",
                "Paieška: ligoninė",
                "odoo-blog-search",
                list=["ligonine", "krepsinis"],
            )
        )
        add(
            story(
                "biudzetas",
                f"{BLOG}/post/tarybos-posedis-biudzetas-12",
                "Taryba patvirtino kitų metų biudžetą: daugiausia – keliams",
                "2026-12-01",
                "2026-12-01T13:05:00Z",
                "2026 m. gruodžio 1 d.",
                ["Rūta Jankauskienė", "Tomas Petrauskas"],
                [
                    "Rajono savivaldybės taryba antradienį 19 balsų „už“ ir 6 „prieš“ patvirtino 2027 metų biudžetą. Jo apimtis – 58,4 mln. eurų.",
                    "Daugiausia lėšų, beveik 9 mln. eurų, skirta vietinių kelių remontui. Meras Vytautas Norkus teigė, kad per metus bus išasfaltuota 40 kilometrų žvyrkelių.",
                    "Opozicijos atstovė Laima Grigienė kritikavo, kad nepakankamai skirta mokykloms. „Trijose mokyklose vis dar kiaurais stogais lyja“, – sakė ji.",
                    "Biudžete numatyta ir 300 tūkst. eurų seniūnijų iniciatyvoms. Gyventojai savo idėjas galės teikti nuo vasario.",
                    "SIGN: Parengė Rūta Jankauskienė ir Tomas Petrauskas",
                ],
                "posted-by-desk-account-two-authors-ir-signed-at-end",
                byline="Redakcija",
            )
        )
        add(
            story(
                "ligonine",
                f"{BLOG}/post/ligonines-priimamasis-14",
                "Ligoninės priimamasis dirbs naujose patalpose",
                "2026-12-01",
                "2026-11-30T22:40:00Z",
                "2026 m. gruodžio 1 d.",
                ["Tomas Petrauskas"],
                [
                    "Nuo pirmadienio Telšių ligoninės priėmimo skyrius persikėlė į naujai pastatytą priestatą. Įėjimas – iš Kalno gatvės pusės.",
                    "Direktorė Aušra Mockienė sakė, kad naujose patalpose pacientai bus skirstomi pagal skubumą, o laukiamajame įrengta trisdešimt vietų.",
                    "Statybos kainavo 3,2 mln. eurų, dalį lėšų skyrė Europos Sąjunga.",
                ],
                "published-0040-local-og-previous-utc-day",
                byline="Tomas Petrauskas",
            )
        )
        add(
            story(
                "brief_kelias",
                f"{BLOG}/post/uzdarytas-tiltas-15",
                "Per Virvytę uždarytas tiltas",
                "2026-12-02",
                "2026-12-02T07:30:00Z",
                "2026 m. gruodžio 2 d.",
                [],
                [
                    "Dėl avarinės būklės nuo trečiadienio uždarytas tiltas per Virvytę ties Tryškiais. Eismas nukreiptas per Kuršėnų kelią.",
                    "SIGN: ŽNA informacija",
                ],
                "brief-agency-credit-desk-account",
                byline="Redakcija",
            )
        )
        add(
            story(
                "interviu",
                f"{BLOG}/post/pokalbis-su-kanklininke-11",
                "Kanklininkė Eglė Rimkutė: „Muzika mane grąžino namo“",
                "2026-11-30",
                "2026-11-30T09:00:00Z",
                "2026 m. lapkričio 30 d.",
                ["Inga Vaitkutė"],
                [
                    "Po dešimties metų Vilniuje kanklininkė Eglė Rimkutė grįžo į gimtuosius Varnius ir įkūrė vaikų ansamblį.",
                    "Q: Kodėl nusprendėte grįžti? || Sostinėje turėjau daug darbo, bet jaučiau, kad kažko trūksta. Kai mama susirgo, parvažiavau savaitei ir likau.",
                    "Q: Kiek vaikų dabar groja ansamblyje? || Keturiolika. Jauniausiai – septyneri. Kankles mums padovanojo vietos meistras.",
                    "Q: Ko labiausiai trūksta? || Patalpų. Repetuojame bibliotekos salėje, bet ten šalta.",
                    "Q: Kokie planai? || Pavasarį norime nuvažiuoti į respublikinę šventę Kaune.",
                ],
                "qa-interview",
                byline="Inga Vaitkutė",
            )
        )
        add(
            story(
                "nuotraukos",
                f"{BLOG}/post/pirmasis-sniegas-nuotraukos-10",
                "Pirmasis sniegas Masčio ežero pakrantėje",
                "2026-11-29",
                "2026-11-29T10:15:00Z",
                "2026 m. lapkričio 29 d.",
                ["Mantas Butkus"],
                [
                    "FIG: Sniegas ant prieplaukos | Apsnigta prieplauka Masčio ežere.",
                    "FIG: Vaikai su rogutėmis | Vaikai pirmą kartą šią žiemą išsitraukė rogutes.",
                    "Sekmadienio rytą Telšius padengė dešimties centimetrų sniego sluoksnis.",
                ],
                "photo-story-photographer-author",
                byline="Nuotraukos: Mantas Butkus",
            )
        )
        add(
            story(
                "nuomone",
                f"{BLOG}/post/nuomone-kaimo-mokyklos-9",
                "Nuomonė: neuždarykime kaimo mokyklų",
                "2026-11-27",
                "2026-11-27T15:00:00Z",
                "2026 m. lapkričio 27 d.",
                ["Algirdas Stonkus"],
                [
                    "Kas kartą, kai savivaldybė kalba apie „mokyklų tinklo optimizavimą“, kaime kažkas miršta. Pirmiausia užsidaro mokykla, paskui paštas, paskui parduotuvė.",
                    "Skaičiai, be abejo, negailestingi: Žarėnų pagrindinėje mokykloje liko 46 mokiniai. Tačiau mokykla – ne tik klasės. Tai vieta, kur vyksta šventės, kur renkasi bendruomenė, kur senoliai ateina į kompiuterių kursus.",
                    "Vežiojant vaikus autobusu po valandą į vieną pusę, jie praranda laiką, kurį galėtų skirti būreliams ar šeimai. Ir tėvai pradeda galvoti apie persikėlimą į miestą.",
                    "Siūlau kitą kelią: sujungti mokyklą su biblioteka ir kultūros namais vienoje vietoje. Taip sutaupytume pinigų ir išsaugotume gyvą kaimą.",
                    "SIGN: Algirdas Stonkus yra buvęs Žarėnų mokyklos direktorius. Autoriaus nuomonė nebūtinai sutampa su redakcijos.",
                ],
                "opinion-long-signed-at-end",
                byline="Algirdas Stonkus",
            )
        )
        add(
            story(
                "krepsinis",
                f"{BLOG}/post/krepsinis-telsiai-laimejo-8",
                "Telšių krepšininkai įveikė lyderius",
                "2026-11-26",
                "2026-11-26T20:45:00Z",
                "2026 m. lapkričio 26 d.",
                ["Darius Kazlauskas"],
                [
                    "Regionų krepšinio lygos rungtynėse „Telšių Džiugas“ namuose 81:74 nugalėjo lentelės lyderius Kretingos ekipą.",
                    "Rezultatyviausiai žaidė Lukas Stankus, pelnęs 22 taškus. Treneris Raimondas Jonaitis po rungtynių džiaugėsi komandos gynyba.",
                ],
                "sport-only-page2-tag-search",
                byline="Darius Kazlauskas",
            )
        )
        add(
            page(
                "renginys",
                "/event/kaledu-muge-2026-12-13-5/register",
                "events",
                "Kalėdų mugė Telšių aikštėje",
                "odoo-event-long-description",
                [
                    "2026 m. gruodžio 13 d., 10:00–18:00 | Respublikos aikštė, Telšiai",
                    "Tradicinė Kalėdų mugė kviečia amatininkus, ūkininkus ir visus, kurie nori pasiruošti šventėms. Prekiausime žemaitiškais šakočiais, medumi, vilnonėmis pirštinėmis ir medžio dirbiniais.",
                    "Vaikų laukia Kalėdų senelio rogės, karštas šokoladas ir kūrybinės dirbtuvės. Vakare scenoje pasirodys vietos chorai ir kapela „Žemaitukai“.",
                    "Prekiautojai registruojasi iki gruodžio 8 d. Vietos mokestis – 10 eurų. Lankytojams įėjimas nemokamas.",
                    'RAW:<div class="o_wevent_registration"><select name="nb_register"><option>1</option><option>2</option></select><button class="btn btn-primary">Registruotis</button></div>',
                ],
            )
        )
        add(
            page(
                "darbas",
                "/jobs/detail/zurnalistas-e-4",
                "jobs",
                "Žurnalistas (-ė)",
                "odoo-job-ad",
                [
                    "Telšiai · Visu etatu · Paskelbta 2026-11-18",
                    "Ieškome žurnalisto (-ės), kuris (-i) rašytų apie rajono savivaldą, švietimą ir bendruomenes.",
                    "## Ko tikimės",
                    "- gero lietuvių kalbos mokėjimo",
                    "- vairuotojo pažymėjimo",
                    "- smalsumo ir atsakingumo",
                    "## Ką siūlome",
                    "Atlyginimas nuo 1400 eurų neatskaičius mokesčių, tarnybinis automobilis, lankstus darbo grafikas.",
                    'RAW:<a class="btn btn-primary" href="/jobs/apply/zurnalistas-e-4">Pateikti paraišką</a>',
                ],
            )
        )
        add(
            page(
                "privatumas",
                "/privatumo-politika",
                "policy",
                "Privatumo politika",
                "long-policy-updated-date",
                [
                    "Atnaujinta: 2026 m. kovo 12 d.",
                    "UAB „Žemaičių žinios“ tvarko asmens duomenis vadovaudamasi Bendruoju duomenų apsaugos reglamentu.",
                    "## Kokius duomenis renkame",
                    "Prenumeratorių vardą, pavardę, adresą ir el. pašto adresą; svetainės lankytojų IP adresus ir slapukų duomenis.",
                    "## Kam naudojame",
                    "Prenumeratai vykdyti, naujienlaiškiui siųsti ir svetainės statistikai.",
                    "## Slapukai",
                    "Būtinieji slapukai užtikrina svetainės veikimą. Analitinius slapukus naudojame tik gavę jūsų sutikimą.",
                    "## Jūsų teisės",
                    "Turite teisę susipažinti su savo duomenimis, prašyti juos ištaisyti ar ištrinti. Kreipkitės el. paštu duomenys@zemaiciuzinios.test.",
                ],
            )
        )
        add(
            page(
                "prenumerata",
                "/prenumerata",
                "subscribe",
                "Prenumerata",
                "subscribe",
                [
                    "Prenumeruokite „Žemaičių žinias“ ir gaukite laikraštį kiekvieną antradienį ir penktadienį.",
                    "- 1 mėnuo – 6 eurai",
                    "- 3 mėnesiai – 17 eurų",
                    "- 12 mėnesių – 62 eurai",
                    "Elektroninė versija prenumeratoriams – nemokamai.",
                ],
            )
        )
        add(
            page(
                "rezultatai",
                "/rezultatai-krepsinis",
                "results",
                "Regionų krepšinio lyga: turnyrinė lentelė",
                "results-table",
                [
                    "Po 9 turo. Atnaujinta 2026-11-27.",
                    'RAW:<table class="table table-striped"><tr><th>Vieta</th><th>Komanda</th><th>P</th><th>L</th><th>Taškai</th></tr><tr><td>1</td><td>Kretinga</td><td>7</td><td>2</td><td>16</td></tr><tr><td>2</td><td>Telšių Džiugas</td><td>6</td><td>3</td><td>15</td></tr><tr><td>3</td><td>Plungė</td><td>6</td><td>3</td><td>15</td></tr><tr><td>4</td><td>Mažeikiai</td><td>5</td><td>4</td><td>14</td></tr><tr><td>5</td><td>Rietavas</td><td>3</td><td>6</td><td>12</td></tr><tr><td>6</td><td>Skuodas</td><td>0</td><td>9</td><td>9</td></tr></table>',
                    "Kitas turas – gruodžio 3 d.",
                ],
            )
        )

    def head(self, doc: Doc) -> str:
        metas = [
            f"<title>{esc(doc.title)} | {esc(self.name)}</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="generator" content="Odoo">',
            f'<meta property="og:site_name" content="{esc(self.name)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
        ]
        if doc.is_article:
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso[:19].replace("T", " ")}">',
                f'<meta property="article:modified_time" content="{doc.iso[:19].replace("T", " ")}">',
            ]
        else:
            metas.append('<meta property="og:type" content="website">')
        metas.append(f'<link rel="canonical" href="{self.url(doc.key)}">')
        metas.append('<link type="text/css" rel="stylesheet" href="/web/assets/1/8f3a2b1/web.assets_frontend.min.css">')
        return "\n".join(metas)

    def mega(self) -> str:
        cols = []
        for head, items in MEGA.items():
            lis = "".join(
                f'<li><a href="{BLOG}/tag/{esc(i.lower().replace(" ", "-"))}-{n + 20}" class="nav-link px-0">{esc(i)}</a></li>'
                for n, i in enumerate(items)
            )
            cols.append(
                f'<div class="col-12 col-lg-3 py-2"><h4 class="o_default_snippet_text">{esc(head)}</h4><ul class="nav flex-column">{lis}</ul></div>'
            )
        extra = f'<div class="col-12 py-2"><p>{self.a("tag", "Krepšinis", "chrome:nav")} · {self.a("darbas", "Darbo skelbimai", "chrome:nav")}</p></div>'
        return f'<div data-name="Mega Menu" class="dropdown-menu o_mega_menu o_mega_menu_container_size"><section class="s_mega_menu_odoo_menu pt16 o_colored_level o_cc o_cc1"><div class="container"><div class="row">{"".join(cols)}{extra}</div></div></section></div>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="nav-item">{self.a(k, t, "chrome:nav", "class=nav-link")}</li>' for k, t in NAV)
        main_obj = "blog.post(12,)" if doc.is_article else "website.page(3,)"
        return f"""<!DOCTYPE html>
<html lang="lt-LT" data-website-id="1" data-main-object="{main_obj}" data-oe-company-name="UAB Žemaičių žinios">
<head>
{self.head(doc)}
<style>/*PAD*/</style>
</head>
<body>
<div id="wrapwrap" class="{"o_wblog_post_page" if doc.is_article else ""}">
<header id="top" data-anchor="true" data-name="Header" class="o_header_standard">
<nav data-name="Navbar" class="navbar navbar-expand-lg navbar-light o_colored_level o_cc shadow-sm">
<div id="o_main_nav" class="container">
{self.a("home", self.name, "chrome:header", "class=navbar-brand")}
<ul id="top_menu" class="nav navbar-nav o_menu_loading flex-grow-1">
<li class="nav-item dropdown position-static"><a data-bs-toggle="dropdown" href="#" class="nav-link dropdown-toggle o_mega_menu_toggle">Rubrikos</a>{self.mega()}</li>
{nav}
</ul>
<a href="/web/login" class="btn btn-outline-primary">Prisijungti</a>
</div>
</nav>
</header>
<main>
{main}
</main>
<footer id="bottom" data-anchor="true" data-name="Footer" class="o_footer">
<div id="footer" class="oe_structure oe_structure_solo">
<section class="s_text_block pt40 pb16" data-snippet="s_text_block" data-name="Text"><div class="container"><div class="row">
<div class="col-lg-4"><h5>Redakcija</h5><p>Respublikos g. 15, Telšiai<br>Tel. (8 444) 00 000</p></div>
<div class="col-lg-4"><ul class="list-unstyled"><li>{self.a("privatumas", "Privatumo politika", "chrome:footer")}</li><li>{self.a("darbas", "Karjera", "chrome:footer")}</li><li>{self.a("prenumerata", "Prenumerata", "chrome:footer")}</li><li>{self.a("search", "Paieška", "chrome:footer")}</li></ul></div>
<div class="col-lg-4"><p>Sekite mus: <a href="https://facebook.test/zemaiciuzinios">Facebook</a></p></div>
</div></div></section>
</div>
<div class="o_footer_copyright"><div class="container py-3"><span class="o_footer_copyright_name">Autorių teisės © UAB Žemaičių žinios</span> <div class="o_brand_promotion">Sukurta su <a target="_blank" class="badge text-bg-light" href="https://www.odoo.com">Odoo</a></div></div></div>
</footer>
<div id="website_cookies_bar" class="s_popup o_snippet_invisible o_no_save" data-name="Cookies Bar" data-vcss="001">
<div class="modal s_popup_bottom o_cookies_discrete modal_shown" data-show-after="500" data-display="afterDelay" data-consents-duration="999" data-bs-focus="false" data-bs-backdrop="false" tabindex="-1" role="dialog">
<div class="modal-dialog d-flex s_popup_size_full"><div class="modal-content oe_structure"><section class="o_colored_level o_cc o_cc1"><div class="container"><div class="row">
<div class="col-lg-8 pt16"><p>Naudojame slapukus, kad svetainė veiktų sklandžiai ir galėtume analizuoti lankomumą. Daugiau – {self.a("privatumas", "privatumo politikoje", "chrome:footer")}.</p></div>
<div class="col-lg-4 pt16"><a href="#" id="cookies-consent-essential" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm px-2">Tik būtini</a> <a href="#" id="cookies-consent-all" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm">Sutinku</a></div>
</div></div></section></div></div></div>
</div>
</div>
<script type="text/javascript" src="/web/assets/1/2c4d9e0/web.assets_frontend_lazy.min.js" defer="defer"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        avatar = (
            '<img src="/web/image/res.partner/3/avatar_128" class="o_wblog_author_avatar me-2 rounded-circle" alt="">'
        )
        related = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:2]
        nxt = related[0]
        tags = f"<h6>Žymos</h6><p>{self.a('tag', 'krepšinis', 'tags')}</p>" if doc.key == "krepsinis" else ""
        return f"""<div id="o_wblog_post_main" class="container">
<section id="o_wblog_post_top">
<div id="title" class="blog_header">
<div class="o_record_cover_container d-flex flex-column h-100 o_colored_level o_cc o_cc3 o_wblog_post_page_cover o_wblog_post_page_cover_regular">
<div class="o_record_cover_component o_record_cover_image" style="background-image: url(/web/image/1543-8c1d2f0a/cover.jpg);"></div>
<div class="container text-center position-relative h-100 d-flex flex-column flex-grow-1 justify-content-around">
<div class="o_wblog_post_title"><h1 id="o_wblog_post_name" class="o_editable_no_shadow" data-oe-model="blog.post" data-oe-field="name">{esc(doc.title)}</h1></div>
<div class="text-center mb-2"><div class="d-inline-flex align-items-center">{avatar}<div class="small text-start"><span class="o_wblog_author_name">{esc(doc.byline)}</span><br><time class="text-muted">{esc(doc.stamp)}</time></div></div></div>
</div>
</div>
</div>
</section>
<section id="o_wblog_post_content">
<div class="container">
<div class="row justify-content-between">
<div class="o_wblog_post_content_field o_wblog_read_text col-lg-8" data-oe-field="content">
{self.blocks(doc)}
</div>
<div class="col-lg-3 o_wblog_post_sidebar"><h6>Dalintis</h6><div class="o_wblog_social_links"><a href="https://facebook.test/share">Facebook</a> <a href="https://x.test/intent">X</a></div>
{tags}<p>{self.a("blog", "← Visos naujienos", "chrome:breadcrumb")}</p></div>
</div>
</div>
</section>
<section id="o_wblog_post_footer"><div class="o_wblog_next_article">Kitas straipsnis: {self.a(nxt, self.docs[nxt].title, "chrome:related")}</div></section>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="pb-4 col-12 col-md-6 col-xl-4"><article class="o_wblog_post position-relative">'
                f'<div class="o_record_cover_container o_wblog_post_cover"><div class="o_record_cover_image" style="background-image:url(/web/image/{len(d.title) * 7}/cover.jpg)"></div></div>'
                f'<div class="o_wblog_post_info"><h3 class="o_wblog_post_title my-0">{self.a(k, d.title, "content", "class=text-reset")}</h3>'
                f'<div class="o_wblog_post_teaser">{esc(self.lede(d))}</div>'
                f'<div class="o_wblog_normalize_font"><span class="text-muted">{esc(d.byline)}</span> · <time>{esc(d.stamp)}</time></div></div></article></div>'
            )
        pager = ""
        if "more" in doc.extra:
            pager = f'<ul class="pagination m-0"><li class="page-item active"><a class="page-link" href="{BLOG}">1</a></li><li class="page-item">{self.a(doc.extra["more"], "2", "content", "class=page-link")}</li></ul>'
        if "prev" in doc.extra:
            pager = f'<ul class="pagination m-0"><li class="page-item">{self.a(doc.extra["prev"], "1", "content", "class=page-link")}</li><li class="page-item active"><span class="page-link">2</span></li></ul>'
        cover = ""
        if doc.key == "home":
            cover = (
                '<div class="oe_structure"><section class="s_cover parallax o_colored_level" data-snippet="s_cover"><div class="container s_allow_columns">'
                '<h1 class="display-3">Žemaičių žinios</h1><p class="lead">Laikraštis žemaičiams nuo 1990 metų</p>'
                f"<p>{self.a('prenumerata', 'Prenumeruoti', 'content', 'class=btn')}</p></div></section></div>"
                '<h2 class="container">Naujausi straipsniai</h2>'
            )
        else:
            cover = f'<section id="o_wblog_index_content"><div class="container"><h1 class="o_wblog_blog_title">{esc(doc.title)}</h1></div></section>'
        return f"""{cover}
<div class="container py-4"><div class="row o_wblog_posts_loop">{"".join(items)}</div>
<nav class="d-flex justify-content-center">{pager}</nav>
<form method="get" class="o_wblog_search" action="{BLOG}"><input type="search" name="search" class="form-control" placeholder="Ieškoti..."></form></div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div id="wrap" class="oe_structure oe_empty">
<section class="s_title pt40 pb24" data-snippet="s_title"><div class="container"><h1>{esc(doc.title)}</h1></div></section>
<section class="s_text_block pb40" data-snippet="s_text_block"><div class="container">
{self.blocks(doc)}
</div></section>
</div>"""
